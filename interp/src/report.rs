//! What a run reports: undefined behaviour, races, deadlocks, failed asserts and errors, each
//! with the op, its source location, the tile block and the element.

use std::fmt;
use tileref_spec::diag::Span;
use tileref_spec::ir::{Loc, Op};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Category {
    /// Undefined behaviour: the program has no meaning from here on.
    Ub,
    /// A data race (a kind of undefined behaviour).
    Race,
    /// The launch was stopped by an interpreter limit (`max_steps`, `timeout`) before it
    /// finished: a fact about the run, not about the program.
    Limit,
    /// The run could not go on (deadlock, unsupported op).
    Error,
    /// A failed `assert`: reported, execution continues.
    Assert,
    /// Unspecified but defined behaviour the result depended on (reported with `--strict`).
    Warning,
    /// Undefined behaviour the run continued past under `UbPolicy::Warn`, doing what the GPU
    /// does instead (see `eval::ub`); once per site, with a count. Not an error.
    UbWarning,
    /// Which numerics an op's result followed under `Numerics::H100` (a model of the GPU's,
    /// or the spec mode's where tileref has none); once per site, with a count. Not an error.
    Numerics,
}

impl Category {
    /// The name hosts use (report.json, the Python binding).
    pub fn name(self) -> &'static str {
        match self {
            Category::Ub => "ub",
            Category::Race => "race",
            Category::Limit => "limit",
            Category::Error => "error",
            Category::Assert => "assert",
            Category::Warning => "warning",
            Category::UbWarning => "ub-warning",
            Category::Numerics => "numerics",
        }
    }
}

/// Where a report points: the op and its location.
#[derive(Clone, Debug, PartialEq)]
pub struct Site {
    pub op: String,
    pub span: Span,
    pub loc: Loc,
}

impl Site {
    pub fn of(op: &Op) -> Site {
        let name = if op.def().is_unregistered() {
            op.attr(tileref_spec::ops::UNREGISTERED_NAME_ATTR)
                .and_then(|a| a.as_str())
                .unwrap_or("?")
                .to_string()
        } else {
            op.name().to_string()
        };
        Site {
            op: name,
            span: op.span,
            loc: op.loc.clone(),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    pub category: Category,
    /// Short machine-readable kind, e.g. `out-of-bounds`, `division-by-zero`.
    pub kind: String,
    pub message: String,
    pub site: Option<Site>,
    pub block: Option<[u32; 3]>,
    /// Multi-index of the element within the op's tile, where one element is at fault.
    pub element: Option<Vec<i64>>,
    pub address: Option<u64>,
    /// A second access, for races.
    pub other: Option<Box<Report>>,
    /// How many times this report (same kind and sites) happened.
    pub count: u64,
}

impl Report {
    pub fn new(category: Category, kind: &str, message: impl Into<String>) -> Report {
        Report {
            category,
            kind: kind.to_string(),
            message: message.into(),
            site: None,
            block: None,
            element: None,
            address: None,
            other: None,
            count: 1,
        }
    }
    pub fn ub(kind: &str, message: impl Into<String>) -> Report {
        Report::new(Category::Ub, kind, message)
    }
    pub fn error(kind: &str, message: impl Into<String>) -> Report {
        Report::new(Category::Error, kind, message)
    }
    pub fn at(mut self, op: &Op) -> Report {
        if self.site.is_none() {
            self.site = Some(Site::of(op));
        }
        self
    }
    pub fn in_block(mut self, b: [u32; 3]) -> Report {
        self.block.get_or_insert(b);
        self
    }
    pub fn element(mut self, idx: Vec<i64>) -> Report {
        self.element = Some(idx);
        self
    }
    pub fn address(mut self, a: u64) -> Report {
        self.address = Some(a);
        self
    }
    /// Key for merging repeated reports.
    pub fn dedup_key(&self) -> (Category, String, Option<(u32, u32)>, Option<(u32, u32)>) {
        let s = |r: &Report| r.site.as_ref().map(|s| (s.span.start, s.span.end));
        (
            self.category,
            self.kind.clone(),
            s(self),
            self.other.as_ref().and_then(|o| s(o)),
        )
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.message)?;
        if let Some(s) = &self.site {
            write!(f, " [{}", s.op)?;
            if let Some((file, l, c)) = s.loc.file_line_col() {
                write!(f, " at {file}:{l}:{c}")?;
            }
            write!(f, "]")?;
        }
        if let Some(b) = self.block {
            write!(f, " in tile block ({}, {}, {})", b[0], b[1], b[2])?;
        }
        if let Some(e) = &self.element {
            write!(f, ", element {e:?}")?;
        }
        if let Some(a) = self.address {
            write!(f, ", address {a:#x}")?;
        }
        Ok(())
    }
}

//! The verifier: type rules, catalogue-driven operand/result constraints and version gating,
//! then op-specific rules (in `ops.rs`) and region rules.

pub(crate) mod debuginfo;
mod ops;
pub mod types;

use crate::attrs::Attr;
use crate::diag::{Diagnostic, Span};
use crate::ir::*;
use crate::ops::format::{FmtItem, ValRef};
use crate::ops::{traits, Syntax};
use crate::types::*;
use crate::version::Version;

#[derive(Clone, Copy, Debug, Default)]
pub struct VerifyOptions {
    /// Reject ops, attributes and types newer than this dialect version.
    pub target: Option<Version>,
    /// Stop at the first error (what mlir-opt does; used with `--verify-diagnostics`).
    pub first_error_only: bool,
    /// Report invalid optimization hints as errors rather than warnings.
    pub hints_as_errors: bool,
    /// Accept ops of other dialects (generic form) without complaint, as mlir-opt's
    /// `-allow-unregistered-dialect` does.
    pub allow_unregistered: bool,
}

pub(crate) struct Verifier<'m> {
    pub m: &'m Module,
    pub opts: VerifyOptions,
    pub diags: Vec<Diagnostic>,
}

/// Verifies a module and returns every error (or the first, per the options).
pub fn verify_module(m: &Module, opts: VerifyOptions) -> Vec<Diagnostic> {
    let mut v = Verifier {
        m,
        opts,
        diags: vec![],
    };
    v.module();
    v.diags
}

/// Verifies everything a file holds: ops outside any module, then each module.
pub fn verify_file(f: &crate::text::ParsedFile, opts: VerifyOptions) -> Vec<Diagnostic> {
    let empty = Module {
        name: String::new(),
        producer: None,
        attrs: vec![],
        items: vec![],
        loc: Loc::Unknown,
        span: Span::at(0),
    };
    let mut v = Verifier {
        m: &empty,
        opts,
        diags: vec![],
    };
    if let Some(func) = &f.loose {
        let ctx = Ctx {
            func,
            parents: vec![],
        };
        v.block(&ctx, &func.body);
    }
    let mut diags = v.diags;
    for m in &f.modules {
        if opts.first_error_only
            && diags
                .iter()
                .any(|d| d.severity == crate::diag::Severity::Error)
        {
            break;
        }
        diags.extend(verify_module(m, opts));
    }
    diags
}

/// Context of the op being verified: the enclosing ops, innermost last.
pub(crate) struct Ctx<'a> {
    pub func: &'a Func,
    pub parents: Vec<&'a Op>,
}

impl<'m> Verifier<'m> {
    pub fn stop(&self) -> bool {
        self.opts.first_error_only
            && self
                .diags
                .iter()
                .any(|d| d.severity == crate::diag::Severity::Error)
    }

    pub fn error(&mut self, span: Span, msg: impl Into<String>) {
        if !self.stop() {
            self.diags.push(Diagnostic::error(span, msg));
        }
    }

    /// A problem that is only a warning unless hints are checked strictly.
    pub fn hint_problem(&mut self, span: Span, msg: impl Into<String>) {
        if self.opts.hints_as_errors {
            self.error(span, msg);
        } else {
            self.diags.push(Diagnostic::warning(span, msg));
        }
    }

    fn gate(&mut self, span: Span, what: &str, since: Version) {
        if let Some(t) = self.opts.target {
            if since > t {
                self.error(
                    span,
                    format!(
                        "{what} requires dialect version {since}, but the target version is {t}"
                    ),
                );
            }
        }
    }

    fn module(&mut self) {
        let mut names: Vec<&str> = vec![];
        for item in &self.m.items {
            let (name, span) = match item {
                Item::Global(g) => (g.name.as_str(), g.span),
                Item::Func(f) => (f.name.as_str(), f.span),
            };
            if names.contains(&name) {
                self.error(span, format!("redefinition of symbol named '{name}'"));
            }
            names.push(name);
        }
        if self.m.producer.is_some() {
            self.gate(self.m.span, "module 'producer'", Version::V13_3);
        }
        // Debug-info rule 5 (globals have no scope) is the module's own, checked before its
        // items as NVIDIA's module verifier does.
        for g in self.m.globals() {
            debuginfo::check_global(self, g);
        }
        for item in &self.m.items {
            if self.stop() {
                return;
            }
            match item {
                Item::Global(g) => self.global(g),
                Item::Func(f) => self.func(f),
            }
        }
    }

    fn global(&mut self, g: &Global) {
        if let Err(e) = types::check_type(&g.ty) {
            return self.error(g.span, e);
        }
        self.gate(g.span, &format!("type {}", g.ty), g.ty.since());
        if g.constant || g.visibility != crate::attrs::SymbolVisibility::Public {
            self.gate(g.span, "global 'constant' and visibility", Version::V13_3);
        }
        match &g.ty {
            Type::Tile(t) if t.rank() == 1 && !t.elem.is_ptr() => {}
            other => {
                return self.error(
                    g.span,
                    format!("global value must be a rank-1 tile of numbers, got {other}"),
                )
            }
        }
        if let (Some(a), Some(e)) = (g.alignment, g.ty.elem_num()) {
            if a != 0 && ((a as u64).count_ones() != 1 || (a as u64) < e.storage_bytes()) {
                self.error(g.span, format!("'alignment' ({a}) must be a power of two of at least the natural size ({} bytes) for element type '{e}'", e.storage_bytes()));
            }
        }
    }

    fn func(&mut self, f: &Func) {
        for &p in &f.params {
            let t = f.ty(p);
            if let Err(e) = types::check_type(t) {
                return self.error(f.span, e);
            }
            self.gate(f.span, &format!("type {t}"), t.since());
        }
        if f.kind == FuncKind::Entry {
            if !f.results.is_empty() {
                return self.error(f.span, "entry op must not return values");
            }
            for &p in &f.params {
                match f.ty(p) {
                    Type::Tile(t) if t.rank() == 0 => {}
                    Type::Tile(_) => {
                        return self.error(
                            f.span,
                            "entry op must have scalar types (rank 0 !cuda_tile.tile)",
                        )
                    }
                    other => {
                        return self.error(
                            f.span,
                            format!(
                                "entry parameters must be scalar tiles or pointers, got {other}"
                            ),
                        )
                    }
                }
            }
            if !debuginfo::check_entry(self, f) {
                return;
            }
            if let Some(h) = &f.hints {
                if let Err(e) = ops::check_entry_hints(h) {
                    self.hint_problem(f.span, e);
                }
                // The `default` key and `num_worker_warps_per_cta` came with 13.3 (digest §1).
                if let Some(t) = self.opts.target.filter(|t| *t < Version::V13_3) {
                    for (arch, kv) in &h.entries {
                        if arch == "default"
                            || kv.iter().any(|(k, _)| k == "num_worker_warps_per_cta")
                        {
                            let what = if arch == "default" {
                                "the 'default' hint key"
                            } else {
                                "hint 'num_worker_warps_per_cta'"
                            };
                            self.hint_problem(f.span, format!("{what} requires dialect version 13.3, but the target version is {t}"));
                            break;
                        }
                    }
                }
            }
        }
        let ctx = Ctx {
            func: f,
            parents: vec![],
        };
        self.block(&ctx, &f.body);
        // The text forms add an omitted `return`; only the generic form can leave a body
        // without one, empty bodies included.
        match f.body.ops.last() {
            Some(last) if !last.def().has(traits::TERMINATOR) => {
                self.error(last.span, "block must end with a terminator ('return')")
            }
            None => self.error(
                f.span,
                "block must end with a terminator ('return'), but the body is empty",
            ),
            _ => {}
        }
        // The scopes of the body's ops (NVIDIA checks them after the ops themselves).
        if f.kind == FuncKind::Entry && !self.stop() {
            debuginfo::check_entry_body(self, f);
        }
    }

    fn block<'a>(&mut self, ctx: &Ctx<'a>, b: &'a Block) {
        for (i, op) in b.ops.iter().enumerate() {
            if self.stop() {
                return;
            }
            if op.def().has(traits::TERMINATOR) && i + 1 != b.ops.len() {
                self.error(
                    op.span,
                    format!("'{}' must be the last operation of its block", op.name()),
                );
            }
            self.op(ctx, op);
        }
    }

    fn op<'a>(&mut self, ctx: &Ctx<'a>, op: &'a Op) {
        let def = op.def();
        let f = ctx.func;
        let n0 = self.diags.len();
        if def.is_unregistered() {
            if !self.opts.allow_unregistered {
                let name = op
                    .attr(crate::ops::UNREGISTERED_NAME_ATTR)
                    .and_then(|a| a.as_str())
                    .unwrap_or("?");
                self.error(
                    op.span,
                    format!("operation '{name}' is not a cuda_tile operation"),
                );
            }
            return;
        }
        if let Some(p) = ctx.parents.last() {
            if matches!(p.name(), "reduce" | "scan") && !def.has(traits::PURE) {
                return self.error(
                    op.span,
                    format!(
                        "'cuda_tile.{}' op only pure operations are allowed inside 'cuda_tile.{}'",
                        def.name,
                        p.name()
                    ),
                );
            }
        }
        self.gate(op.span, &format!("'{}'", def.name), def.since);
        // Attributes newer than the target.
        for (name, a) in &op.attrs {
            if let Some(d) = def.attr_def(name) {
                if d.default_value() != Some(a) {
                    self.gate(
                        op.span,
                        &format!("attribute '{name}' of '{}'", def.name),
                        d.since,
                    );
                }
                if let Attr::Enum(e, v) = a {
                    self.gate(
                        op.span,
                        &format!("{} '{}'", e.name, e.case_name(*v).unwrap_or("?")),
                        e.case_since(*v),
                    );
                }
            }
        }
        // Optional operands added after the op itself (print's 13.2 token), when present.
        for (g, gd) in def.operands.iter().enumerate() {
            if op.segments.get(g).is_some_and(|&n| n > 0) {
                self.gate(
                    op.span,
                    &format!("operand '{}' of '{}'", gd.name, def.name),
                    gd.since,
                );
            }
        }
        // Types of every operand and result must be valid and known to the target.
        for v in op.operands.iter().chain(&op.results) {
            let t = f.ty(*v);
            if let Err(e) = types::check_type(t) {
                return self.error(op.span, e);
            }
            self.gate(op.span, &format!("type {t}"), t.since());
        }
        // Group constraints from the catalogue.
        let mut idx = 0;
        for (g, gd) in def.operands.iter().enumerate() {
            let n = op.segments.get(g).copied().unwrap_or(0) as usize;
            if gd.arity == crate::ops::Arity::One && n != 1 {
                return self.error(
                    op.span,
                    format!("'cuda_tile.{}' op requires operand '{}'", def.name, gd.name),
                );
            }
            for k in 0..n {
                let Some(&v) = op.operands.get(idx + k) else {
                    break;
                };
                let t = f.ty(v);
                if !gd.class.accepts(t) {
                    return self.error(
                        op.span,
                        format!(
                            "'cuda_tile.{}' op operand #{} must be {}, but got '{}'",
                            def.name,
                            idx + k,
                            gd.class.describe(),
                            t
                        ),
                    );
                }
            }
            idx += n;
        }
        let fixed = def
            .results
            .iter()
            .filter(|r| r.arity == crate::ops::Arity::One)
            .count();
        let nvar = op.results.len().saturating_sub(fixed);
        let mut ri = 0;
        for rd in &def.results {
            let n = if rd.arity == crate::ops::Arity::One {
                1
            } else {
                nvar
            };
            for k in 0..n {
                let Some(&v) = op.results.get(ri + k) else {
                    return self.error(
                        op.span,
                        format!(
                            "'cuda_tile.{}' op is missing result '{}'",
                            def.name, rd.name
                        ),
                    );
                };
                let t = f.ty(v);
                if !rd.class.accepts(t) {
                    return self.error(
                        op.span,
                        format!(
                            "'cuda_tile.{}' op result #{} must be {}, but got '{}'",
                            def.name,
                            ri + k,
                            rd.class.describe(),
                            t
                        ),
                    );
                }
            }
            ri += n;
        }
        // Values the format ties to one type must have equal types (the generic form does not enforce it).
        if let Syntax::Format(items) = &def.syntax {
            if let Err(e) = same_type_groups(op, f, items) {
                return self.error(op.span, format!("'cuda_tile.{}' op {e}", def.name));
            }
        }
        if op.regions.len() != def.regions as usize {
            return self.error(
                op.span,
                format!(
                    "'cuda_tile.{}' op requires {} regions",
                    def.name, def.regions
                ),
            );
        }
        ops::verify_op(self, ctx, op);
        if self.diags.len() > n0 {
            return;
        }
        // Nested regions.
        let mut inner = Ctx {
            func: ctx.func,
            parents: ctx.parents.clone(),
        };
        inner.parents.push(op);
        for r in &op.regions {
            if let Some(b) = r.block() {
                self.block(&inner, b);
            }
        }
        if self.diags.len() > n0 {
            return;
        }
        ops::verify_regions(self, ctx, op);
        if self.diags.len() > n0 {
            return;
        }
        // Every block of a region ends in a terminator (the custom form adds the omitted ones;
        // the generic form can leave them out, and a branch without its `yield` would otherwise
        // print as one with an empty `yield`).
        for r in &op.regions {
            if let Some(b) = r.block() {
                match b.ops.last() {
                    Some(last) if !last.def().has(traits::TERMINATOR) => {
                        return self.error(
                            last.span,
                            format!("block with no terminator, has '{}'", last.name()),
                        );
                    }
                    None => {
                        return self.error(
                            op.span,
                            format!("'cuda_tile.{}' op has a block with no terminator", def.name),
                        )
                    }
                    _ => {}
                }
            }
        }
    }
}

/// Checks that values a format types with one `T(...)` directive share a type.
fn same_type_groups(op: &Op, f: &Func, items: &[FmtItem]) -> Result<(), String> {
    for it in items {
        match it {
            FmtItem::Type(refs) if refs.len() > 1 => {
                let mut first: Option<&Type> = None;
                for r in refs {
                    let vs: Vec<ValueId> = match r {
                        ValRef::Operand(g) => op.group(&op.def().operands[*g].name).to_vec(),
                        ValRef::Result(g) => {
                            // Fixed result groups map one-to-one onto results.
                            op.results.get(*g).copied().into_iter().collect()
                        }
                    };
                    for v in vs {
                        let t = f.ty(v);
                        match first {
                            None => first = Some(t),
                            Some(ft) if ft != t => return Err(format!("requires the same type for all operands and results, got '{ft}' and '{t}'")),
                            _ => {}
                        }
                    }
                }
            }
            FmtItem::Optional(inner) => same_type_groups(op, f, inner)?,
            _ => {}
        }
    }
    Ok(())
}

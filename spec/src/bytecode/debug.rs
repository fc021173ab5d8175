//! Debug information: the DI attributes of the Debug section, their text spelling inside
//! `loc(...)`, and the mapping to and from [`Loc`].
//!
//! A `#cuda_tile.di_loc` becomes `Loc::Dialect { text, inner }` where `text` is the attribute
//! spelled out with every alias expanded (what the text parser produces) and `inner` is the
//! `FileLineCol` the user's source position, so diagnostics can show it. A call site becomes
//! `Loc::CallSite`. Everything else the format cannot carry (plain `"file":l:c`, name and fused
//! locations) is written as an unknown location.

use crate::ir::Loc;
use crate::text::cursor::Cursor;
use crate::text::printer::quote;

/// A debug-info scope or file attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DiScope {
    File { name: String, dir: String },
    CompileUnit { file: Box<DiScope> },
    /// `flags` is the 13.5 DISubprogram flags field (0 in every producer seen).
    Subprogram { file: Box<DiScope>, line: u32, name: String, linkage: String, unit: Box<DiScope>, scope_line: u32, flags: u64 },
    LexicalBlock { scope: Box<DiScope>, file: Box<DiScope>, line: u32, col: u32 },
}

impl DiScope {
    pub fn is_local_scope(&self) -> bool {
        matches!(self, DiScope::Subprogram { .. } | DiScope::LexicalBlock { .. })
    }
}

/// A location as the Debug section can hold it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DiLocation {
    Unknown,
    Loc { scope: DiScope, file: String, line: u32, col: u32 },
    CallSite { callee: Box<DiLocation>, caller: Box<DiLocation> },
}

fn scope_text(s: &DiScope, out: &mut String) {
    match s {
        DiScope::File { name, dir } => {
            out.push_str(&format!("#cuda_tile.di_file<{} in {}>", quote(name), quote(dir)));
        }
        DiScope::CompileUnit { file } => {
            out.push_str("#cuda_tile.di_compile_unit<file = ");
            scope_text(file, out);
            out.push('>');
        }
        DiScope::Subprogram { file, line, name, linkage, unit, scope_line, flags } => {
            out.push_str("#cuda_tile.di_subprogram<file = ");
            scope_text(file, out);
            out.push_str(&format!(", line = {line}, name = {}, linkageName = {}, compileUnit = ", quote(name), quote(linkage)));
            scope_text(unit, out);
            out.push_str(&format!(", scopeLine = {scope_line}"));
            if *flags != 0 {
                out.push_str(&format!(", flags = {flags}"));
            }
            out.push('>');
        }
        DiScope::LexicalBlock { scope, file, line, col } => {
            out.push_str("#cuda_tile.di_lexical_block<scope = ");
            scope_text(scope, out);
            out.push_str(", file = ");
            scope_text(file, out);
            out.push_str(&format!(", line = {line}, column = {col}>"));
        }
    }
}

/// The text of a `#cuda_tile.di_loc<...>` attribute.
pub fn di_loc_text(scope: &DiScope, file: &str, line: u32, col: u32) -> String {
    let mut s = format!("#cuda_tile.di_loc<loc({}:{line}:{col}) in ", quote(file));
    scope_text(scope, &mut s);
    s.push('>');
    s
}

impl DiLocation {
    pub fn to_loc(&self) -> Loc {
        match self {
            DiLocation::Unknown => Loc::Unknown,
            DiLocation::Loc { scope, file, line, col } => Loc::Dialect {
                text: di_loc_text(scope, file, *line, *col),
                inner: Some(Box::new(Loc::FileLineCol { file: file.clone(), line: *line, col: *col })),
            },
            DiLocation::CallSite { callee, caller } => {
                Loc::CallSite { callee: Box::new(callee.to_loc()), caller: Box::new(caller.to_loc()) }
            }
        }
    }

    /// What the Debug section can keep of `loc`; unsupported kinds become `Unknown`.
    pub fn from_loc(loc: &Loc) -> DiLocation {
        match loc {
            Loc::Dialect { text, .. } => parse_di_loc(text).unwrap_or(DiLocation::Unknown),
            Loc::CallSite { callee, caller } => DiLocation::CallSite {
                callee: Box::new(DiLocation::from_loc(callee)),
                caller: Box::new(DiLocation::from_loc(caller)),
            },
            _ => DiLocation::Unknown,
        }
    }
}

/// `loc` as it reads back from bytecode (the canonical spelling of what the format keeps).
pub fn normalize_loc(loc: &Loc) -> Loc {
    DiLocation::from_loc(loc).to_loc()
}

/// Parses the text of a `#cuda_tile.di_loc<...>` attribute (aliases already expanded).
pub fn parse_di_loc(text: &str) -> Option<DiLocation> {
    let mut c = Cursor::new(text);
    c.ws();
    if !c.eat("#cuda_tile.di_loc") {
        return None;
    }
    c.expect("<").ok()?;
    c.expect("loc").ok()?;
    c.expect("(").ok()?;
    let file = c.string().ok()?;
    c.expect(":").ok()?;
    let line = u32_of(c.int64().ok()?)?;
    c.expect(":").ok()?;
    let col = u32_of(c.int64().ok()?)?;
    if c.eat_kw("to") {
        c.int64().ok()?;
        if c.eat(":") {
            c.int64().ok()?;
        }
    }
    c.expect(")").ok()?;
    c.expect_kw("in").ok()?;
    let scope = parse_scope(&mut c, 0)?;
    if !scope.is_local_scope() {
        return None;
    }
    c.expect(">").ok()?;
    c.ws();
    if !c.at_end() {
        return None;
    }
    Some(DiLocation::Loc { scope, file, line, col })
}

fn u32_of(v: i64) -> Option<u32> {
    u32::try_from(v).ok()
}

fn field_num(c: &mut Cursor, name: &str) -> Option<i64> {
    c.expect_kw(name).ok()?;
    c.expect("=").ok()?;
    c.int64().ok()
}

fn field_scope(c: &mut Cursor, name: &str, depth: u32) -> Option<DiScope> {
    c.expect_kw(name).ok()?;
    c.expect("=").ok()?;
    parse_scope(c, depth + 1)
}

fn field_str(c: &mut Cursor, name: &str) -> Option<String> {
    c.expect_kw(name).ok()?;
    c.expect("=").ok()?;
    c.string().ok()
}

fn parse_scope(c: &mut Cursor, depth: u32) -> Option<DiScope> {
    if depth > 64 {
        return None;
    }
    c.ws();
    if c.eat("#cuda_tile.di_file") {
        c.expect("<").ok()?;
        let name = c.string().ok()?;
        c.expect_kw("in").ok()?;
        let dir = c.string().ok()?;
        c.expect(">").ok()?;
        return Some(DiScope::File { name, dir });
    }
    if c.eat("#cuda_tile.di_compile_unit") {
        c.expect("<").ok()?;
        let file = field_scope(c, "file", depth)?;
        c.expect(">").ok()?;
        return matches!(file, DiScope::File { .. }).then(|| DiScope::CompileUnit { file: Box::new(file) });
    }
    if c.eat("#cuda_tile.di_subprogram") {
        c.expect("<").ok()?;
        let file = field_scope(c, "file", depth)?;
        c.expect(",").ok()?;
        let line = u32_of(field_num(c, "line")?)?;
        c.expect(",").ok()?;
        let name = field_str(c, "name")?;
        c.expect(",").ok()?;
        let linkage = field_str(c, "linkageName")?;
        c.expect(",").ok()?;
        let unit = field_scope(c, "compileUnit", depth)?;
        c.expect(",").ok()?;
        let scope_line = u32_of(field_num(c, "scopeLine")?)?;
        let mut flags = 0;
        if c.eat(",") {
            flags = u64::try_from(field_num(c, "flags")?).ok()?;
        }
        c.expect(">").ok()?;
        if !matches!(file, DiScope::File { .. }) || !matches!(unit, DiScope::CompileUnit { .. }) {
            return None;
        }
        return Some(DiScope::Subprogram { file: Box::new(file), line, name, linkage, unit: Box::new(unit), scope_line, flags });
    }
    if c.eat("#cuda_tile.di_lexical_block") {
        c.expect("<").ok()?;
        let scope = field_scope(c, "scope", depth)?;
        c.expect(",").ok()?;
        let file = field_scope(c, "file", depth)?;
        c.expect(",").ok()?;
        let line = u32_of(field_num(c, "line")?)?;
        c.expect(",").ok()?;
        let col = u32_of(field_num(c, "column")?)?;
        c.expect(">").ok()?;
        if !scope.is_local_scope() || !matches!(file, DiScope::File { .. }) {
            return None;
        }
        return Some(DiScope::LexicalBlock { scope: Box::new(scope), file: Box::new(file), line, col });
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> DiLocation {
        let file = DiScope::File { name: "k.py".into(), dir: "/src".into() };
        let unit = DiScope::CompileUnit { file: Box::new(file.clone()) };
        let sp = DiScope::Subprogram {
            file: Box::new(file.clone()),
            line: 3,
            name: "add".into(),
            linkage: "add".into(),
            unit: Box::new(unit),
            scope_line: 4,
            flags: 0,
        };
        let lb = DiScope::LexicalBlock { scope: Box::new(sp), file: Box::new(file), line: 7, col: 2 };
        DiLocation::Loc { scope: lb, file: "/src/k.py".into(), line: 9, col: 13 }
    }

    #[test]
    fn di_loc_text_round_trip() {
        let d = sample();
        let l = d.to_loc();
        assert_eq!(l.file_line_col(), Some(("/src/k.py", 9, 13)));
        let Loc::Dialect { text, .. } = &l else { panic!() };
        assert_eq!(parse_di_loc(text), Some(d));
    }

    #[test]
    fn whitespace_and_ranges_are_accepted() {
        let t = "#cuda_tile.di_loc<loc(\"a.py\":1:2 to 1:5) in #cuda_tile.di_subprogram<\n  file = #cuda_tile.di_file<\"a.py\" in \"/\">,\n  line = 1, name = \"k\", linkageName = \"k\", compileUnit = #cuda_tile.di_compile_unit<file = #cuda_tile.di_file<\"a.py\" in \"/\">>, scopeLine = 1\n>>";
        assert!(matches!(parse_di_loc(t), Some(DiLocation::Loc { line: 1, col: 2, .. })));
        assert_eq!(parse_di_loc("#cuda_tile.di_loc<loc(\"a\":1:2) in #cuda_tile.di_file<\"a\" in \"b\">>"), None);
    }
}

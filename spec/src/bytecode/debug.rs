//! Debug information: the DI attributes of the Debug section, their text spelling inside
//! `loc(...)`, and the mapping to and from [`Loc`].
//!
//! A `#cuda_tile.di_loc` becomes `Loc::Dialect { text, inner }` where `text` is the attribute
//! spelled out canonically with every alias expanded (the text parser reads it with the grammar
//! below and stores that spelling) and `inner` is the `FileLineCol` the user's source position,
//! so diagnostics can show it. A call site becomes `Loc::CallSite`. Everything else the format
//! cannot carry (plain `"file":l:c`, name and fused locations) is written as an unknown location.

use crate::ir::Loc;
use crate::text::cursor::Cursor;
use crate::text::printer::quote;

/// A debug-info scope or file attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DiScope {
    File {
        name: String,
        dir: String,
    },
    CompileUnit {
        file: Box<DiScope>,
    },
    /// `flags` is the 13.5 DISubprogram flags field (0 in every producer seen).
    Subprogram {
        file: Box<DiScope>,
        line: u32,
        name: String,
        linkage: String,
        unit: Box<DiScope>,
        scope_line: u32,
        flags: u64,
    },
    LexicalBlock {
        scope: Box<DiScope>,
        file: Box<DiScope>,
        line: u32,
        col: u32,
    },
}

impl DiScope {
    pub fn is_local_scope(&self) -> bool {
        matches!(
            self,
            DiScope::Subprogram { .. } | DiScope::LexicalBlock { .. }
        )
    }

    /// The attribute's name after `#cuda_tile.`.
    pub fn mnemonic(&self) -> &'static str {
        match self {
            DiScope::File { .. } => "di_file",
            DiScope::CompileUnit { .. } => "di_compile_unit",
            DiScope::Subprogram { .. } => "di_subprogram",
            DiScope::LexicalBlock { .. } => "di_lexical_block",
        }
    }

    /// The subprogram a local scope lies in: itself, or the end of a chain of lexical blocks.
    pub fn subprogram(&self) -> Option<&DiScope> {
        let mut s = self;
        loop {
            match s {
                DiScope::Subprogram { .. } => return Some(s),
                DiScope::LexicalBlock { scope, .. } => s = scope,
                _ => return None,
            }
        }
    }

    /// The attribute spelled out in full (`#cuda_tile.di_subprogram<file = ..., ...>`).
    pub fn text(&self) -> String {
        let mut s = String::new();
        scope_text(self, &mut s);
        s
    }
}

/// A location as the Debug section can hold it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum DiLocation {
    Unknown,
    Loc {
        scope: DiScope,
        file: String,
        line: u32,
        col: u32,
    },
    CallSite {
        callee: Box<DiLocation>,
        caller: Box<DiLocation>,
    },
}

fn scope_text(s: &DiScope, out: &mut String) {
    match s {
        DiScope::File { name, dir } => {
            out.push_str(&format!(
                "#cuda_tile.di_file<{} in {}>",
                quote(name),
                quote(dir)
            ));
        }
        DiScope::CompileUnit { file } => {
            out.push_str("#cuda_tile.di_compile_unit<file = ");
            scope_text(file, out);
            out.push('>');
        }
        DiScope::Subprogram {
            file,
            line,
            name,
            linkage,
            unit,
            scope_line,
            flags,
        } => {
            out.push_str("#cuda_tile.di_subprogram<file = ");
            scope_text(file, out);
            out.push_str(&format!(
                ", line = {line}, name = {}, linkageName = {}, compileUnit = ",
                quote(name),
                quote(linkage)
            ));
            scope_text(unit, out);
            out.push_str(&format!(", scopeLine = {scope_line}"));
            if *flags != 0 {
                out.push_str(&format!(", flags = {flags}"));
            }
            out.push('>');
        }
        DiScope::LexicalBlock {
            scope,
            file,
            line,
            col,
        } => {
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
            DiLocation::Loc {
                scope,
                file,
                line,
                col,
            } => Loc::Dialect {
                text: di_loc_text(scope, file, *line, *col),
                inner: Some(Box::new(Loc::FileLineCol {
                    file: file.clone(),
                    line: *line,
                    col: *col,
                })),
            },
            DiLocation::CallSite { callee, caller } => Loc::CallSite {
                callee: Box::new(callee.to_loc()),
                caller: Box::new(caller.to_loc()),
            },
        }
    }

    /// What the Debug section can keep of `loc`: di_locs and call sites of them. A name or fused
    /// location keeps the di_loc inside it (its child, or the first member that has one), so a
    /// kernel keeps its scope and its scoped ops stay valid; anything else becomes `Unknown`.
    pub fn from_loc(loc: &Loc) -> DiLocation {
        match loc {
            Loc::Dialect { text, .. } => parse_di_loc(text).unwrap_or(DiLocation::Unknown),
            Loc::CallSite { callee, caller } => DiLocation::CallSite {
                callee: Box::new(DiLocation::from_loc(callee)),
                caller: Box::new(DiLocation::from_loc(caller)),
            },
            Loc::Name { child: Some(c), .. } => DiLocation::from_loc(c),
            Loc::Fused { locs, .. } => locs
                .iter()
                .map(DiLocation::from_loc)
                .find(|d| *d != DiLocation::Unknown)
                .unwrap_or(DiLocation::Unknown),
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
    read_di_loc(text).ok()
}

/// Parses the text of a `#cuda_tile.di_loc<...>` attribute, saying what is wrong with it.
pub fn read_di_loc(text: &str) -> Result<DiLocation, String> {
    let mut c = Cursor::new(text);
    let name = mnemonic(&mut c)?;
    if name != "di_loc" {
        return Err(format!("expected a location, found '#cuda_tile.{name}'"));
    }
    let loc = di_loc_params(&mut c, 0)?;
    at_end(&mut c)?;
    Ok(loc)
}

/// Checks the text of any debug-info attribute (`#cuda_tile.di_file<...>`, `di_compile_unit`,
/// `di_subprogram`, `di_lexical_block`, `di_loc`), aliases already expanded. MLIR reads every
/// attribute an alias names when the alias is defined, so a malformed one is an error even
/// when nothing uses it.
pub fn check_di_attr(text: &str) -> Result<(), String> {
    let mut c = Cursor::new(text);
    let start = c.pos;
    if mnemonic(&mut c)? == "di_loc" {
        di_loc_params(&mut c, 0)?;
    } else {
        c.pos = start;
        parse_scope(&mut c, 0)?;
    }
    at_end(&mut c)
}

/// The cursor's error as a plain message.
fn m<T>(r: crate::text::cursor::PResult<T>) -> Result<T, String> {
    r.map_err(|d| d.message)
}

fn at_end(c: &mut Cursor) -> Result<(), String> {
    if c.at_end() {
        Ok(())
    } else {
        Err(format!(
            "unexpected {} after the debug-info attribute",
            c.describe_next()
        ))
    }
}

/// `#cuda_tile.<name>`: returns `<name>`.
fn mnemonic<'a>(c: &mut Cursor<'a>) -> Result<&'a str, String> {
    let full = m(c.sigil_name(b'#'))?;
    full.strip_prefix("cuda_tile.")
        .ok_or_else(|| format!("expected a cuda_tile debug-info attribute, found '#{full}'"))
}

/// `<loc("file":line:col) in scope>`, the part after `#cuda_tile.di_loc`.
fn di_loc_params(c: &mut Cursor, depth: u32) -> Result<DiLocation, String> {
    m(c.expect("<"))?;
    // The source position must be a plain file:line:col (a `to` range is accepted).
    let plain = "the source location of #cuda_tile.di_loc must be a file:line:col location";
    if !c.eat_kw("loc") {
        return Err(format!("{plain}, found {}", c.describe_next()));
    }
    m(c.expect("("))?;
    // `loc(#alias)` for an alias of a location expands to `loc(loc(...))`.
    let mut wrapped = 0;
    while c.eat_kw("loc") {
        m(c.expect("("))?;
        wrapped += 1;
    }
    if c.peek() != b'"' {
        return Err(format!("{plain}, found {}", c.describe_next()));
    }
    let file = m(c.string())?;
    if !c.eat(":") {
        return Err(format!("{plain}, found {}", c.describe_next()));
    }
    let line = unsigned(c, "di_loc", "line")?;
    m(c.expect(":"))?;
    let col = unsigned(c, "di_loc", "column")?;
    if c.eat_kw("to") {
        m(c.int64())?;
        if c.eat(":") {
            m(c.int64())?;
        }
    }
    for _ in 0..=wrapped {
        m(c.expect(")"))?;
    }
    m(c.expect_kw("in"))?;
    let scope = parse_scope(c, depth + 1)?;
    if !scope.is_local_scope() {
        return Err(format!(
            "the scope of #cuda_tile.di_loc must be a #cuda_tile.di_subprogram or #cuda_tile.di_lexical_block, found #cuda_tile.{}",
            scope.mnemonic()
        ));
    }
    m(c.expect(">"))?;
    Ok(DiLocation::Loc {
        scope,
        file,
        line,
        col,
    })
}

/// An unsigned 32-bit parameter.
fn unsigned(c: &mut Cursor, attr: &str, param: &str) -> Result<u32, String> {
    let v = m(c.int64())?;
    u32::try_from(v).map_err(|_| {
        format!(
            "parameter '{param}' of #cuda_tile.{attr} must be an unsigned 32-bit integer, got {v}"
        )
    })
}

/// What a struct parameter holds.
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    File,
    CompileUnit,
    LocalScope,
    U32,
    U64,
    Str,
}

#[derive(Clone)]
enum Val {
    Scope(DiScope),
    Num(u64),
    Str(String),
}

/// The parameters of a `struct(params)` attribute, `<name = value, ...>`, as MLIR reads them:
/// in any order, each at most once, the required ones present. `params` lists each
/// parameter's name, kind and whether it is required; the values come back in that order.
fn struct_params(
    c: &mut Cursor,
    attr: &str,
    params: &[(&str, Kind, bool)],
    depth: u32,
) -> Result<Vec<Option<Val>>, String> {
    m(c.expect("<"))?;
    let mut vals: Vec<Option<Val>> = vec![None; params.len()];
    loop {
        let Some(name) = c.peek_ident() else {
            return Err("expected a parameter name in struct".into());
        };
        let Some(i) = params
            .iter()
            .position(|p| p.0 == name)
            .filter(|&i| vals[i].is_none())
        else {
            return Err(format!(
                "duplicate or unknown struct parameter name: {name}"
            ));
        };
        c.pos += name.len();
        m(c.expect("="))?;
        let kind = params[i].1;
        let want = |what: &str| {
            format!("failed to parse #cuda_tile.{attr} parameter '{name}' which is to be {what}")
        };
        vals[i] = Some(match kind {
            Kind::U32 => Val::Num(unsigned(c, attr, name)? as u64),
            Kind::U64 => {
                Val::Num(u64::try_from(m(c.int64())?).map_err(|_| want("an unsigned integer"))?)
            }
            Kind::Str => Val::Str(m(c.string()).map_err(|_| want("a string"))?),
            Kind::File | Kind::CompileUnit | Kind::LocalScope => {
                if c.peek() != b'#' {
                    return Err(want(kind_name(kind)));
                }
                let s = parse_scope(c, depth + 1)?;
                let ok = match kind {
                    Kind::File => matches!(s, DiScope::File { .. }),
                    Kind::CompileUnit => matches!(s, DiScope::CompileUnit { .. }),
                    _ => s.is_local_scope(),
                };
                if !ok {
                    return Err(format!(
                        "{}, found #cuda_tile.{}",
                        want(kind_name(kind)),
                        s.mnemonic()
                    ));
                }
                Val::Scope(s)
            }
        });
        if !c.eat(",") {
            break;
        }
    }
    m(c.expect(">"))?;
    if let Some(p) = params.iter().zip(&vals).find(|(p, v)| p.2 && v.is_none()) {
        return Err(format!("struct is missing required parameter: {}", p.0 .0));
    }
    Ok(vals)
}

fn kind_name(k: Kind) -> &'static str {
    match k {
        Kind::File => "a #cuda_tile.di_file",
        Kind::CompileUnit => "a #cuda_tile.di_compile_unit",
        _ => "a #cuda_tile.di_subprogram or #cuda_tile.di_lexical_block",
    }
}

/// Takes the value of parameter `i` (required ones are known to be present).
fn take_scope(v: &mut [Option<Val>], i: usize) -> Box<DiScope> {
    match v[i].take() {
        Some(Val::Scope(s)) => Box::new(s),
        _ => unreachable!("required scope parameter checked by struct_params"),
    }
}

fn take_num(v: &mut [Option<Val>], i: usize) -> u64 {
    match v[i].take() {
        Some(Val::Num(n)) => n,
        // An optional number left out is 0, as MLIR's default for it.
        _ => 0,
    }
}

fn take_str(v: &mut [Option<Val>], i: usize) -> String {
    match v[i].take() {
        Some(Val::Str(s)) => s,
        _ => unreachable!("required string parameter checked by struct_params"),
    }
}

fn parse_scope(c: &mut Cursor, depth: u32) -> Result<DiScope, String> {
    // Scopes nest through aliases; a hostile input must not exhaust the stack.
    if depth > crate::text::cursor::MAX_DEPTH {
        return Err("debug-info attributes nested too deeply".into());
    }
    let name = mnemonic(c)?;
    match name {
        "di_file" => {
            m(c.expect("<"))?;
            let name = m(c.string())?;
            m(c.expect_kw("in"))?;
            let dir = m(c.string())?;
            m(c.expect(">"))?;
            Ok(DiScope::File { name, dir })
        }
        "di_compile_unit" => {
            let mut v = struct_params(c, name, &[("file", Kind::File, true)], depth)?;
            Ok(DiScope::CompileUnit {
                file: take_scope(&mut v, 0),
            })
        }
        "di_subprogram" => {
            let params = [
                ("file", Kind::File, true),
                ("line", Kind::U32, true),
                ("name", Kind::Str, true),
                ("linkageName", Kind::Str, true),
                ("compileUnit", Kind::CompileUnit, true),
                ("scopeLine", Kind::U32, false),
                // DISubprogram flags of the 13.5 bytecode.
                ("flags", Kind::U64, false),
            ];
            let mut v = struct_params(c, name, &params, depth)?;
            Ok(DiScope::Subprogram {
                file: take_scope(&mut v, 0),
                line: take_num(&mut v, 1) as u32,
                name: take_str(&mut v, 2),
                linkage: take_str(&mut v, 3),
                unit: take_scope(&mut v, 4),
                scope_line: take_num(&mut v, 5) as u32,
                flags: take_num(&mut v, 6),
            })
        }
        "di_lexical_block" => {
            let params = [
                ("scope", Kind::LocalScope, true),
                ("file", Kind::File, true),
                ("line", Kind::U32, true),
                ("column", Kind::U32, false),
            ];
            let mut v = struct_params(c, name, &params, depth)?;
            Ok(DiScope::LexicalBlock {
                scope: take_scope(&mut v, 0),
                file: take_scope(&mut v, 1),
                line: take_num(&mut v, 2) as u32,
                col: take_num(&mut v, 3) as u32,
            })
        }
        "di_loc" => {
            Err("expected a debug-info scope, found a location ('#cuda_tile.di_loc')".into())
        }
        other => Err(format!("unknown debug-info attribute '#cuda_tile.{other}'")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> DiLocation {
        let file = DiScope::File {
            name: "k.py".into(),
            dir: "/src".into(),
        };
        let unit = DiScope::CompileUnit {
            file: Box::new(file.clone()),
        };
        let sp = DiScope::Subprogram {
            file: Box::new(file.clone()),
            line: 3,
            name: "add".into(),
            linkage: "add".into(),
            unit: Box::new(unit),
            scope_line: 4,
            flags: 0,
        };
        let lb = DiScope::LexicalBlock {
            scope: Box::new(sp),
            file: Box::new(file),
            line: 7,
            col: 2,
        };
        DiLocation::Loc {
            scope: lb,
            file: "/src/k.py".into(),
            line: 9,
            col: 13,
        }
    }

    #[test]
    fn di_loc_text_round_trip() {
        let d = sample();
        let l = d.to_loc();
        assert_eq!(l.file_line_col(), Some(("/src/k.py", 9, 13)));
        let Loc::Dialect { text, .. } = &l else {
            panic!()
        };
        assert_eq!(parse_di_loc(text), Some(d));
    }

    #[test]
    fn whitespace_and_ranges_are_accepted() {
        let t = "#cuda_tile.di_loc<loc(\"a.py\":1:2 to 1:5) in #cuda_tile.di_subprogram<\n  file = #cuda_tile.di_file<\"a.py\" in \"/\">,\n  line = 1, name = \"k\", linkageName = \"k\", compileUnit = #cuda_tile.di_compile_unit<file = #cuda_tile.di_file<\"a.py\" in \"/\">>, scopeLine = 1\n>>";
        assert!(matches!(
            parse_di_loc(t),
            Some(DiLocation::Loc {
                line: 1,
                col: 2,
                ..
            })
        ));
        assert_eq!(
            parse_di_loc("#cuda_tile.di_loc<loc(\"a\":1:2) in #cuda_tile.di_file<\"a\" in \"b\">>"),
            None
        );
    }

    #[test]
    fn struct_parameters_in_any_order_with_optional_ones_left_out() {
        let f = "#cuda_tile.di_file<\"k.py\" in \"/src\">";
        let t = format!(
            "#cuda_tile.di_loc<loc(loc(\"/src/k.py\":9:13)) in #cuda_tile.di_lexical_block<line = 7, file = {f}, scope = \
             #cuda_tile.di_subprogram<linkageName = \"add\", name = \"add\", compileUnit = #cuda_tile.di_compile_unit<file = {f}>, file = {f}, line = 3>>>"
        );
        let Some(DiLocation::Loc {
            scope: DiScope::LexicalBlock { scope, col, .. },
            line: 9,
            ..
        }) = parse_di_loc(&t)
        else {
            panic!("{t}")
        };
        assert_eq!(col, 0);
        assert!(matches!(
            *scope,
            DiScope::Subprogram {
                scope_line: 0,
                flags: 0,
                ..
            }
        ));
        // The canonical text reads back to the same location.
        let d = parse_di_loc(&t).unwrap();
        let Loc::Dialect { text, .. } = d.to_loc() else {
            panic!()
        };
        assert_eq!(parse_di_loc(&text), Some(d));
    }

    #[test]
    fn malformed_attributes_say_what_is_wrong() {
        let f = "#cuda_tile.di_file<\"a\" in \"b\">";
        let cu = format!("#cuda_tile.di_compile_unit<file = {f}>");
        let err = |t: &str| check_di_attr(t).unwrap_err();
        assert_eq!(
            err("#cuda_tile.di_compile_unit<>"),
            "expected a parameter name in struct"
        );
        assert_eq!(
            err(&format!(
                "#cuda_tile.di_subprogram<file = {f}, line = 1, name = \"k\", compileUnit = {cu}>"
            )),
            "struct is missing required parameter: linkageName"
        );
        assert_eq!(
            err(&format!(
                "#cuda_tile.di_compile_unit<file = {f}, file = {f}>"
            )),
            "duplicate or unknown struct parameter name: file"
        );
        assert!(err(&format!("#cuda_tile.di_compile_unit<file = {cu}>"))
            .contains("which is to be a #cuda_tile.di_file"));
        assert!(err(&format!("#cuda_tile.di_loc<loc(\"a\":1:2) in {cu}>"))
            .starts_with("the scope of #cuda_tile.di_loc"));
        assert!(err("#cuda_tile.di_nothing<>").starts_with("unknown debug-info attribute"));
        assert!(err(&format!("{f} trailing")).starts_with("unexpected"));
        assert!(read_di_loc(f)
            .unwrap_err()
            .starts_with("expected a location"));
        assert_eq!(check_di_attr(&cu), Ok(()));
    }
}

//! Loading a module: text or bytecode told apart by the first bytes, parsed, verified, and the
//! diagnostics rendered as `tileref check` prints them — for text, `file:line:col`, the source
//! line and a caret; for bytecode, the byte offset and the source position the module's debug
//! information gives.
//!
//! Every front end (the command line, the Python package, the fuzz harness) loads through here.
//! This module sits above [`text`], [`bytecode`] and [`verify`]; nothing else in this crate
//! uses it.

use crate::bytecode::{self, BytecodeError, Decoded, FileLayout};
use crate::diag::{Diagnostic, Severity, SourceFile, Span};
use crate::ir::{Block, Loc, Module};
use crate::text;
use crate::verify::{self, VerifyOptions};
use crate::version::Version;
use std::borrow::Cow;
use std::fmt;
use std::path::Path;

/// How text and bytecode are told apart.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Detect {
    /// Bytecode when the bytes start with the magic number, else UTF-8 text.
    #[default]
    Magic,
    /// As `Magic`, and bytecode also when the name ends in `.tileirbc`, so that a file whose
    /// header is damaged is reported as bytecode.
    MagicOrExtension,
    /// Always text.
    Text,
    /// Always bytecode.
    Bytecode,
}

#[derive(Clone, Copy, Debug)]
pub struct LoadOptions {
    pub detect: Detect,
    /// Verify under these options (`None`: don't verify). For bytecode, a `target` of `None`
    /// is the file's own version.
    pub verify: Option<VerifyOptions>,
}

impl Default for LoadOptions {
    /// Told apart by the magic number, verified under the default options.
    fn default() -> LoadOptions {
        LoadOptions {
            detect: Detect::Magic,
            verify: Some(VerifyOptions::default()),
        }
    }
}

/// What a loaded module was read from.
#[derive(Clone, Debug)]
pub enum Source {
    /// Tile IR text, the source the module's spans point into.
    Text(String),
    /// Bytecode of this version; spans are byte offsets. The layout lets a writer reproduce
    /// the file ([`bytecode::write_module_with_layout`]).
    Bytecode {
        version: Version,
        layout: FileLayout,
    },
}

/// A parsed (and, if asked, verified) module.
#[derive(Clone, Debug)]
pub struct Loaded {
    pub module: Module,
    pub source: Source,
    /// The verifier's diagnostics (warnings only: with an error there is no `Loaded`),
    /// rendered; empty when there were none or the module was not verified.
    pub warnings: String,
}

impl Loaded {
    /// The source text; empty for bytecode.
    pub fn text(&self) -> &str {
        match &self.source {
            Source::Text(s) => s,
            Source::Bytecode { .. } => "",
        }
    }

    /// The bytecode version, or `None` for text.
    pub fn bytecode_version(&self) -> Option<Version> {
        match &self.source {
            Source::Text(_) => None,
            Source::Bytecode { version, .. } => Some(*version),
        }
    }

    /// Renders diagnostics about this module, as its kind of source is rendered.
    pub fn render(&self, name: &str, diags: &[Diagnostic]) -> String {
        match &self.source {
            Source::Text(s) => render_text(name, s, diags),
            Source::Bytecode { .. } => render_bytecode(name, &self.module, diags),
        }
    }
}

/// What went wrong, for callers that word a case their own way.
#[derive(Clone, Debug)]
pub enum LoadErrorKind {
    /// The file could not be read ([`load_path`], [`read_input_path`] only).
    Io(std::io::ErrorKind),
    /// Neither bytecode nor UTF-8 text (or, with [`Detect::Text`], not UTF-8).
    NotText,
    /// Bytecode the reader refuses (a damaged header, a truncated section, ...).
    Bytecode(BytecodeError),
    /// Text that does not parse.
    Parse(Diagnostic),
    /// A module the verifier rejects: every diagnostic it gave, warnings included.
    Verify(Vec<Diagnostic>),
}

/// A module that did not load, with its diagnostics rendered.
#[derive(Clone, Debug)]
pub struct LoadError {
    pub kind: LoadErrorKind,
    /// What `tileref` prints on stderr: a `name: error: ...` line, or the rendered diagnostics.
    /// Every line ends in a newline.
    pub rendered: String,
}

impl LoadError {
    fn line(kind: LoadErrorKind, name: &str, what: impl fmt::Display) -> LoadError {
        LoadError {
            kind,
            rendered: format!("{name}: error: {what}\n"),
        }
    }
}

impl fmt::Display for LoadError {
    /// The rendered text, as printed.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.rendered)
    }
}

impl std::error::Error for LoadError {}

/// An input told apart but not yet parsed or verified: for callers that take text files of
/// several modules (`tileref check`, `fmt`) or verify in their own way.
#[derive(Clone, Debug)]
#[allow(clippy::large_enum_variant)] // one per file loaded
pub enum Input {
    Text(String),
    Bytecode(Decoded),
}

/// Whether `name` is a bytecode file's name (`*.tileirbc`).
fn bytecode_name(name: &str) -> bool {
    Path::new(name).extension().is_some_and(|x| x == "tileirbc")
}

fn read_input_cow(bytes: Cow<'_, [u8]>, name: &str, detect: Detect) -> Result<Input, LoadError> {
    let as_bytecode = match detect {
        Detect::Magic => bytecode::is_bytecode(&bytes),
        Detect::MagicOrExtension => bytecode::is_bytecode(&bytes) || bytecode_name(name),
        Detect::Text => false,
        Detect::Bytecode => true,
    };
    if as_bytecode {
        return bytecode::read(&bytes)
            .map(Input::Bytecode)
            .map_err(|e| LoadError::line(LoadErrorKind::Bytecode(e.clone()), name, e));
    }
    let text = match bytes {
        Cow::Owned(b) => String::from_utf8(b).ok(),
        Cow::Borrowed(b) => std::str::from_utf8(b).ok().map(str::to_string),
    };
    text.map(Input::Text).ok_or_else(|| {
        let what = if detect == Detect::Text {
            "file is not UTF-8 text"
        } else {
            "file is neither Tile IR text (UTF-8) nor bytecode"
        };
        LoadError::line(LoadErrorKind::NotText, name, what)
    })
}

/// Tells text from bytecode and reads bytecode; text is not parsed yet.
pub fn read_input(bytes: &[u8], name: &str, detect: Detect) -> Result<Input, LoadError> {
    read_input_cow(Cow::Borrowed(bytes), name, detect)
}

/// [`read_input`] of a file, named by its path in diagnostics.
pub fn read_input_path(path: &Path, detect: Detect) -> Result<Input, LoadError> {
    let name = path.display().to_string();
    let bytes =
        std::fs::read(path).map_err(|e| LoadError::line(LoadErrorKind::Io(e.kind()), &name, e))?;
    read_input_cow(Cow::Owned(bytes), &name, detect)
}

impl Input {
    /// Parses text (one module) and verifies either kind, if `verify` says so.
    pub fn load(self, name: &str, verify: Option<VerifyOptions>) -> Result<Loaded, LoadError> {
        match self {
            Input::Text(src) => {
                let module = match text::parse_module(&src) {
                    Ok(m) => m,
                    Err(d) => {
                        let rendered = render_text(name, &src, std::slice::from_ref(&d));
                        return Err(LoadError {
                            kind: LoadErrorKind::Parse(d),
                            rendered,
                        });
                    }
                };
                let mut warnings = String::new();
                if let Some(opts) = verify {
                    let diags = verify::verify_module(&module, opts);
                    warnings = render_text(name, &src, &diags);
                    if has_error(&diags) {
                        return Err(LoadError {
                            kind: LoadErrorKind::Verify(diags),
                            rendered: warnings,
                        });
                    }
                }
                Ok(Loaded {
                    module,
                    source: Source::Text(src),
                    warnings,
                })
            }
            Input::Bytecode(d) => {
                let version = d.header.version;
                let mut warnings = String::new();
                if let Some(opts) = verify {
                    let opts = VerifyOptions {
                        target: opts.target.or(Some(version)),
                        ..opts
                    };
                    let diags = verify::verify_module(&d.module, opts);
                    warnings = render_bytecode(name, &d.module, &diags);
                    if has_error(&diags) {
                        return Err(LoadError {
                            kind: LoadErrorKind::Verify(diags),
                            rendered: warnings,
                        });
                    }
                }
                Ok(Loaded {
                    module: d.module,
                    source: Source::Bytecode {
                        version,
                        layout: d.layout,
                    },
                    warnings,
                })
            }
        }
    }
}

/// Loads a module from `bytes`, named `name` in diagnostics.
pub fn load(bytes: &[u8], name: &str, opts: LoadOptions) -> Result<Loaded, LoadError> {
    read_input(bytes, name, opts.detect)?.load(name, opts.verify)
}

/// Loads a module from a file, named by its path in diagnostics.
pub fn load_path(path: &Path, opts: LoadOptions) -> Result<Loaded, LoadError> {
    read_input_path(path, opts.detect)?.load(&path.display().to_string(), opts.verify)
}

/// Parses and verifies text that may hold several modules (and ops outside any), returning
/// every diagnostic; with `first_error_only`, up to the first error as mlir-opt stops there
/// (warnings before it stay).
pub fn diagnose_text(src: &str, opts: VerifyOptions) -> Vec<Diagnostic> {
    match text::parse_file(src) {
        Err(d) => vec![d],
        Ok(f) => {
            let mut out = verify::verify_file(&f, opts);
            if opts.first_error_only {
                if let Some(i) = out.iter().position(|d| d.severity == Severity::Error) {
                    out.truncate(i + 1);
                }
            }
            out
        }
    }
}

/// A dialect version given as an option value (`13.3`), or the message that refuses it.
pub fn parse_version(s: &str) -> Result<Version, String> {
    Version::parse(s).ok_or_else(|| format!("unknown dialect version '{s}' (expected 13.1 … 13.5)"))
}

/// Whether any of `diags` is an error.
pub fn has_error(diags: &[Diagnostic]) -> bool {
    diags.iter().any(|d| d.severity == Severity::Error)
}

/// Diagnostics about text `src`: `name:line:col: error: message`, the source line and a caret.
pub fn render_text(name: &str, src: &str, diags: &[Diagnostic]) -> String {
    if diags.is_empty() {
        return String::new();
    }
    let sf = SourceFile::new(name, src);
    diags.iter().map(|d| sf.render(d)).collect()
}

/// Diagnostics about a module read from bytecode: ops carry their byte offset as a span, and
/// the source position from the file's debug information is added as a note when it has one.
pub fn render_bytecode(name: &str, m: &Module, diags: &[Diagnostic]) -> String {
    let mut out = String::new();
    let mut one = |span: Span, sev: Severity, msg: &str| {
        let at = if span.is_known() {
            format!(" byte {}:", span.start)
        } else {
            String::new()
        };
        out.push_str(&format!("{name}:{at} {}: {msg}\n", sev.label()));
        if let Some((f, l, c)) = span
            .is_known()
            .then(|| loc_at(m, span.start))
            .flatten()
            .and_then(Loc::file_line_col)
        {
            out.push_str(&format!("{f}:{l}:{c}: note: source of this operation\n"));
        }
    };
    for d in diags {
        one(d.span, d.severity, &d.message);
        for (s, n) in &d.notes {
            one(*s, Severity::Note, n);
        }
    }
    out
}

/// The location of the op or function read from byte `offset` of a bytecode file.
pub fn loc_at(m: &Module, offset: u32) -> Option<&Loc> {
    fn in_block(b: &Block, offset: u32) -> Option<&Loc> {
        for op in &b.ops {
            if op.span.is_known() && op.span.start == offset {
                return Some(&op.loc);
            }
            for r in &op.regions {
                for b in &r.blocks {
                    if let Some(l) = in_block(b, offset) {
                        return Some(l);
                    }
                }
            }
        }
        None
    }
    m.funcs().find_map(|f| {
        if f.span.start == offset {
            Some(&f.loc)
        } else {
            in_block(&f.body, offset)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bytecode::{write_module, WriteOptions};

    const GOOD: &str = "cuda_tile.module @m {\n  entry @k(%x: tile<f32>) {\n    %y = addf %x, %x : tile<f32>\n    return\n  }\n}\n";

    fn bytecode_of(src: &str, v: Version) -> Vec<u8> {
        let m = text::parse_module(src).unwrap();
        write_module(&m, &WriteOptions { version: v }).unwrap()
    }

    #[test]
    fn text_loads_with_its_source() {
        let l = load(GOOD.as_bytes(), "k.mlir", LoadOptions::default()).unwrap();
        assert!(matches!(&l.source, Source::Text(s) if s == GOOD));
        assert_eq!(l.text(), GOOD);
        assert_eq!(l.bytecode_version(), None);
        assert!(l.warnings.is_empty());
        assert_eq!(l.module.funcs().count(), 1);
    }

    #[test]
    fn bytecode_loads_with_its_version() {
        for v in [Version::V13_1, Version::V13_5] {
            let b = bytecode_of(GOOD, v);
            let l = load(&b, "k.tileirbc", LoadOptions::default()).unwrap();
            assert_eq!(l.bytecode_version(), Some(v));
            assert_eq!(l.text(), "");
            assert_eq!(l.module.funcs().next().unwrap().name, "k");
            // Every way of telling it apart reads it as bytecode.
            for detect in [Detect::Magic, Detect::MagicOrExtension, Detect::Bytecode] {
                assert!(
                    matches!(read_input(&b, "x", detect), Ok(Input::Bytecode(_))),
                    "{detect:?}"
                );
            }
        }
    }

    #[test]
    fn bad_utf8_is_neither() {
        let e = load(b"\xff\xfe module", "k.mlir", LoadOptions::default()).unwrap_err();
        assert!(matches!(e.kind, LoadErrorKind::NotText));
        assert_eq!(
            e.rendered,
            "k.mlir: error: file is neither Tile IR text (UTF-8) nor bytecode\n"
        );
        assert_eq!(e.to_string(), e.rendered);
        let e = load(
            b"\xff",
            "k.mlir",
            LoadOptions {
                detect: Detect::Text,
                ..LoadOptions::default()
            },
        )
        .unwrap_err();
        assert_eq!(e.rendered, "k.mlir: error: file is not UTF-8 text\n");
    }

    #[test]
    fn damaged_header_is_bytecode_by_magic_or_name() {
        let mut b = bytecode_of(GOOD, Version::V13_3);
        // An unknown version after a good magic number: bytecode, refused at byte 8.
        b[9] = 9;
        let e = load(&b, "k.bin", LoadOptions::default()).unwrap_err();
        assert!(matches!(e.kind, LoadErrorKind::Bytecode(_)));
        assert_eq!(e.rendered, "k.bin: error: invalid bytecode at byte 8 (0x8): unsupported bytecode version 13.9.0; this reader supports 13.1 to 13.5\n");
        // A damaged magic number: by name it is bytecode, refused at the first wrong byte ...
        b[1] = b't';
        let by_name = LoadOptions {
            detect: Detect::MagicOrExtension,
            ..LoadOptions::default()
        };
        let e = load(&b, "k.tileirbc", by_name).unwrap_err();
        assert!(matches!(e.kind, LoadErrorKind::Bytecode(_)));
        assert!(e.rendered.starts_with("k.tileirbc: error: invalid bytecode at byte 1 (0x1): bad magic number: byte 1 is 0x74"), "{}", e.rendered);
        // ... otherwise (or under another name) it is not text.
        for (name, detect) in [
            ("k.tileirbc", Detect::Magic),
            ("k.mlir", Detect::MagicOrExtension),
        ] {
            let e = load(
                &b,
                name,
                LoadOptions {
                    detect,
                    ..LoadOptions::default()
                },
            )
            .unwrap_err();
            assert!(
                matches!(e.kind, LoadErrorKind::NotText),
                "{name} {detect:?}"
            );
        }
        // Truncated: the byte where the reader ran out.
        let b = bytecode_of(GOOD, Version::V13_3);
        let e = load(&b[..b.len() / 2], "t.tileirbc", LoadOptions::default()).unwrap_err();
        assert!(
            e.rendered
                .starts_with("t.tileirbc: error: invalid bytecode at byte "),
            "{}",
            e.rendered
        );
    }

    #[test]
    fn text_errors_render_with_line_and_caret() {
        let e = load(
            b"cuda_tile.module @m {\n  entry @k() {\n    bogus\n  }\n}\n",
            "p.mlir",
            LoadOptions::default(),
        )
        .unwrap_err();
        assert!(matches!(e.kind, LoadErrorKind::Parse(_)));
        assert!(
            e.rendered.starts_with("p.mlir:3:5: error: "),
            "{}",
            e.rendered
        );
        assert!(e.rendered.contains("\n    bogus\n    ^"), "{}", e.rendered);
        // A verifier error: the same form, and the whole list of diagnostics kept.
        let bad = GOOD.replace(
            "%y = addf %x, %x : tile<f32>",
            "%y = addf %x, %x rounding<approx> : tile<f32>",
        );
        let e = load(bad.as_bytes(), "v.mlir", LoadOptions::default()).unwrap_err();
        let LoadErrorKind::Verify(diags) = &e.kind else {
            panic!("{e}")
        };
        assert_eq!(e.rendered, render_text("v.mlir", &bad, diags));
        assert!(e.rendered.starts_with("v.mlir:3:"), "{}", e.rendered);
        assert!(
            e.rendered
                .contains("\n    %y = addf %x, %x rounding<approx> : tile<f32>\n"),
            "{}",
            e.rendered
        );
        // Not verified, it loads.
        assert!(load(
            bad.as_bytes(),
            "v.mlir",
            LoadOptions {
                verify: None,
                ..LoadOptions::default()
            }
        )
        .is_ok());
    }

    #[test]
    fn bytecode_errors_render_with_offset_and_debug_source() {
        // A module with debug locations that does not verify, written without verifying.
        let sub = "#cuda_tile.di_subprogram<file = #cuda_tile.di_file<\"kern.py\" in \"/src\">, line = 1, name = \"k\", linkageName = \"k\", compileUnit = #cuda_tile.di_compile_unit<file = #cuda_tile.di_file<\"kern.py\" in \"/src\">>, scopeLine = 1>";
        let loc = |l: u32, c: u32| {
            format!("loc(#cuda_tile.di_loc<loc(\"/src/kern.py\":{l}:{c}) in {sub}>)")
        };
        let src = format!(
            "cuda_tile.module @m {{\n  entry @k(%x: tile<f32>) {{\n    %y = addf %x, %x rounding<approx> : tile<f32> {}\n    return {}\n  }} {}\n}}\n",
            loc(7, 9),
            loc(8, 5),
            loc(6, 1)
        );
        let src = src.as_str();
        let b = bytecode_of(src, Version::V13_1);
        let e = load(&b, "b.tileirbc", LoadOptions::default()).unwrap_err();
        let LoadErrorKind::Verify(diags) = &e.kind else {
            panic!("{e}")
        };
        let first = e.rendered.lines().next().unwrap();
        assert!(
            first.starts_with("b.tileirbc: byte ") && first.contains(": error: "),
            "{}",
            e.rendered
        );
        assert!(
            e.rendered
                .contains("/src/kern.py:7:9: note: source of this operation\n"),
            "{}",
            e.rendered
        );
        let offset = diags[0].span.start;
        assert!(loc_at(
            &read_input(&b, "b", Detect::Magic)
                .map(|i| match i {
                    Input::Bytecode(d) => d.module,
                    Input::Text(_) => unreachable!(),
                })
                .unwrap(),
            offset
        )
        .is_some());
        // Not verified, it loads; rendered through the loaded module, the same text.
        let l = load(
            &b,
            "b.tileirbc",
            LoadOptions {
                verify: None,
                ..LoadOptions::default()
            },
        )
        .unwrap();
        assert_eq!(l.render("b.tileirbc", diags), e.rendered);
        assert_eq!(render_bytecode("b.tileirbc", &l.module, diags), e.rendered);
        // A diagnostic without a span names no byte.
        let d = Diagnostic::error(Span::UNKNOWN, "whole module");
        assert_eq!(
            render_bytecode("b.tileirbc", &l.module, &[d]),
            "b.tileirbc: error: whole module\n"
        );
    }

    #[test]
    fn bytecode_is_verified_at_its_own_version_unless_told() {
        // fpowi is new in 13.4: a 13.5 file holding it verifies at its own version, not at 13.3.
        let src = "cuda_tile.module @m {\n  entry @k(%x: tile<f32>, %n: tile<i32>) {\n    %p = fpowi %x, %n : tile<f32>, tile<i32>\n    return\n  }\n}\n";
        let b = bytecode_of(src, Version::V13_5);
        assert!(load(&b, "n.tileirbc", LoadOptions::default()).is_ok());
        let at = |v| LoadOptions {
            verify: Some(VerifyOptions {
                target: Some(v),
                ..VerifyOptions::default()
            }),
            ..LoadOptions::default()
        };
        let e = load(&b, "n.tileirbc", at(Version::V13_3)).unwrap_err();
        assert!(e.rendered.contains("13.4"), "{}", e.rendered);
    }

    #[test]
    fn paths() {
        let dir = std::env::temp_dir().join(format!("tileref-load-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join("k.mlir");
        std::fs::write(&p, GOOD).unwrap();
        let l = load_path(&p, LoadOptions::default()).unwrap();
        assert_eq!(l.text(), GOOD);
        let missing = dir.join("missing.mlir");
        let e = load_path(&missing, LoadOptions::default()).unwrap_err();
        assert!(matches!(
            e.kind,
            LoadErrorKind::Io(std::io::ErrorKind::NotFound)
        ));
        assert!(
            e.rendered
                .starts_with(&format!("{}: error: ", missing.display())),
            "{}",
            e.rendered
        );
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn several_modules_and_versions() {
        let two = format!("{GOOD}{}", GOOD.replace("@m", "@n"));
        assert!(matches!(
            load(two.as_bytes(), "two.mlir", LoadOptions::default())
                .unwrap_err()
                .kind,
            LoadErrorKind::Parse(_)
        ));
        assert!(diagnose_text(&two, VerifyOptions::default()).is_empty());
        assert_eq!(parse_version("13.3"), Ok(Version::V13_3));
        assert_eq!(
            parse_version("12.0"),
            Err("unknown dialect version '12.0' (expected 13.1 … 13.5)".to_string())
        );
    }
}

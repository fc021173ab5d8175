//! `tileref asm` and `tileref disasm`, and loading a module from either text or bytecode.

use clap::Args;
use std::path::{Path, PathBuf};
use tileref_spec::bytecode::{self, WriteOptions};
use tileref_spec::diag::{Diagnostic, Severity, SourceFile};
use tileref_spec::ir::{Block, Loc, Module};
use tileref_spec::verify::{self, VerifyOptions};
use tileref_spec::{text, Version};

#[derive(Args)]
pub struct AsmArgs {
    /// A Tile IR text file holding one module, or a bytecode file to write again (at its own
    /// version it comes out byte for byte as it went in: tables, section order and padding kept).
    file: PathBuf,
    /// Where to write the bytecode.
    #[arg(short, long)]
    output: PathBuf,
    /// Bytecode version to write (13.1 … 13.5; default 13.5, or a bytecode input's own version).
    #[arg(long, value_parser = super::check::parse_version)]
    bytecode_version: Option<Version>,
    /// Write even if the module does not verify.
    #[arg(long)]
    no_verify: bool,
}

#[derive(Args)]
pub struct DisasmArgs {
    /// A bytecode file.
    file: PathBuf,
    /// Print MLIR's generic op form.
    #[arg(long)]
    generic: bool,
    /// Write the text here instead of standard output.
    #[arg(short, long)]
    output: Option<PathBuf>,
}

/// An input file, told apart by its first bytes.
pub enum Loaded {
    Text(String),
    /// A module read from bytecode, with the file's version.
    Bytecode(Module, Version),
}

/// Reads `path` as bytecode when it starts with the bytecode magic number (or is named
/// `*.tileirbc`, so a damaged header is reported as such), else as UTF-8 text.
pub fn load_module(path: &Path) -> Result<Loaded, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: error: {e}", path.display()))?;
    if bytecode::is_bytecode(&bytes) || path.extension().is_some_and(|x| x == "tileirbc") {
        return bytecode::read(&bytes).map(|d| Loaded::Bytecode(d.module, d.header.version)).map_err(|e| format!("{}: error: {e}", path.display()));
    }
    String::from_utf8(bytes).map(Loaded::Text).map_err(|_| format!("{}: error: file is neither Tile IR text (UTF-8) nor bytecode", path.display()))
}

/// Renders a diagnostic about a module read from bytecode: ops carry their byte offset as a
/// span, and the source position from the file's debug information when it has one.
pub fn render(name: &str, m: &Module, d: &Diagnostic) -> String {
    let mut out = String::new();
    let mut one = |span: tileref_spec::diag::Span, sev: Severity, msg: &str| {
        let at = if span.is_known() { format!(" byte {}:", span.start) } else { String::new() };
        out.push_str(&format!("{name}:{at} {}: {msg}\n", sev.label()));
        if let Some((f, l, c)) = span.is_known().then(|| loc_at(m, span.start)).flatten().and_then(|l| l.file_line_col().map(|(f, l, c)| (f.to_string(), l, c))) {
            out.push_str(&format!("{f}:{l}:{c}: note: source of this operation\n"));
        }
    };
    one(d.span, d.severity, &d.message);
    for (s, n) in &d.notes {
        one(*s, Severity::Note, n);
    }
    out
}

/// The location of the op or function read from byte `offset`.
fn loc_at(m: &Module, offset: u32) -> Option<&Loc> {
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
    m.funcs().find_map(|f| if f.span.start == offset { Some(&f.loc) } else { in_block(&f.body, offset) })
}

/// Verifies a module read from bytecode and prints its diagnostics; true when it has no errors.
pub fn check_module(name: &str, m: &Module, opts: VerifyOptions) -> bool {
    let diags = verify::verify_module(m, opts);
    for d in &diags {
        eprint!("{}", render(name, m, d));
    }
    !diags.iter().any(|d| d.severity == Severity::Error)
}

pub fn asm(a: AsmArgs) -> i32 {
    let name = a.file.display().to_string();
    let bytes = match std::fs::read(&a.file) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{name}: error: {e}");
            return 1;
        }
    };
    if bytecode::is_bytecode(&bytes) {
        return asm_bytecode(&a, &name, &bytes);
    }
    let version = a.bytecode_version.unwrap_or(Version::LATEST);
    let src = match super::check::read(&a.file) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            return 1;
        }
    };
    let sf = SourceFile::new(&name, &src);
    let m = match text::parse_module(&src) {
        Ok(m) => m,
        Err(d) => {
            eprint!("{}", sf.render(&d));
            return 1;
        }
    };
    if !a.no_verify {
        let opts = VerifyOptions { target: Some(version), ..VerifyOptions::default() };
        let diags = verify::verify_module(&m, opts);
        for d in &diags {
            eprint!("{}", sf.render(d));
        }
        if diags.iter().any(|d| d.severity == Severity::Error) {
            return 1;
        }
    }
    match bytecode::write_module(&m, &WriteOptions { version }) {
        Ok(bytes) => write_out(&a.output, bytes),
        Err(d) => {
            eprint!("{}", sf.render(&d));
            1
        }
    }
}

/// Bytecode in, bytecode out: at the file's own version with its layout (tables, section order,
/// padding), so an unchanged module comes out as the producer wrote it.
fn asm_bytecode(a: &AsmArgs, name: &str, bytes: &[u8]) -> i32 {
    let d = match bytecode::read(bytes) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("{name}: error: {e}");
            return 1;
        }
    };
    let version = a.bytecode_version.unwrap_or(d.header.version);
    if !a.no_verify && !check_module(name, &d.module, VerifyOptions { target: Some(version), ..VerifyOptions::default() }) {
        return 1;
    }
    let layout = if version == d.header.version { d.layout } else { bytecode::FileLayout::default() };
    match bytecode::write_module_with_layout(&d.module, &WriteOptions { version }, &layout) {
        Ok(out) => write_out(&a.output, out),
        Err(e) => {
            eprint!("{}", render(name, &d.module, &e));
            1
        }
    }
}

fn write_out(path: &Path, bytes: Vec<u8>) -> i32 {
    match std::fs::write(path, bytes) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("{}: error: {e}", path.display());
            1
        }
    }
}

pub fn disasm(a: DisasmArgs) -> i32 {
    let name = a.file.display().to_string();
    let bytes = match std::fs::read(&a.file) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{name}: error: {e}");
            return 1;
        }
    };
    let m = match bytecode::read(&bytes) {
        Ok(d) => d.module,
        Err(e) => {
            eprintln!("{name}: error: {e}");
            return 1;
        }
    };
    let printed = text::print_module_with(&m, text::PrintOptions { generic: a.generic });
    match &a.output {
        Some(p) => match std::fs::write(p, printed) {
            Ok(()) => 0,
            Err(e) => {
                eprintln!("{}: error: {e}", p.display());
                1
            }
        },
        None => {
            print!("{printed}");
            0
        }
    }
}

//! `tileref asm` and `tileref disasm`.

use clap::Args;
use std::path::{Path, PathBuf};
use tileref_spec::bytecode::{self, WriteOptions};
use tileref_spec::load::{self, parse_version, Detect, Input, LoadErrorKind, LoadOptions, Source};
use tileref_spec::verify::VerifyOptions;
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
    #[arg(long, value_parser = parse_version)]
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

pub fn asm(a: AsmArgs) -> i32 {
    let name = a.file.display().to_string();
    // Bytecode by its magic number (written again at its own version with its layout, so an
    // unchanged module comes out as the producer wrote it), else one text module.
    let input = match load::read_input_path(&a.file, Detect::Magic) {
        Ok(i) => i,
        Err(e) if matches!(e.kind, LoadErrorKind::NotText) => {
            eprintln!("{name}: error: file is not UTF-8 text");
            return 1;
        }
        Err(e) => {
            eprint!("{e}");
            return 1;
        }
    };
    let version = match &input {
        Input::Bytecode(d) => a.bytecode_version.unwrap_or(d.header.version),
        Input::Text(_) => a.bytecode_version.unwrap_or(Version::LATEST),
    };
    let verify = (!a.no_verify).then_some(VerifyOptions {
        target: Some(version),
        ..VerifyOptions::default()
    });
    let l = match input.load(&name, verify) {
        Ok(l) => l,
        Err(e) => {
            eprint!("{e}");
            return 1;
        }
    };
    eprint!("{}", l.warnings);
    let fresh = bytecode::FileLayout::default();
    let layout = match &l.source {
        Source::Bytecode { version: v, layout } if *v == version => layout,
        _ => &fresh,
    };
    match bytecode::write_module_with_layout(&l.module, &WriteOptions { version }, layout) {
        Ok(out) => write_out(&a.output, out),
        Err(d) => {
            eprint!("{}", l.render(&name, &[d]));
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
    let m = match load::load_path(
        &a.file,
        LoadOptions {
            detect: Detect::Bytecode,
            verify: None,
        },
    ) {
        Ok(l) => l.module,
        Err(e) => {
            eprint!("{e}");
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

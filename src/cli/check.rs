//! `tileref check` and `tileref fmt`.

use super::bytecode::Loaded;
use clap::Args;
use std::path::PathBuf;
use tileref_spec::diag::{Diagnostic, SourceFile};
use tileref_spec::verify::{self, VerifyOptions};
use tileref_spec::{diagtest, text, Version};

#[derive(Args)]
pub struct CheckArgs {
    /// Files to check.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Treat `// -----` lines as separators of independent inputs.
    #[arg(long)]
    split_input_file: bool,
    /// Match reported errors against `// expected-error` annotations instead of printing them.
    #[arg(long)]
    verify_diagnostics: bool,
    /// Reject ops, attributes and types newer than this dialect version (13.1 … 13.5). Without
    /// it, a file's own `// target-version: 13.x` line (before any other line) applies.
    #[arg(long, value_parser = parse_version)]
    target_version: Option<Version>,
    /// Report invalid optimization hints as errors (they are warnings by default; a file may
    /// ask for this with a `// hints-as-errors` line at its top).
    #[arg(long)]
    hints_as_errors: bool,
    /// Accept ops of other dialects written in the generic form.
    #[arg(long)]
    allow_unregistered_dialect: bool,
}

#[derive(Args)]
pub struct FmtArgs {
    file: PathBuf,
    /// Print MLIR's generic op form.
    #[arg(long)]
    generic: bool,
    /// Instead of printing, check that the printed form parses back to the same module.
    #[arg(long)]
    verify_roundtrip: bool,
}

pub fn parse_version(s: &str) -> Result<Version, String> {
    Version::parse(s).ok_or_else(|| format!("unknown dialect version '{s}' (expected 13.1 … 13.5)"))
}

pub fn read(path: &PathBuf) -> Result<String, String> {
    std::fs::read(path)
        .map_err(|e| format!("{}: error: {e}", path.display()))
        .and_then(|b| String::from_utf8(b).map_err(|_| format!("{}: error: file is not UTF-8 text", path.display())))
}

/// Reads, parses and verifies a kernel file; diagnostics go to stderr and give exit code 1.
pub fn read_module(path: &PathBuf) -> Result<(tileref_spec::ir::Module, String, String), i32> {
    let name = path.display().to_string();
    let src = match super::bytecode::load_module(path) {
        Err(e) => {
            eprintln!("{e}");
            return Err(1);
        }
        // Bytecode: no source text; diagnostics name byte offsets and debug locations.
        Ok(super::bytecode::Loaded::Bytecode(m, v)) => {
            let opts = VerifyOptions { target: Some(v), ..VerifyOptions::default() };
            if !super::bytecode::check_module(&name, &m, opts) {
                return Err(1);
            }
            return Ok((m, String::new(), name));
        }
        Ok(super::bytecode::Loaded::Text(t)) => t,
    };
    let sf = SourceFile::new(&name, &src);
    let m = match text::parse_module(&src) {
        Ok(m) => m,
        Err(d) => {
            eprint!("{}", sf.render(&d));
            return Err(1);
        }
    };
    let diags = verify::verify_module(&m, VerifyOptions::default());
    for d in &diags {
        eprint!("{}", sf.render(d));
    }
    if diags.iter().any(|d| d.severity == tileref_spec::diag::Severity::Error) {
        return Err(1);
    }
    Ok((m, src, name))
}

/// Parses and verifies one input, returning every diagnostic.
pub fn diagnose(src: &str, opts: VerifyOptions) -> Vec<Diagnostic> {
    match text::parse_file(src) {
        Err(d) => vec![d],
        Ok(f) => {
            let mut out = verify::verify_file(&f, opts);
            if opts.first_error_only {
                // mlir-opt stops at the first error; warnings before it stay.
                if let Some(i) = out.iter().position(|d| d.severity == tileref_spec::diag::Severity::Error) {
                    out.truncate(i + 1);
                }
            }
            out
        }
    }
}

pub fn check(a: CheckArgs) -> i32 {
    let mut ok = true;
    for p in &a.files {
        let name = p.display().to_string();
        let opts = VerifyOptions { target: a.target_version, first_error_only: a.verify_diagnostics, hints_as_errors: a.hints_as_errors, allow_unregistered: a.allow_unregistered_dialect };
        let src = match super::bytecode::load_module(p) {
            Ok(Loaded::Text(s)) => s,
            Ok(Loaded::Bytecode(m, v)) => {
                // A bytecode file is checked against its own version unless told otherwise.
                let opts = VerifyOptions { target: opts.target.or(Some(v)), ..opts };
                ok &= super::bytecode::check_module(&name, &m, opts);
                continue;
            }
            Err(e) => {
                eprintln!("{e}");
                ok = false;
                continue;
            }
        };
        let splits = if a.split_input_file { diagtest::split_input(&src) } else { vec![diagtest::Split { text: &src, first_line: 0 }] };
        // A file may name its target version and hint strictness itself (`// target-version: 13.3`,
        // `// hints-as-errors` at its top); the command-line options win.
        let dir = match diagtest::directives(&src) {
            Ok(d) => d,
            Err(e) => {
                eprintln!("{name}: error: {e}");
                ok = false;
                continue;
            }
        };
        let opts = VerifyOptions {
            target: a.target_version.or(dir.target),
            first_error_only: a.verify_diagnostics,
            hints_as_errors: a.hints_as_errors || dir.hints_as_errors,
            allow_unregistered: a.allow_unregistered_dialect,
        };
        let (mut matched_splits, mut exp_total, mut exp_matched) = (0, 0, 0);
        for s in &splits {
            let diags = diagnose(s.text, opts);
            let sf = SourceFile::new(&name, s.text);
            if a.verify_diagnostics {
                let r = diagtest::match_split(s.text, &diags);
                exp_total += r.expected_errors;
                exp_matched += r.matched_errors;
                if r.ok() {
                    matched_splits += 1;
                } else {
                    ok = false;
                    for e in &r.missing {
                        eprintln!("{name}:{}: error: expected error was not produced: {{{{{}}}}}", e.line + s.first_line, e.message);
                    }
                    for (l, m) in &r.unexpected {
                        eprintln!("{name}:{}: error: unexpected error: {m}", l + s.first_line);
                    }
                }
            } else {
                for d in &diags {
                    // Report lines of the whole file, not of the split.
                    let rendered = sf.render(d);
                    eprint!("{}", shift_lines(&rendered, &name, s.first_line));
                }
                if diags.iter().any(|d| d.severity == tileref_spec::diag::Severity::Error) {
                    ok = false;
                }
            }
        }
        if a.verify_diagnostics {
            println!(
                "{name}: {matched_splits}/{} inputs matched, {exp_matched}/{exp_total} expected errors produced",
                splits.len()
            );
        }
    }
    if ok {
        0
    } else {
        1
    }
}

/// Rewrites `name:LINE:` prefixes so split-relative lines become file lines.
fn shift_lines(rendered: &str, name: &str, offset: usize) -> String {
    if offset == 0 {
        return rendered.to_string();
    }
    rendered
        .lines()
        .map(|l| {
            if let Some(rest) = l.strip_prefix(&format!("{name}:")) {
                if let Some((line, tail)) = rest.split_once(':') {
                    if let Ok(n) = line.parse::<usize>() {
                        return format!("{name}:{}:{tail}\n", n + offset);
                    }
                }
            }
            format!("{l}\n")
        })
        .collect()
}

pub fn fmt(a: FmtArgs) -> i32 {
    let src = match super::bytecode::load_module(&a.file) {
        Ok(Loaded::Text(s)) => s,
        Ok(Loaded::Bytecode(m, _)) => {
            let printed = text::print_module_with(&m, text::PrintOptions { generic: a.generic });
            if !a.verify_roundtrip {
                print!("{printed}");
                return 0;
            }
            return match text::parse_module(&printed) {
                Ok(back) if back == m => 0,
                _ => {
                    eprintln!("{}: error: the printed form does not parse back to the same module", a.file.display());
                    1
                }
            };
        }
        Err(e) => {
            eprintln!("{e}");
            return 1;
        }
    };
    let name = a.file.display().to_string();
    let sf = SourceFile::new(&name, &src);
    match text::parse_file(&src) {
        Ok(f) => {
            let opts = text::PrintOptions { generic: a.generic };
            let mut status = 0;
            for m in &f.modules {
                let printed = text::print_module_with(m, opts);
                if !a.verify_roundtrip {
                    print!("{printed}");
                    continue;
                }
                match text::parse_module(&printed) {
                    Ok(back) if back == *m => {}
                    Ok(back) => {
                        eprintln!("{name}: error: module @{} does not print and parse back to the same module", m.name);
                        if std::env::var_os("TILEREF_DEBUG_ROUNDTRIP").is_some() {
                            let _ = std::fs::write("/tmp/rt_a.txt", format!("{m:#?}"));
                            let _ = std::fs::write("/tmp/rt_b.txt", format!("{back:#?}"));
                        }
                        status = 1;
                    }
                    Err(d) => {
                        let psf = SourceFile::new("<printed>", &printed);
                        eprintln!("{name}: error: the printed form of module @{} does not parse:", m.name);
                        eprint!("{}", psf.render(&d));
                        status = 1;
                    }
                }
            }
            status
        }
        Err(d) => {
            eprint!("{}", sf.render(&d));
            1
        }
    }
}

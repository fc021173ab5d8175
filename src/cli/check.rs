//! `tileref check` and `tileref fmt`.

use clap::Args;
use std::path::PathBuf;
use tileref_spec::diag::SourceFile;
use tileref_spec::load::{self, diagnose_text, parse_version, Detect, Input, LoadOptions};
use tileref_spec::verify::VerifyOptions;
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

/// Reads, parses and verifies a kernel file (text, or bytecode verified at its own version);
/// diagnostics go to stderr, and an invalid module gives exit code 1. Returns the module, its
/// source text (empty for bytecode) and the name diagnostics use.
pub fn read_module(path: &PathBuf) -> Result<(tileref_spec::ir::Module, String, String), i32> {
    let name = path.display().to_string();
    match load::load_path(
        path,
        LoadOptions {
            detect: Detect::MagicOrExtension,
            ..LoadOptions::default()
        },
    ) {
        Ok(l) => {
            eprint!("{}", l.warnings);
            let src = match l.source {
                load::Source::Text(s) => s,
                load::Source::Bytecode { .. } => String::new(),
            };
            Ok((l.module, src, name))
        }
        Err(e) => {
            eprint!("{e}");
            Err(1)
        }
    }
}

pub fn check(a: CheckArgs) -> i32 {
    let mut ok = true;
    for p in &a.files {
        let name = p.display().to_string();
        let opts = VerifyOptions {
            target: a.target_version,
            first_error_only: a.verify_diagnostics,
            hints_as_errors: a.hints_as_errors,
            allow_unregistered: a.allow_unregistered_dialect,
        };
        let src = match load::read_input_path(p, Detect::MagicOrExtension) {
            Ok(Input::Text(s)) => s,
            Ok(bytecode) => {
                // A bytecode file is checked against its own version unless told otherwise.
                match bytecode.load(&name, Some(opts)) {
                    Ok(l) => eprint!("{}", l.warnings),
                    Err(e) => {
                        eprint!("{e}");
                        ok = false;
                    }
                }
                continue;
            }
            Err(e) => {
                eprint!("{e}");
                ok = false;
                continue;
            }
        };
        let splits = if a.split_input_file {
            diagtest::split_input(&src)
        } else {
            vec![diagtest::Split {
                text: &src,
                first_line: 0,
            }]
        };
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
            let diags = diagnose_text(s.text, opts);
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
                        eprintln!(
                            "{name}:{}: error: expected error was not produced: {{{{{}}}}}",
                            e.line + s.first_line,
                            e.message
                        );
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
                if load::has_error(&diags) {
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
    let src = match load::read_input_path(&a.file, Detect::MagicOrExtension) {
        Ok(Input::Text(s)) => s,
        Ok(Input::Bytecode(d)) => {
            let m = d.module;
            let printed = text::print_module_with(&m, text::PrintOptions { generic: a.generic });
            if !a.verify_roundtrip {
                print!("{printed}");
                return 0;
            }
            return match text::parse_module(&printed) {
                Ok(back) if back == m => 0,
                _ => {
                    eprintln!(
                        "{}: error: the printed form does not parse back to the same module",
                        a.file.display()
                    );
                    1
                }
            };
        }
        Err(e) => {
            eprint!("{e}");
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
                        eprintln!(
                            "{name}: error: the printed form of module @{} does not parse:",
                            m.name
                        );
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

//! `tileref check` and `tileref fmt`.

use clap::Args;
use std::path::PathBuf;
use tileref_spec::diag::SourceFile;
use tileref_spec::text;

#[derive(Args)]
pub struct CheckArgs {
    /// Files to check.
    #[arg(required = true)]
    files: Vec<PathBuf>,
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

fn read(path: &PathBuf) -> Result<String, String> {
    std::fs::read(path)
        .map_err(|e| format!("{}: error: {e}", path.display()))
        .and_then(|b| String::from_utf8(b).map_err(|_| format!("{}: error: file is not UTF-8 text", path.display())))
}

pub fn check(a: CheckArgs) -> i32 {
    let mut ok = true;
    for p in &a.files {
        let src = match read(p) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("{e}");
                ok = false;
                continue;
            }
        };
        let name = p.display().to_string();
        let sf = SourceFile::new(&name, &src);
        match text::parse_file(&src) {
            Ok(_) => {}
            Err(d) => {
                eprint!("{}", sf.render(&d));
                ok = false;
            }
        }
    }
    if ok { 0 } else { 1 }
}

pub fn fmt(a: FmtArgs) -> i32 {
    let src = match read(&a.file) {
        Ok(s) => s,
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

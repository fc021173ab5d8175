//! Command-line interface.

mod bytecode;
mod check;
mod conformance;
mod cxx;
mod fuzz;
mod gpu;
mod npy;
mod numpy_print;
mod run;

use clap::{Parser, Subcommand};

const ABOUT: &str = "Bit-exact reference interpreter and conformance suite for CUDA Tile IR";

#[derive(Parser)]
#[command(name = "tileref", version, about = ABOUT)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Parse and verify Tile IR files; exit 0 when all are valid.
    Check(check::CheckArgs),
    /// Print a file in canonical form.
    Fmt(check::FmtArgs),
    /// Run a kernel on the CPU.
    Run(run::RunArgs),
    /// Run the conformance corpus on an NVIDIA GPU and diff it against the expectations.
    Gpu(gpu::GpuArgs),
    /// Run the conformance corpus (or print its coverage matrix).
    Conformance(conformance::ConformanceArgs),
    /// Type a Tile C++ expression; --emit-tile-ir prints it lowered to Tile IR.
    Cxx(cxx::CxxArgs),
    /// Write a Tile IR text module as bytecode.
    Asm(bytecode::AsmArgs),
    /// Print a bytecode file as Tile IR text.
    Disasm(bytecode::DisasmArgs),
    /// Fuzz: random well-typed programs against oracles, findings reduced (see docs/fuzzing.md).
    Fuzz(fuzz::FuzzArgs),
}

/// `tileref run …` parsed by a tree holding only `run` (same name, version, about and doc
/// comment, so help and error texts are those of `Cli`; see the test): building every
/// subcommand's arguments took about 0.2 ms of a run's start.
#[derive(Parser)]
#[command(name = "tileref", version, about = ABOUT)]
struct RunOnly {
    #[command(subcommand)]
    cmd: RunOnlyCmd,
}

#[derive(Subcommand)]
enum RunOnlyCmd {
    /// Run a kernel on the CPU.
    Run(run::RunArgs),
}

fn parse() -> Result<Cmd, clap::Error> {
    if std::env::args_os().nth(1).is_some_and(|a| a == "run") {
        return RunOnly::try_parse().map(|c| match c.cmd {
            RunOnlyCmd::Run(a) => Cmd::Run(a),
        });
    }
    Cli::try_parse().map(|c| c.cmd)
}

pub fn run() -> i32 {
    let cmd = match parse() {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { 1 } else { 0 };
            let _ = e.print();
            return code;
        }
    };
    match cmd {
        Cmd::Check(a) => check::check(a),
        Cmd::Fmt(a) => check::fmt(a),
        Cmd::Run(a) => run::run(a),
        Cmd::Gpu(a) => gpu::run(a),
        Cmd::Cxx(a) => cxx::run(a),
        Cmd::Asm(a) => bytecode::asm(a),
        Cmd::Disasm(a) => bytecode::disasm(a),
        Cmd::Conformance(a) => conformance::run(a),
        Cmd::Fuzz(a) => fuzz::run(a),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The `run` fast path answers every command line as the whole tree does.
    #[test]
    fn run_only_parses_as_cli() {
        let cases: &[&[&str]] = &[
            &["run"],
            &["run", "--help"],
            &["run", "-h"],
            &["run", "--version"],
            &["run", "k.mlir"],
            &["run", "k.mlir", "--bogus"],
            &["run", "k.mlir", "--out"],
            &["run", "k.mlir", "--max-steps", "0"],
            &["run", "k.mlir", "--timeout", "-1"],
            &["run", "k.mlir", "--save", "some"],
            &["run", "k.mlir", "--threads", "x"],
            &["run", "k.mlir", "extra"],
            &[
                "run",
                "k.mlir",
                "--launch",
                "l.json",
                "--out",
                "o",
                "--save",
                "written",
                "--threads",
                "2",
                "--arg",
                "f32:1",
            ],
        ];
        for args in cases {
            let argv = std::iter::once("tileref").chain(args.iter().copied());
            let full = Cli::try_parse_from(argv.clone()).map(|_| ());
            let fast = RunOnly::try_parse_from(argv).map(|_| ());
            match (full, fast) {
                (Ok(()), Ok(())) => {}
                (Err(a), Err(b)) => {
                    assert_eq!(a.kind(), b.kind(), "{args:?}");
                    assert_eq!(a.use_stderr(), b.use_stderr(), "{args:?}");
                    assert_eq!(a.render().to_string(), b.render().to_string(), "{args:?}");
                }
                (a, b) => panic!(
                    "{args:?}: {:?} vs {:?}",
                    a.err().map(|e| e.kind()),
                    b.err().map(|e| e.kind())
                ),
            }
        }
    }
}

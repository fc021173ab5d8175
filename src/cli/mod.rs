//! Command-line interface.

mod bytecode;
mod check;
mod conformance;
mod npy;
mod numpy_print;
mod run;
mod cxx;
mod fuzz;
mod gpu;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "tileref", version, about = "Bit-exact reference interpreter and conformance suite for CUDA Tile IR")]
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

pub fn run() -> i32 {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { 1 } else { 0 };
            let _ = e.print();
            return code;
        }
    };
    match cli.cmd {
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

//! `tileref`: the command-line tool.

mod cli;

// The interpreter allocates and frees a tile per op result; mimalloc makes that 10-20 % of
// run time cheaper than the system allocator (measured with `cargo bench --bench kernels`).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    std::process::exit(cli::run());
}

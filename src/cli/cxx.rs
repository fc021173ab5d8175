//! `tileref cxx`: types a Tile C++ expression and optionally lowers it to Tile IR.

use clap::Args;
use tileref_spec::cxx::{lower, Env, Platform};

#[derive(Args)]
pub struct CxxArgs {
    /// The expression, e.g. 'x - y' or 'p.load_masked(ct::view_padding_nan_t{}, 0, 2)'.
    #[arg(allow_hyphen_values = true)]
    expr: String,
    /// A variable: NAME=TYPE, e.g. 'x=tile<float,1x2>' or 'p=partition_view<tensor_span<int, 4x8>, 2x2>'.
    #[arg(long = "var", value_name = "NAME=TYPE")]
    vars: Vec<String>,
    /// A type alias: NAME=TYPE (as `using NAME = TYPE;`).
    #[arg(long = "using", value_name = "NAME=TYPE")]
    aliases: Vec<String>,
    /// Platform of the type sizes: lp64 (default), lp64-aarch64, llp64.
    #[arg(long, default_value = "lp64")]
    platform: String,
    /// Print the lowered Tile IR module instead of the type.
    #[arg(long)]
    emit_tile_ir: bool,
}

pub fn run(a: CxxArgs) -> i32 {
    let Some(platform) = Platform::by_name(&a.platform) else {
        eprintln!(
            "error: unknown platform '{}' (lp64, lp64-aarch64, llp64)",
            a.platform
        );
        return 2;
    };
    let mut env = Env::new(platform);
    for s in &a.aliases {
        if let Err(e) = env.alias(s) {
            eprintln!("--using {s}: {e}");
            return 1;
        }
    }
    for s in &a.vars {
        if let Err(e) = env.declare(s) {
            eprintln!("--var {s}: {e}");
            return 1;
        }
    }
    let typed = match env.check(&a.expr) {
        Ok(t) => t,
        Err(e) => {
            println!("{e}");
            return 1;
        }
    };
    if !a.emit_tile_ir {
        println!("{}", typed.ty);
        return 0;
    }
    match lower::lower(&env, &typed) {
        Ok(l) => {
            print!("{}", tileref_spec::text::print_module(&l.module));
            0
        }
        Err(e) => {
            println!("{e}");
            1
        }
    }
}

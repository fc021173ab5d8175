// The `tileref` executable is linked position-dependent: a run is a short process, and as a
// position-independent executable its start spent ~0.6 ms applying ~18k relocations
// (measured: 2.96 -> 2.37 ms for `tileref --version`, 80 fewer page faults). Not for a static
// C runtime (`-C target-feature=+crt-static`): rustc links that as a static PIE, which
// `-no-pie` would break (the executable crashed at start); such a build passes
// `-C relocation-model=static` to be position-dependent instead.
//
// On x86-64 Linux the functions a run executes are gathered into one section by the linker
// script link/hot-text.ld (see link/hot_text.py for why and how it is made). Its patterns are
// v0 symbol names (.cargo/config.toml asks for them), and it is written for the linkers rustc
// uses there by default (LLD, or GNU ld through cc): a build with other RUSTFLAGS (which
// replace the config's), another linker, or TILEREF_HOT_TEXT=0 links without it.
fn main() {
    let linux = std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("linux");
    let crt_static = std::env::var("CARGO_CFG_TARGET_FEATURE")
        .is_ok_and(|f| f.split(',').any(|x| x == "crt-static"));
    if linux && !crt_static {
        println!("cargo:rustc-link-arg-bins=-no-pie");
    }
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=link/hot-text.ld");
    println!("cargo:rerun-if-env-changed=TILEREF_HOT_TEXT");
    let x86_64 = std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("x86_64");
    let gnu = std::env::var("CARGO_CFG_TARGET_ENV").as_deref() == Ok("gnu");
    let flags = std::env::var("CARGO_ENCODED_RUSTFLAGS").unwrap_or_default();
    let other_linker = ["linker", "fuse-ld", "link-self-contained"]
        .iter()
        .any(|k| flags.contains(k));
    let v0 = flags.contains("symbol-mangling-version=v0");
    let wanted = std::env::var("TILEREF_HOT_TEXT").map_or(true, |v| v != "0");
    if linux && x86_64 && gnu && wanted {
        if v0 && !other_linker {
            let script = std::path::Path::new(&std::env::var("CARGO_MANIFEST_DIR").unwrap())
                .join("link/hot-text.ld");
            println!("cargo:rustc-link-arg-bins=-Wl,-T,{}", script.display());
            println!("cargo:rustc-cfg=hot_text");
        } else {
            println!("cargo:warning=tileref is linked without its hot-code layout (link/hot-text.ld): RUSTFLAGS without -C symbol-mangling-version=v0, or another linker; a run's peak memory is ~1.5 MB larger");
        }
    }
    println!("cargo:rustc-check-cfg=cfg(hot_text)");
}

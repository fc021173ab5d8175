//! The executable's hot-code layout (link/hot-text.ld, applied by build.rs on x86-64 Linux):
//! the functions a run executes must still be found by the script's name patterns. Fails when
//! the patterns went stale (renamed functions, another symbol mangling), which would leave a
//! run's code scattered over the executable again (see link/hot_text.py).
#![cfg(hot_text)]

/// Sizes of the ELF64 little-endian file's sections, by name.
fn sections(elf: &[u8]) -> Vec<(String, u64)> {
    let u16_at = |o: usize| u16::from_le_bytes(elf[o..o + 2].try_into().unwrap()) as usize;
    let u32_at = |o: usize| u32::from_le_bytes(elf[o..o + 4].try_into().unwrap()) as usize;
    let u64_at = |o: usize| u64::from_le_bytes(elf[o..o + 8].try_into().unwrap());
    assert_eq!(
        &elf[..6],
        b"\x7fELF\x02\x01",
        "not a 64-bit little-endian ELF file"
    );
    let (shoff, shentsize, shnum, shstrndx) = (
        u64_at(0x28) as usize,
        u16_at(0x3a),
        u16_at(0x3c),
        u16_at(0x3e),
    );
    let header = |i: usize| shoff + i * shentsize;
    let names = u64_at(header(shstrndx) + 0x18) as usize;
    (0..shnum)
        .map(|i| {
            let at = names + u32_at(header(i));
            let end = at + elf[at..].iter().position(|&b| b == 0).unwrap();
            (
                String::from_utf8_lossy(&elf[at..end]).into_owned(),
                u64_at(header(i) + 0x20),
            )
        })
        .collect()
}

#[test]
fn the_profiled_functions_are_gathered() {
    let script =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/link/hot-text.ld")).unwrap();
    let profiled: u64 = script
        .split("profiled: ")
        .nth(1)
        .and_then(|s| s.split(" functions, ").nth(1))
        .and_then(|s| s.split(' ').next())
        .and_then(|s| s.parse().ok())
        .expect("the script's header gives the profiled bytes");
    let elf = std::fs::read(env!("CARGO_BIN_EXE_tileref")).unwrap();
    let secs = sections(&elf);
    let hot = secs
        .iter()
        .find(|(n, _)| n == ".text.hot")
        .map(|s| s.1)
        .expect("the executable has no .text.hot section");
    let text = secs
        .iter()
        .find(|(n, _)| n == ".text")
        .map(|s| s.1)
        .unwrap();
    // Generic functions' patterns match a few instantiations more than were profiled, and a
    // toolchain update renames some of the standard library's; most must still be found.
    assert!(
        hot * 10 >= profiled * 7,
        ".text.hot has {hot} bytes of the {profiled} profiled: run link/hot_text.py again"
    );
    assert!(
        hot < text,
        ".text.hot ({hot} bytes) is not smaller than the rest of the code ({text} bytes)"
    );
}

#[test]
fn section_table_is_read() {
    let elf = std::fs::read(env!("CARGO_BIN_EXE_tileref")).unwrap();
    let secs = sections(&elf);
    for name in [".text", ".rodata", ".data", ".bss"] {
        assert!(
            secs.iter().any(|(n, s)| n == name && *s > 0),
            "{name} not found in {:?}",
            secs.iter().map(|s| &s.0).collect::<Vec<_>>()
        );
    }
}

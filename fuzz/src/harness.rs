//! Entry points for coverage-guided fuzzing of the readers (`fuzz/targets`, run with
//! `cargo fuzz`) and for replaying their corpora on stable Rust (`tests/replay.rs`).
//!
//! Each function takes arbitrary bytes. Malformed input must come back as an error from the
//! project's code; these functions panic only when an invariant that must hold for every
//! accepted input is broken (a round trip that changes the module, a verified module that the
//! writer refuses). A panic, hang or memory blow-up inside the project's code is a bug in it.

use std::time::Duration;
use tileref_interp::{launch, Memory, Options, Schedule};
use tileref_spec::bytecode::{self, WriteOptions};
use tileref_spec::diag::{Diagnostic, Severity, SourceFile};
use tileref_spec::ir::FuncKind;
use tileref_spec::load::{self, Detect, Input, LoadOptions};
use tileref_spec::text::{self, PrintOptions};
use tileref_spec::types::{Elem, Type};
use tileref_spec::verify::{self, VerifyOptions};
use tileref_spec::{diagtest, Version};

/// Text: parse → verify → print (custom and generic forms) → parse again. A file whose
/// modules all verify must read back as the same modules from either printed form.
pub fn text(data: &[u8]) {
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(file) = text::parse_file(src) else {
        return;
    };
    if has_error(&verify::verify_file(&file, VerifyOptions::default())) {
        return;
    }
    for m in &file.modules {
        for generic in [false, true] {
            let printed = text::print_module_with(m, PrintOptions { generic });
            let form = if generic { "generic" } else { "custom" };
            match text::parse_module(&printed) {
                Ok(back) => assert!(back == *m, "the {form} print of a verified module reads back as a different module:\n{printed}"),
                Err(d) => panic!("the {form} print of a verified module does not parse: {}\n{printed}", d.message),
            }
        }
    }
}

/// Bytecode: read → verify at the file's version → write at that version → read again. The
/// second read must give the same module, and writing that module again the same bytes.
pub fn bytecode(data: &[u8]) {
    let Ok(first) = bytecode::read(data) else {
        return;
    };
    let v = first.header.version;
    if has_error(&verify::verify_module(
        &first.module,
        VerifyOptions {
            target: Some(v),
            ..VerifyOptions::default()
        },
    )) {
        return;
    }
    let opts = WriteOptions { version: v };
    let bytes = bytecode::write_module(&first.module, &opts).unwrap_or_else(|d| {
        panic!(
            "a verified {v} module cannot be written at {v}: {}",
            d.message
        )
    });
    let second = bytecode::read(&bytes)
        .unwrap_or_else(|e| panic!("bytecode written at {v} does not read back: {e}"));
    assert!(
        second.header.version == v,
        "bytecode written at {v} reads back as {}",
        second.header.version
    );
    assert!(
        second.module == first.module,
        "a {v} module changes in a bytecode round trip\n--- read\n{}\n--- after writing and reading again\n{}",
        text::print_module(&first.module),
        text::print_module(&second.module)
    );
    let again = bytecode::write_module(&second.module, &opts)
        .unwrap_or_else(|d| panic!("a module read back at {v} cannot be written: {}", d.message));
    assert!(
        again == bytes,
        "writing a module read back at {v} gives different bytes"
    );
}

/// Option sets the verifier is run under: the default, gated to the oldest and a middle
/// version, stopping at the first error, strict hints, and other dialects allowed.
const VERIFY_OPTIONS: [VerifyOptions; 4] = [
    VerifyOptions {
        target: None,
        first_error_only: false,
        hints_as_errors: false,
        allow_unregistered: false,
    },
    VerifyOptions {
        target: Some(Version::V13_1),
        first_error_only: true,
        hints_as_errors: true,
        allow_unregistered: false,
    },
    VerifyOptions {
        target: Some(Version::V13_3),
        first_error_only: false,
        hints_as_errors: true,
        allow_unregistered: true,
    },
    VerifyOptions {
        target: None,
        first_error_only: true,
        hints_as_errors: false,
        allow_unregistered: true,
    },
];

/// The verifier on whatever parses: a text file (with its diagnostics rendered against the
/// source and matched as `--verify-diagnostics` does) or a bytecode file.
pub fn verify(data: &[u8]) {
    let src = match load::read_input(data, "input", Detect::Magic) {
        Ok(Input::Text(src)) => src,
        Ok(Input::Bytecode(d)) => {
            for opts in VERIFY_OPTIONS {
                verify::verify_module(&d.module, opts);
            }
            return;
        }
        Err(_) => return,
    };
    let src = src.as_str();
    let sf = SourceFile::new("input", src);
    let Ok(file) = text::parse_file(src) else {
        return;
    };
    for opts in VERIFY_OPTIONS {
        let diags = verify::verify_file(&file, opts);
        for d in &diags {
            sf.render(d);
        }
        diagtest::match_split(src, &diags);
    }
}

/// Bytes of the zeroed buffer behind every pointer parameter.
const BUFFER_BYTES: usize = 4096;
/// The value of every integer parameter: small, so that sizes and trip counts stay small.
const INT_ARG: u64 = 4;
/// Two tile blocks, so that block ids, races and cross-block effects are reached.
const GRID: [u32; 3] = [2, 1, 1];

/// The interpreter on a module that parses (text or bytecode) and verifies: its first entry
/// over a small grid, pointers to small zeroed buffers, under a small step and time limit.
/// Whatever the kernel does (UB, races, limits, launch errors) is a result, never a panic.
pub fn run(data: &[u8]) {
    // Loaded unverified (bytecode too is verified below under the default options, not at its
    // own version).
    let Ok(l) = load::load(
        data,
        "input",
        LoadOptions {
            detect: Detect::Magic,
            verify: None,
        },
    ) else {
        return;
    };
    let m = l.module;
    if has_error(&verify::verify_module(&m, VerifyOptions::default())) {
        return;
    }
    let Some(entry) = m.funcs().find(|f| f.kind == FuncKind::Entry) else {
        return;
    };
    let mem = Memory::new();
    let mut args = vec![];
    for (k, &p) in entry.params.iter().enumerate() {
        args.push(match entry.ty(p) {
            Type::Tile(t) if matches!(t.elem, Elem::Ptr(_)) => {
                mem.alloc_host(k, &[0; BUFFER_BYTES], 256)
            }
            Type::Tile(t) if matches!(t.elem, Elem::Num(e) if e.is_int()) => INT_ARG,
            // Floats are zero; other types are refused by `launch` itself.
            _ => 0,
        });
    }
    let opts = Options {
        schedule: Schedule::Sequential,
        threads: Some(1),
        max_steps: 10_000,
        // A backstop for ops on large tiles: a step can be slow even when steps are few.
        timeout: Some(Duration::from_secs(2)),
        // Two tiles of the largest size the verifier allows, for each of: the values of one
        // block, the hoisted values, the allocas and the globals.
        max_memory: 256 << 20,
        ..Options::default()
    };
    let _ = launch(&m, &entry.name, GRID, &args, &mem, &opts);
}

fn has_error(diags: &[Diagnostic]) -> bool {
    diags.iter().any(|d| d.severity == Severity::Error)
}

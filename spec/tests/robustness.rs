//! Robustness: thousands of damaged inputs derived from the fixtures (bytes flipped, deleted or
//! inserted, tokens spliced in, lines duplicated or swapped, truncations, absurd numbers, very
//! deep nesting) go through everything a user can reach from text: `--split-input-file`, the
//! expectation matcher, the parser, the verifier under several option sets, diagnostic
//! rendering, and both printers. None of it may panic. Where a damaged module still parses and
//! verifies, its printed forms must parse back to the same module.

mod support;

use std::panic::{self, AssertUnwindSafe};
use support::*;
use tileref_spec::diag::SourceFile;
use tileref_spec::text::{self, PrintOptions};
use tileref_spec::verify::{self, VerifyOptions};
use tileref_spec::{diagtest, Version};

/// A small deterministic generator (xorshift64*), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

/// Text spliced into inputs: punctuation, sigils, keywords and numbers that stress the lexer.
const TOKENS: &[&str] = &[
    "<",
    ">",
    "%",
    "@",
    "\"",
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    ":",
    ",",
    "=",
    "->",
    "#",
    "!",
    "^",
    "?",
    "x",
    "-",
    "\\",
    "\n",
    "//",
    "// -----\n",
    "loc(",
    "loc(#a)",
    "tile<",
    "ptr<",
    "token",
    "0x",
    "0x7FC00000",
    "%0",
    "%x#9",
    "@\"",
    "#cuda_tile.",
    "!cuda_tile.",
    "99999999999999999999x",
    "18446744073709551616",
    "-9223372036854775809",
    "1e999",
    "-0.0e-999",
    "0xFFFFFFFFFFFFFFFFFFFFFFFF",
    "4294967296",
    "entry",
    "global",
    "module",
    "cuda_tile.module @z {",
    "yield",
    "return",
    "break",
    "continue",
    "if",
    "for",
    "loop",
    "reduce",
    "iter_values(",
    "dim=",
    "identities=[",
    "rounding<",
    "overflow<",
    "signed",
    "weak",
    "relaxed sys",
    "token=",
    "inbounds = [",
    "optimization_hints = <",
    "div_by<",
    "bounded<?, ?>",
    "same_elements<[",
    "padding_value = nan, ",
    "dim_map=[",
    "sparse_dim=",
    "traversal_strides=[",
    "\"cuda_tile.addi\"(",
    "<{",
    "}>",
    "({",
    "})",
    "array<i32: ",
    "dense<",
    "operandSegmentSizes = array<i32: 9>",
    "unit",
    "true",
    "false",
    "é",
    "\u{0}",
    "\u{7F}",
    "𝄞",
];

/// Types swapped in for others, so that ops meet operands of kinds they do not expect.
const TYPES: &[&str] = &[
    "tile<i1>",
    "tile<4xi1>",
    "tile<i8>",
    "tile<8xi8>",
    "tile<i32>",
    "tile<4xi32>",
    "tile<i64>",
    "tile<2x2xi64>",
    "tile<4xi4>",
    "tile<f32>",
    "tile<4xf32>",
    "tile<16x16xf16>",
    "tile<2xf4E2M1FN>",
    "tile<f8E8M0FNU>",
    "tile<ptr<f32>>",
    "tile<4xptr<i32>>",
    "tile<ptr<f16, <multicast>>>",
    "ptr<f32>",
    "token",
    "f32",
    "i32",
    "tensor_view<8xf32, strides=[1]>",
    "tensor_view<f32>",
    "partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>",
    "strided_view<tile=(2x2), traversal_strides=[1,1], tensor_view<4x4xi32, strides=[4,1]>>",
    "gather_scatter_view<tile=(4), tensor_view<8xf32, strides=[1]>, sparse_dim=0>",
    "(tile<i32>) -> tile<i32>",
];

/// Replaces one written type (a `tile<...>` or a `token`) with another.
fn swap_type(b: &[u8], rng: &mut Rng) -> Vec<u8> {
    let text = String::from_utf8_lossy(b).into_owned();
    let starts: Vec<usize> = text
        .match_indices("tile<")
        .map(|(i, _)| i)
        .chain(text.match_indices("token").map(|(i, _)| i))
        .collect();
    if starts.is_empty() {
        return b.to_vec();
    }
    let at = starts[rng.below(starts.len())];
    // The end of the type: its angle brackets balanced, or the word `token`.
    let end = if text[at..].starts_with("token") {
        at + 5
    } else {
        let mut depth = 0;
        let mut end = text.len();
        for (i, c) in text[at..].char_indices() {
            match c {
                '<' => depth += 1,
                '>' => {
                    depth -= 1;
                    if depth == 0 {
                        end = at + i + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        end
    };
    let mut out = text[..at].to_string();
    out.push_str(TYPES[rng.below(TYPES.len())]);
    out.push_str(&text[end..]);
    out.into_bytes()
}

/// One damaged variant of `src`.
fn mutate(src: &str, rng: &mut Rng) -> String {
    let mut b = src.as_bytes().to_vec();
    let rounds = 1 + rng.below(3);
    for _ in 0..rounds {
        let len = b.len();
        let at = rng.below(len + 1);
        match rng.below(11) {
            // Swap a type for another (twice as likely: it reaches the verifier's type rules).
            9 | 10 => b = swap_type(&b, rng),
            // Flip a byte to another byte (the result need not be UTF-8; it is repaired below).
            0 if len > 0 => {
                let i = rng.below(len);
                b[i] = match rng.below(3) {
                    0 => b[i] ^ (1 << rng.below(8)),
                    1 => b" <>%@\"{}()[]:,=#!-0x9"[rng.below(21)],
                    _ => rng.below(256) as u8,
                };
            }
            // Delete a short range.
            1 if len > 0 => {
                let n = 1 + rng.below(12);
                let end = (at + n).min(len);
                b.drain(at.min(len)..end);
            }
            // Insert a token.
            2 | 3 => {
                let t = TOKENS[rng.below(TOKENS.len())];
                b.splice(at..at, t.bytes());
            }
            // Truncate.
            4 => b.truncate(at),
            // Duplicate a random slice somewhere else.
            5 if len > 0 => {
                let s = rng.below(len);
                let e = (s + 1 + rng.below(80)).min(len);
                let piece = b[s..e].to_vec();
                let to = rng.below(b.len() + 1);
                b.splice(to..to, piece);
            }
            // Swap two lines.
            6 => {
                let text = String::from_utf8_lossy(&b).into_owned();
                let mut lines: Vec<&str> = text.split('\n').collect();
                if lines.len() > 1 {
                    let (i, j) = (rng.below(lines.len()), rng.below(lines.len()));
                    lines.swap(i, j);
                }
                b = lines.join("\n").into_bytes();
            }
            // Replace a number with an absurd one.
            7 => {
                if let Some(p) = b.iter().skip(at).position(|c| c.is_ascii_digit()) {
                    let i = at + p;
                    let mut e = i;
                    while e < b.len() && b[e].is_ascii_digit() {
                        e += 1;
                    }
                    let big = [
                        "99999999999999999999",
                        "0",
                        "-1",
                        "340282366920938463463374607431768211456",
                        "3",
                    ][rng.below(5)];
                    b.splice(i..e, big.bytes());
                }
            }
            // Remove a whole line.
            _ => {
                let text = String::from_utf8_lossy(&b).into_owned();
                let mut lines: Vec<&str> = text.split('\n').collect();
                if !lines.is_empty() {
                    lines.remove(rng.below(lines.len()));
                }
                b = lines.join("\n").into_bytes();
            }
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

const OPTION_SETS: [VerifyOptions; 3] = [
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
        allow_unregistered: true,
    },
    VerifyOptions {
        target: Some(Version::V13_3),
        first_error_only: false,
        hints_as_errors: false,
        allow_unregistered: true,
    },
];

/// Everything reachable from text. Returns a description of a round-trip failure, if any
/// (a panic is caught by the caller).
fn exercise(src: &str) -> Option<String> {
    // The --split-input-file / --verify-diagnostics path.
    for s in diagtest::split_input(src) {
        let _ = diagtest::expectations(s.text);
    }
    let sf = SourceFile::new("input", src);
    let parsed = match text::parse_file(src) {
        Err(d) => {
            let _ = sf.render(&d);
            let _ = diagtest::match_split(src, &[d]);
            return None;
        }
        Ok(f) => f,
    };
    let mut clean = true;
    for opts in OPTION_SETS {
        let diags = verify::verify_file(&parsed, opts);
        for d in &diags {
            let _ = sf.render(d);
        }
        let _ = diagtest::match_split(src, &diags);
        if opts.target.is_none()
            && diags
                .iter()
                .any(|d| d.severity == tileref_spec::diag::Severity::Error)
        {
            clean = false;
        }
    }
    for m in &parsed.modules {
        for generic in [false, true] {
            let printed = text::print_module_with(m, PrintOptions { generic });
            match text::parse_module(&printed) {
                Ok(back) if back == *m => {}
                Ok(_) if clean => {
                    return Some(format!(
                        "the {} print of a verified module reads back differently:\n{printed}",
                        if generic { "generic" } else { "custom" }
                    ))
                }
                Err(d) if clean => {
                    return Some(format!(
                        "the {} print of a verified module does not parse: {}\n{printed}",
                        if generic { "generic" } else { "custom" },
                        d.message
                    ))
                }
                _ => {}
            }
        }
    }
    None
}

/// Hostile inputs built by hand: nesting far beyond any real program, alias cycles, giant numbers.
fn deep_inputs() -> Vec<(String, String)> {
    let n = 10_000;
    let entry = |body: &str| {
        format!("cuda_tile.module @m {{\n  entry @k(%c: tile<i1>) {{\n{body}\n  }}\n}}\n")
    };
    let mut v = vec![
        ("tile<tile<...".into(), format!("!t = {}f32{}\n", "tile<".repeat(n), ">".repeat(n))),
        ("ptr<ptr<...".into(), format!("!t = tile<{}f32{}>\n", "ptr<".repeat(n), ">".repeat(n))),
        ("((((...) -> f32".into(), format!("!t = {}f32{}\n", "(".repeat(n), ") -> f32".repeat(n))),
        ("dense [[[[".into(), entry(&format!("%a = constant <f32: {}1.0{}> : tile<f32>", "[".repeat(n), "]".repeat(n)))),
        ("unclosed [[[[".into(), entry(&format!("%a = constant <f32: {}", "[".repeat(n)))),
        ("loc(loc(...".into(), entry(&format!("%a = make_token : token {}unknown{}", "loc(\"n\"(".repeat(n), "))".repeat(n)))),
        ("callsite nesting".into(), entry(&format!("%a = make_token : token loc({}\"a\":1:1{})", "callsite(".repeat(n), " at \"b\":2:2)".repeat(n)))),
        ("fused nesting".into(), entry(&format!("%a = make_token : token loc({}unknown{})", "fused[".repeat(n), "]".repeat(n)))),
        ("custom if nesting".into(), entry(&format!("{}{}", "if %c {\n".repeat(n), "}\n".repeat(n)))),
        ("unclosed if nesting".into(), entry(&"if %c {\n".repeat(n))),
        ("generic if nesting".into(), entry(&format!("{}{}", "\"cuda_tile.if\"(%c) ({\n".repeat(n), "}, {}) : (tile<i1>) -> ()\n".repeat(n)))),
        ("generic region nesting, unclosed".into(), entry(&"\"cuda_tile.loop\"() ({\n".repeat(n))),
        ("loop nesting".into(), entry(&format!("{}{}", "loop {\n".repeat(n), "break\n}\n".repeat(n)))),
        ("attribute array nesting".into(), entry(&format!("%a = \"cuda_tile.iota\"() {{x = {}1 : i32{}}} : () -> tile<4xi32>", "[".repeat(n), "]".repeat(n)))),
        ("attribute dict nesting".into(), entry(&format!("%a = \"cuda_tile.iota\"() {{x = {}{}}} : () -> tile<4xi32>", "{y = ".repeat(n), "}".repeat(n)))),
        ("di location nesting".into(), entry(&format!("%a = make_token : token loc({}loc(\"f\":1:1){})", "#cuda_tile.di_loc<".repeat(n), " in #s>".repeat(n)))),
        ("alias cycle".into(), format!("#a = #b\n#b = #a\n{}", entry("%a = assume #a, %c : tile<i1>"))),
        ("self alias".into(), format!("#a = loc(#a)\n{}", entry("%t = make_token : token loc(#a)"))),
        ("type alias to itself".into(), "!t = !t\n".into()),
        ("huge shape".into(), "!t = tile<99999999999999999999x99999999999999999999xf32>\n".into()),
        ("huge result pack".into(), entry("%a:99999999999999999999 = get_tile_block_id : tile<i32>")),
        ("huge result index".into(), entry("%a:3 = get_tile_block_id : tile<i32>\n%b = addi %a#99999999999999999999, %a#0 : tile<i32>")),
        ("long line of tokens".into(), entry(&"%a = ".repeat(n))),
        ("many commas".into(), entry(&format!("%t = join_tokens {} : token", vec!["%x"; n].join(", ")))),
    ];
    // Doubling aliases: each level refers to the previous one twice.
    let mut doubling = String::from("#l0 = loc(\"f.py\":1:1)\n");
    for i in 1..40 {
        doubling += &format!("#l{i} = loc(fused[#l{}, #l{}])\n", i - 1, i - 1);
    }
    v.push((
        "doubling location aliases".into(),
        doubling.clone() + &entry("%t = make_token : token loc(#l39)"),
    ));
    let mut di = String::from("#f0 = #cuda_tile.di_file<\"a\" in \"b\">\n");
    for i in 1..40 {
        di += &format!("#f{i} = #cuda_tile.di_lexical_block<scope = #f{}, file = #f{}, line = 1, column = 1>\n", i - 1, i - 1);
    }
    v.push((
        "doubling debug-info aliases".into(),
        di + &entry("%t = make_token : token loc(#cuda_tile.di_loc<loc(\"a\":1:1) in #f39>)"),
    ));
    v
}

#[test]
fn damaged_inputs_never_panic() {
    let mut seeds: Vec<(String, String)> = vec![];
    for path in mlir_files(&fixtures_dir()) {
        let src = read(&path);
        // Whole valid files; the splits of invalid ones (each a small complete input).
        if path.components().any(|c| c.as_os_str() == "invalid") {
            for (i, s) in diagtest::split_input(&src).iter().enumerate() {
                seeds.push((format!("{}#{i}", short(&path)), s.text.to_string()));
            }
        } else {
            seeds.push((short(&path), src));
        }
    }
    let mut inputs: Vec<(String, String)> = vec![];
    // A longer hunt: TILEREF_ROBUSTNESS_SEED picks other mutations, TILEREF_ROBUSTNESS_SCALE makes more.
    let env = |k: &str| std::env::var(k).ok().and_then(|v| v.parse::<u64>().ok());
    let mut rng = Rng(env("TILEREF_ROBUSTNESS_SEED").unwrap_or(0x5EED_1234_ABCD_0042) | 1);
    let scale = env("TILEREF_ROBUSTNESS_SCALE").unwrap_or(1).max(1) as usize;
    // Valid files are larger and richer: more variants each.
    for (name, src) in &seeds {
        let k = scale * if name.starts_with("valid") { 500 } else { 20 };
        for j in 0..k {
            inputs.push((format!("{name} variant {j}"), mutate(src, &mut rng)));
        }
    }
    let n_mutated = inputs.len();
    inputs.extend(deep_inputs());

    // Panics are expected to be caught; keep where each happened instead of printing it.
    static WHERE: std::sync::Mutex<String> = std::sync::Mutex::new(String::new());
    let hook = panic::take_hook();
    panic::set_hook(Box::new(|info| {
        if let (Ok(mut w), Some(l)) = (WHERE.lock(), info.location()) {
            *w = l.to_string();
        }
    }));
    let mut panics = vec![];
    let mut round_trips = vec![];
    let start = std::time::Instant::now();
    let trace = std::env::var_os("TILEREF_TRACE_INPUTS").is_some();
    for (name, src) in &inputs {
        if trace {
            eprintln!("input: {name}");
        }
        match panic::catch_unwind(AssertUnwindSafe(|| exercise(src))) {
            Ok(None) => {}
            Ok(Some(why)) => round_trips.push(format!("--- {name}: {why}\n--- input:\n{src}")),
            Err(e) => {
                let msg = e
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                let shown: String = src.chars().take(4000).collect();
                let at = WHERE.lock().map(|w| w.clone()).unwrap_or_default();
                panics.push(format!(
                    "--- {name}: panicked at {at}: {msg}\n--- input:\n{shown}"
                ));
            }
        }
    }
    panic::set_hook(hook);
    let elapsed = start.elapsed();
    // TILEREF_ROBUSTNESS_DUMP=dir writes every failing input there, for `tileref check`.
    if let Some(dir) = std::env::var_os("TILEREF_ROBUSTNESS_DUMP") {
        for (i, f) in panics.iter().chain(&round_trips).enumerate() {
            if let Some((_, input)) = f.split_once("\n--- input:\n") {
                let _ = std::fs::write(
                    std::path::Path::new(&dir).join(format!("failure{i}.mlir")),
                    input,
                );
            }
        }
    }
    assert!(
        panics.is_empty(),
        "{} of {} inputs panicked:\n{}",
        panics.len(),
        inputs.len(),
        panics.join("\n")
    );
    assert!(
        round_trips.is_empty(),
        "{} damaged but valid modules failed to round-trip:\n{}",
        round_trips.len(),
        round_trips.join("\n")
    );
    eprintln!(
        "{n_mutated} mutated inputs and {} hostile ones, no panic, in {elapsed:?}",
        inputs.len() - n_mutated
    );
}

//! Conversions through whole kernels: exti/trunci against i128 arithmetic, itof/ftof against
//! host conversions and reference encoders written from the format definitions, ftoi (plain,
//! saturating, UB), bitcast and the pointer casts, pack/unpack with hand-derived byte images.

mod support;
use support::*;

/// Runs `%r = <line>` (which must convert `%a` of `n x from` into `n x to`).
fn convert(from: &str, bytes: Vec<u8>, n: usize, line: &str, to: &str) -> Out {
    let body = format!("    %r = {line} : tile<{n}x{from}> -> tile<{n}x{to}>");
    elementwise(&[(from, bytes)], n, &body, to)
}

fn int_edges(w: u32) -> Vec<u64> {
    let min = 1u64 << (w - 1);
    let v = vec![
        0,
        1,
        2,
        0x7F,
        0x80,
        0xFF,
        0x100,
        0x7FFF,
        0x8000,
        0xFFFF,
        0x1_0000,
        0x7FFF_FFFF,
        0x8000_0000,
        0xFFFF_FFFF,
        min,
        min - 1,
    ];
    v.into_iter().map(|x| x & mask(w)).collect()
}

#[test]
fn exti_signed_and_unsigned_between_every_width_pair() {
    for from in [1u32, 8, 16, 32] {
        for to in [8u32, 16, 32, 64] {
            if to <= from {
                continue;
            }
            let vals = if from == 1 {
                vec![0, 1, 0, 1]
            } else {
                int_edges(from)
            };
            for sg in ["signed", "unsigned"] {
                let out = convert(
                    &format!("i{from}"),
                    int_bytes(&vals, from),
                    vals.len(),
                    &format!("exti %a {sg}"),
                    &format!("i{to}"),
                );
                out.ok();
                let got = from_int_bytes(out.bytes(1), to);
                for (x, g) in vals.iter().zip(got) {
                    let want = if sg == "signed" {
                        (sx(*x, from) as u128 as u64) & mask(to)
                    } else {
                        *x
                    };
                    assert_eq!(g, want, "exti {sg} i{from} -> i{to} of {x:#x}");
                }
            }
        }
    }
}

#[test]
fn trunci_keeps_the_low_bits() {
    for from in [16u32, 32, 64] {
        for to in [1u32, 8, 16, 32] {
            if to >= from {
                continue;
            }
            let vals = int_edges(from);
            let out = convert(
                &format!("i{from}"),
                int_bytes(&vals, from),
                vals.len(),
                "trunci %a",
                &format!("i{to}"),
            );
            out.ok();
            let got = from_int_bytes(out.bytes(1), to);
            for (x, g) in vals.iter().zip(got) {
                assert_eq!(g, x & mask(to), "trunci i{from} -> i{to} of {x:#x}");
            }
        }
    }
}

#[test]
fn trunci_promises_broken_are_reported() {
    // nsw: the dropped bits must equal the result's sign bit; nuw: they must be zero.
    let cases = [
        ("no_signed_wrap", [1i64, -1, 127, 128], "signed-overflow", 3),
        ("no_signed_wrap", [-128, -129, 0, 0], "signed-overflow", 1),
        ("no_unsigned_wrap", [255, 0, 256, 0], "unsigned-overflow", 2),
        ("no_unsigned_wrap", [0, -1, 0, 0], "unsigned-overflow", 1),
        ("no_wrap", [0, 1, 200, 0], "signed-overflow", 2),
    ];
    for (ov, vals, kind, elem) in cases {
        let lit: Vec<String> = vals.iter().map(|v| v.to_string()).collect();
        let body = format!(
            "    %a = constant <i32: [{}]> : tile<4xi32>\n    %r = trunci %a overflow<{ov}> : tile<4xi32> -> tile<4xi8>\n{}",
            lit.join(", "),
            store("%o", "%r", &[4], "i8")
        );
        let out = run1(&module("%o: tile<ptr<i8>>", &body), vec![zeros(4)]);
        out.ub(kind, "trunci", Some(&[elem]), [0, 0, 0]);
    }
    // Kept promises: no report.
    let body = format!(
        "    %a = constant <i32: [-128, 127, -1, 0]> : tile<4xi32>\n    %r = trunci %a overflow<no_signed_wrap> : tile<4xi32> -> tile<4xi8>\n{}",
        store("%o", "%r", &[4], "i8")
    );
    let out = run1(&module("%o: tile<ptr<i8>>", &body), vec![zeros(4)]);
    out.ok();
    assert_eq!(out.u8s(0), vec![0x80, 0x7F, 0xFF, 0]);
}

#[test]
fn i4_through_trunci_and_exti() {
    let body = format!(
        "    %a = constant <i8: [0, 7, 8, 15, -1, -8, 0x35, 0x4A]> : tile<8xi8>
    %q = trunci %a : tile<8xi8> -> tile<8xi4>
    %s = exti %q signed : tile<8xi4> -> tile<8xi32>
    %u = exti %q unsigned : tile<8xi4> -> tile<8xi16>
{}{}",
        store("%os", "%s", &[8], "i32"),
        store("%ou", "%u", &[8], "i16")
    );
    let out = run1(
        &module("%os: tile<ptr<i32>>, %ou: tile<ptr<i16>>", &body),
        vec![zeros(32), zeros(16)],
    );
    out.ok();
    // Low nibbles: 0, 7, 8, 15, 15, 8, 5, 10.
    assert_eq!(out.i32s(0), vec![0, 7, -8, -1, -1, -8, 5, -6]);
    assert_eq!(out.u16s(1), vec![0, 7, 8, 15, 15, 8, 5, 10]);
}

#[test]
fn itof_integers_to_floats() {
    let mut g = Gen(7);
    // i32 → f32 and i64 → f64/f32: the host's int-to-float casts round to nearest even.
    let v32: Vec<u64> = (0..64)
        .map(|i| {
            if i < 16 {
                int_edges(32)[i]
            } else {
                g.next() & mask(32)
            }
        })
        .collect();
    for sg in ["signed", "unsigned"] {
        let out = convert(
            "i32",
            int_bytes(&v32, 32),
            64,
            &format!("itof %a {sg}"),
            "f32",
        );
        out.ok();
        for (x, got) in v32.iter().zip(out.u32s(1)) {
            let want = if sg == "signed" {
                (*x as u32 as i32) as f32
            } else {
                *x as u32 as f32
            };
            assert_eq!(got, want.to_bits(), "itof {sg} i32 {x:#x}");
        }
    }
    let v64: Vec<u64> = (0..64)
        .map(|i| {
            if i < 4 {
                [0, u64::MAX, 1 << 63, (1 << 63) - 1][i]
            } else {
                g.next() >> (g.next() % 64)
            }
        })
        .collect();
    for sg in ["signed", "unsigned"] {
        for (to, bits) in [("f64", 64), ("f32", 32)] {
            let out = convert("i64", int_bytes(&v64, 64), 64, &format!("itof %a {sg}"), to);
            out.ok();
            for (i, x) in v64.iter().enumerate() {
                let got = if bits == 64 {
                    out.u64s(1)[i]
                } else {
                    out.u32s(1)[i] as u64
                };
                let want = match (sg, bits) {
                    ("signed", 64) => (*x as i64 as f64).to_bits(),
                    ("signed", _) => (*x as i64 as f32).to_bits() as u64,
                    (_, 64) => (*x as f64).to_bits(),
                    _ => (*x as f32).to_bits() as u64,
                };
                assert_eq!(got, want, "itof {sg} i64 {x:#x} -> {to}");
            }
        }
    }
    // i32 → f16/bf16: exact in f64, then rounded once by the reference encoder.
    let vals: Vec<u64> = [
        0i64,
        1,
        -1,
        2049,
        2051,
        65504,
        65519,
        65520,
        -70000,
        300,
        257,
        1 << 20,
        -(1 << 24) - 1,
        100,
        7,
        12345,
    ]
    .iter()
    .map(|x| *x as u64 & mask(32))
    .collect();
    for (t, enc) in [("f16", to_f16 as fn(f64) -> u16), ("bf16", to_bf16)] {
        let out = convert("i32", int_bytes(&vals, 32), vals.len(), "itof %a signed", t);
        out.ok();
        for (x, got) in vals.iter().zip(out.u16s(1)) {
            assert_eq!(
                got,
                enc(sx(*x, 32) as f64),
                "itof i32 {} -> {t}",
                sx(*x, 32)
            );
        }
    }
}

#[test]
fn itof_into_narrow_formats_rounds_and_saturates() {
    // f8E4M3FN: 17 = 1.0001₂·2^4 is a tie between 16 and 18 → 16 (even); 19 → 20; 1000 and
    // −1000 overflow and saturate to ±448 (the H100's behaviour, tileref's default).
    let vals: Vec<u64> = [17i64, 19, 1000, -1000, 448, 464, 0, -3]
        .iter()
        .map(|x| *x as u64 & 0xFFFF)
        .collect();
    let out = convert("i16", int_bytes(&vals, 16), 8, "itof %a signed", "f8E4M3FN");
    out.ok();
    // 16 = 0.1011.000 = 0x58, 20 = 0x5A, 448 = 0x7E, 464 is a tie between 448 and 480 (out of
    // range) → 448, −3 = 1.1000.100 = 0xC4.
    assert_eq!(
        out.u8s(1),
        vec![0x58, 0x5A, 0x7E, 0xFE, 0x7E, 0x7E, 0x00, 0xC4]
    );
    // f8E5M2: 100000 saturates to 57344 (0x7B); 5 = 1.01₂·2^2 = 0x45; 9 is a tie → 8 (0x48).
    let vals: Vec<u64> = [100000i64, -100000, 5, 9]
        .iter()
        .map(|x| *x as u64 & mask(32))
        .collect();
    let out = convert("i32", int_bytes(&vals, 32), 4, "itof %a signed", "f8E5M2");
    out.ok();
    assert_eq!(out.u8s(1), vec![0x7B, 0xFB, 0x45, 0x48]);
    // tf32 (10 mantissa bits): 2049 is a tie between 2048 and 2050 → 2048; 2051 → 2052.
    // In memory a tf32 is the upper 19 bits of an f32 word.
    let vals: Vec<u64> = vec![2049, 2051, 3, 1 << 30];
    let out = convert("i32", int_bytes(&vals, 32), 4, "itof %a unsigned", "tf32");
    out.ok();
    assert_eq!(out.f32s(1), vec![2048.0, 2052.0, 3.0, 2f32.powi(30)]);
}

#[test]
fn itof_into_f4_through_pack() {
    // f4E2M1FN: 5 is a tie between 4 and 6 → 4 (even); 7 overflows and saturates to 6;
    // −1 = 0xA; 0 = 0. Packed two per byte, element 0 in the low nibble.
    let body = format!(
        "    %a = constant <i8: [5, 7, -1, 0, 3, -6, 2, 1]> : tile<8xi8>
    %f = itof %a signed : tile<8xi8> -> tile<8xf4E2M1FN>
    %r = pack %f : tile<8xf4E2M1FN> -> tile<4xi8>
{}",
        store("%o", "%r", &[4], "i8")
    );
    let out = run1(&module("%o: tile<ptr<i8>>", &body), vec![zeros(4)]);
    out.ok();
    // Codes: 4 = 0x6, 6 = 0x7, −1 = 0xA, 0 = 0x0, 3 = 0x5, −6 = 0xF, 2 = 0x4, 1 = 0x2.
    assert_eq!(out.u8s(0), vec![0x76, 0x0A, 0xF5, 0x24]);
}

#[test]
fn ftoi_truncates_toward_zero() {
    let xs = [
        0.0f32,
        -0.0,
        0.5,
        -0.5,
        1.99,
        -1.99,
        2147483520.0,
        -2147483648.0,
        100.7,
        -100.7,
        1e-30,
        65535.9,
        3.0,
        -3.0,
        12345.678,
        -0.999,
    ];
    let out = convert("f32", f32b(&xs), 16, "ftoi %a signed", "i32");
    out.ok();
    for (x, g) in xs.iter().zip(out.i32s(1)) {
        assert_eq!(g, x.trunc() as i32, "ftoi signed {x}");
    }
    let xu = [
        0.0f32,
        0.5,
        4294967040.0,
        3.99,
        1e9,
        2147483648.0,
        255.5,
        1.0,
    ];
    let out = convert("f32", f32b(&xu), 8, "ftoi %a unsigned", "i32");
    out.ok();
    for (x, g) in xu.iter().zip(out.u32s(1)) {
        assert_eq!(g, x.trunc() as u32, "ftoi unsigned {x}");
    }
    let xd = [-9.2e18f64, 9.2e18, -1.5, 0.0];
    let out = convert("f64", f64b(&xd), 4, "ftoi %a signed", "i64");
    out.ok();
    for (x, g) in xd.iter().zip(out.i64s(1)) {
        assert_eq!(g, x.trunc() as i64, "ftoi f64 {x}");
    }
    let xh: Vec<u16> = [1.5f64, -2.75, 65504.0, -32768.0]
        .iter()
        .map(|x| to_f16(*x))
        .collect();
    let out = convert("f16", u16b(&xh), 4, "ftoi %a signed", "i32");
    out.ok();
    assert_eq!(out.i32s(1), vec![1, -2, 65504, -32768]);
    // To i1 tileref follows the H100: any nonzero value gives 1.
    let out = convert(
        "f32",
        f32b(&[0.0, -0.0, 0.5, -3.0]),
        4,
        "ftoi %a unsigned",
        "i1",
    );
    out.ok();
    assert_eq!(out.u8s(1), vec![0, 0, 1, 1]);
}

#[test]
fn ftoi_out_of_range_is_undefined() {
    let cases: [(&str, &[f32], &str, i64); 5] = [
        ("signed", &[1.0, 2147483648.0, 0.0, 0.0], "i32", 1),
        ("signed", &[1.0, 2.0, f32::NAN, 0.0], "i32", 2),
        ("unsigned", &[-1.0, 0.0, 0.0, 0.0], "i32", 0),
        ("signed", &[127.0, -128.0, 128.0, 0.0], "i8", 2),
        ("unsigned", &[0.0, 0.0, 0.0, f32::INFINITY], "i16", 3),
    ];
    for (sg, xs, to, elem) in cases {
        let out = convert("f32", f32b(xs), 4, &format!("ftoi %a {sg}"), to);
        out.ub("ftoi-out-of-range", "ftoi", Some(&[elem]), [0, 0, 0]);
    }
    // −0.9 truncates to 0, which is in range even for unsigned.
    let out = convert(
        "f32",
        f32b(&[-0.9, 0.0, 0.0, 0.0]),
        4,
        "ftoi %a unsigned",
        "i32",
    );
    out.ok();
}

#[test]
fn ftoi_saturating_clamps() {
    // Clamped to the range; ±∞ give the limits, NaN gives 0 (tileref's documented choice).
    let xs = [
        1e10f32,
        -1e10,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        -1.5,
        127.9,
        -128.9,
    ];
    let out = convert("f32", f32b(&xs), 8, "ftoi %a signed saturating", "i8");
    out.ok();
    assert_eq!(
        out.u8s(1),
        vec![0x7F, 0x80, 0x7F, 0x80, 0, 0xFF, 0x7F, 0x80]
    );
    let out = convert("f32", f32b(&xs), 8, "ftoi %a unsigned saturating", "i16");
    out.ok();
    assert_eq!(out.u16s(1), vec![0xFFFF, 0, 0xFFFF, 0, 0, 0, 127, 0]);
    let xd = [1e300f64, -1e300, 9.3e18, -9.3e18];
    let out = convert("f64", f64b(&xd), 4, "ftoi %a signed saturating", "i64");
    out.ok();
    assert_eq!(out.i64s(1), vec![i64::MAX, i64::MIN, i64::MAX, i64::MIN]);
}

#[test]
fn ftof_between_standard_formats() {
    let mut g = Gen(17);
    let xs: Vec<f32> = (0..256).map(|_| g.f32()).collect();
    // f32 → f16/bf16 against the reference encoders (NaN → canonical 0x7FFF).
    for (t, enc) in [("f16", to_f16 as fn(f64) -> u16), ("bf16", to_bf16)] {
        let out = convert("f32", f32b(&xs), 256, "ftof %a", t);
        out.ok();
        for (x, got) in xs.iter().zip(out.u16s(1)) {
            let want = if x.is_nan() { 0x7FFF } else { enc(*x as f64) };
            assert_eq!(got, want, "ftof f32 {x:e} -> {t}");
        }
    }
    // f32 → f64 exactly, f64 → f32 by the host cast (round to nearest even).
    let out = convert("f32", f32b(&xs), 256, "ftof %a", "f64");
    out.ok();
    for (x, got) in xs.iter().zip(out.u64s(1)) {
        let want = if x.is_nan() {
            0x7FFF_FFFF_FFFF_FFFF
        } else {
            (*x as f64).to_bits()
        };
        assert_eq!(got, want, "ftof f32 {x:e} -> f64");
    }
    let ds: Vec<f64> = xs
        .iter()
        .map(|x| *x as f64 * (1.0 + 2f64.powi(-30)))
        .collect();
    let out = convert("f64", f64b(&ds), 256, "ftof %a", "f32");
    out.ok();
    for (x, got) in ds.iter().zip(out.u32s(1)) {
        let want = if x.is_nan() {
            0x7FFF_FFFF
        } else {
            (*x as f32).to_bits()
        };
        assert_eq!(got, want, "ftof f64 {x:e} -> f32");
    }
    // f16 → f32 and bf16 → f32 are exact: every 16-bit pattern.
    let all: Vec<u16> = (0..=0xFFFFu32).step_by(7).map(|x| x as u16).collect();
    let n = 8192;
    let all = &all[..n];
    for (t, dec) in [("f16", from_f16 as fn(u16) -> f64), ("bf16", from_bf16)] {
        let out = convert(t, u16b(all), n, "ftof %a", "f32");
        out.ok();
        for (x, got) in all.iter().zip(out.u32s(1)) {
            let v = dec(*x);
            let want = if v.is_nan() {
                0x7FFF_FFFF
            } else {
                (v as f32).to_bits()
            };
            assert_eq!(got, want, "ftof {t} {x:#x} -> f32");
        }
    }
}

#[test]
fn ftof_f64_to_f32_directed_modes() {
    // 1 + 2^−30 lies between 1 and 1 + 2^−23; −(1 + 2^−30) mirrors it.
    let x = 1.0 + 2f64.powi(-30);
    let up = 1.0f32 + f32::EPSILON;
    for (mode, a, b) in [
        ("zero", 1.0f32, -1.0f32),
        ("positive_inf", up, -1.0),
        ("negative_inf", 1.0, -up),
        ("nearest_even", 1.0, -1.0),
    ] {
        let out = convert(
            "f64",
            f64b(&[x, -x]),
            2,
            &format!("ftof %a rounding<{mode}>"),
            "f32",
        );
        out.ok();
        assert_eq!(out.f32s(1), vec![a, b], "{mode}");
    }
}

#[test]
fn ftof_into_fp8_rounds_and_saturates() {
    // Finite values inside the range against a reference rounding (3 or 2 mantissa bits).
    let mut g = Gen(23);
    let xs: Vec<f32> = (0..128)
        .map(|_| ((g.next() % 100_000) as f32 - 50_000.0) / 113.0)
        .collect();
    let out = convert("f32", f32b(&xs), 128, "ftof %a", "f8E4M3FN");
    out.ok();
    for (x, got) in xs.iter().zip(out.u8s(1)) {
        let r = round_to_precision(*x as f64, 4, -6);
        if r.abs() > 448.0 {
            assert_eq!(got & 0x7F, 0x7E, "{x}");
            continue;
        }
        assert_eq!(from_e4m3(got), r, "ftof f32 {x} -> e4m3 (got {got:#x})");
    }
    let out = convert("f32", f32b(&xs), 128, "ftof %a", "f8E5M2");
    out.ok();
    for (x, got) in xs.iter().zip(out.u8s(1)) {
        let r = round_to_precision(*x as f64, 3, -14);
        assert_eq!(from_e5m2(got), r, "ftof f32 {x} -> e5m2 (got {got:#x})");
    }
    // Overflow and infinities saturate to ±max (satfinite); NaN gives the canonical NaN.
    let sp = [
        1000.0f32,
        -1000.0,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        464.0,
        0.0,
        -0.0,
    ];
    let out = convert("f32", f32b(&sp), 8, "ftof %a", "f8E4M3FN");
    out.ok();
    assert_eq!(
        out.u8s(1),
        vec![0x7E, 0xFE, 0x7E, 0xFE, 0x7F, 0x7E, 0x00, 0x80]
    );
    let sp = [
        1e6f32,
        -1e6,
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        61440.0,
        0.0,
        -0.0,
    ];
    let out = convert("f32", f32b(&sp), 8, "ftof %a", "f8E5M2");
    out.ok();
    assert_eq!(
        out.u8s(1),
        vec![0x7B, 0xFB, 0x7B, 0xFB, 0x7F, 0x7B, 0x00, 0x80]
    );
}

#[test]
fn ftof_into_e8m0_and_f4() {
    // e8m0 takes rounding<zero> or rounding<positive_inf>: 3 → 2 or 4; powers of two exact;
    // zero and negative values have no encoding and give NaN (0xFF).
    let xs = [3.0f32, 1.0, 0.375, 2f32.powi(-127), 0.0, -2.0, 6.0, 1e38];
    let out = convert("f32", f32b(&xs), 8, "ftof %a rounding<zero>", "f8E8M0FNU");
    out.ok();
    assert_eq!(
        out.u8s(1),
        vec![0x80, 0x7F, 0x7D, 0x00, 0xFF, 0xFF, 0x81, 0xFD]
    );
    let out = convert(
        "f32",
        f32b(&xs),
        8,
        "ftof %a rounding<positive_inf>",
        "f8E8M0FNU",
    );
    out.ok();
    assert_eq!(
        out.u8s(1),
        vec![0x81, 0x7F, 0x7E, 0x00, 0xFF, 0xFF, 0x82, 0xFE]
    );
    // f4: 0.25 ties to 0, 0.75 ties to 1.0 (even code), 2.5 ties to 2, 7 saturates to 6,
    // NaN gives +6 (CUDA's fp4 conversion, tileref's default), −0 stays −0.
    let body = format!(
        "    %a = constant <f32: [0.25, 0.75, 2.5, 7.0, 0x7FC00000, -0.0, -5.0, 1.25]> : tile<8xf32>
    %f = ftof %a : tile<8xf32> -> tile<8xf4E2M1FN>
    %r = pack %f : tile<8xf4E2M1FN> -> tile<4xi8>
{}",
        store("%o", "%r", &[4], "i8")
    );
    let out = run1(&module("%o: tile<ptr<i8>>", &body), vec![zeros(4)]);
    out.ok();
    // Codes: 0 = 0x0, 1.0 = 0x2, 2 = 0x4, 6 = 0x7, 6 = 0x7, −0 = 0x8, −4 = 0xE (tie 4/6 → 4),
    // 1.25 ties between 1.0 and 1.5 → 1.0 = 0x2.
    assert_eq!(out.u8s(0), vec![0x20, 0x74, 0x87, 0x2E]);
}

#[test]
fn ftof_tf32_both_ways() {
    // f32 → tf32 (10 mantissa bits): 1 + 3·2^−12 → 1 + 2^−10; tf32 → f32 is exact.
    let xs = [
        1.0 + 3.0 * 2f32.powi(-12),
        1.0 + 2f32.powi(-11),
        3.0 * 2f32.powi(-11) + 1.0,
        -2.5,
    ];
    let body = format!(
        "{}    %t = ftof %a : tile<4xf32> -> tile<4xtf32>
    %r = ftof %t : tile<4xtf32> -> tile<4xf32>
{}{}",
        load("%pa", "a", &[4], "f32"),
        store("%ot", "%t", &[4], "tf32"),
        store("%or", "%r", &[4], "f32")
    );
    let out = run1(
        &module(
            "%pa: tile<ptr<f32>>, %ot: tile<ptr<tf32>>, %or: tile<ptr<f32>>",
            &body,
        ),
        vec![Arg::Buf(f32b(&xs)), zeros(16), zeros(16)],
    );
    out.ok();
    // 1 + 2^−11 is a tie → 1.0; 1 + 3·2^−11 is a tie between 1 + 2^−10 and 1 + 2^−9 → 1 + 2^−9.
    let want = [1.0 + 2f32.powi(-10), 1.0, 1.0 + 2f32.powi(-9), -2.5];
    assert_eq!(out.f32s(1), want.to_vec(), "tf32 in memory is an f32 word");
    assert_eq!(out.f32s(2), want.to_vec());
}

#[test]
fn ftof_decodes_every_fp8_code() {
    let all: Vec<u8> = (0..=255).collect();
    for (t, dec) in [
        ("f8E4M3FN", from_e4m3 as fn(u8) -> f64),
        ("f8E5M2", from_e5m2),
        ("f8E8M0FNU", from_e8m0),
    ] {
        let out = convert(t, all.clone(), 256, "ftof %a", "f32");
        out.ok();
        for (c, got) in all.iter().zip(out.u32s(1)) {
            let v = dec(*c);
            let want = if v.is_nan() {
                0x7FFF_FFFF
            } else {
                (v as f32).to_bits()
            };
            assert_eq!(got, want, "ftof {t} {c:#x} -> f32");
        }
    }
    // e5m2 is the upper byte of f16, so e5m2 → f16 shifts the code (NaN → 0x7FFF).
    let out = convert("f8E5M2", all.clone(), 256, "ftof %a", "f16");
    out.ok();
    for (c, got) in all.iter().zip(out.u16s(1)) {
        let want = if from_e5m2(*c).is_nan() {
            0x7FFF
        } else {
            (*c as u16) << 8
        };
        assert_eq!(got, want, "e5m2 {c:#x} -> f16");
    }
}

#[test]
fn f4_decodes_through_unpack() {
    let bytes: Vec<u8> = (0..8)
        .map(|i| (2 * i) as u8 | (((2 * i + 1) as u8) << 4))
        .collect();
    let body = format!(
        "{}    %f = unpack %a : tile<8xi8> -> tile<16xf4E2M1FN>
    %r = ftof %f : tile<16xf4E2M1FN> -> tile<16xf32>
{}",
        load("%pa", "a", &[8], "i8"),
        store("%o", "%r", &[16], "f32")
    );
    let out = run1(
        &module("%pa: tile<ptr<i8>>, %o: tile<ptr<f32>>", &body),
        vec![Arg::Buf(bytes), zeros(64)],
    );
    out.ok();
    let want: Vec<f32> = (0..16).map(|c| from_f4(c) as f32).collect();
    assert_eq!(out.f32s(1), want);
}

#[test]
fn bitcast_keeps_every_bit() {
    let bits = [0xFFC0_1234u32, 0x7F80_0001, 0x8000_0000, 0x3F80_0000];
    let out = convert("f32", u32b(&bits), 4, "bitcast %a", "i32");
    out.ok();
    assert_eq!(out.u32s(1), bits.to_vec());
    let out = convert("i32", u32b(&bits), 4, "bitcast %a", "f32");
    out.ok();
    assert_eq!(out.u32s(1), bits.to_vec());
    let h = [0x7E01u16, 0xFC00, 0x0001, 0x8000];
    for (from, to) in [("f16", "i16"), ("i16", "bf16"), ("bf16", "f16")] {
        let out = convert(from, u16b(&h), 4, "bitcast %a", to);
        out.ok();
        assert_eq!(out.u16s(1), h.to_vec(), "{from} -> {to}");
    }
    let d = [
        0x7FF0_0000_0000_0001u64,
        0xFFF8_0000_0000_0000,
        1,
        0x8000_0000_0000_0000,
    ];
    let out = convert("f64", u64b(&d), 4, "bitcast %a", "i64");
    out.ok();
    assert_eq!(out.u64s(1), d.to_vec());
    let b = vec![0x7Fu8, 0xFF, 0x80, 0x01];
    for (from, to) in [
        ("i8", "f8E4M3FN"),
        ("f8E4M3FN", "f8E5M2"),
        ("f8E5M2", "f8E8M0FNU"),
        ("f8E8M0FNU", "i8"),
    ] {
        let out = convert(from, b.clone(), 4, "bitcast %a", to);
        out.ok();
        assert_eq!(out.u8s(1), b, "{from} -> {to}");
    }
}

#[test]
fn pointer_casts() {
    // ptr_to_int gives the address; int_to_ptr of address + 4 points at element 1;
    // ptr_to_ptr keeps the address and changes the pointee (f32 bits read as i32).
    let body = "
    %ai = ptr_to_int %p : tile<ptr<f32>> -> tile<i64>
    %four = constant <i64: 4> : tile<i64>
    %bi = addi %ai, %four : tile<i64>
    %q = int_to_ptr %bi : tile<i64> -> tile<ptr<f32>>
    %v, %t0 = load_ptr_tko weak %q : tile<ptr<f32>> -> tile<f32>, token
    %qi = ptr_to_ptr %q : tile<ptr<f32>> -> tile<ptr<i32>>
    %w, %t1 = load_ptr_tko weak %qi : tile<ptr<i32>> -> tile<i32>, token
    %t2 = store_ptr_tko weak %oa, %ai : tile<ptr<i64>>, tile<i64> -> token
    %t3 = store_ptr_tko weak %ov, %v : tile<ptr<f32>>, tile<f32> -> token
    %t4 = store_ptr_tko weak %ow, %w : tile<ptr<i32>>, tile<i32> -> token
    %pv = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %pb = broadcast %pv : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %pi = ptr_to_int %pb : tile<4xptr<f32>> -> tile<4xi64>
"
    .to_string()
        + &store("%ob", "%pi", &[4], "i64");
    let out = run1(
        &module("%p: tile<ptr<f32>>, %oa: tile<ptr<i64>>, %ov: tile<ptr<f32>>, %ow: tile<ptr<i32>>, %ob: tile<ptr<i64>>", &body),
        vec![Arg::Buf(f32b(&[1.5, 2.5])), zeros(8), zeros(4), zeros(4), zeros(32)],
    );
    out.ok();
    assert_eq!(out.u64s(1), vec![out.addrs[0]]);
    assert_eq!(out.f32s(2), vec![2.5]);
    assert_eq!(out.u32s(3), vec![2.5f32.to_bits()]);
    assert_eq!(out.u64s(4), vec![out.addrs[0]; 4]);
}

/// Runs `pack` on a constant and returns the bytes.
fn pack(constant: &str, from_ty: &str, nbytes: usize) -> Vec<u8> {
    let body = format!("    %a = constant {constant} : {from_ty}\n    %r = pack %a : {from_ty} -> tile<{nbytes}xi8>\n{}", store("%o", "%r", &[nbytes], "i8"));
    let out = run1(&module("%o: tile<ptr<i8>>", &body), vec![zeros(nbytes)]);
    out.ok();
    out.u8s(0)
}

#[test]
fn pack_lays_elements_out_little_endian() {
    // 16-bit and wider elements: little-endian bytes, element 0 first.
    assert_eq!(
        pack("<f16: [1.0, -2.0]>", "tile<2xf16>", 4),
        vec![0x00, 0x3C, 0x00, 0xC0]
    );
    assert_eq!(
        pack("<i32: [0x11223344, -1]>", "tile<2xi32>", 8),
        vec![0x44, 0x33, 0x22, 0x11, 0xFF, 0xFF, 0xFF, 0xFF]
    );
    assert_eq!(
        pack("<f64: [1.0]>", "tile<1xf64>", 8),
        vec![0, 0, 0, 0, 0, 0, 0xF0, 0x3F]
    );
    assert_eq!(
        pack("<bf16: [0x1234, 0xABCD]>", "tile<2xbf16>", 4),
        vec![0x34, 0x12, 0xCD, 0xAB]
    );
    // tf32 counts 32 bits: the f32 word with the low 13 mantissa bits zero.
    assert_eq!(
        pack("<tf32: [1.0, -2.0]>", "tile<2xtf32>", 8),
        vec![0, 0, 0x80, 0x3F, 0, 0, 0, 0xC0]
    );
    // 4-bit elements: element 2k in the low nibble of byte k.
    assert_eq!(
        pack("<f4E2M1FN: [0.5, 6.0, -1.0, 0.0]>", "tile<4xf4E2M1FN>", 2),
        vec![0x71, 0x0A]
    );
    // i1: one bit each, element 8k + b in bit b of byte k (tileref's documented order).
    assert_eq!(
        pack("<i1: [true, false, false, false, false, false, false, true, false, true, false, false, false, false, false, false]>", "tile<16xi1>", 2),
        vec![0x81, 0x02]
    );
}

#[test]
fn pack_i4_and_unpack_round_trips() {
    let body = format!(
        "    %a = constant <i8: [1, 2, 3, 4, 5, 6, 7, -8]> : tile<8xi8>
    %q = trunci %a : tile<8xi8> -> tile<8xi4>
    %r = pack %q : tile<8xi4> -> tile<4xi8>
{}",
        store("%o", "%r", &[4], "i8")
    );
    let out = run1(&module("%o: tile<ptr<i8>>", &body), vec![zeros(4)]);
    out.ok();
    assert_eq!(out.u8s(0), vec![0x21, 0x43, 0x65, 0x87]);

    // unpack: bytes → i4 (then sign-extended), → i1, → f16, → tf32.
    let bytes = vec![0x21u8, 0x43, 0x65, 0x87, 0x00, 0x3C, 0x00, 0xC0];
    let body = format!(
        "{}    %q = unpack %a : tile<8xi8> -> tile<16xi4>
    %s = exti %q signed : tile<16xi4> -> tile<16xi32>
    %b = unpack %a : tile<8xi8> -> tile<64xi1>
    %h = unpack %a : tile<8xi8> -> tile<4xf16>
    %t = unpack %a : tile<8xi8> -> tile<2xtf32>
    %tf = ftof %t : tile<2xtf32> -> tile<2xf32>
{}{}{}{}",
        load("%pa", "a", &[8], "i8"),
        store("%os", "%s", &[16], "i32"),
        store("%ob", "%b", &[64], "i1"),
        store("%oh", "%h", &[4], "f16"),
        store("%ot", "%tf", &[2], "f32")
    );
    let out = run1(
        &module("%pa: tile<ptr<i8>>, %os: tile<ptr<i32>>, %ob: tile<ptr<i1>>, %oh: tile<ptr<f16>>, %ot: tile<ptr<f32>>", &body),
        vec![Arg::Buf(bytes.clone()), zeros(64), zeros(64), zeros(8), zeros(8)],
    );
    out.ok();
    assert_eq!(
        out.i32s(1),
        vec![1, 2, 3, 4, 5, 6, 7, -8, 0, 0, -4, 3, 0, 0, 0, -4]
    );
    let bits: Vec<u8> = bytes
        .iter()
        .flat_map(|b| (0..8).map(move |i| (b >> i) & 1))
        .collect();
    assert_eq!(out.u8s(2), bits);
    assert_eq!(out.u16s(3), vec![0x4321, 0x8765, 0x3C00, 0xC000]);
    // tf32 words: 0x87654321 keeps its upper 19 bits (0x87654000 as f32); 0xC0003C00 → 0xC0002000.
    assert_eq!(
        out.u32s(4),
        vec![0x8765_4321 & !0x1FFF, 0xC000_3C00 & !0x1FFF]
    );
}

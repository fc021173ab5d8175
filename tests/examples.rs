//! Every example runs through `tileref run` with its launch spec, and its outputs are checked
//! against an independent computation (host IEEE arithmetic in the order docs/semantics.md
//! documents; exact bits unless stated).

use std::path::{Path, PathBuf};
use std::process::Command;

fn npy_bytes(p: &Path) -> (Vec<u64>, Vec<u8>) {
    let b = std::fs::read(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    assert_eq!(&b[..6], b"\x93NUMPY");
    let hlen = u16::from_le_bytes([b[8], b[9]]) as usize;
    let h = std::str::from_utf8(&b[10..10 + hlen]).unwrap();
    let shape_s = h
        .split("'shape': (")
        .nth(1)
        .unwrap()
        .split(')')
        .next()
        .unwrap();
    let shape = shape_s
        .split(',')
        .filter(|s| !s.trim().is_empty())
        .map(|s| s.trim().parse().unwrap())
        .collect();
    (shape, b[10 + hlen..].to_vec())
}

fn f32s(b: &[u8]) -> Vec<f32> {
    b.chunks(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

fn run_example(name: &str) -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = std::env::temp_dir().join(format!("tileref-example-{name}-{}", std::process::id()));
    let st = Command::new(env!("CARGO_BIN_EXE_tileref"))
        .arg("run")
        .arg(root.join(format!("examples/{name}.mlir")))
        .arg("--launch")
        .arg(root.join(format!("examples/{name}.launch.json")))
        .arg("--out")
        .arg(&out)
        .status()
        .expect("run tileref");
    assert!(st.success(), "tileref run {name} failed: {st}");
    let rep = std::fs::read_to_string(out.join("report.json")).unwrap();
    assert!(rep.contains("\"status\": \"ok\""), "{rep}");
    out
}

fn arg(out: &Path, k: usize) -> Vec<f32> {
    f32s(&npy_bytes(&out.join(format!("arg{k}.npy"))).1)
}

#[test]
fn vector_add() {
    let out = run_example("vector_add");
    let (a, b, c) = (arg(&out, 0), arg(&out, 1), arg(&out, 2));
    assert_eq!(c.len(), 1000);
    for i in 0..1000 {
        assert_eq!((a[i] + b[i]).to_bits(), c[i].to_bits(), "element {i}");
    }
}

/// exp correctly rounded to f32 (through f64, whose error is far below an f32 ulp).
fn exp_f32(x: f32) -> f32 {
    (x as f64).exp() as f32
}

#[test]
fn softmax() {
    let out = run_example("softmax");
    let (x, y) = (arg(&out, 0), arg(&out, 1));
    for r in 0..64 {
        let row = &x[r * 256..(r + 1) * 256];
        let m = row
            .iter()
            .fold(f32::NEG_INFINITY, |a, &v| if v > a { v } else { a });
        let e: Vec<f32> = row.iter().map(|&v| exp_f32(v - m)).collect();
        // The documented reduce order: a left fold from the identity in index order.
        let s = e.iter().fold(0.0f32, |acc, &v| v + acc);
        for j in 0..256 {
            assert_eq!(
                (e[j] / s).to_bits(),
                y[r * 256 + j].to_bits(),
                "row {r} column {j}"
            );
        }
    }
}

#[test]
fn layernorm() {
    let out = run_example("layernorm");
    let (x, y) = (arg(&out, 0), arg(&out, 1));
    for r in 0..64 {
        let row = &x[r * 256..(r + 1) * 256];
        let sum = row.iter().fold(0.0f32, |acc, &v| v + acc);
        let mean = sum * (1.0 / 256.0);
        let d: Vec<f32> = row.iter().map(|&v| v - mean).collect();
        // d*d is rounded before it is added (the kernel has no fma here).
        let ss = d.iter().map(|&v| v * v).fold(0.0f32, |acc, v| v + acc);
        let var = ss * (1.0 / 256.0);
        let rs = (1.0 / ((var + 1e-5f32) as f64).sqrt()) as f32;
        for j in 0..256 {
            assert_eq!(
                (d[j] * rs).to_bits(),
                y[r * 256 + j].to_bits(),
                "row {r} column {j}"
            );
        }
    }
}

#[test]
fn matmul() {
    use rustc_apfloat::ieee::{Quad, Single};
    use rustc_apfloat::{Float, FloatConvert, Round};
    let out = run_example("matmul");
    let (a, b, c) = (arg(&out, 0), arg(&out, 1), arg(&out, 2));
    let n = 128;
    // |x| = sig · 2^exp with a 24-bit integer sig (finite, nonzero x).
    let split = |x: f32| -> (i128, i32) {
        let b = x.to_bits();
        let (e, f) = (((b >> 23) & 0xFF) as i32, (b & 0x7F_FFFF) as i128);
        let sig = if e == 0 { f } else { f | 1 << 23 };
        let sig = if x < 0.0 { -sig } else { sig };
        (sig, e.max(1) - 150)
    };
    for i in 0..n {
        for j in 0..n {
            // The default mma: each mmaf (K in steps of 32) gives acc + Σ a·b exactly, rounded
            // once to f32. The oracle: the exact sum as an i128 in units of its least term,
            // then quad (exact below 2^113) rounded once to f32 by rustc_apfloat.
            let mut acc = 0.0f32;
            for k0 in (0..n).step_by(32) {
                let mut terms = vec![split(acc)];
                for k in k0..k0 + 32 {
                    let ((sa, ea), (sb, eb)) = (split(a[i * n + k]), split(b[k * n + j]));
                    terms.push((sa * sb, ea + eb));
                }
                terms.retain(|t| t.0 != 0);
                let unit = terms.iter().map(|t| t.1).min().unwrap_or(0);
                let total: i128 = terms.iter().map(|&(s, e)| s << (e - unit)).sum();
                assert!(
                    total.unsigned_abs() < 1 << 112,
                    "C[{i}][{j}]: the oracle's range"
                );
                let q = Quad::from_i128(total).value.scalbn(unit);
                let s: Single = q.convert_r(Round::NearestTiesToEven, &mut false).value;
                acc = f32::from_bits(s.to_bits() as u32);
            }
            assert_eq!(acc.to_bits(), c[i * n + j].to_bits(), "C[{i}][{j}]");
        }
    }
}

#[test]
fn reduction() {
    let out = run_example("reduction");
    let x: Vec<i32> = npy_bytes(&out.join("arg0.npy"))
        .1
        .chunks(4)
        .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    let s: Vec<i32> = npy_bytes(&out.join("arg1.npy"))
        .1
        .chunks(4)
        .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    assert_eq!(s[0], x.iter().fold(0i32, |a, &v| a.wrapping_add(v)));
}

#[test]
fn fp8_cast() {
    use tileref_spec::float_bits::{decode, encode_rne};
    use tileref_spec::types::ElemType::F8E4M3FN;
    let out = run_example("fp8_cast");
    let x = arg(&out, 0);
    let q = npy_bytes(&out.join("arg1.npy")).1;
    let y = arg(&out, 2);
    for i in 0..512 {
        let v = x[i];
        // Nearest even, saturating at ±448; NaN gives the canonical 0x7F.
        let want = if v.is_nan() {
            0x7F
        } else {
            encode_rne(F8E4M3FN, (v as f64).clamp(-448.0, 448.0)) as u8
        };
        assert_eq!(q[i], want, "element {i}: {v:e} ({:#x})", v.to_bits());
        let back = decode(F8E4M3FN, want as u64) as f32;
        if v.is_nan() {
            assert!(y[i].is_nan());
        } else {
            assert_eq!(back.to_bits(), y[i].to_bits(), "element {i}");
        }
    }
}

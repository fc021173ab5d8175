//! Atomics through whole kernels: atomic_rmw_tko in all ten modes (integer modes against i128
//! arithmetic, addf on f16/bf16/f32/f64 against host arithmetic), masks, duplicate addresses,
//! several blocks on one counter; atomic_cas_tko comparing bit for bit (NaN payloads, ±0);
//! atomic_red_view_tko on partition and strided views.

mod support;
use support::*;
use tileref_interp::{Category, Options, Schedule, Status};

/// `%ps`: 16 pointers to consecutive elements of `%p` (pointee `t`).
fn ptrs16(t: &str) -> String {
    format!(
        "    %pr = reshape %p : tile<ptr<{t}>> -> tile<1xptr<{t}>>
    %pb = broadcast %pr : tile<1xptr<{t}>> -> tile<16xptr<{t}>>
    %io = iota : tile<16xi32>
    %ps = offset %pb, %io : tile<16xptr<{t}>>, tile<16xi32> -> tile<16xptr<{t}>>
"
    )
}

/// One atomic_rmw_tko over 16 elements: memory `mem`, argument `arg` (bit patterns of width
/// `w`); returns (old values, memory after).
fn rmw(
    t: &str,
    w: u32,
    mode: &str,
    mem: &[u64],
    arg: &[u64],
    mask: Option<&str>,
) -> (Vec<u64>, Vec<u64>, tileref_interp::LaunchResult) {
    let (mdef, muse, mty) = match mask {
        Some(m) => (
            format!("    %m = constant <i1: [{m}]> : tile<16xi1>\n"),
            ", %m".to_string(),
            ", tile<16xi1>".to_string(),
        ),
        None => (String::new(), String::new(), String::new()),
    };
    let body = format!(
        "{}{}{mdef}    %old, %t = atomic_rmw_tko relaxed device %ps, {mode}, %a{muse} : tile<16xptr<{t}>>, tile<16x{t}>{mty} -> tile<16x{t}>, token
{}",
        ptrs16(t),
        load("%pa", "a", &[16], t),
        store("%o", "%old", &[16], t)
    );
    let out = run1(
        &module(
            &format!("%p: tile<ptr<{t}>>, %pa: tile<ptr<{t}>>, %o: tile<ptr<{t}>>"),
            &body,
        ),
        vec![
            Arg::Buf(int_bytes(mem, w)),
            Arg::Buf(int_bytes(arg, w)),
            zeros(16 * (w as usize / 8)),
        ],
    );
    (
        from_int_bytes(out.bytes(2), w),
        from_int_bytes(out.bytes(0), w),
        out.result,
    )
}

#[test]
fn rmw_integer_modes_return_the_old_value() {
    for (t, w) in [("i32", 32u32), ("i64", 64)] {
        let min = 1u64 << (w - 1);
        let mem: Vec<u64> = [
            0,
            1,
            5,
            min,
            min - 1,
            mask(w),
            0x1234,
            7,
            100,
            3,
            0,
            9,
            2,
            min,
            6,
            1,
        ]
        .iter()
        .map(|x| x & mask(w))
        .collect();
        let arg: Vec<u64> = [
            5,
            mask(w),
            3,
            1,
            1,
            1,
            0xFF,
            min,
            7,
            100,
            min - 1,
            mask(w) - 8,
            2,
            0,
            6,
            mask(w),
        ]
        .iter()
        .map(|x| x & mask(w))
        .collect();
        let modes: [(&str, fn(u64, u64, u32) -> u64); 9] = [
            ("and", |a, b, _| a & b),
            ("or", |a, b, _| a | b),
            ("xor", |a, b, _| a ^ b),
            ("add", |a, b, w| ((a as u128 + b as u128) as u64) & mask(w)),
            ("max", |a, b, w| if sx(a, w) >= sx(b, w) { a } else { b }),
            ("min", |a, b, w| if sx(a, w) <= sx(b, w) { a } else { b }),
            ("umax", |a, b, _| a.max(b)),
            ("umin", |a, b, _| a.min(b)),
            ("xchg", |_, b, _| b),
        ];
        for (mode, f) in modes {
            let (old, after, res) = rmw(t, w, mode, &mem, &arg, None);
            assert_eq!(res.status, Status::Ok, "{:#?}", res.reports);
            assert_eq!(old, mem, "{mode} {t}: old values");
            let want: Vec<u64> = mem.iter().zip(&arg).map(|(a, b)| f(*a, *b, w)).collect();
            assert_eq!(after, want, "{mode} {t}: memory");
        }
    }
}

#[test]
fn rmw_addf_on_every_float_type() {
    let mut g = Gen(3);
    let xs: Vec<f32> = (0..16)
        .map(|_| (g.next() % 2000) as f32 / 7.0 - 100.0)
        .collect();
    let ys: Vec<f32> = (0..16)
        .map(|_| (g.next() % 2000) as f32 / 3.0 - 300.0)
        .collect();
    // f32 and f64: host addition (round to nearest even).
    let (old, after, res) = rmw(
        "f32",
        32,
        "addf",
        &xs.iter().map(|x| x.to_bits() as u64).collect::<Vec<_>>(),
        &ys.iter().map(|x| x.to_bits() as u64).collect::<Vec<_>>(),
        None,
    );
    assert_eq!(res.status, Status::Ok);
    assert_eq!(
        old,
        xs.iter().map(|x| x.to_bits() as u64).collect::<Vec<_>>()
    );
    assert_eq!(
        after,
        xs.iter()
            .zip(&ys)
            .map(|(x, y)| (x + y).to_bits() as u64)
            .collect::<Vec<_>>()
    );
    let xd: Vec<f64> = xs.iter().map(|x| *x as f64 / 3.0).collect();
    let yd: Vec<f64> = ys.iter().map(|x| *x as f64 / 7.0).collect();
    let (_, after, _) = rmw(
        "f64",
        64,
        "addf",
        &xd.iter().map(|x| x.to_bits()).collect::<Vec<_>>(),
        &yd.iter().map(|x| x.to_bits()).collect::<Vec<_>>(),
        None,
    );
    assert_eq!(
        after,
        xd.iter()
            .zip(&yd)
            .map(|(x, y)| (x + y).to_bits())
            .collect::<Vec<_>>()
    );
    // f16 and bf16: the exact f64 sum rounded once.
    for (t, enc, dec) in [
        ("f16", to_f16 as fn(f64) -> u16, from_f16 as fn(u16) -> f64),
        ("bf16", to_bf16, from_bf16),
    ] {
        let a: Vec<u64> = xs.iter().map(|x| enc(*x as f64) as u64).collect();
        let b: Vec<u64> = ys.iter().map(|x| enc(*x as f64) as u64).collect();
        let (old, after, res) = rmw(t, 16, "addf", &a, &b, None);
        assert_eq!(res.status, Status::Ok);
        assert_eq!(old, a);
        let want: Vec<u64> = a
            .iter()
            .zip(&b)
            .map(|(x, y)| enc(dec(*x as u16) + dec(*y as u16)) as u64)
            .collect();
        assert_eq!(after, want, "addf {t}");
    }
    // xchg on floats moves bits (a NaN payload included).
    let nan = 0x7FC0_1234u64;
    let (old, after, _) = rmw(
        "f32",
        32,
        "xchg",
        &[1f32.to_bits() as u64; 16],
        &[nan; 16],
        None,
    );
    assert_eq!(old, vec![1f32.to_bits() as u64; 16]);
    assert_eq!(after, vec![nan; 16]);
    let (_, after, _) = rmw(
        "f64",
        64,
        "xchg",
        &[0; 16],
        &[0xFFF0_0000_0000_0001; 16],
        None,
    );
    assert_eq!(after, vec![0xFFF0_0000_0000_0001; 16]);
}

#[test]
fn masked_rmw_leaves_masked_lanes_alone() {
    let m = "true, false, true, false, true, true, false, false, true, false, true, false, true, true, true, false";
    let mem: Vec<u64> = (0..16).map(|i| 10 * i).collect();
    let arg: Vec<u64> = vec![1; 16];
    let (old, after, res) = rmw("i32", 32, "add", &mem, &arg, Some(m));
    assert_eq!(res.status, Status::Ok);
    let on: Vec<bool> = m.split(", ").map(|x| x == "true").collect();
    for i in 0..16 {
        if on[i] {
            assert_eq!(old[i], mem[i]);
            assert_eq!(after[i], mem[i] + 1);
        } else {
            // The returned value of a masked-off lane is implementation-defined; memory is untouched.
            assert_eq!(after[i], mem[i]);
        }
    }
    // With `strict`, the masked-off result is flagged as unspecified.
    let body = "
    %m = constant <i1: [true, false]> : tile<2xi1>
    %pr = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pb = broadcast %pr : tile<1xptr<i32>> -> tile<2xptr<i32>>
    %io = iota : tile<2xi32>
    %ps = offset %pb, %io : tile<2xptr<i32>>, tile<2xi32> -> tile<2xptr<i32>>
    %a = constant <i32: 4> : tile<2xi32>
    %old, %t = atomic_rmw_tko acq_rel tl_blk %ps, umax, %a, %m : tile<2xptr<i32>>, tile<2xi32>, tile<2xi1> -> tile<2xi32>, token
";
    let out = run_opts(
        &module("%p: tile<ptr<i32>>", body),
        [1, 1, 1],
        vec![Arg::Buf(i32b(&[1, 1]))],
        &Options {
            strict: true,
            ..opts()
        },
    );
    assert_eq!(out.result.status, Status::Ok);
    let w = out.report("unspecified-masked-atomic");
    assert_eq!(w.category, Category::Warning);
    assert_eq!(w.element.as_deref(), Some(&[1i64][..]));
    assert_eq!(out.i32s(0), vec![4, 1]);
}

#[test]
fn rmw_with_repeated_addresses_applies_every_element() {
    // All 16 lanes hit one counter: each lane is its own atomic transaction.
    let body = "
    %pr = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pb = broadcast %pr : tile<1xptr<i32>> -> tile<16xptr<i32>>
    %one = constant <i32: 1> : tile<16xi32>
    %old, %t = atomic_rmw_tko relaxed device %pb, add, %one : tile<16xptr<i32>>, tile<16xi32> -> tile<16xi32>, token
"
    .to_string()
        + &store("%o", "%old", &[16], "i32");
    let out = run1(
        &module("%p: tile<ptr<i32>>, %o: tile<ptr<i32>>", &body),
        vec![Arg::Buf(i32b(&[100])), zeros(64)],
    );
    out.ok();
    assert_eq!(out.i32s(0), vec![116]);
    // The order of the lanes is unspecified: the old values are 100..116 in some order.
    let mut old = out.i32s(1);
    old.sort();
    assert_eq!(old, (100..116).collect::<Vec<i32>>());
}

#[test]
fn blocks_share_a_counter_through_atomics() {
    let body = "
    %x, %y, %z = get_tile_block_id : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %xp = addi %x, %one : tile<i32>
    %old, %t = atomic_rmw_tko acq_rel device %p, add, %xp : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    %m, %t2 = atomic_rmw_tko relaxed device %q, max, %x : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
";
    for sched in [
        Schedule::Sequential,
        Schedule::Reverse,
        Schedule::Random(7),
        Schedule::Parallel,
    ] {
        let o = Options {
            schedule: sched,
            threads: Some(2),
            ..opts()
        };
        let out = run_opts(
            &module("%p: tile<ptr<i32>>, %q: tile<ptr<i32>>", body),
            [8, 2, 1],
            vec![Arg::Buf(i32b(&[0])), Arg::Buf(i32b(&[-5]))],
            &o,
        );
        out.ok();
        // Σ over 16 blocks of (x + 1) = 2 · (1 + … + 8) = 72.
        assert_eq!(out.i32s(0), vec![72], "{sched:?}");
        assert_eq!(out.i32s(1), vec![7], "{sched:?}");
    }
}

/// One atomic_cas_tko over 4 elements of `t`; returns (returned values, memory after).
fn cas(
    t: &str,
    w: u32,
    mem: &[u64],
    cmp: &[u64],
    val: &[u64],
    mask: Option<&str>,
) -> (Vec<u64>, Vec<u64>) {
    let (mdef, muse, mty) = match mask {
        Some(m) => (
            format!("    %m = constant <i1: [{m}]> : tile<4xi1>\n"),
            ", %m".to_string(),
            ", tile<4xi1>".to_string(),
        ),
        None => (String::new(), String::new(), String::new()),
    };
    let body = format!(
        "    %pr = reshape %p : tile<ptr<{t}>> -> tile<1xptr<{t}>>
    %pb = broadcast %pr : tile<1xptr<{t}>> -> tile<4xptr<{t}>>
    %io = iota : tile<4xi32>
    %ps = offset %pb, %io : tile<4xptr<{t}>>, tile<4xi32> -> tile<4xptr<{t}>>
{}{}{mdef}    %x, %t = atomic_cas_tko acq_rel device %ps, %c, %v{muse} : tile<4xptr<{t}>>, tile<4x{t}>{mty} -> tile<4x{t}>, token
{}",
        load("%pc", "c", &[4], t),
        load("%pv", "v", &[4], t),
        store("%o", "%x", &[4], t)
    );
    let out = run1(
        &module(
            &format!(
                "%p: tile<ptr<{t}>>, %pc: tile<ptr<{t}>>, %pv: tile<ptr<{t}>>, %o: tile<ptr<{t}>>"
            ),
            &body,
        ),
        vec![
            Arg::Buf(int_bytes(mem, w)),
            Arg::Buf(int_bytes(cmp, w)),
            Arg::Buf(int_bytes(val, w)),
            zeros(4 * w as usize / 8),
        ],
    );
    out.ok();
    (
        from_int_bytes(out.bytes(3), w),
        from_int_bytes(out.bytes(0), w),
    )
}

#[test]
fn cas_swaps_only_on_equal_bits() {
    // Integers: lanes 0 and 2 match.
    let (x, after) = cas(
        "i32",
        32,
        &[5, 6, 7, 0xFFFF_FFFF],
        &[5, 0, 7, 0x7FFF_FFFF],
        &[50, 60, 70, 80],
        None,
    );
    assert_eq!(x, vec![5, 6, 7, 0xFFFF_FFFF]);
    assert_eq!(after, vec![50, 6, 70, 0xFFFF_FFFF]);
    let (_, after) = cas(
        "i64",
        64,
        &[u64::MAX, 1, 2, 3],
        &[u64::MAX, 1, 0, 3],
        &[9, 9, 9, 9],
        None,
    );
    assert_eq!(after, vec![9, 9, 2, 9]);
    // f32, bit for bit: the same NaN swaps, a NaN with another payload does not; +0 ≠ −0.
    let qnan = 0x7FC0_0000u64;
    let mem = [qnan, qnan, 0x0000_0000, 0x8000_0000];
    let cmp = [qnan, 0x7FC0_0001, 0x8000_0000, 0x8000_0000];
    let val = [
        1f32.to_bits() as u64,
        2f32.to_bits() as u64,
        3f32.to_bits() as u64,
        4f32.to_bits() as u64,
    ];
    let (x, after) = cas("f32", 32, &mem, &cmp, &val, None);
    assert_eq!(x, mem.to_vec());
    assert_eq!(after, vec![val[0], qnan, 0, val[3]]);
    // f64 likewise.
    let dn = 0xFFF8_0000_0000_0001u64;
    let mem = [dn, 0, 0x8000_0000_0000_0000, 1f64.to_bits()];
    let cmp = [
        dn,
        0x8000_0000_0000_0000,
        0x8000_0000_0000_0000,
        1f64.to_bits(),
    ];
    let (_, after) = cas("f64", 64, &mem, &cmp, &[7; 4], None);
    assert_eq!(after, vec![7, 0, 7, 7]);
}

#[test]
fn masked_cas_returns_cmp_and_does_not_write() {
    let (x, after) = cas(
        "i32",
        32,
        &[1, 2, 3, 4],
        &[1, 2, 3, 4],
        &[10, 20, 30, 40],
        Some("false, true, false, true"),
    );
    // A masked-off lane returns its cmp value.
    assert_eq!(x, vec![1, 2, 3, 4]);
    assert_eq!(after, vec![1, 20, 3, 40]);
    let (x, after) = cas(
        "i32",
        32,
        &[1, 2, 3, 4],
        &[9, 8, 7, 6],
        &[10, 20, 30, 40],
        Some("false, false, true, true"),
    );
    assert_eq!(x, vec![9, 8, 3, 4]);
    assert_eq!(after, vec![1, 2, 3, 4]);
}

// ---- atomic_red_view_tko ----

/// A partition view of 16 i32 elements in tiles of 4 (the last one partial when `len` < 16)
/// and an atomic reduction at tile `%i` with `mode`.
fn red_kernel(t: &str, len: usize, mode: &str, extra: &str) -> String {
    let body = format!(
        "    %tv = make_tensor_view %p, shape = [{len}], strides = [1] : tensor_view<{len}x{t}, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<{len}x{t}, strides=[1]>>
{}    %tk = atomic_red_view_tko relaxed device %pv[%i], {mode}, %a {extra}: tile<4x{t}>, partition_view<tile=(4), tensor_view<{len}x{t}, strides=[1]>>, tile<i32> -> token
",
        load("%pa", "a", &[4], t)
    );
    module(
        &format!("%p: tile<ptr<{t}>>, %pa: tile<ptr<{t}>>, %i: tile<i32>"),
        &body,
    )
}

#[test]
fn atomic_red_view_every_mode() {
    let mem: Vec<u64> = (0..16).map(|i| (i * 3 + 1) as u64).collect();
    let arg: Vec<u64> = vec![5, 0xFFFF_FFF0, 2, 8];
    let modes: [(&str, fn(u64, u64) -> u64); 8] = [
        ("and", |a, b| a & b),
        ("or", |a, b| a | b),
        ("xor", |a, b| a ^ b),
        ("add", |a, b| (a + b) & 0xFFFF_FFFF),
        ("max", |a, b| {
            if (a as u32 as i32) >= (b as u32 as i32) {
                a
            } else {
                b
            }
        }),
        ("min", |a, b| {
            if (a as u32 as i32) <= (b as u32 as i32) {
                a
            } else {
                b
            }
        }),
        ("umax", |a, b| a.max(b)),
        ("umin", |a, b| a.min(b)),
    ];
    for (mode, f) in modes {
        for tile in [0u64, 2] {
            let out = run1(
                &red_kernel("i32", 16, mode, ""),
                vec![
                    Arg::Buf(int_bytes(&mem, 32)),
                    Arg::Buf(int_bytes(&arg, 32)),
                    Arg::Scalar(tile),
                ],
            );
            out.ok();
            let mut want = mem.clone();
            for j in 0..4 {
                let k = 4 * tile as usize + j;
                want[k] = f(mem[k], arg[j]);
            }
            assert_eq!(
                from_int_bytes(out.bytes(0), 32),
                want,
                "{mode} at tile {tile}"
            );
        }
    }
    // addf on f32 and f16.
    let xs = [1.5f32, -2.0, 0.25, 1e-3];
    let out = run1(
        &red_kernel("f32", 16, "addf", ""),
        vec![
            Arg::Buf(f32b(&[1.0; 16])),
            Arg::Buf(f32b(&xs)),
            Arg::Scalar(1),
        ],
    );
    out.ok();
    let v = out.f32s(0);
    assert_eq!(&v[4..8], &[2.5, -1.0, 1.25, 1.0 + 1e-3]);
    assert_eq!(&v[..4], &[1.0; 4]);
    let h: Vec<u16> = xs.iter().map(|x| to_f16(*x as f64)).collect();
    let out = run1(
        &red_kernel("f16", 16, "addf", ""),
        vec![
            Arg::Buf(u16b(&[to_f16(1.0); 16])),
            Arg::Buf(u16b(&h)),
            Arg::Scalar(3),
        ],
    );
    out.ok();
    let want: Vec<u16> = h.iter().map(|x| to_f16(from_f16(*x) + 1.0)).collect();
    assert_eq!(&out.u16s(0)[12..16], &want[..]);
}

#[test]
fn atomic_red_view_on_a_partial_tile_skips_outside_elements() {
    // 14 elements: tile 3 covers 12..16, of which 14 and 15 are outside and not touched.
    let out = run1(
        &red_kernel("i32", 14, "add", ""),
        vec![
            Arg::Buf(i32b(&[0; 16])),
            Arg::Buf(i32b(&[1, 2, 3, 4])),
            Arg::Scalar(3),
        ],
    );
    out.ok();
    let v = out.i32s(0);
    assert_eq!(&v[12..16], &[1, 2, 0, 0]);
    // An index outside the index space (4 tiles) is undefined.
    let out = run1(
        &red_kernel("i32", 14, "add", ""),
        vec![
            Arg::Buf(i32b(&[0; 16])),
            Arg::Buf(i32b(&[1, 2, 3, 4])),
            Arg::Scalar(4),
        ],
    );
    out.ub(
        "view-index-out-of-range",
        "atomic_red_view_tko",
        None,
        [0, 0, 0],
    );
    // inbounds = [true] promises the tile is inside: broken on the partial tile.
    let out = run1(
        &red_kernel("i32", 14, "add", "inbounds = [true] "),
        vec![
            Arg::Buf(i32b(&[0; 16])),
            Arg::Buf(i32b(&[1, 2, 3, 4])),
            Arg::Scalar(3),
        ],
    );
    out.ub(
        "inbounds-violated",
        "atomic_red_view_tko",
        Some(&[2]),
        [0, 0, 0],
    );
    let out = run1(
        &red_kernel("i32", 14, "add", "inbounds = [true] "),
        vec![
            Arg::Buf(i32b(&[0; 16])),
            Arg::Buf(i32b(&[1, 2, 3, 4])),
            Arg::Scalar(2),
        ],
    );
    out.ok();
}

#[test]
fn atomic_red_view_on_overlapping_strided_tiles_accumulates() {
    // 2-D tensor 4x8, tiles 2x4 with traversal strides [1, 2]: every block adds ones at its
    // tile; overlapping tiles add up. Reference: count the covering tiles per element.
    let body = "
    %tv = make_tensor_view %p, shape = [4, 8], strides = [8, 1] : tensor_view<4x8xi64, strides=[8,1]>
    %sv = make_strided_view %tv : strided_view<tile=(2x4), traversal_strides=[1,2], tensor_view<4x8xi64, strides=[8,1]>>
    %x, %y, %z = get_tile_block_id : tile<i32>
    %one = constant <i64: 1> : tile<2x4xi64>
    %tk = atomic_red_view_tko relaxed device %sv[%x, %y], add, %one : tile<2x4xi64>, strided_view<tile=(2x4), traversal_strides=[1,2], tensor_view<4x8xi64, strides=[8,1]>>, tile<i32> -> token
";
    // Index space: ceil(4 / 1) x ceil(8 / 2) = 4 x 4; tiles at rows 3 and columns 6 are partial.
    for sched in [Schedule::Sequential, Schedule::Parallel] {
        let o = Options {
            schedule: sched,
            threads: Some(2),
            ..opts()
        };
        let out = run_opts(
            &module("%p: tile<ptr<i64>>", body),
            [4, 4, 1],
            vec![zeros(256)],
            &o,
        );
        out.ok();
        let mut want = vec![0i64; 32];
        for bx in 0..4 {
            for by in 0..4 {
                for r in 0..2 {
                    for c in 0..4 {
                        let (row, col) = (bx + r, 2 * by + c);
                        if row < 4 && col < 8 {
                            want[row * 8 + col] += 1;
                        }
                    }
                }
            }
        }
        assert_eq!(out.i64s(0), want);
    }
}

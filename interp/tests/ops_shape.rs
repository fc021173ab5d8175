//! Tile construction and shape ops through whole kernels: constant, iota, broadcast, reshape,
//! permute, cat, extract, insert (with out-of-range slices), offset (with overflow), and the
//! grid queries on 1-, 2- and 3-D grids. Expected tiles come from plain reference loops.

mod support;
use support::*;

/// Row-major index of `idx` in `shape`.
fn lin(idx: &[usize], shape: &[usize]) -> usize {
    idx.iter().zip(shape).fold(0, |acc, (i, d)| acc * d + i)
}
fn unlin(mut l: usize, shape: &[usize]) -> Vec<usize> {
    let mut v = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        v[d] = l % shape[d];
        l /= shape[d];
    }
    v
}

#[test]
fn constants_of_every_kind_reach_memory_bit_exact() {
    let body = format!(
        "    %a = constant <i8: [-1, 255, 0x80, 127]> : tile<4xi8>
    %b = constant <i16: [[0x8000, 0xFFFF], [-2, 7]]> : tile<2x2xi16>
    %c = constant <f32: [0x7FC00001, -0.0, 1.5, 0xFF800000]> : tile<4xf32>
    %d = constant <f64: 2.5> : tile<4xf64>
    %e = constant <f16: [70000.0, 0x7E01, -2.5, 6.103515625e-05]> : tile<4xf16>
    %f = constant <i1: [true, false, 1, 0]> : tile<4xi1>
    %g = constant <f8E4M3FN: [448.0, -0.5, 0x7F, 1.0]> : tile<4xf8E4M3FN>
    %h = constant <bf16: [3.140625, 0xFF80, 1.0, -2.0]> : tile<4xbf16>
    %i = constant <i64: -9223372036854775808> : tile<4xi64>
{}{}{}{}{}{}{}{}{}",
        store("%oa", "%a", &[4], "i8"),
        store("%ob", "%b", &[2, 2], "i16"),
        store("%oc", "%c", &[4], "f32"),
        store("%od", "%d", &[4], "f64"),
        store("%oe", "%e", &[4], "f16"),
        store("%of", "%f", &[4], "i1"),
        store("%og", "%g", &[4], "f8E4M3FN"),
        store("%oh", "%h", &[4], "bf16"),
        store("%oi", "%i", &[4], "i64"),
    );
    let params = "%oa: tile<ptr<i8>>, %ob: tile<ptr<i16>>, %oc: tile<ptr<f32>>, %od: tile<ptr<f64>>, %oe: tile<ptr<f16>>, %of: tile<ptr<i1>>, %og: tile<ptr<f8E4M3FN>>, %oh: tile<ptr<bf16>>, %oi: tile<ptr<i64>>";
    let out = run1(
        &module(params, &body),
        vec![
            zeros(4),
            zeros(8),
            zeros(16),
            zeros(32),
            zeros(8),
            zeros(4),
            zeros(4),
            zeros(8),
            zeros(32),
        ],
    );
    out.ok();
    assert_eq!(out.u8s(0), vec![0xFF, 0xFF, 0x80, 0x7F]);
    assert_eq!(out.u16s(1), vec![0x8000, 0xFFFF, 0xFFFE, 7]);
    // Constants keep NaN payloads: no arithmetic happened.
    assert_eq!(
        out.u32s(2),
        vec![0x7FC0_0001, 0x8000_0000, 1.5f32.to_bits(), 0xFF80_0000]
    );
    assert_eq!(out.f64s(3), vec![2.5; 4]);
    // 70000 rounds to +inf; 2^-14 is the smallest normal f16.
    assert_eq!(out.u16s(4), vec![0x7C00, 0x7E01, 0xC100, 0x0400]);
    assert_eq!(out.u8s(5), vec![1, 0, 1, 0]);
    assert_eq!(out.u8s(6), vec![0x7E, 0xB0, 0x7F, 0x38]);
    assert_eq!(out.u16s(7), vec![0x4049, 0xFF80, 0x3F80, 0xC000]);
    assert_eq!(out.i64s(8), vec![i64::MIN; 4]);
}

#[test]
fn iota_counts_up_and_may_fill_the_whole_width() {
    let body = format!(
        "    %a = iota : tile<128xi32>\n    %b = iota : tile<256xi8>\n    %c = iota : tile<4xi64>\n{}{}{}",
        store("%oa", "%a", &[128], "i32"),
        store("%ob", "%b", &[256], "i8"),
        store("%oc", "%c", &[4], "i64")
    );
    let out = run1(
        &module(
            "%oa: tile<ptr<i32>>, %ob: tile<ptr<i8>>, %oc: tile<ptr<i64>>",
            &body,
        ),
        vec![zeros(512), zeros(256), zeros(32)],
    );
    out.ok();
    assert_eq!(out.i32s(0), (0..128).collect::<Vec<i32>>());
    // 256 elements of i8 end at 255 (read as unsigned).
    assert_eq!(out.u8s(1), (0..=255).collect::<Vec<u8>>());
    assert_eq!(out.i64s(2), vec![0, 1, 2, 3]);
}

/// Loads an iota-valued source of `src` shape, applies `line` (defining %r of `dst` shape)
/// and returns the stored result.
fn shape_op(src: &[usize], line: &str, dst: &[usize]) -> Vec<i32> {
    let n: usize = src.iter().product();
    let m: usize = dst.iter().product();
    let body = format!(
        "    %i = iota : tile<{n}xi32>\n    %s = reshape %i : tile<{n}xi32> -> {}\n    %r = {line}\n{}",
        ty(src, "i32"),
        store("%o", "%r", dst, "i32")
    );
    let out = run1(&module("%o: tile<ptr<i32>>", &body), vec![zeros(4 * m)]);
    out.ok();
    out.i32s(0)
}

#[test]
fn broadcast_replicates_unit_dimensions() {
    for (src, dst) in [
        (vec![1, 4], vec![2, 4]),
        (vec![4, 1], vec![4, 8]),
        (vec![1, 2, 1], vec![4, 2, 2]),
        (vec![1], vec![8]),
        (vec![2, 2], vec![2, 2]),
    ] {
        let got = shape_op(
            &src,
            &format!("broadcast %s : {} -> {}", ty(&src, "i32"), ty(&dst, "i32")),
            &dst,
        );
        let m: usize = dst.iter().product();
        for (l, g) in got.iter().enumerate().take(m) {
            let idx = unlin(l, &dst);
            let sidx: Vec<usize> = idx
                .iter()
                .zip(&src)
                .map(|(i, d)| if *d == 1 { 0 } else { *i })
                .collect();
            assert_eq!(
                *g as usize,
                lin(&sidx, &src),
                "broadcast {src:?} -> {dst:?} at {idx:?}"
            );
        }
    }
    // A rank-0 tile is broadcast after a reshape.
    let body = format!(
        "    %x = constant <f32: 2.5> : tile<f32>\n    %x1 = reshape %x : tile<f32> -> tile<1x1xf32>\n    %r = broadcast %x1 : tile<1x1xf32> -> tile<2x4xf32>\n{}",
        store("%o", "%r", &[2, 4], "f32")
    );
    let out = run1(&module("%o: tile<ptr<f32>>", &body), vec![zeros(32)]);
    out.ok();
    assert_eq!(out.f32s(0), vec![2.5; 8]);
}

#[test]
fn reshape_keeps_row_major_order() {
    let got = shape_op(
        &[2, 8],
        "reshape %s : tile<2x8xi32> -> tile<4x2x2xi32>",
        &[4, 2, 2],
    );
    assert_eq!(got, (0..16).collect::<Vec<i32>>());
    let body = format!(
        "    %x = constant <i32: 9> : tile<i32>\n    %y = reshape %x : tile<i32> -> tile<1x1x1xi32>\n    %z = reshape %y : tile<1x1x1xi32> -> tile<i32>\n    %r = reshape %z : tile<i32> -> tile<1xi32>\n{}",
        store("%o", "%r", &[1], "i32")
    );
    let out = run1(&module("%o: tile<ptr<i32>>", &body), vec![zeros(4)]);
    out.ok();
    assert_eq!(out.i32s(0), vec![9]);
}

#[test]
fn permute_moves_dimensions() {
    let src = [2usize, 4, 8];
    for p in [
        [2usize, 0, 1],
        [1, 0, 2],
        [0, 2, 1],
        [2, 1, 0],
        [1, 2, 0],
        [0, 1, 2],
    ] {
        let dst: Vec<usize> = p.iter().map(|&i| src[i]).collect();
        let ps: Vec<String> = p.iter().map(|x| x.to_string()).collect();
        let got = shape_op(
            &src,
            &format!(
                "permute %s [{}] : {} -> {}",
                ps.join(", "),
                ty(&src, "i32"),
                ty(&dst, "i32")
            ),
            &dst,
        );
        for (l, g) in got.iter().enumerate() {
            let idx = unlin(l, &dst);
            // result[idx] = src[idx'] with idx'[p[i]] = idx[i].
            let mut sidx = [0usize; 3];
            for i in 0..3 {
                sidx[p[i]] = idx[i];
            }
            assert_eq!(*g as usize, lin(&sidx, &src), "permute {p:?} at {idx:?}");
        }
    }
}

#[test]
fn cat_along_each_dimension() {
    for (d, a, b) in [
        (0usize, vec![2usize, 4], vec![2usize, 4]),
        (1, vec![2, 4], vec![2, 4]),
        (0, vec![1, 4], vec![1, 4]),
        (1, vec![2, 2, 2], vec![2, 2, 2]),
        (2, vec![2, 2, 1], vec![2, 2, 1]),
    ] {
        let na: usize = a.iter().product();
        let nb: usize = b.iter().product();
        let mut r = a.clone();
        r[d] += b[d];
        let body = format!(
            "    %i = iota : tile<{na}xi32>
    %x = reshape %i : tile<{na}xi32> -> {ta}
    %j = iota : tile<{nb}xi32>
    %k = constant <i32: 100> : tile<{nb}xi32>
    %jk = addi %j, %k : tile<{nb}xi32>
    %y = reshape %jk : tile<{nb}xi32> -> {tb}
    %r = cat %x, %y dim = {d} : {ta}, {tb} -> {tr}
{}",
            store("%o", "%r", &r, "i32"),
            ta = ty(&a, "i32"),
            tb = ty(&b, "i32"),
            tr = ty(&r, "i32"),
        );
        let out = run1(
            &module("%o: tile<ptr<i32>>", &body),
            vec![zeros(4 * (na + nb))],
        );
        out.ok();
        for (l, g) in out.i32s(0).iter().enumerate() {
            let mut idx = unlin(l, &r);
            let want = if idx[d] < a[d] {
                lin(&idx, &a) as i32
            } else {
                idx[d] -= a[d];
                100 + lin(&idx, &b) as i32
            };
            assert_eq!(*g, want, "cat dim {d} {a:?} {b:?} at {l}");
        }
    }
}

/// extract with dynamic (argument) slice indices.
fn extract_kernel(src: &[usize], dst: &[usize]) -> String {
    let n: usize = src.iter().product();
    let params: Vec<String> = (0..src.len())
        .map(|d| format!("%i{d}: tile<i32>"))
        .collect();
    let idx: Vec<String> = (0..src.len()).map(|d| format!("%i{d}")).collect();
    let body = format!(
        "    %i = iota : tile<{n}xi32>\n    %s = reshape %i : tile<{n}xi32> -> {ts}\n    %r = extract %s[{}] : {ts} -> {td}\n{}",
        idx.join(", "),
        store("%o", "%r", dst, "i32"),
        ts = ty(src, "i32"),
        td = ty(dst, "i32")
    );
    module(&format!("%o: tile<ptr<i32>>, {}", params.join(", ")), &body)
}

#[test]
fn extract_takes_whole_slices() {
    let src = [8usize, 8];
    let dst = [2usize, 4];
    let k = extract_kernel(&src, &dst);
    for (a, b) in [(0u64, 0u64), (1, 1), (3, 0), (2, 1)] {
        let out = run1(&k, vec![zeros(32), Arg::Scalar(a), Arg::Scalar(b)]);
        out.ok();
        for (l, g) in out.i32s(0).iter().enumerate() {
            let j = unlin(l, &dst);
            let want = lin(&[a as usize * 2 + j[0], b as usize * 4 + j[1]], &src);
            assert_eq!(*g as usize, want, "extract [{a}, {b}] at {j:?}");
        }
    }
    // Equal shapes: index 0 is the whole tile.
    let out = run1(&extract_kernel(&[4], &[4]), vec![zeros(16), Arg::Scalar(0)]);
    out.ok();
    assert_eq!(out.i32s(0), vec![0, 1, 2, 3]);
}

#[test]
fn extract_out_of_range_is_undefined() {
    let k = extract_kernel(&[8, 8], &[2, 4]);
    // Dimension 1 has 2 slices: index 2 is outside. Indices are unsigned: −1 is huge.
    let out = run1(&k, vec![zeros(32), Arg::Scalar(0), Arg::Scalar(2)]);
    let r = out.ub("slice-out-of-range", "extract", None, [0, 0, 0]);
    assert_eq!(r.element, None);
    let out = run1(
        &k,
        vec![zeros(32), Arg::Scalar(u32::MAX as u64), Arg::Scalar(0)],
    );
    out.ub("slice-out-of-range", "extract", None, [0, 0, 0]);
    assert_eq!(out.i32s(0), vec![0; 8], "nothing stored after the UB");
}

fn insert_kernel() -> String {
    let body = format!(
        "    %d = constant <i32: 0> : tile<4x8xi32>
    %i = iota : tile<8xi32>
    %one = constant <i32: 1> : tile<8xi32>
    %i1 = addi %i, %one : tile<8xi32>
    %s = reshape %i1 : tile<8xi32> -> tile<2x4xi32>
    %r = insert %s, %d[%a, %b] : tile<2x4xi32>, tile<4x8xi32>
{}",
        store("%o", "%r", &[4, 8], "i32")
    );
    module("%o: tile<ptr<i32>>, %a: tile<i32>, %b: tile<i32>", &body)
}

#[test]
fn insert_replaces_one_slice() {
    let k = insert_kernel();
    for (a, b) in [(0u64, 0u64), (1, 1), (0, 1), (1, 0)] {
        let out = run1(&k, vec![zeros(128), Arg::Scalar(a), Arg::Scalar(b)]);
        out.ok();
        let mut want = vec![0i32; 32];
        for r in 0..2 {
            for c in 0..4 {
                want[lin(&[a as usize * 2 + r, b as usize * 4 + c], &[4, 8])] =
                    (r * 4 + c + 1) as i32;
            }
        }
        assert_eq!(out.i32s(0), want, "insert [{a}, {b}]");
    }
    let out = run1(&k, vec![zeros(128), Arg::Scalar(2), Arg::Scalar(0)]);
    out.ub("slice-out-of-range", "insert", None, [0, 0, 0]);
}

#[test]
fn offset_scales_by_the_element_size() {
    // Offsets of several integer types, negative ones included, on several pointee sizes.
    let body = "
    %pr = reshape %p : tile<ptr<i16>> -> tile<1xptr<i16>>
    %pb = broadcast %pr : tile<1xptr<i16>> -> tile<4xptr<i16>>
    %k = constant <i8: [3, 1, 2, 0]> : tile<4xi8>
    %q = offset %pb, %k : tile<4xptr<i16>>, tile<4xi8> -> tile<4xptr<i16>>
    %v, %t0 = load_ptr_tko weak %q : tile<4xptr<i16>> -> tile<4xi16>, token
    %end = constant <i64: 3> : tile<i64>
    %pe = offset %p, %end : tile<ptr<i16>>, tile<i64> -> tile<ptr<i16>>
    %back = constant <i32: -2> : tile<i32>
    %pm = offset %pe, %back : tile<ptr<i16>>, tile<i32> -> tile<ptr<i16>>
    %w, %t1 = load_ptr_tko weak %pm : tile<ptr<i16>> -> tile<i16>, token
    %wr = reshape %w : tile<i16> -> tile<1xi16>
    %wb = broadcast %wr : tile<1xi16> -> tile<4xi16>
    %r = addi %v, %wb : tile<4xi16>
";
    let body = format!("{body}{}", store("%o", "%r", &[4], "i16"));
    let out = run1(
        &module("%p: tile<ptr<i16>>, %o: tile<ptr<i16>>", &body),
        vec![Arg::Buf(u16b(&[10, 20, 30, 40])), zeros(8)],
    );
    out.ok();
    // v = [40, 20, 30, 10]; w = p[1] = 20.
    assert_eq!(out.u16s(1), vec![60, 40, 50, 30]);
}

#[test]
fn offset_overflow_is_undefined() {
    // offset × 8 overflows a signed 64-bit integer at element 2.
    let body = "
    %pr = reshape %p : tile<ptr<f64>> -> tile<1xptr<f64>>
    %pb = broadcast %pr : tile<1xptr<f64>> -> tile<4xptr<f64>>
    %k = constant <i64: [0, 1, 0x1000000000000000, 2]> : tile<4xi64>
    %q = offset %pb, %k : tile<4xptr<f64>>, tile<4xi64> -> tile<4xptr<f64>>
";
    let out = run1(&module("%p: tile<ptr<f64>>", body), vec![zeros(32)]);
    out.ub("offset-overflow", "offset", Some(&[2]), [0, 0, 0]);
    // The address wraps past 2^64 (unsigned overflow of the add) at element 1.
    let body = "
    %top = constant <i64: -16> : tile<i64>
    %tp = int_to_ptr %top : tile<i64> -> tile<ptr<i32>>
    %pr = reshape %tp : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pb = broadcast %pr : tile<1xptr<i32>> -> tile<2xptr<i32>>
    %k = constant <i32: [3, 4]> : tile<2xi32>
    %q = offset %pb, %k : tile<2xptr<i32>>, tile<2xi32> -> tile<2xptr<i32>>
";
    let out = run1(&module("", body), vec![]);
    out.ub("offset-overflow", "offset", Some(&[1]), [0, 0, 0]);
    // Below address 0 as well.
    let body = "
    %low = constant <i64: 8> : tile<i64>
    %lp = int_to_ptr %low : tile<i64> -> tile<ptr<i32>>
    %k = constant <i32: -3> : tile<i32>
    %q = offset %lp, %k : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
";
    let out = run1(&module("", body), vec![]);
    out.ub("offset-overflow", "offset", Some(&[]), [0, 0, 0]);
}

/// Every block writes (x, y, z, gx, gy, gz) at its linear position x + gx·(y + gy·z).
fn grid_kernel() -> String {
    let body = "
    %x, %y, %z = get_tile_block_id : tile<i32>
    %gx, %gy, %gz = get_num_tile_blocks : tile<i32>
    %zy = muli %z, %gy : tile<i32>
    %zyy = addi %zy, %y : tile<i32>
    %l0 = muli %zyy, %gx : tile<i32>
    %l = addi %l0, %x : tile<i32>
    %six = constant <i32: 6> : tile<i32>
    %base = muli %l, %six : tile<i32>
    %q = offset %o, %base : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %v0 = reshape %x : tile<i32> -> tile<1xi32>
    %v1 = reshape %y : tile<i32> -> tile<1xi32>
    %v2 = reshape %z : tile<i32> -> tile<1xi32>
    %v3 = reshape %gx : tile<i32> -> tile<1xi32>
    %v4 = reshape %gy : tile<i32> -> tile<1xi32>
    %v5 = reshape %gz : tile<i32> -> tile<1xi32>
    %c01 = cat %v0, %v1 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %c23 = cat %v2, %v3 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %c45 = cat %v4, %v5 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>
    %c03 = cat %c01, %c23 dim = 0 : tile<2xi32>, tile<2xi32> -> tile<4xi32>
    %pad = constant <i32: -1> : tile<2xi32>
    %c47 = cat %c45, %pad dim = 0 : tile<2xi32>, tile<2xi32> -> tile<4xi32>
    %all = cat %c03, %c47 dim = 0 : tile<4xi32>, tile<4xi32> -> tile<8xi32>
    %qr = reshape %q : tile<ptr<i32>> -> tile<1xptr<i32>>
    %qb = broadcast %qr : tile<1xptr<i32>> -> tile<8xptr<i32>>
    %io = iota : tile<8xi32>
    %qs = offset %qb, %io : tile<8xptr<i32>>, tile<8xi32> -> tile<8xptr<i32>>
    %m = constant <i1: [true, true, true, true, true, true, false, false]> : tile<8xi1>
    %t = store_ptr_tko weak %qs, %all, %m : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> token
";
    module("%o: tile<ptr<i32>>", body)
}

#[test]
fn block_ids_and_grid_extents_on_1d_2d_3d_grids() {
    for grid in [[5u32, 1, 1], [4, 3, 1], [2, 3, 4], [1, 1, 3]] {
        let total = (grid[0] * grid[1] * grid[2]) as usize;
        for sched in [
            tileref_interp::Schedule::Sequential,
            tileref_interp::Schedule::Reverse,
            tileref_interp::Schedule::Parallel,
        ] {
            let o = tileref_interp::Options {
                schedule: sched,
                threads: Some(2),
                ..opts()
            };
            let out = run_opts(&grid_kernel(), grid, vec![zeros(24 * total)], &o);
            out.ok();
            let v = out.i32s(0);
            for z in 0..grid[2] {
                for y in 0..grid[1] {
                    for x in 0..grid[0] {
                        let l = (x + grid[0] * (y + grid[1] * z)) as usize;
                        assert_eq!(
                            &v[6 * l..6 * l + 6],
                            &[
                                x as i32,
                                y as i32,
                                z as i32,
                                grid[0] as i32,
                                grid[1] as i32,
                                grid[2] as i32
                            ],
                            "grid {grid:?} block ({x}, {y}, {z})"
                        );
                    }
                }
            }
        }
    }
}

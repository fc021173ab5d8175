//! Views through whole kernels, checked against a small reference model of the digest's §7:
//! partition views (partial tiles with every padding value, dim_map), strided views
//! (overlapping and skipping tiles), gather/scatter views (element coordinates from the index
//! tile, scalar indices as element offsets), stores that skip out-of-bounds elements, index
//! space and tensor shape queries, and the view UB cases (index outside the index space,
//! broken `inbounds` promises, offset overflow, tiles entirely outside).

mod support;
use support::*;
use tileref_interp::{Category, Options, Status};

/// A partition or strided view in the reference model.
struct View {
    shape: Vec<usize>,
    strides: Vec<usize>,
    tile: Vec<usize>,
    dim_map: Vec<usize>,
    /// Tile origin step per tile dimension: the tile size (partition) or traversal stride.
    step: Vec<usize>,
}

impl View {
    fn ispace(&self) -> Vec<usize> {
        (0..self.tile.len())
            .map(|i| self.shape[self.dim_map[i]].div_ceil(self.step[i]))
            .collect()
    }
    /// Linear element offset of tile element `j` at `index`, or None when outside the tensor.
    fn place(&self, index: &[usize], j: &[usize]) -> Option<usize> {
        let mut c = vec![0; self.shape.len()];
        for i in 0..self.tile.len() {
            let d = self.dim_map[i];
            c[d] = index[i] * self.step[i] + j[i];
            if c[d] >= self.shape[d] {
                return None;
            }
        }
        Some(c.iter().zip(&self.strides).map(|(a, b)| a * b).sum())
    }
}

fn unlin(mut l: usize, shape: &[usize]) -> Vec<usize> {
    let mut v = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        v[d] = l % shape[d];
        l /= shape[d];
    }
    v
}

fn list(v: &[usize]) -> String {
    v.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}
fn xs(v: &[usize]) -> String {
    v.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join("x")
}

fn tv_type(v: &View, t: &str) -> String {
    format!(
        "tensor_view<{}x{t}, strides=[{}]>",
        xs(&v.shape),
        v.strides
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(",")
    )
}

/// The view type text: `partition_view` when every step equals the tile, else `strided_view`.
fn view_type(v: &View, t: &str, padding: Option<&str>) -> String {
    let pad = padding
        .map(|p| format!("padding_value = {p}, "))
        .unwrap_or_default();
    let identity: Vec<usize> = (0..v.tile.len()).collect();
    let dm = if v.dim_map == identity {
        String::new()
    } else {
        format!(", dim_map=[{}]", list(&v.dim_map))
    };
    if v.step == v.tile {
        format!(
            "partition_view<tile=({}), {pad}{}{dm}>",
            xs(&v.tile),
            tv_type(v, t)
        )
    } else {
        format!(
            "strided_view<tile=({}), traversal_strides=[{}], {pad}{}{dm}>",
            xs(&v.tile),
            v.step
                .iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(","),
            tv_type(v, t)
        )
    }
}

fn make_view(v: &View, t: &str, padding: Option<&str>) -> String {
    let op = if v.step == v.tile {
        "make_partition_view"
    } else {
        "make_strided_view"
    };
    format!(
        "    %tv = make_tensor_view %p, shape = [{}], strides = [{}] : {}\n    %v = {op} %tv : {}\n",
        list(&v.shape),
        list(&v.strides),
        tv_type(v, t),
        view_type(v, t, padding)
    )
}

/// The block ids as view indices (as many as the view rank) and `%q`, the output pointer of
/// this block: `%o` + linear block id · `n`.
fn block_prologue(rank: usize, n: usize, t: &str) -> (String, String) {
    let s = format!(
        "    %x, %y, %z = get_tile_block_id : tile<i32>
    %gx, %gy, %gz = get_num_tile_blocks : tile<i32>
    %l0 = muli %z, %gy : tile<i32>
    %l1 = addi %l0, %y : tile<i32>
    %l2 = muli %l1, %gx : tile<i32>
    %l3 = addi %l2, %x : tile<i32>
    %nn = constant <i32: {n}> : tile<i32>
    %base = muli %l3, %nn : tile<i32>
    %q = offset %o, %base : tile<ptr<{t}>>, tile<i32> -> tile<ptr<{t}>>
"
    );
    let idx = ["%x", "%y", "%z"][..rank].join(", ");
    (s, idx)
}

/// Every block loads the tile at its block id and stores it to its slot of `%o`.
fn load_all(v: &View, padding: Option<&str>, mem: &[f32], o: &Options) -> (Vec<u32>, Out) {
    let n: usize = v.tile.iter().product();
    let isp = v.ispace();
    let (pro, idx) = block_prologue(v.tile.len(), n, "f32");
    let vt = view_type(v, "f32", padding);
    let body = format!(
        "{}{pro}    %t, %tk = load_view_tko weak %v[{idx}] : {vt}, tile<i32> -> {}, token\n{}",
        make_view(v, "f32", padding),
        ty(&v.tile, "f32"),
        store("%q", "%t", &v.tile, "f32")
    );
    let blocks: usize = isp.iter().product();
    let mut grid = [1u32; 3];
    for (g, s) in grid.iter_mut().zip(&isp) {
        *g = *s as u32;
    }
    let out = run_opts(
        &module("%p: tile<ptr<f32>>, %o: tile<ptr<f32>>", &body),
        grid,
        vec![Arg::Buf(f32b(mem)), zeros(4 * n * blocks)],
        o,
    );
    (out.u32s(1), out)
}

fn pad_bits(p: &str) -> u32 {
    match p {
        "zero" => 0,
        "neg_zero" => 0x8000_0000,
        // A quiet NaN with only the top mantissa bit (what the H100 loads).
        "nan" => 0x7FC0_0000,
        "pos_inf" => 0x7F80_0000,
        "neg_inf" => 0xFF80_0000,
        _ => unreachable!(),
    }
}

/// Checks every element of every tile: memory where inside, the padding (when given) outside.
fn check_loads(v: &View, padding: Option<&str>, mem: &[f32], got: &[u32]) {
    let n: usize = v.tile.iter().product();
    let isp = v.ispace();
    let blocks: usize = isp.iter().product();
    let mut outside = 0;
    for b in 0..blocks {
        // Block linear id is x + gx·(y + gy·z): the first index varies fastest.
        let mut index = vec![0; isp.len()];
        let mut r = b;
        for (i, s) in isp.iter().enumerate() {
            index[i] = r % s;
            r /= s;
        }
        for l in 0..n {
            let j = unlin(l, &v.tile);
            let g = got[b * n + l];
            match v.place(&index, &j) {
                Some(off) => assert_eq!(g, mem[off].to_bits(), "index {index:?} element {j:?}"),
                None => {
                    outside += 1;
                    if let Some(p) = padding {
                        assert_eq!(
                            g,
                            pad_bits(p),
                            "padding {p} at index {index:?} element {j:?}"
                        );
                    }
                }
            }
        }
    }
    assert!(
        outside > 0 || padding.is_none(),
        "the test should cover partial tiles"
    );
}

fn mem_for(len: usize) -> Vec<f32> {
    (0..len).map(|i| i as f32 + 0.25).collect()
}

#[test]
fn partition_view_partial_tiles_with_every_padding_value() {
    // 6x10 tensor in tiles of 4x4: index space 2x3, the last row and column of tiles partial.
    let v = View {
        shape: vec![6, 10],
        strides: vec![10, 1],
        tile: vec![4, 4],
        dim_map: vec![0, 1],
        step: vec![4, 4],
    };
    assert_eq!(v.ispace(), vec![2, 3]);
    let mem = mem_for(60);
    for p in ["zero", "neg_zero", "nan", "pos_inf", "neg_inf"] {
        let (got, out) = load_all(&v, Some(p), &mem, &opts());
        out.ok();
        check_loads(&v, Some(p), &mem, &got);
    }
    // No padding: outside elements are unspecified (only the inside ones are checked); with
    // `strict` the dependence is reported as a warning.
    let (got, out) = load_all(&v, None, &mem, &opts());
    out.ok();
    check_loads(&v, None, &mem, &got);
    let (_, out) = load_all(
        &v,
        None,
        &mem,
        &Options {
            strict: true,
            ..opts()
        },
    );
    assert_eq!(out.result.status, Status::Ok);
    let w = out.report("unspecified-padding");
    assert_eq!(w.category, Category::Warning);
    assert_eq!(w.site.as_ref().unwrap().op, "load_view_tko");
}

#[test]
fn padding_on_other_element_types() {
    // f16, bf16 and f64 views: the padding value in each format.
    for (t, p, want) in [
        ("f16", "nan", 0x7E00u64),
        ("f16", "neg_zero", 0x8000),
        ("bf16", "pos_inf", 0x7F80),
        ("bf16", "nan", 0x7FC0),
        ("f64", "neg_inf", 0xFFF0_0000_0000_0000),
        ("f64", "nan", 0x7FF8_0000_0000_0000),
        // fp8: the quiet NaN with the top mantissa bit (e5m2), the only NaN (e4m3).
        ("f8E5M2", "nan", 0x7E),
        ("f8E5M2", "pos_inf", 0x7C),
        ("f8E4M3FN", "nan", 0x7F),
        ("f8E4M3FN", "neg_zero", 0x80),
    ] {
        let w = 8 * elem_size(t) as u32;
        let body = format!(
            "    %tv = make_tensor_view %p, shape = [3], strides = [1] : tensor_view<3x{t}, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), padding_value = {p}, tensor_view<3x{t}, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %r, %tk = load_view_tko weak %v[%c0] : partition_view<tile=(4), padding_value = {p}, tensor_view<3x{t}, strides=[1]>>, tile<i32> -> tile<4x{t}>, token
{}",
            store("%o", "%r", &[4], t)
        );
        let out = run1(
            &module(&format!("%p: tile<ptr<{t}>>, %o: tile<ptr<{t}>>"), &body),
            vec![Arg::Buf(int_bytes(&[1, 2, 3], w)), zeros(4 * elem_size(t))],
        );
        out.ok();
        assert_eq!(
            from_int_bytes(out.bytes(1), w),
            vec![1, 2, 3, want],
            "{t} {p}"
        );
    }
    // zero is the only padding allowed for integers.
    let body = format!(
        "    %tv = make_tensor_view %p, shape = [5], strides = [1] : tensor_view<5xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), padding_value = zero, tensor_view<5xi32, strides=[1]>>
    %c1 = constant <i64: 1> : tile<i64>
    %r, %tk = load_view_tko weak %v[%c1] : partition_view<tile=(4), padding_value = zero, tensor_view<5xi32, strides=[1]>>, tile<i64> -> tile<4xi32>, token
{}",
        store("%o", "%r", &[4], "i32")
    );
    let out = run1(
        &module("%p: tile<ptr<i32>>, %o: tile<ptr<i32>>", &body),
        vec![Arg::Buf(i32b(&[-1, -2, -3, -4, -5, -6, -7, -8])), zeros(16)],
    );
    out.ok();
    assert_eq!(out.i32s(1), vec![-5, 0, 0, 0]);
}

#[test]
fn partition_view_with_dim_map() {
    // 16x6 tensor, tile 2x8 with dim_map [1, 0]: tile dimension 0 runs along tensor
    // dimension 1. Index space (ceil(6/2), ceil(16/8)) = 3x2.
    let v = View {
        shape: vec![16, 6],
        strides: vec![6, 1],
        tile: vec![2, 8],
        dim_map: vec![1, 0],
        step: vec![2, 8],
    };
    assert_eq!(v.ispace(), vec![3, 2]);
    let mem = mem_for(96);
    let (got, out) = load_all(&v, Some("zero"), &mem, &opts());
    out.ok();
    // No partial tile here: every element is inside.
    let n = 16;
    for b in 0..6 {
        let index = [b % 3, b / 3];
        for l in 0..n {
            let j = unlin(l, &v.tile);
            // Tensor element (row, col) = (I1·8 + j1, I0·2 + j0): the tile is the transpose.
            let off = (index[1] * 8 + j[1]) * 6 + index[0] * 2 + j[0];
            assert_eq!(got[b * n + l], mem[off].to_bits());
        }
    }
    // A partial tile through dim_map: 5x3 tensor, tile 4x4 with dim_map [1, 0].
    let v = View {
        shape: vec![5, 3],
        strides: vec![3, 1],
        tile: vec![4, 4],
        dim_map: vec![1, 0],
        step: vec![4, 4],
    };
    let mem = mem_for(15);
    let (got, out) = load_all(&v, Some("neg_inf"), &mem, &opts());
    out.ok();
    check_loads(&v, Some("neg_inf"), &mem, &got);
    // Rank 3 with dim_map [2, 0, 1].
    let v = View {
        shape: vec![3, 4, 5],
        strides: vec![20, 5, 1],
        tile: vec![4, 2, 2],
        dim_map: vec![2, 0, 1],
        step: vec![4, 2, 2],
    };
    let mem = mem_for(60);
    let (got, out) = load_all(&v, Some("pos_inf"), &mem, &opts());
    out.ok();
    check_loads(&v, Some("pos_inf"), &mem, &got);
}

#[test]
fn strided_views_with_overlapping_and_skipping_tiles() {
    // 1-D: 16 elements, tile 2, stride 3 (skips one element per step): 6 tiles.
    let v = View {
        shape: vec![16],
        strides: vec![1],
        tile: vec![2],
        dim_map: vec![0],
        step: vec![3],
    };
    assert_eq!(v.ispace(), vec![6]);
    let mem = mem_for(16);
    let (got, out) = load_all(&v, Some("nan"), &mem, &opts());
    out.ok();
    check_loads(&v, Some("nan"), &mem, &got);
    // Overlapping: tile 4, stride 2 over 10 elements: 5 tiles, the last two partial.
    let v = View {
        shape: vec![10],
        strides: vec![1],
        tile: vec![4],
        dim_map: vec![0],
        step: vec![2],
    };
    let mem = mem_for(10);
    let (got, out) = load_all(&v, Some("zero"), &mem, &opts());
    out.ok();
    check_loads(&v, Some("zero"), &mem, &got);
    // 2-D, overlapping rows and skipping columns, with dim_map.
    let v = View {
        shape: vec![7, 12],
        strides: vec![12, 1],
        tile: vec![4, 2],
        dim_map: vec![1, 0],
        step: vec![5, 3],
    };
    let mem = mem_for(84);
    let (got, out) = load_all(&v, Some("neg_zero"), &mem, &opts());
    out.ok();
    check_loads(&v, Some("neg_zero"), &mem, &got);
    // A tensor with overlapping strides [1, 1] (legal): element (r, c) lives at r + c.
    let v = View {
        shape: vec![4, 4],
        strides: vec![1, 1],
        tile: vec![2, 2],
        dim_map: vec![0, 1],
        step: vec![2, 2],
    };
    let mem = mem_for(7);
    let (got, out) = load_all(&v, None, &mem, &opts());
    out.ok();
    check_loads(&v, None, &mem, &got);
}

/// Every block stores a tile of (block id · 100 + element) at its index.
fn store_all(v: &View, sentinel_len: usize) -> Out {
    let n: usize = v.tile.iter().product();
    let isp = v.ispace();
    let (pro, idx) = block_prologue(v.tile.len(), n, "f32");
    let vt = view_type(v, "f32", None);
    let body = format!(
        "{}{pro}    %io = iota : tile<{n}xi32>
    %hundred = constant <i32: 100> : tile<i32>
    %bb = muli %l3, %hundred : tile<i32>
    %br = reshape %bb : tile<i32> -> tile<1xi32>
    %bv = broadcast %br : tile<1xi32> -> tile<{n}xi32>
    %sum = addi %io, %bv : tile<{n}xi32>
    %f = itof %sum signed : tile<{n}xi32> -> tile<{n}xf32>
    %t = reshape %f : tile<{n}xf32> -> {}
    %tk = store_view_tko weak %t, %v[{idx}] : {}, {vt}, tile<i32> -> token
",
        make_view(v, "f32", None),
        ty(&v.tile, "f32"),
        ty(&v.tile, "f32")
    );
    let mut grid = [1u32; 3];
    for (g, s) in grid.iter_mut().zip(&isp) {
        *g = *s as u32;
    }
    run(
        &module("%p: tile<ptr<f32>>, %o: tile<ptr<f32>>", &body),
        grid,
        vec![Arg::Buf(f32b(&vec![-1.0; sentinel_len])), zeros(4)],
    )
}

#[test]
fn stores_skip_elements_outside_the_tensor() {
    // 6x10 tensor with row stride 12 inside an 8x12 buffer: columns 10-11 and rows 6-7 of the
    // buffer are not part of the tensor and must keep their sentinel.
    let v = View {
        shape: vec![6, 10],
        strides: vec![12, 1],
        tile: vec![4, 4],
        dim_map: vec![0, 1],
        step: vec![4, 4],
    };
    let out = store_all(&v, 96);
    out.ok();
    let got = out.f32s(0);
    let isp = v.ispace();
    let mut want = vec![-1.0f32; 96];
    for b in 0..isp.iter().product::<usize>() {
        let index = [b % isp[0], b / isp[0]];
        for l in 0..16 {
            if let Some(off) = v.place(&index, &unlin(l, &v.tile)) {
                want[off] = (b * 100 + l) as f32;
            }
        }
    }
    assert_eq!(got, want);
    // Strided, skipping: elements between the tiles stay untouched.
    let v = View {
        shape: vec![16],
        strides: vec![1],
        tile: vec![2],
        dim_map: vec![0],
        step: vec![3],
    };
    let out = store_all(&v, 16);
    out.ok();
    let mut want = vec![-1.0f32; 16];
    for b in 0..6 {
        for l in 0..2 {
            if let Some(off) = v.place(&[b], &[l]) {
                want[off] = (b * 100 + l) as f32;
            }
        }
    }
    assert_eq!(out.f32s(0), want);
}

/// One load of the partition view 6x10 / 4x4 at indices (`a`, `b`) of type `it`, with an
/// optional `inbounds` clause.
fn one_load(it: &str, a: i64, b: i64, inbounds: &str) -> Out {
    let v = View {
        shape: vec![6, 10],
        strides: vec![10, 1],
        tile: vec![4, 4],
        dim_map: vec![0, 1],
        step: vec![4, 4],
    };
    let vt = view_type(&v, "f32", Some("zero"));
    let body = format!(
        "{}    %a = constant <{it}: {a}> : tile<{it}>
    %b = constant <{it}: {b}> : tile<{it}>
    %t, %tk = load_view_tko weak %v[%a, %b] {inbounds}: {vt}, tile<{it}> -> tile<4x4xf32>, token
{}",
        make_view(&v, "f32", Some("zero")),
        store("%o", "%t", &[4, 4], "f32")
    );
    run1(
        &module("%p: tile<ptr<f32>>, %o: tile<ptr<f32>>", &body),
        vec![Arg::Buf(f32b(&mem_for(60))), zeros(64)],
    )
}

#[test]
fn index_outside_the_index_space_is_undefined() {
    one_load("i32", 1, 2, "").ok();
    one_load("i32", 2, 0, "").ub("view-index-out-of-range", "load_view_tko", None, [0, 0, 0]);
    one_load("i32", 0, 3, "").ub("view-index-out-of-range", "load_view_tko", None, [0, 0, 0]);
    // Indices are unsigned: −1 is 2^32 − 1 (i32) or 255 (i8).
    one_load("i32", -1, 0, "").ub("view-index-out-of-range", "load_view_tko", None, [0, 0, 0]);
    one_load("i8", 0, -1, "").ub("view-index-out-of-range", "load_view_tko", None, [0, 0, 0]);
    one_load("i64", 1, 2, "").ok();
    // Stores and strided views too, in the block that does it.
    let body = "
    %tv = make_tensor_view %p, shape = [16], strides = [1] : tensor_view<16xf32, strides=[1]>
    %v = make_strided_view %tv : strided_view<tile=(2), traversal_strides=[3], tensor_view<16xf32, strides=[1]>>
    %x, %y, %z = get_tile_block_id : tile<i32>
    %t = constant <f32: 1.0> : tile<2xf32>
    %tk = store_view_tko weak %t, %v[%x] : tile<2xf32>, strided_view<tile=(2), traversal_strides=[3], tensor_view<16xf32, strides=[1]>>, tile<i32> -> token
";
    // Index space 6: block 6 of a grid of 7 is outside.
    let out = run(
        &module("%p: tile<ptr<f32>>", body),
        [7, 1, 1],
        vec![Arg::Buf(f32b(&[0.0; 16]))],
    );
    out.ub("view-index-out-of-range", "store_view_tko", None, [6, 0, 0]);
}

#[test]
fn broken_inbounds_promises_are_undefined() {
    // Tile (0, 2) is partial in dimension 1 only (columns 8..12 of 10) and tile (1, 0) in
    // dimension 0 only (rows 4..8 of 6).
    one_load("i32", 0, 2, "inbounds = [true, false] ").ok();
    one_load("i32", 1, 0, "inbounds = [false, true] ").ok();
    one_load("i32", 0, 1, "inbounds = [true, true] ").ok();
    let out = one_load("i32", 0, 2, "inbounds = [false, true] ");
    // The first element (row-major) outside along dimension 1 is [0, 2].
    out.ub(
        "inbounds-violated",
        "load_view_tko",
        Some(&[0, 2]),
        [0, 0, 0],
    );
    let out = one_load("i32", 1, 0, "inbounds = [true, false] ");
    out.ub(
        "inbounds-violated",
        "load_view_tko",
        Some(&[2, 0]),
        [0, 0, 0],
    );
    // Stores with a broken promise.
    let body = "
    %tv = make_tensor_view %p, shape = [6], strides = [1] : tensor_view<6xf32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<6xf32, strides=[1]>>
    %one = constant <i32: 1> : tile<i32>
    %t = constant <f32: 1.0> : tile<4xf32>
    %tk = store_view_tko weak %t, %v[%one] inbounds = [true] : tile<4xf32>, partition_view<tile=(4), tensor_view<6xf32, strides=[1]>>, tile<i32> -> token
";
    let out = run1(
        &module("%p: tile<ptr<f32>>", body),
        vec![Arg::Buf(f32b(&[0.0; 8]))],
    );
    out.ub("inbounds-violated", "store_view_tko", Some(&[2]), [0, 0, 0]);
    assert_eq!(out.f32s(0), vec![0.0; 8], "no element written");
}

#[test]
fn view_offset_overflow_is_undefined() {
    // A dynamic row stride of 2^62 elements: row 1 starts 2^62 elements = 2^64 bytes past the
    // base (the byte offset overflows), row 2 at element offset 2^63 > 2^63 − 1.
    let body = "
    %tv = make_tensor_view %p, shape = [4, 4], strides = [%s, 1] : tile<i64> -> tensor_view<4x4xf32, strides=[?,1]>
    %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<4x4xf32, strides=[?,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t, %tk = load_view_tko weak %v[%c0, %c0] : partition_view<tile=(4x4), tensor_view<4x4xf32, strides=[?,1]>>, tile<i32> -> tile<4x4xf32>, token
";
    let out = run1(
        &module("%p: tile<ptr<f32>>, %s: tile<i64>", body),
        vec![Arg::Buf(f32b(&[0.0; 4])), Arg::Scalar(1 << 62)],
    );
    out.ub("offset-overflow", "load_view_tko", Some(&[1, 0]), [0, 0, 0]);
    // An element offset that overflows by itself: stride 2^62 on an i8 tensor, row 2.
    let body8 = body.replace("f32", "i8");
    let out = run1(
        &module("%p: tile<ptr<i8>>, %s: tile<i64>", &body8),
        vec![Arg::Buf(vec![0; 4]), Arg::Scalar(1 << 62)],
    );
    out.ub("offset-overflow", "load_view_tko", Some(&[2, 0]), [0, 0, 0]);
}

#[test]
fn view_access_outside_the_allocation_is_undefined() {
    // The layout promises 8 elements, the buffer has 4.
    let body = "
    %tv = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t, %tk = load_view_tko weak %v[%c0] : partition_view<tile=(8), tensor_view<8xf32, strides=[1]>>, tile<i32> -> tile<8xf32>, token
";
    let out = run1(
        &module("%p: tile<ptr<f32>>", body),
        vec![Arg::Buf(f32b(&[0.0; 4]))],
    );
    out.ub("out-of-bounds", "load_view_tko", Some(&[4]), [0, 0, 0]);
}

#[test]
fn dynamic_tensor_views_and_shape_queries() {
    // Shapes and strides from i32 operands; queries into i64 and i16 results.
    let body = "
    %tv = make_tensor_view %p, shape = [%n, %m], strides = [%s, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %pv = make_partition_view %tv : partition_view<tile=(4x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>
    %sv = make_strided_view %tv : strided_view<tile=(2x2), traversal_strides=[3,5], tensor_view<?x?xf32, strides=[?,1]>>
    %s0, %s1 = get_tensor_shape %tv : tensor_view<?x?xf32, strides=[?,1]> -> tile<i64>
    %i0, %i1 = get_index_space_shape %pv : partition_view<tile=(4x8), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]> -> tile<i64>
    %j0, %j1 = get_index_space_shape %sv : strided_view<tile=(2x2), traversal_strides=[3,5], tensor_view<?x?xf32, strides=[?,1]>> -> tile<i16>
    %k0, %k1 = get_index_space_shape %sv : strided_view<tile=(2x2), traversal_strides=[3,5], tensor_view<?x?xf32, strides=[?,1]>> -> tile<i64>
    %a = reshape %s0 : tile<i64> -> tile<1xi64>
    %b = reshape %s1 : tile<i64> -> tile<1xi64>
    %c = reshape %i0 : tile<i64> -> tile<1xi64>
    %d = reshape %i1 : tile<i64> -> tile<1xi64>
    %e = reshape %k0 : tile<i64> -> tile<1xi64>
    %f = reshape %k1 : tile<i64> -> tile<1xi64>
    %ab = cat %a, %b dim = 0 : tile<1xi64>, tile<1xi64> -> tile<2xi64>
    %cd = cat %c, %d dim = 0 : tile<1xi64>, tile<1xi64> -> tile<2xi64>
    %ef = cat %e, %f dim = 0 : tile<1xi64>, tile<1xi64> -> tile<2xi64>
    %zz = constant <i64: 0> : tile<2xi64>
    %efz = cat %ef, %zz dim = 0 : tile<2xi64>, tile<2xi64> -> tile<4xi64>
    %abcd = cat %ab, %cd dim = 0 : tile<2xi64>, tile<2xi64> -> tile<4xi64>
    %r = cat %abcd, %efz dim = 0 : tile<4xi64>, tile<4xi64> -> tile<8xi64>
    %j0e = exti %j0 unsigned : tile<i16> -> tile<i64>
    %t2 = store_ptr_tko weak %oj, %j0e : tile<ptr<i64>>, tile<i64> -> token
"
    .to_string()
        + &store("%o", "%r", &[8], "i64");
    let out = run1(
        &module("%p: tile<ptr<f32>>, %n: tile<i32>, %m: tile<i32>, %s: tile<i32>, %o: tile<ptr<i64>>, %oj: tile<ptr<i64>>", &body),
        vec![Arg::Buf(f32b(&[0.0; 130])), Arg::Scalar(13), Arg::Scalar(10), Arg::Scalar(10), zeros(64), zeros(8)],
    );
    out.ok();
    // Tensor 13x10. Partition 4x8 with dim_map [1, 0]: (ceil(10/4), ceil(13/8)) = (3, 2).
    // Strided 2x2 with strides [3, 5]: (ceil(13/3), ceil(10/5)) = (5, 2).
    assert_eq!(out.i64s(1), vec![13, 10, 3, 2, 5, 2, 0, 0]);
    assert_eq!(out.i64s(2), vec![5]);
}

#[test]
fn shape_query_results_that_do_not_fit_are_undefined() {
    // 300 does not fit an unsigned i8; 200 does (as 0xC8).
    let body = "
    %tv = make_tensor_view %p, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xf32, strides=[1]>
    %s = get_tensor_shape %tv : tensor_view<?xf32, strides=[1]> -> tile<i8>
    %t = store_ptr_tko weak %o, %s : tile<ptr<i8>>, tile<i8> -> token
";
    let out = run1(
        &module("%p: tile<ptr<f32>>, %n: tile<i64>, %o: tile<ptr<i8>>", body),
        vec![Arg::Buf(f32b(&[0.0; 4])), Arg::Scalar(200), zeros(1)],
    );
    out.ok();
    assert_eq!(out.u8s(1), vec![200]);
    let out = run1(
        &module("%p: tile<ptr<f32>>, %n: tile<i64>, %o: tile<ptr<i8>>", body),
        vec![Arg::Buf(f32b(&[0.0; 4])), Arg::Scalar(300), zeros(1)],
    );
    out.ub("shape-does-not-fit", "get_tensor_shape", None, [0, 0, 0]);
    let body = "
    %tv = make_tensor_view %p, shape = [%n], strides = [1] : tile<i64> -> tensor_view<?xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(2), tensor_view<?xf32, strides=[1]>>
    %s = get_index_space_shape %pv : partition_view<tile=(2), tensor_view<?xf32, strides=[1]>> -> tile<i8>
";
    let out = run1(
        &module("%p: tile<ptr<f32>>, %n: tile<i64>", body),
        vec![Arg::Buf(f32b(&[0.0; 4])), Arg::Scalar(600)],
    );
    out.ub(
        "shape-does-not-fit",
        "get_index_space_shape",
        None,
        [0, 0, 0],
    );
    let out = run1(
        &module("%p: tile<ptr<f32>>, %n: tile<i64>", body),
        vec![Arg::Buf(f32b(&[0.0; 4])), Arg::Scalar(510)],
    );
    out.ok();
}

/// A gather/scatter view over an 8x16 f32 tensor with row stride 16.
const GS_TV: &str = "tensor_view<8x16xf32, strides=[16,1]>";

/// Runs a gather/scatter kernel (a 1-D index tile at `sparse_dim`, digest §2.7); no
/// diagnostic is tolerated.
fn run_gs(src: &str, args: Vec<Arg>) -> Out {
    run_checked(src, [1, 1, 1], args, &opts(), |_| false)
}

#[test]
fn gather_view_rows_from_an_index_tile() {
    // sparse_dim 0: rows come from the index tile (element coordinates), the column index is
    // an element offset. Row 9 and columns 16.. are outside and take the padding.
    let vt = format!("gather_scatter_view<tile=(4x8), padding_value = nan, {GS_TV}, sparse_dim=0>");
    let body = format!(
        "    %tv = make_tensor_view %p, shape = [8, 16], strides = [16, 1] : {GS_TV}
    %v = make_gather_scatter_view %tv : {vt}
    %rows = constant <i32: [5, 0, 9, 7]> : tile<4xi32>
    %col = constant <i32: 12> : tile<i32>
    %t, %tk = load_view_tko weak %v[%rows, %col] : {vt}, tile<4xi32>, tile<i32> -> tile<4x8xf32>, token
{}",
        store("%o", "%t", &[4, 8], "f32")
    );
    let mem = mem_for(128);
    let out = run_gs(
        &module("%p: tile<ptr<f32>>, %o: tile<ptr<f32>>", &body),
        vec![Arg::Buf(f32b(&mem)), zeros(128)],
    );
    out.ok();
    let got = out.u32s(1);
    let rows = [5usize, 0, 9, 7];
    for r in 0..4 {
        for c in 0..8 {
            let (row, col) = (rows[r], 12 + c);
            let want = if row < 8 && col < 16 {
                mem[row * 16 + col].to_bits()
            } else {
                0x7FC0_0000
            };
            assert_eq!(got[r * 8 + c], want, "element [{r}, {c}]");
        }
    }
}

#[test]
fn gather_view_columns_and_scatter_stores() {
    // sparse_dim 1: columns from an i64 index tile, rows from an element offset.
    let vt = format!("gather_scatter_view<tile=(2x4), {GS_TV}, sparse_dim=1>");
    let body = format!(
        "    %tv = make_tensor_view %p, shape = [8, 16], strides = [16, 1] : {GS_TV}
    %v = make_gather_scatter_view %tv : {vt}
    %cols = constant <i64: [15, 3, 20, 0]> : tile<4xi64>
    %row = constant <i64: 7> : tile<i64>
    %t = constant <f32: [[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tile<2x4xf32>
    %tk = store_view_tko weak %t, %v[%row, %cols] : tile<2x4xf32>, {vt}, tile<i64>, tile<4xi64> -> token
"
    );
    let out = run_gs(
        &module("%p: tile<ptr<f32>>", &body),
        vec![Arg::Buf(f32b(&vec![-1.0; 128]))],
    );
    out.ok();
    // Row 7 only (row 8 is outside); column 20 is outside: not written.
    let mut want = vec![-1.0f32; 128];
    for (c, col) in [15usize, 3, 20, 0].iter().enumerate() {
        if *col < 16 {
            want[7 * 16 + col] = 1.0 + c as f32;
        }
    }
    assert_eq!(out.f32s(0), want);
}

#[test]
fn gather_tile_entirely_outside_is_undefined() {
    let vt =
        format!("gather_scatter_view<tile=(4x8), padding_value = zero, {GS_TV}, sparse_dim=0>");
    let body = format!(
        "    %tv = make_tensor_view %p, shape = [8, 16], strides = [16, 1] : {GS_TV}
    %v = make_gather_scatter_view %tv : {vt}
    %rows = constant <i32: [8, 9, 10, 100]> : tile<4xi32>
    %col = constant <i32: 0> : tile<i32>
    %t, %tk = load_view_tko weak %v[%rows, %col] : {vt}, tile<4xi32>, tile<i32> -> tile<4x8xf32>, token
"
    );
    let out = run_gs(
        &module("%p: tile<ptr<f32>>", &body),
        vec![Arg::Buf(f32b(&[0.0; 128]))],
    );
    out.ub("view-index-out-of-range", "load_view_tko", None, [0, 0, 0]);
}

#[test]
fn f4_views_pack_two_elements_per_byte() {
    // 4x16 f4 tensor (32 bytes), tiles 2x8: tile (1, 1) covers rows 2-3, columns 8-15.
    let bytes: Vec<u8> = (0..32u8).map(|i| (i.wrapping_mul(7)) ^ 0x5A).collect();
    let body = format!(
        "    %tv = make_tensor_view %p, shape = [4, 16], strides = [16, 1] : tensor_view<4x16xf4E2M1FN, strides=[16,1]>
    %v = make_partition_view %tv : partition_view<tile=(2x8), tensor_view<4x16xf4E2M1FN, strides=[16,1]>>
    %one = constant <i32: 1> : tile<i32>
    %t, %tk = load_view_tko weak %v[%one, %one] : partition_view<tile=(2x8), tensor_view<4x16xf4E2M1FN, strides=[16,1]>>, tile<i32> -> tile<2x8xf4E2M1FN>, token
    %f = ftof %t : tile<2x8xf4E2M1FN> -> tile<2x8xf32>
    %z = constant <f4E2M1FN: -3.0> : tile<2x8xf4E2M1FN>
    %tk2 = store_view_tko weak %z, %v[%one, %one] token=%tk : tile<2x8xf4E2M1FN>, partition_view<tile=(2x8), tensor_view<4x16xf4E2M1FN, strides=[16,1]>>, tile<i32> -> token
{}",
        store("%o", "%f", &[2, 8], "f32")
    );
    let out = run1(
        &module("%p: tile<ptr<f4E2M1FN>>, %o: tile<ptr<f32>>", &body),
        vec![Arg::Buf(bytes.clone()), zeros(64)],
    );
    out.ok();
    let nib = |l: usize| {
        if l % 2 == 0 {
            bytes[l / 2] & 0xF
        } else {
            bytes[l / 2] >> 4
        }
    };
    let mut want = vec![];
    for r in 2..4 {
        for c in 8..16 {
            want.push(from_f4(nib(r * 16 + c)) as f32);
        }
    }
    assert_eq!(out.f32s(1), want);
    // The store wrote −3.0 (0xD) into exactly those nibbles.
    let mut after = bytes.clone();
    for r in 2..4 {
        for c in 8..16 {
            let l = r * 16 + c;
            after[l / 2] = if l % 2 == 0 {
                (after[l / 2] & 0xF0) | 0xD
            } else {
                (after[l / 2] & 0x0F) | 0xD0
            };
        }
    }
    assert_eq!(out.u8s(0), after);
}

#[test]
fn view_loads_and_stores_under_every_ordering() {
    let loads = [
        "weak",
        "relaxed tl_blk",
        "relaxed device",
        "relaxed sys",
        "acquire tl_blk",
        "acquire device",
        "acquire sys",
    ];
    let stores = [
        "weak",
        "relaxed tl_blk",
        "relaxed device",
        "relaxed sys",
        "release tl_blk",
        "release device",
        "release sys",
    ];
    for (l, s) in loads.iter().zip(stores) {
        let body = format!(
            "    %tv = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %t, %tk = load_view_tko {l} %v[%c0] optimization_hints = <sm_90 = {{latency = 3}}> : partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token
    %tk2 = store_view_tko {s} %t, %v[%c1] token=%tk : tile<4xi32>, partition_view<tile=(4), tensor_view<8xi32, strides=[1]>>, tile<i32> -> token
"
        );
        let out = run1(
            &module("%p: tile<ptr<i32>>", &body),
            vec![Arg::Buf(i32b(&[1, 2, 3, 4, 0, 0, 0, 0]))],
        );
        out.ok();
        assert_eq!(out.i32s(0), vec![1, 2, 3, 4, 1, 2, 3, 4], "{l} / {s}");
    }
}

#[test]
fn assume_div_by_on_a_tensor_view() {
    // The base of a host buffer is 256-aligned; 4 bytes further is not 8-aligned.
    let body = "
    %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %a = assume div_by<256>, %tv : tensor_view<4xf32, strides=[1]>
";
    run1(
        &module("%p: tile<ptr<f32>>", body),
        vec![Arg::Buf(f32b(&[0.0; 4]))],
    )
    .ok();
    let body = "
    %one = constant <i32: 1> : tile<i32>
    %q = offset %p, %one : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %tv = make_tensor_view %q, shape = [2], strides = [1] : tensor_view<2xf32, strides=[1]>
    %a = assume div_by<8>, %tv : tensor_view<2xf32, strides=[1]>
";
    let out = run1(
        &module("%p: tile<ptr<f32>>", body),
        vec![Arg::Buf(f32b(&[0.0; 4]))],
    );
    let r = out.ub("assume-violated", "assume", None, [0, 0, 0]);
    assert_eq!(r.address, Some(out.addrs[0] + 4));
}

#[test]
fn view_faults_misaligned_base_and_constant_global() {
    // A tensor_view whose base is 2 bytes into an f32 buffer: every element is misaligned.
    let body = "
    %ai = ptr_to_int %p : tile<ptr<f32>> -> tile<i64>
    %two = constant <i64: 2> : tile<i64>
    %bi = addi %ai, %two : tile<i64>
    %q = int_to_ptr %bi : tile<i64> -> tile<ptr<f32>>
    %tv = make_tensor_view %q, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t, %tk = load_view_tko weak %v[%c0] : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
";
    let out = run1(
        &module("%p: tile<ptr<f32>>", body),
        vec![Arg::Buf(f32b(&[0.0; 8]))],
    );
    let r = out.ub("misaligned", "load_view_tko", Some(&[0]), [0, 0, 0]);
    assert_eq!(r.address, Some(out.addrs[0] + 2));
    // A view over a constant global: loads work, stores are reported.
    let src = |op: &str| {
        format!(
            "cuda_tile.module @m {{
  global constant @lut <i32: [1, 2, 3, 4]> : tile<4xi32>
  entry @k(%o: tile<ptr<i32>>) {{
    %g = get_global @lut : tile<ptr<i32>>
    %tv = make_tensor_view %g, shape = [4], strides = [1] : tensor_view<4xi32, strides=[1]>
    %v = make_partition_view %tv : partition_view<tile=(2), tensor_view<4xi32, strides=[1]>>
    %c1 = constant <i32: 1> : tile<i32>
    %t, %tk = load_view_tko weak %v[%c1] : partition_view<tile=(2), tensor_view<4xi32, strides=[1]>>, tile<i32> -> tile<2xi32>, token
{}{op}
  }}
}}",
            store("%o", "%t", &[2], "i32")
        )
    };
    let out = run1(&src(""), vec![zeros(8)]);
    out.ok();
    assert_eq!(out.i32s(0), vec![3, 4]);
    let out = run1(&src("    %tk2 = store_view_tko weak %t, %v[%c1] : tile<2xi32>, partition_view<tile=(2), tensor_view<4xi32, strides=[1]>>, tile<i32> -> token"), vec![zeros(8)]);
    out.ub("write-to-constant", "store_view_tko", Some(&[0]), [0, 0, 0]);
}

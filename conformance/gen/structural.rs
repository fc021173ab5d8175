//! Data movement, views, memory, atomics, control flow, reduce/scan, mma and the remaining ops.
//! Expectations come from a small host model written here from the digest's definitions
//! (sections named per file): index arithmetic for shapes and views, sequential application
//! for atomics on distinct addresses, exact small-integer arithmetic for reductions and mma
//! (so every accumulation order and precision gives the same bits).

use super::convert::value_of;
use super::fmt::{apfloat_bin, Bin};
use super::{ew_kernel, CaseB, GenFile, Rng};
use rustc_apfloat::Round;
use tileref_spec::types::ElemType;
use ElemType::*;

/// Every number type (the tile element types that live in memory).
pub const NUMBERS: [ElemType; 15] = [
    I1,
    I8,
    I16,
    I32,
    I64,
    F16,
    BF16,
    F32,
    F64,
    TF32,
    F8E4M3FN,
    F8E5M2,
    F8E8M0FNU,
    F4E2M1FN,
    FNV8E5M3FNU,
];

/// A random stored pattern of a type (tf32 words keep their low 13 bits zero, i1 is 0/1).
pub fn rand_bits(e: ElemType, rng: &mut Rng) -> u64 {
    let r = rng.next();
    match e {
        I1 => r & 1,
        TF32 => r & 0xFFFF_E000,
        F4E2M1FN => r & 0xF,
        e => {
            r & if e.storage_bits() == 64 {
                u64::MAX
            } else {
                (1u64 << e.storage_bits()) - 1
            }
        }
    }
}

fn t(e: ElemType) -> &'static str {
    e.name()
}

/// `%{p}` = a tile<n x ptr<e>> of consecutive elements from scalar pointer `%{base}`.
fn ptr_tile(p: &str, base: &str, e: ElemType, n: usize) -> String {
    format!(
        "%{p}_r = reshape %{base} : tile<ptr<{e}>> -> tile<1xptr<{e}>>\n\
         %{p}_b = broadcast %{p}_r : tile<1xptr<{e}>> -> tile<{n}xptr<{e}>>\n\
         %{p}_i = iota : tile<{n}xi32>\n\
         %{p} = offset %{p}_b, %{p}_i : tile<{n}xptr<{e}>>, tile<{n}xi32> -> tile<{n}xptr<{e}>>\n",
        e = t(e)
    )
}

fn entry(name: &str, params: &[(&str, String)], body: &str) -> String {
    let ps: Vec<String> = params.iter().map(|(n, ty)| format!("%{n}: {ty}")).collect();
    let mut s = format!("  entry @{name}({}) {{\n", ps.join(", "));
    for l in body.lines() {
        if !l.trim().is_empty() {
            s.push_str("    ");
            s.push_str(l.trim());
            s.push('\n');
        }
    }
    s.push_str("    return\n  }\n");
    s
}

fn ptr(e: ElemType) -> String {
    format!("tile<ptr<{}>>", t(e))
}

// ---------------------------------------------------------------------------------------------
// Shape ops on every number type.

fn shape_file(e: ElemType, rng: &mut Rng) -> GenFile {
    let mut c = CaseB::new(&format!("shape/shape_{}.mlir", t(e)), "shape", "ci");
    c.note(&format!("reshape, permute, broadcast, extract, insert, cat, select, constant on {} (digest 4.5), row-major.", t(e)));
    c.oracle("model", "index arithmetic of digest 4.5 (row-major reshape, permute, broadcast, slice-numbered extract/insert, cat) in the generator's host model");
    let x: Vec<u64> = (0..64).map(|_| rand_bits(e, rng)).collect();
    c.data("x", e, x.clone());
    let tt = |s: &str| format!("tile<{s}x{}>", t(e));
    let c0 = "%c0 = constant <i32: 0> : tile<i32>\n%c1 = constant <i32: 1> : tile<i32>\n";
    // transpose
    let tr: Vec<u64> = (0..64).map(|i| x[(i % 8) * 8 + i / 8]).collect();
    let body = format!("%m = reshape %x0 : {} -> {}\n%q = permute %m [1, 0] : {} -> {}\n%r = reshape %q : {} -> {}", tt("64"), tt("8x8"), tt("8x8"), tt("8x8"), tt("8x8"), tt("64"));
    c.entry(ew_kernel("transpose", &[e], e, 64, 64, &body));
    let rn = c.data("r_transpose", e, tr.clone());
    let r = c.run("transpose", "transpose", 1);
    r.nan_bits = true;
    r.arg_buf(e, "x")
        .arg_buf(e, "zeros(64)")
        .expect(1, &rn, "model");
    // broadcast of slice 1 (elements 8..16) to every row
    let bc: Vec<u64> = (0..64).map(|i| x[8 + i % 8]).collect();
    let body = format!("{c0}%h = extract %x0[%c1] : {} -> {}\n%h2 = reshape %h : {} -> {}\n%b = broadcast %h2 : {} -> {}\n%r = reshape %b : {} -> {}", tt("64"), tt("8"), tt("8"), tt("1x8"), tt("1x8"), tt("8x8"), tt("8x8"), tt("64"));
    c.entry(ew_kernel("broadcast", &[e], e, 64, 64, &body));
    let rn = c.data("r_broadcast", e, bc);
    let r = c.run("broadcast", "broadcast", 1);
    r.nan_bits = true;
    r.arg_buf(e, "x")
        .arg_buf(e, "zeros(64)")
        .expect(1, &rn, "model");
    // cat of the two halves, swapped
    let ct: Vec<u64> = (0..64).map(|i| x[(i + 32) % 64]).collect();
    let body = format!("{c0}%a = extract %x0[%c0] : {} -> {}\n%b = extract %x0[%c1] : {} -> {}\n%r = cat %b, %a dim = 0 : {}, {} -> {}", tt("64"), tt("32"), tt("64"), tt("32"), tt("32"), tt("32"), tt("64"));
    c.entry(ew_kernel("cat", &[e], e, 64, 64, &body));
    let rn = c.data("r_cat", e, ct);
    let r = c.run("cat", "cat", 1);
    r.nan_bits = true;
    r.arg_buf(e, "x")
        .arg_buf(e, "zeros(64)")
        .expect(1, &rn, "model");
    // insert block (1,0) of 4x4 at block (0,1) (13.4)
    let ins: Vec<u64> = (0..64)
        .map(|i| {
            let (r, c) = (i / 8, i % 8);
            if r < 4 && c >= 4 {
                x[(4 + r) * 8 + (c - 4)]
            } else {
                x[i]
            }
        })
        .collect();
    let body = format!("{c0}%m = reshape %x0 : {} -> {}\n%s = extract %m[%c1, %c0] : {} -> {}\n%n = insert %s, %m[%c0, %c1] : {}, {}\n%r = reshape %n : {} -> {}", tt("64"), tt("8x8"), tt("8x8"), tt("4x4"), tt("4x4"), tt("8x8"), tt("8x8"), tt("64"));
    c.entry(ew_kernel("insert", &[e], e, 64, 64, &body));
    let rn = c.data("r_insert", e, ins);
    let r = c.run("insert", "insert", 1);
    r.nan_bits = true;
    r.arg_buf(e, "x")
        .arg_buf(e, "zeros(64)")
        .expect(1, &rn, "model");
    // select: even positions from x, odd from the transpose (f4 is rejected by the verifier)
    if e != F4E2M1FN {
        let sel: Vec<u64> = (0..64)
            .map(|i| if i % 2 == 0 { x[i] } else { tr[i] })
            .collect();
        let body = format!(
            "%m = reshape %x0 : {} -> {}\n%q = permute %m [1, 0] : {} -> {}\n%y = reshape %q : {} -> {}\n%i = iota : tile<64xi32>\n%one = constant <i32: 1> : tile<64xi32>\n%z = constant <i32: 0> : tile<64xi32>\n%b = andi %i, %one : tile<64xi32>\n%k = cmpi equal %b, %z, signed : tile<64xi32> -> tile<64xi1>\n%r = select %k, %x0, %y : tile<64xi1>, {}",
            tt("64"), tt("8x8"), tt("8x8"), tt("8x8"), tt("8x8"), tt("64"), tt("64")
        );
        c.entry(ew_kernel("select", &[e], e, 64, 64, &body));
        let rn = c.data("r_select", e, sel);
        let r = c.run("select", "select", 1);
        r.nan_bits = true;
        r.arg_buf(e, "x")
            .arg_buf(e, "zeros(64)")
            .expect(1, &rn, "model");
    }
    // constant: a literal of 64 patterns (tf32 literals hold the 19-bit pattern).
    let lit_bits: Vec<u64> = x
        .iter()
        .map(|&b| if e == TF32 { b >> 13 } else { b })
        .collect();
    let lit = tileref_spec::text::printer::dense_literal(&tileref_spec::attrs::DenseAttr {
        elem: e,
        shape: vec![64],
        bits: lit_bits,
    });
    let body = format!("%r = constant {lit} : {}", tt("64"));
    c.entry(ew_kernel("constant", &[e], e, 64, 64, &body));
    let r = c.run("constant", "constant", 1);
    r.nan_bits = true;
    r.arg_buf(e, "x")
        .arg_buf(e, "zeros(64)")
        .expect(1, "x", "model");
    c.render()
}

// ---------------------------------------------------------------------------------------------
// Views: a host model of partition / strided / gather-scatter views (digest 7).

#[derive(Clone)]
struct ViewSpec {
    shape: Vec<usize>,
    strides: Vec<usize>,
    tile: Vec<usize>,
    /// traversal strides (partition: the tile)
    step: Vec<usize>,
    dim_map: Vec<usize>,
    padding: Option<&'static str>,
    /// gather/scatter: the sparse dimension and the coordinates along it
    gather: Option<(usize, Vec<usize>)>,
}

impl ViewSpec {
    fn buf_len(&self) -> usize {
        1 + self
            .shape
            .iter()
            .zip(&self.strides)
            .map(|(s, st)| (s - 1) * st)
            .sum::<usize>()
    }
    fn ispace(&self) -> Vec<usize> {
        match &self.gather {
            Some(_) => vec![1; self.tile.len()],
            None => (0..self.tile.len())
                .map(|i| self.shape[self.dim_map[i]].div_ceil(self.step[i]))
                .collect(),
        }
    }
    /// Tensor coordinate of tile element j at index I, or None when out of bounds.
    fn coord(&self, idx: &[usize], j: &[usize]) -> Option<usize> {
        let r = self.tile.len();
        let mut c = vec![0usize; r];
        for i in 0..r {
            match &self.gather {
                Some((s, g)) if *s == i => c[i] = g[j[i]],
                Some(_) => c[i] = idx[i] + j[i],
                None => c[self.dim_map[i]] = idx[i] * self.step[i] + j[i],
            }
        }
        if (0..r).any(|d| c[d] >= self.shape[d]) {
            return None;
        }
        Some((0..r).map(|d| c[d] * self.strides[d]).sum())
    }
    fn type_text(&self, e: ElemType) -> (String, String) {
        let sh: Vec<String> = self.shape.iter().map(|x| x.to_string()).collect();
        let st: Vec<String> = self.strides.iter().map(|x| x.to_string()).collect();
        let tv = format!(
            "tensor_view<{}x{}, strides=[{}]>",
            sh.join("x"),
            t(e),
            st.join(",")
        );
        let tile: Vec<String> = self.tile.iter().map(|x| x.to_string()).collect();
        let pad = self
            .padding
            .map(|p| format!("padding_value = {p}, "))
            .unwrap_or_default();
        let identity = self.dim_map.iter().enumerate().all(|(i, &d)| i == d);
        let dm = if identity {
            String::new()
        } else {
            format!(
                ", dim_map=[{}]",
                self.dim_map
                    .iter()
                    .map(|x| x.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        };
        let v = match &self.gather {
            Some((s, _)) => format!(
                "gather_scatter_view<tile=({}), {pad}{tv}, sparse_dim={s}>",
                tile.join("x")
            ),
            None if self.step != self.tile => {
                let steps: Vec<String> = self.step.iter().map(|x| x.to_string()).collect();
                format!(
                    "strided_view<tile=({}), traversal_strides=[{}], {pad}{tv}{dm}>",
                    tile.join("x"),
                    steps.join(",")
                )
            }
            None => format!("partition_view<tile=({}), {pad}{tv}{dm}>", tile.join("x")),
        };
        (tv, v)
    }
    /// `%name = make_tensor_view %base, shape = [...], strides = [...] : ty`.
    fn tensor_view_line(&self, name: &str, base: &str, ty: &str) -> String {
        let list = |v: &[usize]| {
            v.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        format!(
            "{name} = make_tensor_view {base}, shape = [{}], strides = [{}] : {ty}\n",
            list(&self.shape),
            list(&self.strides)
        )
    }

    /// The index operands of a view access by block `(%bx, %by, %bz)` and their types; a
    /// gather view's coordinates become constants appended to `body`.
    fn index_operands(&self, body: &mut String) -> (String, String) {
        let r = self.tile.len();
        match &self.gather {
            Some((s, g)) => {
                body.push_str(&format!(
                    "%g = constant <i32: [{}]> : tile<{}xi32>\n",
                    g.iter()
                        .map(|x| x.to_string())
                        .collect::<Vec<_>>()
                        .join(", "),
                    g.len()
                ));
                body.push_str("%c0 = constant <i32: 0> : tile<i32>\n");
                let idx: Vec<&str> = (0..r).map(|i| if i == *s { "%g" } else { "%c0" }).collect();
                let tys: Vec<String> = (0..r)
                    .map(|i| {
                        if i == *s {
                            format!("tile<{}xi32>", g.len())
                        } else {
                            "tile<i32>".into()
                        }
                    })
                    .collect();
                (idx.join(", "), tys.join(", "))
            }
            None => (
                ["%bx", "%by", "%bz"][..r].join(", "),
                "tile<i32>".to_string(),
            ),
        }
    }

    fn make_op(&self) -> &'static str {
        match &self.gather {
            Some(_) => "make_gather_scatter_view",
            None if self.step != self.tile => "make_strided_view",
            None => "make_partition_view",
        }
    }
}

fn pad_bits(e: ElemType, p: Option<&str>) -> u64 {
    match (p, e) {
        (Some("neg_zero"), F16 | BF16) => 0x8000,
        (Some("neg_zero"), F32) => 0x8000_0000,
        (Some("neg_zero"), F64) => 1 << 63,
        (Some("nan"), F16) => 0x7E00,
        (Some("nan"), BF16) => 0x7FC0,
        (Some("nan"), F32) => 0x7FC0_0000,
        (Some("nan"), F64) => 0x7FF8_0000_0000_0000,
        (Some("pos_inf"), F16) => 0x7C00,
        (Some("pos_inf"), BF16) => 0x7F80,
        (Some("pos_inf"), F32) => 0x7F80_0000,
        (Some("pos_inf"), F64) => 0x7FF0_0000_0000_0000,
        (Some("neg_inf"), F16) => 0xFC00,
        (Some("neg_inf"), BF16) => 0xFF80,
        (Some("neg_inf"), F32) => 0xFF80_0000,
        (Some("neg_inf"), F64) => 0xFFF0_0000_0000_0000,
        _ => 0,
    }
}

/// A kernel loading the view's tile at the block's index and storing it into a dense output of
/// tiles (partition view over the padded index space), plus the expected output.
fn view_load_case(
    c: &mut CaseB,
    name: &str,
    e: ElemType,
    v: &ViewSpec,
    load_ord: &str,
    inbounds: bool,
    rng: &mut Rng,
) {
    let r = v.tile.len();
    let isp = v.ispace();
    let (tv, vt) = v.type_text(e);
    let out_shape: Vec<usize> = (0..r).map(|i| isp[i] * v.tile[i]).collect();
    let out = ViewSpec {
        shape: out_shape.clone(),
        strides: (0..r)
            .map(|i| out_shape[i + 1..].iter().product())
            .collect(),
        tile: v.tile.clone(),
        step: v.tile.clone(),
        dim_map: (0..r).collect(),
        padding: None,
        gather: None,
    };
    let (otv, ovt) = out.type_text(e);
    let tile_ty = format!(
        "tile<{}x{}>",
        v.tile
            .iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join("x"),
        t(e)
    );
    let ids = ["%bx", "%by", "%bz"];
    let mut body = String::from("%bx, %by, %bz = get_tile_block_id : tile<i32>\n");
    body.push_str(&v.tensor_view_line("%tv", "%a", &tv));
    body.push_str(&format!("%v = {} %tv : {vt}\n", v.make_op()));
    let (idx_text, idx_tys) = v.index_operands(&mut body);
    let ib = if inbounds {
        format!(" inbounds = [{}]", vec!["true"; r].join(", "))
    } else {
        String::new()
    };
    body.push_str(&format!("%x, %t0 = load_view_tko {load_ord} %v[{idx_text}]{ib} : {vt}, {idx_tys} -> {tile_ty}, token\n"));
    body.push_str(&out.tensor_view_line("%otv", "%o", &otv));
    body.push_str(&format!("%ov = make_partition_view %otv : {ovt}\n"));
    body.push_str(&format!(
        "%t1 = store_view_tko weak %x, %ov[{}] : {tile_ty}, {ovt}, tile<i32> -> token\n",
        ids[..r].join(", ")
    ));
    c.entry(entry(name, &[("a", ptr(e)), ("o", ptr(e))], &body));
    let input: Vec<u64> = (0..v.buf_len()).map(|_| rand_bits(e, rng)).collect();
    let on: usize = out.shape.iter().product();
    let mut expect = vec![0u64; on];
    let tn: usize = v.tile.iter().product();
    let ispn: usize = isp.iter().product();
    for lin in 0..ispn {
        let idx = unravel(lin, &isp);
        for tj in 0..tn {
            let j = unravel(tj, &v.tile);
            let val = match v.coord(&idx, &j) {
                Some(a) => input[a],
                None => pad_bits(e, v.padding),
            };
            let o: usize = (0..r)
                .map(|d| (idx[d] * v.tile[d] + j[d]) * out.strides[d])
                .sum();
            expect[o] = val;
        }
    }
    let an = c.data(&format!("in_{name}"), e, input);
    let rn = c.data(&format!("r_{name}"), e, expect);
    let mut grid = [1u32; 3];
    for (i, &s) in isp.iter().enumerate() {
        grid[i] = s as u32;
    }
    let run = c.run(name, name, grid[0]);
    run.grid = grid;
    run.nan_bits = v.padding != Some("nan");
    run.arg_buf(e, &an)
        .arg_buf(e, &format!("zeros({on})"))
        .expect(1, &rn, "model");
}

/// Stores a tile of known values through a view at every index (partition/strided without
/// overlap, scatter with distinct coordinates) over a sentinel-filled buffer.
fn view_store_case(
    c: &mut CaseB,
    name: &str,
    e: ElemType,
    v: &ViewSpec,
    store_ord: &str,
    rng: &mut Rng,
) {
    let r = v.tile.len();
    let isp = v.ispace();
    let (tv, vt) = v.type_text(e);
    let tn: usize = v.tile.iter().product();
    let ispn: usize = isp.iter().product();
    let tile_ty = format!(
        "tile<{}x{}>",
        v.tile
            .iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join("x"),
        t(e)
    );
    let ids = ["%bx", "%by", "%bz"];
    // Values: a dense input of ispace x tile elements read through a partition view.
    let in_shape: Vec<usize> = (0..r).map(|i| isp[i] * v.tile[i]).collect();
    let inv = ViewSpec {
        shape: in_shape.clone(),
        strides: (0..r).map(|i| in_shape[i + 1..].iter().product()).collect(),
        tile: v.tile.clone(),
        step: v.tile.clone(),
        dim_map: (0..r).collect(),
        padding: None,
        gather: None,
    };
    let (itv, ivt) = inv.type_text(e);
    let mut body = String::from("%bx, %by, %bz = get_tile_block_id : tile<i32>\n");
    body.push_str(&inv.tensor_view_line("%itv", "%i", &itv));
    body.push_str(&format!("%iv = make_partition_view %itv : {ivt}\n"));
    body.push_str(&format!(
        "%x, %t0 = load_view_tko weak %iv[{}] : {ivt}, tile<i32> -> {tile_ty}, token\n",
        ids[..r].join(", ")
    ));
    body.push_str(&v.tensor_view_line("%tv", "%o", &tv));
    body.push_str(&format!("%v = {} %tv : {vt}\n", v.make_op()));
    let (idx_text, idx_tys) = v.index_operands(&mut body);
    body.push_str(&format!("%t1 = store_view_tko {store_ord} %x, %v[{idx_text}] : {tile_ty}, {vt}, {idx_tys} -> token\n"));
    c.entry(entry(name, &[("i", ptr(e)), ("o", ptr(e))], &body));
    let input: Vec<u64> = (0..in_shape.iter().product::<usize>())
        .map(|_| rand_bits(e, rng))
        .collect();
    let sentinel: Vec<u64> = (0..v.buf_len()).map(|_| rand_bits(e, rng)).collect();
    let mut expect = sentinel.clone();
    for lin in 0..ispn {
        let idx = unravel(lin, &isp);
        for tj in 0..tn {
            let j = unravel(tj, &v.tile);
            if let Some(a) = v.coord(&idx, &j) {
                let src: usize = (0..r)
                    .map(|d| (idx[d] * v.tile[d] + j[d]) * inv.strides[d])
                    .sum();
                expect[a] = input[src];
            }
        }
    }
    let an = c.data(&format!("in_{name}"), e, input);
    let sn = c.data(&format!("s_{name}"), e, sentinel);
    let rn = c.data(&format!("r_{name}"), e, expect);
    let mut grid = [1u32; 3];
    for (i, &s) in isp.iter().enumerate() {
        grid[i] = s as u32;
    }
    let run = c.run(name, name, grid[0]);
    run.grid = grid;
    run.nan_bits = true;
    run.arg_buf(e, &an).arg_buf(e, &sn).expect(1, &rn, "model");
}

fn part(shape: &[usize], tile: &[usize]) -> ViewSpec {
    let r = shape.len();
    ViewSpec {
        shape: shape.to_vec(),
        strides: (0..r).map(|i| shape[i + 1..].iter().product()).collect(),
        tile: tile.to_vec(),
        step: tile.to_vec(),
        dim_map: (0..r).collect(),
        padding: None,
        gather: None,
    }
}

fn views_files(out: &mut Vec<GenFile>) {
    let mut rng = Rng(0x7155);
    // Every number type through a plain partition view (f4 needs an even unit-stride extent).
    let mut c = CaseB::new("views/partition_types.mlir", "views", "ci");
    c.note("load_view_tko/store_view_tko through a 2-D partition view on every number type (digest 7.2), tiles exactly covering the tensor.");
    c.oracle(
        "model",
        "view index arithmetic of digest 7 in the generator's host model",
    );
    for e in NUMBERS {
        view_load_case(
            &mut c,
            &format!("load_{}", t(e)),
            e,
            &part(&[8, 12], &[4, 4]),
            "weak",
            false,
            &mut rng,
        );
        view_store_case(
            &mut c,
            &format!("store_{}", t(e)),
            e,
            &part(&[8, 12], &[4, 4]),
            "weak",
            &mut rng,
        );
    }
    out.push(c.render());
    // Padding values on partial tiles, for floats (all five) and integers (zero).
    let mut c = CaseB::new("views/padding.mlir", "views", "ci");
    c.note("Partial tiles of partition, strided and gather views take padding_value (digest 7.2); the NaN padding is the quiet NaN with only the top mantissa bit set (docs/semantics.md).");
    c.oracle("model", "view index arithmetic of digest 7 in the generator's host model; NaN padding as docs/semantics.md documents it");
    for e in [F16, BF16, F32, F64] {
        for p in ["zero", "neg_zero", "nan", "pos_inf", "neg_inf"] {
            let mut v = part(&[6, 10], &[4, 4]);
            v.padding = Some(p);
            view_load_case(
                &mut c,
                &format!("partition_{}_{p}", t(e)),
                e,
                &v,
                "weak",
                false,
                &mut rng,
            );
            let mut s = v.clone();
            s.step = vec![3, 5];
            view_load_case(
                &mut c,
                &format!("strided_{}_{p}", t(e)),
                e,
                &s,
                "weak",
                false,
                &mut rng,
            );
            let mut g = part(&[6, 10], &[4, 4]);
            g.padding = Some(p);
            g.gather = Some((0, vec![5, 0, 7, 2]));
            view_load_case(
                &mut c,
                &format!("gather_{}_{p}", t(e)),
                e,
                &g,
                "weak",
                false,
                &mut rng,
            );
        }
    }
    // dim_map with partial tiles, every padding (and none for an exactly divided strided view).
    for p in [
        None,
        Some("zero"),
        Some("neg_zero"),
        Some("nan"),
        Some("pos_inf"),
        Some("neg_inf"),
    ] {
        let mut v = part(&[10, 6], &[2, 4]);
        v.dim_map = vec![1, 0];
        v.padding = p;
        if p.is_some() {
            view_load_case(
                &mut c,
                &format!("partition_dim_map_{}", p.unwrap()),
                F32,
                &v,
                "weak",
                false,
                &mut rng,
            );
        }
        let mut s = part(&[12, 8], &[4, 2]);
        s.step = if p.is_some() { vec![3, 5] } else { vec![4, 4] };
        s.dim_map = vec![1, 0];
        s.padding = p;
        if p.is_none() {
            // Tile 4 over extent 8 with stride 4, tile 2 over extent 12 with stride 6: every tile
            // lies inside, so no padding is needed (out-of-bounds values would be unspecified).
            s.step = vec![4, 6];
        }
        view_load_case(
            &mut c,
            &format!("strided_dim_map_{}", p.unwrap_or("none")),
            F32,
            &s,
            "weak",
            false,
            &mut rng,
        );
    }
    for e in [I8, I32, I64] {
        let mut v = part(&[6, 10], &[4, 4]);
        v.padding = Some("zero");
        view_load_case(
            &mut c,
            &format!("partition_{}_zero", t(e)),
            e,
            &v,
            "weak",
            false,
            &mut rng,
        );
    }
    out.push(c.render());
    // View kinds, dim_map, strided overlap and gaps, scatter, inbounds, orderings x scopes.
    let mut c = CaseB::new("views/kinds.mlir", "views", "ci");
    c.note("Partition, strided and gather/scatter views (digest 7.2-7.5): dim_map, overlapping and gapped traversal strides, 1-D to 3-D, inbounds promises kept, every load/store memory ordering and scope.");
    c.oracle(
        "model",
        "view index arithmetic of digest 7 in the generator's host model",
    );
    let mut dm = part(&[16, 6], &[2, 8]);
    dm.dim_map = vec![1, 0];
    view_load_case(
        &mut c,
        "partition_dim_map",
        F32,
        &dm,
        "weak",
        false,
        &mut rng,
    );
    view_store_case(
        &mut c,
        "partition_dim_map_store",
        F32,
        &dm,
        "weak",
        &mut rng,
    );
    let mut dm3 = part(&[4, 6, 8], &[2, 2, 4]);
    dm3.dim_map = vec![2, 0, 1];
    // Tile dim 2 (4 wide) over extent 6 leaves a partial tile: pad it, or those values would
    // be unspecified (seen on the H100: it loads whatever lies there).
    dm3.padding = Some("zero");
    view_load_case(
        &mut c,
        "partition_3d_dim_map",
        I16,
        &dm3,
        "weak",
        false,
        &mut rng,
    );
    let mut sv = part(&[16], &[4]);
    sv.step = vec![3];
    sv.padding = Some("zero");
    view_load_case(&mut c, "strided_overlap", F32, &sv, "weak", false, &mut rng);
    let mut sg = part(&[16], &[4]);
    sg.step = vec![5];
    view_store_case(&mut c, "strided_gaps_store", F32, &sg, "weak", &mut rng);
    let mut sdm = part(&[12, 8], &[4, 2]);
    sdm.step = vec![3, 6];
    sdm.dim_map = vec![1, 0];
    sdm.padding = Some("zero");
    view_load_case(
        &mut c,
        "strided_dim_map",
        I32,
        &sdm,
        "weak",
        false,
        &mut rng,
    );
    let mut sds = part(&[12, 8], &[4, 2]);
    sds.step = vec![4, 3];
    sds.dim_map = vec![1, 0];
    view_store_case(&mut c, "strided_dim_map_store", I32, &sds, "weak", &mut rng);
    let mut g1 = part(&[8, 16], &[4, 8]);
    g1.gather = Some((1, vec![15, 0, 3, 3, 9, 1, 2, 14]));
    view_load_case(&mut c, "gather_dim1", F16, &g1, "weak", false, &mut rng);
    let mut s1 = part(&[16, 8], &[4, 8]);
    s1.gather = Some((0, vec![9, 2, 14, 5]));
    view_store_case(&mut c, "scatter_dim0", F64, &s1, "weak", &mut rng);
    view_load_case(
        &mut c,
        "inbounds",
        F32,
        &part(&[8, 8], &[4, 4]),
        "weak",
        true,
        &mut rng,
    );
    for (i, ord) in [
        "relaxed tl_blk",
        "relaxed device",
        "relaxed sys",
        "acquire tl_blk",
        "acquire device",
        "acquire sys",
    ]
    .iter()
    .enumerate()
    {
        view_load_case(
            &mut c,
            &format!("load_ord{i}"),
            I32,
            &part(&[8], &[4]),
            ord,
            false,
            &mut rng,
        );
    }
    for (i, ord) in [
        "relaxed tl_blk",
        "relaxed device",
        "relaxed sys",
        "release tl_blk",
        "release device",
        "release sys",
    ]
    .iter()
    .enumerate()
    {
        view_store_case(
            &mut c,
            &format!("store_ord{i}"),
            I32,
            &part(&[8], &[4]),
            ord,
            &mut rng,
        );
    }
    // Dynamic shapes and strides, and the shape queries.
    let body = "%n = constant <i32: 6> : tile<i32>\n%s = constant <i32: 10> : tile<i32>\n\
        %tv = make_tensor_view %a, shape = [%n, 10], strides = [%s, 1] : tile<i32> -> tensor_view<?x10xf32, strides=[?,1]>\n\
        %v = make_partition_view %tv : partition_view<tile=(4x4), tensor_view<?x10xf32, strides=[?,1]>>\n\
        %d0, %d1 = get_index_space_shape %v : partition_view<tile=(4x4), tensor_view<?x10xf32, strides=[?,1]>> -> tile<i64>\n\
        %e0, %e1 = get_tensor_shape %tv : tensor_view<?x10xf32, strides=[?,1]> -> tile<i32>\n\
        %q0 = exti %e0 signed : tile<i32> -> tile<i64>\n%q1 = exti %e1 signed : tile<i32> -> tile<i64>\n\
        %c1 = constant <i32: 1> : tile<i32>\n%c2 = constant <i32: 2> : tile<i32>\n%c3 = constant <i32: 3> : tile<i32>\n\
        %p1 = offset %o, %c1 : tile<ptr<i64>>, tile<i32> -> tile<ptr<i64>>\n%p2 = offset %o, %c2 : tile<ptr<i64>>, tile<i32> -> tile<ptr<i64>>\n%p3 = offset %o, %c3 : tile<ptr<i64>>, tile<i32> -> tile<ptr<i64>>\n\
        %t0 = store_ptr_tko weak %o, %d0 : tile<ptr<i64>>, tile<i64> -> token\n%t1 = store_ptr_tko weak %p1, %d1 : tile<ptr<i64>>, tile<i64> -> token\n\
        %t2 = store_ptr_tko weak %p2, %q0 : tile<ptr<i64>>, tile<i64> -> token\n%t3 = store_ptr_tko weak %p3, %q1 : tile<ptr<i64>>, tile<i64> -> token\n";
    c.entry(entry(
        "shape_queries",
        &[("a", ptr(F32)), ("o", ptr(I64))],
        body,
    ));
    let rn = c.data("r_shape_queries", I64, vec![2, 3, 6, 10]);
    c.run("shape_queries", "shape_queries", 1)
        .arg_buf(F32, "zeros(60)")
        .arg_buf(I64, "zeros(4)")
        .expect(1, &rn, "model");
    out.push(c.render());
}

// ---------------------------------------------------------------------------------------------
// Pointer loads and stores.

fn memory_files(out: &mut Vec<GenFile>) {
    let mut rng = Rng(0x3E3);
    let mut c = CaseB::new("memory/pointer.mlir", "memory", "ci");
    c.note("load_ptr_tko with mask and padding operand, store_ptr_tko with mask (digest 4.8), on every number type that pointers reach (not f4), and every ordering and scope.");
    c.oracle(
        "model",
        "per-element gather/scatter of digest 4.8 in the generator's host model",
    );
    let n = 16;
    let orders = [
        ("weak", "weak"),
        ("relaxed tl_blk", "relaxed tl_blk"),
        ("relaxed device", "relaxed device"),
        ("relaxed sys", "relaxed sys"),
        ("acquire tl_blk", "release tl_blk"),
        ("acquire device", "release device"),
        ("acquire sys", "release sys"),
    ];
    let mut cases: Vec<(ElemType, usize)> = NUMBERS
        .iter()
        .filter(|&&e| e != F4E2M1FN)
        .map(|&e| (e, 0))
        .collect();
    for k in 1..orders.len() {
        cases.push((I32, k));
        cases.push((F32, k));
    }
    for (e, k) in cases {
        let (lo, so) = orders[k];
        let name = format!("{}_{}", t(e), k);
        let body = format!(
            "{}{}{}{}%mk, %tm = load_ptr_tko weak %pm : tile<{n}xptr<i1>> -> tile<{n}xi1>, token\n\
             %dv, %td = load_ptr_tko weak %pd : tile<{n}xptr<{e}>> -> tile<{n}x{e}>, token\n\
             %x, %tx = load_ptr_tko {lo} %px, %mk, %dv : tile<{n}xptr<{e}>>, tile<{n}xi1>, tile<{n}x{e}> -> tile<{n}x{e}>, token\n\
             %one = constant <i1: 1> : tile<{n}xi1>\n%k = xori %mk, %one : tile<{n}xi1>\n\
             %t = store_ptr_tko {so} %po, %x, %k : tile<{n}xptr<{e}>>, tile<{n}x{e}>, tile<{n}xi1> -> token\n",
            ptr_tile("px", "ax", e, n),
            ptr_tile("pm", "am", I1, n),
            ptr_tile("pd", "ad", e, n),
            ptr_tile("po", "ao", e, n),
            e = t(e)
        );
        c.entry(entry(
            &name,
            &[
                ("ax", ptr(e)),
                ("am", ptr(I1)),
                ("ad", ptr(e)),
                ("ao", ptr(e)),
            ],
            &body,
        ));
        let x: Vec<u64> = (0..n).map(|_| rand_bits(e, &mut rng)).collect();
        let m: Vec<u64> = (0..n).map(|_| rng.next() & 1).collect();
        let d: Vec<u64> = (0..n).map(|_| rand_bits(e, &mut rng)).collect();
        let o: Vec<u64> = (0..n).map(|_| rand_bits(e, &mut rng)).collect();
        // loaded r = m ? x : d; stored where !m: so o[i] = !m ? (m ? x : d) = d[i] where !m.
        let want: Vec<u64> = (0..n)
            .map(|i| if m[i] == 0 { d[i] } else { o[i] })
            .collect();
        let xn = c.data(&format!("x_{name}"), e, x);
        let mn = c.data(&format!("m_{name}"), I1, m);
        let dn = c.data(&format!("d_{name}"), e, d);
        let on = c.data(&format!("o_{name}"), e, o);
        let rn = c.data(&format!("r_{name}"), e, want);
        let r = c.run(&name, &name, 1);
        r.nan_bits = true;
        r.arg_buf(e, &xn)
            .arg_buf(I1, &mn)
            .arg_buf(e, &dn)
            .arg_buf(e, &on)
            .expect(3, &rn, "model");
    }
    out.push(c.render());
}

// ---------------------------------------------------------------------------------------------
// Atomics on distinct addresses (every element is its own transaction).

fn rmw(mode: &str, e: ElemType, old: u64, arg: u64) -> u64 {
    let w = e.bit_width();
    let m = if w == 64 { u64::MAX } else { (1 << w) - 1 };
    let s = |x: u64| ((x as i128) << (128 - w)) >> (128 - w);
    match mode {
        "and" => old & arg,
        "or" => old | arg,
        "xor" => old ^ arg,
        "add" => old.wrapping_add(arg) & m,
        "max" => {
            if s(old) >= s(arg) {
                old
            } else {
                arg
            }
        }
        "min" => {
            if s(old) <= s(arg) {
                old
            } else {
                arg
            }
        }
        "umax" => old.max(arg),
        "umin" => old.min(arg),
        "xchg" => arg,
        // addf rounds to nearest even (digest 4.9); NaN results canonical.
        _ => {
            let r = apfloat_bin(e, Bin::Add, old, arg, Round::NearestTiesToEven);
            let f = super::fmt::Fmt::of(e);
            if f.is_nan(r) {
                f.canonical_nan()
            } else {
                r
            }
        }
    }
}

fn atomics_files(out: &mut Vec<GenFile>) {
    let mut rng = Rng(0xA70);
    let n = 16;
    let mut c = CaseB::new("atomics/rmw_cas.mlir", "atomics", "ci");
    c.note("atomic_rmw_tko in every mode and type it accepts, atomic_cas_tko (bit-for-bit compare), every ordering and scope (digest 4.9); distinct addresses, so the element order does not matter. Results are stored under the same mask (masked-off results are implementation-defined).");
    c.oracle("model", "sequential application of the digest 4.9 definitions per element (integers exact; addf by rustc_apfloat 0.2.3 add_r nearest-even, canonical NaN)");
    let ords = [
        "relaxed tl_blk",
        "relaxed device",
        "relaxed sys",
        "acquire tl_blk",
        "acquire device",
        "acquire sys",
        "release tl_blk",
        "release device",
        "release sys",
        "acq_rel tl_blk",
        "acq_rel device",
        "acq_rel sys",
    ];
    let mut jobs: Vec<(&str, ElemType, &str)> = vec![];
    for mode in ["and", "or", "xor", "add", "max", "min", "umax", "umin"] {
        for e in [I32, I64] {
            jobs.push((mode, e, "acq_rel device"));
        }
    }
    for e in [F16, BF16, F32, F64] {
        jobs.push(("addf", e, "relaxed device"));
    }
    for e in [I32, I64, F32, F64] {
        jobs.push(("xchg", e, "acquire sys"));
    }
    for o in ords {
        jobs.push(("add", I32, o));
    }
    for (ji, (mode, e, ord)) in jobs.into_iter().enumerate() {
        let name = format!("rmw_{mode}_{}_{ji}", t(e));
        let body = format!(
            "{}{}{}%k, %tk = load_ptr_tko weak %pk : tile<{n}xptr<i1>> -> tile<{n}xi1>, token\n\
             %a, %ta = load_ptr_tko weak %pa : tile<{n}xptr<{e}>> -> tile<{n}x{e}>, token\n\
             %old, %t1 = atomic_rmw_tko {ord} %pm, {mode}, %a, %k : tile<{n}xptr<{e}>>, tile<{n}x{e}>, tile<{n}xi1> -> tile<{n}x{e}>, token\n\
             {}%t2 = store_ptr_tko weak %po, %old, %k : tile<{n}xptr<{e}>>, tile<{n}x{e}>, tile<{n}xi1> -> token\n",
            ptr_tile("pm", "mem", e, n),
            ptr_tile("pa", "arg", e, n),
            ptr_tile("pk", "mask", I1, n),
            ptr_tile("po", "o", e, n),
            e = t(e)
        );
        c.entry(entry(
            &name,
            &[
                ("mem", ptr(e)),
                ("arg", ptr(e)),
                ("mask", ptr(I1)),
                ("o", ptr(e)),
            ],
            &body,
        ));
        let mem: Vec<u64> = (0..n).map(|_| rand_bits(e, &mut rng)).collect();
        let arg: Vec<u64> = (0..n).map(|_| rand_bits(e, &mut rng)).collect();
        let mask: Vec<u64> = (0..n).map(|i| (i % 4 != 3) as u64).collect();
        let o: Vec<u64> = (0..n).map(|_| rand_bits(e, &mut rng)).collect();
        let new_mem: Vec<u64> = (0..n)
            .map(|i| {
                if mask[i] == 1 {
                    rmw(mode, e, mem[i], arg[i])
                } else {
                    mem[i]
                }
            })
            .collect();
        let new_o: Vec<u64> = (0..n)
            .map(|i| if mask[i] == 1 { mem[i] } else { o[i] })
            .collect();
        let (mn, an, kn, on) = (
            c.data(&format!("m_{name}"), e, mem),
            c.data(&format!("a_{name}"), e, arg),
            c.data(&format!("k_{name}"), I1, mask),
            c.data(&format!("o_{name}"), e, o),
        );
        let (rm, ro) = (
            c.data(&format!("rm_{name}"), e, new_mem),
            c.data(&format!("ro_{name}"), e, new_o),
        );
        let r = c.run(&name, &name, 1);
        r.nan_bits = mode != "addf";
        r.arg_buf(e, &mn)
            .arg_buf(e, &an)
            .arg_buf(I1, &kn)
            .arg_buf(e, &on)
            .expect(0, &rm, "model")
            .expect(3, &ro, "model");
    }
    // CAS: half the elements compare equal; floats bit for bit (NaN payloads, +0 vs -0).
    let mut cas_jobs: Vec<(ElemType, &str)> = [I32, I64, F32, F64]
        .iter()
        .map(|&e| (e, "acq_rel device"))
        .collect();
    for o in ords {
        cas_jobs.push((I64, o));
    }
    for (ji, (e, ord)) in cas_jobs.into_iter().enumerate() {
        let name = format!("cas_{}_{ji}", t(e));
        let body = format!(
            "{}{}{}%cv, %t0 = load_ptr_tko weak %pc : tile<{n}xptr<{e}>> -> tile<{n}x{e}>, token\n\
             %vv, %t1 = load_ptr_tko weak %pv : tile<{n}xptr<{e}>> -> tile<{n}x{e}>, token\n\
             %old, %t2 = atomic_cas_tko {ord} %pm, %cv, %vv : tile<{n}xptr<{e}>>, tile<{n}x{e}> -> tile<{n}x{e}>, token\n\
             %t3 = store_ptr_tko weak %pc, %old token=%t0 : tile<{n}xptr<{e}>>, tile<{n}x{e}> -> token\n",
            ptr_tile("pm", "mem", e, n),
            ptr_tile("pc", "cmp", e, n),
            ptr_tile("pv", "val", e, n),
            e = t(e)
        );
        c.entry(entry(
            &name,
            &[("mem", ptr(e)), ("cmp", ptr(e)), ("val", ptr(e))],
            &body,
        ));
        let mut mem: Vec<u64> = (0..n).map(|_| rand_bits(e, &mut rng)).collect();
        if e.is_float() {
            let (nan, zero) = if e == F32 {
                (0x7FC0_0001u64, 0x8000_0000u64)
            } else {
                (0x7FF8_0000_0000_0001, 1 << 63)
            };
            mem[0] = nan;
            mem[1] = nan;
            mem[2] = zero;
            mem[3] = 0;
        }
        let cmp: Vec<u64> = (0..n)
            .map(|i| match i {
                1 => mem[1] ^ 1, // another NaN: not equal
                3 => mem[2],     // -0 against +0: not equal
                _ if i % 2 == 0 => mem[i],
                _ => rand_bits(e, &mut rng),
            })
            .collect();
        let val: Vec<u64> = (0..n).map(|_| rand_bits(e, &mut rng)).collect();
        let new_mem: Vec<u64> = (0..n)
            .map(|i| if mem[i] == cmp[i] { val[i] } else { mem[i] })
            .collect();
        let (mn, cn, vn) = (
            c.data(&format!("m_{name}"), e, mem.clone()),
            c.data(&format!("c_{name}"), e, cmp),
            c.data(&format!("v_{name}"), e, val),
        );
        let (rm, rc) = (
            c.data(&format!("rm_{name}"), e, new_mem),
            c.data(&format!("rc_{name}"), e, mem),
        );
        let r = c.run(&name, &name, 1);
        r.nan_bits = true;
        r.arg_buf(e, &mn)
            .arg_buf(e, &cn)
            .arg_buf(e, &vn)
            .expect(0, &rm, "model")
            .expect(1, &rc, "model");
    }
    out.push(c.render());
    // atomic_red_view_tko: every mode but xchg, on partition and strided views, both scopes.
    let mut c = CaseB::new("atomics/red_view.mlir", "atomics", "ci");
    c.note("atomic_red_view_tko (13.3): every mode but xchg with its types, relaxed at tl_blk and device scope, partition and strided views without padding (digest 4.9).");
    c.oracle("model", "per-element application of the digest 4.9 reduction to the view's elements (host model; addf by rustc_apfloat 0.2.3 nearest-even)");
    let mut jobs: Vec<(&str, ElemType, &str, bool)> = vec![];
    for mode in ["and", "or", "xor", "add", "max", "min", "umax", "umin"] {
        for e in [I32, I64] {
            jobs.push((mode, e, "device", false));
        }
    }
    for e in [F16, BF16, F32, F64] {
        jobs.push(("addf", e, "tl_blk", true));
    }
    jobs.push(("add", I32, "tl_blk", true));
    for (ji, (mode, e, scope, strided)) in jobs.into_iter().enumerate() {
        let name = format!("red_{mode}_{}_{ji}", t(e));
        let (vt, steps) = if strided {
            (format!("strided_view<tile=(4), traversal_strides=[5], tensor_view<20x{e}, strides=[1]>>", e = t(e)), 5)
        } else {
            (
                format!(
                    "partition_view<tile=(4), tensor_view<20x{e}, strides=[1]>>",
                    e = t(e)
                ),
                4,
            )
        };
        let make = if strided {
            "make_strided_view"
        } else {
            "make_partition_view"
        };
        let blocks = 20usize.div_ceil(steps);
        let body = format!(
            "%bx, %by, %bz = get_tile_block_id : tile<i32>\n\
             %tv = make_tensor_view %mem, shape = [20], strides = [1] : tensor_view<20x{e}, strides=[1]>\n\
             %v = {make} %tv : {vt}\n\
             %atv = make_tensor_view %arg, shape = [{an}], strides = [1] : tensor_view<{an}x{e}, strides=[1]>\n\
             %av = make_partition_view %atv : partition_view<tile=(4), tensor_view<{an}x{e}, strides=[1]>>\n\
             %a, %t0 = load_view_tko weak %av[%bx] : partition_view<tile=(4), tensor_view<{an}x{e}, strides=[1]>>, tile<i32> -> tile<4x{e}>, token\n\
             %t1 = atomic_red_view_tko relaxed {scope} %v[%bx], {mode}, %a : tile<4x{e}>, {vt}, tile<i32> -> token\n",
            e = t(e),
            an = blocks * 4
        );
        c.entry(entry(&name, &[("mem", ptr(e)), ("arg", ptr(e))], &body));
        let mem: Vec<u64> = (0..20).map(|_| rand_bits(e, &mut rng)).collect();
        let arg: Vec<u64> = (0..blocks * 4).map(|_| rand_bits(e, &mut rng)).collect();
        let mut new_mem = mem.clone();
        for b in 0..blocks {
            for j in 0..4 {
                let a = b * steps + j;
                if a < 20 {
                    new_mem[a] = rmw(mode, e, new_mem[a], arg[b * 4 + j]);
                }
            }
        }
        let (mn, an) = (
            c.data(&format!("m_{name}"), e, mem),
            c.data(&format!("a_{name}"), e, arg),
        );
        let rm = c.data(&format!("rm_{name}"), e, new_mem);
        let r = c.run(&name, &name, blocks as u32);
        r.nan_bits = mode != "addf";
        r.arg_buf(e, &mn).arg_buf(e, &an).expect(0, &rm, "model");
    }
    // dim_map on reduction views: each block adds its tile of ones-and-twos.
    for (vi, strided) in [false, true].into_iter().enumerate() {
        let name = format!("red_dim_map_{vi}");
        let (vt, isp) = if strided {
            ("strided_view<tile=(4x2), traversal_strides=[4,2], tensor_view<8x8xi32, strides=[8,1]>, dim_map=[1, 0]>".to_string(), (2usize, 4usize))
        } else {
            (
                "partition_view<tile=(4x2), tensor_view<8x8xi32, strides=[8,1]>, dim_map=[1, 0]>"
                    .to_string(),
                (2, 4),
            )
        };
        let make = if strided {
            "make_strided_view"
        } else {
            "make_partition_view"
        };
        let body = format!(
            "%bx, %by, %bz = get_tile_block_id : tile<i32>\n\
             %tv = make_tensor_view %mem, shape = [8, 8], strides = [8, 1] : tensor_view<8x8xi32, strides=[8,1]>\n\
             %v = {make} %tv : {vt}\n\
             %a = iota : tile<8xi32>\n%a2 = reshape %a : tile<8xi32> -> tile<4x2xi32>\n\
             %t1 = atomic_red_view_tko relaxed device %v[%bx, %by], add, %a2 : tile<4x2xi32>, {vt}, tile<i32> -> token\n"
        );
        c.entry(entry(&name, &[("mem", ptr(I32))], &body));
        let mem: Vec<u64> = (0..64).map(|_| rng.next() & 0xFFFF).collect();
        let mut new_mem = mem.clone();
        for bx in 0..isp.0 {
            for by in 0..isp.1 {
                for j0 in 0..4 {
                    for j1 in 0..2 {
                        // dim_map [1, 0]: tile dim 0 runs along tensor dim 1.
                        let (c1, c0) = (bx * 4 + j0, by * 2 + j1);
                        new_mem[c0 * 8 + c1] =
                            (new_mem[c0 * 8 + c1] + (j0 * 2 + j1) as u64) & 0xFFFF_FFFF;
                    }
                }
            }
        }
        let mn = c.data(&format!("m_{name}"), I32, mem);
        let rm = c.data(&format!("rm_{name}"), I32, new_mem);
        let r = c.run(&name, &name, isp.0 as u32);
        r.grid = [isp.0 as u32, isp.1 as u32, 1];
        r.arg_buf(I32, &mn).expect(0, &rm, "model");
    }
    out.push(c.render());
}

// ---------------------------------------------------------------------------------------------
// Control flow.

fn control_file(out: &mut Vec<GenFile>) {
    let mut c = CaseB::new("control/control.mlir", "control", "ci");
    c.note("if/else with results, for (signed and unsigned compare, carried values, every integer type), loop with break and continue inside ifs, early return, assert that holds (digest 4.7).");
    c.oracle(
        "model",
        "the same computation written in the generator (digest 4.7 semantics)",
    );
    // for: sum of iv over [lb, ub) step st, each integer type, signed and unsigned compare.
    for e in [I8, I16, I32, I64] {
        for uns in [false, true] {
            let name = format!("for_{}{}", t(e), if uns { "_unsigned" } else { "" });
            let (lb, ub, st): (i64, i64, i64) = if uns { (3, 100, 7) } else { (-20, 50, 3) };
            let body = format!(
                "%lb = constant <{e}: {lb}> : tile<{e}>\n%ub = constant <{e}: {ub}> : tile<{e}>\n%st = constant <{e}: {st}> : tile<{e}>\n%z = constant <i64: 0> : tile<i64>\n\
                 %s = for {u}%iv in (%lb to %ub, step %st) : tile<{e}> iter_values(%acc = %z) -> (tile<i64>) {{\n%w = exti %iv signed : tile<{e}> -> tile<i64>\n%n = addi %acc, %w : tile<i64>\ncontinue %n : tile<i64>\n}}\n\
                 %t = store_ptr_tko weak %o, %s : tile<ptr<i64>>, tile<i64> -> token\n",
                e = t(e),
                u = if uns { "unsigned " } else { "" }
            );
            let body = if e == I64 {
                body.replace(
                    "%w = exti %iv signed : tile<i64> -> tile<i64>\n%n = addi %acc, %w",
                    "%n = addi %acc, %iv",
                )
            } else {
                body
            };
            c.entry(entry(&name, &[("o", ptr(I64))], &body));
            let sum: i64 = (lb..ub).step_by(st as usize).sum();
            let rn = c.data(&format!("r_{name}"), I64, vec![sum as u64]);
            c.run(&name, &name, 1)
                .arg_buf(I64, "zeros(1)")
                .expect(0, &rn, "model");
        }
    }
    // if/else with results per block, early return, loop with break/continue.
    let body = "%bx, %by, %bz = get_tile_block_id : tile<i32>\n%two = constant <i32: 2> : tile<i32>\n%z = constant <i32: 0> : tile<i32>\n\
        %m = remi %bx, %two signed : tile<i32>\n%c = cmpi equal %m, %z, signed : tile<i32> -> tile<i1>\n\
        %v = if %c -> (tile<i32>) {\n%a = muli %bx, %bx : tile<i32>\nyield %a : tile<i32>\n} else {\n%b = subi %z, %bx : tile<i32>\nyield %b : tile<i32>\n}\n\
        %p = offset %o, %bx : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>\n%t = store_ptr_tko weak %p, %v : tile<ptr<i32>>, tile<i32> -> token\n\
        %five = constant <i32: 5> : tile<i32>\n%big = cmpi greater_than %bx, %five, signed : tile<i32> -> tile<i1>\n\
        if %big {\nreturn\n}\n\
        %ten = constant <i32: 10> : tile<i32>\n%p2 = offset %p, %ten : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>\n%t2 = store_ptr_tko weak %p2, %bx : tile<ptr<i32>>, tile<i32> -> token\n";
    c.entry(entry("if_return", &[("o", ptr(I32))], body));
    let mut want = vec![0xFFFF_FFFFu64; 20];
    for b in 0..8i64 {
        want[b as usize] = (if b % 2 == 0 { b * b } else { -b }) as u64 & 0xFFFF_FFFF;
        if b <= 5 {
            want[b as usize + 10] = b as u64;
        }
    }
    let rn = c.data("r_if_return", I32, want);
    c.run("if_return", "if_return", 8)
        .arg_buf(I32, "splat(20, ffffffff)")
        .expect(0, &rn, "model");
    // loop: collatz steps of 27 counting only odd steps via continue, with break at 1.
    let body = "%x0 = constant <i32: 27> : tile<i32>\n%z = constant <i32: 0> : tile<i32>\n%one = constant <i32: 1> : tile<i32>\n%two = constant <i32: 2> : tile<i32>\n%three = constant <i32: 3> : tile<i32>\n\
        %n, %k = loop iter_values(%x = %x0, %c = %z) : tile<i32>, tile<i32> -> tile<i32>, tile<i32> {\n\
        %done = cmpi equal %x, %one, signed : tile<i32> -> tile<i1>\n\
        if %done {\nbreak %x, %c : tile<i32>, tile<i32>\n}\n\
        %r = remi %x, %two signed : tile<i32>\n%even = cmpi equal %r, %z, signed : tile<i32> -> tile<i1>\n\
        if %even {\n%h = divi %x, %two signed : tile<i32>\ncontinue %h, %c : tile<i32>, tile<i32>\n}\n\
        %t3 = muli %x, %three : tile<i32>\n%t4 = addi %t3, %one : tile<i32>\n%c2 = addi %c, %one : tile<i32>\ncontinue %t4, %c2 : tile<i32>, tile<i32>\n}\n\
        %c1 = constant <i32: 1> : tile<i32>\n%p1 = offset %o, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>\n\
        %ta = store_ptr_tko weak %o, %n : tile<ptr<i32>>, tile<i32> -> token\n%tb = store_ptr_tko weak %p1, %k : tile<ptr<i32>>, tile<i32> -> token\n\
        %ok = cmpi equal %n, %one, signed : tile<i32> -> tile<i1>\nassert %ok, \"collatz ends at 1\" : tile<i1>\n";
    c.entry(entry("loop_break_continue", &[("o", ptr(I32))], body));
    let (mut x, mut k) = (27i64, 0u64);
    while x != 1 {
        if x % 2 == 0 {
            x /= 2;
        } else {
            x = 3 * x + 1;
            k += 1;
        }
    }
    let rn = c.data("r_loop", I32, vec![1, k]);
    c.run("loop_break_continue", "loop_break_continue", 1)
        .arg_buf(I32, "zeros(2)")
        .expect(0, &rn, "model");
    out.push(c.render());
}

// ---------------------------------------------------------------------------------------------
// Reduce and scan with exact combiners.

fn reduce_file(out: &mut Vec<GenFile>) {
    let mut rng = Rng(0x4ED);
    let mut c = CaseB::new("reduce/reduce_scan.mlir", "reduce", "ci");
    c.note("reduce and scan (digest 4.6) along each dimension, forward and reverse, with combiners whose result does not depend on the order (integer add/mul/and/or/xor/max/min, float max/min, float add of small integers), multi-operand reduce.");
    c.oracle("model", "the combiner applied in the generator (exact: integer wrap-around and small-integer float sums have one value whatever the order)");
    // (elem, op, identity bits, literal of identity, host fn)
    struct Comb {
        e: ElemType,
        op: &'static str,
        ident: &'static str,
        f: fn(i64, i64) -> i64,
        int: bool,
    }
    let combs = [
        Comb {
            e: I32,
            op: "addi",
            ident: "0 : i32",
            f: |a, b| a.wrapping_add(b),
            int: true,
        },
        Comb {
            e: I1,
            op: "ori",
            ident: "0 : i1",
            f: |a, b| a | b,
            int: true,
        },
        Comb {
            e: I64,
            op: "muli",
            ident: "1 : i64",
            f: |a, b| a.wrapping_mul(b),
            int: true,
        },
        Comb {
            e: I8,
            op: "xori",
            ident: "0 : i8",
            f: |a, b| a ^ b,
            int: true,
        },
        Comb {
            e: I16,
            op: "ori",
            ident: "0 : i16",
            f: |a, b| a | b,
            int: true,
        },
        Comb {
            e: I32,
            op: "andi",
            ident: "-1 : i32",
            f: |a, b| a & b,
            int: true,
        },
        Comb {
            e: F32,
            op: "addf",
            ident: "0.000000e+00 : f32",
            f: |a, b| a + b,
            int: false,
        },
        Comb {
            e: F64,
            op: "addf",
            ident: "0.000000e+00 : f64",
            f: |a, b| a + b,
            int: false,
        },
        Comb {
            e: F16,
            op: "maxf",
            ident: "-6.550400e+04 : f16",
            f: |a, b| a.max(b),
            int: false,
        },
        Comb {
            e: BF16,
            op: "minf",
            ident: "3.000000e+00 : bf16",
            f: |a, b| a.min(b),
            int: false,
        },
    ];
    let (rows, cols) = (4usize, 8usize);
    for (ci, cb) in combs.iter().enumerate() {
        let e = cb.e;
        let w = e.bit_width();
        let mask = if w == 64 { u64::MAX } else { (1 << w) - 1 };
        let vals: Vec<i64> = (0..rows * cols)
            .map(|_| {
                if cb.op == "muli" {
                    (rng.next() % 5) as i64 - 2
                } else {
                    (rng.next() % 7) as i64 - 3
                }
            })
            .collect();
        let to_bits = |v: i64| -> u64 {
            if cb.int {
                (v as u64) & mask
            } else {
                super::fmt::from_f64(e, v as f64, Round::NearestTiesToEven)
            }
        };
        let ident_v: i64 = match cb.op {
            "muli" => 1,
            "andi" => -1,
            "maxf" => -65504,
            "minf" => 3,
            _ => 0,
        };
        let xb: Vec<u64> = vals.iter().map(|&v| to_bits(v)).collect();
        let xn = c.data(&format!("x_{ci}"), e, xb);
        for dim in [0usize, 1] {
            // reduce
            let rlen = if dim == 0 { cols } else { rows };
            let name = format!("reduce_{}_{}_d{dim}", cb.op, t(e));
            let body = format!(
                "%m = reshape %x0 : tile<32x{e}> -> tile<4x8x{e}>\n\
                 %r = reduce %m dim={dim} identities=[{id}] : tile<4x8x{e}> -> tile<{rlen}x{e}>\n(%a: tile<{e}>, %b: tile<{e}>) {{\n%y = {op} %a, %b : tile<{e}>\nyield %y : tile<{e}>\n}}",
                e = t(e),
                id = cb.ident,
                op = cb.op
            );
            c.entry(fix_out(
                &ew_kernel(&name, &[e], e, 32, 32, &body),
                e,
                32,
                rlen,
            ));
            let red: Vec<u64> = (0..rlen)
                .map(|k| {
                    let mut acc = ident_v;
                    for l in 0..if dim == 0 { rows } else { cols } {
                        let v = if dim == 0 {
                            vals[l * cols + k]
                        } else {
                            vals[k * cols + l]
                        };
                        acc = (cb.f)(v, acc);
                    }
                    to_bits(acc)
                })
                .collect();
            let rn = c.data(&format!("r_{name}"), e, red);
            c.run(&name, &name, 1)
                .arg_buf(e, &xn)
                .arg_buf(e, &format!("zeros({rlen})"))
                .expect(1, &rn, "model");
            // scan, forward and reverse
            for rev in [false, true] {
                let name = format!(
                    "scan_{}_{}_d{dim}{}",
                    cb.op,
                    t(e),
                    if rev { "_rev" } else { "" }
                );
                let body = format!(
                    "%m = reshape %x0 : tile<32x{e}> -> tile<4x8x{e}>\n\
                     %s = scan %m dim={dim} reverse={rev} identities=[{id}] : tile<4x8x{e}> -> tile<4x8x{e}>\n(%a: tile<{e}>, %b: tile<{e}>) {{\n%y = {op} %a, %b : tile<{e}>\nyield %y : tile<{e}>\n}}\n\
                     %r = reshape %s : tile<4x8x{e}> -> tile<32x{e}>",
                    e = t(e),
                    id = cb.ident,
                    op = cb.op
                );
                c.entry(ew_kernel(&name, &[e], e, 32, 32, &body));
                let mut res = vec![0u64; 32];
                let len = if dim == 0 { rows } else { cols };
                for k in 0..if dim == 0 { cols } else { rows } {
                    let mut acc = ident_v;
                    let order: Vec<usize> = if rev {
                        (0..len).rev().collect()
                    } else {
                        (0..len).collect()
                    };
                    for l in order {
                        let i = if dim == 0 { l * cols + k } else { k * cols + l };
                        acc = (cb.f)(vals[i], acc);
                        res[i] = to_bits(acc);
                    }
                }
                let rn = c.data(&format!("r_{name}"), e, res);
                c.run(&name, &name, 1)
                    .arg_buf(e, &xn)
                    .arg_buf(e, "zeros(32)")
                    .expect(1, &rn, "model");
            }
        }
    }
    // Two operands reduced together: (sum, max) of i32.
    let vals: Vec<i64> = (0..32).map(|_| (rng.next() % 100) as i64 - 50).collect();
    let xn = c.data(
        "x_multi",
        I32,
        vals.iter().map(|&v| (v as u64) & 0xFFFF_FFFF).collect(),
    );
    let body = "%s, %mx = reduce %x0, %x0 dim=0 identities=[0 : i32, -2147483648 : i32] : tile<32xi32>, tile<32xi32> -> tile<i32>, tile<i32>\n\
        (%a: tile<i32>, %b: tile<i32>, %c: tile<i32>, %d: tile<i32>) {\n%y = addi %a, %b : tile<i32>\n%z = maxi %c, %d signed : tile<i32>\nyield %y, %z : tile<i32>, tile<i32>\n}\n\
        %s1 = reshape %s : tile<i32> -> tile<1xi32>\n%m1 = reshape %mx : tile<i32> -> tile<1xi32>\n%r = cat %s1, %m1 dim = 0 : tile<1xi32>, tile<1xi32> -> tile<2xi32>";
    let k = fix_out(
        &ew_kernel("reduce_multi", &[I32], I32, 32, 32, body),
        I32,
        32,
        2,
    );
    c.entry(k);
    let rn = c.data(
        "r_multi",
        I32,
        vec![
            (vals.iter().sum::<i64>() as u64) & 0xFFFF_FFFF,
            (*vals.iter().max().unwrap() as u64) & 0xFFFF_FFFF,
        ],
    );
    c.run("reduce_multi", "reduce_multi", 1)
        .arg_buf(I32, &xn)
        .arg_buf(I32, "zeros(2)")
        .expect(1, &rn, "model");
    out.push(c.render());
}

/// Rewrites the output part of an `ew_kernel` (n elements in one tile) to store `m` elements.
pub fn fix_out(k: &str, out: ElemType, n: usize, m: usize) -> String {
    let e = t(out);
    k.replace(&format!("%vo = make_tensor_view %out, shape = [{n}], strides = [1] : tensor_view<{n}x{e}, strides=[1]>"), &format!("%vo = make_tensor_view %out, shape = [{m}], strides = [1] : tensor_view<{m}x{e}, strides=[1]>"))
        .replace(&format!("%po = make_partition_view %vo : partition_view<tile=({n}), tensor_view<{n}x{e}, strides=[1]>>"), &format!("%po = make_partition_view %vo : partition_view<tile=({m}), tensor_view<{m}x{e}, strides=[1]>>"))
        .replace(&format!("%to = store_view_tko weak %r, %po[%bx] : tile<{n}x{e}>, partition_view<tile=({n}), tensor_view<{n}x{e}, strides=[1]>>"), &format!("%to = store_view_tko weak %r, %po[%bx] : tile<{m}x{e}>, partition_view<tile=({m}), tensor_view<{m}x{e}, strides=[1]>>"))
}

// ---------------------------------------------------------------------------------------------
// mma with small integers: exact in every accumulation order and precision.

fn small(e: ElemType, v: i64) -> u64 {
    match e {
        TF32 => super::fmt::from_f64(F32, v as f64, Round::NearestTiesToEven),
        F8E4M3FN | F8E5M2 | F4E2M1FN => (0..if e == F4E2M1FN { 16 } else { 256 })
            .find(|&c| value_of(e, c) == Some(v as f64) && !(v == 0 && c != 0))
            .unwrap(),
        I8 | I32 => (v as u64) & if e == I8 { 0xFF } else { 0xFFFF_FFFF },
        e => super::fmt::from_f64(e, v as f64, Round::NearestTiesToEven),
    }
}

/// The code of the scale 2^ex in f8E8M0FNU or f8E4M3FN.
pub(super) fn scale_code(se: ElemType, ex: i32) -> u64 {
    if se == F8E8M0FNU {
        (ex + 127) as u64
    } else {
        (0..256)
            .find(|&c| value_of(F8E4M3FN, c) == Some(2f64.powi(ex)))
            .unwrap()
    }
}

fn mma_file(out: &mut Vec<GenFile>) {
    let mut rng = Rng(0x33A);
    let mut c = CaseB::new("mma/mma.mlir", "mma", "ci");
    c.note("mmaf for every (input, accumulator) pair it accepts, with and without fast_acc, batched; mmai in every signedness pair; mmaf_scaled in every accepted (input, scale, block) combination (digest 4.2). Small integers and power-of-two scales make every product and partial sum exact, so the unspecified accumulation order cannot change the bits.");
    c.oracle(
        "model",
        "matrix product in i64 over small integers (exact), converted to the result type",
    );
    let (m, k, n) = (4usize, 8usize, 4usize);
    let combos: [(ElemType, ElemType); 10] = [
        (F16, F16),
        (F16, F32),
        (BF16, F32),
        (TF32, F32),
        (F32, F32),
        (F64, F64),
        (F8E4M3FN, F16),
        (F8E4M3FN, F32),
        (F8E5M2, F16),
        (F8E5M2, F32),
    ];
    for (ci, &(ie, ae)) in combos.iter().enumerate() {
        for fast in [false, true] {
            for batch in if ci == 4 && !fast {
                vec![1usize, 2]
            } else {
                vec![1]
            } {
                let name = format!(
                    "mmaf_{}_{}{}{}",
                    t(ie),
                    t(ae),
                    if fast { "_fast" } else { "" },
                    if batch > 1 { "_batched" } else { "" }
                );
                let a: Vec<i64> = (0..batch * m * k)
                    .map(|_| (rng.next() % 7) as i64 - 3)
                    .collect();
                let b: Vec<i64> = (0..batch * k * n)
                    .map(|_| (rng.next() % 7) as i64 - 3)
                    .collect();
                let cc: Vec<i64> = (0..batch * m * n)
                    .map(|_| (rng.next() % 9) as i64 - 4)
                    .collect();
                let mut r = vec![0i64; batch * m * n];
                for bb in 0..batch {
                    for i in 0..m {
                        for j in 0..n {
                            let mut s = cc[bb * m * n + i * n + j];
                            for l in 0..k {
                                s += a[bb * m * k + i * k + l] * b[bb * k * n + l * n + j];
                            }
                            r[bb * m * n + i * n + j] = s;
                        }
                    }
                }
                let (sa, sb, sc) = if batch > 1 {
                    (
                        format!("{batch}x{m}x{k}"),
                        format!("{batch}x{k}x{n}"),
                        format!("{batch}x{m}x{n}"),
                    )
                } else {
                    (format!("{m}x{k}"), format!("{k}x{n}"), format!("{m}x{n}"))
                };
                let body = format!(
                    "%a = reshape %x0 : tile<{}x{ie}> -> tile<{sa}x{ie}>\n%b = reshape %x1 : tile<{}x{ie}> -> tile<{sb}x{ie}>\n%c = reshape %x2 : tile<{}x{ae}> -> tile<{sc}x{ae}>\n\
                     %d = mmaf %a, %b, %c{} : tile<{sa}x{ie}>, tile<{sb}x{ie}>, tile<{sc}x{ae}>\n%r = reshape %d : tile<{sc}x{ae}> -> tile<{}x{ae}>",
                    batch * m * k, batch * k * n, batch * m * n, if fast { " fast_acc" } else { "" }, batch * m * n,
                    ie = t(ie), ae = t(ae)
                );
                c.entry(three_in_kernel(
                    &name,
                    [ie, ie, ae],
                    [batch * m * k, batch * k * n, batch * m * n],
                    ae,
                    &body,
                ));
                let an = c.data(
                    &format!("a_{name}"),
                    ie,
                    a.iter().map(|&v| small(ie, v)).collect(),
                );
                let bn = c.data(
                    &format!("b_{name}"),
                    ie,
                    b.iter().map(|&v| small(ie, v)).collect(),
                );
                let cn = c.data(
                    &format!("c_{name}"),
                    ae,
                    cc.iter().map(|&v| small(ae, v)).collect(),
                );
                let rn = c.data(
                    &format!("r_{name}"),
                    ae,
                    r.iter().map(|&v| small(ae, v)).collect(),
                );
                c.run(&name, &name, 1)
                    .arg_buf(ie, &an)
                    .arg_buf(ie, &bn)
                    .arg_buf(ae, &cn)
                    .arg_buf(ae, &format!("zeros({})", batch * m * n))
                    .expect(3, &rn, "model");
            }
        }
    }
    // mmai: i8 x i8 + i32 in every signedness pair (bit patterns read as signed or unsigned).
    for sl in ["signed", "unsigned"] {
        for sr in ["signed", "unsigned"] {
            let name = format!("mmai_{sl}_{sr}");
            let a: Vec<u64> = (0..m * k).map(|_| rng.next() & 0xFF).collect();
            let b: Vec<u64> = (0..k * n).map(|_| rng.next() & 0xFF).collect();
            let cc: Vec<u64> = (0..m * n).map(|_| rng.next() & 0xFFFF_FFFF).collect();
            let rd = |x: u64, s: &str| {
                if s == "signed" {
                    x as u8 as i8 as i64
                } else {
                    x as i64
                }
            };
            let r: Vec<u64> = (0..m * n)
                .map(|ij| {
                    let (i, j) = (ij / n, ij % n);
                    let mut s = cc[ij] as u32 as i32 as i64;
                    for l in 0..k {
                        s += rd(a[i * k + l], sl) * rd(b[l * n + j], sr);
                    }
                    (s as u64) & 0xFFFF_FFFF
                })
                .collect();
            let body = format!(
                "%a = reshape %x0 : tile<{}xi8> -> tile<{m}x{k}xi8>\n%b = reshape %x1 : tile<{}xi8> -> tile<{k}x{n}xi8>\n%c = reshape %x2 : tile<{}xi32> -> tile<{m}x{n}xi32>\n\
                 %d = mmai %a, %b, %c {sl} {sr} : tile<{m}x{k}xi8>, tile<{k}x{n}xi8>, tile<{m}x{n}xi32>\n%r = reshape %d : tile<{m}x{n}xi32> -> tile<{}xi32>",
                m * k, k * n, m * n, m * n
            );
            c.entry(three_in_kernel(
                &name,
                [I8, I8, I32],
                [m * k, k * n, m * n],
                I32,
                &body,
            ));
            let (an, bn, cn) = (
                c.data(&format!("a_{name}"), I8, a),
                c.data(&format!("b_{name}"), I8, b),
                c.data(&format!("c_{name}"), I32, cc),
            );
            let rn = c.data(&format!("r_{name}"), I32, r);
            c.run(&name, &name, 1)
                .arg_buf(I8, &an)
                .arg_buf(I8, &bn)
                .arg_buf(I32, &cn)
                .arg_buf(I32, &format!("zeros({})", m * n))
                .expect(3, &rn, "model");
        }
    }
    // mmaf_scaled: (input, scale type, block size V).
    let sc: [(ElemType, ElemType, usize); 5] = [
        (F8E4M3FN, F8E8M0FNU, 32),
        (F8E5M2, F8E8M0FNU, 32),
        (F4E2M1FN, F8E8M0FNU, 16),
        (F4E2M1FN, F8E8M0FNU, 32),
        (F4E2M1FN, F8E4M3FN, 16),
    ];
    for &(ie, se, v) in &sc {
        let kk = 2 * v;
        let ks = kk / v;
        let name = format!("mmaf_scaled_{}_{}_{v}", t(ie), t(se));
        let vals = [-3i64, -2, -1, 0, 1, 2, 3];
        let a: Vec<i64> = (0..m * kk)
            .map(|_| vals[(rng.next() % 7) as usize])
            .collect();
        let b: Vec<i64> = (0..kk * n)
            .map(|_| vals[(rng.next() % 7) as usize])
            .collect();
        let cc: Vec<i64> = (0..m * n).map(|_| (rng.next() % 9) as i64 - 4).collect();
        // Scales 2^e with e in {-1, 0, 1, 2}.
        let sa: Vec<i32> = (0..m * ks).map(|_| (rng.next() % 4) as i32 - 1).collect();
        let sb: Vec<i32> = (0..ks * n).map(|_| (rng.next() % 4) as i32 - 1).collect();
        let scale_bits = |ex: i32| scale_code(se, ex);
        let r: Vec<u64> = (0..m * n)
            .map(|ij| {
                let (i, j) = (ij / n, ij % n);
                let mut s = cc[ij] as f64;
                for l in 0..kk {
                    s += a[i * kk + l] as f64
                        * 2f64.powi(sa[i * ks + l / v])
                        * b[l * n + j] as f64
                        * 2f64.powi(sb[(l / v) * n + j]);
                }
                (s as f32).to_bits() as u64
            })
            .collect();
        let body = format!(
            "%a = reshape %x0 : tile<{}x{ie}> -> tile<{m}x{kk}x{ie}>\n%b = reshape %x1 : tile<{}x{ie}> -> tile<{kk}x{n}x{ie}>\n%c = reshape %x2 : tile<{}xf32> -> tile<{m}x{n}xf32>\n\
             %sa = reshape %x3 : tile<{}x{se}> -> tile<{m}x{ks}x{se}>\n%sb = reshape %x4 : tile<{}x{se}> -> tile<{ks}x{n}x{se}>\n\
             %d = mmaf_scaled %a, %b, %c, %sa, %sb : tile<{m}x{kk}x{ie}>, tile<{kk}x{n}x{ie}>, tile<{m}x{n}xf32>, tile<{m}x{ks}x{se}>, tile<{ks}x{n}x{se}>\n%r = reshape %d : tile<{m}x{n}xf32> -> tile<{}xf32>",
            m * kk, kk * n, m * n, m * ks, ks * n, m * n,
            ie = t(ie), se = t(se)
        );
        c.entry(multi_in_kernel(
            &name,
            &[
                (ie, m * kk),
                (ie, kk * n),
                (F32, m * n),
                (se, m * ks),
                (se, ks * n),
            ],
            (F32, m * n),
            &body,
        ));
        let an = c.data(
            &format!("a_{name}"),
            ie,
            a.iter().map(|&x| small(ie, x)).collect(),
        );
        let bn = c.data(
            &format!("b_{name}"),
            ie,
            b.iter().map(|&x| small(ie, x)).collect(),
        );
        let cn = c.data(
            &format!("c_{name}"),
            F32,
            cc.iter().map(|&x| small(F32, x)).collect(),
        );
        let san = c.data(
            &format!("sa_{name}"),
            se,
            sa.iter().map(|&x| scale_bits(x)).collect(),
        );
        let sbn = c.data(
            &format!("sb_{name}"),
            se,
            sb.iter().map(|&x| scale_bits(x)).collect(),
        );
        let rn = c.data(&format!("r_{name}"), F32, r);
        c.run(&name, &name, 1)
            .arg_buf(ie, &an)
            .arg_buf(ie, &bn)
            .arg_buf(F32, &cn)
            .arg_buf(se, &san)
            .arg_buf(se, &sbn)
            .arg_buf(F32, &format!("zeros({})", m * n))
            .expect(5, &rn, "model");
    }
    out.push(c.render());
}

/// A one-block kernel loading whole buffers of different sizes as `%x0..`, storing `%r`.
pub(super) fn multi_in_kernel(
    name: &str,
    ins: &[(ElemType, usize)],
    out: (ElemType, usize),
    body: &str,
) -> String {
    let mut s = String::new();
    let mut params: Vec<(&str, String)> = vec![];
    let names: Vec<String> = (0..ins.len()).map(|i| format!("a{i}")).collect();
    for (i, (e, n)) in ins.iter().enumerate() {
        params.push((&names[i], ptr(*e)));
        let tv = format!("tensor_view<{n}x{}, strides=[1]>", t(*e));
        let pv = format!("partition_view<tile=({n}), {tv}>");
        s.push_str(&format!("%v{i} = make_tensor_view %a{i}, shape = [{n}], strides = [1] : {tv}\n%p{i} = make_partition_view %v{i} : {pv}\n%x{i}, %t{i} = load_view_tko weak %p{i}[%c0] : {pv}, tile<i32> -> tile<{n}x{}>, token\n", t(*e)));
    }
    params.push(("out", ptr(out.0)));
    let tv = format!("tensor_view<{}x{}, strides=[1]>", out.1, t(out.0));
    let pv = format!("partition_view<tile=({}), {tv}>", out.1);
    let full = format!(
        "%c0 = constant <i32: 0> : tile<i32>\n{s}{body}\n%vo = make_tensor_view %out, shape = [{n}], strides = [1] : {tv}\n%po = make_partition_view %vo : {pv}\n%to = store_view_tko weak %r, %po[%c0] : tile<{n}x{e}>, {pv}, tile<i32> -> token\n",
        n = out.1,
        e = t(out.0)
    );
    entry(name, &params, &full)
}

fn three_in_kernel(
    name: &str,
    ins: [ElemType; 3],
    ns: [usize; 3],
    out: ElemType,
    body: &str,
) -> String {
    multi_in_kernel(
        name,
        &[(ins[0], ns[0]), (ins[1], ns[1]), (ins[2], ns[2])],
        (out, ns[2]),
        body,
    )
}

// ---------------------------------------------------------------------------------------------
// Everything else: grid queries, globals, alloca, tokens, assume, print, pointer casts, pack,
// unpack, iota, offset.

fn misc_file(out: &mut Vec<GenFile>) {
    let mut c = CaseB::new("misc/misc.mlir", "misc", "ci");
    c.note("get_tile_block_id/get_num_tile_blocks on a 3-D grid, globals (plain and constant) through get_global, alloca (private and global), make_token/join_tokens/memory_fence_alias_tko/gdc ops ordering a store before a load, assume predicates that hold, print_tko, int_to_ptr/ptr_to_int/ptr_to_ptr, pack/unpack, iota on every integer type (digest 4.5, 4.8, 4.11).");
    c.oracle("model", "the digest's definitions evaluated in the generator (block ids, byte images little-endian, element order)");
    // Grid queries: every block writes x + 2*(y + 3*z) and the grid sizes.
    let body = "%x, %y, %z = get_tile_block_id : tile<i32>\n%gx, %gy, %gz = get_num_tile_blocks : tile<i32>\n\
        %a = muli %z, %gy : tile<i32>\n%b = addi %a, %y : tile<i32>\n%c = muli %b, %gx : tile<i32>\n%lin = addi %c, %x : tile<i32>\n\
        %four = constant <i32: 4> : tile<i32>\n%slot = muli %lin, %four : tile<i32>\n\
        %p0 = offset %o, %slot : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>\n%t0 = store_ptr_tko weak %p0, %lin : tile<ptr<i32>>, tile<i32> -> token\n\
        %c1 = constant <i32: 1> : tile<i32>\n%p1 = offset %p0, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>\n%t1 = store_ptr_tko weak %p1, %gx : tile<ptr<i32>>, tile<i32> -> token\n\
        %p2 = offset %p1, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>\n%t2 = store_ptr_tko weak %p2, %gy : tile<ptr<i32>>, tile<i32> -> token\n\
        %p3 = offset %p2, %c1 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>\n%t3 = store_ptr_tko weak %p3, %gz : tile<ptr<i32>>, tile<i32> -> token\n";
    c.entry(entry("grid", &[("o", ptr(I32))], body));
    let want: Vec<u64> = (0..24u64).flat_map(|l| [l, 2, 3, 4]).collect();
    let rn = c.data("r_grid", I32, want);
    let r = c.run("grid", "grid", 2);
    r.grid = [2, 3, 4];
    r.arg_buf(I32, "zeros(96)").expect(0, &rn, "model");
    // Globals.
    c.globals
        .push("  global @table <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>".into());
    c.globals
        .push("  global constant @lut <i16: [7, -8, 9, -10]> : tile<4xi16>".into());
    let body = format!(
        "%tp = get_global @table : tile<ptr<f32>>\n%lp = get_global @lut : tile<ptr<i16>>\n{}{}{}{}\
         %tv, %t0 = load_ptr_tko weak %tpp : tile<4xptr<f32>> -> tile<4xf32>, token\n%lv, %t1 = load_ptr_tko weak %lpp : tile<4xptr<i16>> -> tile<4xi16>, token\n\
         %d = addf %tv, %tv : tile<4xf32>\n%t2 = store_ptr_tko weak %tpp, %d token=%t0 : tile<4xptr<f32>>, tile<4xf32> -> token\n\
         %back, %t3 = load_ptr_tko weak %tpp token=%t2 : tile<4xptr<f32>> -> tile<4xf32>, token\n\
         %t4 = store_ptr_tko weak %op, %back : tile<4xptr<f32>>, tile<4xf32> -> token\n%t5 = store_ptr_tko weak %oq, %lv : tile<4xptr<i16>>, tile<4xi16> -> token\n",
        ptr_tile("tpp", "tp", F32, 4),
        ptr_tile("lpp", "lp", I16, 4),
        ptr_tile("op", "o", F32, 4),
        ptr_tile("oq", "q", I16, 4)
    );
    c.entry(entry("globals", &[("o", ptr(F32)), ("q", ptr(I16))], &body));
    let r1 = c.data(
        "r_globals_f",
        F32,
        [2.0f32, 4.0, 6.0, 8.0]
            .iter()
            .map(|x| x.to_bits() as u64)
            .collect(),
    );
    let r2 = c.data(
        "r_globals_i",
        I16,
        [7i16, -8, 9, -10]
            .iter()
            .map(|&x| x as u16 as u64)
            .collect(),
    );
    c.run("globals", "globals", 1)
        .arg_buf(F32, "zeros(4)")
        .arg_buf(I16, "zeros(4)")
        .expect(0, &r1, "model")
        .expect(1, &r2, "model");
    // alloca + tokens: store into private and global allocas, fence, read back.
    let body = format!(
        "%a = alloca num_elem = 8, alignment = 64 : tile<ptr<i32>>\n%g = alloca num_elem = 8, alignment = 16 global : tile<ptr<i64>>\n{}{}{}{}\
         %i = iota : tile<8xi32>\n%i64 = exti %i signed : tile<8xi32> -> tile<8xi64>\n\
         %t0 = make_token : token\n%t1 = store_ptr_tko weak %ap, %i token=%t0 : tile<8xptr<i32>>, tile<8xi32> -> token\n\
         %t2 = store_ptr_tko weak %gp, %i64 token=%t0 : tile<8xptr<i64>>, tile<8xi64> -> token\n\
         %t3 = join_tokens %t1, %t2 : token\n%t4 = memory_fence_alias_tko %t3 -> token\n%t5 = gdc_wait_tko token=%t4 -> token\n%t6 = gdc_launch_dependents_tko token=%t5 -> token\n\
         %x, %t7 = load_ptr_tko weak %ap token=%t6 : tile<8xptr<i32>> -> tile<8xi32>, token\n%y, %t8 = load_ptr_tko weak %gp token=%t6 : tile<8xptr<i64>> -> tile<8xi64>, token\n\
         %y2 = addi %y, %y : tile<8xi64>\n%t9 = store_ptr_tko weak %op, %x : tile<8xptr<i32>>, tile<8xi32> -> token\n%t10 = store_ptr_tko weak %oq, %y2 : tile<8xptr<i64>>, tile<8xi64> -> token\n\
         %t11 = print_tko \"alloca %d\\n\", %x token=%t9 : tile<8xi32> -> token\n",
        ptr_tile("ap", "a", I32, 8),
        ptr_tile("gp", "g", I64, 8),
        ptr_tile("op", "o", I32, 8),
        ptr_tile("oq", "q", I64, 8)
    );
    c.entry(entry(
        "alloca_tokens",
        &[("o", ptr(I32)), ("q", ptr(I64))],
        &body,
    ));
    let r1 = c.data("r_alloca_i", I32, (0..8).collect());
    let r2 = c.data("r_alloca_l", I64, (0..8).map(|x| 2 * x).collect());
    c.run("alloca_tokens", "alloca_tokens", 1)
        .arg_buf(I32, "zeros(8)")
        .arg_buf(I64, "zeros(8)")
        .expect(0, &r1, "model")
        .expect(1, &r2, "model");
    // assume (holding predicates) and pointer casts.
    let body = format!(
        "%i = iota : tile<16xi32>\n%a1 = assume bounded<0, 15>, %i : tile<16xi32>\n%a2 = assume div_by<1>, %a1 : tile<16xi32>\n\
         %eight = constant <i32: 8> : tile<16xi32>\n%j = muli %a2, %eight : tile<16xi32>\n%a3 = assume div_by<8>, %j : tile<16xi32>\n\
         %k = constant <i32: 5> : tile<16xi32>\n%a4 = assume same_elements<[16]>, %k : tile<16xi32>\n%s = addi %a3, %a4 : tile<16xi32>\n\
         %pa = assume div_by<16>, %o : tile<ptr<i32>>\n{}\
         %pi = ptr_to_int %pp : tile<16xptr<i32>> -> tile<16xi64>\n%pb = int_to_ptr %pi : tile<16xi64> -> tile<16xptr<i32>>\n\
         %pf = ptr_to_ptr %pb : tile<16xptr<i32>> -> tile<16xptr<f32>>\n%pg = ptr_to_ptr %pf : tile<16xptr<f32>> -> tile<16xptr<i32>>\n\
         %t = store_ptr_tko weak %pg, %s : tile<16xptr<i32>>, tile<16xi32> -> token\n",
        ptr_tile("pp", "pa", I32, 16)
    );
    c.entry(entry("assume_casts", &[("o", ptr(I32))], &body));
    let rn = c.data("r_assume", I32, (0..16).map(|i| i * 8 + 5).collect());
    c.run("assume_casts", "assume_casts", 1)
        .arg_buf(I32, "zeros(16)")
        .expect(0, &rn, "model");
    // pack / unpack round trips with hand-derived byte images.
    let packs: [(ElemType, usize); 11] = [
        (I1, 64),
        (I4, 16),
        (I16, 4),
        (F16, 4),
        (BF16, 4),
        (I32, 2),
        (F32, 2),
        (F64, 1),
        (F4E2M1FN, 16),
        (I64, 1),
        (TF32, 2),
    ];
    let mut rng = Rng(0x9AC);
    for (e, cnt) in packs {
        let nb = 8usize;
        let bytes: Vec<u64> = (0..nb).map(|_| rng.next() & 0xFF).collect();
        let name = format!("unpack_pack_{}", t(e));
        // unpack bytes -> e, then (for storable types) store the elements; pack back to bytes.
        let store_ty = if e == I4 { I8 } else { e };
        let body = if e == I4 {
            format!("%u = unpack %x0 : tile<8xi8> -> tile<16xi4>\n%w = exti %u unsigned : tile<16xi4> -> tile<16xi8>\n%p = pack %u : tile<16xi4> -> tile<8xi8>\n%r = addi %p, %p : tile<8xi8>")
        } else {
            format!("%u = unpack %x0 : tile<8xi8> -> tile<{cnt}x{e}>\n%p = pack %u : tile<{cnt}x{e}> -> tile<8xi8>\n%r = xori %p, %x0 : tile<8xi8>", e = t(e))
        };
        // pack(unpack(x)) = x, so the xor is 0 (i4: 2*x as bytes).
        // tf32 keeps 19 bits of each 32-bit word, so the round trip clears the low 13 bits of
        // every little-endian word: the xor leaves exactly those.
        let want: Vec<u64> = if e == I4 {
            bytes.iter().map(|b| (2 * b) & 0xFF).collect()
        } else if e == TF32 {
            bytes
                .iter()
                .enumerate()
                .map(|(i, b)| match i % 4 {
                    0 => *b,
                    1 => b & 0x1F,
                    _ => 0,
                })
                .collect()
        } else {
            vec![0; 8]
        };
        let _ = store_ty;
        c.entry(multi_in_kernel(&name, &[(I8, nb)], (I8, nb), &body));
        let an = c.data(&format!("a_{name}"), I8, bytes.clone());
        let rn = c.data(&format!("r_{name}"), I8, want);
        c.run(&name, &name, 1)
            .arg_buf(I8, &an)
            .arg_buf(I8, "zeros(8)")
            .expect(1, &rn, "model");
        // unpack alone: the elements' bits from the little-endian byte image.
        if e != I4 {
            let bits = e.bit_width().max(if e == I1 { 1 } else { 0 }) as usize;
            let all: u128 = bytes
                .iter()
                .enumerate()
                .map(|(i, &b)| (b as u128) << (8 * i))
                .sum();
            let bits = if e == TF32 { 32 } else { bits };
            // tf32 is stored with the low 13 bits of its f32 word cleared (docs/semantics.md).
            let keep = if e == TF32 { 0xFFFF_E000u64 } else { u64::MAX };
            let elems: Vec<u64> = (0..cnt)
                .map(|i| ((all >> (i * bits)) & ((1u128 << bits) - 1)) as u64 & keep)
                .collect();
            let name = format!("unpack_{}", t(e));
            c.entry(multi_in_kernel(
                &name,
                &[(I8, nb)],
                (e, cnt),
                &format!("%r = unpack %x0 : tile<8xi8> -> tile<{cnt}x{}>", t(e)),
            ));
            let rn = c.data(&format!("r_{name}"), e, elems);
            let r = c.run(&name, &name, 1);
            r.nan_bits = true;
            r.arg_buf(I8, &an)
                .arg_buf(e, &format!("zeros({cnt})"))
                .expect(1, &rn, "model");
        }
    }
    // Pointers to every number type: alloca (private and global), get_global, ptr_to_int and
    // int_to_ptr, ptr_to_ptr to every other pointee and back; the data must come through.
    let ptr_types: Vec<ElemType> = NUMBERS
        .iter()
        .copied()
        .filter(|&e| e != F4E2M1FN && e != FNV8E5M3FNU)
        .collect();
    for &e in &ptr_types {
        let name = format!("pointers_{}", t(e));
        let gvals: Vec<u64> = (0..4).map(|_| rand_bits(e, &mut rng)).collect();
        let lit_bits: Vec<u64> = gvals
            .iter()
            .map(|&b| if e == TF32 { b >> 13 } else { b })
            .collect();
        let lit = tileref_spec::text::printer::dense_literal(&tileref_spec::attrs::DenseAttr {
            elem: e,
            shape: vec![4],
            bits: lit_bits,
        });
        c.globals
            .push(format!("  global @g_{} {lit} : tile<4x{}>", t(e), t(e)));
        let mut chain = String::from("%q0 = int_to_ptr %oi : tile<i64> -> tile<ptr<E>>\n");
        let mut k = 0;
        chain.push_str(&format!(
            "%q{} = ptr_to_ptr %q{k} : tile<ptr<E>> -> tile<ptr<E>>\n",
            k + 1
        ));
        k += 1;
        for &o in ptr_types.iter().filter(|&&o| o != e) {
            chain.push_str(&format!("%c{k} = ptr_to_ptr %q{k} : tile<ptr<E>> -> tile<ptr<{}>>\n%q{} = ptr_to_ptr %c{k} : tile<ptr<{}>> -> tile<ptr<E>>\n", t(o), k + 1, t(o)));
            k += 1;
        }
        let body = format!(
            "{px}%v, %t0 = load_ptr_tko weak %px : tile<4xptr<E>> -> tile<4xE>, token\n\
             %a = alloca num_elem = 4, alignment = 64 : tile<ptr<E>>\n%g = alloca num_elem = 4, alignment = 64 global : tile<ptr<E>>\n\
             {pa}{pg}%t1 = store_ptr_tko weak %pa, %v token=%t0 : tile<4xptr<E>>, tile<4xE> -> token\n\
             %v2, %t2 = load_ptr_tko weak %pa token=%t1 : tile<4xptr<E>> -> tile<4xE>, token\n\
             %t3 = store_ptr_tko weak %pg, %v2 token=%t2 : tile<4xptr<E>>, tile<4xE> -> token\n\
             %v3, %t4 = load_ptr_tko weak %pg token=%t3 : tile<4xptr<E>> -> tile<4xE>, token\n\
             %oi = ptr_to_int %o : tile<ptr<E>> -> tile<i64>\n{chain}{po}\
             %t5 = store_ptr_tko weak %po, %v3 : tile<4xptr<E>>, tile<4xE> -> token\n\
             %gp = get_global @g_{en} : tile<ptr<E>>\n{pgl}{pw}\
             %gv, %t6 = load_ptr_tko weak %pgl : tile<4xptr<E>> -> tile<4xE>, token\n\
             %t7 = store_ptr_tko weak %pw, %gv : tile<4xptr<E>>, tile<4xE> -> token\n",
            px = ptr_tile("px", "x", e, 4),
            pa = ptr_tile("pa", "a", e, 4),
            pg = ptr_tile("pg", "g", e, 4),
            po = ptr_tile("po", &format!("q{k}"), e, 4),
            pgl = ptr_tile("pgl", "gp", e, 4),
            pw = ptr_tile("pw", "w", e, 4),
            en = t(e)
        )
        .replace("ptr<E>", &format!("ptr<{}>", t(e)))
        .replace("x E>", "")
        .replace("4xE>", &format!("4x{}>", t(e)));
        c.entry(entry(
            &name,
            &[("x", ptr(e)), ("o", ptr(e)), ("w", ptr(e))],
            &body,
        ));
        let xv: Vec<u64> = (0..4).map(|_| rand_bits(e, &mut rng)).collect();
        let xn = c.data(&format!("x_{name}"), e, xv);
        let gn = c.data(&format!("g_{name}"), e, gvals);
        let r = c.run(&name, &name, 1);
        r.nan_bits = true;
        r.arg_buf(e, &xn)
            .arg_buf(e, "zeros(4)")
            .arg_buf(e, "zeros(4)")
            .expect(1, &xn, "model")
            .expect(2, &gn, "model");
    }
    // print_tko of a tile of every number type (the output is not compared; the run must be
    // well defined).
    for e in NUMBERS {
        if e == FNV8E5M3FNU {
            continue;
        }
        let name = format!("print_{}", t(e));
        c.entry(multi_in_kernel(&name, &[(e, 4)], (e, 4), &format!("%p = print_tko \"v %f\\n\", %x0 : tile<4x{}> -> token\n%r = reshape %x0 : tile<4x{e}> -> tile<4x{e}>", t(e), e = t(e))));
        let bits: Vec<u64> = (0..4).map(|_| rand_bits(e, &mut rng)).collect();
        let an = c.data(&format!("a_{name}"), e, bits);
        let r = c.run(&name, &name, 1);
        r.nan_bits = true;
        r.arg_buf(e, &an)
            .arg_buf(e, "zeros(4)")
            .expect(1, &an, "model");
    }
    // iota on every integer type (n <= 2^K).
    for (e, n) in [(I1, 2usize), (I8, 128), (I16, 256), (I32, 256), (I64, 64)] {
        let name = format!("iota_{}", t(e));
        c.entry(multi_in_kernel(
            &name,
            &[(e, n)],
            (e, n),
            &format!("%r = iota : tile<{n}x{}>", t(e)),
        ));
        let rn = c.data(&format!("r_{name}"), e, (0..n as u64).collect());
        c.run(&name, &name, 1)
            .arg_buf(e, &format!("zeros({n})"))
            .arg_buf(e, &format!("zeros({n})"))
            .expect(1, &rn, "model");
    }
    out.push(c.render());
}

pub fn generate() -> Vec<GenFile> {
    let mut out = vec![];
    let mut rng = Rng(0x5A9E);
    for e in NUMBERS {
        out.push(shape_file(e, &mut rng));
    }
    views_files(&mut out);
    memory_files(&mut out);
    atomics_files(&mut out);
    control_file(&mut out);
    reduce_file(&mut out);
    mma_file(&mut out);
    super::mma_exact::mma_exact_file(&mut out);
    misc_file(&mut out);
    out
}

/// Row-major coordinates of linear index `lin` in `shape`.
fn unravel(mut lin: usize, shape: &[usize]) -> Vec<usize> {
    let mut idx = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        idx[d] = lin % shape[d];
        lin /= shape[d];
    }
    idx
}

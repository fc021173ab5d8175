//! The reference oracle: every op's result in a run of the interpreter is recomputed from the
//! interpreter's own operand values by an evaluator written apart from the interpreter
//! (rustc_apfloat for floats, plain integer arithmetic, index arithmetic for shape ops), and
//! compared bit for bit. Checking op by op means one op outside the evaluator's subset does not
//! hide the others. The program runs with every value stored ([`probe`]), so every op is seen.

mod float;

use crate::program::{storable, Node, Program, TileTy, Wrap};
use crate::verdict::{finding, Verdict};
use float::Bin;
use tileref_spec::attrs::Attr;
use tileref_spec::types::ElemType;

/// `p` with every value that can be stored as an output, so every op's result is seen.
pub fn probe(p: &Program) -> Program {
    let mut q = p.clone();
    q.outputs = (p.inputs.len()..p.num_values())
        .filter(|&v| storable(p.value_ty(v)))
        .collect();
    q
}

/// Checks every op of `p` against the reference, given the buffers of a run of `q = probe(p)`.
pub fn compare(p: &Program, q: &Program, bufs: &[Vec<u8>]) -> Verdict {
    // Tile patterns of every known value, all blocks in a row.
    let mut vals: Vec<Option<Vec<u64>>> = vec![None; p.num_values()];
    for (i, x) in p.inputs.iter().enumerate() {
        vals[i] = Some(
            x.bits
                .iter()
                .map(|&b| from_memory_pattern(x.ty.elem, b))
                .collect(),
        );
    }
    for (j, &v) in q.outputs.iter().enumerate() {
        let ty = p.value_ty(v);
        let n = ty.len() * p.grid as usize;
        let raw = tileref_conformance::elem::decode(ty.elem, &bufs[q.inputs.len() + j], n);
        vals[v] = Some(
            raw.into_iter()
                .map(|b| from_memory_pattern(ty.elem, b))
                .collect(),
        );
    }
    let ni = p.inputs.len();
    for (k, node) in p.nodes.iter().enumerate() {
        let Some(got) = &vals[ni + k] else { continue };
        let Some(ops) = node
            .operands
            .iter()
            .map(|&v| vals[v].as_ref())
            .collect::<Option<Vec<_>>>()
        else {
            continue;
        };
        let per: Vec<usize> = node.operands.iter().map(|&v| p.value_ty(v).len()).collect();
        let n = node.ty.len();
        for b in 0..p.grid as usize {
            let args: Vec<&[u64]> = ops
                .iter()
                .zip(&per)
                .map(|(o, &m)| &o[b * m..(b + 1) * m])
                .collect();
            let tys: Vec<&TileTy> = node.operands.iter().map(|&v| p.value_ty(v)).collect();
            let Some(want) = eval_node(node, &tys, &args, b) else {
                break;
            };
            let have = &got[b * n..(b + 1) * n];
            if let Some(i) = (0..n).find(|&i| want[i] != have[i]) {
                let operands: Vec<String> = args
                    .iter()
                    .map(|a| format!("{:#x}", a.get(i).or(a.first()).copied().unwrap_or(0)))
                    .collect();
                let msg = format!(
                    "{} ({} -> {}) element {i} of block {b}: the interpreter gives {:#x}, the reference {:#x} (operands at that element: {})",
                    node.op.name,
                    tys.iter().map(|t| t.text()).collect::<Vec<_>>().join(", "),
                    node.ty.text(),
                    have[i],
                    want[i],
                    operands.join(", ")
                );
                return Verdict::Finding(finding("reference-mismatch", "self", msg, node.op.name));
            }
        }
    }
    Verdict::Pass
}

/// The whole program evaluated by the reference alone, from the inputs: per output, every
/// block's element patterns as stored in memory; `None` where an op is outside its subset.
pub fn eval_program(p: &Program) -> Option<Vec<Vec<u64>>> {
    let mut vals: Vec<Vec<u64>> = p
        .inputs
        .iter()
        .map(|x| {
            x.bits
                .iter()
                .map(|&b| from_memory_pattern(x.ty.elem, b))
                .collect()
        })
        .collect();
    for node in &p.nodes {
        let tys: Vec<&TileTy> = node.operands.iter().map(|&v| p.value_ty(v)).collect();
        let mut out = Vec::with_capacity(node.ty.len() * p.grid as usize);
        for b in 0..p.grid as usize {
            let args: Vec<&[u64]> = node
                .operands
                .iter()
                .zip(&tys)
                .map(|(&v, t)| &vals[v][b * t.len()..(b + 1) * t.len()])
                .collect();
            out.extend(eval_node(node, &tys, &args, b)?);
        }
        vals.push(out);
    }
    Some(
        p.outputs
            .iter()
            .map(|&v| {
                vals[v]
                    .iter()
                    .map(|&x| to_memory_pattern(p.value_ty(v).elem, x))
                    .collect()
            })
            .collect(),
    )
}

fn to_memory_pattern(e: ElemType, b: u64) -> u64 {
    match e {
        ElemType::TF32 => b << 13,
        _ => b,
    }
}

/// A node's result in tile block `b`, with the control flow around it.
fn eval_node(n: &Node, tys: &[&TileTy], a: &[&[u64]], b: usize) -> Option<Vec<u64>> {
    match n.wrap {
        None => eval(n, tys, a),
        Some(Wrap::If) if b % 2 == 1 => Some(a[0].to_vec()),
        Some(Wrap::If) => eval(n, tys, a),
        Some(Wrap::For(trips)) => {
            let mut x = a[0].to_vec();
            for _ in 0..trips {
                let mut args = a.to_vec();
                args[0] = &x;
                x = eval(n, tys, &args)?;
            }
            Some(x)
        }
    }
}

/// The ops `eval` has an answer for (for some of their types and modifiers).
pub const OPS: &[&str] = &[
    "reshape",
    "broadcast",
    "permute",
    "cat",
    "select",
    "bitcast",
    "exti",
    "trunci",
    "ftof",
    "itof",
    "ftoi",
    "addf",
    "subf",
    "mulf",
    "divf",
    "maxf",
    "minf",
    "negf",
    "absf",
    "addi",
    "subi",
    "muli",
    "andi",
    "ori",
    "xori",
];

pub fn evaluates(d: &tileref_spec::ops::OpDef) -> bool {
    OPS.contains(&d.name)
}

/// A stored element as the tile pattern the evaluator works on (tf32: the 19-bit pattern of
/// the 32-bit word; i1: 0 or 1).
fn from_memory_pattern(e: ElemType, b: u64) -> u64 {
    match e {
        ElemType::TF32 => b >> 13,
        ElemType::I1 => (b != 0) as u64,
        _ => b,
    }
}

fn attr<'a>(n: &'a Node, name: &str) -> Option<&'a Attr> {
    n.attrs.iter().find(|(k, _)| k == name).map(|(_, a)| a)
}

fn enum_case(n: &Node, name: &str) -> Option<&'static str> {
    match attr(n, name) {
        Some(Attr::Enum(d, v)) => d.case_name(*v),
        _ => None,
    }
}

fn has(n: &Node, name: &str) -> bool {
    attr(n, name).is_some()
}

fn mask(w: u32) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1 << w) - 1
    }
}

fn sext(x: u64, w: u32) -> i128 {
    let s = 128 - w;
    ((x as i128) << s) >> s
}

/// One op on one block's operand tiles, or `None` where the evaluator has no opinion.
fn eval(n: &Node, tys: &[&TileTy], a: &[&[u64]]) -> Option<Vec<u64>> {
    let out = n.ty.elem;
    let len = n.ty.len();
    let rnd = || float::round_of(enum_case(n, "rounding_mode").unwrap_or("nearest_even"));
    let signed = || enum_case(n, "signedness") == Some("signed");
    let map1 =
        |f: &dyn Fn(u64) -> Option<u64>| a[0].iter().map(|&x| f(x)).collect::<Option<Vec<u64>>>();
    let map2 = |f: &dyn Fn(u64, u64) -> Option<u64>| {
        a[0].iter()
            .zip(a[1])
            .map(|(&x, &y)| f(x, y))
            .collect::<Option<Vec<u64>>>()
    };
    match n.op.name {
        // Shape ops: index arithmetic.
        "reshape" => Some(a[0].to_vec()),
        "broadcast" => Some(gather(
            &n.ty.shape,
            |idx| {
                idx.iter()
                    .zip(&tys[0].shape)
                    .map(|(&i, &d)| if d == 1 { 0 } else { i })
                    .collect()
            },
            &tys[0].shape,
            a[0],
        )),
        "permute" => {
            let Some(Attr::I32Array(pm)) = attr(n, "permutation") else {
                return None;
            };
            Some(gather(
                &n.ty.shape,
                |idx| {
                    let mut s = vec![0; idx.len()];
                    for (i, &p) in pm.iter().enumerate() {
                        s[p as usize] = idx[i];
                    }
                    s
                },
                &tys[0].shape,
                a[0],
            ))
        }
        "cat" => {
            let Some(Attr::Int(d, _)) = attr(n, "dim") else {
                return None;
            };
            let d = *d as usize;
            let split = tys[0].shape[d];
            Some(
                (0..len)
                    .map(|lin| {
                        let mut idx = unravel(lin, &n.ty.shape);
                        if idx[d] < split {
                            a[0][ravel(&idx, &tys[0].shape)]
                        } else {
                            idx[d] -= split;
                            a[1][ravel(&idx, &tys[1].shape)]
                        }
                    })
                    .collect(),
            )
        }
        "select" => Some(
            (0..len)
                .map(|i| if a[0][i] != 0 { a[1][i] } else { a[2][i] })
                .collect(),
        ),
        "bitcast"
            if tys[0].elem.bit_width() == out.bit_width()
                && out != ElemType::TF32
                && tys[0].elem != ElemType::TF32 =>
        {
            Some(a[0].to_vec())
        }
        // Integer conversions.
        "exti" => {
            let (w0, w1) = (tys[0].elem.bit_width(), out.bit_width());
            Some(
                a[0].iter()
                    .map(|&x| {
                        if signed() {
                            sext(x, w0) as u64 & mask(w1)
                        } else {
                            x & mask(w0)
                        }
                    })
                    .collect(),
            )
        }
        "trunci" if !has(n, "overflow") => {
            Some(a[0].iter().map(|&x| x & mask(out.bit_width())).collect())
        }
        // Float conversions.
        "ftof" => {
            let r = rnd()?;
            map1(&|x| float::ftof(tys[0].elem, out, x, r))
        }
        "itof" => {
            let r = rnd()?;
            let w = tys[0].elem.bit_width();
            map1(&|x| {
                float::itof(
                    out,
                    if signed() {
                        sext(x, w)
                    } else {
                        (x & mask(w)) as i128
                    },
                    signed(),
                    r,
                )
            })
        }
        "ftoi"
            if !has(n, "saturating")
                && enum_case(n, "rounding_mode").unwrap_or("nearest_int_to_zero")
                    == "nearest_int_to_zero" =>
        {
            let w = out.bit_width();
            if w == 1 {
                // i1 takes x != 0 (docs/numerics.md), NaN included.
                return map1(&|x| {
                    Some(
                        (float::is_nan(tys[0].elem, x) || float::to_f64(tys[0].elem, x)? != 0.0)
                            as u64,
                    )
                });
            }
            map1(&|x| {
                float::ftoi_trunc(tys[0].elem, x, w as usize, signed())?.map(|v| v as u64 & mask(w))
            })
        }
        // Float arithmetic without flush-to-zero.
        "addf" | "subf" | "mulf" | "divf" if !has(n, "flush_to_zero") && float::supported(out) => {
            let r = rnd()?;
            let op = match n.op.name {
                "addf" => Bin::Add,
                "subf" => Bin::Sub,
                "mulf" => Bin::Mul,
                _ => Bin::Div,
            };
            map2(&|x, y| float::bin(out, op, x, y, r))
        }
        "maxf" | "minf" if !has(n, "flush_to_zero") && float::supported(out) => {
            let (max, prop) = (n.op.name == "maxf", has(n, "propagate_nan"));
            map2(&|x, y| float::max_min(out, x, y, max, prop))
        }
        "negf" | "absf" => map1(&|x| float::sign_op(out, x, n.op.name == "negf")),
        // Integer arithmetic that wraps (a no-wrap flag that fails is undefined behaviour, and
        // such programs never get here).
        "addi" | "subi" | "muli" | "andi" | "ori" | "xori" => {
            let w = out.bit_width();
            let f = |x: u64, y: u64| -> Option<u64> {
                Some(
                    match n.op.name {
                        "addi" => x.wrapping_add(y),
                        "subi" => x.wrapping_sub(y),
                        "muli" => x.wrapping_mul(y),
                        "andi" => x & y,
                        "ori" => x | y,
                        _ => x ^ y,
                    } & mask(w),
                )
            };
            map2(&f)
        }
        _ => None,
    }
}

fn unravel(mut lin: usize, shape: &[i64]) -> Vec<i64> {
    let mut idx = vec![0i64; shape.len()];
    for d in (0..shape.len()).rev() {
        idx[d] = lin as i64 % shape[d];
        lin /= shape[d] as usize;
    }
    idx
}

fn ravel(idx: &[i64], shape: &[i64]) -> usize {
    idx.iter()
        .zip(shape)
        .fold(0usize, |acc, (&i, &d)| acc * d as usize + i as usize)
}

/// The result of shape `shape` whose element at index `idx` is `src[from(idx)]`.
fn gather(
    shape: &[i64],
    from: impl Fn(&[i64]) -> Vec<i64>,
    src_shape: &[i64],
    src: &[u64],
) -> Vec<u64> {
    let n: i64 = shape.iter().product();
    (0..n as usize)
        .map(|lin| {
            let idx = unravel(lin, shape);
            src.get(ravel(&from(&idx), src_shape)).copied().unwrap_or(0)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::oracle::reference::*;

    #[test]
    fn index_helpers() {
        assert_eq!(unravel(5, &[2, 3]), vec![1, 2]);
        assert_eq!(ravel(&[1, 2], &[2, 3]), 5);
        // Broadcast 1x3 -> 2x3 repeats the row.
        let b = gather(&[2, 3], |i| vec![0, i[1]], &[1, 3], &[7, 8, 9]);
        assert_eq!(b, vec![7, 8, 9, 7, 8, 9]);
        // Transpose of 2x3.
        let t = gather(&[3, 2], |i| vec![i[1], i[0]], &[2, 3], &[1, 2, 3, 4, 5, 6]);
        assert_eq!(t, vec![1, 4, 2, 5, 3, 6]);
    }
}

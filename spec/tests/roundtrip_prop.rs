//! Property test: random well-typed modules (written in the custom form by a generator that
//! knows the typing rules) parse, verify without diagnostics, and print to text that parses
//! back to the same module, in the custom and in the generic form.
//!
//! The generator reads its decisions from a vector of numbers that proptest supplies, so
//! shrinking that vector towards zeros gives smaller and simpler failing modules.

use proptest::prelude::*;
use std::fmt::Write;
use tileref_spec::text::{self, PrintOptions};
use tileref_spec::types::ElemType;
use tileref_spec::verify::{self, VerifyOptions};

use ElemType::*;

const BASE_FLOATS: [ElemType; 4] = [F16, BF16, F32, F64];
const INTS: [ElemType; 5] = [I1, I8, I16, I32, I64];
/// Every element type a constant may have.
const NUMBERS: [ElemType; 15] = [
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

#[derive(Clone, Debug, PartialEq)]
enum Ty {
    /// A tile of numbers, or of pointers to `elem` when `ptr`.
    Tile {
        shape: Vec<i64>,
        elem: ElemType,
        ptr: bool,
    },
    Token,
    /// A tensor_view or tiled view, kept as its text plus what the generator needs.
    TensorView {
        text: String,
        elem: ElemType,
        rank: usize,
    },
    View {
        text: String,
        elem: ElemType,
        tile: Vec<i64>,
        gather_dim: Option<usize>,
    },
}

fn shape_text(shape: &[i64]) -> String {
    shape.iter().map(|d| format!("{d}x")).collect()
}

impl Ty {
    fn tile(shape: &[i64], elem: ElemType) -> Ty {
        Ty::Tile {
            shape: shape.to_vec(),
            elem,
            ptr: false,
        }
    }
    fn text(&self) -> String {
        match self {
            Ty::Tile {
                shape,
                elem,
                ptr: false,
            } => format!("tile<{}{elem}>", shape_text(shape)),
            Ty::Tile {
                shape,
                elem,
                ptr: true,
            } => format!("tile<{}ptr<{elem}>>", shape_text(shape)),
            Ty::Token => "token".into(),
            Ty::TensorView { text, .. } | Ty::View { text, .. } => text.clone(),
        }
    }
}

#[derive(Clone, Debug)]
struct Val {
    name: String,
    ty: Ty,
}

struct Gen<'a> {
    choices: &'a [u32],
    pos: usize,
    out: String,
    indent: usize,
    next: usize,
    scopes: Vec<Vec<Val>>,
    depth: u32,
    /// Ops still allowed, so modules stay small whatever the choices.
    budget: i32,
    /// The line being written closes a kernel, whose location must not be a call site.
    kernel_close: bool,
}

impl<'a> Gen<'a> {
    fn new(choices: &'a [u32]) -> Gen<'a> {
        Gen {
            choices,
            pos: 0,
            out: String::new(),
            indent: 0,
            next: 0,
            scopes: vec![],
            depth: 0,
            budget: 60,
            kernel_close: false,
        }
    }

    /// The next decision in `0..n` (zero once the choices run out).
    fn pick(&mut self, n: usize) -> usize {
        let v = self.choices.get(self.pos).copied().unwrap_or(0);
        self.pos += 1;
        if n == 0 {
            0
        } else {
            v as usize % n
        }
    }

    fn chance(&mut self, one_in: usize) -> bool {
        self.pick(one_in) == 1 % one_in.max(1)
    }

    fn one_of<T: Clone>(&mut self, xs: &[T]) -> T {
        let i = self.pick(xs.len());
        xs[i].clone()
    }

    fn bits(&mut self) -> u64 {
        let a = self.pick(usize::MAX) as u64;
        let b = self.pick(usize::MAX) as u64;
        (a << 32) ^ b ^ (a >> 7)
    }

    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn line(&mut self, s: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(s);
        if s.ends_with('{') {
            // An op or item whose regions follow: its location comes after the closing brace.
            self.out.push('\n');
            return;
        }
        // Now and then a location, of a few forms.
        match self.pick(12) {
            1 => {
                let (l, c) = (self.pick(500), self.pick(80));
                let _ = write!(self.out, " loc(\"gen.py\":{l}:{c})");
            }
            2 => self.out.push_str(" loc(\"scope\"(\"inner.py\":3:1))"),
            3 if self.kernel_close => self
                .out
                .push_str(" loc(\"kernel\"(callsite(\"a.py\":1:2 at \"b.py\":3:4)))"),
            3 => self
                .out
                .push_str(" loc(callsite(\"a.py\":1:2 at \"b.py\":3:4))"),
            4 => self.out.push_str(" loc(fused[\"a.py\":5:6, \"c.py\":7:8])"),
            _ => {}
        }
        self.out.push('\n');
    }

    /// A line that must not carry a location (the head of an op whose body follows).
    fn plain(&mut self, s: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn define(&mut self, ty: Ty) -> String {
        let name = self.fresh();
        self.scopes.last_mut().unwrap().push(Val {
            name: name.clone(),
            ty,
        });
        name
    }

    fn visible(&self, pred: impl Fn(&Ty) -> bool) -> Vec<Val> {
        self.scopes
            .iter()
            .flatten()
            .filter(|v| pred(&v.ty))
            .cloned()
            .collect()
    }

    // ---- shapes and literals -------------------------------------------------------------

    /// A power-of-two shape of rank 0 to 3 with at most 64 elements.
    fn shape(&mut self) -> Vec<i64> {
        let rank = self.pick(4);
        let mut s = vec![];
        let mut total = 1;
        for _ in 0..rank {
            let d = 1i64 << self.pick(4);
            if total * d > 64 {
                s.push(1);
            } else {
                total *= d;
                s.push(d);
            }
        }
        s
    }

    fn shape_nonscalar(&mut self) -> Vec<i64> {
        let mut s = self.shape();
        if s.is_empty() {
            s.push(1 << self.pick(4));
        }
        s
    }

    fn scalar_literal(&mut self, e: ElemType) -> String {
        let w = e.bit_width();
        let mask = if w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
        let b = self.bits() & mask;
        if e == I1 {
            return self.one_of(&["true", "false", "1", "0", "-1"]).to_string();
        }
        if e.is_int() {
            return match self.pick(3) {
                0 => format!("0x{b:X}"),
                1 => {
                    // Signed decimal.
                    let v = if w >= 64 {
                        b as i64
                    } else {
                        ((b << (64 - w)) as i64) >> (64 - w)
                    };
                    v.to_string()
                }
                _ => b.to_string(),
            };
        }
        match self.pick(4) {
            0 => self
                .one_of(&["0.0", "-0.0", "1.0", "-1.5", "2.5e-01", "3.0e+00"])
                .to_string(),
            // Any bit pattern, NaN payloads included.
            _ => format!("0x{b:0width$X}", width = (w as usize).div_ceil(4)),
        }
    }

    fn nested_literal(&mut self, e: ElemType, shape: &[i64]) -> String {
        if shape.is_empty() {
            return self.scalar_literal(e);
        }
        let items: Vec<String> = (0..shape[0])
            .map(|_| self.nested_literal(e, &shape[1..]))
            .collect();
        format!("[{}]", items.join(", "))
    }

    fn constant(&mut self, shape: &[i64], e: ElemType) -> String {
        let count: i64 = shape.iter().product();
        let lit = if count <= 16 && self.chance(2) {
            self.nested_literal(e, shape)
        } else {
            self.scalar_literal(e)
        };
        let ty = Ty::tile(shape, e);
        let name = self.define(ty.clone());
        self.line(&format!("{name} = constant <{e}: {lit}> : {}", ty.text()));
        name
    }

    /// A value of exactly this tile type: an existing one or a new constant.
    fn tile_of(&mut self, shape: &[i64], e: ElemType) -> String {
        let want = Ty::tile(shape, e);
        let have = self.visible(|t| *t == want);
        if !have.is_empty() && !self.chance(4) {
            return self.one_of(&have).name;
        }
        if e == F4E2M1FN && shape.iter().all(|d| d % 2 != 0) {
            // Odd f4 tiles do not exist; the caller never asks for one.
            unreachable!("odd f4 tile requested");
        }
        self.constant(shape, e)
    }

    fn any_of_type(&mut self, ty: &Ty) -> String {
        match ty {
            Ty::Tile {
                shape,
                elem,
                ptr: false,
            } => self.tile_of(shape, *elem),
            Ty::Token => self.token(),
            _ => {
                let have = self.visible(|t| t == ty);
                self.one_of(&have).name
            }
        }
    }

    fn token(&mut self) -> String {
        let have = self.visible(|t| *t == Ty::Token);
        if !have.is_empty() && !self.chance(4) {
            return self.one_of(&have).name;
        }
        let n = self.define(Ty::Token);
        self.line(&format!("{n} = make_token : token"));
        n
    }

    fn scalar_i32(&mut self) -> String {
        self.tile_of(&[], I32)
    }

    // ---- ops -----------------------------------------------------------------------------

    fn float_binary(&mut self) {
        let e = self.one_of(&BASE_FLOATS);
        let shape = self.shape();
        let a = self.tile_of(&shape, e);
        let b = self.tile_of(&shape, e);
        let ty = Ty::tile(&shape, e).text();
        let f32 = e == F32;
        let ftz = |g: &mut Gen| {
            if f32 && g.chance(2) {
                " flush_to_zero"
            } else {
                ""
            }
        };
        let (op, attrs) = match self.pick(9) {
            0..=3 => {
                let op = ["addf", "subf", "mulf", "divf"][self.pick(4)];
                let mut modes = vec![
                    "",
                    " rounding<nearest_even>",
                    " rounding<zero>",
                    " rounding<negative_inf>",
                    " rounding<positive_inf>",
                ];
                if op == "divf" && f32 {
                    modes.extend([" rounding<approx>", " rounding<full>"]);
                }
                let m = self.one_of(&modes);
                (op, format!("{m}{}", ftz(self)))
            }
            4 | 5 => {
                let op = if self.chance(2) { "maxf" } else { "minf" };
                let nan = if self.chance(2) { " propagate_nan" } else { "" };
                (op, format!("{nan}{}", ftz(self)))
            }
            6 => ("remf", String::new()),
            7 => ("atan2", String::new()),
            _ => (if self.chance(2) { "fpowf" } else { "pow" }, String::new()),
        };
        let r = self.define(Ty::tile(&shape, e));
        self.line(&format!("{r} = {op} {a}, {b}{attrs} : {ty}"));
        if self.chance(3) {
            let c = self.tile_of(&shape, e);
            let r2 = self.define(Ty::tile(&shape, e));
            let m = self.one_of(&["", " rounding<zero>", " rounding<positive_inf>"]);
            let f = ftz(self);
            self.line(&format!("{r2} = fma {a}, {b}, {c}{m}{f} : {ty}"));
        }
    }

    fn float_unary(&mut self) {
        let e = self.one_of(&BASE_FLOATS);
        let shape = self.shape();
        let a = self.tile_of(&shape, e);
        let ty = Ty::tile(&shape, e).text();
        let f32 = e == F32;
        let ops = [
            "absf", "ceil", "cos", "cosh", "exp", "exp2", "floor", "log", "log2", "negf", "rsqrt",
            "sin", "sinh", "sqrt", "tan", "tanh",
        ];
        let op = self.one_of(&ops);
        let attrs = match op {
            "exp" | "tanh" => {
                let mut m = vec!["", " rounding<full>"];
                if f32 {
                    m.push(" rounding<approx>");
                }
                self.one_of(&m).to_string()
            }
            "sqrt" => {
                let mut m = vec!["", " rounding<zero>", " rounding<negative_inf>"];
                if f32 {
                    m.extend([
                        " rounding<approx>",
                        " rounding<approx> flush_to_zero",
                        " flush_to_zero",
                    ]);
                }
                self.one_of(&m).to_string()
            }
            "exp2" | "rsqrt" if f32 && self.chance(2) => " flush_to_zero".into(),
            _ => String::new(),
        };
        let r = self.define(Ty::tile(&shape, e));
        self.line(&format!("{r} = {op} {a}{attrs} : {ty}"));
        if self.chance(4) {
            let ex = self.one_of(&[I1, I8, I16, I32]);
            let x = self.tile_of(&shape, ex);
            let r2 = self.define(Ty::tile(&shape, e));
            self.line(&format!(
                "{r2} = fpowi {r}, {x} : {ty}, {}",
                Ty::tile(&shape, ex).text()
            ));
        }
    }

    fn int_op(&mut self) {
        let e = self.one_of(&INTS);
        let shape = self.shape();
        let a = self.tile_of(&shape, e);
        let b = self.tile_of(&shape, e);
        let ty = Ty::tile(&shape, e).text();
        let ovf = [
            "",
            " overflow<none>",
            " overflow<no_signed_wrap>",
            " overflow<no_unsigned_wrap>",
            " overflow<no_wrap>",
        ];
        let sign = [" signed", " unsigned"];
        let r = self.define(Ty::tile(&shape, e));
        let text = match self.pick(10) {
            0 => {
                let op = self.one_of(&["addi", "subi", "muli", "shli"]);
                let o = self.one_of(&ovf);
                format!("{op} {a}, {b}{o}")
            }
            1 => {
                let op = self.one_of(&["andi", "ori", "xori", "mulhii"]);
                format!("{op} {a}, {b}")
            }
            2 => {
                let op = self.one_of(&["shri", "remi", "maxi", "mini"]);
                let s = self.one_of(&sign);
                format!("{op} {a}, {b}{s}")
            }
            3 => {
                let s = self.one_of(&sign);
                let mut modes = vec!["", " rounding<zero>", " rounding<positive_inf>"];
                if s == " signed" {
                    modes.push(" rounding<negative_inf>");
                }
                let m = self.one_of(&modes);
                format!("divi {a}, {b}{s}{m}")
            }
            4 => format!("absi {a}"),
            5 => {
                let o = self.one_of(&["", " overflow<no_signed_wrap>", " overflow<no_wrap>"]);
                format!("negi {a}{o}")
            }
            _ => {
                // A comparison and a select on its result.
                self.scopes.last_mut().unwrap().pop();
                self.next -= 1;
                self.compare_select(&shape, e, &a, &b);
                return;
            }
        };
        self.line(&format!("{r} = {text} : {ty}"));
    }

    fn compare_select(&mut self, shape: &[i64], e: ElemType, a: &str, b: &str) {
        let ty = Ty::tile(shape, e).text();
        let it = Ty::tile(shape, I1);
        let pred = self.one_of(&[
            "equal",
            "not_equal",
            "less_than",
            "less_than_or_equal",
            "greater_than",
            "greater_than_or_equal",
        ]);
        let c = self.define(it.clone());
        if e.is_int() {
            let s = self.one_of(&["signed", "unsigned"]);
            self.line(&format!(
                "{c} = cmpi {pred} {a}, {b}, {s} : {ty} -> {}",
                it.text()
            ));
        } else {
            let o = self.one_of(&["ordered", "unordered"]);
            self.line(&format!(
                "{c} = cmpf {pred} {o} {a}, {b} : {ty} -> {}",
                it.text()
            ));
        }
        let r = self.define(Ty::tile(shape, e));
        self.line(&format!("{r} = select {c}, {a}, {b} : {}, {ty}", it.text()));
    }

    fn compare_floats(&mut self) {
        let e = self.one_of(&BASE_FLOATS);
        let shape = self.shape();
        let a = self.tile_of(&shape, e);
        let b = self.tile_of(&shape, e);
        self.compare_select(&shape, e, &a, &b);
    }

    fn convert(&mut self) {
        let shape = self.shape_nonscalar();
        let even = shape.iter().product::<i64>() % 2 == 0;
        match self.pick(5) {
            0 => {
                // Integer widening and narrowing, through i4 now and then.
                let mut from = self.one_of(&INTS);
                let mut to = self.one_of(&INTS);
                if from == to {
                    return;
                }
                if from.bit_width() > to.bit_width() {
                    std::mem::swap(&mut from, &mut to);
                }
                let a = self.tile_of(&shape, from);
                let r = self.define(Ty::tile(&shape, to));
                let s = self.one_of(&["signed", "unsigned"]);
                self.line(&format!(
                    "{r} = exti {a} {s} : {} -> {}",
                    Ty::tile(&shape, from).text(),
                    Ty::tile(&shape, to).text()
                ));
                let o = self.one_of(&["", " overflow<no_wrap>", " overflow<no_signed_wrap>"]);
                let back = self.define(Ty::tile(&shape, from));
                self.line(&format!(
                    "{back} = trunci {r}{o} : {} -> {}",
                    Ty::tile(&shape, to).text(),
                    Ty::tile(&shape, from).text()
                ));
            }
            1 => {
                let i = self.one_of(&INTS);
                let mut targets = vec![F16, BF16, F32, F64, TF32, F8E4M3FN, F8E5M2];
                if even {
                    targets.push(F4E2M1FN);
                }
                let f = self.one_of(&targets);
                let a = self.tile_of(&shape, i);
                let s = self.one_of(&["signed", "unsigned"]);
                let r = self.define(Ty::tile(&shape, f));
                self.line(&format!(
                    "{r} = itof {a} {s} : {} -> {}",
                    Ty::tile(&shape, i).text(),
                    Ty::tile(&shape, f).text()
                ));
                let back = self.define(Ty::tile(&shape, i));
                let sat = if self.chance(2) { " saturating" } else { "" };
                self.line(&format!(
                    "{back} = ftoi {r} {s}{sat} : {} -> {}",
                    Ty::tile(&shape, f).text(),
                    Ty::tile(&shape, i).text()
                ));
            }
            2 => {
                let mut fl = vec![F16, BF16, F32, F64, TF32, F8E4M3FN, F8E5M2, F8E8M0FNU];
                if even {
                    fl.push(F4E2M1FN);
                }
                let from = self.one_of(&fl);
                let to = self.one_of(&fl);
                if from == to {
                    return;
                }
                let modes: &[&str] = match to {
                    F8E4M3FN | F8E5M2 | F4E2M1FN => &["", " rounding<nearest_even>"],
                    F8E8M0FNU => &[" rounding<zero>", " rounding<positive_inf>"],
                    _ => &["", " rounding<zero>"],
                };
                let m = self.one_of(modes);
                let a = self.tile_of(&shape, from);
                let r = self.define(Ty::tile(&shape, to));
                self.line(&format!(
                    "{r} = ftof {a}{m} : {} -> {}",
                    Ty::tile(&shape, from).text(),
                    Ty::tile(&shape, to).text()
                ));
            }
            3 => {
                let groups: [&[ElemType]; 4] = [
                    &[I8, F8E4M3FN, F8E5M2, F8E8M0FNU, FNV8E5M3FNU],
                    &[I16, F16, BF16],
                    &[I32, F32],
                    &[I64, F64],
                ];
                let g = groups[self.pick(4)];
                let from = self.one_of(g);
                let to = self.one_of(g);
                let a = self.tile_of(&shape, from);
                let r = self.define(Ty::tile(&shape, to));
                self.line(&format!(
                    "{r} = bitcast {a} : {} -> {}",
                    Ty::tile(&shape, from).text(),
                    Ty::tile(&shape, to).text()
                ));
            }
            _ => {
                // pack into bytes and unpack again.
                let n: i64 = shape.iter().product();
                let e = self.one_of(&[F16, F32, I16, I64]);
                let a = self.tile_of(&[n], e);
                let bytes = n * e.bit_width() as i64 / 8;
                let p = self.define(Ty::tile(&[bytes], I8));
                self.line(&format!(
                    "{p} = pack {a} : {} -> {}",
                    Ty::tile(&[n], e).text(),
                    Ty::tile(&[bytes], I8).text()
                ));
                let u = self.define(Ty::tile(&[n], e));
                self.line(&format!(
                    "{u} = unpack {p} : {} -> {}",
                    Ty::tile(&[bytes], I8).text(),
                    Ty::tile(&[n], e).text()
                ));
            }
        }
    }

    fn shape_op(&mut self) {
        let e = self.one_of(&[F32, I32, F16, I8]);
        match self.pick(6) {
            0 => {
                // reshape to another factorisation of the same element count
                let s = self.shape();
                let n: i64 = s.iter().product();
                let mut t = vec![];
                let mut left = n;
                while left > 1 && t.len() < 3 {
                    let d = 1i64 << self.pick(left.trailing_zeros() as usize + 1);
                    t.push(d);
                    left /= d;
                }
                if left > 1 {
                    t.push(left);
                }
                let a = self.tile_of(&s, e);
                let r = self.define(Ty::tile(&t, e));
                self.line(&format!(
                    "{r} = reshape {a} : {} -> {}",
                    Ty::tile(&s, e).text(),
                    Ty::tile(&t, e).text()
                ));
            }
            1 => {
                let t = self.shape_nonscalar();
                let s: Vec<i64> = t
                    .iter()
                    .map(|&d| if self.chance(2) { 1 } else { d })
                    .collect();
                let a = self.tile_of(&s, e);
                let r = self.define(Ty::tile(&t, e));
                self.line(&format!(
                    "{r} = broadcast {a} : {} -> {}",
                    Ty::tile(&s, e).text(),
                    Ty::tile(&t, e).text()
                ));
            }
            2 => {
                let s = vec![1i64 << self.pick(3), 1 << self.pick(3), 1 << self.pick(2)];
                let rank = 2 + self.pick(2);
                let s = &s[..rank];
                let mut perm: Vec<usize> = (0..rank).collect();
                for i in (1..rank).rev() {
                    let j = self.pick(i + 1);
                    perm.swap(i, j);
                }
                let t: Vec<i64> = perm.iter().map(|&p| s[p]).collect();
                let a = self.tile_of(s, e);
                let r = self.define(Ty::tile(&t, e));
                let p: Vec<String> = perm.iter().map(|x| x.to_string()).collect();
                self.line(&format!(
                    "{r} = permute {a} [{}] : {} -> {}",
                    p.join(", "),
                    Ty::tile(s, e).text(),
                    Ty::tile(&t, e).text()
                ));
            }
            3 => {
                let s = self.shape_nonscalar();
                let d = self.pick(s.len());
                let mut t = s.clone();
                t[d] *= 2;
                if t.iter().product::<i64>() > 128 {
                    return;
                }
                let a = self.tile_of(&s, e);
                let b = self.tile_of(&s, e);
                let r = self.define(Ty::tile(&t, e));
                let st = Ty::tile(&s, e).text();
                self.line(&format!(
                    "{r} = cat {a}, {b} dim = {d} : {st}, {st} -> {}",
                    Ty::tile(&t, e).text()
                ));
            }
            4 => {
                let s = self.shape_nonscalar();
                let t: Vec<i64> = s
                    .iter()
                    .map(|&d| if self.chance(2) { (d / 2).max(1) } else { d })
                    .collect();
                let a = self.tile_of(&s, e);
                let idx: Vec<String> = (0..s.len()).map(|_| self.scalar_i32()).collect();
                let r = self.define(Ty::tile(&t, e));
                self.line(&format!(
                    "{r} = extract {a}[{}] : {} -> {}",
                    idx.join(", "),
                    Ty::tile(&s, e).text(),
                    Ty::tile(&t, e).text()
                ));
                let idx2: Vec<String> = (0..s.len()).map(|_| self.scalar_i32()).collect();
                let back = self.define(Ty::tile(&s, e));
                self.line(&format!(
                    "{back} = insert {r}, {a}[{}] : {}, {}",
                    idx2.join(", "),
                    Ty::tile(&t, e).text(),
                    Ty::tile(&s, e).text()
                ));
            }
            _ => {
                let ie = self.one_of(&[I8, I16, I32, I64]);
                let n = 1i64 << self.pick(7);
                let r = self.define(Ty::tile(&[n], ie));
                self.line(&format!("{r} = iota : {}", Ty::tile(&[n], ie).text()));
            }
        }
    }

    fn reduce_scan(&mut self) {
        let float = self.chance(2);
        let e = if float {
            self.one_of(&BASE_FLOATS)
        } else {
            self.one_of(&[I8, I16, I32, I64])
        };
        let s = self.shape_nonscalar();
        let dim = self.pick(s.len());
        let a = self.tile_of(&s, e);
        let scan = self.chance(2);
        let mut rs = s.clone();
        if !scan {
            rs.remove(dim);
        }
        let (comb, ident) = if float {
            self.one_of(&[
                ("addf", "0.0"),
                ("mulf", "1.0"),
                ("maxf", "0xFF800000"),
                ("minf", "0x7F800000"),
            ])
        } else {
            self.one_of(&[
                ("addi", "0"),
                ("maxi", "-1"),
                ("andi", "-1"),
                ("ori", "0"),
                ("xori", "0"),
            ])
        };
        // The hex identities are f32 patterns; other float types take a decimal.
        let ident = if float && ident.starts_with("0x") && e != F32 {
            "0.0"
        } else {
            ident
        };
        let r = self.define(Ty::tile(&rs, e));
        let st = Ty::tile(&s, e).text();
        let et = Ty::tile(&[], e).text();
        let head = if scan {
            let rev = self.chance(2);
            format!(
                "{r} = scan {a} dim={dim} reverse={rev} identities=[{ident} : {e}] : {st} -> {}",
                Ty::tile(&rs, e).text()
            )
        } else {
            format!(
                "{r} = reduce {a} dim={dim} identities=[{ident} : {e}] : {st} -> {}",
                Ty::tile(&rs, e).text()
            )
        };
        self.plain(&head);
        self.indent += 1;
        let (x, y) = (self.fresh(), self.fresh());
        self.line(&format!("({x}: {et}, {y}: {et}) {{"));
        self.indent += 1;
        let z = self.fresh();
        let extra = if comb == "maxi" { " signed" } else { "" };
        self.line(&format!("{z} = {comb} {x}, {y}{extra} : {et}"));
        self.line(&format!("yield {z} : {et}"));
        self.indent -= 1;
        self.line("}");
        self.indent -= 1;
    }

    /// A few ops in a nested scope; values defined there stay there.
    fn body(&mut self, n: usize) {
        for _ in 0..n {
            self.op();
        }
    }

    fn result_types(&mut self, max: usize) -> Vec<Ty> {
        let n = self.pick(max + 1);
        (0..n)
            .map(|_| {
                if self.chance(5) {
                    Ty::Token
                } else {
                    let e = self.one_of(&[F32, I32, F16, I1]);
                    let s = self.shape();
                    Ty::tile(&s, e)
                }
            })
            .collect()
    }

    fn types_text(tys: &[Ty]) -> String {
        tys.iter().map(|t| t.text()).collect::<Vec<_>>().join(", ")
    }

    fn if_op(&mut self) {
        let c = self.tile_of(&[], I1);
        let tys = self.result_types(2);
        let names: Vec<String> = tys.iter().map(|_| self.fresh()).collect();
        let lhs = if names.is_empty() {
            String::new()
        } else {
            format!("{} = ", names.join(", "))
        };
        let arrow = if tys.is_empty() {
            String::new()
        } else {
            format!(" -> ({})", Self::types_text(&tys))
        };
        self.line(&format!("{lhs}if {c}{arrow} {{"));
        let has_else = !tys.is_empty() || self.chance(2);
        for branch in 0..(1 + has_else as usize) {
            if branch == 1 {
                self.line("} else {");
            }
            self.indent += 1;
            self.scopes.push(vec![]);
            let n = self.pick(3);
            self.body(n);
            if !tys.is_empty() {
                let vals: Vec<String> = tys.clone().iter().map(|t| self.any_of_type(t)).collect();
                self.line(&format!(
                    "yield {} : {}",
                    vals.join(", "),
                    Self::types_text(&tys)
                ));
            } else if self.chance(2) {
                self.line("yield");
            }
            self.scopes.pop();
            self.indent -= 1;
        }
        self.line("}");
        for (n, t) in names.into_iter().zip(tys) {
            self.scopes.last_mut().unwrap().push(Val { name: n, ty: t });
        }
    }

    fn for_op(&mut self) {
        let it = self.one_of(&[I32, I64, I16]);
        let (lb, ub, st) = (
            self.tile_of(&[], it),
            self.tile_of(&[], it),
            self.tile_of(&[], it),
        );
        let tys = self.result_types(2);
        let inits: Vec<String> = tys.clone().iter().map(|t| self.any_of_type(t)).collect();
        let names: Vec<String> = tys.iter().map(|_| self.fresh()).collect();
        let iv = self.fresh();
        let args: Vec<String> = tys.iter().map(|_| self.fresh()).collect();
        let lhs = if names.is_empty() {
            String::new()
        } else {
            format!("{} = ", names.join(", "))
        };
        let unsigned = if self.chance(3) { "unsigned " } else { "" };
        let iter = if tys.is_empty() {
            String::new()
        } else {
            let pairs: Vec<String> = args
                .iter()
                .zip(&inits)
                .map(|(a, i)| format!("{a} = {i}"))
                .collect();
            format!(
                " iter_values({}) -> ({})",
                pairs.join(", "),
                Self::types_text(&tys)
            )
        };
        self.line(&format!(
            "{lhs}for {unsigned}{iv} in ({lb} to {ub}, step {st}) : {}{iter} {{",
            Ty::tile(&[], it).text()
        ));
        self.indent += 1;
        let mut scope = vec![Val {
            name: iv,
            ty: Ty::tile(&[], it),
        }];
        scope.extend(args.iter().zip(&tys).map(|(a, t)| Val {
            name: a.clone(),
            ty: t.clone(),
        }));
        self.scopes.push(scope);
        let n = self.pick(3);
        self.body(n);
        if !tys.is_empty() {
            let vals: Vec<String> = tys.clone().iter().map(|t| self.any_of_type(t)).collect();
            self.line(&format!(
                "continue {} : {}",
                vals.join(", "),
                Self::types_text(&tys)
            ));
        } else if self.chance(2) {
            self.line("continue");
        }
        self.scopes.pop();
        self.indent -= 1;
        self.line("}");
        for (n, t) in names.into_iter().zip(tys) {
            self.scopes.last_mut().unwrap().push(Val { name: n, ty: t });
        }
    }

    fn loop_op(&mut self) {
        let iters = self.result_types(1);
        let results = self.result_types(1);
        let inits: Vec<String> = iters.clone().iter().map(|t| self.any_of_type(t)).collect();
        let args: Vec<String> = iters.iter().map(|_| self.fresh()).collect();
        let names: Vec<String> = results.iter().map(|_| self.fresh()).collect();
        let lhs = if names.is_empty() {
            String::new()
        } else {
            format!("{} = ", names.join(", "))
        };
        let head = if !iters.is_empty() {
            let pairs: Vec<String> = args
                .iter()
                .zip(&inits)
                .map(|(a, i)| format!("{a} = {i}"))
                .collect();
            let res = if results.is_empty() {
                String::new()
            } else {
                format!(" -> {}", Self::types_text(&results))
            };
            format!(
                " iter_values({}) : {}{res}",
                pairs.join(", "),
                Self::types_text(&iters)
            )
        } else if !results.is_empty() {
            format!(" : {}", Self::types_text(&results))
        } else {
            String::new()
        };
        self.line(&format!("{lhs}loop{head} {{"));
        self.indent += 1;
        self.scopes.push(
            args.iter()
                .zip(&iters)
                .map(|(a, t)| Val {
                    name: a.clone(),
                    ty: t.clone(),
                })
                .collect(),
        );
        let n = self.pick(2);
        self.body(n);
        let brk = |g: &mut Gen| {
            if results.is_empty() {
                g.line("break");
            } else {
                let vals: Vec<String> = results.clone().iter().map(|t| g.any_of_type(t)).collect();
                g.line(&format!(
                    "break {} : {}",
                    vals.join(", "),
                    Self::types_text(&results)
                ));
            }
        };
        if self.chance(2) {
            // Leave from inside an if, carry on otherwise.
            let c = self.tile_of(&[], I1);
            self.line(&format!("if {c} {{"));
            self.indent += 1;
            self.scopes.push(vec![]);
            brk(self);
            self.scopes.pop();
            self.indent -= 1;
            self.line("}");
            if iters.is_empty() {
                self.line("continue");
            } else {
                let vals: Vec<String> = iters.clone().iter().map(|t| self.any_of_type(t)).collect();
                self.line(&format!(
                    "continue {} : {}",
                    vals.join(", "),
                    Self::types_text(&iters)
                ));
            }
        } else {
            brk(self);
        }
        self.scopes.pop();
        self.indent -= 1;
        self.line("}");
        for (n, t) in names.into_iter().zip(results) {
            self.scopes.last_mut().unwrap().push(Val { name: n, ty: t });
        }
    }

    /// A pointer tile of `n` pointers to `e`, from the entry's scalar pointer.
    fn pointers(&mut self, e: ElemType, n: i64) -> String {
        let p = format!("%p_{e}");
        let one = Ty::Tile {
            shape: vec![1],
            elem: e,
            ptr: true,
        };
        let many = Ty::Tile {
            shape: vec![n],
            elem: e,
            ptr: true,
        };
        let r = self.define(one.clone());
        self.line(&format!(
            "{r} = reshape {p} : tile<ptr<{e}>> -> {}",
            one.text()
        ));
        let b = self.define(many.clone());
        self.line(&format!(
            "{b} = broadcast {r} : {} -> {}",
            one.text(),
            many.text()
        ));
        let io = self.define(Ty::tile(&[n], I32));
        self.line(&format!("{io} = iota : tile<{n}xi32>"));
        let o = self.define(many.clone());
        self.line(&format!(
            "{o} = offset {b}, {io} : {}, tile<{n}xi32> -> {}",
            many.text(),
            many.text()
        ));
        o
    }

    fn memory(&mut self) {
        let e = self.one_of(&[F32, I32, F16]);
        let n = 1i64 << self.pick(5);
        let ps = self.pointers(e, n);
        let pt = Ty::Tile {
            shape: vec![n],
            elem: e,
            ptr: true,
        }
        .text();
        let vt = Ty::tile(&[n], e).text();
        let mt = Ty::tile(&[n], I1).text();
        let scope = |g: &mut Gen| g.one_of(&["tl_blk", "device", "sys"]);
        let tok = |g: &mut Gen| {
            if g.chance(2) {
                format!(" token={}", g.token())
            } else {
                String::new()
            }
        };
        let hint = |g: &mut Gen| {
            if g.chance(3) {
                let l = 1 + g.pick(10);
                format!(" optimization_hints = <sm_90 = {{latency = {l}}}>")
            } else {
                String::new()
            }
        };
        // A load.
        let ord = match self.pick(3) {
            0 => "weak".to_string(),
            1 => format!("relaxed {}", scope(self)),
            _ => format!("acquire {}", scope(self)),
        };
        let (mask, pad) = match self.pick(3) {
            0 => (None, None),
            1 => (Some(self.tile_of(&[n], I1)), None),
            _ => (Some(self.tile_of(&[n], I1)), Some(self.tile_of(&[n], e))),
        };
        let t = tok(self);
        let h = hint(self);
        let v = self.define(Ty::tile(&[n], e));
        let k = self.define(Ty::Token);
        let mut ops = ps.clone();
        let mut tys = pt.clone();
        if let Some(m) = &mask {
            ops += &format!(", {m}");
            tys += &format!(", {mt}");
        }
        if let Some(p) = &pad {
            ops += &format!(", {p}");
            tys += &format!(", {vt}");
        }
        self.line(&format!(
            "{v}, {k} = load_ptr_tko {ord} {ops}{t}{h} : {tys} -> {vt}, token"
        ));
        // A store.
        let ord = match self.pick(3) {
            0 => "weak".to_string(),
            1 => format!("relaxed {}", scope(self)),
            _ => format!("release {}", scope(self)),
        };
        let val = self.tile_of(&[n], e);
        let t = tok(self);
        let h = hint(self);
        let k2 = self.define(Ty::Token);
        if self.chance(2) {
            let m = self.tile_of(&[n], I1);
            self.line(&format!(
                "{k2} = store_ptr_tko {ord} {ps}, {val}, {m}{t}{h} : {pt}, {vt}, {mt} -> token"
            ));
        } else {
            self.line(&format!(
                "{k2} = store_ptr_tko {ord} {ps}, {val}{t}{h} : {pt}, {vt} -> token"
            ));
        }
        // An atomic.
        let ord = self.one_of(&["relaxed", "acquire", "release", "acq_rel"]);
        let sc = scope(self);
        let t = tok(self);
        if e == F16 {
            let r = self.define(Ty::tile(&[n], e));
            let k3 = self.define(Ty::Token);
            self.line(&format!("{r}, {k3} = atomic_rmw_tko {ord} {sc} {ps}, addf, {val}{t} : {pt}, {vt} -> {vt}, token"));
        } else if self.chance(2) {
            let modes: &[&str] = if e == F32 {
                &["addf", "xchg"]
            } else {
                &[
                    "and", "or", "xor", "add", "max", "min", "umax", "umin", "xchg",
                ]
            };
            let mode = self.one_of(modes);
            let r = self.define(Ty::tile(&[n], e));
            let k3 = self.define(Ty::Token);
            self.line(&format!("{r}, {k3} = atomic_rmw_tko {ord} {sc} {ps}, {mode}, {val}{t} : {pt}, {vt} -> {vt}, token"));
        } else {
            let cmp = self.tile_of(&[n], e);
            let r = self.define(Ty::tile(&[n], e));
            let k3 = self.define(Ty::Token);
            self.line(&format!("{r}, {k3} = atomic_cas_tko {ord} {sc} {ps}, {cmp}, {val}{t} : {pt}, {vt} -> {vt}, token"));
        }
        if self.chance(2) {
            let (a, b) = (self.token(), self.token());
            let j = self.define(Ty::Token);
            self.line(&format!("{j} = join_tokens {a}, {b}, {k} : token"));
        }
    }

    fn views(&mut self) {
        let e = self.one_of(&[F32, I32, F16]);
        let rank = 1 + self.pick(2);
        let shape: Vec<i64> = (0..rank).map(|_| 1i64 << (2 + self.pick(4))).collect();
        let mut strides = vec![1i64; rank];
        for i in (0..rank - 1).rev() {
            strides[i] = strides[i + 1] * shape[i + 1];
        }
        let dynamic = self.chance(2);
        let join = |v: &[String], sep: &str| v.join(sep);
        let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
        let sts: Vec<String> = strides.iter().map(|d| d.to_string()).collect();
        let (tv_text, make) = if dynamic {
            let n = self.tile_of(&[], I64);
            let mut tdims = dims.clone();
            tdims[0] = "?".into();
            let mut odims = dims.clone();
            odims[0] = n.clone();
            let tv = format!(
                "tensor_view<{}x{e}, strides=[{}]>",
                join(&tdims, "x"),
                join(&sts, ",")
            );
            let mk = format!(
                "make_tensor_view %p_{e}, shape = [{}], strides = [{}] : tile<i64> -> {tv}",
                join(&odims, ", "),
                join(&sts, ", ")
            );
            (tv, mk)
        } else {
            let tv = format!(
                "tensor_view<{}x{e}, strides=[{}]>",
                join(&dims, "x"),
                join(&sts, ",")
            );
            let mk = format!(
                "make_tensor_view %p_{e}, shape = [{}], strides = [{}] : {tv}",
                join(&dims, ", "),
                join(&sts, ", ")
            );
            (tv, mk)
        };
        let tv = self.define(Ty::TensorView {
            text: tv_text.clone(),
            elem: e,
            rank,
        });
        self.line(&format!("{tv} = {make}"));
        let tile: Vec<i64> = (0..rank).map(|_| 1i64 << self.pick(4)).collect();
        let tile_text = tile
            .iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>()
            .join("x");
        let mut pads = vec!["", "padding_value = zero, "];
        if e != I32 {
            pads.extend([
                "padding_value = neg_zero, ",
                "padding_value = nan, ",
                "padding_value = pos_inf, ",
                "padding_value = neg_inf, ",
            ]);
        }
        let pad = self.one_of(&pads);
        let mut dim_map: Vec<usize> = (0..rank).collect();
        if rank == 2 && self.chance(2) {
            dim_map.swap(0, 1);
        }
        let dm = if dim_map.iter().enumerate().all(|(i, &d)| i == d) && self.chance(2) {
            String::new()
        } else {
            format!(
                ", dim_map=[{}]",
                dim_map
                    .iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        };
        let (kind, view_text, gather) = match self.pick(3) {
            0 => (
                "make_partition_view",
                format!("partition_view<tile=({tile_text}), {pad}{tv_text}{dm}>"),
                None,
            ),
            1 => {
                let ts: Vec<String> = (0..rank).map(|_| (1 + self.pick(5)).to_string()).collect();
                ("make_strided_view", format!("strided_view<tile=({tile_text}), traversal_strides=[{}], {pad}{tv_text}{dm}>", ts.join(",")), None)
            }
            _ => {
                let sd = self.pick(rank);
                (
                    "make_gather_scatter_view",
                    format!(
                        "gather_scatter_view<tile=({tile_text}), {pad}{tv_text}, sparse_dim={sd}>"
                    ),
                    Some(sd),
                )
            }
        };
        let v = self.define(Ty::View {
            text: view_text.clone(),
            elem: e,
            tile: tile.clone(),
            gather_dim: gather,
        });
        self.line(&format!("{v} = {kind} {tv} : {view_text}"));
        // Indices: one scalar type for all, the gather index a 1-D tile.
        let it = self.one_of(&[I32, I64]);
        let mut idx = vec![];
        let mut idx_tys = vec![];
        for (d, &t) in tile.iter().enumerate() {
            if gather == Some(d) {
                let g = self.define(Ty::tile(&[t], it));
                self.line(&format!("{g} = iota : tile<{t}x{it}>"));
                idx.push(g);
                idx_tys.push(format!("tile<{t}x{it}>"));
            } else {
                idx.push(self.tile_of(&[], it));
                idx_tys.push(format!("tile<{it}>"));
            }
        }
        let idx_tys = if gather.is_none() && self.chance(2) {
            format!("tile<{it}>")
        } else {
            idx_tys.join(", ")
        };
        let tt = Ty::tile(&tile, e);
        let inb = if self.chance(3) {
            let b: Vec<&str> = (0..rank)
                .map(|_| if self.chance(2) { "true" } else { "false" })
                .collect();
            format!(" inbounds = [{}]", b.join(", "))
        } else {
            String::new()
        };
        let scope = self.one_of(&["tl_blk", "device", "sys"]);
        let ord = self.one_of(&[
            "weak".to_string(),
            format!("relaxed {scope}"),
            format!("acquire {scope}"),
        ]);
        let l = self.define(tt.clone());
        let k = self.define(Ty::Token);
        self.line(&format!(
            "{l}, {k} = load_view_tko {ord} {v}[{}]{inb} : {view_text}, {idx_tys} -> {}, token",
            idx.join(", "),
            tt.text()
        ));
        let ord = self.one_of(&[
            "weak".to_string(),
            format!("relaxed {scope}"),
            format!("release {scope}"),
        ]);
        let hint = if self.chance(3) {
            " optimization_hints = <sm_100 = {allow_tma = true, latency = 2}>"
        } else {
            ""
        };
        let k2 = self.define(Ty::Token);
        self.line(&format!("{k2} = store_view_tko {ord} {l}, {v}[{}] token={k}{hint} : {}, {view_text}, {idx_tys} -> token", idx.join(", "), tt.text()));
        if self.chance(2) {
            let names: Vec<String> = (0..rank).map(|_| self.fresh()).collect();
            let rt = self.one_of(&[I32, I64]);
            self.line(&format!(
                "{} = get_index_space_shape {v} : {view_text} -> tile<{rt}>",
                names.join(", ")
            ));
            for n in names {
                self.scopes.last_mut().unwrap().push(Val {
                    name: n,
                    ty: Ty::tile(&[], rt),
                });
            }
        } else {
            let names: Vec<String> = (0..rank).map(|_| self.fresh()).collect();
            self.line(&format!(
                "{} = get_tensor_shape {tv} : {tv_text} -> tile<i64>",
                names.join(", ")
            ));
            for n in names {
                self.scopes.last_mut().unwrap().push(Val {
                    name: n,
                    ty: Ty::tile(&[], I64),
                });
            }
        }
    }

    fn misc(&mut self) {
        match self.pick(4) {
            0 => {
                let e = self.one_of(&[I32, I64, I16]);
                let s = self.shape_nonscalar();
                let a = self.tile_of(&s, e);
                let pred = match self.pick(4) {
                    0 => format!("div_by<{}>", 1u64 << self.pick(10)),
                    1 => format!(
                        "div_by<{}, every {} along {}>",
                        1u64 << self.pick(5),
                        self.pick(s[0] as usize + 1),
                        0
                    ),
                    2 => {
                        let v: Vec<String> = s
                            .iter()
                            .map(|&d| self.pick(d as usize + 1).to_string())
                            .collect();
                        format!("same_elements<[{}]>", v.join(", "))
                    }
                    _ => format!(
                        "bounded<{}, {}>",
                        if self.chance(2) {
                            "?".into()
                        } else {
                            "-5".to_string()
                        },
                        if self.chance(2) { "?" } else { "100" }
                    ),
                };
                let r = self.define(Ty::tile(&s, e));
                self.line(&format!(
                    "{r} = assume {pred}, {a} : {}",
                    Ty::tile(&s, e).text()
                ));
            }
            1 => {
                let n = self.pick(3);
                let mut args = vec![];
                let mut tys = vec![];
                for _ in 0..n {
                    let e = self.one_of(&[I32, F32, F64]);
                    let s = self.shape();
                    args.push(self.tile_of(&s, e));
                    tys.push(Ty::tile(&s, e).text());
                }
                let fmt: String = (0..n).map(|i| ["%d ", "%f\\n", "%5.2e"][i % 3]).collect();
                let t = if self.chance(2) {
                    format!(" token={}", self.token())
                } else {
                    String::new()
                };
                let r = self.define(Ty::Token);
                if n == 0 {
                    self.line(&format!("{r} = print_tko \"100%% {fmt}\"{t} -> token"));
                } else {
                    self.line(&format!(
                        "{r} = print_tko \"{fmt}\", {}{t} : {} -> token",
                        args.join(", "),
                        tys.join(", ")
                    ));
                }
            }
            2 => {
                let names: Vec<String> = (0..3).map(|_| self.fresh()).collect();
                let op = self.one_of(&["get_tile_block_id", "get_num_tile_blocks"]);
                self.line(&format!("{} = {op} : tile<i32>", names.join(", ")));
                for n in names {
                    self.scopes.last_mut().unwrap().push(Val {
                        name: n,
                        ty: Ty::tile(&[], I32),
                    });
                }
            }
            _ => {
                // mmaf on a supported pair of types.
                let (ein, eacc) = self.one_of(&[
                    (F16, F32),
                    (F16, F16),
                    (BF16, F32),
                    (TF32, F32),
                    (F32, F32),
                    (F64, F64),
                    (F8E4M3FN, F16),
                ]);
                let (m, k, n) = (
                    1i64 << (1 + self.pick(3)),
                    1i64 << (1 + self.pick(3)),
                    1i64 << (1 + self.pick(3)),
                );
                let a = self.tile_of(&[m, k], ein);
                let b = self.tile_of(&[k, n], ein);
                let c = self.tile_of(&[m, n], eacc);
                let r = self.define(Ty::tile(&[m, n], eacc));
                let fa = if self.chance(2) { " fast_acc" } else { "" };
                self.line(&format!(
                    "{r} = mmaf {a}, {b}, {c}{fa} : {}, {}, {}",
                    Ty::tile(&[m, k], ein).text(),
                    Ty::tile(&[k, n], ein).text(),
                    Ty::tile(&[m, n], eacc).text()
                ));
            }
        }
    }

    /// A constant of any element type, with random bits (NaN payloads included).
    fn any_constant(&mut self) {
        let e = self.one_of(&NUMBERS);
        let mut shape = self.shape();
        if e == F4E2M1FN && shape.iter().product::<i64>() % 2 != 0 {
            shape.push(2);
        }
        self.constant(&shape, e);
    }

    fn op(&mut self) {
        if self.budget <= 0 {
            return;
        }
        self.budget -= 1;
        let nested = self.depth < 3;
        match self.pick(if nested { 15 } else { 12 }) {
            0 | 1 => self.float_binary(),
            2 => self.float_unary(),
            3 | 4 => self.int_op(),
            5 => self.compare_floats(),
            6 => self.convert(),
            7 => self.shape_op(),
            8 => self.reduce_scan(),
            9 => {
                if self.depth == 0 {
                    self.memory()
                } else {
                    self.misc()
                }
            }
            10 => {
                if self.depth == 0 {
                    self.views()
                } else {
                    self.misc()
                }
            }
            11 => self.any_constant(),
            k => {
                self.depth += 1;
                match k {
                    12 => self.if_op(),
                    13 => self.for_op(),
                    _ => self.loop_op(),
                }
                self.depth -= 1;
            }
        }
    }

    fn module(mut self) -> String {
        self.out.push_str("cuda_tile.module @generated {\n");
        self.indent = 1;
        if self.chance(2) {
            let e = self.one_of(&[F32, I32, F16]);
            let lit = self.nested_literal(e, &[4]);
            self.line(&format!("global @table <{e}: {lit}> : tile<4x{e}>"));
        }
        let entries = 1 + self.pick(2);
        for k in 0..entries {
            self.line(&format!(
                "entry @kernel{k}(%p_f32: tile<ptr<f32>>, %p_i32: tile<ptr<i32>>, %p_f16: tile<ptr<f16>>, %n: tile<i32>, %c: tile<i1>, %x: tile<f32>) {{"
            ));
            self.indent += 1;
            self.scopes = vec![vec![
                Val {
                    name: "%n".into(),
                    ty: Ty::tile(&[], I32),
                },
                Val {
                    name: "%c".into(),
                    ty: Ty::tile(&[], I1),
                },
                Val {
                    name: "%x".into(),
                    ty: Ty::tile(&[], F32),
                },
            ]];
            let n = 1 + self.pick(20);
            self.body(n);
            if self.chance(2) {
                self.line("return");
            }
            self.indent -= 1;
            self.kernel_close = true;
            self.line("}");
            self.kernel_close = false;
        }
        self.indent = 0;
        self.out.push_str("}\n");
        self.out
    }
}

fn check(src: &str) -> Result<(), TestCaseError> {
    let m = text::parse_module(src).map_err(|d| {
        TestCaseError::fail(format!(
            "generated module does not parse: {}\n{src}",
            tileref_spec::diag::SourceFile::new("gen", src).render(&d)
        ))
    })?;
    let diags = verify::verify_module(&m, VerifyOptions::default());
    if let Some(d) = diags.first() {
        let r = tileref_spec::diag::SourceFile::new("gen", src).render(d);
        return Err(TestCaseError::fail(format!(
            "generated module does not verify:\n{r}\n{src}"
        )));
    }
    for generic in [false, true] {
        let printed = text::print_module_with(&m, PrintOptions { generic });
        let back = text::parse_module(&printed).map_err(|d| {
            TestCaseError::fail(format!(
                "printed form does not parse: {}\n{printed}",
                d.message
            ))
        })?;
        prop_assert!(
            back == m,
            "print/parse round trip (generic: {generic}) changed the module:\n{printed}"
        );
        prop_assert_eq!(
            text::print_module_with(&back, PrintOptions { generic }),
            printed
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, max_shrink_iters: 2000, ..ProptestConfig::default() })]

    #[test]
    fn random_modules_verify_and_round_trip(choices in proptest::collection::vec(any::<u32>(), 0..600)) {
        let src = Gen::new(&choices).module();
        check(&src)?;
    }
}

/// The all-zero choice vector gives the simplest module; it must work too.
#[test]
fn simplest_generated_module() {
    let src = Gen::new(&[]).module();
    check(&src).unwrap();
}

/// A few fixed seeds, so that a failure found once stays covered.
#[test]
fn fixed_choice_vectors() {
    for seed in 0u32..40 {
        let mut x = seed.wrapping_mul(2654435761).wrapping_add(12345);
        let choices: Vec<u32> = (0..500)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                x
            })
            .collect();
        let src = Gen::new(&choices).module();
        if let Err(e) = check(&src) {
            panic!("seed {seed}: {e}");
        }
    }
}

/// The generator must actually reach the op families it is meant to exercise.
#[test]
fn generator_reaches_every_family() {
    let mut seen = std::collections::BTreeMap::<&'static str, usize>::new();
    let mut x = 0x9E37_79B9u32;
    for _ in 0..300 {
        let choices: Vec<u32> = (0..600)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                x
            })
            .collect();
        let src = Gen::new(&choices).module();
        let m = text::parse_module(&src).unwrap();
        for f in m.funcs() {
            fn walk(
                b: &tileref_spec::ir::Block,
                seen: &mut std::collections::BTreeMap<&'static str, usize>,
            ) {
                for op in &b.ops {
                    *seen.entry(op.name()).or_default() += 1;
                    for r in &op.regions {
                        if let Some(b) = r.block() {
                            walk(b, seen);
                        }
                    }
                }
            }
            walk(&f.body, &mut seen);
        }
    }
    let want = [
        "constant",
        "addf",
        "fma",
        "divf",
        "maxf",
        "remf",
        "fpowf",
        "fpowi",
        "exp",
        "sqrt",
        "addi",
        "divi",
        "shri",
        "negi",
        "cmpi",
        "cmpf",
        "select",
        "exti",
        "trunci",
        "itof",
        "ftoi",
        "ftof",
        "bitcast",
        "pack",
        "unpack",
        "reshape",
        "broadcast",
        "permute",
        "cat",
        "extract",
        "insert",
        "iota",
        "reduce",
        "scan",
        "yield",
        "if",
        "for",
        "continue",
        "loop",
        "break",
        "make_token",
        "join_tokens",
        "load_ptr_tko",
        "store_ptr_tko",
        "atomic_rmw_tko",
        "atomic_cas_tko",
        "offset",
        "make_tensor_view",
        "make_partition_view",
        "make_strided_view",
        "make_gather_scatter_view",
        "load_view_tko",
        "store_view_tko",
        "get_index_space_shape",
        "get_tensor_shape",
        "assume",
        "print_tko",
        "get_tile_block_id",
        "mmaf",
        "return",
    ];
    let missing: Vec<_> = want.iter().filter(|w| !seen.contains_key(*w)).collect();
    assert!(
        missing.is_empty(),
        "the generator never produced {missing:?}; produced {seen:?}"
    );
}

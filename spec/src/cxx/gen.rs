//! A deterministic generator of random front-end cases: typed variables over random tile shapes
//! and element types, and a random expression over them.
//!
//! A [`Case`] is a pure function of its seed, so a failure is reproduced by its seed alone. The
//! generator builds expressions bottom-up and consults the front end to steer towards
//! well-formed combinations (it retries a few times before keeping an ill-formed one), so both
//! outcomes are exercised.
//!
//! Interpreting a case (`interp/tests/cxx_e2e.rs`): type it with [`Case::env`] and
//! [`Env::check`], lower it with [`super::lower::lower`], fill one buffer or value per
//! [`super::lower::Param`] (random values drawn from [`Rng::new`] seeded with
//! `case.seed ^ INPUT_SALT`), run `entry @expr`, and compare the `%result` buffer with the
//! reference evaluation of the [`super::check::Typed`] tree ([`super::eval::evaluate`]), which
//! follows the conversions the tree spells out.

use super::check::Env;
use super::scalar::Platform;
use super::shape::CxxType;

/// Salt for deriving input values from a case's seed.
pub const INPUT_SALT: u64 = 0x5EED_1A7A_0000_0001;

/// splitmix64.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }
    pub fn next_u64(&mut self) -> u64 {
        crate::rng::splitmix64(&mut self.0)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }
    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.below(den) < num
    }
    pub fn pick<T: Clone>(&mut self, v: &[T]) -> T {
        v[self.below(v.len() as u64) as usize].clone()
    }
}

/// Element types the generator draws from, with arithmetic types repeated to weight them.
pub const ELEMS: &[&str] = &[
    "bool",
    "char",
    "signed char",
    "unsigned char",
    "short",
    "unsigned short",
    "int",
    "int",
    "unsigned int",
    "long",
    "unsigned long",
    "long long",
    "unsigned long long",
    "char16_t",
    "char32_t",
    "wchar_t",
    "char8_t",
    "__half",
    "__nv_bfloat16",
    "float",
    "float",
    "double",
    "double",
    "__nv_fp8_e4m3",
    "__nv_fp8_e5m2",
    "__nv_tf32",
    "int*",
    "float const*",
    "void*",
];

/// Element types usable in arithmetic (for conversions the generator inserts).
const ARITH: &[&str] = &[
    "bool",
    "char",
    "signed char",
    "unsigned char",
    "short",
    "unsigned short",
    "int",
    "unsigned int",
    "long",
    "unsigned long",
    "long long",
    "unsigned long long",
    "char16_t",
    "char32_t",
    "wchar_t",
    "__half",
    "__nv_bfloat16",
    "float",
    "double",
];

const LITERALS: &[&str] = &[
    "0", "1", "2", "3", "-4", "7u", "2l", "1ull", "5ll", "true", "false", "1.5", "0.25f", "-2.0",
    "0x1.8p1f", "1e3", "100", "0x7f",
];

/// A generated case: variables (`name`, type text) in declaration order and an expression.
#[derive(Clone, Debug)]
pub struct Case {
    pub seed: u64,
    /// The platform (LP64, LP64 AArch64 or LLP64, by seed).
    pub platform: Platform,
    pub vars: Vec<(String, String)>,
    pub expr: String,
    /// Values for the kernel's dynamic view parameters (`arg_v0_extent1`, `arg_v0_stride0`, …),
    /// consistent with the indices in `expr` (which lie in the view's index space).
    pub runtime: Vec<(String, u64)>,
}

impl Case {
    /// The environment of the case's variables.
    pub fn env(&self) -> Env {
        let mut env = Env::new(self.platform.clone());
        for (n, t) in &self.vars {
            env.declare(&format!("{n}={t}"))
                .unwrap_or_else(|e| panic!("generated variable {n}={t} is ill-formed: {e}"));
        }
        env
    }
}

fn shape_text(d: &[u64]) -> String {
    let v: Vec<String> = d.iter().map(|x| x.to_string()).collect();
    format!("ct::shape<{}>", v.join(", "))
}

struct Gen {
    rng: Rng,
    env: Env,
    base: Vec<u64>,
    tiles: Vec<String>,
    views: Vec<(String, usize, Vec<u64>)>,
}

/// Generates the case for `seed`.
pub fn case(seed: u64) -> Case {
    let p = match seed % 3 {
        0 => Platform::lp64(),
        1 => Platform::lp64_aarch64(),
        _ => Platform::llp64(),
    };
    let mut g = Gen {
        rng: Rng::new(seed),
        env: Env::new(p.clone()),
        base: vec![],
        tiles: vec![],
        views: vec![],
    };
    let rank = g.rng.below(4) as usize;
    g.base = (0..rank).map(|_| g.rng.pick(&[1u64, 2, 4, 8])).collect();
    let mut vars = vec![];
    let mut runtime = vec![];
    let nvars = 1 + g.rng.below(4);
    for k in 0..nvars {
        let name = format!("x{k}");
        let t = g.random_tile_type();
        g.env
            .declare(&format!("{name}={t}"))
            .expect("generated types are well-formed");
        g.tiles.push(name.clone());
        vars.push((name, t));
    }
    if g.rng.chance(1, 4) {
        let (t, rank, space, rt) = g.random_view_type();
        runtime = rt;
        g.env
            .declare(&format!("v0={t}"))
            .expect("generated view types are well-formed");
        g.views.push(("v0".into(), rank, space));
        vars.push(("v0".into(), t));
    }
    let depth = 1 + g.rng.below(4) as u32;
    let mut expr = g.expr(depth).0;
    if !g.views.is_empty() && g.rng.chance(1, 3) {
        if let Some(s) = g.store(&expr) {
            expr = s;
        }
    }
    Case {
        seed,
        platform: p.clone(),
        vars,
        expr,
        runtime,
    }
}

impl Gen {
    fn random_tile_type(&mut self) -> String {
        let e = self.rng.pick(ELEMS);
        if self.rng.chance(1, 5) {
            return e.to_string();
        }
        let shape = self.sub_shape();
        format!("ct::tile<{e}, {}>", shape_text(&shape))
    }

    /// A suffix of the base shape with some dimensions set to 1 (broadcast compatible with it).
    fn sub_shape(&mut self) -> Vec<u64> {
        let n = self.base.len();
        let keep = if n == 0 {
            0
        } else {
            self.rng.below(n as u64 + 1) as usize
        };
        let mut s: Vec<u64> = self.base[n - keep..].to_vec();
        for d in s.iter_mut() {
            if self.rng.chance(1, 4) {
                *d = 1;
            }
        }
        s
    }

    fn random_view_type(&mut self) -> (String, usize, Vec<u64>, Vec<(String, u64)>) {
        let rank = 1 + self.rng.below(2) as usize;
        let e = self.rng.pick(&[
            "int",
            "float",
            "double",
            "__half",
            "unsigned char",
            "bool",
            "__nv_fp8_e4m3",
            "long",
            "float const",
        ]);
        let mut ext = vec![];
        let mut ext_text = vec![];
        let mut shape = vec![];
        let mut runtime = vec![];
        for k in 0..rank {
            let x = 1 + self.rng.below(12);
            ext.push(x);
            if self.rng.chance(1, 4) {
                ext_text.push("?".to_string());
                runtime.push((format!("arg_v0_extent{k}"), x));
            } else {
                ext_text.push(x.to_string());
            }
            shape.push(self.rng.pick(&[1u64, 2, 4]));
        }
        let mut strides = String::new();
        if self.rng.chance(1, 4) {
            // Explicit strides: row-major with padding rows, some dynamic.
            let mut st = vec![1u64; rank];
            for k in (0..rank - 1).rev() {
                st[k] = st[k + 1] * (ext[k + 1] + self.rng.below(3));
            }
            let mut parts = vec![];
            for (k, v) in st.iter().enumerate() {
                if self.rng.chance(1, 3) {
                    parts.push("?".to_string());
                    runtime.push((format!("arg_v0_stride{k}"), *v));
                } else {
                    parts.push(v.to_string());
                }
            }
            strides = format!(", ct::strides<{}>", parts.join(", "));
        }
        let space: Vec<u64> = ext
            .iter()
            .zip(&shape)
            .map(|(e, s)| e.div_ceil(*s))
            .collect();
        let t = format!(
            "ct::partition_view<ct::tensor_span<{e}, {}{strides}>, {}>",
            ext_text.join("x"),
            shape_text(&shape)
        );
        (t, rank, space, runtime)
    }

    fn type_of(&self, e: &str) -> Option<CxxType> {
        self.env.check(e).ok().map(|t| t.ty)
    }

    fn literal(&mut self) -> String {
        self.rng.pick(LITERALS).to_string()
    }

    fn leaf(&mut self) -> String {
        match self.rng.below(10) {
            0..=5 if !self.tiles.is_empty() => self.rng.pick(&self.tiles),
            6 => self.literal(),
            7 => {
                let e = self.rng.pick(&[
                    "int",
                    "float",
                    "unsigned short",
                    "double",
                    "long long",
                    "__half",
                ]);
                let s = self.sub_shape_nonempty();
                format!("ct::iota<ct::tile<{e}, {}>>()", shape_text(&s))
            }
            8 => {
                let e = self.rng.pick(ARITH);
                let s = self.sub_shape_nonempty();
                let l = self.literal();
                format!("ct::full<ct::tile<{e}, {}>>({l})", shape_text(&s))
            }
            _ if !self.views.is_empty() => self.view_load(),
            _ => self.literal(),
        }
    }

    fn sub_shape_nonempty(&mut self) -> Vec<u64> {
        let s = self.sub_shape();
        if s.is_empty() {
            vec![self.rng.pick(&[1u64, 2, 4])]
        } else {
            s
        }
    }

    fn indices(&mut self, space: &[u64]) -> Vec<String> {
        space
            .iter()
            .map(|n| format!("{}", self.rng.below(*n)))
            .collect()
    }

    fn view_load(&mut self) -> String {
        let (v, _, space) = self.rng.pick(&self.views);
        let idx = self.indices(&space).join(", ");
        match self.rng.below(3) {
            0 => format!("{v}.load({idx})"),
            1 => format!("{v}.load_masked({idx})"),
            _ => {
                let pad = self.rng.pick(&[
                    "ct::view_padding_zero_t{}",
                    "ct::view_padding_nan_t{}",
                    "ct::view_padding_positive_infinity_t{}",
                    "ct::view_padding_negative_infinity_t{}",
                ]);
                format!("{v}.load_masked({pad}, {idx})")
            }
        }
    }

    fn store(&mut self, value: &str) -> Option<String> {
        let (v, _, space) = self.rng.pick(&self.views);
        let CxxType::View(pv) = self.env.var(&v)?.clone() else {
            return None;
        };
        let target = pv.view_tile_type();
        let idx = self.indices(&space).join(", ");
        for attempt in 0..3 {
            let val = match attempt {
                0 => value.to_string(),
                1 => format!(
                    "ct::convert<{target}>(ct::broadcast<{}>({value}))",
                    shape_text(&pv.shape)
                ),
                _ => format!("ct::full<{target}>(1)"),
            };
            let s = format!("{v}.store({val}, {idx})");
            if self.type_of(&s).is_some() {
                return Some(s);
            }
        }
        Some(format!("{v}.store({value}, {idx})"))
    }

    /// An expression of depth at most `depth`; the flag says whether it is well-formed.
    fn expr(&mut self, depth: u32) -> (String, bool) {
        if depth == 0 || self.rng.chance(1, 5) {
            let l = self.leaf();
            let ok = self.type_of(&l).is_some();
            return (l, ok);
        }
        let mut last = String::new();
        for _ in 0..4 {
            let e = self.composite(depth);
            if self.type_of(&e).is_some() {
                return (e, true);
            }
            last = e;
        }
        (last, false)
    }

    fn composite(&mut self, depth: u32) -> String {
        let (a, _) = self.expr(depth - 1);
        match self.rng.below(12) {
            0..=2 => {
                let (b, _) = self.expr(depth - 1);
                let op = self.rng.pick(&["+", "-", "*", "/", "%"]);
                format!("({a} {op} {b})")
            }
            3 => {
                let (b, _) = self.expr(depth - 1);
                let op = self.rng.pick(&["==", "!=", "<", "<=", ">", ">="]);
                format!("({a} {op} {b})")
            }
            4 => {
                let (b, _) = self.expr(depth - 1);
                let f = self.rng.pick(&["add", "sub", "mul", "div"]);
                let mut mods = String::new();
                if self.rng.chance(1, 2) {
                    let r = self.rng.pick(&[
                        "ct::round_ties_to_even_t{}",
                        "ct::round_toward_zero_t{}",
                        "round_toward_negative",
                        "round_toward_positive",
                        "ct::round_approximate_t{}",
                        "ct::round_full_t{}",
                    ]);
                    mods.push_str(&format!(", {r}"));
                }
                if self.rng.chance(1, 3) {
                    let s = self.rng.pick(&[
                        "ct::round_subnormals_to_zero_t{}",
                        "ct::preserve_subnormals_t{}",
                    ]);
                    mods.push_str(&format!(", {s}"));
                }
                format!("ct::{f}({a}, {b}{mods})")
            }
            5 => {
                let (b, _) = self.expr(depth - 1);
                let f = self.rng.pick(&["min", "max"]);
                let mut mods = String::new();
                if self.rng.chance(1, 2) {
                    let n = self
                        .rng
                        .pick(&["ct::propagate_nan_t{}", "ct::suppress_nan_t{}"]);
                    mods.push_str(&format!(", {n}"));
                }
                if self.rng.chance(1, 4) {
                    mods.push_str(", ct::round_subnormals_to_zero_t{}");
                }
                format!("ct::{f}({a}, {b}{mods})")
            }
            6 => format!("-{a}"),
            7 | 8 => {
                // convert<T> with T of the same shape and kind as `a`.
                let e = self.rng.pick(ELEMS);
                match self.type_of(&a) {
                    Some(CxxType::Tile(t)) if !t.is_scalar() => {
                        format!("ct::convert<ct::tile<{e}, {}>>({a})", shape_text(t.shape()))
                    }
                    Some(CxxType::Tile(_)) => format!("ct::convert<{e}>({a})"),
                    _ => format!("ct::convert<{e}>({a})"),
                }
            }
            9 => {
                let s = if self.rng.chance(2, 3) {
                    self.base.clone()
                } else {
                    self.sub_shape()
                };
                format!("ct::broadcast<{}>({a})", shape_text(&s))
            }
            _ => self.assumption(&a),
        }
    }

    fn assumption(&mut self, a: &str) -> String {
        let t = match self.type_of(a) {
            Some(CxxType::Tile(t)) => t,
            _ => return format!("ct::assume_divisible({a}, 16_ic)"),
        };
        let rank = t.rank() as u64;
        let dim = if rank == 0 { 0 } else { self.rng.below(rank) };
        let stride = 1 + self.rng.below(9);
        let p2 = 1u64 << self.rng.below(7);
        let blocked = || -> String {
            let s: Vec<String> = t
                .shape()
                .iter()
                .map(|d| format!("{}_ic", 1 + (d * 3) / 4))
                .collect();
            format!("ct::assume_blocked({a}, ct::shape{{{}}})", s.join(", "))
        };
        if t.elem().is_pointer() {
            return match self.rng.below(3) {
                0 => format!("ct::assume_aligned({a}, {p2}_ic)"),
                1 => format!("ct::assume_aligned_strided({a}, {p2}_ic, {stride}_ic, {dim}_ic)"),
                _ => blocked(),
            };
        }
        match self.rng.below(6) {
            0 => format!("ct::assume_bounded({a}, 0_ic, 100_ic)"),
            1 => format!("ct::assume_bounded_above({a}, 100_ic)"),
            2 => format!("ct::assume_bounded_below({a}, -10_ic)"),
            3 => format!("ct::assume_divisible({a}, {p2}_ic)"),
            4 => format!("ct::assume_divisible_strided({a}, {p2}_ic, {stride}_ic, {dim}_ic)"),
            _ => blocked(),
        }
    }
}

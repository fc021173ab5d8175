//! Shared helpers of the per-family op tests (`ops_*.rs`): parse, verify and launch a kernel
//! written in Tile IR text with host buffers, read the buffers back, check reports, and a few
//! independent reference conversions (written from the format definitions, not taken from the
//! interpreter's numeric core).
#![allow(dead_code)]

use tileref_interp::{launch, Category, LaunchResult, Memory, Options, Report, Schedule, Status};
use tileref_spec::text::parse_module;
use tileref_spec::verify::{verify_module, VerifyOptions};

/// One kernel argument: a host buffer (passed as a pointer) or a scalar bit pattern.
pub enum Arg {
    Buf(Vec<u8>),
    Scalar(u64),
}

pub struct Out {
    /// The host buffers after the run, in argument order (scalars are skipped).
    pub bufs: Vec<Vec<u8>>,
    /// The addresses the buffers were given, in the same order.
    pub addrs: Vec<u64>,
    pub result: LaunchResult,
}

fn chunks<const N: usize>(b: &[u8]) -> impl Iterator<Item = [u8; N]> + '_ {
    b.chunks(N).map(|c| c.try_into().unwrap())
}

impl Out {
    /// Asserts that the run had no report at all.
    pub fn ok(&self) -> &Self {
        assert_eq!(
            self.result.status,
            Status::Ok,
            "reports: {:#?}",
            self.result.reports
        );
        assert!(
            self.result.reports.is_empty(),
            "reports: {:#?}",
            self.result.reports
        );
        self
    }
    pub fn bytes(&self, i: usize) -> &[u8] {
        &self.bufs[i]
    }
    pub fn u8s(&self, i: usize) -> Vec<u8> {
        self.bufs[i].clone()
    }
    pub fn u16s(&self, i: usize) -> Vec<u16> {
        chunks::<2>(&self.bufs[i]).map(u16::from_le_bytes).collect()
    }
    pub fn u32s(&self, i: usize) -> Vec<u32> {
        chunks::<4>(&self.bufs[i]).map(u32::from_le_bytes).collect()
    }
    pub fn i32s(&self, i: usize) -> Vec<i32> {
        chunks::<4>(&self.bufs[i]).map(i32::from_le_bytes).collect()
    }
    pub fn u64s(&self, i: usize) -> Vec<u64> {
        chunks::<8>(&self.bufs[i]).map(u64::from_le_bytes).collect()
    }
    pub fn i64s(&self, i: usize) -> Vec<i64> {
        chunks::<8>(&self.bufs[i]).map(i64::from_le_bytes).collect()
    }
    pub fn f32s(&self, i: usize) -> Vec<f32> {
        self.u32s(i).into_iter().map(f32::from_bits).collect()
    }
    pub fn f64s(&self, i: usize) -> Vec<f64> {
        self.u64s(i).into_iter().map(f64::from_bits).collect()
    }
    pub fn reports(&self) -> &[Report] {
        &self.result.reports
    }
    /// The first report of the given kind.
    pub fn report(&self, kind: &str) -> &Report {
        self.result
            .reports
            .iter()
            .find(|r| r.kind == kind)
            .unwrap_or_else(|| panic!("no '{kind}' report in {:#?}", self.result.reports))
    }
    /// Asserts undefined behaviour of `kind` at `op`, element `elem` (when given) in `block`.
    pub fn ub(&self, kind: &str, op: &str, elem: Option<&[i64]>, block: [u32; 3]) -> &Report {
        assert_eq!(
            self.result.status,
            Status::Ub,
            "reports: {:#?}",
            self.result.reports
        );
        let r = self.report(kind);
        assert_eq!(r.category, Category::Ub, "{r:#?}");
        assert_eq!(r.site.as_ref().map(|s| s.op.as_str()), Some(op), "{r:#?}");
        if let Some(e) = elem {
            assert_eq!(r.element.as_deref(), Some(e), "{r:#?}");
        }
        assert_eq!(r.block, Some(block), "{r:#?}");
        r
    }
}

pub fn f32b(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
pub fn f64b(v: &[f64]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
pub fn u16b(v: &[u16]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
pub fn u32b(v: &[u32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
pub fn i32b(v: &[i32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
pub fn u64b(v: &[u64]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
pub fn i64b(v: &[i64]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}
/// A zeroed buffer of `n` bytes.
pub fn zeros(n: usize) -> Arg {
    Arg::Buf(vec![0; n])
}

/// Parses and verifies `src` (verifier errors fail the test) and runs its first entry.
pub fn run_opts(src: &str, grid: [u32; 3], args: Vec<Arg>, opts: &Options) -> Out {
    run_checked(src, grid, args, opts, |_| false)
}

/// As `run_opts`, but verifier errors whose message satisfies `ignore` are tolerated.
pub fn run_checked(
    src: &str,
    grid: [u32; 3],
    args: Vec<Arg>,
    opts: &Options,
    ignore: impl Fn(&str) -> bool,
) -> Out {
    let m = parse_module(src).unwrap_or_else(|d| {
        panic!(
            "parse error: {} at {:?}\n{}",
            d.message,
            d.span,
            numbered(src)
        )
    });
    let diags = verify_module(&m, VerifyOptions::default());
    let errors: Vec<_> = diags
        .iter()
        .filter(|d| d.severity == tileref_spec::diag::Severity::Error && !ignore(&d.message))
        .map(|d| (&d.message, d.span))
        .collect();
    assert!(errors.is_empty(), "verifier: {errors:?}\n{}", numbered(src));
    let mem = Memory::new();
    let mut bits = vec![];
    let mut addrs = vec![];
    for (i, a) in args.into_iter().enumerate() {
        match a {
            Arg::Buf(b) => {
                let addr = mem.alloc_host(i, &b, 256);
                addrs.push(addr);
                bits.push(addr);
            }
            Arg::Scalar(x) => bits.push(x),
        }
    }
    let entry = m.funcs().next().expect("an entry").name.clone();
    let result = launch(&m, &entry, grid, &bits, &mem, opts).expect("launch");
    let bufs = addrs.iter().map(|a| mem.bytes(*a).unwrap()).collect();
    Out {
        bufs,
        addrs,
        result,
    }
}

pub fn opts() -> Options {
    Options {
        schedule: Schedule::Sequential,
        ..Options::default()
    }
}

/// Runs with the sequential schedule and default policies.
pub fn run(src: &str, grid: [u32; 3], args: Vec<Arg>) -> Out {
    run_opts(src, grid, args, &opts())
}

/// Runs on a 1x1x1 grid.
pub fn run1(src: &str, args: Vec<Arg>) -> Out {
    run(src, [1, 1, 1], args)
}

fn numbered(src: &str) -> String {
    src.lines()
        .enumerate()
        .map(|(i, l)| format!("{:3} {l}\n", i + 1))
        .collect()
}

/// Wraps ops in a kernel `k(%out: ptr<T>)` storing `%r` of type `tile<N x T>` to %out.
pub fn kernel_storing(body: &str, n: usize, t: &str) -> String {
    format!(
        "cuda_tile.module @m {{
  entry @k(%out: tile<ptr<{t}>>) {{
{body}
    %o0 = reshape %out : tile<ptr<{t}>> -> tile<1xptr<{t}>>
    %ob = broadcast %o0 : tile<1xptr<{t}>> -> tile<{n}xptr<{t}>>
    %io = iota : tile<{n}xi32>
    %op = offset %ob, %io : tile<{n}xptr<{t}>>, tile<{n}xi32> -> tile<{n}xptr<{t}>>
    %tk = store_ptr_tko weak %op, %r : tile<{n}xptr<{t}>>, tile<{n}x{t}> -> token
  }}
}}"
    )
}

/// Wraps an entry `@k` with the given parameter list and body in a module.
pub fn module(params: &str, body: &str) -> String {
    format!("cuda_tile.module @m {{\n  entry @k({params}) {{\n{body}\n  }}\n}}\n")
}

fn shape_text(shape: &[usize], t: &str) -> String {
    if shape.is_empty() {
        format!("tile<{t}>")
    } else {
        let s: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
        format!("tile<{}x{t}>", s.join("x"))
    }
}

/// Tile type text, e.g. `ty(&[2, 4], "f32")` = `tile<2x4xf32>`.
pub fn ty(shape: &[usize], t: &str) -> String {
    shape_text(shape, t)
}

/// Ops that store the tile `%val` of `shape x t` (row-major) to consecutive elements starting
/// at the scalar pointer `%ptr`. SSA names are derived from `val`.
pub fn store(ptr: &str, val: &str, shape: &[usize], t: &str) -> String {
    let n: usize = shape.iter().product();
    let v = val.trim_start_matches('%');
    let p = ptr.trim_start_matches('%');
    let mut s = String::new();
    let flat = if shape.len() == 1 {
        format!("%{v}")
    } else {
        s += &format!(
            "    %{v}_flat = reshape %{v} : {} -> tile<{n}x{t}>\n",
            shape_text(shape, t)
        );
        format!("%{v}_flat")
    };
    s += &format!(
        "    %{v}_p1 = reshape %{p} : tile<ptr<{t}>> -> tile<1xptr<{t}>>
    %{v}_pb = broadcast %{v}_p1 : tile<1xptr<{t}>> -> tile<{n}xptr<{t}>>
    %{v}_io = iota : tile<{n}xi32>
    %{v}_ps = offset %{v}_pb, %{v}_io : tile<{n}xptr<{t}>>, tile<{n}xi32> -> tile<{n}xptr<{t}>>
    %{v}_tk = store_ptr_tko weak %{v}_ps, {flat} : tile<{n}xptr<{t}>>, tile<{n}x{t}> -> token
"
    );
    s
}

/// Ops that load `%name` of `shape x t` (row-major) from consecutive elements at `%ptr`.
pub fn load(ptr: &str, name: &str, shape: &[usize], t: &str) -> String {
    let n: usize = shape.iter().product();
    let v = name.trim_start_matches('%');
    let p = ptr.trim_start_matches('%');
    let target = if shape.len() == 1 {
        format!("%{v}")
    } else {
        format!("%{v}_flat")
    };
    let mut s = format!(
        "    %{v}_lp1 = reshape %{p} : tile<ptr<{t}>> -> tile<1xptr<{t}>>
    %{v}_lpb = broadcast %{v}_lp1 : tile<1xptr<{t}>> -> tile<{n}xptr<{t}>>
    %{v}_lio = iota : tile<{n}xi32>
    %{v}_lps = offset %{v}_lpb, %{v}_lio : tile<{n}xptr<{t}>>, tile<{n}xi32> -> tile<{n}xptr<{t}>>
    {target}, %{v}_ltk = load_ptr_tko weak %{v}_lps : tile<{n}xptr<{t}>> -> tile<{n}x{t}>, token
"
    );
    if shape.len() != 1 {
        s += &format!(
            "    %{v} = reshape %{v}_flat : tile<{n}x{t}> -> {}\n",
            shape_text(shape, t)
        );
    }
    s
}

/// A tiny deterministic generator (xorshift64*) for test inputs.
pub struct Gen(pub u64);

impl Gen {
    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// A "nice" f32 spanning many binades, signs, zeros, and a few specials.
    pub fn f32(&mut self) -> f32 {
        let r = self.next();
        match r % 16 {
            0 => [
                0.0,
                -0.0,
                f32::INFINITY,
                f32::NEG_INFINITY,
                f32::NAN,
                f32::MIN_POSITIVE,
                1.0e-45,
                f32::MAX,
            ][(r >> 8) as usize % 8],
            1..=3 => ((r >> 16) % 2001) as f32 - 1000.0,
            _ => {
                let e = ((r >> 8) % 40) as i32 - 20;
                let m = 1.0 + ((r >> 20) & 0x7F_FFFF) as f32 / (1u32 << 23) as f32;
                let s = if (r >> 60) & 1 == 1 { -1.0 } else { 1.0 };
                s * m * 2f32.powi(e)
            }
        }
    }
}

// ---- Reference conversions, written from the format definitions. ----

/// Rounds a finite f64 to the nearest value with `p` significant bits and minimum normal
/// exponent `emin` (subnormals below), ties to even; returns the rounded value as f64 (may be
/// larger than the format's max: callers handle overflow).
pub fn round_to_precision(x: f64, p: i32, emin: i32) -> f64 {
    if x == 0.0 || !x.is_finite() {
        return x;
    }
    let e = x.abs().log2().floor() as i32;
    // Correct the estimate of the binade exactly.
    let mut e = e;
    while 2f64.powi(e) > x.abs() {
        e -= 1;
    }
    while 2f64.powi(e + 1) <= x.abs() {
        e += 1;
    }
    let q = e.max(emin) - (p - 1); // exponent of one unit in the last place
    let scaled = x / 2f64.powi(q); // exact: a power-of-two scaling
    let r = scaled.round_ties_even();
    r * 2f64.powi(q)
}

/// IEEE-style encoding of a value already rounded to the format (1 sign bit, `eb` exponent bits,
/// `mb` mantissa bits); `None` when it is out of range.
fn encode_ieee(v: f64, eb: u32, mb: u32) -> Option<u64> {
    let sign = if v.is_sign_negative() {
        1u64 << (eb + mb)
    } else {
        0
    };
    let bias = (1i32 << (eb - 1)) - 1;
    let a = v.abs();
    if a == 0.0 {
        return Some(sign);
    }
    let mut e = a.log2().floor() as i32;
    while 2f64.powi(e) > a {
        e -= 1;
    }
    while 2f64.powi(e + 1) <= a {
        e += 1;
    }
    if e < 1 - bias {
        // Subnormal: a / 2^(1-bias-mb) is the mantissa field.
        let m = a / 2f64.powi(1 - bias - mb as i32);
        assert_eq!(m.fract(), 0.0);
        return Some(sign | m as u64);
    }
    let biased = e + bias;
    let m = (a / 2f64.powi(e) - 1.0) * 2f64.powi(mb as i32);
    assert_eq!(m.fract(), 0.0);
    Some(sign | ((biased as u64) << mb) | m as u64)
}

/// f64 → f16 bits, round to nearest even, overflow to ±inf, NaN → 0x7E00 (callers avoid NaN).
pub fn to_f16(x: f64) -> u16 {
    if x.is_nan() {
        return 0x7E00;
    }
    let r = round_to_precision(x, 11, -14);
    if r.is_infinite() || r.abs() > 65504.0 {
        return if x < 0.0 { 0xFC00 } else { 0x7C00 };
    }
    encode_ieee(r, 5, 10).unwrap() as u16
}

/// f64 → bf16 bits, round to nearest even.
pub fn to_bf16(x: f64) -> u16 {
    let r = round_to_precision(x, 8, -126);
    if r.is_infinite() || r.abs() > 3.3895313892515355e38 {
        return if x < 0.0 { 0xFF80 } else { 0x7F80 };
    }
    encode_ieee(r, 8, 7).unwrap() as u16
}

/// f16 bits → f64 (exact).
pub fn from_f16(b: u16) -> f64 {
    decode_ieee(b as u64, 5, 10)
}
/// bf16 bits → f64 (exact).
pub fn from_bf16(b: u16) -> f64 {
    f32::from_bits((b as u32) << 16) as f64
}

/// Decodes an IEEE-style pattern (with infinities and NaNs at the top exponent).
pub fn decode_ieee(b: u64, eb: u32, mb: u32) -> f64 {
    let sign = if (b >> (eb + mb)) & 1 == 1 { -1.0 } else { 1.0 };
    let e = ((b >> mb) & ((1 << eb) - 1)) as i32;
    let m = (b & ((1 << mb) - 1)) as f64;
    let bias = (1i32 << (eb - 1)) - 1;
    if e == (1 << eb) - 1 {
        return if m == 0.0 {
            sign * f64::INFINITY
        } else {
            f64::NAN
        };
    }
    if e == 0 {
        return sign * m * 2f64.powi(1 - bias - mb as i32);
    }
    sign * (1.0 + m / 2f64.powi(mb as i32)) * 2f64.powi(e - bias)
}

/// f8E4M3FN bits → f64: bias 7, no infinities, S.1111.111 is NaN.
pub fn from_e4m3(b: u8) -> f64 {
    if b & 0x7F == 0x7F {
        return f64::NAN;
    }
    let sign = if b & 0x80 != 0 { -1.0 } else { 1.0 };
    let e = ((b >> 3) & 0xF) as i32;
    let m = (b & 7) as f64;
    if e == 0 {
        sign * m * 2f64.powi(-9)
    } else {
        sign * (1.0 + m / 8.0) * 2f64.powi(e - 7)
    }
}

/// f8E5M2 bits → f64 (IEEE-like, bias 15).
pub fn from_e5m2(b: u8) -> f64 {
    decode_ieee(b as u64, 5, 2)
}

/// f8E8M0FNU bits → f64: 2^(b − 127), 0xFF is NaN.
pub fn from_e8m0(b: u8) -> f64 {
    if b == 0xFF {
        f64::NAN
    } else {
        2f64.powi(b as i32 - 127)
    }
}

/// f4E2M1FN nibble → f64.
pub fn from_f4(b: u8) -> f64 {
    let mag = [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0][(b & 7) as usize];
    if b & 8 != 0 {
        -mag
    } else {
        mag
    }
}

/// True when `x` (an f64 approximation of a real result, good to about 1e-15 relative) is far
/// enough from every f32 rounding boundary that rounding it to f32 gives the correctly rounded
/// result of the real value.
pub fn safely_rounds_to_f32(x: f64) -> bool {
    if !x.is_finite() || x == 0.0 {
        return true;
    }
    let r = x as f32 as f64;
    let ulp = {
        let f = x as f32;
        let next = f32::from_bits(f.to_bits() + 1) as f64;
        (next - f as f64).abs()
    };
    // Distance to the midpoint between r and its neighbour on x's side.
    let mid = r + (x - r).signum() * ulp / 2.0;
    (x - mid).abs() > ulp * 1e-6 && (x - mid).abs() > x.abs() * 1e-13
}

/// Bytes of one element of a pointee type in memory.
pub fn elem_size(t: &str) -> usize {
    match t {
        "i1" | "i8" | "f8E4M3FN" | "f8E5M2" | "f8E8M0FNU" => 1,
        "i16" | "f16" | "bf16" => 2,
        "i32" | "f32" | "tf32" => 4,
        "i64" | "f64" => 8,
        _ => panic!("no pointer element size for {t}"),
    }
}

/// Loads each input `(type, bytes)` as a 1-D tile `%a`, `%b`, `%c`, … of `n` elements, runs
/// `body` (which must define `%r` of `n x out_t`), and stores `%r` to the last buffer.
pub fn elementwise(inputs: &[(&str, Vec<u8>)], n: usize, body: &str, out_t: &str) -> Out {
    let names = ["a", "b", "c", "d", "e"];
    let mut params = vec![];
    let mut text = String::new();
    let mut args = vec![];
    for (i, (t, bytes)) in inputs.iter().enumerate() {
        assert_eq!(bytes.len(), n * elem_size(t), "input {i}");
        params.push(format!("%p{}: tile<ptr<{t}>>", names[i]));
        text += &load(&format!("%p{}", names[i]), names[i], &[n], t);
        args.push(Arg::Buf(bytes.clone()));
    }
    params.push(format!("%po: tile<ptr<{out_t}>>"));
    text += body;
    text.push('\n');
    text += &store("%po", "%r", &[n], out_t);
    args.push(zeros(n * elem_size(out_t)));
    run1(&module(&params.join(", "), &text), args)
}

/// Little-endian bytes of integers of `w` bits (one byte per i1).
/// The low `w` bits.
pub fn mask(w: u32) -> u64 {
    if w == 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

/// `x` as a signed `w`-bit integer.
pub fn sx(x: u64, w: u32) -> i128 {
    let x = x & mask(w);
    if w < 64 && x >> (w - 1) & 1 == 1 {
        x as i128 - (1i128 << w)
    } else if w == 64 {
        x as i64 as i128
    } else {
        x as i128
    }
}

pub fn int_bytes(v: &[u64], w: u32) -> Vec<u8> {
    let nb = (w as usize).div_ceil(8);
    v.iter()
        .flat_map(|x| x.to_le_bytes()[..nb].to_vec())
        .collect()
}

/// Reads integers of `w` bits back (zero-extended).
pub fn from_int_bytes(b: &[u8], w: u32) -> Vec<u64> {
    let nb = (w as usize).div_ceil(8);
    b.chunks(nb)
        .map(|c| {
            let mut a = [0u8; 8];
            a[..nb].copy_from_slice(c);
            u64::from_le_bytes(a)
        })
        .collect()
}

//! Buffers printed the way numpy prints arrays: `str(a)`, i.e. `np.array2string(a)` with
//! numpy's default print options (threshold 1000, edgeitems 3, linewidth 75, precision 8,
//! floatmode 'maxprec', sign '-'), following numpy 2.3+'s `arrayprint.py`.
//!
//! Reproduced, and checked against numpy's own output (tests/cli_run.rs, with fixtures written
//! by tests/data/gen_numpy_print.py):
//! - layout: nested brackets, hanging indents, rows wrapped at 75 columns, blank lines between
//!   blocks of rank 3 and more, `[]` for empty arrays, a bare value for rank 0;
//! - summarisation: arrays of more than 1000 elements show 3 items at each end of every axis
//!   longer than 6, with `...` between, and formats are sized on the shown items only;
//! - integers: right-aligned to the widest shown value; i1 as numpy bools (` True`, `False`);
//! - f16, f32 and f64: positional or scientific notation chosen as numpy does (scientific when
//!   a non-zero |x| reaches 10^min(8, dtype precision), is below 1e-4, or max/min exceeds 1000,
//!   compared in the dtype), shortest round-trip digits cut to 8 fractional digits (rounded
//!   half to even), the common padding, and `nan`, `inf`, `-inf`.
//!
//! Differs: integers print signed whatever the `.npy` dtype (Tile IR integers are signless);
//! bf16, tf32 and the 8- and 4-bit floats, which numpy lacks, follow the float rules with a
//! precision of ⌊mantissa bits · log10 2⌋ (at least 1), unchecked against any reference;
//! numpy before 2.3 switches to scientific notation at 1e8 for every dtype. Shortest digits
//! come from Rust's formatting (f32, f64) or a search (other floats) that picks the nearest of
//! the shortest candidates, as numpy's Dragon4 does.

use tileref_spec::float_bits;
use tileref_spec::types::ElemType;

/// numpy's `threshold`, `edgeitems` and `linewidth`.
#[derive(Clone, Copy, Debug)]
pub struct PrintOptions {
    pub threshold: usize,
    pub edgeitems: usize,
    pub linewidth: usize,
}

impl PrintOptions {
    /// numpy's defaults.
    pub const NUMPY: PrintOptions = PrintOptions {
        threshold: 1000,
        edgeitems: 3,
        linewidth: 75,
    };
    /// Every element (numpy with `threshold=sys.maxsize`).
    pub const FULL: PrintOptions = PrintOptions {
        threshold: usize::MAX,
        ..PrintOptions::NUMPY
    };
}

/// numpy's name of a dtype, or the Tile IR name for element types numpy lacks.
pub fn dtype_name(e: ElemType) -> &'static str {
    match e {
        ElemType::I1 => "bool",
        ElemType::I8 => "int8",
        ElemType::I16 => "int16",
        ElemType::I32 => "int32",
        ElemType::I64 => "int64",
        ElemType::F16 => "float16",
        ElemType::F32 => "float32",
        ElemType::F64 => "float64",
        e => e.name(),
    }
}

/// A shape as Python writes a tuple: `()`, `(5,)`, `(2, 3)`.
pub fn shape_tuple(shape: &[usize]) -> String {
    match shape {
        [d] => format!("({d},)"),
        _ => format!(
            "({})",
            shape
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// `str(a)` for a row-major array of `shape` whose flat element `i` has the bit pattern
/// `bits(i)` (a float in its own format, tf32 in the low 19 bits).
pub fn array2string(
    shape: &[usize],
    e: ElemType,
    bits: &dyn Fn(usize) -> u64,
    o: &PrintOptions,
) -> String {
    let size: usize = shape.iter().product();
    if size == 0 {
        return "[]".into();
    }
    let mut strides = vec![1usize; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        strides[d] = strides[d + 1] * shape[d + 1];
    }
    let layout = Layout {
        shape,
        strides,
        edge: o.edgeitems,
        summary: size > o.threshold,
    };
    let mut shown = vec![];
    layout.shown(0, 0, &mut shown);
    // Formats are sized on the shown elements only, as numpy's are.
    let fmt = Format::new(
        e,
        &shown.iter().map(|&i| bits(i)).collect::<Vec<_>>(),
        shape.is_empty(),
    );
    Printer { layout, bits, fmt }.recurse(0, 0, " ", o.linewidth)
}

/// Which items of each axis are shown.
struct Layout<'a> {
    shape: &'a [usize],
    strides: Vec<usize>,
    edge: usize,
    /// More elements than the threshold: axes longer than 2 × `edge` are cut.
    summary: bool,
}

impl Layout<'_> {
    /// The flat indices of the elements shown (numpy's `_leading_trailing`).
    fn shown(&self, axis: usize, offset: usize, out: &mut Vec<usize>) {
        if axis == self.shape.len() {
            out.push(offset);
            return;
        }
        let len = self.shape[axis];
        for i in self.items(len) {
            self.shown(axis + 1, offset + i * self.strides[axis], out);
        }
    }

    /// Indices shown along an axis of `len` items.
    fn items(&self, len: usize) -> Vec<usize> {
        if self.summary && len > 2 * self.edge {
            (0..self.edge).chain(len - self.edge..len).collect()
        } else {
            (0..len).collect()
        }
    }
}

struct Printer<'a> {
    layout: Layout<'a>,
    bits: &'a dyn Fn(usize) -> u64,
    fmt: Format,
}

impl Printer<'_> {
    /// numpy's `_formatArray.recurser` with separator ' ' (whose rstrip is empty).
    fn recurse(&self, axis: usize, offset: usize, hanging: &str, width: usize) -> String {
        let l = &self.layout;
        let rank = l.shape.len();
        if axis == rank {
            return self.fmt.format((self.bits)(offset));
        }
        let next_hanging = format!("{hanging} ");
        let next_width = width.saturating_sub(1);
        let items = l.items(l.shape[axis]);
        let summarised = items.len() < l.shape[axis];
        let child = |i: usize| {
            self.recurse(
                axis + 1,
                offset + i * l.strides[axis],
                &next_hanging,
                next_width,
            )
        };
        let mut s = String::new();
        if axis + 1 == rank {
            // Room for the closing bracket.
            let elem_width = width.saturating_sub(1);
            let mut line = hanging.to_string();
            for (n, &i) in items.iter().enumerate() {
                if summarised && n == l.edge {
                    extend_line(&mut s, &mut line, "...", elem_width, hanging);
                    line.push(' ');
                }
                extend_line(&mut s, &mut line, &child(i), elem_width, hanging);
                if n + 1 < items.len() {
                    line.push(' ');
                }
            }
            s += &line;
        } else {
            let line_sep = "\n".repeat(rank - axis - 1);
            for (n, &i) in items.iter().enumerate() {
                if summarised && n == l.edge {
                    s += hanging;
                    s += "...";
                    s += &line_sep;
                }
                s += hanging;
                s += &child(i);
                if n + 1 < items.len() {
                    s += &line_sep;
                }
            }
        }
        format!("[{}]", &s[hanging.len()..])
    }
}

/// numpy's `_extendLine`: wraps before `word` if it would pass `width`, unless the line holds
/// nothing but the indent.
fn extend_line(s: &mut String, line: &mut String, word: &str, width: usize, indent: &str) {
    if line.len() + word.len() > width && line.len() > indent.len() {
        *s += line.trim_end();
        s.push('\n');
        *line = indent.to_string();
    }
    *line += word;
}

/// How the elements of one array are written (numpy's format functions).
enum Format {
    Bool { true_str: &'static str },
    Int { e: ElemType, width: usize },
    Float(FloatFormat),
}

impl Format {
    /// The format for an array whose shown elements are `shown`.
    fn new(e: ElemType, shown: &[u64], rank0: bool) -> Format {
        if e == ElemType::I1 {
            // " True" lines up with "False", except in a 0-d array.
            Format::Bool {
                true_str: if rank0 { "True" } else { " True" },
            }
        } else if e.is_float() {
            Format::Float(FloatFormat::new(e, shown))
        } else {
            // numpy's `IntegerFormat` sizes on the max and the min, which are the widest.
            let width = shown
                .iter()
                .map(|&b| int_value(e, b).to_string().len())
                .max()
                .unwrap_or(0);
            Format::Int { e, width }
        }
    }

    fn format(&self, bits: u64) -> String {
        match self {
            Format::Bool { true_str } => if bits & 1 == 1 { true_str } else { "False" }.to_string(),
            Format::Int { e, width } => format!("{:>width$}", int_value(*e, bits)),
            Format::Float(f) => f.format(bits),
        }
    }
}

/// Tile IR integers are signless; they print signed, as tileref has always shown them.
fn int_value(e: ElemType, bits: u64) -> i64 {
    tileref_spec::text::attr::sign_extend(bits, e.bit_width())
}

/// A decimal number `±d.ddd × 10^exp`: `digits` has no trailing zeros and starts with a
/// non-zero digit, except for zero, which is `[0]` with exponent 0.
#[derive(Clone, Debug, PartialEq)]
struct Decimal {
    neg: bool,
    digits: Vec<u8>,
    exp: i32,
}

impl Decimal {
    /// Reads what Rust's float formatting writes: `123.456`, `1.5e-7`, `0e0`.
    fn parse(s: &str, neg: bool) -> Decimal {
        let (mant, exp) = match s.split_once('e') {
            Some((m, e)) => (m, e.parse::<i32>().unwrap_or(0)),
            None => (s, 0),
        };
        let (int, frac) = mant.split_once('.').unwrap_or((mant, ""));
        let all: Vec<u8> = int.bytes().chain(frac.bytes()).map(|b| b - b'0').collect();
        let Some(first) = all.iter().position(|&d| d != 0) else {
            return Decimal {
                neg,
                digits: vec![0],
                exp: 0,
            };
        };
        let mut digits = all[first..].to_vec();
        while digits.last() == Some(&0) {
            digits.pop();
        }
        // The first non-zero digit's power of ten.
        let exp = exp + int.len() as i32 - 1 - first as i32;
        Decimal { neg, digits, exp }
    }

    fn is_zero(&self) -> bool {
        self.digits == [0]
    }

    /// Fractional digits written in positional notation.
    fn frac_len(&self) -> usize {
        (self.digits.len() as i32 - 1 - self.exp).max(0) as usize
    }

    /// (sign and integer part, fractional part) in positional notation.
    fn positional(&self) -> (String, String) {
        let sign = if self.neg { "-" } else { "" };
        if self.is_zero() {
            return (format!("{sign}0"), String::new());
        }
        let d: String = self.digits.iter().map(|&x| (b'0' + x) as char).collect();
        if self.exp < 0 {
            return (
                format!("{sign}0"),
                format!("{}{d}", "0".repeat((-self.exp - 1) as usize)),
            );
        }
        let n = self.exp as usize + 1;
        if d.len() <= n {
            (
                format!("{sign}{d}{}", "0".repeat(n - d.len())),
                String::new(),
            )
        } else {
            (format!("{sign}{}", &d[..n]), d[n..].to_string())
        }
    }

    /// (sign and first digit, other digits, exponent) in scientific notation.
    fn scientific(&self) -> (String, String, i32) {
        let sign = if self.neg { "-" } else { "" };
        let d: String = self.digits.iter().map(|&x| (b'0' + x) as char).collect();
        (format!("{sign}{}", &d[..1]), d[1..].to_string(), self.exp)
    }
}

/// numpy's `FloatingFormat` in 'maxprec' mode.
struct FloatFormat {
    e: ElemType,
    scientific: bool,
    pad_left: usize,
    pad_right: usize,
    /// Most fractional digits written.
    precision: usize,
    /// Fractional digits always written (zero-padded): all of `precision` in scientific
    /// notation, none in positional.
    min_digits: usize,
    /// Exponent digits (at least 2).
    exp_size: usize,
}

/// numpy's default `precision`.
const PRECISION: usize = 8;

impl FloatFormat {
    fn new(e: ElemType, shown: &[u64]) -> FloatFormat {
        let value = |b: u64| float_bits::decode(e, b);
        let finite: Vec<u64> = shown
            .iter()
            .copied()
            .filter(|&b| value(b).is_finite())
            .collect();
        let mut f = FloatFormat {
            e,
            scientific: false,
            pad_left: 0,
            pad_right: 0,
            precision: PRECISION,
            min_digits: 0,
            exp_size: 0,
        };
        let nonzero: Vec<f64> = finite
            .iter()
            .map(|&b| value(b).abs())
            .filter(|&x| x != 0.0)
            .collect();
        if !nonzero.is_empty() {
            let max = nonzero.iter().copied().fold(0.0, f64::max);
            let min = nonzero.iter().copied().fold(f64::INFINITY, f64::min);
            // numpy compares with Python floats, which NumPy 2 converts to the array's dtype.
            let in_dtype = |x: f64| value(float_bits::encode_rne(e, x));
            let cutoff = 10f64.powi(dtype_precision(e).min(8) as i32);
            f.scientific =
                max >= in_dtype(cutoff) || min < in_dtype(1e-4) || in_dtype(max / min) > 1000.0;
        }
        if !finite.is_empty() {
            if f.scientific {
                let parts: Vec<(String, String, i32)> =
                    finite.iter().map(|&b| f.digits(b).scientific()).collect();
                f.exp_size = parts
                    .iter()
                    .map(|p| exp_digits(p.2).len())
                    .max()
                    .unwrap_or(2);
                f.precision = parts.iter().map(|p| p.1.len()).max().unwrap_or(0);
                f.min_digits = f.precision;
                f.pad_left = parts.iter().map(|p| p.0.len()).max().unwrap_or(0);
                f.pad_right = f.exp_size + 2 + f.precision;
            } else {
                let parts: Vec<(String, String)> =
                    finite.iter().map(|&b| f.digits(b).positional()).collect();
                f.pad_left = parts.iter().map(|p| p.0.len()).max().unwrap_or(0);
                f.pad_right = parts.iter().map(|p| p.1.len()).max().unwrap_or(0);
            }
        }
        if finite.len() != shown.len() {
            // Room for "nan", "inf" and "-inf" left of the decimal point.
            let neginf = shown.iter().any(|&b| value(b) == f64::NEG_INFINITY) as usize;
            let offset = f.pad_right + 1;
            f.pad_left = f
                .pad_left
                .max(3usize.saturating_sub(offset))
                .max((3 + neginf).saturating_sub(offset));
        }
        f
    }

    /// The digits of an element: shortest round-trip, rounded to `precision` fractional
    /// digits (of the notation in use) where longer. Where shorter than `min_digits`, Dragon4
    /// goes on with the digits of the exact value (f32 1e-5 prints as 9.9999997e-06 next to
    /// a value that needs 7 digits).
    fn digits(&self, bits: u64) -> Decimal {
        let d = shortest(self.e, bits);
        let v = float_bits::decode(self.e, bits).abs();
        let frac = d.digits.len() - 1;
        // Every format here embeds exactly in f64, whose formatting rounds exactly (ties to even).
        if self.scientific && (frac > self.precision || frac < self.min_digits) {
            Decimal::parse(
                &format!(
                    "{v:.*e}",
                    if frac > self.precision {
                        self.precision
                    } else {
                        self.min_digits
                    }
                ),
                d.neg,
            )
        } else if !self.scientific && d.frac_len() > self.precision {
            Decimal::parse(&format!("{v:.*}", self.precision), d.neg)
        } else {
            d
        }
    }

    fn format(&self, bits: u64) -> String {
        let v = float_bits::decode(self.e, bits);
        if !v.is_finite() {
            let s = if v.is_nan() {
                "nan"
            } else if v < 0.0 {
                "-inf"
            } else {
                "inf"
            };
            return format!("{s:>w$}", w = self.pad_left + self.pad_right + 1);
        }
        let d = self.digits(bits);
        if self.scientific {
            let (int, mut frac, exp) = d.scientific();
            while frac.len() < self.min_digits {
                frac.push('0');
            }
            let sign = if exp < 0 { '-' } else { '+' };
            format!(
                "{int:>pl$}.{frac}e{sign}{:0>es$}",
                exp_digits(exp),
                pl = self.pad_left,
                es = self.exp_size
            )
        } else {
            let (int, frac) = d.positional();
            format!(
                "{int:>pl$}.{frac:<pr$}",
                pl = self.pad_left,
                pr = self.pad_right
            )
        }
    }
}

/// The digits of an exponent, at least 2 (numpy's default `exp_digits`).
fn exp_digits(exp: i32) -> String {
    format!("{:02}", exp.unsigned_abs())
}

/// numpy's `finfo(dtype).precision`, ⌊mantissa bits · log10 2⌋: 3 for f16, 6 for f32, 15 for
/// f64; at least 1 for the narrow formats numpy lacks.
fn dtype_precision(e: ElemType) -> u32 {
    let man = e.float_layout().map_or(52, |l| l.man_bits);
    ((man as f64 * std::f64::consts::LOG10_2).floor() as u32).max(1)
}

/// The shortest decimal that reads back as the same element, the nearest one where several
/// are as short (what numpy's Dragon4 writes).
fn shortest(e: ElemType, bits: u64) -> Decimal {
    let v = float_bits::decode(e, bits);
    let neg = v.is_sign_negative();
    let a = v.abs();
    match e {
        ElemType::F64 => Decimal::parse(&format!("{a:e}"), neg),
        ElemType::F32 => Decimal::parse(&format!("{:e}", a as f32), neg),
        _ => shortest_by_search(e, a, neg),
    }
}

/// Shortest digits of a narrow format: for each length, the nearest decimal of that length
/// and its two neighbours (one may read back where the nearest does not, at a power of two).
fn shortest_by_search(e: ElemType, a: f64, neg: bool) -> Decimal {
    if a == 0.0 {
        return Decimal {
            neg,
            digits: vec![0],
            exp: 0,
        };
    }
    let target = float_bits::encode_rne(e, a);
    let reads_back = |x: f64| float_bits::encode_rne(e, x) == target;
    for len in 1..=17usize {
        let nearest = format!("{a:.*e}", len - 1);
        if nearest.parse::<f64>().is_ok_and(reads_back) {
            return Decimal::parse(&nearest, neg);
        }
        // The nearest as an integer mantissa m × 10^k, and m ± 1.
        let d = Decimal::parse(&nearest, false);
        let mut m: u64 = d.digits.iter().fold(0, |acc, &x| acc * 10 + x as u64);
        let mut k = d.exp - (d.digits.len() as i32 - 1);
        while (m.to_string().len()) < len {
            m *= 10;
            k -= 1;
        }
        let best = [m - 1, m + 1]
            .into_iter()
            .map(|c| format!("{c}e{k}"))
            .filter_map(|s| {
                s.parse::<f64>()
                    .ok()
                    .filter(|&x| reads_back(x))
                    .map(|x| (s, (x - a).abs()))
            })
            .min_by(|x, y| x.1.total_cmp(&y.1));
        if let Some((s, _)) = best {
            return Decimal::parse(&s, neg);
        }
    }
    Decimal::parse(&format!("{a:e}"), neg)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_read_rust_formatting() {
        assert_eq!(
            Decimal::parse("0.00195312", false),
            Decimal {
                neg: false,
                digits: vec![1, 9, 5, 3, 1, 2],
                exp: -3
            }
        );
        assert_eq!(
            Decimal::parse("1.5e-7", true),
            Decimal {
                neg: true,
                digits: vec![1, 5],
                exp: -7
            }
        );
        assert_eq!(
            Decimal::parse("1200", false),
            Decimal {
                neg: false,
                digits: vec![1, 2],
                exp: 3
            }
        );
        assert_eq!(
            Decimal::parse("0e0", false).positional(),
            ("0".to_string(), String::new())
        );
        assert_eq!(
            Decimal::parse("1200", false).positional(),
            ("1200".to_string(), String::new())
        );
        assert_eq!(
            Decimal::parse("0.05", true).positional(),
            ("-0".to_string(), "05".to_string())
        );
    }

    /// For every finite f16 the search's digits read back as the same f16, and no decimal with
    /// one digit fewer does (the nearest or either neighbour).
    #[test]
    fn f16_search_is_shortest() {
        let e = ElemType::F16;
        for bits in (0..0x7C00u64).chain(0x8000..0xFC00) {
            let d = shortest(e, bits);
            let a = float_bits::decode(e, bits).abs();
            let digits: String = d.digits.iter().map(|x| x.to_string()).collect();
            let len = d.digits.len();
            let back = format!("{digits}e{}", d.exp + 1 - len as i32)
                .parse::<f64>()
                .unwrap();
            assert_eq!(
                float_bits::encode_rne(e, back) & 0x7FFF,
                bits & 0x7FFF,
                "{bits:#x}: {d:?}"
            );
            assert_eq!(d.neg, bits >> 15 == 1);
            if len > 1 {
                let n = Decimal::parse(&format!("{a:.*e}", len - 2), false);
                let m: i64 = n.digits.iter().fold(0, |acc, &x| acc * 10 + x as i64)
                    * 10i64.pow((len - 1 - n.digits.len()) as u32);
                for c in [m - 1, m, m + 1] {
                    let x = format!("{c}e{}", n.exp + 2 - len as i32)
                        .parse::<f64>()
                        .unwrap();
                    assert_ne!(
                        float_bits::encode_rne(e, x),
                        bits,
                        "{bits:#x}: {c}e{} is shorter than {d:?}",
                        n.exp + 2 - len as i32
                    );
                }
            }
        }
        // 2^-6: the nearest 4 digits (a tie, 1.562) read back as another f16; 1.563 is shortest.
        assert_eq!(
            shortest(e, 9 << 10),
            Decimal {
                neg: false,
                digits: vec![1, 5, 6, 3],
                exp: -2
            }
        );
    }
}

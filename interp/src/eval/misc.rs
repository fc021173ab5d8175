//! assume (its predicate is checked: a false one is undefined behaviour), assert, print_tko.

use super::ctx::{Ctx, EvalResult};
use super::float_env::format_of;
use crate::numeric::int_ops;
use crate::report::{Category, Report};
use crate::value::{unravel, Tile, Value};
use tileref_spec::attrs::{AssumePred, Attr};
use tileref_spec::ir::Op;
use tileref_spec::types::{Elem, ElemType};

pub fn assume<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let v = ctx.get(op.operands[0])?.clone();
    if let (Some(Attr::Assume(p)), Value::Tile(t)) = (op.attr("predicate"), &v) {
        check_predicate(p, t)?;
    }
    if let (Some(Attr::Assume(AssumePred::DivBy { divisor, .. })), Value::TensorView(tv)) =
        (op.attr("predicate"), &v)
    {
        if tv.base % divisor != 0 {
            return Err(Report::ub(
                "assume-violated",
                format!(
                    "tensor_view base {:#x} is not divisible by {divisor}",
                    tv.base
                ),
            )
            .address(tv.base));
        }
    }
    ctx.set(op.results[0], v);
    Ok(())
}

fn check_predicate(p: &AssumePred, t: &Tile) -> Result<(), Report> {
    let w = t.width();
    let is_ptr = t.elem.is_ptr();
    let unit: i128 = match &t.elem {
        Elem::Ptr(p) => p.pointee.storage_bytes() as i128,
        _ => 1,
    };
    let val = |i: usize| -> i128 {
        if is_ptr {
            t.data[i] as i128
        } else {
            int_ops::sext(t.data[i], w) as i128
        }
    };
    let viol =
        |i: usize, what: String| Report::ub("assume-violated", what).element(unravel(i, &t.shape));
    match p {
        AssumePred::DivBy {
            divisor,
            every_along,
        } => {
            let d = *divisor as i128;
            let (every, along) = every_along.unwrap_or((1, 0));
            let shape = &t.shape;
            for i in 0..t.len() {
                let idx = unravel(i, shape);
                let pos = if shape.is_empty() {
                    0
                } else {
                    idx[along as usize]
                };
                let group_first = every <= 1 || pos % every == 0;
                if group_first {
                    if val(i).rem_euclid(d) != 0 {
                        return Err(viol(
                            i,
                            format!("value {} is not divisible by {divisor}", val(i)),
                        ));
                    }
                } else {
                    // Within a group each element is the previous one plus one (unit for pointers).
                    let mut prev_idx = idx.clone();
                    prev_idx[along as usize] -= 1;
                    let prev_lin = prev_idx
                        .iter()
                        .zip(crate::value::row_major_strides(shape))
                        .map(|(&x, s)| x as usize * s)
                        .sum::<usize>();
                    if val(i) != val(prev_lin) + unit {
                        return Err(viol(i, format!("value {} does not continue the run of div_by<{divisor}, every {every} along {along}>", val(i))));
                    }
                }
            }
        }
        AssumePred::SameElements(groups) => {
            let shape = &t.shape;
            for i in 0..t.len() {
                let idx = unravel(i, shape);
                // Compare with the first element of this element's group.
                let first: Vec<i64> = idx
                    .iter()
                    .zip(groups)
                    .map(|(&x, &g)| if g > 1 { x - x % g } else { x })
                    .collect();
                let lin = first
                    .iter()
                    .zip(crate::value::row_major_strides(shape))
                    .map(|(&x, s)| x as usize * s)
                    .sum::<usize>();
                if t.data[i] != t.data[lin] {
                    return Err(viol(i, "elements of one same_elements group differ".into()));
                }
            }
        }
        AssumePred::Bounded { lb, ub } => {
            for i in 0..t.len() {
                let x = val(i);
                if lb.is_some_and(|l| x < l as i128) || ub.is_some_and(|u| x > u as i128) {
                    return Err(viol(
                        i,
                        format!(
                            "value {x} is outside bounded<{}, {}>",
                            fmt_opt(lb),
                            fmt_opt(ub)
                        ),
                    ));
                }
            }
        }
    }
    Ok(())
}

fn fmt_opt(x: &Option<i64>) -> String {
    x.map(|v| v.to_string()).unwrap_or_else(|| "?".into())
}

pub fn assert<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let c = ctx.arg(op, 0)?;
    let msg = op.attr("message").and_then(|a| a.as_str()).unwrap_or("");
    for (i, &x) in c.data.iter().enumerate() {
        if x & 1 == 0 {
            let r = Report::new(
                Category::Assert,
                "assert-failed",
                format!("assertion failed: {msg}"),
            )
            .at(op)
            .in_block(ctx.block)
            .element(unravel(i, &c.shape));
            ctx.prog.note(r);
        }
    }
    Ok(())
}

/// One printf conversion: flags, width, precision and conversion character (length letters
/// are read and ignored).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spec {
    pub flags: String,
    pub width: Option<usize>,
    pub prec: Option<usize>,
    pub conv: char,
}

/// A `print_tko` format string read as `print` reads it: literal text, and conversions with the
/// index of the argument each takes (an index past the last argument prints `<missing>`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    Text(String),
    Arg(Spec, usize),
}

/// Parses a format: `%%` is a percent sign; a conversion is `%`, flags from "-+ #0", digits
/// (width), `.` and digits (precision, empty = 0), length letters from "hlLqjzt" (ignored), and
/// one character (default 'd' at the end of the string). Adjacent text is one piece.
pub fn parse_format(fmt: &str) -> Vec<Piece> {
    let b = fmt.as_bytes();
    let mut out = Vec::new();
    let (mut i, mut next) = (0, 0);
    let mut text = String::new();
    while i < b.len() {
        if b[i] != b'%' {
            let start = i;
            while i < b.len() && b[i] != b'%' {
                i += 1;
            }
            text.push_str(&fmt[start..i]);
            continue;
        }
        i += 1;
        if i < b.len() && b[i] == b'%' {
            text.push('%');
            i += 1;
            continue;
        }
        let mut sp = Spec {
            flags: String::new(),
            width: None,
            prec: None,
            conv: 'd',
        };
        while i < b.len() && b"-+ #0".contains(&b[i]) {
            sp.flags.push(b[i] as char);
            i += 1;
        }
        let mut w = String::new();
        while i < b.len() && b[i].is_ascii_digit() {
            w.push(b[i] as char);
            i += 1;
        }
        sp.width = w.parse().ok();
        if i < b.len() && b[i] == b'.' {
            i += 1;
            let mut p = String::new();
            while i < b.len() && b[i].is_ascii_digit() {
                p.push(b[i] as char);
                i += 1;
            }
            sp.prec = Some(p.parse().unwrap_or(0));
        }
        while i < b.len() && b"hlLqjzt".contains(&b[i]) {
            i += 1;
        }
        if i < b.len() {
            // One byte: a multi-byte character is not a conversion either way.
            sp.conv = b[i] as char;
            i += 1;
        }
        if !text.is_empty() {
            out.push(Piece::Text(std::mem::take(&mut text)));
        }
        out.push(Piece::Arg(sp, next));
        next += 1;
    }
    if !text.is_empty() {
        out.push(Piece::Text(text));
    }
    out
}

fn pad(s: String, sp: &Spec) -> String {
    let Some(w) = sp.width else { return s };
    if s.len() >= w {
        return s;
    }
    let fill = w - s.len();
    if sp.flags.contains('-') {
        format!("{s}{}", " ".repeat(fill))
    } else if sp.flags.contains('0') && !matches!(sp.conv, 'c' | 's' | 'p') {
        let (sign, digits) = if s.starts_with(['-', '+', ' ']) {
            s.split_at(1)
        } else {
            ("", s.as_str())
        };
        format!("{sign}{}{digits}", "0".repeat(fill))
    } else {
        format!("{}{s}", " ".repeat(fill))
    }
}

fn sign_prefix(neg: bool, sp: &Spec) -> &'static str {
    if neg {
        "-"
    } else if sp.flags.contains('+') {
        "+"
    } else if sp.flags.contains(' ') {
        " "
    } else {
        ""
    }
}

/// C-style `%e` exponent (at least two digits).
fn c_exp(v: f64, prec: usize, upper: bool) -> String {
    let s = format!("{:.*e}", prec, v);
    let (m, e) = s.split_once('e').unwrap_or((&s, "0"));
    let (sign, digits) = match e.strip_prefix('-') {
        Some(d) => ('-', d),
        None => ('+', e),
    };
    let r = format!("{m}e{sign}{digits:0>2}");
    if upper {
        r.to_uppercase()
    } else {
        r
    }
}

fn format_elem(sp: &Spec, e: Elem, bits: u64) -> String {
    let num = match e {
        Elem::Num(n) => n,
        Elem::Ptr(_) => ElemType::I64,
    };
    let is_float = num.is_float() && !matches!(e, Elem::Ptr(_));
    let s = match sp.conv {
        'd' | 'i' => {
            // An i1 prints as 0 or 1, as a C bool promoted to int does (sign-extending it would
            // print true as -1).
            let v: i128 = if is_float {
                format_of(num).to_f64(bits) as i128
            } else if num == ElemType::I1 {
                (bits & 1) as i128
            } else {
                int_ops::sext(bits, num.bit_width()) as i128
            };
            format!("{}{}", sign_prefix(v < 0, sp), v.unsigned_abs())
        }
        'u' | 'x' | 'X' | 'o' => {
            let v = if is_float {
                format_of(num).to_f64(bits) as u64
            } else {
                bits & int_ops::mask(num.bit_width())
            };
            match sp.conv {
                'u' => v.to_string(),
                'x' => format!("{v:x}"),
                'X' => format!("{v:X}"),
                _ => format!("{v:o}"),
            }
        }
        'f' | 'F' | 'e' | 'E' | 'g' | 'G' | 'a' | 'A' => {
            let v = if is_float {
                format_of(num).to_f64(bits)
            } else {
                int_ops::sext(bits, num.bit_width()) as f64
            };
            let prec = sp.prec.unwrap_or(6);
            if v.is_nan() {
                return pad(
                    if sp.conv.is_uppercase() {
                        "NAN".into()
                    } else {
                        "nan".into()
                    },
                    sp,
                );
            }
            if v.is_infinite() {
                let s = format!(
                    "{}{}",
                    sign_prefix(v < 0.0, sp),
                    if sp.conv.is_uppercase() { "INF" } else { "inf" }
                );
                return pad(s, sp);
            }
            let body = match sp.conv {
                'f' | 'F' => format!("{:.*}", prec, v.abs()),
                'e' | 'E' => c_exp(v.abs(), prec, sp.conv == 'E'),
                _ => {
                    // %g: %e or %f with `prec` significant digits, trailing zeros removed; %e
                    // when the exponent %e would print (after rounding to those digits: 999999.5
                    // is 1e+06 at 6) is below -4 or not below the precision.
                    let p = prec.max(1);
                    let exp = format!("{:.*e}", p - 1, v.abs())
                        .split_once('e')
                        .and_then(|(_, x)| x.parse::<i32>().ok())
                        .unwrap_or(0);
                    let s = if exp < -4 || exp >= p as i32 {
                        c_exp(v.abs(), p - 1, sp.conv == 'G')
                    } else {
                        format!("{:.*}", (p as i32 - 1 - exp).max(0) as usize, v.abs())
                    };
                    if s.contains('.') && !sp.flags.contains('#') {
                        let (m, ex) = match s.find(['e', 'E']) {
                            Some(i) => s.split_at(i),
                            None => (s.as_str(), ""),
                        };
                        format!("{}{ex}", m.trim_end_matches('0').trim_end_matches('.'))
                    } else {
                        s
                    }
                }
            };
            format!(
                "{}{body}",
                sign_prefix(
                    v.is_sign_negative() && v != 0.0 || (v == 0.0 && v.is_sign_negative()),
                    sp
                )
            )
        }
        'c' => char::from_u32(bits as u32)
            .map(|c| c.to_string())
            .unwrap_or_default(),
        'p' => format!("{bits:#x}"),
        _ => format!("{bits:#x}"),
    };
    pad(s, sp)
}

fn format_tile(sp: &Spec, t: &Tile) -> String {
    if t.shape.is_empty() {
        return format_elem(sp, t.elem.clone(), t.data[0]);
    }
    fn rec(sp: &Spec, t: &Tile, d: usize, off: usize, stride: &[usize], out: &mut String) {
        out.push('[');
        for i in 0..t.shape[d] as usize {
            if i > 0 {
                out.push_str(", ");
            }
            let o = off + i * stride[d];
            if d + 1 == t.shape.len() {
                out.push_str(&format_elem(sp, t.elem.clone(), t.data[o]));
            } else {
                rec(sp, t, d + 1, o, stride, out);
            }
        }
        out.push(']');
    }
    let mut s = String::new();
    rec(sp, t, 0, 0, &t.strides(), &mut s);
    s
}

pub fn print<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let fmt = op.attr("str").and_then(|a| a.as_str()).unwrap_or("");
    let args: Vec<std::sync::Arc<Tile>> = op
        .group("args")
        .iter()
        .map(|v| ctx.tile(*v))
        .collect::<Result<_, _>>()?;
    let mut out = String::new();
    for piece in parse_format(fmt) {
        match piece {
            Piece::Text(t) => out.push_str(&t),
            Piece::Arg(sp, k) => match args.get(k) {
                Some(t) => out.push_str(&format_tile(&sp, t)),
                None => out.push_str("<missing>"),
            },
        }
    }
    ctx.prog
        .prints
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .push_str(&out);
    super::model::begin(ctx, op, false).finish(ctx);
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::eval::misc::*;

    extern "C" {
        fn snprintf(buf: *mut std::ffi::c_char, n: usize, fmt: *const std::ffi::c_char, ...)
            -> i32;
    }

    /// The host C library's printf of one f64 (the oracle).
    fn c_printf(fmt: &str, v: f64) -> String {
        let f = std::ffi::CString::new(fmt).unwrap();
        let mut buf = vec![0u8; 512];
        // SAFETY: the format takes one double; the buffer's length is passed.
        let n = unsafe {
            snprintf(
                buf.as_mut_ptr() as *mut std::ffi::c_char,
                buf.len(),
                f.as_ptr(),
                v,
            )
        };
        assert!(n >= 0 && (n as usize) < buf.len(), "{fmt}: {n}");
        String::from_utf8(buf[..n as usize].to_vec()).unwrap()
    }

    #[test]
    fn floats_print_as_c_printf_prints_them() {
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut values = vec![
            0.0,
            -0.0,
            1.0,
            0.5,
            9.5,
            99.5,
            999999.5,
            9.9999999,
            0.0001,
            0.000099999,
            1e-5,
            123456789.0,
            1e300,
            5e-324,
            f64::MAX,
        ];
        for _ in 0..400 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            // Finite values over all magnitudes, and values near decimal rounding edges.
            let v = f64::from_bits(x & !(0x7ffu64 << 52) | ((x >> 52) % 0x7ff) << 52);
            values.push(v);
            values.push((x % 100_000) as f64 + 0.5);
        }
        for v in values {
            for prec in [0usize, 1, 2, 3, 6, 10, 17] {
                for conv in ['e', 'f', 'g', 'G'] {
                    if conv == 'f' && v.abs() > 1e30 {
                        continue; // hundreds of digits, nothing new
                    }
                    let sp = Spec {
                        flags: String::new(),
                        width: None,
                        prec: Some(prec),
                        conv,
                    };
                    let ours = format_elem(&sp, Elem::Num(ElemType::F64), v.to_bits());
                    assert_eq!(
                        ours,
                        c_printf(&format!("%.{prec}{conv}"), v),
                        "%.{prec}{conv} of {v:e} ({:#x})",
                        v.to_bits()
                    );
                }
            }
        }
    }
}

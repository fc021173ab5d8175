//! `print_tko` and `assert`, through the CUDA runtime's device-side `vprintf`.
//!
//! `print_tko` prints once per tile block, from thread 0, in the interpreter's order: the format
//! is parsed as the interpreter parses it (`interp/src/eval/misc.rs`), tiles become nested lists
//! `[a, b, ...]` whose punctuation is part of the format string, and every element is one
//! `vprintf` argument (a 64-bit integer or a double, converted as the interpreter converts it
//! before formatting). The threads holding the elements write them to shared memory; after a
//! barrier thread 0 copies them to its argument buffer and calls `vprintf`, at most
//! [`MAX_VPRINTF_ARGS`] arguments per call (CUDA's limit), so a long print is several calls in a
//! row from one thread. The text is formatted by the CUDA runtime's printf: the conformance
//! corpus does not compare printed text, so the lowering only promises the same conversions of
//! the same values in the same order.

use super::*;

/// The most arguments one `vprintf` call takes (CUDA's device printf limit).
pub const MAX_VPRINTF_ARGS: usize = 32;

// The format reader is the interpreter's own, so the lowering reads formats exactly as it does.
pub(super) use tileref_interp::eval::{parse_format, Piece, Spec as Conv};

/// How an element reaches `vprintf`: a signed or unsigned 64-bit integer or a double.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ArgKind {
    Signed,
    Unsigned,
    Double,
}

/// The `vprintf` conversion for an interpreter conversion, or why there is none that formats
/// the same way: the interpreter ignores `#` and integer precisions, prints `%c` as a Unicode
/// character, `%p` and unknown conversions as `{:#x}`, and `%a` as `%g`.
pub(super) fn vprintf_spec(c: &Conv) -> Result<(String, ArgKind), String> {
    let (len, conv, kind) = match c.conv {
        'd' | 'i' => ("ll", 'd', ArgKind::Signed),
        'u' | 'x' | 'X' | 'o' => ("ll", c.conv, ArgKind::Unsigned),
        'f' | 'F' | 'e' | 'E' | 'g' | 'G' => ("", c.conv, ArgKind::Double),
        other => {
            return Err(format!(
                "the conversion %{other} (the interpreter's differs from C's)"
            ))
        }
    };
    if c.flags.contains('#') {
        return Err("the '#' flag (the interpreter ignores it)".into());
    }
    if kind != ArgKind::Double && c.prec.is_some() {
        return Err("a precision on an integer conversion (the interpreter ignores it)".into());
    }
    let mut s = format!("%{}", c.flags);
    if let Some(w) = c.width {
        s.push_str(&w.to_string());
    }
    if let Some(p) = c.prec {
        s.push_str(&format!(".{p}"));
    }
    s.push_str(len);
    s.push(conv);
    Ok((s, kind))
}

/// `%` doubled, for literal text in a `vprintf` format.
fn escape(text: &str) -> String {
    text.replace('%', "%%")
}

/// What one `vprintf` format is made of: literal text (escaped) and conversions of one element.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Item {
    Text(String),
    /// A conversion of element `elem` (row-major) of argument `arg`.
    Value {
        spec: String,
        arg: usize,
        elem: usize,
    },
}

/// The items of a whole print: literal text, `<missing>` for conversions past the last
/// argument, and per tile argument its elements as nested lists (rank 0: the element alone).
pub(super) fn print_items(
    pieces: &[Piece],
    shapes: &[Vec<i64>],
    specs: &[Option<String>],
) -> Vec<Item> {
    let mut out = Vec::new();
    let mut text = String::new();
    for p in pieces {
        match p {
            Piece::Text(t) => text.push_str(&escape(t)),
            Piece::Arg(_, k) => match (shapes.get(*k), specs.get(*k).and_then(|s| s.as_ref())) {
                (Some(shape), Some(spec)) => {
                    fn rec(
                        shape: &[i64],
                        d: usize,
                        off: usize,
                        spec: &str,
                        arg: usize,
                        text: &mut String,
                        out: &mut Vec<Item>,
                    ) {
                        text.push('[');
                        let stride: usize = shape[d + 1..].iter().product::<i64>() as usize;
                        for i in 0..shape[d] as usize {
                            if i > 0 {
                                text.push_str(", ");
                            }
                            let o = off + i * stride;
                            if d + 1 == shape.len() {
                                out.push(Item::Text(std::mem::take(text)));
                                out.push(Item::Value {
                                    spec: spec.to_string(),
                                    arg,
                                    elem: o,
                                });
                            } else {
                                rec(shape, d + 1, o, spec, arg, text, out);
                            }
                        }
                        text.push(']');
                    }
                    if shape.is_empty() {
                        out.push(Item::Text(std::mem::take(&mut text)));
                        out.push(Item::Value {
                            spec: spec.clone(),
                            arg: *k,
                            elem: 0,
                        });
                    } else {
                        rec(shape, 0, 0, spec, *k, &mut text, &mut out);
                    }
                }
                _ => text.push_str("<missing>"),
            },
        }
    }
    out.push(Item::Text(text));
    out.retain(|i| !matches!(i, Item::Text(t) if t.is_empty()));
    out
}

/// Splits the items into `vprintf` calls of at most [`MAX_VPRINTF_ARGS`] values: per call the
/// format and the (argument, element) of each value in order.
pub(super) fn chunk_calls(items: &[Item]) -> Vec<(String, Vec<(usize, usize)>)> {
    let mut calls: Vec<(String, Vec<(usize, usize)>)> = vec![(String::new(), vec![])];
    for it in items {
        match it {
            Item::Text(t) => calls.last_mut().unwrap().0.push_str(t),
            Item::Value { spec, arg, elem } => {
                if calls.last().unwrap().1.len() == MAX_VPRINTF_ARGS {
                    calls.push((String::new(), vec![]));
                }
                let c = calls.last_mut().unwrap();
                c.0.push_str(spec);
                c.1.push((*arg, *elem));
            }
        }
    }
    calls.retain(|(f, v)| !f.is_empty() || !v.is_empty());
    calls
}

/// The 64-bit value `vprintf` gets for element register `r` of type `e`, converted as the
/// interpreter converts before formatting (`format_elem`): integers sign-extended for %d (i1 as
/// 0/1), zero-extended for %u/%x/%o, and for float conversions sign-extended and rounded to
/// nearest to a double (i1 true is -1.0); floats exactly widened to a double, any NaN as the
/// positive quiet NaN (the interpreter prints every NaN as "nan").
fn print_value(l: &mut Lower, op: &Op, e: ElemType, kind: ArgKind, r: Reg) -> LResult<Reg> {
    let float = is_any_float(e);
    Ok(match (kind, float) {
        (ArgKind::Signed | ArgKind::Unsigned, true) => {
            return Err(unsup(
                op.name(),
                "an integer conversion of a float (the interpreter saturates to 128 bits)",
            ));
        }
        (ArgKind::Unsigned, false) => l.zext64(e, r),
        (ArgKind::Signed, false) => sext64(l, e, r),
        (ArgKind::Double, false) => {
            let d = l.k.reg(RegClass::F64);
            if e == ElemType::I1 {
                l.k.inst(
                    "selp.f64",
                    &[d.into(), (-1.0f64).into(), 0.0f64.into(), r.into()],
                );
            } else {
                let s = sext64(l, e, r);
                l.k.inst("cvt.rn.f64.s64", &[d.into(), s.into()]);
            }
            d
        }
        (ArgKind::Double, true) => {
            let d = l.k.reg(RegClass::F64);
            match e {
                ElemType::F64 => l.k.inst("mov.f64", &[d.into(), r.into()]),
                ElemType::F32 => l.k.inst("cvt.f64.f32", &[d.into(), r.into()]),
                ElemType::F16 | ElemType::BF16 => {
                    if e == ElemType::BF16 && !l.target.bf16_cvt_f32() {
                        return Err(unsup(op.name(), "bf16 -> f32 needs sm_80"));
                    }
                    let f = l.k.reg(RegClass::F32);
                    l.k.inst(&format!("cvt.f32.{}", fty(e)), &[f.into(), r.into()]);
                    l.k.inst("cvt.f64.f32", &[d.into(), f.into()]);
                }
                // tf32 and the f8/f4 formats: decoded exactly.
                _ => {
                    let x = to_f64(l, e, r);
                    l.k.inst("mov.f64", &[d.into(), x.into()]);
                }
            }
            let p = l.k.reg(RegClass::Pred);
            l.k.inst("testp.notanumber.f64", &[p.into(), d.into()]);
            l.k.inst_if(
                p,
                false,
                "mov.b64",
                &[d.into(), Operand::ImmU(0x7FF8_0000_0000_0000)],
            );
            d
        }
    })
}

/// Integer `r` of type `e` sign-extended to 64 bits (i1 as 0/1, as the interpreter prints %d).
fn sext64(l: &mut Lower, e: ElemType, r: Reg) -> Reg {
    let d = l.k.reg(RegClass::B64);
    match e {
        ElemType::I1 => {
            l.k.inst("selp.u64", &[d.into(), 1u64.into(), 0u64.into(), r.into()])
        }
        // i8 lives sign-extended in 16 bits.
        ElemType::I8 | ElemType::I16 => l.k.inst("cvt.s64.s16", &[d.into(), r.into()]),
        ElemType::I32 => l.k.inst("cvt.s64.s32", &[d.into(), r.into()]),
        _ => l.k.inst("mov.b64", &[d.into(), r.into()]),
    }
    d
}

/// The generic address of module variable `sym` of state space `space` ("global", "local").
fn generic(l: &mut Lower, space: &str, sym: &str) -> Reg {
    let a = l.k.reg(RegClass::B64);
    l.k.inst("mov.u64", &[a.into(), Operand::Sym(sym.to_string())]);
    let g = l.k.reg(RegClass::B64);
    l.k.inst(&format!("cvta.{space}.u64"), &[g.into(), a.into()]);
    g
}

pub(super) fn print(l: &mut Lower, op: &Op) -> LResult<()> {
    let fmt = op
        .attr("str")
        .and_then(|a| a.as_str())
        .unwrap_or("")
        .to_string();
    let args: Vec<ValueId> = op.group("args").to_vec();
    let pieces = parse_format(&fmt);
    // Per argument: its vprintf conversion and kind, where a conversion takes it.
    let mut specs: Vec<Option<(String, ArgKind)>> = vec![None; args.len()];
    for p in &pieces {
        if let Piece::Arg(c, k) = p {
            if *k < args.len() {
                specs[*k] = Some(vprintf_spec(c).map_err(|r| unsup("print_tko", r))?);
            }
        }
    }
    let mut shapes = Vec::new();
    for &a in &args {
        match l.ty(a) {
            Type::Tile(t) if matches!(t.elem, Elem::Ptr(_)) => {
                return Err(unsup("print_tko", "printing pointer tiles"))
            }
            Type::Tile(t) => shapes.push(t.shape.clone()),
            _ => return Err(unsup("print_tko", "a non-tile argument")),
        }
    }
    let items = print_items(
        &pieces,
        &shapes,
        &specs
            .iter()
            .map(|s| s.as_ref().map(|(x, _)| x.clone()))
            .collect::<Vec<_>>(),
    );
    let calls = chunk_calls(&items);
    // Shared slots: argument k's element j at (base[k] + j) * 8.
    let mut base = vec![0u64; args.len()];
    let mut total = 0u64;
    for (k, s) in specs.iter().enumerate() {
        if s.is_some() {
            base[k] = total;
            total += shapes[k].iter().product::<i64>() as u64;
        }
    }
    let tid = l.tid();
    let shared = if total > 0 {
        Some(l.k.shared_array("print_values", 8, total * 8))
    } else {
        None
    };
    if let Some(sh) = &shared {
        let sbase = l.k.reg(RegClass::B64);
        l.k.inst("mov.u64", &[sbase.into(), Operand::Sym(sh.clone())]);
        for (k, &a) in args.iter().enumerate() {
            let Some((_, kind)) = specs[k] else { continue };
            let e = l.num_elem(op, a)?;
            let t = l.tile(op, a)?;
            let tn = t.n().min(MAX_THREADS);
            let lane = l.k.reg(RegClass::B32);
            l.k.inst("and.b32", &[lane.into(), tid.into(), Operand::ImmU(tn - 1)]);
            let owner = owner_guard(l, tn);
            for (s, &r) in t.regs.iter().enumerate() {
                let v = print_value(l, op, e, kind, r)?;
                let j = l.k.reg(RegClass::B32);
                l.k.inst(
                    "add.u32",
                    &[
                        j.into(),
                        lane.into(),
                        Operand::ImmU(base[k] + s as u64 * tn),
                    ],
                );
                let addr = l.k.reg(RegClass::B64);
                l.k.inst(
                    "mad.wide.u32",
                    &[addr.into(), j.into(), 8u32.into(), sbase.into()],
                );
                match owner {
                    Some(p) => l.k.inst_if(
                        p,
                        false,
                        "st.shared.b64",
                        &[Operand::Addr(addr, 0), v.into()],
                    ),
                    None => {
                        l.k.inst("st.shared.b64", &[Operand::Addr(addr, 0), v.into()])
                    }
                }
            }
        }
        l.k.inst("bar.sync", &[0u32.into()]);
    }
    // Thread 0 prints.
    let skip = l.k.label();
    let not0 = l.k.reg(RegClass::Pred);
    l.k.inst("setp.ne.u32", &[not0.into(), tid.into(), 0u32.into()]);
    l.k.inst_if(not0, false, "bra", &[skip.into()]);
    let most = calls.iter().map(|(_, v)| v.len()).max().unwrap_or(0) as u64;
    let buf = l.k.local_array("print_args", 8, most.max(1) * 8);
    let local = l.k.reg(RegClass::B64);
    l.k.inst("mov.u64", &[local.into(), Operand::Sym(buf.clone())]);
    let argp = l.k.reg(RegClass::B64);
    l.k.inst("cvta.local.u64", &[argp.into(), local.into()]);
    let sb = l.k.reg(RegClass::B64);
    if let Some(sh) = &shared {
        l.k.inst("mov.u64", &[sb.into(), Operand::Sym(sh.clone())]);
    }
    for (text, vals) in &calls {
        for (j, &(k, e)) in vals.iter().enumerate() {
            let x = l.k.reg(RegClass::B64);
            l.k.inst(
                "ld.shared.b64",
                &[
                    x.into(),
                    Operand::Addr(sb, ((base[k] + e as u64) * 8) as i64),
                ],
            );
            l.k.inst(
                "st.local.b64",
                &[Operand::Addr(local, (j * 8) as i64), x.into()],
            );
        }
        let sym = l.k.global_string("print_format", text);
        let f = generic(l, "global", &sym);
        l.k.call_vprintf(f, argp);
    }
    l.k.place(skip);
    if let Some(&r) = op.results.first() {
        l.vals.insert(r, Val::Token);
    }
    Ok(())
}

/// `assert`: every thread checks its elements, the CTA combines the answers (`bar.red.or`), and
/// where any element is false thread 0 prints "assertion failed: <message>" and every thread
/// traps: the launch fails (the interpreter reports `assert-failed` and goes on; runs whose
/// expected verdict is not ok are not run on the GPU, so a trap there is a disagreement).
pub(super) fn assert(l: &mut Lower, op: &Op) -> LResult<()> {
    let msg = op
        .attr("message")
        .and_then(|a| a.as_str())
        .unwrap_or("")
        .to_string();
    let c = l.tile(op, op.operands[0])?;
    if c.elem != ElemType::I1 {
        return Err(unsup("assert", "a condition that is not i1"));
    }
    // Read before the branches below, so later ops find it set on every path.
    let tid = l.tid();
    let fail = l.k.reg(RegClass::Pred);
    l.k.inst("setp.ne.u32", &[fail.into(), 0u32.into(), 0u32.into()]);
    for &r in &c.regs {
        let n = l.k.reg(RegClass::Pred);
        l.k.inst("not.pred", &[n.into(), r.into()]);
        l.k.inst("or.pred", &[fail.into(), fail.into(), n.into()]);
    }
    let any = l.k.reg(RegClass::Pred);
    l.k.inst("bar.red.or.pred", &[any.into(), 0u32.into(), fail.into()]);
    let ok = l.k.label();
    l.k.inst_if(any, true, "bra", &[ok.into()]);
    let trap = l.k.label();
    let not0 = l.k.reg(RegClass::Pred);
    l.k.inst("setp.ne.u32", &[not0.into(), tid.into(), 0u32.into()]);
    l.k.inst_if(not0, false, "bra", &[trap.into()]);
    let sym = l.k.global_string(
        "assert_message",
        &format!("assertion failed: {}\n", escape(&msg)),
    );
    let f = generic(l, "global", &sym);
    let z = l.k.reg(RegClass::B64);
    l.k.inst("mov.u64", &[z.into(), 0u64.into()]);
    l.k.call_vprintf(f, z);
    l.k.place(trap);
    l.k.inst("trap", &[]);
    l.k.place(ok);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use tileref_interp::{launch, Memory, Options, Schedule, Status};

    /// The value `print_value` hands `vprintf` for element bits `b` of type `e`, step by step as
    /// its instructions compute it (integers held sign-extended, `cvt.rn.f64.s64` rounding to
    /// nearest even, exact widening of floats, NaN replaced by 0x7FF8000000000000).
    fn model_value(e: ElemType, kind: ArgKind, b: u64) -> u64 {
        let w = e.bit_width();
        let sext = |b: u64| {
            if w == 64 {
                b as i64
            } else {
                ((b << (64 - w)) as i64) >> (64 - w)
            }
        };
        match (kind, is_float(e)) {
            (ArgKind::Unsigned, _) => {
                if w == 64 {
                    b
                } else {
                    b & ((1 << w) - 1)
                }
            }
            (ArgKind::Signed, _) if e == ElemType::I1 => b & 1,
            (ArgKind::Signed, _) => sext(b) as u64,
            (ArgKind::Double, false) if e == ElemType::I1 => {
                if b & 1 == 1 {
                    (-1.0f64).to_bits()
                } else {
                    0
                }
            }
            (ArgKind::Double, false) => (sext(b) as f64).to_bits(),
            (ArgKind::Double, true) => {
                let f = match e {
                    ElemType::F64 => f64::from_bits(b),
                    ElemType::F32 => f32::from_bits(b as u32) as f64,
                    // cvt.f32.bf16 and cvt.f32.f16 are exact: bf16 bits are an f32's top half,
                    // f16 is decoded from its fields.
                    ElemType::BF16 => f32::from_bits((b as u32) << 16) as f64,
                    _ => f16_value(b),
                };
                if f.is_nan() {
                    0x7FF8_0000_0000_0000
                } else {
                    f.to_bits()
                }
            }
        }
    }

    /// C's printf for the conversions these tests use (%d %u %x %X %o %f, flags "-+ 0", width,
    /// precision), on the value `vprintf` receives.
    fn c_printf(spec: &str, v: u64) -> String {
        let b = spec.as_bytes();
        let mut i = 1;
        let mut flags = String::new();
        while b"-+ #0".contains(&b[i]) {
            flags.push(b[i] as char);
            i += 1;
        }
        let mut w = 0usize;
        while b[i].is_ascii_digit() {
            w = w * 10 + (b[i] - b'0') as usize;
            i += 1;
        }
        let mut prec = 6;
        if b[i] == b'.' {
            i += 1;
            prec = 0;
            while b[i].is_ascii_digit() {
                prec = prec * 10 + (b[i] - b'0') as usize;
                i += 1;
            }
        }
        while b[i] == b'l' {
            i += 1;
        }
        let sign = |neg: bool| {
            if neg {
                "-"
            } else if flags.contains('+') {
                "+"
            } else if flags.contains(' ') {
                " "
            } else {
                ""
            }
        };
        let (pre, body, numeric) = match b[i] {
            b'd' => (
                (sign((v as i64) < 0)).to_string(),
                (v as i64).unsigned_abs().to_string(),
                true,
            ),
            b'u' => (String::new(), v.to_string(), true),
            b'x' => (String::new(), format!("{v:x}"), true),
            b'X' => (String::new(), format!("{v:X}"), true),
            b'o' => (String::new(), format!("{v:o}"), true),
            b'f' => {
                let f = f64::from_bits(v);
                if f.is_nan() {
                    (String::new(), "nan".into(), false)
                } else if f.is_infinite() {
                    (sign(f < 0.0).to_string(), "inf".into(), false)
                } else {
                    (
                        sign(f.is_sign_negative()).to_string(),
                        format!("{:.*}", prec, f.abs()),
                        true,
                    )
                }
            }
            c => panic!("conversion {}", c as char),
        };
        let len = pre.len() + body.len();
        if len >= w {
            format!("{pre}{body}")
        } else if flags.contains('-') {
            format!("{pre}{body}{}", " ".repeat(w - len))
        } else if flags.contains('0') && numeric {
            format!("{pre}{}{body}", "0".repeat(w - len))
        } else {
            format!("{}{pre}{body}", " ".repeat(w - len))
        }
    }

    /// The value of f16 bits `b`: sign, 5 exponent bits (bias 15), 10 mantissa bits.
    fn f16_value(b: u64) -> f64 {
        let (sign, exp, man) = ((b >> 15) & 1, (b >> 10) & 0x1F, b & 0x3FF);
        let v = match exp {
            0 => man as f64 * 2f64.powi(-24),
            31 if man == 0 => f64::INFINITY,
            31 => f64::NAN,
            _ => (1024 + man) as f64 * 2f64.powi(exp as i32 - 25),
        };
        if sign == 1 {
            -v
        } else {
            v
        }
    }

    /// The model's widening of f16 and bf16 equals the interpreter's decoding of every value
    /// (NaNs: both NaN).
    #[test]
    fn half_widening_matches_the_interpreter() {
        for e in [ElemType::F16, ElemType::BF16] {
            for b in 0..=0xFFFFu64 {
                let want = tileref_interp::eval::format_of(e).to_f64(b);
                let got = f64::from_bits(model_value(e, ArgKind::Double, b));
                assert!(
                    want.to_bits() == got.to_bits()
                        || want.is_nan() && got.to_bits() == 0x7FF8_0000_0000_0000,
                    "{e:?} {b:#x}: {want} {got}"
                );
            }
        }
    }

    /// Printing random tiles of every lowered element type with a range of formats: the vprintf
    /// formats and values, run through C's printf rules, give the interpreter's printed text;
    /// and the lowering accepts each program.
    #[test]
    fn printed_text_matches_the_interpreter() {
        let mut s = 0x9E37_79B9_7F4A_7C15u64;
        let mut rnd = move || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s
        };
        let formats = [
            "v %d\n",
            "v %f\n",
            "%5u|%-4x|%%|%X|%o;\n",
            "a=%+d b=%08.3f c=%d\n",
            "[%-6d] %.0f %lld\n",
            "no args 100%%\n",
            "% d % f\n",
        ];
        let types = [
            ElemType::I1,
            ElemType::I8,
            ElemType::I16,
            ElemType::I32,
            ElemType::I64,
            ElemType::F16,
            ElemType::BF16,
            ElemType::F32,
            ElemType::F64,
        ];
        let shapes: [&[i64]; 5] = [&[], &[1], &[4], &[2, 2], &[2, 1, 4]];
        let mut compared = 0;
        for round in 0..600 {
            let fmt = formats[round % formats.len()];
            let nargs = (rnd() % 3) as usize;
            let mut params = vec![];
            let mut body = String::new();
            let mut args = vec![];
            let mut bufs = vec![];
            let mut elems = vec![];
            for k in 0..nargs {
                let e = types[(rnd() % types.len() as u64) as usize];
                let shape = shapes[(rnd() % shapes.len() as u64) as usize];
                let n: i64 = shape.iter().product();
                let w = e.bit_width();
                let vals: Vec<u64> = (0..n)
                    .map(|_| {
                        let v = rnd();
                        // Some small values, so %d and %f columns are not all huge.
                        let v = if rnd() % 2 == 0 { v % 300 } else { v };
                        if w == 64 {
                            v
                        } else {
                            v & ((1 << w) - 1)
                        }
                    })
                    .collect();
                let x = |v: &[i64]| {
                    if v.is_empty() {
                        String::new()
                    } else {
                        v.iter()
                            .map(|d| d.to_string())
                            .collect::<Vec<_>>()
                            .join("x")
                            + "x"
                    }
                };
                let t = format!("tile<{}{}>", x(shape), e.name());
                params.push(format!("%a{k}: tile<ptr<{}>>", e.name()));
                let flat = n.max(1);
                let tv = format!("tensor_view<{flat}x{}, strides=[1]>", e.name());
                let pv = format!("partition_view<tile=({flat}), {tv}>");
                body.push_str(&format!(
                    "    %v{k} = make_tensor_view %a{k}, shape = [{flat}], strides = [1] : {tv}\n    %p{k} = make_partition_view %v{k} : {pv}\n    %l{k}, %t{k} = load_view_tko weak %p{k}[%c0] : {pv}, tile<i32> -> tile<{flat}x{}>, token\n    %x{k} = reshape %l{k} : tile<{flat}x{}> -> {t}\n",
                    e.name(),
                    e.name()
                ));
                args.push(format!("%x{k}"));
                let bytes: Vec<u8> = vals
                    .iter()
                    .flat_map(|&v| v.to_le_bytes()[..e.storage_bytes() as usize].to_vec())
                    .collect();
                bufs.push(bytes);
                elems.push((e, shape.to_vec(), vals, t));
            }
            let tys = elems
                .iter()
                .map(|x| x.3.clone())
                .collect::<Vec<_>>()
                .join(", ");
            let call = if args.is_empty() {
                format!(
                    "    %pr = print_tko \"{}\" -> token\n",
                    fmt.replace('\n', "\\n")
                )
            } else {
                format!(
                    "    %pr = print_tko \"{}\", {} : {tys} -> token\n",
                    fmt.replace('\n', "\\n"),
                    args.join(", ")
                )
            };
            let src = format!(
                "cuda_tile.module @m {{\n  entry @k({}) {{\n    %c0 = constant <i32: 0> : tile<i32>\n{body}{call}    return\n  }}\n}}\n",
                params.join(", ")
            );
            let m =
                tileref_spec::text::parse_module(&src).unwrap_or_else(|e| panic!("{e:?}\n{src}"));
            let pieces = parse_format(fmt);
            // Which argument each conversion takes, and its vprintf form.
            let mut specs: Vec<Option<(String, ArgKind)>> = vec![None; nargs];
            let mut refused = false;
            for p in &pieces {
                if let Piece::Arg(c, k) = p {
                    if *k < nargs {
                        let sp = vprintf_spec(c).unwrap();
                        if sp.1 != ArgKind::Double && is_float(elems[*k].0) {
                            refused = true;
                        }
                        specs[*k] = Some(sp);
                    }
                }
            }
            let lowered = lower(&m, "k", Target::Sm80);
            if refused {
                assert!(
                    matches!(
                        lowered,
                        Err(LowerError::Unsupported {
                            op: "print_tko",
                            ..
                        })
                    ),
                    "{lowered:?}"
                );
                continue;
            }
            let ptx = lowered.unwrap_or_else(|e| panic!("{e}\n{src}")).ptx;
            assert!(ptx.contains("vprintf"), "{ptx}");
            let mem = Memory::new();
            let addrs: Vec<u64> = bufs
                .iter()
                .enumerate()
                .map(|(i, b)| mem.alloc_host(i, b, 256))
                .collect();
            let opts = Options {
                schedule: Schedule::Sequential,
                threads: Some(1),
                ..Options::default()
            };
            let r = launch(&m, "k", [1, 1, 1], &addrs, &mem, &opts).expect("launch");
            assert_eq!(r.status, Status::Ok, "{:?}", r.reports);
            let shapes: Vec<Vec<i64>> = elems.iter().map(|x| x.1.clone()).collect();
            let items = print_items(
                &pieces,
                &shapes,
                &specs
                    .iter()
                    .map(|s| s.as_ref().map(|x| x.0.clone()))
                    .collect::<Vec<_>>(),
            );
            let mut text = String::new();
            for (fmt, vals) in chunk_calls(&items) {
                // Replay one vprintf call: literal text with %% and the conversions in order.
                let mut vals = vals.into_iter();
                let b = fmt.as_bytes();
                let mut i = 0;
                while i < b.len() {
                    if b[i] == b'%' && b[i + 1] == b'%' {
                        text.push('%');
                        i += 2;
                    } else if b[i] == b'%' {
                        let mut j = i + 1;
                        while !b[j].is_ascii_alphabetic() || b[j] == b'l' {
                            j += 1;
                        }
                        let (k, el) = vals.next().expect("a value per conversion");
                        let (e, _, ref v, _) = elems[k];
                        text.push_str(&c_printf(
                            &fmt[i..=j],
                            model_value(e, specs[k].as_ref().unwrap().1, v[el]),
                        ));
                        i = j + 1;
                    } else {
                        text.push(b[i] as char);
                        i += 1;
                    }
                }
            }
            assert_eq!(text, r.prints, "{src}");
            compared += 1;
        }
        assert!(compared > 300, "{compared}");
    }

    #[test]
    fn long_prints_are_split_into_calls_of_at_most_32_values() {
        let shapes = vec![vec![8, 8]];
        let pieces = parse_format("t %d\n");
        let items = print_items(&pieces, &shapes, &[Some("%lld".to_string())]);
        let calls = chunk_calls(&items);
        assert_eq!(calls.len(), 2);
        assert!(calls.iter().all(|(_, v)| v.len() == 32));
        let joined: String = calls.iter().map(|(f, _)| f.as_str()).collect();
        assert!(
            joined.starts_with("t [[%lld, %lld") && joined.ends_with("%lld]]\n"),
            "{joined}"
        );
        assert_eq!(joined.matches("%lld").count(), 64);
        // Conversions past the arguments print <missing>; %% stays one percent sign.
        let items = print_items(&parse_format("%d%% %d"), &[vec![]], &[Some("%lld".into())]);
        assert_eq!(
            items,
            vec![
                Item::Value {
                    spec: "%lld".into(),
                    arg: 0,
                    elem: 0
                },
                Item::Text("%% <missing>".into())
            ]
        );
    }
}

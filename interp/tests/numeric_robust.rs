//! Bad or unusual input never panics: every entry point over every format,
//! mode, policy and width (including formats Tile IR never does arithmetic on).
use proptest::prelude::*;
use tileref_interp::numeric::fast::{self, BinOp, UnOp};
use tileref_interp::numeric::math::{self, MathFn};
use tileref_interp::numeric::*;

fn env_of(m: u8, o: u8, ftz: bool, ieee_nan: bool) -> Env {
    let mode = Rounding::ALL[m as usize % 5];
    let ov = [Overflow::Ieee, Overflow::Saturate, Overflow::Nan][o as usize % 3];
    let nan = if ieee_nan {
        NanPolicy::IEEE
    } else {
        NanPolicy::H100
    };
    Env::new(mode).overflow(ov).ftz(ftz).nan(nan)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn no_panics(f in 0usize..10, g in 0usize..10, a: u64, b: u64, c: u64, m: u8, o: u8, ftz: bool, ieee: bool, w in 0u32..70, s: bool) {
        let fmt = ALL_FORMATS[f];
        let to = ALL_FORMATS[g];
        let env = env_of(m, o, ftz, ieee);
        let (a, b, c) = (a & fmt.mask(), b & fmt.mask(), c & fmt.mask());
        for op in [BinOp::Add, BinOp::Sub, BinOp::Mul, BinOp::Div, BinOp::Rem, BinOp::Max, BinOp::Min, BinOp::MaxNan, BinOp::MinNan] {
            let x = fast::binop(op, &fmt, &env, a, b);
            prop_assert_eq!(x & !fmt.mask(), 0);
            prop_assert_eq!(fast::binop_exact(op, &fmt, &env, a, b) & !fmt.mask(), 0);
        }
        for op in [UnOp::Sqrt, UnOp::Abs, UnOp::Neg, UnOp::Floor, UnOp::Ceil] {
            prop_assert_eq!(fast::unop(op, &fmt, &env, a) & !fmt.mask(), 0);
        }
        let _ = fast::fma(&fmt, &env, a, b, c);
        for p in CmpPred::ALL {
            let _ = float_ops::cmp(&fmt, &env, p, s, a, b);
        }
        prop_assert_eq!(ftof(&fmt, &to, &env, a).bits & !to.mask(), 0);
        let _ = fast::convert(&fmt, &to, &env, a);
        let _ = itof(b, w, s, &to, &env);
        let _ = ftoi(&fmt, a, w, s, FtoiI1::NonZero);
        let _ = ftoi(&fmt, a, w, s, FtoiI1::Truncate);
        let _ = ftoi_saturating(&fmt, a, w, s);
        for fun in MathFn::ALL {
            let _ = math::unary(fun, &fmt, &env, a);
        }
        let _ = math::pow(&fmt, &env, a, b);
        let _ = math::atan2(&fmt, &env, a, b);
        let _ = math::fpowi(&fmt, &env, a, b as i64);
        let _ = convert::exti(a, w, w.wrapping_add(c as u32 % 8), s);
        let _ = convert::trunci(a, w, (c as u32) % 70, s, !s);
        let _ = int_ops::divi(a, b, w, s, IntDivRounding::NegativeInf);
        let _ = int_ops::remi(a, b, w, s);
        let _ = int_ops::shli(a, b, w, IntOverflow::NoWrap, ShiftPolicy::Modulo);
        let _ = int_ops::shri(a, b, w, s, ShiftPolicy::Undefined);
        let _ = int_ops::mulhii(a, b, w);
        let _ = int_ops::negi(a, w, IntOverflow::NoSignedWrap);
        let _ = int_ops::absi(a, w);
        let _ = int_ops::maxi(a, b, w, s);
    }
}

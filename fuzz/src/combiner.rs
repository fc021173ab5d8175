//! The combiners of generated `reduce` and `scan` ops: which ops, on which element types, their
//! identities, and whether the result depends on the fold order. The generator draws from
//! [`COMBINERS`]; the `self` oracle asks it which reductions must not depend on the order.

use tileref_spec::attrs::Attr;
use tileref_spec::types::ElemType;

/// A combiner of a generated `reduce`/`scan`: a commutative, associative op and how to write
/// its identity for an element type (`-0.0` for addf, so that a lane of `-0.0` stays `-0.0`).
pub struct Combiner {
    pub op: &'static str,
    /// Whether the result does not depend on the fold order (float add and multiply round).
    pub order_free: bool,
}

pub const COMBINERS: &[Combiner] = &[
    Combiner {
        op: "addi",
        order_free: true,
    },
    Combiner {
        op: "muli",
        order_free: true,
    },
    Combiner {
        op: "maxi",
        order_free: true,
    },
    Combiner {
        op: "mini",
        order_free: true,
    },
    Combiner {
        op: "andi",
        order_free: true,
    },
    Combiner {
        op: "ori",
        order_free: true,
    },
    Combiner {
        op: "xori",
        order_free: true,
    },
    Combiner {
        op: "addf",
        order_free: false,
    },
    Combiner {
        op: "mulf",
        order_free: false,
    },
    Combiner {
        op: "maxf",
        order_free: true,
    },
    Combiner {
        op: "minf",
        order_free: true,
    },
];

impl Combiner {
    pub fn takes(&self, e: ElemType) -> bool {
        let int = matches!(
            e,
            ElemType::I8 | ElemType::I16 | ElemType::I32 | ElemType::I64
        );
        let float = matches!(
            e,
            ElemType::F16 | ElemType::BF16 | ElemType::F32 | ElemType::F64
        );
        if self.op.ends_with('f') {
            float
        } else {
            int
        }
    }

    /// The identity as an attribute, given the combiner's attributes (signedness).
    pub fn identity(&self, e: ElemType, attrs: &[(String, Attr)]) -> Option<Attr> {
        let w = e.bit_width();
        let signed = !attrs.iter().any(|(n, a)| n == "signedness" && matches!(a, Attr::Enum(d, v) if d.cases.iter().any(|c| c.1 == *v && c.0 == "unsigned")));
        let int = |v: i64| Some(Attr::Int(v, e));
        // The values used (-0, 1, ±inf) are exact in every format: f16 is f32's sign, its
        // exponent re-biased, and the top mantissa bits; bf16 is f32's top half.
        let float = |x: f64| {
            let f = (x as f32).to_bits();
            let bits = match e {
                ElemType::F64 => x.to_bits(),
                ElemType::F32 => f as u64,
                ElemType::BF16 => (f >> 16) as u64,
                ElemType::F16 => {
                    let exp = ((f >> 23) & 0xFF) as i32;
                    let e16 = match exp {
                        0 => 0,
                        0xFF => 0x1F,
                        _ => (exp - 127 + 15) as u32,
                    };
                    (((f >> 16) & 0x8000) | (e16 << 10) | ((f >> 13) & 0x3FF)) as u64
                }
                _ => return None,
            };
            Some(Attr::Float(bits, e))
        };
        match self.op {
            "addi" | "ori" | "xori" => int(0),
            "muli" => int(1),
            "andi" => int(-1),
            "maxi" if signed => int(-(1i64 << (w - 1).min(63))),
            "maxi" => int(0),
            "mini" if signed => int(((1u64 << (w - 1).min(63)) - 1) as i64),
            "mini" => int(-1),
            "addf" => float(-0.0),
            "mulf" => float(1.0),
            "maxf" => float(f64::NEG_INFINITY),
            "minf" => float(f64::INFINITY),
            _ => None,
        }
    }
}

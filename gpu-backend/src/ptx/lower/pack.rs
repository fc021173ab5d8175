//! pack and unpack: a rank-1 tile reinterpreted as little-endian bytes (an i8 tile) and back
//! (docs/semantics.md "pack/unpack"). Element i of a type of `w` bits occupies bits
//! `[i * w, (i + 1) * w)` of the byte image, byte j holding bits `[8j, 8j + 8)` with its least
//! significant bit first; i1 counts as 1 bit, the 4-bit formats as 4, tf32 as 32 (the f32 bit
//! pattern of its value, low 13 mantissa bits zero).
//!
//! The elements move between threads through the CTA's shared scratch (as `shared.rs` does):
//! `bar.sync`, the owners of the source write, `bar.sync`, every thread reads its result slots.
//! The pure bit movement needs no arithmetic on values, so the register forms (narrow.rs,
//! mod.rs `class_of`) are all that matters:
//!
//! - i1: a predicate (one bit, 0 or 1);
//! - i8: sign-extended in a `.b16` register (its byte is the low 8 bits);
//! - i16, f16, bf16: the 16 bits of a `.b16` register;
//! - f8 formats and f4E2M1FN: the code zero-extended in a `.b16` register;
//! - i32 / f32 / tf32: a 32-bit register (tf32 already the code shifted left by 13, which is
//!   the packed form); i64 / f64: a 64-bit register.
//!
//! Byte images in scratch are little-endian (PTX memory is), so an element of 8 bits or more is
//! one naturally aligned store or load of its width at byte `i * w / 8`. Sub-byte elements never
//! share a store: pack reads the 8 / w source elements of each result byte and assembles it in
//! a register; unpack extracts each element from its byte with a shift and a mask.

use super::*;

/// Bits one element occupies when packed (the interpreter's `packed_bits`): i1 one, tf32 32.
fn packed_bits(e: ElemType) -> u64 {
    match e {
        ElemType::TF32 => 32,
        e => e.bit_width() as u64,
    }
}

/// The element type of a rank-1 number tile, or why it is not lowered.
fn rank1_elem(l: &Lower, op: &Op, v: ValueId) -> LResult<(ElemType, u64)> {
    // i4 lives sign-extended in a .b16 register (as exti/trunci keep it).
    let e = match l.ty(v).tile().map(|t| &t.elem) {
        Some(Elem::Num(ElemType::I4)) => ElemType::I4,
        _ => l.num_elem(op, v)?,
    };
    let shape = l.ty(v).tile().map(|t| t.shape.clone()).unwrap_or_default();
    if shape.len() != 1 {
        return Err(unsup(
            op.name(),
            format!("a tile of rank {} (pack/unpack take rank 1)", shape.len()),
        ));
    }
    Ok((e, shape[0] as u64))
}

/// `scratch + base + idx * size` for a byte size `size` (a power of two).
fn byte_addr(l: &mut Lower, base: u64, idx: Reg, size: u64) -> Reg {
    let s = scratch_addr(l, base);
    let w = l.k.reg(RegClass::B64);
    l.k.inst("mul.wide.u32", &[w.into(), idx.into(), Operand::ImmU(size)]);
    l.k.inst("add.u64", &[w.into(), w.into(), s.into()]);
    w
}

/// Writes the byte image of `t` (elements of `w` >= 8 bits in their register forms) at
/// `base`: element i as one `st.shared` of w bits at byte i * w / 8.
fn stage_image(l: &mut Lower, t: &TileVal, w: u64, base: u64) {
    let n = t.n();
    let guard = owner_guard(l, n);
    for (s, &r) in t.regs.iter().enumerate() {
        let i = elem_index(l, n, s as u64);
        let a = byte_addr(l, base, i, w / 8);
        // An 8-bit element: the low byte of its .b16 register (i8 sign-extended, f8 codes
        // zero-extended: the low byte is the element's bits either way).
        let opc = match w {
            8 => "st.shared.u8",
            16 => "st.shared.b16",
            32 => "st.shared.b32",
            _ => "st.shared.b64",
        };
        match guard {
            Some(g) => l.k.inst_if(g, false, opc, &[Operand::Addr(a, 0), r.into()]),
            None => l.k.inst(opc, &[Operand::Addr(a, 0), r.into()]),
        }
    }
}

/// pack: source elements of any lowered type into an i8 tile of their byte image.
pub(super) fn pack(l: &mut Lower, op: &Op) -> LResult<()> {
    let (e, n) = rank1_elem(l, op, op.operands[0])?;
    let (re, rn) = rank1_elem(l, op, op.results[0])?;
    let w = packed_bits(e);
    if re != ElemType::I8 || rn * 8 != n * w {
        return Err(unsup(
            "pack",
            format!("{n} x {} into {rn} x {}", e.name(), re.name()),
        ));
    }
    let src = l.tile(op, op.operands[0])?;
    let mut sc = Scratch::new();
    // Byte image (w >= 8), or the elements one per staging slot (w < 8).
    let base = if w >= 8 {
        sc.take(op, rn, RegClass::Pred)?
    } else {
        sc.take(op, n, src.regs[0].class())?
    };
    sc.commit(l);
    barrier(l);
    if w >= 8 {
        stage_image(l, &src, w, base);
    } else {
        stage(l, &src, base);
    }
    barrier(l);
    let mut regs = Vec::new();
    for slot in 0..l.slots_of(op.results[0]) as u64 {
        let j = elem_index(l, rn, slot);
        let d = l.k.reg(RegClass::B16);
        if w >= 8 {
            // ld.s8: the byte sign-extended, the i8 register form.
            let a = byte_addr(l, base, j, 1);
            l.k.inst("ld.shared.s8", &[d.into(), Operand::Addr(a, 0)]);
        } else {
            // Byte j = OR over k < 8 / w of element (j * 8 / w + k) << (k * w); each element's
            // staged value is already within w bits (a predicate stages as 0 or 1, an f4 code
            // as its zero-extended 4 bits).
            let per = 8 / w;
            let first = l.k.reg(RegClass::B32);
            l.k.inst(
                "shl.b32",
                &[
                    first.into(),
                    j.into(),
                    Operand::ImmU(per.trailing_zeros() as u64),
                ],
            );
            l.k.inst("mov.b16", &[d.into(), Operand::ImmU(0)]);
            let c = src.regs[0].class();
            for k in 0..per {
                let idx = l.k.reg(RegClass::B32);
                l.k.inst("add.u32", &[idx.into(), first.into(), Operand::ImmU(k)]);
                let a = elem_addr(l, base, idx, c);
                let x = l.k.reg(RegClass::B16);
                match c {
                    RegClass::Pred => l.k.inst("ld.shared.u8", &[x.into(), Operand::Addr(a, 0)]),
                    _ => l.k.inst("ld.shared.b16", &[x.into(), Operand::Addr(a, 0)]),
                }
                if e == ElemType::I4 {
                    // Sign-extended in its register: only the low 4 bits are the element.
                    l.k.inst("and.b16", &[x.into(), x.into(), Operand::ImmU(0xF)]);
                }
                if k > 0 {
                    l.k.inst("shl.b16", &[x.into(), x.into(), Operand::ImmU(k * w)]);
                }
                l.k.inst("or.b16", &[d.into(), d.into(), x.into()]);
            }
            // The i8 register form: sign-extended from the low byte.
            l.k.inst("cvt.s16.s8", &[d.into(), d.into()]);
        }
        regs.push(d);
    }
    l.set_tile(op.results[0], ElemType::I8, regs);
    Ok(())
}

/// unpack: an i8 tile's bytes reinterpreted as elements of the result type.
pub(super) fn unpack(l: &mut Lower, op: &Op) -> LResult<()> {
    let (se, n) = rank1_elem(l, op, op.operands[0])?;
    let (e, rn) = rank1_elem(l, op, op.results[0])?;
    let w = packed_bits(e);
    if se != ElemType::I8 || n * 8 != rn * w {
        return Err(unsup(
            "unpack",
            format!("{n} x {} into {rn} x {}", se.name(), e.name()),
        ));
    }
    let c = if e == ElemType::I4 {
        RegClass::B16
    } else {
        class_of(e).expect("num_elem checked the class")
    };
    let src = l.tile(op, op.operands[0])?;
    let mut sc = Scratch::new();
    let base = sc.take(op, n, RegClass::Pred)?;
    sc.commit(l);
    barrier(l);
    stage_image(l, &src, 8, base);
    barrier(l);
    let mut regs = Vec::new();
    for slot in 0..l.slots_of(op.results[0]) as u64 {
        let i = elem_index(l, rn, slot);
        let d = l.k.reg(c);
        if w >= 8 {
            let a = byte_addr(l, base, i, w / 8);
            let opc = match (w, e) {
                // i8 sign-extended, f8 codes zero-extended into their .b16 register.
                (8, ElemType::I8) => "ld.shared.s8",
                (8, _) => "ld.shared.u8",
                (16, _) => "ld.shared.b16",
                (32, _) => "ld.shared.b32",
                _ => "ld.shared.b64",
            };
            l.k.inst(opc, &[d.into(), Operand::Addr(a, 0)]);
            if e == ElemType::TF32 {
                // The interpreter keeps the upper 19 bits ((x >> 13) & 0x7FFFF); the register
                // form is that code shifted left by 13.
                l.k.inst("and.b32", &[d.into(), d.into(), Operand::ImmU(0xFFFF_E000)]);
            }
        } else {
            // Element i: bits [(i % per) * w, +w) of byte i / per.
            let per = 8 / w;
            let j = l.k.reg(RegClass::B32);
            l.k.inst(
                "shr.u32",
                &[
                    j.into(),
                    i.into(),
                    Operand::ImmU(per.trailing_zeros() as u64),
                ],
            );
            let sh = l.k.reg(RegClass::B32);
            l.k.inst("and.b32", &[sh.into(), i.into(), Operand::ImmU(per - 1)]);
            l.k.inst(
                "shl.b32",
                &[
                    sh.into(),
                    sh.into(),
                    Operand::ImmU(w.trailing_zeros() as u64),
                ],
            );
            let a = byte_addr(l, base, j, 1);
            let x = l.k.reg(RegClass::B16);
            l.k.inst("ld.shared.u8", &[x.into(), Operand::Addr(a, 0)]);
            l.k.inst("shr.u16", &[x.into(), x.into(), sh.into()]);
            l.k.inst(
                "and.b16",
                &[x.into(), x.into(), Operand::ImmU((1 << w) - 1)],
            );
            match c {
                RegClass::Pred => l.k.inst("setp.ne.u16", &[d.into(), x.into(), 0u32.into()]),
                _ if e == ElemType::I4 => {
                    // The i4 register form: sign-extended from bit 3.
                    l.k.inst("shl.b16", &[d.into(), x.into(), 12u32.into()]);
                    l.k.inst("shr.s16", &[d.into(), d.into(), 12u32.into()]);
                }
                _ => l.k.inst("mov.b16", &[d.into(), x.into()]),
            }
        }
        regs.push(d);
    }
    l.set_tile(op.results[0], e, regs);
    Ok(())
}

/// A model of the byte movement above, element registers in and out as the lowering holds
/// them, against the interpreter's `pack` / `unpack` semantics run through the interpreter.
#[cfg(test)]
mod tests {
    use super::*;

    /// The emitted pack, step by step on register forms: `image[j]` for each result byte.
    fn model_pack(e: ElemType, regs: &[u64]) -> Vec<u64> {
        let w = packed_bits(e);
        let n = regs.len() as u64;
        let rn = n * w / 8;
        let mut out = Vec::new();
        if w >= 8 {
            // stage_image: little-endian stores of w bits; ld.s8 reads one byte sign-extended.
            let mut mem = vec![0u8; rn as usize];
            for (i, &r) in regs.iter().enumerate() {
                let bytes = r.to_le_bytes();
                let size = (w / 8) as usize;
                mem[i * size..(i + 1) * size].copy_from_slice(&bytes[..size]);
            }
            for j in 0..rn as usize {
                out.push(mem[j] as i8 as i16 as u16 as u64);
            }
        } else {
            let per = 8 / w;
            for j in 0..rn {
                let mut d: u16 = 0;
                for k in 0..per {
                    let x = regs[(j * per + k) as usize] as u16; // staged value (u8 or b16)
                    d |= x << (k * w);
                }
                out.push(d as u8 as i8 as i16 as u16 as u64);
            }
        }
        out
    }

    fn model_unpack(e: ElemType, bytes: &[u64]) -> Vec<u64> {
        let w = packed_bits(e);
        let mem: Vec<u8> = bytes.iter().map(|&b| b as u8).collect(); // st.shared.u8 of the low byte
        let rn = bytes.len() as u64 * 8 / w;
        let mut out = Vec::new();
        for i in 0..rn as usize {
            if w >= 8 {
                let size = (w / 8) as usize;
                let mut b = [0u8; 8];
                b[..size].copy_from_slice(&mem[i * size..(i + 1) * size]);
                let mut v = u64::from_le_bytes(b);
                if w == 8 && e == ElemType::I8 {
                    v = v as u8 as i8 as i16 as u16 as u64;
                }
                if e == ElemType::TF32 {
                    v &= 0xFFFF_E000;
                }
                out.push(v);
            } else {
                let per = 8 / w as usize;
                let sh = (i % per) as u64 * w;
                out.push(((mem[i / per] as u64) >> sh) & ((1 << w) - 1));
            }
        }
        out
    }

    use super::super::tests::Rng;

    const TYPES: [ElemType; 14] = [
        ElemType::I1,
        ElemType::I8,
        ElemType::I16,
        ElemType::I32,
        ElemType::I64,
        ElemType::F16,
        ElemType::BF16,
        ElemType::F32,
        ElemType::TF32,
        ElemType::F64,
        ElemType::F8E4M3FN,
        ElemType::F8E5M2,
        ElemType::F8E8M0FNU,
        ElemType::F4E2M1FN,
    ];

    /// Bytes of memory `n` elements of `e` take (i1 one byte each, f4 two per byte).
    fn mem_bytes(e: ElemType, n: usize) -> usize {
        match e {
            ElemType::I1 => n,
            ElemType::F4E2M1FN => n / 2,
            ElemType::TF32 => 4 * n,
            e => n * e.bit_width() as usize / 8,
        }
    }

    /// The register form of element `i` of a memory image of `e` (docs/semantics.md: i1 any
    /// nonzero byte is 1; tf32 drops the low 13 bits on load; f4 element 2k in the low nibble).
    fn reg_of_mem(e: ElemType, mem: &[u8], i: usize) -> u64 {
        match e {
            ElemType::I1 => (mem[i] != 0) as u64,
            ElemType::F4E2M1FN => ((mem[i / 2] >> (4 * (i % 2))) & 0xF) as u64,
            ElemType::I8 => mem[i] as i8 as i16 as u16 as u64,
            e => {
                let size = mem_bytes(e, 1);
                let mut b = [0u8; 8];
                b[..size].copy_from_slice(&mem[i * size..(i + 1) * size]);
                let v = u64::from_le_bytes(b);
                if e == ElemType::TF32 {
                    v & 0xFFFF_E000
                } else {
                    v
                }
            }
        }
    }

    /// Loads `n` elements of `from` at %a, applies `op` (pack or unpack) into `rn` elements of
    /// `to`, stores them at %o; returns the stored image, run by the interpreter.
    fn run(
        op: &str,
        from: ElemType,
        n: usize,
        to: ElemType,
        rn: usize,
        input: &[u8],
    ) -> (Vec<u8>, String) {
        use tileref_interp::{launch, Memory, Options, Schedule, Status};
        let (f, t) = (from.name(), to.name());
        let view = |arg: &str, n: usize, e: &str| {
            format!(
                "make_tensor_view {arg}, shape = [{n}], strides = [1] : tensor_view<{n}x{e}, strides=[1]>\n    \
                 %P{arg_} = make_partition_view %V{arg_} : partition_view<tile=({n}), tensor_view<{n}x{e}, strides=[1]>>",
                arg_ = &arg[1..]
            )
        };
        let pv = |n: usize, e: &str| {
            format!("partition_view<tile=({n}), tensor_view<{n}x{e}, strides=[1]>>")
        };
        let src = format!(
            "cuda_tile.module @m {{\n  entry @k(%a: tile<ptr<{f}>>, %o: tile<ptr<{t}>>) {{\n    \
             %c0 = constant <i32: 0> : tile<i32>\n    \
             %Va = {}\n    \
             %x, %t0 = load_view_tko weak %Pa[%c0] : {}, tile<i32> -> tile<{n}x{f}>, token\n    \
             %r = {op} %x : tile<{n}x{f}> -> tile<{rn}x{t}>\n    \
             %Vo = {}\n    \
             %t1 = store_view_tko weak %r, %Po[%c0] : tile<{rn}x{t}>, {}, tile<i32> -> token\n    \
             return\n  }}\n}}\n",
            view("%a", n, f),
            pv(n, f),
            view("%o", rn, t),
            pv(rn, t)
        );
        let m = tileref_spec::text::parse_module(&src).unwrap_or_else(|e| panic!("{e:?}\n{src}"));
        let mem = Memory::new();
        let a = mem.alloc_host(0, input, 256);
        let o = mem.alloc_host(1, &vec![0u8; mem_bytes(to, rn)], 256);
        let opts = Options {
            schedule: Schedule::Sequential,
            threads: Some(1),
            ..Options::default()
        };
        let r = launch(&m, "k", [1, 1, 1], &[a, o], &mem, &opts).expect("launch");
        assert_eq!(r.status, Status::Ok, "{:?}\n{src}", r.reports);
        (mem.bytes(o).unwrap(), src)
    }

    /// The models of the emitted pack and unpack against the interpreter's, for every type the
    /// lowering carries, random bits (so every NaN, subnormal and sign pattern appears), three
    /// sizes each; and the lowering takes each of these programs.
    #[test]
    fn pack_and_unpack_models_match_the_interpreter() {
        let mut r = Rng(0x5EED_1234_ABCD_0001);
        let mut compared = 0;
        for e in TYPES {
            let w = packed_bits(e) as usize;
            for bytes in [8usize, 64, 512] {
                let n = bytes * 8 / w;
                for round in 0..4 {
                    // pack: n elements of e from random memory.
                    let input: Vec<u8> = (0..mem_bytes(e, n)).map(|_| r.next() as u8).collect();
                    let (out, src) = run("pack", e, n, ElemType::I8, bytes, &input);
                    let regs: Vec<u64> = (0..n).map(|i| reg_of_mem(e, &input, i)).collect();
                    let want: Vec<u64> = (0..bytes)
                        .map(|j| reg_of_mem(ElemType::I8, &out, j))
                        .collect();
                    assert_eq!(model_pack(e, &regs), want, "pack {n} x {}", e.name());
                    if round == 0 {
                        lower(
                            &tileref_spec::text::parse_module(&src).unwrap(),
                            "k",
                            Target::Sm80,
                        )
                        .unwrap_or_else(|x| panic!("{x}\n{src}"));
                    }
                    // unpack: random bytes into n elements of e.
                    let input: Vec<u8> = (0..bytes).map(|_| r.next() as u8).collect();
                    let (out, src) = run("unpack", ElemType::I8, bytes, e, n, &input);
                    let regs: Vec<u64> = (0..bytes)
                        .map(|j| reg_of_mem(ElemType::I8, &input, j))
                        .collect();
                    let want: Vec<u64> = (0..n).map(|i| reg_of_mem(e, &out, i)).collect();
                    assert_eq!(model_unpack(e, &regs), want, "unpack {n} x {}", e.name());
                    if round == 0 {
                        lower(
                            &tileref_spec::text::parse_module(&src).unwrap(),
                            "k",
                            Target::Sm80,
                        )
                        .unwrap_or_else(|x| panic!("{x}\n{src}"));
                    }
                    compared += 2;
                }
            }
        }
        assert_eq!(compared, TYPES.len() * 3 * 4 * 2);
    }

    /// i4 lives sign-extended in a .b16 register: unpack sign-extends each nibble, pack masks
    /// it back to 4 bits (the corpus entry `unpack_pack_i4` checks the values on the GPU).
    #[test]
    fn i4_round_trips_through_its_register_form() {
        let src = "cuda_tile.module @m {\n  entry @k(%a: tile<ptr<i8>>) {\n    \
                   %x = constant <i8: 3> : tile<8xi8>\n    %u = unpack %x : tile<8xi8> -> tile<16xi4>\n    \
                   %p = pack %u : tile<16xi4> -> tile<8xi8>\n    return\n  }\n}\n";
        let m = tileref_spec::text::parse_module(src).unwrap();
        let ptx = lower(&m, "k", Target::Sm80)
            .unwrap_or_else(|e| panic!("{e}"))
            .ptx;
        assert!(
            ptx.contains("shl.b16")
                && ptx.contains("shr.s16")
                && ptx.contains("and.b16")
                && ptx.contains("or.b16"),
            "{ptx}"
        );
    }
}

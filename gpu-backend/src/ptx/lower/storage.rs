//! Module globals (`get_global`) and per-tile-block storage (`alloca`), both in global memory.
//!
//! Pointer tiles hold addresses in the global state space (kernel parameters go through
//! `cvta.to.global`), so both kinds of storage live there too: `mov.u64 %rd, name` of a
//! `.global` variable is its global-space address, which the view loads and stores (and any
//! other `ld.global`/`st.global`) take as they take a parameter's.

use tileref_spec::attrs::DenseAttr;

use super::*;

/// How many tile blocks an alloca has storage for: a `.global` array of this many slots per
/// alloca op, slot `linear block id` for each block. A block past it traps (the launch fails
/// loudly rather than sharing storage).
pub const ALLOCA_BLOCKS: u64 = 1024;
/// The most bytes one alloca may take per tile block (so one op reserves at most 16 MiB).
pub const MAX_ALLOCA_BYTES: u64 = 16 * 1024;

/// Bytes that `n` elements of `e` occupy in memory (4-bit elements two per byte).
fn storage_size(e: ElemType, n: u64) -> u64 {
    match e {
        ElemType::I4 | ElemType::F4E2M1FN => n.div_ceil(2),
        _ => n * e.storage_bytes(),
    }
}

/// The memory image of a global's initial value, as the interpreter writes it
/// (`interp/src/launch.rs` `place_globals`): little-endian elements, i1 one byte 0/1, tf32 an
/// f32 bit pattern whose low 13 bits are zero, 4-bit elements two per byte, element 2k in the
/// low nibble.
pub(super) fn global_image(d: &DenseAttr) -> Vec<u8> {
    let e = d.elem;
    let n = d.num_elements();
    let mut out = vec![0u8; storage_size(e, n as u64) as usize];
    for i in 0..n {
        let v = d.get(i);
        match e {
            ElemType::I4 | ElemType::F4E2M1FN => out[i / 2] |= ((v & 0xF) as u8) << (4 * (i % 2)),
            _ => {
                let stored = match e {
                    ElemType::I1 => v & 1,
                    ElemType::TF32 => (v & 0x7FFFF) << 13,
                    _ => v,
                };
                let b = e.storage_bytes() as usize;
                out[i * b..(i + 1) * b].copy_from_slice(&stored.to_le_bytes()[..b]);
            }
        }
    }
    out
}

fn pointee(l: &Lower, op: &Op) -> LResult<ElemType> {
    match l.ty(op.results[0]) {
        Type::Tile(t) if t.shape.is_empty() => match &t.elem {
            Elem::Ptr(p) => Ok(p.pointee),
            Elem::Num(_) => Err(unsup(op.name(), "expected a pointer result")),
        },
        _ => Err(unsup(op.name(), "expected a scalar pointer result")),
    }
}

/// `get_global @name`: the address of a module-level `.global` array holding the global's
/// initial value, declared once per kernel. Every module holds one entry, so the array is
/// initialised when the module is loaded (a second launch of the same loaded module sees what
/// the first wrote; the interpreter places globals afresh per launch).
pub(super) fn get_global(l: &mut Lower, op: &Op) -> LResult<()> {
    let name = op
        .attr("name")
        .and_then(|a| a.as_str())
        .ok_or_else(|| unsup("get_global", "no name"))?
        .to_string();
    let e = pointee(l, op)?;
    let sym = match l.globals.get(&name) {
        Some(s) => s.clone(),
        None => {
            let g =
                l.m.global(&name)
                    .ok_or_else(|| unsup("get_global", format!("no global @{name}")))?;
            let align = g
                .alignment
                .unwrap_or(0)
                .max(g.value.elem.storage_bytes() as i64) as u64;
            if !align.is_power_of_two() {
                return Err(unsup(
                    "get_global",
                    format!("alignment {align} is not a power of two"),
                ));
            }
            let s =
                l.k.global_bytes(&format!("global_{name}"), align, &global_image(&g.value));
            l.globals.insert(name.clone(), s.clone());
            s
        }
    };
    let r = l.k.reg(RegClass::B64);
    l.k.inst("mov.u64", &[r.into(), Operand::Sym(sym)]);
    // Pointer tiles are tracked by their pointee, as parameters are.
    l.vals.insert(
        op.results[0],
        Val::Tile(TileVal {
            elem: e,
            shape: vec![],
            regs: vec![r],
        }),
    );
    Ok(())
}

/// `alloca`: slot `linear block id` (x + nx * (y + ny * z)) of a zero-filled module `.global`
/// array of [`ALLOCA_BLOCKS`] slots, each the alloca's size rounded up to its alignment (the
/// array is aligned to it too). Blocks past the last slot trap. Private and `global` allocas
/// are the same storage here: each tile block gets its own, which other blocks may use.
pub(super) fn alloca(l: &mut Lower, op: &Op) -> LResult<()> {
    let e = pointee(l, op)?;
    let n = op
        .attr("num_elem")
        .and_then(|a| a.as_int())
        .unwrap_or(0)
        .max(0) as u64;
    let align = op
        .attr("alignment")
        .and_then(|a| a.as_int())
        .unwrap_or(1)
        .max(1) as u64;
    if !align.is_power_of_two() {
        return Err(unsup(
            "alloca",
            format!("alignment {align} is not a power of two"),
        ));
    }
    let slot = storage_size(e, n).max(1).next_multiple_of(align);
    if slot > MAX_ALLOCA_BYTES {
        return Err(unsup(
            "alloca",
            format!("{slot} bytes per tile block; at most {MAX_ALLOCA_BYTES} are lowered"),
        ));
    }
    let sym = l.k.global_zeroed("alloca", align, slot * ALLOCA_BLOCKS);
    let s = [
        Special::CtaidX,
        Special::CtaidY,
        Special::CtaidZ,
        Special::NctaidX,
        Special::NctaidY,
    ];
    let [x, y, z, nx, ny] = s.map(|s| {
        let r = l.k.read_special(s);
        let w = l.k.reg(RegClass::B64);
        l.k.inst("cvt.u64.u32", &[w.into(), r.into()]);
        w
    });
    let lin = l.k.reg(RegClass::B64);
    l.k.inst("mad.lo.u64", &[lin.into(), z.into(), ny.into(), y.into()]);
    l.k.inst("mad.lo.u64", &[lin.into(), lin.into(), nx.into(), x.into()]);
    let past = l.k.reg(RegClass::Pred);
    l.k.inst(
        "setp.ge.u64",
        &[past.into(), lin.into(), Operand::ImmU(ALLOCA_BLOCKS)],
    );
    l.k.inst_if(past, false, "trap", &[]);
    let base = l.k.reg(RegClass::B64);
    l.k.inst("mov.u64", &[base.into(), Operand::Sym(sym)]);
    let r = l.k.reg(RegClass::B64);
    l.k.inst(
        "mad.lo.u64",
        &[r.into(), lin.into(), Operand::ImmU(slot), base.into()],
    );
    l.vals.insert(
        op.results[0],
        Val::Tile(TileVal {
            elem: e,
            shape: vec![],
            regs: vec![r],
        }),
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use tileref_interp::memory::{AllocKind, Memory};

    /// The image equals the bytes the interpreter's memory holds after writing each element
    /// with its own `write_elem` / `write_nibble`, for every element type and random values.
    #[test]
    fn global_images_match_the_interpreter() {
        let mut s = 0x1234_5678_9ABC_DEF1u64;
        let mut rnd = move || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s
        };
        let mut checked = 0;
        for &e in ElemType::ALL.iter() {
            for n in [1usize, 2, 3, 4, 7, 16] {
                let bits: Vec<u64> = (0..n)
                    .map(|_| {
                        rnd()
                            & if e.bit_width() == 64 {
                                u64::MAX
                            } else {
                                (1u64 << e.bit_width()) - 1
                            }
                    })
                    .collect();
                let d = DenseAttr {
                    elem: e,
                    shape: vec![n as i64],
                    bits: bits.clone(),
                };
                let img = global_image(&d);
                let mem = Memory::new();
                let want = mem.access(|m| {
                    let base = m.alloc(img.len() as u64, 16, AllocKind::Global("g".into()), None);
                    for (i, &v) in bits.iter().enumerate() {
                        match tileref_interp::memory::elem_bytes(e) {
                            Some(b) => m.write_elem(base + (i * b) as u64, e, v).unwrap(),
                            None => m
                                .write_nibble(base + (i / 2) as u64, i % 2 == 1, v)
                                .unwrap(),
                        }
                    }
                    base
                });
                assert_eq!(mem.bytes(want).unwrap(), img, "{e:?} {bits:x?}");
                checked += 1;
            }
        }
        assert!(checked > 60, "{checked}");
    }
}

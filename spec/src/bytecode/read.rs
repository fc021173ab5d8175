//! The bytecode reader: header, sections, tables, functions and instructions, into a [`Module`].
//!
//! Every length and count is checked against the bytes that remain before anything is
//! reserved, nesting (regions, types, attributes, debug scopes) is bounded, and every index is
//! range-checked, so a malformed file gives a [`BytecodeError`] and never a panic.

use super::debug::{DiLocation, DiScope};
use super::enc::{In, R};
use super::*;
use crate::attrs::*;
use crate::ir::*;
use crate::ops::{self, AttrDef, AttrKind, OpDef};
use crate::text::attr::sign_extend;
use crate::types::*;

/// Most elements a non-splat constant may hold (the largest tile Tile IR allows).
const MAX_CONSTANT_ELEMENTS: u64 = 1 << 24;

/// Space reserved up front for `n` items read one by one: every item takes at least one byte
/// of the file, but may be much larger in memory, so growth follows what is actually read.
fn cap(n: usize) -> usize {
    n.min(1024)
}

/// Deepest region nesting accepted (real kernels use a handful of levels).
const MAX_REGION_DEPTH: u32 = 128;
/// Deepest type nesting (a function of tiles of pointers is 3).
const MAX_TYPE_DEPTH: u32 = 16;
/// Deepest attribute nesting (arrays and dictionaries).
const MAX_ATTR_DEPTH: u32 = 32;
/// Deepest debug-attribute chain (scopes, call sites).
const MAX_DI_DEPTH: u32 = 256;

/// A bytecode header.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Header {
    pub version: Version,
    /// The 16-bit tag after the version; bit 0 marks a file that uses preview features.
    pub tag: u16,
}

impl Header {
    pub fn preview(&self) -> bool {
        self.tag & 1 != 0
    }
}

/// A decoded file.
#[derive(Clone, Debug)]
pub struct Decoded {
    pub header: Header,
    pub module: Module,
    /// How the file was laid out, so a writer can reproduce it ([`super::write_module_with_layout`]).
    pub layout: FileLayout,
}

/// The layout choices a producer makes that the module does not record: the header tag, the
/// order of the sections (and which optional ones are there though empty), the entries of the
/// string, type, constant and debug-attribute tables in file order, and the padding after the
/// last function.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FileLayout {
    pub tag: u16,
    pub section_order: Vec<u8>,
    pub strings: Vec<Vec<u8>>,
    pub types: Vec<Vec<u8>>,
    pub consts: Vec<Vec<u8>>,
    pub debug_attrs: Vec<Vec<u8>>,
    /// The bytes after the last function (`None`: pad to 8, as NVIDIA's writer does).
    pub func_padding: Option<Vec<u8>>,
}

/// Reads the magic number and version.
pub fn read_header(bytes: &[u8]) -> Result<Header, BytecodeError> {
    let mut i = In::new(bytes, 0);
    for (k, &m) in MAGIC.iter().enumerate() {
        let b = i.byte("the magic number")?;
        if b != m {
            return Err(BytecodeError::at(k, format!("bad magic number: byte {k} is 0x{b:02x}, expected 0x{m:02x} (a file starting with \\x7FTileIR\\0)")));
        }
    }
    let major = i.byte("the version")?;
    let minor = i.byte("the version")?;
    let tag = i.le(2, "the version tag")? as u16;
    let v = Version { major, minor };
    if !Version::KNOWN.contains(&v) {
        return Err(BytecodeError::at(8, format!("unsupported bytecode version {major}.{minor}.{tag}; this reader supports 13.1 to 13.5")));
    }
    Ok(Header { version: v, tag })
}

/// Reads a whole file into a module.
pub fn read_module(bytes: &[u8]) -> Result<Module, BytecodeError> {
    read(bytes).map(|d| d.module)
}

/// Reads a whole file, keeping its header.
pub fn read(bytes: &[u8]) -> Result<Decoded, BytecodeError> {
    let header = read_header(bytes)?;
    let (sections, section_order) = split_sections(bytes)?;
    let mut r = Reader::new(header.version, &sections)?;
    let module = r.module(&sections)?;
    let layout = FileLayout {
        tag: header.tag,
        section_order,
        strings: r.strings.entries(),
        types: r.types.entries(),
        consts: r.consts.entries(),
        debug_attrs: r
            .debug
            .as_ref()
            .map(|d| d.attrs.entries())
            .unwrap_or_default(),
        func_padding: Some(r.func_padding.clone()),
    };
    Ok(Decoded {
        header,
        module,
        layout,
    })
}

/// One section's payload.
#[derive(Clone, Copy)]
struct Section<'a> {
    data: &'a [u8],
    base: usize,
}

impl<'a> Section<'a> {
    fn input(&self) -> In<'a> {
        In::new(self.data, self.base)
    }
}

/// The sections by id, and their ids in file order.
type Sections<'a> = [Option<Section<'a>>; section::COUNT as usize];

fn split_sections(bytes: &[u8]) -> R<(Sections<'_>, Vec<u8>)> {
    let mut out: Sections = Default::default();
    let mut order = vec![];
    let mut i = In::new(bytes, 0);
    i.pos = 12;
    loop {
        let at = i.offset();
        let id_byte = i.byte("a section header (the file has no end marker)")?;
        let id = id_byte & 0x7F;
        let aligned = id_byte & 0x80 != 0;
        if id == section::END {
            if aligned {
                return Err(BytecodeError::at(
                    at,
                    "the end marker has the alignment bit set",
                ));
            }
            if !i.at_end() {
                return Err(BytecodeError::at(
                    i.offset(),
                    format!("{} bytes follow the end marker", i.remaining()),
                ));
            }
            break;
        }
        if id >= section::COUNT {
            return Err(BytecodeError::at(at, format!("unknown section id {id}")));
        }
        let len = i.varint("a section length")?;
        if len > i.remaining() as u64 {
            return Err(BytecodeError::at(
                at,
                format!(
                    "{} section length {len} exceeds the {} bytes that remain",
                    section::name(id),
                    i.remaining()
                ),
            ));
        }
        let mut align = 1u64;
        if aligned {
            let a_at = i.offset();
            align = i.varint("a section alignment")?;
            if align == 0 || !align.is_power_of_two() {
                return Err(BytecodeError::at(
                    a_at,
                    format!("invalid section alignment {align}"),
                ));
            }
            // Padding runs to an absolute file offset.
            let pad = ((align - (i.offset() as u64 % align)) % align) as usize;
            i.take(pad, "section padding")?;
        }
        let required = match id {
            section::STRING | section::TYPE => 4,
            section::CONSTANT | section::DEBUG | section::FUNC => 8,
            _ => 1,
        };
        if required > 1 && (!aligned || !align.is_multiple_of(required)) {
            return Err(BytecodeError::at(
                at,
                format!(
                    "{} section must be aligned to a multiple of {required} bytes (has {})",
                    section::name(id),
                    if aligned {
                        align.to_string()
                    } else {
                        "no alignment".into()
                    }
                ),
            ));
        }
        let base = i.offset();
        let data = i.take(len as usize, "a section payload")?;
        if out[id as usize].is_some() {
            return Err(BytecodeError::at(
                at,
                format!("duplicate {} section", section::name(id)),
            ));
        }
        out[id as usize] = Some(Section { data, base });
        order.push(id);
    }
    for (id, what) in [(section::STRING, "string"), (section::FUNC, "function")] {
        if out[id as usize].is_none() {
            return Err(BytecodeError::new(format!("the {what} section is missing")));
        }
    }
    Ok((out, order))
}

/// An offset table followed by a blob: `count, pad, offsets[count], blob`.
struct Table<'a> {
    /// (start, end) of each entry in the blob.
    spans: Vec<(usize, usize)>,
    blob: &'a [u8],
    blob_base: usize,
}

impl<'a> Table<'a> {
    fn entry(&self, i: usize) -> In<'a> {
        let (s, e) = self.spans[i];
        In::new(&self.blob[s..e], self.blob_base + s)
    }
    fn len(&self) -> usize {
        self.spans.len()
    }
    fn entries(&self) -> Vec<Vec<u8>> {
        self.spans
            .iter()
            .map(|&(s, e)| self.blob[s..e].to_vec())
            .collect()
    }
}

fn read_table<'a>(i: &mut In<'a>, width: usize, what: &str) -> R<Table<'a>> {
    let n = i.varint(&format!("the number of {what}"))?;
    if n == 0 {
        return Ok(Table {
            spans: vec![],
            blob: &[],
            blob_base: i.offset(),
        });
    }
    i.align(width, &format!("the {what} offsets"))?;
    if n > (i.remaining() / width) as u64 {
        return i.err(format!(
            "{n} {what} cannot fit in the {} remaining bytes",
            i.remaining()
        ));
    }
    let n = n as usize;
    let mut offs = Vec::with_capacity(n);
    for _ in 0..n {
        offs.push(i.le(width, "an offset")?);
    }
    let blob_base = i.offset();
    let blob = &i.data[i.pos..];
    i.pos = i.data.len();
    let mut spans = Vec::with_capacity(n);
    for k in 0..n {
        let s = offs[k];
        let e = if k + 1 < n {
            offs[k + 1]
        } else {
            blob.len() as u64
        };
        if s > e || e > blob.len() as u64 {
            return Err(BytecodeError::at(
                blob_base,
                format!(
                    "{what} entry {k} has offsets {s}..{e} outside the {}-byte data",
                    blob.len()
                ),
            ));
        }
        spans.push((s as usize, e as usize));
    }
    Ok(Table {
        spans,
        blob,
        blob_base,
    })
}

/// Per-function debug locations and the debug attribute table.
struct Debug<'a> {
    func_offsets: Vec<u64>,
    indices: Vec<u64>,
    attrs: Table<'a>,
}

/// Hands out one location per op, in serialization order, for one function.
struct LocIter {
    next: Option<usize>,
}

struct Reader<'a> {
    version: Version,
    strings: Table<'a>,
    types: Table<'a>,
    type_cache: Vec<Option<Type>>,
    type_busy: Vec<bool>,
    consts: Table<'a>,
    debug: Option<Debug<'a>>,
    di_cache: Vec<Option<DiNode>>,
    di_busy: Vec<bool>,
    /// Per function being read: bytecode value number -> ValueId.
    scope: Vec<ValueId>,
    values: Vec<ValueDef>,
    /// The bytes after the last function in the function section.
    func_padding: Vec<u8>,
}

/// A debug attribute read from the table.
#[derive(Clone)]
enum DiNode {
    Scope(DiScope),
    Loc(DiLocation),
}

impl<'a> Reader<'a> {
    fn new(version: Version, s: &[Option<Section<'a>>; section::COUNT as usize]) -> R<Reader<'a>> {
        let table_of = |id: u8, width: usize, what: &str| -> R<Table<'a>> {
            match s[id as usize] {
                Some(sec) => {
                    let mut i = sec.input();
                    read_table(&mut i, width, what)
                        .map_err(|e| e.within(format!("the {} section", section::name(id))))
                }
                None => Ok(Table {
                    spans: vec![],
                    blob: &[],
                    blob_base: 0,
                }),
            }
        };
        let strings = table_of(section::STRING, 4, "strings")?;
        let types = table_of(section::TYPE, 4, "types")?;
        let consts = table_of(section::CONSTANT, 8, "constants")?;
        let debug = match s[section::DEBUG as usize] {
            Some(sec) => Some(read_debug(sec).map_err(|e| e.within("the debug section"))?),
            None => None,
        };
        let nt = types.len();
        let nd = debug.as_ref().map_or(0, |d| d.attrs.len());
        Ok(Reader {
            version,
            strings,
            types,
            type_cache: vec![None; nt],
            type_busy: vec![false; nt],
            consts,
            debug,
            di_cache: vec![None; nd],
            di_busy: vec![false; nd],
            scope: vec![],
            func_padding: vec![],
            values: vec![],
        })
    }

    // ----- strings -----

    fn string(&self, idx: u64, at: usize) -> R<String> {
        if idx >= self.strings.len() as u64 {
            return Err(BytecodeError::at(
                at,
                format!(
                    "string index {idx} out of range ({} strings)",
                    self.strings.len()
                ),
            ));
        }
        let e = self.strings.entry(idx as usize);
        String::from_utf8(e.data.to_vec())
            .map_err(|_| BytecodeError::at(e.base, format!("string {idx} is not valid UTF-8")))
    }

    fn read_string(&self, i: &mut In, what: &str) -> R<String> {
        let at = i.offset();
        let idx = i.varint(what)?;
        self.string(idx, at)
    }

    // ----- types -----

    fn read_type(&mut self, i: &mut In, what: &str) -> R<Type> {
        let at = i.offset();
        let idx = i.varint(what)?;
        self.type_at(idx, at, 0)
    }

    fn type_at(&mut self, idx: u64, at: usize, depth: u32) -> R<Type> {
        if idx >= self.types.len() as u64 {
            return Err(BytecodeError::at(
                at,
                format!("type index {idx} out of range ({} types)", self.types.len()),
            ));
        }
        let k = idx as usize;
        if let Some(t) = &self.type_cache[k] {
            return Ok(t.clone());
        }
        if self.type_busy[k] {
            return Err(BytecodeError::at(
                at,
                format!("type {idx} refers to itself"),
            ));
        }
        if depth > MAX_TYPE_DEPTH {
            return Err(BytecodeError::at(
                at,
                format!("types nest more than {MAX_TYPE_DEPTH} levels deep"),
            ));
        }
        self.type_busy[k] = true;
        let mut i = self.types.entry(k);
        let r = self.type_body(&mut i, depth).and_then(|t| {
            if !i.at_end() {
                return i.err(format!(
                    "{} unread bytes at the end of type {idx}",
                    i.remaining()
                ));
            }
            Ok(t)
        });
        self.type_busy[k] = false;
        let t = r.map_err(|e| e.within(format!("type {idx}")))?;
        self.type_cache[k] = Some(t.clone());
        Ok(t)
    }

    fn sub_type(&mut self, i: &mut In, depth: u32, what: &str) -> R<Type> {
        let at = i.offset();
        let idx = i.varint(what)?;
        self.type_at(idx, at, depth + 1)
    }

    fn scalar(&mut self, i: &mut In, depth: u32, what: &str) -> R<ElemType> {
        let at = i.offset();
        match self.sub_type(i, depth, what)? {
            Type::Builtin(e) => Ok(e),
            t => Err(BytecodeError::at(
                at,
                format!("{what} must be a scalar type, got {t}"),
            )),
        }
    }

    fn check_since(&self, at: usize, what: impl FnOnce() -> String, since: Version) -> R<()> {
        if since > self.version {
            return Err(BytecodeError::at(
                at,
                format!(
                    "{} requires bytecode {since}, but the file is {}",
                    what(),
                    self.version
                ),
            ));
        }
        Ok(())
    }

    fn type_flags(&self, i: &mut In, what: &str) -> R<u64> {
        let at = i.offset();
        let f = i.varint(what)?;
        if f > 1 {
            return Err(BytecodeError::at(
                at,
                format!("unknown bits 0x{f:x} in the {what}"),
            ));
        }
        Ok(f)
    }

    fn ptr_attr(&self, i: &mut In) -> R<PtrAttr> {
        let at = i.offset();
        match i.varint("a pointer attribute")? {
            0 => Ok(PtrAttr::None),
            1 => Ok(PtrAttr::Unicast),
            2 => Ok(PtrAttr::Multicast),
            v => Err(BytecodeError::at(
                at,
                format!("unknown pointer attribute {v}"),
            )),
        }
    }

    fn padding(&self, i: &mut In) -> R<Padding> {
        let at = i.offset();
        let v = i.varint("a padding value")?;
        Padding::ALL
            .get(v as usize)
            .copied()
            .ok_or_else(|| BytecodeError::at(at, format!("unknown padding value {v}")))
    }

    fn dims(i: &mut In, what: &str) -> R<Vec<Dim>> {
        Ok(i.le_array(8, what)?
            .into_iter()
            .map(|d| {
                if d == i64::MIN {
                    Dim::Dynamic
                } else {
                    Dim::Static(d)
                }
            })
            .collect())
    }

    fn tensor_view_of(&mut self, i: &mut In, depth: u32) -> R<TensorViewType> {
        let at = i.offset();
        match self.sub_type(i, depth, "a tensor_view type")? {
            Type::TensorView(t) => Ok(t),
            t => Err(BytecodeError::at(
                at,
                format!("expected a tensor_view type, got {t}"),
            )),
        }
    }

    fn i32_list(i: &mut In, what: &str) -> R<Vec<i64>> {
        i.le_array(4, what)
    }

    fn type_body(&mut self, i: &mut In, depth: u32) -> R<Type> {
        let at = i.offset();
        let t = i.varint("a type tag")?;
        if let Some(e) = elem_of_tag(t) {
            self.check_since(at, || format!("type {e}"), e.since())?;
            return Ok(Type::Builtin(e));
        }
        let v = self.version;
        Ok(match t {
            tag::TOKEN => Type::Token,
            tag::PTR => {
                let flags = if v >= Version::V13_4 {
                    self.type_flags(i, "pointer flags")?
                } else {
                    0
                };
                let pointee = self.scalar(i, depth, "a pointee type")?;
                let attr = if flags & 1 != 0 {
                    Some(self.ptr_attr(i)?)
                } else {
                    None
                };
                Type::Ptr(PtrType { pointee, attr })
            }
            tag::TILE => {
                let e_at = i.offset();
                let elem = match self.sub_type(i, depth, "a tile element type")? {
                    Type::Builtin(e) => Elem::Num(e),
                    Type::Ptr(p) => Elem::Ptr(p),
                    t => {
                        return Err(BytecodeError::at(
                            e_at,
                            format!("a tile element must be a scalar or pointer type, got {t}"),
                        ))
                    }
                };
                let shape = i.le_array(8, "a tile shape")?;
                if let Some(d) = shape.iter().find(|&&d| d < 0) {
                    return i.err(format!("tile dimension {d} is negative"));
                }
                if shape
                    .iter()
                    .try_fold(1i64, |a, &d| a.checked_mul(d))
                    .is_none()
                {
                    return i.err("the tile's element count overflows 64 bits");
                }
                Type::Tile(TileType { shape, elem })
            }
            tag::TENSOR_VIEW => {
                let flags = if v >= Version::V13_4 {
                    self.type_flags(i, "tensor_view flags")?
                } else {
                    0
                };
                let elem = self.scalar(i, depth, "a tensor_view element type")?;
                let shape = Self::dims(i, "a tensor_view shape")?;
                let strides = Self::dims(i, "tensor_view strides")?;
                let ptr_attr = if flags & 1 != 0 {
                    Some(self.ptr_attr(i)?)
                } else {
                    None
                };
                Type::TensorView(TensorViewType {
                    shape,
                    strides,
                    elem,
                    ptr_attr,
                })
            }
            tag::PARTITION_VIEW => {
                if v >= UNIFIED_BITFIELD {
                    let flags = self.type_flags(i, "partition_view flags")?;
                    let tile = Self::i32_list(i, "a partition_view tile shape")?;
                    let tv = self.tensor_view_of(i, depth)?;
                    let dim_map = Self::i32_list(i, "a partition_view dim_map")?;
                    let padding = if flags & 1 != 0 {
                        Some(self.padding(i)?)
                    } else {
                        None
                    };
                    Type::View(TiledViewType {
                        kind: ViewKind::Partition,
                        tile,
                        padding,
                        tensor_view: tv,
                        dim_map,
                    })
                } else {
                    let tile = Self::i32_list(i, "a partition_view tile shape")?;
                    let tv = self.tensor_view_of(i, depth)?;
                    let dim_map = Self::i32_list(i, "a partition_view dim_map")?;
                    let has = i.byte("the partition_view padding flag")?;
                    let padding = if has != 0 {
                        Some(self.padding(i)?)
                    } else {
                        None
                    };
                    Type::View(TiledViewType {
                        kind: ViewKind::Partition,
                        tile,
                        padding,
                        tensor_view: tv,
                        dim_map,
                    })
                }
            }
            tag::GATHER_SCATTER_VIEW | tag::STRIDED_VIEW => {
                self.check_since(
                    at,
                    || "a gather_scatter_view or strided_view type".into(),
                    Version::V13_3,
                )?;
                let flags = self.type_flags(i, "view flags")?;
                let tile = Self::i32_list(i, "a view tile shape")?;
                let (kind, tv, dim_map) = if t == tag::STRIDED_VIEW {
                    let traversal_strides = Self::i32_list(i, "traversal strides")?;
                    let tv = self.tensor_view_of(i, depth)?;
                    let dim_map = Self::i32_list(i, "a strided_view dim_map")?;
                    (ViewKind::Strided { traversal_strides }, tv, dim_map)
                } else {
                    let tv = self.tensor_view_of(i, depth)?;
                    let sparse_dim = i.varint_max(u32::MAX as u64, "sparse_dim")? as i64;
                    (
                        ViewKind::GatherScatter { sparse_dim },
                        tv,
                        (0..tile.len() as i64).collect(),
                    )
                };
                let padding = if flags & 1 != 0 {
                    Some(self.padding(i)?)
                } else {
                    None
                };
                Type::View(TiledViewType {
                    kind,
                    tile,
                    padding,
                    tensor_view: tv,
                    dim_map,
                })
            }
            tag::FUNCTION => {
                let n = i.count(1, "the number of parameters")?;
                let mut ins = Vec::with_capacity(cap(n));
                for _ in 0..n {
                    ins.push(self.sub_type(i, depth, "a parameter type")?);
                }
                let n = i.count(1, "the number of results")?;
                let mut outs = Vec::with_capacity(cap(n));
                for _ in 0..n {
                    outs.push(self.sub_type(i, depth, "a result type")?);
                }
                Type::Function(ins, outs)
            }
            other => return Err(BytecodeError::at(at, format!("unknown type tag {other}"))),
        })
    }

    // ----- constants -----

    fn dense(&mut self, ty: &Type, idx: u64, at: usize) -> R<DenseAttr> {
        let (elem, shape) = match ty {
            Type::Tile(TileType {
                shape,
                elem: Elem::Num(e),
            }) => (*e, shape.clone()),
            t => {
                return Err(BytecodeError::at(
                    at,
                    format!("a constant needs a tile type of numbers, got {t}"),
                ))
            }
        };
        if idx >= self.consts.len() as u64 {
            return Err(BytecodeError::at(
                at,
                format!(
                    "constant index {idx} out of range ({} constants)",
                    self.consts.len()
                ),
            ));
        }
        let mut c = self.consts.entry(idx as usize);
        let n = c.varint("a constant size")?;
        let raw = c.take(usize::try_from(n).unwrap_or(usize::MAX), "constant data")?;
        let count = shape.iter().try_fold(1u64, |a, &d| a.checked_mul(d as u64));
        let count =
            count.ok_or_else(|| BytecodeError::at(at, "the constant's element count overflows"))?;
        decode_dense(elem, shape, count, raw)
            .map_err(|m| BytecodeError::at(c.base, format!("constant {idx}: {m}")))
    }

    // ----- self-contained and inline attributes -----

    fn scalar_int(&self, i: &mut In, e: ElemType) -> R<Attr> {
        if e == ElemType::I1 {
            return Ok(Attr::Bool(i.byte("an i1 value")? != 0));
        }
        let at = i.offset();
        let v = i.varint("an integer value")?;
        let w = e.bit_width();
        if w < 64 && v >> w != 0 {
            return Err(BytecodeError::at(
                at,
                format!("value {v} does not fit in {e}"),
            ));
        }
        Ok(Attr::Int(sign_extend(v, w), e))
    }

    fn scalar_float(&self, i: &mut In, e: ElemType) -> R<Attr> {
        let w = e.bit_width();
        let at = i.offset();
        let bits = if w <= 8 {
            i.byte("a float value")? as u64
        } else {
            i.float_bits("a float value")?
        };
        if w < 64 && bits >> w != 0 {
            return Err(BytecodeError::at(
                at,
                format!("bit pattern 0x{bits:x} does not fit in {e}"),
            ));
        }
        Ok(Attr::Float(bits, e))
    }

    fn self_contained(&mut self, i: &mut In, depth: u32) -> R<Attr> {
        if depth > MAX_ATTR_DEPTH {
            return i.err(format!(
                "attributes nest more than {MAX_ATTR_DEPTH} levels deep"
            ));
        }
        let at = i.offset();
        let tag = i.varint("an attribute tag")?;
        Ok(match tag {
            attr_tag::INTEGER => {
                let t_at = i.offset();
                match self.read_type(i, "an integer attribute type")? {
                    Type::Builtin(e) if e.is_int() => self.scalar_int(i, e)?,
                    t => {
                        return Err(BytecodeError::at(
                            t_at,
                            format!("an integer attribute needs an integer type, got {t}"),
                        ))
                    }
                }
            }
            attr_tag::FLOAT => {
                let t_at = i.offset();
                match self.read_type(i, "a float attribute type")? {
                    Type::Builtin(e) if e.is_float() => self.scalar_float(i, e)?,
                    t => {
                        return Err(BytecodeError::at(
                            t_at,
                            format!("a float attribute needs a float type, got {t}"),
                        ))
                    }
                }
            }
            attr_tag::BOOL => Attr::Bool(i.byte("a bool attribute")? != 0),
            attr_tag::TYPE => Attr::Type(self.read_type(i, "a type attribute")?),
            attr_tag::STRING => Attr::Str(self.read_string(i, "a string attribute")?),
            attr_tag::ARRAY => {
                let n = i.count(1, "the array size")?;
                let mut v = Vec::with_capacity(cap(n));
                for _ in 0..n {
                    v.push(self.self_contained(i, depth + 1)?);
                }
                Attr::Array(v)
            }
            attr_tag::DENSE => {
                let t_at = i.offset();
                let t = self.read_type(i, "a dense attribute type")?;
                let c = i.varint("a constant index")?;
                Attr::Dense(self.dense(&t, c, t_at)?)
            }
            attr_tag::DIV_BY => {
                let divisor = i.varint("a div_by divisor")?;
                let f_at = i.offset();
                let flags = i.byte("div_by flags")?;
                if flags & !3 != 0 {
                    return Err(BytecodeError::at(
                        f_at,
                        format!("unknown div_by flag bits 0x{flags:02x}"),
                    ));
                }
                let every = if flags & 1 != 0 {
                    Some(i.svarint("div_by every")? as i64)
                } else {
                    None
                };
                let along = if flags & 2 != 0 {
                    Some(i.svarint("div_by along")? as i64)
                } else {
                    None
                };
                let every_along = match (every, along) {
                    (Some(e), Some(a)) => Some((e, a)),
                    (None, None) => None,
                    _ => {
                        return Err(BytecodeError::at(
                            f_at,
                            "div_by has 'every' without 'along' or the reverse",
                        ))
                    }
                };
                Attr::Assume(AssumePred::DivBy {
                    divisor,
                    every_along,
                })
            }
            attr_tag::SAME_ELEMENTS => Attr::Assume(AssumePred::SameElements(
                self.i64_array(i, "same_elements values")?,
            )),
            attr_tag::DICT => Attr::Dict(self.dict_body(i, depth)?),
            attr_tag::HINTS => Attr::Hints(self.hints_body(i, depth)?),
            attr_tag::BOUNDED => {
                let f_at = i.offset();
                let flags = i.byte("bounded flags")?;
                if flags & !3 != 0 {
                    return Err(BytecodeError::at(
                        f_at,
                        format!("unknown bounded flag bits 0x{flags:02x}"),
                    ));
                }
                let lb = if flags & 1 != 0 {
                    Some(i.svarint("a lower bound")? as i64)
                } else {
                    None
                };
                let ub = if flags & 2 != 0 {
                    Some(i.svarint("an upper bound")? as i64)
                } else {
                    None
                };
                Attr::Assume(AssumePred::Bounded { lb, ub })
            }
            other => {
                return Err(BytecodeError::at(
                    at,
                    format!("unknown attribute tag {other}"),
                ))
            }
        })
    }

    fn i64_array(&self, i: &mut In, what: &str) -> R<Vec<i64>> {
        let at = i.offset();
        let v = i.le_array(8, what)?;
        if let Some(x) = v.iter().find(|&&x| x == i64::MAX || x == i64::MIN) {
            return Err(BytecodeError::at(at, format!("{what} contain the reserved value {x} (INT64_MIN and INT64_MAX are not allowed)")));
        }
        Ok(v)
    }

    fn dict_body(&mut self, i: &mut In, depth: u32) -> R<Vec<(String, Attr)>> {
        let n = i.count(2, "the dictionary size")?;
        let mut out: Vec<(String, Attr)> = Vec::with_capacity(cap(n));
        for _ in 0..n {
            let at = i.offset();
            let k = self.read_string(i, "a dictionary key")?;
            if k.is_empty() {
                return Err(BytecodeError::at(at, "empty dictionary key"));
            }
            if out.iter().any(|(x, _)| *x == k) {
                return Err(BytecodeError::at(
                    at,
                    format!("duplicate dictionary key '{k}'"),
                ));
            }
            let v = self.self_contained(i, depth + 1)?;
            out.push((k, v));
        }
        Ok(out)
    }

    fn hints_body(&mut self, i: &mut In, depth: u32) -> R<OptHints> {
        let at = i.offset();
        let d = self.dict_body(i, depth)?;
        let mut h = OptHints::default();
        for (arch, v) in d {
            let Attr::Dict(kv) = v else {
                return Err(BytecodeError::at(
                    at,
                    format!("optimization hints for '{arch}' are not a dictionary"),
                ));
            };
            let mut entries = vec![];
            for (k, v) in kv {
                let hv = match v {
                    Attr::Int(x, _) => HintValue::Int(x),
                    Attr::Bool(b) => HintValue::Bool(b),
                    Attr::Str(s) => HintValue::Str(s),
                    other => {
                        return Err(BytecodeError::at(
                            at,
                            format!(
                                "optimization hint '{arch}.{k}' has an unsupported value {other:?}"
                            ),
                        ))
                    }
                };
                entries.push((k, hv));
            }
            h.entries.push((arch, entries));
        }
        Ok(h)
    }

    /// An inline op attribute of a declared kind.
    fn op_attr(&mut self, i: &mut In, d: &AttrDef, result_ty: Option<&Type>) -> R<Attr> {
        let at = i.offset();
        Ok(match d.kind {
            AttrKind::Enum(e) => {
                let v = i.varint(e.name)?;
                let Some(case) = u32::try_from(v)
                    .ok()
                    .and_then(|v| e.case_name(v).map(|n| (v, n)))
                else {
                    return Err(BytecodeError::at(
                        at,
                        format!("invalid {} value {v}", e.name),
                    ));
                };
                self.check_since(
                    at,
                    || format!("{} '{}'", e.name, case.1),
                    e.case_since(case.0),
                )?;
                Attr::Enum(e, case.0)
            }
            AttrKind::Unit => Attr::Unit,
            AttrKind::Bool => Attr::Bool(i.byte("a bool attribute")? != 0),
            AttrKind::I32 => self.scalar_int(i, ElemType::I32)?,
            AttrKind::I64 => self.scalar_int(i, ElemType::I64)?,
            AttrKind::Str => Attr::Str(self.read_string(i, "a string attribute")?),
            AttrKind::Symbol => {
                let s = self.read_string(i, "a symbol")?;
                if s.is_empty() {
                    return Err(BytecodeError::at(at, "empty symbol reference"));
                }
                Attr::Symbol(s)
            }
            AttrKind::I32Array => {
                let v = i.le_array(4, "an i32 array")?;
                if let Some(x) = v
                    .iter()
                    .find(|&&x| x == i32::MAX as i64 || x == i32::MIN as i64)
                {
                    return Err(BytecodeError::at(at, format!("i32 array contains the reserved value {x} (INT32_MIN and INT32_MAX are not allowed)")));
                }
                Attr::I32Array(v)
            }
            AttrKind::BoolArray => {
                let n = i.count(1, "a bool array size")?;
                Attr::BoolArray(i.take(n, "a bool array")?.iter().map(|&b| b != 0).collect())
            }
            AttrKind::Dense => {
                let Some(t) = result_ty else {
                    return Err(BytecodeError::at(
                        at,
                        "a constant attribute needs a result type",
                    ));
                };
                let c = i.varint("a constant index")?;
                Attr::Dense(self.dense(&t.clone(), c, at)?)
            }
            AttrKind::Predicate => match self.self_contained(i, 0)? {
                a @ Attr::Assume(_) => a,
                other => {
                    return Err(BytecodeError::at(
                        at,
                        format!("expected an assume predicate, got {other:?}"),
                    ))
                }
            },
            AttrKind::Hints => Attr::Hints(self.hints_body(i, 0)?),
            AttrKind::TypedArray => {
                let n = i.count(1, "the array size")?;
                let mut v = Vec::with_capacity(cap(n));
                for _ in 0..n {
                    let e_at = i.offset();
                    match self.self_contained(i, 1)? {
                        a @ (Attr::Int(..) | Attr::Float(..) | Attr::Bool(_)) => v.push(a),
                        other => {
                            return Err(BytecodeError::at(
                                e_at,
                                format!("expected a typed scalar, got {other:?}"),
                            ))
                        }
                    }
                }
                Attr::Array(v)
            }
        })
    }

    // ----- debug info -----

    fn di(&mut self, idx: u64, at: usize, depth: u32) -> R<DiNode> {
        if idx == 0 {
            return Ok(DiNode::Loc(DiLocation::Unknown));
        }
        let k = idx - 1;
        let Some(dbg) = &self.debug else {
            return Err(BytecodeError::at(
                at,
                format!("debug attribute {idx} used but the file has no debug section"),
            ));
        };
        if k >= dbg.attrs.len() as u64 {
            return Err(BytecodeError::at(
                at,
                format!(
                    "debug attribute index {idx} out of range ({} attributes)",
                    dbg.attrs.len()
                ),
            ));
        }
        let k = k as usize;
        if let Some(n) = &self.di_cache[k] {
            return Ok(n.clone());
        }
        if self.di_busy[k] {
            return Err(BytecodeError::at(
                at,
                format!("debug attribute {idx} refers to itself"),
            ));
        }
        if depth > MAX_DI_DEPTH {
            return Err(BytecodeError::at(
                at,
                format!("debug attributes nest more than {MAX_DI_DEPTH} levels deep"),
            ));
        }
        let mut i = dbg.attrs.entry(k);
        self.di_busy[k] = true;
        let r = self.di_body(&mut i, depth);
        self.di_busy[k] = false;
        let n = r.map_err(|e| e.within(format!("debug attribute {idx}")))?;
        self.di_cache[k] = Some(n.clone());
        Ok(n)
    }

    fn di_ref(&mut self, i: &mut In, depth: u32) -> R<(DiNode, usize)> {
        let at = i.offset();
        let idx = i.varint("a debug attribute index")?;
        Ok((self.di(idx, at, depth + 1)?, at))
    }

    fn di_scope(
        &mut self,
        i: &mut In,
        depth: u32,
        want: fn(&DiScope) -> bool,
        what: &str,
    ) -> R<DiScope> {
        match self.di_ref(i, depth)? {
            (DiNode::Scope(s), _) if want(&s) => Ok(s),
            (_, at) => Err(BytecodeError::at(at, format!("expected {what}"))),
        }
    }

    fn di_loc_ref(&mut self, i: &mut In, depth: u32) -> R<DiLocation> {
        match self.di_ref(i, depth)? {
            (DiNode::Loc(l), _) => Ok(l),
            (_, at) => Err(BytecodeError::at(at, "expected a location")),
        }
    }

    fn u32_field(i: &mut In, what: &str) -> R<u32> {
        Ok(i.varint_max(u32::MAX as u64, what)? as u32)
    }

    fn di_body(&mut self, i: &mut In, depth: u32) -> R<DiNode> {
        let at = i.offset();
        let tag = i.varint("a debug tag")?;
        let is_file = |s: &DiScope| matches!(s, DiScope::File { .. });
        let is_unit = |s: &DiScope| matches!(s, DiScope::CompileUnit { .. });
        let is_local = |s: &DiScope| s.is_local_scope();
        Ok(match tag {
            di_tag::UNKNOWN => DiNode::Loc(DiLocation::Unknown),
            di_tag::FILE => {
                let name = self.read_string(i, "a file name")?;
                let dir = self.read_string(i, "a directory")?;
                DiNode::Scope(DiScope::File { name, dir })
            }
            di_tag::COMPILE_UNIT => {
                let file = self.di_scope(i, depth, is_file, "a DIFile")?;
                DiNode::Scope(DiScope::CompileUnit {
                    file: Box::new(file),
                })
            }
            di_tag::LEXICAL_BLOCK => {
                let scope = self.di_scope(i, depth, is_local, "a subprogram or lexical block")?;
                let file = self.di_scope(i, depth, is_file, "a DIFile")?;
                let line = Self::u32_field(i, "a line")?;
                let col = Self::u32_field(i, "a column")?;
                DiNode::Scope(DiScope::LexicalBlock {
                    scope: Box::new(scope),
                    file: Box::new(file),
                    line,
                    col,
                })
            }
            di_tag::LOC => {
                let scope = self.di_scope(i, depth, is_local, "a subprogram or lexical block")?;
                let file = self.read_string(i, "a file name")?;
                let line = Self::u32_field(i, "a line")?;
                let col = Self::u32_field(i, "a column")?;
                DiNode::Loc(DiLocation::Loc {
                    scope,
                    file,
                    line,
                    col,
                })
            }
            di_tag::SUBPROGRAM => {
                let file = self.di_scope(i, depth, is_file, "a DIFile")?;
                let line = Self::u32_field(i, "a line")?;
                let name = self.read_string(i, "a subprogram name")?;
                let linkage = self.read_string(i, "a linkage name")?;
                let unit = self.di_scope(i, depth, is_unit, "a DICompileUnit")?;
                let scope_line = Self::u32_field(i, "a scope line")?;
                let flags = if self.version >= Version::V13_5 {
                    i.varint("subprogram flags")?
                } else {
                    0
                };
                DiNode::Scope(DiScope::Subprogram {
                    file: Box::new(file),
                    line,
                    name,
                    linkage,
                    unit: Box::new(unit),
                    scope_line,
                    flags,
                })
            }
            di_tag::CALL_SITE => {
                let callee = self.di_loc_ref(i, depth)?;
                let caller = self.di_loc_ref(i, depth)?;
                DiNode::Loc(DiLocation::CallSite {
                    callee: Box::new(callee),
                    caller: Box::new(caller),
                })
            }
            other => return Err(BytecodeError::at(at, format!("unknown debug tag {other}"))),
        })
    }

    fn loc_iter(&self, loc_index: u64, at: usize) -> R<LocIter> {
        if loc_index == 0 {
            return Ok(LocIter { next: None });
        }
        let Some(d) = &self.debug else {
            return Err(BytecodeError::at(
                at,
                format!("function debug index {loc_index} but the file has no debug section"),
            ));
        };
        let Some(&start) = d.func_offsets.get((loc_index - 1) as usize) else {
            return Err(BytecodeError::at(
                at,
                format!(
                    "function debug index {loc_index} out of range ({} entries)",
                    d.func_offsets.len()
                ),
            ));
        };
        Ok(LocIter {
            next: Some(start as usize),
        })
    }

    fn next_loc(&mut self, it: &mut LocIter, at: usize) -> R<Loc> {
        let Some(k) = it.next else {
            return Ok(Loc::Unknown);
        };
        let d = self.debug.as_ref().expect("debug section");
        let Some(&v) = d.indices.get(k) else {
            return Err(BytecodeError::at(
                at,
                format!(
                    "the debug section has no location for this op (entry {k} of {})",
                    d.indices.len()
                ),
            ));
        };
        it.next = Some(k + 1);
        match self.di(v, at, 0)? {
            DiNode::Loc(l) => Ok(l.to_loc()),
            DiNode::Scope(_) => Err(BytecodeError::at(
                at,
                format!("debug attribute {v} is not a location"),
            )),
        }
    }

    // ----- functions and instructions -----

    fn new_value(&mut self, ty: Type) -> ValueId {
        let id = ValueId(self.values.len() as u32);
        self.values.push(ValueDef { ty, name: None });
        id
    }

    fn operand(&self, i: &mut In) -> R<ValueId> {
        let at = i.offset();
        let k = i.varint("an operand index")?;
        match self.scope.get(k as usize) {
            Some(&v) if k <= usize::MAX as u64 => Ok(v),
            _ => Err(BytecodeError::at(
                at,
                format!(
                    "operand index {k} out of range ({} values defined here)",
                    self.scope.len()
                ),
            )),
        }
    }

    fn op(&mut self, i: &mut In, locs: &mut LocIter, depth: u32) -> R<Op> {
        let at = i.offset();
        let opcode = i.varint("an opcode")?;
        let Some(def) = u16::try_from(opcode).ok().and_then(ops::by_opcode) else {
            let what = if (0x4000..0x8000).contains(&opcode) {
                "preview opcode"
            } else {
                "opcode"
            };
            return Err(BytecodeError::at(
                at,
                format!("unknown {what} 0x{opcode:x}"),
            ));
        };
        if def.since > self.version {
            return Err(BytecodeError::at(
                at,
                format!(
                    "opcode 0x{opcode:x} ('{}', since {}) is not available in bytecode {}",
                    def.name, def.since, self.version
                ),
            ));
        }
        self.op_body(i, def, locs, depth, at)
            .map_err(|e| e.within(format!("'{}' at byte {at}", def.name)))
    }

    fn op_body(
        &mut self,
        i: &mut In,
        def: &'static OpDef,
        locs: &mut LocIter,
        depth: u32,
        at: usize,
    ) -> R<Op> {
        let v = self.version;
        let lay = layout(def);
        let loc = self.next_loc(locs, at)?;
        // Results.
        let n_results = if lay.counted_results {
            let n_at = i.offset();
            let n = i.count(1, "the number of results")?;
            if result_split(def, n, |g| g.since <= v).is_none() {
                return Err(BytecodeError::at(
                    n_at,
                    format!("'{}' cannot have {n} results in bytecode {v}", def.name),
                ));
            }
            n
        } else {
            def.results.iter().filter(|g| g.since <= v).count()
        };
        let mut result_types = Vec::with_capacity(cap(n_results));
        for _ in 0..n_results {
            result_types.push(self.read_type(i, "a result type")?);
        }
        // Flags.
        let mut flags = 0u64;
        if lay.has_flags(v) {
            let f_at = i.offset();
            flags = i.varint("the flags field")?;
            let known = if lay.flags.len() >= 64 {
                u64::MAX
            } else {
                (1u64 << lay.flags.len()) - 1
            };
            if flags & !known != 0 {
                return Err(BytecodeError::at(
                    f_at,
                    format!("unknown bits 0x{:x} in the flags field", flags & !known),
                ));
            }
            for (b, (_, since)) in lay.flags.iter().enumerate() {
                if flags & (1 << b) != 0 && *since > v {
                    return Err(BytecodeError::at(
                        f_at,
                        format!("flag bit {b} is set for a field that requires bytecode {since}"),
                    ));
                }
            }
        }
        let bit = |f: FlagField| lay.bit_of(f).is_some_and(|b| flags & (1 << b) != 0);
        // Attributes.
        let mut attrs = vec![];
        for (k, d) in def.attrs.iter().enumerate() {
            let flagged = lay.bit_of(FlagField::Attr(k)).is_some();
            if flagged {
                if bit(FlagField::Attr(k)) {
                    let a = self
                        .op_attr(i, d, result_types.first())
                        .map_err(|e| e.within(format!("attribute '{}'", d.name)))?;
                    attrs.push((d.name.clone(), a));
                }
                continue;
            }
            if d.since <= v {
                let a = self
                    .op_attr(i, d, result_types.first())
                    .map_err(|e| e.within(format!("attribute '{}'", d.name)))?;
                if d.always_encoded && is_empty_value(&a) {
                    continue;
                }
                attrs.push((d.name.clone(), a));
            } else if let Presence::Default(dv) = &d.presence {
                attrs.push((d.name.clone(), dv.clone()));
            } else if matches!(d.presence, Presence::Required) {
                return Err(BytecodeError::new(format!(
                    "attribute '{}' is required but bytecode {v} cannot hold it",
                    d.name
                )));
            }
        }
        // Operands.
        let mut operands = vec![];
        let mut segments = vec![];
        if def.has(traits::SEGMENTED) {
            for (g, gd) in def.operands.iter().enumerate() {
                let n = match gd.arity {
                    Arity::One => 1,
                    Arity::Optional => bit(FlagField::Operand(g)) as usize,
                    Arity::Variadic => {
                        i.count(1, &format!("the size of operand group '{}'", gd.name))?
                    }
                };
                for _ in 0..n {
                    operands.push(self.operand(i)?);
                }
                segments.push(n as u32);
            }
        } else if lay.counted_operands {
            let n_at = i.offset();
            let n = i.count(1, "the number of operands")?;
            for _ in 0..n {
                operands.push(self.operand(i)?);
            }
            segments = crate::text::parser::distribute(def, n).ok_or_else(|| {
                BytecodeError::at(n_at, format!("'{}' cannot take {n} operands", def.name))
            })?;
        } else {
            for _ in &def.operands {
                operands.push(self.operand(i)?);
                segments.push(1);
            }
        }
        // Regions.
        let mut regions = vec![];
        if def.regions > 0 {
            let r_at = i.offset();
            let n = i.varint("the number of regions")?;
            if n != def.regions as u64 {
                return Err(BytecodeError::at(
                    r_at,
                    format!(
                        "'{}' has {} regions, the file gives {n}",
                        def.name, def.regions
                    ),
                ));
            }
            if depth >= MAX_REGION_DEPTH {
                return Err(BytecodeError::at(
                    r_at,
                    format!("regions nest more than {MAX_REGION_DEPTH} levels deep"),
                ));
            }
            for _ in 0..n {
                regions.push(self.region(i, locs, depth + 1)?);
            }
        }
        let results = result_types
            .into_iter()
            .map(|t| self.new_value(t))
            .collect::<Vec<_>>();
        self.scope.extend(&results);
        Ok(Op {
            id: def.id,
            operands,
            segments,
            results,
            attrs,
            regions,
            loc,
            span: Span::at(at),
        })
    }

    fn region(&mut self, i: &mut In, locs: &mut LocIter, depth: u32) -> R<Region> {
        let at = i.offset();
        let nblocks = i.varint("the number of blocks")?;
        match nblocks {
            0 => Ok(Region::default()),
            1 => Ok(Region::with_block(self.block(i, locs, depth)?)),
            n => Err(BytecodeError::at(
                at,
                format!("a region has {n} blocks; Tile IR regions have at most one"),
            )),
        }
    }

    fn block(&mut self, i: &mut In, locs: &mut LocIter, depth: u32) -> R<Block> {
        let mark = self.scope.len();
        let nargs = i.count(1, "the number of block arguments")?;
        let mut args = Vec::with_capacity(cap(nargs));
        for _ in 0..nargs {
            let t = self.read_type(i, "a block argument type")?;
            args.push(self.new_value(t));
        }
        self.scope.extend(&args);
        let at = i.offset();
        let nops = i.count(1, "the number of operations")?;
        let mut ops = Vec::with_capacity(cap(nops));
        for k in 0..nops {
            ops.push(
                self.op(i, locs, depth)
                    .map_err(|e| e.within(format!("op #{k} of a block")))?,
            );
        }
        match ops.last() {
            None => {
                return Err(BytecodeError::at(
                    at,
                    "a block is empty; it must end with a terminator",
                ))
            }
            Some(o) if !o.def().has(traits::TERMINATOR) => {
                return Err(BytecodeError::at(
                    at,
                    format!(
                        "a block ends with '{}', which is not a terminator",
                        o.name()
                    ),
                ))
            }
            _ => {}
        }
        self.scope.truncate(mark);
        Ok(Block { args, ops })
    }

    fn func(&mut self, i: &mut In) -> R<Func> {
        let at = i.offset();
        let name = self.read_string(i, "a function name")?;
        if name.is_empty() {
            return Err(BytecodeError::at(at, "a function has an empty name"));
        }
        self.func_named(i, &name, at)
            .map_err(|e| e.within(format!("function '{name}'")))
    }

    fn func_named(&mut self, i: &mut In, name: &str, at: usize) -> R<Func> {
        let v = self.version;
        let s_at = i.offset();
        let (ins, outs) = match self.read_type(i, "a function signature")? {
            Type::Function(a, b) => (a, b),
            t => {
                return Err(BytecodeError::at(
                    s_at,
                    format!("the signature is not a function type: {t}"),
                ))
            }
        };
        let f_at = i.offset();
        let flags = i.byte("function flags")?;
        if flags & !7 != 0 {
            return Err(BytecodeError::at(
                f_at,
                format!("unknown function flag bits 0x{flags:02x}"),
            ));
        }
        if flags & func_flag::KERNEL == 0 {
            return Err(BytecodeError::at(
                f_at,
                "only kernel entry functions can be stored in bytecode",
            ));
        }
        let l_at = i.offset();
        let loc_index = i.varint("the function's debug index")?;
        let has_hints = if v >= Version::V13_5 {
            true
        } else {
            flags & func_flag::HAS_HINTS != 0
        };
        let mut hints = None;
        if has_hints {
            let h_at = i.offset();
            match self.self_contained(i, 0)? {
                Attr::Hints(h) => hints = (!h.entries.is_empty()).then_some(h),
                other => {
                    return Err(BytecodeError::at(
                        h_at,
                        format!("expected optimization hints, got {other:?}"),
                    ))
                }
            }
        }
        let mut arg_attrs = vec![];
        if v >= Version::V13_5 {
            let a_at = i.offset();
            match self.self_contained(i, 0)? {
                Attr::Array(items) => {
                    if !items.is_empty() && items.len() != ins.len() {
                        return Err(BytecodeError::at(
                            a_at,
                            format!(
                                "{} argument attribute dictionaries for {} parameters",
                                items.len(),
                                ins.len()
                            ),
                        ));
                    }
                    for it in items {
                        match it {
                            Attr::Dict(d) => arg_attrs.push(d),
                            other => {
                                return Err(BytecodeError::at(
                                    a_at,
                                    format!(
                                        "argument attributes must be dictionaries, got {other:?}"
                                    ),
                                ))
                            }
                        }
                    }
                    if arg_attrs.iter().all(|a| a.is_empty()) {
                        arg_attrs.clear();
                    }
                }
                other => {
                    return Err(BytecodeError::at(
                        a_at,
                        format!("expected an array of argument attributes, got {other:?}"),
                    ))
                }
            }
        }
        let len = i.varint("the function body length")?;
        let body = i.take(
            usize::try_from(len).unwrap_or(usize::MAX),
            "the function body",
        )?;
        let mut locs = self.loc_iter(loc_index, l_at)?;
        let loc = self.next_loc(&mut locs, l_at)?;
        self.values.clear();
        self.scope.clear();
        let params: Vec<ValueId> = ins.iter().map(|t| self.new_value(t.clone())).collect();
        self.scope.extend(&params);
        let mut b = In::new(body, i.offset() - body.len());
        let mut ops = vec![];
        while !b.at_end() {
            let k = ops.len();
            ops.push(
                self.op(&mut b, &mut locs, 0)
                    .map_err(|e| e.within(format!("op #{k} of the body")))?,
            );
        }
        Ok(Func {
            kind: FuncKind::Entry,
            name: name.to_string(),
            params: params.clone(),
            results: outs,
            body: Block { args: params, ops },
            values: std::mem::take(&mut self.values),
            hints,
            arg_attrs,
            loc,
            span: Span::at(at),
        })
    }

    fn global(&mut self, i: &mut In) -> R<Global> {
        let at = i.offset();
        let name = self.read_string(i, "a global name")?;
        if name.is_empty() {
            return Err(BytecodeError::at(at, "a global has an empty name"));
        }
        let t_at = i.offset();
        let ty = self.read_type(i, "a global type")?;
        let c = i.varint("a global's constant index")?;
        let value = self.dense(&ty, c, t_at)?;
        let alignment = i.varint("a global alignment")?;
        let alignment = i64::try_from(alignment)
            .map_err(|_| BytecodeError::at(t_at, "global alignment too large"))?;
        let (mut visibility, mut constant) = (SymbolVisibility::Public, false);
        if self.version >= Version::V13_3 {
            let v_at = i.offset();
            visibility = match i.varint("a symbol visibility")? {
                0 => SymbolVisibility::Public,
                1 => SymbolVisibility::Private,
                x => {
                    return Err(BytecodeError::at(
                        v_at,
                        format!("invalid symbol visibility {x}"),
                    ))
                }
            };
            constant = i.varint("a global's constant flag")? != 0;
        }
        Ok(Global {
            name,
            visibility,
            constant,
            alignment: (alignment != 0).then_some(alignment),
            value,
            ty,
            loc: Loc::Unknown,
            span: Span::at(at),
        })
    }

    fn module(&mut self, s: &[Option<Section<'a>>; section::COUNT as usize]) -> R<Module> {
        let producer = match s[section::PRODUCER as usize] {
            Some(sec) => {
                self.check_since(sec.base, || "the producer section".into(), Version::V13_3)?;
                let mut i = sec.input();
                let p = self
                    .read_string(&mut i, "the producer")
                    .map_err(|e| e.within("the producer section"))?;
                if !i.at_end() {
                    return i.err("trailing bytes in the producer section");
                }
                Some(p)
            }
            None => None,
        };
        let mut items = vec![];
        if let Some(sec) = s[section::GLOBAL as usize] {
            let mut i = sec.input();
            let per = if self.version >= Version::V13_3 { 6 } else { 4 };
            let n = i
                .count(per, "the number of globals")
                .map_err(|e| e.within("the global section"))?;
            for k in 0..n {
                let g = self
                    .global(&mut i)
                    .map_err(|e| e.within(format!("global #{k}")))?;
                items.push(Item::Global(g));
            }
            if !i.at_end() {
                return i.err("trailing bytes in the global section");
            }
        }
        let sec = s[section::FUNC as usize].expect("checked");
        let mut i = sec.input();
        let n = i
            .count(1, "the number of functions")
            .map_err(|e| e.within("the function section"))?;
        for _ in 0..n {
            items.push(Item::Func(self.func(&mut i)?));
        }
        // The reference writer pads the end of the function section to 8 bytes; cuTile does not.
        if i.remaining() >= 8 {
            return i.err(format!(
                "{} trailing bytes in the function section",
                i.remaining()
            ));
        }
        self.func_padding = i.take(i.remaining(), "function section padding")?.to_vec();
        Ok(Module {
            name: "kernels".into(),
            producer,
            attrs: vec![],
            items,
            loc: Loc::Unknown,
            span: Span::at(0),
        })
    }
}

/// Whether an always-encoded attribute holds its empty value (an all-false or empty array).
pub(crate) fn is_empty_value(a: &Attr) -> bool {
    match a {
        Attr::BoolArray(v) => v.iter().all(|b| !b),
        Attr::I32Array(v) | Attr::I64Array(v) => v.is_empty(),
        _ => false,
    }
}

fn read_debug(sec: Section) -> R<Debug> {
    let mut i = sec.input();
    let nf = i.varint("the number of functions with debug info")?;
    i.align(4, "debug offsets")?;
    if nf > (i.remaining() / 4) as u64 {
        return i.err(format!(
            "{nf} debug function offsets cannot fit in the {} remaining bytes",
            i.remaining()
        ));
    }
    let mut func_offsets = Vec::with_capacity(nf as usize);
    for _ in 0..nf {
        func_offsets.push(i.le(4, "a debug function offset")?);
    }
    let ni = i.varint("the number of debug indices")?;
    i.align(8, "debug indices")?;
    if ni > (i.remaining() / 8) as u64 {
        return i.err(format!(
            "{ni} debug indices cannot fit in the {} remaining bytes",
            i.remaining()
        ));
    }
    let mut indices = Vec::with_capacity(ni as usize);
    for _ in 0..ni {
        indices.push(i.le(8, "a debug index")?);
    }
    let attrs = read_table(&mut i, 4, "debug attributes")?;
    Ok(Debug {
        func_offsets,
        indices,
        attrs,
    })
}

/// Decodes a constant's raw bytes (one element for a splat, or all of them) for a tile type.
pub(crate) fn decode_dense(
    elem: ElemType,
    shape: Vec<i64>,
    count: u64,
    raw: &[u8],
) -> Result<DenseAttr, String> {
    let w = elem.bit_width();
    let mask = if w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
    if elem == ElemType::I1 {
        if raw.len() == 1 && (raw[0] == 0 || raw[0] == 0xFF) {
            return Ok(DenseAttr {
                elem,
                shape,
                bits: vec![(raw[0] != 0) as u64],
            });
        }
        if count > MAX_CONSTANT_ELEMENTS {
            return Err(format!(
                "{count} elements; a tile holds at most {MAX_CONSTANT_ELEMENTS}"
            ));
        }
        if raw.len() as u64 != count.div_ceil(8) {
            return Err(format!(
                "{} bytes of i1 data for {count} elements",
                raw.len()
            ));
        }
        let bits = (0..count as usize)
            .map(|k| ((raw[k / 8] >> (k % 8)) & 1) as u64)
            .collect();
        return Ok(DenseAttr { elem, shape, bits });
    }
    let bytes = (w as usize).div_ceil(8);
    if raw.len() != bytes && count > MAX_CONSTANT_ELEMENTS {
        return Err(format!(
            "{count} elements; a tile holds at most {MAX_CONSTANT_ELEMENTS}"
        ));
    }
    let get = |k: usize| {
        raw[k * bytes..(k + 1) * bytes]
            .iter()
            .rev()
            .fold(0u64, |a, &b| (a << 8) | b as u64)
            & mask
    };
    if raw.len() == bytes {
        return Ok(DenseAttr {
            elem,
            shape,
            bits: vec![get(0)],
        });
    }
    if count.checked_mul(bytes as u64) != Some(raw.len() as u64) {
        return Err(format!(
            "{} bytes of data do not hold 1 or {count} elements of {elem}",
            raw.len()
        ));
    }
    Ok(DenseAttr {
        elem,
        shape,
        bits: (0..count as usize).map(get).collect(),
    })
}

//! A generated program: inputs loaded whole from buffers, a straight line of ops, outputs stored
//! whole. Values are numbered inputs first, then ops. The generator, the oracles and the reducer
//! all work on this form; `text` writes it as a Tile IR module (ops in MLIR's generic form, so
//! nothing here knows an op's custom syntax).

use tileref_spec::attrs::Attr;
use tileref_spec::ops::OpDef;
use tileref_spec::text::printer::generic_attr;
use tileref_spec::types::{ElemType, Padding};

#[derive(Clone, Debug, PartialEq)]
pub struct TileTy {
    pub shape: Vec<i64>,
    pub elem: ElemType,
}

impl TileTy {
    pub fn new(shape: Vec<i64>, elem: ElemType) -> TileTy {
        TileTy { shape, elem }
    }
    pub fn len(&self) -> usize {
        self.shape.iter().product::<i64>() as usize
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    pub fn text(&self) -> String {
        if self.shape.is_empty() {
            format!("tile<{}>", self.elem.name())
        } else {
            let dims: Vec<String> = self.shape.iter().map(|d| d.to_string()).collect();
            format!("tile<{}x{}>", dims.join("x"), self.elem.name())
        }
    }
}

/// Element types that live in memory, so every input and output can be a host buffer: every
/// type of the spec's list but i4 (registers only), in its order. A type added there that this
/// array has no room for stops the build here.
pub const ELEMS: [ElemType; 15] = {
    let mut out = [ElemType::I1; 15];
    let (mut i, mut k) = (0, 0);
    while i < ElemType::ALL.len() {
        if !matches!(ElemType::ALL[i], ElemType::I4) {
            out[k] = ElemType::ALL[i];
            k += 1;
        }
        i += 1;
    }
    assert!(k == out.len(), "ELEMS is every type but i4");
    out
};

/// Whether a tile of `ty` can be read from or written to a buffer through a view: 4-bit
/// elements need an even count.
pub fn storable(ty: &TileTy) -> bool {
    ty.elem != ElemType::F4E2M1FN || ty.len() % 2 == 0
}

/// An input: per tile block `ty.len()` element patterns, all blocks' data in one buffer.
#[derive(Clone, Debug, PartialEq)]
pub struct Input {
    pub ty: TileTy,
    pub bits: Vec<u64>,
    /// A partial last tile: the buffer lacks this many elements at its end, and the view
    /// gives the padding value there (`bits` holds the padding's pattern at those places).
    pub pad: Option<(Padding, usize)>,
}

impl Input {
    pub fn new(ty: TileTy, bits: Vec<u64>) -> Input {
        Input {
            ty,
            bits,
            pad: None,
        }
    }

    /// Elements the buffer holds.
    pub fn stored(&self) -> usize {
        self.bits.len() - self.pad.map_or(0, |p| p.1)
    }
}

#[derive(Clone, Debug)]
pub struct Node {
    pub op: &'static OpDef,
    pub operands: Vec<usize>,
    pub attrs: Vec<(String, Attr)>,
    pub ty: TileTy,
    /// The combiner of a `reduce` or `scan`: one op on two scalar tiles of the element type,
    /// with its attributes (the region yields its result).
    pub combiner: Option<(&'static OpDef, Vec<(String, Attr)>)>,
    /// Control flow around the op (its result has its first operand's type).
    pub wrap: Option<Wrap>,
}

/// Control flow around one op whose result has its first operand's type.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Wrap {
    /// `for` with this many trips, the first operand the loop-carried value: the op applied
    /// that many times (none: the first operand itself).
    For(u32),
    /// `if` on the tile block's id: even blocks apply the op, odd ones yield the first operand.
    If,
}

#[derive(Clone, Debug)]
pub struct Program {
    /// Tile blocks along x; block b works on the b-th tile of every buffer.
    pub grid: u32,
    pub inputs: Vec<Input>,
    pub nodes: Vec<Node>,
    /// Values stored to the output buffers, in order.
    pub outputs: Vec<usize>,
}

pub const ENTRY: &str = "fuzz";

impl Program {
    pub fn value_ty(&self, v: usize) -> &TileTy {
        if v < self.inputs.len() {
            &self.inputs[v].ty
        } else {
            &self.nodes[v - self.inputs.len()].ty
        }
    }

    pub fn num_values(&self) -> usize {
        self.inputs.len() + self.nodes.len()
    }

    /// The number of generated ops (what a reduction shrinks).
    pub fn op_count(&self) -> usize {
        self.nodes.len()
    }

    /// Names of the ops used, in order of first use.
    pub fn op_names(&self) -> Vec<&'static str> {
        let mut out: Vec<&'static str> = vec![];
        for n in &self.nodes {
            if !out.contains(&n.op.name) {
                out.push(n.op.name);
            }
        }
        out
    }

    /// The module text. Each buffer is read and written through a partition view whose tile is
    /// one block's share, indexed by the block id.
    pub fn text(&self) -> String {
        format!("cuda_tile.module @fuzz {{\n{}}}\n", self.entry_text(ENTRY))
    }

    /// The program as one entry named `name` (batches put many in one module).
    pub fn entry_text(&self, name: &str) -> String {
        let mut s = String::new();
        let mut params: Vec<String> = self
            .inputs
            .iter()
            .enumerate()
            .map(|(i, x)| format!("%in{i}: tile<ptr<{}>>", x.ty.elem.name()))
            .collect();
        for (j, &v) in self.outputs.iter().enumerate() {
            params.push(format!(
                "%out{j}: tile<ptr<{}>>",
                self.value_ty(v).elem.name()
            ));
        }
        s += &format!("  entry @{name}({}) {{\n", params.join(", "));
        s += "    %bx, %by, %bz = get_tile_block_id : tile<i32>\n";
        for (i, x) in self.inputs.iter().enumerate() {
            let (tv, pv, flat) = self.views_of(&x.ty, x.stored(), x.pad.map(|p| p.0));
            s += &format!(
                "    %tvi{i} = make_tensor_view %in{i}, shape = [{}], strides = [1] : {tv}\n",
                x.stored()
            );
            s += &format!("    %pvi{i} = make_partition_view %tvi{i} : {pv}\n");
            s += &format!("    %ldi{i}, %tki{i} = load_view_tko weak %pvi{i}[%bx] : {pv}, tile<i32> -> {flat}, token\n");
            s += &format!("    %v{i} = reshape %ldi{i} : {flat} -> {}\n", x.ty.text());
        }
        let ni = self.inputs.len();
        for (k, n) in self.nodes.iter().enumerate() {
            let ops: Vec<String> = n.operands.iter().map(|v| format!("%v{v}")).collect();
            let tys: Vec<String> = n
                .operands
                .iter()
                .map(|&v| self.value_ty(v).text())
                .collect();
            let attrs = if n.attrs.is_empty() {
                String::new()
            } else {
                format!(" <{}>", generic_attr(&Attr::Dict(n.attrs.clone())))
            };
            let region = match &n.combiner {
                None => String::new(),
                Some((c, cattrs)) => {
                    let t = TileTy::new(vec![], n.ty.elem).text();
                    let ca = if cattrs.is_empty() {
                        String::new()
                    } else {
                        format!(" <{}>", generic_attr(&Attr::Dict(cattrs.clone())))
                    };
                    format!(
                        " ({{\n      ^bb0(%a{k}: {t}, %b{k}: {t}):\n      %c{k} = \"cuda_tile.{}\"(%a{k}, %b{k}){ca} : ({t}, {t}) -> {t}\n      \"cuda_tile.yield\"(%c{k}) : ({t}) -> ()\n    }})",
                        c.name
                    )
                }
            };
            let call = |ops: &[String]| {
                format!(
                    "\"cuda_tile.{}\"({}){attrs}{region} : ({}) -> {}",
                    n.op.name,
                    ops.join(", "),
                    tys.join(", "),
                    n.ty.text()
                )
            };
            let (v, ty) = (ni + k, n.ty.text());
            match n.wrap {
                None => s += &format!("    %v{v} = {}\n", call(&ops)),
                Some(Wrap::For(trips)) => {
                    let mut inner = ops.clone();
                    inner[0] = format!("%acc{k}");
                    s += &format!("    %lb{k} = constant <i32: 0> : tile<i32>\n    %ub{k} = constant <i32: {trips}> : tile<i32>\n    %st{k} = constant <i32: 1> : tile<i32>\n");
                    s += &format!("    %v{v} = for %iv{k} in (%lb{k} to %ub{k}, step %st{k}) : tile<i32> iter_values(%acc{k} = {}) -> ({ty}) {{\n", ops[0]);
                    s += &format!(
                        "      %n{k} = {}\n      continue %n{k} : {ty}\n    }}\n",
                        call(&inner)
                    );
                }
                Some(Wrap::If) => {
                    s += &format!("    %two{k} = constant <i32: 2> : tile<i32>\n    %zero{k} = constant <i32: 0> : tile<i32>\n");
                    s += &format!("    %par{k} = remi %bx, %two{k} signed : tile<i32>\n    %even{k} = cmpi equal %par{k}, %zero{k}, signed : tile<i32> -> tile<i1>\n");
                    s += &format!("    %v{v} = if %even{k} -> ({ty}) {{\n      %n{k} = {}\n      yield %n{k} : {ty}\n    }} else {{\n      yield {} : {ty}\n    }}\n", call(&ops), ops[0]);
                }
            }
        }
        for (j, &v) in self.outputs.iter().enumerate() {
            let ty = self.value_ty(v);
            let (tv, pv, flat) = self.views(ty);
            s += &format!("    %fo{j} = reshape %v{v} : {} -> {flat}\n", ty.text());
            s += &format!(
                "    %tvo{j} = make_tensor_view %out{j}, shape = [{}], strides = [1] : {tv}\n",
                ty.len() * self.grid as usize
            );
            s += &format!("    %pvo{j} = make_partition_view %tvo{j} : {pv}\n");
            s += &format!("    %sto{j} = store_view_tko weak %fo{j}, %pvo{j}[%bx] : {flat}, {pv}, tile<i32> -> token\n");
        }
        s += "    return\n  }\n";
        s
    }

    /// (tensor view type, partition view type, flat tile type) of a buffer of `ty` tiles.
    fn views(&self, ty: &TileTy) -> (String, String, String) {
        self.views_of(ty, ty.len() * self.grid as usize, None)
    }

    /// The same over a buffer of `total` elements, padded with `pad` past its end.
    fn views_of(
        &self,
        ty: &TileTy,
        total: usize,
        pad: Option<Padding>,
    ) -> (String, String, String) {
        let e = ty.elem.name();
        let n = ty.len();
        let tv = format!("tensor_view<{total}x{e}, strides=[1]>");
        let padding = pad
            .map(|p| format!("padding_value = {}, ", p.name()))
            .unwrap_or_default();
        (
            tv.clone(),
            format!("partition_view<tile=({n}), {padding}{tv}>"),
            format!("tile<{n}x{e}>"),
        )
    }

    /// The host buffers of a launch: every input, then a zeroed buffer per output.
    pub fn buffers(&self) -> Vec<(ElemType, Vec<u8>)> {
        let mut out: Vec<(ElemType, Vec<u8>)> = self
            .inputs
            .iter()
            .map(|x| {
                (
                    x.ty.elem,
                    tileref_conformance::elem::encode(x.ty.elem, &x.bits[..x.stored()]),
                )
            })
            .collect();
        for &v in &self.outputs {
            let ty = self.value_ty(v);
            out.push((
                ty.elem,
                vec![
                    0u8;
                    tileref_conformance::elem::buffer_len(ty.elem, ty.len() * self.grid as usize)
                ],
            ));
        }
        out
    }
}

//! The corpus generator: every expectation comes from an oracle that is not the interpreter
//! (Berkeley SoftFloat, rustc_apfloat, exact integer or rational arithmetic, ml_dtypes tables,
//! the host FPU where exact, or derivation by hand in the generator's own host model).
//! Deterministic: fixed seeds, no dependence on time or the machine.

#![allow(dead_code)]

pub mod convert;
pub mod float;
pub mod fmt;
pub mod int;
pub mod math;
pub mod mma_exact;
pub mod reduce_identity;
pub mod structural;
pub mod ub;

use tileref_spec::types::ElemType;

/// splitmix64: a small deterministic generator.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        tileref_spec::rng::splitmix64(&mut self.0)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// One generated case file.
pub struct GenFile {
    /// Path under `conformance/corpus/`.
    pub path: String,
    pub text: String,
}

/// A run being assembled.
pub struct RunB {
    pub name: String,
    pub entry: String,
    pub grid: [u32; 3],
    pub nan_bits: bool,
    pub args: Vec<String>,
    pub expects: Vec<String>,
    pub verdict: String,
}

impl RunB {
    pub fn arg_buf(&mut self, e: ElemType, src: &str) -> &mut Self {
        self.args.push(format!("buf {} {src}", e.name()));
        self
    }
    pub fn arg_scalar(&mut self, e: ElemType, bits: u64) -> &mut Self {
        self.args.push(format!("scalar {} {bits:x}", e.name()));
        self
    }
    pub fn expect(&mut self, arg: usize, src: &str, prov: &str) -> &mut Self {
        self.expects.push(format!("arg {arg} {src} prov={prov}"));
        self
    }
    pub fn expect_tol(
        &mut self,
        arg: usize,
        src: &str,
        prov: &str,
        ulps: u64,
        cr: bool,
    ) -> &mut Self {
        self.expects.push(format!(
            "arg {arg} {src} prov={prov} tol=ulp:{ulps} ref={}",
            if cr { "cr" } else { "approx" }
        ));
        self
    }
    pub fn verdict(&mut self, v: &str, prov: &str) -> &mut Self {
        self.verdict = format!("{v} prov={prov}");
        self
    }
}

/// A case file being assembled: directives, then the module.
pub struct CaseB {
    pub path: String,
    pub tier: &'static str,
    pub family: String,
    pub notes: Vec<String>,
    pub oracles: Vec<(String, String)>,
    pub data: Vec<(String, ElemType, Vec<u64>)>,
    pub runs: Vec<RunB>,
    pub globals: Vec<String>,
    pub entries: Vec<String>,
}

impl CaseB {
    pub fn new(path: &str, family: &str, tier: &'static str) -> CaseB {
        CaseB {
            path: path.to_string(),
            tier,
            family: family.to_string(),
            notes: vec![],
            oracles: vec![],
            data: vec![],
            runs: vec![],
            globals: vec![],
            entries: vec![],
        }
    }
    pub fn note(&mut self, s: &str) -> &mut Self {
        self.notes.push(s.to_string());
        self
    }
    pub fn oracle(&mut self, id: &str, text: &str) -> &mut Self {
        if !self.oracles.iter().any(|o| o.0 == id) {
            self.oracles.push((id.to_string(), text.to_string()));
        }
        self
    }
    /// Adds a data array (name must be unique in the file).
    pub fn data(&mut self, name: &str, e: ElemType, bits: Vec<u64>) -> String {
        assert!(
            !self.data.iter().any(|d| d.0 == name),
            "data {name} twice in {}",
            self.path
        );
        self.data.push((name.to_string(), e, bits));
        name.to_string()
    }
    pub fn entry(&mut self, text: String) {
        self.entries.push(text);
    }
    pub fn run(&mut self, name: &str, entry: &str, grid: u32) -> &mut RunB {
        self.runs.push(RunB {
            name: name.to_string(),
            entry: entry.to_string(),
            grid: [grid, 1, 1],
            nan_bits: false,
            args: vec![],
            expects: vec![],
            verdict: "ok prov=hand".into(),
        });
        self.oracle(
            "hand",
            "derived by hand from the spec text (digest sections named in the file)",
        );
        self.runs.last_mut().unwrap()
    }
    pub fn render(&self) -> GenFile {
        let mut w = tileref_conformance::case::Writer::new();
        w.line(&format!("@tier {}", self.tier));
        w.line(&format!("@family {}", self.family));
        for n in &self.notes {
            w.comment(n);
        }
        for (id, t) in &self.oracles {
            w.line(&format!("@oracle {id} {t}"));
        }
        // Arrays mostly equal to an earlier one (results of one op in two rounding modes, with
        // and without flush_to_zero) are written as patches of it.
        for (k, (n, e, b)) in self.data.iter().enumerate() {
            let best = self.data[..k]
                .iter()
                .filter(|(_, e2, b2)| e2 == e && b2.len() == b.len())
                .map(|(n2, _, b2)| (b2.iter().zip(b).filter(|(x, y)| x != y).count(), n2, b2))
                .min_by_key(|x| x.0);
            match best {
                Some((d, bn, bb)) if d * 3 < b.len() => w.data_patch(n, *e, bn, bb, b),
                _ => w.data(n, *e, b),
            }
        }
        for r in &self.runs {
            let g = if r.grid[1] == 1 && r.grid[2] == 1 {
                format!("{}", r.grid[0])
            } else {
                format!("{},{},{}", r.grid[0], r.grid[1], r.grid[2])
            };
            w.line(&format!(
                "@run {} entry={} grid={g}{}",
                r.name,
                r.entry,
                if r.nan_bits { " nan=bits" } else { "" }
            ));
            for a in &r.args {
                w.line(&format!("@arg {a}"));
            }
            w.line(&format!("@expect verdict {}", r.verdict));
            for e in &r.expects {
                w.line(&format!("@expect {e}"));
            }
        }
        let mut m = String::from("cuda_tile.module @conformance {\n");
        for g in &self.globals {
            m.push_str(g);
            m.push('\n');
        }
        for e in &self.entries {
            m.push_str(e);
        }
        m.push_str("}\n");
        GenFile {
            path: self.path.clone(),
            text: w.module(&m),
        }
    }
}

/// Tile IR spelling of a type.
pub fn ty(e: ElemType) -> &'static str {
    e.name()
}

/// An element-wise kernel over `n` elements in tiles of `t` (grid n/t): inputs `%x0..` are
/// loaded through partition views, `body` must define `%r : tile<t x out>`, which is stored to
/// the last argument.
pub fn ew_kernel(
    name: &str,
    ins: &[ElemType],
    out: ElemType,
    n: usize,
    t: usize,
    body: &str,
) -> String {
    let mut s = String::new();
    let mut params: Vec<String> = ins
        .iter()
        .enumerate()
        .map(|(i, e)| format!("%a{i}: tile<ptr<{}>>", ty(*e)))
        .collect();
    params.push(format!("%out: tile<ptr<{}>>", ty(out)));
    s.push_str(&format!("  entry @{name}({}) {{\n", params.join(", ")));
    s.push_str("    %bx, %by, %bz = get_tile_block_id : tile<i32>\n");
    for (i, e) in ins.iter().enumerate() {
        let tv = format!("tensor_view<{n}x{}, strides=[1]>", ty(*e));
        let pv = format!("partition_view<tile=({t}), {tv}>");
        s.push_str(&format!(
            "    %v{i} = make_tensor_view %a{i}, shape = [{n}], strides = [1] : {tv}\n"
        ));
        s.push_str(&format!("    %p{i} = make_partition_view %v{i} : {pv}\n"));
        s.push_str(&format!("    %x{i}, %t{i} = load_view_tko weak %p{i}[%bx] : {pv}, tile<i32> -> tile<{t}x{}>, token\n", ty(*e)));
    }
    for l in body.lines() {
        s.push_str("    ");
        s.push_str(l.trim());
        s.push('\n');
    }
    let tv = format!("tensor_view<{n}x{}, strides=[1]>", ty(out));
    let pv = format!("partition_view<tile=({t}), {tv}>");
    s.push_str(&format!(
        "    %vo = make_tensor_view %out, shape = [{n}], strides = [1] : {tv}\n"
    ));
    s.push_str(&format!("    %po = make_partition_view %vo : {pv}\n"));
    s.push_str(&format!(
        "    %to = store_view_tko weak %r, %po[%bx] : tile<{t}x{}>, {pv}, tile<i32> -> token\n",
        ty(out)
    ));
    s.push_str("    return\n  }\n");
    s
}

/// The tile size used for `n` elements: at most 1024, and n must be a multiple of it.
pub fn tile_for(n: usize) -> usize {
    let mut t = 1024;
    while n % t != 0 {
        t /= 2;
    }
    t
}

/// Every corpus file, in a fixed order.
pub fn generate() -> Vec<GenFile> {
    let mut out = vec![];
    out.extend(float::generate());
    out.extend(math::generate());
    out.extend(convert::generate());
    out.extend(int::generate());
    out.extend(structural::generate());
    out.extend(reduce_identity::generate());
    out.extend(ub::generate());
    out
}

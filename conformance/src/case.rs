//! The case format: a Tile IR module whose `// @` comment lines say what to run and what to
//! expect (docs/conformance.md). Parsing here knows nothing about any backend.

use std::collections::BTreeMap;
use tileref_spec::types::ElemType;

/// The format version this crate reads and writes.
pub const FORMAT_VERSION: u32 = 1;

/// Which runs of the corpus a file belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Tier {
    /// The subset `cargo test` runs.
    Ci,
    /// Only the full run.
    Full,
}

/// A named array of element bit patterns (`@data`).
#[derive(Clone, Debug, PartialEq)]
pub struct Data {
    pub elem: ElemType,
    pub bits: Vec<u64>,
}

/// An array-valued expression in `@arg buf` and `@expect arg`.
#[derive(Clone, Debug, PartialEq)]
pub enum Src {
    /// A `@data` array by name.
    Named(String),
    /// `zeros(N)`: N zero elements.
    Zeros(usize),
    /// `splat(N, HEX)`: N copies of one bit pattern.
    Splat(usize, u64),
    /// `rows(A, B)`: every element of A repeated len(B) times (the first factor of A × B).
    Rows(String, String),
    /// `cols(A, B)`: B repeated len(A) times (the second factor of A × B).
    Cols(String, String),
}

/// One kernel argument.
#[derive(Clone, Debug, PartialEq)]
pub enum ArgSpec {
    /// A host buffer holding the array, passed as a pointer to its first element.
    Buf { elem: ElemType, src: Src },
    /// A rank-0 scalar given by its bit pattern.
    Scalar { elem: ElemType, bits: u64 },
}

/// The verdict a run must reach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Ok,
    /// Undefined behaviour of the named kind (`out-of-bounds`, `division-by-zero`, …).
    Ub(String),
    Race,
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Verdict::Ok => write!(f, "ok"),
            Verdict::Ub(k) => write!(f, "ub {k}"),
            Verdict::Race => write!(f, "race"),
        }
    }
}

/// How results of an op the spec leaves approximate are compared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tolerance {
    /// Largest accepted distance in units in the last place of the element type.
    pub ulps: u64,
    /// The expected value is the certified correctly rounded result (`ref=cr`); a backend that
    /// claims correctly rounded approximations may be held to 0 ulp.
    pub correctly_rounded: bool,
}

/// An expectation on the buffer of one argument after the run.
#[derive(Clone, Debug, PartialEq)]
pub struct BufExpect {
    pub arg: usize,
    pub src: Src,
    /// Which `@oracle` produced the expected bits.
    pub oracle: String,
    pub tol: Option<Tolerance>,
}

/// One launch of one entry with its inputs and expectations.
#[derive(Clone, Debug, PartialEq)]
pub struct Run {
    pub name: String,
    pub entry: String,
    pub grid: [u32; 3],
    /// NaN patterns are data here (`nan=bits`) and must match bit for bit on every backend;
    /// otherwise (`nan=canonical`, the default) expected NaNs are the documented canonical NaN
    /// and a backend that does not promise it may return any NaN.
    pub nan_bits: bool,
    /// The expectations hold for one GPU's numerics, not the spec's (`numerics=h100`: what
    /// tileiras 13.5 code computes on an H100); the interpreter runs them in that mode, and
    /// tileref's PTX, which follows the spec mode, does not run them.
    pub h100: bool,
    /// Ops whose results in this run followed no model of the GPU's numerics (`unmodelled=
    /// mmaf,sin`): where the GPU differs, it may differ legally, and `gpu diff` counts those
    /// differences apart.
    pub unmodelled: Vec<String>,
    pub args: Vec<ArgSpec>,
    pub verdict: Verdict,
    /// Oracle of the verdict (hand derivation, as a rule).
    pub verdict_oracle: Option<String>,
    pub expects: Vec<BufExpect>,
    /// Line of the `@run` directive (1-based).
    pub line: usize,
}

impl Run {
    /// Assertions this run makes: one per expected element plus the verdict.
    pub fn assertions(&self, case: &Case) -> usize {
        1 + self
            .expects
            .iter()
            .map(|e| case.len_of(&e.src).unwrap_or(0))
            .sum::<usize>()
    }
}

/// A parsed case file.
#[derive(Clone, Debug, PartialEq)]
pub struct Case {
    pub path: String,
    pub tier: Tier,
    pub family: String,
    /// Oracle id → description.
    pub oracles: BTreeMap<String, String>,
    pub data: BTreeMap<String, Data>,
    pub runs: Vec<Run>,
    /// The whole file: the module the runs launch (directives are comments to it).
    pub source: String,
}

#[derive(Clone, Debug, PartialEq)]
pub struct FormatError {
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for FormatError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

fn parse_hex(s: &str) -> Result<u64, String> {
    let t = s.strip_prefix("0x").unwrap_or(s);
    u64::from_str_radix(t, 16).map_err(|_| format!("bad hex bit pattern '{s}'"))
}

fn parse_elem(s: &str) -> Result<ElemType, String> {
    ElemType::from_name(s).ok_or_else(|| format!("unknown element type '{s}'"))
}

fn parse_src(s: &str) -> Result<Src, String> {
    let s = s.trim();
    let call = |name: &str| -> Option<Vec<String>> {
        let inner = s.strip_prefix(name)?.strip_prefix('(')?.strip_suffix(')')?;
        Some(inner.split(',').map(|x| x.trim().to_string()).collect())
    };
    let num = |x: &str| x.parse::<usize>().map_err(|_| format!("bad count '{x}'"));
    if let Some(a) = call("zeros") {
        return Ok(Src::Zeros(num(&a[0])?));
    }
    if let Some(a) = call("splat") {
        if a.len() != 2 {
            return Err("splat takes (N, HEX)".into());
        }
        return Ok(Src::Splat(num(&a[0])?, parse_hex(&a[1])?));
    }
    if let Some(a) = call("rows") {
        if a.len() != 2 {
            return Err("rows takes (A, B)".into());
        }
        return Ok(Src::Rows(a[0].clone(), a[1].clone()));
    }
    if let Some(a) = call("cols") {
        if a.len() != 2 {
            return Err("cols takes (A, B)".into());
        }
        return Ok(Src::Cols(a[0].clone(), a[1].clone()));
    }
    if s.chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '-')
        && !s.is_empty()
    {
        return Ok(Src::Named(s.to_string()));
    }
    Err(format!("bad array expression '{s}'"))
}

fn parse_grid(s: &str) -> Result<[u32; 3], String> {
    let mut g = [1u32; 3];
    let parts: Vec<&str> = s.split(',').collect();
    if parts.is_empty() || parts.len() > 3 {
        return Err(format!("bad grid '{s}'"));
    }
    for (i, p) in parts.iter().enumerate() {
        g[i] = p.trim().parse().map_err(|_| format!("bad grid '{s}'"))?;
    }
    Ok(g)
}

/// Splits `key=value` words off a directive's tail.
fn keyvals(words: &[&str]) -> (Vec<String>, BTreeMap<String, String>) {
    let mut pos = vec![];
    let mut kv = BTreeMap::new();
    for w in words {
        match w.split_once('=') {
            Some((k, v)) => {
                kv.insert(k.to_string(), v.to_string());
            }
            None => pos.push(w.to_string()),
        }
    }
    (pos, kv)
}

/// Joins `// @...` directives with their `// + ...` continuation lines.
fn directives(src: &str) -> Vec<(usize, String)> {
    let mut out: Vec<(usize, String)> = vec![];
    for (i, line) in src.lines().enumerate() {
        let t = line.trim_start();
        let Some(c) = t.strip_prefix("//") else {
            continue;
        };
        let c = c.trim();
        if let Some(d) = c.strip_prefix('@') {
            out.push((i + 1, d.to_string()));
        } else if let Some(more) = c.strip_prefix('+') {
            if let Some(last) = out.last_mut() {
                last.1.push(' ');
                last.1.push_str(more.trim());
            }
        }
    }
    out
}

/// Splits a directive into words, keeping a trailing quoted text (for `@oracle`) whole.
fn words(d: &str) -> Vec<&str> {
    d.split_whitespace().collect()
}

impl Case {
    /// Parses the directives of a case file (the module itself is parsed by the backend).
    pub fn parse(path: &str, src: &str) -> Result<Case, FormatError> {
        let mut case = Case {
            path: path.to_string(),
            tier: Tier::Full,
            family: String::new(),
            oracles: BTreeMap::new(),
            data: BTreeMap::new(),
            runs: vec![],
            source: src.to_string(),
        };
        let mut seen_version = false;
        for (line, d) in directives(src) {
            let err = |m: String| FormatError { line, message: m };
            let w = words(&d);
            let Some(&kw) = w.first() else { continue };
            match kw {
                "conformance" => {
                    let v: u32 = w
                        .get(1)
                        .and_then(|v| v.parse().ok())
                        .ok_or_else(|| err("expected a version number".into()))?;
                    if v != FORMAT_VERSION {
                        return Err(err(format!("format version {v} is not supported (this reader takes {FORMAT_VERSION})")));
                    }
                    seen_version = true;
                }
                "tier" => {
                    case.tier = match w.get(1).copied() {
                        Some("ci") => Tier::Ci,
                        Some("full") => Tier::Full,
                        _ => return Err(err("tier must be ci or full".into())),
                    }
                }
                "family" => {
                    case.family = w
                        .get(1)
                        .ok_or_else(|| err("family needs a name".into()))?
                        .to_string()
                }
                "oracle" => {
                    let id = w.get(1).ok_or_else(|| err("oracle needs an id".into()))?;
                    let text = d
                        .splitn(3, char::is_whitespace)
                        .nth(2)
                        .unwrap_or("")
                        .trim()
                        .to_string();
                    case.oracles.insert(id.to_string(), text);
                }
                "data" => {
                    if w.len() < 3 {
                        return Err(err("@data NAME ELEM HEX...".into()));
                    }
                    let elem = parse_elem(w[2]).map_err(err)?;
                    let bits = if w.get(3) == Some(&"from") {
                        // `@data NAME ELEM from BASE I:HEX ...`: a copy of BASE with elements patched.
                        let base = w
                            .get(4)
                            .and_then(|b| case.data.get(*b))
                            .ok_or_else(|| err("`from` needs an earlier data name".into()))?;
                        if base.elem != elem {
                            return Err(err(format!(
                                "'{}' is {}, not {}",
                                w[4],
                                base.elem.name(),
                                elem.name()
                            )));
                        }
                        let mut bits = base.bits.clone();
                        for p in &w[5..] {
                            let (i, h) = p
                                .split_once(':')
                                .ok_or_else(|| err(format!("bad patch '{p}' (INDEX:HEX)")))?;
                            let i: usize =
                                i.parse().map_err(|_| err(format!("bad index in '{p}'")))?;
                            let slot = bits
                                .get_mut(i)
                                .ok_or_else(|| err(format!("patch index {i} out of range")))?;
                            *slot = parse_hex(h).map_err(err)?;
                        }
                        bits
                    } else {
                        w[3..]
                            .iter()
                            .map(|h| parse_hex(h))
                            .collect::<Result<Vec<_>, _>>()
                            .map_err(err)?
                    };
                    if case
                        .data
                        .insert(w[1].to_string(), Data { elem, bits })
                        .is_some()
                    {
                        return Err(err(format!("data '{}' defined twice", w[1])));
                    }
                }
                "run" => {
                    let (pos, kv) = keyvals(&w[1..]);
                    let name = pos
                        .first()
                        .ok_or_else(|| err("@run needs a name".into()))?
                        .clone();
                    let entry = kv
                        .get("entry")
                        .ok_or_else(|| err("@run needs entry=NAME".into()))?
                        .trim_start_matches('@')
                        .to_string();
                    let grid = parse_grid(kv.get("grid").map(|s| s.as_str()).unwrap_or("1"))
                        .map_err(err)?;
                    let nan_bits = match kv.get("nan").map(|s| s.as_str()) {
                        None | Some("canonical") => false,
                        Some("bits") => true,
                        Some(o) => {
                            return Err(err(format!("nan must be canonical or bits, not '{o}'")))
                        }
                    };
                    let h100 = match kv.get("numerics").map(|s| s.as_str()) {
                        None | Some("spec") => false,
                        Some("h100") => true,
                        Some(o) => {
                            return Err(err(format!("numerics must be spec or h100, not '{o}'")))
                        }
                    };
                    let unmodelled = kv
                        .get("unmodelled")
                        .map(|s| s.split(',').map(String::from).collect())
                        .unwrap_or_default();
                    case.runs.push(Run {
                        name,
                        entry,
                        grid,
                        nan_bits,
                        h100,
                        unmodelled,
                        args: vec![],
                        verdict: Verdict::Ok,
                        verdict_oracle: None,
                        expects: vec![],
                        line,
                    });
                }
                "arg" => {
                    let run = case
                        .runs
                        .last_mut()
                        .ok_or_else(|| err("@arg before any @run".into()))?;
                    let a = match (w.get(1).copied(), w.get(2)) {
                        (Some("buf"), Some(e)) => {
                            let elem = parse_elem(e).map_err(err)?;
                            let rest = w[3..].join(" ");
                            ArgSpec::Buf {
                                elem,
                                src: parse_src(&rest).map_err(err)?,
                            }
                        }
                        (Some("scalar"), Some(e)) => {
                            let elem = parse_elem(e).map_err(err)?;
                            let bits = parse_hex(
                                w.get(3)
                                    .ok_or_else(|| err("scalar needs a hex value".into()))?,
                            )
                            .map_err(err)?;
                            ArgSpec::Scalar { elem, bits }
                        }
                        _ => return Err(err("@arg buf ELEM SRC | @arg scalar ELEM HEX".into())),
                    };
                    run.args.push(a);
                }
                "expect" => {
                    let run = case
                        .runs
                        .last_mut()
                        .ok_or_else(|| err("@expect before any @run".into()))?;
                    let (pos, kv) = keyvals(&w[1..]);
                    match pos.first().map(|s| s.as_str()) {
                        Some("verdict") => {
                            run.verdict = match pos.get(1).map(|s| s.as_str()) {
                                Some("ok") => Verdict::Ok,
                                Some("race") => Verdict::Race,
                                Some("ub") => Verdict::Ub(
                                    pos.get(2)
                                        .ok_or_else(|| err("ub needs a kind".into()))?
                                        .clone(),
                                ),
                                _ => return Err(err("verdict must be ok, ub KIND or race".into())),
                            };
                            run.verdict_oracle = kv.get("prov").cloned();
                        }
                        Some("arg") => {
                            let arg: usize = pos
                                .get(1)
                                .and_then(|s| s.parse().ok())
                                .ok_or_else(|| err("@expect arg K SRC".into()))?;
                            let src = parse_src(&pos[2..].join(" ")).map_err(err)?;
                            let oracle = kv
                                .get("prov")
                                .ok_or_else(|| err("an expectation needs prov=ORACLE".into()))?
                                .clone();
                            let tol = match kv.get("tol") {
                                None => None,
                                Some(t) => {
                                    let n = t
                                        .strip_prefix("ulp:")
                                        .and_then(|n| n.parse().ok())
                                        .ok_or_else(|| {
                                            err(format!("bad tolerance '{t}' (ulp:N)"))
                                        })?;
                                    let cr = match kv.get("ref").map(|s| s.as_str()) {
                                        Some("cr") => true,
                                        Some("approx") | None => false,
                                        Some(o) => {
                                            return Err(err(format!(
                                                "ref must be cr or approx, not '{o}'"
                                            )))
                                        }
                                    };
                                    Some(Tolerance {
                                        ulps: n,
                                        correctly_rounded: cr,
                                    })
                                }
                            };
                            run.expects.push(BufExpect {
                                arg,
                                src,
                                oracle,
                                tol,
                            });
                        }
                        _ => return Err(err("@expect verdict ... | @expect arg K ...".into())),
                    }
                }
                other => return Err(err(format!("unknown directive @{other}"))),
            }
        }
        if !seen_version {
            return Err(FormatError {
                line: 1,
                message: "not a conformance case (no `// @conformance 1` line)".into(),
            });
        }
        case.check()?;
        Ok(case)
    }

    /// Cross-checks references: data names, oracle ids, argument indices, lengths.
    fn check(&self) -> Result<(), FormatError> {
        for r in &self.runs {
            let err = |m: String| FormatError {
                line: r.line,
                message: format!("run {}: {m}", r.name),
            };
            for a in &r.args {
                if let ArgSpec::Buf { src, .. } = a {
                    self.resolve(src).map_err(err)?;
                }
            }
            if let Some(o) = &r.verdict_oracle {
                if !self.oracles.contains_key(o) {
                    return Err(err(format!("unknown oracle '{o}'")));
                }
            }
            for e in &r.expects {
                if !self.oracles.contains_key(&e.oracle) {
                    return Err(err(format!("unknown oracle '{}'", e.oracle)));
                }
                let Some(ArgSpec::Buf { elem, src }) = r.args.get(e.arg) else {
                    return Err(err(format!(
                        "expectation on argument {} which is not a buffer",
                        e.arg
                    )));
                };
                let want = self.resolve(&e.src).map_err(err)?;
                let have = self.len_of(src).unwrap_or(0);
                if want.len() != have {
                    return Err(err(format!(
                        "argument {} holds {have} elements, the expectation {}",
                        e.arg,
                        want.len()
                    )));
                }
                if let Src::Named(n) = &e.src {
                    if self.data[n].elem != *elem {
                        return Err(err(format!(
                            "expectation '{n}' is {} but argument {} is {}",
                            self.data[n].elem.name(),
                            e.arg,
                            elem.name()
                        )));
                    }
                }
            }
        }
        Ok(())
    }

    fn named(&self, n: &str) -> Result<&Data, String> {
        self.data
            .get(n)
            .ok_or_else(|| format!("unknown data '{n}'"))
    }

    /// The element count of an array expression.
    pub fn len_of(&self, s: &Src) -> Option<usize> {
        Some(match s {
            Src::Named(n) => self.data.get(n)?.bits.len(),
            Src::Zeros(n) | Src::Splat(n, _) => *n,
            Src::Rows(a, b) | Src::Cols(a, b) => {
                self.data.get(a)?.bits.len() * self.data.get(b)?.bits.len()
            }
        })
    }

    /// The bit patterns of an array expression.
    pub fn resolve(&self, s: &Src) -> Result<Vec<u64>, String> {
        Ok(match s {
            Src::Named(n) => self.named(n)?.bits.clone(),
            Src::Zeros(n) => vec![0; *n],
            Src::Splat(n, v) => vec![*v; *n],
            Src::Rows(a, b) => {
                let (a, nb) = (&self.named(a)?.bits, self.named(b)?.bits.len());
                a.iter().flat_map(|&x| std::iter::repeat_n(x, nb)).collect()
            }
            Src::Cols(a, b) => {
                let (na, b) = (self.named(a)?.bits.len(), &self.named(b)?.bits);
                (0..na).flat_map(|_| b.iter().copied()).collect()
            }
        })
    }

    /// Assertions the whole file makes.
    pub fn assertions(&self) -> usize {
        self.runs.iter().map(|r| r.assertions(self)).sum()
    }
}

/// Hex digits used for one element of a type (its storage width).
/// The `@run` line's numerics words for a launch under `numerics=h100` (empty for the spec
/// mode): ` numerics=h100`, then ` unmodelled=OP,...` naming the ops of the launch's
/// `h100-unmodelled` reports, sorted, once each (what the parser above reads back).
pub fn h100_run_words(h100: bool, reports: &[tileref_interp::Report]) -> String {
    if !h100 {
        return String::new();
    }
    let mut ops: Vec<&str> = reports
        .iter()
        .filter(|r| r.kind == "h100-unmodelled")
        .filter_map(|r| r.site.as_ref().map(|s| s.op.as_str()))
        .collect();
    ops.sort();
    ops.dedup();
    if ops.is_empty() {
        " numerics=h100".to_string()
    } else {
        format!(" numerics=h100 unmodelled={}", ops.join(","))
    }
}

pub fn hex_digits(e: ElemType) -> usize {
    match e {
        ElemType::I1 => 1,
        e => (e.storage_bits() as usize).div_ceil(4),
    }
}

/// Writes case files: directives with long data lines wrapped into `// +` continuations.
#[derive(Default)]
pub struct Writer {
    out: String,
}

impl Writer {
    pub fn new() -> Writer {
        let mut w = Writer::default();
        w.line(&format!("@conformance {FORMAT_VERSION}"));
        w
    }
    /// One directive line (without the `// ` prefix).
    pub fn line(&mut self, s: &str) {
        self.out.push_str("// ");
        self.out.push_str(s);
        self.out.push('\n');
    }
    /// A plain comment line.
    pub fn comment(&mut self, s: &str) {
        self.line(s);
    }
    /// `@data NAME ELEM HEX...`, 16 values per line.
    pub fn data(&mut self, name: &str, elem: ElemType, bits: &[u64]) {
        let d = hex_digits(elem);
        let per = if d <= 4 {
            24
        } else if d <= 8 {
            16
        } else {
            8
        };
        let mut first = format!("@data {name} {}", elem.name());
        let mut chunks = bits.chunks(per);
        if let Some(c) = chunks.next() {
            for b in c {
                first.push_str(&format!(" {b:0d$x}"));
            }
        }
        self.line(&first);
        for c in chunks {
            let mut l = String::from("+");
            for b in c {
                l.push_str(&format!(" {b:0d$x}"));
            }
            self.line(&l);
        }
    }
    /// `@data NAME ELEM from BASE I:HEX ...`: `bits` written as the differences from an earlier
    /// array of the same length.
    pub fn data_patch(
        &mut self,
        name: &str,
        elem: ElemType,
        base: &str,
        base_bits: &[u64],
        bits: &[u64],
    ) {
        let d = hex_digits(elem);
        let diffs: Vec<String> = bits
            .iter()
            .zip(base_bits)
            .enumerate()
            .filter(|(_, (a, b))| a != b)
            .map(|(i, (a, _))| format!("{i}:{a:0d$x}"))
            .collect();
        let mut first = format!("@data {name} {} from {base}", elem.name());
        let mut chunks = diffs.chunks(12);
        if let Some(c) = chunks.next() {
            first.push(' ');
            first.push_str(&c.join(" "));
        }
        self.line(&first);
        for c in chunks {
            self.line(&format!("+ {}", c.join(" ")));
        }
    }
    /// Appends the module text (after the directives).
    pub fn module(mut self, text: &str) -> String {
        self.out.push_str(text);
        if !text.ends_with('\n') {
            self.out.push('\n');
        }
        self.out
    }
}

//! `tileref run`: launch a kernel on the CPU with inputs from a launch spec (JSON) or flags,
//! write outputs as .npy and a report.json, or print them as numpy does.
//!
//! Exit codes: 0 ran clean (warnings, such as UB continued past under `--ub warn`, do not
//! count); 1 invalid program, launch or flags; 3 undefined behaviour, a race,
//! a failed assert or another error was reported; 4 stopped by `--max-steps` or `--timeout`
//! (unless UB or a race was also found, which is 3).

use super::check::read_module;
use super::npy::{self, Npy};
use super::numpy_print::{array2string, dtype_name, shape_tuple, PrintOptions};
use clap::Args;
use serde_json::{json, Value as J};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;
use tileref_interp::{
    launch, Category, Memory, MmaMode, Numerics, Options, ReduceOrder, Report, Schedule, Status,
    UbPolicy,
};
use tileref_spec::diag::SourceFile;
use tileref_spec::float_bits;
use tileref_spec::ir::{Func, FuncKind, Module};
use tileref_spec::types::{Elem, ElemType, Type};

#[derive(Args)]
pub struct RunArgs {
    /// The kernel (.mlir text, or Tile IR bytecode).
    kernel: PathBuf,
    /// Launch spec (JSON): entry, grid, args, schedule, max_steps, timeout, ub.
    #[arg(long)]
    launch: Option<PathBuf>,
    /// Directory for arg<k>.npy outputs and report.json.
    #[arg(long)]
    out: Option<PathBuf>,
    /// Entry to run (default: the only one).
    #[arg(long)]
    entry: Option<String>,
    /// Grid extents, e.g. `4` or `4,2` (quick form).
    #[arg(long)]
    grid: Option<String>,
    /// Quick-form argument, in entry order: `f32:1.5`, `i32:7`, `bits:f32:0x7fc00000`,
    /// `buffer:in.npy:f32`, `array:in.npy:f32`, `zeros:f32:16x16`, `random:uniform:f32:1024:SEED`.
    #[arg(long = "arg")]
    args: Vec<String>,
    /// parallel | sequential | reverse | random:SEED (overrides the spec).
    #[arg(long)]
    schedule: Option<String>,
    /// Worker threads for the parallel schedule.
    #[arg(long)]
    threads: Option<usize>,
    /// linear | tree | reverse: the order in which reduce combines elements.
    #[arg(long, default_value = "linear")]
    reduce_order: String,
    /// exact | chain: how mmaf rounds Σ A·B + C (exact: the exact value rounded once;
    /// chain: one fma per k, rounding at each step).
    #[arg(long, default_value = "exact")]
    mma: String,
    /// spec | h100: whose numerics to reproduce where the spec leaves results open (h100: what
    /// tileiras 13.5 code computes on an H100, for the ops tileref models; report.json and
    /// the notes on stderr say which ops followed which).
    #[arg(long, default_value = "spec")]
    numerics: String,
    /// Print, for each op whose result followed a model of the GPU under `--numerics h100`
    /// (or kept the spec answer for want of one), which model and why (report.json always
    /// lists them).
    #[arg(long)]
    explain: bool,
    /// Also report unspecified (but defined) behaviour the results depended on.
    #[arg(long)]
    strict: bool,
    /// Skip data-race detection (faster; UB checks and results are unchanged).
    #[arg(long)]
    no_races: bool,
    /// What undefined behaviour does: `raise` (the default) stops the run (exit code 3); `warn`
    /// goes on past a view tile outside the view's index space (padding read, store dropped)
    /// and pointer elements outside every allocation (0 read, store or atomic dropped), each
    /// site reported once as a warning, other UB still stopping (overrides the spec's "ub").
    #[arg(long, value_enum, value_name = "POLICY")]
    ub: Option<UbArg>,
    /// Operations a tile block may execute before the whole run stops with exit code 4
    /// [default: 500000000, which an endless scalar loop reaches in about 20-40 s].
    #[arg(long, value_name = "N", value_parser = parse_max_steps, allow_hyphen_values = true)]
    max_steps: Option<u64>,
    /// Wall-clock seconds the launch may take before every tile block stops (exit code 4).
    #[arg(long, value_name = "SECONDS", value_parser = parse_timeout, allow_hyphen_values = true)]
    timeout: Option<Duration>,
    /// Print every element (without --out); by default large buffers are summarised as numpy does.
    #[arg(long)]
    print_full: bool,
    /// Which buffers --out receives: `all` (every buffer argument; one no op wrote is a copy
    /// of its input file) or `written` (only those some op of the launch wrote).
    #[arg(long, value_enum, default_value = "all", value_name = "WHICH")]
    save: Save,
}

#[derive(Clone, Copy, PartialEq, clap::ValueEnum)]
enum UbArg {
    Raise,
    Warn,
}

#[derive(Clone, Copy, PartialEq, clap::ValueEnum)]
enum Save {
    All,
    Written,
}

/// `--max-steps`: a whole number, at least 1.
fn parse_max_steps(s: &str) -> Result<u64, String> {
    s.trim()
        .parse::<u64>()
        .ok()
        .filter(|&n| n >= 1)
        .ok_or_else(|| format!("'{s}' is not a step count (a whole number, at least 1)"))
}

/// `--timeout`: seconds, a positive number.
fn parse_timeout(s: &str) -> Result<Duration, String> {
    let secs: f64 = s
        .trim()
        .parse()
        .map_err(|_| format!("'{s}' is not a number of seconds"))?;
    timeout_secs(secs)
}

fn timeout_secs(secs: f64) -> Result<Duration, String> {
    if !(secs > 0.0 && secs.is_finite()) {
        return Err(format!(
            "the timeout must be a positive number of seconds, not {secs}"
        ));
    }
    Duration::try_from_secs_f64(secs).map_err(|_| format!("a timeout of {secs:e} s is too long"))
}

/// The undefined-behaviour policy of a launch spec (`"ub": "raise" | "warn"`), where given.
fn spec_ub(spec: &J) -> Result<Option<UbPolicy>, String> {
    match spec.get("ub") {
        None => Ok(None),
        Some(v) => v
            .as_str()
            .and_then(UbPolicy::parse)
            .map(Some)
            .ok_or_else(|| format!("ub must be \"raise\" or \"warn\", not {v}")),
    }
}

/// The limits of a launch spec (`"max_steps": N`, `"timeout": SECONDS`), where given.
fn spec_limits(spec: &J) -> Result<(Option<u64>, Option<Duration>), String> {
    let steps = match spec.get("max_steps") {
        None => None,
        Some(v) => Some(
            v.as_u64()
                .filter(|&n| n >= 1)
                .ok_or_else(|| format!("max_steps must be a whole number, at least 1, not {v}"))?,
        ),
    };
    let timeout = match spec.get("timeout") {
        None => None,
        Some(v) => Some(timeout_secs(v.as_f64().ok_or_else(|| {
            format!("timeout must be a number of seconds, not {v}")
        })?)?),
    };
    Ok((steps, timeout))
}

/// A host argument after expansion: its bits, and the host buffer behind a pointer.
struct HostBuf {
    /// Index of the spec argument (for output names) and position within a list.
    arg: usize,
    sub: Option<usize>,
    elem: ElemType,
    descr: String,
    shape: Vec<u64>,
    addr: u64,
    /// The .npy file the bytes came from unchanged (not for i1 and 4-bit elements, which are
    /// converted on the way in): if the launch never wrote them, the output is a copy of it.
    file: Option<PathBuf>,
}

struct Prepared {
    bits: Vec<u64>,
    bufs: Vec<HostBuf>,
}

fn fail(msg: impl std::fmt::Display) -> i32 {
    eprintln!("error: {msg}");
    1
}

pub fn default_descr(e: ElemType) -> &'static str {
    match e {
        ElemType::I1 => "|b1",
        ElemType::I8 => "|i1",
        ElemType::I16 => "<i2",
        ElemType::I32 => "<i4",
        ElemType::I64 => "<i8",
        ElemType::F16 => "<f2",
        ElemType::F32 => "<f4",
        ElemType::F64 => "<f8",
        ElemType::BF16 => "<u2",
        ElemType::TF32 => "<u4",
        _ => "|u1",
    }
}

/// Whether an .npy dtype can carry elements of `e` (same width; ints in either signedness;
/// narrow floats as raw unsigned bits).
fn descr_ok(d: &str, e: ElemType) -> bool {
    let body = d.trim_start_matches(['<', '|', '=']);
    match e {
        ElemType::I1 => matches!(body, "b1" | "u1"),
        ElemType::I8 => matches!(body, "i1" | "u1"),
        ElemType::I16 => matches!(body, "i2" | "u2"),
        ElemType::I32 => matches!(body, "i4" | "u4"),
        ElemType::I64 => matches!(body, "i8" | "u8"),
        ElemType::F16 => matches!(body, "f2" | "u2"),
        ElemType::F32 => matches!(body, "f4" | "u4"),
        ElemType::F64 => matches!(body, "f8" | "u8"),
        ElemType::BF16 => body == "u2",
        ElemType::TF32 => body == "u4",
        _ => body == "u1",
    }
}

fn parse_elem(s: &str) -> Result<ElemType, String> {
    ElemType::from_name(s)
        .filter(|e| *e != ElemType::I4)
        .ok_or_else(|| format!("unknown element type '{s}'"))
}

/// Memory image of an array: 4-bit elements packed two per byte (low nibble first).
fn to_memory(a: Npy, e: ElemType) -> Vec<u8> {
    if e.bit_width() == 4 {
        let mut out = vec![0u8; a.data.len().div_ceil(2)];
        for (i, b) in a.data.iter().enumerate() {
            out[i / 2] |= (b & 0xF) << (4 * (i % 2));
        }
        out
    } else if e == ElemType::I1 {
        a.data.iter().map(|&b| (b != 0) as u8).collect()
    } else {
        a.data
    }
}

fn from_memory(bytes: &[u8], e: ElemType, n: usize) -> Vec<u8> {
    if e.bit_width() == 4 {
        (0..n)
            .map(|i| (bytes[i / 2] >> (4 * (i % 2))) & 0xF)
            .collect()
    } else {
        bytes.to_vec()
    }
}

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// Element bytes of a value given as f64 (floats rounded to nearest even, integers truncated).
fn value_bytes(e: ElemType, v: f64) -> u64 {
    if e.is_float() {
        let b = float_bits::encode_rne(e, v);
        if e == ElemType::TF32 {
            b << 13
        } else {
            b
        }
    } else {
        (v as i64) as u64 & tileref_interp::numeric::int_ops::mask(e.bit_width())
    }
}

fn push_elem(out: &mut Vec<u8>, e: ElemType, bits: u64) {
    let n = match e {
        ElemType::I1 => 1,
        ElemType::TF32 => 4,
        e if e.bit_width() == 4 => 1,
        e => e.storage_bytes() as usize,
    };
    out.extend_from_slice(&bits.to_le_bytes()[..n]);
}

/// An array source read, and the file that holds its data verbatim.
struct Loaded {
    arr: Npy,
    file: Option<PathBuf>,
    /// The data read as it lies, already in its host buffer (then `arr` holds the header).
    buf: Option<tileref_interp::memory::Buffer>,
}

impl Loaded {
    /// Places the array in the launch's memory as host argument `k`'s buffer; returns its
    /// address, its header and its file.
    fn place(self, mem: &Memory, k: usize, e: ElemType) -> (u64, Npy, Option<PathBuf>) {
        let header = Npy {
            descr: self.arr.descr.clone(),
            shape: self.arr.shape.clone(),
            data: vec![],
        };
        let addr = match self.buf {
            Some(b) => mem.alloc_host_owned(k, b, 256),
            None => mem.alloc_host_owned(k, to_memory(self.arr, e), 256),
        };
        (addr, header, self.file)
    }
}

/// Reads an array source: a path, `{"zeros": [...]}` or `{"random": ..., "shape": [...], "seed": N}`.
fn load_src(src: &J, e: ElemType, base: &Path) -> Result<Loaded, String> {
    let shape_of = |v: &J| -> Result<Vec<u64>, String> {
        v.as_array()
            .ok_or("shape must be a list")?
            .iter()
            .map(|d| {
                d.as_u64()
                    .ok_or_else(|| "shape entries must be non-negative integers".to_string())
            })
            .collect()
    };
    if let Some(p) = src.as_str() {
        let path = base.join(p);
        // i1 and 4-bit elements are converted on the way in; the others are used as they lie,
        // read straight into their host buffer.
        let verbatim = e != ElemType::I1 && e.bit_width() != 4;
        let (a, buf) = if verbatim {
            let (descr, shape, buf) = npy::read_file_into(&path, npy::host_buffer)
                .map_err(|err| format!("{}: {err}", path.display()))?;
            (
                Npy {
                    descr,
                    shape,
                    data: vec![],
                },
                Some(buf),
            )
        } else {
            (
                npy::read_file(&path).map_err(|err| format!("{}: {err}", path.display()))?,
                None,
            )
        };
        if !descr_ok(&a.descr, e) {
            return Err(format!(
                "{}: dtype {} cannot hold {e} elements (expected {})",
                path.display(),
                a.descr,
                default_descr(e)
            ));
        }
        return Ok(Loaded {
            arr: a,
            file: verbatim.then_some(path),
            buf,
        });
    }
    let descr = default_descr(e).to_string();
    let check = |shape: &[u64]| -> Result<usize, String> {
        let n = shape
            .iter()
            .try_fold(1u64, |a, &d| a.checked_mul(d))
            .filter(|&n| n <= 1 << 31)
            .ok_or("array too large (at most 2^31 elements)")?;
        Ok(n as usize)
    };
    if let Some(z) = src.get("zeros") {
        let shape = shape_of(z)?;
        let n = check(&shape)?;
        if e != ElemType::I1 && e.bit_width() != 4 {
            // Zero bytes as they lie in memory (an output buffer, usually).
            let buf = npy::zeroed_buffer(n * e.storage_bytes() as usize)?;
            return Ok(Loaded {
                arr: Npy {
                    descr,
                    shape,
                    data: vec![],
                },
                file: None,
                buf: Some(buf),
            });
        }
        let mut data = vec![];
        for _ in 0..n {
            push_elem(&mut data, e, 0);
        }
        return Ok(Loaded {
            arr: Npy { descr, shape, data },
            file: None,
            buf: None,
        });
    }
    if let Some(kind) = src.get("random").and_then(|k| k.as_str()) {
        let shape = shape_of(src.get("shape").ok_or("random source needs a shape")?)?;
        let n = check(&shape)?;
        let mut rng = Rng(src.get("seed").and_then(|s| s.as_u64()).unwrap_or(0));
        let mut data = vec![];
        for _ in 0..n {
            let bits = match kind {
                "bits" => {
                    let b =
                        rng.next() & tileref_interp::numeric::int_ops::mask(e.bit_width().min(64));
                    if e == ElemType::TF32 {
                        b << 13
                    } else {
                        b
                    }
                }
                "uniform" if e.is_int() => rng.next() % if e == ElemType::I1 { 2 } else { 64 },
                "uniform" => value_bytes(e, rng.unit()),
                "normal" => {
                    let (u1, u2) = (rng.unit().max(1e-300), rng.unit());
                    // Box-Muller with correctly rounded log and cos (pxfm), so the values are
                    // the same on every host, whatever its C math library.
                    let z = (-2.0 * pxfm::f_log(u1)).sqrt()
                        * pxfm::f_cos(2.0 * std::f64::consts::PI * u2);
                    value_bytes(e, if e.is_int() { (z * 16.0).round() } else { z })
                }
                other => {
                    return Err(format!(
                        "unknown random kind '{other}' (uniform, normal or bits)"
                    ))
                }
            };
            push_elem(&mut data, e, bits);
        }
        return Ok(Loaded {
            arr: Npy { descr, shape, data },
            file: None,
            buf: None,
        });
    }
    Err(format!("bad array source {src}"))
}

fn scalar_bits(spec: &J, e: ElemType) -> Result<u64, String> {
    if let Some(b) = spec.get("bits").and_then(|b| b.as_str()) {
        let h = b.trim_start_matches("0x").trim_start_matches("0X");
        return u64::from_str_radix(h, 16).map_err(|_| format!("bad bits '{b}'"));
    }
    let v = spec
        .get("value")
        .ok_or("a scalar needs 'value' or 'bits'")?;
    let mask = tileref_interp::numeric::int_ops::mask(e.bit_width());
    if let Some(b) = v.as_bool() {
        return Ok(b as u64);
    }
    if e.is_int() {
        if let Some(i) = v.as_i64() {
            return Ok(i as u64 & mask);
        }
        if let Some(u) = v.as_u64() {
            return Ok(u & mask);
        }
        return Err(format!("integer scalar expected, got {v}"));
    }
    let f = v
        .as_f64()
        .ok_or_else(|| format!("number expected, got {v}"))?;
    Ok(float_bits::encode_rne(e, f))
}

fn prepare(spec_args: &[J], base: &Path, mem: &Memory) -> Result<Prepared, String> {
    let mut bits = vec![];
    let mut bufs = vec![];
    for (k, a) in spec_args.iter().enumerate() {
        let ctx = |m: String| format!("argument {k}: {m}");
        if let Some(el) = a.get("scalar").and_then(|x| x.as_str()) {
            let e = parse_elem(el).map_err(ctx)?;
            bits.push(scalar_bits(a, e).map_err(ctx)?);
        } else if let Some(src) = a.get("buffer") {
            let e = parse_elem(
                a.get("elem")
                    .and_then(|x| x.as_str())
                    .ok_or_else(|| ctx("buffer needs 'elem'".into()))?,
            )
            .map_err(ctx)?;
            let (addr, arr, file) = load_src(src, e, base).map_err(ctx)?.place(mem, k, e);
            bufs.push(HostBuf {
                arg: k,
                sub: None,
                elem: e,
                descr: arr.descr,
                shape: arr.shape,
                addr,
                file,
            });
            bits.push(addr);
        } else if let Some(src) = a.get("array") {
            let e = parse_elem(
                a.get("elem")
                    .and_then(|x| x.as_str())
                    .ok_or_else(|| ctx("array needs 'elem'".into()))?,
            )
            .map_err(ctx)?;
            let idx = parse_elem(a.get("index").and_then(|x| x.as_str()).unwrap_or("i32"))
                .map_err(ctx)?;
            let (addr, arr, file) = load_src(src, e, base).map_err(ctx)?.place(mem, k, e);
            let m = tileref_interp::numeric::int_ops::mask(idx.bit_width());
            bits.push(addr);
            bits.extend(arr.shape.iter().map(|&d| d & m));
            let mut stride = 1u64;
            let mut strides = vec![0u64; arr.shape.len()];
            for d in (0..arr.shape.len()).rev() {
                strides[d] = stride & m;
                stride *= arr.shape[d];
            }
            bits.extend(strides);
            bufs.push(HostBuf {
                arg: k,
                sub: None,
                elem: e,
                descr: arr.descr.clone(),
                shape: arr.shape.clone(),
                addr,
                file,
            });
        } else if let Some(list) = a.get("array_list").and_then(|x| x.as_array()) {
            let e = parse_elem(
                a.get("elem")
                    .and_then(|x| x.as_str())
                    .ok_or_else(|| ctx("array_list needs 'elem'".into()))?,
            )
            .map_err(ctx)?;
            let mut words: Vec<u8> = vec![];
            for (j, src) in list.iter().enumerate() {
                let (addr, arr, file) = load_src(src, e, base).map_err(ctx)?.place(mem, k, e);
                words.extend(addr.to_le_bytes());
                for d in &arr.shape {
                    words.extend(d.to_le_bytes());
                }
                let mut stride = 1u64;
                let mut strides = vec![0u64; arr.shape.len()];
                for d in (0..arr.shape.len()).rev() {
                    strides[d] = stride;
                    stride *= arr.shape[d];
                }
                for s in strides {
                    words.extend(s.to_le_bytes());
                }
                bufs.push(HostBuf {
                    arg: k,
                    sub: Some(j),
                    elem: e,
                    descr: arr.descr.clone(),
                    shape: arr.shape.clone(),
                    addr,
                    file,
                });
            }
            let table = mem.alloc_host(k, &words, 256);
            bits.push(table);
            bits.push(list.len() as u64);
        } else {
            return Err(ctx(format!("unknown argument kind {a}")));
        }
    }
    Ok(Prepared { bits, bufs })
}

/// The process's peak resident memory (Linux's VmHWM), where the system says.
fn peak_rss_kb() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    s.lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))?
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()
}

/// Turns the quick `--arg` forms into spec arguments.
fn quick_arg(s: &str) -> Result<J, String> {
    let parts: Vec<&str> = s.split(':').collect();
    let shape = |t: &str| -> Result<J, String> {
        Ok(json!(t
            .split('x')
            .map(|d| d.parse::<u64>().map_err(|_| format!("bad shape '{t}'")))
            .collect::<Result<Vec<_>, _>>()?))
    };
    Ok(match parts.as_slice() {
        ["buffer", p, e] => json!({"buffer": p, "elem": e}),
        ["array", p, e] => json!({"array": p, "elem": e}),
        ["zeros", e, sh] => json!({"buffer": {"zeros": shape(sh)?}, "elem": e}),
        ["random", kind, e, sh] => {
            json!({"buffer": {"random": kind, "shape": shape(sh)?, "seed": 0}, "elem": e})
        }
        ["random", kind, e, sh, seed] => {
            json!({"buffer": {"random": kind, "shape": shape(sh)?, "seed": seed.parse::<u64>().map_err(|_| "bad seed")?}, "elem": e})
        }
        ["bits", e, b] => json!({"scalar": e, "bits": b}),
        [e, v] => {
            let val: J =
                serde_json::from_str(v).map_err(|_| format!("bad value '{v}' in --arg {s}"))?;
            json!({"scalar": e, "value": val})
        }
        _ => return Err(format!("cannot read --arg {s}")),
    })
}

fn location(r: &Report, sf: &SourceFile) -> Option<String> {
    let s = r.site.as_ref()?;
    if let Some((f, l, c)) = s.loc.file_line_col() {
        return Some(format!("{f}:{l}:{c}"));
    }
    if !s.span.is_known() {
        return None;
    }
    if sf.text.is_empty() {
        // Read from bytecode: the span is the op's byte offset.
        return Some(format!("{}: byte {}", sf.name, s.span.start));
    }
    let (l, c) = sf.line_col(s.span.start as usize);
    Some(format!("{}:{l}:{c}", sf.name))
}

fn report_json(r: &Report, sf: &SourceFile) -> J {
    json!({
        "category": r.category.name(),
        "kind": r.kind,
        "message": r.message,
        "op": r.site.as_ref().map(|s| s.op.clone()),
        "location": location(r, sf),
        "block": r.block,
        "element": r.element,
        "address": r.address.map(|a| format!("{a:#x}")),
        "count": r.count,
        "other": r.other.as_ref().map(|o| report_json(o, sf)),
    })
}

/// A buffer as numpy prints an array, under a header with its name, shape and dtype. `data`
/// holds one element per storage unit (4-bit elements one per byte).
fn print_buffer(
    out: &mut impl Write,
    label: &str,
    b: &HostBuf,
    data: &[u8],
    opts: &PrintOptions,
) -> std::io::Result<()> {
    let (width, shift) = match b.elem {
        ElemType::I1 => (1, 0),
        // tf32 sits in the high 19 bits of its 4 bytes.
        ElemType::TF32 => (4, 13),
        e if e.bit_width() == 4 => (1, 0),
        e => (e.storage_bytes() as usize, 0),
    };
    let bits = |i: usize| {
        let mut w = [0u8; 8];
        if let Some(c) = data.get(i * width..(i + 1) * width) {
            w[..width].copy_from_slice(c);
        }
        u64::from_le_bytes(w) >> shift
    };
    let shape: Vec<usize> = b.shape.iter().map(|&d| d as usize).collect();
    writeln!(
        out,
        "{label}: shape {}, dtype {}",
        shape_tuple(&shape),
        dtype_name(b.elem)
    )?;
    writeln!(out, "{}", array2string(&shape, b.elem, &bits, opts))
}

fn entry_of<'m>(m: &'m Module, name: Option<&str>) -> Result<&'m Func, String> {
    let entries: Vec<&Func> = m.funcs().filter(|f| f.kind == FuncKind::Entry).collect();
    match name {
        Some(n) => entries
            .into_iter()
            .find(|f| f.name == n)
            .ok_or_else(|| format!("no entry named '{n}'")),
        None if entries.len() == 1 => Ok(entries[0]),
        None => Err(format!(
            "the module has {} entries; name one with \"entry\"",
            entries.len()
        )),
    }
}

fn parse_grid(v: &J) -> Result<[u32; 3], String> {
    let list = v
        .as_array()
        .ok_or("grid must be a list of 1 to 3 extents")?;
    if list.is_empty() || list.len() > 3 {
        return Err("grid must have 1 to 3 extents".into());
    }
    let mut g = [1u32; 3];
    for (i, x) in list.iter().enumerate() {
        g[i] = x
            .as_u64()
            .filter(|&n| n >= 1 && n < 1 << 24)
            .ok_or("grid extents must be integers in [1, 2^24)")? as u32;
    }
    Ok(g)
}

pub fn run(a: RunArgs) -> i32 {
    // The worker threads start while the module and the inputs load; once the entry is known
    // (its tile sizes come by `warm`), each fills its block cache with buffers of those sizes.
    let warm = a
        .schedule
        .as_deref()
        .is_none_or(|s| s == "parallel")
        .then(|| {
            let threads = a.threads;
            let (tx, rx) = std::sync::mpsc::channel::<Vec<usize>>();
            std::thread::spawn(move || {
                tileref_interp::warm_workers(threads);
                if let Ok(sizes) = rx.recv() {
                    tileref_interp::on_each_worker(threads, move || {
                        crate::block_cache::warm(&sizes)
                    });
                }
            });
            tx
        });
    let t_read = std::time::Instant::now();
    let (module, src, name) = match read_module(&a.kernel) {
        Ok(x) => x,
        Err(code) => return code,
    };
    let read_s = t_read.elapsed().as_secs_f64();
    let sf = SourceFile::new(&name, &src);
    let (spec, base) = match &a.launch {
        Some(p) => {
            let text = match std::fs::read_to_string(p) {
                Ok(t) => t,
                Err(e) => return fail(format!("{}: {e}", p.display())),
            };
            match serde_json::from_str::<J>(&text) {
                Ok(v) if v.is_object() => {
                    (v, p.parent().map(Path::to_path_buf).unwrap_or_default())
                }
                Ok(_) => return fail(format!("{}: a launch spec is a JSON object", p.display())),
                Err(e) => return fail(format!("{}: {e}", p.display())),
            }
        }
        None => (json!({}), PathBuf::from(".")),
    };
    let entry_name = a
        .entry
        .clone()
        .or_else(|| spec.get("entry").and_then(|e| e.as_str()).map(String::from));
    let func = match entry_of(&module, entry_name.as_deref()) {
        Ok(f) => f,
        Err(e) => return fail(e),
    };
    if let Some(tx) = warm {
        let _ = tx.send(tileref_interp::tile_buffer_sizes(func));
    }
    let grid = match (&a.grid, spec.get("grid")) {
        (Some(g), _) => {
            let v: Result<Vec<J>, _> = g
                .split(',')
                .map(|x| x.trim().parse::<u64>().map(J::from))
                .collect();
            match v
                .map_err(|_| "bad --grid".to_string())
                .and_then(|v| parse_grid(&J::Array(v)))
            {
                Ok(g) => g,
                Err(e) => return fail(e),
            }
        }
        (None, Some(g)) => match parse_grid(g) {
            Ok(g) => g,
            Err(e) => return fail(e),
        },
        (None, None) => [1, 1, 1],
    };
    let mut spec_args: Vec<J> = spec
        .get("args")
        .and_then(|x| x.as_array())
        .cloned()
        .unwrap_or_default();
    for q in &a.args {
        match quick_arg(q) {
            Ok(j) => spec_args.push(j),
            Err(e) => return fail(e),
        }
    }
    let sched_s = a
        .schedule
        .clone()
        .or_else(|| {
            spec.get("schedule")
                .and_then(|s| s.as_str())
                .map(String::from)
        })
        .unwrap_or_else(|| "parallel".into());
    let Some(schedule) = Schedule::parse(&sched_s) else {
        return fail(format!(
            "unknown schedule '{sched_s}' (parallel, sequential, reverse, random:SEED)"
        ));
    };
    let Some(reduce_order) = ReduceOrder::parse(&a.reduce_order) else {
        return fail(format!(
            "unknown reduce order '{}' (linear, tree, reverse)",
            a.reduce_order
        ));
    };
    let Some(mma) = MmaMode::parse(&a.mma) else {
        return fail(format!("unknown mma mode '{}' (chain, exact)", a.mma));
    };
    let Some(numerics) = Numerics::parse(&a.numerics) else {
        return fail(format!("unknown numerics '{}' (spec, h100)", a.numerics));
    };
    let mut opts = Options {
        schedule,
        threads: a.threads,
        reduce_order,
        mma,
        numerics,
        strict: a.strict,
        races: !a.no_races,
        ..Options::default()
    };
    // Flags override the spec, which overrides the defaults.
    let (spec_steps, spec_timeout) = match spec_limits(&spec) {
        Ok(l) => l,
        Err(e) => return fail(e),
    };
    if let Some(m) = a.max_steps.or(spec_steps) {
        opts.max_steps = m;
    }
    opts.timeout = a.timeout.or(spec_timeout);
    let spec_ub = match spec_ub(&spec) {
        Ok(u) => u,
        Err(e) => return fail(e),
    };
    if let Some(u) =
        a.ub.map(|u| {
            if u == UbArg::Warn {
                UbPolicy::Warn
            } else {
                UbPolicy::Raise
            }
        })
        .or(spec_ub)
    {
        opts.ub = u;
    }
    let mem = Memory::new();
    let t_load = std::time::Instant::now();
    let prep = match prepare(&spec_args, &base, &mem) {
        Ok(p) => p,
        Err(e) => return fail(e),
    };
    // Check pointer-ness and pointee types of the expanded arguments against the entry.
    if prep.bits.len() != func.params.len() {
        return fail(format!(
            "entry @{} takes {} parameters but the arguments expand to {}",
            func.name,
            func.params.len(),
            prep.bits.len()
        ));
    }
    for b in &prep.bufs {
        if b.sub.is_some() {
            continue;
        }
        if let Some(i) = prep.bits.iter().position(|&x| x == b.addr) {
            match func.ty(func.params[i]) {
                Type::Tile(t) => match &t.elem {
                    Elem::Ptr(p) if p.pointee == b.elem => {}
                    other => {
                        return fail(format!(
                            "argument {}: parameter {} is {:?}, not a pointer to {}",
                            b.arg, i, other, b.elem
                        ))
                    }
                },
                other => {
                    return fail(format!(
                        "argument {}: parameter {i} has type {other}",
                        b.arg
                    ))
                }
            }
        }
    }
    let load_s = t_load.elapsed().as_secs_f64();
    let t_launch = std::time::Instant::now();
    let res = match launch(&module, &func.name, grid, &prep.bits, &mem, &opts) {
        Ok(r) => r,
        Err(e) => return fail(e),
    };
    let launch_s = t_launch.elapsed().as_secs_f64();
    let t_save = std::time::Instant::now();
    for r in &res.reports {
        if r.category == Category::Numerics && !a.explain {
            continue;
        }
        let loc = location(r, &sf)
            .map(|l| format!("{l}: "))
            .unwrap_or_default();
        let cat = match r.category {
            Category::Ub => "undefined behaviour",
            Category::Race => "data race",
            Category::Limit => "stopped",
            Category::Error => "error",
            Category::Assert => "assertion",
            Category::Warning | Category::UbWarning => "warning",
            Category::Numerics => "note",
        };
        let times = if r.count > 1 {
            format!(" ({} times)", r.count)
        } else {
            String::new()
        };
        eprintln!("{loc}{cat}: {r}{times}");
    }
    if !res.prints.is_empty() && a.out.is_none() {
        // Written, not print!ed: a closed pipe must not panic.
        let _ = std::io::stdout().write_all(res.prints.as_bytes());
    }
    match &a.out {
        Some(dir) => {
            if let Err(e) = std::fs::create_dir_all(dir) {
                return fail(format!("{}: {e}", dir.display()));
            }
            for b in &prep.bufs {
                let n = b.shape.iter().product::<u64>() as usize;
                let fname = match b.sub {
                    Some(j) => format!("arg{}_{j}.npy", b.arg),
                    None => format!("arg{}.npy", b.arg),
                };
                let path = dir.join(&fname);
                if a.save == Save::Written && !mem.written(b.addr) {
                    continue;
                }
                // A buffer no op wrote is its input file, copied by the file system; the others
                // are written from the launch's memory itself (only 4-bit elements unpacked).
                if let Some(src) = b.file.as_ref().filter(|_| !mem.written(b.addr)) {
                    if std::fs::canonicalize(src).ok() == std::fs::canonicalize(&path).ok()
                        || std::fs::copy(src, &path).is_ok()
                    {
                        continue;
                    }
                }
                let written = mem.with_bytes(b.addr, |bytes| {
                    if b.elem.bit_width() == 4 {
                        npy::write_parts(&path, &b.descr, &b.shape, &from_memory(bytes, b.elem, n))
                    } else {
                        npy::write_parts(&path, &b.descr, &b.shape, bytes)
                    }
                });
                if let Some(Err(e)) = written {
                    return fail(format!("{}: {e}", dir.join(fname).display()));
                }
            }
            let mut rep = json!({
                "status": res.status.name(),
                "numerics": opts.numerics.name(),
                "diagnostics": res.reports.iter().map(|r| report_json(r, &sf)).collect::<Vec<_>>(),
                "prints": res.prints,
                // Where the time went (the launch is the interpreter's part), for benchmarks.
                "seconds": {"module": read_s, "load": load_s, "launch": launch_s, "save": t_save.elapsed().as_secs_f64()},
            });
            if let Some(kb) = peak_rss_kb() {
                rep["peak_rss_bytes"] = json!(kb * 1024);
            }
            if let Err(e) = std::fs::write(
                dir.join("report.json"),
                serde_json::to_string_pretty(&rep).unwrap_or_default(),
            ) {
                return fail(format!("{}: {e}", dir.display()));
            }
        }
        None => {
            let popts = if a.print_full {
                PrintOptions::FULL
            } else {
                PrintOptions::NUMPY
            };
            let mut out = std::io::BufWriter::new(std::io::stdout().lock());
            for b in &prep.bufs {
                let bytes = mem.bytes(b.addr).unwrap_or_default();
                let n = b.shape.iter().product::<u64>() as usize;
                let label = match b.sub {
                    Some(j) => format!("arg{}_{j}", b.arg),
                    None => format!("arg{}", b.arg),
                };
                // A closed pipe (`| head`) ends the listing, not the run's verdict.
                if print_buffer(&mut out, &label, b, &from_memory(&bytes, b.elem, n), &popts)
                    .is_err()
                {
                    break;
                }
            }
            let _ = out.flush();
        }
    }
    match res.status {
        Status::Ok => 0,
        Status::Limit => 4,
        _ => 3,
    }
}

/// A conformance-format case file for one kernel launch (`tileref gpu cases`): the launch spec's
/// inputs as data and the interpreter's results as expectations, so that a GPU run of the kernel
/// (through tileiras or tileref's PTX) is diffed against the interpreter. Buffer, array and
/// scalar arguments of 8- to 64-bit elements; `tol_ulps` makes float outputs approximate
/// expectations (the diff then reports the largest ULP distance seen).
pub fn case_from_launch(
    kernel: &Path,
    launch_spec: &Path,
    run_name: &str,
    tol_ulps: Option<u64>,
    numerics: Numerics,
) -> Result<String, String> {
    let (module, src, _) = read_module(&kernel.to_path_buf())
        .map_err(|_| format!("{}: not a valid module", kernel.display()))?;
    let text = if src.is_empty() {
        tileref_spec::text::print_module(&module)
    } else {
        src
    };
    let spec: J = serde_json::from_str(
        &std::fs::read_to_string(launch_spec)
            .map_err(|e| format!("{}: {e}", launch_spec.display()))?,
    )
    .map_err(|e| format!("{}: {e}", launch_spec.display()))?;
    let base = launch_spec
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default();
    let func = entry_of(&module, spec.get("entry").and_then(|e| e.as_str()))?;
    let grid = match spec.get("grid") {
        Some(g) => parse_grid(g)?,
        None => [1, 1, 1],
    };
    let args: Vec<J> = spec
        .get("args")
        .and_then(|x| x.as_array())
        .cloned()
        .unwrap_or_default();
    if args.iter().any(|a| a.get("array_list").is_some()) {
        return Err("array_list arguments are not turned into cases".into());
    }
    let mem = Memory::new();
    let prep = prepare(&args, &base, &mem)?;
    if prep.bits.len() != func.params.len() {
        return Err(format!(
            "the launch passes {} values, the entry takes {}",
            prep.bits.len(),
            func.params.len()
        ));
    }
    // Element bits of a buffer as the case format writes them (one value per element).
    let elems = |b: &HostBuf, bytes: &[u8]| -> Result<Vec<u64>, String> {
        let w = b.elem.storage_bytes() as usize;
        if b.elem.bit_width() == 4 || w == 0 {
            return Err(format!(
                "{}-element buffers are not turned into cases",
                b.elem.name()
            ));
        }
        Ok(bytes
            .chunks(w)
            .map(|c| c.iter().rev().fold(0u64, |acc, &x| (acc << 8) | x as u64))
            .collect())
    };
    let inputs: Vec<Vec<u64>> = prep
        .bufs
        .iter()
        .map(|b| elems(b, &mem.bytes(b.addr).unwrap_or_default()))
        .collect::<Result<_, _>>()?;
    let opts = Options {
        threads: Some(1),
        numerics,
        ..Options::default()
    };
    let res = launch(&module, &func.name, grid, &prep.bits, &mem, &opts)?;
    if res.status != Status::Ok {
        return Err(format!(
            "the interpreter's verdict is {} ({} reports)",
            res.status.name(),
            res.reports.len()
        ));
    }
    let hex = |e: ElemType, v: &[u64]| {
        v.iter()
            .map(|&b| tileref_conformance::elem::hex(e, b))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut s = String::from("// @conformance 1\n// @tier full\n// @family kernels\n");
    s += &format!("// {} launched as {} says; the expectations are tileref's interpreter's results (for diffing GPU backends against the interpreter, not a conformance case).\n", kernel.display(), launch_spec.display());
    s += &format!(
        "// @oracle interpreter tileref's interpreter on these inputs (numerics {})\n",
        numerics.name()
    );
    // Under h100 numerics: the run's own mode, and the ops no GPU model covered.
    let h100 = tileref_conformance::case::h100_run_words(numerics == Numerics::H100, &res.reports);
    let mut run = format!(
        "// @run {run_name} entry={} grid={},{},{}{h100}\n",
        func.name, grid[0], grid[1], grid[2]
    );
    let mut expects = String::new();
    for (k, (&p, &bits)) in func.params.iter().zip(&prep.bits).enumerate() {
        let Some(t) = func.ty(p).tile() else {
            return Err("a parameter that is not a tile".into());
        };
        match &t.elem {
            Elem::Ptr(_) => {
                let bi = prep
                    .bufs
                    .iter()
                    .position(|b| b.addr == bits)
                    .ok_or_else(|| format!("parameter {k} is a pointer but no buffer"))?;
                let b = &prep.bufs[bi];
                let out = elems(b, &mem.bytes(b.addr).unwrap_or_default())?;
                s += &format!(
                    "// @data {run_name}_in{k} {} {}\n",
                    b.elem.name(),
                    hex(b.elem, &inputs[bi])
                );
                run += &format!("// @arg buf {} {run_name}_in{k}\n", b.elem.name());
                if mem.written(b.addr) {
                    s += &format!(
                        "// @data {run_name}_out{k} {} {}\n",
                        b.elem.name(),
                        hex(b.elem, &out)
                    );
                    let tol = match tol_ulps {
                        Some(n) if b.elem.is_float() => format!(" tol=ulp:{n}"),
                        _ => String::new(),
                    };
                    expects +=
                        &format!("// @expect arg {k} {run_name}_out{k} prov=interpreter{tol}\n");
                }
            }
            Elem::Num(e) => {
                run += &format!(
                    "// @arg scalar {} {}\n",
                    e.name(),
                    tileref_conformance::elem::hex(*e, bits)
                )
            }
        }
    }
    s += &run;
    s += "// @expect verdict ok prov=interpreter\n";
    s += &expects;
    s += &text;
    Ok(s)
}

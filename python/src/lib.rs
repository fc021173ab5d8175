//! `tileref._native`: the interpreter as a Python extension. The Python package (`tileref/`)
//! turns cuTile kernels and numpy arrays into a verified module, host memory regions and entry
//! arguments; this module loads modules and runs launches, with the GIL released, reading and
//! writing the regions in place.

use pyo3::exceptions::{PyOverflowError, PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyBytes, PyDict, PyFloat, PyInt, PyList, PyString, PyTuple};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::Duration;
use tileref_interp::numeric::int_ops::mask;
use tileref_interp::{Memory, MmaMode, Numerics, Options, ReduceOrder, Report, Schedule, UbPolicy};
use tileref_spec::diag::SourceFile;
use tileref_spec::float_bits;
use tileref_spec::ir::{Func, FuncKind};
use tileref_spec::load::{Detect, LoadErrorKind, LoadOptions, Source};
use tileref_spec::types::{Elem, ElemType, Type};

/// A parsed and verified Tile IR module.
#[pyclass(frozen, module = "tileref._native", name = "Module")]
struct PyModuleIr {
    m: tileref_spec::ir::Module,
    /// Name used in diagnostics (a file name, or `<cuTile kernel ...>`).
    name: String,
    /// The source text; empty when the module came from bytecode.
    text: String,
}

/// Parses and verifies Tile IR text (`str`) or bytecode (`bytes`, told apart by the magic
/// number). Invalid modules raise `ValueError` with tileref's diagnostics.
#[pyfunction]
fn load(data: &Bound<'_, PyAny>, name: &str) -> PyResult<PyModuleIr> {
    let (bytes, detect) = if let Ok(b) = data.cast::<PyBytes>() {
        (b.as_bytes(), Detect::Magic)
    } else {
        let s = data.cast::<PyString>().map_err(|_| PyTypeError::new_err("a module is Tile IR text (str) or bytecode (bytes)"))?;
        (s.to_str()?.as_bytes(), Detect::Text)
    };
    match tileref_spec::load::load(bytes, name, LoadOptions { detect, ..LoadOptions::default() }) {
        Ok(l) => {
            let text = match l.source {
                Source::Text(s) => s,
                Source::Bytecode { .. } => String::new(),
            };
            Ok(PyModuleIr { m: l.module, name: name.to_string(), text })
        }
        Err(e) => Err(PyValueError::new_err(match e.kind {
            LoadErrorKind::NotText => format!("{name}: error: neither Tile IR bytecode nor UTF-8 text"),
            // Diagnostics keep their final newline; a one-line error has none.
            LoadErrorKind::Parse(_) | LoadErrorKind::Verify(_) => e.rendered,
            LoadErrorKind::Bytecode(_) | LoadErrorKind::Io(_) => e.rendered.strip_suffix('\n').unwrap_or(&e.rendered).to_string(),
        })),
    }
}

impl PyModuleIr {
    fn entry(&self, name: &str) -> PyResult<&Func> {
        self.m
            .funcs()
            .find(|f| f.kind == FuncKind::Entry && f.name == name)
            .ok_or_else(|| PyValueError::new_err(format!("no entry named '{name}' in module @{} (entries: {})", self.m.name, self.entry_names().join(", "))))
    }
    fn entry_names(&self) -> Vec<String> {
        self.m.funcs().filter(|f| f.kind == FuncKind::Entry).map(|f| f.name.clone()).collect()
    }
    /// `file:line:col` of a report: from debug information, else from the text, else the op's
    /// byte offset in the bytecode.
    fn location(&self, r: &Report) -> (Option<String>, Option<(String, u32, u32)>) {
        let Some(s) = r.site.as_ref() else { return (None, None) };
        if let Some((f, l, c)) = s.loc.file_line_col() {
            return (Some(format!("{f}:{l}:{c}")), Some((f.to_string(), l, c)));
        }
        if !s.span.is_known() {
            return (None, None);
        }
        if self.text.is_empty() {
            return (Some(format!("{}: byte {}", self.name, s.span.start)), None);
        }
        let (l, c) = SourceFile::new(&self.name, &self.text).line_col(s.span.start as usize);
        (Some(format!("{}:{l}:{c}", self.name)), Some((self.name.clone(), l as u32, c as u32)))
    }
}

/// How an entry parameter is passed from the host.
fn param_kind(t: &Type) -> (&'static str, Option<ElemType>) {
    match t {
        Type::Tile(t) if t.rank() == 0 => match &t.elem {
            Elem::Ptr(p) => ("ptr", Some(p.pointee)),
            Elem::Num(e) => ("scalar", Some(*e)),
        },
        _ => ("other", None),
    }
}

#[pymethods]
impl PyModuleIr {
    /// Names of the module's entries.
    fn entries(&self) -> Vec<String> {
        self.entry_names()
    }

    /// The parameters of `entry`: (kind, element type) with kind "ptr", "scalar" or "other".
    fn params(&self, entry: &str) -> PyResult<Vec<(String, Option<String>)>> {
        let f = self.entry(entry)?;
        Ok(f.params.iter().map(|p| {
            let (k, e) = param_kind(f.ty(*p));
            (k.to_string(), e.map(|e| e.name().to_string()))
        }).collect())
    }

    #[getter]
    fn name(&self) -> String {
        self.name.clone()
    }

    /// The module as Tile IR text: the source text it was loaded from, else printed.
    fn text(&self) -> String {
        if self.text.is_empty() {
            tileref_spec::text::print_module(&self.m)
        } else {
            self.text.clone()
        }
    }
}

/// The bits a launch passes for the Python scalar `value` given for a parameter of element
/// type `elem` (a Tile IR name), as `launch` computes them.
#[pyfunction]
#[pyo3(name = "scalar_bits")]
fn py_scalar_bits(value: &Bound<'_, PyAny>, elem: &str) -> PyResult<u64> {
    let e = ElemType::from_name(elem).ok_or_else(|| PyValueError::new_err(format!("unknown element type '{elem}'")))?;
    scalar_bits(value, e, "the value")
}

/// One entry argument after the Python side expanded arrays and lists.
enum Slot {
    Bits(u64),
    /// A pointer `offset` bytes into host region `region`.
    Ptr { region: usize, offset: u64 },
}

/// A list argument (cuTile's convention): a table of (pointer, shape..., strides...) words,
/// passed as a pointer and a length.
struct ListArg {
    /// Index of the table's pointer parameter.
    param: usize,
    items: Vec<(usize, u64, Vec<u64>)>,
}

/// The bits of a Python scalar passed for a parameter of element type `e`.
fn scalar_bits(v: &Bound<'_, PyAny>, e: ElemType, what: &str) -> PyResult<u64> {
    if v.is_instance_of::<PyBool>() {
        return Ok(v.extract::<bool>()? as u64);
    }
    if e.is_int() {
        if !v.is_instance_of::<PyInt>() {
            return Err(PyTypeError::new_err(format!("{what}: an integer is needed for an {} parameter, got {}", e.name(), v.get_type().name()?)));
        }
        let w = e.bit_width();
        // Either signedness is accepted, as long as the value fits the width.
        let x: i128 = v.extract().map_err(|_| PyOverflowError::new_err(format!("{what}: {v} does not fit in {}", e.name())))?;
        let (lo, hi) = (-(1i128 << (w - 1)), (1i128 << w) - 1);
        if w > 1 && !(lo..=hi).contains(&x) || w == 1 && !(0..=1).contains(&x) {
            return Err(PyOverflowError::new_err(format!("{what}: {x} does not fit in {}", e.name())));
        }
        return Ok(x as u64 & mask(w));
    }
    if !(v.is_instance_of::<PyFloat>() || v.is_instance_of::<PyInt>()) {
        return Err(PyTypeError::new_err(format!("{what}: a number is needed for an {} parameter, got {}", e.name(), v.get_type().name()?)));
    }
    let f: f64 = v.extract()?;
    Ok(float_bits::encode_rne(e, f))
}

fn report_dict<'py>(py: Python<'py>, m: &PyModuleIr, r: &Report) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("category", r.category.name())?;
    d.set_item("kind", &r.kind)?;
    d.set_item("message", &r.message)?;
    d.set_item("op", r.site.as_ref().map(|s| s.op.clone()))?;
    let (loc, flc) = m.location(r);
    d.set_item("location", loc)?;
    d.set_item("file", flc.as_ref().map(|x| x.0.clone()))?;
    d.set_item("line", flc.as_ref().map(|x| x.1))?;
    d.set_item("col", flc.as_ref().map(|x| x.2))?;
    d.set_item("block", r.block.map(|b| (b[0], b[1], b[2])))?;
    d.set_item("element", r.element.clone())?;
    d.set_item("address", r.address)?;
    d.set_item("count", r.count)?;
    d.set_item("text", r.to_string())?;
    match &r.other {
        Some(o) => d.set_item("other", report_dict(py, m, o)?)?,
        None => d.set_item("other", py.None())?,
    }
    Ok(d)
}

/// What a launch gives back before it is turned into Python objects.
struct Ran {
    result: Result<tileref_interp::LaunchResult, String>,
    /// Read-only regions the kernel changed (their bytes were not written back).
    readonly_written: Vec<usize>,
}

/// Runs `entry` of `module` over `grid`.
///
/// `regions` are host memory ranges `(address, bytes, writable)` that the caller keeps alive
/// and does not touch until the call returns: each is copied into the interpreter's memory,
/// and the writable ones are copied back after the run. `args` are the entry's arguments in
/// order: `("ptr", region, byte_offset)`, `("value", bool | int | float)` (encoded for the
/// parameter's type, floats rounded to nearest even), `("bits", int)` (the raw bit pattern)
/// or `("list", [(region, byte_offset, [shape...] + [strides...]), ...])` (a table pointer and a
/// length: two parameters). `ub` is the undefined-behaviour policy, `"raise"` or `"warn"`
/// (reports of UB continued past have category `"ub-warning"`). The GIL is released while
/// the interpreter runs.
#[pyfunction]
#[pyo3(signature = (module, entry, grid, regions, args, *, schedule="parallel", threads=None, races=true, strict=false, reduce_order="linear", max_steps=None, timeout=None, ub="raise", mma="exact", numerics="spec"))]
#[allow(clippy::too_many_arguments)]
fn launch<'py>(
    py: Python<'py>,
    module: &PyModuleIr,
    entry: &str,
    grid: (u32, u32, u32),
    regions: Vec<(usize, usize, bool)>,
    args: &Bound<'py, PyList>,
    schedule: &str,
    threads: Option<usize>,
    races: bool,
    strict: bool,
    reduce_order: &str,
    max_steps: Option<u64>,
    timeout: Option<f64>,
    ub: &str,
    mma: &str,
    numerics: &str,
) -> PyResult<Bound<'py, PyDict>> {
    let func = module.entry(entry)?;
    let schedule = Schedule::parse(schedule).ok_or_else(|| PyValueError::new_err(format!("unknown schedule '{schedule}' (parallel, sequential, reverse, random:SEED)")))?;
    let reduce_order = ReduceOrder::parse(reduce_order).ok_or_else(|| PyValueError::new_err(format!("unknown reduce order '{reduce_order}' (linear, tree, reverse)")))?;
    let ub = UbPolicy::parse(ub).ok_or_else(|| PyValueError::new_err(format!("ub must be 'raise' or 'warn', not '{ub}'")))?;
    let mma = MmaMode::parse(mma).ok_or_else(|| PyValueError::new_err(format!("mma must be 'chain' or 'exact', not '{mma}'")))?;
    let numerics = Numerics::parse(numerics).ok_or_else(|| PyValueError::new_err(format!("numerics must be 'spec' or 'h100', not '{numerics}'")))?;
    let mut opts = Options { schedule, threads, reduce_order, strict, races, ub, mma, numerics, ..Options::default() };
    if let Some(n) = max_steps {
        if n == 0 {
            return Err(PyValueError::new_err("max_steps must be at least 1"));
        }
        opts.max_steps = n;
    }
    if let Some(t) = timeout {
        if !(t > 0.0 && t.is_finite()) {
            return Err(PyValueError::new_err(format!("the timeout must be a positive number of seconds, not {t}")));
        }
        opts.timeout = Some(Duration::try_from_secs_f64(t).map_err(|e| PyValueError::new_err(e.to_string()))?);
    }
    if threads == Some(0) {
        return Err(PyValueError::new_err("threads must be at least 1"));
    }
    for (i, &(addr, n, _)) in regions.iter().enumerate() {
        if addr == 0 && n > 0 {
            return Err(PyValueError::new_err(format!("host region {i} has a null address")));
        }
    }

    // Expand the arguments against the entry's parameters (with the GIL: values are Python objects).
    let kinds: Vec<(&str, Option<ElemType>)> = func.params.iter().map(|p| param_kind(func.ty(*p))).collect();
    let mut slots: Vec<Slot> = vec![];
    let mut lists: Vec<ListArg> = vec![];
    let region_ok = |r: usize, off: u64, what: &str| -> PyResult<()> {
        match regions.get(r) {
            Some(&(_, n, _)) if off <= n as u64 => Ok(()),
            _ => Err(PyValueError::new_err(format!("{what}: no host region {r} with offset {off}"))),
        }
    };
    for (k, a) in args.iter().enumerate() {
        let what = format!("argument {k}");
        let t = a.cast::<PyTuple>().map_err(|_| PyTypeError::new_err(format!("{what}: expected a tuple")))?;
        let tag: String = t.get_item(0)?.extract()?;
        let at = slots.len();
        let param = |n: usize| -> PyResult<(&str, Option<ElemType>)> {
            kinds.get(at + n).copied().ok_or_else(|| PyValueError::new_err(format!("entry @{entry} takes {} parameters; the arguments expand to more", kinds.len())))
        };
        match tag.as_str() {
            "ptr" => {
                let (region, offset): (usize, u64) = (t.get_item(1)?.extract()?, t.get_item(2)?.extract()?);
                region_ok(region, offset, &what)?;
                if param(0)?.0 != "ptr" {
                    return Err(PyTypeError::new_err(format!("{what}: parameter {at} of @{entry} is not a pointer, but an array was given for it")));
                }
                slots.push(Slot::Ptr { region, offset });
            }
            "value" => {
                let (kind, e) = param(0)?;
                let e = match (kind, e) {
                    ("scalar", Some(e)) => e,
                    _ => return Err(PyTypeError::new_err(format!("{what}: parameter {at} of @{entry} is a {kind}, but a scalar was given for it"))),
                };
                slots.push(Slot::Bits(scalar_bits(&t.get_item(1)?, e, &what)?));
            }
            "bits" => {
                let (kind, e) = param(0)?;
                let b: u64 = t.get_item(1)?.extract()?;
                let w = match (kind, e) {
                    ("scalar", Some(e)) => e.bit_width(),
                    _ => 64,
                };
                if b & !mask(w) != 0 {
                    return Err(PyOverflowError::new_err(format!("{what}: bits {b:#x} are wider than parameter {at} ({w} bits)")));
                }
                slots.push(Slot::Bits(b));
            }
            "list" => {
                if param(0)?.0 != "ptr" || param(1)?.0 != "scalar" {
                    return Err(PyTypeError::new_err(format!("{what}: parameters {at} and {} of @{entry} are not a (pointer, length) pair for a list", at + 1)));
                }
                let mut items = vec![];
                for it in t.get_item(1)?.try_iter()? {
                    let (region, offset, words): (usize, u64, Vec<u64>) = it?.extract()?;
                    region_ok(region, offset, &what)?;
                    items.push((region, offset, words));
                }
                lists.push(ListArg { param: at, items });
                slots.push(Slot::Bits(0));
                let n = lists.last().map(|l| l.items.len()).unwrap_or(0) as u64;
                slots.push(Slot::Bits(n & mask(kinds[at + 1].1.map(|e| e.bit_width()).unwrap_or(64))));
            }
            other => return Err(PyValueError::new_err(format!("{what}: unknown argument kind '{other}'"))),
        }
    }
    if slots.len() != kinds.len() {
        return Err(PyValueError::new_err(format!("entry @{entry} takes {} parameters but the arguments expand to {}", kinds.len(), slots.len())));
    }

    let grid = [grid.0, grid.1, grid.2];
    let m = &module.m;
    let ran: Ran = py.detach(|| {
        let mem = Memory::new();
        let bases: Vec<u64> = regions
            .iter()
            .enumerate()
            .map(|(i, &(addr, n, _))| {
                // SAFETY: the caller guarantees `n` live bytes at `addr` for the whole call.
                let src: &[u8] = if n == 0 { &[] } else { unsafe { std::slice::from_raw_parts(addr as *const u8, n) } };
                mem.alloc_host(i, src, 256)
            })
            .collect();
        let mut bits: Vec<u64> = slots
            .iter()
            .map(|s| match *s {
                Slot::Bits(b) => b,
                Slot::Ptr { region, offset } => bases[region] + offset,
            })
            .collect();
        for (j, l) in lists.iter().enumerate() {
            let mut words: Vec<u8> = Vec::with_capacity(l.items.iter().map(|i| 8 * (1 + i.2.len())).sum());
            for (region, offset, rest) in &l.items {
                words.extend((bases[*region] + offset).to_le_bytes());
                for w in rest {
                    words.extend(w.to_le_bytes());
                }
            }
            bits[l.param] = mem.alloc_host(regions.len() + j, &words, 256);
        }
        let result = match catch_unwind(AssertUnwindSafe(|| tileref_interp::launch(m, entry, grid, &bits, &mem, &opts))) {
            Ok(r) => r,
            Err(p) => {
                let why = p.downcast_ref::<String>().cloned().or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string())).unwrap_or_default();
                Err(format!("internal error in the interpreter (a bug in tileref): {why}"))
            }
        };
        let mut readonly_written = vec![];
        for (i, &(addr, n, writable)) in regions.iter().enumerate() {
            if n == 0 {
                continue;
            }
            mem.with_bytes(bases[i], |b| {
                if writable {
                    // SAFETY: as above; the region is writable host memory of `n` bytes.
                    unsafe { std::ptr::copy_nonoverlapping(b.as_ptr(), addr as *mut u8, n.min(b.len())) };
                } else if b != unsafe { std::slice::from_raw_parts(addr as *const u8, n) } {
                    readonly_written.push(i);
                }
            });
        }
        Ran { result, readonly_written }
    });
    let res = ran.result.map_err(|e| {
        if e.starts_with("internal error") {
            PyRuntimeError::new_err(e)
        } else {
            PyValueError::new_err(e)
        }
    })?;
    let d = PyDict::new(py);
    d.set_item("status", res.status.name())?;
    let reps = PyList::empty(py);
    for r in &res.reports {
        reps.append(report_dict(py, module, r)?)?;
    }
    d.set_item("reports", reps)?;
    d.set_item("prints", res.prints)?;
    d.set_item("readonly_written", ran.readonly_written)?;
    Ok(d)
}

#[pymodule]
fn _native(m: &Bound<'_, pyo3::types::PyModule>) -> PyResult<()> {
    m.add_class::<PyModuleIr>()?;
    m.add_function(wrap_pyfunction!(load, m)?)?;
    m.add_function(wrap_pyfunction!(launch, m)?)?;
    m.add_function(wrap_pyfunction!(py_scalar_bits, m)?)?;
    Ok(())
}

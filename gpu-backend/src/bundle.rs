//! Making a bundle: per case file, our bytecode compiled by `tileiras` to a cubin, and per run
//! its entry, grid and input buffers.

use serde_json::{json, Value as J};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use tileref_conformance::case::{Case, Run, Verdict};
use tileref_conformance::runner::{Backend, CompareOptions, Execution, HostArg, Loaded};

/// Records the inputs of every run instead of executing it.
struct Recorder {
    runs: Mutex<Vec<(String, String, Vec<HostArg>)>>,
}

struct RecLoaded<'a> {
    rec: &'a Recorder,
    path: String,
}

impl Backend for Recorder {
    fn name(&self) -> &str {
        "recorder"
    }
    fn load<'a>(&'a self, case: &'a Case) -> Result<Box<dyn Loaded + 'a>, String> {
        Ok(Box::new(RecLoaded {
            rec: self,
            path: case.path.clone(),
        }))
    }
}

impl Loaded for RecLoaded<'_> {
    fn execute(&self, run: &Run, args: &[HostArg]) -> Result<Execution, String> {
        self.rec
            .runs
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push((self.path.clone(), run.name.clone(), args.to_vec()));
        Err("recorded".into())
    }
}

/// Options of [`make`].
pub struct BundleOptions {
    pub arch: String,
    /// The `tileiras` executable (found on PATH when not given).
    pub tileiras: PathBuf,
    pub bytecode_version: tileref_spec::Version,
    /// Compile each case file as one module first (one tileiras call for all its entries),
    /// splitting refused groups in halves: for batches of many small kernels.
    pub whole_file_first: bool,
    /// Which compiler makes the GPU code.
    pub backend: Compiler,
    /// How tileref's PTX lowers the math functions (ignored for tileiras).
    pub math: crate::ptx::lower::Math,
    /// Cubins by content, shared between bundles and machines (tileiras only).
    pub cubin_cache: Option<crate::cache::CubinCache>,
    /// Compile without source locations (tileiras only): kernels that differ only in where
    /// their source lived then share their bytecode and so their cubin-cache key.
    pub strip_locations: bool,
}

/// Who turns a case's entries into GPU code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compiler {
    /// NVIDIA's tileiras, to cubins.
    Tileiras,
    /// tileref's own lowering ([`crate::ptx::lower`]), to PTX the driver compiles on the GPU
    /// machine (so PTX for older targets also runs on newer GPUs).
    Ptx(crate::ptx::target::Target),
}

/// One entry lowered to PTX: its file and thread-block shape, or why it is not lowered.
type LoweredEntry = (Option<String>, Option<[u32; 3]>, Option<String>);

/// Lowers each of `names` to its own PTX module `dir/stem_k.ptx`.
fn lower_entries(
    m: &tileref_spec::ir::Module,
    names: &[String],
    dir: &Path,
    stem: &str,
    t: crate::ptx::target::Target,
    math: crate::ptx::lower::Math,
) -> Result<Vec<LoweredEntry>, String> {
    let mut out = vec![];
    for (k, n) in names.iter().enumerate() {
        match crate::ptx::lower::lower_with(m, n, t, math) {
            Ok(l) => {
                let file = format!("{stem}_{k}.ptx");
                std::fs::write(dir.join(&file), &l.ptx).map_err(|e| e.to_string())?;
                out.push((Some(file), Some(l.block), None));
            }
            Err(e) => out.push((None, None, Some(format!("ptx: {e}")))),
        }
    }
    Ok(out)
}

/// Writes `m` as bytecode to `dir/stem.tileirbc` and compiles it to `dir/stem.cubin` (or takes
/// the cubin from the cache); the error, if the writer or tileiras refused.
fn compile(
    m: &tileref_spec::ir::Module,
    dir: &Path,
    stem: &str,
    o: &BundleOptions,
) -> Result<Option<String>, String> {
    use crate::cache::{key, run_tileiras, Lookup};
    let bc = dir.join(format!("{stem}.tileirbc"));
    let cubin = dir.join(format!("{stem}.cubin"));
    let stripped;
    let m = if o.strip_locations {
        let mut c = m.clone();
        c.strip_locations();
        stripped = c;
        &stripped
    } else {
        m
    };
    let bytes = match tileref_spec::bytecode::write_module(
        m,
        &tileref_spec::bytecode::WriteOptions {
            version: o.bytecode_version,
        },
    ) {
        Err(d) => return Ok(Some(format!("bytecode writer: {}", d.message))),
        Ok(b) => b,
    };
    std::fs::write(&bc, &bytes).map_err(|e| e.to_string())?;
    let k = key(&o.arch, &bytes);
    if let Some(c) = &o.cubin_cache {
        match c.lookup(&k) {
            Lookup::Cubin(b) => {
                std::fs::write(&cubin, b).map_err(|e| e.to_string())?;
                return Ok(None);
            }
            Lookup::Refused(msg) => return Ok(Some(msg)),
            Lookup::Miss if c.only => {
                c.record_miss(&k, &o.arch, &bytes)?;
                return Ok(Some(format!("{MISS}: its bytecode is in {}/missing (compile it with `tileref gpu cache {}` where tileiras runs)", c.dir.display(), c.dir.display())));
            }
            Lookup::Miss => {}
        }
    }
    let answer = run_tileiras(&o.tileiras, &o.arch, &bc, &cubin)?;
    if let Some(c) = &o.cubin_cache {
        c.store(&k, answer.as_deref().map_err(|m| m.as_str()))?;
    }
    Ok(answer.err())
}

/// How an entry missing from a `--cache-only` cache is reported.
pub const MISS: &str = "not in the cubin cache";

/// `m` with only the functions named in `names` (and every global).
fn only_entries(m: &tileref_spec::ir::Module, names: &[String]) -> tileref_spec::ir::Module {
    let mut sub = m.clone();
    sub.items.retain(|it| match it {
        tileref_spec::ir::Item::Func(f) => names.contains(&f.name),
        tileref_spec::ir::Item::Global(_) => true,
    });
    sub
}

/// Writes the bundle for `cases` into `dir`; returns (entries compiled, entries refused, entries
/// missing from a `--cache-only` cubin cache).
pub fn make(
    cases: &[Case],
    dir: &Path,
    o: &BundleOptions,
    log: &mut dyn FnMut(&str),
) -> Result<(usize, usize, usize), String> {
    std::fs::create_dir_all(dir.join("cubins")).map_err(|e| e.to_string())?;
    std::fs::create_dir_all(dir.join("inputs")).map_err(|e| e.to_string())?;
    let rec = Recorder {
        runs: Mutex::new(vec![]),
    };
    for c in cases {
        tileref_conformance::runner::run_case(&rec, c, CompareOptions::default(), &|_| true);
    }
    let recorded = rec.runs.into_inner().unwrap_or_default();
    let mut out_cases = vec![];
    let (mut ok, mut refused, mut missing) = (0, 0, 0);
    for (ci, c) in cases.iter().enumerate() {
        let module = tileref_spec::text::parse_module(&c.source)
            .map_err(|d| format!("{}: {}", c.path, d.message))?;
        // Entry names in file order, each once.
        let mut names: Vec<String> = vec![];
        for run in &c.runs {
            if !names.contains(&run.entry) {
                names.push(run.entry.clone());
            }
        }
        let mut entry_status: std::collections::BTreeMap<String, (Option<String>, Option<String>)> =
            Default::default();
        let mut blocks: std::collections::BTreeMap<String, [u32; 3]> = Default::default();
        if let Compiler::Ptx(t) = o.backend {
            for (n, (file, block, error)) in names.iter().zip(lower_entries(
                &module,
                &names,
                dir,
                &format!("cubins/{ci}"),
                t,
                o.math,
            )?) {
                if let Some(e) = &error {
                    log(&format!("{} @{n}: not lowered: {e}", c.path));
                }
                if let Some(b) = block {
                    blocks.insert(n.clone(), b);
                }
                entry_status.insert(n.clone(), (file, error));
            }
        } else if o.whole_file_first {
            // Many small kernels to a file: compile them together and split a refused group in
            // halves until each refused entry stands alone, so one entry tileiras refuses costs
            // a few calls rather than one per entry.
            let mut groups = vec![names.clone()];
            while let Some(g) = groups.pop() {
                let stem = format!("cubins/{ci}_{}", entry_status.len());
                let sub = only_entries(&module, &g);
                match compile(&sub, dir, &stem, o)? {
                    None => {
                        for n in &g {
                            entry_status.insert(n.clone(), (Some(format!("{stem}.cubin")), None));
                        }
                    }
                    Some(e) if g.len() == 1 || e.starts_with(MISS) => {
                        if g.len() > 1 {
                            // Not a refusal: the group is only not compiled yet.
                            for n in &g {
                                log(&format!("{} @{n}: {e}", c.path));
                                entry_status.insert(n.clone(), (None, Some(e.clone())));
                            }
                            continue;
                        }
                        log(&format!(
                            "{} @{}: not supported on {}: {e}",
                            c.path, g[0], o.arch
                        ));
                        entry_status.insert(g[0].clone(), (None, Some(e)));
                    }
                    Some(_) => {
                        let (a, b) = g.split_at(g.len() / 2);
                        groups.push(b.to_vec());
                        groups.push(a.to_vec());
                    }
                }
            }
        } else {
            // One cubin per entry, so an entry tileiras refuses for this target does not take
            // the file's other entries with it.
            for n in &names {
                let stem = format!("cubins/{ci}_{}", entry_status.len());
                let error = compile(
                    &only_entries(&module, std::slice::from_ref(n)),
                    dir,
                    &stem,
                    o,
                )?;
                if let Some(e) = &error {
                    log(&format!(
                        "{} @{n}: not supported on {}: {e}",
                        c.path, o.arch
                    ));
                }
                entry_status.insert(
                    n.clone(),
                    (error.is_none().then(|| format!("{stem}.cubin")), error),
                );
            }
        }
        let mut entries: Vec<J> = vec![];
        for n in &names {
            let (cubin, error) = entry_status.get(n).cloned().unwrap_or_default();
            match &error {
                None => ok += 1,
                Some(e) if e.starts_with(MISS) => missing += 1,
                Some(_) => refused += 1,
            }
            entries.push(json!({"entry": n, "cubin": cubin, "error": error}));
        }
        let mut runs = vec![];
        for (ri, run) in c.runs.iter().enumerate() {
            let skip = match &run.verdict {
                // tileref's PTX follows the spec mode, not the H100's numerics.
                Verdict::Ok if run.h100 && o.backend != Compiler::Tileiras => {
                    Some("expectations for tileiras's numerics (numerics=h100)".to_string())
                }
                Verdict::Ok => None,
                // A race or UB on hardware proves nothing.
                v => Some(format!("verdict case ({v:?})")),
            };
            let args = recorded
                .iter()
                .find(|(p, n, _)| *p == c.path && *n == run.name)
                .map(|r| r.2.clone())
                .unwrap_or_default();
            let mut jargs = vec![];
            for (ai, a) in args.iter().enumerate() {
                match a {
                    HostArg::Buffer { elem, bytes } => {
                        let rel = format!("inputs/{ci}_{ri}_{ai}.bin");
                        std::fs::write(dir.join(&rel), bytes).map_err(|e| e.to_string())?;
                        jargs.push(
                            json!({"elem": elem.name(), "buffer": rel, "bytes": bytes.len()}),
                        );
                    }
                    HostArg::Scalar { elem, bits } => {
                        jargs.push(json!({"elem": elem.name(), "scalar": format!("{bits:#x}")}))
                    }
                }
            }
            let (cubin, error) = entry_status.get(&run.entry).cloned().unwrap_or_default();
            let block = blocks.get(&run.entry).copied().unwrap_or([1, 1, 1]);
            runs.push(json!({"name": run.name, "entry": run.entry, "grid": run.grid, "block": block, "args": jargs, "skip": skip, "cubin": cubin, "error": error}));
        }
        out_cases.push(
            json!({"id": ci, "path": c.path, "family": c.family, "entries": entries, "runs": runs}),
        );
    }
    let backend = match o.backend {
        Compiler::Tileiras => "tileiras".to_string(),
        Compiler::Ptx(t) if o.math == crate::ptx::lower::Math::PtxApprox => {
            format!("ptx {t} (math: PTX approximations)")
        }
        Compiler::Ptx(t) => format!("ptx {t}"),
    };
    let manifest = json!({"arch": o.arch, "backend": backend, "bytecode_version": o.bytecode_version.to_string(), "cases": out_cases});
    std::fs::write(
        dir.join(crate::MANIFEST),
        serde_json::to_string_pretty(&manifest).unwrap_or_default(),
    )
    .map_err(|e| e.to_string())?;
    Ok((ok, refused, missing))
}

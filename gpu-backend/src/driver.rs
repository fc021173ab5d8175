//! Launching bundled cubins through the CUDA driver (loaded at run time). A process runs a list
//! of cases in one context and stops at a kernel fault (which leaves the context unusable), so
//! the fault costs only its own case and the rest go on in a fresh process.

use cudarc::driver::{result, sys};
use serde_json::{json, Value as J};
use std::ffi::{c_void, CString};
use std::path::Path;
use tileref_spec::types::ElemType;

fn err(e: impl std::fmt::Debug) -> String {
    format!("{e:?}")
}

/// Runs every run of case `id` of the bundle in `dir`, writing output buffers and
/// `case_<id>.json` into `out`. With `time_repeats` > 0 each run is launched that many more
/// times after its outputs are saved, and the median kernel time (CUDA events around the
/// launch) is recorded as `kernel_us`.
pub fn run_case(dir: &Path, out: &Path, id: usize, time_repeats: u32) -> Result<(), String> {
    run_cases(dir, out, &[id], time_repeats, &mut |_| {}).map(|_| ())
}

/// Runs cases `ids` of the bundle in order in one CUDA context (starting a context costs more
/// than most small cases), calling `done` once each case's results are written. Stops after a
/// case whose kernel left the context unusable (an illegal address, say) and returns the ids
/// not run, for a fresh process to take on.
pub fn run_cases(
    dir: &Path,
    out: &Path,
    ids: &[usize],
    time_repeats: u32,
    done: &mut dyn FnMut(usize),
) -> Result<Vec<usize>, String> {
    let manifest: J =
        serde_json::from_str(&std::fs::read_to_string(dir.join(crate::MANIFEST)).map_err(err)?)
            .map_err(err)?;
    let cases = manifest["cases"]
        .as_array()
        .ok_or("the bundle's manifest lists no cases")?;
    result::init().map_err(err)?;
    let dev = result::device::get(0).map_err(err)?;
    // SAFETY: every driver call below gets handles this function created and checks its result.
    unsafe {
        let ctx = result::primary_ctx::retain(dev).map_err(err)?;
        result::ctx::set_current(ctx).map_err(err)?;
        for (k, &id) in ids.iter().enumerate() {
            let case = cases
                .get(id)
                .ok_or_else(|| format!("no case {id} in the bundle"))?;
            let (results, lost) = run_one_case(dir, out, id, case, time_repeats);
            std::fs::write(
                out.join(format!("case_{id}.json")),
                serde_json::to_string(&json!({"id": id, "runs": results})).unwrap_or_default(),
            )
            .map_err(err)?;
            done(id);
            if lost {
                return Ok(ids[k + 1..].to_vec());
            }
        }
        let _ = result::primary_ctx::release(dev);
    }
    Ok(vec![])
}

/// The results of every run of one case, and whether a fault left the context unusable.
unsafe fn run_one_case(
    dir: &Path,
    out: &Path,
    id: usize,
    case: &J,
    time_repeats: u32,
) -> (Vec<J>, bool) {
    let mut results = vec![];
    let mut lost = false;
    let mut modules: std::collections::BTreeMap<String, sys::CUmodule> = Default::default();
    for (ri, run) in case["runs"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .enumerate()
    {
        if !run["skip"].is_null() {
            results.push(json!({"run": run["name"], "status": "skipped", "reason": run["skip"]}));
            continue;
        }
        let Some(cubin) = run["cubin"].as_str() else {
            results
                .push(json!({"run": run["name"], "status": "unsupported", "reason": run["error"]}));
            continue;
        };
        let module = match modules.get(cubin) {
            Some(m) => *m,
            None => {
                let mut image = match std::fs::read(dir.join(cubin)) {
                    Ok(b) => b,
                    Err(e) => {
                        results.push(json!({"run": run["name"], "status": "error", "reason": format!("{cubin}: {e}")}));
                        continue;
                    }
                };
                if cubin.ends_with(".ptx") {
                    // PTX text, compiled by the driver for this GPU; it must end in NUL.
                    image.push(0);
                }
                let m = match result::module::load_data(image.as_ptr() as *const c_void) {
                    Ok(m) => m,
                    Err(e) => {
                        results.push(json!({"run": run["name"], "status": "error", "reason": format!("module load: {e:?}")}));
                        continue;
                    }
                };
                modules.insert(cubin.to_string(), m);
                m
            }
        };
        let r = launch_one(dir, out, id, ri, module, run, time_repeats);
        lost = r.as_ref().err().is_some_and(|e| {
            e.contains("ILLEGAL") || e.contains("LAUNCH_FAILED") || e.contains("MISALIGNED")
        });
        results.push(match r {
            Ok((files, Some(us))) => {
                json!({"run": run["name"], "status": "ok", "outputs": files, "kernel_us": us})
            }
            Ok((files, None)) => json!({"run": run["name"], "status": "ok", "outputs": files}),
            Err(e) => json!({"run": run["name"], "status": "error", "reason": e}),
        });
        if lost {
            // The context is gone; the remaining runs of this case cannot run.
            break;
        }
    }
    if !lost {
        for m in modules.values() {
            let _ = result::module::unload(*m);
        }
    }
    (results, lost)
}

/// The median over `repeats` launches of the kernel's time in microseconds (CUDA events on the
/// default stream around each launch).
unsafe fn time_kernel(
    repeats: u32,
    launch: &mut dyn FnMut() -> Result<(), sys::CUresult>,
) -> Result<f64, String> {
    let (start, end) = (
        result::event::create(sys::CUevent_flags::CU_EVENT_DEFAULT).map_err(err)?,
        result::event::create(sys::CUevent_flags::CU_EVENT_DEFAULT).map_err(err)?,
    );
    let mut times = vec![];
    for _ in 0..repeats {
        result::event::record(start, std::ptr::null_mut()).map_err(err)?;
        launch().map_err(err)?;
        result::event::record(end, std::ptr::null_mut()).map_err(err)?;
        result::event::synchronize(end).map_err(err)?;
        times.push(result::event::elapsed(start, end).map_err(err)? as f64 * 1000.0);
    }
    let _ = result::event::destroy(start);
    let _ = result::event::destroy(end);
    times.sort_by(|a, b| a.total_cmp(b));
    Ok(times[times.len() / 2])
}

unsafe fn launch_one(
    dir: &Path,
    out: &Path,
    id: usize,
    ri: usize,
    module: sys::CUmodule,
    run: &J,
    time_repeats: u32,
) -> Result<(Vec<J>, Option<f64>), String> {
    let entry = CString::new(run["entry"].as_str().unwrap_or("")).map_err(err)?;
    let f = result::module::get_function(module, entry)
        .map_err(|e| format!("no function {}: {e:?}", run["entry"]))?;
    let mut bufs: Vec<(sys::CUdeviceptr, usize)> = vec![];
    // Parameter storage: one 8-byte slot per argument, passed by address.
    let args = run["args"].as_array().cloned().unwrap_or_default();
    let mut slots: Vec<[u8; 8]> = vec![[0; 8]; args.len()];
    for (ai, a) in args.iter().enumerate() {
        if let Some(rel) = a["buffer"].as_str() {
            let bytes = std::fs::read(dir.join(rel)).map_err(err)?;
            let n = bytes.len().max(1);
            let d = result::malloc_sync(n).map_err(err)?;
            if !bytes.is_empty() {
                result::memcpy_htod_sync(d, &bytes).map_err(err)?;
            }
            bufs.push((d, bytes.len()));
            slots[ai] = (d as u64).to_le_bytes();
        } else {
            let bits = u64::from_str_radix(
                a["scalar"]
                    .as_str()
                    .unwrap_or("0x0")
                    .trim_start_matches("0x"),
                16,
            )
            .map_err(err)?;
            let e =
                ElemType::from_name(a["elem"].as_str().unwrap_or("i32")).unwrap_or(ElemType::I32);
            let n = crate::param_bytes(e);
            let mut s = [0u8; 8];
            s[..n].copy_from_slice(&bits.to_le_bytes()[..n]);
            slots[ai] = s;
            bufs.push((0, 0));
        }
    }
    let mut params: Vec<*mut c_void> = slots
        .iter_mut()
        .map(|s| s.as_mut_ptr() as *mut c_void)
        .collect();
    let g = run["grid"].as_array().cloned().unwrap_or_default();
    let gd = |i: usize| g.get(i).and_then(|x| x.as_u64()).unwrap_or(1) as u32;
    // tileiras cubins carry their block shape; tileref's PTX gives it in the run.
    let b = run["block"].as_array().cloned().unwrap_or_default();
    let bd = |i: usize| b.get(i).and_then(|x| x.as_u64()).unwrap_or(1).max(1) as u32;
    let launched = result::launch_kernel(
        f,
        (gd(0), gd(1), gd(2)),
        (bd(0), bd(1), bd(2)),
        0,
        std::ptr::null_mut(),
        &mut params,
    )
    .and_then(|_| result::ctx::synchronize());
    let mut files = vec![];
    if launched.is_ok() {
        for (ai, (d, n)) in bufs.iter().enumerate() {
            if *d == 0 {
                files.push(J::Null);
                continue;
            }
            let mut host = vec![0u8; *n];
            if *n > 0 {
                result::memcpy_dtoh_sync(&mut host, *d).map_err(err)?;
            }
            let rel = format!("out_{id}_{ri}_{ai}.bin");
            std::fs::write(out.join(&rel), host).map_err(err)?;
            files.push(J::String(rel));
        }
    }
    // Timing relaunches after the outputs are saved (a kernel that updates its buffers in place
    // changes them again, which no longer matters).
    let timed = if launched.is_ok() && time_repeats > 0 {
        let mut go = || -> Result<(), sys::CUresult> {
            result::launch_kernel(
                f,
                (gd(0), gd(1), gd(2)),
                (bd(0), bd(1), bd(2)),
                0,
                std::ptr::null_mut(),
                &mut params,
            )
            .map_err(|e| e.0)
        };
        Some(time_kernel(time_repeats, &mut go))
    } else {
        None
    };
    for (d, _) in &bufs {
        if *d != 0 {
            let _ = result::free_sync(*d);
        }
    }
    launched.map_err(err)?;
    Ok((files, timed.transpose()?))
}

//! A cubin cache for tileiras bundles, keyed by content: the bytecode tileiras compiles and the
//! target. GPU machines often have no tileiras (its libnvvm is large); a bundle made there with
//! `--cache-only` takes every cubin from the cache and leaves each miss's bytecode in
//! `DIR/missing/`, which `tileref gpu cache DIR` compiles on a machine that has tileiras. The
//! cache then moves back and the bundle is made again.

use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

/// Where a cache lives and whether tileiras may run on a miss.
#[derive(Clone, Debug)]
pub struct CubinCache {
    pub dir: PathBuf,
    /// On a miss, record the bytecode in `missing/` instead of running tileiras.
    pub only: bool,
}

/// What the cache knows of one (bytecode, target).
pub enum Lookup {
    /// The cubin's bytes.
    Cubin(Vec<u8>),
    /// tileiras refused it, with this message.
    Refused(String),
    Miss,
}

/// The cache key: sha256 over the target and the bytecode, in hex.
pub fn key(arch: &str, bytecode: &[u8]) -> String {
    let mut h = Sha256::new();
    h.update(b"tileiras\0");
    h.update(arch.as_bytes());
    h.update(b"\0");
    h.update(bytecode);
    h.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

/// Writes `bytes` to `path` through a temporary name in the same directory, so concurrent
/// writers and readers never see half a file.
fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let tmp = path.with_extension(format!("tmp{}", std::process::id()));
    std::fs::write(&tmp, bytes).map_err(|e| format!("{}: {e}", tmp.display()))?;
    std::fs::rename(&tmp, path).map_err(|e| format!("{}: {e}", path.display()))
}

impl CubinCache {
    pub fn lookup(&self, key: &str) -> Lookup {
        if let Ok(b) = std::fs::read(self.dir.join(format!("{key}.cubin"))) {
            return Lookup::Cubin(b);
        }
        if let Ok(m) = std::fs::read_to_string(self.dir.join(format!("{key}.refused"))) {
            return Lookup::Refused(m);
        }
        Lookup::Miss
    }

    /// Records tileiras's answer for `key`: the cubin, or its refusal.
    pub fn store(&self, key: &str, answer: Result<&[u8], &str>) -> Result<(), String> {
        std::fs::create_dir_all(&self.dir).map_err(|e| format!("{}: {e}", self.dir.display()))?;
        match answer {
            Ok(cubin) => write_atomic(&self.dir.join(format!("{key}.cubin")), cubin),
            Err(msg) => write_atomic(&self.dir.join(format!("{key}.refused")), msg.as_bytes()),
        }
    }

    /// Leaves a miss's bytecode for `tileref gpu cache` to compile.
    pub fn record_miss(&self, key: &str, arch: &str, bytecode: &[u8]) -> Result<(), String> {
        let m = self.dir.join("missing");
        std::fs::create_dir_all(&m).map_err(|e| format!("{}: {e}", m.display()))?;
        write_atomic(&m.join(format!("{key}.{arch}.tileirbc")), bytecode)
    }
}

/// Runs tileiras on `bytecode` for `arch`: the cubin, or tileiras's message (its first lines of
/// stderr, or the exit status when it left none).
pub fn run_tileiras(
    tileiras: &Path,
    arch: &str,
    bytecode_file: &Path,
    cubin_file: &Path,
) -> Result<Result<Vec<u8>, String>, String> {
    let r = std::process::Command::new(tileiras)
        .arg(format!("--gpu-name={arch}"))
        .arg(bytecode_file)
        .arg("-o")
        .arg(cubin_file)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", tileiras.display()))?;
    if r.status.success() {
        return Ok(Ok(
            std::fs::read(cubin_file).map_err(|e| format!("{}: {e}", cubin_file.display()))?
        ));
    }
    let mut msg = String::from_utf8_lossy(&r.stderr)
        .lines()
        .take(6)
        .collect::<Vec<_>>()
        .join(" | ");
    if msg.trim().is_empty() {
        // A crash leaves no diagnostic; the exit status (signal) is the finding.
        msg = format!("exited with {} and no diagnostic", r.status);
    }
    Ok(Err(format!("tileiras: {msg}")))
}

/// Compiles every miss recorded in `dir/missing/` with `tileiras`, `jobs` at a time, storing
/// each answer in the cache and removing the miss. Returns (compiled, refused).
pub fn fill(
    dir: &Path,
    tileiras: &Path,
    jobs: usize,
    log: &(dyn Fn(&str) + Sync),
) -> Result<(usize, usize), String> {
    let cache = CubinCache {
        dir: dir.to_path_buf(),
        only: false,
    };
    let missing = dir.join("missing");
    let mut todo = vec![];
    if missing.is_dir() {
        for e in std::fs::read_dir(&missing).map_err(|e| format!("{}: {e}", missing.display()))? {
            let p = e.map_err(|e| e.to_string())?.path();
            let name = p
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or("")
                .to_string();
            let Some(stem) = name.strip_suffix(".tileirbc") else {
                continue;
            };
            let Some((k, arch)) = stem.split_once('.') else {
                return Err(format!(
                    "{}: not a cache miss (KEY.ARCH.tileirbc)",
                    p.display()
                ));
            };
            todo.push((p.clone(), k.to_string(), arch.to_string()));
        }
    }
    todo.sort();
    use std::sync::atomic::{AtomicUsize, Ordering};
    let (next, ok, refused) = (
        AtomicUsize::new(0),
        AtomicUsize::new(0),
        AtomicUsize::new(0),
    );
    let first_error = std::sync::Mutex::new(None::<String>);
    std::thread::scope(|s| {
        for _ in 0..jobs.max(1).min(todo.len().max(1)) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some((p, k, arch)) = todo.get(i) else {
                    return;
                };
                let step = || -> Result<(), String> {
                    let bytes = std::fs::read(p).map_err(|e| format!("{}: {e}", p.display()))?;
                    if key(arch, &bytes) != *k {
                        return Err(format!(
                            "{}: its content does not match its key",
                            p.display()
                        ));
                    }
                    let out = p.with_extension(format!("cubin{}", std::process::id()));
                    let answer = run_tileiras(tileiras, arch, p, &out)?;
                    let _ = std::fs::remove_file(&out);
                    match &answer {
                        Ok(c) => {
                            cache.store(k, Ok(c))?;
                            ok.fetch_add(1, Ordering::Relaxed);
                        }
                        Err(m) => {
                            log(&format!("{k} ({arch}): {m}"));
                            cache.store(k, Err(m))?;
                            refused.fetch_add(1, Ordering::Relaxed);
                        }
                    }
                    std::fs::remove_file(p).map_err(|e| format!("{}: {e}", p.display()))
                };
                if let Err(e) = step() {
                    first_error
                        .lock()
                        .unwrap_or_else(|p| p.into_inner())
                        .get_or_insert(e);
                    // Leave the rest: the cache is still consistent, and a rerun goes on.
                    next.store(usize::MAX / 2, Ordering::Relaxed);
                }
            });
        }
    });
    if let Some(e) = first_error.into_inner().unwrap_or_else(|p| p.into_inner()) {
        return Err(e);
    }
    Ok((ok.into_inner(), refused.into_inner()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_differ_by_target_and_content_and_match_sha256() {
        // sha256("tileiras\0sm_90\0") computed independently (coreutils sha256sum).
        assert_eq!(
            key("sm_90", b""),
            "605426d588b3de6f8a2346d282476ed86d89ebef5b76c81cce22418265c4fa87"
        );
        assert_ne!(key("sm_90", b"a"), key("sm_80", b"a"));
        assert_ne!(key("sm_90", b"a"), key("sm_90", b"b"));
    }

    #[test]
    fn store_lookup_and_misses() {
        let d = std::env::temp_dir().join(format!("tileref-cache-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        let c = CubinCache {
            dir: d.clone(),
            only: true,
        };
        assert!(matches!(c.lookup("k1"), Lookup::Miss));
        c.store("k1", Ok(b"cubin bytes")).unwrap();
        c.store("k2", Err("tileiras: no")).unwrap();
        assert!(matches!(c.lookup("k1"), Lookup::Cubin(b) if b == b"cubin bytes"));
        assert!(matches!(c.lookup("k2"), Lookup::Refused(m) if m == "tileiras: no"));
        let k = key("sm_90", b"bc");
        c.record_miss(&k, "sm_90", b"bc").unwrap();
        assert_eq!(
            std::fs::read(d.join("missing").join(format!("{k}.sm_90.tileirbc"))).unwrap(),
            b"bc"
        );
        // A miss whose bytes do not match its name is refused before tileiras runs.
        std::fs::write(
            d.join("missing").join(format!("{k}.sm_90.tileirbc")),
            b"tampered",
        )
        .unwrap();
        let e = fill(&d, Path::new("/nonexistent/tileiras"), 1, &|_| {}).unwrap_err();
        assert!(e.contains("does not match its key"), "{e}");
        let _ = std::fs::remove_dir_all(&d);
    }
}

//! The `tileiras` oracle: NVIDIA's compiler must compile every program tileref accepts. A
//! refusal, a crash or a hang is a finding (the CPU machine runs it; no GPU is needed).

use crate::verdict::{finding, Verdict};
use std::path::Path;
use std::time::Duration;
use tileref_spec::bytecode::{write_module, WriteOptions};
use tileref_spec::ir::Module;
use tileref_spec::Version;

/// How long one compilation may take before it counts as a hang.
const TIMEOUT: Duration = Duration::from_secs(60);

pub fn check(m: &Module, exe: &Path, arch: &str) -> Verdict {
    let bytes = match write_module(
        m,
        &WriteOptions {
            version: Version::LATEST,
        },
    ) {
        Ok(b) => b,
        Err(d) => return Verdict::Finding(finding("bytecode-write", "self", d.message, "")),
    };
    let dir = std::env::temp_dir().join(format!(
        "tileref-fuzz-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    let _ = std::fs::create_dir_all(&dir);
    let bc = dir.join("p.tileirbc");
    let out = dir.join("p.cubin");
    if let Err(e) = std::fs::write(&bc, &bytes) {
        return Verdict::Discard(format!("cannot write {}: {e}", bc.display()));
    }
    let child = std::process::Command::new(exe)
        .arg(format!("--gpu-name={arch}"))
        .arg(&bc)
        .arg("-o")
        .arg(&out)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn();
    let mut child = match child {
        Ok(c) => c,
        Err(e) => return Verdict::Discard(format!("cannot run {}: {e}", exe.display())),
    };
    let start = std::time::Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(status)) => {
                if status.success() {
                    return Verdict::Pass;
                }
                let mut err = String::new();
                if let Some(mut s) = child.stderr.take() {
                    let _ = std::io::Read::read_to_string(&mut s, &mut err);
                }
                let first = err
                    .lines()
                    .find(|l| l.contains("error"))
                    .or(err.lines().next())
                    .unwrap_or("")
                    .trim()
                    .to_string();
                let kind = if status.code().is_none() {
                    "tileiras-crash"
                } else {
                    "tileiras-rejects"
                };
                let msg = if first.is_empty() {
                    format!("tileiras exited with {status} and no diagnostic")
                } else {
                    first
                };
                return Verdict::Finding(finding(kind, "tileiras", msg.clone(), &normalise(&msg)));
            }
            Ok(None) if start.elapsed() > TIMEOUT => {
                let _ = child.kill();
                let _ = child.wait();
                return Verdict::Finding(finding(
                    "tileiras-hang",
                    "tileiras",
                    format!("no answer within {} s", TIMEOUT.as_secs()),
                    "",
                ));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(e) => return Verdict::Discard(format!("waiting for tileiras: {e}")),
        }
    }
}

/// A message with numbers, value names and locations taken out, so that one bug met by many
/// programs (and its reductions) keeps one signature.
pub fn normalise(msg: &str) -> String {
    let mut out = String::new();
    let mut last_digit = false;
    for c in msg.chars() {
        if c.is_ascii_digit() {
            if !last_digit {
                out.push('N');
            }
            last_digit = true;
        } else {
            out.push(c);
            last_digit = false;
        }
    }
    out
}

//! `tileref fuzz` and `tileref fuzz merge`, run as a user would.

use std::process::Command;

fn tileref(args: &[&str]) -> (i32, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_tileref"))
        .args(args)
        .output()
        .unwrap();
    (
        o.status.code().unwrap_or(-1),
        format!(
            "{}{}",
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        ),
    )
}

#[test]
fn a_sharded_campaign_merges_to_the_whole() {
    let dir = std::env::temp_dir().join(format!("tileref-cli-fuzz-{}", std::process::id()));
    let d = |s: &str| dir.join(s).to_str().unwrap().to_string();
    let (code, text) = tileref(&[
        "fuzz",
        "--seed",
        "5",
        "--count",
        "300",
        "--jobs",
        "2",
        "--out",
        &d("whole"),
    ]);
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("300 programs"), "{text}");
    for k in 0..3 {
        let (code, text) = tileref(&[
            "fuzz",
            "--seed",
            "5",
            "--count",
            "300",
            "--shard",
            &format!("{k}/3"),
            "--out",
            &d(&format!("s{k}")),
        ]);
        assert_eq!(code, 0, "{text}");
        assert!(text.contains("100 programs"), "{text}");
    }
    let (code, text) = tileref(&["fuzz", "merge", &d("s0"), &d("s1"), &d("s2")]);
    assert_eq!(code, 0, "{text}");
    let merged: serde_json::Value = serde_json::from_str(&text).unwrap();
    let whole: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("whole/summary.json")).unwrap())
            .unwrap();
    assert_eq!(merged["programs"], 300);
    // The shards saw the same programs as the whole campaign: the same discards.
    assert_eq!(merged["discarded"], whole["discarded"]);
    let (code, text) = tileref(&["fuzz", "--count", "5", "--shard", "3/3"]);
    assert_eq!(code, 1, "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The tileiras oracle and the reducer against a stand-in compiler (a script that refuses any
/// module holding an f4E2M1FN type, as tileiras does for sm_90): the finding reduces to a
/// program without ops that still holds the type (an unused load is what the compiler refuses),
/// and the reduced program still fails.
#[test]
fn a_compiler_refusal_reduces_to_what_the_compiler_refuses() {
    use tileref_fuzz::oracle::{check, Oracle, Verdict};
    let dir = std::env::temp_dir().join(format!("tileref-fake-tileiras-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let fake = dir.join("fake-tileiras");
    std::fs::write(
        &fake,
        format!("#!/bin/sh\n# $1 = --gpu-name=..., $2 = bytecode, $3 = -o, $4 = output\nif {} disasm \"$2\" | grep -q f4E2M1FN; then echo \"error: unsupported type 'f4E2M1FN'\" >&2; exit 1; fi\ntouch \"$4\"\n", env!("CARGO_BIN_EXE_tileref")),
    )
    .unwrap();
    std::process::Command::new("chmod")
        .arg("+x")
        .arg(&fake)
        .status()
        .unwrap();
    let o = Oracle::Tileiras {
        exe: fake.clone(),
        arch: "sm_90".into(),
    };
    let g = tileref_fuzz::gen::GenOptions::default();
    let (mut found, mut passed) = (0, 0);
    for i in 0..60 {
        let p = tileref_fuzz::gen::generate(3, i, &g);
        match check(&p, &o) {
            Verdict::Pass => passed += 1,
            Verdict::Finding(f) => {
                assert!(f.message.contains("f4E2M1FN"), "{f:?}");
                let r = tileref_fuzz::reduce::reduce(&p, &f, &o, 200);
                let v = check(&r, &o);
                assert!(
                    matches!(v, Verdict::Finding(ref g) if tileref_fuzz::reduce::same_finding(g, &f)),
                    "the reduced program must still fail: {v:?}\n{}\nORIGINAL\n{}",
                    r.text(),
                    p.text()
                );
                assert_eq!(r.op_count(), 0, "{}", r.text());
                assert!(r.text().contains("f4E2M1FN"));
                found += 1;
                if found == 3 {
                    break;
                }
            }
            Verdict::Discard(d) => panic!("{d}"),
        }
    }
    assert!(found == 3 && passed > 0, "found {found}, passed {passed}");
    let _ = std::fs::remove_dir_all(&dir);
}

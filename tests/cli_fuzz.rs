//! `tileref fuzz` and `tileref fuzz merge`, run as a user would.

use std::process::Command;

fn tileref(args: &[&str]) -> (i32, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_tileref")).args(args).output().unwrap();
    (o.status.code().unwrap_or(-1), format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr)))
}

#[test]
fn a_sharded_campaign_merges_to_the_whole() {
    let dir = std::env::temp_dir().join(format!("tileref-cli-fuzz-{}", std::process::id()));
    let d = |s: &str| dir.join(s).to_str().unwrap().to_string();
    let (code, text) = tileref(&["fuzz", "--seed", "5", "--count", "300", "--jobs", "2", "--out", &d("whole")]);
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("300 programs"), "{text}");
    for k in 0..3 {
        let (code, text) = tileref(&["fuzz", "--seed", "5", "--count", "300", "--shard", &format!("{k}/3"), "--out", &d(&format!("s{k}"))]);
        assert_eq!(code, 0, "{text}");
        assert!(text.contains("100 programs"), "{text}");
    }
    let (code, text) = tileref(&["fuzz", "merge", &d("s0"), &d("s1"), &d("s2")]);
    assert_eq!(code, 0, "{text}");
    let merged: serde_json::Value = serde_json::from_str(&text).unwrap();
    let whole: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(dir.join("whole/summary.json")).unwrap()).unwrap();
    assert_eq!(merged["programs"], 300);
    // The shards saw the same programs as the whole campaign: the same discards.
    assert_eq!(merged["discarded"], whole["discarded"]);
    let (code, text) = tileref(&["fuzz", "--count", "5", "--shard", "3/3"]);
    assert_eq!(code, 1, "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

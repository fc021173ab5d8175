//! The generator: programs verify, are reproducible from (seed, index), and cover the
//! catalogue's conversions, shape ops and arithmetic with their modifiers.

use std::collections::BTreeMap;
use tileref_fuzz::gen::{generate, pool, Family, GenOptions};
use tileref_spec::diag::Severity;

#[test]
fn programs_verify_and_reproduce() {
    let o = GenOptions::default();
    let (mut ops, mut seen) = (0usize, BTreeMap::<&str, usize>::new());
    let mut paddings = BTreeMap::<&str, usize>::new();
    let mut wraps = BTreeMap::<String, usize>::new();
    let n = 600;
    for i in 0..n {
        let p = generate(7, i, &o);
        let text = p.text();
        let m = tileref_spec::text::parse_module(&text)
            .unwrap_or_else(|d| panic!("program {i}: {}\n{text}", d.message));
        let errs: Vec<String> = tileref_spec::verify::verify_module(&m, Default::default())
            .into_iter()
            .filter(|d| d.severity == Severity::Error)
            .map(|d| d.message)
            .collect();
        assert!(errs.is_empty(), "program {i}: {errs:?}\n{text}");
        assert_eq!(
            generate(7, i, &o).text(),
            text,
            "program {i} is not reproducible"
        );
        ops += p.op_count();
        for name in p.op_names() {
            *seen.entry(name).or_default() += 1;
        }
        for node in &p.nodes {
            if let Some(w) = node.wrap {
                *wraps
                    .entry(format!("{w:?}").split('(').next().unwrap_or("").to_string())
                    .or_default() += 1;
            }
        }
        for x in &p.inputs {
            if let Some((pad, short)) = x.pad {
                assert!(
                    short >= 1 && short < x.ty.len(),
                    "program {i}: {short} of {}",
                    x.ty.len()
                );
                *paddings.entry(pad.name()).or_default() += 1;
            }
        }
    }
    println!("{n} programs, {:.1} ops each; ops used: {seen:?}; padded inputs: {paddings:?}; wrapped ops: {wraps:?}", ops as f64 / n as f64);
    // Partial tiles with every padding value; ops inside `for` and `if`.
    assert_eq!(paddings.len(), 5, "{paddings:?}");
    assert!(
        wraps.get("For").is_some_and(|&n| n > 10) && wraps.get("If").is_some_and(|&n| n > 10),
        "{wraps:?}"
    );
    assert!(ops as f64 / n as f64 > 3.0);
    // Every conversion op of the pool shows up.
    for (d, f) in pool() {
        if *f == Family::Conversion {
            assert!(seen.contains_key(d.name), "{} never generated", d.name);
        }
    }
    for name in [
        "broadcast",
        "reshape",
        "permute",
        "ftof",
        "itof",
        "ftoi",
        "exti",
        "trunci",
        "bitcast",
        "addf",
        "select",
        "reduce",
        "scan",
    ] {
        assert!(seen.contains_key(name), "{name} never generated: {seen:?}");
    }
}

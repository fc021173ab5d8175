//! The house's layering: no two source files of a crate depend on each other, directly or
//! through others. A file depends on another when it names an item of the other's module
//! (`use crate::a::b`, `super::x`, `crate::a::f()` in code); declaring a child module (`mod x;`)
//! is no dependency. Each crate's modules are found from its root as rustc finds them.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// One crate's module tree: module path (`a::b`) -> file, and file -> its module path.
struct Crate {
    files: BTreeMap<Vec<String>, PathBuf>,
}

fn strip_comments_and_strings(src: &str) -> String {
    // Enough of Rust's lexer for paths: drop line and block comments, string and char
    // literals (so `"crate::x"` in a message is no dependency).
    let b = src.as_bytes();
    let mut out = String::with_capacity(src.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'/' && i + 1 < b.len() && b[i + 1] == b'/' {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if b[i] == b'/' && i + 1 < b.len() && b[i + 1] == b'*' {
            let mut depth = 0;
            while i < b.len() {
                if b[i] == b'/' && i + 1 < b.len() && b[i + 1] == b'*' {
                    depth += 1;
                    i += 2;
                } else if b[i] == b'*' && i + 1 < b.len() && b[i + 1] == b'/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if b[i] == b'r'
            && i + 1 < b.len()
            && (b[i + 1] == b'"' || b[i + 1] == b'#')
            && (i == 0 || !is_ident(b[i - 1]))
        {
            // Raw string r"..." / r#"..."#.
            let mut j = i + 1;
            let mut hashes = 0;
            while j < b.len() && b[j] == b'#' {
                hashes += 1;
                j += 1;
            }
            if j < b.len() && b[j] == b'"' {
                j += 1;
                'scan: while j < b.len() {
                    if b[j] == b'"'
                        && b[j + 1..]
                            .iter()
                            .take(hashes)
                            .filter(|&&c| c == b'#')
                            .count()
                            == hashes
                    {
                        j += 1 + hashes;
                        break 'scan;
                    }
                    j += 1;
                }
                out.push(' ');
                i = j;
            } else {
                out.push('r');
                i += 1;
            }
        } else if b[i] == b'"' {
            i += 1;
            while i < b.len() && b[i] != b'"' {
                if b[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            out.push(' ');
        } else if b[i] == b'\'' && i + 2 < b.len() && (b[i + 2] == b'\'' || b[i + 1] == b'\\') {
            // A char literal ('a', '\n', '\u{..}'); lifetimes ('a) are left alone.
            i += 1;
            while i < b.len() && b[i] != b'\'' {
                if b[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            out.push(' ');
        } else {
            out.push(b[i] as char);
            i += 1;
        }
    }
    out
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// `mod x;` declarations (not inline `mod x { ... }`), with a `#[path = "..."]` if present.
fn child_modules(src: &str) -> Vec<(String, Option<String>)> {
    let mut out = vec![];
    let mut path_attr: Option<String> = None;
    for line in src.lines() {
        let t = line.trim();
        if let Some(p) = t
            .strip_prefix("#[path = \"")
            .and_then(|r| r.strip_suffix("\"]"))
        {
            path_attr = Some(p.to_string());
            continue;
        }
        let decl = t
            .trim_start_matches("pub(crate) ")
            .trim_start_matches("pub(super) ")
            .trim_start_matches("pub ");
        if let Some(rest) = decl.strip_prefix("mod ") {
            if let Some(name) = rest.strip_suffix(';') {
                out.push((name.trim().to_string(), path_attr.take()));
                continue;
            }
        }
        if !t.starts_with("#[") {
            path_attr = None;
        }
    }
    out
}

fn load_crate(root: &Path) -> Crate {
    let mut files = BTreeMap::new();
    let mut stack = vec![(Vec::<String>::new(), root.to_path_buf())];
    while let Some((m, file)) = stack.pop() {
        let src =
            std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        // Children of a mod.rs / lib.rs / main.rs live beside it; of x.rs, in x/.
        let stem = file.file_stem().unwrap().to_str().unwrap();
        let dir = if matches!(stem, "mod" | "lib" | "main") || m.is_empty() {
            file.parent().unwrap().to_path_buf()
        } else {
            file.parent().unwrap().join(stem)
        };
        for (name, path) in child_modules(&strip_comments_and_strings_keep_attrs(&src)) {
            let child = match path {
                Some(p) => file.parent().unwrap().join(p),
                None if dir.join(format!("{name}.rs")).exists() => dir.join(format!("{name}.rs")),
                None => dir.join(&name).join("mod.rs"),
            };
            if child.exists() {
                let mut cm = m.clone();
                cm.push(name);
                stack.push((cm, child));
            }
        }
        files.insert(m, file);
    }
    Crate { files }
}

/// Comments and strings removed, but `#[path = "..."]` attributes kept.
fn strip_comments_and_strings_keep_attrs(src: &str) -> String {
    src.lines()
        .map(|l| {
            if l.trim_start().starts_with("#[path = ") {
                l.to_string()
            } else {
                strip_comments_and_strings(l)
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The files of `c` that `file` (module `m`) depends on.
fn dependencies(c: &Crate, m: &[String], file: &Path) -> BTreeSet<PathBuf> {
    let src = strip_comments_and_strings(&std::fs::read_to_string(file).unwrap());
    let bytes = src.as_bytes();
    let mut deps = BTreeSet::new();
    let inline = inline_modules(&src);
    // Paths beginning with `crate::` or `super::` (any number of them), read up to the first
    // segment that is not a module of the crate.
    let mut i = 0;
    while i < bytes.len() {
        let at_start = i == 0 || !(is_ident(bytes[i - 1]) || bytes[i - 1] == b':');
        let rest = &src[i..];
        let child_len = rest.bytes().take_while(|&b| is_ident(b)).count();
        let (mut base, mut j) = if at_start && rest.starts_with("crate::") {
            (Vec::new(), i + 7)
        } else if at_start && rest.starts_with("self::") {
            (m.to_vec(), i + 6)
        } else if at_start
            && child_len > 0
            && rest[child_len..].starts_with("::")
            && c.files
                .contains_key(&[m, &[rest[..child_len].to_string()]].concat())
        {
            // A path through a child module (`view::load(...)`, `use view::X`).
            (m.to_vec(), i)
        } else if at_start && rest.starts_with("super::") {
            // Inside an inline `mod x { .. }` (tests), the first `super`s stay in this file.
            let mut inline = inline.iter().filter(|&&(a, b)| a <= i && i < b).count();
            let mut base = m.to_vec();
            let mut j = i;
            while src[j..].starts_with("super::") {
                if inline > 0 {
                    inline -= 1;
                } else {
                    base.pop();
                }
                j += 7;
            }
            (base, j)
        } else {
            i += 1;
            continue;
        };
        // Read segments `a::b::{c, d}`: follow plain segments; a `{` group fans out.
        let mut targets = vec![];
        let mut grouped = false;
        loop {
            let s = j;
            while j < bytes.len() && is_ident(bytes[j]) {
                j += 1;
            }
            let seg = &src[s..j];
            if seg.is_empty() {
                if j < bytes.len() && bytes[j] == b'{' {
                    // A group: each item names a module or an item of `base`.
                    let end = src[j..].find('}').map(|e| j + e).unwrap_or(bytes.len());
                    for item in src[j + 1..end].split(',') {
                        let first = item.trim().split("::").next().unwrap_or("").trim();
                        let mut cand = base.clone();
                        cand.push(first.to_string());
                        targets.push(if c.files.contains_key(&cand) {
                            cand
                        } else {
                            defining_module(c, base.clone(), first)
                        });
                    }
                    grouped = true; // the group named every target
                    j = end;
                }
                break;
            }
            let mut cand = base.clone();
            cand.push(seg.to_string());
            if c.files.contains_key(&cand) && src[j..].starts_with("::") {
                base = cand;
                j += 2;
            } else if c.files.contains_key(&cand) {
                base = cand;
                break;
            } else {
                // An item of `base`: its defining module, through re-exports.
                base = defining_module(c, base, seg);
                break;
            }
        }
        if !grouped {
            targets.push(base);
        }
        for t in targets {
            // A module's own descendants and ancestors' files: only other files count.
            if let Some(f) = c.files.get(&t) {
                if f != file {
                    deps.insert(f.clone());
                }
            }
        }
        i = j.max(i + 1);
    }
    deps
}

/// The byte ranges of inline modules (`mod tests { .. }`) in `src`.
fn inline_modules(src: &str) -> Vec<(usize, usize)> {
    let b = src.as_bytes();
    let mut out = vec![];
    let mut i = 0;
    while let Some(k) = src[i..].find("mod ") {
        let at = i + k;
        i = at + 4;
        if at > 0 && is_ident(b[at - 1]) {
            continue;
        }
        let mut j = i;
        while j < b.len() && is_ident(b[j]) {
            j += 1;
        }
        while j < b.len() && b[j].is_ascii_whitespace() {
            j += 1;
        }
        if j == i || j >= b.len() || b[j] != b'{' {
            continue;
        }
        let mut depth = 0usize;
        let mut e = j;
        while e < b.len() {
            match b[e] {
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                _ => {}
            }
            e += 1;
        }
        out.push((j, e));
    }
    out
}

/// The modules that `pub use` items of module `m` come from: item name -> module path. A
/// re-export is no dependency of its own: a path through it depends on the defining module.
fn reexports(c: &Crate, m: &[String]) -> BTreeMap<String, Vec<String>> {
    let mut out = BTreeMap::new();
    let Some(file) = c.files.get(m) else {
        return out;
    };
    let src = strip_comments_and_strings(&std::fs::read_to_string(file).unwrap());
    for stmt in src.split(';') {
        let t = stmt.trim();
        let Some(path) = ["pub use ", "pub(crate) use ", "pub(super) use "]
            .iter()
            .find_map(|p| t.strip_prefix(p))
        else {
            continue;
        };
        let path: String = path.split_whitespace().collect();
        let (prefix, items) = match path.find('{') {
            Some(b) => (
                path[..b].trim_end_matches("::").to_string(),
                path[b + 1..]
                    .trim_end_matches('}')
                    .split(',')
                    .map(|s| s.to_string())
                    .collect::<Vec<_>>(),
            ),
            None => match path.rfind("::") {
                Some(k) => (path[..k].to_string(), vec![path[k + 2..].to_string()]),
                None => continue,
            },
        };
        let module = resolve_module(c, m, &prefix);
        for item in items {
            let name = item.rsplit(" as ").next().unwrap_or("").trim().to_string();
            let first = item.split("::").next().unwrap_or("").trim().to_string();
            if name.is_empty() || name == "*" || name == "self" {
                continue;
            }
            let mut cand = module.clone();
            cand.push(first);
            out.insert(
                name,
                if c.files.contains_key(&cand) {
                    cand
                } else {
                    module.clone()
                },
            );
        }
    }
    out
}

/// The module a `use` prefix (`crate::a::b`, `super::x`, `self::y`, `child::z`) names, read
/// from module `m` up to its last segment that is a module.
fn resolve_module(c: &Crate, m: &[String], prefix: &str) -> Vec<String> {
    let mut segs = prefix.split("::").filter(|s| !s.is_empty()).peekable();
    let mut base = m.to_vec();
    match segs.peek() {
        Some(&"crate") => {
            base.clear();
            segs.next();
        }
        Some(&"self") => {
            segs.next();
        }
        _ => {}
    }
    while segs.peek() == Some(&"super") {
        base.pop();
        segs.next();
    }
    for s in segs {
        let mut cand = base.clone();
        cand.push(s.to_string());
        if !c.files.contains_key(&cand) {
            break;
        }
        base = cand;
    }
    base
}

/// Where item `name` of module `m` is defined, following re-exports.
fn defining_module(c: &Crate, m: Vec<String>, name: &str) -> Vec<String> {
    let mut m = m;
    for _ in 0..8 {
        match reexports(c, &m).get(name) {
            Some(next) if *next != m => m = next.clone(),
            _ => break,
        }
    }
    m
}

/// Every cycle of file dependencies, each as the files on it (found by strongly connected
/// components: a cycle exists exactly where a component has more than one file).
fn cycles(c: &Crate) -> Vec<Vec<PathBuf>> {
    let nodes: Vec<PathBuf> = c.files.values().cloned().collect();
    let index: BTreeMap<&PathBuf, usize> = nodes.iter().enumerate().map(|(i, f)| (f, i)).collect();
    let edges: Vec<Vec<usize>> = c
        .files
        .iter()
        .map(|(m, f)| dependencies(c, m, f).iter().map(|d| index[d]).collect())
        .collect();
    // Tarjan's algorithm, iteratively.
    let n = nodes.len();
    let (mut idx, mut low, mut on) = (vec![usize::MAX; n], vec![0; n], vec![false; n]);
    let (mut stack, mut next, mut out) = (vec![], 0, vec![]);
    for s in 0..n {
        if idx[s] != usize::MAX {
            continue;
        }
        let mut work = vec![(s, 0usize)];
        while let Some(&mut (v, ref mut ei)) = work.last_mut() {
            if *ei == 0 && idx[v] == usize::MAX {
                idx[v] = next;
                low[v] = next;
                next += 1;
                stack.push(v);
                on[v] = true;
            }
            if *ei < edges[v].len() {
                let w = edges[v][*ei];
                *ei += 1;
                if idx[w] == usize::MAX {
                    work.push((w, 0));
                } else if on[w] {
                    low[v] = low[v].min(idx[w]);
                }
                continue;
            }
            work.pop();
            if let Some(&(u, _)) = work.last() {
                low[u] = low[u].min(low[v]);
            }
            if low[v] == idx[v] {
                let mut comp = vec![];
                loop {
                    let w = stack.pop().unwrap();
                    on[w] = false;
                    comp.push(nodes[w].clone());
                    if w == v {
                        break;
                    }
                }
                if comp.len() > 1 {
                    comp.sort();
                    out.push(comp);
                }
            }
        }
    }
    out
}

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Circles that predate this test, each allowed to shrink but not to grow: a circle found must
/// lie within one of these. Untying them is work left to do (the text/bytecode/verify layers of
/// spec, the reference evaluator, the PTX lowering around `lower/mod.rs` and `dims`).
const KNOWN: &[&[&str]] = &[
    &[
        "spec/src/attrs.rs",
        "spec/src/bytecode/debug.rs",
        "spec/src/float_bits.rs",
        "spec/src/ir.rs",
        "spec/src/ops/catalogue.rs",
        "spec/src/ops/constraint.rs",
        "spec/src/ops/format.rs",
        "spec/src/ops/mod.rs",
        "spec/src/text/attr.rs",
        "spec/src/text/parser.rs",
        "spec/src/text/printer.rs",
        "spec/src/types.rs",
        "spec/src/verify/debuginfo.rs",
        "spec/src/verify/mod.rs",
        "spec/src/verify/ops.rs",
        "spec/src/verify/types.rs",
    ],
    &[
        "spec/src/bytecode/enc.rs",
        "spec/src/bytecode/mod.rs",
        "spec/src/bytecode/normalize.rs",
        "spec/src/bytecode/read.rs",
        "spec/src/bytecode/write.rs",
    ],
    &[
        "conformance/src/refeval/assume.rs",
        "conformance/src/refeval/convert.rs",
        "conformance/src/refeval/exec.rs",
        "conformance/src/refeval/memory.rs",
        "conformance/src/refeval/mod.rs",
        "conformance/src/refeval/shape.rs",
        "conformance/src/refeval/tile.rs",
        "conformance/src/refeval/view.rs",
    ],
    &[
        "gpu-backend/src/ptx/dims/expr.rs",
        "gpu-backend/src/ptx/dims/indices.rs",
        "gpu-backend/src/ptx/dims/size.rs",
        "gpu-backend/src/ptx/dims.rs",
    ],
    &[
        "gpu-backend/src/ptx/lower/atomics.rs",
        "gpu-backend/src/ptx/lower/basics.rs",
        "gpu-backend/src/ptx/lower/control.rs",
        "gpu-backend/src/ptx/lower/convert.rs",
        "gpu-backend/src/ptx/lower/debug.rs",
        "gpu-backend/src/ptx/lower/float.rs",
        "gpu-backend/src/ptx/lower/int.rs",
        "gpu-backend/src/ptx/lower/math/mod.rs",
        "gpu-backend/src/ptx/lower/mod.rs",
        "gpu-backend/src/ptx/lower/narrow.rs",
        "gpu-backend/src/ptx/lower/pack.rs",
        "gpu-backend/src/ptx/lower/pointers.rs",
        "gpu-backend/src/ptx/lower/shared.rs",
        "gpu-backend/src/ptx/lower/storage.rs",
        "gpu-backend/src/ptx/lower/tests.rs",
        "gpu-backend/src/ptx/lower/views.rs",
    ],
];

#[test]
fn no_source_file_depends_on_itself_through_others() {
    let roots = [
        "src/main.rs",
        "spec/src/lib.rs",
        "interp/src/lib.rs",
        "conformance/src/lib.rs",
        "gpu-backend/src/lib.rs",
        "fuzz/src/lib.rs",
        "python/src/lib.rs",
    ];
    let mut found = vec![];
    for r in roots {
        let c = load_crate(&repo().join(r));
        assert!(
            c.files.len() > 1 || r == "python/src/lib.rs",
            "{r}: found only {} file(s)",
            c.files.len()
        );
        for cyc in cycles(&c) {
            let files: Vec<String> = cyc
                .iter()
                .map(|f| f.strip_prefix(repo()).unwrap().display().to_string())
                .collect();
            if !KNOWN
                .iter()
                .any(|k| files.iter().all(|f| k.contains(&f.as_str())))
            {
                found.push(files.join(" <-> "));
            }
        }
    }
    assert!(
        found.is_empty(),
        "import circles (files that depend on each other):\n  {}",
        found.join("\n  ")
    );
}

#[test]
fn the_untied_modules_stay_untied() {
    // The loader, the CLI, the interpreter and the fuzzer: no file of theirs in any circle.
    for r in ["src/main.rs", "interp/src/lib.rs", "fuzz/src/lib.rs"] {
        let c = load_crate(&repo().join(r));
        assert_eq!(cycles(&c), Vec::<Vec<PathBuf>>::new(), "{r}");
    }
    let spec = load_crate(&repo().join("spec/src/lib.rs"));
    let load = repo().join("spec/src/load.rs");
    assert!(
        spec.files.values().any(|f| *f == load),
        "spec/src/load.rs is spec's module loader"
    );
    assert!(cycles(&spec).iter().all(|c| !c.contains(&load)));
}

#[test]
fn the_checker_sees_a_circle() {
    // Two modules that use each other, and a third used by both: one circle of two files.
    let dir = std::env::temp_dir().join(format!("tileref-layering-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("a")).unwrap();
    std::fs::write(
        dir.join("lib.rs"),
        "mod a;\nmod b;\nmod c;\npub use c::C;\nfn root() { a::g(); }\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("a.rs"),
        "mod inner;\nuse crate::b::B;\n// crate::c::C in a comment is no dependency\n",
    )
    .unwrap();
    std::fs::write(dir.join("a/inner.rs"), "use super::super::c::{self, C};\n").unwrap();
    std::fs::write(
        dir.join("b.rs"),
        "use crate::C;\npub fn f() { crate::a::g(); let s = \"crate::c\"; }\n",
    )
    .unwrap();
    std::fs::write(dir.join("c.rs"), "pub struct C;\n#[cfg(test)]\nmod tests {\n    use super::*;\n    use super::super::C;\n}\n").unwrap();
    let c = load_crate(&dir.join("lib.rs"));
    assert_eq!(c.files.len(), 5);
    let cyc = cycles(&c);
    assert_eq!(cyc, vec![vec![dir.join("a.rs"), dir.join("b.rs")]]);
    // A path through the root's re-export depends on the defining file, not on lib.rs.
    let b = dependencies(&c, &["b".into()], &dir.join("b.rs"));
    assert_eq!(
        b.into_iter().collect::<Vec<_>>(),
        vec![dir.join("a.rs"), dir.join("c.rs")]
    );
    // In c's inline test module, `super` is c itself and `super::super` the crate root (whose
    // `C` is c's own, re-exported).
    assert!(dependencies(&c, &["c".into()], &dir.join("c.rs")).is_empty());
    let inner = dependencies(&c, &["a".into(), "inner".into()], &dir.join("a/inner.rs"));
    assert_eq!(
        inner.into_iter().collect::<Vec<_>>(),
        vec![dir.join("c.rs")]
    );
    std::fs::remove_dir_all(&dir).ok();
}

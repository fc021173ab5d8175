use std::collections::{HashMap, HashSet};

use proptest::prelude::*;

use super::*;

fn env(pairs: &[(&str, u64)]) -> HashMap<String, u64> {
    pairs.iter().map(|(k, v)| (k.to_string(), *v)).collect()
}

fn tid() -> Expr {
    Expr::var("%tid.x")
}

fn err<T: std::fmt::Debug>(r: Result<T, DimsError>) -> String {
    r.expect_err("expected a DimsError").message
}

/// `N = B * T` with |N| = 1024, |B| = 4.
fn nbt() -> (Dims, Dim, Dim, Dim) {
    let mut d = Dims::new();
    let (n, b, t) = (
        d.dim("N", Some(1024)),
        d.dim("B", Some(4)),
        d.dim("T", None),
    );
    d.equate(n, b * t).unwrap();
    (d, n, b, t)
}

#[test]
fn factorisation_solves_the_unknown_factor() {
    let (d, n, b, t) = nbt();
    let ix = d.init().unwrap();
    assert_eq!(
        (
            ix.size(n).unwrap(),
            ix.size(b).unwrap(),
            ix.size(t).unwrap()
        ),
        (1024, 4, 256)
    );
}

#[test]
fn sizes_propagate_through_a_chain() {
    let mut d = Dims::new();
    let (tile, rows, cols, r2) = (
        d.dim("Tile", None),
        d.dim("Rows", Some(16)),
        d.dim("Cols", None),
        d.dim("R2", None),
    );
    d.equate(cols, 8u64).unwrap();
    d.equate(tile, rows * cols).unwrap();
    d.equate(tile * 2u64, r2).unwrap();
    let ix = d.init().unwrap();
    assert_eq!(
        (
            ix.size(tile).unwrap(),
            ix.size(cols).unwrap(),
            ix.size(r2).unwrap()
        ),
        (128, 8, 256)
    );
}

#[test]
fn stride_constant_is_a_stride_not_an_index() {
    let mut d = Dims::new();
    let (x, y) = (d.dim("X", None), d.dim("Y", Some(32)));
    d.equate(x * 4u64, y).unwrap();
    let ix0 = d.init().unwrap();
    assert_eq!(ix0.size(x).unwrap(), 8);
    // Y -> X divides by the stride.
    let mut ix = ix0.clone();
    ix.set_index(y, tid()).unwrap();
    assert_eq!(ix.get(x).unwrap().to_string(), "%tid.x / 4");
    // X -> Y multiplies by it.
    let mut ix = ix0;
    ix.set_index(x, tid()).unwrap();
    let yx = ix.get(y).unwrap();
    assert_eq!(yx.to_string(), "%tid.x * 4");
    for v in 0..8 {
        assert_eq!(yx.eval(&env(&[("%tid.x", v)])).unwrap(), 4 * v);
    }
}

#[test]
fn exponent_with_exact_root() {
    let mut d = Dims::new();
    let (n, b) = (d.dim("N", Some(64)), d.dim("B", None));
    d.equate(n, b * b).unwrap();
    assert_eq!(d.init().unwrap().size(b).unwrap(), 8);
    let mut d = Dims::new();
    let (n, b) = (d.dim("N", Some(8)), d.dim("B", None));
    d.equate(b * b * b, n * 27u64).unwrap();
    assert_eq!(d.init().unwrap().size(b).unwrap(), 6);
}

#[test]
fn non_integer_root_is_an_error() {
    let mut d = Dims::new();
    let (n, b) = (d.dim("N", Some(8)), d.dim("B", None));
    d.equate(n, b * b).unwrap();
    let m = err(d.init());
    assert!(
        m.contains("`N = B * B`") && m.contains("N = 8") && m.contains("`B^2 = 8`"),
        "{m}"
    );
    assert!(m.contains("no integer root of degree 2"), "{m}");
}

#[test]
fn fractional_size_is_an_error() {
    let mut d = Dims::new();
    let b = d.dim("B", None);
    d.equate(6u64, b * 4u64).unwrap();
    let m = err(d.init());
    assert!(
        m.contains("`6 = B * 4`") && m.contains("`B = 3/2`") && m.contains("not be an integer"),
        "{m}"
    );
}

#[test]
fn underdetermined_system_names_equation_and_unknowns() {
    let mut d = Dims::new();
    let (n, b, t) = (d.dim("N", Some(1024)), d.dim("B", None), d.dim("T", None));
    d.dim("Lonely", None);
    d.equate(n, b * t).unwrap();
    let m = err(d.init());
    assert!(m.starts_with("sizes are underdetermined"), "{m}");
    assert!(
        m.contains("`N = B * T` (where N = 1024) reduces to `B * T = 1024`, with B, T unknown"),
        "{m}"
    );
    assert!(
        m.contains("Lonely has no size and no equation mentions it"),
        "{m}"
    );
}

#[test]
fn contradiction_gives_both_sides() {
    let mut d = Dims::new();
    let (n, b, t) = (
        d.dim("N", Some(100)),
        d.dim("B", Some(8)),
        d.dim("T", Some(16)),
    );
    d.equate(n, b * t).unwrap();
    let m = err(d.init());
    assert!(
        m.contains("sizes contradict: `N = B * T` (where N = 100, B = 8, T = 16)"),
        "{m}"
    );
    assert!(m.contains("left side is 100 and the right side 128"), "{m}");
    // A contradiction that only shows after solving: T = 2 from the first equation.
    let mut d = Dims::new();
    let (a, t) = (d.dim("A", Some(6)), d.dim("T", None));
    d.equate(a, t * 3u64).unwrap();
    d.equate(t, 4u64).unwrap();
    let m = err(d.init());
    assert!(m.contains("`T = 4`") && m.contains("T = 2"), "{m}");
}

#[test]
fn mixed_sign_reduced_form() {
    let mut d = Dims::new();
    let (a, b, c) = (d.dim("A", None), d.dim("B", None), d.dim("C", Some(3)));
    d.equate(a * 2u64, b * c).unwrap();
    let m = err(d.init());
    assert!(m.contains("reduces to `A * 2 = B * 3`"), "{m}");
}

#[test]
fn bad_dims_and_overflow() {
    let mut d = Dims::new();
    d.dim("Z", Some(0));
    assert!(err(d.init()).contains("Z has size 0"));
    let mut d = Dims::new();
    d.dim("A", Some(2));
    d.dim("A", Some(3));
    assert!(err(d.init()).contains("two dimensions are named A"));
    let mut d = Dims::new();
    let a = d.dim("A", Some(1));
    assert!(err(d.equate(a, 0u64)).contains("constant factor of 0"));
    // 2^40 * 2^40 does not fit the 64-bit sizes.
    let mut d = Dims::new();
    let (x, a, b) = (
        d.dim("X", None),
        d.dim("A", Some(1 << 40)),
        d.dim("B", Some(1 << 40)),
    );
    d.equate(x, a * b).unwrap();
    assert!(err(d.init()).contains("X = 1208925819614629174706176 does not fit 64 bits"));
    // Products beyond u128 are reported, not wrapped.
    let mut d = Dims::new();
    let (x, a) = (d.dim("X", None), d.dim("A", Some(u64::MAX)));
    d.equate(x, a * a * a).unwrap();
    assert!(err(d.init()).contains("overflow 128-bit"));
    // Every size fits, but a side's product (a stride) does not.
    let mut d = Dims::new();
    let (x, y, a) = (
        d.dim("X", Some(1 << 40)),
        d.dim("Y", Some(1 << 40)),
        d.dim("A", None),
    );
    d.equate(x * y, a * a).unwrap();
    assert!(err(d.init()).contains("product does not fit 64 bits"));
}

#[test]
fn dims_of_another_dims_are_rejected() {
    let (mut d1, n, _, _) = nbt();
    let mut d2 = Dims::new();
    let m = d2.dim("M", Some(1024));
    assert!(err(d2.equate(m, n)).contains("belongs to another Dims"));
    let s1 = d1.new_scope("s", d1.root()).unwrap();
    assert!(err(d2.new_scope("t", s1)).contains("belongs to another Dims"));
    assert!(err(d2.equate_in(s1, m, 1024u64)).contains("belongs to another Dims"));
    assert!(err(d1.name(m)).contains("belongs to another Dims"));
    let mut ix = d1.init().unwrap();
    assert!(err(ix.get(m)).contains("belongs to another Dims"));
    assert!(err(ix.set_index(m, tid())).contains("belongs to another Dims"));
    assert!(err(ix.enter_loop(m, false)).contains("belongs to another Dims"));
    assert!(err(ix.why_solved(m)).contains("belongs to another Dims"));
    let mut ix2 = d2.init().unwrap();
    assert!(err(ix2.enter(s1)).contains("belongs to another Dims"));
}

#[test]
fn scope_ancestry() {
    let mut d = Dims::new();
    let root = d.root();
    let a = d.new_scope("a", root).unwrap();
    let a1 = d.new_scope("a1", a).unwrap();
    let b = d.new_scope("b", root).unwrap();
    let b1 = d.new_scope("b1", b).unwrap();
    let mut ix = d.init().unwrap();
    let m = err(ix.enter(a1));
    assert!(
        m.contains("cannot enter scope root/a/a1: its parent root/a is not entered"),
        "{m}"
    );
    assert!(err(ix.exit()).contains("exit without"));
    ix.enter(a).unwrap();
    assert!(err(ix.enter(a)).contains("already entered"));
    assert!(err(ix.enter(root)).contains("already entered"));
    // Another branch of the tree.
    let m = err(ix.enter(b1));
    assert!(
        m.contains("parent root/b is not entered")
            && m.contains("another branch than scope root, root/a"),
        "{m}"
    );
    // The parent need not be the innermost scope: root is entered, b is its child.
    ix.enter(b).unwrap();
    ix.enter(a1).unwrap();
    ix.enter(b1).unwrap();
    for _ in 0..4 {
        ix.exit().unwrap();
    }
    assert!(ix.enter(a1).is_err());
}

#[test]
fn scoped_equations_hold_only_while_entered() {
    let mut d = Dims::new();
    let (threads, w, l) = (
        d.dim("Threads", Some(128)),
        d.dim("Warps", Some(4)),
        d.dim("Lanes", None),
    );
    let s = d.new_scope("warps", d.root()).unwrap();
    d.equate_in(s, threads, w * l).unwrap();
    // Sizes use the scoped equation too.
    let mut ix = d.init().unwrap();
    assert_eq!(ix.size(l).unwrap(), 32);
    ix.set_index(threads, tid()).unwrap();
    let m = err(ix.get(w));
    assert!(
        m.contains("Warps is not set and no active equation mentions it"),
        "{m}"
    );
    assert!(
        m.contains(
            "scopes not entered also mention it: `Threads = Warps * Lanes` (scope root/warps)"
        ),
        "{m}"
    );
    let (wx, lx) = ix.scope(s, |ix| Ok((ix.get(w)?, ix.get(l)?))).unwrap();
    assert_eq!(
        (wx.to_string(), lx.to_string()),
        ("%tid.x / 32".to_string(), "%tid.x % 32".to_string())
    );
    assert!(
        ix.get(w).is_err(),
        "leaving the scope forgets what it derived"
    );
    assert_eq!(
        ix.get(threads).unwrap(),
        tid(),
        "but keeps what was set outside it"
    );
}

#[test]
fn size_one_dims_are_index_zero() {
    let mut d = Dims::new();
    let (n, b, t) = (d.dim("N", Some(64)), d.dim("B", None), d.dim("T", Some(64)));
    d.equate(n, b * t).unwrap();
    let mut ix = d.init().unwrap();
    assert_eq!(ix.size(b).unwrap(), 1);
    assert_eq!(ix.get(b).unwrap(), Expr::Const(0));
    assert_eq!(ix.why_solved(b).unwrap(), "B has size 1, so its index is 0");
    ix.set_index(n, tid()).unwrap();
    assert_eq!(ix.get(t).unwrap(), tid());
    // Binding a size-1 dimension is harmless: its index stays 0.
    ix.set_index(b, Expr::var("%ctaid.x")).unwrap();
    assert_eq!(ix.get(b).unwrap(), Expr::Const(0));
    // A loop over it runs once.
    let trip = ix
        .loop_over(b, false, |ix, l| Ok((l.trip_count, ix.get(b)?)))
        .unwrap();
    assert_eq!(trip, (1, Expr::Const(0)));
}

#[test]
fn index_propagates_both_ways() {
    let (d, n, b, t) = nbt();
    let ix0 = d.init().unwrap();
    // N -> (B, T)
    let mut ix = ix0.clone();
    ix.set_index(n, tid()).unwrap();
    let (bx, tx) = (ix.get(b).unwrap(), ix.get(t).unwrap());
    assert_eq!(
        (bx.to_string(), tx.to_string()),
        ("%tid.x / 256".into(), "%tid.x % 256".into())
    );
    for v in 0..1024 {
        let e = env(&[("%tid.x", v)]);
        assert_eq!(
            (bx.eval(&e).unwrap(), tx.eval(&e).unwrap()),
            (v / 256, v % 256)
        );
    }
    // (B, T) -> N, row-major with B most significant.
    let mut ix = ix0;
    ix.set_index(b, Expr::var("%ctaid.x")).unwrap();
    assert!(ix.get(n).is_err(), "T is still missing");
    ix.set_index(t, tid()).unwrap();
    let nx = ix.get(n).unwrap();
    assert_eq!(nx.to_string(), "%ctaid.x * 256 + %tid.x");
    let mut seen = HashSet::new();
    for bv in 0..4 {
        for tv in 0..256 {
            seen.insert(nx.eval(&env(&[("%ctaid.x", bv), ("%tid.x", tv)])).unwrap());
        }
    }
    assert_eq!(seen, (0..1024).collect());
}

#[test]
fn information_flowing_both_ways_is_an_error() {
    let (d, n, b, t) = nbt();
    let ix0 = d.init().unwrap();
    // B set, then N: the equation would derive T from N while B came from elsewhere.
    let mut ix = ix0.clone();
    ix.set_index(b, Expr::var("%ctaid.x")).unwrap();
    let m = err(ix.set_index(n, tid()));
    assert!(
        m.contains("information would flow both ways through `N = B * T`"),
        "{m}"
    );
    assert!(
        m.contains("left: N (set externally); right: B (set externally), T (unsolved)"),
        "{m}"
    );
    assert!(
        ix.get(n).is_err(),
        "a refused binding leaves nothing behind"
    );
    // N set, then T: T is already derived.
    let mut ix = ix0;
    ix.set_index(n, tid()).unwrap();
    let m = err(ix.set_index(t, tid()));
    assert!(
        m.contains(
            "cannot set the index of T: it is already solved (T is solved by `N = B * T` from N"
        ),
        "{m}"
    );
    // Both sides of `X = Y` derived at once by another equation: nothing makes them agree.
    let mut d = Dims::new();
    let (p, x, y) = (d.dim("P", Some(16)), d.dim("X", Some(4)), d.dim("Y", None));
    d.equate(p, x * y).unwrap();
    d.equate(x, y).unwrap();
    let mut ix = d.init().unwrap();
    let m = err(ix.set_index(p, tid()));
    assert!(
        m.contains("through `X = Y`: both sides are solved independently"),
        "{m}"
    );
    assert!(
        m.contains("left: X (solved by `P = X * Y`); right: Y (solved by `P = X * Y`)"),
        "{m}"
    );
    assert!(ix.get(x).is_err(), "a refused binding derives nothing");
}

#[test]
fn repeated_dim_on_solved_side_is_an_error() {
    let mut d = Dims::new();
    let (n, b) = (d.dim("N", Some(64)), d.dim("B", None));
    d.equate(n, b * b).unwrap();
    let mut ix = d.init().unwrap();
    let m = err(ix.set_index(n, tid()));
    assert!(
        m.contains("`N = B * B` cannot give the index of B: it appears more than once"),
        "{m}"
    );
    // The other way a repeated dimension linearises fine (the diagonal).
    ix.set_index(b, tid()).unwrap();
    assert_eq!(ix.get(n).unwrap().to_string(), "%tid.x * 8 + %tid.x");
}

#[test]
fn loops_bind_a_variable_and_record_trip_count() {
    let mut d = Dims::new();
    let (tile, threads, per) = (
        d.dim("Tile", Some(512)),
        d.dim("Threads", Some(128)),
        d.dim("Per", None),
    );
    d.equate(tile, per * threads).unwrap();
    let mut ix = d.init().unwrap();
    ix.set_index(threads, tid()).unwrap();
    assert!(ix.get(tile).is_err());
    let (l, tx, why) = ix
        .loop_over(per, true, |ix, l| {
            assert_eq!(ix.loops(), vec![l]);
            Ok((l.clone(), ix.get(tile)?, ix.why_solved(per)?))
        })
        .unwrap();
    assert_eq!((l.trip_count, l.unroll, l.dim), (4, true, per));
    assert_eq!(tx.to_string(), format!("{} * 128 + %tid.x", l.var));
    assert_eq!(
        why,
        format!(
            "Per is the variable {} of a loop of 4 iterations (unrolled)",
            l.var
        )
    );
    assert!(ix.loops().is_empty() && ix.get(per).is_err() && ix.get(tile).is_err());
    // The closure's error comes back and the loop is still closed.
    let m = err(ix.loop_over(per, false, |ix, _| ix.get(Dims::new().dim("Q", None))));
    assert!(m.contains("another Dims"));
    assert!(ix.loops().is_empty());
    // Looping over a solved dimension would bind it twice.
    assert!(err(ix.enter_loop(threads, false))
        .contains("cannot loop over Threads: it is already solved"));
    // The low-level API: enter and exit by hand.
    let l2 = ix.enter_loop(per, false).unwrap();
    assert_ne!(l2.var, l.var, "every loop gets its own variable");
    ix.exit().unwrap();
}

#[test]
fn vectorize_needs_the_whole_dimension() {
    let mut d = Dims::new();
    let (tile, threads, v) = (
        d.dim("Tile", Some(512)),
        d.dim("Threads", Some(128)),
        d.dim("V", None),
    );
    d.equate(tile, threads * v).unwrap();
    let mut ix = d.init().unwrap();
    let m = err(ix.enter_vector(v, 8));
    assert!(
        m.contains("cannot vectorize V with width 8: |V| = 4"),
        "{m}"
    );
    assert!(ix.vectors().is_empty());
    ix.set_index(threads, tid()).unwrap();
    let (tx, w) = ix
        .vectorize(v, 4, |ix, vec| {
            Ok((ix.get(tile)?, ix.vectors()[0].width + vec.width))
        })
        .unwrap();
    assert_eq!((tx.to_string(), w), ("%tid.x * 4".to_string(), 8));
    assert!(ix.get(v).is_err());
}

#[test]
fn why_solved_and_why_partial() {
    let (d, n, b, t) = nbt();
    let mut ix = d.init().unwrap();
    let m = err(ix.why_solved(t));
    assert!(
        m.contains("the index of T is not solved in scope root"),
        "{m}"
    );
    let p = ix.why_partial(t).unwrap();
    assert_eq!(
        p,
        "`N = B * T` constrains T (N (unsolved); B (unsolved), T (unsolved)): T needs N solved"
    );
    ix.set_index(b, Expr::var("%ctaid.x")).unwrap();
    let p = ix.why_partial(n).unwrap();
    assert!(p.contains("N needs T solved"), "{p}");
    assert!(ix
        .why_partial(b)
        .unwrap()
        .starts_with("B is solved: B is set externally to %ctaid.x"));
    ix.set_index(t, tid()).unwrap();
    assert_eq!(
        ix.why_solved(n).unwrap(),
        "N is solved by `N = B * T` from B, T: N = %ctaid.x * 256 + %tid.x"
    );
    // A dimension on the solved side of a used equation is blocked, not missing anything.
    let (d, n, b, _) = nbt();
    let mut d = d;
    let x = d.dim("X", Some(4));
    d.equate(x, b).unwrap();
    let mut ix = d.init().unwrap();
    ix.set_index(n, tid()).unwrap();
    let p = ix.why_partial(x).unwrap();
    assert!(
        p.starts_with("X is solved: X is solved by `X = B` from B"),
        "{p}"
    );
}

#[test]
fn expr_simplifies_and_prints() {
    let x = || Expr::var("x");
    let y = || Expr::var("y");
    let c = Expr::Const;
    assert_eq!(x() * c(1), x());
    assert_eq!(c(0) * x(), c(0));
    assert_eq!(c(0) + x(), x());
    assert_eq!(x() / c(1), x());
    assert_eq!(x() % c(1), c(0));
    assert_eq!(c(2) + 3, c(5));
    assert_eq!(c(3) * x(), x() * 3, "constants go right");
    assert_eq!((x() * 8 / 4).to_string(), "x * 2");
    assert_eq!(x() * 8 % 4, c(0));
    assert_eq!((x() / 2 / 4).to_string(), "x / 8");
    assert_eq!((x() % 8 % 4).to_string(), "x % 4");
    assert_eq!(
        (x() % 4 % 8).to_string(),
        "x % 4 % 8",
        "only a divisor of the inner modulus folds"
    );
    assert_eq!((x() * 2 * 3).to_string(), "x * 6");
    assert_eq!(((x() + y()) * 4).to_string(), "(x + y) * 4");
    assert_eq!((x() / (y() * 2)).to_string(), "x / (y * 2)");
    assert_eq!((x() + y() % 3).to_string(), "x + y % 3");
    assert_eq!(
        (x() / 0).to_string(),
        "x / 0",
        "a division by zero is kept for eval to report"
    );
    let e = env(&[("x", 7), ("y", 0)]);
    assert_eq!((x() * 3 + 1).eval(&e).unwrap(), 22);
    assert!(err((x() / y()).eval(&e)).contains("division by zero"));
    assert!(err((x() % 0).eval(&e)).contains("division by zero"));
    assert!(err(Expr::var("z").eval(&e)).contains("no value for `z`"));
    assert!(err((x() * u64::MAX).eval(&e)).contains("overflow"));
}

/// Every (thread, loop iteration) slot of `tile` evaluated: each element must come exactly once.
fn assert_bijection(tile: &Expr, threads: u64, loops: &[(String, u64)], size: u64) {
    let mut seen = vec![0u32; size as usize];
    let slots: u64 = threads * loops.iter().map(|l| l.1).product::<u64>();
    for slot in 0..slots {
        let mut e = env(&[("%tid.x", slot % threads)]);
        let mut rest = slot / threads;
        for (var, n) in loops {
            e.insert(var.clone(), rest % n);
            rest /= n;
        }
        let i = tile.eval(&e).unwrap();
        assert!(i < size, "{tile} = {i} at {e:?} is outside 0..{size}");
        seen[i as usize] += 1;
    }
    assert!(seen.iter().all(|c| *c == 1), "{tile}: counts {seen:?}");
}

fn size_strategy() -> impl Strategy<Value = u64> {
    prop::sample::select(vec![1u64, 2, 3, 4, 5, 6, 8, 16, 32])
}

proptest! {
    /// `Tile = Warps * Lanes * PerThread` in any order, PerThread solved, threads from `%tid.x`.
    #[test]
    fn one_d_layout_covers_the_tile(w in size_strategy(), l in size_strategy(), p in size_strategy(), order in 0usize..6) {
        let mut d = Dims::new();
        let tile = d.dim("Tile", Some(w * l * p));
        let (threads, warps, lanes, per) = (d.dim("Threads", None), d.dim("Warps", Some(w)), d.dim("Lanes", Some(l)), d.dim("PerThread", None));
        let perms = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
        let f = [warps, lanes, per];
        let [i, j, k] = perms[order];
        d.equate(tile, f[i] * f[j] * f[k]).unwrap();
        d.equate(threads, warps * lanes).unwrap();
        let mut ix = d.init().unwrap();
        prop_assert_eq!(ix.size(per).unwrap(), p);
        ix.set_index(threads, tid()).unwrap();
        let (tx, var) = ix.loop_over(per, true, |ix, lp| Ok((ix.get(tile)?, lp.var.clone()))).unwrap();
        assert_bijection(&tx, w * l, &[(var, p)], w * l * p);
    }

    /// `Tile = Rows * Cols`, `Rows = WarpsR * PerR`, `Cols = Lanes * PerCol`, optionally with
    /// PerCol as one vector.
    #[test]
    fn two_d_layout_covers_the_tile(
        wr in size_strategy(), pr in size_strategy(), lanes in size_strategy(), pc in size_strategy(), vector: bool,
    ) {
        let mut d = Dims::new();
        let tile = d.dim("Tile", Some(wr * pr * lanes * pc));
        let (rows, cols) = (d.dim("Rows", Some(wr * pr)), d.dim("Cols", None));
        let (warps_r, per_r, lanes_d, per_c) = (d.dim("WarpsR", Some(wr)), d.dim("PerR", None), d.dim("Lanes", Some(lanes)), d.dim("PerCol", Some(pc)));
        let threads = d.dim("Threads", None);
        d.equate(tile, rows * cols).unwrap();
        d.equate(rows, warps_r * per_r).unwrap();
        d.equate(cols, lanes_d * per_c).unwrap();
        d.equate(threads, warps_r * lanes_d).unwrap();
        let mut ix = d.init().unwrap();
        ix.set_index(threads, tid()).unwrap();
        let size = wr * pr * lanes * pc;
        ix.loop_over(per_r, false, |ix, lr| {
            if vector {
                // The vector's first element, then its lanes: base + v covers the tile.
                let base = ix.vectorize(per_c, pc, |ix, _| ix.get(tile))?;
                let lane = "%v".to_string();
                let tx = base + Expr::var(&lane);
                assert_bijection(&tx, wr * lanes, &[(lr.var.clone(), pr), (lane, pc)], size);
            } else {
                let (tx, var) = ix.loop_over(per_c, true, |ix, lc| Ok((ix.get(tile)?, lc.var.clone())))?;
                assert_bijection(&tx, wr * lanes, &[(lr.var.clone(), pr), (var, pc)], size);
            }
            Ok(())
        }).unwrap();
    }

    /// Setting the tile index derives thread and loop indices that linearise back to it.
    #[test]
    fn unlinearise_then_linearise_is_identity(w in size_strategy(), l in size_strategy(), p in size_strategy()) {
        let mut d = Dims::new();
        let tile = d.dim("Tile", Some(w * l * p));
        let (threads, warps, lanes, per) = (d.dim("Threads", None), d.dim("Warps", Some(w)), d.dim("Lanes", Some(l)), d.dim("PerThread", Some(p)));
        d.equate(tile, warps * per * lanes).unwrap();
        d.equate(threads, warps * lanes).unwrap();
        let ix0 = d.init().unwrap();
        let mut down = ix0.clone();
        down.set_index(tile, Expr::var("%e")).unwrap();
        let (tx, px) = (down.get(threads).unwrap(), down.get(per).unwrap());
        let mut up = ix0;
        up.set_index(threads, tid()).unwrap();
        let (back, var) = up.loop_over(per, false, |ix, lp| Ok((ix.get(tile)?, lp.var.clone()))).unwrap();
        for e in 0..w * l * p {
            let at = env(&[("%e", e)]);
            let (t, i) = (tx.eval(&at).unwrap(), px.eval(&at).unwrap());
            prop_assert!(t < w * l && i < p);
            prop_assert_eq!(back.eval(&env(&[("%tid.x", t), (var.as_str(), i)])).unwrap(), e);
        }
    }
}

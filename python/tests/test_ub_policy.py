"""ub="warn": a view tile outside the index space reads the padding value (stores dropped) and
pointer elements outside every allocation read 0 (stores and atomics dropped), each site
reported once as a tileref.UndefinedBehaviorWarning naming the kernel's line; ub="raise" (the
default) raises tileref.UndefinedBehavior; every other undefined behaviour raises either way."""

import warnings

import numpy as np
import pytest

import tileref

VT = "partition_view<tile=(4), padding_value = nan, tensor_view<4xf32, strides=[1]>>"

# Loads tile %i of a 1-tile view of %p and stores it to %o. The load is on line 5, its op name
# at column 15.
VIEW = f"""cuda_tile.module @m {{
  entry @k(%p: tile<ptr<f32>>, %o: tile<ptr<f32>>, %i: tile<i32>) {{
    %tv = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %v = make_partition_view %tv : {VT}
    %t, %tk = load_view_tko weak %v[%i] : {VT}, tile<i32> -> tile<4xf32>, token
    %o1 = reshape %o : tile<ptr<f32>> -> tile<1xptr<f32>>
    %ob = broadcast %o1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %io = iota : tile<4xi32>
    %os = offset %ob, %io : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %tk2 = store_ptr_tko weak %os, %t : tile<4xptr<f32>>, tile<4xf32> -> token
  }}
}}
"""

# Pointers p + [0, 4) into %p (one i32 here): a load to %o, then an atomic add of 1 whose old
# values go to %q. The load is on line 7, the atomic on line 9.
POINTERS = """cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>, %o: tile<ptr<i32>>, %q: tile<ptr<i32>>) {
    %pr = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pb = broadcast %pr : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %io = iota : tile<4xi32>
    %ps = offset %pb, %io : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %x, %t0 = load_ptr_tko weak %ps : tile<4xptr<i32>> -> tile<4xi32>, token
    %a = constant <i32: 1> : tile<4xi32>
    %old, %t1 = atomic_rmw_tko relaxed device %ps, add, %a token=%t0 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    %o1 = reshape %o : tile<ptr<i32>> -> tile<1xptr<i32>>
    %ob = broadcast %o1 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %os = offset %ob, %io : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %t2 = store_ptr_tko weak %os, %x : tile<4xptr<i32>>, tile<4xi32> -> token
    %q1 = reshape %q : tile<ptr<i32>> -> tile<1xptr<i32>>
    %qb = broadcast %q1 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %qs = offset %qb, %io : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %t3 = store_ptr_tko weak %qs, %old : tile<4xptr<i32>>, tile<4xi32> -> token
  }
}
"""


def test_view_tile_outside_warns_and_reads_the_padding_value():
    p = np.arange(4, dtype=np.float32)
    o = np.full(4, 9, np.float32)
    with pytest.warns(tileref.UndefinedBehaviorWarning) as rec:
        rep = tileref.run(VIEW, "k", 1, [p, o, 1], ub="warn")
    assert len(rec) == 1
    w = rec[0]
    # Attributed to the caller of tileref.run, its text to the kernel's source location.
    assert w.filename == __file__
    msg = str(w.message)
    assert msg.startswith("<module>:5:15: warning: load of tile (1) outside the view's index "
                          "space of 1 tile: read as the padding value (UB; continued under "
                          "--ub warn)"), msg
    assert "load_view_tko" in msg
    assert o.view(np.uint32).tolist() == [0x7FC00000] * 4
    assert rep.ok and rep.status == "ok"
    (d,) = rep.diagnostics
    assert d.category == "ub-warning" and d.kind == "view-index-out-of-range"
    assert (d.op, d.line, d.col, d.block, d.count) == ("load_view_tko", 5, 15, (0, 0, 0), 1)
    assert str(d) == msg


def test_ub_raise_is_the_default():
    p = np.arange(4, dtype=np.float32)
    o = np.full(4, 9, np.float32)
    for kw in ({}, {"ub": "raise"}):
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # no warning either
            with pytest.raises(tileref.UndefinedBehavior) as ei:
                tileref.run(VIEW, "k", 1, [p, o, 1], **kw)
        assert ei.value.kind == "view-index-out-of-range" and ei.value.line == 5
        assert o.tolist() == [9] * 4
    # Inside the index space: no warning under either policy.
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert tileref.run(VIEW, "k", 1, [p, o, 0], ub="warn").ok
    assert o.tolist() == p.tolist()


def test_pointer_elements_outside_every_allocation():
    p = np.array([10], np.int32)
    o = np.full(4, 9, np.int32)
    q = np.full(4, 9, np.int32)
    with pytest.warns(tileref.UndefinedBehaviorWarning) as rec:
        rep = tileref.run(POINTERS, "k", 1, [p, o, q], ub="warn")
    # Element 0 is the array's element; 1..3 read 0, and their atomic adds are dropped,
    # returning 0 as their old value.
    assert o.tolist() == [10, 0, 0, 0]
    assert p.tolist() == [11]
    assert q.tolist() == [10, 0, 0, 0]
    msgs = [str(w.message) for w in rec]
    assert len(msgs) == 2 and msgs[0].startswith("<module>:7:") and msgs[1].startswith("<module>:9:")
    assert "read as 0 (UB; continued under --ub warn)" in msgs[0]
    assert "dropped, its old value read as 0" in msgs[1]
    assert [(d.op, d.kind, d.count, d.element) for d in rep.diagnostics] == [
        ("load_ptr_tko", "out-of-bounds", 3, [1]), ("atomic_rmw_tko", "out-of-bounds", 3, [1])]
    p[0] = 10
    with pytest.raises(tileref.UndefinedBehavior) as ei:
        tileref.run(POINTERS, "k", 1, [p, o, q])
    assert ei.value.kind == "out-of-bounds" and ei.value.op == "load_ptr_tko"


def test_one_warning_per_site_with_its_count_under_every_schedule():
    p = np.arange(4, dtype=np.float32)
    seen = set()
    for schedule in ("sequential", "reverse", "random:3", "parallel"):
        o = np.zeros(4, np.float32)
        with pytest.warns(tileref.UndefinedBehaviorWarning) as rec:
            # Every block loads tile 1 and stores the same output (a race, not detected here).
            rep = tileref.run(VIEW, "k", 6, [p, o, 1], ub="warn", schedule=schedule, races=False)
        assert len(rec) == 1
        (d,) = rep.diagnostics
        assert (d.count, d.block) == (6, (0, 0, 0))
        seen.add(str(rec[0].message))
    assert len(seen) == 1 and "(6 times)" in seen.pop()


def test_other_undefined_behaviour_still_raises_under_warn():
    # Pointers 2 bytes into the array: the load is misaligned, which is not continued.
    text = POINTERS.replace(
        "%ps = offset %pb, %io : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>",
        "%ps0 = offset %pb, %io : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>\n"
        "    %pi = ptr_to_int %ps0 : tile<4xptr<i32>> -> tile<4xi64>\n"
        "    %two = constant <i64: 2> : tile<4xi64>\n"
        "    %pj = addi %pi, %two : tile<4xi64>\n"
        "    %ps = int_to_ptr %pj : tile<4xi64> -> tile<4xptr<i32>>")
    p = np.zeros(8, np.int32)
    with pytest.raises(tileref.UndefinedBehavior) as ei:
        tileref.run(text, "k", 1, [p, np.zeros(4, np.int32), np.zeros(4, np.int32)], ub="warn")
    assert ei.value.kind == "misaligned"


def test_bad_policy_is_a_value_error():
    p = np.arange(4, dtype=np.float32)
    with pytest.raises(ValueError, match="'raise' or 'warn'"):
        tileref.run(VIEW, "k", 1, [p, np.zeros(4, np.float32), 0], ub="ignore")


def test_on_error_report_and_the_export():
    assert "UndefinedBehaviorWarning" in tileref.__all__
    assert issubclass(tileref.UndefinedBehaviorWarning, UserWarning)
    p = np.arange(4, dtype=np.float32)
    with pytest.warns(tileref.UndefinedBehaviorWarning):
        rep = tileref.run(VIEW, "k", 1, [p, np.zeros(4, np.float32), 1], ub="warn",
                          on_error="report")
    assert rep.ok and [d.category for d in rep.diagnostics] == ["ub-warning"]


# Stores 4 elements through pointers p + [0, 0, 2, 3] (indices 0 and 1 meet at p[0]): one
# tile-wide store writing one address twice. The store is on line 9.
REPEATED = """cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32>>) {
    %pr = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %pb = broadcast %pr : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %ix = constant <i32: [0, 0, 2, 3]> : tile<4xi32>
    %ps = offset %pb, %ix : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %io = iota : tile<4xi32>
    %v = addi %io, %io : tile<4xi32>
    %t = store_ptr_tko weak %ps, %v : tile<4xptr<i32>>, tile<4xi32> -> token
  }
}
"""


def test_repeated_addresses_in_one_store_keep_the_last_element_under_warn():
    p = np.full(4, -1, np.int32)
    with pytest.raises(tileref.DataRace, match="one tile-wide op"):
        tileref.run(REPEATED, "k", (1,), [p])
    p[:] = -1
    with pytest.warns(tileref.UndefinedBehaviorWarning, match=r"<module>:9:\d+: .*two elements of "
                                                             r"one tile-wide access") as w:
        rep = tileref.run(REPEATED, "k", (1,), [p], ub="warn")
    assert rep.status == "ok"
    # Element 1 (value 2) is written after element 0 (value 0); elements 2, 3 as usual.
    assert p.tolist() == [2, -1, 4, 6]
    ub = [d for d in rep.diagnostics if d.category == "ub-warning"]
    assert len(ub) == 1 and ub[0].kind == "race-within-op" and ub[0].block == (0, 0, 0)
    assert len([x for x in w if issubclass(x.category, tileref.UndefinedBehaviorWarning)]) == 1


def test_env_variable_sets_the_policy(monkeypatch):
    p = np.full(4, -1, np.int32)
    monkeypatch.setenv("TILEREF_UB", "warn")
    with pytest.warns(tileref.UndefinedBehaviorWarning):
        assert tileref.run(REPEATED, "k", (1,), [p]).ok
    monkeypatch.setenv("TILEREF_UB", "sometimes")
    with pytest.raises(ValueError, match="TILEREF_UB"):
        tileref.run(REPEATED, "k", (1,), [p])

#!/usr/bin/env python3
"""Writes the fixtures of tests/cli_run.rs's numpy printing tests: for each case an input
array (<input>.npy; a `--print-full` case "<x>_full" reads <x>.npy) and what numpy prints for
it (<name>.txt: `str(a)`, i.e. `np.array2string(a)` with numpy's default print options, or with
`threshold=sys.maxsize` for `--print-full` cases), and cases.json listing every case with its
input, Tile IR element type, `--print-full` or not, and numpy's shape and dtype.

Run from the repository root with numpy >= 2.3 (the version used is recorded in cases.json):
    python3 tests/data/gen_numpy_print.py
"""
import json
import os
import sys

import numpy as np

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "numpy_print")


def f16_boundaries():
    # Every finite f16 whose mantissa is 0, 1 or all ones (powers of two are where the
    # rounding interval is lopsided), both signs.
    bits = [s | (e << 10) | m for s in (0, 0x8000) for e in range(0, 31) for m in (0, 1, 0x3FF)]
    return np.array(bits, dtype=np.uint16).view(np.float16)


def f16_boundaries_positional():
    # The same around the powers of two from 1 to 256, where numpy writes positional notation
    # and so the shortest digits themselves.
    bits = [(e << 10) | m for e in range(15, 24) for m in (0, 1, 2, 0x3FE, 0x3FF)]
    return np.array(bits, dtype=np.uint16).view(np.float16)


def cases():
    rng = np.random.default_rng(20240611)
    i32 = np.int32
    yield "arange2000_i32", np.arange(2000, dtype=i32), "i32", False
    yield "arange2000_i32_full", np.arange(2000, dtype=i32), "i32", True
    yield "arange1000_i32", np.arange(1000, dtype=i32), "i32", False
    yield "arange1001_i32", np.arange(1001, dtype=i32), "i32", False
    yield "grid_50x40_i32", np.arange(2000, dtype=i32).reshape(50, 40), "i32", False
    yield "grid_50x40_i32_full", np.arange(2000, dtype=i32).reshape(50, 40), "i32", True
    yield "cube_3x400x5_i32", (np.arange(6000, dtype=i32) - 3000).reshape(3, 400, 5), "i32", False
    yield "tall_400x3_i32", np.arange(1200, dtype=i32).reshape(400, 3), "i32", False
    yield "rank4_2x3x2x2_i32", np.arange(24, dtype=i32).reshape(2, 3, 2, 2) * 7 - 50, "i32", False
    yield "rank4_summarised_i32", np.arange(2 * 10 * 10 * 12, dtype=i32).reshape(2, 10, 10, 12), "i32", False
    yield "wrap_10x30_i64", (np.arange(300, dtype=np.int64) * 1234567 - 10**8).reshape(10, 30), "i64", False
    yield "small_i8", np.array([-128, 0, 5, 127], dtype=np.int8), "i8", False
    yield "small_2x3x4_i16", (np.arange(24, dtype=np.int16) * 1000 - 12000).reshape(2, 3, 4), "i16", False
    yield "extremes_i64", np.array([np.iinfo(np.int64).min, -1, 0, np.iinfo(np.int64).max], dtype=np.int64), "i64", False
    yield "scalar_i32", np.array(-42, dtype=i32), "i32", False
    yield "empty_i32", np.zeros(0, dtype=i32), "i32", False
    yield "bool_small", np.array([True, False, True]), "i1", False
    yield "bool_40x30", rng.random((40, 30)) < 0.5, "i1", False
    yield "bool_scalar", np.array(True), "i1", False
    yield "nested_wrap_2x2x40_i64", (np.arange(160, dtype=np.int64) * 987654321).reshape(2, 2, 40), "i64", False
    yield "f32_positional", np.array([0.5, 1.25, -3.0, 100.0, 0.1, 0.0001], dtype=np.float32), "f32", False
    yield "f32_fourth_decimal", np.array([0.0001, 0.05], dtype=np.float32), "f32", False
    yield "f32_scientific", np.array([1e-5, 3.0, 12345.678, 2.5e7], dtype=np.float32), "f32", False
    yield "f32_million", np.array([1e6, 2.0], dtype=np.float32), "f32", False
    yield "f32_sci_with_zeros", np.array([0.0, 1e-7, 123.0, -0.0, 0.1], dtype=np.float32), "f32", False
    yield "f32_positional_inf", np.array([np.inf, 0.25, -np.inf, 12.5], dtype=np.float32), "f32", False
    yield "f32_nonfinite", np.array([np.nan, np.inf, -np.inf, 1.5], dtype=np.float32), "f32", False
    yield "f32_all_nan", np.array([np.nan, np.nan], dtype=np.float32), "f32", False
    yield "f32_neg_zero", np.array([-0.0, 1.0], dtype=np.float32), "f32", False
    yield "f32_uniform_1500", rng.random(1500).astype(np.float32), "f32", False
    yield "f32_normal_20x20", rng.standard_normal((20, 20)).astype(np.float32), "f32", False
    yield "f64_normal_7x9", rng.standard_normal((7, 9)), "f64", False
    yield "f64_lognormal_1200", rng.lognormal(0.0, 6.0, 1200), "f64", False
    yield "f64_ties", np.array([0.001953125, 0.005859375, 0.5]), "f64", False
    yield "f64_huge_tiny", np.array([1e300, 1e-300, -2.5e-310]), "f64", False
    yield "f64_sci_exact_digits", np.array([0.1, 1e-5, 2.0 / 3.0, 1e22]), "f64", False
    yield "f64_nan_1100", np.where(np.arange(1100) % 7 == 0, np.nan, rng.standard_normal(1100) * 1e5), "f64", False
    yield "f64_scalar", np.array(2.5), "f64", False
    yield "f16_small", np.array([0.1, 0.2, 2.5, -7.0], dtype=np.float16), "f16", False
    yield "f16_thousand", np.array([0.1, 1000, -2.5], dtype=np.float16), "f16", False
    yield "f16_boundaries", f16_boundaries(), "f16", False
    yield "f16_boundaries_positional", f16_boundaries_positional(), "f16", False
    # 2^-6 = 0.015625: the nearest 4-digit decimal (0.01562, a tie) does not read back as the
    # same f16 but 0.01563 does; the only f16 where the shortest is not the nearest rounding.
    yield "f16_shortest_not_nearest", np.array([0.015625, 0.02, 0.01], dtype=np.float16), "f16", False
    # Every f16 in [1, 2): shortest digits of 1 to 5 significant digits.
    yield "f16_one_to_two", (1 + np.arange(1024) / 1024).astype(np.float16), "f16", False
    yield "f16_one_to_two_full", (1 + np.arange(1024) / 1024).astype(np.float16), "f16", True
    yield "f16_uniform_300", (rng.random(300) * 900).astype(np.float16), "f16", False


def main():
    os.makedirs(OUT, exist_ok=True)
    manifest = {"numpy": np.__version__, "cases": []}
    for name, a, elem, full in cases():
        # A full case prints the input of its summarised twin.
        input_name = name[: -len("_full")] if full else name
        if not full:
            np.save(os.path.join(OUT, input_name + ".npy"), a)
        text = np.array2string(a, threshold=sys.maxsize) if full else np.array2string(a)
        with open(os.path.join(OUT, name + ".txt"), "w") as f:
            f.write(text + "\n")
        manifest["cases"].append({"name": name, "input": input_name, "elem": elem, "full": full, "shape": str(a.shape), "dtype": str(a.dtype)})
    with open(os.path.join(OUT, "cases.json"), "w") as f:
        json.dump(manifest, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()

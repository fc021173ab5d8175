#!/usr/bin/env python3
"""Generates the ml_dtypes reference tables used by interp/tests/numeric_convert.rs.

Usage: python3 interp/tools/gen_mldtypes_tables.py  (needs numpy and ml_dtypes)

Writes interp/tests/data/:
  decode_<fmt>.bin   for every code of fmt (f4 uses one byte per code), the
                     f32 bit pattern of its value (little-endian u32 each)
  <src>_to_<fmt>.bin for every 16-bit pattern of src (f16 or bf16), the code
                     ml_dtypes produces (round to nearest even) as one byte
  VERSIONS.txt       the numpy and ml_dtypes versions used
"""
import os
import numpy as np
import ml_dtypes

OUT = os.path.join(os.path.dirname(__file__), "..", "tests", "data")
os.makedirs(OUT, exist_ok=True)

SMALL = {
    "f4e2m1fn": (ml_dtypes.float4_e2m1fn, 16),
    "f8e8m0fnu": (ml_dtypes.float8_e8m0fnu, 256),
    "f8e4m3fn": (ml_dtypes.float8_e4m3fn, 256),
    "f8e5m2": (ml_dtypes.float8_e5m2, 256),
}
SRC = {"f16": np.float16, "bf16": ml_dtypes.bfloat16}

for name, (dt, n) in SMALL.items():
    codes = np.arange(n, dtype=np.uint8)
    vals = codes.view(dt).astype(np.float32)
    with open(os.path.join(OUT, f"decode_{name}.bin"), "wb") as f:
        f.write(vals.view(np.uint32).astype("<u4").tobytes())

for sname, sdt in SRC.items():
    src = np.arange(65536, dtype=np.uint16).view(sdt)
    for name in ("f4e2m1fn", "f8e8m0fnu", "f8e4m3fn", "f8e5m2"):
        dt = SMALL[name][0]
        # Convert through f32 (exact for f16/bf16 sources), one rounding.
        out = src.astype(np.float32).astype(dt).view(np.uint8)
        if name == "f4e2m1fn":
            out = out & 0x0F
        with open(os.path.join(OUT, f"{sname}_to_{name}.bin"), "wb") as f:
            f.write(out.tobytes())

with open(os.path.join(OUT, "VERSIONS.txt"), "w") as f:
    f.write(f"numpy {np.__version__}\nml_dtypes {ml_dtypes.__version__}\n")
print("tables written to", os.path.abspath(OUT))

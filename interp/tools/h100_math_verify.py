"""Checks tileref's `--numerics h100` math against tileiras's code on the GPU for every f32
input, and every f16 and bf16 input.

    python h100_math_verify.py compile DIR      # here: one tileiras kernel (sm_90) per op
    python h100_math_verify.py check DIR CHECK  # GPU machine (numpy, cupy): CHECK is the
                                                 # h100_math_check example binary

`check` (ONLY=op,op to limit the f32 ops) runs each kernel on all 2^32 inputs, 2^28 at a time, and hands each block of outputs to
CHECK, which evaluates tileref's implementation on the same inputs and prints the count that
differ (docs/numerics.md has the results).
"""
import os
import subprocess
import sys

N = 1 << 28
TILE = 1024
OPS = {  # name: (Tile IR op, attributes)
    "exp": ("exp", ""),
    "exp_approx": ("exp", "rounding<approx>"),
    "exp2": ("exp2", ""),
    "exp2_ftz": ("exp2", "flush_to_zero"),
    "log": ("log", ""),
    "log2": ("log2", ""),
    "rsqrt": ("rsqrt", ""),
    "rsqrt_ftz": ("rsqrt", "flush_to_zero"),
    "tanh": ("tanh", ""),
    "sinh": ("sinh", ""),
    "cosh": ("cosh", ""),
}
HALF_OPS = ["exp", "exp2", "log", "log2", "rsqrt", "tanh", "sinh", "cosh"]


def kernel(op, attr, t="f32", n=N):
    tv = f"tensor_view<{n}x{t}, strides=[1]>"
    pv = f"partition_view<tile=({TILE}), {tv}>"
    return f"""cuda_tile.module @m {{
  entry @k(%x: tile<ptr<{t}>>, %o: tile<ptr<{t}>>) {{
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %tx = make_tensor_view %x, shape = [{n}], strides = [1] : {tv}
    %px = make_partition_view %tx : {pv}
    %v, %t0 = load_view_tko weak %px[%b] : {pv}, tile<i32> -> tile<{TILE}x{t}>, token
    %e = {op} %v {attr} : tile<{TILE}x{t}>
    %to = make_tensor_view %o, shape = [{n}], strides = [1] : {tv}
    %po = make_partition_view %to : {pv}
    %t1 = store_view_tko weak %e, %po[%b] : tile<{TILE}x{t}>, {pv}, tile<i32> -> token
    return
  }}
}}
"""


def kernels():
    for name, (op, attr) in OPS.items():
        yield name + "_f32", kernel(op, attr)
    for t in ["f16", "bf16"]:
        for name in HALF_OPS:
            yield f"{name}_{t}", kernel(OPS[name][0], OPS[name][1], t, 1 << 16)


def compile_all(d):
    os.makedirs(d, exist_ok=True)
    for name, text in kernels():
        src = os.path.join(d, name + ".mlir")
        open(src, "w").write(text)
        bc = os.path.join(d, name + ".tileirbc")
        subprocess.run(["tileref", "asm", src, "-o", bc], check=True)
        subprocess.run(["tileiras", "--gpu-name=sm_90", "-o", os.path.join(d, name + ".cubin"), bc], check=True)
        os.remove(bc)


def check(d, checker):
    import cupy as cp
    import numpy as np
    tmp = "/tmp/h100_math_chunk.bin"
    for name in HALF_OPS:
        for t in ["f16", "bf16"]:
            f = cp.RawModule(path=os.path.join(d, f"{name}_{t}.cubin")).get_function("k")
            x = cp.arange(1 << 16, dtype=cp.uint32).astype(cp.uint16)
            out = cp.empty_like(x)
            f(((1 << 16) // TILE,), (128,), (x, out))
            cp.asnumpy(out).tofile(tmp)
            r = subprocess.run([checker, name, t, "0", tmp], capture_output=True, text=True, check=True)
            print(f"{name} {t}: " + r.stdout.strip(), flush=True)
    only = os.environ.get("ONLY", "").split(",") if os.environ.get("ONLY") else list(OPS)
    for name in only:
        f = cp.RawModule(path=os.path.join(d, name + "_f32.cubin")).get_function("k")
        out = cp.empty(N, dtype=cp.uint32)
        total = 0
        for c in range(1 << 32 >> 28):
            x = cp.arange(c * N, (c + 1) * N, dtype=cp.uint64).astype(cp.uint32)
            f((N // TILE,), (128,), (x, out))  # tileiras's layout for these tiles: 4 warps
            cp.asnumpy(out).tofile(tmp)
            r = subprocess.run([checker, name, "f32", str(c * N), tmp], capture_output=True, text=True, check=True)
            parts = r.stdout.split()
            total += int(parts[2])
            if int(parts[2]):
                print(r.stdout.strip(), flush=True)
        print(f"{name}: {total} of 2^32 inputs differ", flush=True)


if __name__ == "__main__":
    if sys.argv[1] == "compile":
        compile_all(sys.argv[2])
    else:
        check(sys.argv[2], sys.argv[3])

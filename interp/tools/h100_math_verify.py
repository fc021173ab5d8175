"""Checks tileref's `--numerics h100` math against tileiras's code on the GPU for every f32
input, and every f16 and bf16 input.

    python h100_math_verify.py compile DIR      # here: one tileiras kernel (sm_90) per op
    python h100_math_verify.py check DIR CHECK  # GPU machine (numpy, cupy): CHECK is the
                                                 # h100_math_check example binary

`check` (ONLY=op,op to limit the f32 ops) runs the binary ops (pow, atan2) on
libdevice_oracle.py's pairs (f32) and on every x with 1024 random ys (f16, bf16), then each
unary kernel on all 2^32 inputs, 2^28 at a time, and hands each block of outputs to
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
    "sin": ("sin", ""),
    "cos": ("cos", ""),
    "tan": ("tan", ""),
}
HALF_OPS = ["exp", "exp2", "log", "log2", "rsqrt", "tanh", "sinh", "cosh", "sin", "cos", "tan"]
# Binary ops: checker name -> (Tile IR op, libdevice routine for libdevice_oracle's pairs).
BINARY = {"pow": ("fpowf", "__nv_powf"), "atan2": ("atan2", "__nv_atan2f")}
# f64 ops with a model, checked on libdevice_oracle.py's f64 inputs.
F64_OPS = ["exp"]
# f32 only, read from SASS: checker name -> (Tile IR op with attributes, second operand type).
SASS_BINARY = {
    "divf_approx": ("divf", "rounding<approx>", "f32"),
    "divf_full": ("divf", "rounding<full>", "f32"),
    "divf_approx_ftz": ("divf", "rounding<approx> flush_to_zero", "f32"),
    "divf_full_ftz": ("divf", "rounding<full> flush_to_zero", "f32"),
    "fpowi": ("fpowi", "", "i32"),
}


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


def kernel2(op, t, n, attr="", t2=None):
    t2 = t2 or t
    tv = f"tensor_view<{n}x{t}, strides=[1]>"
    pv = f"partition_view<tile=({TILE}), {tv}>"
    tv2 = f"tensor_view<{n}x{t2}, strides=[1]>"
    pv2 = f"partition_view<tile=({TILE}), {tv2}>"
    ty2 = f", tile<{TILE}x{t2}>" if t2 != t else ""
    return f"""cuda_tile.module @m {{
  entry @k(%x: tile<ptr<{t}>>, %y: tile<ptr<{t2}>>, %o: tile<ptr<{t}>>) {{
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %tx = make_tensor_view %x, shape = [{n}], strides = [1] : {tv}
    %px = make_partition_view %tx : {pv}
    %v, %t0 = load_view_tko weak %px[%b] : {pv}, tile<i32> -> tile<{TILE}x{t}>, token
    %ty = make_tensor_view %y, shape = [{n}], strides = [1] : {tv2}
    %py = make_partition_view %ty : {pv2}
    %w, %t2 = load_view_tko weak %py[%b] : {pv2}, tile<i32> -> tile<{TILE}x{t2}>, token
    %e = {op} %v, %w {attr} : tile<{TILE}x{t}>{ty2}
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
    for name, (op, _) in BINARY.items():
        for t in ["f32", "f16", "bf16"]:
            yield f"{name}_{t}", kernel2(op, t, N)
    for name, (op, attr, t2) in SASS_BINARY.items():
        yield f"{name}_f32", kernel2(op, "f32", N, attr, t2)
    for name in F64_OPS:
        yield f"{name}_f64", kernel(OPS[name][0], OPS[name][1], "f64", N)
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
    only = (os.environ.get("ONLY", "").split(",") if os.environ.get("ONLY")
            else list(OPS) + list(BINARY) + list(SASS_BINARY) + [o + "_f64" for o in F64_OPS])
    for name in [b for b in BINARY if b in only]:
        check_binary(d, checker, name, cp, np)
    for name in [b for b in SASS_BINARY if b in only]:
        check_sass_binary(d, checker, name, cp, np)
    for name in [o for o in F64_OPS if o + "_f64" in only]:
        check_f64(d, checker, name, cp, np)
    for name in [o for o in OPS if o in only]:
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


def check_binary(d, checker, name, cp, np):
    """f32: libdevice_oracle's pairs for the routine; f16 and bf16: every x with 4096 ys."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from libdevice_oracle import pair_inputs
    tmp, lst = "/tmp/h100_math_chunk.bin", "/tmp/h100_math_pairs.bin"
    for t in ["f32", "f16", "bf16"]:
        f = cp.RawModule(path=os.path.join(d, f"{name}_{t}.cubin")).get_function("k")
        if t == "f32":
            p = np.array(pair_inputs(BINARY[name][1]), dtype=np.uint32)
        else:
            rng = np.random.default_rng(11)
            xs = np.repeat(np.arange(1 << 16, dtype=np.uint32), 1 << 10)
            ys = rng.integers(0, 1 << 16, size=xs.size, dtype=np.uint32)
            p = np.stack([xs, ys], axis=1).astype(np.uint16)
        n = (len(p) + TILE - 1) // TILE * TILE
        pad = np.zeros((n - len(p), 2), dtype=p.dtype)
        p = np.concatenate([p, pad])
        x, y = cp.asarray(np.ascontiguousarray(p[:, 0])), cp.asarray(np.ascontiguousarray(p[:, 1]))
        out = cp.empty_like(x)
        f((n // TILE,), (128,), (x, y, out))
        cp.asnumpy(out).tofile(tmp)
        p.tofile(lst)
        r = subprocess.run([checker, name, t, "@" + lst, tmp], capture_output=True, text=True, check=True)
        print(f"{name} {t}: " + r.stdout.strip(), flush=True)


def check_f64(d, checker, name, cp, np):
    """An f64 op on libdevice_oracle.py's f64 inputs."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from libdevice_oracle import f64_inputs
    xs = np.array(f64_inputs(), dtype=np.uint64)
    n = (len(xs) + TILE - 1) // TILE * TILE
    xs = np.concatenate([xs, np.zeros(n - len(xs), dtype=np.uint64)])
    f = cp.RawModule(path=os.path.join(d, f"{name}_f64.cubin")).get_function("k")
    out = cp.empty(n, dtype=cp.uint64)
    f((n // TILE,), (128,), (cp.asarray(xs), out))
    tmp, lst = "/tmp/h100_math_chunk.bin", "/tmp/h100_math_f64.bin"
    cp.asnumpy(out).tofile(tmp)
    xs.tofile(lst)
    r = subprocess.run([checker, name, "f64", "@" + lst, tmp], capture_output=True, text=True, check=True)
    print(f"{name} f64: " + r.stdout.strip(), flush=True)


def check_sass_binary(d, checker, name, cp, np):
    """divf and fpowi (f32): 2^26 pairs, random bit patterns, a quarter each for x and y in
    the ranges the scaling branches on, and (fpowi) exponents in [-300, 300]."""
    rng = np.random.default_rng(13)
    n = 1 << 26
    x = rng.integers(0, 1 << 32, size=n, dtype=np.uint64).astype(np.uint32)
    if name == "fpowi":
        y = rng.integers(-300, 301, size=n).astype(np.int32).view(np.uint32)
        y[: n // 8] = rng.integers(0, 1 << 32, size=n // 8, dtype=np.uint64).astype(np.uint32)
        x[n // 2:] = rng.uniform(-3, 3, size=n - n // 2).astype(np.float32).view(np.uint32)
    else:
        y = rng.integers(0, 1 << 32, size=n, dtype=np.uint64).astype(np.uint32)
        # Divisors near and beyond MUFU.RCP's range: subnormal, below 2^-126, above 2^126.
        q = n // 4
        y[:q] = rng.integers(0, 0x00A00000, size=q, dtype=np.uint64).astype(np.uint32)
        y[q:2 * q] = rng.integers(0x7E000000, 0x7F800000, size=q, dtype=np.uint64).astype(np.uint32)
        y[: 2 * q] |= rng.integers(0, 2, size=2 * q, dtype=np.uint32) << 31
    tmp, lst = "/tmp/h100_math_chunk.bin", "/tmp/h100_math_pairs.bin"
    f = cp.RawModule(path=os.path.join(d, f"{name}_f32.cubin")).get_function("k")
    out = cp.empty(n, dtype=cp.uint32)
    f((n // TILE,), (128,), (cp.asarray(x), cp.asarray(y), out))
    cp.asnumpy(out).tofile(tmp)
    np.stack([x, y], axis=1).tofile(lst)
    r = subprocess.run([checker, name, "f32", "@" + lst, tmp], capture_output=True, text=True, check=True)
    print(f"{name} f32: " + r.stdout.strip(), flush=True)


if __name__ == "__main__":
    if sys.argv[1] == "compile":
        compile_all(sys.argv[2])
    else:
        check(sys.argv[2], sys.argv[3])

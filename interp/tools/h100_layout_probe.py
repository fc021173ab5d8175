"""Reduce kernels over small 1-D loads reshaped to 2-D and 3-D, to check on the GPU where
`--numerics h100` places such tiles (docs/numerics.md, "Reductions: the layout decides the
order").

    python h100_layout_probe.py DIR     # writes DIR/<kernel>.mlir and DIR/<kernel>.launch.json

Then, with tileiras here and the GPU machine there:

    tileref gpu cases --numerics h100 -o cases $(for f in DIR/*.mlir; do echo "$f=${f%.mlir}.launch.json"; done)
    tileref gpu bundle cases --backend tileiras -o bundle     # here
    tileref gpu run bundle --out res && tileref gpu diff bundle res --corpus cases   # GPU

Each kernel loads N elements (16 to 128; with 4 warps those below 128 leave lane or warp bits
unused), reshapes them, reduces one dimension with addf or mulf and stores the result; inputs
are random normal values, so the combining order shows in the bits.
"""
import json
import os
import sys

SIZES = [(64, [[8, 8], [4, 16], [16, 4], [2, 32], [8, 8, 1]]), (32, [[4, 8], [8, 4]]),
         (128, [[8, 16], [16, 8]]), (16, [[4, 4]])]


def kernel(t, n, shape, dim, op, name):
    sh = "x".join(map(str, shape))
    rshape = [s for i, s in enumerate(shape) if i != dim]
    rs = "x".join(map(str, rshape))
    m = 1
    for s in rshape:
        m *= s
    ident = "0.000000e+00" if op == "addf" else "1.000000e+00"
    tv = f"tensor_view<{n}x{t}, strides=[1]>"
    pv = f"partition_view<tile=({n}), {tv}>"
    tvo = f"tensor_view<{m}x{t}, strides=[1]>"
    pvo = f"partition_view<tile=({m}), {tvo}>"
    return f"""cuda_tile.module @m {{
  entry @{name}(%in: tile<ptr<{t}>>, %out: tile<ptr<{t}>>) {{
    %tv = make_tensor_view %in, shape = [{n}], strides = [1] : {tv}
    %pv = make_partition_view %tv : {pv}
    %z = constant <i32: 0> : tile<i32>
    %x, %tk = load_view_tko weak %pv[%z] : {pv}, tile<i32> -> tile<{n}x{t}>, token
    %v = reshape %x : tile<{n}x{t}> -> tile<{sh}x{t}>
    %r = reduce %v dim={dim} identities=[{ident} : {t}] : tile<{sh}x{t}> -> tile<{rs}x{t}>
      (%a: tile<{t}>, %b: tile<{t}>) {{
        %c = {op} %a, %b : tile<{t}>
        yield %c : tile<{t}>
      }}
    %f = reshape %r : tile<{rs}x{t}> -> tile<{m}x{t}>
    %to = make_tensor_view %out, shape = [{m}], strides = [1] : {tvo}
    %po = make_partition_view %to : {pvo}
    %s = store_view_tko weak %f, %po[%z] : tile<{m}x{t}>, {pvo}, tile<i32> -> token
    return
  }}
}}
"""


def main(d):
    os.makedirs(d, exist_ok=True)
    count = 0
    for t in ["f32", "f16"]:
        for n, shapes in SIZES:
            for shape in shapes:
                for dim in range(len(shape)):
                    if shape[dim] == 1:
                        continue
                    for op in ["addf", "mulf"]:
                        name = f"lay_{t}_{n}_{'x'.join(map(str, shape))}_d{dim}_{op}"
                        with open(os.path.join(d, name + ".mlir"), "w") as f:
                            f.write(kernel(t, n, shape, dim, op, name))
                        spec = {"grid": [1], "args": [
                            {"buffer": {"random": "normal", "shape": [n], "seed": 5}, "elem": t},
                            {"buffer": {"zeros": [n // shape[dim]]}, "elem": t}]}
                        with open(os.path.join(d, name + ".launch.json"), "w") as f:
                            json.dump(spec, f)
                        count += 1
    print(count, "kernels")


if __name__ == "__main__":
    main(sys.argv[1])

"""An oracle for tileref's `--numerics h100` math without a GPU: NVIDIA's libdevice (the
`libdevice.10.bc` of the nvidia-nvvm wheel, which tileiras links for math ops) compiled for
the host CPU, so tileref's own implementation of a routine can be compared with libdevice's on
every f32 input (or on samples, for binary and f64 routines).

    python libdevice_oracle.py build DIR FUNC...              # e.g. __nv_sinf __nv_cosf
    python libdevice_oracle.py check DIR CHECK OP FUNC        # every f32 input, 2^28 at a time
    python libdevice_oracle.py check-pairs DIR CHECK OP FUNC  # a binary routine, sampled
    python libdevice_oracle.py check-f64 DIR CHECK OP FUNC    # an f64 routine, sampled
    python libdevice_oracle.py samples DIR OUT OP=FUNC...     # a fixture for interp's tests

`build` extracts the routines with LLVM's tools (llvm-extract, llvm-dis, llc: LLVM 14 reads
the bitcode), gives every NVVM intrinsic and inline-PTX fragment they use a host definition
with the PTX instruction's exact semantics (correctly rounded fma/add/mul/div, PTX's
saturating conversions, flush-to-zero where the name says .ftz, carry chains as 64-bit
arithmetic), and links a small driver: `DIR/oracle FUNC FIRST COUNT OUT` writes the outputs
for the input bit patterns FIRST .. FIRST + COUNT - 1, `DIR/oracle FUNC --list IN OUT` those
for the inputs in IN (pairs for a binary routine; 8-byte values for an f64 one).
`__nvvm_reflect` answers 0 (no flush-to-zero; tileiras's default) unless ORACLE_FTZ=1.

`check` hands each block of outputs to CHECK (the `h100_math_check` example binary), which
evaluates tileref's implementation of OP on the same inputs and counts differences.
`check-pairs` does the same for a binary routine (powf, atan2f) on about 2^24 pairs: every
pair of values that reach its special cases, random bit patterns, and the ranges users pick;
`check-f64` for an f64 routine on about 12.6 M inputs (`f64_inputs`). `samples` writes OUT
(JSON, hex [input, output] per op, [x, y, output] for binary ones; OP_f64=FUNC for f64) for
inputs chosen to reach every path: specials, subnormals, powers of two, the neighbourhoods of
multiples of pi/2 and of the reductions' thresholds, and random bit patterns (fixed seeds).

Routines built on the GPU's approximate instructions come from the special function unit,
which only the GPU or a measured table can give: `rcp.approx.ftz.f32` is read from the table
ORACLE_MUFU_RCP names (2^23 results, one per significand; `h100_math_check mufu-rcp FILE`
writes tileref's, itself checked on the GPU for every input); routines using the others
(`ex2.approx`, f64 `rcp.approx`, ...) are refused. NaN results are written as the GPU's
canonical NaN (0x7fffffff; 0x7fffffffffffffff for f64, tileref's f64 convention).
"""
import os
import re
import subprocess
import sys

LIBDEVICE = "nvidia/cu13/nvvm/libdevice/libdevice.10.bc"

# Inline PTX found in libdevice, by a distinctive fragment, with the helper that replaces it.
ASM = {
    "madc.hi.u32     $1, $2, $3,  0;": "ptx_mad_wide_cc",
    "rcp.approx.ftz.f32 $0,$1;": "ptx_rcp_approx_ftz_f32",
}

# The IR helpers for the inline PTX (64-bit arithmetic gives the carry chain's result).
IR_HELPERS = """
define { i32, i32 } @ptx_mad_wide_cc(i32 %a, i32 %b, i32 %c) {
  %a64 = zext i32 %a to i64
  %b64 = zext i32 %b to i64
  %c64 = zext i32 %c to i64
  %p = mul i64 %a64, %b64
  %s = add i64 %p, %c64
  %lo = trunc i64 %s to i32
  %h = lshr i64 %s, 32
  %hi = trunc i64 %h to i32
  %r0 = insertvalue { i32, i32 } undef, i32 %lo, 0
  %r1 = insertvalue { i32, i32 } %r0, i32 %hi, 1
  ret { i32, i32 } %r1
}
"""

C_HELPERS = r"""
#include <fenv.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int ftz_flag;
int __nvvm_reflect(const char *s) {
    if (strcmp(s, "__CUDA_FTZ") == 0) return ftz_flag;
    if (strcmp(s, "__CUDA_ARCH") == 0) return 900;
    return 0;
}
static uint32_t fb(float x) { uint32_t b; memcpy(&b, &x, 4); return b; }
static float bf(uint32_t b) { float x; memcpy(&x, &b, 4); return x; }
/* PTX .ftz: subnormal inputs and results become zero of the same sign. */
static float ftz(float x) { return fpclassify(x) == FP_SUBNORMAL ? copysignf(0.0f, x) : x; }

float nv_fma_rn_f(float a, float b, float c) { return fmaf(a, b, c); }
float nv_fma_rn_ftz_f(float a, float b, float c) { return ftz(fmaf(ftz(a), ftz(b), ftz(c))); }
float nv_add_rn_f(float a, float b) { return a + b; }
float nv_add_rn_ftz_f(float a, float b) { return ftz(ftz(a) + ftz(b)); }
float nv_mul_rn_f(float a, float b) { return a * b; }
float nv_mul_rn_ftz_f(float a, float b) { return ftz(ftz(a) * ftz(b)); }
float nv_div_rn_f(float a, float b) { return a / b; }
float nv_div_rn_ftz_f(float a, float b) { return ftz(ftz(a) / ftz(b)); }
float nv_fabs_f(float a) { return fabsf(a); }
float nv_fabs_ftz_f(float a) { return fabsf(ftz(a)); }
float nv_floor_f(float a) { return floorf(a); }
float nv_floor_ftz_f(float a) { return floorf(ftz(a)); }
float nv_trunc_f(float a) { return truncf(a); }
float nv_trunc_ftz_f(float a) { return truncf(ftz(a)); }
/* cvt.rni.f32.f32: to the nearest integer, ties to even. */
float nv_round_f(float a) { return nearbyintf(a); }
float nv_round_ftz_f(float a) { return nearbyintf(ftz(a)); }
/* cvt.rni/rzi.s32.f32: saturating, NaN gives 0. */
static int32_t sat32(double r) {
    if (isnan(r)) return 0;
    if (r >= 2147483647.0) return INT32_MAX;
    if (r <= -2147483648.0) return INT32_MIN;
    return (int32_t)r;
}
int32_t nv_f2i_rn(float a) { return sat32(nearbyint((double)a)); }
int32_t nv_f2i_rn_ftz(float a) { return sat32(nearbyint((double)ftz(a))); }
int32_t nv_f2i_rz(float a) { return sat32(trunc((double)a)); }
int32_t nv_f2i_rz_ftz(float a) { return sat32(trunc((double)ftz(a))); }
double nv_fma_rn_d(double a, double b, double c) { return fma(a, b, c); }
double nv_add_rn_d(double a, double b) { return a + b; }
double nv_mul_rn_d(double a, double b) { return a * b; }
double nv_fabs_d(double a) { return fabs(a); }
double nv_trunc_d(double a) { return trunc(a); }
double nv_sqrt_rn_d(double a) { return sqrt(a); }
/* rcp.approx.ftz.f32 (MUFU.RCP) from the table ORACLE_MUFU_RCP names: the result for every
   significand in [1, 2) (`h100_math_check mufu-rcp FILE` writes tileref's, which was
   measured on the GPU for every input), scaled by the power of 2, flushed below 2^-126. */
static uint32_t *rcp_table;
static void load_rcp_table(void) {
    const char *p = getenv("ORACLE_MUFU_RCP");
    FILE *t = p ? fopen(p, "rb") : 0;
    rcp_table = malloc((size_t)4 << 23);
    if (!t || !rcp_table || fread(rcp_table, 4, 1u << 23, t) != 1u << 23) {
        fprintf(stderr, "oracle: rcp.approx needs ORACLE_MUFU_RCP, a table of 2^23 results\n");
        exit(2);
    }
    fclose(t);
}
float ptx_rcp_approx_ftz_f32(float x) {
    uint32_t xb = fb(x), ax = xb & 0x7fffffffu, s = xb & 0x80000000u;
    if (ax > 0x7f800000u) return bf(0x7fffffffu);
    if (ax < 0x00800000u) return bf(s | 0x7f800000u);
    if (ax == 0x7f800000u) return bf(s);
    uint32_t t = rcp_table[ax & 0x7fffffu];
    int e = (int)(t >> 23) - ((int)(ax >> 23) - 127);
    uint32_t r = e <= 0 ? 0 : e >= 255 ? 0x7f800000u : ((uint32_t)e << 23) | (t & 0x7fffffu);
    return bf(s | r);
}
int32_t nv_d2i_lo(double a) { uint64_t b; memcpy(&b, &a, 8); return (int32_t)b; }
int32_t nv_d2i_hi(double a) { uint64_t b; memcpy(&b, &a, 8); return (int32_t)(b >> 32); }
int32_t nv_d2i_rn(double a) { return sat32(nearbyint(a)); }
double nv_lohi_i2d(int32_t lo, int32_t hi) {
    uint64_t b = ((uint64_t)(uint32_t)hi << 32) | (uint32_t)lo; double d; memcpy(&d, &b, 8); return d;
}
"""


def sh(*cmd, **kw):
    subprocess.run(list(cmd), check=True, **kw)


def find_libdevice():
    import site
    for p in site.getsitepackages() + [site.getusersitepackages()]:
        f = os.path.join(p, LIBDEVICE)
        if os.path.exists(f):
            return f
    sys.exit("libdevice.10.bc not found: pip install nvidia-nvvm")


def rewrite(ir):
    """The extracted routines as host IR: intrinsics and inline PTX become helper calls."""
    out = []
    for line in ir.splitlines():
        if line.startswith(("target datalayout", "target triple")):
            continue
        if "asm " in line and "call" in line:
            m = re.search(r'asm (?:sideeffect )?"((?:[^"\\]|\\.)*)", "[^"]*"\(', line)
            helper = next((h for frag, h in ASM.items() if m and frag in m.group(1)), None)
            if helper is None:
                sys.exit(f"no host definition of the inline PTX in: {line.strip()[:160]}")
            line = line[: m.start()] + "@" + helper + "(" + line[m.end():]
        line = re.sub(
            r"@llvm\.nvvm\.([a-z0-9.]+)",
            lambda m: "@nv_" + m.group(1).replace(".", "_"),
            line,
        )
        out.append(line)
    text = "\n".join(out) + "\n" + IR_HELPERS
    # Helpers written in C are declared for the IR.
    if "@ptx_rcp_approx_ftz_f32(" in text:
        text += "declare float @ptx_rcp_approx_ftz_f32(float)\n"
    approx = sorted(set(re.findall(r"@nv_(\w*approx\w*)", text)))
    if approx:
        sys.exit(f"these routines use the GPU's approximate instructions {approx}: no host oracle")
    return text


def driver(funcs, uses_rcp):
    """funcs: {name: (arity, C type)}."""
    decls = f"#define USES_RCP {int(uses_rcp)}\n" + "".join(
        f"{t} {f}({', '.join([t] * n)});\n" for f, (n, t) in funcs.items())
    table = "".join(
        f'    {{"{f}", {f if (n, t) == (1, "float") else 0}, {f if (n, t) == (2, "float") else 0}, '
        f'{f if (n, t) == (1, "double") else 0}}},\n'
        for f, (n, t) in funcs.items())
    return decls + """
static const struct {
    const char *name; float (*f)(float); float (*g)(float, float); double (*d)(double);
} FUNCS[] = {
""" + table + """};
int main(int argc, char **argv) {
    /* oracle FUNC FIRST COUNT OUT, or oracle FUNC --list IN OUT (IN: u32 inputs, or pairs of
       them for a binary FUNC). */
    if (argc != 5) { fprintf(stderr, "usage: oracle FUNC FIRST COUNT OUT\\n"); return 2; }
    float (*f)(float) = 0;
    float (*g)(float, float) = 0;
    double (*dd)(double) = 0;
    for (size_t i = 0; i < sizeof FUNCS / sizeof FUNCS[0]; i++)
        if (strcmp(FUNCS[i].name, argv[1]) == 0) { f = FUNCS[i].f; g = FUNCS[i].g; dd = FUNCS[i].d; }
    if (!f && !g && !dd) { fprintf(stderr, "oracle: no function %s\\n", argv[1]); return 2; }
    if ((g || dd) && strcmp(argv[2], "--list") != 0) {
        fprintf(stderr, "oracle: %s takes --list\\n", argv[1]);
        return 2;
    }
    if (dd) {
        /* f64: u64 inputs, u64 outputs, NaNs as 0x7FFFFFFFFFFFFFFF. */
        FILE *l = fopen(argv[3], "rb");
        if (!l) { perror("oracle"); return 1; }
        fseek(l, 0, SEEK_END);
        uint64_t n = (uint64_t)ftell(l) / 8;
        rewind(l);
        uint64_t *v = malloc(n * 8 + 8);
        if (!v || fread(v, 8, n, l) != n) { perror("oracle"); return 1; }
        fclose(l);
        #pragma omp parallel for schedule(static, 65536)
        for (uint64_t i = 0; i < n; i++) {
            double x, y;
            memcpy(&x, &v[i], 8);
            y = dd(x);
            if (isnan(y)) v[i] = 0x7fffffffffffffffull; else memcpy(&v[i], &y, 8);
        }
        FILE *o = fopen(argv[4], "wb");
        if (!o || fwrite(v, 8, n, o) != n || fclose(o)) { perror("oracle"); return 1; }
        return 0;
    }
    const char *e = getenv("ORACLE_FTZ");
    ftz_flag = e && strcmp(e, "1") == 0;
    if (USES_RCP) load_rcp_table();
    uint64_t first = 0, count = 0;
    uint32_t *in = 0;
    if (strcmp(argv[2], "--list") == 0) {
        FILE *l = fopen(argv[3], "rb");
        if (!l) { perror("oracle"); return 1; }
        fseek(l, 0, SEEK_END);
        count = (uint64_t)ftell(l) / 4;
        if (g) count /= 2;
        rewind(l);
        uint64_t words = g ? 2 * count : count;
        in = malloc(words * 4 + 4);
        if (!in || fread(in, 4, words, l) != words) { perror("oracle"); return 1; }
        fclose(l);
    } else {
        first = strtoull(argv[2], 0, 0);
        count = strtoull(argv[3], 0, 0);
    }
    uint32_t *out = malloc(count * 4 + 4);
    if (!out) { perror("oracle"); return 1; }
    #pragma omp parallel for schedule(static, 65536)
    for (uint64_t i = 0; i < count; i++) {
        float y = g ? g(bf(in[2 * i]), bf(in[2 * i + 1]))
                    : f(bf(in ? in[i] : (uint32_t)(first + i)));
        out[i] = isnan(y) ? 0x7fffffffu : fb(y);
    }
    FILE *o = fopen(argv[4], "wb");
    if (!o || fwrite(out, 4, count, o) != count || fclose(o)) { perror("oracle"); return 1; }
    return 0;
}
"""


def build(d, funcs):
    os.makedirs(d, exist_ok=True)
    bc = os.path.join(d, "routines.bc")
    lib = find_libdevice()

    def extract(globs):
        sh("llvm-extract", "--recursive", *[f"--func={f}" for f in funcs],
           *[f"--glob={g}" for g in globs], lib, "-o", bc)
        return subprocess.run(["llvm-dis", bc, "-o", "-"], check=True, capture_output=True,
                              text=True).stdout

    # The tables and strings the routines read come along only when named.
    ll = extract([])
    ll = extract(re.findall(r"^@([\w.$]+) = external ", ll, re.M))
    host = os.path.join(d, "routines.ll")
    host_ir = rewrite(ll)
    open(host, "w").write(host_ir)
    obj = os.path.join(d, "routines.o")
    sh("llc", "-O2", "-mtriple=x86_64-unknown-linux-gnu", "-relocation-model=pic",
       "-filetype=obj", host, "-o", obj)
    c = os.path.join(d, "driver.c")
    def signature(f):
        m = re.search(rf"define (?:\w+ )*(float|double) @{re.escape(f)}\(([^)]*)\)", ll)
        return len(m.group(2).split(",")), m.group(1)
    arity = {f: signature(f) for f in funcs}
    open(c, "w").write(C_HELPERS + driver(arity, "@ptx_rcp_approx_ftz_f32(" in host_ir))
    sh("gcc", "-O2", "-fopenmp", "-ffp-contract=off", "-fno-fast-math", c, obj, "-lm",
       "-o", os.path.join(d, "oracle"))


def check(d, checker, op, func):
    n = 1 << 28
    tmp = os.path.join(d, "chunk.bin")
    total = 0
    for first in range(0, 1 << 32, n):
        sh(os.path.join(d, "oracle"), func, str(first), str(n), tmp)
        r = subprocess.run([checker, op, "f32", str(first), tmp], check=True,
                           capture_output=True, text=True).stdout.strip()
        print(f"[{first:#010x}] {r}", flush=True)
        total += int(r.split()[2])
    os.remove(tmp)
    print(f"{op} vs {func}: {total} of 2^32 differ")
    return total


def sample_inputs(seed=2026, n_random=3000):
    import math
    import random
    import struct

    def bits(v):
        return struct.unpack("<I", struct.pack("<f", v))[0]

    xs = {0, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00001, 0x7F7FFFFF, 0xFF7FFFFF,
          1, 0x807FFFFF, 0x00800000}
    for e in range(-149, 128):
        for s in (1.0, -1.0):
            xs.add(bits(s * math.ldexp(1.0, e)))
    # Near k·pi/2 (cancellation in the reduction), small and large k, a few ulps either side.
    for k in list(range(1, 64)) + [10 ** i for i in range(2, 12)] + [12345, 67108, 1 << 20]:
        c = bits(k * math.pi / 2)
        for d in range(-3, 4):
            xs.add((c + d) & 0x7FFFFFFF)
            xs.add(((c + d) & 0x7FFFFFFF) | 0x80000000)
    for t in (105615.0, 0.0004909669514745474):
        c = bits(t)
        for d in range(-4, 5):
            xs.add(c + d)
            xs.add((c + d) | 0x80000000)
    r = random.Random(seed)
    while len(xs) < n_random + 1200:
        xs.add(r.getrandbits(32))
    # Random magnitudes in the usual range, too.
    for _ in range(1000):
        xs.add(bits(r.uniform(-100.0, 100.0)))
    return sorted(xs)


def interesting():
    """Values that reach the binary routines' special cases and thresholds, as f32 bits."""
    import math
    import struct

    def bits(v):
        return struct.unpack("<I", struct.pack("<f", v))[0]

    vs = {0, 1, 0x007FFFFF, 0x00800000, 0x7F7FFFFF, 0x7F800000, 0x7FC00000, 0x3F800001,
          0x3F7FFFFF, 0x3F800002, 0x3F7FFFFE, 0x4B7FFFFF, 0x4B800000, 0x4B800001, 0x4F000000,
          0x4F800000, 0x5F800000}
    for v in [0.5, 1.5, 2.0, 2.5, 3.0, 0.1, 10.0, math.e, math.pi, 1e-3, 1e3, 1e10, 1e-10,
              126.0, 127.0, 128.0, 149.0, 150.0, 151.0, 152.0, 152.5, 153.0, 255.0, 256.0]:
        vs.add(bits(v))
    for i in range(1, 33):
        vs.add(bits(float(i)))
        vs.add(bits(i + 0.5))
    vs |= {v | 0x80000000 for v in vs}
    return sorted(vs)


def pair_inputs(func, n_random=1 << 22, seed=7):
    """(x, y) pairs for a binary routine: every pair of `interesting` values, random bit
    patterns, and random values in the ranges users pick (and, for powf, near overflow and
    underflow, negative bases with integer exponents; for atan2f, near-equal magnitudes)."""
    import random
    import struct

    def bits(v):
        return struct.unpack("<I", struct.pack("<f", v))[0]

    r = random.Random(seed)
    vs = interesting()
    out = [(x, y) for x in vs for y in vs]
    out += [(r.getrandbits(32), r.getrandbits(32)) for _ in range(n_random)]
    if func == "__nv_powf":
        out += [(bits(r.uniform(0, 100)), bits(r.uniform(-40, 40))) for _ in range(n_random)]
        out += [(bits(r.uniform(0.5, 4)), bits(r.choice([1, -1]) * r.uniform(60, 260)))
                for _ in range(n_random)]
        out += [(bits(-r.uniform(0, 10)), bits(float(r.randint(-60, 60))))
                for _ in range(n_random // 4)]
    else:
        out += [(bits(r.uniform(-10, 10)), bits(r.uniform(-10, 10))) for _ in range(n_random)]
        for _ in range(n_random // 2):
            x = bits(r.uniform(-10, 10))
            out.append((x ^ r.choice([0, 0x80000000]), (x + r.randint(-4, 4)) & 0xFFFFFFFF))
    return out


def oracle_list(d, func, words, wide=False):
    """Runs DIR/oracle's --list mode on `words` (u32, or u64 where `wide`; pairs flattened for a
    binary routine); returns (the input file, the output file, the outputs)."""
    import struct
    code = "Q" if wide else "I"
    lst, res = os.path.join(d, "list.bin"), os.path.join(d, "list.out")
    open(lst, "wb").write(struct.pack(f"<{len(words)}{code}", *words))
    sh(os.path.join(d, "oracle"), func, "--list", lst, res)
    data = open(res, "rb").read()
    return lst, res, struct.unpack(f"<{len(data) // struct.calcsize(code)}{code}", data)


def compare(checker, op, t, lst, res):
    """CHECK's count of differences between tileref's OP and the outputs in `res`."""
    r = subprocess.run([checker, op, t, "@" + lst, res], check=True, capture_output=True,
                       text=True).stdout.strip()
    print(r)
    return int(r.split()[2])


def check_pairs(d, checker, op, func):
    lst, res, _ = oracle_list(d, func, [v for p in pair_inputs(func) for v in p])
    return compare(checker, op, "f32", lst, res)


def f64_inputs(n_random=1 << 22, seed=17):
    """f64 inputs: specials, powers of two, the neighbourhoods of exp's thresholds, of 0 and of
    1, random bit patterns and random values in [-750, 750] and [-1, 1]."""
    import random
    import struct
    r = random.Random(seed)

    def bits(v):
        return struct.unpack("<Q", struct.pack("<d", v))[0]

    xs = [0, 1 << 63, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 1,
          0x000FFFFFFFFFFFFF, 0x0010000000000000, 0x7FEFFFFFFFFFFFFF]
    for e in range(-1074, 1024, 7):
        for sgn in (1.0, -1.0):
            xs.append(bits(sgn * 2.0 ** e))
    for t in (708.39, 709.78, 745.0, 745.13, 0.0, 1.0):
        c = bits(t)
        near = [(c + k) % (1 << 64) for k in range(-64, 65)]
        xs += near + [v ^ (1 << 63) for v in near]
    xs += [r.getrandbits(64) for _ in range(n_random)]
    xs += [bits(r.uniform(-750.0, 750.0)) for _ in range(n_random)]
    xs += [bits(r.uniform(-1.0, 1.0)) for _ in range(n_random)]
    return xs


def check_f64(d, checker, op, func):
    """An f64 routine on `f64_inputs`."""
    lst, res, _ = oracle_list(d, func, f64_inputs(), wide=True)
    return compare(checker, op, "f64", lst, res)


def samples(d, out, pairs):
    import json
    import random
    unary = sample_inputs()
    ops = {}
    for pair in pairs:
        op, func = pair.split("=")
        binary = op in ("pow", "atan2")
        if op.endswith("_f64"):
            xs = random.Random(6).sample(f64_inputs(n_random=1 << 12), 3000)
            ys = oracle_list(d, func, xs, wide=True)[2]
            ops[f"{op[:-4]} f64"] = [[f"{x:016x}", f"{y:016x}"] for x, y in zip(xs, ys)]
            continue
        if binary:
            every = pair_inputs(func, n_random=1 << 12)
            # A spread of the special pairs and the random ones.
            xs = random.Random(5).sample(every, 5000)
            flat = [v for p in xs for v in p]
        else:
            xs = unary
            flat = xs
        ys = oracle_list(d, func, flat)[2]
        if binary:
            ops[f"{op} f32"] = [[f"{x:08x}", f"{w:08x}", f"{y:08x}"] for (x, w), y in zip(xs, ys)]
        else:
            ops[f"{op} f32"] = [[f"{x:08x}", f"{y:08x}"] for x, y in zip(xs, ys)]
    doc = {
        "what": "outputs of NVIDIA libdevice routines (nvidia-nvvm 13.5.37's libdevice.10.bc) "
                "compiled for the host CPU by interp/tools/libdevice_oracle.py (samples), "
                "rcp.approx from the GPU-measured MUFU.RCP table; hex bit patterns "
                "[input, output], or [x, y, output] for the binary ops",
        "ops": ops,
    }
    open(out, "w").write(json.dumps(doc, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    a = sys.argv[1:]
    if len(a) >= 3 and a[0] == "build":
        build(a[1], a[2:])
    elif len(a) >= 4 and a[0] == "samples":
        samples(a[1], a[2], a[3:])
    elif len(a) == 5 and a[0] == "check-f64":
        sys.exit(1 if check_f64(*a[1:]) else 0)
    elif len(a) == 5 and a[0] == "check-pairs":
        sys.exit(1 if check_pairs(*a[1:]) else 0)
    elif len(a) == 5 and a[0] == "check":
        sys.exit(1 if check(*a[1:]) else 0)
    else:
        sys.exit(__doc__)

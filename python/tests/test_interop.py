"""tileref.run for Tile IR that did not come from cuTile, tileref.interpret() and
TILEREF_INTERPRET, print output, the GIL, torch tensors."""

import os
import subprocess
import sys
import textwrap
import threading
import time

import numpy as np
import pytest

import cuda.tile as ct
import tileref
from kernels import printer, vec_add

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLE = os.path.join(ROOT, "examples", "vector_add.mlir")
TESTS = os.path.dirname(os.path.abspath(__file__))


def test_run_text_module():
    a = np.arange(1000, dtype=np.float32)
    b = np.full(1000, 0.5, np.float32)
    c = np.zeros(1000, np.float32)
    with open(EXAMPLE) as f:
        text = f.read()
    rep = tileref.run(text, "vector_add", 8, [a, b, c, 1000])
    assert rep.ok and np.array_equal(c, a + b)
    # The same from a path, with the single entry found by itself.
    c[:] = 0
    import pathlib
    tileref.run(pathlib.Path(EXAMPLE), None, (8,), [a, b, c, np.int32(1000)])
    assert np.array_equal(c, a + b)


def test_run_reports_text_locations():
    with open(EXAMPLE) as f:
        text = f.read()
    a = np.zeros(100, np.float32)
    # n = 1000 elements claimed, 100 allocated: the loads run past the end.
    with pytest.raises(tileref.UndefinedBehavior) as ei:
        tileref.run(text, "vector_add", 8, [a, a, np.zeros(1000, np.float32), 1000])
    assert ei.value.location.startswith("<module>:") and ei.value.kind == "out-of-bounds"


def test_run_checks_argument_types():
    with open(EXAMPLE) as f:
        text = f.read()
    a = np.zeros(1000, np.float32)
    with pytest.raises(TypeError, match="pointer to f32"):
        tileref.run(text, "vector_add", 8, [a, a, np.zeros(1000, np.int16), 1000])
    with pytest.raises(TypeError, match="is not a pointer"):
        tileref.run(text, "vector_add", 8, [a, a, a, a])
    with pytest.raises(ValueError, match="takes 4 parameters"):
        tileref.run(text, "vector_add", 8, [a, a, a])
    with pytest.raises(ValueError, match="no entry named"):
        tileref.run(text, "nope", 8, [a, a, a, 1000])


def test_run_cutile_bytecode_with_array_and_list_forms(tmp_path):
    from kernels import list_sum
    xs = [np.arange(128, dtype=np.float32) * (i + 1) for i in range(3)]
    out = np.zeros(128, np.float32)
    spec = tileref.export_launch(2, list_sum, (xs, out, 64, 3), tmp_path)
    import json
    entry = json.load(open(spec))["entry"]
    data = (tmp_path / "kernel.tileirbc").read_bytes()
    rep = tileref.run(data, entry, 2, [tileref.ArrayList(xs), tileref.Array(out)])
    assert rep.ok and np.array_equal(out, xs[0] + xs[1] + xs[2])


def test_bits_scalar():
    text = textwrap.dedent("""\
        cuda_tile.module @m {
          entry @fill(%p: tile<ptr<f32>>, %v: tile<f32>) {
            %t = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
            %pv = make_partition_view %t : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
            %c0 = constant <i32: 0> : tile<i32>
            %b = reshape %v : tile<f32> -> tile<1xf32>
            %s = broadcast %b : tile<1xf32> -> tile<4xf32>
            %tok = store_view_tko weak %s, %pv[%c0] : tile<4xf32>, partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> token
          }
        }
        """)
    out = np.zeros(4, np.float32)
    tileref.run(text, "fill", 1, [out, tileref.Bits(0x7FC00123)])
    assert (out.view(np.uint32) == 0x7FC00123).all()
    tileref.run(text, "fill", 1, [out, 0.1])  # rounded to nearest f32
    assert (out == np.float32(0.1)).all()


def test_interpret_patches_ct_launch():
    original = ct.launch
    a = np.arange(256, dtype=np.float32)
    c = np.zeros(256, np.float32)
    with tileref.interpret(schedule="reverse"):
        assert ct.launch is not original
        ct.launch(None, (2,), vec_add, (a, a, c, 128))
    assert ct.launch is original
    assert np.array_equal(c, 2 * a)


SCRIPT = """
import numpy as np
import cuda.tile as ct
import sys
sys.path.insert(0, {tests!r})
{pre}
from kernels import vec_add
a = np.arange(256, dtype=np.float32)
c = np.zeros(256, np.float32)
ct.launch(None, (2,), vec_add, (a, a, c, 128))
print("ok" if np.array_equal(c, 2 * a) else "wrong")
"""


def test_environment_variable(tmp_path):
    script = tmp_path / "s.py"
    script.write_text(SCRIPT.format(tests=TESTS, pre="import tileref"))
    env = dict(os.environ, TILEREF_INTERPRET="1")
    r = subprocess.run([sys.executable, str(script)], env=env, capture_output=True, text=True)
    assert r.stdout.strip() == "ok", r.stderr


def test_python_m_tileref_runs_a_script_unchanged(tmp_path):
    script = tmp_path / "s.py"
    script.write_text(SCRIPT.format(tests=TESTS, pre=""))
    r = subprocess.run([sys.executable, "-m", "tileref", str(script)], capture_output=True, text=True)
    assert r.stdout.strip() == "ok", r.stderr
    # Without tileref, ct.launch needs a GPU.
    r = subprocess.run([sys.executable, str(script)], capture_output=True, text=True)
    assert r.returncode != 0


def test_printf_goes_to_sys_stdout(capsys):
    x = np.arange(32, dtype=np.int32)
    rep = tileref.launch(2, printer, (x, 16), schedule="sequential")
    out = capsys.readouterr().out
    assert out == "block 0 sum 120\nblock 1 sum 376\n" == rep.prints


def test_gil_is_released_while_running():
    from error_kernels import spin
    ticks = []
    stop = threading.Event()

    def ticker():
        while not stop.is_set():
            ticks.append(time.perf_counter())
            time.sleep(0.001)

    out = np.zeros(1, np.int32)
    tileref.launch(1, spin, (10, out))  # compiled before timing
    t = threading.Thread(target=ticker)
    t.start()
    start = time.perf_counter()
    tileref.launch(1, spin, (300_000, out))
    end = time.perf_counter()
    stop.set()
    t.join()
    assert out[0] == 300_000
    during = [x for x in ticks if start < x < end]
    # A launch holding the GIL would leave no ticks while it ran.
    assert end - start > 0.05 and len(during) >= 5, (end - start, len(during))


def test_threads_option():
    a = np.arange(1024, dtype=np.float32)
    c = np.zeros(1024, np.float32)
    tileref.launch(8, vec_add, (a, a, c, 128), threads=1)
    assert np.array_equal(c, 2 * a)
    with pytest.raises(ValueError, match="threads"):
        tileref.launch(8, vec_add, (a, a, c, 128), threads=0)


def test_torch_cpu_tensors():
    torch = pytest.importorskip("torch")
    a = torch.arange(256, dtype=torch.float32)
    c = torch.zeros(256, dtype=torch.float32)
    tileref.launch(2, vec_add, (a, a, c, 128))
    assert torch.equal(c, 2 * a)

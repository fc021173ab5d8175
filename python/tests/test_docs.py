"""The worked example of docs/python.md runs and prints what the page says."""

import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def blocks(lang):
    with open(os.path.join(ROOT, "docs", "python.md")) as f:
        return re.findall(rf"```{lang}\n(.*?)```", f.read(), re.S)


def run(code, tmp_path):
    path = tmp_path / "example.py"
    path.write_text(code)
    r = subprocess.run([sys.executable, str(path)], capture_output=True, text=True, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    return r.stdout.replace(str(path), "example.py")


def test_race_example_prints_the_documented_report(tmp_path):
    racy, fixed = [b for b in blocks("python") if b.startswith("import numpy")]
    want = blocks("text")[0]
    assert run(racy, tmp_path) == want


def test_fixed_example(tmp_path):
    racy, fixed = [b for b in blocks("python") if b.startswith("import numpy")]
    assert run(fixed, tmp_path).strip() == "ok [ 2016.  6112. 10208. 14304.]"

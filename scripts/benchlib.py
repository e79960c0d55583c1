"""Helpers shared by the benchmark scripts (imported, not run).

Methodology: whole processes timed from outside (start to exit, set-up included), output to
/dev/null, one untimed run of each command first; the commands then run in turn, A B A B …,
and a ratio is the median of the ratios pair by pair, so a drift of the machine's speed
during the benchmark moves both sides alike. Peak RSS is the kernel's accounting of the
finished child; it cannot read below this Python process's own size at the moment of the
start (the kernel carries it over the exec), so a peak near that floor is flagged.
"""
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import namedtuple
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The Swift Evolution set only: the corpus folder also holds DocC and MkDocs sets.
DEFAULT_CORPUS = os.environ.get("MDTOOL_CORPUS") or str(ROOT.parent / "shared" / "corpus" / "swift-evolution")
# What issue 17 calls "10 MB": the corpus concatenated; "2 MB": its first documents up to 2 MB.
PREFIX_BYTES = 2_000_000
# What is timed: the self-contained binary releases ship (scripts/release: the Swift runtime
# and Foundation linked statically), not `swift build -c release`'s, whose calls into the
# runtime go through the dynamic linker (about 13% slower on the corpus, and twice the
# start-up instructions).
SHIPPED_BINARY = ROOT / ".build" / "static" / "release" / "mdtool"

Run = namedtuple("Run", "wall cpu rss")


def prog():
    return Path(sys.argv[0]).name


def fail(message):
    sys.stderr.write("%s: error: %s\n" % (prog(), message))
    sys.exit(2)


def timed_run(argv, cwd=None, ok_codes=(0,)):
    """Run argv with stdout to /dev/null; a Run of wall s, CPU s and peak RSS bytes."""
    with open(os.devnull, "wb") as null, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        try:
            proc = subprocess.Popen(argv, cwd=cwd, stdin=subprocess.DEVNULL, stdout=null, stderr=err)
        except OSError as exc:
            fail("cannot run %s: %s" % (argv[0], exc))
        _, status, usage = os.wait4(proc.pid, 0)
        seconds = time.perf_counter() - start
        proc.returncode = 0  # already reaped
        code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else None
        if code not in ok_codes:
            err.seek(0)
            message = err.read(2000).decode("utf-8", "replace").strip()
            how = "exit %d" % code if code is not None else "signal %d" % os.WTERMSIG(status)
            fail("%s failed (%s): %s" % (argv[0], how, message))
    return Run(seconds, usage.ru_utime + usage.ru_stime, usage.ru_maxrss * 1024)


def rss_floor():
    """The lowest peak RSS a child of this process can show (that of `true`)."""
    return timed_run(["true"]).rss


def measure(commands, runs, cwd=None, ok_codes=(0,)):
    """One untimed run of each command, then `runs` rounds in turn; name -> list of Runs."""
    for argv in commands.values():
        timed_run(argv, cwd, ok_codes)  # page cache, dynamic loader, bytecode caches
    warn_if_busy()
    results = {name: [] for name in commands}
    for _ in range(runs):
        for name, argv in commands.items():
            results[name].append(timed_run(argv, cwd, ok_codes))
    return results


_busy_reported = False


def warn_if_busy():
    """Say once, at the first timed round that finds it, that the machine is busy."""
    global _busy_reported
    try:
        load = os.getloadavg()[0]
    except OSError:
        return
    cores = os.cpu_count() or 1
    if load > cores * 0.75 and not _busy_reported:
        _busy_reported = True
        print("%s: warning: load average %.1f on %d cores; wall times are inflated (the paired "
              "ratios and CPU times are more reliable)" % (prog(), load, cores), flush=True)


def median(runs, field):
    return statistics.median(getattr(run, field) for run in runs)


def paired_ratio(runs, other, field="wall"):
    """The median of the ratios runs[i]/other[i] of one field, pair by pair."""
    return statistics.median(getattr(a, field) / getattr(b, field) for a, b in zip(runs, other))


def describe(times):
    return "median %.3f s  (min %.3f, max %.3f)" % (statistics.median(times), min(times), max(times))


def summary(name, runs, width, floor=None):
    """One line: wall times, median CPU time and (with `floor`) the largest peak RSS."""
    line = "  %-*s %s  CPU median %.3f s" % (width, name, describe([r.wall for r in runs]), median(runs, "cpu"))
    if floor is not None:
        peak = max(r.rss for r in runs)
        line += "  peak RSS %.1f MB%s" % (peak / 1e6, " (at the floor)" if peak <= floor * 1.1 else "")
    return line


class Bars:
    """Figures printed against their bars (`value <= bar`); `missed` counts those not met."""

    def __init__(self):
        self.missed = 0

    def report(self, label, value, bar, unit="x", goal=None, note=""):
        met = value <= bar
        self.missed += not met
        text = "  %s: %.3g%s  (bar <= %g%s: %s" % (label, value, unit, bar, unit, "met" if met else "MISSED")
        if goal is not None:
            text += "; goal <= %g%s: %s" % (goal, unit, "met" if value <= goal else "not yet")
        print(text + (("; " + note) if note else "") + ")")

    def unmeasured(self, label, bar, reason, unit="x"):
        """A figure that could not be measured: counted as missed, never made up."""
        self.missed += 1
        print("  %s: not measured  (bar <= %g%s: MISSED; %s)" % (label, bar, unit, reason))


class Callgrind:
    """Instructions counted by valgrind's callgrind (stable on a busy machine, unlike times)."""

    def __init__(self, hint):
        """`hint` says how to do without valgrind."""
        if not shutil.which("valgrind"):
            fail("valgrind not found; install it with `apt-get install valgrind`, or " + hint)

    def count(self, argv, timeout=None, cwd=None, any_status=False):
        """(instructions argv executes, None), or (None, why valgrind gave no count): a count
        needs exit status 0 unless any_status (lint exits 1 with findings).

        Counts every program the process runs: mdtool on Linux starts itself again once
        with its allocator tuned (see Sources/CAllocatorTuning), and both are its cost.
        Valgrind follows the exec (--trace-children); the count before it is dumped on the
        way in (--dump-before=execv), as an exec ends a program without its final dump."""
        with tempfile.TemporaryDirectory(prefix="mdtool-callgrind-") as dumps:
            try:
                proc = subprocess.run(["valgrind", "--tool=callgrind", "--trace-children=yes",
                                       "--dump-before=execv",
                                       "--callgrind-out-file=%s/callgrind.%%p" % dumps] + argv,
                                      stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                      stderr=subprocess.PIPE, text=True, errors="replace",
                                      timeout=timeout, cwd=cwd)
            except subprocess.TimeoutExpired:
                return None, "valgrind timed out after %d s" % timeout
            totals = [int(match) for dump in Path(dumps).iterdir()
                      for match in re.findall(r"^summary: (\d+)$", dump.read_text(errors="replace"), re.M)]
        if (proc.returncode == 0 or any_status) and totals:
            return sum(totals), None
        # valgrind's own failure ("VALGRIND INTERNAL ERROR"), else the last thing said.
        lines = [re.sub(r"^(==|--)\d+(==|--) ?", "", line) for line in proc.stderr.splitlines()]
        lines = [line for line in lines if line.strip() and "dwarf2" not in line]
        internal = [line for line in lines if "INTERNAL ERROR" in line]
        return None, "valgrind exit %d: %s" % (proc.returncode, " / ".join(internal or lines[-3:] or ["no output"]))


def documents(corpus):
    """The *.md files under corpus, in a stable order."""
    files = sorted(p for p in Path(corpus).rglob("*.md") if p.is_file())
    if not files:
        fail("no *.md files under %s" % corpus)
    return files


def build_input(corpus, dest, limit=None):
    """Concatenate the corpus's documents into dest; with `limit`, only the first documents
    whose total stays within `limit` bytes. Returns (documents, bytes)."""
    count = size = 0
    with open(dest, "wb") as out:
        for path in documents(corpus):
            data = path.read_bytes()
            # Keep documents apart: end the last line, then one blank line.
            data += b"\n\n" if not data.endswith(b"\n") else b"\n"
            if limit is not None and size + len(data) > limit:
                break
            out.write(data)
            count, size = count + 1, size + len(data)
    return count, size


def markdown_files(directory):
    """The files the linters and formatters see: *.md and *.markdown outside hidden directories."""
    files = []
    for path in sorted(directory.rglob("*")):
        relative = path.relative_to(directory)
        if any(part.startswith(".") for part in relative.parts):
            continue
        if path.is_file() and path.suffix in (".md", ".markdown"):
            files.append(str(relative))
    return files


def build():
    """Build the binary releases ship (scripts/release --build-only); its path."""
    command = [str(ROOT / "scripts" / "release"), "--build-only"]
    print("%s: %s" % (prog(), " ".join(command)), flush=True)
    if subprocess.run(command, cwd=ROOT, stdout=subprocess.DEVNULL).returncode != 0:
        fail("the release build failed")
    return SHIPPED_BINARY


def add_build_options(parser, runs):
    """--runs (default `runs`) and the options resolve_binary reads."""
    parser.add_argument("--runs", type=int, default=runs, help="timed runs of each tool (default %(default)s)")
    parser.add_argument("--binary", help="mdtool binary (default: build the binary releases ship)")
    parser.add_argument("--no-build", action="store_true", help="use %s as it is" % SHIPPED_BINARY.relative_to(ROOT))


def checked_corpus(args):
    """The corpus directory of args, once it and --runs are known to be usable."""
    if args.runs < 1:
        fail("--runs must be at least 1")
    corpus = Path(args.corpus)
    if not corpus.is_dir():
        fail("corpus directory %s does not exist" % corpus)
    return corpus


def resolve_binary(args):
    """The mdtool binary from --binary, --no-build or a fresh build."""
    if args.binary:
        binary = Path(args.binary).resolve()  # the runs start in the corpus copy
    elif args.no_build:
        binary = SHIPPED_BINARY
    else:
        binary = build()
    return executable(binary)


def executable(binary, hint=""):
    """binary as a Path, once it is known to be an executable file."""
    binary = Path(binary)
    if not binary.is_file() or not os.access(binary, os.X_OK):
        fail("%s is not an executable file%s" % (binary, hint))
    return binary


def find_tool(name, packages):
    """The executable `name`, installing `packages` from PyPI when it is missing."""
    found = shutil.which(name)
    if found:
        return found
    print("%s: %s not found; installing it from PyPI (pip install %s)"
          % (prog(), name, " ".join(packages)), flush=True)
    if subprocess.run([sys.executable, "-m", "pip", "install", "--quiet"] + packages).returncode != 0:
        fail("pip install %s failed" % " ".join(packages))
    found = shutil.which(name)
    if not found:
        # pip may have put the script next to this Python.
        candidate = Path(sys.executable).parent / name
        found = str(candidate) if candidate.exists() else None
    if not found:
        fail("%s is installed but not on PATH" % name)
    return found


def version(argv):
    out = subprocess.run(argv, capture_output=True, text=True)
    lines = (out.stdout or out.stderr).strip().splitlines()
    return lines[0] if lines else "?"

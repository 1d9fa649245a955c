#!/usr/bin/env python3
"""Generate Sources/Terminal/DisplayWidthTable.swift, the scalar ranges behind `DisplayWidth`.

Usage (from the repository root):

    python3 scripts/generate-width-table.py            # rewrite the Swift file
    python3 scripts/generate-width-table.py --check    # exit 1 if the file is out of date

Everything comes from data installed on this machine; nothing is downloaded:

* the PyPI package `wcwidth` (its newest Unicode version): East Asian Wide/Fullwidth ranges
  (which include every emoji with default emoji presentation), zero-width ranges and
  spacing-mark (Mc) ranges;
* Python's own `unicodedata`: East Asian Width and General Category of every assigned scalar,
  used to cross-check and complete the wcwidth tables.

The rules give each scalar the columns xterm, tmux and glibc's `wcwidth` give it (ambiguous-width
characters are narrow); `DisplayWidth` adds up the scalars of a character as they do, so no
scalar's width depends on its neighbours (U+FE0F takes no column, as in `wcwidth`):

* wide (2): East_Asian_Width W or F in either source, except zero-width scalars and the
  regional indicators U+1F1E6..U+1F1FF (East_Asian_Width N in Unicode; wcwidth counts them wide,
  xterm draws a lone one narrow; a flag, a pair of them, is 2 columns anyway);
* zero (0): General Category Mn, Me or Cf in either source except U+00AD SOFT HYPHEN (which a
  terminal shows as a hyphen); wcwidth's other zero-width scalars (U+200B, default-ignorable
  code points, U+2028/U+2029, Hangul medial vowels and final consonants U+1160..U+11FF and
  U+D7B0..U+D7FF, ...) except spacing combining marks (Mc), which take a column; the 66
  noncharacters (U+FDD0..U+FDEF and the last two code points of every plane), which `wcwidth`
  calls unprintable and tmux does not advance over; and the C0 controls, DEL and the C1
  controls, which `InertText` replaces before anything is drawn;
* everything else is 1.
"""

from __future__ import annotations

import argparse
import os
import sys
import unicodedata

import wcwidth
from wcwidth.table_mc import CATEGORY_MC
from wcwidth.table_wide import WIDE_EASTASIAN
from wcwidth.table_zero import ZERO_WIDTH

MAX_SCALAR = 0x10FFFF
REGIONAL_INDICATORS = set(range(0x1F1E6, 0x1F1FF + 1))
SOFT_HYPHEN = 0xAD
CONTROLS = set(range(0x00, 0x20)) | {0x7F} | set(range(0x80, 0xA0))
HANGUL_MEDIAL_AND_FINAL = set(range(0x1160, 0x11FF + 1))
ZERO_WIDTH_SPACE = 0x200B
NONCHARACTERS = set(range(0xFDD0, 0xFDEF + 1)) | {plane + c for plane in range(0, 0x110000, 0x10000) for c in (0xFFFE, 0xFFFF)}

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUTPUT = os.path.join(ROOT, "Sources", "Terminal", "Output", "DisplayWidthTable.swift")
COMMAND = "python3 scripts/generate-width-table.py"


def newest(table: dict) -> str:
    """The newest Unicode version a wcwidth table has."""
    return max(table, key=lambda v: tuple(int(p) for p in v.split(".")))


def expand(ranges) -> set[int]:
    """The set of scalars in a tuple of inclusive (start, end) ranges."""
    return {c for start, end in ranges for c in range(start, end + 1)}


def merge(scalars: set[int]) -> list[tuple[int, int]]:
    """Sorted, merged inclusive ranges covering exactly `scalars`."""
    out: list[list[int]] = []
    for c in sorted(scalars):
        if out and out[-1][1] == c - 1:
            out[-1][1] = c
        else:
            out.append([c, c])
    return [(a, b) for a, b in out]


def is_scalar(c: int) -> bool:
    """Whether `c` is a Unicode scalar value (not a surrogate)."""
    return not 0xD800 <= c <= 0xDFFF


def from_unicodedata() -> tuple[set[int], set[int]]:
    """Wide and zero-width scalars by Python's unicodedata (assigned scalars only: this build
    reports unassigned code points as Fullwidth, so they are left to wcwidth)."""
    wide: set[int] = set()
    zero: set[int] = set()
    for c in range(MAX_SCALAR + 1):
        if not is_scalar(c):
            continue
        ch = chr(c)
        category = unicodedata.category(ch)
        if category == "Cn":
            continue
        if unicodedata.east_asian_width(ch) in ("W", "F"):
            wide.add(c)
        if category in ("Mn", "Me", "Cf") and c != SOFT_HYPHEN:
            zero.add(c)
    zero |= HANGUL_MEDIAL_AND_FINAL | {ZERO_WIDTH_SPACE}
    return wide, zero


def swift_array(name: str, doc: str, ranges: list[tuple[int, int]]) -> str:
    lines = [f"    /// {doc}", f"    static let {name}: [UInt32] = ["]
    for start, end in ranges:
        lines.append(f"        0x{start:04X}, 0x{end:04X},")
    lines.append("    ]")
    return "\n".join(lines)


def describe(scalars: set[int]) -> str:
    """A short summary of a set of scalars for the header."""
    ranges = merge(scalars)
    if not ranges:
        return "none"
    shown = ", ".join(f"U+{a:04X}" if a == b else f"U+{a:04X}..U+{b:04X}" for a, b in ranges[:6])
    more = f" and {len(ranges) - 6} more ranges" if len(ranges) > 6 else ""
    return f"{len(scalars)} scalars ({shown}{more})"


def generate() -> str:
    wide_version = newest(WIDE_EASTASIAN)
    zero_version = newest(ZERO_WIDTH)
    mc_version = newest(CATEGORY_MC)

    wc_wide = expand(WIDE_EASTASIAN[wide_version])
    wc_zero = expand(ZERO_WIDTH[zero_version]) - expand(CATEGORY_MC[mc_version]) - {SOFT_HYPHEN}
    ud_wide, ud_zero = from_unicodedata()

    zero = wc_zero | ud_zero | CONTROLS | NONCHARACTERS
    wide = (wc_wide | ud_wide) - zero - REGIONAL_INDICATORS

    assert not wide & zero
    assert SOFT_HYPHEN not in zero and SOFT_HYPHEN not in wide
    for c in (0x3099, 0x1160, 0x200B, 0x200D, 0xFE0F, 0x0301, 0x094D, 0xFFFE, 0x10FFFF):
        assert c in zero, hex(c)
    for c in (0x093F, 0x0E33, 0x2764):
        assert c not in zero and c not in wide, hex(c)
    for c in (0x1F600, 0x6F22, 0xFF21, 0xAC00, 0x1F468):
        assert c in wide, hex(c)

    header = f"""\
// GENERATED FILE: do not edit. Regenerate from the repository root with:
//
//     {COMMAND}
//
// Data, all read offline from what is installed on the generating machine:
// - wcwidth {wcwidth.__version__} (PyPI), Unicode {wide_version}: East Asian Wide/Fullwidth (emoji with
//   default emoji presentation included), zero-width, and spacing-mark (Mc) tables.
// - Python {sys.version_info.major}.{sys.version_info.minor} unicodedata, Unicode {unicodedata.unidata_version}:
//   East_Asian_Width and General_Category of assigned scalars, merged in as a cross-check.
// Rules (see the script): wide = W or F, minus zero-width scalars and regional indicators;
// zero = Mn, Me, Cf (not U+00AD), wcwidth's zero-width scalars except Mc, noncharacters, C0,
// DEL and C1.
// Cross-check, unicodedata {unicodedata.unidata_version} vs wcwidth {wide_version}:
// - wide only in wcwidth: {describe(wc_wide - ud_wide)}
// - wide only in unicodedata: {describe(ud_wide - wc_wide)}
// - zero only in wcwidth: {describe(wc_zero - ud_zero)}
// - zero only in unicodedata: {describe(ud_zero - wc_zero)}
"""
    body = "\n\n".join([
        "    /// The Unicode version of the newest data the table was built from.\n"
        f"    static let unicodeVersion = \"{wide_version}\"",
        swift_array(
            "wide",
            "Scalars two columns wide: inclusive ranges as flat start, end pairs, sorted and merged.",
            merge(wide)),
        swift_array(
            "zero",
            "Scalars that take no column: inclusive ranges as flat start, end pairs, sorted and merged.",
            merge(zero)),
    ])
    return (
        header
        + "\n/// The scalar ranges behind `DisplayWidth`, generated from Unicode data (see above).\n"
        + "enum DisplayWidthTable {\n"
        + body
        + "\n}\n"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", default=DEFAULT_OUTPUT, help="the Swift file to write")
    parser.add_argument("--check", action="store_true",
                        help="do not write; exit 1 if the file differs from what would be written")
    args = parser.parse_args()
    text = generate()
    if args.check:
        try:
            with open(args.output, encoding="utf-8") as f:
                current = f.read()
        except FileNotFoundError:
            current = None
        if current != text:
            print(f"{args.output} is out of date; run {COMMAND}", file=sys.stderr)
            return 1
        return 0
    with open(args.output, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"wrote {args.output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

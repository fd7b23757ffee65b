"""Writes a copy of an Nsight Compute CSV export with one column's unit and
value changed, for the warp-project tests: mutate_ncu.py IN OUT COLUMN UNIT
SCALE [--bom | --utf16]. The value of every launch is multiplied by SCALE
(written without thousands separators) and the units line says UNIT."""
import csv
import io
import sys

src, dst, column, unit, scale = sys.argv[1:6]
rows = list(csv.reader(open(src, newline="")))
i = rows[0].index(column)
rows[1][i] = unit
for r in rows[2:]:
    v = float(r[i].replace(",", "")) * float(scale)
    r[i] = repr(v)
out = io.StringIO()
csv.writer(out, quoting=csv.QUOTE_ALL, lineterminator="\n").writerows(rows)
text = out.getvalue()
if "--utf16" in sys.argv:
    open(dst, "wb").write(text.encode("utf-16"))
else:
    open(dst, "wb").write((b"\xef\xbb\xbf" if "--bom" in sys.argv else b"") + text.encode())

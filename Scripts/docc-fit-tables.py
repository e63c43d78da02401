#!/usr/bin/env python3
"""Rewrites wide Markdown tables of a DocC catalog so they fit DocC's page.

DocC draws a table no wider than the text column and cuts off what does not
fit, so the repository's 4- to 6-column tables (docs/Migration.md,
docs/EventContract.md) lose their last columns. Scripts/build-docs.sh runs this
on a copy of each catalog; the Markdown files in docs/ keep their tables.

- A names table (first header "RAC2 ..."): one tab per face, each a
  two-column table, RAC2's name beside that face's spelling.
- Any other table of 4 or more columns: a list, one item per row, its first
  cell (or "#. rule") in bold, then a sub-item per other column.

    Scripts/docc-fit-tables.py FILE...   # rewrites the files in place
"""
import sys


def cells(line):
    body = line.strip()[1:-1]
    out, cell, escaped = [], "", False
    for char in body:
        if escaped:
            cell += char
            escaped = False
        elif char == "\\":
            cell += char
            escaped = True
        elif char == "|":
            out.append(cell.strip())
            cell = ""
        else:
            cell += char
    out.append(cell.strip())
    return out


def tabs(header, rows):
    out = ["@TabNavigator {"]
    for column in range(1, len(header)):
        out.append('  @Tab("%s") {' % header[column].replace('"', "'"))
        out.append("    | %s | %s |" % (header[0], header[column]))
        out.append("    |---|---|")
        for row in rows:
            out.append("    | %s | %s |" % (row[0], row[column]))
        out.append("  }")
    out.append("}")
    return out


def items(header, rows):
    numbered = header[0] in ("#", "Rule", "")
    first = 2 if numbered else 1
    out = []
    for row in rows:
        title = "%s. %s" % (row[0], row[1]) if numbered else row[0]
        out.append("- **%s**" % title.replace("\\|", "|"))
        for column in range(first, len(header)):
            if row[column]:
                out.append("  - %s: %s" % (header[column], row[column].replace("\\|", "|")))
    return out


def fit(text):
    lines = text.split("\n")
    out, index = [], 0
    while index < len(lines):
        line = lines[index]
        is_table = line.startswith("|") and index + 1 < len(lines) and lines[index + 1].startswith("|---")
        if not is_table or len(cells(line)) < 4:
            out.append(line)
            index += 1
            continue
        header = cells(line)
        index += 2
        rows = []
        while index < len(lines) and lines[index].startswith("|"):
            rows.append(cells(lines[index]))
            index += 1
        out += tabs(header, rows) if header[0].startswith("RAC2") else items(header, rows)
    return "\n".join(out)


for path in sys.argv[1:]:
    with open(path) as file:
        text = file.read()
    with open(path, "w") as file:
        file.write(fit(text))

#!/usr/bin/env python3
"""Checks Editors/vscode/syntaxes/strut.tmLanguage.json the way an editor uses it.

1. Every regular expression of the grammar (match, begin, end) compiles with Oniguruma, the
   engine TextMate, VS Code and Sublime use (onigurumacffi).
2. Every file given is tokenized with a TextMate engine (textmate-grammar-python), and every
   character that is not blank gets a scope besides the file's own (source.strut): no token
   of any sample is left unscoped.
3. A few scopes an editor's theme relies on: comments, strings, a declaration's kind, a
   relation, a priority, a VFL line's orientation.

    python3 Tests/Tools/check_grammar.py FILE.layout...
Prints one line per file and "grammar ok"; exits 1 with the first problem.
"""
import json
import pathlib
import sys

import logging

import onigurumacffi
from textmate_grammar.parsers.base import LanguageParser

logging.getLogger("textmate_grammar").setLevel(logging.ERROR)

root = pathlib.Path(__file__).resolve().parents[2]
grammar = json.loads((root / "Editors/vscode/syntaxes/strut.tmLanguage.json").read_text())


def regexes(node):
    if isinstance(node, dict):
        for key in ("match", "begin", "end"):
            if isinstance(node.get(key), str):
                yield key, node[key]
        for value in node.values():
            yield from regexes(value)
    elif isinstance(node, list):
        for value in node:
            yield from regexes(value)


count = 0
for key, pattern in regexes(grammar):
    try:
        onigurumacffi.compile(pattern)
    except Exception as error:  # an editor would refuse the grammar
        sys.exit(f"does not compile ({key}): {pattern!r}: {error}")
    count += 1
print(f"{count} patterns compile with Oniguruma")

parser = LanguageParser(grammar)


def scopes(text):
    """(line, column) -> scopes, for every character the engine tokenized."""
    found = {}
    element = parser.parse_string(text)
    for (line, column), token, names in element.flatten():
        for offset in range(len(token)):
            found[(line, column + offset)] = names
    return found


def expect(text, needle, scope):
    found = scopes(text)
    lines = text.split("\n")
    for number, line in enumerate(lines):
        column = line.find(needle)
        if column >= 0:
            names = found.get((number, column), [])
            if scope not in names:
                sys.exit(f"{needle!r} in {text!r} has {names}, not {scope}")
            return
    sys.exit(f"{needle!r} not in {text!r}")


expect("# a note\n", "# a note", "comment.line.number-sign.strut")
expect('label title "Hi" (font: 17)\n', "label", "storage.type.kind.strut")
expect('label title "Hi" (font: 17)\n', '"Hi"', "string.quoted.double.strut")
expect('label title "Hi" (font: 17)\n', "font", "variable.parameter.property.strut")
expect("a.top == b.bottom + 8 @high\n", "==", "keyword.operator.relation.strut")
expect("a.top == b.bottom + 8 @high\n", "@", "keyword.operator.priority.strut")
expect("a.top == b.bottom + 8 @high\n", "bottom", "support.variable.attribute.strut")
expect("gap: a.top == b.bottom\n", "gap", "entity.name.label.strut")
expect("H:|-[a(>=50)]-|\n", "H", "keyword.other.orientation.strut")
expect("when compact and not landscape {\n}\n", "when", "keyword.control.when.strut")
expect('label título "x"\n', "título", "entity.name.type.view.strut")

for name in sys.argv[1:]:
    text = pathlib.Path(name).read_text()
    found = scopes(text)
    unscoped = []
    for number, line in enumerate(text.split("\n")):
        for column, character in enumerate(line):
            if character in " \t\r":
                continue
            names = found.get((number, column), [])
            if len([n for n in names if n != "source.strut"]) == 0:
                unscoped.append(f"{name}:{number + 1}:{column + 1} {character!r} in {line!r}")
    if unscoped:
        sys.exit("unscoped: " + unscoped[0] + f" (and {len(unscoped) - 1} more)")
    print(f"scoped  {name}")
print("grammar ok")

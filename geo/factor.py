"""Case-sensitive patterns rewritten so that long alternations are tried letter by letter.

The regex engine tries the alternatives of "después|despues|luego|...|depois|logo" one after
another at every place it looks, even where a few letters would rule most of them out. Alternatives
that open with different letters cannot both match at one place, so grouping those that open with
the same letter ("de(?:spués|spues|pois)|lu(?:ego)|...") gives the same matches in the same order of
preference, with the same groups, and saves most of the tries. `factored` does this on a pattern's
parse tree and writes the tree back out as a pattern.
"""

from __future__ import annotations

import re
import re._constants as _c
from re import _parser

_FLAG_LETTERS = ((re.IGNORECASE, "i"), (re.MULTILINE, "m"), (re.DOTALL, "s"), (re.ASCII, "a"), (re.UNICODE, "u"))
_AT = {_c.AT_BEGINNING: "^", _c.AT_BEGINNING_STRING: r"\A", _c.AT_END: "$", _c.AT_END_STRING: r"\Z",
       _c.AT_BOUNDARY: r"\b", _c.AT_NON_BOUNDARY: r"\B"}
_CATEGORY = {_c.CATEGORY_DIGIT: r"\d", _c.CATEGORY_NOT_DIGIT: r"\D", _c.CATEGORY_SPACE: r"\s",
             _c.CATEGORY_NOT_SPACE: r"\S", _c.CATEGORY_WORD: r"\w", _c.CATEGORY_NOT_WORD: r"\W"}


def factored(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """`pattern` with the alternatives of each alternation that open with the same letter grouped
    (where case counts and no alternative holds a group of its own); it matches as `pattern` does."""
    if pattern.flags & _UNFACTORED:
        return pattern
    return re.compile(factored_source(pattern.pattern, pattern.flags), pattern.flags)


_UNFACTORED = re.IGNORECASE | re.VERBOSE | re.LOCALE


def factored_source(source: str, flags: int) -> str:
    """The source of `factored` for a pattern's source and flags (the source itself where case is ignored)."""
    if flags & _UNFACTORED:
        return source
    tree = _parser.parse(source, flags)
    names = {index: name for name, index in tree.state.groupdict.items()}
    return _emit(_factor(list(tree), caseless=False), names)


def _factor(items: list, caseless: bool) -> list:
    """The items of a sequence, their alternations grouped by first letter where case counts."""
    out = []
    for op, av in items:
        if op is _c.BRANCH:
            alternatives = [_factor(list(alternative), caseless) for alternative in av[1]]
            if not caseless and not any(_has_group(alternative) for alternative in alternatives):
                alternatives = _grouped(alternatives)
            out.append((op, (None, alternatives)) if len(alternatives) > 1 else (_c.SUBPATTERN, (None, 0, 0, alternatives[0])))
        elif op is _c.SUBPATTERN:
            group, add, remove, body = av
            inner = (caseless or bool(add & re.IGNORECASE)) and not remove & re.IGNORECASE
            out.append((op, (group, add, remove, _factor(list(body), inner))))
        elif op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT):
            out.append((op, (av[0], av[1], _factor(list(av[2]), caseless))))
        elif op in (_c.ASSERT, _c.ASSERT_NOT):
            out.append((op, (av[0], _factor(list(av[1]), caseless))))
        elif op is _c.ATOMIC_GROUP:
            out.append((op, _factor(list(av), caseless)))
        elif op is _c.GROUPREF_EXISTS:
            out.append((op, (av[0], _factor(list(av[1]), caseless), None if av[2] is None else _factor(list(av[2]), caseless))))
        else:
            out.append((op, av))
    return out


def _grouped(alternatives: list[list]) -> list[list]:
    """Alternatives in their order, those of each run that opens with literals grouped by their
    first letter: only alternatives opening with the same letter can match at one place, and their
    order among themselves is kept."""
    out: list[list] = []
    run: dict[int, list[list]] = {}
    for alternative in [*alternatives, None]:
        if alternative and alternative[0][0] is _c.LITERAL:
            run.setdefault(alternative[0][1], []).append(alternative[1:])
            continue
        for letter, rests in run.items():
            if len(rests) == 1:
                out.append([(_c.LITERAL, letter), *rests[0]])
            else:
                inner = _grouped(rests)
                out.append([(_c.LITERAL, letter), (_c.BRANCH, (None, inner)) if len(inner) > 1
                            else (_c.SUBPATTERN, (None, 0, 0, inner[0]))])
        run = {}
        if alternative is not None:
            out.append(alternative)
    return out


def _has_group(items: list) -> bool:
    """Whether a sequence holds a capturing group or a reference to one (reordering would renumber it)."""
    for op, av in items:
        if op in (_c.GROUPREF, _c.GROUPREF_EXISTS):
            return True
        if op is _c.SUBPATTERN and (av[0] is not None or _has_group(list(av[3]))):
            return True
        if op is _c.BRANCH and any(_has_group(list(alternative)) for alternative in av[1]):
            return True
        if op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT) and _has_group(list(av[2])):
            return True
        if op in (_c.ASSERT, _c.ASSERT_NOT) and _has_group(list(av[1])):
            return True
        if op is _c.ATOMIC_GROUP and _has_group(list(av)):
            return True
    return False


def _emit(items: list, names: dict[int, str]) -> str:
    """A pattern source for a parse-tree sequence."""
    return "".join(_emit_item(op, av, names) for op, av in items)


def _emit_item(op, av, names: dict[int, str]) -> str:
    if op is _c.LITERAL:
        return re.escape(chr(av))
    if op is _c.NOT_LITERAL:
        return f"[^{_class_char(av)}]"
    if op is _c.ANY:
        return "."
    if op is _c.IN:
        return "[" + "".join(_class_item(o, a) for o, a in av) + "]"
    if op is _c.AT:
        return _AT[av]
    if op is _c.BRANCH:
        return "(?:" + "|".join(_emit(list(alternative), names) for alternative in av[1]) + ")"
    if op is _c.SUBPATTERN:
        group, add, remove, body = av
        inner = _emit(list(body), names)
        if group is not None:
            return f"(?P<{names[group]}>{inner})" if group in names else f"({inner})"
        flags = _letters(add) + ("-" + _letters(remove) if remove else "")
        return f"(?{flags}:{inner})"
    if op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT):
        low, high, body = av
        suffix = {_c.MAX_REPEAT: "", _c.MIN_REPEAT: "?", _c.POSSESSIVE_REPEAT: "+"}[op]
        return f"(?:{_emit(list(body), names)}){{{low},{'' if high is _c.MAXREPEAT else high}}}{suffix}"
    if op in (_c.ASSERT, _c.ASSERT_NOT):
        direction, body = av
        kind = ("=" if op is _c.ASSERT else "!") if direction == 1 else ("<=" if op is _c.ASSERT else "<!")
        return f"(?{kind}{_emit(list(body), names)})"
    if op is _c.ATOMIC_GROUP:
        return f"(?>{_emit(list(av), names)})"
    if op is _c.GROUPREF:
        return f"(?P={names[av]})" if av in names else f"(?:\\{av})"
    if op is _c.GROUPREF_EXISTS:
        group, yes, no = av
        return f"(?({names.get(group, group)}){_emit(list(yes), names)}" \
               + ("" if no is None else "|" + _emit(list(no), names)) + ")"
    raise ValueError(f"cannot write out regex item {op}")


def _letters(flags: int) -> str:
    return "".join(letter for flag, letter in _FLAG_LETTERS if flags & flag)


def _class_item(op, av) -> str:
    if op is _c.NEGATE:
        return "^"
    if op is _c.LITERAL:
        return _class_char(av)
    if op is _c.RANGE:
        return f"{_class_char(av[0])}-{_class_char(av[1])}"
    if op is _c.CATEGORY:
        return _CATEGORY[av]
    raise ValueError(f"cannot write out character-class item {op}")


def _class_char(code: int) -> str:
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"

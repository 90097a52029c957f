"""The Oracle grammar in parts: each ``*.lark`` file here extends ``oracle.lark`` (read in
name order after it), and each module holds the transformer rules of one part, mixed into
the parser's transformer (:mod:`mtglab.cards.oracle.parser`)."""

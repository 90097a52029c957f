"""Reading Oracle text: the grammar (``oracle.lark`` and its parts), the parser and the wording
modules that read what the grammar leaves.
"""

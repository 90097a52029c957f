"""One-shot and continuous effects of resolving spells and abilities (CR 608.2, 610, 611, 701):
damage, destruction, life, searching, exiling, attaching, tokens, durations.
"""

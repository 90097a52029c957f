"""Activating abilities (CR 602, 605, 606): costs (118), loyalty abilities, abilities that
function in a hand (113.6m).
"""

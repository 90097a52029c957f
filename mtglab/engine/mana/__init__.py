"""Mana abilities' mana (CR 106, 605): what an ability would add, what a permanent could
produce (106.7), replacement effects and triggers on mana events, totals.
"""

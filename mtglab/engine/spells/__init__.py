"""Casting spells (CR 601): the total cost and its keywords (affinity, convoke, delve, strive),
face-down casting, flashback, and copies of spells (707.10).
"""

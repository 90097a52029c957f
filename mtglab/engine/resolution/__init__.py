"""The stack and triggered abilities (CR 405, 603, 608): triggering, targets (115), modes
(700.2), countering (701.6), Sagas' chapters (714), ward and split second.
"""

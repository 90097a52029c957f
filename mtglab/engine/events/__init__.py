"""Events that replacement effects modify (CR 614, 616): a permanent entering, counters being
put, tokens being created, and the one search over the orders those effects apply in.
"""

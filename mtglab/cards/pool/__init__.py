"""Card pools: card files and their formats, the bundled catalogue, decklists, the parse cache,
downloads and coverage of a pool.
"""

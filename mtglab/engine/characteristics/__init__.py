"""Characteristics of objects: the layer system (CR 613), copy effects (707), control (108.4,
613.1b), faces (711, 712, 708), what static abilities and selectors cover (604, 611.3).
"""

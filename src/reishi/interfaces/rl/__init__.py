"""Reishi games for learning code: Gymnasium, PettingZoo and OpenSpiel (the ``rl`` extra).

Only this package imports those libraries; the numeric encoders live with each game
(``games/<name>/encoding.py``, numpy only) and are found through ``reishi.encoders``.
"""

"""Payment: can this cost be paid, and how (CR 601.2f-h, 605.3a, 106.6, 107.4, 107.4h).

One module per job, each importing only those before it:

- :mod:`~mtglab.engine.payment.spending` — whether restricted mana may pay (106.6);
- :mod:`~mtglab.engine.payment.pool` — paying a cost from the pool, symbol by symbol
  (601.2h, 107.4).

This package's own namespace holds only those two, which the rest of the engine uses
while it pays costs; the modules above them (which activate abilities to find out what
they make) are imported by their full names.
"""

from mtglab.engine.payment.pool import PoolPayment, SymbolPaid, pay_from_pool, pool_payment
from mtglab.engine.payment.spending import can_spend

__all__ = ["PoolPayment", "SymbolPaid", "can_spend", "pay_from_pool", "pool_payment"]

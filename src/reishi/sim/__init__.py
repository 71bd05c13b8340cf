"""Many games at once: playouts, seeded runs over worker processes, statistics, reports."""

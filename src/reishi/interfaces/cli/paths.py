"""Where shared rule documents and card data are read from (see ``reishi.engine.datapaths``)."""

from reishi.engine.datapaths import data_dir, rules_dir

__all__ = ["data_dir", "rules_dir"]

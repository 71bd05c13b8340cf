"""Checks every game must pass, scenario running and the rule-coverage map."""

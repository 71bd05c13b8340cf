# The commands a new user needs: `make play`, `make serve` and `make test`.
VENV   ?= .venv
PYTHON ?= python3
BIN     = $(VENV)/bin
STAMP   = $(VENV)/.installed
# Rule documents and card data are read from ../shared at run time, never copied in.
export REISHI_DATA  ?= $(abspath ../shared/data)
export REISHI_RULES ?= $(abspath ../shared/rules)

.PHONY: play serve loadtest test test-browser lint types unit shared-check wheel-check bench golden ci-extras compiled clean-compiled test-compiled clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/reishi play bleach $(ARGS)

# Play in the browser: http://127.0.0.1:8000/ (games are kept in reishi.sqlite).
serve: $(STAMP)
	$(BIN)/reishi serve $(ARGS)

loadtest: $(STAMP)
	$(BIN)/reishi loadtest $(ARGS)

test: lint types unit

# Only the tests that drive the page in Chromium (part of `make test` where Chromium exists).
test-browser: $(STAMP)
	$(BIN)/pytest -n auto -m browser $(PYTEST_ARGS)

lint: $(STAMP)
	$(BIN)/ruff check src tests
	$(BIN)/ruff format --check src tests

types: $(STAMP)
	$(BIN)/mypy --strict src

# The suite plays every game from its documents and the DBZ card data: without them it would
# fail by the dozen, so it stops first and says where they are looked for.
unit: $(STAMP) shared-check
	$(BIN)/pytest -n auto $(PYTEST_ARGS)

shared-check:
	@test -d "$(REISHI_DATA)" && test -d "$(REISHI_RULES)" || { \
	  echo "error: the tests need the rule documents and card data: no folder $(REISHI_DATA)" \
	    "or $(REISHI_RULES). Clone beside the shared folder (../shared) or set REISHI_DATA" \
	    "and REISHI_RULES to its data/ and rules/ folders." >&2; exit 1; }

# Slow, so not part of `make test`: build the sdist and wheel, check every game's cards and
# decks are inside, install the wheel in a fresh venv outside the checkout and play each game.
wheel-check: $(STAMP)
	$(BIN)/pytest -m wheel -s tests/packaging

bench: $(STAMP)
	$(BIN)/reishi bench $(ARGS)

# Store the log digests of the golden games again after a deliberate rules change; review
# the diff of tests/golden/ (tests/test_golden_logs.py compares them byte for byte).
golden: $(STAMP)
	$(BIN)/python -m reishi.sim.golden --write tests/golden

# Optional compiled core (mypyc, in place: see src/reishi/compiled.py). The same tests run
# against it with `make test-compiled`, which removes the compiled modules afterwards.
compiled: $(STAMP)
	$(BIN)/python -m reishi.compiled build

clean-compiled: $(STAMP)
	$(BIN)/python -m reishi.compiled clean

test-compiled: compiled
	$(MAKE) test; status=$$?; $(MAKE) clean-compiled; exit $$status

# Optional extras for CI (the Ray backend, the RL environments and the learned player, and
# their tests); the plain install skips those tests. torch is the CPU build, pinned first so
# the train extra never pulls a CUDA one.
ci-extras: $(STAMP)
	$(BIN)/python -m pip install --quiet torch==2.13.0
	$(BIN)/python -m pip install --quiet -e '.[dev,ray,rl,train]'

clean:
	rm -rf $(VENV) build *.egg-info src/*.egg-info .mypy_cache .pytest_cache .ruff_cache screenshots

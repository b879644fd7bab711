# The README's commands: `make run` and `make test` (and install, format, bench).
# Each creates or updates .venv from the pinned requirements.txt by itself.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: install run test format bench

$(BIN)/.installed: requirements.txt
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --disable-pip-version-check -r requirements.txt
	touch $@

install: $(BIN)/.installed

run: $(BIN)/.installed
	$(BIN)/python bot.py

test: $(BIN)/.installed
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/python -m pytest $(PYTEST_ARGS)

format: $(BIN)/.installed
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

bench: $(BIN)/.installed
	$(BIN)/python -m bench $(PREFIX)

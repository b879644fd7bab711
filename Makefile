# The README's commands: `make run` and `make test` (and install, format, bench).
# Each creates or updates .venv from the pinned requirements.txt by itself.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
RAQM := $(BIN)/python -c "from PIL import features; raise SystemExit(not features.check('raqm'))"

.PHONY: install run test format bench

$(BIN)/.installed: requirements.txt
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --disable-pip-version-check -r requirements.txt
	@# Pillow's wheels carry raqm, which shapes Arabic and Devanagari and sets right-to-left text,
	@# but load the system's FriBiDi: install it where it is missing and we may (root, Debian).
	$(RAQM) || { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null \
		&& apt-get update -qq && apt-get install -y -qq libfribidi0 >/dev/null && $(RAQM); } \
		|| echo "warning: no libfribidi: Arabic and Hebrew names will not be shaped (see docs/pictures.md)"
	@# The web pages' browser tests (docs/web.md) drive Debian's headless Chromium: install it
	@# where it is missing and we may (root, Debian); without it those tests skip, saying so.
	test -x /usr/bin/chromium -a -x /usr/bin/chromedriver || { [ "$$(id -u)" = 0 ] \
		&& command -v apt-get >/dev/null && apt-get update -qq \
		&& apt-get install -y -qq chromium chromium-driver >/dev/null; } \
		|| echo "warning: no chromium: the web pages' browser tests will skip (see docs/web.md)"
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

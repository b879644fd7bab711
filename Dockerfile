# Tessera in a container: docs/deploy.md explains it (and compose.yaml, which builds it).
# Slim Debian-based Python of the version the project is tested on.
FROM python:3.11-slim-bookworm

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /app

# The pinned requirements first: this layer is rebuilt only when they change.
COPY requirements.txt ./
RUN pip install -r requirements.txt

# A user without a login or a home of its own; it owns only data/ (the SQLite default).
RUN useradd --system --uid 10001 --user-group --no-create-home --shell /usr/sbin/nologin tessera \
    && mkdir data && chown tessera:tessera data

COPY . .
USER tessera

# The defaults inside the image; .env or the environment (compose.yaml) may override them.
ENV DATABASE_URL=sqlite+aiosqlite:///data/tessera.db \
    HEALTH_PORT=8080
VOLUME ["/app/data"]
EXPOSE 8080

# 200 from /healthz (connected to Discord's gateway, database answering), else unhealthy.
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
    CMD ["python", "-m", "healthcheck"]

CMD ["python", "bot.py"]

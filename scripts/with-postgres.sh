#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster (Debian's `postgresql` package), then removes it.
# The command gets DATABASE_URL of a fresh database owned by `coverline`: a login role that is not a
# superuser, with only what the server's owner role needs (CREATEROLE for its coverline_app role, BYPASSRLS
# for registry lookups outside any tenant). The cluster listens on a private unix socket only.
#   scripts/with-postgres.sh npx vitest run --project server-postgres
# Without the package the command runs without DATABASE_URL (in CI that is an error).
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ]; then
  if [ -n "${CI:-}" ]; then
    echo "with-postgres: PostgreSQL is not installed (apt-get install postgresql)" >&2
    exit 1
  fi
  echo "with-postgres: PostgreSQL is not installed; running without it: $*" >&2
  exec "$@"
fi

dir=$(mktemp -d /tmp/coverline-postgres-XXXXXX)
as_postgres=()
if [ "$(id -u)" = 0 ]; then
  # initdb refuses to run as root: the cluster belongs to the postgres user.
  chown postgres "$dir"
  as_postgres=(runuser -u postgres --)
fi
cleanup() {
  "${as_postgres[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

port=$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")
"${as_postgres[@]}" "$bin/initdb" -D "$dir/data" -U postgres -A trust --no-sync >/dev/null
"${as_postgres[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c max_connections=200" \
  start >/dev/null
"$bin/psql" -h "$dir" -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 -q <<'SQL'
create role coverline login createrole bypassrls;
create database coverline owner coverline;
SQL

export DATABASE_URL="postgresql://coverline@/coverline?host=$dir&port=$port"
echo "with-postgres: $("$bin/postgres" --version) at $dir (port $port)" >&2
"$@"

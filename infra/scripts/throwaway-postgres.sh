#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 server for the API tests and prints its DATABASE_URL.
# Usage: eval "$(infra/scripts/throwaway-postgres.sh start)"; ...; infra/scripts/throwaway-postgres.sh stop
# The API's outage tests also take a server of their own (PG_DIR, PG_PORT) down and freeze it:
# `halt` stops it and `resume` starts it again with its data; `freeze` stops (SIGSTOP) the server and
# every backend, `thaw` lets them go on.
# Installs Debian's postgresql-15 when its binaries are missing. PostgreSQL refuses to run as root,
# so as root the cluster belongs to the `postgres` user.
set -euo pipefail
BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
DIR=${PG_DIR:-/tmp/fairgo-postgres}
# Below Linux's ephemeral range (32768–60999): a client connection's local port can never hold it.
PORT=${PG_PORT:-25432}

as_owner() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

case "${1:-start}" in
  start)
    if [ ! -x "$BIN/initdb" ]; then
      apt-get update -qq >&2
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >&2
    fi
    rm -rf "$DIR" && mkdir -p "$DIR"
    [ "$(id -u)" = 0 ] && chown postgres "$DIR"
    as_owner "'$BIN/initdb' -D '$DIR/data' -U fairgo --auth=trust -E UTF8 >/dev/null"
    as_owner "'$BIN/pg_ctl' -D '$DIR/data' -l '$DIR/log' -o '-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off' -w start >/dev/null"
    as_owner "'$BIN/createdb' -h 127.0.0.1 -p $PORT -U fairgo fairgo_test"
    echo "export DATABASE_URL=postgres://fairgo@127.0.0.1:$PORT/fairgo_test"
    ;;
  stop)
    as_owner "'$BIN/pg_ctl' -D '$DIR/data' -m fast stop >/dev/null" || true
    ;;
  halt)
    as_owner "'$BIN/pg_ctl' -D '$DIR/data' -m fast -w stop >/dev/null"
    ;;
  resume)
    as_owner "'$BIN/pg_ctl' -D '$DIR/data' -l '$DIR/log' -o '-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off' -w start >/dev/null"
    ;;
  freeze | thaw)
    server=$(head -n 1 "$DIR/data/postmaster.pid")
    signal=$([ "$1" = freeze ] && echo STOP || echo CONT)
    # The server first, so that it starts no backend meanwhile; its backends are its children.
    kill -"$signal" "$server"
    for backend in $(ps -o pid= --ppid "$server"); do kill -"$signal" "$backend" || true; done
    ;;
esac

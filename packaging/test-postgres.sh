#!/usr/bin/env bash
# Sourced by packaging/setup.sh (the test command) and packaging/screenshots/exam-demo.sh;
# needs $here, the repository's root.
# A throw-away PostgreSQL cluster for the exam store's tests (issue 8): its own
# data directory, loopback only, a port of its own, a generated password. The
# tests find it through CROUPIER_TEST_POSTGRES; CROUPIER_REQUIRE_POSTGRES makes
# them fail instead of skipping when it is missing.
PG_TEST_DIR=$here/build/pg-test
PG_TEST_AS=()

pg_test_bin() {
    local bin
    for bin in /usr/lib/postgresql/15/bin $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -rV); do
        if [ -x "$bin/initdb" ]; then printf '%s\n' "$bin"; return 0; fi
    done
    echo "setup: no PostgreSQL server found (Debian package postgresql)" >&2
    return 1
}

stop_test_postgres() {
    local bin
    [ -f "$PG_TEST_DIR/data/postmaster.pid" ] || return 0
    bin=$(pg_test_bin) || return 0
    # The server runs as the user that owns its data directory.
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u "$(stat -c %U "$PG_TEST_DIR/data")" -- \
            "$bin/pg_ctl" -D "$PG_TEST_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
    else
        "$bin/pg_ctl" -D "$PG_TEST_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
    fi
}

start_test_postgres() {
    local bin port password
    bin=$(pg_test_bin)
    # A server left by an interrupted run is stopped before its directory goes.
    stop_test_postgres
    rm -rf "$PG_TEST_DIR"
    mkdir -p "$PG_TEST_DIR"
    # initdb refuses to run as root: as root, the cluster belongs to the
    # postgres user that the Debian package creates.
    PG_TEST_AS=()
    if [ "$(id -u)" -eq 0 ]; then
        chown postgres:postgres "$PG_TEST_DIR"
        PG_TEST_AS=(runuser -u postgres --)
    fi
    password=$(head -c 24 /dev/urandom | base64 | tr -dc 'A-Za-z0-9')
    (umask 077; printf '%s\n' "$password" >"$PG_TEST_DIR/password")
    [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$PG_TEST_DIR/password"
    # The first free port from 55432 on, so another server there does not matter.
    port=55432
    while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
    "${PG_TEST_AS[@]}" "$bin/initdb" -D "$PG_TEST_DIR/data" -U croupier --pwfile="$PG_TEST_DIR/password" \
        --auth=scram-sha-256 -E UTF8 --no-locale >"$PG_TEST_DIR/initdb.log" 2>&1 ||
        { cat "$PG_TEST_DIR/initdb.log" >&2; return 1; }
    "${PG_TEST_AS[@]}" "$bin/pg_ctl" -D "$PG_TEST_DIR/data" -l "$PG_TEST_DIR/server.log" -w \
        -o "-c listen_addresses=127.0.0.1 -p $port -k $PG_TEST_DIR" start >/dev/null ||
        { cat "$PG_TEST_DIR/server.log" >&2; return 1; }
    PGPASSWORD=$password "$bin/createdb" -h 127.0.0.1 -p "$port" -U croupier croupier_test
    PG_TEST_PORT=$port
    export CROUPIER_TEST_POSTGRES="postgresql://croupier:$password@127.0.0.1:$port/croupier_test"
    export CROUPIER_REQUIRE_POSTGRES=1
    echo "setup: PostgreSQL test server on 127.0.0.1:$port ($PG_TEST_DIR)"
}


# The server back after stop_test_postgres, same data and port (the screenshot
# script's "server goes away and comes back").
restart_test_postgres() {
    local bin
    bin=$(pg_test_bin)
    local as=()
    [ "$(id -u)" -eq 0 ] && as=(runuser -u "$(stat -c %U "$PG_TEST_DIR/data")" --)
    "${as[@]}" "$bin/pg_ctl" -D "$PG_TEST_DIR/data" -l "$PG_TEST_DIR/server.log" -w \
        -o "-c listen_addresses=127.0.0.1 -p $PG_TEST_PORT -k $PG_TEST_DIR" start >/dev/null
}

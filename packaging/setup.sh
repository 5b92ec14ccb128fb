#!/usr/bin/env bash
# Croupier set-up: installs what is missing (Debian 12 packages), configures, builds
# incrementally and then runs the app or the tests. Safe to run again: it installs
# nothing that is already there and rebuilds only what changed.
#
#   packaging/setup.sh run [app options]   build and start the app
#   packaging/setup.sh test                build and run every test (what CI runs)
#   packaging/setup.sh deps [--test]       only install the packages
#   packaging/setup.sh package             build the .deb with CPack
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"

# What building and running the app needs.
APP_PACKAGES=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-declarative-dev qt6-declarative-dev-tools
    qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-templates
    qml6-module-qtquick-window qml6-module-qtquick-layouts qml6-module-qtqml-workerscript
    qml6-module-qttest qml6-module-qtqml qml6-module-qtqml-models
    qt6-tools-dev qt6-l10n-tools qt6-svg-dev libqt6svg6
    libqt6sql6-sqlite libqt6sql6-psql libboost-dev libgl1-mesa-dri fonts-dejavu-core
)
# What the tests need on top: clang with its sanitizer and libFuzzer runtimes, a
# virtual display, the validators for the packaging metadata, and a PostgreSQL
# server for the exam store's tests (the app itself only needs the QPSQL driver:
# `--database postgresql://…` talks to a server elsewhere).
TEST_PACKAGES=(
    clang libclang-rt-14-dev xvfb xauth appstream desktop-file-utils dpkg-dev file
    postgresql libqt6sql6-psql poppler-utils
)

missing_packages() {
    local p status
    for p in "$@"; do
        status=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
        [ "$status" = "installed" ] || printf '%s\n' "$p"
    done
}

install_packages() {
    local missing
    mapfile -t missing < <(missing_packages "$@")
    [ "${#missing[@]}" -eq 0 ] && return 0
    echo "setup: installing ${missing[*]}"
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null; then sudo=(sudo); else
            echo "setup: these Debian packages are missing and I am not root: ${missing[*]}" >&2
            exit 1
        fi
    fi
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

build_preset() {
    local preset=$1
    if [ ! -f "build/$preset/CMakeCache.txt" ]; then
        cmake --preset "$preset"
    fi
    cmake --build --preset "$preset"
}

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
    export CROUPIER_TEST_POSTGRES="postgresql://croupier:$password@127.0.0.1:$port/croupier_test"
    export CROUPIER_REQUIRE_POSTGRES=1
    echo "setup: PostgreSQL test server on 127.0.0.1:$port ($PG_TEST_DIR)"
}

cmd=${1:-run}
[ $# -gt 0 ] && shift
case "$cmd" in
deps)
    install_packages "${APP_PACKAGES[@]}"
    if [ "${1:-}" = "--test" ]; then install_packages "${TEST_PACKAGES[@]}"; fi
    ;;
run)
    install_packages "${APP_PACKAGES[@]}"
    build_preset dev
    exec build/dev/app/croupier "$@"
    ;;
test)
    install_packages "${APP_PACKAGES[@]}" "${TEST_PACKAGES[@]}"
    build_preset dev
    trap stop_test_postgres EXIT
    start_test_postgres
    ctest --preset dev -j2
    stop_test_postgres
    build_preset sanitize
    ctest --preset sanitize
    ;;
package)
    install_packages "${APP_PACKAGES[@]}" dpkg-dev file
    build_preset release
    (cd build/release && cpack -G DEB)
    ;;
*)
    echo "usage: packaging/setup.sh run|test|deps [--test]|package" >&2
    exit 2
    ;;
esac

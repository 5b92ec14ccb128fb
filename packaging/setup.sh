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

# What building and running the app needs. Boost 1.81 for Boost.JSON (the question
# bank's reader, header-only: the .deb needs no Boost library); it replaces the
# libboost-dev (1.74) that other packages may have brought. libsodium: the
# instructor's key (Argon2id, XChaCha20-Poly1305).
APP_PACKAGES=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-declarative-dev qt6-declarative-dev-tools
    qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-templates
    qml6-module-qtquick-window qml6-module-qtquick-layouts qml6-module-qtqml-workerscript
    qml6-module-qttest qml6-module-qtqml qml6-module-qtqml-models
    qml6-module-qtcharts
    qt6-tools-dev qt6-l10n-tools qt6-svg-dev libqt6svg6
    libqt6sql6-sqlite libqt6sql6-psql libboost1.81-dev libsodium-dev libgl1-mesa-dri fonts-dejavu-core
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
    local extra=()
    # CROUPIER_LEAN_DEBUG_INFO, when set (.ci/run sets it), builds the tests without the
    # debugger's full information: none for the dev build, which is compiled at -O1 (less
    # compile time than -O2; the same code), line tables for the sanitizers' reports.
    if [ -n "${CROUPIER_LEAN_DEBUG_INFO:-}" ]; then
        case "$preset" in
        dev) extra=("-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -DNDEBUG") ;;
        sanitize) extra=("-DCMAKE_CXX_FLAGS_DEBUG=-gline-tables-only") ;;
        esac
    fi
    if [ ! -f "build/$preset/CMakeCache.txt" ]; then
        # CROUPIER_FUZZ_SECONDS, when set (.ci/run sets it), is how long each fuzz target runs.
        cmake --preset "$preset" ${CROUPIER_FUZZ_SECONDS:+"-DCROUPIER_FUZZ_SECONDS=$CROUPIER_FUZZ_SECONDS"} \
            ${extra[@]+"${extra[@]}"}
    fi
    cmake --build --preset "$preset"
}

# The throw-away PostgreSQL server of the exam tests (start_test_postgres,
# stop_test_postgres), shared with packaging/screenshots/exam-demo.sh.
# shellcheck source=packaging/test-postgres.sh
source "$here/packaging/test-postgres.sh"

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
    ctest --preset sanitize -j2
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

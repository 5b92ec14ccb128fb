#!/bin/bash
# Issue 17, item 1, on a classroom server (issue 19, item 7): the classroom's fields of the
# study page and of the instructor page show only when the exam database is a PostgreSQL
# server, so the keyboard walk (tst_keyboardwalk.qml, on :memory:) never meets them. This
# makes a database of its own on the throw-away server (CROUPIER_TEST_POSTGRES), the demo
# class and the stations' role as the desk makes them (croupier --page instructor --set
# setUpStationRole=true), then walks the station's fields (tst_classroomstation.qml,
# through the role) and the desk's (tst_classroomdesk.qml). Without a server it skips
# (77), unless CROUPIER_REQUIRE_POSTGRES=1.
#
#   classroom-keys.sh CROUPIER TST_QML SOURCE_DIR WORK_DIR
set -eu
croupier=$1 tst_qml=$2 src=$3 work=$4
if [ -z "${CROUPIER_TEST_POSTGRES:-}" ]; then
    if [ "${CROUPIER_REQUIRE_POSTGRES:-}" = 1 ]; then
        echo "CROUPIER_REQUIRE_POSTGRES=1 but CROUPIER_TEST_POSTGRES names no server" >&2
        exit 1
    fi
    echo "SKIP: no PostgreSQL server (CROUPIER_TEST_POSTGRES; packaging/setup.sh test starts one)"
    exit 77
fi
export QT_QPA_PLATFORM=offscreen QUICK_TEST_SOURCE_DIR=$src
rm -rf "$work" && mkdir -p "$work"
db=croupier_keys_$$
psql "$CROUPIER_TEST_POSTGRES" -qc "CREATE DATABASE $db"
desk=${CROUPIER_TEST_POSTGRES%/*}/$db
role=${db}_station
cleanup() {
    psql "$CROUPIER_TEST_POSTGRES" -qc "DROP DATABASE IF EXISTS $db WITH (FORCE)" || true
    psql "$CROUPIER_TEST_POSTGRES" -qc "DROP ROLE IF EXISTS $role" || true
}
trap cleanup EXIT
XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data CROUPIER_EXAM_DB=$desk CROUPIER_EXAM_DEMO=1 \
    "$croupier" --screenshot "$work/desk.png" --page instructor --set demo=true --set setUpStationRole=true
psql "$desk" -tAc "SELECT 1 FROM pg_roles WHERE rolname = '$role'" | grep -q 1 \
    || { echo "the desk made no stations' role $role" >&2; exit 1; }
password=$(head -c 16 /dev/urandom | od -An -tx1 | tr -d ' \n')
psql "$desk" -qc "ALTER ROLE $role PASSWORD '$password'"
station=${desk/\/\/*@/\/\/$role:$password@}
CROUPIER_EXAM_DB=$station CROUPIER_STUDY_DB=:memory: CROUPIER_TEST_SETTINGS=$work/settings-station \
    XDG_DATA_HOME=$work/data-station "$tst_qml" -input "$src/tst_classroomstation.qml"
CROUPIER_EXAM_DB=$desk CROUPIER_EXAM_DEMO=1 CROUPIER_STUDY_DB=:memory: CROUPIER_TEST_SETTINGS=$work/settings-desk \
    XDG_DATA_HOME=$work/data-desk "$tst_qml" -input "$src/tst_classroomdesk.qml"

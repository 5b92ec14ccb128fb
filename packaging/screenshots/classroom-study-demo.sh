#!/bin/bash
# Renders the README's screenshots of self-study kept on the classroom server (issue
# 19, item 7) on a throw-away PostgreSQL server (packaging/test-postgres.sh): the
# instructor's demo class, the stations' role, two trainees who study at their stations
# (a fortnight of sessions each, then "Keep on the server"), a third station where the
# first trainee carries on, and the instructor's view of the class's self-study and of
# a trainee's leeches beside her exam. Run from the repository's root after a build, as
# root or as a user who can run PostgreSQL's initdb:
#
#   packaging/screenshots/classroom-study-demo.sh [BUILD_DIR]
set -eu
here=$(pwd)
BUILD=${1:-build/dev}
CROUPIER=$BUILD/app/croupier
OUT=${OUT:-packaging/screenshots}
# shellcheck source=packaging/test-postgres.sh
source packaging/test-postgres.sh
export QT_QPA_PLATFORM=offscreen
XDG_CONFIG_HOME=$(mktemp -d) XDG_RUNTIME_DIR=$(mktemp -d) XDG_DATA_HOME=$(mktemp -d)
export XDG_CONFIG_HOME XDG_RUNTIME_DIR XDG_DATA_HOME
work=$(mktemp -d)
trap stop_test_postgres EXIT
[ -n "${KEEP_PG:-}" ] && trap - EXIT
start_test_postgres
size=(--size "${SIZE:-1280x800}" --speed instant)
desk=$CROUPIER_TEST_POSTGRES
# The demo class and the stations' role, as the instructor's desk makes them; the
# role's password is then set here (the desk shows it only on its page).
CROUPIER_EXAM_DB=$desk CROUPIER_EXAM_DEMO=1 "$CROUPIER" --screenshot "$work/setup.png" --page instructor \
    --set demo=true --set setUpStationRole=true --lang el "${size[@]}"
role=croupier_test_station
station_password=$(head -c 16 /dev/urandom | od -An -tx1 | tr -d ' \n')
psql "$desk" -qc "ALTER ROLE $role PASSWORD '$station_password'"
station=${desk/croupier:*@/$role:$station_password@}

# Two trainees at their stations: a fortnight of self-study each, then kept on the server.
study() { # $1 station file, $2 name, $3 registration number, $4 seed, $5 screenshot (or "")
    local shot=${5:-$work/$1.png}
    CROUPIER_EXAM_DB=$station CROUPIER_STUDY_DB=$work/$1.sqlite "$CROUPIER" --screenshot "$shot" --page study \
        --set "profileName=$2" --set history=14 --set seed="$4" --set classroomRegistration="$3" \
        --set classroomPassphrase="demo passphrase $3" "${@:6}"
}
study st-03 "Μαρία Παπαδοπούλου" 2025-014 7 "" --lang el "${size[@]}"
study st-07 "Νίκος Γεωργίου" 2025-021 11 "" --lang el "${size[@]}"
# Μαρία at another station: the same record, carried on (no history of its own there).
for lang in en el; do
    CROUPIER_EXAM_DB=$station CROUPIER_STUDY_DB=$work/st-05-$lang.sqlite "$CROUPIER" \
        --screenshot "$OUT/study-classroom-$lang.png" --page study --set "profileName=Μαρία Παπαδοπούλου" \
        --set classroomRegistration=2025-014 --set "classroomPassphrase=demo passphrase 2025-014" \
        --lang "$lang" "${size[@]}"
done
# A trainee at a station of the classroom before keeping her self-study there: the form.
for lang in en el; do
    CROUPIER_EXAM_DB=$station CROUPIER_STUDY_DB=$work/st-06-$lang.sqlite "$CROUPIER" \
        --screenshot "$OUT/study-classroom-form-$lang.png" --page study --set "profileName=Σοφία Νικολάου" \
        --lang "$lang" "${size[@]}"
done
echo "classroom-study-demo: records on the server: $(psql "$desk" -tAc 'SELECT COUNT(*) FROM study_records')"
# The instructor's desk: the class's self-study, and Μαρία's leeches beside her exam.
for lang in en el; do
    CROUPIER_EXAM_DB=$desk CROUPIER_EXAM_DEMO=1 "$CROUPIER" --screenshot "$OUT/class-study-$lang.png" \
        --page instructor --set demo=true --set showClassStudy=true --lang "$lang" "${size[@]}"
    CROUPIER_EXAM_DB=$desk CROUPIER_EXAM_DEMO=1 "$CROUPIER" --screenshot "$OUT/exam-leeches-$lang.png" \
        --page exam-results --set demo=true --set chooseTrainee=2025-014 --lang "$lang" "${size[@]}"
done

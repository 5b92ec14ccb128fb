#!/bin/bash
# Renders the README's exam screenshots on PostgreSQL, as a classroom runs them
# (issue 8): a throw-away server on loopback (packaging/test-postgres.sh), the
# instructor's demo exam with two trainees, a third trainee killed with SIGKILL
# after four answers and started again (the page resumes at question 5), the
# exam finished and reviewed, the class's results read live from the server,
# exported as CSV and PDF, signed and checked. Run from the repository's root
# after a build, as root or as a user who can run PostgreSQL's initdb:
#
#   packaging/screenshots/exam-demo.sh [BUILD_DIR]
set -eu
here=$(pwd)
BUILD=${1:-build/dev}
CROUPIER=$BUILD/app/croupier
CLI=$BUILD/app/cli/croupier-cli
OUT=packaging/screenshots
# shellcheck source=packaging/test-postgres.sh
source packaging/test-postgres.sh
export QT_QPA_PLATFORM=offscreen
XDG_CONFIG_HOME=$(mktemp -d) XDG_RUNTIME_DIR=$(mktemp -d) XDG_DATA_HOME=$(mktemp -d)
export XDG_CONFIG_HOME XDG_RUNTIME_DIR XDG_DATA_HOME
work=$(mktemp -d)
trap stop_test_postgres EXIT
start_test_postgres
# The demo (ExamDesk.startDemo) may write to this server: it is the script's own.
export CROUPIER_EXAM_DB=$CROUPIER_TEST_POSTGRES CROUPIER_EXAM_DEMO=1
size=(--size 1280x800 --speed instant)
take=(--page exam-take --set exam=demo-punto-banco --set "traineeName=Ελένη Σταύρου" --set traineeId=2025-030
      --set autostart=true)

answered() { # stored answers of trainee $1
    psql "$CROUPIER_TEST_POSTGRES" -tAc "SELECT COUNT(*) FROM answers JOIN attempts ON attempts.id = answers.attempt_id
                                          WHERE attempts.trainee_id = '$1'" 2>/dev/null || echo "?"
}
answers() { # the third trainee's stored answers
    answered 2025-030
}

# The demo class (set in Greek; two trainees have sat it), then a third trainee
# who answers four questions before her station is killed with SIGKILL and who
# starts again at question 5 (screenshots exam-resumed<suffix>-{en,el}.png).
# $1 the suffix, $2 the function that counts her stored answers.
class_killed_and_resumed() {
    local suffix=$1 count=$2 pid lang
    "$CROUPIER" --screenshot "$work/setup$suffix.png" --page instructor --set demo=true --lang el "${size[@]}"
    "$CROUPIER" --lang el "${size[@]}" "${take[@]}" --set autoAnswer=4 --set autoAnswerInterval=1500 &
    pid=$!
    for _ in $(seq 200); do [ "$($count)" = 4 ] && break; sleep 0.1; done
    sleep 0.5
    kill -9 "$pid"
    wait "$pid" 2>/dev/null || true
    echo "exam-demo: ${suffix:--postgresql}: killed with 4 answers stored: $($count)"
    for lang in en el; do
        "$CROUPIER" --screenshot "$OUT/exam-resumed$suffix-$lang.png" --lang "$lang" "${size[@]}" "${take[@]}" 2>&1 |
            grep -F 'resumed at' || true
    done
}
class_killed_and_resumed "" answers
# The rest of the exam (every fourth answer wrong), handed in, a wrong answer reviewed.
"$CROUPIER" --screenshot "$OUT/exam-review-en.png" --lang en "${size[@]}" "${take[@]}" --set autoAnswer=-1 \
    --set autoAnswerInterval=900 --set autoAnswerWrongEvery=4 --set reviewQuestion=8
"$CROUPIER" --screenshot "$OUT/exam-review-el.png" --lang el "${size[@]}" "${take[@]}" --set reviewQuestion=8
echo "exam-demo: answers stored: $(answers)"

# Two more trainees, one per language: the server goes away after three answers;
# four more wait on the station (the exam page says so), and reach the server
# when it is back and the station starts again.
offline() { # lang trainee-id name
    local lang=$1 id=$2 name=$3 pid
    "$CROUPIER" --screenshot "$OUT/exam-offline-$lang.png" --lang "$lang" "${size[@]}" --page exam-take \
        --set exam=demo-punto-banco --set "traineeName=$name" --set "traineeId=$id" --set autostart=true \
        --set autoAnswer=7 --set autoAnswerInterval=1200 &
    pid=$!
    for _ in $(seq 200); do [ "$(answered "$id")" = 3 ] && break; sleep 0.1; done
    stop_test_postgres
    echo "exam-demo: the server is away with 3 answers of $id stored"
    wait "$pid"
    restart_test_postgres
}
offline en 2025-041 "Πέτρος Αλεξίου"
offline el 2025-042 "Σοφία Μάρκου"
# The station started again with the server back: what waited is sent.
for id in 2025-041 2025-042; do
    "$CROUPIER" --screenshot "$work/sent-$id.png" --lang el "${size[@]}" --page exam-take --set exam=demo-punto-banco \
        --set "traineeName=$id" --set "traineeId=$id" --set autostart=true --set autoAnswer=-1 --set autoAnswerInterval=200
    echo "exam-demo: $id's answers on the server: $(answered "$id")"
done

# The class's results, live from the server; exported, signed and checked.
# The detail open on a trainee whose server went away mid-exam (the log, the chain).
"$CROUPIER" --screenshot "$OUT/exam-results-el.png" --lang el "${size[@]}" --page exam-results --set demo=true \
    --set chooseTrainee=2025-041
"$CROUPIER" --screenshot "$OUT/exam-results-en.png" --lang en "${size[@]}" --page exam-results --set demo=true \
    --set chooseTrainee=2025-041 --set "exportAs=$work/results"
head -c 400 "$work/results.csv"; echo; cat "$work/results.csv.sig"
# One page at a time (-singlefile): pdftoppm pads page numbers to the page count.
pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$work/results.pdf" "$OUT/exam-results-pdf-1"
pdftoppm -png -r 60 -f 2 -l 2 -singlefile "$work/results.pdf" "$OUT/exam-results-pdf-2"

# The classroom by roles (issue 14): the desk sets the stations' role up and gives
# the line for the stations' ~/.pgpass (a new password each time).
for lang in en el; do
    "$CROUPIER" --screenshot "$OUT/exam-roles-$lang.png" --lang "$lang" "${size[@]}" --page instructor \
        --set demo=true --set setUpStationRole=true
done

# The printed question sheet and answer key of an exam file (croupier-cli sheet).
"$CLI" sheet tests/fixtures/exam/baccarat-el.json --out "$work/sheet.pdf"
"$CLI" sheet tests/fixtures/exam/baccarat-el.json --key --out "$work/key.pdf"
pdftoppm -png -r 60 -f 1 -l 1 "$work/sheet.pdf" "$work/sheet"
pdftoppm -png -r 60 -f 1 -l 1 "$work/key.pdf" "$work/key"
cp "$work/sheet-1.png" "$OUT/exam-sheet-pdf.png"
cp "$work/key-1.png" "$OUT/exam-key-pdf.png"

# The same on SQLite, the default: a file on the station. The demo class, a third
# trainee killed with SIGKILL after four answers and started again, her results.
export CROUPIER_EXAM_DB=$work/exams.sqlite
stored() { # the third trainee's stored answers in the SQLite file
    python3 -c "import sqlite3, sys
db = sqlite3.connect('file:' + sys.argv[1] + '?mode=ro', uri=True)
print(db.execute(\"SELECT COUNT(*) FROM answers JOIN attempts ON attempts.id = answers.attempt_id WHERE attempts.trainee_id = '2025-030'\").fetchone()[0])" \
        "$CROUPIER_EXAM_DB" 2>/dev/null || echo "?"
}
class_killed_and_resumed -sqlite stored
"$CROUPIER" --screenshot "$work/done-sqlite.png" --lang el "${size[@]}" "${take[@]}" --set autoAnswer=-1 \
    --set autoAnswerInterval=700 --set autoAnswerWrongEvery=5
for lang in en el; do
    "$CROUPIER" --screenshot "$OUT/exam-results-sqlite-$lang.png" --lang "$lang" "${size[@]}" --page exam-results \
        --set demo=true --set chooseTrainee=2025-030
done
# The class's item analysis (issue 14): facility, discrimination, wrong answers, trainee by topic.
for lang in en el; do
    "$CROUPIER" --screenshot "$OUT/exam-items-$lang.png" --lang "$lang" "${size[@]}" --page exam-results \
        --set demo=true --set showItems=true
done
echo "exam-demo: SQLite: answers stored: $(stored)"

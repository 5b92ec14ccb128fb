#!/bin/bash
# Self-study screenshots (issue 7), 1280x800, English and Greek: the study page, a
# session mid-way, a summary, and the progress page with its charts and heat-maps.
# The history is a demo database filled by the session page itself
# (StudySession::simulateHistory and simulate: seeded right/wrong answers and
# times from an injected clock), in a temporary file, never the user's.
#
#   packaging/screenshots/study-demo.sh [BUILD_DIR] [OUT_DIR]
set -eu
CROUPIER=${1:-build/dev}/app/croupier
OUT=${2:-packaging/screenshots}
export QT_QPA_PLATFORM=offscreen
export XDG_CONFIG_HOME=$(mktemp -d) XDG_RUNTIME_DIR=$(mktemp -d)
export CROUPIER_STUDY_DB=$(mktemp -d)/study-demo.sqlite
run() { # out lang page [--set ...]
    local out=$1 lang=$2 page=$3
    shift 3
    "$CROUPIER" --screenshot "$out" --page "$page" --lang "$lang" --size 1280x800 "$@"
}
demo="--set profileName=Eleni --set seed=3 --set questionCount=20"
# Eight days of baccarat third-card sessions and of craps rolls, each ending with
# today's session answered in full: its summary is the screenshot.
run "$OUT/study-summary-en.png" en study-session $demo --set plan=custom --set game=punto-banco \
    --set topics=baccarat.draw --set history=8 --set simulate=20
run "$OUT/study-summary-craps-el.png" el study-session $demo --set plan=custom --set game=craps \
    --set topics=craps.roll --set level=2 --set history=8 --set simulate=20
for lang in en el; do
    run "$OUT/study-$lang.png" $lang study --set profile=1
    run "$OUT/study-session-$lang.png" $lang study-session $demo --set plan=custom --set game=punto-banco \
        --set topics=baccarat.draw --set simulate=7
    run "$OUT/progress-$lang.png" $lang progress --set profile=1
done
run "$OUT/study-summary-el.png" el study-session $demo --set plan=custom --set game=punto-banco \
    --set topics=baccarat.draw --set seed=4 --set simulate=20

#!/bin/bash
# Renders the README's screenshots (1280x800, Greek and English) with
# `croupier --screenshot`. Run from the repository's root after a build:
#
#   packaging/screenshots/render.sh [BUILD_DIR]
set -eu
CROUPIER=${1:-build/dev}/app/croupier
OUT=packaging/screenshots
export QT_QPA_PLATFORM=offscreen
export XDG_CONFIG_HOME=$(mktemp -d) XDG_RUNTIME_DIR=$(mktemp -d)
shot() { # name page [--set ...]
    local name=$1 page=$2
    shift 2
    for lang in en el; do
        "$CROUPIER" --screenshot "$OUT/$name-$lang.png" --page "$page" --lang "$lang" --size 1280x800 "$@"
    done
}
shot home home
shot baccarat-rules baccarat-rules
shot rules-craps game-rules --set game=craps
shot rules-blackjack game-rules --set game=blackjack
shot drills drills --set game=punto-banco
shot drill-punto-banco drill --set game=punto-banco --set topic=baccarat.payout --set seed=5 --set level=3 --set autoAnswer=wrong
shot drill-chemin-de-fer drill --set game=chemin-de-fer --set topic=baccarat.draw --set seed=4 --set autoAnswer=wrong
# A drill's set at its end (issue 17): right out of answered, the mean time, the cells missed.
shot drill-set-summary drill --set game=punto-banco --set topic=baccarat.draw --set seed=4 --set setLength=10 --set demoSet=true
shot drill-craps drill --set game=craps --set topic=craps.roll --set seed=3 --set level=2 --set autoAnswer=wrong
shot drill-blackjack drill --set game=blackjack --set topic=blackjack.payout --set seed=3 --set level=3 --set autoAnswer=wrong
# Paying in chips (issue 16): a chips.pay drill answered on the float's tray.
shot drill-chips-pay drill --set game=punto-banco --set topic=chips.pay --set seed=4 --set autoAnswer=wrong
# Counting chips on the layout (issue 16): mixed stacks on the chips felt, the total shown once answered.
shot drill-chips-count drill --set game=punto-banco --set topic=chips.count --set seed=9 --set level=3 --set autoAnswer=wrong
for game in punto-banco chemin-de-fer deux-tableaux craps blackjack; do
    shot free-play-$game free-play --set game=$game --set seed=3 --set demo=true
done
# Punto Banco's big table (art. 15 §9, §15, §18 α): a player holds the sabot.
shot free-play-punto-banco-big free-play --set game=punto-banco --set seed=3 --set demo=true --set tableSize=big
# The regulation's incidents (issue 15): the table plays itself until the dealer must answer one.
for incident in punto-banco:over-limit punto-banco:dummy-hand craps:no-roll craps:take-down-refused \
        blackjack:over-limit blackjack:standing-bettor; do
    shot incident-${incident%%:*}-${incident##*:} free-play --set game=${incident%%:*} --set seed=5 --set demo=true \
        --set incident=${incident##*:} --speed fast
done
# The shoe's end (the cut card, the machine): the shoe is dealt at once to a few rounds
# before the cut card, then the table plays itself at the instant speed to the incident.
for incident in punto-banco:last-coup deux-tableaux:last-coup chemin-de-fer:over-limit craps:dice-declined \
        craps:over-limit blackjack:exposed-card blackjack:last-coup blackjack:shuffler punto-banco:shuffler; do
    shot incident-${incident%%:*}-${incident##*:} free-play --set game=${incident%%:*} --set seed=5 --set demo=true \
        --set incident=${incident##*:} --speed instant
done
# A payment in chips at each table (issue 16): the demo stops at its first payment with
# the fewest chips of the float in hand, not yet handed over.
for game in punto-banco craps blackjack; do
    shot pay-chips-$game free-play --set game=$game --set seed=5 --set demo=true --set holdPayment=true --speed instant
done
# The opening of a shoe (art. 15 §6–9; art. 14 §2–6): the first steps of a new table.
# Spot the error (issue 18): stopped at the dealer's error, then the feedback.
shot spot-the-error-craps spot-the-error --set game=craps --set seed=5 --set showSteps=0 --set stopAt=error
shot spot-the-error-punto-banco spot-the-error --set game=punto-banco --set seed=7 --set showSteps=0 --set stopAt=feedback
shot spot-the-error-blackjack spot-the-error --set game=blackjack --set seed=3 --set showSteps=0 --set stopAt=error
shot opening-punto-banco free-play --set game=punto-banco --set seed=3
shot opening-blackjack free-play --set game=blackjack --set seed=3
# Exams (issue 8) on an in-memory database with the instructor's demo exam; the
# PostgreSQL ones (a classroom server, kill -9 and resume, exports) are made by
# packaging/screenshots/exam-demo.sh.
export CROUPIER_EXAM_DB=:memory:
shot exams exams
shot instructor instructor --set demo=true
shot exam-author exam-author --set demo=true
shot exam-take exam-take --set demo=true --set traineeName="Μαρία Κ." --set traineeId=2026-017 --set autostart=true \
    --set autoAnswer=6 --set autoDraft=true --speed instant
# Issue 17: the review before hand-in (questions 3 and 6 flagged and left unanswered),
# and the instructor's reading of a trainee question by question, in words.
shot exam-take-review exam-take --set demo=true --set traineeName="Μαρία Κ." --set traineeId=2026-017 \
    --set autostart=true --set autoAnswer=8 --set autoSkipEvery=3 --set autoReview=true --speed instant
shot exam-results-questions exam-results --set demo=true --set scrollToDetail=true

#!/bin/bash
# The app's start-up, memory and frame-time figures (issue 6), measured side by
# side with a bare Qt Quick window on the same machine. Prints the figures and
# the targets; exits 1 if a target is missed.
#
#   tests/bench/ui-bench.sh [BUILD_DIR] [RUNS] [SECONDS]
#
# Start-up: the median over RUNS of the time from main() to the first frame and
# the peak resident memory (VmHWM), offscreen, for `bare-window` and for
# `croupier` opening its home page (memory read once the home page is built and
# idle; the time to that point is printed too). Targets: first frame < 2.5 × the bare
# window's; peak memory < the bare window's + 60 MB.
# Frames: each game's free-play table playing itself (--set demo=true) for
# SECONDS at 1280x800 under the software renderer in Xvfb, frame intervals
# written by `croupier --frame-times` (which keeps the window drawing every
# frame while it measures, so each interval is one frame's cost plus the work
# done before it). Target: no interval over 1/60 s (16.7 ms), i.e. no frame that
# would miss a vsync at 60 Hz. The same is measured first at the punto banco
# table with nobody dealing: what that shows over 16.7 ms is the machine's own
# (other processes, the X server), not the dealing, and is printed as the floor.
# Chips (issue 16): Punto Banco's big table with every seat a high roller (at least 150
# chips on the felt, counted: --count-chips) while the demo pays in chips, each taken
# from the float sliding to the hand and each payment sliding to its bet; run four
# times SECONDS, as the first payment comes some 40 s in, after the shoe's opening, the
# 36 bets, the coup and the losing bets collected (art. 15 §14: collect, then pay).
# Figures for every frame and for those with 150 chips or more while chips slide.
# Target (issue 16): frames measured at that load, and none of them over 16.7 ms.
set -u
BUILD=${1:-build/dev}
RUNS=${2:-7}
SECONDS_EACH=${3:-30}
CROUPIER=$BUILD/app/croupier
BARE=$BUILD/tests/bench/bare-window
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
export XDG_CONFIG_HOME=$WORK/config XDG_RUNTIME_DIR=$WORK/runtime
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
failed=0

field() { sed -n "s/.*\"$1\": \([0-9.]*\).*/\1/p"; }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

echo "start-up, offscreen, median of $RUNS runs"
for who in bare croupier; do
    : > "$WORK/$who"
    for _ in $(seq "$RUNS"); do
        if [ $who = bare ]; then
            QT_QPA_PLATFORM=offscreen "$BARE" >> "$WORK/$who" 2>/dev/null
        else
            QT_QPA_PLATFORM=offscreen "$CROUPIER" --lang en --startup-report >> "$WORK/$who" 2>/dev/null
        fi
    done
done
bare_ms=$(field first_frame_ms < "$WORK/bare" | median)
app_ms=$(field first_frame_ms < "$WORK/croupier" | median)
app_ready_ms=$(field page_ready_ms < "$WORK/croupier" | median)
bare_kib=$(field peak_rss_kib < "$WORK/bare" | median)
app_kib=$(field peak_rss_kib < "$WORK/croupier" | median)
ratio=$(awk -v a="$app_ms" -v b="$bare_ms" 'BEGIN {printf "%.2f", a / b}')
extra_mb=$(awk -v a="$app_kib" -v b="$bare_kib" 'BEGIN {printf "%.1f", (a - b) / 1024}')
printf '  first frame: bare window %s ms, croupier %s ms: %s x (target < 2.5 x)\n' "$bare_ms" "$app_ms" "$ratio"
printf '  home page built and idle (pages load after the first frame): croupier %s ms\n' "$app_ready_ms"
printf '  peak memory: bare window %.1f MB, croupier %.1f MB: +%s MB (target < +60 MB)\n' \
    "$(awk -v k="$bare_kib" 'BEGIN {print k / 1024}')" "$(awk -v k="$app_kib" 'BEGIN {print k / 1024}')" "$extra_mb"
awk -v r="$ratio" 'BEGIN {exit !(r < 2.5)}' || { echo "  MISSED: first frame"; failed=1; }
awk -v m="$extra_mb" 'BEGIN {exit !(m < 60)}' || { echo "  MISSED: peak memory"; failed=1; }

echo "frames, software renderer, Xvfb 1280x800, ${SECONDS_EACH} s of free play each"
out="$WORK/frames-still"
QT_QUICK_BACKEND=software xvfb-run -a -s "-screen 0 1280x800x24" \
    "$CROUPIER" --lang en --size 1280x800 --page free-play --set game=punto-banco --set seed=1 \
    --frame-times "$out" --quit-after $((SECONDS_EACH * 1000)) > "$WORK/summary-still" 2>/dev/null
summary=$(tail -n 1 "$WORK/summary-still")
printf '  %-14s %5s frames, mean %s ms, p99 %s ms, max %s ms, over 16.7 ms: %s (the floor: nothing moves)\n' "still table" \
    "$(echo "$summary" | field frames)" "$(echo "$summary" | field mean_ms)" "$(echo "$summary" | field p99_ms)" \
    "$(echo "$summary" | field max_ms)" "$(echo "$summary" | field over_budget)"
for game in punto-banco chemin-de-fer deux-tableaux craps blackjack; do
    out="$WORK/frames-$game"
    QT_QUICK_BACKEND=software xvfb-run -a -s "-screen 0 1280x800x24" \
        "$CROUPIER" --lang en --size 1280x800 --page free-play --set game=$game --set seed=1 --set demo=true \
        --frame-times "$out" --quit-after $((SECONDS_EACH * 1000)) > "$WORK/summary-$game" 2>/dev/null
    summary=$(tail -n 1 "$WORK/summary-$game")
    frames=$(echo "$summary" | field frames)
    p99=$(echo "$summary" | field p99_ms)
    max=$(echo "$summary" | field max_ms)
    over=$(echo "$summary" | field over_budget)
    mean=$(echo "$summary" | field mean_ms)
    printf '  %-14s %5s frames, mean %s ms, p99 %s ms, max %s ms, over 16.7 ms: %s\n' "$game" "$frames" "$mean" "$p99" "$max" "$over"
    [ "${over:-1}" = 0 ] || failed=1
done
echo "chips, software renderer, Xvfb 1280x800, $((SECONDS_EACH * 4)) s: big table, high rollers, the demo paying in chips"
out="$WORK/frames-chips"
QT_QUICK_BACKEND=software xvfb-run -a -s "-screen 0 1280x800x24" \
    "$CROUPIER" --lang en --size 1280x800 --page free-play --set game=punto-banco --set seed=1 \
    --set tableSize=big --set punters=high-rollers --set demo=true --set demoPay=chips \
    --frame-times "$out" --count-chips --quit-after $((SECONDS_EACH * 4000)) > "$WORK/summary-chips" 2>/dev/null
# Each line of the file: the interval (ms), the chips drawn, the chips sliding at that frame.
# As FrameStats' summary does, an interval over 250 ms is a pause, not a frame.
figures() {
    awk -v least="$1" -v sliding="$2" '!/^#/ && $1 <= 250 && $2 >= least && $3 >= sliding { print $1, $2 }' "$out" |
        sort -n | awk '
        { n++; sum += $1; a[n] = $1; if ($1 > 1000 / 60) over++; if (lo == "" || $2 < lo) lo = $2; if ($2 > hi) hi = $2 }
        END {
            if (n == 0) { print "0 0 0 0 0 0 0"; exit }
            printf "%d %.2f %.2f %.2f %d %d %d\n", n, sum / n, a[int(0.99 * (n - 1) + 0.5) + 1], a[n], over, lo, hi
        }'
}
# Every frame of the run is printed for what it shows (the deal and the coup's end at a
# table of 260 chips); the target is issue 16's: the frames with 150 chips or more on the
# felt while chips slide.
read -r n mean p99 max over lo hi <<< "$(figures 0 0)"
printf '  %-32s %5s frames, mean %s ms, p99 %s ms, max %s ms, over 16.7 ms: %s (chips on the felt %s to %s; not the target)\n' \
    "every frame" "$n" "$mean" "$p99" "$max" "$over" "$lo" "$hi"
read -r n mean p99 max over lo hi <<< "$(figures 150 1)"
printf '  %-32s %5s frames, mean %s ms, p99 %s ms, max %s ms, over 16.7 ms: %s (chips on the felt %s to %s)\n' \
    ">= 150 chips, chips sliding" "$n" "$mean" "$p99" "$max" "$over" "$lo" "$hi"
[ "$n" -gt 0 ] || { echo "  MISSED: no frame with 150 chips on the felt while chips slid"; failed=1; }
[ "$over" = 0 ] || failed=1
exit $failed

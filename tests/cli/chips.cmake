# croupier-cli tests of the chip drills (core/chips/TOPICS.md; uses cli_test and
# quiz_then_check).
set(every_game punto-banco punto-banco-no-commission punto-banco-super-six chemin-de-fer deux-tableaux craps blackjack)

# Generated banks pass check at every game; the same bank with one more of each
# answer's first chip fails on every line. 3,000 questions cover the cells (every
# pattern of each generator float) several times over.
quiz_then_check(chips.pay "${every_game}" chips chips -DCOUNT=3000)
quiz_then_check(chips.colour-up "punto-banco;craps" chips chips -DCOUNT=3000)
quiz_then_check(chips.change "blackjack;chemin-de-fer" chips chips -DCOUNT=3000)
quiz_then_check(chips.count "punto-banco;craps" total money -DCOUNT=1000)
quiz_then_check(chips.cut "punto-banco;blackjack" paid money -DCOUNT=1000)
quiz_then_check(chips.units craps stake money -DCOUNT=1000)
cli_test(quiz.chips_units_craps_only CODE 2 ARGS "quiz|--topic|chips.units|--game|blackjack|--count|1|--seed|1"
         STDERR_CONTAINS "has no questions for blackjack")

# A hand-written bank: right answers, ties, the greedy way where it is not fewest
# (40 from 1, 5, 10, 20, 25, 100, 500 is 20 + 20; 1,040 is 500 + 500 + 20 + 20),
# too many chips (four 10s for 40) and the wrong value (two 25s for 40) are
# wrong (exit 1); with a foreign denomination, a negative and a fractional count,
# an amount off the chip and a chip twice in the float it exits 2, every line
# reported. Expected lines worked by hand.
cli_test(check.chips_pay_wrong CODE 1 ARGS "check|${banks}/chips-pay-wrong.jsonl"
         STDOUT_FILE ${expected}/chips-pay-wrong.out STDERR_CONTAINS "3 right, 4 wrong, 0 malformed")
cli_test(check.chips_pay_malformed CODE 2 ARGS "check|${banks}/chips-pay-malformed.jsonl"
         STDOUT_FILE ${expected}/chips-pay-malformed.out STDERR_CONTAINS "3 right, 4 wrong, 5 malformed")
cli_test(quiz.chips_pay_prompt CODE 0 ARGS "quiz|--topic|chips.pay|--count|1|--seed|3|--lang|en"
         STDOUT_CONTAINS "make it in the fewest chips?")

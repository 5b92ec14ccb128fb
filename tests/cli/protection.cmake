# croupier-cli tests of game protection (issue 18; core/protection/TOPICS.md; uses
# cli_test and quiz_then_check from CMakeLists.txt and every_game from chips.cmake).

# Generated banks pass check at every game; the same bank with every step moved on by
# one (a round with no error: step 0) fails on every line, and so with the kind or the
# remedy changed to the next of its choices.
quiz_then_check(protection.spot "${every_game}" wrong_step int -DLOW=0 -DHIGH=400 -DCOUNT=100)
set(qtc_suffix .kind)
quiz_then_check(protection.spot "punto-banco;craps;blackjack" kind choice -DCOUNT=100 -DANYWHERE=1
    -DCHOICES=none,extra-card,missed-card,wrong-call,wrong-winner,no-commission,short-pay,over-pay,pay-before-collect,past-posting,card-exposed,cut-card-ignored,wrong-move,wrong-puck,die-off-table)
set(qtc_suffix .remedy)
quiz_then_check(protection.spot "punto-banco;craps;blackjack" remedy choice -DCOUNT=100 -DANYWHERE=1
    -DCHOICES=none,void-card,draw-card,announce-again,take-commission,pay-difference,recover-excess,collect-first,refuse-bet,treat-exposed-card,call-last-coup,move-correctly,move-puck,call-no-roll)

unset(qtc_suffix)

# A hand-made bank from one craps round (seed 491768690, round 17; point 6, 3-3): step 5
# pays seat 2's odds of 5 behind the point 6 with 4, where 6:5 gives 6 (RULINGS, craps):
# a payment short, paid the difference. The step, the kind or the remedy given wrong is
# wrong (exit 1); the dice changed, or a second step changed, is malformed (exit 2), named.
cli_test(check.protection_spot_wrong CODE 2 ARGS "check|${banks}/protection-spot-wrong.jsonl"
         STDOUT_CONTAINS "{\"id\": \"wrong-step\", \"ok\": false, \"expected\": {\"wrong_step\": 5, \"kind\": \"short-pay\", \"remedy\": \"pay-difference\"}}"
         STDERR_CONTAINS "1 right, 3 wrong, 2 malformed")
cli_test(check.protection_spot_dice CODE 2 ARGS "check|${banks}/protection-spot-wrong.jsonl"
         STDOUT_CONTAINS "line 5: scenario.record.dice: not what the round's seed deals")
cli_test(check.protection_spot_two_steps CODE 2 ARGS "check|${banks}/protection-spot-wrong.jsonl"
         STDOUT_CONTAINS "line 6: scenario.record.steps[0]: differs from the round the seed deals")
cli_test(quiz.protection_spot_prompt CODE 0 ARGS "quiz|--topic|protection.spot|--game|craps|--count|1|--seed|3|--lang|en"
         STDOUT_CONTAINS "Which step is the first wrong one")

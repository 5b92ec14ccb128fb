# croupier-cli tests of the craps topics and `odds craps` (uses cli_test and quiz_then_check).

# 10,000 generated questions of each craps topic pass check; the same bank with
# every answer's first field changed fails on every line. craps.roll changes the
# outcome to the next of win, lose, push, stay, off: always another verdict.
quiz_then_check(craps.roll craps outcome choice -DCHOICES=win,lose,push,stay,off)
quiz_then_check(craps.layout craps paid money)
quiz_then_check(craps.maximum craps maximum money)
quiz_then_check(craps.incident craps step choice
                -DCHOICES=roll,no-roll,offer-dice,refuse-bet,pass-dice,ask-line-bet,take-down,refuse-take-down)

# check keeps going past bad craps lines (a die of 0 or 7, a point of 7, place-7,
# odds without a point, a negative stake…), naming the field at fault; the
# expected output is written by hand.
cli_test(check.craps_malformed_keeps_going CODE 2 ARGS "check|${banks}/craps-malformed.jsonl"
         STDOUT_FILE ${expected}/craps-malformed.out STDERR_CONTAINS "4 right, 1 wrong, 10 malformed")

cli_test(quiz.craps_prompt CODE 0 ARGS "quiz|--topic|craps.roll|--count|1|--seed|3|--lang|en"
         STDOUT_CONTAINS "the dice show")

# odds craps: the published house edges, exact; the fractions are worked out by
# hand in tests/core/tst_crapsodds.cpp (RULINGS.md fixes the pay table: the field
# pays 2:1 on 2 and 12, hardways 7:1 and 9:1, any seven 4:1).
function(craps_edge name bet fraction decimal percent)
    cli_test(odds.craps_${name} CODE 0 ARGS "odds|craps"
             STDOUT_CONTAINS "\"${bet}\": {\"edge\": {\"fraction\": \"${fraction}\", \"decimal\": \"${decimal}\", \"percent\": \"${percent}\"}")
endfunction()
craps_edge(pass pass 7/495 0.0141414141414 1.414)
craps_edge(dont_pass dont_pass 3/220 0.0136363636364 1.364)
craps_edge(field field 1/18 0.0555555555556 5.556)
craps_edge(place_6 place_6 1/66 0.0151515151515 1.515)
craps_edge(place_8 place_8 1/66 0.0151515151515 1.515)
craps_edge(place_5 place_5 1/25 0.0400000000000 4.000)
craps_edge(place_9 place_9 1/25 0.0400000000000 4.000)
craps_edge(place_4 place_4 1/15 0.0666666666667 6.667)
craps_edge(place_10 place_10 1/15 0.0666666666667 6.667)
craps_edge(hard_6 hard_6 1/11 0.0909090909091 9.091)
craps_edge(hard_8 hard_8 1/11 0.0909090909091 9.091)
craps_edge(hard_4 hard_4 1/9 0.111111111111 11.111)
craps_edge(hard_10 hard_10 1/9 0.111111111111 11.111)
craps_edge(any_seven any_seven 1/6 0.166666666667 16.667)
cli_test(odds.craps_pass_probabilities CODE 0 ARGS "odds|craps"
         STDOUT_CONTAINS "\"win\": {\"fraction\": \"244/495\", \"decimal\": \"0.492929292929\"}, \"lose\": {\"fraction\": \"251/495\", \"decimal\": \"0.507070707071\"}, \"push\": {\"fraction\": \"0/1\", \"decimal\": \"0\"}")
cli_test(odds.craps_dont_pass_push CODE 0 ARGS "odds|craps"
         STDOUT_CONTAINS "\"push\": {\"fraction\": \"1/36\", \"decimal\": \"0.0277777777778\"}")
cli_test(odds.craps_odds_are_fair CODE 0 ARGS "odds|craps"
         STDOUT_CONTAINS "\"pass_odds_6\": {\"edge\": {\"fraction\": \"0/1\", \"decimal\": \"0\", \"percent\": \"0.000\"}")
cli_test(odds.craps_no_options CODE 2 ARGS "odds|craps|--decks|8" STDERR_CONTAINS "odds craps takes no options")

# craps.incident (core/craps/TOPICS.md): a quiz | check round trip above; here a
# hand-written bank: No Roll for a die off the table is followed by the offer of
# five dice (right), a COME bet asked down is kept (wrong: refuse-take-down), a
# shooter with FIELD and HARD 6 only must bet on the line first (right), then a
# cause, a come bet on the point, a COME ODDS bet on a come-out, odds behind a
# place bet and an unknown step, each named.
cli_test(check.craps_incident_malformed CODE 2 ARGS "check|${banks}/craps-incident-malformed.jsonl"
         STDOUT_FILE ${expected}/craps-incident-malformed.out STDERR_CONTAINS "2 right, 1 wrong, 5 malformed")
cli_test(quiz.craps_incident_prompt CODE 0 ARGS "quiz|--topic|craps.incident|--count|3|--seed|3|--lang|en"
         STDOUT_CONTAINS "What is the next step?")

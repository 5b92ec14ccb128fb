# croupier-cli tests of the blackjack topics and `odds blackjack` (uses cli_test and quiz_then_check).

# 10,000 generated questions of each topic pass check, and the same bank with the
# first answer field changed fails on every line. The field changed is one whose
# every change is a wrong answer: the total (2 to 30), the decision, the outcome,
# the round's payment (a digit appended changes the amount).
quiz_then_check(blackjack.total blackjack total int -DLOW=2 -DHIGH=30)
quiz_then_check(blackjack.dealer blackjack decision choice -DCHOICES=hit,stand)
quiz_then_check(blackjack.payout blackjack outcome choice -DCHOICES=win,lose,push)
quiz_then_check(blackjack.round blackjack paid money)
quiz_then_check(blackjack.step blackjack decision choice
                -DCHOICES=offer-insurance,pay-blackjack,wait,collect,ask-player,next-box,draw,stand)

# Bad input, written by hand: an unknown card, a split of unequal cards, a double on
# 12, insurance over half the bet, an answer out of range, insurance offered against
# a king. Each line is reported by its field and check goes on to the next.
cli_test(blackjack.check_malformed_keeps_going CODE 2 ARGS "check|${banks}/blackjack-malformed.jsonl"
         STDOUT_FILE ${expected}/blackjack-malformed.out STDERR_CONTAINS "4 right, 1 wrong, 6 malformed")

# Prompts in both languages come from the app's sentences.
cli_test(blackjack.quiz_prompt_english CODE 0 ARGS "quiz|--topic|blackjack.dealer|--count|1|--seed|3|--lang|en"
         STDOUT_CONTAINS "does he draw or stand?")
cli_test(blackjack.quiz_envelope CODE 0 ARGS "quiz|--topic|blackjack.total|--count|1|--seed|3|--lang|en"
         STDOUT_CONTAINS "{\"id\": \"bj-000001\", \"topic\": \"blackjack.total\", \"game\": \"blackjack\", \"scenario\": {\"cards\": [")
cli_test(blackjack.quiz_wrong_game CODE 2 ARGS "quiz|--topic|blackjack.payout|--game|craps|--count|1|--seed|1"
         STDERR_CONTAINS "has no questions for craps")

# odds blackjack: exact dealer probabilities, standing on soft 17 with no hole card.
# The infinite deck's blackjack is 2 · 1/13 · 4/13 = 8/169 = 0.0473373, its bust the
# published 0.2815928 (printed to 12 significant digits).
cli_test(blackjack.odds_infinite_blackjack_fraction CODE 0 ARGS "odds|blackjack"
         STDOUT_CONTAINS "\"blackjack\": {\"fraction\": \"8/169\", \"decimal\": \"0.0473372781065\"}, \"bust\": {\"fraction\": \"")
cli_test(blackjack.odds_infinite_bust CODE 0 ARGS "odds|blackjack"
         STDOUT_CONTAINS "\"decimal\": \"0.2815928")
cli_test(blackjack.odds_infinite_deck_named CODE 0 ARGS "odds|blackjack"
         STDOUT_CONTAINS "{\"game\": \"blackjack\", \"decks\": \"infinite\", \"soft_17\": \"stand\"")
# Six decks: 2 · 24/312 · 96/311 = 192/4043; four decks: 2 · 16/208 · 64/207 = 128/2691.
cli_test(blackjack.odds_six_decks CODE 0 ARGS "odds|blackjack|--decks|6"
         STDOUT_CONTAINS "\"blackjack\": {\"fraction\": \"192/4043\"")
cli_test(blackjack.odds_four_decks CODE 0 ARGS "odds|blackjack|--decks|4"
         STDOUT_CONTAINS "\"blackjack\": {\"fraction\": \"128/2691\"")
cli_test(blackjack.odds_first_ten CODE 0 ARGS "odds|blackjack"
         STDOUT_CONTAINS "\"blackjack\": {\"fraction\": \"1/13\", \"decimal\": \"0.0769230769231\"}")
cli_test(blackjack.odds_zero_decks CODE 2 ARGS "odds|blackjack|--decks|0" STDERR_CONTAINS "--decks must be a whole number")
cli_test(blackjack.odds_nine_decks CODE 2 ARGS "odds|blackjack|--decks|9" STDERR_CONTAINS "--decks must be a whole number")
cli_test(blackjack.odds_words CODE 2 ARGS "odds|blackjack|--decks|six" STDERR_CONTAINS "not \"six\"")
cli_test(blackjack.odds_unknown_option CODE 2 ARGS "odds|blackjack|--hole-card|yes" STDERR_CONTAINS "unknown option \"--hole-card\"")
cli_test(blackjack.help_names_odds CODE 0 ARGS "--help" STDOUT_CONTAINS "odds blackjack [--decks N]")

# blackjack.incident (issue 15): 10,000 generated incidents pass check and every changed
# step fails; a bank written by hand: an offer after a refusal is right, a standing bet
# taking the box over the maximum "accepted" is wrong (it is reduced to the room left, §11),
# a refusal out of turn and a maximum that §16 does not allow are malformed, each by its field.
quiz_then_check(blackjack.incident blackjack step choice
                -DCHOICES=offer,hit,burn,accept,reduce,refuse,finish-round,last-round,shuffle)
cli_test(blackjack.incident_check CODE 2 ARGS "check|${banks}/blackjack-incident.jsonl"
         STDERR_CONTAINS "1 right, 1 wrong, 2 malformed")
cli_test(blackjack.incident_wrong_reduce CODE 2 ARGS "check|${banks}/blackjack-incident.jsonl"
         STDOUT_CONTAINS "{\"id\": \"bji-2\", \"ok\": false, \"expected\": {\"step\": \"reduce\", \"box\": 0, \"accepted\": \"100\"}}")
cli_test(blackjack.incident_malformed_refusal CODE 2 ARGS "check|${banks}/blackjack-incident.jsonl"
         STDOUT_CONTAINS "scenario.refused[0]: the card is offered to box 3 first")
cli_test(blackjack.incident_malformed_maximum CODE 2 ARGS "check|${banks}/blackjack-incident.jsonl"
         STDOUT_CONTAINS "scenario.maximum: art. 14 §16")
cli_test(blackjack.incident_prompt_english CODE 0
         ARGS "quiz|--topic|blackjack.incident|--count|20|--seed|3|--lang|en"
         STDOUT_CONTAINS "What does the dealer do")
cli_test(blackjack.incident_wrong_exits_1 CODE 1 ARGS "check|${banks}/blackjack-incident-wrong.jsonl"
         STDERR_CONTAINS "0 right, 1 wrong, 0 malformed")

# Issue 17, "Cards as cards": no prompt holds a card's code (card_code: baccarat.cmake).
foreach(topic blackjack.total blackjack.dealer blackjack.payout blackjack.round blackjack.step blackjack.incident)
    cli_test(quiz.${topic}_prompt_has_no_card_codes CODE 0 ARGS "quiz|--topic|${topic}|--count|200|--seed|5|--lang|en"
             STDOUT_LACKS_REGEX "${card_code}")
endforeach()

# croupier-cli tests of the baccarat incident topics, baccarat.limit and
# baccarat.procedure (core/baccarat/TOPICS.md; uses cli_test and quiz_then_check).

# Generated banks pass check; the same bank with every answer changed fails on every
# line. baccarat.procedure has at most nine cells, each solved by playing the engine
# to the situation: 300 questions a game cover every cell many times over.
quiz_then_check(baccarat.limit "${baccarat_games}" allowed money)
quiz_then_check(baccarat.procedure "${baccarat_games}" step choice
                -DCHOICES=deal,dummy-hand,last-coup,new-shoe,shuffler,burn,to-shuffler -DCOUNT=300)

# check keeps going past bad lines, naming the field at fault; a wrong answer is
# exit 1, a malformed line exit 2. The expected output is worked by hand: 300 / 8 =
# 37.5 rounded down to the chip of 1 is 37 (§19); at Punto Banco the coup after
# the cut card is next is dealt (§16), at deux tableaux no further coup (§2).
cli_test(check.baccarat_incidents_malformed CODE 2 ARGS "check|${banks}/baccarat-malformed.jsonl"
         STDOUT_FILE ${expected}/baccarat-malformed.out STDERR_CONTAINS "2 right, 2 wrong, 5 malformed")

cli_test(quiz.baccarat_limit_prompt CODE 0 ARGS "quiz|--topic|baccarat.limit|--game|punto-banco|--count|1|--seed|3|--lang|en"
         STDOUT_CONTAINS "How much may stay on the layout?")
cli_test(quiz.baccarat_procedure_no_machine_at_chemin_de_fer CODE 0
         ARGS "quiz|--topic|baccarat.procedure|--game|chemin-de-fer|--count|40|--seed|3|--lang|en"
         STDOUT_LACKS "machine")

# Issue 17, "Cards as cards": a prompt writes its cards as a dealer reads them, the
# scenario keeps the bank's codes. Worked by hand from the scenario: TS 4H is "10♠ 4♥"
# (a ten is 10), AD 6C 2D is "A♦ 6♣ 2♦" (the prompts' default language is Greek).
cli_test(quiz.baccarat_total_cards_as_read CODE 0 ARGS "quiz|--topic|baccarat.total|--count|1|--seed|49|--lang|en"
         STDOUT_CONTAINS "\"scenario\": {\"cards\": [\"TS\", \"4H\"]}, \"answer\": {\"total\": 4}, \"prompt\": \"Cards 10♠ 4♥: what is the point?\"}")
cli_test(quiz.baccarat_total_cards_as_read_greek CODE 0 ARGS "quiz|--topic|baccarat.total|--count|1|--seed|3"
         STDOUT_CONTAINS "\"scenario\": {\"cards\": [\"AD\", \"6C\", \"2D\"]}, \"answer\": {\"total\": 9}, \"prompt\": \"Φύλλα A♦ 6♣ 2♦: ποιο είναι το σύνολο πόντων;\"}")
# No prompt of a topic that shows cards holds a code such as "9H" or "TS" (blackjack's
# in blackjack.cmake).
set(card_code "prompt.: .[^}]*[^A-Za-z0-9][2-9TJQKA][SHDC][^A-Za-z]")
foreach(topic baccarat.total baccarat.draw baccarat.coup baccarat.payout baccarat.burn)
    cli_test(quiz.${topic}_prompt_has_no_card_codes CODE 0 ARGS "quiz|--topic|${topic}|--count|200|--seed|5|--lang|en"
             STDOUT_LACKS_REGEX "${card_code}")
endforeach()

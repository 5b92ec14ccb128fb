<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="el" sourcelanguage="en">
<context>
    <name>AppHeader</name>
    <message>
        <location filename="../qml/Components/AppHeader.qml" line="45"/>
        <source>Back</source>
        <extracomment>The header button that returns to the previous page.</extracomment>
        <translation>Πίσω</translation>
    </message>
    <message>
        <location filename="../qml/Components/AppHeader.qml" line="46"/>
        <source>Back to the previous page</source>
        <translation>Επιστροφή στην προηγούμενη σελίδα</translation>
    </message>
    <message>
        <location filename="../qml/Components/AppHeader.qml" line="75"/>
        <source>Dealer training for the tables of Greek casinos</source>
        <extracomment>Under the product&apos;s name in the header.</extracomment>
        <translation>Εκπαίδευση κρουπιέρηδων για τα τραπέζια των ελληνικών καζίνο</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../app/cli/Cli.cpp" line="108"/>
        <source>Run &apos;croupier-cli --help&apos; for the commands.</source>
        <translation>Εκτελέστε &apos;croupier-cli --help&apos; για τις εντολές.</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="116"/>
        <source>Usage: croupier-cli [--lang en|el] COMMAND [OPTIONS]

Question banks for casino dealer training (JSON Lines, one question per line).

Commands:
  quiz --topic T [--game G] --count N --seed S [--level 1-3] [--lang en|el]
      Write N questions of topic T. The same seed gives the same bank.
      Every rule cell is asked before any is repeated. Level 1 uses whole
      chips, 2 odd amounts and half chips, 3 (the default) every kind of stake.
  check FILE|-
      Work out every answer of a bank again from the rules and write one
      JSON line per question. Exit status: 0 every answer is right,
      1 an answer is wrong, 2 a line is malformed.
  odds baccarat --decks N [--game G]
      Exact combination counts and each bet&apos;s house edge.
  topics
      List the topics and the games each one covers.

Options:
  --lang en|el   language of messages; of quiz prompts too (prompts default to Greek)
  -h, --help     show this help
  --version      show the version
</source>
        <extracomment>croupier-cli --help. Keep the command names, option names and the words in capitals (FILE, N, S, T, G) as they are; they are typed literally.</extracomment>
        <translation>Χρήση: croupier-cli [--lang en|el] ΕΝΤΟΛΗ [ΕΠΙΛΟΓΕΣ]

Τράπεζες ερωτήσεων για την εκπαίδευση κρουπιέρηδων (JSON Lines, μία ερώτηση ανά γραμμή).

Εντολές:
  quiz --topic T [--game G] --count N --seed S [--level 1-3] [--lang en|el]
      Γράφει N ερωτήσεις του θέματος T. Ο ίδιος σπόρος (seed) δίνει την ίδια τράπεζα.
      Κάθε κελί των κανόνων ερωτάται πριν επαναληφθεί οποιοδήποτε. Το επίπεδο 1
      έχει ολόκληρες μάρκες, το 2 μονά ποσά και μισές μάρκες, το 3 (εξ ορισμού) κάθε μίζα.
  check ΑΡΧΕΙΟ|-
      Υπολογίζει ξανά από τους κανόνες κάθε απάντηση μιας τράπεζας και γράφει
      μία γραμμή JSON ανά ερώτηση. Κωδικός εξόδου: 0 όλες οι απαντήσεις σωστές,
      1 κάποια απάντηση λάθος, 2 κάποια γραμμή κακοσχηματισμένη.
  odds baccarat --decks N [--game G]
      Ακριβείς αριθμοί συνδυασμών και το πλεονέκτημα του Καζίνο σε κάθε στοίχημα.
  topics
      Τα θέματα και τα παιχνίδια που καλύπτει το καθένα.

Επιλογές:
  --lang en|el   γλώσσα των μηνυμάτων· και των ερωτήσεων του quiz (εξ ορισμού ελληνικά)
  -h, --help     εμφανίζει αυτή τη βοήθεια
  --version      εμφανίζει την έκδοση
</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="149"/>
        <source>--lang needs a value: en or el</source>
        <translation>το --lang θέλει τιμή: en ή el</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="152"/>
        <source>unknown language &quot;%1&quot; for --lang (en or el)</source>
        <translation>άγνωστη γλώσσα &quot;%1&quot; για το --lang (en ή el)</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="176"/>
        <source>unknown command &quot;%1&quot; (quiz, check, odds, topics)</source>
        <translation>άγνωστη εντολή &quot;%1&quot; (quiz, check, odds, topics)</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="186"/>
        <source>quiz: unknown option &quot;%1&quot; (%2)</source>
        <translation>quiz: άγνωστη επιλογή &quot;%1&quot; (%2)</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="188"/>
        <source>quiz: %1 needs a value</source>
        <translation>quiz: το %1 θέλει τιμή</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="190"/>
        <source>quiz: %1 is given twice</source>
        <translation>quiz: το %1 δόθηκε δύο φορές</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="196"/>
        <source>quiz: %1 is required</source>
        <translation>quiz: το %1 είναι υποχρεωτικό</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="201"/>
        <source>quiz: unknown topic &quot;%1&quot; (known topics: %2)</source>
        <translation>quiz: άγνωστο θέμα &quot;%1&quot; (γνωστά θέματα: %2)</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="207"/>
        <source>quiz: unknown game &quot;%1&quot; (games: %2)</source>
        <translation>quiz: άγνωστο παιχνίδι &quot;%1&quot; (παιχνίδια: %2)</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="210"/>
        <source>quiz: topic %1 has no questions for %2 (games: %3)</source>
        <translation>quiz: το θέμα %1 δεν έχει ερωτήσεις για το %2 (παιχνίδια: %3)</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="218"/>
        <source>quiz: --count must be a whole number from 0 to 10000000, not &quot;%1&quot;</source>
        <translation>quiz: το --count πρέπει να είναι ακέραιος από 0 έως 10000000, όχι &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="222"/>
        <source>quiz: --seed must be a whole number from 0 to 18446744073709551615, not &quot;%1&quot;</source>
        <translation>quiz: το --seed πρέπει να είναι ακέραιος από 0 έως 18446744073709551615, όχι &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="229"/>
        <source>quiz: --level must be 1, 2 or 3, not &quot;%1&quot;</source>
        <translation>quiz: το --level πρέπει να είναι 1, 2 ή 3, όχι &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="250"/>
        <source>check: give exactly one bank file, or - for standard input</source>
        <translation>check: δώστε ακριβώς ένα αρχείο τράπεζας ερωτήσεων, ή - για την τυπική είσοδο</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="256"/>
        <source>croupier-cli: cannot read the bank file &quot;%1&quot;</source>
        <translation>croupier-cli: δεν είναι δυνατή η ανάγνωση του αρχείου τράπεζας &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="278"/>
        <source>%1 right, %2 wrong, %3 malformed</source>
        <extracomment>check&apos;s summary on standard error: counts of right, wrong and malformed lines</extracomment>
        <translation>%1 σωστές, %2 λάθος, %3 κακοσχηματισμένες</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="289"/>
        <source>odds: name a game family: baccarat</source>
        <translation>odds: δώστε οικογένεια παιχνιδιών: baccarat</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="291"/>
        <source>odds: unknown game family &quot;%1&quot;</source>
        <translation>odds: άγνωστη οικογένεια παιχνιδιών &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="297"/>
        <source>odds: unknown option &quot;%1&quot; (%2)</source>
        <translation>odds: άγνωστη επιλογή «%1» (%2)</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="299"/>
        <source>odds: %1 needs a value</source>
        <translation>odds: η %1 χρειάζεται τιμή</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="301"/>
        <source>odds: %1 is given twice</source>
        <translation>odds: η %1 δόθηκε δύο φορές</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="306"/>
        <source>a whole number of decks from %1 to %2</source>
        <extracomment>%1 and %2 are the fewest and most decks of a shoe (1 and 8)</extracomment>
        <translation>ακέραιος αριθμός τραπουλών από %1 έως %2</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="311"/>
        <source>odds: --decks is required: %1</source>
        <extracomment>%1 is &quot;a whole number of decks from 1 to 8&quot;</extracomment>
        <translation>odds: η --decks είναι υποχρεωτική: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="316"/>
        <source>odds: --decks must be %1, not &quot;%2&quot;</source>
        <extracomment>%1 is &quot;a whole number of decks from 1 to 8&quot;; %2 what was typed</extracomment>
        <translation>odds: η --decks πρέπει να είναι %1, όχι «%2»</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="323"/>
        <source>odds: unknown game &quot;%1&quot; (games: %2)</source>
        <translation>odds: άγνωστο παιχνίδι «%1» (παιχνίδια: %2)</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="327"/>
        <source>odds: chemin-de-fer has no fixed house edge: the player&apos;s 5 and some of the banker&apos;s totals are drawn or stood at the holder&apos;s option (art. 15 §8), so the odds depend on how they choose (games: %1)</source>
        <translation>odds: το chemin-de-fer (Σεμέν ντε φερ) δεν έχει σταθερό πλεονέκτημα του Καζίνο: με 5 ο παίκτης, και με ορισμένα σύνολα ο πάγκος, «ή τραβά ή δεν τραβά» κατά την επιλογή του (άρθρο 15 §8), άρα οι πιθανότητες εξαρτώνται από τις επιλογές τους (παιχνίδια: %1)</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="332"/>
        <source>odds: deux-tableaux has no fixed house edge: the punters&apos; 5 is their option and the banker draws or stands at his discretion, so the odds depend on how they choose (games: %1)</source>
        <translation>odds: το deux-tableaux (Μπακαράς με δύο ταμπλώ) δεν έχει σταθερό πλεονέκτημα του Καζίνο: με 5 οι παίκτες επιλέγουν, και ο πάγκος τραβά ή δεν τραβά κατά την κρίση του, άρα οι πιθανότητες εξαρτώνται από τις επιλογές τους (παιχνίδια: %1)</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="337"/>
        <source>odds: %1 is not a baccarat game (games: %2)</source>
        <translation>odds: το %1 δεν είναι παιχνίδι μπακαρά (παιχνίδια: %2)</translation>
    </message>
</context>
<context>
    <name>ComingSoonPage</name>
    <message>
        <location filename="../qml/Pages/ComingSoonPage.qml" line="21"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../qml/Pages/ComingSoonPage.qml" line="48"/>
        <source>This mode is being prepared. It will follow the rules of the Greek casino regulation and will arrive in a coming version of Croupier.</source>
        <extracomment>The page behind a training mode that is not there yet.</extracomment>
        <translation>Αυτός ο τρόπος εξάσκησης ετοιμάζεται. Θα ακολουθεί τους κανόνες του κανονισμού των ελληνικών καζίνο και θα έρθει σε μια επόμενη έκδοση του Croupier.</translation>
    </message>
    <message>
        <location filename="../qml/Pages/ComingSoonPage.qml" line="61"/>
        <source>Back to the tables</source>
        <extracomment>Button on a placeholder page: back to the list of games.</extracomment>
        <translation>Πίσω στα τραπέζια</translation>
    </message>
</context>
<context>
    <name>GameDelegate</name>
    <message>
        <location filename="../qml/Delegates/GameDelegate.qml" line="184"/>
        <source>coming soon</source>
        <extracomment>Under a training mode that is not there yet.</extracomment>
        <translation>σύντομα</translation>
    </message>
    <message>
        <location filename="../qml/Delegates/GameDelegate.qml" line="186"/>
        <source>%1: %2</source>
        <extracomment>Accessible name of a mode button: game, mode. Example: &quot;Craps: Drills&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../qml/Delegates/GameDelegate.qml" line="188"/>
        <source>Coming soon: opens a page about this mode</source>
        <extracomment>Accessible description of a mode button that is not there yet.</extracomment>
        <translation>Σύντομα: ανοίγει μια σελίδα για αυτόν τον τρόπο εξάσκησης</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message>
        <location filename="../qml/Components/GameListModel.qml" line="9"/>
        <source>Punto Banco</source>
        <extracomment>A game&apos;s name (art. 15, &quot;Μπάνκο Πούντο&quot;).</extracomment>
        <translation>Μπάνκο Πούντο</translation>
    </message>
    <message>
        <location filename="../qml/Components/GameListModel.qml" line="12"/>
        <source>Baccarat against the casino: Punto and Banco draw by the tableau.</source>
        <extracomment>One line on the home page: what the game is.</extracomment>
        <translation>Μπακαράς απέναντι στο Καζίνο: Punto και Banco τραβούν χαρτί κατά τον πίνακα.</translation>
    </message>
    <message>
        <location filename="../qml/Components/GameListModel.qml" line="18"/>
        <source>Chemin de fer</source>
        <extracomment>A game&apos;s name (art. 15, &quot;Μπακαράς Σεμέν ντε φερ&quot;).</extracomment>
        <translation>Σεμέν ντε φερ</translation>
    </message>
    <message>
        <location filename="../qml/Components/GameListModel.qml" line="21"/>
        <source>Baccarat where the players hold the bank in turn; the casino takes a 5% cagnotte.</source>
        <extracomment>One line on the home page: what the game is. The cagnotte is the casino&apos;s 5% cut.</extracomment>
        <translation>Μπακαράς όπου οι παίκτες κρατούν με τη σειρά τον μπάνκο· το Καζίνο παρακρατεί γκανιότα 5%.</translation>
    </message>
    <message>
        <location filename="../qml/Components/GameListModel.qml" line="27"/>
        <source>Deux tableaux</source>
        <extracomment>A game&apos;s name (art. 15, &quot;Μπακαράς με δύο ταμπλώ&quot;).</extracomment>
        <translation>Μπακαράς με δύο ταμπλώ</translation>
    </message>
    <message>
        <location filename="../qml/Components/GameListModel.qml" line="30"/>
        <source>One bank against two tableaux; each tableau is settled on its own.</source>
        <extracomment>One line on the home page: what the game is.</extracomment>
        <translation>Ένας μπάνκο απέναντι σε δύο ταμπλώ· κάθε ταμπλώ κρίνεται χωριστά.</translation>
    </message>
    <message>
        <location filename="../qml/Components/GameListModel.qml" line="36"/>
        <source>Craps</source>
        <extracomment>A game&apos;s name (art. 16, &quot;Αμερικάνικα ζάρια (CRAPS)&quot;).</extracomment>
        <translation>Αμερικάνικα ζάρια (Craps)</translation>
    </message>
    <message>
        <location filename="../qml/Components/GameListModel.qml" line="39"/>
        <source>Two dice: WIN, DON&apos;T WIN, come, field, hardways, odds and one-roll bets.</source>
        <extracomment>One line on the home page: what the game is. WIN and DON&apos;T WIN are the names of the lines on the layout: keep them.</extracomment>
        <translation>Δύο ζάρια: WIN, DON&apos;T WIN, COME, FIELD, HARD WAYS, ODDS και τύχες μίας ρίψης.</translation>
    </message>
    <message>
        <location filename="../qml/Components/GameListModel.qml" line="45"/>
        <source>Blackjack</source>
        <extracomment>A game&apos;s name (art. 14, &quot;Μπλάκτζακ&quot;).</extracomment>
        <translation>Μπλάκτζακ</translation>
    </message>
    <message>
        <location filename="../qml/Components/GameListModel.qml" line="48"/>
        <source>Four to six decks; the dealer stands on 17; blackjack pays 3&#xa0;to&#xa0;2.</source>
        <extracomment>One line on the home page: what the game is. &quot;3 to 2&quot; is joined by no-break spaces.</extracomment>
        <translation>4 έως 6 τράπουλες· ο κρουπιέρης σταματά στο 17· το Μπλάκτζακ πληρώνεται 3&#xa0;προς&#xa0;2.</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <location filename="../qml/Pages/HomePage.qml" line="28"/>
        <source>Choose a table</source>
        <extracomment>The title of the home page, above the list of games.</extracomment>
        <translation>Επιλέξτε τραπέζι</translation>
    </message>
    <message>
        <location filename="../qml/Pages/HomePage.qml" line="56"/>
        <source>Drills, free play and exams for every game, following the Greek casino regulation (articles 14, 15 and 16).</source>
        <extracomment>Under the title of the home page.</extracomment>
        <translation>Ασκήσεις, ελεύθερο παιχνίδι και εξετάσεις για κάθε παιχνίδι, σύμφωνα με τον κανονισμό των ελληνικών καζίνο (άρθρα 14, 15 και 16).</translation>
    </message>
</context>
<context>
    <name>LanguageSwitch</name>
    <message>
        <location filename="../qml/Components/LanguageSwitch.qml" line="21"/>
        <source>Interface language</source>
        <extracomment>Accessible name of the language switch in the header.</extracomment>
        <translation>Γλώσσα περιβάλλοντος</translation>
    </message>
    <message>
        <location filename="../qml/Components/LanguageSwitch.qml" line="55"/>
        <source>Show the interface in this language</source>
        <extracomment>Accessible description of a button in the language switch.</extracomment>
        <translation>Εμφάνιση του περιβάλλοντος σε αυτή τη γλώσσα</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="34"/>
        <source>Croupier — dealer training</source>
        <extracomment>The window title. &quot;Croupier&quot; is the product&apos;s name: keep it in Latin letters.</extracomment>
        <translation>Croupier — εκπαίδευση κρουπιέρηδων</translation>
    </message>
</context>
<context>
    <name>ModeListModel</name>
    <message>
        <location filename="../qml/Components/ModeListModel.qml" line="9"/>
        <source>Drills</source>
        <extracomment>A training mode: short exercises on one skill (payouts, drawing rules...).</extracomment>
        <translation>Ασκήσεις</translation>
    </message>
    <message>
        <location filename="../qml/Components/ModeListModel.qml" line="15"/>
        <source>Free play</source>
        <extracomment>A training mode: deal a whole game at your own pace.</extracomment>
        <translation>Ελεύθερο παιχνίδι</translation>
    </message>
    <message>
        <location filename="../qml/Components/ModeListModel.qml" line="21"/>
        <source>Exams</source>
        <extracomment>A training mode: a timed, scored test.</extracomment>
        <translation>Εξετάσεις</translation>
    </message>
</context>
<context>
    <name>PromptText</name>
    <message>
        <location filename="../app/text/PromptText.cpp" line="26"/>
        <source>Cards %1: what is the point?</source>
        <comment>baccarat.total: %1 is a list of 2 or 3 cards such as &quot;7H 8S&quot;; the point is the sum modulo 10 (art. 15 §13)</comment>
        <translation>Φύλλα %1: ποιο είναι το σύνολο πόντων;</translation>
    </message>
    <message>
        <location filename="../app/text/PromptText.cpp" line="30"/>
        <source>Punto %1, Banco %2: does Punto draw a third card?</source>
        <comment>baccarat.draw: %1 and %2 are cards such as &quot;7H 8S&quot;. The answer is draw, stand or option. Keep Punto and Banco as in the regulation.</comment>
        <translation>Punto %1, Banco %2: τραβά το Punto τρίτο χαρτί;</translation>
    </message>
    <message>
        <location filename="../app/text/PromptText.cpp" line="34"/>
        <source>Punto %1, Banco %2: does Banco draw a third card?</source>
        <comment>baccarat.draw: %1 and %2 are cards; Punto may already have a third card</comment>
        <translation>Punto %1, Banco %2: τραβά το Banco τρίτο χαρτί;</translation>
    </message>
    <message>
        <location filename="../app/text/PromptText.cpp" line="37"/>
        <source>Punto %1, Banco %2: what are the two points, and who wins?</source>
        <comment>baccarat.coup: a complete coup; the answer is both points and Punto, Banco or Egalité</comment>
        <translation>Punto %1, Banco %2: ποιοι είναι οι πόντοι των δύο χεριών και ποιος κερδίζει;</translation>
    </message>
    <message>
        <location filename="../app/text/PromptText.cpp" line="41"/>
        <source>%1 on Punto, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</source>
        <comment>baccarat.payout: %1 is the stake, %2 the table&apos;s smallest chip, %3 and %4 cards</comment>
        <translation>%1 στο Punto, μικρότερη μάρκα %2. Punto %3, Banco %4: τι πληρώνετε και πόση γκανιότα παρακρατείται;</translation>
    </message>
    <message>
        <location filename="../app/text/PromptText.cpp" line="46"/>
        <source>%1 on Banco, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</source>
        <comment>baccarat.payout: %1 is the stake, %2 the table&apos;s smallest chip, %3 and %4 cards</comment>
        <translation>%1 στο Banco, μικρότερη μάρκα %2. Punto %3, Banco %4: τι πληρώνετε και πόση γκανιότα παρακρατείται;</translation>
    </message>
    <message>
        <location filename="../app/text/PromptText.cpp" line="51"/>
        <source>%1 on Egalité, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</source>
        <comment>baccarat.payout: a bet on the tie (Egalité)</comment>
        <translation>%1 στην ισοπαλία (Egalité), μικρότερη μάρκα %2. Punto %3, Banco %4: τι πληρώνετε και πόση γκανιότα παρακρατείται;</translation>
    </message>
    <message>
        <location filename="../app/text/PromptText.cpp" line="56"/>
        <source>%1 on the Punto pair, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</source>
        <comment>baccarat.payout: a side bet that Punto&apos;s first two cards are a pair</comment>
        <translation>%1 στο ζεύγος του Punto, μικρότερη μάρκα %2. Punto %3, Banco %4: τι πληρώνετε και πόση γκανιότα παρακρατείται;</translation>
    </message>
    <message>
        <location filename="../app/text/PromptText.cpp" line="61"/>
        <source>%1 on the Banco pair, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</source>
        <comment>baccarat.payout: a side bet that Banco&apos;s first two cards are a pair</comment>
        <translation>%1 στο ζεύγος του Banco, μικρότερη μάρκα %2. Punto %3, Banco %4: τι πληρώνετε και πόση γκανιότα παρακρατείται;</translation>
    </message>
    <message>
        <location filename="../app/text/PromptText.cpp" line="66"/>
        <source>%1 on Super Six, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</source>
        <comment>baccarat.payout: the Super Six (Fortune Six) side bet: Banco wins with 6</comment>
        <translation>%1 στο Super Six, μικρότερη μάρκα %2. Punto %3, Banco %4: τι πληρώνετε και πόση γκανιότα παρακρατείται;</translation>
    </message>
    <message>
        <location filename="../app/text/PromptText.cpp" line="71"/>
        <source>The banker won %1, smallest chip %2: how much goes into the cagnotte box?</source>
        <comment>baccarat.cagnotte, chemin de fer: 5 % of the banker&apos;s winnings (art. 15 §7); the cagnotte is γκανιότα in the regulation</comment>
        <translation>Ο μπάνκο κέρδισε %1, μικρότερη μάρκα %2: πόσα μπαίνουν στο κουτί γκανιότας;</translation>
    </message>
    <message>
        <location filename="../app/text/PromptText.cpp" line="76"/>
        <source>A new shoe: the first card turned is %1. How many cards go to the discard holder, the first included?</source>
        <comment>baccarat.burn: %1 is a card such as &quot;7H&quot;; art. 15 §9, the burn</comment>
        <translation>Νέο κουτί τραπουλόχαρτων: το πρώτο φύλλο που γυρίζει είναι %1. Πόσα φύλλα πηγαίνουν στον συλλέκτη (Discard Holder), περιλαμβανομένου και του πρώτου;</translation>
    </message>
</context>
<context>
    <name>RuleText</name>
    <message>
        <location filename="../app/text/RuleText.cpp" line="22"/>
        <source>%1 or %2</source>
        <extracomment>Joins the last item of a list of card values: &quot;2, 3 or 4&quot;</extracomment>
        <translation>%1 ή %2</translation>
    </message>
    <message>
        <location filename="../app/text/RuleText.cpp" line="32"/>
        <source>Punto</source>
        <extracomment>The player&apos;s hand: &quot;Punto&quot; at Punto Banco (keep the regulation&apos;s word)</extracomment>
        <translation>Punto</translation>
    </message>
    <message>
        <location filename="../app/text/RuleText.cpp" line="32"/>
        <source>The player</source>
        <translation>Ο παίκτης</translation>
    </message>
    <message>
        <location filename="../app/text/RuleText.cpp" line="34"/>
        <source>Banco</source>
        <extracomment>The banker&apos;s hand: &quot;Banco&quot; at Punto Banco (keep the regulation&apos;s word)</extracomment>
        <translation>Banco</translation>
    </message>
    <message>
        <location filename="../app/text/RuleText.cpp" line="34"/>
        <source>The banker</source>
        <translation>Ο πάγκος</translation>
    </message>
    <message>
        <location filename="../app/text/RuleText.cpp" line="37"/>
        <source>A natural (8 or 9 on the first two cards) is turned over: nobody draws (%1).</source>
        <translation>Με natural (8 ή 9 πόντοι με τα δύο πρώτα φύλλα) τα φύλλα γυρίζουν: κανείς δεν τραβά χαρτί (%1).</translation>
    </message>
    <message>
        <location filename="../app/text/RuleText.cpp" line="43"/>
        <source>%1 with %2 must draw a third card (%3).</source>
        <translation>%1 με %2 τραβά υποχρεωτικά τρίτο χαρτί (%3).</translation>
    </message>
    <message>
        <location filename="../app/text/RuleText.cpp" line="44"/>
        <source>%1 with %2 must stand (%3).</source>
        <translation>%1 με %2 δεν τραβά χαρτί (%3).</translation>
    </message>
    <message>
        <location filename="../app/text/RuleText.cpp" line="46"/>
        <source>%1 with %2 may draw or stand, as he chooses (%3).</source>
        <translation>%1 με %2 ή τραβά ή δεν τραβά χαρτί, κατά την επιλογή του (%3).</translation>
    </message>
    <message>
        <location filename="../app/text/RuleText.cpp" line="54"/>
        <source>%1 stood. %2 with %3 must draw (%4).</source>
        <translation>%1 δεν τράβηξε χαρτί. %2 με %3 τραβά υποχρεωτικά χαρτί (%4).</translation>
    </message>
    <message>
        <location filename="../app/text/RuleText.cpp" line="56"/>
        <source>%1 stood. %2 with %3 must stand (%4).</source>
        <translation>%1 δεν τράβηξε χαρτί. %2 με %3 δεν τραβά χαρτί (%4).</translation>
    </message>
    <message>
        <location filename="../app/text/RuleText.cpp" line="58"/>
        <location filename="../app/text/RuleText.cpp" line="73"/>
        <source>%1 with %2 draws or stands at his discretion (%3).</source>
        <translation>%1 με %2 τραβά ή δεν τραβά χαρτί κατά την κρίση του (%3).</translation>
    </message>
    <message>
        <location filename="../app/text/RuleText.cpp" line="75"/>
        <source>%1 with %2 always draws, whatever the third card (%3).</source>
        <translation>%1 με %2 πάντα τραβά χαρτί, όποιο κι αν είναι το τρίτο φύλλο (%3).</translation>
    </message>
    <message>
        <location filename="../app/text/RuleText.cpp" line="77"/>
        <source>%1 with %2 always stands, whatever the third card (%3).</source>
        <translation>%1 με %2 ποτέ δεν τραβά χαρτί, όποιο κι αν είναι το τρίτο φύλλο (%3).</translation>
    </message>
    <message>
        <location filename="../app/text/RuleText.cpp" line="80"/>
        <source>%1 with %2 draws when the third card is %3 and stands when it is %4 (%5).</source>
        <extracomment>%1 Banco/The banker, %2 its total, %3 and %4 lists of card values, %5 the article</extracomment>
        <translation>%1 με %2 τραβά χαρτί όταν το τρίτο φύλλο είναι %3 και δεν τραβά όταν είναι %4 (%5).</translation>
    </message>
    <message>
        <location filename="../app/text/RuleText.cpp" line="85"/>
        <source>%1 with %2 draws when the third card is %3, may draw or stand when it is %4, and stands when it is %5 (%6).</source>
        <extracomment>%1 The banker, %2 its total, %3 %4 %5 lists of card values, %6 the article</extracomment>
        <translation>%1 με %2 τραβά χαρτί όταν το τρίτο φύλλο είναι %3, ή τραβά ή δεν τραβά όταν είναι %4, και δεν τραβά όταν είναι %5 (%6).</translation>
    </message>
</context>
<context>
    <name>croupier::PageScreenshot</name>
    <message>
        <location filename="../app/PageScreenshot.cpp" line="37"/>
        <location filename="../app/PageScreenshot.cpp" line="55"/>
        <location filename="../app/PageScreenshot.cpp" line="74"/>
        <source>the window was closed before the page could be rendered</source>
        <translation>το παράθυρο έκλεισε πριν αποδοθεί η σελίδα</translation>
    </message>
    <message>
        <location filename="../app/PageScreenshot.cpp" line="41"/>
        <source>the page did not settle within %1 seconds</source>
        <translation>η σελίδα δεν ολοκληρώθηκε μέσα σε %1 δευτερόλεπτα</translation>
    </message>
    <message>
        <location filename="../app/PageScreenshot.cpp" line="79"/>
        <source>the window could not be grabbed</source>
        <translation>δεν ήταν δυνατή η λήψη του παραθύρου</translation>
    </message>
    <message>
        <location filename="../app/PageScreenshot.cpp" line="83"/>
        <source>cannot write the screenshot to %1</source>
        <translation>δεν είναι δυνατή η εγγραφή του στιγμιότυπου στο %1</translation>
    </message>
    <message>
        <location filename="../app/PageScreenshot.cpp" line="98"/>
        <source>croupier: screenshot failed: %1</source>
        <extracomment>Printed before an error message of the --screenshot option.</extracomment>
        <translation>croupier: η λήψη στιγμιότυπου απέτυχε: %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="28"/>
        <source>croupier: %1</source>
        <translation>croupier: %1</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="55"/>
        <source>Croupier: a trainer for casino dealers.</source>
        <translation>Croupier: εκπαίδευση κρουπιέρηδων καζίνο.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="61"/>
        <source>Use LANGUAGE (el or en) for this run only; the language chosen in the app is not changed.</source>
        <extracomment>Help for --lang. Keep &quot;el&quot; and &quot;en&quot; as they are: they are the values to type.</extracomment>
        <translation>Χρήση της ΓΛΩΣΣΑΣ (el ή en) μόνο για αυτή την εκτέλεση· η γλώσσα που επιλέχθηκε στην εφαρμογή δεν αλλάζει.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="63"/>
        <source>LANGUAGE</source>
        <extracomment>The value placeholder of --lang, shown in --help.</extracomment>
        <translation>ΓΛΩΣΣΑ</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="66"/>
        <source>Render a page into the PNG file FILE and exit.</source>
        <translation>Αποτύπωση μιας σελίδας στο αρχείο PNG ΑΡΧΕΙΟ και έξοδος.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="68"/>
        <source>FILE</source>
        <extracomment>The value placeholder of --screenshot, shown in --help.</extracomment>
        <translation>ΑΡΧΕΙΟ</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="71"/>
        <source>The page to open, for example &quot;home&quot;.</source>
        <translation>Η σελίδα που ανοίγει, για παράδειγμα &quot;home&quot;.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="73"/>
        <source>NAME</source>
        <extracomment>The value placeholder of --page, shown in --help.</extracomment>
        <translation>ΟΝΟΜΑ</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="77"/>
        <source>The window size in pixels, for example 1280x800.</source>
        <translation>Το μέγεθος του παραθύρου σε pixel, για παράδειγμα 1280x800.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="79"/>
        <source>WxH</source>
        <extracomment>The value placeholder of --size, shown in --help: width x height.</extracomment>
        <translation>ΠxΥ</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="87"/>
        <source>unknown language &quot;%1&quot;; choose one of: %2</source>
        <translation>άγνωστη γλώσσα &quot;%1&quot;· επιλέξτε μία από: %2</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="95"/>
        <source>the size must look like 1280x800, not &quot;%1&quot;</source>
        <translation>το μέγεθος πρέπει να έχει τη μορφή 1280x800, όχι &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="126"/>
        <source>unknown page &quot;%1&quot;; known pages: %2</source>
        <translation>άγνωστη σελίδα &quot;%1&quot;· γνωστές σελίδες: %2</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AppHeader</name>
    <message>
        <location filename="../qml/Components/AppHeader.qml" line="45"/>
        <source>Back</source>
        <extracomment>The header button that returns to the previous page.</extracomment>
        <translation>Back</translation>
    </message>
    <message>
        <location filename="../qml/Components/AppHeader.qml" line="46"/>
        <source>Back to the previous page</source>
        <translation>Back to the previous page</translation>
    </message>
    <message>
        <location filename="../qml/Components/AppHeader.qml" line="75"/>
        <source>Dealer training for the tables of Greek casinos</source>
        <extracomment>Under the product&apos;s name in the header.</extracomment>
        <translation>Dealer training for the tables of Greek casinos</translation>
    </message>
</context>
<context>
    <name>BaccaratRulesPage</name>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="49"/>
        <source>Baccarat rules</source>
        <extracomment>The title of the rules page of the three baccarat games.</extracomment>
        <translation>Baccarat rules</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="56"/>
        <source>D</source>
        <extracomment>Letter in a tableau cell: the hand draws a third card. Greek: Τ (τραβά). One letter.</extracomment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="58"/>
        <source>O</source>
        <extracomment>Letter in a tableau cell: the hand draws or stands as its holder chooses. Greek: Ε (επιλογή). One letter.</extracomment>
        <translation>O</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="60"/>
        <source>S</source>
        <extracomment>Letter in a tableau cell: the hand stands (draws no card). Greek: Μ (μένει). One letter.</extracomment>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="66"/>
        <source>draws</source>
        <extracomment>What a hand does (tableau cell): draws a third card. Short.</extracomment>
        <translation>draws</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="68"/>
        <source>option</source>
        <extracomment>What a hand does (tableau cell): its holder may draw or stand. Short.</extracomment>
        <translation>option</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="70"/>
        <source>stands</source>
        <extracomment>What a hand does (tableau cell): draws no card. Short.</extracomment>
        <translation>stands</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="76"/>
        <source>Punto with %1</source>
        <translation>Punto with %1</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="78"/>
        <source>The player with %1</source>
        <extracomment>A tableau cell at chemin de fer or deux tableaux: the player&apos;s two-card total</extracomment>
        <translation>The player with %1</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="82"/>
        <source>Banco with %1; Punto&apos;s third card: %2</source>
        <extracomment>A tableau cell: Banco&apos;s two-card total %1, Punto&apos;s third card %2</extracomment>
        <translation>Banco with %1; Punto&apos;s third card: %2</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="84"/>
        <source>The banker with %1; the player&apos;s third card: %2</source>
        <extracomment>A tableau cell at chemin de fer or deux tableaux: the banker&apos;s total %1, the player&apos;s third card %2</extracomment>
        <translation>The banker with %1; the player&apos;s third card: %2</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="85"/>
        <source>Banco with %1; Punto stood</source>
        <translation>Banco with %1; Punto stood</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="86"/>
        <source>The banker with %1; the player stood</source>
        <translation>The banker with %1; the player stood</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="173"/>
        <source>Game</source>
        <extracomment>Accessible name of the choice of game on the rules page.</extracomment>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="207"/>
        <source>8 · 9</source>
        <extracomment>A badge before the naturals rule: the two totals that are naturals. Keep it short.</extracomment>
        <translation>8 · 9</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="306"/>
        <source>Punto</source>
        <translation>Punto</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="308"/>
        <source>Player</source>
        <extracomment>Caption of the player&apos;s column at chemin de fer</extracomment>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="310"/>
        <source>Each tableau</source>
        <extracomment>Caption of the punters&apos; column at deux tableaux: each tableau plays by it</extracomment>
        <translation>Each tableau</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="324"/>
        <source>%1, by Punto&apos;s third card</source>
        <extracomment>Caption of the banker&apos;s grid at Punto Banco: %1 &quot;Banco&quot; in bold; the columns are Punto&apos;s third card</extracomment>
        <translation>%1, by Punto&apos;s third card</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="326"/>
        <source>%1, by the player&apos;s third card</source>
        <extracomment>Caption of the banker&apos;s grid at chemin de fer and deux tableaux: %1 &quot;Banker&quot; in bold</extracomment>
        <translation>%1, by the player&apos;s third card</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="327"/>
        <source>Banco</source>
        <translation>Banco</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="329"/>
        <source>Banker</source>
        <extracomment>The banker&apos;s grid at chemin de fer and deux tableaux</extracomment>
        <translation>Banker</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="362"/>
        <source>Punto stood</source>
        <extracomment>Header of the column where Punto drew no third card. Two short lines at most.</extracomment>
        <translation>Punto stood</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="364"/>
        <source>Player stood</source>
        <extracomment>Header of the column where the player drew no third card. Two short lines at most.</extracomment>
        <translation>Player stood</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="478"/>
        <source>draws a third card</source>
        <extracomment>Legend of the tableau: the hand draws a third card</extracomment>
        <translation>draws a third card</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="480"/>
        <source>draws or stands, as its holder chooses</source>
        <extracomment>Legend of the tableau: the hand&apos;s holder chooses</extracomment>
        <translation>draws or stands, as its holder chooses</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="482"/>
        <source>stands, draws no card</source>
        <extracomment>Legend of the tableau: the hand draws no card</extracomment>
        <translation>stands, draws no card</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="599"/>
        <source>The house&apos;s share</source>
        <extracomment>Heading of the pay table on the rules page</extracomment>
        <translation>The house&apos;s share</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="599"/>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="640"/>
        <source>Pay table</source>
        <extracomment>Accessible name of the choice of Punto Banco pay table</extracomment>
        <translation>Pay table</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="633"/>
        <source>With commission</source>
        <extracomment>A Punto Banco pay table: Banco pays 95:100 (5 % commission)</extracomment>
        <translation>With commission</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="635"/>
        <source>No commission</source>
        <extracomment>A Punto Banco pay table: Banco pays 1:1, 1:2 with a 6</extracomment>
        <translation>No commission</translation>
    </message>
    <message>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="637"/>
        <source>Super Six</source>
        <extracomment>A Punto Banco pay table with the Super Six side bet: keep &quot;Super Six&quot;</extracomment>
        <translation>Super Six</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../app/cli/Cli.cpp" line="108"/>
        <source>Run &apos;croupier-cli --help&apos; for the commands.</source>
        <translation>Run &apos;croupier-cli --help&apos; for the commands.</translation>
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
        <translation>Usage: croupier-cli [--lang en|el] COMMAND [OPTIONS]

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
</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="139"/>
        <source>
Craps odds:
  odds craps
      Each bet&apos;s exact chances of winning, losing and pushing on the roll
      that decides it, and its house edge (art. 16).
</source>
        <extracomment>croupier-cli --help, after the main text. Keep &quot;odds craps&quot; as it is (typed literally)</extracomment>
        <translation>
Craps odds:
  odds craps
      Each bet&apos;s exact chances of winning, losing and pushing on the roll
      that decides it, and its house edge (art. 16).
</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="145"/>
        <source>
Blackjack odds:
  odds blackjack [--decks N]
      Exact probabilities of the dealer&apos;s final hand (17-21, blackjack, bust;
      no hole card, stands on soft 17): a shoe of N decks (1 to 8), or an
      infinite deck without --decks.
</source>
        <extracomment>croupier-cli --help, after the main text. Keep &quot;odds blackjack&quot;, &quot;--decks&quot; and N as they are (typed literally)</extracomment>
        <translation>
Blackjack odds:
  odds blackjack [--decks N]
      Exact probabilities of the dealer&apos;s final hand (17-21, blackjack, bust;
      no hole card, stands on soft 17): a shoe of N decks (1 to 8), or an
      infinite deck without --decks.
</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="162"/>
        <source>--lang needs a value: en or el</source>
        <translation>--lang needs a value: en or el</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="165"/>
        <source>unknown language &quot;%1&quot; for --lang (en or el)</source>
        <translation>unknown language &quot;%1&quot; for --lang (en or el)</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="189"/>
        <source>unknown command &quot;%1&quot; (quiz, check, odds, topics)</source>
        <translation>unknown command &quot;%1&quot; (quiz, check, odds, topics)</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="199"/>
        <source>%1: unknown option &quot;%2&quot; (%3)</source>
        <extracomment>%1 is the command (quiz, odds), %2 what was typed, %3 the options it knows</extracomment>
        <translation>%1: unknown option &quot;%2&quot; (%3)</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="204"/>
        <source>%1: %2 needs a value</source>
        <extracomment>%1 is the command (quiz, odds), %2 the option</extracomment>
        <translation>%1: %2 needs a value</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="209"/>
        <source>%1: %2 is given twice</source>
        <extracomment>%1 is the command (quiz, odds), %2 the option</extracomment>
        <translation>%1: %2 is given twice</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="227"/>
        <source>quiz: %1 is required</source>
        <translation>quiz: %1 is required</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="232"/>
        <source>quiz: unknown topic &quot;%1&quot; (known topics: %2)</source>
        <translation>quiz: unknown topic &quot;%1&quot; (known topics: %2)</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="238"/>
        <source>quiz: unknown game &quot;%1&quot; (games: %2)</source>
        <translation>quiz: unknown game &quot;%1&quot; (games: %2)</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="241"/>
        <source>quiz: topic %1 has no questions for %2 (games: %3)</source>
        <translation>quiz: topic %1 has no questions for %2 (games: %3)</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="249"/>
        <source>quiz: --count must be a whole number from 0 to 10000000, not &quot;%1&quot;</source>
        <translation>quiz: --count must be a whole number from 0 to 10000000, not &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="253"/>
        <source>quiz: --seed must be a whole number from 0 to 18446744073709551615, not &quot;%1&quot;</source>
        <translation>quiz: --seed must be a whole number from 0 to 18446744073709551615, not &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="260"/>
        <source>quiz: --level must be 1, 2 or 3, not &quot;%1&quot;</source>
        <translation>quiz: --level must be 1, 2 or 3, not &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="280"/>
        <source>croupier-cli: quiz stopped: %1</source>
        <translation>croupier-cli: quiz stopped: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="290"/>
        <source>check: give exactly one bank file, or - for standard input</source>
        <translation>check: give exactly one bank file, or - for standard input</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="296"/>
        <source>croupier-cli: cannot read the bank file &quot;%1&quot;</source>
        <translation>croupier-cli: cannot read the bank file &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="318"/>
        <source>%1 right, %2 wrong, %3 malformed</source>
        <extracomment>check&apos;s summary on standard error: counts of right, wrong and malformed lines</extracomment>
        <translation>%1 right, %2 wrong, %3 malformed</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="329"/>
        <source>odds: name a game family: baccarat, craps or blackjack</source>
        <translation>odds: name a game family: baccarat, craps or blackjack</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="337"/>
        <source>odds: unknown game family &quot;%1&quot;</source>
        <translation>odds: unknown game family &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="348"/>
        <source>a whole number of decks from %1 to %2</source>
        <extracomment>%1 and %2 are the fewest and most decks of a shoe (1 and 8)</extracomment>
        <translation>a whole number of decks from %1 to %2</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="353"/>
        <source>odds: --decks is required: %1</source>
        <extracomment>%1 is &quot;a whole number of decks from 1 to 8&quot;</extracomment>
        <translation>odds: --decks is required: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="358"/>
        <source>odds: --decks must be %1, not &quot;%2&quot;</source>
        <extracomment>%1 is &quot;a whole number of decks from 1 to 8&quot;; %2 what was typed</extracomment>
        <translation>odds: --decks must be %1, not &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="365"/>
        <source>odds: unknown game &quot;%1&quot; (games: %2)</source>
        <translation>odds: unknown game &quot;%1&quot; (games: %2)</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="369"/>
        <source>odds: chemin-de-fer has no fixed house edge: the player&apos;s 5 and some of the banker&apos;s totals are drawn or stood at the holder&apos;s option (art. 15 §8), so the odds depend on how they choose (games: %1)</source>
        <translation>odds: chemin-de-fer has no fixed house edge: the player&apos;s 5 and some of the banker&apos;s totals are drawn or stood at the holder&apos;s option (art. 15 §8), so the odds depend on how they choose (games: %1)</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="374"/>
        <source>odds: deux-tableaux has no fixed house edge: the punters&apos; 5 is their option and the banker draws or stands at his discretion, so the odds depend on how they choose (games: %1)</source>
        <translation>odds: deux-tableaux has no fixed house edge: the punters&apos; 5 is their option and the banker draws or stands at his discretion, so the odds depend on how they choose (games: %1)</translation>
    </message>
    <message>
        <location filename="../app/cli/Cli.cpp" line="379"/>
        <source>odds: %1 is not a baccarat game (games: %2)</source>
        <translation>odds: %1 is not a baccarat game (games: %2)</translation>
    </message>
    <message>
        <location filename="../app/cli/CliOddsCraps.cpp" line="47"/>
        <source>odds craps takes no options, not &quot;%1&quot;</source>
        <extracomment>%1 is what was typed after &quot;odds craps&quot;</extracomment>
        <translation>odds craps takes no options, not &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/cli/CliOddsBlackjack.cpp" line="65"/>
        <source>odds blackjack: --decks must be a whole number of decks from %1 to %2, or left out for an infinite deck, not &quot;%3&quot;</source>
        <extracomment>%1 and %2 the fewest and most decks (1 and 8), %3 what was typed</extracomment>
        <translation>odds blackjack: --decks must be a whole number of decks from %1 to %2, or left out for an infinite deck, not &quot;%3&quot;</translation>
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
        <translation>This mode is being prepared. It will follow the rules of the Greek casino regulation and will arrive in a coming version of Croupier.</translation>
    </message>
    <message>
        <location filename="../qml/Pages/ComingSoonPage.qml" line="61"/>
        <source>Back to the tables</source>
        <extracomment>Button on a placeholder page: back to the list of games.</extracomment>
        <translation>Back to the tables</translation>
    </message>
</context>
<context>
    <name>GameDelegate</name>
    <message>
        <location filename="../qml/Delegates/GameDelegate.qml" line="184"/>
        <source>coming soon</source>
        <extracomment>Under a training mode that is not there yet.</extracomment>
        <translation>coming soon</translation>
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
        <translation>Coming soon: opens a page about this mode</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message>
        <location filename="../qml/Components/GameListModel.qml" line="9"/>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="168"/>
        <location filename="../qml/Pages/HomePage.qml" line="72"/>
        <source>Punto Banco</source>
        <extracomment>A game&apos;s name (art. 15, &quot;Μπάνκο Πούντο&quot;).</extracomment>
        <translation>Punto Banco</translation>
    </message>
    <message>
        <location filename="../qml/Components/GameListModel.qml" line="12"/>
        <source>Baccarat against the casino: Punto and Banco draw by the tableau.</source>
        <extracomment>One line on the home page: what the game is.</extracomment>
        <translation>Baccarat against the casino: Punto and Banco draw by the tableau.</translation>
    </message>
    <message>
        <location filename="../qml/Components/GameListModel.qml" line="18"/>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="169"/>
        <location filename="../qml/Pages/HomePage.qml" line="73"/>
        <source>Chemin de fer</source>
        <extracomment>A game&apos;s name (art. 15, &quot;Μπακαράς Σεμέν ντε φερ&quot;).</extracomment>
        <translation>Chemin de fer</translation>
    </message>
    <message>
        <location filename="../qml/Components/GameListModel.qml" line="21"/>
        <source>Baccarat where the players hold the bank in turn; the casino takes a 5% cagnotte.</source>
        <extracomment>One line on the home page: what the game is. The cagnotte is the casino&apos;s 5% cut.</extracomment>
        <translation>Baccarat where the players hold the bank in turn; the casino takes a 5% cagnotte.</translation>
    </message>
    <message>
        <location filename="../qml/Components/GameListModel.qml" line="27"/>
        <location filename="../qml/Pages/BaccaratRulesPage.qml" line="170"/>
        <location filename="../qml/Pages/HomePage.qml" line="74"/>
        <source>Deux tableaux</source>
        <extracomment>A game&apos;s name (art. 15, &quot;Μπακαράς με δύο ταμπλώ&quot;).</extracomment>
        <translation>Deux tableaux</translation>
    </message>
    <message>
        <location filename="../qml/Components/GameListModel.qml" line="30"/>
        <source>One bank against two tableaux; each tableau is settled on its own.</source>
        <extracomment>One line on the home page: what the game is.</extracomment>
        <translation>One bank against two tableaux; each tableau is settled on its own.</translation>
    </message>
    <message>
        <location filename="../qml/Components/GameListModel.qml" line="36"/>
        <source>Craps</source>
        <extracomment>A game&apos;s name (art. 16, &quot;Αμερικάνικα ζάρια (CRAPS)&quot;).</extracomment>
        <translation>Craps</translation>
    </message>
    <message>
        <location filename="../qml/Components/GameListModel.qml" line="39"/>
        <source>Two dice: WIN, DON&apos;T WIN, come, field, hardways, odds and one-roll bets.</source>
        <extracomment>One line on the home page: what the game is. WIN and DON&apos;T WIN are the names of the lines on the layout: keep them.</extracomment>
        <translation>Two dice: WIN, DON&apos;T WIN, come, field, hardways, odds and one-roll bets.</translation>
    </message>
    <message>
        <location filename="../qml/Components/GameListModel.qml" line="45"/>
        <source>Blackjack</source>
        <extracomment>A game&apos;s name (art. 14, &quot;Μπλάκτζακ&quot;).</extracomment>
        <translation>Blackjack</translation>
    </message>
    <message>
        <location filename="../qml/Components/GameListModel.qml" line="48"/>
        <source>Four to six decks; the dealer stands on 17; blackjack pays 3&#xa0;to&#xa0;2.</source>
        <extracomment>One line on the home page: what the game is. &quot;3 to 2&quot; is joined by no-break spaces.</extracomment>
        <translation>Four to six decks; the dealer stands on 17; blackjack pays 3&#xa0;to&#xa0;2.</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <location filename="../qml/Pages/HomePage.qml" line="28"/>
        <source>Choose a table</source>
        <extracomment>The title of the home page, above the list of games.</extracomment>
        <translation>Choose a table</translation>
    </message>
    <message>
        <location filename="../qml/Pages/HomePage.qml" line="65"/>
        <source>Rules:</source>
        <extracomment>Before the links to the rules of the three baccarat games, on the home page.</extracomment>
        <translation>Rules:</translation>
    </message>
    <message>
        <location filename="../qml/Pages/HomePage.qml" line="84"/>
        <source>Rules of %1</source>
        <extracomment>Accessible name of a link to a game&apos;s rules on the home page. %1 is the game.</extracomment>
        <translation>Rules of %1</translation>
    </message>
    <message>
        <location filename="../qml/Pages/HomePage.qml" line="86"/>
        <source>Opens the tableau and the pay table of this game</source>
        <extracomment>Accessible description of a link to a game&apos;s rules on the home page.</extracomment>
        <translation>Opens the tableau and the pay table of this game</translation>
    </message>
    <message>
        <location filename="../qml/Pages/HomePage.qml" line="95"/>
        <source>Drills, free play and exams for every game, following the Greek casino regulation (articles 14, 15 and 16).</source>
        <extracomment>Under the title of the home page.</extracomment>
        <translation>Drills, free play and exams for every game, following the Greek casino regulation (articles 14, 15 and 16).</translation>
    </message>
</context>
<context>
    <name>LanguageSwitch</name>
    <message>
        <location filename="../qml/Components/LanguageSwitch.qml" line="21"/>
        <source>Interface language</source>
        <extracomment>Accessible name of the language switch in the header.</extracomment>
        <translation>Interface language</translation>
    </message>
    <message>
        <location filename="../qml/Components/LanguageSwitch.qml" line="55"/>
        <source>Show the interface in this language</source>
        <extracomment>Accessible description of a button in the language switch.</extracomment>
        <translation>Show the interface in this language</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="34"/>
        <source>Croupier — dealer training</source>
        <extracomment>The window title. &quot;Croupier&quot; is the product&apos;s name: keep it in Latin letters.</extracomment>
        <translation>Croupier — dealer training</translation>
    </message>
</context>
<context>
    <name>ModeListModel</name>
    <message>
        <location filename="../qml/Components/ModeListModel.qml" line="9"/>
        <source>Drills</source>
        <extracomment>A training mode: short exercises on one skill (payouts, drawing rules...).</extracomment>
        <translation>Drills</translation>
    </message>
    <message>
        <location filename="../qml/Components/ModeListModel.qml" line="15"/>
        <source>Free play</source>
        <extracomment>A training mode: deal a whole game at your own pace.</extracomment>
        <translation>Free play</translation>
    </message>
    <message>
        <location filename="../qml/Components/ModeListModel.qml" line="21"/>
        <source>Exams</source>
        <extracomment>A training mode: a timed, scored test.</extracomment>
        <translation>Exams</translation>
    </message>
</context>
<context>
    <name>PayTableDelegate</name>
    <message>
        <location filename="../qml/Delegates/PayTableDelegate.qml" line="29"/>
        <source>%1: %2</source>
        <extracomment>Accessible name of a pay-table row: the bet, then what it pays. Example: &quot;Banco: 95:100&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>PromptText</name>
    <message>
        <location filename="../app/text/BaccaratSentences.cpp" line="13"/>
        <source>Cards %1: what is the point?</source>
        <comment>baccarat.total: %1 is a list of 2 or 3 cards such as &quot;7H 8S&quot;; the point is the sum modulo 10 (art. 15 §13)</comment>
        <translation>Cards %1: what is the point?</translation>
    </message>
    <message>
        <location filename="../app/text/BaccaratSentences.cpp" line="17"/>
        <source>Punto %1, Banco %2: does Punto draw a third card?</source>
        <comment>baccarat.draw: %1 and %2 are cards such as &quot;7H 8S&quot;. The answer is draw, stand or option. Keep Punto and Banco as in the regulation.</comment>
        <translation>Punto %1, Banco %2: does Punto draw a third card?</translation>
    </message>
    <message>
        <location filename="../app/text/BaccaratSentences.cpp" line="21"/>
        <source>Punto %1, Banco %2: does Banco draw a third card?</source>
        <comment>baccarat.draw: %1 and %2 are cards; Punto may already have a third card</comment>
        <translation>Punto %1, Banco %2: does Banco draw a third card?</translation>
    </message>
    <message>
        <location filename="../app/text/BaccaratSentences.cpp" line="24"/>
        <source>Punto %1, Banco %2: what are the two points, and who wins?</source>
        <comment>baccarat.coup: a complete coup; the answer is both points and Punto, Banco or Egalité</comment>
        <translation>Punto %1, Banco %2: what are the two points, and who wins?</translation>
    </message>
    <message>
        <location filename="../app/text/BaccaratSentences.cpp" line="28"/>
        <source>%1 on Punto, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</source>
        <comment>baccarat.payout: %1 is the stake, %2 the table&apos;s smallest chip, %3 and %4 cards</comment>
        <translation>%1 on Punto, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</translation>
    </message>
    <message>
        <location filename="../app/text/BaccaratSentences.cpp" line="33"/>
        <source>%1 on Banco, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</source>
        <comment>baccarat.payout: %1 is the stake, %2 the table&apos;s smallest chip, %3 and %4 cards</comment>
        <translation>%1 on Banco, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</translation>
    </message>
    <message>
        <location filename="../app/text/BaccaratSentences.cpp" line="38"/>
        <source>%1 on Egalité, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</source>
        <comment>baccarat.payout: a bet on the tie (Egalité)</comment>
        <translation>%1 on Egalité, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</translation>
    </message>
    <message>
        <location filename="../app/text/BaccaratSentences.cpp" line="43"/>
        <source>%1 on the Punto pair, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</source>
        <comment>baccarat.payout: a side bet that Punto&apos;s first two cards are a pair</comment>
        <translation>%1 on the Punto pair, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</translation>
    </message>
    <message>
        <location filename="../app/text/BaccaratSentences.cpp" line="48"/>
        <source>%1 on the Banco pair, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</source>
        <comment>baccarat.payout: a side bet that Banco&apos;s first two cards are a pair</comment>
        <translation>%1 on the Banco pair, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</translation>
    </message>
    <message>
        <location filename="../app/text/BaccaratSentences.cpp" line="53"/>
        <source>%1 on Super Six, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</source>
        <comment>baccarat.payout: the Super Six (Fortune Six) side bet: Banco wins with 6</comment>
        <translation>%1 on Super Six, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</translation>
    </message>
    <message>
        <location filename="../app/text/BaccaratSentences.cpp" line="58"/>
        <source>The banker won %1, smallest chip %2: how much goes into the cagnotte box?</source>
        <comment>baccarat.cagnotte, chemin de fer: 5 % of the banker&apos;s winnings (art. 15 §7); the cagnotte is γκανιότα in the regulation</comment>
        <translation>The banker won %1, smallest chip %2: how much goes into the cagnotte box?</translation>
    </message>
    <message>
        <location filename="../app/text/BaccaratSentences.cpp" line="63"/>
        <source>A new shoe: the first card turned is %1. How many cards go to the discard holder, the first included?</source>
        <comment>baccarat.burn: %1 is a card such as &quot;7H&quot;; art. 15 §9, the burn</comment>
        <translation>A new shoe: the first card turned is %1. How many cards go to the discard holder, the first included?</translation>
    </message>
    <message>
        <location filename="../app/text/CrapsSentences.cpp" line="16"/>
        <source>%1 on %2, smallest chip %3. Come-out roll, no point: the dice show %4 and %5. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</source>
        <comment>craps.roll: %1 the stake, %2 the bet in the regulation&apos;s terms (WIN, FIELD, PLACE 6 (RIGHT BET)…), %3 the smallest chip, %4 and %5 the two dice. Come-out roll: the puck is off. Answers: win, lose, push, stay, off; the amount paid; the number the bet travels to</comment>
        <translation>%1 on %2, smallest chip %3. Come-out roll, no point: the dice show %4 and %5. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</translation>
    </message>
    <message>
        <location filename="../app/text/CrapsSentences.cpp" line="24"/>
        <source>%1 on %2, called working, smallest chip %3. Come-out roll, no point: the dice show %4 and %5. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</source>
        <comment>craps.roll: as craps.roll.come-out; the player asked that his bets that are off on the come-out play this roll (art. 16 §10, last paragraph)</comment>
        <translation>%1 on %2, called working, smallest chip %3. Come-out roll, no point: the dice show %4 and %5. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</translation>
    </message>
    <message>
        <location filename="../app/text/CrapsSentences.cpp" line="31"/>
        <source>%1 on %2 at its number %3, smallest chip %4. Come-out roll, no point: the dice show %5 and %6. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</source>
        <comment>craps.roll: %2 is COME, DON&apos;T COME or their odds, %3 the number the come bet travelled to, %4 the smallest chip, %5 and %6 the dice</comment>
        <translation>%1 on %2 at its number %3, smallest chip %4. Come-out roll, no point: the dice show %5 and %6. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</translation>
    </message>
    <message>
        <location filename="../app/text/CrapsSentences.cpp" line="38"/>
        <source>%1 on %2 at its number %3, called working, smallest chip %4. Come-out roll, no point: the dice show %5 and %6. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</source>
        <comment>craps.roll: as craps.roll.come-out.come-point; the odds were called working for the come-out roll</comment>
        <translation>%1 on %2 at its number %3, called working, smallest chip %4. Come-out roll, no point: the dice show %5 and %6. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</translation>
    </message>
    <message>
        <location filename="../app/text/CrapsSentences.cpp" line="45"/>
        <source>%1 on %2, smallest chip %3. The point is %4; the dice show %5 and %6. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</source>
        <comment>craps.roll: %1 the stake, %2 the bet, %3 the smallest chip, %4 the point (the puck is on it), %5 and %6 the dice</comment>
        <translation>%1 on %2, smallest chip %3. The point is %4; the dice show %5 and %6. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</translation>
    </message>
    <message>
        <location filename="../app/text/CrapsSentences.cpp" line="51"/>
        <source>%1 on %2 at its number %3, smallest chip %4. The point is %5; the dice show %6 and %7. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</source>
        <comment>craps.roll: %2 is COME, DON&apos;T COME or their odds, %3 the come bet&apos;s number, %5 the table&apos;s point, %6 and %7 the dice</comment>
        <translation>%1 on %2 at its number %3, smallest chip %4. The point is %5; the dice show %6 and %7. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</translation>
    </message>
    <message>
        <location filename="../app/text/CrapsSentences.cpp" line="59"/>
        <source>Come-out roll, no point; smallest chip %1. The layout, player by player: %2. The dice show %3 and %4. How much do you pay in all, how much do you collect, where is the puck afterwards, and does the shooter seven out?</source>
        <comment>craps.layout: %2 lists each player&apos;s bets as &quot;#1 WIN: 10, WIN ODDS: 20 | #2 …&quot;; #1 is the player, then the bet (the regulation&apos;s terms, with its number) and its stake; (ON) marks a bet called working</comment>
        <translation>Come-out roll, no point; smallest chip %1. The layout, player by player: %2. The dice show %3 and %4. How much do you pay in all, how much do you collect, where is the puck afterwards, and does the shooter seven out?</translation>
    </message>
    <message>
        <location filename="../app/text/CrapsSentences.cpp" line="67"/>
        <source>The point is %1; smallest chip %2. The layout, player by player: %3. The dice show %4 and %5. How much do you pay in all, how much do you collect, where is the puck afterwards, and does the shooter seven out?</source>
        <comment>craps.layout: %1 the point, %3 the bets as in craps.layout.come-out</comment>
        <translation>The point is %1; smallest chip %2. The layout, player by player: %3. The dice show %4 and %5. How much do you pay in all, how much do you collect, where is the puck afterwards, and does the shooter seven out?</translation>
    </message>
    <message>
        <location filename="../app/text/CrapsSentences.cpp" line="74"/>
        <source>Table limits %1 to %2, smallest chip %3. A player has %4 on WIN and the point is %5: what is the largest odds bet he may place beside it?</source>
        <comment>craps.maximum: %1 and %2 the table minimum and maximum, %4 the flat bet, %5 the point (art. 16 §3)</comment>
        <translation>Table limits %1 to %2, smallest chip %3. A player has %4 on WIN and the point is %5: what is the largest odds bet he may place beside it?</translation>
    </message>
    <message>
        <location filename="../app/text/CrapsSentences.cpp" line="80"/>
        <source>Table limits %1 to %2, smallest chip %3. A player has %4 on DON&apos;T WIN and the point is %5: what is the largest odds bet he may bridge on it?</source>
        <comment>craps.maximum: odds on DON&apos;T WIN (art. 16 §4)</comment>
        <translation>Table limits %1 to %2, smallest chip %3. A player has %4 on DON&apos;T WIN and the point is %5: what is the largest odds bet he may bridge on it?</translation>
    </message>
    <message>
        <location filename="../app/text/CrapsSentences.cpp" line="85"/>
        <source>Table limits %1 to %2, smallest chip %3. A player has %4 on COME, travelled to %5: what is the largest odds bet he may place on it?</source>
        <comment>craps.maximum: odds on a COME bet at its number (art. 16 §3)</comment>
        <translation>Table limits %1 to %2, smallest chip %3. A player has %4 on COME, travelled to %5: what is the largest odds bet he may place on it?</translation>
    </message>
    <message>
        <location filename="../app/text/CrapsSentences.cpp" line="90"/>
        <source>Table limits %1 to %2, smallest chip %3. A player has %4 on DON&apos;T COME, travelled to %5: what is the largest odds bet he may bridge on it?</source>
        <comment>craps.maximum: odds on a DON&apos;T COME bet at its number (art. 16 §4)</comment>
        <translation>Table limits %1 to %2, smallest chip %3. A player has %4 on DON&apos;T COME, travelled to %5: what is the largest odds bet he may bridge on it?</translation>
    </message>
    <message>
        <location filename="../app/text/CrapsSentences.cpp" line="95"/>
        <source>Table limits %1 to %2, smallest chip %3: what is the largest bet permitted on %4?</source>
        <comment>craps.maximum: %4 is a bet in the regulation&apos;s terms (PLACE 6 (RIGHT BET), HARD 4, FIELD…), art. 16 §3 and §5</comment>
        <translation>Table limits %1 to %2, smallest chip %3: what is the largest bet permitted on %4?</translation>
    </message>
    <message>
        <location filename="../app/text/BlackjackSentences.cpp" line="14"/>
        <source>Cards %1: what is the total? Is it soft, a blackjack, bust?</source>
        <comment>blackjack.total: %1 is a hand such as &quot;AS 6H 4D&quot;. Soft: an ace counts 11. Blackjack: 21 on two cards. Bust: over 21 (art. 14 §12)</comment>
        <translation>Cards %1: what is the total? Is it soft, a blackjack, bust?</translation>
    </message>
    <message>
        <location filename="../app/text/BlackjackSentences.cpp" line="18"/>
        <source>The dealer has %1: does he draw or stand?</source>
        <comment>blackjack.dealer: %1 is the dealer&apos;s hand such as &quot;AS 6H&quot;; he stands on 17 or more, a soft 17 included (art. 14 §12 γ)</comment>
        <translation>The dealer has %1: does he draw or stand?</translation>
    </message>
    <message>
        <location filename="../app/text/BlackjackSentences.cpp" line="22"/>
        <source>%1 on the box, smallest chip %2. Player %3, dealer %4: does the bet win, lose or push, and what do you pay?</source>
        <comment>blackjack.payout: %1 is everything on the box (a double included), %2 the table&apos;s smallest chip, %3 and %4 the final hands</comment>
        <translation>%1 on the box, smallest chip %2. Player %3, dealer %4: does the bet win, lose or push, and what do you pay?</translation>
    </message>
    <message>
        <location filename="../app/text/BlackjackSentences.cpp" line="28"/>
        <source>%1 on a hand from a split, smallest chip %2. Player %3, dealer %4: does the bet win, lose or push, and what do you pay?</source>
        <comment>blackjack.payout: as blackjack.payout.main, for one of the hands a pair was split into (SPLIT, art. 14 §14): a 21 on two cards is no blackjack there</comment>
        <translation>%1 on a hand from a split, smallest chip %2. Player %3, dealer %4: does the bet win, lose or push, and what do you pay?</translation>
    </message>
    <message>
        <location filename="../app/text/BlackjackSentences.cpp" line="34"/>
        <source>Insurance of %1, smallest chip %2. Player %3, dealer %4: does the insurance win, lose or push, and what do you pay?</source>
        <comment>blackjack.payout: the insurance (INSURANCE, art. 14 §13) against a dealer ace; %1 the insurance bet, %2 the smallest chip, %3 and %4 the final hands</comment>
        <translation>Insurance of %1, smallest chip %2. Player %3, dealer %4: does the insurance win, lose or push, and what do you pay?</translation>
    </message>
    <message>
        <location filename="../app/text/BlackjackSentences.cpp" line="40"/>
        <source>%1 on the box, smallest chip %2. The player has %3 against the dealer&apos;s %4 and takes even money: does the bet win, lose or push, and what do you pay?</source>
        <comment>blackjack.payout: even money, a blackjack paid its stake once at once against a dealer ace (art. 14 §12 β)</comment>
        <translation>%1 on the box, smallest chip %2. The player has %3 against the dealer&apos;s %4 and takes even money: does the bet win, lose or push, and what do you pay?</translation>
    </message>
    <message>
        <location filename="../app/text/BlackjackSentences.cpp" line="46"/>
        <source>The dealer&apos;s hand is %1, smallest chip %2. The boxes from the dealer&apos;s left, each as bet: cards (×2 a double, / between split hands, +N insured for N, (1:1) even money taken): %3. How much do you pay, how much do you collect, and how many hands push?</source>
        <comment>blackjack.round: %1 the dealer&apos;s finished hand, %2 the smallest chip, %3 the boxes such as &quot;1) 10 +5: 8S 3H / 8D TD ×2 · 2) 20: AS KD (1:1)&quot;; keep the symbols ×2, /, + and (1:1) as they are</comment>
        <translation>The dealer&apos;s hand is %1, smallest chip %2. The boxes from the dealer&apos;s left, each as bet: cards (×2 a double, / between split hands, +N insured for N, (1:1) even money taken): %3. How much do you pay, how much do you collect, and how many hands push?</translation>
    </message>
    <message>
        <location filename="../app/text/BlackjackSentences.cpp" line="55"/>
        <source>Your card is %1 and the box in front of you holds %2. What is your next step: offer insurance, pay the blackjack now, wait, collect, ask the player, move to the next box, draw or stand?</source>
        <comment>blackjack.step: the dealer&apos;s own next move (art. 14 §12, §13); %1 the dealer&apos;s first card, %2 the player&apos;s cards</comment>
        <translation>Your card is %1 and the box in front of you holds %2. What is your next step: offer insurance, pay the blackjack now, wait, collect, ask the player, move to the next box, draw or stand?</translation>
    </message>
    <message>
        <location filename="../app/text/BlackjackSentences.cpp" line="62"/>
        <source>Your card is %1, insurance has been offered, and the box in front of you holds %2. What is your next step: offer insurance, pay the blackjack now, wait, collect, ask the player, move to the next box, draw or stand?</source>
        <comment>blackjack.step: as blackjack.step.box, after insurance (and even money) was offered against the dealer&apos;s ace</comment>
        <translation>Your card is %1, insurance has been offered, and the box in front of you holds %2. What is your next step: offer insurance, pay the blackjack now, wait, collect, ask the player, move to the next box, draw or stand?</translation>
    </message>
    <message>
        <location filename="../app/text/BlackjackSentences.cpp" line="69"/>
        <source>Every box has played and your cards are %1. What is your next step: offer insurance, pay the blackjack now, wait, collect, ask the player, move to the next box, draw or stand?</source>
        <comment>blackjack.step: the dealer&apos;s turn; %1 his cards so far. No hole card: his second card comes now (art. 14 §12 γ)</comment>
        <translation>Every box has played and your cards are %1. What is your next step: offer insurance, pay the blackjack now, wait, collect, ask the player, move to the next box, draw or stand?</translation>
    </message>
</context>
<context>
    <name>RuleText</name>
    <message>
        <location filename="../app/text/RuleText.cpp" line="22"/>
        <source>%1 or %2</source>
        <extracomment>Joins the last item of a list of card values: &quot;2, 3 or 4&quot;</extracomment>
        <translation>%1 or %2</translation>
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
        <translation>The player</translation>
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
        <translation>The banker</translation>
    </message>
    <message>
        <location filename="../app/text/RuleText.cpp" line="37"/>
        <source>A natural (8 or 9 on the first two cards) is turned over: nobody draws (%1).</source>
        <translation>A natural (8 or 9 on the first two cards) is turned over: nobody draws (%1).</translation>
    </message>
    <message>
        <location filename="../app/text/RuleText.cpp" line="43"/>
        <source>%1 with %2 must draw a third card (%3).</source>
        <translation>%1 with %2 must draw a third card (%3).</translation>
    </message>
    <message>
        <location filename="../app/text/RuleText.cpp" line="44"/>
        <source>%1 with %2 must stand (%3).</source>
        <translation>%1 with %2 must stand (%3).</translation>
    </message>
    <message>
        <location filename="../app/text/RuleText.cpp" line="46"/>
        <source>%1 with %2 may draw or stand, as he chooses (%3).</source>
        <translation>%1 with %2 may draw or stand, as he chooses (%3).</translation>
    </message>
    <message>
        <location filename="../app/text/RuleText.cpp" line="54"/>
        <source>%1 stood. %2 with %3 must draw (%4).</source>
        <translation>%1 stood. %2 with %3 must draw (%4).</translation>
    </message>
    <message>
        <location filename="../app/text/RuleText.cpp" line="56"/>
        <source>%1 stood. %2 with %3 must stand (%4).</source>
        <translation>%1 stood. %2 with %3 must stand (%4).</translation>
    </message>
    <message>
        <location filename="../app/text/RuleText.cpp" line="58"/>
        <location filename="../app/text/RuleText.cpp" line="73"/>
        <source>%1 with %2 draws or stands at his discretion (%3).</source>
        <translation>%1 with %2 draws or stands at his discretion (%3).</translation>
    </message>
    <message>
        <location filename="../app/text/RuleText.cpp" line="75"/>
        <source>%1 with %2 always draws, whatever the third card (%3).</source>
        <translation>%1 with %2 always draws, whatever the third card (%3).</translation>
    </message>
    <message>
        <location filename="../app/text/RuleText.cpp" line="77"/>
        <source>%1 with %2 always stands, whatever the third card (%3).</source>
        <translation>%1 with %2 always stands, whatever the third card (%3).</translation>
    </message>
    <message>
        <location filename="../app/text/RuleText.cpp" line="80"/>
        <source>%1 with %2 draws when the third card is %3 and stands when it is %4 (%5).</source>
        <extracomment>%1 Banco/The banker, %2 its total, %3 and %4 lists of card values, %5 the article</extracomment>
        <translation>%1 with %2 draws when the third card is %3 and stands when it is %4 (%5).</translation>
    </message>
    <message>
        <location filename="../app/text/RuleText.cpp" line="85"/>
        <source>%1 with %2 draws when the third card is %3, may draw or stand when it is %4, and stands when it is %5 (%6).</source>
        <extracomment>%1 The banker, %2 its total, %3 %4 %5 lists of card values, %6 the article</extracomment>
        <translation>%1 with %2 draws when the third card is %3, may draw or stand when it is %4, and stands when it is %5 (%6).</translation>
    </message>
</context>
<context>
    <name>TableauCellDelegate</name>
    <message>
        <location filename="../qml/Delegates/TableauCellDelegate.qml" line="43"/>
        <source>%1 — %2</source>
        <extracomment>Accessible name of a tableau cell: which case, then what the hand does. Example: &quot;Banco with 3; Punto&apos;s third card: 8 — stands&quot;</extracomment>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>croupier::PageScreenshot</name>
    <message>
        <location filename="../app/PageScreenshot.cpp" line="37"/>
        <location filename="../app/PageScreenshot.cpp" line="55"/>
        <location filename="../app/PageScreenshot.cpp" line="74"/>
        <source>the window was closed before the page could be rendered</source>
        <translation>the window was closed before the page could be rendered</translation>
    </message>
    <message>
        <location filename="../app/PageScreenshot.cpp" line="41"/>
        <source>the page did not settle within %1 seconds</source>
        <translation>the page did not settle within %1 seconds</translation>
    </message>
    <message>
        <location filename="../app/PageScreenshot.cpp" line="79"/>
        <source>the window could not be grabbed</source>
        <translation>the window could not be grabbed</translation>
    </message>
    <message>
        <location filename="../app/PageScreenshot.cpp" line="83"/>
        <source>cannot write the screenshot to %1</source>
        <translation>cannot write the screenshot to %1</translation>
    </message>
    <message>
        <location filename="../app/PageScreenshot.cpp" line="98"/>
        <source>croupier: screenshot failed: %1</source>
        <extracomment>Printed before an error message of the --screenshot option.</extracomment>
        <translation>croupier: screenshot failed: %1</translation>
    </message>
</context>
<context>
    <name>croupier::PayTableModel</name>
    <message>
        <location filename="../app/PayTableModel.cpp" line="78"/>
        <source>The regulation gives deux tableaux no pay table of its own: each tableau is settled against the banker on its own (art. 15).</source>
        <extracomment>Under the (empty) pay table of deux tableaux. &quot;Tableau&quot; is each punters&apos; side of the table.</extracomment>
        <translation>The regulation gives deux tableaux no pay table of its own: each tableau is settled against the banker on its own (art. 15).</translation>
    </message>
    <message>
        <location filename="../app/PayTableModel.cpp" line="124"/>
        <source>Punto</source>
        <extracomment>A bet of the pay table: on Punto (keep the regulation&apos;s word)</extracomment>
        <translation>Punto</translation>
    </message>
    <message>
        <location filename="../app/PayTableModel.cpp" line="126"/>
        <source>Banco</source>
        <extracomment>A bet of the pay table: on Banco (keep the regulation&apos;s word)</extracomment>
        <translation>Banco</translation>
    </message>
    <message>
        <location filename="../app/PayTableModel.cpp" line="128"/>
        <source>Egalité</source>
        <extracomment>A bet of the pay table: on a tie (keep the regulation&apos;s word, Egalité)</extracomment>
        <translation>Egalité</translation>
    </message>
    <message>
        <location filename="../app/PayTableModel.cpp" line="130"/>
        <source>Punto pair</source>
        <extracomment>A bet of the pay table: Punto&apos;s first two cards are a pair</extracomment>
        <translation>Punto pair</translation>
    </message>
    <message>
        <location filename="../app/PayTableModel.cpp" line="132"/>
        <source>Banco pair</source>
        <extracomment>A bet of the pay table: Banco&apos;s first two cards are a pair</extracomment>
        <translation>Banco pair</translation>
    </message>
    <message>
        <location filename="../app/PayTableModel.cpp" line="134"/>
        <source>Super Six</source>
        <extracomment>A side bet&apos;s name (the variants guide&apos;s &quot;Super 6&quot;): keep it</extracomment>
        <translation>Super Six</translation>
    </message>
    <message>
        <location filename="../app/PayTableModel.cpp" line="136"/>
        <source>Cagnotte</source>
        <extracomment>The casino&apos;s share at chemin de fer (art. 15 §7: &quot;γκανιότα&quot;)</extracomment>
        <translation>Cagnotte</translation>
    </message>
    <message>
        <location filename="../app/PayTableModel.cpp" line="146"/>
        <source>%1, %2 with a Banco 6</source>
        <extracomment>What a Banco bet pays without commission. %1 &quot;1:1&quot;, %2 &quot;1:2&quot;</extracomment>
        <translation>%1, %2 with a Banco 6</translation>
    </message>
    <message>
        <location filename="../app/PayTableModel.cpp" line="152"/>
        <source>%1 on two cards, %2 on three</source>
        <extracomment>What the Super Six bet pays. %1 &quot;12:1&quot; (Banco&apos;s 6 on two cards), %2 &quot;20:1&quot; (on three)</extracomment>
        <translation>%1 on two cards, %2 on three</translation>
    </message>
    <message>
        <location filename="../app/PayTableModel.cpp" line="156"/>
        <location filename="../app/PayTableModel.cpp" line="168"/>
        <source>%1 %</source>
        <extracomment>A percentage: %1 is the number. Write the per cent sign as your language does (&quot;5 %&quot;, &quot;5%&quot;).</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../app/PayTableModel.cpp" line="162"/>
        <source>Pushes on an Egalité.</source>
        <extracomment>How a Punto bet is settled when the coup is a tie</extracomment>
        <translation>Pushes on an Egalité.</translation>
    </message>
    <message>
        <location filename="../app/PayTableModel.cpp" line="166"/>
        <source>A %1 commission is kept from the win, rounded down to the smallest chip; pushes on an Egalité.</source>
        <extracomment>%1 is a percentage, &quot;5 %&quot;. The commission is the regulation&apos;s &quot;γκανιότα&quot; (art. 15 §14 β)</extracomment>
        <translation>A %1 commission is kept from the win, rounded down to the smallest chip; pushes on an Egalité.</translation>
    </message>
    <message>
        <location filename="../app/PayTableModel.cpp" line="169"/>
        <source>No commission; pushes on an Egalité.</source>
        <translation>No commission; pushes on an Egalité.</translation>
    </message>
    <message>
        <location filename="../app/PayTableModel.cpp" line="170"/>
        <source>Punto and Banco end on equal points.</source>
        <translation>Punto and Banco end on equal points.</translation>
    </message>
    <message>
        <location filename="../app/PayTableModel.cpp" line="172"/>
        <source>Punto&apos;s first two cards are of one rank (K-K, not T-K).</source>
        <extracomment>A pair is two cards of the same rank: T-T and K-K are pairs, T-K is not. A no-break hyphen (U+2011) keeps &quot;K-K&quot; on one line.</extracomment>
        <translation>Punto&apos;s first two cards are of one rank (K-K, not T-K).</translation>
    </message>
    <message>
        <location filename="../app/PayTableModel.cpp" line="173"/>
        <source>Banco&apos;s first two cards are of one rank (K-K, not T-K).</source>
        <translation>Banco&apos;s first two cards are of one rank (K-K, not T-K).</translation>
    </message>
    <message>
        <location filename="../app/PayTableModel.cpp" line="174"/>
        <source>Banco wins with 6; otherwise the bet loses.</source>
        <translation>Banco wins with 6; otherwise the bet loses.</translation>
    </message>
    <message>
        <location filename="../app/PayTableModel.cpp" line="176"/>
        <source>Of the banker&apos;s winnings in each coup, rounded down to the smallest chip.</source>
        <extracomment>How the cagnotte (the regulation&apos;s &quot;γκανιότα&quot;) is taken at chemin de fer</extracomment>
        <translation>Of the banker&apos;s winnings in each coup, rounded down to the smallest chip.</translation>
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
        <translation>Croupier: a trainer for casino dealers.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="61"/>
        <source>Use LANGUAGE (el or en) for this run only; the language chosen in the app is not changed.</source>
        <extracomment>Help for --lang. Keep &quot;el&quot; and &quot;en&quot; as they are: they are the values to type.</extracomment>
        <translation>Use LANGUAGE (el or en) for this run only; the language chosen in the app is not changed.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="63"/>
        <source>LANGUAGE</source>
        <extracomment>The value placeholder of --lang, shown in --help.</extracomment>
        <translation>LANGUAGE</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="66"/>
        <source>Render a page into the PNG file FILE and exit.</source>
        <translation>Render a page into the PNG file FILE and exit.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="68"/>
        <source>FILE</source>
        <extracomment>The value placeholder of --screenshot, shown in --help.</extracomment>
        <translation>FILE</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="71"/>
        <source>The page to open, for example &quot;home&quot;.</source>
        <translation>The page to open, for example &quot;home&quot;.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="73"/>
        <source>NAME</source>
        <extracomment>The value placeholder of --page, shown in --help.</extracomment>
        <translation>NAME</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="77"/>
        <source>The window size in pixels, for example 1280x800.</source>
        <translation>The window size in pixels, for example 1280x800.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="79"/>
        <source>WxH</source>
        <extracomment>The value placeholder of --size, shown in --help: width x height.</extracomment>
        <translation>WxH</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="87"/>
        <source>unknown language &quot;%1&quot;; choose one of: %2</source>
        <translation>unknown language &quot;%1&quot;; choose one of: %2</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="95"/>
        <source>the size must look like 1280x800, not &quot;%1&quot;</source>
        <translation>the size must look like 1280x800, not &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="126"/>
        <source>unknown page &quot;%1&quot;; known pages: %2</source>
        <translation>unknown page &quot;%1&quot;; known pages: %2</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="el" sourcelanguage="en">
<context>
    <name>AnswerChain</name>
    <message>
        <source>the answers carry no chain this desk can check (written before this version, or the chain was removed)</source>
        <extracomment>The answers of an attempt carry no chain that the desk can check (issue 14).</extracomment>
        <translation>οι απαντήσεις δεν φέρουν αλυσίδα που να μπορεί να ελέγξει ο εκπαιδευτής (γράφτηκαν πριν από αυτή την έκδοση, ή η αλυσίδα αφαιρέθηκε)</translation>
    </message>
    <message>
        <source>run %1 of the station: its key is not sealed to this instructor</source>
        <extracomment>A run of a station whose key was not sealed to this instructor. %1 its number.</extracomment>
        <translation>εκκίνηση %1 του σταθμού: το κλειδί της δεν είναι σφραγισμένο γι&apos; αυτόν τον εκπαιδευτή</translation>
    </message>
    <message>
        <source>run %1 of the station does not follow the answers before it: answers were removed or changed</source>
        <extracomment>A run of a station does not follow the answers before it. %1 its number.</extracomment>
        <translation>η εκκίνηση %1 του σταθμού δεν ακολουθεί τις απαντήσεις πριν από αυτήν: απαντήσεις αφαιρέθηκαν ή άλλαξαν</translation>
    </message>
    <message>
        <source>question %1: not in the order the answers were given, or an answer before it was removed</source>
        <extracomment>An answer is not where the chain has it. %1 the question&apos;s number.</extracomment>
        <translation>ερώτηση %1: όχι στη σειρά που δόθηκαν οι απαντήσεις, ή αφαιρέθηκε απάντηση πριν από αυτήν</translation>
    </message>
    <message>
        <source>question %1: written in no run of the station the chain knows</source>
        <extracomment>An answer that belongs to no run of the station. %1 the question&apos;s number.</extracomment>
        <translation>ερώτηση %1: γράφτηκε σε εκκίνηση του σταθμού που η αλυσίδα δεν γνωρίζει</translation>
    </message>
    <message>
        <source>question %1: changed after it was written</source>
        <extracomment>The answer stored is not the one the station wrote. %1 the question&apos;s number.</extracomment>
        <translation>ερώτηση %1: άλλαξε αφού γράφτηκε</translation>
    </message>
    <message>
        <source>the hand-in does not match the answers stored: answers were added or removed after it</source>
        <extracomment>The hand-in&apos;s seal does not match the answers stored.</extracomment>
        <translation>η παράδοση δεν ταιριάζει με τις αποθηκευμένες απαντήσεις: απαντήσεις προστέθηκαν ή αφαιρέθηκαν μετά από αυτήν</translation>
    </message>
</context>
<context>
    <name>AnswerPanel</name>
    <message>
        <source>%1 (key %2)</source>
        <extracomment>A choice button of the answer form: %1 the choice, %2 its key (&quot;Draw (D)&quot;).</extracomment>
        <translation>%1 (πλήκτρο %2)</translation>
    </message>
    <message>
        <source>number, or empty for none</source>
        <extracomment>Placeholder of a number field that may stay empty (craps: a bet that does not move).</extracomment>
        <translation>αριθμός, ή κενό για κανέναν</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <extracomment>Placeholder of a number field; %1 and %2 the smallest and largest.</extracomment>
        <translation>%1 έως %2</translation>
    </message>
    <message>
        <source>Answer (Enter)</source>
        <extracomment>The button that sends the answer of a drill (also the Enter key).</extracomment>
        <translation>Απάντηση (Enter)</translation>
    </message>
    <message>
        <source>amount, e.g. %1 or %2</source>
        <extracomment>Placeholder of an amount field in the answer form: %1 and %2 two amounts as the reader&apos;s language writes them (1.234,50).</extracomment>
        <translation>ποσό, π.χ. %1 ή %2</translation>
    </message>
    <message>
        <source>%1 × … (now the tube&apos;s key, F2…)</source>
        <extracomment>The answer form, chips: a count typed, waiting for a tube&apos;s key; %1 the count</extracomment>
        <translation>%1 × … (τώρα το πλήκτρο της θήκης, F2…)</translation>
    </message>
    <message>
        <source>%1 chips, %2</source>
        <extracomment>The answer form, chips: %1 how many chips, %2 their worth</extracomment>
        <translation>%1 μάρκες, %2</translation>
    </message>
    <message>
        <source>Type a count, then the tube&apos;s key (F2 the smallest chip); Backspace returns the last chip.</source>
        <extracomment>The answer form, chips: how to take chips from the float</extracomment>
        <translation>Πληκτρολογήστε το πλήθος, μετά το πλήκτρο της θήκης (F2 η μικρότερη μάρκα)· το Backspace επιστρέφει την τελευταία μάρκα.</translation>
    </message>
</context>
<context>
    <name>AnswerText</name>
    <message>
        <source>Total</source>
        <comment>An answer field: a hand&apos;s point or total.</comment>
        <translation>Άθροισμα</translation>
    </message>
    <message>
        <source>Decision</source>
        <comment>An answer field: what the dealer does next.</comment>
        <translation>Απόφαση</translation>
    </message>
    <message>
        <source>Player&apos;s total</source>
        <comment>An answer field of a baccarat coup (in Punto Banco: Punto&apos;s).</comment>
        <translation>Άθροισμα του παίκτη</translation>
    </message>
    <message>
        <source>Banker&apos;s total</source>
        <comment>An answer field of a baccarat coup (in Punto Banco: Banco&apos;s).</comment>
        <translation>Άθροισμα του πάγκου</translation>
    </message>
    <message>
        <source>Winner</source>
        <comment>An answer field of a baccarat coup.</comment>
        <translation>Νικητής</translation>
    </message>
    <message>
        <source>Outcome</source>
        <comment>An answer field: whether the bet wins, loses, is a push...</comment>
        <translation>Έκβαση</translation>
    </message>
    <message>
        <source>Paid</source>
        <comment>An answer field: the money handed to the player on top of the returned stake.</comment>
        <translation>Πληρωμή</translation>
    </message>
    <message>
        <source>Commission</source>
        <comment>An answer field: the money the casino keeps (5% of a Banco win; the cagnotte).</comment>
        <translation>Γκανιότα</translation>
    </message>
    <message>
        <source>Cards burned</source>
        <comment>An answer field: how many cards are put out of play at the start of a shoe, the first included.</comment>
        <translation>Φύλλα που καίγονται</translation>
    </message>
    <message>
        <source>Moves to</source>
        <comment>An answer field of craps: the number a come bet travels to (empty if it does not move).</comment>
        <translation>Μετακινείται στο</translation>
    </message>
    <message>
        <source>Soft</source>
        <comment>An answer field of blackjack: an ace counts 11 in the total.</comment>
        <translation>Soft (άσος ως 11)</translation>
    </message>
    <message>
        <source>Blackjack</source>
        <comment>An answer field of blackjack: the hand is a blackjack (ace and a ten on two cards).</comment>
        <translation>Μπλάκτζακ</translation>
    </message>
    <message>
        <source>Bust</source>
        <comment>An answer field of blackjack: the total is over 21.</comment>
        <translation>Πάνω από 21</translation>
    </message>
    <message>
        <source>Collected</source>
        <comment>An answer field: the total of the losing stakes the dealer takes.</comment>
        <translation>Εισπράττονται</translation>
    </message>
    <message>
        <source>Point after the roll</source>
        <comment>An answer field of craps: the point once the roll is settled (empty when the puck is off).</comment>
        <translation>POINT μετά τη ζαριά</translation>
    </message>
    <message>
        <source>Seven out</source>
        <comment>An answer field of craps: a 7 with a point on; the dice pass to the next shooter.</comment>
        <translation>Seven out (7 με POINT)</translation>
    </message>
    <message>
        <source>Largest stake</source>
        <comment>An answer field of craps: the largest stake the table permits on the bet.</comment>
        <translation>Μέγιστο στοίχημα</translation>
    </message>
    <message>
        <source>Pushes</source>
        <comment>An answer field of blackjack: how many hands are left on a push.</comment>
        <translation>Ισοπαλίες</translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>A decision: the hand takes a third card (baccarat) or another card. Greek: «τραβάει».</comment>
        <translation>Τραβάει</translation>
    </message>
    <message>
        <source>Stand</source>
        <comment>A decision: the hand takes no more cards. Greek: «μένει».</comment>
        <translation>Μένει</translation>
    </message>
    <message>
        <source>Option</source>
        <comment>A decision in chemin de fer: the hand may draw or stand as it chooses.</comment>
        <translation>Επιλογή</translation>
    </message>
    <message>
        <source>Egalité</source>
        <comment>The winner of a baccarat coup: a tie. Keep the regulation&apos;s word.</comment>
        <translation>Ισοπαλία (Egalité)</translation>
    </message>
    <message>
        <source>Win</source>
        <comment>An outcome: the bet wins.</comment>
        <translation>Κερδίζει</translation>
    </message>
    <message>
        <source>Lose</source>
        <comment>An outcome: the bet loses.</comment>
        <translation>Χάνει</translation>
    </message>
    <message>
        <source>Push</source>
        <comment>An outcome: the stake is returned, neither won nor lost.</comment>
        <translation>Ισοπαλία</translation>
    </message>
    <message>
        <source>Stays</source>
        <comment>An outcome of craps: the bet is not decided by this roll and stays on the layout.</comment>
        <translation>Μένει στη θέση του</translation>
    </message>
    <message>
        <source>Off</source>
        <comment>An outcome of craps: the bet is not working on this roll.</comment>
        <translation>Ανενεργό (OFF)</translation>
    </message>
    <message>
        <source>Hit</source>
        <comment>A blackjack decision: the dealer draws another card.</comment>
        <translation>Τραβάει</translation>
    </message>
    <message>
        <source>Offer insurance</source>
        <comment>A blackjack step: the dealer&apos;s ace is up; offer the players insurance.</comment>
        <translation>Προσφορά ασφάλειας</translation>
    </message>
    <message>
        <source>Pay the blackjack</source>
        <comment>A blackjack step: pay the player&apos;s blackjack.</comment>
        <translation>Πληρωμή του μπλάκτζακ</translation>
    </message>
    <message>
        <source>Wait</source>
        <comment>A blackjack step: leave the player&apos;s blackjack until the dealer&apos;s hand is complete.</comment>
        <translation>Αναμονή</translation>
    </message>
    <message>
        <source>Collect</source>
        <comment>A blackjack step: take the losing (bust) bet.</comment>
        <translation>Είσπραξη</translation>
    </message>
    <message>
        <source>Ask the player</source>
        <comment>A blackjack step: ask the player what he does with his hand.</comment>
        <translation>Ερώτηση στον παίκτη</translation>
    </message>
    <message>
        <source>Next box</source>
        <comment>A blackjack step: move on to the next box.</comment>
        <translation>Επόμενο χώρισμα</translation>
    </message>
    <message>
        <source>Punto&apos;s total</source>
        <extracomment>An answer field of a Punto Banco coup.</extracomment>
        <translation>Άθροισμα του Punto</translation>
    </message>
    <message>
        <source>Banco&apos;s total</source>
        <extracomment>An answer field of a Punto Banco coup.</extracomment>
        <translation>Άθροισμα του Banco</translation>
    </message>
    <message>
        <source>Punto</source>
        <extracomment>The winner of a coup: Punto in Punto Banco, the player (ο παίκτης) in chemin de fer.</extracomment>
        <translation>Punto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Παίκτης</translation>
    </message>
    <message>
        <source>Banco</source>
        <extracomment>The winner of a coup: Banco in Punto Banco, the banker (ο τραπεζίτης) in chemin de fer.</extracomment>
        <translation>Banco</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>Τραπεζίτης</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>An empty answer, e.g. a craps bet that moves to no number.</extracomment>
        <translation>κανένα</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ναι</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Όχι</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>One field of an answer in the feedback: &quot;Paid: 35&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Next step</source>
        <comment>An answer field of the incident drills (craps, baccarat, blackjack): the dealer&apos;s next step.</comment>
        <translation>Επόμενη κίνηση</translation>
    </message>
    <message>
        <source>Box</source>
        <comment>An answer field of blackjack&apos;s incidents: the box offered the exposed card (0: none).</comment>
        <translation>Χώρισμα</translation>
    </message>
    <message>
        <source>Stake accepted</source>
        <comment>An answer field of blackjack&apos;s incidents: the bet that stays on the box (0 when refused or not a bet).</comment>
        <translation>Μίζα που γίνεται δεκτή</translation>
    </message>
    <message>
        <source>Stays on the layout</source>
        <comment>An answer field of baccarat: how much of the offered stake may stay on the layout (the maximum when it is over).</comment>
        <translation>Μένει στο ταμπλό</translation>
    </message>
    <message>
        <source>Deal the coup</source>
        <comment>A baccarat step: call no more bets and deal the coup.</comment>
        <translation>Μοίρασμα της παρτίδας</translation>
    </message>
    <message>
        <source>Dummy hand</source>
        <comment>A baccarat step (art. 15 §5): the exposed card is used; the coup is played with no bets.</comment>
        <translation>Παρτίδα χωρίς μίζες</translation>
    </message>
    <message>
        <source>Call the last coup</source>
        <comment>A baccarat step (art. 15 §16): announce that this coup is the last of the shoe.</comment>
        <translation>Αναγγελία τελευταίας παρτίδας</translation>
    </message>
    <message>
        <source>New shoe</source>
        <comment>A baccarat step: shuffle and start a new shoe (at the machine: load it again).</comment>
        <translation>Νέο κουτί</translation>
    </message>
    <message>
        <source>To the shuffling machine</source>
        <comment>A baccarat step (art. 15 §20): load the cards into the shuffling machine, with no cut card.</comment>
        <translation>Στη Συσκευή Ανακατέματος</translation>
    </message>
    <message>
        <source>Burn</source>
        <comment>A step: the cards to the discard holder unplayed (baccarat, art. 15 §9, §20 δ(3): the first card&apos;s number of cards; blackjack, art. 14 §7: the exposed cards no one takes).</comment>
        <translation>Κάψιμο φύλλων</translation>
    </message>
    <message>
        <source>Cards into the machine</source>
        <comment>A baccarat step (art. 15 §20 δ(7)(3)): the coup&apos;s cards go back into the shuffling machine.</comment>
        <translation>Τα χαρτιά στη συσκευή</translation>
    </message>
    <message>
        <source>Throw</source>
        <comment>A craps step: the shooter throws the dice.</comment>
        <translation>Ρίψη</translation>
    </message>
    <message>
        <source>No Roll</source>
        <comment>A craps step: the stickman calls the throw void (art. 16 §8, «Ρίψη άκυρη»).</comment>
        <translation>NO ROLL</translation>
    </message>
    <message>
        <source>Offer the dice</source>
        <comment>A craps step: the stickman offers the dice (five after a die left the table, art. 16 §8).</comment>
        <translation>Προσφορά ζαριών</translation>
    </message>
    <message>
        <source>Refuse the bet</source>
        <comment>A craps step: no bet while the dice are offered (art. 16 §8).</comment>
        <translation>Άρνηση μίζας</translation>
    </message>
    <message>
        <source>Pass the dice</source>
        <comment>A craps step: the dice go to the next player, clockwise (art. 16 §7).</comment>
        <translation>Τα ζάρια στον επόμενο</translation>
    </message>
    <message>
        <source>Line bet first</source>
        <comment>A craps step: the shooter must bet on WIN or DON&apos;T WIN before throwing (art. 16 §9); the dice wait.</comment>
        <translation>Πρώτα μίζα στο WIN ή στο DON&apos;T WIN</translation>
    </message>
    <message>
        <source>Take down</source>
        <comment>A craps step: hand the bet back to the player.</comment>
        <translation>Απόσυρση</translation>
    </message>
    <message>
        <source>Keep it on</source>
        <comment>A craps step: refuse to take the bet down (WIN and COME, art. 16 §10 α).</comment>
        <translation>Μένει</translation>
    </message>
    <message>
        <source>Offer it</source>
        <comment>A blackjack incident: offer the exposed card to the next box (art. 14 §7).</comment>
        <translation>Προσφορά του χαρτιού</translation>
    </message>
    <message>
        <source>Accept</source>
        <comment>A blackjack incident: the bet is accepted as it is.</comment>
        <translation>Αποδοχή</translation>
    </message>
    <message>
        <source>Reduce</source>
        <comment>A blackjack incident: bring the bet down to what the limit allows.</comment>
        <translation>Μείωση</translation>
    </message>
    <message>
        <source>Refuse</source>
        <comment>A blackjack incident: the bet is not taken.</comment>
        <translation>Άρνηση</translation>
    </message>
    <message>
        <source>Finish the round</source>
        <comment>A blackjack incident: the cut card came out; the round is played to its end.</comment>
        <translation>Ολοκλήρωση της πάσας</translation>
    </message>
    <message>
        <source>Call the last round</source>
        <comment>A blackjack incident: announce that this was the last round of the shoe.</comment>
        <translation>Αναγγελία τελευταίας πάσας</translation>
    </message>
    <message>
        <source>Shuffle a new shoe</source>
        <comment>A blackjack incident: the whole shuffle starts again (art. 14 §2).</comment>
        <translation>Ανακάτεμα για νέο κουτί</translation>
    </message>
    <message>
        <source>Chips</source>
        <comment>An answer field of the chip drills: how many chips of each value.</comment>
        <translation>Μάρκες</translation>
    </message>
    <message>
        <source>Cash back</source>
        <comment>An answer field of chips.change: the cash handed back, below the table&apos;s smallest chip.</comment>
        <translation>Επιστροφή μετρητών</translation>
    </message>
    <message>
        <source>Full stacks</source>
        <comment>An answer field of chips.cut: full stacks of the bet&apos;s chip in the payout.</comment>
        <translation>Γεμάτες στήλες</translation>
    </message>
    <message>
        <source>Loose chips</source>
        <comment>An answer field of chips.cut: chips of the bet&apos;s value beyond the full stacks.</comment>
        <translation>Μεμονωμένες μάρκες</translation>
    </message>
    <message>
        <source>Rest</source>
        <comment>An answer field of chips.cut: the part of the payout below one of the bet&apos;s chips, in smaller chips.</comment>
        <translation>Υπόλοιπο</translation>
    </message>
    <message>
        <source>Stake booked</source>
        <comment>An answer field of chips.units: the stake in proper units.</comment>
        <translation>Καταχωρημένη μίζα</translation>
    </message>
    <message>
        <source>no chip</source>
        <extracomment>A payment in chips with no chip at all</extracomment>
        <translation>καμία μάρκα</translation>
    </message>
    <message>
        <source>Handed to the player on top of the stake, which stays; the commission already kept. 0 unless the bet wins.</source>
        <extracomment>The answer form of a payout drill with commission: what &quot;Paid&quot; is (question-bank.md).</extracomment>
        <translation>Δίνεται στον παίκτη πέρα από τη μίζα, που μένει· η γκανιότα έχει ήδη κρατηθεί. 0 αν το ποντάρισμα δεν κερδίζει.</translation>
    </message>
    <message>
        <source>Handed to the player on top of the stake, which stays. 0 unless the bet wins.</source>
        <extracomment>The answer form of a payout drill: what &quot;Paid&quot; is (question-bank.md).</extracomment>
        <translation>Δίνεται στον παίκτη πέρα από τη μίζα, που μένει. 0 αν το ποντάρισμα δεν κερδίζει.</translation>
    </message>
    <message>
        <source>Kept by the house as commission. 0 unless a commission applies.</source>
        <extracomment>The answer form of baccarat.payout: what &quot;Commission&quot; is (question-bank.md).</extracomment>
        <translation>Κρατιέται από το Καζίνο ως γκανιότα. 0 όταν δεν υπάρχει γκανιότα.</translation>
    </message>
    <message>
        <source>The total handed over to the winning bets, each bet&apos;s payout rounded down to the chip on its own.</source>
        <extracomment>The answer form of a whole craps layout: what &quot;Paid&quot; is (core/craps/TOPICS.md).</extracomment>
        <translation>Το σύνολο που δίνεται στα κερδισμένα πονταρίσματα· η πληρωμή κάθε πονταρίσματος στρογγυλεύεται προς τα κάτω στη μάρκα χωριστά.</translation>
    </message>
    <message>
        <source>The total of the losing stakes.</source>
        <translation>Το σύνολο των μιζών που χάνουν.</translation>
    </message>
    <message>
        <source>Everything the dealer pays in the round.</source>
        <extracomment>The answer form of a whole blackjack round: what &quot;Paid&quot; is (core/blackjack/TOPICS.md).</extracomment>
        <translation>Ό,τι πληρώνει ο κρουπιέρης στον γύρο.</translation>
    </message>
    <message>
        <source>Every losing stake the dealer takes.</source>
        <translation>Κάθε χαμένη μίζα που μαζεύει ο κρουπιέρης.</translation>
    </message>
    <message>
        <source>Wrong step</source>
        <comment>An answer field of spot the error: the number of the dealer&apos;s first wrong step, none when every step is right.</comment>
        <translation>Λανθασμένη κίνηση</translation>
    </message>
    <message>
        <source>Error</source>
        <comment>An answer field of spot the error: what the dealer did wrong.</comment>
        <translation>Λάθος</translation>
    </message>
    <message>
        <source>Remedy</source>
        <comment>An answer field of spot the error: how the error is put right.</comment>
        <translation>Διόρθωση</translation>
    </message>
</context>
<context>
    <name>AppHeader</name>
    <message>
        <source>Back</source>
        <extracomment>The header button that returns to the previous page.</extracomment>
        <translation>Πίσω</translation>
    </message>
    <message>
        <source>Back to the previous page</source>
        <translation>Επιστροφή στην προηγούμενη σελίδα</translation>
    </message>
    <message>
        <source>Dealer training for the tables of Greek casinos</source>
        <extracomment>Under the product&apos;s name in the header.</extracomment>
        <translation>Εκπαίδευση κρουπιέρηδων για τα τραπέζια των ελληνικών καζίνο</translation>
    </message>
</context>
<context>
    <name>BaccaratFelt</name>
    <message>
        <source>Sabot</source>
        <extracomment>The card shoe on the baccarat table (ο διανομέας, Sabot).</extracomment>
        <translation>Διανομέας (Sabot)</translation>
    </message>
    <message>
        <source>Discard holder</source>
        <extracomment>The tray for used and burned cards (Discard Holder).</extracomment>
        <translation>Συλλέκτης (Discard Holder)</translation>
    </message>
    <message>
        <source>TABLEAU 1</source>
        <translation>ΤΑΜΠΛΩ 1</translation>
    </message>
    <message>
        <source>BANK</source>
        <extracomment>The bank&apos;s box at deux tableaux, between the two tableaux</extracomment>
        <translation>ΜΠΑΝΚΟ</translation>
    </message>
    <message>
        <source>TABLEAU 2</source>
        <translation>ΤΑΜΠΛΩ 2</translation>
    </message>
    <message>
        <source>PLAYER</source>
        <translation>ΠΑΙΚΤΗΣ</translation>
    </message>
    <message>
        <source>BANKER</source>
        <translation>ΠΑΓΚΟΣ</translation>
    </message>
    <message>
        <source>COMMISSION</source>
        <extracomment>Printed on the Punto Banco layout: the box where the 5% commission is kept.</extracomment>
        <translation>ΓΚΑΝΙΟΤΑ</translation>
    </message>
    <message>
        <source>CAGNOTTE</source>
        <extracomment>Printed on the chemin de fer layout: the cagnotte box (η γκανιότα).</extracomment>
        <translation>ΓΚΑΝΙΟΤΑ</translation>
    </message>
    <message>
        <source>Commission box: %1</source>
        <extracomment>The commission or cagnotte box and what is in it; %1 the amount</extracomment>
        <translation>Κουτί γκανιότας: %1</translation>
    </message>
    <message>
        <source>with seat %1</source>
        <extracomment>Under the sabot at Punto Banco&apos;s big table (art. 15 §9, §15): the seat holding it</extracomment>
        <translation>στη θέση %1</translation>
    </message>
    <message>
        <source>DISCARD</source>
        <extracomment>Printed beside the discard holder.</extracomment>
        <translation>ΣΥΛΛΕΚΤΗΣ</translation>
    </message>
    <message>
        <source>Sabot, held by seat %1</source>
        <extracomment>Punto Banco&apos;s big table: the seat holding the sabot (art. 15 §9, §15)</extracomment>
        <translation>Διανομέας (Sabot), στη θέση %1</translation>
    </message>
</context>
<context>
    <name>BaccaratFreePlay</name>
    <message>
        <source>Baccarat table, free play</source>
        <extracomment>The accessible name of the baccarat free-play table</extracomment>
        <translation>Τραπέζι μπακαρά, ελεύθερο παιχνίδι</translation>
    </message>
    <message>
        <source>Shoe %1 · Coup %2 · %3 cards in the sabot</source>
        <extracomment>Free play: shoe number, coup number and cards left in the sabot</extracomment>
        <translation>Κουτί %1 · Παρτίδα %2 · %3 τραπουλόχαρτα στον διανομέα (Sabot)</translation>
    </message>
    <message>
        <source>Cut card out: this is the last coup of the shoe (art. 15 §16).</source>
        <extracomment>The cut card has come out (art. 15 §16)</extracomment>
        <translation>Η κάρτα τελειώματος εμφανίστηκε: αυτή είναι η τελευταία παρτίδα του κουτιού (άρθ. 15 §16).</translation>
    </message>
    <message>
        <source>Burn (Enter)</source>
        <extracomment>Free play: burn the number of cards typed (art. 15 §9)</extracomment>
        <translation>Κάψιμο (Enter)</translation>
    </message>
    <message>
        <source>No more bets: deal (Enter)</source>
        <extracomment>The dealer&apos;s call before the cards come out (art. 15 §3, ΟΧΙ ΑΛΛΑ ΣΤΟΙΧΗΜΑΤΑ)</extracomment>
        <translation>ΟΧΙ ΑΛΛΑ ΣΤΟΙΧΗΜΑΤΑ: μοίρασμα (Enter)</translation>
    </message>
    <message>
        <source>Point %1</source>
        <extracomment>Announce a point; %1 the digit</extracomment>
        <translation>Άθροισμα %1</translation>
    </message>
    <message>
        <source>Draw (D)</source>
        <extracomment>Call a third card for the hand (key D; Δ on a Greek keyboard)</extracomment>
        <translation>Τραβά (Δ)</translation>
    </message>
    <message>
        <source>Stand (S)</source>
        <extracomment>The hand stands (key S; Σ on a Greek keyboard)</extracomment>
        <translation>Δεν τραβά (Σ)</translation>
    </message>
    <message>
        <source>Option (O)</source>
        <extracomment>The holder of the hand chooses (chemin de fer &quot;ή τραβά ή δεν τραβά&quot;)</extracomment>
        <translation>Ή τραβά ή δεν τραβά (Ο)</translation>
    </message>
    <message>
        <source>Tableau (P)</source>
        <extracomment>Deux tableaux / chemin de fer winner buttons: the punters&apos; hand</extracomment>
        <translation>Ταμπλώ (Π)</translation>
    </message>
    <message>
        <source>Player (P)</source>
        <translation>Παίκτης (Π)</translation>
    </message>
    <message>
        <source>Bank (B)</source>
        <extracomment>Deux tableaux winner button: the bank</extracomment>
        <translation>Πάγκος (Β)</translation>
    </message>
    <message>
        <source>Banker (B)</source>
        <extracomment>Chemin de fer winner button: the banker</extracomment>
        <translation>Πάγκος (Β)</translation>
    </message>
    <message>
        <source>← Bet</source>
        <extracomment>Settlement: choose the previous bet on the layout</extracomment>
        <translation>← Στοίχημα</translation>
    </message>
    <message>
        <source>Bet →</source>
        <extracomment>Settlement: choose the next bet on the layout</extracomment>
        <translation>Στοίχημα →</translation>
    </message>
    <message>
        <source>Collect (C)</source>
        <extracomment>Collect the chosen losing bet (key C)</extracomment>
        <translation>Απόσυρση (Ψ)</translation>
    </message>
    <message>
        <source>Commission (K)</source>
        <extracomment>Take the commission typed from the chosen Banco bet (key K)</extracomment>
        <translation>Γκανιότα (Κ)</translation>
    </message>
    <message>
        <source>Pay (Enter)</source>
        <extracomment>Pay the chosen bet the amount typed</extracomment>
        <translation>Πληρωμή (Enter)</translation>
    </message>
    <message>
        <source>Cagnotte (Enter)</source>
        <extracomment>Put the amount typed in the cagnotte box (chemin de fer, art. 15 §7)</extracomment>
        <translation>Γκανιότα (Enter)</translation>
    </message>
    <message>
        <source>New shoe (N)</source>
        <extracomment>Start a new shoe after the last coup</extracomment>
        <translation>Νέο κουτί (Ν)</translation>
    </message>
    <message>
        <source>BANK</source>
        <extracomment>The banker&apos;s bank on the chemin de fer layout</extracomment>
        <translation>ΜΠΑΝΚΟ</translation>
    </message>
    <message>
        <source>Sabot, %1 cards</source>
        <extracomment>The card shoe; %1 how many cards are left in it</extracomment>
        <translation>Διανομέας (Sabot), %1 τραπουλόχαρτα</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <extracomment>Under the sabot: how many cards are left in it</extracomment>
        <translation>%1 χαρτιά</translation>
    </message>
    <message>
        <source>Discard holder, %1 cards</source>
        <extracomment>The discard holder; %1 how many cards are in it</extracomment>
        <translation>Συλλέκτης (Discard Holder), %1 τραπουλόχαρτα</translation>
    </message>
    <message>
        <source>Seat %1, %2, %3</source>
        <extracomment>A bet on the layout; %1 seat, %2 the bet, %3 the stake</extracomment>
        <translation>Θέση %1, %2, %3</translation>
    </message>
    <message>
        <source>STAKE</source>
        <translation>ΜΙΖΑ</translation>
    </message>
    <message>
        <source>PP</source>
        <extracomment>Short tags of the pair bets on the layout (Punto pair, Banco pair)</extracomment>
        <translation>PP</translation>
    </message>
    <message>
        <source>BP</source>
        <translation>BP</translation>
    </message>
    <message>
        <source>T1</source>
        <translation>Τ1</translation>
    </message>
    <message>
        <source>T2</source>
        <translation>Τ2</translation>
    </message>
    <message>
        <source>Smallest chip: %1</source>
        <extracomment>On the table: the smallest chip (payments are rounded down to it).</extracomment>
        <translation>Μικρότερη μάρκα: %1</translation>
    </message>
    <message>
        <source>Commission</source>
        <extracomment>Punto Banco&apos;s variants at the free-play table (guide): keep the casino names</extracomment>
        <translation>Commission</translation>
    </message>
    <message>
        <source>No Commission</source>
        <translation>No Commission</translation>
    </message>
    <message>
        <source>Last coup (L)</source>
        <extracomment>Free play, an incident: call the last coup of the shoe (art. 15 §16; key L)</extracomment>
        <translation>Τελευταία παρτίδα (L/Λ)</translation>
    </message>
    <message>
        <source>Dummy hand (H)</source>
        <extracomment>Free play, an incident: declare a dummy hand (art. 15 §5; key H)</extracomment>
        <translation>Παρτίδα χωρίς μίζες (Η)</translation>
    </message>
    <message>
        <source>Reduce (R)</source>
        <extracomment>Free play, an incident: reduce the bet over the limit to the amount typed (art. 15 §19; key R)</extracomment>
        <translation>Μείωση (R/Ρ)</translation>
    </message>
    <message>
        <source>Refuse (X)</source>
        <extracomment>Free play, an incident: refuse the bet over the limit (art. 15 §4; key X)</extracomment>
        <translation>Άρνηση (Χ)</translation>
    </message>
    <message>
        <source>Machine (M)</source>
        <extracomment>Free play, an incident: the shuffling machine (art. 15 §20; key M)</extracomment>
        <translation>Συσκευή (Μ)</translation>
    </message>
    <message>
        <source>Super Six</source>
        <translation>Super Six</translation>
    </message>
    <message>
        <source>Count (A)</source>
        <extracomment>Free play, the opening of a shoe: count the cards typed (art. 15 §6)</extracomment>
        <translation>Μέτρηση (Α)</translation>
    </message>
    <message>
        <source>Shuffle (F)</source>
        <extracomment>Free play, the opening of a shoe: shuffle (art. 15 §6)</extracomment>
        <translation>Ανακάτεμα (F/Φ)</translation>
    </message>
    <message>
        <source>Cut (U)</source>
        <extracomment>Free play, the opening of a shoe: the seat typed cuts (art. 15 §7)</extracomment>
        <translation>Κόψιμο (U/Θ)</translation>
    </message>
    <message>
        <source>Cut card (I)</source>
        <extracomment>Free play, the opening of a shoe: the cut card with the cards typed behind it (art. 15 §8)</extracomment>
        <translation>Κάρτα τελειώματος (Ι)</translation>
    </message>
    <message>
        <source>Keys: A count · F shuffle · U cut · I cut card · digits, Enter · D draw · S stand · O option · P B T winner · C collect · K commission · ← → bet · N new shoe · G pass the bank or the sabot · F1 show me · incidents: L last coup · H dummy hand · R reduce · X refuse · M machine</source>
        <extracomment>The free-play keys of the baccarat table (Greek keyboard: the same keys)</extracomment>
        <translation>Πλήκτρα (και σε ελληνικό πληκτρολόγιο): A (Α) μέτρηση · F (Φ) ανακάτεμα · U (Θ) κόψιμο · I (Ι) κάρτα τελειώματος · ψηφία, Enter · D (Δ) τραβά · S (Σ) δεν τραβά · O (Ο) επιλογή · P B T (Π Β Τ) νικητής · C (Ψ) απόσυρση · K (Κ) γκανιότα · ← → στοίχημα · N (Ν) νέο κουτί · G (Γ) ο μπάνκο ή ο διανομέας στη θέση · F1 δείξε μου · συμβάντα: L (Λ) τελευταία παρτίδα · H (Η) παρτίδα χωρίς μίζες · R (Ρ) μείωση · X (Χ) άρνηση · M (Μ) συσκευή</translation>
    </message>
    <message>
        <source>Pass the bank (G)</source>
        <extracomment>Free play, chemin de fer: the bank to the seat typed (the banker lost; RULINGS, a convention)</extracomment>
        <translation>Ο μπάνκο δεξιά (G/Γ)</translation>
    </message>
    <message>
        <source>Pass the sabot (G)</source>
        <extracomment>Free play, Punto Banco&apos;s big table: the sabot to the seat typed (art. 15 §9, §15)</extracomment>
        <translation>Ο διανομέας στη θέση (G/Γ)</translation>
    </message>
    <message>
        <source>Mini</source>
        <extracomment>Punto Banco&apos;s table sizes (art. 15 §18): the casino names MINI, MIDI; the big table where players hold the sabot</extracomment>
        <translation>Mini</translation>
    </message>
    <message>
        <source>Midi</source>
        <translation>Midi</translation>
    </message>
    <message>
        <source>Big table</source>
        <translation>Μεγάλο τραπέζι</translation>
    </message>
    <message>
        <source>+%1</source>
        <extracomment>Under a stake on the baccarat layout once it is paid: %1 the payout</extracomment>
        <translation>+%1</translation>
    </message>
</context>
<context>
    <name>BaccaratRulesPage</name>
    <message>
        <source>Baccarat rules</source>
        <extracomment>The title of the rules page of the three baccarat games.</extracomment>
        <translation>Κανόνες μπακαρά</translation>
    </message>
    <message>
        <source>D</source>
        <extracomment>Letter in a tableau cell: the hand draws a third card. Greek: Τ (τραβά). One letter.</extracomment>
        <translation>Τ</translation>
    </message>
    <message>
        <source>O</source>
        <extracomment>Letter in a tableau cell: the hand draws or stands as its holder chooses. Greek: Ε (επιλογή). One letter.</extracomment>
        <translation>Ε</translation>
    </message>
    <message>
        <source>S</source>
        <extracomment>Letter in a tableau cell: the hand stands (draws no card). Greek: Μ (μένει). One letter.</extracomment>
        <translation>Μ</translation>
    </message>
    <message>
        <source>draws</source>
        <extracomment>What a hand does (tableau cell): draws a third card. Short.</extracomment>
        <translation>τραβά</translation>
    </message>
    <message>
        <source>option</source>
        <extracomment>What a hand does (tableau cell): its holder may draw or stand. Short.</extracomment>
        <translation>επιλογή</translation>
    </message>
    <message>
        <source>stands</source>
        <extracomment>What a hand does (tableau cell): draws no card. Short.</extracomment>
        <translation>μένει</translation>
    </message>
    <message>
        <source>Punto with %1</source>
        <translation>Punto με %1</translation>
    </message>
    <message>
        <source>The player with %1</source>
        <extracomment>A tableau cell at chemin de fer or deux tableaux: the player&apos;s two-card total</extracomment>
        <translation>Ο παίκτης με %1</translation>
    </message>
    <message>
        <source>Banco with %1; Punto&apos;s third card: %2</source>
        <extracomment>A tableau cell: Banco&apos;s two-card total %1, Punto&apos;s third card %2</extracomment>
        <translation>Banco με %1· τρίτο φύλλο του Punto: %2</translation>
    </message>
    <message>
        <source>The banker with %1; the player&apos;s third card: %2</source>
        <extracomment>A tableau cell at chemin de fer or deux tableaux: the banker&apos;s total %1, the player&apos;s third card %2</extracomment>
        <translation>Ο πάγκος με %1· τρίτο φύλλο του παίκτη: %2</translation>
    </message>
    <message>
        <source>Banco with %1; Punto stood</source>
        <translation>Banco με %1· το Punto έμεινε</translation>
    </message>
    <message>
        <source>The banker with %1; the player stood</source>
        <translation>Ο πάγκος με %1· ο παίκτης έμεινε</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>Accessible name of the choice of game on the rules page.</extracomment>
        <translation>Παιχνίδι</translation>
    </message>
    <message>
        <source>8 · 9</source>
        <extracomment>A badge before the naturals rule: the two totals that are naturals. Keep it short.</extracomment>
        <translation>8 · 9</translation>
    </message>
    <message>
        <source>Punto</source>
        <translation>Punto</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>Caption of the player&apos;s column at chemin de fer</extracomment>
        <translation>Παίκτης</translation>
    </message>
    <message>
        <source>Each tableau</source>
        <extracomment>Caption of the punters&apos; column at deux tableaux: each tableau plays by it</extracomment>
        <translation>Κάθε ταμπλώ</translation>
    </message>
    <message>
        <source>%1, by Punto&apos;s third card</source>
        <extracomment>Caption of the banker&apos;s grid at Punto Banco: %1 &quot;Banco&quot; in bold; the columns are Punto&apos;s third card</extracomment>
        <translation>%1, κατά το τρίτο φύλλο του Punto</translation>
    </message>
    <message>
        <source>%1, by the player&apos;s third card</source>
        <extracomment>Caption of the banker&apos;s grid at chemin de fer and deux tableaux: %1 &quot;Banker&quot; in bold</extracomment>
        <translation>%1, κατά το τρίτο φύλλο του παίκτη</translation>
    </message>
    <message>
        <source>Banco</source>
        <translation>Banco</translation>
    </message>
    <message>
        <source>Banker</source>
        <extracomment>The banker&apos;s grid at chemin de fer and deux tableaux</extracomment>
        <translation>Πάγκος</translation>
    </message>
    <message>
        <source>Punto stood</source>
        <extracomment>Header of the column where Punto drew no third card. Two short lines at most.</extracomment>
        <translation>Το Punto έμεινε</translation>
    </message>
    <message>
        <source>Player stood</source>
        <extracomment>Header of the column where the player drew no third card. Two short lines at most.</extracomment>
        <translation>Ο παίκτης έμεινε</translation>
    </message>
    <message>
        <source>draws a third card</source>
        <extracomment>Legend of the tableau: the hand draws a third card</extracomment>
        <translation>τραβά τρίτο χαρτί</translation>
    </message>
    <message>
        <source>draws or stands, as its holder chooses</source>
        <extracomment>Legend of the tableau: the hand&apos;s holder chooses</extracomment>
        <translation>ή τραβά ή δεν τραβά, κατ&apos; επιλογή</translation>
    </message>
    <message>
        <source>stands, draws no card</source>
        <extracomment>Legend of the tableau: the hand draws no card</extracomment>
        <translation>μένει, δεν τραβά χαρτί</translation>
    </message>
    <message>
        <source>The house&apos;s share</source>
        <extracomment>Heading of the pay table on the rules page</extracomment>
        <translation>Το μερίδιο του Καζίνο</translation>
    </message>
    <message>
        <source>Pay table</source>
        <extracomment>Accessible name of the choice of Punto Banco pay table</extracomment>
        <translation>Πίνακας πληρωμών</translation>
    </message>
    <message>
        <source>With commission</source>
        <extracomment>A Punto Banco pay table: Banco pays 95:100 (5 % commission)</extracomment>
        <translation>Με γκανιότα</translation>
    </message>
    <message>
        <source>No commission</source>
        <extracomment>A Punto Banco pay table: Banco pays 1:1, 1:2 with a 6</extracomment>
        <translation>Χωρίς γκανιότα</translation>
    </message>
    <message>
        <source>Super Six</source>
        <extracomment>A Punto Banco pay table with the Super Six side bet: keep &quot;Super Six&quot;</extracomment>
        <translation>Super Six</translation>
    </message>
</context>
<context>
    <name>BaccaratTable</name>
    <message>
        <source>Baccarat table</source>
        <extracomment>The accessible name of the baccarat table in a drill.</extracomment>
        <translation>Τραπέζι μπακαρά</translation>
    </message>
    <message>
        <source>COMMISSION</source>
        <extracomment>Printed on the Punto Banco layout: the box where the 5% commission is kept.</extracomment>
        <translation>ΓΚΑΝΙΟΤΑ</translation>
    </message>
    <message>
        <source>PUNTO PAIR</source>
        <translation>ΖΕΥΓΑΡΙ PUNTO</translation>
    </message>
    <message>
        <source>BANCO PAIR</source>
        <translation>ΖΕΥΓΑΡΙ BANCO</translation>
    </message>
    <message>
        <source>DISCARD</source>
        <extracomment>Printed beside the discard holder.</extracomment>
        <translation>ΣΥΛΛΕΚΤΗΣ</translation>
    </message>
    <message>
        <source>Smallest chip: %1</source>
        <extracomment>On the table in a drill: the table&apos;s smallest chip (payments are rounded down to it).</extracomment>
        <translation>Μικρότερη μάρκα: %1</translation>
    </message>
    <message>
        <source>EGALITÉ %1</source>
        <extracomment>Printed on the Punto Banco layout; %1 is what the Egalité pays (&quot;8:1&quot;)</extracomment>
        <translation>ΙΣΟΠΑΛΙΑ %1</translation>
    </message>
    <message>
        <source>SUPER SIX %1</source>
        <extracomment>Printed on the Super Six layout: the side bet&apos;s box; %1 what it pays on two / three cards (&quot;12:1 / 20:1&quot;)</extracomment>
        <translation>SUPER SIX %1</translation>
    </message>
</context>
<context>
    <name>BlackjackFelt</name>
    <message>
        <source>DEALER MUST DRAW TO 16 AND STAND ON 17</source>
        <extracomment>Printed on the blackjack layout: the dealer&apos;s rule (art. 14 §12 γ).</extracomment>
        <translation>Ο ΚΡΟΥΠΙΕΡΗΣ ΤΡΑΒΑ ΜΕ 16 ΚΑΙ ΣΤΑΜΑΤΑ ΣΤΟ 17</translation>
    </message>
    <message>
        <source>Blackjack shoe</source>
        <extracomment>The card shoe on the blackjack table (ο διανομέας, Blackjack Shoe).</extracomment>
        <translation>Διανομέας (Blackjack Shoe)</translation>
    </message>
    <message>
        <source>Discard holder</source>
        <extracomment>The tray for used and burned cards (ο συλλέκτης, Discard Holder).</extracomment>
        <translation>Συλλέκτης (Discard Holder)</translation>
    </message>
    <message>
        <source>DISCARD</source>
        <extracomment>Printed beside the discard holder of the blackjack table.</extracomment>
        <translation>ΣΥΛΛΕΚΤΗΣ</translation>
    </message>
    <message>
        <source>BLACKJACK PAYS %1 TO %2</source>
        <extracomment>Printed on the blackjack layout (art. 14 §12 β: «πληρώνεται 3 προς 2»); %1 TO %2 is the engine&apos;s ratio, 3 TO 2</extracomment>
        <translation>ΤΟ ΜΠΛΑΚΤΖΑΚ ΠΛΗΡΩΝΕΤΑΙ %1 ΠΡΟΣ %2</translation>
    </message>
    <message>
        <source>INSURANCE PAYS %1 TO %2</source>
        <extracomment>Printed on the insurance line of the blackjack layout (art. 14 §13: «2 προς 1»); %1 TO %2 is the engine&apos;s ratio, 2 TO 1</extracomment>
        <translation>Η ΑΣΦΑΛΕΙΑ ΠΛΗΡΩΝΕΤΑΙ %1 ΠΡΟΣ %2</translation>
    </message>
</context>
<context>
    <name>BlackjackFreePlay</name>
    <message>
        <source>Blackjack free play</source>
        <extracomment>The accessible name of the blackjack free-play table.</extracomment>
        <translation>Ελεύθερο παιχνίδι Μπλάκτζακ</translation>
    </message>
    <message>
        <source>DEALER</source>
        <extracomment>The dealer&apos;s total in free play; %1 &quot;17&quot; or &quot;soft 17&quot;.</extracomment>
        <translation>ΚΡΟΥΠΙΕΡΗΣ</translation>
    </message>
    <message>
        <source>DEALER: %1</source>
        <translation>ΚΡΟΥΠΙΕΡΗΣ: %1</translation>
    </message>
    <message>
        <source>Type a total or an amount</source>
        <extracomment>Free play: the field where the trainee types a total or an amount.</extracomment>
        <translation>Πληκτρολογήστε άθροισμα ή ποσό</translation>
    </message>
    <message>
        <source>Deal (D)</source>
        <translation>Μοίρασμα (D/Δ)</translation>
    </message>
    <message>
        <source>Insurance (I)</source>
        <translation>Ασφάλεια (I)</translation>
    </message>
    <message>
        <source>Announce (A)</source>
        <translation>Ανακοίνωση (A)</translation>
    </message>
    <message>
        <source>Pay (P)</source>
        <translation>Πληρωμή (P)</translation>
    </message>
    <message>
        <source>Collect (C)</source>
        <translation>Μάζεμα (C)</translation>
    </message>
    <message>
        <source>Push (L)</source>
        <translation>Ισοπαλία (L)</translation>
    </message>
    <message>
        <source>Draw (H)</source>
        <translation>Χαρτί (H)</translation>
    </message>
    <message>
        <source>Stand (S)</source>
        <translation>Σταματώ (S)</translation>
    </message>
    <message>
        <source>Rounds: %1 · Cards before the cut card: %2</source>
        <extracomment>Free-play status: rounds played, cards left before the cut card.</extracomment>
        <translation>Πάσες: %1 · Χαρτιά πριν από την κάρτα τελειώματος: %2</translation>
    </message>
    <message>
        <source>Reduce (R)</source>
        <translation>Μείωση (R/Ρ)</translation>
    </message>
    <message>
        <source>Refuse (X)</source>
        <translation>Άρνηση (Χ)</translation>
    </message>
    <message>
        <source>Burn (B)</source>
        <translation>Κάψιμο (Β)</translation>
    </message>
    <message>
        <source>Offer (O)</source>
        <translation>Προσφορά (Ο)</translation>
    </message>
    <message>
        <source>Last round (E)</source>
        <translation>Τελευταία πάσα (Ε)</translation>
    </message>
    <message>
        <source>Machine (M)</source>
        <translation>Συσκευή (Μ)</translation>
    </message>
    <message>
        <source>Keys: digits · D deal · I insurance · A announce · H draw · S stand · C collect · P or Enter pay · L push · F1 show me · opening: N count · U shuffle · T cut · K cut card · B burn · incidents: R reduce · X refuse · B burn · O offer · E last round · M machine</source>
        <extracomment>The free-play keys of the blackjack table (Greek keyboard: the same keys)</extracomment>
        <translation>Πλήκτρα (και σε ελληνικό πληκτρολόγιο): ψηφία · D (Δ) μοίρασμα · I (Ι) ασφάλεια · A (Α) ανακοίνωση · H (Η) χαρτί · S (Σ) σταματώ · C (Ψ) μάζεμα · P (Π) ή Enter πληρωμή · L (Λ) ισοπαλία · F1 δείξε μου · άνοιγμα: N (Ν) μέτρηση · U (Θ) ανακάτεμα · T (Τ) κόψιμο · K (Κ) κάρτα τελειώματος · B (Β) κάψιμο · συμβάντα: R (Ρ) μείωση · X (Χ) άρνηση · B (Β) κάψιμο · O (Ο) προσφορά · E (Ε) τελευταία πάσα · M (Μ) συσκευή</translation>
    </message>
    <message>
        <source>Count (N)</source>
        <translation>Μέτρηση (Ν)</translation>
    </message>
    <message>
        <source>Shuffle (U)</source>
        <translation>Ανακάτεμα (U/Θ)</translation>
    </message>
    <message>
        <source>Cut (T)</source>
        <translation>Κόψιμο (Τ)</translation>
    </message>
    <message>
        <source>Cut card (K)</source>
        <translation>Κάρτα τελειώματος (Κ)</translation>
    </message>
</context>
<context>
    <name>BlackjackTable</name>
    <message>
        <source>Blackjack table</source>
        <extracomment>The accessible name of the blackjack table in a drill.</extracomment>
        <translation>Τραπέζι Μπλάκτζακ</translation>
    </message>
    <message>
        <source>DEALER</source>
        <extracomment>Printed in front of the dealer&apos;s cards on the blackjack table.</extracomment>
        <translation>ΚΡΟΥΠΙΕΡΗΣ</translation>
    </message>
    <message>
        <source>SPLIT HAND</source>
        <extracomment>On the blackjack table: the hand being settled comes from a split (art. 14 §14).</extracomment>
        <translation>ΣΥΜΜΕΤΟΧΗ ΑΠΟ SPLIT</translation>
    </message>
    <message>
        <source>PUSH</source>
        <extracomment>On the blackjack table: the bet pushes and stays, to be taken back.</extracomment>
        <translation>ΙΣΟΠΑΛΙΑ</translation>
    </message>
    <message>
        <source>Paid</source>
        <extracomment>On the blackjack table after a round: the total the dealer paid.</extracomment>
        <translation>Πληρώθηκαν</translation>
    </message>
    <message>
        <source>Collected</source>
        <extracomment>On the blackjack table after a round: the total the dealer collected.</extracomment>
        <translation>Μαζεύτηκαν</translation>
    </message>
    <message>
        <source>Pushes: %1</source>
        <extracomment>On the blackjack table after a round: how many hands were left on a push.</extracomment>
        <translation>Ισοπαλίες: %1</translation>
    </message>
    <message>
        <source>INSURANCE OFFERED</source>
        <extracomment>On the blackjack table: the dealer has already offered insurance this round (art. 14 §13).</extracomment>
        <translation>ΠΡΟΤΑΘΗΚΕ ΑΣΦΑΛΕΙΑ</translation>
    </message>
    <message>
        <source>Smallest chip: %1</source>
        <extracomment>On the table in a drill: the table&apos;s smallest chip (payments are rounded down to it).</extracomment>
        <translation>Μικρότερη μάρκα: %1</translation>
    </message>
    <message>
        <source>FACE UP IN THE SHOE</source>
        <extracomment>On the blackjack table: the card that showed its face in the shoe (art. 14 §7 ¶1).</extracomment>
        <translation>ΑΝΟΙΧΤΟ ΣΤΟΝ ΔΙΑΝΟΜΕΑ</translation>
    </message>
    <message>
        <source>NOT ASKED FOR</source>
        <extracomment>On the blackjack table: cards that came out that the player did not ask for (art. 14 §7 ¶2).</extracomment>
        <translation>ΔΕΝ ΖΗΤΗΘΗΚΕ</translation>
    </message>
    <message>
        <source>IN TURN</source>
        <extracomment>On the blackjack table: the exposed cards came out at this box&apos;s turn.</extracomment>
        <translation>ΣΤΗ ΣΕΙΡΑ ΤΟΥ</translation>
    </message>
    <message>
        <source>REFUSED</source>
        <extracomment>On the blackjack table: this box refused the exposed card (art. 14 §7).</extracomment>
        <translation>ΑΡΝΗΘΗΚΕ</translation>
    </message>
    <message>
        <source>CUT CARD OUT</source>
        <extracomment>On the blackjack table: the cut card (κάρτα τελειώματος) has come out of the shoe (art. 14 §8).</extracomment>
        <translation>ΒΓΗΚΕ Η ΚΑΡΤΑ ΤΕΛΕΙΩΜΑΤΟΣ</translation>
    </message>
    <message>
        <source>Minimum %1</source>
        <extracomment>On the blackjack table: the table&apos;s minimum stake (art. 14 §16); %1 the amount.</extracomment>
        <translation>Ελάχιστο όριο %1</translation>
    </message>
    <message>
        <source>Maximum %1</source>
        <extracomment>On the blackjack table: the table&apos;s maximum stake on a box (art. 14 §16); %1 the amount.</extracomment>
        <translation>Μέγιστο όριο %1</translation>
    </message>
</context>
<context>
    <name>CertificateReport</name>
    <message>
        <source>Trainee</source>
        <extracomment>A certificate&apos;s level: the first, before any criterion is met.</extracomment>
        <translation>Εκπαιδευόμενος</translation>
    </message>
    <message>
        <source>Foundation</source>
        <extracomment>A certificate&apos;s level: the rules of level 1 mastered.</extracomment>
        <translation>Βασικό επίπεδο</translation>
    </message>
    <message>
        <source>Dealer</source>
        <extracomment>A certificate&apos;s level: every rule and the chips mastered, well retained.</extracomment>
        <translation>Κρουπιέρης</translation>
    </message>
    <message>
        <source>Table-ready</source>
        <extracomment>A certificate&apos;s level: everything, in time, the incidents, spotting errors.</extracomment>
        <translation>Έτοιμος για το τραπέζι</translation>
    </message>
    <message>
        <source>Every rules step of level 1 mastered: %1 of %2</source>
        <extracomment>A certificate&apos;s criterion. %1 steps mastered, %2 how many there are.</extracomment>
        <translation>Όλα τα βήματα κανόνων του επιπέδου 1 κατακτημένα: %1 από %2</translation>
    </message>
    <message>
        <source>Every rules step mastered: %1 of %2</source>
        <extracomment>A certificate&apos;s criterion. %1 steps mastered, %2 how many there are.</extracomment>
        <translation>Όλα τα βήματα κανόνων κατακτημένα: %1 από %2</translation>
    </message>
    <message>
        <source>Every chips step mastered: %1 of %2</source>
        <extracomment>A certificate&apos;s criterion. %1 steps mastered, %2 how many there are.</extracomment>
        <translation>Όλα τα βήματα μαρκών κατακτημένα: %1 από %2</translation>
    </message>
    <message>
        <source>Every incident and procedure step mastered: %1 of %2</source>
        <extracomment>A certificate&apos;s criterion: the regulation&apos;s procedures and incidents. %1 of %2 steps.</extracomment>
        <translation>Όλα τα βήματα συμβάντων και διαδικασιών κατακτημένα: %1 από %2</translation>
    </message>
    <message>
        <source>Steps answered within their target time: %1 of %2</source>
        <extracomment>A certificate&apos;s criterion: the target times as set, whatever the practice time limits. %1 of %2 steps.</extracomment>
        <translation>Βήματα μέσα στον χρόνο-στόχο τους: %1 από %2</translation>
    </message>
    <message>
        <source>Retention %1 %, at least %2 %</source>
        <extracomment>A certificate&apos;s criterion: the schedule&apos;s mean chance now of recalling the game&apos;s cells. %1 and %2 per cent.</extracomment>
        <translation>Συγκράτηση %1 %, τουλάχιστον %2 %</translation>
    </message>
    <message>
        <source>Spot the error: %1 rounds with an error watched, at least %2</source>
        <extracomment>A certificate&apos;s criterion. %1 rounds with a dealer&apos;s error watched, %2 the least.</extracomment>
        <translation>Εντοπισμός λάθους: %1 γύροι με λάθος, τουλάχιστον %2</translation>
    </message>
    <message>
        <source>Spot the error: %1 % of the errors stopped, at least %2 %</source>
        <extracomment>A certificate&apos;s criterion. %1 and %2 per cent.</extracomment>
        <translation>Εντοπισμός λάθους: σταματήθηκε το %1 % των λαθών, τουλάχιστον %2 %</translation>
    </message>
    <message>
        <source>Croupier certificate: %1</source>
        <extracomment>The certificate&apos;s title. %1 the game.</extracomment>
        <translation>Πιστοποιητικό Croupier: %1</translation>
    </message>
    <message>
        <source>%1 has reached the level &lt;b&gt;%2&lt;/b&gt;.</source>
        <extracomment>On the certificate. %1 the trainee&apos;s name, %2 the level reached.</extracomment>
        <translation>%1: επίπεδο &lt;b&gt;%2&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Issued %1</source>
        <extracomment>On the certificate: its date, 24-hour time in Greek. %1 the date and time.</extracomment>
        <translation>Εκδόθηκε %1</translation>
    </message>
    <message>
        <source>A record of self-study on this computer, read from the trainee&apos;s answers. It is not an exam result: the school&apos;s exams are signed by the instructor.</source>
        <extracomment>On the certificate: what it is, and what it is not.</extracomment>
        <translation>Καταγραφή αυτοεκπαίδευσης σε αυτόν τον υπολογιστή, από τις απαντήσεις του εκπαιδευόμενου. Δεν είναι αποτέλεσμα εξέτασης: οι εξετάσεις της σχολής υπογράφονται από τον εκπαιδευτή.</translation>
    </message>
    <message>
        <source>met</source>
        <extracomment>A criterion met / not yet met, in words (not by colour alone).</extracomment>
        <translation>επιτεύχθηκε</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>όχι ακόμη</translation>
    </message>
    <message>
        <source>The curriculum&apos;s steps</source>
        <extracomment>Heading of the certificate&apos;s list of curriculum steps.</extracomment>
        <translation>Τα βήματα του προγράμματος σπουδών</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>Column heading: a step&apos;s topic and level.</extracomment>
        <translation>Βήμα</translation>
    </message>
    <message>
        <source>State</source>
        <extracomment>Column heading: mastered, waiting for its re-check, or being learnt.</extracomment>
        <translation>Κατάσταση</translation>
    </message>
    <message>
        <source>In time</source>
        <extracomment>Column heading: answered within the target time.</extracomment>
        <translation>Στον χρόνο</translation>
    </message>
    <message>
        <source>mastered</source>
        <translation>κατακτήθηκε</translation>
    </message>
    <message>
        <source>re-check due</source>
        <translation>αναμένεται έλεγχος</translation>
    </message>
    <message>
        <source>being learnt</source>
        <translation>σε εκμάθηση</translation>
    </message>
    <message>
        <source>%1, level %2</source>
        <extracomment>A step on the certificate. %1 the topic&apos;s title, %2 its level.</extracomment>
        <translation>%1, επίπεδο %2</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ναι</translation>
    </message>
    <message>
        <source>no</source>
        <translation>όχι</translation>
    </message>
    <message>
        <source>Croupier · %1</source>
        <extracomment>The certificate&apos;s footer. %1 the trainee.</extracomment>
        <translation>Croupier · %1</translation>
    </message>
    <message>
        <source>%1: the PDF could not be made</source>
        <extracomment>%1 the file</extracomment>
        <translation>%1: το PDF δεν δημιουργήθηκε</translation>
    </message>
    <message>
        <source>%1, no commission</source>
        <extracomment>A step of the no-commission pay table on Punto Banco&apos;s certificate. %1 the topic.</extracomment>
        <translation>%1, χωρίς γκανιότα</translation>
    </message>
    <message>
        <source>%1, Super Six</source>
        <extracomment>A step of the Super Six pay table on Punto Banco&apos;s certificate. %1 the topic.</extracomment>
        <translation>%1, Super Six</translation>
    </message>
</context>
<context>
    <name>ChipTray</name>
    <message>
        <source>Float</source>
        <extracomment>The chip tray in free play (issue 16): the float the dealer pays from</extracomment>
        <translation>Float (ταμείο μαρκών)</translation>
    </message>
    <message>
        <source>Chips of %1 (%2)</source>
        <extracomment>A tube of the float: %1 the chip&apos;s value, %2 its key</extracomment>
        <translation>Μάρκες των %1 (%2)</translation>
    </message>
</context>
<context>
    <name>ChipsTable</name>
    <message>
        <source>Chips on the layout</source>
        <extracomment>The accessible name of the felt of a chip drill (paying, colouring up, counting chips).</extracomment>
        <translation>Μάρκες στο τραπέζι</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>Under a stack of chips of one value: %1 how many, %2 the chip&apos;s value (&quot;12 × 2.50&quot;).</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>TO PAY</source>
        <extracomment>Printed on the felt of chips.pay, over the amount to hand over.</extracomment>
        <translation>ΠΡΟΣ ΠΛΗΡΩΜΗ</translation>
    </message>
    <message>
        <source>THE PLAYER&apos;S CHIPS</source>
        <extracomment>Printed on the felt of chips.colour-up, over the player&apos;s chips.</extracomment>
        <translation>ΟΙ ΜΑΡΚΕΣ ΤΟΥ ΠΑΙΚΤΗ</translation>
    </message>
    <message>
        <source>CASH</source>
        <extracomment>Printed on the felt of chips.change, over the cash a player puts down.</extracomment>
        <translation>ΜΕΤΡΗΤΑ</translation>
    </message>
    <message>
        <source>THE LAYOUT</source>
        <extracomment>Printed on the felt of chips.count, over the stacks to count.</extracomment>
        <translation>ΤΟ ΤΡΑΠΕΖΙ</translation>
    </message>
    <message>
        <source>THE BET</source>
        <extracomment>Printed on the felt of chips.cut, over the winning bet.</extracomment>
        <translation>ΤΟ ΠΟΝΤΑΡΙΣΜΑ</translation>
    </message>
    <message>
        <source>PUT DOWN</source>
        <extracomment>Printed on the felt of chips.units, over the bet and the stake put down.</extracomment>
        <translation>ΤΟΠΟΘΕΤΗΘΗΚΑΝ</translation>
    </message>
    <message>
        <source>%1 chips of %2</source>
        <extracomment>On the felt of chips.cut (the bet) and chips.units (the stake put down): %1 how many chips, %2 the chip&apos;s value.</extracomment>
        <translation>%1 μάρκες των %2</translation>
    </message>
    <message>
        <source>PAYS %1</source>
        <extracomment>On the felt of chips.cut: the payout ratio, %1 &quot;3:2&quot;.</extracomment>
        <translation>ΠΛΗΡΩΝΕΙ %1</translation>
    </message>
    <message>
        <source>Stacks of %1</source>
        <extracomment>On the felt of chips.cut: the house&apos;s stack, %1 the chips in a full stack (5 or 20).</extracomment>
        <translation>Στήλες των %1</translation>
    </message>
    <message>
        <source>POINT %1</source>
        <extracomment>On the felt of chips.units: the point (or come point) the odds are on.</extracomment>
        <translation>POINT %1</translation>
    </message>
    <message>
        <source>Total %1</source>
        <extracomment>On the felt of chips.count once answered: %1 the money on the layout.</extracomment>
        <translation>Σύνολο %1</translation>
    </message>
    <message>
        <source>Smallest chip at this table: %1</source>
        <extracomment>On the felt of chips.change: the table&apos;s smallest chip (smaller chips of the float are not paid here).</extracomment>
        <translation>Μικρότερη μάρκα σε αυτό το τραπέζι: %1</translation>
    </message>
    <message>
        <source>Smallest chip: %1</source>
        <extracomment>On the felt of a chip drill: the table&apos;s smallest chip.</extracomment>
        <translation>Μικρότερη μάρκα: %1</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>Run &apos;croupier-cli --help&apos; for the commands.</source>
        <translation>Εκτελέστε &apos;croupier-cli --help&apos; για τις εντολές.</translation>
    </message>
    <message>
        <source>
Craps odds:
  odds craps
      Each bet&apos;s exact chances of winning, losing and pushing on the roll
      that decides it, and its house edge (art. 16).
</source>
        <extracomment>croupier-cli --help, after the main text. Keep &quot;odds craps&quot; as it is (typed literally)</extracomment>
        <translation>
Πιθανότητες στα ζάρια (craps):
  odds craps
      Οι ακριβείς πιθανότητες κάθε στοιχήματος να κερδίσει, να χάσει ή να μείνει
      ισοπαλία στη ρίψη που το κρίνει, και το πλεονέκτημα του Καζίνο (άρθρο 16).
</translation>
    </message>
    <message>
        <source>
Blackjack odds:
  odds blackjack [--decks N]
      Exact probabilities of the dealer&apos;s final hand (17-21, blackjack, bust;
      no hole card, stands on soft 17): a shoe of N decks (1 to 8), or an
      infinite deck without --decks.
</source>
        <extracomment>croupier-cli --help, after the main text. Keep &quot;odds blackjack&quot;, &quot;--decks&quot; and N as they are (typed literally)</extracomment>
        <translation>
Πιθανότητες μπλάκτζακ:
  odds blackjack [--decks N]
      Ακριβείς πιθανότητες του τελικού χεριού του κρουπιέρη (17-21, Μπλάκτζακ,
      καίγεται· χωρίς κρυφό χαρτί, σταματά στο μαλακό 17): sabot N τραπουλών
      (1 έως 8), ή άπειρη τράπουλα χωρίς --decks.
</translation>
    </message>
    <message>
        <source>
Exams:
  sheet EXAM_FILE --out FILE.pdf [--key] [--lang en|el]
      Print an exam file&apos;s question sheet, or with --key its answer key,
      as PDF. Headings follow --lang, else the exam&apos;s language. Exit status:
      0 written, 1 the exam file is refused (damaged or edited) or the PDF
      cannot be written, 2 a usage error or an exam file that cannot be read.
</source>
        <extracomment>croupier-cli --help, after the main text. Keep &quot;sheet&quot;, &quot;--out&quot;, &quot;--key&quot;, &quot;--lang&quot;, EXAM_FILE and FILE as they are (typed literally)</extracomment>
        <translation>
Εξετάσεις:
  sheet EXAM_FILE --out FILE.pdf [--key] [--lang en|el]
      Τυπώνει σε PDF το φύλλο ερωτήσεων ενός αρχείου εξέτασης ή, με --key,
      τις λύσεις του. Οι επικεφαλίδες ακολουθούν το --lang, αλλιώς τη γλώσσα
      της εξέτασης. Κωδικός εξόδου: 0 γράφτηκε, 1 το αρχείο εξέτασης
      απορρίφθηκε (χαλασμένο ή διορθωμένο) ή το PDF δεν γράφεται, 2 λάθος
      χρήση ή αρχείο εξέτασης που δεν διαβάζεται.
</translation>
    </message>
    <message>
        <source>--lang needs a value: en or el</source>
        <translation>το --lang θέλει τιμή: en ή el</translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot; for --lang (en or el)</source>
        <translation>άγνωστη γλώσσα &quot;%1&quot; για το --lang (en ή el)</translation>
    </message>
    <message>
        <source>%1: unknown option &quot;%2&quot; (%3)</source>
        <extracomment>%1 is the command (quiz, odds), %2 what was typed, %3 the options it knows</extracomment>
        <translation>%1: άγνωστη επιλογή «%2» (%3)</translation>
    </message>
    <message>
        <source>%1: %2 needs a value</source>
        <extracomment>%1 is the command (quiz, odds), %2 the option</extracomment>
        <translation>%1: η %2 χρειάζεται τιμή</translation>
    </message>
    <message>
        <source>%1: %2 is given twice</source>
        <extracomment>%1 is the command (quiz, odds), %2 the option</extracomment>
        <translation>%1: η %2 δόθηκε δύο φορές</translation>
    </message>
    <message>
        <source>quiz: %1 is required</source>
        <translation>quiz: το %1 είναι υποχρεωτικό</translation>
    </message>
    <message>
        <source>quiz: unknown topic &quot;%1&quot; (known topics: %2)</source>
        <translation>quiz: άγνωστο θέμα &quot;%1&quot; (γνωστά θέματα: %2)</translation>
    </message>
    <message>
        <source>quiz: unknown game &quot;%1&quot; (games: %2)</source>
        <translation>quiz: άγνωστο παιχνίδι &quot;%1&quot; (παιχνίδια: %2)</translation>
    </message>
    <message>
        <source>quiz: topic %1 has no questions for %2 (games: %3)</source>
        <translation>quiz: το θέμα %1 δεν έχει ερωτήσεις για το %2 (παιχνίδια: %3)</translation>
    </message>
    <message>
        <source>quiz: --count must be a whole number from 0 to 10000000, not &quot;%1&quot;</source>
        <translation>quiz: το --count πρέπει να είναι ακέραιος από 0 έως 10000000, όχι &quot;%1&quot;</translation>
    </message>
    <message>
        <source>quiz: --seed must be a whole number from 0 to 18446744073709551615, not &quot;%1&quot;</source>
        <translation>quiz: το --seed πρέπει να είναι ακέραιος από 0 έως 18446744073709551615, όχι &quot;%1&quot;</translation>
    </message>
    <message>
        <source>quiz: --level must be 1, 2 or 3, not &quot;%1&quot;</source>
        <translation>quiz: το --level πρέπει να είναι 1, 2 ή 3, όχι &quot;%1&quot;</translation>
    </message>
    <message>
        <source>croupier-cli: quiz stopped: %1</source>
        <translation>croupier-cli: το quiz σταμάτησε: %1</translation>
    </message>
    <message>
        <source>check: give exactly one bank file, or - for standard input</source>
        <translation>check: δώστε ακριβώς ένα αρχείο τράπεζας ερωτήσεων, ή - για την τυπική είσοδο</translation>
    </message>
    <message>
        <source>croupier-cli: cannot read the bank file &quot;%1&quot;</source>
        <translation>croupier-cli: δεν είναι δυνατή η ανάγνωση του αρχείου τράπεζας &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 right, %2 wrong, %3 malformed</source>
        <extracomment>check&apos;s summary on standard error: counts of right, wrong and malformed lines
----------
check-play&apos;s summary on standard error: counts of right, wrong and malformed records</extracomment>
        <translation>%1 σωστές, %2 λάθος, %3 κακοσχηματισμένες</translation>
    </message>
    <message>
        <source>odds: name a game family: baccarat, craps or blackjack</source>
        <translation>odds: ονομάστε οικογένεια παιχνιδιών: baccarat, craps ή blackjack</translation>
    </message>
    <message>
        <source>odds: unknown game family &quot;%1&quot;</source>
        <translation>odds: άγνωστη οικογένεια παιχνιδιών &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a whole number of decks from %1 to %2</source>
        <extracomment>%1 and %2 are the fewest and most decks of a shoe (1 and 8)</extracomment>
        <translation>ακέραιος αριθμός τραπουλών από %1 έως %2</translation>
    </message>
    <message>
        <source>odds: --decks is required: %1</source>
        <extracomment>%1 is &quot;a whole number of decks from 1 to 8&quot;</extracomment>
        <translation>odds: η --decks είναι υποχρεωτική: %1</translation>
    </message>
    <message>
        <source>odds: --decks must be %1, not &quot;%2&quot;</source>
        <extracomment>%1 is &quot;a whole number of decks from 1 to 8&quot;; %2 what was typed</extracomment>
        <translation>odds: η --decks πρέπει να είναι %1, όχι «%2»</translation>
    </message>
    <message>
        <source>odds: unknown game &quot;%1&quot; (games: %2)</source>
        <translation>odds: άγνωστο παιχνίδι «%1» (παιχνίδια: %2)</translation>
    </message>
    <message>
        <source>odds: chemin-de-fer has no fixed house edge: the player&apos;s 5 and some of the banker&apos;s totals are drawn or stood at the holder&apos;s option (art. 15 §8), so the odds depend on how they choose (games: %1)</source>
        <translation>odds: το chemin-de-fer (Σεμέν ντε φερ) δεν έχει σταθερό πλεονέκτημα του Καζίνο: με 5 ο παίκτης, και με ορισμένα σύνολα ο πάγκος, «ή τραβά ή δεν τραβά» κατά την επιλογή του (άρθρο 15 §8), άρα οι πιθανότητες εξαρτώνται από τις επιλογές τους (παιχνίδια: %1)</translation>
    </message>
    <message>
        <source>odds: deux-tableaux has no fixed house edge: the punters&apos; 5 is their option and the banker draws or stands at his discretion, so the odds depend on how they choose (games: %1)</source>
        <translation>odds: το deux-tableaux (Μπακαράς με δύο ταμπλώ) δεν έχει σταθερό πλεονέκτημα του Καζίνο: με 5 οι παίκτες επιλέγουν, και ο πάγκος τραβά ή δεν τραβά κατά την κρίση του, άρα οι πιθανότητες εξαρτώνται από τις επιλογές τους (παιχνίδια: %1)</translation>
    </message>
    <message>
        <source>odds: %1 is not a baccarat game (games: %2)</source>
        <translation>odds: το %1 δεν είναι παιχνίδι μπακαρά (παιχνίδια: %2)</translation>
    </message>
    <message>
        <source>sheet: --out needs a value: the PDF file to write</source>
        <extracomment>Keep &quot;sheet&quot; and &quot;--out&quot;: typed literally</extracomment>
        <translation>sheet: το --out θέλει τιμή: το αρχείο PDF που θα γραφτεί</translation>
    </message>
    <message>
        <source>sheet: give exactly one exam file</source>
        <extracomment>Keep &quot;sheet&quot;: typed literally</extracomment>
        <translation>sheet: δώστε ακριβώς ένα αρχείο εξέτασης</translation>
    </message>
    <message>
        <source>sheet: --out FILE.pdf is required</source>
        <extracomment>Keep &quot;sheet&quot; and &quot;--out&quot;: typed literally</extracomment>
        <translation>sheet: το --out FILE.pdf είναι υποχρεωτικό</translation>
    </message>
    <message>
        <source>croupier-cli: cannot read the exam file &quot;%1&quot;</source>
        <translation>croupier-cli: δεν διαβάζεται το αρχείο εξέτασης &quot;%1&quot;</translation>
    </message>
    <message>
        <source>croupier-cli: sheet: %1</source>
        <extracomment>%1 why, naming the file: &quot;exam.json: checksum: …&quot;</extracomment>
        <translation>croupier-cli: sheet: %1</translation>
    </message>
    <message>
        <source>odds craps takes no options, not &quot;%1&quot;</source>
        <extracomment>%1 is what was typed after &quot;odds craps&quot;</extracomment>
        <translation>το odds craps δεν δέχεται επιλογές, όχι «%1»</translation>
    </message>
    <message>
        <source>odds blackjack: --decks must be a whole number of decks from %1 to %2, or left out for an infinite deck, not &quot;%3&quot;</source>
        <extracomment>%1 and %2 the fewest and most decks (1 and 8), %3 what was typed</extracomment>
        <translation>odds blackjack: η --decks πρέπει να είναι ακέραιος αριθμός τραπουλών από %1 έως %2, ή να παραλείπεται για άπειρη τράπουλα, όχι «%3»</translation>
    </message>
    <message>
        <source>play: name the game first: croupier-cli play GAME --seed S --rounds N</source>
        <translation>play: πρώτα το παιχνίδι: croupier-cli play GAME --seed S --rounds N</translation>
    </message>
    <message>
        <source>play: unknown game &quot;%1&quot;</source>
        <translation>play: άγνωστο παιχνίδι &quot;%1&quot;</translation>
    </message>
    <message>
        <source>play: %1 is required</source>
        <translation>play: το %1 είναι υποχρεωτικό</translation>
    </message>
    <message>
        <source>play: --seed must be a whole number from 0 to 18446744073709551615, not &quot;%1&quot;</source>
        <translation>play: το --seed πρέπει να είναι ακέραιος από 0 έως 18446744073709551615, όχι &quot;%1&quot;</translation>
    </message>
    <message>
        <source>play: --rounds must be a whole number from 0 to 1000000, not &quot;%1&quot;</source>
        <translation>play: το --rounds πρέπει να είναι ακέραιος από 0 έως 1000000, όχι &quot;%1&quot;</translation>
    </message>
    <message>
        <source>play: --decks must be a whole number, not &quot;%1&quot;</source>
        <translation>play: το --decks πρέπει να είναι ακέραιος, όχι &quot;%1&quot;</translation>
    </message>
    <message>
        <source>play: --incidents must be a share from 0 to 1, not &quot;%1&quot;</source>
        <translation>play: το --incidents πρέπει να είναι ποσοστό από 0 έως 1, όχι &quot;%1&quot;</translation>
    </message>
    <message>
        <source>play: %1</source>
        <translation>play: %1</translation>
    </message>
    <message>
        <source>check-play: give exactly one file of play records, or - for standard input</source>
        <translation>check-play: δώστε ακριβώς ένα αρχείο καταγραφών παιχνιδιού, ή - για την τυπική είσοδο</translation>
    </message>
    <message>
        <source>croupier-cli: cannot read the file &quot;%1&quot;</source>
        <translation>croupier-cli: δεν είναι δυνατή η ανάγνωση του αρχείου &quot;%1&quot;</translation>
    </message>
    <message>
        <source>check-play: no records</source>
        <translation>check-play: καμία καταγραφή</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>τυπική είσοδος</translation>
    </message>
    <message>
        <source>%1 is a directory, not a bank file</source>
        <extracomment>check&apos;s input is a directory; %1 its name</extracomment>
        <translation>%1: φάκελος, όχι αρχείο τράπεζας</translation>
    </message>
    <message>
        <source>out of memory while checking %1</source>
        <extracomment>check ran out of memory; %1 the bank&apos;s name</extracomment>
        <translation>%1: εξαντλήθηκε η μνήμη κατά τον έλεγχο</translation>
    </message>
    <message>
        <source>reading %1 failed (a read error): the lines after it were not checked</source>
        <extracomment>reading check&apos;s input failed part way; %1 its name</extracomment>
        <translation>%1: η ανάγνωση απέτυχε (σφάλμα ανάγνωσης)· οι γραμμές που ακολουθούν δεν ελέγχθηκαν</translation>
    </message>
    <message>
        <source>%1 is empty: there is no question to check</source>
        <extracomment>check&apos;s input has no question; %1 its name</extracomment>
        <translation>%1: κενό, δεν υπάρχει ερώτηση για έλεγχο</translation>
    </message>
    <message>
        <source>  items RESULTS.csv [--out FILE]
      Item analysis of a results CSV the instructor exported: per question
      facility, point-biserial, upper-lower 27 %, wrong answers and median
      time (poor discrimination flagged); per rule cell; trainee by topic.
      CSV on standard output or FILE. Exit status: 0 written, 2 the file
      cannot be read or is not a results CSV (its line and column named).
</source>
        <extracomment>croupier-cli --help, after the main text. Keep &quot;items&quot;, &quot;--out&quot;, RESULTS.csv and FILE as they are (typed literally)</extracomment>
        <translation>  items RESULTS.csv [--out FILE]
      Ανάλυση ερωτήσεων ενός CSV αποτελεσμάτων που εξήγαγε ο εκπαιδευτής: ανά
      ερώτηση δείκτης ευκολίας, σημειακός διποσειριακός συντελεστής, διάκριση
      άνω-κάτω 27 %, λάθος απαντήσεις και διάμεσος χρόνος (σημειώνεται η κακή
      διάκριση)· ανά κελί κανόνα· εκπαιδευόμενος ανά θέμα. CSV στην έξοδο ή
      στο FILE. Κωδικός εξόδου: 0 γράφτηκε, 2 το αρχείο δεν διαβάζεται ή δεν
      είναι CSV αποτελεσμάτων (ονομάζονται γραμμή και στήλη).
</translation>
    </message>
    <message>
        <source>items: --out needs a value: the CSV file to write</source>
        <extracomment>Keep &quot;items&quot; and &quot;--out&quot;: typed literally</extracomment>
        <translation>items: το --out θέλει τιμή: το αρχείο CSV που θα γραφτεί</translation>
    </message>
    <message>
        <source>items: give exactly one results file</source>
        <extracomment>Keep &quot;items&quot;: typed literally</extracomment>
        <translation>items: δώστε ακριβώς ένα αρχείο αποτελεσμάτων</translation>
    </message>
    <message>
        <source>croupier-cli: items: %1: cannot read: %2</source>
        <extracomment>%1 the file, %2 why</extracomment>
        <translation>croupier-cli: items: %1: δεν διαβάζεται: %2</translation>
    </message>
    <message>
        <source>it is a directory</source>
        <translation>είναι φάκελος</translation>
    </message>
    <message>
        <source>croupier-cli: items: %1: %2</source>
        <extracomment>%1 the file, %2 what is wrong where (&quot;line 7: time_ms: not a whole number …&quot;), in English</extracomment>
        <translation>croupier-cli: items: %1: %2</translation>
    </message>
    <message>
        <source>croupier-cli: items: %1: cannot write: %2</source>
        <translation>croupier-cli: items: %1: δεν γράφεται: %2</translation>
    </message>
    <message>
        <source>  instructor FILE [--change]
      Make the instructor&apos;s file (a single station keeps the instructor&apos;s key
      there instead of in the exam database): the passphrase is the first
      line of standard input. With --change, the first line is the current
      passphrase and the second the new one. Make it as a user the trainees
      are not, where they cannot write: sudo croupier-cli instructor
      /etc/croupier/instructor.json. Exit status: 0 written, 1 the current
      passphrase is wrong or the file cannot be written, 2 a usage error.
</source>
        <extracomment>croupier-cli --help, after the main text. Keep &quot;instructor&quot;, &quot;--change&quot; and FILE as they are (typed literally)</extracomment>
        <translation>  instructor FILE [--change]
      Δημιουργεί το αρχείο του εκπαιδευτή (ένας μεμονωμένος σταθμός κρατά εκεί
      το κλειδί του εκπαιδευτή αντί για τη βάση των εξετάσεων): η φράση
      πρόσβασης είναι η πρώτη γραμμή της εισόδου. Με --change, η πρώτη γραμμή
      είναι η τρέχουσα φράση και η δεύτερη η νέα. Φτιάξτε το ως χρήστης που δεν
      είναι οι εκπαιδευόμενοι, όπου εκείνοι δεν γράφουν: sudo croupier-cli
      instructor /etc/croupier/instructor.json. Κωδικός εξόδου: 0 γράφτηκε,
      1 λάθος τρέχουσα φράση ή το αρχείο δεν γράφεται, 2 λάθος χρήση.
</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot; (quiz, check, odds, topics, sheet, items, instructor, play, check-play)</source>
        <translation>άγνωστη εντολή «%1» (quiz, check, odds, topics, sheet, items, instructor, play, check-play)</translation>
    </message>
    <message>
        <source>instructor: give exactly one file</source>
        <extracomment>Keep &quot;instructor&quot;: typed literally</extracomment>
        <translation>instructor: δώστε ακριβώς ένα αρχείο</translation>
    </message>
    <message>
        <source>croupier-cli: instructor: %1: the file exists; --change changes its passphrase</source>
        <translation>croupier-cli: instructor: %1: το αρχείο υπάρχει· το --change αλλάζει τη φράση πρόσβασής του</translation>
    </message>
    <message>
        <source>croupier-cli: instructor: %1: there is no file to change</source>
        <translation>croupier-cli: instructor: %1: δεν υπάρχει αρχείο για αλλαγή</translation>
    </message>
    <message>
        <source>croupier-cli: instructor: %1: the current passphrase is wrong</source>
        <extracomment>The current passphrase given to --change is not the file&apos;s.</extracomment>
        <translation>croupier-cli: instructor: %1: η τρέχουσα φράση πρόσβασης είναι λάθος</translation>
    </message>
    <message>
        <source>croupier-cli: instructor: the passphrase (a line of standard input) must have at least 8 characters</source>
        <translation>croupier-cli: instructor: η φράση πρόσβασης (μια γραμμή της εισόδου) πρέπει να έχει τουλάχιστον 8 χαρακτήρες</translation>
    </message>
    <message>
        <source>
Play records:
  play GAME --seed S --rounds N [--decks D] [--incidents RATE]
       [--table mini|midi|big]
      Play N rounds (coups, rolls, blackjack rounds) exactly as free play
      deals them and write one JSON line per round: cards or dice, bets,
      every settlement and the dealer&apos;s steps with their paragraphs.
      --table: Punto Banco&apos;s table; at the big one the players hold the sabot.
  check-play FILE|-
      Work out every settlement of the records again from their cards or
      dice. Exit status: 0 all agree, 1 one disagrees, 2 a line is malformed.
</source>
        <extracomment>croupier-cli --help, after the main text. Keep &quot;play&quot;, &quot;check-play&quot;, the option names and the words in capitals (GAME, S, N, D, RATE, FILE) and mini, midi, big as they are (typed literally)</extracomment>
        <translation>
Καταγραφές παιχνιδιού:
  play GAME --seed S --rounds N [--decks D] [--incidents RATE]
       [--table mini|midi|big]
      Παίζει N γύρους (παρτίδες, ζαριές, γύρους μπλακτζάκ) όπως ακριβώς τους
      μοιράζει το ελεύθερο παιχνίδι και γράφει μία γραμμή JSON ανά γύρο: φύλλα ή
      ζάρια, στοιχήματα, κάθε εκκαθάριση και τα βήματα του κρουπιέρη με τις
      παραγράφους τους.
      --table: το τραπέζι του Punto Banco· στο μεγάλο τον διανομέα τον κρατούν οι παίκτες.
  check-play FILE|-
      Υπολογίζει ξανά κάθε εκκαθάριση των καταγραφών από τα φύλλα ή τα ζάρια τους.
      Κωδικός εξόδου: 0 όλες συμφωνούν, 1 μία διαφωνεί, 2 μια γραμμή είναι κακοσχηματισμένη.
</translation>
    </message>
    <message>
        <source>play: --table is for the Punto Banco games (art. 15 §18), not %1</source>
        <extracomment>croupier-cli play: --table names the size of a Punto Banco table (art. 15 §18); %1 the game typed</extracomment>
        <translation>play: το --table αφορά τα παιχνίδια Punto Banco (άρθ. 15 §18), όχι το %1</translation>
    </message>
    <message>
        <source>Usage: croupier-cli [--lang en|el] COMMAND [OPTIONS]

Question banks for casino dealer training (JSON Lines, one question per line).

Commands:
  quiz --topic T [--game G] --count N [--seed S] [--level 1-3] [--lang en|el]
      Write N questions of topic T. The same seed gives the same bank; without
      --seed one is drawn and written to standard error.
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
  quiz --topic T [--game G] --count N [--seed S] [--level 1-3] [--lang en|el]
      Γράφει N ερωτήσεις του θέματος T. Ο ίδιος σπόρος (seed) δίνει την ίδια τράπεζα·
      χωρίς --seed κληρώνεται ένας και γράφεται στο standard error.
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
        <source>croupier-cli: quiz --seed %1 (drawn: give it to write the same questions again)</source>
        <extracomment>croupier-cli quiz without --seed: the seed it drew, to make the same bank again</extracomment>
        <translation>croupier-cli: quiz --seed %1 (κληρώθηκε: δώστε τον για να γραφτούν ξανά οι ίδιες ερωτήσεις)</translation>
    </message>
</context>
<context>
    <name>CrapsFreePlay</name>
    <message>
        <source>%1 of player %2: %3</source>
        <translation>%1 του παίκτη %2: %3</translation>
    </message>
    <message>
        <source>ON</source>
        <translation>ON</translation>
    </message>
    <message>
        <source>SHOOTER</source>
        <extracomment>Free play, craps: marks the player who throws the dice.</extracomment>
        <translation>ΡΙΧΝΕΙ</translation>
    </message>
    <message>
        <source>Table limits %1 – %2</source>
        <extracomment>Free play, craps: the table&apos;s limits (art. 16 §3). %1 minimum, %2 maximum.</extracomment>
        <translation>Όρια τραπεζιού %1 – %2</translation>
    </message>
    <message>
        <source>type a number…</source>
        <extracomment>Free play, craps: the digits typed so far, shown while empty.</extracomment>
        <translation>πληκτρολογήστε αριθμό…</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Ρίψη</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Επιβεβαίωση</translation>
    </message>
    <message>
        <source>Collect</source>
        <translation>Μάζεμα</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Μεταφορά</translation>
    </message>
    <message>
        <source>Give back</source>
        <translation>Επιστροφή</translation>
    </message>
    <message>
        <source>Puck OFF</source>
        <translation>Δείκτης OFF</translation>
    </message>
    <message>
        <source>Rolls: %1</source>
        <extracomment>Free play, craps: the counters.</extracomment>
        <translation>Ρίψεις: %1</translation>
    </message>
    <message>
        <source>Keys: digits, Enter · R throw · C collect · M move · B give back · O puck OFF · F1 show me · incidents: N No Roll · D offer the dice · P pass them · X refuse a bet · L reduce · K keep · T take down</source>
        <extracomment>The free-play keys of the craps table (Greek keyboard: the same keys)</extracomment>
        <translation>Πλήκτρα (και σε ελληνικό πληκτρολόγιο): ψηφία, Enter · R (Ρ) ρίψη · C (Ψ) είσπραξη · M (Μ) μεταφορά · B (Β) επιστροφή · O (Ο) δείκτης OFF · F1 δείξε μου · συμβάντα: N (Ν) NO ROLL · D (Δ) προσφορά ζαριών · P (Π) τα δίνει · X (Χ) άρνηση μίζας · L (Λ) μείωση · K (Κ) μένει · T (Τ) απόσυρση</translation>
    </message>
    <message>
        <source>No Roll</source>
        <translation>NO ROLL</translation>
    </message>
    <message>
        <source>Offer the dice</source>
        <translation>Προσφορά ζαριών</translation>
    </message>
    <message>
        <source>Pass the dice</source>
        <translation>Τα ζάρια στον επόμενο</translation>
    </message>
    <message>
        <source>Refuse the bet</source>
        <translation>Άρνηση μίζας</translation>
    </message>
    <message>
        <source>Reduce</source>
        <translation>Μείωση</translation>
    </message>
    <message>
        <source>Keep it on</source>
        <translation>Μένει</translation>
    </message>
    <message>
        <source>Take down</source>
        <translation>Απόσυρση</translation>
    </message>
</context>
<context>
    <name>CrapsLayout</name>
    <message>
        <source>Craps layout</source>
        <extracomment>The accessible name of the craps layout.</extracomment>
        <translation>Διάταξη τραπεζιού CRAPS</translation>
    </message>
    <message>
        <source>DON&apos;T
COME
BAR 12</source>
        <extracomment>Printed on the craps layout: the DON&apos;T COME bar (the regulation keeps the English term); 12 is a push there.</extracomment>
        <translation>DON&apos;T
COME
BAR 12</translation>
    </message>
    <message>
        <source>COME</source>
        <extracomment>Printed on the craps layout (the regulation&apos;s term, kept in Greek).</extracomment>
        <translation>COME</translation>
    </message>
    <message>
        <source>FIELD · 2 AND 12 PAY DOUBLE</source>
        <extracomment>Printed on the craps layout&apos;s FIELD (the regulation&apos;s term); 2 and 12 are paid double.</extracomment>
        <translation>FIELD · 2 ΚΑΙ 12 ΠΛΗΡΩΝΟΝΤΑΙ ΔΙΠΛΑ</translation>
    </message>
    <message>
        <source>DON&apos;T WIN BAR 12</source>
        <extracomment>Printed on the craps layout: DON&apos;T WIN (the regulation&apos;s term); a first-roll 12 is a push («ισοπαλία»).</extracomment>
        <translation>DON&apos;T WIN BAR 12</translation>
    </message>
    <message>
        <source>WIN</source>
        <extracomment>Printed on the craps layout: the WIN line (the regulation&apos;s term).</extracomment>
        <translation>WIN</translation>
    </message>
    <message>
        <source>HARD WAYS</source>
        <extracomment>Printed on the craps layout over the hardway boxes (the regulation&apos;s term).</extracomment>
        <translation>HARD WAYS</translation>
    </message>
    <message>
        <source>CHIP BANK</source>
        <extracomment>The dealer&apos;s chip bank on the craps table: «απόθεμα μαρκών του τραπεζιού (Chip Bank)».</extracomment>
        <translation>ΑΠΟΘΕΜΑ ΜΑΡΚΩΝ</translation>
    </message>
    <message>
        <source>PLAYER %1</source>
        <extracomment>On the craps rail: a player&apos;s place; %1 the seat number.</extracomment>
        <translation>ΠΑΙΚΤΗΣ %1</translation>
    </message>
</context>
<context>
    <name>CrapsRules</name>
    <message>
        <source>Come-out roll: 7 or 11 wins 1:1, 2, 3 or 12 loses, any other total becomes the point. Then the point wins 1:1 and 7 loses. It cannot be taken down.</source>
        <extracomment>The rule of WIN (art. 16 §10 α(1)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Στην πρώτη ρίψη: 7 ή 11 κερδίζει 1:1, 2, 3 ή 12 χάνει, κάθε άλλο άθροισμα γίνεται POINT. Έπειτα το POINT κερδίζει 1:1 και το 7 χάνει. Η μίζα δεν αποσύρεται.</translation>
    </message>
    <message>
        <source>Come-out roll: 2 or 3 wins 1:1, 7 or 11 loses, 12 is a push, any other total becomes the point. Then 7 wins 1:1 and the point loses.</source>
        <extracomment>The rule of DON&apos;T WIN (art. 16 §10 α(2)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Στην πρώτη ρίψη: 2 ή 3 κερδίζει 1:1, 7 ή 11 χάνει, 12 φέρνει ισοπαλία, κάθε άλλο άθροισμα γίνεται POINT. Έπειτα το 7 κερδίζει 1:1 και το POINT χάνει.</translation>
    </message>
    <message>
        <source>Made once a point is on. Its next roll: 7 or 11 wins 1:1, 2, 3 or 12 loses, any other total is its number and it travels there. Then that number wins 1:1 and 7 loses. It cannot be taken down.</source>
        <extracomment>The rule of COME (art. 16 §10 α(3)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Παίζεται μετά την πρώτη ρίψη. Στην επόμενη ρίψη: 7 ή 11 κερδίζει 1:1, 2, 3 ή 12 χάνει, κάθε άλλο άθροισμα είναι ο αριθμός της και η μίζα μεταφέρεται στο πλαίσιό του. Έπειτα ο αριθμός αυτός κερδίζει 1:1 και το 7 χάνει. Η μίζα δεν αποσύρεται.</translation>
    </message>
    <message>
        <source>Made once a point is on. Its next roll: 2 or 3 wins 1:1, 7 or 11 loses, 12 is a push, any other total is its number and it travels behind that box. Then 7 wins 1:1 and that number loses.</source>
        <extracomment>The rule of DON&apos;T COME (art. 16 §10 α(4)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Παίζεται μετά την πρώτη ρίψη. Στην επόμενη ρίψη: 2 ή 3 κερδίζει 1:1, 7 ή 11 χάνει, 12 φέρνει ισοπαλία, κάθε άλλο άθροισμα είναι ο αριθμός της και η μίζα μεταφέρεται πίσω από το πλαίσιό του. Έπειτα το 7 κερδίζει 1:1 και ο αριθμός αυτός χάνει.</translation>
    </message>
    <message>
        <source>Beside a WIN bet once the point is set: the point wins 2:1 on 4 and 10, 3:2 on 5 and 9, 6:5 on 6 and 8; 7 loses; other totals leave it standing. It may be taken down.</source>
        <extracomment>The rule of WIN ODDS (art. 16 §10 γ(1)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Δίπλα στη μίζα του WIN, όταν έχει οριστεί POINT: το POINT κερδίζει 2:1 στο 4 και στο 10, 3:2 στο 5 και στο 9, 6:5 στο 6 και στο 8· το 7 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Μπορεί να αποσυρθεί.</translation>
    </message>
    <message>
        <source>Bridged on a DON&apos;T WIN bet once the point is set: 7 wins 1:2 on 4 and 10, 2:3 on 5 and 9, 5:6 on 6 and 8; the point loses; other totals leave it standing. It may be taken down.</source>
        <extracomment>The rule of DON&apos;T WIN ODDS (art. 16 §10 γ(2)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Ως γέφυρα (Bridged) στη μίζα του DON&apos;T WIN, όταν έχει οριστεί POINT: το 7 κερδίζει 1:2 στο 4 και στο 10, 2:3 στο 5 και στο 9, 5:6 στο 6 και στο 8· το POINT χάνει· με τα άλλα αθροίσματα η μίζα μένει. Μπορεί να αποσυρθεί.</translation>
    </message>
    <message>
        <source>On and offset on a COME bet at its number: that number wins as the WIN odds do (2:1, 3:2, 6:5); 7 loses. Off on the come-out roll unless called working.</source>
        <extracomment>The rule of COME ODDS (art. 16 §10 γ(3)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Πάνω και αντισταθμισμένα (On and Offset) στη μίζα του COME, στον αριθμό της: ο αριθμός κερδίζει με την αναλογία του WIN (2:1, 3:2, 6:5)· το 7 χάνει. Αδρανής (OFF) στη ρίψη COME OUT, εκτός αν ζητηθεί διαφορετικά από τον παίκτη.</translation>
    </message>
    <message>
        <source>Bridged on a DON&apos;T COME bet at its number: 7 wins as the DON&apos;T WIN odds do (1:2, 2:3, 5:6); the number loses. Off on the come-out roll unless called working.</source>
        <extracomment>The rule of DON&apos;T COME ODDS (art. 16 §10 γ(4)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Ως γέφυρα (Bridged) στη μίζα του DON&apos;T COME, στον αριθμό της: το 7 κερδίζει με την αναλογία του DON&apos;T WIN (1:2, 2:3, 5:6)· ο αριθμός χάνει. Αδρανής (OFF) στη ρίψη COME OUT, εκτός αν ζητηθεί διαφορετικά από τον παίκτη.</translation>
    </message>
    <message>
        <source>One roll: 3, 4, 9, 10 and 11 win 1:1, 2 and 12 win 2:1; 5, 6, 7 and 8 lose.</source>
        <extracomment>The rule of FIELD (art. 16 §10 α(5)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Κάθε ρίψη είναι αποφασιστική: 3, 4, 9, 10 και 11 κερδίζουν 1:1, 2 και 12 πληρώνονται διπλή τη μίζα (2:1)· 5, 6, 7 και 8 χάνουν.</translation>
    </message>
    <message>
        <source>A 6 made any way wins 1:1; 7 loses; other totals leave it standing. It works on the come-out roll and may be taken down.</source>
        <extracomment>The rule of BIG 6 (art. 16 §10 α(6)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Το 6 με οποιονδήποτε συνδυασμό κερδίζει 1:1· το 7 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Παίζει και στη ρίψη COME OUT και μπορεί να αποσυρθεί.</translation>
    </message>
    <message>
        <source>An 8 made any way wins 1:1; 7 loses; other totals leave it standing. It works on the come-out roll and may be taken down.</source>
        <extracomment>The rule of BIG 8 (art. 16 §10 α(7)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Το 8 με οποιονδήποτε συνδυασμό κερδίζει 1:1· το 7 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Παίζει και στη ρίψη COME OUT και μπορεί να αποσυρθεί.</translation>
    </message>
    <message>
        <source>One roll: 2 to 6 wins 1:1; 7 to 12 loses.</source>
        <extracomment>The rule of UNDER 7 (art. 16 §10 α(8)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Μία ρίψη: άθροισμα μικρότερο του 7 (2 έως 6) κερδίζει 1:1· 7 έως 12 χάνει.</translation>
    </message>
    <message>
        <source>One roll: 8 to 12 wins 1:1; 2 to 7 loses.</source>
        <extracomment>The rule of OVER 7 (art. 16 §10 α(9)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Μία ρίψη: άθροισμα μεγαλύτερο του 7 (8 έως 12) κερδίζει 1:1· 2 έως 7 χάνει.</translation>
    </message>
    <message>
        <source>2-2 wins 7:1; 7, or 4 made any other way (1-3), loses; other totals leave it standing. It works on the come-out roll and may be taken down.</source>
        <extracomment>The rule of HARD 4 (art. 16 §10 β(1)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Οι δυάρες (2-2) πληρώνονται επτά φορές τη μίζα (7:1)· το 7, ή το 4 χωρίς διπλή (1-3), χάνει· με τα άλλα αθροίσματα η μίζα μένει. Παίζει και στη ρίψη COME OUT και μπορεί να αποσυρθεί.</translation>
    </message>
    <message>
        <source>3-3 wins 9:1; 7, or 6 made any other way (1-5, 2-4), loses; other totals leave it standing. It works on the come-out roll and may be taken down.</source>
        <extracomment>The rule of HARD 6 (art. 16 §10 β(1)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Οι τριάρες (3-3) πληρώνονται εννέα φορές τη μίζα (9:1)· το 7, ή το 6 χωρίς διπλή (1-5, 2-4), χάνει· με τα άλλα αθροίσματα η μίζα μένει. Παίζει και στη ρίψη COME OUT και μπορεί να αποσυρθεί.</translation>
    </message>
    <message>
        <source>4-4 wins 9:1; 7, or 8 made any other way (2-6, 3-5), loses; other totals leave it standing. It works on the come-out roll and may be taken down.</source>
        <extracomment>The rule of HARD 8 (art. 16 §10 β(1)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Οι τεσσάρες (4-4) πληρώνονται εννέα φορές τη μίζα (9:1)· το 7, ή το 8 χωρίς διπλή (2-6, 3-5), χάνει· με τα άλλα αθροίσματα η μίζα μένει. Παίζει και στη ρίψη COME OUT και μπορεί να αποσυρθεί.</translation>
    </message>
    <message>
        <source>5-5 wins 7:1; 7, or 10 made any other way (4-6), loses; other totals leave it standing. It works on the come-out roll and may be taken down.</source>
        <extracomment>The rule of HARD 10 (art. 16 §10 β(1)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Οι πεντάρες (5-5) πληρώνονται επτά φορές τη μίζα (7:1)· το 7, ή το 10 χωρίς διπλή (4-6), χάνει· με τα άλλα αθροίσματα η μίζα μένει. Παίζει και στη ρίψη COME OUT και μπορεί να αποσυρθεί.</translation>
    </message>
    <message>
        <source>One roll: 7 wins 4:1; any other total loses.</source>
        <extracomment>The rule of BIG RED (art. 16 §10 β(2)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Μία ρίψη: το 7 πληρώνεται τέσσερις φορές τη μίζα (4:1)· κάθε άλλο άθροισμα χάνει.</translation>
    </message>
    <message>
        <source>One roll: 11 wins 15:1; any other total loses.</source>
        <extracomment>The rule of YO 11 (art. 16 §10 β(2)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Μία ρίψη: το 11 πληρώνεται δέκα πέντε φορές τη μίζα (15:1)· κάθε άλλο άθροισμα χάνει.</translation>
    </message>
    <message>
        <source>One roll: 2, 3 or 12 wins 7:1; any other total loses.</source>
        <extracomment>The rule of ANY CRAPS (art. 16 §10 β(3)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Μία ρίψη: 2, 3 ή 12 πληρώνεται 7 φορές τη μίζα (7:1)· κάθε άλλο άθροισμα χάνει.</translation>
    </message>
    <message>
        <source>One roll: 2 wins 30:1; any other total loses.</source>
        <extracomment>The rule of CRAPS 2 (art. 16 §10 β(4)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Μία ρίψη: το 2 πληρώνεται τριάντα φορές τη μίζα (30:1)· κάθε άλλο άθροισμα χάνει.</translation>
    </message>
    <message>
        <source>One roll: 3 wins 15:1; any other total loses.</source>
        <extracomment>The rule of CRAPS 3 (art. 16 §10 β(5)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Μία ρίψη: το 3 πληρώνεται δέκα πέντε φορές τη μίζα (15:1)· κάθε άλλο άθροισμα χάνει.</translation>
    </message>
    <message>
        <source>One roll: 12 wins 30:1; any other total loses.</source>
        <extracomment>The rule of CRAPS 12 (art. 16 §10 β(6)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Μία ρίψη: το 12 πληρώνεται τριάντα φορές τη μίζα (30:1)· κάθε άλλο άθροισμα χάνει.</translation>
    </message>
    <message>
        <source>One roll, one bet: 2, 3, 11 or 12 wins 4:1; any other total loses.</source>
        <extracomment>The rule of HORN (art. 16 §10 β(7)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Μία ρίψη, μία μίζα που συνδυάζει το CRAPS και το 11: 2, 3, 11 ή 12 πληρώνεται τέσσερις φορές τη μίζα (4:1)· κάθε άλλο άθροισμα χάνει.</translation>
    </message>
    <message>
        <source>4 wins 9:5; 7 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</source>
        <extracomment>The rule of PLACE 4 (RIGHT BET) (art. 16 §10 δ(1)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Το 4 κερδίζει 9:5· το 7 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Αδρανής (OFF) στη ρίψη COME OUT, εκτός αν ζητηθεί διαφορετικά· μπορεί να αποσυρθεί.</translation>
    </message>
    <message>
        <source>5 wins 7:5; 7 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</source>
        <extracomment>The rule of PLACE 5 (RIGHT BET) (art. 16 §10 δ(1)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Το 5 κερδίζει 7:5· το 7 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Αδρανής (OFF) στη ρίψη COME OUT, εκτός αν ζητηθεί διαφορετικά· μπορεί να αποσυρθεί.</translation>
    </message>
    <message>
        <source>6 wins 7:6; 7 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</source>
        <extracomment>The rule of PLACE 6 (RIGHT BET) (art. 16 §10 δ(1)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Το 6 κερδίζει 7:6· το 7 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Αδρανής (OFF) στη ρίψη COME OUT, εκτός αν ζητηθεί διαφορετικά· μπορεί να αποσυρθεί.</translation>
    </message>
    <message>
        <source>8 wins 7:6; 7 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</source>
        <extracomment>The rule of PLACE 8 (RIGHT BET) (art. 16 §10 δ(1)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Το 8 κερδίζει 7:6· το 7 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Αδρανής (OFF) στη ρίψη COME OUT, εκτός αν ζητηθεί διαφορετικά· μπορεί να αποσυρθεί.</translation>
    </message>
    <message>
        <source>9 wins 7:5; 7 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</source>
        <extracomment>The rule of PLACE 9 (RIGHT BET) (art. 16 §10 δ(1)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Το 9 κερδίζει 7:5· το 7 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Αδρανής (OFF) στη ρίψη COME OUT, εκτός αν ζητηθεί διαφορετικά· μπορεί να αποσυρθεί.</translation>
    </message>
    <message>
        <source>10 wins 9:5; 7 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</source>
        <extracomment>The rule of PLACE 10 (RIGHT BET) (art. 16 §10 δ(1)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Το 10 κερδίζει 9:5· το 7 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Αδρανής (OFF) στη ρίψη COME OUT, εκτός αν ζητηθεί διαφορετικά· μπορεί να αποσυρθεί.</translation>
    </message>
    <message>
        <source>7 wins 5:11; 4 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</source>
        <extracomment>The rule of PLACE 4 (WRONG BET) (art. 16 §10 δ(2)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Το 7 κερδίζει 5:11· το 4 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Αδρανής (OFF) στη ρίψη COME OUT, εκτός αν ζητηθεί διαφορετικά· μπορεί να αποσυρθεί.</translation>
    </message>
    <message>
        <source>7 wins 5:8; 5 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</source>
        <extracomment>The rule of PLACE 5 (WRONG BET) (art. 16 §10 δ(2)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Το 7 κερδίζει 5:8· το 5 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Αδρανής (OFF) στη ρίψη COME OUT, εκτός αν ζητηθεί διαφορετικά· μπορεί να αποσυρθεί.</translation>
    </message>
    <message>
        <source>7 wins 4:5; 6 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</source>
        <extracomment>The rule of PLACE 6 (WRONG BET) (art. 16 §10 δ(2)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Το 7 κερδίζει 4:5· το 6 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Αδρανής (OFF) στη ρίψη COME OUT, εκτός αν ζητηθεί διαφορετικά· μπορεί να αποσυρθεί.</translation>
    </message>
    <message>
        <source>7 wins 4:5; 8 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</source>
        <extracomment>The rule of PLACE 8 (WRONG BET) (art. 16 §10 δ(2)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Το 7 κερδίζει 4:5· το 8 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Αδρανής (OFF) στη ρίψη COME OUT, εκτός αν ζητηθεί διαφορετικά· μπορεί να αποσυρθεί.</translation>
    </message>
    <message>
        <source>7 wins 5:8; 9 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</source>
        <extracomment>The rule of PLACE 9 (WRONG BET) (art. 16 §10 δ(2)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Το 7 κερδίζει 5:8· το 9 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Αδρανής (OFF) στη ρίψη COME OUT, εκτός αν ζητηθεί διαφορετικά· μπορεί να αποσυρθεί.</translation>
    </message>
    <message>
        <source>7 wins 5:11; 10 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</source>
        <extracomment>The rule of PLACE 10 (WRONG BET) (art. 16 §10 δ(2)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Το 7 κερδίζει 5:11· το 10 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Αδρανής (OFF) στη ρίψη COME OUT, εκτός αν ζητηθεί διαφορετικά· μπορεί να αποσυρθεί.</translation>
    </message>
</context>
<context>
    <name>CrapsTable</name>
    <message>
        <source>Craps table</source>
        <extracomment>The accessible name of the craps table in a drill.</extracomment>
        <translation>Τραπέζι CRAPS</translation>
    </message>
    <message>
        <source>ON</source>
        <extracomment>A small button on a craps bet called working on the come-out roll.</extracomment>
        <translation>ON</translation>
    </message>
    <message>
        <source>OFF</source>
        <extracomment>On the craps felt after a drill: the bet was not working on this roll.</extracomment>
        <translation>OFF</translation>
    </message>
    <message>
        <source>PUSH</source>
        <extracomment>On the craps felt after a drill: a standoff («ισοπαλία»).</extracomment>
        <translation>ΙΣΟΠΑΛΙΑ</translation>
    </message>
    <message>
        <source>TABLE MINIMUM %1
TABLE MAXIMUM %2
SMALLEST CHIP %3</source>
        <extracomment>The table-limits sign on a craps table. %1 the minimum, %2 the maximum, %3 the smallest chip.</extracomment>
        <translation>ΕΛΑΧΙΣΤΗ ΜΙΖΑ (MINIMUM) %1
ΜΕΓΙΣΤΗ ΜΙΖΑ (MAXIMUM) %2
ΜΙΚΡΟΤΕΡΗ ΜΑΡΚΑ %3</translation>
    </message>
    <message>
        <source>%1 · total</source>
        <extracomment>The total of the dice called on the craps table; %1 the total.</extracomment>
        <translation>%1 · άθροισμα</translation>
    </message>
    <message>
        <source>Smallest chip: %1</source>
        <extracomment>On the craps table in a drill: the table&apos;s smallest chip (payments are rounded down to it).</extracomment>
        <translation>Μικρότερη μάρκα: %1</translation>
    </message>
</context>
<context>
    <name>DatabaseLocation</name>
    <message>
        <source>--database: a password on the command line is seen by every user of this computer (ps); put it in ~/.pgpass (host:port:database:user:password, readable by you only) and leave it out of the address</source>
        <extracomment>A password typed in --database. Keep ~/.pgpass and CROUPIER_EXAM_DB as they are.</extracomment>
        <translation>--database: ένα συνθηματικό στη γραμμή εντολών το βλέπει κάθε χρήστης αυτού του υπολογιστή (ps)· βάλτε το στο ~/.pgpass (host:port:database:user:password, αναγνώσιμο μόνο από εσάς) και αφήστε το έξω από τη διεύθυνση</translation>
    </message>
</context>
<context>
    <name>Die</name>
    <message>
        <source>Die showing %1</source>
        <extracomment>A die on the craps table; %1 is the number on top.</extracomment>
        <translation>Ζάρι που δείχνει %1</translation>
    </message>
</context>
<context>
    <name>DisplaySettings</name>
    <message>
        <source>Display</source>
        <extracomment>The header button that opens the speed and theme settings.</extracomment>
        <translation>Εμφάνιση</translation>
    </message>
    <message>
        <source>Display settings: dealing speed and theme</source>
        <translation>Ρυθμίσεις εμφάνισης: ταχύτητα μοιράσματος και θέμα</translation>
    </message>
    <message>
        <source>Dealing speed</source>
        <extracomment>Display settings: how fast the cards, chips and dice move.</extracomment>
        <translation>Ταχύτητα μοιράσματος</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>A dealing speed: slow, for beginners.</extracomment>
        <translation>Αργά</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>A dealing speed.</extracomment>
        <translation>Κανονικά</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>A dealing speed.</extracomment>
        <translation>Γρήγορα</translation>
    </message>
    <message>
        <source>Instant</source>
        <extracomment>A dealing speed: no animation at all (exams).</extracomment>
        <translation>Αμέσως</translation>
    </message>
    <message>
        <source>Theme</source>
        <extracomment>Display settings: the colours of the app.</extracomment>
        <translation>Θέμα</translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>A theme: dark green baize.</extracomment>
        <translation>Σκούρο</translation>
    </message>
    <message>
        <source>Light</source>
        <extracomment>A theme: light, for bright rooms.</extracomment>
        <translation>Ανοιχτό</translation>
    </message>
</context>
<context>
    <name>DrillCatalog</name>
    <message>
        <source>Totals</source>
        <comment>A baccarat drill: the point of a hand.</comment>
        <translation>Αθροίσματα</translation>
    </message>
    <message>
        <source>Count a hand of two or three cards: tens and court cards are zero, keep the last digit.</source>
        <translation>Μετρήστε ένα χέρι δύο ή τριών φύλλων: τα δεκάρια και οι φιγούρες μετρούν μηδέν, κρατάτε το τελευταίο ψηφίο.</translation>
    </message>
    <message>
        <source>Third card</source>
        <comment>A baccarat drill: does the hand draw a third card (the tableau)?</comment>
        <translation>Τρίτο φύλλο</translation>
    </message>
    <message>
        <source>Call the third card by the tableau: draw, stand, or the option where the game has one.</source>
        <translation>Πείτε αν δίνεται τρίτο φύλλο κατά τον πίνακα: τραβάει, μένει, ή επιλογή όπου το παιχνίδι την προβλέπει.</translation>
    </message>
    <message>
        <source>Coup result</source>
        <comment>A baccarat drill: announce both totals and the winner of a finished coup.</comment>
        <translation>Έκβαση της παρτίδας</translation>
    </message>
    <message>
        <source>Announce both points and the winner of a finished coup.</source>
        <translation>Εκφωνήστε τα δύο αθροίσματα και τον νικητή μιας ολοκληρωμένης παρτίδας.</translation>
    </message>
    <message>
        <source>Payouts and commission</source>
        <comment>A baccarat drill: settle one bet, with the 5% commission on Banco.</comment>
        <translation>Πληρωμές και γκανιότα</translation>
    </message>
    <message>
        <source>Settle a bet on Punto, Banco, Egalité or a pair: the payment and the commission, rounded down to the chip.</source>
        <translation>Εκκαθαρίστε ένα στοίχημα σε Punto, Banco, ισοπαλία ή ζευγάρι: την πληρωμή και τη γκανιότα, στρογγυλεμένες προς τα κάτω στη μάρκα.</translation>
    </message>
    <message>
        <source>Cagnotte</source>
        <comment>A chemin de fer drill: the casino&apos;s 5% of the banker&apos;s win (γκανιότα).</comment>
        <translation>Γκανιότα</translation>
    </message>
    <message>
        <source>Take the casino&apos;s 5% of the banker&apos;s winnings, rounded down to the chip.</source>
        <translation>Κρατήστε το 5% του Καζίνο από τα κέρδη του πάγκου, στρογγυλεμένο προς τα κάτω στη μάρκα.</translation>
    </message>
    <message>
        <source>Burn</source>
        <comment>A baccarat drill: how many cards are burned at the start of a shoe.</comment>
        <translation>Κάψιμο φύλλων</translation>
    </message>
    <message>
        <source>Turn the first card of a new shoe and burn as many cards as it says, itself included.</source>
        <translation>Γυρίστε το πρώτο φύλλο του καινούριου κουτιού και κάψτε τόσα φύλλα όσα δείχνει, μαζί με το ίδιο.</translation>
    </message>
    <message>
        <source>One bet, one roll</source>
        <comment>A craps drill: settle one bet on a roll of the dice.</comment>
        <translation>Ένα στοίχημα, μία ζαριά</translation>
    </message>
    <message>
        <source>Decide one bet on a roll: win, lose, push, stays or off, what it is paid and where it moves.</source>
        <translation>Κρίνετε ένα στοίχημα σε μια ζαριά: κερδίζει, χάνει, ισοπαλία, μένει ή είναι ανενεργό, πόσο πληρώνεται και πού μετακινείται.</translation>
    </message>
    <message>
        <source>Whole layout</source>
        <comment>A craps drill: settle every bet on the layout after a roll.</comment>
        <translation>Όλο το τραπέζι</translation>
    </message>
    <message>
        <source>Settle every bet on the layout after a roll: total paid, total collected, the puck.</source>
        <translation>Εκκαθαρίστε όλα τα στοιχήματα μετά από μια ζαριά: σύνολο πληρωμών, σύνολο εισπράξεων, ο δείκτης.</translation>
    </message>
    <message>
        <source>Maximum bets</source>
        <comment>A craps drill: the largest stake the table permits on a bet.</comment>
        <translation>Μέγιστα στοιχήματα</translation>
    </message>
    <message>
        <source>The largest stake a bet may carry under the table&apos;s limits and the odds rules.</source>
        <translation>Το μεγαλύτερο ποντάρισμα που επιτρέπεται σε ένα στοίχημα κατά τα όρια του τραπεζιού και τους κανόνες των odds.</translation>
    </message>
    <message>
        <source>Totals</source>
        <comment>A blackjack drill: the total of a hand, soft or hard.</comment>
        <translation>Αθροίσματα</translation>
    </message>
    <message>
        <source>Count a hand: its total, soft or hard, blackjack or bust.</source>
        <translation>Μετρήστε ένα χέρι: το άθροισμά του, soft ή hard, μπλάκτζακ ή πάνω από 21.</translation>
    </message>
    <message>
        <source>Dealer&apos;s play</source>
        <comment>A blackjack drill: does the dealer hit or stand?</comment>
        <translation>Το παιχνίδι του κρουπιέρη</translation>
    </message>
    <message>
        <source>Play the dealer&apos;s hand: draw to 16, stand on 17.</source>
        <translation>Παίξτε το χέρι του κρουπιέρη: τραβάει έως το 16, μένει στο 17.</translation>
    </message>
    <message>
        <source>Next step</source>
        <comment>A blackjack drill: the dealer&apos;s next move in the round.</comment>
        <translation>Επόμενη κίνηση</translation>
    </message>
    <message>
        <source>The dealer&apos;s next move: insurance, a blackjack, a bust, the next box.</source>
        <translation>Η επόμενη κίνηση του κρουπιέρη: ασφάλεια, μπλάκτζακ, πάνω από 21, επόμενο χώρισμα.</translation>
    </message>
    <message>
        <source>Payouts</source>
        <comment>A blackjack drill: settle one bet.</comment>
        <translation>Πληρωμές</translation>
    </message>
    <message>
        <source>Settle a box, an insurance or an even money: 3 to 2, 1 to 1, 2 to 1.</source>
        <translation>Εκκαθαρίστε ένα χώρισμα, μια ασφάλεια ή ένα even money: 3 προς 2, 1 προς 1, 2 προς 1.</translation>
    </message>
    <message>
        <source>Whole round</source>
        <comment>A blackjack drill: settle every box of a round.</comment>
        <translation>Ολόκληρος γύρος</translation>
    </message>
    <message>
        <source>Settle a whole round: everything paid, everything collected, the pushes.</source>
        <translation>Εκκαθαρίστε έναν ολόκληρο γύρο: όλες τις πληρωμές, όλες τις εισπράξεις, τις ισοπαλίες.</translation>
    </message>
    <message>
        <source>Table limits</source>
        <comment>A baccarat drill: how much of an offered stake may stay on the layout.</comment>
        <translation>Όρια τραπεζιού</translation>
    </message>
    <message>
        <source>Leave a stake within its maximum, or reduce it: the table&apos;s, Egalité&apos;s eighth, the house&apos;s cap on side bets, the bank at chemin de fer.</source>
        <translation>Αφήστε μια μίζα που είναι εντός του μέγιστου ορίου της, ή μειώστε την: του τραπεζιού, το ένα όγδοο για την Egalité, το όριο του Καζίνο στα πρόσθετα στοιχήματα, τον μπάνκο στο Σεμέν ντε φερ.</translation>
    </message>
    <message>
        <source>Incidents</source>
        <comment>A baccarat drill: the dealer&apos;s step at an exposed card, the cut card or the shuffling machine.</comment>
        <translation>Συμβάντα</translation>
    </message>
    <message>
        <source>The dealer&apos;s step when a card is exposed, the cut card shows, or the table plays from the shuffling machine.</source>
        <translation>Η κίνηση του κρουπιέρη όταν αποκαλυφθεί χαρτί, όταν εμφανιστεί η κάρτα τελειώματος ή όταν το τραπέζι παίζει με τη Συσκευή Ανακατέματος.</translation>
    </message>
    <message>
        <source>Incidents</source>
        <comment>A craps drill: the dealer&apos;s next step in an incident of art. 16 (No Roll, declined dice, take-downs).</comment>
        <translation>Συμβάντα</translation>
    </message>
    <message>
        <source>No Roll, five dice offered, dice declined, a shooter without a line bet, a bet asked down: the dealer&apos;s next step.</source>
        <translation>NO ROLL, πέντε ζάρια που προσφέρονται, ζάρια που ο παίκτης αρνείται, παίκτης που ρίχνει χωρίς μίζα στο WIN ή στο DON&apos;T WIN, μίζα που ζητείται να αποσυρθεί: η επόμενη κίνηση του κρουπιέρη.</translation>
    </message>
    <message>
        <source>Incidents</source>
        <comment>A blackjack drill: what the dealer does in the regulation&apos;s incidents.</comment>
        <translation>Συμβάντα</translation>
    </message>
    <message>
        <source>An exposed card, a standing bettor, a bet over the maximum, the cut card: the dealer&apos;s step.</source>
        <translation>Ανοιχτό χαρτί, όρθιος παίκτης, μίζα πάνω από το μέγιστο όριο, η κάρτα τελειώματος: η κίνηση του κρουπιέρη.</translation>
    </message>
    <message>
        <source>Counting stacks</source>
        <comment>A chip drill: how much is on the layout.</comment>
        <translation>Μέτρηση στηλών</translation>
    </message>
    <message>
        <source>Count the stacks on the layout: one colour, a colour a stack, then mixed stacks.</source>
        <translation>Μετρήστε τις στήλες στο τραπέζι: ενός χρώματος, ένα χρώμα ανά στήλη, μετά ανάμεικτες στήλες.</translation>
    </message>
    <message>
        <source>Paying in chips</source>
        <comment>A chip drill: an amount in the fewest chips of the float.</comment>
        <translation>Πληρωμή σε μάρκες</translation>
    </message>
    <message>
        <source>Pay an amount in the fewest chips the float allows, even where the largest chip first is not fewest.</source>
        <translation>Πληρώστε ένα ποσό με τις λιγότερες μάρκες που επιτρέπει το float, ακόμη κι όταν η μεγαλύτερη μάρκα πρώτα δεν δίνει τις λιγότερες.</translation>
    </message>
    <message>
        <source>Colouring up</source>
        <comment>A chip drill: a player&apos;s chips exchanged for the fewest of higher value.</comment>
        <translation>Αλλαγή σε μεγαλύτερες μάρκες</translation>
    </message>
    <message>
        <source>Exchange a player&apos;s chips for the fewest chips of the same worth.</source>
        <translation>Αλλάξτε τις μάρκες ενός παίκτη με τις λιγότερες μάρκες ίδιας αξίας.</translation>
    </message>
    <message>
        <source>Changing cash</source>
        <comment>A chip drill: cash changed for the table&apos;s chips.</comment>
        <translation>Αλλαγή μετρητών</translation>
    </message>
    <message>
        <source>Change cash for the fewest chips of the table, at least its smallest chip; hand the rest back.</source>
        <translation>Αλλάξτε μετρητά με τις λιγότερες μάρκες του τραπεζιού, τουλάχιστον τη μικρότερη μάρκα του· επιστρέψτε το υπόλοιπο.</translation>
    </message>
    <message>
        <source>Cutting a payout</source>
        <comment>A chip drill: a payout in the bet&apos;s chips, cut into stacks.</comment>
        <translation>Κόψιμο πληρωμής</translation>
    </message>
    <message>
        <source>Pay against the bet: the payout in its chips, full stacks and loose, the rest in smaller chips.</source>
        <translation>Πληρώστε δίπλα στη μίζα: η πληρωμή στις μάρκες της, γεμάτες στήλες και μεμονωμένες, το υπόλοιπο σε μικρότερες μάρκες.</translation>
    </message>
    <message>
        <source>Proper units</source>
        <comment>A craps chip drill: place, lay and odds stakes whose win is whole chips.</comment>
        <translation>Σωστές μονάδες</translation>
    </message>
    <message>
        <source>Book place, lay and odds bets in proper units: place 6 and 8 in sixes, 5 and 9 in fives, lay 4 in elevens.</source>
        <translation>Καταχωρήστε τα στοιχήματα place, lay και odds σε σωστές μονάδες: place 6 και 8 ανά έξι, 5 και 9 ανά πέντε, lay 4 ανά έντεκα.</translation>
    </message>
    <message>
        <source>Spot the error</source>
        <comment>A drill at every game: a round plays itself with a dealer&apos;s error to stop.</comment>
        <translation>Εντοπισμός λάθους</translation>
    </message>
    <message>
        <source>Watch a round play itself and stop it at the dealer&apos;s error: a card, a payment, a call, a bet after the result. Name it and its remedy.</source>
        <translation>Παρακολουθήστε μια παρτίδα να παίζεται μόνη της και σταματήστε τη στο λάθος του κρουπιέρη: ένα χαρτί, μια πληρωμή, μια αναγγελία, μια μίζα μετά το αποτέλεσμα. Ονομάστε το και τη διόρθωσή του.</translation>
    </message>
</context>
<context>
    <name>DrillPage</name>
    <message>
        <source>Question %1 · %2 of %3 right</source>
        <extracomment>Drill progress. %1 the question&apos;s number, %2 right answers, %3 answers given.</extracomment>
        <translation>Ερώτηση %1 · %2 σωστές από %3</translation>
    </message>
    <message>
        <source>Question %1 · %2 right · %3 left</source>
        <extracomment>A timed drill set&apos;s progress. %1 the question&apos;s number in the set, %2 right answers, %3 the time left (&quot;1:45&quot;).</extracomment>
        <translation>Ερώτηση %1 · %2 σωστές · απομένουν %3</translation>
    </message>
    <message>
        <source>Question %1 of %2 · %3 right</source>
        <extracomment>A drill set&apos;s progress. %1 the question&apos;s number, %2 the set&apos;s length, %3 right answers.</extracomment>
        <translation>Ερώτηση %1 από %2 · %3 σωστές</translation>
    </message>
    <message>
        <source>Skip for now (Enter)</source>
        <extracomment>An exam&apos;s form with nothing chosen: Enter goes on and leaves the question for the review.</extracomment>
        <translation>Παράλειψη προς το παρόν (Enter)</translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <extracomment>An exam&apos;s form: Enter gives the answer chosen (final) and shows the next question.</extracomment>
        <translation>Επόμενη (Enter)</translation>
    </message>
    <message>
        <source>Summary (Enter)</source>
        <extracomment>After a drill set&apos;s last answer: the button that shows the set&apos;s summary (also Enter).</extracomment>
        <translation>Σύνοψη (Enter)</translation>
    </message>
    <message>
        <source>On the table</source>
        <extracomment>In place of a felt too small to read (an exam&apos;s review on a small screen): over the question in words.</extracomment>
        <translation>Στο τραπέζι</translation>
    </message>
</context>
<context>
    <name>DrillSetSummary</name>
    <message>
        <source>End of the practice set</source>
        <extracomment>The title of a drill set&apos;s summary, after a set of the cells missed.</extracomment>
        <translation>Τέλος της σειράς εξάσκησης</translation>
    </message>
    <message>
        <source>End of the set</source>
        <extracomment>The title of a drill set&apos;s summary.</extracomment>
        <translation>Τέλος της σειράς</translation>
    </message>
    <message>
        <source>Right answers</source>
        <extracomment>A drill set&apos;s summary: right answers out of all answered. %1 right, %2 answered.</extracomment>
        <translation>Σωστές απαντήσεις</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 από %2</translation>
    </message>
    <message>
        <source>Mean time</source>
        <extracomment>A drill set&apos;s summary: the mean time of an answer. %1 in seconds.</extracomment>
        <translation>Μέσος χρόνος</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 δευτ.</translation>
    </message>
    <message>
        <source>Cells missed</source>
        <extracomment>A drill set&apos;s summary: how many rule cells were missed.
----------
Accessible name of the list of rule cells missed in a drill set.</extracomment>
        <translation>Περιπτώσεις που χάθηκαν</translation>
    </message>
    <message>
        <source>Missed, with the rule that decides them</source>
        <extracomment>A drill set&apos;s summary: the heading over the rule cells missed.</extracomment>
        <translation>Λάθη, με τον κανόνα που τα κρίνει</translation>
    </message>
    <message>
        <source>Nothing missed: every answer was right.</source>
        <extracomment>A drill set&apos;s summary when every answer was right.</extracomment>
        <translation>Κανένα λάθος: όλες οι απαντήσεις ήταν σωστές.</translation>
    </message>
    <message>
        <source>× %1</source>
        <extracomment>How often a rule cell was missed in a drill set (&quot;× 2&quot;).</extracomment>
        <translation>× %1</translation>
    </message>
    <message>
        <source>Back (Esc)</source>
        <extracomment>A drill set&apos;s summary: back to the list of drills (also Escape).</extracomment>
        <translation>Πίσω (Esc)</translation>
    </message>
    <message>
        <source>Practise these (Enter)</source>
        <extracomment>A drill set&apos;s summary: a new set of only the cells missed; Enter when the button has the keyboard.</extracomment>
        <translation>Εξάσκηση σε αυτές (Enter)</translation>
    </message>
    <message>
        <source>Again</source>
        <extracomment>A drill set&apos;s summary: a new set of the same drill (Practise these is the first button).</extracomment>
        <translation>Ξανά</translation>
    </message>
    <message>
        <source>Again (Enter)</source>
        <extracomment>A drill set&apos;s summary: a new set of the same drill, the first button: Enter.</extracomment>
        <translation>Ξανά (Enter)</translation>
    </message>
</context>
<context>
    <name>DrillsPage</name>
    <message>
        <source>%1 · Drills</source>
        <extracomment>The title of a game&apos;s drills page: %1 the game (&quot;Punto Banco · Drills&quot;).</extracomment>
        <translation>%1 · Ασκήσεις</translation>
    </message>
    <message>
        <source>Level:</source>
        <extracomment>Before the choice of difficulty on the drills page.</extracomment>
        <translation>Επίπεδο:</translation>
    </message>
    <message>
        <source>1 · whole chips</source>
        <extracomment>Drill level 1: whole chips only.</extracomment>
        <translation>1 · ακέραιες μάρκες</translation>
    </message>
    <message>
        <source>2 · mixed stakes</source>
        <extracomment>Drill level 2: larger and mixed stakes.</extracomment>
        <translation>2 · μεικτά ποσά</translation>
    </message>
    <message>
        <source>3 · odd amounts</source>
        <extracomment>Drill level 3: odd amounts and half chips.</extracomment>
        <translation>3 · δύσκολα ποσά</translation>
    </message>
    <message>
        <source>Pay table:</source>
        <extracomment>Before the choice of Punto Banco pay table on the drills page.</extracomment>
        <translation>Πίνακας πληρωμών:</translation>
    </message>
    <message>
        <source>5% commission</source>
        <extracomment>A Punto Banco pay table: Banco pays 0.95 to 1.</extracomment>
        <translation>Γκανιότα 5%</translation>
    </message>
    <message>
        <source>No commission</source>
        <translation>Χωρίς γκανιότα</translation>
    </message>
    <message>
        <source>Drills</source>
        <extracomment>Accessible name of the list of drills.</extracomment>
        <translation>Ασκήσεις</translation>
    </message>
    <message numerus="yes">
        <source>%n case(s)</source>
        <extracomment>On the drills page: how many rule cells a drill covers, e.g. &quot;306 cases&quot;.</extracomment>
        <translation>
            <numerusform>%n περίπτωση</numerusform>
            <numerusform>%n περιπτώσεις</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>The drills page: a link to the rules of the game (the tableau and pay table, or art. 14 / 16&apos;s rules)</extracomment>
        <translation>Κανόνες</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <extracomment>Accessible name of the drills page&apos;s link to the game&apos;s rules; %1 the game</extracomment>
        <translation>Κανόνες: %1</translation>
    </message>
    <message>
        <source>Set:</source>
        <extracomment>Before the choice of a drill set&apos;s length on the drills page.</extracomment>
        <translation>Σειρά:</translation>
    </message>
    <message>
        <source>10 questions</source>
        <extracomment>A drill set&apos;s length: 10 questions, then a summary.</extracomment>
        <translation>10 ερωτήσεις</translation>
    </message>
    <message>
        <source>20 questions</source>
        <translation>20 ερωτήσεις</translation>
    </message>
    <message>
        <source>50 questions</source>
        <translation>50 ερωτήσεις</translation>
    </message>
    <message>
        <source>2 minutes</source>
        <extracomment>A drill set&apos;s length: as many questions as 2 minutes allow, then a summary.</extracomment>
        <translation>2 λεπτά</translation>
    </message>
    <message>
        <source>5 minutes</source>
        <translation>5 λεπτά</translation>
    </message>
    <message>
        <source>Time limits off: a timed set asks 20 questions.</source>
        <extracomment>Drills page: the practice time limits are switched off in self-study&apos;s schedule.</extracomment>
        <translation>Χωρίς χρονικά όρια: ένα σετ με χρόνο κάνει 20 ερωτήσεις.</translation>
    </message>
    <message>
        <source>Time limits ×%1.</source>
        <extracomment>Drills page: the practice time limits stretched. %1 the factor (&quot;1.5&quot;).</extracomment>
        <translation>Χρονικά όρια ×%1.</translation>
    </message>
</context>
<context>
    <name>EvenMoneyMark</name>
    <message>
        <source>%1:%2</source>
        <extracomment>On the blackjack table, the even-money marker of a box (art. 14 §12 β): the ratio paid, 1:1.</extracomment>
        <translation>%1:%2</translation>
    </message>
    <message>
        <source>Even money taken: paid %1</source>
        <extracomment>Read aloud for the even-money marker on the blackjack table (art. 14 §12 β).</extracomment>
        <translation>Πληρωμή 1 προς 1 (%1)</translation>
    </message>
</context>
<context>
    <name>ExamAuthorPage</name>
    <message>
        <source>New exam</source>
        <extracomment>The title of the page that sets a new exam.</extracomment>
        <translation>Νέα εξέταση</translation>
    </message>
    <message>
        <source>Punto Banco: third card and payouts</source>
        <extracomment>The title the demo form shows (screenshots).</extracomment>
        <translation>Punto Banco: τρίτο φύλλο και πληρωμές</translation>
    </message>
    <message>
        <source>Log in on the instructor&apos;s page first.</source>
        <extracomment>The author page opened without the instructor&apos;s login.</extracomment>
        <translation>Συνδεθείτε πρώτα στη σελίδα του εκπαιδευτή.</translation>
    </message>
    <message>
        <source>Title</source>
        <extracomment>Author form: the exam&apos;s title, shown to trainees and printed.</extracomment>
        <translation>Τίτλος</translation>
    </message>
    <message>
        <source>Exam id</source>
        <extracomment>Author form: the exam&apos;s short unique name (letters, digits, . _ -).</extracomment>
        <translation>Κωδικός εξέτασης</translation>
    </message>
    <message>
        <source>letters, digits, - _ .</source>
        <extracomment>Placeholder of the exam id field.</extracomment>
        <translation>γράμματα, ψηφία, - _ .</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>Author form: the random seed that makes the questions (same seed, same exam).</extracomment>
        <translation>Σπόρος</translation>
    </message>
    <message>
        <source>New seed</source>
        <extracomment>Draws a new random seed.</extracomment>
        <translation>Νέος σπόρος</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>Author form: the language of the questions.</extracomment>
        <translation>Γλώσσα</translation>
    </message>
    <message>
        <source>Feedback</source>
        <extracomment>Author form: when the trainee learns whether an answer was right.</extracomment>
        <translation>Ενημέρωση</translation>
    </message>
    <message>
        <source>At the end</source>
        <extracomment>Feedback mode: nothing until the exam is handed in.</extracomment>
        <translation>Στο τέλος</translation>
    </message>
    <message>
        <source>Score only</source>
        <extracomment>Feedback mode: only the score.</extracomment>
        <translation>Μόνο η βαθμολογία</translation>
    </message>
    <message>
        <source>Each answer</source>
        <extracomment>Feedback mode: after every answer (practice exams).</extracomment>
        <translation>Σε κάθε απάντηση</translation>
    </message>
    <message>
        <source>Rule profile and limits</source>
        <extracomment>Author form heading: decks, chip unit, pay table.</extracomment>
        <translation>Προφίλ κανόνων και όρια</translation>
    </message>
    <message>
        <source>Decks</source>
        <extracomment>Author form: the decks in the shoe.</extracomment>
        <translation>Τράπουλες</translation>
    </message>
    <message>
        <source>Chip unit</source>
        <extracomment>Author form: the table&apos;s smallest chip.</extracomment>
        <translation>Μονάδα μάρκας</translation>
    </message>
    <message>
        <source>Pay table</source>
        <extracomment>Author form: the Punto Banco pay table.</extracomment>
        <translation>Πίνακας πληρωμών</translation>
    </message>
    <message>
        <source>5% commission</source>
        <extracomment>A Punto Banco pay table: Banco pays 0.95 to 1.</extracomment>
        <translation>Γκανιότα 5%</translation>
    </message>
    <message>
        <source>No commission</source>
        <extracomment>A Punto Banco pay table: Banco pays 1:1, 1:2 with a 6.</extracomment>
        <translation>Χωρίς γκανιότα</translation>
    </message>
    <message>
        <source>Whole exam (minutes)</source>
        <extracomment>Author form: the time limit of the whole exam (0 = none).</extracomment>
        <translation>Όλη η εξέταση (λεπτά)</translation>
    </message>
    <message>
        <source>Seconds per question</source>
        <extracomment>Author form: the time limit per question (0 = none).</extracomment>
        <translation>Δευτερόλεπτα ανά ερώτηση</translation>
    </message>
    <message>
        <source>Pass mark (%)</source>
        <extracomment>Author form: the pass mark, in % of the questions.</extracomment>
        <translation>Βάση (%)</translation>
    </message>
    <message>
        <source>0 minutes or 0 seconds: no limit.</source>
        <extracomment>Under the limits: what 0 means.</extracomment>
        <translation>0 λεπτά ή 0 δευτερόλεπτα: χωρίς όριο.</translation>
    </message>
    <message>
        <source>Questions</source>
        <extracomment>Author form heading: where the questions come from.</extracomment>
        <translation>Ερωτήσεις</translation>
    </message>
    <message>
        <source>Generated, by topic</source>
        <extracomment>The questions come from the generators, in sections.</extracomment>
        <translation>Παραγόμενες, ανά θέμα</translation>
    </message>
    <message>
        <source>From a question bank</source>
        <extracomment>The questions come from a question bank file.</extracomment>
        <translation>Από τράπεζα ερωτήσεων</translation>
    </message>
    <message>
        <source>Game of section %1</source>
        <extracomment>Accessible name of a section&apos;s game. %1 the section&apos;s number.</extracomment>
        <translation>Παιχνίδι της ενότητας %1</translation>
    </message>
    <message>
        <source>Topic of section %1</source>
        <extracomment>Accessible name of a section&apos;s topic. %1 the section&apos;s number.</extracomment>
        <translation>Θέμα της ενότητας %1</translation>
    </message>
    <message>
        <source>Questions:</source>
        <extracomment>Before a section&apos;s number of questions.</extracomment>
        <translation>Ερωτήσεις:</translation>
    </message>
    <message>
        <source>Questions in section %1</source>
        <extracomment>Accessible name of a section&apos;s count. %1 the section&apos;s number.</extracomment>
        <translation>Ερωτήσεις της ενότητας %1</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Επίπεδο:</translation>
    </message>
    <message>
        <source>Level of section %1</source>
        <extracomment>Accessible name of a section&apos;s level. %1 the section&apos;s number.</extracomment>
        <translation>Επίπεδο της ενότητας %1</translation>
    </message>
    <message>
        <source>Remove section %1</source>
        <extracomment>Accessible name of the button that removes a section. %1 its number.</extracomment>
        <translation>Αφαίρεση της ενότητας %1</translation>
    </message>
    <message>
        <source>Add a section</source>
        <extracomment>Adds a row of generated questions to the exam.</extracomment>
        <translation>Προσθήκη ενότητας</translation>
    </message>
    <message>
        <source>Question bank file</source>
        <extracomment>Field: the question bank file to import (JSON Lines).</extracomment>
        <translation>Αρχείο τράπεζας ερωτήσεων</translation>
    </message>
    <message>
        <source>One question per line (JSON Lines, as croupier-cli quiz writes). Every line is checked by the rules engine; a wrong answer key refuses the whole bank.</source>
        <extracomment>Under the question bank&apos;s path.</extracomment>
        <translation>Μία ερώτηση ανά γραμμή (JSON Lines, όπως τη γράφει το croupier-cli quiz). Κάθε γραμμή ελέγχεται από τη μηχανή κανόνων· ένα λάθος κλειδί απαντήσεων απορρίπτει όλη την τράπεζα.</translation>
    </message>
    <message>
        <source>Also save as a file:</source>
        <extracomment>Also save the exam as a file (to copy to the stations).</extracomment>
        <translation>Αποθήκευση και ως αρχείο:</translation>
    </message>
    <message>
        <source>Exam file</source>
        <extracomment>Field: where the exam file is saved.</extracomment>
        <translation>Αρχείο εξέτασης</translation>
    </message>
    <message>
        <source>Preview</source>
        <extracomment>Builds the exam without saving it, to check it.</extracomment>
        <translation>Προεπισκόπηση</translation>
    </message>
    <message>
        <source>Save the exam</source>
        <extracomment>Saves the new exam in the database.</extracomment>
        <translation>Αποθήκευση εξέτασης</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <extracomment>The preview&apos;s total. %n questions.</extracomment>
        <translation>
            <numerusform>%n ερώτηση</numerusform>
            <numerusform>%n ερωτήσεις</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 at %2: %3</source>
        <extracomment>A line of the preview. %1 the topic, %2 the game, %3 how many questions.</extracomment>
        <translation>%1 στο %2: %3</translation>
    </message>
    <message>
        <source>First questions:</source>
        <extracomment>Before the first questions in the preview.</extracomment>
        <translation>Πρώτες ερωτήσεις:</translation>
    </message>
    <message>
        <source>Forms</source>
        <extracomment>Author form: whether each trainee gets a form of his own (issue 14).</extracomment>
        <translation>Παραλλαγές</translation>
    </message>
    <message>
        <source>Own questions</source>
        <extracomment>Forms: each trainee his own questions from pools twice the size; neighbours share none.</extracomment>
        <translation>Δικές του ερωτήσεις</translation>
    </message>
    <message>
        <source>Own order</source>
        <extracomment>Forms: the same questions for all, each trainee in an order of his own.</extracomment>
        <translation>Δική του σειρά</translation>
    </message>
    <message>
        <source>Same for all</source>
        <extracomment>Forms: the same questions in the same order for all.</extracomment>
        <translation>Ίδιες για όλους</translation>
    </message>
    <message numerus="yes">
        <source>a form per trainee, from pools of %n question(s)</source>
        <extracomment>The preview, forms per trainee: %n the questions of the pools each trainee&apos;s form is taken from.</extracomment>
        <translation>
            <numerusform>μία παραλλαγή ανά εκπαιδευόμενο, από δεξαμενές %n ερώτησης</numerusform>
            <numerusform>μία παραλλαγή ανά εκπαιδευόμενο, από δεξαμενές %n ερωτήσεων</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExamFile</name>
    <message>
        <source>line %1, column %2</source>
        <extracomment>Where a damaged exam file goes wrong. %1 line, %2 column (1-based)</extracomment>
        <translation>γραμμή %1, στήλη %2</translation>
    </message>
    <message>
        <source>the file is too large for an exam file (%1 MiB; at most %2 MiB)</source>
        <extracomment>%1 the file&apos;s size, %2 the largest size read, both in MiB</extracomment>
        <translation>το αρχείο είναι πολύ μεγάλο για αρχείο εξέτασης (%1 MiB· το πολύ %2 MiB)</translation>
    </message>
    <message>
        <source>the file is empty: it is not an exam file</source>
        <translation>το αρχείο είναι κενό: δεν είναι αρχείο εξέτασης</translation>
    </message>
    <message>
        <source>not UTF-8 text at %1: it is not an exam file</source>
        <extracomment>%1 is &quot;line 3, column 17&quot;</extracomment>
        <translation>δεν είναι κείμενο UTF-8 στη θέση %1: δεν είναι αρχείο εξέτασης</translation>
    </message>
    <message>
        <source>not valid JSON at %1: %2</source>
        <extracomment>%1 is &quot;line 3, column 17&quot;, %2 what is wrong there (in English, from the JSON reader)</extracomment>
        <translation>μη έγκυρο JSON στη θέση %1: %2</translation>
    </message>
    <message>
        <source>not an exam file: the file is not a JSON object</source>
        <translation>δεν είναι αρχείο εξέτασης: το αρχείο δεν είναι αντικείμενο JSON</translation>
    </message>
    <message>
        <source>not an exam file: &quot;format&quot; is not &quot;croupier-exam&quot;</source>
        <extracomment>Keep &quot;format&quot; and &quot;croupier-exam&quot;: they are the file&apos;s own words</extracomment>
        <translation>δεν είναι αρχείο εξέτασης: το &quot;format&quot; δεν είναι &quot;croupier-exam&quot;</translation>
    </message>
    <message>
        <source>version: missing or not a number</source>
        <translation>version: λείπει ή δεν είναι αριθμός</translation>
    </message>
    <message>
        <source>version: not a version number: %1</source>
        <extracomment>%1 what the file says</extracomment>
        <translation>version: δεν είναι αριθμός έκδοσης: %1</translation>
    </message>
    <message>
        <source>made by a newer Croupier (exam file version %1; this version reads %2): update Croupier to open it</source>
        <extracomment>%1 the file&apos;s version, %2 the newest this program reads</extracomment>
        <translation>φτιάχτηκε από νεότερο Croupier (αρχείο εξέτασης έκδοσης %1· αυτή η έκδοση διαβάζει την %2): ενημερώστε το Croupier για να το ανοίξετε</translation>
    </message>
    <message>
        <source>exam: missing or not an object</source>
        <translation>exam: λείπει ή δεν είναι αντικείμενο</translation>
    </message>
    <message>
        <source>checksum: missing: the file cannot be trusted</source>
        <extracomment>Keep &quot;checksum&quot;: the file&apos;s own word</extracomment>
        <translation>checksum: λείπει: το αρχείο δεν είναι αξιόπιστο</translation>
    </message>
    <message>
        <source>checksum: edited by hand or damaged: the checksum does not match</source>
        <extracomment>Keep &quot;checksum&quot;: the file&apos;s own word</extracomment>
        <translation>checksum: το αρχείο διορθώθηκε με το χέρι ή χάλασε: το άθροισμα ελέγχου δεν ταιριάζει</translation>
    </message>
    <message>
        <source>cannot read the exam file: %1</source>
        <extracomment>%1 why (from the system)</extracomment>
        <translation>δεν διαβάζεται το αρχείο εξέτασης: %1</translation>
    </message>
    <message>
        <source>cannot save the exam file: %1</source>
        <extracomment>%1 why (from the system). The old file, if any, is left as it was.</extracomment>
        <translation>δεν αποθηκεύεται το αρχείο εξέτασης: %1</translation>
    </message>
    <message>
        <source>signature: the exam was changed after it was signed (or the signature is damaged): it is refused</source>
        <extracomment>Keep &quot;signature&quot;: the file&apos;s own word</extracomment>
        <translation>signature: η εξέταση άλλαξε αφού υπογράφηκε (ή η υπογραφή χάλασε): απορρίπτεται</translation>
    </message>
    <message>
        <source>answer_keys: not &quot;none&quot;</source>
        <extracomment>Keep &quot;answer_keys&quot; and &quot;none&quot;: the file&apos;s own words</extracomment>
        <translation>answer_keys: όχι &quot;none&quot;</translation>
    </message>
</context>
<context>
    <name>ExamReports</name>
    <message>
        <source>%1 s</source>
        <extracomment>A time in seconds, e.g. &quot;12.3 s&quot;. %1 the number
----------
A time limit in seconds; %1 the number</extracomment>
        <translation>%1 δευτ.</translation>
    </message>
    <message>
        <source>no commission: Banco pays 1:1, a Banco win on 6 pays 1:2</source>
        <extracomment>A Punto Banco pay table, printed on the exam sheet</extracomment>
        <translation>χωρίς γκανιότα: το Banco πληρώνει 1:1, νίκη του Banco με 6 πληρώνει 1:2</translation>
    </message>
    <message>
        <source>Super Six: no commission, Banco on 6 pays 1:2, Super Six side bet</source>
        <extracomment>A Punto Banco pay table, printed on the exam sheet</extracomment>
        <translation>Super Six: χωρίς γκανιότα, Banco με 6 πληρώνει 1:2, πλαϊνό στοίχημα Super Six</translation>
    </message>
    <message>
        <source>with commission: Banco pays 95:100 (5 % commission)</source>
        <extracomment>A Punto Banco pay table, printed on the exam sheet</extracomment>
        <translation>με γκανιότα: το Banco πληρώνει 95:100 (γκανιότα 5 %)</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>No time limit</extracomment>
        <translation>κανένα</translation>
    </message>
    <message>
        <source>%1 min</source>
        <extracomment>A time limit in minutes; %1 the number</extracomment>
        <translation>%1 λεπτά</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <extracomment>The page number at the foot of a printed page</extracomment>
        <translation>Σελίδα %1 από %2</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <extracomment>%1 the file, %2 why (from the system)</extracomment>
        <translation>%1: δεν γράφεται το αρχείο: %2</translation>
    </message>
    <message>
        <source>Questions</source>
        <extracomment>Exam sheet header: how many questions</extracomment>
        <translation>Ερωτήσεις</translation>
    </message>
    <message>
        <source>Decks</source>
        <extracomment>Exam sheet header: the number of decks in the shoe</extracomment>
        <translation>Τράπουλες</translation>
    </message>
    <message>
        <source>Smallest chip</source>
        <extracomment>Exam sheet header: the table&apos;s smallest chip</extracomment>
        <translation>Μικρότερη μάρκα</translation>
    </message>
    <message>
        <source>Punto Banco pay table</source>
        <extracomment>Exam sheet header: which Punto Banco pay table the exam is set at</extracomment>
        <translation>Πίνακας πληρωμών Punto Banco</translation>
    </message>
    <message>
        <source>Time limit</source>
        <extracomment>Exam sheet header: the time for the whole exam</extracomment>
        <translation>Χρονικό όριο</translation>
    </message>
    <message>
        <source>Time per question</source>
        <extracomment>Exam sheet header: the time for each question</extracomment>
        <translation>Χρόνος ανά ερώτηση</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <extracomment>Exam sheet header: %1 the percentage of right answers needed to pass</extracomment>
        <translation>Βάση</translation>
    </message>
    <message>
        <source>%1 % of the questions</source>
        <translation>%1 % των ερωτήσεων</translation>
    </message>
    <message>
        <source>no answer</source>
        <extracomment>A question the trainee did not answer (or ran out of time on)</extracomment>
        <translation>χωρίς απάντηση</translation>
    </message>
    <message>
        <source>Answer key</source>
        <extracomment>The heading of the printed answer key
----------
Results table column: the right answer</extracomment>
        <translation>Λύσεις</translation>
    </message>
    <message>
        <source>Question sheet</source>
        <extracomment>The heading of the printed question sheet</extracomment>
        <translation>Φύλλο ερωτήσεων</translation>
    </message>
    <message>
        <source>Trainee&apos;s name</source>
        <extracomment>Printed question sheet: the line where the trainee writes his or her name</extracomment>
        <translation>Ονοματεπώνυμο εκπαιδευόμενου</translation>
    </message>
    <message>
        <source>Registration no.</source>
        <extracomment>Printed question sheet: the line for the school&apos;s registration number
----------
Results table column: the trainee&apos;s registration number</extracomment>
        <translation>Αριθμός μητρώου</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>Printed question sheet: the line for the date of the exam</extracomment>
        <translation>Ημερομηνία</translation>
    </message>
    <message>
        <source>Seed %1 · questions: %2</source>
        <extracomment>Printed answer key: how the questions were made. %1 the seed, %2 &quot;generated&quot; or &quot;bank&quot;</extracomment>
        <translation>Σπόρος %1 · ερωτήσεις: %2</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <extracomment>Answer key: the right answer. %1 the answer written out</extracomment>
        <translation>Απάντηση: %1</translation>
    </message>
    <message>
        <source>%1 · topic %2 · %3</source>
        <extracomment>Answer key: %1 the question&apos;s id, %2 its topic (&quot;baccarat.draw&quot;), %3 its game (&quot;punto-banco&quot;)</extracomment>
        <translation>%1 · θέμα %2 · %3</translation>
    </message>
    <message>
        <source>%1: cannot make the PDF</source>
        <extracomment>%1 the file</extracomment>
        <translation>%1: δεν φτιάχνεται το PDF</translation>
    </message>
    <message>
        <source>passed</source>
        <extracomment>The result of an exam</extracomment>
        <translation>πέρασε</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>απέτυχε</translation>
    </message>
    <message>
        <source>Results: %1</source>
        <extracomment>The heading of the results report. %1 the exam&apos;s title</extracomment>
        <translation>Αποτελέσματα: %1</translation>
    </message>
    <message>
        <source>Trainee</source>
        <extracomment>Results table column: the trainee&apos;s name</extracomment>
        <translation>Εκπαιδευόμενος</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>Results table column: right answers out of questions</extracomment>
        <translation>Βαθμός</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>Results table column: passed or failed</extracomment>
        <translation>Αποτέλεσμα</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>Results table column: time taken
----------
Results table column: time on the question</extracomment>
        <translation>Χρόνος</translation>
    </message>
    <message>
        <source>Class</source>
        <extracomment>Results report: the heading of the table of the whole class</extracomment>
        <translation>Τάξη</translation>
    </message>
    <message>
        <source>Registration no. %1 · station %2 · started %3 · finished %4</source>
        <extracomment>Results report, a trainee&apos;s page: %1 registration no., %2 station, %3 start, %4 end</extracomment>
        <translation>Αριθμός μητρώου %1 · σταθμός %2 · έναρξη %3 · λήξη %4</translation>
    </message>
    <message>
        <source>Registration no. %1 · station %2 · started %3 · not finished</source>
        <extracomment>Results report, a trainee&apos;s page, an attempt not handed in: %1 registration no., %2 station, %3 start</extracomment>
        <translation>Αριθμός μητρώου %1 · σταθμός %2 · έναρξη %3 · δεν ολοκληρώθηκε</translation>
    </message>
    <message>
        <source>Score %1 of %2 (%3 %): %4 · time %5</source>
        <extracomment>Results report, a trainee&apos;s page: %1 right answers, %2 questions, %3 percentage, %4 passed/failed, %5 time</extracomment>
        <translation>Βαθμός %1 από %2 (%3 %): %4 · χρόνος %5</translation>
    </message>
    <message>
        <source>By topic</source>
        <extracomment>Results report: the heading of a trainee&apos;s per-topic table</extracomment>
        <translation>Ανά θέμα</translation>
    </message>
    <message>
        <source>Topic</source>
        <extracomment>Results table column: the topic of the questions</extracomment>
        <translation>Θέμα</translation>
    </message>
    <message>
        <source>Asked</source>
        <extracomment>Results table column: how many questions of the topic were asked</extracomment>
        <translation>Ερωτήσεις</translation>
    </message>
    <message>
        <source>Right</source>
        <extracomment>Results table column: how many were answered right
----------
Results table column: right or wrong</extracomment>
        <translation>Σωστές</translation>
    </message>
    <message>
        <source>Mean time</source>
        <extracomment>Results table column: mean time per answered question</extracomment>
        <translation>Μέσος χρόνος</translation>
    </message>
    <message>
        <source>Answer given</source>
        <extracomment>Results table column: the trainee&apos;s answer</extracomment>
        <translation>Απάντηση που δόθηκε</translation>
    </message>
    <message>
        <source>Question by question</source>
        <extracomment>Results report: the heading of a trainee&apos;s table of questions</extracomment>
        <translation>Ανά ερώτηση</translation>
    </message>
    <message>
        <source>%1: signed by this instructor, unchanged.</source>
        <extracomment>Checking an exported results file. %1 the file</extracomment>
        <translation>%1: υπογεγραμμένο από αυτόν τον εκπαιδευτή, αναλλοίωτο.</translation>
    </message>
    <message>
        <source>%1: the file was changed after it was exported, or signed by another instructor: do not trust its results.</source>
        <extracomment>Checking an exported results file. %1 the file</extracomment>
        <translation>%1: το αρχείο άλλαξε μετά την εξαγωγή του ή υπογράφηκε από άλλον εκπαιδευτή: μην εμπιστεύεστε τα αποτελέσματά του.</translation>
    </message>
    <message>
        <source>%1: the file has no signature: it was not exported by Croupier, or its signature was removed.</source>
        <extracomment>Checking an exported results file. %1 the file</extracomment>
        <translation>%1: το αρχείο δεν έχει υπογραφή: δεν εξήχθη από το Croupier ή η υπογραφή του αφαιρέθηκε.</translation>
    </message>
    <message>
        <source>Edited after it was written: the stored verdict of question(s) %1 is not the engine&apos;s judgement of the answer given. The score is the engine&apos;s.</source>
        <extracomment>An attempt whose stored verdicts were changed after the answers were written; %1 the questions&apos; numbers (&quot;2, 5&quot;). The score shown is the engine&apos;s own judgement of each answer.</extracomment>
        <translation>Αλλοιώθηκε μετά την καταγραφή: η αποθηκευμένη κρίση για τις ερωτήσεις %1 δεν συμφωνεί με την κρίση του προγράμματος για την απάντηση που δόθηκε. Η βαθμολογία είναι του προγράμματος.</translation>
    </message>
    <message numerus="yes">
        <source>restarted %n time(s) (away %1 in all, counted in the exam&apos;s time)</source>
        <extracomment>What the attempt&apos;s log says: the station started again during the exam; %n how many times, %1 the time it was away in all (m:ss), counted in the exam&apos;s time.</extracomment>
        <translation>
            <numerusform>επανεκκίνηση μία φορά (εκτός %1, μετρά στον χρόνο της εξέτασης)</numerusform>
            <numerusform>επανεκκινήσεις %n φορές (εκτός %1 συνολικά, μετρά στον χρόνο της εξέτασης)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>left the exam window %n time(s) (%1 in all)</source>
        <extracomment>What the attempt&apos;s log says: the exam window lost the keyboard to another window or program; %n how many times, %1 the time outside it in all (m:ss). Logged, not punished.</extracomment>
        <translation>
            <numerusform>βγήκε από το παράθυρο της εξέτασης μία φορά (%1)</numerusform>
            <numerusform>βγήκε από το παράθυρο της εξέτασης %n φορές (%1 συνολικά)</numerusform>
        </translation>
    </message>
    <message>
        <source>the station&apos;s clock was set back</source>
        <extracomment>What the attempt&apos;s log says: the station&apos;s clock was found set back after a restart.</extracomment>
        <translation>το ρολόι του σταθμού γύρισε πίσω</translation>
    </message>
    <message>
        <source>Log: %1</source>
        <extracomment>Results report, a trainee&apos;s page: what the attempt&apos;s log says (restarts, leaving the window)</extracomment>
        <translation>Ημερολόγιο: %1</translation>
    </message>
    <message>
        <source>The answers were changed in the database after they were written: %1.</source>
        <extracomment>An attempt whose answers&apos; chain does not hold (issue 14). %1 the problems, separated by &quot;; &quot; (WordsText::clauses).</extracomment>
        <translation>Οι απαντήσεις άλλαξαν στη βάση δεδομένων αφού γράφτηκαν: %1.</translation>
    </message>
    <message>
        <source>Forms</source>
        <extracomment>Exam sheet header: each trainee is asked a form of their own; %1 the questions in the pools.</extracomment>
        <translation>Παραλλαγές</translation>
    </message>
    <message>
        <source>one per trainee, from pools of %1 questions</source>
        <translation>μία ανά εκπαιδευόμενο, από δεξαμενές %1 ερωτήσεων</translation>
    </message>
    <message>
        <source>%1 · %2 · pass mark %3 % · %4</source>
        <extracomment>Results report: %1 the exam&apos;s id, %2 &quot;10 questions&quot;, %3 the pass mark (a percentage), %4 &quot;3 trainees&quot;</extracomment>
        <translation>%1 · %2 · βάση %3 % · %4</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n ερώτηση</numerusform>
            <numerusform>%n ερωτήσεις</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trainee(s)</source>
        <translation>
            <numerusform>%n εκπαιδευόμενος</numerusform>
            <numerusform>%n εκπαιδευόμενοι</numerusform>
        </translation>
    </message>
    <message>
        <source>Question</source>
        <extracomment>Results table column: the question as the trainee was asked it</extracomment>
        <translation>Ερώτηση</translation>
    </message>
    <message>
        <source>right</source>
        <translation>σωστή</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>λάθος</translation>
    </message>
</context>
<context>
    <name>ExamResultsPage</name>
    <message>
        <source>Results</source>
        <extracomment>The title of an exam&apos;s results page.</extracomment>
        <translation>Αποτελέσματα</translation>
    </message>
    <message>
        <source>Written and signed: %1</source>
        <extracomment>After an export. %1 the file.</extracomment>
        <translation>Γράφτηκε και υπογράφηκε: %1</translation>
    </message>
    <message>
        <source>in progress</source>
        <extracomment>Results: a trainee still answering.</extracomment>
        <translation>σε εξέλιξη</translation>
    </message>
    <message>
        <source>passed</source>
        <extracomment>Results: the trainee reached the pass mark.</extracomment>
        <translation>πέρασε</translation>
    </message>
    <message>
        <source>failed</source>
        <extracomment>Results: the trainee did not reach the pass mark.</extracomment>
        <translation>απέτυχε</translation>
    </message>
    <message>
        <source>Results: %1</source>
        <extracomment>Results page title. %1 the exam&apos;s title.</extracomment>
        <translation>Αποτελέσματα: %1</translation>
    </message>
    <message>
        <source>live</source>
        <extracomment>The results page re-reads the shared server.</extracomment>
        <translation>ζωντανά</translation>
    </message>
    <message>
        <source>Handed in: %1 · passed: %2 · mean score %3%</source>
        <extracomment>The class at a glance. %1 trainees who handed in, %2 of them passed, %3 their mean score in %.</extracomment>
        <translation>Παραδόθηκαν: %1 · επιτυχίες: %2 · μέση βαθμολογία %3%</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <extracomment>Under the results title: where the results are read from. %1 a file or a server&apos;s address.</extracomment>
        <translation>Βάση δεδομένων: %1</translation>
    </message>
    <message>
        <source>Log in on the instructor&apos;s page first.</source>
        <translation>Συνδεθείτε πρώτα στη σελίδα του εκπαιδευτή.</translation>
    </message>
    <message>
        <source>Nobody has sat this exam yet.</source>
        <extracomment>An exam nobody has sat yet.</extracomment>
        <translation>Κανείς δεν έχει δώσει ακόμη αυτή την εξέταση.</translation>
    </message>
    <message>
        <source>Trainee</source>
        <extracomment>Results column: the trainee&apos;s name.</extracomment>
        <translation>Εκπαιδευόμενος</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Results column: the trainee&apos;s registration number.</extracomment>
        <translation>Α.Μ.</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>Results column: right answers of all questions.</extracomment>
        <translation>Βαθμολογία</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>Results column: passed, failed or in progress.</extracomment>
        <translation>Αποτέλεσμα</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>Results column: time spent answering (minutes:seconds).</extracomment>
        <translation>Χρόνος</translation>
    </message>
    <message>
        <source>Station</source>
        <extracomment>Results column: the station (computer) the trainee sat at.</extracomment>
        <translation>Σταθμός</translation>
    </message>
    <message>
        <source>%1: %2 of %3, %4</source>
        <extracomment>Accessible name of a results row. %1 name, %2 score, %3 questions, %4 result.</extracomment>
        <translation>%1: %2 από %3, %4</translation>
    </message>
    <message>
        <source>%1 (%2): %3 of %4 answered</source>
        <extracomment>A trainee&apos;s detail heading. %1 name, %2 id, %3 answered, %4 questions.</extracomment>
        <translation>%1 (%2): %3 από %4 απαντήθηκαν</translation>
    </message>
    <message>
        <source>%1: %2 right of %3 (%4 answered), %5 s per answer</source>
        <extracomment>A trainee&apos;s figures on one topic. %1 topic, %2 right, %3 asked, %4 answered, %5 mean seconds.</extracomment>
        <translation>%1: %2 σωστές από %3 (%4 απαντήθηκαν), %5 δευτ. ανά απάντηση</translation>
    </message>
    <message>
        <source>Question %1: time ran out</source>
        <extracomment>A question whose time ran out. %1 its number.</extracomment>
        <translation>Ερώτηση %1: τελείωσε ο χρόνος</translation>
    </message>
    <message>
        <source>Question %1: not answered</source>
        <extracomment>A question not answered. %1 its number.</extracomment>
        <translation>Ερώτηση %1: χωρίς απάντηση</translation>
    </message>
    <message>
        <source>Question %1: right in %2 s</source>
        <extracomment>A question answered right. %1 its number, %2 seconds.</extracomment>
        <translation>Ερώτηση %1: σωστή σε %2 δευτ.</translation>
    </message>
    <message>
        <source>Question %1: wrong in %2 s</source>
        <extracomment>A question answered wrong. %1 its number, %2 seconds.</extracomment>
        <translation>Ερώτηση %1: λάθος σε %2 δευτ.</translation>
    </message>
    <message>
        <source>CSV file</source>
        <extracomment>Field: where the CSV results are written.</extracomment>
        <translation>Αρχείο CSV</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <extracomment>Writes the results as a signed CSV file.</extracomment>
        <translation>Εξαγωγή CSV</translation>
    </message>
    <message>
        <source>PDF file</source>
        <extracomment>Field: where the PDF results are written.</extracomment>
        <translation>Αρχείο PDF</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <extracomment>Writes the results as a signed PDF file.</extracomment>
        <translation>Εξαγωγή PDF</translation>
    </message>
    <message>
        <source>Exported file to check</source>
        <extracomment>Field: an exported results file to check.</extracomment>
        <translation>Εξαγόμενο αρχείο για έλεγχο</translation>
    </message>
    <message>
        <source>Check an exported file</source>
        <extracomment>Checks an exported results file&apos;s signature.</extracomment>
        <translation>Έλεγχος εξαγόμενου αρχείου</translation>
    </message>
    <message>
        <source>Log: %1</source>
        <extracomment>A trainee&apos;s detail: what the attempt&apos;s log says (restarts, leaving the exam window). %1 the log.</extracomment>
        <translation>Ημερολόγιο: %1</translation>
    </message>
    <message>
        <source>This exam is not signed: it was saved by an older Croupier, or its signature was removed from the database. Check its pass mark and questions against your own exam file.</source>
        <extracomment>The results page: the exam in the database carries no signature of the instructor.</extracomment>
        <translation>Η εξέταση δεν είναι υπογεγραμμένη: αποθηκεύτηκε από παλαιότερο Croupier ή η υπογραφή της αφαιρέθηκε από τη βάση δεδομένων. Ελέγξτε τη βάση επιτυχίας και τις ερωτήσεις με το δικό σας αρχείο εξέτασης.</translation>
    </message>
    <message>
        <source>Item analysis</source>
        <extracomment>The heading of the item analysis on the results page.</extracomment>
        <translation>Ανάλυση ερωτήσεων</translation>
    </message>
    <message numerus="yes">
        <source>%n trainee(s) who handed in; upper and lower groups of %1 (27 %). Questions that discriminate poorly (point-biserial or D under 0.20) are marked ⚑.</source>
        <extracomment>Under &quot;Item analysis&quot;. %n trainees who handed in, %1 the size of the best and worst groups.</extracomment>
        <translation>
            <numerusform>%n εκπαιδευόμενος παρέδωσε· ομάδες άνω και κάτω των %1 (27 %). Οι ερωτήσεις με κακή διάκριση (σημειακός διποσειριακός ή Δ κάτω από 0,20) σημειώνονται με ⚑.</numerusform>
            <numerusform>%n εκπαιδευόμενοι παρέδωσαν· ομάδες άνω και κάτω των %1 (27 %). Οι ερωτήσεις με κακή διάκριση (σημειακός διποσειριακός ή Δ κάτω από 0,20) σημειώνονται με ⚑.</numerusform>
        </translation>
    </message>
    <message>
        <source>Topic</source>
        <extracomment>Item analysis column: the question&apos;s topic.</extracomment>
        <translation>Θέμα</translation>
    </message>
    <message>
        <source>Facility</source>
        <extracomment>Item analysis column: the share of the class that answered right (0 to 1).</extracomment>
        <translation>Ευκολία</translation>
    </message>
    <message>
        <source>Point-biserial</source>
        <extracomment>Item analysis column: the point-biserial correlation with the rest of the score.</extracomment>
        <translation>Συσχέτιση (r)</translation>
    </message>
    <message>
        <source>D (27 %)</source>
        <extracomment>Item analysis column: upper minus lower 27 % groups&apos; facility.</extracomment>
        <translation>Δ (27 %)</translation>
    </message>
    <message>
        <source>Median</source>
        <extracomment>Item analysis column: the median time of the answers given, in seconds.</extracomment>
        <translation>Διάμεσος</translation>
    </message>
    <message>
        <source>Wrong answers</source>
        <extracomment>Item analysis column: the wrong answers given and how many gave each.</extracomment>
        <translation>Λάθος απαντήσεις</translation>
    </message>
    <message>
        <source>Trainee by topic</source>
        <extracomment>Item analysis: the trainee-by-topic table&apos;s first column.</extracomment>
        <translation>Εκπαιδευόμενος ανά θέμα</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Trainee by topic: %1 right of %2 asked.</extracomment>
        <translation>%1 από %2</translation>
    </message>
    <message>
        <source>Item analysis file</source>
        <extracomment>Field: where the item analysis CSV is written.</extracomment>
        <translation>Αρχείο ανάλυσης ερωτήσεων</translation>
    </message>
    <message>
        <source>Export item analysis</source>
        <extracomment>Writes the item analysis as a signed CSV file.</extracomment>
        <translation>Εξαγωγή ανάλυσης</translation>
    </message>
    <message>
        <source>Form %1 · %2</source>
        <extracomment>A trainee&apos;s detail: the form of the exam asked (issue 14), %1 its number, %2 the station.</extracomment>
        <translation>Παραλλαγή %1 · %2</translation>
    </message>
    <message>
        <source>%1 · %2 · pass mark %3% · %4</source>
        <extracomment>Under the results title. %1 the exam id, %2 &quot;10 questions&quot;, %3 the pass mark in %, %4 &quot;3 trainees&quot;.</extracomment>
        <translation>%1 · %2 · βάση %3% · %4</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <extracomment>Under the results title: how many questions an exam asks each trainee</extracomment>
        <translation>
            <numerusform>%n ερώτηση</numerusform>
            <numerusform>%n ερωτήσεις</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trainee(s)</source>
        <extracomment>Under the results title: how many trainees sat the exam</extracomment>
        <translation>
            <numerusform>%n εκπαιδευόμενος</numerusform>
            <numerusform>%n εκπαιδευόμενοι</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>Seconds, short: %1 the number (&quot;4.2 s&quot;)</extracomment>
        <translation>%1 δευτ.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>Results, one question of a trainee: %1 its number, %2 what was asked.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>time ran out</source>
        <extracomment>Results, one question: the time ran out before an answer.</extracomment>
        <translation>έληξε ο χρόνος</translation>
    </message>
    <message>
        <source>not answered</source>
        <extracomment>Results, one question: no answer was given.</extracomment>
        <translation>χωρίς απάντηση</translation>
    </message>
    <message>
        <source>right</source>
        <extracomment>Results, one question: the answer given is right.</extracomment>
        <translation>σωστή</translation>
    </message>
    <message>
        <source>wrong</source>
        <extracomment>Results, one question: the answer given is wrong.</extracomment>
        <translation>λάθος</translation>
    </message>
    <message>
        <source>Answer: %1 · key: %2 · %3 · %4</source>
        <extracomment>Results, one question: %1 the trainee&apos;s answer in words, %2 the right answer in words, %3 right/wrong/not answered, %4 the time (&quot;4.2 s&quot;).</extracomment>
        <translation>Απάντηση: %1 · σωστή απάντηση: %2 · %3 · %4</translation>
    </message>
    <message>
        <source>Self-study: cells missed again and again</source>
        <extracomment>A trainee&apos;s detail (issue 19): heading of the rule cells the trainee keeps missing in self-study at the stations (leeches).</extracomment>
        <translation>Αυτοεκπαίδευση: περιπτώσεις με λάθος ξανά και ξανά</translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2: %3, missed %n time(s)</source>
        <translation>
            <numerusform>%1 στο %2: %3, λάθος %n φορά</numerusform>
            <numerusform>%1 στο %2: %3, λάθος %n φορές</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <extracomment>After the five leeches shown: how many more there are.</extracomment>
        <translation>
            <numerusform>και %n ακόμη</numerusform>
            <numerusform>και %n ακόμη</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExamStore</name>
    <message numerus="yes">
        <source>Wait %n second(s) before trying again.</source>
        <extracomment>The instructor typed a wrong passphrase too often; %n is a number of seconds.</extracomment>
        <translation>
            <numerusform>Περιμένετε %n δευτερόλεπτο πριν δοκιμάσετε ξανά.</numerusform>
            <numerusform>Περιμένετε %n δευτερόλεπτα πριν δοκιμάσετε ξανά.</numerusform>
        </translation>
    </message>
    <message>
        <source>database: %1</source>
        <extracomment>The part of --database that is wrong; %1 says what.</extracomment>
        <translation>βάση δεδομένων: %1</translation>
    </message>
    <message>
        <source>no file or server given</source>
        <translation>δεν δόθηκε αρχείο ή διακομιστής</translation>
    </message>
    <message>
        <source>options after &quot;?&quot; or &quot;#&quot; are not supported in &quot;%1&quot;</source>
        <translation>οι επιλογές μετά από «?» ή «#» δεν υποστηρίζονται στο «%1»</translation>
    </message>
    <message>
        <source>the database name is missing (postgresql://user@host:port/dbname)</source>
        <translation>λείπει το όνομα της βάσης (postgresql://χρήστης@διακομιστής:θύρα/βάση)</translation>
    </message>
    <message>
        <source>the database name must not contain &quot;/&quot;, not &quot;%1&quot;</source>
        <translation>το όνομα της βάσης δεν επιτρέπεται να περιέχει «/», όχι «%1»</translation>
    </message>
    <message>
        <source>the user name before &quot;@&quot; is empty</source>
        <translation>το όνομα χρήστη πριν από το «@» είναι κενό</translation>
    </message>
    <message>
        <source>the host &quot;%1&quot; lacks its closing &quot;]&quot;</source>
        <translation>στον διακομιστή «%1» λείπει το «]» που κλείνει</translation>
    </message>
    <message>
        <source>unexpected &quot;%1&quot; after the host</source>
        <translation>απρόσμενο «%1» μετά τον διακομιστή</translation>
    </message>
    <message>
        <source>the host is missing (postgresql://user@host:port/dbname)</source>
        <translation>λείπει ο διακομιστής (postgresql://χρήστης@διακομιστής:θύρα/βάση)</translation>
    </message>
    <message>
        <source>the port must be a number from 1 to 65535, not &quot;%1&quot;</source>
        <translation>η θύρα πρέπει να είναι αριθμός από 1 έως 65535, όχι «%1»</translation>
    </message>
    <message>
        <source>unknown kind &quot;%1&quot; (give a file, sqlite:FILE or postgresql://…)</source>
        <translation>άγνωστο είδος «%1» (δώστε αρχείο, sqlite:ΑΡΧΕΙΟ ή postgresql://…)</translation>
    </message>
    <message>
        <source>the SQLite file name is missing</source>
        <translation>λείπει το όνομα του αρχείου SQLite</translation>
    </message>
    <message numerus="yes">
        <source>the database is locked by another station or program (waited %n second(s)); try again</source>
        <extracomment>Another station or program holds the exam database&apos;s SQLite file; %n seconds waited.</extracomment>
        <translation>
            <numerusform>η βάση είναι κλειδωμένη από άλλο σταθμό ή πρόγραμμα (αναμονή %n δευτερόλεπτο)· δοκιμάστε ξανά</numerusform>
            <numerusform>η βάση είναι κλειδωμένη από άλλο σταθμό ή πρόγραμμα (αναμονή %n δευτερόλεπτα)· δοκιμάστε ξανά</numerusform>
        </translation>
    </message>
    <message>
        <source>the exam database is not open</source>
        <extracomment>The exam database could not be opened before.</extracomment>
        <translation>η βάση εξετάσεων δεν είναι ανοιχτή</translation>
    </message>
    <message>
        <source>cannot begin a transaction</source>
        <translation>δεν μπορεί να ξεκινήσει συναλλαγή</translation>
    </message>
    <message>
        <source>cannot commit</source>
        <translation>δεν μπορεί να ολοκληρωθεί η συναλλαγή</translation>
    </message>
    <message>
        <source>the server cannot be reached</source>
        <extracomment>A PostgreSQL exam server cannot be reached.</extracomment>
        <translation>ο διακομιστής δεν είναι προσβάσιμος</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>δεν είναι αρχείο</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>δεν διαβάζεται: %1</translation>
    </message>
    <message>
        <source>not an SQLite database</source>
        <extracomment>SQLite said SQLITE_NOTADB</extracomment>
        <translation>δεν είναι βάση SQLite</translation>
    </message>
    <message>
        <source>its directory %1 does not exist</source>
        <translation>ο φάκελός του %1 δεν υπάρχει</translation>
    </message>
    <message>
        <source>cannot be opened</source>
        <translation>δεν ανοίγει</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>δεν διαβάζεται</translation>
    </message>
    <message>
        <source>cannot switch to WAL</source>
        <translation>δεν μπορεί να περάσει σε λειτουργία WAL</translation>
    </message>
    <message>
        <source>cannot be set up</source>
        <translation>δεν μπορεί να ρυθμιστεί</translation>
    </message>
    <message>
        <source>cannot connect: %1</source>
        <extracomment>%1 is the server&apos;s own message.</extracomment>
        <translation>δεν είναι δυνατή η σύνδεση: %1</translation>
    </message>
    <message>
        <source>migrating</source>
        <translation>μετάβαση σχήματος</translation>
    </message>
    <message>
        <source>the outbox is not an SQLite database</source>
        <extracomment>The local file where answers wait while the server is away.</extracomment>
        <translation>η τοπική ουρά δεν είναι βάση SQLite</translation>
    </message>
    <message>
        <source>the outbox cannot be opened: %1</source>
        <translation>η τοπική ουρά δεν ανοίγει: %1</translation>
    </message>
    <message>
        <source>the answer could not be kept in the outbox: %1</source>
        <translation>η απάντηση δεν φυλάχτηκε στην τοπική ουρά: %1</translation>
    </message>
    <message>
        <source>sending the waiting answer to question %1 of attempt %2</source>
        <translation>αποστολή της απάντησης σε αναμονή στην ερώτηση %1 της συμμετοχής %2</translation>
    </message>
    <message>
        <source>reading the answers of attempt %1</source>
        <translation>ανάγνωση των απαντήσεων της συμμετοχής %1</translation>
    </message>
    <message>
        <source>reading attempt %1</source>
        <translation>ανάγνωση της συμμετοχής %1</translation>
    </message>
    <message>
        <source>there is no attempt %1</source>
        <translation>δεν υπάρχει συμμετοχή %1</translation>
    </message>
    <message>
        <source>reading the instructor&apos;s passphrase</source>
        <translation>ανάγνωση της φράσης πρόσβασης του εκπαιδευτή</translation>
    </message>
    <message>
        <source>the Qt PostgreSQL driver (QPSQL) is not available; install libqt6sql6-psql</source>
        <translation>ο οδηγός PostgreSQL του Qt (QPSQL) λείπει· εγκαταστήστε το libqt6sql6-psql</translation>
    </message>
    <message>
        <source>the Qt SQLite driver (QSQLITE) is not available; install libqt6sql6-sqlite</source>
        <translation>ο οδηγός SQLite του Qt (QSQLITE) λείπει· εγκαταστήστε το libqt6sql6-sqlite</translation>
    </message>
    <message>
        <source>an answer sent could not be removed from the outbox</source>
        <translation>μια απάντηση που στάλθηκε δεν αφαιρέθηκε από την τοπική ουρά</translation>
    </message>
    <message>
        <source>the passphrase must have at least 8 characters</source>
        <extracomment>The instructor&apos;s passphrase is too short.</extracomment>
        <translation>η φράση πρόσβασης πρέπει να έχει τουλάχιστον 8 χαρακτήρες</translation>
    </message>
    <message>
        <source>setting the passphrase</source>
        <translation>ορισμός της φράσης πρόσβασης</translation>
    </message>
    <message>
        <source>No passphrase is set.</source>
        <extracomment>Instructor mode: no passphrase has been chosen yet.</extracomment>
        <translation>Δεν έχει οριστεί φράση πρόσβασης.</translation>
    </message>
    <message>
        <source>checking the passphrase</source>
        <translation>έλεγχος της φράσης πρόσβασης</translation>
    </message>
    <message>
        <source>Wrong passphrase.</source>
        <extracomment>Instructor mode: the passphrase typed is not the right one.</extracomment>
        <translation>Λάθος φράση πρόσβασης.</translation>
    </message>
    <message>
        <source>saving exam &quot;%1&quot;</source>
        <translation>αποθήκευση της εξέτασης «%1»</translation>
    </message>
    <message>
        <source>an exam needs an id</source>
        <translation>μια εξέταση χρειάζεται αναγνωριστικό</translation>
    </message>
    <message>
        <source>%1: %2 questions is not a count</source>
        <translation>%1: οι %2 ερωτήσεις δεν είναι έγκυρο πλήθος</translation>
    </message>
    <message>
        <source>%1: the exam file is not UTF-8 text</source>
        <translation>%1: το αρχείο της εξέτασης δεν είναι κείμενο UTF-8</translation>
    </message>
    <message>
        <source>%1: it has been taken already; save the changed exam under a new id</source>
        <translation>%1: η εξέταση έχει ήδη δοθεί· αποθηκεύστε την αλλαγμένη εξέταση με νέο αναγνωριστικό</translation>
    </message>
    <message>
        <source>reading the exams</source>
        <translation>ανάγνωση των εξετάσεων</translation>
    </message>
    <message>
        <source>reading exam &quot;%1&quot;</source>
        <translation>ανάγνωση της εξέτασης «%1»</translation>
    </message>
    <message>
        <source>there is no exam &quot;%1&quot;</source>
        <translation>δεν υπάρχει εξέταση «%1»</translation>
    </message>
    <message>
        <source>removing exam &quot;%1&quot;</source>
        <translation>διαγραφή της εξέτασης «%1»</translation>
    </message>
    <message>
        <source>%1: it has attempts, whose results would be lost</source>
        <translation>%1: έχει ήδη συμμετοχές, τα αποτελέσματα των οποίων θα χάνονταν</translation>
    </message>
    <message>
        <source>starting the exam &quot;%2&quot; for trainee %1</source>
        <extracomment>%1 the trainee&apos;s registration number, %2 the exam.</extracomment>
        <translation>έναρξη της εξέτασης «%2» για τον εκπαιδευόμενο %1</translation>
    </message>
    <message>
        <source>%1: the trainee&apos;s name is missing</source>
        <translation>%1: λείπει το όνομα του εκπαιδευόμενου</translation>
    </message>
    <message>
        <source>%1: the trainee&apos;s registration number is missing</source>
        <translation>%1: λείπει ο αριθμός μητρώου του εκπαιδευόμενου</translation>
    </message>
    <message>
        <source>recording the answer to question %1 of attempt %2</source>
        <translation>καταγραφή της απάντησης στην ερώτηση %1 της συμμετοχής %2</translation>
    </message>
    <message>
        <source>%1: %2 is not a question number</source>
        <translation>%1: το %2 δεν είναι αριθμός ερώτησης</translation>
    </message>
    <message>
        <source>%1: the time %2 ms is negative</source>
        <translation>%1: ο χρόνος %2 ms είναι αρνητικός</translation>
    </message>
    <message>
        <source>%1: question %2 has been answered already; the first answer stands</source>
        <translation>%1: η ερώτηση %2 έχει ήδη απαντηθεί· ισχύει η πρώτη απάντηση</translation>
    </message>
    <message>
        <source>%1: there is no attempt %2</source>
        <translation>%1: δεν υπάρχει συμμετοχή %2</translation>
    </message>
    <message>
        <source>%1: the attempt is finished</source>
        <translation>%1: η συμμετοχή έχει ολοκληρωθεί</translation>
    </message>
    <message>
        <source>finishing attempt %1</source>
        <translation>ολοκλήρωση της συμμετοχής %1</translation>
    </message>
    <message>
        <source>%1: there is no open attempt %2</source>
        <translation>%1: δεν υπάρχει ανοιχτή συμμετοχή %2</translation>
    </message>
    <message>
        <source>reading the attempts at exam &quot;%1&quot;</source>
        <translation>ανάγνωση των συμμετοχών στην εξέταση «%1»</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server address: %2</source>
        <extracomment>%1 what was typed, %2 Qt&apos;s own reason (English).</extracomment>
        <translation>«%1» δεν είναι διεύθυνση διακομιστή: %2</translation>
    </message>
    <message>
        <source>exam database</source>
        <extracomment>The kind of database, in messages such as &quot;not a Croupier exam database&quot;.</extracomment>
        <translation>βάση εξετάσεων</translation>
    </message>
    <message>
        <source>the database is damaged</source>
        <extracomment>SQLite said SQLITE_CORRUPT</extracomment>
        <translation>η βάση δεδομένων είναι κατεστραμμένη</translation>
    </message>
    <message>
        <source>the database is read-only here</source>
        <extracomment>SQLite said SQLITE_READONLY</extracomment>
        <translation>η βάση δεδομένων είναι εδώ μόνο για ανάγνωση</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <extracomment>SQLite said SQLITE_FULL</extracomment>
        <translation>ο δίσκος είναι γεμάτος</translation>
    </message>
    <message>
        <source>is empty (0 bytes), so it is not an exam database; delete it or choose another file, and Croupier makes a new one</source>
        <translation>είναι κενό (0 byte), άρα δεν είναι βάση εξετάσεων· διαγράψτε το ή επιλέξτε άλλο αρχείο, και το Croupier δημιουργεί νέο</translation>
    </message>
    <message>
        <source>damaged: SQLite&apos;s check finds %1; it is not written to</source>
        <extracomment>An exam database SQLite&apos;s own check finds damaged; %1 the first problem it names (English, from SQLite).</extracomment>
        <translation>κατεστραμμένη: ο έλεγχος της SQLite βρίσκει %1· δεν γράφεται τίποτα σε αυτήν</translation>
    </message>
    <message>
        <source>The passphrase is right, but the stored signing key has been changed or damaged: it is refused, and nothing can be signed with it. Restore the exam database from a backup.</source>
        <extracomment>Instructor mode: the passphrase is right, but the stored signing secret fails its authentication.</extracomment>
        <translation>Η φράση πρόσβασης είναι σωστή, αλλά το αποθηκευμένο κλειδί υπογραφής έχει αλλοιωθεί ή καταστραφεί: απορρίπτεται και τίποτα δεν μπορεί να υπογραφεί με αυτό. Επαναφέρετε τη βάση εξετάσεων από αντίγραφο ασφαλείας.</translation>
    </message>
    <message>
        <source>logging %1 in attempt %2</source>
        <extracomment>%1 the kind of event (restart, focus-lost…), %2 the attempt&apos;s number.</extracomment>
        <translation>καταγραφή %1 στη συμμετοχή %2</translation>
    </message>
    <message>
        <source>reading the log of attempt %1</source>
        <translation>ανάγνωση του ημερολογίου της συμμετοχής %1</translation>
    </message>
    <message>
        <source>saving the clock of attempt %1</source>
        <translation>αποθήκευση του χρονομέτρου της συμμετοχής %1</translation>
    </message>
    <message>
        <source>reading the clock of attempt %1</source>
        <translation>ανάγνωση του χρονομέτρου της συμμετοχής %1</translation>
    </message>
    <message>
        <source>reading the instructor&apos;s public key</source>
        <translation>ανάγνωση του δημόσιου κλειδιού του εκπαιδευτή</translation>
    </message>
    <message>
        <source>beginning the chain of attempt %1</source>
        <extracomment>%1 the attempt&apos;s number.</extracomment>
        <translation>έναρξη της αλυσίδας της συμμετοχής %1</translation>
    </message>
    <message>
        <source>reading the chain of attempt %1</source>
        <translation>ανάγνωση της αλυσίδας της συμμετοχής %1</translation>
    </message>
    <message>
        <source>%1: the stations&apos; role %2 cannot do this; the instructor&apos;s desk can</source>
        <extracomment>A station connected as the stations&apos; role tried what only the instructor&apos;s desk may do. %1 what, %2 the role.</extracomment>
        <translation>%1: ο ρόλος των σταθμών %2 δεν μπορεί να το κάνει αυτό· μπορεί η θέση του εκπαιδευτή</translation>
    </message>
    <message>
        <source>reading the role connected as</source>
        <translation>ανάγνωση του ρόλου σύνδεσης</translation>
    </message>
    <message>
        <source>connected as %1, which can neither write the exam tables nor call the stations&apos; functions: set the stations&apos; role up at the instructor&apos;s desk (%2)</source>
        <extracomment>A station connected as a role that can neither write the exam tables nor call the stations&apos; functions. %1 the role, %2 the server&apos;s words.</extracomment>
        <translation>συνδεδεμένος ως %1, που ούτε γράφει στους πίνακες των εξετάσεων ούτε καλεί τις συναρτήσεις των σταθμών: ρυθμίστε τον ρόλο των σταθμών από τη θέση του εκπαιδευτή (%2)</translation>
    </message>
    <message>
        <source>the server&apos;s exam database is of schema version %1 and this station reads %2: open it at the instructor&apos;s desk first</source>
        <extracomment>%1 the server&apos;s schema version, %2 this program&apos;s.</extracomment>
        <translation>η βάση εξετάσεων του διακομιστή έχει έκδοση σχήματος %1 και αυτός ο σταθμός διαβάζει %2: ανοίξτε την πρώτα από τη θέση του εκπαιδευτή</translation>
    </message>
    <message>
        <source>written by a newer Croupier (schema version %1; this version reads up to %2)</source>
        <translation>γράφτηκε από νεότερο Croupier (έκδοση σχήματος %1· αυτή η έκδοση διαβάζει έως %2)</translation>
    </message>
    <message>
        <source>setting the instructor&apos;s passphrase</source>
        <translation>ορισμός της φράσης πρόσβασης του εκπαιδευτή</translation>
    </message>
    <message>
        <source>setting up the stations&apos; role</source>
        <extracomment>The instructor&apos;s desk sets up the PostgreSQL role the stations connect as.</extracomment>
        <translation>ρύθμιση του ρόλου των σταθμών</translation>
    </message>
    <message>
        <source>%1: only a PostgreSQL server has roles</source>
        <extracomment>The stations&apos; role exists only on a classroom server.</extracomment>
        <translation>%1: ρόλους έχει μόνο ένας διακομιστής PostgreSQL</translation>
    </message>
    <message>
        <source>%1: the desk&apos;s role %2 may not create roles; the server&apos;s administrator can allow it with ALTER ROLE %2 CREATEROLE (%3)</source>
        <translation>%1: ο ρόλος της θέσης %2 δεν επιτρέπεται να δημιουργεί ρόλους· ο διαχειριστής του διακομιστή μπορεί να το επιτρέψει με ALTER ROLE %2 CREATEROLE (%3)</translation>
    </message>
    <message>
        <source>%1: this station cannot keep its key in its settings (%2): it could not resume the attempt after a restart</source>
        <extracomment>The station&apos;s settings cannot be written, so its key would not survive a restart. %1 what, %2 the settings file.</extracomment>
        <translation>%1: αυτός ο σταθμός δεν μπορεί να κρατήσει το κλειδί του στις ρυθμίσεις του (%2): δεν θα μπορούσε να συνεχίσει τη συμμετοχή μετά από επανεκκίνηση</translation>
    </message>
    <message>
        <source>%1: answers of the attempt are still waiting to be sent (%2)</source>
        <extracomment>Handing in while answers of the attempt still wait on the station. %1 what, %2 the server&apos;s or outbox&apos;s words.</extracomment>
        <translation>%1: απαντήσεις της συμμετοχής περιμένουν ακόμη να σταλούν (%2)</translation>
    </message>
    <message>
        <source>%1: self-study is kept on the server through the stations&apos; role; this connection is the instructor&apos;s</source>
        <extracomment>Self-study is kept on the server only by the stations (their role); %1 what was being done.</extracomment>
        <translation>%1: η αυτοεκπαίδευση φυλάγεται στον διακομιστή μέσω του ρόλου των σταθμών· αυτή η σύνδεση είναι του εκπαιδευτή</translation>
    </message>
    <message>
        <source>keeping the self-study of %1 on the server</source>
        <extracomment>%1 the trainee&apos;s registration number.</extracomment>
        <translation>φύλαξη της αυτοεκπαίδευσης του %1 στον διακομιστή</translation>
    </message>
    <message>
        <source>sending the self-study %1 of %2 to the server</source>
        <extracomment>%1 the record&apos;s kind (session, answer…), %2 the registration number.</extracomment>
        <translation>αποστολή της εγγραφής αυτοεκπαίδευσης %1 του %2 στον διακομιστή</translation>
    </message>
    <message>
        <source>reading the self-study of %1 from the server</source>
        <extracomment>%1 the registration number.</extracomment>
        <translation>ανάγνωση της αυτοεκπαίδευσης του %1 από τον διακομιστή</translation>
    </message>
    <message>
        <source>reading the class&apos;s self-study</source>
        <translation>ανάγνωση της αυτοεκπαίδευσης της τάξης</translation>
    </message>
    <message>
        <source>%1: registration number %2 keeps no self-study here</source>
        <extracomment>%1 what was being done, %2 the registration number.</extracomment>
        <translation>%1: ο αριθμός μητρώου %2 δεν φυλάγει αυτοεκπαίδευση εδώ</translation>
    </message>
    <message>
        <source>setting a new study passphrase for %1</source>
        <extracomment>%1 the registration number.</extracomment>
        <translation>ορισμός νέας φράσης πρόσβασης μελέτης για τον %1</translation>
    </message>
    <message>
        <source>%1: a study passphrase has at least 8 characters</source>
        <extracomment>%1 what was being done.</extracomment>
        <translation>%1: μια φράση πρόσβασης μελέτης έχει τουλάχιστον 8 χαρακτήρες</translation>
    </message>
</context>
<context>
    <name>ExamTakePage</name>
    <message>
        <source>Take an exam</source>
        <extracomment>The title of the page where a trainee takes an exam.</extracomment>
        <translation>Εξέταση</translation>
    </message>
    <message>
        <source>Exam</source>
        <extracomment>Heading of the list of exams a trainee can take.</extracomment>
        <translation>Εξέταση</translation>
    </message>
    <message>
        <source>No exam has been set yet: ask your instructor.</source>
        <extracomment>The exam page when the instructor has not set any exam yet.</extracomment>
        <translation>Δεν έχει οριστεί ακόμη εξέταση: ρωτήστε τον εκπαιδευτή σας.</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n question(s)</source>
        <extracomment>One exam in the trainee&apos;s list: its title and how many questions.</extracomment>
        <translation>
            <numerusform>%1 · %n ερώτηση</numerusform>
            <numerusform>%1 · %n ερωτήσεις</numerusform>
        </translation>
    </message>
    <message>
        <source>Full name</source>
        <extracomment>The trainee&apos;s full name, before an exam.</extracomment>
        <translation>Ονοματεπώνυμο</translation>
    </message>
    <message>
        <source>Registration number</source>
        <extracomment>The trainee&apos;s registration number at the casino school, before an exam.</extracomment>
        <translation>Αριθμός μητρώου</translation>
    </message>
    <message>
        <source>Start the exam</source>
        <extracomment>Starts (or resumes) the chosen exam.</extracomment>
        <translation>Έναρξη εξέτασης</translation>
    </message>
    <message>
        <source>Answers are saved in %1</source>
        <extracomment>Where the exam&apos;s answers are saved. %1 a file or a server&apos;s address.</extracomment>
        <translation>Οι απαντήσεις αποθηκεύονται στο %1</translation>
    </message>
    <message>
        <source>Review: question %1 of %2</source>
        <extracomment>Exam strip after handing in: the question under review. %1 its number, %2 how many questions.</extracomment>
        <translation>Ανασκόπηση: ερώτηση %1 από %2</translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <extracomment>Exam strip. %1 the question on show, %2 how many questions.</extracomment>
        <translation>Ερώτηση %1 από %2</translation>
    </message>
    <message>
        <source>Time left %1</source>
        <extracomment>Exam strip: the time left for the whole exam, &quot;12:05&quot;.</extracomment>
        <translation>Υπόλοιπο χρόνου %1</translation>
    </message>
    <message>
        <source>This question %1 s</source>
        <extracomment>Exam strip: the seconds left for the question on show.</extracomment>
        <translation>Αυτή η ερώτηση %1 δευτ.</translation>
    </message>
    <message numerus="yes">
        <source>Resumed: your %n answer(s) were kept</source>
        <extracomment>Exam strip after the station stopped and the exam started again. %n answers already saved.</extracomment>
        <translation>
            <numerusform>Συνέχεια: η %n απάντησή σας φυλάχτηκε</numerusform>
            <numerusform>Συνέχεια: οι %n απαντήσεις σας φυλάχτηκαν</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Server unreachable: %n answer(s) kept on this station, sent when it is back</source>
        <extracomment>Exam strip when the classroom server cannot be reached. %n answers kept on this station.</extracomment>
        <translation>
            <numerusform>Ο διακομιστής δεν απαντά: %n απάντηση φυλάσσεται σε αυτόν τον σταθμό και θα σταλεί όταν επανέλθει</numerusform>
            <numerusform>Ο διακομιστής δεν απαντά: %n απαντήσεις φυλάσσονται σε αυτόν τον σταθμό και θα σταλούν όταν επανέλθει</numerusform>
        </translation>
    </message>
    <message>
        <source>Exam handed in</source>
        <extracomment>After handing in an exam.</extracomment>
        <translation>Η εξέταση παραδόθηκε</translation>
    </message>
    <message>
        <source>%1 of %2 right (%3 %)</source>
        <extracomment>The exam&apos;s result. %1 right answers, %2 questions, %3 the percentage.</extracomment>
        <translation>%1 σωστές από %2 (%3 %)</translation>
    </message>
    <message>
        <source>Passed (pass mark %1 %)</source>
        <extracomment>The exam&apos;s verdict. %1 the pass mark in percent.</extracomment>
        <translation>Επιτυχία (βάση %1 %)</translation>
    </message>
    <message>
        <source>Not passed (pass mark %1 %)</source>
        <extracomment>The exam&apos;s verdict. %1 the pass mark in percent.</extracomment>
        <translation>Αποτυχία (βάση %1 %)</translation>
    </message>
    <message>
        <source>%1: %2 of %3 · %4 s</source>
        <extracomment>One topic of the exam result: its title, right answers of asked, mean time in seconds.</extracomment>
        <translation>%1: %2 από %3 · %4 δευτ.</translation>
    </message>
    <message>
        <source>Your answers</source>
        <extracomment>Heading of the exam&apos;s review: every question, to open one by one.</extracomment>
        <translation>Οι απαντήσεις σας</translation>
    </message>
    <message>
        <source>Question %1, right</source>
        <extracomment>Accessible name of a question in the exam&apos;s review. %1 its number.</extracomment>
        <translation>Ερώτηση %1, σωστή</translation>
    </message>
    <message>
        <source>Question %1, wrong</source>
        <extracomment>Accessible name of a question in the exam&apos;s review. %1 its number.</extracomment>
        <translation>Ερώτηση %1, λάθος</translation>
    </message>
    <message>
        <source>Window</source>
        <extracomment>Exam strip: leaves full screen for a normal window.</extracomment>
        <translation>Παράθυρο</translation>
    </message>
    <message>
        <source>Full screen</source>
        <extracomment>Exam strip: shows the exam on the whole screen.</extracomment>
        <translation>Πλήρης οθόνη</translation>
    </message>
    <message>
        <source>Choose your exam and say who you are. A choice can be changed until you press Next, which saves the answer for good; if the station stops, start again with the same registration number and you go on from the same question.</source>
        <extracomment>The exam page&apos;s introduction for the trainee.</extracomment>
        <translation>Επιλέξτε την εξέτασή σας και δηλώστε ποιος είστε. Μια επιλογή αλλάζει μέχρι να πατήσετε Επόμενη, που αποθηκεύει οριστικά την απάντηση· αν ο σταθμός σταματήσει, ξεκινήστε πάλι με τον ίδιο αριθμό μητρώου και συνεχίζετε από την ίδια ερώτηση.</translation>
    </message>
    <message>
        <source>Before you hand in</source>
        <extracomment>Exam strip: the list of questions before handing in.</extracomment>
        <translation>Πριν από την παράδοση</translation>
    </message>
    <message>
        <source>Your answers before you hand in</source>
        <extracomment>The review before handing in an exam: its heading.</extracomment>
        <translation>Οι απαντήσεις σας πριν από την παράδοση</translation>
    </message>
    <message>
        <source>Answered: %1 · unanswered: %2 · flagged: %3</source>
        <extracomment>The review before handing in. %1 questions answered, %2 without an answer, %3 flagged.</extracomment>
        <translation>Απαντημένες: %1 · αναπάντητες: %2 · σημειωμένες: %3</translation>
    </message>
    <message>
        <source>An answer given with Next is final. An unanswered question can still be answered: ↑ ↓ choose it, Enter opens it. Ctrl+F flags or unflags the question chosen.</source>
        <extracomment>The review before handing in: what can be done, and the keys.</extracomment>
        <translation>Μια απάντηση που δόθηκε με το Επόμενη είναι οριστική. Μια αναπάντητη ερώτηση απαντιέται ακόμη: με ↑ ↓ την επιλέγετε, με Enter την ανοίγετε. Το Ctrl+F σημειώνει την επιλεγμένη ερώτηση ή αφαιρεί τη σημείωση.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>A question in the review before handing in: %1 its number, %2 its topic.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>⚑ flagged</source>
        <extracomment>A question flagged by the trainee, in the review before handing in.</extracomment>
        <translation>⚑ σημειωμένη</translation>
    </message>
    <message>
        <source>answered</source>
        <extracomment>A question in the review before handing in: an answer was given (final).</extracomment>
        <translation>απαντήθηκε</translation>
    </message>
    <message>
        <source>time ran out</source>
        <extracomment>A question in the review before handing in: its time ran out with no answer.</extracomment>
        <translation>έληξε ο χρόνος</translation>
    </message>
    <message>
        <source>unanswered · Enter to answer</source>
        <extracomment>A question in the review before handing in: no answer yet; Enter opens it.</extracomment>
        <translation>αναπάντητη · Enter για απάντηση</translation>
    </message>
    <message numerus="yes">
        <source>Hand in now? %n unanswered question(s) count as wrong. Enter hands in, Esc goes back.</source>
        <extracomment>Asked before handing in. %n questions without an answer.</extracomment>
        <translation>
            <numerusform>Παράδοση τώρα; %n αναπάντητη ερώτηση μετράει ως λάθος. Enter: παράδοση, Esc: επιστροφή.</numerusform>
            <numerusform>Παράδοση τώρα; %n αναπάντητες ερωτήσεις μετρούν ως λάθος. Enter: παράδοση, Esc: επιστροφή.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand in now? Nothing can be changed afterwards. Enter hands in, Esc goes back.</source>
        <extracomment>Asked before handing in, every question answered.</extracomment>
        <translation>Παράδοση τώρα; Μετά δεν αλλάζει τίποτα. Enter: παράδοση, Esc: επιστροφή.</translation>
    </message>
    <message>
        <source>Hand in now (Enter)</source>
        <extracomment>Confirms handing in the exam (also the Enter key).</extracomment>
        <translation>Παράδοση τώρα (Enter)</translation>
    </message>
    <message>
        <source>Hand in (Ctrl+Enter)</source>
        <extracomment>Hands the exam in, after a confirmation (also Ctrl+Enter).</extracomment>
        <translation>Παράδοση (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Not yet (Esc)</source>
        <extracomment>Does not hand in yet: back to the list of questions (also Esc).</extracomment>
        <translation>Όχι ακόμη (Esc)</translation>
    </message>
    <message>
        <source>⚑ Flagged (Ctrl+F)</source>
        <extracomment>Exam page, under the table: the question on show is flagged for the review; the key takes the flag off.</extracomment>
        <translation>⚑ Σημειωμένη (Ctrl+F)</translation>
    </message>
    <message>
        <source>Flag (Ctrl+F)</source>
        <extracomment>Exam page, under the table: flags the question on show, to look at again in the review before handing in.</extracomment>
        <translation>Σημείωση (Ctrl+F)</translation>
    </message>
    <message>
        <source>Review and hand in (Ctrl+R)</source>
        <extracomment>Exam page, under the table: the list of every question (answered, unanswered, flagged), where the exam is handed in.</extracomment>
        <translation>Έλεγχος και παράδοση (Ctrl+R)</translation>
    </message>
</context>
<context>
    <name>ExamsPage</name>
    <message>
        <source>Exams</source>
        <extracomment>The title of the exams page.</extracomment>
        <translation>Εξετάσεις</translation>
    </message>
    <message>
        <source>Timed, scored exams set by the instructor and taken on every station of the class; every answer is kept the moment it is given.</source>
        <extracomment>Under the title of the exams page.</extracomment>
        <translation>Χρονομετρημένες, βαθμολογούμενες εξετάσεις που ορίζει ο εκπαιδευτής και δίνονται σε κάθε σταθμό της τάξης· κάθε απάντηση φυλάσσεται τη στιγμή που δίνεται.</translation>
    </message>
    <message>
        <source>Instructor</source>
        <extracomment>The instructor&apos;s way into the exams.</extracomment>
        <translation>Εκπαιδευτής</translation>
    </message>
    <message>
        <source>Set exams, print the question sheet and the answer key, follow the class and export the results.</source>
        <extracomment>Under &quot;Instructor&quot; on the exams page.</extracomment>
        <translation>Ορίστε εξετάσεις, τυπώστε το φύλλο ερωτήσεων και τις λύσεις, παρακολουθήστε την τάξη και εξαγάγετε τα αποτελέσματα.</translation>
    </message>
    <message>
        <source>Take an exam</source>
        <extracomment>The trainee&apos;s way into the exams.</extracomment>
        <translation>Συμμετοχή σε εξέταση</translation>
    </message>
    <message>
        <source>Give your name and registration number and answer the exam your instructor set.</source>
        <extracomment>Under &quot;Take an exam&quot; on the exams page.</extracomment>
        <translation>Δώστε το όνομα και τον αριθμό μητρώου σας και απαντήστε στην εξέταση που όρισε ο εκπαιδευτής σας.</translation>
    </message>
    <message>
        <source>Exam database</source>
        <extracomment>Heading: where this station keeps the exams and the answers.</extracomment>
        <translation>Βάση δεδομένων εξετάσεων</translation>
    </message>
    <message>
        <source>Shared server: %1</source>
        <extracomment>The exam database is a shared server. %1 its address (no password).</extracomment>
        <translation>Κοινός διακομιστής: %1</translation>
    </message>
    <message>
        <source>File on this station: %1</source>
        <extracomment>The exam database is a file on this station. %1 the file.</extracomment>
        <translation>Αρχείο σε αυτόν τον σταθμό: %1</translation>
    </message>
    <message>
        <source>Ready.</source>
        <extracomment>The exam database is a local file: always reachable.</extracomment>
        <translation>Έτοιμη.</translation>
    </message>
    <message>
        <source>Online: the instructor sees the class live.</source>
        <extracomment>The shared exam server answers.</extracomment>
        <translation>Σε σύνδεση: ο εκπαιδευτής παρακολουθεί την τάξη ζωντανά.</translation>
    </message>
    <message>
        <source>Offline: answers are kept on this station and sent when the server is back.</source>
        <extracomment>The shared exam server does not answer.</extracomment>
        <translation>Εκτός σύνδεσης: οι απαντήσεις φυλάσσονται σε αυτόν τον σταθμό και στέλνονται μόλις επανέλθει ο διακομιστής.</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) waiting to be sent.</source>
        <extracomment>Answers kept locally while the server is away. %n how many.</extracomment>
        <translation>
            <numerusform>%n απάντηση περιμένει να σταλεί. </numerusform>
            <numerusform> %n απαντήσεις περιμένουν να σταλούν.</numerusform>
        </translation>
    </message>
    <message>
        <source>Try again</source>
        <extracomment>Tries to reach the shared exam server again.</extracomment>
        <translation>Νέα προσπάθεια</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>Punto</source>
        <translation>Punto</translation>
    </message>
    <message>
        <source>Banco</source>
        <translation>Banco</translation>
    </message>
    <message>
        <source>the player</source>
        <extracomment>In chemin de fer: the punter&apos;s hand (ο παίκτης) and the banker&apos;s (ο πάγκος).</extracomment>
        <translation>ο παίκτης</translation>
    </message>
    <message>
        <source>the banker</source>
        <translation>ο πάγκος</translation>
    </message>
    <message>
        <source>Tens and court cards count zero, the ace one; the point is the last digit of the sum: %1, so %2.</source>
        <extracomment>%1 is the sum written out (&quot;7 + 0 + 5 = 12&quot;), %2 the point. The regulation&apos;s words: «η αξία των τραπουλόχαρτων που απεικονίζουν είτε φιγούρες είτε το νούμερο δέκα υπολογίζεται ως μηδενική».</extracomment>
        <translation>Τα δεκάρια και οι φιγούρες μετρούν μηδέν, ο άσος ένα· το άθροισμα είναι το τελευταίο ψηφίο: %1, άρα %2.</translation>
    </message>
    <message>
        <source>equal points are an Egalité</source>
        <extracomment>The end of a coup&apos;s explanation: equal points. Egalité is the regulation&apos;s word («ισοπαλία (EGALITE)»).</extracomment>
        <translation>τα ισάξια αθροίσματα είναι ισοπαλία (Egalité)</translation>
    </message>
    <message>
        <source>%1 is nearer nine and wins</source>
        <extracomment>The end of a coup&apos;s explanation: %1 is the side with the higher point.</extracomment>
        <translation>το %1 είναι πλησιέστερα στο εννέα και κερδίζει</translation>
    </message>
    <message>
        <source>%1 has %2 (%3 → %2), %4 has %5 (%6 → %5): %7.</source>
        <extracomment>%1 Punto (or the player), %2 his point, %3 Banco (or the banker), %4 his point, %5 the verdict.</extracomment>
        <translation>%1: %2 (%3 → %2), %4: %5 (%6 → %5)· %7.</translation>
    </message>
    <message>
        <source>Amounts off the chip unit are rounded down to it, in the player&apos;s favour.</source>
        <extracomment>Appended to a payout&apos;s explanation. The manual&apos;s words: «la commissione va arrotondata a vantaggio del giocatore».</extracomment>
        <translation>Ποσά που δεν πέφτουν σε μάρκα στρογγυλεύονται προς τα κάτω, υπέρ του παίκτη.</translation>
    </message>
    <message>
        <source>On an Egalité the bets on Punto and on Banco are neither won nor lost: the stake goes back.</source>
        <extracomment>Player and Banker bets when the coup is an Egalité.</extracomment>
        <translation>Σε ισοπαλία τα στοιχήματα σε Punto και Banco ούτε κερδίζουν ούτε χάνουν: η μίζα επιστρέφεται.</translation>
    </message>
    <message>
        <source>The bet loses: the dealer collects the stake before paying the winners.</source>
        <extracomment>A losing bet.</extracomment>
        <translation>Το στοίχημα χάνει: ο κρουπιέρης αποσύρει τη μίζα πριν πληρώσει τους νικητές.</translation>
    </message>
    <message>
        <source>Punto wins and pays %1.</source>
        <translation>Κερδίζει το Punto και πληρώνει %1.</translation>
    </message>
    <message>
        <source>Banco wins and pays even money less the 5% commission (γκανιότα), which is rounded down to the chip unit.</source>
        <extracomment>Punto Banco with commission. γκανιότα is the regulation&apos;s word for the commission.</extracomment>
        <translation>Κερδίζει το Banco και πληρώνει ίσα, μείον τη γκανιότα 5%, που στρογγυλεύεται προς τα κάτω στη μάρκα.</translation>
    </message>
    <message>
        <source>Banco wins and pays %1, but a Banco win with 6 pays %2.</source>
        <extracomment>No-commission Punto Banco. %1 the usual payment, %2 the payment of a Banco win with 6.</extracomment>
        <translation>Κερδίζει το Banco και πληρώνει %1, αλλά νίκη του Banco με 6 πληρώνει %2.</translation>
    </message>
    <message>
        <source>The Egalité bet wins and pays %1.</source>
        <translation>Το στοίχημα στην ισοπαλία κερδίζει και πληρώνει %1.</translation>
    </message>
    <message>
        <source>The first two cards have the same rank: the pair pays %1.</source>
        <extracomment>A pair bet: the first two cards of that hand have the same rank.</extracomment>
        <translation>Τα δύο πρώτα φύλλα έχουν την ίδια αξία: το ζευγάρι πληρώνει %1.</translation>
    </message>
    <message>
        <source>Banco wins with 6: Super Six pays %1 on two cards, %2 on three.</source>
        <extracomment>The Super Six side bet. %1 two-card payment, %2 three-card payment.</extracomment>
        <translation>Το Banco κερδίζει με 6: το Super Six πληρώνει %1 με δύο φύλλα, %2 με τρία.</translation>
    </message>
    <message>
        <source>The casino keeps a cagnotte (γκανιότα) of 5% of the banker&apos;s winnings, rounded down to the chip unit.</source>
        <extracomment>Chemin de fer. γκανιότα is the regulation&apos;s word for the cagnotte.</extracomment>
        <translation>Το Καζίνο παρακρατεί γκανιότα 5% από τα κέρδη του πάγκου, στρογγυλεμένη προς τα κάτω στη μάρκα.</translation>
    </message>
    <message>
        <source>The first card of a new shoe is turned over; its number (the ace 1, tens and court cards 10) is how many cards are burned, the first card included.</source>
        <extracomment>The regulation&apos;s words: «θέτει εκτός παρτίδας ... τον αντίστοιχο αριθμό τραπουλόχαρτων συμπεριλαμβανομένου και του πρώτου».</extracomment>
        <translation>Το πρώτο φύλλο του καινούριου κουτιού γυρίζει· η αξία του (ο άσος 1, τα δεκάρια και οι φιγούρες 10) λέει πόσα φύλλα καίγονται, συμπεριλαμβανομένου και του πρώτου.</translation>
    </message>
    <message>
        <source>%1 = soft %2</source>
        <extracomment>A soft total: %1 the cards added up (&quot;A + 6&quot;), %2 the total. &quot;soft&quot; is kept in Greek casinos too.</extracomment>
        <translation>%1 = soft %2</translation>
    </message>
    <message>
        <source>the dealer&apos;s blackjack (%1)</source>
        <extracomment>The dealer&apos;s hand is a blackjack; %1 its cards (&quot;A + K&quot;).</extracomment>
        <translation>το Μπλάκτζακ του κρουπιέρη (%1)</translation>
    </message>
    <message>
        <source>the dealer&apos;s bust (%1)</source>
        <extracomment>The dealer went over 21; %1 his cards added up (&quot;10 + 6 + 8 = 24&quot;).</extracomment>
        <translation>ο κρουπιέρης καίγεται (%1)</translation>
    </message>
    <message>
        <source>the dealer&apos;s %1 (%2)</source>
        <extracomment>%1 the dealer&apos;s total, %2 his cards (&quot;K + 9&quot;).</extracomment>
        <translation>το %1 του κρουπιέρη (%2)</translation>
    </message>
    <message>
        <source>%1 = 21 on the first two cards: a blackjack.</source>
        <extracomment>%1 the two cards (&quot;A + K&quot;). The regulation: «Το Μπλάκτζακ (21 με δύο χαρτιά)».</extracomment>
        <translation>%1 = 21 με τα δύο πρώτα χαρτιά: Μπλάκτζακ.</translation>
    </message>
    <message>
        <source>%1: over 21, the hand is bust and its bet is collected at once.</source>
        <extracomment>%1 the cards added up, every ace counted 1 (&quot;10 + 6 + 8 = 24&quot;).</extracomment>
        <translation>%1: πάνω από 21, ο παίκτης καίγεται και η μίζα του μαζεύεται αμέσως.</translation>
    </message>
    <message>
        <source>%1: the ace counts 11 while the total stays at 21 or under.</source>
        <extracomment>%1 a soft total (&quot;A + 6 = soft 17&quot;).</extracomment>
        <translation>%1: ο άσσος μετρά 11 όσο το άθροισμα μένει έως 21.</translation>
    </message>
    <message>
        <source>%1: counting an ace 11 would make %2, over 21, so every ace counts 1: a hard total.</source>
        <extracomment>%1 the cards added up with the ace as 1 (&quot;A + 6 + 9 = 16&quot;), %2 the total with the ace as 11.</extracomment>
        <translation>%1: με τον άσσο 11 θα γινόταν %2, πάνω από 21, άρα κάθε άσσος μετρά 1: σκληρό άθροισμα.</translation>
    </message>
    <message>
        <source>%1: tens and court cards count 10, the other cards their number.</source>
        <extracomment>%1 the cards added up (&quot;10 + 6 = 16&quot;).</extracomment>
        <translation>%1: τα δεκάρια και οι φιγούρες μετρούν 10, τα άλλα χαρτιά τον αριθμό τους.</translation>
    </message>
    <message>
        <source>The dealer has %1, over 21: he takes no more cards.</source>
        <extracomment>%1 the dealer&apos;s cards added up (&quot;10 + 6 + 8 = 24&quot;).</extracomment>
        <translation>Ο κρουπιέρης έχει %1, πάνω από 21: δεν παίρνει άλλα χαρτιά.</translation>
    </message>
    <message>
        <source>The dealer has %1: he must draw on 16 or less.</source>
        <extracomment>%1 the dealer&apos;s cards added up (&quot;10 + 6 = 16&quot;). The regulation: «τραβά με 16 ή λιγότερο».</extracomment>
        <translation>Ο κρουπιέρης έχει %1: οφείλει να τραβήξει με 16 ή λιγότερο.</translation>
    </message>
    <message>
        <source>%1: the ace must count 11 when that makes 17 to 21, so the dealer stands on 17 (%2).</source>
        <extracomment>%1 the dealer&apos;s soft 17 (&quot;A + 6 = soft 17&quot;). %2 the paragraph.</extracomment>
        <translation>%1: ο άσσος μετρά υποχρεωτικά 11 όταν έτσι προκύπτει 17 έως 21, άρα ο κρουπιέρης σταματά στο 17 (%2).</translation>
    </message>
    <message>
        <source>The dealer has %1: he stands on 17 or more.</source>
        <extracomment>%1 the dealer&apos;s cards added up (&quot;10 + 8 = 18&quot;).</extracomment>
        <translation>Ο κρουπιέρης έχει %1: σταματά με 17 ή περισσότερο.</translation>
    </message>
    <message>
        <source>%1 pays %2</source>
        <extracomment>%1 the stake, %2 what it is paid.</extracomment>
        <translation>τα %1 πληρώνονται %2</translation>
    </message>
    <message>
        <source>%1 pays %2, rounded down to the chip: %3</source>
        <extracomment>%1 the stake, %2 the exact payment, %3 what the table pays: the exact payment rounded down to its smallest chip.</extracomment>
        <translation>τα %1 πληρώνονται %2, στρογγυλεμένα προς τα κάτω στη μάρκα: %3</translation>
    </message>
    <message>
        <source>The hand has %1, over 21: the bet is collected at once, whatever the dealer does.</source>
        <extracomment>%1 the player&apos;s cards added up.</extracomment>
        <translation>Ο συνδυασμός έχει %1, πάνω από 21: η μίζα μαζεύεται αμέσως, ό,τι κι αν κάνει ο κρουπιέρης.</translation>
    </message>
    <message>
        <source>The dealer&apos;s %1 cannot make a blackjack, so the blackjack is paid at once. Blackjack pays 3 to 2: %2.</source>
        <extracomment>%1 the dealer&apos;s first card (&quot;6&quot;), %2 &quot;25 pays 37.5, rounded down to the chip: 37&quot;.</extracomment>
        <translation>Το %1 του κρουπιέρη αποκλείει Μπλάκτζακ, άρα το Μπλάκτζακ πληρώνεται αμέσως. Το Μπλάκτζακ πληρώνεται 3 προς 2: %2.</translation>
    </message>
    <message>
        <source>The blackjack beats %1. Blackjack pays 3 to 2: %2.</source>
        <extracomment>%1 the dealer&apos;s hand, %2 &quot;25 pays 37.5, rounded down to the chip: 37&quot;.</extracomment>
        <translation>Το Μπλάκτζακ κερδίζει %1. Το Μπλάκτζακ πληρώνεται 3 προς 2: %2.</translation>
    </message>
    <message>
        <source>A blackjack always beats a 21 on more cards (%1). Blackjack pays 3 to 2: %2.</source>
        <translation>Το Μπλάκτζακ είναι πάντοτε ανώτερο του 21 με περισσότερα χαρτιά (%1). Το Μπλάκτζακ πληρώνεται 3 προς 2: %2.</translation>
    </message>
    <message>
        <source>The dealer&apos;s blackjack always beats a 21 on more cards: the bet is collected.</source>
        <extracomment>The player&apos;s 21 on more cards against the dealer&apos;s blackjack.</extracomment>
        <translation>Το Μπλάκτζακ του κρουπιέρη είναι πάντοτε ανώτερο του 21 με περισσότερα χαρτιά: η μίζα μαζεύεται.</translation>
    </message>
    <message>
        <source>The player waited and %1 came: blackjack against blackjack is a push; the stake is taken back.</source>
        <extracomment>A blackjack that waited against the dealer&apos;s ace, and the dealer made a blackjack too.</extracomment>
        <translation>Ο παίκτης περίμενε και ήρθε %1: Μπλάκτζακ απέναντι σε Μπλάκτζακ είναι ισοπαλία· η μίζα αποσύρεται.</translation>
    </message>
    <message>
        <source>Even money: a blackjack against the dealer&apos;s ace is paid 1 to 1 at once, whatever the dealer makes: %1.</source>
        <extracomment>Even money: %1 &quot;20 pays 20&quot;.</extracomment>
        <translation>Πληρωμή επί μία φορά: Μπλάκτζακ απέναντι σε άσσο του κρουπιέρη πληρώνεται αμέσως 1 προς 1, ό,τι κι αν σχηματίσει ο κρουπιέρης: %1.</translation>
    </message>
    <message>
        <source>Insurance pays 2 to 1 when the dealer makes a blackjack: %1. %2.</source>
        <translation>Η ασφάλεια πληρώνεται 2 προς 1 όταν ο κρουπιέρης σχηματίσει Μπλάκτζακ: %1. %2.</translation>
    </message>
    <message>
        <source>No blackjack for the dealer (%1): the insurance is collected.</source>
        <extracomment>%1 the dealer&apos;s hand.</extracomment>
        <translation>Ο κρουπιέρης δεν σχημάτισε Μπλάκτζακ (%1): η ασφάλεια μαζεύεται.</translation>
    </message>
    <message>
        <source>The dealer&apos;s blackjack beats %1: the stake is collected, a double or a split bet included.</source>
        <extracomment>The dealer&apos;s blackjack against a player&apos;s other hand; %1 the player&apos;s hand.</extracomment>
        <translation>Το Μπλάκτζακ του κρουπιέρη κερδίζει %1: η μίζα μαζεύεται, μαζί με τον διπλασιασμό ή τη μίζα του SPLIT.</translation>
    </message>
    <message>
        <source>With %1 every hand left on the layout is paid 1 to 1: %2.</source>
        <extracomment>%1 the dealer&apos;s hand (&quot;the dealer&apos;s bust (10 + 6 + 8 = 24)&quot;), %2 &quot;20 pays 20&quot;.</extracomment>
        <translation>Με %1 πληρώνονται 1 προς 1 όλες οι μίζες που μένουν στο ταμπλό: %2.</translation>
    </message>
    <message>
        <source>%1 beats %2: the higher total is paid 1 to 1: %3.</source>
        <extracomment>%1 the player&apos;s hand, %2 the dealer&apos;s hand, %3 &quot;20 pays 20&quot;.</extracomment>
        <translation>%1 κερδίζει %2: το μεγαλύτερο άθροισμα πληρώνεται 1 προς 1: %3.</translation>
    </message>
    <message>
        <source>%1 is lower than %2: the bet is collected.</source>
        <extracomment>%1 the player&apos;s hand, %2 the dealer&apos;s hand.</extracomment>
        <translation>%1 είναι μικρότερο από %2: η μίζα μαζεύεται.</translation>
    </message>
    <message>
        <source>%1 against %2: equal totals are a push; the stake is taken back.</source>
        <extracomment>%1 the player&apos;s hand, %2 the dealer&apos;s hand.</extracomment>
        <translation>%1 απέναντι σε %2: τα ίσα αθροίσματα είναι ισόπαλα· η μίζα αποσύρεται.</translation>
    </message>
    <message>
        <source>A two-card 21 after a split is not a blackjack: it is paid 1 to 1.</source>
        <extracomment>Added when a split hand has a two-card 21.</extracomment>
        <translation>Το 21 με δύο χαρτιά μετά από SPLIT δεν είναι Μπλάκτζακ: πληρώνεται 1 προς 1.</translation>
    </message>
    <message>
        <source>The dealer&apos;s first card is an ace: after the players&apos; second cards he offers insurance, up to half the bet, paying 2 to 1 (and even money to a blackjack), before any player takes a third card.</source>
        <translation>Το πρώτο χαρτί του κρουπιέρη είναι άσσος: αφού δώσει το δεύτερο χαρτί στους παίκτες προτείνει ασφάλεια έως το μισό (50%) της μίζας, που πληρώνεται 2 προς 1 (και πληρωμή επί μία φορά στο Μπλάκτζακ), πριν πάρει οποιοσδήποτε παίκτης τρίτο χαρτί.</translation>
    </message>
    <message>
        <source>The dealer&apos;s %1 cannot make a blackjack: the player&apos;s blackjack is paid 3 to 2 at once.</source>
        <extracomment>%1 the dealer&apos;s first card (&quot;6&quot;).</extracomment>
        <translation>Το %1 του κρουπιέρη αποκλείει Μπλάκτζακ: το Μπλάκτζακ του παίκτη πληρώνεται αμέσως 3 προς 2.</translation>
    </message>
    <message>
        <source>Against the dealer&apos;s %1 a blackjack waits for his second card: 3 to 2, or a push against a dealer blackjack.</source>
        <extracomment>%1 the dealer&apos;s first card (&quot;10&quot; or &quot;A&quot;).</extracomment>
        <translation>Απέναντι σε %1 του κρουπιέρη το Μπλάκτζακ περιμένει το δεύτερο χαρτί του: 3 προς 2, ή ισοπαλία αν ο κρουπιέρης σχηματίσει Μπλάκτζακ.</translation>
    </message>
    <message>
        <source>The box has %1, over 21: the dealer collects its cards and its bet at once.</source>
        <extracomment>%1 the player&apos;s cards added up (&quot;10 + 6 + 8 = 24&quot;).</extracomment>
        <translation>Το χώρισμα έχει %1, πάνω από 21: ο κρουπιέρης μαζεύει αμέσως τα χαρτιά και τη μίζα του.</translation>
    </message>
    <message>
        <source>The box has %1: a player with 21 may not take another card, so the dealer goes on to the next box.</source>
        <extracomment>%1 the player&apos;s cards added up (&quot;7 + 4 + 10 = 21&quot;).</extracomment>
        <translation>Το χώρισμα έχει %1: παίκτης με άθροισμα 21 δεν επιτρέπεται να πάρει φύλλο, άρα ο κρουπιέρης περνά στο επόμενο χώρισμα.</translation>
    </message>
    <message>
        <source>The box has %1: the dealer announces it and asks the player whether he wants a card.</source>
        <extracomment>%1 the player&apos;s total (&quot;10 + 6 = 16&quot;).</extracomment>
        <translation>Το χώρισμα έχει %1: ο κρουπιέρης το ανακοινώνει και ρωτά τον παίκτη αν θέλει χαρτί.</translation>
    </message>
    <message>
        <source>Every box has played: now the dealer draws his second card (there is no hole card).</source>
        <translation>Όλα τα χωρίσματα έπαιξαν: τώρα ο κρουπιέρης τραβά το δεύτερο χαρτί του (δεν υπάρχει κλειστό χαρτί).</translation>
    </message>
    <message>
        <source>The dealer plays his hand after every box.</source>
        <translation>Ο κρουπιέρης παίζει μετά από όλα τα χωρίσματα.</translation>
    </message>
    <message>
        <source>The puck is OFF: this is a come-out roll. %1 is off on the come-out unless the player calls it working, so the %2 does nothing to it.</source>
        <extracomment>craps.roll. %1 the bet (PLACE 6 (RIGHT BET)), %2 the roll (&quot;6 (3-3)&quot;). The regulation: «Αδρανής (OFF) στη ρίψη COME OUT, εκτός αν ζητηθεί διαφορετικά από τον παίκτη».</extracomment>
        <translation>Ο δείκτης είναι OFF: πρόκειται για ρίψη COME OUT. Η μίζα %1 είναι αδρανής (OFF) στη ρίψη COME OUT, εκτός αν ζητηθεί διαφορετικά από τον παίκτη, οπότε το %2 δεν την επηρεάζει.</translation>
    </message>
    <message>
        <source>A 12 on the first roll of %1 is a push: nothing is paid and nothing is taken.</source>
        <extracomment>craps.roll: DON&apos;T WIN or DON&apos;T COME on its first roll. %1 the bet. The regulation: «φέρνει ισοπαλία».</extracomment>
        <translation>Το 12 στην πρώτη ρίψη του %1 φέρνει ισοπαλία: τίποτα δεν πληρώνεται και τίποτα δεν μαζεύεται.</translation>
    </message>
    <message>
        <source>%1 wins on a %2 and pays %3: %4 pays %5.</source>
        <extracomment>craps.roll. %1 the bet, %2 the roll (&quot;6 (3-3)&quot;), %3 the ratio (&quot;7:6&quot;), %4 the stake, %5 the payout.</extracomment>
        <translation>Το %1 κερδίζει με %2 και πληρώνεται %3: μίζα %4 πληρώνεται %5.</translation>
    </message>
    <message>
        <source>The exact win is not a whole number of chips of %1: it is rounded down, in the player&apos;s favour.</source>
        <extracomment>craps.roll: a payout off the chip unit. %1 the table&apos;s smallest chip. RULINGS: always rounded down.</extracomment>
        <translation>Το ακριβές κέρδος δεν είναι ακέραιος αριθμός μαρκών των %1: στρογγυλοποιείται προς τα κάτω, υπέρ του παίκτη.</translation>
    </message>
    <message>
        <source>%1 loses: the %2 is made the easy way, not with doubles. The dealer collects the stake.</source>
        <extracomment>craps.roll: a hardway lost to its number made without doubles. %1 the bet, %2 the roll.</extracomment>
        <translation>Το %1 χάνει: το %2 σχηματίστηκε χωρίς διπλή. Ο κρουπιέρης μαζεύει τη μίζα.</translation>
    </message>
    <message>
        <source>%1 loses on a %2: the dealer collects the stake.</source>
        <extracomment>craps.roll. %1 the bet, %2 the roll (&quot;7 (3-4)&quot;).</extracomment>
        <translation>Το %1 χάνει με %2: ο κρουπιέρης μαζεύει τη μίζα.</translation>
    </message>
    <message>
        <source>A %1 on the come-out becomes the POINT: the puck goes ON the %1, and %2 stays until the point or a 7 decides it.</source>
        <extracomment>craps.roll: a come-out 4, 5, 6, 8, 9 or 10. %1 the total, %2 the bet. The puck: ON, on the point&apos;s box.</extracomment>
        <translation>Το %1 στη ρίψη COME OUT γίνεται POINT: ο δείκτης μπαίνει ON στο %1 και η μίζα %2 μένει, μέχρι να την αποφασίσει το POINT ή το 7.</translation>
    </message>
    <message>
        <source>A %1 on the first roll of COME: the bet travels to the box of %2 and plays on that number.</source>
        <extracomment>craps.roll: COME&apos;s first roll. %1 the roll, %2 its number.</extracomment>
        <translation>%1 στην πρώτη ρίψη του COME: η μίζα μεταφέρεται στο πλαίσιο του %2 και παίζει σε αυτόν τον αριθμό.</translation>
    </message>
    <message>
        <source>A %1 on the first roll of DON&apos;T COME: the bet travels behind the box of %2 and plays against that number.</source>
        <extracomment>craps.roll: DON&apos;T COME&apos;s first roll. %1 the roll, %2 its number. The regulation: «πίσω από το πλαίσιο».</extracomment>
        <translation>%1 στην πρώτη ρίψη του DON&apos;T COME: η μίζα μεταφέρεται πίσω από το πλαίσιο του %2 και παίζει κατά του αριθμού αυτού.</translation>
    </message>
    <message>
        <source>A %1 does not decide %2: it stays where it is.</source>
        <extracomment>craps.roll: a roll that does not decide the bet. %1 the roll, %2 the bet.</extracomment>
        <translation>Το %1 δεν αποφασίζει το %2: η μίζα μένει στη θέση της.</translation>
    </message>
    <message>
        <source>The dice show %1.</source>
        <extracomment>craps.layout. %1 the roll (&quot;7 (3-4)&quot;).</extracomment>
        <translation>Τα ζάρια φέρνουν %1.</translation>
    </message>
    <message>
        <source>No bet loses: nothing is collected.</source>
        <extracomment>craps.layout: no bet lost.</extracomment>
        <translation>Καμία μίζα δεν χάνει: τίποτα δεν μαζεύεται.</translation>
    </message>
    <message>
        <source>Collected first, %1: %2.</source>
        <extracomment>craps.layout. %1 the total, %2 the losing bets (&quot;#1 WIN: 10, #2 FIELD: 5&quot;). Collected first (art. 16 §2).</extracomment>
        <translation>Μαζεύονται πρώτα οι μίζες που χάνουν, %1: %2.</translation>
    </message>
    <message>
        <source>No bet wins: nothing is paid.</source>
        <extracomment>craps.layout: no bet won.</extracomment>
        <translation>Καμία μίζα δεν κερδίζει: τίποτα δεν πληρώνεται.</translation>
    </message>
    <message>
        <source>Paid %1: %2.</source>
        <extracomment>craps.layout. %1 the total paid, %2 each winning bet with its payout (&quot;#3 PLACE 6 (RIGHT BET): 12 → 14&quot;).</extracomment>
        <translation>Πληρώνονται %1: %2.</translation>
    </message>
    <message>
        <source>Odds that were off go back to the player, neither paid nor collected: %1.</source>
        <extracomment>craps.layout: odds that were off go back when their come bet is decided. %1 the bets.</extracomment>
        <translation>Τα ODDS που ήταν αδρανή (OFF) επιστρέφονται στον παίκτη, ούτε πληρώνονται ούτε μαζεύονται: %1.</translation>
    </message>
    <message>
        <source>A 7 with the point on is a seven-out: the puck goes OFF and the dice pass to the next player.</source>
        <extracomment>craps.layout. The regulation: the dice pass to the next player clockwise (art. 16 §7).</extracomment>
        <translation>Το 7 με POINT σε ισχύ είναι SEVEN OUT: ο δείκτης γυρίζει OFF και τα ζάρια δίνονται στον επόμενο παίκτη.</translation>
    </message>
    <message>
        <source>The %1 becomes the POINT: the puck goes ON the %1.</source>
        <extracomment>craps.layout. %1 the new point.</extracomment>
        <translation>Το %1 γίνεται POINT: ο δείκτης μπαίνει ON στο %1.</translation>
    </message>
    <message>
        <source>The POINT stays %1.</source>
        <extracomment>craps.layout. %1 the point.</extracomment>
        <translation>Το POINT παραμένει %1.</translation>
    </message>
    <message>
        <source>The POINT %1 is made: the puck goes OFF.</source>
        <extracomment>craps.layout. %1 the point just made.</extracomment>
        <translation>Το POINT %1 βγήκε: ο δείκτης γυρίζει OFF.</translation>
    </message>
    <message>
        <source>No point is set: the puck stays OFF.</source>
        <extracomment>craps.layout: a come-out 2, 3, 7, 11 or 12.</extracomment>
        <translation>Δεν ορίζεται POINT: ο δείκτης μένει OFF.</translation>
    </message>
    <message>
        <source>%1 is measured on the flat bet it stands behind: %2% of %3 on the point %4, so at most %5.</source>
        <extracomment>craps.maximum: odds. %1 the odds bet, %2 the share in percent, %3 the flat bet, %4 the point, %5 the answer.</extracomment>
        <translation>Η μέγιστη μίζα (MAXIMUM) του %1 καθορίζεται επί της μίζας της αντίστοιχης απλής τύχης: %2% των %3 για POINT %4, άρα το πολύ %5.</translation>
    </message>
    <message>
        <source>%1 is a multiple chance: its win may be at most three times the largest win of a simple chance (the table maximum %2), so the stake is at most 3 × %2 divided by its pay %3, rounded down to the chip: %4.</source>
        <extracomment>craps.maximum: a multiple chance. %1 the bet, %2 the table maximum, %3 its ratio (&quot;7:1&quot;), %4 the answer. The regulation: «πολλαπλές τύχες», the win at most three times that of the simple chances.</extracomment>
        <translation>Το %1 είναι πολλαπλή τύχη: το κέρδος της μπορεί να φτάσει έως το τριπλάσιο του μέγιστου κέρδους των απλών τυχών (μέγιστη μίζα %2), άρα η μίζα είναι το πολύ 3 × %2 διά την αναλογία %3, στρογγυλοποιημένη προς τα κάτω στη μάρκα: %4.</translation>
    </message>
    <message>
        <source>%1 takes at most the table maximum: %2.</source>
        <extracomment>craps.maximum. %1 the bet, %2 the table maximum.</extracomment>
        <translation>Το %1 δέχεται το πολύ τη μέγιστη μίζα (MAXIMUM) του τραπεζιού: %2.</translation>
    </message>
    <message>
        <source>%1 takes at most %2% of the table maximum %3, rounded down to the chip: %4.</source>
        <extracomment>craps.maximum: place bets. %1 the bet, %2 the share in percent, %3 the table maximum, %4 the answer.</extracomment>
        <translation>Το %1 δέχεται το πολύ %2% της μέγιστης μίζας (MAXIMUM) %3, στρογγυλοποιημένο προς τα κάτω στη μάρκα: %4.</translation>
    </message>
    <message>
        <source>The craps pay table decides this bet.</source>
        <translation>Τη μίζα αυτή την αποφασίζει ο πίνακας πληρωμών του CRAPS.</translation>
    </message>
    <message>
        <source>The bank is unlimited: no stake is over a maximum, and the %1 offered stays.</source>
        <extracomment>Deux tableaux (art. 15 §6): with an unlimited bank no stake is over a maximum.</extracomment>
        <translation>Ο μπάνκο είναι απεριόριστος: καμία μίζα δεν ξεπερνά μέγιστο όριο, και τα %1 που προσφέρθηκαν μένουν.</translation>
    </message>
    <message>
        <source>The bank is the limit: alone against a bank of %1, the punter may stake all of it.</source>
        <extracomment>Chemin de fer (§6: the bank is the limit): a punter alone against the bank may stake all of it (banco).</extracomment>
        <translation>Όριο είναι ο μπάνκο: μόνος απέναντι σε μπάνκο %1, ο παίκτης μπορεί να ποντάρει ολόκληρο το ποσό του.</translation>
    </message>
    <message>
        <source>The bank is the limit: the bank of %1 less the %2 the punters before him staked leaves %3.</source>
        <extracomment>Chemin de fer (§6): what the bank still covers after the punters before him.</extracomment>
        <translation>Όριο είναι ο μπάνκο: ο μπάνκο των %1, μείον τα %2 που πόνταραν οι παίκτες πριν από αυτόν, αφήνει %3.</translation>
    </message>
    <message>
        <source>The limited bank allows at most %1 a stake.</source>
        <extracomment>Deux tableaux (§6) with a limited bank.</extracomment>
        <translation>Ο περιορισμένος μπάνκο επιτρέπει το πολύ %1 ανά μίζα.</translation>
    </message>
    <message>
        <source>Punto and Banco are staked up to the table maximum, %1.</source>
        <translation>Στο Punto και στο Banco η μίζα φτάνει έως το μέγιστο όριο του τραπεζιού, %1.</translation>
    </message>
    <message>
        <source>Egalité is staked up to one eighth of the table maximum: %1 ÷ 8, rounded down to the chip of %2, is %3.</source>
        <extracomment>§19: the Egalité maximum is one eighth of the table maximum, rounded down to the chip (RULINGS).</extracomment>
        <translation>Στην Egalité η μίζα φτάνει έως το ένα όγδοο του μέγιστου ορίου του τραπεζιού: %1 ÷ 8, στρογγυλεμένο προς τα κάτω στη μάρκα των %2, κάνει %3.</translation>
    </message>
    <message>
        <source>The house sets no other cap for this bet, so it has the Egalité maximum.</source>
        <extracomment>Pairs and Super Six: the house sets their cap; with none, the Egalité maximum (RULINGS, table limits).</extracomment>
        <translation>Το Καζίνο δεν ορίζει άλλο όριο για αυτό το στοίχημα, άρα ισχύει το μέγιστο όριο της Egalité.</translation>
    </message>
    <message>
        <source>The house caps this bet at %1.</source>
        <translation>Το Καζίνο ορίζει για αυτό το στοίχημα όριο %1.</translation>
    </message>
    <message>
        <source>%1 is over it: before the deal the dealer reduces the stake to %2 (or refuses it).</source>
        <extracomment>The dealer reduces the stake to the maximum or refuses it, before the deal (art. 15 §4).</extracomment>
        <translation>Τα %1 το ξεπερνούν: πριν από το μοίρασμα ο κρουπιέρης μειώνει τη μίζα σε %2 (ή την αρνείται).</translation>
    </message>
    <message>
        <source>%1 is within it and stays as it is.</source>
        <translation>Τα %1 είναι εντός του ορίου και μένουν ως έχουν.</translation>
    </message>
    <message>
        <source>A card out of the sabot is never put back: the exposed card is Punto&apos;s first and the coup is played as a dummy hand, with no bets; the bets on the layout wait for the next coup.</source>
        <extracomment>Dummy hand (art. 15 §4–5; RULINGS): a card out of the sabot is never put back.</extracomment>
        <translation>Χαρτί που βγήκε από τον διανομέα δεν επανατοποθετείται ποτέ: το ανοιχτό χαρτί είναι το πρώτο του Punto και η παρτίδα παίζεται ως παρτίδα χωρίς μίζες (Dummy Hand)· τα στοιχήματα στο ταμπλό περιμένουν την επόμενη παρτίδα.</translation>
    </message>
    <message>
        <source>The cut card came out as the first card due: that coup is still played, and it is the last of the shoe; the dealer calls it.</source>
        <translation>Η κάρτα τελειώματος εμφανίστηκε ως το πρώτο χαρτί της παρτίδας: η παρτίδα αυτή διεξάγεται κανονικά και είναι η τελευταία του κουτιού· ο κρουπιέρης την αναγγέλλει.</translation>
    </message>
    <message>
        <source>The cut card came out during the coup: this coup is the last of the shoe; the dealer calls it.</source>
        <translation>Η κάρτα τελειώματος εμφανίστηκε κατά τη διάρκεια της παρτίδας: αυτή η παρτίδα είναι η τελευταία του κουτιού· ο κρουπιέρης την αναγγέλλει.</translation>
    </message>
    <message>
        <source>At deux tableaux no further coup is played once the cut card shows: with the cut card next, the coup just settled was the last, and the dealer calls it.</source>
        <extracomment>Deux tableaux (art. 15 §2): the cut card before the last ten cards.</extracomment>
        <translation>Στον Μπακαρά με δύο ταμπλώ δεν παίζεται άλλη παρτίδα μόλις εμφανιστεί η κάρτα τελειώματος: αφού η κάρτα τελειώματος είναι το επόμενο χαρτί, η παρτίδα που μόλις εκκαθαρίστηκε ήταν η τελευταία, και ο κρουπιέρης την αναγγέλλει.</translation>
    </message>
    <message>
        <source>The next coup is dealt: the cut card will come out as its first card, so that coup is played and is the last.</source>
        <translation>Μοιράζεται η επόμενη παρτίδα: η κάρτα τελειώματος θα εμφανιστεί ως το πρώτο της χαρτί, άρα η παρτίδα αυτή διεξάγεται και είναι η τελευταία.</translation>
    </message>
    <message>
        <source>After the last coup the shoe is over: the cards are shuffled and a new shoe begins.</source>
        <translation>Μετά την τελευταία παρτίδα το κουτί τελειώνει: τα χαρτιά ανακατεύονται και αρχίζει νέο κουτί.</translation>
    </message>
    <message>
        <source>The players have left with no bet down: the cards go into the shuffling machine, with no cut card.</source>
        <translation>Οι παίκτες αποχώρησαν χωρίς τοποθετημένο στοίχημα: τα χαρτιά μπαίνουν στη Συσκευή Ανακατέματος, χωρίς κάρτα τελειώματος.</translation>
    </message>
    <message>
        <source>At the shuffling machine the dealer burns once, when play starts, as at a new shoe; never again until the machine is loaded anew.</source>
        <translation>Με τη Συσκευή Ανακατέματος ο κρουπιέρης καίει χαρτιά μία φορά, στην έναρξη του παιχνιδιού, όπως σε νέο κουτί· ποτέ ξανά μέχρι να φορτωθεί εκ νέου η συσκευή.</translation>
    </message>
    <message>
        <source>At the shuffling machine the cards of each coup go back into the machine before the next coup.</source>
        <translation>Με τη Συσκευή Ανακατέματος τα χαρτιά κάθε παρτίδας ξαναμπαίνουν στη συσκευή πριν από την επόμενη παρτίδα.</translation>
    </message>
    <message>
        <source>The table at the machine has emptied: the cards come out, and for the next player they are shuffled, cut and loaded into the machine again, with one burn.</source>
        <translation>Το τραπέζι της συσκευής άδειασε: τα χαρτιά βγαίνουν, και για τον επόμενο παίκτη ανακατεύονται, κόβονται και φορτώνονται ξανά στη συσκευή, με ένα κάψιμο.</translation>
    </message>
    <message>
        <source>The round in which the cut card came out is settled: the dealer calls it the last round of the shoe.</source>
        <translation>Η πάσα στην οποία εμφανίστηκε η κάρτα τελειώματος εκκαθαρίστηκε: ο κρουπιέρης την αναγγέλλει ως την τελευταία πάσα του κουτιού.</translation>
    </message>
    <message>
        <source>The last round is over: the whole procedure of the shuffle starts again (§2) for the next shoe.</source>
        <translation>Η τελευταία πάσα τελείωσε: επαναλαμβάνεται εξ αρχής όλη η διαδικασία του ανακατέματος (§2) για το επόμενο κουτί.</translation>
    </message>
    <message>
        <source>The cut card came out during the round: the dealer sets it aside and completes the round; it is the last of the shoe.</source>
        <translation>Η κάρτα τελειώματος εμφανίστηκε κατά τη διάρκεια της πάσας: ο κρουπιέρης τη βάζει στην άκρη και ολοκληρώνει την πάσα· είναι η τελευταία του κουτιού.</translation>
    </message>
    <message>
        <source>At box %1&apos;s turn the next card showed its face in the shoe: it is burned (into the discard holder) and play goes on.</source>
        <extracomment>%1 the box at whose turn the card showed its face.</extracomment>
        <translation>Στη σειρά του χωρίσματος %1 το επόμενο χαρτί φάνηκε ανοιχτό στον διανομέα: καίγεται (μπαίνει στον συλλέκτη, Discard Holder) και το παιχνίδι συνεχίζεται.</translation>
    </message>
    <message>
        <source>Cards that came out unasked at box %1 are not burned: they are offered one by one, in the order they came out, to the following boxes still playing (a box that refused is done); box %2 is next.</source>
        <extracomment>%1 the box where the cards came out unasked, %2 the box now offered them.</extracomment>
        <translation>Τα χαρτιά που βγήκαν χωρίς να ζητηθούν στο χώρισμα %1 δεν καίγονται: προτείνονται ένα ένα, με τη σειρά που βγήκαν, στα επόμενα χωρίσματα που παίζουν ακόμη (χώρισμα που αρνήθηκε δεν παίρνει άλλο χαρτί)· επόμενο είναι το χώρισμα %2.</translation>
    </message>
    <message>
        <source>No following box takes it: the dealer must take the exposed cards, in order, until he has 17 or more; with %2 he takes %1.</source>
        <extracomment>%1 the exposed card, %2 the dealer&apos;s cards so far (&quot;6&quot;).</extracomment>
        <translation>Κανένα επόμενο χώρισμα δεν το δέχεται: ο κρουπιέρης οφείλει να πάρει τα ανοιχτά χαρτιά, με τη σειρά, μέχρι να σχηματίσει 17 ή περισσότερο· με %2 παίρνει το %1.</translation>
    </message>
    <message>
        <source>The dealer has 17 or more with %2: he takes no more exposed cards, and %1 is burned.</source>
        <extracomment>%1 the exposed card left, %2 the dealer&apos;s cards (17 or more).</extracomment>
        <translation>Ο κρουπιέρης έχει 17 ή περισσότερο με %2: δεν παίρνει άλλα ανοιχτά χαρτιά, και το %1 καίγεται.</translation>
    </message>
    <message>
        <source>The box then holds %1, within the table maximum of %2: the bet is accepted.</source>
        <extracomment>%1 the box&apos;s total with the new bet, %2 the table maximum.</extracomment>
        <translation>Το χώρισμα έχει τότε %1, εντός του μέγιστου ορίου του τραπεζιού, %2: η μίζα γίνεται δεκτή.</translation>
    </message>
    <message>
        <source>A box holds at most the table maximum of %2, all its bets together; with %1 already on it the bet is brought down to %3.</source>
        <extracomment>%1 the bets already on the box, %2 the maximum, %3 what the bet is brought down to.</extracomment>
        <translation>Ένα χώρισμα δέχεται το πολύ το μέγιστο όριο του τραπεζιού, %2, με όλες του τις μίζες μαζί· με %1 ήδη πάνω του η μίζα μειώνεται σε %3.</translation>
    </message>
    <message>
        <source>A box takes the seated player&apos;s bet and two standing bettors&apos; at most: a third is refused.</source>
        <translation>Ένα χώρισμα δέχεται τη μίζα του καθήμενου παίκτη και το πολύ δύο όρθιων παικτών: η μίζα τρίτου απορρίπτεται.</translation>
    </message>
    <message>
        <source>Only %1 is left under the table maximum, less than the minimum of %2: the bet is refused.</source>
        <extracomment>%1 the room left under the maximum, %2 the table minimum.</extracomment>
        <translation>Μένουν μόνο %1 μέχρι το μέγιστο όριο του τραπεζιού, λιγότερα από το ελάχιστο όριο των %2: η μίζα απορρίπτεται.</translation>
    </message>
    <message>
        <source>A die that leaves the table makes the throw irregular: the stickman calls No Roll. The throw decides nothing: no bet is settled and the puck stays where it is.</source>
        <extracomment>craps.incident: a voided throw (art. 16 §8, «Ρίψη άκυρη» / No Roll).</extracomment>
        <translation>Ζάρι που βγαίνει από το τραπέζι κάνει τη ρίψη μη κανονική: ο Stickman φωνάζει NO ROLL («Ρίψη άκυρη»). Η ρίψη δεν κρίνει τίποτα: καμία μίζα δεν εκκαθαρίζεται και ο δείκτης μένει όπου είναι.</translation>
    </message>
    <message>
        <source>Dice that stop against the chip bank or a player&apos;s rack, or on an edge, are no valid throw: the stickman calls No Roll. The throw decides nothing: no bet is settled and the puck stays where it is.</source>
        <extracomment>craps.incident: a voided throw (art. 16 §8): a die on its edge, against the chips or the rack.</extracomment>
        <translation>Ζάρια που σταματούν στο απόθεμα μαρκών του τραπεζιού (Chip Bank) ή στη βάση στήριξης μαρκών παίκτη (Chip Rack), ή στην ακμή τους, δεν αποτελούν έγκυρη ρίψη: ο Stickman φωνάζει NO ROLL («Ρίψη άκυρη»). Η ρίψη δεν κρίνει τίποτα: καμία μίζα δεν εκκαθαρίζεται και ο δείκτης μένει όπου είναι.</translation>
    </message>
    <message>
        <source>The die that left the table is changed: the stickman offers the shooter five dice, he takes two and the other three go back to the bowl.</source>
        <extracomment>craps.incident: after No Roll for a die off the table (art. 16 §8: two of five dice).</extracomment>
        <translation>Το ζάρι που βγήκε από το τραπέζι αλλάζεται: ο Stickman προσφέρει στον παίκτη που ρίχνει πέντε ζάρια, εκείνος παίρνει δύο και τα άλλα τρία επανατοποθετούνται στο δοχείο (Dice Bowl).</translation>
    </message>
    <message>
        <source>While the stickman offers the dice to the shooter no bet may be placed: the chips on %1 are refused.</source>
        <extracomment>craps.incident: %1 the bet a player tries while the dice are offered (art. 16 §8).</extracomment>
        <translation>Όσο ο Stickman προσφέρει τα ζάρια στον παίκτη που ρίχνει, καμία μίζα δεν μπορεί να τοποθετηθεί: οι μάρκες στο %1 απορρίπτονται.</translation>
    </message>
    <message>
        <source>Both dice are still on the table, so no die is changed: the shooter throws the same dice again.</source>
        <extracomment>craps.incident: No Roll for a cocked die; both dice are still on the table.</extracomment>
        <translation>Και τα δύο ζάρια είναι ακόμη στο τραπέζι, άρα κανένα ζάρι δεν αλλάζεται: ο παίκτης που ρίχνει ξαναρίχνει τα ίδια ζάρια.</translation>
    </message>
    <message>
        <source>The shooter has taken two of the five dice and nobody tries to bet: he throws.</source>
        <extracomment>craps.incident: the shooter has chosen his two dice and nobody bets (art. 16 §8).</extracomment>
        <translation>Ο παίκτης που ρίχνει πήρε δύο από τα πέντε ζάρια και κανείς δεν επιχειρεί να ποντάρει: ρίχνει.</translation>
    </message>
    <message>
        <source>The new shooter has his bet on WIN or DON&apos;T WIN, as the shooter must: he throws.</source>
        <extracomment>craps.incident: the new shooter has a bet on WIN or DON&apos;T WIN (art. 16 §9).</extracomment>
        <translation>Ο νέος παίκτης που ρίχνει έχει μίζα στο WIN ή στο DON&apos;T WIN, όπως οφείλει: ρίχνει.</translation>
    </message>
    <message>
        <source>The shooter must have a bet on WIN or DON&apos;T WIN before he throws; other bets do not count. The dice wait until he places one.</source>
        <extracomment>craps.incident: the new shooter has no bet on WIN or DON&apos;T WIN (art. 16 §9).</extracomment>
        <translation>Ο παίκτης που ρίχνει πρέπει να έχει μίζα στο WIN ή στο DON&apos;T WIN πριν ρίξει· οι άλλες μίζες δεν μετράνε. Τα ζάρια περιμένουν μέχρι να τοποθετήσει μία.</translation>
    </message>
    <message>
        <source>A player may decline his turn with the dice: they go on to the next player, clockwise.</source>
        <extracomment>craps.incident: a player declines the dice (art. 16 §7).</extracomment>
        <translation>Ένας παίκτης μπορεί να αρνηθεί τη σειρά του στα ζάρια: δίνονται στον επόμενο παίκτη, κατά τη φορά των δεικτών του ρολογιού.</translation>
    </message>
    <message>
        <source>%1 is neither WIN nor COME and has no odds behind it: the player may take it down, and the dealer hands it back.</source>
        <extracomment>craps.incident: %1 the bet. Only WIN and COME cannot be taken down (art. 16 §10 α).</extracomment>
        <translation>Το %1 δεν είναι ούτε WIN ούτε COME και δεν έχει ODDS πίσω του: ο παίκτης μπορεί να το αποσύρει, και ο κρουπιέρης του το επιστρέφει.</translation>
    </message>
    <message>
        <source>Bets on WIN and COME cannot be withdrawn: they play until they win or lose. The dealer refuses.</source>
        <translation>Οι μίζες στο WIN και στο COME δεν μπορούν να αποσυρθούν: παίζονται μέχρι να κερδίσουν ή να χάσουν. Ο κρουπιέρης αρνείται.</translation>
    </message>
    <message>
        <source>%1 has its odds behind it: the odds come down first, then the bet may. The dealer refuses.</source>
        <extracomment>craps.incident: %1 DON&apos;T WIN or DON&apos;T COME with its odds behind it.</extracomment>
        <translation>Το %1 έχει τα ODDS του πίσω του: πρώτα αποσύρονται τα ODDS, και μετά μπορεί να αποσυρθεί η μίζα. Ο κρουπιέρης αρνείται.</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>A number of chips of one value: &quot;2 × 25&quot;.</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>no chip</source>
        <extracomment>A payment with no chip at all.</extracomment>
        <translation>καμία μάρκα</translation>
    </message>
    <message>
        <source>Taking the largest chip first gives %1, %2 chips: more than the fewest.</source>
        <translation>Με τη μεγαλύτερη μάρκα πρώτα βγαίνει %1, %2 μάρκες: περισσότερες από τις λιγότερες δυνατές.</translation>
    </message>
    <message>
        <source>Taking the largest chip first gets stuck: the float&apos;s smaller chips cannot make up the rest.</source>
        <translation>Με τη μεγαλύτερη μάρκα πρώτα δεν βγαίνει: οι μικρότερες μάρκες του float δεν συμπληρώνουν το υπόλοιπο.</translation>
    </message>
    <message>
        <source>A payment is worth exactly the amount, in the fewest chips the float allows: more chips are right in value but slow to count on the layout.</source>
        <translation>Μια πληρωμή αξίζει ακριβώς το ποσό, με τις λιγότερες μάρκες που επιτρέπει το float: περισσότερες μάρκες δίνουν σωστή αξία αλλά μετριούνται αργά στο τραπέζι.</translation>
    </message>
    <message>
        <source>%1 in the fewest chips of the float: %2, %3 chips.</source>
        <translation>%1 με τις λιγότερες μάρκες του float: %2, %3 μάρκες.</translation>
    </message>
    <message>
        <source>The player&apos;s %1 chips are worth %2; in the fewest chips of the float: %3, %4 chips.</source>
        <translation>Οι %1 μάρκες του παίκτη αξίζουν %2· με τις λιγότερες μάρκες του float: %3, %4 μάρκες.</translation>
    </message>
    <message>
        <source>%1 changed in chips of at least %2, the fewest: %3, %4 chips.</source>
        <translation>%1 σε μάρκες τουλάχιστον %2, οι λιγότερες: %3, %4 μάρκες.</translation>
    </message>
    <message>
        <source>The table&apos;s smallest chip is %1: %2 is handed back in cash.</source>
        <translation>Η μικρότερη μάρκα του τραπεζιού είναι %1: %2 επιστρέφεται σε μετρητά.</translation>
    </message>
    <message>
        <source>%1 × %2 = %3</source>
        <extracomment>So many chips of one value and what they are worth: &quot;12 × 25 = 300&quot;.</extracomment>
        <translation>%1 × %2 = %3</translation>
    </message>
    <message>
        <source>Chip by chip: %1; on the layout in all %2.</source>
        <translation>Μάρκα μάρκα: %1· στο τραπέζι συνολικά %2.</translation>
    </message>
    <message>
        <source>Refusing the bet instead is right too: either way no bet stays above the maximum.</source>
        <extracomment>After the reduced bet (blackjack, art. 14 §11, §16): the dealer may refuse it instead.</extracomment>
        <translation>Σωστή είναι και η άρνηση της μίζας: έτσι κι αλλιώς καμία μίζα δεν μένει πάνω από το μέγιστο.</translation>
    </message>
    <message>
        <source>%1 × %2 is %3; at %4 it wins %5, rounded down to the smallest chip %6.</source>
        <translation>%1 × %2 κάνει %3· με %4 κερδίζει %5, στρογγυλεμένο προς τα κάτω στη μικρότερη μάρκα %6.</translation>
    </message>
    <message>
        <source>In chips of %1: %2 chips, %3 full stacks of %4 and %5 loose.</source>
        <translation>Σε μάρκες των %1: %2 μάρκες, %3 γεμάτες στήλες των %4 και %5 μεμονωμένες.</translation>
    </message>
    <message>
        <source>The rest, %1, in the fewest chips: %2.</source>
        <translation>Το υπόλοιπο, %1, με τις λιγότερες μάρκες: %2.</translation>
    </message>
    <message>
        <source>%1 pays %2: its win is whole chips of %3 only on a stake of %4 chips at a time, %5.</source>
        <translation>Το %1 πληρώνει %2: το κέρδος του είναι ακέραιες μάρκες των %3 μόνο με μίζα ανά %4 μάρκες, %5.</translation>
    </message>
    <message>
        <source>The largest such stake not above %1 is %2; it wins %3, and %4 goes back.</source>
        <translation>Η μεγαλύτερη τέτοια μίζα έως %1 είναι %2· κερδίζει %3, και %4 επιστρέφεται.</translation>
    </message>
    <message>
        <source>Right: %1 in the fewest chips the float allows.</source>
        <translation>Σωστό: %1 με τις λιγότερες μάρκες που επιτρέπει το float.</translation>
    </message>
    <message>
        <source>Right in value, but slow to count: %1 takes only %2 chips, %3.</source>
        <translation>Σωστή αξία, αλλά αργή στο μέτρημα: το %1 θέλει μόνο %2 μάρκες, %3.</translation>
    </message>
    <message>
        <source>%1 short of %2.</source>
        <extracomment>A payment worth less than the amount due (a payment left half built).</extracomment>
        <translation>%1 λιγότερα από %2.</translation>
    </message>
    <message>
        <source>%1 over %2.</source>
        <translation>%1 περισσότερα από %2.</translation>
    </message>
    <message>
        <source>In the fewest chips: %1.</source>
        <translation>Με τις λιγότερες μάρκες: %1.</translation>
    </message>
    <message>
        <source>%1 is no chip of this table&apos;s float.</source>
        <translation>Το %1 δεν είναι μάρκα του float αυτού του τραπεζιού.</translation>
    </message>
    <message>
        <source>The count of %1 chips must be a whole number, 0 or more.</source>
        <translation>Το πλήθος των μαρκών των %1 πρέπει να είναι ακέραιος, 0 ή περισσότερο.</translation>
    </message>
    <message>
        <source>The tray holds fewer chips of %1 than that.</source>
        <translation>Η θήκη έχει λιγότερες μάρκες των %1.</translation>
    </message>
    <message>
        <source>The float cannot make %1 exactly.</source>
        <translation>Το float δεν μπορεί να σχηματίσει ακριβώς %1.</translation>
    </message>
    <message>
        <source>With %1 the dealer collects the losing bets and pays the winners from his right to his left: a bust was collected at once, a blackjack paid 3 to 2 (at once against 2 to 9), insurance 2 to 1 on a dealer blackjack, the other winners 1 to 1, each rounded down to the chip. Paid %2, collected %3; hands left on a push: %4.</source>
        <extracomment>A whole round: %1 the dealer&apos;s hand, %2 paid, %3 collected, %4 hands left on a push.</extracomment>
        <translation>Με %1 ο κρουπιέρης μαζεύει τις μίζες που χάνουν και πληρώνει όσες κέρδισαν από τα δεξιά προς τα αριστερά: όποιος κάηκε μαζεύτηκε αμέσως, το Μπλάκτζακ πληρώνεται 3 προς 2 (αμέσως απέναντι σε 2 έως 9), η ασφάλεια 2 προς 1 σε Μπλάκτζακ του κρουπιέρη, οι άλλοι νικητές 1 προς 1, καθένα στρογγυλεμένο προς τα κάτω στη μάρκα. Πληρώθηκαν %2, μαζεύτηκαν %3· συμμετοχές που μένουν ισοπαλία: %4.</translation>
    </message>
    <message>
        <source>the tableau</source>
        <extracomment>In deux tableaux: a punters&apos; tableau (το ταμπλώ) and the bank (ο μπάνκο), as the felt prints them.</extracomment>
        <translation>το ταμπλώ</translation>
    </message>
    <message>
        <source>the bank</source>
        <translation>ο μπάνκο</translation>
    </message>
</context>
<context>
    <name>FeedbackPanel</name>
    <message>
        <source>Right</source>
        <extracomment>Drill feedback.</extracomment>
        <translation>Σωστό</translation>
    </message>
    <message>
        <source>Not right</source>
        <extracomment>Drill feedback.</extracomment>
        <translation>Λάθος</translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <extracomment>Goes to the next question of a drill (also the Enter key).</extracomment>
        <translation>Επόμενη (Enter)</translation>
    </message>
    <message>
        <source>The answer: %1</source>
        <extracomment>Drill feedback: %1 the right answer written out.</extracomment>
        <translation>Η απάντηση: %1</translation>
    </message>
    <message>
        <source>You answered: %1</source>
        <extracomment>Drill feedback when wrong: %1 what the trainee answered.</extracomment>
        <translation>Απαντήσατε: %1</translation>
    </message>
    <message>
        <source>Rule: %1</source>
        <extracomment>Drill feedback: the paragraph of the regulation that decides the answer, e.g. &quot;art. 15 §13&quot;.</extracomment>
        <translation>Κανόνας: %1</translation>
    </message>
    <message>
        <source>Time: %1 s</source>
        <extracomment>Drill feedback: the time taken to answer, in seconds with one decimal.</extracomment>
        <translation>Χρόνος: %1 δευτ.</translation>
    </message>
</context>
<context>
    <name>FreePlayFrame</name>
    <message>
        <source>type digits, then Enter</source>
        <extracomment>Placeholder of the typed amount or number in free play</extracomment>
        <translation>πληκτρολογήστε ψηφία, μετά Enter</translation>
    </message>
    <message>
        <source>Typed amount: %1</source>
        <extracomment>The amount or count the dealer types</extracomment>
        <translation>Πληκτρολογημένο ποσό: %1</translation>
    </message>
    <message>
        <source>Show me (F1)</source>
        <extracomment>Free-play button (key F1, the same at every table): show the right next step.</extracomment>
        <translation>Δείξε μου (F1)</translation>
    </message>
    <message>
        <source>Mistakes: %1 of %2 steps</source>
        <extracomment>Free play: how many wrong steps so far, out of all steps</extracomment>
        <translation>Λάθη: %1 σε %2 βήματα</translation>
    </message>
    <message>
        <source>Right step: %1</source>
        <extracomment>&quot;Show me&quot;: the right step; %1 the step</extracomment>
        <translation>Σωστό βήμα: %1</translation>
    </message>
    <message>
        <source>Incidents</source>
        <extracomment>Free play: how often the table produces one of the regulation&apos;s incidents</extracomment>
        <translation>Συμβάντα</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>Incidents in free play: none, about one round in seven, two in five</extracomment>
        <translation>Όχι</translation>
    </message>
    <message>
        <source>Some</source>
        <translation>Λίγα</translation>
    </message>
    <message>
        <source>Many</source>
        <translation>Πολλά</translation>
    </message>
</context>
<context>
    <name>FreePlayPage</name>
    <message>
        <source>%1 · Free play</source>
        <extracomment>The title of a free-play page: %1 the game.</extracomment>
        <translation>%1 · Ελεύθερο παιχνίδι</translation>
    </message>
</context>
<context>
    <name>GameDelegate</name>
    <message>
        <source>topic by topic</source>
        <extracomment>Under the &quot;Drills&quot; mode button: the drills go one question-bank topic at a time.</extracomment>
        <translation>ανά θέμα</translation>
    </message>
    <message>
        <source>you deal</source>
        <extracomment>Under the &quot;Free play&quot; mode button: the trainee deals the game.</extracomment>
        <translation>μοιράζετε</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Accessible name of a mode button: game, mode. Example: &quot;Craps: Drills&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Opens the drills of this game, one per topic</source>
        <extracomment>Accessible description of the Drills mode button.</extracomment>
        <translation>Ανοίγει τις ασκήσεις του παιχνιδιού, μία ανά θέμα</translation>
    </message>
    <message>
        <source>Opens the table: you deal for simulated players</source>
        <extracomment>Accessible description of the Free play mode button.</extracomment>
        <translation>Ανοίγει το τραπέζι: μοιράζετε για εικονικούς παίκτες</translation>
    </message>
    <message>
        <source>Opens the exams: sit one, or set them as the instructor</source>
        <extracomment>Accessible description of the Exams mode button.</extracomment>
        <translation>Ανοίγει τις εξετάσεις: λάβετε μέρος σε μία ή ορίστε τις ως εκπαιδευτής</translation>
    </message>
    <message>
        <source>in class</source>
        <extracomment>Under the &quot;Exams&quot; mode button: exams the instructor sets, sat in class.</extracomment>
        <translation>στην τάξη</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message>
        <source>Punto Banco</source>
        <extracomment>A game&apos;s name (art. 15, &quot;Μπάνκο Πούντο&quot;).</extracomment>
        <translation>Μπάνκο Πούντο</translation>
    </message>
    <message>
        <source>Baccarat against the casino: Punto and Banco draw by the tableau.</source>
        <extracomment>One line on the home page: what the game is.</extracomment>
        <translation>Μπακαράς απέναντι στο Καζίνο: Punto και Banco τραβούν χαρτί κατά τον πίνακα.</translation>
    </message>
    <message>
        <source>Chemin de fer</source>
        <extracomment>A game&apos;s name (art. 15, &quot;Μπακαράς Σεμέν ντε φερ&quot;).</extracomment>
        <translation>Σεμέν ντε φερ</translation>
    </message>
    <message>
        <source>Baccarat where the players hold the bank in turn; the casino takes a 5% cagnotte.</source>
        <extracomment>One line on the home page: what the game is. The cagnotte is the casino&apos;s 5% cut.</extracomment>
        <translation>Μπακαράς όπου οι παίκτες κρατούν με τη σειρά τον μπάνκο· το Καζίνο παρακρατεί γκανιότα 5%.</translation>
    </message>
    <message>
        <source>Deux tableaux</source>
        <extracomment>A game&apos;s name (art. 15, &quot;Μπακαράς με δύο ταμπλώ&quot;).</extracomment>
        <translation>Μπακαράς με δύο ταμπλώ</translation>
    </message>
    <message>
        <source>One bank against two tableaux; each tableau is settled on its own.</source>
        <extracomment>One line on the home page: what the game is.</extracomment>
        <translation>Ένας μπάνκο απέναντι σε δύο ταμπλώ· κάθε ταμπλώ κρίνεται χωριστά.</translation>
    </message>
    <message>
        <source>Craps</source>
        <extracomment>A game&apos;s name (art. 16, &quot;Αμερικάνικα ζάρια (CRAPS)&quot;).</extracomment>
        <translation>Αμερικάνικα ζάρια (Craps)</translation>
    </message>
    <message>
        <source>Two dice: WIN, DON&apos;T WIN, come, field, hardways, odds and one-roll bets.</source>
        <extracomment>One line on the home page: what the game is. WIN and DON&apos;T WIN are the names of the lines on the layout: keep them.</extracomment>
        <translation>Δύο ζάρια: WIN, DON&apos;T WIN, COME, FIELD, HARD WAYS, ODDS και τύχες μίας ρίψης.</translation>
    </message>
    <message>
        <source>Blackjack</source>
        <extracomment>A game&apos;s name (art. 14, &quot;Μπλάκτζακ&quot;).</extracomment>
        <translation>Μπλάκτζακ</translation>
    </message>
    <message>
        <source>Four to six decks; the dealer stands on 17; blackjack pays 3&#xa0;to&#xa0;2.</source>
        <extracomment>One line on the home page: what the game is. &quot;3 to 2&quot; is joined by no-break spaces.</extracomment>
        <translation>4 έως 6 τράπουλες· ο κρουπιέρης σταματά στο 17· το Μπλάκτζακ πληρώνεται 3&#xa0;προς&#xa0;2.</translation>
    </message>
</context>
<context>
    <name>GameRulesPage</name>
    <message>
        <source>%1 · Rules</source>
        <extracomment>The title of the rules page of craps or blackjack; %1 the game</extracomment>
        <translation>%1 · Κανόνες</translation>
    </message>
    <message>
        <source>Every bet of art. 16 as the table settles it: what decides it, what it pays, and the paragraph. The Greek is the regulation&apos;s own wording.</source>
        <extracomment>The rules page of craps: what the list shows</extracomment>
        <translation>Κάθε στοίχημα του άρθρου 16 όπως το εκκαθαρίζει το τραπέζι: τι το κρίνει, τι πληρώνει και η παράγραφος. Τα ελληνικά είναι η διατύπωση του Κανονισμού.</translation>
    </message>
    <message>
        <source>The rules of art. 14 as the table deals and settles by them, with their paragraphs. The Greek is the regulation&apos;s own wording.</source>
        <extracomment>The rules page of blackjack: what the list shows</extracomment>
        <translation>Οι κανόνες του άρθρου 14 όπως με αυτούς μοιράζει και εκκαθαρίζει το τραπέζι, με τις παραγράφους τους. Τα ελληνικά είναι η διατύπωση του Κανονισμού.</translation>
    </message>
    <message>
        <source>pays %1</source>
        <extracomment>The craps rules page: what a bet pays; %1 e.g. &quot;6, 8: 7:6&quot;</extracomment>
        <translation>πληρώνει %1</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Choose a table</source>
        <extracomment>The title of the home page, above the list of games.</extracomment>
        <translation>Επιλέξτε τραπέζι</translation>
    </message>
    <message>
        <source>Rules:</source>
        <extracomment>Before the links to the rules of the three baccarat games, on the home page.</extracomment>
        <translation>Κανόνες:</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <extracomment>Accessible name of a link to a game&apos;s rules on the home page. %1 is the game.</extracomment>
        <translation>Κανόνες: %1</translation>
    </message>
    <message>
        <source>Opens the tableau and the pay table of this game</source>
        <extracomment>Accessible description of a link to a game&apos;s rules on the home page.</extracomment>
        <translation>Ανοίγει τον πίνακα παιχνιδιού και τον πίνακα πληρωμών του παιχνιδιού</translation>
    </message>
    <message>
        <source>Drills, free play and exams for every game, following the Greek casino regulation (articles 14, 15 and 16).</source>
        <extracomment>Under the title of the home page.</extracomment>
        <translation>Ασκήσεις, ελεύθερο παιχνίδι και εξετάσεις για κάθε παιχνίδι, σύμφωνα με τον κανονισμό των ελληνικών καζίνο (άρθρα 14, 15 και 16).</translation>
    </message>
    <message>
        <source>Self-study</source>
        <extracomment>Link on the home page to self-study: sessions, scores, progress.</extracomment>
        <translation>Αυτοεκπαίδευση</translation>
    </message>
    <message>
        <source>Scored sessions that ask more of what you miss, and your progress</source>
        <extracomment>Accessible description of the home page&apos;s link to self-study.</extracomment>
        <translation>Βαθμολογημένες συνεδρίες που ρωτούν περισσότερο ό,τι χάνετε, και η πρόοδός σας</translation>
    </message>
</context>
<context>
    <name>HouseChipsEditor</name>
    <message>
        <source>Saved: every free-play table now pays from this float.</source>
        <extracomment>The house&apos;s chips were saved.</extracomment>
        <translation>Αποθηκεύτηκε: κάθε τραπέζι ελεύθερου παιχνιδιού πληρώνει πλέον από αυτό το float.</translation>
    </message>
    <message>
        <source>House chips</source>
        <extracomment>The instructor&apos;s setting of the float (the chip tray) of the free-play tables</extracomment>
        <translation>Μάρκες του καζίνου</translation>
    </message>
    <message>
        <source>The float every free-play table pays from (RULINGS, table limits and chips: a house setting), how many chips each tube holds (empty: not counted) and the chips in a full stack. Practice only: an exam&apos;s questions carry their own float.</source>
        <extracomment>Under &quot;House chips&quot;: what the setting decides</extracomment>
        <translation>Το float από το οποίο πληρώνει κάθε τραπέζι ελεύθερου παιχνιδιού (RULINGS, όρια τραπεζιού και μάρκες: ρύθμιση του καζίνου), πόσες μάρκες έχει κάθε θήκη (κενό: δεν μετριούνται) και οι μάρκες μιας γεμάτης στήλης. Μόνο για εξάσκηση: οι ερωτήσεις μιας εξέτασης έχουν το δικό τους float.</translation>
    </message>
    <message>
        <source>Chip %1</source>
        <extracomment>The house&apos;s chips: a chip&apos;s value (field). %1 its row</extracomment>
        <translation>Μάρκα %1</translation>
    </message>
    <message>
        <source>any</source>
        <extracomment>The house&apos;s chips: how many chips a tube holds (empty: not counted)</extracomment>
        <translation>όσες</translation>
    </message>
    <message>
        <source>Chips in tube %1</source>
        <extracomment>The house&apos;s chips: a tube&apos;s count (field). %1 its row</extracomment>
        <translation>Μάρκες στη θήκη %1</translation>
    </message>
    <message>
        <source>Remove chip %1</source>
        <extracomment>Removes one chip from the house&apos;s float. %1 its row</extracomment>
        <translation>Αφαίρεση της μάρκας %1</translation>
    </message>
    <message>
        <source>Add a chip</source>
        <extracomment>Adds a row for one more chip to the house&apos;s float</extracomment>
        <translation>Προσθήκη μάρκας</translation>
    </message>
    <message>
        <source>Stacks of %1</source>
        <extracomment>The chips in a full stack when a payout is cut (a house setting): %1 5 or 20</extracomment>
        <translation>Στήλες των %1</translation>
    </message>
    <message>
        <source>Save the chips</source>
        <extracomment>Saves the house&apos;s chips</extracomment>
        <translation>Αποθήκευση μαρκών</translation>
    </message>
    <message>
        <source>RULINGS&apos; float</source>
        <extracomment>Puts RULINGS&apos; float back (the house&apos;s chips)</extracomment>
        <translation>Το float των RULINGS</translation>
    </message>
    <message>
        <source>RULINGS&apos; float is back, 100 chips a tube, stacks of 20.</source>
        <extracomment>The house&apos;s chips are RULINGS&apos; default again (its chips, 100 a tube, stacks of 20)</extracomment>
        <translation>Επανήλθε το float των RULINGS, 100 μάρκες ανά θήκη, στήλες των 20.</translation>
    </message>
</context>
<context>
    <name>InstructorPage</name>
    <message>
        <source>Instructor</source>
        <extracomment>The title of the instructor&apos;s page.</extracomment>
        <translation>Εκπαιδευτής</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <extracomment>After a file was written. %1 the file.</extracomment>
        <translation>Γράφτηκε: %1</translation>
    </message>
    <message>
        <source>The two passphrases differ; type the same one twice.</source>
        <extracomment>The two passphrases typed on the first run differ.</extracomment>
        <translation>Οι δύο φράσεις πρόσβασης διαφέρουν· πληκτρολογήστε την ίδια δύο φορές.</translation>
    </message>
    <message>
        <source>Log out</source>
        <extracomment>Ends the instructor&apos;s session (forgets the key that signs exports).</extracomment>
        <translation>Έξοδος</translation>
    </message>
    <message>
        <source>Choose the instructor&apos;s passphrase</source>
        <extracomment>Heading on the first run of the instructor&apos;s page.</extracomment>
        <translation>Επιλέξτε τη φράση πρόσβασης του εκπαιδευτή</translation>
    </message>
    <message>
        <source>At least 8 characters. It opens the instructor&apos;s pages and signs the exported results; it is kept only as a salted slow hash.</source>
        <extracomment>Under the heading of the first run.</extracomment>
        <translation>Τουλάχιστον 8 χαρακτήρες. Ανοίγει τις σελίδες του εκπαιδευτή και υπογράφει τα αποτελέσματα που εξάγονται· φυλάσσεται μόνο ως αλατισμένο αργό hash.</translation>
    </message>
    <message>
        <source>New passphrase</source>
        <extracomment>Field: the new passphrase.</extracomment>
        <translation>Νέα φράση πρόσβασης</translation>
    </message>
    <message>
        <source>The same passphrase again</source>
        <extracomment>Field: the new passphrase, typed a second time.</extracomment>
        <translation>Η ίδια φράση πρόσβασης ξανά</translation>
    </message>
    <message>
        <source>Set the passphrase</source>
        <extracomment>Sets the instructor&apos;s first passphrase.</extracomment>
        <translation>Ορισμός φράσης πρόσβασης</translation>
    </message>
    <message>
        <source>The instructor&apos;s passphrase</source>
        <extracomment>Heading of the instructor&apos;s login.</extracomment>
        <translation>Η φράση πρόσβασης του εκπαιδευτή</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <extracomment>Field: the instructor&apos;s passphrase.</extracomment>
        <translation>Φράση πρόσβασης</translation>
    </message>
    <message>
        <source>Log in</source>
        <extracomment>Opens the instructor&apos;s pages.</extracomment>
        <translation>Είσοδος</translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong tries: wait %n second(s).</source>
        <extracomment>After repeated wrong passphrases. %n seconds left.</extracomment>
        <translation>
            <numerusform>Πάρα πολλές λάθος προσπάθειες: περιμένετε %n δευτερόλεπτο. </numerusform>
            <numerusform> Πάρα πολλές λάθος προσπάθειες: περιμένετε %n δευτερόλεπτα.</numerusform>
        </translation>
    </message>
    <message>
        <source>New exam</source>
        <extracomment>Opens the form of a new exam.</extracomment>
        <translation>Νέα εξέταση</translation>
    </message>
    <message>
        <source>Files go to:</source>
        <extracomment>Before the folder where the sheets are written.</extracomment>
        <translation>Τα αρχεία γράφονται στο:</translation>
    </message>
    <message>
        <source>Folder for the files</source>
        <extracomment>Field: the folder where PDF sheets and exam files are written.</extracomment>
        <translation>Φάκελος για τα αρχεία</translation>
    </message>
    <message>
        <source>Exam file:</source>
        <extracomment>Before the field with an exam file to add to this station&apos;s database.</extracomment>
        <translation>Αρχείο εξέτασης:</translation>
    </message>
    <message>
        <source>Exam file to open</source>
        <extracomment>Field: an exam file (made on another machine) to add to this database.</extracomment>
        <translation>Αρχείο εξέτασης για άνοιγμα</translation>
    </message>
    <message>
        <source>Open exam file</source>
        <extracomment>Adds the exam of an exam file to this station&apos;s database.</extracomment>
        <translation>Άνοιγμα αρχείου εξέτασης</translation>
    </message>
    <message>
        <source>Exam &quot;%1&quot; is in the database: trainees can take it.</source>
        <extracomment>After an exam file was added to the database. %1 the exam&apos;s id.</extracomment>
        <translation>Η εξέταση «%1» είναι στη βάση δεδομένων: οι εκπαιδευόμενοι μπορούν να τη δώσουν.</translation>
    </message>
    <message>
        <source>No exams yet: set the first one with “New exam”.</source>
        <extracomment>The instructor&apos;s list before the first exam.</extracomment>
        <translation>Καμία εξέταση ακόμη: ορίστε την πρώτη με «Νέα εξέταση».</translation>
    </message>
    <message>
        <source>Results</source>
        <extracomment>Opens an exam&apos;s results.</extracomment>
        <translation>Αποτελέσματα</translation>
    </message>
    <message>
        <source>Results of %1</source>
        <extracomment>Accessible name of an exam&apos;s &quot;Results&quot; button. %1 the exam&apos;s title.</extracomment>
        <translation>Αποτελέσματα της εξέτασης %1</translation>
    </message>
    <message>
        <source>Question sheet PDF</source>
        <extracomment>Writes an exam&apos;s printable question sheet as a PDF.</extracomment>
        <translation>Φύλλο ερωτήσεων PDF</translation>
    </message>
    <message>
        <source>Question sheet of %1 as PDF</source>
        <translation>Το φύλλο ερωτήσεων της εξέτασης %1 σε PDF</translation>
    </message>
    <message>
        <source>Answer key PDF</source>
        <extracomment>Writes an exam&apos;s answer key as a PDF.</extracomment>
        <translation>Λύσεις PDF</translation>
    </message>
    <message>
        <source>Answer key of %1 as PDF</source>
        <translation>Οι λύσεις της εξέτασης %1 σε PDF</translation>
    </message>
    <message>
        <source>Exam file</source>
        <extracomment>Saves an exam as a file to copy to the stations.</extracomment>
        <translation>Αρχείο εξέτασης</translation>
    </message>
    <message>
        <source>Save %1 as an exam file</source>
        <translation>Αποθήκευση της εξέτασης %1 ως αρχείο εξέτασης</translation>
    </message>
    <message>
        <source>This desk is connected as %1, which owns the exam tables; the stations connect as %2, which can only start an attempt and add to it.</source>
        <extracomment>The classroom server: %1 the role the desk is connected as, %2 the stations&apos; role.</extracomment>
        <translation>Αυτή η θέση συνδέεται ως %1, που κατέχει τους πίνακες των εξετάσεων· οι σταθμοί συνδέονται ως %2, που μόνο ξεκινά μια συμμετοχή και προσθέτει σε αυτήν.</translation>
    </message>
    <message>
        <source>Set up the stations&apos; role</source>
        <extracomment>Makes (again) the stations&apos; role on the classroom server, with a new password.</extracomment>
        <translation>Ρύθμιση του ρόλου των σταθμών</translation>
    </message>
    <message>
        <source>Done: %1 has a new password. Put this line in ~/.pgpass on every station (readable by its user only), and start the stations with --database postgresql://%1@host:port/database.</source>
        <extracomment>After setting up the stations&apos; role. %1 the role.</extracomment>
        <translation>Έγινε: ο %1 έχει νέο συνθηματικό. Βάλτε αυτή τη γραμμή στο ~/.pgpass κάθε σταθμού (αναγνώσιμο μόνο από τον χρήστη του) και ξεκινήστε τους σταθμούς με --database postgresql://%1@host:port/database.</translation>
    </message>
    <message>
        <source>The line for the stations&apos; ~/.pgpass</source>
        <extracomment>The field with the line to copy into every station&apos;s ~/.pgpass.</extracomment>
        <translation>Η γραμμή για το ~/.pgpass των σταθμών</translation>
    </message>
    <message>
        <source>The instructor&apos;s key is kept in the exam database, which this computer account can change: a trainee using it could delete it and choose a passphrase. Keep it where trainees cannot write: sudo croupier-cli instructor /etc/croupier/instructor.json.</source>
        <extracomment>A single station without an instructor&apos;s file.</extracomment>
        <translation>Το κλειδί του εκπαιδευτή φυλάσσεται στη βάση των εξετάσεων, που αυτός ο λογαριασμός του υπολογιστή μπορεί να αλλάξει: ένας εκπαιδευόμενος που τον χρησιμοποιεί θα μπορούσε να το σβήσει και να ορίσει δική του φράση πρόσβασης. Φυλάξτε το όπου οι εκπαιδευόμενοι δεν γράφουν: sudo croupier-cli instructor /etc/croupier/instructor.json.</translation>
    </message>
    <message>
        <source>The instructor&apos;s key is read from %1, which this computer account can change: keep it where trainees cannot write.</source>
        <extracomment>A single station whose instructor&apos;s file this account can change. %1 the file.</extracomment>
        <translation>Το κλειδί του εκπαιδευτή διαβάζεται από το %1, που αυτός ο λογαριασμός του υπολογιστή μπορεί να αλλάξει: φυλάξτε το όπου οι εκπαιδευόμενοι δεν γράφουν.</translation>
    </message>
    <message>
        <source>The instructor&apos;s key is read from %1, which this computer account cannot change.</source>
        <extracomment>A single station with a protected instructor&apos;s file. %1 the file.</extracomment>
        <translation>Το κλειδί του εκπαιδευτή διαβάζεται από το %1, που αυτός ο λογαριασμός του υπολογιστή δεν μπορεί να αλλάξει.</translation>
    </message>
    <message>
        <source>%1 · %2 · created %3 · %4</source>
        <extracomment>An exam in the instructor&apos;s list. %1 its id, %2 &quot;10 questions&quot;, %3 the date it was made, %4 &quot;6 attempts&quot;.</extracomment>
        <translation>%1 · %2 · δημιουργήθηκε %3 · %4</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <extracomment>An exam in the instructor&apos;s list: how many questions it asks</extracomment>
        <translation>
            <numerusform>%n ερώτηση</numerusform>
            <numerusform>%n ερωτήσεις</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s)</source>
        <extracomment>An exam in the instructor&apos;s list: how many times trainees sat it</extracomment>
        <translation>
            <numerusform>%n συμμετοχή</numerusform>
            <numerusform>%n συμμετοχές</numerusform>
        </translation>
    </message>
    <message>
        <source>The class&apos;s self-study</source>
        <extracomment>Heading of the instructor&apos;s view of the trainees&apos; self-study (issue 19).</extracomment>
        <translation>Η αυτοεκπαίδευση της τάξης</translation>
    </message>
    <message>
        <source>What the trainees keep on this server from self-study at the stations, under their registration numbers: the day&apos;s plan, the cells missed again and again, the curriculum&apos;s steps mastered, the certificates; and the rule cells the class misses most. It is what the stations sent: self-study is practice, not an exam.</source>
        <extracomment>Under &quot;The class&apos;s self-study&quot;.</extracomment>
        <translation>Ό,τι φυλάγουν οι εκπαιδευόμενοι σε αυτόν τον διακομιστή από την αυτοεκπαίδευση στους σταθμούς, με τον αριθμό μητρώου τους: η σημερινή μελέτη, οι περιπτώσεις με λάθος ξανά και ξανά, τα βήματα του προγράμματος που κατέκτησαν, τα πιστοποιητικά· και οι περιπτώσεις του κανονισμού όπου η τάξη σφάλλει συχνότερα. Είναι ό,τι έστειλαν οι σταθμοί: η αυτοεκπαίδευση είναι εξάσκηση, όχι εξέταση.</translation>
    </message>
    <message>
        <source>Show the class&apos;s self-study</source>
        <extracomment>Reads the trainees&apos; self-study from the classroom server.</extracomment>
        <translation>Εμφάνιση της αυτοεκπαίδευσης της τάξης</translation>
    </message>
    <message>
        <source>Read it again</source>
        <extracomment>Reads the trainees&apos; self-study again.</extracomment>
        <translation>Νέα ανάγνωση</translation>
    </message>
    <message>
        <source>No trainee keeps self-study on this server yet.</source>
        <extracomment>The class&apos;s self-study before any trainee kept one on the server.</extracomment>
        <translation>Κανένας εκπαιδευόμενος δεν φυλάγει ακόμη αυτοεκπαίδευση σε αυτόν τον διακομιστή.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>A trainee in the class&apos;s self-study: %1 the name, %2 the registration number.</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s), %1 % right</source>
        <extracomment>A trainee&apos;s self-study: how many answers, and the share right (%1, per cent).</extracomment>
        <translation>
            <numerusform>%n απάντηση, %1 % σωστά</numerusform>
            <numerusform>%n απαντήσεις, %1 % σωστά</numerusform>
        </translation>
    </message>
    <message>
        <source>last studied %1</source>
        <extracomment>A trainee&apos;s self-study: the day of the last answer.</extracomment>
        <translation>τελευταία μελέτη %1</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) due today</source>
        <extracomment>A trainee&apos;s self-study: the rule cells due today by the schedule.</extracomment>
        <translation>
            <numerusform>%n περίπτωση για σήμερα</numerusform>
            <numerusform>%n περιπτώσεις για σήμερα</numerusform>
        </translation>
    </message>
    <message>
        <source>Certificates: %1</source>
        <extracomment>A trainee&apos;s self-study: the certificate level reached at each game. %1 &quot;Punto Banco: Foundation · …&quot;.</extracomment>
        <translation>Πιστοποιητικά: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2: %3, missed %n time(s)</source>
        <translation>
            <numerusform>%1 στο %2: %3, λάθος %n φορά</numerusform>
            <numerusform>%1 στο %2: %3, λάθος %n φορές</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <extracomment>After the five leeches shown: how many more there are.</extracomment>
        <translation>
            <numerusform>και %n ακόμη</numerusform>
            <numerusform>και %n ακόμη</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) could not be read and were left out.</source>
        <extracomment>Records of a trainee&apos;s self-study the desk could not read.</extracomment>
        <translation>
            <numerusform>%n εγγραφή δεν διαβάστηκε και παραλείφθηκε.</numerusform>
            <numerusform>%n εγγραφές δεν διαβάστηκαν και παραλείφθηκαν.</numerusform>
        </translation>
    </message>
    <message>
        <source>The class&apos;s weakest rule cells</source>
        <extracomment>Heading: the rule cells the class misses most in self-study.</extracomment>
        <translation>Οι πιο αδύναμες περιπτώσεις της τάξης</translation>
    </message>
    <message>
        <source>%1 at %2: %3 — %4 % right</source>
        <extracomment>One of the class&apos;s weakest cells: %1 the topic, %2 the game, %3 the cell in words, %4 per cent right.</extracomment>
        <translation>%1 στο %2: %3 — %4 % σωστά</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <extracomment>One of the class&apos;s weakest cells: how many answers over the class.</extracomment>
        <translation>
            <numerusform>%n απάντηση</numerusform>
            <numerusform>%n απαντήσεις</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trainee(s)</source>
        <extracomment>One of the class&apos;s weakest cells: how many trainees answered it.</extracomment>
        <translation>
            <numerusform>%n εκπαιδευόμενος</numerusform>
            <numerusform>%n εκπαιδευόμενοι</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a leech for %n</source>
        <extracomment>One of the class&apos;s weakest cells: for how many trainees it is a leech.</extracomment>
        <translation>
            <numerusform>λάθος ξανά και ξανά για %n</numerusform>
            <numerusform>λάθος ξανά και ξανά για %n</numerusform>
        </translation>
    </message>
    <message>
        <source>New study passphrase</source>
        <extracomment>Field on the desk: a new study passphrase for a trainee (forgotten, or a classmate took the number first), typed with the trainee.</extracomment>
        <translation>Νέα φράση πρόσβασης μελέτης</translation>
    </message>
    <message>
        <source>Set it</source>
        <extracomment>Gives the trainee the new study passphrase typed beside it; the records stay.</extracomment>
        <translation>Ορισμός</translation>
    </message>
    <message>
        <source>Set the new study passphrase of %1</source>
        <extracomment>Accessible name of &quot;Set it&quot;. %1 the registration number.</extracomment>
        <translation>Ορισμός της νέας φράσης πρόσβασης μελέτης του %1</translation>
    </message>
    <message>
        <source>%1 has a new study passphrase; the old one no longer opens the record.</source>
        <extracomment>After setting a trainee&apos;s study passphrase at the desk. %1 the registration number.</extracomment>
        <translation>Ο %1 έχει νέα φράση πρόσβασης μελέτης· η παλιά δεν ανοίγει πια το ιστορικό.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n step(s) mastered</source>
        <extracomment>A trainee&apos;s self-study: %1 steps of the curriculum mastered of %n reached (&quot;0 of 1 step mastered&quot;).</extracomment>
        <translation>
            <numerusform>%1 από %n βήμα κατακτημένο</numerusform>
            <numerusform>%1 από %n βήματα κατακτημένα</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LanguageSwitch</name>
    <message>
        <source>Interface language</source>
        <extracomment>Accessible name of the language switch in the header.</extracomment>
        <translation>Γλώσσα περιβάλλοντος</translation>
    </message>
    <message>
        <source>Show the interface in this language</source>
        <extracomment>Accessible description of a button in the language switch.</extracomment>
        <translation>Εμφάνιση του περιβάλλοντος σε αυτή τη γλώσσα</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Dealer training</source>
        <extracomment>The window title; the system adds the product&apos;s name after it (&quot;Dealer training — Croupier&quot;).</extracomment>
        <translation>Εκπαίδευση κρουπιέρηδων</translation>
    </message>
</context>
<context>
    <name>ModeListModel</name>
    <message>
        <source>Drills</source>
        <extracomment>A training mode: short exercises on one skill (payouts, drawing rules...).</extracomment>
        <translation>Ασκήσεις</translation>
    </message>
    <message>
        <source>Free play</source>
        <extracomment>A training mode: deal a whole game at your own pace.</extracomment>
        <translation>Ελεύθερο παιχνίδι</translation>
    </message>
    <message>
        <source>Exams</source>
        <extracomment>A training mode: a timed, scored test.</extracomment>
        <translation>Εξετάσεις</translation>
    </message>
</context>
<context>
    <name>PayTableDelegate</name>
    <message>
        <source>%1: %2</source>
        <extracomment>Accessible name of a pay-table row: the bet, then what it pays. Example: &quot;Banco: 95:100&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>PlayingCard</name>
    <message>
        <source>A card face down</source>
        <translation>Ένα φύλλο κλειστό</translation>
    </message>
</context>
<context>
    <name>ProgressPage</name>
    <message>
        <source>Progress of %1</source>
        <extracomment>The title of the progress page. %1 the trainee&apos;s name.</extracomment>
        <translation>Πρόοδος: %1</translation>
    </message>
    <message>
        <source>No answers yet: run a self-study session and your progress appears here.</source>
        <extracomment>The progress page of a trainee without answers yet.</extracomment>
        <translation>Καμία απάντηση ακόμη: κάντε μια συνεδρία αυτοεκπαίδευσης και η πρόοδός σας θα εμφανιστεί εδώ.</translation>
    </message>
    <message>
        <source>Accuracy and time by day: %1</source>
        <extracomment>Accessible name of a progress chart. %1 the topic.</extracomment>
        <translation>Ακρίβεια και χρόνος ανά ημέρα: %1</translation>
    </message>
    <message>
        <source>Right answers, % (left)</source>
        <extracomment>Chart legend: the gold line, share of right answers (left axis).</extracomment>
        <translation>Σωστές απαντήσεις, % (αριστερά)</translation>
    </message>
    <message>
        <source>Mean time, s (right)</source>
        <extracomment>Chart legend: the pale line, mean time of the right answers (right axis).</extracomment>
        <translation>Μέσος χρόνος, δευτ. (δεξιά)</translation>
    </message>
    <message>
        <source>Tableau: Banco&apos;s total against Punto&apos;s third card</source>
        <extracomment>Heading of the baccarat heat-map: Banco&apos;s draws by its total and Punto&apos;s third card.</extracomment>
        <translation>Πίνακας: άθροισμα του Banco απέναντι στο τρίτο φύλλο του Punto</translation>
    </message>
    <message>
        <source>Banco</source>
        <extracomment>Column header of the heat-map&apos;s row labels: Banco&apos;s two-card total.</extracomment>
        <translation>Banco</translation>
    </message>
    <message>
        <source>stood</source>
        <extracomment>Heat-map column: Punto did not draw a third card. Keep short.</extracomment>
        <translation>μένει</translation>
    </message>
    <message>
        <source>%1: %2 of %3 right</source>
        <extracomment>Accessible name of a heat-map cell. %1 the cell, %2 right, %3 attempts.</extracomment>
        <translation>%1: %2 σωστές από %3</translation>
    </message>
    <message>
        <source>Punto</source>
        <extracomment>Heat-map row: Punto&apos;s own draw, by its two-card total.</extracomment>
        <translation>Punto</translation>
    </message>
    <message>
        <source>Each cell: how many times asked; red mostly wrong, green mostly right.</source>
        <extracomment>Heat-map legend.</extracomment>
        <translation>Κάθε κελί: πόσες φορές ρωτήθηκε· κόκκινο μάλλον λάθος, πράσινο μάλλον σωστό.</translation>
    </message>
    <message>
        <source>Craps layout: each bet by the dice total</source>
        <extracomment>Heading of the craps heat-map: each bet by the dice total.</extracomment>
        <translation>Τραπέζι craps: κάθε στοίχημα ανά άθροισμα των ζαριών</translation>
    </message>
    <message>
        <source>No craps answers yet.</source>
        <extracomment>The craps heat-map before any craps answer.</extracomment>
        <translation>Καμία απάντηση στο craps ακόμη.</translation>
    </message>
    <message>
        <source>Personal bests</source>
        <extracomment>Heading: the trainee&apos;s best results per topic.</extracomment>
        <translation>Προσωπικά ρεκόρ</translation>
    </message>
    <message>
        <source>%1: %2 points · streak %3 · fastest %4 s</source>
        <extracomment>A personal best. %1 topic, %2 points, %3 streak, %4 seconds.</extracomment>
        <translation>%1: %2 πόντοι · σερί %3 · ταχύτερη %4 δευτ.</translation>
    </message>
    <message>
        <source>Sessions</source>
        <extracomment>Heading: the list of past sessions.</extracomment>
        <translation>Συνεδρίες</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 of %4 right · %5 points · streak %6</source>
        <extracomment>A past session. %1 date and time, %2 topics, %3 right, %4 answered, %5 points, %6 best streak.</extracomment>
        <translation>%1 · %2 · %3 σωστές από %4 · %5 πόντοι · σερί %6</translation>
    </message>
    <message>
        <source>Progress</source>
        <extracomment>The progress page&apos;s title before a trainee is chosen.</extracomment>
        <translation>Πρόοδος</translation>
    </message>
    <message>
        <source>Spot the error: detection by kind</source>
        <extracomment>Heading: spot the error&apos;s figures per error kind (issue 18)</extracomment>
        <translation>Εντοπισμός λάθους: εντοπισμός ανά είδος</translation>
    </message>
    <message>
        <source>Rounds with no error: %1 · false alarms %2</source>
        <extracomment>Spot the error, rounds with no error: %1 rounds, %2 false alarms</extracomment>
        <translation>Παρτίδες χωρίς λάθος: %1 · ψευδείς συναγερμοί %2</translation>
    </message>
    <message>
        <source>%1: stopped %2 of %3 (%4 %) · mean delay %5 s · false alarms %6</source>
        <extracomment>Spot the error, one kind: %1 the error, %2 detected, %3 rounds, %4 per cent, %5 mean delay in seconds, %6 false alarms</extracomment>
        <translation>%1: σταματήσατε %2 από %3 (%4 %) · μέση καθυστέρηση %5 δευτ. · ψευδείς συναγερμοί %6</translation>
    </message>
    <message>
        <source>Due this week: %1. Retention in 30 days without review: %2 %</source>
        <extracomment>Accessible name of the schedule chart. %1 the cells due each day, %2 the retention in 30 days.</extracomment>
        <translation>Επαναλήψεις αυτή την εβδομάδα: %1. Συγκράτηση σε 30 ημέρες χωρίς επανάληψη: %2 %</translation>
    </message>
    <message>
        <source>Your schedule</source>
        <extracomment>Title of the schedule chart on the progress page.</extracomment>
        <translation>Το πρόγραμμα επαναλήψεών σας</translation>
    </message>
    <message>
        <source>days from today</source>
        <extracomment>The schedule chart&apos;s axis: days from today.</extracomment>
        <translation>ημέρες από σήμερα</translation>
    </message>
    <message>
        <source>Due that day (left)</source>
        <extracomment>Schedule chart legend: the cells falling due on each of the next seven days (left axis).</extracomment>
        <translation>Για επανάληψη εκείνη την ημέρα (αριστερά)</translation>
    </message>
    <message>
        <source>Retained if not reviewed, % (right)</source>
        <extracomment>Schedule chart legend: the mean chance of recalling the cells met if none is reviewed (right axis).</extracomment>
        <translation>Συγκράτηση χωρίς επανάληψη, % (δεξιά)</translation>
    </message>
</context>
<context>
    <name>PromptText</name>
    <message>
        <source>Punto %1, Banco %2: does Banco draw a third card?</source>
        <comment>baccarat.draw: %1 and %2 are cards; Punto may already have a third card</comment>
        <translation>Punto %1, Banco %2: τραβά το Banco τρίτο χαρτί;</translation>
    </message>
    <message>
        <source>Punto %1, Banco %2: what are the two points, and who wins?</source>
        <comment>baccarat.coup: a complete coup; the answer is both points and Punto, Banco or Egalité</comment>
        <translation>Punto %1, Banco %2: ποιοι είναι οι πόντοι των δύο χεριών και ποιος κερδίζει;</translation>
    </message>
    <message>
        <source>%1 on Punto, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</source>
        <comment>baccarat.payout: %1 is the stake, %2 the table&apos;s smallest chip, %3 and %4 cards</comment>
        <translation>%1 στο Punto, μικρότερη μάρκα %2. Punto %3, Banco %4: τι πληρώνετε και πόση γκανιότα παρακρατείται;</translation>
    </message>
    <message>
        <source>%1 on Banco, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</source>
        <comment>baccarat.payout: %1 is the stake, %2 the table&apos;s smallest chip, %3 and %4 cards</comment>
        <translation>%1 στο Banco, μικρότερη μάρκα %2. Punto %3, Banco %4: τι πληρώνετε και πόση γκανιότα παρακρατείται;</translation>
    </message>
    <message>
        <source>%1 on Egalité, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</source>
        <comment>baccarat.payout: a bet on the tie (Egalité)</comment>
        <translation>%1 στην ισοπαλία (Egalité), μικρότερη μάρκα %2. Punto %3, Banco %4: τι πληρώνετε και πόση γκανιότα παρακρατείται;</translation>
    </message>
    <message>
        <source>%1 on the Punto pair, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</source>
        <comment>baccarat.payout: a side bet that Punto&apos;s first two cards are a pair</comment>
        <translation>%1 στο ζεύγος του Punto, μικρότερη μάρκα %2. Punto %3, Banco %4: τι πληρώνετε και πόση γκανιότα παρακρατείται;</translation>
    </message>
    <message>
        <source>%1 on the Banco pair, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</source>
        <comment>baccarat.payout: a side bet that Banco&apos;s first two cards are a pair</comment>
        <translation>%1 στο ζεύγος του Banco, μικρότερη μάρκα %2. Punto %3, Banco %4: τι πληρώνετε και πόση γκανιότα παρακρατείται;</translation>
    </message>
    <message>
        <source>%1 on Super Six, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</source>
        <comment>baccarat.payout: the Super Six (Fortune Six) side bet: Banco wins with 6</comment>
        <translation>%1 στο Super Six, μικρότερη μάρκα %2. Punto %3, Banco %4: τι πληρώνετε και πόση γκανιότα παρακρατείται;</translation>
    </message>
    <message>
        <source>The banker won %1, smallest chip %2: how much goes into the cagnotte box?</source>
        <comment>baccarat.cagnotte, chemin de fer: 5 % of the banker&apos;s winnings (art. 15 §7); the cagnotte is γκανιότα in the regulation</comment>
        <translation>Ο μπάνκο κέρδισε %1, μικρότερη μάρκα %2: πόσα μπαίνουν στο κουτί γκανιότας;</translation>
    </message>
    <message>
        <source>%1 on %2, smallest chip %3. Come-out roll, no point: the dice show %4 and %5. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</source>
        <comment>craps.roll: %1 the stake, %2 the bet in the regulation&apos;s terms (WIN, FIELD, PLACE 6 (RIGHT BET)…), %3 the smallest chip, %4 and %5 the two dice. Come-out roll: the puck is off. Answers: win, lose, push, stay, off; the amount paid; the number the bet travels to</comment>
        <translation>%1 στο %2, μικρότερη μάρκα %3. Πρώτη ζαριά (COME OUT ROLL), χωρίς POINT: τα ζάρια φέρνουν %4 και %5. Η μίζα κερδίζει, χάνει, φέρνει ισοπαλία, μένει ή είναι αδρανής (OFF)· τι πληρώνετε· πού μετακινείται;</translation>
    </message>
    <message>
        <source>%1 on %2, called working, smallest chip %3. Come-out roll, no point: the dice show %4 and %5. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</source>
        <comment>craps.roll: as craps.roll.come-out; the player asked that his bets that are off on the come-out play this roll (art. 16 §10, last paragraph)</comment>
        <translation>%1 στο %2, δηλωμένη σε ισχύ (working), μικρότερη μάρκα %3. Πρώτη ζαριά (COME OUT ROLL), χωρίς POINT: τα ζάρια φέρνουν %4 και %5. Η μίζα κερδίζει, χάνει, φέρνει ισοπαλία, μένει ή είναι αδρανής (OFF)· τι πληρώνετε· πού μετακινείται;</translation>
    </message>
    <message>
        <source>%1 on %2 at its number %3, smallest chip %4. Come-out roll, no point: the dice show %5 and %6. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</source>
        <comment>craps.roll: %2 is COME, DON&apos;T COME or their odds, %3 the number the come bet travelled to, %4 the smallest chip, %5 and %6 the dice</comment>
        <translation>%1 στο %2 στον αριθμό του %3, μικρότερη μάρκα %4. Πρώτη ζαριά (COME OUT ROLL), χωρίς POINT: τα ζάρια φέρνουν %5 και %6. Η μίζα κερδίζει, χάνει, φέρνει ισοπαλία, μένει ή είναι αδρανής (OFF)· τι πληρώνετε· πού μετακινείται;</translation>
    </message>
    <message>
        <source>%1 on %2 at its number %3, called working, smallest chip %4. Come-out roll, no point: the dice show %5 and %6. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</source>
        <comment>craps.roll: as craps.roll.come-out.come-point; the odds were called working for the come-out roll</comment>
        <translation>%1 στο %2 στον αριθμό του %3, δηλωμένη σε ισχύ (working), μικρότερη μάρκα %4. Πρώτη ζαριά (COME OUT ROLL), χωρίς POINT: τα ζάρια φέρνουν %5 και %6. Η μίζα κερδίζει, χάνει, φέρνει ισοπαλία, μένει ή είναι αδρανής (OFF)· τι πληρώνετε· πού μετακινείται;</translation>
    </message>
    <message>
        <source>%1 on %2, smallest chip %3. The point is %4; the dice show %5 and %6. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</source>
        <comment>craps.roll: %1 the stake, %2 the bet, %3 the smallest chip, %4 the point (the puck is on it), %5 and %6 the dice</comment>
        <translation>%1 στο %2, μικρότερη μάρκα %3. Το POINT είναι %4· τα ζάρια φέρνουν %5 και %6. Η μίζα κερδίζει, χάνει, φέρνει ισοπαλία, μένει ή είναι αδρανής (OFF)· τι πληρώνετε· πού μετακινείται;</translation>
    </message>
    <message>
        <source>%1 on %2 at its number %3, smallest chip %4. The point is %5; the dice show %6 and %7. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</source>
        <comment>craps.roll: %2 is COME, DON&apos;T COME or their odds, %3 the come bet&apos;s number, %5 the table&apos;s point, %6 and %7 the dice</comment>
        <translation>%1 στο %2 στον αριθμό του %3, μικρότερη μάρκα %4. Το POINT είναι %5· τα ζάρια φέρνουν %6 και %7. Η μίζα κερδίζει, χάνει, φέρνει ισοπαλία, μένει ή είναι αδρανής (OFF)· τι πληρώνετε· πού μετακινείται;</translation>
    </message>
    <message>
        <source>Come-out roll, no point; smallest chip %1. The layout, player by player: %2. The dice show %3 and %4. How much do you pay in all, how much do you collect, where is the puck afterwards, and does the shooter seven out?</source>
        <comment>craps.layout: %2 lists each player&apos;s bets as &quot;#1 WIN: 10, WIN ODDS: 20 | #2 …&quot;; #1 is the player, then the bet (the regulation&apos;s terms, with its number) and its stake; (ON) marks a bet called working</comment>
        <translation>Πρώτη ζαριά (COME OUT ROLL), χωρίς POINT· μικρότερη μάρκα %1. Οι μίζες στο ταμπλό, παίκτη προς παίκτη: %2. Τα ζάρια φέρνουν %3 και %4. Πόσα πληρώνετε συνολικά, πόσα μαζεύετε, πού βρίσκεται μετά ο δείκτης και χάνει ο ρίπτης με 7 (seven out);</translation>
    </message>
    <message>
        <source>The point is %1; smallest chip %2. The layout, player by player: %3. The dice show %4 and %5. How much do you pay in all, how much do you collect, where is the puck afterwards, and does the shooter seven out?</source>
        <comment>craps.layout: %1 the point, %3 the bets as in craps.layout.come-out</comment>
        <translation>Το POINT είναι %1· μικρότερη μάρκα %2. Οι μίζες στο ταμπλό, παίκτη προς παίκτη: %3. Τα ζάρια φέρνουν %4 και %5. Πόσα πληρώνετε συνολικά, πόσα μαζεύετε, πού βρίσκεται μετά ο δείκτης και χάνει ο ρίπτης με 7 (seven out);</translation>
    </message>
    <message>
        <source>Table limits %1 to %2, smallest chip %3. A player has %4 on WIN and the point is %5: what is the largest odds bet he may place beside it?</source>
        <comment>craps.maximum: %1 and %2 the table minimum and maximum, %4 the flat bet, %5 the point (art. 16 §3)</comment>
        <translation>Όρια τραπεζιού %1 έως %2, μικρότερη μάρκα %3. Ένας παίκτης έχει %4 στο WIN και το POINT είναι %5: ποια είναι η μεγαλύτερη μίζα ODDS που μπορεί να τοποθετήσει δίπλα της;</translation>
    </message>
    <message>
        <source>Table limits %1 to %2, smallest chip %3. A player has %4 on DON&apos;T WIN and the point is %5: what is the largest odds bet he may bridge on it?</source>
        <comment>craps.maximum: odds on DON&apos;T WIN (art. 16 §4)</comment>
        <translation>Όρια τραπεζιού %1 έως %2, μικρότερη μάρκα %3. Ένας παίκτης έχει %4 στο DON&apos;T WIN και το POINT είναι %5: ποια είναι η μεγαλύτερη μίζα ODDS που μπορεί να τοποθετήσει ως γέφυρα (bridged) πάνω της;</translation>
    </message>
    <message>
        <source>Table limits %1 to %2, smallest chip %3. A player has %4 on COME, travelled to %5: what is the largest odds bet he may place on it?</source>
        <comment>craps.maximum: odds on a COME bet at its number (art. 16 §3)</comment>
        <translation>Όρια τραπεζιού %1 έως %2, μικρότερη μάρκα %3. Ένας παίκτης έχει %4 στο COME, που μετακινήθηκε στο %5: ποια είναι η μεγαλύτερη μίζα ODDS που μπορεί να τοποθετήσει πάνω της;</translation>
    </message>
    <message>
        <source>Table limits %1 to %2, smallest chip %3. A player has %4 on DON&apos;T COME, travelled to %5: what is the largest odds bet he may bridge on it?</source>
        <comment>craps.maximum: odds on a DON&apos;T COME bet at its number (art. 16 §4)</comment>
        <translation>Όρια τραπεζιού %1 έως %2, μικρότερη μάρκα %3. Ένας παίκτης έχει %4 στο DON&apos;T COME, που μετακινήθηκε στο %5: ποια είναι η μεγαλύτερη μίζα ODDS που μπορεί να τοποθετήσει ως γέφυρα (bridged) πάνω της;</translation>
    </message>
    <message>
        <source>Table limits %1 to %2, smallest chip %3: what is the largest bet permitted on %4?</source>
        <comment>craps.maximum: %4 is a bet in the regulation&apos;s terms (PLACE 6 (RIGHT BET), HARD 4, FIELD…), art. 16 §3 and §5</comment>
        <translation>Όρια τραπεζιού %1 έως %2, μικρότερη μάρκα %3: ποια είναι η μεγαλύτερη επιτρεπτή μίζα στο %4;</translation>
    </message>
    <message>
        <source>%1 on the box, smallest chip %2. Player %3, dealer %4: does the bet win, lose or push, and what do you pay?</source>
        <comment>blackjack.payout: %1 is everything on the box (a double included), %2 the table&apos;s smallest chip, %3 and %4 the final hands</comment>
        <translation>%1 στο χώρισμα, μικρότερη μάρκα %2. Παίκτης %3, κρουπιέρης %4: η μίζα κερδίζει, χάνει ή μένει ισοπαλία, και πόσα πληρώνετε;</translation>
    </message>
    <message>
        <source>%1 on a hand from a split, smallest chip %2. Player %3, dealer %4: does the bet win, lose or push, and what do you pay?</source>
        <comment>blackjack.payout: as blackjack.payout.main, for one of the hands a pair was split into (SPLIT, art. 14 §14): a 21 on two cards is no blackjack there</comment>
        <translation>%1 σε συμμετοχή από SPLIT, μικρότερη μάρκα %2. Παίκτης %3, κρουπιέρης %4: η μίζα κερδίζει, χάνει ή μένει ισοπαλία, και πόσα πληρώνετε;</translation>
    </message>
    <message>
        <source>Insurance of %1, smallest chip %2. Player %3, dealer %4: does the insurance win, lose or push, and what do you pay?</source>
        <comment>blackjack.payout: the insurance (INSURANCE, art. 14 §13) against a dealer ace; %1 the insurance bet, %2 the smallest chip, %3 and %4 the final hands</comment>
        <translation>Ασφάλεια %1, μικρότερη μάρκα %2. Παίκτης %3, κρουπιέρης %4: η ασφάλεια κερδίζει, χάνει ή μένει ισοπαλία, και πόσα πληρώνετε;</translation>
    </message>
    <message>
        <source>%1 on the box, smallest chip %2. The player has %3 against the dealer&apos;s %4 and takes even money: does the bet win, lose or push, and what do you pay?</source>
        <comment>blackjack.payout: even money, a blackjack paid its stake once at once against a dealer ace (art. 14 §12 β)</comment>
        <translation>%1 στο χώρισμα, μικρότερη μάρκα %2. Ο παίκτης έχει %3 απέναντι στο %4 του κρουπιέρη και δέχεται πληρωμή 1 προς 1 (even money): η μίζα κερδίζει, χάνει ή μένει ισοπαλία, και πόσα πληρώνετε;</translation>
    </message>
    <message>
        <source>Your card is %1 and the box in front of you holds %2. What is your next step: offer insurance, pay the blackjack now, wait, collect, ask the player, move to the next box, draw or stand?</source>
        <comment>blackjack.step: the dealer&apos;s own next move (art. 14 §12, §13); %1 the dealer&apos;s first card, %2 the player&apos;s cards</comment>
        <translation>Το χαρτί σας είναι %1 και στο χώρισμα μπροστά σας υπάρχει %2. Ποια είναι η επόμενη κίνησή σας: προτείνετε ασφάλεια, πληρώνετε τώρα το Μπλάκτζακ, περιμένετε, μαζεύετε, ρωτάτε τον παίκτη, προχωράτε στο επόμενο χώρισμα, τραβάτε ή σταματάτε;</translation>
    </message>
    <message>
        <source>Your card is %1, insurance has been offered, and the box in front of you holds %2. What is your next step: offer insurance, pay the blackjack now, wait, collect, ask the player, move to the next box, draw or stand?</source>
        <comment>blackjack.step: as blackjack.step.box, after insurance (and even money) was offered against the dealer&apos;s ace</comment>
        <translation>Το χαρτί σας είναι %1, η ασφάλεια έχει προταθεί, και στο χώρισμα μπροστά σας υπάρχει %2. Ποια είναι η επόμενη κίνησή σας: προτείνετε ασφάλεια, πληρώνετε τώρα το Μπλάκτζακ, περιμένετε, μαζεύετε, ρωτάτε τον παίκτη, προχωράτε στο επόμενο χώρισμα, τραβάτε ή σταματάτε;</translation>
    </message>
    <message>
        <source>Every box has played and your cards are %1. What is your next step: offer insurance, pay the blackjack now, wait, collect, ask the player, move to the next box, draw or stand?</source>
        <comment>blackjack.step: the dealer&apos;s turn; %1 his cards so far. No hole card: his second card comes now (art. 14 §12 γ)</comment>
        <translation>Όλα τα χωρίσματα έπαιξαν και τα χαρτιά σας είναι %1. Ποια είναι η επόμενη κίνησή σας: προτείνετε ασφάλεια, πληρώνετε τώρα το Μπλάκτζακ, περιμένετε, μαζεύετε, ρωτάτε τον παίκτη, προχωράτε στο επόμενο χώρισμα, τραβάτε ή σταματάτε;</translation>
    </message>
    <message>
        <source>Banco %1, Punto stood</source>
        <comment>A cell of the tableau: Banco&apos;s total when Punto stood. Regulation&apos;s words.</comment>
        <translation>Banco %1, το Punto μένει</translation>
    </message>
    <message>
        <source>Banco %1 against a third card %2</source>
        <comment>A cell of the tableau: Banco&apos;s total against Punto&apos;s third card.</comment>
        <translation>Banco %1 απέναντι σε τρίτο φύλλο %2</translation>
    </message>
    <message>
        <source>Punto %1</source>
        <comment>A cell of the tableau: Punto&apos;s two-card total.</comment>
        <translation>Punto %1</translation>
    </message>
    <message>
        <source>%1 on a roll of %2</source>
        <comment>A cell of the craps layout: a bet (the regulation&apos;s term) and the dice total.</comment>
        <translation>%1 σε ζαριά %2</translation>
    </message>
    <message>
        <source>%1 offered on Punto; table %2 to %3, smallest chip %4. How much may stay on the layout?</source>
        <comment>baccarat.limit: %1 the stake a punter puts down, %2 and %3 the table&apos;s minimum and maximum (art. 15 §19), %4 the smallest chip. The answer is an amount.</comment>
        <translation>Προσφέρονται %1 στο Punto· όρια τραπεζιού %2 έως %3, μικρότερη μάρκα %4. Πόσα μπορούν να μείνουν στο ταμπλό;</translation>
    </message>
    <message>
        <source>%1 offered on Banco; table %2 to %3, smallest chip %4. How much may stay on the layout?</source>
        <comment>baccarat.limit: as for Punto, a stake on Banco</comment>
        <translation>Προσφέρονται %1 στο Banco· όρια τραπεζιού %2 έως %3, μικρότερη μάρκα %4. Πόσα μπορούν να μείνουν στο ταμπλό;</translation>
    </message>
    <message>
        <source>%1 offered on Egalité; table %2 to %3, smallest chip %4. How much may stay on the layout?</source>
        <comment>baccarat.limit: a stake on the tie (Egalité), whose maximum is an eighth of the table&apos;s (art. 15 §19)</comment>
        <translation>Προσφέρονται %1 στην Egalité· όρια τραπεζιού %2 έως %3, μικρότερη μάρκα %4. Πόσα μπορούν να μείνουν στο ταμπλό;</translation>
    </message>
    <message>
        <source>%1 offered on the Punto pair; table %2 to %3, smallest chip %4, no house cap on the pairs. How much may stay on the layout?</source>
        <comment>baccarat.limit: a side bet; with no cap set by the house it has the Egalité maximum</comment>
        <translation>Προσφέρονται %1 στο ζεύγος του Punto· όρια τραπεζιού %2 έως %3, μικρότερη μάρκα %4, χωρίς όριο του Καζίνο για τα ζεύγη. Πόσα μπορούν να μείνουν στο ταμπλό;</translation>
    </message>
    <message>
        <source>%1 offered on the Banco pair; table %2 to %3, smallest chip %4, no house cap on the pairs. How much may stay on the layout?</source>
        <comment>baccarat.limit: a side bet; with no cap set by the house it has the Egalité maximum</comment>
        <translation>Προσφέρονται %1 στο ζεύγος του Banco· όρια τραπεζιού %2 έως %3, μικρότερη μάρκα %4, χωρίς όριο του Καζίνο για τα ζεύγη. Πόσα μπορούν να μείνουν στο ταμπλό;</translation>
    </message>
    <message>
        <source>%1 offered on Super Six; table %2 to %3, smallest chip %4, no house cap on the side bets. How much may stay on the layout?</source>
        <comment>baccarat.limit: the Super Six side bet; with no house cap, the Egalité maximum</comment>
        <translation>Προσφέρονται %1 στο Super Six· όρια τραπεζιού %2 έως %3, μικρότερη μάρκα %4, χωρίς όριο του Καζίνο για τα πρόσθετα στοιχήματα. Πόσα μπορούν να μείνουν στο ταμπλό;</translation>
    </message>
    <message>
        <source>%1 offered on the Punto pair; table %2 to %3, smallest chip %4, the house caps side bets at %5. How much may stay on the layout?</source>
        <comment>baccarat.limit: %5 the casino&apos;s own maximum for the side bets</comment>
        <translation>Προσφέρονται %1 στο ζεύγος του Punto· όρια τραπεζιού %2 έως %3, μικρότερη μάρκα %4, το Καζίνο ορίζει όριο %5 για τα πρόσθετα στοιχήματα. Πόσα μπορούν να μείνουν στο ταμπλό;</translation>
    </message>
    <message>
        <source>%1 offered on the Banco pair; table %2 to %3, smallest chip %4, the house caps side bets at %5. How much may stay on the layout?</source>
        <comment>baccarat.limit: %5 the casino&apos;s own maximum for the side bets</comment>
        <translation>Προσφέρονται %1 στο ζεύγος του Banco· όρια τραπεζιού %2 έως %3, μικρότερη μάρκα %4, το Καζίνο ορίζει όριο %5 για τα πρόσθετα στοιχήματα. Πόσα μπορούν να μείνουν στο ταμπλό;</translation>
    </message>
    <message>
        <source>%1 offered on Super Six; table %2 to %3, smallest chip %4, the house caps side bets at %5. How much may stay on the layout?</source>
        <comment>baccarat.limit: %5 the casino&apos;s own maximum for the side bets</comment>
        <translation>Προσφέρονται %1 στο Super Six· όρια τραπεζιού %2 έως %3, μικρότερη μάρκα %4, το Καζίνο ορίζει όριο %5 για τα πρόσθετα στοιχήματα. Πόσα μπορούν να μείνουν στο ταμπλό;</translation>
    </message>
    <message>
        <source>Chemin de fer: a punter alone offers %1 against a bank of %2 (%3 staked before him), smallest chip %4. How much may stay?</source>
        <comment>baccarat.limit, chemin de fer (art. 15 §6: the bank is the limit). %3 is 0 here.</comment>
        <translation>Σεμέν ντε φερ: ένας παίκτης, μόνος, προσφέρει %1 απέναντι σε μπάνκο %2 (%3 πονταρισμένα πριν από αυτόν), μικρότερη μάρκα %4. Πόσα μπορούν να μείνουν;</translation>
    </message>
    <message>
        <source>Chemin de fer: a punter offers %1 against a bank of %2; the punters before him staked %3. Smallest chip %4. How much may stay?</source>
        <comment>baccarat.limit, chemin de fer: the bank covers only what the punters before him left (art. 15 §6)</comment>
        <translation>Σεμέν ντε φερ: ένας παίκτης προσφέρει %1 απέναντι σε μπάνκο %2· οι παίκτες πριν από αυτόν πόνταραν %3. Μικρότερη μάρκα %4. Πόσα μπορούν να μείνουν;</translation>
    </message>
    <message>
        <source>Deux tableaux, limited bank: a punter offers %1; minimum %2, the bank&apos;s limit %3, smallest chip %4. How much may stay?</source>
        <comment>baccarat.limit, deux tableaux with a limited bank (art. 15 §6)</comment>
        <translation>Μπακαράς με δύο ταμπλώ, περιορισμένος μπάνκο: ένας παίκτης προσφέρει %1· ελάχιστο όριο %2, όριο του μπάνκο %3, μικρότερη μάρκα %4. Πόσα μπορούν να μείνουν;</translation>
    </message>
    <message>
        <source>Deux tableaux, unlimited bank: a punter offers %1; minimum %2, smallest chip %3. How much may stay?</source>
        <comment>baccarat.limit, deux tableaux with an unlimited bank: nothing caps the stake</comment>
        <translation>Μπακαράς με δύο ταμπλώ, απεριόριστος μπάνκο: ένας παίκτης προσφέρει %1· ελάχιστο όριο %2, μικρότερη μάρκα %3. Πόσα μπορούν να μείνουν;</translation>
    </message>
    <message>
        <source>Before the bets are final, the coup&apos;s first card comes out of the sabot face up. What do you do?</source>
        <comment>baccarat.procedure, art. 15 §4–5: the answer is one of the dealer&apos;s steps</comment>
        <translation>Πριν οριστικοποιηθούν τα στοιχήματα, το πρώτο χαρτί της παρτίδας βγαίνει από τον διανομέα ανοιχτό. Τι κάνετε;</translation>
    </message>
    <message>
        <source>The bets are final and the cut card comes out as the first card due for the coup. What do you do once the coup&apos;s cards are out?</source>
        <comment>baccarat.procedure, art. 15 §16: the cut card (the yellow card)</comment>
        <translation>Τα στοιχήματα οριστικοποιήθηκαν και η κάρτα τελειώματος εμφανίζεται ως το πρώτο χαρτί που πρέπει να τραβηχτεί για την παρτίδα. Τι κάνετε αφού βγουν τα χαρτιά της παρτίδας;</translation>
    </message>
    <message>
        <source>The cut card comes out while you deal the coup. What do you do once its cards are out?</source>
        <comment>baccarat.procedure, art. 15 §16 (deux tableaux §2)</comment>
        <translation>Η κάρτα τελειώματος εμφανίζεται ενώ μοιράζετε την παρτίδα. Τι κάνετε αφού βγουν τα χαρτιά της;</translation>
    </message>
    <message>
        <source>You have settled a coup, and the cut card is the next card in the sabot. What do you do?</source>
        <comment>baccarat.procedure, art. 15 §16; deux tableaux §2</comment>
        <translation>Εκκαθαρίσατε μια παρτίδα, και η κάρτα τελειώματος είναι το επόμενο χαρτί στον διανομέα. Τι κάνετε;</translation>
    </message>
    <message>
        <source>You have settled the shoe&apos;s last coup. What do you do?</source>
        <comment>baccarat.procedure, art. 15 §16</comment>
        <translation>Εκκαθαρίσατε την τελευταία παρτίδα του κουτιού. Τι κάνετε;</translation>
    </message>
    <message>
        <source>The shoe is over, the players have left with no bet down, and the casino runs the table with the shuffling machine from now on. What do you do?</source>
        <comment>baccarat.procedure, art. 15 §17, §20</comment>
        <translation>Το κουτί τελείωσε, οι παίκτες αποχώρησαν χωρίς τοποθετημένο στοίχημα, και από τώρα το Καζίνο λειτουργεί το τραπέζι με τη Συσκευή Ανακατέματος. Τι κάνετε;</translation>
    </message>
    <message>
        <source>The cards have just been loaded into the shuffling machine. What do you do before the first coup?</source>
        <comment>baccarat.procedure, art. 15 §20 δ(2)–(3)</comment>
        <translation>Τα χαρτιά μόλις φορτώθηκαν στη Συσκευή Ανακατέματος. Τι κάνετε πριν από την πρώτη παρτίδα;</translation>
    </message>
    <message>
        <source>At the shuffling machine, you have settled a coup. What do you do before the next one?</source>
        <comment>baccarat.procedure, art. 15 §20 δ(7)(3)</comment>
        <translation>Με τη Συσκευή Ανακατέματος, εκκαθαρίσατε μια παρτίδα. Τι κάνετε πριν από την επόμενη;</translation>
    </message>
    <message>
        <source>At the shuffling machine the players have all left with no bet down, and a new player sits down. What do you do?</source>
        <comment>baccarat.procedure, art. 15 §20 δ(6)</comment>
        <translation>Με τη Συσκευή Ανακατέματος, όλοι οι παίκτες αποχώρησαν χωρίς τοποθετημένο στοίχημα, και ένας νέος παίκτης κάθεται στο τραπέζι. Τι κάνετε;</translation>
    </message>
    <message>
        <source>%1 under the table maximum</source>
        <comment>A cell of baccarat.limit; %1 a bet</comment>
        <translation>%1 κάτω από το μέγιστο όριο του τραπεζιού</translation>
    </message>
    <message>
        <source>%1 at the table maximum</source>
        <comment>A cell of baccarat.limit; %1 a bet</comment>
        <translation>%1 στο μέγιστο όριο του τραπεζιού</translation>
    </message>
    <message>
        <source>%1 over the table maximum</source>
        <comment>A cell of baccarat.limit; %1 a bet</comment>
        <translation>%1 πάνω από το μέγιστο όριο του τραπεζιού</translation>
    </message>
    <message>
        <source>Egalité under its eighth</source>
        <comment>A cell of baccarat.limit</comment>
        <translation>Egalité κάτω από το ένα όγδοο</translation>
    </message>
    <message>
        <source>Egalité at its eighth</source>
        <comment>A cell of baccarat.limit</comment>
        <translation>Egalité στο ένα όγδοο</translation>
    </message>
    <message>
        <source>Egalité over its eighth</source>
        <comment>A cell of baccarat.limit</comment>
        <translation>Egalité πάνω από το ένα όγδοο</translation>
    </message>
    <message>
        <source>Egalité under its eighth, rounded down</source>
        <comment>A cell of baccarat.limit</comment>
        <translation>Egalité κάτω από το ένα όγδοο, με στρογγύλευση προς τα κάτω</translation>
    </message>
    <message>
        <source>Egalité at its eighth, rounded down</source>
        <comment>A cell of baccarat.limit</comment>
        <translation>Egalité στο ένα όγδοο, με στρογγύλευση προς τα κάτω</translation>
    </message>
    <message>
        <source>Egalité over its eighth, rounded down</source>
        <comment>A cell of baccarat.limit</comment>
        <translation>Egalité πάνω από το ένα όγδοο, με στρογγύλευση προς τα κάτω</translation>
    </message>
    <message>
        <source>%1 under the Egalité maximum</source>
        <comment>A cell of baccarat.limit; %1 a side bet</comment>
        <translation>%1 κάτω από το μέγιστο όριο της Egalité</translation>
    </message>
    <message>
        <source>%1 at the Egalité maximum</source>
        <comment>A cell of baccarat.limit; %1 a side bet</comment>
        <translation>%1 στο μέγιστο όριο της Egalité</translation>
    </message>
    <message>
        <source>%1 over the Egalité maximum</source>
        <comment>A cell of baccarat.limit; %1 a side bet</comment>
        <translation>%1 πάνω από το μέγιστο όριο της Egalité</translation>
    </message>
    <message>
        <source>%1 under the house&apos;s cap</source>
        <comment>A cell of baccarat.limit; %1 a side bet</comment>
        <translation>%1 κάτω από το όριο του Καζίνο</translation>
    </message>
    <message>
        <source>%1 at the house&apos;s cap</source>
        <comment>A cell of baccarat.limit; %1 a side bet</comment>
        <translation>%1 στο όριο του Καζίνο</translation>
    </message>
    <message>
        <source>%1 over the house&apos;s cap</source>
        <comment>A cell of baccarat.limit; %1 a side bet</comment>
        <translation>%1 πάνω από το όριο του Καζίνο</translation>
    </message>
    <message>
        <source>Alone, under the bank</source>
        <comment>A cell of baccarat.limit, chemin de fer</comment>
        <translation>Μόνος, κάτω από τον μπάνκο</translation>
    </message>
    <message>
        <source>Alone, the whole bank (banco)</source>
        <comment>A cell of baccarat.limit, chemin de fer</comment>
        <translation>Μόνος, όλος ο μπάνκο (banco)</translation>
    </message>
    <message>
        <source>Alone, over the bank</source>
        <comment>A cell of baccarat.limit, chemin de fer</comment>
        <translation>Μόνος, πάνω από τον μπάνκο</translation>
    </message>
    <message>
        <source>Under what the bank still covers</source>
        <comment>A cell of baccarat.limit, chemin de fer</comment>
        <translation>Κάτω από όσα καλύπτει ακόμη ο μπάνκο</translation>
    </message>
    <message>
        <source>At what the bank still covers</source>
        <comment>A cell of baccarat.limit, chemin de fer</comment>
        <translation>Ίσα με όσα καλύπτει ακόμη ο μπάνκο</translation>
    </message>
    <message>
        <source>Over what the bank still covers</source>
        <comment>A cell of baccarat.limit, chemin de fer</comment>
        <translation>Πάνω από όσα καλύπτει ακόμη ο μπάνκο</translation>
    </message>
    <message>
        <source>Under the limited bank</source>
        <comment>A cell of baccarat.limit, deux tableaux</comment>
        <translation>Κάτω από τον περιορισμένο μπάνκο</translation>
    </message>
    <message>
        <source>At the limited bank</source>
        <comment>A cell of baccarat.limit, deux tableaux</comment>
        <translation>Ίσα με τον περιορισμένο μπάνκο</translation>
    </message>
    <message>
        <source>Over the limited bank</source>
        <comment>A cell of baccarat.limit, deux tableaux</comment>
        <translation>Πάνω από τον περιορισμένο μπάνκο</translation>
    </message>
    <message>
        <source>An unlimited bank</source>
        <comment>A cell of baccarat.limit, deux tableaux</comment>
        <translation>Απεριόριστος μπάνκο</translation>
    </message>
    <message>
        <source>First card exposed</source>
        <comment>A cell of baccarat.procedure (art. 15 §5)</comment>
        <translation>Ανοιχτό πρώτο χαρτί</translation>
    </message>
    <message>
        <source>Cut card as the first card</source>
        <comment>A cell of baccarat.procedure (§16)</comment>
        <translation>Η κάρτα τελειώματος ως πρώτο χαρτί</translation>
    </message>
    <message>
        <source>Cut card during the coup</source>
        <comment>A cell of baccarat.procedure (§16)</comment>
        <translation>Η κάρτα τελειώματος κατά τη διάρκεια της παρτίδας</translation>
    </message>
    <message>
        <source>Cut card next after a coup</source>
        <comment>A cell of baccarat.procedure (§16; deux tableaux §2)</comment>
        <translation>Η κάρτα τελειώματος επόμενη μετά από παρτίδα</translation>
    </message>
    <message>
        <source>After the last coup</source>
        <comment>A cell of baccarat.procedure (§16)</comment>
        <translation>Μετά την τελευταία παρτίδα</translation>
    </message>
    <message>
        <source>To the shuffling machine</source>
        <comment>A cell of baccarat.procedure (§17, §20)</comment>
        <translation>Στη Συσκευή Ανακατέματος</translation>
    </message>
    <message>
        <source>Machine loaded</source>
        <comment>A cell of baccarat.procedure (§20 δ(3))</comment>
        <translation>Η συσκευή φορτώθηκε</translation>
    </message>
    <message>
        <source>A coup at the machine settled</source>
        <comment>A cell of baccarat.procedure (§20 δ(7))</comment>
        <translation>Παρτίδα στη συσκευή εκκαθαρίστηκε</translation>
    </message>
    <message>
        <source>The machine&apos;s table emptied</source>
        <comment>A cell of baccarat.procedure (§20 δ(6))</comment>
        <translation>Το τραπέζι της συσκευής άδειασε</translation>
    </message>
    <message>
        <source>Your cards: %1. Boxes: %2. At box %3&apos;s turn %4 came out that the player did not ask for; box(es) %5 refused it. What does the dealer do with the first card still waiting: offer it (to which box), take it, or burn it?</source>
        <comment>blackjack.incident: as blackjack.incident.exposed; %5 the boxes that refused, &quot;3, 4&quot;</comment>
        <translation>Τα χαρτιά σας: %1. Χωρίσματα: %2. Στη σειρά του χωρίσματος %3 βγήκαν χαρτιά που ο παίκτης δεν ζήτησε: %4· το χώρισμα(-τα) %5 το αρνήθηκε(-αν). Τι κάνει ο κρουπιέρης με το πρώτο χαρτί που περιμένει ακόμη: το προτείνει (σε ποιο χώρισμα), το παίρνει ή το καίει;</translation>
    </message>
    <message>
        <source>Table limits %1 to %2. A player puts %3 on an empty box. What does the dealer do, and what stake stays on the box?</source>
        <comment>blackjack.incident: art. 14 §16; %1 the minimum, %2 the maximum, %3 the bet</comment>
        <translation>Όρια τραπεζιού %1 έως %2. Ένας παίκτης τοποθετεί %3 σε κενό χώρισμα. Τι κάνει ο κρουπιέρης, και ποια μίζα μένει στο χώρισμα;</translation>
    </message>
    <message>
        <source>Table limits %1 to %2. The seated player has %3 on the box; a standing player asks to bet %4 on it. What does the dealer do, and what stake of his stays?</source>
        <comment>blackjack.incident: art. 14 §11; %1 minimum, %2 maximum, %3 the seated player&apos;s bet, %4 the standing player&apos;s</comment>
        <translation>Όρια τραπεζιού %1 έως %2. Ο καθήμενος παίκτης έχει %3 στο χώρισμα· ένας όρθιος παίκτης ζητά να ποντάρει %4 σε αυτό. Τι κάνει ο κρουπιέρης, και ποια μίζα του όρθιου μένει;</translation>
    </message>
    <message>
        <source>Table limits %1 to %2. The box holds %3 (seated) and %4 (standing); another standing player asks to bet %5 on it. What does the dealer do, and what stake of his stays?</source>
        <comment>blackjack.incident: art. 14 §11; %3 the seated player&apos;s bet, %4 a standing player&apos;s, %5 the new one</comment>
        <translation>Όρια τραπεζιού %1 έως %2. Το χώρισμα έχει %3 (καθήμενος) και %4 (όρθιος)· ένας ακόμη όρθιος παίκτης ζητά να ποντάρει %5 σε αυτό. Τι κάνει ο κρουπιέρης, και ποια μίζα του νέου όρθιου μένει;</translation>
    </message>
    <message>
        <source>Table limits %1 to %2. The box holds %3 (seated), %4 and %5 (standing); another standing player asks to bet %6 on it. What does the dealer do, and what stake of his stays?</source>
        <comment>blackjack.incident: art. 14 §11; %3 the seated player&apos;s bet, %4 and %5 the standing players&apos;, %6 the new one</comment>
        <translation>Όρια τραπεζιού %1 έως %2. Το χώρισμα έχει %3 (καθήμενος), %4 και %5 (όρθιοι)· ένας ακόμη όρθιος παίκτης ζητά να ποντάρει %6 σε αυτό. Τι κάνει ο κρουπιέρης, και ποια μίζα του νέου όρθιου μένει;</translation>
    </message>
    <message>
        <source>The cut card comes out while you deal the first cards of a round. What do you do?</source>
        <comment>blackjack.incident: art. 14 §8, the cut card (κάρτα τελειώματος)</comment>
        <translation>Η κάρτα τελειώματος εμφανίζεται ενώ μοιράζετε τα πρώτα χαρτιά μιας πάσας. Τι κάνετε;</translation>
    </message>
    <message>
        <source>The cut card comes out while you give a player a card. What do you do?</source>
        <comment>blackjack.incident: art. 14 §8, the cut card (κάρτα τελειώματος)</comment>
        <translation>Η κάρτα τελειώματος εμφανίζεται ενώ δίνετε χαρτί σε έναν παίκτη. Τι κάνετε;</translation>
    </message>
    <message>
        <source>The cut card comes out while you draw your own hand. What do you do?</source>
        <comment>blackjack.incident: art. 14 §8, the cut card (κάρτα τελειώματος)</comment>
        <translation>Η κάρτα τελειώματος εμφανίζεται ενώ τραβάτε χαρτιά για τον εαυτό σας. Τι κάνετε;</translation>
    </message>
    <message>
        <source>The cut card came out during this round, and every bet of it is now settled. What do you do?</source>
        <comment>blackjack.incident: art. 14 §8, the cut card (κάρτα τελειώματος)</comment>
        <translation>Η κάρτα τελειώματος εμφανίστηκε σε αυτή την πάσα, και όλες οι μίζες της έχουν πλέον εκκαθαριστεί. Τι κάνετε;</translation>
    </message>
    <message>
        <source>You have called the last round of the shoe (the cut card came out), and it is over. What do you do next?</source>
        <comment>blackjack.incident: art. 14 §8, the cut card (κάρτα τελειώματος)</comment>
        <translation>Αναγγείλατε την τελευταία πάσα του κουτιού (εμφανίστηκε η κάρτα τελειώματος), και αυτή τελείωσε. Τι κάνετε στη συνέχεια;</translation>
    </message>
    <message>
        <source>The shooter throws: the dice show %1 and %2, but one of them has left the table. What is the next step?</source>
        <comment>craps.incident: %1 and %2 the dice (art. 16 §8). Answers: the dealer&apos;s steps (No Roll, offer the dice, throw…)</comment>
        <translation>Ο παίκτης ρίχνει τα ζάρια: φέρνουν %1 και %2, αλλά το ένα βγήκε από το τραπέζι. Ποια είναι η επόμενη κίνηση;</translation>
    </message>
    <message>
        <source>The shooter throws: the dice show %1 and %2, but one of them has stopped on its edge against a stack of chips. What is the next step?</source>
        <comment>craps.incident: %1 and %2 the dice; a cocked die (art. 16 §8)</comment>
        <translation>Ο παίκτης ρίχνει τα ζάρια: φέρνουν %1 και %2, αλλά το ένα σταμάτησε στην ακμή του πάνω σε στοίβα μαρκών. Ποια είναι η επόμενη κίνηση;</translation>
    </message>
    <message>
        <source>A die left the table and the stickman has called No Roll. What is the next step?</source>
        <comment>craps.incident: after the call «Ρίψη άκυρη» (No Roll) for a die off the table (art. 16 §8)</comment>
        <translation>Ένα ζάρι βγήκε από το τραπέζι και ο Stickman φώναξε NO ROLL. Ποια είναι η επόμενη κίνηση;</translation>
    </message>
    <message>
        <source>A die stopped on its edge against the chips and the stickman has called No Roll; both dice are on the table. What is the next step?</source>
        <comment>craps.incident: after the call «Ρίψη άκυρη» (No Roll) for a cocked die (art. 16 §8)</comment>
        <translation>Ένα ζάρι σταμάτησε στην ακμή του πάνω στις μάρκες και ο Stickman φώναξε NO ROLL· και τα δύο ζάρια είναι στο τραπέζι. Ποια είναι η επόμενη κίνηση;</translation>
    </message>
    <message>
        <source>A die left the table. While the stickman offers the shooter five dice, a player puts chips on %1. What is the next step?</source>
        <comment>craps.incident: %1 a bet in the regulation&apos;s terms (FIELD, HARD 8…), art. 16 §8</comment>
        <translation>Ένα ζάρι βγήκε από το τραπέζι. Ενώ ο Stickman προσφέρει πέντε ζάρια στον παίκτη που ρίχνει, ένας παίκτης βάζει μάρκες στο %1. Ποια είναι η επόμενη κίνηση;</translation>
    </message>
    <message>
        <source>A die left the table. The stickman has offered the shooter five dice and he has taken two; nobody bets. What is the next step?</source>
        <comment>craps.incident: art. 16 §8, the change of dice</comment>
        <translation>Ένα ζάρι βγήκε από το τραπέζι. Ο Stickman πρόσφερε πέντε ζάρια στον παίκτη που ρίχνει κι εκείνος πήρε δύο· κανείς δεν ποντάρει. Ποια είναι η επόμενη κίνηση;</translation>
    </message>
    <message>
        <source>Seven-out. The stickman offers the dice to the next player, who declines them. What is the next step?</source>
        <comment>craps.incident: a player declines his turn with the dice (art. 16 §7)</comment>
        <translation>SEVEN OUT. Ο Stickman προσφέρει τα ζάρια στον επόμενο παίκτη, που αρνείται τη σειρά του. Ποια είναι η επόμενη κίνηση;</translation>
    </message>
    <message>
        <source>Seven-out. The next player takes the dice; his bets on the layout: %1. What is the next step?</source>
        <comment>craps.incident: %1 the new shooter&apos;s bets in the regulation&apos;s terms, comma separated (art. 16 §9)</comment>
        <translation>SEVEN OUT. Ο επόμενος παίκτης παίρνει τα ζάρια· οι μίζες του στο ταμπλό: %1. Ποια είναι η επόμενη κίνηση;</translation>
    </message>
    <message>
        <source>Seven-out. The next player takes the dice; he has no bet on the layout. What is the next step?</source>
        <comment>craps.incident: the new shooter has no bet at all (art. 16 §9)</comment>
        <translation>SEVEN OUT. Ο επόμενος παίκτης παίρνει τα ζάρια· δεν έχει καμία μίζα στο ταμπλό. Ποια είναι η επόμενη κίνηση;</translation>
    </message>
    <message>
        <source>The puck is OFF. A player asks to take down his %1. What is the next step?</source>
        <comment>craps.incident: %1 a bet in the regulation&apos;s terms, with its number for a COME or DON&apos;T COME bet that has travelled (&quot;COME 5&quot;); art. 16 §10 α</comment>
        <translation>Ο δείκτης είναι OFF. Ένας παίκτης ζητά να αποσύρει το %1 του. Ποια είναι η επόμενη κίνηση;</translation>
    </message>
    <message>
        <source>The puck is OFF. A player asks to take down his %1, which has odds behind it. What is the next step?</source>
        <comment>craps.incident: as craps.incident.take-down.come-out; the odds stay behind the bet</comment>
        <translation>Ο δείκτης είναι OFF. Ένας παίκτης ζητά να αποσύρει το %1 του, που έχει ODDS πίσω του. Ποια είναι η επόμενη κίνηση;</translation>
    </message>
    <message>
        <source>The point is %1. A player asks to take down his %2. What is the next step?</source>
        <comment>craps.incident: %1 the point, %2 the bet as in craps.incident.take-down.come-out</comment>
        <translation>Το POINT είναι %1. Ένας παίκτης ζητά να αποσύρει το %2 του. Ποια είναι η επόμενη κίνηση;</translation>
    </message>
    <message>
        <source>The point is %1. A player asks to take down his %2, which has odds behind it. What is the next step?</source>
        <comment>craps.incident: as craps.incident.take-down.point; the odds stay behind the bet</comment>
        <translation>Το POINT είναι %1. Ένας παίκτης ζητά να αποσύρει το %2 του, που έχει ODDS πίσω του. Ποια είναι η επόμενη κίνηση;</translation>
    </message>
    <message>
        <source>A voided throw (%1)</source>
        <comment>A cell of the craps incidents: %1 off-table or cocked, the cause (art. 16 §8).</comment>
        <translation>Άκυρη ρίψη (%1)</translation>
    </message>
    <message>
        <source>After No Roll (%1)</source>
        <comment>A cell of the craps incidents: %1 off-table or cocked, the cause (art. 16 §8).</comment>
        <translation>Μετά το NO ROLL (%1)</translation>
    </message>
    <message>
        <source>Dice offered, a bet: %1</source>
        <comment>A cell of the craps incidents: %1 bet (a player tries one) or none (art. 16 §8).</comment>
        <translation>Προσφορά ζαριών, μίζα: %1</translation>
    </message>
    <message>
        <source>The dice come to a player (%1)</source>
        <comment>A cell of the craps incidents: %1 declines, or his line bet: pass, dont-pass or none (art. 16 §7, §9).</comment>
        <translation>Τα ζάρια έρχονται σε παίκτη (%1)</translation>
    </message>
    <message>
        <source>Take down %1</source>
        <comment>A cell of the craps incidents: %1 the bet a player asks to take down (art. 16 §10 α).</comment>
        <translation>Απόσυρση %1</translation>
    </message>
    <message>
        <source>Pay %1 from a float of %2 (smallest chip %3): which chips, and how many of each, make it in the fewest chips?</source>
        <comment>chips.pay: %1 the amount to hand over, %2 the float&apos;s chips, %3 the smallest chip. The answer is a count per chip</comment>
        <translation>Πληρώστε %1 από float με %2 (μικρότερη μάρκα %3): ποιες μάρκες, και πόσες από την καθεμία, το σχηματίζουν με τις λιγότερες μάρκες;</translation>
    </message>
    <message>
        <source>Paid in %1</source>
        <comment>A cell of chips.pay; %1 the chips used, &quot;5 + 25&quot;</comment>
        <translation>Πληρωμή σε %1</translation>
    </message>
    <message>
        <source>Paid in %1, not largest chip first</source>
        <comment>A cell of chips.pay; %1 the chips used, &quot;20&quot;; taking the largest chip first would use more chips</comment>
        <translation>Πληρωμή σε %1, όχι με τη μεγαλύτερη μάρκα πρώτα</translation>
    </message>
    <message>
        <source>Colour up a player&apos;s chips, %1, from a float of %2: which chips, and how many of each, are worth the same in the fewest chips?</source>
        <comment>chips.colour-up: %1 the player&apos;s chips (&quot;12 × 5 + 4 × 1&quot;), %2 the float&apos;s chips. Colouring up: exchanging small chips for fewer of higher value</comment>
        <translation>Αλλάξτε σε μεγαλύτερες τις μάρκες ενός παίκτη, %1, από float με %2: ποιες μάρκες, και πόσες από την καθεμία, έχουν την ίδια αξία με τις λιγότερες μάρκες;</translation>
    </message>
    <message>
        <source>A player puts down %1 in cash at a table whose smallest chip is %2 (chips %3): which chips, fewest, and how much cash goes back?</source>
        <comment>chips.change: %1 the cash, %2 the table&apos;s smallest chip, %3 the chips of the table. A house convention: chips of at least the table&apos;s smallest, the rest in cash</comment>
        <translation>Ένας παίκτης δίνει %1 σε μετρητά σε τραπέζι με μικρότερη μάρκα %2 (μάρκες %3): ποιες μάρκες, οι λιγότερες, και πόσα μετρητά επιστρέφονται;</translation>
    </message>
    <message>
        <source>How much is on the layout? The stacks, each from the bottom, apart by |: %1 (smallest chip %2).</source>
        <comment>chips.count: %1 the stacks, &quot;20 × 5 | 4 × 25 + 3 × 5&quot;: a run of 4 chips of 25 under 3 of 5 in the second stack</comment>
        <translation>Πόσα είναι στο τραπέζι; Οι στήλες, η καθεμία από κάτω προς τα πάνω, χωρισμένες με |: %1 (μικρότερη μάρκα %2).</translation>
    </message>
    <message>
        <source>Coloured up into %1</source>
        <comment>A cell of chips.colour-up; %1 the chips used, &quot;5 + 25&quot;</comment>
        <translation>Αλλαγή σε μεγαλύτερες: %1</translation>
    </message>
    <message>
        <source>Coloured up into %1, not largest chip first</source>
        <comment>A cell of chips.colour-up; %1 the chips used; taking the largest chip first would use more chips</comment>
        <translation>Αλλαγή σε μεγαλύτερες: %1, όχι με τη μεγαλύτερη μάρκα πρώτα</translation>
    </message>
    <message>
        <source>Cash changed into %1</source>
        <comment>A cell of chips.change; %1 the chips used</comment>
        <translation>Μετρητά σε μάρκες: %1</translation>
    </message>
    <message>
        <source>Cash changed into %1, some handed back</source>
        <comment>A cell of chips.change; %1 the chips used; part of the cash is below the table&apos;s smallest chip and goes back</comment>
        <translation>Μετρητά σε μάρκες: %1, με επιστροφή μετρητών</translation>
    </message>
    <message>
        <source>Stacks of %1</source>
        <comment>A cell of chips.count: every chip is of %1</comment>
        <translation>Στήλες των %1</translation>
    </message>
    <message>
        <source>Stacks of one colour each, up to %1</source>
        <comment>A cell of chips.count: each stack one value, the largest %1</comment>
        <translation>Στήλες ενός χρώματος η καθεμία, έως %1</translation>
    </message>
    <message>
        <source>Mixed stacks, up to %1</source>
        <comment>A cell of chips.count: stacks of several values, the largest %1</comment>
        <translation>Ανάμεικτες στήλες, έως %1</translation>
    </message>
    <message>
        <source>A bet of %1 chips of %2 wins at %3; stacks of %4 (smallest chip %5). What is paid, how many full stacks and loose chips of %2, and the rest in which chips?</source>
        <comment>chips.cut: %1 how many chips the bet is, %2 their value, %3 the payout ratio (3:2), %4 the chips in a full stack (5 or 20), %5 the smallest chip. Cutting: paying in the bet&apos;s own chips, sized against the bet</comment>
        <translation>Μίζα %1 μαρκών των %2 κερδίζει με %3· στήλες των %4 (μικρότερη μάρκα %5). Πόσα πληρώνονται, πόσες γεμάτες στήλες και μεμονωμένες μάρκες των %2, και το υπόλοιπο σε ποιες μάρκες;</translation>
    </message>
    <message>
        <source>%1 put down on %2, smallest chip %3. In proper units, what stake do you book, and what does it win?</source>
        <comment>chips.units: %1 the money put down, %2 the bet in the regulation&apos;s terms (PLACE 6 (RIGHT BET)), %3 the smallest chip. Proper units: a stake whose win is whole chips</comment>
        <translation>%1 τοποθετούνται στο %2, μικρότερη μάρκα %3. Σε σωστές μονάδες, ποια μίζα καταχωρείτε και τι κερδίζει;</translation>
    </message>
    <message>
        <source>%1 put down on %2 with the point %3, smallest chip %4. In proper units, what stake do you book, and what does it win?</source>
        <comment>chips.units: %2 the odds bet (WIN ODDS…), %3 the point or come point</comment>
        <translation>%1 τοποθετούνται στο %2 με πόντο %3, μικρότερη μάρκα %4. Σε σωστές μονάδες, ποια μίζα καταχωρείτε και τι κερδίζει;</translation>
    </message>
    <message>
        <source>Cut at %1 in stacks of %2</source>
        <comment>A cell of chips.cut: %1 the ratio, %2 chips a stack; the payout is whole chips of the bet</comment>
        <translation>Κόψιμο με %1 σε στήλες των %2</translation>
    </message>
    <message>
        <source>Cut at %1 in stacks of %2, with a rest</source>
        <comment>A cell of chips.cut: part of the payout is below one of the bet&apos;s chips</comment>
        <translation>Κόψιμο με %1 σε στήλες των %2, με υπόλοιπο</translation>
    </message>
    <message>
        <source>%1 on %2, in proper units</source>
        <comment>A cell of chips.units: %1 the bet, %2 its number; the stake already in units</comment>
        <translation>%1 στο %2, σε σωστές μονάδες</translation>
    </message>
    <message>
        <source>%1 on %2, brought to proper units</source>
        <comment>A cell of chips.units: %1 the bet, %2 its number; part of the stake goes back</comment>
        <translation>%1 στο %2, σε σωστές μονάδες μετά από διόρθωση</translation>
    </message>
    <message>
        <source>How much is on the layout? Count the stacks as they lie (smallest chip %1).</source>
        <comment>chips.count, the stacks drawn on the felt beside the question; %1 the table&apos;s smallest chip</comment>
        <translation>Πόσα είναι στο τραπέζι; Μετρήστε τις στήλες όπως είναι (μικρότερη μάρκα %1).</translation>
    </message>
    <message>
        <source>Two cards making %1</source>
        <comment>A cell of baccarat.total: %1 the point 0–9 (art. 15 §13).</comment>
        <translation>Δύο φύλλα με άθροισμα %1</translation>
    </message>
    <message>
        <source>Three cards making %1</source>
        <comment>A cell of baccarat.total: %1 the point 0–9 (art. 15 §13).</comment>
        <translation>Τρία φύλλα με άθροισμα %1</translation>
    </message>
    <message>
        <source>Punto %1 against Banco %2, third card %3</source>
        <comment>A cell of baccarat.coup: %1 and %2 the two-card points, %3 the value of Punto&apos;s third card. Regulation&apos;s words.</comment>
        <translation>Punto %1 έναντι Banco %2, τρίτο φύλλο %3</translation>
    </message>
    <message>
        <source>Punto %1 against Banco %2, Punto on two cards</source>
        <comment>A cell of baccarat.coup: %1 and %2 the two-card points; Punto took no third card.</comment>
        <translation>Punto %1 έναντι Banco %2, το Punto με δύο φύλλα</translation>
    </message>
    <message>
        <source>%1 bet, Punto wins</source>
        <comment>A cell of baccarat.payout; %1 a bet such as &quot;Banco&quot;.</comment>
        <translation>Στοίχημα %1, κερδίζει το Punto</translation>
    </message>
    <message>
        <source>%1 bet, Banco wins with other than 6</source>
        <comment>A cell of baccarat.payout; %1 a bet.</comment>
        <translation>Στοίχημα %1, κερδίζει το Banco με άλλο από 6</translation>
    </message>
    <message>
        <source>%1 bet, Banco wins with 6 on two cards</source>
        <comment>A cell of baccarat.payout; %1 a bet.</comment>
        <translation>Στοίχημα %1, κερδίζει το Banco με 6 σε δύο φύλλα</translation>
    </message>
    <message>
        <source>%1 bet, Banco wins with 6 on three cards</source>
        <comment>A cell of baccarat.payout; %1 a bet.</comment>
        <translation>Στοίχημα %1, κερδίζει το Banco με 6 σε τρία φύλλα</translation>
    </message>
    <message>
        <source>%1 bet, Egalité</source>
        <comment>A cell of baccarat.payout; %1 a bet; the coup is a tie.</comment>
        <translation>Στοίχημα %1, Egalité</translation>
    </message>
    <message>
        <source>%1 bet, the pair came</source>
        <comment>A cell of baccarat.payout; %1 a pair bet; its hand&apos;s first two cards are a pair.</comment>
        <translation>Στοίχημα %1, ήρθε το ζευγάρι</translation>
    </message>
    <message>
        <source>%1 bet, no pair</source>
        <comment>A cell of baccarat.payout; %1 a pair bet; its hand&apos;s first two cards are no pair.</comment>
        <translation>Στοίχημα %1, χωρίς ζευγάρι</translation>
    </message>
    <message>
        <source>Punto</source>
        <comment>A baccarat bet&apos;s name in a cell&apos;s words (regulation&apos;s word).</comment>
        <translation>Punto</translation>
    </message>
    <message>
        <source>Banco</source>
        <comment>A baccarat bet&apos;s name in a cell&apos;s words (regulation&apos;s word).</comment>
        <translation>Banco</translation>
    </message>
    <message>
        <source>Egalité</source>
        <comment>A baccarat bet&apos;s name in a cell&apos;s words (regulation&apos;s word).</comment>
        <translation>Egalité</translation>
    </message>
    <message>
        <source>Super Six</source>
        <comment>A baccarat bet&apos;s name in a cell&apos;s words (the variants guide&apos;s name).</comment>
        <translation>Super Six</translation>
    </message>
    <message>
        <source>Punto pair</source>
        <comment>A baccarat side bet&apos;s name in a cell&apos;s words.</comment>
        <translation>ζευγάρι Punto</translation>
    </message>
    <message>
        <source>Banco pair</source>
        <comment>A baccarat side bet&apos;s name in a cell&apos;s words.</comment>
        <translation>ζευγάρι Banco</translation>
    </message>
    <message>
        <source>Chips of %1, the 5 % on whole chips</source>
        <comment>A cell of baccarat.cagnotte (γκανιότα, art. 15 §7); %1 an amount.</comment>
        <translation>Μάρκες των %1, το 5 % σε ολόκληρες μάρκες</translation>
    </message>
    <message>
        <source>Chips of %1, the 5 % between two chips</source>
        <comment>A cell of baccarat.cagnotte; %1 an amount; the share is rounded down.</comment>
        <translation>Μάρκες των %1, το 5 % ανάμεσα σε δύο μάρκες</translation>
    </message>
    <message>
        <source>Chips of %1, the 5 % under one chip</source>
        <comment>A cell of baccarat.cagnotte; %1 an amount; nothing is kept.</comment>
        <translation>Μάρκες των %1, το 5 % κάτω από μία μάρκα</translation>
    </message>
    <message>
        <source>One card, %1</source>
        <comment>A cell of a blackjack hand: one card, %1 its value 2–10.</comment>
        <translation>Ένα φύλλο, %1</translation>
    </message>
    <message>
        <source>One card, an ace</source>
        <comment>A cell of a blackjack hand.</comment>
        <translation>Ένα φύλλο, άσος</translation>
    </message>
    <message>
        <source>Blackjack</source>
        <comment>A cell of a blackjack hand: an ace and a ten-value card.</comment>
        <translation>Μπλάκτζακ</translation>
    </message>
    <message>
        <source>%1 cards, hard %2</source>
        <comment>A cell of a blackjack hand: %1 the number of cards (2–6), %2 the total; no ace.</comment>
        <translation>%1 φύλλα, hard %2</translation>
    </message>
    <message>
        <source>%1 cards, hard %2 with an ace</source>
        <comment>A cell of a blackjack hand: the ace counts 1.</comment>
        <translation>%1 φύλλα, hard %2 με έναν άσο</translation>
    </message>
    <message>
        <source>%1 cards, hard %2 with two aces or more</source>
        <comment>A cell of a blackjack hand: every ace counts 1.</comment>
        <translation>%1 φύλλα, hard %2 με δύο άσους ή περισσότερους</translation>
    </message>
    <message>
        <source>%1 cards, soft %2</source>
        <comment>A cell of a blackjack hand: %1 cards, %2 the total with the ace counted 11.</comment>
        <translation>%1 φύλλα, soft %2</translation>
    </message>
    <message>
        <source>%1 cards, soft %2 with two aces or more</source>
        <comment>A cell of a blackjack hand: one ace counts 11.</comment>
        <translation>%1 φύλλα, soft %2 με δύο άσους ή περισσότερους</translation>
    </message>
    <message>
        <source>%1 cards, bust at %2</source>
        <comment>A cell of a blackjack hand: %2 the total over 21; no ace.</comment>
        <translation>%1 φύλλα, καίγεται στο %2</translation>
    </message>
    <message>
        <source>%1 cards, bust at %2 with an ace</source>
        <comment>A cell of a blackjack hand: %2 the total over 21.</comment>
        <translation>%1 φύλλα, καίγεται στο %2 με έναν άσο</translation>
    </message>
    <message>
        <source>%1 cards, bust at %2 with two aces or more</source>
        <comment>A cell of a blackjack hand: %2 the total over 21.</comment>
        <translation>%1 φύλλα, καίγεται στο %2 με δύο άσους ή περισσότερους</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <comment>A cell of blackjack.dealer: %1 his hand, such as &quot;3 cards, soft 17&quot;.</comment>
        <translation>Κρουπιέρης: %1</translation>
    </message>
    <message>
        <source>blackjack</source>
        <comment>The dealer&apos;s ending in a cell&apos;s words: &quot;against the dealer&apos;s blackjack&quot;.</comment>
        <translation>μπλάκτζακ</translation>
    </message>
    <message>
        <source>bust</source>
        <comment>The dealer&apos;s ending in a cell&apos;s words: he went over 21.</comment>
        <translation>κάηκε</translation>
    </message>
    <message>
        <source>first card alone</source>
        <comment>The dealer&apos;s ending in a cell&apos;s words: the bet was settled before he drew (art. 14 §12 β).</comment>
        <translation>μόνο το πρώτο φύλλο</translation>
    </message>
    <message>
        <source>%1 against the dealer&apos;s %2, %3</source>
        <comment>A cell of blackjack.payout: %1 such as &quot;Two cards&quot;, %2 17–21 or cell.blackjack.end.*, %3 such as &quot;an odd number of chips&quot;.</comment>
        <translation>%1 έναντι %2 του κρουπιέρη, %3</translation>
    </message>
    <message>
        <source>A bust hand</source>
        <comment>The player&apos;s hand in a cell of blackjack.payout.</comment>
        <translation>Χέρι που κάηκε</translation>
    </message>
    <message>
        <source>A blackjack</source>
        <comment>The player&apos;s hand in a cell of blackjack.payout.</comment>
        <translation>Μπλάκτζακ</translation>
    </message>
    <message>
        <source>Two cards</source>
        <comment>The player&apos;s hand in a cell of blackjack.payout: he stood on two cards.</comment>
        <translation>Δύο φύλλα</translation>
    </message>
    <message>
        <source>Three cards or more</source>
        <comment>The player&apos;s hand in a cell of blackjack.payout, a double included.</comment>
        <translation>Τρία φύλλα ή περισσότερα</translation>
    </message>
    <message>
        <source>A split hand</source>
        <comment>The player&apos;s hand in a cell of blackjack.payout (art. 14 §14).</comment>
        <translation>Χέρι από χώρισμα</translation>
    </message>
    <message>
        <source>A split ace</source>
        <comment>The player&apos;s hand in a cell of blackjack.payout: an ace of a split pair and its one card.</comment>
        <translation>Άσος από χώρισμα</translation>
    </message>
    <message>
        <source>Insurance</source>
        <comment>The bet in a cell of blackjack.payout (art. 14 §13).</comment>
        <translation>Ασφάλεια</translation>
    </message>
    <message>
        <source>Even money</source>
        <comment>The bet in a cell of blackjack.payout (art. 14 §12 β).</comment>
        <translation>Even money (1:1)</translation>
    </message>
    <message>
        <source>an even number of chips</source>
        <comment>The stake in a cell of blackjack.payout.</comment>
        <translation>ζυγός αριθμός μαρκών</translation>
    </message>
    <message>
        <source>an odd number of chips</source>
        <comment>The stake in a cell of blackjack.payout: a 3:2 falls between chips.</comment>
        <translation>μονός αριθμός μαρκών</translation>
    </message>
    <message>
        <source>a stake off the chip</source>
        <comment>The stake in a cell of blackjack.payout: not a whole number of the table&apos;s smallest chip.</comment>
        <translation>μίζα εκτός μάρκας</translation>
    </message>
    <message>
        <source>Dealer&apos;s first card an ace, ending on %1</source>
        <comment>A cell of blackjack.round: %1 17–21 or cell.blackjack.end.*.</comment>
        <translation>Πρώτο φύλλο του κρουπιέρη άσος, τελικά %1</translation>
    </message>
    <message>
        <source>Dealer&apos;s first card not an ace, ending on %1</source>
        <comment>A cell of blackjack.round: %1 17–21 or cell.blackjack.end.*.</comment>
        <translation>Πρώτο φύλλο του κρουπιέρη όχι άσος, τελικά %1</translation>
    </message>
    <message>
        <source>Ace showing, before insurance: %1</source>
        <comment>A cell of blackjack.step (art. 14 §13): %1 the box, such as &quot;a box on 21&quot;.</comment>
        <translation>Φαίνεται άσος, πριν από την ασφάλεια: %1</translation>
    </message>
    <message>
        <source>Dealer&apos;s first card %1: %2</source>
        <comment>A cell of blackjack.step: %1 such as &quot;a ten-value card&quot;, %2 the box in front of him.</comment>
        <translation>Πρώτο φύλλο του κρουπιέρη %1: %2</translation>
    </message>
    <message>
        <source>Dealer&apos;s hand: %1</source>
        <comment>A cell of blackjack.step (art. 14 §12 γ): %1 such as &quot;soft 17&quot;.</comment>
        <translation>Χέρι του κρουπιέρη: %1</translation>
    </message>
    <message>
        <source>an ace</source>
        <comment>The dealer&apos;s first card in a cell of blackjack.step.</comment>
        <translation>άσος</translation>
    </message>
    <message>
        <source>a ten-value card</source>
        <comment>The dealer&apos;s first card in a cell of blackjack.step.</comment>
        <translation>φύλλο αξίας 10</translation>
    </message>
    <message>
        <source>2 to 9</source>
        <comment>The dealer&apos;s first card in a cell of blackjack.step.</comment>
        <translation>2 έως 9</translation>
    </message>
    <message>
        <source>every box played</source>
        <comment>The box in a cell of blackjack.step: none is left.</comment>
        <translation>όλα τα χωρίσματα έχουν παίξει</translation>
    </message>
    <message>
        <source>a box with a blackjack</source>
        <comment>The box in a cell of blackjack.step.</comment>
        <translation>χώρισμα με μπλάκτζακ</translation>
    </message>
    <message>
        <source>a bust box</source>
        <comment>The box in a cell of blackjack.step.</comment>
        <translation>χώρισμα που κάηκε</translation>
    </message>
    <message>
        <source>a box on 21</source>
        <comment>The box in a cell of blackjack.step: 21 on three cards or more.</comment>
        <translation>χώρισμα στο 21</translation>
    </message>
    <message>
        <source>a box below 21</source>
        <comment>The box in a cell of blackjack.step: still playing.</comment>
        <translation>χώρισμα κάτω από 21</translation>
    </message>
    <message>
        <source>hard below 17</source>
        <comment>The dealer&apos;s hand in a cell of blackjack.step.</comment>
        <translation>hard κάτω από 17</translation>
    </message>
    <message>
        <source>soft below 17</source>
        <comment>The dealer&apos;s hand in a cell of blackjack.step.</comment>
        <translation>soft κάτω από 17</translation>
    </message>
    <message>
        <source>hard 17</source>
        <comment>The dealer&apos;s hand in a cell of blackjack.step.</comment>
        <translation>hard 17</translation>
    </message>
    <message>
        <source>soft 17</source>
        <comment>The dealer&apos;s hand in a cell of blackjack.step: he stands (art. 14 §12 γ).</comment>
        <translation>soft 17</translation>
    </message>
    <message>
        <source>18 to 21</source>
        <comment>The dealer&apos;s hand in a cell of blackjack.step.</comment>
        <translation>18 έως 21</translation>
    </message>
    <message>
        <source>blackjack</source>
        <comment>The dealer&apos;s hand in a cell of blackjack.step.</comment>
        <translation>μπλάκτζακ</translation>
    </message>
    <message>
        <source>bust</source>
        <comment>The dealer&apos;s hand in a cell of blackjack.step.</comment>
        <translation>κάηκε</translation>
    </message>
    <message>
        <source>A card showed its face</source>
        <comment>A cell of blackjack.incident (art. 14 §7 ¶1).</comment>
        <translation>Φύλλο φάνηκε με την όψη του</translation>
    </message>
    <message>
        <source>Exposed card, offered to the next box</source>
        <comment>A cell of blackjack.incident (art. 14 §7 ¶2).</comment>
        <translation>Φύλλο που φάνηκε, προσφέρεται στο επόμενο χώρισμα</translation>
    </message>
    <message>
        <source>Exposed card, past a finished box</source>
        <comment>A cell of blackjack.incident (art. 14 §7 ¶2): the next box has a blackjack or 21.</comment>
        <translation>Φύλλο που φάνηκε, μετά από χώρισμα που τελείωσε</translation>
    </message>
    <message>
        <source>Exposed card, after a refusal</source>
        <comment>A cell of blackjack.incident (art. 14 §7 ¶2).</comment>
        <translation>Φύλλο που φάνηκε, μετά από άρνηση</translation>
    </message>
    <message>
        <source>Exposed card at the last box</source>
        <comment>A cell of blackjack.incident (art. 14 §7 ¶2): the dealer takes it.</comment>
        <translation>Φύλλο που φάνηκε στο τελευταίο χώρισμα</translation>
    </message>
    <message>
        <source>Exposed card, every box refused</source>
        <comment>A cell of blackjack.incident (art. 14 §7 ¶2): the dealer takes it.</comment>
        <translation>Φύλλο που φάνηκε, όλα τα χωρίσματα το αρνήθηκαν</translation>
    </message>
    <message>
        <source>Two exposed cards, dealer under 17</source>
        <comment>A cell of blackjack.incident (art. 14 §7 ¶2).</comment>
        <translation>Δύο φύλλα που φάνηκαν, κρουπιέρης κάτω από 17</translation>
    </message>
    <message>
        <source>Two exposed cards, dealer on 17 or more</source>
        <comment>A cell of blackjack.incident (art. 14 §7 ¶2): the second is burned.</comment>
        <translation>Δύο φύλλα που φάνηκαν, κρουπιέρης στο 17 ή πάνω</translation>
    </message>
    <message>
        <source>A bet over the maximum</source>
        <comment>A cell of blackjack.incident (art. 14 §16).</comment>
        <translation>Μίζα πάνω από το μέγιστο</translation>
    </message>
    <message>
        <source>A bet at the maximum</source>
        <comment>A cell of blackjack.incident (art. 14 §16).</comment>
        <translation>Μίζα στο μέγιστο</translation>
    </message>
    <message>
        <source>A first standing bettor</source>
        <comment>A cell of blackjack.incident (art. 14 §11).</comment>
        <translation>Πρώτος όρθιος παίκτης</translation>
    </message>
    <message>
        <source>A second standing bettor</source>
        <comment>A cell of blackjack.incident (art. 14 §11).</comment>
        <translation>Δεύτερος όρθιος παίκτης</translation>
    </message>
    <message>
        <source>A third standing bettor</source>
        <comment>A cell of blackjack.incident (art. 14 §11).</comment>
        <translation>Τρίτος όρθιος παίκτης</translation>
    </message>
    <message>
        <source>A standing bet over the box&apos;s maximum</source>
        <comment>A cell of blackjack.incident (art. 14 §11): brought down to the room left.</comment>
        <translation>Μίζα όρθιου πάνω από το μέγιστο του χωρίσματος</translation>
    </message>
    <message>
        <source>A standing bet, no room left</source>
        <comment>A cell of blackjack.incident (art. 14 §11): the room left is under the minimum.</comment>
        <translation>Μίζα όρθιου, χωρίς περιθώριο</translation>
    </message>
    <message>
        <source>Cut card in the deal</source>
        <comment>A cell of blackjack.incident (art. 14 §8, κάρτα τελειώματος).</comment>
        <translation>Κάρτα τελειώματος στο μοίρασμα</translation>
    </message>
    <message>
        <source>Cut card at a box&apos;s turn</source>
        <comment>A cell of blackjack.incident (art. 14 §8).</comment>
        <translation>Κάρτα τελειώματος στη σειρά ενός χωρίσματος</translation>
    </message>
    <message>
        <source>Cut card in the dealer&apos;s hand</source>
        <comment>A cell of blackjack.incident (art. 14 §8).</comment>
        <translation>Κάρτα τελειώματος στο χέρι του κρουπιέρη</translation>
    </message>
    <message>
        <source>Cut card, the round settled</source>
        <comment>A cell of blackjack.incident (art. 14 §8).</comment>
        <translation>Κάρτα τελειώματος, ο γύρος εκκαθαρίστηκε</translation>
    </message>
    <message>
        <source>Last round called and over</source>
        <comment>A cell of blackjack.incident (art. 14 §8, §2).</comment>
        <translation>Ο τελευταίος γύρος αναγγέλθηκε και τελείωσε</translation>
    </message>
    <message>
        <source>Come-out roll, %1</source>
        <comment>A cell of craps.layout: %1 the dice total.</comment>
        <translation>Ρίψη COME OUT, %1</translation>
    </message>
    <message>
        <source>Come-out roll, hard %1</source>
        <comment>A cell of craps.layout: %1 4, 6, 8 or 10 thrown as doubles.</comment>
        <translation>Ρίψη COME OUT, %1 με διπλές</translation>
    </message>
    <message>
        <source>Come-out roll, easy %1</source>
        <comment>A cell of craps.layout: %1 4, 6, 8 or 10 not thrown as doubles.</comment>
        <translation>Ρίψη COME OUT, %1 χωρίς διπλές</translation>
    </message>
    <message>
        <source>Point %1, roll %2</source>
        <comment>A cell of craps.layout: %1 the point, %2 the dice total.</comment>
        <translation>POINT %1, ζαριά %2</translation>
    </message>
    <message>
        <source>Point %1, hard %2</source>
        <comment>A cell of craps.layout: %1 the point, %2 4, 6, 8 or 10 as doubles.</comment>
        <translation>POINT %1, %2 με διπλές</translation>
    </message>
    <message>
        <source>Point %1, easy %2</source>
        <comment>A cell of craps.layout: %1 the point, %2 4, 6, 8 or 10 not as doubles.</comment>
        <translation>POINT %1, %2 χωρίς διπλές</translation>
    </message>
    <message>
        <source>Maximum on %1</source>
        <comment>A cell of craps.maximum (art. 16 §3–5): %1 a bet such as &quot;FIELD&quot;.</comment>
        <translation>Μέγιστο στο %1</translation>
    </message>
    <message>
        <source>Maximum on %1, point %2</source>
        <comment>A cell of craps.maximum: %1 an odds bet, %2 its point.</comment>
        <translation>Μέγιστο στο %1, POINT %2</translation>
    </message>
    <message>
        <source>Cards %1: what is the point?</source>
        <comment>baccarat.total: %1 is a list of 2 or 3 cards such as &quot;7♥ 8♠&quot;; the point is the sum modulo 10 (art. 15 §13)</comment>
        <translation>Φύλλα %1: ποιο είναι το σύνολο πόντων;</translation>
    </message>
    <message>
        <source>Punto %1, Banco %2: does Punto draw a third card?</source>
        <comment>baccarat.draw: %1 and %2 are cards such as &quot;7♥ 8♠&quot;. The answer is draw, stand or option. Keep Punto and Banco as in the regulation.</comment>
        <translation>Punto %1, Banco %2: τραβά το Punto τρίτο χαρτί;</translation>
    </message>
    <message>
        <source>A new shoe: the first card turned is %1. How many cards go to the discard holder, the first included?</source>
        <comment>baccarat.burn: %1 is a card such as &quot;7♥&quot; or &quot;10♠&quot;; art. 15 §9, the burn</comment>
        <translation>Νέο κουτί τραπουλόχαρτων: το πρώτο φύλλο που γυρίζει είναι %1. Πόσα φύλλα πηγαίνουν στον συλλέκτη (Discard Holder), περιλαμβανομένου και του πρώτου;</translation>
    </message>
    <message>
        <source>First card %1</source>
        <comment>A cell of baccarat.burn (art. 15 §9): %1 a rank, A 2–10 J Q K.</comment>
        <translation>Πρώτο φύλλο %1</translation>
    </message>
    <message>
        <source>Cards %1: what is the total? Is it soft, a blackjack, bust?</source>
        <comment>blackjack.total: %1 is a hand such as &quot;A♠ 6♥ 4♦&quot;. Soft: an ace counts 11. Blackjack: 21 on two cards. Bust: over 21 (art. 14 §12)</comment>
        <translation>Χαρτιά %1: ποιο είναι το άθροισμα; Είναι μαλακό, Μπλάκτζακ, καίγεται;</translation>
    </message>
    <message>
        <source>The dealer has %1: does he draw or stand?</source>
        <comment>blackjack.dealer: %1 is the dealer&apos;s hand such as &quot;A♠ 6♥&quot;; he stands on 17 or more, a soft 17 included (art. 14 §12 γ)</comment>
        <translation>Ο κρουπιέρης έχει %1: τραβά χαρτί ή σταματά;</translation>
    </message>
    <message>
        <source>The dealer&apos;s hand is %1, smallest chip %2. The boxes from the dealer&apos;s left, each as bet: cards (×2 a double, / between split hands, +N insured for N, (1:1) even money taken): %3. How much do you pay, how much do you collect, and how many hands push?</source>
        <comment>blackjack.round: %1 the dealer&apos;s finished hand, %2 the smallest chip, %3 the boxes such as &quot;1) 10 +5: 8♠ 3♥ / 8♦ 10♦ ×2 · 2) 20: A♠ K♦ (1:1)&quot;; keep the symbols ×2, /, + and (1:1) as they are</comment>
        <translation>Το χέρι του κρουπιέρη είναι %1, μικρότερη μάρκα %2. Τα χωρίσματα από τα αριστερά του κρουπιέρη, το καθένα ως μίζα: χαρτιά (×2 διπλασιασμός, / ανάμεσα σε συμμετοχές από SPLIT, +Ν ασφάλεια Ν, (1:1) πληρωμή 1 προς 1): %3. Πόσα πληρώνετε, πόσα μαζεύετε και πόσες συμμετοχές μένουν ισοπαλία;</translation>
    </message>
    <message>
        <source>Your cards: %1. Boxes: %2. At box %3&apos;s turn the next card in the shoe shows its face: %4. What does the dealer do with it?</source>
        <comment>blackjack.incident: art. 14 §7 ¶1; %1 the dealer&apos;s cards, %2 the boxes as &quot;2) 10♠ 5♦ · 5) 9♣ 7♥&quot;, %3 a box number, %4 a card</comment>
        <translation>Τα χαρτιά σας: %1. Χωρίσματα: %2. Στη σειρά του χωρίσματος %3 το επόμενο χαρτί στον διανομέα φαίνεται ανοιχτό: %4. Τι κάνει ο κρουπιέρης με αυτό;</translation>
    </message>
    <message>
        <source>Your cards: %1. Boxes: %2. At box %3&apos;s turn %4 came out that the player did not ask for. What does the dealer do with the first card still waiting: offer it (to which box), take it, or burn it?</source>
        <comment>blackjack.incident: art. 14 §7 ¶2; %1 the dealer&apos;s cards (his first, then any exposed card he took), %2 the boxes as &quot;2) 10♠ 5♦ · 5) 9♣ 7♥&quot;, %3 a box number, %4 the exposed cards in order</comment>
        <translation>Τα χαρτιά σας: %1. Χωρίσματα: %2. Στη σειρά του χωρίσματος %3 βγήκαν χαρτιά που ο παίκτης δεν ζήτησε: %4. Τι κάνει ο κρουπιέρης με το πρώτο χαρτί που περιμένει ακόμη: το προτείνει (σε ποιο χώρισμα), το παίρνει ή το καίει;</translation>
    </message>
    <message>
        <source>The dealer&apos;s steps of round %2 (seed %3): %1. Which step is the first wrong one, what is the error, and what is the remedy? (none, if every step is right)</source>
        <comment>protection.spot: %1 the steps, each its index, the action and what it acts on, in the question bank&apos;s notation; %2 the round; %3 the seed it was dealt from</comment>
        <translation>Οι κινήσεις του κρουπιέρη στην παρτίδα %2 (σπόρος %3): %1. Ποια κίνηση είναι η πρώτη λανθασμένη, ποιο είναι το λάθος και ποια η διόρθωση; (none, αν όλες οι κινήσεις είναι σωστές)</translation>
    </message>
    <message>
        <source>A round with no error</source>
        <comment>A cell of protection.spot</comment>
        <translation>Παρτίδα χωρίς λάθος</translation>
    </message>
    <message>
        <source>A card drawn where the rule stands</source>
        <comment>A cell of protection.spot</comment>
        <translation>Χαρτί που τραβήχτηκε ενώ ο κανόνας λέει στάση</translation>
    </message>
    <message>
        <source>No card drawn where the rule draws</source>
        <comment>A cell of protection.spot</comment>
        <translation>Δεν τραβήχτηκε χαρτί ενώ ο κανόνας το ορίζει</translation>
    </message>
    <message>
        <source>A total or point called wrong</source>
        <comment>A cell of protection.spot</comment>
        <translation>Λάθος αναγγελία αθροίσματος ή πόντων</translation>
    </message>
    <message>
        <source>The wrong winner announced</source>
        <comment>A cell of protection.spot</comment>
        <translation>Αναγγέλθηκε λάθος νικητής</translation>
    </message>
    <message>
        <source>Banco paid without its commission</source>
        <comment>A cell of protection.spot</comment>
        <translation>Το Banco πληρώθηκε χωρίς τη γκανιότα</translation>
    </message>
    <message>
        <source>A payment short</source>
        <comment>A cell of protection.spot</comment>
        <translation>Πληρωμή λιγότερη</translation>
    </message>
    <message>
        <source>A payment over</source>
        <comment>A cell of protection.spot</comment>
        <translation>Πληρωμή περισσότερη</translation>
    </message>
    <message>
        <source>A winner paid before the losers were collected</source>
        <comment>A cell of protection.spot</comment>
        <translation>Πληρώθηκε νικητής πριν μαζευτούν οι μίζες που χάνουν</translation>
    </message>
    <message>
        <source>A bet put down after the result</source>
        <comment>A cell of protection.spot</comment>
        <translation>Μίζα που μπήκε μετά το αποτέλεσμα</translation>
    </message>
    <message>
        <source>An exposed card played on</source>
        <comment>A cell of protection.spot</comment>
        <translation>Το παιχνίδι συνεχίστηκε με χαρτί που αποκαλύφθηκε</translation>
    </message>
    <message>
        <source>The cut card ignored</source>
        <comment>A cell of protection.spot</comment>
        <translation>Αγνοήθηκε η κάρτα τελειώματος</translation>
    </message>
    <message>
        <source>A come bet moved to the wrong number</source>
        <comment>A cell of protection.spot</comment>
        <translation>Μίζα COME μεταφέρθηκε σε λάθος αριθμό</translation>
    </message>
    <message>
        <source>The puck on the wrong number</source>
        <comment>A cell of protection.spot</comment>
        <translation>Ο Δείκτης σε λάθος αριθμό</translation>
    </message>
    <message>
        <source>A die off the table, the throw settled</source>
        <comment>A cell of protection.spot</comment>
        <translation>Ζάρι έξω από το τραπέζι, και η ρίψη εκκαθαρίστηκε</translation>
    </message>
    <message>
        <source>Player %1, banker %2: does the player draw a third card?</source>
        <comment>baccarat.draw at chemin de fer: %1 and %2 are cards. The player and the banker are art. 15&apos;s ο παίκτης and ο πάγκος (PLAYER and BANKER on the felt)</comment>
        <translation>Παίκτης %1, πάγκος %2: τραβά ο παίκτης τρίτο χαρτί;</translation>
    </message>
    <message>
        <source>Player %1, banker %2: does the banker draw a third card?</source>
        <comment>baccarat.draw at chemin de fer: %1 and %2 are cards; the player may already have a third card</comment>
        <translation>Παίκτης %1, πάγκος %2: τραβά ο πάγκος τρίτο χαρτί;</translation>
    </message>
    <message>
        <source>Tableau %1, bank %2: does the tableau draw a third card?</source>
        <comment>baccarat.draw at deux tableaux: %1 and %2 are cards; a tableau and the bank as the felt prints them (TABLEAU, BANK)</comment>
        <translation>Ταμπλώ %1, μπάνκο %2: τραβά το ταμπλώ τρίτο χαρτί;</translation>
    </message>
    <message>
        <source>Tableau %1, bank %2: does the bank draw a third card?</source>
        <comment>baccarat.draw at deux tableaux: %1 and %2 are cards; the tableau may already have a third card</comment>
        <translation>Ταμπλώ %1, μπάνκο %2: τραβά ο μπάνκο τρίτο χαρτί;</translation>
    </message>
    <message>
        <source>Banker %1, the player stood</source>
        <comment>A cell of the tableau at chemin de fer: the banker&apos;s (ο πάγκος) total when the player stood.</comment>
        <translation>Πάγκος %1, ο παίκτης μένει</translation>
    </message>
    <message>
        <source>Banker %1 against a third card %2</source>
        <comment>A cell of the tableau at chemin de fer: the banker&apos;s total against the player&apos;s third card.</comment>
        <translation>Πάγκος %1 απέναντι σε τρίτο φύλλο %2</translation>
    </message>
    <message>
        <source>Player %1</source>
        <comment>A cell of the tableau at chemin de fer: the player&apos;s two-card total.</comment>
        <translation>Παίκτης %1</translation>
    </message>
    <message>
        <source>Bank %1, the tableau stood</source>
        <comment>A cell of the tableau at deux tableaux: the bank&apos;s total when the tableau stood.</comment>
        <translation>Μπάνκο %1, το ταμπλώ μένει</translation>
    </message>
    <message>
        <source>Bank %1 against a third card %2</source>
        <comment>A cell of the tableau at deux tableaux: the bank&apos;s total against the tableau&apos;s third card.</comment>
        <translation>Μπάνκο %1 απέναντι σε τρίτο φύλλο %2</translation>
    </message>
    <message>
        <source>Tableau %1</source>
        <comment>A cell of the tableau at deux tableaux: a tableau&apos;s two-card total.</comment>
        <translation>Ταμπλώ %1</translation>
    </message>
</context>
<context>
    <name>Protection</name>
    <message>
        <source>Every step is the one the rules order: nothing to stop.</source>
        <translation>Κάθε κίνηση είναι αυτή που ορίζουν οι κανόνες: τίποτα για σταμάτημα.</translation>
    </message>
    <message>
        <source>Step %1 is wrong: %2.</source>
        <translation>Η κίνηση %1 είναι λανθασμένη: %2.</translation>
    </message>
    <message>
        <source>The rules order there: %1.</source>
        <translation>Οι κανόνες ορίζουν εκεί: %1.</translation>
    </message>
    <message>
        <source>Remedy: %1 (%2).</source>
        <translation>Διόρθωση: %1 (%2).</translation>
    </message>
    <message>
        <source>no error</source>
        <translation>κανένα λάθος</translation>
    </message>
    <message>
        <source>a card drawn where the rule stands</source>
        <translation>χαρτί που τραβήχτηκε ενώ ο κανόνας λέει στάση</translation>
    </message>
    <message>
        <source>no card drawn where the rule draws</source>
        <translation>δεν τραβήχτηκε χαρτί ενώ ο κανόνας το ορίζει</translation>
    </message>
    <message>
        <source>a total or point called wrong</source>
        <translation>λάθος αναγγελία αθροίσματος ή πόντων</translation>
    </message>
    <message>
        <source>the wrong winner announced</source>
        <translation>αναγγέλθηκε λάθος νικητής</translation>
    </message>
    <message>
        <source>Banco paid without its commission</source>
        <translation>Το Banco πληρώθηκε χωρίς τη γκανιότα</translation>
    </message>
    <message>
        <source>a payment short</source>
        <translation>πληρωμή λιγότερη</translation>
    </message>
    <message>
        <source>a payment over</source>
        <translation>πληρωμή περισσότερη</translation>
    </message>
    <message>
        <source>a winner paid before the losers were collected</source>
        <translation>πληρώθηκε νικητής πριν μαζευτούν οι μίζες που χάνουν</translation>
    </message>
    <message>
        <source>a bet put down after the result (past-posting)</source>
        <translation>μίζα που μπήκε μετά το αποτέλεσμα</translation>
    </message>
    <message>
        <source>an exposed card played on</source>
        <translation>το παιχνίδι συνεχίστηκε με χαρτί που αποκαλύφθηκε</translation>
    </message>
    <message>
        <source>the cut card ignored</source>
        <translation>αγνοήθηκε η κάρτα τελειώματος</translation>
    </message>
    <message>
        <source>a come bet moved to the wrong number</source>
        <translation>μίζα COME μεταφέρθηκε σε λάθος αριθμό</translation>
    </message>
    <message>
        <source>the puck on the wrong number</source>
        <translation>ο Δείκτης σε λάθος αριθμό</translation>
    </message>
    <message>
        <source>a die off the table, the throw settled</source>
        <translation>ζάρι έξω από το τραπέζι, και η ρίψη εκκαθαρίστηκε</translation>
    </message>
    <message>
        <source>nothing to correct</source>
        <translation>τίποτα για διόρθωση</translation>
    </message>
    <message>
        <source>the card drawn in error goes to the discard holder; play on as the rule orders</source>
        <translation>το χαρτί που τραβήχτηκε κατά λάθος πάει στον συλλέκτη· το παιχνίδι συνεχίζεται όπως ορίζει ο κανόνας</translation>
    </message>
    <message>
        <source>draw the card the rule orders before anything is settled</source>
        <translation>τραβήξτε το χαρτί που ορίζει ο κανόνας πριν εκκαθαριστεί οτιδήποτε</translation>
    </message>
    <message>
        <source>stop and announce it again, right</source>
        <translation>σταματήστε και αναγγείλετέ το ξανά, σωστά</translation>
    </message>
    <message>
        <source>take the 5 % commission from the payment</source>
        <translation>κρατήστε τη γκανιότα 5 % από την πληρωμή</translation>
    </message>
    <message>
        <source>pay the difference before the player picks up</source>
        <translation>πληρώστε τη διαφορά πριν ο παίκτης μαζέψει τις μάρκες</translation>
    </message>
    <message>
        <source>take the excess back before the player picks up; call the inspector if it is gone</source>
        <translation>πάρτε πίσω το επιπλέον πριν ο παίκτης μαζέψει τις μάρκες· αν έχει φύγει, καλέστε τον επόπτη</translation>
    </message>
    <message>
        <source>stop paying; collect the losing bets first, then pay</source>
        <translation>σταματήστε την πληρωμή· μαζέψτε πρώτα τις μίζες που χάνουν, μετά πληρώστε</translation>
    </message>
    <message>
        <source>refuse the bet and hand it back; call the inspector</source>
        <translation>αρνηθείτε τη μίζα και επιστρέψτε τη· καλέστε τον επόπτη</translation>
    </message>
    <message>
        <source>stop: deal with the exposed card as the regulation orders</source>
        <translation>σταματήστε: χειριστείτε το αποκαλυμμένο χαρτί όπως ορίζει ο κανονισμός</translation>
    </message>
    <message>
        <source>call the last coup: the shoe ends after it</source>
        <translation>αναγγείλετε την τελευταία παρτίδα: το κουτί τελειώνει μετά από αυτήν</translation>
    </message>
    <message>
        <source>move the bet to the number thrown</source>
        <translation>μεταφέρετε τη μίζα στον αριθμό που ήρθε</translation>
    </message>
    <message>
        <source>put the puck on the point (or OFF)</source>
        <translation>βάλτε τον Δείκτη στο POINT (ή OFF)</translation>
    </message>
    <message>
        <source>call &quot;No roll&quot;: the throw decides nothing; settle nothing</source>
        <translation>φωνάξτε «Ρίψη άκυρη»: η ρίψη δεν κρίνει τίποτα· δεν εκκαθαρίζεται τίποτα</translation>
    </message>
</context>
<context>
    <name>Puck</name>
    <message>
        <source>The puck is on</source>
        <translation>Το puck είναι ON</translation>
    </message>
    <message>
        <source>The puck is off</source>
        <translation>Το puck είναι OFF</translation>
    </message>
    <message>
        <source>ON</source>
        <extracomment>Written on the craps puck, white side (a point is on). Casinos keep &quot;ON&quot;.</extracomment>
        <translation>ON</translation>
    </message>
    <message>
        <source>OFF</source>
        <translation>OFF</translation>
    </message>
</context>
<context>
    <name>RuleSource</name>
    <message>
        <source>art.</source>
        <extracomment>In a rule&apos;s reference: &quot;art. 16 §3&quot; (the article of the regulation).</extracomment>
        <translation>άρθρο</translation>
    </message>
    <message>
        <source>last paragraph</source>
        <extracomment>In a rule&apos;s reference: &quot;art. 16 §3, last paragraph&quot;.</extracomment>
        <translation>τελευταίο εδάφιο</translation>
    </message>
    <message>
        <source>second paragraph</source>
        <extracomment>In a rule&apos;s reference: &quot;art. 16 §3, second paragraph&quot;.</extracomment>
        <translation>δεύτερο εδάφιο</translation>
    </message>
    <message>
        <source>manual</source>
        <extracomment>In a rule&apos;s reference: the Italian Punto Banco manual (&quot;manual §5&quot;).</extracomment>
        <translation>εγχειρίδιο</translation>
    </message>
    <message>
        <source>guide</source>
        <extracomment>In a rule&apos;s reference: the Greek guide to the baccarat variants.</extracomment>
        <translation>οδηγός</translation>
    </message>
    <message>
        <source>Croupier&apos;s reading</source>
        <extracomment>In a rule&apos;s reference: &quot;Croupier&apos;s reading&quot; (RULINGS.md, the product&apos;s reading of the rules).</extracomment>
        <translation>ερμηνεία του Croupier</translation>
    </message>
    <message>
        <source>Table limits and chips</source>
        <extracomment>In a rule&apos;s reference: RULINGS.md&apos;s section &quot;Table limits and chips&quot;.</extracomment>
        <translation>όρια τραπεζιού και μάρκες</translation>
    </message>
    <message>
        <source>Payouts, commission and rounding</source>
        <extracomment>In a rule&apos;s reference: RULINGS.md&apos;s section &quot;Payouts, commission and rounding&quot;.</extracomment>
        <translation>πληρωμές, γκανιότα και στρογγυλοποίηση</translation>
    </message>
    <message>
        <source>stacks of 5 or 20: house setting</source>
        <extracomment>In a rule&apos;s reference: the stacks a payout is cut into, a house setting.</extracomment>
        <translation>στήλες των 5 ή 20: ρύθμιση του καζίνου</translation>
    </message>
    <message>
        <source>house convention: proper units</source>
        <extracomment>In a rule&apos;s reference: craps&apos; proper units are the house&apos;s convention.</extracomment>
        <translation>σύμβαση του καζίνου: σωστές μονάδες</translation>
    </message>
    <message>
        <source>(convention)</source>
        <extracomment>In a rule&apos;s reference: &quot;RULINGS, chemin de fer (convention)&quot;: the product&apos;s convention.</extracomment>
        <translation>(σύμβαση)</translation>
    </message>
    <message>
        <source>dummy hand</source>
        <extracomment>In a rule&apos;s reference: RULINGS.md&apos;s section on a dummy hand (a coup with no bet on it).</extracomment>
        <translation>παρτίδα χωρίς μίζες</translation>
    </message>
    <message>
        <source>house convention: change at the table&apos;s unit</source>
        <extracomment>In a rule&apos;s reference: change is given in chips of the table&apos;s unit, a house convention.</extracomment>
        <translation>σύμβαση του καζίνου: ρέστα στη μονάδα του τραπεζιού</translation>
    </message>
    <message>
        <source>RULINGS</source>
        <extracomment>In a rule&apos;s reference: RULINGS.md, the product&apos;s readings of the rules where the texts are unclear (&quot;RULINGS, Craps&quot;).</extracomment>
        <translation>RULINGS</translation>
    </message>
    <message>
        <source>dice procedure</source>
        <extracomment>In a rule&apos;s reference: RULINGS.md&apos;s section on how the dice are handled (&quot;RULINGS, dice procedure&quot;).</extracomment>
        <translation>διαδικασία των ζαριών</translation>
    </message>
    <message>
        <source>two-tableaux baccarat</source>
        <extracomment>In a rule&apos;s reference: art. 15&apos;s section on deux tableaux, &quot;Μπακαράς με δύο ταμπλώ&quot; in the regulation (&quot;art. 15, two-tableaux baccarat&quot;).</extracomment>
        <translation>Μπακαράς με δύο ταμπλώ</translation>
    </message>
</context>
<context>
    <name>RuleText</name>
    <message>
        <source>%1 or %2</source>
        <extracomment>Joins the last item of a list of card values: &quot;2, 3 or 4&quot;</extracomment>
        <translation>%1 ή %2</translation>
    </message>
    <message>
        <source>Punto</source>
        <extracomment>The player&apos;s hand: &quot;Punto&quot; at Punto Banco (keep the regulation&apos;s word)</extracomment>
        <translation>Punto</translation>
    </message>
    <message>
        <source>The player</source>
        <translation>Ο παίκτης</translation>
    </message>
    <message>
        <source>Banco</source>
        <extracomment>The banker&apos;s hand: &quot;Banco&quot; at Punto Banco (keep the regulation&apos;s word)</extracomment>
        <translation>Banco</translation>
    </message>
    <message>
        <source>The banker</source>
        <translation>Ο πάγκος</translation>
    </message>
    <message>
        <source>A natural (8 or 9 on the first two cards) is turned over: nobody draws (%1).</source>
        <translation>Με natural (8 ή 9 πόντοι με τα δύο πρώτα φύλλα) τα φύλλα γυρίζουν: κανείς δεν τραβά χαρτί (%1).</translation>
    </message>
    <message>
        <source>%1 with %2 must draw a third card (%3).</source>
        <translation>%1 με %2 τραβά υποχρεωτικά τρίτο χαρτί (%3).</translation>
    </message>
    <message>
        <source>%1 with %2 must stand (%3).</source>
        <translation>%1 με %2 δεν τραβά χαρτί (%3).</translation>
    </message>
    <message>
        <source>%1 with %2 may draw or stand, as he chooses (%3).</source>
        <translation>%1 με %2 ή τραβά ή δεν τραβά χαρτί, κατά την επιλογή του (%3).</translation>
    </message>
    <message>
        <source>%1 stood. %2 with %3 must draw (%4).</source>
        <translation>%1 δεν τράβηξε χαρτί. %2 με %3 τραβά υποχρεωτικά χαρτί (%4).</translation>
    </message>
    <message>
        <source>%1 stood. %2 with %3 must stand (%4).</source>
        <translation>%1 δεν τράβηξε χαρτί. %2 με %3 δεν τραβά χαρτί (%4).</translation>
    </message>
    <message>
        <source>%1 with %2 draws or stands at his discretion (%3).</source>
        <translation>%1 με %2 τραβά ή δεν τραβά χαρτί κατά την κρίση του (%3).</translation>
    </message>
    <message>
        <source>%1 with %2 always draws, whatever the third card (%3).</source>
        <translation>%1 με %2 πάντα τραβά χαρτί, όποιο κι αν είναι το τρίτο φύλλο (%3).</translation>
    </message>
    <message>
        <source>%1 with %2 always stands, whatever the third card (%3).</source>
        <translation>%1 με %2 ποτέ δεν τραβά χαρτί, όποιο κι αν είναι το τρίτο φύλλο (%3).</translation>
    </message>
    <message>
        <source>%1 with %2 draws when the third card is %3 and stands when it is %4 (%5).</source>
        <extracomment>%1 Banco/The banker, %2 its total, %3 and %4 lists of card values, %5 the article</extracomment>
        <translation>%1 με %2 τραβά χαρτί όταν το τρίτο φύλλο είναι %3 και δεν τραβά όταν είναι %4 (%5).</translation>
    </message>
    <message>
        <source>%1 with %2 draws when the third card is %3, may draw or stand when it is %4, and stands when it is %5 (%6).</source>
        <extracomment>%1 The banker, %2 its total, %3 %4 %5 lists of card values, %6 the article</extracomment>
        <translation>%1 με %2 τραβά χαρτί όταν το τρίτο φύλλο είναι %3, ή τραβά ή δεν τραβά όταν είναι %4, και δεν τραβά όταν είναι %5 (%6).</translation>
    </message>
</context>
<context>
    <name>SchemaMigrations</name>
    <message>
        <source>not a Croupier %1 (%2 has no version)</source>
        <extracomment>%1 the kind of database (&quot;exam database&quot;), %2 the table that holds its version.</extracomment>
        <translation>δεν είναι %1 του Croupier (ο %2 δεν έχει έκδοση)</translation>
    </message>
    <message>
        <source>not an SQLite database (%1)</source>
        <translation>δεν είναι βάση SQLite (%1)</translation>
    </message>
    <message>
        <source>written by a newer Croupier (schema version %1; this version reads up to %2)</source>
        <translation>γράφτηκε από νεότερο Croupier (έκδοση σχήματος %1· αυτή η έκδοση διαβάζει έως %2)</translation>
    </message>
    <message>
        <source>not a Croupier %1 (schema version %2)</source>
        <extracomment>%1 the kind of database (&quot;exam database&quot;).</extracomment>
        <translation>δεν είναι %1 του Croupier (έκδοση σχήματος %2)</translation>
    </message>
    <message>
        <source>not a Croupier %1 (schema version 0 and tables %2)</source>
        <extracomment>%1 the kind of database (&quot;exam database&quot;), %2 the tables found.</extracomment>
        <translation>δεν είναι %1 του Croupier (έκδοση σχήματος 0 και πίνακες %2)</translation>
    </message>
    <message>
        <source>not a Croupier %1 (tables %2 without %3)</source>
        <extracomment>%1 the kind of database (&quot;exam database&quot;), %2 the tables found, %3 the version table.</extracomment>
        <translation>δεν είναι %1 του Croupier (πίνακες %2 χωρίς %3)</translation>
    </message>
    <message>
        <source>a Croupier %1 of schema version %2 without its table(s) %3</source>
        <extracomment>%1 the kind of database (&quot;exam database&quot;), %2 its version, %3 the tables it lacks.</extracomment>
        <translation>%1 του Croupier με έκδοση σχήματος %2 χωρίς τους πίνακες %3</translation>
    </message>
    <message>
        <source>cannot create the version table %1: %2</source>
        <extracomment>%1 the table that holds the schema&apos;s version, %2 the server&apos;s message.</extracomment>
        <translation>δεν μπορεί να δημιουργηθεί ο πίνακας έκδοσης %1: %2</translation>
    </message>
    <message>
        <source>migrating from schema version %1 to %2</source>
        <extracomment>%1 the version a database is at, %2 the version it is being taken to.</extracomment>
        <translation>μετάβαση από την έκδοση σχήματος %1 στην %2</translation>
    </message>
    <message>
        <source>%1: cannot begin a transaction: %2</source>
        <translation>%1: δεν μπορεί να ξεκινήσει συναλλαγή: %2</translation>
    </message>
    <message>
        <source>%1: cannot read the version: %2</source>
        <translation>%1: δεν μπορεί να διαβαστεί η έκδοση: %2</translation>
    </message>
    <message>
        <source>%1 failed at &quot;%2&quot;: %3</source>
        <extracomment>%1 what was being done, %2 the SQL statement, %3 the database&apos;s message.</extracomment>
        <translation>%1 απέτυχε στο «%2»: %3</translation>
    </message>
    <message>
        <source>%1: cannot commit: %2</source>
        <translation>%1: δεν μπορεί να ολοκληρωθεί η συναλλαγή: %2</translation>
    </message>
</context>
<context>
    <name>SpotTheErrorPage</name>
    <message>
        <source>%1 · Spot the error</source>
        <extracomment>The title of the spot-the-error page: %1 the game</extracomment>
        <translation>%1 · Εντοπισμός λάθους</translation>
    </message>
    <message>
        <source>Puck: %1</source>
        <extracomment>Spot the error, craps: the puck; %1 the point or OFF</extracomment>
        <translation>Δείκτης: %1</translation>
    </message>
    <message>
        <source>Bets on the layout</source>
        <extracomment>Spot the error: the heading of the bets on the layout</extracomment>
        <translation>Μίζες στο ταμπλό</translation>
    </message>
    <message>
        <source>Stake %1</source>
        <extracomment>Spot the error: a bet&apos;s stake; %1 the amount</extracomment>
        <translation>Μίζα %1</translation>
    </message>
    <message>
        <source>collected</source>
        <extracomment>Spot the error: a bet taken by the house</extracomment>
        <translation>μαζεύτηκε</translation>
    </message>
    <message>
        <source>paid %1</source>
        <extracomment>Spot the error: what a bet was paid; %1 the amount</extracomment>
        <translation>πληρώθηκε %1</translation>
    </message>
    <message>
        <source>commission %1</source>
        <extracomment>Spot the error: the commission taken; %1 the amount</extracomment>
        <translation>γκανιότα %1</translation>
    </message>
    <message>
        <source>1 in 4</source>
        <extracomment>Spot the error: how often a round has an error</extracomment>
        <translation>1 στις 4</translation>
    </message>
    <message>
        <source>1 in 2</source>
        <translation>1 στις 2</translation>
    </message>
    <message>
        <source>slow</source>
        <extracomment>Spot the error: the speed of the dealer&apos;s steps</extracomment>
        <translation>αργά</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>κανονικά</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>γρήγορα</translation>
    </message>
    <message>
        <source>Stopped %1 · missed %2 · false alarms %3 · mean delay %4</source>
        <extracomment>Spot the error&apos;s counts: %1 errors stopped, %2 missed, %3 false alarms, %4 the mean delay</extracomment>
        <translation>Σταματήσατε %1 · χάσατε %2 · ψευδείς συναγερμοί %3 · μέση καθυστέρηση %4</translation>
    </message>
    <message>
        <source>Stop! (%1)</source>
        <extracomment>Spot the error: stop the game, something went wrong; %1 the key</extracomment>
        <translation>Σταματήστε! (%1)</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>What went wrong?</source>
        <extracomment>Spot the error: after the stop, the trainee names the error</extracomment>
        <translation>Τι πήγε στραβά;</translation>
    </message>
    <message>
        <source>What is the remedy?</source>
        <extracomment>Spot the error: then the remedy</extracomment>
        <translation>Ποια είναι η διόρθωση;</translation>
    </message>
    <message>
        <source>Next round (%1)</source>
        <extracomment>Spot the error: the next round</extracomment>
        <translation>Επόμενη παρτίδα (%1)</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Space: stop · 1–4: choose · ←/→: replay the round · Enter: next round</source>
        <extracomment>Spot the error: the keys</extracomment>
        <translation>Space: σταμάτημα · 1–4: επιλογή · ←/→: επανάληψη της παρτίδας · Enter: επόμενη παρτίδα</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>Spot the error: no round has an error (practice against false alarms)</extracomment>
        <translation>κανένα</translation>
    </message>
    <message>
        <source>all</source>
        <extracomment>Spot the error: an error in every round (short: four choices share the panel&apos;s width)</extracomment>
        <translation>όλες</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>Spot the error&apos;s mean delay in seconds (&quot;0.8 s&quot;)</extracomment>
        <translation>%1 δευτ.</translation>
    </message>
</context>
<context>
    <name>StudyPage</name>
    <message>
        <source>Self-study</source>
        <extracomment>The title of the self-study page.</extracomment>
        <translation>Αυτοεκπαίδευση</translation>
    </message>
    <message>
        <source>Sessions that score accuracy and speed, keep your history and ask more of what you miss.</source>
        <extracomment>Under the title of the self-study page.</extracomment>
        <translation>Συνεδρίες που βαθμολογούν ακρίβεια και ταχύτητα, κρατούν το ιστορικό σας και ρωτούν περισσότερο ό,τι χάνετε.</translation>
    </message>
    <message>
        <source>Trainee</source>
        <extracomment>Heading of the profile choice on the self-study page.</extracomment>
        <translation>Εκπαιδευόμενος</translation>
    </message>
    <message>
        <source>Trainee %1</source>
        <extracomment>Accessible name of a trainee&apos;s profile button. %1 the name.</extracomment>
        <translation>Εκπαιδευόμενος %1</translation>
    </message>
    <message>
        <source>New trainee&apos;s name</source>
        <extracomment>Placeholder of the field that creates a trainee&apos;s profile.</extracomment>
        <translation>Όνομα νέου εκπαιδευόμενου</translation>
    </message>
    <message>
        <source>Add</source>
        <extracomment>Button that creates a trainee&apos;s profile.</extracomment>
        <translation>Προσθήκη</translation>
    </message>
    <message>
        <source>Add a trainee</source>
        <extracomment>Accessible name of the button that creates a trainee&apos;s profile.</extracomment>
        <translation>Προσθήκη εκπαιδευόμενου</translation>
    </message>
    <message>
        <source>Click again to remove all of this trainee&apos;s history</source>
        <extracomment>Second click of &quot;Remove this trainee&quot;: confirms.</extracomment>
        <translation>Πατήστε ξανά για να διαγραφεί όλο το ιστορικό του εκπαιδευόμενου</translation>
    </message>
    <message>
        <source>Remove this trainee</source>
        <extracomment>Removes the chosen trainee&apos;s profile and history.</extracomment>
        <translation>Διαγραφή του εκπαιδευόμενου</translation>
    </message>
    <message>
        <source>Target times</source>
        <extracomment>Heading: the time each answer should take, per topic, for this trainee.</extracomment>
        <translation>Χρόνοι-στόχοι</translation>
    </message>
    <message>
        <source>Seconds per answer that a casino audition expects; a right answer within it earns the speed bonus.</source>
        <extracomment>Under &quot;Target times&quot;.</extracomment>
        <translation>Δευτερόλεπτα ανά απάντηση που περιμένει μια οντισιόν καζίνου· μια σωστή απάντηση μέσα σε αυτά κερδίζει το μπόνους ταχύτητας.</translation>
    </message>
    <message>
        <source>Target time of %1, in seconds</source>
        <extracomment>Accessible name of a target-time box. %1 the topic.</extracomment>
        <translation>Χρόνος-στόχος για «%1», σε δευτερόλεπτα</translation>
    </message>
    <message>
        <source>What to practise</source>
        <extracomment>Heading of the choice between the curriculum and a session of one&apos;s own.</extracomment>
        <translation>Τι θα εξασκήσετε</translation>
    </message>
    <message>
        <source>Follow the curriculum</source>
        <extracomment>Self-study plan: the casino school&apos;s order of topics.</extracomment>
        <translation>Ακολουθήστε το πρόγραμμα</translation>
    </message>
    <message>
        <source>Choose</source>
        <extracomment>Self-study plan: the trainee chooses game, topics and level.</extracomment>
        <translation>Επιλογή</translation>
    </message>
    <message>
        <source>Game:</source>
        <extracomment>Before the choice of game on the self-study page.</extracomment>
        <translation>Παιχνίδι:</translation>
    </message>
    <message>
        <source>Topics:</source>
        <extracomment>Before the topics&apos; check boxes on the self-study page.</extracomment>
        <translation>Θέματα:</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Επίπεδο:</translation>
    </message>
    <message>
        <source>Questions:</source>
        <extracomment>Before the choice of how many questions a session asks.</extracomment>
        <translation>Ερωτήσεις:</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>Starts a self-study session.</extracomment>
        <translation>Έναρξη</translation>
    </message>
    <message>
        <source>Start the session</source>
        <extracomment>Accessible name of the button that starts a self-study session.</extracomment>
        <translation>Έναρξη της συνεδρίας</translation>
    </message>
    <message>
        <source>Progress</source>
        <extracomment>Link to the progress page (charts, history, heat-maps).</extracomment>
        <translation>Πρόοδος</translation>
    </message>
    <message>
        <source>Open your progress</source>
        <extracomment>Accessible name of the link to the progress page.</extracomment>
        <translation>Άνοιγμα της προόδου σας</translation>
    </message>
    <message>
        <source>Create or choose a trainee first.</source>
        <extracomment>Self-study: no trainee chosen yet.</extracomment>
        <translation>Δημιουργήστε ή επιλέξτε πρώτα εκπαιδευόμενο.</translation>
    </message>
    <message>
        <source>Pace in free play, rolls an hour</source>
        <extracomment>Self-study page: the trainee&apos;s pace target at the craps free-play table.</extracomment>
        <translation>Ρυθμός στο ελεύθερο παιχνίδι, ρίψεις την ώρα</translation>
    </message>
    <message>
        <source>Pace in free play, rounds an hour</source>
        <extracomment>Self-study page: the trainee&apos;s pace target at the blackjack free-play table.</extracomment>
        <translation>Ρυθμός στο ελεύθερο παιχνίδι, γύροι την ώρα</translation>
    </message>
    <message>
        <source>Pace in free play, coups an hour</source>
        <extracomment>Self-study page: the trainee&apos;s pace target at a baccarat free-play table.</extracomment>
        <translation>Ρυθμός στο ελεύθερο παιχνίδι, παρτίδες την ώρα</translation>
    </message>
    <message>
        <source>Today&apos;s plan</source>
        <extracomment>Self-study plan (issue 19): the cells due by the spaced-repetition schedule, then new ones.</extracomment>
        <translation>Σημερινή μελέτη</translation>
    </message>
    <message numerus="yes">
        <source>%n rule cell(s) due now</source>
        <extracomment>Today&apos;s plan. %n cells due now by the schedule.</extracomment>
        <translation>
            <numerusform>%n περίπτωση για επανάληψη τώρα</numerusform>
            <numerusform>%n περιπτώσεις για επανάληψη τώρα</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new today</source>
        <extracomment>Today&apos;s plan. %n new cells still allowed today.</extracomment>
        <translation>
            <numerusform>%n νέα σήμερα</numerusform>
            <numerusform>%n νέες σήμερα</numerusform>
        </translation>
    </message>
    <message>
        <source>A cell is due when the chance you still know it falls to %1 %. The session asks the due cells first, the most forgotten first, then new ones from the steps you have reached, then your current step&apos;s weak spots.</source>
        <extracomment>Under today&apos;s counts: how the day&apos;s session is made and what &quot;due&quot; means. %1 the target retention in per cent.</extracomment>
        <translation>Μια περίπτωση ξαναέρχεται όταν η πιθανότητα να τη θυμάστε πέσει στο %1 %. Η συνεδρία ρωτά πρώτα όσες ήρθε η ώρα τους, τις πιο ξεχασμένες πρώτες, έπειτα νέες από τα βήματα που έχετε φτάσει, και μετά τα αδύναμα σημεία του τρέχοντος βήματος.</translation>
    </message>
    <message>
        <source>Due in the next seven days: %1</source>
        <extracomment>Accessible name of the week&apos;s forecast: %1 the counts by day.</extracomment>
        <translation>Επαναλήψεις τις επόμενες επτά ημέρες: %1</translation>
    </message>
    <message>
        <source>Today</source>
        <extracomment>The forecast&apos;s first day.</extracomment>
        <translation>Σήμερα</translation>
    </message>
    <message>
        <source>Missed again and again</source>
        <extracomment>Heading: rule cells missed 8 times or more (leeches), shown to the trainee and the instructor.</extracomment>
        <translation>Λάθος ξανά και ξανά</translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2: %3, missed %n time(s)</source>
        <extracomment>A leech: %1 the topic, %2 the game, %3 the rule cell in words; %n the misses.</extracomment>
        <translation>
            <numerusform>%1 στο %2: %3, λάθος %n φορά</numerusform>
            <numerusform>%1 στο %2: %3, λάθος %n φορές</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <extracomment>After the five most missed cells: how many more there are.</extracomment>
        <translation>
            <numerusform>και %n ακόμη</numerusform>
            <numerusform>και %n ακόμη</numerusform>
        </translation>
    </message>
    <message>
        <source>Read the paragraph again, or ask your instructor: these cells stay in your plan, and your instructor sees them when you sit an exam at the school.</source>
        <extracomment>Under the leeches.</extracomment>
        <translation>Διαβάστε ξανά την παράγραφο ή ρωτήστε τον εκπαιδευτή σας: αυτές οι περιπτώσεις μένουν στη μελέτη σας, και ο εκπαιδευτής τις βλέπει όταν δίνετε εξέταση στη σχολή.</translation>
    </message>
    <message>
        <source>Schedule</source>
        <extracomment>Heading of the spaced-repetition settings on the self-study page.</extracomment>
        <translation>Επαναλήψεις</translation>
    </message>
    <message>
        <source>Target retention, %</source>
        <extracomment>Schedule setting: the chance of still knowing a cell when it comes back, in per cent.</extracomment>
        <translation>Στόχος συγκράτησης, %</translation>
    </message>
    <message>
        <source>New cells a day</source>
        <extracomment>Schedule setting: how many new rule cells a day brings (0 pauses them).</extracomment>
        <translation>Νέες περιπτώσεις την ημέρα</translation>
    </message>
    <message>
        <source>Time limits in practice</source>
        <extracomment>Schedule setting: the practice time limits off, or stretched (exams keep theirs).</extracomment>
        <translation>Χρονικά όρια στην εξάσκηση</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>A practice time limit switched off.</extracomment>
        <translation>Χωρίς</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3 at %4, level %5. A step is passed with 18 of your last 20 answers right, within the target time, and mastered when a re-check a day later holds 9 of 10.</source>
        <extracomment>The curriculum&apos;s current step. %1 its number, %2 how many, %3 the topic, %4 the game, %5 the level.</extracomment>
        <translation>Βήμα %1 από %2: %3 στο %4, επίπεδο %5. Ένα βήμα περνά με 18 σωστές από τις τελευταίες 20 απαντήσεις, μέσα στον χρόνο-στόχο, και κατακτάται όταν ένας έλεγχος μία ημέρα αργότερα δώσει 9 στις 10.</translation>
    </message>
    <message>
        <source>%1. %2 at %3, level %4</source>
        <translation>%1. %2 στο %3, επίπεδο %4</translation>
    </message>
    <message>
        <source>%1: mastered, %2 % retained</source>
        <extracomment>A mastered curriculum step. %1 the step, %2 the chance now of recalling its cells, per cent.</extracomment>
        <translation>%1: κατακτήθηκε, συγκράτηση %2 %</translation>
    </message>
    <message>
        <source>%1: mastered</source>
        <extracomment>A mastered curriculum step whose cells have no memory yet.</extracomment>
        <translation>%1: κατακτήθηκε</translation>
    </message>
    <message>
        <source>%1: re-check from %2, %3 of %4 answered</source>
        <extracomment>A step waiting for its re-check. %1 the step, %2 from when (day and time), %3 answers given of %4.</extracomment>
        <translation>%1: έλεγχος από %2, %3 από %4 απαντήσεις</translation>
    </message>
    <message>
        <source>%1: being learnt</source>
        <extracomment>The curriculum step being learnt. %1 the step.</extracomment>
        <translation>%1: σε εκμάθηση</translation>
    </message>
    <message>
        <source>Certificates</source>
        <extracomment>Heading of the certificates on the self-study page.</extracomment>
        <translation>Πιστοποιητικά</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A game&apos;s certificate on the self-study page. %1 the game, %2 the level reached.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Certificate (PDF)</source>
        <extracomment>Writes the game&apos;s certificate as a PDF (in the Documents folder).</extracomment>
        <translation>Πιστοποιητικό (PDF)</translation>
    </message>
    <message>
        <source>Certificate of %1 as a PDF</source>
        <extracomment>Accessible name of the certificate button. %1 the game.</extracomment>
        <translation>Πιστοποιητικό για %1 σε PDF</translation>
    </message>
    <message>
        <source>Next, %1:</source>
        <extracomment>What the next level of a certificate still asks. %1 the level; the criteria not yet met follow.</extracomment>
        <translation>Επόμενο, %1:</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <extracomment>After a certificate was written. %1 the file.</extracomment>
        <translation>Αποθηκεύτηκε: %1</translation>
    </message>
    <message>
        <source>Kept on the classroom server under registration number %1: the instructor sees your plan, the cells you keep missing, your steps and certificates, and any station of the school carries on from here.</source>
        <extracomment>The trainee&apos;s self-study goes to the classroom server. %1 the registration number.</extracomment>
        <translation>Φυλάγεται στον διακομιστή της τάξης με αριθμό μητρώου %1: ο εκπαιδευτής βλέπει τη μελέτη σας, τις περιπτώσεις όπου σφάλλετε ξανά και ξανά, τα βήματα και τα πιστοποιητικά σας, και κάθε σταθμός της σχολής συνεχίζει από εδώ.</translation>
    </message>
    <message>
        <source>Linked to registration number %1: type your study passphrase to send what you study now to the classroom server.</source>
        <extracomment>A profile linked to a registration number, before its study passphrase is typed in this run. %1 the number.</extracomment>
        <translation>Συνδεδεμένο με τον αριθμό μητρώου %1: πληκτρολογήστε τη φράση πρόσβασης μελέτης για να στέλνεται ό,τι μελετάτε τώρα στον διακομιστή της τάξης.</translation>
    </message>
    <message>
        <source>This station is in a classroom: keep your self-study on the school&apos;s server under your registration number, so that the instructor sees it and any station carries on from where you stopped.</source>
        <extracomment>Before the trainee keeps self-study on the classroom server.</extracomment>
        <translation>Αυτός ο σταθμός είναι σε τάξη: φυλάξτε την αυτοεκπαίδευσή σας στον διακομιστή της σχολής με τον αριθμό μητρώου σας, ώστε να τη βλέπει ο εκπαιδευτής και κάθε σταθμός να συνεχίζει από εκεί που σταματήσατε.</translation>
    </message>
    <message>
        <source>Registration number</source>
        <extracomment>Field: the trainee&apos;s registration number at the school.</extracomment>
        <translation>Αριθμός μητρώου</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Field: the trainee&apos;s name, as the school has it.</extracomment>
        <translation>Όνομα</translation>
    </message>
    <message>
        <source>Study passphrase</source>
        <extracomment>Field: the trainee&apos;s own passphrase for self-study on the classroom server (chosen the first time).</extracomment>
        <translation>Φράση πρόσβασης μελέτης</translation>
    </message>
    <message>
        <source>Keep on the server</source>
        <extracomment>Sends the trainee&apos;s self-study to the classroom server and reads what is there.</extracomment>
        <translation>Φύλαξη στον διακομιστή</translation>
    </message>
    <message>
        <source>The first time, the passphrase you type becomes yours for this number; it is asked again at each start. A classmate without it can neither read nor add to your record.</source>
        <extracomment>Under the classroom fields: what the study passphrase is.</extracomment>
        <translation>Την πρώτη φορά, η φράση που πληκτρολογείτε γίνεται δική σας για αυτόν τον αριθμό· ζητείται ξανά σε κάθε έναρξη. Ένας συμμαθητής χωρίς αυτήν δεν μπορεί ούτε να διαβάσει ούτε να προσθέσει στο ιστορικό σας.</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) wait to be sent.</source>
        <extracomment>Self-study records not yet on the classroom server (it is away).</extracomment>
        <translation>
            <numerusform>%n εγγραφή περιμένει να σταλεί.</numerusform>
            <numerusform>%n εγγραφές περιμένουν να σταλούν.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everything is on the server.</source>
        <extracomment>Every self-study record is on the classroom server.</extracomment>
        <translation>Όλα είναι στον διακομιστή.</translation>
    </message>
    <message>
        <source>Bring up to date</source>
        <extracomment>Reads what other stations sent and sends what waits.</extracomment>
        <translation>Ενημέρωση</translation>
    </message>
</context>
<context>
    <name>StudySessionPage</name>
    <message>
        <source>Self-study session</source>
        <extracomment>The title of a self-study session&apos;s page.</extracomment>
        <translation>Συνεδρία αυτοεκπαίδευσης</translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <extracomment>Self-study strip: %1 the question&apos;s number, %2 how many the session asks.</extracomment>
        <translation>Ερώτηση %1 από %2</translation>
    </message>
    <message>
        <source>Points: %1</source>
        <extracomment>Self-study strip: the session&apos;s points so far.</extracomment>
        <translation>Πόντοι: %1</translation>
    </message>
    <message>
        <source>The last answer earned %1</source>
        <extracomment>Accessible name of what the last answer earned. %1 the points.</extracomment>
        <translation>Η τελευταία απάντηση κέρδισε %1</translation>
    </message>
    <message>
        <source>Streak %1 · best %2</source>
        <extracomment>Self-study strip: right answers in a row, and the session&apos;s best run.</extracomment>
        <translation>Σερί %1 · καλύτερο %2</translation>
    </message>
    <message>
        <source>Fast!</source>
        <extracomment>Self-study strip: the last answer was right within the target time.</extracomment>
        <translation>Γρήγορα!</translation>
    </message>
    <message>
        <source>End session</source>
        <extracomment>Ends a self-study session early; the answers given are kept.</extracomment>
        <translation>Τέλος συνεδρίας</translation>
    </message>
    <message>
        <source>Choose a trainee and a plan</source>
        <extracomment>Button of a session that could not start: back to the self-study page.</extracomment>
        <translation>Επιλέξτε εκπαιδευόμενο και πρόγραμμα</translation>
    </message>
</context>
<context>
    <name>StudyStore</name>
    <message>
        <source>study database</source>
        <extracomment>The kind of database, in messages such as &quot;not a Croupier study database&quot;.</extracomment>
        <translation>βάση αυτοεκπαίδευσης</translation>
    </message>
</context>
<context>
    <name>StudySummaryPage</name>
    <message>
        <source>Session summary</source>
        <extracomment>The title of a self-study session&apos;s summary.</extracomment>
        <translation>Απολογισμός συνεδρίας</translation>
    </message>
    <message>
        <source>Points</source>
        <extracomment>Summary figure: the session&apos;s points.</extracomment>
        <translation>Πόντοι</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <extracomment>Summary figure: share of right answers. %1 right, %2 answered.</extracomment>
        <translation>Ακρίβεια</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <extracomment>Summary: right answers out of all. %1 right, %2 answered.</extracomment>
        <translation>%1 σωστές από %2</translation>
    </message>
    <message>
        <source>Best streak</source>
        <extracomment>Summary figure: the longest run of right answers.</extracomment>
        <translation>Καλύτερο σερί</translation>
    </message>
    <message>
        <source>Within the target time</source>
        <extracomment>Summary figure: right answers within the target time.</extracomment>
        <translation>Μέσα στον χρόνο-στόχο</translation>
    </message>
    <message>
        <source>Time against the target</source>
        <extracomment>Summary heading: mean time of the right answers against the target, per topic.</extracomment>
        <translation>Χρόνος σε σχέση με τον στόχο</translation>
    </message>
    <message>
        <source>%1 s (target %2 s) · %3 % right</source>
        <extracomment>Summary: mean time of the right answers, and the target. %1 and %2 in seconds. %3 share right.</extracomment>
        <translation>%1 δευτ. (στόχος %2 δευτ.) · %3 % σωστές</translation>
    </message>
    <message>
        <source>What to practise next</source>
        <extracomment>Summary heading.</extracomment>
        <translation>Τι να εξασκήσετε στη συνέχεια</translation>
    </message>
    <message>
        <source>Practise that</source>
        <extracomment>Summary: starts a session on the topic to practise next.</extracomment>
        <translation>Εξάσκηση σε αυτό</translation>
    </message>
    <message>
        <source>Practise %1</source>
        <extracomment>Accessible name of &quot;Practise that&quot;. %1 the topic.</extracomment>
        <translation>Εξάσκηση: %1</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Πρόοδος</translation>
    </message>
    <message>
        <source>Open your progress</source>
        <translation>Άνοιγμα της προόδου σας</translation>
    </message>
    <message>
        <source>%1 s (no time limit) · %2 % right</source>
        <extracomment>Summary with the practice time limits off. %1 the mean time in seconds, %2 share right.</extracomment>
        <translation>%1 δευτ. (χωρίς χρονικό όριο) · %2 % σωστές</translation>
    </message>
</context>
<context>
    <name>TableauCellDelegate</name>
    <message>
        <source>%1 — %2</source>
        <extracomment>Accessible name of a tableau cell: which case, then what the hand does. Example: &quot;Banco with 3; Punto&apos;s third card: 8 — stands&quot;</extracomment>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Ace</source>
        <translation>Άσος</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Δέκα</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Βαλές</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Ντάμα</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Ρήγας</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>μπαστούνι</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>κούπα</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>καρό</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>σπαθί</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A card&apos;s name for screen readers: &quot;%1 of %2&quot; = &quot;7 of hearts&quot;, &quot;Queen of spades&quot;.</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>; </source>
        <extracomment>Between the items of a list inside a sentence (&quot;17 × 25 = 425; 11 × 10 = 110&quot;) and between two rule references (&quot;art. 16 §10 γ(2); RULINGS, Craps&quot;). Greek: the ano teleia (&quot;· &quot;), not &quot;;&quot; (its question mark).</extracomment>
        <translation>· </translation>
    </message>
</context>
<context>
    <name>croupier::Amounts</name>
    <message>
        <source>Type an amount.</source>
        <extracomment>A typed amount was empty.</extracomment>
        <translation>Πληκτρολογήστε ένα ποσό.</translation>
    </message>
    <message>
        <source>“%1” is not an amount: write it as %2 or %3.</source>
        <extracomment>A typed amount could not be read. %1 what was typed; %2 and %3 two amounts written as the reader&apos;s language writes them (1.234,50 and 12,50 in Greek).</extracomment>
        <translation>Το «%1» δεν είναι ποσό: γράψτε το όπως %2 ή %3.</translation>
    </message>
    <message>
        <source>%1 is not a whole number of chips: the smallest chip is %2.</source>
        <extracomment>A typed amount the table cannot pay in chips. %1 the amount, %2 the table&apos;s smallest chip.</extracomment>
        <translation>Το %1 δεν είναι ακέραιος αριθμός μαρκών: η μικρότερη μάρκα είναι %2.</translation>
    </message>
</context>
<context>
    <name>croupier::BaccaratDealer</name>
    <message>
        <source>Tableau 1</source>
        <extracomment>Deux tableaux: the punters&apos; first / second tableau, and the banker&apos;s hand</extracomment>
        <translation>Ταμπλώ 1</translation>
    </message>
    <message>
        <source>Tableau 2</source>
        <translation>Ταμπλώ 2</translation>
    </message>
    <message>
        <source>the bank</source>
        <translation>ο πάγκος</translation>
    </message>
    <message>
        <source>the player</source>
        <extracomment>Chemin de fer: the punter&apos;s hand and the banker&apos;s hand (ο παίκτης / ο πάγκος, art. 15 §8)</extracomment>
        <translation>ο παίκτης</translation>
    </message>
    <message>
        <source>the banker</source>
        <translation>ο πάγκος</translation>
    </message>
    <message>
        <source>That is not a bet of this coup.</source>
        <translation>Αυτό δεν είναι στοίχημα αυτής της παρτίδας.</translation>
    </message>
    <message>
        <source>Seat %1&apos;s bet is already settled.</source>
        <extracomment>%1 the seat</extracomment>
        <translation>Το στοίχημα της θέσης %1 έχει ήδη εκκαθαριστεί.</translation>
    </message>
    <message>
        <source>Every bet is settled: the cagnotte goes in its box now (art. 15 §7).</source>
        <translation>Όλα τα στοιχήματα εκκαθαρίστηκαν: τώρα η γκανιότα μπαίνει στο κουτί γκανιότας (άρθ. 15 §7).</translation>
    </message>
    <message>
        <source>Seat %1&apos;s bet did not lose: only losing bets are collected (art. 15 §14).</source>
        <translation>Το στοίχημα της θέσης %1 δεν έχασε: αποσύρονται μόνο οι μίζες που χάνουν (άρθ. 15 §14).</translation>
    </message>
    <message>
        <source>Seat %1&apos;s bet lost: it is collected, not paid (art. 15 §14).</source>
        <translation>Το στοίχημα της θέσης %1 έχασε: η μίζα αποσύρεται, δεν πληρώνεται (άρθ. 15 §14).</translation>
    </message>
    <message>
        <source>First collect the losing bets, then pay the winners (art. 15 §14 α, β).</source>
        <translation>Πρώτα αποσύρετε τις μίζες που χάνουν, μετά πληρώστε όσα κερδίζουν (άρθ. 15 §14 α, β).</translation>
    </message>
    <message>
        <source>A winning Banco bet: take the 5% commission first, then pay the rest (art. 15 §14 β).</source>
        <translation>Στοίχημα στο Banco που κερδίζει: πρώτα παρακρατήστε τη γκανιότα 5%, μετά πληρώστε το υπόλοιπο (άρθ. 15 §14 β).</translation>
    </message>
    <message>
        <source>The commission on %1 is 5%, rounded down to the smallest chip in the player&apos;s favour: %2 (art. 15 §14 β; manual §5).</source>
        <extracomment>%1 the stake, %2 the commission</extracomment>
        <translation>Η γκανιότα επί %1 είναι 5%, στρογγυλεμένη προς τα κάτω στη μικρότερη μάρκα υπέρ του παίκτη: %2 (άρθ. 15 §14 β· εγχειρίδιο §5).</translation>
    </message>
    <message>
        <source>Banco pays the stake less the commission: %1 − %2 = %3 (art. 15 §14 β).</source>
        <extracomment>%1 the stake, %2 the commission, %3 the payment</extracomment>
        <translation>Το Banco πληρώνει τη μίζα μείον τη γκανιότα: %1 − %2 = %3 (άρθ. 15 §14 β).</translation>
    </message>
    <message>
        <source>Egalité pays 8 to 1: %1 × 8 = %2 (art. 15 §14 γ).</source>
        <translation>Η ισοπαλία (Egalité) πληρώνει οκτώ φορές τη μίζα: %1 × 8 = %2 (άρθ. 15 §14 γ).</translation>
    </message>
    <message>
        <source>A pair pays 11 to 1: %1 × 11 = %2 (guide, pay tables).</source>
        <translation>Το ζευγάρι πληρώνει 11 προς 1: %1 × 11 = %2 (οδηγός, Πίνακες Πληρωμών).</translation>
    </message>
    <message>
        <source>Banco pays 1 to 1, a Banco 6 pays 1 to 2, rounded down to the smallest chip: %1 (guide, No Commission).</source>
        <translation>Το Banco πληρώνει 1 προς 1, με 6 πληρώνει 1 προς 2, στρογγυλεμένο προς τα κάτω στη μικρότερη μάρκα: %1 (οδηγός, No Commission).</translation>
    </message>
    <message>
        <source>Even money: %1 pays %2 (art. 15 §14 α).</source>
        <translation>Μία φορά τη μίζα (Even Money): %1 πληρώνει %2 (άρθ. 15 §14 α).</translation>
    </message>
    <message>
        <source>Not now: %1.</source>
        <extracomment>A step out of order; %1 what is to be done now</extracomment>
        <translation>Όχι τώρα: %1.</translation>
    </message>
    <message>
        <source>%1: %2 = %3, the point is %4 (art. 15 §13: tens and faces count 0, only the last digit counts).</source>
        <extracomment>%1 the hand, %2 &quot;3 + 9&quot;, %3 the sum, %4 the point</extracomment>
        <translation>%1: %2 = %3, το άθροισμα είναι %4 (άρθ. 15 §13: οι φιγούρες και τα δεκάρια δεν λογαριάζονται, μετρά μόνο το τελευταίο ψηφίο).</translation>
    </message>
    <message>
        <source>%1 has %2, %3 has %4: the point nearer 9 wins, equal points are Egalité (art. 15 §13).</source>
        <extracomment>%1/%3 the hands, %2/%4 their points</extracomment>
        <translation>%1 έχει %2, %3 έχει %4: κερδίζει ο αριθμός πλησιέστερος στο εννέα, τα ισάξια αθροίσματα είναι ισοπαλία (EGALITE) (άρθ. 15 §13).</translation>
    </message>
    <message>
        <source>The cagnotte is 5% of what the banker won in the coup, rounded down to the smallest chip: %1 (art. 15 §7).</source>
        <extracomment>%1 the cagnotte due</extracomment>
        <translation>Η γκανιότα είναι 5% επί των ποσών που κέρδισε ο πάγκος στην παρτίδα, στρογγυλεμένη προς τα κάτω στη μικρότερη μάρκα: %1 (άρθ. 15 §7).</translation>
    </message>
    <message>
        <source>burn %1 cards, the first included</source>
        <extracomment>%1 how many cards</extracomment>
        <translation>κάψτε %1 τραπουλόχαρτα, συμπεριλαμβανομένου και του πρώτου</translation>
    </message>
    <message>
        <source>call &quot;No more bets&quot; and deal</source>
        <translation>αναφωνήστε «ΟΧΙ ΑΛΛΑ ΣΤΟΙΧΗΜΑΤΑ» και μοιράστε</translation>
    </message>
    <message>
        <source>announce %1&apos;s point: %2</source>
        <extracomment>%1 the hand, %2 its point</extracomment>
        <translation>αναφωνήστε το άθροισμα (%1): %2</translation>
    </message>
    <message>
        <source>%1 draws a card</source>
        <translation>%1: τραβά χαρτί</translation>
    </message>
    <message>
        <source>%1 stands</source>
        <translation>%1: δεν τραβά χαρτί</translation>
    </message>
    <message>
        <source>%1 has the option: ask the holder</source>
        <translation>%1: ή τραβά ή δεν τραβά· ρωτήστε αυτόν που το κρατά</translation>
    </message>
    <message>
        <source>announce %1: %2</source>
        <extracomment>%1 the tableau, %2 who wins it</extracomment>
        <translation>αναφωνήστε για %1: %2</translation>
    </message>
    <message>
        <source>announce the winner: %1</source>
        <translation>αναφωνήστε το νικητή: %1</translation>
    </message>
    <message>
        <source>collect seat %1&apos;s losing bet</source>
        <translation>αποσύρετε τη μίζα της θέσης %1 που χάνει</translation>
    </message>
    <message>
        <source>take the commission from seat %1&apos;s Banco bet: %2</source>
        <translation>παρακρατήστε τη γκανιότα από το στοίχημα Banco της θέσης %1: %2</translation>
    </message>
    <message>
        <source>pay seat %1: %2</source>
        <translation>πληρώστε τη θέση %1: %2</translation>
    </message>
    <message>
        <source>put the cagnotte in its box: %1</source>
        <translation>βάλτε τη γκανιότα στο κουτί γκανιότας: %1</translation>
    </message>
    <message>
        <source>the shoe is over: start a new shoe</source>
        <translation>το κουτί τελείωσε: ξεκινήστε νέο κουτί</translation>
    </message>
    <message>
        <source>New shoe: the first card is turned. How many cards are burned? Type the number, Enter.</source>
        <translation>Νέο κουτί: το πρώτο τραπουλόχαρτο ανοίγεται. Πόσα τραπουλόχαρτα καίγονται; Πληκτρολογήστε τον αριθμό, Enter.</translation>
    </message>
    <message>
        <source>The bets are down. Call &quot;No more bets&quot; and deal: Enter.</source>
        <translation>Τα στοιχήματα τοποθετήθηκαν. Αναφωνήστε «ΟΧΙ ΑΛΛΑ ΣΤΟΙΧΗΜΑΤΑ» και μοιράστε: Enter.</translation>
    </message>
    <message>
        <source>Announce %1&apos;s point: type the digit.</source>
        <extracomment>%1 the hand</extracomment>
        <translation>Αναφωνήστε το άθροισμα (%1): πληκτρολογήστε το ψηφίο.</translation>
    </message>
    <message>
        <source>%1: third card? D draws, S stands, O the holder&apos;s option.</source>
        <translation>%1: τρίτο χαρτί; D (Δ) τραβά, S (Σ) δεν τραβά, O (Ο) ή τραβά ή δεν τραβά.</translation>
    </message>
    <message>
        <source>Who wins %1? P the tableau, B the bank, T Egalité.</source>
        <translation>Ποιος κερδίζει στο %1; P (Π) το ταμπλώ, B (Β) ο πάγκος, T (Τ) ισοπαλία (Egalité).</translation>
    </message>
    <message>
        <source>Announce the winner: P the player, B the banker, T Egalité.</source>
        <translation>Αναφωνήστε το νικητή: P (Π) ο παίκτης, B (Β) ο πάγκος, T (Τ) ισοπαλία (Egalité).</translation>
    </message>
    <message>
        <source>Announce the winner: P Punto, B Banco, T Egalité.</source>
        <translation>Αναφωνήστε το νικητή: P (Π) Punto, B (Β) Banco, T (Τ) Egalité.</translation>
    </message>
    <message>
        <source>Settle the layout: collect the losing bets (C), then pay the winners (type the amount, Enter).</source>
        <translation>Εκκαθάριση: αποσύρετε τις μίζες που χάνουν (C, Ψ), μετά πληρώστε όσα κερδίζουν (πληκτρολογήστε το ποσό, Enter).</translation>
    </message>
    <message>
        <source>The banker won: type the cagnotte (5%), Enter.</source>
        <translation>Κέρδισε ο πάγκος: πληκτρολογήστε τη γκανιότα (5%), Enter.</translation>
    </message>
    <message>
        <source>The cut card came out and the last coup is played (art. 15 §16). N: a new shoe.</source>
        <translation>Η κάρτα τελειώματος εμφανίστηκε και η τελευταία παρτίδα παίχτηκε (άρθ. 15 §16). N (Ν): νέο κουτί.</translation>
    </message>
    <message>
        <source>Super Six pays 12 to 1 on two cards and 20 to 1 on three: %1 pays %2 (guide, Super Six).</source>
        <extracomment>%1 the stake, %2 the payment</extracomment>
        <translation>Το Super Six πληρώνει 12 προς 1 με δύο φύλλα και 20 προς 1 με τρία: τα %1 πληρώνονται %2 (οδηγός, Super Six).</translation>
    </message>
    <message>
        <source>Amount: %1</source>
        <translation>Ποσό: %1</translation>
    </message>
    <message>
        <source>Punto Pair</source>
        <extracomment>Baccarat side bets (guide): keep the casino&apos;s names</extracomment>
        <translation>Ζεύγος Punto</translation>
    </message>
    <message>
        <source>Banco Pair</source>
        <translation>Ζεύγος Banco</translation>
    </message>
    <message>
        <source>Seat %1&apos;s %2 is over its maximum, %3: reduce it or refuse it before any card leaves the sabot (art. 15 §4).</source>
        <extracomment>%1 the seat, %2 its bet (e.g. &quot;505 on Punto&quot;), %3 the maximum</extracomment>
        <translation>Η μίζα της θέσης %1, %2, ξεπερνά το μέγιστο, %3: μειώστε την ή αρνηθείτε την πριν βγει οποιοδήποτε χαρτί από τον διανομέα (άρθ. 15 §4).</translation>
    </message>
    <message>
        <source>%1 came out face up before the bets were final. It cannot go back into the sabot (art. 15 §4): it is used, and the coup is a dummy hand with no bets on it (§5).</source>
        <extracomment>%1 the card&apos;s name</extracomment>
        <translation>%1 βγήκε ανοιχτό πριν οριστικοποιηθούν τα στοιχήματα. Δεν επανατοποθετείται στον διανομέα (άρθ. 15 §4): χρησιμοποιείται, και η παρτίδα παίζεται χωρίς μίζες (dummy hand, §5).</translation>
    </message>
    <message>
        <source>The cut card has come out: no further coup is played; call it (art. 15, deux tableaux §2).</source>
        <translation>Η κάρτα τελειώματος εμφανίστηκε: δεν παίζεται άλλη παρτίδα· αναγγείλτε το (άρθ. 15, δύο ταμπλό §2).</translation>
    </message>
    <message>
        <source>The cut card has come out: this coup is the last of the shoe; call it (art. 15 §16).</source>
        <translation>Η κάρτα τελειώματος εμφανίστηκε: αυτή η παρτίδα είναι η τελευταία του κουτιού· αναγγείλτε την (άρθ. 15 §16).</translation>
    </message>
    <message>
        <source>The players have left with no bet down: play resumes at the shuffling machine, the cards loaded with no cut card and one burn (art. 15 §17, §20 δ(2)–(3)).</source>
        <translation>Οι παίκτες αποχώρησαν χωρίς τοποθετημένο στοίχημα: το παιχνίδι συνεχίζεται με τη Συσκευή Ανακατέματος, τα χαρτιά μπαίνουν χωρίς κάρτα τελειώματος και καίγονται μία φορά (άρθ. 15 §17, §20 δ(2)–(3)).</translation>
    </message>
    <message>
        <source>At the shuffling machine every coup&apos;s cards go back into it before the next coup (art. 15 §20 δ(7)(3)).</source>
        <translation>Με τη Συσκευή Ανακατέματος τα χαρτιά κάθε παρτίδας ξαναμπαίνουν σε αυτήν πριν από την επόμενη (άρθ. 15 §20 δ(7)(3)).</translation>
    </message>
    <message>
        <source>Seat %1&apos;s %2 is reduced to the maximum, %3.</source>
        <extracomment>%1 the seat, %2 the stake put down, %3 the maximum</extracomment>
        <translation>Η μίζα της θέσης %1, %2, μειώνεται στο μέγιστο, %3.</translation>
    </message>
    <message>
        <source>Seat %1&apos;s %2 is within the limits: it stands.</source>
        <extracomment>%1 the seat, %2 the stake</extracomment>
        <translation>Η μίζα της θέσης %1, %2, είναι εντός ορίων: μένει ως έχει.</translation>
    </message>
    <message>
        <source>reduce seat %1&apos;s %2 to the maximum, %3</source>
        <extracomment>%1 the seat, %2 the bet, %3 the maximum</extracomment>
        <translation>μειώστε τη μίζα της θέσης %1, %2, στο μέγιστο, %3</translation>
    </message>
    <message>
        <source>declare a dummy hand: %1 is used, no bets stand on this coup</source>
        <translation>αναγγείλτε παρτίδα χωρίς μίζες: %1 χρησιμοποιείται, καμία μίζα δεν ισχύει σε αυτή την παρτίδα</translation>
    </message>
    <message>
        <source>call the last coup of the shoe</source>
        <translation>αναγγείλτε την τελευταία παρτίδα του κουτιού</translation>
    </message>
    <message>
        <source>load the shuffling machine: no cut card, one burn</source>
        <translation>φορτώστε τη Συσκευή Ανακατέματος: χωρίς κάρτα τελειώματος, ένα κάψιμο</translation>
    </message>
    <message>
        <source>put the coup&apos;s %1 cards into the shuffling machine</source>
        <translation>βάλτε τα %1 χαρτιά της παρτίδας στη Συσκευή Ανακατέματος</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>A bet on the layout: %1 the stake, %2 what it is on (Punto, Banco, Egalité, a pair, Super Six)</extracomment>
        <translation>%1 στο %2</translation>
    </message>
    <message>
        <source>Seat %1 has put down %2; its maximum is %3.</source>
        <extracomment>Free play, an incident: %1 the seat, %2 its bet, %3 the bet&apos;s maximum</extracomment>
        <translation>Η θέση %1 τοποθέτησε %2· το μέγιστο είναι %3.</translation>
    </message>
    <message>
        <source>%1 has come out of the sabot face up before the bets were final.</source>
        <extracomment>Free play, an incident: %1 the card</extracomment>
        <translation>%1 βγήκε από τον διανομέα ανοιχτό πριν οριστικοποιηθούν τα στοιχήματα.</translation>
    </message>
    <message>
        <source>The cut card has come out.</source>
        <translation>Η κάρτα τελειώματος εμφανίστηκε.</translation>
    </message>
    <message>
        <source>The shoe is over and the players have left with no bet down. The casino runs this table with a shuffling machine from now on.</source>
        <translation>Το κουτί τελείωσε και οι παίκτες αποχώρησαν χωρίς τοποθετημένο στοίχημα. Από τώρα το Καζίνο λειτουργεί το τραπέζι με Συσκευή Ανακατέματος.</translation>
    </message>
    <message>
        <source>The coup is settled at the shuffling machine.</source>
        <translation>Η παρτίδα εκκαθαρίστηκε στο τραπέζι με τη Συσκευή Ανακατέματος.</translation>
    </message>
    <message>
        <source>Over the limit (art. 15 §4, §19): a bet above its maximum is reduced or refused before any card leaves the sabot. Egalité&apos;s maximum is one eighth of the table&apos;s; pairs and Super Six are capped by the house.</source>
        <translation>Πάνω από το όριο (άρθ. 15 §4, §19): μίζα πάνω από το μέγιστό της μειώνεται ή απορρίπτεται πριν βγει χαρτί από τον διανομέα. Το μέγιστο της Egalité είναι το ένα όγδοο του μέγιστου του τραπεζιού· τα ζεύγη και το Super Six έχουν όριο του Καζίνο.</translation>
    </message>
    <message>
        <source>Dummy hand (art. 15 §4–5): a card out of the sabot cannot go back; it is used, and when it is the coup&apos;s first card the coup is played with no bets; the bets wait for the next coup.</source>
        <translation>Παρτίδα χωρίς μίζες (άρθ. 15 §4–5): χαρτί που βγήκε από τον διανομέα δεν επανατοποθετείται· χρησιμοποιείται, και όταν είναι το πρώτο της παρτίδας η παρτίδα παίζεται χωρίς μίζες· τα στοιχήματα περιμένουν την επόμενη.</translation>
    </message>
    <message>
        <source>Last coup (art. 15, deux tableaux §2): once the cut card, ten cards from the end, appears, no further coup is played.</source>
        <translation>Τελευταία παρτίδα (άρθ. 15, δύο ταμπλό §2): μόλις εμφανιστεί η κάρτα τελειώματος, δέκα χαρτιά πριν από το τέλος, δεν παίζεται άλλη παρτίδα.</translation>
    </message>
    <message>
        <source>Shuffling machine (art. 15 §20): no cut card and no last coup; one burn at the start; after each coup its cards go back into the machine.</source>
        <translation>Συσκευή Ανακατέματος (άρθ. 15 §20): χωρίς κάρτα τελειώματος και τελευταία παρτίδα· ένα κάψιμο στην αρχή· μετά από κάθε παρτίδα τα χαρτιά της ξαναμπαίνουν στη συσκευή.</translation>
    </message>
    <message>
        <source>%1 What does the dealer do?</source>
        <extracomment>Free play, an incident: %1 what happened; the keys name the dealer&apos;s possible answers</extracomment>
        <translation>%1 Τι κάνει ο κρουπιέρης;</translation>
    </message>
    <message>
        <source>At deux tableaux the cut card goes before the last %2 cards (art. 15 §2).</source>
        <translation>Στον Μπακαρά με δύο ταμπλώ η κάρτα τελειώματος τοποθετείται πριν από τα %2 τελευταία τραπουλόχαρτα (άρθ. 15 §2).</translation>
    </message>
    <message>
        <source>count the cards: %1</source>
        <extracomment>The opening of a shoe (art. 15 §6); %1 how many cards</extracomment>
        <translation>μετρήστε τα τραπουλόχαρτα: %1</translation>
    </message>
    <message>
        <source>shuffle the cards</source>
        <translation>ανακατέψτε τα τραπουλόχαρτα</translation>
    </message>
    <message>
        <source>give the cut card to seat %1 to cut</source>
        <extracomment>%1 the seat</extracomment>
        <translation>δώστε τη διαχωριστική κάρτα στη θέση %1 για το κόψιμο</translation>
    </message>
    <message>
        <source>place the cut card with %1 cards behind it</source>
        <extracomment>%1 how many cards lie behind the cut card</extracomment>
        <translation>τοποθετήστε την κάρτα τελειώματος αφήνοντας %1 τραπουλόχαρτα πίσω της</translation>
    </message>
    <message>
        <source>Open the shoe in order: A count (type the cards), F shuffle, U cut (type the seat), I cut card (type the cards behind it).</source>
        <extracomment>Free play, the opening of a shoe (art. 15 §6–8); the keys are the same on a Greek keyboard</extracomment>
        <translation>Ανοίξτε το κουτί με τη σειρά: A (Α) μέτρηση (πληκτρολογήστε τα τραπουλόχαρτα), F (Φ) ανακάτεμα, U (Θ) κόψιμο (πληκτρολογήστε τη θέση), I (Ι) κάρτα τελειώματος (πληκτρολογήστε τα τραπουλόχαρτα πίσω της).</translation>
    </message>
    <message>
        <source>The banker lost the coup: the bank passes to seat %1, on his right, before the next coup (the game&apos;s convention; the regulation is silent).</source>
        <extracomment>Chemin de fer; %1 the seat on the banker&apos;s right</extracomment>
        <translation>Ο πάγκος έχασε την παρτίδα: ο μπάνκο περνά στη θέση %1, στα δεξιά του, πριν από την επόμενη παρτίδα (σύμβαση του παιχνιδιού· ο Κανονισμός σιωπά).</translation>
    </message>
    <message>
        <source>The bank passes to the player on the banker&apos;s right: seat %2, not seat %1 (the banker is seat %3).</source>
        <extracomment>Chemin de fer; %1 the seat given, %2 the seat due, %3 the banker&apos;s seat</extracomment>
        <translation>Ο μπάνκο περνά στον παίκτη στα δεξιά του πάγκου: στη θέση %2, όχι στη θέση %1 (ο πάγκος είναι στη θέση %3).</translation>
    </message>
    <message>
        <source>The banker of seat %1 did not lose the coup: the bank stays with him.</source>
        <extracomment>Chemin de fer; %1 the banker&apos;s seat</extracomment>
        <translation>Ο πάγκος της θέσης %1 δεν έχασε την παρτίδα: ο μπάνκο μένει σε αυτόν.</translation>
    </message>
    <message>
        <source>Hand the sabot to seat %1 first (art. 15 §9, §15).</source>
        <extracomment>Punto Banco&apos;s big table; %1 the seat</extracomment>
        <translation>Δώστε πρώτα τον διανομέα (Sabot) στη θέση %1 (άρθ. 15 §9, §15).</translation>
    </message>
    <message>
        <source>The sabot goes to seat %2, not seat %1 (art. 15 §9, §15).</source>
        <extracomment>%1 the seat given, %2 the seat due</extracomment>
        <translation>Ο διανομέας (Sabot) πηγαίνει στη θέση %2, όχι στη θέση %1 (άρθ. 15 §9, §15).</translation>
    </message>
    <message>
        <source>Seat %1 keeps the sabot after a Banco win or an Egalité (art. 15 §15).</source>
        <extracomment>%1 the holder&apos;s seat</extracomment>
        <translation>Η θέση %1 κρατά τον διανομέα (Sabot) όταν κερδίζει το Banco ή σε Egalité (άρθ. 15 §15).</translation>
    </message>
    <message>
        <source>The sabot is handed to a player after the burn (art. 15 §9).</source>
        <translation>Ο διανομέας (Sabot) δίνεται σε παίκτη μετά το κάψιμο (άρθ. 15 §9).</translation>
    </message>
    <message>
        <source>At this table the croupier deals: the sabot is not handed to a player (art. 15 §18 β, §20).</source>
        <translation>Σε αυτό το τραπέζι μοιράζει ο κρουπιέρης: ο διανομέας (Sabot) δεν δίνεται σε παίκτη (άρθ. 15 §18 β, §20).</translation>
    </message>
    <message>
        <source>The sabot is with seat %2, not seat %1 (art. 15 §18 α).</source>
        <extracomment>%1 the seat named, %2 the holder&apos;s seat</extracomment>
        <translation>Ο διανομέας (Sabot) είναι στη θέση %2, όχι στη θέση %1 (άρθ. 15 §18 α).</translation>
    </message>
    <message>
        <source>pass the bank to seat %1, on the banker&apos;s right</source>
        <extracomment>Chemin de fer: the banker lost the coup; %1 the seat on his right (RULINGS, a convention)</extracomment>
        <translation>δώστε τον μπάνκο στη θέση %1, στα δεξιά του πάγκου</translation>
    </message>
    <message>
        <source>hand the sabot to seat %1</source>
        <extracomment>Punto Banco&apos;s big table (art. 15 §9, §15); %1 the seat</extracomment>
        <translation>δώστε τον διανομέα (Sabot) στη θέση %1</translation>
    </message>
    <message>
        <source>The banker lost the coup: the bank passes to the player on his right (the game&apos;s convention). Type the seat, G.</source>
        <extracomment>Free play, chemin de fer; G is the key (γ on a Greek keyboard)</extracomment>
        <translation>Ο πάγκος έχασε την παρτίδα: ο μπάνκο περνά στον παίκτη στα δεξιά του (σύμβαση του παιχνιδιού). Πληκτρολογήστε τη θέση, G (Γ).</translation>
    </message>
    <message>
        <source>The sabot passes to a player (art. 15 §9, §15): type the seat, G.</source>
        <extracomment>Free play, Punto Banco&apos;s big table (art. 15 §9, §15); G is the key</extracomment>
        <translation>Ο διανομέας (Sabot) περνά σε παίκτη (άρθ. 15 §9, §15): πληκτρολογήστε τη θέση, G (Γ).</translation>
    </message>
    <message>
        <source>The players have left the machine&apos;s table (art. 15 §20 δ(6)): the cards come out of the machine. N: a player sits down; the cards are shuffled, cut and loaded into the machine again.</source>
        <extracomment>Free play, Punto Banco at the shuffling machine; N is the key (ν on a Greek keyboard)</extracomment>
        <translation>Οι παίκτες αποχώρησαν από το τραπέζι της Συσκευής Ανακατέματος (άρθ. 15 §20 δ(6)): τα τραπουλόχαρτα βγαίνουν από τη συσκευή. N (Ν): κάθεται νέος παίκτης· τα τραπουλόχαρτα ανακατεύονται, κόβονται και μπαίνουν ξανά στη συσκευή.</translation>
    </message>
    <message>
        <source>The banker won and gives the bank up, his winnings with him: the bank passes to the player on his right (the game&apos;s convention). Type the seat, G.</source>
        <extracomment>Free play, chemin de fer; G is the key (γ on a Greek keyboard)</extracomment>
        <translation>Ο πάγκος κέρδισε και παραιτείται από τον μπάνκο, παίρνοντας τα κέρδη του: ο μπάνκο περνά στον παίκτη στα δεξιά του (σύμβαση του παιχνιδιού). Πληκτρολογήστε τη θέση, G (Γ).</translation>
    </message>
    <message>
        <source>Not yet: a shoe is opened in order: the cards counted (at the table&apos;s opening only; at deux tableaux, new cards each shoe), shuffled, cut by a player, the cut card placed, then the burn. Now: %1 (%2).</source>
        <extracomment>The opening of a shoe out of order; %1 what is to be done now, %2 its paragraph (the engine&apos;s)</extracomment>
        <translation>Όχι ακόμη: ένα κουτί ανοίγει με τη σειρά: μέτρηση των τραπουλόχαρτων (μόνο στο άνοιγμα του τραπεζιού· στα δύο ταμπλώ, νέα τραπουλόχαρτα σε κάθε κουτί), ανακάτεμα, κόψιμο από παίκτη, η κάρτα τελειώματος, μετά το κάψιμο. Τώρα: %1 (%2).</translation>
    </message>
    <message>
        <source>%1 decks of 52 cards: %2 cards are counted (art. 15 §1; %3).</source>
        <extracomment>%1 the decks, %2 their cards %3 the paragraph (the engine&apos;s: Punto Banco&apos;s §6, applied by analogy at chemin de fer)</extracomment>
        <translation>%1 τράπουλες των 52 φύλλων: μετρώνται %2 τραπουλόχαρτα (άρθ. 15 §1· %3).</translation>
    </message>
    <message>
        <source>The cut card is given to the first seated player on the dealer&apos;s right, seat %2, not seat %1 (%3).</source>
        <extracomment>%1 the seat given, %2 the seat that cuts %3 the paragraph (the engine&apos;s)</extracomment>
        <translation>Η κάρτα τελειώματος δίνεται στον πρώτο καθήμενο παίκτη στα δεξιά του κρουπιέρη, στη θέση %2, όχι στη θέση %1 (%3).</translation>
    </message>
    <message>
        <source>The cut card leaves exactly %2 cards behind it (%3).</source>
        <extracomment>%2 the cards behind the cut card %3 the paragraph (the engine&apos;s)</extracomment>
        <translation>Η κάρτα τελειώματος αφήνει πίσω της ακριβώς %2 τραπουλόχαρτα (%3).</translation>
    </message>
    <message>
        <source>Last coup (art. 15 §16): the coup in which the cut card appears, or which it would open, is the last of the shoe; the next shoe starts with the shuffle (§16, §6).</source>
        <translation>Τελευταία παρτίδα (άρθ. 15 §16): η παρτίδα στην οποία εμφανίζεται η κάρτα τελειώματος, ή την οποία θα άνοιγε, είναι η τελευταία του κουτιού· το επόμενο κουτί αρχίζει με το ανακάτεμα (§16, §6).</translation>
    </message>
    <message>
        <source>The first card is %1: it burns %2 cards, itself included (art. 15 §9; 10, J, Q, K count 10).</source>
        <extracomment>%1 the first card as a dealer reads it (&quot;7♥&quot;, &quot;10♠&quot;), %2 how many are burned</extracomment>
        <translation>Το πρώτο φύλλο είναι %1: καίει %2 φύλλα, μαζί και το ίδιο (άρθ. 15 §9· 10, J, Q, K μετρούν 10).</translation>
    </message>
</context>
<context>
    <name>croupier::BlackjackDealer</name>
    <message>
        <source>Box %1</source>
        <extracomment>A box of the blackjack layout (χώρισμα, art. 14), numbered from the dealer&apos;s left, at a sentence&apos;s start.</extracomment>
        <translation>Χώρισμα %1</translation>
    </message>
    <message>
        <source>Blackjack</source>
        <translation>Μπλάκτζακ</translation>
    </message>
    <message>
        <source>%1, bust</source>
        <extracomment>The dealer&apos;s hand went over 21.</extracomment>
        <translation>%1, καμένος</translation>
    </message>
    <message>
        <source>soft %1</source>
        <extracomment>A soft total of the dealer&apos;s hand (an ace counted 11).
----------
Free play, blackjack: the dealer announces his own total after each of his cards (art. 14 §12 α)</extracomment>
        <translation>soft %1</translation>
    </message>
    <message>
        <source>%1 takes even money.</source>
        <translation>Το %1 πληρώνεται αμέσως τη μίζα του επί μία φορά.</translation>
    </message>
    <message>
        <source>%1 insures for %2.</source>
        <translation>Το %1 ασφαλίζεται με %2.</translation>
    </message>
    <message>
        <source>%1 asks for a card.</source>
        <extracomment>What a simulated player says: he wants another card.</extracomment>
        <translation>Το %1 ζητά χαρτί.</translation>
    </message>
    <message>
        <source>%1 stands.</source>
        <translation>Το %1 σταματά.</translation>
    </message>
    <message>
        <source>%1 doubles down: one card.</source>
        <translation>Το %1 διπλασιάζει: ένα μόνο χαρτί.</translation>
    </message>
    <message>
        <source>%1 splits the pair.</source>
        <translation>Το %1 χωρίζει το ζεύγος (SPLIT).</translation>
    </message>
    <message>
        <source>The round is over: deal the next one.</source>
        <extracomment>Free play: the round is over (or none has begun).</extracomment>
        <translation>Η πάσα ολοκληρώθηκε: μοιράστε την επόμενη.</translation>
    </message>
    <message>
        <source>%1, hand %2</source>
        <extracomment>A hand of a split box: %1 &quot;Box 3&quot;, %2 the hand&apos;s number in playing order.</extracomment>
        <translation>%1, συμμετοχή %2</translation>
    </message>
    <message>
        <source>No blackjack for the dealer: the insurance of %1 is collected.</source>
        <translation>Ο κρουπιέρης δεν σχημάτισε Μπλάκτζακ: η ασφάλεια του %1 μαζεύεται.</translation>
    </message>
    <message>
        <source>%1 is over 21: collect its cards and its bet at once.</source>
        <translation>Το %1 πέρασε το 21: μαζέψτε αμέσως τα χαρτιά και τη μίζα του.</translation>
    </message>
    <message>
        <source>The dealer&apos;s blackjack beats %1: collect its bet.</source>
        <translation>Το Μπλάκτζακ του κρουπιέρη κερδίζει το %1: μαζέψτε τη μίζα του.</translation>
    </message>
    <message>
        <source>%1 has less than the dealer: collect its bet.</source>
        <translation>Το %1 έχει μικρότερο άθροισμα από τον κρουπιέρη: μαζέψτε τη μίζα του.</translation>
    </message>
    <message>
        <source>The dealer has a blackjack: the insurance of %1 pays 2 to 1: %2 pays %3.</source>
        <translation>Ο κρουπιέρης σχημάτισε Μπλάκτζακ: η ασφάλεια του %1 πληρώνεται 2 προς 1: τα %2 πληρώνονται %3.</translation>
    </message>
    <message>
        <source>%1 took even money: its blackjack is paid 1 to 1 at once: %2 pays %3.</source>
        <translation>Το %1 δέχθηκε πληρωμή επί μία φορά: το Μπλάκτζακ του πληρώνεται αμέσως 1 προς 1: τα %2 πληρώνονται %3.</translation>
    </message>
    <message>
        <source>The dealer&apos;s first card cannot make a blackjack: pay the blackjack of %1 now, 3 to 2: %2 pays %3.</source>
        <translation>Το πρώτο χαρτί του κρουπιέρη αποκλείει Μπλάκτζακ: πληρώστε αμέσως το Μπλάκτζακ του %1, 3 προς 2: τα %2 πληρώνονται %3.</translation>
    </message>
    <message>
        <source>Blackjack pays 3 to 2: %1, %2 pays %3.</source>
        <translation>Το Μπλάκτζακ πληρώνεται 3 προς 2: %1, τα %2 πληρώνονται %3.</translation>
    </message>
    <message>
        <source>%1 beats the dealer: it is paid 1 to 1: %2 pays %3.</source>
        <translation>Το %1 κερδίζει τον κρουπιέρη: πληρώνεται 1 προς 1: τα %2 πληρώνονται %3.</translation>
    </message>
    <message>
        <source>Blackjack against the dealer&apos;s blackjack: %1 pushes; its stake stays, to be taken back.</source>
        <translation>Μπλάκτζακ απέναντι σε Μπλάκτζακ του κρουπιέρη: το %1 είναι ισόπαλο· η μίζα μένει και αποσύρεται.</translation>
    </message>
    <message>
        <source>%1 has the dealer&apos;s total: a push; its stake stays, to be taken back.</source>
        <translation>Το %1 έχει το άθροισμα του κρουπιέρη: ισοπαλία· η μίζα μένει και αποσύρεται.</translation>
    </message>
    <message>
        <source>The dealer&apos;s first card is an ace: offer insurance (and even money to a blackjack) before any player takes a third card.</source>
        <translation>Το πρώτο χαρτί του κρουπιέρη είναι άσσος: προτείνετε ασφάλεια (και πληρωμή επί μία φορά στο Μπλάκτζακ) πριν πάρει οποιοσδήποτε παίκτης τρίτο χαρτί.</translation>
    </message>
    <message>
        <source>%1 has a soft %2: the ace counts 11 while the total stays at 21 or under.</source>
        <translation>Το %1 έχει soft %2: ο άσσος μετρά 11 όσο το άθροισμα μένει έως 21.</translation>
    </message>
    <message>
        <source>%1 has %2.</source>
        <translation>Το %1 έχει %2.</translation>
    </message>
    <message>
        <source>Every box has played: the dealer draws his second card now (there is no hole card).</source>
        <translation>Όλα τα χωρίσματα έπαιξαν: ο κρουπιέρης τραβά τώρα το δεύτερο χαρτί του (δεν υπάρχει κλειστό χαρτί).</translation>
    </message>
    <message>
        <source>The dealer has %1: he must draw on 16 or less.</source>
        <translation>Ο κρουπιέρης έχει %1: οφείλει να τραβήξει με 16 ή λιγότερο.</translation>
    </message>
    <message>
        <source>The dealer has %1, over 21: he takes no more cards.</source>
        <translation>Ο κρουπιέρης έχει %1, πάνω από 21: δεν παίρνει άλλα χαρτιά.</translation>
    </message>
    <message>
        <source>The dealer has a soft 17: the ace must count 11, so he stands on 17.</source>
        <translation>Ο κρουπιέρης έχει soft 17: ο άσσος μετρά υποχρεωτικά 11, άρα σταματά στο 17.</translation>
    </message>
    <message>
        <source>The dealer has %1: he stands on 17 or more.</source>
        <translation>Ο κρουπιέρης έχει %1: σταματά με 17 ή περισσότερο.</translation>
    </message>
    <message>
        <source>Show me: %1</source>
        <extracomment>The &quot;Show me&quot; control of free play: the right next step and why.</extracomment>
        <translation>Δείξε μου: %1</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <extracomment>A refused step in free play: %1 the reason.</extracomment>
        <translation>Απορρίφθηκε: %1</translation>
    </message>
    <message>
        <source>%1 Not %2.</source>
        <extracomment>A wrong total announced: %1 the reason with the right total, %2 what the trainee said.</extracomment>
        <translation>%1 Όχι %2.</translation>
    </message>
    <message>
        <source>Dealt: a card to each box from your left, one to you, the second to each box.</source>
        <translation>Μοιράστηκε: ένα χαρτί σε κάθε χώρισμα από τα αριστερά σας, ένα σε εσάς, το δεύτερο σε κάθε χώρισμα.</translation>
    </message>
    <message>
        <source>Insurance offered.</source>
        <translation>Η ασφάλεια προτάθηκε.</translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation>Σωστά: %1</translation>
    </message>
    <message>
        <source>Deal the next round (D).</source>
        <translation>Μοιράστε την επόμενη πάσα (D).</translation>
    </message>
    <message>
        <source>The dealer&apos;s first card is an ace (I offers insurance).</source>
        <translation>Το πρώτο χαρτί του κρουπιέρη είναι άσσος (I: πρόταση ασφάλειας).</translation>
    </message>
    <message>
        <source>%1: announce its total (type it, then A).</source>
        <translation>%1: ανακοινώστε το άθροισμά του (πληκτρολογήστε το, μετά A).</translation>
    </message>
    <message>
        <source>Your hand: draw (H) or stand (S).</source>
        <translation>Τα χαρτιά σας: τραβήξτε (H) ή σταματήστε (S).</translation>
    </message>
    <message>
        <source>Settle %1: collect (C), pay (type the amount, then P or Enter) or push (L).</source>
        <translation>Εξοφλήστε το %1: μάζεμα (C), πληρωμή (πληκτρολογήστε το ποσό, μετά P ή Enter) ή ισοπαλία (L).</translation>
    </message>
    <message>
        <source>The cut card is out: this is the last round of the shoe.</source>
        <translation>Η κάρτα τελειώματος εμφανίσθηκε: αυτή είναι η τελευταία πάσα.</translation>
    </message>
    <message>
        <source>Exposed cards (art. 14 §7): a card seen face up is burned; cards that come out unasked are offered, one at a time in order, to the following boxes; the dealer takes what nobody takes up to 17; the rest is burned.</source>
        <translation>Ανοιχτά χαρτιά (άρθ. 14 §7): χαρτί που φάνηκε ανοιχτό καίγεται· χαρτιά που βγήκαν χωρίς να ζητηθούν προτείνονται, ένα ένα με τη σειρά, στα επόμενα χωρίσματα· ο κρουπιέρης παίρνει όσα δεν πήρε κανείς μέχρι το 17· τα υπόλοιπα καίγονται.</translation>
    </message>
    <message>
        <source>Standing bettors (art. 14 §11): up to two beside the seated player, each at least the minimum, the box at most the maximum; only the seated player decides; each is settled on his own.</source>
        <translation>Όρθιοι παίκτες (άρθ. 14 §11): έως δύο δίπλα στον καθήμενο, ο καθένας τουλάχιστον με την ελάχιστη μίζα, το χώρισμα το πολύ τη μέγιστη· αποφασίζει μόνο ο καθήμενος· ο καθένας εκκαθαρίζεται χωριστά.</translation>
    </message>
    <message>
        <source>Limits (art. 14 §11, §16): a bet above the maximum, or a box whose bets together pass it, is reduced or refused before the deal.</source>
        <translation>Όρια (άρθ. 14 §11, §16): μίζα πάνω από τη μέγιστη, ή χώρισμα που με όλες του τις μίζες την ξεπερνά, μειώνεται ή απορρίπτεται πριν από τη διανομή.</translation>
    </message>
    <message>
        <source>Shuffling machine (art. 14 §10): no cut card; five cards burned once; right after each round every card used or burned in it goes back into the machine.</source>
        <translation>Συσκευή Ανακατέματος (άρθ. 14 §10): χωρίς κάρτα τελειώματος· πέντε χαρτιά καίγονται μία φορά· αμέσως μετά από κάθε πάσα όλα τα χαρτιά που χρησιμοποιήθηκαν ή κάηκαν μπαίνουν ξανά στη συσκευή.</translation>
    </message>
    <message>
        <source>Box %1: a bet of %2 takes the box over the maximum; reduce it to %3 or refuse it before the deal (art. 14 §11, §16).</source>
        <extracomment>%1 the box, %2 the bet, %3 what is allowed</extracomment>
        <translation>Χώρισμα %1: μίζα %2 φέρνει το χώρισμα πάνω από τη μέγιστη· μειώστε τη σε %3 ή αρνηθείτε την πριν από τη διανομή (άρθ. 14 §11, §16).</translation>
    </message>
    <message>
        <source>Box %1&apos;s bet is the only one on the table: reduce it to the maximum rather than refuse it.</source>
        <translation>Η μίζα του χωρίσματος %1 είναι η μόνη στο τραπέζι: μειώστε τη στη μέγιστη αντί να την αρνηθείτε.</translation>
    </message>
    <message>
        <source>Box %1 already has two standing bettors: a third one&apos;s %2 is refused (art. 14 §11).</source>
        <extracomment>%1 the box, %2 the stake</extracomment>
        <translation>Το χώρισμα %1 έχει ήδη δύο όρθιους παίκτες: η μίζα %2 τρίτου απορρίπτεται (άρθ. 14 §11).</translation>
    </message>
    <message>
        <source>The next card, %1, has shown its face: it is burned and play goes on (art. 14 §7).</source>
        <extracomment>%1 the card as a dealer reads it (&quot;9♥&quot;, &quot;10♠&quot;)</extracomment>
        <translation>Το επόμενο χαρτί, %1, φάνηκε ανοιχτό: καίγεται και το παιχνίδι συνεχίζεται (άρθ. 14 §7).</translation>
    </message>
    <message>
        <source>The exposed %2 is offered to %1, next in turn: he takes it or refuses it (art. 14 §7).</source>
        <extracomment>%1 the box and hand, %2 the card</extracomment>
        <translation>Το ανοιχτό %2 προτείνεται στο %1, το επόμενο στη σειρά: το δέχεται ή το αρνείται (άρθ. 14 §7).</translation>
    </message>
    <message>
        <source>Nobody took the exposed %1: the dealer takes it while he is under 17 (art. 14 §7).</source>
        <translation>Κανείς δεν δέχτηκε το ανοιχτό %1: το παίρνει ο κρουπιέρης όσο έχει κάτω από 17 (άρθ. 14 §7).</translation>
    </message>
    <message>
        <source>The dealer has 17 or more: the %1 exposed cards nobody took are burned (art. 14 §7).</source>
        <translation>Ο κρουπιέρης έχει 17 ή περισσότερο: τα %1 ανοιχτά χαρτιά που δεν πήρε κανείς καίγονται (άρθ. 14 §7).</translation>
    </message>
    <message>
        <source>The cut card came out in this round: it was the last of the shoe; call it (art. 14 §8).</source>
        <translation>Η κάρτα τελειώματος εμφανίστηκε σε αυτή την πάσα: ήταν η τελευταία· αναγγείλτε την (άρθ. 14 §8).</translation>
    </message>
    <message>
        <source>The table changes over to the shuffling machine: all %1 cards go into it, with no cut card (art. 14 §10).</source>
        <translation>Το τραπέζι περνά στη Συσκευή Ανακατέματος: και τα %1 χαρτιά μπαίνουν σε αυτήν, χωρίς κάρτα τελειώματος (άρθ. 14 §10).</translation>
    </message>
    <message>
        <source>At the machine the first %1 cards are burned unseen, once (art. 14 §10).</source>
        <translation>Στη συσκευή τα πρώτα %1 χαρτιά καίγονται χωρίς να φανούν, μία φορά (άρθ. 14 §10).</translation>
    </message>
    <message>
        <source>The round is over at the machine: its %1 cards go back into it at once (art. 14 §10).</source>
        <translation>Η πάσα τελείωσε στη συσκευή: τα %1 χαρτιά της ξαναμπαίνουν αμέσως σε αυτήν (άρθ. 14 §10).</translation>
    </message>
    <message>
        <source>The players have left: the dealer takes the %1 cards out of the machine (art. 14 §10, last paragraph).</source>
        <translation>Οι παίκτες αποχώρησαν: ο κρουπιέρης βγάζει τα %1 χαρτιά από τη συσκευή (άρθ. 14 §10, τελευταίο εδάφιο).</translation>
    </message>
    <message>
        <source>Box %1: a bet of %2 is put down.</source>
        <extracomment>Free play, blackjack, an incident: %1 the box, %2 the stake put down</extracomment>
        <translation>Χώρισμα %1: τοποθετείται μίζα %2.</translation>
    </message>
    <message>
        <source>A third standing bettor puts %2 on box %1.</source>
        <translation>Τρίτος όρθιος παίκτης τοποθετεί %2 στο χώρισμα %1.</translation>
    </message>
    <message>
        <source>The next card in the shoe shows its face: %1.</source>
        <translation>Το επόμενο χαρτί στον διανομέα φαίνεται ανοιχτό: %1.</translation>
    </message>
    <message>
        <source>A card came out that nobody asked for: %1.</source>
        <translation>Βγήκε χαρτί που δεν ζήτησε κανείς: %1.</translation>
    </message>
    <message>
        <source>Exposed cards are left that nobody took.</source>
        <translation>Έμειναν ανοιχτά χαρτιά που δεν πήρε κανείς.</translation>
    </message>
    <message>
        <source>The round is settled; the cut card came out during it.</source>
        <translation>Η πάσα εκκαθαρίστηκε· η κάρτα τελειώματος εμφανίστηκε κατά τη διάρκειά της.</translation>
    </message>
    <message>
        <source>The table emptied; the casino runs it with a shuffling machine from now on.</source>
        <translation>Το τραπέζι άδειασε· από τώρα το Καζίνο το λειτουργεί με Συσκευή Ανακατέματος.</translation>
    </message>
    <message>
        <source>The machine is loaded.</source>
        <translation>Η συσκευή φορτώθηκε.</translation>
    </message>
    <message>
        <source>The round is settled at the shuffling machine.</source>
        <translation>Η πάσα εκκαθαρίστηκε στη Συσκευή Ανακατέματος.</translation>
    </message>
    <message>
        <source>The players have left the machine&apos;s table.</source>
        <translation>Οι παίκτες αποχώρησαν από το τραπέζι της συσκευής.</translation>
    </message>
    <message>
        <source>%1 What does the dealer do?</source>
        <extracomment>Free play, blackjack, an incident: %1 what happened; the keys name the dealer&apos;s possible answers</extracomment>
        <translation>%1 Τι κάνει ο κρουπιέρης;</translation>
    </message>
    <message>
        <source>The table opens: count the %1 cards and check that every deck is complete; type the count, then N (art. 14 §2).</source>
        <extracomment>Free play, blackjack, the table&apos;s opening: %1 the cards of the shoe&apos;s decks (312 for six)</extracomment>
        <translation>Άνοιγμα του τραπεζιού: μετρήστε τα %1 χαρτιά και επαληθεύστε ότι κάθε τράπουλα είναι πλήρης· πληκτρολογήστε τον αριθμό, μετά N (άρθ. 14 §2).</translation>
    </message>
    <message>
        <source>Shuffle the %1 cards: spread them in piles, shuffle, cut and stack them, backs to the players (U, art. 14 §2).</source>
        <extracomment>Free play, blackjack: %1 the number of cards. Key U.</extracomment>
        <translation>Ανακατέψτε τα %1 χαρτιά: μοιράστε τα σε πολλούς σωρούς, ανακατέψτε τα, κόψτε τα και στοιβάξτε τα, με το πίσω μέρος (LOGO) προς τους παίκτες (U, άρθ. 14 §2).</translation>
    </message>
    <message>
        <source>Give a player the card to cut (T): he lifts %1 cards, leaving at least one deck on each side; the top part goes to the back (art. 14 §3).</source>
        <extracomment>Free play, blackjack: the dealer gives the cut card to a player; %1 how many cards the player lifts off</extracomment>
        <translation>Δώστε σε έναν παίκτη τη διαχωριστική κάρτα για το κόψιμο (T): σηκώνει %1 χαρτιά, αφήνοντας τουλάχιστον μία τράπουλα από κάθε πλευρά· ο επάνω σωρός πηγαίνει στο πίσω μέρος της στήλης (άρθ. 14 §3).</translation>
    </message>
    <message>
        <source>Place the cut card with about one deck, %1 cards, behind it (K), and put the stack into the shoe (art. 14 §4–5).</source>
        <extracomment>Free play, blackjack: the cut card (κάρτα τελειώματος) of art. 14 §4; %1 the cards left behind it</extracomment>
        <translation>Τοποθετήστε την κάρτα τελειώματος αφήνοντας πίσω της περίπου μία τράπουλα, %1 χαρτιά (K), και βάλτε τη στήλη μέσα στον διανομέα (άρθ. 14 §4–5).</translation>
    </message>
    <message>
        <source>Before the deal, burn the first %1 cards unseen into the discard holder (B, art. 14 §6).</source>
        <extracomment>Free play, blackjack: %1 the cards burned (five)</extracomment>
        <translation>Πριν από το μοίρασμα, κάψτε τα πρώτα %1 χαρτιά χωρίς να τα αποκαλύψετε, στον συλλέκτη (Discard Holder) (B, άρθ. 14 §6).</translation>
    </message>
    <message>
        <source>Announce your own total after each of your cards: %1 (type %2, then A; art. 14 §12 α).</source>
        <extracomment>%1 the dealer&apos;s total (&quot;17&quot;, &quot;soft 17&quot;, &quot;24, bust&quot;, &quot;Blackjack&quot;), %2 the number to type</extracomment>
        <translation>Ανακοινώνετε το δικό σας άθροισμα μετά από κάθε χαρτί σας: %1 (πληκτρολογήστε %2, μετά A· άρθ. 14 §12 α).</translation>
    </message>
    <message>
        <source>A player has come: the %1 cards, shuffled and cut, go back into the machine (art. 14 §10).</source>
        <extracomment>Free play, blackjack, the shuffling machine: %1 every card</extracomment>
        <translation>Ήρθε παίκτης: τα %1 χαρτιά, ανακατεμένα και κομμένα, μπαίνουν ξανά στη συσκευή (άρθ. 14 §10).</translation>
    </message>
    <message>
        <source>The players have left the machine&apos;s table, and a new one has come.</source>
        <translation>Οι παίκτες αποχώρησαν από το τραπέζι της συσκευής, και ήρθε νέος παίκτης.</translation>
    </message>
    <message>
        <source>Open the shoe: count (type it, N), shuffle (U), a player cuts (T), the cut card (K), burn five (B).</source>
        <extracomment>Free play, blackjack: the opening of a shoe (art. 14 §2–6), its keys</extracomment>
        <translation>Ανοίξτε το κουτί: μέτρηση (πληκτρολογήστε τον αριθμό, Ν), ανακάτεμα (U/Θ), κόψιμο από παίκτη (Τ), κάρτα τελειώματος (Κ), κάψιμο πέντε (Β).</translation>
    </message>
    <message>
        <source>Your hand: announce your total (type it, then A).</source>
        <extracomment>Free play, blackjack: the dealer&apos;s own total (art. 14 §12 α)</extracomment>
        <translation>Τα χαρτιά σας: ανακοινώστε το άθροισμά σας (πληκτρολογήστε το, μετά A).</translation>
    </message>
    <message>
        <source>Last round (art. 14 §8): the round in which the cut card comes out is completed and is the last of the shoe; the next shoe is shuffled, cut and five cards burned (§2–6; counted only at the table&apos;s opening).</source>
        <translation>Τελευταία πάσα (άρθ. 14 §8): η πάσα στην οποία βγαίνει η κάρτα τελειώματος ολοκληρώνεται και είναι η τελευταία του κουτιού· το επόμενο κουτί ανακατεύεται, κόβεται και καίγονται πέντε τραπουλόχαρτα (§2–6· μέτρηση μόνο στο άνοιγμα του τραπεζιού).</translation>
    </message>
    <message>
        <source>%1 takes the exposed %2.</source>
        <extracomment>Free play, blackjack (art. 14 §7): a simulated player takes the card that came out unasked; %2 the card (&quot;9♥&quot;)</extracomment>
        <translation>Το %1 παίρνει το ανοιχτό %2.</translation>
    </message>
    <message>
        <source>%1 refuses the exposed %2.</source>
        <extracomment>Free play, blackjack (art. 14 §7): a simulated player refuses the card that came out unasked; %2 the card (&quot;9♥&quot;)</extracomment>
        <translation>Το %1 αρνείται το ανοιχτό %2.</translation>
    </message>
    <message>
        <source>box %1</source>
        <extracomment>A box of the blackjack layout (χώρισμα, art. 14), numbered from the dealer&apos;s left, inside a sentence (&quot;Settle box 2&quot;).</extracomment>
        <translation>χώρισμα %1</translation>
    </message>
</context>
<context>
    <name>croupier::ChipPayment</name>
    <message>
        <source>The float has no tube %1.</source>
        <extracomment>Paying in chips: the key pressed has no tube in the float; %1 the tube&apos;s number</extracomment>
        <translation>Το float δεν έχει θήκη %1.</translation>
    </message>
    <message>
        <source>Chips: &quot;%1&quot; is not a count of chips (a whole number from 1 to %2).</source>
        <extracomment>Paying in chips: the count typed before a tube&apos;s key; %1 as typed, %2 the most at once</extracomment>
        <translation>Μάρκες: το «%1» δεν είναι πλήθος μαρκών (ακέραιος από 1 έως %2).</translation>
    </message>
    <message>
        <source>The tube of %1 has %2 chips left.</source>
        <extracomment>Paying in chips: more chips than the tube has left (the house sets each tube&apos;s count); %1 the chip, %2 how many are left</extracomment>
        <translation>Στη θήκη των %1 έμειναν %2 μάρκες.</translation>
    </message>
</context>
<context>
    <name>croupier::CrapsDealer</name>
    <message>
        <source>Seven out: the dice pass to player %1.</source>
        <extracomment>Free play, craps: after a 7 with the point on (art. 16 §7). %1 the next shooter&apos;s seat.</extracomment>
        <translation>SEVEN OUT: τα ζάρια δίνονται στον παίκτη %1.</translation>
    </message>
    <message>
        <source>Collect %1 of player %2: it loses.</source>
        <extracomment>Free play, craps: what to do with the highlighted bet. %1 the bet, %2 the seat.</extracomment>
        <translation>Μαζέψτε το %1 του παίκτη %2: χάνει.</translation>
    </message>
    <message>
        <source>Move %1 of player %2 to the %3.</source>
        <extracomment>Free play, craps. %1 the bet (COME or DON&apos;T COME), %2 the seat, %3 its number.</extracomment>
        <translation>Μεταφέρετε το %1 του παίκτη %2 στο %3.</translation>
    </message>
    <message>
        <source>Pay %1 of player %2: %3.</source>
        <extracomment>Free play, craps. %1 the bet, %2 the seat, %3 the amount.</extracomment>
        <translation>Πληρώστε το %1 του παίκτη %2: %3.</translation>
    </message>
    <message>
        <source>Give %1 back to player %2: they were off.</source>
        <extracomment>Free play, craps: odds that were off, whose COME / DON&apos;T COME bet was decided. %1 the bet, %2 the seat.</extracomment>
        <translation>Επιστρέψτε το %1 στον παίκτη %2: ήταν αδρανή (OFF).</translation>
    </message>
    <message>
        <source>Player %1 throws the dice.</source>
        <extracomment>Free play, craps: the right next step. %1 the shooter&apos;s seat.</extracomment>
        <translation>Ο παίκτης %1 ρίχνει τα ζάρια.</translation>
    </message>
    <message>
        <source>Call the total: %1.</source>
        <extracomment>Free play, craps. %1 the total.</extracomment>
        <translation>Αναγγείλετε το άθροισμα: %1.</translation>
    </message>
    <message>
        <source>Put the puck ON the %1.</source>
        <translation>Βάλτε τον δείκτη ON στο %1.</translation>
    </message>
    <message>
        <source>Turn the puck OFF.</source>
        <translation>Γυρίστε τον δείκτη OFF.</translation>
    </message>
    <message>
        <source>The dice have not been thrown yet: the shooter throws first.</source>
        <extracomment>Free play, craps: a settling step while the dice have not been thrown.</extracomment>
        <translation>Τα ζάρια δεν έχουν ριχτεί ακόμη: πρώτα ρίχνει ο παίκτης που έχει τα ζάρια.</translation>
    </message>
    <message>
        <source>Call the total of the dice first.</source>
        <extracomment>Free play, craps: the stickman&apos;s call comes before the settlement.</extracomment>
        <translation>Αναγγείλετε πρώτα το άθροισμα των ζαριών.</translation>
    </message>
    <message>
        <source>The dice show %1 and %2: the total is %3, not %4.</source>
        <extracomment>Free play, craps: a wrong total called. %1 and %2 the dice, %3 their total, %4 what was called.</extracomment>
        <translation>Τα ζάρια φέρνουν %1 και %2: το άθροισμα είναι %3, όχι %4.</translation>
    </message>
    <message>
        <source>%1 loses on a %2: collect it, before any bet is paid.</source>
        <extracomment>Free play, craps: the highlighted bet lost. %1 the bet, %2 the total. Losers first (art. 16 §2).</extracomment>
        <translation>Το %1 χάνει με %2: μαζέψτε το, πριν πληρωθεί οποιαδήποτε μίζα.</translation>
    </message>
    <message>
        <source>%1 is not decided by its first roll of %2: move it to the %2.</source>
        <extracomment>Free play, craps: a COME / DON&apos;T COME bet&apos;s first roll set its number. %1 the bet, %2 the number.</extracomment>
        <translation>Το %1 δεν αποφασίζεται με την πρώτη του ρίψη, %2: μεταφέρετέ το στο %2.</translation>
    </message>
    <message>
        <source>%1 wins on a %2: pay it, at %3.</source>
        <extracomment>Free play, craps. %1 the bet, %2 the total, %3 its ratio.</extracomment>
        <translation>Το %1 κερδίζει με %2: πληρώστε το, με αναλογία %3.</translation>
    </message>
    <message>
        <source>%1 were off on the come-out and their bet is decided: give them back.</source>
        <extracomment>Free play, craps. %1 the odds. Off on the come-out (art. 16 §10, last paragraph).</extracomment>
        <translation>Τα %1 ήταν αδρανή (OFF) στη ρίψη COME OUT και η μίζα τους αποφασίστηκε: επιστρέψτε τα.</translation>
    </message>
    <message>
        <source>%1 goes to the number just rolled, %2, not %3.</source>
        <extracomment>Free play, craps. %1 the bet, %2 the right number, %3 the number given.</extracomment>
        <translation>Το %1 πηγαίνει στον αριθμό που μόλις βγήκε, %2, όχι %3.</translation>
    </message>
    <message>
        <source>Not %1: %2 of %3 pays %4, rounded down to the chip.</source>
        <extracomment>Free play, craps: a wrong payout typed. %1 the amount typed, %2 the bet, %3 the stake, %4 the ratio.</extracomment>
        <translation>Όχι %1: το %2 με μίζα %3 πληρώνεται %4, στρογγυλοποιημένο προς τα κάτω στη μάρκα.</translation>
    </message>
    <message>
        <source>Every bet is settled: now move the puck.</source>
        <extracomment>Free play, craps: every bet is settled; the puck is next.</extracomment>
        <translation>Όλες οι μίζες τακτοποιήθηκαν: τώρα μετακινήστε τον δείκτη.</translation>
    </message>
    <message>
        <source>A 7 with the point on is a seven-out: the puck goes OFF.</source>
        <extracomment>Free play, craps: a 7 with the point on.</extracomment>
        <translation>Το 7 με POINT σε ισχύ είναι SEVEN OUT: ο δείκτης γυρίζει OFF.</translation>
    </message>
    <message>
        <source>A %1 on the come-out is the POINT: the puck goes ON the %1.</source>
        <extracomment>Free play, craps: a come-out 4, 5, 6, 8, 9 or 10. %1 the point.</extracomment>
        <translation>Το %1 στη ρίψη COME OUT είναι το POINT: ο δείκτης μπαίνει ON στο %1.</translation>
    </message>
    <message>
        <source>The point is still %1: the puck stays ON the %1.</source>
        <extracomment>Free play, craps. %1 the point.</extracomment>
        <translation>Το POINT παραμένει %1: ο δείκτης μένει ON στο %1.</translation>
    </message>
    <message>
        <source>The point %1 is made: the puck goes OFF.</source>
        <extracomment>Free play, craps. %1 the point just made.</extracomment>
        <translation>Το POINT %1 βγήκε: ο δείκτης γυρίζει OFF.</translation>
    </message>
    <message>
        <source>No point is set on a %1: the puck stays OFF.</source>
        <extracomment>Free play, craps: a come-out 2, 3, 7, 11 or 12.</extracomment>
        <translation>Με %1 δεν ορίζεται POINT: ο δείκτης μένει OFF.</translation>
    </message>
    <message>
        <source>Player %1 has the dice: press R to throw.</source>
        <extracomment>Free play, craps: what to do now. %1 the shooter&apos;s seat.</extracomment>
        <translation>Ο παίκτης %1 έχει τα ζάρια: πατήστε R/Ρ για τη ρίψη.</translation>
    </message>
    <message>
        <source>Call the total: type it and press Enter.</source>
        <extracomment>Free play, craps: what to do now.</extracomment>
        <translation>Αναγγείλετε το άθροισμα: πληκτρολογήστε το και πατήστε Enter.</translation>
    </message>
    <message>
        <source>%1 of player %2: collect (C), move (M), give back (B), or type the payout and press Enter.</source>
        <extracomment>Free play, craps: what to do now. %1 the bet, %2 its seat; the keys in brackets.</extracomment>
        <translation>%1 του παίκτη %2: μάζεμα (C), μεταφορά (M), επιστροφή (B), ή πληκτρολογήστε την πληρωμή και πατήστε Enter.</translation>
    </message>
    <message>
        <source>Move the puck: type the point and press Enter, or O for OFF.</source>
        <extracomment>Free play, craps: what to do now.</extracomment>
        <translation>Μετακινήστε τον δείκτη: πληκτρολογήστε το POINT και πατήστε Enter, ή Ο για OFF.</translation>
    </message>
    <message>
        <source>Player %1 must bet on WIN or DON&apos;T WIN before throwing.</source>
        <extracomment>Free play, craps: the shooter has no bet on the pass or don&apos;t pass line (art. 16 §9). %1 the seat.</extracomment>
        <translation>Ο παίκτης %1 πρέπει να τοποθετήσει μίζα στο WIN ή στο DON&apos;T WIN πριν ρίξει τα ζάρια.</translation>
    </message>
    <message>
        <source>No Roll (art. 16 §8): a die that leaves the table, or stops on its edge or against a stack, decides nothing; after a die has left the table the shooter picks two of five dice offered, and no bet is placed while they are offered.</source>
        <translation>NO ROLL (άρθ. 16 §8): ζάρι που βγαίνει από το τραπέζι ή σταματά στην ακμή του ή πάνω σε μάρκες δεν κρίνει τίποτα· αφού βγει ζάρι από το τραπέζι ο παίκτης διαλέγει δύο από πέντε ζάρια που του προσφέρονται, και όσο προσφέρονται δεν τοποθετείται μίζα.</translation>
    </message>
    <message>
        <source>The dice (art. 16 §7, §9): they pass clockwise; a player may decline them; the shooter must have a bet on WIN or DON&apos;T WIN.</source>
        <translation>Τα ζάρια (άρθ. 16 §7, §9): δίνονται κατά τη φορά των δεικτών του ρολογιού· ένας παίκτης μπορεί να αρνηθεί τη σειρά του· ο παίκτης που ρίχνει πρέπει να έχει μίζα στο WIN ή στο DON&apos;T WIN.</translation>
    </message>
    <message>
        <source>Take-downs (art. 16 §10 α): WIN and COME stay until they win or lose; other bets may be taken down once their odds are off.</source>
        <translation>Αποσύρσεις (άρθ. 16 §10 α): τα WIN και COME μένουν μέχρι να κερδίσουν ή να χάσουν· τα άλλα στοιχήματα αποσύρονται όταν τα ODDS τους δεν ισχύουν.</translation>
    </message>
    <message>
        <source>Maxima (art. 16 §3–5): the table maximum is 100 to 1000 times the minimum; odds, place, lay and proposition bets have maxima of their own. A bet above its maximum is reduced or refused before the throw.</source>
        <translation>Μέγιστα (άρθ. 16 §3–5): η μέγιστη μίζα είναι 100 έως 1000 φορές η ελάχιστη· τα ODDS, τα PLACE, τα LAY και οι τύχες μίας ρίψης έχουν δικά τους μέγιστα. Μίζα πάνω από το μέγιστό της μειώνεται ή απορρίπτεται πριν από τη ρίψη.</translation>
    </message>
    <message>
        <source>Call No Roll: the throw decides nothing.</source>
        <extracomment>Free play, craps: the stickman&apos;s call on a throw that decides nothing (art. 16 §8)</extracomment>
        <translation>Αναγγείλτε NO ROLL: η ρίψη δεν κρίνει τίποτα.</translation>
    </message>
    <message>
        <source>Offer the dice to player %1.</source>
        <translation>Προσφέρετε τα ζάρια στον παίκτη %1.</translation>
    </message>
    <message>
        <source>Refuse player %1&apos;s bet: no bet while the dice are offered.</source>
        <translation>Αρνηθείτε τη μίζα του παίκτη %1: καμία μίζα όσο προσφέρονται τα ζάρια.</translation>
    </message>
    <message>
        <source>Pass the dice to player %1.</source>
        <translation>Δώστε τα ζάρια στον παίκτη %1.</translation>
    </message>
    <message>
        <source>Reduce the bet to its maximum, %1.</source>
        <translation>Μειώστε τη μίζα στο μέγιστό της, %1.</translation>
    </message>
    <message>
        <source>Refuse: WIN and COME cannot be taken down.</source>
        <translation>Άρνηση: τα WIN και COME δεν αποσύρονται.</translation>
    </message>
    <message>
        <source>Take the bet down and give it back.</source>
        <translation>Αποσύρετε τη μίζα και επιστρέψτε τη.</translation>
    </message>
    <message>
        <source>While the dice are being offered, player %1 puts chips on %2.</source>
        <extracomment>Free play, craps: %1 the seat, %2 the bet</extracomment>
        <translation>Όσο προσφέρονται τα ζάρια, ο παίκτης %1 βάζει μάρκες στο %2.</translation>
    </message>
    <message>
        <source>The die that left the table is gone; the shooter needs dice.</source>
        <translation>Το ζάρι που βγήκε από το τραπέζι χάθηκε· ο παίκτης που ρίχνει χρειάζεται ζάρια.</translation>
    </message>
    <message>
        <source>The dice show %1, but one of them has left the table.</source>
        <extracomment>Free play, craps: %1 the dice shown (&quot;6 and 1&quot;)</extracomment>
        <translation>Τα ζάρια φέρνουν %1, αλλά το ένα βγήκε από το τραπέζι.</translation>
    </message>
    <message>
        <source>The dice show %1, but one of them has stopped on its edge against the chips.</source>
        <translation>Τα ζάρια φέρνουν %1, αλλά το ένα σταμάτησε στην ακμή του, πάνω στις μάρκες.</translation>
    </message>
    <message>
        <source>The dice come to player %1.</source>
        <translation>Τα ζάρια έρχονται στον παίκτη %1.</translation>
    </message>
    <message>
        <source>Player %1 declines the dice.</source>
        <translation>Ο παίκτης %1 αρνείται τη σειρά του.</translation>
    </message>
    <message>
        <source>Player %1 puts %2 on %3.</source>
        <extracomment>Free play, craps: %1 the seat, %2 the stake, %3 the bet</extracomment>
        <translation>Ο παίκτης %1 τοποθετεί %2 στο %3.</translation>
    </message>
    <message>
        <source>Player %1 asks to take down his %2.</source>
        <translation>Ο παίκτης %1 ζητά να αποσύρει το %2 του.</translation>
    </message>
    <message>
        <source>A die left the table: the throw %1 is No Roll and decides nothing. Call it (art. 16 §8).</source>
        <extracomment>Free play, craps: %1 the dice of the voided throw (&quot;6 and 1&quot;)</extracomment>
        <translation>Ένα ζάρι βγήκε από το τραπέζι: η ρίψη %1 είναι NO ROLL και δεν κρίνει τίποτα. Αναγγείλτε το (άρθ. 16 §8).</translation>
    </message>
    <message>
        <source>A die stopped on its edge against the chips: the throw %1 is No Roll and decides nothing. Call it (art. 16 §8).</source>
        <translation>Ένα ζάρι σταμάτησε στην ακμή του πάνω στις μάρκες: η ρίψη %1 είναι NO ROLL και δεν κρίνει τίποτα. Αναγγείλτε το (άρθ. 16 §8).</translation>
    </message>
    <message>
        <source>The dice go first to player %1: offer them (art. 16 §7–8).</source>
        <translation>Τα ζάρια πηγαίνουν πρώτα στον παίκτη %1: προσφέρετέ τα (άρθ. 16 §7–8).</translation>
    </message>
    <message>
        <source>Player %1 is putting chips on %2 while the dice are offered: no bet is placed then (art. 16 §8).</source>
        <extracomment>%1 the seat, %2 the bet</extracomment>
        <translation>Ο παίκτης %1 βάζει μάρκες στο %2 ενώ προσφέρονται τα ζάρια: τότε δεν τοποθετείται μίζα (άρθ. 16 §8).</translation>
    </message>
    <message>
        <source>Player %1 declines the dice: they pass clockwise, to player %2 (art. 16 §7).</source>
        <extracomment>%1 the player who declined, %2 the next player clockwise</extracomment>
        <translation>Ο παίκτης %1 αρνείται τη σειρά του: τα ζάρια δίνονται κατά τη φορά του ρολογιού, στον παίκτη %2 (άρθ. 16 §7).</translation>
    </message>
    <message>
        <source>%2 on %1 is over its maximum, %3: reduce it or refuse it before the throw (art. 16 §3–5).</source>
        <extracomment>%1 the bet, %2 the stake offered, %3 its maximum</extracomment>
        <translation>%2 στο %1 ξεπερνά το μέγιστο, %3: μειώστε το ή αρνηθείτε το πριν από τη ρίψη (άρθ. 16 §3–5).</translation>
    </message>
    <message>
        <source>%2 on %1 is reduced to its maximum, %3, not %4.</source>
        <translation>%2 στο %1 μειώνεται στο μέγιστο, %3, όχι %4.</translation>
    </message>
    <message>
        <source>%1 cannot be taken down: it stays until it wins or loses (art. 16 §10 α).</source>
        <translation>Το %1 δεν αποσύρεται: μένει μέχρι να κερδίσει ή να χάσει (άρθ. 16 §10 α).</translation>
    </message>
    <message>
        <source>%1 may be taken down: give it back to the player.</source>
        <translation>Το %1 μπορεί να αποσυρθεί: επιστρέψτε το στον παίκτη.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>Two dice: %1 and %2 their faces</extracomment>
        <translation>%1 και %2</translation>
    </message>
    <message>
        <source>%1 What does the dealer do?</source>
        <extracomment>Free play, craps, an incident: %1 what happened; the keys name the dealer&apos;s possible answers</extracomment>
        <translation>%1 Τι κάνει ο κρουπιέρης;</translation>
    </message>
    <message>
        <source>The layout no longer allows that bet: %1.</source>
        <extracomment>Free play, craps: a bet the layout no longer allows; %1 the rule&apos;s words</extracomment>
        <translation>Το ταμπλό δεν επιτρέπει πλέον αυτή τη μίζα: %1.</translation>
    </message>
</context>
<context>
    <name>croupier::DrillSession</name>
    <message>
        <source>There is no game &quot;%1&quot;.</source>
        <extracomment>A drill was asked for a game that does not exist. %1 is its name.</extracomment>
        <translation>Δεν υπάρχει παιχνίδι «%1».</translation>
    </message>
    <message>
        <source>There is no topic &quot;%1&quot;.</source>
        <translation>Δεν υπάρχει θέμα «%1».</translation>
    </message>
    <message>
        <source>The topic &quot;%1&quot; is not drilled at this game.</source>
        <translation>Το θέμα «%1» δεν ασκείται σε αυτό το παιχνίδι.</translation>
    </message>
    <message>
        <source>%1: give an answer.</source>
        <extracomment>The answer form: a field was left empty. %1 is the field (&quot;Paid&quot;).</extracomment>
        <translation>%1: δώστε απάντηση.</translation>
    </message>
    <message>
        <source>%1: type a whole number from %2 to %3.</source>
        <extracomment>The answer form. %1 the field, %2 and %3 the smallest and largest number allowed.</extracomment>
        <translation>%1: γράψτε έναν ακέραιο από %2 έως %3.</translation>
    </message>
    <message>
        <source>%1: answer yes or no.</source>
        <translation>%1: απαντήστε ναι ή όχι.</translation>
    </message>
    <message>
        <source>%1: choose one of the answers.</source>
        <translation>%1: διαλέξτε μία από τις απαντήσεις.</translation>
    </message>
    <message>
        <source>no answer</source>
        <extracomment>An exam question left without an answer (the time ran out).</extracomment>
        <translation>καμία απάντηση</translation>
    </message>
    <message>
        <source>%1: take the chips from the float (a count, then the tube&apos;s key).</source>
        <extracomment>The answer form: no chip was taken from the float. %1 is the field (&quot;Chips&quot;).</extracomment>
        <translation>%1: πάρτε τις μάρκες από το float (το πλήθος, μετά το πλήκτρο της θήκης).</translation>
    </message>
</context>
<context>
    <name>croupier::ExamDesk</name>
    <message>
        <source>topic</source>
        <translation>θέμα</translation>
    </message>
    <message>
        <source>game</source>
        <translation>παιχνίδι</translation>
    </message>
    <message>
        <source>questions</source>
        <extracomment>A section&apos;s number of questions, in an error message (&quot;Section 2, questions: …&quot;).</extracomment>
        <translation>ερωτήσεις</translation>
    </message>
    <message>
        <source>level</source>
        <translation>επίπεδο</translation>
    </message>
    <message>
        <source>Section %1</source>
        <extracomment>The author form&apos;s section row in an error message. %1 the row number.</extracomment>
        <translation>Ενότητα %1</translation>
    </message>
    <message>
        <source>Exam id</source>
        <extracomment>The author form&apos;s field: the exam&apos;s short unique name.</extracomment>
        <translation>Κωδικός εξέτασης</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Τίτλος</translation>
    </message>
    <message>
        <source>Language of the questions</source>
        <translation>Γλώσσα των ερωτήσεων</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Σπόρος</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Τράπουλες</translation>
    </message>
    <message>
        <source>Chip unit</source>
        <translation>Μονάδα μάρκας</translation>
    </message>
    <message>
        <source>Pay table</source>
        <translation>Πίνακας πληρωμών</translation>
    </message>
    <message>
        <source>Whole exam (minutes)</source>
        <translation>Όλη η εξέταση (λεπτά)</translation>
    </message>
    <message>
        <source>Seconds per question</source>
        <translation>Δευτερόλεπτα ανά ερώτηση</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Βάση</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>Ενημέρωση</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Ενότητες</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>An error on the author form. %1 the field&apos;s label, %2 why (from the rules engine, in English).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The exam database cannot be opened.</source>
        <translation>Η βάση δεδομένων εξετάσεων δεν ανοίγει.</translation>
    </message>
    <message>
        <source>Log in as the instructor first.</source>
        <extracomment>Refusal of an instructor&apos;s action before the passphrase was given.</extracomment>
        <translation>Συνδεθείτε πρώτα ως εκπαιδευτής.</translation>
    </message>
    <message>
        <source>The passphrase must have at least 8 characters.</source>
        <extracomment>The instructor&apos;s new passphrase is too short.</extracomment>
        <translation>Η φράση πρόσβασης πρέπει να έχει τουλάχιστον 8 χαρακτήρες.</translation>
    </message>
    <message numerus="yes">
        <source>Wait %n second(s) before trying again.</source>
        <extracomment>After wrong passphrases. %n seconds.</extracomment>
        <translation>
            <numerusform>Περιμένετε %n δευτερόλεπτο πριν δοκιμάσετε ξανά. </numerusform>
            <numerusform> Περιμένετε %n δευτερόλεπτα πριν δοκιμάσετε ξανά.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrong passphrase.</source>
        <extracomment>A wrong passphrase, when the store gives no reason.</extracomment>
        <translation>Λάθος φράση πρόσβασης.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a whole number.</source>
        <extracomment>A form field that takes a whole number. %1 the field&apos;s label, %2 what was typed.</extracomment>
        <translation>%1: το «%2» δεν είναι ακέραιος αριθμός.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a Punto Banco pay table.</source>
        <extracomment>The pay table chosen is not a Punto Banco one. %1 the field, %2 the value.</extracomment>
        <translation>%1: το «%2» δεν είναι πίνακας πληρωμών του Punto Banco.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is none of end, never, each.</source>
        <extracomment>%1 the field, %2 the value; keep end, never, each as they are.</extracomment>
        <translation>%1: το «%2» δεν είναι κανένα από τα end, never, each.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a game.</source>
        <extracomment>%1 the section&apos;s field, %2 the value.</extracomment>
        <translation>%1: το «%2» δεν είναι παιχνίδι.</translation>
    </message>
    <message>
        <source>%1: cannot read the question bank: %2</source>
        <extracomment>A question bank that cannot be read. %1 the file, %2 why.</extracomment>
        <translation>%1: η τράπεζα ερωτήσεων δεν διαβάζεται: %2</translation>
    </message>
    <message>
        <source>%1: the question bank is larger than %2 MiB.</source>
        <translation>%1: η τράπεζα ερωτήσεων είναι μεγαλύτερη από %2 MiB.</translation>
    </message>
    <message>
        <source>%1: the question bank has no questions.</source>
        <extracomment>An imported question bank without a single question. %1 the file.</extracomment>
        <translation>%1: η τράπεζα ερωτήσεων δεν έχει ερωτήσεις.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s) refused by the rules engine; nothing was saved.</source>
        <extracomment>An imported bank with wrong lines: nothing is saved. %1 the file, %n the lines.</extracomment>
        <translation>
            <numerusform>%1: %n γραμμή απορρίφθηκε από τη μηχανή κανόνων· δεν αποθηκεύτηκε τίποτα. </numerusform>
            <numerusform> %1: %n γραμμές απορρίφθηκαν από τη μηχανή κανόνων· δεν αποθηκεύτηκε τίποτα.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: an exam &quot;%2&quot; is already saved; choose another id.</source>
        <extracomment>Saving an exam whose id is taken. %1 the field, %2 the id.</extracomment>
        <translation>%1: υπάρχει ήδη αποθηκευμένη εξέταση «%2»· επιλέξτε άλλον κωδικό.</translation>
    </message>
    <message>
        <source>%1: give the question bank&apos;s file.</source>
        <translation>%1: δώστε το αρχείο της τράπεζας ερωτήσεων.</translation>
    </message>
    <message>
        <source>Question bank</source>
        <translation>Τράπεζα ερωτήσεων</translation>
    </message>
    <message>
        <source>There is no exam &quot;%1&quot; in the database.</source>
        <extracomment>An exam id not in the database. %1 the id.</extracomment>
        <translation>Δεν υπάρχει εξέταση «%1» στη βάση δεδομένων.</translation>
    </message>
    <message>
        <source>Give the file to write.</source>
        <extracomment>An export without a file name.</extracomment>
        <translation>Δώστε το αρχείο που θα γραφτεί.</translation>
    </message>
    <message>
        <source>Give the exam file to open.</source>
        <extracomment>Opening an exam file without a file name.</extracomment>
        <translation>Δώστε το αρχείο εξέτασης που θα ανοίξει.</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: δεν διαβάζεται: %2</translation>
    </message>
    <message>
        <source>%1: larger than %2 MiB; not a results file.</source>
        <extracomment>A file too large to be an exported result. %1 the file, %2 the limit.</extracomment>
        <translation>%1: μεγαλύτερο από %2 MiB· δεν είναι αρχείο αποτελεσμάτων.</translation>
    </message>
    <message>
        <source>The demo runs only on an in-memory exam database.</source>
        <extracomment>Not shown in the UI: the screenshot demo refuses to touch a real database.</extracomment>
        <translation>Η επίδειξη τρέχει μόνο σε βάση δεδομένων εξετάσεων στη μνήμη.</translation>
    </message>
    <message>
        <source>Punto Banco: third card and payouts</source>
        <extracomment>The demo exam&apos;s title (screenshots).</extracomment>
        <translation>Punto Banco: τρίτο φύλλο και πληρωμές</translation>
    </message>
    <message>
        <source>%1: the exam in the database is signed by another key than this instructor&apos;s: it was replaced after it was saved, and is refused.</source>
        <extracomment>An exam in the database signed by a key that is not this instructor&apos;s. %1 the exam&apos;s id.</extracomment>
        <translation>%1: η εξέταση στη βάση δεδομένων είναι υπογεγραμμένη με άλλο κλειδί από του εκπαιδευτή: αντικαταστάθηκε μετά την αποθήκευση και απορρίπτεται.</translation>
    </message>
    <message>
        <source>The file is signed by another instructor&apos;s key (%1; yours is %2): check that it is the exam you expect. It is stored signed by yours.</source>
        <extracomment>Opening an exam file signed by another desk&apos;s key. %1 that key&apos;s fingerprint, %2 this desk&apos;s.</extracomment>
        <translation>Το αρχείο είναι υπογεγραμμένο με κλειδί άλλου εκπαιδευτή (%1· το δικό σας είναι %2): ελέγξτε ότι είναι η εξέταση που περιμένετε. Αποθηκεύεται υπογεγραμμένο με το δικό σας.</translation>
    </message>
    <message>
        <source>The file is not signed (an older Croupier, or the signature was removed): check its pass mark and questions. It is stored signed by your key.</source>
        <extracomment>Opening an exam file with no signature.</extracomment>
        <translation>Το αρχείο δεν είναι υπογεγραμμένο (παλαιότερο Croupier, ή η υπογραφή αφαιρέθηκε): ελέγξτε τη βάση επιτυχίας και τις ερωτήσεις. Αποθηκεύεται υπογεγραμμένο με το κλειδί σας.</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <extracomment>Item analysis: a wrong answer and how many gave it. %1 the answer, %2 how many.</extracomment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>χωρίς απάντηση</translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation>τέλος χρόνου</translation>
    </message>
    <message>
        <source>pool</source>
        <extracomment>A section&apos;s pool: the questions generated, from which each trainee&apos;s form takes its share.</extracomment>
        <translation>δεξαμενή</translation>
    </message>
    <message>
        <source>Forms</source>
        <extracomment>The author form&apos;s field: one form for all, or a form per trainee.</extracomment>
        <translation>Παραλλαγές</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is none of one, per-trainee.</source>
        <extracomment>%1 the field, %2 the value; keep one, per-trainee as they are.</extracomment>
        <translation>%1: το «%2» δεν είναι ένα από one, per-trainee.</translation>
    </message>
    <message>
        <source>%1: a pool of %2 times the questions; from 1 to 10.</source>
        <extracomment>The pool&apos;s size as a multiple of each section&apos;s questions. %1 the field, %2 the value.</extracomment>
        <translation>%1: δεξαμενή %2 φορές οι ερωτήσεις· από 1 έως 10.</translation>
    </message>
    <message>
        <source>%1: forms per trainee need 2 questions or more.</source>
        <extracomment>A bank of one question cannot give neighbours different forms.</extracomment>
        <translation>%1: οι παραλλαγές ανά εκπαιδευόμενο χρειάζονται 2 ερωτήσεις ή περισσότερες.</translation>
    </message>
    <message>
        <source>%1: the exam in the database is a station copy, without its answer keys: it was replaced after it was saved, and is refused.</source>
        <extracomment>The desk&apos;s own copy of an exam was replaced by a station copy (no answer keys). %1 the exam&apos;s id.</extracomment>
        <translation>%1: η εξέταση στη βάση είναι αντίγραφο σταθμού, χωρίς τις σωστές απαντήσεις: αντικαταστάθηκε μετά την αποθήκευση και απορρίπτεται.</translation>
    </message>
    <message>
        <source>The stations cannot sit these exams until they are saved again: %1</source>
        <extracomment>After setting up the stations&apos; role: exams the stations cannot sit. %1 why, one per exam.</extracomment>
        <translation>Οι σταθμοί δεν μπορούν να δώσουν αυτές τις εξετάσεις μέχρι να αποθηκευτούν ξανά: %1</translation>
    </message>
</context>
<context>
    <name>croupier::ExamSitting</name>
    <message>
        <source>Name: type your full name.</source>
        <extracomment>Starting an exam: the trainee&apos;s name was left empty.</extracomment>
        <translation>Ονοματεπώνυμο: γράψτε το πλήρες όνομά σας.</translation>
    </message>
    <message>
        <source>Registration number: type the number the school gave you.</source>
        <extracomment>Starting an exam: the trainee&apos;s registration number (given by the school) was left empty.</extracomment>
        <translation>Αριθμός μητρώου: γράψτε τον αριθμό που σας έδωσε η σχολή.</translation>
    </message>
    <message>
        <source>Exam: choose the exam to take.</source>
        <translation>Εξέταση: επιλέξτε την εξέταση που θα δώσετε.</translation>
    </message>
    <message>
        <source>The exam database cannot be used: %1</source>
        <extracomment>%1 why the exam database could not be opened.</extracomment>
        <translation>Η βάση δεδομένων των εξετάσεων δεν μπορεί να χρησιμοποιηθεί: %1</translation>
    </message>
    <message>
        <source>The exam &quot;%1&quot; cannot be read from the database: %2</source>
        <extracomment>%1 the exam&apos;s id, %2 the database&apos;s message.</extracomment>
        <translation>Η εξέταση «%1» δεν μπορεί να διαβαστεί από τη βάση δεδομένων: %2</translation>
    </message>
    <message>
        <source>The exam &quot;%1&quot; has no questions.</source>
        <translation>Η εξέταση «%1» δεν έχει ερωτήσεις.</translation>
    </message>
    <message>
        <source>Your answer could not be saved: %1. Try again.</source>
        <extracomment>%1 the database&apos;s message.</extracomment>
        <translation>Η απάντησή σας δεν αποθηκεύτηκε: %1. Δοκιμάστε ξανά.</translation>
    </message>
    <message>
        <source>The exam could not be closed in the database: %1. Your answers are kept; it is closed as soon as the database is back.</source>
        <extracomment>Handing in could not be recorded yet; the answers are kept. %1 the database&apos;s message.</extracomment>
        <translation>Η εξέταση δεν έκλεισε στη βάση δεδομένων: %1. Οι απαντήσεις σας διατηρούνται· θα κλείσει μόλις η βάση δεδομένων επανέλθει.</translation>
    </message>
</context>
<context>
    <name>croupier::HouseChipsSetting</name>
    <message>
        <source>The house&apos;s chips stored on this station were set aside for the default: %1</source>
        <extracomment>The house&apos;s chips stored on this station did not read; %1 why (the field at fault)</extracomment>
        <translation>Οι μάρκες του καζίνου που είναι αποθηκευμένες σε αυτόν τον σταθμό αγνοήθηκαν και ισχύουν οι προεπιλεγμένες: %1</translation>
    </message>
    <message>
        <source>The float needs at least one chip.</source>
        <extracomment>The house&apos;s chips: the instructor removed every chip</extracomment>
        <translation>Το float χρειάζεται τουλάχιστον μία μάρκα.</translation>
    </message>
    <message>
        <source>A float holds at most %1 chips.</source>
        <extracomment>The house&apos;s chips: too many chips; %1 the most</extracomment>
        <translation>Ένα float έχει το πολύ %1 μάρκες.</translation>
    </message>
    <message>
        <source>A full stack is 5 or 20 chips, not %1.</source>
        <extracomment>The house&apos;s chips: the stack size; %1 what was asked</extracomment>
        <translation>Μια γεμάτη στήλη έχει 5 ή 20 μάρκες, όχι %1.</translation>
    </message>
    <message>
        <source>Chip %1: %2</source>
        <extracomment>The house&apos;s chips: a chip&apos;s value did not read; %1 the row (1 the first), %2 why</extracomment>
        <translation>Μάρκα %1: %2</translation>
    </message>
    <message>
        <source>a chip is worth more than 0.</source>
        <translation>μια μάρκα αξίζει περισσότερο από 0.</translation>
    </message>
    <message>
        <source>Chip %1: %2 is already chip %3.</source>
        <extracomment>The house&apos;s chips: the same value twice; %1 this row, %2 the value, %3 the earlier row</extracomment>
        <translation>Μάρκα %1: η %2 είναι ήδη η μάρκα %3.</translation>
    </message>
    <message>
        <source>Chip %1: the tube&apos;s count &quot;%2&quot; is not a whole number from 0 to %3 (empty: not counted).</source>
        <extracomment>The house&apos;s chips: a tube&apos;s count; %1 the row, %2 what was typed, %3 the most</extracomment>
        <translation>Μάρκα %1: το πλήθος της θήκης «%2» δεν είναι ακέραιος από 0 έως %3 (κενό: δεν μετριούνται).</translation>
    </message>
    <message>
        <source>The float must hold a chip of %1: a table&apos;s smallest chip, every payment rounds to it.</source>
        <extracomment>The house&apos;s chips: a table&apos;s smallest chip is missing; %1 the chip</extracomment>
        <translation>Το float πρέπει να έχει μάρκα των %1: είναι η μικρότερη μάρκα ενός τραπεζιού, κάθε πληρωμή στρογγυλεύεται σε αυτήν.</translation>
    </message>
</context>
<context>
    <name>croupier::InstructorFile</name>
    <message>
        <source>the instructor&apos;s file cannot be read: %1</source>
        <extracomment>The instructor&apos;s file cannot be read; %1 why (from the system).</extracomment>
        <translation>το αρχείο του εκπαιδευτή δεν διαβάζεται: %1</translation>
    </message>
    <message>
        <source>too large for an instructor&apos;s file</source>
        <translation>πολύ μεγάλο για αρχείο εκπαιδευτή</translation>
    </message>
    <message>
        <source>not an instructor&apos;s file (JSON of format &quot;croupier-instructor&quot;)</source>
        <extracomment>Keep &quot;croupier-instructor&quot;: the file&apos;s own word.</extracomment>
        <translation>δεν είναι αρχείο εκπαιδευτή (JSON μορφής &quot;croupier-instructor&quot;)</translation>
    </message>
    <message>
        <source>damaged: a member is missing or not what it should be; restore it from a backup</source>
        <extracomment>The instructor&apos;s file is damaged or was edited.</extracomment>
        <translation>κατεστραμμένο: ένα μέλος λείπει ή δεν είναι όπως πρέπει· επαναφέρετέ το από αντίγραφο ασφαλείας</translation>
    </message>
    <message>
        <source>the instructor&apos;s file cannot be written: %1</source>
        <extracomment>%1 why (from the system). The old file, if any, is left as it was.</extracomment>
        <translation>το αρχείο του εκπαιδευτή δεν γράφεται: %1</translation>
    </message>
</context>
<context>
    <name>croupier::PaceMeter</name>
    <message numerus="yes">
        <source>%n roll(s) · the rate after a minute · target %1</source>
        <extracomment>Free play&apos;s pace at craps before a minute has passed: %n rolls so far, %1 the target an hour.</extracomment>
        <translation>
            <numerusform>%n ρίψη · ο ρυθμός μετά από ένα λεπτό · στόχος %1</numerusform>
            <numerusform>%n ρίψεις · ο ρυθμός μετά από ένα λεπτό · στόχος %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n roll(s) · %1 an hour · target %2</source>
        <extracomment>Free play&apos;s pace at craps: %n rolls so far, %1 rolls an hour, %2 the target.</extracomment>
        <translation>
            <numerusform>%n ρίψη · %1 την ώρα · στόχος %2</numerusform>
            <numerusform>%n ρίψεις · %1 την ώρα · στόχος %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) · the rate after a minute · target %1</source>
        <extracomment>Free play&apos;s pace at blackjack before a minute has passed: %n rounds so far, %1 the target an hour.</extracomment>
        <translation>
            <numerusform>%n γύρος · ο ρυθμός μετά από ένα λεπτό · στόχος %1</numerusform>
            <numerusform>%n γύροι · ο ρυθμός μετά από ένα λεπτό · στόχος %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) · %1 an hour · target %2</source>
        <extracomment>Free play&apos;s pace at blackjack: %n rounds so far, %1 rounds an hour, %2 the target.</extracomment>
        <translation>
            <numerusform>%n γύρος · %1 την ώρα · στόχος %2</numerusform>
            <numerusform>%n γύροι · %1 την ώρα · στόχος %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coup(s) · the rate after a minute · target %1</source>
        <extracomment>Free play&apos;s pace at baccarat before a minute has passed: %n coups so far, %1 the target an hour.</extracomment>
        <translation>
            <numerusform>%n παρτίδα · ο ρυθμός μετά από ένα λεπτό · στόχος %1</numerusform>
            <numerusform>%n παρτίδες · ο ρυθμός μετά από ένα λεπτό · στόχος %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coup(s) · %1 an hour · target %2</source>
        <extracomment>Free play&apos;s pace at baccarat: %n coups so far, %1 coups an hour, %2 the target.</extracomment>
        <translation>
            <numerusform>%n παρτίδα · %1 την ώρα · στόχος %2</numerusform>
            <numerusform>%n παρτίδες · %1 την ώρα · στόχος %2</numerusform>
        </translation>
    </message>
    <message>
        <source>The product&apos;s reading of a school&apos;s usual pace: about 100 rolls an hour.</source>
        <extracomment>Free play&apos;s pace: where the craps target comes from (no rule sets a pace).</extracomment>
        <translation>Η ανάγνωση του προγράμματος για τον συνήθη ρυθμό μιας σχολής: περίπου 100 ρίψεις την ώρα.</translation>
    </message>
    <message>
        <source>The product&apos;s reading of a school&apos;s usual pace: about 60 rounds an hour at a full table.</source>
        <extracomment>Free play&apos;s pace: where the blackjack target comes from (no rule sets a pace).</extracomment>
        <translation>Η ανάγνωση του προγράμματος για τον συνήθη ρυθμό μιας σχολής: περίπου 60 γύροι την ώρα σε γεμάτο τραπέζι.</translation>
    </message>
    <message>
        <source>The product&apos;s reading of a school&apos;s usual pace: 60 to 80 coups an hour.</source>
        <extracomment>Free play&apos;s pace: where the baccarat target comes from (no rule sets a pace).</extracomment>
        <translation>Η ανάγνωση του προγράμματος για τον συνήθη ρυθμό μιας σχολής: 60 έως 80 παρτίδες την ώρα.</translation>
    </message>
    <message>
        <source>Your own target, set on the self-study page.</source>
        <extracomment>Free play&apos;s pace: the target is the trainee&apos;s own, set on the self-study page.</extracomment>
        <translation>Ο δικός σας στόχος, από τη σελίδα αυτοεκπαίδευσης.</translation>
    </message>
    <message>
        <source>The target of %1&apos;s profile, set on the self-study page.</source>
        <translation>Ο στόχος του προφίλ «%1», από τη σελίδα αυτοεκπαίδευσης.</translation>
    </message>
</context>
<context>
    <name>croupier::PageScreenshot</name>
    <message>
        <source>the window was closed before the page could be rendered</source>
        <translation>το παράθυρο έκλεισε πριν αποδοθεί η σελίδα</translation>
    </message>
    <message>
        <source>the page did not settle within %1 seconds</source>
        <translation>η σελίδα δεν ολοκληρώθηκε μέσα σε %1 δευτερόλεπτα</translation>
    </message>
    <message>
        <source>the window could not be grabbed</source>
        <translation>δεν ήταν δυνατή η λήψη του παραθύρου</translation>
    </message>
    <message>
        <source>cannot write the screenshot to %1</source>
        <translation>δεν είναι δυνατή η εγγραφή του στιγμιότυπου στο %1</translation>
    </message>
    <message>
        <source>croupier: screenshot failed: %1</source>
        <extracomment>Printed before an error message of the --screenshot option.</extracomment>
        <translation>croupier: η λήψη στιγμιότυπου απέτυχε: %1</translation>
    </message>
</context>
<context>
    <name>croupier::PayTableModel</name>
    <message>
        <source>The regulation gives deux tableaux no pay table of its own: each tableau is settled against the banker on its own (art. 15).</source>
        <extracomment>Under the (empty) pay table of deux tableaux. &quot;Tableau&quot; is each punters&apos; side of the table.</extracomment>
        <translation>Ο κανονισμός δεν ορίζει χωριστό πίνακα πληρωμών για τον Μπακαρά με δύο ταμπλώ: κάθε ταμπλώ κρίνεται χωριστά απέναντι στον πάγκο (art. 15).</translation>
    </message>
    <message>
        <source>Punto</source>
        <extracomment>A bet of the pay table: on Punto (keep the regulation&apos;s word)</extracomment>
        <translation>Punto</translation>
    </message>
    <message>
        <source>Banco</source>
        <extracomment>A bet of the pay table: on Banco (keep the regulation&apos;s word)</extracomment>
        <translation>Banco</translation>
    </message>
    <message>
        <source>Egalité</source>
        <extracomment>A bet of the pay table: on a tie (keep the regulation&apos;s word, Egalité)</extracomment>
        <translation>Egalité (ισοπαλία)</translation>
    </message>
    <message>
        <source>Punto pair</source>
        <extracomment>A bet of the pay table: Punto&apos;s first two cards are a pair</extracomment>
        <translation>Ζεύγος Punto</translation>
    </message>
    <message>
        <source>Banco pair</source>
        <extracomment>A bet of the pay table: Banco&apos;s first two cards are a pair</extracomment>
        <translation>Ζεύγος Banco</translation>
    </message>
    <message>
        <source>Super Six</source>
        <extracomment>A side bet&apos;s name (the variants guide&apos;s &quot;Super 6&quot;): keep it</extracomment>
        <translation>Super Six</translation>
    </message>
    <message>
        <source>Cagnotte</source>
        <extracomment>The casino&apos;s share at chemin de fer (art. 15 §7: &quot;γκανιότα&quot;)</extracomment>
        <translation>Γκανιότα</translation>
    </message>
    <message>
        <source>%1, %2 with a Banco 6</source>
        <extracomment>What a Banco bet pays without commission. %1 &quot;1:1&quot;, %2 &quot;1:2&quot;</extracomment>
        <translation>%1· %2 με Banco 6</translation>
    </message>
    <message>
        <source>%1 on two cards, %2 on three</source>
        <extracomment>What the Super Six bet pays. %1 &quot;12:1&quot; (Banco&apos;s 6 on two cards), %2 &quot;20:1&quot; (on three)</extracomment>
        <translation>%1 με δύο φύλλα, %2 με τρία</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>A percentage: %1 is the number. Write the per cent sign as your language does (&quot;5 %&quot;, &quot;5%&quot;).</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Pushes on an Egalité.</source>
        <extracomment>How a Punto bet is settled when the coup is a tie</extracomment>
        <translation>Σε Egalité ούτε κερδίζει ούτε χάνει.</translation>
    </message>
    <message>
        <source>A %1 commission is kept from the win, rounded down to the smallest chip; pushes on an Egalité.</source>
        <extracomment>%1 is a percentage, &quot;5 %&quot;. The commission is the regulation&apos;s &quot;γκανιότα&quot; (art. 15 §14 β)</extracomment>
        <translation>Από το κέρδος παρακρατείται γκανιότα %1, στρογγυλεμένη προς τα κάτω στη μικρότερη μάρκα· σε Egalité ούτε κερδίζει ούτε χάνει.</translation>
    </message>
    <message>
        <source>No commission; pushes on an Egalité.</source>
        <translation>Χωρίς γκανιότα· σε Egalité ούτε κερδίζει ούτε χάνει.</translation>
    </message>
    <message>
        <source>Punto and Banco end on equal points.</source>
        <translation>Punto και Banco τελειώνουν με ίσους πόντους.</translation>
    </message>
    <message>
        <source>Banco wins with 6; otherwise the bet loses.</source>
        <translation>Το Banco κερδίζει με 6· αλλιώς το στοίχημα χάνει.</translation>
    </message>
    <message>
        <source>Of the banker&apos;s winnings in each coup, rounded down to the smallest chip.</source>
        <extracomment>How the cagnotte (the regulation&apos;s &quot;γκανιότα&quot;) is taken at chemin de fer</extracomment>
        <translation>Επί των ποσών που κερδίζει ο πάγκος σε κάθε παρτίδα, στρογγυλεμένη προς τα κάτω στη μικρότερη μάρκα.</translation>
    </message>
    <message>
        <source>Punto&apos;s first two cards are of one rank (K-K, not 10-K).</source>
        <extracomment>A pair is two cards of the same rank: 10-10 and K-K are pairs, 10-K is not. A no-break hyphen (U+2011) keeps &quot;K-K&quot; on one line.</extracomment>
        <translation>Τα δύο πρώτα φύλλα του Punto είναι ζευγάρι (K‑K, όχι 10‑K).</translation>
    </message>
    <message>
        <source>Banco&apos;s first two cards are of one rank (K-K, not 10-K).</source>
        <translation>Τα δύο πρώτα φύλλα του Banco είναι ζευγάρι (K‑K, όχι 10‑K).</translation>
    </message>
</context>
<context>
    <name>croupier::RulesListModel</name>
    <message>
        <source>The come-out rule: art. 16 §10, last paragraph.</source>
        <extracomment>The craps rules page, under a bet off on the come-out roll unless called working: the paragraph of that rule (the bet&apos;s own text already says it is off).</extracomment>
        <translation>Ο κανόνας της ρίψης COME OUT: άρθρο 16 §10, τελευταίο εδάφιο.</translation>
    </message>
</context>
<context>
    <name>croupier::SpotSession</name>
    <message>
        <source>Missed: step %1 was wrong: %2.</source>
        <extracomment>Spot the error: the round ended and the trainee did not stop it; %1 the step&apos;s number, %2 the error</extracomment>
        <translation>Σας ξέφυγε: η κίνηση %1 ήταν λανθασμένη: %2.</translation>
    </message>
    <message numerus="yes">
        <source>A false alarm: the %n step(s) on show are the ones the rules order.</source>
        <extracomment>Spot the error: the trainee stopped where nothing was wrong; %1 how many steps were on show</extracomment>
        <translation>
            <numerusform>Ψευδής συναγερμός: η %n κίνηση που φαίνεται είναι αυτή που ορίζουν οι κανόνες.</numerusform>
            <numerusform>Ψευδής συναγερμός: οι %n κινήσεις που φαίνονται είναι αυτές που ορίζουν οι κανόνες.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped %1 s after the error.</source>
        <translation>Σταματήσατε %1 δευτ. μετά το λάθος.</translation>
    </message>
    <message>
        <source>Step %1 was wrong: %2.</source>
        <extracomment>Spot the error: %1 the step&apos;s number, %2 the error</extracomment>
        <translation>Η κίνηση %1 ήταν λανθασμένη: %2.</translation>
    </message>
    <message>
        <source>You named it right.</source>
        <translation>Το ονομάσατε σωστά.</translation>
    </message>
    <message>
        <source>You named another error.</source>
        <translation>Ονομάσατε άλλο λάθος.</translation>
    </message>
    <message>
        <source>Remedy, as you chose: %1.</source>
        <extracomment>Spot the error: %1 the remedy</extracomment>
        <translation>Διόρθωση, όπως επιλέξατε: %1.</translation>
    </message>
    <message>
        <source>The remedy is another: %1.</source>
        <translation>Η διόρθωση είναι άλλη: %1.</translation>
    </message>
    <message>
        <source>the bank</source>
        <extracomment>Spot the error, deux tableaux: a punter&apos;s stake on a tableau; %1 its number</extracomment>
        <translation>το μπάνκο</translation>
    </message>
    <message>
        <source>tableau %1</source>
        <translation>ταμπλό %1</translation>
    </message>
    <message>
        <source>against the bank</source>
        <translation>κατά του μπάνκο</translation>
    </message>
    <message>
        <source>Seat %1 · %2</source>
        <extracomment>Spot the error: a bet on the layout; %1 the seat, %2 what it is on
----------
Spot the error, craps: %1 the seat, %2 the bet in the regulation&apos;s terms (WIN, FIELD, PLACE 6 (RIGHT BET))</extracomment>
        <translation>Θέση %1 · %2</translation>
    </message>
    <message>
        <source>Box %1</source>
        <extracomment>Spot the error, blackjack: %1 the box (χώρισμα)</extracomment>
        <translation>Χώρισμα %1</translation>
    </message>
    <message>
        <source>Tableau %1</source>
        <extracomment>Spot the error, deux tableaux: %1 the tableau&apos;s number</extracomment>
        <translation>Ταμπλό %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Παίκτης</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>Πάγκος</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Κρουπιέρης</translation>
    </message>
    <message>
        <source>Box %1 · hand %2</source>
        <translation>Χώρισμα %1 · χέρι %2</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>ο κρουπιέρης</translation>
    </message>
    <message>
        <source>the banker</source>
        <translation>ο πάγκος</translation>
    </message>
    <message>
        <source>the player</source>
        <translation>ο παίκτης</translation>
    </message>
    <message>
        <source>box %1</source>
        <extracomment>Spot the error, blackjack: %1 the box</extracomment>
        <translation>χώρισμα %1</translation>
    </message>
    <message>
        <source>seat %1</source>
        <extracomment>Spot the error: %1 the seat</extracomment>
        <translation>θέση %1</translation>
    </message>
    <message>
        <source>No more bets: the cards are dealt.</source>
        <translation>«Όχι άλλα στοιχήματα»: μοιράζονται τα χαρτιά.</translation>
    </message>
    <message>
        <source>%1 has %2.</source>
        <extracomment>Spot the error: %1 the hand, %2 its point</extracomment>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <extracomment>Spot the error, blackjack: %1 the hand (box 3, the dealer), %2 its total</extracomment>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>The dealer</source>
        <translation>Ο κρουπιέρης</translation>
    </message>
    <message>
        <source>A card for %1.</source>
        <extracomment>Spot the error: %1 the hand that takes a card</extracomment>
        <translation>Χαρτί για: %1.</translation>
    </message>
    <message>
        <source>%1 stands.</source>
        <extracomment>Spot the error: %1 the hand</extracomment>
        <translation>%1: στάση.</translation>
    </message>
    <message>
        <source>%1 has the option.</source>
        <translation>%1: έχει επιλογή.</translation>
    </message>
    <message>
        <source>The winner: %1.</source>
        <extracomment>Spot the error: %1 the winner</extracomment>
        <translation>Νικητής: %1.</translation>
    </message>
    <message>
        <source>%1&apos;s losing bet collected.</source>
        <extracomment>Spot the error: %1 seat or box</extracomment>
        <translation>Μαζεύεται η μίζα που χάνει: %1.</translation>
    </message>
    <message>
        <source>Commission from %1: %2.</source>
        <extracomment>Spot the error: %1 the seat, %2 the commission</extracomment>
        <translation>Γκανιότα από %1: %2.</translation>
    </message>
    <message>
        <source>%1 paid %2.</source>
        <extracomment>Spot the error: %1 the seat or box, %2 the payment</extracomment>
        <translation>Πληρωμή σε %1: %2.</translation>
    </message>
    <message>
        <source>%1: a push, the stake stays.</source>
        <translation>%1: ισοπαλία, η μίζα μένει.</translation>
    </message>
    <message>
        <source>A bet of %2 at %1 is let stand.</source>
        <extracomment>Spot the error: a bet put down now; %1 the seat or box, %2 the stake</extracomment>
        <translation>Μίζα %2 σε %1 αφήνεται να μείνει.</translation>
    </message>
    <message>
        <source>The shooter throws.</source>
        <translation>Ο παίκτης ρίχνει τα ζάρια.</translation>
    </message>
    <message>
        <source>The stickman calls %1.</source>
        <extracomment>Spot the error, craps: %1 the total called</extracomment>
        <translation>Ο υπεύθυνος κύβων αναγγέλλει %1.</translation>
    </message>
    <message>
        <source>%1&apos;s come bet moved to %2.</source>
        <extracomment>Spot the error, craps: %1 the seat, %2 the number</extracomment>
        <translation>Μίζα COME (%1) μεταφέρεται στο %2.</translation>
    </message>
    <message>
        <source>The puck goes OFF.</source>
        <translation>Ο Δείκτης στο OFF.</translation>
    </message>
    <message>
        <source>The puck goes on %1.</source>
        <translation>Ο Δείκτης στο %1.</translation>
    </message>
    <message>
        <source>%1&apos;s odds handed back.</source>
        <translation>Τα ODDS (%1) επιστρέφονται.</translation>
    </message>
    <message>
        <source>&quot;No roll&quot;: the throw decides nothing.</source>
        <translation>«Ρίψη άκυρη»: η ρίψη δεν κρίνει τίποτα.</translation>
    </message>
    <message>
        <source>The dice go to seat %1.</source>
        <translation>Τα ζάρια πάνε στη θέση %1.</translation>
    </message>
    <message>
        <source>%1 came out face up: a dummy hand, no bet stands on it.</source>
        <extracomment>Spot the error: %1 the card out face up</extracomment>
        <translation>Το %1 βγήκε ανοιχτό: άκυρη παρτίδα, καμία μίζα δεν παίζει σε αυτήν.</translation>
    </message>
    <message>
        <source>The exposed %1 is offered.</source>
        <extracomment>Spot the error, blackjack: %1 the exposed card</extracomment>
        <translation>Το αποκαλυμμένο %1 προσφέρεται.</translation>
    </message>
    <message>
        <source>The cut card is out: the last coup.</source>
        <translation>Βγήκε η κάρτα τελειώματος: η τελευταία παρτίδα.</translation>
    </message>
    <message>
        <source>%1&apos;s bet reduced to the maximum, %2.</source>
        <extracomment>Spot the error: %1 the seat, %2 the maximum</extracomment>
        <translation>Η μίζα (%1) μειώνεται στο μέγιστο, %2.</translation>
    </message>
    <message>
        <source>%1&apos;s bet refused: over the maximum.</source>
        <translation>Η μίζα (%1) απορρίπτεται: πάνω από το μέγιστο.</translation>
    </message>
    <message>
        <source>The cagnotte: %1.</source>
        <translation>Η γκανιότα: %1.</translation>
    </message>
    <message>
        <source>The bank passes to seat %1.</source>
        <translation>Το μπάνκο περνά στη θέση %1.</translation>
    </message>
    <message>
        <source>The sabot passes to seat %1.</source>
        <translation>Ο Sabot περνά στη θέση %1.</translation>
    </message>
    <message>
        <source>Insurance is offered.</source>
        <translation>Προσφέρεται Ασφάλεια.</translation>
    </message>
    <message>
        <source>The shoe is prepared.</source>
        <translation>Ετοιμάζεται το κουτί.</translation>
    </message>
    <message>
        <source>A bet refused while the dice are offered.</source>
        <translation>Μίζα απορρίπτεται ενώ προσφέρονται τα ζάρια.</translation>
    </message>
    <message>
        <source>A request to take a bet down is answered.</source>
        <translation>Απαντάται αίτημα απόσυρσης μίζας.</translation>
    </message>
    <message>
        <source>Bank</source>
        <extracomment>Spot the error: the hand of the bank at deux tableaux (μπάνκο), the banker&apos;s at chemin de fer (πάγκος)</extracomment>
        <translation>Μπάνκο</translation>
    </message>
    <message>
        <source>Punto pair</source>
        <extracomment>Spot the error, Punto Banco: a side bet, as the pay table names it (Ζεύγος Punto)</extracomment>
        <translation>Ζεύγος Punto</translation>
    </message>
    <message>
        <source>Banco pair</source>
        <translation>Ζεύγος Banco</translation>
    </message>
</context>
<context>
    <name>croupier::StudyDatabase</name>
    <message>
        <source>There is no classroom server: self-study stays on this computer.</source>
        <extracomment>Self-study can be kept on the server only when the exams are on the classroom&apos;s PostgreSQL server.</extracomment>
        <translation>Δεν υπάρχει διακομιστής τάξης: η αυτοεκπαίδευση μένει σε αυτόν τον υπολογιστή.</translation>
    </message>
    <message>
        <source>Registration number: type the number the school gave you (at most 100 characters).</source>
        <extracomment>The field &quot;Registration number&quot; is empty or too long.</extracomment>
        <translation>Αριθμός μητρώου: πληκτρολογήστε τον αριθμό που σας έδωσε η σχολή (έως 100 χαρακτήρες).</translation>
    </message>
    <message>
        <source>Name: type your name as the school has it.</source>
        <extracomment>The field &quot;Name&quot; is empty.</extracomment>
        <translation>Όνομα: πληκτρολογήστε το όνομά σας όπως το έχει η σχολή.</translation>
    </message>
    <message>
        <source>Study passphrase: at least 8 characters.</source>
        <extracomment>The field &quot;Study passphrase&quot; is too short.</extracomment>
        <translation>Φράση πρόσβασης μελέτης: τουλάχιστον 8 χαρακτήρες.</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) from the server could not be read and were left out.</source>
        <extracomment>Records from the classroom server that this version cannot read; %n how many.</extracomment>
        <translation>
            <numerusform>%n εγγραφή από τον διακομιστή δεν διαβάστηκε και παραλείφθηκε.</numerusform>
            <numerusform>%n εγγραφές από τον διακομιστή δεν διαβάστηκαν και παραλείφθηκαν.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>croupier::StudySession</name>
    <message>
        <source>The study history cannot be opened. %1</source>
        <extracomment>Self-study cannot start: the history database is missing. %1 the store&apos;s message.</extracomment>
        <translation>Το ιστορικό εκπαίδευσης δεν ανοίγει. %1</translation>
    </message>
    <message>
        <source>Choose a trainee before starting.</source>
        <translation>Επιλέξτε εκπαιδευόμενο πριν από την έναρξη.</translation>
    </message>
    <message>
        <source>Choose at least one topic.</source>
        <extracomment>Self-study: the custom plan has no topic ticked.</extracomment>
        <translation>Επιλέξτε τουλάχιστον ένα θέμα.</translation>
    </message>
    <message>
        <source>The topic &quot;%1&quot; is not drilled at %2.</source>
        <extracomment>Self-study: a topic that the chosen game does not have. %1 topic, %2 game.</extracomment>
        <translation>Το θέμα «%1» δεν ασκείται στο %2.</translation>
    </message>
    <message>
        <source>question type %1</source>
        <extracomment>A rule cell of a topic that has no name of its own, numbered from 1.</extracomment>
        <translation>είδος ερώτησης %1</translation>
    </message>
    <message>
        <source>Every answer right and within the target time. Keep “%1” fresh, or go on to the next step.</source>
        <extracomment>Session summary when nothing was missed or slow. %1 the topic&apos;s title.</extracomment>
        <translation>Όλες οι απαντήσεις σωστές και μέσα στον χρόνο-στόχο. Διατηρήστε φρέσκο το «%1» ή προχωρήστε στο επόμενο βήμα.</translation>
    </message>
    <message>
        <source>Practise “%1” next, above all: %2.</source>
        <extracomment>Session summary. %1 the topic&apos;s title, %2 a list of rule cells (&quot;Banco 5 against a third card 4; Punto 5&quot;).</extracomment>
        <translation>Εξασκηθείτε στη συνέχεια στο «%1», κυρίως: %2.</translation>
    </message>
    <message>
        <source>Choose a trainee and a game for the certificate.</source>
        <extracomment>The certificate cannot be written: no trainee chosen or no such game.</extracomment>
        <translation>Επιλέξτε εκπαιδευόμενο και παιχνίδι για το πιστοποιητικό.</translation>
    </message>
</context>
<context>
    <name>croupier::TableDealer</name>
    <message>
        <source>Chips: the float has no chip of %1.</source>
        <extracomment>Paying in chips: a chip the table&apos;s float has no tube of; %1 the chip</extracomment>
        <translation>Μάρκες: το float δεν έχει μάρκα των %1.</translation>
    </message>
    <message>
        <source>Chips of %1: &quot;%2&quot; is not a count of chips.</source>
        <extracomment>Paying in chips: the count of one chip is no whole number above 0; %1 the chip, %2 the count</extracomment>
        <translation>Μάρκες των %1: το «%2» δεν είναι πλήθος μαρκών.</translation>
    </message>
    <message>
        <source>Take the chips from the float first (a count, then the tube&apos;s key).</source>
        <extracomment>Paying in chips: Enter with no chip taken from the float</extracomment>
        <translation>Πάρτε πρώτα τις μάρκες από το float (το πλήθος, μετά το πλήκτρο της θήκης).</translation>
    </message>
    <message>
        <source>Right amount, but in %1 chips; the fewest way: %2 (RULINGS, table limits and chips).</source>
        <extracomment>Paying in chips (RULINGS, table limits and chips): right amount, more chips than needed. %1 the chips used, %2 the fewest way (&quot;2 × 25, 1 × 2,50&quot;)</extracomment>
        <translation>Σωστό ποσό, αλλά με %1 μάρκες· με τις λιγότερες: %2 (RULINGS, όρια τραπεζιού και μάρκες).</translation>
    </message>
    <message>
        <source>Right amount, in the fewest chips (%1).</source>
        <extracomment>Paying in chips: right amount in the fewest chips the float allows; %1 how many</extracomment>
        <translation>Σωστό ποσό, με τις λιγότερες μάρκες (%1).</translation>
    </message>
    <message>
        <source>Chips of %1: the tube holds %2.</source>
        <translation>Μάρκες των %1: η θήκη έχει %2.</translation>
    </message>
    <message>
        <source>Choose a bet first: ← → or a click on it.</source>
        <extracomment>Free play: C (collect) or K (commission) pressed with no bet chosen.</extracomment>
        <translation>Διαλέξτε πρώτα ένα ποντάρισμα: ← → ή κλικ πάνω του.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>croupier: %1</source>
        <translation>croupier: %1</translation>
    </message>
    <message>
        <source>Croupier: a trainer for casino dealers.</source>
        <translation>Croupier: εκπαίδευση κρουπιέρηδων καζίνο.</translation>
    </message>
    <message>
        <source>Use LANGUAGE (el or en) for this run only; the language chosen in the app is not changed.</source>
        <extracomment>Help for --lang. Keep &quot;el&quot; and &quot;en&quot; as they are: they are the values to type.</extracomment>
        <translation>Χρήση της ΓΛΩΣΣΑΣ (el ή en) μόνο για αυτή την εκτέλεση· η γλώσσα που επιλέχθηκε στην εφαρμογή δεν αλλάζει.</translation>
    </message>
    <message>
        <source>LANGUAGE</source>
        <extracomment>The value placeholder of --lang, shown in --help.</extracomment>
        <translation>ΓΛΩΣΣΑ</translation>
    </message>
    <message>
        <source>Render a page into the PNG file FILE and exit.</source>
        <translation>Αποτύπωση μιας σελίδας στο αρχείο PNG ΑΡΧΕΙΟ και έξοδος.</translation>
    </message>
    <message>
        <source>FILE</source>
        <extracomment>The value placeholder of --screenshot, shown in --help.</extracomment>
        <translation>ΑΡΧΕΙΟ</translation>
    </message>
    <message>
        <source>The page to open, for example &quot;home&quot;.</source>
        <translation>Η σελίδα που ανοίγει, για παράδειγμα &quot;home&quot;.</translation>
    </message>
    <message>
        <source>NAME</source>
        <extracomment>The value placeholder of --page, shown in --help.</extracomment>
        <translation>ΟΝΟΜΑ</translation>
    </message>
    <message>
        <source>The window size in pixels, for example 1280x800.</source>
        <translation>Το μέγεθος του παραθύρου σε pixel, για παράδειγμα 1280x800.</translation>
    </message>
    <message>
        <source>WxH</source>
        <extracomment>The value placeholder of --size, shown in --help: width x height.</extracomment>
        <translation>ΠxΥ</translation>
    </message>
    <message>
        <source>Give the page a property, for example game=craps (may be repeated).</source>
        <translation>Δίνει στη σελίδα μια ιδιότητα, π.χ. game=craps (μπορεί να επαναληφθεί).</translation>
    </message>
    <message>
        <source>NAME=VALUE</source>
        <extracomment>The value placeholder of --set, shown in --help.</extracomment>
        <translation>ΟΝΟΜΑ=ΤΙΜΗ</translation>
    </message>
    <message>
        <source>Deal at SPEED (slow, normal, fast or instant) for this run only.</source>
        <extracomment>Help for --speed. Keep slow, normal, fast and instant: they are the values to type.</extracomment>
        <translation>Μοίρασμα με ταχύτητα SPEED (slow, normal, fast ή instant) μόνο για αυτή την εκτέλεση.</translation>
    </message>
    <message>
        <source>SPEED</source>
        <translation>SPEED</translation>
    </message>
    <message>
        <source>Use the THEME (dark or light) for this run only.</source>
        <extracomment>Help for --theme. Keep dark and light: they are the values to type.</extracomment>
        <translation>Χρήση του θέματος THEME (dark ή light) μόνο για αυτή την εκτέλεση.</translation>
    </message>
    <message>
        <source>THEME</source>
        <translation>THEME</translation>
    </message>
    <message>
        <source>Write the interval between frames, one per line in milliseconds, into FILE at exit.</source>
        <translation>Γράφει στο τέλος στο FILE το διάστημα ανάμεσα στα καρέ, ένα ανά γραμμή, σε χιλιοστά του δευτερολέπτου.</translation>
    </message>
    <message>
        <source>Quit MS milliseconds after the first frame.</source>
        <translation>Τερματισμός MS χιλιοστά του δευτερολέπτου μετά το πρώτο καρέ.</translation>
    </message>
    <message>
        <source>MS</source>
        <extracomment>The value placeholder of --quit-after, shown in --help: milliseconds.</extracomment>
        <translation>MS</translation>
    </message>
    <message>
        <source>Print the time to the first frame and the peak memory as one JSON line, and exit.</source>
        <translation>Τυπώνει τον χρόνο ως το πρώτο καρέ και τη μέγιστη μνήμη σε μία γραμμή JSON και τερματίζει.</translation>
    </message>
    <message>
        <source>location</source>
        <extracomment>The value placeholder of --database, shown in --help.</extracomment>
        <translation>θέση</translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot;; choose one of: %2</source>
        <translation>άγνωστη γλώσσα &quot;%1&quot;· επιλέξτε μία από: %2</translation>
    </message>
    <message>
        <source>the size must look like 1280x800, not &quot;%1&quot;</source>
        <translation>το μέγεθος πρέπει να έχει τη μορφή 1280x800, όχι &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown speed &quot;%1&quot;; choose one of: %2</source>
        <translation>άγνωστη ταχύτητα «%1»· επιλέξτε μία από: %2</translation>
    </message>
    <message>
        <source>unknown theme &quot;%1&quot;; choose one of: %2</source>
        <translation>άγνωστο θέμα «%1»· επιλέξτε ένα από: %2</translation>
    </message>
    <message>
        <source>--set takes NAME=VALUE, not &quot;%1&quot;</source>
        <translation>το --set θέλει ΟΝΟΜΑ=ΤΙΜΗ, όχι «%1»</translation>
    </message>
    <message>
        <source>--quit-after takes milliseconds, not &quot;%1&quot;</source>
        <translation>το --quit-after θέλει χιλιοστά του δευτερολέπτου, όχι «%1»</translation>
    </message>
    <message>
        <source>unknown page &quot;%1&quot;; known pages: %2</source>
        <translation>άγνωστη σελίδα &quot;%1&quot;· γνωστές σελίδες: %2</translation>
    </message>
    <message>
        <source>croupier: cannot write %1</source>
        <translation>croupier: δεν είναι δυνατή η εγγραφή του %1</translation>
    </message>
    <message>
        <source>The exam database: a SQLite file, or postgresql://user@host:port/name for a classroom server, its password in ~/.pgpass (default: a file in the user&apos;s data directory).</source>
        <extracomment>Help for --database. Keep &quot;postgresql://&quot; as it is: it is what to type.</extracomment>
        <translation>Η βάση των εξετάσεων: ένα αρχείο SQLite, ή postgresql://user@host:port/name για τον διακομιστή της αίθουσας, με το συνθηματικό στο ~/.pgpass (προεπιλογή: ένα αρχείο στον φάκελο δεδομένων του χρήστη).</translation>
    </message>
    <message>
        <source>With --frame-times: count the chips on the table and those sliding, beside each frame&apos;s interval.</source>
        <translation>Με --frame-times: μετράει τις μάρκες στο τραπέζι και όσες γλιστρούν, δίπλα στο διάστημα κάθε καρέ.</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AnswerChain</name>
    <message>
        <source>the answers carry no chain this desk can check (written before this version, or the chain was removed)</source>
        <extracomment>The answers of an attempt carry no chain that the desk can check (issue 14).</extracomment>
        <translation>the answers carry no chain this desk can check (written before this version, or the chain was removed)</translation>
    </message>
    <message>
        <source>run %1 of the station: its key is not sealed to this instructor</source>
        <extracomment>A run of a station whose key was not sealed to this instructor. %1 its number.</extracomment>
        <translation>run %1 of the station: its key is not sealed to this instructor</translation>
    </message>
    <message>
        <source>run %1 of the station does not follow the answers before it: answers were removed or changed</source>
        <extracomment>A run of a station does not follow the answers before it. %1 its number.</extracomment>
        <translation>run %1 of the station does not follow the answers before it: answers were removed or changed</translation>
    </message>
    <message>
        <source>question %1: not in the order the answers were given, or an answer before it was removed</source>
        <extracomment>An answer is not where the chain has it. %1 the question&apos;s number.</extracomment>
        <translation>question %1: not in the order the answers were given, or an answer before it was removed</translation>
    </message>
    <message>
        <source>question %1: written in no run of the station the chain knows</source>
        <extracomment>An answer that belongs to no run of the station. %1 the question&apos;s number.</extracomment>
        <translation>question %1: written in no run of the station the chain knows</translation>
    </message>
    <message>
        <source>question %1: changed after it was written</source>
        <extracomment>The answer stored is not the one the station wrote. %1 the question&apos;s number.</extracomment>
        <translation>question %1: changed after it was written</translation>
    </message>
    <message>
        <source>the hand-in does not match the answers stored: answers were added or removed after it</source>
        <extracomment>The hand-in&apos;s seal does not match the answers stored.</extracomment>
        <translation>the hand-in does not match the answers stored: answers were added or removed after it</translation>
    </message>
</context>
<context>
    <name>AnswerPanel</name>
    <message>
        <source>%1 (key %2)</source>
        <extracomment>A choice button of the answer form: %1 the choice, %2 its key (&quot;Draw (D)&quot;).</extracomment>
        <translation>%1 (key %2)</translation>
    </message>
    <message>
        <source>number, or empty for none</source>
        <extracomment>Placeholder of a number field that may stay empty (craps: a bet that does not move).</extracomment>
        <translation>number, or empty for none</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <extracomment>Placeholder of a number field; %1 and %2 the smallest and largest.</extracomment>
        <translation>%1 to %2</translation>
    </message>
    <message>
        <source>Answer (Enter)</source>
        <extracomment>The button that sends the answer of a drill (also the Enter key).</extracomment>
        <translation>Answer (Enter)</translation>
    </message>
    <message>
        <source>amount, e.g. %1 or %2</source>
        <extracomment>Placeholder of an amount field in the answer form: %1 and %2 two amounts as the reader&apos;s language writes them (1.234,50).</extracomment>
        <translation>amount, e.g. %1 or %2</translation>
    </message>
    <message>
        <source>%1 × … (now the tube&apos;s key, F2…)</source>
        <extracomment>The answer form, chips: a count typed, waiting for a tube&apos;s key; %1 the count</extracomment>
        <translation>%1 × … (now the tube&apos;s key, F2…)</translation>
    </message>
    <message>
        <source>%1 chips, %2</source>
        <extracomment>The answer form, chips: %1 how many chips, %2 their worth</extracomment>
        <translation>%1 chips, %2</translation>
    </message>
    <message>
        <source>Type a count, then the tube&apos;s key (F2 the smallest chip); Backspace returns the last chip.</source>
        <extracomment>The answer form, chips: how to take chips from the float</extracomment>
        <translation>Type a count, then the tube&apos;s key (F2 the smallest chip); Backspace returns the last chip.</translation>
    </message>
</context>
<context>
    <name>AnswerText</name>
    <message>
        <source>Total</source>
        <comment>An answer field: a hand&apos;s point or total.</comment>
        <translation>Total</translation>
    </message>
    <message>
        <source>Decision</source>
        <comment>An answer field: what the dealer does next.</comment>
        <translation>Decision</translation>
    </message>
    <message>
        <source>Player&apos;s total</source>
        <comment>An answer field of a baccarat coup (in Punto Banco: Punto&apos;s).</comment>
        <translation>Player&apos;s total</translation>
    </message>
    <message>
        <source>Banker&apos;s total</source>
        <comment>An answer field of a baccarat coup (in Punto Banco: Banco&apos;s).</comment>
        <translation>Banker&apos;s total</translation>
    </message>
    <message>
        <source>Winner</source>
        <comment>An answer field of a baccarat coup.</comment>
        <translation>Winner</translation>
    </message>
    <message>
        <source>Outcome</source>
        <comment>An answer field: whether the bet wins, loses, is a push...</comment>
        <translation>Outcome</translation>
    </message>
    <message>
        <source>Paid</source>
        <comment>An answer field: the money handed to the player on top of the returned stake.</comment>
        <translation>Paid</translation>
    </message>
    <message>
        <source>Commission</source>
        <comment>An answer field: the money the casino keeps (5% of a Banco win; the cagnotte).</comment>
        <translation>Commission</translation>
    </message>
    <message>
        <source>Cards burned</source>
        <comment>An answer field: how many cards are put out of play at the start of a shoe, the first included.</comment>
        <translation>Cards burned</translation>
    </message>
    <message>
        <source>Moves to</source>
        <comment>An answer field of craps: the number a come bet travels to (empty if it does not move).</comment>
        <translation>Moves to</translation>
    </message>
    <message>
        <source>Soft</source>
        <comment>An answer field of blackjack: an ace counts 11 in the total.</comment>
        <translation>Soft</translation>
    </message>
    <message>
        <source>Blackjack</source>
        <comment>An answer field of blackjack: the hand is a blackjack (ace and a ten on two cards).</comment>
        <translation>Blackjack</translation>
    </message>
    <message>
        <source>Bust</source>
        <comment>An answer field of blackjack: the total is over 21.</comment>
        <translation>Bust</translation>
    </message>
    <message>
        <source>Collected</source>
        <comment>An answer field: the total of the losing stakes the dealer takes.</comment>
        <translation>Collected</translation>
    </message>
    <message>
        <source>Point after the roll</source>
        <comment>An answer field of craps: the point once the roll is settled (empty when the puck is off).</comment>
        <translation>Point after the roll</translation>
    </message>
    <message>
        <source>Seven out</source>
        <comment>An answer field of craps: a 7 with a point on; the dice pass to the next shooter.</comment>
        <translation>Seven out</translation>
    </message>
    <message>
        <source>Largest stake</source>
        <comment>An answer field of craps: the largest stake the table permits on the bet.</comment>
        <translation>Largest stake</translation>
    </message>
    <message>
        <source>Pushes</source>
        <comment>An answer field of blackjack: how many hands are left on a push.</comment>
        <translation>Pushes</translation>
    </message>
    <message>
        <source>Draw</source>
        <comment>A decision: the hand takes a third card (baccarat) or another card. Greek: «τραβάει».</comment>
        <translation>Draw</translation>
    </message>
    <message>
        <source>Stand</source>
        <comment>A decision: the hand takes no more cards. Greek: «μένει».</comment>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Option</source>
        <comment>A decision in chemin de fer: the hand may draw or stand as it chooses.</comment>
        <translation>Option</translation>
    </message>
    <message>
        <source>Egalité</source>
        <comment>The winner of a baccarat coup: a tie. Keep the regulation&apos;s word.</comment>
        <translation>Egalité</translation>
    </message>
    <message>
        <source>Win</source>
        <comment>An outcome: the bet wins.</comment>
        <translation>Win</translation>
    </message>
    <message>
        <source>Lose</source>
        <comment>An outcome: the bet loses.</comment>
        <translation>Lose</translation>
    </message>
    <message>
        <source>Push</source>
        <comment>An outcome: the stake is returned, neither won nor lost.</comment>
        <translation>Push</translation>
    </message>
    <message>
        <source>Stays</source>
        <comment>An outcome of craps: the bet is not decided by this roll and stays on the layout.</comment>
        <translation>Stays</translation>
    </message>
    <message>
        <source>Off</source>
        <comment>An outcome of craps: the bet is not working on this roll.</comment>
        <translation>Off</translation>
    </message>
    <message>
        <source>Hit</source>
        <comment>A blackjack decision: the dealer draws another card.</comment>
        <translation>Hit</translation>
    </message>
    <message>
        <source>Offer insurance</source>
        <comment>A blackjack step: the dealer&apos;s ace is up; offer the players insurance.</comment>
        <translation>Offer insurance</translation>
    </message>
    <message>
        <source>Pay the blackjack</source>
        <comment>A blackjack step: pay the player&apos;s blackjack.</comment>
        <translation>Pay the blackjack</translation>
    </message>
    <message>
        <source>Wait</source>
        <comment>A blackjack step: leave the player&apos;s blackjack until the dealer&apos;s hand is complete.</comment>
        <translation>Wait</translation>
    </message>
    <message>
        <source>Collect</source>
        <comment>A blackjack step: take the losing (bust) bet.</comment>
        <translation>Collect</translation>
    </message>
    <message>
        <source>Ask the player</source>
        <comment>A blackjack step: ask the player what he does with his hand.</comment>
        <translation>Ask the player</translation>
    </message>
    <message>
        <source>Next box</source>
        <comment>A blackjack step: move on to the next box.</comment>
        <translation>Next box</translation>
    </message>
    <message>
        <source>Punto&apos;s total</source>
        <extracomment>An answer field of a Punto Banco coup.</extracomment>
        <translation>Punto&apos;s total</translation>
    </message>
    <message>
        <source>Banco&apos;s total</source>
        <extracomment>An answer field of a Punto Banco coup.</extracomment>
        <translation>Banco&apos;s total</translation>
    </message>
    <message>
        <source>Punto</source>
        <extracomment>The winner of a coup: Punto in Punto Banco, the player (ο παίκτης) in chemin de fer.</extracomment>
        <translation>Punto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Banco</source>
        <extracomment>The winner of a coup: Banco in Punto Banco, the banker (ο τραπεζίτης) in chemin de fer.</extracomment>
        <translation>Banco</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>Banker</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>An empty answer, e.g. a craps bet that moves to no number.</extracomment>
        <translation>none</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>One field of an answer in the feedback: &quot;Paid: 35&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Next step</source>
        <comment>An answer field of the incident drills (craps, baccarat, blackjack): the dealer&apos;s next step.</comment>
        <translation>Next step</translation>
    </message>
    <message>
        <source>Box</source>
        <comment>An answer field of blackjack&apos;s incidents: the box offered the exposed card (0: none).</comment>
        <translation>Box</translation>
    </message>
    <message>
        <source>Stake accepted</source>
        <comment>An answer field of blackjack&apos;s incidents: the bet that stays on the box (0 when refused or not a bet).</comment>
        <translation>Stake accepted</translation>
    </message>
    <message>
        <source>Stays on the layout</source>
        <comment>An answer field of baccarat: how much of the offered stake may stay on the layout (the maximum when it is over).</comment>
        <translation>Stays on the layout</translation>
    </message>
    <message>
        <source>Deal the coup</source>
        <comment>A baccarat step: call no more bets and deal the coup.</comment>
        <translation>Deal the coup</translation>
    </message>
    <message>
        <source>Dummy hand</source>
        <comment>A baccarat step (art. 15 §5): the exposed card is used; the coup is played with no bets.</comment>
        <translation>Dummy hand</translation>
    </message>
    <message>
        <source>Call the last coup</source>
        <comment>A baccarat step (art. 15 §16): announce that this coup is the last of the shoe.</comment>
        <translation>Call the last coup</translation>
    </message>
    <message>
        <source>New shoe</source>
        <comment>A baccarat step: shuffle and start a new shoe (at the machine: load it again).</comment>
        <translation>New shoe</translation>
    </message>
    <message>
        <source>To the shuffling machine</source>
        <comment>A baccarat step (art. 15 §20): load the cards into the shuffling machine, with no cut card.</comment>
        <translation>To the shuffling machine</translation>
    </message>
    <message>
        <source>Burn</source>
        <comment>A step: the cards to the discard holder unplayed (baccarat, art. 15 §9, §20 δ(3): the first card&apos;s number of cards; blackjack, art. 14 §7: the exposed cards no one takes).</comment>
        <translation>Burn</translation>
    </message>
    <message>
        <source>Cards into the machine</source>
        <comment>A baccarat step (art. 15 §20 δ(7)(3)): the coup&apos;s cards go back into the shuffling machine.</comment>
        <translation>Cards into the machine</translation>
    </message>
    <message>
        <source>Throw</source>
        <comment>A craps step: the shooter throws the dice.</comment>
        <translation>Throw</translation>
    </message>
    <message>
        <source>No Roll</source>
        <comment>A craps step: the stickman calls the throw void (art. 16 §8, «Ρίψη άκυρη»).</comment>
        <translation>No Roll</translation>
    </message>
    <message>
        <source>Offer the dice</source>
        <comment>A craps step: the stickman offers the dice (five after a die left the table, art. 16 §8).</comment>
        <translation>Offer the dice</translation>
    </message>
    <message>
        <source>Refuse the bet</source>
        <comment>A craps step: no bet while the dice are offered (art. 16 §8).</comment>
        <translation>Refuse the bet</translation>
    </message>
    <message>
        <source>Pass the dice</source>
        <comment>A craps step: the dice go to the next player, clockwise (art. 16 §7).</comment>
        <translation>Pass the dice</translation>
    </message>
    <message>
        <source>Line bet first</source>
        <comment>A craps step: the shooter must bet on WIN or DON&apos;T WIN before throwing (art. 16 §9); the dice wait.</comment>
        <translation>Line bet first</translation>
    </message>
    <message>
        <source>Take down</source>
        <comment>A craps step: hand the bet back to the player.</comment>
        <translation>Take down</translation>
    </message>
    <message>
        <source>Keep it on</source>
        <comment>A craps step: refuse to take the bet down (WIN and COME, art. 16 §10 α).</comment>
        <translation>Keep it on</translation>
    </message>
    <message>
        <source>Offer it</source>
        <comment>A blackjack incident: offer the exposed card to the next box (art. 14 §7).</comment>
        <translation>Offer it</translation>
    </message>
    <message>
        <source>Accept</source>
        <comment>A blackjack incident: the bet is accepted as it is.</comment>
        <translation>Accept</translation>
    </message>
    <message>
        <source>Reduce</source>
        <comment>A blackjack incident: bring the bet down to what the limit allows.</comment>
        <translation>Reduce</translation>
    </message>
    <message>
        <source>Refuse</source>
        <comment>A blackjack incident: the bet is not taken.</comment>
        <translation>Refuse</translation>
    </message>
    <message>
        <source>Finish the round</source>
        <comment>A blackjack incident: the cut card came out; the round is played to its end.</comment>
        <translation>Finish the round</translation>
    </message>
    <message>
        <source>Call the last round</source>
        <comment>A blackjack incident: announce that this was the last round of the shoe.</comment>
        <translation>Call the last round</translation>
    </message>
    <message>
        <source>Shuffle a new shoe</source>
        <comment>A blackjack incident: the whole shuffle starts again (art. 14 §2).</comment>
        <translation>Shuffle a new shoe</translation>
    </message>
    <message>
        <source>Chips</source>
        <comment>An answer field of the chip drills: how many chips of each value.</comment>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Cash back</source>
        <comment>An answer field of chips.change: the cash handed back, below the table&apos;s smallest chip.</comment>
        <translation>Cash back</translation>
    </message>
    <message>
        <source>Full stacks</source>
        <comment>An answer field of chips.cut: full stacks of the bet&apos;s chip in the payout.</comment>
        <translation>Full stacks</translation>
    </message>
    <message>
        <source>Loose chips</source>
        <comment>An answer field of chips.cut: chips of the bet&apos;s value beyond the full stacks.</comment>
        <translation>Loose chips</translation>
    </message>
    <message>
        <source>Rest</source>
        <comment>An answer field of chips.cut: the part of the payout below one of the bet&apos;s chips, in smaller chips.</comment>
        <translation>Rest</translation>
    </message>
    <message>
        <source>Stake booked</source>
        <comment>An answer field of chips.units: the stake in proper units.</comment>
        <translation>Stake booked</translation>
    </message>
    <message>
        <source>no chip</source>
        <extracomment>A payment in chips with no chip at all</extracomment>
        <translation>no chip</translation>
    </message>
    <message>
        <source>Handed to the player on top of the stake, which stays; the commission already kept. 0 unless the bet wins.</source>
        <extracomment>The answer form of a payout drill with commission: what &quot;Paid&quot; is (question-bank.md).</extracomment>
        <translation>Handed to the player on top of the stake, which stays; the commission already kept. 0 unless the bet wins.</translation>
    </message>
    <message>
        <source>Handed to the player on top of the stake, which stays. 0 unless the bet wins.</source>
        <extracomment>The answer form of a payout drill: what &quot;Paid&quot; is (question-bank.md).</extracomment>
        <translation>Handed to the player on top of the stake, which stays. 0 unless the bet wins.</translation>
    </message>
    <message>
        <source>Kept by the house as commission. 0 unless a commission applies.</source>
        <extracomment>The answer form of baccarat.payout: what &quot;Commission&quot; is (question-bank.md).</extracomment>
        <translation>Kept by the house as commission. 0 unless a commission applies.</translation>
    </message>
    <message>
        <source>The total handed over to the winning bets, each bet&apos;s payout rounded down to the chip on its own.</source>
        <extracomment>The answer form of a whole craps layout: what &quot;Paid&quot; is (core/craps/TOPICS.md).</extracomment>
        <translation>The total handed over to the winning bets, each bet&apos;s payout rounded down to the chip on its own.</translation>
    </message>
    <message>
        <source>The total of the losing stakes.</source>
        <translation>The total of the losing stakes.</translation>
    </message>
    <message>
        <source>Everything the dealer pays in the round.</source>
        <extracomment>The answer form of a whole blackjack round: what &quot;Paid&quot; is (core/blackjack/TOPICS.md).</extracomment>
        <translation>Everything the dealer pays in the round.</translation>
    </message>
    <message>
        <source>Every losing stake the dealer takes.</source>
        <translation>Every losing stake the dealer takes.</translation>
    </message>
    <message>
        <source>Wrong step</source>
        <comment>An answer field of spot the error: the number of the dealer&apos;s first wrong step, none when every step is right.</comment>
        <translation>Wrong step</translation>
    </message>
    <message>
        <source>Error</source>
        <comment>An answer field of spot the error: what the dealer did wrong.</comment>
        <translation>Error</translation>
    </message>
    <message>
        <source>Remedy</source>
        <comment>An answer field of spot the error: how the error is put right.</comment>
        <translation>Remedy</translation>
    </message>
</context>
<context>
    <name>AppHeader</name>
    <message>
        <source>Back</source>
        <extracomment>The header button that returns to the previous page.</extracomment>
        <translation>Back</translation>
    </message>
    <message>
        <source>Back to the previous page</source>
        <translation>Back to the previous page</translation>
    </message>
    <message>
        <source>Dealer training for the tables of Greek casinos</source>
        <extracomment>Under the product&apos;s name in the header.</extracomment>
        <translation>Dealer training for the tables of Greek casinos</translation>
    </message>
</context>
<context>
    <name>BaccaratFelt</name>
    <message>
        <source>Sabot</source>
        <extracomment>The card shoe on the baccarat table (ο διανομέας, Sabot).</extracomment>
        <translation>Sabot</translation>
    </message>
    <message>
        <source>Discard holder</source>
        <extracomment>The tray for used and burned cards (Discard Holder).</extracomment>
        <translation>Discard holder</translation>
    </message>
    <message>
        <source>TABLEAU 1</source>
        <translation>TABLEAU 1</translation>
    </message>
    <message>
        <source>BANK</source>
        <extracomment>The bank&apos;s box at deux tableaux, between the two tableaux</extracomment>
        <translation>BANK</translation>
    </message>
    <message>
        <source>TABLEAU 2</source>
        <translation>TABLEAU 2</translation>
    </message>
    <message>
        <source>PLAYER</source>
        <translation>PLAYER</translation>
    </message>
    <message>
        <source>BANKER</source>
        <translation>BANKER</translation>
    </message>
    <message>
        <source>COMMISSION</source>
        <extracomment>Printed on the Punto Banco layout: the box where the 5% commission is kept.</extracomment>
        <translation>COMMISSION</translation>
    </message>
    <message>
        <source>CAGNOTTE</source>
        <extracomment>Printed on the chemin de fer layout: the cagnotte box (η γκανιότα).</extracomment>
        <translation>CAGNOTTE</translation>
    </message>
    <message>
        <source>Commission box: %1</source>
        <extracomment>The commission or cagnotte box and what is in it; %1 the amount</extracomment>
        <translation>Commission box: %1</translation>
    </message>
    <message>
        <source>with seat %1</source>
        <extracomment>Under the sabot at Punto Banco&apos;s big table (art. 15 §9, §15): the seat holding it</extracomment>
        <translation>with seat %1</translation>
    </message>
    <message>
        <source>DISCARD</source>
        <extracomment>Printed beside the discard holder.</extracomment>
        <translation>DISCARD</translation>
    </message>
    <message>
        <source>Sabot, held by seat %1</source>
        <extracomment>Punto Banco&apos;s big table: the seat holding the sabot (art. 15 §9, §15)</extracomment>
        <translation>Sabot, held by seat %1</translation>
    </message>
</context>
<context>
    <name>BaccaratFreePlay</name>
    <message>
        <source>Baccarat table, free play</source>
        <extracomment>The accessible name of the baccarat free-play table</extracomment>
        <translation>Baccarat table, free play</translation>
    </message>
    <message>
        <source>Shoe %1 · Coup %2 · %3 cards in the sabot</source>
        <extracomment>Free play: shoe number, coup number and cards left in the sabot</extracomment>
        <translation>Shoe %1 · Coup %2 · %3 cards in the sabot</translation>
    </message>
    <message>
        <source>Cut card out: this is the last coup of the shoe (art. 15 §16).</source>
        <extracomment>The cut card has come out (art. 15 §16)</extracomment>
        <translation>Cut card out: this is the last coup of the shoe (art. 15 §16).</translation>
    </message>
    <message>
        <source>Burn (Enter)</source>
        <extracomment>Free play: burn the number of cards typed (art. 15 §9)</extracomment>
        <translation>Burn (Enter)</translation>
    </message>
    <message>
        <source>No more bets: deal (Enter)</source>
        <extracomment>The dealer&apos;s call before the cards come out (art. 15 §3, ΟΧΙ ΑΛΛΑ ΣΤΟΙΧΗΜΑΤΑ)</extracomment>
        <translation>No more bets: deal (Enter)</translation>
    </message>
    <message>
        <source>Point %1</source>
        <extracomment>Announce a point; %1 the digit</extracomment>
        <translation>Point %1</translation>
    </message>
    <message>
        <source>Draw (D)</source>
        <extracomment>Call a third card for the hand (key D; Δ on a Greek keyboard)</extracomment>
        <translation>Draw (D)</translation>
    </message>
    <message>
        <source>Stand (S)</source>
        <extracomment>The hand stands (key S; Σ on a Greek keyboard)</extracomment>
        <translation>Stand (S)</translation>
    </message>
    <message>
        <source>Option (O)</source>
        <extracomment>The holder of the hand chooses (chemin de fer &quot;ή τραβά ή δεν τραβά&quot;)</extracomment>
        <translation>Option (O)</translation>
    </message>
    <message>
        <source>Tableau (P)</source>
        <extracomment>Deux tableaux / chemin de fer winner buttons: the punters&apos; hand</extracomment>
        <translation>Tableau (P)</translation>
    </message>
    <message>
        <source>Player (P)</source>
        <translation>Player (P)</translation>
    </message>
    <message>
        <source>Bank (B)</source>
        <extracomment>Deux tableaux winner button: the bank</extracomment>
        <translation>Bank (B)</translation>
    </message>
    <message>
        <source>Banker (B)</source>
        <extracomment>Chemin de fer winner button: the banker</extracomment>
        <translation>Banker (B)</translation>
    </message>
    <message>
        <source>← Bet</source>
        <extracomment>Settlement: choose the previous bet on the layout</extracomment>
        <translation>← Bet</translation>
    </message>
    <message>
        <source>Bet →</source>
        <extracomment>Settlement: choose the next bet on the layout</extracomment>
        <translation>Bet →</translation>
    </message>
    <message>
        <source>Collect (C)</source>
        <extracomment>Collect the chosen losing bet (key C)</extracomment>
        <translation>Collect (C)</translation>
    </message>
    <message>
        <source>Commission (K)</source>
        <extracomment>Take the commission typed from the chosen Banco bet (key K)</extracomment>
        <translation>Commission (K)</translation>
    </message>
    <message>
        <source>Pay (Enter)</source>
        <extracomment>Pay the chosen bet the amount typed</extracomment>
        <translation>Pay (Enter)</translation>
    </message>
    <message>
        <source>Cagnotte (Enter)</source>
        <extracomment>Put the amount typed in the cagnotte box (chemin de fer, art. 15 §7)</extracomment>
        <translation>Cagnotte (Enter)</translation>
    </message>
    <message>
        <source>New shoe (N)</source>
        <extracomment>Start a new shoe after the last coup</extracomment>
        <translation>New shoe (N)</translation>
    </message>
    <message>
        <source>BANK</source>
        <extracomment>The banker&apos;s bank on the chemin de fer layout</extracomment>
        <translation>BANK</translation>
    </message>
    <message>
        <source>Sabot, %1 cards</source>
        <extracomment>The card shoe; %1 how many cards are left in it</extracomment>
        <translation>Sabot, %1 cards</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <extracomment>Under the sabot: how many cards are left in it</extracomment>
        <translation>%1 cards</translation>
    </message>
    <message>
        <source>Discard holder, %1 cards</source>
        <extracomment>The discard holder; %1 how many cards are in it</extracomment>
        <translation>Discard holder, %1 cards</translation>
    </message>
    <message>
        <source>Seat %1, %2, %3</source>
        <extracomment>A bet on the layout; %1 seat, %2 the bet, %3 the stake</extracomment>
        <translation>Seat %1, %2, %3</translation>
    </message>
    <message>
        <source>STAKE</source>
        <translation>STAKE</translation>
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
        <translation>T1</translation>
    </message>
    <message>
        <source>T2</source>
        <translation>T2</translation>
    </message>
    <message>
        <source>Smallest chip: %1</source>
        <extracomment>On the table: the smallest chip (payments are rounded down to it).</extracomment>
        <translation>Smallest chip: %1</translation>
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
        <translation>Last coup (L)</translation>
    </message>
    <message>
        <source>Dummy hand (H)</source>
        <extracomment>Free play, an incident: declare a dummy hand (art. 15 §5; key H)</extracomment>
        <translation>Dummy hand (H)</translation>
    </message>
    <message>
        <source>Reduce (R)</source>
        <extracomment>Free play, an incident: reduce the bet over the limit to the amount typed (art. 15 §19; key R)</extracomment>
        <translation>Reduce (R)</translation>
    </message>
    <message>
        <source>Refuse (X)</source>
        <extracomment>Free play, an incident: refuse the bet over the limit (art. 15 §4; key X)</extracomment>
        <translation>Refuse (X)</translation>
    </message>
    <message>
        <source>Machine (M)</source>
        <extracomment>Free play, an incident: the shuffling machine (art. 15 §20; key M)</extracomment>
        <translation>Machine (M)</translation>
    </message>
    <message>
        <source>Super Six</source>
        <translation>Super Six</translation>
    </message>
    <message>
        <source>Count (A)</source>
        <extracomment>Free play, the opening of a shoe: count the cards typed (art. 15 §6)</extracomment>
        <translation>Count (A)</translation>
    </message>
    <message>
        <source>Shuffle (F)</source>
        <extracomment>Free play, the opening of a shoe: shuffle (art. 15 §6)</extracomment>
        <translation>Shuffle (F)</translation>
    </message>
    <message>
        <source>Cut (U)</source>
        <extracomment>Free play, the opening of a shoe: the seat typed cuts (art. 15 §7)</extracomment>
        <translation>Cut (U)</translation>
    </message>
    <message>
        <source>Cut card (I)</source>
        <extracomment>Free play, the opening of a shoe: the cut card with the cards typed behind it (art. 15 §8)</extracomment>
        <translation>Cut card (I)</translation>
    </message>
    <message>
        <source>Keys: A count · F shuffle · U cut · I cut card · digits, Enter · D draw · S stand · O option · P B T winner · C collect · K commission · ← → bet · N new shoe · G pass the bank or the sabot · F1 show me · incidents: L last coup · H dummy hand · R reduce · X refuse · M machine</source>
        <extracomment>The free-play keys of the baccarat table (Greek keyboard: the same keys)</extracomment>
        <translation>Keys: A count · F shuffle · U cut · I cut card · digits, Enter · D draw · S stand · O option · P B T winner · C collect · K commission · ← → bet · N new shoe · G pass the bank or the sabot · F1 show me · incidents: L last coup · H dummy hand · R reduce · X refuse · M machine</translation>
    </message>
    <message>
        <source>Pass the bank (G)</source>
        <extracomment>Free play, chemin de fer: the bank to the seat typed (the banker lost; RULINGS, a convention)</extracomment>
        <translation>Pass the bank (G)</translation>
    </message>
    <message>
        <source>Pass the sabot (G)</source>
        <extracomment>Free play, Punto Banco&apos;s big table: the sabot to the seat typed (art. 15 §9, §15)</extracomment>
        <translation>Pass the sabot (G)</translation>
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
        <translation>Big table</translation>
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
        <translation>Baccarat rules</translation>
    </message>
    <message>
        <source>D</source>
        <extracomment>Letter in a tableau cell: the hand draws a third card. Greek: Τ (τραβά). One letter.</extracomment>
        <translation>D</translation>
    </message>
    <message>
        <source>O</source>
        <extracomment>Letter in a tableau cell: the hand draws or stands as its holder chooses. Greek: Ε (επιλογή). One letter.</extracomment>
        <translation>O</translation>
    </message>
    <message>
        <source>S</source>
        <extracomment>Letter in a tableau cell: the hand stands (draws no card). Greek: Μ (μένει). One letter.</extracomment>
        <translation>S</translation>
    </message>
    <message>
        <source>draws</source>
        <extracomment>What a hand does (tableau cell): draws a third card. Short.</extracomment>
        <translation>draws</translation>
    </message>
    <message>
        <source>option</source>
        <extracomment>What a hand does (tableau cell): its holder may draw or stand. Short.</extracomment>
        <translation>option</translation>
    </message>
    <message>
        <source>stands</source>
        <extracomment>What a hand does (tableau cell): draws no card. Short.</extracomment>
        <translation>stands</translation>
    </message>
    <message>
        <source>Punto with %1</source>
        <translation>Punto with %1</translation>
    </message>
    <message>
        <source>The player with %1</source>
        <extracomment>A tableau cell at chemin de fer or deux tableaux: the player&apos;s two-card total</extracomment>
        <translation>The player with %1</translation>
    </message>
    <message>
        <source>Banco with %1; Punto&apos;s third card: %2</source>
        <extracomment>A tableau cell: Banco&apos;s two-card total %1, Punto&apos;s third card %2</extracomment>
        <translation>Banco with %1; Punto&apos;s third card: %2</translation>
    </message>
    <message>
        <source>The banker with %1; the player&apos;s third card: %2</source>
        <extracomment>A tableau cell at chemin de fer or deux tableaux: the banker&apos;s total %1, the player&apos;s third card %2</extracomment>
        <translation>The banker with %1; the player&apos;s third card: %2</translation>
    </message>
    <message>
        <source>Banco with %1; Punto stood</source>
        <translation>Banco with %1; Punto stood</translation>
    </message>
    <message>
        <source>The banker with %1; the player stood</source>
        <translation>The banker with %1; the player stood</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>Accessible name of the choice of game on the rules page.</extracomment>
        <translation>Game</translation>
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
        <translation>Player</translation>
    </message>
    <message>
        <source>Each tableau</source>
        <extracomment>Caption of the punters&apos; column at deux tableaux: each tableau plays by it</extracomment>
        <translation>Each tableau</translation>
    </message>
    <message>
        <source>%1, by Punto&apos;s third card</source>
        <extracomment>Caption of the banker&apos;s grid at Punto Banco: %1 &quot;Banco&quot; in bold; the columns are Punto&apos;s third card</extracomment>
        <translation>%1, by Punto&apos;s third card</translation>
    </message>
    <message>
        <source>%1, by the player&apos;s third card</source>
        <extracomment>Caption of the banker&apos;s grid at chemin de fer and deux tableaux: %1 &quot;Banker&quot; in bold</extracomment>
        <translation>%1, by the player&apos;s third card</translation>
    </message>
    <message>
        <source>Banco</source>
        <translation>Banco</translation>
    </message>
    <message>
        <source>Banker</source>
        <extracomment>The banker&apos;s grid at chemin de fer and deux tableaux</extracomment>
        <translation>Banker</translation>
    </message>
    <message>
        <source>Punto stood</source>
        <extracomment>Header of the column where Punto drew no third card. Two short lines at most.</extracomment>
        <translation>Punto stood</translation>
    </message>
    <message>
        <source>Player stood</source>
        <extracomment>Header of the column where the player drew no third card. Two short lines at most.</extracomment>
        <translation>Player stood</translation>
    </message>
    <message>
        <source>draws a third card</source>
        <extracomment>Legend of the tableau: the hand draws a third card</extracomment>
        <translation>draws a third card</translation>
    </message>
    <message>
        <source>draws or stands, as its holder chooses</source>
        <extracomment>Legend of the tableau: the hand&apos;s holder chooses</extracomment>
        <translation>draws or stands, as its holder chooses</translation>
    </message>
    <message>
        <source>stands, draws no card</source>
        <extracomment>Legend of the tableau: the hand draws no card</extracomment>
        <translation>stands, draws no card</translation>
    </message>
    <message>
        <source>The house&apos;s share</source>
        <extracomment>Heading of the pay table on the rules page</extracomment>
        <translation>The house&apos;s share</translation>
    </message>
    <message>
        <source>Pay table</source>
        <extracomment>Accessible name of the choice of Punto Banco pay table</extracomment>
        <translation>Pay table</translation>
    </message>
    <message>
        <source>With commission</source>
        <extracomment>A Punto Banco pay table: Banco pays 95:100 (5 % commission)</extracomment>
        <translation>With commission</translation>
    </message>
    <message>
        <source>No commission</source>
        <extracomment>A Punto Banco pay table: Banco pays 1:1, 1:2 with a 6</extracomment>
        <translation>No commission</translation>
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
        <translation>Baccarat table</translation>
    </message>
    <message>
        <source>COMMISSION</source>
        <extracomment>Printed on the Punto Banco layout: the box where the 5% commission is kept.</extracomment>
        <translation>COMMISSION</translation>
    </message>
    <message>
        <source>PUNTO PAIR</source>
        <translation>PUNTO PAIR</translation>
    </message>
    <message>
        <source>BANCO PAIR</source>
        <translation>BANCO PAIR</translation>
    </message>
    <message>
        <source>DISCARD</source>
        <extracomment>Printed beside the discard holder.</extracomment>
        <translation>DISCARD</translation>
    </message>
    <message>
        <source>Smallest chip: %1</source>
        <extracomment>On the table in a drill: the table&apos;s smallest chip (payments are rounded down to it).</extracomment>
        <translation>Smallest chip: %1</translation>
    </message>
    <message>
        <source>EGALITÉ %1</source>
        <extracomment>Printed on the Punto Banco layout; %1 is what the Egalité pays (&quot;8:1&quot;)</extracomment>
        <translation>EGALITÉ %1</translation>
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
        <translation>DEALER MUST DRAW TO 16 AND STAND ON 17</translation>
    </message>
    <message>
        <source>Blackjack shoe</source>
        <extracomment>The card shoe on the blackjack table (ο διανομέας, Blackjack Shoe).</extracomment>
        <translation>Blackjack shoe</translation>
    </message>
    <message>
        <source>Discard holder</source>
        <extracomment>The tray for used and burned cards (ο συλλέκτης, Discard Holder).</extracomment>
        <translation>Discard holder</translation>
    </message>
    <message>
        <source>DISCARD</source>
        <extracomment>Printed beside the discard holder of the blackjack table.</extracomment>
        <translation>DISCARD</translation>
    </message>
    <message>
        <source>BLACKJACK PAYS %1 TO %2</source>
        <extracomment>Printed on the blackjack layout (art. 14 §12 β: «πληρώνεται 3 προς 2»); %1 TO %2 is the engine&apos;s ratio, 3 TO 2</extracomment>
        <translation>BLACKJACK PAYS %1 TO %2</translation>
    </message>
    <message>
        <source>INSURANCE PAYS %1 TO %2</source>
        <extracomment>Printed on the insurance line of the blackjack layout (art. 14 §13: «2 προς 1»); %1 TO %2 is the engine&apos;s ratio, 2 TO 1</extracomment>
        <translation>INSURANCE PAYS %1 TO %2</translation>
    </message>
</context>
<context>
    <name>BlackjackFreePlay</name>
    <message>
        <source>Blackjack free play</source>
        <extracomment>The accessible name of the blackjack free-play table.</extracomment>
        <translation>Blackjack free play</translation>
    </message>
    <message>
        <source>DEALER</source>
        <extracomment>The dealer&apos;s total in free play; %1 &quot;17&quot; or &quot;soft 17&quot;.</extracomment>
        <translation>DEALER</translation>
    </message>
    <message>
        <source>DEALER: %1</source>
        <translation>DEALER: %1</translation>
    </message>
    <message>
        <source>Type a total or an amount</source>
        <extracomment>Free play: the field where the trainee types a total or an amount.</extracomment>
        <translation>Type a total or an amount</translation>
    </message>
    <message>
        <source>Deal (D)</source>
        <translation>Deal (D)</translation>
    </message>
    <message>
        <source>Insurance (I)</source>
        <translation>Insurance (I)</translation>
    </message>
    <message>
        <source>Announce (A)</source>
        <translation>Announce (A)</translation>
    </message>
    <message>
        <source>Pay (P)</source>
        <translation>Pay (P)</translation>
    </message>
    <message>
        <source>Collect (C)</source>
        <translation>Collect (C)</translation>
    </message>
    <message>
        <source>Push (L)</source>
        <translation>Push (L)</translation>
    </message>
    <message>
        <source>Draw (H)</source>
        <translation>Draw (H)</translation>
    </message>
    <message>
        <source>Stand (S)</source>
        <translation>Stand (S)</translation>
    </message>
    <message>
        <source>Rounds: %1 · Cards before the cut card: %2</source>
        <extracomment>Free-play status: rounds played, cards left before the cut card.</extracomment>
        <translation>Rounds: %1 · Cards before the cut card: %2</translation>
    </message>
    <message>
        <source>Reduce (R)</source>
        <translation>Reduce (R)</translation>
    </message>
    <message>
        <source>Refuse (X)</source>
        <translation>Refuse (X)</translation>
    </message>
    <message>
        <source>Burn (B)</source>
        <translation>Burn (B)</translation>
    </message>
    <message>
        <source>Offer (O)</source>
        <translation>Offer (O)</translation>
    </message>
    <message>
        <source>Last round (E)</source>
        <translation>Last round (E)</translation>
    </message>
    <message>
        <source>Machine (M)</source>
        <translation>Machine (M)</translation>
    </message>
    <message>
        <source>Keys: digits · D deal · I insurance · A announce · H draw · S stand · C collect · P or Enter pay · L push · F1 show me · opening: N count · U shuffle · T cut · K cut card · B burn · incidents: R reduce · X refuse · B burn · O offer · E last round · M machine</source>
        <extracomment>The free-play keys of the blackjack table (Greek keyboard: the same keys)</extracomment>
        <translation>Keys: digits · D deal · I insurance · A announce · H draw · S stand · C collect · P or Enter pay · L push · F1 show me · opening: N count · U shuffle · T cut · K cut card · B burn · incidents: R reduce · X refuse · B burn · O offer · E last round · M machine</translation>
    </message>
    <message>
        <source>Count (N)</source>
        <translation>Count (N)</translation>
    </message>
    <message>
        <source>Shuffle (U)</source>
        <translation>Shuffle (U)</translation>
    </message>
    <message>
        <source>Cut (T)</source>
        <translation>Cut (T)</translation>
    </message>
    <message>
        <source>Cut card (K)</source>
        <translation>Cut card (K)</translation>
    </message>
</context>
<context>
    <name>BlackjackTable</name>
    <message>
        <source>Blackjack table</source>
        <extracomment>The accessible name of the blackjack table in a drill.</extracomment>
        <translation>Blackjack table</translation>
    </message>
    <message>
        <source>DEALER</source>
        <extracomment>Printed in front of the dealer&apos;s cards on the blackjack table.</extracomment>
        <translation>DEALER</translation>
    </message>
    <message>
        <source>SPLIT HAND</source>
        <extracomment>On the blackjack table: the hand being settled comes from a split (art. 14 §14).</extracomment>
        <translation>SPLIT HAND</translation>
    </message>
    <message>
        <source>PUSH</source>
        <extracomment>On the blackjack table: the bet pushes and stays, to be taken back.</extracomment>
        <translation>PUSH</translation>
    </message>
    <message>
        <source>Paid</source>
        <extracomment>On the blackjack table after a round: the total the dealer paid.</extracomment>
        <translation>Paid</translation>
    </message>
    <message>
        <source>Collected</source>
        <extracomment>On the blackjack table after a round: the total the dealer collected.</extracomment>
        <translation>Collected</translation>
    </message>
    <message>
        <source>Pushes: %1</source>
        <extracomment>On the blackjack table after a round: how many hands were left on a push.</extracomment>
        <translation>Pushes: %1</translation>
    </message>
    <message>
        <source>INSURANCE OFFERED</source>
        <extracomment>On the blackjack table: the dealer has already offered insurance this round (art. 14 §13).</extracomment>
        <translation>INSURANCE OFFERED</translation>
    </message>
    <message>
        <source>Smallest chip: %1</source>
        <extracomment>On the table in a drill: the table&apos;s smallest chip (payments are rounded down to it).</extracomment>
        <translation>Smallest chip: %1</translation>
    </message>
    <message>
        <source>FACE UP IN THE SHOE</source>
        <extracomment>On the blackjack table: the card that showed its face in the shoe (art. 14 §7 ¶1).</extracomment>
        <translation>FACE UP IN THE SHOE</translation>
    </message>
    <message>
        <source>NOT ASKED FOR</source>
        <extracomment>On the blackjack table: cards that came out that the player did not ask for (art. 14 §7 ¶2).</extracomment>
        <translation>NOT ASKED FOR</translation>
    </message>
    <message>
        <source>IN TURN</source>
        <extracomment>On the blackjack table: the exposed cards came out at this box&apos;s turn.</extracomment>
        <translation>IN TURN</translation>
    </message>
    <message>
        <source>REFUSED</source>
        <extracomment>On the blackjack table: this box refused the exposed card (art. 14 §7).</extracomment>
        <translation>REFUSED</translation>
    </message>
    <message>
        <source>CUT CARD OUT</source>
        <extracomment>On the blackjack table: the cut card (κάρτα τελειώματος) has come out of the shoe (art. 14 §8).</extracomment>
        <translation>CUT CARD OUT</translation>
    </message>
    <message>
        <source>Minimum %1</source>
        <extracomment>On the blackjack table: the table&apos;s minimum stake (art. 14 §16); %1 the amount.</extracomment>
        <translation>Minimum %1</translation>
    </message>
    <message>
        <source>Maximum %1</source>
        <extracomment>On the blackjack table: the table&apos;s maximum stake on a box (art. 14 §16); %1 the amount.</extracomment>
        <translation>Maximum %1</translation>
    </message>
</context>
<context>
    <name>CertificateReport</name>
    <message>
        <source>Trainee</source>
        <extracomment>A certificate&apos;s level: the first, before any criterion is met.</extracomment>
        <translation>Trainee</translation>
    </message>
    <message>
        <source>Foundation</source>
        <extracomment>A certificate&apos;s level: the rules of level 1 mastered.</extracomment>
        <translation>Foundation</translation>
    </message>
    <message>
        <source>Dealer</source>
        <extracomment>A certificate&apos;s level: every rule and the chips mastered, well retained.</extracomment>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Table-ready</source>
        <extracomment>A certificate&apos;s level: everything, in time, the incidents, spotting errors.</extracomment>
        <translation>Table-ready</translation>
    </message>
    <message>
        <source>Every rules step of level 1 mastered: %1 of %2</source>
        <extracomment>A certificate&apos;s criterion. %1 steps mastered, %2 how many there are.</extracomment>
        <translation>Every rules step of level 1 mastered: %1 of %2</translation>
    </message>
    <message>
        <source>Every rules step mastered: %1 of %2</source>
        <extracomment>A certificate&apos;s criterion. %1 steps mastered, %2 how many there are.</extracomment>
        <translation>Every rules step mastered: %1 of %2</translation>
    </message>
    <message>
        <source>Every chips step mastered: %1 of %2</source>
        <extracomment>A certificate&apos;s criterion. %1 steps mastered, %2 how many there are.</extracomment>
        <translation>Every chips step mastered: %1 of %2</translation>
    </message>
    <message>
        <source>Every incident and procedure step mastered: %1 of %2</source>
        <extracomment>A certificate&apos;s criterion: the regulation&apos;s procedures and incidents. %1 of %2 steps.</extracomment>
        <translation>Every incident and procedure step mastered: %1 of %2</translation>
    </message>
    <message>
        <source>Steps answered within their target time: %1 of %2</source>
        <extracomment>A certificate&apos;s criterion: the target times as set, whatever the practice time limits. %1 of %2 steps.</extracomment>
        <translation>Steps answered within their target time: %1 of %2</translation>
    </message>
    <message>
        <source>Retention %1 %, at least %2 %</source>
        <extracomment>A certificate&apos;s criterion: the schedule&apos;s mean chance now of recalling the game&apos;s cells. %1 and %2 per cent.</extracomment>
        <translation>Retention %1 %, at least %2 %</translation>
    </message>
    <message>
        <source>Spot the error: %1 rounds with an error watched, at least %2</source>
        <extracomment>A certificate&apos;s criterion. %1 rounds with a dealer&apos;s error watched, %2 the least.</extracomment>
        <translation>Spot the error: %1 rounds with an error watched, at least %2</translation>
    </message>
    <message>
        <source>Spot the error: %1 % of the errors stopped, at least %2 %</source>
        <extracomment>A certificate&apos;s criterion. %1 and %2 per cent.</extracomment>
        <translation>Spot the error: %1 % of the errors stopped, at least %2 %</translation>
    </message>
    <message>
        <source>Croupier certificate: %1</source>
        <extracomment>The certificate&apos;s title. %1 the game.</extracomment>
        <translation>Croupier certificate: %1</translation>
    </message>
    <message>
        <source>%1 has reached the level &lt;b&gt;%2&lt;/b&gt;.</source>
        <extracomment>On the certificate. %1 the trainee&apos;s name, %2 the level reached.</extracomment>
        <translation>%1 has reached the level &lt;b&gt;%2&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Issued %1</source>
        <extracomment>On the certificate: its date, 24-hour time in Greek. %1 the date and time.</extracomment>
        <translation>Issued %1</translation>
    </message>
    <message>
        <source>A record of self-study on this computer, read from the trainee&apos;s answers. It is not an exam result: the school&apos;s exams are signed by the instructor.</source>
        <extracomment>On the certificate: what it is, and what it is not.</extracomment>
        <translation>A record of self-study on this computer, read from the trainee&apos;s answers. It is not an exam result: the school&apos;s exams are signed by the instructor.</translation>
    </message>
    <message>
        <source>met</source>
        <extracomment>A criterion met / not yet met, in words (not by colour alone).</extracomment>
        <translation>met</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>not yet</translation>
    </message>
    <message>
        <source>The curriculum&apos;s steps</source>
        <extracomment>Heading of the certificate&apos;s list of curriculum steps.</extracomment>
        <translation>The curriculum&apos;s steps</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>Column heading: a step&apos;s topic and level.</extracomment>
        <translation>Step</translation>
    </message>
    <message>
        <source>State</source>
        <extracomment>Column heading: mastered, waiting for its re-check, or being learnt.</extracomment>
        <translation>State</translation>
    </message>
    <message>
        <source>In time</source>
        <extracomment>Column heading: answered within the target time.</extracomment>
        <translation>In time</translation>
    </message>
    <message>
        <source>mastered</source>
        <translation>mastered</translation>
    </message>
    <message>
        <source>re-check due</source>
        <translation>re-check due</translation>
    </message>
    <message>
        <source>being learnt</source>
        <translation>being learnt</translation>
    </message>
    <message>
        <source>%1, level %2</source>
        <extracomment>A step on the certificate. %1 the topic&apos;s title, %2 its level.</extracomment>
        <translation>%1, level %2</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Croupier · %1</source>
        <extracomment>The certificate&apos;s footer. %1 the trainee.</extracomment>
        <translation>Croupier · %1</translation>
    </message>
    <message>
        <source>%1: the PDF could not be made</source>
        <extracomment>%1 the file</extracomment>
        <translation>%1: the PDF could not be made</translation>
    </message>
    <message>
        <source>%1, no commission</source>
        <extracomment>A step of the no-commission pay table on Punto Banco&apos;s certificate. %1 the topic.</extracomment>
        <translation>%1, no commission</translation>
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
        <translation>Float</translation>
    </message>
    <message>
        <source>Chips of %1 (%2)</source>
        <extracomment>A tube of the float: %1 the chip&apos;s value, %2 its key</extracomment>
        <translation>Chips of %1 (%2)</translation>
    </message>
</context>
<context>
    <name>ChipsTable</name>
    <message>
        <source>Chips on the layout</source>
        <extracomment>The accessible name of the felt of a chip drill (paying, colouring up, counting chips).</extracomment>
        <translation>Chips on the layout</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>Under a stack of chips of one value: %1 how many, %2 the chip&apos;s value (&quot;12 × 2.50&quot;).</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>TO PAY</source>
        <extracomment>Printed on the felt of chips.pay, over the amount to hand over.</extracomment>
        <translation>TO PAY</translation>
    </message>
    <message>
        <source>THE PLAYER&apos;S CHIPS</source>
        <extracomment>Printed on the felt of chips.colour-up, over the player&apos;s chips.</extracomment>
        <translation>THE PLAYER&apos;S CHIPS</translation>
    </message>
    <message>
        <source>CASH</source>
        <extracomment>Printed on the felt of chips.change, over the cash a player puts down.</extracomment>
        <translation>CASH</translation>
    </message>
    <message>
        <source>THE LAYOUT</source>
        <extracomment>Printed on the felt of chips.count, over the stacks to count.</extracomment>
        <translation>THE LAYOUT</translation>
    </message>
    <message>
        <source>THE BET</source>
        <extracomment>Printed on the felt of chips.cut, over the winning bet.</extracomment>
        <translation>THE BET</translation>
    </message>
    <message>
        <source>PUT DOWN</source>
        <extracomment>Printed on the felt of chips.units, over the bet and the stake put down.</extracomment>
        <translation>PUT DOWN</translation>
    </message>
    <message>
        <source>%1 chips of %2</source>
        <extracomment>On the felt of chips.cut (the bet) and chips.units (the stake put down): %1 how many chips, %2 the chip&apos;s value.</extracomment>
        <translation>%1 chips of %2</translation>
    </message>
    <message>
        <source>PAYS %1</source>
        <extracomment>On the felt of chips.cut: the payout ratio, %1 &quot;3:2&quot;.</extracomment>
        <translation>PAYS %1</translation>
    </message>
    <message>
        <source>Stacks of %1</source>
        <extracomment>On the felt of chips.cut: the house&apos;s stack, %1 the chips in a full stack (5 or 20).</extracomment>
        <translation>Stacks of %1</translation>
    </message>
    <message>
        <source>POINT %1</source>
        <extracomment>On the felt of chips.units: the point (or come point) the odds are on.</extracomment>
        <translation>POINT %1</translation>
    </message>
    <message>
        <source>Total %1</source>
        <extracomment>On the felt of chips.count once answered: %1 the money on the layout.</extracomment>
        <translation>Total %1</translation>
    </message>
    <message>
        <source>Smallest chip at this table: %1</source>
        <extracomment>On the felt of chips.change: the table&apos;s smallest chip (smaller chips of the float are not paid here).</extracomment>
        <translation>Smallest chip at this table: %1</translation>
    </message>
    <message>
        <source>Smallest chip: %1</source>
        <extracomment>On the felt of a chip drill: the table&apos;s smallest chip.</extracomment>
        <translation>Smallest chip: %1</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>Run &apos;croupier-cli --help&apos; for the commands.</source>
        <translation>Run &apos;croupier-cli --help&apos; for the commands.</translation>
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
Craps odds:
  odds craps
      Each bet&apos;s exact chances of winning, losing and pushing on the roll
      that decides it, and its house edge (art. 16).
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
Blackjack odds:
  odds blackjack [--decks N]
      Exact probabilities of the dealer&apos;s final hand (17-21, blackjack, bust;
      no hole card, stands on soft 17): a shoe of N decks (1 to 8), or an
      infinite deck without --decks.
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
Exams:
  sheet EXAM_FILE --out FILE.pdf [--key] [--lang en|el]
      Print an exam file&apos;s question sheet, or with --key its answer key,
      as PDF. Headings follow --lang, else the exam&apos;s language. Exit status:
      0 written, 1 the exam file is refused (damaged or edited) or the PDF
      cannot be written, 2 a usage error or an exam file that cannot be read.
</translation>
    </message>
    <message>
        <source>--lang needs a value: en or el</source>
        <translation>--lang needs a value: en or el</translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot; for --lang (en or el)</source>
        <translation>unknown language &quot;%1&quot; for --lang (en or el)</translation>
    </message>
    <message>
        <source>%1: unknown option &quot;%2&quot; (%3)</source>
        <extracomment>%1 is the command (quiz, odds), %2 what was typed, %3 the options it knows</extracomment>
        <translation>%1: unknown option &quot;%2&quot; (%3)</translation>
    </message>
    <message>
        <source>%1: %2 needs a value</source>
        <extracomment>%1 is the command (quiz, odds), %2 the option</extracomment>
        <translation>%1: %2 needs a value</translation>
    </message>
    <message>
        <source>%1: %2 is given twice</source>
        <extracomment>%1 is the command (quiz, odds), %2 the option</extracomment>
        <translation>%1: %2 is given twice</translation>
    </message>
    <message>
        <source>quiz: %1 is required</source>
        <translation>quiz: %1 is required</translation>
    </message>
    <message>
        <source>quiz: unknown topic &quot;%1&quot; (known topics: %2)</source>
        <translation>quiz: unknown topic &quot;%1&quot; (known topics: %2)</translation>
    </message>
    <message>
        <source>quiz: unknown game &quot;%1&quot; (games: %2)</source>
        <translation>quiz: unknown game &quot;%1&quot; (games: %2)</translation>
    </message>
    <message>
        <source>quiz: topic %1 has no questions for %2 (games: %3)</source>
        <translation>quiz: topic %1 has no questions for %2 (games: %3)</translation>
    </message>
    <message>
        <source>quiz: --count must be a whole number from 0 to 10000000, not &quot;%1&quot;</source>
        <translation>quiz: --count must be a whole number from 0 to 10000000, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>quiz: --seed must be a whole number from 0 to 18446744073709551615, not &quot;%1&quot;</source>
        <translation>quiz: --seed must be a whole number from 0 to 18446744073709551615, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>quiz: --level must be 1, 2 or 3, not &quot;%1&quot;</source>
        <translation>quiz: --level must be 1, 2 or 3, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>croupier-cli: quiz stopped: %1</source>
        <translation>croupier-cli: quiz stopped: %1</translation>
    </message>
    <message>
        <source>check: give exactly one bank file, or - for standard input</source>
        <translation>check: give exactly one bank file, or - for standard input</translation>
    </message>
    <message>
        <source>croupier-cli: cannot read the bank file &quot;%1&quot;</source>
        <translation>croupier-cli: cannot read the bank file &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 right, %2 wrong, %3 malformed</source>
        <extracomment>check&apos;s summary on standard error: counts of right, wrong and malformed lines
----------
check-play&apos;s summary on standard error: counts of right, wrong and malformed records</extracomment>
        <translation>%1 right, %2 wrong, %3 malformed</translation>
    </message>
    <message>
        <source>odds: name a game family: baccarat, craps or blackjack</source>
        <translation>odds: name a game family: baccarat, craps or blackjack</translation>
    </message>
    <message>
        <source>odds: unknown game family &quot;%1&quot;</source>
        <translation>odds: unknown game family &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a whole number of decks from %1 to %2</source>
        <extracomment>%1 and %2 are the fewest and most decks of a shoe (1 and 8)</extracomment>
        <translation>a whole number of decks from %1 to %2</translation>
    </message>
    <message>
        <source>odds: --decks is required: %1</source>
        <extracomment>%1 is &quot;a whole number of decks from 1 to 8&quot;</extracomment>
        <translation>odds: --decks is required: %1</translation>
    </message>
    <message>
        <source>odds: --decks must be %1, not &quot;%2&quot;</source>
        <extracomment>%1 is &quot;a whole number of decks from 1 to 8&quot;; %2 what was typed</extracomment>
        <translation>odds: --decks must be %1, not &quot;%2&quot;</translation>
    </message>
    <message>
        <source>odds: unknown game &quot;%1&quot; (games: %2)</source>
        <translation>odds: unknown game &quot;%1&quot; (games: %2)</translation>
    </message>
    <message>
        <source>odds: chemin-de-fer has no fixed house edge: the player&apos;s 5 and some of the banker&apos;s totals are drawn or stood at the holder&apos;s option (art. 15 §8), so the odds depend on how they choose (games: %1)</source>
        <translation>odds: chemin-de-fer has no fixed house edge: the player&apos;s 5 and some of the banker&apos;s totals are drawn or stood at the holder&apos;s option (art. 15 §8), so the odds depend on how they choose (games: %1)</translation>
    </message>
    <message>
        <source>odds: deux-tableaux has no fixed house edge: the punters&apos; 5 is their option and the banker draws or stands at his discretion, so the odds depend on how they choose (games: %1)</source>
        <translation>odds: deux-tableaux has no fixed house edge: the punters&apos; 5 is their option and the banker draws or stands at his discretion, so the odds depend on how they choose (games: %1)</translation>
    </message>
    <message>
        <source>odds: %1 is not a baccarat game (games: %2)</source>
        <translation>odds: %1 is not a baccarat game (games: %2)</translation>
    </message>
    <message>
        <source>sheet: --out needs a value: the PDF file to write</source>
        <extracomment>Keep &quot;sheet&quot; and &quot;--out&quot;: typed literally</extracomment>
        <translation>sheet: --out needs a value: the PDF file to write</translation>
    </message>
    <message>
        <source>sheet: give exactly one exam file</source>
        <extracomment>Keep &quot;sheet&quot;: typed literally</extracomment>
        <translation>sheet: give exactly one exam file</translation>
    </message>
    <message>
        <source>sheet: --out FILE.pdf is required</source>
        <extracomment>Keep &quot;sheet&quot; and &quot;--out&quot;: typed literally</extracomment>
        <translation>sheet: --out FILE.pdf is required</translation>
    </message>
    <message>
        <source>croupier-cli: cannot read the exam file &quot;%1&quot;</source>
        <translation>croupier-cli: cannot read the exam file &quot;%1&quot;</translation>
    </message>
    <message>
        <source>croupier-cli: sheet: %1</source>
        <extracomment>%1 why, naming the file: &quot;exam.json: checksum: …&quot;</extracomment>
        <translation>croupier-cli: sheet: %1</translation>
    </message>
    <message>
        <source>odds craps takes no options, not &quot;%1&quot;</source>
        <extracomment>%1 is what was typed after &quot;odds craps&quot;</extracomment>
        <translation>odds craps takes no options, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>odds blackjack: --decks must be a whole number of decks from %1 to %2, or left out for an infinite deck, not &quot;%3&quot;</source>
        <extracomment>%1 and %2 the fewest and most decks (1 and 8), %3 what was typed</extracomment>
        <translation>odds blackjack: --decks must be a whole number of decks from %1 to %2, or left out for an infinite deck, not &quot;%3&quot;</translation>
    </message>
    <message>
        <source>play: name the game first: croupier-cli play GAME --seed S --rounds N</source>
        <translation>play: name the game first: croupier-cli play GAME --seed S --rounds N</translation>
    </message>
    <message>
        <source>play: unknown game &quot;%1&quot;</source>
        <translation>play: unknown game &quot;%1&quot;</translation>
    </message>
    <message>
        <source>play: %1 is required</source>
        <translation>play: %1 is required</translation>
    </message>
    <message>
        <source>play: --seed must be a whole number from 0 to 18446744073709551615, not &quot;%1&quot;</source>
        <translation>play: --seed must be a whole number from 0 to 18446744073709551615, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>play: --rounds must be a whole number from 0 to 1000000, not &quot;%1&quot;</source>
        <translation>play: --rounds must be a whole number from 0 to 1000000, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>play: --decks must be a whole number, not &quot;%1&quot;</source>
        <translation>play: --decks must be a whole number, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>play: --incidents must be a share from 0 to 1, not &quot;%1&quot;</source>
        <translation>play: --incidents must be a share from 0 to 1, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>play: %1</source>
        <translation>play: %1</translation>
    </message>
    <message>
        <source>check-play: give exactly one file of play records, or - for standard input</source>
        <translation>check-play: give exactly one file of play records, or - for standard input</translation>
    </message>
    <message>
        <source>croupier-cli: cannot read the file &quot;%1&quot;</source>
        <translation>croupier-cli: cannot read the file &quot;%1&quot;</translation>
    </message>
    <message>
        <source>check-play: no records</source>
        <translation>check-play: no records</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>standard input</translation>
    </message>
    <message>
        <source>%1 is a directory, not a bank file</source>
        <extracomment>check&apos;s input is a directory; %1 its name</extracomment>
        <translation>%1 is a directory, not a bank file</translation>
    </message>
    <message>
        <source>out of memory while checking %1</source>
        <extracomment>check ran out of memory; %1 the bank&apos;s name</extracomment>
        <translation>out of memory while checking %1</translation>
    </message>
    <message>
        <source>reading %1 failed (a read error): the lines after it were not checked</source>
        <extracomment>reading check&apos;s input failed part way; %1 its name</extracomment>
        <translation>reading %1 failed (a read error): the lines after it were not checked</translation>
    </message>
    <message>
        <source>%1 is empty: there is no question to check</source>
        <extracomment>check&apos;s input has no question; %1 its name</extracomment>
        <translation>%1 is empty: there is no question to check</translation>
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
      Item analysis of a results CSV the instructor exported: per question
      facility, point-biserial, upper-lower 27 %, wrong answers and median
      time (poor discrimination flagged); per rule cell; trainee by topic.
      CSV on standard output or FILE. Exit status: 0 written, 2 the file
      cannot be read or is not a results CSV (its line and column named).
</translation>
    </message>
    <message>
        <source>items: --out needs a value: the CSV file to write</source>
        <extracomment>Keep &quot;items&quot; and &quot;--out&quot;: typed literally</extracomment>
        <translation>items: --out needs a value: the CSV file to write</translation>
    </message>
    <message>
        <source>items: give exactly one results file</source>
        <extracomment>Keep &quot;items&quot;: typed literally</extracomment>
        <translation>items: give exactly one results file</translation>
    </message>
    <message>
        <source>croupier-cli: items: %1: cannot read: %2</source>
        <extracomment>%1 the file, %2 why</extracomment>
        <translation>croupier-cli: items: %1: cannot read: %2</translation>
    </message>
    <message>
        <source>it is a directory</source>
        <translation>it is a directory</translation>
    </message>
    <message>
        <source>croupier-cli: items: %1: %2</source>
        <extracomment>%1 the file, %2 what is wrong where (&quot;line 7: time_ms: not a whole number …&quot;), in English</extracomment>
        <translation>croupier-cli: items: %1: %2</translation>
    </message>
    <message>
        <source>croupier-cli: items: %1: cannot write: %2</source>
        <translation>croupier-cli: items: %1: cannot write: %2</translation>
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
      Make the instructor&apos;s file (a single station keeps the instructor&apos;s key
      there instead of in the exam database): the passphrase is the first
      line of standard input. With --change, the first line is the current
      passphrase and the second the new one. Make it as a user the trainees
      are not, where they cannot write: sudo croupier-cli instructor
      /etc/croupier/instructor.json. Exit status: 0 written, 1 the current
      passphrase is wrong or the file cannot be written, 2 a usage error.
</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot; (quiz, check, odds, topics, sheet, items, instructor, play, check-play)</source>
        <translation>unknown command &quot;%1&quot; (quiz, check, odds, topics, sheet, items, instructor, play, check-play)</translation>
    </message>
    <message>
        <source>instructor: give exactly one file</source>
        <extracomment>Keep &quot;instructor&quot;: typed literally</extracomment>
        <translation>instructor: give exactly one file</translation>
    </message>
    <message>
        <source>croupier-cli: instructor: %1: the file exists; --change changes its passphrase</source>
        <translation>croupier-cli: instructor: %1: the file exists; --change changes its passphrase</translation>
    </message>
    <message>
        <source>croupier-cli: instructor: %1: there is no file to change</source>
        <translation>croupier-cli: instructor: %1: there is no file to change</translation>
    </message>
    <message>
        <source>croupier-cli: instructor: %1: the current passphrase is wrong</source>
        <extracomment>The current passphrase given to --change is not the file&apos;s.</extracomment>
        <translation>croupier-cli: instructor: %1: the current passphrase is wrong</translation>
    </message>
    <message>
        <source>croupier-cli: instructor: the passphrase (a line of standard input) must have at least 8 characters</source>
        <translation>croupier-cli: instructor: the passphrase (a line of standard input) must have at least 8 characters</translation>
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
</translation>
    </message>
    <message>
        <source>play: --table is for the Punto Banco games (art. 15 §18), not %1</source>
        <extracomment>croupier-cli play: --table names the size of a Punto Banco table (art. 15 §18); %1 the game typed</extracomment>
        <translation>play: --table is for the Punto Banco games (art. 15 §18), not %1</translation>
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
        <translation>Usage: croupier-cli [--lang en|el] COMMAND [OPTIONS]

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
</translation>
    </message>
    <message>
        <source>croupier-cli: quiz --seed %1 (drawn: give it to write the same questions again)</source>
        <extracomment>croupier-cli quiz without --seed: the seed it drew, to make the same bank again</extracomment>
        <translation>croupier-cli: quiz --seed %1 (drawn: give it to write the same questions again)</translation>
    </message>
</context>
<context>
    <name>CrapsFreePlay</name>
    <message>
        <source>%1 of player %2: %3</source>
        <translation>%1 of player %2: %3</translation>
    </message>
    <message>
        <source>ON</source>
        <translation>ON</translation>
    </message>
    <message>
        <source>SHOOTER</source>
        <extracomment>Free play, craps: marks the player who throws the dice.</extracomment>
        <translation>SHOOTER</translation>
    </message>
    <message>
        <source>Table limits %1 – %2</source>
        <extracomment>Free play, craps: the table&apos;s limits (art. 16 §3). %1 minimum, %2 maximum.</extracomment>
        <translation>Table limits %1 – %2</translation>
    </message>
    <message>
        <source>type a number…</source>
        <extracomment>Free play, craps: the digits typed so far, shown while empty.</extracomment>
        <translation>type a number…</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Throw</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirm</translation>
    </message>
    <message>
        <source>Collect</source>
        <translation>Collect</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Give back</source>
        <translation>Give back</translation>
    </message>
    <message>
        <source>Puck OFF</source>
        <translation>Puck OFF</translation>
    </message>
    <message>
        <source>Rolls: %1</source>
        <extracomment>Free play, craps: the counters.</extracomment>
        <translation>Rolls: %1</translation>
    </message>
    <message>
        <source>Keys: digits, Enter · R throw · C collect · M move · B give back · O puck OFF · F1 show me · incidents: N No Roll · D offer the dice · P pass them · X refuse a bet · L reduce · K keep · T take down</source>
        <extracomment>The free-play keys of the craps table (Greek keyboard: the same keys)</extracomment>
        <translation>Keys: digits, Enter · R throw · C collect · M move · B give back · O puck OFF · F1 show me · incidents: N No Roll · D offer the dice · P pass them · X refuse a bet · L reduce · K keep · T take down</translation>
    </message>
    <message>
        <source>No Roll</source>
        <translation>No Roll</translation>
    </message>
    <message>
        <source>Offer the dice</source>
        <translation>Offer the dice</translation>
    </message>
    <message>
        <source>Pass the dice</source>
        <translation>Pass the dice</translation>
    </message>
    <message>
        <source>Refuse the bet</source>
        <translation>Refuse the bet</translation>
    </message>
    <message>
        <source>Reduce</source>
        <translation>Reduce</translation>
    </message>
    <message>
        <source>Keep it on</source>
        <translation>Keep it on</translation>
    </message>
    <message>
        <source>Take down</source>
        <translation>Take down</translation>
    </message>
</context>
<context>
    <name>CrapsLayout</name>
    <message>
        <source>Craps layout</source>
        <extracomment>The accessible name of the craps layout.</extracomment>
        <translation>Craps layout</translation>
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
        <translation>FIELD · 2 AND 12 PAY DOUBLE</translation>
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
        <translation>CHIP BANK</translation>
    </message>
    <message>
        <source>PLAYER %1</source>
        <extracomment>On the craps rail: a player&apos;s place; %1 the seat number.</extracomment>
        <translation>PLAYER %1</translation>
    </message>
</context>
<context>
    <name>CrapsRules</name>
    <message>
        <source>Come-out roll: 7 or 11 wins 1:1, 2, 3 or 12 loses, any other total becomes the point. Then the point wins 1:1 and 7 loses. It cannot be taken down.</source>
        <extracomment>The rule of WIN (art. 16 §10 α(1)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Come-out roll: 7 or 11 wins 1:1, 2, 3 or 12 loses, any other total becomes the point. Then the point wins 1:1 and 7 loses. It cannot be taken down.</translation>
    </message>
    <message>
        <source>Come-out roll: 2 or 3 wins 1:1, 7 or 11 loses, 12 is a push, any other total becomes the point. Then 7 wins 1:1 and the point loses.</source>
        <extracomment>The rule of DON&apos;T WIN (art. 16 §10 α(2)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Come-out roll: 2 or 3 wins 1:1, 7 or 11 loses, 12 is a push, any other total becomes the point. Then 7 wins 1:1 and the point loses.</translation>
    </message>
    <message>
        <source>Made once a point is on. Its next roll: 7 or 11 wins 1:1, 2, 3 or 12 loses, any other total is its number and it travels there. Then that number wins 1:1 and 7 loses. It cannot be taken down.</source>
        <extracomment>The rule of COME (art. 16 §10 α(3)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Made once a point is on. Its next roll: 7 or 11 wins 1:1, 2, 3 or 12 loses, any other total is its number and it travels there. Then that number wins 1:1 and 7 loses. It cannot be taken down.</translation>
    </message>
    <message>
        <source>Made once a point is on. Its next roll: 2 or 3 wins 1:1, 7 or 11 loses, 12 is a push, any other total is its number and it travels behind that box. Then 7 wins 1:1 and that number loses.</source>
        <extracomment>The rule of DON&apos;T COME (art. 16 §10 α(4)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Made once a point is on. Its next roll: 2 or 3 wins 1:1, 7 or 11 loses, 12 is a push, any other total is its number and it travels behind that box. Then 7 wins 1:1 and that number loses.</translation>
    </message>
    <message>
        <source>Beside a WIN bet once the point is set: the point wins 2:1 on 4 and 10, 3:2 on 5 and 9, 6:5 on 6 and 8; 7 loses; other totals leave it standing. It may be taken down.</source>
        <extracomment>The rule of WIN ODDS (art. 16 §10 γ(1)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Beside a WIN bet once the point is set: the point wins 2:1 on 4 and 10, 3:2 on 5 and 9, 6:5 on 6 and 8; 7 loses; other totals leave it standing. It may be taken down.</translation>
    </message>
    <message>
        <source>Bridged on a DON&apos;T WIN bet once the point is set: 7 wins 1:2 on 4 and 10, 2:3 on 5 and 9, 5:6 on 6 and 8; the point loses; other totals leave it standing. It may be taken down.</source>
        <extracomment>The rule of DON&apos;T WIN ODDS (art. 16 §10 γ(2)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Bridged on a DON&apos;T WIN bet once the point is set: 7 wins 1:2 on 4 and 10, 2:3 on 5 and 9, 5:6 on 6 and 8; the point loses; other totals leave it standing. It may be taken down.</translation>
    </message>
    <message>
        <source>On and offset on a COME bet at its number: that number wins as the WIN odds do (2:1, 3:2, 6:5); 7 loses. Off on the come-out roll unless called working.</source>
        <extracomment>The rule of COME ODDS (art. 16 §10 γ(3)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>On and offset on a COME bet at its number: that number wins as the WIN odds do (2:1, 3:2, 6:5); 7 loses. Off on the come-out roll unless called working.</translation>
    </message>
    <message>
        <source>Bridged on a DON&apos;T COME bet at its number: 7 wins as the DON&apos;T WIN odds do (1:2, 2:3, 5:6); the number loses. Off on the come-out roll unless called working.</source>
        <extracomment>The rule of DON&apos;T COME ODDS (art. 16 §10 γ(4)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>Bridged on a DON&apos;T COME bet at its number: 7 wins as the DON&apos;T WIN odds do (1:2, 2:3, 5:6); the number loses. Off on the come-out roll unless called working.</translation>
    </message>
    <message>
        <source>One roll: 3, 4, 9, 10 and 11 win 1:1, 2 and 12 win 2:1; 5, 6, 7 and 8 lose.</source>
        <extracomment>The rule of FIELD (art. 16 §10 α(5)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>One roll: 3, 4, 9, 10 and 11 win 1:1, 2 and 12 win 2:1; 5, 6, 7 and 8 lose.</translation>
    </message>
    <message>
        <source>A 6 made any way wins 1:1; 7 loses; other totals leave it standing. It works on the come-out roll and may be taken down.</source>
        <extracomment>The rule of BIG 6 (art. 16 §10 α(6)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>A 6 made any way wins 1:1; 7 loses; other totals leave it standing. It works on the come-out roll and may be taken down.</translation>
    </message>
    <message>
        <source>An 8 made any way wins 1:1; 7 loses; other totals leave it standing. It works on the come-out roll and may be taken down.</source>
        <extracomment>The rule of BIG 8 (art. 16 §10 α(7)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>An 8 made any way wins 1:1; 7 loses; other totals leave it standing. It works on the come-out roll and may be taken down.</translation>
    </message>
    <message>
        <source>One roll: 2 to 6 wins 1:1; 7 to 12 loses.</source>
        <extracomment>The rule of UNDER 7 (art. 16 §10 α(8)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>One roll: 2 to 6 wins 1:1; 7 to 12 loses.</translation>
    </message>
    <message>
        <source>One roll: 8 to 12 wins 1:1; 2 to 7 loses.</source>
        <extracomment>The rule of OVER 7 (art. 16 §10 α(9)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>One roll: 8 to 12 wins 1:1; 2 to 7 loses.</translation>
    </message>
    <message>
        <source>2-2 wins 7:1; 7, or 4 made any other way (1-3), loses; other totals leave it standing. It works on the come-out roll and may be taken down.</source>
        <extracomment>The rule of HARD 4 (art. 16 §10 β(1)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>2-2 wins 7:1; 7, or 4 made any other way (1-3), loses; other totals leave it standing. It works on the come-out roll and may be taken down.</translation>
    </message>
    <message>
        <source>3-3 wins 9:1; 7, or 6 made any other way (1-5, 2-4), loses; other totals leave it standing. It works on the come-out roll and may be taken down.</source>
        <extracomment>The rule of HARD 6 (art. 16 §10 β(1)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>3-3 wins 9:1; 7, or 6 made any other way (1-5, 2-4), loses; other totals leave it standing. It works on the come-out roll and may be taken down.</translation>
    </message>
    <message>
        <source>4-4 wins 9:1; 7, or 8 made any other way (2-6, 3-5), loses; other totals leave it standing. It works on the come-out roll and may be taken down.</source>
        <extracomment>The rule of HARD 8 (art. 16 §10 β(1)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>4-4 wins 9:1; 7, or 8 made any other way (2-6, 3-5), loses; other totals leave it standing. It works on the come-out roll and may be taken down.</translation>
    </message>
    <message>
        <source>5-5 wins 7:1; 7, or 10 made any other way (4-6), loses; other totals leave it standing. It works on the come-out roll and may be taken down.</source>
        <extracomment>The rule of HARD 10 (art. 16 §10 β(1)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>5-5 wins 7:1; 7, or 10 made any other way (4-6), loses; other totals leave it standing. It works on the come-out roll and may be taken down.</translation>
    </message>
    <message>
        <source>One roll: 7 wins 4:1; any other total loses.</source>
        <extracomment>The rule of BIG RED (art. 16 §10 β(2)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>One roll: 7 wins 4:1; any other total loses.</translation>
    </message>
    <message>
        <source>One roll: 11 wins 15:1; any other total loses.</source>
        <extracomment>The rule of YO 11 (art. 16 §10 β(2)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>One roll: 11 wins 15:1; any other total loses.</translation>
    </message>
    <message>
        <source>One roll: 2, 3 or 12 wins 7:1; any other total loses.</source>
        <extracomment>The rule of ANY CRAPS (art. 16 §10 β(3)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>One roll: 2, 3 or 12 wins 7:1; any other total loses.</translation>
    </message>
    <message>
        <source>One roll: 2 wins 30:1; any other total loses.</source>
        <extracomment>The rule of CRAPS 2 (art. 16 §10 β(4)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>One roll: 2 wins 30:1; any other total loses.</translation>
    </message>
    <message>
        <source>One roll: 3 wins 15:1; any other total loses.</source>
        <extracomment>The rule of CRAPS 3 (art. 16 §10 β(5)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>One roll: 3 wins 15:1; any other total loses.</translation>
    </message>
    <message>
        <source>One roll: 12 wins 30:1; any other total loses.</source>
        <extracomment>The rule of CRAPS 12 (art. 16 §10 β(6)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>One roll: 12 wins 30:1; any other total loses.</translation>
    </message>
    <message>
        <source>One roll, one bet: 2, 3, 11 or 12 wins 4:1; any other total loses.</source>
        <extracomment>The rule of HORN (art. 16 §10 β(7)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>One roll, one bet: 2, 3, 11 or 12 wins 4:1; any other total loses.</translation>
    </message>
    <message>
        <source>4 wins 9:5; 7 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</source>
        <extracomment>The rule of PLACE 4 (RIGHT BET) (art. 16 §10 δ(1)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>4 wins 9:5; 7 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</translation>
    </message>
    <message>
        <source>5 wins 7:5; 7 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</source>
        <extracomment>The rule of PLACE 5 (RIGHT BET) (art. 16 §10 δ(1)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>5 wins 7:5; 7 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</translation>
    </message>
    <message>
        <source>6 wins 7:6; 7 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</source>
        <extracomment>The rule of PLACE 6 (RIGHT BET) (art. 16 §10 δ(1)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>6 wins 7:6; 7 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</translation>
    </message>
    <message>
        <source>8 wins 7:6; 7 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</source>
        <extracomment>The rule of PLACE 8 (RIGHT BET) (art. 16 §10 δ(1)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>8 wins 7:6; 7 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</translation>
    </message>
    <message>
        <source>9 wins 7:5; 7 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</source>
        <extracomment>The rule of PLACE 9 (RIGHT BET) (art. 16 §10 δ(1)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>9 wins 7:5; 7 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</translation>
    </message>
    <message>
        <source>10 wins 9:5; 7 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</source>
        <extracomment>The rule of PLACE 10 (RIGHT BET) (art. 16 §10 δ(1)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>10 wins 9:5; 7 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</translation>
    </message>
    <message>
        <source>7 wins 5:11; 4 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</source>
        <extracomment>The rule of PLACE 4 (WRONG BET) (art. 16 §10 δ(2)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>7 wins 5:11; 4 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</translation>
    </message>
    <message>
        <source>7 wins 5:8; 5 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</source>
        <extracomment>The rule of PLACE 5 (WRONG BET) (art. 16 §10 δ(2)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>7 wins 5:8; 5 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</translation>
    </message>
    <message>
        <source>7 wins 4:5; 6 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</source>
        <extracomment>The rule of PLACE 6 (WRONG BET) (art. 16 §10 δ(2)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>7 wins 4:5; 6 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</translation>
    </message>
    <message>
        <source>7 wins 4:5; 8 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</source>
        <extracomment>The rule of PLACE 8 (WRONG BET) (art. 16 §10 δ(2)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>7 wins 4:5; 8 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</translation>
    </message>
    <message>
        <source>7 wins 5:8; 9 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</source>
        <extracomment>The rule of PLACE 9 (WRONG BET) (art. 16 §10 δ(2)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>7 wins 5:8; 9 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</translation>
    </message>
    <message>
        <source>7 wins 5:11; 10 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</source>
        <extracomment>The rule of PLACE 10 (WRONG BET) (art. 16 §10 δ(2)), in English; its Greek is the regulation&apos;s text beside it.</extracomment>
        <translation>7 wins 5:11; 10 loses; other totals leave it standing. Off on the come-out roll unless called working; it may be taken down.</translation>
    </message>
</context>
<context>
    <name>CrapsTable</name>
    <message>
        <source>Craps table</source>
        <extracomment>The accessible name of the craps table in a drill.</extracomment>
        <translation>Craps table</translation>
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
        <translation>PUSH</translation>
    </message>
    <message>
        <source>TABLE MINIMUM %1
TABLE MAXIMUM %2
SMALLEST CHIP %3</source>
        <extracomment>The table-limits sign on a craps table. %1 the minimum, %2 the maximum, %3 the smallest chip.</extracomment>
        <translation>TABLE MINIMUM %1
TABLE MAXIMUM %2
SMALLEST CHIP %3</translation>
    </message>
    <message>
        <source>%1 · total</source>
        <extracomment>The total of the dice called on the craps table; %1 the total.</extracomment>
        <translation>%1 · total</translation>
    </message>
    <message>
        <source>Smallest chip: %1</source>
        <extracomment>On the craps table in a drill: the table&apos;s smallest chip (payments are rounded down to it).</extracomment>
        <translation>Smallest chip: %1</translation>
    </message>
</context>
<context>
    <name>DatabaseLocation</name>
    <message>
        <source>--database: a password on the command line is seen by every user of this computer (ps); put it in ~/.pgpass (host:port:database:user:password, readable by you only) and leave it out of the address</source>
        <extracomment>A password typed in --database. Keep ~/.pgpass and CROUPIER_EXAM_DB as they are.</extracomment>
        <translation>--database: a password on the command line is seen by every user of this computer (ps); put it in ~/.pgpass (host:port:database:user:password, readable by you only) and leave it out of the address</translation>
    </message>
</context>
<context>
    <name>Die</name>
    <message>
        <source>Die showing %1</source>
        <extracomment>A die on the craps table; %1 is the number on top.</extracomment>
        <translation>Die showing %1</translation>
    </message>
</context>
<context>
    <name>DisplaySettings</name>
    <message>
        <source>Display</source>
        <extracomment>The header button that opens the speed and theme settings.</extracomment>
        <translation>Display</translation>
    </message>
    <message>
        <source>Display settings: dealing speed and theme</source>
        <translation>Display settings: dealing speed and theme</translation>
    </message>
    <message>
        <source>Dealing speed</source>
        <extracomment>Display settings: how fast the cards, chips and dice move.</extracomment>
        <translation>Dealing speed</translation>
    </message>
    <message>
        <source>Slow</source>
        <extracomment>A dealing speed: slow, for beginners.</extracomment>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Normal</source>
        <extracomment>A dealing speed.</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <extracomment>A dealing speed.</extracomment>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Instant</source>
        <extracomment>A dealing speed: no animation at all (exams).</extracomment>
        <translation>Instant</translation>
    </message>
    <message>
        <source>Theme</source>
        <extracomment>Display settings: the colours of the app.</extracomment>
        <translation>Theme</translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>A theme: dark green baize.</extracomment>
        <translation>Dark</translation>
    </message>
    <message>
        <source>Light</source>
        <extracomment>A theme: light, for bright rooms.</extracomment>
        <translation>Light</translation>
    </message>
</context>
<context>
    <name>DrillCatalog</name>
    <message>
        <source>Totals</source>
        <comment>A baccarat drill: the point of a hand.</comment>
        <translation>Totals</translation>
    </message>
    <message>
        <source>Count a hand of two or three cards: tens and court cards are zero, keep the last digit.</source>
        <translation>Count a hand of two or three cards: tens and court cards are zero, keep the last digit.</translation>
    </message>
    <message>
        <source>Third card</source>
        <comment>A baccarat drill: does the hand draw a third card (the tableau)?</comment>
        <translation>Third card</translation>
    </message>
    <message>
        <source>Call the third card by the tableau: draw, stand, or the option where the game has one.</source>
        <translation>Call the third card by the tableau: draw, stand, or the option where the game has one.</translation>
    </message>
    <message>
        <source>Coup result</source>
        <comment>A baccarat drill: announce both totals and the winner of a finished coup.</comment>
        <translation>Coup result</translation>
    </message>
    <message>
        <source>Announce both points and the winner of a finished coup.</source>
        <translation>Announce both points and the winner of a finished coup.</translation>
    </message>
    <message>
        <source>Payouts and commission</source>
        <comment>A baccarat drill: settle one bet, with the 5% commission on Banco.</comment>
        <translation>Payouts and commission</translation>
    </message>
    <message>
        <source>Settle a bet on Punto, Banco, Egalité or a pair: the payment and the commission, rounded down to the chip.</source>
        <translation>Settle a bet on Punto, Banco, Egalité or a pair: the payment and the commission, rounded down to the chip.</translation>
    </message>
    <message>
        <source>Cagnotte</source>
        <comment>A chemin de fer drill: the casino&apos;s 5% of the banker&apos;s win (γκανιότα).</comment>
        <translation>Cagnotte</translation>
    </message>
    <message>
        <source>Take the casino&apos;s 5% of the banker&apos;s winnings, rounded down to the chip.</source>
        <translation>Take the casino&apos;s 5% of the banker&apos;s winnings, rounded down to the chip.</translation>
    </message>
    <message>
        <source>Burn</source>
        <comment>A baccarat drill: how many cards are burned at the start of a shoe.</comment>
        <translation>Burn</translation>
    </message>
    <message>
        <source>Turn the first card of a new shoe and burn as many cards as it says, itself included.</source>
        <translation>Turn the first card of a new shoe and burn as many cards as it says, itself included.</translation>
    </message>
    <message>
        <source>One bet, one roll</source>
        <comment>A craps drill: settle one bet on a roll of the dice.</comment>
        <translation>One bet, one roll</translation>
    </message>
    <message>
        <source>Decide one bet on a roll: win, lose, push, stays or off, what it is paid and where it moves.</source>
        <translation>Decide one bet on a roll: win, lose, push, stays or off, what it is paid and where it moves.</translation>
    </message>
    <message>
        <source>Whole layout</source>
        <comment>A craps drill: settle every bet on the layout after a roll.</comment>
        <translation>Whole layout</translation>
    </message>
    <message>
        <source>Settle every bet on the layout after a roll: total paid, total collected, the puck.</source>
        <translation>Settle every bet on the layout after a roll: total paid, total collected, the puck.</translation>
    </message>
    <message>
        <source>Maximum bets</source>
        <comment>A craps drill: the largest stake the table permits on a bet.</comment>
        <translation>Maximum bets</translation>
    </message>
    <message>
        <source>The largest stake a bet may carry under the table&apos;s limits and the odds rules.</source>
        <translation>The largest stake a bet may carry under the table&apos;s limits and the odds rules.</translation>
    </message>
    <message>
        <source>Totals</source>
        <comment>A blackjack drill: the total of a hand, soft or hard.</comment>
        <translation>Totals</translation>
    </message>
    <message>
        <source>Count a hand: its total, soft or hard, blackjack or bust.</source>
        <translation>Count a hand: its total, soft or hard, blackjack or bust.</translation>
    </message>
    <message>
        <source>Dealer&apos;s play</source>
        <comment>A blackjack drill: does the dealer hit or stand?</comment>
        <translation>Dealer&apos;s play</translation>
    </message>
    <message>
        <source>Play the dealer&apos;s hand: draw to 16, stand on 17.</source>
        <translation>Play the dealer&apos;s hand: draw to 16, stand on 17.</translation>
    </message>
    <message>
        <source>Next step</source>
        <comment>A blackjack drill: the dealer&apos;s next move in the round.</comment>
        <translation>Next step</translation>
    </message>
    <message>
        <source>The dealer&apos;s next move: insurance, a blackjack, a bust, the next box.</source>
        <translation>The dealer&apos;s next move: insurance, a blackjack, a bust, the next box.</translation>
    </message>
    <message>
        <source>Payouts</source>
        <comment>A blackjack drill: settle one bet.</comment>
        <translation>Payouts</translation>
    </message>
    <message>
        <source>Settle a box, an insurance or an even money: 3 to 2, 1 to 1, 2 to 1.</source>
        <translation>Settle a box, an insurance or an even money: 3 to 2, 1 to 1, 2 to 1.</translation>
    </message>
    <message>
        <source>Whole round</source>
        <comment>A blackjack drill: settle every box of a round.</comment>
        <translation>Whole round</translation>
    </message>
    <message>
        <source>Settle a whole round: everything paid, everything collected, the pushes.</source>
        <translation>Settle a whole round: everything paid, everything collected, the pushes.</translation>
    </message>
    <message>
        <source>Table limits</source>
        <comment>A baccarat drill: how much of an offered stake may stay on the layout.</comment>
        <translation>Table limits</translation>
    </message>
    <message>
        <source>Leave a stake within its maximum, or reduce it: the table&apos;s, Egalité&apos;s eighth, the house&apos;s cap on side bets, the bank at chemin de fer.</source>
        <translation>Leave a stake within its maximum, or reduce it: the table&apos;s, Egalité&apos;s eighth, the house&apos;s cap on side bets, the bank at chemin de fer.</translation>
    </message>
    <message>
        <source>Incidents</source>
        <comment>A baccarat drill: the dealer&apos;s step at an exposed card, the cut card or the shuffling machine.</comment>
        <translation>Incidents</translation>
    </message>
    <message>
        <source>The dealer&apos;s step when a card is exposed, the cut card shows, or the table plays from the shuffling machine.</source>
        <translation>The dealer&apos;s step when a card is exposed, the cut card shows, or the table plays from the shuffling machine.</translation>
    </message>
    <message>
        <source>Incidents</source>
        <comment>A craps drill: the dealer&apos;s next step in an incident of art. 16 (No Roll, declined dice, take-downs).</comment>
        <translation>Incidents</translation>
    </message>
    <message>
        <source>No Roll, five dice offered, dice declined, a shooter without a line bet, a bet asked down: the dealer&apos;s next step.</source>
        <translation>No Roll, five dice offered, dice declined, a shooter without a line bet, a bet asked down: the dealer&apos;s next step.</translation>
    </message>
    <message>
        <source>Incidents</source>
        <comment>A blackjack drill: what the dealer does in the regulation&apos;s incidents.</comment>
        <translation>Incidents</translation>
    </message>
    <message>
        <source>An exposed card, a standing bettor, a bet over the maximum, the cut card: the dealer&apos;s step.</source>
        <translation>An exposed card, a standing bettor, a bet over the maximum, the cut card: the dealer&apos;s step.</translation>
    </message>
    <message>
        <source>Counting stacks</source>
        <comment>A chip drill: how much is on the layout.</comment>
        <translation>Counting stacks</translation>
    </message>
    <message>
        <source>Count the stacks on the layout: one colour, a colour a stack, then mixed stacks.</source>
        <translation>Count the stacks on the layout: one colour, a colour a stack, then mixed stacks.</translation>
    </message>
    <message>
        <source>Paying in chips</source>
        <comment>A chip drill: an amount in the fewest chips of the float.</comment>
        <translation>Paying in chips</translation>
    </message>
    <message>
        <source>Pay an amount in the fewest chips the float allows, even where the largest chip first is not fewest.</source>
        <translation>Pay an amount in the fewest chips the float allows, even where the largest chip first is not fewest.</translation>
    </message>
    <message>
        <source>Colouring up</source>
        <comment>A chip drill: a player&apos;s chips exchanged for the fewest of higher value.</comment>
        <translation>Colouring up</translation>
    </message>
    <message>
        <source>Exchange a player&apos;s chips for the fewest chips of the same worth.</source>
        <translation>Exchange a player&apos;s chips for the fewest chips of the same worth.</translation>
    </message>
    <message>
        <source>Changing cash</source>
        <comment>A chip drill: cash changed for the table&apos;s chips.</comment>
        <translation>Changing cash</translation>
    </message>
    <message>
        <source>Change cash for the fewest chips of the table, at least its smallest chip; hand the rest back.</source>
        <translation>Change cash for the fewest chips of the table, at least its smallest chip; hand the rest back.</translation>
    </message>
    <message>
        <source>Cutting a payout</source>
        <comment>A chip drill: a payout in the bet&apos;s chips, cut into stacks.</comment>
        <translation>Cutting a payout</translation>
    </message>
    <message>
        <source>Pay against the bet: the payout in its chips, full stacks and loose, the rest in smaller chips.</source>
        <translation>Pay against the bet: the payout in its chips, full stacks and loose, the rest in smaller chips.</translation>
    </message>
    <message>
        <source>Proper units</source>
        <comment>A craps chip drill: place, lay and odds stakes whose win is whole chips.</comment>
        <translation>Proper units</translation>
    </message>
    <message>
        <source>Book place, lay and odds bets in proper units: place 6 and 8 in sixes, 5 and 9 in fives, lay 4 in elevens.</source>
        <translation>Book place, lay and odds bets in proper units: place 6 and 8 in sixes, 5 and 9 in fives, lay 4 in elevens.</translation>
    </message>
    <message>
        <source>Spot the error</source>
        <comment>A drill at every game: a round plays itself with a dealer&apos;s error to stop.</comment>
        <translation>Spot the error</translation>
    </message>
    <message>
        <source>Watch a round play itself and stop it at the dealer&apos;s error: a card, a payment, a call, a bet after the result. Name it and its remedy.</source>
        <translation>Watch a round play itself and stop it at the dealer&apos;s error: a card, a payment, a call, a bet after the result. Name it and its remedy.</translation>
    </message>
</context>
<context>
    <name>DrillPage</name>
    <message>
        <source>Question %1 · %2 of %3 right</source>
        <extracomment>Drill progress. %1 the question&apos;s number, %2 right answers, %3 answers given.</extracomment>
        <translation>Question %1 · %2 of %3 right</translation>
    </message>
    <message>
        <source>Question %1 · %2 right · %3 left</source>
        <extracomment>A timed drill set&apos;s progress. %1 the question&apos;s number in the set, %2 right answers, %3 the time left (&quot;1:45&quot;).</extracomment>
        <translation>Question %1 · %2 right · %3 left</translation>
    </message>
    <message>
        <source>Question %1 of %2 · %3 right</source>
        <extracomment>A drill set&apos;s progress. %1 the question&apos;s number, %2 the set&apos;s length, %3 right answers.</extracomment>
        <translation>Question %1 of %2 · %3 right</translation>
    </message>
    <message>
        <source>Skip for now (Enter)</source>
        <extracomment>An exam&apos;s form with nothing chosen: Enter goes on and leaves the question for the review.</extracomment>
        <translation>Skip for now (Enter)</translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <extracomment>An exam&apos;s form: Enter gives the answer chosen (final) and shows the next question.</extracomment>
        <translation>Next (Enter)</translation>
    </message>
    <message>
        <source>Summary (Enter)</source>
        <extracomment>After a drill set&apos;s last answer: the button that shows the set&apos;s summary (also Enter).</extracomment>
        <translation>Summary (Enter)</translation>
    </message>
    <message>
        <source>On the table</source>
        <extracomment>In place of a felt too small to read (an exam&apos;s review on a small screen): over the question in words.</extracomment>
        <translation>On the table</translation>
    </message>
</context>
<context>
    <name>DrillSetSummary</name>
    <message>
        <source>End of the practice set</source>
        <extracomment>The title of a drill set&apos;s summary, after a set of the cells missed.</extracomment>
        <translation>End of the practice set</translation>
    </message>
    <message>
        <source>End of the set</source>
        <extracomment>The title of a drill set&apos;s summary.</extracomment>
        <translation>End of the set</translation>
    </message>
    <message>
        <source>Right answers</source>
        <extracomment>A drill set&apos;s summary: right answers out of all answered. %1 right, %2 answered.</extracomment>
        <translation>Right answers</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>Mean time</source>
        <extracomment>A drill set&apos;s summary: the mean time of an answer. %1 in seconds.</extracomment>
        <translation>Mean time</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Cells missed</source>
        <extracomment>A drill set&apos;s summary: how many rule cells were missed.
----------
Accessible name of the list of rule cells missed in a drill set.</extracomment>
        <translation>Cells missed</translation>
    </message>
    <message>
        <source>Missed, with the rule that decides them</source>
        <extracomment>A drill set&apos;s summary: the heading over the rule cells missed.</extracomment>
        <translation>Missed, with the rule that decides them</translation>
    </message>
    <message>
        <source>Nothing missed: every answer was right.</source>
        <extracomment>A drill set&apos;s summary when every answer was right.</extracomment>
        <translation>Nothing missed: every answer was right.</translation>
    </message>
    <message>
        <source>× %1</source>
        <extracomment>How often a rule cell was missed in a drill set (&quot;× 2&quot;).</extracomment>
        <translation>× %1</translation>
    </message>
    <message>
        <source>Back (Esc)</source>
        <extracomment>A drill set&apos;s summary: back to the list of drills (also Escape).</extracomment>
        <translation>Back (Esc)</translation>
    </message>
    <message>
        <source>Practise these (Enter)</source>
        <extracomment>A drill set&apos;s summary: a new set of only the cells missed; Enter when the button has the keyboard.</extracomment>
        <translation>Practise these (Enter)</translation>
    </message>
    <message>
        <source>Again</source>
        <extracomment>A drill set&apos;s summary: a new set of the same drill (Practise these is the first button).</extracomment>
        <translation>Again</translation>
    </message>
    <message>
        <source>Again (Enter)</source>
        <extracomment>A drill set&apos;s summary: a new set of the same drill, the first button: Enter.</extracomment>
        <translation>Again (Enter)</translation>
    </message>
</context>
<context>
    <name>DrillsPage</name>
    <message>
        <source>%1 · Drills</source>
        <extracomment>The title of a game&apos;s drills page: %1 the game (&quot;Punto Banco · Drills&quot;).</extracomment>
        <translation>%1 · Drills</translation>
    </message>
    <message>
        <source>Level:</source>
        <extracomment>Before the choice of difficulty on the drills page.</extracomment>
        <translation>Level:</translation>
    </message>
    <message>
        <source>1 · whole chips</source>
        <extracomment>Drill level 1: whole chips only.</extracomment>
        <translation>1 · whole chips</translation>
    </message>
    <message>
        <source>2 · mixed stakes</source>
        <extracomment>Drill level 2: larger and mixed stakes.</extracomment>
        <translation>2 · mixed stakes</translation>
    </message>
    <message>
        <source>3 · odd amounts</source>
        <extracomment>Drill level 3: odd amounts and half chips.</extracomment>
        <translation>3 · odd amounts</translation>
    </message>
    <message>
        <source>Pay table:</source>
        <extracomment>Before the choice of Punto Banco pay table on the drills page.</extracomment>
        <translation>Pay table:</translation>
    </message>
    <message>
        <source>5% commission</source>
        <extracomment>A Punto Banco pay table: Banco pays 0.95 to 1.</extracomment>
        <translation>5% commission</translation>
    </message>
    <message>
        <source>No commission</source>
        <translation>No commission</translation>
    </message>
    <message>
        <source>Drills</source>
        <extracomment>Accessible name of the list of drills.</extracomment>
        <translation>Drills</translation>
    </message>
    <message numerus="yes">
        <source>%n case(s)</source>
        <extracomment>On the drills page: how many rule cells a drill covers, e.g. &quot;306 cases&quot;.</extracomment>
        <translation>
            <numerusform>%n case</numerusform>
            <numerusform>%n cases</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>The drills page: a link to the rules of the game (the tableau and pay table, or art. 14 / 16&apos;s rules)</extracomment>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <extracomment>Accessible name of the drills page&apos;s link to the game&apos;s rules; %1 the game</extracomment>
        <translation>Rules of %1</translation>
    </message>
    <message>
        <source>Set:</source>
        <extracomment>Before the choice of a drill set&apos;s length on the drills page.</extracomment>
        <translation>Set:</translation>
    </message>
    <message>
        <source>10 questions</source>
        <extracomment>A drill set&apos;s length: 10 questions, then a summary.</extracomment>
        <translation>10 questions</translation>
    </message>
    <message>
        <source>20 questions</source>
        <translation>20 questions</translation>
    </message>
    <message>
        <source>50 questions</source>
        <translation>50 questions</translation>
    </message>
    <message>
        <source>2 minutes</source>
        <extracomment>A drill set&apos;s length: as many questions as 2 minutes allow, then a summary.</extracomment>
        <translation>2 minutes</translation>
    </message>
    <message>
        <source>5 minutes</source>
        <translation>5 minutes</translation>
    </message>
    <message>
        <source>Time limits off: a timed set asks 20 questions.</source>
        <extracomment>Drills page: the practice time limits are switched off in self-study&apos;s schedule.</extracomment>
        <translation>Time limits off: a timed set asks 20 questions.</translation>
    </message>
    <message>
        <source>Time limits ×%1.</source>
        <extracomment>Drills page: the practice time limits stretched. %1 the factor (&quot;1.5&quot;).</extracomment>
        <translation>Time limits ×%1.</translation>
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
        <translation>Even money taken: paid %1</translation>
    </message>
</context>
<context>
    <name>ExamAuthorPage</name>
    <message>
        <source>New exam</source>
        <extracomment>The title of the page that sets a new exam.</extracomment>
        <translation>New exam</translation>
    </message>
    <message>
        <source>Punto Banco: third card and payouts</source>
        <extracomment>The title the demo form shows (screenshots).</extracomment>
        <translation>Punto Banco: third card and payouts</translation>
    </message>
    <message>
        <source>Log in on the instructor&apos;s page first.</source>
        <extracomment>The author page opened without the instructor&apos;s login.</extracomment>
        <translation>Log in on the instructor&apos;s page first.</translation>
    </message>
    <message>
        <source>Title</source>
        <extracomment>Author form: the exam&apos;s title, shown to trainees and printed.</extracomment>
        <translation>Title</translation>
    </message>
    <message>
        <source>Exam id</source>
        <extracomment>Author form: the exam&apos;s short unique name (letters, digits, . _ -).</extracomment>
        <translation>Exam id</translation>
    </message>
    <message>
        <source>letters, digits, - _ .</source>
        <extracomment>Placeholder of the exam id field.</extracomment>
        <translation>letters, digits, - _ .</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>Author form: the random seed that makes the questions (same seed, same exam).</extracomment>
        <translation>Seed</translation>
    </message>
    <message>
        <source>New seed</source>
        <extracomment>Draws a new random seed.</extracomment>
        <translation>New seed</translation>
    </message>
    <message>
        <source>Language</source>
        <extracomment>Author form: the language of the questions.</extracomment>
        <translation>Language</translation>
    </message>
    <message>
        <source>Feedback</source>
        <extracomment>Author form: when the trainee learns whether an answer was right.</extracomment>
        <translation>Feedback</translation>
    </message>
    <message>
        <source>At the end</source>
        <extracomment>Feedback mode: nothing until the exam is handed in.</extracomment>
        <translation>At the end</translation>
    </message>
    <message>
        <source>Score only</source>
        <extracomment>Feedback mode: only the score.</extracomment>
        <translation>Score only</translation>
    </message>
    <message>
        <source>Each answer</source>
        <extracomment>Feedback mode: after every answer (practice exams).</extracomment>
        <translation>Each answer</translation>
    </message>
    <message>
        <source>Rule profile and limits</source>
        <extracomment>Author form heading: decks, chip unit, pay table.</extracomment>
        <translation>Rule profile and limits</translation>
    </message>
    <message>
        <source>Decks</source>
        <extracomment>Author form: the decks in the shoe.</extracomment>
        <translation>Decks</translation>
    </message>
    <message>
        <source>Chip unit</source>
        <extracomment>Author form: the table&apos;s smallest chip.</extracomment>
        <translation>Chip unit</translation>
    </message>
    <message>
        <source>Pay table</source>
        <extracomment>Author form: the Punto Banco pay table.</extracomment>
        <translation>Pay table</translation>
    </message>
    <message>
        <source>5% commission</source>
        <extracomment>A Punto Banco pay table: Banco pays 0.95 to 1.</extracomment>
        <translation>5% commission</translation>
    </message>
    <message>
        <source>No commission</source>
        <extracomment>A Punto Banco pay table: Banco pays 1:1, 1:2 with a 6.</extracomment>
        <translation>No commission</translation>
    </message>
    <message>
        <source>Whole exam (minutes)</source>
        <extracomment>Author form: the time limit of the whole exam (0 = none).</extracomment>
        <translation>Whole exam (minutes)</translation>
    </message>
    <message>
        <source>Seconds per question</source>
        <extracomment>Author form: the time limit per question (0 = none).</extracomment>
        <translation>Seconds per question</translation>
    </message>
    <message>
        <source>Pass mark (%)</source>
        <extracomment>Author form: the pass mark, in % of the questions.</extracomment>
        <translation>Pass mark (%)</translation>
    </message>
    <message>
        <source>0 minutes or 0 seconds: no limit.</source>
        <extracomment>Under the limits: what 0 means.</extracomment>
        <translation>0 minutes or 0 seconds: no limit.</translation>
    </message>
    <message>
        <source>Questions</source>
        <extracomment>Author form heading: where the questions come from.</extracomment>
        <translation>Questions</translation>
    </message>
    <message>
        <source>Generated, by topic</source>
        <extracomment>The questions come from the generators, in sections.</extracomment>
        <translation>Generated, by topic</translation>
    </message>
    <message>
        <source>From a question bank</source>
        <extracomment>The questions come from a question bank file.</extracomment>
        <translation>From a question bank</translation>
    </message>
    <message>
        <source>Game of section %1</source>
        <extracomment>Accessible name of a section&apos;s game. %1 the section&apos;s number.</extracomment>
        <translation>Game of section %1</translation>
    </message>
    <message>
        <source>Topic of section %1</source>
        <extracomment>Accessible name of a section&apos;s topic. %1 the section&apos;s number.</extracomment>
        <translation>Topic of section %1</translation>
    </message>
    <message>
        <source>Questions:</source>
        <extracomment>Before a section&apos;s number of questions.</extracomment>
        <translation>Questions:</translation>
    </message>
    <message>
        <source>Questions in section %1</source>
        <extracomment>Accessible name of a section&apos;s count. %1 the section&apos;s number.</extracomment>
        <translation>Questions in section %1</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Level:</translation>
    </message>
    <message>
        <source>Level of section %1</source>
        <extracomment>Accessible name of a section&apos;s level. %1 the section&apos;s number.</extracomment>
        <translation>Level of section %1</translation>
    </message>
    <message>
        <source>Remove section %1</source>
        <extracomment>Accessible name of the button that removes a section. %1 its number.</extracomment>
        <translation>Remove section %1</translation>
    </message>
    <message>
        <source>Add a section</source>
        <extracomment>Adds a row of generated questions to the exam.</extracomment>
        <translation>Add a section</translation>
    </message>
    <message>
        <source>Question bank file</source>
        <extracomment>Field: the question bank file to import (JSON Lines).</extracomment>
        <translation>Question bank file</translation>
    </message>
    <message>
        <source>One question per line (JSON Lines, as croupier-cli quiz writes). Every line is checked by the rules engine; a wrong answer key refuses the whole bank.</source>
        <extracomment>Under the question bank&apos;s path.</extracomment>
        <translation>One question per line (JSON Lines, as croupier-cli quiz writes). Every line is checked by the rules engine; a wrong answer key refuses the whole bank.</translation>
    </message>
    <message>
        <source>Also save as a file:</source>
        <extracomment>Also save the exam as a file (to copy to the stations).</extracomment>
        <translation>Also save as a file:</translation>
    </message>
    <message>
        <source>Exam file</source>
        <extracomment>Field: where the exam file is saved.</extracomment>
        <translation>Exam file</translation>
    </message>
    <message>
        <source>Preview</source>
        <extracomment>Builds the exam without saving it, to check it.</extracomment>
        <translation>Preview</translation>
    </message>
    <message>
        <source>Save the exam</source>
        <extracomment>Saves the new exam in the database.</extracomment>
        <translation>Save the exam</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <extracomment>The preview&apos;s total. %n questions.</extracomment>
        <translation>
            <numerusform>%n question</numerusform>
            <numerusform>%n questions</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 at %2: %3</source>
        <extracomment>A line of the preview. %1 the topic, %2 the game, %3 how many questions.</extracomment>
        <translation>%1 at %2: %3</translation>
    </message>
    <message>
        <source>First questions:</source>
        <extracomment>Before the first questions in the preview.</extracomment>
        <translation>First questions:</translation>
    </message>
    <message>
        <source>Forms</source>
        <extracomment>Author form: whether each trainee gets a form of his own (issue 14).</extracomment>
        <translation>Forms</translation>
    </message>
    <message>
        <source>Own questions</source>
        <extracomment>Forms: each trainee his own questions from pools twice the size; neighbours share none.</extracomment>
        <translation>Own questions</translation>
    </message>
    <message>
        <source>Own order</source>
        <extracomment>Forms: the same questions for all, each trainee in an order of his own.</extracomment>
        <translation>Own order</translation>
    </message>
    <message>
        <source>Same for all</source>
        <extracomment>Forms: the same questions in the same order for all.</extracomment>
        <translation>Same for all</translation>
    </message>
    <message numerus="yes">
        <source>a form per trainee, from pools of %n question(s)</source>
        <extracomment>The preview, forms per trainee: %n the questions of the pools each trainee&apos;s form is taken from.</extracomment>
        <translation>
            <numerusform>a form per trainee, from pools of %n question</numerusform>
            <numerusform>a form per trainee, from pools of %n questions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExamFile</name>
    <message>
        <source>line %1, column %2</source>
        <extracomment>Where a damaged exam file goes wrong. %1 line, %2 column (1-based)</extracomment>
        <translation>line %1, column %2</translation>
    </message>
    <message>
        <source>the file is too large for an exam file (%1 MiB; at most %2 MiB)</source>
        <extracomment>%1 the file&apos;s size, %2 the largest size read, both in MiB</extracomment>
        <translation>the file is too large for an exam file (%1 MiB; at most %2 MiB)</translation>
    </message>
    <message>
        <source>the file is empty: it is not an exam file</source>
        <translation>the file is empty: it is not an exam file</translation>
    </message>
    <message>
        <source>not UTF-8 text at %1: it is not an exam file</source>
        <extracomment>%1 is &quot;line 3, column 17&quot;</extracomment>
        <translation>not UTF-8 text at %1: it is not an exam file</translation>
    </message>
    <message>
        <source>not valid JSON at %1: %2</source>
        <extracomment>%1 is &quot;line 3, column 17&quot;, %2 what is wrong there (in English, from the JSON reader)</extracomment>
        <translation>not valid JSON at %1: %2</translation>
    </message>
    <message>
        <source>not an exam file: the file is not a JSON object</source>
        <translation>not an exam file: the file is not a JSON object</translation>
    </message>
    <message>
        <source>not an exam file: &quot;format&quot; is not &quot;croupier-exam&quot;</source>
        <extracomment>Keep &quot;format&quot; and &quot;croupier-exam&quot;: they are the file&apos;s own words</extracomment>
        <translation>not an exam file: &quot;format&quot; is not &quot;croupier-exam&quot;</translation>
    </message>
    <message>
        <source>version: missing or not a number</source>
        <translation>version: missing or not a number</translation>
    </message>
    <message>
        <source>version: not a version number: %1</source>
        <extracomment>%1 what the file says</extracomment>
        <translation>version: not a version number: %1</translation>
    </message>
    <message>
        <source>made by a newer Croupier (exam file version %1; this version reads %2): update Croupier to open it</source>
        <extracomment>%1 the file&apos;s version, %2 the newest this program reads</extracomment>
        <translation>made by a newer Croupier (exam file version %1; this version reads %2): update Croupier to open it</translation>
    </message>
    <message>
        <source>exam: missing or not an object</source>
        <translation>exam: missing or not an object</translation>
    </message>
    <message>
        <source>checksum: missing: the file cannot be trusted</source>
        <extracomment>Keep &quot;checksum&quot;: the file&apos;s own word</extracomment>
        <translation>checksum: missing: the file cannot be trusted</translation>
    </message>
    <message>
        <source>checksum: edited by hand or damaged: the checksum does not match</source>
        <extracomment>Keep &quot;checksum&quot;: the file&apos;s own word</extracomment>
        <translation>checksum: edited by hand or damaged: the checksum does not match</translation>
    </message>
    <message>
        <source>cannot read the exam file: %1</source>
        <extracomment>%1 why (from the system)</extracomment>
        <translation>cannot read the exam file: %1</translation>
    </message>
    <message>
        <source>cannot save the exam file: %1</source>
        <extracomment>%1 why (from the system). The old file, if any, is left as it was.</extracomment>
        <translation>cannot save the exam file: %1</translation>
    </message>
    <message>
        <source>signature: the exam was changed after it was signed (or the signature is damaged): it is refused</source>
        <extracomment>Keep &quot;signature&quot;: the file&apos;s own word</extracomment>
        <translation>signature: the exam was changed after it was signed (or the signature is damaged): it is refused</translation>
    </message>
    <message>
        <source>answer_keys: not &quot;none&quot;</source>
        <extracomment>Keep &quot;answer_keys&quot; and &quot;none&quot;: the file&apos;s own words</extracomment>
        <translation>answer_keys: not &quot;none&quot;</translation>
    </message>
</context>
<context>
    <name>ExamReports</name>
    <message>
        <source>%1 s</source>
        <extracomment>A time in seconds, e.g. &quot;12.3 s&quot;. %1 the number
----------
A time limit in seconds; %1 the number</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>no commission: Banco pays 1:1, a Banco win on 6 pays 1:2</source>
        <extracomment>A Punto Banco pay table, printed on the exam sheet</extracomment>
        <translation>no commission: Banco pays 1:1, a Banco win on 6 pays 1:2</translation>
    </message>
    <message>
        <source>Super Six: no commission, Banco on 6 pays 1:2, Super Six side bet</source>
        <extracomment>A Punto Banco pay table, printed on the exam sheet</extracomment>
        <translation>Super Six: no commission, Banco on 6 pays 1:2, Super Six side bet</translation>
    </message>
    <message>
        <source>with commission: Banco pays 95:100 (5 % commission)</source>
        <extracomment>A Punto Banco pay table, printed on the exam sheet</extracomment>
        <translation>with commission: Banco pays 95:100 (5 % commission)</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>No time limit</extracomment>
        <translation>none</translation>
    </message>
    <message>
        <source>%1 min</source>
        <extracomment>A time limit in minutes; %1 the number</extracomment>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <extracomment>The page number at the foot of a printed page</extracomment>
        <translation>Page %1 of %2</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <extracomment>%1 the file, %2 why (from the system)</extracomment>
        <translation>%1: cannot write the file: %2</translation>
    </message>
    <message>
        <source>Questions</source>
        <extracomment>Exam sheet header: how many questions</extracomment>
        <translation>Questions</translation>
    </message>
    <message>
        <source>Decks</source>
        <extracomment>Exam sheet header: the number of decks in the shoe</extracomment>
        <translation>Decks</translation>
    </message>
    <message>
        <source>Smallest chip</source>
        <extracomment>Exam sheet header: the table&apos;s smallest chip</extracomment>
        <translation>Smallest chip</translation>
    </message>
    <message>
        <source>Punto Banco pay table</source>
        <extracomment>Exam sheet header: which Punto Banco pay table the exam is set at</extracomment>
        <translation>Punto Banco pay table</translation>
    </message>
    <message>
        <source>Time limit</source>
        <extracomment>Exam sheet header: the time for the whole exam</extracomment>
        <translation>Time limit</translation>
    </message>
    <message>
        <source>Time per question</source>
        <extracomment>Exam sheet header: the time for each question</extracomment>
        <translation>Time per question</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <extracomment>Exam sheet header: %1 the percentage of right answers needed to pass</extracomment>
        <translation>Pass mark</translation>
    </message>
    <message>
        <source>%1 % of the questions</source>
        <translation>%1 % of the questions</translation>
    </message>
    <message>
        <source>no answer</source>
        <extracomment>A question the trainee did not answer (or ran out of time on)</extracomment>
        <translation>no answer</translation>
    </message>
    <message>
        <source>Answer key</source>
        <extracomment>The heading of the printed answer key
----------
Results table column: the right answer</extracomment>
        <translation>Answer key</translation>
    </message>
    <message>
        <source>Question sheet</source>
        <extracomment>The heading of the printed question sheet</extracomment>
        <translation>Question sheet</translation>
    </message>
    <message>
        <source>Trainee&apos;s name</source>
        <extracomment>Printed question sheet: the line where the trainee writes his or her name</extracomment>
        <translation>Trainee&apos;s name</translation>
    </message>
    <message>
        <source>Registration no.</source>
        <extracomment>Printed question sheet: the line for the school&apos;s registration number
----------
Results table column: the trainee&apos;s registration number</extracomment>
        <translation>Registration no.</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>Printed question sheet: the line for the date of the exam</extracomment>
        <translation>Date</translation>
    </message>
    <message>
        <source>Seed %1 · questions: %2</source>
        <extracomment>Printed answer key: how the questions were made. %1 the seed, %2 &quot;generated&quot; or &quot;bank&quot;</extracomment>
        <translation>Seed %1 · questions: %2</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <extracomment>Answer key: the right answer. %1 the answer written out</extracomment>
        <translation>Answer: %1</translation>
    </message>
    <message>
        <source>%1 · topic %2 · %3</source>
        <extracomment>Answer key: %1 the question&apos;s id, %2 its topic (&quot;baccarat.draw&quot;), %3 its game (&quot;punto-banco&quot;)</extracomment>
        <translation>%1 · topic %2 · %3</translation>
    </message>
    <message>
        <source>%1: cannot make the PDF</source>
        <extracomment>%1 the file</extracomment>
        <translation>%1: cannot make the PDF</translation>
    </message>
    <message>
        <source>passed</source>
        <extracomment>The result of an exam</extracomment>
        <translation>passed</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <source>Results: %1</source>
        <extracomment>The heading of the results report. %1 the exam&apos;s title</extracomment>
        <translation>Results: %1</translation>
    </message>
    <message>
        <source>Trainee</source>
        <extracomment>Results table column: the trainee&apos;s name</extracomment>
        <translation>Trainee</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>Results table column: right answers out of questions</extracomment>
        <translation>Score</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>Results table column: passed or failed</extracomment>
        <translation>Result</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>Results table column: time taken
----------
Results table column: time on the question</extracomment>
        <translation>Time</translation>
    </message>
    <message>
        <source>Class</source>
        <extracomment>Results report: the heading of the table of the whole class</extracomment>
        <translation>Class</translation>
    </message>
    <message>
        <source>Registration no. %1 · station %2 · started %3 · finished %4</source>
        <extracomment>Results report, a trainee&apos;s page: %1 registration no., %2 station, %3 start, %4 end</extracomment>
        <translation>Registration no. %1 · station %2 · started %3 · finished %4</translation>
    </message>
    <message>
        <source>Registration no. %1 · station %2 · started %3 · not finished</source>
        <extracomment>Results report, a trainee&apos;s page, an attempt not handed in: %1 registration no., %2 station, %3 start</extracomment>
        <translation>Registration no. %1 · station %2 · started %3 · not finished</translation>
    </message>
    <message>
        <source>Score %1 of %2 (%3 %): %4 · time %5</source>
        <extracomment>Results report, a trainee&apos;s page: %1 right answers, %2 questions, %3 percentage, %4 passed/failed, %5 time</extracomment>
        <translation>Score %1 of %2 (%3 %): %4 · time %5</translation>
    </message>
    <message>
        <source>By topic</source>
        <extracomment>Results report: the heading of a trainee&apos;s per-topic table</extracomment>
        <translation>By topic</translation>
    </message>
    <message>
        <source>Topic</source>
        <extracomment>Results table column: the topic of the questions</extracomment>
        <translation>Topic</translation>
    </message>
    <message>
        <source>Asked</source>
        <extracomment>Results table column: how many questions of the topic were asked</extracomment>
        <translation>Asked</translation>
    </message>
    <message>
        <source>Right</source>
        <extracomment>Results table column: how many were answered right
----------
Results table column: right or wrong</extracomment>
        <translation>Right</translation>
    </message>
    <message>
        <source>Mean time</source>
        <extracomment>Results table column: mean time per answered question</extracomment>
        <translation>Mean time</translation>
    </message>
    <message>
        <source>Answer given</source>
        <extracomment>Results table column: the trainee&apos;s answer</extracomment>
        <translation>Answer given</translation>
    </message>
    <message>
        <source>Question by question</source>
        <extracomment>Results report: the heading of a trainee&apos;s table of questions</extracomment>
        <translation>Question by question</translation>
    </message>
    <message>
        <source>%1: signed by this instructor, unchanged.</source>
        <extracomment>Checking an exported results file. %1 the file</extracomment>
        <translation>%1: signed by this instructor, unchanged.</translation>
    </message>
    <message>
        <source>%1: the file was changed after it was exported, or signed by another instructor: do not trust its results.</source>
        <extracomment>Checking an exported results file. %1 the file</extracomment>
        <translation>%1: the file was changed after it was exported, or signed by another instructor: do not trust its results.</translation>
    </message>
    <message>
        <source>%1: the file has no signature: it was not exported by Croupier, or its signature was removed.</source>
        <extracomment>Checking an exported results file. %1 the file</extracomment>
        <translation>%1: the file has no signature: it was not exported by Croupier, or its signature was removed.</translation>
    </message>
    <message>
        <source>Edited after it was written: the stored verdict of question(s) %1 is not the engine&apos;s judgement of the answer given. The score is the engine&apos;s.</source>
        <extracomment>An attempt whose stored verdicts were changed after the answers were written; %1 the questions&apos; numbers (&quot;2, 5&quot;). The score shown is the engine&apos;s own judgement of each answer.</extracomment>
        <translation>Edited after it was written: the stored verdict of question(s) %1 is not the engine&apos;s judgement of the answer given. The score is the engine&apos;s.</translation>
    </message>
    <message numerus="yes">
        <source>restarted %n time(s) (away %1 in all, counted in the exam&apos;s time)</source>
        <extracomment>What the attempt&apos;s log says: the station started again during the exam; %n how many times, %1 the time it was away in all (m:ss), counted in the exam&apos;s time.</extracomment>
        <translation>
            <numerusform>restarted once (away %1, counted in the exam&apos;s time)</numerusform>
            <numerusform>restarted %n times (away %1 in all, counted in the exam&apos;s time)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>left the exam window %n time(s) (%1 in all)</source>
        <extracomment>What the attempt&apos;s log says: the exam window lost the keyboard to another window or program; %n how many times, %1 the time outside it in all (m:ss). Logged, not punished.</extracomment>
        <translation>
            <numerusform>left the exam window once (%1)</numerusform>
            <numerusform>left the exam window %n times (%1 in all)</numerusform>
        </translation>
    </message>
    <message>
        <source>the station&apos;s clock was set back</source>
        <extracomment>What the attempt&apos;s log says: the station&apos;s clock was found set back after a restart.</extracomment>
        <translation>the station&apos;s clock was set back</translation>
    </message>
    <message>
        <source>Log: %1</source>
        <extracomment>Results report, a trainee&apos;s page: what the attempt&apos;s log says (restarts, leaving the window)</extracomment>
        <translation>Log: %1</translation>
    </message>
    <message>
        <source>The answers were changed in the database after they were written: %1.</source>
        <extracomment>An attempt whose answers&apos; chain does not hold (issue 14). %1 the problems, separated by &quot;; &quot; (WordsText::clauses).</extracomment>
        <translation>The answers were changed in the database after they were written: %1.</translation>
    </message>
    <message>
        <source>Forms</source>
        <extracomment>Exam sheet header: each trainee is asked a form of their own; %1 the questions in the pools.</extracomment>
        <translation>Forms</translation>
    </message>
    <message>
        <source>one per trainee, from pools of %1 questions</source>
        <translation>one per trainee, from pools of %1 questions</translation>
    </message>
    <message>
        <source>%1 · %2 · pass mark %3 % · %4</source>
        <extracomment>Results report: %1 the exam&apos;s id, %2 &quot;10 questions&quot;, %3 the pass mark (a percentage), %4 &quot;3 trainees&quot;</extracomment>
        <translation>%1 · %2 · pass mark %3 % · %4</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n question</numerusform>
            <numerusform>%n questions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trainee(s)</source>
        <translation>
            <numerusform>%n trainee</numerusform>
            <numerusform>%n trainees</numerusform>
        </translation>
    </message>
    <message>
        <source>Question</source>
        <extracomment>Results table column: the question as the trainee was asked it</extracomment>
        <translation>Question</translation>
    </message>
    <message>
        <source>right</source>
        <translation>right</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>wrong</translation>
    </message>
</context>
<context>
    <name>ExamResultsPage</name>
    <message>
        <source>Results</source>
        <extracomment>The title of an exam&apos;s results page.</extracomment>
        <translation>Results</translation>
    </message>
    <message>
        <source>Written and signed: %1</source>
        <extracomment>After an export. %1 the file.</extracomment>
        <translation>Written and signed: %1</translation>
    </message>
    <message>
        <source>in progress</source>
        <extracomment>Results: a trainee still answering.</extracomment>
        <translation>in progress</translation>
    </message>
    <message>
        <source>passed</source>
        <extracomment>Results: the trainee reached the pass mark.</extracomment>
        <translation>passed</translation>
    </message>
    <message>
        <source>failed</source>
        <extracomment>Results: the trainee did not reach the pass mark.</extracomment>
        <translation>failed</translation>
    </message>
    <message>
        <source>Results: %1</source>
        <extracomment>Results page title. %1 the exam&apos;s title.</extracomment>
        <translation>Results: %1</translation>
    </message>
    <message>
        <source>live</source>
        <extracomment>The results page re-reads the shared server.</extracomment>
        <translation>live</translation>
    </message>
    <message>
        <source>Handed in: %1 · passed: %2 · mean score %3%</source>
        <extracomment>The class at a glance. %1 trainees who handed in, %2 of them passed, %3 their mean score in %.</extracomment>
        <translation>Handed in: %1 · passed: %2 · mean score %3%</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <extracomment>Under the results title: where the results are read from. %1 a file or a server&apos;s address.</extracomment>
        <translation>Database: %1</translation>
    </message>
    <message>
        <source>Log in on the instructor&apos;s page first.</source>
        <translation>Log in on the instructor&apos;s page first.</translation>
    </message>
    <message>
        <source>Nobody has sat this exam yet.</source>
        <extracomment>An exam nobody has sat yet.</extracomment>
        <translation>Nobody has sat this exam yet.</translation>
    </message>
    <message>
        <source>Trainee</source>
        <extracomment>Results column: the trainee&apos;s name.</extracomment>
        <translation>Trainee</translation>
    </message>
    <message>
        <source>Id</source>
        <extracomment>Results column: the trainee&apos;s registration number.</extracomment>
        <translation>Id</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>Results column: right answers of all questions.</extracomment>
        <translation>Score</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>Results column: passed, failed or in progress.</extracomment>
        <translation>Result</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>Results column: time spent answering (minutes:seconds).</extracomment>
        <translation>Time</translation>
    </message>
    <message>
        <source>Station</source>
        <extracomment>Results column: the station (computer) the trainee sat at.</extracomment>
        <translation>Station</translation>
    </message>
    <message>
        <source>%1: %2 of %3, %4</source>
        <extracomment>Accessible name of a results row. %1 name, %2 score, %3 questions, %4 result.</extracomment>
        <translation>%1: %2 of %3, %4</translation>
    </message>
    <message>
        <source>%1 (%2): %3 of %4 answered</source>
        <extracomment>A trainee&apos;s detail heading. %1 name, %2 id, %3 answered, %4 questions.</extracomment>
        <translation>%1 (%2): %3 of %4 answered</translation>
    </message>
    <message>
        <source>%1: %2 right of %3 (%4 answered), %5 s per answer</source>
        <extracomment>A trainee&apos;s figures on one topic. %1 topic, %2 right, %3 asked, %4 answered, %5 mean seconds.</extracomment>
        <translation>%1: %2 right of %3 (%4 answered), %5 s per answer</translation>
    </message>
    <message>
        <source>Question %1: time ran out</source>
        <extracomment>A question whose time ran out. %1 its number.</extracomment>
        <translation>Question %1: time ran out</translation>
    </message>
    <message>
        <source>Question %1: not answered</source>
        <extracomment>A question not answered. %1 its number.</extracomment>
        <translation>Question %1: not answered</translation>
    </message>
    <message>
        <source>Question %1: right in %2 s</source>
        <extracomment>A question answered right. %1 its number, %2 seconds.</extracomment>
        <translation>Question %1: right in %2 s</translation>
    </message>
    <message>
        <source>Question %1: wrong in %2 s</source>
        <extracomment>A question answered wrong. %1 its number, %2 seconds.</extracomment>
        <translation>Question %1: wrong in %2 s</translation>
    </message>
    <message>
        <source>CSV file</source>
        <extracomment>Field: where the CSV results are written.</extracomment>
        <translation>CSV file</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <extracomment>Writes the results as a signed CSV file.</extracomment>
        <translation>Export CSV</translation>
    </message>
    <message>
        <source>PDF file</source>
        <extracomment>Field: where the PDF results are written.</extracomment>
        <translation>PDF file</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <extracomment>Writes the results as a signed PDF file.</extracomment>
        <translation>Export PDF</translation>
    </message>
    <message>
        <source>Exported file to check</source>
        <extracomment>Field: an exported results file to check.</extracomment>
        <translation>Exported file to check</translation>
    </message>
    <message>
        <source>Check an exported file</source>
        <extracomment>Checks an exported results file&apos;s signature.</extracomment>
        <translation>Check an exported file</translation>
    </message>
    <message>
        <source>Log: %1</source>
        <extracomment>A trainee&apos;s detail: what the attempt&apos;s log says (restarts, leaving the exam window). %1 the log.</extracomment>
        <translation>Log: %1</translation>
    </message>
    <message>
        <source>This exam is not signed: it was saved by an older Croupier, or its signature was removed from the database. Check its pass mark and questions against your own exam file.</source>
        <extracomment>The results page: the exam in the database carries no signature of the instructor.</extracomment>
        <translation>This exam is not signed: it was saved by an older Croupier, or its signature was removed from the database. Check its pass mark and questions against your own exam file.</translation>
    </message>
    <message>
        <source>Item analysis</source>
        <extracomment>The heading of the item analysis on the results page.</extracomment>
        <translation>Item analysis</translation>
    </message>
    <message numerus="yes">
        <source>%n trainee(s) who handed in; upper and lower groups of %1 (27 %). Questions that discriminate poorly (point-biserial or D under 0.20) are marked ⚑.</source>
        <extracomment>Under &quot;Item analysis&quot;. %n trainees who handed in, %1 the size of the best and worst groups.</extracomment>
        <translation>
            <numerusform>%n trainee who handed in; upper and lower groups of %1 (27 %). Questions that discriminate poorly (point-biserial or D under 0.20) are marked ⚑.</numerusform>
            <numerusform>%n trainees who handed in; upper and lower groups of %1 (27 %). Questions that discriminate poorly (point-biserial or D under 0.20) are marked ⚑.</numerusform>
        </translation>
    </message>
    <message>
        <source>Topic</source>
        <extracomment>Item analysis column: the question&apos;s topic.</extracomment>
        <translation>Topic</translation>
    </message>
    <message>
        <source>Facility</source>
        <extracomment>Item analysis column: the share of the class that answered right (0 to 1).</extracomment>
        <translation>Facility</translation>
    </message>
    <message>
        <source>Point-biserial</source>
        <extracomment>Item analysis column: the point-biserial correlation with the rest of the score.</extracomment>
        <translation>Point-biserial</translation>
    </message>
    <message>
        <source>D (27 %)</source>
        <extracomment>Item analysis column: upper minus lower 27 % groups&apos; facility.</extracomment>
        <translation>D (27 %)</translation>
    </message>
    <message>
        <source>Median</source>
        <extracomment>Item analysis column: the median time of the answers given, in seconds.</extracomment>
        <translation>Median</translation>
    </message>
    <message>
        <source>Wrong answers</source>
        <extracomment>Item analysis column: the wrong answers given and how many gave each.</extracomment>
        <translation>Wrong answers</translation>
    </message>
    <message>
        <source>Trainee by topic</source>
        <extracomment>Item analysis: the trainee-by-topic table&apos;s first column.</extracomment>
        <translation>Trainee by topic</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Trainee by topic: %1 right of %2 asked.</extracomment>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>Item analysis file</source>
        <extracomment>Field: where the item analysis CSV is written.</extracomment>
        <translation>Item analysis file</translation>
    </message>
    <message>
        <source>Export item analysis</source>
        <extracomment>Writes the item analysis as a signed CSV file.</extracomment>
        <translation>Export item analysis</translation>
    </message>
    <message>
        <source>Form %1 · %2</source>
        <extracomment>A trainee&apos;s detail: the form of the exam asked (issue 14), %1 its number, %2 the station.</extracomment>
        <translation>Form %1 · %2</translation>
    </message>
    <message>
        <source>%1 · %2 · pass mark %3% · %4</source>
        <extracomment>Under the results title. %1 the exam id, %2 &quot;10 questions&quot;, %3 the pass mark in %, %4 &quot;3 trainees&quot;.</extracomment>
        <translation>%1 · %2 · pass mark %3% · %4</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <extracomment>Under the results title: how many questions an exam asks each trainee</extracomment>
        <translation>
            <numerusform>%n question</numerusform>
            <numerusform>%n questions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trainee(s)</source>
        <extracomment>Under the results title: how many trainees sat the exam</extracomment>
        <translation>
            <numerusform>%n trainee</numerusform>
            <numerusform>%n trainees</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>Seconds, short: %1 the number (&quot;4.2 s&quot;)</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>Results, one question of a trainee: %1 its number, %2 what was asked.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>time ran out</source>
        <extracomment>Results, one question: the time ran out before an answer.</extracomment>
        <translation>time ran out</translation>
    </message>
    <message>
        <source>not answered</source>
        <extracomment>Results, one question: no answer was given.</extracomment>
        <translation>not answered</translation>
    </message>
    <message>
        <source>right</source>
        <extracomment>Results, one question: the answer given is right.</extracomment>
        <translation>right</translation>
    </message>
    <message>
        <source>wrong</source>
        <extracomment>Results, one question: the answer given is wrong.</extracomment>
        <translation>wrong</translation>
    </message>
    <message>
        <source>Answer: %1 · key: %2 · %3 · %4</source>
        <extracomment>Results, one question: %1 the trainee&apos;s answer in words, %2 the right answer in words, %3 right/wrong/not answered, %4 the time (&quot;4.2 s&quot;).</extracomment>
        <translation>Answer: %1 · key: %2 · %3 · %4</translation>
    </message>
    <message>
        <source>Self-study: cells missed again and again</source>
        <extracomment>A trainee&apos;s detail (issue 19): heading of the rule cells the trainee keeps missing in self-study at the stations (leeches).</extracomment>
        <translation>Self-study: cells missed again and again</translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2: %3, missed %n time(s)</source>
        <translation>
            <numerusform>%1 at %2: %3, missed %n time</numerusform>
            <numerusform>%1 at %2: %3, missed %n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <extracomment>After the five leeches shown: how many more there are.</extracomment>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExamStore</name>
    <message numerus="yes">
        <source>Wait %n second(s) before trying again.</source>
        <extracomment>The instructor typed a wrong passphrase too often; %n is a number of seconds.</extracomment>
        <translation>
            <numerusform>Wait %n second before trying again.</numerusform>
            <numerusform>Wait %n seconds before trying again.</numerusform>
        </translation>
    </message>
    <message>
        <source>database: %1</source>
        <extracomment>The part of --database that is wrong; %1 says what.</extracomment>
        <translation>database: %1</translation>
    </message>
    <message>
        <source>no file or server given</source>
        <translation>no file or server given</translation>
    </message>
    <message>
        <source>options after &quot;?&quot; or &quot;#&quot; are not supported in &quot;%1&quot;</source>
        <translation>options after &quot;?&quot; or &quot;#&quot; are not supported in &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the database name is missing (postgresql://user@host:port/dbname)</source>
        <translation>the database name is missing (postgresql://user@host:port/dbname)</translation>
    </message>
    <message>
        <source>the database name must not contain &quot;/&quot;, not &quot;%1&quot;</source>
        <translation>the database name must not contain &quot;/&quot;, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the user name before &quot;@&quot; is empty</source>
        <translation>the user name before &quot;@&quot; is empty</translation>
    </message>
    <message>
        <source>the host &quot;%1&quot; lacks its closing &quot;]&quot;</source>
        <translation>the host &quot;%1&quot; lacks its closing &quot;]&quot;</translation>
    </message>
    <message>
        <source>unexpected &quot;%1&quot; after the host</source>
        <translation>unexpected &quot;%1&quot; after the host</translation>
    </message>
    <message>
        <source>the host is missing (postgresql://user@host:port/dbname)</source>
        <translation>the host is missing (postgresql://user@host:port/dbname)</translation>
    </message>
    <message>
        <source>the port must be a number from 1 to 65535, not &quot;%1&quot;</source>
        <translation>the port must be a number from 1 to 65535, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown kind &quot;%1&quot; (give a file, sqlite:FILE or postgresql://…)</source>
        <translation>unknown kind &quot;%1&quot; (give a file, sqlite:FILE or postgresql://…)</translation>
    </message>
    <message>
        <source>the SQLite file name is missing</source>
        <translation>the SQLite file name is missing</translation>
    </message>
    <message numerus="yes">
        <source>the database is locked by another station or program (waited %n second(s)); try again</source>
        <extracomment>Another station or program holds the exam database&apos;s SQLite file; %n seconds waited.</extracomment>
        <translation>
            <numerusform>the database is locked by another station or program (waited %n second); try again</numerusform>
            <numerusform>the database is locked by another station or program (waited %n seconds); try again</numerusform>
        </translation>
    </message>
    <message>
        <source>the exam database is not open</source>
        <extracomment>The exam database could not be opened before.</extracomment>
        <translation>the exam database is not open</translation>
    </message>
    <message>
        <source>cannot begin a transaction</source>
        <translation>cannot begin a transaction</translation>
    </message>
    <message>
        <source>cannot commit</source>
        <translation>cannot commit</translation>
    </message>
    <message>
        <source>the server cannot be reached</source>
        <extracomment>A PostgreSQL exam server cannot be reached.</extracomment>
        <translation>the server cannot be reached</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>not a file</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>cannot be read: %1</translation>
    </message>
    <message>
        <source>not an SQLite database</source>
        <extracomment>SQLite said SQLITE_NOTADB</extracomment>
        <translation>not an SQLite database</translation>
    </message>
    <message>
        <source>its directory %1 does not exist</source>
        <translation>its directory %1 does not exist</translation>
    </message>
    <message>
        <source>cannot be opened</source>
        <translation>cannot be opened</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>cannot be read</translation>
    </message>
    <message>
        <source>cannot switch to WAL</source>
        <translation>cannot switch to WAL</translation>
    </message>
    <message>
        <source>cannot be set up</source>
        <translation>cannot be set up</translation>
    </message>
    <message>
        <source>cannot connect: %1</source>
        <extracomment>%1 is the server&apos;s own message.</extracomment>
        <translation>cannot connect: %1</translation>
    </message>
    <message>
        <source>migrating</source>
        <translation>migrating</translation>
    </message>
    <message>
        <source>the outbox is not an SQLite database</source>
        <extracomment>The local file where answers wait while the server is away.</extracomment>
        <translation>the outbox is not an SQLite database</translation>
    </message>
    <message>
        <source>the outbox cannot be opened: %1</source>
        <translation>the outbox cannot be opened: %1</translation>
    </message>
    <message>
        <source>the answer could not be kept in the outbox: %1</source>
        <translation>the answer could not be kept in the outbox: %1</translation>
    </message>
    <message>
        <source>sending the waiting answer to question %1 of attempt %2</source>
        <translation>sending the waiting answer to question %1 of attempt %2</translation>
    </message>
    <message>
        <source>reading the answers of attempt %1</source>
        <translation>reading the answers of attempt %1</translation>
    </message>
    <message>
        <source>reading attempt %1</source>
        <translation>reading attempt %1</translation>
    </message>
    <message>
        <source>there is no attempt %1</source>
        <translation>there is no attempt %1</translation>
    </message>
    <message>
        <source>reading the instructor&apos;s passphrase</source>
        <translation>reading the instructor&apos;s passphrase</translation>
    </message>
    <message>
        <source>the Qt PostgreSQL driver (QPSQL) is not available; install libqt6sql6-psql</source>
        <translation>the Qt PostgreSQL driver (QPSQL) is not available; install libqt6sql6-psql</translation>
    </message>
    <message>
        <source>the Qt SQLite driver (QSQLITE) is not available; install libqt6sql6-sqlite</source>
        <translation>the Qt SQLite driver (QSQLITE) is not available; install libqt6sql6-sqlite</translation>
    </message>
    <message>
        <source>an answer sent could not be removed from the outbox</source>
        <translation>an answer sent could not be removed from the outbox</translation>
    </message>
    <message>
        <source>the passphrase must have at least 8 characters</source>
        <extracomment>The instructor&apos;s passphrase is too short.</extracomment>
        <translation>the passphrase must have at least 8 characters</translation>
    </message>
    <message>
        <source>setting the passphrase</source>
        <translation>setting the passphrase</translation>
    </message>
    <message>
        <source>No passphrase is set.</source>
        <extracomment>Instructor mode: no passphrase has been chosen yet.</extracomment>
        <translation>No passphrase is set.</translation>
    </message>
    <message>
        <source>checking the passphrase</source>
        <translation>checking the passphrase</translation>
    </message>
    <message>
        <source>Wrong passphrase.</source>
        <extracomment>Instructor mode: the passphrase typed is not the right one.</extracomment>
        <translation>Wrong passphrase.</translation>
    </message>
    <message>
        <source>saving exam &quot;%1&quot;</source>
        <translation>saving exam &quot;%1&quot;</translation>
    </message>
    <message>
        <source>an exam needs an id</source>
        <translation>an exam needs an id</translation>
    </message>
    <message>
        <source>%1: %2 questions is not a count</source>
        <translation>%1: %2 questions is not a count</translation>
    </message>
    <message>
        <source>%1: the exam file is not UTF-8 text</source>
        <translation>%1: the exam file is not UTF-8 text</translation>
    </message>
    <message>
        <source>%1: it has been taken already; save the changed exam under a new id</source>
        <translation>%1: it has been taken already; save the changed exam under a new id</translation>
    </message>
    <message>
        <source>reading the exams</source>
        <translation>reading the exams</translation>
    </message>
    <message>
        <source>reading exam &quot;%1&quot;</source>
        <translation>reading exam &quot;%1&quot;</translation>
    </message>
    <message>
        <source>there is no exam &quot;%1&quot;</source>
        <translation>there is no exam &quot;%1&quot;</translation>
    </message>
    <message>
        <source>removing exam &quot;%1&quot;</source>
        <translation>removing exam &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1: it has attempts, whose results would be lost</source>
        <translation>%1: it has attempts, whose results would be lost</translation>
    </message>
    <message>
        <source>starting the exam &quot;%2&quot; for trainee %1</source>
        <extracomment>%1 the trainee&apos;s registration number, %2 the exam.</extracomment>
        <translation>starting the exam &quot;%2&quot; for trainee %1</translation>
    </message>
    <message>
        <source>%1: the trainee&apos;s name is missing</source>
        <translation>%1: the trainee&apos;s name is missing</translation>
    </message>
    <message>
        <source>%1: the trainee&apos;s registration number is missing</source>
        <translation>%1: the trainee&apos;s registration number is missing</translation>
    </message>
    <message>
        <source>recording the answer to question %1 of attempt %2</source>
        <translation>recording the answer to question %1 of attempt %2</translation>
    </message>
    <message>
        <source>%1: %2 is not a question number</source>
        <translation>%1: %2 is not a question number</translation>
    </message>
    <message>
        <source>%1: the time %2 ms is negative</source>
        <translation>%1: the time %2 ms is negative</translation>
    </message>
    <message>
        <source>%1: question %2 has been answered already; the first answer stands</source>
        <translation>%1: question %2 has been answered already; the first answer stands</translation>
    </message>
    <message>
        <source>%1: there is no attempt %2</source>
        <translation>%1: there is no attempt %2</translation>
    </message>
    <message>
        <source>%1: the attempt is finished</source>
        <translation>%1: the attempt is finished</translation>
    </message>
    <message>
        <source>finishing attempt %1</source>
        <translation>finishing attempt %1</translation>
    </message>
    <message>
        <source>%1: there is no open attempt %2</source>
        <translation>%1: there is no open attempt %2</translation>
    </message>
    <message>
        <source>reading the attempts at exam &quot;%1&quot;</source>
        <translation>reading the attempts at exam &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server address: %2</source>
        <extracomment>%1 what was typed, %2 Qt&apos;s own reason (English).</extracomment>
        <translation>&quot;%1&quot; is not a server address: %2</translation>
    </message>
    <message>
        <source>exam database</source>
        <extracomment>The kind of database, in messages such as &quot;not a Croupier exam database&quot;.</extracomment>
        <translation>exam database</translation>
    </message>
    <message>
        <source>the database is damaged</source>
        <extracomment>SQLite said SQLITE_CORRUPT</extracomment>
        <translation>the database is damaged</translation>
    </message>
    <message>
        <source>the database is read-only here</source>
        <extracomment>SQLite said SQLITE_READONLY</extracomment>
        <translation>the database is read-only here</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <extracomment>SQLite said SQLITE_FULL</extracomment>
        <translation>the disk is full</translation>
    </message>
    <message>
        <source>is empty (0 bytes), so it is not an exam database; delete it or choose another file, and Croupier makes a new one</source>
        <translation>is empty (0 bytes), so it is not an exam database; delete it or choose another file, and Croupier makes a new one</translation>
    </message>
    <message>
        <source>damaged: SQLite&apos;s check finds %1; it is not written to</source>
        <extracomment>An exam database SQLite&apos;s own check finds damaged; %1 the first problem it names (English, from SQLite).</extracomment>
        <translation>damaged: SQLite&apos;s check finds %1; it is not written to</translation>
    </message>
    <message>
        <source>The passphrase is right, but the stored signing key has been changed or damaged: it is refused, and nothing can be signed with it. Restore the exam database from a backup.</source>
        <extracomment>Instructor mode: the passphrase is right, but the stored signing secret fails its authentication.</extracomment>
        <translation>The passphrase is right, but the stored signing key has been changed or damaged: it is refused, and nothing can be signed with it. Restore the exam database from a backup.</translation>
    </message>
    <message>
        <source>logging %1 in attempt %2</source>
        <extracomment>%1 the kind of event (restart, focus-lost…), %2 the attempt&apos;s number.</extracomment>
        <translation>logging %1 in attempt %2</translation>
    </message>
    <message>
        <source>reading the log of attempt %1</source>
        <translation>reading the log of attempt %1</translation>
    </message>
    <message>
        <source>saving the clock of attempt %1</source>
        <translation>saving the clock of attempt %1</translation>
    </message>
    <message>
        <source>reading the clock of attempt %1</source>
        <translation>reading the clock of attempt %1</translation>
    </message>
    <message>
        <source>reading the instructor&apos;s public key</source>
        <translation>reading the instructor&apos;s public key</translation>
    </message>
    <message>
        <source>beginning the chain of attempt %1</source>
        <extracomment>%1 the attempt&apos;s number.</extracomment>
        <translation>beginning the chain of attempt %1</translation>
    </message>
    <message>
        <source>reading the chain of attempt %1</source>
        <translation>reading the chain of attempt %1</translation>
    </message>
    <message>
        <source>%1: the stations&apos; role %2 cannot do this; the instructor&apos;s desk can</source>
        <extracomment>A station connected as the stations&apos; role tried what only the instructor&apos;s desk may do. %1 what, %2 the role.</extracomment>
        <translation>%1: the stations&apos; role %2 cannot do this; the instructor&apos;s desk can</translation>
    </message>
    <message>
        <source>reading the role connected as</source>
        <translation>reading the role connected as</translation>
    </message>
    <message>
        <source>connected as %1, which can neither write the exam tables nor call the stations&apos; functions: set the stations&apos; role up at the instructor&apos;s desk (%2)</source>
        <extracomment>A station connected as a role that can neither write the exam tables nor call the stations&apos; functions. %1 the role, %2 the server&apos;s words.</extracomment>
        <translation>connected as %1, which can neither write the exam tables nor call the stations&apos; functions: set the stations&apos; role up at the instructor&apos;s desk (%2)</translation>
    </message>
    <message>
        <source>the server&apos;s exam database is of schema version %1 and this station reads %2: open it at the instructor&apos;s desk first</source>
        <extracomment>%1 the server&apos;s schema version, %2 this program&apos;s.</extracomment>
        <translation>the server&apos;s exam database is of schema version %1 and this station reads %2: open it at the instructor&apos;s desk first</translation>
    </message>
    <message>
        <source>written by a newer Croupier (schema version %1; this version reads up to %2)</source>
        <translation>written by a newer Croupier (schema version %1; this version reads up to %2)</translation>
    </message>
    <message>
        <source>setting the instructor&apos;s passphrase</source>
        <translation>setting the instructor&apos;s passphrase</translation>
    </message>
    <message>
        <source>setting up the stations&apos; role</source>
        <extracomment>The instructor&apos;s desk sets up the PostgreSQL role the stations connect as.</extracomment>
        <translation>setting up the stations&apos; role</translation>
    </message>
    <message>
        <source>%1: only a PostgreSQL server has roles</source>
        <extracomment>The stations&apos; role exists only on a classroom server.</extracomment>
        <translation>%1: only a PostgreSQL server has roles</translation>
    </message>
    <message>
        <source>%1: the desk&apos;s role %2 may not create roles; the server&apos;s administrator can allow it with ALTER ROLE %2 CREATEROLE (%3)</source>
        <translation>%1: the desk&apos;s role %2 may not create roles; the server&apos;s administrator can allow it with ALTER ROLE %2 CREATEROLE (%3)</translation>
    </message>
    <message>
        <source>%1: this station cannot keep its key in its settings (%2): it could not resume the attempt after a restart</source>
        <extracomment>The station&apos;s settings cannot be written, so its key would not survive a restart. %1 what, %2 the settings file.</extracomment>
        <translation>%1: this station cannot keep its key in its settings (%2): it could not resume the attempt after a restart</translation>
    </message>
    <message>
        <source>%1: answers of the attempt are still waiting to be sent (%2)</source>
        <extracomment>Handing in while answers of the attempt still wait on the station. %1 what, %2 the server&apos;s or outbox&apos;s words.</extracomment>
        <translation>%1: answers of the attempt are still waiting to be sent (%2)</translation>
    </message>
    <message>
        <source>%1: self-study is kept on the server through the stations&apos; role; this connection is the instructor&apos;s</source>
        <extracomment>Self-study is kept on the server only by the stations (their role); %1 what was being done.</extracomment>
        <translation>%1: self-study is kept on the server through the stations&apos; role; this connection is the instructor&apos;s</translation>
    </message>
    <message>
        <source>keeping the self-study of %1 on the server</source>
        <extracomment>%1 the trainee&apos;s registration number.</extracomment>
        <translation>keeping the self-study of %1 on the server</translation>
    </message>
    <message>
        <source>sending the self-study %1 of %2 to the server</source>
        <extracomment>%1 the record&apos;s kind (session, answer…), %2 the registration number.</extracomment>
        <translation>sending the self-study %1 of %2 to the server</translation>
    </message>
    <message>
        <source>reading the self-study of %1 from the server</source>
        <extracomment>%1 the registration number.</extracomment>
        <translation>reading the self-study of %1 from the server</translation>
    </message>
    <message>
        <source>reading the class&apos;s self-study</source>
        <translation>reading the class&apos;s self-study</translation>
    </message>
    <message>
        <source>%1: registration number %2 keeps no self-study here</source>
        <extracomment>%1 what was being done, %2 the registration number.</extracomment>
        <translation>%1: registration number %2 keeps no self-study here</translation>
    </message>
    <message>
        <source>setting a new study passphrase for %1</source>
        <extracomment>%1 the registration number.</extracomment>
        <translation>setting a new study passphrase for %1</translation>
    </message>
    <message>
        <source>%1: a study passphrase has at least 8 characters</source>
        <extracomment>%1 what was being done.</extracomment>
        <translation>%1: a study passphrase has at least 8 characters</translation>
    </message>
</context>
<context>
    <name>ExamTakePage</name>
    <message>
        <source>Take an exam</source>
        <extracomment>The title of the page where a trainee takes an exam.</extracomment>
        <translation>Take an exam</translation>
    </message>
    <message>
        <source>Exam</source>
        <extracomment>Heading of the list of exams a trainee can take.</extracomment>
        <translation>Exam</translation>
    </message>
    <message>
        <source>No exam has been set yet: ask your instructor.</source>
        <extracomment>The exam page when the instructor has not set any exam yet.</extracomment>
        <translation>No exam has been set yet: ask your instructor.</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n question(s)</source>
        <extracomment>One exam in the trainee&apos;s list: its title and how many questions.</extracomment>
        <translation>
            <numerusform>%1 · %n question</numerusform>
            <numerusform>%1 · %n questions</numerusform>
        </translation>
    </message>
    <message>
        <source>Full name</source>
        <extracomment>The trainee&apos;s full name, before an exam.</extracomment>
        <translation>Full name</translation>
    </message>
    <message>
        <source>Registration number</source>
        <extracomment>The trainee&apos;s registration number at the casino school, before an exam.</extracomment>
        <translation>Registration number</translation>
    </message>
    <message>
        <source>Start the exam</source>
        <extracomment>Starts (or resumes) the chosen exam.</extracomment>
        <translation>Start the exam</translation>
    </message>
    <message>
        <source>Answers are saved in %1</source>
        <extracomment>Where the exam&apos;s answers are saved. %1 a file or a server&apos;s address.</extracomment>
        <translation>Answers are saved in %1</translation>
    </message>
    <message>
        <source>Review: question %1 of %2</source>
        <extracomment>Exam strip after handing in: the question under review. %1 its number, %2 how many questions.</extracomment>
        <translation>Review: question %1 of %2</translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <extracomment>Exam strip. %1 the question on show, %2 how many questions.</extracomment>
        <translation>Question %1 of %2</translation>
    </message>
    <message>
        <source>Time left %1</source>
        <extracomment>Exam strip: the time left for the whole exam, &quot;12:05&quot;.</extracomment>
        <translation>Time left %1</translation>
    </message>
    <message>
        <source>This question %1 s</source>
        <extracomment>Exam strip: the seconds left for the question on show.</extracomment>
        <translation>This question %1 s</translation>
    </message>
    <message numerus="yes">
        <source>Resumed: your %n answer(s) were kept</source>
        <extracomment>Exam strip after the station stopped and the exam started again. %n answers already saved.</extracomment>
        <translation>
            <numerusform>Resumed: your %n answer was kept</numerusform>
            <numerusform>Resumed: your %n answers were kept</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Server unreachable: %n answer(s) kept on this station, sent when it is back</source>
        <extracomment>Exam strip when the classroom server cannot be reached. %n answers kept on this station.</extracomment>
        <translation>
            <numerusform>Server unreachable: %n answer kept on this station, sent when it is back</numerusform>
            <numerusform>Server unreachable: %n answers kept on this station, sent when it is back</numerusform>
        </translation>
    </message>
    <message>
        <source>Exam handed in</source>
        <extracomment>After handing in an exam.</extracomment>
        <translation>Exam handed in</translation>
    </message>
    <message>
        <source>%1 of %2 right (%3 %)</source>
        <extracomment>The exam&apos;s result. %1 right answers, %2 questions, %3 the percentage.</extracomment>
        <translation>%1 of %2 right (%3 %)</translation>
    </message>
    <message>
        <source>Passed (pass mark %1 %)</source>
        <extracomment>The exam&apos;s verdict. %1 the pass mark in percent.</extracomment>
        <translation>Passed (pass mark %1 %)</translation>
    </message>
    <message>
        <source>Not passed (pass mark %1 %)</source>
        <extracomment>The exam&apos;s verdict. %1 the pass mark in percent.</extracomment>
        <translation>Not passed (pass mark %1 %)</translation>
    </message>
    <message>
        <source>%1: %2 of %3 · %4 s</source>
        <extracomment>One topic of the exam result: its title, right answers of asked, mean time in seconds.</extracomment>
        <translation>%1: %2 of %3 · %4 s</translation>
    </message>
    <message>
        <source>Your answers</source>
        <extracomment>Heading of the exam&apos;s review: every question, to open one by one.</extracomment>
        <translation>Your answers</translation>
    </message>
    <message>
        <source>Question %1, right</source>
        <extracomment>Accessible name of a question in the exam&apos;s review. %1 its number.</extracomment>
        <translation>Question %1, right</translation>
    </message>
    <message>
        <source>Question %1, wrong</source>
        <extracomment>Accessible name of a question in the exam&apos;s review. %1 its number.</extracomment>
        <translation>Question %1, wrong</translation>
    </message>
    <message>
        <source>Window</source>
        <extracomment>Exam strip: leaves full screen for a normal window.</extracomment>
        <translation>Window</translation>
    </message>
    <message>
        <source>Full screen</source>
        <extracomment>Exam strip: shows the exam on the whole screen.</extracomment>
        <translation>Full screen</translation>
    </message>
    <message>
        <source>Choose your exam and say who you are. A choice can be changed until you press Next, which saves the answer for good; if the station stops, start again with the same registration number and you go on from the same question.</source>
        <extracomment>The exam page&apos;s introduction for the trainee.</extracomment>
        <translation>Choose your exam and say who you are. A choice can be changed until you press Next, which saves the answer for good; if the station stops, start again with the same registration number and you go on from the same question.</translation>
    </message>
    <message>
        <source>Before you hand in</source>
        <extracomment>Exam strip: the list of questions before handing in.</extracomment>
        <translation>Before you hand in</translation>
    </message>
    <message>
        <source>Your answers before you hand in</source>
        <extracomment>The review before handing in an exam: its heading.</extracomment>
        <translation>Your answers before you hand in</translation>
    </message>
    <message>
        <source>Answered: %1 · unanswered: %2 · flagged: %3</source>
        <extracomment>The review before handing in. %1 questions answered, %2 without an answer, %3 flagged.</extracomment>
        <translation>Answered: %1 · unanswered: %2 · flagged: %3</translation>
    </message>
    <message>
        <source>An answer given with Next is final. An unanswered question can still be answered: ↑ ↓ choose it, Enter opens it. Ctrl+F flags or unflags the question chosen.</source>
        <extracomment>The review before handing in: what can be done, and the keys.</extracomment>
        <translation>An answer given with Next is final. An unanswered question can still be answered: ↑ ↓ choose it, Enter opens it. Ctrl+F flags or unflags the question chosen.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>A question in the review before handing in: %1 its number, %2 its topic.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>⚑ flagged</source>
        <extracomment>A question flagged by the trainee, in the review before handing in.</extracomment>
        <translation>⚑ flagged</translation>
    </message>
    <message>
        <source>answered</source>
        <extracomment>A question in the review before handing in: an answer was given (final).</extracomment>
        <translation>answered</translation>
    </message>
    <message>
        <source>time ran out</source>
        <extracomment>A question in the review before handing in: its time ran out with no answer.</extracomment>
        <translation>time ran out</translation>
    </message>
    <message>
        <source>unanswered · Enter to answer</source>
        <extracomment>A question in the review before handing in: no answer yet; Enter opens it.</extracomment>
        <translation>unanswered · Enter to answer</translation>
    </message>
    <message numerus="yes">
        <source>Hand in now? %n unanswered question(s) count as wrong. Enter hands in, Esc goes back.</source>
        <extracomment>Asked before handing in. %n questions without an answer.</extracomment>
        <translation>
            <numerusform>Hand in now? %n unanswered question counts as wrong. Enter hands in, Esc goes back.</numerusform>
            <numerusform>Hand in now? %n unanswered questions count as wrong. Enter hands in, Esc goes back.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand in now? Nothing can be changed afterwards. Enter hands in, Esc goes back.</source>
        <extracomment>Asked before handing in, every question answered.</extracomment>
        <translation>Hand in now? Nothing can be changed afterwards. Enter hands in, Esc goes back.</translation>
    </message>
    <message>
        <source>Hand in now (Enter)</source>
        <extracomment>Confirms handing in the exam (also the Enter key).</extracomment>
        <translation>Hand in now (Enter)</translation>
    </message>
    <message>
        <source>Hand in (Ctrl+Enter)</source>
        <extracomment>Hands the exam in, after a confirmation (also Ctrl+Enter).</extracomment>
        <translation>Hand in (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Not yet (Esc)</source>
        <extracomment>Does not hand in yet: back to the list of questions (also Esc).</extracomment>
        <translation>Not yet (Esc)</translation>
    </message>
    <message>
        <source>⚑ Flagged (Ctrl+F)</source>
        <extracomment>Exam page, under the table: the question on show is flagged for the review; the key takes the flag off.</extracomment>
        <translation>⚑ Flagged (Ctrl+F)</translation>
    </message>
    <message>
        <source>Flag (Ctrl+F)</source>
        <extracomment>Exam page, under the table: flags the question on show, to look at again in the review before handing in.</extracomment>
        <translation>Flag (Ctrl+F)</translation>
    </message>
    <message>
        <source>Review and hand in (Ctrl+R)</source>
        <extracomment>Exam page, under the table: the list of every question (answered, unanswered, flagged), where the exam is handed in.</extracomment>
        <translation>Review and hand in (Ctrl+R)</translation>
    </message>
</context>
<context>
    <name>ExamsPage</name>
    <message>
        <source>Exams</source>
        <extracomment>The title of the exams page.</extracomment>
        <translation>Exams</translation>
    </message>
    <message>
        <source>Timed, scored exams set by the instructor and taken on every station of the class; every answer is kept the moment it is given.</source>
        <extracomment>Under the title of the exams page.</extracomment>
        <translation>Timed, scored exams set by the instructor and taken on every station of the class; every answer is kept the moment it is given.</translation>
    </message>
    <message>
        <source>Instructor</source>
        <extracomment>The instructor&apos;s way into the exams.</extracomment>
        <translation>Instructor</translation>
    </message>
    <message>
        <source>Set exams, print the question sheet and the answer key, follow the class and export the results.</source>
        <extracomment>Under &quot;Instructor&quot; on the exams page.</extracomment>
        <translation>Set exams, print the question sheet and the answer key, follow the class and export the results.</translation>
    </message>
    <message>
        <source>Take an exam</source>
        <extracomment>The trainee&apos;s way into the exams.</extracomment>
        <translation>Take an exam</translation>
    </message>
    <message>
        <source>Give your name and registration number and answer the exam your instructor set.</source>
        <extracomment>Under &quot;Take an exam&quot; on the exams page.</extracomment>
        <translation>Give your name and registration number and answer the exam your instructor set.</translation>
    </message>
    <message>
        <source>Exam database</source>
        <extracomment>Heading: where this station keeps the exams and the answers.</extracomment>
        <translation>Exam database</translation>
    </message>
    <message>
        <source>Shared server: %1</source>
        <extracomment>The exam database is a shared server. %1 its address (no password).</extracomment>
        <translation>Shared server: %1</translation>
    </message>
    <message>
        <source>File on this station: %1</source>
        <extracomment>The exam database is a file on this station. %1 the file.</extracomment>
        <translation>File on this station: %1</translation>
    </message>
    <message>
        <source>Ready.</source>
        <extracomment>The exam database is a local file: always reachable.</extracomment>
        <translation>Ready.</translation>
    </message>
    <message>
        <source>Online: the instructor sees the class live.</source>
        <extracomment>The shared exam server answers.</extracomment>
        <translation>Online: the instructor sees the class live.</translation>
    </message>
    <message>
        <source>Offline: answers are kept on this station and sent when the server is back.</source>
        <extracomment>The shared exam server does not answer.</extracomment>
        <translation>Offline: answers are kept on this station and sent when the server is back.</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) waiting to be sent.</source>
        <extracomment>Answers kept locally while the server is away. %n how many.</extracomment>
        <translation>
            <numerusform>%n answer waiting to be sent.</numerusform>
            <numerusform>%n answers waiting to be sent.</numerusform>
        </translation>
    </message>
    <message>
        <source>Try again</source>
        <extracomment>Tries to reach the shared exam server again.</extracomment>
        <translation>Try again</translation>
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
        <translation>the player</translation>
    </message>
    <message>
        <source>the banker</source>
        <translation>the banker</translation>
    </message>
    <message>
        <source>Tens and court cards count zero, the ace one; the point is the last digit of the sum: %1, so %2.</source>
        <extracomment>%1 is the sum written out (&quot;7 + 0 + 5 = 12&quot;), %2 the point. The regulation&apos;s words: «η αξία των τραπουλόχαρτων που απεικονίζουν είτε φιγούρες είτε το νούμερο δέκα υπολογίζεται ως μηδενική».</extracomment>
        <translation>Tens and court cards count zero, the ace one; the point is the last digit of the sum: %1, so %2.</translation>
    </message>
    <message>
        <source>equal points are an Egalité</source>
        <extracomment>The end of a coup&apos;s explanation: equal points. Egalité is the regulation&apos;s word («ισοπαλία (EGALITE)»).</extracomment>
        <translation>equal points are an Egalité</translation>
    </message>
    <message>
        <source>%1 is nearer nine and wins</source>
        <extracomment>The end of a coup&apos;s explanation: %1 is the side with the higher point.</extracomment>
        <translation>%1 is nearer nine and wins</translation>
    </message>
    <message>
        <source>%1 has %2 (%3 → %2), %4 has %5 (%6 → %5): %7.</source>
        <extracomment>%1 Punto (or the player), %2 his point, %3 Banco (or the banker), %4 his point, %5 the verdict.</extracomment>
        <translation>%1 has %2 (%3 → %2), %4 has %5 (%6 → %5): %7.</translation>
    </message>
    <message>
        <source>Amounts off the chip unit are rounded down to it, in the player&apos;s favour.</source>
        <extracomment>Appended to a payout&apos;s explanation. The manual&apos;s words: «la commissione va arrotondata a vantaggio del giocatore».</extracomment>
        <translation>Amounts off the chip unit are rounded down to it, in the player&apos;s favour.</translation>
    </message>
    <message>
        <source>On an Egalité the bets on Punto and on Banco are neither won nor lost: the stake goes back.</source>
        <extracomment>Player and Banker bets when the coup is an Egalité.</extracomment>
        <translation>On an Egalité the bets on Punto and on Banco are neither won nor lost: the stake goes back.</translation>
    </message>
    <message>
        <source>The bet loses: the dealer collects the stake before paying the winners.</source>
        <extracomment>A losing bet.</extracomment>
        <translation>The bet loses: the dealer collects the stake before paying the winners.</translation>
    </message>
    <message>
        <source>Punto wins and pays %1.</source>
        <translation>Punto wins and pays %1.</translation>
    </message>
    <message>
        <source>Banco wins and pays even money less the 5% commission (γκανιότα), which is rounded down to the chip unit.</source>
        <extracomment>Punto Banco with commission. γκανιότα is the regulation&apos;s word for the commission.</extracomment>
        <translation>Banco wins and pays even money less the 5% commission (γκανιότα), which is rounded down to the chip unit.</translation>
    </message>
    <message>
        <source>Banco wins and pays %1, but a Banco win with 6 pays %2.</source>
        <extracomment>No-commission Punto Banco. %1 the usual payment, %2 the payment of a Banco win with 6.</extracomment>
        <translation>Banco wins and pays %1, but a Banco win with 6 pays %2.</translation>
    </message>
    <message>
        <source>The Egalité bet wins and pays %1.</source>
        <translation>The Egalité bet wins and pays %1.</translation>
    </message>
    <message>
        <source>The first two cards have the same rank: the pair pays %1.</source>
        <extracomment>A pair bet: the first two cards of that hand have the same rank.</extracomment>
        <translation>The first two cards have the same rank: the pair pays %1.</translation>
    </message>
    <message>
        <source>Banco wins with 6: Super Six pays %1 on two cards, %2 on three.</source>
        <extracomment>The Super Six side bet. %1 two-card payment, %2 three-card payment.</extracomment>
        <translation>Banco wins with 6: Super Six pays %1 on two cards, %2 on three.</translation>
    </message>
    <message>
        <source>The casino keeps a cagnotte (γκανιότα) of 5% of the banker&apos;s winnings, rounded down to the chip unit.</source>
        <extracomment>Chemin de fer. γκανιότα is the regulation&apos;s word for the cagnotte.</extracomment>
        <translation>The casino keeps a cagnotte (γκανιότα) of 5% of the banker&apos;s winnings, rounded down to the chip unit.</translation>
    </message>
    <message>
        <source>The first card of a new shoe is turned over; its number (the ace 1, tens and court cards 10) is how many cards are burned, the first card included.</source>
        <extracomment>The regulation&apos;s words: «θέτει εκτός παρτίδας ... τον αντίστοιχο αριθμό τραπουλόχαρτων συμπεριλαμβανομένου και του πρώτου».</extracomment>
        <translation>The first card of a new shoe is turned over; its number (the ace 1, tens and court cards 10) is how many cards are burned, the first card included.</translation>
    </message>
    <message>
        <source>%1 = soft %2</source>
        <extracomment>A soft total: %1 the cards added up (&quot;A + 6&quot;), %2 the total. &quot;soft&quot; is kept in Greek casinos too.</extracomment>
        <translation>%1 = soft %2</translation>
    </message>
    <message>
        <source>the dealer&apos;s blackjack (%1)</source>
        <extracomment>The dealer&apos;s hand is a blackjack; %1 its cards (&quot;A + K&quot;).</extracomment>
        <translation>the dealer&apos;s blackjack (%1)</translation>
    </message>
    <message>
        <source>the dealer&apos;s bust (%1)</source>
        <extracomment>The dealer went over 21; %1 his cards added up (&quot;10 + 6 + 8 = 24&quot;).</extracomment>
        <translation>the dealer&apos;s bust (%1)</translation>
    </message>
    <message>
        <source>the dealer&apos;s %1 (%2)</source>
        <extracomment>%1 the dealer&apos;s total, %2 his cards (&quot;K + 9&quot;).</extracomment>
        <translation>the dealer&apos;s %1 (%2)</translation>
    </message>
    <message>
        <source>%1 = 21 on the first two cards: a blackjack.</source>
        <extracomment>%1 the two cards (&quot;A + K&quot;). The regulation: «Το Μπλάκτζακ (21 με δύο χαρτιά)».</extracomment>
        <translation>%1 = 21 on the first two cards: a blackjack.</translation>
    </message>
    <message>
        <source>%1: over 21, the hand is bust and its bet is collected at once.</source>
        <extracomment>%1 the cards added up, every ace counted 1 (&quot;10 + 6 + 8 = 24&quot;).</extracomment>
        <translation>%1: over 21, the hand is bust and its bet is collected at once.</translation>
    </message>
    <message>
        <source>%1: the ace counts 11 while the total stays at 21 or under.</source>
        <extracomment>%1 a soft total (&quot;A + 6 = soft 17&quot;).</extracomment>
        <translation>%1: the ace counts 11 while the total stays at 21 or under.</translation>
    </message>
    <message>
        <source>%1: counting an ace 11 would make %2, over 21, so every ace counts 1: a hard total.</source>
        <extracomment>%1 the cards added up with the ace as 1 (&quot;A + 6 + 9 = 16&quot;), %2 the total with the ace as 11.</extracomment>
        <translation>%1: counting an ace 11 would make %2, over 21, so every ace counts 1: a hard total.</translation>
    </message>
    <message>
        <source>%1: tens and court cards count 10, the other cards their number.</source>
        <extracomment>%1 the cards added up (&quot;10 + 6 = 16&quot;).</extracomment>
        <translation>%1: tens and court cards count 10, the other cards their number.</translation>
    </message>
    <message>
        <source>The dealer has %1, over 21: he takes no more cards.</source>
        <extracomment>%1 the dealer&apos;s cards added up (&quot;10 + 6 + 8 = 24&quot;).</extracomment>
        <translation>The dealer has %1, over 21: he takes no more cards.</translation>
    </message>
    <message>
        <source>The dealer has %1: he must draw on 16 or less.</source>
        <extracomment>%1 the dealer&apos;s cards added up (&quot;10 + 6 = 16&quot;). The regulation: «τραβά με 16 ή λιγότερο».</extracomment>
        <translation>The dealer has %1: he must draw on 16 or less.</translation>
    </message>
    <message>
        <source>%1: the ace must count 11 when that makes 17 to 21, so the dealer stands on 17 (%2).</source>
        <extracomment>%1 the dealer&apos;s soft 17 (&quot;A + 6 = soft 17&quot;). %2 the paragraph.</extracomment>
        <translation>%1: the ace must count 11 when that makes 17 to 21, so the dealer stands on 17 (%2).</translation>
    </message>
    <message>
        <source>The dealer has %1: he stands on 17 or more.</source>
        <extracomment>%1 the dealer&apos;s cards added up (&quot;10 + 8 = 18&quot;).</extracomment>
        <translation>The dealer has %1: he stands on 17 or more.</translation>
    </message>
    <message>
        <source>%1 pays %2</source>
        <extracomment>%1 the stake, %2 what it is paid.</extracomment>
        <translation>%1 pays %2</translation>
    </message>
    <message>
        <source>%1 pays %2, rounded down to the chip: %3</source>
        <extracomment>%1 the stake, %2 the exact payment, %3 what the table pays: the exact payment rounded down to its smallest chip.</extracomment>
        <translation>%1 pays %2, rounded down to the chip: %3</translation>
    </message>
    <message>
        <source>The hand has %1, over 21: the bet is collected at once, whatever the dealer does.</source>
        <extracomment>%1 the player&apos;s cards added up.</extracomment>
        <translation>The hand has %1, over 21: the bet is collected at once, whatever the dealer does.</translation>
    </message>
    <message>
        <source>The dealer&apos;s %1 cannot make a blackjack, so the blackjack is paid at once. Blackjack pays 3 to 2: %2.</source>
        <extracomment>%1 the dealer&apos;s first card (&quot;6&quot;), %2 &quot;25 pays 37.5, rounded down to the chip: 37&quot;.</extracomment>
        <translation>The dealer&apos;s %1 cannot make a blackjack, so the blackjack is paid at once. Blackjack pays 3 to 2: %2.</translation>
    </message>
    <message>
        <source>The blackjack beats %1. Blackjack pays 3 to 2: %2.</source>
        <extracomment>%1 the dealer&apos;s hand, %2 &quot;25 pays 37.5, rounded down to the chip: 37&quot;.</extracomment>
        <translation>The blackjack beats %1. Blackjack pays 3 to 2: %2.</translation>
    </message>
    <message>
        <source>A blackjack always beats a 21 on more cards (%1). Blackjack pays 3 to 2: %2.</source>
        <translation>A blackjack always beats a 21 on more cards (%1). Blackjack pays 3 to 2: %2.</translation>
    </message>
    <message>
        <source>The dealer&apos;s blackjack always beats a 21 on more cards: the bet is collected.</source>
        <extracomment>The player&apos;s 21 on more cards against the dealer&apos;s blackjack.</extracomment>
        <translation>The dealer&apos;s blackjack always beats a 21 on more cards: the bet is collected.</translation>
    </message>
    <message>
        <source>The player waited and %1 came: blackjack against blackjack is a push; the stake is taken back.</source>
        <extracomment>A blackjack that waited against the dealer&apos;s ace, and the dealer made a blackjack too.</extracomment>
        <translation>The player waited and %1 came: blackjack against blackjack is a push; the stake is taken back.</translation>
    </message>
    <message>
        <source>Even money: a blackjack against the dealer&apos;s ace is paid 1 to 1 at once, whatever the dealer makes: %1.</source>
        <extracomment>Even money: %1 &quot;20 pays 20&quot;.</extracomment>
        <translation>Even money: a blackjack against the dealer&apos;s ace is paid 1 to 1 at once, whatever the dealer makes: %1.</translation>
    </message>
    <message>
        <source>Insurance pays 2 to 1 when the dealer makes a blackjack: %1. %2.</source>
        <translation>Insurance pays 2 to 1 when the dealer makes a blackjack: %1. %2.</translation>
    </message>
    <message>
        <source>No blackjack for the dealer (%1): the insurance is collected.</source>
        <extracomment>%1 the dealer&apos;s hand.</extracomment>
        <translation>No blackjack for the dealer (%1): the insurance is collected.</translation>
    </message>
    <message>
        <source>The dealer&apos;s blackjack beats %1: the stake is collected, a double or a split bet included.</source>
        <extracomment>The dealer&apos;s blackjack against a player&apos;s other hand; %1 the player&apos;s hand.</extracomment>
        <translation>The dealer&apos;s blackjack beats %1: the stake is collected, a double or a split bet included.</translation>
    </message>
    <message>
        <source>With %1 every hand left on the layout is paid 1 to 1: %2.</source>
        <extracomment>%1 the dealer&apos;s hand (&quot;the dealer&apos;s bust (10 + 6 + 8 = 24)&quot;), %2 &quot;20 pays 20&quot;.</extracomment>
        <translation>With %1 every hand left on the layout is paid 1 to 1: %2.</translation>
    </message>
    <message>
        <source>%1 beats %2: the higher total is paid 1 to 1: %3.</source>
        <extracomment>%1 the player&apos;s hand, %2 the dealer&apos;s hand, %3 &quot;20 pays 20&quot;.</extracomment>
        <translation>%1 beats %2: the higher total is paid 1 to 1: %3.</translation>
    </message>
    <message>
        <source>%1 is lower than %2: the bet is collected.</source>
        <extracomment>%1 the player&apos;s hand, %2 the dealer&apos;s hand.</extracomment>
        <translation>%1 is lower than %2: the bet is collected.</translation>
    </message>
    <message>
        <source>%1 against %2: equal totals are a push; the stake is taken back.</source>
        <extracomment>%1 the player&apos;s hand, %2 the dealer&apos;s hand.</extracomment>
        <translation>%1 against %2: equal totals are a push; the stake is taken back.</translation>
    </message>
    <message>
        <source>A two-card 21 after a split is not a blackjack: it is paid 1 to 1.</source>
        <extracomment>Added when a split hand has a two-card 21.</extracomment>
        <translation>A two-card 21 after a split is not a blackjack: it is paid 1 to 1.</translation>
    </message>
    <message>
        <source>The dealer&apos;s first card is an ace: after the players&apos; second cards he offers insurance, up to half the bet, paying 2 to 1 (and even money to a blackjack), before any player takes a third card.</source>
        <translation>The dealer&apos;s first card is an ace: after the players&apos; second cards he offers insurance, up to half the bet, paying 2 to 1 (and even money to a blackjack), before any player takes a third card.</translation>
    </message>
    <message>
        <source>The dealer&apos;s %1 cannot make a blackjack: the player&apos;s blackjack is paid 3 to 2 at once.</source>
        <extracomment>%1 the dealer&apos;s first card (&quot;6&quot;).</extracomment>
        <translation>The dealer&apos;s %1 cannot make a blackjack: the player&apos;s blackjack is paid 3 to 2 at once.</translation>
    </message>
    <message>
        <source>Against the dealer&apos;s %1 a blackjack waits for his second card: 3 to 2, or a push against a dealer blackjack.</source>
        <extracomment>%1 the dealer&apos;s first card (&quot;10&quot; or &quot;A&quot;).</extracomment>
        <translation>Against the dealer&apos;s %1 a blackjack waits for his second card: 3 to 2, or a push against a dealer blackjack.</translation>
    </message>
    <message>
        <source>The box has %1, over 21: the dealer collects its cards and its bet at once.</source>
        <extracomment>%1 the player&apos;s cards added up (&quot;10 + 6 + 8 = 24&quot;).</extracomment>
        <translation>The box has %1, over 21: the dealer collects its cards and its bet at once.</translation>
    </message>
    <message>
        <source>The box has %1: a player with 21 may not take another card, so the dealer goes on to the next box.</source>
        <extracomment>%1 the player&apos;s cards added up (&quot;7 + 4 + 10 = 21&quot;).</extracomment>
        <translation>The box has %1: a player with 21 may not take another card, so the dealer goes on to the next box.</translation>
    </message>
    <message>
        <source>The box has %1: the dealer announces it and asks the player whether he wants a card.</source>
        <extracomment>%1 the player&apos;s total (&quot;10 + 6 = 16&quot;).</extracomment>
        <translation>The box has %1: the dealer announces it and asks the player whether he wants a card.</translation>
    </message>
    <message>
        <source>Every box has played: now the dealer draws his second card (there is no hole card).</source>
        <translation>Every box has played: now the dealer draws his second card (there is no hole card).</translation>
    </message>
    <message>
        <source>The dealer plays his hand after every box.</source>
        <translation>The dealer plays his hand after every box.</translation>
    </message>
    <message>
        <source>The puck is OFF: this is a come-out roll. %1 is off on the come-out unless the player calls it working, so the %2 does nothing to it.</source>
        <extracomment>craps.roll. %1 the bet (PLACE 6 (RIGHT BET)), %2 the roll (&quot;6 (3-3)&quot;). The regulation: «Αδρανής (OFF) στη ρίψη COME OUT, εκτός αν ζητηθεί διαφορετικά από τον παίκτη».</extracomment>
        <translation>The puck is OFF: this is a come-out roll. %1 is off on the come-out unless the player calls it working, so the %2 does nothing to it.</translation>
    </message>
    <message>
        <source>A 12 on the first roll of %1 is a push: nothing is paid and nothing is taken.</source>
        <extracomment>craps.roll: DON&apos;T WIN or DON&apos;T COME on its first roll. %1 the bet. The regulation: «φέρνει ισοπαλία».</extracomment>
        <translation>A 12 on the first roll of %1 is a push: nothing is paid and nothing is taken.</translation>
    </message>
    <message>
        <source>%1 wins on a %2 and pays %3: %4 pays %5.</source>
        <extracomment>craps.roll. %1 the bet, %2 the roll (&quot;6 (3-3)&quot;), %3 the ratio (&quot;7:6&quot;), %4 the stake, %5 the payout.</extracomment>
        <translation>%1 wins on a %2 and pays %3: %4 pays %5.</translation>
    </message>
    <message>
        <source>The exact win is not a whole number of chips of %1: it is rounded down, in the player&apos;s favour.</source>
        <extracomment>craps.roll: a payout off the chip unit. %1 the table&apos;s smallest chip. RULINGS: always rounded down.</extracomment>
        <translation>The exact win is not a whole number of chips of %1: it is rounded down, in the player&apos;s favour.</translation>
    </message>
    <message>
        <source>%1 loses: the %2 is made the easy way, not with doubles. The dealer collects the stake.</source>
        <extracomment>craps.roll: a hardway lost to its number made without doubles. %1 the bet, %2 the roll.</extracomment>
        <translation>%1 loses: the %2 is made the easy way, not with doubles. The dealer collects the stake.</translation>
    </message>
    <message>
        <source>%1 loses on a %2: the dealer collects the stake.</source>
        <extracomment>craps.roll. %1 the bet, %2 the roll (&quot;7 (3-4)&quot;).</extracomment>
        <translation>%1 loses on a %2: the dealer collects the stake.</translation>
    </message>
    <message>
        <source>A %1 on the come-out becomes the POINT: the puck goes ON the %1, and %2 stays until the point or a 7 decides it.</source>
        <extracomment>craps.roll: a come-out 4, 5, 6, 8, 9 or 10. %1 the total, %2 the bet. The puck: ON, on the point&apos;s box.</extracomment>
        <translation>A %1 on the come-out becomes the POINT: the puck goes ON the %1, and %2 stays until the point or a 7 decides it.</translation>
    </message>
    <message>
        <source>A %1 on the first roll of COME: the bet travels to the box of %2 and plays on that number.</source>
        <extracomment>craps.roll: COME&apos;s first roll. %1 the roll, %2 its number.</extracomment>
        <translation>A %1 on the first roll of COME: the bet travels to the box of %2 and plays on that number.</translation>
    </message>
    <message>
        <source>A %1 on the first roll of DON&apos;T COME: the bet travels behind the box of %2 and plays against that number.</source>
        <extracomment>craps.roll: DON&apos;T COME&apos;s first roll. %1 the roll, %2 its number. The regulation: «πίσω από το πλαίσιο».</extracomment>
        <translation>A %1 on the first roll of DON&apos;T COME: the bet travels behind the box of %2 and plays against that number.</translation>
    </message>
    <message>
        <source>A %1 does not decide %2: it stays where it is.</source>
        <extracomment>craps.roll: a roll that does not decide the bet. %1 the roll, %2 the bet.</extracomment>
        <translation>A %1 does not decide %2: it stays where it is.</translation>
    </message>
    <message>
        <source>The dice show %1.</source>
        <extracomment>craps.layout. %1 the roll (&quot;7 (3-4)&quot;).</extracomment>
        <translation>The dice show %1.</translation>
    </message>
    <message>
        <source>No bet loses: nothing is collected.</source>
        <extracomment>craps.layout: no bet lost.</extracomment>
        <translation>No bet loses: nothing is collected.</translation>
    </message>
    <message>
        <source>Collected first, %1: %2.</source>
        <extracomment>craps.layout. %1 the total, %2 the losing bets (&quot;#1 WIN: 10, #2 FIELD: 5&quot;). Collected first (art. 16 §2).</extracomment>
        <translation>Collected first, %1: %2.</translation>
    </message>
    <message>
        <source>No bet wins: nothing is paid.</source>
        <extracomment>craps.layout: no bet won.</extracomment>
        <translation>No bet wins: nothing is paid.</translation>
    </message>
    <message>
        <source>Paid %1: %2.</source>
        <extracomment>craps.layout. %1 the total paid, %2 each winning bet with its payout (&quot;#3 PLACE 6 (RIGHT BET): 12 → 14&quot;).</extracomment>
        <translation>Paid %1: %2.</translation>
    </message>
    <message>
        <source>Odds that were off go back to the player, neither paid nor collected: %1.</source>
        <extracomment>craps.layout: odds that were off go back when their come bet is decided. %1 the bets.</extracomment>
        <translation>Odds that were off go back to the player, neither paid nor collected: %1.</translation>
    </message>
    <message>
        <source>A 7 with the point on is a seven-out: the puck goes OFF and the dice pass to the next player.</source>
        <extracomment>craps.layout. The regulation: the dice pass to the next player clockwise (art. 16 §7).</extracomment>
        <translation>A 7 with the point on is a seven-out: the puck goes OFF and the dice pass to the next player.</translation>
    </message>
    <message>
        <source>The %1 becomes the POINT: the puck goes ON the %1.</source>
        <extracomment>craps.layout. %1 the new point.</extracomment>
        <translation>The %1 becomes the POINT: the puck goes ON the %1.</translation>
    </message>
    <message>
        <source>The POINT stays %1.</source>
        <extracomment>craps.layout. %1 the point.</extracomment>
        <translation>The POINT stays %1.</translation>
    </message>
    <message>
        <source>The POINT %1 is made: the puck goes OFF.</source>
        <extracomment>craps.layout. %1 the point just made.</extracomment>
        <translation>The POINT %1 is made: the puck goes OFF.</translation>
    </message>
    <message>
        <source>No point is set: the puck stays OFF.</source>
        <extracomment>craps.layout: a come-out 2, 3, 7, 11 or 12.</extracomment>
        <translation>No point is set: the puck stays OFF.</translation>
    </message>
    <message>
        <source>%1 is measured on the flat bet it stands behind: %2% of %3 on the point %4, so at most %5.</source>
        <extracomment>craps.maximum: odds. %1 the odds bet, %2 the share in percent, %3 the flat bet, %4 the point, %5 the answer.</extracomment>
        <translation>%1 is measured on the flat bet it stands behind: %2% of %3 on the point %4, so at most %5.</translation>
    </message>
    <message>
        <source>%1 is a multiple chance: its win may be at most three times the largest win of a simple chance (the table maximum %2), so the stake is at most 3 × %2 divided by its pay %3, rounded down to the chip: %4.</source>
        <extracomment>craps.maximum: a multiple chance. %1 the bet, %2 the table maximum, %3 its ratio (&quot;7:1&quot;), %4 the answer. The regulation: «πολλαπλές τύχες», the win at most three times that of the simple chances.</extracomment>
        <translation>%1 is a multiple chance: its win may be at most three times the largest win of a simple chance (the table maximum %2), so the stake is at most 3 × %2 divided by its pay %3, rounded down to the chip: %4.</translation>
    </message>
    <message>
        <source>%1 takes at most the table maximum: %2.</source>
        <extracomment>craps.maximum. %1 the bet, %2 the table maximum.</extracomment>
        <translation>%1 takes at most the table maximum: %2.</translation>
    </message>
    <message>
        <source>%1 takes at most %2% of the table maximum %3, rounded down to the chip: %4.</source>
        <extracomment>craps.maximum: place bets. %1 the bet, %2 the share in percent, %3 the table maximum, %4 the answer.</extracomment>
        <translation>%1 takes at most %2% of the table maximum %3, rounded down to the chip: %4.</translation>
    </message>
    <message>
        <source>The craps pay table decides this bet.</source>
        <translation>The craps pay table decides this bet.</translation>
    </message>
    <message>
        <source>The bank is unlimited: no stake is over a maximum, and the %1 offered stays.</source>
        <extracomment>Deux tableaux (art. 15 §6): with an unlimited bank no stake is over a maximum.</extracomment>
        <translation>The bank is unlimited: no stake is over a maximum, and the %1 offered stays.</translation>
    </message>
    <message>
        <source>The bank is the limit: alone against a bank of %1, the punter may stake all of it.</source>
        <extracomment>Chemin de fer (§6: the bank is the limit): a punter alone against the bank may stake all of it (banco).</extracomment>
        <translation>The bank is the limit: alone against a bank of %1, the punter may stake all of it.</translation>
    </message>
    <message>
        <source>The bank is the limit: the bank of %1 less the %2 the punters before him staked leaves %3.</source>
        <extracomment>Chemin de fer (§6): what the bank still covers after the punters before him.</extracomment>
        <translation>The bank is the limit: the bank of %1 less the %2 the punters before him staked leaves %3.</translation>
    </message>
    <message>
        <source>The limited bank allows at most %1 a stake.</source>
        <extracomment>Deux tableaux (§6) with a limited bank.</extracomment>
        <translation>The limited bank allows at most %1 a stake.</translation>
    </message>
    <message>
        <source>Punto and Banco are staked up to the table maximum, %1.</source>
        <translation>Punto and Banco are staked up to the table maximum, %1.</translation>
    </message>
    <message>
        <source>Egalité is staked up to one eighth of the table maximum: %1 ÷ 8, rounded down to the chip of %2, is %3.</source>
        <extracomment>§19: the Egalité maximum is one eighth of the table maximum, rounded down to the chip (RULINGS).</extracomment>
        <translation>Egalité is staked up to one eighth of the table maximum: %1 ÷ 8, rounded down to the chip of %2, is %3.</translation>
    </message>
    <message>
        <source>The house sets no other cap for this bet, so it has the Egalité maximum.</source>
        <extracomment>Pairs and Super Six: the house sets their cap; with none, the Egalité maximum (RULINGS, table limits).</extracomment>
        <translation>The house sets no other cap for this bet, so it has the Egalité maximum.</translation>
    </message>
    <message>
        <source>The house caps this bet at %1.</source>
        <translation>The house caps this bet at %1.</translation>
    </message>
    <message>
        <source>%1 is over it: before the deal the dealer reduces the stake to %2 (or refuses it).</source>
        <extracomment>The dealer reduces the stake to the maximum or refuses it, before the deal (art. 15 §4).</extracomment>
        <translation>%1 is over it: before the deal the dealer reduces the stake to %2 (or refuses it).</translation>
    </message>
    <message>
        <source>%1 is within it and stays as it is.</source>
        <translation>%1 is within it and stays as it is.</translation>
    </message>
    <message>
        <source>A card out of the sabot is never put back: the exposed card is Punto&apos;s first and the coup is played as a dummy hand, with no bets; the bets on the layout wait for the next coup.</source>
        <extracomment>Dummy hand (art. 15 §4–5; RULINGS): a card out of the sabot is never put back.</extracomment>
        <translation>A card out of the sabot is never put back: the exposed card is Punto&apos;s first and the coup is played as a dummy hand, with no bets; the bets on the layout wait for the next coup.</translation>
    </message>
    <message>
        <source>The cut card came out as the first card due: that coup is still played, and it is the last of the shoe; the dealer calls it.</source>
        <translation>The cut card came out as the first card due: that coup is still played, and it is the last of the shoe; the dealer calls it.</translation>
    </message>
    <message>
        <source>The cut card came out during the coup: this coup is the last of the shoe; the dealer calls it.</source>
        <translation>The cut card came out during the coup: this coup is the last of the shoe; the dealer calls it.</translation>
    </message>
    <message>
        <source>At deux tableaux no further coup is played once the cut card shows: with the cut card next, the coup just settled was the last, and the dealer calls it.</source>
        <extracomment>Deux tableaux (art. 15 §2): the cut card before the last ten cards.</extracomment>
        <translation>At deux tableaux no further coup is played once the cut card shows: with the cut card next, the coup just settled was the last, and the dealer calls it.</translation>
    </message>
    <message>
        <source>The next coup is dealt: the cut card will come out as its first card, so that coup is played and is the last.</source>
        <translation>The next coup is dealt: the cut card will come out as its first card, so that coup is played and is the last.</translation>
    </message>
    <message>
        <source>After the last coup the shoe is over: the cards are shuffled and a new shoe begins.</source>
        <translation>After the last coup the shoe is over: the cards are shuffled and a new shoe begins.</translation>
    </message>
    <message>
        <source>The players have left with no bet down: the cards go into the shuffling machine, with no cut card.</source>
        <translation>The players have left with no bet down: the cards go into the shuffling machine, with no cut card.</translation>
    </message>
    <message>
        <source>At the shuffling machine the dealer burns once, when play starts, as at a new shoe; never again until the machine is loaded anew.</source>
        <translation>At the shuffling machine the dealer burns once, when play starts, as at a new shoe; never again until the machine is loaded anew.</translation>
    </message>
    <message>
        <source>At the shuffling machine the cards of each coup go back into the machine before the next coup.</source>
        <translation>At the shuffling machine the cards of each coup go back into the machine before the next coup.</translation>
    </message>
    <message>
        <source>The table at the machine has emptied: the cards come out, and for the next player they are shuffled, cut and loaded into the machine again, with one burn.</source>
        <translation>The table at the machine has emptied: the cards come out, and for the next player they are shuffled, cut and loaded into the machine again, with one burn.</translation>
    </message>
    <message>
        <source>The round in which the cut card came out is settled: the dealer calls it the last round of the shoe.</source>
        <translation>The round in which the cut card came out is settled: the dealer calls it the last round of the shoe.</translation>
    </message>
    <message>
        <source>The last round is over: the whole procedure of the shuffle starts again (§2) for the next shoe.</source>
        <translation>The last round is over: the whole procedure of the shuffle starts again (§2) for the next shoe.</translation>
    </message>
    <message>
        <source>The cut card came out during the round: the dealer sets it aside and completes the round; it is the last of the shoe.</source>
        <translation>The cut card came out during the round: the dealer sets it aside and completes the round; it is the last of the shoe.</translation>
    </message>
    <message>
        <source>At box %1&apos;s turn the next card showed its face in the shoe: it is burned (into the discard holder) and play goes on.</source>
        <extracomment>%1 the box at whose turn the card showed its face.</extracomment>
        <translation>At box %1&apos;s turn the next card showed its face in the shoe: it is burned (into the discard holder) and play goes on.</translation>
    </message>
    <message>
        <source>Cards that came out unasked at box %1 are not burned: they are offered one by one, in the order they came out, to the following boxes still playing (a box that refused is done); box %2 is next.</source>
        <extracomment>%1 the box where the cards came out unasked, %2 the box now offered them.</extracomment>
        <translation>Cards that came out unasked at box %1 are not burned: they are offered one by one, in the order they came out, to the following boxes still playing (a box that refused is done); box %2 is next.</translation>
    </message>
    <message>
        <source>No following box takes it: the dealer must take the exposed cards, in order, until he has 17 or more; with %2 he takes %1.</source>
        <extracomment>%1 the exposed card, %2 the dealer&apos;s cards so far (&quot;6&quot;).</extracomment>
        <translation>No following box takes it: the dealer must take the exposed cards, in order, until he has 17 or more; with %2 he takes %1.</translation>
    </message>
    <message>
        <source>The dealer has 17 or more with %2: he takes no more exposed cards, and %1 is burned.</source>
        <extracomment>%1 the exposed card left, %2 the dealer&apos;s cards (17 or more).</extracomment>
        <translation>The dealer has 17 or more with %2: he takes no more exposed cards, and %1 is burned.</translation>
    </message>
    <message>
        <source>The box then holds %1, within the table maximum of %2: the bet is accepted.</source>
        <extracomment>%1 the box&apos;s total with the new bet, %2 the table maximum.</extracomment>
        <translation>The box then holds %1, within the table maximum of %2: the bet is accepted.</translation>
    </message>
    <message>
        <source>A box holds at most the table maximum of %2, all its bets together; with %1 already on it the bet is brought down to %3.</source>
        <extracomment>%1 the bets already on the box, %2 the maximum, %3 what the bet is brought down to.</extracomment>
        <translation>A box holds at most the table maximum of %2, all its bets together; with %1 already on it the bet is brought down to %3.</translation>
    </message>
    <message>
        <source>A box takes the seated player&apos;s bet and two standing bettors&apos; at most: a third is refused.</source>
        <translation>A box takes the seated player&apos;s bet and two standing bettors&apos; at most: a third is refused.</translation>
    </message>
    <message>
        <source>Only %1 is left under the table maximum, less than the minimum of %2: the bet is refused.</source>
        <extracomment>%1 the room left under the maximum, %2 the table minimum.</extracomment>
        <translation>Only %1 is left under the table maximum, less than the minimum of %2: the bet is refused.</translation>
    </message>
    <message>
        <source>A die that leaves the table makes the throw irregular: the stickman calls No Roll. The throw decides nothing: no bet is settled and the puck stays where it is.</source>
        <extracomment>craps.incident: a voided throw (art. 16 §8, «Ρίψη άκυρη» / No Roll).</extracomment>
        <translation>A die that leaves the table makes the throw irregular: the stickman calls No Roll. The throw decides nothing: no bet is settled and the puck stays where it is.</translation>
    </message>
    <message>
        <source>Dice that stop against the chip bank or a player&apos;s rack, or on an edge, are no valid throw: the stickman calls No Roll. The throw decides nothing: no bet is settled and the puck stays where it is.</source>
        <extracomment>craps.incident: a voided throw (art. 16 §8): a die on its edge, against the chips or the rack.</extracomment>
        <translation>Dice that stop against the chip bank or a player&apos;s rack, or on an edge, are no valid throw: the stickman calls No Roll. The throw decides nothing: no bet is settled and the puck stays where it is.</translation>
    </message>
    <message>
        <source>The die that left the table is changed: the stickman offers the shooter five dice, he takes two and the other three go back to the bowl.</source>
        <extracomment>craps.incident: after No Roll for a die off the table (art. 16 §8: two of five dice).</extracomment>
        <translation>The die that left the table is changed: the stickman offers the shooter five dice, he takes two and the other three go back to the bowl.</translation>
    </message>
    <message>
        <source>While the stickman offers the dice to the shooter no bet may be placed: the chips on %1 are refused.</source>
        <extracomment>craps.incident: %1 the bet a player tries while the dice are offered (art. 16 §8).</extracomment>
        <translation>While the stickman offers the dice to the shooter no bet may be placed: the chips on %1 are refused.</translation>
    </message>
    <message>
        <source>Both dice are still on the table, so no die is changed: the shooter throws the same dice again.</source>
        <extracomment>craps.incident: No Roll for a cocked die; both dice are still on the table.</extracomment>
        <translation>Both dice are still on the table, so no die is changed: the shooter throws the same dice again.</translation>
    </message>
    <message>
        <source>The shooter has taken two of the five dice and nobody tries to bet: he throws.</source>
        <extracomment>craps.incident: the shooter has chosen his two dice and nobody bets (art. 16 §8).</extracomment>
        <translation>The shooter has taken two of the five dice and nobody tries to bet: he throws.</translation>
    </message>
    <message>
        <source>The new shooter has his bet on WIN or DON&apos;T WIN, as the shooter must: he throws.</source>
        <extracomment>craps.incident: the new shooter has a bet on WIN or DON&apos;T WIN (art. 16 §9).</extracomment>
        <translation>The new shooter has his bet on WIN or DON&apos;T WIN, as the shooter must: he throws.</translation>
    </message>
    <message>
        <source>The shooter must have a bet on WIN or DON&apos;T WIN before he throws; other bets do not count. The dice wait until he places one.</source>
        <extracomment>craps.incident: the new shooter has no bet on WIN or DON&apos;T WIN (art. 16 §9).</extracomment>
        <translation>The shooter must have a bet on WIN or DON&apos;T WIN before he throws; other bets do not count. The dice wait until he places one.</translation>
    </message>
    <message>
        <source>A player may decline his turn with the dice: they go on to the next player, clockwise.</source>
        <extracomment>craps.incident: a player declines the dice (art. 16 §7).</extracomment>
        <translation>A player may decline his turn with the dice: they go on to the next player, clockwise.</translation>
    </message>
    <message>
        <source>%1 is neither WIN nor COME and has no odds behind it: the player may take it down, and the dealer hands it back.</source>
        <extracomment>craps.incident: %1 the bet. Only WIN and COME cannot be taken down (art. 16 §10 α).</extracomment>
        <translation>%1 is neither WIN nor COME and has no odds behind it: the player may take it down, and the dealer hands it back.</translation>
    </message>
    <message>
        <source>Bets on WIN and COME cannot be withdrawn: they play until they win or lose. The dealer refuses.</source>
        <translation>Bets on WIN and COME cannot be withdrawn: they play until they win or lose. The dealer refuses.</translation>
    </message>
    <message>
        <source>%1 has its odds behind it: the odds come down first, then the bet may. The dealer refuses.</source>
        <extracomment>craps.incident: %1 DON&apos;T WIN or DON&apos;T COME with its odds behind it.</extracomment>
        <translation>%1 has its odds behind it: the odds come down first, then the bet may. The dealer refuses.</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>A number of chips of one value: &quot;2 × 25&quot;.</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>no chip</source>
        <extracomment>A payment with no chip at all.</extracomment>
        <translation>no chip</translation>
    </message>
    <message>
        <source>Taking the largest chip first gives %1, %2 chips: more than the fewest.</source>
        <translation>Taking the largest chip first gives %1, %2 chips: more than the fewest.</translation>
    </message>
    <message>
        <source>Taking the largest chip first gets stuck: the float&apos;s smaller chips cannot make up the rest.</source>
        <translation>Taking the largest chip first gets stuck: the float&apos;s smaller chips cannot make up the rest.</translation>
    </message>
    <message>
        <source>A payment is worth exactly the amount, in the fewest chips the float allows: more chips are right in value but slow to count on the layout.</source>
        <translation>A payment is worth exactly the amount, in the fewest chips the float allows: more chips are right in value but slow to count on the layout.</translation>
    </message>
    <message>
        <source>%1 in the fewest chips of the float: %2, %3 chips.</source>
        <translation>%1 in the fewest chips of the float: %2, %3 chips.</translation>
    </message>
    <message>
        <source>The player&apos;s %1 chips are worth %2; in the fewest chips of the float: %3, %4 chips.</source>
        <translation>The player&apos;s %1 chips are worth %2; in the fewest chips of the float: %3, %4 chips.</translation>
    </message>
    <message>
        <source>%1 changed in chips of at least %2, the fewest: %3, %4 chips.</source>
        <translation>%1 changed in chips of at least %2, the fewest: %3, %4 chips.</translation>
    </message>
    <message>
        <source>The table&apos;s smallest chip is %1: %2 is handed back in cash.</source>
        <translation>The table&apos;s smallest chip is %1: %2 is handed back in cash.</translation>
    </message>
    <message>
        <source>%1 × %2 = %3</source>
        <extracomment>So many chips of one value and what they are worth: &quot;12 × 25 = 300&quot;.</extracomment>
        <translation>%1 × %2 = %3</translation>
    </message>
    <message>
        <source>Chip by chip: %1; on the layout in all %2.</source>
        <translation>Chip by chip: %1; on the layout in all %2.</translation>
    </message>
    <message>
        <source>Refusing the bet instead is right too: either way no bet stays above the maximum.</source>
        <extracomment>After the reduced bet (blackjack, art. 14 §11, §16): the dealer may refuse it instead.</extracomment>
        <translation>Refusing the bet instead is right too: either way no bet stays above the maximum.</translation>
    </message>
    <message>
        <source>%1 × %2 is %3; at %4 it wins %5, rounded down to the smallest chip %6.</source>
        <translation>%1 × %2 is %3; at %4 it wins %5, rounded down to the smallest chip %6.</translation>
    </message>
    <message>
        <source>In chips of %1: %2 chips, %3 full stacks of %4 and %5 loose.</source>
        <translation>In chips of %1: %2 chips, %3 full stacks of %4 and %5 loose.</translation>
    </message>
    <message>
        <source>The rest, %1, in the fewest chips: %2.</source>
        <translation>The rest, %1, in the fewest chips: %2.</translation>
    </message>
    <message>
        <source>%1 pays %2: its win is whole chips of %3 only on a stake of %4 chips at a time, %5.</source>
        <translation>%1 pays %2: its win is whole chips of %3 only on a stake of %4 chips at a time, %5.</translation>
    </message>
    <message>
        <source>The largest such stake not above %1 is %2; it wins %3, and %4 goes back.</source>
        <translation>The largest such stake not above %1 is %2; it wins %3, and %4 goes back.</translation>
    </message>
    <message>
        <source>Right: %1 in the fewest chips the float allows.</source>
        <translation>Right: %1 in the fewest chips the float allows.</translation>
    </message>
    <message>
        <source>Right in value, but slow to count: %1 takes only %2 chips, %3.</source>
        <translation>Right in value, but slow to count: %1 takes only %2 chips, %3.</translation>
    </message>
    <message>
        <source>%1 short of %2.</source>
        <extracomment>A payment worth less than the amount due (a payment left half built).</extracomment>
        <translation>%1 short of %2.</translation>
    </message>
    <message>
        <source>%1 over %2.</source>
        <translation>%1 over %2.</translation>
    </message>
    <message>
        <source>In the fewest chips: %1.</source>
        <translation>In the fewest chips: %1.</translation>
    </message>
    <message>
        <source>%1 is no chip of this table&apos;s float.</source>
        <translation>%1 is no chip of this table&apos;s float.</translation>
    </message>
    <message>
        <source>The count of %1 chips must be a whole number, 0 or more.</source>
        <translation>The count of %1 chips must be a whole number, 0 or more.</translation>
    </message>
    <message>
        <source>The tray holds fewer chips of %1 than that.</source>
        <translation>The tray holds fewer chips of %1 than that.</translation>
    </message>
    <message>
        <source>The float cannot make %1 exactly.</source>
        <translation>The float cannot make %1 exactly.</translation>
    </message>
    <message>
        <source>With %1 the dealer collects the losing bets and pays the winners from his right to his left: a bust was collected at once, a blackjack paid 3 to 2 (at once against 2 to 9), insurance 2 to 1 on a dealer blackjack, the other winners 1 to 1, each rounded down to the chip. Paid %2, collected %3; hands left on a push: %4.</source>
        <extracomment>A whole round: %1 the dealer&apos;s hand, %2 paid, %3 collected, %4 hands left on a push.</extracomment>
        <translation>With %1 the dealer collects the losing bets and pays the winners from his right to his left: a bust was collected at once, a blackjack paid 3 to 2 (at once against 2 to 9), insurance 2 to 1 on a dealer blackjack, the other winners 1 to 1, each rounded down to the chip. Paid %2, collected %3; hands left on a push: %4.</translation>
    </message>
    <message>
        <source>the tableau</source>
        <extracomment>In deux tableaux: a punters&apos; tableau (το ταμπλώ) and the bank (ο μπάνκο), as the felt prints them.</extracomment>
        <translation>the tableau</translation>
    </message>
    <message>
        <source>the bank</source>
        <translation>the bank</translation>
    </message>
</context>
<context>
    <name>FeedbackPanel</name>
    <message>
        <source>Right</source>
        <extracomment>Drill feedback.</extracomment>
        <translation>Right</translation>
    </message>
    <message>
        <source>Not right</source>
        <extracomment>Drill feedback.</extracomment>
        <translation>Not right</translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <extracomment>Goes to the next question of a drill (also the Enter key).</extracomment>
        <translation>Next (Enter)</translation>
    </message>
    <message>
        <source>The answer: %1</source>
        <extracomment>Drill feedback: %1 the right answer written out.</extracomment>
        <translation>The answer: %1</translation>
    </message>
    <message>
        <source>You answered: %1</source>
        <extracomment>Drill feedback when wrong: %1 what the trainee answered.</extracomment>
        <translation>You answered: %1</translation>
    </message>
    <message>
        <source>Rule: %1</source>
        <extracomment>Drill feedback: the paragraph of the regulation that decides the answer, e.g. &quot;art. 15 §13&quot;.</extracomment>
        <translation>Rule: %1</translation>
    </message>
    <message>
        <source>Time: %1 s</source>
        <extracomment>Drill feedback: the time taken to answer, in seconds with one decimal.</extracomment>
        <translation>Time: %1 s</translation>
    </message>
</context>
<context>
    <name>FreePlayFrame</name>
    <message>
        <source>type digits, then Enter</source>
        <extracomment>Placeholder of the typed amount or number in free play</extracomment>
        <translation>type digits, then Enter</translation>
    </message>
    <message>
        <source>Typed amount: %1</source>
        <extracomment>The amount or count the dealer types</extracomment>
        <translation>Typed amount: %1</translation>
    </message>
    <message>
        <source>Show me (F1)</source>
        <extracomment>Free-play button (key F1, the same at every table): show the right next step.</extracomment>
        <translation>Show me (F1)</translation>
    </message>
    <message>
        <source>Mistakes: %1 of %2 steps</source>
        <extracomment>Free play: how many wrong steps so far, out of all steps</extracomment>
        <translation>Mistakes: %1 of %2 steps</translation>
    </message>
    <message>
        <source>Right step: %1</source>
        <extracomment>&quot;Show me&quot;: the right step; %1 the step</extracomment>
        <translation>Right step: %1</translation>
    </message>
    <message>
        <source>Incidents</source>
        <extracomment>Free play: how often the table produces one of the regulation&apos;s incidents</extracomment>
        <translation>Incidents</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>Incidents in free play: none, about one round in seven, two in five</extracomment>
        <translation>Off</translation>
    </message>
    <message>
        <source>Some</source>
        <translation>Some</translation>
    </message>
    <message>
        <source>Many</source>
        <translation>Many</translation>
    </message>
</context>
<context>
    <name>FreePlayPage</name>
    <message>
        <source>%1 · Free play</source>
        <extracomment>The title of a free-play page: %1 the game.</extracomment>
        <translation>%1 · Free play</translation>
    </message>
</context>
<context>
    <name>GameDelegate</name>
    <message>
        <source>topic by topic</source>
        <extracomment>Under the &quot;Drills&quot; mode button: the drills go one question-bank topic at a time.</extracomment>
        <translation>topic by topic</translation>
    </message>
    <message>
        <source>you deal</source>
        <extracomment>Under the &quot;Free play&quot; mode button: the trainee deals the game.</extracomment>
        <translation>you deal</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Accessible name of a mode button: game, mode. Example: &quot;Craps: Drills&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Opens the drills of this game, one per topic</source>
        <extracomment>Accessible description of the Drills mode button.</extracomment>
        <translation>Opens the drills of this game, one per topic</translation>
    </message>
    <message>
        <source>Opens the table: you deal for simulated players</source>
        <extracomment>Accessible description of the Free play mode button.</extracomment>
        <translation>Opens the table: you deal for simulated players</translation>
    </message>
    <message>
        <source>Opens the exams: sit one, or set them as the instructor</source>
        <extracomment>Accessible description of the Exams mode button.</extracomment>
        <translation>Opens the exams: sit one, or set them as the instructor</translation>
    </message>
    <message>
        <source>in class</source>
        <extracomment>Under the &quot;Exams&quot; mode button: exams the instructor sets, sat in class.</extracomment>
        <translation>in class</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message>
        <source>Punto Banco</source>
        <extracomment>A game&apos;s name (art. 15, &quot;Μπάνκο Πούντο&quot;).</extracomment>
        <translation>Punto Banco</translation>
    </message>
    <message>
        <source>Baccarat against the casino: Punto and Banco draw by the tableau.</source>
        <extracomment>One line on the home page: what the game is.</extracomment>
        <translation>Baccarat against the casino: Punto and Banco draw by the tableau.</translation>
    </message>
    <message>
        <source>Chemin de fer</source>
        <extracomment>A game&apos;s name (art. 15, &quot;Μπακαράς Σεμέν ντε φερ&quot;).</extracomment>
        <translation>Chemin de fer</translation>
    </message>
    <message>
        <source>Baccarat where the players hold the bank in turn; the casino takes a 5% cagnotte.</source>
        <extracomment>One line on the home page: what the game is. The cagnotte is the casino&apos;s 5% cut.</extracomment>
        <translation>Baccarat where the players hold the bank in turn; the casino takes a 5% cagnotte.</translation>
    </message>
    <message>
        <source>Deux tableaux</source>
        <extracomment>A game&apos;s name (art. 15, &quot;Μπακαράς με δύο ταμπλώ&quot;).</extracomment>
        <translation>Deux tableaux</translation>
    </message>
    <message>
        <source>One bank against two tableaux; each tableau is settled on its own.</source>
        <extracomment>One line on the home page: what the game is.</extracomment>
        <translation>One bank against two tableaux; each tableau is settled on its own.</translation>
    </message>
    <message>
        <source>Craps</source>
        <extracomment>A game&apos;s name (art. 16, &quot;Αμερικάνικα ζάρια (CRAPS)&quot;).</extracomment>
        <translation>Craps</translation>
    </message>
    <message>
        <source>Two dice: WIN, DON&apos;T WIN, come, field, hardways, odds and one-roll bets.</source>
        <extracomment>One line on the home page: what the game is. WIN and DON&apos;T WIN are the names of the lines on the layout: keep them.</extracomment>
        <translation>Two dice: WIN, DON&apos;T WIN, come, field, hardways, odds and one-roll bets.</translation>
    </message>
    <message>
        <source>Blackjack</source>
        <extracomment>A game&apos;s name (art. 14, &quot;Μπλάκτζακ&quot;).</extracomment>
        <translation>Blackjack</translation>
    </message>
    <message>
        <source>Four to six decks; the dealer stands on 17; blackjack pays 3&#xa0;to&#xa0;2.</source>
        <extracomment>One line on the home page: what the game is. &quot;3 to 2&quot; is joined by no-break spaces.</extracomment>
        <translation>Four to six decks; the dealer stands on 17; blackjack pays 3&#xa0;to&#xa0;2.</translation>
    </message>
</context>
<context>
    <name>GameRulesPage</name>
    <message>
        <source>%1 · Rules</source>
        <extracomment>The title of the rules page of craps or blackjack; %1 the game</extracomment>
        <translation>%1 · Rules</translation>
    </message>
    <message>
        <source>Every bet of art. 16 as the table settles it: what decides it, what it pays, and the paragraph. The Greek is the regulation&apos;s own wording.</source>
        <extracomment>The rules page of craps: what the list shows</extracomment>
        <translation>Every bet of art. 16 as the table settles it: what decides it, what it pays, and the paragraph. The Greek is the regulation&apos;s own wording.</translation>
    </message>
    <message>
        <source>The rules of art. 14 as the table deals and settles by them, with their paragraphs. The Greek is the regulation&apos;s own wording.</source>
        <extracomment>The rules page of blackjack: what the list shows</extracomment>
        <translation>The rules of art. 14 as the table deals and settles by them, with their paragraphs. The Greek is the regulation&apos;s own wording.</translation>
    </message>
    <message>
        <source>pays %1</source>
        <extracomment>The craps rules page: what a bet pays; %1 e.g. &quot;6, 8: 7:6&quot;</extracomment>
        <translation>pays %1</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Choose a table</source>
        <extracomment>The title of the home page, above the list of games.</extracomment>
        <translation>Choose a table</translation>
    </message>
    <message>
        <source>Rules:</source>
        <extracomment>Before the links to the rules of the three baccarat games, on the home page.</extracomment>
        <translation>Rules:</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <extracomment>Accessible name of a link to a game&apos;s rules on the home page. %1 is the game.</extracomment>
        <translation>Rules of %1</translation>
    </message>
    <message>
        <source>Opens the tableau and the pay table of this game</source>
        <extracomment>Accessible description of a link to a game&apos;s rules on the home page.</extracomment>
        <translation>Opens the tableau and the pay table of this game</translation>
    </message>
    <message>
        <source>Drills, free play and exams for every game, following the Greek casino regulation (articles 14, 15 and 16).</source>
        <extracomment>Under the title of the home page.</extracomment>
        <translation>Drills, free play and exams for every game, following the Greek casino regulation (articles 14, 15 and 16).</translation>
    </message>
    <message>
        <source>Self-study</source>
        <extracomment>Link on the home page to self-study: sessions, scores, progress.</extracomment>
        <translation>Self-study</translation>
    </message>
    <message>
        <source>Scored sessions that ask more of what you miss, and your progress</source>
        <extracomment>Accessible description of the home page&apos;s link to self-study.</extracomment>
        <translation>Scored sessions that ask more of what you miss, and your progress</translation>
    </message>
</context>
<context>
    <name>HouseChipsEditor</name>
    <message>
        <source>Saved: every free-play table now pays from this float.</source>
        <extracomment>The house&apos;s chips were saved.</extracomment>
        <translation>Saved: every free-play table now pays from this float.</translation>
    </message>
    <message>
        <source>House chips</source>
        <extracomment>The instructor&apos;s setting of the float (the chip tray) of the free-play tables</extracomment>
        <translation>House chips</translation>
    </message>
    <message>
        <source>The float every free-play table pays from (RULINGS, table limits and chips: a house setting), how many chips each tube holds (empty: not counted) and the chips in a full stack. Practice only: an exam&apos;s questions carry their own float.</source>
        <extracomment>Under &quot;House chips&quot;: what the setting decides</extracomment>
        <translation>The float every free-play table pays from (RULINGS, table limits and chips: a house setting), how many chips each tube holds (empty: not counted) and the chips in a full stack. Practice only: an exam&apos;s questions carry their own float.</translation>
    </message>
    <message>
        <source>Chip %1</source>
        <extracomment>The house&apos;s chips: a chip&apos;s value (field). %1 its row</extracomment>
        <translation>Chip %1</translation>
    </message>
    <message>
        <source>any</source>
        <extracomment>The house&apos;s chips: how many chips a tube holds (empty: not counted)</extracomment>
        <translation>any</translation>
    </message>
    <message>
        <source>Chips in tube %1</source>
        <extracomment>The house&apos;s chips: a tube&apos;s count (field). %1 its row</extracomment>
        <translation>Chips in tube %1</translation>
    </message>
    <message>
        <source>Remove chip %1</source>
        <extracomment>Removes one chip from the house&apos;s float. %1 its row</extracomment>
        <translation>Remove chip %1</translation>
    </message>
    <message>
        <source>Add a chip</source>
        <extracomment>Adds a row for one more chip to the house&apos;s float</extracomment>
        <translation>Add a chip</translation>
    </message>
    <message>
        <source>Stacks of %1</source>
        <extracomment>The chips in a full stack when a payout is cut (a house setting): %1 5 or 20</extracomment>
        <translation>Stacks of %1</translation>
    </message>
    <message>
        <source>Save the chips</source>
        <extracomment>Saves the house&apos;s chips</extracomment>
        <translation>Save the chips</translation>
    </message>
    <message>
        <source>RULINGS&apos; float</source>
        <extracomment>Puts RULINGS&apos; float back (the house&apos;s chips)</extracomment>
        <translation>RULINGS&apos; float</translation>
    </message>
    <message>
        <source>RULINGS&apos; float is back, 100 chips a tube, stacks of 20.</source>
        <extracomment>The house&apos;s chips are RULINGS&apos; default again (its chips, 100 a tube, stacks of 20)</extracomment>
        <translation>RULINGS&apos; float is back, 100 chips a tube, stacks of 20.</translation>
    </message>
</context>
<context>
    <name>InstructorPage</name>
    <message>
        <source>Instructor</source>
        <extracomment>The title of the instructor&apos;s page.</extracomment>
        <translation>Instructor</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <extracomment>After a file was written. %1 the file.</extracomment>
        <translation>Written: %1</translation>
    </message>
    <message>
        <source>The two passphrases differ; type the same one twice.</source>
        <extracomment>The two passphrases typed on the first run differ.</extracomment>
        <translation>The two passphrases differ; type the same one twice.</translation>
    </message>
    <message>
        <source>Log out</source>
        <extracomment>Ends the instructor&apos;s session (forgets the key that signs exports).</extracomment>
        <translation>Log out</translation>
    </message>
    <message>
        <source>Choose the instructor&apos;s passphrase</source>
        <extracomment>Heading on the first run of the instructor&apos;s page.</extracomment>
        <translation>Choose the instructor&apos;s passphrase</translation>
    </message>
    <message>
        <source>At least 8 characters. It opens the instructor&apos;s pages and signs the exported results; it is kept only as a salted slow hash.</source>
        <extracomment>Under the heading of the first run.</extracomment>
        <translation>At least 8 characters. It opens the instructor&apos;s pages and signs the exported results; it is kept only as a salted slow hash.</translation>
    </message>
    <message>
        <source>New passphrase</source>
        <extracomment>Field: the new passphrase.</extracomment>
        <translation>New passphrase</translation>
    </message>
    <message>
        <source>The same passphrase again</source>
        <extracomment>Field: the new passphrase, typed a second time.</extracomment>
        <translation>The same passphrase again</translation>
    </message>
    <message>
        <source>Set the passphrase</source>
        <extracomment>Sets the instructor&apos;s first passphrase.</extracomment>
        <translation>Set the passphrase</translation>
    </message>
    <message>
        <source>The instructor&apos;s passphrase</source>
        <extracomment>Heading of the instructor&apos;s login.</extracomment>
        <translation>The instructor&apos;s passphrase</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <extracomment>Field: the instructor&apos;s passphrase.</extracomment>
        <translation>Passphrase</translation>
    </message>
    <message>
        <source>Log in</source>
        <extracomment>Opens the instructor&apos;s pages.</extracomment>
        <translation>Log in</translation>
    </message>
    <message numerus="yes">
        <source>Too many wrong tries: wait %n second(s).</source>
        <extracomment>After repeated wrong passphrases. %n seconds left.</extracomment>
        <translation>
            <numerusform>Too many wrong tries: wait %n second.</numerusform>
            <numerusform>Too many wrong tries: wait %n seconds.</numerusform>
        </translation>
    </message>
    <message>
        <source>New exam</source>
        <extracomment>Opens the form of a new exam.</extracomment>
        <translation>New exam</translation>
    </message>
    <message>
        <source>Files go to:</source>
        <extracomment>Before the folder where the sheets are written.</extracomment>
        <translation>Files go to:</translation>
    </message>
    <message>
        <source>Folder for the files</source>
        <extracomment>Field: the folder where PDF sheets and exam files are written.</extracomment>
        <translation>Folder for the files</translation>
    </message>
    <message>
        <source>Exam file:</source>
        <extracomment>Before the field with an exam file to add to this station&apos;s database.</extracomment>
        <translation>Exam file:</translation>
    </message>
    <message>
        <source>Exam file to open</source>
        <extracomment>Field: an exam file (made on another machine) to add to this database.</extracomment>
        <translation>Exam file to open</translation>
    </message>
    <message>
        <source>Open exam file</source>
        <extracomment>Adds the exam of an exam file to this station&apos;s database.</extracomment>
        <translation>Open exam file</translation>
    </message>
    <message>
        <source>Exam &quot;%1&quot; is in the database: trainees can take it.</source>
        <extracomment>After an exam file was added to the database. %1 the exam&apos;s id.</extracomment>
        <translation>Exam &quot;%1&quot; is in the database: trainees can take it.</translation>
    </message>
    <message>
        <source>No exams yet: set the first one with “New exam”.</source>
        <extracomment>The instructor&apos;s list before the first exam.</extracomment>
        <translation>No exams yet: set the first one with “New exam”.</translation>
    </message>
    <message>
        <source>Results</source>
        <extracomment>Opens an exam&apos;s results.</extracomment>
        <translation>Results</translation>
    </message>
    <message>
        <source>Results of %1</source>
        <extracomment>Accessible name of an exam&apos;s &quot;Results&quot; button. %1 the exam&apos;s title.</extracomment>
        <translation>Results of %1</translation>
    </message>
    <message>
        <source>Question sheet PDF</source>
        <extracomment>Writes an exam&apos;s printable question sheet as a PDF.</extracomment>
        <translation>Question sheet PDF</translation>
    </message>
    <message>
        <source>Question sheet of %1 as PDF</source>
        <translation>Question sheet of %1 as PDF</translation>
    </message>
    <message>
        <source>Answer key PDF</source>
        <extracomment>Writes an exam&apos;s answer key as a PDF.</extracomment>
        <translation>Answer key PDF</translation>
    </message>
    <message>
        <source>Answer key of %1 as PDF</source>
        <translation>Answer key of %1 as PDF</translation>
    </message>
    <message>
        <source>Exam file</source>
        <extracomment>Saves an exam as a file to copy to the stations.</extracomment>
        <translation>Exam file</translation>
    </message>
    <message>
        <source>Save %1 as an exam file</source>
        <translation>Save %1 as an exam file</translation>
    </message>
    <message>
        <source>This desk is connected as %1, which owns the exam tables; the stations connect as %2, which can only start an attempt and add to it.</source>
        <extracomment>The classroom server: %1 the role the desk is connected as, %2 the stations&apos; role.</extracomment>
        <translation>This desk is connected as %1, which owns the exam tables; the stations connect as %2, which can only start an attempt and add to it.</translation>
    </message>
    <message>
        <source>Set up the stations&apos; role</source>
        <extracomment>Makes (again) the stations&apos; role on the classroom server, with a new password.</extracomment>
        <translation>Set up the stations&apos; role</translation>
    </message>
    <message>
        <source>Done: %1 has a new password. Put this line in ~/.pgpass on every station (readable by its user only), and start the stations with --database postgresql://%1@host:port/database.</source>
        <extracomment>After setting up the stations&apos; role. %1 the role.</extracomment>
        <translation>Done: %1 has a new password. Put this line in ~/.pgpass on every station (readable by its user only), and start the stations with --database postgresql://%1@host:port/database.</translation>
    </message>
    <message>
        <source>The line for the stations&apos; ~/.pgpass</source>
        <extracomment>The field with the line to copy into every station&apos;s ~/.pgpass.</extracomment>
        <translation>The line for the stations&apos; ~/.pgpass</translation>
    </message>
    <message>
        <source>The instructor&apos;s key is kept in the exam database, which this computer account can change: a trainee using it could delete it and choose a passphrase. Keep it where trainees cannot write: sudo croupier-cli instructor /etc/croupier/instructor.json.</source>
        <extracomment>A single station without an instructor&apos;s file.</extracomment>
        <translation>The instructor&apos;s key is kept in the exam database, which this computer account can change: a trainee using it could delete it and choose a passphrase. Keep it where trainees cannot write: sudo croupier-cli instructor /etc/croupier/instructor.json.</translation>
    </message>
    <message>
        <source>The instructor&apos;s key is read from %1, which this computer account can change: keep it where trainees cannot write.</source>
        <extracomment>A single station whose instructor&apos;s file this account can change. %1 the file.</extracomment>
        <translation>The instructor&apos;s key is read from %1, which this computer account can change: keep it where trainees cannot write.</translation>
    </message>
    <message>
        <source>The instructor&apos;s key is read from %1, which this computer account cannot change.</source>
        <extracomment>A single station with a protected instructor&apos;s file. %1 the file.</extracomment>
        <translation>The instructor&apos;s key is read from %1, which this computer account cannot change.</translation>
    </message>
    <message>
        <source>%1 · %2 · created %3 · %4</source>
        <extracomment>An exam in the instructor&apos;s list. %1 its id, %2 &quot;10 questions&quot;, %3 the date it was made, %4 &quot;6 attempts&quot;.</extracomment>
        <translation>%1 · %2 · created %3 · %4</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <extracomment>An exam in the instructor&apos;s list: how many questions it asks</extracomment>
        <translation>
            <numerusform>%n question</numerusform>
            <numerusform>%n questions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s)</source>
        <extracomment>An exam in the instructor&apos;s list: how many times trainees sat it</extracomment>
        <translation>
            <numerusform>%n attempt</numerusform>
            <numerusform>%n attempts</numerusform>
        </translation>
    </message>
    <message>
        <source>The class&apos;s self-study</source>
        <extracomment>Heading of the instructor&apos;s view of the trainees&apos; self-study (issue 19).</extracomment>
        <translation>The class&apos;s self-study</translation>
    </message>
    <message>
        <source>What the trainees keep on this server from self-study at the stations, under their registration numbers: the day&apos;s plan, the cells missed again and again, the curriculum&apos;s steps mastered, the certificates; and the rule cells the class misses most. It is what the stations sent: self-study is practice, not an exam.</source>
        <extracomment>Under &quot;The class&apos;s self-study&quot;.</extracomment>
        <translation>What the trainees keep on this server from self-study at the stations, under their registration numbers: the day&apos;s plan, the cells missed again and again, the curriculum&apos;s steps mastered, the certificates; and the rule cells the class misses most. It is what the stations sent: self-study is practice, not an exam.</translation>
    </message>
    <message>
        <source>Show the class&apos;s self-study</source>
        <extracomment>Reads the trainees&apos; self-study from the classroom server.</extracomment>
        <translation>Show the class&apos;s self-study</translation>
    </message>
    <message>
        <source>Read it again</source>
        <extracomment>Reads the trainees&apos; self-study again.</extracomment>
        <translation>Read it again</translation>
    </message>
    <message>
        <source>No trainee keeps self-study on this server yet.</source>
        <extracomment>The class&apos;s self-study before any trainee kept one on the server.</extracomment>
        <translation>No trainee keeps self-study on this server yet.</translation>
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
            <numerusform>%n answer, %1 % right</numerusform>
            <numerusform>%n answers, %1 % right</numerusform>
        </translation>
    </message>
    <message>
        <source>last studied %1</source>
        <extracomment>A trainee&apos;s self-study: the day of the last answer.</extracomment>
        <translation>last studied %1</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) due today</source>
        <extracomment>A trainee&apos;s self-study: the rule cells due today by the schedule.</extracomment>
        <translation>
            <numerusform>%n cell due today</numerusform>
            <numerusform>%n cells due today</numerusform>
        </translation>
    </message>
    <message>
        <source>Certificates: %1</source>
        <extracomment>A trainee&apos;s self-study: the certificate level reached at each game. %1 &quot;Punto Banco: Foundation · …&quot;.</extracomment>
        <translation>Certificates: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2: %3, missed %n time(s)</source>
        <translation>
            <numerusform>%1 at %2: %3, missed %n time</numerusform>
            <numerusform>%1 at %2: %3, missed %n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <extracomment>After the five leeches shown: how many more there are.</extracomment>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) could not be read and were left out.</source>
        <extracomment>Records of a trainee&apos;s self-study the desk could not read.</extracomment>
        <translation>
            <numerusform>%n record could not be read and was left out.</numerusform>
            <numerusform>%n records could not be read and were left out.</numerusform>
        </translation>
    </message>
    <message>
        <source>The class&apos;s weakest rule cells</source>
        <extracomment>Heading: the rule cells the class misses most in self-study.</extracomment>
        <translation>The class&apos;s weakest rule cells</translation>
    </message>
    <message>
        <source>%1 at %2: %3 — %4 % right</source>
        <extracomment>One of the class&apos;s weakest cells: %1 the topic, %2 the game, %3 the cell in words, %4 per cent right.</extracomment>
        <translation>%1 at %2: %3 — %4 % right</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <extracomment>One of the class&apos;s weakest cells: how many answers over the class.</extracomment>
        <translation>
            <numerusform>%n answer</numerusform>
            <numerusform>%n answers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trainee(s)</source>
        <extracomment>One of the class&apos;s weakest cells: how many trainees answered it.</extracomment>
        <translation>
            <numerusform>%n trainee</numerusform>
            <numerusform>%n trainees</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a leech for %n</source>
        <extracomment>One of the class&apos;s weakest cells: for how many trainees it is a leech.</extracomment>
        <translation>
            <numerusform>a leech for %n</numerusform>
            <numerusform>a leech for %n</numerusform>
        </translation>
    </message>
    <message>
        <source>New study passphrase</source>
        <extracomment>Field on the desk: a new study passphrase for a trainee (forgotten, or a classmate took the number first), typed with the trainee.</extracomment>
        <translation>New study passphrase</translation>
    </message>
    <message>
        <source>Set it</source>
        <extracomment>Gives the trainee the new study passphrase typed beside it; the records stay.</extracomment>
        <translation>Set it</translation>
    </message>
    <message>
        <source>Set the new study passphrase of %1</source>
        <extracomment>Accessible name of &quot;Set it&quot;. %1 the registration number.</extracomment>
        <translation>Set the new study passphrase of %1</translation>
    </message>
    <message>
        <source>%1 has a new study passphrase; the old one no longer opens the record.</source>
        <extracomment>After setting a trainee&apos;s study passphrase at the desk. %1 the registration number.</extracomment>
        <translation>%1 has a new study passphrase; the old one no longer opens the record.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n step(s) mastered</source>
        <extracomment>A trainee&apos;s self-study: %1 steps of the curriculum mastered of %n reached (&quot;0 of 1 step mastered&quot;).</extracomment>
        <translation>
            <numerusform>%1 of %n step mastered</numerusform>
            <numerusform>%1 of %n steps mastered</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LanguageSwitch</name>
    <message>
        <source>Interface language</source>
        <extracomment>Accessible name of the language switch in the header.</extracomment>
        <translation>Interface language</translation>
    </message>
    <message>
        <source>Show the interface in this language</source>
        <extracomment>Accessible description of a button in the language switch.</extracomment>
        <translation>Show the interface in this language</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Dealer training</source>
        <extracomment>The window title; the system adds the product&apos;s name after it (&quot;Dealer training — Croupier&quot;).</extracomment>
        <translation>Dealer training</translation>
    </message>
</context>
<context>
    <name>ModeListModel</name>
    <message>
        <source>Drills</source>
        <extracomment>A training mode: short exercises on one skill (payouts, drawing rules...).</extracomment>
        <translation>Drills</translation>
    </message>
    <message>
        <source>Free play</source>
        <extracomment>A training mode: deal a whole game at your own pace.</extracomment>
        <translation>Free play</translation>
    </message>
    <message>
        <source>Exams</source>
        <extracomment>A training mode: a timed, scored test.</extracomment>
        <translation>Exams</translation>
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
        <translation>A card face down</translation>
    </message>
</context>
<context>
    <name>ProgressPage</name>
    <message>
        <source>Progress of %1</source>
        <extracomment>The title of the progress page. %1 the trainee&apos;s name.</extracomment>
        <translation>Progress of %1</translation>
    </message>
    <message>
        <source>No answers yet: run a self-study session and your progress appears here.</source>
        <extracomment>The progress page of a trainee without answers yet.</extracomment>
        <translation>No answers yet: run a self-study session and your progress appears here.</translation>
    </message>
    <message>
        <source>Accuracy and time by day: %1</source>
        <extracomment>Accessible name of a progress chart. %1 the topic.</extracomment>
        <translation>Accuracy and time by day: %1</translation>
    </message>
    <message>
        <source>Right answers, % (left)</source>
        <extracomment>Chart legend: the gold line, share of right answers (left axis).</extracomment>
        <translation>Right answers, % (left)</translation>
    </message>
    <message>
        <source>Mean time, s (right)</source>
        <extracomment>Chart legend: the pale line, mean time of the right answers (right axis).</extracomment>
        <translation>Mean time, s (right)</translation>
    </message>
    <message>
        <source>Tableau: Banco&apos;s total against Punto&apos;s third card</source>
        <extracomment>Heading of the baccarat heat-map: Banco&apos;s draws by its total and Punto&apos;s third card.</extracomment>
        <translation>Tableau: Banco&apos;s total against Punto&apos;s third card</translation>
    </message>
    <message>
        <source>Banco</source>
        <extracomment>Column header of the heat-map&apos;s row labels: Banco&apos;s two-card total.</extracomment>
        <translation>Banco</translation>
    </message>
    <message>
        <source>stood</source>
        <extracomment>Heat-map column: Punto did not draw a third card. Keep short.</extracomment>
        <translation>stood</translation>
    </message>
    <message>
        <source>%1: %2 of %3 right</source>
        <extracomment>Accessible name of a heat-map cell. %1 the cell, %2 right, %3 attempts.</extracomment>
        <translation>%1: %2 of %3 right</translation>
    </message>
    <message>
        <source>Punto</source>
        <extracomment>Heat-map row: Punto&apos;s own draw, by its two-card total.</extracomment>
        <translation>Punto</translation>
    </message>
    <message>
        <source>Each cell: how many times asked; red mostly wrong, green mostly right.</source>
        <extracomment>Heat-map legend.</extracomment>
        <translation>Each cell: how many times asked; red mostly wrong, green mostly right.</translation>
    </message>
    <message>
        <source>Craps layout: each bet by the dice total</source>
        <extracomment>Heading of the craps heat-map: each bet by the dice total.</extracomment>
        <translation>Craps layout: each bet by the dice total</translation>
    </message>
    <message>
        <source>No craps answers yet.</source>
        <extracomment>The craps heat-map before any craps answer.</extracomment>
        <translation>No craps answers yet.</translation>
    </message>
    <message>
        <source>Personal bests</source>
        <extracomment>Heading: the trainee&apos;s best results per topic.</extracomment>
        <translation>Personal bests</translation>
    </message>
    <message>
        <source>%1: %2 points · streak %3 · fastest %4 s</source>
        <extracomment>A personal best. %1 topic, %2 points, %3 streak, %4 seconds.</extracomment>
        <translation>%1: %2 points · streak %3 · fastest %4 s</translation>
    </message>
    <message>
        <source>Sessions</source>
        <extracomment>Heading: the list of past sessions.</extracomment>
        <translation>Sessions</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 of %4 right · %5 points · streak %6</source>
        <extracomment>A past session. %1 date and time, %2 topics, %3 right, %4 answered, %5 points, %6 best streak.</extracomment>
        <translation>%1 · %2 · %3 of %4 right · %5 points · streak %6</translation>
    </message>
    <message>
        <source>Progress</source>
        <extracomment>The progress page&apos;s title before a trainee is chosen.</extracomment>
        <translation>Progress</translation>
    </message>
    <message>
        <source>Spot the error: detection by kind</source>
        <extracomment>Heading: spot the error&apos;s figures per error kind (issue 18)</extracomment>
        <translation>Spot the error: detection by kind</translation>
    </message>
    <message>
        <source>Rounds with no error: %1 · false alarms %2</source>
        <extracomment>Spot the error, rounds with no error: %1 rounds, %2 false alarms</extracomment>
        <translation>Rounds with no error: %1 · false alarms %2</translation>
    </message>
    <message>
        <source>%1: stopped %2 of %3 (%4 %) · mean delay %5 s · false alarms %6</source>
        <extracomment>Spot the error, one kind: %1 the error, %2 detected, %3 rounds, %4 per cent, %5 mean delay in seconds, %6 false alarms</extracomment>
        <translation>%1: stopped %2 of %3 (%4 %) · mean delay %5 s · false alarms %6</translation>
    </message>
    <message>
        <source>Due this week: %1. Retention in 30 days without review: %2 %</source>
        <extracomment>Accessible name of the schedule chart. %1 the cells due each day, %2 the retention in 30 days.</extracomment>
        <translation>Due this week: %1. Retention in 30 days without review: %2 %</translation>
    </message>
    <message>
        <source>Your schedule</source>
        <extracomment>Title of the schedule chart on the progress page.</extracomment>
        <translation>Your schedule</translation>
    </message>
    <message>
        <source>days from today</source>
        <extracomment>The schedule chart&apos;s axis: days from today.</extracomment>
        <translation>days from today</translation>
    </message>
    <message>
        <source>Due that day (left)</source>
        <extracomment>Schedule chart legend: the cells falling due on each of the next seven days (left axis).</extracomment>
        <translation>Due that day (left)</translation>
    </message>
    <message>
        <source>Retained if not reviewed, % (right)</source>
        <extracomment>Schedule chart legend: the mean chance of recalling the cells met if none is reviewed (right axis).</extracomment>
        <translation>Retained if not reviewed, % (right)</translation>
    </message>
</context>
<context>
    <name>PromptText</name>
    <message>
        <source>Punto %1, Banco %2: does Banco draw a third card?</source>
        <comment>baccarat.draw: %1 and %2 are cards; Punto may already have a third card</comment>
        <translation>Punto %1, Banco %2: does Banco draw a third card?</translation>
    </message>
    <message>
        <source>Punto %1, Banco %2: what are the two points, and who wins?</source>
        <comment>baccarat.coup: a complete coup; the answer is both points and Punto, Banco or Egalité</comment>
        <translation>Punto %1, Banco %2: what are the two points, and who wins?</translation>
    </message>
    <message>
        <source>%1 on Punto, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</source>
        <comment>baccarat.payout: %1 is the stake, %2 the table&apos;s smallest chip, %3 and %4 cards</comment>
        <translation>%1 on Punto, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</translation>
    </message>
    <message>
        <source>%1 on Banco, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</source>
        <comment>baccarat.payout: %1 is the stake, %2 the table&apos;s smallest chip, %3 and %4 cards</comment>
        <translation>%1 on Banco, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</translation>
    </message>
    <message>
        <source>%1 on Egalité, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</source>
        <comment>baccarat.payout: a bet on the tie (Egalité)</comment>
        <translation>%1 on Egalité, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</translation>
    </message>
    <message>
        <source>%1 on the Punto pair, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</source>
        <comment>baccarat.payout: a side bet that Punto&apos;s first two cards are a pair</comment>
        <translation>%1 on the Punto pair, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</translation>
    </message>
    <message>
        <source>%1 on the Banco pair, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</source>
        <comment>baccarat.payout: a side bet that Banco&apos;s first two cards are a pair</comment>
        <translation>%1 on the Banco pair, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</translation>
    </message>
    <message>
        <source>%1 on Super Six, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</source>
        <comment>baccarat.payout: the Super Six (Fortune Six) side bet: Banco wins with 6</comment>
        <translation>%1 on Super Six, smallest chip %2. Punto %3, Banco %4: what do you pay, and what commission is kept?</translation>
    </message>
    <message>
        <source>The banker won %1, smallest chip %2: how much goes into the cagnotte box?</source>
        <comment>baccarat.cagnotte, chemin de fer: 5 % of the banker&apos;s winnings (art. 15 §7); the cagnotte is γκανιότα in the regulation</comment>
        <translation>The banker won %1, smallest chip %2: how much goes into the cagnotte box?</translation>
    </message>
    <message>
        <source>%1 on %2, smallest chip %3. Come-out roll, no point: the dice show %4 and %5. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</source>
        <comment>craps.roll: %1 the stake, %2 the bet in the regulation&apos;s terms (WIN, FIELD, PLACE 6 (RIGHT BET)…), %3 the smallest chip, %4 and %5 the two dice. Come-out roll: the puck is off. Answers: win, lose, push, stay, off; the amount paid; the number the bet travels to</comment>
        <translation>%1 on %2, smallest chip %3. Come-out roll, no point: the dice show %4 and %5. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</translation>
    </message>
    <message>
        <source>%1 on %2, called working, smallest chip %3. Come-out roll, no point: the dice show %4 and %5. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</source>
        <comment>craps.roll: as craps.roll.come-out; the player asked that his bets that are off on the come-out play this roll (art. 16 §10, last paragraph)</comment>
        <translation>%1 on %2, called working, smallest chip %3. Come-out roll, no point: the dice show %4 and %5. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</translation>
    </message>
    <message>
        <source>%1 on %2 at its number %3, smallest chip %4. Come-out roll, no point: the dice show %5 and %6. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</source>
        <comment>craps.roll: %2 is COME, DON&apos;T COME or their odds, %3 the number the come bet travelled to, %4 the smallest chip, %5 and %6 the dice</comment>
        <translation>%1 on %2 at its number %3, smallest chip %4. Come-out roll, no point: the dice show %5 and %6. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</translation>
    </message>
    <message>
        <source>%1 on %2 at its number %3, called working, smallest chip %4. Come-out roll, no point: the dice show %5 and %6. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</source>
        <comment>craps.roll: as craps.roll.come-out.come-point; the odds were called working for the come-out roll</comment>
        <translation>%1 on %2 at its number %3, called working, smallest chip %4. Come-out roll, no point: the dice show %5 and %6. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</translation>
    </message>
    <message>
        <source>%1 on %2, smallest chip %3. The point is %4; the dice show %5 and %6. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</source>
        <comment>craps.roll: %1 the stake, %2 the bet, %3 the smallest chip, %4 the point (the puck is on it), %5 and %6 the dice</comment>
        <translation>%1 on %2, smallest chip %3. The point is %4; the dice show %5 and %6. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</translation>
    </message>
    <message>
        <source>%1 on %2 at its number %3, smallest chip %4. The point is %5; the dice show %6 and %7. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</source>
        <comment>craps.roll: %2 is COME, DON&apos;T COME or their odds, %3 the come bet&apos;s number, %5 the table&apos;s point, %6 and %7 the dice</comment>
        <translation>%1 on %2 at its number %3, smallest chip %4. The point is %5; the dice show %6 and %7. Does the bet win, lose, push, stay or is it off; what do you pay; where does it travel?</translation>
    </message>
    <message>
        <source>Come-out roll, no point; smallest chip %1. The layout, player by player: %2. The dice show %3 and %4. How much do you pay in all, how much do you collect, where is the puck afterwards, and does the shooter seven out?</source>
        <comment>craps.layout: %2 lists each player&apos;s bets as &quot;#1 WIN: 10, WIN ODDS: 20 | #2 …&quot;; #1 is the player, then the bet (the regulation&apos;s terms, with its number) and its stake; (ON) marks a bet called working</comment>
        <translation>Come-out roll, no point; smallest chip %1. The layout, player by player: %2. The dice show %3 and %4. How much do you pay in all, how much do you collect, where is the puck afterwards, and does the shooter seven out?</translation>
    </message>
    <message>
        <source>The point is %1; smallest chip %2. The layout, player by player: %3. The dice show %4 and %5. How much do you pay in all, how much do you collect, where is the puck afterwards, and does the shooter seven out?</source>
        <comment>craps.layout: %1 the point, %3 the bets as in craps.layout.come-out</comment>
        <translation>The point is %1; smallest chip %2. The layout, player by player: %3. The dice show %4 and %5. How much do you pay in all, how much do you collect, where is the puck afterwards, and does the shooter seven out?</translation>
    </message>
    <message>
        <source>Table limits %1 to %2, smallest chip %3. A player has %4 on WIN and the point is %5: what is the largest odds bet he may place beside it?</source>
        <comment>craps.maximum: %1 and %2 the table minimum and maximum, %4 the flat bet, %5 the point (art. 16 §3)</comment>
        <translation>Table limits %1 to %2, smallest chip %3. A player has %4 on WIN and the point is %5: what is the largest odds bet he may place beside it?</translation>
    </message>
    <message>
        <source>Table limits %1 to %2, smallest chip %3. A player has %4 on DON&apos;T WIN and the point is %5: what is the largest odds bet he may bridge on it?</source>
        <comment>craps.maximum: odds on DON&apos;T WIN (art. 16 §4)</comment>
        <translation>Table limits %1 to %2, smallest chip %3. A player has %4 on DON&apos;T WIN and the point is %5: what is the largest odds bet he may bridge on it?</translation>
    </message>
    <message>
        <source>Table limits %1 to %2, smallest chip %3. A player has %4 on COME, travelled to %5: what is the largest odds bet he may place on it?</source>
        <comment>craps.maximum: odds on a COME bet at its number (art. 16 §3)</comment>
        <translation>Table limits %1 to %2, smallest chip %3. A player has %4 on COME, travelled to %5: what is the largest odds bet he may place on it?</translation>
    </message>
    <message>
        <source>Table limits %1 to %2, smallest chip %3. A player has %4 on DON&apos;T COME, travelled to %5: what is the largest odds bet he may bridge on it?</source>
        <comment>craps.maximum: odds on a DON&apos;T COME bet at its number (art. 16 §4)</comment>
        <translation>Table limits %1 to %2, smallest chip %3. A player has %4 on DON&apos;T COME, travelled to %5: what is the largest odds bet he may bridge on it?</translation>
    </message>
    <message>
        <source>Table limits %1 to %2, smallest chip %3: what is the largest bet permitted on %4?</source>
        <comment>craps.maximum: %4 is a bet in the regulation&apos;s terms (PLACE 6 (RIGHT BET), HARD 4, FIELD…), art. 16 §3 and §5</comment>
        <translation>Table limits %1 to %2, smallest chip %3: what is the largest bet permitted on %4?</translation>
    </message>
    <message>
        <source>%1 on the box, smallest chip %2. Player %3, dealer %4: does the bet win, lose or push, and what do you pay?</source>
        <comment>blackjack.payout: %1 is everything on the box (a double included), %2 the table&apos;s smallest chip, %3 and %4 the final hands</comment>
        <translation>%1 on the box, smallest chip %2. Player %3, dealer %4: does the bet win, lose or push, and what do you pay?</translation>
    </message>
    <message>
        <source>%1 on a hand from a split, smallest chip %2. Player %3, dealer %4: does the bet win, lose or push, and what do you pay?</source>
        <comment>blackjack.payout: as blackjack.payout.main, for one of the hands a pair was split into (SPLIT, art. 14 §14): a 21 on two cards is no blackjack there</comment>
        <translation>%1 on a hand from a split, smallest chip %2. Player %3, dealer %4: does the bet win, lose or push, and what do you pay?</translation>
    </message>
    <message>
        <source>Insurance of %1, smallest chip %2. Player %3, dealer %4: does the insurance win, lose or push, and what do you pay?</source>
        <comment>blackjack.payout: the insurance (INSURANCE, art. 14 §13) against a dealer ace; %1 the insurance bet, %2 the smallest chip, %3 and %4 the final hands</comment>
        <translation>Insurance of %1, smallest chip %2. Player %3, dealer %4: does the insurance win, lose or push, and what do you pay?</translation>
    </message>
    <message>
        <source>%1 on the box, smallest chip %2. The player has %3 against the dealer&apos;s %4 and takes even money: does the bet win, lose or push, and what do you pay?</source>
        <comment>blackjack.payout: even money, a blackjack paid its stake once at once against a dealer ace (art. 14 §12 β)</comment>
        <translation>%1 on the box, smallest chip %2. The player has %3 against the dealer&apos;s %4 and takes even money: does the bet win, lose or push, and what do you pay?</translation>
    </message>
    <message>
        <source>Your card is %1 and the box in front of you holds %2. What is your next step: offer insurance, pay the blackjack now, wait, collect, ask the player, move to the next box, draw or stand?</source>
        <comment>blackjack.step: the dealer&apos;s own next move (art. 14 §12, §13); %1 the dealer&apos;s first card, %2 the player&apos;s cards</comment>
        <translation>Your card is %1 and the box in front of you holds %2. What is your next step: offer insurance, pay the blackjack now, wait, collect, ask the player, move to the next box, draw or stand?</translation>
    </message>
    <message>
        <source>Your card is %1, insurance has been offered, and the box in front of you holds %2. What is your next step: offer insurance, pay the blackjack now, wait, collect, ask the player, move to the next box, draw or stand?</source>
        <comment>blackjack.step: as blackjack.step.box, after insurance (and even money) was offered against the dealer&apos;s ace</comment>
        <translation>Your card is %1, insurance has been offered, and the box in front of you holds %2. What is your next step: offer insurance, pay the blackjack now, wait, collect, ask the player, move to the next box, draw or stand?</translation>
    </message>
    <message>
        <source>Every box has played and your cards are %1. What is your next step: offer insurance, pay the blackjack now, wait, collect, ask the player, move to the next box, draw or stand?</source>
        <comment>blackjack.step: the dealer&apos;s turn; %1 his cards so far. No hole card: his second card comes now (art. 14 §12 γ)</comment>
        <translation>Every box has played and your cards are %1. What is your next step: offer insurance, pay the blackjack now, wait, collect, ask the player, move to the next box, draw or stand?</translation>
    </message>
    <message>
        <source>Banco %1, Punto stood</source>
        <comment>A cell of the tableau: Banco&apos;s total when Punto stood. Regulation&apos;s words.</comment>
        <translation>Banco %1, Punto stood</translation>
    </message>
    <message>
        <source>Banco %1 against a third card %2</source>
        <comment>A cell of the tableau: Banco&apos;s total against Punto&apos;s third card.</comment>
        <translation>Banco %1 against a third card %2</translation>
    </message>
    <message>
        <source>Punto %1</source>
        <comment>A cell of the tableau: Punto&apos;s two-card total.</comment>
        <translation>Punto %1</translation>
    </message>
    <message>
        <source>%1 on a roll of %2</source>
        <comment>A cell of the craps layout: a bet (the regulation&apos;s term) and the dice total.</comment>
        <translation>%1 on a roll of %2</translation>
    </message>
    <message>
        <source>%1 offered on Punto; table %2 to %3, smallest chip %4. How much may stay on the layout?</source>
        <comment>baccarat.limit: %1 the stake a punter puts down, %2 and %3 the table&apos;s minimum and maximum (art. 15 §19), %4 the smallest chip. The answer is an amount.</comment>
        <translation>%1 offered on Punto; table %2 to %3, smallest chip %4. How much may stay on the layout?</translation>
    </message>
    <message>
        <source>%1 offered on Banco; table %2 to %3, smallest chip %4. How much may stay on the layout?</source>
        <comment>baccarat.limit: as for Punto, a stake on Banco</comment>
        <translation>%1 offered on Banco; table %2 to %3, smallest chip %4. How much may stay on the layout?</translation>
    </message>
    <message>
        <source>%1 offered on Egalité; table %2 to %3, smallest chip %4. How much may stay on the layout?</source>
        <comment>baccarat.limit: a stake on the tie (Egalité), whose maximum is an eighth of the table&apos;s (art. 15 §19)</comment>
        <translation>%1 offered on Egalité; table %2 to %3, smallest chip %4. How much may stay on the layout?</translation>
    </message>
    <message>
        <source>%1 offered on the Punto pair; table %2 to %3, smallest chip %4, no house cap on the pairs. How much may stay on the layout?</source>
        <comment>baccarat.limit: a side bet; with no cap set by the house it has the Egalité maximum</comment>
        <translation>%1 offered on the Punto pair; table %2 to %3, smallest chip %4, no house cap on the pairs. How much may stay on the layout?</translation>
    </message>
    <message>
        <source>%1 offered on the Banco pair; table %2 to %3, smallest chip %4, no house cap on the pairs. How much may stay on the layout?</source>
        <comment>baccarat.limit: a side bet; with no cap set by the house it has the Egalité maximum</comment>
        <translation>%1 offered on the Banco pair; table %2 to %3, smallest chip %4, no house cap on the pairs. How much may stay on the layout?</translation>
    </message>
    <message>
        <source>%1 offered on Super Six; table %2 to %3, smallest chip %4, no house cap on the side bets. How much may stay on the layout?</source>
        <comment>baccarat.limit: the Super Six side bet; with no house cap, the Egalité maximum</comment>
        <translation>%1 offered on Super Six; table %2 to %3, smallest chip %4, no house cap on the side bets. How much may stay on the layout?</translation>
    </message>
    <message>
        <source>%1 offered on the Punto pair; table %2 to %3, smallest chip %4, the house caps side bets at %5. How much may stay on the layout?</source>
        <comment>baccarat.limit: %5 the casino&apos;s own maximum for the side bets</comment>
        <translation>%1 offered on the Punto pair; table %2 to %3, smallest chip %4, the house caps side bets at %5. How much may stay on the layout?</translation>
    </message>
    <message>
        <source>%1 offered on the Banco pair; table %2 to %3, smallest chip %4, the house caps side bets at %5. How much may stay on the layout?</source>
        <comment>baccarat.limit: %5 the casino&apos;s own maximum for the side bets</comment>
        <translation>%1 offered on the Banco pair; table %2 to %3, smallest chip %4, the house caps side bets at %5. How much may stay on the layout?</translation>
    </message>
    <message>
        <source>%1 offered on Super Six; table %2 to %3, smallest chip %4, the house caps side bets at %5. How much may stay on the layout?</source>
        <comment>baccarat.limit: %5 the casino&apos;s own maximum for the side bets</comment>
        <translation>%1 offered on Super Six; table %2 to %3, smallest chip %4, the house caps side bets at %5. How much may stay on the layout?</translation>
    </message>
    <message>
        <source>Chemin de fer: a punter alone offers %1 against a bank of %2 (%3 staked before him), smallest chip %4. How much may stay?</source>
        <comment>baccarat.limit, chemin de fer (art. 15 §6: the bank is the limit). %3 is 0 here.</comment>
        <translation>Chemin de fer: a punter alone offers %1 against a bank of %2 (%3 staked before him), smallest chip %4. How much may stay?</translation>
    </message>
    <message>
        <source>Chemin de fer: a punter offers %1 against a bank of %2; the punters before him staked %3. Smallest chip %4. How much may stay?</source>
        <comment>baccarat.limit, chemin de fer: the bank covers only what the punters before him left (art. 15 §6)</comment>
        <translation>Chemin de fer: a punter offers %1 against a bank of %2; the punters before him staked %3. Smallest chip %4. How much may stay?</translation>
    </message>
    <message>
        <source>Deux tableaux, limited bank: a punter offers %1; minimum %2, the bank&apos;s limit %3, smallest chip %4. How much may stay?</source>
        <comment>baccarat.limit, deux tableaux with a limited bank (art. 15 §6)</comment>
        <translation>Deux tableaux, limited bank: a punter offers %1; minimum %2, the bank&apos;s limit %3, smallest chip %4. How much may stay?</translation>
    </message>
    <message>
        <source>Deux tableaux, unlimited bank: a punter offers %1; minimum %2, smallest chip %3. How much may stay?</source>
        <comment>baccarat.limit, deux tableaux with an unlimited bank: nothing caps the stake</comment>
        <translation>Deux tableaux, unlimited bank: a punter offers %1; minimum %2, smallest chip %3. How much may stay?</translation>
    </message>
    <message>
        <source>Before the bets are final, the coup&apos;s first card comes out of the sabot face up. What do you do?</source>
        <comment>baccarat.procedure, art. 15 §4–5: the answer is one of the dealer&apos;s steps</comment>
        <translation>Before the bets are final, the coup&apos;s first card comes out of the sabot face up. What do you do?</translation>
    </message>
    <message>
        <source>The bets are final and the cut card comes out as the first card due for the coup. What do you do once the coup&apos;s cards are out?</source>
        <comment>baccarat.procedure, art. 15 §16: the cut card (the yellow card)</comment>
        <translation>The bets are final and the cut card comes out as the first card due for the coup. What do you do once the coup&apos;s cards are out?</translation>
    </message>
    <message>
        <source>The cut card comes out while you deal the coup. What do you do once its cards are out?</source>
        <comment>baccarat.procedure, art. 15 §16 (deux tableaux §2)</comment>
        <translation>The cut card comes out while you deal the coup. What do you do once its cards are out?</translation>
    </message>
    <message>
        <source>You have settled a coup, and the cut card is the next card in the sabot. What do you do?</source>
        <comment>baccarat.procedure, art. 15 §16; deux tableaux §2</comment>
        <translation>You have settled a coup, and the cut card is the next card in the sabot. What do you do?</translation>
    </message>
    <message>
        <source>You have settled the shoe&apos;s last coup. What do you do?</source>
        <comment>baccarat.procedure, art. 15 §16</comment>
        <translation>You have settled the shoe&apos;s last coup. What do you do?</translation>
    </message>
    <message>
        <source>The shoe is over, the players have left with no bet down, and the casino runs the table with the shuffling machine from now on. What do you do?</source>
        <comment>baccarat.procedure, art. 15 §17, §20</comment>
        <translation>The shoe is over, the players have left with no bet down, and the casino runs the table with the shuffling machine from now on. What do you do?</translation>
    </message>
    <message>
        <source>The cards have just been loaded into the shuffling machine. What do you do before the first coup?</source>
        <comment>baccarat.procedure, art. 15 §20 δ(2)–(3)</comment>
        <translation>The cards have just been loaded into the shuffling machine. What do you do before the first coup?</translation>
    </message>
    <message>
        <source>At the shuffling machine, you have settled a coup. What do you do before the next one?</source>
        <comment>baccarat.procedure, art. 15 §20 δ(7)(3)</comment>
        <translation>At the shuffling machine, you have settled a coup. What do you do before the next one?</translation>
    </message>
    <message>
        <source>At the shuffling machine the players have all left with no bet down, and a new player sits down. What do you do?</source>
        <comment>baccarat.procedure, art. 15 §20 δ(6)</comment>
        <translation>At the shuffling machine the players have all left with no bet down, and a new player sits down. What do you do?</translation>
    </message>
    <message>
        <source>%1 under the table maximum</source>
        <comment>A cell of baccarat.limit; %1 a bet</comment>
        <translation>%1 under the table maximum</translation>
    </message>
    <message>
        <source>%1 at the table maximum</source>
        <comment>A cell of baccarat.limit; %1 a bet</comment>
        <translation>%1 at the table maximum</translation>
    </message>
    <message>
        <source>%1 over the table maximum</source>
        <comment>A cell of baccarat.limit; %1 a bet</comment>
        <translation>%1 over the table maximum</translation>
    </message>
    <message>
        <source>Egalité under its eighth</source>
        <comment>A cell of baccarat.limit</comment>
        <translation>Egalité under its eighth</translation>
    </message>
    <message>
        <source>Egalité at its eighth</source>
        <comment>A cell of baccarat.limit</comment>
        <translation>Egalité at its eighth</translation>
    </message>
    <message>
        <source>Egalité over its eighth</source>
        <comment>A cell of baccarat.limit</comment>
        <translation>Egalité over its eighth</translation>
    </message>
    <message>
        <source>Egalité under its eighth, rounded down</source>
        <comment>A cell of baccarat.limit</comment>
        <translation>Egalité under its eighth, rounded down</translation>
    </message>
    <message>
        <source>Egalité at its eighth, rounded down</source>
        <comment>A cell of baccarat.limit</comment>
        <translation>Egalité at its eighth, rounded down</translation>
    </message>
    <message>
        <source>Egalité over its eighth, rounded down</source>
        <comment>A cell of baccarat.limit</comment>
        <translation>Egalité over its eighth, rounded down</translation>
    </message>
    <message>
        <source>%1 under the Egalité maximum</source>
        <comment>A cell of baccarat.limit; %1 a side bet</comment>
        <translation>%1 under the Egalité maximum</translation>
    </message>
    <message>
        <source>%1 at the Egalité maximum</source>
        <comment>A cell of baccarat.limit; %1 a side bet</comment>
        <translation>%1 at the Egalité maximum</translation>
    </message>
    <message>
        <source>%1 over the Egalité maximum</source>
        <comment>A cell of baccarat.limit; %1 a side bet</comment>
        <translation>%1 over the Egalité maximum</translation>
    </message>
    <message>
        <source>%1 under the house&apos;s cap</source>
        <comment>A cell of baccarat.limit; %1 a side bet</comment>
        <translation>%1 under the house&apos;s cap</translation>
    </message>
    <message>
        <source>%1 at the house&apos;s cap</source>
        <comment>A cell of baccarat.limit; %1 a side bet</comment>
        <translation>%1 at the house&apos;s cap</translation>
    </message>
    <message>
        <source>%1 over the house&apos;s cap</source>
        <comment>A cell of baccarat.limit; %1 a side bet</comment>
        <translation>%1 over the house&apos;s cap</translation>
    </message>
    <message>
        <source>Alone, under the bank</source>
        <comment>A cell of baccarat.limit, chemin de fer</comment>
        <translation>Alone, under the bank</translation>
    </message>
    <message>
        <source>Alone, the whole bank (banco)</source>
        <comment>A cell of baccarat.limit, chemin de fer</comment>
        <translation>Alone, the whole bank (banco)</translation>
    </message>
    <message>
        <source>Alone, over the bank</source>
        <comment>A cell of baccarat.limit, chemin de fer</comment>
        <translation>Alone, over the bank</translation>
    </message>
    <message>
        <source>Under what the bank still covers</source>
        <comment>A cell of baccarat.limit, chemin de fer</comment>
        <translation>Under what the bank still covers</translation>
    </message>
    <message>
        <source>At what the bank still covers</source>
        <comment>A cell of baccarat.limit, chemin de fer</comment>
        <translation>At what the bank still covers</translation>
    </message>
    <message>
        <source>Over what the bank still covers</source>
        <comment>A cell of baccarat.limit, chemin de fer</comment>
        <translation>Over what the bank still covers</translation>
    </message>
    <message>
        <source>Under the limited bank</source>
        <comment>A cell of baccarat.limit, deux tableaux</comment>
        <translation>Under the limited bank</translation>
    </message>
    <message>
        <source>At the limited bank</source>
        <comment>A cell of baccarat.limit, deux tableaux</comment>
        <translation>At the limited bank</translation>
    </message>
    <message>
        <source>Over the limited bank</source>
        <comment>A cell of baccarat.limit, deux tableaux</comment>
        <translation>Over the limited bank</translation>
    </message>
    <message>
        <source>An unlimited bank</source>
        <comment>A cell of baccarat.limit, deux tableaux</comment>
        <translation>An unlimited bank</translation>
    </message>
    <message>
        <source>First card exposed</source>
        <comment>A cell of baccarat.procedure (art. 15 §5)</comment>
        <translation>First card exposed</translation>
    </message>
    <message>
        <source>Cut card as the first card</source>
        <comment>A cell of baccarat.procedure (§16)</comment>
        <translation>Cut card as the first card</translation>
    </message>
    <message>
        <source>Cut card during the coup</source>
        <comment>A cell of baccarat.procedure (§16)</comment>
        <translation>Cut card during the coup</translation>
    </message>
    <message>
        <source>Cut card next after a coup</source>
        <comment>A cell of baccarat.procedure (§16; deux tableaux §2)</comment>
        <translation>Cut card next after a coup</translation>
    </message>
    <message>
        <source>After the last coup</source>
        <comment>A cell of baccarat.procedure (§16)</comment>
        <translation>After the last coup</translation>
    </message>
    <message>
        <source>To the shuffling machine</source>
        <comment>A cell of baccarat.procedure (§17, §20)</comment>
        <translation>To the shuffling machine</translation>
    </message>
    <message>
        <source>Machine loaded</source>
        <comment>A cell of baccarat.procedure (§20 δ(3))</comment>
        <translation>Machine loaded</translation>
    </message>
    <message>
        <source>A coup at the machine settled</source>
        <comment>A cell of baccarat.procedure (§20 δ(7))</comment>
        <translation>A coup at the machine settled</translation>
    </message>
    <message>
        <source>The machine&apos;s table emptied</source>
        <comment>A cell of baccarat.procedure (§20 δ(6))</comment>
        <translation>The machine&apos;s table emptied</translation>
    </message>
    <message>
        <source>Your cards: %1. Boxes: %2. At box %3&apos;s turn %4 came out that the player did not ask for; box(es) %5 refused it. What does the dealer do with the first card still waiting: offer it (to which box), take it, or burn it?</source>
        <comment>blackjack.incident: as blackjack.incident.exposed; %5 the boxes that refused, &quot;3, 4&quot;</comment>
        <translation>Your cards: %1. Boxes: %2. At box %3&apos;s turn %4 came out that the player did not ask for; box(es) %5 refused it. What does the dealer do with the first card still waiting: offer it (to which box), take it, or burn it?</translation>
    </message>
    <message>
        <source>Table limits %1 to %2. A player puts %3 on an empty box. What does the dealer do, and what stake stays on the box?</source>
        <comment>blackjack.incident: art. 14 §16; %1 the minimum, %2 the maximum, %3 the bet</comment>
        <translation>Table limits %1 to %2. A player puts %3 on an empty box. What does the dealer do, and what stake stays on the box?</translation>
    </message>
    <message>
        <source>Table limits %1 to %2. The seated player has %3 on the box; a standing player asks to bet %4 on it. What does the dealer do, and what stake of his stays?</source>
        <comment>blackjack.incident: art. 14 §11; %1 minimum, %2 maximum, %3 the seated player&apos;s bet, %4 the standing player&apos;s</comment>
        <translation>Table limits %1 to %2. The seated player has %3 on the box; a standing player asks to bet %4 on it. What does the dealer do, and what stake of his stays?</translation>
    </message>
    <message>
        <source>Table limits %1 to %2. The box holds %3 (seated) and %4 (standing); another standing player asks to bet %5 on it. What does the dealer do, and what stake of his stays?</source>
        <comment>blackjack.incident: art. 14 §11; %3 the seated player&apos;s bet, %4 a standing player&apos;s, %5 the new one</comment>
        <translation>Table limits %1 to %2. The box holds %3 (seated) and %4 (standing); another standing player asks to bet %5 on it. What does the dealer do, and what stake of his stays?</translation>
    </message>
    <message>
        <source>Table limits %1 to %2. The box holds %3 (seated), %4 and %5 (standing); another standing player asks to bet %6 on it. What does the dealer do, and what stake of his stays?</source>
        <comment>blackjack.incident: art. 14 §11; %3 the seated player&apos;s bet, %4 and %5 the standing players&apos;, %6 the new one</comment>
        <translation>Table limits %1 to %2. The box holds %3 (seated), %4 and %5 (standing); another standing player asks to bet %6 on it. What does the dealer do, and what stake of his stays?</translation>
    </message>
    <message>
        <source>The cut card comes out while you deal the first cards of a round. What do you do?</source>
        <comment>blackjack.incident: art. 14 §8, the cut card (κάρτα τελειώματος)</comment>
        <translation>The cut card comes out while you deal the first cards of a round. What do you do?</translation>
    </message>
    <message>
        <source>The cut card comes out while you give a player a card. What do you do?</source>
        <comment>blackjack.incident: art. 14 §8, the cut card (κάρτα τελειώματος)</comment>
        <translation>The cut card comes out while you give a player a card. What do you do?</translation>
    </message>
    <message>
        <source>The cut card comes out while you draw your own hand. What do you do?</source>
        <comment>blackjack.incident: art. 14 §8, the cut card (κάρτα τελειώματος)</comment>
        <translation>The cut card comes out while you draw your own hand. What do you do?</translation>
    </message>
    <message>
        <source>The cut card came out during this round, and every bet of it is now settled. What do you do?</source>
        <comment>blackjack.incident: art. 14 §8, the cut card (κάρτα τελειώματος)</comment>
        <translation>The cut card came out during this round, and every bet of it is now settled. What do you do?</translation>
    </message>
    <message>
        <source>You have called the last round of the shoe (the cut card came out), and it is over. What do you do next?</source>
        <comment>blackjack.incident: art. 14 §8, the cut card (κάρτα τελειώματος)</comment>
        <translation>You have called the last round of the shoe (the cut card came out), and it is over. What do you do next?</translation>
    </message>
    <message>
        <source>The shooter throws: the dice show %1 and %2, but one of them has left the table. What is the next step?</source>
        <comment>craps.incident: %1 and %2 the dice (art. 16 §8). Answers: the dealer&apos;s steps (No Roll, offer the dice, throw…)</comment>
        <translation>The shooter throws: the dice show %1 and %2, but one of them has left the table. What is the next step?</translation>
    </message>
    <message>
        <source>The shooter throws: the dice show %1 and %2, but one of them has stopped on its edge against a stack of chips. What is the next step?</source>
        <comment>craps.incident: %1 and %2 the dice; a cocked die (art. 16 §8)</comment>
        <translation>The shooter throws: the dice show %1 and %2, but one of them has stopped on its edge against a stack of chips. What is the next step?</translation>
    </message>
    <message>
        <source>A die left the table and the stickman has called No Roll. What is the next step?</source>
        <comment>craps.incident: after the call «Ρίψη άκυρη» (No Roll) for a die off the table (art. 16 §8)</comment>
        <translation>A die left the table and the stickman has called No Roll. What is the next step?</translation>
    </message>
    <message>
        <source>A die stopped on its edge against the chips and the stickman has called No Roll; both dice are on the table. What is the next step?</source>
        <comment>craps.incident: after the call «Ρίψη άκυρη» (No Roll) for a cocked die (art. 16 §8)</comment>
        <translation>A die stopped on its edge against the chips and the stickman has called No Roll; both dice are on the table. What is the next step?</translation>
    </message>
    <message>
        <source>A die left the table. While the stickman offers the shooter five dice, a player puts chips on %1. What is the next step?</source>
        <comment>craps.incident: %1 a bet in the regulation&apos;s terms (FIELD, HARD 8…), art. 16 §8</comment>
        <translation>A die left the table. While the stickman offers the shooter five dice, a player puts chips on %1. What is the next step?</translation>
    </message>
    <message>
        <source>A die left the table. The stickman has offered the shooter five dice and he has taken two; nobody bets. What is the next step?</source>
        <comment>craps.incident: art. 16 §8, the change of dice</comment>
        <translation>A die left the table. The stickman has offered the shooter five dice and he has taken two; nobody bets. What is the next step?</translation>
    </message>
    <message>
        <source>Seven-out. The stickman offers the dice to the next player, who declines them. What is the next step?</source>
        <comment>craps.incident: a player declines his turn with the dice (art. 16 §7)</comment>
        <translation>Seven-out. The stickman offers the dice to the next player, who declines them. What is the next step?</translation>
    </message>
    <message>
        <source>Seven-out. The next player takes the dice; his bets on the layout: %1. What is the next step?</source>
        <comment>craps.incident: %1 the new shooter&apos;s bets in the regulation&apos;s terms, comma separated (art. 16 §9)</comment>
        <translation>Seven-out. The next player takes the dice; his bets on the layout: %1. What is the next step?</translation>
    </message>
    <message>
        <source>Seven-out. The next player takes the dice; he has no bet on the layout. What is the next step?</source>
        <comment>craps.incident: the new shooter has no bet at all (art. 16 §9)</comment>
        <translation>Seven-out. The next player takes the dice; he has no bet on the layout. What is the next step?</translation>
    </message>
    <message>
        <source>The puck is OFF. A player asks to take down his %1. What is the next step?</source>
        <comment>craps.incident: %1 a bet in the regulation&apos;s terms, with its number for a COME or DON&apos;T COME bet that has travelled (&quot;COME 5&quot;); art. 16 §10 α</comment>
        <translation>The puck is OFF. A player asks to take down his %1. What is the next step?</translation>
    </message>
    <message>
        <source>The puck is OFF. A player asks to take down his %1, which has odds behind it. What is the next step?</source>
        <comment>craps.incident: as craps.incident.take-down.come-out; the odds stay behind the bet</comment>
        <translation>The puck is OFF. A player asks to take down his %1, which has odds behind it. What is the next step?</translation>
    </message>
    <message>
        <source>The point is %1. A player asks to take down his %2. What is the next step?</source>
        <comment>craps.incident: %1 the point, %2 the bet as in craps.incident.take-down.come-out</comment>
        <translation>The point is %1. A player asks to take down his %2. What is the next step?</translation>
    </message>
    <message>
        <source>The point is %1. A player asks to take down his %2, which has odds behind it. What is the next step?</source>
        <comment>craps.incident: as craps.incident.take-down.point; the odds stay behind the bet</comment>
        <translation>The point is %1. A player asks to take down his %2, which has odds behind it. What is the next step?</translation>
    </message>
    <message>
        <source>A voided throw (%1)</source>
        <comment>A cell of the craps incidents: %1 off-table or cocked, the cause (art. 16 §8).</comment>
        <translation>A voided throw (%1)</translation>
    </message>
    <message>
        <source>After No Roll (%1)</source>
        <comment>A cell of the craps incidents: %1 off-table or cocked, the cause (art. 16 §8).</comment>
        <translation>After No Roll (%1)</translation>
    </message>
    <message>
        <source>Dice offered, a bet: %1</source>
        <comment>A cell of the craps incidents: %1 bet (a player tries one) or none (art. 16 §8).</comment>
        <translation>Dice offered, a bet: %1</translation>
    </message>
    <message>
        <source>The dice come to a player (%1)</source>
        <comment>A cell of the craps incidents: %1 declines, or his line bet: pass, dont-pass or none (art. 16 §7, §9).</comment>
        <translation>The dice come to a player (%1)</translation>
    </message>
    <message>
        <source>Take down %1</source>
        <comment>A cell of the craps incidents: %1 the bet a player asks to take down (art. 16 §10 α).</comment>
        <translation>Take down %1</translation>
    </message>
    <message>
        <source>Pay %1 from a float of %2 (smallest chip %3): which chips, and how many of each, make it in the fewest chips?</source>
        <comment>chips.pay: %1 the amount to hand over, %2 the float&apos;s chips, %3 the smallest chip. The answer is a count per chip</comment>
        <translation>Pay %1 from a float of %2 (smallest chip %3): which chips, and how many of each, make it in the fewest chips?</translation>
    </message>
    <message>
        <source>Paid in %1</source>
        <comment>A cell of chips.pay; %1 the chips used, &quot;5 + 25&quot;</comment>
        <translation>Paid in %1</translation>
    </message>
    <message>
        <source>Paid in %1, not largest chip first</source>
        <comment>A cell of chips.pay; %1 the chips used, &quot;20&quot;; taking the largest chip first would use more chips</comment>
        <translation>Paid in %1, not largest chip first</translation>
    </message>
    <message>
        <source>Colour up a player&apos;s chips, %1, from a float of %2: which chips, and how many of each, are worth the same in the fewest chips?</source>
        <comment>chips.colour-up: %1 the player&apos;s chips (&quot;12 × 5 + 4 × 1&quot;), %2 the float&apos;s chips. Colouring up: exchanging small chips for fewer of higher value</comment>
        <translation>Colour up a player&apos;s chips, %1, from a float of %2: which chips, and how many of each, are worth the same in the fewest chips?</translation>
    </message>
    <message>
        <source>A player puts down %1 in cash at a table whose smallest chip is %2 (chips %3): which chips, fewest, and how much cash goes back?</source>
        <comment>chips.change: %1 the cash, %2 the table&apos;s smallest chip, %3 the chips of the table. A house convention: chips of at least the table&apos;s smallest, the rest in cash</comment>
        <translation>A player puts down %1 in cash at a table whose smallest chip is %2 (chips %3): which chips, fewest, and how much cash goes back?</translation>
    </message>
    <message>
        <source>How much is on the layout? The stacks, each from the bottom, apart by |: %1 (smallest chip %2).</source>
        <comment>chips.count: %1 the stacks, &quot;20 × 5 | 4 × 25 + 3 × 5&quot;: a run of 4 chips of 25 under 3 of 5 in the second stack</comment>
        <translation>How much is on the layout? The stacks, each from the bottom, apart by |: %1 (smallest chip %2).</translation>
    </message>
    <message>
        <source>Coloured up into %1</source>
        <comment>A cell of chips.colour-up; %1 the chips used, &quot;5 + 25&quot;</comment>
        <translation>Coloured up into %1</translation>
    </message>
    <message>
        <source>Coloured up into %1, not largest chip first</source>
        <comment>A cell of chips.colour-up; %1 the chips used; taking the largest chip first would use more chips</comment>
        <translation>Coloured up into %1, not largest chip first</translation>
    </message>
    <message>
        <source>Cash changed into %1</source>
        <comment>A cell of chips.change; %1 the chips used</comment>
        <translation>Cash changed into %1</translation>
    </message>
    <message>
        <source>Cash changed into %1, some handed back</source>
        <comment>A cell of chips.change; %1 the chips used; part of the cash is below the table&apos;s smallest chip and goes back</comment>
        <translation>Cash changed into %1, some handed back</translation>
    </message>
    <message>
        <source>Stacks of %1</source>
        <comment>A cell of chips.count: every chip is of %1</comment>
        <translation>Stacks of %1</translation>
    </message>
    <message>
        <source>Stacks of one colour each, up to %1</source>
        <comment>A cell of chips.count: each stack one value, the largest %1</comment>
        <translation>Stacks of one colour each, up to %1</translation>
    </message>
    <message>
        <source>Mixed stacks, up to %1</source>
        <comment>A cell of chips.count: stacks of several values, the largest %1</comment>
        <translation>Mixed stacks, up to %1</translation>
    </message>
    <message>
        <source>A bet of %1 chips of %2 wins at %3; stacks of %4 (smallest chip %5). What is paid, how many full stacks and loose chips of %2, and the rest in which chips?</source>
        <comment>chips.cut: %1 how many chips the bet is, %2 their value, %3 the payout ratio (3:2), %4 the chips in a full stack (5 or 20), %5 the smallest chip. Cutting: paying in the bet&apos;s own chips, sized against the bet</comment>
        <translation>A bet of %1 chips of %2 wins at %3; stacks of %4 (smallest chip %5). What is paid, how many full stacks and loose chips of %2, and the rest in which chips?</translation>
    </message>
    <message>
        <source>%1 put down on %2, smallest chip %3. In proper units, what stake do you book, and what does it win?</source>
        <comment>chips.units: %1 the money put down, %2 the bet in the regulation&apos;s terms (PLACE 6 (RIGHT BET)), %3 the smallest chip. Proper units: a stake whose win is whole chips</comment>
        <translation>%1 put down on %2, smallest chip %3. In proper units, what stake do you book, and what does it win?</translation>
    </message>
    <message>
        <source>%1 put down on %2 with the point %3, smallest chip %4. In proper units, what stake do you book, and what does it win?</source>
        <comment>chips.units: %2 the odds bet (WIN ODDS…), %3 the point or come point</comment>
        <translation>%1 put down on %2 with the point %3, smallest chip %4. In proper units, what stake do you book, and what does it win?</translation>
    </message>
    <message>
        <source>Cut at %1 in stacks of %2</source>
        <comment>A cell of chips.cut: %1 the ratio, %2 chips a stack; the payout is whole chips of the bet</comment>
        <translation>Cut at %1 in stacks of %2</translation>
    </message>
    <message>
        <source>Cut at %1 in stacks of %2, with a rest</source>
        <comment>A cell of chips.cut: part of the payout is below one of the bet&apos;s chips</comment>
        <translation>Cut at %1 in stacks of %2, with a rest</translation>
    </message>
    <message>
        <source>%1 on %2, in proper units</source>
        <comment>A cell of chips.units: %1 the bet, %2 its number; the stake already in units</comment>
        <translation>%1 on %2, in proper units</translation>
    </message>
    <message>
        <source>%1 on %2, brought to proper units</source>
        <comment>A cell of chips.units: %1 the bet, %2 its number; part of the stake goes back</comment>
        <translation>%1 on %2, brought to proper units</translation>
    </message>
    <message>
        <source>How much is on the layout? Count the stacks as they lie (smallest chip %1).</source>
        <comment>chips.count, the stacks drawn on the felt beside the question; %1 the table&apos;s smallest chip</comment>
        <translation>How much is on the layout? Count the stacks as they lie (smallest chip %1).</translation>
    </message>
    <message>
        <source>Two cards making %1</source>
        <comment>A cell of baccarat.total: %1 the point 0–9 (art. 15 §13).</comment>
        <translation>Two cards making %1</translation>
    </message>
    <message>
        <source>Three cards making %1</source>
        <comment>A cell of baccarat.total: %1 the point 0–9 (art. 15 §13).</comment>
        <translation>Three cards making %1</translation>
    </message>
    <message>
        <source>Punto %1 against Banco %2, third card %3</source>
        <comment>A cell of baccarat.coup: %1 and %2 the two-card points, %3 the value of Punto&apos;s third card. Regulation&apos;s words.</comment>
        <translation>Punto %1 against Banco %2, third card %3</translation>
    </message>
    <message>
        <source>Punto %1 against Banco %2, Punto on two cards</source>
        <comment>A cell of baccarat.coup: %1 and %2 the two-card points; Punto took no third card.</comment>
        <translation>Punto %1 against Banco %2, Punto on two cards</translation>
    </message>
    <message>
        <source>%1 bet, Punto wins</source>
        <comment>A cell of baccarat.payout; %1 a bet such as &quot;Banco&quot;.</comment>
        <translation>%1 bet, Punto wins</translation>
    </message>
    <message>
        <source>%1 bet, Banco wins with other than 6</source>
        <comment>A cell of baccarat.payout; %1 a bet.</comment>
        <translation>%1 bet, Banco wins with other than 6</translation>
    </message>
    <message>
        <source>%1 bet, Banco wins with 6 on two cards</source>
        <comment>A cell of baccarat.payout; %1 a bet.</comment>
        <translation>%1 bet, Banco wins with 6 on two cards</translation>
    </message>
    <message>
        <source>%1 bet, Banco wins with 6 on three cards</source>
        <comment>A cell of baccarat.payout; %1 a bet.</comment>
        <translation>%1 bet, Banco wins with 6 on three cards</translation>
    </message>
    <message>
        <source>%1 bet, Egalité</source>
        <comment>A cell of baccarat.payout; %1 a bet; the coup is a tie.</comment>
        <translation>%1 bet, Egalité</translation>
    </message>
    <message>
        <source>%1 bet, the pair came</source>
        <comment>A cell of baccarat.payout; %1 a pair bet; its hand&apos;s first two cards are a pair.</comment>
        <translation>%1 bet, the pair came</translation>
    </message>
    <message>
        <source>%1 bet, no pair</source>
        <comment>A cell of baccarat.payout; %1 a pair bet; its hand&apos;s first two cards are no pair.</comment>
        <translation>%1 bet, no pair</translation>
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
        <translation>Punto pair</translation>
    </message>
    <message>
        <source>Banco pair</source>
        <comment>A baccarat side bet&apos;s name in a cell&apos;s words.</comment>
        <translation>Banco pair</translation>
    </message>
    <message>
        <source>Chips of %1, the 5 % on whole chips</source>
        <comment>A cell of baccarat.cagnotte (γκανιότα, art. 15 §7); %1 an amount.</comment>
        <translation>Chips of %1, the 5 % on whole chips</translation>
    </message>
    <message>
        <source>Chips of %1, the 5 % between two chips</source>
        <comment>A cell of baccarat.cagnotte; %1 an amount; the share is rounded down.</comment>
        <translation>Chips of %1, the 5 % between two chips</translation>
    </message>
    <message>
        <source>Chips of %1, the 5 % under one chip</source>
        <comment>A cell of baccarat.cagnotte; %1 an amount; nothing is kept.</comment>
        <translation>Chips of %1, the 5 % under one chip</translation>
    </message>
    <message>
        <source>One card, %1</source>
        <comment>A cell of a blackjack hand: one card, %1 its value 2–10.</comment>
        <translation>One card, %1</translation>
    </message>
    <message>
        <source>One card, an ace</source>
        <comment>A cell of a blackjack hand.</comment>
        <translation>One card, an ace</translation>
    </message>
    <message>
        <source>Blackjack</source>
        <comment>A cell of a blackjack hand: an ace and a ten-value card.</comment>
        <translation>Blackjack</translation>
    </message>
    <message>
        <source>%1 cards, hard %2</source>
        <comment>A cell of a blackjack hand: %1 the number of cards (2–6), %2 the total; no ace.</comment>
        <translation>%1 cards, hard %2</translation>
    </message>
    <message>
        <source>%1 cards, hard %2 with an ace</source>
        <comment>A cell of a blackjack hand: the ace counts 1.</comment>
        <translation>%1 cards, hard %2 with an ace</translation>
    </message>
    <message>
        <source>%1 cards, hard %2 with two aces or more</source>
        <comment>A cell of a blackjack hand: every ace counts 1.</comment>
        <translation>%1 cards, hard %2 with two aces or more</translation>
    </message>
    <message>
        <source>%1 cards, soft %2</source>
        <comment>A cell of a blackjack hand: %1 cards, %2 the total with the ace counted 11.</comment>
        <translation>%1 cards, soft %2</translation>
    </message>
    <message>
        <source>%1 cards, soft %2 with two aces or more</source>
        <comment>A cell of a blackjack hand: one ace counts 11.</comment>
        <translation>%1 cards, soft %2 with two aces or more</translation>
    </message>
    <message>
        <source>%1 cards, bust at %2</source>
        <comment>A cell of a blackjack hand: %2 the total over 21; no ace.</comment>
        <translation>%1 cards, bust at %2</translation>
    </message>
    <message>
        <source>%1 cards, bust at %2 with an ace</source>
        <comment>A cell of a blackjack hand: %2 the total over 21.</comment>
        <translation>%1 cards, bust at %2 with an ace</translation>
    </message>
    <message>
        <source>%1 cards, bust at %2 with two aces or more</source>
        <comment>A cell of a blackjack hand: %2 the total over 21.</comment>
        <translation>%1 cards, bust at %2 with two aces or more</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <comment>A cell of blackjack.dealer: %1 his hand, such as &quot;3 cards, soft 17&quot;.</comment>
        <translation>Dealer: %1</translation>
    </message>
    <message>
        <source>blackjack</source>
        <comment>The dealer&apos;s ending in a cell&apos;s words: &quot;against the dealer&apos;s blackjack&quot;.</comment>
        <translation>blackjack</translation>
    </message>
    <message>
        <source>bust</source>
        <comment>The dealer&apos;s ending in a cell&apos;s words: he went over 21.</comment>
        <translation>bust</translation>
    </message>
    <message>
        <source>first card alone</source>
        <comment>The dealer&apos;s ending in a cell&apos;s words: the bet was settled before he drew (art. 14 §12 β).</comment>
        <translation>first card alone</translation>
    </message>
    <message>
        <source>%1 against the dealer&apos;s %2, %3</source>
        <comment>A cell of blackjack.payout: %1 such as &quot;Two cards&quot;, %2 17–21 or cell.blackjack.end.*, %3 such as &quot;an odd number of chips&quot;.</comment>
        <translation>%1 against the dealer&apos;s %2, %3</translation>
    </message>
    <message>
        <source>A bust hand</source>
        <comment>The player&apos;s hand in a cell of blackjack.payout.</comment>
        <translation>A bust hand</translation>
    </message>
    <message>
        <source>A blackjack</source>
        <comment>The player&apos;s hand in a cell of blackjack.payout.</comment>
        <translation>A blackjack</translation>
    </message>
    <message>
        <source>Two cards</source>
        <comment>The player&apos;s hand in a cell of blackjack.payout: he stood on two cards.</comment>
        <translation>Two cards</translation>
    </message>
    <message>
        <source>Three cards or more</source>
        <comment>The player&apos;s hand in a cell of blackjack.payout, a double included.</comment>
        <translation>Three cards or more</translation>
    </message>
    <message>
        <source>A split hand</source>
        <comment>The player&apos;s hand in a cell of blackjack.payout (art. 14 §14).</comment>
        <translation>A split hand</translation>
    </message>
    <message>
        <source>A split ace</source>
        <comment>The player&apos;s hand in a cell of blackjack.payout: an ace of a split pair and its one card.</comment>
        <translation>A split ace</translation>
    </message>
    <message>
        <source>Insurance</source>
        <comment>The bet in a cell of blackjack.payout (art. 14 §13).</comment>
        <translation>Insurance</translation>
    </message>
    <message>
        <source>Even money</source>
        <comment>The bet in a cell of blackjack.payout (art. 14 §12 β).</comment>
        <translation>Even money</translation>
    </message>
    <message>
        <source>an even number of chips</source>
        <comment>The stake in a cell of blackjack.payout.</comment>
        <translation>an even number of chips</translation>
    </message>
    <message>
        <source>an odd number of chips</source>
        <comment>The stake in a cell of blackjack.payout: a 3:2 falls between chips.</comment>
        <translation>an odd number of chips</translation>
    </message>
    <message>
        <source>a stake off the chip</source>
        <comment>The stake in a cell of blackjack.payout: not a whole number of the table&apos;s smallest chip.</comment>
        <translation>a stake off the chip</translation>
    </message>
    <message>
        <source>Dealer&apos;s first card an ace, ending on %1</source>
        <comment>A cell of blackjack.round: %1 17–21 or cell.blackjack.end.*.</comment>
        <translation>Dealer&apos;s first card an ace, ending on %1</translation>
    </message>
    <message>
        <source>Dealer&apos;s first card not an ace, ending on %1</source>
        <comment>A cell of blackjack.round: %1 17–21 or cell.blackjack.end.*.</comment>
        <translation>Dealer&apos;s first card not an ace, ending on %1</translation>
    </message>
    <message>
        <source>Ace showing, before insurance: %1</source>
        <comment>A cell of blackjack.step (art. 14 §13): %1 the box, such as &quot;a box on 21&quot;.</comment>
        <translation>Ace showing, before insurance: %1</translation>
    </message>
    <message>
        <source>Dealer&apos;s first card %1: %2</source>
        <comment>A cell of blackjack.step: %1 such as &quot;a ten-value card&quot;, %2 the box in front of him.</comment>
        <translation>Dealer&apos;s first card %1: %2</translation>
    </message>
    <message>
        <source>Dealer&apos;s hand: %1</source>
        <comment>A cell of blackjack.step (art. 14 §12 γ): %1 such as &quot;soft 17&quot;.</comment>
        <translation>Dealer&apos;s hand: %1</translation>
    </message>
    <message>
        <source>an ace</source>
        <comment>The dealer&apos;s first card in a cell of blackjack.step.</comment>
        <translation>an ace</translation>
    </message>
    <message>
        <source>a ten-value card</source>
        <comment>The dealer&apos;s first card in a cell of blackjack.step.</comment>
        <translation>a ten-value card</translation>
    </message>
    <message>
        <source>2 to 9</source>
        <comment>The dealer&apos;s first card in a cell of blackjack.step.</comment>
        <translation>2 to 9</translation>
    </message>
    <message>
        <source>every box played</source>
        <comment>The box in a cell of blackjack.step: none is left.</comment>
        <translation>every box played</translation>
    </message>
    <message>
        <source>a box with a blackjack</source>
        <comment>The box in a cell of blackjack.step.</comment>
        <translation>a box with a blackjack</translation>
    </message>
    <message>
        <source>a bust box</source>
        <comment>The box in a cell of blackjack.step.</comment>
        <translation>a bust box</translation>
    </message>
    <message>
        <source>a box on 21</source>
        <comment>The box in a cell of blackjack.step: 21 on three cards or more.</comment>
        <translation>a box on 21</translation>
    </message>
    <message>
        <source>a box below 21</source>
        <comment>The box in a cell of blackjack.step: still playing.</comment>
        <translation>a box below 21</translation>
    </message>
    <message>
        <source>hard below 17</source>
        <comment>The dealer&apos;s hand in a cell of blackjack.step.</comment>
        <translation>hard below 17</translation>
    </message>
    <message>
        <source>soft below 17</source>
        <comment>The dealer&apos;s hand in a cell of blackjack.step.</comment>
        <translation>soft below 17</translation>
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
        <translation>18 to 21</translation>
    </message>
    <message>
        <source>blackjack</source>
        <comment>The dealer&apos;s hand in a cell of blackjack.step.</comment>
        <translation>blackjack</translation>
    </message>
    <message>
        <source>bust</source>
        <comment>The dealer&apos;s hand in a cell of blackjack.step.</comment>
        <translation>bust</translation>
    </message>
    <message>
        <source>A card showed its face</source>
        <comment>A cell of blackjack.incident (art. 14 §7 ¶1).</comment>
        <translation>A card showed its face</translation>
    </message>
    <message>
        <source>Exposed card, offered to the next box</source>
        <comment>A cell of blackjack.incident (art. 14 §7 ¶2).</comment>
        <translation>Exposed card, offered to the next box</translation>
    </message>
    <message>
        <source>Exposed card, past a finished box</source>
        <comment>A cell of blackjack.incident (art. 14 §7 ¶2): the next box has a blackjack or 21.</comment>
        <translation>Exposed card, past a finished box</translation>
    </message>
    <message>
        <source>Exposed card, after a refusal</source>
        <comment>A cell of blackjack.incident (art. 14 §7 ¶2).</comment>
        <translation>Exposed card, after a refusal</translation>
    </message>
    <message>
        <source>Exposed card at the last box</source>
        <comment>A cell of blackjack.incident (art. 14 §7 ¶2): the dealer takes it.</comment>
        <translation>Exposed card at the last box</translation>
    </message>
    <message>
        <source>Exposed card, every box refused</source>
        <comment>A cell of blackjack.incident (art. 14 §7 ¶2): the dealer takes it.</comment>
        <translation>Exposed card, every box refused</translation>
    </message>
    <message>
        <source>Two exposed cards, dealer under 17</source>
        <comment>A cell of blackjack.incident (art. 14 §7 ¶2).</comment>
        <translation>Two exposed cards, dealer under 17</translation>
    </message>
    <message>
        <source>Two exposed cards, dealer on 17 or more</source>
        <comment>A cell of blackjack.incident (art. 14 §7 ¶2): the second is burned.</comment>
        <translation>Two exposed cards, dealer on 17 or more</translation>
    </message>
    <message>
        <source>A bet over the maximum</source>
        <comment>A cell of blackjack.incident (art. 14 §16).</comment>
        <translation>A bet over the maximum</translation>
    </message>
    <message>
        <source>A bet at the maximum</source>
        <comment>A cell of blackjack.incident (art. 14 §16).</comment>
        <translation>A bet at the maximum</translation>
    </message>
    <message>
        <source>A first standing bettor</source>
        <comment>A cell of blackjack.incident (art. 14 §11).</comment>
        <translation>A first standing bettor</translation>
    </message>
    <message>
        <source>A second standing bettor</source>
        <comment>A cell of blackjack.incident (art. 14 §11).</comment>
        <translation>A second standing bettor</translation>
    </message>
    <message>
        <source>A third standing bettor</source>
        <comment>A cell of blackjack.incident (art. 14 §11).</comment>
        <translation>A third standing bettor</translation>
    </message>
    <message>
        <source>A standing bet over the box&apos;s maximum</source>
        <comment>A cell of blackjack.incident (art. 14 §11): brought down to the room left.</comment>
        <translation>A standing bet over the box&apos;s maximum</translation>
    </message>
    <message>
        <source>A standing bet, no room left</source>
        <comment>A cell of blackjack.incident (art. 14 §11): the room left is under the minimum.</comment>
        <translation>A standing bet, no room left</translation>
    </message>
    <message>
        <source>Cut card in the deal</source>
        <comment>A cell of blackjack.incident (art. 14 §8, κάρτα τελειώματος).</comment>
        <translation>Cut card in the deal</translation>
    </message>
    <message>
        <source>Cut card at a box&apos;s turn</source>
        <comment>A cell of blackjack.incident (art. 14 §8).</comment>
        <translation>Cut card at a box&apos;s turn</translation>
    </message>
    <message>
        <source>Cut card in the dealer&apos;s hand</source>
        <comment>A cell of blackjack.incident (art. 14 §8).</comment>
        <translation>Cut card in the dealer&apos;s hand</translation>
    </message>
    <message>
        <source>Cut card, the round settled</source>
        <comment>A cell of blackjack.incident (art. 14 §8).</comment>
        <translation>Cut card, the round settled</translation>
    </message>
    <message>
        <source>Last round called and over</source>
        <comment>A cell of blackjack.incident (art. 14 §8, §2).</comment>
        <translation>Last round called and over</translation>
    </message>
    <message>
        <source>Come-out roll, %1</source>
        <comment>A cell of craps.layout: %1 the dice total.</comment>
        <translation>Come-out roll, %1</translation>
    </message>
    <message>
        <source>Come-out roll, hard %1</source>
        <comment>A cell of craps.layout: %1 4, 6, 8 or 10 thrown as doubles.</comment>
        <translation>Come-out roll, hard %1</translation>
    </message>
    <message>
        <source>Come-out roll, easy %1</source>
        <comment>A cell of craps.layout: %1 4, 6, 8 or 10 not thrown as doubles.</comment>
        <translation>Come-out roll, easy %1</translation>
    </message>
    <message>
        <source>Point %1, roll %2</source>
        <comment>A cell of craps.layout: %1 the point, %2 the dice total.</comment>
        <translation>Point %1, roll %2</translation>
    </message>
    <message>
        <source>Point %1, hard %2</source>
        <comment>A cell of craps.layout: %1 the point, %2 4, 6, 8 or 10 as doubles.</comment>
        <translation>Point %1, hard %2</translation>
    </message>
    <message>
        <source>Point %1, easy %2</source>
        <comment>A cell of craps.layout: %1 the point, %2 4, 6, 8 or 10 not as doubles.</comment>
        <translation>Point %1, easy %2</translation>
    </message>
    <message>
        <source>Maximum on %1</source>
        <comment>A cell of craps.maximum (art. 16 §3–5): %1 a bet such as &quot;FIELD&quot;.</comment>
        <translation>Maximum on %1</translation>
    </message>
    <message>
        <source>Maximum on %1, point %2</source>
        <comment>A cell of craps.maximum: %1 an odds bet, %2 its point.</comment>
        <translation>Maximum on %1, point %2</translation>
    </message>
    <message>
        <source>Cards %1: what is the point?</source>
        <comment>baccarat.total: %1 is a list of 2 or 3 cards such as &quot;7♥ 8♠&quot;; the point is the sum modulo 10 (art. 15 §13)</comment>
        <translation>Cards %1: what is the point?</translation>
    </message>
    <message>
        <source>Punto %1, Banco %2: does Punto draw a third card?</source>
        <comment>baccarat.draw: %1 and %2 are cards such as &quot;7♥ 8♠&quot;. The answer is draw, stand or option. Keep Punto and Banco as in the regulation.</comment>
        <translation>Punto %1, Banco %2: does Punto draw a third card?</translation>
    </message>
    <message>
        <source>A new shoe: the first card turned is %1. How many cards go to the discard holder, the first included?</source>
        <comment>baccarat.burn: %1 is a card such as &quot;7♥&quot; or &quot;10♠&quot;; art. 15 §9, the burn</comment>
        <translation>A new shoe: the first card turned is %1. How many cards go to the discard holder, the first included?</translation>
    </message>
    <message>
        <source>First card %1</source>
        <comment>A cell of baccarat.burn (art. 15 §9): %1 a rank, A 2–10 J Q K.</comment>
        <translation>First card %1</translation>
    </message>
    <message>
        <source>Cards %1: what is the total? Is it soft, a blackjack, bust?</source>
        <comment>blackjack.total: %1 is a hand such as &quot;A♠ 6♥ 4♦&quot;. Soft: an ace counts 11. Blackjack: 21 on two cards. Bust: over 21 (art. 14 §12)</comment>
        <translation>Cards %1: what is the total? Is it soft, a blackjack, bust?</translation>
    </message>
    <message>
        <source>The dealer has %1: does he draw or stand?</source>
        <comment>blackjack.dealer: %1 is the dealer&apos;s hand such as &quot;A♠ 6♥&quot;; he stands on 17 or more, a soft 17 included (art. 14 §12 γ)</comment>
        <translation>The dealer has %1: does he draw or stand?</translation>
    </message>
    <message>
        <source>The dealer&apos;s hand is %1, smallest chip %2. The boxes from the dealer&apos;s left, each as bet: cards (×2 a double, / between split hands, +N insured for N, (1:1) even money taken): %3. How much do you pay, how much do you collect, and how many hands push?</source>
        <comment>blackjack.round: %1 the dealer&apos;s finished hand, %2 the smallest chip, %3 the boxes such as &quot;1) 10 +5: 8♠ 3♥ / 8♦ 10♦ ×2 · 2) 20: A♠ K♦ (1:1)&quot;; keep the symbols ×2, /, + and (1:1) as they are</comment>
        <translation>The dealer&apos;s hand is %1, smallest chip %2. The boxes from the dealer&apos;s left, each as bet: cards (×2 a double, / between split hands, +N insured for N, (1:1) even money taken): %3. How much do you pay, how much do you collect, and how many hands push?</translation>
    </message>
    <message>
        <source>Your cards: %1. Boxes: %2. At box %3&apos;s turn the next card in the shoe shows its face: %4. What does the dealer do with it?</source>
        <comment>blackjack.incident: art. 14 §7 ¶1; %1 the dealer&apos;s cards, %2 the boxes as &quot;2) 10♠ 5♦ · 5) 9♣ 7♥&quot;, %3 a box number, %4 a card</comment>
        <translation>Your cards: %1. Boxes: %2. At box %3&apos;s turn the next card in the shoe shows its face: %4. What does the dealer do with it?</translation>
    </message>
    <message>
        <source>Your cards: %1. Boxes: %2. At box %3&apos;s turn %4 came out that the player did not ask for. What does the dealer do with the first card still waiting: offer it (to which box), take it, or burn it?</source>
        <comment>blackjack.incident: art. 14 §7 ¶2; %1 the dealer&apos;s cards (his first, then any exposed card he took), %2 the boxes as &quot;2) 10♠ 5♦ · 5) 9♣ 7♥&quot;, %3 a box number, %4 the exposed cards in order</comment>
        <translation>Your cards: %1. Boxes: %2. At box %3&apos;s turn %4 came out that the player did not ask for. What does the dealer do with the first card still waiting: offer it (to which box), take it, or burn it?</translation>
    </message>
    <message>
        <source>The dealer&apos;s steps of round %2 (seed %3): %1. Which step is the first wrong one, what is the error, and what is the remedy? (none, if every step is right)</source>
        <comment>protection.spot: %1 the steps, each its index, the action and what it acts on, in the question bank&apos;s notation; %2 the round; %3 the seed it was dealt from</comment>
        <translation>The dealer&apos;s steps of round %2 (seed %3): %1. Which step is the first wrong one, what is the error, and what is the remedy? (none, if every step is right)</translation>
    </message>
    <message>
        <source>A round with no error</source>
        <comment>A cell of protection.spot</comment>
        <translation>A round with no error</translation>
    </message>
    <message>
        <source>A card drawn where the rule stands</source>
        <comment>A cell of protection.spot</comment>
        <translation>A card drawn where the rule stands</translation>
    </message>
    <message>
        <source>No card drawn where the rule draws</source>
        <comment>A cell of protection.spot</comment>
        <translation>No card drawn where the rule draws</translation>
    </message>
    <message>
        <source>A total or point called wrong</source>
        <comment>A cell of protection.spot</comment>
        <translation>A total or point called wrong</translation>
    </message>
    <message>
        <source>The wrong winner announced</source>
        <comment>A cell of protection.spot</comment>
        <translation>The wrong winner announced</translation>
    </message>
    <message>
        <source>Banco paid without its commission</source>
        <comment>A cell of protection.spot</comment>
        <translation>Banco paid without its commission</translation>
    </message>
    <message>
        <source>A payment short</source>
        <comment>A cell of protection.spot</comment>
        <translation>A payment short</translation>
    </message>
    <message>
        <source>A payment over</source>
        <comment>A cell of protection.spot</comment>
        <translation>A payment over</translation>
    </message>
    <message>
        <source>A winner paid before the losers were collected</source>
        <comment>A cell of protection.spot</comment>
        <translation>A winner paid before the losers were collected</translation>
    </message>
    <message>
        <source>A bet put down after the result</source>
        <comment>A cell of protection.spot</comment>
        <translation>A bet put down after the result</translation>
    </message>
    <message>
        <source>An exposed card played on</source>
        <comment>A cell of protection.spot</comment>
        <translation>An exposed card played on</translation>
    </message>
    <message>
        <source>The cut card ignored</source>
        <comment>A cell of protection.spot</comment>
        <translation>The cut card ignored</translation>
    </message>
    <message>
        <source>A come bet moved to the wrong number</source>
        <comment>A cell of protection.spot</comment>
        <translation>A come bet moved to the wrong number</translation>
    </message>
    <message>
        <source>The puck on the wrong number</source>
        <comment>A cell of protection.spot</comment>
        <translation>The puck on the wrong number</translation>
    </message>
    <message>
        <source>A die off the table, the throw settled</source>
        <comment>A cell of protection.spot</comment>
        <translation>A die off the table, the throw settled</translation>
    </message>
    <message>
        <source>Player %1, banker %2: does the player draw a third card?</source>
        <comment>baccarat.draw at chemin de fer: %1 and %2 are cards. The player and the banker are art. 15&apos;s ο παίκτης and ο πάγκος (PLAYER and BANKER on the felt)</comment>
        <translation>Player %1, banker %2: does the player draw a third card?</translation>
    </message>
    <message>
        <source>Player %1, banker %2: does the banker draw a third card?</source>
        <comment>baccarat.draw at chemin de fer: %1 and %2 are cards; the player may already have a third card</comment>
        <translation>Player %1, banker %2: does the banker draw a third card?</translation>
    </message>
    <message>
        <source>Tableau %1, bank %2: does the tableau draw a third card?</source>
        <comment>baccarat.draw at deux tableaux: %1 and %2 are cards; a tableau and the bank as the felt prints them (TABLEAU, BANK)</comment>
        <translation>Tableau %1, bank %2: does the tableau draw a third card?</translation>
    </message>
    <message>
        <source>Tableau %1, bank %2: does the bank draw a third card?</source>
        <comment>baccarat.draw at deux tableaux: %1 and %2 are cards; the tableau may already have a third card</comment>
        <translation>Tableau %1, bank %2: does the bank draw a third card?</translation>
    </message>
    <message>
        <source>Banker %1, the player stood</source>
        <comment>A cell of the tableau at chemin de fer: the banker&apos;s (ο πάγκος) total when the player stood.</comment>
        <translation>Banker %1, the player stood</translation>
    </message>
    <message>
        <source>Banker %1 against a third card %2</source>
        <comment>A cell of the tableau at chemin de fer: the banker&apos;s total against the player&apos;s third card.</comment>
        <translation>Banker %1 against a third card %2</translation>
    </message>
    <message>
        <source>Player %1</source>
        <comment>A cell of the tableau at chemin de fer: the player&apos;s two-card total.</comment>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>Bank %1, the tableau stood</source>
        <comment>A cell of the tableau at deux tableaux: the bank&apos;s total when the tableau stood.</comment>
        <translation>Bank %1, the tableau stood</translation>
    </message>
    <message>
        <source>Bank %1 against a third card %2</source>
        <comment>A cell of the tableau at deux tableaux: the bank&apos;s total against the tableau&apos;s third card.</comment>
        <translation>Bank %1 against a third card %2</translation>
    </message>
    <message>
        <source>Tableau %1</source>
        <comment>A cell of the tableau at deux tableaux: a tableau&apos;s two-card total.</comment>
        <translation>Tableau %1</translation>
    </message>
</context>
<context>
    <name>Protection</name>
    <message>
        <source>Every step is the one the rules order: nothing to stop.</source>
        <translation>Every step is the one the rules order: nothing to stop.</translation>
    </message>
    <message>
        <source>Step %1 is wrong: %2.</source>
        <translation>Step %1 is wrong: %2.</translation>
    </message>
    <message>
        <source>The rules order there: %1.</source>
        <translation>The rules order there: %1.</translation>
    </message>
    <message>
        <source>Remedy: %1 (%2).</source>
        <translation>Remedy: %1 (%2).</translation>
    </message>
    <message>
        <source>no error</source>
        <translation>no error</translation>
    </message>
    <message>
        <source>a card drawn where the rule stands</source>
        <translation>a card drawn where the rule stands</translation>
    </message>
    <message>
        <source>no card drawn where the rule draws</source>
        <translation>no card drawn where the rule draws</translation>
    </message>
    <message>
        <source>a total or point called wrong</source>
        <translation>a total or point called wrong</translation>
    </message>
    <message>
        <source>the wrong winner announced</source>
        <translation>the wrong winner announced</translation>
    </message>
    <message>
        <source>Banco paid without its commission</source>
        <translation>Banco paid without its commission</translation>
    </message>
    <message>
        <source>a payment short</source>
        <translation>a payment short</translation>
    </message>
    <message>
        <source>a payment over</source>
        <translation>a payment over</translation>
    </message>
    <message>
        <source>a winner paid before the losers were collected</source>
        <translation>a winner paid before the losers were collected</translation>
    </message>
    <message>
        <source>a bet put down after the result (past-posting)</source>
        <translation>a bet put down after the result (past-posting)</translation>
    </message>
    <message>
        <source>an exposed card played on</source>
        <translation>an exposed card played on</translation>
    </message>
    <message>
        <source>the cut card ignored</source>
        <translation>the cut card ignored</translation>
    </message>
    <message>
        <source>a come bet moved to the wrong number</source>
        <translation>a come bet moved to the wrong number</translation>
    </message>
    <message>
        <source>the puck on the wrong number</source>
        <translation>the puck on the wrong number</translation>
    </message>
    <message>
        <source>a die off the table, the throw settled</source>
        <translation>a die off the table, the throw settled</translation>
    </message>
    <message>
        <source>nothing to correct</source>
        <translation>nothing to correct</translation>
    </message>
    <message>
        <source>the card drawn in error goes to the discard holder; play on as the rule orders</source>
        <translation>the card drawn in error goes to the discard holder; play on as the rule orders</translation>
    </message>
    <message>
        <source>draw the card the rule orders before anything is settled</source>
        <translation>draw the card the rule orders before anything is settled</translation>
    </message>
    <message>
        <source>stop and announce it again, right</source>
        <translation>stop and announce it again, right</translation>
    </message>
    <message>
        <source>take the 5 % commission from the payment</source>
        <translation>take the 5 % commission from the payment</translation>
    </message>
    <message>
        <source>pay the difference before the player picks up</source>
        <translation>pay the difference before the player picks up</translation>
    </message>
    <message>
        <source>take the excess back before the player picks up; call the inspector if it is gone</source>
        <translation>take the excess back before the player picks up; call the inspector if it is gone</translation>
    </message>
    <message>
        <source>stop paying; collect the losing bets first, then pay</source>
        <translation>stop paying; collect the losing bets first, then pay</translation>
    </message>
    <message>
        <source>refuse the bet and hand it back; call the inspector</source>
        <translation>refuse the bet and hand it back; call the inspector</translation>
    </message>
    <message>
        <source>stop: deal with the exposed card as the regulation orders</source>
        <translation>stop: deal with the exposed card as the regulation orders</translation>
    </message>
    <message>
        <source>call the last coup: the shoe ends after it</source>
        <translation>call the last coup: the shoe ends after it</translation>
    </message>
    <message>
        <source>move the bet to the number thrown</source>
        <translation>move the bet to the number thrown</translation>
    </message>
    <message>
        <source>put the puck on the point (or OFF)</source>
        <translation>put the puck on the point (or OFF)</translation>
    </message>
    <message>
        <source>call &quot;No roll&quot;: the throw decides nothing; settle nothing</source>
        <translation>call &quot;No roll&quot;: the throw decides nothing; settle nothing</translation>
    </message>
</context>
<context>
    <name>Puck</name>
    <message>
        <source>The puck is on</source>
        <translation>The puck is on</translation>
    </message>
    <message>
        <source>The puck is off</source>
        <translation>The puck is off</translation>
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
        <translation>art.</translation>
    </message>
    <message>
        <source>last paragraph</source>
        <extracomment>In a rule&apos;s reference: &quot;art. 16 §3, last paragraph&quot;.</extracomment>
        <translation>last paragraph</translation>
    </message>
    <message>
        <source>second paragraph</source>
        <extracomment>In a rule&apos;s reference: &quot;art. 16 §3, second paragraph&quot;.</extracomment>
        <translation>second paragraph</translation>
    </message>
    <message>
        <source>manual</source>
        <extracomment>In a rule&apos;s reference: the Italian Punto Banco manual (&quot;manual §5&quot;).</extracomment>
        <translation>manual</translation>
    </message>
    <message>
        <source>guide</source>
        <extracomment>In a rule&apos;s reference: the Greek guide to the baccarat variants.</extracomment>
        <translation>guide</translation>
    </message>
    <message>
        <source>Croupier&apos;s reading</source>
        <extracomment>In a rule&apos;s reference: &quot;Croupier&apos;s reading&quot; (RULINGS.md, the product&apos;s reading of the rules).</extracomment>
        <translation>Croupier&apos;s reading</translation>
    </message>
    <message>
        <source>Table limits and chips</source>
        <extracomment>In a rule&apos;s reference: RULINGS.md&apos;s section &quot;Table limits and chips&quot;.</extracomment>
        <translation>Table limits and chips</translation>
    </message>
    <message>
        <source>Payouts, commission and rounding</source>
        <extracomment>In a rule&apos;s reference: RULINGS.md&apos;s section &quot;Payouts, commission and rounding&quot;.</extracomment>
        <translation>Payouts, commission and rounding</translation>
    </message>
    <message>
        <source>stacks of 5 or 20: house setting</source>
        <extracomment>In a rule&apos;s reference: the stacks a payout is cut into, a house setting.</extracomment>
        <translation>stacks of 5 or 20: house setting</translation>
    </message>
    <message>
        <source>house convention: proper units</source>
        <extracomment>In a rule&apos;s reference: craps&apos; proper units are the house&apos;s convention.</extracomment>
        <translation>house convention: proper units</translation>
    </message>
    <message>
        <source>(convention)</source>
        <extracomment>In a rule&apos;s reference: &quot;RULINGS, chemin de fer (convention)&quot;: the product&apos;s convention.</extracomment>
        <translation>(convention)</translation>
    </message>
    <message>
        <source>dummy hand</source>
        <extracomment>In a rule&apos;s reference: RULINGS.md&apos;s section on a dummy hand (a coup with no bet on it).</extracomment>
        <translation>dummy hand</translation>
    </message>
    <message>
        <source>house convention: change at the table&apos;s unit</source>
        <extracomment>In a rule&apos;s reference: change is given in chips of the table&apos;s unit, a house convention.</extracomment>
        <translation>house convention: change at the table&apos;s unit</translation>
    </message>
    <message>
        <source>RULINGS</source>
        <extracomment>In a rule&apos;s reference: RULINGS.md, the product&apos;s readings of the rules where the texts are unclear (&quot;RULINGS, Craps&quot;).</extracomment>
        <translation>RULINGS</translation>
    </message>
    <message>
        <source>dice procedure</source>
        <extracomment>In a rule&apos;s reference: RULINGS.md&apos;s section on how the dice are handled (&quot;RULINGS, dice procedure&quot;).</extracomment>
        <translation>dice procedure</translation>
    </message>
    <message>
        <source>two-tableaux baccarat</source>
        <extracomment>In a rule&apos;s reference: art. 15&apos;s section on deux tableaux, &quot;Μπακαράς με δύο ταμπλώ&quot; in the regulation (&quot;art. 15, two-tableaux baccarat&quot;).</extracomment>
        <translation>two-tableaux baccarat</translation>
    </message>
</context>
<context>
    <name>RuleText</name>
    <message>
        <source>%1 or %2</source>
        <extracomment>Joins the last item of a list of card values: &quot;2, 3 or 4&quot;</extracomment>
        <translation>%1 or %2</translation>
    </message>
    <message>
        <source>Punto</source>
        <extracomment>The player&apos;s hand: &quot;Punto&quot; at Punto Banco (keep the regulation&apos;s word)</extracomment>
        <translation>Punto</translation>
    </message>
    <message>
        <source>The player</source>
        <translation>The player</translation>
    </message>
    <message>
        <source>Banco</source>
        <extracomment>The banker&apos;s hand: &quot;Banco&quot; at Punto Banco (keep the regulation&apos;s word)</extracomment>
        <translation>Banco</translation>
    </message>
    <message>
        <source>The banker</source>
        <translation>The banker</translation>
    </message>
    <message>
        <source>A natural (8 or 9 on the first two cards) is turned over: nobody draws (%1).</source>
        <translation>A natural (8 or 9 on the first two cards) is turned over: nobody draws (%1).</translation>
    </message>
    <message>
        <source>%1 with %2 must draw a third card (%3).</source>
        <translation>%1 with %2 must draw a third card (%3).</translation>
    </message>
    <message>
        <source>%1 with %2 must stand (%3).</source>
        <translation>%1 with %2 must stand (%3).</translation>
    </message>
    <message>
        <source>%1 with %2 may draw or stand, as he chooses (%3).</source>
        <translation>%1 with %2 may draw or stand, as he chooses (%3).</translation>
    </message>
    <message>
        <source>%1 stood. %2 with %3 must draw (%4).</source>
        <translation>%1 stood. %2 with %3 must draw (%4).</translation>
    </message>
    <message>
        <source>%1 stood. %2 with %3 must stand (%4).</source>
        <translation>%1 stood. %2 with %3 must stand (%4).</translation>
    </message>
    <message>
        <source>%1 with %2 draws or stands at his discretion (%3).</source>
        <translation>%1 with %2 draws or stands at his discretion (%3).</translation>
    </message>
    <message>
        <source>%1 with %2 always draws, whatever the third card (%3).</source>
        <translation>%1 with %2 always draws, whatever the third card (%3).</translation>
    </message>
    <message>
        <source>%1 with %2 always stands, whatever the third card (%3).</source>
        <translation>%1 with %2 always stands, whatever the third card (%3).</translation>
    </message>
    <message>
        <source>%1 with %2 draws when the third card is %3 and stands when it is %4 (%5).</source>
        <extracomment>%1 Banco/The banker, %2 its total, %3 and %4 lists of card values, %5 the article</extracomment>
        <translation>%1 with %2 draws when the third card is %3 and stands when it is %4 (%5).</translation>
    </message>
    <message>
        <source>%1 with %2 draws when the third card is %3, may draw or stand when it is %4, and stands when it is %5 (%6).</source>
        <extracomment>%1 The banker, %2 its total, %3 %4 %5 lists of card values, %6 the article</extracomment>
        <translation>%1 with %2 draws when the third card is %3, may draw or stand when it is %4, and stands when it is %5 (%6).</translation>
    </message>
</context>
<context>
    <name>SchemaMigrations</name>
    <message>
        <source>not a Croupier %1 (%2 has no version)</source>
        <extracomment>%1 the kind of database (&quot;exam database&quot;), %2 the table that holds its version.</extracomment>
        <translation>not a Croupier %1 (%2 has no version)</translation>
    </message>
    <message>
        <source>not an SQLite database (%1)</source>
        <translation>not an SQLite database (%1)</translation>
    </message>
    <message>
        <source>written by a newer Croupier (schema version %1; this version reads up to %2)</source>
        <translation>written by a newer Croupier (schema version %1; this version reads up to %2)</translation>
    </message>
    <message>
        <source>not a Croupier %1 (schema version %2)</source>
        <extracomment>%1 the kind of database (&quot;exam database&quot;).</extracomment>
        <translation>not a Croupier %1 (schema version %2)</translation>
    </message>
    <message>
        <source>not a Croupier %1 (schema version 0 and tables %2)</source>
        <extracomment>%1 the kind of database (&quot;exam database&quot;), %2 the tables found.</extracomment>
        <translation>not a Croupier %1 (schema version 0 and tables %2)</translation>
    </message>
    <message>
        <source>not a Croupier %1 (tables %2 without %3)</source>
        <extracomment>%1 the kind of database (&quot;exam database&quot;), %2 the tables found, %3 the version table.</extracomment>
        <translation>not a Croupier %1 (tables %2 without %3)</translation>
    </message>
    <message>
        <source>a Croupier %1 of schema version %2 without its table(s) %3</source>
        <extracomment>%1 the kind of database (&quot;exam database&quot;), %2 its version, %3 the tables it lacks.</extracomment>
        <translation>a Croupier %1 of schema version %2 without its table(s) %3</translation>
    </message>
    <message>
        <source>cannot create the version table %1: %2</source>
        <extracomment>%1 the table that holds the schema&apos;s version, %2 the server&apos;s message.</extracomment>
        <translation>cannot create the version table %1: %2</translation>
    </message>
    <message>
        <source>migrating from schema version %1 to %2</source>
        <extracomment>%1 the version a database is at, %2 the version it is being taken to.</extracomment>
        <translation>migrating from schema version %1 to %2</translation>
    </message>
    <message>
        <source>%1: cannot begin a transaction: %2</source>
        <translation>%1: cannot begin a transaction: %2</translation>
    </message>
    <message>
        <source>%1: cannot read the version: %2</source>
        <translation>%1: cannot read the version: %2</translation>
    </message>
    <message>
        <source>%1 failed at &quot;%2&quot;: %3</source>
        <extracomment>%1 what was being done, %2 the SQL statement, %3 the database&apos;s message.</extracomment>
        <translation>%1 failed at &quot;%2&quot;: %3</translation>
    </message>
    <message>
        <source>%1: cannot commit: %2</source>
        <translation>%1: cannot commit: %2</translation>
    </message>
</context>
<context>
    <name>SpotTheErrorPage</name>
    <message>
        <source>%1 · Spot the error</source>
        <extracomment>The title of the spot-the-error page: %1 the game</extracomment>
        <translation>%1 · Spot the error</translation>
    </message>
    <message>
        <source>Puck: %1</source>
        <extracomment>Spot the error, craps: the puck; %1 the point or OFF</extracomment>
        <translation>Puck: %1</translation>
    </message>
    <message>
        <source>Bets on the layout</source>
        <extracomment>Spot the error: the heading of the bets on the layout</extracomment>
        <translation>Bets on the layout</translation>
    </message>
    <message>
        <source>Stake %1</source>
        <extracomment>Spot the error: a bet&apos;s stake; %1 the amount</extracomment>
        <translation>Stake %1</translation>
    </message>
    <message>
        <source>collected</source>
        <extracomment>Spot the error: a bet taken by the house</extracomment>
        <translation>collected</translation>
    </message>
    <message>
        <source>paid %1</source>
        <extracomment>Spot the error: what a bet was paid; %1 the amount</extracomment>
        <translation>paid %1</translation>
    </message>
    <message>
        <source>commission %1</source>
        <extracomment>Spot the error: the commission taken; %1 the amount</extracomment>
        <translation>commission %1</translation>
    </message>
    <message>
        <source>1 in 4</source>
        <extracomment>Spot the error: how often a round has an error</extracomment>
        <translation>1 in 4</translation>
    </message>
    <message>
        <source>1 in 2</source>
        <translation>1 in 2</translation>
    </message>
    <message>
        <source>slow</source>
        <extracomment>Spot the error: the speed of the dealer&apos;s steps</extracomment>
        <translation>slow</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>fast</translation>
    </message>
    <message>
        <source>Stopped %1 · missed %2 · false alarms %3 · mean delay %4</source>
        <extracomment>Spot the error&apos;s counts: %1 errors stopped, %2 missed, %3 false alarms, %4 the mean delay</extracomment>
        <translation>Stopped %1 · missed %2 · false alarms %3 · mean delay %4</translation>
    </message>
    <message>
        <source>Stop! (%1)</source>
        <extracomment>Spot the error: stop the game, something went wrong; %1 the key</extracomment>
        <translation>Stop! (%1)</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>What went wrong?</source>
        <extracomment>Spot the error: after the stop, the trainee names the error</extracomment>
        <translation>What went wrong?</translation>
    </message>
    <message>
        <source>What is the remedy?</source>
        <extracomment>Spot the error: then the remedy</extracomment>
        <translation>What is the remedy?</translation>
    </message>
    <message>
        <source>Next round (%1)</source>
        <extracomment>Spot the error: the next round</extracomment>
        <translation>Next round (%1)</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Space: stop · 1–4: choose · ←/→: replay the round · Enter: next round</source>
        <extracomment>Spot the error: the keys</extracomment>
        <translation>Space: stop · 1–4: choose · ←/→: replay the round · Enter: next round</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>Spot the error: no round has an error (practice against false alarms)</extracomment>
        <translation>none</translation>
    </message>
    <message>
        <source>all</source>
        <extracomment>Spot the error: an error in every round (short: four choices share the panel&apos;s width)</extracomment>
        <translation>all</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>Spot the error&apos;s mean delay in seconds (&quot;0.8 s&quot;)</extracomment>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>StudyPage</name>
    <message>
        <source>Self-study</source>
        <extracomment>The title of the self-study page.</extracomment>
        <translation>Self-study</translation>
    </message>
    <message>
        <source>Sessions that score accuracy and speed, keep your history and ask more of what you miss.</source>
        <extracomment>Under the title of the self-study page.</extracomment>
        <translation>Sessions that score accuracy and speed, keep your history and ask more of what you miss.</translation>
    </message>
    <message>
        <source>Trainee</source>
        <extracomment>Heading of the profile choice on the self-study page.</extracomment>
        <translation>Trainee</translation>
    </message>
    <message>
        <source>Trainee %1</source>
        <extracomment>Accessible name of a trainee&apos;s profile button. %1 the name.</extracomment>
        <translation>Trainee %1</translation>
    </message>
    <message>
        <source>New trainee&apos;s name</source>
        <extracomment>Placeholder of the field that creates a trainee&apos;s profile.</extracomment>
        <translation>New trainee&apos;s name</translation>
    </message>
    <message>
        <source>Add</source>
        <extracomment>Button that creates a trainee&apos;s profile.</extracomment>
        <translation>Add</translation>
    </message>
    <message>
        <source>Add a trainee</source>
        <extracomment>Accessible name of the button that creates a trainee&apos;s profile.</extracomment>
        <translation>Add a trainee</translation>
    </message>
    <message>
        <source>Click again to remove all of this trainee&apos;s history</source>
        <extracomment>Second click of &quot;Remove this trainee&quot;: confirms.</extracomment>
        <translation>Click again to remove all of this trainee&apos;s history</translation>
    </message>
    <message>
        <source>Remove this trainee</source>
        <extracomment>Removes the chosen trainee&apos;s profile and history.</extracomment>
        <translation>Remove this trainee</translation>
    </message>
    <message>
        <source>Target times</source>
        <extracomment>Heading: the time each answer should take, per topic, for this trainee.</extracomment>
        <translation>Target times</translation>
    </message>
    <message>
        <source>Seconds per answer that a casino audition expects; a right answer within it earns the speed bonus.</source>
        <extracomment>Under &quot;Target times&quot;.</extracomment>
        <translation>Seconds per answer that a casino audition expects; a right answer within it earns the speed bonus.</translation>
    </message>
    <message>
        <source>Target time of %1, in seconds</source>
        <extracomment>Accessible name of a target-time box. %1 the topic.</extracomment>
        <translation>Target time of %1, in seconds</translation>
    </message>
    <message>
        <source>What to practise</source>
        <extracomment>Heading of the choice between the curriculum and a session of one&apos;s own.</extracomment>
        <translation>What to practise</translation>
    </message>
    <message>
        <source>Follow the curriculum</source>
        <extracomment>Self-study plan: the casino school&apos;s order of topics.</extracomment>
        <translation>Follow the curriculum</translation>
    </message>
    <message>
        <source>Choose</source>
        <extracomment>Self-study plan: the trainee chooses game, topics and level.</extracomment>
        <translation>Choose</translation>
    </message>
    <message>
        <source>Game:</source>
        <extracomment>Before the choice of game on the self-study page.</extracomment>
        <translation>Game:</translation>
    </message>
    <message>
        <source>Topics:</source>
        <extracomment>Before the topics&apos; check boxes on the self-study page.</extracomment>
        <translation>Topics:</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Level:</translation>
    </message>
    <message>
        <source>Questions:</source>
        <extracomment>Before the choice of how many questions a session asks.</extracomment>
        <translation>Questions:</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>Starts a self-study session.</extracomment>
        <translation>Start</translation>
    </message>
    <message>
        <source>Start the session</source>
        <extracomment>Accessible name of the button that starts a self-study session.</extracomment>
        <translation>Start the session</translation>
    </message>
    <message>
        <source>Progress</source>
        <extracomment>Link to the progress page (charts, history, heat-maps).</extracomment>
        <translation>Progress</translation>
    </message>
    <message>
        <source>Open your progress</source>
        <extracomment>Accessible name of the link to the progress page.</extracomment>
        <translation>Open your progress</translation>
    </message>
    <message>
        <source>Create or choose a trainee first.</source>
        <extracomment>Self-study: no trainee chosen yet.</extracomment>
        <translation>Create or choose a trainee first.</translation>
    </message>
    <message>
        <source>Pace in free play, rolls an hour</source>
        <extracomment>Self-study page: the trainee&apos;s pace target at the craps free-play table.</extracomment>
        <translation>Pace in free play, rolls an hour</translation>
    </message>
    <message>
        <source>Pace in free play, rounds an hour</source>
        <extracomment>Self-study page: the trainee&apos;s pace target at the blackjack free-play table.</extracomment>
        <translation>Pace in free play, rounds an hour</translation>
    </message>
    <message>
        <source>Pace in free play, coups an hour</source>
        <extracomment>Self-study page: the trainee&apos;s pace target at a baccarat free-play table.</extracomment>
        <translation>Pace in free play, coups an hour</translation>
    </message>
    <message>
        <source>Today&apos;s plan</source>
        <extracomment>Self-study plan (issue 19): the cells due by the spaced-repetition schedule, then new ones.</extracomment>
        <translation>Today&apos;s plan</translation>
    </message>
    <message numerus="yes">
        <source>%n rule cell(s) due now</source>
        <extracomment>Today&apos;s plan. %n cells due now by the schedule.</extracomment>
        <translation>
            <numerusform>%n rule cell due now</numerusform>
            <numerusform>%n rule cells due now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new today</source>
        <extracomment>Today&apos;s plan. %n new cells still allowed today.</extracomment>
        <translation>
            <numerusform>%n new today</numerusform>
            <numerusform>%n new today</numerusform>
        </translation>
    </message>
    <message>
        <source>A cell is due when the chance you still know it falls to %1 %. The session asks the due cells first, the most forgotten first, then new ones from the steps you have reached, then your current step&apos;s weak spots.</source>
        <extracomment>Under today&apos;s counts: how the day&apos;s session is made and what &quot;due&quot; means. %1 the target retention in per cent.</extracomment>
        <translation>A cell is due when the chance you still know it falls to %1 %. The session asks the due cells first, the most forgotten first, then new ones from the steps you have reached, then your current step&apos;s weak spots.</translation>
    </message>
    <message>
        <source>Due in the next seven days: %1</source>
        <extracomment>Accessible name of the week&apos;s forecast: %1 the counts by day.</extracomment>
        <translation>Due in the next seven days: %1</translation>
    </message>
    <message>
        <source>Today</source>
        <extracomment>The forecast&apos;s first day.</extracomment>
        <translation>Today</translation>
    </message>
    <message>
        <source>Missed again and again</source>
        <extracomment>Heading: rule cells missed 8 times or more (leeches), shown to the trainee and the instructor.</extracomment>
        <translation>Missed again and again</translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2: %3, missed %n time(s)</source>
        <extracomment>A leech: %1 the topic, %2 the game, %3 the rule cell in words; %n the misses.</extracomment>
        <translation>
            <numerusform>%1 at %2: %3, missed %n time</numerusform>
            <numerusform>%1 at %2: %3, missed %n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <extracomment>After the five most missed cells: how many more there are.</extracomment>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>Read the paragraph again, or ask your instructor: these cells stay in your plan, and your instructor sees them when you sit an exam at the school.</source>
        <extracomment>Under the leeches.</extracomment>
        <translation>Read the paragraph again, or ask your instructor: these cells stay in your plan, and your instructor sees them when you sit an exam at the school.</translation>
    </message>
    <message>
        <source>Schedule</source>
        <extracomment>Heading of the spaced-repetition settings on the self-study page.</extracomment>
        <translation>Schedule</translation>
    </message>
    <message>
        <source>Target retention, %</source>
        <extracomment>Schedule setting: the chance of still knowing a cell when it comes back, in per cent.</extracomment>
        <translation>Target retention, %</translation>
    </message>
    <message>
        <source>New cells a day</source>
        <extracomment>Schedule setting: how many new rule cells a day brings (0 pauses them).</extracomment>
        <translation>New cells a day</translation>
    </message>
    <message>
        <source>Time limits in practice</source>
        <extracomment>Schedule setting: the practice time limits off, or stretched (exams keep theirs).</extracomment>
        <translation>Time limits in practice</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>A practice time limit switched off.</extracomment>
        <translation>Off</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3 at %4, level %5. A step is passed with 18 of your last 20 answers right, within the target time, and mastered when a re-check a day later holds 9 of 10.</source>
        <extracomment>The curriculum&apos;s current step. %1 its number, %2 how many, %3 the topic, %4 the game, %5 the level.</extracomment>
        <translation>Step %1 of %2: %3 at %4, level %5. A step is passed with 18 of your last 20 answers right, within the target time, and mastered when a re-check a day later holds 9 of 10.</translation>
    </message>
    <message>
        <source>%1. %2 at %3, level %4</source>
        <translation>%1. %2 at %3, level %4</translation>
    </message>
    <message>
        <source>%1: mastered, %2 % retained</source>
        <extracomment>A mastered curriculum step. %1 the step, %2 the chance now of recalling its cells, per cent.</extracomment>
        <translation>%1: mastered, %2 % retained</translation>
    </message>
    <message>
        <source>%1: mastered</source>
        <extracomment>A mastered curriculum step whose cells have no memory yet.</extracomment>
        <translation>%1: mastered</translation>
    </message>
    <message>
        <source>%1: re-check from %2, %3 of %4 answered</source>
        <extracomment>A step waiting for its re-check. %1 the step, %2 from when (day and time), %3 answers given of %4.</extracomment>
        <translation>%1: re-check from %2, %3 of %4 answered</translation>
    </message>
    <message>
        <source>%1: being learnt</source>
        <extracomment>The curriculum step being learnt. %1 the step.</extracomment>
        <translation>%1: being learnt</translation>
    </message>
    <message>
        <source>Certificates</source>
        <extracomment>Heading of the certificates on the self-study page.</extracomment>
        <translation>Certificates</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A game&apos;s certificate on the self-study page. %1 the game, %2 the level reached.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Certificate (PDF)</source>
        <extracomment>Writes the game&apos;s certificate as a PDF (in the Documents folder).</extracomment>
        <translation>Certificate (PDF)</translation>
    </message>
    <message>
        <source>Certificate of %1 as a PDF</source>
        <extracomment>Accessible name of the certificate button. %1 the game.</extracomment>
        <translation>Certificate of %1 as a PDF</translation>
    </message>
    <message>
        <source>Next, %1:</source>
        <extracomment>What the next level of a certificate still asks. %1 the level; the criteria not yet met follow.</extracomment>
        <translation>Next, %1:</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <extracomment>After a certificate was written. %1 the file.</extracomment>
        <translation>Written: %1</translation>
    </message>
    <message>
        <source>Kept on the classroom server under registration number %1: the instructor sees your plan, the cells you keep missing, your steps and certificates, and any station of the school carries on from here.</source>
        <extracomment>The trainee&apos;s self-study goes to the classroom server. %1 the registration number.</extracomment>
        <translation>Kept on the classroom server under registration number %1: the instructor sees your plan, the cells you keep missing, your steps and certificates, and any station of the school carries on from here.</translation>
    </message>
    <message>
        <source>Linked to registration number %1: type your study passphrase to send what you study now to the classroom server.</source>
        <extracomment>A profile linked to a registration number, before its study passphrase is typed in this run. %1 the number.</extracomment>
        <translation>Linked to registration number %1: type your study passphrase to send what you study now to the classroom server.</translation>
    </message>
    <message>
        <source>This station is in a classroom: keep your self-study on the school&apos;s server under your registration number, so that the instructor sees it and any station carries on from where you stopped.</source>
        <extracomment>Before the trainee keeps self-study on the classroom server.</extracomment>
        <translation>This station is in a classroom: keep your self-study on the school&apos;s server under your registration number, so that the instructor sees it and any station carries on from where you stopped.</translation>
    </message>
    <message>
        <source>Registration number</source>
        <extracomment>Field: the trainee&apos;s registration number at the school.</extracomment>
        <translation>Registration number</translation>
    </message>
    <message>
        <source>Name</source>
        <extracomment>Field: the trainee&apos;s name, as the school has it.</extracomment>
        <translation>Name</translation>
    </message>
    <message>
        <source>Study passphrase</source>
        <extracomment>Field: the trainee&apos;s own passphrase for self-study on the classroom server (chosen the first time).</extracomment>
        <translation>Study passphrase</translation>
    </message>
    <message>
        <source>Keep on the server</source>
        <extracomment>Sends the trainee&apos;s self-study to the classroom server and reads what is there.</extracomment>
        <translation>Keep on the server</translation>
    </message>
    <message>
        <source>The first time, the passphrase you type becomes yours for this number; it is asked again at each start. A classmate without it can neither read nor add to your record.</source>
        <extracomment>Under the classroom fields: what the study passphrase is.</extracomment>
        <translation>The first time, the passphrase you type becomes yours for this number; it is asked again at each start. A classmate without it can neither read nor add to your record.</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) wait to be sent.</source>
        <extracomment>Self-study records not yet on the classroom server (it is away).</extracomment>
        <translation>
            <numerusform>%n record waits to be sent.</numerusform>
            <numerusform>%n records wait to be sent.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everything is on the server.</source>
        <extracomment>Every self-study record is on the classroom server.</extracomment>
        <translation>Everything is on the server.</translation>
    </message>
    <message>
        <source>Bring up to date</source>
        <extracomment>Reads what other stations sent and sends what waits.</extracomment>
        <translation>Bring up to date</translation>
    </message>
</context>
<context>
    <name>StudySessionPage</name>
    <message>
        <source>Self-study session</source>
        <extracomment>The title of a self-study session&apos;s page.</extracomment>
        <translation>Self-study session</translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <extracomment>Self-study strip: %1 the question&apos;s number, %2 how many the session asks.</extracomment>
        <translation>Question %1 of %2</translation>
    </message>
    <message>
        <source>Points: %1</source>
        <extracomment>Self-study strip: the session&apos;s points so far.</extracomment>
        <translation>Points: %1</translation>
    </message>
    <message>
        <source>The last answer earned %1</source>
        <extracomment>Accessible name of what the last answer earned. %1 the points.</extracomment>
        <translation>The last answer earned %1</translation>
    </message>
    <message>
        <source>Streak %1 · best %2</source>
        <extracomment>Self-study strip: right answers in a row, and the session&apos;s best run.</extracomment>
        <translation>Streak %1 · best %2</translation>
    </message>
    <message>
        <source>Fast!</source>
        <extracomment>Self-study strip: the last answer was right within the target time.</extracomment>
        <translation>Fast!</translation>
    </message>
    <message>
        <source>End session</source>
        <extracomment>Ends a self-study session early; the answers given are kept.</extracomment>
        <translation>End session</translation>
    </message>
    <message>
        <source>Choose a trainee and a plan</source>
        <extracomment>Button of a session that could not start: back to the self-study page.</extracomment>
        <translation>Choose a trainee and a plan</translation>
    </message>
</context>
<context>
    <name>StudyStore</name>
    <message>
        <source>study database</source>
        <extracomment>The kind of database, in messages such as &quot;not a Croupier study database&quot;.</extracomment>
        <translation>study database</translation>
    </message>
</context>
<context>
    <name>StudySummaryPage</name>
    <message>
        <source>Session summary</source>
        <extracomment>The title of a self-study session&apos;s summary.</extracomment>
        <translation>Session summary</translation>
    </message>
    <message>
        <source>Points</source>
        <extracomment>Summary figure: the session&apos;s points.</extracomment>
        <translation>Points</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <extracomment>Summary figure: share of right answers. %1 right, %2 answered.</extracomment>
        <translation>Accuracy</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <extracomment>Summary: right answers out of all. %1 right, %2 answered.</extracomment>
        <translation>%1 of %2 right</translation>
    </message>
    <message>
        <source>Best streak</source>
        <extracomment>Summary figure: the longest run of right answers.</extracomment>
        <translation>Best streak</translation>
    </message>
    <message>
        <source>Within the target time</source>
        <extracomment>Summary figure: right answers within the target time.</extracomment>
        <translation>Within the target time</translation>
    </message>
    <message>
        <source>Time against the target</source>
        <extracomment>Summary heading: mean time of the right answers against the target, per topic.</extracomment>
        <translation>Time against the target</translation>
    </message>
    <message>
        <source>%1 s (target %2 s) · %3 % right</source>
        <extracomment>Summary: mean time of the right answers, and the target. %1 and %2 in seconds. %3 share right.</extracomment>
        <translation>%1 s (target %2 s) · %3 % right</translation>
    </message>
    <message>
        <source>What to practise next</source>
        <extracomment>Summary heading.</extracomment>
        <translation>What to practise next</translation>
    </message>
    <message>
        <source>Practise that</source>
        <extracomment>Summary: starts a session on the topic to practise next.</extracomment>
        <translation>Practise that</translation>
    </message>
    <message>
        <source>Practise %1</source>
        <extracomment>Accessible name of &quot;Practise that&quot;. %1 the topic.</extracomment>
        <translation>Practise %1</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progress</translation>
    </message>
    <message>
        <source>Open your progress</source>
        <translation>Open your progress</translation>
    </message>
    <message>
        <source>%1 s (no time limit) · %2 % right</source>
        <extracomment>Summary with the practice time limits off. %1 the mean time in seconds, %2 share right.</extracomment>
        <translation>%1 s (no time limit) · %2 % right</translation>
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
        <translation>Ace</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Ten</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jack</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Queen</translation>
    </message>
    <message>
        <source>King</source>
        <translation>King</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spades</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hearts</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamonds</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>clubs</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A card&apos;s name for screen readers: &quot;%1 of %2&quot; = &quot;7 of hearts&quot;, &quot;Queen of spades&quot;.</extracomment>
        <translation>%1 of %2</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>; </source>
        <extracomment>Between the items of a list inside a sentence (&quot;17 × 25 = 425; 11 × 10 = 110&quot;) and between two rule references (&quot;art. 16 §10 γ(2); RULINGS, Craps&quot;). Greek: the ano teleia (&quot;· &quot;), not &quot;;&quot; (its question mark).</extracomment>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>croupier::Amounts</name>
    <message>
        <source>Type an amount.</source>
        <extracomment>A typed amount was empty.</extracomment>
        <translation>Type an amount.</translation>
    </message>
    <message>
        <source>“%1” is not an amount: write it as %2 or %3.</source>
        <extracomment>A typed amount could not be read. %1 what was typed; %2 and %3 two amounts written as the reader&apos;s language writes them (1.234,50 and 12,50 in Greek).</extracomment>
        <translation>“%1” is not an amount: write it as %2 or %3.</translation>
    </message>
    <message>
        <source>%1 is not a whole number of chips: the smallest chip is %2.</source>
        <extracomment>A typed amount the table cannot pay in chips. %1 the amount, %2 the table&apos;s smallest chip.</extracomment>
        <translation>%1 is not a whole number of chips: the smallest chip is %2.</translation>
    </message>
</context>
<context>
    <name>croupier::BaccaratDealer</name>
    <message>
        <source>Tableau 1</source>
        <extracomment>Deux tableaux: the punters&apos; first / second tableau, and the banker&apos;s hand</extracomment>
        <translation>Tableau 1</translation>
    </message>
    <message>
        <source>Tableau 2</source>
        <translation>Tableau 2</translation>
    </message>
    <message>
        <source>the bank</source>
        <translation>the bank</translation>
    </message>
    <message>
        <source>the player</source>
        <extracomment>Chemin de fer: the punter&apos;s hand and the banker&apos;s hand (ο παίκτης / ο πάγκος, art. 15 §8)</extracomment>
        <translation>the player</translation>
    </message>
    <message>
        <source>the banker</source>
        <translation>the banker</translation>
    </message>
    <message>
        <source>That is not a bet of this coup.</source>
        <translation>That is not a bet of this coup.</translation>
    </message>
    <message>
        <source>Seat %1&apos;s bet is already settled.</source>
        <extracomment>%1 the seat</extracomment>
        <translation>Seat %1&apos;s bet is already settled.</translation>
    </message>
    <message>
        <source>Every bet is settled: the cagnotte goes in its box now (art. 15 §7).</source>
        <translation>Every bet is settled: the cagnotte goes in its box now (art. 15 §7).</translation>
    </message>
    <message>
        <source>Seat %1&apos;s bet did not lose: only losing bets are collected (art. 15 §14).</source>
        <translation>Seat %1&apos;s bet did not lose: only losing bets are collected (art. 15 §14).</translation>
    </message>
    <message>
        <source>Seat %1&apos;s bet lost: it is collected, not paid (art. 15 §14).</source>
        <translation>Seat %1&apos;s bet lost: it is collected, not paid (art. 15 §14).</translation>
    </message>
    <message>
        <source>First collect the losing bets, then pay the winners (art. 15 §14 α, β).</source>
        <translation>First collect the losing bets, then pay the winners (art. 15 §14 α, β).</translation>
    </message>
    <message>
        <source>A winning Banco bet: take the 5% commission first, then pay the rest (art. 15 §14 β).</source>
        <translation>A winning Banco bet: take the 5% commission first, then pay the rest (art. 15 §14 β).</translation>
    </message>
    <message>
        <source>The commission on %1 is 5%, rounded down to the smallest chip in the player&apos;s favour: %2 (art. 15 §14 β; manual §5).</source>
        <extracomment>%1 the stake, %2 the commission</extracomment>
        <translation>The commission on %1 is 5%, rounded down to the smallest chip in the player&apos;s favour: %2 (art. 15 §14 β; manual §5).</translation>
    </message>
    <message>
        <source>Banco pays the stake less the commission: %1 − %2 = %3 (art. 15 §14 β).</source>
        <extracomment>%1 the stake, %2 the commission, %3 the payment</extracomment>
        <translation>Banco pays the stake less the commission: %1 − %2 = %3 (art. 15 §14 β).</translation>
    </message>
    <message>
        <source>Egalité pays 8 to 1: %1 × 8 = %2 (art. 15 §14 γ).</source>
        <translation>Egalité pays 8 to 1: %1 × 8 = %2 (art. 15 §14 γ).</translation>
    </message>
    <message>
        <source>A pair pays 11 to 1: %1 × 11 = %2 (guide, pay tables).</source>
        <translation>A pair pays 11 to 1: %1 × 11 = %2 (guide, pay tables).</translation>
    </message>
    <message>
        <source>Banco pays 1 to 1, a Banco 6 pays 1 to 2, rounded down to the smallest chip: %1 (guide, No Commission).</source>
        <translation>Banco pays 1 to 1, a Banco 6 pays 1 to 2, rounded down to the smallest chip: %1 (guide, No Commission).</translation>
    </message>
    <message>
        <source>Even money: %1 pays %2 (art. 15 §14 α).</source>
        <translation>Even money: %1 pays %2 (art. 15 §14 α).</translation>
    </message>
    <message>
        <source>Not now: %1.</source>
        <extracomment>A step out of order; %1 what is to be done now</extracomment>
        <translation>Not now: %1.</translation>
    </message>
    <message>
        <source>%1: %2 = %3, the point is %4 (art. 15 §13: tens and faces count 0, only the last digit counts).</source>
        <extracomment>%1 the hand, %2 &quot;3 + 9&quot;, %3 the sum, %4 the point</extracomment>
        <translation>%1: %2 = %3, the point is %4 (art. 15 §13: tens and faces count 0, only the last digit counts).</translation>
    </message>
    <message>
        <source>%1 has %2, %3 has %4: the point nearer 9 wins, equal points are Egalité (art. 15 §13).</source>
        <extracomment>%1/%3 the hands, %2/%4 their points</extracomment>
        <translation>%1 has %2, %3 has %4: the point nearer 9 wins, equal points are Egalité (art. 15 §13).</translation>
    </message>
    <message>
        <source>The cagnotte is 5% of what the banker won in the coup, rounded down to the smallest chip: %1 (art. 15 §7).</source>
        <extracomment>%1 the cagnotte due</extracomment>
        <translation>The cagnotte is 5% of what the banker won in the coup, rounded down to the smallest chip: %1 (art. 15 §7).</translation>
    </message>
    <message>
        <source>burn %1 cards, the first included</source>
        <extracomment>%1 how many cards</extracomment>
        <translation>burn %1 cards, the first included</translation>
    </message>
    <message>
        <source>call &quot;No more bets&quot; and deal</source>
        <translation>call &quot;No more bets&quot; and deal</translation>
    </message>
    <message>
        <source>announce %1&apos;s point: %2</source>
        <extracomment>%1 the hand, %2 its point</extracomment>
        <translation>announce %1&apos;s point: %2</translation>
    </message>
    <message>
        <source>%1 draws a card</source>
        <translation>%1 draws a card</translation>
    </message>
    <message>
        <source>%1 stands</source>
        <translation>%1 stands</translation>
    </message>
    <message>
        <source>%1 has the option: ask the holder</source>
        <translation>%1 has the option: ask the holder</translation>
    </message>
    <message>
        <source>announce %1: %2</source>
        <extracomment>%1 the tableau, %2 who wins it</extracomment>
        <translation>announce %1: %2</translation>
    </message>
    <message>
        <source>announce the winner: %1</source>
        <translation>announce the winner: %1</translation>
    </message>
    <message>
        <source>collect seat %1&apos;s losing bet</source>
        <translation>collect seat %1&apos;s losing bet</translation>
    </message>
    <message>
        <source>take the commission from seat %1&apos;s Banco bet: %2</source>
        <translation>take the commission from seat %1&apos;s Banco bet: %2</translation>
    </message>
    <message>
        <source>pay seat %1: %2</source>
        <translation>pay seat %1: %2</translation>
    </message>
    <message>
        <source>put the cagnotte in its box: %1</source>
        <translation>put the cagnotte in its box: %1</translation>
    </message>
    <message>
        <source>the shoe is over: start a new shoe</source>
        <translation>the shoe is over: start a new shoe</translation>
    </message>
    <message>
        <source>New shoe: the first card is turned. How many cards are burned? Type the number, Enter.</source>
        <translation>New shoe: the first card is turned. How many cards are burned? Type the number, Enter.</translation>
    </message>
    <message>
        <source>The bets are down. Call &quot;No more bets&quot; and deal: Enter.</source>
        <translation>The bets are down. Call &quot;No more bets&quot; and deal: Enter.</translation>
    </message>
    <message>
        <source>Announce %1&apos;s point: type the digit.</source>
        <extracomment>%1 the hand</extracomment>
        <translation>Announce %1&apos;s point: type the digit.</translation>
    </message>
    <message>
        <source>%1: third card? D draws, S stands, O the holder&apos;s option.</source>
        <translation>%1: third card? D draws, S stands, O the holder&apos;s option.</translation>
    </message>
    <message>
        <source>Who wins %1? P the tableau, B the bank, T Egalité.</source>
        <translation>Who wins %1? P the tableau, B the bank, T Egalité.</translation>
    </message>
    <message>
        <source>Announce the winner: P the player, B the banker, T Egalité.</source>
        <translation>Announce the winner: P the player, B the banker, T Egalité.</translation>
    </message>
    <message>
        <source>Announce the winner: P Punto, B Banco, T Egalité.</source>
        <translation>Announce the winner: P Punto, B Banco, T Egalité.</translation>
    </message>
    <message>
        <source>Settle the layout: collect the losing bets (C), then pay the winners (type the amount, Enter).</source>
        <translation>Settle the layout: collect the losing bets (C), then pay the winners (type the amount, Enter).</translation>
    </message>
    <message>
        <source>The banker won: type the cagnotte (5%), Enter.</source>
        <translation>The banker won: type the cagnotte (5%), Enter.</translation>
    </message>
    <message>
        <source>The cut card came out and the last coup is played (art. 15 §16). N: a new shoe.</source>
        <translation>The cut card came out and the last coup is played (art. 15 §16). N: a new shoe.</translation>
    </message>
    <message>
        <source>Super Six pays 12 to 1 on two cards and 20 to 1 on three: %1 pays %2 (guide, Super Six).</source>
        <extracomment>%1 the stake, %2 the payment</extracomment>
        <translation>Super Six pays 12 to 1 on two cards and 20 to 1 on three: %1 pays %2 (guide, Super Six).</translation>
    </message>
    <message>
        <source>Amount: %1</source>
        <translation>Amount: %1</translation>
    </message>
    <message>
        <source>Punto Pair</source>
        <extracomment>Baccarat side bets (guide): keep the casino&apos;s names</extracomment>
        <translation>Punto Pair</translation>
    </message>
    <message>
        <source>Banco Pair</source>
        <translation>Banco Pair</translation>
    </message>
    <message>
        <source>Seat %1&apos;s %2 is over its maximum, %3: reduce it or refuse it before any card leaves the sabot (art. 15 §4).</source>
        <extracomment>%1 the seat, %2 its bet (e.g. &quot;505 on Punto&quot;), %3 the maximum</extracomment>
        <translation>Seat %1&apos;s %2 is over its maximum, %3: reduce it or refuse it before any card leaves the sabot (art. 15 §4).</translation>
    </message>
    <message>
        <source>%1 came out face up before the bets were final. It cannot go back into the sabot (art. 15 §4): it is used, and the coup is a dummy hand with no bets on it (§5).</source>
        <extracomment>%1 the card&apos;s name</extracomment>
        <translation>%1 came out face up before the bets were final. It cannot go back into the sabot (art. 15 §4): it is used, and the coup is a dummy hand with no bets on it (§5).</translation>
    </message>
    <message>
        <source>The cut card has come out: no further coup is played; call it (art. 15, deux tableaux §2).</source>
        <translation>The cut card has come out: no further coup is played; call it (art. 15, deux tableaux §2).</translation>
    </message>
    <message>
        <source>The cut card has come out: this coup is the last of the shoe; call it (art. 15 §16).</source>
        <translation>The cut card has come out: this coup is the last of the shoe; call it (art. 15 §16).</translation>
    </message>
    <message>
        <source>The players have left with no bet down: play resumes at the shuffling machine, the cards loaded with no cut card and one burn (art. 15 §17, §20 δ(2)–(3)).</source>
        <translation>The players have left with no bet down: play resumes at the shuffling machine, the cards loaded with no cut card and one burn (art. 15 §17, §20 δ(2)–(3)).</translation>
    </message>
    <message>
        <source>At the shuffling machine every coup&apos;s cards go back into it before the next coup (art. 15 §20 δ(7)(3)).</source>
        <translation>At the shuffling machine every coup&apos;s cards go back into it before the next coup (art. 15 §20 δ(7)(3)).</translation>
    </message>
    <message>
        <source>Seat %1&apos;s %2 is reduced to the maximum, %3.</source>
        <extracomment>%1 the seat, %2 the stake put down, %3 the maximum</extracomment>
        <translation>Seat %1&apos;s %2 is reduced to the maximum, %3.</translation>
    </message>
    <message>
        <source>Seat %1&apos;s %2 is within the limits: it stands.</source>
        <extracomment>%1 the seat, %2 the stake</extracomment>
        <translation>Seat %1&apos;s %2 is within the limits: it stands.</translation>
    </message>
    <message>
        <source>reduce seat %1&apos;s %2 to the maximum, %3</source>
        <extracomment>%1 the seat, %2 the bet, %3 the maximum</extracomment>
        <translation>reduce seat %1&apos;s %2 to the maximum, %3</translation>
    </message>
    <message>
        <source>declare a dummy hand: %1 is used, no bets stand on this coup</source>
        <translation>declare a dummy hand: %1 is used, no bets stand on this coup</translation>
    </message>
    <message>
        <source>call the last coup of the shoe</source>
        <translation>call the last coup of the shoe</translation>
    </message>
    <message>
        <source>load the shuffling machine: no cut card, one burn</source>
        <translation>load the shuffling machine: no cut card, one burn</translation>
    </message>
    <message>
        <source>put the coup&apos;s %1 cards into the shuffling machine</source>
        <translation>put the coup&apos;s %1 cards into the shuffling machine</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>A bet on the layout: %1 the stake, %2 what it is on (Punto, Banco, Egalité, a pair, Super Six)</extracomment>
        <translation>%1 on %2</translation>
    </message>
    <message>
        <source>Seat %1 has put down %2; its maximum is %3.</source>
        <extracomment>Free play, an incident: %1 the seat, %2 its bet, %3 the bet&apos;s maximum</extracomment>
        <translation>Seat %1 has put down %2; its maximum is %3.</translation>
    </message>
    <message>
        <source>%1 has come out of the sabot face up before the bets were final.</source>
        <extracomment>Free play, an incident: %1 the card</extracomment>
        <translation>%1 has come out of the sabot face up before the bets were final.</translation>
    </message>
    <message>
        <source>The cut card has come out.</source>
        <translation>The cut card has come out.</translation>
    </message>
    <message>
        <source>The shoe is over and the players have left with no bet down. The casino runs this table with a shuffling machine from now on.</source>
        <translation>The shoe is over and the players have left with no bet down. The casino runs this table with a shuffling machine from now on.</translation>
    </message>
    <message>
        <source>The coup is settled at the shuffling machine.</source>
        <translation>The coup is settled at the shuffling machine.</translation>
    </message>
    <message>
        <source>Over the limit (art. 15 §4, §19): a bet above its maximum is reduced or refused before any card leaves the sabot. Egalité&apos;s maximum is one eighth of the table&apos;s; pairs and Super Six are capped by the house.</source>
        <translation>Over the limit (art. 15 §4, §19): a bet above its maximum is reduced or refused before any card leaves the sabot. Egalité&apos;s maximum is one eighth of the table&apos;s; pairs and Super Six are capped by the house.</translation>
    </message>
    <message>
        <source>Dummy hand (art. 15 §4–5): a card out of the sabot cannot go back; it is used, and when it is the coup&apos;s first card the coup is played with no bets; the bets wait for the next coup.</source>
        <translation>Dummy hand (art. 15 §4–5): a card out of the sabot cannot go back; it is used, and when it is the coup&apos;s first card the coup is played with no bets; the bets wait for the next coup.</translation>
    </message>
    <message>
        <source>Last coup (art. 15, deux tableaux §2): once the cut card, ten cards from the end, appears, no further coup is played.</source>
        <translation>Last coup (art. 15, deux tableaux §2): once the cut card, ten cards from the end, appears, no further coup is played.</translation>
    </message>
    <message>
        <source>Shuffling machine (art. 15 §20): no cut card and no last coup; one burn at the start; after each coup its cards go back into the machine.</source>
        <translation>Shuffling machine (art. 15 §20): no cut card and no last coup; one burn at the start; after each coup its cards go back into the machine.</translation>
    </message>
    <message>
        <source>%1 What does the dealer do?</source>
        <extracomment>Free play, an incident: %1 what happened; the keys name the dealer&apos;s possible answers</extracomment>
        <translation>%1 What does the dealer do?</translation>
    </message>
    <message>
        <source>At deux tableaux the cut card goes before the last %2 cards (art. 15 §2).</source>
        <translation>At deux tableaux the cut card goes before the last %2 cards (art. 15 §2).</translation>
    </message>
    <message>
        <source>count the cards: %1</source>
        <extracomment>The opening of a shoe (art. 15 §6); %1 how many cards</extracomment>
        <translation>count the cards: %1</translation>
    </message>
    <message>
        <source>shuffle the cards</source>
        <translation>shuffle the cards</translation>
    </message>
    <message>
        <source>give the cut card to seat %1 to cut</source>
        <extracomment>%1 the seat</extracomment>
        <translation>give the cut card to seat %1 to cut</translation>
    </message>
    <message>
        <source>place the cut card with %1 cards behind it</source>
        <extracomment>%1 how many cards lie behind the cut card</extracomment>
        <translation>place the cut card with %1 cards behind it</translation>
    </message>
    <message>
        <source>Open the shoe in order: A count (type the cards), F shuffle, U cut (type the seat), I cut card (type the cards behind it).</source>
        <extracomment>Free play, the opening of a shoe (art. 15 §6–8); the keys are the same on a Greek keyboard</extracomment>
        <translation>Open the shoe in order: A count (type the cards), F shuffle, U cut (type the seat), I cut card (type the cards behind it).</translation>
    </message>
    <message>
        <source>The banker lost the coup: the bank passes to seat %1, on his right, before the next coup (the game&apos;s convention; the regulation is silent).</source>
        <extracomment>Chemin de fer; %1 the seat on the banker&apos;s right</extracomment>
        <translation>The banker lost the coup: the bank passes to seat %1, on his right, before the next coup (the game&apos;s convention; the regulation is silent).</translation>
    </message>
    <message>
        <source>The bank passes to the player on the banker&apos;s right: seat %2, not seat %1 (the banker is seat %3).</source>
        <extracomment>Chemin de fer; %1 the seat given, %2 the seat due, %3 the banker&apos;s seat</extracomment>
        <translation>The bank passes to the player on the banker&apos;s right: seat %2, not seat %1 (the banker is seat %3).</translation>
    </message>
    <message>
        <source>The banker of seat %1 did not lose the coup: the bank stays with him.</source>
        <extracomment>Chemin de fer; %1 the banker&apos;s seat</extracomment>
        <translation>The banker of seat %1 did not lose the coup: the bank stays with him.</translation>
    </message>
    <message>
        <source>Hand the sabot to seat %1 first (art. 15 §9, §15).</source>
        <extracomment>Punto Banco&apos;s big table; %1 the seat</extracomment>
        <translation>Hand the sabot to seat %1 first (art. 15 §9, §15).</translation>
    </message>
    <message>
        <source>The sabot goes to seat %2, not seat %1 (art. 15 §9, §15).</source>
        <extracomment>%1 the seat given, %2 the seat due</extracomment>
        <translation>The sabot goes to seat %2, not seat %1 (art. 15 §9, §15).</translation>
    </message>
    <message>
        <source>Seat %1 keeps the sabot after a Banco win or an Egalité (art. 15 §15).</source>
        <extracomment>%1 the holder&apos;s seat</extracomment>
        <translation>Seat %1 keeps the sabot after a Banco win or an Egalité (art. 15 §15).</translation>
    </message>
    <message>
        <source>The sabot is handed to a player after the burn (art. 15 §9).</source>
        <translation>The sabot is handed to a player after the burn (art. 15 §9).</translation>
    </message>
    <message>
        <source>At this table the croupier deals: the sabot is not handed to a player (art. 15 §18 β, §20).</source>
        <translation>At this table the croupier deals: the sabot is not handed to a player (art. 15 §18 β, §20).</translation>
    </message>
    <message>
        <source>The sabot is with seat %2, not seat %1 (art. 15 §18 α).</source>
        <extracomment>%1 the seat named, %2 the holder&apos;s seat</extracomment>
        <translation>The sabot is with seat %2, not seat %1 (art. 15 §18 α).</translation>
    </message>
    <message>
        <source>pass the bank to seat %1, on the banker&apos;s right</source>
        <extracomment>Chemin de fer: the banker lost the coup; %1 the seat on his right (RULINGS, a convention)</extracomment>
        <translation>pass the bank to seat %1, on the banker&apos;s right</translation>
    </message>
    <message>
        <source>hand the sabot to seat %1</source>
        <extracomment>Punto Banco&apos;s big table (art. 15 §9, §15); %1 the seat</extracomment>
        <translation>hand the sabot to seat %1</translation>
    </message>
    <message>
        <source>The banker lost the coup: the bank passes to the player on his right (the game&apos;s convention). Type the seat, G.</source>
        <extracomment>Free play, chemin de fer; G is the key (γ on a Greek keyboard)</extracomment>
        <translation>The banker lost the coup: the bank passes to the player on his right (the game&apos;s convention). Type the seat, G.</translation>
    </message>
    <message>
        <source>The sabot passes to a player (art. 15 §9, §15): type the seat, G.</source>
        <extracomment>Free play, Punto Banco&apos;s big table (art. 15 §9, §15); G is the key</extracomment>
        <translation>The sabot passes to a player (art. 15 §9, §15): type the seat, G.</translation>
    </message>
    <message>
        <source>The players have left the machine&apos;s table (art. 15 §20 δ(6)): the cards come out of the machine. N: a player sits down; the cards are shuffled, cut and loaded into the machine again.</source>
        <extracomment>Free play, Punto Banco at the shuffling machine; N is the key (ν on a Greek keyboard)</extracomment>
        <translation>The players have left the machine&apos;s table (art. 15 §20 δ(6)): the cards come out of the machine. N: a player sits down; the cards are shuffled, cut and loaded into the machine again.</translation>
    </message>
    <message>
        <source>The banker won and gives the bank up, his winnings with him: the bank passes to the player on his right (the game&apos;s convention). Type the seat, G.</source>
        <extracomment>Free play, chemin de fer; G is the key (γ on a Greek keyboard)</extracomment>
        <translation>The banker won and gives the bank up, his winnings with him: the bank passes to the player on his right (the game&apos;s convention). Type the seat, G.</translation>
    </message>
    <message>
        <source>Not yet: a shoe is opened in order: the cards counted (at the table&apos;s opening only; at deux tableaux, new cards each shoe), shuffled, cut by a player, the cut card placed, then the burn. Now: %1 (%2).</source>
        <extracomment>The opening of a shoe out of order; %1 what is to be done now, %2 its paragraph (the engine&apos;s)</extracomment>
        <translation>Not yet: a shoe is opened in order: the cards counted (at the table&apos;s opening only; at deux tableaux, new cards each shoe), shuffled, cut by a player, the cut card placed, then the burn. Now: %1 (%2).</translation>
    </message>
    <message>
        <source>%1 decks of 52 cards: %2 cards are counted (art. 15 §1; %3).</source>
        <extracomment>%1 the decks, %2 their cards %3 the paragraph (the engine&apos;s: Punto Banco&apos;s §6, applied by analogy at chemin de fer)</extracomment>
        <translation>%1 decks of 52 cards: %2 cards are counted (art. 15 §1; %3).</translation>
    </message>
    <message>
        <source>The cut card is given to the first seated player on the dealer&apos;s right, seat %2, not seat %1 (%3).</source>
        <extracomment>%1 the seat given, %2 the seat that cuts %3 the paragraph (the engine&apos;s)</extracomment>
        <translation>The cut card is given to the first seated player on the dealer&apos;s right, seat %2, not seat %1 (%3).</translation>
    </message>
    <message>
        <source>The cut card leaves exactly %2 cards behind it (%3).</source>
        <extracomment>%2 the cards behind the cut card %3 the paragraph (the engine&apos;s)</extracomment>
        <translation>The cut card leaves exactly %2 cards behind it (%3).</translation>
    </message>
    <message>
        <source>Last coup (art. 15 §16): the coup in which the cut card appears, or which it would open, is the last of the shoe; the next shoe starts with the shuffle (§16, §6).</source>
        <translation>Last coup (art. 15 §16): the coup in which the cut card appears, or which it would open, is the last of the shoe; the next shoe starts with the shuffle (§16, §6).</translation>
    </message>
    <message>
        <source>The first card is %1: it burns %2 cards, itself included (art. 15 §9; 10, J, Q, K count 10).</source>
        <extracomment>%1 the first card as a dealer reads it (&quot;7♥&quot;, &quot;10♠&quot;), %2 how many are burned</extracomment>
        <translation>The first card is %1: it burns %2 cards, itself included (art. 15 §9; 10, J, Q, K count 10).</translation>
    </message>
</context>
<context>
    <name>croupier::BlackjackDealer</name>
    <message>
        <source>Box %1</source>
        <extracomment>A box of the blackjack layout (χώρισμα, art. 14), numbered from the dealer&apos;s left, at a sentence&apos;s start.</extracomment>
        <translation>Box %1</translation>
    </message>
    <message>
        <source>Blackjack</source>
        <translation>Blackjack</translation>
    </message>
    <message>
        <source>%1, bust</source>
        <extracomment>The dealer&apos;s hand went over 21.</extracomment>
        <translation>%1, bust</translation>
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
        <translation>%1 takes even money.</translation>
    </message>
    <message>
        <source>%1 insures for %2.</source>
        <translation>%1 insures for %2.</translation>
    </message>
    <message>
        <source>%1 asks for a card.</source>
        <extracomment>What a simulated player says: he wants another card.</extracomment>
        <translation>%1 asks for a card.</translation>
    </message>
    <message>
        <source>%1 stands.</source>
        <translation>%1 stands.</translation>
    </message>
    <message>
        <source>%1 doubles down: one card.</source>
        <translation>%1 doubles down: one card.</translation>
    </message>
    <message>
        <source>%1 splits the pair.</source>
        <translation>%1 splits the pair.</translation>
    </message>
    <message>
        <source>The round is over: deal the next one.</source>
        <extracomment>Free play: the round is over (or none has begun).</extracomment>
        <translation>The round is over: deal the next one.</translation>
    </message>
    <message>
        <source>%1, hand %2</source>
        <extracomment>A hand of a split box: %1 &quot;Box 3&quot;, %2 the hand&apos;s number in playing order.</extracomment>
        <translation>%1, hand %2</translation>
    </message>
    <message>
        <source>No blackjack for the dealer: the insurance of %1 is collected.</source>
        <translation>No blackjack for the dealer: the insurance of %1 is collected.</translation>
    </message>
    <message>
        <source>%1 is over 21: collect its cards and its bet at once.</source>
        <translation>%1 is over 21: collect its cards and its bet at once.</translation>
    </message>
    <message>
        <source>The dealer&apos;s blackjack beats %1: collect its bet.</source>
        <translation>The dealer&apos;s blackjack beats %1: collect its bet.</translation>
    </message>
    <message>
        <source>%1 has less than the dealer: collect its bet.</source>
        <translation>%1 has less than the dealer: collect its bet.</translation>
    </message>
    <message>
        <source>The dealer has a blackjack: the insurance of %1 pays 2 to 1: %2 pays %3.</source>
        <translation>The dealer has a blackjack: the insurance of %1 pays 2 to 1: %2 pays %3.</translation>
    </message>
    <message>
        <source>%1 took even money: its blackjack is paid 1 to 1 at once: %2 pays %3.</source>
        <translation>%1 took even money: its blackjack is paid 1 to 1 at once: %2 pays %3.</translation>
    </message>
    <message>
        <source>The dealer&apos;s first card cannot make a blackjack: pay the blackjack of %1 now, 3 to 2: %2 pays %3.</source>
        <translation>The dealer&apos;s first card cannot make a blackjack: pay the blackjack of %1 now, 3 to 2: %2 pays %3.</translation>
    </message>
    <message>
        <source>Blackjack pays 3 to 2: %1, %2 pays %3.</source>
        <translation>Blackjack pays 3 to 2: %1, %2 pays %3.</translation>
    </message>
    <message>
        <source>%1 beats the dealer: it is paid 1 to 1: %2 pays %3.</source>
        <translation>%1 beats the dealer: it is paid 1 to 1: %2 pays %3.</translation>
    </message>
    <message>
        <source>Blackjack against the dealer&apos;s blackjack: %1 pushes; its stake stays, to be taken back.</source>
        <translation>Blackjack against the dealer&apos;s blackjack: %1 pushes; its stake stays, to be taken back.</translation>
    </message>
    <message>
        <source>%1 has the dealer&apos;s total: a push; its stake stays, to be taken back.</source>
        <translation>%1 has the dealer&apos;s total: a push; its stake stays, to be taken back.</translation>
    </message>
    <message>
        <source>The dealer&apos;s first card is an ace: offer insurance (and even money to a blackjack) before any player takes a third card.</source>
        <translation>The dealer&apos;s first card is an ace: offer insurance (and even money to a blackjack) before any player takes a third card.</translation>
    </message>
    <message>
        <source>%1 has a soft %2: the ace counts 11 while the total stays at 21 or under.</source>
        <translation>%1 has a soft %2: the ace counts 11 while the total stays at 21 or under.</translation>
    </message>
    <message>
        <source>%1 has %2.</source>
        <translation>%1 has %2.</translation>
    </message>
    <message>
        <source>Every box has played: the dealer draws his second card now (there is no hole card).</source>
        <translation>Every box has played: the dealer draws his second card now (there is no hole card).</translation>
    </message>
    <message>
        <source>The dealer has %1: he must draw on 16 or less.</source>
        <translation>The dealer has %1: he must draw on 16 or less.</translation>
    </message>
    <message>
        <source>The dealer has %1, over 21: he takes no more cards.</source>
        <translation>The dealer has %1, over 21: he takes no more cards.</translation>
    </message>
    <message>
        <source>The dealer has a soft 17: the ace must count 11, so he stands on 17.</source>
        <translation>The dealer has a soft 17: the ace must count 11, so he stands on 17.</translation>
    </message>
    <message>
        <source>The dealer has %1: he stands on 17 or more.</source>
        <translation>The dealer has %1: he stands on 17 or more.</translation>
    </message>
    <message>
        <source>Show me: %1</source>
        <extracomment>The &quot;Show me&quot; control of free play: the right next step and why.</extracomment>
        <translation>Show me: %1</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <extracomment>A refused step in free play: %1 the reason.</extracomment>
        <translation>Refused: %1</translation>
    </message>
    <message>
        <source>%1 Not %2.</source>
        <extracomment>A wrong total announced: %1 the reason with the right total, %2 what the trainee said.</extracomment>
        <translation>%1 Not %2.</translation>
    </message>
    <message>
        <source>Dealt: a card to each box from your left, one to you, the second to each box.</source>
        <translation>Dealt: a card to each box from your left, one to you, the second to each box.</translation>
    </message>
    <message>
        <source>Insurance offered.</source>
        <translation>Insurance offered.</translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation>Right: %1</translation>
    </message>
    <message>
        <source>Deal the next round (D).</source>
        <translation>Deal the next round (D).</translation>
    </message>
    <message>
        <source>The dealer&apos;s first card is an ace (I offers insurance).</source>
        <translation>The dealer&apos;s first card is an ace (I offers insurance).</translation>
    </message>
    <message>
        <source>%1: announce its total (type it, then A).</source>
        <translation>%1: announce its total (type it, then A).</translation>
    </message>
    <message>
        <source>Your hand: draw (H) or stand (S).</source>
        <translation>Your hand: draw (H) or stand (S).</translation>
    </message>
    <message>
        <source>Settle %1: collect (C), pay (type the amount, then P or Enter) or push (L).</source>
        <translation>Settle %1: collect (C), pay (type the amount, then P or Enter) or push (L).</translation>
    </message>
    <message>
        <source>The cut card is out: this is the last round of the shoe.</source>
        <translation>The cut card is out: this is the last round of the shoe.</translation>
    </message>
    <message>
        <source>Exposed cards (art. 14 §7): a card seen face up is burned; cards that come out unasked are offered, one at a time in order, to the following boxes; the dealer takes what nobody takes up to 17; the rest is burned.</source>
        <translation>Exposed cards (art. 14 §7): a card seen face up is burned; cards that come out unasked are offered, one at a time in order, to the following boxes; the dealer takes what nobody takes up to 17; the rest is burned.</translation>
    </message>
    <message>
        <source>Standing bettors (art. 14 §11): up to two beside the seated player, each at least the minimum, the box at most the maximum; only the seated player decides; each is settled on his own.</source>
        <translation>Standing bettors (art. 14 §11): up to two beside the seated player, each at least the minimum, the box at most the maximum; only the seated player decides; each is settled on his own.</translation>
    </message>
    <message>
        <source>Limits (art. 14 §11, §16): a bet above the maximum, or a box whose bets together pass it, is reduced or refused before the deal.</source>
        <translation>Limits (art. 14 §11, §16): a bet above the maximum, or a box whose bets together pass it, is reduced or refused before the deal.</translation>
    </message>
    <message>
        <source>Shuffling machine (art. 14 §10): no cut card; five cards burned once; right after each round every card used or burned in it goes back into the machine.</source>
        <translation>Shuffling machine (art. 14 §10): no cut card; five cards burned once; right after each round every card used or burned in it goes back into the machine.</translation>
    </message>
    <message>
        <source>Box %1: a bet of %2 takes the box over the maximum; reduce it to %3 or refuse it before the deal (art. 14 §11, §16).</source>
        <extracomment>%1 the box, %2 the bet, %3 what is allowed</extracomment>
        <translation>Box %1: a bet of %2 takes the box over the maximum; reduce it to %3 or refuse it before the deal (art. 14 §11, §16).</translation>
    </message>
    <message>
        <source>Box %1&apos;s bet is the only one on the table: reduce it to the maximum rather than refuse it.</source>
        <translation>Box %1&apos;s bet is the only one on the table: reduce it to the maximum rather than refuse it.</translation>
    </message>
    <message>
        <source>Box %1 already has two standing bettors: a third one&apos;s %2 is refused (art. 14 §11).</source>
        <extracomment>%1 the box, %2 the stake</extracomment>
        <translation>Box %1 already has two standing bettors: a third one&apos;s %2 is refused (art. 14 §11).</translation>
    </message>
    <message>
        <source>The next card, %1, has shown its face: it is burned and play goes on (art. 14 §7).</source>
        <extracomment>%1 the card as a dealer reads it (&quot;9♥&quot;, &quot;10♠&quot;)</extracomment>
        <translation>The next card, %1, has shown its face: it is burned and play goes on (art. 14 §7).</translation>
    </message>
    <message>
        <source>The exposed %2 is offered to %1, next in turn: he takes it or refuses it (art. 14 §7).</source>
        <extracomment>%1 the box and hand, %2 the card</extracomment>
        <translation>The exposed %2 is offered to %1, next in turn: he takes it or refuses it (art. 14 §7).</translation>
    </message>
    <message>
        <source>Nobody took the exposed %1: the dealer takes it while he is under 17 (art. 14 §7).</source>
        <translation>Nobody took the exposed %1: the dealer takes it while he is under 17 (art. 14 §7).</translation>
    </message>
    <message>
        <source>The dealer has 17 or more: the %1 exposed cards nobody took are burned (art. 14 §7).</source>
        <translation>The dealer has 17 or more: the %1 exposed cards nobody took are burned (art. 14 §7).</translation>
    </message>
    <message>
        <source>The cut card came out in this round: it was the last of the shoe; call it (art. 14 §8).</source>
        <translation>The cut card came out in this round: it was the last of the shoe; call it (art. 14 §8).</translation>
    </message>
    <message>
        <source>The table changes over to the shuffling machine: all %1 cards go into it, with no cut card (art. 14 §10).</source>
        <translation>The table changes over to the shuffling machine: all %1 cards go into it, with no cut card (art. 14 §10).</translation>
    </message>
    <message>
        <source>At the machine the first %1 cards are burned unseen, once (art. 14 §10).</source>
        <translation>At the machine the first %1 cards are burned unseen, once (art. 14 §10).</translation>
    </message>
    <message>
        <source>The round is over at the machine: its %1 cards go back into it at once (art. 14 §10).</source>
        <translation>The round is over at the machine: its %1 cards go back into it at once (art. 14 §10).</translation>
    </message>
    <message>
        <source>The players have left: the dealer takes the %1 cards out of the machine (art. 14 §10, last paragraph).</source>
        <translation>The players have left: the dealer takes the %1 cards out of the machine (art. 14 §10, last paragraph).</translation>
    </message>
    <message>
        <source>Box %1: a bet of %2 is put down.</source>
        <extracomment>Free play, blackjack, an incident: %1 the box, %2 the stake put down</extracomment>
        <translation>Box %1: a bet of %2 is put down.</translation>
    </message>
    <message>
        <source>A third standing bettor puts %2 on box %1.</source>
        <translation>A third standing bettor puts %2 on box %1.</translation>
    </message>
    <message>
        <source>The next card in the shoe shows its face: %1.</source>
        <translation>The next card in the shoe shows its face: %1.</translation>
    </message>
    <message>
        <source>A card came out that nobody asked for: %1.</source>
        <translation>A card came out that nobody asked for: %1.</translation>
    </message>
    <message>
        <source>Exposed cards are left that nobody took.</source>
        <translation>Exposed cards are left that nobody took.</translation>
    </message>
    <message>
        <source>The round is settled; the cut card came out during it.</source>
        <translation>The round is settled; the cut card came out during it.</translation>
    </message>
    <message>
        <source>The table emptied; the casino runs it with a shuffling machine from now on.</source>
        <translation>The table emptied; the casino runs it with a shuffling machine from now on.</translation>
    </message>
    <message>
        <source>The machine is loaded.</source>
        <translation>The machine is loaded.</translation>
    </message>
    <message>
        <source>The round is settled at the shuffling machine.</source>
        <translation>The round is settled at the shuffling machine.</translation>
    </message>
    <message>
        <source>The players have left the machine&apos;s table.</source>
        <translation>The players have left the machine&apos;s table.</translation>
    </message>
    <message>
        <source>%1 What does the dealer do?</source>
        <extracomment>Free play, blackjack, an incident: %1 what happened; the keys name the dealer&apos;s possible answers</extracomment>
        <translation>%1 What does the dealer do?</translation>
    </message>
    <message>
        <source>The table opens: count the %1 cards and check that every deck is complete; type the count, then N (art. 14 §2).</source>
        <extracomment>Free play, blackjack, the table&apos;s opening: %1 the cards of the shoe&apos;s decks (312 for six)</extracomment>
        <translation>The table opens: count the %1 cards and check that every deck is complete; type the count, then N (art. 14 §2).</translation>
    </message>
    <message>
        <source>Shuffle the %1 cards: spread them in piles, shuffle, cut and stack them, backs to the players (U, art. 14 §2).</source>
        <extracomment>Free play, blackjack: %1 the number of cards. Key U.</extracomment>
        <translation>Shuffle the %1 cards: spread them in piles, shuffle, cut and stack them, backs to the players (U, art. 14 §2).</translation>
    </message>
    <message>
        <source>Give a player the card to cut (T): he lifts %1 cards, leaving at least one deck on each side; the top part goes to the back (art. 14 §3).</source>
        <extracomment>Free play, blackjack: the dealer gives the cut card to a player; %1 how many cards the player lifts off</extracomment>
        <translation>Give a player the card to cut (T): he lifts %1 cards, leaving at least one deck on each side; the top part goes to the back (art. 14 §3).</translation>
    </message>
    <message>
        <source>Place the cut card with about one deck, %1 cards, behind it (K), and put the stack into the shoe (art. 14 §4–5).</source>
        <extracomment>Free play, blackjack: the cut card (κάρτα τελειώματος) of art. 14 §4; %1 the cards left behind it</extracomment>
        <translation>Place the cut card with about one deck, %1 cards, behind it (K), and put the stack into the shoe (art. 14 §4–5).</translation>
    </message>
    <message>
        <source>Before the deal, burn the first %1 cards unseen into the discard holder (B, art. 14 §6).</source>
        <extracomment>Free play, blackjack: %1 the cards burned (five)</extracomment>
        <translation>Before the deal, burn the first %1 cards unseen into the discard holder (B, art. 14 §6).</translation>
    </message>
    <message>
        <source>Announce your own total after each of your cards: %1 (type %2, then A; art. 14 §12 α).</source>
        <extracomment>%1 the dealer&apos;s total (&quot;17&quot;, &quot;soft 17&quot;, &quot;24, bust&quot;, &quot;Blackjack&quot;), %2 the number to type</extracomment>
        <translation>Announce your own total after each of your cards: %1 (type %2, then A; art. 14 §12 α).</translation>
    </message>
    <message>
        <source>A player has come: the %1 cards, shuffled and cut, go back into the machine (art. 14 §10).</source>
        <extracomment>Free play, blackjack, the shuffling machine: %1 every card</extracomment>
        <translation>A player has come: the %1 cards, shuffled and cut, go back into the machine (art. 14 §10).</translation>
    </message>
    <message>
        <source>The players have left the machine&apos;s table, and a new one has come.</source>
        <translation>The players have left the machine&apos;s table, and a new one has come.</translation>
    </message>
    <message>
        <source>Open the shoe: count (type it, N), shuffle (U), a player cuts (T), the cut card (K), burn five (B).</source>
        <extracomment>Free play, blackjack: the opening of a shoe (art. 14 §2–6), its keys</extracomment>
        <translation>Open the shoe: count (type it, N), shuffle (U), a player cuts (T), the cut card (K), burn five (B).</translation>
    </message>
    <message>
        <source>Your hand: announce your total (type it, then A).</source>
        <extracomment>Free play, blackjack: the dealer&apos;s own total (art. 14 §12 α)</extracomment>
        <translation>Your hand: announce your total (type it, then A).</translation>
    </message>
    <message>
        <source>Last round (art. 14 §8): the round in which the cut card comes out is completed and is the last of the shoe; the next shoe is shuffled, cut and five cards burned (§2–6; counted only at the table&apos;s opening).</source>
        <translation>Last round (art. 14 §8): the round in which the cut card comes out is completed and is the last of the shoe; the next shoe is shuffled, cut and five cards burned (§2–6; counted only at the table&apos;s opening).</translation>
    </message>
    <message>
        <source>%1 takes the exposed %2.</source>
        <extracomment>Free play, blackjack (art. 14 §7): a simulated player takes the card that came out unasked; %2 the card (&quot;9♥&quot;)</extracomment>
        <translation>%1 takes the exposed %2.</translation>
    </message>
    <message>
        <source>%1 refuses the exposed %2.</source>
        <extracomment>Free play, blackjack (art. 14 §7): a simulated player refuses the card that came out unasked; %2 the card (&quot;9♥&quot;)</extracomment>
        <translation>%1 refuses the exposed %2.</translation>
    </message>
    <message>
        <source>box %1</source>
        <extracomment>A box of the blackjack layout (χώρισμα, art. 14), numbered from the dealer&apos;s left, inside a sentence (&quot;Settle box 2&quot;).</extracomment>
        <translation>box %1</translation>
    </message>
</context>
<context>
    <name>croupier::ChipPayment</name>
    <message>
        <source>The float has no tube %1.</source>
        <extracomment>Paying in chips: the key pressed has no tube in the float; %1 the tube&apos;s number</extracomment>
        <translation>The float has no tube %1.</translation>
    </message>
    <message>
        <source>Chips: &quot;%1&quot; is not a count of chips (a whole number from 1 to %2).</source>
        <extracomment>Paying in chips: the count typed before a tube&apos;s key; %1 as typed, %2 the most at once</extracomment>
        <translation>Chips: &quot;%1&quot; is not a count of chips (a whole number from 1 to %2).</translation>
    </message>
    <message>
        <source>The tube of %1 has %2 chips left.</source>
        <extracomment>Paying in chips: more chips than the tube has left (the house sets each tube&apos;s count); %1 the chip, %2 how many are left</extracomment>
        <translation>The tube of %1 has %2 chips left.</translation>
    </message>
</context>
<context>
    <name>croupier::CrapsDealer</name>
    <message>
        <source>Seven out: the dice pass to player %1.</source>
        <extracomment>Free play, craps: after a 7 with the point on (art. 16 §7). %1 the next shooter&apos;s seat.</extracomment>
        <translation>Seven out: the dice pass to player %1.</translation>
    </message>
    <message>
        <source>Collect %1 of player %2: it loses.</source>
        <extracomment>Free play, craps: what to do with the highlighted bet. %1 the bet, %2 the seat.</extracomment>
        <translation>Collect %1 of player %2: it loses.</translation>
    </message>
    <message>
        <source>Move %1 of player %2 to the %3.</source>
        <extracomment>Free play, craps. %1 the bet (COME or DON&apos;T COME), %2 the seat, %3 its number.</extracomment>
        <translation>Move %1 of player %2 to the %3.</translation>
    </message>
    <message>
        <source>Pay %1 of player %2: %3.</source>
        <extracomment>Free play, craps. %1 the bet, %2 the seat, %3 the amount.</extracomment>
        <translation>Pay %1 of player %2: %3.</translation>
    </message>
    <message>
        <source>Give %1 back to player %2: they were off.</source>
        <extracomment>Free play, craps: odds that were off, whose COME / DON&apos;T COME bet was decided. %1 the bet, %2 the seat.</extracomment>
        <translation>Give %1 back to player %2: they were off.</translation>
    </message>
    <message>
        <source>Player %1 throws the dice.</source>
        <extracomment>Free play, craps: the right next step. %1 the shooter&apos;s seat.</extracomment>
        <translation>Player %1 throws the dice.</translation>
    </message>
    <message>
        <source>Call the total: %1.</source>
        <extracomment>Free play, craps. %1 the total.</extracomment>
        <translation>Call the total: %1.</translation>
    </message>
    <message>
        <source>Put the puck ON the %1.</source>
        <translation>Put the puck ON the %1.</translation>
    </message>
    <message>
        <source>Turn the puck OFF.</source>
        <translation>Turn the puck OFF.</translation>
    </message>
    <message>
        <source>The dice have not been thrown yet: the shooter throws first.</source>
        <extracomment>Free play, craps: a settling step while the dice have not been thrown.</extracomment>
        <translation>The dice have not been thrown yet: the shooter throws first.</translation>
    </message>
    <message>
        <source>Call the total of the dice first.</source>
        <extracomment>Free play, craps: the stickman&apos;s call comes before the settlement.</extracomment>
        <translation>Call the total of the dice first.</translation>
    </message>
    <message>
        <source>The dice show %1 and %2: the total is %3, not %4.</source>
        <extracomment>Free play, craps: a wrong total called. %1 and %2 the dice, %3 their total, %4 what was called.</extracomment>
        <translation>The dice show %1 and %2: the total is %3, not %4.</translation>
    </message>
    <message>
        <source>%1 loses on a %2: collect it, before any bet is paid.</source>
        <extracomment>Free play, craps: the highlighted bet lost. %1 the bet, %2 the total. Losers first (art. 16 §2).</extracomment>
        <translation>%1 loses on a %2: collect it, before any bet is paid.</translation>
    </message>
    <message>
        <source>%1 is not decided by its first roll of %2: move it to the %2.</source>
        <extracomment>Free play, craps: a COME / DON&apos;T COME bet&apos;s first roll set its number. %1 the bet, %2 the number.</extracomment>
        <translation>%1 is not decided by its first roll of %2: move it to the %2.</translation>
    </message>
    <message>
        <source>%1 wins on a %2: pay it, at %3.</source>
        <extracomment>Free play, craps. %1 the bet, %2 the total, %3 its ratio.</extracomment>
        <translation>%1 wins on a %2: pay it, at %3.</translation>
    </message>
    <message>
        <source>%1 were off on the come-out and their bet is decided: give them back.</source>
        <extracomment>Free play, craps. %1 the odds. Off on the come-out (art. 16 §10, last paragraph).</extracomment>
        <translation>%1 were off on the come-out and their bet is decided: give them back.</translation>
    </message>
    <message>
        <source>%1 goes to the number just rolled, %2, not %3.</source>
        <extracomment>Free play, craps. %1 the bet, %2 the right number, %3 the number given.</extracomment>
        <translation>%1 goes to the number just rolled, %2, not %3.</translation>
    </message>
    <message>
        <source>Not %1: %2 of %3 pays %4, rounded down to the chip.</source>
        <extracomment>Free play, craps: a wrong payout typed. %1 the amount typed, %2 the bet, %3 the stake, %4 the ratio.</extracomment>
        <translation>Not %1: %2 of %3 pays %4, rounded down to the chip.</translation>
    </message>
    <message>
        <source>Every bet is settled: now move the puck.</source>
        <extracomment>Free play, craps: every bet is settled; the puck is next.</extracomment>
        <translation>Every bet is settled: now move the puck.</translation>
    </message>
    <message>
        <source>A 7 with the point on is a seven-out: the puck goes OFF.</source>
        <extracomment>Free play, craps: a 7 with the point on.</extracomment>
        <translation>A 7 with the point on is a seven-out: the puck goes OFF.</translation>
    </message>
    <message>
        <source>A %1 on the come-out is the POINT: the puck goes ON the %1.</source>
        <extracomment>Free play, craps: a come-out 4, 5, 6, 8, 9 or 10. %1 the point.</extracomment>
        <translation>A %1 on the come-out is the POINT: the puck goes ON the %1.</translation>
    </message>
    <message>
        <source>The point is still %1: the puck stays ON the %1.</source>
        <extracomment>Free play, craps. %1 the point.</extracomment>
        <translation>The point is still %1: the puck stays ON the %1.</translation>
    </message>
    <message>
        <source>The point %1 is made: the puck goes OFF.</source>
        <extracomment>Free play, craps. %1 the point just made.</extracomment>
        <translation>The point %1 is made: the puck goes OFF.</translation>
    </message>
    <message>
        <source>No point is set on a %1: the puck stays OFF.</source>
        <extracomment>Free play, craps: a come-out 2, 3, 7, 11 or 12.</extracomment>
        <translation>No point is set on a %1: the puck stays OFF.</translation>
    </message>
    <message>
        <source>Player %1 has the dice: press R to throw.</source>
        <extracomment>Free play, craps: what to do now. %1 the shooter&apos;s seat.</extracomment>
        <translation>Player %1 has the dice: press R to throw.</translation>
    </message>
    <message>
        <source>Call the total: type it and press Enter.</source>
        <extracomment>Free play, craps: what to do now.</extracomment>
        <translation>Call the total: type it and press Enter.</translation>
    </message>
    <message>
        <source>%1 of player %2: collect (C), move (M), give back (B), or type the payout and press Enter.</source>
        <extracomment>Free play, craps: what to do now. %1 the bet, %2 its seat; the keys in brackets.</extracomment>
        <translation>%1 of player %2: collect (C), move (M), give back (B), or type the payout and press Enter.</translation>
    </message>
    <message>
        <source>Move the puck: type the point and press Enter, or O for OFF.</source>
        <extracomment>Free play, craps: what to do now.</extracomment>
        <translation>Move the puck: type the point and press Enter, or O for OFF.</translation>
    </message>
    <message>
        <source>Player %1 must bet on WIN or DON&apos;T WIN before throwing.</source>
        <extracomment>Free play, craps: the shooter has no bet on the pass or don&apos;t pass line (art. 16 §9). %1 the seat.</extracomment>
        <translation>Player %1 must bet on WIN or DON&apos;T WIN before throwing.</translation>
    </message>
    <message>
        <source>No Roll (art. 16 §8): a die that leaves the table, or stops on its edge or against a stack, decides nothing; after a die has left the table the shooter picks two of five dice offered, and no bet is placed while they are offered.</source>
        <translation>No Roll (art. 16 §8): a die that leaves the table, or stops on its edge or against a stack, decides nothing; after a die has left the table the shooter picks two of five dice offered, and no bet is placed while they are offered.</translation>
    </message>
    <message>
        <source>The dice (art. 16 §7, §9): they pass clockwise; a player may decline them; the shooter must have a bet on WIN or DON&apos;T WIN.</source>
        <translation>The dice (art. 16 §7, §9): they pass clockwise; a player may decline them; the shooter must have a bet on WIN or DON&apos;T WIN.</translation>
    </message>
    <message>
        <source>Take-downs (art. 16 §10 α): WIN and COME stay until they win or lose; other bets may be taken down once their odds are off.</source>
        <translation>Take-downs (art. 16 §10 α): WIN and COME stay until they win or lose; other bets may be taken down once their odds are off.</translation>
    </message>
    <message>
        <source>Maxima (art. 16 §3–5): the table maximum is 100 to 1000 times the minimum; odds, place, lay and proposition bets have maxima of their own. A bet above its maximum is reduced or refused before the throw.</source>
        <translation>Maxima (art. 16 §3–5): the table maximum is 100 to 1000 times the minimum; odds, place, lay and proposition bets have maxima of their own. A bet above its maximum is reduced or refused before the throw.</translation>
    </message>
    <message>
        <source>Call No Roll: the throw decides nothing.</source>
        <extracomment>Free play, craps: the stickman&apos;s call on a throw that decides nothing (art. 16 §8)</extracomment>
        <translation>Call No Roll: the throw decides nothing.</translation>
    </message>
    <message>
        <source>Offer the dice to player %1.</source>
        <translation>Offer the dice to player %1.</translation>
    </message>
    <message>
        <source>Refuse player %1&apos;s bet: no bet while the dice are offered.</source>
        <translation>Refuse player %1&apos;s bet: no bet while the dice are offered.</translation>
    </message>
    <message>
        <source>Pass the dice to player %1.</source>
        <translation>Pass the dice to player %1.</translation>
    </message>
    <message>
        <source>Reduce the bet to its maximum, %1.</source>
        <translation>Reduce the bet to its maximum, %1.</translation>
    </message>
    <message>
        <source>Refuse: WIN and COME cannot be taken down.</source>
        <translation>Refuse: WIN and COME cannot be taken down.</translation>
    </message>
    <message>
        <source>Take the bet down and give it back.</source>
        <translation>Take the bet down and give it back.</translation>
    </message>
    <message>
        <source>While the dice are being offered, player %1 puts chips on %2.</source>
        <extracomment>Free play, craps: %1 the seat, %2 the bet</extracomment>
        <translation>While the dice are being offered, player %1 puts chips on %2.</translation>
    </message>
    <message>
        <source>The die that left the table is gone; the shooter needs dice.</source>
        <translation>The die that left the table is gone; the shooter needs dice.</translation>
    </message>
    <message>
        <source>The dice show %1, but one of them has left the table.</source>
        <extracomment>Free play, craps: %1 the dice shown (&quot;6 and 1&quot;)</extracomment>
        <translation>The dice show %1, but one of them has left the table.</translation>
    </message>
    <message>
        <source>The dice show %1, but one of them has stopped on its edge against the chips.</source>
        <translation>The dice show %1, but one of them has stopped on its edge against the chips.</translation>
    </message>
    <message>
        <source>The dice come to player %1.</source>
        <translation>The dice come to player %1.</translation>
    </message>
    <message>
        <source>Player %1 declines the dice.</source>
        <translation>Player %1 declines the dice.</translation>
    </message>
    <message>
        <source>Player %1 puts %2 on %3.</source>
        <extracomment>Free play, craps: %1 the seat, %2 the stake, %3 the bet</extracomment>
        <translation>Player %1 puts %2 on %3.</translation>
    </message>
    <message>
        <source>Player %1 asks to take down his %2.</source>
        <translation>Player %1 asks to take down his %2.</translation>
    </message>
    <message>
        <source>A die left the table: the throw %1 is No Roll and decides nothing. Call it (art. 16 §8).</source>
        <extracomment>Free play, craps: %1 the dice of the voided throw (&quot;6 and 1&quot;)</extracomment>
        <translation>A die left the table: the throw %1 is No Roll and decides nothing. Call it (art. 16 §8).</translation>
    </message>
    <message>
        <source>A die stopped on its edge against the chips: the throw %1 is No Roll and decides nothing. Call it (art. 16 §8).</source>
        <translation>A die stopped on its edge against the chips: the throw %1 is No Roll and decides nothing. Call it (art. 16 §8).</translation>
    </message>
    <message>
        <source>The dice go first to player %1: offer them (art. 16 §7–8).</source>
        <translation>The dice go first to player %1: offer them (art. 16 §7–8).</translation>
    </message>
    <message>
        <source>Player %1 is putting chips on %2 while the dice are offered: no bet is placed then (art. 16 §8).</source>
        <extracomment>%1 the seat, %2 the bet</extracomment>
        <translation>Player %1 is putting chips on %2 while the dice are offered: no bet is placed then (art. 16 §8).</translation>
    </message>
    <message>
        <source>Player %1 declines the dice: they pass clockwise, to player %2 (art. 16 §7).</source>
        <extracomment>%1 the player who declined, %2 the next player clockwise</extracomment>
        <translation>Player %1 declines the dice: they pass clockwise, to player %2 (art. 16 §7).</translation>
    </message>
    <message>
        <source>%2 on %1 is over its maximum, %3: reduce it or refuse it before the throw (art. 16 §3–5).</source>
        <extracomment>%1 the bet, %2 the stake offered, %3 its maximum</extracomment>
        <translation>%2 on %1 is over its maximum, %3: reduce it or refuse it before the throw (art. 16 §3–5).</translation>
    </message>
    <message>
        <source>%2 on %1 is reduced to its maximum, %3, not %4.</source>
        <translation>%2 on %1 is reduced to its maximum, %3, not %4.</translation>
    </message>
    <message>
        <source>%1 cannot be taken down: it stays until it wins or loses (art. 16 §10 α).</source>
        <translation>%1 cannot be taken down: it stays until it wins or loses (art. 16 §10 α).</translation>
    </message>
    <message>
        <source>%1 may be taken down: give it back to the player.</source>
        <translation>%1 may be taken down: give it back to the player.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>Two dice: %1 and %2 their faces</extracomment>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <source>%1 What does the dealer do?</source>
        <extracomment>Free play, craps, an incident: %1 what happened; the keys name the dealer&apos;s possible answers</extracomment>
        <translation>%1 What does the dealer do?</translation>
    </message>
    <message>
        <source>The layout no longer allows that bet: %1.</source>
        <extracomment>Free play, craps: a bet the layout no longer allows; %1 the rule&apos;s words</extracomment>
        <translation>The layout no longer allows that bet: %1.</translation>
    </message>
</context>
<context>
    <name>croupier::DrillSession</name>
    <message>
        <source>There is no game &quot;%1&quot;.</source>
        <extracomment>A drill was asked for a game that does not exist. %1 is its name.</extracomment>
        <translation>There is no game &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>There is no topic &quot;%1&quot;.</source>
        <translation>There is no topic &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The topic &quot;%1&quot; is not drilled at this game.</source>
        <translation>The topic &quot;%1&quot; is not drilled at this game.</translation>
    </message>
    <message>
        <source>%1: give an answer.</source>
        <extracomment>The answer form: a field was left empty. %1 is the field (&quot;Paid&quot;).</extracomment>
        <translation>%1: give an answer.</translation>
    </message>
    <message>
        <source>%1: type a whole number from %2 to %3.</source>
        <extracomment>The answer form. %1 the field, %2 and %3 the smallest and largest number allowed.</extracomment>
        <translation>%1: type a whole number from %2 to %3.</translation>
    </message>
    <message>
        <source>%1: answer yes or no.</source>
        <translation>%1: answer yes or no.</translation>
    </message>
    <message>
        <source>%1: choose one of the answers.</source>
        <translation>%1: choose one of the answers.</translation>
    </message>
    <message>
        <source>no answer</source>
        <extracomment>An exam question left without an answer (the time ran out).</extracomment>
        <translation>no answer</translation>
    </message>
    <message>
        <source>%1: take the chips from the float (a count, then the tube&apos;s key).</source>
        <extracomment>The answer form: no chip was taken from the float. %1 is the field (&quot;Chips&quot;).</extracomment>
        <translation>%1: take the chips from the float (a count, then the tube&apos;s key).</translation>
    </message>
</context>
<context>
    <name>croupier::ExamDesk</name>
    <message>
        <source>topic</source>
        <translation>topic</translation>
    </message>
    <message>
        <source>game</source>
        <translation>game</translation>
    </message>
    <message>
        <source>questions</source>
        <extracomment>A section&apos;s number of questions, in an error message (&quot;Section 2, questions: …&quot;).</extracomment>
        <translation>questions</translation>
    </message>
    <message>
        <source>level</source>
        <translation>level</translation>
    </message>
    <message>
        <source>Section %1</source>
        <extracomment>The author form&apos;s section row in an error message. %1 the row number.</extracomment>
        <translation>Section %1</translation>
    </message>
    <message>
        <source>Exam id</source>
        <extracomment>The author form&apos;s field: the exam&apos;s short unique name.</extracomment>
        <translation>Exam id</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <source>Language of the questions</source>
        <translation>Language of the questions</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Decks</translation>
    </message>
    <message>
        <source>Chip unit</source>
        <translation>Chip unit</translation>
    </message>
    <message>
        <source>Pay table</source>
        <translation>Pay table</translation>
    </message>
    <message>
        <source>Whole exam (minutes)</source>
        <translation>Whole exam (minutes)</translation>
    </message>
    <message>
        <source>Seconds per question</source>
        <translation>Seconds per question</translation>
    </message>
    <message>
        <source>Pass mark</source>
        <translation>Pass mark</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>Feedback</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Sections</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>An error on the author form. %1 the field&apos;s label, %2 why (from the rules engine, in English).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The exam database cannot be opened.</source>
        <translation>The exam database cannot be opened.</translation>
    </message>
    <message>
        <source>Log in as the instructor first.</source>
        <extracomment>Refusal of an instructor&apos;s action before the passphrase was given.</extracomment>
        <translation>Log in as the instructor first.</translation>
    </message>
    <message>
        <source>The passphrase must have at least 8 characters.</source>
        <extracomment>The instructor&apos;s new passphrase is too short.</extracomment>
        <translation>The passphrase must have at least 8 characters.</translation>
    </message>
    <message numerus="yes">
        <source>Wait %n second(s) before trying again.</source>
        <extracomment>After wrong passphrases. %n seconds.</extracomment>
        <translation>
            <numerusform>Wait %n second before trying again.</numerusform>
            <numerusform>Wait %n seconds before trying again.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrong passphrase.</source>
        <extracomment>A wrong passphrase, when the store gives no reason.</extracomment>
        <translation>Wrong passphrase.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a whole number.</source>
        <extracomment>A form field that takes a whole number. %1 the field&apos;s label, %2 what was typed.</extracomment>
        <translation>%1: &quot;%2&quot; is not a whole number.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a Punto Banco pay table.</source>
        <extracomment>The pay table chosen is not a Punto Banco one. %1 the field, %2 the value.</extracomment>
        <translation>%1: &quot;%2&quot; is not a Punto Banco pay table.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is none of end, never, each.</source>
        <extracomment>%1 the field, %2 the value; keep end, never, each as they are.</extracomment>
        <translation>%1: &quot;%2&quot; is none of end, never, each.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a game.</source>
        <extracomment>%1 the section&apos;s field, %2 the value.</extracomment>
        <translation>%1: &quot;%2&quot; is not a game.</translation>
    </message>
    <message>
        <source>%1: cannot read the question bank: %2</source>
        <extracomment>A question bank that cannot be read. %1 the file, %2 why.</extracomment>
        <translation>%1: cannot read the question bank: %2</translation>
    </message>
    <message>
        <source>%1: the question bank is larger than %2 MiB.</source>
        <translation>%1: the question bank is larger than %2 MiB.</translation>
    </message>
    <message>
        <source>%1: the question bank has no questions.</source>
        <extracomment>An imported question bank without a single question. %1 the file.</extracomment>
        <translation>%1: the question bank has no questions.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n line(s) refused by the rules engine; nothing was saved.</source>
        <extracomment>An imported bank with wrong lines: nothing is saved. %1 the file, %n the lines.</extracomment>
        <translation>
            <numerusform>%1: %n line refused by the rules engine; nothing was saved.</numerusform>
            <numerusform>%1: %n lines refused by the rules engine; nothing was saved.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: an exam &quot;%2&quot; is already saved; choose another id.</source>
        <extracomment>Saving an exam whose id is taken. %1 the field, %2 the id.</extracomment>
        <translation>%1: an exam &quot;%2&quot; is already saved; choose another id.</translation>
    </message>
    <message>
        <source>%1: give the question bank&apos;s file.</source>
        <translation>%1: give the question bank&apos;s file.</translation>
    </message>
    <message>
        <source>Question bank</source>
        <translation>Question bank</translation>
    </message>
    <message>
        <source>There is no exam &quot;%1&quot; in the database.</source>
        <extracomment>An exam id not in the database. %1 the id.</extracomment>
        <translation>There is no exam &quot;%1&quot; in the database.</translation>
    </message>
    <message>
        <source>Give the file to write.</source>
        <extracomment>An export without a file name.</extracomment>
        <translation>Give the file to write.</translation>
    </message>
    <message>
        <source>Give the exam file to open.</source>
        <extracomment>Opening an exam file without a file name.</extracomment>
        <translation>Give the exam file to open.</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: cannot read: %2</translation>
    </message>
    <message>
        <source>%1: larger than %2 MiB; not a results file.</source>
        <extracomment>A file too large to be an exported result. %1 the file, %2 the limit.</extracomment>
        <translation>%1: larger than %2 MiB; not a results file.</translation>
    </message>
    <message>
        <source>The demo runs only on an in-memory exam database.</source>
        <extracomment>Not shown in the UI: the screenshot demo refuses to touch a real database.</extracomment>
        <translation>The demo runs only on an in-memory exam database.</translation>
    </message>
    <message>
        <source>Punto Banco: third card and payouts</source>
        <extracomment>The demo exam&apos;s title (screenshots).</extracomment>
        <translation>Punto Banco: third card and payouts</translation>
    </message>
    <message>
        <source>%1: the exam in the database is signed by another key than this instructor&apos;s: it was replaced after it was saved, and is refused.</source>
        <extracomment>An exam in the database signed by a key that is not this instructor&apos;s. %1 the exam&apos;s id.</extracomment>
        <translation>%1: the exam in the database is signed by another key than this instructor&apos;s: it was replaced after it was saved, and is refused.</translation>
    </message>
    <message>
        <source>The file is signed by another instructor&apos;s key (%1; yours is %2): check that it is the exam you expect. It is stored signed by yours.</source>
        <extracomment>Opening an exam file signed by another desk&apos;s key. %1 that key&apos;s fingerprint, %2 this desk&apos;s.</extracomment>
        <translation>The file is signed by another instructor&apos;s key (%1; yours is %2): check that it is the exam you expect. It is stored signed by yours.</translation>
    </message>
    <message>
        <source>The file is not signed (an older Croupier, or the signature was removed): check its pass mark and questions. It is stored signed by your key.</source>
        <extracomment>Opening an exam file with no signature.</extracomment>
        <translation>The file is not signed (an older Croupier, or the signature was removed): check its pass mark and questions. It is stored signed by your key.</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <extracomment>Item analysis: a wrong answer and how many gave it. %1 the answer, %2 how many.</extracomment>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>no answer</translation>
    </message>
    <message>
        <source>time ran out</source>
        <translation>time ran out</translation>
    </message>
    <message>
        <source>pool</source>
        <extracomment>A section&apos;s pool: the questions generated, from which each trainee&apos;s form takes its share.</extracomment>
        <translation>pool</translation>
    </message>
    <message>
        <source>Forms</source>
        <extracomment>The author form&apos;s field: one form for all, or a form per trainee.</extracomment>
        <translation>Forms</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is none of one, per-trainee.</source>
        <extracomment>%1 the field, %2 the value; keep one, per-trainee as they are.</extracomment>
        <translation>%1: &quot;%2&quot; is none of one, per-trainee.</translation>
    </message>
    <message>
        <source>%1: a pool of %2 times the questions; from 1 to 10.</source>
        <extracomment>The pool&apos;s size as a multiple of each section&apos;s questions. %1 the field, %2 the value.</extracomment>
        <translation>%1: a pool of %2 times the questions; from 1 to 10.</translation>
    </message>
    <message>
        <source>%1: forms per trainee need 2 questions or more.</source>
        <extracomment>A bank of one question cannot give neighbours different forms.</extracomment>
        <translation>%1: forms per trainee need 2 questions or more.</translation>
    </message>
    <message>
        <source>%1: the exam in the database is a station copy, without its answer keys: it was replaced after it was saved, and is refused.</source>
        <extracomment>The desk&apos;s own copy of an exam was replaced by a station copy (no answer keys). %1 the exam&apos;s id.</extracomment>
        <translation>%1: the exam in the database is a station copy, without its answer keys: it was replaced after it was saved, and is refused.</translation>
    </message>
    <message>
        <source>The stations cannot sit these exams until they are saved again: %1</source>
        <extracomment>After setting up the stations&apos; role: exams the stations cannot sit. %1 why, one per exam.</extracomment>
        <translation>The stations cannot sit these exams until they are saved again: %1</translation>
    </message>
</context>
<context>
    <name>croupier::ExamSitting</name>
    <message>
        <source>Name: type your full name.</source>
        <extracomment>Starting an exam: the trainee&apos;s name was left empty.</extracomment>
        <translation>Name: type your full name.</translation>
    </message>
    <message>
        <source>Registration number: type the number the school gave you.</source>
        <extracomment>Starting an exam: the trainee&apos;s registration number (given by the school) was left empty.</extracomment>
        <translation>Registration number: type the number the school gave you.</translation>
    </message>
    <message>
        <source>Exam: choose the exam to take.</source>
        <translation>Exam: choose the exam to take.</translation>
    </message>
    <message>
        <source>The exam database cannot be used: %1</source>
        <extracomment>%1 why the exam database could not be opened.</extracomment>
        <translation>The exam database cannot be used: %1</translation>
    </message>
    <message>
        <source>The exam &quot;%1&quot; cannot be read from the database: %2</source>
        <extracomment>%1 the exam&apos;s id, %2 the database&apos;s message.</extracomment>
        <translation>The exam &quot;%1&quot; cannot be read from the database: %2</translation>
    </message>
    <message>
        <source>The exam &quot;%1&quot; has no questions.</source>
        <translation>The exam &quot;%1&quot; has no questions.</translation>
    </message>
    <message>
        <source>Your answer could not be saved: %1. Try again.</source>
        <extracomment>%1 the database&apos;s message.</extracomment>
        <translation>Your answer could not be saved: %1. Try again.</translation>
    </message>
    <message>
        <source>The exam could not be closed in the database: %1. Your answers are kept; it is closed as soon as the database is back.</source>
        <extracomment>Handing in could not be recorded yet; the answers are kept. %1 the database&apos;s message.</extracomment>
        <translation>The exam could not be closed in the database: %1. Your answers are kept; it is closed as soon as the database is back.</translation>
    </message>
</context>
<context>
    <name>croupier::HouseChipsSetting</name>
    <message>
        <source>The house&apos;s chips stored on this station were set aside for the default: %1</source>
        <extracomment>The house&apos;s chips stored on this station did not read; %1 why (the field at fault)</extracomment>
        <translation>The house&apos;s chips stored on this station were set aside for the default: %1</translation>
    </message>
    <message>
        <source>The float needs at least one chip.</source>
        <extracomment>The house&apos;s chips: the instructor removed every chip</extracomment>
        <translation>The float needs at least one chip.</translation>
    </message>
    <message>
        <source>A float holds at most %1 chips.</source>
        <extracomment>The house&apos;s chips: too many chips; %1 the most</extracomment>
        <translation>A float holds at most %1 chips.</translation>
    </message>
    <message>
        <source>A full stack is 5 or 20 chips, not %1.</source>
        <extracomment>The house&apos;s chips: the stack size; %1 what was asked</extracomment>
        <translation>A full stack is 5 or 20 chips, not %1.</translation>
    </message>
    <message>
        <source>Chip %1: %2</source>
        <extracomment>The house&apos;s chips: a chip&apos;s value did not read; %1 the row (1 the first), %2 why</extracomment>
        <translation>Chip %1: %2</translation>
    </message>
    <message>
        <source>a chip is worth more than 0.</source>
        <translation>a chip is worth more than 0.</translation>
    </message>
    <message>
        <source>Chip %1: %2 is already chip %3.</source>
        <extracomment>The house&apos;s chips: the same value twice; %1 this row, %2 the value, %3 the earlier row</extracomment>
        <translation>Chip %1: %2 is already chip %3.</translation>
    </message>
    <message>
        <source>Chip %1: the tube&apos;s count &quot;%2&quot; is not a whole number from 0 to %3 (empty: not counted).</source>
        <extracomment>The house&apos;s chips: a tube&apos;s count; %1 the row, %2 what was typed, %3 the most</extracomment>
        <translation>Chip %1: the tube&apos;s count &quot;%2&quot; is not a whole number from 0 to %3 (empty: not counted).</translation>
    </message>
    <message>
        <source>The float must hold a chip of %1: a table&apos;s smallest chip, every payment rounds to it.</source>
        <extracomment>The house&apos;s chips: a table&apos;s smallest chip is missing; %1 the chip</extracomment>
        <translation>The float must hold a chip of %1: a table&apos;s smallest chip, every payment rounds to it.</translation>
    </message>
</context>
<context>
    <name>croupier::InstructorFile</name>
    <message>
        <source>the instructor&apos;s file cannot be read: %1</source>
        <extracomment>The instructor&apos;s file cannot be read; %1 why (from the system).</extracomment>
        <translation>the instructor&apos;s file cannot be read: %1</translation>
    </message>
    <message>
        <source>too large for an instructor&apos;s file</source>
        <translation>too large for an instructor&apos;s file</translation>
    </message>
    <message>
        <source>not an instructor&apos;s file (JSON of format &quot;croupier-instructor&quot;)</source>
        <extracomment>Keep &quot;croupier-instructor&quot;: the file&apos;s own word.</extracomment>
        <translation>not an instructor&apos;s file (JSON of format &quot;croupier-instructor&quot;)</translation>
    </message>
    <message>
        <source>damaged: a member is missing or not what it should be; restore it from a backup</source>
        <extracomment>The instructor&apos;s file is damaged or was edited.</extracomment>
        <translation>damaged: a member is missing or not what it should be; restore it from a backup</translation>
    </message>
    <message>
        <source>the instructor&apos;s file cannot be written: %1</source>
        <extracomment>%1 why (from the system). The old file, if any, is left as it was.</extracomment>
        <translation>the instructor&apos;s file cannot be written: %1</translation>
    </message>
</context>
<context>
    <name>croupier::PaceMeter</name>
    <message numerus="yes">
        <source>%n roll(s) · the rate after a minute · target %1</source>
        <extracomment>Free play&apos;s pace at craps before a minute has passed: %n rolls so far, %1 the target an hour.</extracomment>
        <translation>
            <numerusform>%n roll · the rate after a minute · target %1</numerusform>
            <numerusform>%n rolls · the rate after a minute · target %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n roll(s) · %1 an hour · target %2</source>
        <extracomment>Free play&apos;s pace at craps: %n rolls so far, %1 rolls an hour, %2 the target.</extracomment>
        <translation>
            <numerusform>%n roll · %1 an hour · target %2</numerusform>
            <numerusform>%n rolls · %1 an hour · target %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) · the rate after a minute · target %1</source>
        <extracomment>Free play&apos;s pace at blackjack before a minute has passed: %n rounds so far, %1 the target an hour.</extracomment>
        <translation>
            <numerusform>%n round · the rate after a minute · target %1</numerusform>
            <numerusform>%n rounds · the rate after a minute · target %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) · %1 an hour · target %2</source>
        <extracomment>Free play&apos;s pace at blackjack: %n rounds so far, %1 rounds an hour, %2 the target.</extracomment>
        <translation>
            <numerusform>%n round · %1 an hour · target %2</numerusform>
            <numerusform>%n rounds · %1 an hour · target %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coup(s) · the rate after a minute · target %1</source>
        <extracomment>Free play&apos;s pace at baccarat before a minute has passed: %n coups so far, %1 the target an hour.</extracomment>
        <translation>
            <numerusform>%n coup · the rate after a minute · target %1</numerusform>
            <numerusform>%n coups · the rate after a minute · target %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coup(s) · %1 an hour · target %2</source>
        <extracomment>Free play&apos;s pace at baccarat: %n coups so far, %1 coups an hour, %2 the target.</extracomment>
        <translation>
            <numerusform>%n coup · %1 an hour · target %2</numerusform>
            <numerusform>%n coups · %1 an hour · target %2</numerusform>
        </translation>
    </message>
    <message>
        <source>The product&apos;s reading of a school&apos;s usual pace: about 100 rolls an hour.</source>
        <extracomment>Free play&apos;s pace: where the craps target comes from (no rule sets a pace).</extracomment>
        <translation>The product&apos;s reading of a school&apos;s usual pace: about 100 rolls an hour.</translation>
    </message>
    <message>
        <source>The product&apos;s reading of a school&apos;s usual pace: about 60 rounds an hour at a full table.</source>
        <extracomment>Free play&apos;s pace: where the blackjack target comes from (no rule sets a pace).</extracomment>
        <translation>The product&apos;s reading of a school&apos;s usual pace: about 60 rounds an hour at a full table.</translation>
    </message>
    <message>
        <source>The product&apos;s reading of a school&apos;s usual pace: 60 to 80 coups an hour.</source>
        <extracomment>Free play&apos;s pace: where the baccarat target comes from (no rule sets a pace).</extracomment>
        <translation>The product&apos;s reading of a school&apos;s usual pace: 60 to 80 coups an hour.</translation>
    </message>
    <message>
        <source>Your own target, set on the self-study page.</source>
        <extracomment>Free play&apos;s pace: the target is the trainee&apos;s own, set on the self-study page.</extracomment>
        <translation>Your own target, set on the self-study page.</translation>
    </message>
    <message>
        <source>The target of %1&apos;s profile, set on the self-study page.</source>
        <translation>The target of %1&apos;s profile, set on the self-study page.</translation>
    </message>
</context>
<context>
    <name>croupier::PageScreenshot</name>
    <message>
        <source>the window was closed before the page could be rendered</source>
        <translation>the window was closed before the page could be rendered</translation>
    </message>
    <message>
        <source>the page did not settle within %1 seconds</source>
        <translation>the page did not settle within %1 seconds</translation>
    </message>
    <message>
        <source>the window could not be grabbed</source>
        <translation>the window could not be grabbed</translation>
    </message>
    <message>
        <source>cannot write the screenshot to %1</source>
        <translation>cannot write the screenshot to %1</translation>
    </message>
    <message>
        <source>croupier: screenshot failed: %1</source>
        <extracomment>Printed before an error message of the --screenshot option.</extracomment>
        <translation>croupier: screenshot failed: %1</translation>
    </message>
</context>
<context>
    <name>croupier::PayTableModel</name>
    <message>
        <source>The regulation gives deux tableaux no pay table of its own: each tableau is settled against the banker on its own (art. 15).</source>
        <extracomment>Under the (empty) pay table of deux tableaux. &quot;Tableau&quot; is each punters&apos; side of the table.</extracomment>
        <translation>The regulation gives deux tableaux no pay table of its own: each tableau is settled against the banker on its own (art. 15).</translation>
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
        <translation>Egalité</translation>
    </message>
    <message>
        <source>Punto pair</source>
        <extracomment>A bet of the pay table: Punto&apos;s first two cards are a pair</extracomment>
        <translation>Punto pair</translation>
    </message>
    <message>
        <source>Banco pair</source>
        <extracomment>A bet of the pay table: Banco&apos;s first two cards are a pair</extracomment>
        <translation>Banco pair</translation>
    </message>
    <message>
        <source>Super Six</source>
        <extracomment>A side bet&apos;s name (the variants guide&apos;s &quot;Super 6&quot;): keep it</extracomment>
        <translation>Super Six</translation>
    </message>
    <message>
        <source>Cagnotte</source>
        <extracomment>The casino&apos;s share at chemin de fer (art. 15 §7: &quot;γκανιότα&quot;)</extracomment>
        <translation>Cagnotte</translation>
    </message>
    <message>
        <source>%1, %2 with a Banco 6</source>
        <extracomment>What a Banco bet pays without commission. %1 &quot;1:1&quot;, %2 &quot;1:2&quot;</extracomment>
        <translation>%1, %2 with a Banco 6</translation>
    </message>
    <message>
        <source>%1 on two cards, %2 on three</source>
        <extracomment>What the Super Six bet pays. %1 &quot;12:1&quot; (Banco&apos;s 6 on two cards), %2 &quot;20:1&quot; (on three)</extracomment>
        <translation>%1 on two cards, %2 on three</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>A percentage: %1 is the number. Write the per cent sign as your language does (&quot;5 %&quot;, &quot;5%&quot;).</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Pushes on an Egalité.</source>
        <extracomment>How a Punto bet is settled when the coup is a tie</extracomment>
        <translation>Pushes on an Egalité.</translation>
    </message>
    <message>
        <source>A %1 commission is kept from the win, rounded down to the smallest chip; pushes on an Egalité.</source>
        <extracomment>%1 is a percentage, &quot;5 %&quot;. The commission is the regulation&apos;s &quot;γκανιότα&quot; (art. 15 §14 β)</extracomment>
        <translation>A %1 commission is kept from the win, rounded down to the smallest chip; pushes on an Egalité.</translation>
    </message>
    <message>
        <source>No commission; pushes on an Egalité.</source>
        <translation>No commission; pushes on an Egalité.</translation>
    </message>
    <message>
        <source>Punto and Banco end on equal points.</source>
        <translation>Punto and Banco end on equal points.</translation>
    </message>
    <message>
        <source>Banco wins with 6; otherwise the bet loses.</source>
        <translation>Banco wins with 6; otherwise the bet loses.</translation>
    </message>
    <message>
        <source>Of the banker&apos;s winnings in each coup, rounded down to the smallest chip.</source>
        <extracomment>How the cagnotte (the regulation&apos;s &quot;γκανιότα&quot;) is taken at chemin de fer</extracomment>
        <translation>Of the banker&apos;s winnings in each coup, rounded down to the smallest chip.</translation>
    </message>
    <message>
        <source>Punto&apos;s first two cards are of one rank (K-K, not 10-K).</source>
        <extracomment>A pair is two cards of the same rank: 10-10 and K-K are pairs, 10-K is not. A no-break hyphen (U+2011) keeps &quot;K-K&quot; on one line.</extracomment>
        <translation>Punto&apos;s first two cards are of one rank (K‑K, not 10‑K).</translation>
    </message>
    <message>
        <source>Banco&apos;s first two cards are of one rank (K-K, not 10-K).</source>
        <translation>Banco&apos;s first two cards are of one rank (K‑K, not 10‑K).</translation>
    </message>
</context>
<context>
    <name>croupier::RulesListModel</name>
    <message>
        <source>The come-out rule: art. 16 §10, last paragraph.</source>
        <extracomment>The craps rules page, under a bet off on the come-out roll unless called working: the paragraph of that rule (the bet&apos;s own text already says it is off).</extracomment>
        <translation>The come-out rule: art. 16 §10, last paragraph.</translation>
    </message>
</context>
<context>
    <name>croupier::SpotSession</name>
    <message>
        <source>Missed: step %1 was wrong: %2.</source>
        <extracomment>Spot the error: the round ended and the trainee did not stop it; %1 the step&apos;s number, %2 the error</extracomment>
        <translation>Missed: step %1 was wrong: %2.</translation>
    </message>
    <message numerus="yes">
        <source>A false alarm: the %n step(s) on show are the ones the rules order.</source>
        <extracomment>Spot the error: the trainee stopped where nothing was wrong; %1 how many steps were on show</extracomment>
        <translation>
            <numerusform>A false alarm: the %n step on show is the one the rules order.</numerusform>
            <numerusform>A false alarm: the %n steps on show are the ones the rules order.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped %1 s after the error.</source>
        <translation>Stopped %1 s after the error.</translation>
    </message>
    <message>
        <source>Step %1 was wrong: %2.</source>
        <extracomment>Spot the error: %1 the step&apos;s number, %2 the error</extracomment>
        <translation>Step %1 was wrong: %2.</translation>
    </message>
    <message>
        <source>You named it right.</source>
        <translation>You named it right.</translation>
    </message>
    <message>
        <source>You named another error.</source>
        <translation>You named another error.</translation>
    </message>
    <message>
        <source>Remedy, as you chose: %1.</source>
        <extracomment>Spot the error: %1 the remedy</extracomment>
        <translation>Remedy, as you chose: %1.</translation>
    </message>
    <message>
        <source>The remedy is another: %1.</source>
        <translation>The remedy is another: %1.</translation>
    </message>
    <message>
        <source>the bank</source>
        <extracomment>Spot the error, deux tableaux: a punter&apos;s stake on a tableau; %1 its number</extracomment>
        <translation>the bank</translation>
    </message>
    <message>
        <source>tableau %1</source>
        <translation>tableau %1</translation>
    </message>
    <message>
        <source>against the bank</source>
        <translation>against the bank</translation>
    </message>
    <message>
        <source>Seat %1 · %2</source>
        <extracomment>Spot the error: a bet on the layout; %1 the seat, %2 what it is on
----------
Spot the error, craps: %1 the seat, %2 the bet in the regulation&apos;s terms (WIN, FIELD, PLACE 6 (RIGHT BET))</extracomment>
        <translation>Seat %1 · %2</translation>
    </message>
    <message>
        <source>Box %1</source>
        <extracomment>Spot the error, blackjack: %1 the box (χώρισμα)</extracomment>
        <translation>Box %1</translation>
    </message>
    <message>
        <source>Tableau %1</source>
        <extracomment>Spot the error, deux tableaux: %1 the tableau&apos;s number</extracomment>
        <translation>Tableau %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>Banker</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Box %1 · hand %2</source>
        <translation>Box %1 · hand %2</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>the dealer</translation>
    </message>
    <message>
        <source>the banker</source>
        <translation>the banker</translation>
    </message>
    <message>
        <source>the player</source>
        <translation>the player</translation>
    </message>
    <message>
        <source>box %1</source>
        <extracomment>Spot the error, blackjack: %1 the box</extracomment>
        <translation>box %1</translation>
    </message>
    <message>
        <source>seat %1</source>
        <extracomment>Spot the error: %1 the seat</extracomment>
        <translation>seat %1</translation>
    </message>
    <message>
        <source>No more bets: the cards are dealt.</source>
        <translation>No more bets: the cards are dealt.</translation>
    </message>
    <message>
        <source>%1 has %2.</source>
        <extracomment>Spot the error: %1 the hand, %2 its point</extracomment>
        <translation>%1 has %2.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <extracomment>Spot the error, blackjack: %1 the hand (box 3, the dealer), %2 its total</extracomment>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>The dealer</source>
        <translation>The dealer</translation>
    </message>
    <message>
        <source>A card for %1.</source>
        <extracomment>Spot the error: %1 the hand that takes a card</extracomment>
        <translation>A card for %1.</translation>
    </message>
    <message>
        <source>%1 stands.</source>
        <extracomment>Spot the error: %1 the hand</extracomment>
        <translation>%1 stands.</translation>
    </message>
    <message>
        <source>%1 has the option.</source>
        <translation>%1 has the option.</translation>
    </message>
    <message>
        <source>The winner: %1.</source>
        <extracomment>Spot the error: %1 the winner</extracomment>
        <translation>The winner: %1.</translation>
    </message>
    <message>
        <source>%1&apos;s losing bet collected.</source>
        <extracomment>Spot the error: %1 seat or box</extracomment>
        <translation>%1&apos;s losing bet collected.</translation>
    </message>
    <message>
        <source>Commission from %1: %2.</source>
        <extracomment>Spot the error: %1 the seat, %2 the commission</extracomment>
        <translation>Commission from %1: %2.</translation>
    </message>
    <message>
        <source>%1 paid %2.</source>
        <extracomment>Spot the error: %1 the seat or box, %2 the payment</extracomment>
        <translation>%1 paid %2.</translation>
    </message>
    <message>
        <source>%1: a push, the stake stays.</source>
        <translation>%1: a push, the stake stays.</translation>
    </message>
    <message>
        <source>A bet of %2 at %1 is let stand.</source>
        <extracomment>Spot the error: a bet put down now; %1 the seat or box, %2 the stake</extracomment>
        <translation>A bet of %2 at %1 is let stand.</translation>
    </message>
    <message>
        <source>The shooter throws.</source>
        <translation>The shooter throws.</translation>
    </message>
    <message>
        <source>The stickman calls %1.</source>
        <extracomment>Spot the error, craps: %1 the total called</extracomment>
        <translation>The stickman calls %1.</translation>
    </message>
    <message>
        <source>%1&apos;s come bet moved to %2.</source>
        <extracomment>Spot the error, craps: %1 the seat, %2 the number</extracomment>
        <translation>%1&apos;s come bet moved to %2.</translation>
    </message>
    <message>
        <source>The puck goes OFF.</source>
        <translation>The puck goes OFF.</translation>
    </message>
    <message>
        <source>The puck goes on %1.</source>
        <translation>The puck goes on %1.</translation>
    </message>
    <message>
        <source>%1&apos;s odds handed back.</source>
        <translation>%1&apos;s odds handed back.</translation>
    </message>
    <message>
        <source>&quot;No roll&quot;: the throw decides nothing.</source>
        <translation>&quot;No roll&quot;: the throw decides nothing.</translation>
    </message>
    <message>
        <source>The dice go to seat %1.</source>
        <translation>The dice go to seat %1.</translation>
    </message>
    <message>
        <source>%1 came out face up: a dummy hand, no bet stands on it.</source>
        <extracomment>Spot the error: %1 the card out face up</extracomment>
        <translation>%1 came out face up: a dummy hand, no bet stands on it.</translation>
    </message>
    <message>
        <source>The exposed %1 is offered.</source>
        <extracomment>Spot the error, blackjack: %1 the exposed card</extracomment>
        <translation>The exposed %1 is offered.</translation>
    </message>
    <message>
        <source>The cut card is out: the last coup.</source>
        <translation>The cut card is out: the last coup.</translation>
    </message>
    <message>
        <source>%1&apos;s bet reduced to the maximum, %2.</source>
        <extracomment>Spot the error: %1 the seat, %2 the maximum</extracomment>
        <translation>%1&apos;s bet reduced to the maximum, %2.</translation>
    </message>
    <message>
        <source>%1&apos;s bet refused: over the maximum.</source>
        <translation>%1&apos;s bet refused: over the maximum.</translation>
    </message>
    <message>
        <source>The cagnotte: %1.</source>
        <translation>The cagnotte: %1.</translation>
    </message>
    <message>
        <source>The bank passes to seat %1.</source>
        <translation>The bank passes to seat %1.</translation>
    </message>
    <message>
        <source>The sabot passes to seat %1.</source>
        <translation>The sabot passes to seat %1.</translation>
    </message>
    <message>
        <source>Insurance is offered.</source>
        <translation>Insurance is offered.</translation>
    </message>
    <message>
        <source>The shoe is prepared.</source>
        <translation>The shoe is prepared.</translation>
    </message>
    <message>
        <source>A bet refused while the dice are offered.</source>
        <translation>A bet refused while the dice are offered.</translation>
    </message>
    <message>
        <source>A request to take a bet down is answered.</source>
        <translation>A request to take a bet down is answered.</translation>
    </message>
    <message>
        <source>Bank</source>
        <extracomment>Spot the error: the hand of the bank at deux tableaux (μπάνκο), the banker&apos;s at chemin de fer (πάγκος)</extracomment>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Punto pair</source>
        <extracomment>Spot the error, Punto Banco: a side bet, as the pay table names it (Ζεύγος Punto)</extracomment>
        <translation>Punto pair</translation>
    </message>
    <message>
        <source>Banco pair</source>
        <translation>Banco pair</translation>
    </message>
</context>
<context>
    <name>croupier::StudyDatabase</name>
    <message>
        <source>There is no classroom server: self-study stays on this computer.</source>
        <extracomment>Self-study can be kept on the server only when the exams are on the classroom&apos;s PostgreSQL server.</extracomment>
        <translation>There is no classroom server: self-study stays on this computer.</translation>
    </message>
    <message>
        <source>Registration number: type the number the school gave you (at most 100 characters).</source>
        <extracomment>The field &quot;Registration number&quot; is empty or too long.</extracomment>
        <translation>Registration number: type the number the school gave you (at most 100 characters).</translation>
    </message>
    <message>
        <source>Name: type your name as the school has it.</source>
        <extracomment>The field &quot;Name&quot; is empty.</extracomment>
        <translation>Name: type your name as the school has it.</translation>
    </message>
    <message>
        <source>Study passphrase: at least 8 characters.</source>
        <extracomment>The field &quot;Study passphrase&quot; is too short.</extracomment>
        <translation>Study passphrase: at least 8 characters.</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) from the server could not be read and were left out.</source>
        <extracomment>Records from the classroom server that this version cannot read; %n how many.</extracomment>
        <translation>
            <numerusform>%n record from the server could not be read and was left out.</numerusform>
            <numerusform>%n records from the server could not be read and were left out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>croupier::StudySession</name>
    <message>
        <source>The study history cannot be opened. %1</source>
        <extracomment>Self-study cannot start: the history database is missing. %1 the store&apos;s message.</extracomment>
        <translation>The study history cannot be opened. %1</translation>
    </message>
    <message>
        <source>Choose a trainee before starting.</source>
        <translation>Choose a trainee before starting.</translation>
    </message>
    <message>
        <source>Choose at least one topic.</source>
        <extracomment>Self-study: the custom plan has no topic ticked.</extracomment>
        <translation>Choose at least one topic.</translation>
    </message>
    <message>
        <source>The topic &quot;%1&quot; is not drilled at %2.</source>
        <extracomment>Self-study: a topic that the chosen game does not have. %1 topic, %2 game.</extracomment>
        <translation>The topic &quot;%1&quot; is not drilled at %2.</translation>
    </message>
    <message>
        <source>question type %1</source>
        <extracomment>A rule cell of a topic that has no name of its own, numbered from 1.</extracomment>
        <translation>question type %1</translation>
    </message>
    <message>
        <source>Every answer right and within the target time. Keep “%1” fresh, or go on to the next step.</source>
        <extracomment>Session summary when nothing was missed or slow. %1 the topic&apos;s title.</extracomment>
        <translation>Every answer right and within the target time. Keep “%1” fresh, or go on to the next step.</translation>
    </message>
    <message>
        <source>Practise “%1” next, above all: %2.</source>
        <extracomment>Session summary. %1 the topic&apos;s title, %2 a list of rule cells (&quot;Banco 5 against a third card 4; Punto 5&quot;).</extracomment>
        <translation>Practise “%1” next, above all: %2.</translation>
    </message>
    <message>
        <source>Choose a trainee and a game for the certificate.</source>
        <extracomment>The certificate cannot be written: no trainee chosen or no such game.</extracomment>
        <translation>Choose a trainee and a game for the certificate.</translation>
    </message>
</context>
<context>
    <name>croupier::TableDealer</name>
    <message>
        <source>Chips: the float has no chip of %1.</source>
        <extracomment>Paying in chips: a chip the table&apos;s float has no tube of; %1 the chip</extracomment>
        <translation>Chips: the float has no chip of %1.</translation>
    </message>
    <message>
        <source>Chips of %1: &quot;%2&quot; is not a count of chips.</source>
        <extracomment>Paying in chips: the count of one chip is no whole number above 0; %1 the chip, %2 the count</extracomment>
        <translation>Chips of %1: &quot;%2&quot; is not a count of chips.</translation>
    </message>
    <message>
        <source>Take the chips from the float first (a count, then the tube&apos;s key).</source>
        <extracomment>Paying in chips: Enter with no chip taken from the float</extracomment>
        <translation>Take the chips from the float first (a count, then the tube&apos;s key).</translation>
    </message>
    <message>
        <source>Right amount, but in %1 chips; the fewest way: %2 (RULINGS, table limits and chips).</source>
        <extracomment>Paying in chips (RULINGS, table limits and chips): right amount, more chips than needed. %1 the chips used, %2 the fewest way (&quot;2 × 25, 1 × 2,50&quot;)</extracomment>
        <translation>Right amount, but in %1 chips; the fewest way: %2 (RULINGS, table limits and chips).</translation>
    </message>
    <message>
        <source>Right amount, in the fewest chips (%1).</source>
        <extracomment>Paying in chips: right amount in the fewest chips the float allows; %1 how many</extracomment>
        <translation>Right amount, in the fewest chips (%1).</translation>
    </message>
    <message>
        <source>Chips of %1: the tube holds %2.</source>
        <translation>Chips of %1: the tube holds %2.</translation>
    </message>
    <message>
        <source>Choose a bet first: ← → or a click on it.</source>
        <extracomment>Free play: C (collect) or K (commission) pressed with no bet chosen.</extracomment>
        <translation>Choose a bet first: ← → or a click on it.</translation>
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
        <translation>Croupier: a trainer for casino dealers.</translation>
    </message>
    <message>
        <source>Use LANGUAGE (el or en) for this run only; the language chosen in the app is not changed.</source>
        <extracomment>Help for --lang. Keep &quot;el&quot; and &quot;en&quot; as they are: they are the values to type.</extracomment>
        <translation>Use LANGUAGE (el or en) for this run only; the language chosen in the app is not changed.</translation>
    </message>
    <message>
        <source>LANGUAGE</source>
        <extracomment>The value placeholder of --lang, shown in --help.</extracomment>
        <translation>LANGUAGE</translation>
    </message>
    <message>
        <source>Render a page into the PNG file FILE and exit.</source>
        <translation>Render a page into the PNG file FILE and exit.</translation>
    </message>
    <message>
        <source>FILE</source>
        <extracomment>The value placeholder of --screenshot, shown in --help.</extracomment>
        <translation>FILE</translation>
    </message>
    <message>
        <source>The page to open, for example &quot;home&quot;.</source>
        <translation>The page to open, for example &quot;home&quot;.</translation>
    </message>
    <message>
        <source>NAME</source>
        <extracomment>The value placeholder of --page, shown in --help.</extracomment>
        <translation>NAME</translation>
    </message>
    <message>
        <source>The window size in pixels, for example 1280x800.</source>
        <translation>The window size in pixels, for example 1280x800.</translation>
    </message>
    <message>
        <source>WxH</source>
        <extracomment>The value placeholder of --size, shown in --help: width x height.</extracomment>
        <translation>WxH</translation>
    </message>
    <message>
        <source>Give the page a property, for example game=craps (may be repeated).</source>
        <translation>Give the page a property, for example game=craps (may be repeated).</translation>
    </message>
    <message>
        <source>NAME=VALUE</source>
        <extracomment>The value placeholder of --set, shown in --help.</extracomment>
        <translation>NAME=VALUE</translation>
    </message>
    <message>
        <source>Deal at SPEED (slow, normal, fast or instant) for this run only.</source>
        <extracomment>Help for --speed. Keep slow, normal, fast and instant: they are the values to type.</extracomment>
        <translation>Deal at SPEED (slow, normal, fast or instant) for this run only.</translation>
    </message>
    <message>
        <source>SPEED</source>
        <translation>SPEED</translation>
    </message>
    <message>
        <source>Use the THEME (dark or light) for this run only.</source>
        <extracomment>Help for --theme. Keep dark and light: they are the values to type.</extracomment>
        <translation>Use the THEME (dark or light) for this run only.</translation>
    </message>
    <message>
        <source>THEME</source>
        <translation>THEME</translation>
    </message>
    <message>
        <source>Write the interval between frames, one per line in milliseconds, into FILE at exit.</source>
        <translation>Write the interval between frames, one per line in milliseconds, into FILE at exit.</translation>
    </message>
    <message>
        <source>Quit MS milliseconds after the first frame.</source>
        <translation>Quit MS milliseconds after the first frame.</translation>
    </message>
    <message>
        <source>MS</source>
        <extracomment>The value placeholder of --quit-after, shown in --help: milliseconds.</extracomment>
        <translation>MS</translation>
    </message>
    <message>
        <source>Print the time to the first frame and the peak memory as one JSON line, and exit.</source>
        <translation>Print the time to the first frame and the peak memory as one JSON line, and exit.</translation>
    </message>
    <message>
        <source>location</source>
        <extracomment>The value placeholder of --database, shown in --help.</extracomment>
        <translation>location</translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot;; choose one of: %2</source>
        <translation>unknown language &quot;%1&quot;; choose one of: %2</translation>
    </message>
    <message>
        <source>the size must look like 1280x800, not &quot;%1&quot;</source>
        <translation>the size must look like 1280x800, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown speed &quot;%1&quot;; choose one of: %2</source>
        <translation>unknown speed &quot;%1&quot;; choose one of: %2</translation>
    </message>
    <message>
        <source>unknown theme &quot;%1&quot;; choose one of: %2</source>
        <translation>unknown theme &quot;%1&quot;; choose one of: %2</translation>
    </message>
    <message>
        <source>--set takes NAME=VALUE, not &quot;%1&quot;</source>
        <translation>--set takes NAME=VALUE, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--quit-after takes milliseconds, not &quot;%1&quot;</source>
        <translation>--quit-after takes milliseconds, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown page &quot;%1&quot;; known pages: %2</source>
        <translation>unknown page &quot;%1&quot;; known pages: %2</translation>
    </message>
    <message>
        <source>croupier: cannot write %1</source>
        <translation>croupier: cannot write %1</translation>
    </message>
    <message>
        <source>The exam database: a SQLite file, or postgresql://user@host:port/name for a classroom server, its password in ~/.pgpass (default: a file in the user&apos;s data directory).</source>
        <extracomment>Help for --database. Keep &quot;postgresql://&quot; as it is: it is what to type.</extracomment>
        <translation>The exam database: a SQLite file, or postgresql://user@host:port/name for a classroom server, its password in ~/.pgpass (default: a file in the user&apos;s data directory).</translation>
    </message>
    <message>
        <source>With --frame-times: count the chips on the table and those sliding, beside each frame&apos;s interval.</source>
        <translation>With --frame-times: count the chips on the table and those sliding, beside each frame&apos;s interval.</translation>
    </message>
</context>
</TS>

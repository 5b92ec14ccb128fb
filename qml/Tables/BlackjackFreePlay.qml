pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Croupier
import Croupier.App

// Free play at the blackjack table (art. 14): the trainee is the dealer. Simulated
// players bet at several boxes and play a basic strategy; the trainee deals, offers
// insurance on an ace, announces each box's total, collects busts, pays blackjacks
// when due, plays the dealer's hand and settles every box from his right to his
// left. Every step is checked by BlackjackDealer (core's BlackjackTable): a wrong
// one is refused with the reason and its paragraph. The view only draws.
//
// The opening of each shoe (art. 14 §2–6) is the trainee's too: N count (the table's
// opening; the count typed), U shuffle, T a player cuts, K the cut card, B burn five;
// at the shuffling machine (§10) U, T, M and B. The dealer announces his own total
// after each of his cards (A, §12 α).
//
// Keys (Latin letters or their Greek keys): D deal, I insurance, A announce the
// typed total, H draw, S stand, C collect, P or Enter pay the typed amount, L push
// (leave the stake), F1 show me (the same key at every table); digits and "." or "," type an amount.
FreePlayFrame {
    id: play

    property string game: "blackjack"
    paceGame: "blackjack"
    roundsBegun: dealer.rounds
    property int seed: 0
    /// Decks in the shoe (art. 14 §1: 4 to 6).
    property int decks: 6
    /// The cards are down: the dealer has put them on the felt and the last one
    /// has slid to its place and turned over. In the demo, also a few steps into
    /// a round, so a screenshot of it (--set demo=true) shows a round in play.
    readonly property bool settled: dealer.settled && !cardsMoving.running
                                    && (!demo || holdAtIncident !== ""
                                        || (dealer.actions >= 6 && (dealer.status, dealer.expected.action !== "deal")))
    readonly property alias dealer: dealer

    tableDealer: dealer
    // A payment held for a screenshot (--set holdPayment=true): the fewest chips of the
    // float in hand for the bet the dealer settles.
    takeFewest: function (w) {
        const takes = dealer.fewestTakes(w.value)
        chipPanel.payment.clear()
        for (const t of takes)
            chipPanel.payment.take(t.tube, String(t.count))
        return chipPanel.payment.count > 0
    }
    panelWidth: Math.max(300, Math.min(380, width * 0.3))
    demoInterval: Theme.normal * 2
    //: Free-play status: rounds played, cards left before the cut card.
    counters: qsTr("Rounds: %1 · Cards before the cut card: %2").arg(dealer.rounds).arg(dealer.cardsBeforeCut)
    //: Free play: the field where the trainee types a total or an amount.
    typedPlaceholder: qsTr("Type a total or an amount")
    //: The free-play keys of the blackjack table (Greek keyboard: the same keys)
    keysHelp: qsTr("Keys: digits · D deal · I insurance · A announce · H draw · S stand · C collect · P or Enter pay · L push · F1 show me · opening: N count · U shuffle · T cut · K cut card · B burn · incidents: R reduce · X refuse · B burn · O offer · E last round · M machine")
    /// One of the regulation's incidents waits for the dealer's answer.
    readonly property bool incidentDue: ["reduce", "refuse", "burn", "offer", "last-round", "to-shuffler",
                                         "from-shuffler"].indexOf(dealer.expected.action) >= 0
    /// The opening of a shoe or of the machine (art. 14 §2–6, §10) waits for its next step.
    readonly property bool openingDue: dealer.phase === "open"
                                       || ["shuffle", "cut"].indexOf(dealer.expected.action) >= 0
    focus: true
    Accessible.role: Accessible.Pane
    //: The accessible name of the blackjack free-play table.
    Accessible.name: qsTr("Blackjack free play")

    BlackjackDealer {
        id: dealer

        seed: play.seed
        decks: play.decks
        dealGap: Theme.dealGap
        onSettledChanged: if (settled) cardsMoving.restart()
    }
    Timer {
        // The last card's slide (Theme.deal) and its turn (Theme.slow).
        id: cardsMoving
        interval: Math.max(1, Theme.deal + Theme.slow)
    }

    /// Sends a step to the dealer; the typed value goes with announce and pay.
    function send(action: string) {
        const withValue = action === "announce" || action === "pay" || action === "reduce" || action === "count"
        dealer.act(action, withValue ? play.typed : "")
        if (withValue || dealer.refusal === "")
            play.typed = ""
    }

    /// The chips in hand (issue 16), as the payment due (Enter, or the hand dropped on the felt).
    function handOverChips() {
        chipPanel.handOver("pay", chipPanel.typedTotal())
        play.typed = ""
    }

    Keys.onPressed: event => { event.accepted = play.pressKey(event.key, event.text) }

    /// One key of the trainee's: @p text as typed (a Greek letter counts as the
    /// Latin key in its place). Returns whether the key meant something.
    function pressKey(key: int, text: string): bool {
        const k = Keyboard.latinKey(text)
        const actions = { d: "deal", i: "insurance", a: "announce", h: "hit", s: "stand", c: "collect", p: "pay", l: "push",
                          // the incidents (art. 14 §7, §8, §10, §11, §16)
                          r: "reduce", x: "refuse", b: "burn", o: "offer", e: "last-round",
                          // the opening of a shoe (art. 14 §2–6)
                          n: "count", u: "shuffle", t: "cut", k: "cut-card",
                          m: dealer.expected.action === "from-shuffler" ? "from-shuffler" : "to-shuffler" }
        if ((key === Qt.Key_Return || key === Qt.Key_Enter) && chipPanel.payment.count > 0) {
            play.handOverChips()
        } else if (key === Qt.Key_Return || key === Qt.Key_Enter) {
            play.send("pay")
        } else if (key >= Qt.Key_F2 && key <= Qt.Key_F12) {
            // Chips from the float's tube (F2 the smallest), as many as typed.
            if (!chipPanel.active)
                return false
            if (chipPanel.take(key - Qt.Key_F2, play.typed))
                play.typed = ""
        } else if (key === Qt.Key_Backspace && play.typed === "" && chipPanel.payment.count > 0) {
            chipPanel.takeBack()
        } else if (key === Qt.Key_Escape) {
            play.typed = ""
            chipPanel.clear()
        } else if (key === Qt.Key_Backspace) {
            play.typedStale = false
            play.typed = play.typed.slice(0, -1)
        } else if (/^[0-9]$/.test(text) || text === "." || text === ",") {
            if (play.typedStale) {
                play.typed = ""
                play.typedStale = false
            }
            play.typed += text
        } else if (key === Qt.Key_F1) {
            dealer.showMe()
        } else if (actions[k] !== undefined) {
            play.send(actions[k])
        } else {
            return false
        }
        return true
    }

    Item {
        // The felt: the frame puts it left of the panel.
        anchors.fill: parent

        BlackjackFelt {
            id: felt

            anchors.fill: parent
            // The table's own rack lies over the printed one (issue 17).
            rackFilled: false
            litBoxes: {
                const out = []
                for (let i = 0; i < boxRepeater.count; ++i) {
                    const b = boxRepeater.itemAt(i)
                    if (b && b.occupied)
                        out.push(i)
                }
                return out
            }
        }
        ChipPaymentPanel {
            // The float, the dealer's chip tray (issue 16).
            id: chipPanel
            dealer: dealer
            u: felt.u
            active: dealer.expected.action === "pay" && !play.demo
            x: felt.px(500) - width / 2
            // In the printed rack's place: the tubes' foot on the rack's (design y 104).
            y: Math.max(0, felt.py(106) - height)
            z: 3
            // The chips paid slide to beside the first stake of the box being paid.
            target: () => {
                const box = boxRepeater.itemAt((dealer.expected.box ?? 0) - 1)
                return box ? box.payoutPoint(0) : null
            }
            onTubeClicked: tube => {
                if (chipPanel.take(tube, play.typed))
                    play.typed = ""
            }
            onDropped: play.handOverChips()
        }
        BlackjackHand {
            anchors.fill: parent
            felt: felt
            cards: dealer.dealerCards
            cx: 500; cy: 172
            row: true
            highlighted: (dealer.status, ["hit", "stand"].indexOf(dealer.expected.action) >= 0)
        }
        Text {
            x: felt.px(500) - width / 2
            y: felt.py(222)
            //: The dealer's total in free play; %1 "17" or "soft 17".
            text: dealer.dealerTotal === "" ? qsTr("DEALER") : qsTr("DEALER: %1").arg(dealer.dealerTotal)
            color: Theme.cream
            font.family: Theme.displayFamily
            font.bold: true
            font.pixelSize: Math.max(8, Math.round(12 * felt.u))
        }

        Repeater {
            id: boxRepeater

            model: dealer.boxes

            Item {
                id: seat

                required property int index
                required property bool occupied
                required property string bet
                required property string insurance
                required property int hands
                required property var stakes
                required property var paid
                required property var outcomes
                required property string insurancePaid
                required property string insuranceOutcome
                required property bool evenMoney
                required property bool inTurn
                required property int turnHand

                readonly property var centre: felt.boxCentres[index]
                readonly property point cardsAt: felt.cardSpot(index)
                readonly property point betAt: felt.betSpot(index)
                /// The first card of each hand, in design units: split hands side by side, apart.
                readonly property var handAnchors: {
                    const counts = []
                    for (let k = 0; k < Math.max(1, hands); ++k)
                        counts.push(dealer.handCards(index, k).count)
                    return felt.handAnchors(index, counts, counts.map(c => false), -1, -1, -1, -1)
                }
                function handAt(k: int): var { return handAnchors[k] ?? { x: cardsAt.x, y: cardsAt.y, scale: 1 } }
                /// Where each hand's stake lies (BlackjackFelt.stakeSpots: a doubled hand's stake
                /// is one stack here).
                readonly property var stakeSpots: {
                    const none = []
                    for (let k = 0; k < Math.max(1, hands); ++k)
                        none.push(false)
                    return felt.stakeSpots(index, none)
                }
                /// The centre of hand @p k's stake's circle, in design units.
                function stakeAt(k: int): point { return stakeSpots[k] ? stakeSpots[k].stake : betAt }
                /// Every hand's stake the same: its amount printed once, beside the outermost stake
                /// still on the felt on the box's side (BlackjackFelt.stakeSpots, amountSide).
                readonly property bool sameStakes: stakes.every(a => a === stakes[0])
                readonly property int labelHand: {
                    const right = felt.amountSide(index) === "right"
                    let best = -1
                    for (let k = 0; k < Math.max(1, hands); ++k)
                        if ((outcomes[k] ?? "") !== "lose"
                                && (best < 0 || (right ? stakeAt(k).x > stakeAt(best).x : stakeAt(k).x < stakeAt(best).x)))
                            best = k
                    return best
                }
                /// Where a hand's payout goes from its stake (design units), clear of the
                /// box's number (BlackjackFelt.numberSpot), of the cards of the box beside
                /// and of the rail (issue 17): under the stake at the steep boxes 1, 2, 6
                /// and 7, beside it towards the table's centre at 3 and 5, at 4's right.
                readonly property point payoutShift: index === 2 ? Qt.point(-30, 0)
                                                   : index === 3 || index === 4 ? Qt.point(30, 0)
                                                   : Qt.point(0, 30)
                /// A split box's payouts (design units, from their stakes): under them, every one
                /// moved alike, as little as may be, off the box's number (issue 17: beside its stake
                /// box 5's second payout lay on its first stake, seed 7; under them box 6's on the
                /// number, seed 28).
                readonly property point splitPayoutShift: {
                    if (hands < 2)
                        return payoutShift
                    const number = felt.numberSpot(index).x
                    for (let d = 0; d <= 80; ++d)
                        for (const s of [d, -d]) {
                            let clear = true
                            for (let k = 0; k < hands; ++k)
                                clear = clear && Math.abs(stakeAt(k).x + s - number) >= 34
                            if (clear)
                                return Qt.point(s, 30)
                        }
                    return Qt.point(0, 30)
                }
                /// Where hand @p k's payout's top chip lies (the chips paid slide there).
                function payoutPoint(k: int): point {
                    const at = stakeAt(k)
                    return Qt.point(felt.px(at.x + splitPayoutShift.x), felt.py(at.y + splitPayoutShift.y))
                }

                anchors.fill: parent

                Repeater {
                    model: 3

                    BlackjackHand {
                        required property int index

                        objectName: "hand " + (seat.index + 1) + "." + (index + 1)
                        anchors.fill: parent
                        felt: felt
                        cards: dealer.handCards(seat.index, index)
                        cx: seat.handAt(index).x
                        cardScale: seat.handAt(index).scale
                        cy: seat.handAt(index).y
                        fan: felt.fanSide(seat.index)
                        fanRoom: seat.hands > 1 ? Infinity : felt.fanRoom(seat.index, [])
                        // The box itself lit, turned as it is; a split hand, its share of it.
                        markCentre: Qt.point(seat.centre[0] + (seat.handAt(index).x - seat.cardsAt.x), seat.centre[1])
                        markWidth: seat.hands > 1 ? 62 : 112
                        markRotation: felt.boxRotation(seat.index)
                        highlighted: seat.inTurn && seat.turnHand === index
                    }
                }
                Repeater {
                    // Each hand's stake in the box, and its payment beside it once paid.
                    model: seat.occupied ? seat.hands : 0

                    Item {
                        id: stakeSpot

                        required property int index
                        readonly property string outcome: seat.outcomes[index] ?? ""

                        anchors.fill: parent

                        ChipStack {
                            // The stake in its circle; collected, it slides into the rack (issue 17).
                            objectName: "stake " + (seat.index + 1) + "." + (stakeSpot.index + 1)
                            amount: seat.stakes[stakeSpot.index] ?? "0"
                            chipSize: 28 * felt.u
                            // Its amount on the side away from the table's centre (box 4: its left).
                            labelSide: felt.amountSide(seat.index)
                            labelled: stakeSpot.outcome !== "lose"
                                      && (!seat.sameStakes || seat.labelHand === stakeSpot.index)
                            x: (stakeSpot.outcome === "lose" ? felt.tray.x : felt.px(seat.stakeAt(stakeSpot.index).x)) - chipsX - chipSize / 2
                            y: (stakeSpot.outcome === "lose" ? felt.tray.y : felt.py(seat.stakeAt(stakeSpot.index).y)) + chipSize / 2 - height
                            opacity: stakeSpot.outcome === "lose" ? 0 : 1
                            Behavior on x { NumberAnimation { duration: Theme.slow; easing.type: Easing.InOutQuad } }
                            Behavior on y { NumberAnimation { duration: Theme.slow; easing.type: Easing.InOutQuad } }
                            Behavior on opacity { NumberAnimation { duration: Theme.slow } }
                        }
                        ChipStack {
                            // The payout beside the stake or under it (splitPayoutShift); its amount under it.
                            objectName: "payout " + (seat.index + 1) + "." + (stakeSpot.index + 1)
                            visible: stakeSpot.outcome === "win"
                            amount: seat.paid[stakeSpot.index] ?? "0"
                            chipSize: 28 * felt.u
                            labelSide: "below"
                            x: seat.payoutPoint(stakeSpot.index).x - width / 2
                            // Beside the stake, its foot level with the stake's; under it, its top
                            // below the stake's foot, however tall either stack (issue 17).
                            y: seat.splitPayoutShift.y > 0 ? felt.py(seat.stakeAt(stakeSpot.index).y) + chipSize / 2 + 3 * felt.u
                                                      : seat.payoutPoint(stakeSpot.index).y + chipSize / 2 - chipsHeight
                        }
                    }
                }
                ChipStack {
                    // Insurance on the insurance line (art. 14 §13).
                    objectName: "insuranceStake-" + seat.index
                    readonly property point spot: felt.insuranceSpot(seat.index)
                    visible: seat.occupied && seat.insurance !== "0" && seat.insuranceOutcome !== "lose"
                    amount: seat.insuranceOutcome === "win" ? seat.insurancePaid : seat.insurance
                    chipSize: 24 * felt.u
                    // The chip on the line's edge, off the gold arcs and the line's words, its amount
                    // where the next box's never meets it (BlackjackFelt.insuranceSide; issue 17).
                    labelSide: felt.insuranceSide(seat.index)
                    x: felt.px(spot.x) - chipsX - chipSize / 2
                    y: felt.py(spot.y) + chipSize / 2 - height
                }
                EvenMoneyMark {
                    // Even money taken (art. 14 §12 β): a 1:1 marker where the box's insurance would lie.
                    objectName: "evenMoney" + (seat.index + 1)
                    felt: felt
                    box: seat.index
                    visible: seat.evenMoney
                }
            }
        }
    }

    notes: [
        Label {
            visible: text !== ""
            text: dealer.playerCall
            color: Theme.goldLight
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
    ]
    controls: [
        GridLayout {
            id: actionGrid
            objectName: "actionGrid"
            columns: 2
            Layout.fillWidth: true
            columnSpacing: Theme.spacingSmall
            rowSpacing: Theme.spacingSmall
            /// Both columns as wide (issue 17): a button's width is half the bar's, whatever its label.
            readonly property real cellWidth: Math.max(0, (width - columnSpacing) / 2)
            /// One font size for the whole bar: the large one, unless a label (of any phase: the
            /// size does not jump) cannot be broken into two lines that fit its button; then
            /// the size at which the longest such line fits, for every button alike (issue 17).
            readonly property int barFontSize: {
                const avail = (cellWidth - 2 * Theme.spacingSmall) * 0.97
                if (avail <= 0)
                    return Theme.fontSizeLarge
                let need = 0
                for (let i = 0; i < children.length; ++i) {
                    const b = children[i]
                    if (b.step === undefined)
                        continue
                    const words = b.text.split(" ")
                    let best = Infinity
                    for (let k = 1; k <= words.length; ++k)
                        best = Math.min(best, Math.max(barMetrics.advanceWidth(words.slice(0, k).join(" ")),
                                                       barMetrics.advanceWidth(words.slice(k).join(" "))))
                    need = Math.max(need, best)
                }
                return need <= avail ? Theme.fontSizeLarge
                                     : Math.max(Theme.fontSizeSmall, Math.floor(Theme.fontSizeLarge * avail / need))
            }
            FontMetrics {
                id: barMetrics
                font.bold: true
                font.pixelSize: Theme.fontSizeLarge
            }

            component ActionButton: GoldButton {
                required property string step
                // While an incident or the opening waits, the round's usual steps but the deal give way to its answers.
                visible: !(play.incidentDue || play.openingDue) || step === "deal"
                // One font size for the bar; a long label (Greek at 1024 px) wraps onto two lines.
                wraps: true
                fontSize: actionGrid.barFontSize
                leftPadding: Theme.spacingSmall
                rightPadding: Theme.spacingSmall
                // Equal preferred widths: the bar's width shared alike, not by the labels' lengths.
                Layout.fillWidth: true
                Layout.preferredWidth: actionGrid.cellWidth
                Layout.fillHeight: true
                focusPolicy: Qt.NoFocus
                Accessible.name: text
                onClicked: play.send(step)
            }
            //: Free-play button (key D): deal the next round.
            ActionButton { step: "deal"; text: qsTr("Deal (D)") }
            //: Free-play button (key I): offer insurance (ασφάλεια).
            ActionButton { step: "insurance"; text: qsTr("Insurance (I)") }
            //: Free-play button (key A): announce the typed total of the box in play.
            ActionButton { step: "announce"; text: qsTr("Announce (A)") }
            //: Free-play button (key P): pay the typed amount.
            ActionButton { step: "pay"; text: qsTr("Pay (P)") }
            //: Free-play button (key C): collect the losing bet.
            ActionButton { step: "collect"; text: qsTr("Collect (C)") }
            //: Free-play button (key L): a push; leave the stake.
            ActionButton { step: "push"; text: qsTr("Push (L)") }
            //: Free-play button (key H): the dealer draws a card.
            ActionButton { step: "hit"; text: qsTr("Draw (H)") }
            //: Free-play button (key S): the dealer stands.
            ActionButton { step: "stand"; text: qsTr("Stand (S)") }
            // The opening of a shoe (art. 14 §2–6; at the machine §10), shown while it is due.
            //: Free-play button (key N): count the cards at the table's opening (art. 14 §2), the count typed
            ActionButton { step: "count"; text: qsTr("Count (N)"); visible: play.openingDue }
            //: Free-play button (key U): shuffle the cards (art. 14 §2)
            ActionButton { step: "shuffle"; text: qsTr("Shuffle (U)"); visible: play.openingDue }
            //: Free-play button (key T): give a player the card to cut the stack (art. 14 §2–3)
            ActionButton { step: "cut"; text: qsTr("Cut (T)"); visible: play.openingDue }
            //: Free-play button (key K): place the cut card, κάρτα τελειώματος (art. 14 §4)
            ActionButton { step: "cut-card"; text: qsTr("Cut card (K)"); visible: play.openingDue }
            // The incidents (art. 14 §7, §8, §10, §11, §16): every answer, shown while one is due.
            //: Free-play button (key R), an incident: reduce the bet to the amount typed (art. 14 §16)
            ActionButton { step: "reduce"; text: qsTr("Reduce (R)"); visible: play.incidentDue }
            //: Free-play button (key X), an incident: refuse the bet (art. 14 §11, §16)
            ActionButton { step: "refuse"; text: qsTr("Refuse (X)"); visible: play.incidentDue }
            //: Free-play button (key B), an incident: burn the card (art. 14 §7, §10)
            ActionButton { step: "burn"; text: qsTr("Burn (B)"); visible: play.incidentDue || play.openingDue }
            //: Free-play button (key O), an incident: offer the exposed card to the next box (art. 14 §7)
            ActionButton { step: "offer"; text: qsTr("Offer (O)"); visible: play.incidentDue }
            //: Free-play button (key E), an incident: call the last round of the shoe (art. 14 §8)
            ActionButton { step: "last-round"; text: qsTr("Last round (E)"); visible: play.incidentDue }
            //: Free-play button (key M), an incident: the shuffling machine (art. 14 §10)
            ActionButton {
                step: dealer.expected.action === "from-shuffler" ? "from-shuffler" : "to-shuffler"
                text: qsTr("Machine (M)")
                visible: play.incidentDue
            }
        }
    ]
}

pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import Croupier
import Croupier.App

// A blackjack table (art. 14) seen from above, dealer at the top, with a drill's
// question set out on it: the cards come out of the sabot one by one in the deal
// order of art. 14 §12 α (a card to each box from the dealer's left, one to the
// dealer, the second card to each box; then each box's cards; the dealer's second
// card only after every box, since there is no hole card, §12 γ). Stakes lie in
// the boxes, insurance on the insurance line, a double beside the bet, split
// hands side by side. Once answered, the outcome: payments beside the bets,
// losing bets taken to the tray.
//
// The drill page sets game, topic, scenario (question-bank.md, core/blackjack/
// TOPICS.md), answered and expected; settled is true once the cards are down.
Item {
    id: table

    /// The table's smallest chip: its stakes are drawn in its own chips (issue 17).
    readonly property string chipUnit: (scenario ? scenario.chip_unit : undefined) ?? ""

    property string game: "blackjack"
    property string topic: "blackjack.total"
    property var scenario: ({})
    property bool answered: false
    property var expected: ({})

    /// The dealing is over and every card has come to rest; once answered, a lost
    /// bet has reached the chip tray (a screenshot caught it over the felt's title).
    readonly property bool settled: dealer.done && !settleTimer.running && !payoutBet.moving
    readonly property real u: felt.u
    /// The box of a one-hand question: the middle one, in front of the trainee.
    readonly property int featuredBox: 3
    /// The boxes of the scenario, in deal order: [{bet, hands: [{cards, doubled}], insurance, even_money}].
    readonly property var boxes: {
        const s = table.scenario
        if (!s)
            return []
        if (s.boxes !== undefined && table.topic === "blackjack.incident")
            // blackjack.incident's boxes are {box, cards}: each at its own number's seat.
            return s.boxes.map(b => ({ seat: b.box - 1, hands: [{ cards: b.cards }] }))
        if (s.boxes !== undefined)
            return s.boxes
        if (s.cards !== undefined)
            return [{ hands: [{ cards: s.cards }] }]
        if (s.player !== undefined && s.player !== null)
            return [{ hands: [{ cards: s.player }] }]
        return []
    }
    /// Where scenario box @p i sits: a one-hand question uses the middle box.
    function seatOf(i: int): int {
        if (table.boxes[i] !== undefined && table.boxes[i].seat !== undefined)
            return table.boxes[i].seat
        return table.scenario && table.scenario.boxes !== undefined ? i : table.featuredBox
    }

    /// The cards on the felt, for tests: the dealer's, or hand @p hand of seat @p seat (0 = box 1).
    function cardsOf(model: CardListModel): var {
        const list = []
        for (let i = 0; i < model.count; ++i)
            list.push(model.cardAt(i))
        return list
    }
    function dealerCardList(): var { return cardsOf(dealerCards) }
    function handCardList(seat: int, hand: int): var {
        const spot = seats.itemAt(seat)
        return spot ? cardsOf(spot.models[hand]) : []
    }

    /// The scenario's box at seat @p seat, undefined for an empty seat or none beyond the
    /// table's ends.
    function boxAt(seat: int): var {
        for (let i = 0; i < table.boxes.length; ++i)
            if (table.seatOf(i) === seat)
                return table.boxes[i]
        return undefined
    }
    /// How many hands seat @p seat holds (0 for an empty seat or none beyond the table's ends).
    function handsAt(seat: int): int {
        const box = boxAt(seat)
        return box !== undefined ? box.hands.length : 0
    }
    /// The cards the one hand at seat @p seat ends with (BlackjackFelt.sideEnd), -1 for none
    /// or a split box.
    function cardsAt(seat: int): int {
        const box = boxAt(seat)
        return box !== undefined && box.hands.length === 1 ? box.hands[0].cards.length : -1
    }
    /// Where the stakes of seat @p seat lie (BlackjackFelt.stakeSpots), [] for an empty seat.
    function stakesAt(seat: int): var {
        const box = boxAt(seat)
        return box !== undefined && box.bet !== undefined ? felt.stakeSpots(seat, box.hands.map(h => h.doubled === true)) : []
    }

    Accessible.role: Accessible.Pane
    //: The accessible name of the blackjack table in a drill.
    Accessible.name: qsTr("Blackjack table")

    CardListModel { id: dealerCards }
    /// blackjack.incident: the exposed cards still waiting (those the dealer has not taken, art. 14 §7).
    CardListModel { id: exposedCards }

    // The seats are built after the scenario is first set: deal once everything exists.
    onScenarioChanged: {
        dealer.done = false
        Qt.callLater(dealer.start)
    }

    /// Deals the scenario's cards in the regulation's order.
    QtObject {
        id: dealer

        property var queue: []
        property bool done: false

        function handModel(box: int, hand: int): CardListModel {
            const spot = seats.itemAt(table.seatOf(box))
            return spot ? spot.models[hand] : null
        }
        function start() {
            dealerCards.clear()
            exposedCards.clear()
            for (let i = 0; i < seats.count; ++i)
                seats.itemAt(i).clearAll()
            const s = table.scenario ?? {}
            const bx = table.boxes
            const dc = s.dealer ?? []
            const q = []
            // §12 α: the first card to each box from the dealer's left, one to the dealer.
            for (let b = 0; b < bx.length; ++b)
                q.push({ box: b, hand: 0, card: bx[b].hands[0].cards[0] })
            if (dc.length > 0)
                q.push({ box: -1, card: dc[0] })
            // ... the second card to each box (a split's second hand began with it).
            for (let b = 0; b < bx.length; ++b) {
                const h = bx[b].hands
                if (h.length > 1)
                    q.push({ box: b, hand: 1, card: h[1].cards[0] })
                else if (h[0].cards.length > 1)
                    q.push({ box: b, hand: 0, card: h[0].cards[1] })
            }
            // Then each box plays its hands in order (§12 α, §14).
            for (let b = 0; b < bx.length; ++b) {
                const h = bx[b].hands
                for (let k = 0; k < h.length; ++k) {
                    const first = h.length > 1 ? 1 : 2
                    for (let c = first; c < h[k].cards.length; ++c)
                        q.push({ box: b, hand: k, card: h[k].cards[c] })
                }
            }
            // §12 γ: the dealer's second card and the rest after every box.
            for (let c = 1; c < dc.length; ++c)
                q.push({ box: -1, card: dc[c] })
            // blackjack.incident (§7): the cards that came out, beside the shoe, once the hands are down.
            const ex = table.topic === "blackjack.incident" && s.exposed !== undefined ? s.exposed : []
            for (let c = Math.max(0, dc.length - 1); c < ex.length; ++c)
                q.push({ exposed: true, card: ex[c] })
            queue = q
            done = false
            step()
        }
        function step() {
            while (queue.length > 0) {
                const next = queue[0]
                queue = queue.slice(1)
                const model = next.exposed ? exposedCards
                    : next.box < 0 ? dealerCards : handModel(next.box, next.hand)
                if (model)
                    model.append(next.card, true, false)
                if (Theme.dealGap > 0) {
                    dealTimer.restart()
                    return
                }
            }
            done = true
            settleTimer.restart()
        }
    }
    Timer {
        id: dealTimer
        interval: Math.max(1, Theme.dealGap)
        onTriggered: dealer.step()
    }
    Timer {
        // The last card's slide and turn.
        id: settleTimer
        interval: Math.max(1, Theme.deal + Theme.slow)
    }

    BlackjackFelt {
        id: felt

        anchors.fill: parent
        insuranceLit: table.scenario && (table.scenario.bet === "insurance" || table.scenario.insurance_offered === true)
        litBoxes: {
            const out = []
            for (let i = 0; i < table.boxes.length; ++i)
                out.push(table.seatOf(i))
            return out
        }
    }

    // The dealer's place.
    BlackjackHand {
        anchors.fill: parent
        felt: felt
        cards: dealerCards
        cx: 500; cy: 172
        row: true
        highlighted: (table.topic === "blackjack.dealer" || (table.topic === "blackjack.step" && !table.scenario.player))
                     && !table.answered
    }
    Text {
        x: felt.px(500) - width / 2
        y: felt.py(222)
        //: Printed in front of the dealer's cards on the blackjack table.
        text: qsTr("DEALER")
        color: Theme.printingFaint
        font.family: Theme.displayFamily
        font.bold: true
        font.pixelSize: Math.max(7, Math.round(11 * table.u))
    }

    // The seven boxes: up to three hands each (a split and a re-split, art. 14 §14),
    // the first (played first) on the player's right.
    Repeater {
        id: seats

        model: 7

        Item {
            id: seat

            required property int index
            /// The scenario box at this seat, or undefined.
            readonly property var box: {
                for (let i = 0; i < table.boxes.length; ++i)
                    if (table.seatOf(i) === index)
                        return table.boxes[i]
                return undefined
            }
            readonly property int handCount: box ? box.hands.length : 0
            readonly property var centre: felt.boxCentres[index]
            readonly property point cardsAt: felt.cardSpot(index)
            readonly property point betAt: felt.betSpot(index)
            readonly property var models: [h0, h1, h2]

            function clearAll() { h0.clear(); h1.clear(); h2.clear() }
            /// Which hands are doubled, and where their stakes lie (BlackjackFelt.stakeSpots).
            readonly property var doubled: box !== undefined ? box.hands.map(h => h.doubled === true) : [false]
            readonly property var stakeSpots: felt.stakeSpots(index, doubled)
            /// The first card of each hand, in design units: split hands side by side, apart.
            readonly property var handAnchors: felt.handAnchors(index, [h0.count, h1.count, h2.count].slice(0, Math.max(1, handCount)), doubled,
                                                                 table.handsAt(index + 1), table.handsAt(index - 1),
                                                                 table.cardsAt(index + 1), table.cardsAt(index - 1))
            function handAt(k: int): var { return handAnchors[k] ?? { x: cardsAt.x, y: cardsAt.y, scale: 1 } }

            anchors.fill: parent

            CardListModel { id: h0 }
            CardListModel { id: h1 }
            CardListModel { id: h2 }

            Repeater {
                model: seat.models

                BlackjackHand {
                    id: handView

                    required property var modelData
                    required property int index

                    objectName: "hand " + (seat.index + 1) + "." + (index + 1)
                    anchors.fill: parent
                    felt: felt
                    cards: modelData
                    cx: seat.handAt(index).x
                    cardScale: seat.handAt(index).scale
                    cy: seat.handAt(index).y
                    fan: felt.fanSide(seat.index)
                    // Short of the stakes of the box it fans towards (a split box 1 or 7's row).
                    fanRoom: seat.handCount > 1 ? Infinity : felt.fanRoom(seat.index, table.stakesAt(seat.index - felt.fanSide(seat.index)))
                    markCentre: Qt.point(seat.centre[0] + (seat.handAt(index).x - seat.cardsAt.x), seat.centre[1])
                    markWidth: seat.handCount > 1 ? 62 : 112
                    markRotation: felt.boxRotation(seat.index)
                    highlighted: seat.box !== undefined && index === 0 && !table.answered
                                 && (table.topic === "blackjack.total" || table.topic === "blackjack.payout"
                                     || (table.topic === "blackjack.step" && !!table.scenario.player))
                }
            }

            // Stakes: the bet in the circle of each hand, a double beside it (§15).
            Repeater {
                model: seat.box && seat.box.bet !== undefined ? seat.box.hands : []

                Item {
                    id: stake

                    required property var modelData
                    required property int index

                    readonly property var spots: seat.stakeSpots[index] ?? { stake: seat.betAt, double: null, labelled: "" }
                    /// The y of a stack whose chips' foot lies on its circle's @p y, its amount
                    /// beside it: a tall stake rises towards the cards (cardClearance), never down
                    /// over the box's number (issue 17).
                    function footY(s: ChipStack, y: real): real { return felt.py(y) + s.chipSize / 2 - s.height }

                    anchors.fill: parent

                    // The amount once, beside the stack BlackjackFelt.stakeSpots names, on the box's
                    // side (BlackjackFelt.amountSide): never into the next box's cards nor onto the
                    // box's number, nor onto another stake of a split box (issue 17).
                    ChipStack {
                        id: first
                        objectName: "stake " + (seat.index + 1) + "." + (stake.index + 1)
                        chipUnit: table.chipUnit
                        amount: seat.box.bet
                        chipSize: 30 * table.u
                        labelled: stake.spots.labelled === "stake"
                        labelSide: felt.amountSide(seat.index)
                        x: felt.px(stake.spots.stake.x) - chipsX - chipSize / 2
                        y: stake.footY(first, stake.spots.stake.y)
                    }
                    ChipStack {
                        id: second
                        objectName: "double " + (seat.index + 1) + "." + (stake.index + 1)
                        chipUnit: table.chipUnit
                        visible: stake.spots.double !== null
                        amount: seat.box.bet
                        chipSize: 30 * table.u
                        labelled: stake.spots.labelled === "double"
                        labelSide: felt.amountSide(seat.index)
                        x: felt.px(stake.spots.double ? stake.spots.double.x : 0) - chipsX - chipSize / 2
                        y: stake.footY(second, stake.spots.double ? stake.spots.double.y : 0)
                    }
                }
            }
            ChipStack {
                // Insurance on the insurance line, in front of the box (§13), its foot on the line.
                objectName: "insuranceStake-" + seat.index
                chipUnit: table.chipUnit
                // Insurance on the insurance line, in front of the box (§13).
                visible: seat.box !== undefined && seat.box.insurance !== undefined && seat.box.insurance !== "0"
                readonly property point spot: felt.insuranceSpot(seat.index)
                amount: seat.box && seat.box.insurance !== undefined ? seat.box.insurance : "0"
                chipSize: 26 * table.u
                // Its amount where the next box's never meets it (BlackjackFelt.insuranceSide).
                labelSide: felt.insuranceSide(seat.index)
                x: felt.px(spot.x) - chipsX - chipSize / 2
                y: felt.py(spot.y) + chipSize / 2 - height
            }
            EvenMoneyMark {
                // Even money taken (art. 14 §12 β): a 1:1 marker where the box's insurance would lie.
                objectName: "evenMoney" + (seat.index + 1)
                felt: felt
                box: seat.index
                visible: seat.box !== undefined && seat.box.even_money === true
            }
            Text {
                // A hand of a split (blackjack.payout from_split).
                visible: seat.index === table.featuredBox && table.topic === "blackjack.payout"
                         && table.scenario.from_split === true
                // Under the dealer's rule, off the insurance line and the cards (issue 17).
                objectName: "splitHandLabel"
                x: felt.px(500) - width / 2
                y: felt.py(311)
                //: On the blackjack table: the hand being settled comes from a split (art. 14 §14).
                text: qsTr("SPLIT HAND")
                color: Theme.feltGold
                style: Text.Outline
                styleColor: Theme.feltOutline
                font.bold: true
                font.pixelSize: Math.max(8, Math.round(12 * table.u))
            }
        }
    }

    // --- blackjack.payout: the bet being settled, and its outcome once answered ---
    Item {
        id: payoutBet

        readonly property bool active: table.topic === "blackjack.payout" && table.scenario.stake !== undefined
        readonly property bool insurance: table.scenario.bet === "insurance"
        readonly property var centre: felt.boxCentres[table.featuredBox]
        readonly property point home: insurance
            ? Qt.point(felt.px(felt.insuranceSpot(table.featuredBox).x), felt.py(felt.insuranceSpot(table.featuredBox).y) - 15 * table.u)
            : Qt.point(felt.px(felt.betSpot(table.featuredBox).x), felt.py(felt.betSpot(table.featuredBox).y) - 15 * table.u)
        readonly property bool lost: table.answered && table.expected.outcome === "lose"
        readonly property bool won: table.answered && table.expected.outcome === "win"
        /// The stake is on its way to the chip tray.
        readonly property bool moving: stakeX.running || stakeY.running || stakeFade.running

        anchors.fill: parent
        visible: active

        ChipStack {
            chipUnit: table.chipUnit
            id: stakeStack

            objectName: "payoutStake"
            amount: table.scenario.stake ?? "0"
            chipSize: 30 * table.u
            // Its amount at its left, the payment's at the payment's right (issue 17).
            labelSide: "left"
            // A lost bet goes to the chip tray.
            x: (payoutBet.lost ? felt.tray.x : payoutBet.home.x) - chipsX - chipSize / 2
            // Its foot on the bet's place: a tall stake rises from it (never down over the printing).
            y: payoutBet.lost ? felt.tray.y : payoutBet.home.y + chipSize - height
            opacity: payoutBet.lost ? 0 : 1
            Behavior on x { NumberAnimation { id: stakeX; duration: Theme.slow; easing.type: Easing.InOutQuad } }
            Behavior on y { NumberAnimation { id: stakeY; duration: Theme.slow; easing.type: Easing.InOutQuad } }
            Behavior on opacity { NumberAnimation { id: stakeFade; duration: Theme.slow } }
        }
        ChipStack {
            chipUnit: table.chipUnit
            // The payment, put beside the bet.
            objectName: "payment"
            visible: payoutBet.won
            amount: table.expected.paid ?? "0"
            chipSize: 30 * table.u
            x: payoutBet.home.x + 34 * table.u - chipSize / 2
            y: payoutBet.home.y
        }
        Text {
            visible: table.answered && table.expected.outcome === "push"
            x: payoutBet.home.x + 30 * table.u
            y: payoutBet.home.y + 4 * table.u
            //: On the blackjack table: the bet pushes and stays, to be taken back.
            text: qsTr("PUSH")
            color: Theme.feltGold
            style: Text.Outline
            styleColor: Theme.feltOutline
            font.bold: true
            font.pixelSize: Math.max(8, Math.round(13 * table.u))
        }
    }

    // --- blackjack.round: what the dealer paid and collected, once answered ---
    // Beside the dealer's place, on the open felt between it and the discard holder (paid,
    // the pushes) and the shoe (collected): off the arcs and the printing (issue 17).
    component RoundTotal: Column {
        id: total
        property alias title: totalTitle.text
        property alias amount: totalStack.amount
        property alias stackName: totalStack.objectName
        visible: table.topic === "blackjack.round" && table.answered
        spacing: 4 * table.u
        Text {
            id: totalTitle
            objectName: "roundTotalTitle"
            anchors.horizontalCenter: parent.horizontalCenter
            color: Theme.feltInk
            font.bold: true
            font.pixelSize: Math.max(9, Math.round(13 * table.u))
        }
        ChipStack {
            id: totalStack
            chipUnit: table.chipUnit
            anchors.horizontalCenter: parent.horizontalCenter
            chipSize: 28 * table.u
        }
    }
    RoundTotal {
        objectName: "roundPaid"
        x: felt.px(290) - width / 2
        y: felt.py(118)
        //: On the blackjack table after a round: the total the dealer paid.
        title: qsTr("Paid")
        amount: table.expected.paid ?? "0"
        stackName: "paidStack"
    }
    RoundTotal {
        objectName: "roundCollected"
        x: felt.px(712) - width / 2
        y: felt.py(118)
        //: On the blackjack table after a round: the total the dealer collected.
        title: qsTr("Collected")
        amount: table.expected.collected ?? "0"
        stackName: "collectedStack"
    }
    Text {
        objectName: "roundPushes"
        visible: table.topic === "blackjack.round" && table.answered
        x: felt.px(290) - width / 2
        y: felt.py(196)
        //: On the blackjack table after a round: how many hands were left on a push.
        text: qsTr("Pushes: %1").arg(table.expected.pushes ?? 0)
        color: Theme.feltInk
        font.bold: true
        font.pixelSize: Math.max(9, Math.round(13 * table.u))
    }

    // --- blackjack.step: insurance already offered ---
    Text {
        // Under the dealer's rule, off the cards of the middle box (issue 17).
        objectName: "insuranceOfferedLabel"
        visible: table.topic === "blackjack.step" && table.scenario.insurance_offered === true
        x: felt.px(500) - width / 2
        y: felt.py(311)
        //: On the blackjack table: the dealer has already offered insurance this round (art. 14 §13).
        text: qsTr("INSURANCE OFFERED")
        color: Theme.feltGold
        style: Text.Outline
        styleColor: Theme.feltOutline
        font.bold: true
        font.pixelSize: Math.max(8, Math.round(12 * table.u))
    }

    // --- blackjack.incident: exposed cards, the box in turn, refusals, the bets and limits, the cut card ---
    BlackjackHand {
        objectName: "exposedCards"
        visible: exposedCards.count > 0
        anchors.fill: parent
        felt: felt
        cards: exposedCards
        // Between the dealer's place and the shoe they came out of.
        cx: 700; cy: 190
        row: true
        highlighted: !table.answered
    }
    Text {
        // Above the exposed cards, clear of the printing under them (issue 17).
        objectName: "exposedLabel"
        visible: table.topic === "blackjack.incident" && table.scenario.exposed !== undefined
        x: felt.px(700) - width / 2
        y: felt.py(136) - height
        text: table.scenario.case === "face-up"
              //: On the blackjack table: the card that showed its face in the shoe (art. 14 §7 ¶1).
              ? qsTr("FACE UP IN THE SHOE")
              //: On the blackjack table: cards that came out that the player did not ask for (art. 14 §7 ¶2).
              : qsTr("NOT ASKED FOR")
        color: Theme.feltGold
        style: Text.Outline
        styleColor: Theme.feltOutline
        font.bold: true
        font.pixelSize: Math.max(8, Math.round(12 * table.u))
    }
    Repeater {
        // The box at whose turn the cards came out, and the boxes that refused them.
        model: table.topic === "blackjack.incident" && table.scenario.boxes !== undefined ? table.scenario.boxes : []

        Rectangle {
            // A badge on the box's empty circle, turned with the box and inside its outline
            // (issue 17: never across an outline corner).
            required property var modelData
            readonly property int seat: modelData.box - 1
            readonly property point spot: felt.betSpot(seat)
            readonly property bool atBox: modelData.box === table.scenario.at_box
            readonly property bool refused: (table.scenario.refused ?? []).indexOf(modelData.box) >= 0
            objectName: "boxBadge" + modelData.box
            visible: atBox || refused
            // Inside the box (104 wide): a longer word goes onto a second line, never cut.
            width: Math.min(badgeText.implicitWidth + 8 * table.u, 98 * table.u)
            height: badgeText.contentHeight + 4 * table.u
            x: felt.px(spot.x) - width / 2
            y: felt.py(spot.y) - height / 2
            rotation: felt.boxRotation(seat)
            radius: Math.min(height / 2, 8 * table.u)
            color: Theme.feltOutline
            border.color: Theme.feltGold
            border.width: 1
            Text {
                id: badgeText
                anchors.centerIn: parent
                width: parent.width - 6 * table.u
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                lineHeight: 0.9
                text: parent.atBox
                      //: On the blackjack table: the exposed cards came out at this box's turn.
                      ? qsTr("IN TURN")
                      //: On the blackjack table: this box refused the exposed card (art. 14 §7).
                      : qsTr("REFUSED")
                color: Theme.feltGold
                font.bold: true
                font.pixelSize: Math.max(8, Math.round(11 * table.u))
            }
        }
    }
    Row {
        // The bets already on the box and the one asked (art. 14 §11, §16), in front of the trainee.
        visible: table.topic === "blackjack.incident" && table.scenario.stake !== undefined
        readonly property point spot: felt.betSpot(table.featuredBox)
        x: felt.px(spot.x) - width / 2
        y: felt.py(spot.y) - 15 * table.u
        spacing: 6 * table.u

        Repeater {
            model: table.scenario.bettors ?? []
            ChipStack {
                chipUnit: table.chipUnit
                required property var modelData
                amount: modelData.stake
                chipSize: 28 * table.u
            }
        }
        Text {
            visible: (table.scenario.bettors ?? []).length > 0
            anchors.verticalCenter: parent.verticalCenter
            text: "+"
            color: Theme.feltInk
            font.bold: true
            font.pixelSize: Math.max(10, Math.round(16 * table.u))
        }
        ChipStack {
            chipUnit: table.chipUnit
            objectName: "askedStake"
            amount: table.scenario.stake ?? "0"
            chipSize: 28 * table.u
        }
    }
    // The table limits, a line each, in the corner left of the rail, above the smallest
    // chip: one line ("Minimum 25 · Maximum 2,500") ran over the rail and onto box 5 at
    // 1024 × 700, where the words keep their 10-pixel floor (issue 17); the corner is
    // wider the lower it goes.
    Column {
        objectName: "tableLimits"
        visible: table.topic === "blackjack.incident" && table.scenario.maximum !== undefined
        x: felt.px(20)
        y: felt.py(612) - height
        Text {
            //: On the blackjack table: the table's minimum stake (art. 14 §16); %1 the amount.
            text: qsTr("Minimum %1").arg(Theme.formatMoney(table.scenario.minimum ?? ""))
            color: Theme.printing
            font.pixelSize: Math.max(10, Math.round(14 * table.u))
            font.bold: true
        }
        Text {
            //: On the blackjack table: the table's maximum stake on a box (art. 14 §16); %1 the amount.
            text: qsTr("Maximum %1").arg(Theme.formatMoney(table.scenario.maximum ?? ""))
            color: Theme.printing
            font.pixelSize: Math.max(10, Math.round(14 * table.u))
            font.bold: true
        }
    }
    Text {
        visible: table.topic === "blackjack.incident" && table.scenario.situation === "last-coup"
        x: felt.px(500) - width / 2
        y: felt.py(311)
        //: On the blackjack table: the cut card (κάρτα τελειώματος) has come out of the shoe (art. 14 §8).
        text: qsTr("CUT CARD OUT")
        color: Theme.feltGold
        style: Text.Outline
        styleColor: Theme.feltOutline
        font.bold: true
        font.pixelSize: Math.max(10, Math.round(16 * table.u))
    }

    Text {
        // The smallest chip of the table: every payment is rounded down to it.
        visible: table.scenario && table.scenario.chip_unit !== undefined
        objectName: "smallestChip"
        x: felt.px(20)
        y: felt.py(612)
        //: On the table in a drill: the table's smallest chip (payments are rounded down to it).
        text: qsTr("Smallest chip: %1").arg(Theme.formatMoney(table.scenario.chip_unit ?? ""))
        color: Theme.printing
        font.pixelSize: Math.max(10, Math.round(14 * table.u))
        font.bold: true
    }
}

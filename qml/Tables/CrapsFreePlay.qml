pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Croupier
import Croupier.App

// Free play at the craps table (art. 16): simulated players bet, the shooter
// throws, and the trainee deals: calls the total, settles every bet the roll
// decides or moves in the dealer's order (collect, move, pay, give back), then
// moves the puck. The rules are CrapsDealer's (core's CrapsTable and
// CrapsSettlement); a wrong step is refused with the reason and its paragraph.
//
// Keys: R throw, digits (and "." or ",") then Enter to call the total, to pay or
// to put the puck ON a number; C collect, M move, B give back, O puck OFF,
// F1 show me (the same key at every table). Letters work on a Greek keyboard too.
FreePlayFrame {
    id: root

    property string game: "craps"
    paceGame: "craps"
    roundsBegun: dealer.rolls
    property int seed: 0
    /// The dice have landed.
    readonly property bool settled: !throwing.running && !die1.rolling && !die2.rolling && !repackTimer.running

    readonly property alias dealer: dealer
    /// One of the regulation's incidents waits for the dealer's answer.
    readonly property bool incidentDue: dealer.phase === "roll" && (dealer.expected.action ?? "roll") !== "roll"

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
    panelWidth: Math.min(340, width * 0.32)
    demoReady: settled
    demoInterval: Math.max(60, Theme.slow * 2)
    //: Free play, craps: the counters.
    counters: qsTr("Rolls: %1").arg(dealer.rolls)
    //: Free play, craps: the digits typed so far, shown while empty.
    typedPlaceholder: qsTr("type a number…")
    //: The free-play keys of the craps table (Greek keyboard: the same keys)
    keysHelp: qsTr("Keys: digits, Enter · R throw · C collect · M move · B give back · O puck OFF · F1 show me · incidents: N No Roll · D offer the dice · P pass them · X refuse a bet · L reduce · K keep · T take down")

    function expectedAction(): var { return dealer.expected }
    function act(action: string, value: var): bool {
        const ok = dealer.act(action, value)
        typed = ""
        return ok
    }
    function enter() {
        const p = dealer.phase
        if (p === "roll")
            act("roll", undefined)
        else if (p === "call")
            act("call", typed)
        else if (p === "settle" && chipPanel.payment.count > 0) {
            chipPanel.handOver("pay", chipPanel.typedTotal(), currentRow())   // the chips in hand (issue 16)
            typed = ""
        } else if (p === "settle")
            act("pay", typed)
        else if (p === "puck")
            act("puck", typed === "" ? 0 : typed)
    }

    focus: true
    Keys.onPressed: event => { event.accepted = root.pressKey(event.key, event.text) }

    /// One key of the trainee's: @p text as typed (a Greek letter counts as the
    /// Latin key in its place). Returns whether the key meant something.
    function pressKey(key: int, text: string): bool {
        const k = Keyboard.latinKey(text)
        if (key === Qt.Key_Return || key === Qt.Key_Enter) {
            enter()
        } else if (key >= Qt.Key_F2 && key <= Qt.Key_F12) {
            // Chips from the float's tube (F2 the smallest), as many as typed (issue 16).
            if (!chipPanel.active)
                return false
            if (chipPanel.take(key - Qt.Key_F2, typed))
                typed = ""
        } else if (key === Qt.Key_Backspace && typed === "" && chipPanel.payment.count > 0) {
            chipPanel.takeBack()
        } else if (key === Qt.Key_Escape) {
            typed = ""
            chipPanel.clear()
        } else if (key === Qt.Key_Backspace) {
            typedStale = false
            typed = typed.slice(0, -1)
        } else if (/^[0-9.,]$/.test(text)) {
            if (typedStale) {
                typed = ""
                typedStale = false
            }
            typed += text
        } else if (k === "r") {
            act("roll", undefined)
        } else if (k === "c") {
            act("collect", undefined)
        } else if (k === "m") {
            act("move", undefined)
        } else if (k === "b") {
            act("return", undefined)
        } else if (k === "o") {
            act("puck", 0)
        } else if (k === "n") {
            act("no-roll", undefined)      // art. 16 §8: the throw decides nothing
        } else if (k === "d") {
            act("offer-dice", undefined)   // §7–8
        } else if (k === "p") {
            act("pass-dice", typed)        // §7: to the seat typed
        } else if (k === "x") {
            act(dealer.expected.action === "refuse-bet" ? "refuse-bet" : "refuse", undefined)
        } else if (k === "l") {
            act("reduce", typed)           // §3–5: to the maximum typed
        } else if (k === "k") {
            act("refuse-take-down", undefined)   // §10 α: WIN and COME stay
        } else if (k === "t") {
            act("take-down", undefined)
        } else if (key === Qt.Key_F1) {
            showMe()
        } else {
            return false
        }
        return true
    }

    CrapsDealer {
        id: dealer
        seed: root.seed
        property int lastRolls: 0
        onChanged: {
            if (rolls !== lastRolls) {
                lastRolls = rolls
                if (rolls > 0)
                    root.throwDice()
            }
        }
    }

    /// The row of the bet being settled now, or -1.
    function currentRow(): int {
        for (let i = 0; i < betRepeater.count; ++i) {
            const b = betRepeater.itemAt(i)
            if (b && b.current)
                return i
        }
        return -1
    }

    function throwDice() {
        die1.face = dealer.die1
        die2.face = dealer.die2
        dice.travel = 0
        if (Theme.slow === 0)
            dice.travel = 1
        else
            throwing.restart()
        die1.roll()
        die2.roll()
    }

    Item {
        // The felt: the frame puts it left of the panel.
        id: tableArea
        anchors.fill: parent

        CrapsLayout {
            id: felt
            anchors.fill: parent
            point: dealer.point
            // The rack lies in the chip bank's place (issue 17: never over its words), and
            // rises above it: room for it above the layout, or at 1920x1080 it came down over
            // the number boxes and their stakes.
            bankFilled: false
            topReserve: 40
        }

        ChipPaymentPanel {
            // The float, at the dealers' side, above the layout where there is room (issue 16).
            id: chipPanel
            dealer: dealer
            u: felt.u
            active: dealer.phase === "settle" && !root.demo
            x: felt.px(500) - width / 2
            // The rack in the chip bank's place, its tubes' foot at the bank's (design y 52).
            y: Math.max(0, felt.py(52) - height)
            z: 3
            // The chips paid slide to beside the stake of the bet being settled.
            target: () => {
                const b = betRepeater.itemAt(root.currentRow())
                return b ? b.payoutPoint() : null
            }
            onTubeClicked: tube => {
                if (chipPanel.take(tube, root.typed))
                    root.typed = ""
            }
            onDropped: root.enter()
        }

        Puck {
            on: dealer.point > 0
            // ON: inside the point's box, above its number (issue 17); OFF in the DON'T COME bar.
            size: (on ? 30 : 40) * felt.u
            x: felt.px(felt.puckSpot(dealer.point).x) - width / 2
            y: felt.py(felt.puckSpot(dealer.point).y) - height / 2
            z: 2
        }

        /// Where each bet's stake lies (design units, its group's top-left), by row:
        /// laid by CrapsLayout.pack() inside the bet's box, clear of the printing, of each
        /// other and of the rack (issue 17).
        property var placedAt: []
        function repack() {
            const groups = []
            for (let i = 0; i < betRepeater.count; ++i) {
                const b = betRepeater.itemAt(i)
                if (b !== null && !b.leaving)
                    groups.push({ row: i, bet: b.bet, betPoint: b.betPoint, seat: b.seat, shapes: b.shapes, inset: b.ringMargin,
                                  amount: b.amountText, paid: b.paidText })
            }
            const placed = felt.placeStakes(groups)
            const keyed = felt.keysFor(groups, placed)
            keys = keyed.keys
            felt.legend = keyed.legend
            placedAt = placed
        }
        /// The key letters of the keyed stakes, by row (CrapsLayout.keysFor).
        property var keys: ({})
        Timer {
            // Once the bets, their sizes and the printing have settled (a frame or three).
            id: repackTimer
            interval: 40
            onTriggered: tableArea.repack()
        }
        Connections {
            target: felt
            function onUChanged() { repackTimer.restart() }
            function onPrintingChanged() { repackTimer.restart() }
        }

        Repeater {
            id: betRepeater
            model: dealer.bets
            onCountChanged: repackTimer.restart()

            delegate: Item {
                id: placed

                required property int index
                required property string bet
                required property int seat
                required property string stake
                required property int betPoint
                required property bool working
                required property string result
                required property string payout
                required property bool current

                readonly property point home: felt.spot(placed.bet, placed.betPoint, placed.seat)
                /// Lost or given back: the stake leaves its place.
                readonly property bool leaving: placed.result === "lost" || placed.result === "returned"
                readonly property real chip: 24 * felt.u
                /// The chips' size in a box too small for its stakes drawn full size.
                readonly property real compactChip: 16 * felt.u
                /// Room around each group for the ring of the bet being settled: laid with it,
                /// the ring meets no printing (issue 17: it touched the FIELD's).
                readonly property real ringMargin: Math.ceil(chip * 0.2)
                /// The group laid on the felt: the ON button, the winnings, the stake; the amounts
                /// beside the chips, or below them where the box is crowded; in a box too small
                /// for that, the chips compact, and the winnings above the stake; in one smaller
                /// still, a key letter beside the chips, the amounts in the felt's legend.
                readonly property var laid: tableArea.placedAt[index]
                readonly property string kind: laid !== undefined ? laid.kind : "beside"
                /// What the kind asks (CrapsLayout.kindTraits).
                readonly property var traits: felt.kindTraits(kind)
                readonly property bool narrow: traits.narrow
                readonly property bool compact: traits.compact
                readonly property bool stacked: traits.stacked
                readonly property bool keyed: traits.keyed
                readonly property string keyNow: keyed ? tableArea.keys[index] ?? "" : ""
                readonly property string amountText: stack.amountText
                readonly property string paidText: winnings.visible ? winnings.amountText : ""
                readonly property real onWidth: onMark.visible ? onMark.width + 2 : 0
                readonly property real winGap: 2 * felt.u
                /// Between the winnings and the stake with their amounts below them: "325 325", never "325325".
                readonly property real belowGap: Math.max(5, 6 * felt.u)
                /// The gap in the shape laid.
                readonly property real gapNow: keyed ? felt.keyedGap : narrow ? belowGap : winGap
                /// The group's sizes in pixels, [w, h, kind], its ring's room round it
                /// (CrapsLayout.groupShapes).
                readonly property var shapes: felt.groupShapes(stack, winnings, winnings.visible, onWidth, 0,
                                                               onMark.visible ? onMark.height : 0, ringMargin, winGap, belowGap)
                readonly property real leftPart: onWidth + (winnings.visible && !stacked ? winnings.width + gapNow : 0)
                readonly property real groupHeight: (shapes.find(s => s[2] === kind) ?? shapes[0])[1] - 2 * marginNow
                /// The ring's room round the group as laid: none keyed (CrapsLayout.groupShapes).
                readonly property real marginNow: keyed ? 0 : ringMargin
                onShapesChanged: repackTimer.restart()
                onBetPointChanged: repackTimer.restart()
                onLeavingChanged: repackTimer.restart()
                /// The group's top-left in pixels, as laid inside its ring's room (before the first
                /// lay-out: its seat's spot).
                readonly property point at: laid !== undefined ? Qt.point(felt.px(laid.x) + marginNow, felt.py(laid.y) + marginNow)
                                            : Qt.point(felt.px(home.x) - leftPart - chip / 2, felt.py(home.y) + chip / 2 - groupHeight)
                readonly property point dest: placed.result === "lost" ? felt.bank
                                            : placed.result === "returned" ? Qt.point(home.x, 600) : home

                /// Where the winnings' top chip lies (the chips paid in hand slide there).
                function payoutPoint(): point {
                    return Qt.point(winnings.x + winnings.stackX(0) + winnings.drawnChip / 2, winnings.y + winnings.drawnChip / 2)
                }
                anchors.fill: parent
                z: placed.current ? 4 : 3

                Rectangle {
                    // The bet the dealer settles now: around its bottom chip, inside the group's room.
                    visible: placed.current
                    width: stack.drawnChip + 2 * placed.ringMargin; height: width
                    radius: width / 2
                    x: stack.x + stack.stackX(0) + stack.drawnChip / 2 - width / 2
                    y: stack.y + stack.chipY(0, 1) + stack.drawnChip / 2 - height / 2
                    color: "transparent"
                    border.color: Theme.goldLight
                    border.width: Math.max(2, 3 * felt.u)
                }
                ChipStack {
                    // The stake: its foot on the group's, the amount printed at its right.
                    id: stack
                    amount: placed.stake
                    chipSize: placed.chip
                    compact: placed.compact
                    compactScale: placed.compactChip / placed.chip
                    key: placed.keyNow
                    flat: placed.keyed
                    labelSide: placed.narrow ? "below" : "right"
                    x: placed.leaving ? felt.px(placed.dest.x) - placed.chip / 2 : placed.at.x + placed.leftPart
                    y: placed.leaving ? felt.py(placed.dest.y) + placed.chip / 2 - height : placed.at.y + placed.groupHeight - height
                    opacity: placed.leaving ? 0 : 1
                    Accessible.name: qsTr("%1 of player %2: %3").arg(CrapsPays.label(placed.bet)).arg(placed.seat).arg(amountText)
                    Behavior on x { NumberAnimation { duration: Theme.slow; easing.type: Theme.easing } }
                    Behavior on y { NumberAnimation { duration: Theme.slow; easing.type: Theme.easing } }
                    Behavior on opacity { NumberAnimation { duration: Theme.slow } }
                }
                ChipStack {
                    // The winnings, put beside the stake at its left, their amount at their
                    // left (paid in chips: once they have slid there).
                    id: winnings
                    visible: placed.result === "won" && chipPanel.landing.indexOf(String(placed.index)) < 0
                    amount: placed.payout
                    chipSize: placed.chip
                    compact: placed.compact
                    compactScale: placed.compactChip / placed.chip
                    labelled: !placed.keyed
                    flat: placed.keyed
                    // Below the stake's chips' amount, or above the stake with its amount at its right.
                    labelSide: placed.narrow ? "below" : placed.stacked ? "right" : "left"
                    x: placed.stacked ? stack.x : stack.x - width - placed.gapNow
                    y: placed.stacked ? stack.y - height - 1 : placed.keyed && placed.narrow ? stack.y + stack.chipsHeight - height
                          : stack.y + stack.height - height
                }
                Label {
                    // A bet working on the come-out wears the ON button, at the group's left.
                    id: onMark
                    visible: placed.working && dealer.point === 0
                    x: placed.at.x
                    y: placed.at.y
                    text: qsTr("ON")
                    padding: 2
                    font.pixelSize: Math.max(8, Math.round(11 * felt.u))
                    font.bold: true
                    color: "#1e1e1e"
                    background: Rectangle { radius: height / 2; color: "#f7f5ef" }
                }
            }
        }

        Item {
            id: dice
            visible: dealer.die1 > 0
            property real travel: 1
            readonly property real startX: felt.px(880)
            readonly property real startY: felt.py(620)
            x: startX + (felt.px(500) - startX) * travel
            y: startY + (felt.py(550) - startY) * travel - Math.sin(travel * Math.PI) * 80 * felt.u
            z: 5

            Die {
                id: die1
                size: 42 * felt.u
                x: -size - 4 * felt.u
                y: -size / 2
            }
            Die {
                id: die2
                size: 42 * felt.u
                x: 4 * felt.u
                y: -size / 2 + 6 * felt.u
            }
        }
        NumberAnimation {
            id: throwing
            target: dice
            property: "travel"
            from: 0; to: 1
            duration: Theme.slow * 2
            easing.type: Easing.OutQuad
        }
        Label {
            // The shooter: who has the dice.
            readonly property real cx: 130 + 570 * (5.5 - (dealer.shooter - 1)) / 6
            x: felt.px(cx) - width / 2
            y: felt.py(585)
            //: Free play, craps: marks the player who throws the dice.
            text: qsTr("SHOOTER")
            color: Theme.goldLight
            font.bold: true
            font.pixelSize: Math.max(9, Math.round(12 * felt.u))
            Behavior on x { NumberAnimation { duration: Theme.slow } }
        }
    }

    notes: [
        Label {
            Layout.fillWidth: true
            //: Free play, craps: the table's limits (art. 16 §3). %1 minimum, %2 maximum.
            text: qsTr("Table limits %1 – %2").arg(Theme.formatMoney(dealer.tableMin)).arg(Theme.formatMoney(dealer.tableMax))
            color: Theme.muted
            font.pixelSize: Theme.fontSizeSmall + 1
        },
        Label {
            Layout.fillWidth: true
            visible: text !== ""
            text: dealer.message
            wrapMode: Text.WordWrap
            color: Theme.gold
            font.pixelSize: Theme.fontSizeBody
            font.bold: true
        }
    ]
    controls: [
    Flow {
        Layout.fillWidth: true
        spacing: Theme.spacingSmall

        component ActButton: Button {
            id: ab
            property string step: ""
            property string keyName: ""
            focusPolicy: Qt.NoFocus
            text: keyName === "" ? caption : caption + "  [" + Keyboard.hint(keyName) + "]"
            property string caption
            Accessible.name: caption
            contentItem: Label {
                text: ab.text
                color: Theme.text
                font.pixelSize: Theme.fontSizeBody
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
            }
            background: Rectangle {
                implicitHeight: Theme.controlHeight
                radius: Theme.radiusSmall
                color: ab.down ? Theme.feltLight : Theme.feltDeep
                border.color: ab.hovered ? Theme.rimStrong : Theme.rim
            }
            onClicked: {
                if (step === "enter")
                    root.enter()
                else if (step === "refuse-any")
                    root.act(dealer.expected.action === "refuse-bet" ? "refuse-bet" : "refuse", undefined)
                else
                    root.act(step, step === "puck" ? 0 : step === "pass-dice" || step === "reduce" ? root.typed : undefined)
            }
        }
        //: Free play, craps: a button; the shooter throws the dice.
        ActButton { step: "roll"; keyName: "R"; caption: qsTr("Throw") }
        //: Free play, craps: a button; confirms the number or amount typed.
        ActButton { step: "enter"; keyName: "Enter"; caption: qsTr("Confirm") }
        //: Free play, craps: a button; the losing stake goes to the bank.
        ActButton { step: "collect"; keyName: "C"; caption: qsTr("Collect"); visible: !root.incidentDue }
        //: Free play, craps: a button; a COME / DON'T COME bet goes to its number.
        ActButton { step: "move"; keyName: "M"; caption: qsTr("Move"); visible: !root.incidentDue }
        //: Free play, craps: a button; odds that were off go back to the player.
        ActButton { step: "return"; keyName: "B"; caption: qsTr("Give back"); visible: !root.incidentDue }
        //: Free play, craps: a button; the puck turned to OFF.
        ActButton { step: "puck"; keyName: "O"; caption: qsTr("Puck OFF"); visible: !root.incidentDue }
        // The incidents: every answer offered, the trainee picks the right one (art. 16 §3–5, §7, §8, §10 α).
        //: Free play, craps, an incident: the stickman calls No Roll (art. 16 §8)
        ActButton { step: "no-roll"; keyName: "N"; caption: qsTr("No Roll"); visible: root.incidentDue }
        //: Free play, craps, an incident: the stickman offers the dice (art. 16 §7–8)
        ActButton { step: "offer-dice"; keyName: "D"; caption: qsTr("Offer the dice"); visible: root.incidentDue }
        //: Free play, craps, an incident: pass the dice to the seat typed (art. 16 §7)
        ActButton { step: "pass-dice"; keyName: "P"; caption: qsTr("Pass the dice"); visible: root.incidentDue }
        //: Free play, craps, an incident: refuse the bet
        ActButton { step: "refuse-any"; keyName: "X"; caption: qsTr("Refuse the bet"); visible: root.incidentDue }
        //: Free play, craps, an incident: reduce the bet to the amount typed (art. 16 §3–5)
        ActButton { step: "reduce"; keyName: "L"; caption: qsTr("Reduce"); visible: root.incidentDue }
        //: Free play, craps, an incident: the bet stays on the layout (art. 16 §10 α)
        ActButton { step: "refuse-take-down"; keyName: "K"; caption: qsTr("Keep it on"); visible: root.incidentDue }
        //: Free play, craps, an incident: take the bet down
        ActButton { step: "take-down"; keyName: "T"; caption: qsTr("Take down"); visible: root.incidentDue }
    }
    ]
}

pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import Croupier
import Croupier.App

// The craps table (art. 16) seen from above with a drill's question set out on
// it: the puck OFF in the DON'T COME bar or ON the point's box, the stakes on
// their exact places (COME bets on their number, odds behind or on their flat
// bet, place and lay bets in the boxes), the dice thrown from the rail, tumbling
// across the felt and landing, their total called; for craps.maximum the table's
// limits. Once answered, the roll is settled on the felt as the engine settles it
// (CrapsPays.settle): losing stakes go to the chip bank, winnings are paid beside
// the bet, a COME bet travels to its number, the puck moves.
//
// The drill page sets game, topic, scenario (question-bank.md), answered and
// expected; settled is true once the dice have landed.
Item {
    id: table

    /// The table's smallest chip: its stakes are drawn in its own chips (issue 17).
    readonly property string chipUnit: scenario.chip_unit ?? ""

    property string game: "craps"
    property string topic: "craps.roll"
    property var scenario: ({})
    property bool answered: false
    property var expected: ({})

    /// The dice have landed (or there are none to throw).
    readonly property bool settled: !throwing.running && !landTimer.running && !die1.rolling && !die2.rolling
                                    && !repackTimer.running && !leaveTimer.running
    readonly property bool hasDice: scenario.dice !== undefined && scenario.dice.length === 2
    readonly property int total: hasDice ? scenario.dice[0] + scenario.dice[1] : 0
    /// The bets on the felt: the scenario's one bet (craps.roll, craps.maximum) or its layout.
    readonly property var bets: topic === "craps.incident" ? []   // its bets are lit on the felt, no stakes
                              : scenario.bets !== undefined ? scenario.bets
                              : scenario.bet !== undefined ? [{ seat: 3, bet: scenario.bet, stake: scenario.stake ?? "0",
                                                                bet_point: scenario.bet_point ?? null,
                                                                working: scenario.working ?? false }]
                              : []
    /// The engine's settlement of the roll, once answered: one entry per bet and the point after.
    readonly property var results: answered && hasDice && topic !== "craps.incident" ? CrapsPays.settle(scenario) : []
    readonly property int pointBefore: scenario.point ?? 0
    readonly property int pointShown: answered && results.length > 0 ? results[results.length - 1].pointAfter : pointBefore
    readonly property bool isOdds: topic === "craps.maximum" && scenario.flat_bet !== undefined

    Accessible.role: Accessible.Pane
    //: The accessible name of the craps table in a drill.
    Accessible.name: qsTr("Craps table")

    onScenarioChanged: throwDice()
    Component.onCompleted: throwDice()

    function throwDice() {
        // Read the scenario itself: the bindings on it may not have caught up yet.
        const d = scenario.dice
        if (d === undefined || d.length !== 2)
            return
        die1.face = d[0]
        die2.face = d[1]
        dice.travel = 0
        if (Theme.slow === 0)
            dice.travel = 1
        else
            throwing.restart()
        die1.roll()
        die2.roll()
        landTimer.restart()
    }

    CrapsLayout {
        id: felt
        objectName: "felt"
        anchors.fill: parent
        point: puck.visible ? puck.at : 0
        chipUnit: table.chipUnit
        highlighted: {
            // Odds light the box of the flat bet they stand behind or on.
            const box = (b, n) => {
                const flat = { "pass-odds": "pass", "dont-pass-odds": "dont-pass", "come-odds": "come",
                               "dont-come-odds": "dont-come" }[b] ?? b
                return (flat === "come" || flat === "dont-come") && n > 0 ? flat + "-" + n : flat
            }
            if (table.topic === "craps.incident") {
                // The bet asked down, tried while the dice are offered, or the new shooter's bets.
                const s = table.scenario
                if (s.situation === "take-down")
                    return [box(s.bet ?? "", s.bet_point ?? 0)]
                if (s.situation === "dice-offered" && s.bet_tried)
                    return [s.bet_tried]
                if (s.situation === "dice-come")
                    return (s.shooter_bets ?? []).map(b => box(b, 0))
                return []
            }
            if (table.topic !== "craps.maximum" && table.topic !== "craps.roll")
                return []
            const n = table.scenario.bet_point ?? (table.topic === "craps.maximum" ? table.scenario.point : 0) ?? 0
            return [box(table.scenario.bet ?? "", n)]
        }
    }

    // --- The puck ---
    Puck {
        id: puck
        objectName: "puck"
        visible: table.topic !== "craps.maximum" || table.scenario.bet === "pass-odds" || table.scenario.bet === "dont-pass-odds"
        readonly property int at: table.topic === "craps.maximum" ? (table.scenario.point ?? 0) : table.pointShown
        on: at > 0
        // ON: inside the point's box, above its number (issue 17); OFF in the DON'T COME bar.
        size: (on ? 30 : 40) * felt.u
        x: felt.px(felt.puckSpot(at).x) - width / 2
        y: felt.py(felt.puckSpot(at).y) - height / 2 - (on ? 0 : 0)
        z: 2
    }

    // --- The bets ---
    /// Where each bet's stake lies (design units, the top-left of its chips, winnings
    /// and marks), by row of bets: laid by CrapsLayout.pack() inside the bet's box, clear
    /// of the printing and of each other (issue 17).
    property var placedAt: []
    function repack() {
        const groups = []
        for (let i = 0; i < betRepeater.count; ++i) {
            const b = betRepeater.itemAt(i)
            if (b !== null && !b.leaving)
                groups.push({ row: i, bet: b.placeBet, betPoint: b.placePoint, seat: b.seat, shapes: b.shapes,
                              amount: b.amountText, paid: b.paidText, marks: b.marksText })
        }
        // craps.maximum (no rows of bets): the flat bet, row 0, and once answered the largest
        // stake, row 1, laid in their boxes as any stake is (issue 17: the answer's stack lay on
        // the flat bet's amount, on a hardway's dice, and rose over its box's line).
        for (const m of [flatBet, maximumBet])
            if (m.shown)
                groups.push({ row: m.row, bet: m.placeBet, betPoint: m.placePoint, seat: m.seat, shapes: m.shapes,
                              lanes: m.lanes, amount: m.amountText, paid: "", marks: "" })
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
        onTriggered: table.repack()
    }
    function scheduleRepack() { repackTimer.restart() }
    Connections {
        target: felt
        function onUChanged() { table.scheduleRepack() }
        function onPrintingChanged() { table.scheduleRepack() }
    }
    onResultsChanged: {
        scheduleRepack()
        leaveTimer.restart()
    }
    Timer {
        // The collected stakes' way into the bank, where they fade (a screenshot waits for it).
        id: leaveTimer
        interval: Theme.slow + 20
    }

    Repeater {
        id: betRepeater
        model: table.topic === "craps.maximum" ? [] : table.bets
        onCountChanged: table.scheduleRepack()

        Item {
            id: placed

            required property var modelData
            required property int index
            readonly property var result: index < table.results.length - 1 ? table.results[index] : null
            readonly property string action: result ? result.action : ""
            readonly property int seat: modelData.seat ?? 3
            readonly property int betPoint: modelData.bet_point ?? 0
            /// Collected or given back: the stake leaves its place.
            readonly property bool leaving: action === "collect" || action === "return"
            /// The bet and number whose box the stake lies in (a COME bet moved: its number's).
            readonly property string placeBet: modelData.bet
            readonly property int placePoint: action === "move" ? result.movesTo : betPoint
            readonly property point home: felt.spot(modelData.bet, betPoint, seat)
            readonly property real chip: (table.bets.length > 8 ? 22 : 30) * felt.u
            /// The chips' size in a box too small for its stakes drawn full size.
            readonly property real compactChip: 16 * felt.u
            /// The group laid on the felt: the ON button, the winnings, the stake, the OFF or PUSH
            /// mark; the amounts beside the chips, or below them where the box is crowded; in a
            /// box too small for that, the chips compact, and the winnings above the stake; in
            /// one smaller still, a key letter beside the chips, the amounts in the felt's legend;
            /// in the smallest, a paid stake's winnings too (their chips not drawn), and the key over
            /// the stake's top chip (keyedPlainOver, keyedPlainOverBare).
            readonly property var laid: table.placedAt[index]
            readonly property string kind: laid !== undefined ? laid.kind : "beside"
            /// What the kind asks (CrapsLayout.kindTraits).
            readonly property var traits: felt.kindTraits(kind)
            readonly property bool narrow: traits.narrow
            readonly property bool compact: traits.compact
            readonly property bool stacked: traits.stacked
            readonly property bool keyed: traits.keyed
            /// Keyed in a box too crowded for its marks: the ON button's and the mark's words in the legend.
            readonly property bool plain: traits.plain
            /// Paid: the winnings lie beside the bet.
            readonly property bool paid: action === "pay"
            /// Keyed in a box with no room for the winnings' chips: their amount in the legend only.
            readonly property bool bare: traits.bare
            /// The key printed over the stake's top chip, not beside it.
            readonly property bool over: traits.over
            /// A bet called working on the come-out: it wears the ON button.
            readonly property bool wearsOn: (modelData.working ?? false) && CrapsPays.offOnComeOut(modelData.bet)
            /// Not working on this roll, or a standoff: the OFF or PUSH mark.
            readonly property bool hasMark: result !== null && (result.outcome === "off" || result.outcome === "push")
            readonly property string marksText: [wearsOn ? onMark.text : "", hasMark ? mark.text : ""].filter(t => t !== "").join(" ")
            readonly property string keyNow: keyed ? table.keys[index] ?? "" : ""
            readonly property string amountText: stake.amountText
            readonly property string paidText: paid ? winnings.amountText : ""
            // Whether shown or in the legend (plain), so the shapes stay the same once laid.
            readonly property real onWidth: wearsOn ? onMark.width + 2 : 0
            readonly property real markWidth: hasMark ? mark.width + 3 : 0
            readonly property real marksHeight: Math.max(wearsOn ? onMark.height : 0, hasMark ? mark.height : 0)
            readonly property real winGap: 2 * felt.u
            /// Between the winnings and the stake with their amounts below them: "325 325", never "325325".
            readonly property real belowGap: Math.max(5, 6 * felt.u)
            /// The gap in the shape laid.
            readonly property real gapNow: keyed ? felt.keyedGap : narrow ? belowGap : winGap
            /// The group's sizes in pixels, [w, h, kind] (CrapsLayout.groupShapes).
            readonly property var shapes: felt.groupShapes(stake, winnings, paid, onWidth, markWidth, marksHeight, 0,
                                                           winGap, belowGap, true)
            readonly property real leftPart: (plain ? 0 : onWidth) + (winnings.visible && !stacked ? winnings.width + gapNow : 0)
            readonly property real groupHeight: (shapes.find(s => s[2] === kind) ?? shapes[0])[1]
            onShapesChanged: table.scheduleRepack()
            onPlacePointChanged: table.scheduleRepack()
            onLeavingChanged: table.scheduleRepack()
            /// The group's top-left in pixels, as laid (before the first lay-out: its seat's spot).
            readonly property point at: laid !== undefined ? Qt.point(felt.px(laid.x), felt.py(laid.y))
                                        : Qt.point(felt.px(home.x) - leftPart - chip / 2, felt.py(home.y) + chip / 2 - groupHeight)

            anchors.fill: parent
            z: 3

            ChipStack {
                chipUnit: table.chipUnit
                id: stake
                objectName: "stake-" + placed.index
                amount: placed.modelData.stake
                chipSize: placed.chip
                compact: placed.compact
                compactScale: placed.compactChip / placed.chip
                key: placed.keyNow
                flat: placed.keyed
                labelSide: placed.over ? "over" : placed.narrow ? "below" : "right"
                // Collected: into the chip bank, where it fades (issue 17: never left over the bank's chips).
                x: placed.action === "collect" ? felt.px(felt.bank.x) - placed.chip / 2 : placed.at.x + placed.leftPart
                y: placed.action === "collect" ? felt.py(felt.bank.y) - height / 2
                                               : placed.at.y + placed.groupHeight - height
                opacity: placed.leaving ? 0 : 1
                Behavior on x { NumberAnimation { duration: Theme.slow; easing.type: Theme.easing } }
                Behavior on y { NumberAnimation { duration: Theme.slow; easing.type: Theme.easing } }
                Behavior on opacity { NumberAnimation { duration: Theme.slow } }
            }
            ChipStack {
                chipUnit: table.chipUnit
                // The winnings, paid beside the bet.
                id: winnings
                objectName: "payout-" + placed.index
                visible: placed.paid && !placed.bare
                amount: placed.result ? placed.result.paid : "0"
                chipSize: placed.chip
                compact: placed.compact
                compactScale: placed.compactChip / placed.chip
                labelled: !placed.keyed
                flat: placed.keyed
                // At the stake's left, its amount at its left (the stake's is at its right), or
                // below; in a small box above the stake, its amount at its right too.
                labelSide: placed.narrow ? "below" : placed.stacked ? "right" : "left"
                x: placed.stacked ? stake.x : stake.x - width - placed.gapNow
                y: placed.stacked ? stake.y - height - 1 : placed.keyed && placed.narrow ? stake.y + stake.chipsHeight - height
                      : stake.y + stake.height - height
            }
            Label {
                // A bet called working on the come-out wears the ON button, at the group's left.
                id: onMark
                objectName: "onMark-" + placed.index
                visible: placed.wearsOn && !placed.plain
                x: placed.at.x
                y: placed.at.y
                //: A small button on a craps bet called working on the come-out roll.
                text: qsTr("ON")
                padding: 2
                font.pixelSize: Math.max(8, Math.round(11 * felt.u))
                font.bold: true
                color: "#1e1e1e"
                background: Rectangle { radius: height / 2; color: "#f7f5ef" }
            }
            Label {
                // What the roll did, written on the felt once answered, right of the stake's amount.
                id: mark
                objectName: "mark-" + placed.index
                visible: placed.hasMark && !placed.plain
                x: stake.x + stake.width + 3
                y: stake.y + stake.height - height
                text: placed.result === null ? ""
                      //: On the craps felt after a drill: the bet was not working on this roll.
                      : placed.result.outcome === "off" ? qsTr("OFF")
                      //: On the craps felt after a drill: a standoff («ισοπαλία»).
                      : qsTr("PUSH")
                color: Theme.feltGold
                font.bold: true
                font.pixelSize: Math.max(9, Math.round(13 * felt.u))
                style: Text.Outline
                styleColor: Theme.feltOutline
            }
        }
    }

    // --- craps.maximum: the limits, the flat bet and, once answered, the largest stake ---
    Rectangle {
        id: plaque
        visible: table.topic === "craps.maximum"
        x: felt.px(30); y: felt.py(512)
        width: limits.implicitWidth + 24 * felt.u
        height: limits.implicitHeight + 14 * felt.u
        radius: 6 * felt.u
        color: "#f6ecd2"
        border.color: Theme.goldDark
        border.width: 2
        Text {
            id: limits
            anchors.centerIn: parent
            //: The table-limits sign on a craps table. %1 the minimum, %2 the maximum, %3 the smallest chip.
            text: qsTr("TABLE MINIMUM %1\nTABLE MAXIMUM %2\nSMALLEST CHIP %3")
                      .arg(Theme.formatMoney(table.scenario.table_min ?? ""))
                      .arg(Theme.formatMoney(table.scenario.table_max ?? ""))
                      .arg(Theme.formatMoney(table.scenario.chip_unit ?? ""))
            color: "#1b1b1b"
            font.family: Theme.bodyFamily
            font.bold: true
            font.pixelSize: Math.max(9, Math.round(15 * felt.u))
        }
    }
    /// A stake of craps.maximum (the flat bet, row 0; the answer, row 1): laid by repack() as
    /// the drill's other stakes are (its box's lanes, clear of the printing and each other).
    component MaximumBet: Item {
        id: maxBet
        required property int row
        /// On the felt now.
        property bool shown: false
        property string placeBet: ""
        property int placePoint: 0
        property int seat: 3
        property string amount: "0"
        property string stackName: ""
        readonly property string amountText: stack.amountText
        readonly property string paidText: ""
        readonly property var laid: table.placedAt[row]
        readonly property string kind: laid !== undefined ? laid.kind : "beside"
        /// What the kind asks (CrapsLayout.kindTraits).
        readonly property var traits: felt.kindTraits(kind)
        readonly property real chip: 30 * felt.u
        /// The group's sizes in pixels, [w, h, kind] (CrapsLayout.groupShapes; no winnings).
        readonly property var shapes: felt.groupShapes(stack, stack, false, 0, 0, 0, 0, 2 * felt.u,
                                                       Math.max(5, 6 * felt.u), true)
        readonly property real groupHeight: (shapes.find(s => s[2] === kind) ?? shapes[0])[1]
        readonly property point home: felt.spot(placeBet, placePoint, seat)
        /// Its lanes: inside its lit box (CrapsLayout.litLanes).
        readonly property var lanes: felt.litLanes(placeBet, placePoint)
        /// The widest of them, in pixels.
        readonly property real laneWidth: Math.max(...lanes.map(l => l[2])) * felt.u
        onShapesChanged: table.scheduleRepack()
        onShownChanged: table.scheduleRepack()
        onPlaceBetChanged: table.scheduleRepack()
        onPlacePointChanged: table.scheduleRepack()
        anchors.fill: parent
        visible: shown
        z: 3 + row

        ChipStack {
            id: stack
            objectName: maxBet.stackName
            chipUnit: table.chipUnit
            amount: maxBet.amount
            chipSize: maxBet.chip
            compact: maxBet.traits.compact
            // Compact, 16 units; narrower where so many stacks would not fit across the bet's
            // box (a place bet's largest, 93,400 in six stacks of 1,000s, level 3 seed 28).
            compactScale: Math.min(16 / 30, (maxBet.laneWidth - 2 - (stacks - 1) * 2) / stacks / maxBet.chip)
            key: maxBet.traits.keyed ? table.keys[maxBet.row] ?? "" : ""
            flat: maxBet.traits.keyed
            labelSide: maxBet.traits.over ? "over" : maxBet.traits.narrow ? "below" : "right"
            x: maxBet.laid !== undefined ? felt.px(maxBet.laid.x) : felt.px(maxBet.home.x) - maxBet.chip / 2
            y: maxBet.laid !== undefined ? felt.py(maxBet.laid.y) + maxBet.groupHeight - height
                                         : felt.py(maxBet.home.y) + maxBet.chip / 2 - height
        }
    }
    MaximumBet {
        // The flat bet the odds stand behind (craps.maximum of an odds bet).
        id: flatBet
        row: 0
        placeBet: {
            const b = table.scenario.bet ?? ""
            return b === "pass-odds" ? "pass" : b === "dont-pass-odds" ? "dont-pass"
                 : b === "come-odds" ? "come" : b === "dont-come-odds" ? "dont-come" : ""
        }
        placePoint: table.scenario.point ?? 0
        seat: 3
        shown: table.isOdds && placeBet !== ""
        amount: table.scenario.flat_bet ?? "0"
        stackName: "flatStack"
    }
    MaximumBet {
        // The answer: the largest stake, on the bet's place.
        id: maximumBet
        row: 1
        placeBet: table.scenario.bet ?? ""
        placePoint: table.scenario.point ?? 0
        seat: table.isOdds ? 2 : 3
        shown: table.topic === "craps.maximum" && table.answered && table.expected.maximum !== undefined
        amount: table.expected.maximum ?? "0"
        stackName: "maximumStack"
    }

    // --- The dice: thrown from the shooter's place on the rail, across the felt ---
    Item {
        id: dice
        visible: table.hasDice
        readonly property point landing: Qt.point(500, 550)
        property real travel: 0   // 0: in the shooter's hand, 1: landed
        readonly property real startX: felt.px(880)
        readonly property real startY: felt.py(620)
        x: startX + (felt.px(landing.x) - startX) * travel
        y: startY + (felt.py(landing.y) - startY) * travel - Math.sin(travel * Math.PI) * 80 * felt.u
        z: 5

        Die {
            id: die1
            objectName: "die1"
            size: 42 * felt.u
            x: -size - 4 * felt.u
            y: -size / 2
            rotation: -12 * (1 - dice.travel)
        }
        Die {
            id: die2
            objectName: "die2"
            size: 42 * felt.u
            // craps.incident: the die that left the table lies beyond the rail; a cocked
            // one leans on its edge (art. 16 §8).
            readonly property string cause: table.topic === "craps.incident" ? (table.scenario.cause ?? "") : ""
            x: cause === "off-table" ? 4 * felt.u + felt.px(420) * dice.travel : 4 * felt.u
            y: -size / 2 + 6 * felt.u + (cause === "off-table" ? felt.py(150) * dice.travel : 0)
            rotation: cause === "cocked" ? 45 : 18 * (1 - dice.travel)
        }
        Label {
            // The stickman's call: the total, once the dice have landed.
            objectName: "diceTotal"
            visible: table.settled && table.topic !== "craps.incident"
            anchors.horizontalCenter: parent.horizontalCenter
            y: die1.size / 2 + 6 * felt.u
            //: The total of the dice called on the craps table; %1 the total.
            text: qsTr("%1 · total").arg(table.total)
            color: Theme.feltGold
            font.family: Theme.displayFamily
            font.bold: true
            font.pixelSize: Math.max(11, Math.round(18 * felt.u))
            style: Text.Outline
            styleColor: Theme.feltOutline
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
    Timer {
        // The dice's last tumble before they lie still.
        id: landTimer
        interval: Math.max(1, Theme.slow * 2)
    }

    Text {
        // The table's smallest chip: every payment is rounded down to it.
        visible: table.scenario.chip_unit !== undefined && table.topic !== "craps.maximum"
        x: felt.px(30)
        y: felt.py(540)
        //: On the craps table in a drill: the table's smallest chip (payments are rounded down to it).
        text: qsTr("Smallest chip: %1").arg(Theme.formatMoney(table.scenario.chip_unit ?? ""))
        color: Theme.printing
        font.pixelSize: Math.max(10, Math.round(15 * felt.u))
        font.bold: true
    }
}

pragma ComponentBehavior: Bound

import QtQuick
import Croupier
import Croupier.App

// The chip drills' felt (issue 16; core/chips/TOPICS.md): a plain layout with the
// question's chips on it, whatever the game. chips.count lays its stacks as they
// lie, chips overlapped from the bottom, each run's value printed beside it (never
// colour alone), the total only once answered; chips.pay the amount due and the
// float's rack; chips.colour-up the player's chips a stack per value; chips.change
// the cash put down and the float; chips.cut the bet in the house's stacks, the
// ratio and the stack size; chips.units (craps) the bet, its number and the stake
// put down in chips of the table's smallest. The felt draws the scenario only:
// every rule is the engine's.
//
// The drill page sets game, topic, scenario (question-bank.md), answered and
// expected; settled is true at once (nothing is dealt).
Item {
    id: table

    property string game: "punto-banco"
    property string topic: "chips.count"
    property var scenario: ({})
    property bool answered: false
    property var expected: ({})

    objectName: "chipsTable"

    /// Nothing moves on this felt: the chips are down as soon as they are drawn.
    readonly property bool settled: true
    /// Design units: sizes are given at a 1000 × 640 felt and scaled with the table.
    readonly property real u: Math.max(0.3, Math.min(width / 1000, height / 640))
    /// The felt inside the rail.
    readonly property rect inner: Qt.rect(rail.x + rail.border.width + 14 * u, rail.y + rail.border.width + 14 * u,
                                          rail.width - 2 * (rail.border.width + 14 * u),
                                          rail.height - 2 * (rail.border.width + 14 * u))
    readonly property var floatChips: scenario.float ?? []
    /// chips.units: the stake put down, in chips of the table's smallest (the
    /// scenario's offered is a whole number of them: hundredths, exactly).
    readonly property var stake: topic === "chips.units" && scenario.offered !== undefined && scenario.chip_unit !== undefined
        ? { chip: scenario.chip_unit, count: Math.round(Number(scenario.offered) * 100) / Math.round(Number(scenario.chip_unit) * 100) }
        : undefined
    /// The bet on the felt (chips.cut's, chips.units' stake): {chip, count}.
    readonly property var bet: topic === "chips.cut" ? scenario.bet : stake

    /// A denomination → count object ({"5": 12}) as stacks of one run each, largest first.
    function stacksOf(counts: var): var {
        if (counts === undefined || counts === null)
            return []
        return Object.keys(counts).filter(k => counts[k] > 0).sort((a, b) => Number(b) - Number(a))
                     .map(k => [{ chip: k, count: counts[k] }])
    }
    /// A bet of `count` chips of `chip` as it lies: stacks of at most `high` chips.
    function betStacks(bet: var, high: int): var {
        if (bet === undefined || bet === null)
            return []
        const stacks = []
        for (let left = bet.count; left > 0; left -= high)
            stacks.push([{ chip: bet.chip, count: Math.min(high, left) }])
        return stacks
    }

    Accessible.role: Accessible.Pane
    //: The accessible name of the felt of a chip drill (paying, colouring up, counting chips).
    Accessible.name: qsTr("Chips on the layout")

    // --- The table: a rail of wood around the felt ---
    Rectangle {
        id: rail

        anchors.fill: parent
        anchors.margins: 4 * table.u
        radius: 28 * table.u
        color: Theme.tableRail
        border.color: Theme.goldDark
        border.width: Math.max(2, 6 * table.u)

        FeltBackground {
            anchors.fill: parent
            anchors.margins: rail.border.width + 8 * table.u
        }
    }

    /// Text printed on the felt, its size in design units.
    component Printing: Text {
        property real size: 18
        color: Theme.printing
        font.family: Theme.displayFamily
        font.bold: true
        font.pixelSize: Math.max(9, Math.round(size * table.u))
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
    }

    /**
     * Stacks of chips laid out in rows to fit their area: each stack an array of
     * runs from the bottom ({chip, count}), drawn overlapped as ChipStack draws them,
     * chips and offsets shrunk so that the tallest stack fits its row.
     */
    component ChipLayout: Item {
        id: layout

        property var stacks: []
        /// The largest chip drawn, in pixels.
        property real maxChip: 56 * table.u
        /// The objectName of every chip drawn (tests count them).
        property string chipName: "chip"
        /// Write under each stack how many chips of which value it is (stacks of one run).
        property bool captioned: false
        /// Print each run's value beside it when a stack holds more than one value.
        readonly property bool sideLabels: stacks.some(s => s.length > 1)

        readonly property int tallest: stacks.reduce((m, s) => Math.max(m, chipsIn(s)), 1)
        readonly property real captionHeight: captioned ? Math.max(12, 16 * table.u) + 4 : 0
        readonly property real widthPerChip: sideLabels ? 2.1 : 1.3
        /// The smallest offset a chip has on the one below it, as a part of its size.
        readonly property real minStep: 0.03
        readonly property var grid: {
            const n = Math.max(1, stacks.length)
            const options = []
            for (let rows = 1; rows <= n; ++rows) {
                // The stacks shared evenly between the rows (5 in two rows: 3 and 2).
                const cols = Math.ceil(n / rows)
                if (rows > 1 && Math.ceil(n / (rows - 1)) === cols)
                    continue
                const rowH = height / rows - captionHeight - 4
                // Every chip shows at least a pixel of its edge under the next one.
                const size = Math.min(maxChip, width / cols / widthPerChip,
                                      rowH / (1 + (tallest - 1) * minStep), rowH - (tallest - 1))
                options.push({ size: size, cols: cols, rows: rows })
            }
            // A layout reads along a row: the fewest rows whose chips are nearly as
            // large as the largest that fit.
            const largest = options.reduce((m, o) => Math.max(m, o.size), 0)
            const best = options.find(o => o.size >= 0.8 * largest) ?? options[0]
            const rowH = height / best.rows - captionHeight - 4
            const step = tallest > 1 ? Math.max(0, Math.min(0.12 * best.size, (rowH - best.size) / (tallest - 1))) : 0
            // A row is as high as its tallest stack; the rows together are centred.
            const rowHeight = Math.min(height / best.rows, best.size + (tallest - 1) * step + captionHeight + 4 + 12 * table.u)
            return { size: Math.max(1, best.size), cols: best.cols, rows: best.rows, step: step, rowHeight: rowHeight,
                     top: (height - best.rows * rowHeight) / 2 }
        }

        function chipsIn(stack: var): int {
            return stack.reduce((sum, run) => sum + run.count, 0)
        }

        Repeater {
            model: layout.stacks

            delegate: Item {
                id: pile

                required property var modelData
                required property int index

                readonly property real size: layout.grid.size
                readonly property real step: layout.grid.step
                /// The stack's chips, bottom first.
                readonly property var chips: {
                    const list = []
                    for (const run of modelData)
                        for (let i = 0; i < run.count; ++i)
                            list.push(run.chip)
                    return list
                }
                readonly property int row: Math.floor(index / layout.grid.cols)
                readonly property int col: index % layout.grid.cols
                /// How many stacks share this row (the last row may be short): centred.
                readonly property int inRow: Math.min(layout.grid.cols, layout.stacks.length - row * layout.grid.cols)
                readonly property real cellW: layout.width / layout.grid.cols
                /// Where the chips stand in the cell: centred with the labels beside them.
                readonly property real chipX: (width - size * layout.widthPerChip) / 2 + size * 0.15
                /// The y of the chip's top edge, chip `i` from the bottom.
                function chipY(i: int): real {
                    return height - layout.captionHeight - 4 - size - i * step
                }

                objectName: "stack-" + index
                width: cellW
                height: layout.grid.rowHeight
                x: (layout.width - inRow * cellW) / 2 + col * cellW
                y: layout.grid.top + row * height

                Repeater {
                    model: pile.chips

                    Chip {
                        required property string modelData
                        required property int index

                        objectName: layout.chipName
                        value: modelData
                        size: pile.size
                        x: pile.chipX
                        y: pile.chipY(index)
                    }
                }
                // Each run's value beside its edge, pushed up so that none covers the next.
                Repeater {
                    model: {
                        if (!layout.sideLabels || pile.modelData.length < 2)
                            return []
                        const labels = []
                        const h = Math.min(20, Math.max(11, pile.size * 0.36))
                        let first = 0
                        let floor = pile.height - layout.captionHeight - 4
                        for (const run of pile.modelData) {
                            const last = first + run.count - 1
                            // The run's visible edge: its top chip whole when it is the stack's
                            // top, otherwise the band each chip shows under the next one.
                            const top = pile.chipY(last) + (last === pile.chips.length - 1 ? 0 : pile.size - pile.step)
                            const bottom = pile.chipY(first) + pile.size
                            const y = Math.min((top + bottom - h) / 2, floor - h)
                            labels.push({ chip: run.chip, y: y, h: h })
                            floor = y
                            first = last + 1
                        }
                        return labels
                    }

                    Rectangle {
                        id: runLabel

                        required property var modelData

                        objectName: "runLabel"
                        x: pile.chipX + pile.size + 3
                        y: modelData.y
                        width: runText.implicitWidth + 8
                        height: modelData.h
                        radius: height / 2
                        color: Theme.feltDeep
                        border.color: Theme.rimStrong
                        Text {
                            id: runText
                            anchors.centerIn: parent
                            text: Theme.chipLabel(runLabel.modelData.chip)
                            color: Theme.cream
                            font.family: Theme.bodyFamily
                            font.bold: true
                            font.pixelSize: Math.max(8, Math.round(runLabel.height * 0.72))
                        }
                    }
                }
                Text {
                    objectName: "caption-" + pile.index
                    visible: layout.captioned
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.bottom: parent.bottom
                    //: Under a stack of chips of one value: %1 how many, %2 the chip's value ("12 × 2.50").
                    text: layout.captioned ? qsTr("%1 × %2").arg(pile.chips.length).arg(Theme.formatMoney(pile.modelData[0].chip)) : ""
                    color: Theme.cream
                    style: Text.Outline
                    styleColor: Theme.feltDeep
                    font.family: Theme.bodyFamily
                    font.bold: true
                    font.pixelSize: Math.max(10, Math.round(15 * table.u))
                }
            }
        }
    }

    /// The float's rack: a tube per denomination, each topped by its chip (its value printed).
    component FloatRack: Rectangle {
        id: rack

        property var chips: []
        /// Chips below this one are in the float but not paid at this table (chips.change).
        property string lowest: ""
        readonly property real tube: Math.min(64 * table.u, (table.inner.width - 40 * table.u) / Math.max(1, chips.length) - 6 * table.u)

        objectName: "floatRack"
        width: tubes.implicitWidth + 16 * table.u
        height: tubes.implicitHeight + 14 * table.u
        radius: 8 * table.u
        color: Theme.chipRack
        border.color: Theme.chipRackEdge
        border.width: Math.max(1, 2 * table.u)

        Row {
            id: tubes
            anchors.centerIn: parent
            spacing: 6 * table.u

            Repeater {
                model: rack.chips

                Column {
                    id: tubeColumn

                    required property string modelData

                    objectName: "floatChip-" + modelData
                    opacity: rack.lowest !== "" && Number(modelData) < Number(rack.lowest) ? 0.6 : 1
                    spacing: 2
                    Chip {
                        value: tubeColumn.modelData
                        size: rack.tube
                    }
                    Repeater {
                        // The tube's chips seen edge-on, in their colour.
                        model: 5
                        Image {
                            width: rack.tube
                            height: rack.tube * 0.12
                            source: Theme.chipAsset(tubeColumn.modelData)
                            sourceSize.width: Math.ceil(rack.tube * Screen.devicePixelRatio)
                            fillMode: Image.Stretch
                        }
                    }
                }
            }
        }
    }

    // --- Each topic's question ---
    Column {
        id: heading

        objectName: "heading"
        x: table.inner.x
        y: table.inner.y
        width: table.inner.width
        spacing: 4 * table.u

        Printing {
            objectName: "caption"
            width: parent.width
            size: 20
            text: {
                switch (table.topic) {
                //: Printed on the felt of chips.pay, over the amount to hand over.
                case "chips.pay": return qsTr("TO PAY")
                //: Printed on the felt of chips.colour-up, over the player's chips.
                case "chips.colour-up": return qsTr("THE PLAYER'S CHIPS")
                //: Printed on the felt of chips.change, over the cash a player puts down.
                case "chips.change": return qsTr("CASH")
                //: Printed on the felt of chips.count, over the stacks to count.
                case "chips.count": return qsTr("THE LAYOUT")
                //: Printed on the felt of chips.cut, over the winning bet.
                case "chips.cut": return qsTr("THE BET")
                //: Printed on the felt of chips.units, over the bet and the stake put down.
                case "chips.units": return qsTr("PUT DOWN")
                }
                return ""
            }
        }
        Printing {
            // The amount due, written large.
            objectName: "amountDue"
            visible: table.topic === "chips.pay"
            width: parent.width
            size: 54
            color: Theme.goldLight
            text: Theme.formatMoney(table.scenario.amount ?? "")
        }
        Rectangle {
            // The cash put down, as a banknote.
            objectName: "cash"
            visible: table.topic === "chips.change"
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.max(220 * table.u, cashText.implicitWidth + 60 * table.u)
            height: 100 * table.u
            radius: 6 * table.u
            color: Theme.banknote
            border.color: Theme.banknoteFrame
            border.width: Math.max(1, 3 * table.u)
            Rectangle {
                anchors.fill: parent
                anchors.margins: 8 * table.u
                radius: 4 * table.u
                color: "transparent"
                border.color: Theme.banknoteFrame
                border.width: Math.max(1, 1.5 * table.u)
            }
            Text {
                id: cashText
                objectName: "cashAmount"
                anchors.centerIn: parent
                text: Theme.formatMoney(table.scenario.cash ?? "")
                color: Theme.banknoteInk
                font.family: Theme.displayFamily
                font.bold: true
                font.pixelSize: Math.max(14, Math.round(44 * table.u))
            }
        }
    }

    // chips.count, chips.colour-up, chips.cut, chips.units: the stacks.
    ChipLayout {
        id: stacksOnFelt

        objectName: "stacks"
        visible: stacks.length > 0
        x: table.inner.x + 10 * table.u
        y: (unitsBox.visible ? unitsBox.y + unitsBox.height : heading.y + heading.height) + 10 * table.u
        width: table.inner.width - 20 * table.u
        height: (cutTerms.visible ? cutTerms.y : table.topic === "chips.count" ? totalLine.y : footer.y) - y - 10 * table.u
        maxChip: Math.min(110 * table.u, 90)
        chipName: table.topic === "chips.count" ? "countChip" : "chip"
        stacks: table.topic === "chips.count" ? table.scenario.stacks ?? []
              : table.topic === "chips.colour-up" ? table.stacksOf(table.scenario.chips)
              // The bet stands in the house's stacks (chips.cut), the stake in stacks of 20.
              : table.topic === "chips.cut" ? table.betStacks(table.bet, table.scenario.stack ?? 20)
              : table.topic === "chips.units" ? table.betStacks(table.bet, 20)
              : []
        captioned: table.topic === "chips.colour-up"
    }

    // chips.cut: the bet's chips, the ratio and the stack size; chips.units: the stake's chips.
    Column {
        id: cutTerms

        objectName: "cutTerms"
        visible: table.topic === "chips.cut" || table.topic === "chips.units"
        x: table.inner.x
        width: table.inner.width
        y: footer.y - height - 12 * table.u
        spacing: 6 * table.u

        Printing {
            objectName: "betCount"
            width: parent.width
            size: 18
            //: On the felt of chips.cut (the bet) and chips.units (the stake put down): %1 how many chips, %2 the chip's value.
            text: qsTr("%1 chips of %2").arg(table.bet?.count ?? 0).arg(Theme.formatMoney(table.bet?.chip ?? ""))
        }
        Printing {
            objectName: "ratio"
            visible: table.topic === "chips.cut"
            width: parent.width
            size: 26
            color: Theme.goldLight
            //: On the felt of chips.cut: the payout ratio, %1 "3:2".
            text: qsTr("PAYS %1").arg(table.scenario.pays ?? "")
        }
        Printing {
            objectName: "stackSize"
            visible: table.topic === "chips.cut"
            width: parent.width
            size: 18
            //: On the felt of chips.cut: the house's stack, %1 the chips in a full stack (5 or 20).
            text: qsTr("Stacks of %1").arg(table.scenario.stack ?? 0)
        }
    }

    // chips.pay, chips.change: the float.
    FloatRack {
        visible: table.topic === "chips.pay" || table.topic === "chips.change"
        anchors.horizontalCenter: parent.horizontalCenter
        y: Math.max(heading.y + heading.height + 30 * table.u,
                    table.inner.y + table.inner.height * 0.55 - height / 2)
        chips: table.floatChips
        lowest: table.topic === "chips.change" ? table.scenario.chip_unit ?? "" : ""
    }

    // chips.units (craps): the bet's box and its number (the stake lies below it).
    Rectangle {
        id: unitsBox

        objectName: "unitsBet"
        visible: table.topic === "chips.units"
        anchors.horizontalCenter: parent.horizontalCenter
        y: heading.y + heading.height + 16 * table.u
        width: Math.min(table.inner.width - 40 * table.u, Math.max(360 * table.u, betLabel.implicitWidth + 60 * table.u))
        height: unitsColumn.implicitHeight + 40 * table.u
        radius: 10 * table.u
        color: "transparent"
        border.color: Theme.printing
        border.width: Math.max(1, 3 * table.u)

        Column {
            id: unitsColumn
            anchors.centerIn: parent
            width: parent.width - 30 * table.u
            spacing: 14 * table.u

            Printing {
                id: betLabel
                objectName: "betLabel"
                width: parent.width
                size: 24
                text: table.topic === "chips.units" ? CrapsPays.label(table.scenario.bet ?? "") : ""
            }
            Printing {
                objectName: "betNumber"
                visible: table.scenario.point !== undefined && table.scenario.point !== null
                width: parent.width
                size: 20
                color: Theme.goldLight
                //: On the felt of chips.units: the point (or come point) the odds are on.
                text: qsTr("POINT %1").arg(table.scenario.point ?? "")
            }
        }
    }

    // chips.count: the total, only once answered (before, it is the question).
    Printing {
        id: totalLine

        objectName: "countTotal"
        visible: table.topic === "chips.count" && table.answered && table.expected.total !== undefined
        x: table.inner.x
        width: table.inner.width
        // The line's room is kept while the total is hidden: the stacks do not move.
        height: Math.round(font.pixelSize * 1.4)
        y: footer.y - height - 4 * table.u
        size: 26
        color: Theme.goldLight
        style: Text.Outline
        styleColor: Theme.feltDeep
        //: On the felt of chips.count once answered: %1 the money on the layout.
        text: visible ? qsTr("Total %1").arg(Theme.formatMoney(table.expected.total)) : ""
    }

    Printing {
        id: footer

        objectName: "chipUnit"
        visible: table.scenario.chip_unit !== undefined
        x: table.inner.x
        width: table.inner.width
        y: table.inner.y + table.inner.height - height
        size: 15
        text: table.topic === "chips.change"
              //: On the felt of chips.change: the table's smallest chip (smaller chips of the float are not paid here).
              ? qsTr("Smallest chip at this table: %1").arg(Theme.formatMoney(table.scenario.chip_unit ?? ""))
              //: On the felt of a chip drill: the table's smallest chip.
              : qsTr("Smallest chip: %1").arg(Theme.formatMoney(table.scenario.chip_unit ?? ""))
    }
}

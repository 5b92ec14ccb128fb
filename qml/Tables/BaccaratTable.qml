pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import Croupier
import Croupier.App

// A baccarat table (Punto Banco, chemin de fer, deux tableaux) seen from above,
// dealer at the top, with a drill's question set out on it: the cards come out
// of the sabot one by one in the order of art. 15 §9 (Punto, Banco, Punto,
// Banco, then the third cards, laid across), stakes lie in their boxes, the
// commission or cagnotte box is marked.
//
// The drill page sets game, topic, scenario (question-bank.md), answered and
// expected; settled is true once the cards are down.
Item {
    id: table

    property string game: "punto-banco"
    property string topic: "baccarat.total"
    property var scenario: ({})
    property bool answered: false
    property var expected: ({})

    /// The dealing is over and every card has come to rest.
    readonly property bool settled: dealer.done && !settleTimer.running
    /// The cards on the felt (both hands, or the hand to count, or the burn card).
    readonly property int cardCount: playerCards.count + bankerCards.count + singleHand.count + burnCards.count
    /// The cards of each place, for tests: "player", "banker", "single", "burn".
    function cardsAt(place: string): var {
        const model = place === "player" ? playerCards : place === "banker" ? bankerCards
                    : place === "single" ? singleHand : burnCards
        const list = []
        for (let i = 0; i < model.count; ++i)
            list.push(model.cardAt(i))
        return list
    }
    /// Design units: the layout is drawn in 1000 × 640 and scaled to fit.
    readonly property real u: Math.min(width / 1000, height / 640)
    readonly property real ox: (width - 1000 * u) / 2
    readonly property real oy: (height - 640 * u) / 2
    readonly property bool puntoBanco: game.startsWith("punto-banco")
    /// Chemin de fer and deux tableaux: free play's felt (BaccaratFelt), the same printing at
    /// both (issue 17). Punto Banco's drill keeps its layout with the bets' boxes on the curve.
    readonly property bool onFelt: !puntoBanco
    /// The table's smallest chip: its stakes are drawn in its own chips (issue 17).
    readonly property string chipUnit: scenario.chip_unit ?? ""
    /// Where the sabot's mouth is: every card starts from here.
    readonly property point sabotMouth: Qt.point(ox + 880 * u, oy + 150 * u)

    Accessible.role: Accessible.Pane
    //: The accessible name of the baccarat table in a drill.
    Accessible.name: qsTr("Baccarat table")

    // The hands on the felt: one row per card, so each card animates as it comes.
    CardListModel { id: playerCards }
    CardListModel { id: bankerCards }
    CardListModel { id: singleHand }
    CardListModel { id: burnCards }

    onScenarioChanged: dealer.start()

    /// Deals the scenario's cards in the regulation's order.
    QtObject {
        id: dealer

        property var queue: []
        property bool done: false

        function start() {
            playerCards.clear()
            bankerCards.clear()
            singleHand.clear()
            burnCards.clear()
            const s = table.scenario
            const q = []
            if (s.cards !== undefined) {
                for (const c of s.cards)
                    q.push({ model: singleHand, card: c, sideways: false })
            } else if (s.player !== undefined && s.banker !== undefined) {
                const p = s.player, b = s.banker
                for (let i = 0; i < 2; ++i) {
                    q.push({ model: playerCards, card: p[i], sideways: false })
                    q.push({ model: bankerCards, card: b[i], sideways: false })
                }
                if (p.length > 2)
                    q.push({ model: playerCards, card: p[2], sideways: true })
                if (b.length > 2)
                    q.push({ model: bankerCards, card: b[2], sideways: true })
            } else if (s.first !== undefined) {
                q.push({ model: burnCards, card: s.first, sideways: false })
            }
            queue = q
            done = false
            step()
        }
        function step() {
            while (queue.length > 0) {
                const next = queue[0]
                queue = queue.slice(1)
                next.model.append(next.card, true, next.sideways)
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

    // --- Chemin de fer, deux tableaux: the table's own felt ---
    BaccaratFelt {
        id: felt

        anchors.fill: parent
        visible: table.onFelt
        game: table.game
        // The hand asked about: the one to draw or stand, or the hand to count.
        activeHand: table.answered ? ""
                    : table.topic === "baccarat.draw" ? (table.scenario.hand ?? "")
                    : table.topic === "baccarat.total" ? "player" : ""
        boxLit: table.topic === "baccarat.cagnotte"
        // What the cagnotte box receives, once answered.
        boxTotal: table.answered && table.expected.commission !== undefined ? table.expected.commission : "0"
        chipUnit: table.chipUnit
    }

    component Printing: Text {
        objectName: "printing"
        property real cx: 0
        property real cy: 0
        property real size: 20
        x: table.ox + cx * table.u - width / 2
        y: table.oy + cy * table.u - height / 2
        color: Theme.printing
        font.family: Theme.displayFamily
        font.bold: true
        font.pixelSize: Math.max(8, Math.round(size * table.u))
        horizontalAlignment: Text.AlignHCenter
    }

    // --- Punto Banco: the felt and its printing (assets/layouts/baccarat.svg) ---
    Item {
        id: puntoBancoLayout
        anchors.fill: parent
        visible: !table.onFelt

        /// The house keeps a share here (the engine's BaccaratProfile::hasHouseBox): the 5 %
        /// commission (§14 β); none at No Commission and Super Six.
        readonly property bool houseBox: FeltPays.baccaratHouseBox(table.game)

        Image {
            x: table.ox; y: table.oy
            width: 1000 * table.u; height: 640 * table.u
            source: "qrc:/croupier/assets/layouts/baccarat.svg"
            sourceSize.width: Math.ceil(width * Screen.devicePixelRatio)
            sourceSize.height: Math.ceil(height * Screen.devicePixelRatio)
        }
        Printing { cx: 355; cy: 130; text: "PUNTO"; size: 26 }
        Printing { cx: 645; cy: 130; text: "BANCO"; size: 26 }
        Image {
            // The commission box, printed with its name or not at all (issue 17: the box stayed
            // on the No Commission and Super Six drills when only the name was hidden).
            objectName: "houseBox"
            visible: puntoBancoLayout.houseBox
            x: table.ox + 68 * table.u; y: table.oy + 68 * table.u
            width: 124 * table.u; height: 94 * table.u
            source: "qrc:/croupier/assets/layouts/baccarat-house-box.svg"
            sourceSize.width: Math.ceil(width * Screen.devicePixelRatio)
            sourceSize.height: Math.ceil(height * Screen.devicePixelRatio)
        }
        Printing {
            visible: puntoBancoLayout.houseBox
            cx: 130; cy: 175; size: 13
            //: Printed on the Punto Banco layout: the box where the 5% commission is kept.
            text: qsTr("COMMISSION")
            color: table.topic === "baccarat.payout" ? Theme.feltGold : Theme.printingFaint
        }
        // The bet boxes along the curve.
        Repeater {
            model: [
                // The payments printed are the engine's own pay table (FeltPays).
                // The pairs' printing in the middle of their narrow boxes, between the rail and
                // the divider, where they are widest under the stake (issue 17: centred at 168,
                // 478 and 832, 478, ΖΕΥΓΑΡΙ PUNTO / ΖΕΥΓΑΡΙ BANCO at their 8 px ran across the
                // divider and the rail at 1024x700).
                { bet: "player-pair", cx: 160, cy: 468, text: qsTr("PUNTO PAIR") },
                { bet: "player", cx: 305, cy: 505, text: "PUNTO " + FeltPays.baccarat(table.game, "player") },
                //: Printed on the Punto Banco layout; %1 is what the Egalité pays ("8:1")
                { bet: "tie", cx: 500, cy: 515, text: qsTr("EGALITÉ %1").arg(FeltPays.baccarat(table.game, "tie")) },
                { bet: "banker", cx: 695, cy: 505, text: "BANCO " + FeltPays.baccarat(table.game, "banker") },
                { bet: "banker-pair", cx: 840, cy: 468, text: qsTr("BANCO PAIR") }
            ]

            Printing {
                required property var modelData
                cx: modelData.cx; cy: modelData.cy; size: 12
                text: modelData.text
                color: table.scenario.bet === modelData.bet ? Theme.feltGold : Theme.printing
            }
        }
        Printing {
            visible: table.game === "punto-banco-super-six"
            cx: 500; cy: 590; size: 12
            //: Printed on the Super Six layout: the side bet's box; %1 what it pays on two / three cards ("12:1 / 20:1")
            text: qsTr("SUPER SIX %1").arg(FeltPays.baccarat(table.game, "super-six"))
            color: table.scenario.bet === "super-six" ? Theme.feltGold : Theme.printing
        }

        // The sabot and the discard holder.
        Image {
            x: table.ox + 830 * table.u; y: table.oy + 55 * table.u
            width: 100 * table.u; height: 150 * table.u
            source: Theme.tableAsset("sabot")
            sourceSize.width: Math.ceil(width * Screen.devicePixelRatio)
            Accessible.role: Accessible.Graphic
            Accessible.name: felt.sabotName
        }
        Image {
            x: table.ox + 70 * table.u; y: table.oy + 200 * table.u
            width: 90 * table.u; height: 117 * table.u
            source: Theme.tableAsset("discard")
            sourceSize.width: Math.ceil(width * Screen.devicePixelRatio)
            Accessible.role: Accessible.Graphic
            Accessible.name: felt.discardName
        }
        Printing {
            cx: 115; cy: 335; size: 11
            //: Printed beside the discard holder.
            text: qsTr("DISCARD")
            color: Theme.printingFaint
        }
    }

    // --- The hands ---
    component Hand: Item {
        id: hand

        required property CardListModel cards
        /// The centre of the hand's box, in design units.
        property real cx: 0
        property real cy: 0
        property bool highlighted: false

        readonly property real cardW: felt.cardWidth * table.u

        Rectangle {
            // Punto Banco's layout, around a hand dealt; on the felt of the other games its box
            // is lit (BaccaratFelt.activeHand).
            visible: hand.highlighted && hand.cards.count > 0 && !table.onFelt
            x: table.ox + (hand.cx - 125) * table.u
            y: table.oy + (hand.cy - 92) * table.u
            width: 250 * table.u; height: 184 * table.u
            radius: 16 * table.u
            color: "transparent"
            border.color: Theme.feltGold
            border.width: Math.max(2, 4 * table.u)
            SequentialAnimation on opacity {
                running: hand.highlighted && Theme.slow > 0
                loops: Animation.Infinite
                NumberAnimation { from: 1; to: 0.45; duration: Theme.slow * 2 }
                NumberAnimation { from: 0.45; to: 1; duration: Theme.slow * 2 }
            }
        }
        Repeater {
            model: hand.cards

            delegate: PlayingCard {
                id: dealt

                // The model's roles through `model`: PlayingCard's own `card` and
                // `sideways` must not be shadowed by required properties.
                required property int index
                required property var model

                card: model.card
                sideways: model.sideways
                cardWidth: hand.cardW
                // Two upright cards side by side; the third across, at the right.
                readonly property var centres: felt.cardOffsets(hand.cards.count)
                readonly property real restX: table.ox + (hand.cx + centres[Math.min(index, centres.length - 1)]) * table.u - width / 2
                readonly property real restY: table.oy + hand.cy * table.u - height / 2
                /// False for the first instant: the card starts at the sabot's mouth
                /// and the Behaviors carry it to its place (and along, when the
                /// third card makes room).
                property bool arrived: false

                faceUp: false
                x: arrived ? restX : table.sabotMouth.x - width / 2
                y: arrived ? restY : table.sabotMouth.y - height / 2
                Behavior on x { NumberAnimation { duration: Theme.deal; easing.type: Easing.OutCubic } }
                Behavior on y { NumberAnimation { duration: Theme.deal; easing.type: Easing.OutCubic } }
                Component.onCompleted: {
                    arrived = true
                    if (Theme.deal === 0)
                        faceUp = true
                    else
                        turnTimer.start()
                }
                Timer {
                    id: turnTimer
                    interval: Math.max(1, Theme.deal)
                    onTriggered: dealt.faceUp = true
                }
            }
        }
    }

    Hand {
        anchors.fill: parent
        cards: playerCards
        cx: felt.boxX("player"); cy: 238
        highlighted: table.topic === "baccarat.draw" && table.scenario.hand === "player" && !table.answered
    }
    Hand {
        anchors.fill: parent
        cards: bankerCards
        cx: felt.boxX("banker"); cy: 238
        highlighted: table.topic === "baccarat.draw" && table.scenario.hand === "banker" && !table.answered
    }
    Hand {
        anchors.fill: parent
        cards: singleHand
        cx: felt.boxX("player"); cy: 238
        highlighted: !table.answered
    }
    Hand {
        // The burn: the first card of the new shoe, turned over under the sabot, off the
        // hands' boxes, where free play turns it (issue 17: it lay in the banker's box).
        objectName: "burnHand"
        anchors.fill: parent
        cards: burnCards
        cx: felt.burnAt.x; cy: felt.burnAt.y
    }

    // The cards burned, face down in the discard holder, once the answer is out.
    Repeater {
        model: table.topic === "baccarat.burn" && table.answered && table.expected.burn !== undefined
               ? table.expected.burn - 1 : 0

        PlayingCard {
            required property int index
            faceUp: false
            cardWidth: (table.onFelt ? 46 : 52) * table.u
            x: table.ox + ((table.onFelt ? 77 : 89) + index * 1.5) * table.u
            y: table.oy + ((table.onFelt ? 190 : 222) - index * 1.5) * table.u
        }
    }

    // --- Stakes ---
    ChipStack {
        // A bet being settled (baccarat.payout) in its box.
        objectName: "payoutStake"
        visible: table.topic === "baccarat.payout"
        // The foot just above the box's printing: the tallest stack (1.6 chips high)
        // stays under the box's upper arc. Super Six's, beside its printing under the lower
        // arc, stands in the middle of the band between that arc and the rail (about 44 units
        // high under a chip): a side bet's smaller chips, at most 1.6 × 22 high, 4 units clear
        // of each (issue 17: at 36 units its top touched the arc and its foot lay on the rail).
        readonly property bool sideBet: table.scenario.bet === "super-six"
        // The main boxes' spots: the middle of the box between its dividers (the pairs': between
        // the rail and the divider) at the height of the stake; the chips and their amount
        // centred there together (issue 17: the chips centred, a four-figure amount at their
        // right reached the divider of BANCO's box at 1024x700).
        readonly property var spot: ({ "player-pair": [159, 460], "player": [309, 490], "tie": [500, 500],
                                       "banker": [691, 490], "banker-pair": [841, 460], "super-six": [690, 588] })
        readonly property var at: spot[table.scenario.bet] ?? [500, 458]
        amount: table.scenario.stake ?? "0"
        chipUnit: table.chipUnit
        chipSize: (sideBet ? 22 : 36) * table.u
        // The chips' foot on the bet's spot, the amount beside them: above the box's
        // printing, never on it (issue 17). Super Six's chips stand on their spot. In the
        // pairs' boxes the chips stand on the rail's side, where the upper arc is highest
        // (BANCO PAIR's amount at their left: at their right, the chips' top met the arc).
        labelSide: table.scenario.bet === "banker-pair" ? "left" : "right"
        x: table.ox + at[0] * table.u - (sideBet ? chipsX + chipSize / 2 : width / 2)
        y: table.oy + at[1] * table.u - height
    }
    ChipStack {
        // The banker's win in chemin de fer (baccarat.cagnotte), before the cagnotte is taken.
        visible: table.topic === "baccarat.cagnotte"
        amount: table.scenario.banker_win ?? "0"
        chipUnit: table.chipUnit
        chipSize: 44 * table.u
        x: table.ox + felt.boxX("banker") * table.u - width / 2
        y: table.oy + 380 * table.u
    }
    ChipStack {
        // What the commission box receives, once answered (the cagnotte's: BaccaratFelt.boxTotal).
        visible: !table.onFelt && table.answered && table.expected.commission !== undefined && table.expected.commission !== "0"
        amount: table.expected.commission ?? "0"
        chipUnit: table.chipUnit
        chipSize: 34 * table.u
        x: table.ox + 130 * table.u - width / 2
        y: table.oy + 82 * table.u
    }
    Text {
        // The smallest chip of the table: every payment is rounded down to it.
        visible: table.scenario.chip_unit !== undefined
        x: table.ox + 60 * table.u
        y: table.oy + 590 * table.u
        //: On the table in a drill: the table's smallest chip (payments are rounded down to it).
        text: qsTr("Smallest chip: %1").arg(Theme.formatMoney(table.scenario.chip_unit ?? ""))
        color: Theme.printing
        font.pixelSize: Math.max(10, Math.round(15 * table.u))
        font.bold: true
    }
}

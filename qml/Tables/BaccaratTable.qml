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
    readonly property string playerName: puntoBanco ? "PUNTO" : qsTr("PLAYER")
    readonly property string bankerName: puntoBanco ? "BANCO" : qsTr("BANKER")
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

    // --- The felt and its printing (assets/layouts/baccarat.svg) ---
    Image {
        x: table.ox; y: table.oy
        width: 1000 * table.u; height: 640 * table.u
        source: table.puntoBanco ? "qrc:/croupier/assets/layouts/baccarat.svg"
                                 : "qrc:/croupier/assets/layouts/chemin-de-fer.svg"
        sourceSize.width: Math.ceil(width * Screen.devicePixelRatio)
        sourceSize.height: Math.ceil(height * Screen.devicePixelRatio)
    }

    component Printing: Text {
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

    Printing { cx: 355; cy: 130; text: table.playerName; size: 26 }
    Printing { cx: 645; cy: 130; text: table.bankerName; size: 26 }
    Printing {
        // Only where the house keeps a share (the engine's): none at No Commission, Super Six, deux tableaux.
        visible: FeltPays.baccaratHouseBox(table.game)
        cx: 130; cy: 175; size: 13
        text: table.puntoBanco
              //: Printed on the Punto Banco layout: the box where the 5% commission is kept.
              ? qsTr("COMMISSION")
              //: Printed on the chemin de fer layout: the cagnotte box (η γκανιότα).
              : qsTr("CAGNOTTE")
        color: table.topic === "baccarat.cagnotte" || table.topic === "baccarat.payout" ? Theme.goldLight : Theme.printingFaint
    }
    // The bet boxes along the curve (Punto Banco).
    Repeater {
        model: table.puntoBanco ? [
            // The payments printed are the engine's own pay table (FeltPays).
            { bet: "player-pair", cx: 168, cy: 478, text: qsTr("PUNTO PAIR") },
            { bet: "player", cx: 305, cy: 505, text: "PUNTO " + FeltPays.baccarat(table.game, "player") },
            //: Printed on the Punto Banco layout; %1 is what the Egalité pays ("8:1")
            { bet: "tie", cx: 500, cy: 515, text: qsTr("EGALITÉ %1").arg(FeltPays.baccarat(table.game, "tie")) },
            { bet: "banker", cx: 695, cy: 505, text: "BANCO " + FeltPays.baccarat(table.game, "banker") },
            { bet: "banker-pair", cx: 832, cy: 478, text: qsTr("BANCO PAIR") }
        ] : []

        Printing {
            required property var modelData
            cx: modelData.cx; cy: modelData.cy; size: 12
            text: modelData.text
            color: table.scenario.bet === modelData.bet ? Theme.goldLight : Theme.printing
        }
    }
    // Chemin de fer, deux tableaux: the punters' seats, numbered from the
    // croupier's right (art. 15 §9: the sabot goes first to the player on his right).
    Repeater {
        model: table.puntoBanco ? [] : [[101, 401], [160, 465], [253, 516], [370, 549], [500, 560],
                                        [630, 549], [747, 516], [840, 465], [899, 401]]

        Printing {
            required property var modelData
            required property int index
            cx: modelData[0]; cy: modelData[1]; size: 22
            text: String(index + 1)
            color: Theme.printingFaint
        }
    }
    Printing {
        visible: table.game === "deux-tableaux"
        cx: 355; cy: 345; size: 12
        //: Printed under the punters' box at deux tableaux: this is one of the two tableaux.
        text: qsTr("TABLEAU")
        color: Theme.printingFaint
    }
    Printing {
        visible: table.game === "punto-banco-super-six"
        cx: 500; cy: 590; size: 12
        //: Printed on the Super Six layout: the side bet's box; %1 what it pays on two / three cards ("12:1 / 20:1")
        text: qsTr("SUPER SIX %1").arg(FeltPays.baccarat(table.game, "super-six"))
        color: table.scenario.bet === "super-six" ? Theme.goldLight : Theme.printing
    }

    // --- The sabot and the discard holder ---
    Image {
        x: table.ox + 830 * table.u; y: table.oy + 55 * table.u
        width: 100 * table.u; height: 150 * table.u
        source: Theme.tableAsset("sabot")
        sourceSize.width: Math.ceil(width * Screen.devicePixelRatio)
        Accessible.role: Accessible.Graphic
        //: The card shoe on the baccarat table (ο διανομέας, Sabot).
        Accessible.name: qsTr("Sabot")
    }
    Image {
        x: table.ox + 70 * table.u; y: table.oy + 200 * table.u
        width: 90 * table.u; height: 117 * table.u
        source: Theme.tableAsset("discard")
        sourceSize.width: Math.ceil(width * Screen.devicePixelRatio)
        Accessible.role: Accessible.Graphic
        //: The tray for used and burned cards (Discard Holder).
        Accessible.name: qsTr("Discard holder")
    }
    Printing {
        cx: 115; cy: 335; size: 11
        //: Printed beside the discard holder.
        text: qsTr("DISCARD")
        color: Theme.printingFaint
    }

    // --- The hands ---
    component Hand: Item {
        id: hand

        required property CardListModel cards
        /// The centre of the hand's box, in design units.
        property real cx: 0
        property real cy: 0
        property bool highlighted: false

        // A third card lies sideways (88/63 wider): three cards fit the box with a margin.
        readonly property real cardW: 64 * table.u
        readonly property real step: 62 * table.u

        Rectangle {
            visible: hand.highlighted
            x: table.ox + (hand.cx - 125) * table.u
            y: table.oy + (hand.cy - 92) * table.u
            width: 250 * table.u; height: 184 * table.u
            radius: 16 * table.u
            color: "transparent"
            border.color: Theme.goldLight
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
                readonly property var centres: hand.cards.count > 2 ? [-76, -14, 62] : [-33, 33]
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
        cx: 355; cy: 238
        highlighted: table.topic === "baccarat.draw" && table.scenario.hand === "player" && !table.answered
    }
    Hand {
        anchors.fill: parent
        cards: bankerCards
        cx: 645; cy: 238
        highlighted: table.topic === "baccarat.draw" && table.scenario.hand === "banker" && !table.answered
    }
    Hand {
        anchors.fill: parent
        cards: singleHand
        cx: 355; cy: 238
        highlighted: !table.answered
    }
    Hand {
        // The burn: the first card of the new shoe, turned over beside the sabot.
        anchors.fill: parent
        cards: burnCards
        cx: 645; cy: 238
        highlighted: !table.answered
    }

    // The cards burned, face down in the discard holder, once the answer is out.
    Repeater {
        model: table.topic === "baccarat.burn" && table.answered && table.expected.burn !== undefined
               ? table.expected.burn - 1 : 0

        PlayingCard {
            required property int index
            faceUp: false
            cardWidth: 52 * table.u
            x: table.ox + (89 + index * 1.5) * table.u
            y: table.oy + (222 - index * 1.5) * table.u
        }
    }

    // --- Stakes ---
    ChipStack {
        // A bet being settled (baccarat.payout) in its box.
        visible: table.topic === "baccarat.payout"
        // The foot just above the box's printing: the tallest stack (1.6 chips high)
        // stays under the box's upper arc.
        readonly property var spot: ({ "player-pair": [168, 462], "player": [305, 490], "tie": [500, 500],
                                       "banker": [695, 490], "banker-pair": [832, 462], "super-six": [500, 575] })
        readonly property var at: spot[table.scenario.bet] ?? [500, 458]
        amount: table.scenario.stake ?? "0"
        chipSize: 40 * table.u
        // The chips' foot on the bet's spot, the amount at their right: above the box's
        // printing, never on it (issue 17).
        x: table.ox + at[0] * table.u - chipsX - chipSize / 2
        y: table.oy + at[1] * table.u - height
    }
    ChipStack {
        // The banker's win in chemin de fer (baccarat.cagnotte), before the cagnotte is taken.
        visible: table.topic === "baccarat.cagnotte"
        amount: table.scenario.banker_win ?? "0"
        chipSize: 44 * table.u
        x: table.ox + 645 * table.u - width / 2
        y: table.oy + 380 * table.u
    }
    ChipStack {
        // What the commission or cagnotte box receives, once answered.
        visible: table.answered && table.expected.commission !== undefined && table.expected.commission !== "0"
        amount: table.expected.commission ?? "0"
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

pragma ComponentBehavior: Bound

import QtQuick
import Croupier
import Croupier.App

// One baccarat felt for a drill and for free play (issue 17: the deux tableaux drill
// printed PLAYER, BANKER and TABLEAU where the table prints TABLEAU 1, BANK, TABLEAU 2):
// the felt drawn in 1000 × 640 design units and scaled to fit, the hands' boxes and
// their names (Punto and Banco; chemin de fer's player and banker; deux tableaux's two
// tableaux and the bank), the commission or cagnotte box, the sabot, the discard holder
// and the seats, numbered from the croupier's right (art. 15 §9). Cards and chips are
// the table's, placed with px(), py(), boxX(), seatPoint() and burnAt.
Item {
    id: felt

    property string game: "punto-banco"
    /// The hand whose box is lit ("player", "banker", "player2"), or none.
    property string activeHand: ""
    /// How many seats the curve has.
    property int seats: 9
    /// The seat holding the bank (chemin de fer), ringed in gold; 0: none.
    property int bankerSeat: 0
    /// The seat holding the sabot (Punto Banco's big table, §9, §15); 0: the sabot is in its place.
    property int sabotHolder: 0
    /// What the commission or cagnotte box holds.
    property string boxTotal: "0"
    /// A drill's table's smallest chip: the box's chips are its own (ChipStack.chipUnit; issue
    /// 17: a cagnotte of 4.40 at a table of 0.10 was drawn as 4); empty: the house's float.
    property string chipUnit: ""
    /// The commission or cagnotte box's name is printed lit (a drill asks about it).
    property bool boxLit: false
    /// Printed under the sabot (free play: how many cards are left).
    property string sabotNote: ""
    /// The accessible names of the sabot and the discard holder (free play adds the counts).
    //: The card shoe on the baccarat table (ο διανομέας, Sabot).
    property string sabotName: qsTr("Sabot")
    //: The tray for used and burned cards (Discard Holder).
    property string discardName: qsTr("Discard holder")

    readonly property bool deux: game === "deux-tableaux"
    readonly property bool puntoBanco: game.startsWith("punto-banco")
    /// Design units: the felt is drawn in 1000 × 640 and scaled to fit.
    readonly property real u: Math.min(width / 1000, height / 640)
    readonly property real ox: (width - 1000 * u) / 2
    readonly property real oy: (height - 640 * u) / 2
    /// A card's width on this felt, in design units (deux tableaux's three boxes are narrower).
    /// (A third card lies sideways, 88/63 wider: three cards fit the box with a margin.)
    readonly property real cardWidth: deux ? 54 : 64
    /// Where a card turned over at the burn lies (design units): under the sabot it came
    /// from, off the hands' boxes (issue 17: a drill laid it in the banker's box).
    readonly property point burnAt: Qt.point(885, 300)
    /// Where the commission box's chips go.
    readonly property point boxSpot: Qt.point(px(115), py(100))

    function px(x: real): real { return ox + x * u }
    function py(y: real): real { return oy + y * u }
    /// The middle of @p hand's box, in design units ("player", "banker", "player2").
    function boxX(hand: string): real {
        for (const b of boxes)
            if (b.hand === hand)
                return b.cx
        return 500
    }
    /// Where each of @p count cards of a hand lies, across its box's middle (design units):
    /// two upright side by side, the third across at the right.
    function cardOffsets(count: int): var {
        return count > 2 ? (deux ? [-62, -10, 54] : [-76, -14, 62]) : (deux ? [-29, 29] : [-33, 33])
    }

    /// Each seat's angle on the curve (degrees), seat 1 at 150°, seats an equal way apart
    /// along the curve: equal angles would crowd the seats at its flatter ends, where two
    /// seats' stakes and amounts ran into each other (issue 17).
    readonly property var seatAngles: {
        const step = 0.5
        const speed = a => Math.hypot(330 * Math.sin(a * Math.PI / 180), 178 * Math.cos(a * Math.PI / 180))
        const arc = [0]
        for (let a = 150; a > 30 + step / 2; a -= step)
            arc.push(arc[arc.length - 1] + speed(a - step / 2) * step)
        const total = arc[arc.length - 1]
        const out = []
        for (let s = 0; s < seats; ++s) {
            const want = seats > 1 ? total * s / (seats - 1) : 0
            let i = 0
            while (i < arc.length - 2 && arc[i + 1] < want)
                ++i
            const f = arc[i + 1] > arc[i] ? Math.min(1, (want - arc[i]) / (arc[i + 1] - arc[i])) : 0
            out.push(150 - (i + f) * step)
        }
        return out
    }
    /// Seat @p seat's place on the curve, seat 1 at the dealer's right; r 1 is the bets' row.
    function seatPoint(seat: int, r: real): point {
        const a = (seatAngles[seat - 1] ?? 90) * Math.PI / 180
        return Qt.point(px(500 + 330 * r * Math.cos(a)), py(330 + 178 * r * Math.sin(a)))
    }

    // The hands' boxes: Punto and Banco; deux tableaux: tableau 1, the bank, tableau 2.
    readonly property var boxes: deux
        ? [{ hand: "player", cx: 285, text: qsTr("TABLEAU 1") },
           //: The bank's box at deux tableaux, between the two tableaux
           { hand: "banker", cx: 500, text: qsTr("BANK") },
           { hand: "player2", cx: 715, text: qsTr("TABLEAU 2") }]
        : [{ hand: "player", cx: 355, text: puntoBanco ? "PUNTO" : qsTr("PLAYER") },
           { hand: "banker", cx: 645, text: puntoBanco ? "BANCO" : qsTr("BANKER") }]
    readonly property real boxWidth: deux ? 205 : 240

    Image {
        x: felt.ox; y: felt.oy
        width: 1000 * felt.u; height: 640 * felt.u
        source: "qrc:/croupier/assets/layouts/baccarat-felt.svg"
        sourceSize.width: Math.ceil(width * Screen.devicePixelRatio)
        sourceSize.height: Math.ceil(height * Screen.devicePixelRatio)
    }

    component Printing: Text {
        property real cx: 0
        property real cy: 0
        property real size: 20
        x: felt.px(cx) - width / 2
        y: felt.py(cy) - height / 2
        color: Theme.printing
        font.family: Theme.displayFamily
        font.bold: true
        font.pixelSize: Math.max(8, Math.round(size * felt.u))
        horizontalAlignment: Text.AlignHCenter
    }

    Repeater {
        model: felt.boxes
        Item {
            id: box
            required property var modelData
            readonly property bool active: felt.activeHand === modelData.hand
            objectName: "handBox-" + modelData.hand
            Rectangle {
                x: felt.px(box.modelData.cx - felt.boxWidth / 2)
                y: felt.py(150)
                width: felt.boxWidth * felt.u
                height: 185 * felt.u
                radius: 14 * felt.u
                color: "transparent"
                border.color: box.active ? Theme.feltGold : Theme.printing
                border.width: Math.max(1.5, (box.active ? 4 : 2.5) * felt.u)
            }
            Printing {
                objectName: "boxName"
                cx: box.modelData.cx; cy: 132; size: felt.deux ? 20 : 26
                text: box.modelData.text
                color: box.active ? Theme.feltGold : Theme.printing
            }
        }
    }

    /// The house keeps a share here (the engine's BaccaratProfile::hasHouseBox): the 5 %
    /// commission (§14 β) or chemin de fer's cagnotte (§7); none at No Commission, Super
    /// Six and deux tableaux.
    readonly property bool houseBox: FeltPays.baccaratHouseBox(game)

    Printing {
        visible: felt.houseBox
        // Inside the box, at its top: above it the felt's rim is near (a drill's felt framed
        // tight ran the word into the rail).
        cx: 115; cy: 72; size: 12
        text: felt.puntoBanco
              //: Printed on the Punto Banco layout: the box where the 5% commission is kept.
              ? qsTr("COMMISSION")
              //: Printed on the chemin de fer layout: the cagnotte box (η γκανιότα).
              : qsTr("CAGNOTTE")
        color: felt.boxLit ? Theme.feltGold : Theme.printing
    }
    Rectangle {
        // The commission (or cagnotte) box.
        visible: felt.houseBox
        x: felt.px(60); y: felt.py(60)
        width: 110 * felt.u; height: 80 * felt.u
        radius: 10 * felt.u
        color: "transparent"
        border.color: Theme.printing
        border.width: Math.max(1, 2 * felt.u)
        Accessible.role: Accessible.Graphic
        //: The commission or cagnotte box and what is in it; %1 the amount
        Accessible.name: qsTr("Commission box: %1").arg(Theme.formatMoney(felt.boxTotal))
        ChipStack {
            anchors.centerIn: parent
            anchors.verticalCenterOffset: 8 * felt.u
            visible: felt.boxTotal !== "0"
            amount: felt.boxTotal
            chipUnit: felt.chipUnit
            chipSize: 28 * felt.u
        }
    }

    // --- the sabot and the discard holder ---
    Image {
        x: felt.px(840); y: felt.py(50)
        width: 90 * felt.u; height: 135 * felt.u
        // Its place stays marked while a player holds the sabot (the big table).
        opacity: felt.sabotHolder > 0 ? 0.3 : 1
        source: Theme.tableAsset("sabot")
        sourceSize.width: Math.ceil(width * Screen.devicePixelRatio)
        Accessible.role: Accessible.Graphic
        Accessible.name: felt.sabotName
    }
    Printing {
        visible: felt.sabotNote !== ""
        cx: 885; cy: 200; size: 12
        text: felt.sabotNote
        color: Theme.printingFaint
    }
    Printing {
        objectName: "sabotHolder"
        visible: felt.sabotHolder > 0
        cx: 885; cy: 222; size: 12
        //: Under the sabot at Punto Banco's big table (art. 15 §9, §15): the seat holding it
        text: qsTr("with seat %1").arg(felt.sabotHolder)
        color: Theme.feltGold
    }
    Image {
        x: felt.px(60); y: felt.py(170)
        width: 80 * felt.u; height: 104 * felt.u
        source: Theme.tableAsset("discard")
        sourceSize.width: Math.ceil(width * Screen.devicePixelRatio)
        Accessible.role: Accessible.Graphic
        Accessible.name: felt.discardName
    }
    Printing {
        cx: 100; cy: 290; size: 11
        //: Printed beside the discard holder.
        text: qsTr("DISCARD")
        color: Theme.printingFaint
    }

    // --- the seats ---
    Repeater {
        model: felt.seats
        Item {
            id: seatMark
            required property int index
            objectName: "seatMark"
            readonly property point at: felt.seatPoint(index + 1, 1.48)
            readonly property bool holder: felt.sabotHolder === index + 1
            Image {
                // The sabot in the holder's hands, beside his seat.
                objectName: "heldSabot"
                visible: seatMark.holder
                readonly property point near: felt.seatPoint(seatMark.index + 1, 1.3)
                width: 30 * felt.u; height: 45 * felt.u
                x: near.x - width / 2
                y: near.y - height / 2
                source: Theme.tableAsset("sabot")
                sourceSize.width: Math.ceil(width * Screen.devicePixelRatio)
                Accessible.role: Accessible.Graphic
                //: Punto Banco's big table: the seat holding the sabot (art. 15 §9, §15)
                Accessible.name: qsTr("Sabot, held by seat %1").arg(seatMark.index + 1)
            }
            Rectangle {
                x: seatMark.at.x - width / 2
                y: seatMark.at.y - height / 2
                width: 34 * felt.u; height: width; radius: width / 2
                color: Theme.feltDark
                border.color: felt.bankerSeat === seatMark.index + 1 || seatMark.holder ? Theme.feltGold : Theme.printingFaint
                border.width: Math.max(1, 2 * felt.u)
                Text {
                    anchors.centerIn: parent
                    text: String(seatMark.index + 1)
                    color: Theme.printing
                    font.bold: true
                    font.pixelSize: Math.max(8, Math.round(16 * felt.u))
                }
            }
        }
    }
}

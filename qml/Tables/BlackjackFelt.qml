pragma ComponentBehavior: Bound

import QtQuick
import Croupier
import Croupier.App

// The blackjack table's felt seen from above, dealer at the top (art. 14):
// assets/layouts/blackjack.svg (made by assets/tools/make_blackjack_assets.py)
// with its printing laid on as translated text, the sabot on the dealer's left,
// the discard holder on his right. Shared by the drill table and free play; both
// place their cards and chips in its design units (1000 × 640, scaled by `u`).
Item {
    id: felt

    /// Design units: the layout is drawn in 1000 × 640 and scaled to fit.
    readonly property real u: Math.min(width / 1000, height / 640)
    readonly property real ox: (width - 1000 * u) / 2
    readonly property real oy: (height - 640 * u) / 2
    /// The box centres along the curve, box 1 (the dealer's leftmost, dealt first,
    /// art. 14 §12 α) first; the generator prints the same numbers.
    readonly property var boxCentres: [[833.4, 365.0], [747.5, 452.8], [631.7, 510.1], [500.0, 530.0],
                                       [368.3, 510.1], [252.5, 452.8], [166.6, 365.0]]
    readonly property var boxAngles: [30, 50, 70, 90, 110, 130, 150]
    /// Where the sabot's mouth is: every card starts from here.
    readonly property point sabotMouth: Qt.point(ox + 850 * u, oy + 190 * u)
    /// The chip tray, where collected bets go.
    readonly property point tray: Qt.point(ox + 500 * u, oy + 75 * u)
    /// The discard holder's mouth: cleared cards slide there (issue 17).
    readonly property point discard: Qt.point(ox + 125 * u, oy + 128 * u)
    /// The rack's tubes drawn filled with the house's chips (a drill); free play lays its
    /// own rack (ChipPaymentPanel) over the printed one, its counts changing with the settlement.
    property bool rackFilled: true
    /// Light the insurance line (an insurance bet or offer in play).
    property bool insuranceLit: false
    /// Boxes to mark as in play (0-based), for the numbers printed beside them.
    property var litBoxes: []

    function px(x: real): real { return ox + x * u }
    function py(y: real): real { return oy + y * u }
    /// The betting circle of box @p i (design units): the box is turned towards the table's centre.
    function betSpot(i: int): point {
        const r = (boxAngles[i] - 90) * Math.PI / 180
        return Qt.point(boxCentres[i][0] - 34 * Math.sin(r), boxCentres[i][1] + 34 * Math.cos(r))
    }
    /// Where the cards of box @p i lie (design units): above the circle, towards the dealer.
    function cardSpot(i: int): point {
        const r = (boxAngles[i] - 90) * Math.PI / 180
        return Qt.point(boxCentres[i][0] + 14 * Math.sin(r), boxCentres[i][1] - 14 * Math.cos(r))
    }
    /// The insurance line in front of box @p i (design units): in the band's upper half, its
    /// words printed along the lower (issue 17: a stake never over the printing).
    function insuranceSpot(i: int): point {
        const a = boxAngles[i] * Math.PI / 180
        return Qt.point(500 + 300 * Math.cos(a), 200 + 210 * Math.sin(a))
    }

    Image {
        x: felt.ox; y: felt.oy
        width: 1000 * felt.u; height: 640 * felt.u
        source: "qrc:/croupier/assets/layouts/blackjack.svg"
        sourceSize.width: Math.ceil(width * Screen.devicePixelRatio)
        sourceSize.height: Math.ceil(height * Screen.devicePixelRatio)
    }

    component Printing: Text {
        property real cx: 0
        property real cy: 0
        property real size: 20
        x: felt.ox + cx * felt.u - width / 2
        y: felt.oy + cy * felt.u - height / 2
        color: Theme.printing
        font.family: Theme.displayFamily
        font.bold: true
        font.pixelSize: Math.max(7, Math.round(size * felt.u))
        horizontalAlignment: Text.AlignHCenter
    }

    Printing {
        cx: 500; cy: 262; size: 24
        readonly property var pays: FeltPays.blackjack("blackjack")
        //: Printed on the blackjack layout (art. 14 §12 β: «πληρώνεται 3 προς 2»); %1 TO %2 is the engine's ratio, 3 TO 2
        text: qsTr("BLACKJACK PAYS %1 TO %2").arg(pays[0]).arg(pays[1])
        color: Theme.goldLight
    }
    Printing {
        cx: 500; cy: 296; size: 12
        //: Printed on the blackjack layout: the dealer's rule (art. 14 §12 γ).
        text: qsTr("DEALER MUST DRAW TO 16 AND STAND ON 17")
    }
    Printing {
        // In the band's lower half, under the insurance stakes (insuranceSpot).
        objectName: "insurancePrinting"
        cx: 500; cy: 437; size: 13
        readonly property var pays: FeltPays.blackjack("insurance")
        //: Printed on the insurance line of the blackjack layout (art. 14 §13: «2 προς 1»); %1 TO %2 is the engine's ratio, 2 TO 1
        text: qsTr("INSURANCE PAYS %1 TO %2").arg(pays[0]).arg(pays[1])
        color: felt.insuranceLit ? Theme.goldLight : Theme.printing
    }
    Repeater {
        model: 7

        Printing {
            required property int index
            readonly property var at: felt.boxCentres[index]
            cx: at[0] + (index < 3 ? 66 : index > 3 ? -66 : 0)
            cy: at[1] + (index === 3 ? 76 : 40)
            size: 13
            text: String(index + 1)
            color: felt.litBoxes.indexOf(index) >= 0 ? Theme.goldLight : Theme.printingFaint
        }
    }

    Repeater {
        // The printed rack's tubes (assets/layouts/blackjack.svg, 22 × 46 each from x 372,
        // 26 apart), each full of the house's chips seen edge-on, largest at the right.
        model: felt.rackFilled ? HouseChips.tubes.slice(0, 10) : []
        Column {
            id: tubeColumn
            required property var modelData
            required property int index
            x: felt.px(372 + 26 * index + 2)
            y: felt.py(54)
            spacing: 0
            Repeater {
                model: 10
                Image {
                    width: 18 * felt.u
                    height: 4.2 * felt.u
                    source: Theme.chipAsset(tubeColumn.modelData.chip)
                    sourceSize.width: Math.ceil(18 * felt.u * Screen.devicePixelRatio)
                    fillMode: Image.Stretch
                }
            }
        }
    }

    Image {
        x: felt.ox + 825 * felt.u; y: felt.oy + 58 * felt.u
        width: 100 * felt.u; height: 150 * felt.u
        source: Theme.tableAsset("sabot")
        sourceSize.width: Math.ceil(width * Screen.devicePixelRatio)
        Accessible.role: Accessible.Graphic
        //: The card shoe on the blackjack table (ο διανομέας, Blackjack Shoe).
        Accessible.name: qsTr("Blackjack shoe")
    }
    Image {
        x: felt.ox + 80 * felt.u; y: felt.oy + 70 * felt.u
        width: 90 * felt.u; height: 117 * felt.u
        source: Theme.tableAsset("discard")
        sourceSize.width: Math.ceil(width * Screen.devicePixelRatio)
        Accessible.role: Accessible.Graphic
        //: The tray for used and burned cards (ο συλλέκτης, Discard Holder).
        Accessible.name: qsTr("Discard holder")
    }
    Printing {
        cx: 125; cy: 200; size: 10
        //: Printed beside the discard holder of the blackjack table.
        text: qsTr("DISCARD")
        color: Theme.printingFaint
    }
}

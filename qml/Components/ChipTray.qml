pragma ComponentBehavior: Bound

import QtQuick
import Croupier
import Croupier.App

// The table's float (the chip tray, issue 16): a tube per denomination, smallest on the
// left, each with its chip, its value printed (never colour alone) and its key (F2, F3,
// …: function keys are the same on a Greek keyboard). Beside it the payment being built:
// the chips taken, stacked as chips lie, their worth and their number. Clicking a tube
// takes a chip (or the count typed); the table's keys do the same (ChipPayment decides
// nothing of a rule: the dealer grades the payment handed over).
Item {
    id: tray

    /// The payment being built from this float.
    required property ChipPayment payment
    /// The count typed before a tube is chosen ("" for one chip).
    property string count: ""
    /// Whether a payment can be built now (the settlement).
    property bool active: false
    /// The scale of the felt (1 at the design size).
    property real u: 1
    /// The dealer's rack at a free-play table (TableDealer.rack.counts, issue 17): the chips in
    /// each tube now, smallest first (-1 not counted); empty (a drill): the house's tubes.
    property var rackCounts: []

    /// A tube was clicked: the table takes the chips (payment.take) and clears what was typed.
    signal tubeClicked(int tube)

    readonly property real tubeWidth: 36 * u

    /// The centre of tube @p tube's top chip, in the tray's coordinates (a chip taken slides from there).
    function tubeCentre(tube: int): point {
        const t = tubeRepeater.itemAt(tube)
        return t ? t.mapToItem(tray, t.width / 2, tubeWidth * 0.43) : Qt.point(width / 2, height / 2)
    }
    implicitWidth: rack.width
    implicitHeight: rack.height

    Accessible.role: Accessible.Grouping
    //: The chip tray in free play (issue 16): the float the dealer pays from
    Accessible.name: qsTr("Float")

    Rectangle {
        id: rack
        width: tubes.width + 12 * tray.u
        height: tubes.height + 10 * tray.u
        radius: 6 * tray.u
        color: "#3b2a1a"
        border.color: tray.active ? Theme.goldLight : "#1e140b"
        border.width: Math.max(1, 2 * tray.u)

        Row {
            id: tubes
            anchors.centerIn: parent
            spacing: 3 * tray.u

            Repeater {
                id: tubeRepeater
                model: tray.payment.denominations

                delegate: Item {
                    id: tube
                    required property string modelData
                    required property int index
                    /// Chips of this tube in the payment being built.
                    readonly property int taken: tray.payment.chips.filter(c => c === modelData).length
                    /// The chips in the tube as the house fills it, and now (the rack's, else the house's).
                    readonly property int setting: tray.payment.tubes.length > index ? Number(tray.payment.tubes[index]) : -1
                    readonly property int held: tray.rackCounts.length > index ? Number(tray.rackCounts[index]) : setting

                    objectName: "tube-" + modelData
                    width: tray.tubeWidth
                    height: tray.tubeWidth * 2.1

                    Rectangle {
                        // The tube: chips seen edge-on, in their colour, and how many are left in it.
                        id: tubeBody
                        anchors.horizontalCenter: parent.horizontalCenter
                        y: tray.tubeWidth * 0.55
                        width: tray.tubeWidth * 0.86
                        height: tray.tubeWidth * 0.95
                        radius: 3 * tray.u
                        color: "#24180d"
                        clip: true
                        Column {
                            anchors.bottom: parent.bottom
                            anchors.horizontalCenter: parent.horizontalCenter
                            Repeater {
                                // Filled as it holds: 9 chips' edges for the house's count (or a
                                // tube not counted), fewer as it empties, an edge while any is left.
                                model: tube.held < 0 || tube.setting <= 0 ? 9
                                       : tube.held - tube.taken <= 0 ? 0
                                       : Math.max(1, Math.min(9, Math.round(9 * (tube.held - tube.taken) / tube.setting)))
                                Image {
                                    width: tray.tubeWidth * 0.8
                                    height: tray.tubeWidth * 0.1
                                    source: Theme.chipAsset(tube.modelData)
                                    sourceSize.width: Math.ceil(tray.tubeWidth * 0.8 * Screen.devicePixelRatio)
                                    fillMode: Image.Stretch
                                }
                            }
                        }
                    }
                    Text {
                        // The chips left in the tube (a house setting), while the payment is built.
                        objectName: "tubeLeft-" + tube.modelData
                        readonly property int chipsLeft: tray.rackCounts.length > tube.index
                            ? (tube.held < 0 ? -1 : Math.max(0, tube.held - tube.taken))
                            : tray.payment.tubes.length > tube.index ? tray.payment.left(tube.index) + 0 * tube.taken : -1
                        visible: chipsLeft >= 0
                        anchors.horizontalCenter: tubeBody.horizontalCenter
                        anchors.bottom: tubeBody.bottom
                        anchors.bottomMargin: 1
                        text: chipsLeft
                        color: Theme.cream
                        style: Text.Outline
                        styleColor: "#1b1208"
                        font.bold: true
                        font.pixelSize: Math.max(8, Math.round(10 * tray.u))
                    }
                    Chip {
                        // The top chip, its value printed.
                        anchors.horizontalCenter: parent.horizontalCenter
                        value: tube.modelData
                        size: tray.tubeWidth * 0.86
                    }
                    Text {
                        anchors.horizontalCenter: parent.horizontalCenter
                        anchors.bottom: parent.bottom
                        text: "F" + (tube.index + 2)
                        color: tray.active ? Theme.goldLight : Theme.printingFaint
                        font.bold: true
                        font.pixelSize: Math.max(8, Math.round(11 * tray.u))
                    }
                    Rectangle {
                        // How many of this tube the payment holds.
                        visible: tube.taken > 0
                        anchors.right: parent.right
                        y: -4 * tray.u
                        width: Math.max(height, takenText.implicitWidth + 6 * tray.u)
                        height: Math.max(12, 16 * tray.u)
                        radius: height / 2
                        color: Theme.goldLight
                        Text {
                            id: takenText
                            anchors.centerIn: parent
                            text: "−" + tube.taken
                            color: "#1b1b1b"
                            font.bold: true
                            font.pixelSize: Math.max(8, Math.round(10 * tray.u))
                        }
                    }
                    MouseArea {
                        anchors.fill: parent
                        enabled: tray.active
                        cursorShape: Qt.PointingHandCursor
                        onClicked: tray.tubeClicked(tube.index)
                    }
                    Accessible.role: Accessible.Button
                    //: A tube of the float: %1 the chip's value, %2 its key
                    Accessible.name: qsTr("Chips of %1 (%2)").arg(Theme.formatMoney(modelData)).arg("F" + (index + 2))
                }
            }
        }
    }
}

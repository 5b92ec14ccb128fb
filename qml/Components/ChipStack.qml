pragma ComponentBehavior: Bound

import QtQuick
import Croupier

// A stake on the felt: the amount made up of the table's chips, largest at the
// bottom, stacked with a slight offset, and the amount written under it. The
// amount is a money string in the bank's notation ("12.5"); the chips shown are
// only its picture (Theme.chipsFor), never part of a rule.
Item {
    id: stack

    property string amount: "0"
    property real chipSize: Theme.chipSize
    /// Write the amount under the chips.
    property bool labelled: true
    /// The amount as people read it, in the UI's language ("12,50" in Greek).
    readonly property string amountText: Theme.formatMoney(amount)
    /// The chips themselves when they are known (a payment handed over in chips, issue 16):
    /// their denominations in any order, drawn largest at the bottom; empty: the picture of amount.
    property var pieces: []
    readonly property var chips: pieces.length > 0
        ? pieces.slice().sort((a, b) => Number(b) - Number(a)) : Theme.chipsFor(amount)

    implicitWidth: Math.max(chipSize, label.implicitWidth)
    implicitHeight: chipSize + (chips.length - 1) * chipSize * 0.12 + (labelled ? label.implicitHeight + 2 : 0)

    Accessible.role: Accessible.StaticText
    Accessible.name: amountText

    // Only the top chip shows its face (its value printed, Chip); those under it show an
    // edge, so each is a bare picture and the stack casts one shadow. A felt holds hundreds
    // of chips: a third of the items to make, draw and throw away (issue 16's 60 fps).
    Rectangle {
        visible: stack.chips.length > 1
        x: (stack.width - stack.chipSize) / 2 + 1
        y: (stack.chips.length - 1) * stack.chipSize * 0.12 + 2
        width: stack.chipSize
        height: stack.chipSize
        radius: stack.chipSize / 2
        color: Theme.shadow
    }
    Repeater {
        model: stack.chips.slice(0, -1)

        Image {
            required property string modelData
            required property int index

            objectName: "chipEdge"
            x: (stack.width - stack.chipSize) / 2
            y: (stack.chips.length - 1 - index) * stack.chipSize * 0.12
            width: Math.round(stack.chipSize)
            height: width
            asynchronous: true
            // Drawn at the size it was rasterised at, a copy of pixels: no filtering to pay
            // for at every repaint of a crowded felt (the software renderer's).
            smooth: false
            source: Theme.chipAsset(modelData)
            sourceSize.width: Math.round(stack.chipSize) * Screen.devicePixelRatio
            sourceSize.height: Math.round(stack.chipSize) * Screen.devicePixelRatio
        }
    }
    Chip {
        visible: stack.chips.length > 0
        value: stack.chips.length > 0 ? stack.chips[stack.chips.length - 1] : "1"
        size: stack.chipSize
        x: (stack.width - stack.chipSize) / 2
    }
    Text {
        id: label

        visible: stack.labelled
        anchors.horizontalCenter: parent.horizontalCenter
        y: stack.chipSize + (stack.chips.length - 1) * stack.chipSize * 0.12 + 2
        text: stack.amountText
        color: Theme.cream
        style: Text.Outline
        styleColor: Theme.feltDeep
        font.family: Theme.bodyFamily
        font.bold: true
        font.pixelSize: Theme.fontSizeSmall + 1
    }
}

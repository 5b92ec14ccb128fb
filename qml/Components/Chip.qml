import QtQuick
import Croupier

// One casino chip of a denomination (assets/chips/), its value written on it.
Item {
    id: chip

    /// The denomination, as Theme.chipValues lists them: "0.5", "1", "5", "25"...
    property string value: "1"
    property real size: Theme.chipSize
    /// Its value written on it (not under a stake's key printed over it, ChipStack).
    property bool valueShown: true

    width: size
    height: size

    Rectangle {
        x: 1; y: 2
        width: chip.size; height: chip.size
        radius: chip.size / 2
        color: Theme.shadow
    }
    Image {
        asynchronous: true
        width: Math.round(chip.size)
        height: width
        // Drawn at the size it was rasterised at (no filtering at each repaint; issue 16).
        smooth: false
        source: Theme.chipAsset(chip.value)
        sourceSize.width: Math.round(chip.size) * Screen.devicePixelRatio
        sourceSize.height: Math.round(chip.size) * Screen.devicePixelRatio
    }
    Text {
        // Only where it fits on the chip: a compact chip of 1,000 ("1K" at the smallest font)
        // is narrower than its value, which ran over the next chip and out of the box
        // (issue 17: craps.maximum level 3 seed 13's 114,120 in six stacks at 1024x700).
        visible: chip.valueShown && implicitWidth <= chip.size
        anchors.centerIn: parent
        text: Theme.chipLabel(chip.value)
        color: Theme.chipTextColor(chip.value)
        font.family: Theme.bodyFamily
        font.bold: true
        font.pixelSize: Math.max(8, Math.round(chip.size * (text.length > 3 ? 0.24 : 0.3)))
    }
}

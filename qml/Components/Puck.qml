import QtQuick
import Croupier

// The craps puck: "OFF" (black side) on a come-out roll, "ON" (white side) on
// the point's box. It slides to its place when the point changes.
Item {
    id: puck

    property bool on: false
    property real size: Theme.puckSize

    width: size
    height: size
    Accessible.role: Accessible.Graphic
    Accessible.name: on ? qsTr("The puck is on") : qsTr("The puck is off")

    Behavior on x { NumberAnimation { duration: Theme.slow; easing.type: Theme.easing } }
    Behavior on y { NumberAnimation { duration: Theme.slow; easing.type: Theme.easing } }

    Image {
        anchors.fill: parent
        source: puck.on ? Theme.tableAsset("puck-on") : Theme.tableAsset("puck-off")
        sourceSize.width: Math.ceil(puck.size * Screen.devicePixelRatio)
    }
    Text {
        anchors.centerIn: parent
        //: Written on the craps puck, white side (a point is on). Casinos keep "ON".
        text: puck.on ? qsTr("ON") : qsTr("OFF")
        color: puck.on ? "#1e1e1e" : "#f7f5ef"
        font.family: Theme.bodyFamily
        font.bold: true
        font.pixelSize: Math.round(puck.size * 0.28)
    }
}

import QtQuick
import QtQuick.Controls.Basic
import Croupier

// A flat button for the header bar, with an icon in front of its text.
Button {
    id: control

    property url iconSource

    implicitHeight: Theme.controlHeight - 4
    leftPadding: Theme.spacing
    rightPadding: Theme.spacing + 2
    flat: true
    focusPolicy: Qt.StrongFocus

    contentItem: Row {
        spacing: Theme.spacingTiny + 2

        Image {
            anchors.verticalCenter: parent.verticalCenter
            source: control.iconSource
            sourceSize.width: Theme.iconSize
            sourceSize.height: Theme.iconSize
            visible: status === Image.Ready
        }
        Label {
            anchors.verticalCenter: parent.verticalCenter
            text: control.text
            color: Theme.cream
            font.pixelSize: Theme.fontSizeBody
            font.bold: true
        }
    }

    background: Rectangle {
        radius: Theme.radiusSmall
        color: control.down ? Theme.panelHover : control.hovered ? Theme.panel : "transparent"
        border.width: control.visualFocus ? 2 : 1
        border.color: control.visualFocus ? Theme.goldLight : Theme.rim

        Behavior on color { ColorAnimation { duration: Theme.fast } }
    }
}

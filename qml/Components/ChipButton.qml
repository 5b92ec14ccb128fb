import QtQuick
import QtQuick.Controls.Basic
import Croupier

// A small pill-shaped button with an icon: a link to another page that should
// not take the room of a full button (the home page's links to the rules).
Button {
    id: control

    property url iconSource

    implicitHeight: Theme.chipHeight
    leftPadding: Theme.spacingSmall + 2
    rightPadding: Theme.spacing
    topPadding: 0
    bottomPadding: 0
    focusPolicy: Qt.StrongFocus

    contentItem: Row {
        spacing: Theme.spacingTiny + 2

        Image {
            anchors.verticalCenter: parent.verticalCenter
            source: control.iconSource
            sourceSize.width: Theme.iconSize - 2
            sourceSize.height: Theme.iconSize - 2
            visible: status === Image.Ready
            Accessible.ignored: true
        }
        Label {
            anchors.verticalCenter: parent.verticalCenter
            text: control.text
            color: Theme.cream
            font.pixelSize: Theme.fontSizeBody - 1
            font.bold: true
        }
    }

    background: Rectangle {
        radius: height / 2
        color: control.down ? Theme.feltDark : control.hovered ? Theme.panelHover : Theme.panel
        border.width: control.visualFocus ? 2 : 1
        border.color: control.visualFocus ? Theme.goldLight : control.hovered ? Theme.rimStrong : Theme.rim

        Behavior on color { ColorAnimation { duration: Theme.fast } }
        Behavior on border.color { ColorAnimation { duration: Theme.fast } }
    }
}

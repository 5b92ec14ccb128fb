import QtQuick
import QtQuick.Controls.Basic
import Croupier

// The main action of a page: gold on the felt.
Button {
    id: control

    implicitHeight: Theme.controlHeight + 4
    leftPadding: Theme.spacingLarge
    rightPadding: Theme.spacingLarge
    focusPolicy: Qt.StrongFocus

    contentItem: Label {
        text: control.text
        color: Theme.feltDeep
        font.pixelSize: Theme.fontSizeLarge
        font.bold: true
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        // A long label in a narrow column (Greek at 1024 px: "Κάρτα τελειώματος (Κ)")
        // shrinks to fit its button instead of running out of it.
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: Theme.fontSizeSmall
    }

    background: Rectangle {
        radius: Theme.radius
        gradient: Gradient {
            GradientStop { position: 0.0; color: control.down ? Theme.gold : Theme.goldLight }
            GradientStop { position: 1.0; color: control.down ? Theme.goldDark : Theme.gold }
        }
        border.width: control.visualFocus ? 3 : 1
        border.color: control.visualFocus ? Theme.cream : Theme.goldDark
    }
}

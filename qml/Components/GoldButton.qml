import QtQuick
import QtQuick.Controls.Basic
import Croupier

// The main action of a page: gold on the felt.
Button {
    id: control

    /// Wrap a long label onto a second line at the bar's one font size, rather than shrink it
    /// (issue 17: the buttons of one bar share one size; a bar that sets it keeps equal columns).
    property bool wraps: false
    /// The label's size: a bar sets one for all its buttons.
    property int fontSize: Theme.fontSizeLarge

    implicitHeight: Math.max(Theme.controlHeight + 4, wraps ? implicitContentHeight + topPadding + bottomPadding : 0)
    leftPadding: Theme.spacingLarge
    rightPadding: Theme.spacingLarge
    focusPolicy: Qt.StrongFocus
    // Disabled (self-study's Start before a trainee is chosen): faded, not the gold of
    // an action that can be taken.
    opacity: enabled ? 1 : 0.45

    contentItem: Label {
        text: control.text
        color: Theme.feltDeep
        font.pixelSize: control.fontSize
        font.bold: true
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        // A long label in a narrow column (Greek at 1024 px: "Κάρτα τελειώματος (Κ)")
        // shrinks to fit its button instead of running out of it.
        fontSizeMode: control.wraps ? Text.FixedSize : Text.HorizontalFit
        minimumPixelSize: Theme.fontSizeSmall
        wrapMode: control.wraps ? Text.Wrap : Text.NoWrap
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

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Croupier

// One training mode of a game: its icon, its name and, under it, a hint such as
// "you deal".
Button {
    id: control

    property url iconSource
    /// A short line under the name; empty for none.
    property string hint
    /// Tighter padding for narrow windows.
    property bool compact: false

    implicitHeight: Theme.controlHeight + 8
    leftPadding: compact ? Theme.spacingSmall + 2 : Theme.spacing
    rightPadding: compact ? Theme.spacingSmall + 4 : Theme.spacing + 4
    topPadding: Theme.spacingTiny
    bottomPadding: Theme.spacingTiny
    focusPolicy: Qt.StrongFocus

    ToolTip.visible: control.hovered && control.hint !== ""
    ToolTip.delay: Theme.tooltipDelay
    ToolTip.text: control.hint

    contentItem: RowLayout {
        spacing: control.compact ? Theme.spacingTiny + 2 : Theme.spacingSmall

        Image {
            source: control.iconSource
            sourceSize.width: Theme.iconSize
            sourceSize.height: Theme.iconSize
            Layout.alignment: Qt.AlignVCenter
        }

        ColumnLayout {
            spacing: 0
            Layout.alignment: Qt.AlignVCenter
            Layout.fillWidth: true

            Label {
                text: control.text
                color: Theme.cream
                font.pixelSize: Theme.fontSizeBody
                font.bold: true
            }
            Label {
                text: control.hint
                visible: control.hint !== ""
                color: Theme.gold
                font.pixelSize: Theme.fontSizeSmall
                font.italic: true
            }
        }
    }

    background: Rectangle {
        radius: Theme.radius
        color: control.down ? Theme.feltDark : control.hovered ? Theme.panelHover : Theme.panel
        border.width: control.visualFocus ? 2 : 1
        border.color: control.visualFocus ? Theme.goldLight : control.hovered ? Theme.rimStrong : Theme.rim

        Behavior on color { ColorAnimation { duration: Theme.fast } }
        Behavior on border.color { ColorAnimation { duration: Theme.fast } }
    }
}

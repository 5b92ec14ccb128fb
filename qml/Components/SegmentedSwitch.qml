pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import Croupier

// A row of mutually exclusive choices drawn as one pill, like the language switch:
// the rules page's games and pay tables. Tab reaches each choice; Left and Right
// move between them too.
Rectangle {
    id: control

    /// The choices: [{ key: "chemin-de-fer", label: "Chemin de fer" }, ...], labels translated.
    property var choices: []
    /// The key of the chosen one.
    property string currentKey
    /// objectName of each choice's button: prefix + key.
    property string buttonNamePrefix: "choice-"
    /// How a screen reader presents each choice (a page tab, a radio button).
    property int choiceRole: Accessible.PageTab
    property int fontSize: Theme.fontSizeBody - 1
    /// How a choice takes the keyboard: Qt.TabFocus inside a table, so a click leaves the keys to the table.
    property int choiceFocusPolicy: Qt.StrongFocus
    /// Room left and right of each choice's label.
    property int choicePadding: Theme.spacing + 2

    /// A choice was picked (click, Space or arrow key): the owner sets currentKey.
    signal activated(string key)

    implicitWidth: buttons.implicitWidth + 2 * border.width + 4
    implicitHeight: Theme.controlHeight - 4
    radius: height / 2
    color: Theme.panel
    border.width: 1
    border.color: Theme.rim

    Accessible.role: choiceRole === Accessible.PageTab ? Accessible.PageTabList : Accessible.Grouping

    Row {
        id: buttons

        anchors.centerIn: parent
        spacing: 0

        Repeater {
            id: repeater

            model: control.choices

            delegate: Button {
                id: choice

                required property var modelData
                required property int index

                objectName: control.buttonNamePrefix + modelData.key
                height: control.height - 4
                // As wide as the bold text, so choosing does not shift the row.
                implicitWidth: Math.ceil(boldText.advanceWidth) + 1 + leftPadding + rightPadding
                leftPadding: control.choicePadding
                rightPadding: control.choicePadding
                text: modelData.label
                // Not checkable: a click must not break this binding.
                checked: control.currentKey === modelData.key
                focusPolicy: control.choiceFocusPolicy
                Accessible.role: control.choiceRole
                Accessible.name: text
                Accessible.checkable: true
                Accessible.checked: checked
                onClicked: control.activated(modelData.key)

                function pickNeighbour(step: int) {
                    const next = (index + step + repeater.count) % repeater.count
                    const button = repeater.itemAt(next) as Button
                    button.forceActiveFocus(Qt.TabFocusReason)
                    control.activated(control.choices[next].key)
                }

                TextMetrics {
                    id: boldText

                    font.family: Theme.bodyFamily
                    font.pixelSize: control.fontSize
                    font.bold: true
                    text: choice.text
                }

                Keys.onLeftPressed: pickNeighbour(-1)
                Keys.onRightPressed: pickNeighbour(1)

                contentItem: Label {
                    text: choice.text
                    color: choice.checked ? Theme.feltDeep : Theme.cream
                    font.family: Theme.bodyFamily
                    font.pixelSize: control.fontSize
                    font.bold: choice.checked
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter

                    Behavior on color { ColorAnimation { duration: Theme.fast } }
                }

                background: Rectangle {
                    radius: height / 2
                    color: choice.checked ? Theme.gold : choice.hovered ? Theme.panelHover : "transparent"
                    border.width: choice.visualFocus ? 2 : 0
                    border.color: choice.checked ? Theme.selection : Theme.goldLight

                    Behavior on color { ColorAnimation { duration: Theme.fast } }
                }
            }
        }
    }
}

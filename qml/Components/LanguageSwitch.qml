pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import Croupier
import Croupier.App

// Ελληνικά | English: switches the whole interface at once, without a restart.
Rectangle {
    id: languageSwitch

    implicitWidth: buttons.implicitWidth + 2 * border.width + 4
    implicitHeight: Theme.controlHeight - 4
    radius: height / 2
    color: Theme.panel
    border.width: 1
    border.color: Theme.rim

    Accessible.role: Accessible.Grouping
    //: Accessible name of the language switch in the header.
    Accessible.name: qsTr("Interface language")

    Row {
        id: buttons

        anchors.centerIn: parent
        spacing: 0

        Repeater {
            // The languages are named in their own language, never translated, so
            // that anyone can find theirs.
            model: [
                { code: "el", name: "Ελληνικά" },
                { code: "en", name: "English" }
            ]

            delegate: Button {
                id: languageButton

                required property var modelData

                objectName: "language-" + modelData.code
                height: languageSwitch.height - 4
                leftPadding: Theme.spacing + 2
                rightPadding: Theme.spacing + 2
                text: modelData.name
                // Not checkable: a click must not break this binding, so the switch
                // also follows a language set elsewhere.
                checked: LanguageManager.language === modelData.code
                focusPolicy: Qt.StrongFocus
                Accessible.name: modelData.name
                Accessible.checkable: true
                Accessible.checked: checked
                //: Accessible description of a button in the language switch.
                Accessible.description: qsTr("Show the interface in this language")
                onClicked: LanguageManager.language = modelData.code

                contentItem: Label {
                    text: languageButton.text
                    color: languageButton.checked ? Theme.feltDeep : Theme.cream
                    font.pixelSize: Theme.fontSizeBody - 1
                    font.bold: languageButton.checked
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter

                    Behavior on color { ColorAnimation { duration: Theme.fast } }
                }

                background: Rectangle {
                    radius: height / 2
                    color: languageButton.checked ? Theme.gold
                           : languageButton.hovered ? Theme.panelHover : "transparent"
                    border.width: languageButton.visualFocus ? 2 : 0
                    border.color: Theme.goldLight

                    Behavior on color { ColorAnimation { duration: Theme.fast } }
                }
            }
        }
    }
}

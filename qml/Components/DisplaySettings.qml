pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Croupier
import Croupier.App

// The header's "Display" button: the dealing speed (slow for beginners, instant
// for exams) and the light or dark theme, remembered (Preferences).
HeaderButton {
    id: button

    /// The settings were closed (Escape, a click outside, the button): the page takes
    /// the keyboard back (Shell.focusPage).
    signal closed()

    objectName: "displayButton"
    //: The header button that opens the speed and theme settings.
    text: qsTr("Display")
    Accessible.name: qsTr("Display settings: dealing speed and theme")
    onClicked: popup.opened ? popup.close() : popup.open()

    Popup {
        id: popup

        objectName: "displayPopup"
        y: button.height + Theme.spacingSmall
        x: button.width - width
        padding: Theme.spacingLarge
        focus: true
        closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside
        onOpened: speedSwitch.forceActiveFocus()
        onClosed: button.closed()

        background: Rectangle {
            radius: Theme.radius
            color: Theme.dark ? "#0b3322" : "#f4f1e6"
            border.color: Theme.rimStrong
        }

        contentItem: ColumnLayout {
            spacing: Theme.spacing

            Label {
                //: Display settings: how fast the cards, chips and dice move.
                text: qsTr("Dealing speed")
                color: Theme.muted
                font.bold: true
            }
            SegmentedSwitch {
                id: speedSwitch

                objectName: "speedSwitch"
                buttonNamePrefix: "speed-"
                choiceRole: Accessible.RadioButton
                choices: [
                    //: A dealing speed: slow, for beginners.
                    { key: "slow", label: qsTr("Slow") },
                    //: A dealing speed.
                    { key: "normal", label: qsTr("Normal") },
                    //: A dealing speed.
                    { key: "fast", label: qsTr("Fast") },
                    //: A dealing speed: no animation at all (exams).
                    { key: "instant", label: qsTr("Instant") }
                ]
                currentKey: Preferences.speed
                onActivated: key => Preferences.speed = key
            }
            Label {
                //: Display settings: the colours of the app.
                text: qsTr("Theme")
                color: Theme.muted
                font.bold: true
            }
            SegmentedSwitch {
                objectName: "themeSwitch"
                buttonNamePrefix: "theme-"
                choiceRole: Accessible.RadioButton
                choices: [
                    //: A theme: dark green baize.
                    { key: "dark", label: qsTr("Dark") },
                    //: A theme: light, for bright rooms.
                    { key: "light", label: qsTr("Light") }
                ]
                currentKey: Preferences.theme
                onActivated: key => Preferences.theme = key
            }
        }
    }
}

pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Croupier
import Croupier.App

// The end of a drill's set (issue 17, item 5): right out of answered, the mean
// time, the rule cells missed in words with their paragraph, and the ways on:
// Practise these asks only the cells missed, Again a new set, Back the drills.
// Enter takes the button with the keyboard, which is the first on offer when the
// summary opens; Tab moves between them, Escape goes back. No letter key: the
// letters are the answers' (P is Push, A Accept), one meaning each (issue 17,
// item 1). The figures are DrillSet's.
FocusScope {
    id: summary

    /// The finished DrillSet.
    required property DrillSet drillSet
    /// The drill's title ("Third card"), over the summary.
    property string drillTitle: ""
    readonly property bool canPractise: drillSet.missed.length > 0

    signal practise()
    signal again()
    signal back()

    function seconds(ms: int): string {
        return Theme.seconds(ms)
    }
    /// Enter: Practise these when a cell was missed, else Again.
    function carryOn() {
        if (canPractise)
            practise()
        else
            again()
    }
    function takeFocus() {
        (canPractise ? practiseButton : againButton).forceActiveFocus()
    }

    Accessible.role: Accessible.Pane
    Accessible.name: title.text

    Keys.onPressed: event => {
        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            // The button with the keyboard, else the first on offer.
            if (againButton.activeFocus)
                summary.again()
            else if (backButton.activeFocus)
                summary.back()
            else
                summary.carryOn()
            event.accepted = true
        }
    }

    Rectangle {
        anchors.fill: parent
        radius: Theme.radiusLarge
        color: Theme.panel
        border.color: Theme.rim
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacingLarge
        spacing: Theme.spacing

        Label {
            objectName: "setSummaryDrill"
            visible: text !== ""
            text: summary.drillTitle
            color: Theme.muted
            font.pixelSize: Theme.fontSizeLarge
        }
        Label {
            id: title

            objectName: "setSummaryTitle"
            text: summary.drillSet.practising
                  //: The title of a drill set's summary, after a set of the cells missed.
                  ? qsTr("End of the practice set")
                  //: The title of a drill set's summary.
                  : qsTr("End of the set")
            color: Theme.cream
            font.family: Theme.displayFamily
            font.pixelSize: Theme.fontSizeTitle
            font.bold: true
        }

        RowLayout {
            spacing: Theme.spacingLarge
            Layout.fillWidth: true

            Repeater {
                model: [
                    //: A drill set's summary: right answers out of all answered. %1 right, %2 answered.
                    { name: "setRight", label: qsTr("Right answers"), value: qsTr("%1 of %2").arg(summary.drillSet.right).arg(summary.drillSet.answered) },
                    //: A drill set's summary: the mean time of an answer. %1 in seconds.
                    { name: "setMeanTime", label: qsTr("Mean time"), value: qsTr("%1 s").arg(summary.seconds(summary.drillSet.meanMs)) },
                    //: A drill set's summary: how many rule cells were missed.
                    { name: "setMissedCount", label: qsTr("Cells missed"), value: String(summary.drillSet.missed.length) }
                ]

                delegate: Rectangle {
                    id: figure

                    required property var modelData

                    objectName: modelData.name
                    color: Theme.panelHover
                    border.color: Theme.rim
                    radius: Theme.radius
                    implicitHeight: figureColumn.implicitHeight + 2 * Theme.spacing
                    Layout.fillWidth: true
                    Accessible.role: Accessible.StaticText
                    Accessible.name: modelData.label + ": " + modelData.value

                    ColumnLayout {
                        id: figureColumn

                        anchors.fill: parent
                        anchors.margins: Theme.spacing
                        spacing: Theme.spacingTiny

                        Label {
                            text: figure.modelData.label
                            color: Theme.muted
                        }
                        Label {
                            objectName: figure.modelData.name + "Value"
                            text: figure.modelData.value
                            color: Theme.goldLight
                            font.family: Theme.displayFamily
                            font.pixelSize: Theme.fontSizeDisplay
                            font.bold: true
                        }
                    }
                }
            }
        }

        Label {
            //: A drill set's summary: the heading over the rule cells missed.
            text: summary.canPractise ? qsTr("Missed, with the rule that decides them")
                                      //: A drill set's summary when every answer was right.
                                      : qsTr("Nothing missed: every answer was right.")
            color: Theme.gold
            font.pixelSize: Theme.fontSizeLarge
            font.bold: true
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }

        ListView {
            id: missedList

            objectName: "setMissed"
            model: summary.drillSet.missed
            clip: true
            spacing: Theme.spacingTiny
            boundsBehavior: Flickable.StopAtBounds
            Layout.fillWidth: true
            Layout.fillHeight: true
            Accessible.role: Accessible.List
            //: Accessible name of the list of rule cells missed in a drill set.
            Accessible.name: qsTr("Cells missed")

            delegate: RowLayout {
                id: missRow

                required property var modelData

                width: ListView.view.width
                spacing: Theme.spacing
                Accessible.role: Accessible.ListItem
                Accessible.name: modelData.words + ", " + modelData.source

                Label {
                    text: missRow.modelData.words
                    color: Theme.text
                    font.pixelSize: Theme.fontSizeLarge
                    wrapMode: Text.WordWrap
                    Layout.maximumWidth: missRow.width * 0.7
                }
                Label {
                    // The paragraph beside the cell, as the feedback writes it.
                    text: "(" + missRow.modelData.source + ")"
                    visible: missRow.modelData.source !== ""
                    color: Theme.muted
                    font.pixelSize: Theme.fontSizeLarge
                }
                Label {
                    visible: missRow.modelData.misses > 1
                    //: How often a rule cell was missed in a drill set ("× 2").
                    text: qsTr("× %1").arg(missRow.modelData.misses)
                    color: Theme.danger
                    font.bold: true
                }
                Item { Layout.fillWidth: true }
            }
        }

        RowLayout {
            spacing: Theme.spacing

            GoldButton {
                id: practiseButton

                objectName: "practiseThese"
                visible: summary.canPractise
                //: A drill set's summary: a new set of only the cells missed; Enter when the button has the keyboard.
                text: qsTr("Practise these (Enter)")
                onClicked: summary.practise()
            }
            ChipButton {
                id: againButton

                objectName: "setAgain"
                text: summary.canPractise
                      //: A drill set's summary: a new set of the same drill (Practise these is the first button).
                      ? qsTr("Again")
                      //: A drill set's summary: a new set of the same drill, the first button: Enter.
                      : qsTr("Again (Enter)")
                focusPolicy: Qt.StrongFocus
                onClicked: summary.again()
            }
            ChipButton {
                id: backButton

                objectName: "setBack"
                //: A drill set's summary: back to the list of drills (also Escape).
                text: qsTr("Back (Esc)")
                focusPolicy: Qt.StrongFocus
                onClicked: summary.back()
            }
        }
    }
}

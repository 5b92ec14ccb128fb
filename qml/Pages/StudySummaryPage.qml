pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Croupier
import Croupier.App

// The end of a self-study session (issue 7): the score, the accuracy, the time
// against each topic's target, the best streak and what to practise next, with a
// button to practise exactly that and a link to the progress page.
Page {
    id: page

    /// The finished StudySession (its summary follows the language).
    property StudySession session: null
    readonly property var summary: session !== null ? session.summary : ({})
    readonly property var practiseNext: summary.practiseNext !== undefined ? summary.practiseNext : ({})
    readonly property bool settled: true

    signal practise(string game, string topic, int level)
    signal progress()

    objectName: "studySummaryPage"
    background: null
    padding: Theme.spacingHuge
    topPadding: Theme.spacingLarge
    //: The title of a self-study session's summary.
    title: qsTr("Session summary")

    function seconds(ms: int): string {
        return Theme.seconds(ms)
    }

    Component.onCompleted: practiseButton.forceActiveFocus()

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        Label {
            text: page.title
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
                    //: Summary figure: the session's points.
                    { name: "summaryPoints", label: qsTr("Points"), value: String(page.summary.points) },
                    //: Summary figure: share of right answers. %1 right, %2 answered.
                    { name: "summaryAccuracy", label: qsTr("Accuracy"), value: page.summary.accuracy + " %",
                      //: Summary: right answers out of all. %1 right, %2 answered.
                      detail: qsTr("%1 of %2 right").arg(page.summary.correct).arg(page.summary.answered) },
                    //: Summary figure: the longest run of right answers.
                    { name: "summaryStreak", label: qsTr("Best streak"), value: String(page.summary.bestStreak) },
                    //: Summary figure: right answers within the target time.
                    { name: "summaryFast", label: qsTr("Within the target time"), value: String(page.summary.fast) }
                ]

                delegate: Rectangle {
                    id: figure

                    required property var modelData

                    objectName: modelData.name
                    color: Theme.panel
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
                            text: figure.modelData.value
                            color: Theme.goldLight
                            font.family: Theme.displayFamily
                            font.pixelSize: Theme.fontSizeDisplay
                            font.bold: true
                        }
                        Label {
                            // Kept (blank) where there is no detail, so the boxes line up.
                            text: figure.modelData.detail !== undefined ? figure.modelData.detail : " "
                            color: Theme.text
                        }
                    }
                }
            }
        }

        // Time against the target, per topic.
        Label {
            //: Summary heading: mean time of the right answers against the target, per topic.
            text: qsTr("Time against the target")
            color: Theme.gold
            font.pixelSize: Theme.fontSizeLarge
            font.bold: true
            Layout.topMargin: Theme.spacing
        }
        Repeater {
            model: page.summary.topics !== undefined ? page.summary.topics : []

            delegate: RowLayout {
                id: topicRow

                required property var modelData

                spacing: Theme.spacing
                Layout.fillWidth: true

                Label {
                    text: topicRow.modelData.title
                    color: Theme.text
                    Layout.preferredWidth: 260
                    elide: Text.ElideRight
                }
                Rectangle {
                    id: timeBar

                    // The bar: the mean time, the target marked by a gold line.
                    readonly property real scale: width / Math.max(1, 2 * topicRow.modelData.targetMs)
                    // No time limit (issue 19: switched off in the schedule): no target to draw.
                    visible: topicRow.modelData.targetMs > 0
                    implicitHeight: 16
                    radius: 4
                    color: Theme.panel
                    border.color: Theme.rim
                    Layout.fillWidth: true
                    Accessible.ignored: true

                    Rectangle {
                        height: parent.height
                        radius: 4
                        width: Math.min(parent.width, topicRow.modelData.meanMs * parent.scale)
                        color: topicRow.modelData.meanMs <= topicRow.modelData.targetMs ? Theme.success : Theme.danger
                    }
                    Rectangle {
                        x: topicRow.modelData.targetMs * parent.scale - 1
                        width: 2
                        height: parent.height + 6
                        y: -3
                        color: Theme.goldLight
                    }
                }
                Label {
                    objectName: "summaryTime"
                    //: Summary: mean time of the right answers, and the target. %1 and %2 in seconds. %3 share right.
                    text: topicRow.modelData.targetMs > 0
                          ? qsTr("%1 s (target %2 s) · %3 % right").arg(page.seconds(topicRow.modelData.meanMs))
                            .arg(page.seconds(topicRow.modelData.targetMs)).arg(topicRow.modelData.accuracy)
                          //: Summary with the practice time limits off. %1 the mean time in seconds, %2 share right.
                          : qsTr("%1 s (no time limit) · %2 % right").arg(page.seconds(topicRow.modelData.meanMs))
                            .arg(topicRow.modelData.accuracy)
                    Layout.fillWidth: !timeBar.visible
                    color: Theme.text
                }
            }
        }

        // What to practise next.
        Rectangle {
            color: Theme.panel
            border.color: Theme.rimStrong
            radius: Theme.radius
            implicitHeight: nextColumn.implicitHeight + 2 * Theme.spacingLarge
            Layout.fillWidth: true
            Layout.topMargin: Theme.spacing

            ColumnLayout {
                id: nextColumn

                anchors.fill: parent
                anchors.margins: Theme.spacingLarge
                spacing: Theme.spacingSmall

                Label {
                    //: Summary heading.
                    text: qsTr("What to practise next")
                    color: Theme.gold
                    font.pixelSize: Theme.fontSizeLarge
                    font.bold: true
                }
                Label {
                    objectName: "practiseNext"
                    text: page.practiseNext.text !== undefined ? page.practiseNext.text : ""
                    color: Theme.text
                    font.pixelSize: Theme.fontSizeLarge
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
            }
        }

        Item { Layout.fillHeight: true }

        RowLayout {
            spacing: Theme.spacing

            GoldButton {
                id: practiseButton

                objectName: "practiseThat"
                //: Summary: starts a session on the topic to practise next.
                text: qsTr("Practise that")
                enabled: page.practiseNext.topic !== undefined
                //: Accessible name of "Practise that". %1 the topic.
                Accessible.name: qsTr("Practise %1").arg(page.practiseNext.title !== undefined ? page.practiseNext.title : "")
                onClicked: page.practise(page.practiseNext.game, page.practiseNext.topic, page.practiseNext.level)
            }
            ChipButton {
                objectName: "summaryProgress"
                text: qsTr("Progress")
                Accessible.name: qsTr("Open your progress")
                onClicked: page.progress()
            }
        }
    }
}

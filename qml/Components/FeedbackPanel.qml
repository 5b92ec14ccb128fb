import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Croupier
import Croupier.App

// The verdict on a drill's answer: right or wrong, the right answer (and the
// trainee's, when wrong), the rule that decides it with its article, the time.
Rectangle {
    id: panel

    /// The DrillSession judged.
    required property var session

    /// The words of the button that goes on (a set's last answer leads to its summary).
    //: Goes to the next question of a drill (also the Enter key).
    property string nextText: qsTr("Next (Enter)")

    /// The trainee goes on to the next question.
    signal next()

    implicitHeight: column.implicitHeight + 2 * Theme.spacing
    radius: Theme.radius
    color: Theme.panel
    border.color: session.correct ? Theme.success : Theme.danger
    border.width: 2
    Accessible.role: Accessible.AlertMessage
    Accessible.name: verdict.text + ". " + rightAnswer.text

    /// What a screen reader is told once an answer is judged (issue 19, item 5): the
    /// verdict, the answer, the trainee's when wrong, and the rule's words.
    readonly property string announcement: [verdict.text, rightAnswer.text,
                                            panel.session.correct ? "" : givenAnswer.text,
                                            panel.session.explanation]
        .filter(t => t !== "").join(". ")

    // Told when the verdict shows (an exam that hides it tells nothing).
    Connections {
        target: panel.session
        function onJudged() {
            Qt.callLater(() => {
                if (panel.visible)
                    announcer.announce(panel.announcement)
            })
        }
    }
    Announcer {
        id: announcer

        objectName: "announcer"
        Accessible.role: Accessible.AlertMessage
        Accessible.name: lastAnnouncement
    }

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacingSmall

        RowLayout {
            spacing: Theme.spacing
            Layout.fillWidth: true

        Label {
            id: verdict

            objectName: "verdict"
            text: panel.session.correct
                  //: Drill feedback.
                  ? qsTr("Right")
                  //: Drill feedback.
                  : qsTr("Not right")
            color: panel.session.correct ? Theme.success : Theme.danger
            font.pixelSize: Theme.fontSizeHeading
            font.bold: true
            Layout.fillWidth: true
        }
        Button {
            id: nextButton

            objectName: "nextButton"
            text: panel.nextText
            implicitHeight: Theme.controlHeight - 6
            focusPolicy: Qt.NoFocus
            contentItem: Label {
                text: nextButton.text
                color: Theme.feltDeep
                font.bold: true
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
            }
            background: Rectangle {
                radius: Theme.radiusSmall
                color: nextButton.hovered ? Theme.goldLight : Theme.gold
            }
            onClicked: panel.next()
        }
        }
        Label {
            id: rightAnswer

            objectName: "rightAnswer"
            //: Drill feedback: %1 the right answer written out.
            text: qsTr("The answer: %1").arg(panel.session.expectedText)
            color: Theme.text
            font.pixelSize: Theme.fontSizeBody
            font.bold: true
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        Label {
            id: givenAnswer

            objectName: "givenAnswer"
            visible: !panel.session.correct
            //: Drill feedback when wrong: %1 what the trainee answered.
            text: qsTr("You answered: %1").arg(panel.session.givenText)
            color: Theme.muted
            font.pixelSize: Theme.fontSizeBody
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        Label {
            objectName: "explanation"
            text: Theme.keepNumbersWhole(panel.session.explanation)
            color: Theme.text
            font.pixelSize: Theme.fontSizeBody
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        Label {
            objectName: "source"
            visible: panel.session.source !== ""
            //: Drill feedback: the paragraph of the regulation that decides the answer, e.g. "art. 15 §13".
            text: qsTr("Rule: %1").arg(panel.session.source)
            color: Theme.gold
            font.pixelSize: Theme.fontSizeSmall + 1
            font.italic: true
            // A long reference (a paragraph and a RULINGS section) wraps: unwrapped, it
            // widened the panel past the page and pushed Next off it (issue 17).
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        Label {
            objectName: "elapsed"
            //: Drill feedback: the time taken to answer, in seconds with one decimal.
            text: qsTr("Time: %1 s").arg(Theme.seconds(panel.session.elapsedMs))
            color: Theme.muted
            font.pixelSize: Theme.fontSizeSmall + 1
        }
    }
}

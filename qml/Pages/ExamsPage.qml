pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Croupier
import Croupier.App

// Exams (issue 8): the two ways in (the instructor, who sets exams and reads the
// results, and the trainee, who takes one) and the database this station uses.
Page {
    id: page

    readonly property bool settled: true

    objectName: "examsPage"
    background: null
    padding: Theme.spacingHuge
    topPadding: Theme.spacingLarge
    //: The title of the exams page.
    title: qsTr("Exams")

    Component.onCompleted: instructorChoice.forceActiveFocus()

    component Choice: Button {
        id: choice

        property string heading
        property string description
        property string iconName

        focusPolicy: Qt.StrongFocus
        implicitHeight: 150
        padding: Theme.spacingLarge
        Accessible.name: heading
        Accessible.description: description
        Layout.fillWidth: true
        Layout.preferredWidth: 1

        contentItem: RowLayout {
            spacing: Theme.spacingLarge

            Medallion {
                iconSource: Theme.iconUrl(choice.iconName)
                Layout.alignment: Qt.AlignVCenter
            }
            ColumnLayout {
                spacing: Theme.spacingSmall
                Layout.fillWidth: true

                Label {
                    text: choice.heading
                    color: Theme.cream
                    font.family: Theme.displayFamily
                    font.pixelSize: Theme.fontSizeHeading
                    font.bold: true
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                Label {
                    text: choice.description
                    color: Theme.muted
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
            }
        }
        background: Rectangle {
            radius: Theme.radiusLarge
            color: choice.down ? Theme.feltDark : choice.hovered ? Theme.panelHover : Theme.panel
            border.width: choice.visualFocus ? 3 : 1
            border.color: choice.visualFocus ? Theme.goldLight : choice.hovered ? Theme.rimStrong : Theme.rim
        }
    }

    Flickable {
        anchors.fill: parent
        contentHeight: column.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds

        ColumnLayout {
            id: column

            width: parent.width
            spacing: Theme.spacing

            Label {
                objectName: "examsTitle"
                text: page.title
                color: Theme.cream
                font.family: Theme.displayFamily
                font.pixelSize: Theme.fontSizeTitle
                font.bold: true
            }
            Label {
                //: Under the title of the exams page.
                text: qsTr("Timed, scored exams set by the instructor and taken on every station of the class; every answer is kept the moment it is given.")
                color: Theme.muted
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }

            RowLayout {
                spacing: Theme.spacingLarge
                Layout.fillWidth: true
                Layout.topMargin: Theme.spacing

                Choice {
                    id: instructorChoice

                    objectName: "chooseInstructor"
                    //: The instructor's way into the exams.
                    heading: qsTr("Instructor")
                    //: Under "Instructor" on the exams page.
                    description: qsTr("Set exams, print the question sheet and the answer key, follow the class and export the results.")
                    iconName: "exams"
                    KeyNavigation.right: traineeChoice
                    onClicked: page.StackView.view.push(PageRegistry.url("instructor"))
                }
                Choice {
                    id: traineeChoice

                    objectName: "chooseTakeExam"
                    //: The trainee's way into the exams.
                    heading: qsTr("Take an exam")
                    //: Under "Take an exam" on the exams page.
                    description: qsTr("Give your name and registration number and answer the exam your instructor set.")
                    iconName: "drills"
                    enabled: PageRegistry.has("exam-take")
                    KeyNavigation.left: instructorChoice
                    onClicked: page.StackView.view.push(PageRegistry.url("exam-take"))
                }
            }

            // --- The database this station uses.
            Rectangle {
                objectName: "examDatabasePanel"
                color: Theme.panel
                border.color: Theme.rim
                radius: Theme.radius
                implicitHeight: dbColumn.implicitHeight + 2 * Theme.spacing
                Layout.fillWidth: true
                Layout.topMargin: Theme.spacingLarge

                ColumnLayout {
                    id: dbColumn

                    x: Theme.spacing
                    y: Theme.spacing
                    width: parent.width - 2 * Theme.spacing
                    spacing: Theme.spacingTiny

                    Label {
                        //: Heading: where this station keeps the exams and the answers.
                        text: qsTr("Exam database")
                        color: Theme.gold
                        font.bold: true
                        font.pixelSize: Theme.fontSizeLarge
                    }
                    Label {
                        objectName: "examDatabaseLocation"
                        text: ExamDatabase.postgresql
                              //: The exam database is a shared server. %1 its address (no password).
                              ? qsTr("Shared server: %1").arg(ExamDatabase.location)
                              //: The exam database is a file on this station. %1 the file.
                              : qsTr("File on this station: %1").arg(ExamDatabase.location)
                        color: Theme.text
                        elide: Text.ElideMiddle
                        Layout.fillWidth: true
                    }
                    Label {
                        objectName: "examDatabaseStatus"
                        visible: ExamDatabase.ready
                        text: !ExamDatabase.postgresql
                              //: The exam database is a local file: always reachable.
                              ? qsTr("Ready.")
                              : ExamDatabase.online
                                //: The shared exam server answers.
                                ? qsTr("Online: the instructor sees the class live.")
                                //: The shared exam server does not answer.
                                : qsTr("Offline: answers are kept on this station and sent when the server is back.")
                        color: !ExamDatabase.postgresql || ExamDatabase.online ? Theme.success : Theme.danger
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                    Label {
                        objectName: "examPendingAnswers"
                        visible: ExamDatabase.pendingAnswers > 0
                        //: Answers kept locally while the server is away. %n how many.
                        text: qsTr("%n answer(s) waiting to be sent.", "", ExamDatabase.pendingAnswers)
                        color: Theme.gold
                    }
                    Label {
                        visible: ExamDatabase.error !== ""
                        text: ExamDatabase.error
                        color: Theme.danger
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                    RowLayout {
                        visible: ExamDatabase.postgresql && !ExamDatabase.online
                        ChipButton {
                            objectName: "examRetry"
                            //: Tries to reach the shared exam server again.
                            text: qsTr("Try again")
                            Accessible.name: text
                            onClicked: ExamDatabase.retry()
                        }
                    }
                }
            }
        }
    }
}

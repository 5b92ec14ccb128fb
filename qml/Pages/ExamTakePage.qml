pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import QtQuick.Window
import Croupier
import Croupier.App

// Taking an exam (issue 8): the trainee chooses the exam and gives name and
// registration number; the questions come one by one on the game's table, with
// no verdict until the end unless the exam says so; every answer is saved the
// moment it is given, so a station that stops resumes at the same question.
Page {
    id: page

    /// --set exam=<id> --set traineeName=… --set traineeId=… [--set autostart=true]
    property string exam: ""
    property string traineeName: ""
    property string traineeId: ""
    property bool autostart: false
    /// For tests and screenshots: answer this many questions by itself with the
    /// right answer (-1: every question), one every autoAnswerInterval ms;
    /// autoAnswerWrong answers them wrong instead.
    property int autoAnswer: 0
    property int autoAnswerInterval: 1
    property bool autoAnswerWrong: false
    /// … or every n-th answer wrong (0: none).
    property int autoAnswerWrongEvery: 0
    /// For screenshots only: on an in-memory database, the instructor's demo exam
    /// (ExamDesk.startDemo) is set first, so there is an exam to take.
    property bool demo: false
    /// For screenshots: once finished, show this question of the review.
    property int reviewQuestion: 0
    /// --set fullScreen=true: the window goes full screen when the exam starts.
    property bool fullScreen: false
    /// --set seat=N: this station's seat in the room (chooses the form of an exam
    /// with forms per trainee); 0: the station's setting exam/seat.
    property int seat: 0

    property int autoAnswered: 0
    property int revision: 0
    readonly property var exams: revision >= 0 ? ExamDatabase.exams() : []
    readonly property bool settled: sitting.state !== "running"
                                    || (drillLoader.status === Loader.Ready && drillLoader.item.settled
                                        && (page.autoAnswer === 0 || page.autoAnswered >= page.autoAnswer
                                            && page.autoAnswer > 0))
    /// While the exam runs there is no Back (Shell): the exam is left by handing it in.
    readonly property bool holdsBack: sitting.state === "running"

    objectName: "examTakePage"
    background: null
    padding: Theme.spacingLarge
    //: The title of the page where a trainee takes an exam.
    title: sitting.state === "idle" ? qsTr("Take an exam") : sitting.title

    function start() {
        sitting.examId = page.exam
        sitting.traineeName = nameField.text
        sitting.traineeId = idField.text
        sitting.start()
    }
    /// "12:05" from seconds.
    function clock(seconds: int): string {
        const m = Math.floor(seconds / 60)
        const s = seconds % 60
        return m + ":" + (s < 10 ? "0" : "") + s
    }

    /// The sitting (for tests: its drill's right answer, its attempt).
    property alias examSitting: sitting

    ExamSitting {
        id: sitting

        seat: page.seat
        // Leaving the exam window is logged for the instructor, not punished.
        windowActive: page.Window.active
        onStateChanged: if (state === "running" && page.fullScreen && page.Window.window)
                            page.Window.window.visibility = Window.FullScreen
    }

    Connections {
        target: ExamDatabase
        function onExamsChanged() { page.revision++ }
    }

    Component {
        id: demoDesk

        ExamDesk {}
    }

    // The name first, for the keyboard.
    StackView.onActivated: if (sitting.state === "idle") nameField.forceActiveFocus()

    Component.onCompleted: {
        if (page.demo) {
            const desk = demoDesk.createObject(page, { language: LanguageManager.language })
            desk.startDemo()
            desk.destroy()
            page.revision++
        }
        nameField.text = page.traineeName
        idField.text = page.traineeId
        if (page.exam === "" && page.exams.length > 0)
            page.exam = page.exams[0].id
        if (page.autostart)
            page.start()
    }

    Timer {
        // autoAnswer (tests, screenshots): answer by itself.
        running: sitting.state === "running" && (page.autoAnswer < 0 || page.autoAnswered < page.autoAnswer)
        interval: page.autoAnswerInterval
        repeat: true
        onTriggered: {
            if (sitting.showingFeedback) {
                sitting.next()
                return
            }
            const wrong = page.autoAnswerWrong
                    || page.autoAnswerWrongEvery > 0 && (page.autoAnswered + 1) % page.autoAnswerWrongEvery === 0
            // The drill page on show knows how to answer wrong (DrillPage.wrongAnswer).
            if (sitting.submit(wrong ? drillLoader.item.wrongAnswer() : sitting.drill.rightAnswer()))
                page.autoAnswered++
        }
    }

    // --- Before the start: which exam, who. ---
    Flickable {
        visible: sitting.state === "idle"
        anchors.fill: parent
        contentHeight: startColumn.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds

        ColumnLayout {
            id: startColumn

            width: Math.min(parent.width, 760)
            x: (parent.width - width) / 2
            spacing: Theme.spacing

            Label {
                text: page.title
                color: Theme.cream
                font.family: Theme.displayFamily
                font.pixelSize: Theme.fontSizeTitle
                font.bold: true
            }
            Label {
                //: The exam page's introduction for the trainee.
                text: qsTr("Choose your exam and say who you are. Each answer is saved the moment you give it; if the station stops, start again with the same registration number and you go on from the same question.")
                color: Theme.text
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Label {
                //: Heading of the list of exams a trainee can take.
                text: qsTr("Exam")
                color: Theme.goldLight
                font.pixelSize: Theme.fontSizeLarge
                font.bold: true
            }
            Label {
                visible: page.exams.length === 0
                //: The exam page when the instructor has not set any exam yet.
                text: ExamDatabase.ready ? qsTr("No exam has been set yet: ask your instructor.") : ExamDatabase.error
                color: ExamDatabase.ready ? Theme.muted : Theme.danger
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Repeater {
                model: page.exams

                delegate: Rectangle {
                    id: examRow

                    required property var modelData

                    readonly property bool chosen: page.exam === modelData.id

                    objectName: "exam-" + modelData.id
                    Layout.fillWidth: true
                    implicitHeight: examRowText.implicitHeight + 2 * Theme.spacingSmall
                    radius: Theme.radiusSmall
                    color: chosen ? Theme.panelHover : Theme.panel
                    border.color: chosen ? Theme.goldLight : Theme.rim
                    border.width: chosen || examRowArea.activeFocus ? 2 : 1
                    Accessible.role: Accessible.RadioButton
                    Accessible.name: modelData.title
                    Accessible.checked: chosen
                    activeFocusOnTab: true
                    Keys.onSpacePressed: page.exam = modelData.id

                    Label {
                        id: examRowText

                        anchors.fill: parent
                        anchors.margins: Theme.spacingSmall
                        anchors.leftMargin: Theme.spacing
                        verticalAlignment: Text.AlignVCenter
                        //: One exam in the trainee's list: its title and how many questions.
                        text: qsTr("%1 · %n question(s)", "", examRow.modelData.questions).arg(examRow.modelData.title)
                        color: examRow.chosen ? Theme.cream : Theme.text
                        font.bold: examRow.chosen
                        elide: Text.ElideRight
                    }
                    MouseArea {
                        id: examRowArea

                        anchors.fill: parent
                        onClicked: page.exam = examRow.modelData.id
                    }
                }
            }
            GridLayout {
                columns: 2
                columnSpacing: Theme.spacing
                rowSpacing: Theme.spacingSmall
                Layout.topMargin: Theme.spacing

                Label {
                    //: The trainee's full name, before an exam.
                    text: qsTr("Full name")
                    color: Theme.text
                }
                TextField {
                    id: nameField

                    objectName: "traineeName"
                    focus: true
                    Layout.preferredWidth: 360
                    Accessible.name: qsTr("Full name")
                    color: Theme.text
                    maximumLength: 120
                    background: Rectangle {
                        radius: Theme.radiusSmall
                        color: Theme.panel
                        border.color: nameField.activeFocus ? Theme.goldLight : Theme.rim
                    }
                    onAccepted: idField.forceActiveFocus()
                }
                Label {
                    //: The trainee's registration number at the casino school, before an exam.
                    text: qsTr("Registration number")
                    color: Theme.text
                }
                TextField {
                    id: idField

                    objectName: "traineeId"
                    Layout.preferredWidth: 200
                    Accessible.name: qsTr("Registration number")
                    color: Theme.text
                    maximumLength: 40
                    background: Rectangle {
                        radius: Theme.radiusSmall
                        color: Theme.panel
                        border.color: idField.activeFocus ? Theme.goldLight : Theme.rim
                    }
                    onAccepted: page.start()
                }
            }
            Label {
                objectName: "startError"
                visible: sitting.error !== ""
                text: sitting.error
                color: Theme.danger
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            GoldButton {
                objectName: "startExam"
                //: Starts (or resumes) the chosen exam.
                text: qsTr("Start the exam")
                Accessible.name: text
                enabled: page.exam !== ""
                onClicked: page.start()
            }
            Label {
                //: Where the exam's answers are saved. %1 a file or a server's address.
                text: qsTr("Answers are saved in %1").arg(ExamDatabase.location)
                color: Theme.muted
                font.pixelSize: Theme.fontSizeSmall
                elide: Text.ElideMiddle
                Layout.fillWidth: true
            }
        }
    }

    // --- During the exam and the review: the question on the table. ---
    ColumnLayout {
        visible: sitting.state !== "idle"
        anchors.fill: parent
        spacing: Theme.spacing

        Rectangle {
            Layout.fillWidth: true
            implicitHeight: strip.implicitHeight + 2 * Theme.spacingSmall
            radius: Theme.radius
            color: Theme.panel
            border.color: Theme.rim

            RowLayout {
                id: strip

                anchors.fill: parent
                anchors.margins: Theme.spacingSmall
                anchors.leftMargin: Theme.spacing
                anchors.rightMargin: Theme.spacing
                spacing: Theme.spacingLarge

                Label {
                    objectName: "examProgress"
                    text: sitting.state === "finished"
                          //: Exam strip after handing in: the question under review. %1 its number, %2 how many questions.
                          ? qsTr("Review: question %1 of %2").arg(sitting.questionNumber).arg(sitting.questionCount)
                          //: Exam strip. %1 the question on show, %2 how many questions.
                          : qsTr("Question %1 of %2").arg(sitting.questionNumber).arg(sitting.questionCount)
                    color: Theme.cream
                    font.pixelSize: Theme.fontSizeLarge
                    font.bold: true
                }
                Label {
                    objectName: "examTrainee"
                    text: sitting.traineeName + " · " + sitting.traineeId
                    color: Theme.muted
                    elide: Text.ElideRight
                    // Gives way first when the strip is narrow (1024 px, Greek).
                    Layout.fillWidth: true
                    Layout.minimumWidth: 60
                    Layout.maximumWidth: 260
                }
                Label {
                    objectName: "examClock"
                    visible: sitting.state === "running" && sitting.secondsLeft >= 0
                    //: Exam strip: the time left for the whole exam, "12:05".
                    text: qsTr("Time left %1").arg(page.clock(sitting.secondsLeft))
                    color: sitting.secondsLeft < 60 ? Theme.danger : Theme.text
                    font.bold: sitting.secondsLeft < 60
                }
                Label {
                    objectName: "questionClock"
                    visible: sitting.state === "running" && sitting.questionSecondsLeft >= 0
                    //: Exam strip: the seconds left for the question on show.
                    text: qsTr("This question %1 s").arg(sitting.questionSecondsLeft)
                    color: sitting.questionSecondsLeft <= 5 ? Theme.danger : Theme.text
                }
                Label {
                    objectName: "examResumed"
                    // Until the first answer after a restart: nothing was lost.
                    visible: sitting.state === "running" && sitting.resumedAt > 0
                             && sitting.questionNumber === sitting.resumedAt
                    //: Exam strip after the station stopped and the exam started again. %n answers already saved.
                    text: qsTr("Resumed: your %n answer(s) were kept", "", sitting.answeredCount)
                    color: Theme.success
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                Label {
                    objectName: "examOffline"
                    visible: ExamDatabase.postgresql && !ExamDatabase.online
                    //: Exam strip when the classroom server cannot be reached. %n answers kept on this station.
                    text: qsTr("Server unreachable: %n answer(s) kept on this station, sent when it is back", "", ExamDatabase.pendingAnswers)
                    color: Theme.goldLight
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                Item { Layout.fillWidth: true }
                Label {
                    visible: sitting.error !== "" && sitting.state === "running"
                    text: sitting.error
                    color: Theme.danger
                    wrapMode: Text.WordWrap
                    Layout.maximumWidth: 320
                }
                ChipButton {
                    objectName: "fullScreen"
                    visible: sitting.state === "running" && page.Window.window !== null
                    readonly property bool full: page.Window.window !== null
                                                 && page.Window.window.visibility === Window.FullScreen
                    text: full
                          //: Exam strip: leaves full screen for a normal window.
                          ? qsTr("Window")
                          //: Exam strip: shows the exam on the whole screen.
                          : qsTr("Full screen")
                    Accessible.name: text
                    onClicked: page.Window.window.visibility = full ? Window.Windowed : Window.FullScreen
                }
                ChipButton {
                    id: handIn

                    /// The first click asks, the second hands in.
                    property bool armed: false

                    objectName: "handIn"
                    visible: sitting.state === "running"
                    text: armed
                          //: Second click of "Hand in": unanswered questions count as wrong.
                          ? qsTr("Hand in now? Unanswered questions count as wrong")
                          //: Hands the exam in before the last question.
                          : qsTr("Hand in")
                    Accessible.name: text
                    onClicked: {
                        if (armed)
                            sitting.finish()
                        armed = !armed
                    }
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacing

            Loader {
                id: drillLoader

                objectName: "drillLoader"
                active: sitting.state === "running" || (sitting.state === "finished" && sitting.drill.answered)
                visible: active
                Layout.fillWidth: active
                Layout.fillHeight: true
                Component.onCompleted: setSource("DrillPage.qml", { driver: sitting, examMode: true })
                onLoaded: {
                    // The answer form inside takes the keys when the loader has them.
                    item.focus = true
                    if (sitting.state === "running")
                        item.focusAnswer()
                    item.game = Qt.binding(() => sitting.drill.game)
                    item.topic = Qt.binding(() => sitting.drill.topic)
                    item.revealAnswers = Qt.binding(() => sitting.state === "finished" || sitting.feedback === "each")
                }
            }

            // --- After handing in: the result, and the review. ---
            Rectangle {
                objectName: "examResult"
                visible: sitting.state === "finished"
                // Beside the question under review, or alone in the middle.
                Layout.preferredWidth: drillLoader.active ? 280 : 640
                Layout.maximumWidth: drillLoader.active ? 280 : 720
                Layout.fillWidth: !drillLoader.active
                Layout.alignment: Qt.AlignHCenter
                Layout.fillHeight: true
                radius: Theme.radiusLarge
                color: Theme.panel
                border.color: Theme.rim

                Flickable {
                    id: resultFlick

                    anchors.fill: parent
                    anchors.margins: Theme.spacingLarge
                    contentWidth: width
                    contentHeight: resultColumn.implicitHeight
                    clip: true
                    boundsBehavior: Flickable.StopAtBounds

                    ColumnLayout {
                        id: resultColumn

                        width: resultFlick.width
                        spacing: Theme.spacing

                        Label {
                            //: After handing in an exam.
                            text: qsTr("Exam handed in")
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                            color: Theme.cream
                            font.family: Theme.displayFamily
                            font.pixelSize: Theme.fontSizeHeading
                            font.bold: true
                        }
                        Label {
                            objectName: "examScore"
                            //: The exam's result. %1 right answers, %2 questions, %3 the percentage.
                            text: qsTr("%1 of %2 right (%3 %)").arg(sitting.correct).arg(sitting.questionCount).arg(sitting.percent)
                            color: Theme.text
                            font.pixelSize: Theme.fontSizeLarge
                        }
                        Label {
                            objectName: "examVerdict"
                            text: sitting.passed
                                  //: The exam's verdict. %1 the pass mark in percent.
                                  ? qsTr("Passed (pass mark %1 %)").arg(sitting.passMark)
                                  //: The exam's verdict. %1 the pass mark in percent.
                                  : qsTr("Not passed (pass mark %1 %)").arg(sitting.passMark)
                            color: sitting.passed ? Theme.success : Theme.danger
                            font.pixelSize: Theme.fontSizeLarge
                            font.bold: true
                        }
                        Repeater {
                            model: sitting.topicScores

                            delegate: Label {
                                required property var modelData

                                //: One topic of the exam result: its title, right answers of asked, mean time in seconds.
                                text: qsTr("%1: %2 of %3 · %4 s").arg(modelData.title).arg(modelData.correct).arg(modelData.asked)
                                      .arg((modelData.meanMs / 1000).toLocaleString(Qt.locale(LanguageManager.language), "f", 1))
                                color: Theme.text
                                wrapMode: Text.WordWrap
                                Layout.fillWidth: true
                            }
                        }
                        Label {
                            visible: sitting.review.length > 0
                            //: Heading of the exam's review: every question, to open one by one.
                            text: qsTr("Your answers")
                            color: Theme.goldLight
                            font.bold: true
                            Layout.topMargin: Theme.spacing
                        }
                        Flow {
                            spacing: Theme.spacingTiny
                            Layout.fillWidth: true

                            Repeater {
                                model: sitting.review

                                delegate: ChipButton {
                                    required property var modelData

                                    objectName: "review-" + modelData.number
                                    text: modelData.number + (modelData.correct ? " ✓" : " ✗")
                                    //: Accessible name of a question in the exam's review. %1 its number.
                                    Accessible.name: modelData.correct ? qsTr("Question %1, right").arg(modelData.number)
                                                                       //: Accessible name of a question in the exam's review. %1 its number.
                                                                       : qsTr("Question %1, wrong").arg(modelData.number)
                                    onClicked: sitting.showQuestion(modelData.number)
                                }
                            }
                        }
                        Label {
                            visible: sitting.error !== ""
                            text: sitting.error
                            color: Theme.danger
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                        }
                    }
                }
            }
        }
    }

    Connections {
        target: sitting
        function onStateChanged() {
            // The keys go to the answer form once the exam is under way.
            if (sitting.state === "running" && drillLoader.item) {
                drillLoader.forceActiveFocus()
                drillLoader.item.focusAnswer()
            }
            if (sitting.state === "finished" && page.reviewQuestion > 0)
                sitting.showQuestion(page.reviewQuestion)
        }
    }
}

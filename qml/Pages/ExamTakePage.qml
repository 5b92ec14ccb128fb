pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import QtQuick.Window
import Croupier
import Croupier.App

// Taking an exam (issue 8): the trainee chooses the exam and gives name and
// registration number; the questions come one by one on the game's table, with
// no verdict until the end unless the exam says so. A choice stays changeable
// until Next (Enter), which saves it for good, so a station that stops resumes at
// the same question; Enter with nothing chosen leaves the question for later.
// Ctrl+F flags the question on show. After the last question (or Ctrl+R) the
// review lists every question answered, unanswered or flagged; an unanswered one
// is opened again with Enter, and Ctrl+Enter hands in after a confirmation
// (issue 17).
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
    /// … and every n-th question flagged and left unanswered instead (0: none).
    property int autoSkipEvery: 0
    /// Once autoAnswer's questions are done: open the review before hand-in.
    property bool autoReview: false
    /// … or put the right answer in the next question's form, chosen but not given.
    property bool autoDraft: false
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
    // After handing in, a question under review is dealt again: the page has settled once
    // its cards are down and face up (issue 17: a screenshot caught them face down).
    readonly property bool settled: sitting.state === "finished"
                                    ? !drillLoader.active
                                      || drillLoader.status === Loader.Ready && drillLoader.item.settled
                                         && (page.reviewQuestion === 0 || sitting.questionNumber === page.reviewQuestion)
                                    : sitting.state !== "running"
                                    || ((sitting.reviewing && (!page.autoReview || reviewList.count > 0))
                                        || drillLoader.status === Loader.Ready && drillLoader.item.settled)
                                       && (page.autoAnswer === 0 || page.autoAnswered >= page.autoAnswer
                                           && page.autoAnswer > 0)
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
            if (sitting.reviewing) {
                // Every question done (autoAnswer -1): hand in, as the trainee would.
                sitting.finish()
                return
            }
            if (page.autoSkipEvery > 0 && (page.autoAnswered + 1) % page.autoSkipEvery === 0) {
                sitting.toggleFlag(sitting.questionNumber)
                sitting.skip()
                page.autoAnswered++
                return
            }
            const wrong = page.autoAnswerWrong
                    || page.autoAnswerWrongEvery > 0 && (page.autoAnswered + 1) % page.autoAnswerWrongEvery === 0
            // The drill page on show knows how to answer wrong (DrillPage.wrongAnswer).
            if (sitting.submit(wrong ? drillLoader.item.wrongAnswer() : sitting.drill.rightAnswer()))
                page.autoAnswered++
        }
    }
    onAutoAnsweredChanged: {
        if (page.autoAnswer <= 0 || page.autoAnswered < page.autoAnswer)
            return
        if (page.autoReview)
            sitting.openReview()
        else if (page.autoDraft)
            Qt.callLater(() => drillLoader.item.fillAnswer(sitting.drill.rightAnswer()))
    }

    // The keys of the exam (issue 17): Ctrl+F flags the question on show, Ctrl+R
    // opens the review; the keyboard stays in the answer form.
    Shortcut {
        sequence: "Ctrl+F"
        enabled: sitting.state === "running" && !sitting.reviewing
        onActivated: sitting.toggleFlag(sitting.questionNumber)
    }
    Shortcut {
        sequence: "Ctrl+R"
        enabled: sitting.state === "running" && !sitting.reviewing
        onActivated: sitting.openReview()
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
                text: qsTr("Choose your exam and say who you are. A choice can be changed until you press Next, which saves the answer for good; if the station stops, start again with the same registration number and you go on from the same question.")
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
                          : sitting.reviewing
                          //: Exam strip: the list of questions before handing in.
                          ? qsTr("Before you hand in")
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
                visible: active && !sitting.reviewing
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

            // --- Before handing in (issue 17): every question, answered or not, flagged. ---
            Rectangle {
                objectName: "examReview"
                visible: sitting.state === "running" && sitting.reviewing
                Layout.fillWidth: true
                Layout.maximumWidth: 820
                // In the middle of the page.
                Layout.leftMargin: Math.max(0, (page.availableWidth - 820) / 2)
                Layout.fillHeight: true
                radius: Theme.radiusLarge
                color: Theme.panel
                border.color: Theme.rim

                FocusScope {
                    id: reviewPanel

                    /// "Hand in" asked: Enter hands in, Esc goes back to the list.
                    property bool confirming: false
                    readonly property int flaggedCount: sitting.questionStates.filter(q => q.flagged).length

                    anchors.fill: parent
                    anchors.margins: Theme.spacingLarge

                    function openCurrent() {
                        const q = reviewList.currentIndex >= 0 ? sitting.questionStates[reviewList.currentIndex] : null
                        if (q && q.canOpen)
                            sitting.openQuestion(q.number)
                    }

                    Keys.onPressed: event => {
                        const ctrl = (event.modifiers & Qt.ControlModifier) !== 0
                        const enter = event.key === Qt.Key_Return || event.key === Qt.Key_Enter
                        if (reviewPanel.confirming) {
                            if (enter)
                                sitting.finish()
                            else if (event.key === Qt.Key_Escape)
                                reviewPanel.confirming = false
                            event.accepted = enter || event.key === Qt.Key_Escape
                        } else if (enter && ctrl) {
                            reviewPanel.confirming = true
                            event.accepted = true
                        } else if (enter) {
                            reviewPanel.openCurrent()
                            event.accepted = true
                        } else if (ctrl && event.key === Qt.Key_F && reviewList.currentIndex >= 0) {
                            // The list is read again: the row chosen stays chosen.
                            const row = reviewList.currentIndex
                            sitting.toggleFlag(row + 1)
                            reviewList.currentIndex = row
                            event.accepted = true
                        }
                    }

                    ColumnLayout {
                        anchors.fill: parent
                        spacing: Theme.spacing

                        Label {
                            //: The review before handing in an exam: its heading.
                            text: qsTr("Your answers before you hand in")
                            color: Theme.cream
                            font.family: Theme.displayFamily
                            font.pixelSize: Theme.fontSizeHeading
                            font.bold: true
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                        }
                        Label {
                            objectName: "reviewSummary"
                            //: The review before handing in. %1 questions answered, %2 without an answer, %3 flagged.
                            text: qsTr("Answered: %1 · unanswered: %2 · flagged: %3").arg(sitting.answeredCount)
                                    .arg(sitting.unansweredCount).arg(reviewPanel.flaggedCount)
                            color: sitting.unansweredCount > 0 ? Theme.goldLight : Theme.text
                            font.pixelSize: Theme.fontSizeLarge
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                        }
                        Label {
                            //: The review before handing in: what can be done, and the keys.
                            text: qsTr("An answer given with Next is final. An unanswered question can still be answered: ↑ ↓ choose it, Enter opens it. Ctrl+F flags or unflags the question chosen.")
                            color: Theme.muted
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                        }
                        ListView {
                            id: reviewList

                            objectName: "reviewList"
                            focus: true
                            clip: true
                            spacing: 2
                            model: sitting.questionStates
                            keyNavigationEnabled: true
                            highlightMoveDuration: 0
                            boundsBehavior: Flickable.StopAtBounds
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            Layout.minimumHeight: 120

                            delegate: Rectangle {
                                id: reviewRow

                                required property var modelData
                                required property int index
                                readonly property bool current: ListView.isCurrentItem

                                objectName: "reviewRow-" + modelData.number
                                width: ListView.view.width
                                implicitHeight: rowLayout.implicitHeight + 2 * Theme.spacingTiny
                                radius: Theme.radiusSmall
                                color: current ? Theme.panelHover : "transparent"
                                border.color: current ? Theme.goldLight : Theme.rim
                                border.width: current ? 2 : 1
                                Accessible.role: Accessible.ListItem
                                Accessible.name: rowText.text + " · " + stateText.text

                                RowLayout {
                                    id: rowLayout

                                    anchors.fill: parent
                                    anchors.leftMargin: Theme.spacing
                                    anchors.rightMargin: Theme.spacing
                                    spacing: Theme.spacing

                                    Label {
                                        id: rowText

                                        //: A question in the review before handing in: %1 its number, %2 its topic.
                                        text: qsTr("%1. %2").arg(reviewRow.modelData.number).arg(reviewRow.modelData.title)
                                        color: Theme.text
                                        elide: Text.ElideRight
                                        Layout.fillWidth: true
                                    }
                                    Label {
                                        objectName: "flagMark"
                                        visible: reviewRow.modelData.flagged
                                        //: A question flagged by the trainee, in the review before handing in.
                                        text: qsTr("⚑ flagged")
                                        color: Theme.goldLight
                                        font.bold: true
                                    }
                                    Label {
                                        id: stateText

                                        objectName: "state"
                                        text: reviewRow.modelData.state === "answered"
                                              //: A question in the review before handing in: an answer was given (final).
                                              ? qsTr("answered")
                                              : reviewRow.modelData.state === "timedOut"
                                                //: A question in the review before handing in: its time ran out with no answer.
                                                ? qsTr("time ran out")
                                                //: A question in the review before handing in: no answer yet; Enter opens it.
                                                : qsTr("unanswered · Enter to answer")
                                        color: reviewRow.modelData.state === "answered" ? Theme.success
                                               : reviewRow.modelData.state === "timedOut" ? Theme.danger : Theme.goldLight
                                        font.bold: reviewRow.modelData.state !== "answered"
                                    }
                                }
                                MouseArea {
                                    anchors.fill: parent
                                    onClicked: {
                                        reviewList.currentIndex = reviewRow.index
                                        reviewPanel.forceActiveFocus()
                                    }
                                    onDoubleClicked: reviewPanel.openCurrent()
                                }
                            }
                        }
                        Label {
                            objectName: "handInConfirm"
                            visible: reviewPanel.confirming
                            text: sitting.unansweredCount > 0
                                  //: Asked before handing in. %n questions without an answer.
                                  ? qsTr("Hand in now? %n unanswered question(s) count as wrong. Enter hands in, Esc goes back.", "", sitting.unansweredCount)
                                  //: Asked before handing in, every question answered.
                                  : qsTr("Hand in now? Nothing can be changed afterwards. Enter hands in, Esc goes back.")
                            color: Theme.goldLight
                            font.bold: true
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                        }
                        RowLayout {
                            spacing: Theme.spacing

                            GoldButton {
                                objectName: "handIn"
                                focusPolicy: Qt.NoFocus
                                text: reviewPanel.confirming
                                      //: Confirms handing in the exam (also the Enter key).
                                      ? qsTr("Hand in now (Enter)")
                                      //: Hands the exam in, after a confirmation (also Ctrl+Enter).
                                      : qsTr("Hand in (Ctrl+Enter)")
                                Accessible.name: text
                                onClicked: {
                                    if (reviewPanel.confirming)
                                        sitting.finish()
                                    reviewPanel.confirming = true
                                    reviewPanel.forceActiveFocus()
                                }
                            }
                            ChipButton {
                                objectName: "handInCancel"
                                visible: reviewPanel.confirming
                                focusPolicy: Qt.NoFocus
                                //: Does not hand in yet: back to the list of questions (also Esc).
                                text: qsTr("Not yet (Esc)")
                                Accessible.name: text
                                onClicked: {
                                    reviewPanel.confirming = false
                                    reviewPanel.forceActiveFocus()
                                }
                            }
                        }
                    }
                }
            }

            // --- After handing in: the result, and the review. ---
            Rectangle {
                readonly property int reviewWidth: Math.max(280, Math.min(360, page.width * 0.2))

                objectName: "examResult"
                visible: sitting.state === "finished"
                // Beside the question under review (wider in a wide window), or alone in the middle.
                Layout.preferredWidth: drillLoader.active ? reviewWidth : 640
                Layout.maximumWidth: drillLoader.active ? reviewWidth : 720
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
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
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
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                        }
                        Repeater {
                            model: sitting.topicScores

                            delegate: Label {
                                required property var modelData

                                //: One topic of the exam result: its title, right answers of asked, mean time in seconds.
                                text: qsTr("%1: %2 of %3 · %4 s").arg(modelData.title).arg(modelData.correct).arg(modelData.asked)
                                      .arg(Theme.seconds(modelData.meanMs))
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

        // The question's actions (issue 17), under the table: the keyboard stays in
        // the answer form.
        RowLayout {
            visible: sitting.state === "running" && !sitting.reviewing
            Layout.fillWidth: true
            spacing: Theme.spacing

            Item { Layout.fillWidth: true }
            ChipButton {
                objectName: "flag"
                focusPolicy: Qt.NoFocus
                text: sitting.flagged
                      //: Exam page, under the table: the question on show is flagged for the review; the key takes the flag off.
                      ? qsTr("⚑ Flagged (Ctrl+F)")
                      //: Exam page, under the table: flags the question on show, to look at again in the review before handing in.
                      : qsTr("Flag (Ctrl+F)")
                Accessible.name: text
                onClicked: sitting.toggleFlag(sitting.questionNumber)
            }
            ChipButton {
                objectName: "toReview"
                focusPolicy: Qt.NoFocus
                //: Exam page, under the table: the list of every question (answered, unanswered, flagged), where the exam is handed in.
                text: qsTr("Review and hand in (Ctrl+R)")
                Accessible.name: text
                onClicked: sitting.openReview()
            }
        }
    }

    // The keyboard follows what is on show: the review's list, or the answer form.
    readonly property bool reviewing: sitting.reviewing
    onReviewingChanged: {
        if (reviewing) {
            reviewPanel.confirming = false
            // The first question that can still be answered, else the first.
            const states = sitting.questionStates
            const open = states.findIndex(q => q.canOpen)
            reviewList.currentIndex = open >= 0 ? open : 0
            reviewPanel.forceActiveFocus()
        } else if (sitting.state === "running" && drillLoader.item) {
            // Once the form is visible again (an invisible item takes no focus).
            Qt.callLater(() => {
                if (sitting.state === "running" && !sitting.reviewing && drillLoader.item) {
                    drillLoader.forceActiveFocus()
                    drillLoader.item.focusAnswer()
                }
            })
        }
    }

    Connections {
        target: sitting
        function onStateChanged() {
            // The keys go to the answer form once the exam is under way (or to the
            // review, when every question was answered before a restart).
            if (sitting.state === "running" && sitting.reviewing)
                Qt.callLater(() => reviewPanel.forceActiveFocus())
            else if (sitting.state === "running" && drillLoader.item) {
                drillLoader.forceActiveFocus()
                drillLoader.item.focusAnswer()
            }
            if (sitting.state === "finished" && page.reviewQuestion > 0)
                sitting.showQuestion(page.reviewQuestion)
        }
    }
}

pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Croupier
import Croupier.App

// A drill: the question set out on the game's table, the answer form beside it,
// and the feedback (the right answer, the rule that decides it with its article,
// the time taken). Questions come from the engine (DrillSession).
Page {
    id: page

    /// The question bank's game and topic: "punto-banco", "baccarat.draw".
    property string game: "punto-banco"
    property string topic: "baccarat.total"
    /// 1 (whole chips) to 3 (odd amounts, half chips).
    property int level: 1
    /// 0 draws a seed; a fixed seed (tests, screenshots) asks the same questions.
    property int seed: 0
    /// For screenshots and demonstrations: answer the first question "right" or
    /// "wrong" by itself once it is dealt.
    property string autoAnswer: ""
    /// Optional: a driver (StudySession) whose `drill` the page shows and whose
    /// next() asks the next question, instead of the page's own DrillSession.
    property var driver: null
    /// An exam (ExamSitting is the driver): the answer goes to the driver, which
    /// stores it and shows the next question; the page shows no count of right
    /// answers, and no verdict unless revealAnswers.
    property bool examMode: false
    /// Whether the verdict (the feedback, the right answer on the table) is shown.
    property bool revealAnswers: true
    /// The length of a set of the page's own drill (issue 17): "10", "20", "50"
    /// questions, "2m" or "5m" minutes (DrillSet.length). The drills page chooses it.
    property string setLength: "20"
    /// For screenshots and demonstrations: play the whole set by itself (every third
    /// answer wrong) and stop at its summary.
    property bool demoSet: false
    /// The page's own drill runs in sets with a summary; a driver (self-study, an
    /// exam) keeps its own count.
    readonly property bool inSets: driver === null && !examMode
    /// The set is over: the summary is on show.
    readonly property bool summaryShown: inSets && drillSet.finished

    /// The drill on show: the driver's, or the page's own.
    readonly property DrillSession session: driver !== null ? driver.drill : ownSession
    readonly property alias table: tableLoader.item
    /// The narrowest felt that can be read: its cards about 40 px wide (70 of its 1000
    /// design units), its printing 8 px and up. Narrower, the question is shown in words.
    property real legibleTableWidth: 560
    /// The felt has less room than that: the question in words instead (issue 17).
    readonly property bool inWords: tableArea.width > 0 && tableArea.width < legibleTableWidth
    /// Read by the window's pageReady: the question is dealt (and answered, if
    /// autoAnswer asks for it).
    readonly property bool settled: demoSet ? summaryShown
                                            : tableLoader.status === Loader.Ready && tableLoader.item.settled
                                              && (autoAnswer === "" || page.session.answered)

    objectName: "drillPage"
    background: null
    padding: Theme.spacingLarge
    // Re-read on a language switch (the C++ call has no notifier of its own).
    title: LanguageManager.language.length >= 0 ? DrillCatalog.title(topic) : ""

    /// The form holds nothing yet (an exam's Enter then goes on without an answer).
    function blank(values: var): bool {
        for (const name in values) {
            const v = values[name]
            if (v !== undefined && v !== null && v !== "" && !(typeof v === "object" && Object.keys(v).length === 0))
                return false
        }
        return true
    }
    /// Sends the answer form's values; true once judged.
    function answer(values: var): bool {
        return page.examMode ? page.driver.submit(values) : page.session.submit(values)
    }
    function nextQuestion() {
        if (driver !== null)
            driver.next()
        else
            drillSet.next()
        answerPanel.clear()
        if (page.summaryShown)
            Qt.callLater(() => setSummary.takeFocus())
    }
    /// A new set: "again" over every cell, "practise" over the cells just missed.
    function newSet(kind: string) {
        if (kind === "practise")
            drillSet.practiseMissed()
        else
            drillSet.start()
        answerPanel.clear()
    }
    /// "1:45": a timed set's time left.
    function clock(ms: int): string {
        const s = Math.ceil(ms / 1000)
        return Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0")
    }
    /// The keyboard to the answer form's first field (a driver that showed its
    /// question before the page was there: an exam).
    function focusAnswer() {
        answerPanel.focusFirst()
    }
    /// The page takes the keyboard (Shell.focusPage): the answer form, which also takes
    /// Enter for the next question once answered.
    function takeFocus() {
        answerPanel.focusFirst()
    }
    /// For screenshots: @p values in the answer form, not yet given.
    function fillAnswer(values: var) {
        answerPanel.fill(values)
    }
    /// For tests and demonstrations: a wrong answer to the question on show, the
    /// engine's answer with its first field changed to another valid value.
    function wrongAnswer(): var {
        return page.session.wrongAnswer()
    }
    /// The table's file for a topic of the question bank at a game: the chip
    /// drills (issue 16) lie on a felt of their own at every game.
    function tableFile(game: string, topic: string): string {
        if (topic.startsWith("chips."))
            return "../Tables/ChipsTable.qml"
        if (game === "craps")
            return "../Tables/CrapsTable.qml"
        if (game === "blackjack")
            return "../Tables/BlackjackTable.qml"
        return "../Tables/BaccaratTable.qml"
    }

    DrillSession {
        id: ownSession

        game: page.game
        topic: page.topic
        level: page.level
        seed: page.seed
        language: LanguageManager.language
    }

    DrillSet {
        id: drillSet

        session: ownSession
        length: page.setLength
        // Issue 19, item 5: the trainee's practice time limits, stretched or off.
        timeScale: StudyDatabase.revision >= 0 && StudyDatabase.activeProfile > 0
                   ? StudyDatabase.scheduleSettings(StudyDatabase.activeProfile).timeScale : 100
    }

    Component.onCompleted: if (driver === null) newSet("again")

    // The verdict comes under the question once judged; when the panel is taller than
    // the window it scrolls as little as brings the verdict into view, and goes back to
    // the top for the next question (issue 17: the heading is not scrolled away for nothing).
    Connections {
        target: page.session
        // An exam shows its next question by itself once the answer is stored.
        function onQuestionChanged() {
            if (page.examMode)
                answerPanel.clear()
        }
        function onAnswerChanged() {
            Qt.callLater(sideFlick.place)
        }
    }

    Timer {
        // demoSet: each question answered once dealt (every third one wrong), then the next.
        running: page.demoSet && page.inSets && !drillSet.finished && tableLoader.status === Loader.Ready
                 && tableLoader.item.settled
        interval: 1
        repeat: true
        onTriggered: {
            if (!page.session.answered)
                page.answer(page.session.number % 3 === 0 ? page.wrongAnswer() : page.session.rightAnswer())
            else
                page.nextQuestion()
        }
    }

    Timer {
        // autoAnswer: once the cards are down, answer as asked.
        running: page.autoAnswer !== "" && !page.session.answered && tableLoader.status === Loader.Ready
                 && tableLoader.item.settled
        interval: 1
        onTriggered: {
            page.answer(page.autoAnswer === "right" ? page.session.rightAnswer() : page.wrongAnswer())
        }
    }

    DrillSetSummary {
        id: setSummary

        objectName: "setSummary"
        anchors.fill: parent
        visible: page.summaryShown
        focus: page.summaryShown
        drillSet: drillSet
        drillTitle: page.title
        onPractise: page.newSet("practise")
        onAgain: page.newSet("again")
        onBack: page.StackView.view.pop()
    }

    RowLayout {
        anchors.fill: parent
        spacing: Theme.spacingLarge
        visible: !page.summaryShown

        Item {
            id: tableArea

            Layout.fillWidth: true
            Layout.fillHeight: true

            Loader {
                id: tableLoader

                objectName: "tableLoader"
                anchors.fill: parent
                visible: !page.inWords
                source: page.tableFile(page.game, page.topic)
                onLoaded: {
                    item.game = Qt.binding(() => page.game)
                    item.topic = Qt.binding(() => page.topic)
                    item.scenario = Qt.binding(() => page.session.scenario)
                    item.answered = Qt.binding(() => page.session.answered && page.revealAnswers)
                    item.expected = Qt.binding(() => page.revealAnswers ? page.session.expected : ({}))
                }
            }

            // Too narrow a felt (an exam's review at 1024 px beside its result): the question
            // in words in its place, the cards as a dealer reads them (9♥ 3♠), never a felt
            // too small to read (issue 17).
            Rectangle {
                objectName: "questionInWords"
                visible: page.inWords
                // Level with the question's heading beside it.
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.top: parent.top
                height: Math.min(parent.height, wordsColumn.implicitHeight + 2 * Theme.spacingLarge)
                radius: Theme.radiusLarge
                color: Theme.feltDark
                border.color: Theme.rim

                Column {
                    id: wordsColumn

                    anchors.fill: parent
                    anchors.margins: Theme.spacingLarge
                    spacing: Theme.spacing

                    Label {
                        //: In place of a felt too small to read (an exam's review on a small screen): over the question in words.
                        text: qsTr("On the table")
                        color: Theme.goldLight
                        font.bold: true
                        width: parent.width
                        wrapMode: Text.WordWrap
                    }
                    Label {
                        objectName: "wordsPrompt"
                        text: page.session.valid ? Theme.keepNumbersWhole(page.session.prompt) : page.session.setupError
                        color: Theme.cream
                        font.pixelSize: Theme.fontSizeHeading
                        width: parent.width
                        wrapMode: Text.WordWrap
                    }
                }
            }
        }

        Rectangle {
            id: side

            Layout.preferredWidth: Math.max(360, Math.min(440, page.width * 0.34))
            Layout.fillHeight: true
            radius: Theme.radiusLarge
            color: Theme.panel
            border.color: Theme.rim

            Flickable {
                id: sideFlick

                /// At the top; once answered, as far down as shows the whole verdict (its
                /// top when it is taller than the panel), no further.
                function place() {
                    if (!page.session.answered || !feedback.visible) {
                        contentY = 0
                        return
                    }
                    const end = Math.max(0, contentHeight - height)
                    const bottom = feedback.y + feedback.height - height
                    contentY = Math.min(end, Math.max(0, Math.min(feedback.y, bottom)))
                }

                objectName: "sideFlick"
                anchors.fill: parent
                // The verdict grows the column: keep it in view.
                onContentHeightChanged: if (page.session.answered) place()
                onHeightChanged: if (page.session.answered) place()
                anchors.margins: Theme.spacingLarge
                contentHeight: sideColumn.implicitHeight
                clip: true
                boundsBehavior: Flickable.StopAtBounds
                // Taller than the panel (1024x700, a long Greek verdict and form): a bar in the
                // panel's margin says there is more below (issue 17: the form ran off its foot
                // cut mid-line, nothing to say it scrolled).
                ScrollBar.vertical: ScrollBar {
                    objectName: "sideScrollBar"
                    parent: side
                    x: sideFlick.x + sideFlick.width + (Theme.spacingLarge - width) / 2
                    y: sideFlick.y
                    height: sideFlick.height
                    policy: sideFlick.contentHeight > sideFlick.height + 1 ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                }

                ColumnLayout {
                    id: sideColumn

                    width: parent.width
                    spacing: Theme.spacing

                    Label {
                        objectName: "drillTitle"
                        text: page.title
                        color: Theme.cream
                        font.family: Theme.displayFamily
                        font.pixelSize: Theme.fontSizeHeading
                        font.bold: true
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                    Label {
                        objectName: "drillProgress"
                        visible: !page.examMode
                        text: !page.inSets
                              //: Drill progress. %1 the question's number, %2 right answers, %3 answers given.
                              ? qsTr("Question %1 · %2 of %3 right").arg(page.session.number).arg(page.session.correctCount).arg(page.session.answeredCount)
                              : drillSet.minutes > 0
                                //: A timed drill set's progress. %1 the question's number in the set, %2 right answers, %3 the time left ("1:45").
                                ? qsTr("Question %1 · %2 right · %3 left").arg(drillSet.asked).arg(drillSet.right).arg(page.clock(drillSet.remainingMs))
                                //: A drill set's progress. %1 the question's number, %2 the set's length, %3 right answers.
                                : qsTr("Question %1 of %2 · %3 right").arg(drillSet.asked).arg(drillSet.questions).arg(drillSet.right)
                        color: Theme.muted
                        font.pixelSize: Theme.fontSizeSmall + 1
                    }
                    Label {
                        objectName: "drillPrompt"
                        // In words on the left when the felt is: not twice.
                        visible: !page.inWords
                        text: page.session.valid ? Theme.keepNumbersWhole(page.session.prompt) : page.session.setupError
                        color: Theme.text
                        font.pixelSize: Theme.fontSizeLarge
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                    // Once judged, under the question: the answer's form (read-only now) below it.
                    FeedbackPanel {
                        id: feedback

                        objectName: "feedback"
                        visible: page.session.answered && page.revealAnswers
                        session: page.session
                        //: After a drill set's last answer: the button that shows the set's summary (also Enter).
                        nextText: page.inSets && drillSet.lastQuestion ? qsTr("Summary (Enter)") : qsTr("Next (Enter)")
                        Layout.fillWidth: true
                        onNext: page.nextQuestion()
                    }
                    AnswerPanel {
                        id: answerPanel

                        objectName: "answerPanel"
                        focus: true
                        fields: page.session.answerFields
                        active: !page.session.answered
                        // An exam: the choice stays chosen and changeable until Next (issue 17).
                        holdChoices: page.examMode
                        // Handed in: the question is only reviewed, nothing to give or skip.
                        showSubmit: !(page.examMode && page.driver !== null && page.driver.state === "finished")
                        Binding on submitText {
                            when: page.examMode
                            value: page.blank(answerPanel.values)
                                   //: An exam's form with nothing chosen: Enter goes on and leaves the question for the review.
                                   ? qsTr("Skip for now (Enter)")
                                   //: An exam's form: Enter gives the answer chosen (final) and shows the next question.
                                   : qsTr("Next (Enter)")
                        }
                        // What is chosen, for the exam to give when its time runs out.
                        onValuesChanged: if (page.examMode) page.driver.draft = values
                        Layout.fillWidth: true
                        onSubmitted: values => page.answer(values)
                    }
                    Label {
                        objectName: "inputError"
                        visible: page.session.inputError !== ""
                        text: page.session.inputError
                        color: Theme.danger
                        font.pixelSize: Theme.fontSizeBody
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                }
            }
        }
    }

    // Enter (or Space) goes on once the answer is judged (the summary takes its own keys).
    Shortcut {
        sequences: ["Return", "Enter", "Space"]
        enabled: page.session.answered && page.revealAnswers && !page.summaryShown
        onActivated: page.nextQuestion()
    }
}

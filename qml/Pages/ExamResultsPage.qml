pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Croupier
import Croupier.App

// An exam's results (issue 8): the class table (score, %, pass or fail, time,
// finished or still in progress), one trainee's figures per topic and per
// question, the signed CSV and PDF exports and the check of an exported file.
// On a shared PostgreSQL database it re-reads every few seconds: the instructor
// watches the class live.
Page {
    id: page

    /// The instructor's session (the instructor page passes its own).
    property ExamDesk desk: ownDesk
    /// The exam's id (--set exam=<id>); empty takes the newest exam.
    property string exam: ""
    /// For tests and screenshots only (--set demo=true): see ExamDesk.startDemo().
    property bool demo: false
    /// The trainee shown in detail: the attempt's id (0: none).
    property int chosen: 0
    /// --set chooseTrainee=<registration number> (screenshots, with demo): whose detail is open.
    property string chooseTrainee: ""
    /// --set scrollToDetail=true (screenshots): the chosen trainee's questions in view.
    property bool scrollToDetail: false
    property string csvPath: ""
    property string pdfPath: ""
    property string checkPath: ""
    property string status: ""
    property bool statusIsError: false
    property string verifyMessage: ""
    /// For the screenshot script only: export the results to <exportAs>.csv and
    /// .pdf once shown, and check the CSV's signature (as the buttons below do).
    property string exportAs: ""
    readonly property bool settled: true

    property int revision: 0
    readonly property string examId: exam !== "" ? exam : newestExam()
    readonly property var info: revision >= 0 && desk.loggedIn && examId !== "" ? desk.examInfo(examId) : ({})
    readonly property var rows: revision >= 0 && desk.loggedIn && examId !== "" ? desk.results(examId) : []
    readonly property var chosenRow: rows.find(r => r.attempt === chosen) ?? null
    /// The chosen trainee's self-study leeches on the classroom server (issue 19, item 7):
    /// the rule cells missed 8 times or more at the stations, read when the trainee is chosen.
    /// Read when another trainee is chosen, not at every re-read of the rows (every 3 s on
    /// a server): a string property tells its bindings only when it changes.
    readonly property string chosenId: chosenRow === null ? "" : chosenRow.id
    readonly property var chosenLeeches: chosenId === "" ? [] : desk.studyLeeches(chosenId)
    /// Why the exam cannot be read (its signature, a replaced row, the database),
    /// read right after the call that failed: the desk's error is shared by its calls.
    readonly property string examError: revision >= 0 && desk.loggedIn && examId !== "" && info.id === undefined
                                        ? (desk.examInfo(examId), desk.error) : ""
    /// Item analysis of the class (ExamDesk.itemAnalysis): read with the rows.
    readonly property var items: revision >= 0 && desk.loggedIn && examId !== "" && rows.length > 0
                                 ? desk.itemAnalysis(examId) : ({})
    property string itemsPath: ""
    /// --set showItems=true (screenshots): the page opens scrolled to the item analysis.
    property bool showItems: false

    objectName: "examResultsPage"
    background: null
    padding: Theme.spacingHuge
    topPadding: Theme.spacingLarge
    //: The title of an exam's results page.
    title: qsTr("Results")

    function newestExam(): string {
        const list = revision >= 0 && desk.loggedIn ? desk.exams() : []
        return list.length > 0 ? list[0].id : ""
    }
    function uiLocale() {
        return Theme.locale
    }
    /// "12:05" (minutes and seconds) for a time in ms.
    function clock(ms: real): string {
        const s = Math.round(ms / 1000)
        const m = Math.floor(s / 60)
        return m + ":" + String(s % 60).padStart(2, "0")
    }
    /// An item statistic ("0.800", "" for none) as the page's language writes it: "0,800", "–".
    function decimal(text: string): string {
        return text === "" ? "–" : Number(text).toLocaleString(uiLocale(), "f", 3)
    }
    function seconds(ms: real): string {
        return (ms / 1000).toLocaleString(uiLocale(), "f", 1)
    }
    function exportTo(kind: string) {
        const path = kind === "csv" ? page.csvPath : kind === "items" ? page.itemsPath : page.pdfPath
        const ok = kind === "csv" ? page.desk.exportCsv(page.examId, path)
                 : kind === "items" ? page.desk.exportItems(page.examId, path)
                 : page.desk.exportPdf(page.examId, path)
        page.statusIsError = !ok
        //: After an export. %1 the file.
        page.status = ok ? qsTr("Written and signed: %1").arg(path) : page.desk.error
        if (ok)
            page.checkPath = path
    }
    /// @p ms as seconds with their unit, in the reader's language ("4.2 s", "4,2 δευτ.").
    function secondsText(ms: real): string {
        //: Seconds, short: %1 the number ("4.2 s")
        return qsTr("%1 s").arg(seconds(ms))
    }
    function check() {
        page.verifyMessage = page.desk.verifyFile(page.checkPath)
    }
    /// The result column's word: passed, failed, or still answering.
    function verdict(row: var): string {
        if (!row.finished)
            //: Results: a trainee still answering.
            return qsTr("in progress")
        //: Results: the trainee reached the pass mark.
        return row.passed ? qsTr("passed")
                          //: Results: the trainee did not reach the pass mark.
                          : qsTr("failed")
    }

    ExamDesk {
        id: ownDesk

        language: LanguageManager.language
    }
    Connections {
        target: ExamDatabase
        function onExamsChanged() { page.revision++ }
        function onStatusChanged() { page.revision++ }
    }
    Connections {
        target: page.desk
        function onStateChanged() { page.revision++ }
    }
    Connections {
        target: LanguageManager
        function onLanguageChanged() { page.revision++ }
    }
    Timer {
        // The class live: answers from every station, on a shared server.
        interval: 3000
        repeat: true
        running: ExamDatabase.postgresql && page.desk.loggedIn && page.visible
        onTriggered: page.revision++
    }

    onExamIdChanged: {
        page.csvPath = page.desk.homePath(page.examId + "-results.csv")
        page.pdfPath = page.desk.homePath(page.examId + "-results.pdf")
        page.itemsPath = page.desk.homePath(page.examId + "-items.csv")
        page.checkPath = page.csvPath
    }
    Component.onCompleted: {
        if (page.demo) {
            page.desk.startDemo()
            page.revision++
        }
        page.csvPath = page.desk.homePath(page.examId + "-results.csv")
        page.pdfPath = page.desk.homePath(page.examId + "-results.pdf")
        page.itemsPath = page.desk.homePath(page.examId + "-items.csv")
        page.checkPath = page.csvPath
        if (page.demo && page.rows.length > 0)
            page.chosen = (page.rows.find(r => r.id === page.chooseTrainee) ?? page.rows[0]).attempt
        if (page.exportAs !== "") {
            page.csvPath = page.exportAs + ".csv"
            page.pdfPath = page.exportAs + ".pdf"
            page.itemsPath = page.exportAs + "-items.csv"
            page.exportTo("pdf")
            page.exportTo("items")
            page.exportTo("csv")
            page.check()
        }
    }

    component Cell: Label {
        color: Theme.text
        elide: Text.ElideRight
        Layout.preferredWidth: 1
        Layout.fillWidth: true
    }
    component HeaderCell: Label {
        color: Theme.gold
        font.bold: true
        font.pixelSize: Theme.fontSizeSmall + 1
        elide: Text.ElideRight
        Layout.preferredWidth: 1
        Layout.fillWidth: true
    }

    Flickable {
        id: flick

        anchors.fill: parent
        contentHeight: column.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds

        ColumnLayout {
            id: column

            width: flick.width
            spacing: Theme.spacing

            Label {
                objectName: "resultsTitle"
                //: Results page title. %1 the exam's title.
                text: page.info.title !== undefined ? qsTr("Results: %1").arg(page.info.title) : page.title
                color: Theme.cream
                font.family: Theme.displayFamily
                font.pixelSize: Theme.fontSizeTitle
                font.bold: true
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
            Label {
                visible: page.info.id !== undefined
                //: Under the results title. %1 the exam id, %2 "10 questions", %3 the pass mark in %, %4 "3 trainees".
                text: qsTr("%1 · %2 · pass mark %3% · %4").arg(page.info.id ?? "")
                    //: Under the results title: how many questions an exam asks each trainee
                    .arg(qsTr("%n question(s)", "", page.info.questions ?? 0)).arg(page.info.passMark ?? 0)
                    //: Under the results title: how many trainees sat the exam
                    .arg(qsTr("%n trainee(s)", "", page.rows.length))
                    + (ExamDatabase.postgresql
                       //: The results page re-reads the shared server.
                       ? " · " + qsTr("live") : "")
                color: Theme.muted
                Layout.fillWidth: true
            }
            Label {
                // The exam stored without a signature (issue 14): an older Croupier, or the signature removed.
                objectName: "unsignedExam"
                visible: page.info.unsigned === true
                //: The results page: the exam in the database carries no signature of the instructor.
                text: qsTr("This exam is not signed: it was saved by an older Croupier, or its signature was removed from the database. Check its pass mark and questions against your own exam file.")
                color: Theme.danger
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Label {
                objectName: "classSummary"
                readonly property var done: page.rows.filter(r => r.finished)
                visible: done.length > 0
                //: The class at a glance. %1 trainees who handed in, %2 of them passed, %3 their mean score in %.
                text: qsTr("Handed in: %1 · passed: %2 · mean score %3%").arg(done.length)
                    .arg(done.filter(r => r.passed).length)
                    .arg(done.length > 0 ? Math.round(done.reduce((sum, r) => sum + r.percent, 0) / done.length) : 0)
                color: Theme.text
                Layout.fillWidth: true
            }
            Label {
                objectName: "resultsDatabase"
                //: Under the results title: where the results are read from. %1 a file or a server's address.
                text: qsTr("Database: %1").arg(ExamDatabase.location)
                color: Theme.muted
                font.pixelSize: Theme.fontSizeSmall
                elide: Text.ElideMiddle
                Layout.fillWidth: true
            }
            Label {
                // The exam could not be read (its signature does not check, the row was
                // replaced, the database is away): the desk's reason, never an empty page.
                objectName: "resultsError"
                visible: text !== ""
                text: page.examError
                color: Theme.danger
                font.bold: true
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Label {
                visible: !page.desk.loggedIn
                text: qsTr("Log in on the instructor's page first.")
                color: Theme.danger
            }
            Label {
                visible: page.desk.loggedIn && page.info.id !== undefined && page.rows.length === 0
                //: An exam nobody has sat yet.
                text: qsTr("Nobody has sat this exam yet.")
                color: Theme.muted
            }

            // --- The class table.
            Rectangle {
                objectName: "classTable"
                visible: page.rows.length > 0
                color: Theme.panel
                border.color: Theme.rim
                radius: Theme.radius
                implicitHeight: tableColumn.implicitHeight + 2 * Theme.spacingSmall
                Layout.fillWidth: true

                ColumnLayout {
                    id: tableColumn

                    x: Theme.spacing
                    y: Theme.spacingSmall
                    width: parent.width - 2 * Theme.spacing
                    spacing: 2

                    RowLayout {
                        // In line with the rows' text (their padding).
                        spacing: Theme.spacingSmall
                        Layout.fillWidth: true
                        Layout.leftMargin: Theme.spacingTiny
                        Layout.rightMargin: Theme.spacingTiny

                        HeaderCell {
                            //: Results column: the trainee's name.
                            text: qsTr("Trainee")
                            Layout.preferredWidth: 3
                        }
                        HeaderCell {
                            //: Results column: the trainee's registration number.
                            text: qsTr("Id")
                            Layout.preferredWidth: 1.3
                        }
                        HeaderCell {
                            //: Results column: right answers of all questions.
                            text: qsTr("Score")
                        }
                        HeaderCell {
                            text: "%"
                            Layout.preferredWidth: 0.7
                        }
                        HeaderCell {
                            //: Results column: passed, failed or in progress.
                            text: qsTr("Result")
                            Layout.preferredWidth: 1.4
                        }
                        HeaderCell {
                            //: Results column: time spent answering (minutes:seconds).
                            text: qsTr("Time")
                        }
                        HeaderCell {
                            //: Results column: the station (computer) the trainee sat at.
                            text: qsTr("Station")
                            Layout.preferredWidth: 1.3
                        }
                    }
                    Repeater {
                        model: page.rows

                        delegate: Button {
                            id: traineeRow

                            required property var modelData
                            required property int index

                            objectName: "trainee-" + modelData.id
                            focusPolicy: Qt.StrongFocus
                            padding: Theme.spacingTiny
                            Layout.fillWidth: true
                            //: Accessible name of a results row. %1 name, %2 score, %3 questions, %4 result.
                            Accessible.name: qsTr("%1: %2 of %3, %4").arg(modelData.name).arg(modelData.score)
                                .arg(modelData.questions).arg(page.verdict(modelData))
                            onClicked: page.chosen = modelData.attempt

                            background: Rectangle {
                                radius: Theme.radiusSmall
                                color: page.chosen === traineeRow.modelData.attempt ? Theme.feltLight
                                       : traineeRow.hovered ? Theme.panelHover : "transparent"
                                border.width: traineeRow.visualFocus ? 2 : 0
                                border.color: Theme.goldLight
                            }
                            contentItem: RowLayout {
                                spacing: Theme.spacingSmall

                                Cell {
                                    text: traineeRow.modelData.name
                                    font.bold: true
                                    Layout.preferredWidth: 3
                                }
                                Cell {
                                    text: traineeRow.modelData.id
                                    Layout.preferredWidth: 1.3
                                }
                                Cell {
                                    text: traineeRow.modelData.score + " / " + traineeRow.modelData.questions
                                }
                                Cell {
                                    text: traineeRow.modelData.percent
                                    Layout.preferredWidth: 0.7
                                }
                                Cell {
                                    objectName: "verdict-" + traineeRow.modelData.id
                                    text: page.verdict(traineeRow.modelData)
                                    color: !traineeRow.modelData.finished ? Theme.gold
                                           : traineeRow.modelData.passed ? Theme.success : Theme.danger
                                    font.bold: true
                                    Layout.preferredWidth: 1.4
                                }
                                Cell {
                                    text: page.clock(traineeRow.modelData.totalMs)
                                }
                                Cell {
                                    text: traineeRow.modelData.station
                                    color: Theme.muted
                                    Layout.preferredWidth: 1.3
                                }
                            }
                        }
                    }
                }
            }

            // --- One trainee.
            Rectangle {
                objectName: "traineeDetail"
                id: detailPanel

                function bringIntoView() {
                    if (page.scrollToDetail && visible)
                        flick.contentY = Math.max(0, Math.min(y - Theme.spacing, flick.contentHeight - flick.height))
                }
                onYChanged: bringIntoView()
                onHeightChanged: bringIntoView()
                visible: page.chosenRow !== null
                color: Theme.panel
                border.color: Theme.rim
                radius: Theme.radius
                implicitHeight: detailColumn.implicitHeight + 2 * Theme.spacing
                Layout.fillWidth: true

                ColumnLayout {
                    id: detailColumn

                    x: Theme.spacing
                    y: Theme.spacing
                    width: parent.width - 2 * Theme.spacing
                    spacing: Theme.spacingTiny

                    Label {
                        text: page.chosenRow === null ? ""
                              //: A trainee's detail heading. %1 name, %2 id, %3 answered, %4 questions.
                              : qsTr("%1 (%2): %3 of %4 answered").arg(page.chosenRow.name).arg(page.chosenRow.id)
                                .arg(page.chosenRow.answered).arg(page.chosenRow.questions)
                        color: Theme.cream
                        font.bold: true
                        font.pixelSize: Theme.fontSizeLarge
                        elide: Text.ElideRight
                        Layout.fillWidth: true
                    }
                    Label {
                        objectName: "traineeForm"
                        visible: page.chosenRow !== null && page.chosenRow.formsPerTrainee === true
                        //: A trainee's detail: the form of the exam asked (issue 14), %1 its number, %2 the station.
                        text: visible ? qsTr("Form %1 · %2").arg(page.chosenRow.form).arg(page.chosenRow.station) : ""
                        color: Theme.muted
                        Layout.fillWidth: true
                    }
                    Label {
                        // The store was edited after the answers were written (issue 14): said, with the questions.
                        objectName: "tampered"
                        visible: text !== ""
                        text: page.chosenRow === null ? "" : page.chosenRow.tampered
                        color: Theme.danger
                        font.bold: true
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                    Label {
                        // Restarts and leaving the exam window (issue 14): logged, not counted in the score.
                        objectName: "conduct"
                        visible: text !== ""
                        text: page.chosenRow === null || page.chosenRow.log === "" ? ""
                              //: A trainee's detail: what the attempt's log says (restarts, leaving the exam window). %1 the log.
                              : qsTr("Log: %1").arg(page.chosenRow.log)
                        color: Theme.goldLight
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                    Label {
                        objectName: "traineeLeeches"
                        visible: page.chosenLeeches.length > 0
                        //: A trainee's detail (issue 19): heading of the rule cells the trainee keeps missing in self-study at the stations (leeches).
                        text: qsTr("Self-study: cells missed again and again")
                        color: Theme.goldLight
                        font.bold: true
                        Layout.fillWidth: true
                    }
                    Repeater {
                        model: page.chosenLeeches.slice(0, 5)

                        delegate: Label {
                            required property var modelData
                            required property int index

                            objectName: "traineeLeech-" + index
                            //: A leech of the trainee's self-study: %1 the topic, %2 the game, %3 the rule cell in words; %n the misses.
                            textFormat: Text.PlainText   // words from a station's records
                            text: "⚠ " + qsTr("%1 at %2: %3, missed %n time(s)", "", modelData.lapses)
                                  .arg(modelData.title).arg(Theme.gameTitle(modelData.game)).arg(modelData.words)
                            color: Theme.text
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                        }
                    }
                    Label {
                        visible: page.chosenLeeches.length > 5
                        //: After the five leeches shown: how many more there are.
                        text: qsTr("and %n more", "", page.chosenLeeches.length - 5)
                        color: Theme.text
                    }
                    Repeater {
                        model: page.chosenRow === null ? [] : page.chosenRow.topics

                        delegate: Label {
                            required property var modelData

                            objectName: "detailTopic-" + modelData.topic
                            //: A trainee's figures on one topic. %1 topic, %2 right, %3 asked, %4 answered, %5 mean seconds.
                            text: qsTr("%1: %2 right of %3 (%4 answered), %5 s per answer").arg(DrillCatalog.title(modelData.topic))
                                .arg(modelData.correct).arg(modelData.asked).arg(modelData.answered)
                                .arg(page.seconds(modelData.answered > 0 ? modelData.totalMs / modelData.answered : 0))
                            color: Theme.text
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                        }
                    }
                    Flow {
                        spacing: Theme.spacingTiny
                        Layout.fillWidth: true
                        Layout.topMargin: Theme.spacingTiny

                        Repeater {
                            model: page.chosenRow === null ? [] : page.chosenRow.questionList

                            delegate: Rectangle {
                                id: questionCell

                                required property var modelData

                                width: 92
                                height: 26
                                radius: 3
                                color: modelData.timedOut ? Qt.rgba(Theme.danger.r, Theme.danger.g, Theme.danger.b, 0.2)
                                       : !modelData.answered ? "transparent"
                                       : modelData.correct ? Qt.rgba(Theme.success.r, Theme.success.g, Theme.success.b, 0.35)
                                       : Qt.rgba(Theme.danger.r, Theme.danger.g, Theme.danger.b, 0.35)
                                border.color: Theme.rim
                                Accessible.role: Accessible.Cell
                                Accessible.name: modelData.timedOut
                                                 //: A question whose time ran out. %1 its number.
                                                 ? qsTr("Question %1: time ran out").arg(modelData.number)
                                                 : !modelData.answered
                                                 //: A question not answered. %1 its number.
                                                 ? qsTr("Question %1: not answered").arg(modelData.number)
                                                 : modelData.correct
                                                   //: A question answered right. %1 its number, %2 seconds.
                                                   ? qsTr("Question %1: right in %2 s").arg(modelData.number).arg(page.seconds(modelData.elapsedMs))
                                                   //: A question answered wrong. %1 its number, %2 seconds.
                                                   : qsTr("Question %1: wrong in %2 s").arg(modelData.number).arg(page.seconds(modelData.elapsedMs))
                                Accessible.description: modelData.log
                                ToolTip.visible: modelData.log !== "" && cellHover.hovered
                                ToolTip.text: modelData.log

                                HoverHandler {
                                    id: cellHover
                                }
                                Rectangle {
                                    // Something was logged on this question (a restart, leaving the window).
                                    visible: questionCell.modelData.log !== ""
                                    anchors.right: parent.right
                                    anchors.top: parent.top
                                    anchors.margins: 3
                                    width: 6
                                    height: 6
                                    radius: 3
                                    color: Theme.goldLight
                                }

                                Label {
                                    anchors.centerIn: parent
                                    text: questionCell.modelData.number + (questionCell.modelData.timedOut ? " ✗ " + page.secondsText(questionCell.modelData.elapsedMs)
                                          : !questionCell.modelData.answered ? "  –"
                                          : (questionCell.modelData.correct ? " ✓ " : " ✗ ") + page.secondsText(questionCell.modelData.elapsedMs))
                                    color: Theme.text
                                    font.pixelSize: Theme.fontSizeSmall
                                }
                            }
                        }
                    }
                    // Question by question (issue 17): what was asked, the answer given and the key in
                    // words, right or wrong, and the time.
                    Repeater {
                        model: page.chosenRow === null ? [] : page.chosenRow.questionList

                        delegate: Rectangle {
                            id: questionRow

                            required property var modelData

                            objectName: "questionRow-" + modelData.number
                            Layout.fillWidth: true
                            Layout.topMargin: 2
                            implicitHeight: questionRowColumn.implicitHeight + 2 * Theme.spacingSmall
                            radius: Theme.radiusSmall
                            color: "transparent"
                            border.color: !modelData.answered ? Theme.rim
                                          : modelData.correct ? Theme.success : Theme.danger
                            Accessible.role: Accessible.StaticText
                            Accessible.name: promptLabel.text + " " + answerLabel.text

                            ColumnLayout {
                                id: questionRowColumn

                                x: Theme.spacing
                                y: Theme.spacingSmall
                                width: parent.width - 2 * Theme.spacing
                                spacing: 2

                                Label {
                                    id: promptLabel

                                    objectName: "questionPrompt"
                                    //: Results, one question of a trainee: %1 its number, %2 what was asked.
                                    text: qsTr("%1. %2").arg(questionRow.modelData.number).arg(questionRow.modelData.prompt)
                                    color: Theme.text
                                    wrapMode: Text.WordWrap
                                    Layout.fillWidth: true
                                }
                                Label {
                                    id: answerLabel

                                    objectName: "questionAnswer"
                                    readonly property string verdict: questionRow.modelData.timedOut
                                                                      //: Results, one question: the time ran out before an answer.
                                                                      ? qsTr("time ran out")
                                                                      : !questionRow.modelData.answered
                                                                        //: Results, one question: no answer was given.
                                                                        ? qsTr("not answered")
                                                                        : questionRow.modelData.correct
                                                                          //: Results, one question: the answer given is right.
                                                                          ? qsTr("right")
                                                                          //: Results, one question: the answer given is wrong.
                                                                          : qsTr("wrong")
                                    //: Results, one question: %1 the trainee's answer in words, %2 the right answer in words,
                                    //: %3 right/wrong/not answered, %4 the time ("4.2 s").
                                    text: qsTr("Answer: %1 · key: %2 · %3 · %4")
                                          .arg(questionRow.modelData.answered ? questionRow.modelData.givenText : "–")
                                          .arg(questionRow.modelData.keyText).arg(verdict)
                                          .arg(questionRow.modelData.answered || questionRow.modelData.timedOut
                                               ? page.secondsText(questionRow.modelData.elapsedMs) : "–")
                                    color: !questionRow.modelData.answered ? Theme.muted
                                           : questionRow.modelData.correct ? Theme.success : Theme.danger
                                    font.bold: true
                                    wrapMode: Text.WordWrap
                                    Layout.fillWidth: true
                                }
                            }
                        }
                    }
                }
            }

            // --- Item analysis (issue 14): the class's questions, rule cells and topics.
            Rectangle {
                id: itemPanel

                objectName: "itemAnalysis"
                onYChanged: if (page.showItems)
                                flick.contentY = Math.max(0, Math.min(y - Theme.spacing, flick.contentHeight - flick.height))
                visible: (page.items.items ?? []).length > 0
                color: Theme.panel
                border.color: Theme.rim
                radius: Theme.radius
                implicitHeight: itemColumn.implicitHeight + 2 * Theme.spacing
                Layout.fillWidth: true

                ColumnLayout {
                    id: itemColumn

                    x: Theme.spacing
                    y: Theme.spacing
                    width: parent.width - 2 * Theme.spacing
                    spacing: 2

                    Label {
                        //: The heading of the item analysis on the results page.
                        text: qsTr("Item analysis")
                        color: Theme.cream
                        font.bold: true
                        font.pixelSize: Theme.fontSizeLarge
                    }
                    Label {
                        //: Under "Item analysis". %n trainees who handed in, %1 the size of the best and worst groups.
                        text: qsTr("%n trainee(s) who handed in; upper and lower groups of %1 (27 %). Questions that discriminate poorly (point-biserial or D under 0.20) are marked ⚑.", "", page.items.sitters ?? 0)
                            .arg(page.items.groupSize ?? 0)
                        color: Theme.muted
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                    RowLayout {
                        spacing: Theme.spacingSmall
                        Layout.fillWidth: true
                        Layout.topMargin: Theme.spacingTiny

                        HeaderCell {
                            text: "#"
                            Layout.preferredWidth: 0.7
                        }
                        HeaderCell {
                            //: Item analysis column: the question's topic.
                            text: qsTr("Topic")
                            Layout.preferredWidth: 2.2
                        }
                        HeaderCell {
                            //: Item analysis column: the share of the class that answered right (0 to 1).
                            text: qsTr("Facility")
                        }
                        HeaderCell {
                            //: Item analysis column: the point-biserial correlation with the rest of the score.
                            text: qsTr("Point-biserial")
                        }
                        HeaderCell {
                            //: Item analysis column: upper minus lower 27 % groups' facility.
                            text: qsTr("D (27 %)")
                        }
                        HeaderCell {
                            //: Item analysis column: the median time of the answers given, in seconds.
                            text: qsTr("Median")
                            Layout.preferredWidth: 0.8
                        }
                        HeaderCell {
                            //: Item analysis column: the wrong answers given and how many gave each.
                            text: qsTr("Wrong answers")
                            Layout.preferredWidth: 3
                        }
                    }
                    Repeater {
                        model: page.items.items ?? []

                        delegate: RowLayout {
                            id: itemRow

                            required property var modelData

                            objectName: "item-" + modelData.question
                            spacing: Theme.spacingSmall
                            Layout.fillWidth: true

                            Cell {
                                // The question's id: with forms per trainee it is asked at
                                // different places, so its number in one form says little.
                                text: (itemRow.modelData.poor ? "⚑ " : "") + itemRow.modelData.id
                                color: itemRow.modelData.poor ? Theme.danger : Theme.text
                                Layout.preferredWidth: 0.7
                            }
                            Cell {
                                text: DrillCatalog.title(itemRow.modelData.topic)
                                      + (itemRow.modelData.cellText !== "" ? " · " + itemRow.modelData.cellText : "")
                                Layout.preferredWidth: 2.2
                            }
                            Cell {
                                // With forms per trainee, over the sitters asked it (in brackets).
                                text: page.decimal(itemRow.modelData.facility)
                                      + (itemRow.modelData.sitters !== page.items.sitters
                                         ? " (" + itemRow.modelData.sitters + ")" : "")
                            }
                            Cell {
                                text: page.decimal(itemRow.modelData.pointBiserial)
                                color: itemRow.modelData.poor ? Theme.danger : Theme.text
                            }
                            Cell {
                                text: page.decimal(itemRow.modelData.upperLower)
                                color: itemRow.modelData.poor ? Theme.danger : Theme.text
                            }
                            Cell {
                                text: itemRow.modelData.medianMs !== undefined ? page.secondsText(itemRow.modelData.medianMs) : "–"
                                Layout.preferredWidth: 0.8
                            }
                            Cell {
                                text: itemRow.modelData.wrong !== "" ? itemRow.modelData.wrong : "–"
                                color: Theme.muted
                                Layout.preferredWidth: 3
                            }
                        }
                    }

                    // Trainee by topic: right of asked.
                    RowLayout {
                        spacing: Theme.spacingSmall
                        Layout.fillWidth: true
                        Layout.topMargin: Theme.spacing

                        HeaderCell {
                            //: Item analysis: the trainee-by-topic table's first column.
                            text: qsTr("Trainee by topic")
                            Layout.preferredWidth: 2
                        }
                        Repeater {
                            model: page.items.topics ?? []

                            delegate: HeaderCell {
                                required property string modelData

                                text: DrillCatalog.title(modelData)
                            }
                        }
                    }
                    Repeater {
                        model: page.items.trainees ?? []

                        delegate: RowLayout {
                            id: traineeTopics

                            required property var modelData

                            spacing: Theme.spacingSmall
                            Layout.fillWidth: true

                            Cell {
                                text: traineeTopics.modelData.name
                                Layout.preferredWidth: 2
                            }
                            Repeater {
                                model: traineeTopics.modelData.topics

                                delegate: Cell {
                                    required property var modelData

                                    //: Trainee by topic: %1 right of %2 asked.
                                    text: qsTr("%1 of %2").arg(modelData.right).arg(modelData.asked)
                                    color: modelData.asked > 0 && modelData.right * 2 < modelData.asked ? Theme.danger : Theme.text
                                }
                            }
                        }
                    }
                }
            }

            // --- Exports and the check of an exported file.
            GridLayout {
                visible: page.desk.loggedIn && page.info.id !== undefined
                columns: 2
                columnSpacing: Theme.spacing
                rowSpacing: Theme.spacingSmall
                Layout.fillWidth: true
                Layout.topMargin: Theme.spacingSmall

                FormTextField {
                    objectName: "csvPath"
                    text: page.csvPath
                    //: Field: where the CSV results are written.
                    label: qsTr("CSV file")
                    Layout.fillWidth: true
                    onTextEdited: page.csvPath = text
                }
                ChipButton {
                    objectName: "exportCsv"
                    //: Writes the results as a signed CSV file.
                    text: qsTr("Export CSV")
                    Accessible.name: text
                    onClicked: page.exportTo("csv")
                }
                FormTextField {
                    objectName: "pdfPath"
                    text: page.pdfPath
                    //: Field: where the PDF results are written.
                    label: qsTr("PDF file")
                    Layout.fillWidth: true
                    onTextEdited: page.pdfPath = text
                }
                ChipButton {
                    objectName: "exportPdf"
                    //: Writes the results as a signed PDF file.
                    text: qsTr("Export PDF")
                    Accessible.name: text
                    onClicked: page.exportTo("pdf")
                }
                FormTextField {
                    objectName: "itemsPath"
                    text: page.itemsPath
                    //: Field: where the item analysis CSV is written.
                    label: qsTr("Item analysis file")
                    Layout.fillWidth: true
                    onTextEdited: page.itemsPath = text
                }
                ChipButton {
                    objectName: "exportItems"
                    //: Writes the item analysis as a signed CSV file.
                    text: qsTr("Export item analysis")
                    Accessible.name: text
                    onClicked: page.exportTo("items")
                }
                FormTextField {
                    objectName: "checkPath"
                    text: page.checkPath
                    //: Field: an exported results file to check.
                    label: qsTr("Exported file to check")
                    Layout.fillWidth: true
                    onTextEdited: page.checkPath = text
                }
                ChipButton {
                    objectName: "verifyFile"
                    //: Checks an exported results file's signature.
                    text: qsTr("Check an exported file")
                    Accessible.name: text
                    onClicked: page.check()
                }
            }
            Label {
                objectName: "resultsStatus"
                visible: page.status !== ""
                text: page.status
                color: page.statusIsError ? Theme.danger : Theme.success
                wrapMode: Text.WrapAnywhere
                Layout.fillWidth: true
            }
            Label {
                objectName: "verifyMessage"
                visible: page.verifyMessage !== ""
                text: page.verifyMessage
                color: Theme.cream
                font.bold: true
                wrapMode: Text.WrapAnywhere
                Layout.fillWidth: true
            }
        }
    }
}

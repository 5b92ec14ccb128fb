pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Croupier
import Croupier.App

// A new exam (issue 8): title, id, language, seed, the rule profile (decks, chip
// unit, pay table), the limits, the pass mark and the feedback; the questions from
// the generators (sections of a game's topic, count and level) or from a question
// bank the engine checks line by line. "Preview" builds it without saving it.
Page {
    id: page

    /// The instructor's session (the instructor page passes its own).
    property ExamDesk desk: ownDesk
    /// For tests and screenshots only (--set demo=true): see ExamDesk.startDemo().
    property bool demo: false

    property string examTitle: ""
    property string examId: ""
    /// True once the instructor typed an id: it no longer follows the title.
    property bool idEdited: false
    property string language: LanguageManager.language === "en" ? "en" : "el"
    property string seed: desk.newSeed()
    property int decks: 8
    property string chipUnit: "1"
    property string payTable: "punto-banco"
    property int timeLimitMinutes: 30
    property int secondsPerQuestion: 0
    property int passMark: 80
    property string feedback: "end"
    /// "pool" (a form per trainee from pools twice the sections' questions:
    /// neighbours share none), "shuffled" (every trainee the same questions, each in
    /// an order of his own) or "one" (everyone the same questions in the same order).
    property string forms: "pool"
    /// "sections" (the generators) or "bank" (an imported question bank).
    property string source: "sections"
    property var sections: [{ game: "punto-banco", topic: "baccarat.draw", count: 10, level: 2 }]
    property string bankPath: desk.homePath("")
    /// Also save the exam as a file to copy to the stations.
    property bool saveFile: false
    property string filePath: ""
    /// The last preview ({} before one).
    property var previewResult: ({})
    readonly property bool settled: true

    readonly property var games: ["punto-banco", "chemin-de-fer", "deux-tableaux", "craps", "blackjack"]

    objectName: "examAuthorPage"
    background: null
    padding: Theme.spacingHuge
    topPadding: Theme.spacingLarge
    //: The title of the page that sets a new exam.
    title: qsTr("New exam")

    /// The form as ExamDesk takes it.
    function spec(): var {
        return {
            id: page.examId, title: page.examTitle, language: page.language, seed: page.seed,
            decks: page.decks, chipUnit: page.chipUnit, payTable: page.payTable,
            timeLimitMinutes: page.timeLimitMinutes, secondsPerQuestion: page.secondsPerQuestion,
            passMark: page.passMark, feedback: page.feedback,
            forms: page.forms === "one" ? "one" : "per-trainee",
            poolFactor: page.forms === "pool" && page.source === "sections" ? 2 : 1,
            sections: page.source === "sections" ? page.sections : [],
            bankPath: page.source === "bank" ? page.bankPath : ""
        }
    }
    function preview() {
        page.previewResult = page.desk.preview(page.spec())
    }
    /// Saves the exam; back to the instructor's list when it worked.
    function save(): bool {
        const id = page.desk.create(page.spec(), page.saveFile ? page.filePath : "")
        if (id === "") {
            page.previewResult = ({})
            return false
        }
        if (page.StackView.view !== null && page.StackView.view.depth > 1)
            page.StackView.view.pop()
        return true
    }
    function setTitle(text: string) {
        page.examTitle = text
        if (!page.idEdited)
            page.examId = text.trim() === "" ? "" : page.desk.suggestId(text)
        if (!page.saveFile)
            page.filePath = page.desk.homePath((page.examId === "" ? "exam" : page.examId) + ".exam.json")
    }
    function setSection(row: int, key: string, value: var) {
        const list = page.sections.map(s => Object.assign({}, s))
        list[row][key] = value
        if (key === "game") {
            const topics = DrillCatalog.topics(value)
            if (!topics.some(t => t.topic === list[row].topic))
                list[row].topic = topics.length > 0 ? topics[0].topic : ""
        }
        page.sections = list
    }
    function addSection() {
        const last = page.sections.length > 0 ? page.sections[page.sections.length - 1] : { game: "punto-banco", level: 2 }
        const topics = DrillCatalog.topics(last.game)
        const used = page.sections.filter(s => s.game === last.game).map(s => s.topic)
        const next = topics.find(t => used.indexOf(t.topic) < 0) ?? topics[0]
        page.sections = page.sections.concat([{ game: last.game, topic: next.topic, count: 10, level: last.level }])
    }
    function removeSection(row: int) {
        page.sections = page.sections.filter((s, i) => i !== row)
    }
    function gameLabel(key: string): string {
        return Theme.gameTitle(key)
    }

    ExamDesk {
        id: ownDesk

        language: LanguageManager.language
    }

    Component.onCompleted: {
        if (page.demo) {
            page.desk.startDemo()
            //: The title the demo form shows (screenshots).
            page.setTitle(qsTr("Punto Banco: third card and payouts"))
            page.seed = "7"
            page.sections = [{ game: "punto-banco", topic: "baccarat.draw", count: 12, level: 2 },
                             { game: "punto-banco", topic: "baccarat.payout", count: 8, level: 3 }]
            page.preview()
        }
        titleField.forceActiveFocus()
    }

    component FieldLabel: Label {
        color: Theme.muted
        Layout.alignment: Qt.AlignVCenter
    }
    component Heading: Label {
        color: Theme.gold
        font.pixelSize: Theme.fontSizeLarge
        font.bold: true
        Layout.topMargin: Theme.spacingSmall
    }

    Flickable {
        id: flick

        // The form opens at its top, its heading and title in view, the demo's (screenshots)
        // too: the preview at its foot is scrolled to (issue 17).
        objectName: "authorFlick"
        anchors.fill: parent
        contentHeight: column.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds

        ColumnLayout {
            id: column

            width: flick.width
            spacing: Theme.spacing

            Label {
                objectName: "authorTitle"
                text: page.title
                color: Theme.cream
                font.family: Theme.displayFamily
                font.pixelSize: Theme.fontSizeTitle
                font.bold: true
            }
            Label {
                visible: !page.desk.loggedIn
                //: The author page opened without the instructor's login.
                text: qsTr("Log in on the instructor's page first.")
                color: Theme.danger
            }

            // --- The exam.
            GridLayout {
                id: examGrid

                // Two fields a row where the Greek choices fit (the feedback's three run
                // to 500 px); one a row below 1200 px, so nothing runs off at 1024×700.
                columns: flick.width >= 1150 ? 4 : 2
                columnSpacing: Theme.spacing
                rowSpacing: Theme.spacingSmall
                Layout.fillWidth: true

                FieldLabel {
                    //: Author form: the exam's title, shown to trainees and printed.
                    text: qsTr("Title")
                }
                FormTextField {
                    id: titleField

                    objectName: "examTitle"
                    text: page.examTitle
                    label: qsTr("Title")
                    Layout.fillWidth: true
                    Layout.columnSpan: examGrid.columns - 1
                    onTextEdited: page.setTitle(text)
                }
                FieldLabel {
                    //: Author form: the exam's short unique name (letters, digits, . _ -).
                    text: qsTr("Exam id")
                }
                FormTextField {
                    objectName: "examId"
                    text: page.examId
                    label: qsTr("Exam id")
                    //: Placeholder of the exam id field.
                    placeholderText: qsTr("letters, digits, - _ .")
                    Layout.fillWidth: true
                    onTextEdited: {
                        page.examId = text
                        page.idEdited = text !== ""
                    }
                }
                FieldLabel {
                    //: Author form: the random seed that makes the questions (same seed, same exam).
                    text: qsTr("Seed")
                }
                RowLayout {
                    spacing: Theme.spacingSmall
                    FormTextField {
                        objectName: "examSeed"
                        text: page.seed
                        label: qsTr("Seed")
                        implicitWidth: 130
                        inputMethodHints: Qt.ImhDigitsOnly
                        onTextEdited: page.seed = text
                    }
                    ChipButton {
                        objectName: "newSeed"
                        //: Draws a new random seed.
                        text: qsTr("New seed")
                        Accessible.name: text
                        onClicked: page.seed = page.desk.newSeed()
                    }
                }
                FieldLabel {
                    //: Author form: the language of the questions.
                    text: qsTr("Language")
                }
                SegmentedSwitch {
                    objectName: "examLanguage"
                    buttonNamePrefix: "examLanguage-"
                    choiceRole: Accessible.RadioButton
                    choices: [{ key: "el", label: "Ελληνικά" }, { key: "en", label: "English" }]
                    currentKey: page.language
                    onActivated: key => page.language = key
                }
                FieldLabel {
                    //: Author form: when the trainee learns whether an answer was right.
                    text: qsTr("Feedback")
                }
                SegmentedSwitch {
                    objectName: "examFeedback"
                    buttonNamePrefix: "feedback-"
                    choiceRole: Accessible.RadioButton
                    choices: [
                        //: Feedback mode: nothing until the exam is handed in.
                        { key: "end", label: qsTr("At the end") },
                        //: Feedback mode: only the score.
                        { key: "never", label: qsTr("Score only") },
                        //: Feedback mode: after every answer (practice exams).
                        { key: "each", label: qsTr("Each answer") }
                    ]
                    currentKey: page.feedback
                    onActivated: key => page.feedback = key
                }
                FieldLabel {
                    //: Author form: whether each trainee gets a form of his own (issue 14).
                    text: qsTr("Forms")
                }
                SegmentedSwitch {
                    objectName: "examForms"
                    buttonNamePrefix: "forms-"
                    choiceRole: Accessible.RadioButton
                    choices: [
                        //: Forms: each trainee his own questions from pools twice the size; neighbours share none.
                        { key: "pool", label: qsTr("Own questions") },
                        //: Forms: the same questions for all, each trainee in an order of his own.
                        { key: "shuffled", label: qsTr("Own order") },
                        //: Forms: the same questions in the same order for all.
                        { key: "one", label: qsTr("Same for all") }
                    ]
                    currentKey: page.forms
                    onActivated: key => page.forms = key
                }
            }

            // --- The table and the limits.
            Heading {
                //: Author form heading: decks, chip unit, pay table.
                text: qsTr("Rule profile and limits")
            }
            GridLayout {
                columns: 4
                columnSpacing: Theme.spacing
                rowSpacing: Theme.spacingSmall
                Layout.fillWidth: true

                FieldLabel {
                    //: Author form: the decks in the shoe.
                    text: qsTr("Decks")
                }
                SpinBox {
                    objectName: "examDecks"
                    from: 1
                    to: 8
                    value: page.decks
                    editable: true
                    Accessible.name: qsTr("Decks")
                    onValueModified: page.decks = value
                }
                FieldLabel {
                    //: Author form: the table's smallest chip.
                    text: qsTr("Chip unit")
                }
                SegmentedSwitch {
                    objectName: "examChipUnit"
                    buttonNamePrefix: "chip-"
                    choiceRole: Accessible.RadioButton
                    choices: ["0.5", "1", "5", "10", "25"].map(v => ({ key: v, label: Theme.formatMoney(v) }))
                    currentKey: page.chipUnit
                    onActivated: key => page.chipUnit = key
                }
                FieldLabel {
                    //: Author form: the Punto Banco pay table.
                    text: qsTr("Pay table")
                }
                SegmentedSwitch {
                    objectName: "examPayTable"
                    buttonNamePrefix: "payTable-"
                    choiceRole: Accessible.RadioButton
                    Layout.columnSpan: 3
                    choices: [
                        //: A Punto Banco pay table: Banco pays 0.95 to 1.
                        { key: "punto-banco", label: qsTr("5% commission") },
                        //: A Punto Banco pay table: Banco pays 1:1, 1:2 with a 6.
                        { key: "punto-banco-no-commission", label: qsTr("No commission") },
                        { key: "punto-banco-super-six", label: "Super Six" }
                    ]
                    currentKey: page.payTable
                    onActivated: key => page.payTable = key
                }
                FieldLabel {
                    //: Author form: the time limit of the whole exam (0 = none).
                    text: qsTr("Whole exam (minutes)")
                }
                SpinBox {
                    objectName: "examMinutes"
                    from: 0
                    to: 1440
                    value: page.timeLimitMinutes
                    editable: true
                    Accessible.name: qsTr("Whole exam (minutes)")
                    onValueModified: page.timeLimitMinutes = value
                }
                FieldLabel {
                    //: Author form: the time limit per question (0 = none).
                    text: qsTr("Seconds per question")
                }
                SpinBox {
                    objectName: "examSecondsPerQuestion"
                    from: 0
                    to: 3600
                    value: page.secondsPerQuestion
                    editable: true
                    Accessible.name: qsTr("Seconds per question")
                    onValueModified: page.secondsPerQuestion = value
                }
                FieldLabel {
                    //: Author form: the pass mark, in % of the questions.
                    text: qsTr("Pass mark (%)")
                }
                SpinBox {
                    objectName: "examPassMark"
                    from: 1
                    to: 100
                    value: page.passMark
                    editable: true
                    Accessible.name: qsTr("Pass mark (%)")
                    onValueModified: page.passMark = value
                }
                Label {
                    //: Under the limits: what 0 means.
                    text: qsTr("0 minutes or 0 seconds: no limit.")
                    color: Theme.muted
                    font.pixelSize: Theme.fontSizeSmall
                    wrapMode: Text.WordWrap
                    Layout.columnSpan: 2
                    Layout.fillWidth: true
                }
            }

            // --- The questions.
            Heading {
                //: Author form heading: where the questions come from.
                text: qsTr("Questions")
            }
            SegmentedSwitch {
                objectName: "examSource"
                buttonNamePrefix: "source-"
                choiceRole: Accessible.RadioButton
                choices: [
                    //: The questions come from the generators, in sections.
                    { key: "sections", label: qsTr("Generated, by topic") },
                    //: The questions come from a question bank file.
                    { key: "bank", label: qsTr("From a question bank") }
                ]
                currentKey: page.source
                onActivated: key => {
                    page.source = key
                    page.previewResult = ({})
                }
            }
            Repeater {
                // By count, not by the list: editing a row keeps its controls (and the
                // keyboard focus); only adding or removing a row rebuilds them.
                model: page.source === "sections" ? page.sections.length : 0

                delegate: RowLayout {
                    id: sectionRow

                    required property int index
                    readonly property var modelData: page.sections[index] ?? ({ game: "punto-banco", topic: "", count: 1, level: 1 })

                    objectName: "section-" + index
                    spacing: Theme.spacingSmall
                    Layout.fillWidth: true

                    Label {
                        text: (sectionRow.index + 1) + "."
                        color: Theme.muted
                    }
                    ComboBox {
                        objectName: "sectionGame-" + sectionRow.index
                        model: page.games.map(g => ({ key: g, label: page.gameLabel(g) }))
                        textRole: "label"
                        valueRole: "key"
                        currentIndex: page.games.indexOf(sectionRow.modelData.game)
                        implicitWidth: 200
                        //: Accessible name of a section's game. %1 the section's number.
                        Accessible.name: qsTr("Game of section %1").arg(sectionRow.index + 1)
                        onActivated: index => page.setSection(sectionRow.index, "game", page.games[index])
                    }
                    ComboBox {
                        id: topicBox

                        readonly property var topics: LanguageManager.language.length >= 0
                                                      ? DrillCatalog.topics(sectionRow.modelData.game) : []

                        objectName: "sectionTopic-" + sectionRow.index
                        model: topics
                        textRole: "title"
                        valueRole: "topic"
                        currentIndex: topics.findIndex(t => t.topic === sectionRow.modelData.topic)
                        Layout.fillWidth: true
                        Layout.minimumWidth: 160
                        //: Accessible name of a section's topic. %1 the section's number.
                        Accessible.name: qsTr("Topic of section %1").arg(sectionRow.index + 1)
                        onActivated: index => page.setSection(sectionRow.index, "topic", topicBox.topics[index].topic)
                    }
                    Label {
                        //: Before a section's number of questions.
                        text: qsTr("Questions:")
                        color: Theme.muted
                    }
                    SpinBox {
                        objectName: "sectionCount-" + sectionRow.index
                        from: 1
                        to: 500
                        value: sectionRow.modelData.count
                        editable: true
                        implicitWidth: 120
                        //: Accessible name of a section's count. %1 the section's number.
                        Accessible.name: qsTr("Questions in section %1").arg(sectionRow.index + 1)
                        onValueModified: page.setSection(sectionRow.index, "count", value)
                    }
                    Label {
                        text: qsTr("Level:")
                        color: Theme.muted
                    }
                    SpinBox {
                        objectName: "sectionLevel-" + sectionRow.index
                        from: 1
                        to: 3
                        value: sectionRow.modelData.level
                        implicitWidth: 120
                        //: Accessible name of a section's level. %1 the section's number.
                        Accessible.name: qsTr("Level of section %1").arg(sectionRow.index + 1)
                        onValueModified: page.setSection(sectionRow.index, "level", value)
                    }
                    ChipButton {
                        objectName: "removeSection-" + sectionRow.index
                        text: "✕"
                        enabled: page.sections.length > 1
                        //: Accessible name of the button that removes a section. %1 its number.
                        Accessible.name: qsTr("Remove section %1").arg(sectionRow.index + 1)
                        onClicked: page.removeSection(sectionRow.index)
                    }
                }
            }
            ChipButton {
                objectName: "addSection"
                visible: page.source === "sections"
                //: Adds a row of generated questions to the exam.
                text: qsTr("Add a section")
                Accessible.name: text
                onClicked: page.addSection()
            }
            ColumnLayout {
                visible: page.source === "bank"
                spacing: Theme.spacingSmall
                Layout.fillWidth: true

                FormTextField {
                    objectName: "bankPath"
                    text: page.bankPath
                    //: Field: the question bank file to import (JSON Lines).
                    label: qsTr("Question bank file")
                    Layout.fillWidth: true
                    onTextEdited: page.bankPath = text
                }
                Label {
                    //: Under the question bank's path.
                    text: qsTr("One question per line (JSON Lines, as croupier-cli quiz writes). Every line is checked by the rules engine; a wrong answer key refuses the whole bank.")
                    color: Theme.muted
                    font.pixelSize: Theme.fontSizeSmall
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
            }

            // --- Saving.
            RowLayout {
                spacing: Theme.spacing
                Layout.fillWidth: true

                CheckBox {
                    id: fileBox

                    objectName: "saveExamFile"
                    checked: page.saveFile
                    //: Also save the exam as a file (to copy to the stations).
                    text: qsTr("Also save as a file:")
                    Accessible.name: text
                    onToggled: page.saveFile = checked
                    contentItem: Label {
                        leftPadding: fileBox.indicator.width + fileBox.spacing
                        text: fileBox.text
                        color: Theme.text
                        verticalAlignment: Text.AlignVCenter
                    }
                }
                FormTextField {
                    objectName: "examFilePath"
                    enabled: page.saveFile
                    text: page.filePath
                    //: Field: where the exam file is saved.
                    label: qsTr("Exam file")
                    Layout.fillWidth: true
                    onTextEdited: page.filePath = text
                }
            }
            RowLayout {
                spacing: Theme.spacing

                ChipButton {
                    objectName: "previewExam"
                    //: Builds the exam without saving it, to check it.
                    text: qsTr("Preview")
                    Accessible.name: text
                    enabled: page.desk.loggedIn
                    onClicked: page.preview()
                }
                GoldButton {
                    objectName: "saveExam"
                    //: Saves the new exam in the database.
                    text: qsTr("Save the exam")
                    Accessible.name: text
                    enabled: page.desk.loggedIn
                    onClicked: page.save()
                }
            }
            Label {
                objectName: "authorError"
                visible: page.desk.error !== ""
                text: page.desk.error
                color: Theme.danger
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Repeater {
                model: page.desk.bankProblems

                delegate: Label {
                    required property var modelData

                    objectName: "bankProblem-" + modelData.line
                    text: modelData.message
                    color: Theme.danger
                    font.pixelSize: Theme.fontSizeSmall
                    wrapMode: Text.WrapAnywhere
                    Layout.fillWidth: true
                }
            }

            // --- The preview.
            Rectangle {
                objectName: "previewPanel"
                visible: page.previewResult.ok === true
                color: Theme.panel
                border.color: Theme.rim
                radius: Theme.radius
                implicitHeight: previewColumn.implicitHeight + 2 * Theme.spacing
                Layout.fillWidth: true

                ColumnLayout {
                    id: previewColumn

                    x: Theme.spacing
                    y: Theme.spacing
                    width: parent.width - 2 * Theme.spacing
                    spacing: Theme.spacingTiny

                    Label {
                        objectName: "previewCount"
                        //: The preview's total. %n questions.
                        text: qsTr("%n question(s)", "", page.previewResult.questions ?? 0)
                        color: Theme.cream
                        font.bold: true
                        font.pixelSize: Theme.fontSizeLarge
                    }
                    Label {
                        objectName: "previewForms"
                        visible: page.previewResult.formsPerTrainee === true
                        //: The preview, forms per trainee: %n the questions of the pools each trainee's form is taken from.
                        text: qsTr("a form per trainee, from pools of %n question(s)", "", page.previewResult.pool ?? 0)
                        color: Theme.cream
                    }
                    Repeater {
                        model: page.previewResult.topics ?? []

                        delegate: Label {
                            required property var modelData

                            objectName: "previewTopic-" + modelData.topic
                            //: A line of the preview. %1 the topic, %2 the game, %3 how many questions.
                            text: qsTr("%1 at %2: %3").arg(DrillCatalog.title(modelData.topic))
                                .arg(page.gameLabel(modelData.game)).arg(modelData.count)
                            color: Theme.text
                        }
                    }
                    Label {
                        //: Before the first questions in the preview.
                        text: qsTr("First questions:")
                        color: Theme.gold
                        Layout.topMargin: Theme.spacingTiny
                    }
                    Repeater {
                        model: page.previewResult.prompts ?? []

                        delegate: Label {
                            required property string modelData
                            required property int index

                            text: (index + 1) + ". " + modelData
                            color: Theme.text
                            font.pixelSize: Theme.fontSizeSmall
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                        }
                    }
                }
            }
        }
    }
}

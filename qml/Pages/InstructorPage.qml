pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Croupier
import Croupier.App

// The instructor (issue 8): behind a passphrase (set twice on the first run), the
// exams of the database with their question sheet, answer key and results, and
// the way to a new exam.
Page {
    id: page

    /// The instructor's session; the pages it opens share it (and its login).
    property ExamDesk desk: ownDesk
    /// For tests and screenshots only (--set demo=true): see ExamDesk.startDemo().
    property bool demo: false
    /// For screenshots only (--set setUpStationRole=true, with demo on a server):
    /// the stations' role is set up once the demo has logged in.
    property bool setUpStationRole: false
    /// Where the sheets and exam files are written.
    property string folder: page.desk.homePath("")
    /// What the last action wrote, or why it failed.
    property string status: ""
    property bool statusIsError: false
    readonly property bool settled: true

    // Re-read after every save and on a language switch.
    property int revision: 0
    readonly property var exams: revision >= 0 && desk.loggedIn ? desk.exams() : []
    /// The classroom server's roles (issue 14): who the desk is, who the stations are.
    readonly property var connection: revision >= 0 && desk.loggedIn ? desk.connection() : ({})
    /// Where the instructor's key is kept, and whether this account can change it.
    readonly property var keyPlace: revision >= 0 ? desk.instructorKeyPlace() : ({})
    /// The last set-up of the stations' role ({} before one).
    property var stationRole: ({})
    /// The class's self-study on the classroom server (issue 19, item 7): read on demand
    /// (ExamDesk.studyClass: every trainee's records replayed), {} until then.
    property var classStudy: ({})
    /// For screenshots only (--set showClassStudy=true, with demo on a classroom server):
    /// reads the class's self-study and scrolls to it.
    property bool showClassStudy: false

    objectName: "instructorPage"
    background: null
    padding: Theme.spacingHuge
    topPadding: Theme.spacingLarge
    //: The title of the instructor's page.
    title: qsTr("Instructor")

    function uiLocale() {
        return Theme.locale
    }
    function fileIn(name: string): string {
        const f = page.folder.trim()
        return f === "" ? name : (f.endsWith("/") ? f + name : f + "/" + name)
    }
    function report(ok: bool, path: string) {
        page.statusIsError = !ok
        //: After a file was written. %1 the file.
        page.status = ok ? qsTr("Written: %1").arg(path) : page.desk.error
    }
    function setFirstPassphrase() {
        if (firstField.text !== repeatField.text) {
            page.statusIsError = true
            //: The two passphrases typed on the first run differ.
            page.status = qsTr("The two passphrases differ; type the same one twice.")
            return
        }
        if (page.desk.setPassphrase("", firstField.text) && page.desk.login(firstField.text)) {
            page.status = ""
            firstField.clear()
            repeatField.clear()
        }
    }
    function logIn() {
        if (page.desk.login(passField.text)) {
            passField.clear()
            page.status = ""
        }
    }
    function newExam() {
        page.StackView.view.push(PageRegistry.url("exam-author"), { desk: page.desk })
    }

    ExamDesk {
        id: ownDesk

        language: LanguageManager.language
    }
    Connections {
        target: page.desk
        function onExamsChanged() { page.revision++ }
        function onStateChanged() { page.revision++ }
    }
    Connections {
        target: ExamDatabase
        function onExamsChanged() { page.revision++ }
    }
    Connections {
        target: LanguageManager
        function onLanguageChanged() { page.revision++ }
    }

    Component.onCompleted: {
        if (page.demo)
            page.desk.startDemo()
        if (page.setUpStationRole && page.desk.loggedIn)
            page.stationRole = page.desk.setUpStationRole()
        if (page.showClassStudy && page.desk.loggedIn) {
            page.classStudy = page.desk.studyClass()
            Qt.callLater(() => flick.contentY = Math.max(0, Math.min(classStudyColumn.y - Theme.spacing,
                                                                     flick.contentHeight - flick.height)))
        }
        if (!page.desk.hasPassphrase)
            firstField.forceActiveFocus()
        else if (!page.desk.loggedIn)
            passField.forceActiveFocus()
    }

    Flickable {
        id: flick

        anchors.fill: parent
        contentHeight: column.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds

        ColumnLayout {
            id: column

            width: parent.width
            spacing: Theme.spacing

            RowLayout {
                spacing: Theme.spacing
                Layout.fillWidth: true

                Label {
                    objectName: "instructorTitle"
                    text: page.title
                    color: Theme.cream
                    font.family: Theme.displayFamily
                    font.pixelSize: Theme.fontSizeTitle
                    font.bold: true
                    Layout.fillWidth: true
                }
                ChipButton {
                    objectName: "logout"
                    visible: page.desk.loggedIn
                    //: Ends the instructor's session (forgets the key that signs exports).
                    text: qsTr("Log out")
                    Accessible.name: text
                    onClicked: { page.status = ""; page.desk.logout() }
                }
            }
            Label {
                visible: !page.desk.ready
                objectName: "instructorDbError"
                text: ExamDatabase.error
                color: Theme.danger
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }

            // --- First run: the passphrase, twice.
            ColumnLayout {
                visible: page.desk.ready && !page.desk.hasPassphrase
                spacing: Theme.spacingSmall
                Layout.fillWidth: true

                Label {
                    //: Heading on the first run of the instructor's page.
                    text: qsTr("Choose the instructor's passphrase")
                    color: Theme.gold
                    font.pixelSize: Theme.fontSizeLarge
                    font.bold: true
                }
                Label {
                    //: Under the heading of the first run.
                    text: qsTr("At least 8 characters. It opens the instructor's pages and signs the exported results; it is kept only as a salted slow hash.")
                    color: Theme.muted
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                FormTextField {
                    id: firstField

                    objectName: "newPassphrase"
                    echoMode: TextInput.Password
                    //: Field: the new passphrase.
                    label: qsTr("New passphrase")
                    placeholderText: label
                    KeyNavigation.tab: repeatField
                    onAccepted: repeatField.forceActiveFocus()
                }
                FormTextField {
                    id: repeatField

                    objectName: "repeatPassphrase"
                    echoMode: TextInput.Password
                    //: Field: the new passphrase, typed a second time.
                    label: qsTr("The same passphrase again")
                    placeholderText: label
                    onAccepted: page.setFirstPassphrase()
                }
                GoldButton {
                    objectName: "setPassphrase"
                    //: Sets the instructor's first passphrase.
                    text: qsTr("Set the passphrase")
                    Accessible.name: text
                    enabled: firstField.text.length > 0 && repeatField.text.length > 0
                    onClicked: page.setFirstPassphrase()
                }
            }

            // --- Login.
            ColumnLayout {
                visible: page.desk.ready && page.desk.hasPassphrase && !page.desk.loggedIn
                spacing: Theme.spacingSmall
                Layout.fillWidth: true

                Label {
                    //: Heading of the instructor's login.
                    text: qsTr("The instructor's passphrase")
                    color: Theme.gold
                    font.pixelSize: Theme.fontSizeLarge
                    font.bold: true
                }
                RowLayout {
                    spacing: Theme.spacing

                    FormTextField {
                        id: passField

                        objectName: "passphrase"
                        echoMode: TextInput.Password
                        //: Field: the instructor's passphrase.
                        label: qsTr("Passphrase")
                        placeholderText: label
                        onAccepted: if (page.desk.waitSeconds === 0) page.logIn()
                    }
                    GoldButton {
                        objectName: "login"
                        //: Opens the instructor's pages.
                        text: qsTr("Log in")
                        Accessible.name: text
                        enabled: passField.text.length > 0 && page.desk.waitSeconds === 0
                        onClicked: page.logIn()
                    }
                }
                Label {
                    objectName: "loginWait"
                    visible: page.desk.waitSeconds > 0
                    //: After repeated wrong passphrases. %n seconds left.
                    text: qsTr("Too many wrong tries: wait %n second(s).", "", page.desk.waitSeconds)
                    color: Theme.gold
                }
            }
            Label {
                objectName: "instructorError"
                visible: page.desk.error !== "" && !page.desk.loggedIn
                text: page.desk.error
                color: Theme.danger
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }

            // --- The exams.
            RowLayout {
                visible: page.desk.loggedIn
                spacing: Theme.spacing
                Layout.fillWidth: true

                GoldButton {
                    id: newExamButton

                    objectName: "newExam"
                    //: Opens the form of a new exam.
                    text: qsTr("New exam")
                    Accessible.name: text
                    onClicked: page.newExam()
                }
                Label {
                    //: Before the folder where the sheets are written.
                    text: qsTr("Files go to:")
                    color: Theme.muted
                }
                FormTextField {
                    objectName: "instructorFolder"
                    text: page.folder
                    //: Field: the folder where PDF sheets and exam files are written.
                    label: qsTr("Folder for the files")
                    Layout.fillWidth: true
                    onTextEdited: page.folder = text
                }
            }
            // A single station says plainly where the instructor's key is (issue 14).
            Label {
                objectName: "keyPlace"
                visible: page.keyPlace.postgresql === false
                text: (page.keyPlace.file ?? "") === ""
                      //: A single station without an instructor's file.
                      ? qsTr("The instructor's key is kept in the exam database, which this computer account can change: a trainee using it could delete it and choose a passphrase. Keep it where trainees cannot write: sudo croupier-cli instructor /etc/croupier/instructor.json.")
                      : page.keyPlace.writable
                        //: A single station whose instructor's file this account can change. %1 the file.
                        ? qsTr("The instructor's key is read from %1, which this computer account can change: keep it where trainees cannot write.").arg(page.keyPlace.file)
                        //: A single station with a protected instructor's file. %1 the file.
                        : qsTr("The instructor's key is read from %1, which this computer account cannot change.").arg(page.keyPlace.file)
                color: page.keyPlace.writable ? Theme.gold : Theme.muted
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }

            // The classroom server by roles (issue 14): the desk owns the exam tables;
            // the stations connect as a role that can only call the server's functions.
            ColumnLayout {
                objectName: "rolesPanel"
                visible: page.desk.loggedIn && page.connection.postgresql === true
                spacing: Theme.spacingTiny
                Layout.fillWidth: true

                Label {
                    objectName: "deskRole"
                    //: The classroom server: %1 the role the desk is connected as, %2 the stations' role.
                    text: qsTr("This desk is connected as %1, which owns the exam tables; the stations connect as %2, which can only start an attempt and add to it.")
                          .arg(page.connection.role ?? "").arg(page.connection.stationRole ?? "")
                    color: Theme.muted
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                RowLayout {
                    spacing: Theme.spacing
                    Layout.fillWidth: true

                    ChipButton {
                        objectName: "setUpStationRole"
                        //: Makes (again) the stations' role on the classroom server, with a new password.
                        text: qsTr("Set up the stations' role")
                        Accessible.name: text
                        onClicked: page.stationRole = page.desk.setUpStationRole()
                    }
                    Label {
                        objectName: "stationRoleStatus"
                        visible: page.stationRole.error !== undefined
                        text: page.stationRole.error !== undefined && page.stationRole.error !== ""
                              ? page.stationRole.error
                              //: After setting up the stations' role. %1 the role.
                              : qsTr("Done: %1 has a new password. Put this line in ~/.pgpass on every station (readable by its user only), and start the stations with --database postgresql://%1@host:port/database.")
                                .arg(page.stationRole.role ?? "")
                        color: page.stationRole.error ? Theme.danger : Theme.success
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                }
                FormTextField {
                    objectName: "pgpassLine"
                    visible: (page.stationRole.pgpassLine ?? "") !== ""
                    text: page.stationRole.pgpassLine ?? ""
                    readOnly: true
                    font.family: "monospace"
                    //: The field with the line to copy into every station's ~/.pgpass.
                    label: qsTr("The line for the stations' ~/.pgpass")
                    Layout.fillWidth: true
                }
            }

            // An exam file made on another machine: into this database, for its trainees.
            RowLayout {
                visible: page.desk.loggedIn
                spacing: Theme.spacing
                Layout.fillWidth: true

                Label {
                    //: Before the field with an exam file to add to this station's database.
                    text: qsTr("Exam file:")
                    color: Theme.muted
                }
                FormTextField {
                    id: openField

                    objectName: "openExamPath"
                    //: Field: an exam file (made on another machine) to add to this database.
                    label: qsTr("Exam file to open")
                    placeholderText: page.fileIn("exam.json")
                    Layout.fillWidth: true
                    onAccepted: openButton.clicked()
                }
                ChipButton {
                    id: openButton

                    objectName: "openExam"
                    //: Adds the exam of an exam file to this station's database.
                    text: qsTr("Open exam file")
                    Accessible.name: text
                    enabled: openField.text.trim() !== ""
                    onClicked: {
                        const id = page.desk.openExamFile(openField.text)
                        page.statusIsError = id === ""
                        //: After an exam file was added to the database. %1 the exam's id.
                        page.status = id !== "" ? qsTr("Exam \"%1\" is in the database: trainees can take it.").arg(id)
                                                  + (page.desk.notice !== "" ? " " + page.desk.notice : "")
                                                : page.desk.error
                        if (id !== "") {
                            openField.clear()
                            page.revision++
                        }
                    }
                }
            }
            Label {
                objectName: "instructorStatus"
                // Also before the login: the first run's two passphrases that differ.
                visible: page.status !== ""
                text: page.status
                color: page.statusIsError ? Theme.danger : Theme.success
                wrapMode: Text.WrapAnywhere
                Layout.fillWidth: true
            }
            Label {
                visible: page.desk.loggedIn && page.exams.length === 0
                //: The instructor's list before the first exam.
                text: qsTr("No exams yet: set the first one with “New exam”.")
                color: Theme.muted
            }
            Repeater {
                model: page.exams

                delegate: Rectangle {
                    id: examRow

                    required property var modelData
                    required property int index

                    objectName: "exam-" + modelData.id
                    color: Theme.panel
                    border.color: Theme.rim
                    radius: Theme.radius
                    implicitHeight: examColumn.implicitHeight + 2 * Theme.spacingSmall
                    Layout.fillWidth: true
                    Accessible.role: Accessible.ListItem
                    Accessible.name: modelData.title

                    ColumnLayout {
                        id: examColumn

                        x: Theme.spacing
                        y: Theme.spacingSmall
                        width: parent.width - 2 * Theme.spacing
                        spacing: Theme.spacingTiny

                        Label {
                            text: examRow.modelData.title
                            color: Theme.cream
                            font.bold: true
                            font.pixelSize: Theme.fontSizeLarge
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                        }
                        Label {
                            objectName: "examFacts-" + examRow.modelData.id
                            //: An exam in the instructor's list. %1 its id, %2 "10 questions", %3 the date it was made, %4 "6 attempts".
                            text: qsTr("%1 · %2 · created %3 · %4").arg(examRow.modelData.id)
                                //: An exam in the instructor's list: how many questions it asks
                                .arg(qsTr("%n question(s)", "", examRow.modelData.questions))
                                .arg(new Date(examRow.modelData.created).toLocaleString(page.uiLocale(), "dd/MM/yyyy HH:mm"))
                                //: An exam in the instructor's list: how many times trainees sat it
                                .arg(qsTr("%n attempt(s)", "", examRow.modelData.attempts))
                            color: Theme.muted
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                        }
                        Flow {
                            spacing: Theme.spacingSmall
                            Layout.fillWidth: true

                            ChipButton {
                                objectName: "results-" + examRow.modelData.id
                                //: Opens an exam's results.
                                text: qsTr("Results")
                                //: Accessible name of an exam's "Results" button. %1 the exam's title.
                                Accessible.name: qsTr("Results of %1").arg(examRow.modelData.title)
                                onClicked: page.StackView.view.push(PageRegistry.url("exam-results"),
                                                                    { desk: page.desk, exam: examRow.modelData.id })
                            }
                            ChipButton {
                                objectName: "sheet-" + examRow.modelData.id
                                //: Writes an exam's printable question sheet as a PDF.
                                text: qsTr("Question sheet PDF")
                                Accessible.name: qsTr("Question sheet of %1 as PDF").arg(examRow.modelData.title)
                                onClicked: {
                                    const path = page.fileIn(examRow.modelData.id + "-sheet.pdf")
                                    page.report(page.desk.writeSheet(examRow.modelData.id, path, false), path)
                                }
                            }
                            ChipButton {
                                objectName: "key-" + examRow.modelData.id
                                //: Writes an exam's answer key as a PDF.
                                text: qsTr("Answer key PDF")
                                Accessible.name: qsTr("Answer key of %1 as PDF").arg(examRow.modelData.title)
                                onClicked: {
                                    const path = page.fileIn(examRow.modelData.id + "-key.pdf")
                                    page.report(page.desk.writeSheet(examRow.modelData.id, path, true), path)
                                }
                            }
                            ChipButton {
                                objectName: "file-" + examRow.modelData.id
                                //: Saves an exam as a file to copy to the stations.
                                text: qsTr("Exam file")
                                Accessible.name: qsTr("Save %1 as an exam file").arg(examRow.modelData.title)
                                onClicked: {
                                    const path = page.fileIn(examRow.modelData.id + ".exam.json")
                                    page.report(page.desk.saveExamFile(examRow.modelData.id, path), path)
                                }
                            }
                        }
                    }
                }
            }

            // Self-study kept on the classroom server (issue 19, item 7): each trainee's
            // progress and the class's weakest rule cells, read when asked.
            ColumnLayout {
                id: classStudyColumn

                objectName: "classStudy"
                visible: page.desk.loggedIn && page.connection.postgresql === true
                spacing: Theme.spacingSmall
                Layout.fillWidth: true
                Layout.topMargin: Theme.spacingLarge

                Label {
                    //: Heading of the instructor's view of the trainees' self-study (issue 19).
                    text: qsTr("The class's self-study")
                    color: Theme.gold
                    font.pixelSize: Theme.fontSizeLarge
                    font.bold: true
                }
                Label {
                    //: Under "The class's self-study".
                    text: qsTr("What the trainees keep on this server from self-study at the stations, under their registration numbers: the day's plan, the cells missed again and again, the curriculum's steps mastered, the certificates; and the rule cells the class misses most. It is what the stations sent: self-study is practice, not an exam.")
                    color: Theme.muted
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                ChipButton {
                    objectName: "readClassStudy"
                    text: page.classStudy.trainees === undefined
                          //: Reads the trainees' self-study from the classroom server.
                          ? qsTr("Show the class's self-study")
                          //: Reads the trainees' self-study again.
                          : qsTr("Read it again")
                    Accessible.name: text
                    onClicked: {
                        page.classStudy = page.desk.studyClass()
                        if (page.classStudy.trainees === undefined) {
                            page.status = page.desk.error
                            page.statusIsError = true
                        }
                    }
                }
                Label {
                    visible: page.classStudy.trainees !== undefined && page.classStudy.trainees.length === 0
                    //: The class's self-study before any trainee kept one on the server.
                    text: qsTr("No trainee keeps self-study on this server yet.")
                    color: Theme.muted
                }
                Repeater {
                    model: page.classStudy.trainees ?? []

                    delegate: Rectangle {
                        id: traineeRow

                        required property var modelData

                        objectName: "studyTrainee-" + modelData.id
                        color: Theme.panel
                        border.color: Theme.rim
                        radius: Theme.radius
                        implicitHeight: traineeColumn.implicitHeight + 2 * Theme.spacingSmall
                        Layout.fillWidth: true
                        Accessible.role: Accessible.ListItem
                        Accessible.name: modelData.name

                        ColumnLayout {
                            id: traineeColumn

                            x: Theme.spacing
                            y: Theme.spacingSmall
                            width: parent.width - 2 * Theme.spacing
                            spacing: Theme.spacingTiny

                            Label {
                                //: A trainee in the class's self-study: %1 the name, %2 the registration number.
                                text: qsTr("%1 · %2").arg(traineeRow.modelData.name).arg(traineeRow.modelData.id)
                                // Sent by a station: shown as typed, never as markup.
                                textFormat: Text.PlainText
                                color: Theme.cream
                                font.bold: true
                                elide: Text.ElideRight
                                Layout.fillWidth: true
                            }
                            Label {
                                objectName: "studyFacts-" + traineeRow.modelData.id
                                text: [
                                    //: A trainee's self-study: how many answers, and the share right (%1, per cent).
                                    qsTr("%n answer(s), %1 % right", "", traineeRow.modelData.answered)
                                        .arg(traineeRow.modelData.answered > 0
                                             ? Math.round(100 * traineeRow.modelData.correct / traineeRow.modelData.answered) : 0),
                                    traineeRow.modelData.answered > 0
                                        //: A trainee's self-study: the day of the last answer.
                                        ? qsTr("last studied %1").arg(new Date(traineeRow.modelData.lastStudied)
                                                                       .toLocaleDateString(page.uiLocale(), "dd/MM/yyyy"))
                                        : "",
                                    //: A trainee's self-study: the rule cells due today by the schedule.
                                    qsTr("%n cell(s) due today", "", traineeRow.modelData.due),
                                    //: A trainee's self-study: %1 steps of the curriculum mastered of %n reached ("0 of 1 step mastered").
                                    qsTr("%1 of %n step(s) mastered", "", traineeRow.modelData.steps).arg(traineeRow.modelData.mastered)
                                ].filter(t => t !== "").join(" · ")
                                color: Theme.muted
                                wrapMode: Text.WordWrap
                                Layout.fillWidth: true
                            }
                            Label {
                                objectName: "studyCertificates-" + traineeRow.modelData.id
                                //: A trainee's self-study: the certificate level reached at each game. %1 "Punto Banco: Foundation · …".
                                text: qsTr("Certificates: %1").arg(traineeRow.modelData.certificates
                                          .map(c => Theme.gameTitle(c.game) + ": " + c.levelName).join(" · "))
                                color: Theme.text
                                wrapMode: Text.WordWrap
                                Layout.fillWidth: true
                            }
                            Repeater {
                                model: traineeRow.modelData.leeches.slice(0, 5)

                                delegate: Label {
                                    required property var modelData

                                    //: A leech of a trainee's self-study: %1 the topic, %2 the game, %3 the rule cell in words; %n the misses.
                                    textFormat: Text.PlainText   // words from a station's records
                                    text: "⚠ " + qsTr("%1 at %2: %3, missed %n time(s)", "", modelData.lapses)
                                          .arg(modelData.title).arg(Theme.gameTitle(modelData.game)).arg(modelData.words)
                                    color: Theme.goldLight
                                    wrapMode: Text.WordWrap
                                    Layout.fillWidth: true
                                }
                            }
                            Label {
                                visible: traineeRow.modelData.leeches.length > 5
                                //: After the five leeches shown: how many more there are.
                                text: qsTr("and %n more", "", traineeRow.modelData.leeches.length - 5)
                                color: Theme.goldLight
                            }
                            Flow {
                                spacing: Theme.spacingSmall
                                Layout.fillWidth: true

                                FormTextField {
                                    id: newStudyPass

                                    objectName: "newStudyPassphrase-" + traineeRow.modelData.id
                                    echoMode: TextInput.Password
                                    //: Field on the desk: a new study passphrase for a trainee (forgotten, or a classmate took the number first), typed with the trainee.
                                    label: qsTr("New study passphrase")
                                    placeholderText: label
                                    // Enter sets it, as the button beside (issue 17: one key for the action).
                                    onAccepted: if (setStudyPass.enabled) setStudyPass.clicked()
                                }
                                ChipButton {
                                    id: setStudyPass

                                    objectName: "setStudyPassphrase-" + traineeRow.modelData.id
                                    //: Gives the trainee the new study passphrase typed beside it; the records stay.
                                    text: qsTr("Set it")
                                    //: Accessible name of "Set it". %1 the registration number.
                                    Accessible.name: qsTr("Set the new study passphrase of %1").arg(traineeRow.modelData.id)
                                    height: newStudyPass.height
                                    enabled: newStudyPass.text.length >= 8
                                    onClicked: {
                                        const ok = page.desk.setStudyPassphrase(traineeRow.modelData.id, newStudyPass.text)
                                        newStudyPass.text = ""
                                        page.status = ok
                                            //: After setting a trainee's study passphrase at the desk. %1 the registration number.
                                            ? qsTr("%1 has a new study passphrase; the old one no longer opens the record.").arg(traineeRow.modelData.id)
                                            : page.desk.error
                                        page.statusIsError = !ok
                                    }
                                }
                            }
                            Label {
                                visible: traineeRow.modelData.refused > 0
                                //: Records of a trainee's self-study the desk could not read.
                                text: qsTr("%n record(s) could not be read and were left out.", "", traineeRow.modelData.refused)
                                color: Theme.danger
                                wrapMode: Text.WordWrap
                                Layout.fillWidth: true
                            }
                        }
                    }
                }
                Label {
                    visible: (page.classStudy.weakest ?? []).length > 0
                    //: Heading: the rule cells the class misses most in self-study.
                    text: qsTr("The class's weakest rule cells")
                    color: Theme.gold
                    font.bold: true
                    Layout.topMargin: Theme.spacingSmall
                }
                Repeater {
                    model: page.classStudy.weakest ?? []

                    delegate: Label {
                        required property var modelData
                        required property int index

                        objectName: "weakCell-" + index
                        textFormat: Text.PlainText   // words from a station's records
                        text: [
                            //: One of the class's weakest cells: %1 the topic, %2 the game, %3 the cell in words, %4 per cent right.
                            qsTr("%1 at %2: %3 — %4 % right").arg(modelData.title).arg(Theme.gameTitle(modelData.game))
                                .arg(modelData.words).arg(modelData.percent),
                            //: One of the class's weakest cells: how many answers over the class.
                            qsTr("%n answer(s)", "", modelData.attempts),
                            //: One of the class's weakest cells: how many trainees answered it.
                            qsTr("%n trainee(s)", "", modelData.trainees)
                        ].concat(modelData.leechFor > 0
                                 //: One of the class's weakest cells: for how many trainees it is a leech.
                                 ? [qsTr("a leech for %n", "", modelData.leechFor)] : []).join(" · ")
                        color: Theme.text
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                }
            }

            // The house's chips (issue 16): the float of every free-play table.
            HouseChipsEditor {
                objectName: "houseChips"
                visible: page.desk.loggedIn
                Layout.fillWidth: true
                Layout.topMargin: Theme.spacingLarge
            }
        }
    }
}

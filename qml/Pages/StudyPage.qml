pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Croupier
import Croupier.App

// Self-study (issue 7): the trainee chooses or creates a profile, then follows the
// casino school's curriculum (its current step is shown) or chooses a game, its
// topics, a level and the number of questions, and starts a session.
Page {
    id: page

    /// The profile chosen (0: none yet); --set profile=<id>.
    property int profile: 0
    /// "today" (the spaced-repetition plan, issue 19), "curriculum" or "custom".
    property string plan: "today"
    property string game: "punto-banco"
    property var chosenTopics: ["baccarat.draw"]
    property int level: 1
    property int questionCount: 20
    readonly property bool settled: true
    /// Screenshots and demonstrations (issue 19): the trainee of this name (made if
    /// need be), with this many past days of today's plan answered by a simulated
    /// trainee, from this seed.
    property string profileName: ""
    /// For screenshots only (--set classroomRegistration=N --set classroomPassphrase=P, with
    /// profileName, on a throw-away classroom server): keeps the profile's self-study there.
    property string classroomRegistration: ""
    property string classroomPassphrase: ""
    property int history: 0
    property int seed: 7
    /// Demonstrations: write this game's certificate to this PDF once the page is up.
    property string certificateTo: ""
    property string certificateGame: "punto-banco"
    /// The certificate file last written (shown under the certificates).
    property string certificateWritten: ""

    // Re-read after every write to the history and on a language switch.
    property int revision: 0
    readonly property var profiles: revision >= 0 ? StudyDatabase.profiles() : []
    readonly property var step: revision >= 0 && LanguageManager.language.length >= 0 && probe.profile >= 0
                                ? probe.currentStep : ({})
    readonly property var gameTopics: LanguageManager.language.length >= 0 ? DrillCatalog.topics(game) : []
    /// The day's plan (StudySession.dayPlan()) and the schedule's settings.
    readonly property var today: revision >= 0 && LanguageManager.language.length >= 0 && probe.profile > 0
                                 ? probe.dayPlan() : ({})
    readonly property var schedule: revision >= 0 && page.profile > 0 ? StudyDatabase.scheduleSettings(page.profile) : ({})
    /// The curriculum's steps reached, with their mastery and retention (issue 19).
    /// The certificates, one per game (issue 19, item 4).
    readonly property var certificates: revision >= 0 && LanguageManager.language.length >= 0 && probe.profile > 0
                                        ? probe.certificates() : []
    readonly property var steps: revision >= 0 && LanguageManager.language.length >= 0 && probe.profile > 0
                                 && page.plan === "curriculum" ? probe.curriculumStatus() : []
    /// The practice time limits' choices, in per cent of the target times (0: off).
    readonly property var timeScales: [0, 100, 150, 200, 300, 500, 1000]

    /// The short name of the day @p offset days from today, in the reader's language.
    function dayName(offset: int): string {
        const day = new Date()
        day.setDate(day.getDate() + offset)
        return Qt.locale(LanguageManager.language).dayName(day.getDay(), Locale.ShortFormat)
    }

    /// The form's width at most: wider, its lines are too long to read.
    readonly property int maxContentWidth: 1100

    objectName: "studyPage"
    background: null
    padding: Theme.spacingHuge
    topPadding: Theme.spacingLarge
    //: The title of the self-study page.
    title: qsTr("Self-study")

    function start() {
        if (page.profile <= 0)
            return
        page.StackView.view.push(PageRegistry.url("study-session"), {
            profile: page.profile,
            plan: page.plan,
            game: page.game,
            topics: page.chosenTopics,
            level: page.level,
            questionCount: page.questionCount
        })
    }
    function addProfile() {
        const id = StudyDatabase.addProfile(nameField.text.trim())
        if (id > 0) {
            page.profile = id
            nameField.clear()
        }
    }
    function toggleTopic(topic: string, on: bool) {
        const list = page.chosenTopics.filter(t => t !== topic)
        if (on)
            list.push(topic)
        page.chosenTopics = list
    }

    Connections {
        target: StudyDatabase
        function onChanged() { page.revision++ }
    }

    Component.onCompleted: {
        if (page.profileName !== "") {
            const found = StudyDatabase.profiles().find(p => p.name === page.profileName)
            page.profile = found !== undefined ? found.id : StudyDatabase.addProfile(page.profileName)
            if (page.history > 0) {
                probe.plan = "today"
                probe.simulateHistory(page.history, page.seed)
            }
            if (page.classroomRegistration !== "") {
                const kept = StudyDatabase.classroomSignIn(page.classroomRegistration, page.profileName,
                                                           page.classroomPassphrase)
                if (kept > 0)
                    page.profile = kept
            }
            if (page.certificateTo !== "")
                page.certificateWritten = probe.writeCertificate(page.certificateGame, LanguageManager.language,
                                                                 page.certificateTo)
        }
        // The profile in use on this machine, else the first.
        if (page.profile <= 0)
            page.profile = StudyDatabase.activeProfile > 0 ? StudyDatabase.activeProfile
                                                           : page.profiles.length > 0 ? page.profiles[0].id : 0
    }
    // Free play measures its pace against the chosen trainee's target.
    onProfileChanged: if (page.profile > 0) StudyDatabase.activeProfile = page.profile

    StudySession {
        id: probe

        profile: page.profile
        language: LanguageManager.language
    }

    Flickable {
        anchors.fill: parent
        contentHeight: column.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds

        ColumnLayout {
            id: column

            // A wide window: the form at a width it reads well at, in the middle (issue 17).
            x: Math.max(0, (parent.width - width) / 2)
            width: Math.min(parent.width, page.maxContentWidth)
            spacing: Theme.spacing

            Label {
                objectName: "studyTitle"
                text: page.title
                color: Theme.cream
                font.family: Theme.displayFamily
                font.pixelSize: Theme.fontSizeTitle
                font.bold: true
            }
            Label {
                //: Under the title of the self-study page.
                text: qsTr("Sessions that score accuracy and speed, keep your history and ask more of what you miss.")
                color: Theme.muted
                font.pixelSize: Theme.fontSizeBody
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }

            // --- The trainee.
            Label {
                //: Heading of the profile choice on the self-study page.
                text: qsTr("Trainee")
                color: Theme.gold
                font.pixelSize: Theme.fontSizeLarge
                font.bold: true
                Layout.topMargin: Theme.spacing
            }
            Flow {
                spacing: Theme.spacingSmall
                Layout.fillWidth: true

                Repeater {
                    model: page.profiles

                    delegate: ChipButton {
                        required property var modelData

                        objectName: "profile-" + modelData.name
                        text: (page.profile === modelData.id ? "✓ " : "") + modelData.name
                        //: Accessible name of a trainee's profile button. %1 the name.
                        Accessible.name: qsTr("Trainee %1").arg(modelData.name)
                        Accessible.role: Accessible.RadioButton
                        Accessible.checked: page.profile === modelData.id
                        onClicked: page.profile = modelData.id
                    }
                }
                FormTextField {
                    id: nameField

                    objectName: "newProfileName"
                    // Its hint whole and two paddings short of the rim, in either language and
                    // theme (issue 17: at 220 px "Όνομα νέου εκπαιδευόμενου" ran to the rim).
                    width: Math.max(implicitWidth, Math.ceil(hint.advanceWidth) + 3 * leftPadding)
                    //: Placeholder of the field that creates a trainee's profile.
                    placeholderText: qsTr("New trainee's name")
                    onAccepted: page.addProfile()

                    TextMetrics {
                        id: hint

                        font: nameField.font
                        text: nameField.placeholderText
                    }
                }
                ChipButton {
                    objectName: "addProfile"
                    //: Button that creates a trainee's profile.
                    text: qsTr("Add")
                    //: Accessible name of the button that creates a trainee's profile.
                    Accessible.name: qsTr("Add a trainee")
                    enabled: nameField.text.trim() !== ""
                    // As tall as the name field beside it.
                    height: nameField.height
                    onClicked: page.addProfile()
                }
            }
            Label {
                visible: StudyDatabase.error !== ""
                text: StudyDatabase.error
                color: Theme.danger
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }

            RowLayout {
                visible: page.profile > 0
                spacing: Theme.spacing

                ChipButton {
                    id: removeButton

                    /// The first click asks, the second removes.
                    property bool armed: false

                    objectName: "removeProfile"
                    text: armed
                          //: Second click of "Remove this trainee": confirms.
                          ? qsTr("Click again to remove all of this trainee's history")
                          //: Removes the chosen trainee's profile and history.
                          : qsTr("Remove this trainee")
                    Accessible.name: text
                    onClicked: {
                        if (!armed) {
                            armed = true
                            return
                        }
                        armed = false
                        if (StudyDatabase.removeProfile(page.profile))
                            page.profile = 0
                    }
                }
            }

            // --- The classroom server (issue 19, item 7): on a station of a classroom whose
            // exams are on a PostgreSQL server, self-study is kept there too, under the
            // trainee's registration number, for the instructor and for any other station.
            ColumnLayout {
                objectName: "classroomStudy"
                visible: StudyDatabase.classroom
                spacing: Theme.spacingSmall
                Layout.fillWidth: true

                /// Linked and signed in this run: the records go to the server.
                readonly property bool kept: StudyDatabase.classroomSignedIn && StudyDatabase.registration !== ""

                Label {
                    objectName: "classroomState"
                    text: parent.kept
                          //: The trainee's self-study goes to the classroom server. %1 the registration number.
                          ? qsTr("Kept on the classroom server under registration number %1: the instructor sees your plan, the cells you keep missing, your steps and certificates, and any station of the school carries on from here.").arg(StudyDatabase.registration)
                          : StudyDatabase.registration !== ""
                            //: A profile linked to a registration number, before its study passphrase is typed in this run. %1 the number.
                            ? qsTr("Linked to registration number %1: type your study passphrase to send what you study now to the classroom server.").arg(StudyDatabase.registration)
                            //: Before the trainee keeps self-study on the classroom server.
                            : qsTr("This station is in a classroom: keep your self-study on the school's server under your registration number, so that the instructor sees it and any station carries on from where you stopped.")
                    color: parent.kept ? Theme.success : Theme.muted
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                Flow {
                    visible: !parent.kept
                    spacing: Theme.spacingSmall
                    Layout.fillWidth: true

                    FormTextField {
                        id: registrationField

                        objectName: "classroomRegistration"
                        //: Field: the trainee's registration number at the school.
                        label: qsTr("Registration number")
                        placeholderText: label
                        text: StudyDatabase.registration
                        KeyNavigation.tab: classroomNameField
                    }
                    FormTextField {
                        id: classroomNameField

                        objectName: "classroomName"
                        //: Field: the trainee's name, as the school has it.
                        label: qsTr("Name")
                        placeholderText: label
                        text: StudyDatabase.activeProfileName
                        KeyNavigation.tab: studyPassField
                    }
                    FormTextField {
                        id: studyPassField

                        objectName: "classroomPassphrase"
                        echoMode: TextInput.Password
                        //: Field: the trainee's own passphrase for self-study on the classroom server (chosen the first time).
                        label: qsTr("Study passphrase")
                        placeholderText: label
                        onAccepted: keepButton.clicked()
                    }
                    ChipButton {
                        id: keepButton

                        objectName: "classroomSignIn"
                        //: Sends the trainee's self-study to the classroom server and reads what is there.
                        text: qsTr("Keep on the server")
                        Accessible.name: text
                        height: studyPassField.height
                        enabled: registrationField.text.trim() !== "" && studyPassField.text !== ""
                        onClicked: {
                            const id = StudyDatabase.classroomSignIn(registrationField.text, classroomNameField.text,
                                                                     studyPassField.text)
                            studyPassField.text = ""
                            if (id > 0)
                                page.profile = id
                        }
                    }
                }
                Label {
                    visible: !parent.kept && StudyDatabase.registration === ""
                    //: Under the classroom fields: what the study passphrase is.
                    text: qsTr("The first time, the passphrase you type becomes yours for this number; it is asked again at each start. A classmate without it can neither read nor add to your record.")
                    color: Theme.muted
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                RowLayout {
                    visible: parent.kept
                    spacing: Theme.spacing

                    Label {
                        objectName: "classroomWaiting"
                        text: StudyDatabase.revision >= 0 && StudyDatabase.classroomWaiting > 0
                              //: Self-study records not yet on the classroom server (it is away).
                              ? qsTr("%n record(s) wait to be sent.", "", StudyDatabase.classroomWaiting)
                              //: Every self-study record is on the classroom server.
                              : qsTr("Everything is on the server.")
                        color: Theme.text
                    }
                    ChipButton {
                        objectName: "classroomSync"
                        //: Reads what other stations sent and sends what waits.
                        text: qsTr("Bring up to date")
                        Accessible.name: text
                        onClicked: StudyDatabase.syncClassroom()
                    }
                }
                Label {
                    objectName: "classroomError"
                    visible: StudyDatabase.classroomError !== ""
                    text: StudyDatabase.classroomError
                    color: Theme.danger
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
            }

            // --- The plan.
            Label {
                //: Heading of the choice between the curriculum and a session of one's own.
                text: qsTr("What to practise")
                color: Theme.gold
                font.pixelSize: Theme.fontSizeLarge
                font.bold: true
                Layout.topMargin: Theme.spacing
            }
            SegmentedSwitch {
                objectName: "planSwitch"
                buttonNamePrefix: "plan-"
                choiceRole: Accessible.RadioButton
                choices: [
                    //: Self-study plan (issue 19): the cells due by the spaced-repetition schedule, then new ones.
                    { key: "today", label: qsTr("Today's plan") },
                    //: Self-study plan: the casino school's order of topics.
                    { key: "curriculum", label: qsTr("Follow the curriculum") },
                    //: Self-study plan: the trainee chooses game, topics and level.
                    { key: "custom", label: qsTr("Choose") }
                ]
                currentKey: page.plan
                onActivated: key => page.plan = key
            }
            // --- Today's plan (issue 19): due now, new today, the week ahead, the leeches.
            ColumnLayout {
                objectName: "dayPlan"
                visible: page.plan === "today" && page.today.due !== undefined
                spacing: Theme.spacingSmall
                Layout.fillWidth: true

                Label {
                    objectName: "dayPlanCounts"
                    text: page.today.due === undefined ? ""
                          //: Today's plan. %n cells due now by the schedule.
                          : qsTr("%n rule cell(s) due now", "", page.today.due) + " · "
                            //: Today's plan. %n new cells still allowed today.
                            + qsTr("%n new today", "", page.today.newCount)
                    color: Theme.cream
                    font.pixelSize: Theme.fontSizeLarge
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                Label {
                    //: Under today's counts: how the day's session is made and what "due" means. %1 the target retention in per cent.
                    text: qsTr("A cell is due when the chance you still know it falls to %1 %. The session asks the due cells first, the most forgotten first, then new ones from the steps you have reached, then your current step's weak spots.")
                          .arg(page.today.retention !== undefined ? page.today.retention : 90)
                    color: Theme.muted
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                Row {
                    objectName: "forecast"
                    spacing: Theme.spacingTiny
                    //: Accessible name of the week's forecast: %1 the counts by day.
                    Accessible.name: qsTr("Due in the next seven days: %1")
                        .arg((page.today.forecast || []).map((n, i) => page.dayName(i) + " " + n).join(", "))
                    Accessible.role: Accessible.StaticText

                    Repeater {
                        model: page.today.forecast || []

                        delegate: Rectangle {
                            id: dayBox

                            required property int index
                            required property var modelData

                            objectName: "forecast-" + index
                            width: 64
                            height: 52
                            radius: Theme.radius
                            color: index === 0 ? Theme.feltLight : "transparent"
                            border.color: Theme.rim
                            Column {
                                anchors.centerIn: parent
                                Label {
                                    anchors.horizontalCenter: parent.horizontalCenter
                                    text: dayBox.index === 0
                                          //: The forecast's first day.
                                          ? qsTr("Today") : page.dayName(dayBox.index)
                                    color: Theme.muted
                                    font.pixelSize: Theme.fontSizeSmall
                                }
                                Label {
                                    anchors.horizontalCenter: parent.horizontalCenter
                                    text: dayBox.modelData
                                    color: Theme.cream
                                    font.bold: true
                                }
                            }
                        }
                    }
                }
                Label {
                    objectName: "leechHeading"
                    visible: (page.today.leeches || []).length > 0
                    //: Heading: rule cells missed 8 times or more (leeches), shown to the trainee and the instructor.
                    text: qsTr("Missed again and again")
                    color: Theme.gold
                    font.bold: true
                    Layout.topMargin: Theme.spacingSmall
                }
                Repeater {
                    // The five most missed; the count of the rest below.
                    model: (page.today.leeches || []).slice(0, 5)

                    delegate: Label {
                        required property var modelData
                        required property int index

                        objectName: "leech-" + index
                        //: A leech: %1 the topic, %2 the game, %3 the rule cell in words; %n the misses.
                        text: "⚠ " + qsTr("%1 at %2: %3, missed %n time(s)", "", modelData.lapses)
                              .arg(modelData.title).arg(Theme.gameTitle(modelData.game)).arg(modelData.words)
                        color: Theme.text
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                }
                Label {
                    visible: (page.today.leeches || []).length > 5
                    //: After the five most missed cells: how many more there are.
                    text: qsTr("and %n more", "", (page.today.leeches || []).length - 5)
                    color: Theme.text
                }
                Label {
                    visible: (page.today.leeches || []).length > 0
                    //: Under the leeches.
                    text: qsTr("Read the paragraph again, or ask your instructor: these cells stay in your plan, and your instructor sees them when you sit an exam at the school.")
                    color: Theme.muted
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
            }
            Label {
                objectName: "currentStep"
                visible: page.plan === "curriculum"
                text: page.step.title === undefined ? ""
                      //: The curriculum's current step. %1 its number, %2 how many, %3 the topic, %4 the game, %5 the level.
                      : qsTr("Step %1 of %2: %3 at %4, level %5. A step is passed with 18 of your last 20 answers right, within the target time, and mastered when a re-check a day later holds 9 of 10.")
                        .arg(page.step.index + 1).arg(page.step.count).arg(page.step.title)
                        .arg(Theme.gameTitle(page.step.game)).arg(page.step.level)
                color: Theme.text
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Repeater {
                // Issue 19, item 3: each step reached, mastered only with a re-check passed
                // a day later; its retention (the schedule's) falls when it is left alone.
                model: page.steps

                delegate: Label {
                    required property var modelData

                    readonly property string where: qsTr("%1. %2 at %3, level %4")
                        .arg(modelData.index + 1).arg(modelData.title).arg(Theme.gameTitle(modelData.game)).arg(modelData.level)

                    objectName: "step-" + modelData.index
                    text: modelData.state === "mastered"
                          ? "✓ " + (modelData.retention >= 0
                                    //: A mastered curriculum step. %1 the step, %2 the chance now of recalling its cells, per cent.
                                    ? qsTr("%1: mastered, %2 % retained").arg(where).arg(modelData.retention)
                                    //: A mastered curriculum step whose cells have no memory yet.
                                    : qsTr("%1: mastered").arg(where))
                          : modelData.state === "recheck"
                            //: A step waiting for its re-check. %1 the step, %2 from when (day and time), %3 answers given of %4.
                            ? "⟳ " + qsTr("%1: re-check from %2, %3 of %4 answered").arg(where)
                                .arg(new Date(modelData.recheckFrom).toLocaleString(Qt.locale(LanguageManager.language), "ddd dd/MM HH:mm"))
                                .arg(modelData.recheckAnswered).arg(10)
                            //: The curriculum step being learnt. %1 the step.
                            : "• " + qsTr("%1: being learnt").arg(where)
                    color: modelData.state === "learning" ? Theme.cream : Theme.text
                    wrapMode: Text.WordWrap
                    visible: page.plan === "curriculum"
                    Layout.fillWidth: true
                }
            }
            GridLayout {
                visible: page.plan === "custom"
                columns: 2
                columnSpacing: Theme.spacingLarge
                rowSpacing: Theme.spacingSmall
                Layout.fillWidth: true

                Label {
                    //: Before the choice of game on the self-study page.
                    text: qsTr("Game:")
                    color: Theme.muted
                }
                SegmentedSwitch {
                    objectName: "gameSwitch"
                    buttonNamePrefix: "game-"
                    choiceRole: Accessible.RadioButton
                    choices: ["punto-banco", "chemin-de-fer", "deux-tableaux", "craps", "blackjack"]
                        .map(g => ({ key: g, label: Theme.gameTitle(g) }))
                    currentKey: page.game
                    onActivated: key => {
                        page.game = key
                        const first = DrillCatalog.topics(key)[0]
                        page.chosenTopics = first !== undefined ? [first.topic] : []
                    }
                }
                Label {
                    //: Before the topics' check boxes on the self-study page.
                    text: qsTr("Topics:")
                    color: Theme.muted
                    Layout.alignment: Qt.AlignTop
                }
                Flow {
                    spacing: Theme.spacingSmall
                    Layout.fillWidth: true

                    Repeater {
                        model: page.gameTopics

                        delegate: CheckBox {
                            id: topicBox

                            required property var modelData

                            objectName: "topic-" + modelData.topic
                            text: modelData.title
                            checked: page.chosenTopics.indexOf(modelData.topic) >= 0
                            Accessible.name: text
                            onToggled: page.toggleTopic(modelData.topic, checked)
                            contentItem: Label {
                                leftPadding: topicBox.indicator.width + topicBox.spacing
                                text: topicBox.text
                                color: Theme.text
                                verticalAlignment: Text.AlignVCenter
                            }
                        }
                    }
                }
                Label {
                    text: qsTr("Level:")
                    color: Theme.muted
                }
                SegmentedSwitch {
                    objectName: "studyLevel"
                    buttonNamePrefix: "level-"
                    choiceRole: Accessible.RadioButton
                    choices: [{ key: "1", label: "1" }, { key: "2", label: "2" }, { key: "3", label: "3" }]
                    currentKey: String(page.level)
                    onActivated: key => page.level = Number(key)
                }
                Label {
                    //: Before the choice of how many questions a session asks.
                    text: qsTr("Questions:")
                    color: Theme.muted
                }
                SegmentedSwitch {
                    objectName: "studyCount"
                    buttonNamePrefix: "count-"
                    choiceRole: Accessible.RadioButton
                    choices: [{ key: "10", label: "10" }, { key: "20", label: "20" }, { key: "40", label: "40" }]
                    currentKey: String(page.questionCount)
                    onActivated: key => page.questionCount = Number(key)
                }
            }

            RowLayout {
                spacing: Theme.spacing
                Layout.topMargin: Theme.spacingLarge

                GoldButton {
                    objectName: "startStudy"
                    //: Starts a self-study session.
                    text: qsTr("Start")
                    enabled: page.profile > 0 && (page.plan !== "custom" || page.chosenTopics.length > 0)
                    //: Accessible name of the button that starts a self-study session.
                    Accessible.name: qsTr("Start the session")
                    onClicked: page.start()
                }
                ChipButton {
                    objectName: "openProgress"
                    //: Link to the progress page (charts, history, heat-maps).
                    text: qsTr("Progress")
                    enabled: page.profile > 0
                    //: Accessible name of the link to the progress page.
                    Accessible.name: qsTr("Open your progress")
                    onClicked: page.StackView.view.push(PageRegistry.url("progress"), { profile: page.profile })
                }
                Label {
                    visible: page.profile <= 0
                    //: Self-study: no trainee chosen yet.
                    text: qsTr("Create or choose a trainee first.")
                    color: Theme.muted
                }
            }

            // --- The certificates (issue 19, item 4): each game's level and what the next asks.
            Label {
                visible: page.profile > 0
                //: Heading of the certificates on the self-study page.
                text: qsTr("Certificates")
                color: Theme.gold
                font.pixelSize: Theme.fontSizeLarge
                font.bold: true
                Layout.topMargin: Theme.spacingLarge
            }
            Repeater {
                model: page.certificates

                delegate: ColumnLayout {
                    id: certificate

                    required property var modelData

                    objectName: "certificate-" + modelData.game
                    spacing: Theme.spacingTiny
                    Layout.fillWidth: true

                    RowLayout {
                        spacing: Theme.spacing
                        Label {
                            objectName: "certificateLevel-" + certificate.modelData.game
                            //: A game's certificate on the self-study page. %1 the game, %2 the level reached.
                            text: qsTr("%1: %2").arg(Theme.gameTitle(certificate.modelData.game)).arg(certificate.modelData.levelName)
                            color: Theme.cream
                            font.bold: true
                        }
                        ChipButton {
                            objectName: "certificatePdf-" + certificate.modelData.game
                            //: Writes the game's certificate as a PDF (in the Documents folder).
                            text: qsTr("Certificate (PDF)")
                            //: Accessible name of the certificate button. %1 the game.
                            Accessible.name: qsTr("Certificate of %1 as a PDF").arg(Theme.gameTitle(certificate.modelData.game))
                            onClicked: page.certificateWritten = probe.writeCertificate(certificate.modelData.game,
                                                                                        LanguageManager.language)
                        }
                    }
                    Label {
                        visible: certificate.modelData.nextName !== ""
                        //: What the next level of a certificate still asks. %1 the level; the criteria not yet met follow.
                        text: qsTr("Next, %1:").arg(certificate.modelData.nextName) + " "
                              + (certificate.modelData.levels[certificate.modelData.level] || [])
                                .filter(c => !c.met).map(c => c.text).join(" · ")
                        color: Theme.muted
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                }
            }
            Label {
                objectName: "certificateWritten"
                visible: page.certificateWritten !== ""
                //: After a certificate was written. %1 the file.
                text: qsTr("Written: %1").arg(page.certificateWritten)
                color: Theme.text
                wrapMode: Text.WrapAnywhere
                Layout.fillWidth: true
            }

            // --- The target times of the game's topics (issue 7: set in the profile).
            Label {
                visible: page.profile > 0
                //: Heading: the time each answer should take, per topic, for this trainee.
                text: qsTr("Target times")
                color: Theme.gold
                font.pixelSize: Theme.fontSizeLarge
                font.bold: true
                Layout.topMargin: Theme.spacingLarge
            }
            Label {
                visible: page.profile > 0
                //: Under "Target times".
                text: qsTr("Seconds per answer that a casino audition expects; a right answer within it earns the speed bonus.")
                color: Theme.muted
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Flow {
                visible: page.profile > 0
                spacing: Theme.spacing
                Layout.fillWidth: true

                Repeater {
                    model: page.profile > 0 ? page.gameTopics : []

                    delegate: RowLayout {
                        id: targetRow

                        required property var modelData

                        spacing: Theme.spacingSmall
                        Label {
                            text: targetRow.modelData.title
                            color: Theme.text
                        }
                        SpinBox {
                            objectName: "target-" + targetRow.modelData.topic
                            from: 1
                            to: 120
                            editable: true
                            value: page.revision >= 0
                                   ? Math.round(StudyDatabase.targetMs(page.profile, targetRow.modelData.topic,
                                                                       DrillCatalog.defaultTargetMs(targetRow.modelData.topic)) / 1000)
                                   : 0
                            //: Accessible name of a target-time box. %1 the topic.
                            Accessible.name: qsTr("Target time of %1, in seconds").arg(targetRow.modelData.title)
                            onValueModified: StudyDatabase.setTargetMs(page.profile, targetRow.modelData.topic, value * 1000)
                        }
                    }
                }
            }

            // --- The pace at the game's free-play table (issue 17, item 5: a target from the profile).
            RowLayout {
                visible: page.profile > 0
                spacing: Theme.spacingSmall
                Layout.fillWidth: true

                Label {
                    id: paceLabel

                    text: page.game === "craps"
                          //: Self-study page: the trainee's pace target at the craps free-play table.
                          ? qsTr("Pace in free play, rolls an hour")
                          : page.game === "blackjack"
                            //: Self-study page: the trainee's pace target at the blackjack free-play table.
                            ? qsTr("Pace in free play, rounds an hour")
                            //: Self-study page: the trainee's pace target at a baccarat free-play table.
                            : qsTr("Pace in free play, coups an hour")
                    color: Theme.text
                    wrapMode: Text.WordWrap
                    Layout.maximumWidth: column.width - paceBox.implicitWidth - Theme.spacing
                }
                SpinBox {
                    id: paceBox

                    objectName: "paceTarget"
                    from: 10
                    to: 400
                    editable: true
                    value: page.revision >= 0 && page.profile > 0
                           ? (StudyDatabase.paceTarget(page.profile, page.game) || probePace.target)
                           : probePace.target
                    Accessible.name: paceLabel.text
                    onValueModified: StudyDatabase.setPaceTarget(page.profile, page.game, value)
                }
                PaceMeter {
                    // The game's target where the trainee has set none.
                    id: probePace

                    game: page.game
                }
            }

            // --- The schedule (issue 19): target retention, new cells a day, practice time limits.
            Label {
                visible: page.profile > 0
                //: Heading of the spaced-repetition settings on the self-study page.
                text: qsTr("Schedule")
                color: Theme.gold
                font.pixelSize: Theme.fontSizeLarge
                font.bold: true
            }
            Flow {
                visible: page.profile > 0
                spacing: Theme.spacing
                Layout.fillWidth: true

                RowLayout {
                    spacing: Theme.spacingSmall
                    Label {
                        id: retentionLabel
                        //: Schedule setting: the chance of still knowing a cell when it comes back, in per cent.
                        text: qsTr("Target retention, %")
                        color: Theme.text
                    }
                    SpinBox {
                        objectName: "retention"
                        from: 70
                        to: 97
                        editable: true
                        value: page.schedule.retention !== undefined ? page.schedule.retention / 10 : 90
                        Accessible.name: retentionLabel.text
                        onValueModified: StudyDatabase.setScheduleSettings(page.profile, value * 10, page.schedule.newPerDay,
                                                                           page.schedule.timeScale)
                    }
                }
                RowLayout {
                    spacing: Theme.spacingSmall
                    Label {
                        id: newPerDayLabel
                        //: Schedule setting: how many new rule cells a day brings (0 pauses them).
                        text: qsTr("New cells a day")
                        color: Theme.text
                    }
                    SpinBox {
                        objectName: "newPerDay"
                        from: 0
                        to: 200
                        editable: true
                        value: page.schedule.newPerDay !== undefined ? page.schedule.newPerDay : 20
                        Accessible.name: newPerDayLabel.text
                        onValueModified: StudyDatabase.setScheduleSettings(page.profile, page.schedule.retention, value,
                                                                           page.schedule.timeScale)
                    }
                }
                RowLayout {
                    spacing: Theme.spacingSmall
                    Label {
                        id: timingLabel
                        //: Schedule setting: the practice time limits off, or stretched (exams keep theirs).
                        text: qsTr("Time limits in practice")
                        color: Theme.text
                    }
                    SegmentedSwitch {
                        objectName: "timeScale"
                        buttonNamePrefix: "timeScale-"
                        choiceRole: Accessible.RadioButton
                        choices: page.timeScales.map(p => ({
                            key: String(p),
                            //: A practice time limit switched off.
                            label: p === 0 ? qsTr("Off") : "×" + Number(p / 100).toLocaleString(Qt.locale(LanguageManager.language), "f", p % 100 === 0 ? 0 : 1)
                        }))
                        currentKey: String(page.schedule.timeScale !== undefined ? page.schedule.timeScale : 100)
                        onActivated: key => StudyDatabase.setScheduleSettings(page.profile, page.schedule.retention,
                                                                              page.schedule.newPerDay, Number(key))
                    }
                }
            }

        }
    }
}

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
    /// "curriculum" or "custom".
    property string plan: "curriculum"
    property string game: "punto-banco"
    property var chosenTopics: ["baccarat.draw"]
    property int level: 1
    property int questionCount: 20
    readonly property bool settled: true

    // Re-read after every write to the history and on a language switch.
    property int revision: 0
    readonly property var profiles: revision >= 0 ? StudyDatabase.profiles() : []
    readonly property var step: revision >= 0 && LanguageManager.language.length >= 0 && probe.profile >= 0
                                ? probe.currentStep : ({})
    readonly property var gameTopics: LanguageManager.language.length >= 0 ? DrillCatalog.topics(game) : []

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

            // --- The target times of the game's topics (issue 7: set in the profile).
            Label {
                visible: page.profile > 0
                //: Heading: the time each answer should take, per topic, for this trainee.
                text: qsTr("Target times")
                color: Theme.gold
                font.pixelSize: Theme.fontSizeLarge
                font.bold: true
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
                    //: Self-study plan: the casino school's order of topics.
                    { key: "curriculum", label: qsTr("Follow the curriculum") },
                    //: Self-study plan: the trainee chooses game, topics and level.
                    { key: "custom", label: qsTr("Choose") }
                ]
                currentKey: page.plan
                onActivated: key => page.plan = key
            }
            Label {
                objectName: "currentStep"
                visible: page.plan === "curriculum"
                text: page.step.title === undefined ? ""
                      //: The curriculum's current step. %1 its number, %2 how many, %3 the topic, %4 the game, %5 the level.
                      : qsTr("Step %1 of %2: %3 at %4, level %5. A step is passed with 18 of your last 20 answers right, within the target time.")
                        .arg(page.step.index + 1).arg(page.step.count).arg(page.step.title)
                        .arg(Theme.gameTitle(page.step.game)).arg(page.step.level)
                color: Theme.text
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
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
                    enabled: page.profile > 0 && (page.plan === "curriculum" || page.chosenTopics.length > 0)
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
        }
    }
}

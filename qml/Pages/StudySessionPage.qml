pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Croupier
import Croupier.App

// A self-study session (issue 7): the drill page driven by a StudySession, which
// scores each answer, writes it to the trainee's history and asks the next
// question where the trainee is weakest; a strip with the points, the streak, what
// the last answer earned and the question's number; the summary at the end.
Page {
    id: page

    /// The profile's id; or, for screenshots, profileName (found or created).
    property int profile: 0
    property string profileName: ""
    property string plan: "curriculum"
    property string game: "punto-banco"
    /// The custom plan's topics: a list, or a comma-separated string (--set topics=a,b).
    property var topics: ["baccarat.draw"]
    property int level: 1
    property int questionCount: 20
    property int seed: 0
    /// Screenshots and demonstrations: fill this many past days of history first,
    /// then answer this many questions of the session by itself.
    property int history: 0
    property int simulate: 0

    readonly property alias study: study
    readonly property bool settled: !study.running || (drillLoader.status === Loader.Ready && drillLoader.item.settled)

    objectName: "studySessionPage"
    background: null
    padding: 0
    //: The title of a self-study session's page.
    title: qsTr("Self-study session")

    StudySession {
        id: study

        database: StudyDatabase
        profile: page.profile
        plan: page.plan
        game: page.game
        topics: typeof page.topics === "string" ? page.topics.split(",") : page.topics
        level: page.level
        questionCount: page.questionCount
        seed: page.seed
        language: LanguageManager.language
    }

    Component.onCompleted: {
        if (page.profile <= 0 && page.profileName !== "") {
            const found = StudyDatabase.profiles().find(p => p.name === page.profileName)
            page.profile = found !== undefined ? found.id : StudyDatabase.addProfile(page.profileName)
        }
        if (page.history > 0)
            study.simulateHistory(page.history, page.seed !== 0 ? page.seed : 7)
        if (study.start() && page.simulate > 0)
            study.simulate(page.simulate, page.seed !== 0 ? page.seed : 7)
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        // The score strip.
        Rectangle {
            objectName: "scoreStrip"
            visible: study.running
            color: Theme.panel
            border.color: Theme.rim
            radius: Theme.radius
            implicitHeight: strip.implicitHeight + 2 * Theme.spacingSmall
            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacingLarge
            Layout.rightMargin: Theme.spacingLarge
            Layout.topMargin: Theme.spacingSmall

            RowLayout {
                id: strip

                anchors.fill: parent
                anchors.margins: Theme.spacingSmall
                anchors.leftMargin: Theme.spacingLarge
                anchors.rightMargin: Theme.spacingLarge
                spacing: Theme.spacingHuge

                Label {
                    objectName: "studyQuestion"
                    //: Self-study strip: %1 the question's number, %2 how many the session asks.
                    text: qsTr("Question %1 of %2").arg(study.questionNumber).arg(study.questionCount)
                    color: Theme.muted
                    font.pixelSize: Theme.fontSizeBody
                }
                Label {
                    objectName: "studyPoints"
                    //: Self-study strip: the session's points so far.
                    text: qsTr("Points: %1").arg(study.points)
                    color: Theme.cream
                    font.pixelSize: Theme.fontSizeLarge
                    font.bold: true
                }
                Label {
                    objectName: "studyLastPoints"
                    visible: study.drill.answered
                    text: "+" + study.lastPoints
                    color: study.drill.correct ? (study.fast ? Theme.goldLight : Theme.success) : Theme.danger
                    font.pixelSize: Theme.fontSizeLarge
                    font.bold: true
                    //: Accessible name of what the last answer earned. %1 the points.
                    Accessible.name: qsTr("The last answer earned %1").arg(study.lastPoints)
                }
                Label {
                    objectName: "studyStreak"
                    //: Self-study strip: right answers in a row, and the session's best run.
                    text: qsTr("Streak %1 · best %2").arg(study.streak).arg(study.bestStreak)
                    color: Theme.text
                    font.pixelSize: Theme.fontSizeBody
                }
                Label {
                    visible: study.drill.answered && study.fast
                    //: Self-study strip: the last answer was right within the target time.
                    text: qsTr("Fast!")
                    color: Theme.goldLight
                    font.bold: true
                }
                Item { Layout.fillWidth: true }
                Label {
                    visible: study.error !== ""
                    text: study.error
                    color: Theme.danger
                    elide: Text.ElideRight
                    Layout.maximumWidth: 400
                }
                ChipButton {
                    objectName: "endSession"
                    //: Ends a self-study session early; the answers given are kept.
                    text: qsTr("End session")
                    Accessible.name: text
                    onClicked: study.finish()
                }
            }
        }

        Loader {
            id: drillLoader

            objectName: "drillLoader"
            active: !study.finished
            visible: study.running
            Layout.fillWidth: true
            Layout.fillHeight: true
            // The drill page, driven by the session (not its own DrillSession).
            Component.onCompleted: setSource("DrillPage.qml", { driver: study })
            onLoaded: {
                item.game = Qt.binding(() => study.drill.game)
                item.topic = Qt.binding(() => study.drill.topic)
                item.level = Qt.binding(() => study.drill.level)
                // The keys go to the answer at once (issue 17: the session began with none).
                item.focus = true
                drillLoader.forceActiveFocus()
                Qt.callLater(() => drillLoader.item?.focusAnswer())
            }
        }

        // The session could not start (no trainee, no topic): say why.
        Item {
            visible: !study.running && !study.finished
            Layout.fillWidth: true
            Layout.fillHeight: true

            Column {
                anchors.centerIn: parent
                spacing: Theme.spacingLarge

                Label {
                    objectName: "studyNotStarted"
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: study.error
                    color: Theme.text
                    font.pixelSize: Theme.fontSizeLarge
                }
                GoldButton {
                    anchors.horizontalCenter: parent.horizontalCenter
                    //: Button of a session that could not start: back to the self-study page.
                    text: qsTr("Choose a trainee and a plan")
                    Accessible.name: text
                    onClicked: page.StackView.view.replace(PageRegistry.url("study"), { profile: page.profile })
                }
            }
        }

        Loader {
            id: summaryLoader

            objectName: "summaryLoader"
            active: study.finished
            visible: study.finished
            Layout.fillWidth: true
            Layout.fillHeight: true
            Component.onCompleted: setSource("StudySummaryPage.qml", { session: study })
        }

        Connections {
            target: summaryLoader.item
            ignoreUnknownSignals: true
            function onPractise(game: string, topic: string, level: int) {
                page.StackView.view.replace(PageRegistry.url("study-session"), {
                    profile: page.profile, plan: "custom", game: game, topics: [topic], level: level,
                    questionCount: page.questionCount
                })
            }
            function onProgress() {
                page.StackView.view.push(PageRegistry.url("progress"), { profile: page.profile })
            }
        }
    }
}

pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Croupier
import Croupier.App

// The drills of one game: one per question-bank topic the game supports, in the
// order a casino school teaches them, with the level (and, for Punto Banco, the
// pay table) to drill at.
Page {
    id: page

    /// The game as the home page names it: "punto-banco", "chemin-de-fer",
    /// "deux-tableaux", "craps" or "blackjack".
    property string game: "punto-banco"
    /// The pay table of Punto Banco: the question bank's game name.
    property string variant: "punto-banco"
    property int level: 1
    /// How long a drill's set runs before its summary (issue 17): "10", "20", "50"
    /// questions or "2m", "5m" minutes (DrillSet.length).
    property string setLength: "20"

    readonly property string bankGame: game === "punto-banco" ? variant : game
    readonly property var topics: LanguageManager.language.length >= 0 ? DrillCatalog.topics(bankGame) : []
    readonly property bool settled: true

    objectName: "drillsPage"
    background: null
    padding: Theme.spacingHuge
    topPadding: Theme.spacingLarge
    //: The title of a game's drills page: %1 the game ("Punto Banco · Drills").
    title: qsTr("%1 · Drills").arg(Theme.gameTitle(game))

    function open(topic: string) {
        // Spot the error is played on its own page: a round at the table, not a question (issue 18).
        if (topic === "protection.spot") {
            page.StackView.view.push(PageRegistry.url("spot-the-error"), { game: page.bankGame, level: page.level })
            return
        }
        page.StackView.view.push(PageRegistry.url("drill"), { game: page.bankGame, topic: topic, level: page.level,
                                                                        setLength: page.setLength })
    }

    Component.onCompleted: topicList.forceActiveFocus()
    /// The page takes the keyboard (Shell.focusPage): the list of drills, ↑ ↓ and Enter.
    function takeFocus() {
        topicList.forceActiveFocus()
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Label {
                objectName: "drillsTitle"
                text: page.title
                color: Theme.cream
                font.family: Theme.displayFamily
                font.pixelSize: Theme.fontSizeTitle
                font.bold: true
                Layout.fillWidth: true
                elide: Text.ElideRight
            }
            ChipButton {
                // The game's rules, from the engine's own tables (issue 15: craps and blackjack too).
                objectName: "rulesLink"
                //: The drills page: a link to the rules of the game (the tableau and pay table, or art. 14 / 16's rules)
                text: qsTr("Rules")
                iconSource: Theme.iconUrl(page.game)
                //: Accessible name of the drills page's link to the game's rules; %1 the game
                Accessible.name: qsTr("Rules of %1").arg(Theme.gameTitle(page.game))
                Layout.alignment: Qt.AlignVCenter
                onClicked: page.StackView.view.push(PageRegistry.url(page.game === "craps" || page.game === "blackjack"
                                                                     ? "game-rules" : "baccarat-rules"), { game: page.game })
            }
        }
        // The level and the pay table side by side where they fit, one under the other
        // where they do not (Greek at 1024 px).
        Flow {
            spacing: Theme.spacingLarge
            Layout.fillWidth: true

            Row {
            spacing: Theme.spacingLarge

            Label {
                //: Before the choice of difficulty on the drills page.
                text: qsTr("Level:")
                color: Theme.muted
                anchors.verticalCenter: parent.verticalCenter
            }
            SegmentedSwitch {
                objectName: "levelSwitch"
                buttonNamePrefix: "level-"
                choiceRole: Accessible.RadioButton
                choices: [
                    //: Drill level 1: whole chips only.
                    { key: "1", label: qsTr("1 · whole chips") },
                    //: Drill level 2: larger and mixed stakes.
                    { key: "2", label: qsTr("2 · mixed stakes") },
                    //: Drill level 3: odd amounts and half chips.
                    { key: "3", label: qsTr("3 · odd amounts") }
                ]
                currentKey: String(page.level)
                onActivated: key => page.level = Number(key)
            }
            }
            Row {
            spacing: Theme.spacingLarge
            visible: page.game === "punto-banco"

            Label {
                //: Before the choice of Punto Banco pay table on the drills page.
                text: qsTr("Pay table:")
                color: Theme.muted
                anchors.verticalCenter: parent.verticalCenter
            }
            SegmentedSwitch {
                visible: page.game === "punto-banco"
                objectName: "variantSwitch"
                buttonNamePrefix: "variant-"
                choiceRole: Accessible.RadioButton
                choices: [
                    //: A Punto Banco pay table: Banco pays 0.95 to 1.
                    { key: "punto-banco", label: qsTr("5% commission") },
                    { key: "punto-banco-no-commission", label: qsTr("No commission") },
                    { key: "punto-banco-super-six", label: "Super Six" }
                ]
                currentKey: page.variant
                onActivated: key => page.variant = key
            }
            }
        }

        RowLayout {
            spacing: Theme.spacingLarge
            Layout.fillWidth: true

            Label {
                //: Before the choice of a drill set's length on the drills page.
                text: qsTr("Set:")
                color: Theme.muted
            }
            SegmentedSwitch {
                objectName: "setSwitch"
                buttonNamePrefix: "set-"
                choiceRole: Accessible.RadioButton
                choices: [
                    //: A drill set's length: 10 questions, then a summary.
                    { key: "10", label: qsTr("10 questions") },
                    { key: "20", label: qsTr("20 questions") },
                    { key: "50", label: qsTr("50 questions") },
                    //: A drill set's length: as many questions as 2 minutes allow, then a summary.
                    { key: "2m", label: qsTr("2 minutes") },
                    { key: "5m", label: qsTr("5 minutes") }
                ]
                currentKey: page.setLength
                onActivated: key => page.setLength = key
            }
            Label {
                // Issue 19, item 5: the trainee's practice time limits, said where they apply.
                readonly property int scale: StudyDatabase.revision >= 0 && StudyDatabase.activeProfile > 0
                                             ? StudyDatabase.scheduleSettings(StudyDatabase.activeProfile).timeScale : 100

                objectName: "timeScaleNote"
                visible: scale !== 100
                text: scale === 0
                      //: Drills page: the practice time limits are switched off in self-study's schedule.
                      ? qsTr("Time limits off: a timed set asks 20 questions.")
                      //: Drills page: the practice time limits stretched. %1 the factor ("1.5").
                      : qsTr("Time limits ×%1.").arg(Number(scale / 100).toLocaleString(Qt.locale(LanguageManager.language), "f", scale % 100 === 0 ? 0 : 1))
                color: Theme.muted
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
        }

        ListView {
            id: topicList

            objectName: "topicList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacingSmall
            clip: true
            model: page.topics
            keyNavigationEnabled: true
            highlightFollowsCurrentItem: true
            Accessible.role: Accessible.List
            //: Accessible name of the list of drills.
            Accessible.name: qsTr("Drills")

            delegate: ItemDelegate {
                id: topicItem

                required property var modelData
                required property int index

                objectName: "topic-" + modelData.topic
                width: ListView.view.width
                // Two lines of description when one does not hold it (Greek at 1024 px).
                height: Math.max(74, implicitContentHeight + topPadding + bottomPadding)
                highlighted: ListView.isCurrentItem
                Accessible.name: modelData.title
                Accessible.description: modelData.description
                background: Rectangle {
                    radius: Theme.radius
                    color: topicItem.hovered || topicItem.highlighted && topicList.activeFocus ? Theme.panelHover : Theme.panel
                    border.color: topicItem.highlighted && topicList.activeFocus ? Theme.goldLight : Theme.rim
                    border.width: topicItem.highlighted && topicList.activeFocus ? 2 : 1
                }
                contentItem: RowLayout {
                    spacing: Theme.spacingLarge
                    Label {
                        text: String(topicItem.index + 1)
                        color: Theme.gold
                        font.family: Theme.displayFamily
                        font.pixelSize: Theme.fontSizeHeading
                        font.bold: true
                        Layout.preferredWidth: 28
                        horizontalAlignment: Text.AlignHCenter
                    }
                    ColumnLayout {
                        spacing: 2
                        Layout.fillWidth: true
                        Label {
                            text: topicItem.modelData.title
                            color: Theme.cream
                            font.pixelSize: Theme.fontSizeLarge
                            font.bold: true
                        }
                        Label {
                            objectName: "description"
                            text: topicItem.modelData.description
                            color: Theme.muted
                            wrapMode: Text.WordWrap
                            maximumLineCount: 3
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                        }
                    }
                    Label {
                        //: On the drills page: how many rule cells a drill covers, e.g. "306 cases".
                        text: qsTr("%n case(s)", "", topicItem.modelData.cells)
                        color: Theme.muted
                        font.pixelSize: Theme.fontSizeSmall + 1
                    }
                }
                onClicked: page.open(modelData.topic)
                Keys.onReturnPressed: page.open(modelData.topic)
                Keys.onEnterPressed: page.open(modelData.topic)
            }
        }
    }
}

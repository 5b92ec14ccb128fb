pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Croupier
import Croupier.App

// Spot the error (issue 18): a seeded round plays itself on the table, step by step at
// the chosen speed, with one of the catalogue's dealer errors put in at the level's rate
// (core/protection/TOPICS.md). The trainee stops it (Space, or the Stop button) as soon as
// something goes wrong, names the error (1–4) and picks the remedy (1–4); the feedback
// says the step, the rule and the remedy, the felt shows the moment of the error and ←/→
// replay the round step by step (Enter: the next round). SpotSession keeps the
// time; core injects the error and judges the stop.
Page {
    id: page

    /// The game, in the question bank's words.
    property string game: "punto-banco"
    /// The seed of the rounds; 0 draws one.
    property int seed: 0
    /// 0 no errors, 1 one round in four, 2 one in two, 3 every round.
    property int level: 1
    /// Milliseconds between two steps.
    property int stepMs: 1500
    /// For tests and screenshots (--set showSteps=N): the steps come only when asked, and
    /// N of them are put on show at once; -1 plays at stepMs.
    property int showSteps: -1
    /// For screenshots (--set stopAt=error, with showSteps=0): every round has an error, and
    /// the first is played up to its wrong step and stopped there (the kinds to choose on
    /// show); stopAt=feedback: named and remedied right, the feedback on show.
    property string stopAt: ""
    readonly property alias session: spot
    readonly property bool settled: spot.phase !== "idle"

    objectName: "spotTheErrorPage"
    background: null
    padding: Theme.spacing
    //: The title of the spot-the-error page: %1 the game
    title: qsTr("%1 · Spot the error").arg(Theme.gameTitle(game))

    function takeFocus() { keys.forceActiveFocus() }

    SpotSession {
        id: spot

        game: page.game
        seed: page.seed
        level: page.level
        stepMs: page.stepMs
        autoAdvance: page.showSteps < 0
        onAttempted: (game, kind, detected, falseAlarm, delayMs, kindRight, remedyRight) => {
            if (StudyDatabase.activeProfile > 0)
                StudyDatabase.recordSpot(StudyDatabase.activeProfile, game, kind, detected, falseAlarm, delayMs,
                                         kindRight, remedyRight)
        }
    }

    function choose(key: string) {
        const i = spot.choices.findIndex(c => c.key === key)
        spot.choose(i)
    }

    Component.onCompleted: {
        if (page.stopAt !== "")
            page.level = 3   // every round has its error: the first is stopped at it
        spot.start()
        if (page.stopAt !== "") {
            while (spot.shown <= spot.errorStep())
                spot.advance()
            spot.stop()
            // --set stopAt=feedback: named and remedied right, the feedback on show.
            if (page.stopAt === "feedback") {
                page.choose(spot.errorKind())
                page.choose(spot.errorRemedy())
            }
        } else {
            for (let i = 0; i < page.showSteps; ++i)
                spot.advance()
        }
    }

    Connections {
        target: LanguageManager
        function onLanguageChanged() { spot.retranslate() }
    }

    // The keys, whatever holds the page: Space stops, 1–4 choose, Enter goes on.
    Item {
        id: keys

        focus: true
        Keys.onPressed: event => {
            if (event.key === Qt.Key_Space && spot.phase === "watching") {
                spot.stop()
                event.accepted = true
            } else if (event.key >= Qt.Key_1 && event.key <= Qt.Key_4
                       && (spot.phase === "kind" || spot.phase === "remedy")) {
                spot.choose(event.key - Qt.Key_1)
                event.accepted = true
            } else if ((event.key === Qt.Key_Return || event.key === Qt.Key_Enter) && spot.phase === "feedback") {
                spot.next()
                event.accepted = true
            } else if ((event.key === Qt.Key_Left || event.key === Qt.Key_Right) && spot.phase === "feedback") {
                // The round replayed on the felt, a step at a time.
                spot.replay(event.key === Qt.Key_Left ? -1 : 1)
                event.accepted = true
            }
        }
    }

    RowLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        // The felt: the hands or the dice, and the bets with what each has been paid.
        Rectangle {
            id: felt

            objectName: "spotFelt"
            Layout.fillWidth: true
            Layout.fillHeight: true
            radius: Theme.radius
            color: Theme.felt
            border.color: Theme.rim

            Flickable {
                anchors.fill: parent
                anchors.margins: Theme.spacing
                contentHeight: feltColumn.implicitHeight
                clip: true
                boundsBehavior: Flickable.StopAtBounds

                ColumnLayout {
                    id: feltColumn

                    width: parent.width
                    spacing: Theme.spacing

                    Flow {
                        Layout.fillWidth: true
                        spacing: Theme.spacingLarge

                        Repeater {
                            model: spot.hands

                            delegate: Column {
                                id: handColumn

                                required property var modelData

                                spacing: Theme.spacingTiny

                                Label {
                                    text: handColumn.modelData.name
                                    color: Theme.cream
                                    font.bold: true
                                }
                                Row {
                                    spacing: -Theme.cardWidth * 0.35
                                    height: Theme.cardWidth * 0.8 * Theme.cardAspect

                                    Repeater {
                                        model: handColumn.modelData.cards

                                        delegate: PlayingCard {
                                            required property string modelData

                                            card: modelData
                                            faceUp: modelData !== ""
                                            cardWidth: Theme.cardWidth * 0.8
                                        }
                                    }
                                }
                            }
                        }

                        // Craps: the dice and the puck.
                        Row {
                            visible: page.game === "craps"
                            spacing: Theme.spacing

                            Repeater {
                                model: spot.dice

                                delegate: Die {
                                    required property int modelData

                                    face: modelData
                                }
                            }
                            Label {
                                anchors.verticalCenter: parent.verticalCenter
                                //: Spot the error, craps: the puck; %1 the point or OFF
                                text: qsTr("Puck: %1").arg(spot.puck === "" ? "OFF" : spot.puck)
                                color: Theme.cream
                                font.pixelSize: Theme.fontSizeLarge
                                font.bold: true
                            }
                        }
                    }

                    // The feedback, on the felt where there is room for it: the step, the error,
                    // the remedy and the paragraph.
                    Rectangle {
                        visible: spot.phase === "feedback"
                        Layout.fillWidth: true
                        implicitHeight: feedbackColumn.implicitHeight + 2 * Theme.spacing
                        radius: Theme.radius
                        color: Theme.panel
                        border.color: spot.feedbackGood ? Theme.success : Theme.danger

                        ColumnLayout {
                            id: feedbackColumn

                            x: Theme.spacing
                            y: Theme.spacing
                            width: parent.width - 2 * Theme.spacing
                            spacing: Theme.spacingTiny

                            Label {
                                objectName: "spotFeedback"
                                text: spot.feedback
                                color: spot.feedbackGood ? Theme.success : Theme.danger
                                font.pixelSize: Theme.fontSizeLarge
                                wrapMode: Text.WordWrap
                                Layout.fillWidth: true
                            }
                            Label {
                                visible: spot.feedbackSource !== ""
                                text: spot.feedbackSource
                                color: Theme.muted
                                wrapMode: Text.WordWrap
                                Layout.fillWidth: true
                            }
                        }
                    }

                    Label {
                        //: Spot the error: the heading of the bets on the layout
                        text: qsTr("Bets on the layout")
                        color: Theme.gold
                        font.bold: true
                    }
                    Flow {
                        objectName: "spotBets"
                        Layout.fillWidth: true
                        spacing: Theme.spacingSmall

                        Repeater {
                            model: spot.bets

                            delegate: Rectangle {
                                id: bet

                                required property var modelData

                                width: Math.max(150, betColumn.implicitWidth + 3 * Theme.spacingSmall)
                                height: betColumn.implicitHeight + 2 * Theme.spacingSmall
                                radius: Theme.radius
                                color: bet.modelData.state === "collected" ? Qt.darker(Theme.panel, 1.3) : Theme.panel
                                // A bet put down late looks like any other: spotting it is the trainee's part.
                                border.color: bet.modelData.state === "paid" ? Theme.gold : Theme.rim
                                opacity: bet.modelData.state === "collected" ? 0.6 : 1

                                Column {
                                    id: betColumn

                                    x: Theme.spacingSmall
                                    y: Theme.spacingSmall
                                    spacing: 2

                                    Label {
                                        text: bet.modelData.label
                                        color: Theme.text
                                    }
                                    Label {
                                        //: Spot the error: a bet's stake; %1 the amount
                                        text: qsTr("Stake %1").arg(bet.modelData.stake)
                                              + (bet.modelData.state === "collected"
                                                 //: Spot the error: a bet taken by the house
                                                 ? " · " + qsTr("collected")
                                                 : bet.modelData.paid !== ""
                                                   //: Spot the error: what a bet was paid; %1 the amount
                                                   ? " · " + qsTr("paid %1").arg(bet.modelData.paid) : "")
                                              + (bet.modelData.commission !== ""
                                                 //: Spot the error: the commission taken; %1 the amount
                                                 ? " · " + qsTr("commission %1").arg(bet.modelData.commission) : "")
                                        color: Theme.cream
                                        font.bold: true
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }

        // The panel: the dealer's steps as called, and what to do now.
        Pane {
            Layout.preferredWidth: Math.min(360, Math.max(280, page.width * 0.34))
            Layout.fillHeight: true
            padding: Theme.spacing
            background: Rectangle {
                color: Theme.panel
                radius: Theme.radius
                border.color: Theme.rim
            }

            ColumnLayout {
                anchors.fill: parent
                spacing: Theme.spacingSmall

                Label {
                    text: page.title
                    color: Theme.cream
                    font.family: Theme.displayFamily
                    font.pixelSize: Theme.fontSizeLarge
                    font.bold: true
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                SegmentedSwitch {
                    objectName: "spotLevel"
                    buttonNamePrefix: "spotLevel-"
                    choiceRole: Accessible.RadioButton
                    Layout.fillWidth: true
                    choices: [
                        //: Spot the error: no round has an error (practice against false alarms)
                        { key: "0", label: qsTr("none") },
                        //: Spot the error: how often a round has an error
                        { key: "1", label: qsTr("1 in 4") },
                        { key: "2", label: qsTr("1 in 2") },
                        //: Spot the error: an error in every round (short: four choices share the panel's width)
                        { key: "3", label: qsTr("all") }
                    ]
                    currentKey: String(page.level)
                    onActivated: key => { page.level = Number(key); page.takeFocus() }
                }
                SegmentedSwitch {
                    objectName: "spotSpeed"
                    buttonNamePrefix: "spotSpeed-"
                    choiceRole: Accessible.RadioButton
                    Layout.fillWidth: true
                    choices: [
                        //: Spot the error: the speed of the dealer's steps
                        { key: "2500", label: qsTr("slow") },
                        { key: "1500", label: qsTr("normal") },
                        { key: "800", label: qsTr("fast") }
                    ]
                    currentKey: String(page.stepMs)
                    onActivated: key => { page.stepMs = Number(key); page.takeFocus() }
                }
                Label {
                    objectName: "spotCounts"
                    //: Spot the error's counts: %1 errors stopped, %2 missed, %3 false alarms, %4 the mean delay
                    text: qsTr("Stopped %1 · missed %2 · false alarms %3 · mean delay %4")
                          .arg(spot.detections).arg(spot.misses).arg(spot.falseAlarms)
                          //: Spot the error's mean delay in seconds ("0.8 s")
                          .arg(spot.detections > 0 ? qsTr("%1 s").arg(Theme.seconds(spot.meanDelayMs)) : "—")
                    color: Theme.muted
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }

                ListView {
                    id: callList

                    objectName: "spotCalls"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    model: spot.calls
                    spacing: 2
                    onCountChanged: positionViewAtEnd()
                    // Once judged, the wrong step (marked) is brought into view.
                    Connections {
                        target: spot
                        function onChanged() {
                            if (spot.phase === "feedback" && spot.errorStep() >= 0 && spot.errorStep() < callList.count)
                                callList.positionViewAtIndex(spot.errorStep(), ListView.Contain)
                        }
                    }

                    delegate: Label {
                        required property var modelData

                        width: ListView.view.width
                        text: modelData.index + ". " + modelData.text
                        color: modelData.wrong ? Theme.danger : Theme.text
                        font.bold: modelData.wrong
                        wrapMode: Text.WordWrap
                    }
                }

                // Watching: the one button, Space.
                GoldButton {
                    objectName: "spotStop"
                    visible: spot.phase === "watching"
                    //: Spot the error: stop the game, something went wrong; %1 the key
                    text: qsTr("Stop! (%1)").arg(qsTr("Space"))
                    Layout.fillWidth: true
                    focusPolicy: Qt.NoFocus
                    onClicked: spot.stop()
                }

                // Naming the error, then its remedy: four choices, keys 1–4.
                Label {
                    visible: spot.phase === "kind" || spot.phase === "remedy"
                    text: spot.phase === "kind"
                          //: Spot the error: after the stop, the trainee names the error
                          ? qsTr("What went wrong?")
                          //: Spot the error: then the remedy
                          : qsTr("What is the remedy?")
                    color: Theme.gold
                    font.bold: true
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                Repeater {
                    model: spot.phase === "kind" || spot.phase === "remedy" ? spot.choices : []

                    delegate: Button {
                        required property var modelData
                        required property int index

                        objectName: "spotChoice" + index
                        text: (index + 1) + " · " + modelData.text
                        focusPolicy: Qt.NoFocus
                        Layout.fillWidth: true
                        contentItem: Label {
                            text: parent.text
                            color: Theme.text
                            wrapMode: Text.WordWrap
                        }
                        background: Rectangle {
                            color: parent.down ? Theme.rim : Qt.darker(Theme.panel, 1.2)
                            radius: Theme.radius
                            border.color: Theme.rim
                        }
                        onClicked: spot.choose(index)
                    }
                }

                GoldButton {
                    objectName: "spotNext"
                    visible: spot.phase === "feedback"
                    //: Spot the error: the next round
                    text: qsTr("Next round (%1)").arg(qsTr("Enter"))
                    Layout.fillWidth: true
                    focusPolicy: Qt.NoFocus
                    onClicked: spot.next()
                }
                Label {
                    //: Spot the error: the keys
                    text: qsTr("Space: stop · 1–4: choose · ←/→: replay the round · Enter: next round")
                    color: Theme.muted
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                    font.pixelSize: Theme.fontSizeSmall
                }
            }
        }
    }
}

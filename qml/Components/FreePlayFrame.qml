pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Croupier
import Croupier.App

// The frame every free-play table shares (issue 13): the felt on the left, and on
// the right the one panel of the one dealer protocol (TableDealer): what to do now,
// what is typed, the table's buttons, "Show me" (F1 at every table), the mistakes
// with the refusal and its paragraph, the keys; and the demo that plays the
// engine's own right steps. A table brings only its felt, its notes and its buttons.
FocusScope {
    id: frame

    /// The table's dealer: phase, status, refusal, expected step, mistakes.
    property TableDealer tableDealer: null
    /// The table plays itself (screenshots, the frame-time benchmark).
    property bool demo: false
    property int demoInterval: 1000
    /// How the demo pays a winning bet: "typed" (the amount typed) or "chips" (from the
    /// float, each chip sliding; issue 16). Tables without chips to pay type it.
    property string demoPay: "typed"
    /// Something of the table's own must also have come to rest before a demo step.
    property bool demoReady: true
    /// How the demo takes a step; by default the engine's own, as it is.
    property var demoAct: function (step) { frame.tableDealer.act(step.action, step.value) }
    /// A line above the status: the shoe, the coup, the rounds.
    property string counters: ""
    /// What the trainee has typed, and whether the table is waiting for it.
    property string typed: ""
    /// What was typed was refused (a mistake counted): it stays on show, and the next
    /// digit starts a new amount instead of joining it ("24" refused, then "25": not
    /// "2425"; issue 17). Backspace edits it instead.
    property bool typedStale: false
    readonly property int mistakesSeen: tableDealer ? tableDealer.mistakes : 0
    onMistakesSeenChanged: typedStale = mistakesSeen > 0
    property bool typing: true
    //: Placeholder of the typed amount or number in free play
    property string typedPlaceholder: qsTr("type digits, then Enter")
    /// The table's keys, one line.
    property string keysHelp: ""
    property real panelWidth: Math.min(320, Math.max(250, width * 0.27))
    /// For screenshots: the demo stops once this incident's answer is due (the page's --set incident=…).
    property string holdAtIncident: ""
    /// For screenshots (the page's --set holdPayment=true, issue 16): the demo stops at its
    /// first payment with the fewest chips of the float in hand, not yet handed over.
    property bool holdPayment: false
    /// That payment is in hand.
    property bool paymentHeld: false
    /// How the table takes the fewest chips for pay step @p w into hand (its own payment
    /// panel and its own way of pointing at the bet); true once taken.
    property var takeFewest: null
    /// The share of rounds with one of the regulation's incidents (Preferences, "Incidents").
    property real incidentRate: Preferences.incidentRate

    /// The felt (and whatever the table draws over it).
    /// Pace mode (issue 17): the table's game in the question bank's words, and its count
    /// of rounds begun (coups, rolls, blackjack rounds); PaceMeter makes the rate of it.
    property string paceGame: ""
    property int roundsBegun: 0
    readonly property alias pace: paceMeter
    default property alias felt: feltArea.data
    /// Lines of the table's own under the status.
    property alias notes: notesColumn.data
    /// The table's buttons, in the panel.
    property alias controls: controlsColumn.data

    function showMe() { tableDealer.showMe() }

    // A live language switch: the dealer says its sentences again in the new language.
    Connections {
        target: LanguageManager
        function onLanguageChanged() { frame.tableDealer?.retranslate() }
    }

    Binding {
        target: frame.tableDealer
        when: frame.tableDealer !== null
        property: "incidentRate"
        value: frame.incidentRate
    }

    Timer {
        running: frame.demo && !frame.paymentHeld && frame.tableDealer !== null && frame.tableDealer.settled
                 && frame.demoReady
        repeat: true
        interval: Math.max(16, frame.demoInterval)
        onTriggered: {
            // A screenshot of an incident: the demo stops where the dealer must answer it.
            if (frame.holdAtIncident !== "" && frame.tableDealer.incidentKind === frame.holdAtIncident
                    && frame["incidentDue"] === true)
                return
            if (!frame.tableDealer.settled || !frame.demoReady)
                return
            const w = frame.tableDealer.expected
            if (frame.holdPayment && w.action === "pay" && frame.takeFewest !== null && frame.takeFewest(w)) {
                frame.paymentHeld = true
                return
            }
            frame.demoAct(w)
        }
    }

    Item {
        id: feltArea

        anchors.left: parent.left
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        anchors.right: side.left
        anchors.rightMargin: Theme.spacing
    }

    Pane {
        id: side

        anchors.top: parent.top
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        width: frame.panelWidth
        padding: Theme.spacing
        background: Rectangle {
            color: Theme.panel
            radius: Theme.radius
            border.color: Theme.rim
        }

        // The panel scrolls when its contents are taller than the window (1024x700 with
        // a long Greek opening step): the keys' list at its foot is never cut off.
        Flickable {
            id: sideFlick

            objectName: "sideFlick"
            anchors.fill: parent
            contentWidth: width
            contentHeight: sideColumn.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            interactive: contentHeight > height
            // A bar in the panel's margin says there is more below (issue 17: at 1024x700 in
            // Greek the keys' list ran off the panel's foot cut mid-line, nothing to say it scrolled).
            ScrollBar.vertical: ScrollBar {
                objectName: "sideScrollBar"
                parent: side
                x: side.width - side.rightPadding + (side.rightPadding - width) / 2
                y: side.topPadding
                height: side.availableHeight
                policy: sideFlick.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
            }

            ColumnLayout {
                id: sideColumn

                width: sideFlick.width
                height: Math.max(implicitHeight, sideFlick.height)
                spacing: Theme.spacing

                Label {
                    objectName: "counters"
                    Layout.fillWidth: true
                    visible: text !== ""
                    text: frame.counters
                    color: Theme.muted
                    font.pixelSize: Theme.fontSizeSmall + 1
                    wrapMode: Text.WordWrap
                }
                RowLayout {
                    Layout.fillWidth: true
                    spacing: Theme.spacingSmall
                    Label {
                        //: Free play: how often the table produces one of the regulation's incidents
                        text: qsTr("Incidents")
                        color: Theme.muted
                        font.pixelSize: Theme.fontSizeSmall + 1
                    }
                    SegmentedSwitch {
                        objectName: "incidentSwitch"
                        Layout.fillWidth: false
                        fontSize: Theme.fontSizeSmall + 1
                        choicePadding: Theme.spacingSmall + 2
                        choiceRole: Accessible.RadioButton
                        buttonNamePrefix: "incidents-"
                        // A click leaves the keys to the table; Tab still reaches the choices.
                        choiceFocusPolicy: Qt.TabFocus
                        //: Incidents in free play: none, about one round in seven, two in five
                        choices: [{ key: "off", label: qsTr("Off") }, { key: "some", label: qsTr("Some") },
                                  { key: "many", label: qsTr("Many") }]
                        currentKey: Preferences.incidents
                        onActivated: key => Preferences.incidents = key
                    }
                }
                Label {
                    objectName: "incident"
                    Layout.fillWidth: true
                    visible: text !== ""
                    // The incident of the round, with its paragraph (re-read on a language switch).
                    text: frame.tableDealer && LanguageManager.language.length >= 0 ? frame.tableDealer.incident : ""
                    color: Theme.goldLight
                    font.pixelSize: Theme.fontSizeSmall + 1
                    wrapMode: Text.WordWrap
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
                Label {
                    objectName: "status"
                    Layout.fillWidth: true
                    // Re-read on a language switch: the dealer writes it in the installed language.
                    text: frame.tableDealer && LanguageManager.language.length >= 0 ? frame.tableDealer.status : ""
                    color: Theme.text
                    font.pixelSize: Theme.fontSizeLarge
                    font.bold: true
                    wrapMode: Text.WordWrap
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
                ColumnLayout {
                    id: notesColumn

                    Layout.fillWidth: true
                    Layout.fillHeight: false
                    spacing: Theme.spacingSmall
                }
                Rectangle {
                    // The entry: what the trainee has typed. Its hint wraps inside it, never
                    // cut (issue 17: "Type a total or an amount" lost its end at 1024 px).
                    Layout.fillWidth: true
                    Layout.preferredHeight: Math.max(Theme.controlHeight, entry.implicitHeight + 2 * Theme.spacingSmall)
                    visible: frame.typing
                    radius: Theme.radiusSmall
                    color: Theme.feltDeep
                    border.color: Theme.rimStrong
                    Accessible.role: Accessible.EditableText
                    //: The amount or count the dealer types
                    Accessible.name: qsTr("Typed amount: %1").arg(frame.typed)
                    Label {
                        id: entry

                        objectName: "entry"
                        anchors.left: parent.left
                        anchors.right: parent.right
                        anchors.verticalCenter: parent.verticalCenter
                        anchors.margins: Theme.spacingSmall
                        text: frame.typed.length > 0 ? frame.typed : frame.typedPlaceholder
                        color: frame.typed.length > 0 ? Theme.text : Theme.muted
                        // The hint a size smaller than an amount typed, and wrapped.
                        font.pixelSize: frame.typed.length > 0 ? Theme.fontSizeLarge : Theme.fontSizeBody
                        font.bold: frame.typed.length > 0
                        wrapMode: Text.Wrap
                    }
                }
                ColumnLayout {
                    id: controlsColumn

                    Layout.fillWidth: true
                    Layout.fillHeight: false
                    spacing: Theme.spacingSmall
                }
                GoldButton {
                    objectName: "showMe"
                    Layout.fillWidth: true
                    focusPolicy: Qt.NoFocus
                    //: Free-play button (key F1, the same at every table): show the right next step.
                    text: qsTr("Show me (F1)")
                    Accessible.name: text
                    onClicked: frame.showMe()
                }
                Frame {
                    objectName: "mistakes"
                    Layout.fillWidth: true
                    background: Rectangle {
                        color: "transparent"
                        radius: Theme.radiusSmall
                        border.color: frame.tableDealer && frame.tableDealer.refusal.length > 0 ? Theme.danger : Theme.rim
                    }
                    ColumnLayout {
                        width: parent.width
                        spacing: Theme.spacingSmall
                        Label {
                            objectName: "mistakeCount"
                            //: Free play: how many wrong steps so far, out of all steps
                            text: frame.tableDealer ? qsTr("Mistakes: %1 of %2 steps").arg(frame.tableDealer.mistakes).arg(frame.tableDealer.actions) : ""
                            color: frame.tableDealer && frame.tableDealer.mistakes > 0 ? Theme.danger : Theme.muted
                            font.bold: true
                        }
                        Label {
                            // Pace mode: rounds per hour against the game's target (a school's pace).
                            objectName: "pace"
                            Layout.fillWidth: true
                            visible: frame.paceGame !== ""
                            text: LanguageManager.language.length >= 0 ? paceMeter.text : ""
                            color: paceMeter.onPace ? Theme.success : Theme.muted
                            font.pixelSize: Theme.fontSizeSmall + 1
                            wrapMode: Text.WordWrap
                            Accessible.role: Accessible.StaticText
                            Accessible.name: text
                            Accessible.description: paceMeter.targetSource
                        }
                        Label {
                            objectName: "refusal"
                            Layout.fillWidth: true
                            visible: text.length > 0
                            text: frame.tableDealer ? frame.tableDealer.refusal : ""
                            color: Theme.text
                            wrapMode: Text.WordWrap
                            Accessible.role: Accessible.AlertMessage
                            Accessible.name: text
                        }
                        Label {
                            objectName: "refusalSource"
                            Layout.fillWidth: true
                            visible: text.length > 0
                            text: frame.tableDealer && frame.tableDealer.refusal.length > 0 ? frame.tableDealer.refusalSource : ""
                            color: Theme.muted
                            wrapMode: Text.WordWrap
                        }
                        Label {
                            objectName: "shown"
                            Layout.fillWidth: true
                            visible: frame.tableDealer !== null && frame.tableDealer.showing
                            //: "Show me": the right step; %1 the step
                            text: frame.tableDealer ? qsTr("Right step: %1").arg(frame.tableDealer.expectedText) : ""
                            color: Theme.goldLight
                            wrapMode: Text.WordWrap
                        }
                    }
                }
                Item { Layout.fillHeight: true }
                Label {
                    Layout.fillWidth: true
                    visible: text !== ""
                    text: frame.keysHelp
                    color: Theme.muted
                    font.pixelSize: Theme.fontSizeSmall
                    wrapMode: Text.WordWrap
                }
            }
        }
    }

    PaceMeter {
        id: paceMeter

        game: frame.paceGame
        rounds: frame.roundsBegun
        // The target of the profile in use (the self-study page's), if it set one.
        ownTarget: StudyDatabase.revision >= 0 && StudyDatabase.activeProfile > 0
                   ? StudyDatabase.paceTarget(StudyDatabase.activeProfile, frame.paceGame) : 0
        profileName: StudyDatabase.activeProfileName
    }
}

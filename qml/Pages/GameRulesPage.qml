pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Croupier
import Croupier.App

// The rules of craps (art. 16) or blackjack (art. 14), issue 15: every rule from the
// very table the engine settles and refuses by (RulesListModel over core's
// crapsPayTable() and blackjackRules()), with its paragraph, in the regulation's Greek
// words or in English; craps adds what each bet pays and whether it is off on the
// come-out. Up and Down (or the wheel) scroll.
Page {
    id: page

    /// "craps" or "blackjack".
    property string game: "craps"
    /// Read by the window's pageReady: nothing comes in with an animation.
    readonly property bool settled: true
    /// For tests: how many rules are shown, and the rows.
    readonly property alias ruleCount: rules.count
    readonly property alias rules: rules

    objectName: "gameRulesPage"
    background: null
    padding: Theme.spacingLarge
    //: The title of the rules page of craps or blackjack; %1 the game
    title: qsTr("%1 · Rules").arg(Theme.gameTitle(game))
    focus: true
    Keys.onUpPressed: list.flick(0, 800)
    Keys.onDownPressed: list.flick(0, -800)

    RulesListModel {
        id: rules
        game: page.game
    }
    Connections {
        // The rows are in the UI's language: read them again on a switch.
        target: LanguageManager
        function onLanguageChanged() { rules.refresh() }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        // The page's heading, as the baccarat rules show theirs: without it the page
        // did not say which game's rules it lists.
        Label {
            objectName: "rulesTitle"
            Layout.fillWidth: true
            text: page.title
            color: Theme.cream
            font.family: Theme.displayFamily
            font.pixelSize: Theme.fontSizeTitle
            font.bold: true
            elide: Text.ElideRight
        }

        Label {
            Layout.fillWidth: true
            text: page.game === "craps"
                  //: The rules page of craps: what the list shows
                  ? qsTr("Every bet of art. 16 as the table settles it: what decides it, what it pays, and the paragraph. The Greek is the regulation's own wording.")
                  //: The rules page of blackjack: what the list shows
                  : qsTr("The rules of art. 14 as the table deals and settles by them, with their paragraphs. The Greek is the regulation's own wording.")
            color: Theme.muted
            wrapMode: Text.WordWrap
        }

        ListView {
            id: list

            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: Theme.spacingSmall
            model: rules
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { }

            delegate: Rectangle {
                id: card

                required property string title
                required property string source
                required property string text
                required property string pays
                required property string note

                width: ListView.view.width - Theme.spacing
                implicitHeight: body.implicitHeight + 2 * Theme.spacingSmall
                radius: Theme.radiusSmall
                color: Theme.panel
                border.color: Theme.rim
                Accessible.role: Accessible.StaticText
                Accessible.name: [card.title, card.text, card.pays, card.source].filter(s => s !== "").join(". ")

                ColumnLayout {
                    id: body

                    anchors.left: parent.left
                    anchors.right: parent.right
                    anchors.top: parent.top
                    anchors.margins: Theme.spacingSmall
                    spacing: 2

                    RowLayout {
                        Layout.fillWidth: true
                        visible: card.title !== "" || card.pays !== ""
                        Label {
                            visible: card.title !== ""
                            text: card.title
                            color: Theme.goldLight
                            font.bold: true
                        }
                        Label {
                            visible: card.pays !== ""
                            //: The craps rules page: what a bet pays; %1 e.g. "6, 8: 7:6"
                            text: qsTr("pays %1").arg(card.pays)
                            color: Theme.text
                            font.bold: true
                            Layout.fillWidth: true
                            elide: Text.ElideRight
                        }
                        Item { Layout.fillWidth: card.pays === "" }
                        Label {
                            text: card.source
                            color: Theme.muted
                            font.pixelSize: Theme.fontSizeSmall + 1
                        }
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.spacing
                        Label {
                            Layout.fillWidth: true
                            text: card.text
                            color: Theme.text
                            wrapMode: Text.WordWrap
                        }
                        Label {
                            // A rule with no heading (blackjack): its paragraph beside it.
                            visible: card.title === "" && card.pays === ""
                            text: card.source
                            color: Theme.muted
                            font.pixelSize: Theme.fontSizeSmall + 1
                            Layout.alignment: Qt.AlignTop
                        }
                    }
                    Label {
                        Layout.fillWidth: true
                        visible: card.note !== ""
                        text: card.note
                        color: Theme.muted
                        font.pixelSize: Theme.fontSizeSmall + 1
                        wrapMode: Text.WordWrap
                    }
                }
            }
        }
    }
}

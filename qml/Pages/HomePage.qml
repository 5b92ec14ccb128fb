pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Croupier

// The start page: the five games, each with its three training modes.
Page {
    id: page

    /// How many game cards have finished coming in.
    property int settledCards: 0
    /// Read by the window's pageReady: the page has finished its entrance.
    readonly property bool settled: settledCards >= games.count
    /// The games shown, for tests.
    readonly property alias gameCount: gameRepeater.count
    /// A narrow window (the minimum, 1024 px): everything a little tighter.
    readonly property bool compact: width < 1200

    objectName: "homePage"
    background: null
    padding: compact ? Theme.spacingLarge + 4 : Theme.spacingHuge
    topPadding: Theme.spacingLarge + 4
    bottomPadding: Theme.spacingLarge + 4

    //: The title of the home page, above the list of games.
    title: qsTr("Choose a table")

    GameListModel {
        id: games
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        ColumnLayout {
            spacing: Theme.spacingTiny
            Layout.fillWidth: true
            Layout.bottomMargin: Theme.spacingTiny

            // The title and, on its right, links to the baccarat rules page. They
            // share the title's line, so the cards below keep all their room.
            RowLayout {
                spacing: Theme.spacingSmall
                Layout.fillWidth: true
                Layout.preferredHeight: homeTitle.implicitHeight

                Label {
                    id: homeTitle

                    objectName: "homeTitle"
                    text: page.title
                    color: Theme.cream
                    font.family: Theme.displayFamily
                    font.pixelSize: Theme.fontSizeTitle
                    font.bold: true
                    Layout.fillWidth: true
                    elide: Text.ElideRight
                }
                Label {
                    objectName: "rulesLinksLabel"
                    //: Before the links to the rules of the three baccarat games, on the home page.
                    text: qsTr("Rules:")
                    color: Theme.muted
                    font.pixelSize: Theme.fontSizeBody
                    Layout.alignment: Qt.AlignVCenter
                }
                Repeater {
                    model: [
                        { key: "punto-banco", title: QT_TRANSLATE_NOOP("GameListModel", "Punto Banco") },
                        { key: "chemin-de-fer", title: QT_TRANSLATE_NOOP("GameListModel", "Chemin de fer") },
                        { key: "deux-tableaux", title: QT_TRANSLATE_NOOP("GameListModel", "Deux tableaux") }
                    ]

                    delegate: ChipButton {
                        required property var modelData

                        objectName: "rules-" + modelData.key
                        text: qsTranslate("GameListModel", modelData.title)
                        iconSource: Theme.iconUrl(modelData.key)
                        //: Accessible name of a link to a game's rules on the home page. %1 is the game.
                        Accessible.name: qsTr("Rules of %1").arg(text)
                        //: Accessible description of a link to a game's rules on the home page.
                        Accessible.description: qsTr("Opens the tableau and the pay table of this game")
                        Layout.alignment: Qt.AlignVCenter
                        onClicked: page.StackView.view.push(PageRegistry.url("baccarat-rules"), { game: modelData.key })
                    }
                }
            }
            // The subtitle and, on its right, the link to self-study (issue 7).
            RowLayout {
                spacing: Theme.spacing
                Layout.fillWidth: true

                Label {
                    objectName: "homeSubtitle"
                    //: Under the title of the home page.
                    text: qsTr("Drills, free play and exams for every game, following the Greek casino regulation (articles 14, 15 and 16).")
                    color: Theme.muted
                    font.pixelSize: Theme.fontSizeBody
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
                ChipButton {
                    objectName: "selfStudy"
                    //: Link on the home page to self-study: sessions, scores, progress.
                    text: qsTr("Self-study")
                    iconSource: Theme.iconUrl("drills")
                    Accessible.name: text
                    //: Accessible description of the home page's link to self-study.
                    Accessible.description: qsTr("Scored sessions that ask more of what you miss, and your progress")
                    Layout.alignment: Qt.AlignVCenter
                    onClicked: page.StackView.view.push(PageRegistry.url("study"))
                }
            }
        }

        Repeater {
            id: gameRepeater

            model: games

            delegate: GameDelegate {
                id: gameCard

                compact: page.compact
                Layout.fillWidth: true
                Layout.fillHeight: true
                // Equal preferred heights: the free space is shared evenly, so the
                // cards stay the same height whether a summary takes one line or two.
                Layout.preferredHeight: 1
                Layout.minimumHeight: implicitHeight
                onSettled: page.settledCards += 1
                // The modes of ModeListModel.
                onModeChosen: mode => {
                    if (mode === "drills")
                        page.StackView.view.push(PageRegistry.url("drills"), { game: gameCard.gameKey })
                    else if (mode === "free-play")
                        page.StackView.view.push(PageRegistry.url("free-play"), { game: gameCard.gameKey })
                    else if (mode === "exams")
                        page.StackView.view.push(PageRegistry.url("exams"))
                }
            }
        }
    }
}

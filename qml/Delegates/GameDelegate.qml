pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Croupier

// One game on the home page, laid out like a plaque on the table: the game's
// medallion, its name and what it is, and its three training modes.
Item {
    id: card

    required property int index
    required property string gameKey
    /// Source texts of GameListModel, translated here so they follow a switch.
    required property string title
    required property string originalName
    required property string summary
    required property string iconName

    /// Tighter spacing for narrow windows (1024 px), so Greek still fits.
    property bool compact: false

    readonly property string translatedTitle: qsTranslate("GameListModel", title)
    readonly property int verticalPadding: Theme.spacing + 2
    readonly property int leftPadding: compact ? Theme.spacing + 4 : Theme.spacingLarge
    readonly property int rightPadding: compact ? Theme.spacing : Theme.spacingLarge

    /// The trainee picked one of the game's modes.
    signal modeChosen(string mode, string modeLabel, string modeIcon)
    /// The entrance animation is over (or there was none).
    signal settled()

    objectName: "game-" + gameKey
    implicitWidth: content.implicitWidth + leftPadding + rightPadding
    implicitHeight: content.implicitHeight + 2 * verticalPadding
    opacity: 0

    Accessible.role: Accessible.Grouping
    Accessible.name: translatedTitle
    Accessible.description: qsTranslate("GameListModel", summary)

    transform: Translate { id: shift; y: 12 }

    // Cards come in one after the other; with Theme.durationScale 0 at once.
    SequentialAnimation {
        running: true
        PauseAnimation { duration: card.index * Theme.fast / 2 }
        ParallelAnimation {
            NumberAnimation { target: card; property: "opacity"; to: 1; duration: Theme.slow; easing.type: Theme.easing }
            NumberAnimation { target: shift; property: "y"; to: 0; duration: Theme.slow; easing.type: Theme.easingEnter }
        }
        ScriptAction { script: card.settled() }
    }

    Rectangle {
        anchors.fill: parent
        radius: Theme.radiusLarge
        color: Theme.panel
        border.width: 1
        border.color: Theme.rim

        // A thin gold inlay along the left edge.
        Rectangle {
            x: 0
            anchors.verticalCenter: parent.verticalCenter
            width: 3
            height: parent.height - 2 * Theme.radiusLarge
            radius: 1.5
            color: Theme.gold
        }
    }

    RowLayout {
        id: content

        anchors.fill: parent
        anchors.leftMargin: card.leftPadding
        anchors.rightMargin: card.rightPadding
        anchors.topMargin: card.verticalPadding
        anchors.bottomMargin: card.verticalPadding
        spacing: card.compact ? Theme.spacing + 2 : Theme.spacingLarge

        Medallion {
            iconSource: Theme.iconUrl(card.iconName)
            implicitWidth: card.compact ? Theme.medallionSize - 8 : Theme.medallionSize
            implicitHeight: implicitWidth
            Layout.alignment: Qt.AlignVCenter
        }

        ColumnLayout {
            id: textColumn

            spacing: Theme.spacingTiny
            // Takes what the mode buttons leave, whatever its text would like.
            Layout.fillWidth: true
            Layout.minimumWidth: 0
            Layout.preferredWidth: 1
            Layout.alignment: Qt.AlignVCenter

            // The name, and beside it the name the regulation also uses (Punto
            // Banco, Chemin de fer) when the translation differs from it and there
            // is room for all of it. Plain anchoring, not a RowLayout: whether the
            // second name shows depends on the width, which a layout would change.
            Item {
                id: titleRow

                implicitHeight: titleLabel.implicitHeight
                Layout.fillWidth: true

                Label {
                    id: titleLabel

                    objectName: "gameTitle"
                    width: Math.min(implicitWidth, titleRow.width)
                    text: card.translatedTitle
                    color: Theme.cream
                    font.family: Theme.displayFamily
                    font.pixelSize: Theme.fontSizeHeading
                    font.bold: true
                    elide: Text.ElideRight
                }
                Label {
                    id: original

                    objectName: "gameOriginalName"
                    x: titleLabel.width + Theme.spacingSmall
                    anchors.baseline: titleLabel.baseline
                    text: card.originalName
                    visible: !card.translatedTitle.includes(card.originalName)
                             && x + implicitWidth <= titleRow.width
                    color: Theme.gold
                    font.family: Theme.displayFamily
                    font.pixelSize: Theme.fontSizeBody
                    font.italic: true
                }
            }

            Label {
                id: summaryLabel

                objectName: "gameSummary"
                text: qsTranslate("GameListModel", card.summary)
                color: Theme.text
                opacity: 0.9
                font.pixelSize: Theme.fontSizeBody - 1
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
                lineHeight: 1.1
                verticalAlignment: Text.AlignTop
                Layout.fillWidth: true
                // Always room for two lines: every card has the same height, and
                // the layout never squeezes a wrapped summary back to one line.
                Layout.preferredHeight: Math.ceil(summaryMetrics.lineSpacing * lineHeight * maximumLineCount) + 2
                Layout.minimumHeight: Layout.preferredHeight

                FontMetrics {
                    id: summaryMetrics

                    font: summaryLabel.font
                }
            }
        }

        RowLayout {
            spacing: card.compact ? Theme.spacingTiny + 2 : Theme.spacingSmall
            Layout.alignment: Qt.AlignVCenter
            Layout.minimumWidth: implicitWidth

            Repeater {
                model: ModeListModel {}

                delegate: ModeButton {
                    required property string mode
                    required property string label
                    required property string iconName

                    objectName: "mode-" + card.gameKey + "-" + mode
                    text: qsTranslate("ModeListModel", label)
                    iconSource: Theme.iconUrl(iconName)
                    compact: card.compact
                    hint: mode === "drills"
                          //: Under the "Drills" mode button: the drills go one question-bank topic at a time.
                          ? qsTr("topic by topic")
                          : mode === "free-play"
                            //: Under the "Free play" mode button: the trainee deals the game.
                            ? qsTr("you deal")
                            //: Under the "Exams" mode button: exams the instructor sets, sat in class.
                            : qsTr("in class")
                    //: Accessible name of a mode button: game, mode. Example: "Craps: Drills".
                    Accessible.name: qsTr("%1: %2").arg(card.translatedTitle).arg(text)
                    Accessible.description: mode === "drills"
                                            //: Accessible description of the Drills mode button.
                                            ? qsTr("Opens the drills of this game, one per topic")
                                            : mode === "free-play"
                                              //: Accessible description of the Free play mode button.
                                              ? qsTr("Opens the table: you deal for simulated players")
                                              //: Accessible description of the Exams mode button.
                                              : qsTr("Opens the exams: sit one, or set them as the instructor")
                    Layout.fillHeight: false
                    onClicked: card.modeChosen(mode, label, iconName)
                }
            }
        }
    }
}

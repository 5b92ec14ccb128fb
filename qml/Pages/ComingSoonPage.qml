pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Croupier

// Stands in for a training mode that later work fills in.
Page {
    id: page

    /// Source texts (GameListModel, ModeListModel): translated here, live.
    property string gameTitle
    property string modeLabel
    property string modeIcon: "drills"

    readonly property bool settled: true

    objectName: "comingSoonPage"
    background: null
    title: qsTr("%1 · %2").arg(qsTranslate("GameListModel", gameTitle)).arg(qsTranslate("ModeListModel", modeLabel))

    Component.onCompleted: backButton.forceActiveFocus()

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.spacingHuge, 640)
        spacing: Theme.spacingLarge

        Medallion {
            iconSource: Theme.iconUrl(page.modeIcon)
            implicitWidth: Theme.medallionSize * 1.5
            implicitHeight: Theme.medallionSize * 1.5
            Layout.alignment: Qt.AlignHCenter
        }
        Label {
            text: page.title
            color: Theme.cream
            font.family: Theme.displayFamily
            font.pixelSize: Theme.fontSizeDisplay
            font.bold: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        Label {
            //: The page behind a training mode that is not there yet.
            text: qsTr("This mode is being prepared. It will follow the rules of the Greek casino regulation and will arrive in a coming version of Croupier.")
            color: Theme.text
            font.pixelSize: Theme.fontSizeLarge
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            lineHeight: 1.15
            Layout.fillWidth: true
        }
        GoldButton {
            id: backButton

            objectName: "backToTables"
            //: Button on a placeholder page: back to the list of games.
            text: qsTr("Back to the tables")
            Layout.alignment: Qt.AlignHCenter
            Layout.topMargin: Theme.spacing
            onClicked: page.StackView.view.pop()
        }
    }
}

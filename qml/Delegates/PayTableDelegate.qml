pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Croupier

// One bet of a pay table (a row of PayTableModel): its name and what it pays on
// one line, then how it is settled and where the rule texts say so.
Item {
    id: row

    required property int index
    required property string bet
    required property string name
    required property string pays
    required property string note
    required property string source

    /// False when the table states one source for all its rows.
    property bool showSource: true

    objectName: "pay-" + bet
    implicitHeight: content.implicitHeight + 2 * Theme.spacingSmall
    implicitWidth: content.implicitWidth

    Accessible.role: Accessible.Row
    //: Accessible name of a pay-table row: the bet, then what it pays. Example: "Banco: 95:100"
    Accessible.name: qsTr("%1: %2").arg(name).arg(pays)
    Accessible.description: note + " (" + source + ")"

    // A hairline between rows.
    Rectangle {
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        height: 1
        color: Theme.rim
        opacity: 0.5
        visible: row.index > 0
    }

    ColumnLayout {
        id: content

        anchors.left: parent.left
        anchors.right: parent.right
        anchors.verticalCenter: parent.verticalCenter
        spacing: 2

        RowLayout {
            spacing: Theme.spacingSmall
            Layout.fillWidth: true

            Label {
                objectName: "payName"
                text: row.name
                color: Theme.cream
                font.pixelSize: Theme.fontSizeBody
                font.bold: true
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Label {
                objectName: "payPays"
                text: row.pays
                color: Theme.goldLight
                font.family: Theme.displayFamily
                font.pixelSize: Theme.fontSizeBody + 1
                font.bold: true
                horizontalAlignment: Text.AlignRight
                wrapMode: Text.WordWrap
                // A long "1:1, 1:2 with a Banco 6" wraps before it pushes the name out.
                Layout.maximumWidth: row.width * 0.6
                Layout.alignment: Qt.AlignTop
            }
        }
        Label {
            objectName: "payNote"
            text: row.note
            visible: text !== ""
            color: Theme.text
            opacity: 0.9
            font.pixelSize: Theme.fontSizeSmall + 1
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        Label {
            objectName: "paySource"
            text: row.source
            visible: row.showSource
            color: Theme.muted
            font.pixelSize: Theme.fontSizeSmall
            font.italic: true
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
        }
    }
}

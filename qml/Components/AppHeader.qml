pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Croupier

// The bar above every page: back, the product's name and the language switch.
ToolBar {
    id: header

    /// Shows the back button (the StackView has a page to return to).
    property bool canGoBack: false

    signal backRequested()
    /// A pop-up of the header (Display) was closed: the page takes the keyboard back.
    signal popupClosed()

    implicitHeight: Theme.headerHeight

    background: Rectangle {
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.feltDark }
            GradientStop { position: 1.0; color: Theme.feltDeep }
        }

        Rectangle {
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            height: 1
            color: Theme.rimStrong
        }
    }

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: Theme.spacingLarge
        anchors.rightMargin: Theme.spacingLarge
        spacing: Theme.spacing

        HeaderButton {
            objectName: "backButton"
            visible: header.canGoBack
            iconSource: Theme.iconUrl("back")
            //: The header button that returns to the previous page.
            text: qsTr("Back")
            Accessible.name: qsTr("Back to the previous page")
            onClicked: header.backRequested()
        }

        Image {
            source: Theme.appIcon
            sourceSize.width: 40
            sourceSize.height: 40
            Layout.preferredWidth: 40
            Layout.preferredHeight: 40
            Accessible.ignored: true
        }

        ColumnLayout {
            spacing: 0
            Layout.fillWidth: true

            Label {
                // The product's name is the same in every language.
                text: "Croupier"
                color: Theme.gold
                font.family: Theme.displayFamily
                font.pixelSize: Theme.fontSizeHeading + 2
                font.bold: true
                font.letterSpacing: 1
            }
            Label {
                objectName: "tagline"
                //: Under the product's name in the header.
                text: qsTr("Dealer training for the tables of Greek casinos")
                color: Theme.muted
                font.pixelSize: Theme.fontSizeSmall + 1
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
        }

        DisplaySettings {
            Layout.alignment: Qt.AlignVCenter
            onClosed: header.popupClosed()
        }

        LanguageSwitch {
            Layout.alignment: Qt.AlignVCenter
        }
    }
}

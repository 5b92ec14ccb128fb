pragma ComponentBehavior: Bound

import QtQuick
import Croupier

// One cell of a third-card tableau (a row of TableauModel): what the hand does,
// as a colour and a letter, so colour is never the only clue. The page places
// it, names it and says which cell is the current one.
Item {
    id: cell

    required property int index
    required property string section
    required property int total
    required property int thirdCard
    required property string rule
    required property string source
    required property string explanation

    /// "D", "S", "O" in the reader's language (the page translates them).
    property string letter
    /// "draws", "stands", "option", translated.
    property string ruleWord
    /// Which hand and which case, translated: "Banco with 3; Punto's third card: 8".
    property string cellName
    /// The selected cell: its explanation is on show, and Tab enters the grid here.
    property bool current: false

    /// Clicked, or reached by the keyboard.
    signal chosen()
    /// The pointer came in (true) or left (false).
    signal pointed(bool inside)
    /// An arrow key asks for the neighbouring cell: columns right (+) or left (-), rows down (+) or up (-).
    signal moveRequested(int columns, int rows)

    objectName: section === "banker" ? "cell-banker-" + total + "-" + thirdCard : "cell-" + section + "-" + total
    // Roving tab stop: Tab enters the grid at the current cell, arrows move inside it.
    // (A focused cell stays a tab stop until it loses the focus: Qt refuses otherwise.)
    activeFocusOnTab: current || activeFocus

    Accessible.role: Accessible.Cell
    //: Accessible name of a tableau cell: which case, then what the hand does. Example: "Banco with 3; Punto's third card: 8 — stands"
    Accessible.name: qsTr("%1 — %2").arg(cellName).arg(ruleWord)
    Accessible.description: explanation
    Accessible.focusable: true
    Accessible.focused: activeFocus
    Accessible.selectable: true
    Accessible.selected: current

    onActiveFocusChanged: {
        if (activeFocus)
            cell.chosen()
    }

    Keys.onPressed: event => {
        switch (event.key) {
        case Qt.Key_Left: cell.moveRequested(-1, 0); break
        case Qt.Key_Right: cell.moveRequested(1, 0); break
        case Qt.Key_Up: cell.moveRequested(0, -1); break
        case Qt.Key_Down: cell.moveRequested(0, 1); break
        case Qt.Key_Home: cell.moveRequested(-99, 0); break
        case Qt.Key_End: cell.moveRequested(99, 0); break
        default: return
        }
        event.accepted = true
    }

    Rectangle {
        id: face

        anchors.fill: parent
        radius: Theme.radiusSmall
        color: Theme.ruleColor(cell.rule)
        border.width: cell.current ? 2 : 1
        border.color: cell.current ? Theme.selection : cell.rule === "stand" ? Theme.rim : Qt.darker(color, 1.25)
        scale: hover.hovered && !cell.current ? 1.06 : 1

        Behavior on color { ColorAnimation { duration: Theme.fast } }
        Behavior on scale { NumberAnimation { duration: Theme.fast; easing.type: Theme.easing } }

        Text {
            objectName: "cellLetter"
            anchors.centerIn: parent
            text: cell.letter
            color: Theme.ruleTextColor(cell.rule)
            font.family: Theme.bodyFamily
            font.pixelSize: Math.max(Theme.fontSizeSmall, Math.round(Math.min(cell.width, cell.height) * 0.42))
            font.bold: true
            Accessible.ignored: true
        }
    }

    // The keyboard focus ring, outside the cell's own rim.
    Rectangle {
        anchors.fill: parent
        anchors.margins: -3
        radius: Theme.radiusSmall + 3
        color: "transparent"
        border.width: 2
        border.color: Theme.selection
        visible: cell.activeFocus
    }

    HoverHandler {
        id: hover

        cursorShape: Qt.PointingHandCursor
        onHoveredChanged: cell.pointed(hovered)
    }

    TapHandler {
        onTapped: {
            cell.forceActiveFocus(Qt.MouseFocusReason)
            cell.chosen()
        }
    }
}

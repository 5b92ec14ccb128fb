import QtQuick
import QtQuick.Controls.Basic
import Croupier

// A text field on the felt, for forms (the exam pages): a dark panel with a gold
// rim that brightens with the keyboard focus. Its accessible name is its label.
TextField {
    id: control

    /// What the field is, for screen readers (the label beside it).
    property string label

    implicitWidth: 260
    implicitHeight: Theme.controlHeight
    color: Theme.text
    placeholderTextColor: Theme.muted
    selectByMouse: true
    Accessible.name: label !== "" ? label : placeholderText
    background: Rectangle {
        radius: Theme.radiusSmall
        color: Theme.panel
        border.width: control.activeFocus ? 2 : 1
        border.color: control.activeFocus ? Theme.goldLight : Theme.rim
    }
}

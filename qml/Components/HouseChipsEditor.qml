pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Croupier
import Croupier.App

// The house's chips (issue 16, item 1), the instructor's to set: the float every
// free-play table pays from, how many chips each tube holds, and the chips in a full
// stack. Values are typed as every amount is (the reader's language); HouseChips
// (C++) reads and checks them, names the row at fault and saves nothing then.
ColumnLayout {
    id: editor

    /// What the last save said: empty, or why nothing was saved.
    property string status: ""
    property bool statusIsError: false
    property int stack: HouseChips.stack

    spacing: Theme.spacingSmall

    /// The rows as the setting holds them, written in the reader's language.
    function load() {
        rows.clear()
        for (const t of HouseChips.tubes)
            rows.append({ chip: Theme.formatMoney(t.chip), count: t.count < 0 ? "" : String(t.count) })
        stack = HouseChips.stack
    }
    function save() {
        const typed = []
        for (let i = 0; i < rows.count; ++i)
            typed.push({ chip: rows.get(i).chip, count: rows.get(i).count })
        const why = HouseChips.save(typed, editor.stack)
        statusIsError = why !== ""
        //: The house's chips were saved.
        status = why !== "" ? why : qsTr("Saved: every free-play table now pays from this float.")
        if (why === "")
            load()
    }

    ListModel { id: rows }
    Component.onCompleted: load()

    Label {
        objectName: "houseChipsTitle"
        //: The instructor's setting of the float (the chip tray) of the free-play tables
        text: qsTr("House chips")
        color: Theme.cream
        font.bold: true
        font.pixelSize: Theme.fontSizeLarge
    }
    Label {
        //: Under "House chips": what the setting decides
        text: qsTr("The float every free-play table pays from (RULINGS, table limits and chips: a house setting), how many chips each tube holds (empty: not counted) and the chips in a full stack. Practice only: an exam's questions carry their own float.")
        color: Theme.muted
        wrapMode: Text.WordWrap
        Layout.fillWidth: true
    }
    Label {
        objectName: "houseChipsProblem"
        visible: text !== ""
        text: HouseChips.problem
        color: Theme.danger
        wrapMode: Text.WordWrap
        Layout.fillWidth: true
    }
    Flow {
        spacing: Theme.spacingSmall
        Layout.fillWidth: true

        Repeater {
            model: rows

            delegate: RowLayout {
                id: row
                required property int index
                required property string chip
                required property string count
                spacing: 2

                Chip {
                    // The chip as it will lie in the tray, when its value reads.
                    readonly property var reading: Amounts.parse(row.chip)
                    visible: reading.ok
                    value: reading.ok ? reading.amount : "1"
                    size: Theme.controlHeight - 6
                }
                FormTextField {
                    objectName: "houseChip-" + row.index
                    text: row.chip
                    implicitWidth: 76
                    horizontalAlignment: TextInput.AlignRight
                    //: The house's chips: a chip's value (field). %1 its row
                    label: qsTr("Chip %1").arg(row.index + 1)
                    onTextEdited: rows.setProperty(row.index, "chip", text)
                }
                Label {
                    text: "×"
                    color: Theme.muted
                }
                FormTextField {
                    objectName: "houseTube-" + row.index
                    text: row.count
                    implicitWidth: 64
                    horizontalAlignment: TextInput.AlignRight
                    inputMethodHints: Qt.ImhDigitsOnly
                    //: The house's chips: how many chips a tube holds (empty: not counted)
                    placeholderText: qsTr("any")
                    //: The house's chips: a tube's count (field). %1 its row
                    label: qsTr("Chips in tube %1").arg(row.index + 1)
                    onTextEdited: rows.setProperty(row.index, "count", text)
                }
                ChipButton {
                    objectName: "houseRemove-" + row.index
                    text: "−"
                    //: Removes one chip from the house's float. %1 its row
                    Accessible.name: qsTr("Remove chip %1").arg(row.index + 1)
                    onClicked: rows.remove(row.index)
                }
            }
        }
    }
    Flow {
        spacing: Theme.spacing
        Layout.fillWidth: true

        ChipButton {
            objectName: "houseAddChip"
            //: Adds a row for one more chip to the house's float
            text: qsTr("Add a chip")
            Accessible.name: text
            onClicked: rows.append({ chip: "", count: "" })
        }
        SegmentedSwitch {
            objectName: "houseStack"
            buttonNamePrefix: "houseStack-"
            choiceRole: Accessible.RadioButton
            //: The chips in a full stack when a payout is cut (a house setting): %1 5 or 20
            choices: [{ key: "5", label: qsTr("Stacks of %1").arg(5) }, { key: "20", label: qsTr("Stacks of %1").arg(20) }]
            currentKey: String(editor.stack)
            onActivated: key => editor.stack = Number(key)
        }
        GoldButton {
            objectName: "houseSave"
            //: Saves the house's chips
            text: qsTr("Save the chips")
            Accessible.name: text
            onClicked: editor.save()
        }
        ChipButton {
            objectName: "houseDefault"
            //: Puts RULINGS' float back (the house's chips)
            text: qsTr("RULINGS' float")
            Accessible.name: text
            onClicked: {
                HouseChips.restoreDefault()
                editor.load()
                editor.statusIsError = false
                //: The house's chips are RULINGS' default again (its chips, 100 a tube, stacks of 20)
                editor.status = qsTr("RULINGS' float is back, 100 chips a tube, stacks of 20.")
            }
        }
    }
    Label {
        objectName: "houseChipsStatus"
        visible: text !== ""
        text: editor.status
        color: editor.statusIsError ? Theme.danger : Theme.success
        wrapMode: Text.WordWrap
        Layout.fillWidth: true
    }
}

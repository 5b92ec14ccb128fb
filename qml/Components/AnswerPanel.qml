pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Croupier
import Croupier.App

// The answer form of a drill, built from the topic's answer fields
// (DrillSession.answerFields), so one form serves every topic.
//
// Keyboard: a choice is picked by its letter, on a Latin or a Greek keyboard
// (D or Δ for draw, S or Σ for stand: the same key); amounts take digits with
// "." or ","; Tab moves between fields; Enter answers. A single choice answers
// at once, unless the form holds its choices (an exam: the choice is shown chosen
// and can be changed until Enter).
FocusScope {
    id: panel

    /// DrillSession.answerFields: [{name, label, kind, low, high, choices: [{value, label, key}]}].
    property var fields: []
    /// False once the question is answered: the form is read-only.
    property bool active: true
    /// What has been chosen or typed so far: field name → string.
    property var values: ({})
    /// A choice in the last field does not answer by itself: it stays chosen, and
    /// another key changes it, until Enter (an exam's Next).
    property bool holdChoices: false
    /// The words of the button that sends the form.
    //: The button that sends the answer of a drill (also the Enter key).
    property string submitText: qsTr("Answer (Enter)")
    /// False: no submit button (an exam handed in, its questions only reviewed).
    property bool showSubmit: true

    /// The form is complete and sent: DrillSession.submit(values).
    signal submitted(var values)

    implicitHeight: column.implicitHeight

    function clear() {
        values = {}
        for (let i = 0; i < inputs.count; ++i)
            inputs.itemAt(i).reset()
        focusFirst()
    }
    /// Puts @p filled in the form as if typed and chosen (screenshots, demonstrations).
    function fill(filled: var) {
        values = Object.assign({}, filled)
        for (let i = 0; i < inputs.count; ++i)
            inputs.itemAt(i).load(filled)
    }
    function focusFirst() {
        if (inputs.count > 0)
            inputs.itemAt(0).takeFocus()
    }
    function setValue(name: string, value: string) {
        const v = Object.assign({}, values)
        v[name] = value
        values = v
    }
    /// A chips field's value: denomination → count.
    function setChips(name: string, chips: var) {
        const v = Object.assign({}, values)
        v[name] = chips
        values = v
    }
    /// A choice was made in field @p index: on to the next field; in the last one,
    /// answers, unless the form holds its choices.
    function chose(index: int) {
        if (!holdChoices || index + 1 < inputs.count)
            advance(index)
    }
    /// Moves to the field after @p index, or answers when it was the last.
    function advance(index: int) {
        if (index + 1 < inputs.count)
            inputs.itemAt(index + 1).takeFocus()
        else
            submit()
    }
    function submit() {
        if (active)
            submitted(values)
    }
    /// The Latin letter on the same key as @p text (Keyboard.latinKey).
    function latinKey(text: string): string {
        return Keyboard.latinKey(text)
    }

    ColumnLayout {
        id: column

        width: parent.width
        spacing: Theme.spacing

        Repeater {
            id: inputs

            model: panel.fields

            delegate: ColumnLayout {
                id: fieldItem

                required property var modelData
                required property int index
                readonly property bool isChoice: modelData.kind === "choice" || modelData.kind === "boolean"
                /// Chips from the question's float (issue 16): built on the tray, not typed.
                readonly property bool isChips: modelData.kind === "chips"

                function load(filled: var) {
                    if (!isChoice && !isChips)
                        textInput.text = filled[modelData.name] ?? ""
                }
                function reset() {
                    textInput.text = ""
                    chipPayment.clear()
                    chipArea.count = ""
                }
                function takeFocus() {
                    if (isChoice)
                        choiceRow.forceActiveFocus()
                    else if (isChips)
                        chipArea.forceActiveFocus()
                    else
                        textInput.forceActiveFocus()
                }

                ChipPayment {
                    id: chipPayment
                    denominations: fieldItem.modelData.float ?? []
                    onChanged: panel.setChips(fieldItem.modelData.name, breakdown())
                }

                spacing: Theme.spacingTiny
                Layout.fillWidth: true

                Label {
                    objectName: "label-" + fieldItem.modelData.name
                    text: fieldItem.modelData.label
                    color: Theme.muted
                    font.pixelSize: Theme.fontSizeBody
                    font.bold: true
                }
                Label {
                    // What the amount is, as the question bank defines it (issue 17: "paid"
                    // is on top of the stake, the commission already kept).
                    objectName: "hint-" + fieldItem.modelData.name
                    visible: text !== ""
                    text: fieldItem.modelData.hint ?? ""
                    color: Theme.muted
                    font.pixelSize: Theme.fontSizeSmall + 1
                    wrapMode: Text.WordWrap
                    // Its width from the form's, not from this field's layout: a wrapped height
                    // the layout changes while it lays the field out was kept stale (issue 17:
                    // a Greek hint held two lines' room, the next field's name ran into its box).
                    Layout.preferredWidth: Math.min(implicitWidth, column.width)
                }
                Flow {
                    id: choiceRow

                    visible: fieldItem.isChoice
                    spacing: Theme.spacingSmall
                    Layout.fillWidth: true
                    activeFocusOnTab: fieldItem.isChoice
                    Accessible.role: Accessible.Grouping
                    Accessible.name: fieldItem.modelData.label

                    Keys.onPressed: event => {
                        const key = panel.latinKey(event.text)
                        for (const c of fieldItem.modelData.choices) {
                            if (c.key === key) {
                                panel.setValue(fieldItem.modelData.name, c.value)
                                panel.chose(fieldItem.index)
                                event.accepted = true
                                return
                            }
                        }
                        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
                            panel.submit()
                            event.accepted = true
                        }
                    }

                    Repeater {
                        model: fieldItem.modelData.choices

                        delegate: Button {
                            id: choiceButton

                            required property var modelData

                            // The form is rebuilt when the next question has other
                            // fields (an exam goes on by itself): a delegate on its way
                            // out may be evaluated once more without its field.
                            readonly property bool chosen: fieldItem !== null && fieldItem.modelData !== null
                                                           && panel.values[fieldItem.modelData.name] === modelData.value

                            objectName: fieldItem !== null && fieldItem.modelData !== null
                                        ? "choice-" + fieldItem.modelData.name + "-" + modelData.value : ""
                            enabled: panel.active
                            focusPolicy: Qt.NoFocus
                            // Never wider than the form: a long choice wraps its words (issue 17).
                            width: Math.min(implicitWidth, choiceRow.width)
                            implicitHeight: Math.max(Theme.controlHeight, implicitContentHeight + 2 * Theme.spacingTiny)
                            leftPadding: Theme.spacing
                            rightPadding: Theme.spacing
                            //: A choice button of the answer form: %1 the choice, %2 its key ("Draw (D)").
                            Accessible.name: qsTr("%1 (key %2)").arg(modelData.label).arg(Keyboard.hint(modelData.key))
                            contentItem: Row {
                                spacing: Theme.spacingSmall
                                Label {
                                    id: choiceLabel

                                    objectName: "choiceLabel"
                                    // Its words on one line, at most the form's width less the key's box
                                    // and the padding (the words' own width, not implicitWidth: that
                                    // follows the wrapping, a binding loop). The width a line is laid
                                    // out in, not TextMetrics' advance: "Next box" is 81.5 laid out
                                    // against an advance of 80.5, and wrapped at 81 (issue 17).
                                    width: Math.min(Math.ceil(oneLine.implicitWidth), Math.max(0, choiceRow.width
                                                    - choiceButton.leftPadding - choiceButton.rightPadding - keyBox.width - parent.spacing))
                                    text: choiceButton.modelData.label
                                    color: choiceButton.chosen ? Theme.feltDeep : Theme.cream
                                    font.pixelSize: Theme.fontSizeLarge
                                    font.bold: true
                                    wrapMode: Text.WordWrap
                                    anchors.verticalCenter: parent.verticalCenter

                                    Text {
                                        id: oneLine

                                        visible: false
                                        font: choiceLabel.font
                                        text: choiceLabel.text
                                    }
                                }
                                Rectangle {
                                    id: keyBox
                                    width: keyLabel.implicitWidth + 8
                                    height: keyLabel.implicitHeight + 2
                                    radius: 3
                                    color: "transparent"
                                    border.color: choiceButton.chosen ? Theme.feltDeep : Theme.rimStrong
                                    anchors.verticalCenter: parent.verticalCenter
                                    Label {
                                        id: keyLabel
                                        anchors.centerIn: parent
                                        text: Keyboard.hint(choiceButton.modelData.key)
                                        color: choiceButton.chosen ? Theme.feltDeep : Theme.gold
                                        font.pixelSize: Theme.fontSizeSmall
                                        font.bold: true
                                    }
                                }
                            }
                            background: Rectangle {
                                radius: Theme.radiusSmall
                                color: choiceButton.chosen ? Theme.gold : (choiceButton.hovered ? Theme.panelHover : Theme.panel)
                                border.color: choiceButton.chosen ? Theme.goldLight : Theme.rim
                                border.width: 1
                                Behavior on color { ColorAnimation { duration: Theme.fast } }
                            }
                            onClicked: {
                                panel.setValue(fieldItem.modelData.name, modelData.value)
                                panel.chose(fieldItem.index)
                            }
                        }
                    }
                }
                FocusScope {
                    // The float's tubes: a count typed, then F2… (the smallest chip first) or a click;
                    // Backspace returns the last chip; Enter answers.
                    id: chipArea
                    objectName: "chips-" + fieldItem.modelData.name
                    /// The count typed before a tube's key.
                    property string count: ""
                    visible: fieldItem.isChips
                    activeFocusOnTab: fieldItem.isChips
                    Layout.fillWidth: true
                    implicitHeight: chipColumn.implicitHeight
                    Accessible.role: Accessible.Grouping
                    Accessible.name: fieldItem.modelData.label

                    function takeTube(tube: int) {
                        if (!panel.active)
                            return
                        if (chipPayment.take(tube, count))
                            count = ""
                    }
                    Keys.onPressed: event => {
                        event.accepted = true
                        if (event.key >= Qt.Key_F2 && event.key <= Qt.Key_F12)
                            takeTube(event.key - Qt.Key_F2)
                        else if (event.text.length === 1 && event.text >= "0" && event.text <= "9" && count.length < 3)
                            count += event.text
                        else if (event.key === Qt.Key_Backspace && count !== "")
                            count = count.slice(0, -1)
                        else if (event.key === Qt.Key_Backspace)
                            chipPayment.takeBack()
                        else if (event.key === Qt.Key_Escape) {
                            count = ""
                            chipPayment.clear()
                        } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter)
                            panel.advance(fieldItem.index)
                        else
                            event.accepted = false
                    }

                    ColumnLayout {
                        id: chipColumn
                        width: parent.width
                        spacing: Theme.spacingSmall
                        ChipTray {
                            payment: chipPayment
                            active: panel.active
                            // As wide as the form allows, at most a little above the felt's size.
                            u: Math.min(1.1, chipArea.width / (Math.max(1, chipPayment.denominations.length) * 39 + 12))
                            onTubeClicked: tube => { chipArea.takeTube(tube); chipArea.forceActiveFocus() }
                        }
                        RowLayout {
                            Layout.fillWidth: true
                            spacing: Theme.spacing
                            ChipStack {
                                visible: chipPayment.count > 0
                                onFelt: false
                                pieces: chipPayment.chips
                                amount: chipPayment.total
                                chipSize: 30
                            }
                            Label {
                                objectName: "chipsTaken"
                                Layout.fillWidth: true
                                wrapMode: Text.WordWrap
                                color: chipPayment.error !== "" ? "#ffb3a8" : Theme.cream
                                text: chipPayment.error !== "" ? chipPayment.error
                                      : chipArea.count !== ""
                                        //: The answer form, chips: a count typed, waiting for a tube's key; %1 the count
                                        ? qsTr("%1 × … (now the tube's key, F2…)").arg(chipArea.count)
                                        : chipPayment.count > 0
                                          //: The answer form, chips: %1 how many chips, %2 their worth
                                          ? qsTr("%1 chips, %2").arg(chipPayment.count).arg(Theme.formatMoney(chipPayment.total))
                                          //: The answer form, chips: how to take chips from the float
                                          : qsTr("Type a count, then the tube's key (F2 the smallest chip); Backspace returns the last chip.")
                                font.pixelSize: Theme.fontSizeBody
                            }
                        }
                    }
                }
                TextField {
                    id: textInput

                    objectName: "input-" + fieldItem.modelData.name
                    visible: !fieldItem.isChoice && !fieldItem.isChips
                    enabled: panel.active
                    // As wide as the form allows, so that the hint is read whole (issue 17).
                    Layout.fillWidth: true
                    Layout.maximumWidth: 420
                    Layout.minimumWidth: 220
                    implicitHeight: Theme.controlHeight
                    font.pixelSize: Theme.fontSizeLarge
                    color: Theme.cream
                    placeholderText: fieldItem.modelData.kind === "money"
                                     //: Placeholder of an amount field in the answer form: %1 and %2
                                     //: two amounts as the reader's language writes them (1.234,50).
                                     ? qsTr("amount, e.g. %1 or %2").arg(Theme.formatMoney("1234.5")).arg(Theme.formatMoney("12.5"))
                                     : fieldItem.modelData.kind === "optional-integer"
                                       //: Placeholder of a number field that may stay empty (craps: a bet that does not move).
                                       ? qsTr("number, or empty for none")
                                       //: Placeholder of a number field; %1 and %2 the smallest and largest.
                                       : qsTr("%1 to %2").arg(Number(fieldItem.modelData.low).toLocaleString(Theme.locale, "f", 0))
                                                         .arg(Number(fieldItem.modelData.high).toLocaleString(Theme.locale, "f", 0))
                    placeholderTextColor: Theme.muted
                    inputMethodHints: Qt.ImhFormattedNumbersOnly
                    validator: RegularExpressionValidator {
                        regularExpression: fieldItem.modelData.kind === "money" ? /[0-9]{0,9}([.,][0-9]{0,4})?/ : /[0-9]{0,3}/
                    }
                    Accessible.name: fieldItem.modelData.label
                    background: Rectangle {
                        radius: Theme.radiusSmall
                        color: Theme.panel
                        border.color: textInput.activeFocus ? Theme.goldLight : Theme.rim
                        border.width: textInput.activeFocus ? 2 : 1
                    }
                    onTextEdited: panel.setValue(fieldItem.modelData.name, text)
                    Keys.onReturnPressed: panel.advance(fieldItem.index)
                    Keys.onEnterPressed: panel.advance(fieldItem.index)
                }
            }
        }

        Button {
            id: answerButton

            objectName: "answerButton"
            enabled: panel.active
            text: panel.submitText
            visible: panel.showSubmit && (panel.holdChoices || panel.fields.length > 1 || (panel.fields.length === 1 && panel.fields[0].kind !== "choice" && panel.fields[0].kind !== "boolean"))
            Layout.topMargin: Theme.spacingTiny
            implicitHeight: Theme.controlHeight
            focusPolicy: Qt.NoFocus
            contentItem: Label {
                text: answerButton.text
                color: Theme.feltDeep
                font.pixelSize: Theme.fontSizeBody
                font.bold: true
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
            }
            background: Rectangle {
                radius: Theme.radiusSmall
                color: answerButton.enabled ? Theme.gold : Theme.goldDark
            }
            onClicked: panel.submit()
        }
    }
}

pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Croupier
import Croupier.App

// The baccarat rules: the third-card tableau and the pay table of Punto Banco,
// chemin de fer and deux tableaux, drawn from the data the engine plays by
// (TableauModel, PayTableModel: STYLE.md, convention 4). A cell's "why", with its
// article, shows beside the table for the cell under the pointer or the selected one.
Page {
    id: page

    /// The game on show, as the engine names it: "punto-banco",
    /// "punto-banco-no-commission", "punto-banco-super-six", "chemin-de-fer" or
    /// "deux-tableaux". The three Punto Banco games share one tableau and differ in
    /// their pay tables.
    property string game: "punto-banco"
    /// The tableau's game: the three Punto Banco pay tables share "punto-banco".
    readonly property string tableauGame: game.startsWith("punto-banco") ? "punto-banco" : game
    readonly property bool puntoBanco: tableauGame === "punto-banco"

    /// The selected cell (a TableauModel row) and the one under the pointer (-1: none).
    property int currentRow: 0
    property int hoveredRow: -1
    /// The cell whose explanation is on show.
    readonly property int shownRow: hoveredRow >= 0 ? hoveredRow : currentRow
    /// Its delegate. Kept by the Repeater's signals rather than a binding on itemAt(),
    /// which would not see the cells come back after a game switch resets the model.
    property TableauCellDelegate shownCell: null

    /// For tests: the cells drawn and the pay-table rows.
    readonly property alias cellCount: cellRepeater.count
    readonly property alias payRowCount: payRepeater.count
    /// Read by the window's pageReady: nothing comes in with an animation.
    readonly property bool settled: true
    /// A narrow window (the minimum, 1024 px): everything a little tighter.
    readonly property bool compact: width < 1200

    objectName: "baccaratRulesPage"
    background: null
    padding: compact ? Theme.spacingLarge : Theme.spacingHuge
    topPadding: compact ? Theme.spacingLarge - 4 : Theme.spacingLarge + 4
    bottomPadding: compact ? Theme.spacingLarge - 4 : Theme.spacingLarge + 4

    //: The title of the rules page of the three baccarat games.
    title: qsTr("Baccarat rules")

    // --- Words of the page, in the reader's language ---

    /// The letter drawn in a cell.
    function ruleLetter(rule: string): string {
        //: Letter in a tableau cell: the hand draws a third card. Greek: Τ (τραβά). One letter.
        return rule === "draw" ? qsTr("D")
                //: Letter in a tableau cell: the hand draws or stands as its holder chooses. Greek: Ε (επιλογή). One letter.
                : rule === "option" ? qsTr("O")
                //: Letter in a tableau cell: the hand stands (draws no card). Greek: Μ (μένει). One letter.
                : qsTr("S")
    }

    /// What a cell's hand does, in a word or two.
    function ruleWord(rule: string): string {
        //: What a hand does (tableau cell): draws a third card. Short.
        return rule === "draw" ? qsTr("draws")
                //: What a hand does (tableau cell): its holder may draw or stand. Short.
                : rule === "option" ? qsTr("option")
                //: What a hand does (tableau cell): draws no card. Short.
                : qsTr("stands")
    }

    /// Which hand and which case a cell is about.
    function cellName(section: string, total: int, thirdCard: int): string {
        if (section === "player")
            return puntoBanco ? qsTr("Punto with %1").arg(total)
                              //: A tableau cell at chemin de fer or deux tableaux: the player's two-card total
                              : qsTr("The player with %1").arg(total)
        if (section === "banker")
            return puntoBanco
                    //: A tableau cell: Banco's two-card total %1, Punto's third card %2
                    ? qsTr("Banco with %1; Punto's third card: %2").arg(total).arg(thirdCard)
                    //: A tableau cell at chemin de fer or deux tableaux: the banker's total %1, the player's third card %2
                    : qsTr("The banker with %1; the player's third card: %2").arg(total).arg(thirdCard)
        return puntoBanco ? qsTr("Banco with %1; Punto stood").arg(total)
                          : qsTr("The banker with %1; the player stood").arg(total)
    }

    /// The model row of the cell at grid column @p column (0 the player's column,
    /// 1–10 the banker's third cards 0–9, 11 "stood") and row @p total.
    function rowAt(column: int, total: int): int {
        if (column <= 0)
            return tableau.rowOf("player", total, -1)
        if (column >= 11)
            return tableau.rowOf("bankerAfterStand", total, -1)
        return tableau.rowOf("banker", total, column - 1)
    }

    function columnOf(cell: TableauCellDelegate): int {
        return cell.section === "player" ? 0 : cell.section === "banker" ? cell.thirdCard + 1 : 11
    }

    /// Moves the selection (and the keyboard focus) by whole columns and rows.
    function moveSelection(from: TableauCellDelegate, columns: int, rows: int) {
        const column = Math.max(0, Math.min(11, columnOf(from) + columns))
        const total = Math.max(0, Math.min(7, from.total + rows))
        const target = cellRepeater.itemAt(rowAt(column, total)) as TableauCellDelegate
        if (target)
            target.forceActiveFocus(Qt.TabFocusReason)
    }

    onShownRowChanged: shownCell = cellRepeater.itemAt(shownRow) as TableauCellDelegate

    // A selection set from outside the grid (a test, a game switch) takes the
    // keyboard focus along when a cell had it.
    onCurrentRowChanged: {
        const target = cellRepeater.itemAt(currentRow) as TableauCellDelegate
        const focused = Window.activeFocusItem as TableauCellDelegate
        if (target && focused && focused !== target)
            target.forceActiveFocus(Qt.OtherFocusReason)
    }

    Component.onCompleted: {
        const first = cellRepeater.itemAt(currentRow) as TableauCellDelegate
        if (first)
            first.forceActiveFocus(Qt.OtherFocusReason)
    }

    TableauModel {
        id: tableau

        game: page.tableauGame
    }

    PayTableModel {
        id: payTable

        game: page.game
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: page.compact ? Theme.spacing - 2 : Theme.spacing

        // --- The title and the choice of game ---
        RowLayout {
            spacing: Theme.spacingLarge
            Layout.fillWidth: true

            Label {
                objectName: "rulesTitle"
                text: page.title
                color: Theme.cream
                font.family: Theme.displayFamily
                font.pixelSize: Theme.fontSizeTitle
                font.bold: true
                elide: Text.ElideRight
                Layout.fillWidth: true
            }

            SegmentedSwitch {
                id: gameSwitch

                objectName: "gameSwitch"
                buttonNamePrefix: "game-"
                currentKey: page.tableauGame
                choices: [
                    { key: "punto-banco", label: qsTranslate("GameListModel", "Punto Banco") },
                    { key: "chemin-de-fer", label: qsTranslate("GameListModel", "Chemin de fer") },
                    { key: "deux-tableaux", label: qsTranslate("GameListModel", "Deux tableaux") }
                ]
                //: Accessible name of the choice of game on the rules page.
                Accessible.name: qsTr("Game")
                onActivated: key => page.game = key
            }
        }

        // --- Naturals come first, in every game ---
        Rectangle {
            objectName: "naturalsBanner"
            color: Theme.panel
            radius: Theme.radius
            border.width: 1
            border.color: Theme.rim
            implicitHeight: naturals.implicitHeight + 2 * Theme.spacingSmall
            Layout.fillWidth: true

            RowLayout {
                id: naturals

                anchors.fill: parent
                anchors.leftMargin: Theme.spacing
                anchors.rightMargin: Theme.spacing
                spacing: Theme.spacing

                Rectangle {
                    implicitWidth: naturalBadge.implicitWidth + 2 * Theme.spacingSmall
                    implicitHeight: naturalBadge.implicitHeight + 4
                    radius: height / 2
                    color: Theme.gold

                    Label {
                        id: naturalBadge

                        anchors.centerIn: parent
                        //: A badge before the naturals rule: the two totals that are naturals. Keep it short.
                        text: qsTr("8 · 9")
                        color: Theme.feltDeep
                        font.pixelSize: Theme.fontSizeSmall + 1
                        font.bold: true
                    }
                }
                Label {
                    objectName: "naturalRule"
                    text: tableau.naturalRule
                    color: Theme.text
                    font.pixelSize: Theme.fontSizeBody
                    wrapMode: Text.WordWrap
                    Layout.fillWidth: true
                }
            }
        }

        // --- The tableau and its "why" (left), the pay table (right) ---
        RowLayout {
            spacing: page.compact ? Theme.spacing : Theme.spacingLarge
            Layout.fillWidth: true
            Layout.fillHeight: true

            ColumnLayout {
                spacing: page.compact ? Theme.spacing - 2 : Theme.spacing
                Layout.fillWidth: true
                Layout.fillHeight: true

                Rectangle {
                    objectName: "tableauPanel"
                    color: Theme.panel
                    radius: Theme.radiusLarge
                    border.width: 1
                    border.color: Theme.rim
                    Layout.fillWidth: true
                    Layout.fillHeight: true

                    ColumnLayout {
                        anchors.fill: parent
                        anchors.margins: page.compact ? Theme.spacing : Theme.spacingLarge - 4
                        spacing: Theme.spacingSmall

                        Item {
                            id: grid

                            objectName: "tableauGrid"

                            // Horizontal layout, in cell widths: the player's row labels (0.8),
                            // his column (1), a gap (0.7), the banker's row labels (0.8), ten
                            // columns (10), a gap (0.4) and the "stood" column (1.9).
                            readonly property real gap: 3
                            readonly property real captionHeight: captionMetrics.height + 4
                            readonly property real headerHeight: 2 * smallMetrics.lineSpacing + 4
                            readonly property real cellWidth: Math.floor(Math.min(Theme.tableauCellMax,
                                                                                  (width - 11 * gap) / 15.6))
                            readonly property real cellHeight: Math.floor(Math.min(cellWidth,
                                (height - captionHeight - headerHeight - gap) / 8 - gap))
                            readonly property real labelWidth: Math.round(cellWidth * 0.8)
                            readonly property real stoodWidth: Math.round(cellWidth * 1.9)
                            readonly property real bankerLabelX: labelWidth + cellWidth + Math.round(cellWidth * 0.7)
                            readonly property real bankerCellsX: bankerLabelX + labelWidth
                            readonly property real stoodX: bankerCellsX + 10 * (cellWidth + gap) + Math.round(cellWidth * 0.4)
                            readonly property real usedWidth: stoodX + stoodWidth
                            // Centred when the cells reach their largest size.
                            readonly property real originX: Math.max(0, Math.floor((width - usedWidth) / 2))
                            readonly property real cellsY: captionHeight + headerHeight + gap

                            function columnX(column: int): real {
                                return originX + (column === 0 ? labelWidth
                                              : column === 11 ? stoodX
                                              : bankerCellsX + (column - 1) * (cellWidth + gap))
                            }
                            function rowY(total: int): real {
                                return cellsY + total * (cellHeight + gap)
                            }

                            Layout.fillWidth: true
                            Layout.fillHeight: true

                            FontMetrics {
                                id: captionMetrics

                                font.family: Theme.bodyFamily
                                font.pixelSize: Theme.fontSizeBody
                                font.bold: true
                            }
                            FontMetrics {
                                id: smallMetrics

                                font.family: Theme.bodyFamily
                                font.pixelSize: Theme.fontSizeSmall
                            }

                            // Captions: the player's column, and the banker's grid.
                            Label {
                                objectName: "playerCaption"
                                x: grid.originX
                                width: grid.bankerLabelX - Theme.spacingTiny
                                height: grid.captionHeight + grid.headerHeight
                                text: page.tableauGame === "punto-banco" ? qsTr("Punto")
                                      //: Caption of the player's column at chemin de fer
                                      : page.tableauGame === "chemin-de-fer" ? qsTr("Player")
                                      //: Caption of the punters' column at deux tableaux: each tableau plays by it
                                      : qsTr("Each tableau")
                                color: Theme.cream
                                font.pixelSize: Theme.fontSizeBody
                                font.bold: true
                                wrapMode: Text.WordWrap
                                verticalAlignment: Text.AlignTop
                            }
                            Label {
                                objectName: "bankerCaption"
                                x: grid.originX + grid.bankerLabelX
                                width: grid.usedWidth - grid.bankerLabelX
                                height: grid.captionHeight
                                textFormat: Text.StyledText
                                //: Caption of the banker's grid at Punto Banco: %1 "Banco" in bold; the columns are Punto's third card
                                text: (page.puntoBanco ? qsTr("%1, by Punto's third card")
                                                       //: Caption of the banker's grid at chemin de fer and deux tableaux: %1 "Banker" in bold
                                                       : qsTr("%1, by the player's third card"))
                                          .arg("<b>" + (page.puntoBanco ? qsTr("Banco")
                                                                         //: The banker's grid at chemin de fer and deux tableaux
                                                                         : qsTr("Banker")) + "</b>")
                                color: Theme.cream
                                font.pixelSize: Theme.fontSizeBody
                                elide: Text.ElideRight
                            }

                            // Column headers: the third card 0–9, and "stood".
                            Repeater {
                                model: 10

                                delegate: Label {
                                    required property int index

                                    x: grid.columnX(index + 1)
                                    y: grid.captionHeight
                                    width: grid.cellWidth
                                    height: grid.headerHeight
                                    text: String(index)
                                    color: Theme.goldLight
                                    font.pixelSize: Theme.fontSizeBody
                                    font.bold: true
                                    horizontalAlignment: Text.AlignHCenter
                                    verticalAlignment: Text.AlignBottom
                                    Accessible.ignored: true
                                }
                            }
                            Label {
                                objectName: "stoodHeader"
                                x: grid.columnX(11) - grid.gap
                                y: grid.captionHeight - 2
                                width: grid.stoodWidth + 2 * grid.gap
                                height: grid.headerHeight + 2
                                //: Header of the column where Punto drew no third card. Two short lines at most.
                                text: page.puntoBanco ? qsTr("Punto stood")
                                                      //: Header of the column where the player drew no third card. Two short lines at most.
                                                      : qsTr("Player stood")
                                color: Theme.goldLight
                                font.pixelSize: Theme.fontSizeSmall
                                font.bold: true
                                lineHeight: 0.95
                                wrapMode: Text.WordWrap
                                horizontalAlignment: Text.AlignHCenter
                                verticalAlignment: Text.AlignBottom
                            }

                            // Row labels: the hand's two-card total, for both blocks.
                            Repeater {
                                model: 16

                                delegate: Label {
                                    required property int index

                                    readonly property int total: index % 8

                                    x: grid.originX + (index < 8 ? 0 : grid.bankerLabelX)
                                    y: grid.rowY(total)
                                    width: grid.labelWidth - grid.gap - 2
                                    height: grid.cellHeight
                                    text: String(total)
                                    color: Theme.goldLight
                                    font.pixelSize: Theme.fontSizeBody
                                    font.bold: true
                                    horizontalAlignment: Text.AlignRight
                                    verticalAlignment: Text.AlignVCenter
                                    Accessible.ignored: true
                                }
                            }

                            // The 96 cells, one per TableauModel row.
                            Repeater {
                                id: cellRepeater

                                model: tableau
                                onItemAdded: (index, item) => {
                                    if (index === page.shownRow)
                                        page.shownCell = item as TableauCellDelegate
                                }
                                onItemRemoved: (index, item) => {
                                    if (item === page.shownCell)
                                        page.shownCell = null
                                }

                                delegate: TableauCellDelegate {
                                    id: cell

                                    readonly property int column: section === "player" ? 0
                                                                  : section === "banker" ? thirdCard + 1 : 11

                                    x: grid.columnX(column)
                                    y: grid.rowY(total)
                                    width: column === 11 ? grid.stoodWidth : grid.cellWidth
                                    height: grid.cellHeight
                                    letter: page.ruleLetter(rule)
                                    ruleWord: page.ruleWord(rule)
                                    cellName: page.cellName(section, total, thirdCard)
                                    current: index === page.currentRow
                                    onChosen: page.currentRow = index
                                    onPointed: inside => {
                                        if (inside)
                                            page.hoveredRow = index
                                        else if (page.hoveredRow === index)
                                            page.hoveredRow = -1
                                    }
                                    onMoveRequested: (columns, rows) => page.moveSelection(cell, columns, rows)
                                }
                            }
                        }

                        // The legend: letter and colour for each rule the table uses.
                        Flow {
                            objectName: "legend"
                            spacing: Theme.spacingLarge
                            Layout.fillWidth: true

                            Repeater {
                                model: tableau.hasOptions ? ["draw", "stand", "option"] : ["draw", "stand"]

                                delegate: Row {
                                    id: legendItem

                                    required property string modelData

                                    spacing: Theme.spacingSmall
                                    Accessible.role: Accessible.StaticText
                                    Accessible.name: legendText.text

                                    Rectangle {
                                        width: 22
                                        height: 22
                                        radius: 4
                                        color: Theme.ruleColor(legendItem.modelData)
                                        border.width: 1
                                        border.color: Theme.rim

                                        Text {
                                            anchors.centerIn: parent
                                            text: page.ruleLetter(legendItem.modelData)
                                            color: Theme.ruleTextColor(legendItem.modelData)
                                            font.family: Theme.bodyFamily
                                            font.pixelSize: Theme.fontSizeSmall + 1
                                            font.bold: true
                                        }
                                    }
                                    Label {
                                        id: legendText

                                        objectName: "legend-" + legendItem.modelData
                                        anchors.verticalCenter: parent.verticalCenter
                                        //: Legend of the tableau: the hand draws a third card
                                        text: legendItem.modelData === "draw" ? qsTr("draws a third card")
                                              //: Legend of the tableau: the hand's holder chooses
                                              : legendItem.modelData === "option" ? qsTr("draws or stands, as its holder chooses")
                                              //: Legend of the tableau: the hand draws no card
                                              : qsTr("stands, draws no card")
                                        color: Theme.text
                                        font.pixelSize: Theme.fontSizeSmall + 1
                                    }
                                }
                            }
                        }
                    }
                }

                // The "why" of the cell under the pointer, or of the selected one.
                Rectangle {
                    objectName: "explanationPanel"
                    color: Theme.panel
                    radius: Theme.radius
                    border.width: 1
                    border.color: Theme.rimStrong
                    Layout.fillWidth: true
                    // Room for three lines whatever the cell, so the grid does not jump.
                    Layout.preferredHeight: explanationHead.implicitHeight + 3 * Math.ceil(bodyMetrics.height) + 2
                                            + Theme.spacingTiny + 2 * Theme.spacing
                    Layout.minimumHeight: explanationColumn.implicitHeight + 2 * Theme.spacing

                    FontMetrics {
                        id: bodyMetrics

                        font.family: Theme.bodyFamily
                        font.pixelSize: Theme.fontSizeBody
                    }

                    ColumnLayout {
                        id: explanationColumn

                        anchors.fill: parent
                        anchors.margins: Theme.spacing
                        spacing: Theme.spacingTiny

                        // The rule as a chip, then the cell's name. Plain positions, not a
                        // RowLayout: the chip's text arrives while the page is completed, and
                        // a layout of Qt 6.4 misses that first change of its width.
                        Item {
                            id: explanationHead

                            implicitHeight: Math.max(ruleChip.implicitHeight, explanationTitle.implicitHeight)
                            Layout.fillWidth: true

                            Label {
                                id: ruleChip

                                objectName: "explanationRule"
                                anchors.verticalCenter: parent.verticalCenter
                                text: page.shownCell ? page.shownCell.letter + "  " + page.shownCell.ruleWord : ""
                                color: Theme.ruleTextColor(page.shownCell ? page.shownCell.rule : "stand")
                                font.pixelSize: Theme.fontSizeSmall + 1
                                font.bold: true
                                leftPadding: Theme.spacingSmall
                                rightPadding: Theme.spacingSmall
                                topPadding: 2
                                bottomPadding: 2

                                background: Rectangle {
                                    radius: height / 2
                                    color: Theme.ruleColor(page.shownCell ? page.shownCell.rule : "stand")
                                    border.width: 1
                                    border.color: Theme.rim
                                }
                            }
                            Label {
                                id: explanationTitle

                                objectName: "explanationTitle"
                                x: ruleChip.width + Theme.spacingSmall
                                width: parent.width - x
                                anchors.verticalCenter: parent.verticalCenter
                                text: page.shownCell ? page.shownCell.cellName : ""
                                color: Theme.cream
                                font.pixelSize: Theme.fontSizeBody
                                font.bold: true
                                elide: Text.ElideRight
                            }
                        }
                        Label {
                            objectName: "explanation"
                            text: page.shownCell ? page.shownCell.explanation : ""
                            color: Theme.text
                            font.pixelSize: Theme.fontSizeBody
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            verticalAlignment: Text.AlignTop
                            Accessible.role: Accessible.StaticText
                            Accessible.name: text
                        }
                    }
                }
            }

            // --- The pay table ---
            Rectangle {
                objectName: "payTablePanel"
                color: Theme.panel
                radius: Theme.radiusLarge
                border.width: 1
                border.color: Theme.rim
                Layout.fillHeight: true
                Layout.preferredWidth: page.compact ? 372 : 400

                ColumnLayout {
                    id: payColumn

                    anchors.fill: parent
                    anchors.margins: page.compact ? Theme.spacing : Theme.spacingLarge - 4
                    spacing: Theme.spacingSmall

                    Label {
                        objectName: "payTableTitle"
                        //: Heading of the pay table on the rules page
                        text: page.tableauGame === "chemin-de-fer" ? qsTr("The house's share") : qsTr("Pay table")
                        color: Theme.cream
                        font.family: Theme.displayFamily
                        font.pixelSize: Theme.fontSizeHeading
                        font.bold: true
                        elide: Text.ElideRight
                        Layout.fillWidth: true
                    }
                    Label {
                        objectName: "payTableSource"
                        // Said once when every row has the same source.
                        text: payTable.source
                        visible: text !== ""
                        color: Theme.muted
                        font.pixelSize: Theme.fontSizeSmall
                        font.italic: true
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                        Layout.topMargin: -Theme.spacingSmall + 2
                    }

                    SegmentedSwitch {
                        id: variantSwitch

                        objectName: "payVariantSwitch"
                        visible: page.puntoBanco
                        buttonNamePrefix: "variant-"
                        choiceRole: Accessible.RadioButton
                        fontSize: Theme.fontSizeSmall + 1
                        choicePadding: page.compact ? Theme.spacingSmall : Theme.spacing
                        implicitHeight: Theme.controlHeight - 8
                        currentKey: page.game
                        choices: [
                            //: A Punto Banco pay table: Banco pays 95:100 (5 % commission)
                            { key: "punto-banco", label: qsTr("With commission") },
                            //: A Punto Banco pay table: Banco pays 1:1, 1:2 with a 6
                            { key: "punto-banco-no-commission", label: qsTr("No commission") },
                            //: A Punto Banco pay table with the Super Six side bet: keep "Super Six"
                            { key: "punto-banco-super-six", label: qsTr("Super Six") }
                        ]
                        //: Accessible name of the choice of Punto Banco pay table
                        Accessible.name: qsTr("Pay table")
                        Layout.maximumWidth: payColumn.width
                        onActivated: key => page.game = key
                    }

                    Repeater {
                        id: payRepeater

                        model: payTable

                        delegate: PayTableDelegate {
                            showSource: payTable.source === ""
                            Layout.fillWidth: true
                        }
                    }

                    Label {
                        objectName: "payRemark"
                        text: payTable.remark
                        visible: text !== ""
                        color: Theme.text
                        font.pixelSize: Theme.fontSizeBody
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }

                    Item {
                        Layout.fillHeight: true
                    }
                }
            }
        }
    }
}

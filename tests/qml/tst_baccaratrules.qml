import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Croupier
import Croupier.App

// The baccarat rules page: the tableau drawn from TableauModel, a cell's "why"
// with its article, the pay tables, the keyboard, both languages and both sizes.
Item {
    id: root

    width: 1280
    height: 800

    AppHeader {
        id: header

        anchors.left: parent.left
        anchors.right: parent.right
    }

    // As in Main.qml: the page inside a StackView, under the header.
    StackView {
        id: stack

        anchors.top: header.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        initialItem: BaccaratRulesPage {}
    }

    readonly property BaccaratRulesPage rules: stack.depth > 0 ? stack.get(0) as BaccaratRulesPage : null

    TestCase {
        id: test

        name: "BaccaratRules"
        when: windowShown

        function initTestCase() {
            Theme.durationScale = 0
            LanguageManager.language = "en"
        }

        function cleanupTestCase() {
            LanguageManager.language = "en"
        }

        function init() {
            // Back to the default size, language and game; after a change, wait
            // for the layouts to settle, so clicks land where the items now are.
            const changed = root.width !== 1280 || root.height !== 800 || LanguageManager.language !== "en"
                          || root.rules.game !== "punto-banco"
            root.width = 1280
            root.height = 800
            LanguageManager.language = "en"
            root.rules.game = "punto-banco"
            root.rules.currentRow = 0
            root.rules.hoveredRow = -1
            mouseMove(root, 1, 1)
            if (changed)
                wait(50) // waitForRendering would wait out its 5 s on a still page
        }

        function find(name) {
            const item = findChild(root.rules, name)
            verify(item, "no item named " + name)
            return item
        }

        function cell(name) {
            return find("cell-" + name)
        }

        function letterOf(cellItem) {
            return findChild(cellItem, "cellLetter").text
        }

        function explanation() {
            return find("explanation").text
        }

        /// @p item lies inside @p container (1 px of rounding allowed).
        function verifyInside(item, container, what) {
            const r = item.mapToItem(container, 0, 0, item.width, item.height)
            verify(r.x >= -1 && r.y >= -1 && r.x + r.width <= container.width + 1
                   && r.y + r.height <= container.height + 1,
                   what + " is outside its panel: " + JSON.stringify(r) + " in "
                   + container.width + "x" + container.height)
        }

        /// A label shows all of its text: not elided, and its lines fit its height.
        function verifyWhole(label, what) {
            verify(!label.truncated, what + " is elided: " + label.text)
            verify(label.contentHeight <= label.height + 1,
                   what + " needs " + label.contentHeight + " px, has " + label.height + ": " + label.text)
            if (label.wrapMode === Text.NoWrap)
                verify(label.contentWidth <= label.width + 1,
                       what + " needs " + label.contentWidth + " px, has " + label.width + ": " + label.text)
        }

        function test_0_loads_with_96_cells() {
            verify(root.rules.settled)
            compare(root.rules.cellCount, 96)
            compare(root.rules.payRowCount, 5)
            // The cells of each part of the tableau exist, and nothing else.
            verify(cell("player-0") && cell("player-7"))
            verify(cell("banker-0-0") && cell("banker-7-9"))
            verify(cell("bankerAfterStand-0") && cell("bankerAfterStand-7"))
            compare(findChild(root.rules, "cell-player-8"), null)
            compare(find("naturalRule").text,
                    "A natural (8 or 9 on the first two cards) is turned over: nobody draws (art. 15 §12).")
        }

        function test_known_cells_data() {
            return [
                { tag: "punto banco: banco 3 vs punto 8 stands", game: "punto-banco", cell: "banker-3-8", rule: "stand", letter: "S" },
                { tag: "punto banco: banco 6 vs punto 6 draws", game: "punto-banco", cell: "banker-6-6", rule: "draw", letter: "D" },
                { tag: "punto banco: banco 7 stands", game: "punto-banco", cell: "banker-7-0", rule: "stand", letter: "S" },
                { tag: "punto banco: punto 5 draws", game: "punto-banco", cell: "player-5", rule: "draw", letter: "D" },
                { tag: "chemin de fer: banker 3 vs 9 is an option", game: "chemin-de-fer", cell: "banker-3-9", rule: "option", letter: "O" },
                { tag: "chemin de fer: banker 5 vs 4 is an option", game: "chemin-de-fer", cell: "banker-5-4", rule: "option", letter: "O" },
                { tag: "chemin de fer: player 5 is an option", game: "chemin-de-fer", cell: "player-5", rule: "option", letter: "O" },
                { tag: "deux tableaux: banker after a stand is an option", game: "deux-tableaux", cell: "bankerAfterStand-6", rule: "option", letter: "O" }
            ]
        }

        function test_known_cells(data) {
            root.rules.game = data.game
            const c = cell(data.cell)
            compare(c.rule, data.rule)
            compare(letterOf(c), data.letter)
            verify(c.Accessible.name.endsWith(root.rules.ruleWord(data.rule)), c.Accessible.name)
            verify(c.Accessible.description.length > 0)
        }

        function test_banco_3_vs_8_explains_its_article() {
            const c = cell("banker-3-8")
            mouseClick(c)
            compare(root.rules.currentRow, c.index)
            verify(c.current)
            verify(c.activeFocus)
            mouseMove(root, 1, 1)
            compare(root.rules.hoveredRow, -1)
            verify(explanation().includes("art. 15 §12 α"), explanation())
            verify(explanation().includes("stands when it is 8"), explanation())
            compare(find("explanationTitle").text, "Banco with 3; Punto's third card: 8")
            compare(find("explanationRule").text, "S  stands")
        }

        function test_hover_shows_the_cell_under_the_pointer() {
            mouseClick(cell("banker-3-8"))
            const hovered = cell("banker-6-6")
            mouseMove(hovered)
            compare(root.rules.hoveredRow, hovered.index)
            verify(explanation().includes("art. 15 §11 ε"), explanation())
            // Leaving the grid shows the selected cell again.
            mouseMove(root, 1, 1)
            verify(explanation().includes("art. 15 §12 α"), explanation())
        }

        function test_arrow_keys_move_through_the_grid() {
            const start = cell("banker-3-8")
            mouseClick(start)
            mouseMove(root, 1, 1)
            keyClick(Qt.Key_Right)
            verify(cell("banker-3-9").activeFocus)
            verify(cell("banker-3-9").current)
            verify(explanation().includes("art. 15 §11 β"), explanation())
            keyClick(Qt.Key_Right)
            verify(cell("bankerAfterStand-3").activeFocus, "Right from the 9 column reaches \"Punto stood\"")
            keyClick(Qt.Key_Right)
            verify(cell("bankerAfterStand-3").activeFocus, "the last column stays put")
            keyClick(Qt.Key_Down)
            verify(cell("bankerAfterStand-4").activeFocus)
            keyClick(Qt.Key_Home)
            verify(cell("player-4").activeFocus, "Home reaches Punto's column")
            keyClick(Qt.Key_Right)
            verify(cell("banker-4-0").activeFocus)
            keyClick(Qt.Key_Up)
            verify(cell("banker-3-0").activeFocus)
            keyClick(Qt.Key_End)
            verify(cell("bankerAfterStand-3").activeFocus)
        }

        // One tab stop for the whole grid: Tab leaves it for the pay tables, and
        // Shift+Tab comes back to the selected cell.
        function test_tab_enters_the_grid_at_the_selected_cell() {
            mouseClick(cell("banker-5-4"))
            keyClick(Qt.Key_Tab)
            verify(find("variant-punto-banco").activeFocus, "Tab goes on to the pay tables")
            keyClick(Qt.Key_Backtab)
            verify(cell("banker-5-4").activeFocus)
            keyClick(Qt.Key_Backtab)
            verify(find("game-deux-tableaux").activeFocus, "Shift+Tab goes back to the games")
        }

        function test_chemin_de_fer_shows_options() {
            compare(findChild(root.rules, "legend-option"), null, "Punto Banco has no options")
            mouseClick(find("game-chemin-de-fer"))
            compare(root.rules.game, "chemin-de-fer")
            compare(root.rules.cellCount, 96)
            compare(cell("banker-3-9").rule, "option")
            compare(letterOf(cell("banker-5-4")), "O")
            compare(letterOf(cell("player-5")), "O")
            verify(find("legend-option").visible)
            compare(find("playerCaption").text, "Player")
            compare(find("stoodHeader").text, "Player stood")
            compare(find("naturalRule").text,
                    "A natural (8 or 9 on the first two cards) is turned over: nobody draws (art. 15 §8 α).")
            // The pay table is the cagnotte.
            compare(root.rules.payRowCount, 1)
            const cagnotte = find("pay-cagnotte")
            compare(findChild(cagnotte, "payPays").text, "5 %")
            compare(findChild(cagnotte, "paySource").text, "art. 15 §7")
            // One row, one source: said once, under the heading.
            compare(find("payTableSource").text, "art. 15 §7")
            verify(find("payTableSource").visible)
            verify(!find("payVariantSwitch").visible)

            mouseClick(cell("banker-5-4"))
            mouseMove(root, 1, 1)
            verify(explanation().includes("may draw or stand when it is 4"), explanation())
            verify(explanation().includes("art. 15 §8 δ"), explanation())
        }

        // Every game has the same 96 cells: the selected one stays selected, and
        // explained, across a switch.
        function test_selection_survives_a_game_switch() {
            mouseClick(cell("banker-5-4"))
            mouseMove(root, 1, 1)
            verify(explanation().includes("art. 15 §11 δ"), explanation())
            mouseClick(find("game-chemin-de-fer"))
            verify(cell("banker-5-4").current)
            verify(explanation().includes("art. 15 §8 δ"), explanation())
            compare(find("explanationRule").text, "O  option")
            mouseClick(find("game-punto-banco"))
            verify(explanation().includes("art. 15 §11 δ"), explanation())
        }

        function test_deux_tableaux_banker_has_the_option_everywhere() {
            mouseClick(find("game-deux-tableaux"))
            for (let total = 0; total <= 7; ++total) {
                for (let third = 0; third <= 9; ++third)
                    compare(cell("banker-" + total + "-" + third).rule, "option")
                compare(cell("bankerAfterStand-" + total).rule, "option")
            }
            compare(root.rules.payRowCount, 0)
            verify(find("payRemark").visible)
            verify(find("payRemark").text.includes("settled against the banker on its own"))
        }

        function test_punto_banco_pay_tables() {
            const banco = find("pay-banker")
            compare(findChild(banco, "payPays").text, "95:100")
            mouseClick(find("variant-punto-banco-no-commission"))
            compare(root.rules.game, "punto-banco-no-commission")
            compare(findChild(find("pay-banker"), "payPays").text, "1:1, 1:2 with a Banco 6")
            mouseClick(find("variant-punto-banco-super-six"))
            compare(root.rules.payRowCount, 6)
            compare(findChild(find("pay-super-six"), "payPays").text, "12:1 on two cards, 20:1 on three")
            // The three pay tables share one tableau.
            verify(find("game-punto-banco").checked)
            compare(cell("banker-3-8").rule, "stand")
            mouseClick(find("game-chemin-de-fer"))
            compare(root.rules.game, "chemin-de-fer")
            mouseClick(find("game-punto-banco"))
            compare(root.rules.game, "punto-banco")
        }

        function test_language_switch_is_live() {
            mouseClick(cell("banker-3-8"))
            mouseMove(root, 1, 1)
            const title = find("rulesTitle")
            compare(title.text, "Baccarat rules")
            compare(letterOf(cell("banker-3-8")), "S")

            LanguageManager.language = "el"
            compare(title.text, "Κανόνες μπακαρά")
            compare(letterOf(cell("banker-3-8")), "Μ")
            compare(letterOf(cell("banker-3-9")), "Τ")
            compare(find("legend-draw").text, "τραβά τρίτο χαρτί")
            compare(find("game-chemin-de-fer").text, "Σεμέν ντε φερ")
            compare(find("stoodHeader").text, "Το Punto έμεινε")
            verify(explanation().startsWith("Banco με 3 τραβά χαρτί"), explanation())
            verify(explanation().includes("άρθρο 15 §12 α"), explanation())
            compare(findChild(find("pay-tie"), "payName").text, "Egalité (ισοπαλία)")
            verify(find("naturalRule").text.startsWith("Με natural"), find("naturalRule").text)
            verify(cell("banker-3-8").Accessible.name.endsWith("μένει"), cell("banker-3-8").Accessible.name)

            wait(50)   // the Greek labels are wider: let the switch lay out again // waitForRendering would wait out its 5 s on a still page
            mouseClick(find("game-chemin-de-fer"))
            compare(letterOf(cell("player-5")), "Ε")
            compare(findChild(find("pay-cagnotte"), "payName").text, "Γκανιότα")

            LanguageManager.language = "en"
            compare(title.text, "Baccarat rules")
            compare(letterOf(cell("player-5")), "O")
            compare(findChild(find("pay-cagnotte"), "payName").text, "Cagnotte")
        }

        function test_fits_data() {
            const rows = []
            for (const size of [[1280, 800], [1024, 700]])
                for (const language of ["en", "el"])
                    for (const game of ["punto-banco", "punto-banco-super-six", "chemin-de-fer", "deux-tableaux"])
                        rows.push({ tag: size[0] + "x" + size[1] + " " + language + " " + game,
                                    width: size[0], height: size[1], language: language, game: game })
            return rows
        }

        // The window's default and minimum sizes, in both languages (Greek is
        // longer): nothing is cut off, elided or pushed out of its panel.
        function test_fits(data) {
            root.width = data.width
            root.height = data.height
            LanguageManager.language = data.language
            root.rules.game = data.game
            wait(50) // waitForRendering would wait out its 5 s on a still page
            const page = root.rules

            verifyWhole(find("rulesTitle"), "the title")
            verifyInside(find("gameSwitch"), page, "the game switch")
            verifyWhole(find("naturalRule"), "the naturals rule")
            verifyInside(find("naturalRule"), find("naturalsBanner"), "the naturals rule")

            const tableauPanel = find("tableauPanel")
            verifyInside(tableauPanel, page, "the tableau")
            for (const name of ["player-7", "banker-0-0", "banker-7-9", "bankerAfterStand-0", "bankerAfterStand-7"])
                verifyInside(cell(name), tableauPanel, "cell " + name)
            verify(cell("banker-0-0").height >= 24, "cells are too small: " + cell("banker-0-0").height)
            verifyWhole(find("playerCaption"), "the player's caption")
            verifyWhole(find("bankerCaption"), "the banker's caption")
            verifyWhole(find("stoodHeader"), "the \"stood\" header")
            const stoodRight = find("stoodHeader").mapToItem(tableauPanel, find("stoodHeader").width, 0).x
            verify(stoodRight <= tableauPanel.width, "the \"stood\" header sticks out")
            verifyInside(find("legend"), tableauPanel, "the legend")
            for (const rule of ["draw", "stand", "option"]) {
                const legend = findChild(page, "legend-" + rule)
                if (legend) {
                    verifyInside(legend, tableauPanel, "the legend of " + rule)
                    verifyWhole(legend, "the legend of " + rule)
                }
            }

            // Every cell's explanation fits the panel, without moving the grid.
            // Lines are shortest in the narrow window: every cell there, a few here.
            const panel = find("explanationPanel")
            verifyInside(panel, page, "the explanation panel")
            const gridHeight = find("tableauGrid").height
            // The reference in the reader's language: "άρθρο 15" in Greek (issue 17).
            const article = data.language === "el" ? "άρθρο 15" : "art. 15"
            verify(find("explanation").text.includes(article), "no explanation after the switch: "
                   + find("explanation").text)
            for (let row = 0; row < page.cellCount; row += data.width < 1200 ? 1 : 7) {
                page.currentRow = row
                verifyWhole(find("explanation"), "the explanation of row " + row)
                verifyWhole(find("explanationTitle"), "the title of row " + row)
                verifyWhole(find("explanationRule"), "the rule of row " + row)
                verifyInside(find("explanation"), panel, "the explanation of row " + row)
                compare(find("tableauGrid").height, gridHeight)
            }
            page.currentRow = 0

            const pay = find("payTablePanel")
            verifyInside(pay, page, "the pay table")
            verifyWhole(find("payTableTitle"), "the pay table's title")
            const variants = find("payVariantSwitch")
            if (variants.visible) {
                verifyInside(variants, pay, "the pay-table switch")
                verify(variants.implicitWidth <= variants.width + 0.5,
                       "the pay-table switch is squeezed: " + variants.implicitWidth + " > " + variants.width)
            }
            const games = find("gameSwitch")
            verify(games.implicitWidth <= games.width + 0.5, "the game switch is squeezed")
            for (const bet of ["player", "banker", "tie", "player-pair", "banker-pair", "super-six", "cagnotte"]) {
                const row = findChild(page, "pay-" + bet)
                if (!row)
                    continue
                verifyInside(row, pay, "the " + bet + " row")
                for (const part of ["payName", "payPays", "payNote", "paySource"])
                    verifyWhole(findChild(row, part), bet + "/" + part)
            }
            if (find("payRemark").visible)
                verifyInside(find("payRemark"), pay, "the remark")
        }
    }
}

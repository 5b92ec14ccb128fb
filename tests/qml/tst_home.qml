import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Croupier
import Croupier.App

// The home page: the five games with their three modes, and the language switch
// that retranslates the page live and is remembered.
Item {
    id: root

    width: 1280
    height: 800

    AppHeader {
        id: header

        anchors.left: parent.left
        anchors.right: parent.right
    }

    // As in Main.qml: the page inside a StackView, so its modes can open pages.
    StackView {
        id: stack

        anchors.top: header.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        initialItem: HomePage {}
    }

    readonly property HomePage home: stack.depth > 0 ? stack.get(0) as HomePage : null

    TestCase {
        id: test

        name: "Home"
        when: windowShown

        readonly property var gameKeys: ["punto-banco", "chemin-de-fer", "deux-tableaux", "craps", "blackjack"]
        readonly property var modes: ["drills", "free-play", "exams"]

        function initTestCase() {
            Theme.durationScale = 0
            LanguageManager.language = "en"
        }

        function cleanupTestCase() {
            LanguageManager.language = "en"
        }

        function cleanup() {
            root.width = 1280
            root.height = 800
            LanguageManager.language = "en"
        }

        function gameCard(key) {
            const card = findChild(root.home, "game-" + key)
            verify(card, "no card for " + key)
            return card
        }

        function test_0_settles() {
            tryVerify(() => root.home.settled, 2000, "the cards never finished coming in")
            compare(gameCard("craps").opacity, 1)
        }

        function test_lists_five_games_data() {
            return gameKeys.map(key => ({ tag: key, key: key }))
        }

        function test_lists_five_games(data) {
            compare(root.home.gameCount, 5)
            const card = gameCard(data.key)
            verify(card.visible)
            verify(card.width > 0 && card.height > 0)
            verify(findChild(card, "gameTitle").text.length > 0)
            verify(findChild(card, "gameSummary").text.length > 0)
        }

        function test_each_game_has_three_modes() {
            for (const key of gameKeys) {
                for (const mode of modes) {
                    const button = findChild(root.home, "mode-" + key + "-" + mode)
                    verify(button, "no " + mode + " for " + key)
                    verify(button.visible)
                    verify(button.Accessible.name.length > 0)
                }
            }
            compare(findChild(root.home, "mode-craps-drills").text, "Drills")
            compare(findChild(root.home, "mode-craps-free-play").text, "Free play")
            compare(findChild(root.home, "mode-craps-exams").text, "Exams")
        }

        function test_cards_fit_the_page_data() {
            return [
                { tag: "1280x800 en", width: 1280, height: 800, language: "en" },
                { tag: "1280x800 el", width: 1280, height: 800, language: "el" },
                { tag: "1024x700 en", width: 1024, height: 700, language: "en" },
                { tag: "1024x700 el", width: 1024, height: 700, language: "el" }
            ]
        }

        // The window's default and minimum sizes, in both languages (Greek is
        // longer): nothing is cut off, elided or pushed out of its card.
        function test_cards_fit_the_page(data) {
            root.width = data.width
            root.height = data.height
            LanguageManager.language = data.language
            wait(50) // waitForRendering would wait out its 5 s on a still page
            const last = gameCard("blackjack")
            const bottom = last.mapToItem(root, 0, last.height).y
            verify(bottom <= root.height, "last card ends at " + bottom)
            for (const key of gameKeys) {
                const card = gameCard(key)
                const title = findChild(card, "gameTitle")
                const summary = findChild(card, "gameSummary")
                verify(!title.truncated, key + ": title elided")
                verify(!summary.truncated, key + ": summary elided: " + summary.text)
                verify(summary.lineCount <= 2, key + ": summary has " + summary.lineCount + " lines")
                for (const mode of modes) {
                    const button = findChild(card, "mode-" + key + "-" + mode)
                    const right = button.mapToItem(card, button.width, 0).x
                    verify(right <= card.width, key + "/" + mode + " sticks out of its card")
                    verify(button.implicitWidth <= button.width + 0.5, key + "/" + mode + " is squeezed")
                }
                const original = findChild(card, "gameOriginalName")
                if (data.language === "el" && key !== "craps")
                    verify(original.visible, key + ": the regulation's name does not fit")
            }
        }

        function test_language_switch_retranslates_live() {
            const title = findChild(root.home, "homeTitle")
            const craps = findChild(gameCard("craps"), "gameTitle")
            compare(title.text, "Choose a table")
            compare(craps.text, "Craps")

            LanguageManager.language = "el"
            compare(LanguageManager.language, "el")
            compare(title.text, "Επιλέξτε τραπέζι")
            compare(craps.text, "Αμερικάνικα ζάρια (Craps)")
            compare(findChild(gameCard("punto-banco"), "gameTitle").text, "Μπάνκο Πούντο")
            compare(findChild(root.home, "mode-blackjack-free-play").text, "Ελεύθερο παιχνίδι")

            LanguageManager.language = "en"
            compare(title.text, "Choose a table")
            compare(craps.text, "Craps")
        }

        function test_language_switch_buttons() {
            const greek = findChild(header, "language-el")
            const english = findChild(header, "language-en")
            verify(greek && english)
            verify(english.checked)
            mouseClick(greek)
            compare(LanguageManager.language, "el")
            verify(greek.checked)
            compare(findChild(header, "tagline").text, "Εκπαίδευση κρουπιέρηδων για τα τραπέζια των ελληνικών καζίνο")
            mouseClick(english)
            compare(LanguageManager.language, "en")
            verify(!greek.checked)
            verify(english.checked)
            // The switch follows a language set from elsewhere, even after clicks.
            LanguageManager.language = "el"
            verify(greek.checked)
            verify(!english.checked)
            LanguageManager.language = "en"
            verify(english.checked)
        }

        function test_choice_is_remembered() {
            LanguageManager.language = "el"
            compare(LanguageManager.storedLanguage(), "el")
            LanguageManager.language = "en"
            compare(LanguageManager.storedLanguage(), "en")
        }

        function test_unknown_language_is_refused() {
            ignoreWarning(new RegExp("no translation for language \"xx\""))
            LanguageManager.language = "xx"
            compare(LanguageManager.language, "en")
            compare(LanguageManager.storedLanguage(), "en")
        }

        function test_exams_mode_opens_the_exams_page() {
            // Issue 8: every game card's "Exams" opens the exams page (instructor / take an exam).
            const exams = findChild(root.home, "mode-craps-exams")
            mouseClick(exams)
            compare(stack.depth, 2)
            tryVerify(() => !stack.busy)
            const page = stack.currentItem
            compare(page.objectName, "examsPage")
            compare(page.title, "Exams")
            verify(findChild(page, "chooseInstructor").activeFocus, "the instructor's choice has the keyboard focus")
            stack.pop(StackView.Immediate)
            tryVerify(() => !stack.busy)
            compare(stack.depth, 1)
            verify(stack.currentItem === root.home)
        }

        function test_rules_links_open_the_rules_page_data() {
            return [
                { tag: "punto-banco", key: "punto-banco" },
                { tag: "chemin-de-fer", key: "chemin-de-fer" },
                { tag: "deux-tableaux", key: "deux-tableaux" }
            ]
        }

        // The baccarat games link to the rules page, which opens on that game.
        function test_rules_links_open_the_rules_page(data) {
            const link = findChild(root.home, "rules-" + data.key)
            verify(link, "no rules link for " + data.key)
            verify(link.Accessible.name.startsWith("Rules of "), link.Accessible.name)
            mouseClick(link)
            compare(stack.depth, 2)
            tryVerify(() => !stack.busy)
            const rules = stack.currentItem as BaccaratRulesPage
            compare(rules.objectName, "baccaratRulesPage")
            compare(rules.game, data.key)
            compare(rules.cellCount, 96)
            stack.pop()
            tryVerify(() => !stack.busy)
            compare(stack.depth, 1)
        }

        function test_rules_links_fit_data() {
            return test_cards_fit_the_page_data()
        }

        // The links share the title's line: the title stays whole, the line no
        // taller, and the last link inside the page.
        function test_rules_links_fit(data) {
            root.width = data.width
            root.height = data.height
            LanguageManager.language = data.language
            wait(50) // waitForRendering would wait out its 5 s on a still page
            const title = findChild(root.home, "homeTitle")
            verify(!title.truncated, "the title is elided")
            for (const key of ["punto-banco", "chemin-de-fer", "deux-tableaux"]) {
                const link = findChild(root.home, "rules-" + key)
                verify(link.height <= title.implicitHeight, key + ": the link makes the title line taller")
                verify(link.implicitWidth <= link.width + 0.5, key + ": the link is squeezed")
                const right = link.mapToItem(root.home, link.width, 0).x
                verify(right <= root.home.width - root.home.rightPadding + 0.5, key + ": the link sticks out")
                const left = link.mapToItem(root.home, 0, 0).x
                verify(left >= title.mapToItem(root.home, title.contentWidth, 0).x, key + ": the link covers the title")
            }
        }

        function test_tab_reaches_the_modes() {
            const first = findChild(root.home, "mode-punto-banco-drills")
            first.forceActiveFocus(Qt.TabFocusReason)
            verify(first.activeFocus)
            keyClick(Qt.Key_Tab)
            verify(findChild(root.home, "mode-punto-banco-free-play").activeFocus)
            keyClick(Qt.Key_Tab)
            verify(findChild(root.home, "mode-punto-banco-exams").activeFocus)
            keyClick(Qt.Key_Tab)
            verify(findChild(root.home, "mode-chemin-de-fer-drills").activeFocus)
        }
    }
}

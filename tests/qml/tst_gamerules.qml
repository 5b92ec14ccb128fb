import QtQuick
import QtTest
import Croupier
import Croupier.App

// The rules pages of craps and blackjack (issue 15): every rule from the engine's own
// tables (core's crapsPayTable(), blackjackRules()), with its paragraph, in the
// regulation's Greek or in English, following a live language switch.
Item {
    id: root

    width: 1280
    height: 800

    Component {
        id: pageComponent
        GameRulesPage { anchors.fill: parent }
    }
    RulesListModel { id: model }

    TestCase {
        name: "GameRules"
        when: windowShown

        function cleanup() { LanguageManager.language = "en" }

        function row(i, role) { return model.data(model.index(i, 0), Qt.UserRole + role) }

        // art. 16 §10 α(1): WIN pays even money; §10 γ(1): WIN's odds pay 2:1 on 4 and 10,
        // 3:2 on 5 and 9, 6:5 on 6 and 8 (RULINGS, "Craps"); the field pays 2:1 on 2 and 12.
        function test_crapsRowsComeFromThePayTable() {
            LanguageManager.language = "en"
            model.game = "craps"
            verify(model.count >= 30, model.count)
            compare(row(0, 1), "WIN")
            compare(row(0, 2), "art. 16 §10 α(1)")
            compare(row(0, 4), "1:1")
            compare(row(4, 1), "WIN ODDS")
            compare(row(4, 4), "4, 10: 2:1 · 5, 9: 3:2 · 6, 8: 6:5")
            compare(row(8, 1), "FIELD")
            compare(row(8, 4), "2, 12: 2:1 · 3, 4, 9, 10, 11: 1:1")
            verify(row(6, 5).indexOf("§10, last paragraph") >= 0, row(6, 5))   // COME ODDS: off on the come-out
            // The bet's text says it is off on the come-out; the note under it only cites the
            // paragraph (it said the sentence again, in both languages).
            verify(row(6, 3).indexOf("Off on the come-out roll unless called working") >= 0, row(6, 3))
            verify(row(6, 5).indexOf("unless called working") < 0, row(6, 5))
        }

        // The page follows a live switch: the regulation's Greek words, then the English beside them.
        function test_blackjackInBothLanguages() {
            LanguageManager.language = "en"
            const page = createTemporaryObject(pageComponent, root, { game: "blackjack" })
            const rules = page.rules
            const text = () => rules.data(rules.index(0, 0), Qt.UserRole + 3)
            verify(rules.count >= 25, rules.count)
            compare(rules.data(rules.index(0, 0), Qt.UserRole + 2), "art. 14 §1")
            compare(text(), "Blackjack is played with four to six decks.")
            LanguageManager.language = "el"
            compare(text(), "Το Μπλάκτζακ παίζεται με τέσσερις έως έξι (4-6) τράπουλες.")
            LanguageManager.language = "en"
            compare(text(), "Blackjack is played with four to six decks.")
        }

        // The page says whose rules it lists, as the baccarat rules do (it had no heading).
        function test_pageHasItsTitle_data() {
            return [{ tag: "craps en", game: "craps", lang: "en", title: "Craps · Rules" },
                    { tag: "blackjack en", game: "blackjack", lang: "en", title: "Blackjack · Rules" },
                    { tag: "craps el", game: "craps", lang: "el", title: "Κανόνες" }]
        }
        function test_pageHasItsTitle(data) {
            LanguageManager.language = data.lang
            const page = createTemporaryObject(pageComponent, root, { game: data.game })
            const title = findChild(page, "rulesTitle")
            verify(title !== null, "no heading")
            verify(title.visible && title.height > 0)
            verify(title.text.indexOf(data.title) >= 0, title.text)
            verify(!title.truncated, title.text)
        }

        function test_pageShowsEveryRule() {
            const page = createTemporaryObject(pageComponent, root, { game: "blackjack" })
            verify(page)
            compare(page.ruleCount, model.game === "blackjack" ? model.count : page.ruleCount)
            page.game = "craps"
            verify(page.ruleCount >= 30)
        }
    }
}

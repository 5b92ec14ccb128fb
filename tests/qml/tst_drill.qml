import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Croupier
import Croupier.App

// A baccarat drill page: the question is dealt on the table, answered by
// keyboard (Latin or Greek letters, amounts with "." or ","), judged by the
// engine with the rule and its article, in English and in Greek.
Item {
    id: root

    width: 1280
    height: 800

    StackView {
        id: stack

        anchors.fill: parent
    }

    // A label's words laid out again, to find where its lines begin (test_numbersWholeOnTheirLines).
    TextEdit {
        id: relaid
        visible: false
        readOnly: true
        wrapMode: TextEdit.WordWrap
    }

    Component {
        id: drillComponent

        DrillPage {}
    }

    TestCase {
        id: test

        name: "Drill"
        when: windowShown

        property DrillPage page: null

        function initTestCase() {
            Theme.durationScale = 0
            LanguageManager.language = "en"
        }

        function cleanupTestCase() {
            LanguageManager.language = "en"
        }

        function init() {
            Theme.durationScale = 0
            LanguageManager.language = "en"
            root.width = 1280
        }

        function cleanup() {
            stack.clear()
            page = null
        }

        function open(game, topic, seed, level) {
            stack.clear()
            page = stack.push(drillComponent, { game: game, topic: topic, seed: seed, level: level ?? 1 }, StackView.Immediate)
            tryCompare(page, "settled", true)
            return page
        }

        function text(name) {
            const item = findChild(page, name)
            verify(item, "no item named " + name)
            return item.text
        }

        // The key that picks a choice: its value's first letter (d, s, o, p, b, t, w, l).
        function keyOf(value) {
            return { "draw": "d", "stand": "s", "option": "o", "player": "p", "banker": "b", "tie": "t",
                     "win": "w", "lose": "l", "push": "p" }[value]
        }

        function test_questionIsDealtOnTheTable_data() {
            return [
                { tag: "a hand to count", topic: "baccarat.total", place: "single", field: "cards" },
                { tag: "Punto's cards of a draw", topic: "baccarat.draw", place: "player", field: "player" },
                { tag: "Banco's cards of a coup", topic: "baccarat.coup", place: "banker", field: "banker" },
                { tag: "the first card of a shoe", topic: "baccarat.burn", place: "burn", field: "first" }
            ]
        }
        function test_questionIsDealtOnTheTable(data) {
            open("punto-banco", data.topic, 11)
            const expected = page.session.scenario[data.field]
            compare(page.table.cardsAt(data.place), Array.isArray(expected) ? expected : [expected])
        }

        // Issue 17: a felt too narrow to read (an exam's review at 1024 px left it a
        // quarter of the window) gives way to the question in words, its cards as a dealer
        // reads them; with room, the felt, and the prompt beside it once.
        function test_feltOrTheQuestionInWords_data() {
            return [
                { tag: "a narrow page: in words", width: 700, words: true },
                { tag: "1024 px: the felt", width: 1024, words: false },
                { tag: "1280 px: the felt", width: 1280, words: false }
            ]
        }
        function test_feltOrTheQuestionInWords(data) {
            root.width = data.width
            open("punto-banco", "baccarat.draw", 11)
            const words = findChild(page, "questionInWords")
            verify(words)
            compare(words.visible, data.words, "the table area is " + findChild(page, "tableLoader").width + " px")
            compare(findChild(page, "tableLoader").visible, !data.words)
            compare(findChild(page, "drillPrompt").visible, !data.words)
            if (data.words) {
                // The cards as a dealer reads them: "Punto 9♥ 3♠ …", the rank and the suit's sign.
                compare(text("wordsPrompt"), page.session.prompt)
                const c = page.session.scenario.player[0]
                const rank = c[0] === "T" ? "10" : c[0]
                const suit = { "S": "♠", "H": "♥", "D": "♦", "C": "♣" }[c[1]]
                verify(text("wordsPrompt").indexOf(rank + suit) >= 0, text("wordsPrompt") + " has no " + rank + suit)
            }
            root.width = 1280
        }

        /// The visible items named @p name under @p item, in the order they are drawn.
        function visibleNamed(item, name) {
            const out = []
            const walk = it => {
                for (let i = 0; i < it.children.length; ++i) {
                    const c = it.children[i]
                    if (c.objectName === name && c.visible)
                        out.push(c)
                    walk(c)
                }
            }
            walk(item)
            return out
        }

        // Issue 17: one felt for a drill and free play. The hands' boxes are named as free play
        // names them (BaccaratFreePlay before issue 17: deux tableaux's TABLEAU 1, BANK,
        // TABLEAU 2; chemin de fer's PLAYER and BANKER), not the drill's PLAYER, BANKER and
        // TABLEAU of its own layout.
        function test_feltNamesTheBoxesAsFreePlay_data() {
            return [
                { tag: "deux tableaux", game: "deux-tableaux", names: ["TABLEAU 1", "BANK", "TABLEAU 2"] },
                { tag: "chemin de fer", game: "chemin-de-fer", names: ["PLAYER", "BANKER"] }
            ]
        }
        function test_feltNamesTheBoxesAsFreePlay(data) {
            open(data.game, "baccarat.draw", 11)
            compare(visibleNamed(page.table, "boxName").map(t => t.text), data.names)
            // The drill's hand is in the box free play deals it to: Punto in the first box.
            const box = visibleNamed(page.table, "handBox-player")
            compare(box.length, 1)
        }

        // Issue 17: the draw question names the hands as the felt under it does (the chemin
        // de fer drill asked "Punto … Banco" under PLAYER and BANKER, ΠΑΙΚΤΗΣ and ΠΑΓΚΟΣ):
        // every box's name is in the question (deux tableaux: TABLEAU without its number),
        // compared in capitals without accents, and neither Punto nor Banco is.
        function test_drawQuestionNamesTheFeltsHands_data() {
            const rows = []
            for (const game of ["chemin-de-fer", "deux-tableaux"])
                for (const lang of ["en", "el"])
                    for (const seed of [8, 11])
                        rows.push({ tag: game + " " + lang + " seed " + seed, game: game, lang: lang, seed: seed })
            return rows
        }
        function test_drawQuestionNamesTheFeltsHands(data) {
            LanguageManager.language = data.lang
            open(data.game, "baccarat.draw", data.seed)
            const plain = t => t.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toUpperCase()
            const question = plain(page.session.prompt)
            const names = visibleNamed(page.table, "boxName").map(t => plain(t.text).replace(/ \d$/, ""))
            verify(names.length >= 2, "the felt's boxes: " + names)
            for (const name of names)
                verify(question.indexOf(name) >= 0, "'" + page.session.prompt + "' does not name the felt's " + name)
            for (const word of ["PUNTO", "BANCO"])
                verify(question.indexOf(word) < 0, "'" + page.session.prompt + "' names " + word)
        }

        // Issue 17: the burn card turned over lies off the hands' boxes (the chemin de fer
        // drill laid it in the banker's box), under the sabot, where free play turns it.
        function test_burnCardLiesOffTheHandsBoxes_data() {
            return [{ tag: "punto banco", game: "punto-banco" }, { tag: "chemin de fer", game: "chemin-de-fer" },
                    { tag: "deux tableaux", game: "deux-tableaux" }]
        }
        function test_burnCardLiesOffTheHandsBoxes(data) {
            open(data.game, "baccarat.burn", 11)
            compare(page.table.cardsAt("burn"), [page.session.scenario.first])
            const hand = findChild(page.table, "burnHand")
            verify(hand)
            let card = null
            for (let i = 0; i < hand.children.length; ++i)
                if (hand.children[i].card !== undefined)
                    card = hand.children[i]
            verify(card, "no burn card on the felt")
            const r = card.mapToItem(page.table, 0, 0, card.width, card.height)
            let boxes = 0
            for (const name of ["player", "banker", "player2"]) {
                const box = findChild(page.table, "handBox-" + name)
                if (!box || box.children.length === 0)
                    continue
                ++boxes
                const outline = box.children[0]
                const b = outline.mapToItem(page.table, 0, 0, outline.width, outline.height)
                const overlap = r.x < b.x + b.width && b.x < r.x + r.width && r.y < b.y + b.height && b.y < r.y + r.height
                verify(!overlap, "the burn card " + JSON.stringify(r) + " lies on the " + name + " box " + JSON.stringify(b))
            }
            compare(boxes, data.game === "deux-tableaux" ? 3 : 2)
        }

        // A Greek keyboard types δ and σ on the D and S keys: they pick the same
        // choices. (QtTest cannot synthesise a non-Latin key, so the mapping is
        // checked on its own.)
        function test_greekKeyboardLetters_data() {
            return [
                { tag: "δ is D (draw)", greek: "δ", latin: "d" }, { tag: "Σ is S (stand)", greek: "Σ", latin: "s" },
                { tag: "ο is O (option)", greek: "ο", latin: "o" }, { tag: "π is P (Punto)", greek: "π", latin: "p" },
                { tag: "β is B (Banco)", greek: "β", latin: "b" }, { tag: "τ is T (Egalité)", greek: "τ", latin: "t" },
                { tag: "ς is W (win)", greek: "ς", latin: "w" }, { tag: "λ is L (lose)", greek: "λ", latin: "l" },
                { tag: "η is H (hit)", greek: "η", latin: "h" }, { tag: "υ is Y (yes)", greek: "υ", latin: "y" },
                { tag: "ν is N (no)", greek: "ν", latin: "n" }, { tag: "a Latin letter stays", greek: "d", latin: "d" }
            ]
        }
        function test_greekKeyboardLetters(data) {
            open("punto-banco", "baccarat.draw", 21)
            compare(findChild(page, "answerPanel").latinKey(data.greek), data.latin)
        }

        function test_rightDecisionByKeyboard() {
            open("punto-banco", "baccarat.draw", 21)
            for (let i = 0; i < 5; ++i) {
                const right = page.session.rightAnswer().decision
                const key = keyOf(right)
                keyClick(key)
                tryCompare(page.session, "answered", true)
                compare(page.session.correct, true, page.session.prompt)
                compare(text("verdict"), "Right")
                keyClick(Qt.Key_Return) // the next question
                tryCompare(page.session, "answered", false)
                tryCompare(page, "settled", true)
            }
            compare(page.session.correctCount, 5)
        }

        // Issue 17, item 5: a set of 10 by keyboard alone, its summary, Practise these
        // (Enter) and Again (Tab, Enter); no letter key there (P is Push on a form). Answers 2 and 7 wrong: 8 of 10 right, two cells missed
        // (two different cells: the first block of 104 asks each once).
        function test_setEndsWithASummaryByKeyboard() {
            stack.clear()
            page = stack.push(drillComponent, { game: "punto-banco", topic: "baccarat.draw", seed: 21, setLength: "10" },
                              StackView.Immediate)
            tryCompare(page, "settled", true)
            for (let i = 1; i <= 10; ++i) {
                compare(text("drillProgress"), "Question " + i + " of 10 · " + (i <= 2 ? i - 1 : i <= 7 ? i - 2 : i - 3) + " right")
                const right = page.session.rightAnswer().decision
                keyClick(i === 2 || i === 7 ? (right === "draw" ? "s" : "d") : keyOf(right))
                tryCompare(page.session, "answered", true)
                compare(findChild(page, "nextButton").text, i === 10 ? "Summary (Enter)" : "Next (Enter)")
                keyClick(Qt.Key_Return)
                if (i < 10) {
                    tryCompare(page.session, "answered", false)
                    tryCompare(page, "settled", true)
                }
            }
            tryCompare(page, "summaryShown", true)
            const summary = findChild(page, "setSummary")
            verify(summary.visible)
            compare(text("setRightValue"), "8 of 10")
            compare(text("setMissedCountValue"), "2")
            const missed = findChild(page, "setMissed")
            compare(missed.count, 2)
            compare(findChild(page, "practiseThese").text, "Practise these (Enter)")
            compare(findChild(page, "setAgain").text, "Again")
            keyClick("p")   // a letter means nothing here
            keyClick("a")
            compare(page.summaryShown, true)
            // Enter: a set of only the two cells missed.
            keyClick(Qt.Key_Return)
            tryCompare(page, "summaryShown", false)
            compare(text("drillProgress"), "Question 1 of 10 · 0 right")
            tryCompare(page, "settled", true)
            // Answered right ten times: a summary with nothing missed, and no P.
            for (let i = 1; i <= 10; ++i) {
                keyClick(keyOf(page.session.rightAnswer().decision))
                tryCompare(page.session, "answered", true)
                keyClick(Qt.Key_Return)
                if (i < 10)
                    tryCompare(page.session, "answered", false)
            }
            tryCompare(page, "summaryShown", true)
            compare(text("setSummaryTitle"), "End of the practice set")
            compare(text("setRightValue"), "10 of 10")
            verify(!findChild(page, "practiseThese").visible)
            compare(findChild(page, "setAgain").text, "Again (Enter)")
            // Enter with nothing missed: Again, a set over every cell.
            keyClick(Qt.Key_Return)
            tryCompare(page, "summaryShown", false)
            compare(text("drillProgress"), "Question 1 of 10 · 0 right")
        }

        // Issue 17, item 5: the form says what "paid" is (question-bank.md: on top of the
        // returned stake; Banco's commission already kept at the 5 % table).
        function test_paidIsSaidOnTheForm_data() {
            return [
                { tag: "Punto Banco with commission", game: "punto-banco", topic: "baccarat.payout", field: "paid",
                  hint: "Handed to the player on top of the stake, which stays; the commission already kept. 0 unless the bet wins." },
                { tag: "the commission", game: "punto-banco", topic: "baccarat.payout", field: "commission",
                  hint: "Kept by the house as commission. 0 unless a commission applies." },
                { tag: "craps", game: "craps", topic: "craps.roll", field: "paid",
                  hint: "Handed to the player on top of the stake, which stays. 0 unless the bet wins." },
                { tag: "blackjack", game: "blackjack", topic: "blackjack.payout", field: "paid",
                  hint: "Handed to the player on top of the stake, which stays. 0 unless the bet wins." }
            ]
        }
        function test_paidIsSaidOnTheForm(data) {
            open(data.game, data.topic, 5)
            compare(text("hint-" + data.field), data.hint)
        }

        // Issue 19, item 5: the verdict is told to a screen reader (an Announcer: an alert
        // whose accessible name is the verdict, the answer, the trainee's and the rule), in
        // the reader's language, once per answer; the words, not the colour, say it.
        function test_verdictIsAnnounced_data() {
            return [{ tag: "en", lang: "en", right: "Right", wrong: "Not right", answer: "The answer: " },
                    { tag: "el", lang: "el", right: "Σωστό", wrong: "Λάθος", answer: "Η απάντηση: " }]
        }
        function test_verdictIsAnnounced(data) {
            LanguageManager.language = data.lang
            open("punto-banco", "baccarat.draw", 33)
            const announcer = findChild(page, "announcer")
            verify(announcer)
            compare(announcer.count, 0)
            const right = page.session.rightAnswer().decision
            keyClick(right === "draw" ? "s" : "d")
            tryCompare(page.session, "answered", true)
            tryCompare(announcer, "count", 1)
            compare(announcer.Accessible.role, Accessible.AlertMessage)
            compare(announcer.Accessible.name, announcer.lastAnnouncement)
            verify(announcer.lastAnnouncement.startsWith(data.wrong + ". " + data.answer), announcer.lastAnnouncement)
            verify(announcer.lastAnnouncement.indexOf(text("explanation")) > 0, announcer.lastAnnouncement)
            keyClick(Qt.Key_Return)
            tryCompare(page.session, "answered", false)
            tryCompare(page, "settled", true)
            keyClick(page.session.rightAnswer().decision === "draw" ? "d" : "s")
            tryCompare(announcer, "count", 2)
            verify(announcer.lastAnnouncement.startsWith(data.right + ". "), announcer.lastAnnouncement)
        }

        function test_wrongDecisionShowsTheRule() {
            open("punto-banco", "baccarat.draw", 33)
            const right = page.session.rightAnswer().decision
            keyClick(right === "draw" ? "s" : "d")
            tryCompare(page.session, "answered", true)
            compare(page.session.correct, false)
            compare(text("verdict"), "Not right")
            compare(text("rightAnswer"), "The answer: " + (right === "draw" ? "Draw" : "Stand"))
            verify(text("explanation").indexOf("art. 15 §") >= 0, text("explanation"))
            verify(text("elapsed").startsWith("Time: "))
            compare(page.session.answeredCount, 1)
            compare(page.session.correctCount, 0)
        }

        function test_amountsTypedWithCommaOrPoint_data() {
            return [{ tag: "comma", sep: "," }, { tag: "point", sep: "." }]
        }
        function test_amountsTypedWithCommaOrPoint(data) {
            open("punto-banco", "baccarat.payout", 5, 3)
            const right = page.session.rightAnswer()
            keyClick(keyOf(right.outcome))           // the outcome, then the focus moves to "Paid"
            keyClick(Qt.Key_A, Qt.ControlModifier)
            for (const ch of right.paid.replace(".", data.sep))
                keyClick(ch)
            keyClick(Qt.Key_Return)                  // on to "Commission"
            for (const ch of right.commission.replace(".", data.sep))
                keyClick(ch)
            keyClick(Qt.Key_Return)                  // the last field: answers
            tryCompare(page.session, "answered", true)
            compare(page.session.correct, true, JSON.stringify(right))
        }

        // Issue 17: three payout questions in a row by keyboard alone: each answered with
        // its keys and Enter, then Enter for the next; the keys never go dead.
        function test_payoutsInARowByKeyboard() {
            open("punto-banco", "baccarat.payout", 7, 3)
            for (let q = 1; q <= 3; ++q) {
                tryCompare(page, "settled", true)
                compare(page.session.number, q)
                const right = page.session.rightAnswer()
                keyClick(keyOf(right.outcome))
                keyClick(Qt.Key_A, Qt.ControlModifier)
                for (const ch of right.paid)
                    keyClick(ch)
                keyClick(Qt.Key_Return)
                for (const ch of right.commission)
                    keyClick(ch)
                keyClick(Qt.Key_Return)
                tryCompare(page.session, "answered", true)
                compare(page.session.correct, true, "question " + q + ": " + JSON.stringify(right))
                keyClick(Qt.Key_Return)              // Next (Enter)
                tryCompare(page.session, "answered", false)
            }
        }

        // Chips (issue 16) built on the float by keyboard: a count, then the tube's key (F2 the
        // float's smallest chip); Enter answers. The right chips answer right; one more of the
        // smallest chip, right in nothing (worth more), is wrong; Enter with no chip names the field.
        function test_chipsByKeyboard() {
            open("punto-banco", "chips.pay", 4)
            keyClick(Qt.Key_Return)
            compare(page.session.answered, false)
            compare(text("inputError"), "Chips: take the chips from the float (a count, then the tube's key).")
            let tubes = page.session.answerFields[0].float
            verify(tubes.length > 0)
            let right = page.session.rightAnswer().chips
            for (const chip of Object.keys(right)) {
                for (const digit of String(right[chip]))
                    keyClick(digit)
                keyClick(Qt.Key_F2 + tubes.indexOf(chip))
            }
            keyClick(Qt.Key_Return)
            tryCompare(page.session, "answered", true)
            compare(page.session.correct, true, JSON.stringify(right))
            keyClick(Qt.Key_Return) // the next question
            tryCompare(page.session, "answered", false)
            tryCompare(page, "settled", true)
            tubes = page.session.answerFields[0].float
            right = page.session.rightAnswer().chips
            for (const chip of Object.keys(right)) {
                for (const digit of String(right[chip]))
                    keyClick(digit)
                keyClick(Qt.Key_F2 + tubes.indexOf(chip))
            }
            keyClick(Qt.Key_F2)          // one chip too many
            keyClick(Qt.Key_Backspace)   // and back
            keyClick(Qt.Key_F2)          // and again
            keyClick(Qt.Key_Return)
            tryCompare(page.session, "answered", true)
            compare(page.session.correct, false)
        }

        function test_emptyAmountNamesTheField() {
            open("chemin-de-fer", "baccarat.cagnotte", 9)
            keyClick(Qt.Key_Return)
            compare(page.session.answered, false)
            compare(text("inputError"), "Commission: give an answer.")
            verify(findChild(page, "inputError").visible)
        }

        function test_greekOnTheFly() {
            open("punto-banco", "baccarat.coup", 3)
            const english = page.session.prompt
            LanguageManager.language = "el"
            verify(page.session.prompt !== english)
            verify(/[α-ωΑ-Ω]/.test(page.session.prompt), page.session.prompt)
            verify(/[α-ωΑ-Ω]/.test(text("drillTitle")), text("drillTitle"))
            page.answer(page.session.rightAnswer())
            compare(text("verdict"), "Σωστό")
            verify(/[α-ωΑ-Ω]/.test(text("explanation")), text("explanation"))
        }

        function test_drillsPageOpensEveryTopic() {
            stack.clear()
            const drills = stack.push(Qt.resolvedUrl("../../qml/Pages/DrillsPage.qml"), { game: "chemin-de-fer" }, StackView.Immediate)
            verify(drills)
            compare(drills.topics.map(t => t.topic), ["baccarat.total", "baccarat.draw", "baccarat.cagnotte", "baccarat.burn",
                                                     "baccarat.limit", "baccarat.procedure", "chips.count", "chips.pay",
                                                     "chips.colour-up", "chips.change", "chips.cut", "protection.spot"])
            keyClick(Qt.Key_Down)
            keyClick(Qt.Key_Return)
            tryCompare(stack, "depth", 2)
            compare(stack.currentItem.topic, "baccarat.draw")
            compare(stack.currentItem.game, "chemin-de-fer")
        }

        // Spot the error (issue 18) is played on its own page, at the game chosen.
        function test_drillsPageOpensSpotTheError() {
            stack.clear()
            const drills = stack.push(Qt.resolvedUrl("../../qml/Pages/DrillsPage.qml"), { game: "craps" }, StackView.Immediate)
            verify(drills)
            drills.open("protection.spot")
            tryCompare(stack, "depth", 2)
            compare(stack.currentItem.objectName, "spotTheErrorPage")
            compare(stack.currentItem.game, "craps")
        }
    
        // Issue 17: core writes "; " between the items of a list and between two rule
        // references; in Greek ";" is the question mark, so the Greek pages read
        // "7 × 100 = 700· 5 × 25 = 125" and "άρθρο 16 §10 γ(2)· RULINGS" (the ano teleia).
        // English keeps "; " (the control: the list is there). The Greek "· " is the
        // catalogue's (Words "; "), from /work/notes/el-sweep2.json.
        function test_listSeparator_data() {
            return [
                { tag: "chips.count explanation en", lang: "en", game: "punto-banco", topic: "chips.count", what: "explanation" },
                { tag: "chips.count explanation el", lang: "el", game: "punto-banco", topic: "chips.count", what: "explanation" },
                { tag: "chips.units references en", lang: "en", game: "craps", topic: "chips.units", what: "source" },
                { tag: "chips.units references el", lang: "el", game: "craps", topic: "chips.units", what: "source" }
            ]
        }
        function test_listSeparator(data) {
            LanguageManager.language = data.lang
            page = stack.push(drillComponent, { game: data.game, topic: data.topic, seed: 2, level: 3, autoAnswer: "wrong" },
                              StackView.Immediate)
            tryCompare(page.session, "answered", true)
            const text = page.session[data.what]
            LanguageManager.language = "en"
            if (data.lang === "en") {
                verify(text.indexOf("; ") > 0, "no list in: " + text)
            } else {
                compare(text.indexOf("; "), -1, "a Greek question mark inside: " + text)
                verify(text.indexOf("· ") > 0, "no list in: " + text)
            }
        }
        // Issue 17 (sweep3): a choice's words on one line where the form has room. "Next box"
        // is laid out 81.5 wide against TextMetrics' advance of 80.5: at 81 it wrapped.
        function choiceLabels(item, found) {
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i]
                if (child.objectName === "choiceLabel" && child.visible)
                    found.push(child)
                choiceLabels(child, found)
            }
            return found
        }
        function test_choiceWordsOnOneLine_data() {
            return [
                { tag: "blackjack.step en", lang: "en", game: "blackjack", topic: "blackjack.step" },
                { tag: "blackjack.step el", lang: "el", game: "blackjack", topic: "blackjack.step" },
                { tag: "blackjack.dealer en", lang: "en", game: "blackjack", topic: "blackjack.dealer" },
                { tag: "baccarat.draw el", lang: "el", game: "punto-banco", topic: "baccarat.draw" }
            ]
        }
        function test_choiceWordsOnOneLine(data) {
            LanguageManager.language = data.lang
            open(data.game, data.topic, 1, 3)
            const labels = choiceLabels(findChild(page, "answerPanel"), [])
            verify(labels.length >= 2, "no choices on the form")
            for (const label of labels)
                compare(label.lineCount, 1, "'" + label.text + "' " + label.width + " wide")
        }

        // Issue 17 (sweep3): a lost bet at blackjack.payout slides to the chip tray; the page
        // is settled (a screenshot is taken) only once it is there, not while it crosses the
        // felt's title (level 3 seed 2: a split hand's 38, lost).
        function test_lostStakeInTheTrayBeforeSettled() {
            Theme.durationScale = 1
            open("blackjack", "blackjack.payout", 2, 3)
            const right = page.session.rightAnswer()
            compare(right.outcome, "lose", page.session.prompt)
            const stake = findChild(page, "payoutStake")
            verify(stake)
            compare(stake.opacity, 1)
            page.answer(right)
            tryCompare(page.session, "answered", true)
            tryCompare(page, "settled", true)
            const opacity = stake.opacity
            Theme.durationScale = 0
            compare(opacity, 0, "the stake still on its way when the page says it is settled")
        }
        // Issue 17 (sweep3): a number whole on its line. Qt 6.4 broke blackjack.round's
        // prompt inside "0.80" (en, level 3 seed 109) and "5,40" (el, seed 1: read as two
        // numbers) at 1024 × 700. The label's words are laid out again in a TextEdit of its
        // width and font, and no line may begin just after a digit's "." or ",".
        function brokenNumbers(label) {
            const edit = relaid
            edit.font.family = label.font.family
            edit.font.pixelSize = label.font.pixelSize
            edit.font.bold = label.font.bold
            edit.width = label.width
            edit.text = label.text
            const found = []
            const t = edit.text
            // Short of the last pixels: positionAt there crashed Qt 6.4 (a 459-high text).
            for (let y = 1; y < edit.contentHeight - 6; y += 2) {
                const at = edit.positionAt(1, y)
                if (at > 1 && /[.,]/.test(t[at - 1]) && /\d/.test(t[at - 2]) && /\d/.test(t[at] ?? ""))
                    found.push(JSON.stringify(t.slice(Math.max(0, at - 8), at) + "⏎" + t.slice(at, at + 6)))
            }
            return [...new Set(found)]
        }
        function test_numbersWholeOnTheirLines_data() {
            return [{ tag: "en seed 109", lang: "en", seed: 109 }, { tag: "el seed 1", lang: "el", seed: 1 },
                    { tag: "en seed 1", lang: "en", seed: 1 }, { tag: "el seed 109", lang: "el", seed: 109 }]
        }
        function test_numbersWholeOnTheirLines(data) {
            root.width = 1024
            root.height = 700
            LanguageManager.language = data.lang
            open("blackjack", "blackjack.round", data.seed, 3)
            compare(brokenNumbers(findChild(page, "drillPrompt")), [])
            verify(page.answer(page.wrongAnswer()))
            tryCompare(page.session, "answered", true)
            const explanation = findChild(page, "explanation")
            // Laid out in the panel's width (a frame or two after the verdict shows).
            tryVerify(() => explanation.width >= findChild(page, "drillPrompt").width - 40, 2000, "explanation " + explanation.width + " wide")
            compare(brokenNumbers(explanation), [])
            root.height = 800
        }
}
}

import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Croupier
import Croupier.App

// The blackjack drill table (art. 14): every topic's scenario is dealt on the
// felt, a right answer is "Right", a wrong one "Not right" with the engine's
// answer and the paragraph of art. 14; the page switches to Greek live.
Item {
    id: root

    width: 1280
    height: 800

    StackView {
        id: stack

        anchors.fill: parent
    }

    Component {
        id: drillComponent

        DrillPage {}
    }

    TestCase {
        id: test

        name: "BlackjackTable"
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
            LanguageManager.language = "en"
        }
        function cleanup() {
            stack.clear()
            page = null
        }

        function open(topic, seed) {
            stack.clear()
            page = stack.push(drillComponent, { game: "blackjack", topic: topic, seed: seed, level: 3 }, StackView.Immediate)
            tryCompare(page, "settled", true)
            return page
        }
        function text(name) {
            const item = findChild(page, name)
            verify(item, "no item named " + name)
            return item.text
        }
        /// The engine's answer with its first field changed to another valid value.
        function wrongAnswer() {
            return page.session.wrongAnswer()
        }

        readonly property var topics: ["blackjack.total", "blackjack.dealer", "blackjack.payout", "blackjack.round",
                                       "blackjack.step", "blackjack.incident"]

        function test_scenarioIsDealt_data() {
            const rows = []
            for (const t of topics)
                for (const seed of (t === "blackjack.incident" ? [3, 17, 40, 41, 42, 43] : [3, 17, 40]))
                    rows.push({ tag: t + " seed " + seed, topic: t, seed: seed })
            return rows
        }
        function test_scenarioIsDealt(data) {
            open(data.topic, data.seed)
            const s = page.session.scenario
            const table = page.table
            if (s.cards !== undefined)
                compare(table.handCardList(3, 0), s.cards)
            if (s.dealer !== undefined)
                compare(table.dealerCardList(), s.dealer)
            if (s.player !== undefined && s.player !== null)
                compare(table.handCardList(3, 0), s.player)
            if (s.boxes !== undefined && data.topic === "blackjack.incident") {
                // Each box at its own number's seat, with its cards as they stand.
                const seated = s.boxes.map(b => b.box - 1)
                for (const b of s.boxes)
                    compare(table.handCardList(b.box - 1, 0), b.cards, "box " + b.box)
                for (let i = 0; i < 7; ++i)
                    if (seated.indexOf(i) < 0)
                        compare(table.handCardList(i, 0), [])
                // The exposed cards still waiting lie beside the shoe.
                const exposed = findChild(table, "exposedCards")
                verify(exposed)
                compare(table.cardsOf(exposed.cards), s.exposed.slice(s.dealer.length - 1))
            } else if (s.boxes !== undefined) {
                for (let i = 0; i < s.boxes.length; ++i) {
                    const hands = s.boxes[i].hands
                    for (let k = 0; k < hands.length; ++k)
                        compare(table.handCardList(i, k), hands[k].cards, "box " + (i + 1) + " hand " + k)
                }
                for (let i = s.boxes.length; i < 7; ++i)
                    compare(table.handCardList(i, 0), [])
            }
        }

        function test_rightAnswer_data() {
            return topics.map(t => ({ tag: t, topic: t }))
        }
        function test_rightAnswer(data) {
            open(data.topic, 5)
            verify(page.answer(page.session.rightAnswer()))
            tryCompare(page.session, "answered", true)
            compare(page.session.correct, true)
            compare(text("verdict"), "Right")
            verify(text("source").indexOf("art. 14") >= 0, text("source"))
        }

        function test_wrongAnswer_data() {
            const rows = []
            for (const t of topics)
                for (const seed of [8, 9])
                    rows.push({ tag: t + " seed " + seed, topic: t, seed: seed })
            return rows
        }
        function test_wrongAnswer(data) {
            open(data.topic, data.seed)
            verify(page.answer(wrongAnswer()))
            tryCompare(page.session, "answered", true)
            compare(page.session.correct, false)
            compare(text("verdict"), "Not right")
            verify(text("rightAnswer").length > 0)
            verify(text("source").indexOf("art. 14") >= 0, text("source"))
            // The explanation is the hand's own, not the generic stub.
            verify(page.session.explanation.length > 0)
            verify(page.session.explanation !== "The blackjack rules decide this hand.", page.session.explanation)
        }

        function test_payoutShownAfterAnswer() {
            // A winning payout: the payment lies beside the bet once answered.
            for (let seed = 1; seed < 60; ++seed) {
                open("blackjack.payout", seed)
                if (page.session.rightAnswer().outcome !== "win")
                    continue
                const payment = findChild(page.table, "payment")
                verify(payment)
                compare(payment.visible, false)
                page.answer(page.session.rightAnswer())
                tryCompare(payment, "visible", true)
                compare(payment.amount, page.session.expected.paid)
                return
            }
            fail("no winning payout in 60 seeds")
        }

        function test_greek() {
            open("blackjack.total", 4)
            page.answer(wrongAnswer())
            tryCompare(page.session, "answered", true)
            LanguageManager.language = "el"
            tryVerify(() => /[\u0370-\u03ff]/.test(text("drillPrompt")), 2000, text("drillPrompt"))
            verify(text("source").indexOf("art. 14") >= 0 || text("source").indexOf("άρθρ") >= 0, text("source"))
        }
    }
}

import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Croupier
import Croupier.App

// Spot the error (issue 18), played by keyboard alone at every game (the three Punto
// Banco pay tables, chemin de fer, deux tableaux, craps, blackjack), in English and
// Greek: the round plays step by step; Space at the wrong step stops it; 1–4 name the
// error and its remedy; the feedback says it; Enter deals the next round; Space where
// nothing is wrong yet is a false alarm. The error and its step are core's (SpotSession
// only says which round and step are on show).
Item {
    id: root

    width: 1024
    height: 700

    StackView {
        id: stack
        anchors.fill: parent
    }
    Component {
        id: pageComponent
        SpotTheErrorPage {}
    }

    TestCase {
        name: "SpotTheError"
        when: windowShown

        function initTestCase() { Theme.durationScale = 0 }
        function cleanup() {
            stack.clear()
            LanguageManager.language = "en"
        }

        function open(game) {
            // Every round has an error (level 3); the steps come only when asked (showSteps 0).
            const page = stack.push(pageComponent, { game: game, seed: 11, level: 3, showSteps: 0 })
            tryVerify(() => page.settled)
            page.takeFocus()
            return page
        }
        function hasGreek(text) { return /[\u0370-\u03ff]/.test(text) }
        function choiceIndex(choices, key) {
            for (let i = 0; i < choices.length; ++i)
                if (choices[i].key === key)
                    return i
            return -1
        }

        function test_byKeyboard_data() {
            const rows = []
            for (const lang of ["en", "el"])
                for (const game of ["punto-banco", "punto-banco-no-commission", "punto-banco-super-six", "chemin-de-fer",
                                    "deux-tableaux", "craps", "blackjack"])
                    rows.push({ tag: game + " " + lang, game: game, lang: lang })
            return rows
        }
        function test_byKeyboard(data) {
            LanguageManager.language = data.lang
            const page = open(data.game)
            const spot = page.session
            compare(spot.phase, "watching")
            const wrong = spot.errorStep()
            verify(wrong >= 0, "level 3: every round has an error")
            // The steps before the error: Space is not pressed; each comes on show.
            while (spot.shown <= wrong)
                spot.advance()
            compare(spot.calls.length, wrong + 1)
            if (data.lang === "el")
                verify(spot.calls.some(c => hasGreek(c.text)), "the calls are said in Greek")
            keyClick(Qt.Key_Space)
            compare(spot.phase, "kind")
            compare(spot.choices.length, 4)
            const kind = choiceIndex(spot.choices, spot.errorKind())
            verify(kind >= 0, "the right kind is among the four")
            keyClick(Qt.Key_1 + kind)
            compare(spot.phase, "remedy")
            const remedy = choiceIndex(spot.choices, spot.errorRemedy())
            verify(remedy >= 0, "the right remedy is among the four")
            if (data.lang === "el")
                verify(hasGreek(spot.choices[remedy].text), spot.choices[remedy].text)
            keyClick(Qt.Key_1 + remedy)
            compare(spot.phase, "feedback")
            verify(spot.feedbackGood)
            compare(spot.detections, 1)
            compare(spot.kindsRight, 1)
            compare(spot.remediesRight, 1)
            verify(spot.feedbackSource.length > 0)
            if (data.lang === "el") {
                verify(hasGreek(spot.feedback), spot.feedback)
                verify(spot.feedbackSource.startsWith("άρθρο "), spot.feedbackSource)
            }
            // The wrong step is marked in the list of calls once judged, the felt at its moment;
            // ← and → replay the round a step at a time.
            verify(spot.calls[wrong].wrong)
            compare(spot.shown, wrong + 1)
            keyClick(Qt.Key_Left)
            compare(spot.shown, wrong)
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_Right)
            compare(spot.shown, Math.min(wrong + 2, spot.stepCount))
            keyClick(Qt.Key_Return)
            compare(spot.phase, "watching")
            compare(spot.round, 2)
            // Space before anything is on show: a false alarm, said as one.
            keyClick(Qt.Key_Space)
            compare(spot.phase, "feedback")
            verify(!spot.feedbackGood)
            compare(spot.falseAlarms, 1)
            keyClick(Qt.Key_Enter)
            compare(spot.round, 3)
        }

        function test_missedErrorIsCounted() {
            const page = open("craps")
            const spot = page.session
            while (spot.phase === "watching")
                spot.advance()
            compare(spot.phase, "feedback")
            compare(spot.misses, 1)
            verify(!spot.feedbackGood)
            // The felt goes back to the moment of the error missed.
            compare(spot.shown, spot.errorStep() + 1)
            verify(spot.calls[spot.errorStep()].wrong)
        }

        function test_wrongKindIsMarked() {
            const page = open("punto-banco")
            const spot = page.session
            while (spot.shown <= spot.errorStep())
                spot.advance()
            keyClick(Qt.Key_Space)
            const kind = choiceIndex(spot.choices, spot.errorKind())
            keyClick(Qt.Key_1 + (kind + 1) % 4)
            keyClick(Qt.Key_1)
            compare(spot.phase, "feedback")
            verify(!spot.feedbackGood)
            compare(spot.kindsRight, 0)
            compare(spot.detections, 1)
        }
    }
}

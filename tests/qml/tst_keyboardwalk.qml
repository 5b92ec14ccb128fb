import QtQuick
import QtQuick.Controls
import QtTest
import Croupier
import Croupier.App
import "FocusWalk.js" as FocusWalk

// Issue 17, item 1: the keyboard is never lost. The whole shell (header, language switch,
// Display, the page stack) as the window holds it; every page of the registry is opened,
// in Greek and in English, and walked with the keyboard alone:
//   1. the page holds the keyboard once open (its form or its action bar);
//   2. the language is switched from the header: the page still holds it;
//   3. Display is opened and closed with Escape: the page holds it again;
//   4. the page's keys still work (a drill answers and goes on with Enter, a table shows
//      its right step with F1, the same key at every table; other pages move with Tab);
//   5. Escape goes back home.
// A key swallowed anywhere (focus left in the header, on a closed pop-up or on nothing)
// fails the row, naming the step. The classroom's fields of the study and instructor
// pages, shown only on a classroom server, are walked by tst_classroomstation.qml and
// tst_classroomdesk.qml on the throw-away PostgreSQL server (classroom-keys.sh).
Item {
    id: root

    width: 1280
    height: 800

    Shell {
        id: shell

        anchors.fill: parent
    }

    TestCase {
        id: test

        name: "KeyboardWalk"
        when: windowShown

        function initTestCase() {
            Theme.durationScale = 0
            LanguageManager.language = "en"
            tryVerify(() => shell.pageReady, 10000, "the home page did not settle")
        }

        function cleanupTestCase() {
            LanguageManager.language = "en"
        }

        function cleanup() {
            LanguageManager.language = "en"
            const popup = findChild(shell, "displayPopup")
            if (popup && popup.opened)
                popup.close()
            while (shell.stack.depth > 1)
                shell.stack.pop(null, StackView.Immediate)
        }

        // Where the keyboard is (FocusWalk.js).
        function focusItem() { return FocusWalk.focusItem(root.Window.window) }
        function within(item, ancestor) { return FocusWalk.within(item, ancestor) }
        function describe(item) { return FocusWalk.describe(item) }
        function verifyPageHoldsKeys(step) { FocusWalk.verifyPageHoldsKeys(test, root.Window.window, shell.stack.currentItem, step) }

        // Every page of PageRegistry, with what it is given (as tests/qml/EveryPage.cmake),
        // and how its keys are tried: "tab" (focus moves within the page), "held" (a page
        // read with the arrows, no control to move between: it holds the keys), "down:<list>"
        // (↓ moves in the page's list), "f1" (a table
        // shows its right step), or keys typed to answer a drill ("drill:<keys>").
        function walk_rows() {
            const pages = [
                { page: "home", props: {}, probe: "tab" },
                { page: "baccarat-rules", props: {}, probe: "tab" },
                { page: "game-rules", props: { game: "craps" }, probe: "held" },
                { page: "game-rules", props: { game: "blackjack" }, probe: "held" },
                { page: "drills", props: { game: "punto-banco" }, probe: "down:topicList" },
                { page: "drills", props: { game: "craps" }, probe: "down:topicList" },
                { page: "drills", props: { game: "blackjack" }, probe: "down:topicList" },
                { page: "drill", props: { game: "punto-banco", topic: "baccarat.draw", seed: 3 }, probe: "drill:d" },
                { page: "drill", props: { game: "chemin-de-fer", topic: "baccarat.total", seed: 3 }, probe: "drill:5\n" },
                { page: "drill", props: { game: "craps", topic: "craps.maximum", seed: 3 }, probe: "drill:5\n" },
                { page: "drill", props: { game: "blackjack", topic: "blackjack.dealer", seed: 3 }, probe: "drill:h" },
                { page: "drill", props: { game: "punto-banco", topic: "chips.count", seed: 3 }, probe: "drill:5\n" },
                { page: "free-play", props: { game: "punto-banco", seed: 3 }, probe: "f1" },
                { page: "free-play", props: { game: "chemin-de-fer", seed: 3 }, probe: "f1" },
                { page: "free-play", props: { game: "deux-tableaux", seed: 3 }, probe: "f1" },
                { page: "free-play", props: { game: "craps", seed: 3 }, probe: "f1" },
                { page: "free-play", props: { game: "blackjack", seed: 3 }, probe: "f1" },
                { page: "spot-the-error", props: { game: "craps", seed: 3, showSteps: 0 }, probe: "space" },
                { page: "study", props: {}, probe: "tab" },
                { page: "progress", props: {}, probe: "held" },
                { page: "exams", props: {}, probe: "tab" },
                { page: "instructor", props: { demo: true }, probe: "tab" },
                { page: "exam-author", props: { demo: true }, probe: "tab" },
                { page: "exam-results", props: { demo: true }, probe: "tab" },
                { page: "exam-take", props: { demo: true }, probe: "tab" }
            ]
            const rows = []
            for (const lang of ["en", "el"])
                for (const p of pages) {
                    const tag = lang + ": " + p.page + (p.props.game ? " " + p.props.game : "")
                              + (p.props.topic ? " " + p.props.topic : "")
                    rows.push({ tag: tag, lang: lang, page: p.page, props: p.props, probe: p.probe })
                }
            return rows
        }

        // Every page of the registry is in the walk (a new page must be added above).
        function test_0_every_page_is_walked() {
            const walked = new Set(walk_rows().map(r => r.page))
            for (const name of PageRegistry.names)
                if (name !== "study-session")
                    verify(walked.has(name), "the keyboard walk leaves out the page " + name)
        }

        function probe(row, step) {
            const page = shell.stack.currentItem
            if (row.probe === "held")
                return
            if (row.probe.startsWith("down:")) {
                const list = findChild(page, row.probe.substring("down:".length))
                verify(list, "no " + row.probe)
                const index = list.currentIndex
                keyClick(Qt.Key_Down)
                tryVerify(() => list.currentIndex === index + 1, 2000, step + ": ↓ was swallowed")
                return
            }
            if (row.probe === "tab") {
                const before = focusItem()
                keyClick(Qt.Key_Tab)
                verify(within(focusItem(), page), step + ": Tab left the page for " + describe(focusItem()))
                verify(focusItem() !== before || !before, step + ": Tab was swallowed")
                return
            }
            if (row.probe === "space") {
                // Spot the error: Space stops the round (nothing on show yet: a false alarm), Enter deals the next.
                const spot = page.session
                keyClick(Qt.Key_Space)
                tryVerify(() => spot.phase === "feedback", 2000, step + ": Space (stop) was swallowed")
                keyClick(Qt.Key_Return)
                tryVerify(() => spot.phase === "watching" && spot.round === 2, 2000, step + ": Enter (next round) was swallowed")
                return
            }
            if (row.probe === "f1") {
                const shown = findChild(page, "shown")
                verify(shown, "no \"shown\" label on the table")
                keyClick(Qt.Key_F1)
                tryVerify(() => shown.visible, 3000, step + ": F1 (show me) was swallowed")
                return
            }
            // A drill: the keys answer, Enter goes on to the next question.
            const session = page.session
            verify(session, "the drill page has no session")
            const number = session.number
            const keys = row.probe.substring("drill:".length)
            for (const k of keys) {
                if (k === "\n")
                    keyClick(Qt.Key_Return)
                else
                    keyClick(k)
            }
            tryVerify(() => session.answered, 3000, step + ": the answer typed was swallowed")
            keyClick(Qt.Key_Return)
            tryVerify(() => session.number === number + 1, 3000, step + ": Enter (next) was swallowed")
        }

        function test_walk_data() {
            return walk_rows()
        }
        function test_walk(data) {
            LanguageManager.language = data.lang
            shell.stack.push(PageRegistry.url(data.page), data.props, StackView.Immediate)
            tryVerify(() => shell.pageReady, 15000, "the page did not settle")
            wait(50) // a frame drawn (waitForRendering would wait out its 5 s on a still page)

            verifyPageHoldsKeys("opened")

            // The language switched from the header (a click, as a trainee would).
            const other = findChild(shell, "language-" + (data.lang === "el" ? "en" : "el"))
            verify(other)
            mouseClick(other)
            compare(LanguageManager.language, data.lang === "el" ? "en" : "el")
            verifyPageHoldsKeys("after the language switch")
            mouseClick(findChild(shell, "language-" + data.lang))
            verifyPageHoldsKeys("after switching back")

            // Display opened and closed with Escape.
            const display = findChild(shell, "displayButton")
            mouseClick(display)
            const popup = findChild(shell, "displayPopup")
            tryVerify(() => popup.opened, 2000)
            keyClick(Qt.Key_Escape)
            tryVerify(() => !popup.opened, 2000, "Escape did not close Display")
            verifyPageHoldsKeys("after Display closed")

            probe(data, "the page's keys")
            verifyPageHoldsKeys("after its keys")

            // Escape goes back (an exam being sat holds the trainee: not here, not started).
            keyClick(Qt.Key_Escape)
            tryVerify(() => shell.stack.depth === 1, 3000, "Escape did not go back")
        }
    }
}

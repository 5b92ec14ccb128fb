import QtQuick
import QtQuick.Controls
import QtTest
import Croupier
import Croupier.App
import "FocusWalk.js" as FocusWalk

// Issue 17, item 1, at the instructor's desk of a classroom (issue 19, item 7): the
// class's self-study on the instructor page, shown only on a classroom server, walked by
// the keyboard alone, in Greek and in English. Tab reaches a trainee's "New study
// passphrase" from the page, Enter there sets it (the trainee enrolled by
// tst_classroomstation.qml, 2025-101), and the page holds the keyboard after. Run by
// classroom-keys.sh on a throw-away PostgreSQL server, the desk's connection in
// CROUPIER_EXAM_DB, CROUPIER_EXAM_DEMO=1 for the demo class's passphrase.
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

        name: "ClassroomDesk"
        when: windowShown

        function initTestCase() {
            Theme.durationScale = 0
            tryVerify(() => shell.pageReady, 10000, "the home page did not settle")
        }
        function cleanupTestCase() {
            LanguageManager.language = "en"
        }
        function cleanup() {
            LanguageManager.language = "en"
            while (shell.stack.depth > 1)
                shell.stack.pop(null, StackView.Immediate)
        }

        // Where the keyboard is (FocusWalk.js).
        function focusItem() { return FocusWalk.focusItem(root.Window.window) }
        function within(item, ancestor) { return FocusWalk.within(item, ancestor) }
        function describe(item) { return FocusWalk.describe(item) }
        function verifyPageHoldsKeys(step) { FocusWalk.verifyPageHoldsKeys(test, root.Window.window, shell.stack.currentItem, step) }

        function test_newStudyPassphrase_data() {
            return [{ tag: "en", lang: "en" }, { tag: "el", lang: "el" }]
        }
        function test_newStudyPassphrase(data) {
            LanguageManager.language = data.lang
            shell.stack.push(PageRegistry.url("instructor"), { demo: true, showClassStudy: true }, StackView.Immediate)
            tryVerify(() => shell.pageReady, 15000, "the instructor page did not settle")
            wait(50)
            const page = shell.stack.currentItem
            verifyPageHoldsKeys("opened")
            const field = findChild(page, "newStudyPassphrase-2025-101")
            tryVerify(() => field && field.visible, 10000, "no row of trainee 2025-101 in the class's self-study")
            // Past the page's last control the chain goes on through the header and back.
            for (let i = 0; i < 120 && !within(focusItem(), field); ++i) {
                keyClick(Qt.Key_Tab)
                verify(focusItem() !== null, "Tab fell on nothing")
            }
            verify(within(focusItem(), field), "Tab never reached the trainee's New study passphrase")
            for (const c of "new passphrase " + data.lang)
                keyClick(c)
            keyClick(Qt.Key_Return)
            tryVerify(() => page.status.indexOf("2025-101") >= 0 && !page.statusIsError, 5000,
                      "Enter did not set the new study passphrase: " + page.status)
            compare(field.text, "")
            verifyPageHoldsKeys("after Enter")
            keyClick(Qt.Key_Escape)
            tryVerify(() => shell.stack.depth === 1, 3000, "Escape did not go back")
        }
    }
}

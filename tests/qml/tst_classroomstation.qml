import QtQuick
import QtQuick.Controls
import QtTest
import Croupier
import Croupier.App
import "FocusWalk.js" as FocusWalk

// Issue 17, item 1, on a station of a classroom (issue 19, item 7): the study page's
// classroom fields, shown only when the exam database is a classroom server, walked by
// the keyboard alone in the window's shell, in Greek and in English. Tab reaches the
// registration number from the page, goes on to the name and the study passphrase, Enter
// in the passphrase keeps the self-study on the server; the fields then hide and the page
// still holds the keyboard (Tab moves within it). Run by classroom-keys.sh on a
// throw-away PostgreSQL server, the station's role in CROUPIER_EXAM_DB.
Item {
    id: root

    width: 1280
    height: 800

    Shell {
        id: shell

        anchors.fill: parent
    }

    SignalSpy {
        id: synced

        signalName: "clicked"
    }

    TestCase {
        id: test

        name: "ClassroomStation"
        when: windowShown

        function initTestCase() {
            Theme.durationScale = 0
            tryVerify(() => shell.pageReady, 10000, "the home page did not settle")
            verify(StudyDatabase.classroom, "the exam database is not a classroom server: run by classroom-keys.sh")
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

        /// Tab until the keyboard is in @p target (at most 80 presses; past the page's last
        /// control the chain goes on through the header and back into the page).
        function tabTo(page, target, step) {
            for (let i = 0; i < 80 && !within(focusItem(), target); ++i) {
                keyClick(Qt.Key_Tab)
                verify(focusItem() !== null, step + ": Tab fell on nothing")
            }
            verify(within(focusItem(), target), step + ": Tab never reached " + target.objectName)
        }
        function type(text) {
            for (const c of text)
                keyClick(c)
        }

        function test_signIn_data() {
            // One registration number per language: the first time, the passphrase typed
            // becomes the number's.
            return [{ tag: "en", lang: "en", number: "2025-101" }, { tag: "el", lang: "el", number: "2025-102" }]
        }
        function test_signIn(data) {
            LanguageManager.language = data.lang
            // A profile of its own, not yet linked to a number.
            const profile = StudyDatabase.addProfile("Trainee " + data.lang)
            verify(profile > 0, StudyDatabase.error)
            StudyDatabase.activeProfile = profile
            verify(!StudyDatabase.classroomSignedIn && StudyDatabase.registration === "", "the new profile is linked already")
            shell.stack.push(PageRegistry.url("study"), {}, StackView.Immediate)
            tryVerify(() => shell.pageReady, 15000, "the study page did not settle")
            wait(50)
            const page = shell.stack.currentItem
            verifyPageHoldsKeys("opened")
            const box = findChild(page, "classroomStudy")
            verify(box && box.visible, "no classroom fields on the study page")
            const number = findChild(page, "classroomRegistration")
            const name = findChild(page, "classroomName")
            const pass = findChild(page, "classroomPassphrase")
            verify(number && name && pass)

            tabTo(page, number, "to the registration number")
            number.selectAll()
            type(data.number)
            compare(number.text, data.number)
            keyClick(Qt.Key_Tab)
            verify(within(focusItem(), name), "Tab from the number went to " + describe(focusItem()) + ", not the name")
            name.selectAll()
            type("Maria " + data.lang)
            keyClick(Qt.Key_Tab)
            verify(within(focusItem(), pass), "Tab from the name went to " + describe(focusItem()) + ", not the passphrase")
            type("study passphrase " + data.number)

            // The language switched mid-form: the field being edited keeps the keyboard.
            mouseClick(findChild(shell, "language-" + (data.lang === "el" ? "en" : "el")))
            verifyPageHoldsKeys("after the language switch")
            mouseClick(findChild(shell, "language-" + data.lang))
            if (!within(focusItem(), pass))
                mouseClick(pass)
            verify(within(focusItem(), pass), "the passphrase field lost the keyboard")

            keyClick(Qt.Key_Return)
            tryVerify(() => StudyDatabase.classroomSignedIn, 10000,
                      "Enter in the passphrase did not keep the self-study on the server: " + StudyDatabase.classroomError)
            compare(StudyDatabase.registration, data.number)
            tryVerify(() => !pass.visible, 2000, "the classroom fields stay on show once kept")
            // The focused field hid itself: the page takes the keyboard back, and its keys work.
            verifyPageHoldsKeys("after Keep on the server")
            const before = focusItem()
            keyClick(Qt.Key_Tab)
            verify(within(focusItem(), page), "Tab after signing in left the page for " + describe(focusItem()))
            verify(focusItem() !== before, "Tab after signing in was swallowed")
            // A round of spot the error watched here (a record for the server, and the trainee
            // in the desk's class: tst_classroomdesk.qml), sent by Bring up to date below.
            verify(StudyDatabase.recordSpot(StudyDatabase.activeProfile, "craps", "short-pay", true, false, 1500, true, true))
            const sync = findChild(page, "classroomSync")
            verify(sync && sync.visible, "no Bring up to date once kept")
            tabTo(page, sync, "to Bring up to date")
            synced.target = sync
            synced.clear()
            keyClick(Qt.Key_Space)
            compare(synced.count, 1, "Space on Bring up to date was swallowed")
            compare(StudyDatabase.classroomWaiting, 0)
            verify(StudyDatabase.classroomSignedIn, StudyDatabase.classroomError)

            keyClick(Qt.Key_Escape)
            tryVerify(() => shell.stack.depth === 1, 3000, "Escape did not go back")
        }
    }
}

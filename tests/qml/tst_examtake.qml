import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Croupier
import Croupier.App

// The trainee's side of the exams (issue 8): no start without a name and a
// registration number, the questions answered by the keyboard with no verdict
// and no count of right answers on show, "Hand in" asking twice, the result and
// the review, the same attempt on a second start, Greek live. The exam is set by
// an ExamDesk on the test's in-memory database (CROUPIER_EXAM_DB=:memory:).
Item {
    id: root

    width: 1280
    height: 800

    StackView {
        id: stack

        anchors.fill: parent
    }

    Component {
        id: takeComponent

        ExamTakePage {}
    }

    ExamDesk {
        id: desk

        language: "en"
    }

    TestCase {
        id: test

        name: "ExamTake"
        when: windowShown

        property ExamTakePage page: null

        function initTestCase() {
            Theme.durationScale = 0
            LanguageManager.language = "en"
            verify(ExamDatabase.ready, ExamDatabase.error)
            verify(desk.setPassphrase("", "trainee test passphrase"), desk.error)
            verify(desk.login("trainee test passphrase"), desk.error)
            const id = desk.create({
                id: "take-1", title: "Totals", language: "en", seed: "5", decks: 8, chipUnit: "1",
                payTable: "punto-banco", timeLimitMinutes: 0, secondsPerQuestion: 0, passMark: 60,
                feedback: "end", sections: [{ topic: "baccarat.total", game: "punto-banco", count: 3, level: 1 }]
            })
            compare(id, "take-1", desk.error)
        }

        function cleanupTestCase() {
            stack.clear()
        }

        function type(text: string) {
            for (const c of text)
                keyClick(c)
        }
        function openPage() {
            stack.clear(StackView.Immediate)
            wait(50)    // the last page (and its Return shortcut) really gone
            page = stack.push(takeComponent, { exam: "take-1" }, StackView.Immediate) as ExamTakePage
            verify(page !== null)
            tryVerify(() => page.settled)
        }
        function drillPage() {
            return findChild(page, "drillLoader").item
        }
        /// Answers the question on show by the keyboard: its right total, or one off.
        function answer(right: bool) {
            const total = Number(page.examSitting.drill.rightAnswer().total)
            type(String(right ? total : (total + 1) % 10))
            keyClick(Qt.Key_Return)
        }

        function test_1_no_start_without_identity() {
            openPage()
            compare(page.examSitting.state, "idle")
            verify(findChild(page, "traineeName").activeFocus, "the name field has the keyboard")
            mouseClick(findChild(page, "startExam"))
            compare(page.examSitting.state, "idle")
            const error = findChild(page, "startError")
            verify(error.visible)
            verify(error.text.startsWith("Name:"), error.text)
            findChild(page, "traineeName").forceActiveFocus()
            type("Anna Kosta")
            keyClick(Qt.Key_Return)      // on to the registration number
            verify(findChild(page, "traineeId").activeFocus)
            keyClick(Qt.Key_Return)
            compare(page.examSitting.state, "idle")
            verify(error.text.startsWith("Registration number:"), error.text)
        }

        function test_2_answers_without_verdict() {
            openPage()
            findChild(page, "traineeName").forceActiveFocus()
            type("Anna Kosta")
            keyClick(Qt.Key_Tab)
            type("T-100")
            keyClick(Qt.Key_Return)
            compare(page.examSitting.state, "running")
            verify(page.holdsBack, "no Back while the exam runs (issue 17): it is left by handing it in")
            compare(findChild(page, "examProgress").text, "Question 1 of 3")
            tryVerify(() => drillPage() !== null && drillPage().settled)
            verify(!findChild(drillPage(), "drillProgress").visible, "no count of right answers in an exam")

            answer(false)
            compare(findChild(page, "examProgress").text, "Question 2 of 3")
            compare(page.examSitting.answeredCount, 1)
            verify(!findChild(drillPage(), "feedback").visible, "no verdict before the end")
            verify(!page.examSitting.drill.answered)
            answer(true)
            compare(findChild(page, "examProgress").text, "Question 3 of 3")

            // Hand in asks first; the second click hands in, the last question unanswered.
            const handIn = findChild(page, "handIn")
            mouseClick(handIn)
            compare(page.examSitting.state, "running")
            verify(handIn.text.indexOf("wrong") >= 0, handIn.text)
            mouseClick(handIn)
            compare(page.examSitting.state, "finished")
            verify(!page.holdsBack)
            compare(findChild(page, "examScore").text, "1 of 3 right (33 %)")
            compare(findChild(page, "examVerdict").text, "Not passed (pass mark 60 %)")

            // The review: question 1 with the trainee's answer and the right one.
            waitForRendering(page)      // the result panel laid out at its new width
            const panel = findChild(page, "examResult")
            verify(panel.width >= 600, "the result has the room when no question is under review: " + panel.width)
            mouseClick(findChild(page, "review-1"))
            tryVerify(() => drillPage() !== null && findChild(drillPage(), "feedback").visible)
            verify(!page.examSitting.drill.correct)
            compare(findChild(page, "examProgress").text, "Review: question 1 of 3")
        }

        function test_3_second_start_shows_the_result() {
            openPage()
            findChild(page, "traineeName").forceActiveFocus()
            type("Anna Kosta")
            keyClick(Qt.Key_Tab)
            type("T-100")
            keyClick(Qt.Key_Return)
            compare(page.examSitting.state, "finished", "no second attempt after handing in")
            compare(findChild(page, "examScore").text, "1 of 3 right (33 %)")
        }

        function test_4_greek() {
            openPage()
            LanguageManager.language = "el"
            findChild(page, "traineeName").text = "Άννα Κώστα"
            findChild(page, "traineeId").forceActiveFocus()
            type("T-200")
            keyClick(Qt.Key_Return)
            compare(findChild(page, "examProgress").text, "Ερώτηση 1 από 3")
            compare(page.title, "Totals")
            LanguageManager.language = "en"
        }
    }
}

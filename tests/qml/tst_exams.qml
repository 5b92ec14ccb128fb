import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Croupier
import Croupier.App

// The instructor's side of the exams (issue 8): the first passphrase typed twice,
// a wrong login that shows the wait, the right one; an exam authored from two
// sections by the keyboard and the mouse, previewed and saved into the list; a
// question bank with a wrong key refused with its line and nothing saved; the
// results of an exam two trainees sat, exported as CSV and checked "unchanged".
// CROUPIER_EXAM_DB points to a file the ctest fixture deletes first.
Item {
    id: root

    width: 1280
    height: 800

    StackView {
        id: stack

        anchors.fill: parent
    }

    Component {
        id: instructorComponent

        InstructorPage {}
    }
    Component {
        id: sittingComponent

        ExamSitting {}
    }

    TestCase {
        id: test

        name: "Exams"
        when: windowShown

        readonly property string passphrase: "green felt 1981"
        property InstructorPage instructor: null
        property string examId: ""

        function initTestCase() {
            Theme.durationScale = 0
            LanguageManager.language = "en"
            verify(ExamDatabase.ready, ExamDatabase.error)
            instructor = stack.push(instructorComponent, {}, StackView.Immediate) as InstructorPage
            verify(instructor !== null)
        }

        function cleanupTestCase() {
            stack.clear()
        }

        /// Types @p text into the item that has the keyboard focus.
        function type(text: string) {
            for (const c of text)
                keyClick(c)
        }
        /// A local path from a URL relative to this file.
        function fixture(name: string): string {
            return String(Qt.resolvedUrl("../fixtures/exam/" + name)).replace(/^file:\/\//, "")
        }
        function openAuthor() {
            mouseClick(findChild(instructor, "newExam"))
            tryVerify(() => !stack.busy && stack.currentItem.objectName === "examAuthorPage")
            return stack.currentItem
        }

        function test_1_first_passphrase_and_login() {
            const desk = instructor.desk
            verify(!desk.hasPassphrase, "a fresh database has no passphrase")
            const first = findChild(instructor, "newPassphrase")
            verify(first.visible)
            verify(first.activeFocus, "the first field has the keyboard focus")
            type(passphrase)
            keyClick(Qt.Key_Tab)
            verify(findChild(instructor, "repeatPassphrase").activeFocus)
            type("another one!")
            mouseClick(findChild(instructor, "setPassphrase"))
            compare(findChild(instructor, "instructorStatus").text, "The two passphrases differ; type the same one twice.")
            verify(findChild(instructor, "instructorStatus").visible, "said where the instructor sees it (issue 17)")
            verify(!desk.hasPassphrase)
            const repeat = findChild(instructor, "repeatPassphrase")
            repeat.selectAll()
            repeat.forceActiveFocus()
            type(passphrase)
            keyClick(Qt.Key_Return)
            verify(desk.hasPassphrase)
            verify(desk.loggedIn, desk.error)
            verify(findChild(instructor, "newExam").visible)

            // Out, then three wrong tries: the wait shows and the button waits too.
            mouseClick(findChild(instructor, "logout"))
            verify(!desk.loggedIn)
            const field = findChild(instructor, "passphrase")
            for (let i = 0; i < 3; ++i) {
                field.forceActiveFocus()
                field.selectAll()
                type("not it " + i)
                keyClick(Qt.Key_Return)
            }
            verify(!desk.loggedIn)
            verify(desk.waitSeconds > 0)
            const wait = findChild(instructor, "loginWait")
            verify(wait.visible)
            verify(wait.text.indexOf("wait") >= 0, wait.text)
            verify(!findChild(instructor, "login").enabled)
            // The count-down reaches 0 and the page follows it.
            tryVerify(() => !wait.visible && findChild(instructor, "login").enabled, 5000)
            compare(desk.waitSeconds, 0)
            field.forceActiveFocus()
            field.selectAll()
            type(passphrase)
            mouseClick(findChild(instructor, "login"))
            verify(desk.loggedIn, desk.error)
            verify(findChild(instructor, "newExam").visible)
        }

        function test_2_author_two_sections() {
            const page = openAuthor()
            verify(page.desk === instructor.desk, "the author page shares the instructor's login")
            verify(findChild(page, "examTitle").activeFocus)
            type("Punto Banco check")
            verify(page.examId.startsWith("punto-banco-check-"), page.examId)
            examId = page.examId
            // Two sections: the first's count down from 10 to 6 by the keyboard, a second added.
            const count = findChild(page, "sectionCount-0")
            count.forceActiveFocus()
            for (let i = 0; i < 4; ++i)
                keyClick(Qt.Key_Down)
            compare(page.sections[0].count, 6)
            mouseClick(findChild(page, "addSection"))
            compare(page.sections.length, 2)
            verify(page.sections[1].topic !== page.sections[0].topic)
            const second = findChild(page, "sectionCount-1")
            second.forceActiveFocus()
            for (let i = 0; i < 6; ++i)
                keyClick(Qt.Key_Down)
            compare(page.sections[1].count, 4)
            // A form per trainee from pools twice the size is the default.
            compare(page.forms, "pool")
            // By the keyboard: the buttons sit below the fold of a small window.
            findChild(page, "previewExam").forceActiveFocus()
            keyClick(Qt.Key_Space)
            compare(page.desk.error, "")
            const panel = findChild(page, "previewPanel")
            verify(panel.visible)
            verify(/^10 question/.test(findChild(page, "previewCount").text), findChild(page, "previewCount").text)
            compare(page.previewResult.topics.length, 2)
            compare(page.previewResult.topics[0].count, 6)
            compare(page.previewResult.topics[1].count, 4)
            compare(page.previewResult.pool, 20)
            verify(findChild(page, "previewForms").visible)
            // Saved: back on the list, which shows it.
            findChild(page, "saveExam").forceActiveFocus()
            keyClick(Qt.Key_Space)
            tryVerify(() => !stack.busy && stack.currentItem === instructor)
            const row = findChild(instructor, "exam-" + examId)
            verify(row !== null, "the new exam is listed")
            verify(findChild(instructor, "examFacts-" + examId).text.indexOf("10 questions") >= 0)
        }

        function test_3_bank_with_a_wrong_key() {
            const before = instructor.desk.exams().length
            const page = openAuthor()
            type("Bank exam")
            mouseClick(findChild(page, "source-bank"))
            const path = findChild(page, "bankPath")
            verify(path.visible)
            // The default is the home directory; the fixture's path typed over it.
            path.forceActiveFocus()
            path.selectAll()
            type(fixture("bank-wrong-line2.jsonl"))
            compare(page.bankPath, fixture("bank-wrong-line2.jsonl"))
            mouseClick(findChild(page, "saveExam"))
            compare(stack.currentItem, page, "refused: the form stays")
            verify(findChild(page, "authorError").text.indexOf("bank-wrong-line2.jsonl") >= 0, findChild(page, "authorError").text)
            const problem = findChild(page, "bankProblem-2")
            verify(problem !== null && problem.visible, "line 2 is named")
            verify(problem.text.indexOf("line 2") >= 0, problem.text)
            compare(instructor.desk.exams().length, before, "nothing saved")
            stack.pop(StackView.Immediate)
        }

        function test_4_results_and_signed_export() {
            // Two trainees sit the exam of test 2: one answers everything right and
            // hands in; the other answers three questions and is still at it.
            const eleni = createTemporaryObject(sittingComponent, test, {
                examId: examId, traineeName: "Eleni", traineeId: "2025-001" })
            verify(eleni.start(), eleni.error)
            for (let i = 0; i < eleni.questionCount; ++i)
                verify(eleni.submit(eleni.drill.rightAnswer()), eleni.error)
            if (eleni.state !== "finished")
                eleni.finish()
            compare(eleni.state, "finished")
            const nikos = createTemporaryObject(sittingComponent, test, {
                examId: examId, traineeName: "Nikos", traineeId: "2025-002" })
            verify(nikos.start(), nikos.error)
            for (let i = 0; i < 3; ++i)
                verify(nikos.submit(nikos.drill.rightAnswer()), nikos.error)

            mouseClick(findChild(instructor, "results-" + examId))
            tryVerify(() => !stack.busy && stack.currentItem.objectName === "examResultsPage")
            const page = stack.currentItem
            compare(page.rows.length, 2)
            compare(findChild(page, "verdict-2025-001").text, "passed")
            compare(findChild(page, "verdict-2025-002").text, "in progress")
            const eleniRow = page.rows.find(r => r.id === "2025-001")
            compare(eleniRow.score, 10)
            compare(eleniRow.percent, 100)
            const nikosRow = page.rows.find(r => r.id === "2025-002")
            compare(nikosRow.answered, 3)
            compare(nikosRow.finished, false)
            // A trainee's detail: per topic, per question.
            mouseClick(findChild(page, "trainee-2025-002"))
            verify(findChild(page, "traineeDetail").visible)
            compare(page.chosenRow.questionList.length, 10)
            compare(page.chosenRow.questionList.filter(q => q.answered).length, 3)

            // Export: the CSV next to the test's database, then checked.
            const csv = findChild(page, "csvPath")
            verify(csv.text.endsWith(examId + "-results.csv"), csv.text)
            page.csvPath = ExamDatabase.location + "-" + examId + "-results.csv"
            mouseClick(findChild(page, "exportCsv"))
            verify(findChild(page, "resultsStatus").text.indexOf("Written and signed") === 0, findChild(page, "resultsStatus").text)
            compare(page.checkPath, page.csvPath)
            // By the keyboard: with a form per trainee the item analysis lists the
            // pool's 20 questions, and the button sits below the fold.
            findChild(page, "verifyFile").forceActiveFocus()
            keyClick(Qt.Key_Space)
            const message = findChild(page, "verifyMessage")
            verify(message.visible)
            verify(message.text.indexOf("unchanged") >= 0, message.text)
            stack.pop(StackView.Immediate)
        }

        function test_5_logged_out_pages_refuse() {
            instructor.desk.logout()
            verify(findChild(instructor, "passphrase").visible)
            verify(!findChild(instructor, "newExam").visible)
            compare(instructor.exams.length, 0)
        }
    }
}

pragma Singleton

import QtQuick

// The pages that can be opened by name: by the StackView at start-up, by
// `croupier --page NAME` and `croupier --screenshot FILE --page NAME`.
// A new page registers here with one line: its name and its file.
QtObject {
    readonly property var pages: ({
        "home": "Pages/HomePage.qml",
        "baccarat-rules": "Pages/BaccaratRulesPage.qml",
        // The rules of craps or blackjack (issue 15); --set game=blackjack
        "game-rules": "Pages/GameRulesPage.qml",
        // A game's drills; croupier --page drills --set game=craps
        "drills": "Pages/DrillsPage.qml",
        // One drill; --set game=punto-banco --set topic=baccarat.draw [--set autoAnswer=wrong]
        "drill": "Pages/DrillPage.qml",
        // Free play at a table; --set game=blackjack [--set demo=true]
        "free-play": "Pages/FreePlayPage.qml",
        // Spot the error (issue 18); --set game=craps [--set seed=N --set showSteps=N | --set stopAt=error]
        "spot-the-error": "Pages/SpotTheErrorPage.qml",
        // Self-study (issue 7); --set profile=<id>
        "study": "Pages/StudyPage.qml",
        // A session; --set profile=<id> [--set plan=custom --set topics=craps.roll --set game=craps] [--set history=N --set simulate=N]
        "study-session": "Pages/StudySessionPage.qml",
        "progress": "Pages/ProgressPage.qml",
        // Taking an exam (issue 8); --set exam=<id> --set traineeName=… --set traineeId=… [--set autostart=true]
        "exam-take": "Pages/ExamTakePage.qml",
        // Exams (issue 8): the way in, the instructor's list, a new exam, an exam's results.
        // --set demo=true (tests and screenshots only): ExamDesk.startDemo() logs in
        // (CROUPIER_EXAM_PASSPHRASE, or an in-memory database with a demo exam).
        "exams": "Pages/ExamsPage.qml",
        "instructor": "Pages/InstructorPage.qml",
        "exam-author": "Pages/ExamAuthorPage.qml",
        // --set exam=<id> (default: the newest exam) [--set demo=true]
        "exam-results": "Pages/ExamResultsPage.qml"
    })

    readonly property var names: Object.keys(pages).sort()

    /// The page's file as a URL string ("" for an unknown name). A string, not a
    /// url value: StackView loads a page lazily only from a string.
    function url(name: string): string {
        return has(name) ? String(Qt.resolvedUrl(pages[name])) : ""
    }

    function has(name: string): bool {
        return pages[name] !== undefined
    }
}

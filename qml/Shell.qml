pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import Croupier

// What the window holds once its first frame is on screen (Main.qml): the header
// with the language switch, and a StackView that opens pages by name
// (PageRegistry) and loads each one only when shown.
Item {
    id: shell

    /// The page opened at start-up: a name in PageRegistry (croupier --page).
    property string initialPage: "home"
    /// Properties given to the initial page (croupier --set name=value).
    property var initialProperties: ({})
    /// True once the page on show is idle: no StackView transition is running
    /// and the page's own entrance (its "settled" property, if it has one) is over.
    readonly property bool pageReady: {
        const page = stack.currentItem
        if (stack.busy || page === null || page.StackView.status !== StackView.Active)
            return false
        return page.settled === undefined || page.settled
    }
    /// The start-up page is built and its transition over (it may still be
    /// dealing): the frame-time measure starts here.
    readonly property bool pageBuilt: stack.currentItem !== null && !stack.busy
    readonly property alias stack: stack

    Component.onCompleted: stack.openInitialPages()

    AppHeader {
        id: header

        anchors.left: parent.left
        anchors.right: parent.right
        canGoBack: stack.canGoBack
        onBackRequested: stack.pop()
    }

    StackView {
        id: stack

        anchors.top: header.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        /// A page to go back to, and the page on show does not hold the trainee (an exam
        /// being sat says so with `holdsBack`: its answers are handed in, not left).
        readonly property bool canGoBack: depth > 1 && !(currentItem?.holdsBack ?? false)

        /// Opens the start-up pages: the home page at the bottom, so Back leads
        /// there, and the page asked for (croupier --page) on top of it.
        function openInitialPages() {
            push(PageRegistry.url("home"), {}, StackView.Immediate)
            if (shell.initialPage !== "home" && PageRegistry.has(shell.initialPage))
                push(PageRegistry.url(shell.initialPage), shell.initialProperties, StackView.Immediate)
        }

        pushEnter: Transition {
            ParallelAnimation {
                NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.normal; easing.type: Theme.easing }
                NumberAnimation { property: "x"; from: 40; to: 0; duration: Theme.normal; easing.type: Theme.easingEnter }
            }
        }
        pushExit: Transition {
            NumberAnimation { property: "opacity"; from: 1; to: 0; duration: Theme.normal; easing.type: Theme.easing }
        }
        popEnter: Transition {
            NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.normal; easing.type: Theme.easing }
        }
        popExit: Transition {
            ParallelAnimation {
                NumberAnimation { property: "opacity"; from: 1; to: 0; duration: Theme.normal; easing.type: Theme.easing }
                NumberAnimation { property: "x"; from: 0; to: 40; duration: Theme.normal; easing.type: Theme.easingExit }
            }
        }
        replaceEnter: pushEnter
        replaceExit: pushExit
    }

    Shortcut {
        // Escape, and the usual "back" keys (Alt+Left, the Back key of some keyboards).
        sequences: ["Escape", "Alt+Left", "Back"]
        enabled: stack.canGoBack
        onActivated: stack.pop()
    }
}

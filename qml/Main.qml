pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import Croupier

// The application window: the header with the language switch, and a StackView
// that opens pages by name (PageRegistry) and loads each one only when shown.
ApplicationWindow {
    id: window

    /// The page opened at start-up: a name in PageRegistry (croupier --page).
    property string initialPage: "home"
    /// Properties given to the initial page (croupier --set name=value).
    property var initialProperties: ({})
    /// Every page name, for croupier --page and its error message.
    readonly property var pageNames: PageRegistry.names
    /// True once the page on show is idle: no StackView transition is running
    /// and the page's own entrance (its "settled" property, if it has one) is over.
    /// croupier --screenshot waits for this (app/PageScreenshot.h).
    readonly property bool pageReady: {
        const page = stack.currentItem
        if (stack.busy || page === null || page.StackView.status !== StackView.Active)
            return false
        return page.settled === undefined || page.settled
    }
    /// Extra time, after pageReady, for the last hover or colour Behaviors.
    readonly property int settleDelay: Theme.normal

    width: 1280
    height: 800
    minimumWidth: 1024
    minimumHeight: 700
    visible: true
    //: The window title. "Croupier" is the product's name: keep it in Latin letters.
    title: qsTr("Croupier — dealer training")
    color: Theme.feltDeep
    font.family: Theme.bodyFamily
    font.pixelSize: Theme.fontSizeBody

    header: AppHeader {
        canGoBack: stack.depth > 1
        onBackRequested: stack.pop()
    }

    FeltBackground {
        anchors.fill: parent
    }

    StackView {
        id: stack

        anchors.fill: parent
        /// Opens the start-up pages: the home page at the bottom, so Back leads
        /// there, and the page asked for (croupier --page) on top of it.
        function openInitialPages() {
            push(PageRegistry.url("home"), {}, StackView.Immediate)
            if (window.initialPage !== "home" && PageRegistry.has(window.initialPage))
                push(PageRegistry.url(window.initialPage), window.initialProperties, StackView.Immediate)
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

    // Pages load lazily: the first frame shows the window, its header and the
    // felt at once; the start-up page is built right after it (issue 6: the first
    // frame within 2.5 times a bare Qt Quick window's).
    Connections {
        target: window
        enabled: stack.depth === 0
        function onFrameSwapped() {
            Qt.callLater(stack.openInitialPages)
        }
    }

    Shortcut {
        // Escape, and the usual "back" keys (Alt+Left, the Back key of some keyboards).
        sequences: ["Escape", "Alt+Left", "Back"]
        enabled: stack.depth > 1
        onActivated: stack.pop()
    }
}

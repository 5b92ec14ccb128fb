pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import Croupier
import Croupier.App

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
        onPopupClosed: shell.focusPage()
    }

    // --- One focus policy (issue 17, item 1): the page on show holds the keyboard (its
    // answer form or its action bar: the page's takeFocus(), or the page's own focus
    // chain) whenever nothing else is being used: when it opens, when a pop-up of the
    // header closes, after a language switch, and whenever the keyboard would otherwise
    // fall on nothing (an item that hid itself, the window). A text field of the page
    // being edited keeps it. tests/qml/tst_keyboardwalk.qml walks every page this way.

    /// Gives the keyboard to the page on show.
    function focusPage() {
        const page = stack.currentItem
        if (!page || stack.busy)
            return
        if (typeof page.takeFocus === "function") {
            page.takeFocus()
            return
        }
        page.forceActiveFocus()
        // A page with no form of its own: its first control, so that Tab and the arrows
        // go on from there (the page itself would pass Tab to the header).
        const window = shell.Window.window
        if (window && window.activeFocusItem === page) {
            const first = firstTabItem(page)
            if (first)
                first.forceActiveFocus(Qt.TabFocusReason)
        }
    }
    /// The first item under @p item that Tab would stop at (visible, enabled, taking
    /// focus on Tab), in the order the page lays its items out; null if none.
    function firstTabItem(item) {
        for (let i = 0; i < item.children.length; ++i) {
            const child = item.children[i]
            if (!child.visible || !child.enabled)
                continue
            if (child.activeFocusOnTab)
                return child
            const inner = firstTabItem(child)
            if (inner)
                return inner
        }
        return null
    }
    /// The keyboard is on the page on show (or on one of its pop-ups).
    function pageHoldsKeys() {
        const window = shell.Window.window
        const page = stack.currentItem
        if (!window || !page)
            return true
        // The page itself, or a pop-up (a combo box's list, a dialog) in the window's overlay.
        for (let item = window.activeFocusItem; item; item = item.parent)
            if (item === page || String(item).startsWith("QQuickOverlay")
                    || String(item).startsWith("QQuickPopupItem"))
                return true
        return false
    }

    Connections {
        target: LanguageManager
        function onLanguageChanged() {
            // After the switch's own click has moved the keyboard to the header.
            Qt.callLater(() => { if (!shell.pageHoldsKeys()) shell.focusPage() })
        }
    }
    Connections {
        target: stack
        function onBusyChanged() {
            if (!stack.busy)
                shell.focusPage()
        }
        function onCurrentItemChanged() {
            if (!stack.busy)
                Qt.callLater(shell.focusPage)
        }
    }
    Connections {
        target: shell.Window.window
        ignoreUnknownSignals: true
        function onActiveFocusItemChanged() {
            const window = shell.Window.window
            const item = window ? window.activeFocusItem : null
            // Fallen on nothing, on the window's root or on the shell itself.
            if (item === null || item === window.contentItem || item === shell || item === stack)
                Qt.callLater(() => { if (!shell.pageHoldsKeys()) shell.focusPage() })
        }
    }

    StackView {
        id: stack

        focus: true
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

pragma ComponentBehavior: Bound

import QtQuick
import Croupier

// The application window. Its first frame is the felt alone, drawn at once; the
// header and the pages (Shell.qml) are built right after it, so the window shows
// within 2.5 times a bare Qt Quick window's start-up (issue 6) and pages load
// lazily. The controls' default font is set in main.cpp (Window has no font).
Window {
    id: window

    /// The page opened at start-up: a name in PageRegistry (croupier --page).
    property string initialPage: "home"
    /// Properties given to the initial page (croupier --set name=value).
    property var initialProperties: ({})
    /// Every page name, for croupier --page and its error message.
    readonly property var pageNames: PageRegistry.names
    /// True once the page on show is idle (Shell.pageReady).
    /// croupier --screenshot waits for this (app/PageScreenshot.h).
    readonly property bool pageReady: shellLoader.status === Loader.Ready && shellLoader.item.pageReady
    /// The start-up page is built (Shell.pageBuilt): croupier --frame-times keeps
    /// frames from here on.
    readonly property bool pageBuilt: shellLoader.status === Loader.Ready && shellLoader.item.pageBuilt
    /// croupier --screenshot: a page that plays itself stops once it is ready, so
    /// that the picture shows what made it ready.
    property bool screenshotMode: false
    /// Extra time, after pageReady, for the last hover or colour Behaviors.
    readonly property int settleDelay: Theme.normal

    width: 1280
    height: 800
    minimumWidth: 1024
    minimumHeight: 700
    visible: true
    //: The window title; the system adds the product's name after it ("Dealer training — Croupier").
    title: qsTr("Dealer training")
    color: Theme.feltDeep
    // One control set for both themes (issue 17, item 7): Fusion, Qt's desktop style,
    // coloured from Theme. Every control and pop-up of the window inherits it.
    palette {
        window: Theme.feltDeep
        windowText: Theme.text
        base: Theme.field
        alternateBase: Theme.button
        text: Theme.text
        button: Theme.button
        buttonText: Theme.text
        brightText: Theme.text
        placeholderText: Theme.placeholder
        highlight: Theme.highlight
        highlightedText: Theme.highlightText
        light: Qt.lighter(Theme.button, 1.3)
        midlight: Qt.lighter(Theme.button, 1.15)
        mid: Theme.controlEdge
        dark: Qt.darker(Theme.controlEdge, 1.4)
        shadow: Theme.shadow
        toolTipBase: Theme.field
        toolTipText: Theme.text
        link: Theme.gold
        disabled.text: Theme.muted
        disabled.buttonText: Theme.muted
        disabled.windowText: Theme.muted
    }

    FeltBackground {
        anchors.fill: parent
    }

    Loader {
        id: shellLoader

        anchors.fill: parent
        focus: true
    }

    Connections {
        target: window
        enabled: shellLoader.status === Loader.Null
        function onFrameSwapped() {
            // After the swap has been handled (and measured), not inside it.
            Qt.callLater(window.loadShell)
        }
    }

    function loadShell() {
        if (shellLoader.status === Loader.Null)
            shellLoader.setSource("Shell.qml", {
                initialPage: window.initialPage,
                initialProperties: window.initialProperties
            })
    }
}

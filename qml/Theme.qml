pragma Singleton

import QtQuick

// Every colour, font, size, duration and easing of the views comes from here
// (STYLE.md, convention 8). Durations are multiplied by durationScale: a trainee
// can slow the dealing down (> 1), tests set it to 0 so nothing animates.
QtObject {
    id: theme

    // --- Colours: a casino table, green baize with gold and cream ---
    readonly property color felt: "#0f5b36"
    readonly property color feltLight: "#17744a"
    readonly property color feltDark: "#093d24"
    readonly property color feltDeep: "#06281a"
    readonly property color gold: "#d9b45a"
    readonly property color goldLight: "#f1d98c"
    readonly property color goldDark: "#9c7a2c"
    readonly property color cream: "#f6ecd2"
    readonly property color text: "#f3efe4"
    readonly property color muted: "#b7cbbd"
    readonly property color danger: "#d9534f"
    readonly property color success: "#5cb85c"
    // Surfaces laid on the felt: a darker, translucent panel with a gold rim.
    readonly property color panel: Qt.rgba(0.02, 0.13, 0.08, 0.55)
    readonly property color panelHover: Qt.rgba(0.02, 0.16, 0.10, 0.75)
    readonly property color rim: Qt.rgba(0.85, 0.71, 0.35, 0.45)
    readonly property color rimStrong: Qt.rgba(0.85, 0.71, 0.35, 0.85)
    readonly property color shadow: Qt.rgba(0, 0, 0, 0.35)
    // The three rules of a tableau cell. Each also has a letter, so colour is never
    // the only clue: gold "draws", deep felt "stands", claret "option".
    readonly property color ruleDraw: "#d9b45a"
    readonly property color ruleDrawText: "#06281a"
    readonly property color ruleStand: "#0a3321"
    readonly property color ruleStandText: "#f6ecd2"
    readonly property color ruleOption: "#8e2f45"
    readonly property color ruleOptionText: "#fbe9ee"
    /// The rim of the selected cell, and the keyboard focus ring around it.
    readonly property color selection: "#fff6d6"

    function ruleColor(rule: string): color {
        return rule === "draw" ? ruleDraw : rule === "option" ? ruleOption : ruleStand
    }
    function ruleTextColor(rule: string): color {
        return rule === "draw" ? ruleDrawText : rule === "option" ? ruleOptionText : ruleStandText
    }

    // --- Typography: DejaVu (fonts-dejavu-core) covers Latin and Greek ---
    readonly property string displayFamily: "DejaVu Serif"
    readonly property string bodyFamily: "DejaVu Sans"
    readonly property int fontSizeSmall: 11
    readonly property int fontSizeBody: 14
    readonly property int fontSizeLarge: 16
    readonly property int fontSizeHeading: 20
    readonly property int fontSizeTitle: 26
    readonly property int fontSizeDisplay: 34

    // --- Spacing and shapes ---
    readonly property int spacingTiny: 4
    readonly property int spacingSmall: 8
    readonly property int spacing: 12
    readonly property int spacingLarge: 20
    readonly property int spacingHuge: 32
    readonly property int radiusSmall: 6
    readonly property int radius: 10
    readonly property int radiusLarge: 16
    readonly property int headerHeight: 60
    readonly property int controlHeight: 40
    readonly property int iconSize: 20
    readonly property int medallionSize: 60
    /// A small pill-shaped button (the home page's links to the rules).
    readonly property int chipHeight: 30
    /// The largest side of a tableau cell on the rules page.
    readonly property int tableauCellMax: 52

    // --- Motion ---
    /// 1 = normal speed, 2 = half speed, 0 = no animation (tests).
    property real durationScale: 1.0
    readonly property int fast: Math.round(120 * durationScale)
    readonly property int normal: Math.round(240 * durationScale)
    readonly property int slow: Math.round(450 * durationScale)
    /// How long the pointer rests on a control before its tooltip shows (not scaled).
    readonly property int tooltipDelay: 600
    readonly property int easing: Easing.OutCubic
    readonly property int easingEnter: Easing.OutQuart
    readonly property int easingExit: Easing.InCubic

    // --- Assets (resources of the croupier_qml library, see qml/CMakeLists.txt) ---
    function iconUrl(name: string): url {
        return "qrc:/croupier/assets/icons/" + name + ".svg"
    }
    readonly property url appIcon: "qrc:/croupier/packaging/org.croupier.Croupier.svg"
    readonly property url feltTexture: "qrc:/croupier/assets/textures/felt.svg"
}

pragma Singleton

import QtQuick
import Croupier.App

// Every colour, font, size, duration and easing of the views comes from here
// (STYLE.md, convention 8). Durations are multiplied by durationScale: a trainee
// can slow the dealing down (> 1), tests set it to 0 so nothing animates.
QtObject {
    id: theme

    /// The palette: "dark" (the default, baize under night lighting) or "light"
    /// (Preferences.theme). Every colour below follows it.
    readonly property bool dark: Preferences.theme !== "light"

    // --- Colours: a casino table, green baize with gold and cream ---
    readonly property color felt: dark ? "#0f5b36" : "#b5dcc0"
    readonly property color feltLight: dark ? "#17744a" : "#d6ecdb"
    readonly property color feltDark: dark ? "#093d24" : "#9fcfae"
    readonly property color feltDeep: dark ? "#06281a" : "#dfeee2"
    readonly property color gold: dark ? "#d9b45a" : "#8a6514"
    readonly property color goldLight: dark ? "#f1d98c" : "#6e4f0c"
    readonly property color goldDark: dark ? "#9c7a2c" : "#b48a2c"
    readonly property color cream: dark ? "#f6ecd2" : "#0c2a1a"
    readonly property color text: dark ? "#f3efe4" : "#10261a"
    readonly property color muted: dark ? "#b7cbbd" : "#2f4d3b"
    readonly property color danger: dark ? "#ffa99f" : "#a3211d"
    readonly property color success: dark ? "#7fd87f" : "#155215"
    /// The lightest colour behind a page's words: the centre of the dark theme's felt
    /// (assets/textures/felt.svg) or the top of the light one's. Words are checked
    /// against it (tests/qml/tst_theme.qml): text 4.5:1, gold, danger and success 3:1
    /// (they are bold or large, and never the only clue).
    readonly property color pageLightest: dark ? "#115e3b" : feltLight
    // Surfaces laid on the felt: a darker, translucent panel with a gold rim.
    readonly property color panel: dark ? Qt.rgba(0.02, 0.13, 0.08, 0.55) : Qt.rgba(0.98, 0.97, 0.92, 0.82)
    readonly property color panelHover: dark ? Qt.rgba(0.02, 0.16, 0.10, 0.75) : Qt.rgba(1, 1, 0.96, 0.95)
    readonly property color rim: dark ? Qt.rgba(0.85, 0.71, 0.35, 0.45) : Qt.rgba(0.54, 0.40, 0.08, 0.45)
    readonly property color rimStrong: dark ? Qt.rgba(0.85, 0.71, 0.35, 0.85) : Qt.rgba(0.54, 0.40, 0.08, 0.85)
    readonly property color shadow: Qt.rgba(0, 0, 0, 0.35)
    /// The printing on the felt (the layout's lines and words): always light on green.
    readonly property color printing: dark ? Qt.rgba(0.96, 0.92, 0.82, 0.85) : Qt.rgba(1, 1, 1, 0.92)
    readonly property color printingFaint: dark ? Qt.rgba(0.96, 0.92, 0.82, 0.35) : Qt.rgba(1, 1, 1, 0.5)
    /// Words and amounts laid on a table's printed felt (assets/layouts/*.svg: dark green in
    /// both themes): light on the green with a dark outline, in either theme (issue 17: in the
    /// light theme the stakes' amounts and the legend followed cream and gold, dark there,
    /// and could hardly be read on the craps drill's felt).
    readonly property color feltInk: "#f6ecd2"
    readonly property color feltGold: "#f1d98c"
    readonly property color feltOutline: "#06281a"
    /// The felt of a table (the playing surface), in either theme.
    readonly property color tableFelt: dark ? "#0e5a34" : "#2f8a57"
    readonly property color tableFeltEdge: dark ? "#083620" : "#1f6a41"
    /// The wooden rail around a felt, and the float's rack (chip drills).
    readonly property color tableRail: "#4a3220"
    readonly property color chipRack: "#3b2a1a"
    readonly property color chipRackEdge: "#1e140b"
    /// A banknote put down on the felt: its paper, its printed frame and its ink.
    readonly property color banknote: "#c9d8b4"
    readonly property color banknoteFrame: "#5e7448"
    readonly property color banknoteInk: "#2c3a1f"
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

    // --- The controls (Qt Quick Controls' Fusion style, customised by a palette: Main.qml
    // gives it to the window, so spin boxes, combo boxes, check boxes, text fields and their
    // pop-ups wear the theme instead of Fusion's light grey). Contrast is checked in
    // tests/qml/tst_theme.qml: text 4.5:1 at least on its background, in both themes.
    /// A field's background (text fields, spin boxes, combo boxes, check boxes).
    readonly property color field: dark ? "#0a3322" : "#fbf8ee"
    /// A button face (the spin box's − and +, the combo box's button).
    readonly property color button: dark ? "#14503a" : "#e6efe2"
    /// The lines and bevels around a control.
    readonly property color controlEdge: dark ? "#5f7f6a" : "#7d8f80"
    /// A field's placeholder: readable, fainter than text.
    readonly property color placeholder: dark ? "#a4bba9" : "#4c6455"
    /// A selection or the keyboard's focus in a control: gold with dark text on it.
    readonly property color highlight: dark ? "#d9b45a" : "#7a5810"
    readonly property color highlightText: dark ? "#06281a" : "#ffffff"

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
    /// 2 = slow (beginners), 1 = normal, 0.5 = fast, 0 = no animation (exams, tests).
    /// Follows Preferences.speed; tests set it to 0.
    property real durationScale: Preferences.durationScale
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
        // The light theme's set draws the gold dark enough to read on cream.
        return "qrc:/croupier/assets/icons/" + (dark ? "" : "light/") + name + ".svg"
    }
    readonly property url appIcon: "qrc:/croupier/packaging/org.croupier.Croupier.svg"
    readonly property url feltTexture: "qrc:/croupier/assets/textures/felt.svg"
    function cardAsset(name: string): url {
        return "qrc:/croupier/assets/cards/" + name + ".svg"
    }
    function suitAsset(suit: string): url {
        return suit === "" ? "" : "qrc:/croupier/assets/cards/suit-" + suit + ".svg"
    }
    function chipAsset(value: string): url {
        const coloured = chipValues.indexOf(value) >= 0 || smallChipValues.indexOf(value) >= 0
        return "qrc:/croupier/assets/chips/chip-" + (coloured ? value : "other") + ".svg"
    }
    function dieAsset(face: int): url {
        return "qrc:/croupier/assets/dice/die-" + face + ".svg"
    }
    function tableAsset(name: string): url {
        return "qrc:/croupier/assets/table/" + name + ".svg"
    }

    // --- The table: cards, chips and dice ---
    /// A card's width at 1280 × 800; a table scales it with its own size.
    readonly property int cardWidth: 72
    /// 88 mm high for 63 mm wide.
    readonly property real cardAspect: 88 / 63
    readonly property color cardRed: "#c0262d"
    readonly property color cardBlack: "#1b1b1b"
    /// Below this width (px) a card shows its index and one large pip, not every pip:
    /// a 10's pips would be specks.
    readonly property int cardPipsMinWidth: 34
    /**
     * Where a card's pips lie, as real cards print them: for each rank "A" to "10", a
     * list of [x, y] in fractions of the card's width and height, the columns at 0.31
     * and 0.69, rows from 0.21 to 0.79 (a pip below the middle is printed upside down).
     * One object for every card (a singleton's property), not one per card.
     */
    readonly property var pipLayouts: {
        const l = 0.31, c = 0.5, r = 0.69
        const top = 0.21, bottom = 0.79, mid = 0.5
        const q1 = 0.403, q2 = 0.597   // four rows: top, q1, q2, bottom
        return {
            "A": [[c, mid]],
            "2": [[c, top], [c, bottom]],
            "3": [[c, top], [c, mid], [c, bottom]],
            "4": [[l, top], [r, top], [l, bottom], [r, bottom]],
            "5": [[l, top], [r, top], [c, mid], [l, bottom], [r, bottom]],
            "6": [[l, top], [r, top], [l, mid], [r, mid], [l, bottom], [r, bottom]],
            "7": [[l, top], [r, top], [c, 0.355], [l, mid], [r, mid], [l, bottom], [r, bottom]],
            "8": [[l, top], [r, top], [c, 0.355], [l, mid], [r, mid], [c, 0.645], [l, bottom], [r, bottom]],
            "9": [[l, top], [r, top], [l, q1], [r, q1], [c, mid], [l, q2], [r, q2], [l, bottom], [r, bottom]],
            "10": [[l, top], [r, top], [c, 0.3065], [l, q1], [r, q1], [l, q2], [r, q2], [c, 0.6935], [l, bottom],
                   [r, bottom]]
        }
    }
    readonly property int chipSize: 34
    /// The key letters of stakes whose amounts stand in a legend (a crowded craps box,
    /// CrapsLayout.keysFor), in order, in the reader's alphabet (issue 17: a Greek page shows
    /// no Latin outside the glossary): no I or O, Ι or Ο (read as 1 and 0), no M or W, Μ, Φ,
    /// Ψ or Ω (the widest).
    readonly property string stakeKeys: LanguageManager.language === "el" ? "ΑΒΓΔΕΖΗΘΚΛΝΞΠΡΣΤΥΧ"
                                                                           : "ABCDEFGHJKLNPQRSTUVXYZ"
    readonly property int dieSize: 46
    readonly property int puckSize: 44
    /// How long a card takes from the sabot to its place, and the pause between cards.
    readonly property int deal: Math.round(380 * durationScale)
    readonly property int dealGap: Math.round(160 * durationScale)

    /// The table's chips, largest first (assets/chips/).
    readonly property var chipValues: ["1000", "500", "100", "25", "10", "5", "2.5", "1", "0.5"]
    /// The chips a question's table may have below the house's smallest (a craps drill's 0.25
    /// and 0.10, issue 17), coloured too (assets/chips/).
    readonly property var smallChipValues: ["0.25", "0.1"]

    /// "7 of hearts": a card's name for screen readers, in the UI's language.
    function cardName(card: string): string {
        if (card.length !== 2)
            return ""
        const ranks = {
            "A": qsTr("Ace"), "T": qsTr("Ten"), "J": qsTr("Jack"), "Q": qsTr("Queen"), "K": qsTr("King")
        }
        const suits = {
            "S": qsTr("spades"), "H": qsTr("hearts"), "D": qsTr("diamonds"), "C": qsTr("clubs")
        }
        //: A card's name for screen readers: "%1 of %2" = "7 of hearts", "Queen of spades".
        return qsTr("%1 of %2").arg(ranks[card[0]] ?? card[0]).arg(suits[card[1]] ?? card[1])
    }

    /// @p text with its numbers kept whole on a wrapped line: a word joiner (U+2060) after
    /// each "." or "," between two digits. Qt 6.4 may break a line after the separator
    /// ("6) 5,⏎40", read as two numbers) once a "·" or "(1:1)" comes earlier in the
    /// paragraph (issue 17: blackjack.round's prompt, level 3 seeds 1 and 109).
    function keepNumbersWhole(text: string): string {
        return text.replace(/(\d[.,])(?=\d)/g, "$1\u2060")
    }

    /// An amount in the bank's notation ("1234.5") as the UI's language writes it:
    /// "1,234.50" in English, "1.234,50" in Greek (Amounts, the app's one formatter,
    /// which reads the same text back as the same amount).
    function formatMoney(amount: string): string {
        // Reading Amounts.language ties a binding that shows an amount to a language switch.
        if (amount === undefined || amount === null || amount === "")
            return ""
        return Amounts.language.length >= 0 ? Amounts.format(amount) : ""
    }

    /// The reader's locale: Greek (el_GR) or British English, as the UI's language.
    readonly property var locale: Qt.locale(LanguageManager.language === "el" ? "el_GR" : "en_GB")
    /// Seconds of @p ms with one decimal, as the reader writes them ("2.5", "2,5").
    function seconds(ms: real): string {
        return (ms / 1000).toLocaleString(locale, "f", 1)
    }

    /// The chips that picture an amount, largest first, at most 12 (a picture, not
    /// a rule: the amount is written beside it). Exact: counts in hundredths.
    function chipsFor(amount: string): var {
        const parts = String(amount).split(".")
        const fraction = ((parts.length > 1 ? parts[1] : "") + "00").slice(0, 2)
        let cents = parseInt(parts[0] || "0", 10) * 100 + parseInt(fraction, 10)
        const chips = []
        for (const value of chipValues) {
            const c = Math.round(Number(value) * 100)
            while (cents >= c && chips.length < 12) {
                chips.push(value)
                cents -= c
            }
        }
        return chips
    }
    /// A game's name, translated, for page titles: "Punto Banco", "Craps".
    function gameTitle(game: string): string {
        const titles = {
            "punto-banco": QT_TRANSLATE_NOOP("GameListModel", "Punto Banco"),
            "chemin-de-fer": QT_TRANSLATE_NOOP("GameListModel", "Chemin de fer"),
            "deux-tableaux": QT_TRANSLATE_NOOP("GameListModel", "Deux tableaux"),
            "craps": QT_TRANSLATE_NOOP("GameListModel", "Craps"),
            "blackjack": QT_TRANSLATE_NOOP("GameListModel", "Blackjack")
        }
        return titles[game] !== undefined && LanguageManager.language.length >= 0 ? qsTranslate("GameListModel", titles[game]) : game
    }
    /// What a chip has printed on it: the same in both languages ("2½", never "2.5" or "2,5").
    function chipLabel(value: string): string {
        return value === "1000" ? "1K" : value === "0.5" ? "½" : value === "2.5" ? "2½" : value === "0.25" ? "¼"
             : value === "0.1" ? "⅒" : value
    }
    function chipTextColor(value: string): color {
        return value === "1" || value === "0.5" || value === "1000" || value === "2.5" || value === "0.25" || value === "0.1"
               ? "#1b1b1b" : "#ffffff"
    }
}

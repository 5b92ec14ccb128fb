import QtQuick
import QtQuick.Controls
import QtTest
import Croupier
import Croupier.App

// One control set for both themes (issue 17, item 7): Fusion coloured from Theme, as
// Main.qml gives it to the window; and the contrast of every pair of colours the pages
// put one on the other, in both themes (WCAG 2's ratio, worked from its definition:
// (L1 + 0.05) / (L2 + 0.05), L the relative luminance of sRGB).
Item {
    id: root

    width: 600
    height: 300

    // The application's window (Main.qml), not shown: its palette is what every control
    // and pop-up of the app inherits.
    Component {
        id: mainWindow

        Main { visible: false }
    }
    property var window: null

    Component {
        id: spinBox

        SpinBox {}
    }

    // An icon on a panel, four times its 24 px (a mark of the 24-unit drawing at 4 × its unit).
    Component {
        id: iconOnPanel

        Rectangle {
            property alias source: icon.source
            readonly property alias status: icon.status

            width: 96
            height: 96
            Image {
                id: icon

                anchors.fill: parent
                sourceSize.width: 96
                sourceSize.height: 96
            }
        }
    }

    TestCase {
        name: "Theme"
        when: windowShown

        function cleanupTestCase() {
            Preferences.theme = "dark"
            if (root.window)
                root.window.destroy()
        }

        function channel(c) {
            return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4)
        }
        function luminance(c) {
            return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)
        }
        function contrast(a, b) {
            const la = luminance(a), lb = luminance(b)
            return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
        }

        // The formula itself, on values worked by hand: black on white is 21:1,
        // a colour on itself 1:1, #777777 on white 4.48:1 (L = 0.1845).
        function test_0_contrast_formula() {
            fuzzyCompare(contrast(Qt.color("#000000"), Qt.color("#ffffff")), 21, 0.001)
            fuzzyCompare(contrast(Qt.color("#0f5b36"), Qt.color("#0f5b36")), 1, 0.001)
            fuzzyCompare(contrast(Qt.color("#777777"), Qt.color("#ffffff")), 4.48, 0.01)
        }

        function test_contrast_data() {
            const rows = []
            // [words, background, the least ratio]: 4.5:1 for text (WCAG AA), 3:1 for
            // the bold or large coloured words (headings in gold, danger, success).
            const pairs = [
                ["text", "pageLightest", 4.5], ["cream", "pageLightest", 4.5],
                ["muted", "pageLightest", 4.5], ["gold", "pageLightest", 3],
                ["danger", "pageLightest", 3], ["success", "pageLightest", 3],
                ["text", "feltDeep", 4.5],
                ["text", "field", 4.5], ["placeholder", "field", 4.5],
                ["text", "button", 4.5], ["highlightText", "highlight", 4.5],
                ["ruleDrawText", "ruleDraw", 4.5], ["ruleStandText", "ruleStand", 4.5],
                ["ruleOptionText", "ruleOption", 4.5]
            ]
            for (const theme of ["dark", "light"])
                for (const p of pairs)
                    rows.push({ tag: theme + ": " + p[0] + " on " + p[1], theme: theme,
                                fg: p[0], bg: p[1], least: p[2] })
            return rows
        }
        function test_contrast(data) {
            Preferences.theme = data.theme
            const ratio = contrast(Theme[data.fg], Theme[data.bg])
            verify(ratio >= data.least, data.fg + " " + Theme[data.fg] + " on " + data.bg + " "
                   + Theme[data.bg] + ": " + ratio.toFixed(2) + ":1, under " + data.least + ":1")
        }

        // The light theme's icons keep their marks on the light panel (assets/tools/
        // make_light_icons.py): the exam sheet's tick and the free-play chip's edge marks were
        // drawn white on the cream panel, and vanished (an empty sheet, a bare ring). A point of
        // each mark, in the icon's 24 units, at 3:1 (WCAG's ratio for graphics) on the panel.
        function test_light_icons_keep_their_marks_data() {
            return [
                { tag: "exams: the tick", icon: "exams", x: 11, y: 15.5 },
                { tag: "free-play: an edge mark", icon: "free-play", x: 12, y: 5 },
                { tag: "drills: the centre", icon: "drills", x: 12, y: 12 }
            ]
        }
        function test_light_icons_keep_their_marks(data) {
            Preferences.theme = "light"
            const panel = Qt.rgba(Theme.panel.r, Theme.panel.g, Theme.panel.b, 1)
            const item = createTemporaryObject(iconOnPanel, root, { color: panel, source: Theme.iconUrl(data.icon) })
            verify(item)
            tryCompare(item, "status", Image.Ready)
            wait(50)
            const mark = grabImage(item).pixel(Math.round(data.x * 4), Math.round(data.y * 4))
            const ratio = contrast(mark, panel)
            Preferences.theme = "dark"
            verify(ratio >= 3, data.tag + ": " + mark + " on " + panel + ", " + ratio.toFixed(2) + ":1")
        }

        // The controls take the theme's colours, not Fusion's light grey: the window's
        // palette is the theme's, in both themes, and a control inherits it.
        function test_controls_wear_the_theme_data() {
            return [{ tag: "dark", theme: "dark" }, { tag: "light", theme: "light" }]
        }
        function test_controls_wear_the_theme(data) {
            if (!root.window)
                root.window = mainWindow.createObject(null)
            verify(root.window)
            Preferences.theme = data.theme
            const p = root.window.palette
            compare(String(p.base), String(Theme.field))
            compare(String(p.text), String(Theme.text))
            compare(String(p.button), String(Theme.button))
            compare(String(p.buttonText), String(Theme.text))
            compare(String(p.placeholderText), String(Theme.placeholder))
            compare(String(p.highlight), String(Theme.highlight))
            compare(String(p.highlightedText), String(Theme.highlightText))
            // A control inside the window inherits it.
            const spinInWindow = spinBox.createObject(root.window.contentItem)
            compare(String(spinInWindow.palette.base), String(Theme.field))
            spinInWindow.destroy()
            // And the two themes differ there (a palette not following Theme would not).
            const mine = String(p.base)
            Preferences.theme = data.theme === "dark" ? "light" : "dark"
            verify(String(root.window.palette.base) !== mine, "the field's colour did not follow the theme")
        }
    }
}

import QtQuick
import QtTest
import Croupier
import Croupier.App

// The house's chips (issue 16, item 1): the instructor sets the float, each tube's count
// and the stack (HouseChipsEditor on the instructor's page); a free-play table then pays
// from that float, its tray shows what is left in each tube, and a payment of more chips
// than a tube holds is refused, naming the tube, nothing counted.
Item {
    id: root

    width: 1280
    height: 740

    HouseChipsEditor {
        id: editor
        width: 900
    }

    Component {
        id: tableComponent
        BaccaratFreePlay {
            anchors.fill: parent
            game: "punto-banco"
            seed: 7
            incidentRate: 0
        }
    }

    Component {
        id: stakeComponent
        ChipStack { chipSize: 30 }
    }

    TestCase {
        name: "HouseChips"
        when: windowShown

        function initTestCase() {
            Theme.durationScale = 0
            LanguageManager.language = "en"
        }
        function init() {
            HouseChips.restoreDefault()
            editor.load()
            // The rows are laid out before they are clicked, as on a page.
            waitForRendering(editor)
        }
        function cleanupTestCase() {
            HouseChips.restoreDefault()
        }

        /// Types @p text into the field named @p name, replacing what it held.
        function typeInto(name: string, text: string) {
            const field = findChild(editor, name)
            verify(field !== null, name)
            field.forceActiveFocus()
            field.selectAll()
            keyClick(Qt.Key_Delete)
            typeText(text)
        }
        function typeText(text: string) {
            for (const c of text)
                keyClick(c)
        }
        /// "0.5:100 1:- …": the house's tubes.
        function tubesText(): string {
            return HouseChips.tubes.map(t => t.chip + ":" + (t.count < 0 ? "-" : t.count)).join(" ")
        }

        // Issue 17, item 4: a stake is drawn as the chips a player bets it with, the fewest of
        // the house's float (48: 25 + 10 + 10 + 2.50 + 0.50, worked by hand), the amount beside
        // the stack, never on it nor under it where the layout's printing lies.
        function test_aStakeIsTheFewestChipsOfTheFloat() {
            const stake = createTemporaryObject(stakeComponent, root, { amount: "48" })
            verify(stake !== null)
            compare(Array.from(stake.chips), ["25", "10", "10", "2.5", "0.5"])
            // Issue 17: at a drill's table whose smallest chip is 1, its own chips, no ½:
            // 48 is 25 + 10 + 10 + 1 + 1 + 1 (the 3 after 45 is no sum of 2.50s and 5s).
            stake.chipUnit = "1"
            compare(Array.from(stake.chips), ["25", "10", "10", "1", "1", "1"])
            stake.chipUnit = ""
            const label = findChild(stake, "stakeLabel")
            compare(label.text, "48")
            verify(label.x >= stake.chipsWidth, "the amount beside the chips")
            verify(label.y + label.height <= stake.height, "level with the chips, not under them")
            // A house float with a 20 and no 10: 48 is 25 + 20 + 1 + 1 + 1.
            compare(HouseChips.save([{ chip: "0.50", count: "" }, { chip: "1", count: "" }, { chip: "5", count: "" },
                                     { chip: "20", count: "" }, { chip: "25", count: "" }, { chip: "100", count: "" }], 20), "")
            compare(Array.from(stake.chips), ["25", "20", "1", "1", "1"])
        }

        function test_theEditorShowsTheHouse() {
            // RULINGS' float, 100 a tube, stacks of 20, as the reader writes amounts.
            compare(findChild(editor, "houseChip-0").text, "0.50")
            compare(findChild(editor, "houseTube-0").text, "100")
            compare(findChild(editor, "houseChip-8").text, "1,000")
            compare(findChild(editor, "houseChip-9"), null)
            compare(editor.stack, 20)
        }

        function test_aBadRowIsNamedAndNothingSaved() {
            typeInto("houseTube-3", "2.5")
            mouseClick(findChild(editor, "houseSave"))
            verify(editor.statusIsError)
            verify(findChild(editor, "houseChipsStatus").text.startsWith("Chip 4: the tube's count \"2.5\""),
                   findChild(editor, "houseChipsStatus").text)
            compare(tubesText(), "0.5:100 1:100 2.5:100 5:100 10:100 25:100 100:100 500:100 1000:100")
            // What was typed is still there to be put right.
            compare(findChild(editor, "houseTube-3").text, "2.5")
        }

        function test_theInstructorSetsTheFloat() {
            // Remove 2.50, count only the fives, stacks of 5.
            mouseClick(findChild(editor, "houseRemove-2"))
            typeInto("houseTube-2", "2")        // now the row of 5
            typeInto("houseTube-1", "")         // 1: not counted
            mouseClick(findChild(editor, "houseStack-5"))
            mouseClick(findChild(editor, "houseSave"))
            verify(!editor.statusIsError, findChild(editor, "houseChipsStatus").text)
            compare(tubesText(), "0.5:100 1:- 5:2 10:100 25:100 100:100 500:100 1000:100")
            compare(HouseChips.stack, 5)
            verify(!HouseChips.isDefault)

            // A table opened now pays from it.
            const table = createTemporaryObject(tableComponent, root)
            verify(table !== null)
            const dealer = table.dealer
            compare(dealer.chipFloat, ["0.5", "1", "5", "10", "25", "100", "500", "1000"])
            compare(dealer.chipTubes, [100, -1, 2, 100, 100, 100, 100, 100])
            tryCompare(findChild(table, "tubeLeft-5"), "text", "2")
            compare(findChild(table, "tubeLeft-1").visible, false)
            // Handed straight to the dealer: three fives from a tube of two are refused by
            // name, no mistake counted.
            const mistakes = dealer.mistakes
            for (let guard = 0; guard < 3000 && dealer.expected.action !== "pay"; ++guard)
                verify(dealer.act(dealer.expected.action, dealer.expected.value), dealer.refusal)
            const w = dealer.expected
            compare(w.action, "pay")
            verify(!dealer.payInChips("pay", { row: w.row, amount: "15" }, { "5": 3 }))
            compare(dealer.chipNote, "Chips of 5: the tube holds 2.")
            compare(dealer.mistakes, mistakes)
            // Built on the tray: the third five is not taken.
            table.selectedRow = w.row
            table.forceActiveFocus()
            typeText("3")
            keyClick(Qt.Key_F4)
            compare(table.payment.count, 0)
            compare(table.payment.error, "The tube of 5 has 2 chips left.")
            // The count typed stays to be put right: Backspace rubs it out.
            compare(table.entry, "3")
            keyClick(Qt.Key_Backspace)
            keyClick(Qt.Key_F4)
            keyClick(Qt.Key_F4)
            compare(table.payment.count, 2)
            tryCompare(findChild(table, "tubeLeft-5"), "text", "0")
            // The chips in hand are cut into the house's stacks: 12 chips in stacks of 5
            // stand as 5, 5 and 2, side by side.
            typeText("10")
            keyClick(Qt.Key_F2)
            compare(table.payment.count, 12)
            const hand = findChild(table, "paymentStack")
            verify(hand !== null, "the hand")
            const xs = {}
            for (let i = 0; i < hand.children.length; ++i) {
                const c = hand.children[i]
                if (c.value !== undefined)
                    xs[Math.round(c.x)] = (xs[Math.round(c.x)] ?? 0) + 1
            }
            compare(Object.values(xs).sort(), [2, 5, 5])
        }
    }
}

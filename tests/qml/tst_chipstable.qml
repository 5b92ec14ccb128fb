import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Croupier
import Croupier.App

// The chip drills' felt (issue 16, ChipsTable): every chip topic is drawn on a felt
// of its own at any game, each scenario as core/chips/TOPICS.md writes it; at
// chips.count every chip of the layout is drawn, the total only once answered, and
// the largest layout the bank allows (30 stacks of 100 chips) fits the table.
Item {
    id: root

    width: 1280
    height: 800

    StackView {
        id: stack

        anchors.fill: parent
    }

    Component {
        id: drillComponent

        DrillPage {}
    }

    TestCase {
        id: test

        name: "ChipsTable"
        when: windowShown

        property DrillPage page: null

        function initTestCase() {
            Theme.durationScale = 0
            LanguageManager.language = "en"
        }
        function cleanupTestCase() {
            LanguageManager.language = "en"
        }
        function init() {
            LanguageManager.language = "en"
        }
        function cleanup() {
            stack.clear()
            page = null
        }

        function open(game, topic, level, seed) {
            stack.clear()
            page = stack.push(drillComponent, { game: game, topic: topic, level: level, seed: seed }, StackView.Immediate)
            tryCompare(page, "settled", true)
            return page
        }
        function named(name) {
            const item = findChild(page.table, name)
            verify(item, "no item named " + name)
            return item
        }
        /// The visual items under @p item named @p name (Repeaters' delegates included).
        function allNamed(item, name) {
            let found = item.objectName === name ? [item] : []
            for (let i = 0; i < item.children.length; ++i)
                found = found.concat(allNamed(item.children[i], name))
            return found
        }
        /// An amount in the bank's notation as hundredths (exact, no float arithmetic).
        function cents(amount) {
            const parts = String(amount).split(".")
            return parseInt(parts[0], 10) * 100 + parseInt(((parts[1] ?? "") + "00").slice(0, 2), 10)
        }
        /// Whether @p item lies wholly inside @p frame.
        function inside(item, frame) {
            const p = item.mapToItem(frame, 0, 0)
            return p.x >= -0.5 && p.y >= -0.5 && p.x + item.width <= frame.width + 0.5
                   && p.y + item.height <= frame.height + 0.5
        }

        function test_topics_data() {
            return [
                { tag: "chips.pay at Punto Banco", game: "punto-banco", topic: "chips.pay", level: 1, seed: 4 },
                { tag: "chips.colour-up at blackjack", game: "blackjack", topic: "chips.colour-up", level: 3, seed: 3 },
                { tag: "chips.change at craps", game: "craps", topic: "chips.change", level: 2, seed: 5 },
                { tag: "chips.count of one colour", game: "punto-banco", topic: "chips.count", level: 1, seed: 4 },
                { tag: "chips.count of one colour a stack", game: "chemin-de-fer", topic: "chips.count", level: 2, seed: 7 },
                { tag: "chips.count of mixed stacks", game: "blackjack", topic: "chips.count", level: 3, seed: 4 },
                { tag: "chips.cut at Punto Banco", game: "punto-banco", topic: "chips.cut", level: 3, seed: 2 },
                { tag: "chips.units at craps", game: "craps", topic: "chips.units", level: 2, seed: 6 }
            ]
        }

        function test_topics(data) {
            open(data.game, data.topic, data.level, data.seed)
            verify(page.session.valid, page.session.setupError)
            const table = page.table
            compare(table.objectName, "chipsTable")
            compare(table.topic, data.topic)
            verify(table.settled)
            const s = page.session.scenario
            compare(named("chipUnit").text, "Smallest chip" + (data.topic === "chips.change" ? " at this table: " : ": ")
                    + Theme.formatMoney(s.chip_unit))

            if (data.topic === "chips.pay" || data.topic === "chips.change") {
                // The float's rack: a tube per chip of the float, its chip's value printed on it.
                for (const chip of s.float)
                    verify(findChild(table, "floatChip-" + chip), "no tube of " + chip)
            }
            if (data.topic === "chips.pay") {
                compare(named("amountDue").text, Theme.formatMoney(s.amount))
                verify(named("amountDue").visible)
            } else if (data.topic === "chips.change") {
                compare(named("cashAmount").text, Theme.formatMoney(s.cash))
                verify(named("cash").visible)
                // The float's chips below the table's smallest are drawn, not offered.
                for (const chip of s.float)
                    compare(findChild(table, "floatChip-" + chip).opacity < 1, cents(chip) < cents(s.chip_unit), chip)
            } else if (data.topic === "chips.colour-up") {
                // A stack per value the player holds, each of its count, with "count × value" under it.
                const values = Object.keys(s.chips).filter(k => s.chips[k] > 0)
                let chips = 0
                for (const v of values)
                    chips += s.chips[v]
                compare(allNamed(named("stacks"), "chip").length, chips)
                const sorted = values.sort((a, b) => cents(b) - cents(a))
                for (let i = 0; i < sorted.length; ++i)
                    compare(named("caption-" + i).text, s.chips[sorted[i]] + " × " + Theme.formatMoney(sorted[i]))
            } else if (data.topic === "chips.count") {
                // Every chip of every run drawn, and never the total before the answer.
                let chips = 0
                let total = 0
                for (const pile of s.stacks)
                    for (const run of pile) {
                        chips += run.count
                        total += run.count * cents(run.chip)
                    }
                compare(allNamed(named("stacks"), "countChip").length, chips)
                compare(allNamed(named("stacks"), "stack-" + (s.stacks.length - 1)).length, 1)
                // A stack of several values prints each run's value beside it.
                const mixedRuns = s.stacks.filter(p => p.length > 1).reduce((n, p) => n + p.length, 0)
                compare(allNamed(named("stacks"), "runLabel").length, mixedRuns)
                verify(!named("countTotal").visible)
                compare(named("countTotal").text, "")
                page.answer(page.session.rightAnswer())
                tryCompare(page.session, "answered", true)
                compare(cents(page.session.expected.total), total)
                verify(named("countTotal").visible)
                compare(named("countTotal").text, "Total " + Theme.formatMoney(page.session.expected.total))
                // Every chip inside the felt.
                for (const chip of allNamed(named("stacks"), "countChip"))
                    verify(inside(chip, table), "a chip outside the table")
            } else if (data.topic === "chips.cut") {
                // The bet's chips in the house's stacks (the last one short), the ratio, the stack size.
                compare(allNamed(named("stacks"), "chip").length, s.bet.count)
                const stacks = Math.ceil(s.bet.count / s.stack)
                compare(allNamed(named("stacks"), "stack-" + (stacks - 1)).length, 1)
                compare(allNamed(named("stacks"), "stack-" + stacks).length, 0)
                compare(named("betCount").text, s.bet.count + " chips of " + Theme.formatMoney(s.bet.chip))
                compare(named("ratio").text, "PAYS " + s.pays)
                compare(named("stackSize").text, "Stacks of " + s.stack)
            } else if (data.topic === "chips.units") {
                compare(named("betLabel").text, CrapsPays.label(s.bet))
                verify(named("betLabel").text.length > 0)
                compare(named("betNumber").visible, s.point !== undefined)
                if (s.point !== undefined)
                    compare(named("betNumber").text, "POINT " + s.point)
                // The stake put down, in chips of the smallest (stacks of at most 20).
                const chips = cents(s.offered) / cents(s.chip_unit)
                compare(allNamed(named("stacks"), "chip").length, chips)
                compare(allNamed(named("stacks"), "stack-" + (Math.ceil(chips / 20) - 1)).length, 1)
                compare(allNamed(named("stacks"), "stack-" + Math.ceil(chips / 20)).length, 0)
                compare(named("betCount").text, chips + " chips of " + Theme.formatMoney(s.chip_unit))
            }
            if (data.topic !== "chips.count")
                verify(!named("countTotal").visible)

            // In Greek the amounts are written as the reader writes them.
            LanguageManager.language = "el"
            if (data.topic === "chips.pay")
                compare(named("amountDue").text, Amounts.format(s.amount))
            compare(named("chipUnit").text.endsWith(Amounts.format(s.chip_unit)), true)
        }

        // The drill page lays the chip topics on the chips felt at every game, and no other topic.
        function test_tableFile_data() {
            return [
                { tag: "a chip topic at baccarat", game: "punto-banco", topic: "chips.count", file: "ChipsTable" },
                { tag: "a chip topic at craps", game: "craps", topic: "chips.units", file: "ChipsTable" },
                { tag: "a chip topic at blackjack", game: "blackjack", topic: "chips.cut", file: "ChipsTable" },
                { tag: "baccarat's own topic", game: "punto-banco", topic: "baccarat.payout", file: "BaccaratTable" },
                { tag: "craps' own topic", game: "craps", topic: "craps.roll", file: "CrapsTable" },
                { tag: "blackjack's own topic", game: "blackjack", topic: "blackjack.payout", file: "BlackjackTable" }
            ]
        }
        function test_tableFile(data) {
            const drill = createTemporaryObject(drillComponent, root, { game: data.game, topic: data.topic, seed: 1 })
            compare(drill.tableFile(data.game, data.topic), "../Tables/" + data.file + ".qml")
        }

        // The bank's largest layouts (30 stacks of up to 10 runs of up to 100 chips,
        // TOPICS.md) fit inside the table at the sizes the drill page gives it: at
        // 1280 × 800 and 1024 × 700 the table has about 780 × 700 and 600 × 600.
        function test_largestLayoutFits_data() {
            const tall = [], mixed = [], one = []
            for (let i = 0; i < 30; ++i) {
                tall.push([{ chip: i % 2 === 0 ? "25" : "100", count: 100 }])
                const runs = []
                for (let j = 0; j < 10; ++j)
                    runs.push({ chip: ["0.5", "1", "2.5", "5", "10", "25", "100", "500", "1000", "5"][j], count: 10 })
                mixed.push(runs)
            }
            one.push([{ chip: "5", count: 100 }])
            const rows = []
            for (const size of [[780, 700], [600, 600], [600, 420]]) {
                rows.push({ tag: "30 stacks of 100 chips at " + size.join(" × "), width: size[0], height: size[1], stacks: tall, chips: 3000 })
                rows.push({ tag: "30 stacks of 10 runs at " + size.join(" × "), width: size[0], height: size[1], stacks: mixed, chips: 3000 })
                rows.push({ tag: "one stack of 100 chips at " + size.join(" × "), width: size[0], height: size[1], stacks: one, chips: 100 })
            }
            return rows
        }
        function test_largestLayoutFits(data) {
            const table = createTemporaryObject(Qt.createComponent("../../qml/Tables/ChipsTable.qml"), root,
                                                { width: data.width, height: data.height, topic: "chips.count" })
            verify(table)
            table.scenario = { stacks: data.stacks, float: ["0.5", "1", "2.5", "5", "10", "25", "100", "500", "1000"],
                               chip_unit: "0.5" }
            verify(table.settled)
            const chips = allNamed(table, "countChip")
            compare(chips.length, data.chips)
            for (const chip of chips)
                verify(inside(chip, table), "a chip outside the table at " + chip.mapToItem(table, 0, 0))
            for (const label of allNamed(table, "runLabel"))
                verify(inside(label, table), "a run's label outside the table")
            // The chips stay large enough to read their value.
            verify(chips[0].size >= 16, chips[0].size)
            // Each chip shows some of its edge under the next one.
            const first = chips[0].mapToItem(table, 0, 0), second = chips[1].mapToItem(table, 0, 0)
            verify(first.y - second.y >= 1, first.y - second.y)
            // And the total stays hidden until answered.
            verify(!findChild(table, "countTotal").visible)
            table.expected = { total: "123.5" }
            table.answered = true
            verify(findChild(table, "countTotal").visible)
            verify(inside(findChild(table, "countTotal"), table))
        }
    }
}

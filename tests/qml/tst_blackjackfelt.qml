import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Croupier
import Croupier.App

// The blackjack felt laid out as a school would show it (issue 17): at 1024 × 700 and
// 1920 × 1080, in English and in Greek, nothing drawn on the felt runs into anything
// else. Free play's rounds and the drills' scenarios are played out and, at every step,
// the rectangles of the stakes and their amounts never meet the cards', nor a box's
// number; the cards, the stakes and the printing keep off the gold arcs; the seat
// numbers lie beyond their box's outline; the action buttons share one font size and
// two equal columns. The arcs and boxes are worked from the layout's generator
// (assets/tools/make_blackjack_assets.py: arcs rx 300 about 500, 200 with ry 205 and
// 245, from 20° to 160°; boxes 104 × 124 turned by their angle − 90°), not from the view.
Item {
    id: root

    width: 1920
    height: 1080

    Component {
        id: playComponent

        BlackjackFreePlay {
            incidentRate: 0
        }
    }
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

        name: "BlackjackFelt"
        when: windowShown

        readonly property var sizes: [[1024, 700], [1920, 1080]]
        readonly property var langs: ["en", "el"]
        /// The generator's box centres and angles (make_blackjack_assets.py prints them).
        readonly property var centres: [[833.4, 365.0], [747.5, 452.8], [631.7, 510.1], [500.0, 530.0],
                                        [368.3, 510.1], [252.5, 452.8], [166.6, 365.0]]

        function initTestCase() {
            Theme.durationScale = 0
        }
        function cleanupTestCase() {
            LanguageManager.language = "en"
            root.width = 1920
            root.height = 1080
        }
        function cleanup() {
            stack.clear()
        }

        // --- geometry ---

        function rectOf(item) {
            const r = item.mapToItem(root, 0, 0, item.width, item.height)
            return { x: r.x, y: r.y, width: r.width, height: r.height }
        }
        /// Whether two rectangles overlap by more than half a pixel.
        function meets(a, b) {
            return a.x + a.width - 0.5 > b.x && b.x + b.width - 0.5 > a.x
                && a.y + a.height - 0.5 > b.y && b.y + b.height - 0.5 > a.y
        }
        function describe(r) {
            return "(" + Math.round(r.x) + ", " + Math.round(r.y) + " " + Math.round(r.width) + "×" + Math.round(r.height) + ")"
        }
        /// The visible items under @p item whose objectName @p test accepts.
        function collect(item, accept, out) {
            if (!item || !item.visible || item.opacity < 0.5)
                return out
            if (accept(item.objectName ?? ""))
                out.push(item)
            for (let i = 0; i < item.children.length; ++i)
                collect(item.children[i], accept, out)
            return out
        }
        /// The cards on the felt where they rest (the slide's end), as rectangles.
        function cardRects(scope) {
            return collect(scope, n => n === "card", []).map(c => {
                const r = c.parent.mapToItem(root, c.restX, c.restY, c.width, c.height)
                return { x: r.x, y: r.y, width: r.width, height: r.height, name: "card " + c.card,
                         hand: c.parent ? c.parent.objectName ?? "" : "" }
            })
        }
        /// Points along the two gold arcs, on the window (stroke 3: half of it each side).
        function arcPoints(felt) {
            const pts = []
            for (const ry of [205, 245])
                for (let a = 20; a <= 160; a += 0.5) {
                    const t = a * Math.PI / 180
                    pts.push({ x: felt.mapToItem(root, felt.px(500 + 300 * Math.cos(t)), 0).x,
                               y: felt.mapToItem(root, 0, felt.py(200 + ry * Math.sin(t))).y, ry: ry, a: a })
                }
            return pts
        }
        function arcIn(felt, r) {
            const m = 1.5 * felt.u
            for (const p of arcPoints(felt))
                if (p.x > r.x - m && p.x < r.x + r.width + m && p.y > r.y - m && p.y < r.y + r.height + m)
                    return p
            return null
        }
        /// The stakes, payouts and doubles on the felt, with their box (1-7).
        function stakeItems(scope) {
            return collect(scope, n => /^(stake|payout|double) \d\.\d$/.test(n), [])
        }
        function boxOf(item) { return Number(item.objectName.split(" ")[1].split(".")[0]) }
        function handOf(item) { return Number(item.objectName.split(" ")[1].split(".")[1]) }

        /// Nothing on the felt meets what it must not: stakes (and their amounts) and cards,
        /// stakes and box numbers, stakes of different boxes, cards and stakes and the arcs;
        /// the hands of a split box (issue 17: their fans ran into each other); a box's even-money
        /// marker and the numbers, cards, stakes, printing and arcs (it lay on box 4's number).
        function checkFelt(scope, felt, where) {
            const cards = cardRects(scope)
            const stakes = stakeItems(scope)
            const numbers = []
            for (let n = 1; n <= 7; ++n)
                numbers.push(findChild(felt, "boxNumber" + n))
            const split = /^hand (\d)\.(\d)$/
            for (const a of cards)
                for (const b of cards) {
                    const ha = split.exec(a.hand), hb = split.exec(b.hand)
                    if (ha && hb && ha[1] === hb[1] && ha[2] < hb[2])
                        verify(!meets(a, b), where + ": " + a.hand + "'s " + a.name + " " + describe(a) + " meets "
                               + b.hand + "'s " + b.name + " " + describe(b))
                }
            const printing = ["titlePrinting", "rulePrinting", "insurancePrinting"].map(n => findChild(felt, n))
            const insured = collect(scope, n => /^insuranceStake-\d$/.test(n), [])
            const evens = collect(scope, n => /^evenMoney\d$/.test(n), [])
            for (const e of evens) {
                const r = rectOf(e)
                const said = where + ": " + e.objectName + " '" + e.text + "' " + describe(r)
                // Another box's even-money marker (issue 17, seed 161: box 3's and box 4's words met).
                for (const o of evens)
                    if (o !== e)
                        verify(!meets(r, rectOf(o)), said + " meets " + o.objectName + " " + describe(rectOf(o)))
                for (const o of numbers.concat(printing, stakes, insured))
                    verify(!meets(r, rectOf(o)), said + " meets " + (o.objectName || o.text) + " " + describe(rectOf(o)))
                for (const c of cards)
                    verify(!meets(r, c), said + " meets " + c.name + " " + describe(c))
                const p = arcIn(felt, r)
                verify(p === null, said + " lies on the gold arc ry " + (p ? p.ry + " at " + p.a + "°" : ""))
            }
            // An insurance stake (its chips and amount) on the insurance line, off the gold arcs'
            // printing (issue 17: at most seeds the chips lay on the arcs), the line's and the
            // other printing, the cards, the numbers, the other stakes and insurance stakes.
            // Its chips and its amount apart (the amount lies level with the foot chip, beside the
            // stack, which rises over none of it).
            const partsOf = s => {
                const label = findChild(s, "stakeLabel")
                const chips = s.mapToItem(root, s.chipsX, 0, s.chipsWidth, s.height)
                const out = [{ x: chips.x, y: chips.y, width: chips.width, height: chips.height }]
                if (label && label.visible)
                    out.push(rectOf(label))
                return out
            }
            for (const s of insured) {
                const said = where + ": " + s.objectName + " " + describe(rectOf(s))
                for (const sr of partsOf(s)) {
                    const p = arcIn(felt, sr)
                    verify(p === null, said + " lies on the gold arc ry " + (p ? p.ry + " at " + p.a + "°" : ""))
                    for (const o of numbers.concat(printing, stakes))
                        verify(!meets(sr, rectOf(o)), said + " meets " + (o.objectName || o.text) + " " + describe(rectOf(o)))
                    for (const o of insured)
                        if (o !== s)
                            for (const or of partsOf(o))
                                verify(!meets(sr, or), said + " meets " + o.objectName + " " + describe(or))
                    for (const c of cards)
                        verify(!meets(sr, c), said + " meets " + c.name + " " + describe(c))
                }
            }
            for (const s of stakes) {
                const sr = rectOf(s)
                for (const c of cards)
                    verify(!meets(sr, c), where + ": " + s.objectName + " " + describe(sr) + " meets " + c.name + " " + describe(c))
                for (const n of numbers)
                    verify(!meets(sr, rectOf(n)), where + ": " + s.objectName + " " + describe(sr) + " meets the number " + n.text)
                // Any other: another box's, the same hand's (its stake and its payout), another
                // hand's of a split box (issue 17: seed 16's amounts ran over one another).
                for (const o of stakes)
                    if (o !== s)
                        verify(!meets(sr, rectOf(o)), where + ": " + s.objectName + " " + describe(sr) + " meets "
                               + o.objectName + " " + describe(rectOf(o)))
                const p = arcIn(felt, sr)
                verify(p === null, where + ": " + s.objectName + " " + describe(sr) + " lies on the gold arc ry " + (p ? p.ry + " at " + p.a + "°" : ""))
            }
            // A box's cards keep off another box's cards and betting circle (issue 17: a re-split
            // box's hands reached into the next box).
            const boxOfHand = c => { const h = split.exec(c.hand); return h ? Number(h[1]) : 0 }
            for (const c of cards) {
                const b = boxOfHand(c)
                if (b === 0)
                    continue
                for (const d of cards)
                    if (boxOfHand(d) > b)
                        verify(!meets(c, d), where + ": " + c.hand + "'s " + c.name + " " + describe(c) + " meets "
                               + d.hand + "'s " + d.name + " " + describe(d))
                for (let j = 1; j <= 7; ++j) {
                    if (j === b)
                        continue
                    // The circle (r 22, its stroke 1) on the window, and the card's nearest point to it.
                    const spot = felt.betSpot(j - 1)
                    const o = felt.mapToItem(root, felt.px(spot.x), felt.py(spot.y))
                    const nx = Math.max(c.x, Math.min(o.x, c.x + c.width)), ny = Math.max(c.y, Math.min(o.y, c.y + c.height))
                    verify(Math.hypot(nx - o.x, ny - o.y) >= 23 * felt.u, where + ": " + c.hand + "'s " + c.name + " "
                           + describe(c) + " lies on box " + j + "'s circle")
                }
            }
            for (const c of cards) {
                const p = arcIn(felt, c)
                verify(p === null, where + ": " + c.name + " " + describe(c) + " lies on the gold arc ry " + (p ? p.ry + " at " + p.a + "°" : ""))
                for (const name of ["titlePrinting", "rulePrinting", "insurancePrinting"])
                    verify(!meets(c, rectOf(findChild(felt, name))), where + ": " + c.name + " " + describe(c) + " covers " + name)
            }
        }

        function setSize(size, lang) {
            root.width = size[0]
            root.height = size[1]
            LanguageManager.language = lang
        }

        // --- the printing ---

        function test_printing_data() {
            const rows = []
            for (const lang of langs)
                for (const size of sizes)
                    rows.push({ tag: lang + " " + size.join("x"), lang: lang, size: size })
            return rows
        }
        // Issue 17: the title and the insurance line keep between the gold arcs (the Greek,
        // longer, set smaller); the seat numbers lie beyond their box's player side, off
        // its outline.
        function test_printing(data) {
            setSize(data.size, data.lang)
            const play = createTemporaryObject(playComponent, root, { width: root.width, height: root.height, seed: 3 })
            verify(play)
            tryCompare(play, "settled", true)
            const felt = findChild(play, "titlePrinting").parent
            for (const name of ["titlePrinting", "rulePrinting", "insurancePrinting"]) {
                const t = findChild(felt, name)
                const p = arcIn(felt, rectOf(t))
                verify(p === null, name + " " + describe(rectOf(t)) + " '" + t.text + "' meets the gold arc ry "
                       + (p ? p.ry + " at " + p.a + "°" : ""))
                verify(t.font.pixelSize >= 7)
            }
            // English fits at its full size: 24 design units.
            if (data.lang === "en")
                compare(findChild(felt, "titlePrinting").font.pixelSize, Math.round(24 * felt.u))
            for (let n = 1; n <= 7; ++n) {
                const t = findChild(felt, "boxNumber" + n)
                const a = (30 + 20 * (n - 1) - 90) * Math.PI / 180
                const c = centres[n - 1]
                const r = rectOf(t)
                // Each corner in the box's own frame: beyond its player-side edge (62, the
                // stroke 1.5 more).
                for (const [x, y] of [[r.x, r.y], [r.x + r.width, r.y], [r.x, r.y + r.height], [r.x + r.width, r.y + r.height]]) {
                    const p = felt.mapFromItem(root, x, y)
                    const dx = (p.x - felt.ox) / felt.u - c[0], dy = (p.y - felt.oy) / felt.u - c[1]
                    const ly = -dx * Math.sin(a) + dy * Math.cos(a)
                    verify(ly > 63.5, "box " + n + "'s number meets its outline: corner " + ly.toFixed(1) + " from the centre")
                }
            }
        }

        // --- free play ---

        function test_freePlay_data() {
            const rows = []
            for (const lang of langs)
                for (const size of sizes)
                    // 7: box 5 split, its second payout on its first stake; 28: box 6 split, a payout
                    // on the number 6 (issue 17).
                    for (const seed of [3, 5, 9, 7, 28])
                        rows.push({ tag: lang + " " + size.join("x") + " seed " + seed, lang: lang, size: size, seed: seed })
            return rows
        }
        // A few rounds of free play, played as expected: at every step nothing on the felt
        // meets what it must not (c4: box 1's 75 over its cards; c36: a payout's amount on
        // the number 1; c37: box 7's four cards over the arcs).
        function test_freePlay(data) {
            setSize(data.size, data.lang)
            const play = createTemporaryObject(playComponent, root, { width: root.width, height: root.height, seed: data.seed, decks: 4 })
            verify(play)
            tryCompare(play, "settled", true)
            const felt = findChild(play, "titlePrinting").parent
            const dealer = play.dealer
            let steps = 0
            for (let guard = 0; guard < 400 && dealer.rounds < 6; ++guard) {
                verify(dealer.act(dealer.expected.action, dealer.expected.value), dealer.refusal)
                wait(0)
                checkFelt(play, felt, "round " + dealer.rounds + " after " + dealer.expected.action)
                ++steps
            }
            verify(steps > 30, "played " + steps + " steps")
        }

        function test_actionButtons_data() {
            const rows = []
            for (const lang of langs)
                for (const size of sizes)
                    rows.push({ tag: lang + " " + size.join("x"), lang: lang, size: size })
            return rows
        }
        // c32: the buttons of one bar share one font size and two columns of one width; a long
        // label wraps instead of shrinking and never runs out of its button.
        function test_actionButtons(data) {
            setSize(data.size, data.lang)
            const play = createTemporaryObject(playComponent, root, { width: root.width, height: root.height, seed: 3 })
            verify(play)
            tryCompare(play, "settled", true)
            const grid = findChild(play, "actionGrid")
            verify(grid)
            const dealer = play.dealer
            // The opening of the shoe (its buttons: Count, Shuffle, Cut, Cut card, Burn), then a round's.
            for (const phase of ["opening", "round"]) {
                if (phase === "round")
                    for (let guard = 0; guard < 10 && dealer.expected.action !== "deal"; ++guard)
                        verify(dealer.act(dealer.expected.action, dealer.expected.value), dealer.refusal)
                wait(0)
                const buttons = []
                for (let i = 0; i < grid.children.length; ++i)
                    if (grid.children[i].visible && grid.children[i].text !== undefined)
                        buttons.push(grid.children[i])
                verify(buttons.length >= 5, phase + ": " + buttons.length + " buttons")
                for (const b of buttons) {
                    const label = b.contentItem
                    // One size for the bar: the first button's, at least the small one.
                    compare(label.font.pixelSize, buttons[0].contentItem.font.pixelSize, phase + ": '" + b.text + "' set at another size")
                    verify(label.font.pixelSize >= Theme.fontSizeSmall)
                    // Half the bar, to the pixel the layout rounds to.
                    verify(Math.abs(b.width - (grid.width - grid.columnSpacing) / 2) <= 1,
                           phase + ": '" + b.text + "' is not half the bar: " + b.width + " of " + grid.width)
                    verify(label.contentWidth <= label.width + 0.5, phase + ": '" + b.text + "' runs out of its button: "
                           + label.contentWidth + " in " + label.width + " of " + b.width)
                    verify(label.contentHeight <= b.height - b.topPadding - b.bottomPadding + 0.5 || label.lineCount === 1,
                           phase + ": '" + b.text + "' runs out of its button's height")
                    verify(label.lineCount <= 2, phase + ": '" + b.text + "' on " + label.lineCount + " lines")
                }
            }
        }

        // --- the drills ---

        function test_answerForm_data() {
            const rows = []
            for (const lang of langs)
                for (const size of sizes)
                    rows.push({ tag: lang + " " + size.join("x"), lang: lang, size: size })
            return rows
        }
        // c28: in the answer form of blackjack.round each field's name, hint and box follow
        // one another down the form, none on another, before and after the answer.
        function test_answerForm(data) {
            setSize(data.size, data.lang)
            const page = stack.push(drillComponent, { game: "blackjack", topic: "blackjack.round", seed: 3, level: 3 },
                                    StackView.Immediate)
            tryCompare(page, "settled", true)
            for (const when of ["asked", "answered"]) {
                if (when === "answered") {
                    verify(page.answer(page.session.wrongAnswer()))
                    tryCompare(page.session, "answered", true)
                }
                wait(0)
                const order = []
                for (const name of ["paid", "collected", "pushes"])
                    for (const part of ["label-", "hint-", "input-"]) {
                        const item = findChild(page, part + name)
                        verify(item, part + name)
                        if (item.visible)
                            order.push(item)
                    }
                for (let i = 1; i < order.length; ++i) {
                    const above = rectOf(order[i - 1]), below = rectOf(order[i])
                    verify(above.y + above.height + 2 <= below.y,
                           when + ": " + order[i].objectName + " at " + below.y.toFixed(1) + " is not below "
                           + order[i - 1].objectName + " ending at " + (above.y + above.height).toFixed(1))
                }
            }
        }

        function test_drill_data() {
            const rows = []
            for (const lang of langs)
                for (const size of sizes) {
                    for (const topic of ["blackjack.round", "blackjack.payout", "blackjack.step"])
                        for (const seed of [3, 5, 17])
                            rows.push({ tag: topic + " " + lang + " " + size.join("x") + " seed " + seed,
                                        lang: lang, size: size, topic: topic, seed: seed })
                    for (const seed of [3, 17, 40, 41, 42, 43])
                        rows.push({ tag: "blackjack.incident " + lang + " " + size.join("x") + " seed " + seed,
                                    lang: lang, size: size, topic: "blackjack.incident", seed: seed })
                    // Issue 17: split boxes, their hands apart (seed 16: box 4 in three hands; 120,
                    // 153: box 5 in two; 176: box 3 in two) and even money taken, off the box's number
                    // and the cards (11: box 1; 32: boxes 1 and 4; 62: box 2; 167: box 3).
                    for (const seed of [16, 120, 153, 176, 11, 32, 62, 167])
                        rows.push({ tag: "blackjack.round " + lang + " " + size.join("x") + " seed " + seed,
                                    lang: lang, size: size, topic: "blackjack.round", seed: seed })
                    // Issue 17, the ends of the arc: box 1's and box 7's stakes, doubles and split
                    // hands on the box's number or under the next box's cards (121: box 7 in two
                    // hands; 122: box 1 in two, one doubled; 139, 174, 175: box 1 doubled; 144: box 6
                    // in two, box 7's stake; 177: box 1 beside box 2's fan; 190, 198, 206: full tables).
                    for (const seed of [121, 122, 139, 144, 174, 175, 177, 190, 198, 206])
                        rows.push({ tag: "blackjack.round ends " + lang + " " + size.join("x") + " seed " + seed,
                                    lang: lang, size: size, topic: "blackjack.round", seed: seed })
                    // Split boxes that reached into the next box (64: box 2 in three hands, one
                    // doubled; 73: boxes 3 and 4 in three; 75: box 6 in two; 148, 161: box 2 in two):
                    // their cards off the next box's, their stakes apart.
                    for (const seed of [64, 73, 75, 148, 161])
                        rows.push({ tag: "blackjack.round splits " + lang + " " + size.join("x") + " seed " + seed,
                                    lang: lang, size: size, topic: "blackjack.round", seed: seed })
                    // Long hands that fanned into the next box: box 3's into box 2's cards (26; 14, 132:
                    // into box 2's split hands), box 5's into box 6's (1, 219), box 2's onto box 1's
                    // circle (171), box 6's onto box 7's (94, 111).
                    for (const seed of [1, 14, 26, 94, 111, 132, 171, 219])
                        rows.push({ tag: "blackjack.round fans " + lang + " " + size.join("x") + " seed " + seed,
                                    lang: lang, size: size, topic: "blackjack.round", seed: seed })
                    // Insurance stakes on the gold arcs (3: boxes 1 to 3; 1: box 1; 38: box 2; 16: box 3;
                    // 62: box 4; 67: box 5; 108: box 6).
                    for (const seed of [3, 1, 38, 16, 62, 67, 108])
                        rows.push({ tag: "blackjack.round insurance " + lang + " " + size.join("x") + " seed " + seed,
                                    lang: lang, size: size, topic: "blackjack.round", seed: seed })
                    // Even money beside the next box's insurance (issue 17): the words EVEN MONEY, two
                    // lines at 1024 × 700 and in Greek, of box 2 on box 3's insurance amount (109,
                    // 182), of box 6 on box 5's (165), of box 5 on box 4's insurance chips (119); now a
                    // 1:1 marker where the box's own insurance would lie (EvenMoneyMark).
                    for (const seed of [109, 119, 165, 182])
                        rows.push({ tag: "blackjack.round even money " + lang + " " + size.join("x") + " seed " + seed,
                                    lang: lang, size: size, topic: "blackjack.round", seed: seed })
                    // Box 2 in three hands at half size (196): its row, centred between ends that
                    // reckoned box 3's two cards as a fan up to box 2's first card, onto box 1's split
                    // stake (BlackjackFelt.sideEnd).
                    for (const seed of [196])
                        rows.push({ tag: "blackjack.round splits " + lang + " " + size.join("x") + " seed " + seed,
                                    lang: lang, size: size, topic: "blackjack.round", seed: seed })
                    // Box 1 split beside box 2's long hand (245): its lower stake on box 2's cards.
                    for (const seed of [245])
                        rows.push({ tag: "blackjack.round box 1 beside box 2 " + lang + " " + size.join("x") + " seed " + seed,
                                    lang: lang, size: size, topic: "blackjack.round", seed: seed })
                }
            return rows
        }
        function test_splitRoom_data() {
            const rows = []
            for (const lang of langs)
                for (const size of sizes)
                    rows.push({ tag: lang + " " + size.join("x"), lang: lang, size: size })
            return rows
        }
        // Issue 17: a three-hand split takes the room a neighbour's one hand leaves where it fans
        // away (seed 73: box 4 in three hands of 4, 4 and 3 cards, box 5's one hand fanning
        // left): larger than half size, the smallest a row may shrink to.
        function test_splitRoom(data) {
            setSize(data.size, data.lang)
            const page = stack.push(drillComponent, { game: "blackjack", topic: "blackjack.round", seed: 73, level: 3 },
                                    StackView.Immediate)
            tryCompare(page, "settled", true)
            for (let k = 1; k <= 3; ++k) {
                const hand = findChild(page.table, "hand 4." + k)
                verify(hand && hand.cards.count > 0, "box 4 holds three hands")
                verify(hand.cardScale >= 0.55 - 1e-6, "hand 4." + k + " drawn at " + hand.cardScale.toFixed(2))
            }
            checkFelt(page.table, findChild(page.table, "titlePrinting").parent, "seed 73")
        }

        // A drill's scenario dealt and answered: its stakes never under the cards; the round's
        // totals (c13), the exposed cards' label (c14), the boxes' badges (c15) off the
        // printing, the arcs, the cards and the outlines.
        function test_drill(data) {
            setSize(data.size, data.lang)
            const page = stack.push(drillComponent, { game: "blackjack", topic: data.topic, seed: data.seed, level: 3 },
                                    StackView.Immediate)
            tryCompare(page, "settled", true)
            const table = page.table
            const felt = findChild(table, "titlePrinting").parent
            checkFelt(table, felt, "dealt")
            verify(page.answer(page.session.wrongAnswer()))
            tryCompare(page.session, "answered", true)
            wait(0)
            checkFelt(table, felt, "answered")
            const printing = ["titlePrinting", "rulePrinting", "insurancePrinting"].map(n => findChild(felt, n))
            const cards = cardRects(table)
            for (const name of ["roundPaid", "roundCollected", "roundPushes", "exposedLabel", "splitHandLabel",
                                "insuranceOfferedLabel"]) {
                const item = findChild(table, name)
                if (!item || !item.visible)
                    continue
                const r = rectOf(item)
                for (const t of printing)
                    verify(!meets(r, rectOf(t)), name + " " + describe(r) + " meets " + t.objectName + " " + describe(rectOf(t)))
                for (const c of cards)
                    verify(!meets(r, c), name + " " + describe(r) + " meets " + c.name)
                const p = arcIn(felt, r)
                verify(p === null, name + " " + describe(r) + " lies on the gold arc ry " + (p ? p.ry + " at " + p.a + "°" : ""))
            }
            // A box's badge lies inside its box: its corners within the outline's inner edge.
            for (let n = 1; n <= 7; ++n) {
                const badge = findChild(table, "boxBadge" + n)
                if (!badge || !badge.visible)
                    continue
                // Its words whole inside it.
                const words = badge.children[0]
                verify(words.contentWidth <= words.width + 0.5 && words.contentHeight <= badge.height + 0.5,
                       "box " + n + "'s badge cuts '" + words.text + "'")
                const a = (30 + 20 * (n - 1) - 90) * Math.PI / 180
                const c = centres[n - 1]
                for (const [x, y] of [[0, 0], [badge.width, 0], [0, badge.height], [badge.width, badge.height]]) {
                    const p = badge.mapToItem(felt, x, y)
                    const dx = (p.x - felt.ox) / felt.u - c[0], dy = (p.y - felt.oy) / felt.u - c[1]
                    const lx = dx * Math.cos(a) + dy * Math.sin(a), ly = -dx * Math.sin(a) + dy * Math.cos(a)
                    verify(Math.abs(lx) < 50.5 && Math.abs(ly) < 60.5,
                           "box " + n + "'s badge crosses its outline at " + lx.toFixed(1) + ", " + ly.toFixed(1))
                }
            }
        }
            // Issue 17 (sweep3): the table limits and the smallest chip at blackjack.incident, in the
        // corner left of the rail: at 1024 × 700 "Minimum 25 · Maximum 2,500" on one line ran
        // over the rail (and in Greek onto box 5). The rail is the layout's outline (the
        // generator's path M40 40 … C240 625 40 520 40 250, stroke 22): no point of its left
        // curve within half its stroke of the words; the words off the boxes' numbers.
        function test_tableLimitsOffTheRail_data() {
            const rows = []
            for (const lang of langs)
                for (const size of sizes)
                    for (const seed of [1, 2])
                        rows.push({ tag: lang + " " + size.join("x") + " seed " + seed, lang: lang, size: size, seed: seed })
            return rows
        }
        function test_tableLimitsOffTheRail(data) {
            setSize(data.size, data.lang)
            const page = stack.push(drillComponent, { game: "blackjack", topic: "blackjack.incident", seed: data.seed, level: 3 },
                                    StackView.Immediate)
            tryCompare(page, "settled", true)
            const table = page.table
            const felt = findChild(table, "titlePrinting").parent
            const limits = findChild(table, "tableLimits")
            verify(limits && limits.visible, "no table limits at seed " + data.seed)
            const rail = []
            for (let i = 0; i <= 200; ++i) {
                const t = i / 200, v = 1 - t
                // From (500, 625) through (240, 625) and (40, 520) to (40, 250); then up to (40, 40).
                const x = v * v * v * 500 + 3 * v * v * t * 240 + 3 * v * t * t * 40 + t * t * t * 40
                const y = v * v * v * 625 + 3 * v * v * t * 625 + 3 * v * t * t * 520 + t * t * t * 250
                rail.push(felt.mapToItem(root, felt.px(x), felt.py(y)))
            }
            for (let y = 250; y >= 40; y -= 2)
                rail.push(felt.mapToItem(root, felt.px(40), felt.py(y)))
            const m = 11 * felt.u
            const words = [limits.children[0], limits.children[1], findChild(table, "smallestChip")]
            const numbers = []
            for (let n = 1; n <= 7; ++n)
                numbers.push(findChild(felt, "boxNumber" + n))
            for (const w of words) {
                const r = rectOf(w)
                for (const p of rail)
                    verify(!(p.x > r.x - m && p.x < r.x + r.width + m && p.y > r.y - m && p.y < r.y + r.height + m),
                           "'" + w.text + "' " + describe(r) + " lies on the rail at " + Math.round(p.x) + ", " + Math.round(p.y))
                for (const n of numbers)
                    verify(!meets(r, rectOf(n)), "'" + w.text + "' " + describe(r) + " meets the number " + n.text)
                for (const o of words)
                    if (o !== w)
                        verify(!meets(r, rectOf(o)), "'" + w.text + "' meets '" + o.text + "'")
            }
        }
}
}

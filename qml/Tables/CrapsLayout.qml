pragma ComponentBehavior: Bound

import QtQuick
import Croupier
import Croupier.App

// The craps layout (art. 16) seen from above, dealer at the top, players along
// the rail at the bottom: the felt and its lines (assets/layouts/craps.svg, made
// by assets/tools/make_craps_assets.py) with the words laid on as translated
// text, and where every one of the 36 bets of CrapsRules lies on it. Both the
// drill table (CrapsTable.qml) and free play (CrapsFreePlay.qml) draw on it.
//
// Design units: 1000 × 640, scaled by `u` to fit and centred (ox, oy).
Item {
    id: layout

    /// The bets whose boxes are lit (question-bank names).
    property var highlighted: []
    /// The point (0: none): its box's number makes room for the ON puck above it.
    property int point: 0
    /// The chip bank drawn filled with the house's chips (a drill); free play puts its rack there.
    property bool bankFilled: true
    /// A drill's table: its smallest chip ("5"); the bank holds that table's chips
    /// (HouseChips.tableChips). Empty: the house's float.
    property string chipUnit: ""
    /// Design units kept free above the layout (free play: the rack rises above the chip
    /// bank's place and must not come down over the boxes when the window is wide).
    property real topReserve: 0
    /// Design units to pixels.
    readonly property real u: Math.min(width / 1000, height / (640 + topReserve))
    readonly property real ox: (width - 1000 * u) / 2
    readonly property real oy: topReserve * u + (height - (640 + topReserve) * u) / 2
    /// The six number boxes, left to right, and the x of each box's left edge.
    readonly property var numbers: [4, 5, 6, 8, 9, 10]
    readonly property var boxX: [130, 225, 320, 415, 510, 605]
    /// Where the dealer's chip bank is (losing stakes go there), in design units.
    readonly property point bank: Qt.point(500, 33)
    /// Where the ON puck lies, in design units: inside the point's box, over its number.
    readonly property real puckOnY: 107

    function px(x: real): real { return ox + x * u }
    function py(y: real): real { return oy + y * u }

    /// The centre of number @p n's box, in design units.
    function boxCentre(n: int): real {
        const i = numbers.indexOf(n)
        return i < 0 ? 0 : boxX[i] + 47.5
    }
    /// Where the puck lies: OFF in the DON'T COME bar, ON inside the point's box, above its
    /// number (issue 17: never astride the box's border).
    function puckSpot(point: int): point {
        return point > 0 ? Qt.point(boxCentre(point), puckOnY) : Qt.point(75, 100)
    }

    /**
     * Where a stake lies, in design units, for a bet (question-bank name), the
     * number a COME / DON'T COME bet (or its odds) has travelled to (0: not yet)
     * and the player's seat (1–6, clockwise from the dealer's left, art. 16 §7,
     * who stand along the rail from the right).
     */
    function spot(bet: string, betPoint: int, seat: int): point {
        const s = Math.max(1, Math.min(6, seat))
        // Along a 570-wide band (COME, FIELD, the lines), one place per seat, seat 1 at the right.
        const band = 130 + 570 * (6.5 - s) / 6
        // Inside a 95-wide box, one place per seat.
        const inBox = (n) => boxCentre(n) - 47.5 + 95 * (6.5 - s) / 6.4
        // Each box's stake beside its printing, never on it (issue 17): the one-roll and
        // hardway boxes print their dice and pay at the left, the stake lies at the right.
        const centre = {
            "big-6": [72, 318], "big-8": [40, 253], "under-7": [48, 392], "over-7": [48, 468],
            "any-seven": [905, 89], "hard-6": [795, 144], "hard-10": [920, 144], "hard-8": [795, 200],
            "hard-4": [920, 200], "craps-3": [795, 276], "craps-2": [920, 276], "craps-12": [795, 332],
            "yo-11": [920, 332], "horn": [905, 390], "any-craps": [905, 452]
        }
        if (centre[bet] !== undefined)
            return Qt.point(centre[bet][0], centre[bet][1])
        switch (bet) {
        case "pass": return Qt.point(band, 458)
        case "pass-odds": return Qt.point(band, 528)          // behind the WIN line, on the rail side
        case "dont-pass": return Qt.point(band, 403)
        case "dont-pass-odds": return Qt.point(band + 16, 398) // bridged on the DON'T WIN bet
        case "field": return Qt.point(band, 358)
        case "come": return betPoint > 0 ? Qt.point(inBox(betPoint), 210) : Qt.point(band, 270)
        case "come-odds": return Qt.point(inBox(betPoint) + 12, 202)   // on and offset
        // In the DON'T COME bar above and below its printing (issue 17), two by two.
        case "dont-come": return betPoint > 0 ? Qt.point(inBox(betPoint), 76)
                                              : Qt.point(s <= 4 ? 45 : 92, [82, 110, 190, 216, 190, 216][s - 1])
        case "dont-come-odds": return Qt.point(inBox(betPoint) + 12, 70)   // bridged
        }
        const m = /^(place|lay)-(\d+)$/.exec(bet)
        if (m)
            return Qt.point(inBox(Number(m[2])), m[1] === "place" ? 170 : 76)
        return Qt.point(500, 560)
    }

    /// The x of the BIG 6 / BIG 8 box's diagonal (from its foot's left, 20, 332, to its top's
    /// right, 120, 240) at @p y, design units.
    function diagonalX(y: real): real { return 20 + (332 - y) * 100 / 92 }

    /**
     * The free felt a stake of @p bet may lie on (design units): the rectangles
     * [x, y, width, height] of its box, or of its part of a box, tried in order
     * (issue 17: a stake lies inside its own box, never over the printing, another
     * stake or the dealer's rack; the printing is kept clear by pack()). @p betPoint
     * is the number a COME / DON'T COME bet (or its odds) has travelled to.
     */
    function lanes(bet, betPoint) {
        // Each a little inside the box's lines (their strokes are 3 units wide, the centre bets'
        // 2): a stake 2 units from the line's middle, a third of a pixel from its stroke at
        // 1024x700, read as lying on it (issue 17: keyed stakes on the 4 | 5 divider at free play).
        return boxLanes(bet, betPoint).map(l => [l[0] + laneInset, l[1] + laneInset, l[2] - 2 * laneInset, l[3] - 2 * laneInset])
    }
    /// The lanes of @p bet inside the box lit for it (a drill's one bet, craps.maximum), clear
    /// of its gold border: a place bet's in its place box under its number, not beside the
    /// number across the box's top line (level 3 seeds 13 and 28: the largest place bets'
    /// stacks stood on it); a come bet's on its number a unit lower than lanes()'s (seed 1:
    /// the flat bet's chips touched the border's inside).
    function litLanes(bet, betPoint) {
        const m = /^place-(\d+)$/.exec(bet)
        const come = (bet === "come" || bet === "come-odds") && betPoint > 0
        if (!m && !come)
            return lanes(bet, betPoint)
        const x = boxX[Math.max(0, numbers.indexOf(m ? Number(m[1]) : betPoint))]
        const y = m ? 152 : 192
        return [[x + 2 + laneInset, y + laneInset, 91 - 2 * laneInset, 36 - 2 * laneInset]]
    }
    /// How far each lane lies inside the one drawn up against its box's lines (boxLanes), design units.
    readonly property real laneInset: 2
    /// lanes() up against the box's lines: 2 units from their middle.
    function boxLanes(bet, betPoint) {
        const inBox = n => {
            const i = numbers.indexOf(n)
            return i < 0 ? 130 : boxX[i]
        }
        const fixed = {
            // BIG 6 below the diagonal, BIG 8 above it, each beside its printing (in its
            // triangle's far corner): BIG 6's strips along the box's foot under its printing,
            // the lowest out to the diagonal (two keyed stakes side by side, level 3 seeds 25
            // and 27 at 1024x700), BIG 8's above it, a strip for each unit down along the
            // diagonal to its printing and beside it (keyed stakes in two rows: level 3 seed 66's
            // four at 1920x1080, seed 77's three, one with its key below, at 1024x700).
            "big-6": [[48, 310, 70, 20], [50, 304, 68, 26], [60, 299, 58, 31]],
            "big-8": Array.from({ length: 39 }, (_, i) => 262 + i).map(foot => [22, 242, diagonalX(foot) - 23.5, foot - 242]),
            "under-7": [[22, 366, 96, 44]], "over-7": [[22, 442, 96, 44]],
            "any-seven": [[727, 70, 246, 38]], "horn": [[732, 366, 241, 48]], "any-craps": [[732, 426, 241, 52]]
        }
        if (fixed[bet] !== undefined)
            return fixed[bet]
        const centre = { "hard-6": [730, 118], "hard-10": [855, 118], "hard-8": [730, 174], "hard-4": [855, 174],
                         "craps-3": [730, 250], "craps-2": [855, 250], "craps-12": [730, 306], "yo-11": [855, 306] }
        if (centre[bet] !== undefined)   // the box, its dice and pay kept clear (printedRects)
            return [[centre[bet][0] + 2, centre[bet][1] + 2, 116, 48]]
        switch (bet) {
        case "pass": case "pass-odds": return [[132, 430, 566, 56]]
        case "dont-pass": case "dont-pass-odds": return [[132, 387, 566, 32]]
        case "field": return [[132, 310, 566, 66]]
        case "come": case "come-odds":
            return betPoint > 0 ? [[inBox(betPoint) + 2, 191, 91, 38]] : [[132, 242, 566, 56]]
        case "dont-come": case "dont-come-odds":
            return betPoint > 0 ? [[inBox(betPoint) + 2, 62, 91, 28]] : [[22, 62, 106, 62], [22, 176, 106, 52]]
        }
        const m = /^(place|lay)-(\d+)$/.exec(bet)
        if (m)
            // A place bet on its number's box, beside the number, down to the dashed line;
            // a lay bet (a DON'T COME bet on the number too) in the strip above the number, never
            // over its foot line (issue 17: craps.maximum's DON'T COME odds on 10 and its flat bet
            // stood across the lit strip's line at 1920x1080).
            return m[1] === "place" ? [[inBox(Number(m[2])) + 2, 132, 91, 56], [inBox(Number(m[2])) + 2, 94, 91, 94]]
                                    : [[inBox(Number(m[2])) + 2, 62, 91, 28]]
        return [[132, 430, 566, 56]]
    }

    /// The printing's rectangles in design units, and the puck's and the FIELD's circles':
    /// what no stake may cover.
    function printedRects() {
        // Above the boxes: the chip bank, or the rack at free play; the FIELD's circles.
        const out = [[0, 0, 1000, 59], [160, 315, 30, 30], [640, 315, 30, 30]]
        // The dice printed in the hardway and one-roll boxes (the felt's: 16 wide, 2 apart,
        // about x + 30, y + 26, make_craps_assets.py), a unit round them.
        for (const b of [[730, 118], [855, 118], [730, 174], [855, 174], [730, 250], [855, 250], [730, 306], [855, 306]])
            out.push([b[0] + 11, b[1] + 17, 38, 18])
        for (let i = 0; i < children.length; ++i) {
            const c = children[i]
            if (c.objectName === "printing" && c.visible && c.width > 0)
                out.push([(c.x - ox) / u, (c.y - oy) / u, c.width / u, c.height / u])
        }
        const p = puckSpot(point)
        const r = (point > 0 ? 15 : 20) + 2
        out.push([p.x - r, p.y - r, 2 * r, 2 * r])
        return out
    }

    /**
     * Where each stake lies (design units, its group's top-left): @p items, each
     * { lanes, prefX (the seat's x along the lane, design units), shapes: [[w, h], ...] },
     * are laid in order, each at the free place of its lanes nearest its seat's that
     * covers neither the printing nor a stake laid before it, in its first shape that
     * finds one (the amount beside the chips, then below them; each shape [w, h, kind]). A
     * stake with no free place lies at its seat's in its first lane (the overlap test in
     * tests/qml/tst_feltstakes.qml fails then). Returns { spots: [{ x, y, kind, ok }], failed }:
     * the places in order, the kind of shape laid (ok: a free one), and how many found no free place.
     */
    function pack(items) {
        const printed = printedRects()
        const taken = []
        // @p r meets a rectangle of @p list, or comes within @p gx of it across, @p gy up or
        // down (design units).
        const meets = (list, r, gx, gy) => list.some(t => r[0] < t[0] + t[2] + gx && t[0] < r[0] + r[2] + gx
                                                          && r[1] < t[1] + t[3] + gy && t[1] < r[1] + r[3] + gy)
        // A stake's room round it (inset: the ring's at free play) kept clear of the printing;
        // of the stakes laid before it too, unless its box is crowded.
        const inner = (r, inset) => [r[0] + inset, r[1] + inset, r[2] - 2 * inset, r[3] - 2 * inset]
        // A stake's amount a few units beside the printing, not read as part of its line
        // ("5 2 · 3"), but in a crowded box (tight).
        // Stakes @p apart units apart across (4 with their amounts: "3.43 1.03", never
        // "3.431.03"; 1 keyed), a unit up and down.
        const hits = (r, inset, tight, apart) => meets(printed, r, tight ? 1 : 6, 1) || meets(taken, inner(r, inset), apart, 1)
        // The lane's rows for a stake @p h high, its middle first, then a step up and down in
        // turn (@p top: from its top down, a crowded box's); a stake taller than its lane
        // stands with its foot on the lane's foot, up to half a unit above the lane (3 units
        // inside the box's line's middle, lanes()), never out over it (issue 17: BIG 8's stake and winnings stood above its box).
        const rows = (lane, h, top) => {
            if (h > lane[3] + 2 - laneInset)
                return []
            if (h >= lane[3])
                return [lane[1] + lane[3] - h]
            if (top) {
                const down = []
                for (let y = lane[1]; y <= lane[1] + lane[3] - h + 0.01; y += 3)
                    down.push(y)
                return down.concat([lane[1] + lane[3] - h])
            }
            const mid = lane[1] + (lane[3] - h) / 2
            const ys = [mid]
            for (let d = 3; d <= (lane[3] - h) / 2 + 0.01; d += 3)
                ys.push(mid - d, mid + d)
            ys.push(lane[1], lane[1] + lane[3] - h)
            return ys
        }
        const startOf = (lane, w, prefX) => Math.max(lane[0], Math.min(Math.max(lane[0], lane[0] + lane[2] - w), prefX - w / 2))
        // The free place of @p lanes nearest prefX for a stake w × h, or null.
        const place = (lanes, prefX, w, h, top, inset, tight, apart) => {
            for (const lane of lanes) {
                const lo = lane[0], hi = lane[0] + lane[2] - w
                if (hi < lo)
                    continue
                const start = startOf(lane, w, prefX)
                let ys = rows(lane, h, top)
                if (top) {
                    // A crowded box packed from its top left: also just right of and just under
                    // each stake laid (a come box's two rows of keyed stakes fit only so).
                    const edges = (at, lower, upper) => taken.map(at).filter(v => v >= lower && v <= upper)
                    ys = ys.concat(edges(t => t[1] + t[3] + 1.01, lane[1], lane[1] + lane[3] - h)).sort((a, b) => a - b)
                    for (const x of [lo].concat(edges(t => t[0] + t[2] + apart + 0.01, lo, hi)).sort((a, b) => a - b))
                        for (const y of ys)
                            if (!hits([x, y, w, h], inset, tight, apart))
                                return [x, y, w, h]
                }
                // A step past the lane's width: its two ends are tried too.
                for (let d = 0; d < hi - lo + 3; d += 3) {
                    for (const x of d === 0 ? [start] : [Math.min(hi, start + d), Math.max(lo, start - d)]) {
                        for (const y of ys)
                            if (!hits([x, y, w, h], inset, tight, apart))
                                return [x, y, w, h]
                    }
                }
            }
            return null
        }
        const out = []
        let failed = 0
        for (const it of items) {
            let found = null
            let shape = 0
            for (; shape < it.shapes.length && found === null; ++shape)
                found = place(it.lanes, it.prefX, it.shapes[shape][0], it.shapes[shape][1], it.top ?? false, it.tight ? it.inset : 0,
                              it.tight ?? false, it.shapes[shape][2].startsWith("keyed") ? 1 : 4)
            const ok = found !== null
            if (!ok) {
                ++failed
                shape = 1
                found = [startOf(it.lanes[0], it.shapes[0][0], it.prefX),
                         Math.min(it.lanes[0][1] + (it.lanes[0][3] - it.shapes[0][1]) / 2, it.lanes[0][1] + it.lanes[0][3] - it.shapes[0][1]),
                         it.shapes[0][0], it.shapes[0][1]]
            }
            taken.push(inner(found, it.tight ? it.inset : 0))
            out.push({ x: found[0], y: found[1], kind: it.shapes[shape - 1][2], ok: ok })
        }
        return { spots: out, failed: failed }
    }

    /**
     * The shapes a stake's group may take on the felt, [w, h, kind] in pixels, in the order
     * they are tried (placeStakes): the amounts beside the chips ("beside"), below them
     * ("below"); the chips compact, the amounts beside or below ("compactBeside",
     * "compactBelow"), the winnings above the stake ("stacked"); the chips compact and flat
     * with one key letter beside the stake, its amount and its winnings' in the legend
     * ("keyed", "keyedStacked"), or below it ("keyedBelow": five stakes across a come box at
     * 1024x700). @p stake
     * and @p winnings are the group's ChipStacks, @p paid whether the winnings lie there;
     * @p before the pixels at the group's left (the ON button), @p after at its right (a
     * mark), @p marksHeight their height; @p margin the room kept round the group (free
     * play's ring); @p winGap and @p belowGap the gaps between winnings and stake. @p plain
     * (the drill's table): also the keyed shapes without the marks, which then stand in the
     * legend after the amount ("keyedPlain", "keyedPlainStacked", "keyedPlainBelow": a lay
     * strip's four keyed stakes and an ON button at 1024x700, level 3 seed 18); and, paid, the
     * stake's keyed chips alone, the winnings' amount in the legend too ("keyedPlainBare",
     * "keyedPlainBareBelow": the winnings' chips are not drawn). Smallest of all, the key printed
     * over the stake's top chip, no wider than the chips ("keyedPlainOver", the winnings' chips
     * beside it; "keyedPlainOverBare" without them: two keyed shapes side by side need about 69
     * units, BIG 8's second row above its printing is about 52 wide at 1024x700, where level 3
     * seed 66's four stakes lay over one another; four chips with their keys lie in its first row).
     */
    function groupShapes(stake, winnings, paid, before, after, marksHeight, margin, winGap, belowGap, plain) {
        const m = 2 * margin
        const row = (sw, sh, ww, wh, gap, kind) => [m + before + (paid ? ww + gap : 0) + sw + after,
                                                    m + Math.max(sh, paid ? wh : 0, marksHeight), kind]
        const column = (sw, sh, ww, wh, kind) => [m + before + Math.max(ww, sw) + after,
                                                  m + Math.max(wh + 1 + sh, marksHeight), kind]
        const out = [row(stake.besideWidth, stake.besideHeight, winnings.besideWidth, winnings.besideHeight, winGap, "beside"),
                     row(stake.belowWidth, stake.belowHeight, winnings.belowWidth, winnings.belowHeight, belowGap, "below"),
                     row(stake.compactBesideWidth, stake.compactBesideHeight, winnings.compactBesideWidth,
                         winnings.compactBesideHeight, winGap, "compactBeside"),
                     row(stake.compactBelowWidth, stake.compactBelowHeight, winnings.compactBelowWidth,
                         winnings.compactBelowHeight, belowGap, "compactBelow")]
        if (paid)
            out.push(column(stake.compactBesideWidth, stake.compactBesideHeight, winnings.compactBesideWidth,
                            winnings.compactBesideHeight, "stacked"))
        // Keyed: one key for the stake and its winnings (unlabelled), no ring's room (a
        // crowded come box's stakes in one row; the ring around the chips meets no printing there).
        const keyed = (b, a, mh, name) => {
            const wide = (sw, sh, kind) => [b + (paid ? winnings.keyedChipsWidth + keyedGap : 0) + sw + a,
                                            Math.max(sh, paid ? winnings.keyedChipsHeight : 0, mh), kind]
            out.push(wide(stake.keyedWidth, stake.keyedHeight, name))
            if (paid)
                out.push([b + Math.max(winnings.keyedChipsWidth, stake.keyedWidth) + a,
                          Math.max(winnings.keyedChipsHeight + 1 + stake.keyedHeight, mh), name + "Stacked"])
            out.push(wide(stake.keyedBelowWidth, stake.keyedBelowHeight, name + "Below"))
        }
        keyed(before, after, marksHeight, "keyed")
        if (plain ?? false)
            keyed(0, 0, 0, "keyedPlain")
        // Paid, in a box with no room for the winnings' chips beside or above the stake: the
        // stake's chips and key alone, the winnings' amount in the legend after the stake's
        // ("keyedPlainBare", "keyedPlainBareBelow": three paid stakes in CRAPS 3 beside its
        // printed dice, level 3 seed 34 answered).
        if ((plain ?? false) && paid) {
            out.push([stake.keyedWidth, stake.keyedHeight, "keyedPlainBare"])
            out.push([stake.keyedBelowWidth, stake.keyedBelowHeight, "keyedPlainBareBelow"])
        }
        if (plain ?? false) {
            out.push([(paid ? winnings.keyedChipsWidth + keyedGap : 0) + stake.keyedOverWidth,
                      Math.max(stake.keyedOverHeight, paid ? winnings.keyedChipsHeight : 0), "keyedPlainOver"])
            if (paid)
                out.push([stake.keyedOverWidth, stake.keyedOverHeight, "keyedPlainOverBare"])
        }
        return out
    }
    /// What a shape's @p kind (groupShapes) asks of the view that draws it, the one reading of
    /// the kinds' names for the drill's table and free play: its amounts below the chips
    /// (narrow), its chips compact, the winnings above the stake (stacked), a key letter for
    /// the amounts (keyed), the marks' words in the legend too (plain), the winnings' chips not
    /// drawn (bare), the key over the top chip (over).
    function kindTraits(kind: string): var {
        return { narrow: kind === "below" || kind.endsWith("Below"), compact: kind !== "beside" && kind !== "below",
                 stacked: kind === "stacked" || kind.endsWith("Stacked"), keyed: kind.startsWith("keyed"),
                 plain: kind.startsWith("keyedPlain"), bare: kind.includes("Bare"), over: kind.startsWith("keyedPlainOver") }
    }
    /// Between a keyed stake's winnings and its chips (groupShapes; the tables lay them so).
    readonly property real keyedGap: 1
    /// How crowded a box is (placeStakes): the kinds of shape its stakes may take, tried in
    /// that order (the most crowded: keys beside the chips, then below them first: three
    /// groups across the 10's come box, two of them paid, at level 3 seed 11 answered; at the
    /// drill's table, then the marks in the legend, then a paid stake's winnings too where
    /// it finds no room, then every paid stake's: three paid stakes in CRAPS 3 beside its
    /// dice, level 3 seed 34 answered at 1920x1080 and at 1024x700); last, the keys over the
    /// chips, the winnings' chips beside them, then not (four stakes in BIG 8, level 3 seed 66 at
    /// 1024x700, answered and not).
    readonly property var crowdedKinds: [["beside", "below", "compactBeside", "compactBelow", "stacked"],
                                         ["compactBeside", "compactBelow", "stacked"],
                                         ["keyed", "keyedStacked"], ["keyed", "keyedBelow"], ["keyedBelow", "keyed"],
                                         ["keyedPlain", "keyedPlainStacked", "keyedPlainBelow"],
                                         ["keyedPlainBelow", "keyedPlain", "keyedPlainStacked"],
                                         ["keyedPlain", "keyedPlainStacked", "keyedPlainBelow", "keyedPlainBare",
                                          "keyedPlainBareBelow"],
                                         ["keyedPlainBare", "keyedPlainBareBelow", "keyedPlain", "keyedPlainBelow"],
                                         ["keyedPlainOver"], ["keyedPlainOverBare", "keyedPlainOver"]]

    /**
     * Where the stakes of @p groups lie: each { row, bet, betPoint, seat, shapes, inset, lanes } (its
     * shapes, groupShapes(); lanes, optional: its own, not lanes()'s; inset, optional: the pixels of each shape round the group, kept
     * clear of the printing, and of the other stakes outside a crowded box: the ring of free
     * play's bet being settled), laid seat by seat from the left of the rail (seat 6), a flat
     * bet before its odds, each nearest its seat's place (spot()). A box where a stake finds no
     * free place full size has every stake in it drawn compact, packed from its top left
     * (issue 17: two stakes, or a stake and its winnings, in one small box at 1024x700); one
     * where compact stakes still find none has them keyed, their amounts in the legend (three
     * or four stakes of six-figure amounts in one come or one-roll box). Returns the top-left
     * of each (design units), its shape's kind and whether it found a free place, indexed by row.
     */
    function placeStakes(groups) {
        const odds = g => g.bet.endsWith("-odds") ? 1 : 0
        const order = groups.slice().sort((a, b) => b.seat - a.seat || odds(a) - odds(b) || a.row - b.row)
        const items = order.map(g => ({ lanes: g.lanes ?? lanes(g.bet, g.betPoint), prefX: spot(g.bet, g.betPoint, g.seat).x,
                                        shapes: g.shapes.map(s => [s[0] / u, s[1] / u, s[2]]), inset: (g.inset ?? 0) / u }))
        const boxOf = it => JSON.stringify(it.lanes)
        // The best of the seats' places and, in the boxes where a stake found none, each stake
        // as far left as it goes (the seats still in order).
        const best = list => {
            const laid = pack(list)
            if (laid.failed === 0)
                return laid
            const full = new Set(list.filter((it, j) => !laid.spots[j].ok).map(boxOf))
            const packed = pack(list.map(it => full.has(boxOf(it)) ? Object.assign({}, it, { prefX: -1000 }) : it))
            return packed.failed < laid.failed ? packed : laid
        }
        // Each box's crowding (crowdedKinds), raised where a stake found no place, until none
        // is left or crowding helps no further.
        const crowding = new Map()
        const crowded = it => {
            const level = crowding.get(boxOf(it)) ?? 0
            // In the level's order.
            const shapes = crowdedKinds[level].map(k => it.shapes.find(s => s[2] === k)).filter(s => s !== undefined)
            return level === 0 || shapes.length === 0 ? Object.assign({}, it, { shapes: shapes.length > 0 ? shapes : it.shapes })
                 : Object.assign({}, it, { shapes: shapes, top: true, tight: true, prefX: -1000, inset: level >= 2 ? 0 : it.inset })
        }
        // The fewest failed of all levels tried: a level may fail where a higher one fits (keys
        // below the chips, then the marks in the legend: level 3 seed 18 answered at 1920x1080).
        let laid = best(items.map(crowded))
        let fewest = laid
        for (let pass = 0; pass < crowdedKinds.length && laid.failed > 0; ++pass) {
            let raised = false
            items.forEach((it, j) => {
                const level = crowding.get(boxOf(it)) ?? 0
                // Only to a level of shapes the stake has (free play's have no plain ones).
                if (!laid.spots[j].ok && level < crowdedKinds.length - 1
                        && it.shapes.some(s => crowdedKinds[level + 1].indexOf(s[2]) >= 0)) {
                    crowding.set(boxOf(it), level + 1)
                    raised = true
                }
            })
            if (!raised)
                break
            laid = best(items.map(crowded))
            if (laid.failed < fewest.failed)
                fewest = laid
        }
        const out = []
        order.forEach((g, j) => out[g.row] = fewest.spots[j])
        return out
    }

    /**
     * The keys of the keyed stakes of @p groups laid at @p placed (placeStakes), down and
     * across the felt: each group { row, amount, paid (the winnings' amount, or ""), marks
     * (its ON button's and OFF or PUSH mark's words, optional) }.
     * Returns { keys: { row: key }, legend: [{ key, amount, marks }] }, the amount "325 → 325"
     * for a stake and its winnings (as the drill's feedback writes them), the marks those
     * of a stake laid without them ("keyedPlain...").
     */
    function keysFor(groups, placed) {
        const keyed = groups.filter(g => placed[g.row] !== undefined && placed[g.row].kind.startsWith("keyed"))
        keyed.sort((a, b) => placed[a.row].y - placed[b.row].y || placed[a.row].x - placed[b.row].x)
        // In rows, each left to right: stakes whose tops lie within a few units of the row's
        // first are in its row (a row of keys over chips of two heights read "A C B D").
        let top = -Infinity
        const row = new Map()
        for (const g of keyed) {
            if (placed[g.row].y > top + 6)
                top = placed[g.row].y
            row.set(g.row, top)
        }
        keyed.sort((a, b) => row.get(a.row) - row.get(b.row) || placed[a.row].x - placed[b.row].x)
        const keys = {}
        const legend = []
        const next = (amount, marks) => {
            const n = Theme.stakeKeys.length
            const key = Theme.stakeKeys[legend.length % n] + (legend.length >= n ? Theme.stakeKeys[Math.floor(legend.length / n) - 1] : "")
            legend.push({ key: key, amount: amount, marks: marks })
            return key
        }
        for (const g of keyed)
            keys[g.row] = next(g.paid !== "" ? g.amount + " → " + g.paid : g.amount,
                               placed[g.row].kind.startsWith("keyedPlain") ? g.marks ?? "" : "")
        return { keys: keys, legend: legend }
    }
    /// The keyed stakes' amounts (keysFor): [{ key, amount, marks }], printed in the felt's
    /// bottom right corner, clear of the dice, the players' places and the shooter.
    property var legend: []

    Accessible.role: Accessible.Pane
    //: The accessible name of the craps layout.
    Accessible.name: qsTr("Craps layout")

    Image {
        x: layout.ox; y: layout.oy
        width: 1000 * layout.u; height: 640 * layout.u
        source: "qrc:/croupier/assets/layouts/craps.svg"
        sourceSize.width: Math.ceil(width * Screen.devicePixelRatio)
        sourceSize.height: Math.ceil(height * Screen.devicePixelRatio)
    }

    /// The printing moved or changed its words (a language, the point's number): stakes lie anew.
    signal printingChanged()

    component Printing: Text {
        objectName: "printing"
        onWidthChanged: layout.printingChanged()
        onHeightChanged: layout.printingChanged()
        onYChanged: layout.printingChanged()
        property real cx: 0
        property real cy: 0
        property real size: 18
        /// The bets this printing names: lit when one of them is highlighted.
        property var bets: []
        readonly property bool lit: bets.some(b => layout.highlighted.indexOf(b) >= 0)
        x: layout.px(cx) - width / 2
        y: layout.py(cy) - height / 2
        color: lit ? Theme.feltGold : Theme.printing
        font.family: Theme.displayFamily
        font.bold: true
        font.pixelSize: Math.max(7, Math.round(size * layout.u))
        horizontalAlignment: Text.AlignHCenter
        lineHeight: 0.9
    }
    component Box: Rectangle {
        property real bx: 0
        property real by: 0
        property real bw: 0
        property real bh: 0
        property var bets: []
        visible: bets.some(b => layout.highlighted.indexOf(b) >= 0)
        x: layout.px(bx); y: layout.py(by)
        width: bw * layout.u; height: bh * layout.u
        color: Qt.rgba(0.95, 0.85, 0.55, 0.16)
        border.color: Theme.feltGold
        border.width: Math.max(2, 3 * layout.u)
        radius: 4 * layout.u
    }

    // --- The lit boxes of the bets in question ---
    Repeater {
        model: layout.numbers

        Item {
            id: numberBox
            required property int modelData
            required property int index
            anchors.fill: parent
            readonly property real boxLeft: layout.boxX[index]
            Box { bx: numberBox.boxLeft; by: 60; bw: 95; bh: 32; bets: ["lay-" + numberBox.modelData, "dont-come-" + numberBox.modelData] }
            Box { bx: numberBox.boxLeft; by: 150; bw: 95; bh: 40; bets: ["place-" + numberBox.modelData] }
            Box { bx: numberBox.boxLeft; by: 190; bw: 95; bh: 40; bets: ["come-" + numberBox.modelData] }
        }
    }
    Box { bx: 130; by: 240; bw: 570; bh: 60; bets: ["come"] }
    Box { bx: 130; by: 308; bw: 570; bh: 70; bets: ["field"] }
    Box { bx: 130; by: 386; bw: 570; bh: 34; bets: ["dont-pass", "dont-pass-odds"] }
    Box { bx: 130; by: 428; bw: 570; bh: 60; bets: ["pass", "pass-odds"] }
    Box { bx: 20; by: 60; bw: 110; bh: 170; bets: ["dont-come"] }
    Box { bx: 20; by: 240; bw: 100; bh: 92; bets: ["big-6", "big-8"] }
    Box { bx: 20; by: 340; bw: 100; bh: 72; bets: ["under-7"] }
    Box { bx: 20; by: 416; bw: 100; bh: 72; bets: ["over-7"] }
    Box { bx: 725; by: 68; bw: 250; bh: 42; bets: ["any-seven"] }
    Box { bx: 730; by: 118; bw: 120; bh: 52; bets: ["hard-6"] }
    Box { bx: 855; by: 118; bw: 120; bh: 52; bets: ["hard-10"] }
    Box { bx: 730; by: 174; bw: 120; bh: 52; bets: ["hard-8"] }
    Box { bx: 855; by: 174; bw: 120; bh: 52; bets: ["hard-4"] }
    Box { bx: 730; by: 250; bw: 120; bh: 52; bets: ["craps-3"] }
    Box { bx: 855; by: 250; bw: 120; bh: 52; bets: ["craps-2"] }
    Box { bx: 730; by: 306; bw: 120; bh: 52; bets: ["craps-12"] }
    Box { bx: 855; by: 306; bw: 120; bh: 52; bets: ["yo-11"] }
    Box { bx: 730; by: 364; bw: 245; bh: 52; bets: ["horn"] }
    Box { bx: 730; by: 424; bw: 245; bh: 56; bets: ["any-craps"] }

    // --- The printing ---
    Printing {
        cx: 75; cy: 150; size: 15
        bets: ["dont-come"]
        //: Printed on the craps layout: the DON'T COME bar (the regulation keeps the English term); 12 is a push there.
        text: qsTr("DON'T\nCOME\nBAR 12")
    }
    Repeater {
        model: layout.numbers

        Printing {
            required property int modelData
            /// The point's box: its number moves down under the ON puck.
            readonly property bool pointed: layout.point === modelData
            cx: layout.boxCentre(modelData); cy: pointed ? 136 : 121
            // SIX and NINE in English in every language, as real layouts print them (issue 17),
            // and small enough to stay inside their 95-wide box.
            size: (modelData === 6 || modelData === 9 ? 24 : 30) * (pointed ? 0.8 : 1)
            bets: ["place-" + modelData, "lay-" + modelData]
            color: Theme.feltGold
            text: modelData === 6 ? "SIX" : modelData === 9 ? "NINE" : String(modelData)
            Behavior on cy { NumberAnimation { duration: Theme.slow; easing.type: Theme.easing } }
        }
    }
    Printing {
        cx: 415; cy: 270; size: 30
        bets: ["come"]
        //: Printed on the craps layout (the regulation's term, kept in Greek).
        text: qsTr("COME")
    }
    Printing {
        cx: 415; cy: 330; size: 17
        bets: ["field"]
        text: "2 · 3 · 4 · 9 · 10 · 11 · 12"
        color: Theme.feltGold
    }
    Printing {
        cx: 415; cy: 360; size: 14
        bets: ["field"]
        //: Printed on the craps layout's FIELD (the regulation's term); 2 and 12 are paid double.
        text: qsTr("FIELD · 2 AND 12 PAY DOUBLE")
    }
    Printing {
        cx: 415; cy: 403; size: 15
        bets: ["dont-pass"]
        //: Printed on the craps layout: DON'T WIN (the regulation's term); a first-roll 12 is a push («ισοπαλία»).
        text: qsTr("DON'T WIN BAR 12")
    }
    Printing {
        cx: 415; cy: 458; size: 30
        bets: ["pass"]
        //: Printed on the craps layout: the WIN line (the regulation's term).
        text: qsTr("WIN")
    }
    // The regulation's own terms, the same in every language (CrapsRules' labels).
    // Printed at one side of each box; its stake lies at the other (spot()).
    // The box is split on its diagonal: each printing in its triangle's far corner, as real
    // layouts print them, BIG 6 at the lower one's right, BIG 8 at the upper one's left (the
    // one the mirror of the other), neither crossed by the line; their stakes lie in the wide
    // part of each triangle (lanes(): BIG 8's keyed stakes in two rows above its printing,
    // level 3 seeds 66 and 77; BIG 6's two keyed side by side along the box's foot, seeds 6 and 27).
    Printing { cx: 106; cy: 278; size: 12; bets: ["big-6"]; text: CrapsPays.label("big-6").replace(" ", "\n") }
    Printing { cx: 34; cy: 297; size: 12; bets: ["big-8"]; text: CrapsPays.label("big-8").replace(" ", "\n") }
    Printing { cx: 70; cy: 358; size: 13; bets: ["under-7"]; text: CrapsPays.label("under-7") }
    Printing { cx: 70; cy: 434; size: 13; bets: ["over-7"]; text: CrapsPays.label("over-7") }
    // The centre bets' printing at the left of each box, the stake's place at the right (spot()).
    Printing {
        // At the box's left: its stakes and their winnings lie at its right.
        cx: 805; cy: 89; size: 16
        x: layout.px(738)
        bets: ["any-seven"]
        text: CrapsPays.label("any-seven") + "  " + CrapsPays.ratio("any-seven", 7)
    }
    Repeater {
        model: [
            { bet: "hard-6", n: 6, x: 730, y: 118 }, { bet: "hard-10", n: 10, x: 855, y: 118 },
            { bet: "hard-8", n: 8, x: 730, y: 174 }, { bet: "hard-4", n: 4, x: 855, y: 174 },
            { bet: "craps-3", n: 3, x: 730, y: 250 }, { bet: "craps-2", n: 2, x: 855, y: 250 },
            { bet: "craps-12", n: 12, x: 730, y: 306 }, { bet: "yo-11", n: 11, x: 855, y: 306 }
        ]

        // The pay under the box's dice (the dice are the felt's, assets/tools/make_craps_assets.py).
        Printing {
            required property var modelData
            cx: modelData.x + 30; cy: modelData.y + 43; size: 12
            bets: [modelData.bet]
            text: CrapsPays.ratio(modelData.bet, modelData.n)
        }
    }
    Printing {
        // In the gap of the dashed line between the hardways and the one-roll bets.
        cx: 852; cy: 238; size: 11
        bets: ["hard-4", "hard-6", "hard-8", "hard-10"]
        //: Printed on the craps layout over the hardway boxes (the regulation's term).
        text: qsTr("HARD WAYS")
        color: Theme.printingFaint
    }
    Printing {
        cx: 800; cy: 390; size: 14
        bets: ["horn"]
        text: CrapsPays.label("horn") + "  " + CrapsPays.ratio("horn", 2) + "\n2 · 3 · 11 · 12"
    }
    Printing {
        cx: 805; cy: 452; size: 13
        bets: ["any-craps"]
        text: CrapsPays.label("any-craps") + "  " + CrapsPays.ratio("any-craps", 2)
    }
    // The keyed stakes' amounts: a key letter beside the chips on the felt, its amount here,
    // between the dice's well (x 330 to 670) and the rail, under the line at y 500: lines
    // close together, entries 5 units apart (level 3 seed 18 answered in Greek at 1024x700
    // has fifteen, some with their marks: seven lines ran off the felt over the rail).
    Flow {
        objectName: "stakeLegend"
        visible: layout.legend.length > 0
        x: layout.px(674); y: layout.py(502)
        width: 306 * layout.u
        spacing: Math.max(1, 1.5 * layout.u)
        Repeater {
            model: layout.legend

            Row {
                id: entry
                required property var modelData
                objectName: "legendEntry"
                rightPadding: 5 * layout.u
                readonly property string key: modelData.key
                readonly property string amount: modelData.amount
                /// The ON button's and OFF or PUSH mark's words of a stake laid without them.
                readonly property string marks: modelData.marks ?? ""
                spacing: Math.max(3, 5 * layout.u)
                Repeater {
                    model: entry.marks !== "" ? [entry.key, entry.amount, entry.marks] : [entry.key, entry.amount]
                    Text {
                        required property string modelData
                        required property int index
                        text: modelData
                        // The felt's colours in either theme (the felt stays green).
                        color: index === 1 ? Theme.feltInk : Theme.feltGold
                        style: Text.Outline
                        styleColor: Theme.feltOutline
                        font.family: Theme.bodyFamily
                        font.bold: true
                        font.pixelSize: Math.max(9, Math.round(Math.min(Theme.fontSizeSmall + 1, 12 * layout.u)))
                    }
                }
            }
        }
    }
    // The dealer's chip bank: the table's chips in their tubes, seen from above (a drill:
    // the house's of at least its smallest chip, and that chip where the house has none so
    // small; issue 17: a table of 5 showed ½ to 2½, one of 0.25 no ¼); at free play the
    // table's rack lies there instead (bankFilled false).
    Rectangle {
        objectName: "chipBank"
        visible: layout.bankFilled
        x: layout.px(300); y: layout.py(14)
        width: 400 * layout.u; height: 38 * layout.u
        radius: 6 * layout.u
        color: "#0a3321"
        border.color: "#9c7a2c"
        border.width: Math.max(1, 2 * layout.u)
        Row {
            anchors.centerIn: parent
            spacing: 6 * layout.u
            Repeater {
                objectName: "chipBankTubes"
                // Reading HouseChips.tubes ties the bank to the house's float.
                model: HouseChips.tubes.length >= 0 ? HouseChips.tableChips(layout.chipUnit) : []
                Chip {
                    required property var modelData
                    value: modelData
                    size: 28 * layout.u
                }
            }
        }
    }
    Printing {
        // Beside the bank, its end 8 units before it, never under it (the Greek is longer).
        cx: 232; cy: 33; size: 11
        x: layout.px(292) - width
        color: Theme.printingFaint
        //: The dealer's chip bank on the craps table: «απόθεμα μαρκών του τραπεζιού (Chip Bank)».
        text: qsTr("CHIP BANK")
    }
    // The players' places along the rail, seat 1 at the dealer's left (art. 16 §7).
    Repeater {
        model: 6

        Printing {
            required property int index
            cx: 130 + 570 * (5.5 - index) / 6; cy: 612; size: 12
            color: Theme.printingFaint
            //: On the craps rail: a player's place; %1 the seat number.
            text: qsTr("PLAYER %1").arg(index + 1)
        }
    }
}

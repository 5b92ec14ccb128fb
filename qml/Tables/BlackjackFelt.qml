pragma ComponentBehavior: Bound

import QtQuick
import Croupier
import Croupier.App

// The blackjack table's felt seen from above, dealer at the top (art. 14):
// assets/layouts/blackjack.svg (made by assets/tools/make_blackjack_assets.py)
// with its printing laid on as translated text, the sabot on the dealer's left,
// the discard holder on his right. Shared by the drill table and free play; both
// place their cards and chips in its design units (1000 × 640, scaled by `u`).
Item {
    id: felt

    /// Design units: the layout is drawn in 1000 × 640 and scaled to fit.
    readonly property real u: Math.min(width / 1000, height / 640)
    readonly property real ox: (width - 1000 * u) / 2
    readonly property real oy: (height - 640 * u) / 2
    /// The box centres along the curve, box 1 (the dealer's leftmost, dealt first,
    /// art. 14 §12 α) first; the generator prints the same numbers.
    readonly property var boxCentres: [[833.4, 365.0], [747.5, 452.8], [631.7, 510.1], [500.0, 530.0],
                                       [368.3, 510.1], [252.5, 452.8], [166.6, 365.0]]
    readonly property var boxAngles: [30, 50, 70, 90, 110, 130, 150]
    /// Where the sabot's mouth is: every card starts from here.
    readonly property point sabotMouth: Qt.point(ox + 850 * u, oy + 190 * u)
    /// The chip tray, where collected bets go.
    readonly property point tray: Qt.point(ox + 500 * u, oy + 75 * u)
    /// The discard holder's mouth: cleared cards slide there (issue 17).
    readonly property point discard: Qt.point(ox + 125 * u, oy + 128 * u)
    /// The rack's tubes drawn filled with the house's chips (a drill); free play lays its
    /// own rack (ChipPaymentPanel) over the printed one, its counts changing with the settlement.
    property bool rackFilled: true
    /// Light the insurance line (an insurance bet or offer in play).
    property bool insuranceLit: false
    /// Boxes to mark as in play (0-based), for the numbers printed beside them.
    property var litBoxes: []

    function px(x: real): real { return ox + x * u }
    function py(y: real): real { return oy + y * u }
    /// The betting circle of box @p i (design units): the box is turned towards the table's centre.
    function betSpot(i: int): point {
        const r = (boxAngles[i] - 90) * Math.PI / 180
        return Qt.point(boxCentres[i][0] - 34 * Math.sin(r), boxCentres[i][1] + 34 * Math.cos(r))
    }
    /// The turn of box @p i on the felt (degrees): its long side points at the table's centre.
    function boxRotation(i: int): real { return boxAngles[i] - 90 }
    /// The point @p lx, @p ly of box @p i's own frame (design units; the box is 104 × 124,
    /// its circle at 0, 34, the player's side +y), on the felt.
    function inBox(i: int, lx: real, ly: real): point {
        const r = boxRotation(i) * Math.PI / 180
        return Qt.point(boxCentres[i][0] + lx * Math.cos(r) - ly * Math.sin(r),
                        boxCentres[i][1] + lx * Math.sin(r) + ly * Math.cos(r))
    }
    /// Which way the cards of box @p i fan out: away from the table's centre, so that a long
    /// hand never runs into the gold arcs or the insurance line (issue 17).
    function fanSide(i: int): int { return i > 3 ? -1 : 1 }
    /// How far (design units) the fan of box @p i's one hand may reach beyond its first card's
    /// outer edge: short of the first card of the box it fans towards (of the middle between
    /// the two boxes where they lie level, level), of box 1's or box 7's circle (their cards lie
    /// higher, over it), or of the rail (issue 17: a long hand ran into
    /// the next box's cards and onto its circle). A longer hand's cards close up (BlackjackHand).
    /// @p near: the stakes of box 1 or 7 when the fan runs towards it (stakeSpots, [] for none):
    /// short of each stack there too, a split row's lower stack or a double lying outside the
    /// circle (issue 17, seed 245: box 2's long hand ran onto box 1's split stake).
    function fanRoom(i: int, near: var): real {
        const fan = fanSide(i)
        const j = i - fan
        let edge = j < 0 || j > 6 ? (fan > 0 ? 960 : 40)
                 : j === 0 || j === 6 ? betSpot(j).x - fan * 22
                 : level(i, j) ? (betSpot(i).x + betSpot(j).x) / 2
                 : cardSpot(j).x - fan * cardWidth / 2
        if (j === 0 || j === 6)
            for (const st of near)
                for (const p of [st.stake, st.double])
                    if (p)
                        edge = fan > 0 ? Math.min(edge, p.x - 15) : Math.max(edge, p.x + 15)
        return Math.max(0, fan * (edge - fan * 3 - cardSpot(i).x) - cardWidth / 2)
    }
    /// The centre of the first card of box @p i (design units): upright over the circle, its
    /// foot clear of the tallest stake a circle holds (a stack rises at most 0.6 of a chip,
    /// ChipStack), set towards the table's centre so that the fan grows outwards (issue 17:
    /// stakes and their amounts never under the cards).
    function cardSpot(i: int): point {
        const bet = betSpot(i)
        // Boxes 3 and 5 lie under the insurance band: their first card is kept out where the
        // lower gold arc has risen above its top.
        const inward = i === 2 || i === 4 ? 6 : 20
        return Qt.point(bet.x - inward * fanSide(i), bet.y - cardClearance - 37.7)
    }
    /// How far above a circle's centre the cards' foot lies: a chip's radius (15), its
    /// stack's rise (0.6 × 30) and a margin.
    readonly property real cardClearance: 34
    /// A player's card's width, and how much of each card shows under the next in a fan
    /// (design units; BlackjackHand).
    readonly property real cardWidth: 54
    readonly property real fanStep: 16
    /// A split box's cards are drawn this much smaller, in two hands and in three: its hands
    /// lie side by side in one row, apart, in about the room the box's one hand leaves between
    /// its neighbours' (issue 17: three hands at 0.75 reached into the next box).
    readonly property real splitScale: 0.75
    readonly property real resplitScale: 0.6
    /// The scale of box @p i's cards when it holds @p hands hands.
    function cardScale(hands: int): real { return hands > 2 ? resplitScale : hands > 1 ? splitScale : 1 }
    /// The side of its chips box @p i prints a stake's amount on: away from the cards of the
    /// box beside it that fan towards it (fanSide: boxes 2 to 4 fan towards box 1, 5 and 6
    /// towards box 7) and from its own number (issue 17).
    function amountSide(i: int): string { return i < 3 ? "right" : "left" }
    /// The turn (degrees) of the row a split box's stakes stand in: across the steep end boxes 1
    /// and 7 as the box is turned (beside one another they ran over the box's number and the
    /// next box's cards: issue 17), level elsewhere, where a turned row would lift the hands' cards
    /// onto the gold arcs.
    function splitRowAngle(i: int): real { return i === 0 || i === 6 ? boxRotation(i) : 0 }
    /// Where the stakes of box @p i lie (design units), one entry a hand, @p doubled telling
    /// which hands are doubled: { stake, double } circles' centres (double null when the hand
    /// is not doubled) and which stack has the amount printed beside it, "stake", "double" or
    /// "" (every stake of a box is the box's bet, so the amount is printed once, beside the
    /// outermost stack on amountSide's side, as a doubled stake's pair has it once: issue 17,
    /// a split box's amounts ran over one another). One hand: in the circle, a double at its
    /// right. A split box's stacks: in one row through its circle (splitRowAngle), the first hand
    /// (played first) on the player's right.
    function stakeSpots(i: int, doubled: var): var {
        const n = doubled.length
        const bet = betSpot(i)
        const out = []
        if (n <= 1) {
            const d = doubled[0] === true
            out.push({ stake: Qt.point(bet.x - (d ? 17 : 0), bet.y), double: d ? Qt.point(bet.x + 17, bet.y) : null })
        } else {
            // The stacks (a doubled hand's stake at the player's right of its double), from the
            // player's right, evenly apart along the row, centred on the circle.
            const stacks = []
            for (let k = 0; k < n; ++k)
                stacks.push({ hand: k, which: "stake" }, ...(doubled[k] === true ? [{ hand: k, which: "double" }] : []))
            const along = splitRowAngle(i) * Math.PI / 180
            const dx = Math.cos(along), dy = Math.sin(along)
            // Side by side (30 wide and a gap) or, on a steep row, one stack's foot above the top of
            // the stack below it (a stack rises 18 above its circle, ChipStack).
            const pitch = Math.max(34, Math.min(34 / Math.abs(dx), 50 / Math.max(0.01, Math.abs(dy))))
            for (let k = 0; k < n; ++k)
                out.push({ stake: null, double: null })
            for (let j = 0; j < stacks.length; ++j) {
                const off = ((stacks.length - 1) / 2 - j) * pitch
                out[stacks[j].hand][stacks[j].which] = Qt.point(bet.x + off * dx, bet.y + off * dy)
            }
        }
        // The amount beside the outermost stack on the box's side.
        const side = amountSide(i)
        let best = -1, bestX = 0, bestWhich = ""
        for (let k = 0; k < out.length; ++k)
            for (const which of ["stake", "double"]) {
                const p = out[k][which]
                if (p && (best < 0 || (side === "right" ? p.x > bestX : p.x < bestX))) {
                    best = k
                    bestX = p.x
                    bestWhich = which
                }
            }
        for (let k = 0; k < out.length; ++k)
            out[k].labelled = k === best ? bestWhich : ""
        return out
    }
    /// How far towards box @p j a split row of box @p i may reach (design units, x): short of
    /// j's circle and of a doubled stake's second stack there, and of where j's one hand may fan
    /// towards i (fanRoom); when j's circle lies about as high (level), short of the middle
    /// between the two, where a split row or a fan of j's stops too (issue 17: two re-split
    /// boxes' hands ran into each other). @p jHands, how many hands box j holds (0 for none, -1
    /// when not known), gives the row more room where j leaves it (issue 17: three hands shrank to
    /// half size, hard to read at 1024 × 700): j empty, up to short of its circle; j's one hand
    /// fanning away from i, up to its first card; j split beside a box that lies higher, its
    /// small cards lie lower than i's. @p jCards, the cards of j's one hand (-1 when not known):
    /// a hand fanning towards i reaches only as far as its cards do, a gap short (issue 17, seed
    /// 196: box 3's two cards left room that box 2's three hands, reckoned without it, centred
    /// at half size, took from box 1's split stake).
    function sideEnd(i: int, j: int, jHands: int, jCards: int): real {
        const a = betSpot(i), b = betSpot(j)
        const dir = b.x > a.x ? 1 : -1
        const clear = b.x - dir * 36
        if (!level(i, j)) {
            // Box j's one hand fans towards i up to i's first card (fanRoom): the row stops there,
            // or short of the hand's last card where it is known to end sooner.
            if (fanSide(j) === -dir && (jHands === 1 || jHands < 0)) {
                let reach = cardSpot(i).x + dir * cardWidth / 2
                if (jHands === 1 && jCards > 0) {
                    const last = cardSpot(j).x - dir * (cardWidth / 2 + fanStep * (jCards - 1) + 6)
                    reach = dir > 0 ? Math.max(reach, last) : Math.min(reach, last)
                }
                return dir > 0 ? Math.min(clear, reach) : Math.max(clear, reach)
            }
            return clear
        }
        let middle = (a.x + b.x) / 2 - dir * 3
        if (jHands === 0)
            middle = clear
        else if (jHands === 1 && fanSide(j) === dir)
            middle = dir > 0 ? Math.max(middle, cardSpot(j).x - cardWidth / 2 - 6) : Math.min(middle, cardSpot(j).x + cardWidth / 2 + 6)
        return dir > 0 ? Math.min(clear, middle) : Math.max(clear, middle)
    }
    /// Whether the circles of boxes @p i and @p j lie about as high (boxes 3, 4 and 5).
    function level(i: int, j: int): bool { return Math.abs(betSpot(i).y - betSpot(j).y) <= 40 }
    /// The first card's centre { x, y } and the cards' scale of each hand of box @p i (design
    /// units), whose hands hold
    /// @p counts cards and are doubled as @p doubled (stakeSpots): one hand at cardSpot; a split
    /// box's hands side by side in one row, each as wide as its fan and a gap apart, the first
    /// (played first) on the player's right, centred over the stakes and kept off the circles of
    /// the boxes beside, the row's foot clear of the highest stake (issue 17: those fans ran into
    /// each other, then into the next box).
    /// @p handsLeft, @p handsRight: how many hands the boxes on either side hold, @p cardsLeft,
    /// @p cardsRight the cards of such a box's one hand (sideEnd).
    function handAnchors(i: int, counts: var, doubled: var, handsLeft: int, handsRight: int,
                         cardsLeft: int, cardsRight: int): var {
        const spot = cardSpot(i)
        const n = counts.length
        if (n <= 1)
            return [{ x: spot.x, y: spot.y, scale: 1 }]
        let top = Infinity, lo = Infinity, hi = -Infinity
        for (const st of stakeSpots(i, doubled))
            for (const p of [st.stake, st.double])
                if (p) {
                    top = Math.min(top, p.y)
                    lo = Math.min(lo, p.x)
                    hi = Math.max(hi, p.x)
                }
        // The cards' foot clear of the highest stake.
        const foot = top - cardClearance
        const gap = 6
        // Between the circles (and a doubled stake's second stack) of the boxes beside, and off
        // the lower gold arc where the cards' top reaches up to it (issue 17: a re-split box's
        // hands ran onto the next box's circle and stake); smaller when the room is short.
        let s = cardScale(n), whole = 0, leftEnd = 0, rightEnd = 0
        for (; ; s -= 0.05) {
            whole = counts.reduce((a, c) => a + s * (cardWidth + fanStep * Math.max(0, c - 1)), 0) + gap * (n - 1)
            leftEnd = i < 6 ? sideEnd(i, i + 1, handsLeft, cardsLeft) : 40
            rightEnd = i > 0 ? sideEnd(i, i - 1, handsRight, cardsRight) : 960
            const cardTop = foot - s * cardWidth * Theme.cardAspect
            const k = (cardTop - 200) / 245
            if (k < 1) {
                const arc = 300 * Math.sqrt(1 - k * k) + 3
                if (i < 3)
                    leftEnd = Math.max(leftEnd, 500 + arc)
                else if (i > 3)
                    rightEnd = Math.min(rightEnd, 500 - arc)
            }
            if (whole <= rightEnd - leftEnd || s <= 0.5)
                break
        }
        const middle = whole >= rightEnd - leftEnd ? (leftEnd + rightEnd) / 2
                     : Math.max(leftEnd + whole / 2, Math.min(rightEnd - whole / 2, (lo + hi) / 2))
        const y = foot - s * cardWidth * Theme.cardAspect / 2
        let right = middle + whole / 2
        const fan = fanSide(i)
        const out = []
        for (const c of counts) {
            const w = s * (cardWidth + fanStep * Math.max(0, c - 1))
            // A fan to the right grows from its left end, one to the left from its right end.
            out.push({ x: fan > 0 ? right - w + s * cardWidth / 2 : right - s * cardWidth / 2, y: y, scale: s })
            right -= w + gap
        }
        return out
    }
    /// Where box @p i's number is printed: outside the box, beyond its player's side,
    /// never on its outline (issue 17).
    function numberSpot(i: int): point { return inBox(i, 0, i === 3 ? 76 : 80) }
    /// The y (design units) of the gold arc of half-height @p ry (rx 300 about 500, 200, the
    /// generator's) at @p x, the arc's lowest point where it does not reach x.
    function arcY(ry: real, x: real): real {
        const c = (x - 500) / 300
        return 200 + ry * Math.sqrt(Math.max(0, 1 - c * c))
    }
    /// The insurance line in front of box @p i (design units): the centre of an insurance stake's
    /// foot chip, above the upper gold arc, its foot (up to a 30-unit chip) and the stroke clear
    /// of the arc wherever the chip lies, and above the line's words (cy 418; a stake never over
    /// the printing). At boxes 1 and 7, where the line narrows to 13 units between the arcs and
    /// runs under the title, at the line's end beyond the arcs, above the box's cards (issue 17:
    /// the chips lay on the arcs; the band between them is 13 to 40 units across and its middle
    /// holds the line's words: too narrow for a stake, which keeps to the line's edge).
    function insuranceSpot(i: int): point {
        if (i === 0 || i === 6)
            return Qt.point(i === 0 ? 805 : 195, 232)
        const a = boxAngles[i] * Math.PI / 180
        // Boxes 2 and 6 a little out, their amounts under the dealer's rule's end.
        const x = i === 1 ? 712 : i === 5 ? 288 : 500 + 300 * Math.cos(a)
        // The arc is highest at the stake's end farther from the middle: its chip's, or its
        // amount's (40 allowed) when the amount lies on that side.
        const out = x >= 500 ? 1 : -1
        const outer = x + out * (15 + ((insuranceSide(i) === "right") === (out > 0) ? 40 : 0))
        return Qt.point(x, Math.min(200 + 192 * Math.sin(a), arcY(205, outer) - 1.5 - 15 - 4))
    }
    /// The side of its chips an insurance stake of box @p i has its amount on: the amounts of
    /// boxes side by side never face each other (boxes 3, 4 and 5 lie 103 apart): at boxes 3 and
    /// 5 outwards, where the stake rises with the arc, at box 4 its right, at boxes 1, 2, 6 and 7
    /// towards the middle.
    function insuranceSide(i: int): string { return i === 0 || i === 1 || i === 4 ? "left" : "right" }

    Image {
        x: felt.ox; y: felt.oy
        width: 1000 * felt.u; height: 640 * felt.u
        source: "qrc:/croupier/assets/layouts/blackjack.svg"
        sourceSize.width: Math.ceil(width * Screen.devicePixelRatio)
        sourceSize.height: Math.ceil(height * Screen.devicePixelRatio)
    }

    /// The width (design units) of the chord of a gold arc (rx 300 about 500, 200; @p ry 205
    /// or 245, the generator's) at height @p y: a straight printing between the arcs fits it.
    function chord(ry: real, y: real): real {
        const s = (y - 200) / ry
        return s >= 1 ? 0 : 600 * Math.sqrt(1 - s * s)
    }

    component Printing: Text {
        id: printing
        property real cx: 0
        property real cy: 0
        property real size: 20
        /// The widest the printing may be (design units), 0 for no limit: a longer text (the
        /// Greek) is set smaller to fit it, never run into the arcs (issue 17).
        property real fitWidth: 0
        readonly property int fullSize: Math.max(7, Math.round(size * felt.u))
        readonly property TextMetrics natural: TextMetrics {
            font.family: Theme.displayFamily
            font.bold: true
            font.pixelSize: printing.fullSize
            text: printing.text
        }
        x: felt.ox + cx * felt.u - width / 2
        y: felt.oy + cy * felt.u - height / 2
        color: Theme.printing
        font.family: Theme.displayFamily
        font.bold: true
        font.pixelSize: fitWidth > 0 && natural.advanceWidth > fitWidth * felt.u
                        ? Math.max(7, Math.floor(fullSize * 0.98 * fitWidth * felt.u / natural.advanceWidth))
                        : fullSize
        horizontalAlignment: Text.AlignHCenter
    }

    Printing {
        objectName: "titlePrinting"
        cx: 500; cy: 262; size: 24
        // Between the ends of the upper gold arc, at the letters' foot, with a margin.
        fitWidth: felt.chord(205, cy + 0.6 * size + 2) - 32
        readonly property var pays: FeltPays.blackjack("blackjack")
        //: Printed on the blackjack layout (art. 14 §12 β: «πληρώνεται 3 προς 2»); %1 TO %2 is the engine's ratio, 3 TO 2
        text: qsTr("BLACKJACK PAYS %1 TO %2").arg(pays[0]).arg(pays[1])
        color: Theme.feltGold
    }
    Printing {
        objectName: "rulePrinting"
        cx: 500; cy: 296; size: 12
        //: Printed on the blackjack layout: the dealer's rule (art. 14 §12 γ).
        text: qsTr("DEALER MUST DRAW TO 16 AND STAND ON 17")
    }
    Printing {
        objectName: "insurancePrinting"
        // In the band between the gold arcs: straight, it fits the lower arc's chord at its foot.
        cx: 500; cy: 418; size: 14
        fitWidth: felt.chord(245, cy + 0.6 * size + 2)
        readonly property var pays: FeltPays.blackjack("insurance")
        //: Printed on the insurance line of the blackjack layout (art. 14 §13: «2 προς 1»); %1 TO %2 is the engine's ratio, 2 TO 1
        text: qsTr("INSURANCE PAYS %1 TO %2").arg(pays[0]).arg(pays[1])
        color: felt.insuranceLit ? Theme.feltGold : Theme.printing
    }
    Repeater {
        model: 7

        Printing {
            required property int index
            readonly property point at: felt.numberSpot(index)
            objectName: "boxNumber" + (index + 1)
            cx: at.x
            cy: at.y
            size: 13
            text: String(index + 1)
            color: felt.litBoxes.indexOf(index) >= 0 ? Theme.feltGold : Theme.printingFaint
        }
    }

    Repeater {
        // The printed rack's tubes (assets/layouts/blackjack.svg, 22 × 46 each from x 372,
        // 26 apart), each full of the house's chips seen edge-on, largest at the right.
        model: felt.rackFilled ? HouseChips.tubes.slice(0, 10) : []
        Column {
            id: tubeColumn
            required property var modelData
            required property int index
            x: felt.px(372 + 26 * index + 2)
            y: felt.py(54)
            spacing: 0
            Repeater {
                model: 10
                Image {
                    width: 18 * felt.u
                    height: 4.2 * felt.u
                    source: Theme.chipAsset(tubeColumn.modelData.chip)
                    sourceSize.width: Math.ceil(18 * felt.u * Screen.devicePixelRatio)
                    fillMode: Image.Stretch
                }
            }
        }
    }

    Image {
        x: felt.ox + 825 * felt.u; y: felt.oy + 58 * felt.u
        width: 100 * felt.u; height: 150 * felt.u
        source: Theme.tableAsset("sabot")
        sourceSize.width: Math.ceil(width * Screen.devicePixelRatio)
        Accessible.role: Accessible.Graphic
        //: The card shoe on the blackjack table (ο διανομέας, Blackjack Shoe).
        Accessible.name: qsTr("Blackjack shoe")
    }
    Image {
        x: felt.ox + 80 * felt.u; y: felt.oy + 70 * felt.u
        width: 90 * felt.u; height: 117 * felt.u
        source: Theme.tableAsset("discard")
        sourceSize.width: Math.ceil(width * Screen.devicePixelRatio)
        Accessible.role: Accessible.Graphic
        //: The tray for used and burned cards (ο συλλέκτης, Discard Holder).
        Accessible.name: qsTr("Discard holder")
    }
    Printing {
        cx: 125; cy: 200; size: 10
        //: Printed beside the discard holder of the blackjack table.
        text: qsTr("DISCARD")
        color: Theme.printingFaint
    }
}

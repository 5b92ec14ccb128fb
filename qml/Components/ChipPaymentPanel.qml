pragma ComponentBehavior: Bound

import QtQuick
import Croupier
import Croupier.App

// Paying in chips at a free-play table (issue 16): the dealer's float (ChipTray), the
// chips in hand (a stack with their worth) and how the last payment was judged. The
// table's keys call take() (a count, then F2…), takeBack() (Backspace), clear() (Esc)
// and handOver() (Enter); the dealer (TableDealer::payInChips) decides everything.
//
// Chips move as chips do, and only in the picture: a chip taken slides from its tube to
// the hand (ChipPayment inserts its rows, so only the new chips move); a payment accepted
// slides from the hand to the bet it pays (`target`, the table's) and lands there as the
// table's own stack. The engine has moved on before any of it starts: the keys never wait.
// The hand can be dragged onto the felt: let go away from the tray, it is handed over as
// Enter hands it (`dropped`, the table's same handler).
Column {
    id: panel

    /// The table's dealer: its float, its judgement of each payment.
    required property TableDealer dealer
    /// A payment may be built now (a payment is the step due); also lets the tubes be
    /// clicked and the hand be dragged.
    property bool active: false
    /// The felt's scale.
    property real u: 1
    readonly property alias payment: chipPayment
    /// The chips handed by the last accepted payment, as they were handed.
    property var lastHanded: []
    /// Where the chips of a payment go: the table's function (action, value) → the point, in
    /// the coordinates of the panel's parent (the felt), where the top chip of the stack they
    /// make beside the bet lies (a ChipStack's x + width / 2, y + chipSize / 2). Null, or a
    /// function returning null: the felt's centre.
    property var target: null
    /// The keys (handOver()'s @p key) of the payments whose chips are still on their way to
    /// the felt: the table draws their stack once they have landed.
    property var landing: []
    /// Chips sliding now from a tube to the hand.
    property int sliding: 0
    /// Payments sliding now from the hand to the felt.
    property int flying: 0

    /// A tube was clicked: the table takes its chips (take()) with the count typed.
    signal tubeClicked(int tube)
    /// The chips in hand were dragged onto the felt and let go there: the table hands them
    /// over exactly as its Enter does.
    signal dropped()

    /// A chip in hand, and how far each lies above the one under it: the size of the
    /// tubes' own top chips, so a chip is picked up as it lies and its picture, already
    /// made for the tray, is not rasterised again while it slides.
    readonly property real handChip: tray.tubeWidth * 0.86
    readonly property real chipStep: handChip * 0.12
    /// The chips in a full stack (the house's: 5 or 20): the chips in hand are cut into
    /// stacks of it, as a payout is sized beside the bet.
    readonly property int stackOf: Math.max(1, HouseChips.stack)
    /// The stacks the chips in hand make, side by side.
    readonly property int handStacks: Math.max(1, Math.ceil(chipPayment.count / stackOf))

    spacing: 2 * u

    /// Takes chips from tube @p tube (0 the smallest), as many as @p count says ("" one).
    function take(tube: int, count: string): bool {
        return active && chipPayment.take(tube, count)
    }
    function takeBack(): bool { return chipPayment.takeBack() }
    function clear() { chipPayment.clear() }
    /// Hands the chips over as the step @p action with @p value (the table's own, the
    /// amount their worth as the reader writes it); kept in hand when refused. @p key names
    /// the bet for `landing` (the table's; none: nothing waits for the chips to land).
    function handOver(action: string, value: var, key: var): bool {
        const chips = chipPayment.chips
        // Where they go is read before the dealer moves on to the next step.
        const from = hand.topChipIn(panel.parent)
        const to = typeof target === "function" ? target(action, value) : null
        // The bet's stack waits for its chips from now: it may change inside payInChips.
        const name = Theme.slow > 0 && key !== undefined && key !== null ? String(key) : ""
        if (name !== "")
            landing = landing.concat([name])
        if (!dealer.payInChips(action, value, chipPayment.breakdown())) {
            if (name !== "")
                landed(name)
            return false
        }
        lastHanded = chips
        chipPayment.clear()
        fly(chips, from, to, name)
        return true
    }
    /// The chips of the bet @p name are on the felt: its stack is drawn again.
    function landed(name: string) {
        const i = landing.indexOf(name)
        if (i >= 0) {
            const still = landing.slice()
            still.splice(i, 1)
            landing = still
        }
    }
    /// The amount of the chips in hand, as the reader's language writes it.
    function typedTotal(): string { return Theme.formatMoney(chipPayment.total) }

    /// The chips @p chips slide from @p from to @p to (points in the parent's coordinates,
    /// the top chip's centre), as they lay in the hand, and @p name lands; at no speed,
    /// nothing is drawn.
    function fly(chips: var, from: point, to: var, name: string) {
        if (Theme.slow <= 0 || chips.length === 0 || !parent) {
            landed(name)
            return
        }
        const end = to ?? Qt.point(parent.width / 2, parent.height / 2)
        flight.createObject(parent, {
            chips: chips.slice().sort((a, b) => Number(b) - Number(a)),
            fromX: from.x, fromY: from.y, toX: end.x, toY: end.y, key: name
        })
    }

    ChipPayment {
        id: chipPayment
        denominations: panel.dealer.chipFloat
        tubes: panel.dealer.chipTubes
    }

    Component {
        // A payment on its way to the felt: the hand's stack, then gone (the table's stack
        // beside the bet is the chips from then on).
        id: flight

        Item {
            id: flown

            property var chips: []
            property real fromX: 0
            property real fromY: 0
            property real toX: 0
            property real toY: 0
            property string key: ""
            property real travel: 0

            objectName: "chipFlight"
            Component.onCompleted: ++panel.flying
            x: fromX + (toX - fromX) * travel - panel.handChip / 2
            y: fromY + (toY - fromY) * travel - panel.handChip / 2
            z: 10

            Repeater {
                model: flown.chips

                Chip {
                    required property string modelData
                    required property int index
                    value: modelData
                    size: panel.handChip
                    y: (flown.chips.length - 1 - index) * panel.chipStep
                }
            }
            NumberAnimation on travel {
                from: 0
                to: 1
                duration: Theme.slow
                easing.type: Theme.easing
                onFinished: {
                    --panel.flying
                    panel.landed(flown.key)
                    flown.destroy()
                }
            }
        }
    }

    Row {
        spacing: 8 * panel.u
        ChipTray {
            id: tray
            objectName: "chipTray"
            payment: chipPayment
            rackCounts: panel.dealer.rack.counts
            u: panel.u
            active: panel.active
            onTubeClicked: tube => panel.tubeClicked(tube)
        }
        Item {
            // The hand's place beside the tray; the hand itself can be dragged away from it.
            id: handPlace
            width: Math.max(panel.handStacks * panel.handChip + (panel.handStacks - 1) * 2 * panel.u, amount.implicitWidth)
            height: tray.height

            Item {
                id: hand

                objectName: "paymentStack"
                /// The bottom chip's top edge.
                readonly property real baseY: handPlace.height - panel.handChip - amount.implicitHeight - 2 * panel.u
                /// The chips' top edge, above the bottom one (the tallest stack's).
                readonly property real topY: baseY - Math.max(0, Math.min(chipPayment.count, panel.stackOf) - 1) * panel.chipStep
                /// The left edge of the first stack: the stacks centred in the hand.
                readonly property real stacksX: (width - panel.handStacks * panel.handChip
                                                 - (panel.handStacks - 1) * 2 * panel.u) / 2
                readonly property bool dragged: x !== 0 || y !== 0

                width: handPlace.width
                height: handPlace.height
                visible: chipPayment.count > 0
                z: 1

                /// The top chip's centre, in @p item's coordinates.
                function topChipIn(item: Item): point {
                    const last = panel.handStacks - 1
                    const lastY = baseY - ((chipPayment.count - 1) % panel.stackOf) * panel.chipStep
                    return mapToItem(item, stacksX + last * (panel.handChip + 2 * panel.u) + panel.handChip / 2,
                                     lastY + panel.handChip / 2)
                }

                Repeater {
                    model: chipPayment

                    delegate: Chip {
                        id: held

                        required value
                        required property int index
                        required property int tube

                        readonly property real restX: hand.stacksX + Math.floor(index / panel.stackOf) * (size + 2 * panel.u)
                        readonly property real restY: hand.baseY - (index % panel.stackOf) * panel.chipStep
                        property real fromX: restX
                        property real fromY: restY
                        property real travel: 1
                        property int delay: 0

                        size: panel.handChip
                        x: fromX + (restX - fromX) * travel
                        y: fromY + (restY - fromY) * travel
                        z: index

                        Component.onCompleted: {
                            if (Theme.normal <= 0)
                                return
                            // From its tube; chips taken together leave one after another.
                            const c = tray.tubeCentre(tube)
                            const p = tray.mapToItem(hand, c.x, c.y)
                            fromX = p.x - size / 2
                            fromY = p.y - size / 2
                            delay = Math.min(panel.sliding, 8) * Math.round(Theme.fast / 3)
                            travel = 0
                            ++panel.sliding
                            slide.start()
                        }
                        Component.onDestruction: if (slide.running) --panel.sliding

                        SequentialAnimation {
                            id: slide
                            PauseAnimation { duration: held.delay }
                            NumberAnimation {
                                target: held
                                property: "travel"
                                to: 1
                                duration: Theme.normal
                                easing.type: Theme.easing
                            }
                            onFinished: --panel.sliding
                        }
                    }
                }
                Text {
                    id: amount
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.bottom: parent.bottom
                    text: Theme.formatMoney(chipPayment.total)
                    color: Theme.cream
                    style: Text.Outline
                    styleColor: Theme.feltDeep
                    font.family: Theme.bodyFamily
                    font.bold: true
                    font.pixelSize: Theme.fontSizeSmall + 1
                }
                MouseArea {
                    // Drag the chips onto the felt: let go away from the tray and the hand's
                    // place, they are handed over; anywhere else they come back to hand.
                    objectName: "paymentDrag"
                    x: hand.stacksX
                    y: hand.topY
                    width: hand.width - 2 * hand.stacksX
                    height: hand.baseY + panel.handChip - hand.topY
                    enabled: panel.active && chipPayment.count > 0
                    cursorShape: drag.active ? Qt.ClosedHandCursor : Qt.OpenHandCursor
                    drag.target: hand
                    onReleased: {
                        if (hand.dragged && !panel.overTray(hand.topChipIn(panel)))
                            panel.dropped()
                        hand.x = 0
                        hand.y = 0
                    }
                    onCanceled: {
                        hand.x = 0
                        hand.y = 0
                    }
                }
            }
        }
    }
    Text {
        objectName: "chipNote"
        visible: text !== ""
        width: tray.width
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
        text: chipPayment.error !== "" ? chipPayment.error : panel.dealer.chipNote
        color: chipPayment.error !== "" || panel.dealer.chipNoteMarked ? "#ffb3a8" : Theme.goldLight
        font.pixelSize: Math.max(9, Math.round(12 * panel.u))
        font.bold: true
        style: Text.Outline
        styleColor: Theme.feltDeep
    }

    /// Whether @p p (the panel's coordinates) lies on the tray or the hand's own place.
    function overTray(p: point): bool {
        const t = tray.mapToItem(panel, 0, 0)
        const h = handPlace.mapToItem(panel, 0, 0)
        const inside = (x0, y0, w, h0) => p.x >= x0 && p.x <= x0 + w && p.y >= y0 && p.y <= y0 + h0
        return inside(t.x, t.y, tray.width, tray.height) || inside(h.x, h.y, handPlace.width, handPlace.height)
    }
}

pragma ComponentBehavior: Bound

import QtQuick
import Croupier
import Croupier.App

// A stake on the felt: the amount as the chips a player bets it with, the fewest chips
// of the house's float (HouseChips.stakeChips, core's fewestChips), largest at the
// bottom, stacked with a slight offset, and the amount printed beside the stack (issue
// 17: never over the chips nor under them, where the layout's printing lies). More chips
// than a full stack (the house's, 5 or 20) stand as stacks side by side. The amount is a
// money string in the bank's notation ("12.5"); the chips are its picture, no rule.
Item {
    id: stack

    property string amount: "0"
    property real chipSize: Theme.chipSize
    /// Drawn smaller, where a small box holds several stakes (CrapsLayout.placeStakes): the
    /// chips at compactScale of chipSize, rising less; the amount printed as large as ever.
    property bool compact: false
    property real compactScale: 0.75
    /// The chips' size as drawn.
    readonly property real drawnChip: compact ? chipSize * compactScale : chipSize
    /// Print the amount beside the chips.
    property bool labelled: true
    /// Laid on a table's printed felt (dark green in both themes): the amount in the felt's
    /// colours (Theme.feltInk); on a page's panel, in the theme's.
    property bool onFelt: true
    /// Where the amount is printed: "right" or "left" of the chips, or "below" them; a key
    /// also "over" the chips, on the top chip of the last stack (its value not shown there).
    property string labelSide: "right"
    /// Below: lines the amount drops further (a crowded layout staggers side-by-side amounts).
    property int labelDrop: 0
    /// Below: how far (px) the amount moves sideways from under the chips' middle (at the
    /// ends of a crowded curve a seat's two stakes stand one above the other, and under the
    /// upper one lie the lower one's chips, BaccaratFreePlay.relabel()).
    property real labelShift: 0
    /// The amount as people read it, in the UI's language ("12,50" in Greek).
    readonly property string amountText: Theme.formatMoney(amount)
    /// The chips themselves when they are known (a payment handed over in chips, issue 16):
    /// their denominations in any order, drawn largest at the bottom; empty: the stake's fewest chips.
    property var pieces: []
    /// A drill's table: its smallest chip ("1"); the stake is drawn in the float's chips of
    /// that chip and up, the table's own (issue 17: no ½ chip where the smallest is 1).
    /// Empty: the house's whole float.
    property string chipUnit: ""
    readonly property var chips: pieces.length > 0
        ? pieces.slice().sort((a, b) => Number(b) - Number(a))
        // Reading HouseChips.tubes ties the picture to the house's float.
        : HouseChips.tubes.length >= 0 ? HouseChips.stakeChips(amount, chipUnit) : []
    /// Chips in one stack; more stand beside it.
    readonly property int perStack: Math.max(1, HouseChips.stack)
    readonly property int stacks: Math.max(1, Math.ceil(chips.length / perStack))
    readonly property int tallest: Math.max(1, Math.min(chips.length, perStack))
    /// The chips' width for chips @p c across.
    function chipsWidthAt(c: real): real { return stacks * c + (stacks - 1) * 2 }
    /// How far each chip of chips @p c across lies above the one under it: a tall stake
    /// rises at most 0.6 of a chip (rises: compact 0.35), so a crowded felt's stacks stay inside
    /// their spots.
    function chipStepAt(c: real, rise: real): real { return c * Math.min(0.12, rise / Math.max(1, tallest - 1)) }
    function chipsHeightAt(c: real, rise: real): real { return c + (tallest - 1) * chipStepAt(c, rise) }
    /// Compact and flatter still where a key stands beside the chips (CrapsLayout.groupShapes'
    /// keyed shapes: a come box's stakes in one row at 1024x700).
    property bool flat: false
    /// A tall stake's rise, in chips: full size, compact, flat.
    readonly property var rises: [0.6, 0.35, 0.2]
    readonly property real rise: rises[flat ? 2 : compact ? 1 : 0]
    readonly property real chipStep: chipStepAt(drawnChip, rise)
    readonly property real chipsWidth: chipsWidthAt(drawnChip)
    readonly property real chipsHeight: chipsHeightAt(drawnChip, rise)
    readonly property bool besideLabel: labelled && labelSide !== "below"
    readonly property real gap: Math.max(2, drawnChip * 0.1)
    /// The printed amount's size (a crowded felt lays the amounts apart, BaccaratFreePlay).
    readonly property real labelWidth: amountMeasure.implicitWidth
    readonly property real labelHeight: amountMeasure.implicitHeight
    /// The stake's size with its amount beside the chips, and below them, whatever
    /// labelSide is, drawn full size and compact (a crowded craps box chooses,
    /// CrapsLayout.placeStakes): the same whether compact or not.
    readonly property real besideWidth: chipsWidthAt(chipSize) + Math.max(2, chipSize * 0.1) + labelWidth
    readonly property real besideHeight: Math.max(chipsHeightAt(chipSize, rises[0]), labelHeight)
    readonly property real belowWidth: Math.max(chipsWidthAt(chipSize), labelWidth)
    readonly property real belowHeight: chipsHeightAt(chipSize, rises[0]) + labelHeight + 2
    readonly property real compactChip: chipSize * compactScale
    readonly property real compactBesideWidth: chipsWidthAt(compactChip) + Math.max(2, compactChip * 0.1) + labelWidth
    readonly property real compactBesideHeight: Math.max(chipsHeightAt(compactChip, rises[1]), labelHeight)
    readonly property real compactBelowWidth: Math.max(chipsWidthAt(compactChip), labelWidth)
    readonly property real compactBelowHeight: chipsHeightAt(compactChip, rises[1]) + labelHeight + 2
    /// A key letter printed beside the chips instead of the amount, the amount in a legend
    /// (a craps box too small for its stakes' amounts, CrapsLayout.keysFor); empty: the amount.
    property string key: ""
    /// The stake's size drawn compact with a key beside it (any one of Theme.stakeKeys).
    readonly property real keyedWidth: chipsWidthAt(compactChip) + Math.max(2, compactChip * 0.1) + keyWidth
    readonly property real keyedHeight: Math.max(chipsHeightAt(compactChip, rises[2]), keyHeight)
    /// And with the key below the chips.
    readonly property real keyedBelowWidth: Math.max(chipsWidthAt(compactChip), keyWidth)
    readonly property real keyedBelowHeight: chipsHeightAt(compactChip, rises[2]) + keyHeight
    /// And with the key over the chips (labelSide "over": four stakes across BIG 8, level 3
    /// seed 66 at 1024x700), the key's overhang round the top chip included.
    readonly property real keyedOverWidth: chipsWidthAt(compactChip)
    readonly property real keyedOverHeight: overhangAt(compactChip) + Math.max(chipsHeightAt(compactChip, rises[2]),
                                                                               compactChip + overhangAt(compactChip))
    /// How far a key over a chip @p c across stands out above and below it.
    function overhangAt(c: real): real { return Math.max(0, (keyHeight - c) / 2) }
    /// The chips alone, compact and flat: winnings keyed with their stake, their amount in its key's legend.
    readonly property real keyedChipsWidth: chipsWidthAt(compactChip)
    readonly property real keyedChipsHeight: chipsHeightAt(compactChip, rises[2])
    /// The widest key (Theme.stakeKeys) as printed, and a pixel.
    readonly property real keyWidth: {
        let w = 0
        for (const c of Theme.stakeKeys)
            w = Math.max(w, keyMetrics.advanceWidth(c))
        return keyMetrics.font.pixelSize > 0 ? Math.ceil(w) + 1 : 0
    }
    readonly property real keyHeight: amountMeasure.implicitHeight
    FontMetrics {
        id: keyMetrics
        font: label.font
    }
    // The amount's size as printed, whichever the label shows (the shapes a crowded box
    // chooses from stay the same once it has chosen).
    Text {
        id: amountMeasure
        visible: false
        text: stack.amountText
        font: label.font
        style: Text.Outline
    }
    /// Between the chips and the amount below them; none above a key (a come box's keyed
    /// stakes, CrapsLayout.groupShapes: the letter's own leading parts them).
    readonly property real belowGap: key !== "" ? 0 : 2
    /// Where the chips begin inside the item (the label on the left comes first).
    readonly property real chipsX: besideLabel && labelSide === "left" ? label.implicitWidth + gap : 0

    /// The key printed over the top chip (labelSide "over").
    readonly property bool keyOver: labelled && labelSide === "over" && key !== ""
    implicitWidth: keyOver ? chipsWidth
                 : besideLabel ? chipsWidth + gap + label.implicitWidth
                               : Math.max(chipsWidth, labelled ? label.implicitWidth : 0)
    implicitHeight: keyOver ? overhangAt(drawnChip) + Math.max(chipsHeight, drawnChip + overhangAt(drawnChip))
                  : besideLabel ? Math.max(chipsHeight, label.implicitHeight)
                                : chipsHeight + (labelled ? (1 + labelDrop) * label.implicitHeight + belowGap : 0)
    width: implicitWidth
    height: implicitHeight

    Accessible.role: Accessible.StaticText
    Accessible.name: amountText

    /// The x of stack @p s's chips inside the item.
    function stackX(s: int): real {
        return (besideLabel ? chipsX : (width - chipsWidth) / 2) + s * (drawnChip + 2)
    }
    /// The y of chip @p i of a stack of @p n (0 the bottom) inside the item.
    function chipY(i: int, n: int): real {
        return chipsHeight - drawnChip - i * chipStep + (besideLabel ? (height - chipsHeight) : 0)
    }

    // Only each stack's top chip shows its face (its value printed, Chip); those under it
    // show an edge, so each is a bare picture and the stack casts one shadow. A felt holds
    // hundreds of chips: a third of the items to make, draw and throw away (issue 16's 60 fps).
    Repeater {
        model: stack.chips.length > 0 ? stack.stacks : 0

        Item {
            id: column
            required property int index
            readonly property var mine: stack.chips.slice(index * stack.perStack, (index + 1) * stack.perStack)

            Rectangle {
                visible: column.mine.length > 1
                x: stack.stackX(column.index) + 1
                y: stack.chipY(0, column.mine.length) + 2
                width: stack.drawnChip
                height: stack.drawnChip
                radius: stack.drawnChip / 2
                color: Theme.shadow
            }
            Repeater {
                model: column.mine.slice(0, -1)

                Image {
                    required property string modelData
                    required property int index

                    objectName: "chipEdge"
                    x: stack.stackX(column.index)
                    y: stack.chipY(index, column.mine.length)
                    width: Math.round(stack.drawnChip)
                    height: width
                    asynchronous: true
                    // Drawn at the size it was rasterised at, a copy of pixels: no filtering to pay
                    // for at every repaint of a crowded felt (the software renderer's).
                    smooth: false
                    source: Theme.chipAsset(modelData)
                    sourceSize.width: Math.round(stack.drawnChip) * Screen.devicePixelRatio
                    sourceSize.height: Math.round(stack.drawnChip) * Screen.devicePixelRatio
                }
            }
            Chip {
                objectName: "chipTop"
                value: column.mine[column.mine.length - 1]
                // Under a key printed over it, the key alone (the amount is in the legend).
                valueShown: !stack.keyOver || column.index !== stack.stacks - 1
                size: stack.drawnChip
                x: stack.stackX(column.index)
                y: stack.chipY(column.mine.length - 1, column.mine.length)
            }
        }
    }
    Text {
        id: label

        objectName: "stakeLabel"
        visible: stack.labelled
        x: stack.keyOver ? stack.stackX(stack.stacks - 1) + (stack.drawnChip - implicitWidth) / 2
           : !stack.besideLabel ? (stack.width - implicitWidth) / 2 + stack.labelShift
           : stack.labelSide === "left" ? 0 : stack.chipsWidth + stack.gap
        // Beside: level with the bottom chip, the stack's foot; below: under the chips; over:
        // on the last stack's top chip.
        y: stack.keyOver ? stack.chipY(stack.chips.length - (stack.stacks - 1) * stack.perStack - 1,
                                       stack.chips.length - (stack.stacks - 1) * stack.perStack)
                           + stack.drawnChip / 2 - implicitHeight / 2
           : !stack.besideLabel ? stack.chipsHeight + stack.belowGap + stack.labelDrop * implicitHeight
           : stack.height - stack.drawnChip / 2 - implicitHeight / 2
        text: stack.key !== "" ? stack.key : stack.amountText
        color: stack.onFelt ? (stack.key !== "" ? Theme.feltGold : Theme.feltInk)
                            : (stack.key !== "" ? Theme.goldLight : Theme.cream)
        style: Text.Outline
        styleColor: stack.onFelt ? Theme.feltOutline : Theme.feltDeep
        font.family: Theme.bodyFamily
        font.bold: true
        font.pixelSize: Math.max(9, Math.round(Math.min(Theme.fontSizeSmall + 1, stack.chipSize * 0.42)))
    }
}

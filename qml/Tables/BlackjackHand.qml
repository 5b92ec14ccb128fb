pragma ComponentBehavior: Bound

import QtQuick
import Croupier
import Croupier.App

// One blackjack hand on the felt: its cards come out of the sabot one by one
// (one CardListModel row each) and fan out from the hand's place, a player's
// rising towards the dealer, the dealer's in a row. Fills the felt; positions in
// the felt's design units.
Item {
    id: hand

    required property BlackjackFelt felt
    required property CardListModel cards
    /// The hand's place, in design units.
    property real cx: 0
    property real cy: 0
    /// The dealer's hand lies in a row; a player's fans out sideways from its first card.
    property bool row: false
    property bool highlighted: false
    /// A player's hand: which way its cards fan out (+1 right, -1 left, BlackjackFelt.fanSide):
    /// the first card at cx, cy, the fan growing away from the table's centre (issue 17).
    property int fan: 1
    /// A player's hand: the rectangle lit around it (design units), turned with its box, so
    /// that it follows the printed box (issue 17); its centre, size and turn.
    property point markCentre: Qt.point(cx, cy)
    property real markWidth: 112
    property real markHeight: 132
    property real markRotation: 0

    readonly property real u: felt.u
    /// A split box's hands are drawn smaller (BlackjackFelt.cardScale).
    property real cardScale: 1
    readonly property real cardW: felt.cardWidth * cardScale * u
    /// A player's cards overlap by all but this much (design units): the index shows.
    readonly property real step: felt.fanStep * cardScale
    /// How far (design units) the fan may reach beyond its first card's outer edge
    /// (BlackjackFelt.fanRoom): a long hand's cards close up to stay in it.
    property real fanRoom: Infinity
    /// The step between the cards of a hand of @p n.
    function stepOf(n: int): real { return n > 1 ? Math.min(step, fanRoom / (n - 1)) : step }
    /// The centre of card @p k of @p n (design units): a row for the dealer; a player's
    /// fan anchored at its inner end, so that each card's index stays in sight (a fan to
    /// the left moves its earlier cards on as one comes).
    function cardX(k: int, n: int): real {
        if (row)
            return cx + (k - (n - 1) / 2) * 44
        return fan > 0 ? cx + k * stepOf(n) : cx - (n - 1 - k) * stepOf(n)
    }

    Rectangle {
        objectName: "handMark"
        visible: hand.highlighted
        // Around the dealer's row of cards, or around a player's box, turned as the box is.
        readonly property real w: hand.row ? Math.max(2, hand.cards.count) * 44 + 30 : hand.markWidth
        readonly property real h: hand.row ? 100 : hand.markHeight
        readonly property real mx: hand.row ? hand.cx : hand.markCentre.x
        readonly property real my: hand.row ? hand.cy : hand.markCentre.y
        x: hand.felt.px(mx - w / 2)
        y: hand.felt.py(my - h / 2)
        width: w * hand.u; height: h * hand.u
        rotation: hand.row ? 0 : hand.markRotation
        radius: 14 * hand.u
        color: "transparent"
        border.color: Theme.goldLight
        border.width: Math.max(2, 4 * hand.u)
        SequentialAnimation on opacity {
            running: hand.highlighted && Theme.slow > 0
            loops: Animation.Infinite
            NumberAnimation { from: 1; to: 0.45; duration: Theme.slow * 2 }
            NumberAnimation { from: 0.45; to: 1; duration: Theme.slow * 2 }
        }
    }
    // A card taken off the felt (a bust collected, the round cleared) slides to the discard
    // holder face down, then is gone (issue 17: cleared cards never just vanish).
    Component {
        id: leaving
        PlayingCard {
            id: gone
            property real toX: 0
            property real toY: 0
            z: 20
            ParallelAnimation {
                running: true
                NumberAnimation { target: gone; property: "x"; to: gone.toX; duration: Theme.deal; easing.type: Easing.InOutCubic }
                NumberAnimation { target: gone; property: "y"; to: gone.toY; duration: Theme.deal; easing.type: Easing.InOutCubic }
                NumberAnimation { target: gone; property: "opacity"; to: 0.6; duration: Theme.deal }
                onFinished: gone.destroy()
            }
        }
    }
    Repeater {
        model: hand.cards
        onItemRemoved: (index, item) => {
            if (Theme.deal <= 0 || !item)
                return
            const card = item as PlayingCard
            if (!card)
                return
            leaving.createObject(hand, {
                card: card.card, cardWidth: card.cardWidth, faceUp: false,
                x: card.x, y: card.y,
                toX: hand.felt.discard.x - card.width / 2, toY: hand.felt.discard.y - card.height / 2
            })
        }

        delegate: PlayingCard {
            id: dealt

            required property int index
            required property var model

            card: model.card
            cardWidth: hand.cardW
            readonly property int n: hand.cards.count
            objectName: "card"
            readonly property real restX: hand.felt.px(hand.cardX(index, n)) - width / 2
            readonly property real restY: hand.felt.py(hand.cy) - height / 2
            faceUp: false
            z: index
            x: hand.felt.sabotMouth.x - width / 2
            y: hand.felt.sabotMouth.y - height / 2
            Component.onCompleted: slide.start()
            ParallelAnimation {
                id: slide
                NumberAnimation { target: dealt; property: "x"; to: dealt.restX; duration: Theme.deal; easing.type: Easing.OutCubic }
                NumberAnimation { target: dealt; property: "y"; to: dealt.restY; duration: Theme.deal; easing.type: Easing.OutCubic }
                onFinished: dealt.faceUp = dealt.model.faceUp
            }
            onRestXChanged: if (!slide.running) x = restX
            onRestYChanged: if (!slide.running) y = restY
        }
    }
}

import QtQuick
import Croupier

// One playing card as a real one is printed (issue 17, "Cards as cards"): the index
// (rank over suit) in the top-left corner and, upside down, in the bottom-right; the
// pips of A to 10 in their usual places, those below the middle upside down; J, Q and K
// a framed figure (assets/cards/court-*.svg, the suit laid on beside it). A card
// narrower than Theme.cardPipsMinWidth shows its index and one large pip instead. It
// turns over (a flip about its vertical axis) when faceUp changes; a baccarat third
// card lies across (sideways). Images only, no Canvas: their pictures are shared by
// every card of the same size.
Item {
    id: playing

    /// "7H", "TS", "KD" as question-bank.md writes cards; "" for a card not yet known.
    property string card: ""
    property bool faceUp: true
    property bool sideways: false
    /// The card's width when upright; its height follows the 63 × 88 mm format.
    property real cardWidth: Theme.cardWidth

    readonly property string rank: card.length === 2 ? (card[0] === "T" ? "10" : card[0]) : ""
    readonly property string suit: card.length === 2 ? card[1] : ""
    readonly property bool red: suit === "H" || suit === "D"
    readonly property bool court: rank === "J" || rank === "Q" || rank === "K"
    /// Every pip drawn; false on a card too small for them (its index and one large pip).
    readonly property bool detailed: cardWidth >= Theme.cardPipsMinWidth
    /// The pips drawn, [x, y] in fractions of the card (Theme.pipLayouts); none on a court card.
    readonly property var pips: rank === "" || court ? [] : detailed ? Theme.pipLayouts[rank] ?? [] : [[0.5, 0.55]]
    /// 0 while face down, 1 face up: animated, so the card turns over.
    property real turn: faceUp ? 1 : 0

    width: sideways ? cardWidth * Theme.cardAspect : cardWidth
    height: sideways ? cardWidth : cardWidth * Theme.cardAspect
    Accessible.role: Accessible.Graphic
    Accessible.name: faceUp ? Theme.cardName(playing.card) : qsTr("A card face down")

    Behavior on turn {
        NumberAnimation { duration: Theme.slow; easing.type: Easing.InOutQuad }
    }

    Item {
        id: upright

        anchors.centerIn: parent
        width: playing.cardWidth
        height: playing.cardWidth * Theme.cardAspect
        rotation: playing.sideways ? 90 : 0
        transform: Scale {
            origin.x: upright.width / 2
            xScale: Math.abs(playing.turn * 2 - 1)
        }

        Rectangle {
            // A soft shadow on the felt.
            x: 2; y: 3
            width: parent.width; height: parent.height
            radius: width * 0.07
            color: Theme.shadow
        }

        Image {
            asynchronous: true
            anchors.fill: parent
            source: playing.turn < 0.5 ? Theme.cardAsset("back")
                  : playing.court ? Theme.cardAsset("court-" + playing.rank) : Theme.cardAsset("face")
            sourceSize.width: Math.ceil(width * Screen.devicePixelRatio)
            sourceSize.height: Math.ceil(height * Screen.devicePixelRatio)
            smooth: true
        }

        Item {
            id: face

            anchors.fill: parent
            visible: playing.turn >= 0.5 && playing.rank !== ""

            // The index in the top-left corner and, turned, in the bottom-right.
            Repeater {
                model: 2

                Column {
                    id: corner

                    required property int index
                    // A small card's index is larger: it is what the trainee reads.
                    readonly property real grow: playing.detailed ? 1 : 1.2

                    x: corner.index === 0 ? upright.width * 0.045 : upright.width * 0.955 - width
                    y: corner.index === 0 ? upright.height * 0.03 : upright.height * 0.97 - height
                    rotation: corner.index === 0 ? 0 : 180
                    spacing: 0

                    Text {
                        objectName: "index"
                        anchors.horizontalCenter: parent.horizontalCenter
                        text: playing.rank
                        color: playing.red ? Theme.cardRed : Theme.cardBlack
                        font.family: Theme.displayFamily
                        font.bold: true
                        font.pixelSize: Math.max(6, Math.round(upright.width * 0.17 * corner.grow))
                        // "10" as narrow as a printed index, clear of the pips' columns.
                        font.letterSpacing: playing.rank === "10" ? -upright.width * 0.025 : 0
                    }
                    Image {
                        asynchronous: true
                        anchors.horizontalCenter: parent.horizontalCenter
                        width: upright.width * 0.12 * corner.grow; height: width
                        source: Theme.suitAsset(playing.suit)
                        sourceSize.width: Math.ceil(width * Screen.devicePixelRatio)
                        sourceSize.height: Math.ceil(height * Screen.devicePixelRatio)
                    }
                }
            }

            // The pips: one large for an ace (and on a small card), else the rank's layout.
            Repeater {
                objectName: "pips"
                model: playing.pips

                Image {
                    id: pip

                    required property var modelData
                    readonly property real size: upright.width * (playing.rank === "A" || !playing.detailed ? 0.42 : 0.19)

                    x: modelData[0] * upright.width - width / 2
                    y: modelData[1] * upright.height - height / 2
                    width: size; height: size
                    // Below the middle a pip is printed upside down.
                    rotation: modelData[1] > 0.5 && playing.detailed ? 180 : 0
                    asynchronous: true
                    source: Theme.suitAsset(playing.suit)
                    sourceSize.width: Math.ceil(size * Screen.devicePixelRatio)
                    sourceSize.height: Math.ceil(size * Screen.devicePixelRatio)
                }
            }

            // A court card: the figure is the face's picture; its suit beside the head,
            // top-left inside the frame and, turned, bottom-right.
            Item {
                objectName: "courtPanel"
                anchors.fill: parent
                visible: playing.court

                Repeater {
                    model: playing.court ? 2 : 0

                    Image {
                        required property int index

                        width: upright.width * 0.14; height: width
                        x: (index === 0 ? 0.31 : 0.69) * upright.width - width / 2
                        y: (index === 0 ? 0.27 : 0.73) * upright.height - height / 2
                        rotation: index === 0 ? 0 : 180
                        asynchronous: true
                        source: Theme.suitAsset(playing.suit)
                        sourceSize.width: Math.ceil(width * Screen.devicePixelRatio)
                        sourceSize.height: Math.ceil(height * Screen.devicePixelRatio)
                    }
                }
            }
        }
    }
}

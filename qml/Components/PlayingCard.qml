import QtQuick
import Croupier

// One playing card, drawn from the SVG face and back (assets/cards/) with its rank
// and suit laid on. It turns over (a flip about its vertical axis) when faceUp
// changes; a baccarat third card lies across (sideways).
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
            source: playing.turn >= 0.5 ? (playing.court ? Theme.cardAsset("court") : Theme.cardAsset("face"))
                                     : Theme.cardAsset("back")
            sourceSize.width: Math.ceil(width * Screen.devicePixelRatio)
            sourceSize.height: Math.ceil(height * Screen.devicePixelRatio)
            smooth: true
        }

        Item {
            anchors.fill: parent
            visible: playing.turn >= 0.5 && playing.rank !== ""

            // The index in the top-left and bottom-right corners.
            Repeater {
                model: 2

                Column {
                    id: corner

                    required property int index

                    x: corner.index === 0 ? upright.width * 0.07 : upright.width * 0.93 - width
                    y: corner.index === 0 ? upright.height * 0.05 : upright.height * 0.95 - height
                    rotation: corner.index === 0 ? 0 : 180
                    spacing: 0

                    Text {
                        anchors.horizontalCenter: parent.horizontalCenter
                        text: playing.rank
                        color: playing.red ? Theme.cardRed : Theme.cardBlack
                        font.family: Theme.displayFamily
                        font.bold: true
                        font.pixelSize: Math.round(upright.width * 0.2)
                    }
                    Image {
                        asynchronous: true
                        anchors.horizontalCenter: parent.horizontalCenter
                        width: upright.width * 0.14; height: width
                        source: Theme.suitAsset(playing.suit)
                        sourceSize.width: Math.ceil(width * Screen.devicePixelRatio)
                    }
                }
            }
            // The centre: a large suit, or the court card's letter over a small suit.
            Image {
                asynchronous: true
                anchors.centerIn: parent
                anchors.verticalCenterOffset: playing.court ? upright.height * 0.12 : 0
                width: upright.width * (playing.court ? 0.22 : 0.46); height: width
                source: Theme.suitAsset(playing.suit)
                sourceSize.width: Math.ceil(width * Screen.devicePixelRatio)
            }
            Text {
                visible: playing.court
                anchors.centerIn: parent
                anchors.verticalCenterOffset: -upright.height * 0.06
                text: playing.rank
                color: playing.red ? Theme.cardRed : Theme.cardBlack
                font.family: Theme.displayFamily
                font.bold: true
                font.pixelSize: Math.round(upright.width * 0.42)
            }
        }
    }
}

import QtQuick
import QtTest
import Croupier

// A card face as a real card is printed (issue 17, "Cards as cards"): as many pips as
// the rank, those below the middle upside down, J Q K a framed figure, hearts and
// diamonds red, spades and clubs black; a card too small for its pips shows one.
// Expectations counted on a real deck, not read from Theme.pipLayouts.
Item {
    id: root

    width: 400
    height: 300

    Component {
        id: cardComponent
        PlayingCard {
            cardWidth: 72
        }
    }

    TestCase {
        name: "PlayingCard"
        when: windowShown

        function initTestCase() {
            Theme.durationScale = 0
        }

        function makeCard(code, width) {
            const card = createTemporaryObject(cardComponent, root, {card: code, cardWidth: width ?? 72})
            verify(card !== null)
            waitForRendering(card)
            return card
        }

        /// The pips drawn, each inside the card, and how many of them are upside down.
        function drawnPips(card) {
            const pips = findChild(card, "pips")
            verify(pips !== null)
            let turned = 0
            for (let i = 0; i < pips.count; ++i) {
                const pip = pips.itemAt(i)
                verify(pip !== null && pip.visible)
                verify(pip.x >= 0 && pip.x + pip.width <= card.cardWidth, "pip " + i + " inside the card")
                if (pip.rotation === 180)
                    ++turned
            }
            return {count: pips.count, turned: turned}
        }

        // count: pips on a real card; turned: those printed upside down (below the middle:
        // the 7's bottom pair; the 8's bottom pair and lower centre; the 9's two lower rows;
        // the 10's two lower rows and lower centre).
        function test_pips_data() {
            return [
                {tag: "ace one large pip", card: "AS", count: 1, turned: 0},
                {tag: "two, one upside down", card: "2H", count: 2, turned: 1},
                {tag: "three", card: "3D", count: 3, turned: 1},
                {tag: "four", card: "4C", count: 4, turned: 2},
                {tag: "five", card: "5S", count: 5, turned: 2},
                {tag: "six", card: "6H", count: 6, turned: 2},
                {tag: "seven shows 7 pips", card: "7D", count: 7, turned: 2},
                {tag: "eight", card: "8C", count: 8, turned: 3},
                {tag: "nine", card: "9S", count: 9, turned: 4},
                {tag: "ten (T) shows 10 pips", card: "TH", count: 10, turned: 5},
                {tag: "jack: no pips, a figure", card: "JC", count: 0, turned: 0},
                {tag: "queen", card: "QD", count: 0, turned: 0},
                {tag: "king", card: "KS", count: 0, turned: 0}
            ]
        }
        function test_pips(row) {
            const card = makeCard(row.card)
            const pips = drawnPips(card)
            compare(pips.count, row.count)
            compare(pips.turned, row.turned)
        }

        function test_court_data() {
            return [
                {tag: "king has the court panel", card: "KH", court: true},
                {tag: "queen has the court panel", card: "QS", court: true},
                {tag: "jack has the court panel", card: "JD", court: true},
                {tag: "ten has none", card: "TC", court: false},
                {tag: "ace has none", card: "AH", court: false}
            ]
        }
        function test_court(row) {
            const card = makeCard(row.card)
            const panel = findChild(card, "courtPanel")
            verify(panel !== null)
            compare(panel.visible, row.court)
        }

        // Hearts and diamonds red, spades and clubs black: the index and the pips' picture.
        function test_colours_data() {
            return [
                {tag: "hearts red", card: "7H", red: true, suit: "suit-H"},
                {tag: "diamonds red", card: "QD", red: true, suit: "suit-D"},
                {tag: "spades black", card: "TS", red: false, suit: "suit-S"},
                {tag: "clubs black", card: "AC", red: false, suit: "suit-C"}
            ]
        }
        function test_colours(row) {
            const card = makeCard(row.card)
            const index = findChild(card, "index")
            verify(index !== null)
            verify(Qt.colorEqual(index.color, row.red ? Theme.cardRed : Theme.cardBlack),
                   row.card + " index in " + index.color)
            verify(!Qt.colorEqual(index.color, row.red ? Theme.cardBlack : Theme.cardRed))
            const pips = findChild(card, "pips")
            if (pips.count > 0)
                verify(String(pips.itemAt(0).source).indexOf(row.suit) >= 0, String(pips.itemAt(0).source))
        }

        // The index prints the rank as the card does: "10", never "T".
        function test_index_data() {
            return [
                {tag: "ten is 10", card: "TD", rank: "10"},
                {tag: "ace is A", card: "AS", rank: "A"},
                {tag: "king is K", card: "KC", rank: "K"}
            ]
        }
        function test_index(row) {
            compare(findChild(makeCard(row.card), "index").text, row.rank)
        }

        // Too narrow for its pips (a card smaller than Theme.cardPipsMinWidth): the index
        // and one large pip, whatever the rank.
        function test_smallCardShowsOnePip() {
            const card = makeCard("9S", Theme.cardPipsMinWidth - 4)
            compare(drawnPips(card).count, 1)
            compare(findChild(card, "index").text, "9")
            compare(drawnPips(makeCard("9S", Theme.cardPipsMinWidth)).count, 9)
        }

        function test_faceDownShowsNoFace() {
            const card = makeCard("7H")
            card.faceUp = false
            tryCompare(card, "turn", 0)
            compare(findChild(card, "index").visible, false)
        }
    }
}

import QtQuick
import Croupier
import Croupier.App

// Even money taken for a blackjack against the dealer's ace (art. 14 §12 β): a round
// marker, as a dealer's lammer, on the insurance line where the box's insurance would lie
// (a box takes one or the other; BlackjackFelt.insuranceSpot), reading the payment's
// ratio from the engine's pay table, 1:1, as the prompts mark such a box. Issue 17: the
// words EVEN MONEY, on two lines at 1024 × 700 and in Greek, lay on the next box's
// insurance stake; the marker takes no more room than an insurance chip's foot.
Item {
    id: mark

    required property BlackjackFelt felt
    /// The box (0 to 6, from the dealer's left).
    property int box: 0
    readonly property point spot: felt.insuranceSpot(box)
    readonly property var pays: FeltPays.blackjack("even_money")
    //: On the blackjack table, the even-money marker of a box (art. 14 §12 β): the ratio paid, 1:1.
    readonly property string text: qsTr("%1:%2").arg(pays[0]).arg(pays[1])

    // The room an insurance stake's foot chip may take (30 units, BlackjackFelt.insuranceSpot).
    width: 30 * felt.u
    height: width
    x: felt.px(spot.x) - width / 2
    y: felt.py(spot.y) - height / 2

    Accessible.role: Accessible.StaticText
    //: Read aloud for the even-money marker on the blackjack table (art. 14 §12 β).
    Accessible.name: qsTr("Even money taken: paid %1").arg(mark.text)

    Rectangle {
        anchors.fill: parent
        radius: width / 2
        color: Theme.feltOutline
        border.color: Theme.feltGold
        border.width: Math.max(1, 2 * felt.u)
    }
    Text {
        anchors.centerIn: parent
        text: mark.text
        color: Theme.feltGold
        font.bold: true
        font.pixelSize: Math.max(8, Math.round(11 * felt.u))
    }
}

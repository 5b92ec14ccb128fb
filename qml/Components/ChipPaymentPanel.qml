import QtQuick
import Croupier
import Croupier.App

// Paying in chips at a free-play table (issue 16): the dealer's float (ChipTray), the
// chips in hand (a stack with their worth) and how the last payment was judged. The
// table's keys call take() (a count, then F2…), takeBack() (Backspace), clear() (Esc)
// and handOver() (Enter); the dealer (TableDealer::payInChips) decides everything.
Column {
    id: panel

    /// The table's dealer: its float, its judgement of each payment.
    required property TableDealer dealer
    /// A payment may be built now (a payment is the step due).
    property bool active: false
    /// The felt's scale.
    property real u: 1
    readonly property alias payment: chipPayment
    /// The chips handed by the last accepted payment, as they were handed.
    property var lastHanded: []

    /// A tube was clicked: the table takes its chips (take()) with the count typed.
    signal tubeClicked(int tube)

    spacing: 2 * u

    /// Takes chips from tube @p tube (0 the smallest), as many as @p count says ("" one).
    function take(tube: int, count: string): bool {
        return active && chipPayment.take(tube, count)
    }
    function takeBack(): bool { return chipPayment.takeBack() }
    function clear() { chipPayment.clear() }
    /// Hands the chips over as the step @p action with @p value (the table's own, the
    /// amount their worth as the reader writes it); kept in hand when refused.
    function handOver(action: string, value: var): bool {
        const chips = chipPayment.chips
        if (!dealer.payInChips(action, value, chipPayment.breakdown()))
            return false
        lastHanded = chips
        chipPayment.clear()
        return true
    }
    /// The amount of the chips in hand, as the reader's language writes it.
    function typedTotal(): string { return Theme.formatMoney(chipPayment.total) }

    ChipPayment {
        id: chipPayment
        denominations: panel.dealer.chipFloat
        tubes: panel.dealer.chipTubes
    }

    Row {
        spacing: 8 * panel.u
        ChipTray {
            id: tray
            objectName: "chipTray"
            payment: chipPayment
            u: panel.u
            active: panel.active
            onTubeClicked: tube => panel.tubeClicked(tube)
        }
        ChipStack {
            objectName: "paymentStack"
            visible: chipPayment.count > 0
            pieces: chipPayment.chips
            amount: chipPayment.total
            chipSize: 28 * panel.u
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
}

pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Croupier
import Croupier.App

// Free play at a baccarat table (Punto Banco, chemin de fer, deux tableaux): the
// trainee is the dealer. BaccaratDealer (C++, core's engine) deals the shoe, seats
// the punters' bets and checks every step; this view only draws the table and sends
// the trainee's keys and clicks. Dealer at the top, seats along the curve, seat 1
// at the dealer's right (art. 15 §9 counts from there).
//
// Keys (letters also on a Greek keyboard, as Keyboard.latinKey maps them):
// digits and "." "," type a number; Enter confirms (burn count, deal, payment,
// cagnotte); a digit alone announces a point; D draws, S stands, O the holder's
// option; P / B / T (or E) the winner; C collects the selected bet, K takes the
// commission typed, ← → choose a bet; N a new shoe; F1 shows the right step (the same key at every table).
// The regulation's incidents (issue 15): L calls the last coup (§16), H a dummy hand
// (§5), R reduces the bet over its maximum to the amount typed and X refuses it
// (§4, §19), M the shuffling machine (§20). Enter never answers an incident.
// The opening of a shoe (§6–8): A counts the cards (the number typed; at the table's first
// shoe only, and at every deux tableaux shoe, whose cards are new, §2), F shuffles,
// U gives the cut card to the seat typed, I places the cut card (the cards typed
// behind it); each refused out of its turn, with the paragraph.
FreePlayFrame {
    id: root

    property string game: "punto-banco"
    paceGame: root.game
    roundsBegun: dealer.coupNumber
    property int seed: 0
    /// Nothing is moving on the felt.
    readonly property bool settled: !settleTimer.running && dealer.settled && !relabelTimer.running
    /// A moment to show the table playing itself (a screenshot): the coup settled.
    readonly property bool showcase: dealer.phase === "settle"

    readonly property alias dealer: dealer
    /// The bets on the layout, a delegate per row of dealer.bets (tests read them).
    readonly property alias betSpots: betRepeater
    /// What the trainee has typed (a count or an amount).
    property string entry: ""
    /// The bet chosen for the settlement (a row of dealer.bets), or -1.
    property int selectedRow: -1
    /// "Show me" was asked for this step.
    readonly property bool showing: dealer.showing
    /// The payment being built from the float (issue 16): F2… take chips, Enter hands them over.
    readonly property ChipPayment payment: chipPanel.payment
    /// A payment can be built: a bet chosen in the settlement.
    readonly property bool paying: settling && selectedRow >= 0
    onSettlingChanged: if (!settling) payment.clear()

    readonly property bool puntoBanco: game.startsWith("punto-banco")
    /// How the simulated punters stake (BaccaratDealer.punters): "casual" or "high-rollers".
    property string punters: "casual"
    /// Punto Banco's table (art. 15 §18): "mini" (7 seats) or "midi" (9), the croupier deals;
    /// "big" (12), the players hold the sabot. The switch above the felt sets it (a new shoe).
    property string tableSize: "mini"
    readonly property bool deux: game === "deux-tableaux"
    /// The right next step; re-read whenever the dealer moves on.
    readonly property var want: dealer.expected
    readonly property string wantAction: want.action ?? ""
    readonly property bool calling: wantAction === "draw" || wantAction === "stand" || wantAction === "option"
    readonly property bool settling: dealer.phase === "settle"
    /// One of the regulation's incidents waits for the dealer's answer.
    readonly property bool incidentDue: ["reduce", "dummy-hand", "last-coup", "shuffler", "to-shuffler"].indexOf(wantAction) >= 0

    Accessible.role: Accessible.Pane
    //: The accessible name of the baccarat free-play table
    Accessible.name: qsTr("Baccarat table, free play")
    focus: true

    BaccaratDealer {
        id: dealer

        game: root.game
        table: root.tableSize
        punters: root.punters
        seed: root.seed
        dealGap: Theme.dealGap
        onChanged: {
            settleTimer.restart()
            root.pickRow()
        }
    }

    Timer {
        // The last card's slide and turn, a chip stack's journey.
        id: settleTimer
        interval: Math.max(1, Theme.deal + Theme.slow)
    }

    Timer {
        // The demo paying in chips: the dealer's fewest chips, a tube at a time (each slides
        // to the hand), then handed over (they slide to the bet).
        id: demoPayer

        property var takes: []

        interval: Math.max(16, Theme.normal)
        repeat: true
        /// Starts paying step @p w in chips; false when the float cannot make its amount.
        function begin(w: var): bool {
            takes = dealer.fewestTakes(w.amount)
            if (takes.length === 0)
                return false
            root.selectedRow = w.row
            payment.clear()
            start()
            return true
        }
        onTriggered: {
            if (takes.length > 0) {
                payment.take(takes[0].tube, String(takes[0].count))
                takes = takes.slice(1)
                return
            }
            stop()
            root.payInChips()
        }
    }

    tableDealer: dealer
    // A payment held for a screenshot (--set holdPayment=true): the bet pointed at, the
    // fewest chips of the float in hand.
    takeFewest: function (w) {
        const takes = dealer.fewestTakes(w.amount)
        if (takes.length === 0)
            return false
        root.selectedRow = w.row
        payment.clear()
        for (const t of takes)
            payment.take(t.tube, String(t.count))
        return payment.count > 0
    }
    // Each step's motion ends before the next (so `settled` comes between steps).
    demoInterval: Theme.deal + Theme.slow + Theme.dealGap
    demoReady: !demoPayer.running
    // Demo: the engine's own right steps, what is typed shown as a trainee types it; with
    // demoPay "chips", each payment taken from the float tube by tube and handed over.
    demoAct: function (w) {
        if (w.action === "pay" && root.demoPay === "chips" && demoPayer.begin(w))
            return
        if (w.action === "pay" || w.action === "commission" || w.action === "cagnotte" || w.action === "burn"
                || w.action === "reduce")
            root.entry = w.action === "burn" ? w.amount : Theme.formatMoney(w.amount)
        else if (w.action === "count" || w.action === "cut-card")
            root.entry = w.amount
        dealer.act(w.action, w.value)
        root.entry = ""
    }
    //: Free play: shoe number, coup number and cards left in the sabot
    counters: qsTr("Shoe %1 · Coup %2 · %3 cards in the sabot").arg(dealer.shoeNumber).arg(dealer.coupNumber).arg(dealer.cardsLeft)
    typed: root.entry
    typing: root.wantAction === "burn" || dealer.opening || root.settling || root.wantAction === "cagnotte" || root.incidentDue
    //: The free-play keys of the baccarat table (Greek keyboard: the same keys)
    keysHelp: qsTr("Keys: A count · F shuffle · U cut · I cut card · digits, Enter · D draw · S stand · O option · P B T winner · C collect · K commission · ← → bet · N new shoe · G pass the bank or the sabot · F1 show me · incidents: L last coup · H dummy hand · R reduce · X refuse · M machine")
    notes: [
        Label {
            Layout.fillWidth: true
            visible: dealer.lastCoup
            //: The cut card has come out (art. 15 §16)
            text: qsTr("Cut card out: this is the last coup of the shoe (art. 15 §16).")
            color: Theme.goldLight
            wrapMode: Text.WordWrap
        }
    ]

    Row {
        // Punto Banco's variants (guide) and the table's size (art. 15 §18), above the table.
        id: variantBar
        anchors.top: parent.top
        anchors.horizontalCenter: table.horizontalCenter
        z: 2
        spacing: Theme.spacingSmall
        visible: root.puntoBanco

        SegmentedSwitch {
            // With commission, No Commission, Super Six.
            objectName: "variantSwitch"
            fontSize: Theme.fontSizeSmall + 1
            choicePadding: Theme.spacingSmall + 2
            buttonNamePrefix: "variant-"
            choiceFocusPolicy: Qt.TabFocus
            //: Punto Banco's variants at the free-play table (guide): keep the casino names
            choices: [{ key: "punto-banco", label: qsTr("Commission") },
                      { key: "punto-banco-no-commission", label: qsTr("No Commission") },
                      { key: "punto-banco-super-six", label: qsTr("Super Six") }]
            currentKey: root.game
            onActivated: key => root.game = key
        }
        SegmentedSwitch {
            // Mini and midi: the croupier deals (§18 β); big: the players hold the sabot (§9, §15, §18 α).
            objectName: "tableSwitch"
            fontSize: Theme.fontSizeSmall + 1
            choicePadding: Theme.spacingSmall + 2
            buttonNamePrefix: "table-"
            choiceFocusPolicy: Qt.TabFocus
            choices: [
                //: Punto Banco's table sizes (art. 15 §18): the casino names MINI, MIDI; the big table where players hold the sabot
                { key: "mini", label: qsTr("Mini") },
                { key: "midi", label: qsTr("Midi") },
                { key: "big", label: qsTr("Big table") }]
            currentKey: root.tableSize
            onActivated: key => root.tableSize = key
        }
    }

    // --- the trainee's input ---


    /// Chooses the first bet still on the layout, from the dealer's right.
    function pickRow() {
        if (!settling) {
            selectedRow = -1
            return
        }
        const chosen = selectedRow >= 0 && selectedRow < dealer.bets.count ? dealer.bets.get(selectedRow) : null
        if (chosen && chosen.state === "placed")
            return
        selectedRow = nextRow(-1, 1)
    }
    function nextRow(from: int, step: int): int {
        const n = dealer.bets.count
        for (let k = 1; k <= n; ++k) {
            const r = ((from + step * k) % n + n) % n
            const b = dealer.bets.get(r)
            if (b.state === "placed" && b.bet !== "bank")
                return r
        }
        return -1
    }

    function send(action: string, value: var): bool {
        const ok = dealer.act(action, value)
        if (ok)
            entry = ""
        return ok
    }
    function confirm() {
        if (incidentDue) {
            // Enter carries on as if nothing happened: in the betting, the deal (refused with the paragraph).
            if (dealer.phase === "bets")
                send("deal", "")
        } else if (wantAction === "burn")
            send("burn", entry)
        else if (wantAction === "deal")
            send("deal", "")
        else if (wantAction === "cagnotte")
            send("cagnotte", entry)
        else if (paying && payment.count > 0)
            payInChips()
        else if (settling && selectedRow >= 0)
            send("pay", { row: selectedRow, amount: entry })
        else if (wantAction === "new-shoe")
            send("new-shoe", "")
    }
    /// Hands the payment built over to the chosen bet; kept as built when refused (nothing lost).
    function payInChips() {
        const row = selectedRow
        if (chipPanel.handOver("pay", { row: row, amount: chipPanel.typedTotal() }, row)) {
            // The bet's own payout draws them: one stack changes, not every paid one.
            const spot = betRepeater.itemAt(row)
            if (spot)
                spot.handed = chipPanel.lastHanded
            entry = ""
        }
    }
    /// Chips from tube @p tube (0 the smallest), as many as typed.
    function takeChips(tube: int): bool {
        if (!paying)
            return false
        if (chipPanel.take(tube, entry))
            entry = ""
        return true
    }
    // C or K with no bet chosen (issue 17: it said nothing): before the settlement it is
    // a wrong step, refused by the table with the step that is due; during it, the table
    // says how to choose a bet.
    function collect(row: int) {
        if (row >= 0)
            send("collect", row)
        else if (!settling)
            send("collect", -1)
        else
            dealer.chooseBetFirst()
    }
    function commission() {
        if (selectedRow >= 0)
            send("commission", { row: selectedRow, amount: entry })
        else if (!settling)
            send("commission", { row: -1, amount: entry })
        else
            dealer.chooseBetFirst()
    }
    function typeChar(c: string) {
        if (typedStale) {
            entry = ""
            typedStale = false
        }
        if (entry.length < 12)
            entry += c
    }

    Keys.onPressed: event => { event.accepted = root.pressKey(event.key, event.text) }

    /// One key of the trainee's: @p text as typed (Greek letters count as the
    /// Latin key in their place). Returns whether the key meant something.
    function pressKey(key: int, text: string): bool {
        if (demo)
            return false
        const k = Keyboard.latinKey(text)
        const digit = text.length === 1 && text >= "0" && text <= "9"
        if (key === Qt.Key_Return || key === Qt.Key_Enter || (key === Qt.Key_Space && wantAction === "deal"))
            confirm()
        else if (key >= Qt.Key_F2 && key <= Qt.Key_F12)
            return takeChips(key - Qt.Key_F2)
        else if (key === Qt.Key_Backspace && entry === "" && payment.count > 0)
            payment.takeBack()
        else if (key === Qt.Key_Backspace) {
            typedStale = false
            entry = entry.slice(0, -1)
        }
        else if (key === Qt.Key_Escape) {
            entry = ""
            payment.clear()
        }
        else if (key === Qt.Key_Left && settling)
            selectedRow = nextRow(selectedRow, -1)
        else if (key === Qt.Key_Right && settling)
            selectedRow = nextRow(selectedRow, 1)
        else if (digit && wantAction === "point")
            send("point", text)
        else if (digit || text === "." || text === ",")
            typeChar(text)
        else if (k === "d")
            send("draw", "")
        else if (k === "s")
            send("stand", "")
        else if (k === "o")
            send("option", "")
        else if (k === "p")
            send("winner", "player")
        else if (k === "b")
            send("winner", "banker")
        else if (k === "t" || k === "e")
            send("winner", "tie")
        else if (k === "c")
            collect(selectedRow)
        else if (k === "k")
            commission()
        else if (k === "n")
            send("new-shoe", "")
        else if (k === "a")
            send("count", entry)
        else if (k === "f")
            send("shuffle", "")
        else if (k === "u")
            send("cut", entry)
        else if (k === "i")
            send("cut-card", entry)
        else if (k === "g" && dealer.handoverAction !== "")
            send(dealer.handoverAction, entry)
        else if (k === "l")
            send("last-coup", "")
        else if (k === "h")
            send("dummy-hand", "")
        else if (k === "r")
            send("reduce", { amount: entry })
        else if (k === "x")
            send("refuse", "")
        else if (k === "m")
            send(wantAction === "to-shuffler" ? "to-shuffler" : "shuffler", "")
        else if (key === Qt.Key_F1)
            dealer.showMe()
        else
            return false
        return true
    }

    // --- the action bar: a button for every key ---
    Flow {
        id: bar

        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        spacing: Theme.spacingSmall

        component ActionButton: GoldButton {
            property string key: ""
            focusPolicy: Qt.NoFocus
            implicitHeight: Theme.controlHeight
            leftPadding: Theme.spacing
            rightPadding: Theme.spacing
            Accessible.name: text
        }

        ActionButton {
            // As the burn's: shown when due (the seat is still the trainee's to type); G any time.
            visible: root.wantAction !== "" && root.wantAction === dealer.handoverAction
            text: dealer.handoverAction === "pass-bank"
                  //: Free play, chemin de fer: the bank to the seat typed (the banker lost; RULINGS, a convention)
                  ? qsTr("Pass the bank (G)")
                  //: Free play, Punto Banco's big table: the sabot to the seat typed (art. 15 §9, §15)
                  : qsTr("Pass the sabot (G)")
            onClicked: root.send(dealer.handoverAction, root.entry)
        }
        ActionButton {
            visible: dealer.opening
            //: Free play, the opening of a shoe: count the cards typed (art. 15 §6)
            text: qsTr("Count (A)")
            onClicked: root.send("count", root.entry)
        }
        ActionButton {
            visible: dealer.opening
            //: Free play, the opening of a shoe: shuffle (art. 15 §6)
            text: qsTr("Shuffle (F)")
            onClicked: root.send("shuffle", "")
        }
        ActionButton {
            visible: dealer.opening
            //: Free play, the opening of a shoe: the seat typed cuts (art. 15 §7)
            text: qsTr("Cut (U)")
            onClicked: root.send("cut", root.entry)
        }
        ActionButton {
            visible: dealer.opening
            //: Free play, the opening of a shoe: the cut card with the cards typed behind it (art. 15 §8)
            text: qsTr("Cut card (I)")
            onClicked: root.send("cut-card", root.entry)
        }
        ActionButton {
            visible: root.wantAction === "burn"
            //: Free play: burn the number of cards typed (art. 15 §9)
            text: qsTr("Burn (Enter)")
            onClicked: root.confirm()
        }
        ActionButton {
            visible: root.wantAction === "deal"
            //: The dealer's call before the cards come out (art. 15 §3, ΟΧΙ ΑΛΛΑ ΣΤΟΙΧΗΜΑΤΑ)
            text: qsTr("No more bets: deal (Enter)")
            onClicked: root.confirm()
        }
        Repeater {
            model: root.wantAction === "point" ? 10 : 0
            ActionButton {
                required property int index
                text: String(index)
                implicitWidth: Theme.controlHeight
                //: Announce a point; %1 the digit
                Accessible.name: qsTr("Point %1").arg(index)
                onClicked: root.send("point", String(index))
            }
        }
        ActionButton {
            visible: root.calling
            //: Call a third card for the hand (key D; Δ on a Greek keyboard)
            text: qsTr("Draw (D)")
            onClicked: root.send("draw", "")
        }
        ActionButton {
            visible: root.calling
            //: The hand stands (key S; Σ on a Greek keyboard)
            text: qsTr("Stand (S)")
            onClicked: root.send("stand", "")
        }
        ActionButton {
            visible: root.calling && !root.puntoBanco
            //: The holder of the hand chooses (chemin de fer "ή τραβά ή δεν τραβά")
            text: qsTr("Option (O)")
            onClicked: root.send("option", "")
        }
        ActionButton {
            visible: root.wantAction === "winner"
            text: root.puntoBanco ? "Punto (P)"
                  //: Deux tableaux / chemin de fer winner buttons: the punters' hand
                  : root.deux ? qsTr("Tableau (P)") : qsTr("Player (P)")
            onClicked: root.send("winner", "player")
        }
        ActionButton {
            visible: root.wantAction === "winner"
            text: root.puntoBanco ? "Banco (B)"
                  //: Deux tableaux winner button: the bank
                  : root.deux ? qsTr("Bank (B)")
                  //: Chemin de fer winner button: the banker
                  : qsTr("Banker (B)")
            onClicked: root.send("winner", "banker")
        }
        ActionButton {
            visible: root.wantAction === "winner"
            text: "Egalité (T)"
            onClicked: root.send("winner", "tie")
        }
        ActionButton {
            visible: root.settling
            //: Settlement: choose the previous bet on the layout
            text: qsTr("← Bet")
            onClicked: root.selectedRow = root.nextRow(root.selectedRow, -1)
        }
        ActionButton {
            visible: root.settling
            //: Settlement: choose the next bet on the layout
            text: qsTr("Bet →")
            onClicked: root.selectedRow = root.nextRow(root.selectedRow, 1)
        }
        ActionButton {
            visible: root.settling
            //: Collect the chosen losing bet (key C)
            text: qsTr("Collect (C)")
            onClicked: root.collect(root.selectedRow)
        }
        ActionButton {
            visible: root.settling && root.game === "punto-banco"
            //: Take the commission typed from the chosen Banco bet (key K)
            text: qsTr("Commission (K)")
            onClicked: root.commission()
        }
        ActionButton {
            visible: root.settling
            //: Pay the chosen bet the amount typed
            text: qsTr("Pay (Enter)")
            onClicked: root.confirm()
        }
        ActionButton {
            visible: root.wantAction === "cagnotte"
            //: Put the amount typed in the cagnotte box (chemin de fer, art. 15 §7)
            text: qsTr("Cagnotte (Enter)")
            onClicked: root.confirm()
        }
        // The incidents: every answer offered, the trainee picks the right one.
        ActionButton {
            visible: root.incidentDue
            //: Free play, an incident: call the last coup of the shoe (art. 15 §16; key L)
            text: qsTr("Last coup (L)")
            onClicked: root.send("last-coup", "")
        }
        ActionButton {
            visible: root.incidentDue
            //: Free play, an incident: declare a dummy hand (art. 15 §5; key H)
            text: qsTr("Dummy hand (H)")
            onClicked: root.send("dummy-hand", "")
        }
        ActionButton {
            visible: root.incidentDue
            //: Free play, an incident: reduce the bet over the limit to the amount typed (art. 15 §19; key R)
            text: qsTr("Reduce (R)")
            onClicked: root.send("reduce", { amount: root.entry })
        }
        ActionButton {
            visible: root.incidentDue
            //: Free play, an incident: refuse the bet over the limit (art. 15 §4; key X)
            text: qsTr("Refuse (X)")
            onClicked: root.send("refuse", "")
        }
        ActionButton {
            visible: root.incidentDue && root.puntoBanco
            //: Free play, an incident: the shuffling machine (art. 15 §20; key M)
            text: qsTr("Machine (M)")
            onClicked: root.send(root.wantAction === "to-shuffler" ? "to-shuffler" : "shuffler", "")
        }
        ActionButton {
            visible: root.wantAction === "new-shoe"
            //: Start a new shoe after the last coup
            text: qsTr("New shoe (N)")
            onClicked: root.send("new-shoe", "")
        }
    }

    // --- the table ---
    Item {
        id: table

        anchors.left: parent.left
        // Under the variants' bar, never behind it (issue 17: at 1920x1080 it lay over the float).
        anchors.top: variantBar.visible ? variantBar.bottom : parent.top
        anchors.topMargin: variantBar.visible ? Theme.spacingSmall : 0
        anchors.right: parent.right
        anchors.bottom: bar.top
        anchors.bottomMargin: Theme.spacingSmall

        /// Design units: the felt (BaccaratFelt) is drawn in 1000 × 640 and scaled to fit.
        readonly property real u: felt.u
        /// Where the cards come from: the sabot, or the player holding it at the big table (§9).
        readonly property point sabotMouth: dealer.sabotHolder > 0 ? seatPoint(dealer.sabotHolder, 1.3)
                                                                   : Qt.point(px(885), py(150))
        readonly property point dealerSpot: Qt.point(px(500), py(70))
        readonly property point boxSpot: felt.boxSpot
        readonly property int seats: dealer.seats
        /// The big table's twelve seats sit closer: its bets are drawn smaller.
        readonly property real bu: u * (seats > 9 ? 0.8 : 1)
        /// How far apart a seat's two bets lie side by side (design units of bu): as far as
        /// the seats' spacing along the curve allows.
        readonly property real betSpread: seats > 9 ? 38 : seats > 7 ? 42 : 56

        function px(x: real): real { return felt.px(x) }
        function py(y: real): real { return felt.py(y) }
        function seatPoint(seat: int, r: real): point { return felt.seatPoint(seat, r) }
        /// The curve's direction at seat @p seat, from the dealer's right to his left: [dx, dy].
        function tangent(seat: int): var {
            const a = (felt.seatAngles[seat - 1] ?? 90) * Math.PI / 180
            const dx = 330 * Math.sin(a), dy = -178 * Math.cos(a)
            const n = Math.hypot(dx, dy)
            return [dx / n, dy / n]
        }

        // The felt, its printing, the sabot, the discard holder and the seats: the same felt
        // as a drill's (issue 17).
        BaccaratFelt {
            id: felt

            anchors.fill: parent
            game: root.game
            activeHand: dealer.activeHand
            seats: dealer.seats
            // The banker's bank is the first row (chemin de fer, deux tableaux).
            bankerSeat: {
                const first = dealer.bets.count > 0 && dealer.coupNumber >= 0 ? dealer.bets.get(0) : null
                return !root.puntoBanco && first !== null && first.bet === "bank" ? first.seat : 0
            }
            sabotHolder: dealer.sabotHolder
            boxTotal: dealer.boxTotal
            //: Under the sabot: how many cards are left in it
            sabotNote: qsTr("%1 cards").arg(dealer.cardsLeft)
            //: The card shoe; %1 how many cards are left in it
            sabotName: qsTr("Sabot, %1 cards").arg(dealer.cardsLeft)
            //: The discard holder; %1 how many cards are in it
            discardName: qsTr("Discard holder, %1 cards").arg(dealer.discardCount)
        }

        // --- the float and the payment being built (issue 16) ---
        ChipPaymentPanel {
            id: chipPanel
            objectName: "chipPanel"
            dealer: dealer
            u: table.u
            active: root.paying && !root.demo
            x: table.px(500) - width / 2
            y: table.py(14)
            z: 3
            // The chips paid slide to beside the stake, where the payout stack lies.
            target: (action, value) => {
                const spot = betRepeater.itemAt(value.row)
                return spot ? spot.payoutAt : null
            }
            onTubeClicked: tube => root.takeChips(tube)
            onDropped: root.confirm()
        }

        // --- the burned and used cards in the discard holder ---
        Repeater {
            // The used and burned cards, face down, a card for every four.
            // Plain card backs, not PlayingCards: the Repeater makes them all again
            // whenever the count changes, and that must cost less than a frame.
            model: Math.min(24, Math.ceil(dealer.discardCount / 4))
            Image {
                required property int index
                width: 46 * table.u
                height: width * Theme.cardAspect
                x: table.px(77 + index * 0.6)
                y: table.py(190 - index * 1.2)
                source: Theme.cardAsset("back")
                sourceSize.width: Math.ceil(46 * table.u * Screen.devicePixelRatio)
                sourceSize.height: Math.ceil(46 * table.u * Theme.cardAspect * Screen.devicePixelRatio)
                asynchronous: true
            }
        }

        // --- the hands ---
        component Hand: Item {
            id: hand

            required property CardListModel cards
            property real cx: 0
            property real cy: 0
            readonly property real cardW: felt.cardWidth * table.u

            Repeater {
                model: hand.cards

                delegate: PlayingCard {
                    id: dealt

                    required property int index
                    required property var model

                    card: model.card
                    sideways: model.sideways
                    cardWidth: hand.cardW
                    readonly property var centres: felt.cardOffsets(hand.cards.count)
                    readonly property real restX: table.px(hand.cx + centres[Math.min(index, centres.length - 1)]) - width / 2
                    readonly property real restY: table.py(hand.cy) - height / 2
                    faceUp: false
                    // From the sabot's mouth, set once, not bound: an animation keeps a binding,
                    // and a felt that moved later (the buttons under it wrapping onto a second
                    // row) sent every card dealt back to the sabot's x (issue 17).
                    Component.onCompleted: {
                        x = table.sabotMouth.x - width / 2
                        y = table.sabotMouth.y - height / 2
                        slide.start()
                    }
                    ParallelAnimation {
                        id: slide
                        NumberAnimation { target: dealt; property: "x"; to: dealt.restX; duration: Theme.deal; easing.type: Easing.OutCubic }
                        NumberAnimation { target: dealt; property: "y"; to: dealt.restY; duration: Theme.deal; easing.type: Easing.OutCubic }
                        onFinished: {
                            // Its place now, should the felt have moved during the slide.
                            dealt.x = dealt.restX
                            dealt.y = dealt.restY
                            dealt.faceUp = dealt.model.faceUp
                        }
                    }
                    onRestXChanged: if (!slide.running) x = restX
                    onRestYChanged: if (!slide.running) y = restY
                }
            }
        }
        Hand { anchors.fill: parent; cards: dealer.playerCards; cx: felt.boxX("player"); cy: 245 }
        Hand { anchors.fill: parent; cards: dealer.bankerCards; cx: felt.boxX("banker"); cy: 245 }
        Hand { anchors.fill: parent; cards: dealer.player2Cards; cx: felt.boxX("player2"); cy: 245 }
        // The burn: turned over under the sabot, off the hands' boxes, as in a drill (issue 17).
        Hand { anchors.fill: parent; cards: dealer.burnCards; cx: felt.burnAt.x; cy: felt.burnAt.y }

        // --- the bets: placed, collected (to the dealer), paid (chips beside them) ---
        /// How many lines each stake's amount drops under its chips, by row (issue 17: on a
        /// crowded table neighbouring amounts touched). Laid from the left, each amount at
        /// the first line clear of every stake's chips and tag, the seats' numbers and the
        /// amounts laid before it; from where the stakes rest, not where they fly.
        property var drops: ({})
        /// How far (px) each amount moves sideways, by row: where no line under its chips is
        /// clear (the big table's end seats, a stake's amount ran into the chips of its seat's
        /// other stake standing under it, issue 17), half its width and then its whole width
        /// outwards, then inwards.
        property var shifts: ({})
        function relabel() {
            const rect = (x, y, w, h) => ({ x: x, y: y, w: w, h: h })
            const meet = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
            const taken = []
            const spots = []
            for (let i = 0; i < betRepeater.count; ++i) {
                const b = betRepeater.itemAt(i)
                if (b === null || b.collected || b.stakeItem.chips.length === 0)
                    continue
                const st = b.stakeItem
                const foot = b.homeY + st.chipSize / 2
                taken.push(rect(b.homeX - st.chipsWidth / 2, foot - st.chipsHeight, st.chipsWidth, st.chipsHeight))
                taken.push(rect(b.homeX - b.tagItem.width / 2, foot - st.chipsHeight - b.tagItem.height, b.tagItem.width, b.tagItem.height))
                spots.push({ row: i, x: b.homeX, foot: foot, w: st.labelWidth + 4, h: st.labelHeight })
            }
            for (let s = 1; s <= seats; ++s) {
                const p = seatPoint(s, 1.48)
                const r = 17 * u
                taken.push(rect(p.x - r, p.y - r, 2 * r, 2 * r))
            }
            spots.sort((a, b) => a.x - b.x)
            const out = {}
            const sideways = {}
            for (const sp of spots) {
                const outwards = sp.x >= px(500) ? 1 : -1
                let place = null
                for (const shift of [0, outwards / 2, -outwards / 2, outwards, -outwards]) {
                    for (let drop = 0; drop <= 6 && place === null; ++drop) {
                        const r = rect(sp.x - sp.w / 2 + shift * sp.w, sp.foot + 2 + drop * sp.h, sp.w, sp.h)
                        if (!taken.some(t => meet(r, t)))
                            place = { drop: drop, shift: shift * sp.w, r: r }
                    }
                    if (place !== null)
                        break
                }
                if (place === null)
                    place = { drop: 0, shift: 0, r: rect(sp.x - sp.w / 2, sp.foot + 2, sp.w, sp.h) }
                out[sp.row] = place.drop
                sideways[sp.row] = place.shift
                taken.push(place.r)
            }
            drops = out
            shifts = sideways
        }
        Timer {
            id: relabelTimer
            interval: 30
            onTriggered: table.relabel()
        }
        onUChanged: relabelTimer.restart()
        onSeatsChanged: relabelTimer.restart()

        Repeater {
            id: betRepeater
            model: dealer.bets
            onCountChanged: relabelTimer.restart()

            delegate: Item {
                id: spot

                required property int index
                required property int seat
                required property string bet
                required property string stake
                // "state" is Item's own property: the role is read through `model`.
                required property var model
                readonly property string betState: model.state
                required property string paid
                required property string commission
                required property bool banco

                required property bool besideMain
                /// Place of this bet in its seat: main bet and Egalité in front (a second
                /// player's Banco in the Egalité's place), pairs behind.
                readonly property int slot: bet === "tie" || besideMain ? 1 : bet === "player-pair" ? 2 : bet === "banker-pair" ? 3 : 0
                readonly property point seatAt: table.seatPoint(seat, slot >= 2 ? 0.92 : 1.1)
                /// Left or right of the seat's middle (-0.5, 0, 0.5 of 56 units): two bets side by
                /// side far enough apart that their amounts, printed under them, stay apart (issue 17).
                readonly property real side: (slot % 2) - (slot >= 2 ? 0.5 : (slot === 1 || hasTie ? 0.5 : 0))
                /// Side by side along the curve, not across the felt: where the curve rises at
                /// its ends, a seat's two bets stand one above the other and keep clear of the
                /// next seat's (issue 17: crowded midi and big tables).
                readonly property var along: table.tangent(seat)
                // Never nearer across than a chip's width: the two stacks stand apart.
                readonly property real homeX: seatAt.x + side * Math.max(table.betSpread * along[0], 32) * table.bu
                readonly property real homeY: seatAt.y + side * table.betSpread * table.bu * along[1]
                /// Where the payout's chips lie: beside the stake towards the dealer (its amount
                /// is printed under the stake's, stakeLabel), never on the stake's amount.
                readonly property point payoutAt: Qt.point(homeX, homeY - 34 * table.bu)
                required property bool seatHasTie
                readonly property bool hasTie: seatHasTie
                readonly property bool selected: root.selectedRow === index
                readonly property bool collected: betState === "collected"
                property bool arrived: false
                readonly property alias stakeItem: stakeStack
                readonly property alias tagItem: tag
                readonly property real labelW: stakeStack.labelWidth
                onLabelWChanged: relabelTimer.restart()
                onCollectedChanged: relabelTimer.restart()
                onHomeXChanged: relabelTimer.restart()
                onHomeYChanged: relabelTimer.restart()
                /// The chips the trainee paid this bet with, as handed (issue 16); the row's
                /// delegate goes with the layout at the coup's end.
                property var handed: []

                Component.onCompleted: arrived = true

                ChipStack {
                    id: stakeStack
                    // A collected stake, once it has faded into the dealer's chips, draws no
                    // chip: the felt sheds them one bet at a time, not all at the coup's end.
                    amount: spot.collected && opacity === 0 ? "0" : spot.stake
                    chipSize: 30 * table.bu
                    // The amount under the chips, between the bet and the seat (nothing printed there).
                    labelSide: "below"
                    // As many lines lower as it takes for the amounts of a crowded table (midi,
                    // big, high rollers) never to meet another amount, chips or tag (relabel()).
                    labelDrop: table.drops[spot.index] ?? 0
                    labelShift: table.shifts[spot.index] ?? 0
                    labelled: !spot.collected
                    readonly property point from: table.seatPoint(spot.seat, 1.48)
                    // The chips' foot on the spot; collected, they slide into the rack.
                    x: (!spot.arrived ? from.x : spot.collected ? table.dealerSpot.x : spot.homeX) - width / 2
                    y: (!spot.arrived ? from.y : spot.collected ? table.dealerSpot.y : spot.homeY) + chipSize / 2 - chipsHeight
                    opacity: spot.collected ? 0 : 1
                    Behavior on x { NumberAnimation { duration: Theme.slow; easing.type: Easing.InOutCubic } }
                    Behavior on y { NumberAnimation { duration: Theme.slow; easing.type: Easing.InOutCubic } }
                    Behavior on opacity { NumberAnimation { duration: Theme.slow; easing.type: Easing.InCubic } }
                    Accessible.role: Accessible.Button
                    //: A bet on the layout; %1 seat, %2 the bet, %3 the stake
                    Accessible.name: qsTr("Seat %1, %2, %3").arg(spot.seat).arg(tag.text).arg(amountText)

                    Rectangle {
                        // The chosen bet, and the engine's own when "Show me" is asked.
                        anchors.centerIn: parent
                        width: parent.width + 12 * table.u; height: parent.height + 10 * table.u
                        radius: 8 * table.u
                        color: "transparent"
                        visible: spot.selected || (root.showing && dealer.activeRow === spot.index)
                        border.color: spot.selected ? Theme.goldLight : Theme.success
                        border.width: Math.max(2, 3 * table.u)
                    }
                    MouseArea {
                        anchors.fill: parent
                        enabled: root.settling && !root.demo
                        onClicked: {
                            root.selectedRow = spot.index
                            if (root.entry.length === 0)
                                root.collect(spot.index)
                            else
                                root.confirm()
                        }
                    }
                }
                Text {
                    // What the payout came to, under the stake's amount (its chips lie behind the stake).
                    objectName: "paidLabel"
                    visible: spot.paid !== "0" && !payout.awaited
                    x: stakeStack.x + stakeStack.width / 2 - width / 2
                    y: stakeStack.y + stakeStack.height
                    //: Under a stake on the baccarat layout once it is paid: %1 the payout
                    text: qsTr("+%1").arg(Theme.formatMoney(spot.paid))
                    color: Theme.goldLight
                    style: Text.Outline
                    styleColor: Theme.feltDeep
                    font.bold: true
                    font.pixelSize: Math.max(9, Math.round(Math.min(Theme.fontSizeSmall + 1, stakeStack.chipSize * 0.42)))
                }
                Text {
                    id: tag
                    x: stakeStack.x + stakeStack.width / 2 - width / 2
                    // Over the bet's chips, its payout's too once paid.
                    y: (payout.visible ? Math.min(payout.y, stakeStack.y) : stakeStack.y) - height
                    opacity: stakeStack.opacity
                    text: spot.bet === "player" ? (root.puntoBanco ? "P" : spot.banco ? "BANCO!" : qsTr("STAKE"))
                          : spot.bet === "banker" ? "B"
                          : spot.bet === "tie" ? "E"
                          //: Short tags of the pair bets on the layout (Punto pair, Banco pair)
                          : spot.bet === "player-pair" ? qsTr("PP")
                          : spot.bet === "banker-pair" ? qsTr("BP")
                          : spot.bet === "tableau1" ? qsTr("T1")
                          : spot.bet === "tableau2" ? qsTr("T2")
                          //: The banker's bank on the chemin de fer layout
                          : qsTr("BANK")
                    color: spot.bet === "banker" || spot.bet === "banker-pair" ? "#ffb3a8"
                           : spot.bet === "tie" ? Theme.goldLight : Theme.printing
                    font.bold: true
                    font.pixelSize: Math.max(8, Math.round(12 * table.u))
                    style: Text.Outline
                    styleColor: Theme.feltDeep
                }
                // The payout and the commission: stacks of no chip until there is
                // one (Theme.chipsFor("0") is empty), so a bet placed costs little.
                ChipStack {
                    id: payout
                    // The payout: from the dealer to beside the stake; paid in chips, the
                    // chips themselves slide there from the hand (ChipPaymentPanel.landing).
                    readonly property bool arrived: spot.paid !== "0"
                    readonly property bool awaited: chipPanel.landing.indexOf(String(spot.index)) >= 0
                    objectName: "payout " + spot.index
                    visible: arrived && !awaited
                    amount: spot.paid
                    pieces: arrived ? spot.handed : []
                    chipSize: 30 * table.bu
                    labelled: false
                    x: (arrived ? spot.payoutAt.x : table.dealerSpot.x) - chipsX - chipSize / 2
                    y: (arrived ? spot.payoutAt.y : table.dealerSpot.y) + chipSize / 2 - height
                    Behavior on x { enabled: !payout.awaited; NumberAnimation { duration: Theme.slow; easing.type: Easing.OutCubic } }
                    Behavior on y { enabled: !payout.awaited; NumberAnimation { duration: Theme.slow; easing.type: Easing.OutCubic } }
                }
                ChipStack {
                    // The commission: from the stake to the commission box.
                    readonly property bool arrived: spot.commission !== "0"
                    objectName: "commission " + spot.index
                    visible: arrived
                    labelled: false
                    amount: spot.commission
                    chipSize: 22 * table.u
                    x: (arrived ? table.boxSpot.x : spot.homeX) - width / 2
                    y: (arrived ? table.boxSpot.y : spot.homeY) - chipSize / 2
                    opacity: arrived ? 0 : 1
                    Behavior on x { NumberAnimation { duration: Theme.slow } }
                    Behavior on y { NumberAnimation { duration: Theme.slow } }
                    Behavior on opacity { NumberAnimation { duration: Theme.slow; easing.type: Easing.InQuart } }
                }
            }
        }

        Text {
            x: table.px(60)
            y: table.py(600)
            //: On the table: the smallest chip (payments are rounded down to it).
            text: qsTr("Smallest chip: %1").arg(Theme.formatMoney(dealer.chipUnit))
            color: Theme.printing
            font.pixelSize: Math.max(9, Math.round(13 * table.u))
            font.bold: true
        }
    }
}

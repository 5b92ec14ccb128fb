import QtQuick
import QtQuick.Controls.Basic
import Croupier

// Free play at one game's table: the trainee deals a continuous game for
// simulated players. Each game's table brings its own dealer (Tables/*FreePlay.qml).
Page {
    id: page

    /// "punto-banco", "chemin-de-fer", "deux-tableaux", "craps" or "blackjack".
    property string game: "punto-banco"
    /// The seed of the shoe or dice; 0 draws one.
    property int seed: 0
    /// For the frame-time benchmark and screenshots: the table plays itself.
    property bool demo: false
    /// For screenshots (--set incident=dummy-hand): the table produces this incident
    /// (question-bank.md's kinds) and the demo stops where the dealer must answer it.
    property string incident: ""
    /// Punto Banco's table size (--set tableSize=big): "mini" or "big" (art. 15 §18).
    property string tableSize: "mini"
    /// How Punto Banco's punters stake (--set punters=high-rollers: every seat near its maxima).
    property string punters: "casual"
    /// How the demo pays (--set demoPay=chips: from the float, the chips sliding; issue 16).
    property string demoPay: "typed"
    /// For screenshots (--set holdPayment=true, with demo): the demo stops at its first
    /// payment with the fewest chips in hand (issue 16).
    property bool holdPayment: false
    /// For screenshots (--set rounds=8, with demo): the demo plays at least this many rounds
    /// (rolls, coups, blackjack rounds) before the page counts as settled: a longer game.
    property int rounds: 0

    readonly property alias table: loader.item
    /// The table has come to rest (its own `settled`: its dealer has put
    /// everything on the felt and the last motion is over). Playing itself
    /// (demo), it is only counted as ready after a few steps and at a moment the
    /// table calls its showcase, so a screenshot shows a game under way.
    readonly property bool settled: loader.status === Loader.Ready && (loader.item.settled ?? true)
                                    && (!demo || (!warmUp.running && loader.item.roundsBegun >= rounds && (incident !== "" ? loader.item.tableDealer.incidentKind === incident
                                                                                          && loader.item.incidentDue
                                                                                        : holdPayment ? loader.item.paymentHeld
                                                                                        : (loader.item.showcase ?? true))))
    /// Once settled for croupier --screenshot, the demo stops where it is.
    property bool holding: false

    // Later, not inside the change: the table's `settled` reads `demo`.
    onSettledChanged: if (settled && demo && (Window.window?.screenshotMode ?? false)) Qt.callLater(() => page.holding = true)

    objectName: "freePlayPage"
    background: null
    padding: Theme.spacing
    //: The title of a free-play page: %1 the game.
    title: qsTr("%1 · Free play").arg(Theme.gameTitle(game))

    Timer {
        id: warmUp
        running: page.demo
        interval: Math.max(1, 7 * (Theme.deal + Theme.slow + Theme.dealGap))
    }

    Loader {
        id: loader

        anchors.fill: parent
        focus: true
        source: page.game === "craps" ? "../Tables/CrapsFreePlay.qml"
              : page.game === "blackjack" ? "../Tables/BlackjackFreePlay.qml"
              : "../Tables/BaccaratFreePlay.qml"
        onLoaded: {
            item.game = Qt.binding(() => page.game)
            item.seed = Qt.binding(() => page.seed)
            if (item.tableSize !== undefined)
                item.tableSize = Qt.binding(() => page.tableSize)
            if (item.punters !== undefined)
                item.punters = Qt.binding(() => page.punters)
            item.demoPay = Qt.binding(() => page.demoPay)
            item.holdPayment = page.holdPayment
            item.demo = Qt.binding(() => page.demo && !page.holding)
            if (page.incident !== "") {
                item.holdAtIncident = page.incident
                item.tableDealer.forceIncident(page.incident)
                // The cut card comes once the shoe is dealt, and the machine after the shoe:
                // deal it at once up to a few rounds before the cut card.
                if (page.incident === "last-coup" || page.incident === "shuffler")
                    item.tableDealer.fastForward(page.game === "blackjack" ? 12 : 40)
            }
        }
    }
}

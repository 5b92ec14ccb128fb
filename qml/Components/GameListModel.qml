import QtQuick

// The five games of the trainer. The texts are translated where they are shown,
// with qsTranslate("GameListModel", ...), so they follow a language switch live.
ListModel {
    ListElement {
        gameKey: "punto-banco"
        //: A game's name (art. 15, "Μπάνκο Πούντο").
        title: QT_TR_NOOP("Punto Banco")
        originalName: "Punto Banco"
        //: One line on the home page: what the game is.
        summary: QT_TR_NOOP("Baccarat against the casino: Punto and Banco draw by the tableau.")
        iconName: "punto-banco"
    }
    ListElement {
        gameKey: "chemin-de-fer"
        //: A game's name (art. 15, "Μπακαράς Σεμέν ντε φερ").
        title: QT_TR_NOOP("Chemin de fer")
        originalName: "Chemin de fer"
        //: One line on the home page: what the game is. The cagnotte is the casino's 5% cut.
        summary: QT_TR_NOOP("Baccarat where the players hold the bank in turn; the casino takes a 5% cagnotte.")
        iconName: "chemin-de-fer"
    }
    ListElement {
        gameKey: "deux-tableaux"
        //: A game's name (art. 15, "Μπακαράς με δύο ταμπλώ").
        title: QT_TR_NOOP("Deux tableaux")
        originalName: "Deux tableaux"
        //: One line on the home page: what the game is.
        summary: QT_TR_NOOP("One bank against two tableaux; each tableau is settled on its own.")
        iconName: "deux-tableaux"
    }
    ListElement {
        gameKey: "craps"
        //: A game's name (art. 16, "Αμερικάνικα ζάρια (CRAPS)").
        title: QT_TR_NOOP("Craps")
        originalName: "Craps"
        //: One line on the home page: what the game is. WIN and DON'T WIN are the names of the lines on the layout: keep them.
        summary: QT_TR_NOOP("Two dice: WIN, DON'T WIN, come, field, hardways, odds and one-roll bets.")
        iconName: "craps"
    }
    ListElement {
        gameKey: "blackjack"
        //: A game's name (art. 14, "Μπλάκτζακ").
        title: QT_TR_NOOP("Blackjack")
        originalName: "Blackjack"
        //: One line on the home page: what the game is. "3 to 2" is joined by no-break spaces.
        summary: QT_TR_NOOP("Four to six decks; the dealer stands on 17; blackjack pays 3 to 2.")
        iconName: "blackjack"
    }
}

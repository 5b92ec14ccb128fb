#include "PayTableModel.h"

#include "Money.h"
#include "baccarat/Payout.h"
#include "text/WordsText.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLocale>
#include <QtQml/qqmlinfo.h>

namespace croupier {

namespace {

QString fromView(std::string_view text) { return QString::fromUtf8(text.data(), qsizetype(text.size())); }

/// "95:100": as the pay tables write it, never reduced (Ratio).
QString ratioText(const Ratio &ratio) { return QString::fromStdString(ratio.toString()); }

/// 5:100 as a number of percent in the reader's locale: "5".
QString percentNumber(const Ratio &ratio)
{
    const double percent = 100.0 * double(ratio.pays()) / double(ratio.per());
    return QLocale().toString(percent, 'g', 6);
}

} // namespace

PayTableModel::PayTableModel(QObject *parent)
    : QAbstractListModel(parent)
    , m_rows(rowsOf(m_game))
{
    // The texts are translated: follow the language live. Translations::install()
    // sends QEvent::LanguageChange to the application object.
    if (QCoreApplication *app = QCoreApplication::instance())
        app->installEventFilter(this);
}

QList<PayTableModel::Row> PayTableModel::rowsOf(Game game)
{
    if (isPuntoBanco(game)) {
        QList<Row> rows{Row::Player, Row::Banker, Row::Tie, Row::PlayerPair, Row::BankerPair};
        if (PayTable::of(game).offersSuperSix)
            rows << Row::SuperSix;
        return rows;
    }
    if (game == Game::CheminDeFer)
        return {Row::Cagnotte};
    return {};
}

QString PayTableModel::game() const
{
    return fromView(gameName(m_game));
}

void PayTableModel::setGame(const QString &name)
{
    const std::optional<Game> game = gameFromName(name.toStdString());
    if (!game || !isBaccarat(*game)) {
        qmlWarning(this) << QStringLiteral("PayTableModel: \"%1\" is not a baccarat game").arg(name);
        return;
    }
    if (*game == m_game)
        return;
    beginResetModel();
    m_game = *game;
    m_rows = rowsOf(m_game);
    endResetModel();
    emit gameChanged();
    emit textsChanged();
}

QString PayTableModel::remark() const
{
    if (m_game == Game::DeuxTableaux)
        //: Under the (empty) pay table of deux tableaux. "Tableau" is each punters' side of the table.
        return tr("The regulation gives deux tableaux no pay table of its own: each tableau is settled "
                  "against the banker on its own (art. 15).");
    return {};
}

QString PayTableModel::source() const
{
    QString shared;
    for (int row = 0; row < count(); ++row) {
        const QString rowSource = data(index(row), SourceRole).toString();
        if (row > 0 && rowSource != shared)
            return {};
        shared = rowSource;
    }
    return shared;
}

int PayTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant PayTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row row = m_rows.at(index.row());
    const PayTable &table = PayTable::of(m_game);
    const bool commission = table.commission.pays() > 0;

    switch (role) {
    case BetRole:
        switch (row) {
        case Row::Player: return fromView(betName(BaccaratBet::Player));
        case Row::Banker: return fromView(betName(BaccaratBet::Banker));
        case Row::Tie: return fromView(betName(BaccaratBet::Tie));
        case Row::PlayerPair: return fromView(betName(BaccaratBet::PlayerPair));
        case Row::BankerPair: return fromView(betName(BaccaratBet::BankerPair));
        case Row::SuperSix: return fromView(betName(BaccaratBet::SuperSix));
        case Row::Cagnotte: return QStringLiteral("cagnotte");
        }
        break;
    case Qt::DisplayRole:
    case NameRole:
        switch (row) {
        //: A bet of the pay table: on Punto (keep the regulation's word)
        case Row::Player: return tr("Punto");
        //: A bet of the pay table: on Banco (keep the regulation's word)
        case Row::Banker: return tr("Banco");
        //: A bet of the pay table: on a tie (keep the regulation's word, Egalité)
        case Row::Tie: return tr("Egalité");
        //: A bet of the pay table: Punto's first two cards are a pair
        case Row::PlayerPair: return tr("Punto pair");
        //: A bet of the pay table: Banco's first two cards are a pair
        case Row::BankerPair: return tr("Banco pair");
        //: A side bet's name (the variants guide's "Super 6"): keep it
        case Row::SuperSix: return tr("Super Six");
        //: The casino's share at chemin de fer (art. 15 §7: "γκανιότα")
        case Row::Cagnotte: return tr("Cagnotte");
        }
        break;
    case PaysRole:
        switch (row) {
        case Row::Player: return ratioText(table.player);
        case Row::Banker:
            if (commission || table.bankerWinsWithSix == table.banker)
                return ratioText(table.banker);
            //: What a Banco bet pays without commission. %1 "1:1", %2 "1:2"
            return tr("%1, %2 with a Banco 6").arg(ratioText(table.banker), ratioText(table.bankerWinsWithSix));
        case Row::Tie: return ratioText(table.tie);
        case Row::PlayerPair:
        case Row::BankerPair: return ratioText(table.pair);
        case Row::SuperSix:
            //: What the Super Six bet pays. %1 "12:1" (Banco's 6 on two cards), %2 "20:1" (on three)
            return tr("%1 on two cards, %2 on three")
                .arg(ratioText(table.superSixTwoCards), ratioText(table.superSixThreeCards));
        case Row::Cagnotte:
            //: A percentage: %1 is the number. Write the per cent sign as your language does ("5 %", "5%").
            return tr("%1 %").arg(percentNumber(cagnotteRate));
        }
        break;
    case NoteRole:
        switch (row) {
        //: How a Punto bet is settled when the coup is a tie
        case Row::Player: return tr("Pushes on an Egalité.");
        case Row::Banker:
            if (commission)
                //: %1 is a percentage, "5 %". The commission is the regulation's "γκανιότα" (art. 15 §14 β)
                return tr("A %1 commission is kept from the win, rounded down to the smallest chip; pushes on an "
                          "Egalité.")
                    .arg(tr("%1 %").arg(percentNumber(table.commission)));
            return tr("No commission; pushes on an Egalité.");
        case Row::Tie: return tr("Punto and Banco end on equal points.");
        //: A pair is two cards of the same rank: 10-10 and K-K are pairs, 10-K is not. A no-break hyphen (U+2011) keeps "K-K" on one line.
        case Row::PlayerPair: return tr("Punto's first two cards are of one rank (K-K, not 10-K).");
        case Row::BankerPair: return tr("Banco's first two cards are of one rank (K-K, not 10-K).");
        case Row::SuperSix: return tr("Banco wins with 6; otherwise the bet loses.");
        //: How the cagnotte (the regulation's "γκανιότα") is taken at chemin de fer
        case Row::Cagnotte: return tr("Of the banker's winnings in each coup, rounded down to the smallest chip.");
        }
        break;
    case SourceRole:
        return WordsText::source(fromView(row == Row::Cagnotte ? cagnotteSource : table.source));
    default:
        break;
    }
    return {};
}

QHash<int, QByteArray> PayTableModel::roleNames() const
{
    return {
        {BetRole, "bet"},
        {NameRole, "name"},
        {PaysRole, "pays"},
        {NoteRole, "note"},
        {SourceRole, "source"},
    };
}

bool PayTableModel::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()) {
        if (!m_rows.isEmpty())
            emit dataChanged(index(0), index(int(m_rows.size()) - 1), {NameRole, PaysRole, NoteRole, Qt::DisplayRole});
        emit textsChanged();
    }
    return QAbstractListModel::eventFilter(watched, event);
}

} // namespace croupier

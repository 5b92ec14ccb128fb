#include "TableauModel.h"

#include "baccarat/Tableau.h"
#include "text/RuleText.h"
#include "text/WordsText.h"

#include <QCoreApplication>
#include <QEvent>
#include <QQmlEngine>
#include <QtQml/qqmlinfo.h>

#include <optional>

namespace croupier {

namespace {

enum class Section { Player, Banker, BankerAfterStand };

/// Where a row sits in the tableau (see the row order in TableauModel.h).
struct CellPosition
{
    Section section;
    int total;
    std::optional<int> thirdCard;
};

CellPosition positionOf(int row)
{
    if (row < TableauModel::playerRows)
        return {Section::Player, row, std::nullopt};
    row -= TableauModel::playerRows;
    if (row < TableauModel::bankerRows)
        return {Section::Banker, row / 10, row % 10};
    return {Section::BankerAfterStand, row - TableauModel::bankerRows, std::nullopt};
}

QString sectionName(Section section)
{
    switch (section) {
    case Section::Player: return QStringLiteral("player");
    case Section::Banker: return QStringLiteral("banker");
    case Section::BankerAfterStand: return QStringLiteral("bankerAfterStand");
    }
    return {};
}

QString ruleName(DrawRule rule)
{
    switch (rule) {
    case DrawRule::Draw: return QStringLiteral("draw");
    case DrawRule::Stand: return QStringLiteral("stand");
    case DrawRule::Option: return QStringLiteral("option");
    }
    return {};
}

QString fromView(std::string_view text) { return QString::fromUtf8(text.data(), qsizetype(text.size())); }

} // namespace

TableauModel::TableauModel(QObject *parent)
    : QAbstractListModel(parent)
{
    // The explanations are translated text: follow the language live. Translations::install()
    // sends QEvent::LanguageChange to the application object.
    if (QCoreApplication *app = QCoreApplication::instance())
        app->installEventFilter(this);
}

QString TableauModel::game() const
{
    return fromView(gameName(m_game));
}

void TableauModel::setGame(const QString &name)
{
    const std::optional<Game> game = gameFromName(name.toStdString());
    if (!game || !isBaccarat(*game)) {
        qmlWarning(this) << QStringLiteral("TableauModel: \"%1\" is not a baccarat game").arg(name);
        return;
    }
    if (*game == m_game)
        return;
    beginResetModel();
    m_game = *game;
    endResetModel();
    emit gameChanged();
    emit textsChanged();
}

QString TableauModel::naturalRule() const
{
    return RuleText::drawExplanation(m_game, Side::Player, 8, std::nullopt, true);
}

bool TableauModel::hasOptions() const
{
    const Tableau &tableau = Tableau::of(m_game);
    for (int total = 0; total <= 7; ++total) {
        if (tableau.player(total).rule == DrawRule::Option || tableau.bankerAfterStand(total).rule == DrawRule::Option)
            return true;
        for (int third = 0; third <= 9; ++third)
            if (tableau.bankerAgainst(total, third).rule == DrawRule::Option)
                return true;
    }
    return false;
}

int TableauModel::rowOf(const QString &section, int total, int thirdCard) const
{
    if (total < 0 || total > 7)
        return -1;
    if (section == QLatin1String("player"))
        return total;
    if (section == QLatin1String("banker"))
        return thirdCard >= 0 && thirdCard <= 9 ? playerRows + total * 10 + thirdCard : -1;
    if (section == QLatin1String("bankerAfterStand"))
        return playerRows + bankerRows + total;
    return -1;
}

int TableauModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : cellCount;
}

QVariant TableauModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const CellPosition at = positionOf(index.row());
    const Tableau &tableau = Tableau::of(m_game);
    const TableauCell cell = at.section == Section::Player ? tableau.player(at.total)
                                                           : tableau.banker(at.total, at.thirdCard);
    switch (role) {
    case SectionRole: return sectionName(at.section);
    case TotalRole: return at.total;
    case ThirdCardRole: return at.thirdCard.value_or(-1);
    case RuleRole: return ruleName(cell.rule);
    case SourceRole: return WordsText::source(fromView(cell.source));
    case Qt::DisplayRole:
    case ExplanationRole:
        return RuleText::drawExplanation(m_game, at.section == Section::Player ? Side::Player : Side::Banker,
                                         at.total, at.thirdCard, false);
    default: return {};
    }
}

QHash<int, QByteArray> TableauModel::roleNames() const
{
    return {
        {SectionRole, "section"},
        {TotalRole, "total"},
        {ThirdCardRole, "thirdCard"},
        {RuleRole, "rule"},
        {SourceRole, "source"},
        {ExplanationRole, "explanation"},
    };
}

bool TableauModel::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()) {
        emit dataChanged(index(0), index(cellCount - 1), {ExplanationRole, Qt::DisplayRole});
        emit textsChanged();
    }
    return QAbstractListModel::eventFilter(watched, event);
}

} // namespace croupier

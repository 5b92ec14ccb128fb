#include "RulesListModel.h"

#include "i18n/Translations.h"
#include "text/WordsText.h"
#include "blackjack/BlackjackRules.h"
#include "craps/CrapsRules.h"

#include <QCoreApplication>
#include <QEvent>

#include <algorithm>

namespace croupier {

namespace {
QString q(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

/// "4, 10: 2:1 · 5, 9: 3:2 · 6, 8: 6:5": the numbers grouped by what they pay.
QString paysText(const CrapsBetRule &rule)
{
    std::vector<std::pair<Ratio, std::vector<int>>> groups;
    for (int n = 2; n <= 12; ++n) {
        const Ratio r = rule.paysOn(n);
        if (r.pays() == 0)
            continue;
        auto it = std::find_if(groups.begin(), groups.end(), [&](const auto &g) { return g.first == r; });
        if (it == groups.end())
            groups.push_back({r, {n}});
        else
            it->second.push_back(n);
    }
    if (groups.size() == 1 && rule.decider != CrapsDecider::OneRoll)
        return q(groups.front().first.toString());
    QStringList parts;
    for (const auto &[ratio, numbers] : groups) {
        QStringList ns;
        for (const int n : numbers)
            ns << QString::number(n);
        parts << ns.join(QStringLiteral(", ")) + QStringLiteral(": ") + q(ratio.toString());
    }
    return parts.join(QStringLiteral(" · "));
}
} // namespace

RulesListModel::RulesListModel(QObject *parent)
    : QAbstractListModel(parent)
{
    // Translations::install() sends QEvent::LanguageChange to the application object.
    if (QCoreApplication *app = QCoreApplication::instance())
        app->installEventFilter(this);
}

bool RulesListModel::eventFilter(QObject *watched, QEvent *e)
{
    if (e->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
        reload();
    return QAbstractListModel::eventFilter(watched, e);
}

void RulesListModel::setGame(const QString &game)
{
    if (game == m_game)
        return;
    m_game = game;
    reload();
    emit gameChanged();
}

void RulesListModel::reload()
{
    beginResetModel();
    m_rows.clear();
    const bool greek = Translations::current() == QLatin1String("el");
    if (m_game == QLatin1String("craps")) {
        for (const CrapsBetRule &r : crapsPayTable()) {
            Row row;
            row.title = q(r.label);
            row.source = WordsText::source(q(r.source));
            row.text = greek ? q(r.greek) : QCoreApplication::translate("CrapsRules", std::string(r.english).c_str());
            row.pays = paysText(r);
            if (r.offOnComeOut)
                //: The craps rules page, under a bet off on the come-out roll unless called working: the
                //: paragraph of that rule (the bet's own text already says it is off).
                row.note = tr("The come-out rule: art. 16 §10, last paragraph.");
            m_rows.push_back(std::move(row));
        }
    } else if (m_game == QLatin1String("blackjack")) {
        for (const BlackjackRule &r : blackjackRules())
            m_rows.push_back({{}, WordsText::source(q(r.source)), greek ? q(r.greek) : q(r.english), {}, {}});
    }
    endResetModel();
    emit countChanged();
}

int RulesListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant RulesListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const Row &r = m_rows[std::size_t(index.row())];
    switch (role) {
    case TitleRole: return r.title;
    case SourceRole: return r.source;
    case Qt::DisplayRole:
    case TextRole: return r.text;
    case PaysRole: return r.pays;
    case NoteRole: return r.note;
    }
    return {};
}

QHash<int, QByteArray> RulesListModel::roleNames() const
{
    return {{TitleRole, "title"}, {SourceRole, "source"}, {TextRole, "text"}, {PaysRole, "pays"}, {NoteRole, "note"}};
}

} // namespace croupier

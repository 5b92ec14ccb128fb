#include "ClassStudy.h"

#include "StudySession.h"
#include "StudyStore.h"
#include "drill/DrillCatalog.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <tuple>

namespace croupier {

ClassStudy::ClassStudy(const QList<StudyRecord> &records, std::function<QDateTime()> now)
    : m_now(std::move(now))
{
    for (const StudyRecord &r : records) {
        if (m_trainees.isEmpty() || m_trainees.back().id != r.traineeId)
            m_trainees.append(Trainee{r.traineeId, r.traineeName.isEmpty() ? r.traineeId : r.traineeName, {}});
        m_trainees.back().records << r;
    }
    std::sort(m_trainees.begin(), m_trainees.end(), [](const Trainee &a, const Trainee &b) { return a.id < b.id; });
}

template<typename F>
void ClassStudy::replay(const Trainee &t, F &&visit) const
{
    StudyStore store(QStringLiteral(":memory:"), m_now);
    if (!store.open()) {
        qWarning("ClassStudy: %s", qPrintable(store.lastError()));
        return;
    }
    // A fixed name: the store's own rules on names (trimmed, not empty) must not drop a
    // trainee from the desk's list; the name is carried beside.
    const std::optional<qint64> profile = store.addProfile(QStringLiteral("trainee"));
    if (!profile) {
        qWarning("ClassStudy: %s", qPrintable(store.lastError()));
        return;
    }
    QList<ClassroomRecord> records;
    for (const StudyRecord &r : t.records)
        records << ClassroomRecord{r.id, r.kind, r.body, r.at};
    int refused = 0;
    if (!store.applyRecords(*profile, records, &refused)) {
        qWarning("ClassStudy: %s", qPrintable(store.lastError()));
        return;
    }
    visit(store, *profile, refused);
}

namespace {

/// A leech's or an answer's cell, as one text: game, topic and cell number.
QString cellName(const QString &game, const QString &topic, int cell)
{
    return game + QLatin1Char('\n') + topic + QLatin1Char('\n') + QString::number(cell);
}

} // namespace

const QList<ClassStudy::Digest> &ClassStudy::digests() const
{
    if (m_digests)
        return *m_digests;
    m_digests.emplace();
    for (const Trainee &t : m_trainees) {
        replay(t, [&](StudyStore &store, qint64 profile, int refused) {
            StudySession session;
            session.setStore(&store);
            session.setProfile(profile);
            Digest digest;
            digest.answers = store.answers(profile);
            int correct = 0;
            QDateTime last;
            for (const StudyAnswer &a : digest.answers) {
                correct += a.correct ? 1 : 0;
                last = std::max(last, a.at);
            }
            const QVariantMap plan = session.dayPlan();
            const QVariantList leeches = plan.value(QStringLiteral("leeches")).toList();
            for (const QVariant &l : leeches) {
                const QVariantMap m = l.toMap();
                digest.leeches.insert(cellName(m.value(QStringLiteral("game")).toString(),
                                               m.value(QStringLiteral("topic")).toString(),
                                               m.value(QStringLiteral("cell")).toInt()));
            }
            int mastered = 0;
            int rechecks = 0;
            const QVariantList steps = session.curriculumStatus();
            for (const QVariant &s : steps) {
                const QString state = s.toMap().value(QStringLiteral("state")).toString();
                mastered += state == QLatin1String("mastered") ? 1 : 0;
                rechecks += state == QLatin1String("recheck") ? 1 : 0;
            }
            QVariantList certificates;
            for (const QVariant &c : session.certificates()) {
                const QVariantMap m = c.toMap();
                certificates << QVariantMap{{QStringLiteral("game"), m.value(QStringLiteral("game"))},
                                            {QStringLiteral("level"), m.value(QStringLiteral("level"))},
                                            {QStringLiteral("levelName"), m.value(QStringLiteral("levelName"))}};
            }
            digest.row = QVariantMap{{QStringLiteral("id"), t.id},
                                     {QStringLiteral("name"), t.name},
                                     {QStringLiteral("answered"), int(digest.answers.size())},
                                     {QStringLiteral("correct"), correct},
                                     {QStringLiteral("lastStudied"), last},
                                     {QStringLiteral("due"), plan.value(QStringLiteral("due"), 0)},
                                     {QStringLiteral("newAllowed"), plan.value(QStringLiteral("newAllowed"), 0)},
                                     {QStringLiteral("leeches"), leeches},
                                     {QStringLiteral("steps"), int(steps.size())},
                                     {QStringLiteral("mastered"), mastered},
                                     {QStringLiteral("rechecks"), rechecks},
                                     {QStringLiteral("certificates"), certificates},
                                     {QStringLiteral("refused"), refused}};
            m_digests->append(std::move(digest));
        });
    }
    return *m_digests;
}

QVariantList ClassStudy::trainees() const
{
    QVariantList list;
    for (const Digest &d : digests())
        list << d.row;
    return list;
}

QVariantList ClassStudy::leechesOf(const QString &traineeId) const
{
    for (const Trainee &t : m_trainees) {
        if (t.id != traineeId.trimmed())
            continue;
        QVariantList leeches;
        replay(t, [&](StudyStore &store, qint64 profile, int) {
            StudySession session;
            session.setStore(&store);
            session.setProfile(profile);
            leeches = session.dayPlan().value(QStringLiteral("leeches")).toList();
        });
        return leeches;
    }
    return {};
}

QVariantList ClassStudy::weakestCells(int limit, int minAttempts) const
{
    struct Cell
    {
        int attempts = 0;
        int correct = 0;
        QSet<QString> trainees;
        int leechFor = 0;
    };
    using Key = std::tuple<QString, QString, QString>;   // game, topic, cell key
    QMap<Key, Cell> cells;
    for (const Digest &d : digests()) {
        const QString trainee = d.row.value(QStringLiteral("id")).toString();
        // A leech is named by its cell's number; its answers carry the key.
        QSet<QString> leechKeys;   // "game\ntopic\nkey" counted once per trainee
        for (const StudyAnswer &a : d.answers) {
            if (a.cellKey.isEmpty())
                continue;
            const Key key{a.game, a.topic, a.cellKey};
            Cell &c = cells[key];
            ++c.attempts;
            c.correct += a.correct ? 1 : 0;
            c.trainees.insert(trainee);
            const QString keyName = a.game + QLatin1Char('\n') + a.topic + QLatin1Char('\n') + a.cellKey;
            if (d.leeches.contains(cellName(a.game, a.topic, a.cell)) && !leechKeys.contains(keyName)) {
                leechKeys.insert(keyName);
                ++c.leechFor;
            }
        }
    }
    QList<std::pair<Key, Cell>> ranked;
    for (auto it = cells.cbegin(); it != cells.cend(); ++it)
        if (it->attempts >= minAttempts)
            ranked.append({it.key(), it.value()});
    // The lowest share right first: a/b < c/d as a·d < c·b, in integers.
    std::stable_sort(ranked.begin(), ranked.end(), [](const auto &x, const auto &y) {
        const qint64 l = qint64(x.second.correct) * y.second.attempts;
        const qint64 r = qint64(y.second.correct) * x.second.attempts;
        return l != r ? l < r : x.second.attempts > y.second.attempts;
    });
    DrillCatalog catalog;
    QVariantList list;
    for (const auto &[key, c] : ranked) {
        if (list.size() >= limit)
            break;
        const auto &[game, topic, cellKey] = key;
        list << QVariantMap{{QStringLiteral("game"), game},
                            {QStringLiteral("topic"), topic},
                            {QStringLiteral("title"), catalog.title(topic)},
                            {QStringLiteral("key"), cellKey},
                            {QStringLiteral("words"), StudySession::cellKeyText(game, topic, cellKey)},
                            {QStringLiteral("attempts"), c.attempts},
                            {QStringLiteral("correct"), c.correct},
                            {QStringLiteral("percent"), int((100LL * c.correct + c.attempts / 2) / c.attempts)},
                            {QStringLiteral("trainees"), int(c.trainees.size())},
                            {QStringLiteral("leechFor"), c.leechFor}};
    }
    return list;
}

} // namespace croupier

#pragma once

#include <QAbstractListModel>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace croupier {

/**
 * @brief The rules of craps (art. 16) or blackjack (art. 14), one row per rule, for
 * the rules page (issue 15): read from the very tables the engines settle and refuse
 * by (core's crapsPayTable() and blackjackRules(); STYLE.md, convention 4).
 *
 * Roles: title (craps: the regulation's term of the bet, "PLACE 6 (RIGHT BET)";
 * blackjack: empty), source ("art. 16 §10 δ(1)"), text (the rule in the UI's
 * language: the regulation's Greek words, or the English beside them), pays (craps:
 * "6, 8: 7:6", one group per ratio; blackjack: empty), note (craps: "off on the
 * come-out unless called working", translated; may be empty).
 *
 * The rows follow LanguageManager: on a language change they are read again.
 */
class RulesListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT

    /// "craps" or "blackjack"; any other game has no rows.
    Q_PROPERTY(QString game READ game WRITE setGame NOTIFY gameChanged FINAL)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged FINAL)

public:
    enum Role { TitleRole = Qt::UserRole + 1, SourceRole, TextRole, PaysRole, NoteRole };

    explicit RulesListModel(QObject *parent = nullptr);

    QString game() const { return m_game; }
    void setGame(const QString &game);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    bool eventFilter(QObject *watched, QEvent *e) override;
    /// Reads the rows again (the language changed: LanguageManager.languageChanged).
    Q_INVOKABLE void refresh() { reload(); }

signals:
    void gameChanged();
    void countChanged();

private:
    struct Row
    {
        QString title, source, text, pays, note;
    };
    void reload();

    QString m_game;
    std::vector<Row> m_rows;
};

} // namespace croupier

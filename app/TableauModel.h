#pragma once

#include "bank/Game.h"

#include <QAbstractListModel>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace croupier {

/**
 * @brief A baccarat game's third-card tableau, one row per cell, for the rules page.
 *
 * The rows come from core's Tableau, the table the engine draws by (STYLE.md,
 * convention 4), so the page cannot disagree with the game. Naturals are not
 * cells: naturalRule states them.
 *
 * Rows, in this order (96 in every game):
 * - 0–7: section "player", Punto's (the punter's) two-card total 0–7;
 * - 8–87: section "banker", Banco's total 0–7 (row 8 + total × 10 + thirdCard)
 *   against Punto's third card 0–9;
 * - 88–95: section "bankerAfterStand", Banco's total 0–7 when Punto stood.
 *
 * Roles:
 * - section (string): "player", "banker" or "bankerAfterStand";
 * - total (int): the two-card total of the hand the cell is about, 0–7;
 * - thirdCard (int): the value of Punto's third card, 0–9; -1 outside "banker";
 * - rule (string): "draw", "stand" or "option";
 * - source (string): the paragraph that rules the cell, e.g. "art. 15 §12 α";
 * - explanation (string, also Qt::DisplayRole): RuleText's "why", with its article,
 *   in the installed language. It changes, with dataChanged(), whenever the
 *   application's language changes (QEvent::LanguageChange).
 */
class TableauModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT

    /// The game's name as gameFromName() reads it: "punto-banco" (the default),
    /// "punto-banco-no-commission", "punto-banco-super-six" (these three share one
    /// tableau), "chemin-de-fer" or "deux-tableaux". Another name is refused with a
    /// warning. A change resets the model.
    Q_PROPERTY(QString game READ game WRITE setGame NOTIFY gameChanged FINAL)
    /// The naturals rule, stated above the table: "A natural (8 or 9 ...) (art. 15 §12)."
    Q_PROPERTY(QString naturalRule READ naturalRule NOTIFY textsChanged FINAL)
    /// Whether any cell of this game's tableau is an option (chemin de fer, deux tableaux).
    Q_PROPERTY(bool hasOptions READ hasOptions NOTIFY gameChanged FINAL)
    /// The number of cells: 96.
    Q_PROPERTY(int count READ count CONSTANT FINAL)

public:
    enum Role {
        SectionRole = Qt::UserRole + 1,
        TotalRole,
        ThirdCardRole,
        RuleRole,
        SourceRole,
        ExplanationRole,
    };
    Q_ENUM(Role)

    static constexpr int playerRows = 8;
    static constexpr int bankerRows = 8 * 10;
    static constexpr int afterStandRows = 8;
    static constexpr int cellCount = playerRows + bankerRows + afterStandRows;

    explicit TableauModel(QObject *parent = nullptr);

    QString game() const;
    void setGame(const QString &name);
    QString naturalRule() const;
    bool hasOptions() const;
    int count() const { return cellCount; }

    /// The row of a cell: @p section as in the section role, @p thirdCard ignored
    /// outside "banker". -1 for a cell that does not exist.
    Q_INVOKABLE int rowOf(const QString &section, int total, int thirdCard = -1) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void gameChanged();
    /// The translated texts (naturalRule and the explanation role) changed language.
    void textsChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    Game m_game = Game::PuntoBanco;
};

} // namespace croupier

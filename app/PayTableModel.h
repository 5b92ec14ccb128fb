#pragma once

#include "bank/Game.h"

#include <QAbstractListModel>
#include <QList>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace croupier {

/**
 * @brief What a baccarat game pays, one row per bet, for the rules page.
 *
 * The ratios come from core's PayTable and cagnotteRate, the data the engine
 * settles by (STYLE.md, convention 4).
 *
 * Rows by game:
 * - the three Punto Banco games: Punto, Banco, Egalité, Punto pair, Banco pair, and
 *   Super Six at "punto-banco-super-six";
 * - "chemin-de-fer": the cagnotte (γκανιότα, art. 15 §7);
 * - "deux-tableaux": none (the regulation gives it no pay table; see remark).
 *
 * Roles:
 * - bet (string): "player", "banker", "tie", "player-pair", "banker-pair",
 *   "super-six" (the question bank's names) or "cagnotte";
 * - name (string, also Qt::DisplayRole): the bet, translated ("Banco pair");
 * - pays (string): what it pays, translated around the ratios ("95:100",
 *   "1:1, 1:2 with a Banco 6", "8:1", "5 %");
 * - note (string): how it is settled, translated; may be empty;
 * - source (string): where the rule texts say so ("art. 15 §14; manual §1").
 *
 * The translated roles and remark change, with dataChanged(), whenever the
 * application's language changes (QEvent::LanguageChange).
 */
class PayTableModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT

    /// A baccarat game's name, as gameFromName() reads it; "punto-banco" by default.
    /// Another name is refused with a warning. A change resets the model.
    Q_PROPERTY(QString game READ game WRITE setGame NOTIFY gameChanged FINAL)
    /// A sentence about the whole table, translated; empty for most games.
    Q_PROPERTY(QString remark READ remark NOTIFY textsChanged FINAL)
    /// The number of rows.
    Q_PROPERTY(int count READ count NOTIFY gameChanged FINAL)
    /// The source every row shares ("art. 15 §14; manual §1"), so a view can say it
    /// once; empty when the rows differ or there are none.
    Q_PROPERTY(QString source READ source NOTIFY gameChanged FINAL)

public:
    enum Role {
        BetRole = Qt::UserRole + 1,
        NameRole,
        PaysRole,
        NoteRole,
        SourceRole,
    };
    Q_ENUM(Role)

    explicit PayTableModel(QObject *parent = nullptr);

    QString game() const;
    void setGame(const QString &name);
    QString remark() const;
    int count() const { return int(m_rows.size()); }
    QString source() const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void gameChanged();
    /// The translated texts (remark and the name, pays and note roles) changed language.
    void textsChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    enum class Row { Player, Banker, Tie, PlayerPair, BankerPair, SuperSix, Cagnotte };

    static QList<Row> rowsOf(Game game);

    Game m_game = Game::PuntoBanco;
    QList<Row> m_rows;
};

} // namespace croupier

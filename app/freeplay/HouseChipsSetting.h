#pragma once

#include "chips/HouseChips.h"

#include <QObject>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

namespace croupier {

/**
 * @brief The house's chips (issue 16, item 1): the float every free-play table pays
 * from, each tube's count and the stack, a station setting the instructor edits
 * (QSettings "house/chips", stored as core's HouseChips JSON).
 *
 * What it decides is practice only: an exam's questions carry their own float. A
 * stored setting that does not read (the file is the station's) is set aside for the
 * default and said (problem()), never half used.
 */
class HouseChipsSetting : public QObject
{
    Q_OBJECT
    QML_NAMED_ELEMENT(HouseChips)
    QML_SINGLETON

    /// The tubes, smallest first: {chip (bank notation), count (-1: not counted)}.
    Q_PROPERTY(QVariantList tubes READ tubes NOTIFY changed FINAL)
    /// The chips in a full stack: 5 or 20.
    Q_PROPERTY(int stack READ stack NOTIFY changed FINAL)
    /// Why the stored setting was set aside for the default; empty when it read.
    Q_PROPERTY(QString problem READ problem NOTIFY changed FINAL)
    /// The setting is RULINGS' default.
    Q_PROPERTY(bool isDefault READ isDefault NOTIFY changed FINAL)

public:
    explicit HouseChipsSetting(QObject *parent = nullptr);
    static HouseChipsSetting *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);

    /// The house's chips now (the stored setting, or the default when it does not read).
    static HouseChips current();
    /// Every table's smallest chip: a house float must hold each.
    static std::vector<Money> tableUnits();

    QVariantList tubes() const;
    int stack() const { return current().stack; }
    QString problem() const;
    bool isDefault() const { return current() == HouseChips::standard(); }

    /**
     * Saves what the instructor typed: @p rows, each {chip, count} as typed (the chip
     * read as every amount is, Amounts::read; the count digits, empty for a tube not
     * counted), and @p stack. Returns "" when saved, else why not, naming the row;
     * nothing is saved then.
     */
    Q_INVOKABLE QString save(const QVariantList &rows, int stack);
    /// Back to RULINGS' float, 100 a tube, stacks of 20.
    Q_INVOKABLE void restoreDefault();
    /**
     * The chips a player stakes @p amount with (bank notation, "48"), as the felt draws a
     * stake (issue 17): the fewest chips of the house's float (its tubes unbounded: the
     * player's chips are not the rack's), largest first, a denomination each ("25", "10",
     * "10", "2.5", "0.5"). An amount the float cannot make is drawn as its part rounded down
     * to the smallest chip (125.62 as the chips of 125.50). Empty for 0 and for no amount.
     * With @p chipUnit (a drill's table, "1"), only the float's chips of at least that
     * unit, the table's own, and a chip of that unit where the float has none so small
     * (core's ChipFloat::forTable): a table whose smallest chip is 1 never shows a ½ chip,
     * one whose smallest is 0.25 stakes 0.75 as ½ and ¼ (issue 17); a unit above every
     * chip: the whole float.
     */
    Q_INVOKABLE QStringList stakeChips(const QString &amount, const QString &chipUnit = QString()) const;
    /// The chips of a drill's table whose smallest chip is @p chipUnit, smallest first, as
    /// its chip bank shows them (the same table's float as stakeChips: a table of 5 shows 5
    /// and up, one of 0.25 its own ¼ under the house's ½); no unit: the house's float.
    Q_INVOKABLE QStringList tableChips(const QString &chipUnit) const;

signals:
    void changed();

private:
    /// The house's float as a drill's table of smallest chip @p chipUnit has it.
    ChipFloat tableFloat(const QString &chipUnit) const;
};

} // namespace croupier

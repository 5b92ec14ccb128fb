#include "Amounts.h"

#include "InputError.h"

#include <QList>

namespace croupier {

namespace {

QString &followedLanguage()
{
    static QString language = QStringLiteral("en");
    return language;
}

/// Every singleton (one per QML engine), told when the language changes.
QList<Amounts *> &instances()
{
    static QList<Amounts *> list;
    return list;
}

} // namespace

Amounts::Amounts(QObject *parent)
    : QObject(parent)
{
    instances().append(this);
}

Amounts::~Amounts()
{
    instances().removeOne(this);
}

Amounts *Amounts::create(QQmlEngine *, QJSEngine *)
{
    return new Amounts;
}

void Amounts::follow(const QString &language)
{
    if (language == followedLanguage())
        return;
    followedLanguage() = language;
    for (Amounts *amounts : std::as_const(instances()))
        emit amounts->languageChanged();
}

MoneyLocale Amounts::localeOf(const QString &language)
{
    return language == QLatin1String("el") ? MoneyLocale::Greek : MoneyLocale::English;
}

MoneyLocale Amounts::currentLocale()
{
    return localeOf(followedLanguage());
}

QString Amounts::write(const Money &amount, MoneyLocale reader)
{
    return QString::fromStdString(amount.format(reader));
}

Amounts::Reading Amounts::read(const QString &typed, const std::optional<Money> &chip, MoneyLocale reader)
{
    const QString text = typed.trimmed();
    if (text.isEmpty())
        //: A typed amount was empty.
        return {std::nullopt, tr("Type an amount.")};
    Money amount;
    try {
        amount = Money::parseTyped(text.toStdString(), reader);
    } catch (const InputError &) {
        //: A typed amount could not be read. %1 what was typed; %2 and %3 two amounts written as
        //: the reader's language writes them (1.234,50 and 12,50 in Greek).
        return {std::nullopt, tr("“%1” is not an amount: write it as %2 or %3.")
                                  .arg(text, write(Money::parseCanonical("1234.5"), reader),
                                       write(Money::parseCanonical("12.5"), reader))};
    }
    if (chip && !chip->isZero() && !chip->isNegative() && !amount.isMultipleOf(*chip))
        //: A typed amount the table cannot pay in chips. %1 the amount, %2 the table's smallest chip.
        return {std::nullopt, tr("%1 is not a whole number of chips: the smallest chip is %2.")
                                  .arg(write(amount, reader), write(*chip, reader))};
    return {amount, {}};
}

QString Amounts::language() const
{
    return followedLanguage();
}

QString Amounts::format(const QString &canonical) const
{
    if (canonical.isEmpty())
        return {};
    // A balance may be below zero ("-12.5"); the bank's notation has no sign.
    const bool negative = canonical.startsWith(QLatin1Char('-'));
    try {
        const Money amount = Money::parseCanonical(canonical.mid(negative ? 1 : 0).toStdString());
        return write(negative ? Money() - amount : amount);
    } catch (const InputError &) {
        return canonical;
    }
}

QVariantMap Amounts::parse(const QString &text, const QString &chipUnit) const
{
    std::optional<Money> chip;
    if (!chipUnit.isEmpty()) {
        try {
            chip = Money::parseCanonical(chipUnit.toStdString());
        } catch (const InputError &) {
            chip.reset();
        }
    }
    const Reading reading = read(text, chip);
    return {{QStringLiteral("ok"), reading.amount.has_value()},
            {QStringLiteral("amount"), reading.amount ? QString::fromStdString(reading.amount->toString()) : QString()},
            {QStringLiteral("error"), reading.error}};
}

} // namespace croupier

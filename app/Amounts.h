#pragma once

#include "Money.h"

#include <QObject>
#include <QString>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <optional>

class QJSEngine;
class QQmlEngine;

namespace croupier {

/**
 * @brief The one way the app writes and reads money for people: amounts written
 * with Money::format() and typed amounts read with Money::parseTyped(), both in the
 * reader's language, so whatever the app shows reads back as the same amount.
 *
 * The language is LanguageManager's (it calls follow() whenever it changes). C++
 * entry points (the drills, the free-play dealers) call the static read() and
 * write(); QML reaches the same through this singleton: Theme.formatMoney() is
 * format(), and a typed amount is checked with parse().
 */
class Amounts : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    /// "el" or "en": the language amounts are written and read in (LanguageManager's).
    /// A binding that shows an amount reads it, so it follows a language switch.
    Q_PROPERTY(QString language READ language NOTIFY languageChanged FINAL)

public:
    /// A typed amount: the amount, or why it cannot be taken (translated, for the trainee).
    struct Reading
    {
        std::optional<Money> amount;
        QString error;
    };

    explicit Amounts(QObject *parent = nullptr);
    ~Amounts() override;
    /// The QML singleton factory.
    static Amounts *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);

    /// Makes @p language ("el", "en") the one amounts are written and read in, and
    /// tells every singleton (languageChanged). LanguageManager calls it; a test may too.
    static void follow(const QString &language);
    /// Greek for "el", English otherwise.
    static MoneyLocale localeOf(const QString &language);
    /// The locale of the language last followed (English before any).
    static MoneyLocale currentLocale();

    /// @p amount as @p reader writes it: "1.234,50" in Greek, "1,234.50" in English.
    static QString write(const Money &amount, MoneyLocale reader = currentLocale());

    /**
     * What a trainee typed (Money::parseTyped in @p reader's language). With a @p chip,
     * an amount that is not a whole number of those chips is refused, naming the chip:
     * a table cannot pay it.
     */
    static Reading read(const QString &typed, const std::optional<Money> &chip = std::nullopt,
                        MoneyLocale reader = currentLocale());

    QString language() const;

    /// An amount in the bank's notation ("1234.5") as the reader's language writes it;
    /// "" for "" (and the text itself if it is not an amount).
    Q_INVOKABLE QString format(const QString &canonical) const;
    /// What the trainee typed: {ok, amount (canonical, "1234.5"), error (translated)}.
    /// With @p chipUnit (canonical), a part of the chip is refused.
    Q_INVOKABLE QVariantMap parse(const QString &text, const QString &chipUnit = QString()) const;

signals:
    void languageChanged();
};

} // namespace croupier

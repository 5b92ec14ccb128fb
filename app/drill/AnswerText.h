#pragma once

#include "chips/ChipFloat.h"

#include "bank/Game.h"
#include "bank/Json.h"
#include "bank/Topic.h"

#include <QCoreApplication>
#include <QString>
#include <QVariant>

namespace croupier {

/**
 * @brief The words of an answer, in the reader's language: the label of each
 * answer field ("Paid"), of each choice ("Draw", "Punto"), the key that picks a
 * choice on the keyboard, and a whole answer written out for the feedback.
 *
 * The drill pages build their answer form from Topic::answerFields(); this class
 * gives those fields their names, so one form serves every topic.
 */
class AnswerText
{
    Q_DECLARE_TR_FUNCTIONS(AnswerText)

public:
    /// "Paid", "Banco's total"...; the field's own name if it has no label.
    static QString fieldLabel(Game game, const std::string &field);
    /// "Draw", "Punto" (Punto Banco) or "Player" (chemin de fer)...
    static QString choiceLabel(Game game, std::string_view choice);
    /// The Latin letter that picks @p choice among @p field's choices ("d" for draw).
    static QString choiceKey(std::string_view choice);
    /// One field's value written out: a label, "Yes"/"No", an amount in the locale.
    static QString valueText(Game game, const AnswerField &field, const JsonValue &value, bool greek);
    /// Chips as @p reader writes amounts, largest first: "2 × 25, 1 × 2,50" ("" for none).
    static QString chipsText(ChipBreakdown chips, MoneyLocale reader);
    /// The whole answer: "Punto's total: 7 · Banco's total: 5 · Winner: Punto".
    static QString answerText(Game game, const std::vector<AnswerField> &fields, const JsonValue &answer,
                              bool greek);
    /// The form's description of the fields, for QML: a list of maps
    /// {name, label, kind ("integer", "optional-integer", "boolean", "choice", "money"),
    ///  low, high, choices: [{value, label, key}]}.
    /// With @p topic, each field also has its `hint` (fieldHint()).
    static QVariantList fieldsForQml(Game game, const std::vector<AnswerField> &fields, std::string_view topic = {});
    /**
     * What an amount of @p topic's answer is, as question-bank.md (and the topics'
     * notes) define it, for the form (issue 17: "paid" said on the form): "Handed to
     * the player on top of the stake, which stays…". Empty for a field that needs none.
     */
    static QString fieldHint(std::string_view topic, Game game, std::string_view field);
};

/// A JSON value as QML sees it: objects as maps, arrays as lists, numbers as int
/// when they are whole and small, else as their text.
QVariant jsonToVariant(const JsonValue &value);

} // namespace croupier

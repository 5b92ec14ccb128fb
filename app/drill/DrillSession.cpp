#include "DrillSession.h"

#include "Amounts.h"
#include "AnswerText.h"
#include "InputError.h"
#include "Money.h"
#include "Rng.h"
#include "text/WordsText.h"
#include "bank/TopicRegistry.h"

#include <QRandomGenerator>
#include <QRegularExpression>

#include <algorithm>

namespace croupier {

namespace {

std::string toStd(const QString &s)
{
    return s.toStdString();
}

} // namespace

DrillSession::DrillSession(QObject *parent)
    : QObject(parent)
{
    m_clock.start();
    m_now = [this] { return m_clock.elapsed(); };
    resolveSetup();
}

void DrillSession::setClock(std::function<qint64()> nowMs)
{
    m_now = std::move(nowMs);
}

int DrillSession::cellCount() const
{
    return m_topic ? int(m_topic->cellCount(m_game)) : 0;
}

DrillSession::~DrillSession() = default;

void DrillSession::setGame(const QString &game)
{
    if (game == m_gameName)
        return;
    m_gameName = game;
    resolveSetup();
}

void DrillSession::setTopic(const QString &topic)
{
    if (topic == m_topicName)
        return;
    m_topicName = topic;
    resolveSetup();
}

void DrillSession::setLevel(int level)
{
    level = std::clamp(level, kMinLevel, kMaxLevel);
    if (level == m_level)
        return;
    m_level = level;
    emit setupChanged();
}

void DrillSession::setSeed(qint64 seed)
{
    if (seed == m_seed)
        return;
    m_seed = seed;
    resolveSetup();
}

void DrillSession::setLanguage(const QString &language)
{
    if (language == m_language)
        return;
    m_language = language;
    m_promptText.reset();
    updateTexts();
}

void DrillSession::resolveSetup()
{
    m_topic = nullptr;
    m_setupError.clear();
    const auto game = gameFromName(toStd(m_gameName));
    const Topic *topic = TopicRegistry::builtin().find(toStd(m_topicName));
    if (!game)
        //: A drill was asked for a game that does not exist. %1 is its name.
        m_setupError = tr("There is no game \"%1\".").arg(m_gameName);
    else if (!topic)
        m_setupError = tr("There is no topic \"%1\".").arg(m_topicName);
    else if (!topic->supports(*game))
        m_setupError = tr("The topic \"%1\" is not drilled at this game.").arg(m_topicName);
    else {
        m_game = *game;
        m_topic = topic;
    }
    const std::uint64_t seed = m_seed != 0 ? std::uint64_t(m_seed) : QRandomGenerator::global()->generate64();
    m_rng = std::make_unique<Rng>(seed);
    m_cells.clear();
    m_number = 0;
    m_scenario = JsonValue();
    m_scenarioVariant.clear();
    m_answered = false;
    m_answeredCount = 0;
    m_correctCount = 0;
    emit setupChanged();
    emit questionChanged();
    emit answerChanged();
    updateTexts();
}

void DrillSession::next()
{
    if (!m_topic)
        return;
    if (m_cells.empty()) {
        // A new block: every cell once, in a shuffled order (Fisher–Yates on the seeded Rng).
        m_cells.resize(m_topic->cellCount(m_game));
        for (std::size_t i = 0; i < m_cells.size(); ++i)
            m_cells[i] = i;
        for (std::size_t i = m_cells.size(); i > 1; --i)
            std::swap(m_cells[i - 1], m_cells[m_rng->below(i)]);
    }
    const std::size_t cell = m_cells.back();
    m_cells.pop_back();
    ask(cell);
}

void DrillSession::nextInCell(int cell)
{
    if (!m_topic)
        return;
    if (cell < 0 || std::size_t(cell) >= m_topic->cellCount(m_game)) {
        next();
        return;
    }
    ask(std::size_t(cell));
}

void DrillSession::ask(std::size_t cell)
{
    m_cell = cell;
    m_scenario = m_topic->makeScenario(m_game, cell, *m_rng, m_level);
    m_expected = m_topic->solve(m_game, m_scenario);
    show(m_number + 1);
}

void DrillSession::show(int number)
{
    m_scenarioVariant = jsonToVariant(m_scenario).toMap();
    m_given = JsonValue();
    m_answered = false;
    m_correct = false;
    m_elapsedMs = 0;
    m_number = number;
    setInputError({});
    m_askedAt = m_now();
    emit questionChanged();
    emit answerChanged();
    updateTexts();
}

bool DrillSession::present(const Question &question, int number)
{
    const Topic *topic = TopicRegistry::builtin().find(question.topic);
    const std::string_view game = gameName(question.game);
    m_gameName = QString::fromUtf8(game.data(), qsizetype(game.size()));
    m_topicName = QString::fromStdString(question.topic);
    m_setupError.clear();
    m_topic = topic && topic->supports(question.game) ? topic : nullptr;
    if (!m_topic)
        m_setupError = tr("There is no topic \"%1\".").arg(m_topicName);
    m_game = question.game;
    m_cell = 0;
    m_scenario = question.scenario;
    m_expected = question.answer;
    emit setupChanged();
    show(number);
    return m_topic != nullptr;
}

void DrillSession::review(const JsonValue &given, int elapsedMs)
{
    if (!m_topic || m_number == 0)
        return;
    m_given = given;
    m_elapsedMs = elapsedMs;
    m_correct = !given.isNull() && m_topic->matches(m_game, m_expected, m_given);
    m_answered = true;
    emit answerChanged();
    updateTexts();
}

bool DrillSession::submit(const QVariantMap &answer)
{
    if (!m_topic || m_number == 0 || m_answered)
        return false;
    const std::vector<AnswerField> fields = m_topic->answerFields(m_game);
    JsonValue given = JsonValue::object();
    for (const AnswerField &f : fields) {
        const QString label = AnswerText::fieldLabel(m_game, f.name);
        if (f.kind == AnswerField::Kind::Chips) {
            // Chips by denomination, as the float tray builds them ({"25": 2, "2.5": 1}).
            // Absent: nothing taken yet; an empty map is an answer (no chip, as a rest can be).
            const QVariant chipsValue = answer.value(QString::fromStdString(f.name));
            const QVariantMap chips = chipsValue.toMap();
            if (!chipsValue.isValid() || chipsValue.isNull()) {
                //: The answer form: no chip was taken from the float. %1 is the field ("Chips").
                setInputError(tr("%1: take the chips from the float (a count, then the tube's key).").arg(label));
                return false;
            }
            JsonValue counts = JsonValue::object();
            for (auto it = chips.cbegin(); it != chips.cend(); ++it) {
                bool whole = false;
                const qlonglong n = it.value().toLongLong(&whole);
                if (!whole || n < 0) {
                    setInputError(tr("%1: type a whole number from %2 to %3.").arg(label).arg(0).arg(999));
                    return false;
                }
                counts.set(toStd(it.key()), JsonValue::number(n));
            }
            given.set(f.name, std::move(counts));
            continue;
        }
        const QString text = answer.value(QString::fromStdString(f.name)).toString().trimmed();
        if (text.isEmpty() && f.kind != AnswerField::Kind::OptionalInteger) {
            //: The answer form: a field was left empty. %1 is the field ("Paid").
            setInputError(tr("%1: give an answer.").arg(label));
            return false;
        }
        switch (f.kind) {
        case AnswerField::Kind::Integer:
        case AnswerField::Kind::OptionalInteger: {
            if (text.isEmpty()) {
                given.set(f.name, JsonValue::null());
                break;
            }
            bool ok = false;
            const int n = text.toInt(&ok);
            static const QRegularExpression digits(QStringLiteral("^\\d{1,3}$"));
            if (!digits.match(text).hasMatch() || !ok || n < f.low || n > f.high) {
                //: The answer form. %1 the field, %2 and %3 the smallest and largest number allowed.
                setInputError(tr("%1: type a whole number from %2 to %3.").arg(label).arg(f.low).arg(f.high));
                return false;
            }
            given.set(f.name, JsonValue::number(n));
            break;
        }
        case AnswerField::Kind::Boolean:
            if (text != QLatin1String("true") && text != QLatin1String("false")) {
                setInputError(tr("%1: answer yes or no.").arg(label));
                return false;
            }
            given.set(f.name, JsonValue::boolean(text == QLatin1String("true")));
            break;
        case AnswerField::Kind::Choice: {
            const std::string value = toStd(text);
            if (std::find(f.choices.begin(), f.choices.end(), value) == f.choices.end()) {
                setInputError(tr("%1: choose one of the answers.").arg(label));
                return false;
            }
            given.set(f.name, JsonValue::string(value));
            break;
        }
        case AnswerField::Kind::Money: {
            // Read as the drill's language writes amounts, so the right answer as the
            // drill shows it ("1.120" in Greek) is read back as the same amount.
            const Amounts::Reading reading = Amounts::read(text, chipFor(f.name), Amounts::localeOf(m_language));
            if (!reading.amount) {
                setInputError(QStringLiteral("%1: %2").arg(label, reading.error));
                return false;
            }
            given.set(f.name, JsonValue::string(reading.amount->toString()));
            break;
        }
        case AnswerField::Kind::Chips:
            break;   // read above, from the chips taken
        }
    }
    try {
        // With the scenario: a chip of the answer must be one of the question's float.
        m_topic->validateAnswer(m_game, m_scenario, given);
    } catch (const InputError &e) {
        setInputError(QStringLiteral("%1: %2").arg(AnswerText::fieldLabel(m_game, e.field()),
                                                    QString::fromStdString(e.reason())));
        return false;
    }
    m_elapsedMs = int(m_now() - m_askedAt);
    m_given = std::move(given);
    m_correct = m_topic->matches(m_game, m_expected, m_given);
    m_answered = true;
    ++m_answeredCount;
    if (m_correct)
        ++m_correctCount;
    setInputError({});
    emit answerChanged();
    updateTexts();
    emit judged(int(m_cell), m_correct, m_elapsedMs);
    return true;
}

std::optional<Money> DrillSession::chipFor(const std::string &field) const
{
    // The table's smallest chip, when the scenario names one and the answer is paid in it
    // (a stake collected at an odd amount need not be).
    const JsonValue *chip = m_scenario.isObject() ? m_scenario.find("chip_unit") : nullptr;
    const JsonValue *expected = m_expected.isObject() ? m_expected.find(field) : nullptr;
    if (!chip || !chip->isString() || !expected || !expected->isString())
        return std::nullopt;
    try {
        const Money unit = Money::parseCanonical(chip->text());
        if (!unit.isZero() && Money::parseCanonical(expected->text()).isMultipleOf(unit))
            return unit;
    } catch (const InputError &) {
    }
    return std::nullopt;
}

QVariantMap DrillSession::rightAnswer() const
{
    QVariantMap map;
    if (!m_topic || m_number == 0)
        return map;
    for (const AnswerField &f : m_topic->answerFields(m_game)) {
        const JsonValue *v = m_expected.find(f.name);
        if (f.kind == AnswerField::Kind::Chips) {
            QVariantMap chips;
            if (v && v->isObject())
                for (std::size_t i = 0; i < v->keys().size(); ++i)
                    chips.insert(QString::fromStdString(v->keys()[i]), QString::fromStdString(v->items()[i].text()).toLongLong());
            map.insert(QString::fromStdString(f.name), chips);
            continue;
        }
        QString text;
        if (v && !v->isNull())
            text = v->isBool() ? (v->asBool() ? QStringLiteral("true") : QStringLiteral("false"))
                               : QString::fromStdString(v->text());
        map.insert(QString::fromStdString(f.name), text);
    }
    return map;
}

QVariantMap DrillSession::wrongAnswer() const
{
    QVariantMap answer = rightAnswer();
    const std::vector<AnswerField> fields = m_topic ? m_topic->answerFields(m_game) : std::vector<AnswerField>();
    if (fields.empty() || answer.isEmpty())
        return answer;
    const AnswerField &f = fields.front();
    const QString name = QString::fromStdString(f.name);
    const QString right = answer.value(name).toString();
    switch (f.kind) {
    case AnswerField::Kind::Boolean:
        answer.insert(name, right == QLatin1String("true") ? QStringLiteral("false") : QStringLiteral("true"));
        break;
    case AnswerField::Kind::Choice:
        for (const std::string_view c : f.choices) {
            const QString value = QString::fromUtf8(c.data(), qsizetype(c.size()));
            if (value != right) {
                answer.insert(name, value);
                break;
            }
        }
        break;
    case AnswerField::Kind::Money: {
        const Money more = Money::parseCanonical(toStd(right)) + chipFor(f.name).value_or(Money::fromInteger(1));
        answer.insert(name, QString::fromStdString(more.toString()));
        break;
    }
    case AnswerField::Kind::Chips: {
        // One more of the largest chip it has (or of the float's largest): worth more than is due.
        QVariantMap chips = answer.value(name).toMap();
        QString chip;
        for (auto it = chips.cbegin(); it != chips.cend(); ++it)
            if (chip.isEmpty() || Money::parseCanonical(toStd(chip)) < Money::parseCanonical(toStd(it.key())))
                chip = it.key();
        const QStringList tubes = chipFloat();
        if (chip.isEmpty() && !tubes.isEmpty())
            chip = tubes.back();
        if (!chip.isEmpty())
            chips.insert(chip, chips.value(chip).toLongLong() + 1);
        answer.insert(name, chips);
        break;
    }
    case AnswerField::Kind::Integer:
    case AnswerField::Kind::OptionalInteger: {
        const int n = right.isEmpty() ? f.low : right.toInt();
        answer.insert(name, QString::number(n + 1 <= f.high ? n + 1 : n - 1));
        break;
    }
    }
    return answer;
}

QVariantList DrillSession::answerFields() const
{
    if (!m_topic)
        return {};
    QVariantList fields = AnswerText::fieldsForQml(m_game, m_topic->answerFields(m_game), toStd(m_topicName));
    // A chips field is answered from the question's float: the form draws its tubes.
    for (QVariant &f : fields) {
        QVariantMap m = f.toMap();
        if (m.value(QStringLiteral("kind")) == QLatin1String("chips")) {
            m.insert(QStringLiteral("float"), chipFloat());
            f = m;
        }
    }
    return fields;
}

QStringList DrillSession::chipFloat() const
{
    // The scenario's float, smallest first, as question-bank.md writes it (["0.5", "1", …]),
    // without the chips below its `chip_unit`: the table does not pay them (chips.change's
    // float may hold smaller ones), so the tray does not offer them.
    QStringList tubes;
    const JsonValue *list = m_scenario.isObject() ? m_scenario.find("float") : nullptr;
    const JsonValue *unitField = m_scenario.isObject() ? m_scenario.find("chip_unit") : nullptr;
    std::optional<Money> unit;
    try {
        if (unitField && unitField->isString())
            unit = Money::parseCanonical(unitField->text());
    } catch (const InputError &) {
    }
    if (list && list->isArray())
        for (const JsonValue &chip : list->items()) {
            try {
                if (unit && Money::parseCanonical(chip.text()) < *unit)
                    continue;
            } catch (const InputError &) {
            }
            tubes << QString::fromStdString(chip.text());
        }
    return tubes;
}

QVariantMap DrillSession::expected() const
{
    return m_answered ? jsonToVariant(m_expected).toMap() : QVariantMap();
}

QString DrillSession::expectedText() const
{
    if (!m_topic || !m_answered)
        return {};
    return AnswerText::answerText(m_game, m_topic->answerFields(m_game), m_expected, greek());
}

QString DrillSession::givenText() const
{
    if (!m_topic || !m_answered)
        return {};
    if (m_given.isNull())
        //: An exam question left without an answer (the time ran out).
        return tr("no answer");
    return AnswerText::answerText(m_game, m_topic->answerFields(m_game), m_given, greek());
}


void DrillSession::updateTexts()
{
    m_prompt.clear();
    m_explanation.clear();
    m_source.clear();
    if (m_topic && m_number > 0) {
        if (!m_promptText)
            m_promptText = std::make_unique<PromptText>(m_language);
        Prompt prompt = m_topic->prompt(m_game, m_scenario);
        // Where the page draws what the words describe (chips.count's stacks), the question
        // says so instead of listing it (the bank's prompt, for sheets, keeps the words).
        if (PromptText::knows(prompt.key + ".drawn") && !prompt.args.empty()) {
            prompt.key += ".drawn";
            prompt.args.erase(prompt.args.begin());   // the words the picture replaces
        }
        m_prompt = m_promptText->format(prompt);
        if (m_answered) {
            const WordsText::Shown why
                = WordsText::shown(m_topic->explain(m_game, m_scenario, m_expected), Amounts::currentLocale());
            m_explanation = why.text;
            m_source = WordsText::source(why.source);
        }
    }
    emit textsChanged();
}

void DrillSession::setInputError(const QString &message)
{
    if (message == m_inputError)
        return;
    m_inputError = message;
    emit inputErrorChanged();
}

} // namespace croupier

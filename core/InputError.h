#pragma once

#include <stdexcept>
#include <string>

namespace croupier {

/**
 * @brief Bad input from a person or a file: names the field at fault and says why.
 *
 * Every parser in core throws this (never anything else on bad input), so callers
 * can report "line 7: stake: not a decimal amount" and carry on with the next line.
 */
class InputError : public std::runtime_error
{
public:
    InputError(std::string field, const std::string &reason)
        : std::runtime_error(field.empty() ? reason : field + ": " + reason)
        , m_field(std::move(field))
        , m_reason(reason)
    {
    }

    /// The field at fault, as a path ("scenario.cards[2]"), or empty.
    const std::string &field() const { return m_field; }
    /// Why the value was refused, without the field.
    const std::string &reason() const { return m_reason; }

    /// The same error, with its field placed under @p parent ("scenario" + "cards[2]").
    InputError under(const std::string &parent) const
    {
        if (parent.empty())
            return *this;
        if (m_field.empty())
            return InputError(parent, m_reason);
        return InputError(parent + (m_field.front() == '[' ? "" : ".") + m_field, m_reason);
    }

private:
    std::string m_field;
    std::string m_reason;
};

} // namespace croupier

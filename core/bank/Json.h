#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace croupier {

/**
 * @brief A JSON value as the question bank needs it: objects keep their key order,
 * numbers keep their text (so nothing passes through binary floating point).
 *
 * The text is read by Boost.JSON's event parser (`boost::json::basic_parser`, the
 * library's own tokenizer and validator: grammar, escapes, UTF-8, depth); this class
 * only keeps what the events give, in order, with each number's text as written.
 * Boost.JSON rather than simdjson: core links nothing but the standard library and
 * Boost (STYLE.md), the event parser stops at the exact byte of an error so messages
 * keep their column, and it checks a number's grammar while handing over its text
 * (figures in the README, "Speed"). The writer stays here: no library writes the
 * spec's spacing, `{"id": "b-1", "ok": true}`. The reader is the bank-line fuzz target.
 */
class JsonValue
{
public:
    enum class Type { Null, Bool, Number, String, Array, Object };

    JsonValue() = default;
    static JsonValue null() { return {}; }
    static JsonValue boolean(bool b);
    /// @p text must be a JSON number ("12", "-3.5e2"); written out as is.
    static JsonValue number(std::string text);
    static JsonValue number(long long n) { return number(std::to_string(n)); }
    static JsonValue string(std::string s);
    static JsonValue array(std::vector<JsonValue> items = {});
    static JsonValue object();

    Type type() const { return m_type; }
    bool isNull() const { return m_type == Type::Null; }
    bool isBool() const { return m_type == Type::Bool; }
    bool isNumber() const { return m_type == Type::Number; }
    bool isString() const { return m_type == Type::String; }
    bool isArray() const { return m_type == Type::Array; }
    bool isObject() const { return m_type == Type::Object; }

    bool asBool() const { return m_bool; }
    /// The string's value, or a number's text.
    const std::string &text() const { return m_text; }
    const std::vector<JsonValue> &items() const { return m_items; }
    const std::vector<std::string> &keys() const { return m_keys; }

    /// Object member or nullptr.
    const JsonValue *find(std::string_view key) const;
    /// Moves an object member out (leaving null in its place), or returns null.
    JsonValue take(std::string_view key);
    /// Sets (or replaces) an object member, keeping first-insertion order. Looks the
    /// key up first, so building a large object this way is quadratic: it is meant for
    /// the handful of members of an answer or a report (the reader does not use it).
    JsonValue &set(std::string key, JsonValue value);
    void push(JsonValue value) { m_items.push_back(std::move(value)); }

    /// Compact JSON in the spec's own spacing: {"id": "b-1", "ok": true}.
    std::string dump() const;
    void dumpTo(std::string &out) const;

    friend bool operator==(const JsonValue &, const JsonValue &) = default;

private:
    friend class JsonBuilder; // the reader: fills m_keys and m_items in one move each
    Type m_type = Type::Null;
    bool m_bool = false;
    std::string m_text;
    std::vector<std::string> m_keys;   // objects: the keys, in order
    std::vector<JsonValue> m_items;    // arrays: the items; objects: the values
};

/// @brief Why a text is not JSON, and where (1-based column in the line).
class JsonError : public std::runtime_error
{
public:
    JsonError(std::size_t column, const std::string &what)
        : std::runtime_error("not valid JSON at column " + std::to_string(column) + ": " + what)
        , m_column(column)
    {
    }
    std::size_t column() const { return m_column; }

private:
    std::size_t m_column;
};

/// Parses one JSON text (a bank line). Throws JsonError; nesting is limited to 64
/// levels, a number to 64 characters, and duplicate object keys are refused, so a
/// hand-edited line cannot say two things at once. Linear in the text's length
/// (duplicates are found with a hash set in large objects).
JsonValue parseJson(std::string_view text);

/// Appends @p s as a JSON string literal.
void appendJsonString(std::string &out, std::string_view s);

} // namespace croupier

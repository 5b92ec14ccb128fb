#include "Json.h"

#include <boost/json/basic_parser_impl.hpp>

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <unordered_set>
#include <utility>

namespace croupier {

JsonValue JsonValue::boolean(bool b)
{
    JsonValue v;
    v.m_type = Type::Bool;
    v.m_bool = b;
    return v;
}

JsonValue JsonValue::number(std::string text)
{
    JsonValue v;
    v.m_type = Type::Number;
    v.m_text = std::move(text);
    return v;
}

JsonValue JsonValue::string(std::string s)
{
    JsonValue v;
    v.m_type = Type::String;
    v.m_text = std::move(s);
    return v;
}

JsonValue JsonValue::array(std::vector<JsonValue> items)
{
    JsonValue v;
    v.m_type = Type::Array;
    v.m_items = std::move(items);
    return v;
}

JsonValue JsonValue::object()
{
    JsonValue v;
    v.m_type = Type::Object;
    return v;
}

const JsonValue *JsonValue::find(std::string_view key) const
{
    for (std::size_t i = 0; i < m_keys.size(); ++i)
        if (m_keys[i] == key)
            return &m_items[i];
    return nullptr;
}

JsonValue JsonValue::take(std::string_view key)
{
    for (std::size_t i = 0; i < m_keys.size(); ++i)
        if (m_keys[i] == key)
            return std::exchange(m_items[i], JsonValue());
    return {};
}

JsonValue &JsonValue::set(std::string key, JsonValue value)
{
    for (std::size_t i = 0; i < m_keys.size(); ++i)
        if (m_keys[i] == key)
            return m_items[i] = std::move(value);
    m_keys.push_back(std::move(key));
    m_items.push_back(std::move(value));
    return m_items.back();
}

void appendJsonString(std::string &out, std::string_view s)
{
    static constexpr char kHex[] = "0123456789abcdef";
    out += '"';
    for (const char c : s) {
        const auto u = static_cast<unsigned char>(c);
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (u < 0x20) {
                out += "\\u00";
                out += kHex[u >> 4];
                out += kHex[u & 0xf];
            } else {
                out += c;
            }
        }
    }
    out += '"';
}

void JsonValue::dumpTo(std::string &out) const
{
    switch (m_type) {
    case Type::Null: out += "null"; break;
    case Type::Bool: out += m_bool ? "true" : "false"; break;
    case Type::Number: out += m_text; break;
    case Type::String: appendJsonString(out, m_text); break;
    case Type::Array:
        out += '[';
        for (std::size_t i = 0; i < m_items.size(); ++i) {
            if (i)
                out += ", ";
            m_items[i].dumpTo(out);
        }
        out += ']';
        break;
    case Type::Object:
        out += '{';
        for (std::size_t i = 0; i < m_items.size(); ++i) {
            if (i)
                out += ", ";
            appendJsonString(out, m_keys[i]);
            out += ": ";
            m_items[i].dumpTo(out);
        }
        out += '}';
        break;
    }
}

std::string JsonValue::dump() const
{
    std::string out;
    dumpTo(out);
    return out;
}

/**
 * @brief Boost.JSON's parser handler: turns the parser's events into a JsonValue.
 *
 * Values wait on a stack until their container closes; the close event says how many
 * there are, so each object or array gets its vectors in one allocation. It also
 * keeps what an error message needs: which containers are open and whether a key
 * is waiting for its value.
 */
class JsonBuilder
{
public:
    // The limits basic_parser asks its handler for.
    static constexpr std::size_t max_object_size = std::size_t(-1);
    static constexpr std::size_t max_array_size = std::size_t(-1);
    static constexpr std::size_t max_key_size = std::size_t(-1);
    static constexpr std::size_t max_string_size = std::size_t(-1);
    static constexpr std::size_t kMaxNumberLength = 64;

    void start(std::string_view text)
    {
        m_text = text;
        m_values.clear();
        m_keys.clear();
        m_keyOffsets.clear();
        m_open.clear();
        m_part.clear();
        m_afterKey = false;
        m_error.clear();
    }

    JsonValue result() { return std::move(m_values.back()); }
    /// Our own refusal (duplicate key, long number), with its 0-based offset.
    const std::string &error() const { return m_error; }
    std::size_t errorOffset() const { return m_errorOffset; }
    /// '{' or '[' for the innermost open container, 0 at the top level.
    char innermost() const { return m_open.empty() ? 0 : m_open.back(); }
    bool afterKey() const { return m_afterKey; }

    bool on_document_begin(boost::json::error_code &) { return true; }
    bool on_document_end(boost::json::error_code &) { return true; }
    bool on_comment_part(boost::json::string_view, boost::json::error_code &) { return true; }
    bool on_comment(boost::json::string_view, boost::json::error_code &) { return true; }

    bool on_object_begin(boost::json::error_code &)
    {
        m_open.push_back('{');
        m_afterKey = false;
        return true;
    }
    bool on_array_begin(boost::json::error_code &)
    {
        m_open.push_back('[');
        m_afterKey = false;
        return true;
    }
    bool on_array_end(std::size_t n, boost::json::error_code &)
    {
        std::vector<JsonValue> items;
        items.reserve(n);
        const auto first = m_values.end() - static_cast<std::ptrdiff_t>(n);
        std::move(first, m_values.end(), std::back_inserter(items));
        m_values.erase(first, m_values.end());
        m_open.pop_back();
        JsonValue &array = m_values.emplace_back();
        array.m_type = JsonValue::Type::Array;
        array.m_items = std::move(items);
        m_afterKey = false;
        return true;
    }
    bool on_object_end(std::size_t n, boost::json::error_code &ec)
    {
        JsonValue object = JsonValue::object();
        const auto firstKey = m_keys.end() - static_cast<std::ptrdiff_t>(n);
        object.m_keys.reserve(n);
        std::move(firstKey, m_keys.end(), std::back_inserter(object.m_keys));
        if (const std::size_t twice = duplicate(object.m_keys); twice != n) {
            const std::size_t offset = m_keyOffsets[m_keyOffsets.size() - n + twice];
            return refuse(ec, offset, "the key \"" + object.m_keys[twice] + "\" appears twice");
        }
        m_keys.erase(firstKey, m_keys.end());
        m_keyOffsets.resize(m_keyOffsets.size() - n);
        const auto first = m_values.end() - static_cast<std::ptrdiff_t>(n);
        object.m_items.reserve(n);
        std::move(first, m_values.end(), std::back_inserter(object.m_items));
        m_values.erase(first, m_values.end());
        m_open.pop_back();
        return put(std::move(object));
    }

    bool on_key_part(boost::json::string_view s, std::size_t n, boost::json::error_code &)
    {
        if (n == s.size())
            m_partOffset = offsetOf(s.data()) - 1;
        m_part.append(s.data(), s.size());
        return true;
    }
    bool on_key(boost::json::string_view s, std::size_t n, boost::json::error_code &)
    {
        if (n == s.size())
            m_partOffset = offsetOf(s.data()) - 1;
        m_keyOffsets.push_back(m_partOffset);
        m_keys.push_back(take(s));
        m_afterKey = true;
        return true;
    }
    bool on_string_part(boost::json::string_view s, std::size_t, boost::json::error_code &)
    {
        m_part.append(s.data(), s.size());
        return true;
    }
    bool on_string(boost::json::string_view s, std::size_t, boost::json::error_code &)
    {
        // Built in place on the stack: a bank line is mostly strings.
        JsonValue &value = m_values.emplace_back();
        value.m_type = JsonValue::Type::String;
        if (m_part.empty()) {
            value.m_text.assign(s.data(), s.size());
        } else {
            m_part.append(s.data(), s.size());
            value.m_text = std::exchange(m_part, std::string());
        }
        m_afterKey = false;
        return true;
    }
    bool on_number_part(boost::json::string_view s, boost::json::error_code &)
    {
        if (m_part.empty())
            m_partOffset = offsetOf(s.data());
        m_part.append(s.data(), s.size());
        return true;
    }
    // Boost.JSON converts every number; only its text is kept (nothing passes
    // through binary floating point).
    bool on_int64(std::int64_t, boost::json::string_view s, boost::json::error_code &ec) { return number(s, ec); }
    bool on_uint64(std::uint64_t, boost::json::string_view s, boost::json::error_code &ec) { return number(s, ec); }
    bool on_double(double, boost::json::string_view s, boost::json::error_code &ec) { return number(s, ec); }
    bool on_bool(bool b, boost::json::error_code &) { return put(JsonValue::boolean(b)); }
    bool on_null(boost::json::error_code &) { return put(JsonValue::null()); }

private:
    /// Offset of @p p in the text; a piece the parser unescaped into its own buffer
    /// has none, and is placed at the text's end (only a key that starts with an
    /// escape can be reported there).
    std::size_t offsetOf(const char *p) const
    {
        const auto begin = m_text.data();
        return p >= begin && p <= begin + m_text.size() ? static_cast<std::size_t>(p - begin) : m_text.size() + 1;
    }

    std::string take(boost::json::string_view last)
    {
        if (m_part.empty())
            return std::string(last.data(), last.size());
        m_part.append(last.data(), last.size());
        return std::exchange(m_part, std::string());
    }

    bool put(JsonValue value)
    {
        m_values.push_back(std::move(value));
        m_afterKey = false;
        return true;
    }

    bool number(boost::json::string_view last, boost::json::error_code &ec)
    {
        const std::size_t offset = m_part.empty() ? offsetOf(last.data()) : m_partOffset;
        std::string text = take(last);
        if (text.size() > kMaxNumberLength)
            return refuse(ec, offset, "a number longer than 64 characters");
        return put(JsonValue::number(std::move(text)));
    }

    bool refuse(boost::json::error_code &ec, std::size_t offset, std::string what)
    {
        m_error = std::move(what);
        m_errorOffset = offset;
        ec = boost::json::error::exception; // stops the parser; parseJson reports m_error
        return false;
    }

    /// Index of the first key equal to an earlier one, or keys.size(). Pairwise for
    /// the few keys of a bank object, hashed past that: linear in the number of keys.
    static std::size_t duplicate(const std::vector<std::string> &keys)
    {
        constexpr std::size_t kPairwiseUpTo = 16;
        if (keys.size() <= kPairwiseUpTo) {
            for (std::size_t i = 1; i < keys.size(); ++i)
                for (std::size_t j = 0; j < i; ++j)
                    if (keys[i] == keys[j])
                        return i;
            return keys.size();
        }
        std::unordered_set<std::string_view> seen;
        seen.reserve(keys.size());
        for (std::size_t i = 0; i < keys.size(); ++i)
            if (!seen.insert(keys[i]).second)
                return i;
        return keys.size();
    }

    std::string_view m_text;
    std::vector<JsonValue> m_values;       // finished values of the open containers, in order
    std::vector<std::string> m_keys;       // their keys, for the open objects
    std::vector<std::size_t> m_keyOffsets; // where each key's opening quote is
    std::vector<char> m_open;              // '{' / '[' for each open container
    std::string m_part;                    // a string, key or number given in pieces
    std::size_t m_partOffset = 0;
    bool m_afterKey = false;
    std::string m_error;
    std::size_t m_errorOffset = 0;
};

namespace {

constexpr std::size_t kMaxDepth = 64;
constexpr const char *kExpectedValue = "expected a value: a string, number, object, array, true, false or null";

bool isWordChar(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool isNumberChar(char c) { return (c >= '0' && c <= '9') || c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-'; }

/// Whether offset @p at of @p text lies inside a string literal.
bool insideString(std::string_view text, std::size_t at)
{
    bool inside = false;
    for (std::size_t i = 0; i < at && i < text.size(); ++i) {
        if (text[i] == '"')
            inside = !inside;
        else if (inside && text[i] == '\\')
            ++i;
    }
    return inside;
}

/**
 * The reason for a Boost.JSON error, in the words of the bank's messages. Boost.JSON
 * says where it stopped (@p offset) and, for most grammar errors, only "syntax
 * error"; what was expected there follows from the text before that byte and from
 * the containers the builder still has open. @p offset may move back to the start
 * of an unknown word.
 */
std::string reason(std::string_view text, std::size_t &offset, boost::json::error_code ec, const JsonBuilder &builder)
{
    using boost::json::error;
    if (ec == error::too_deep)
        return "nested more than 64 levels deep";
    if (ec == error::extra_data)
        return "unexpected text after the value";
    if (ec == error::exponent_overflow)
        return "a number's exponent is too large";
    if (ec == error::expected_hex_digit)
        return "\\u needs four hex digits";
    if (ec == error::illegal_leading_surrogate || ec == error::illegal_trailing_surrogate
        || ec == error::expected_utf16_escape) {
        // Boost.JSON stops after the offending \uXXXX: a low surrogate there is one
        // without its high one; anything else follows a high one that is left alone.
        const std::string_view hex = offset >= 4 ? text.substr(offset - 4, 4) : std::string_view();
        const bool low = hex.size() == 4 && (hex[0] == 'd' || hex[0] == 'D')
                         && std::string_view("cdefCDEF").find(hex[1]) != std::string_view::npos;
        return low ? "a low surrogate without a high one" : "a high surrogate must be followed by a low one";
    }

    const bool atEnd = offset >= text.size();
    if (insideString(text, offset)) {
        if (atEnd)
            return "the string is not closed";
        const auto c = static_cast<unsigned char>(text[offset]);
        if (c < 0x20)
            return "a control character inside a string must be escaped";
        if (c >= 0x80)
            return "not valid UTF-8 inside a string";
        return "unknown escape in a string";
    }

    std::size_t before = offset;
    while (before > 0 && (text[before - 1] == ' ' || text[before - 1] == '\t' || text[before - 1] == '\n'
                          || text[before - 1] == '\r'))
        --before;
    const char previous = before > 0 ? text[before - 1] : '\0';

    // Inside a word (nul, tru), unless it is a number's exponent (1e).
    if ((!atEnd && isWordChar(text[offset])) || (before == offset && isWordChar(previous))) {
        std::size_t start = offset;
        while (start > 0 && isWordChar(text[start - 1]))
            --start;
        const bool exponent = start > 0 && ((text[start - 1] >= '0' && text[start - 1] <= '9') || text[start - 1] == '.');
        if (!exponent) {
            offset = start;
            return "unknown word (expected a value: a string, number, object, array, true, false or null)";
        }
    }
    if (before == offset && isNumberChar(previous)) {
        std::size_t start = offset;
        while (start > 0 && isNumberChar(text[start - 1]))
            --start;
        if (text[start] == '-' || (text[start] >= '0' && text[start] <= '9')) {
            if (previous == '.')
                return "a number needs digits after '.'";
            if (previous == 'e' || previous == 'E' || ((previous == '+' || previous == '-') && offset - start > 1))
                return "a number needs digits in its exponent";
            if (previous == '-')
                return "a number needs digits";
        }
    }

    switch (previous) {
    case '\0':
    case ':':
    case '[':
        return atEnd ? "the line ends where a value was expected" : kExpectedValue;
    case ',':
        if (builder.innermost() == '{')
            return "expected a key in double quotes";
        return atEnd ? "the line ends where a value was expected" : kExpectedValue;
    case '{':
        return "expected a key in double quotes";
    default:
        if (builder.afterKey())
            return "expected ':' after the key";
        if (builder.innermost() == '{')
            return "expected ',' or '}'";
        if (builder.innermost() == '[')
            return "expected ',' or ']'";
        return "unexpected text after the value";
    }
}

} // namespace

JsonValue parseJson(std::string_view text)
{
    boost::json::parse_options options;
    options.max_depth = kMaxDepth;
    // One parser per thread, reused: its stacks keep their capacity between lines.
    thread_local boost::json::basic_parser<JsonBuilder> parser(options);
    parser.reset();
    JsonBuilder &builder = parser.handler();
    builder.start(text);
    boost::json::error_code ec;
    std::size_t offset = parser.write_some(false, text.data(), text.size(), ec);
    if (!ec && text.find_first_not_of(" \t\n\r", offset) != std::string_view::npos) {
        offset = text.find_first_not_of(" \t\n\r", offset);
        ec = boost::json::error::extra_data; // write_some stops after one value
    }
    if (ec) {
        if (!builder.error().empty())
            throw JsonError(builder.errorOffset() + 1, builder.error());
        const std::string why = reason(text, offset, ec, builder);
        throw JsonError(offset + 1, why);
    }
    return builder.result();
}

} // namespace croupier

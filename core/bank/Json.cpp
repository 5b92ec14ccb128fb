#include "Json.h"

#include <algorithm>
#include <cstdint>
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

namespace {

class Parser
{
public:
    explicit Parser(std::string_view text) : m_text(text) { }

    JsonValue parseDocument()
    {
        skipSpace();
        JsonValue v = parseValue(0);
        skipSpace();
        if (m_pos != m_text.size())
            fail("unexpected text after the value");
        return v;
    }

private:
    static constexpr int kMaxDepth = 64;

    [[noreturn]] void fail(const std::string &what) const { throw JsonError(m_pos + 1, what); }

    bool atEnd() const { return m_pos >= m_text.size(); }
    char peek() const { return atEnd() ? '\0' : m_text[m_pos]; }

    void skipSpace()
    {
        while (!atEnd() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r'))
            ++m_pos;
    }

    void expect(char c, const char *what)
    {
        if (peek() != c)
            fail(std::string("expected ") + what);
        ++m_pos;
    }

    void literal(std::string_view word)
    {
        if (m_text.substr(m_pos, word.size()) != word)
            fail("unknown word (expected a value: a string, number, object, array, true, false or null)");
        m_pos += word.size();
    }

    JsonValue parseValue(int depth)
    {
        if (depth > kMaxDepth)
            fail("nested more than 64 levels deep");
        switch (peek()) {
        case '{': return parseObject(depth);
        case '[': return parseArray(depth);
        case '"': return JsonValue::string(parseString());
        case 't': literal("true"); return JsonValue::boolean(true);
        case 'f': literal("false"); return JsonValue::boolean(false);
        case 'n': literal("null"); return JsonValue::null();
        case '\0':
            if (atEnd())
                fail("the line ends where a value was expected");
            [[fallthrough]];
        default:
            if (peek() == '-' || (peek() >= '0' && peek() <= '9'))
                return parseNumber();
            fail("expected a value: a string, number, object, array, true, false or null");
        }
    }

    JsonValue parseObject(int depth)
    {
        JsonValue obj = JsonValue::object();
        ++m_pos;
        skipSpace();
        if (peek() == '}') {
            ++m_pos;
            return obj;
        }
        for (;;) {
            skipSpace();
            if (peek() != '"')
                fail("expected a key in double quotes");
            const std::size_t keyPos = m_pos;
            std::string key = parseString();
            if (obj.find(key)) {
                m_pos = keyPos;
                fail("the key \"" + key + "\" appears twice");
            }
            skipSpace();
            expect(':', "':' after the key");
            skipSpace();
            obj.set(std::move(key), parseValue(depth + 1));
            skipSpace();
            if (peek() == ',') {
                ++m_pos;
                continue;
            }
            expect('}', "',' or '}'");
            return obj;
        }
    }

    JsonValue parseArray(int depth)
    {
        JsonValue arr = JsonValue::array();
        ++m_pos;
        skipSpace();
        if (peek() == ']') {
            ++m_pos;
            return arr;
        }
        for (;;) {
            skipSpace();
            arr.push(parseValue(depth + 1));
            skipSpace();
            if (peek() == ',') {
                ++m_pos;
                continue;
            }
            expect(']', "',' or ']'");
            return arr;
        }
    }

    unsigned hex4()
    {
        if (m_pos + 4 > m_text.size())
            fail("\\u needs four hex digits");
        unsigned v = 0;
        for (int i = 0; i < 4; ++i) {
            const char c = m_text[m_pos++];
            v <<= 4;
            if (c >= '0' && c <= '9')
                v |= static_cast<unsigned>(c - '0');
            else if (c >= 'a' && c <= 'f')
                v |= static_cast<unsigned>(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F')
                v |= static_cast<unsigned>(c - 'A' + 10);
            else
                fail("\\u needs four hex digits");
        }
        return v;
    }

    static void appendUtf8(std::string &out, std::uint32_t cp)
    {
        if (cp < 0x80) {
            out += static_cast<char>(cp);
        } else if (cp < 0x800) {
            out += static_cast<char>(0xC0 | (cp >> 6));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += static_cast<char>(0xE0 | (cp >> 12));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (cp >> 18));
            out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        }
    }

    std::string parseString()
    {
        ++m_pos; // opening quote
        std::string out;
        for (;;) {
            if (atEnd())
                fail("the string is not closed");
            const char c = m_text[m_pos];
            if (c == '"') {
                ++m_pos;
                return out;
            }
            if (static_cast<unsigned char>(c) < 0x20)
                fail("a control character inside a string must be escaped");
            if (c != '\\') {
                out += c;
                ++m_pos;
                continue;
            }
            ++m_pos;
            if (atEnd())
                fail("the string is not closed");
            const char e = m_text[m_pos++];
            switch (e) {
            case '"': out += '"'; break;
            case '\\': out += '\\'; break;
            case '/': out += '/'; break;
            case 'b': out += '\b'; break;
            case 'f': out += '\f'; break;
            case 'n': out += '\n'; break;
            case 'r': out += '\r'; break;
            case 't': out += '\t'; break;
            case 'u': {
                std::uint32_t cp = hex4();
                if (cp >= 0xD800 && cp <= 0xDBFF) {
                    if (m_text.substr(m_pos, 2) != "\\u")
                        fail("a high surrogate must be followed by a low one");
                    m_pos += 2;
                    const std::uint32_t low = hex4();
                    if (low < 0xDC00 || low > 0xDFFF)
                        fail("a high surrogate must be followed by a low one");
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                    fail("a low surrogate without a high one");
                }
                appendUtf8(out, cp);
                break;
            }
            default: --m_pos; fail("unknown escape in a string");
            }
        }
    }

    JsonValue parseNumber()
    {
        const std::size_t start = m_pos;
        auto digits = [this] {
            const std::size_t from = m_pos;
            while (!atEnd() && peek() >= '0' && peek() <= '9')
                ++m_pos;
            return m_pos - from;
        };
        if (peek() == '-')
            ++m_pos;
        if (peek() == '0') {
            ++m_pos;
        } else if (digits() == 0) {
            fail("a number needs digits");
        }
        if (peek() == '.') {
            ++m_pos;
            if (digits() == 0)
                fail("a number needs digits after '.'");
        }
        if (peek() == 'e' || peek() == 'E') {
            ++m_pos;
            if (peek() == '+' || peek() == '-')
                ++m_pos;
            if (digits() == 0)
                fail("a number needs digits in its exponent");
        }
        if (m_pos - start > 64)
            fail("a number longer than 64 characters");
        return JsonValue::number(std::string(m_text.substr(start, m_pos - start)));
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
};

} // namespace

JsonValue parseJson(std::string_view text) { return Parser(text).parseDocument(); }

} // namespace croupier

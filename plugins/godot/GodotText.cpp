#include "GodotText.h"

#include <QCoreApplication>

#include <cmath>

namespace ledge::godot {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(GodotFormat)
};

constexpr int kMaxDepth = 64;

class Parser {
public:
    explicit Parser(const QString& text) : mText(text) {}

    ParsedText run()
    {
        ParsedText out;
        skipSpace();
        while (mPos < mText.size() && mError.isEmpty()) {
            if (peek() != u'[') {
                fail(Text::tr("expected '[' to start a section"));
                break;
            }
            Section section;
            if (!parseSection(section))
                break;
            out.sections.push_back(std::move(section));
        }
        if (!mError.isEmpty()) {
            out.error = Text::tr("line %1: %2").arg(mLine).arg(mError);
            out.sections.clear();
        }
        return out;
    }

private:
    QChar peek(qsizetype ahead = 0) const { return mPos + ahead < mText.size() ? mText[mPos + ahead] : QChar(); }
    void advance()
    {
        if (mPos < mText.size() && mText[mPos] == u'\n')
            ++mLine;
        ++mPos;
    }
    bool fail(const QString& why)
    {
        if (mError.isEmpty())
            mError = why;
        return false;
    }

    // Spaces, line breaks and ';' comments (to the end of the line).
    void skipSpace()
    {
        while (mPos < mText.size()) {
            const QChar c = mText[mPos];
            if (c == u';') {
                while (mPos < mText.size() && mText[mPos] != u'\n')
                    advance();
            } else if (c.isSpace()) {
                advance();
            } else {
                break;
            }
        }
    }
    // Spaces and tabs only, within a line.
    void skipBlank()
    {
        while (peek() == u' ' || peek() == u'\t' || peek() == u'\r')
            advance();
    }

    static bool isKeyChar(QChar c)
    {
        return c.isLetterOrNumber() || c == u'_' || c == u'/' || c == u':' || c == u'.' || c == u'-';
    }

    QString key()
    {
        const qsizetype start = mPos;
        while (mPos < mText.size() && isKeyChar(mText[mPos]))
            advance();
        return mText.mid(start, mPos - start);
    }

    bool parseSection(Section& section)
    {
        section.line = mLine;
        advance(); // '['
        skipBlank();
        section.tag = key();
        if (section.tag.isEmpty())
            return fail(Text::tr("expected a section name after '['"));
        for (;;) {
            skipSpace();
            if (peek() == u']') {
                advance();
                break;
            }
            if (mPos >= mText.size())
                return fail(Text::tr("expected ']' to close the section"));
            const QString name = key();
            if (name.isEmpty())
                return fail(Text::tr("unexpected '%1' in a section header").arg(peek()));
            skipBlank();
            if (peek() != u'=')
                return fail(Text::tr("expected '=' after '%1'").arg(name));
            advance();
            skipBlank();
            Value v;
            if (!value(v, 0))
                return false;
            section.attributes.emplace_back(name, std::move(v));
        }
        // Properties until the next section.
        for (;;) {
            skipSpace();
            if (mPos >= mText.size() || peek() == u'[')
                return true;
            const int line = mLine;
            const QString name = peek() == u'"' ? QString() : key();
            QString quotedName;
            if (name.isEmpty()) {
                if (peek() != u'"')
                    return fail(Text::tr("unexpected '%1'; expected a property name").arg(peek()));
                Value k;
                if (!string(k))
                    return false;
                quotedName = k.text;
            }
            skipBlank();
            if (peek() != u'=') {
                mLine = line;
                return fail(Text::tr("expected '=' after '%1'").arg(name.isEmpty() ? quotedName : name));
            }
            advance();
            skipBlank();
            Value v;
            if (!value(v, 0))
                return false;
            section.properties.emplace_back(name.isEmpty() ? quotedName : name, std::move(v));
        }
    }

    bool string(Value& out)
    {
        const int startLine = mLine;
        advance(); // opening quote
        out.kind = Value::Kind::String;
        QString s;
        while (mPos < mText.size() && peek() != u'"') {
            QChar c = peek();
            advance();
            if (c != u'\\') {
                s += c;
                continue;
            }
            const QChar e = peek();
            advance();
            switch (e.unicode()) {
            case 'n': s += u'\n'; break;
            case 't': s += u'\t'; break;
            case 'r': s += u'\r'; break;
            case 'b': s += u'\b'; break;
            case 'f': s += u'\f'; break;
            case 'u': {
                bool ok = false;
                const uint code = mText.mid(mPos, 4).toUInt(&ok, 16);
                if (!ok || mPos + 4 > mText.size())
                    return fail(Text::tr("bad \\u escape in a string"));
                for (int i = 0; i < 4; ++i)
                    advance();
                s += QChar(char16_t(code));
                break;
            }
            default: s += e; break; // \" \\ \' and anything else stand for themselves
            }
        }
        if (mPos >= mText.size()) {
            mLine = startLine;
            return fail(Text::tr("a string is not closed"));
        }
        advance(); // closing quote
        out.text = s;
        return true;
    }

    bool numberValue(Value& out)
    {
        const qsizetype start = mPos;
        if (peek() == u'-' || peek() == u'+')
            advance();
        bool fraction = false;
        while (mPos < mText.size()) {
            const QChar c = peek();
            if (c.isDigit()) {
                advance();
            } else if (c == u'.' || c == u'e' || c == u'E') {
                fraction = true;
                advance();
                if ((c == u'e' || c == u'E') && (peek() == u'-' || peek() == u'+'))
                    advance();
            } else {
                break;
            }
        }
        const QString text = mText.mid(start, mPos - start);
        bool ok = false;
        out.kind = Value::Kind::Number;
        out.number = text.toDouble(&ok);
        out.integer = !fraction;
        if (!ok)
            return fail(Text::tr("'%1' is not a number").arg(text));
        return true;
    }

    bool value(Value& out, int depth)
    {
        if (depth > kMaxDepth)
            return fail(Text::tr("values nested more than %1 deep").arg(kMaxDepth));
        skipSpace();
        const QChar c = peek();
        if (c.isNull())
            return fail(Text::tr("expected a value, found the end of the file"));
        if (c == u'"')
            return string(out);
        if ((c == u'&' || c == u'^') && peek(1) == u'"') {
            advance();
            return string(out);
        }
        if (c.isDigit() || ((c == u'-' || c == u'+') && (peek(1).isDigit() || peek(1) == u'.')) || (c == u'.' && peek(1).isDigit()))
            return numberValue(out);
        if (c == u'[')
            return list(out, u']', depth, Value::Kind::Array);
        if (c == u'{')
            return dict(out, depth);
        if (c.isLetter() || c == u'_' || c == u'-') {
            const qsizetype start = mPos;
            if (c == u'-')
                advance();
            while (peek().isLetterOrNumber() || peek() == u'_')
                advance();
            const QString word = mText.mid(start, mPos - start);
            skipBlank();
            if (peek() == u'(') {
                out.text = word;
                return list(out, u')', depth, Value::Kind::Call);
            }
            if (word == u"true" || word == u"false") {
                out.kind = Value::Kind::Bool;
                out.boolean = word == u"true";
            } else if (word == u"null") {
                out.kind = Value::Kind::Null;
            } else if (word == u"inf" || word == u"-inf" || word == u"nan" || word == u"inf_neg") {
                out.kind = Value::Kind::Number;
                out.number = word == u"nan" ? std::nan("") : word == u"inf" ? HUGE_VAL : -HUGE_VAL;
            } else {
                out.kind = Value::Kind::Word;
                out.text = word;
            }
            return true;
        }
        return fail(Text::tr("unexpected '%1' where a value should be").arg(c));
    }

    // "( a, b )" or "[ a, b ]": items separated by commas, a trailing comma allowed.
    bool list(Value& out, QChar close, int depth, Value::Kind kind)
    {
        out.kind = kind;
        advance(); // opening bracket
        for (;;) {
            skipSpace();
            if (peek() == close) {
                advance();
                return true;
            }
            Value item;
            if (!value(item, depth + 1))
                return false;
            out.items.push_back(std::move(item));
            skipSpace();
            if (peek() == u',') {
                advance();
                continue;
            }
            if (peek() != close)
                return fail(Text::tr("expected ',' or '%1'").arg(close));
        }
    }

    bool dict(Value& out, int depth)
    {
        out.kind = Value::Kind::Dict;
        advance(); // '{'
        for (;;) {
            skipSpace();
            if (peek() == u'}') {
                advance();
                return true;
            }
            Value k, v;
            if (!value(k, depth + 1))
                return false;
            skipSpace();
            if (peek() != u':')
                return fail(Text::tr("expected ':' in a dictionary"));
            advance();
            if (!value(v, depth + 1))
                return false;
            out.keys.push_back(std::move(k));
            out.values.push_back(std::move(v));
            skipSpace();
            if (peek() == u',') {
                advance();
                continue;
            }
            if (peek() != u'}')
                return fail(Text::tr("expected ',' or '}' in a dictionary"));
        }
    }

    const QString& mText;
    qsizetype mPos = 0;
    int mLine = 1;
    QString mError;
};

} // namespace

std::optional<std::vector<double>> Value::numbers() const
{
    if (kind != Kind::Call && kind != Kind::Array)
        return std::nullopt;
    std::vector<double> out;
    out.reserve(items.size());
    for (const Value& v : items) {
        if (!v.isNumber())
            return std::nullopt;
        out.push_back(v.number);
    }
    return out;
}

const Value* Section::attribute(const QString& key) const
{
    for (const auto& [k, v] : attributes)
        if (k == key)
            return &v;
    return nullptr;
}

const Value* Section::property(const QString& key) const
{
    for (const auto& [k, v] : properties)
        if (k == key)
            return &v;
    return nullptr;
}

ParsedText parseText(const QString& text)
{
    return Parser(text).run();
}

} // namespace ledge::godot

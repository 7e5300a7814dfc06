// The escapes of JSON strings (RFC 8259, section 7), shared by the .ledge readers that scan
// JSON bytes themselves (the fast reader and the locator that finds a pointer's line).
#pragma once

namespace ledge::json {

// The character a one-letter escape stands for ("\n" is a newline), or 0 when `letter` is not
// one of " \ / b f n r t (a "\u" escape included: it takes four hex digits, see hex4).
constexpr char16_t simpleEscape(char letter)
{
    switch (letter) {
    case '"': return u'"';
    case '\\': return u'\\';
    case '/': return u'/';
    case 'b': return u'\b';
    case 'f': return u'\f';
    case 'n': return u'\n';
    case 'r': return u'\r';
    case 't': return u'\t';
    default: return 0;
    }
}

// The UTF-16 unit of the four hex digits at `p` (after "\u"), or -1 when one is not a hex digit.
constexpr int hex4(const char* p)
{
    int value = 0;
    for (int i = 0; i < 4; ++i) {
        const char c = p[i];
        int digit = 0;
        if (c >= '0' && c <= '9')
            digit = c - '0';
        else if (c >= 'a' && c <= 'f')
            digit = c - 'a' + 10;
        else if (c >= 'A' && c <= 'F')
            digit = c - 'A' + 10;
        else
            return -1;
        value = value * 16 + digit;
    }
    return value;
}

} // namespace ledge::json

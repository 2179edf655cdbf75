#pragma once
/// \file
/// For the JSON reader and the level diagnostics: reading and writing UTF-8 and `\\u`
/// escapes, byte by byte, written once.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace catmaze {

/// A UTF-8 continuation byte (10xxxxxx) does not start a new character, so it takes no column.
bool isContinuation(unsigned char c);

/// Appends code point `cp` (at most U+10FFFF) to `out` as UTF-8.
void appendUtf8(std::string& out, std::uint32_t cp);

/// Length of the well-formed UTF-8 sequence at the start of `s`, or 0 when it is malformed
/// (overlong forms, surrogates and code points past U+10FFFF included).
std::size_t utf8SequenceLength(std::string_view s);

/// Length of the UTF-8 character starting with `lead` (the parser has checked the encoding).
std::size_t utf8Length(unsigned char lead);

/// Reads four hex digits at `s`; -1 when they are not all hex.
long hex4(std::string_view s);

/// How one character may be described in a message: printable ASCII as itself, others by code.
std::string describeByte(char c);

}  // namespace catmaze

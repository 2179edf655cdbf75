#pragma once
/// \file
/// For the JSON reader, the level diagnostics and the game's text: reading and writing UTF-8 and
/// `\\u` escapes, byte by byte, written once.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include "catmaze/io/export.hpp"

namespace catmaze {

/// A UTF-8 continuation byte (10xxxxxx) does not start a new character, so it takes no column.
CATMAZE_IO_EXPORT bool isContinuation(unsigned char c);

/// Appends code point `cp` (at most U+10FFFF) to `out` as UTF-8.
CATMAZE_IO_EXPORT void appendUtf8(std::string& out, std::uint32_t cp);

/// Length of the well-formed UTF-8 sequence at the start of `s`, or 0 when it is malformed
/// (overlong forms, surrogates and code points past U+10FFFF included).
CATMAZE_IO_EXPORT std::size_t utf8SequenceLength(std::string_view s);

/// U+FFFD REPLACEMENT CHARACTER, shown for bytes that are not UTF-8.
inline constexpr char32_t kReplacementCharacter = 0xFFFD;

/// The code points of `s`. Each malformed part (the longest start of a well-formed sequence
/// that is cut short, or a single byte that starts none) becomes one U+FFFD, as the Unicode
/// standard recommends: the characters after it are never lost.
CATMAZE_IO_EXPORT std::u32string decodeUtf8(std::string_view s);

/// Length of the UTF-8 character starting with `lead` (the parser has checked the encoding).
CATMAZE_IO_EXPORT std::size_t utf8Length(unsigned char lead);

/// Reads four hex digits at `s`; -1 when they are not all hex.
CATMAZE_IO_EXPORT long hex4(std::string_view s);

/// How one character may be described in a message: printable ASCII as itself, others by code.
CATMAZE_IO_EXPORT std::string describeByte(char c);

}  // namespace catmaze

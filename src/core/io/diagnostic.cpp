#include "catmaze/io/diagnostic.hpp"

#include <algorithm>

namespace catmaze {

namespace {

bool earlier(const Diagnostic& a, const Diagnostic& b) {
    return std::pair(a.line, a.column) < std::pair(b.line, b.column);
}

// Length of the well-formed UTF-8 sequence at the start of `s`, or 0 when it is malformed.
std::size_t sequenceLength(std::string_view s) {
    const auto b0 = static_cast<unsigned char>(s[0]);
    std::size_t length = 0;
    if (b0 < 0x80)
        return 1;
    if (b0 >= 0xC2 && b0 <= 0xDF)
        length = 2;
    else if (b0 >= 0xE0 && b0 <= 0xEF)
        length = 3;
    else if (b0 >= 0xF0 && b0 <= 0xF4)
        length = 4;
    else
        return 0;
    if (s.size() < length)
        return 0;
    for (std::size_t i = 1; i < length; ++i) {
        if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80)
            return 0;
    }
    // Overlong three- and four-byte forms, surrogates and code points past U+10FFFF.
    const auto b1 = static_cast<unsigned char>(s[1]);
    if ((b0 == 0xE0 && b1 < 0xA0) || (b0 == 0xED && b1 > 0x9F) || (b0 == 0xF0 && b1 < 0x90) ||
        (b0 == 0xF4 && b1 > 0x8F))
        return 0;
    return length;
}

void appendEscaped(std::string& out, unsigned char byte) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    out += "\\x";
    out += kHex[byte >> 4];
    out += kHex[byte & 0xF];
}

// `text` with control bytes and bad UTF-8 escaped, stopping after `maxChars` characters or
// once `maxBytes` bytes are written; `cut` tells whether anything was left out.
std::string escaped(std::string_view text, std::size_t maxChars, std::size_t maxBytes, bool& cut) {
    std::string out;
    std::size_t chars = 0;
    std::size_t i = 0;
    while (i < text.size() && chars < maxChars && out.size() < maxBytes) {
        const auto byte = static_cast<unsigned char>(text[i]);
        const std::size_t length = sequenceLength(text.substr(i));
        if (length == 0 || byte < 0x20 || byte == 0x7F) {
            appendEscaped(out, byte);
            i += 1;
        } else {
            out.append(text.substr(i, length));
            i += length;
        }
        ++chars;
    }
    cut = i < text.size();
    return out;
}

}  // namespace

std::string Diagnostic::format() const {
    std::string out = file;
    if (line > 0) {
        out += ':' + std::to_string(line);
        if (column > 0)
            out += ':' + std::to_string(column);
    }
    out += severity == Severity::Error ? ": error: " : ": warning: ";
    out += message;
    return out;
}

bool hasErrors(const std::vector<Diagnostic>& list) {
    return std::any_of(list.begin(), list.end(),
                       [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

std::string shownValue(std::string_view text) {
    bool cut = false;
    std::string out = escaped(text, kMaxShownValueChars, std::string::npos, cut);
    if (cut)
        out += "...";
    return out;
}

DiagnosticCollector::DiagnosticCollector(std::string file, int maxErrors, int maxWarnings)
    : file_(std::move(file)), maxErrors_(maxErrors), maxWarnings_(maxWarnings) {}

void DiagnosticCollector::error(int line, int column, std::string message) {
    const bool keep = wouldKeep(Severity::Error, line, column);
    const bool full = errors_++ >= maxErrors_;
    if (keep)
        add(Severity::Error, line, column, std::move(message), full);
}

void DiagnosticCollector::warning(int line, int column, std::string message) {
    const bool keep = wouldKeep(Severity::Warning, line, column);
    const bool full = warnings_++ >= maxWarnings_;
    if (keep)
        add(Severity::Warning, line, column, std::move(message), full);
}

bool DiagnosticCollector::wouldKeep(Severity severity, int line, int column) {
    const int count = severity == Severity::Error ? errors_ : warnings_;
    const int cap = severity == Severity::Error ? maxErrors_ : maxWarnings_;
    if (count < cap)
        return true;
    const auto last = lastKept(severity);
    return last != list_.end() && std::pair(line, column) < std::pair(last->line, last->column);
}

std::vector<Diagnostic>::iterator DiagnosticCollector::lastKept(Severity severity) {
    auto last = list_.end();
    for (auto it = list_.begin(); it != list_.end(); ++it) {
        if (it->severity == severity && (last == list_.end() || !earlier(*it, *last)))
            last = it;
    }
    return last;
}

// NOLINTNEXTLINE(performance-unnecessary-value-param): callers move their messages in
void DiagnosticCollector::add(Severity severity, int line, int column, std::string message,
                              bool full) {
    bool cut = false;
    std::string safe = escaped(message, kMaxMessageBytes, kMaxMessageBytes, cut);
    if (cut)
        safe += "...";
    if (full) {
        // The new one comes earlier in the file than the last one kept, which makes way.
        const auto last = lastKept(severity);
        if (last == list_.end())
            return;
        list_.erase(last);
    }
    list_.push_back({severity, file_, line, column, std::move(safe)});
}

std::vector<Diagnostic> DiagnosticCollector::take() {
    std::stable_sort(list_.begin(), list_.end(), earlier);
    if (errors_ > maxErrors_) {
        list_.push_back({Severity::Error, file_, 0, 0,
                         "too many errors; showing the first " + std::to_string(maxErrors_) +
                             " of " + std::to_string(errors_)});
    }
    if (warnings_ > maxWarnings_) {
        list_.push_back({Severity::Warning, file_, 0, 0,
                         "too many warnings; showing the first " + std::to_string(maxWarnings_) +
                             " of " + std::to_string(warnings_)});
    }
    errors_ = warnings_ = 0;
    return std::move(list_);
}

}  // namespace catmaze

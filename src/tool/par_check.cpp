#include "par_check.hpp"

#include "catmaze/io/file_reading.hpp"
#include "catmaze/io/json_source.hpp"
#include "common.hpp"

namespace catmaze::tool {

namespace {

// Where the recorded par is written in `file` (line 0 when it cannot be found again, e.g. the
// file changed since it was loaded).
SourcePos parPosition(const std::string& file) {
    const FileText read = readFileBounded(file, kMaxLevelFileBytes, "level file");
    if (!read.ok())
        return {};
    const JsonParseResult parsed = parseJsonSource(read.text);
    if (!parsed.ok())
        return {};
    const JsonValue* metrics = parsed.value->member("metrics");
    const JsonValue* par = metrics ? metrics->member("par") : nullptr;
    return par ? par->pos : SourcePos{};
}

}  // namespace

std::optional<Diagnostic> parWarning(const std::string& file, const Level& level,
                                     const SolvedPar& solved) {
    if (!level.metrics)
        return std::nullopt;
    const GridCost par = level.metrics->par;
    std::string message;
    if (solved.cost && *solved.cost == par)
        return std::nullopt;
    if (solved.cost) {
        message = "the recorded par " + formatCost(par) +
                  " is not the solver's: the cheapest win "
                  "costs " +
                  formatCost(*solved.cost) + " (`catmaze-level solve --metrics` measures it again)";
    } else if (solved.undecided) {
        message = "could not check the recorded par " + formatCost(par) + ": " + solved.reason;
    } else {
        message = "the recorded par " + formatCost(par) + " cannot be reached: " + solved.reason;
    }
    const SourcePos pos = parPosition(file);
    return Diagnostic{Severity::Warning, file, pos.line, pos.column, std::move(message)};
}

}  // namespace catmaze::tool

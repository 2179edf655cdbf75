#include "editor/editor_document.hpp"

#include <iterator>
#include <nlohmann/json.hpp>
#include <utility>

#include "catmaze/level/level_files.hpp"
#include "catmaze/level/level_schema.hpp"
#include "catmaze/level/save_location.hpp"
#include "shell/event_names.hpp"
#include "ui/fill.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

namespace {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

/// Ctrl+N cycles through these sizes.
constexpr GridSize kNewLevelPresets[] = {{16, 12}, {24, 16}, {40, 30}};
constexpr int kPresetCount = static_cast<int>(std::size(kNewLevelPresets));

}  // namespace

EditorDocument::EditorDocument(fs::path playerDir, EventLog& log, EditorNotice& notice,
                               const EditorKeyTable& keys, SaveLevel save)
    : playerDir_(std::move(playerDir)),
      log_(log),
      notice_(notice),
      keys_(keys),
      save_(std::move(save)) {}

void EditorDocument::open(Level level, const fs::path& sourceFile,
                          std::optional<FileVersion> read) {
    opened_ = level;
    baseline_ = {std::move(level), sourceFile, false, false, false};
    watch_ = sourceFile.empty() ? FileWatch()
                                : FileWatch(sourceFile, read ? *read : versionOf(sourceFile));
    start(baseline_);
    const fs::path target = saveTarget();
    if (!sourceFile.empty() && target != sourceFile) {
        const bool shipped = levelFormatOf(sourceFile) == LevelFormat::LevelJson;
        const std::string save = firstKeyText(keys_, EditorCommand::Save);
        notice_.show(
            shipped ? fill(tr("A campaign level is never overwritten: {save} saves it as {file}"),
                           {{"save", save}, {"file", target.string()}})
                    // TRANSLATORS: {extension} is a file name's ending, such as ".txt"
                    : fill(tr("{extension} files are never overwritten: {save} saves it as {file}"),
                           {{"extension", sourceFile.extension().string()},
                            {"save", save},
                            {"file", target.string()}}));
    }
}

void EditorDocument::openDraft(Level draft, const std::vector<std::string>& fixes,
                               const fs::path& sourceFile) {
    opened_ = draft;
    baseline_ = {std::move(draft), sourceFile, false, true, false};
    watch_ = FileWatch(sourceFile, versionOf(sourceFile));
    start(baseline_);
    // A fix is the core's words for what the draft changed (level_repair), as the log has them.
    const std::string pattern =
        fixes.empty() ? tr("Opened {file} to repair it; {save} saves it as {target}")
        : fixes.size() == 1
            // TRANSLATORS: {fix} is what was changed to open the file, in the level file's terms
            ? tr("Opened {file} to repair it: {fix}; {save} saves it as {target}")
            : tr("Opened {file} to repair it: {fix} (and more, see the log); {save} saves it as "
                 "{target}");
    notice_.show(fill(pattern, {{"file", sourceFile.filename().string()},
                                {"save", firstKeyText(keys_, EditorCommand::Save)},
                                {"fix", fixes.empty() ? std::string() : fixes.front()},
                                {"target", saveTarget().filename().string()}}),
                 true);
    log_.write(event_name::kDraft, Json{{"file", sourceFile.string()}, {"fixes", fixes}});
}

void EditorDocument::start(const Baseline& from) {
    edit_.emplace(from.level);
    file_ = from.file;
    fresh_ = from.fresh;
    draft_ = from.draft;
    saved_ = from.saved;
    presetIndex_ = -1;
    if (started_)
        started_();
}

fs::path EditorDocument::saveTarget() const {
    if (saved_)
        return file_;
    if (fresh_ || file_.empty())  // a level with no file (the daily maze): a new one
        return untitledLevelPath(playerDir_);
    return firstSavePath(file_, playerDir_);
}

SaveOutcome EditorDocument::save(int errors, bool cannotBeWon, bool overwrite) {
    const fs::path target = saveTarget();
    const bool ownFile = target == file_ && !file_.empty();
    if (ownFile && !unsaved() && stampOf(file_).exists) {
        // The same bytes again would still change the file's time and could lose a change
        // made beside the editor: nothing is written.
        notice_.show(fill(tr("Nothing to save: {file} has no unsaved changes"),
                          {{"file", file_.filename().string()}}));
        return SaveOutcome::NothingToSave;
    }
    if (ownFile && !overwrite && watch_.changedSinceRead())
        return SaveOutcome::ChangedOnDisk;
    if (auto problem = save_(target, edit_->level())) {
        // Never silent: the notice, the log, and the edit stays unsaved.
        // TRANSLATORS: {problem} is the system's or the level format's reason
        notice_.show(fill(tr("Could not save {file}: {problem}"),
                          {{"file", target.string()}, {"problem", *problem}}),
                     true);
        log_.write(event_name::kSaveFailed, Json{{"file", target.string()}, {"message", *problem}});
        return SaveOutcome::Failed;
    }
    watch_ = FileWatch(target, versionOf(target));
    edit_->markSaved();
    const bool moved = target != file_;
    file_ = target;
    fresh_ = false;
    draft_ = false;
    saved_ = true;
    presetIndex_ = -1;
    baseline_ = {edit_->level(), file_, false, false, true};
    // Saved even when invalid, so no work is lost; the status bar says what to fix.
    if (errors > 0)
        notice_.show(fill(trn("Saved {file} with {n} error: it will not load until fixed",
                              "Saved {file} with {n} errors: it will not load until fixed",
                              static_cast<unsigned long>(errors)),
                          {{"file", file_.filename().string()}, {"n", std::to_string(errors)}}),
                     true);
    else if (cannotBeWon)
        notice_.show(fill(tr("Saved {file} (it cannot be won yet)"), {{"file", file_.string()}}),
                     true);
    else
        notice_.show(fill(moved ? tr("Saved {file} (in My levels)") : tr("Saved {file}"),
                          {{"file", file_.string()}}));
    log_.write(event_name::kSaved, Json{{"file", file_.string()}, {"errors", errors}});
    return SaveOutcome::Saved;
}

bool EditorDocument::reload(bool changedOnDisk) {
    const std::string name = file_.filename().string();
    const FileVersion version = versionOf(file_);  // before reading: a later change is seen
    LevelLoadResult loaded = loadLevelFile(file_);
    if (!loaded.ok()) {
        // The first error as the core's loader words it (it names the file's fields).
        std::string why = tr("it cannot be read");
        for (const Diagnostic& d : loaded.diagnostics) {
            if (d.severity == Severity::Error) {
                why = d.line > 0 ? fill(tr("line {line}: {problem}"),
                                        {{"line", std::to_string(d.line)}, {"problem", d.message}})
                                 : d.message;
                break;
            }
        }
        notice_.show(
            fill(changedOnDisk
                     ? tr("{file} changed on disk but does not load ({why}); the editor keeps its "
                          "copy")
                     : tr("Could not reload {file} ({why}); the editor keeps its copy"),
                 {{"file", name}, {"why", why}}),
            true);
        log_.write(event_name::kReloadFailed, Json{{"file", file_.string()}, {"message", why}});
        return false;
    }
    opened_ = *loaded.level;
    baseline_ = {std::move(*loaded.level), file_, false, false, saved_};
    watch_.reread(version);
    start(baseline_);
    notice_.show(fill(changedOnDisk ? tr("{file} changed on disk and was reloaded")
                                    : tr("Reloaded {file} from disk"),
                      {{"file", name}}));
    log_.write(event_name::kReloaded,
               Json{{"file", file_.string()}, {"changed_on_disk", changedOnDisk}});
    return true;
}

NewOutcome EditorDocument::newLevel() {
    // Ctrl+N again on an untouched new level cycles through the preset sizes.
    const bool cycling = presetIndex_ >= 0 && fresh_ && !edit_->dirty();
    if (!cycling && unsaved())
        return NewOutcome::NeedsPrompt;
    const int preset = cycling ? (presetIndex_ + 1) % kPresetCount : 0;
    const GridSize size = kNewLevelPresets[preset];
    // Named after the file it will be saved as: untitled-3.json holds "Untitled 3".
    const fs::path file = untitledLevelPath(playerDir_);
    const std::string number = file.stem().string().substr(std::string("untitled-").size());
    // TRANSLATORS: a new level's name until the designer renames it (saved in its file)
    Level level =
        LevelEditor::newLevel(size.width, size.height, fill(tr("Untitled {n}"), {{"n", number}}));
    level.schema = newLevelSchema(file);
    watch_ = FileWatch();  // no file yet: the first save makes it
    start({std::move(level), file, true, false, false});
    presetIndex_ = preset;
    const std::string sizeText = std::to_string(size.width) + "x" + std::to_string(size.height);
    const GridSize next = kNewLevelPresets[(preset + 1) % kPresetCount];
    // TRANSLATORS: {size} and {next} are sizes in tiles, such as 16x12
    notice_.show(fill(tr("New {size} level, not saved yet ({save} saves it as {file})  {new} "
                         "again: {next}"),
                      {{"size", sizeText},
                       {"save", firstKeyText(keys_, EditorCommand::Save)},
                       {"new", firstKeyText(keys_, EditorCommand::New)},
                       {"file", file.filename().string()},
                       {"next", std::to_string(next.width) + "x" + std::to_string(next.height)}}));
    log_.write(event_name::kNewLevel, Json{{"file", file.string()},
                                           {"saved", false},
                                           {"width", size.width},
                                           {"height", size.height}});
    return NewOutcome::Created;
}

std::string EditorDocument::newLevelSchema(const fs::path& file) const {
    std::error_code error;
    for (const fs::path& schema : {playerDir_ / kLevelSchemaFileName, levelSchema_}) {
        if (!schema.empty() && fs::is_regular_file(schema, error))
            return schemaReference(file, schema);
    }
    return "";
}

void EditorDocument::discard() {
    // Back to the last saved state: the level as opened, or as last written.
    start(baseline_);
    log_.write(event_name::kDiscarded, Json{{"file", file_.string()}});
}

std::string EditorDocument::windowTitle() const {
    // TRANSLATORS: the window's title while editing; {name} is the level's name
    return fill(tr("CatMaze \xE2\x80\x94 Editing {name}"), {{"name", edit_->level().name}}) +
           (unsaved() ? " *" : "");
}

std::string EditorDocument::promptLabel() const {
    // TRANSLATORS: in the prompt "Save the changes to {file}?" for a level with no file yet
    return fresh_ ? tr("this new level") : file_.filename().string();
}

bool EditorDocument::continues(const Level& playing) const {
    return playing == opened_ || playing == edit_->level();
}

}  // namespace catmaze::app

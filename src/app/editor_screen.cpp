#include "editor_screen.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <utility>

#include "catmaze/level_files.hpp"
#include "catmaze/level_loader.hpp"
#include "catmaze/level_writer.hpp"
#include "catmaze/user_dirs.hpp"
#include "tile_quads.hpp"

namespace catmaze::app {

namespace {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

constexpr float kTopBar = 36;
constexpr float kBottomBar = 86;
constexpr float kPanelWidth = 236;
constexpr float kMargin = 12;
constexpr double kNoticeSeconds = 3.5;

/// One palette entry: what it paints, its label, and its name in the event log.
struct PaletteEntry {
    TileKind kind;
    const char* label;
    const char* logName;
};
constexpr PaletteEntry kPalette[] = {
    {TileKind::Floor, "Floor", "floor"},
    {TileKind::Wall, "Wall", "wall"},
    {TileKind::CatStart, "Cat start", "cat"},
    {TileKind::Bone, "Bone", "bone"},
    {TileKind::Dog, "Dog", "dog"},
    {TileKind::Exit, "Exit", "exit"},
};
constexpr int kPaletteSize = static_cast<int>(std::size(kPalette));

/// Ctrl+N cycles through these sizes.
constexpr GridSize kNewLevelPresets[] = {{16, 12}, {24, 16}, {40, 30}};
constexpr int kPresetCount = static_cast<int>(std::size(kNewLevelPresets));

const char* logName(TileKind kind) {
    for (const PaletteEntry& e : kPalette) {
        if (e.kind == kind)
            return e.logName;
    }
    return "floor";
}

const char* edgeName(Edge edge) {
    switch (edge) {
        case Edge::Top:
            return "top";
        case Edge::Bottom:
            return "bottom";
        case Edge::Left:
            return "left";
        case Edge::Right:
            return "right";
    }
    return "top";
}

sf::String utf8(const std::string& text) {
    return sf::String::fromUtf8(text.begin(), text.end());
}

Json rectJson(const sf::FloatRect& r) {
    return Json::array({r.left, r.top, r.width, r.height});
}

// Draws the art of `kind` filling `rect` (window pixels): palette icons and the hover ghost.
void drawTileArt(sf::RenderTarget& target, const Art& art, TileKind kind, sf::FloatRect rect,
                 sf::Uint8 alpha = 255) {
    sf::VertexArray tiles(sf::Quads);
    sf::VertexArray cat(sf::Quads);
    const sf::Color tint(255, 255, 255, alpha);
    const sf::Vector2f at(rect.left, rect.top);
    appendQuad(tiles, at, rect.width, terrainColumn(kind, {0, 0}), tint);
    if (kind == TileKind::Bone)
        appendQuad(tiles, at, rect.width, kTileBone, tint);
    else if (kind == TileKind::Dog)
        appendQuad(tiles, at, rect.width, kTileDog, tint);
    else if (kind == TileKind::CatStart)
        appendQuad(cat, at, rect.width, 0, tint, kCatDown);
    target.draw(tiles, &art.tileset);
    if (cat.getVertexCount() > 0)
        target.draw(cat, &art.cat);
}

// The first free `untitled-N.json` in `dir`, counting up from `after` + 1.
fs::path untitledPath(const fs::path& dir, int& counter) {
    std::error_code error;
    for (;;) {
        const fs::path candidate = dir / ("untitled-" + std::to_string(++counter) + ".json");
        if (!fs::exists(candidate, error))
            return candidate;
    }
}

// Where Ctrl+S writes a level opened from `source`: the file itself when it is level JSON, else
// the first free `<stem>.json`, `<stem>-2.json`, ... in the player's own levels folder (a .tmj
// or .map is never replaced by JSON, and the editor writes nowhere else: a level shared by a
// stranger must not make it write beside wherever that file came from).
fs::path savePathFor(const fs::path& source) {
    if (levelFormatOf(source) == LevelFormat::LevelJson)
        return source;
    std::error_code error;
    const fs::path dir = playerLevelsDir();
    const std::string stem = source.stem().string();
    fs::path candidate = dir / (stem + ".json");
    for (int n = 2; fs::exists(candidate, error); ++n)
        candidate = dir / (stem + "-" + std::to_string(n) + ".json");
    return candidate;
}

void drawText(sf::RenderTarget& target, const sf::Font& font, const std::string& text,
              unsigned size, sf::Vector2f at, sf::Color color) {
    sf::Text t(utf8(text), font, size);
    t.setFillColor(color);
    t.setPosition(std::round(at.x), std::round(at.y));
    target.draw(t);
}

}  // namespace

// --- opening and layout -----------------------------------------------------------------------

void EditorScreen::open(Level level, const fs::path& sourceFile, sf::Vector2f windowSize) {
    openedText_ = formatLevel(level);
    model_.emplace(std::move(level));
    savePath_ = savePathFor(sourceFile);
    presetIndex_ = -1;
    zoom_ = 1;
    pan_ = {};
    window_ = windowSize;
    const std::string ext = sourceFile.extension().string();
    if (savePath_ != sourceFile)
        notice("Ctrl+S saves as " + savePath_.string() + " (" + ext +
               " files are never overwritten)");
    layout();
    rebuild();
    check();
    logEditor();
    logView();
}

void EditorScreen::resume(sf::Vector2f windowSize) {
    window_ = windowSize;
    painting_ = Painting::None;
    loggedTile_ = -1;  // the play screen logged its own view since
    layout();
    logEditor();
    logView();
}

bool EditorScreen::continues(const Level& playing) const {
    const std::string text = formatLevel(playing);
    return text == openedText_ || text == formatLevel(model_->level());
}

void EditorScreen::close() {
    if (model_)
        model_->endStroke();
    painting_ = Painting::None;
    hover_.reset();
    log_.write("editor", Json{{"on", false}, {"file", savePath_.string()}});
}

void EditorScreen::setWindowSize(sf::Vector2f size) {
    window_ = size;
    layout();
    logEditor();
    logView();
}

void EditorScreen::layout() {
    panel_ = {window_.x - kPanelWidth, kTopBar, kPanelWidth, window_.y - kTopBar - kBottomBar};
    mapArea_ = {kMargin, kTopBar + kMargin, std::max(32.0f, panel_.left - 2 * kMargin),
                std::max(32.0f, window_.y - kTopBar - kBottomBar - 2 * kMargin)};

    buttons_.clear();
    const float left = panel_.left + 12;
    const float width = panel_.width - 24;
    float y = panel_.top + 30;  // below the "Tiles" heading
    using A = Button::Action;
    for (int i = 0; i < kPaletteSize; ++i) {
        buttons_.push_back({A::Tool, i, kPalette[i].label, "", {left, y, width, 32}});
        y += 36;
    }
    y += 30;  // the "Size" heading
    constexpr Edge kEdges[] = {Edge::Top, Edge::Bottom, Edge::Left, Edge::Right};
    for (const Edge edge : kEdges) {
        const std::string name = edgeName(edge);
        buttons_.push_back(
            {A::Add, static_cast<int>(edge), "add " + name, "+", {left + width - 104, y, 48, 26}});
        buttons_.push_back({A::Remove,
                            static_cast<int>(edge),
                            "remove " + name,
                            "\xE2\x88\x92",
                            {left + width - 52, y, 48, 26}});
        y += 28;
    }
    y += 10;
    const float third = (width - 8) / 3;
    const std::pair<A, const char*> actions[] = {{A::Undo, "Undo"}, {A::Redo, "Redo"},
                                                 {A::Save, "Save"}, {A::Play, "Play"},
                                                 {A::New, "New"},   {A::Leave, "Exit"}};
    for (int i = 0; i < 6; ++i) {
        const float x = left + static_cast<float>(i % 3) * (third + 4);
        buttons_.push_back({actions[i].first,
                            0,
                            actions[i].second,
                            "",
                            {x, y + static_cast<float>(i / 3) * 34, third, 30}});
    }
    fitMap();
}

void EditorScreen::fitMap() {
    if (!model_)
        return;
    const GridSize size = model_->level().size;
    const float fit = std::min(mapArea_.width / static_cast<float>(size.width),
                               mapArea_.height / static_cast<float>(size.height));
    // Whole pixels per tile (crisp art and grid), at least 4 so a huge map can still be edited
    // (it is then panned with the arrow keys).
    tile_ = std::clamp(std::floor(std::min(fit * zoom_, 96.0f)), 4.0f, 96.0f);
    const sf::Vector2f mapPixels(static_cast<float>(size.width) * tile_,
                                 static_cast<float>(size.height) * tile_);
    const auto axis = [](float start, float room, float extent, float& pan) {
        const float centred = start + (room - extent) / 2;
        if (extent <= room) {
            pan = 0;
            return std::round(centred);
        }
        const float lowest = start + room - extent;
        pan = std::clamp(pan, lowest - centred, start - centred);
        return std::round(centred + pan);
    };
    origin_ = {axis(mapArea_.left, mapArea_.width, mapPixels.x, pan_.x),
               axis(mapArea_.top, mapArea_.height, mapPixels.y, pan_.y)};
}

// --- building what draw() reads --------------------------------------------------------------

void EditorScreen::rebuild() {
    const Level& level = model_->level();
    terrain_.clear();
    objects_.clear();
    cats_.clear();
    grid_.clear();
    for (int row = 0; row < level.size.height; ++row) {
        for (int col = 0; col < level.size.width; ++col) {
            const Tile t{col, row};
            const TileKind kind = level.at(t);
            const sf::Vector2f at(static_cast<float>(col), static_cast<float>(row));
            appendQuad(terrain_, at, 1, terrainColumn(kind, t));
            if (kind == TileKind::Bone)
                appendQuad(objects_, at, 1, kTileBone);
            else if (kind == TileKind::Dog)
                appendQuad(objects_, at, 1, kTileDog);
            else if (kind == TileKind::CatStart)
                appendQuad(cats_, at, 1, 0, sf::Color::White, kCatDown);
        }
    }
    const sf::Color line(0, 0, 0, 70);
    const auto w = static_cast<float>(level.size.width);
    const auto h = static_cast<float>(level.size.height);
    for (int c = 1; c < level.size.width; ++c) {
        grid_.append(sf::Vertex({static_cast<float>(c), 0}, line));
        grid_.append(sf::Vertex({static_cast<float>(c), h}, line));
    }
    for (int r = 1; r < level.size.height; ++r) {
        grid_.append(sf::Vertex({0, static_cast<float>(r)}, line));
        grid_.append(sf::Vertex({w, static_cast<float>(r)}, line));
    }
}

void EditorScreen::check() {
    const Level& level = model_->level();
    // Exactly what a saved file would give `catmaze-level validate`: format, parse, solve.
    LevelLoadResult parsed = parseLevel(formatLevel(level), savePath_.filename().string());
    diagnostics_ = std::move(parsed.diagnostics);
    errorCount_ = static_cast<int>(
        std::count_if(diagnostics_.begin(), diagnostics_.end(),
                      [](const Diagnostic& d) { return d.severity == Severity::Error; }));
    solution_.reset();
    if (parsed.ok())
        solution_ = solveLevel(*parsed.level);

    Json fields{{"errors", errorCount_}};
    if (solution_)
        fields["winnable"] = toString(solution_->status);
    Json messages = Json::array();
    for (std::size_t i = 0; i < diagnostics_.size() && i < 3; ++i)
        messages.push_back(diagnostics_[i].format());
    fields["diagnostics"] = messages;
    log_.write("check", fields);
}

void EditorScreen::logEditor() {
    Json palette = Json::array();
    Json buttons = Json::array();
    for (const Button& b : buttons_) {
        Json item{{"label", b.label}, {"rect", rectJson(b.rect)}};
        if (b.action == Button::Action::Tool)
            palette.push_back(item);
        else
            buttons.push_back(item);
    }
    const Level& level = model_->level();
    log_.write("editor", Json{{"on", true},
                              {"file", savePath_.string()},
                              {"width", level.size.width},
                              {"height", level.size.height},
                              {"tool", kPalette[tool_].logName},
                              {"palette", palette},
                              {"buttons", buttons}});
}

void EditorScreen::logView() {
    if (origin_ == loggedOrigin_ && tile_ == loggedTile_)
        return;
    loggedOrigin_ = origin_;
    loggedTile_ = tile_;
    log_.write("view", Json{{"origin", {origin_.x, origin_.y}}, {"tile", tile_}});
}

void EditorScreen::notice(std::string text, bool warning) {
    notice_ = std::move(text);
    noticeWarning_ = warning;
    noticeTimer_ = kNoticeSeconds;
}

// --- input -------------------------------------------------------------------------------------

std::optional<Tile> EditorScreen::tileAt(sf::Vector2f pixel) const {
    if (!mapArea_.contains(pixel))
        return std::nullopt;
    const Tile t{static_cast<int>(std::floor((pixel.x - origin_.x) / tile_)),
                 static_cast<int>(std::floor((pixel.y - origin_.y) / tile_))};
    return model_->level().size.contains(t) ? std::optional<Tile>(t) : std::nullopt;
}

EditorIntent EditorScreen::handle(const sf::Event& event) {
    if (!model_)
        return {};
    // The discard warning of Ctrl+N holds for the very next key or click only.
    if (event.type == sf::Event::KeyPressed || event.type == sf::Event::MouseButtonPressed) {
        wasArmed_ = newArmed_;
        newArmed_ = false;
    }
    switch (event.type) {
        case sf::Event::MouseMoved: {
            const sf::Vector2f at(static_cast<float>(event.mouseMove.x),
                                  static_cast<float>(event.mouseMove.y));
            hover_ = tileAt(at);
            if (painting_ != Painting::None && hover_ && *hover_ != lastPainted_)
                paintLine(lastPainted_, *hover_);
            return {};
        }
        case sf::Event::MouseLeft:
            hover_.reset();
            return {};
        case sf::Event::MouseWheelScrolled:
            zoom_ = std::clamp(zoom_ * std::pow(1.15f, event.mouseWheelScroll.delta), 0.1f, 8.0f);
            fitMap();
            logView();
            return {};
        case sf::Event::MouseButtonPressed: {
            const sf::Vector2f at(static_cast<float>(event.mouseButton.x),
                                  static_cast<float>(event.mouseButton.y));
            const bool left = event.mouseButton.button == sf::Mouse::Left;
            if (left) {
                for (const Button& b : buttons_) {
                    if (b.rect.contains(at))
                        return press(b);
                }
            }
            const auto t = tileAt(at);
            if (!t || (!left && event.mouseButton.button != sf::Mouse::Right))
                return {};
            // A click and drag is one stroke: one undo step, one validation at the end.
            painting_ = left ? Painting::Paint : Painting::Erase;
            strokeChanged_ = false;
            model_->beginStroke();
            lastPainted_ = *t;
            paintAt(*t);
            return {};
        }
        case sf::Event::MouseButtonReleased:
            if (painting_ == Painting::None)
                return {};
            painting_ = Painting::None;
            model_->endStroke();
            if (strokeChanged_)
                check();
            return {};
        case sf::Event::KeyPressed:
            break;
        default:
            return {};
    }

    const sf::Event::KeyEvent& key = event.key;
    if (painting_ != Painting::None)
        return {};  // no undo or resize in the middle of a stroke
    if (key.control) {
        switch (key.code) {
            case sf::Keyboard::Z:
                key.shift ? redo() : undo();
                return {};
            case sf::Keyboard::Y:
                redo();
                return {};
            case sf::Keyboard::S:
                save();
                return {};
            case sf::Keyboard::N:
                newLevel();
                return {};
            default:
                break;
        }
    }
    const auto edgeOf = [](sf::Keyboard::Key code) -> std::optional<Edge> {
        switch (code) {
            case sf::Keyboard::Up:
                return Edge::Top;
            case sf::Keyboard::Down:
                return Edge::Bottom;
            case sf::Keyboard::Left:
                return Edge::Left;
            case sf::Keyboard::Right:
                return Edge::Right;
            default:
                return std::nullopt;
        }
    };
    if (const auto edge = edgeOf(key.code)) {
        if (key.shift || key.control) {
            resize(*edge, key.shift);
        } else {
            const float step = tile_ * 3;
            pan_ += sf::Vector2f(*edge == Edge::Left    ? step
                                 : *edge == Edge::Right ? -step
                                                        : 0,
                                 *edge == Edge::Top      ? step
                                 : *edge == Edge::Bottom ? -step
                                                         : 0);
            fitMap();
            logView();
        }
        return {};
    }
    if (key.code >= sf::Keyboard::Num1 && key.code < sf::Keyboard::Num1 + kPaletteSize) {
        selectTool(key.code - sf::Keyboard::Num1);
        return {};
    }
    switch (key.code) {
        case sf::Keyboard::E:
        case sf::Keyboard::Escape:
            return {EditorIntent::Kind::Leave};
        case sf::Keyboard::P:
            for (const Button& b : buttons_) {
                if (b.action == Button::Action::Play)
                    return press(b);
            }
            return {};
        case sf::Keyboard::Home:
            zoom_ = 1;
            pan_ = {};
            fitMap();
            logView();
            return {};
        default:
            return {};
    }
}

EditorIntent EditorScreen::press(const Button& button) {
    using A = Button::Action;
    switch (button.action) {
        case A::Tool:
            selectTool(button.value);
            break;
        case A::Add:
        case A::Remove:
            resize(static_cast<Edge>(button.value), button.action == A::Add);
            break;
        case A::Undo:
            undo();
            break;
        case A::Redo:
            redo();
            break;
        case A::Save:
            save();
            break;
        case A::New:
            newLevel();
            break;
        case A::Leave:
            return {EditorIntent::Kind::Leave};
        case A::Play:
            if (!playable()) {
                notice("Fix the errors before playing (see below)", true);
                return {};
            }
            return {EditorIntent::Kind::Play};
    }
    return {};
}

void EditorScreen::selectTool(int index) {
    if (index < 0 || index >= kPaletteSize)
        return;
    tool_ = index;
    log_.write("tool", Json{{"kind", kPalette[tool_].logName}});
}

void EditorScreen::paintAt(Tile t) {
    const TileKind kind = painting_ == Painting::Erase ? TileKind::Floor : kPalette[tool_].kind;
    lastPainted_ = t;
    if (!model_->paint(t, kind))
        return;
    strokeChanged_ = true;
    presetIndex_ = -1;
    log_.write("edit", Json{{"tile", Json::array({t.col, t.row})}, {"kind", logName(kind)}});
    rebuild();  // validation waits for the end of the stroke
}

void EditorScreen::paintLine(Tile from, Tile to) {
    // Every tile on the line, so a fast drag leaves no gaps.
    const int steps = std::max(std::abs(to.col - from.col), std::abs(to.row - from.row));
    for (int i = 1; i <= steps; ++i) {
        const float f = static_cast<float>(i) / static_cast<float>(steps);
        paintAt(
            {from.col + static_cast<int>(std::lround(f * static_cast<float>(to.col - from.col))),
             from.row + static_cast<int>(std::lround(f * static_cast<float>(to.row - from.row)))});
    }
}

void EditorScreen::changed() {
    fitMap();
    rebuild();
    check();
    logView();
}

void EditorScreen::undo() {
    if (!model_->undo()) {
        notice("Nothing to undo");
        return;
    }
    log_.write("undo");
    changed();
}

void EditorScreen::redo() {
    if (!model_->redo()) {
        notice("Nothing to redo");
        return;
    }
    log_.write("redo");
    changed();
}

void EditorScreen::resize(Edge edge, bool add) {
    const bool done = add ? model_->addLine(edge) : model_->removeLine(edge);
    if (!done) {
        notice(add ? "The map is as large as a level can be"
                   : "A level needs at least 3 rows and 3 columns",
               true);
        return;
    }
    presetIndex_ = -1;
    const Level& level = model_->level();
    log_.write("resize", Json{{"width", level.size.width},
                              {"height", level.size.height},
                              {"edge", edgeName(edge)},
                              {"added", add}});
    changed();
}

void EditorScreen::save() {
    if (auto problem = saveLevelFile(savePath_, model_->level())) {
        notice("Could not save: " + *problem, true);
        log_.write("save_failed", Json{{"file", savePath_.string()}, {"message", *problem}});
        return;
    }
    model_->markSaved();
    presetIndex_ = -1;
    // Saved even when invalid, so no work is lost; the status bar says what to fix.
    if (errorCount_ > 0)
        notice("Saved " + savePath_.filename().string() + " with " + std::to_string(errorCount_) +
                   " error(s): it will not load until fixed",
               true);
    else if (solution_ && solution_->status != SolveStatus::Winnable)
        notice("Saved " + savePath_.string() + " (it cannot be won yet)", true);
    else
        notice("Saved " + savePath_.string());
    log_.write("saved", Json{{"file", savePath_.string()}, {"errors", errorCount_}});
}

void EditorScreen::newLevel() {
    // Unsaved work is only dropped on a second Ctrl+N, after a warning.
    if (model_->dirty() && !wasArmed_) {
        newArmed_ = true;
        notice("Unsaved changes: Ctrl+S saves them, Ctrl+N again discards them", true);
        return;
    }
    // Ctrl+N again on an untouched new level cycles through the preset sizes.
    const bool cycling = presetIndex_ >= 0;
    presetIndex_ = cycling ? (presetIndex_ + 1) % kPresetCount : 0;
    const GridSize size = kNewLevelPresets[presetIndex_];
    // New levels go in the player's own levels folder, never beside a file from elsewhere.
    const fs::path dir = playerLevelsDir();
    if (!cycling)
        savePath_ = untitledPath(dir, untitledCount_);
    Level level = LevelEditor::newLevel(size.width, size.height,
                                        "Untitled " + std::to_string(untitledCount_));
    std::error_code error;
    if (fs::exists(dir / "level.schema.json", error))
        level.schema = "./level.schema.json";
    const int keep = presetIndex_;
    model_.emplace(std::move(level));
    presetIndex_ = keep;
    zoom_ = 1;
    pan_ = {};
    hover_.reset();
    const std::string sizeText = std::to_string(size.width) + "x" + std::to_string(size.height);
    const GridSize next = kNewLevelPresets[(presetIndex_ + 1) % kPresetCount];
    notice("New " + sizeText + " level, saved as " + savePath_.string() + "  (Ctrl+N again: " +
           std::to_string(next.width) + "x" + std::to_string(next.height) + ")");
    log_.write("new_level",
               Json{{"file", savePath_.string()}, {"width", size.width}, {"height", size.height}});
    changed();
    logEditor();
}

void EditorScreen::update(double seconds) {
    noticeTimer_ = std::max(0.0, noticeTimer_ - seconds);
}

// --- drawing -----------------------------------------------------------------------------------

std::vector<std::string> EditorScreen::statusLines() const {
    std::vector<std::string> lines;
    if (errorCount_ > 0) {
        lines.push_back("\xE2\x9C\x97 " + std::to_string(errorCount_) +
                        (errorCount_ == 1 ? " error" : " errors") + ": cannot be played yet");
    } else if (solution_ && solution_->status == SolveStatus::Winnable) {
        lines.push_back("\xE2\x9C\x93 Valid and winnable (cheapest route costs " +
                        std::to_string(solution_->cost) + ")");
    } else if (solution_ && solution_->status == SolveStatus::TooComplex) {
        lines.push_back("? Valid; could not decide whether it can be won");
        lines.push_back(solution_->reason);
    } else if (solution_) {
        lines.push_back("\xE2\x9C\x97 Valid, but it cannot be won");
        lines.push_back(solution_->reason);
    }
    for (const Diagnostic& d : diagnostics_) {
        if (lines.size() >= 3)
            break;
        lines.push_back(d.format());
    }
    return lines;
}

void EditorScreen::draw(sf::RenderTarget& target) const {
    if (!model_)
        return;
    const Level& level = model_->level();
    const sf::Font& font = art_.font;
    const sf::Font& bold = art_.bold;
    const sf::Color gold(255, 220, 120);
    const sf::Color dim(200, 200, 215, 200);

    // The map, clipped to its area.
    const sf::View screen = target.getView();
    sf::View clip(mapArea_);
    clip.setViewport({mapArea_.left / window_.x, mapArea_.top / window_.y,
                      mapArea_.width / window_.x, mapArea_.height / window_.y});
    target.setView(clip);
    sf::RectangleShape frame({static_cast<float>(level.size.width) * tile_,
                              static_cast<float>(level.size.height) * tile_});
    frame.setPosition(origin_);
    sf::RenderStates states;
    states.transform.translate(origin_).scale(tile_, tile_);
    states.texture = &art_.tileset;
    target.draw(terrain_, states);
    target.draw(objects_, states);
    states.texture = &art_.cat;
    target.draw(cats_, states);
    states.texture = nullptr;
    if (tile_ >= 12)  // finer grids hide the map
        target.draw(grid_, states);
    if (hover_) {
        const sf::FloatRect cell(origin_.x + static_cast<float>(hover_->col) * tile_,
                                 origin_.y + static_cast<float>(hover_->row) * tile_, tile_, tile_);
        const bool erasing = painting_ == Painting::Erase;
        // A faint preview of what a click would paint, then an outline.
        drawTileArt(target, art_, erasing ? TileKind::Floor : kPalette[tool_].kind, cell, 130);
        sf::RectangleShape outline({tile_ - 2, tile_ - 2});
        outline.setPosition(cell.left + 1, cell.top + 1);
        outline.setFillColor(sf::Color::Transparent);
        outline.setOutlineColor(erasing ? sf::Color(255, 110, 100) : gold);
        outline.setOutlineThickness(2);
        target.draw(outline);
    }
    target.setView(screen);
    frame.setFillColor(sf::Color::Transparent);
    frame.setOutlineColor(sf::Color(90, 96, 130));
    frame.setOutlineThickness(2);
    target.draw(frame);

    // Top bar: what is being edited.
    sf::RectangleShape top({window_.x, kTopBar});
    top.setFillColor(sf::Color(12, 12, 20, 235));
    target.draw(top);
    drawText(target, bold, "Editing: " + level.name + (model_->dirty() ? " *" : ""), 18, {12, 7},
             gold);
    const std::string where = savePath_.filename().string() + "   " +
                              std::to_string(level.size.width) + " \xC3\x97 " +
                              std::to_string(level.size.height);
    sf::Text whereText(utf8(where), font, 15);
    whereText.setFillColor(dim);
    whereText.setPosition(std::round(panel_.left - whereText.getLocalBounds().width - 16), 10);
    target.draw(whereText);

    // Side panel: palette, size buttons, actions.
    sf::RectangleShape panel({panel_.width, panel_.height});
    panel.setPosition(panel_.left, panel_.top);
    panel.setFillColor(sf::Color(28, 32, 48, 245));
    target.draw(panel);
    sf::RectangleShape rule({2, panel_.height});
    rule.setPosition(panel_.left, panel_.top);
    rule.setFillColor(sf::Color(230, 190, 90, 160));
    target.draw(rule);
    const float headingX = panel_.left + 14;
    drawText(target, bold, "Tiles", 15, {headingX, panel_.top + 8}, gold);
    bool sizeHeadingDrawn = false;
    for (const Button& b : buttons_) {
        const bool isTool = b.action == Button::Action::Tool;
        const bool selected = isTool && b.value == tool_;
        if (!isTool && !sizeHeadingDrawn) {
            sizeHeadingDrawn = true;
            drawText(target, bold, "Rows & columns", 15, {headingX, b.rect.top - 26}, gold);
        }
        sf::RectangleShape box({b.rect.width, b.rect.height});
        box.setPosition(b.rect.left, b.rect.top);
        box.setFillColor(selected ? sf::Color(70, 80, 120) : sf::Color(44, 50, 72));
        box.setOutlineColor(selected ? gold : sf::Color(70, 76, 100));
        box.setOutlineThickness(selected ? 2 : 1);
        target.draw(box);
        if (isTool) {
            drawTileArt(target, art_, kPalette[b.value].kind,
                        {b.rect.left + 4, b.rect.top + 2, 28, 28});
            drawText(target, font, b.label, 16, {b.rect.left + 42, b.rect.top + 6},
                     sf::Color(235, 235, 245));
            drawText(target, bold, std::to_string(b.value + 1), 14,
                     {b.rect.left + b.rect.width - 20, b.rect.top + 8}, dim);
            continue;
        }
        if (b.action == Button::Action::Add) {
            // The edge's name, left of its + and - buttons.
            std::string name = b.label.substr(4);
            name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
            drawText(target, font, name, 15, {headingX, b.rect.top + 3}, sf::Color(235, 235, 245));
        }
        const std::string& text = b.text.empty() ? b.label : b.text;
        sf::Text label(utf8(text), b.text.empty() ? font : bold, b.text.empty() ? 15 : 18);
        const sf::FloatRect lb = label.getLocalBounds();
        label.setPosition(std::round(b.rect.left + (b.rect.width - lb.width) / 2 - lb.left),
                          std::round(b.rect.top + (b.rect.height - lb.height) / 2 - lb.top));
        label.setFillColor(sf::Color(235, 235, 245));
        target.draw(label);
    }

    // Bottom bar: live validation, then the key help.
    const float barTop = window_.y - kBottomBar;
    sf::RectangleShape bottom({window_.x, kBottomBar});
    bottom.setPosition(0, barTop);
    bottom.setFillColor(sf::Color(12, 12, 20, 235));
    target.draw(bottom);
    const std::vector<std::string> lines = statusLines();
    sf::Color first = sf::Color(120, 230, 140);
    if (errorCount_ > 0)
        first = sf::Color(255, 120, 110);
    else if (!solution_ || solution_->status != SolveStatus::Winnable)
        first = sf::Color(255, 180, 90);
    for (std::size_t i = 0; i < lines.size() && i < 2; ++i) {
        sf::Text line(utf8(lines[i]), i == 0 ? bold : font, i == 0 ? 16 : 14);
        // A long message is cut with an ellipsis rather than run off the window.
        const float room = window_.x - 24;
        if (line.getLocalBounds().width > room) {
            std::string text = lines[i];
            while (text.size() > 1 && line.getLocalBounds().width > room) {
                text.resize(text.size() * 9 / 10);
                while (!text.empty() && (static_cast<unsigned char>(text.back()) & 0xC0) == 0x80)
                    text.pop_back();  // never cut a UTF-8 character in half
                line.setString(utf8(text + "\xE2\x80\xA6"));
            }
        }
        line.setFillColor(i == 0 ? first : sf::Color(235, 200, 190));
        line.setPosition(12, barTop + 5 + static_cast<float>(i) * 21);
        target.draw(line);
    }
    drawText(target, font,
             "Left drag: paint    Right drag: erase    1-6: tile    Shift/Ctrl+arrows: add/remove "
             "a line    Arrows: pan    Wheel: zoom",
             12, {12, barTop + 50}, dim);
    drawText(target, font,
             "Ctrl+Z / Ctrl+Y: undo / redo    Ctrl+S: save    P: play    Ctrl+N: new level    "
             "E or Esc: back to the game",
             12, {12, barTop + 67}, dim);

    if (noticeTimer_ > 0) {
        sf::Text text(utf8(notice_), font, 16);
        const sf::FloatRect b = text.getLocalBounds();
        sf::RectangleShape box({b.width + 28, 32});
        box.setPosition(std::round(mapArea_.left + (mapArea_.width - b.width - 28) / 2),
                        kTopBar + 10);
        box.setFillColor(sf::Color(20, 20, 30, 225));
        box.setOutlineColor(noticeWarning_ ? sf::Color(255, 130, 110) : gold);
        box.setOutlineThickness(1);
        target.draw(box);
        text.setPosition(box.getPosition() + sf::Vector2f(14 - b.left, 6));
        target.draw(text);
    }
}

}  // namespace catmaze::app

#include "play/rules_card.hpp"

#include <algorithm>
#include <utility>
#include <variant>

#include <nlohmann/json.hpp>

#include "catmaze/player/settings_table.hpp"
#include "play/hud_layout.hpp"
#include "play/pad_table.hpp"
#include "shell/event_names.hpp"
#include "ui/fill.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

namespace {

// At 100 %: the card's lines start under its title, one every kLineHeight pixels.
constexpr float kTitleHeight = 38;
constexpr float kLineHeight = 24;
constexpr float kBottomMargin = 10;
constexpr float kCardWidth = 440;
constexpr float kPadding = 14;
constexpr unsigned kTitleSize = 18;
constexpr unsigned kLineSize = 15;
// An upper bound on the game's font's advance per code point of an English sentence, in ems, so
// the card wraps without a font and its click box and drawing agree (the drawing still cuts what
// would overflow).
constexpr float kEmsPerCodePoint = 0.6f;

// The card laid out with its text at `scale`, placed under a top bar `topBand` high.
RulesCardLayout layoutAt(float width, const CardText& text, UiScale scale, float topBand) {
    RulesCardLayout out;
    out.titleSize = scale.text(kTitleSize);
    out.lineSize = scale.text(kLineSize);
    out.padding = scale.px(kPadding);
    out.lineStep = scale.px(kLineHeight);
    out.titleHeight = scale.px(kTitleHeight);
    const float cardWidth = std::max(1.0f, std::min(scale.px(kCardWidth), width - 20));
    const float textWidth = std::max(1.0f, cardWidth - 2 * out.padding);
    const float em = static_cast<float>(out.lineSize) * kEmsPerCodePoint;
    const TextWidth estimate = [em](std::u32string_view s) {
        return static_cast<float>(s.size()) * em;
    };
    out.title = fitLine(text.title, textWidth, [&](std::u32string_view s) {
        return static_cast<float>(s.size()) * kEmsPerCodePoint * static_cast<float>(out.titleSize);
    });
    for (const std::string& line : text.lines) {
        for (std::u32string& part : wrapLines(line, textWidth, text.lines.size() * 4, estimate))
            out.lines.push_back(std::move(part));
    }
    out.box = {width - cardWidth - 10, topBand + 10, cardWidth,
               out.titleHeight + out.lineStep * static_cast<float>(out.lines.size()) +
                   scale.px(kBottomMargin)};
    return out;
}

// The pad's first button for `command` in `pad`, as the card names it; empty when it has none.
std::string padButton(const PadTable& pad, PlayCommand command) {
    const std::optional<PadControl> control = pad.controlOf(command);
    return control ? padControlName(*control) : std::string();
}

// The first key of `command` in `keys`, as the card names it ("Enter"); empty when it has none.
std::string firstKey(const KeyTable& keys, PlayCommand command) {
    const std::vector<KeyChord> bound = keys.keysOf(command);
    return bound.empty() ? std::string() : shownChordName(bound.front());
}

}  // namespace

CardText cardText(CardRules rules, InputDevice device, const KeyTable& keys, const PadTable& pad) {
    std::string closeLine;
    std::string waitLine;
    if (device == InputDevice::Pad) {
        // The buttons as the player's pad table binds them: the walk button closes the card.
        const std::string walk = padButton(pad, PlayCommand::WalkToCursor);
        closeLine = walk.empty()
                        ? tr("Click this card to close it.")
                        // TRANSLATORS: {button} is the pad's button ("A").
                        : fill(tr("Press {button} to close this card."), {{"button", walk}});
        const std::string wait = padButton(pad, PlayCommand::Wait);
        waitLine = wait.empty() ? tr("Walking to the cat waits a tick.")
                                // TRANSLATORS: {button} is the pad's wait button ("Y"); a tick is
                                // one beat of the dogs' rounds.
                                : fill(tr("{button}, or walking to the cat, waits a tick."),
                                       {{"button", wait}});
    } else {
        // The keys as the table in play binds them: the walk key closes the card first.
        const std::string walk = firstKey(keys, PlayCommand::WalkToCursor);
        closeLine = walk.empty()
                        ? tr("Click this card to close it.")
                        // TRANSLATORS: {key} is the walk key's name ("Enter").
                        : fill(tr("Click this card or press {key} to close it."), {{"key", walk}});
        const std::string wait = firstKey(keys, PlayCommand::Wait);
        waitLine = wait.empty()
                       ? tr("A click on the cat waits a tick.")
                       // TRANSLATORS: {key} is the wait key's name ("Space").
                       : fill(tr("{key}, or a click on the cat, waits a tick."), {{"key", wait}});
    }
    switch (rules) {
        case CardRules::Basics:
            return {tr("How the cat gets by"),
                    {tr("Reach the door to win the level."),
                     tr("Click a tile: the cat walks the cheapest way there."),
                     tr("Walking onto a dog costs ten times more."),
                     tr("A bone in hand pays a dog, and it leaves."),
                     tr("No bone in hand: the dog catches the cat."), closeLine}};
        case CardRules::Patrols:
            // Two sentences run over two lines each; the card wraps each line to its width.
            return {tr("How dogs walk their rounds"),
                    {tr("The world moves in ticks: each step or wait is one."),
                     // TRANSLATORS: this line and the next are one sentence.
                     tr("Each tick, every patrolling dog walks one tile"),
                     tr("along its round, the way its paw dots lead."),
                     // TRANSLATORS: this line and the next are one sentence.
                     tr("A dog meets the cat when they end on one tile"),
                     tr("or swap tiles: a bone pays it; no bone, caught."), waitLine,
                     tr("Hover a tile: ghosts show where dogs will be."), closeLine}};
    }
    return {};
}

const char* cardName(CardRules rules) {
    return rules == CardRules::Patrols ? "patrols" : "basics";
}

const char* cardSetting(CardRules rules) {
    return rules == CardRules::Patrols ? "patrolCardDismissed" : "rulesCardDismissed";
}

bool cardDismissed(CardRules rules, const Settings& settings) {
    // Through the settings table, so the card's setting is named once (cardSetting).
    const SettingField* field = findSetting(cardSetting(rules));
    const auto* flag = field ? std::get_if<FlagSetting>(&field->type) : nullptr;
    return flag && settings.*(flag->member);
}

std::vector<CardRules> levelCards(bool patrols, std::optional<std::size_t> campaignIndex) {
    // A newcomer on the campaign's first level has not met the rules yet; a player on a level
    // with patrols has not seen dogs walk before the first time.
    std::vector<CardRules> cards;
    if (patrols)
        cards.push_back(CardRules::Patrols);
    if (campaignIndex == std::optional<std::size_t>(0))
        cards.push_back(CardRules::Basics);
    return cards;
}

RulesCardLayout rulesCardLayout(float width, float height, const CardText& text, UiScale scale) {
    // The largest text up to `scale` at which the card fits between the HUD's bands: at 200 % in
    // a small window the card's text is a little smaller rather than cut or off the window.
    const HudLayout hud = hudLayout({width, height}, scale);
    const float room = height - hud.topBand - hud.bottomBand - 20;
    for (float factor = scale.factor; factor > 1.0f; factor -= 0.125f) {
        RulesCardLayout out = layoutAt(width, text, {factor}, hud.topBand);
        if (out.box.height <= room)
            return out;
    }
    return layoutAt(width, text, {1.0f}, hud.topBand);
}

void RulesCard::open(const std::vector<CardRules>& cards, const Settings& settings,
                     float windowWidth, float windowHeight) {
    if (cards.empty())
        return;
    const auto first = std::find_if(cards.begin(), cards.end(), [&](CardRules rules) {
        return !cardDismissed(rules, settings);
    });
    shown_ = first == cards.end() ? std::nullopt : std::optional<CardRules>(*first);
    nlohmann::ordered_json fields{{"card", cardName(shown_.value_or(cards.front()))},
                                  {"shown", shown()}};
    if (const std::optional<ScreenBox> r = box(windowWidth, windowHeight, uiScaleOf(settings)))
        fields["rect"] = {r->left, r->top, r->width, r->height};
    log_.write(event_name::kRulesCard, fields);
}

std::optional<ScreenBox> RulesCard::box(float width, float height, UiScale scale) const {
    if (!shown_)
        return std::nullopt;
    // The keys change a card's words, never its lines' count at a scale that fits them.
    return rulesCardLayout(width, height, cardText(*shown_), scale).box;
}

bool RulesCard::hit(float x, float y, float width, float height, UiScale scale) const {
    const std::optional<ScreenBox> r = box(width, height, scale);
    return r && x >= r->left && x < r->left + r->width && y >= r->top && y < r->top + r->height;
}

std::optional<CardRules> RulesCard::dismiss() {
    const std::optional<CardRules> closed = std::exchange(shown_, std::nullopt);
    if (closed) {
        log_.write(event_name::kRulesCard,
                   nlohmann::ordered_json{{"card", cardName(*closed)}, {"dismissed", true}});
    }
    return closed;
}

}  // namespace catmaze::app

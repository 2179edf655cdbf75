#pragma once
/// \file
/// The game's UI colours, in one place, and every place text is drawn with what lies under it
/// (kTextUses), so tests/unit/app/test_palette.cpp measures the real colours against the WCAG AA
/// contrast (4.5:1). Code draws with these names (`as<>(palette::kErrorText)` for drawing), never a
/// colour literal of its own for text or what text sits on.

#include <array>
#include <cstddef>

#include "render/contrast.hpp"

namespace catmaze::app::palette {

/// The window's clear colour (behind the map, and all there is behind the error screen).
inline constexpr Rgba kWindow{16, 14, 22};

/// The HUD's top bar, drawn over the map.
inline constexpr Rgba kHudBar{12, 12, 20, 225};
/// The level's name on the HUD bar.
inline constexpr Rgba kHudTitle{255, 220, 120};
/// Bones, steps and cost on the HUD bar.
inline constexpr Rgba kHudText{255, 255, 255};
/// The bottom band behind the key help and the status line, drawn over the map.
inline constexpr Rgba kHudBand{12, 12, 20, 215};
/// The key help line at the bottom.
inline constexpr Rgba kHudHelp{215, 215, 230};
/// The status line saying what a click on the hovered tile would do.
inline constexpr Rgba kStatusText{235, 235, 245};
/// The status line when the hovered route walks into a dog with no bone.
inline constexpr Rgba kStatusWarning{255, 150, 130};

/// The search overlay's legend text (on the bottom band).
inline constexpr Rgba kLegendText{255, 236, 160};
/// The box behind the overlay's g/h/f numbers, drawn over the map.
inline constexpr Rgba kTooltipBox{10, 10, 20, 225};
/// The overlay's g/h/f numbers.
inline constexpr Rgba kTooltipText{255, 255, 255};

/// The box of a short notice ("Screenshot saved"), drawn over the map.
inline constexpr Rgba kNoticeBox{20, 20, 30, 225};
/// A notice's outline.
inline constexpr Rgba kNoticeOutline{255, 220, 120};
/// A notice's text.
inline constexpr Rgba kNoticeText{255, 255, 255};

/// The box behind a level's errors on the error screen.
inline constexpr Rgba kErrorPanel{40, 16, 20, 235};
/// A level's errors on the error screen.
inline constexpr Rgba kErrorText{255, 160, 150};

/// The banner reporting a problem with the player's files.
inline constexpr Rgba kBannerBox{120, 24, 24, 235};
/// The banner's outline.
inline constexpr Rgba kBannerOutline{255, 200, 120};
/// The banner's text.
inline constexpr Rgba kBannerText{255, 240, 225};

/// The shade a menu lays over the screen behind it.
inline constexpr Rgba kMenuShade{8, 10, 20, 150};
/// A menu's panel: opaque, so a menu over another (Controls over Settings) shows none of the
/// text below through its own, at any text size.
inline constexpr Rgba kMenuPanel{28, 32, 48, 255};
/// A menu panel's outline.
inline constexpr Rgba kMenuOutline{230, 190, 90};
/// A menu's title.
inline constexpr Rgba kMenuTitle{255, 220, 120};
/// A menu's subtitle.
inline constexpr Rgba kMenuSubtitle{205, 205, 220};
/// A menu item's box.
inline constexpr Rgba kMenuItem{44, 50, 72};
/// The selected menu item's box.
inline constexpr Rgba kMenuItemSelected{70, 80, 120};
/// A menu item's outline.
inline constexpr Rgba kMenuItemOutline{70, 76, 100};
/// The selected menu item's outline.
inline constexpr Rgba kMenuItemSelectedOutline{255, 220, 120};
/// A menu item's label.
inline constexpr Rgba kMenuItemText{235, 235, 245};
/// A menu item's value ("on", "80%").
inline constexpr Rgba kMenuValue{255, 220, 120};

/// The hint card's box, over the map.
inline constexpr Rgba kCardBox{24, 28, 44, 240};
/// The hint card's outline.
inline constexpr Rgba kCardOutline{120, 255, 200};
/// The hint card's text.
inline constexpr Rgba kCardText{240, 240, 250};
/// The hint card's title.
inline constexpr Rgba kCardTitle{140, 255, 210};

/// The count of ticks waited beside a wait's clock face, on the map.
inline constexpr Rgba kWaitCount{255, 250, 230};
/// The count's outline, which it is read against on any tile.
inline constexpr Rgba kWaitCountOutline{40, 30, 20};

/// The planned path's dots (on the map).
inline constexpr Rgba kPath{255, 236, 140, 220};
/// The hovered route's arrows.
inline constexpr Rgba kRoute{255, 236, 140, 200};
/// The hovered route when it walks into a dog with no bone.
inline constexpr Rgba kRouteWarning{255, 60, 50, 230};
/// The ring round the dog that would catch the cat.
inline constexpr Rgba kDogMark{255, 40, 40};
/// The hint trail.
inline constexpr Rgba kHint{120, 255, 200};
/// The search overlay: cells A* closed (expanded).
inline constexpr Rgba kOverlayClosed{80, 140, 255, 90};
/// The search overlay: cells A* left open.
inline constexpr Rgba kOverlayOpen{80, 220, 120, 90};
/// The search overlay: jump points expanded.
inline constexpr Rgba kOverlayClosedJump{60, 120, 255, 170};
/// The search overlay: jump points left open.
inline constexpr Rgba kOverlayOpenJump{80, 240, 120, 150};
/// The search overlay: cells jump point scans looked at (violet: apart from the sand floor and
/// from the blue and green of closed and open nodes).
inline constexpr Rgba kOverlayScanned{200, 90, 255, 65};
/// The search overlay through time (a level with patrols): tiles closed at one moment, at two,
/// and at three or more; deeper and bluer the more moments of the tile the search expanded.
inline constexpr std::array<Rgba, 3> kOverlayMoments{
    {{80, 160, 255, 105}, {70, 100, 255, 150}, {80, 40, 210, 200}}};
/// The search overlay on open floor: the visibility graph's links.
inline constexpr Rgba kOverlayEdge{200, 210, 255, 90};
/// The search overlay on open floor: nodes the search expanded.
inline constexpr Rgba kOverlayClosedNode{60, 120, 255, 230};
/// The search overlay on open floor: nodes left open.
inline constexpr Rgba kOverlayOpenNode{80, 240, 120, 230};
/// The won end screen's glow behind the cat.
inline constexpr Rgba kWinGlow{255, 220, 120, 120};
/// The lost end screen's flash.
inline constexpr Rgba kCaughtFlash{200, 20, 20, 110};

/// The floor with the high-contrast setting (near white, against near-black walls).
inline constexpr Rgba kHighContrastFloor{236, 236, 228};
/// The walls with the high-contrast setting.
inline constexpr Rgba kHighContrastWall{14, 14, 24};
/// The least contrast between the high-contrast floor and walls (WCAG's AAA for text: 7:1).
inline constexpr double kMinTerrainContrast = 7.0;

/// The editor's top and bottom bars (over the map's area when the window is narrow).
inline constexpr Rgba kEditorBar{12, 12, 20, 235};
/// The editor's tile and size panel.
inline constexpr Rgba kEditorPanel{28, 32, 48, 245};
/// The panel's left edge.
inline constexpr Rgba kEditorPanelEdge{230, 190, 90, 160};
/// An editor button (and the name being typed)'s box.
inline constexpr Rgba kEditorButton{44, 50, 72};
/// The selected tool's box.
inline constexpr Rgba kEditorButtonSelected{70, 80, 120};
/// An editor button's outline.
inline constexpr Rgba kEditorButtonOutline{70, 76, 100};
/// Headings, the level's name and the selected tool's outline.
inline constexpr Rgba kEditorHeading{255, 220, 120};
/// Labels and the name being typed.
inline constexpr Rgba kEditorText{235, 235, 245};
/// Secondary text: where Ctrl+S writes, key help, tool numbers.
inline constexpr Rgba kEditorDim{200, 200, 215};
/// The live check's verdict: the level has errors.
inline constexpr Rgba kEditorVerdictError{255, 120, 110};
/// The live check's verdict: winnable.
inline constexpr Rgba kEditorVerdictWinnable{120, 230, 140};
/// The live check's verdict: checking, not winnable, or too complex to decide.
inline constexpr Rgba kEditorVerdictOther{255, 180, 90};
/// The check's second line (the first diagnostic).
inline constexpr Rgba kEditorDiagnostic{235, 200, 190};
/// The shade behind the editor's save / discard / cancel prompt.
inline constexpr Rgba kEditorPromptShade{0, 0, 0, 150};
/// A warning notice's outline in the editor.
inline constexpr Rgba kEditorWarningOutline{255, 130, 110};
/// The dotted rounds of the dogs' patrols over the editor's map (the one being drawn is gold).
inline constexpr Rgba kEditorPatrol{255, 140, 70};
/// The dark rim round every dot of a patrol, so it reads on any tile.
inline constexpr Rgba kEditorPatrolRim{24, 16, 12};

/// Where text is drawn: its colour and the colours under it, bottom first. When `onWorld`, the
/// bottom layer is drawn over the map, which may be any colour, so the text must read on black
/// and on white under those layers; otherwise the layers lie on the window's clear colour.
struct TextUse {
    const char* name;              ///< what the text is, for the test's messages
    Rgba text;                     ///< the text's colour
    std::array<Rgba, 3> layers{};  ///< colours under it, bottom first (`count` of them)
    std::size_t count = 0;         ///< how many of `layers` are used
    bool onWorld = false;          ///< the bottom layer lies on the map
};

/// Every place the game draws text, with what it is drawn on.
inline constexpr TextUse kTextUses[] = {
    {"HUD level name", kHudTitle, {kHudBar}, 1, true},
    {"HUD bones, steps and cost", kHudText, {kHudBar}, 1, true},
    {"HUD key help", kHudHelp, {kHudBand}, 1, true},
    {"route status line", kStatusText, {kHudBand}, 1, true},
    {"route status warning", kStatusWarning, {kHudBand}, 1, true},
    {"search overlay legend", kLegendText, {kHudBand}, 1, true},
    {"search overlay g/h/f", kTooltipText, {kTooltipBox}, 1, true},
    {"notice", kNoticeText, {kNoticeBox}, 1, true},
    {"error screen text", kErrorText, {kMenuShade, kErrorPanel}, 2, false},
    {"banner", kBannerText, {kBannerBox}, 1, true},
    {"menu title", kMenuTitle, {kMenuShade, kMenuPanel}, 2, true},
    {"menu subtitle", kMenuSubtitle, {kMenuShade, kMenuPanel}, 2, true},
    {"menu item", kMenuItemText, {kMenuShade, kMenuPanel, kMenuItem}, 3, true},
    {"selected menu item", kMenuItemText, {kMenuShade, kMenuPanel, kMenuItemSelected}, 3, true},
    {"menu value", kMenuValue, {kMenuShade, kMenuPanel, kMenuItem}, 3, true},
    {"selected menu value", kMenuValue, {kMenuShade, kMenuPanel, kMenuItemSelected}, 3, true},
    {"hint card title", kCardTitle, {kCardBox}, 1, true},
    {"hint card text", kCardText, {kCardBox}, 1, true},
    {"rules card title", kCardTitle, {kCardBox}, 1, true},
    {"rules card lines", kCardText, {kCardBox}, 1, true},
    {"wait count, on its outline", kWaitCount, {kWaitCountOutline}, 1, true},
    {"editor level name", kEditorHeading, {kEditorBar}, 1, true},
    {"editor save place and key help", kEditorDim, {kEditorBar}, 1, true},
    {"editor panel heading", kEditorHeading, {kEditorPanel}, 1, true},
    {"editor button label", kEditorText, {kEditorPanel, kEditorButton}, 2, true},
    {"editor selected tool label", kEditorText, {kEditorPanel, kEditorButtonSelected}, 2, true},
    {"editor tool number", kEditorDim, {kEditorPanel, kEditorButton}, 2, true},
    {"editor selected tool number", kEditorDim, {kEditorPanel, kEditorButtonSelected}, 2, true},
    {"editor name being typed", kEditorText, {kEditorBar, kEditorButton}, 2, true},
    {"editor verdict: errors", kEditorVerdictError, {kEditorBar}, 1, true},
    {"editor verdict: winnable", kEditorVerdictWinnable, {kEditorBar}, 1, true},
    {"editor verdict: other", kEditorVerdictOther, {kEditorBar}, 1, true},
    {"editor diagnostic", kEditorDiagnostic, {kEditorBar}, 1, true},
    {"editor notice", kNoticeText, {kNoticeBox}, 1, true},
};

}  // namespace catmaze::app::palette

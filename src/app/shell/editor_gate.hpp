#pragma once
/// \file
/// The editor's say before the game leaves its unsaved changes (quitting, another level, the
/// title): GameFlow asks here first, and what it held back is carried out once the player saved
/// or discarded them (Director::proceed). The game implements it over its editor.

#include <filesystem>
#include <functional>

namespace catmaze::app {

/// Whether leaving the editor's changes must wait for the player.
class EditorGate {
  public:
    virtual ~EditorGate() = default;
    /// With unsaved changes in the editor: shows the editor with its save / discard / cancel
    /// prompt, keeps `then` to carry out once they are saved or discarded (Cancel drops it) and
    /// returns true. Otherwise returns false, and `then` is not kept.
    virtual bool asksFirst(std::function<void()> then) = 0;
    /// True when the editor is open on `file`: reloading that file keeps the edit.
    virtual bool edits(const std::filesystem::path& file) const = 0;
};

}  // namespace catmaze::app

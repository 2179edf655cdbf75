#pragma once
/// \file
/// The names of the event-log lines (`--events FILE`, event_log.hpp): tools and the window tests
/// read them, so they are a contract kept in one place; every writer names its event from here.

namespace catmaze::app::event_name {

// Playing a level.
inline constexpr char kLevelLoaded[] = "level_loaded";      ///< a level starts
inline constexpr char kLevelReloaded[] = "level_reloaded";  ///< F5 (or a change) read it again
inline constexpr char kRestart[] = "restart";               ///< R: the level from the start
inline constexpr char kClick[] = "click";                   ///< a left click on the map
inline constexpr char kPath[] = "path";                     ///< a route searched for a click
inline constexpr char kStep[] = "step";                     ///< the cat arrived on a tile
inline constexpr char kWait[] = "wait";                     ///< the cat waited a tick (patrols)
inline constexpr char kDogMoved[] = "dog_moved";            ///< a patrolling dog walked a tile
inline constexpr char kBone[] = "bone";                     ///< a bone picked up
inline constexpr char kDogBribed[] = "dog_bribed";          ///< a bone paid a dog
inline constexpr char kEaten[] = "eaten";                   ///< a dog caught the cat
inline constexpr char kLost[] = "lost";                     ///< the level is lost
inline constexpr char kWon[] = "won";                       ///< the level is won
inline constexpr char kRefused[] = "refused";               ///< a click or key was refused
inline constexpr char kStepUndone[] = "step_undone";        ///< the last step taken back
inline constexpr char kStepRedone[] = "step_redone";        ///< a step taken back taken again
inline constexpr char kPreview[] = "preview";               ///< what a click on the hover would do
inline constexpr char kHint[] = "hint";                     ///< the hint's answer
inline constexpr char kHintStarted[] = "hint_started";      ///< H started a hint search
inline constexpr char kBest[] = "best";                     ///< a campaign or daily win recorded
inline constexpr char kRulesCard[] = "rules_card";          ///< the rules card shown or closed
inline constexpr char kView[] = "view";                     ///< the camera moved
inline constexpr char kGraphReady[] = "graph_ready";  ///< an open floor's graph built, handed in

// The game around the level.
inline constexpr char kWindow[] = "window";                 ///< the window was created
inline constexpr char kError[] = "error";                   ///< a level did not load
inline constexpr char kLoading[] = "loading";               ///< a level started loading (worker)
inline constexpr char kLoadCancelled[] = "load_cancelled";  ///< Esc while a level loaded
inline constexpr char kQuit[] = "quit";                     ///< the game quits
inline constexpr char kScreenshot[] = "screenshot";         ///< a screenshot was saved
inline constexpr char kSettings[] = "settings";             ///< a setting changed
inline constexpr char kScreen[] = "screen";                 ///< the screen on top changed
inline constexpr char kInput[] = "input";                   ///< presses handled (count, top)
inline constexpr char kMenu[] = "menu";                     ///< a menu's items
inline constexpr char kTitle[] = "title";                   ///< a title screen's text
inline constexpr char kBanner[] = "banner";                 ///< a notice shown
inline constexpr char kNotice[] = "notice";                 ///< a notice line's text, as drawn
inline constexpr char kFileProblem[] = "file_problem";      ///< a player file could not be used

// The editor.
inline constexpr char kEditor[] = "editor";                   ///< the editor opened
inline constexpr char kEdit[] = "edit";                       ///< a tile painted
inline constexpr char kTool[] = "tool";                       ///< the tool changed
inline constexpr char kUndo[] = "undo";                       ///< an edit undone
inline constexpr char kRedo[] = "redo";                       ///< an edit redone
inline constexpr char kResize[] = "resize";                   ///< the map resized
inline constexpr char kRename[] = "rename";                   ///< the level renamed
inline constexpr char kLevelRule[] = "level_rule";            ///< the level's diagonal rule set
inline constexpr char kNameEdit[] = "name_edit";              ///< the name field edited
inline constexpr char kNewLevel[] = "new_level";              ///< a new level started
inline constexpr char kDraft[] = "draft";                     ///< a draft saved or restored
inline constexpr char kSaved[] = "saved";                     ///< the level saved
inline constexpr char kSaveFailed[] = "save_failed";          ///< the level could not be saved
inline constexpr char kDiscarded[] = "discarded";             ///< unsaved changes dropped
inline constexpr char kReloaded[] = "reloaded";               ///< the file read again from disk
inline constexpr char kReloadFailed[] = "reload_failed";      ///< the file on disk does not load
inline constexpr char kPrompt[] = "prompt";                   ///< the save prompt shown
inline constexpr char kCheck[] = "check";                     ///< the winnability check's answer
inline constexpr char kCheckStarted[] = "check_started";      ///< the check started
inline constexpr char kCheckCancelled[] = "check_cancelled";  ///< the check cancelled

// The editor's obstacle tool.
inline constexpr char kObstacleAdded[] = "obstacle_added";      ///< a polygon obstacle drawn
inline constexpr char kCornerMoved[] = "corner_moved";          ///< an obstacle's corner dragged
inline constexpr char kObstacleRemoved[] = "obstacle_removed";  ///< an obstacle deleted
inline constexpr char kObstacleRefused[] = "obstacle_refused";  ///< an invalid polygon refused
// The editor's patrol tool.
inline constexpr char kPatrolSet[] = "patrol_set";          ///< a dog's round drawn or redrawn
inline constexpr char kPatrolRemoved[] = "patrol_removed";  ///< a dog's round removed
inline constexpr char kPatrolRefused[] = "patrol_refused";  ///< a tile or round breaking a rule

}  // namespace catmaze::app::event_name

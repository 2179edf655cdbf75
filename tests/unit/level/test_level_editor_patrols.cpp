// The core editing model's patrol edits (LevelEditor::setPatrol, patrolOf) and the rule that a
// paint over a dog on patrol drops its patrol in the same undo step, alone or within a stroke.

#include <gtest/gtest.h>

#include <stdexcept>
#include <vector>

#include "catmaze/level/level_editor.hpp"

namespace catmaze {
namespace {

// A 7x5 room with dogs at (2,1) and (4,3).
Level kennelsLevel() {
    Level level = LevelEditor::newLevel(7, 5, "Kennels");
    level.set({2, 1}, TileKind::Dog);
    level.set({4, 3}, TileKind::Dog);
    return level;
}

TEST(LevelEditorPatrols, SetPatrolAddsReplacesAndRemovesOneUndoStepEach) {
    LevelEditor editor(kennelsLevel());
    const Patrol first{{{2, 1}, {3, 1}}, false};
    EXPECT_TRUE(editor.setPatrol(first));
    EXPECT_EQ(editor.level().version, 2);
    EXPECT_EQ(editor.patrolOf({2, 1}), 0u);
    EXPECT_FALSE(editor.patrolOf({4, 3}).has_value());
    EXPECT_FALSE(editor.setPatrol(first)) << "nothing changes, nothing recorded";

    const Patrol longer{{{2, 1}, {3, 1}, {3, 2}, {2, 2}}, true};
    EXPECT_TRUE(editor.setPatrol(longer));
    EXPECT_EQ(editor.level().patrols, std::vector<Patrol>{longer});
    EXPECT_TRUE(editor.setPatrol({{{2, 1}}, false}));  // the dog alone: removed
    EXPECT_TRUE(editor.level().patrols.empty());
    EXPECT_FALSE(editor.setPatrol({{{4, 3}}, false})) << "no patrol to remove";
    EXPECT_THROW(editor.setPatrol({}), std::invalid_argument);

    EXPECT_TRUE(editor.undo());
    EXPECT_EQ(editor.level().patrols, std::vector<Patrol>{longer});
    EXPECT_TRUE(editor.undo());
    EXPECT_EQ(editor.level().patrols, std::vector<Patrol>{first});
    EXPECT_TRUE(editor.undo());
    EXPECT_TRUE(editor.level().patrols.empty());
    EXPECT_EQ(editor.level().version, 1);
}

TEST(LevelEditorPatrols, PaintingOverADogOnPatrolDropsOnlyItsPatrolInTheSameStep) {
    LevelEditor editor(kennelsLevel());
    const Patrol a{{{2, 1}, {3, 1}}, false};
    const Patrol b{{{4, 3}, {5, 3}}, false};
    editor.setPatrol(a);
    editor.setPatrol(b);

    editor.beginStroke();
    EXPECT_TRUE(editor.paint({1, 3}, TileKind::Wall));
    EXPECT_TRUE(editor.paint({4, 3}, TileKind::Wall));  // over the second dog
    EXPECT_TRUE(editor.paint({5, 2}, TileKind::Wall));
    editor.endStroke();
    EXPECT_EQ(editor.level().patrols, std::vector<Patrol>{a});

    EXPECT_TRUE(editor.undo());  // the whole stroke, patrol and all
    EXPECT_EQ(editor.level().at({4, 3}), TileKind::Dog);
    EXPECT_EQ(editor.level().at({1, 3}), TileKind::Floor);
    EXPECT_EQ(editor.level().patrols, (std::vector<Patrol>{a, b}));
    EXPECT_TRUE(editor.redo());
    EXPECT_EQ(editor.level().patrols, std::vector<Patrol>{a});

    EXPECT_TRUE(editor.erase({2, 1}));  // outside a stroke: a step of its own
    EXPECT_TRUE(editor.level().patrols.empty());
    EXPECT_TRUE(editor.paint({3, 1}, TileKind::Dog));  // a dog painted: no patrol touched
    EXPECT_TRUE(editor.undo());
    EXPECT_TRUE(editor.undo());
    EXPECT_EQ(editor.level().patrols, std::vector<Patrol>{a});
}

}  // namespace
}  // namespace catmaze

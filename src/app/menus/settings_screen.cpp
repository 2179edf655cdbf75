#include "menus/menu_screen.hpp"
#include "shell/screen_stack.hpp"

namespace catmaze::app {

void SettingsScreen::build() {
    title_ = "Settings";
    // The values in play: the diagonal mode may still be the command line's.
    Settings shown = context_.files.settings;
    shown.diagonal = context_.director.diagonal();
    for (const SettingField& field : settingFields()) {
        if (field.label.empty())
            continue;
        const SettingField* row = &field;
        add(
            std::string(field.label),
            [this, row](int direction) {
                context_.director.changeSetting(*row, direction);
                refresh();
            },
            settingText(field, shown), false, /*adjustable=*/true);
    }
    add("Back", [this](int) { back(); });
}

void SettingsScreen::back() {
    context_.director.screens().pop();
}

}  // namespace catmaze::app

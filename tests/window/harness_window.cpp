/// \file
/// The game's window through X11 and xdotool: its title and size, the view it reports, and
/// clicks, mouse moves and keys on it.

#include "harness.hpp"

#include <sstream>
#include <thread>

#include <X11/Xlib.h>

#include "harness_detail.hpp"

namespace catmaze::wintest {

using detail::Clock;
using detail::kPollInterval;
using detail::lowerCase;

std::string Game::windowTitle() {
    // _NET_WM_NAME holds the UTF-8 title; WM_NAME (what `xdotool getwindowname` prints) may only
    // hold a Latin-1 fallback without the em dash.
    Display* connection = XOpenDisplay(display_.c_str());
    if (connection == nullptr)
        throw HarnessError("cannot open display " + display_);
    Atom type = None;
    int format = 0;
    unsigned long count = 0;
    unsigned long remaining = 0;
    unsigned char* data = nullptr;
    std::string title;
    if (XGetWindowProperty(connection, std::stoul(windowId_),
                           XInternAtom(connection, "_NET_WM_NAME", False), 0, 1024, False,
                           XInternAtom(connection, "UTF8_STRING", False), &type, &format, &count,
                           &remaining, &data) == Success &&
        data != nullptr) {
        title.assign(reinterpret_cast<const char*>(data), count);
    }
    if (data != nullptr)
        XFree(data);
    XCloseDisplay(connection);
    if (title.empty()) {  // no UTF-8 title: fall back to WM_NAME
        title = xdotool({"getwindowname", windowId_});
        while (!title.empty() && title.back() == '\n')
            title.pop_back();
    }
    return title;
}

void Game::attachWindow(bool needView) {
    const std::string found = xdotool({"search", "--sync", "--name", "^CatMaze"}, Seconds(20));
    std::istringstream lines(found);
    std::getline(lines, windowId_);
    if (windowId_.empty())
        throw HarnessError("no window titled CatMaze*\n" + diagnostics());

    // SFML 2.5.1 may place a new window partly off screen: move it to the top-left corner.
    std::size_t viewsBefore = 0;
    log_.poll();
    for (const Json& e : log_.events())
        viewsBefore += e.value("event", "") == "view";
    xdotool({"windowmove", "--sync", windowId_, "0", "0"});

    if (!needView)
        return;
    // A view event must exist before clicking; a fresh one may follow the move (the window's
    // position does not change window coordinates, so it is not required).
    latestView();
    const auto deadline = Clock::now() + Seconds(1);
    while (Clock::now() < deadline) {
        log_.poll();
        std::size_t views = 0;
        for (const Json& e : log_.events())
            views += e.value("event", "") == "view";
        if (views > viewsBefore)
            break;
        std::this_thread::sleep_for(kPollInterval);
    }
}

Json Game::latestView() {
    const auto deadline = Clock::now() + Seconds(20);
    for (;;) {
        const bool alive = process_->running();
        log_.poll();
        const std::vector<Json>& all = log_.events();
        for (auto it = all.rbegin(); it != all.rend(); ++it) {
            if (it->value("event", "") == "view")
                return *it;
        }
        if (!alive || Clock::now() >= deadline) {
            throw HarnessError("no view event (needed to turn a tile into a window pixel)\n" +
                               diagnostics());
        }
        std::this_thread::sleep_for(kPollInterval);
    }
}

std::pair<int, int> Game::tileCentre(TileRef tile) {
    const Json view = latestView();
    try {
        const double ox = view.at("origin").at(0).get<double>();
        const double oy = view.at("origin").at(1).get<double>();
        const double size = view.at("tile").get<double>();
        return {static_cast<int>(ox + (tile.col + 0.5) * size),
                static_cast<int>(oy + (tile.row + 0.5) * size)};
    } catch (const Json::exception& e) {
        throw HarnessError("view event without origin:[x,y] and tile: " + view.dump());
    }
}

void Game::clickAt(int x, int y) {
    if (windowId_.empty())
        throw HarnessError("clickAt before attachWindow");
    xdotool(
        {"mousemove", "--window", windowId_, std::to_string(x), std::to_string(y), "click", "1"});
}

void Game::moveMouseTo(int x, int y) {
    if (windowId_.empty())
        throw HarnessError("moveMouseTo before attachWindow");
    xdotool({"mousemove", "--window", windowId_, std::to_string(x), std::to_string(y)});
}

void Game::drag(int button, int x0, int y0, int x1, int y1) {
    if (windowId_.empty())
        throw HarnessError("drag before attachWindow");
    const std::string b = std::to_string(button);
    xdotool({"mousemove", "--window", windowId_, std::to_string(x0), std::to_string(y0),
             "mousedown", b, "mousemove", "--window", windowId_, std::to_string(x1),
             std::to_string(y1), "mouseup", b});
}

void Game::hoverTile(TileRef tile) {
    settleView();
    const auto [x, y] = tileCentre(tile);
    moveMouseTo(x, y);
}

void Game::clickTile(TileRef tile, bool settle) {
    if (settle)
        settleView();
    const auto [x, y] = tileCentre(tile);
    clickAt(x, y);
}

void Game::settleView() {
    auto countViews = [this] {
        log_.poll();
        return std::count_if(log_.events().begin(), log_.events().end(),
                             [](const Json& e) { return e.value("event", "") == "view"; });
    };
    const auto deadline = Clock::now() + Seconds(3);
    auto views = countViews();
    auto quietSince = Clock::now();
    while (Clock::now() < deadline && Clock::now() - quietSince < Seconds(0.2)) {
        std::this_thread::sleep_for(kPollInterval);
        if (const auto now = countViews(); now != views) {
            views = now;
            quietSince = Clock::now();
        }
    }
}

void Game::key(const std::string& keyName) {
    if (windowId_.empty())
        throw HarnessError("key before attachWindow");
    xdotool({"key", "--window", windowId_, keyName});
}

Json Game::clickMenuItem(const std::string& label, Seconds timeout) {
    const std::string wanted = lowerCase(label);
    auto itemOf = [&](const Json& e) -> const Json* {
        if (e.value("event", "") != "menu" || !e.contains("items"))
            return nullptr;
        for (const Json& item : e["items"]) {
            if (lowerCase(item.value("label", "")) == wanted)
                return &item;
        }
        return nullptr;
    };
    const Json menu = waitFor(
        "a menu event with an item \"" + label + "\"",
        [&](const Json& e) { return itemOf(e) != nullptr; }, timeout);
    const Json& item = *itemOf(menu);
    try {
        const Json& rect = item.at("rect");
        const double x = rect.at(0).get<double>() + rect.at(2).get<double>() / 2;
        const double y = rect.at(1).get<double>() + rect.at(3).get<double>() / 2;
        clickAt(static_cast<int>(x), static_cast<int>(y));
    } catch (const Json::exception&) {
        throw HarnessError("menu item without rect:[x,y,w,h]: " + item.dump());
    }
    return menu;
}

void Game::requestClose() {
    if (windowId_.empty())
        throw HarnessError("requestClose before attachWindow");
    Display* connection = XOpenDisplay(display_.c_str());
    if (connection == nullptr)
        throw HarnessError("cannot open display " + display_);
    const Window window = std::stoul(windowId_);
    XEvent event{};
    event.xclient.type = ClientMessage;
    event.xclient.window = window;
    event.xclient.message_type = XInternAtom(connection, "WM_PROTOCOLS", False);
    event.xclient.format = 32;
    event.xclient.data.l[0] = static_cast<long>(XInternAtom(connection, "WM_DELETE_WINDOW", False));
    event.xclient.data.l[1] = CurrentTime;
    XSendEvent(connection, window, False, NoEventMask, &event);
    XFlush(connection);
    XCloseDisplay(connection);
}

std::pair<int, int> Game::windowSize() {
    const std::string out = xdotool({"getwindowgeometry", "--shell", windowId_});
    int width = -1;
    int height = -1;
    std::istringstream lines(out);
    for (std::string line; std::getline(lines, line);) {
        if (line.rfind("WIDTH=", 0) == 0)
            width = std::stoi(line.substr(6));
        if (line.rfind("HEIGHT=", 0) == 0)
            height = std::stoi(line.substr(7));
    }
    if (width < 0 || height < 0)
        throw HarnessError("no geometry in: " + out);
    return {width, height};
}

}  // namespace catmaze::wintest

#include "shell/screen_stack.hpp"

#include <nlohmann/json.hpp>
#include "shell/event_names.hpp"

namespace catmaze::app {

void Screen::shown() {
    context_.log.write(event_name::kScreen, nlohmann::ordered_json{{"name", name()}});
}

void ScreenStack::push(std::unique_ptr<Screen> screen) {
    requests_.push_back({Request::Kind::Push, std::move(screen)});
}

void ScreenStack::pop() {
    requests_.push_back({Request::Kind::Pop, nullptr});
}

void ScreenStack::clear() {
    requests_.push_back({Request::Kind::Clear, nullptr});
}

void ScreenStack::applyRequests() {
    // A screen's shown() may ask for more (a level that fails to load): apply those too.
    while (!requests_.empty()) {
        std::vector<Request> requests = std::move(requests_);
        requests_.clear();
        for (Request& request : requests) {
            switch (request.kind) {
                case Request::Kind::Push:
                    screens_.push_back(std::move(request.screen));
                    break;
                case Request::Kind::Pop:
                    if (!screens_.empty())
                        screens_.pop_back();
                    break;
                case Request::Kind::Clear:
                    screens_.clear();
                    break;
            }
        }
        liveFrom_ = screens_.size();  // nothing has run a step since the stack changed
        if (!screens_.empty())
            screens_.back()->shown();
    }
}

void ScreenStack::handle(const sf::Event& event) {
    if (!screens_.empty())
        screens_.back()->handle(event);
    applyRequests();  // the next event goes to the screen this one asked for
}

void ScreenStack::pad(const PadPress& press) {
    if (!screens_.empty())
        screens_.back()->pad(press);
    applyRequests();
}

void ScreenStack::update(double seconds) {
    liveFrom_ = screens_.size();
    while (liveFrom_ > 0) {
        --liveFrom_;
        if (!screens_[liveFrom_]->update(seconds))
            break;
    }
    applyRequests();
}

void ScreenStack::draw(sf::RenderTarget& target, float alpha) {
    std::size_t first = 0;
    for (std::size_t i = screens_.size(); i-- > 0;) {
        if (screens_[i]->opaque()) {
            first = i;
            break;
        }
    }
    // A screen below one that stops updates (play under the pause menu) is frozen at its last
    // step: drawn there (alpha 1), not between its last two steps again and again.
    for (std::size_t i = first; i < screens_.size(); ++i)
        screens_[i]->draw(target, i >= liveFrom_ ? alpha : 1.0f);
}

void ScreenStack::resized(sf::Vector2f size) {
    for (const auto& screen : screens_)
        screen->resized(size);
}

}  // namespace catmaze::app

#include "workers/daily_mazes.hpp"

namespace catmaze::app {

DailyMazes::DailyMazes(CalendarDate today, std::size_t count) : levels_(count) {
    for (std::size_t i = 0; i < count; ++i)
        days_.push_back(addDays(today, -static_cast<int>(i)));
    worker_ = std::thread([this] {
        for (std::size_t i = 0; i < days_.size() && !stop_.load(); ++i) {
            levels_[i] = dailyLevel(days_[i]);
            ready_.store(i + 1, std::memory_order_release);
        }
    });
}

DailyMazes::~DailyMazes() {
    stop_.store(true);
    worker_.join();
}

const GeneratedLevel* DailyMazes::ready(std::size_t i) const {
    return i < readyCount() ? &levels_[i] : nullptr;
}

}  // namespace catmaze::app

// A menu row's label and value in a row too narrow for both (row_fit.hpp).

#include "ui/row_fit.hpp"

#include <algorithm>

namespace catmaze::app {

FittedRow fitRow(std::string_view label, const std::vector<std::string>& valueForms, float rowWidth,
                 const TextWidth& labelWidth, const TextWidth& valueWidth) {
    const float width = std::max(0.0f, rowWidth - 2 * kRowPadding);
    const float gap = kRowTextGap;
    FittedRow out;
    if (valueForms.empty()) {
        out.label = fitLine(label, width, labelWidth);
        return out;
    }
    const float labelNeeds = labelWidth(singleLine(label));
    const float valueRoom =
        std::max(0.0f, width - gap - std::min(labelNeeds, width * kRowLabelShare));
    const auto fits = std::find_if(
        valueForms.begin(), valueForms.end(),
        [&](const std::string& form) { return valueWidth(singleLine(form)) <= valueRoom; });
    out.value = fits != valueForms.end()
                    ? singleLine(*fits)
                    : fitLine(valueForms.back(), valueRoom, valueWidth, CutAt::Start);
    const float valueDrawn = out.value.empty() ? 0.0f : valueWidth(out.value) + gap;
    out.label = fitLine(label, std::max(0.0f, width - valueDrawn), labelWidth);
    return out;
}

}  // namespace catmaze::app

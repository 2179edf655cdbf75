#include <cstdio>

int main() {
    std::puts("catmaze: the game is not built yet (see the issue tracker).");
    return 0;
}

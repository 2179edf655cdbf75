#!/usr/bin/env bash
# package_test.sh BUILD_DIR SOURCE_DIR: builds the Debian package with cpack, checks its name,
# its dependencies (from dpkg-shlibdeps) and its copyright file, unpacks it with dpkg-deb -x and
# runs what was unpacked: catmaze-level validates the unpacked campaign, and the game (under
# Xvfb) plays it and saves a screenshot. Then lintian must report no errors.
build=$1
source=$2
. "$source/tests/install/lib.sh"

version=$(grep -oP 'set\(CPACK_PACKAGE_VERSION "\K[^"]+' "$build/CPackConfig.cmake")
deb=$work/catmaze_${version}_$(dpkg --print-architecture).deb
(cd "$build" && cpack -G DEB -B "$work/cpack" >"$work/cpack.log") || fail "cpack: $work/cpack.log"
mv "$work/cpack/$(basename "$deb")" "$deb" || fail "no $(basename "$deb"): $(ls "$work/cpack")"
ok "cpack made $(basename "$deb")"

dpkg-deb -I "$deb" >"$work/info.txt"
depends=$(sed -n 's/^ Depends: //p' "$work/info.txt")
for library in libc6 libstdc++6 libsfml-graphics2.5 libsfml-audio2.5 libx11-6 zlib1g; do
    grep -q "\b$library\b" <<<"$depends" || fail "Depends lacks $library: $depends"
done
ok "Depends: $depends"

dpkg-deb -x "$deb" "$work/root"
usr=$work/root/usr
grep -q "^License: Expat" "$usr/share/doc/catmaze/copyright" || fail "no copyright file"
[ ! -e "$usr/include" ] && [ ! -e "$usr/lib" ] || fail "the game package carries the library"
cd "$work"
"$usr/bin/catmaze-level" validate "$usr"/share/catmaze/levels/[0-9]*.json >"$work/validate.out"
[ "$(grep -c ': ok$' "$work/validate.out")" -ge 6 ] || fail "validate: $(cat "$work/validate.out")"
ok "the unpacked catmaze-level validated the unpacked campaign"
check_catalogues "$usr"
check_desktop_entry "$usr/share/applications/catmaze.desktop"
smoke_game "$usr/bin/catmaze" "$usr/share/catmaze/levels"

lintian --fail-on error --suppress-tags-from-file /dev/null "$deb" >"$work/lintian.txt" 2>&1 ||
    fail "lintian: $(cat "$work/lintian.txt")"
ok "lintian reports no errors ($(grep -c '^W:' "$work/lintian.txt" || true) warnings)"

#!/usr/bin/env bash
# Starts $CHROMIUM_PATH (default /usr/bin/chromium) with every --disable-features and
# --enable-features flag of its command line merged into one of each. Chromium reads only the last
# of a repeated flag, so the browser tests' own list (playwright.config.ts) would otherwise drop
# the one Playwright passes first (features it turns off for reliable automation).
set -euo pipefail
disable=()
enable=()
rest=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) disable+=("${arg#--disable-features=}") ;;
    --enable-features=*) enable+=("${arg#--enable-features=}") ;;
    *) rest+=("$arg") ;;
  esac
done
join() {
  local IFS=,
  echo "$*"
}
merged=()
if ((${#disable[@]})); then merged+=("--disable-features=$(join "${disable[@]}")"); fi
if ((${#enable[@]})); then merged+=("--enable-features=$(join "${enable[@]}")"); fi
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "${rest[@]}" "${merged[@]}"

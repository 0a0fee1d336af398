#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the end-to-end tests (driven by playwright-core, which
# downloads no browser). As root it installs the `chromium` package with apt when it is missing;
# otherwise it explains how and fails. Never runs `npx playwright install`.
#   CHROMIUM_PATH (default /usr/bin/chromium) — the executable the e2e tests launch.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ -x "$CHROMIUM" ]; then
  echo "Chromium: $CHROMIUM ($("$CHROMIUM" --version 2>/dev/null | head -1 || echo 'version unknown'))"
  exit 0
fi

if [ "$CHROMIUM" != /usr/bin/chromium ]; then
  echo "CHROMIUM_PATH=$CHROMIUM is not an executable file." >&2
  exit 1
fi

if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  cat >&2 <<'MSG'
Chromium is missing: the end-to-end tests need /usr/bin/chromium.
Install it with:   sudo apt-get update && sudo apt-get install -y chromium
(or point CHROMIUM_PATH at another Chromium/Chrome executable, or skip e2e with SKIP_E2E=1).
MSG
  exit 1
fi

echo "Chromium is missing: installing Debian's chromium package with apt-get…"
if [ -z "${FM_APT_UPDATED:-}" ]; then
  apt-get update -qq
fi
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
echo "Chromium: $CHROMIUM ($("$CHROMIUM" --version 2>/dev/null | head -1 || echo 'version unknown'))"

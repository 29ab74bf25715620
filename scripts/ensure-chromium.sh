#!/usr/bin/env bash
# Installs what the browser tests need when it is missing: Debian's Chromium (Playwright
# never downloads a browser here) and a CJK font so Chinese text renders in screenshots.
set -euo pipefail

need=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || need+=(chromium)
if ! fc-list :lang=zh 2>/dev/null | grep -q .; then need+=(fonts-wqy-zenhei); fi

if [ ${#need[@]} -eq 0 ]; then
  echo "Chromium and fonts are present: $("${CHROMIUM_PATH:-/usr/bin/chromium}" --version 2>/dev/null)"
  exit 0
fi

echo "Installing ${need[*]} with apt-get..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
echo "Installed: $("${CHROMIUM_PATH:-/usr/bin/chromium}" --version 2>/dev/null)"

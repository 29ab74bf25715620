#!/usr/bin/env bash
# Installs what the tests need when it is missing, from Debian's packages: Chromium for the
# browser tests (Playwright never downloads a browser here), a CJK font so Chinese text
# renders in screenshots, faketime for the calendar step (suites run at shifted dates), and
# PostgreSQL 15 for the server suite on a real server (its cluster is never started).
set -euo pipefail

need=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || need+=(chromium)
if ! fc-list :lang=zh 2>/dev/null | grep -q .; then need+=(fonts-wqy-zenhei); fi
command -v faketime >/dev/null 2>&1 || need+=(faketime)
[ -x "${POSTGRES_BIN:-/usr/lib/postgresql/15/bin}/pg_ctl" ] || need+=(postgresql-15)

if [ ${#need[@]} -eq 0 ]; then
  echo "Chromium, fonts, faketime and PostgreSQL are present: $("${CHROMIUM_PATH:-/usr/bin/chromium}" --version 2>/dev/null)"
  exit 0
fi

echo "Installing ${need[*]} with apt-get..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
echo "Installed: $("${CHROMIUM_PATH:-/usr/bin/chromium}" --version 2>/dev/null), $(command -v faketime)"

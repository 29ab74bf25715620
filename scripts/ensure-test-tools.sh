#!/usr/bin/env bash
# Brings what the tests need to Debian's current version on every run, installing what is
# missing and upgrading what is behind the candidate version (a fresh machine gets the
# current one, so an older machine must too): Chromium for the browser tests (Playwright
# never downloads a browser here), a CJK font so Chinese text renders in screenshots,
# faketime for the calendar step (suites run at shifted dates), and PostgreSQL 15 for the
# server suite on a real server (its cluster is never started). Prints the versions it ends
# with. CHROMIUM_PATH names a browser managed elsewhere: it is then left alone.
set -euo pipefail

packages=(fonts-wqy-zenhei faketime postgresql-15)
if [ -z "${CHROMIUM_PATH:-}" ]; then packages=(chromium "${packages[@]}"); fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive

# Nothing (not an error) for a package this machine never had.
installed() { { dpkg-query -W -f='${db:Status-Abbrev} ${Version}' "$1" 2>/dev/null || true; } | awk '$1 == "ii" { print $2 }'; }
candidate() { apt-cache policy "$1" 2>/dev/null | awk '/Candidate:/ { print $2 }'; }

echo "Updating Debian's package lists..."
$SUDO apt-get update -qq

behind=()
for package in "${packages[@]}"; do
  have=$(installed "$package")
  want=$(candidate "$package")
  if [ -z "$want" ] || [ "$want" = "(none)" ]; then
    echo "Debian offers no $package here" >&2
    exit 1
  fi
  if [ "$have" != "$want" ]; then
    echo "  $package: ${have:-not installed} -> $want"
    behind+=("$package=$want")
  fi
done

if [ ${#behind[@]} -gt 0 ]; then
  # Only these packages and what they need move: the rest of the machine is left as it is.
  $SUDO apt-get install -y -qq --no-install-recommends "${behind[@]}" >/dev/null
fi

for package in "${packages[@]}"; do
  have=$(installed "$package")
  want=$(candidate "$package")
  if [ "$have" != "$want" ]; then
    echo "$package is at ${have:-nothing}, not Debian's current $want" >&2
    exit 1
  fi
  echo "  $package $have"
done
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
echo "Browser for tests: $("$chromium" --version 2>/dev/null)"

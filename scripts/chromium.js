// Debian's Chromium (never a browser Playwright downloads) and the flags it needs to run
// headless here, for Playwright and Vitest's browser mode alike.
import { execFileSync } from 'node:child_process';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What the browser says of its version ("Chromium 156.0.8078.108 ..."), or why it cannot. */
export function chromiumVersion() {
  try {
    return execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch (error) {
    return `no browser at ${chromiumPath} (${error.message.split('\n')[0]})`;
  }
}

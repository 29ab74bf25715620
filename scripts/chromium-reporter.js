// A Playwright reporter that heads a run with the browser it runs in, so that a report
// always says which Chromium its results are from. Listed beside the run's own reporter.
import { chromiumVersion } from './chromium.js';

export default class ChromiumReporter {
  onBegin() {
    console.log(`Browser: ${chromiumVersion()}`);
  }

  printsToStdio() {
    return true;
  }
}

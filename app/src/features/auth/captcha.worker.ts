// A solver of proof-of-work challenges: altcha-lib's worker loop over the browser's own
// PBKDF2 (Web Crypto). A file of the app's build, so the page's policy allows it.
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });

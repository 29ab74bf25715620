import { ConfigError } from './config.js';
import { startServer } from './start.js';

try {
  await startServer();
} catch (error) {
  // A wrong setting is said plainly, without a stack trace.
  if (!(error instanceof ConfigError)) throw error;
  console.error(`City Life cannot start: ${error.message}`);
  process.exit(1);
}

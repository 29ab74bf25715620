// The command line of backups: `backup FILE` and `restore FILE [--force]`, on the database
// the environment configures (DATA_DIR, DATABASE_URL), as the server reads it.
import { ConfigError, readConfig } from '../config.js';
import { BackupError, runCommand } from './backup.js';

try {
  process.exitCode = await runCommand(process.argv.slice(2), readConfig());
} catch (error) {
  // A refusal is said in one line, without a stack trace.
  if (!(error instanceof ConfigError || error instanceof BackupError)) throw error;
  console.error(`City Life ${process.argv[2] ?? 'backup'}: ${error.message}`);
  process.exitCode = 1;
}

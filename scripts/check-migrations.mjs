// Fails when server/src/db/schema.ts has changes that no committed migration covers:
// drizzle-kit generates what is missing, and anything new under server/drizzle is stale.
import { execSync } from 'node:child_process';

const status = () => execSync('git status --porcelain -- server/drizzle', { encoding: 'utf8' });
const before = status();
execSync('npm run db:generate --silent -w @citylife/server', { stdio: 'ignore' });
const after = status();
if (after !== before) {
  console.error('The database schema changed without a migration. drizzle-kit wrote:');
  console.error(after);
  console.error('Review the files under server/drizzle and commit them.');
  process.exit(1);
}
console.log('Database migrations cover the schema.');

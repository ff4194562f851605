// npm run restore -- <backup file> — brings a backup made by `npm run backup` back into the configured database,
// which must be empty (a new SQLite path, or a new PostgreSQL database). Stop the servers first; start them after.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, loadDotEnv } from '../config.ts';
import { restoreDatabase } from '../ops/backup.ts';

loadDotEnv();
const { positionals } = parseArgs({ allowPositionals: true });
// npm runs the script in apps/api; a relative path is the caller's.
const given = positionals[0];
if (!given || positionals.length > 1) {
  console.error('Usage: npm run restore -- <backup file (.sqlite or .pgdump)>');
  process.exit(2);
}
const file = resolve(process.env.INIT_CWD ?? process.cwd(), given);
const config = loadConfig();
const expected = config.database.kind === 'sqlite' ? '.sqlite' : '.pgdump';
if (!file.endsWith(expected)) {
  console.error(`The configured database is ${config.database.kind}; its backups end in ${expected}.`);
  process.exit(2);
}
try {
  await restoreDatabase(config.database, file);
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
console.log(
  `Restored ${file} into the ${config.database.kind} database. Start the server: it runs any newer migration.`,
);

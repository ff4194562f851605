// npm run backup [-- --dir <folder>] — a consistent copy of the configured database (SQLite file or PostgreSQL),
// taken while the server runs, written to BACKUP_DIR (default backups/) as bimasetu-<UTC time>.sqlite|.pgdump.
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, loadDotEnv, repoRoot } from '../config.ts';
import { backupDatabase, backupFileName } from '../ops/backup.ts';

loadDotEnv();
const { values } = parseArgs({ options: { dir: { type: 'string' } } });
// A folder given on the command line is the caller's (npm runs the script in apps/api); the default is the root's.
const dir = values.dir
  ? resolve(process.env.INIT_CWD ?? process.cwd(), values.dir)
  : resolve(repoRoot, process.env.BACKUP_DIR ?? 'backups');
const config = loadConfig();
const file = join(dir, backupFileName(config.database, new Date()));
const started = performance.now();
await backupDatabase(config.database, file);
const megabytes = (statSync(file).size / 1024 / 1024).toFixed(1);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Backed up the ${config.database.kind} database to ${file} (${megabytes} MB in ${seconds} s).`);

import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Names of the migrations this build ships (`migrations/MigrationYYYYMMDDHHMMSS_name`), in order,
 * read from the folder without loading them (see migrations/index.ts for the classes).
 */
export function migrationNames(): string[] {
  return readdirSync(join(__dirname, 'migrations'))
    .filter((file) => /^Migration\d{14}.*\.(ts|js)$/.test(file) && !file.endsWith('.d.ts'))
    .sort()
    .map((file) => file.replace(/\.(ts|js)$/, ''));
}

import { readdirSync } from 'node:fs';
import type { MigrationObject } from '@mikro-orm/core';

/**
 * Every `MigrationYYYYMMDDHHMMSS_name` file in this folder, in name (time) order. Listing them
 * explicitly (rather than letting MikroORM glob) works the same under ts (tests) and js (dist).
 */
export const migrationsList: MigrationObject[] = readdirSync(__dirname)
  .filter((file) => /^Migration\d{14}.*\.(ts|js)$/.test(file) && !file.endsWith('.d.ts'))
  .sort()
  .map((file) => {
    const name = file.replace(/\.(ts|js)$/, '');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exported = require(`./${file}`) as Record<string, MigrationObject['class']>;
    const migrationClass = exported[name] ?? Object.values(exported)[0];
    if (!migrationClass) throw new Error(`Migration file ${file} exports no class`);
    return { name, class: migrationClass };
  });

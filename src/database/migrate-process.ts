import { spawn } from 'node:child_process';
import { AppConfig } from '../config/app-config';
import { childProcessEnvironment } from '../config/load-config';

/**
 * Applies pending migrations (runMigrations) in a child process, so the long-running service never
 * loads the Migrator, umzug and its CLI libraries, and every migration's SQL: about 10 MiB of heap
 * it would keep for its whole life. The child gets this process's environment with the database
 * the configuration resolved (an embedded one included) and writes to the same stdout/stderr.
 */
export function runMigrationsInChildProcess(config: AppConfig): Promise<void> {
  const extension = __filename.endsWith('.ts') ? '.ts' : '.js';
  // Only module hooks (e.g. `-r @swc-node/register` when run from source), not profilers or inspectors.
  const hooks: string[] = [];
  for (let i = 0; i < process.execArgv.length; i++) {
    const arg = process.execArgv[i]!;
    if ((arg === '-r' || arg === '--require') && i + 1 < process.execArgv.length) hooks.push(arg, process.execArgv[++i]!);
    else if (arg.startsWith('--require=')) hooks.push(arg);
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...hooks, `${__dirname}/migrate-main${extension}`], {
      env: childProcessEnvironment({ DATABASE_URL: config.DATABASE_URL }),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`migrations failed (the migration process exited with ${signal ?? code})`))));
  });
}

// Builds the web inbox into dist/web: the front-end sources from web/ as they are (plain ES
// modules, no bundler) plus the ES-module builds of Preact, its hooks and htm copied from
// node_modules. The hooks module imports the bare specifier "preact"; it is pointed at the copied
// file here, because an import map would need an inline script and the viewer's CSP allows none.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist', 'web');
const require = createRequire(join(root, 'package.json'));
/** The installed package's folder (found from its entry point: not every package exports package.json). */
function packageDir(name) {
  let dir = dirname(require.resolve(name));
  while (!existsSync(join(dir, 'package.json')) || JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name !== name) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find the folder of ${name}`);
    dir = parent;
  }
  return dir;
}

export function buildWeb() {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'vendor'), { recursive: true });
  cpSync(join(root, 'web'), out, { recursive: true });
  const preact = packageDir('preact');
  const vendor = {
    'preact.mjs': readFileSync(join(preact, 'dist', 'preact.mjs'), 'utf8'),
    'hooks.mjs': readFileSync(join(preact, 'hooks', 'dist', 'hooks.mjs'), 'utf8').replace(/from\s*["']preact["']/g, 'from"./preact.mjs"'),
    'htm.mjs': readFileSync(join(packageDir('htm'), 'dist', 'htm.mjs'), 'utf8'),
  };
  for (const [file, source] of Object.entries(vendor)) {
    if (/from\s*["'](?!\.)/.test(source)) throw new Error(`vendor/${file} still imports a bare module specifier`);
    writeFileSync(join(out, 'vendor', file), source.replace(/\n\/\/# sourceMappingURL=.*$/m, ''));
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(`web inbox built into ${buildWeb()}`);
}

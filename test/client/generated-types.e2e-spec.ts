import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_WAIT_SECONDS } from '../../clients/typescript/src';

const root = join(__dirname, '..', '..');

/** The committed openapi.json matches the code (test/http.e2e-spec.ts); these keep the client matching openapi.json. */
describe('typed client: generated types follow openapi.json', () => {
  it('has clients/typescript/src/schema.ts exactly as openapi-typescript generates it (run `npm run openapi`)', () => {
    const check = spawnSync(
      process.execPath,
      [join(root, 'node_modules', 'openapi-typescript', 'bin', 'cli.js'), 'openapi.json', '-o', 'clients/typescript/src/schema.ts', '--default-non-nullable', 'false', '--check'],
      { cwd: root, encoding: 'utf8' },
    );
    expect({ status: check.status, output: `${check.stdout}${check.stderr}`.includes('not up-to-date') ? 'stale: run npm run openapi' : 'ok' }).toEqual({ status: 0, output: 'ok' });
  });

  it("uses the API's longest wait as the client's longest single request", () => {
    const document = JSON.parse(readFileSync(join(root, 'openapi.json'), 'utf8'));
    const wait = document.paths['/api/v1/inboxes/{id}/messages/code'].get.parameters.find((p: { name: string }) => p.name === 'wait');
    expect(wait.schema.maximum).toBe(MAX_WAIT_SECONDS);
  });
});

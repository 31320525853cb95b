/**
 * Guard for speed work on code extraction: every answer must stay identical.
 *
 *   node -r @swc-node/register scripts/dump-code-extraction.ts write /tmp/extraction-before.json
 *   … change the code …
 *   node -r @swc-node/register scripts/dump-code-extraction.ts compare /tmp/extraction-before.json
 *
 * Dumps the full `extractCandidates` output (best answer, every candidate with score, snippet,
 * source and features) of every mail under test/corpus/codes* and of the 100 KB mail of
 * bench/code-extraction.bench.ts, by default and with kind=code and kind=link, and on `compare`
 * lists every mail whose output differs (exit 1). A script, not a test: the dump is a snapshot of
 * today's behaviour, which accuracy work changes on purpose.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { bigHtmlMail } from '../bench/code-extraction.bench';
import { CodeSource, extractCandidates, ExtractionKind } from '../src/messages/code-extraction/extract-verification-code';

type Dump = Record<string, Record<string, unknown>>;

async function sources(): Promise<Array<[string, CodeSource]>> {
  const root = join(__dirname, '..', 'test', 'corpus');
  const result: Array<[string, CodeSource]> = [['bench/100kb-html', bigHtmlMail(100_000)]];
  for (const folder of readdirSync(root).filter((name) => name.startsWith('codes')).sort()) {
    for (const file of readdirSync(join(root, folder)).filter((name) => name.endsWith('.eml')).sort()) {
      const mail = await simpleParser(readFileSync(join(root, folder, file)));
      result.push([`${folder}/${file}`, { subject: mail.subject ?? null, text: mail.text ?? null, html: typeof mail.html === 'string' ? mail.html : null }]);
    }
  }
  return result;
}

async function dump(): Promise<Dump> {
  const result: Dump = {};
  for (const [name, source] of await sources()) {
    const entry: Record<string, unknown> = {};
    for (const kind of [undefined, 'code', 'link'] as Array<ExtractionKind | undefined>) {
      entry[kind ?? 'default'] = extractCandidates(source, kind ? { kind } : {});
    }
    result[name] = entry;
  }
  return result;
}

async function main(): Promise<void> {
  const [mode, file] = process.argv.slice(2);
  if ((mode !== 'write' && mode !== 'compare') || !file) {
    process.stderr.write('usage: dump-code-extraction.ts write|compare <file.json>\n');
    process.exit(2);
  }
  const current = await dump();
  if (mode === 'write') {
    writeFileSync(file, JSON.stringify(current));
    process.stdout.write(`${Object.keys(current).length} mails written to ${file}\n`);
    return;
  }
  const saved = JSON.parse(readFileSync(file, 'utf8')) as Dump;
  const names = new Set([...Object.keys(saved), ...Object.keys(current)]);
  let differing = 0;
  for (const name of names) {
    for (const kind of ['default', 'code', 'link']) {
      const before = JSON.stringify(saved[name]?.[kind]);
      const after = JSON.stringify(current[name]?.[kind]);
      if (before === after) continue;
      differing++;
      if (differing <= 20) process.stdout.write(`✗ ${name} [${kind}]\n  before: ${before?.slice(0, 600)}\n  after:  ${after?.slice(0, 600)}\n`);
    }
  }
  process.stdout.write(`${names.size} mails × 3 kinds compared: ${differing === 0 ? 'all identical' : `${differing} differ`}\n`);
  if (differing) process.exit(1);
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});

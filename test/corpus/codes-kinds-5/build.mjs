// Builds the .eml files and expected.json of this folder from mails.mjs (hand-written template mails of
// consumer brands and transactional mail providers, t-f: hidden preheaders, anti-phishing codes, "Ref"
// codes beside one-time codes, loyalty and member IDs, several buttons of which one is the action,
// click-tracking redirects; codes and traps in many languages). Run: node test/corpus/codes-kinds-5/build.mjs
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCorpus } from '../build-eml.mjs';
import { mails } from './mails.mjs';

buildCorpus({ dir: dirname(fileURLToPath(import.meta.url)), mails, prefix: 'k5', day: '2026-11-25', date: 'Wed, 25 Nov 2026 14:40:00 +0000' });

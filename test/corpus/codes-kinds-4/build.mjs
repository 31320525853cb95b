// Builds the .eml files and expected.json of this folder from mails.mjs (hand-written mails of the
// kinds the fresh sets missed: codes beside payment details, replies and forwards in many
// languages, unusual code shapes, codes in tables of numbers, subject-only codes, other-script
// digits, and number-laden traps). Run: node test/corpus/codes-kinds-4/build.mjs
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCorpus } from '../build-eml.mjs';
import { mails } from './mails.mjs';

buildCorpus({ dir: dirname(fileURLToPath(import.meta.url)), mails, prefix: 'k4', day: '2026-11-24', date: 'Tue, 24 Nov 2026 10:15:00 +0000' });

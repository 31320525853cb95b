// Writes a hand-written corpus folder (its .eml files and expected.json) from a list of mails: each mail
// gives from, subject, text and/or html, expected, and optionally to, date, charset, subjectCharset and cte
// (Content-Transfer-Encoding). The bytes are really in the mail's charset. Used by codes-kinds-4/build.mjs
// and codes-kinds-5/build.mjs.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const iconv = require('iconv-lite');
const Encoding = require('encoding-japanese');

function encode(text, charset) {
  const cs = charset.toLowerCase();
  if (cs === 'utf-8') return Buffer.from(text, 'utf8');
  if (cs === 'iso-2022-jp') return Buffer.from(Encoding.convert(Encoding.stringToCode(text), { to: 'JIS', from: 'UNICODE' }));
  const bytes = iconv.encode(text, cs);
  if (iconv.decode(bytes, cs) !== text) throw new Error(`${charset} cannot hold: ${text.slice(0, 60)}`);
  return bytes;
}

function qp(buffer) {
  // Quoted-printable (RFC 2045), lines at most 76 characters, soft breaks with "=".
  let out = '';
  let line = '';
  const push = (token) => {
    if (line.length + token.length > 75) {
      out += line + '=\r\n';
      line = '';
    }
    line += token;
  };
  for (let i = 0; i < buffer.length; i++) {
    const b = buffer[i];
    if (b === 0x0a) {
      out += line + '\r\n';
      line = '';
      continue;
    }
    if (b === 0x0d) continue;
    const next = buffer[i + 1];
    const safe = (b >= 33 && b <= 126 && b !== 61) || ((b === 32 || b === 9) && next !== 0x0a && next !== 0x0d && next !== undefined);
    push(safe ? String.fromCharCode(b) : '=' + b.toString(16).toUpperCase().padStart(2, '0'));
  }
  return out + line;
}

function body(buffer, cte) {
  if (cte === 'base64') return buffer.toString('base64').replace(/.{76}/g, '$&\r\n');
  if (cte === 'quoted-printable') return qp(buffer);
  return buffer.toString('latin1').replace(/\r?\n/g, '\r\n');
}

function encodedWord(text, charset) {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  return `=?${charset.toUpperCase()}?B?${encode(text, charset).toString('base64')}?=`;
}

function part(type, content, charset, cte) {
  return `Content-Type: ${type}; charset="${charset}"\r\nContent-Transfer-Encoding: ${cte}\r\n\r\n${body(encode(content, charset), cte)}\r\n`;
}

/**
 * dir: the folder to write; prefix: the files' prefix ("k4" gives k4-001.eml …); day: the mails' day as
 * YYYY-MM-DD (their Message-IDs); date: the Date header of mails that give none.
 */
export function buildCorpus({ dir, mails, prefix, day, date }) {
  const expected = {};
  mails.forEach((mail, index) => {
    const file = `${prefix}-${String(index + 1).padStart(3, '0')}.eml`;
    const charset = mail.charset ?? 'utf-8';
    const cte = mail.cte ?? (charset === 'iso-2022-jp' ? '7bit' : 'quoted-printable');
    const headers = [
      `From: ${mail.from}`,
      `To: ${mail.to ?? 'agent-7f3k@inbox.example'}`,
      `Subject: ${encodedWord(mail.subject, mail.subjectCharset ?? charset)}`,
      `Date: ${mail.date ?? date}`,
      `Message-ID: <${prefix}-${index + 1}.${Date.parse(day)}@corpus.example>`,
      'MIME-Version: 1.0',
    ];
    let mime;
    if (mail.text !== undefined && mail.html !== undefined) {
      const boundary = `----=_${prefix}_${index + 1}_alt`;
      mime = `${headers.join('\r\n')}\r\nContent-Type: multipart/alternative; boundary="${boundary}"\r\n\r\n--${boundary}\r\n${part('text/plain', mail.text, charset, cte)}--${boundary}\r\n${part('text/html', mail.html, charset, cte)}--${boundary}--\r\n`;
    } else {
      const [type, content] = mail.html !== undefined ? ['text/html', mail.html] : ['text/plain', mail.text];
      mime = `${headers.join('\r\n')}\r\n${part(type, content, charset, cte)}`;
    }
    writeFileSync(join(dir, file), Buffer.from(mime, 'latin1'));
    expected[file] = mail.expected;
  });
  writeFileSync(join(dir, 'expected.json'), JSON.stringify(expected, null, 2) + '\n');
  console.log(`${mails.length} mails`);
}

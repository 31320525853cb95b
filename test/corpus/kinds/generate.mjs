// Builds two corpora of mails of the kinds the held-out evaluation of issue #12 named:
//   test/corpus/codes-kinds/    tuning part (the extractor may be tuned on it)
//   test/corpus/codes-heldout/  held-out part (never tuned on; only scored)
// Each mail's expectation is written here, with the mail, before the extractor sees it.
// The two parts use different wordings (index 0 / 1 of each phrase), different senders and
// different templates, so a held-out mail shares no sentence with a tuning mail.
// Usage: node test/corpus/kinds/generate.mjs
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, LANGUAGE_CODES } from './languages.mjs';

const ROOT = join(import.meta.dirname, '..');

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, key) => (key in values ? String(values[key]) : `{${key}}`));

const SENDERS = [
  // [brand, domain, sector] — tuning senders first, held-out senders second
  [
    ['Northwind Bank', 'northwindbank.com', 'bank'], ['ParcelHop', 'parcelhop.eu', 'logistics'], ['Gitforge', 'gitforge.dev', 'devtools'],
    ['Pixel Raiders', 'pixelraiders.gg', 'games'], ['Service Public Online', 'servicepublic-online.gouv.example', 'government'], ['Coinvault', 'coinvault.io', 'crypto'],
    ['SkyLark Airways', 'skylark-air.com', 'airline'], ['Shoply', 'shoply.shop', 'marketing'], ['Mailboxly', 'mailboxly.app', 'saas'], ['Ridego', 'ridego.app', 'mobility'],
  ],
  [
    ['Banco Meridiano', 'bancomeridiano.com.br', 'bank'], ['Kuriero Express', 'kuriero.pl', 'logistics'], ['Deployr', 'deployr.cloud', 'devtools'],
    ['Runeforge Online', 'runeforge.games', 'games'], ['Bürgerportal Rheinland', 'buergerportal-rheinland.example.de', 'government'], ['Tessera Exchange', 'tessera.exchange', 'crypto'],
    ['Aerolinea Sol', 'aerolineasol.com', 'airline'], ['Modeva', 'modeva.store', 'marketing'], ['Notably', 'notably.so', 'saas'], ['Tramly', 'tramly.city', 'mobility'],
  ],
];

const NAMES = ['Alex', 'Maria', 'Jonas', 'Aiko', 'Wei', 'Priya', 'Omar', 'Lena', 'Marek', 'Sofia', 'Minh', 'Ji-woo', 'Elif', 'Tomás', 'Olga'];

function makeCode(r, length = 6) {
  let code = String(1 + Math.floor(r() * 9));
  while (code.length < length) code += String(Math.floor(r() * 10));
  return code;
}
function makeAlnum(r, length = 6) {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let code = '';
  while (code.length < length || !/\d/.test(code) || !/[A-Z]/.test(code)) {
    code = Array.from({ length }, () => alphabet[Math.floor(r() * alphabet.length)]).join('');
  }
  return code;
}
const pick = (r, list) => list[Math.floor(r() * list.length)];
const phoneOf = (r) => `+${pick(r, ['44 20', '49 30', '33 1', '34 91', '48 22', '1 800'])} ${makeCode(r, 3)} ${makeCode(r, 4)}`;

function qpEncode(text) {
  const bytes = Buffer.from(text, 'utf8');
  let out = '';
  let line = '';
  for (const byte of bytes) {
    let piece;
    if (byte === 0x0a) {
      out += line + '\n';
      line = '';
      continue;
    }
    if ((byte >= 33 && byte <= 126 && byte !== 61) || byte === 32) piece = String.fromCharCode(byte);
    else piece = '=' + byte.toString(16).toUpperCase().padStart(2, '0');
    if (line.length + piece.length > 75) {
      out += line + '=\n';
      line = '';
    }
    line += piece;
  }
  return out + line;
}

function mime({ from, subject, text, html, qp, date, messageId }) {
  const headers = [
    `From: ${from}`,
    'To: agent-5kq2@inbox.example.net',
    `Subject: =?UTF-8?B?${Buffer.from(subject, 'utf8').toString('base64')}?=`,
    `Date: ${date}`,
    `Message-ID: <${messageId}>`,
    'MIME-Version: 1.0',
  ];
  const part = (type, body) =>
    [`Content-Type: ${type}; charset=utf-8`, `Content-Transfer-Encoding: ${qp ? 'quoted-printable' : '8bit'}`, '', qp ? qpEncode(body) : body].join('\n');
  if (text && html) {
    const boundary = `=_b${messageId.slice(0, 10).replace(/[^a-z0-9]/gi, '')}`;
    return [...headers, `Content-Type: multipart/alternative; boundary="${boundary}"`, '', `--${boundary}`, part('text/plain', text), `--${boundary}`, part('text/html', html), `--${boundary}--`, ''].join('\n');
  }
  return [...headers, html ? part('text/html', html).replace(/^/, '') : part('text/plain', text), ''].join('\n');
}

function htmlPage(brand, blocks, lang) {
  const dir = lang === 'ar' ? ' dir="rtl"' : '';
  return `<!DOCTYPE html><html${dir}><head><meta charset="utf-8"><style>td{font-family:Arial,sans-serif}</style></head><body style="margin:0;background:#f4f4f7">
<table width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="padding:24px;font-size:20px;font-weight:bold;color:#1a1a2e">${brand}</td></tr>
${blocks.map((block) => `<tr><td style="padding:8px 24px;font-size:15px;color:#333">${block}</td></tr>`).join('\n')}
</table></td></tr></table></body></html>`;
}

const codeCell = (code, style = 'font-size:30px;letter-spacing:6px;font-weight:bold') => `<div style="${style};text-align:center;padding:12px;background:#f0f0f5">${code}</div>`;

function footerLines(r, brand, domain, split) {
  const street = split === 0 ? `${makeCode(r, 3)} Market Street, Suite ${makeCode(r, 3)}, San Francisco, CA ${makeCode(r, 5)}` : `Hauptstraße ${makeCode(r, 2)}, ${makeCode(r, 5)} Köln · HRB ${makeCode(r, 5)} · USt-IdNr. DE${makeCode(r, 9)}`;
  return [`© 2025 ${brand}. All rights reserved.`, street, `Support: ${phoneOf(r)} · https://${domain}/help`];
}

// ---------------------------------------------------------------------------------------
// Kinds. Each returns { subject, text, html?, expected }.

const KINDS = {
  // A support agent answers a thread with a fresh code above the quoted history that holds the old one.
  replyNewCode(ctx) {
    const { L, r, split, brand, domain, name } = ctx;
    const old = makeCode(r);
    const fresh = makeCode(r);
    const email = `${name.toLowerCase()}@example.org`;
    const agentLine = fill(L.agentNew[split], { c: fresh });
    const quoted = [fill(L.code[split], { c: old }), L.expires, L.ignore];
    if (split === 0) {
      const text = [agentLine, '', fill(L.team, { brand }), '', fill(L.wrote, { name, email }), ...[L.resend[0], '', ...quoted].map((line) => `> ${line}`)].join('\n');
      return { subject: `Re: ${L.subject[0]}`, text, expected: fresh };
    }
    // Outlook-style header block, no ">" prefixes; and a Gmail HTML quote.
    const outlook = r() < 0.5;
    const textQuote = outlook
      ? ['________________________________', `From: ${name} <${email}>`, 'Sent: Tuesday, October 14, 2025 9:12 AM', `To: ${brand} Support <support@${domain}>`, `Subject: ${L.subject[1]}`, '', L.resend[1], '', ...quoted]
      : [fill(L.wrote, { name, email }), ...[L.resend[1], '', ...quoted].map((line) => `> ${line}`)];
    const text = [agentLine, '', fill(L.team, { brand }), '', ...textQuote].join('\n');
    const html = `<div dir="ltr"><div>${agentLine}</div><div><br></div><div>${fill(L.team, { brand })}</div></div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">${fill(L.wrote, { name, email }).replace(/</g, '&lt;')}<br></div><blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);padding-left:1ex"><div>${L.resend[1]}</div><div><br></div>${quoted.map((line) => `<div>${line}</div>`).join('')}</blockquote></div>`;
    return { subject: `${pick(r, ['RE', 'Re', 'AW', 'Antw'])}: ${L.subject[1]}`, text, html, expected: fresh };
  },

  // The reader writes back without a code; the only code is in the quoted mail: nothing new to type.
  replyQuotedOnly(ctx) {
    const { L, r, split, brand, domain, name } = ctx;
    const old = makeCode(r);
    const email = `${name.toLowerCase()}@example.org`;
    const quoted = [fill(L.code[split], { c: old }), L.expires];
    const text = [L.resend[split], '', name, '', fill(L.wrote, { name: brand, email: `no-reply@${domain}` }), ...quoted.map((line) => `> ${line}`)].join('\n');
    if (split === 0) return { subject: `Re: ${L.subject[0]}`, text, expected: null };
    const html = `<div>${L.resend[1]}</div><div>${name}</div><blockquote type="cite" style="border-left:2px solid #ccc;padding-left:8px">${quoted.map((line) => `<p>${line}</p>`).join('')}</blockquote>`;
    return { subject: `Re: ${L.subject[1]}`, text, html, expected: null, from: `${name} <${email}>` };
  },

  // A forwarded code mail: the code inside the forward is the one.
  forwardedCode(ctx) {
    const { L, r, split, brand, domain, name } = ctx;
    const code = makeCode(r);
    const header =
      split === 0
        ? ['---------- Forwarded message ---------', `From: ${brand} <no-reply@${domain}>`, 'Date: Tue, Oct 14, 2025 at 9:12 AM', `Subject: ${L.subject[0]}`, `To: <${name.toLowerCase()}@example.org>`]
        : ['Begin forwarded message:', '', `From: ${brand} <security@${domain}>`, `Subject: ${L.subject[1]}`, 'Date: 14 October 2025 at 09:12:44 CEST'];
    const text = ['FYI', '', ...header, '', fill(L.hello, { name }), '', fill(L.code[split], { c: code }), L.expires, L.ignore].join('\n');
    return { subject: `Fwd: ${L.subject[split]}`, text, expected: code, from: `${name} <${name.toLowerCase()}@example.org>` };
  },

  // An expired code and its replacement in one mail.
  expiredAndNew(ctx) {
    const { L, r, split, brand, name } = ctx;
    const old = makeCode(r);
    const fresh = makeCode(r);
    const expiredLine = fill(L.expired[split], { old });
    const newLine = fill(L.newCode[split], { c: fresh });
    if (split === 0) {
      const text = [fill(L.hello, { name }), '', expiredLine, newLine, '', L.expires, L.ignore, '', fill(L.team, { brand })].join('\n');
      return { subject: L.subject[0], text, expected: fresh };
    }
    // Replacement first, the stale code mentioned after it; HTML with the new code emphasised.
    const text = [fill(L.hello, { name }), '', newLine, L.expires, '', expiredLine, L.ignore].join('\n');
    const html = htmlPage(brand, [fill(L.hello, { name }), L.newCode[1].replace('{c}', '').replace(/[.:：。]\s*$/u, ''), codeCell(fresh), L.expires, `<span style="color:#888">${expiredLine}</span>`, L.ignore], ctx.lang);
    return { subject: L.subject[1], text, html, expected: fresh };
  },

  // Backup / recovery codes: a list to store, no code to type now.
  backupCodes(ctx) {
    const { L, r, split, brand, name } = ctx;
    const shapes = [() => `${makeCode(r, 4)} ${makeCode(r, 4)}`, () => `${makeCode(r, 5)}-${makeCode(r, 5)}`, () => makeCode(r, 8), () => makeAlnum(r, 4).toLowerCase() + '-' + makeAlnum(r, 4).toLowerCase()];
    const shape = shapes[Math.floor(r() * shapes.length)];
    const codes = Array.from({ length: split === 0 ? 10 : 8 }, shape);
    if (split === 0) {
      const text = [fill(L.hello, { name }), '', L.backup[0], '', ...codes.map((c, i) => `${i + 1}. ${c}`), '', fill(L.team, { brand })].join('\n');
      return { subject: `${brand}: ${L.backup[0].split(/[.。]/u)[0]}`, text, expected: null };
    }
    const rows = [];
    for (let i = 0; i < codes.length; i += 2) rows.push(`<tr><td style="font-family:monospace;font-size:18px;padding:4px 16px">${codes[i]}</td><td style="font-family:monospace;font-size:18px;padding:4px 16px">${codes[i + 1]}</td></tr>`);
    const html = htmlPage(brand, [fill(L.hello, { name }), L.backup[1], `<table>${rows.join('')}</table>`, fill(L.team, { brand })], ctx.lang);
    return { subject: `${brand} — ${L.backup[1].replace(/[:：(（].*$/u, '').trim()}`, html, expected: null };
  },

  // A code mail whose footer is full of numbers (addresses, postcodes, registration, phones).
  footerNumbers(ctx) {
    const { L, r, split, brand, domain, name } = ctx;
    const code = makeCode(r, pick(r, [6, 6, 7, 8]));
    const footer = footerLines(r, brand, domain, split);
    if (split === 0) {
      const text = [fill(L.hello, { name }), '', fill(L.code[0], { c: code }), L.expires, L.ignore, '', '--', ...footer].join('\n');
      return { subject: L.subject[0], text, expected: code };
    }
    const html = htmlPage(brand, [fill(L.hello, { name }), L.codeLabel[1], codeCell(code), L.expires, L.ignore, `<div style="font-size:11px;color:#999">${footer.join('<br>')}</div>`], ctx.lang);
    return { subject: L.subject[1], html, expected: code };
  },

  // Shipping / order mails: many numbers, no code.
  orderTrap(ctx) {
    const { L, r, split, brand, domain, name } = ctx;
    const order = split === 0 ? makeCode(r, 9) : `${makeCode(r, 3)}-${makeCode(r, 7)}`;
    const tracking = split === 0 ? makeCode(r, 10) : `JD${makeCode(r, 9)}`;
    const amount = `${makeCode(r, 2)}.${makeCode(r, 2)}`;
    const lines = [fill(L.hello, { name }), '', L.thanks, L.shipped, '', fill(L.order, { n: order }), fill(L.tracking, { n: tracking }), fill(L.total, { amount }), '', fill(L.phone, { phone: phoneOf(r) }), fill(L.team, { brand })];
    if (split === 0) return { subject: `${L.thanks} ${fill(L.order, { n: order })}`, text: lines.join('\n'), expected: null };
    const html = htmlPage(brand, [fill(L.hello, { name }), L.shipped, `<b>${fill(L.order, { n: order })}</b>`, `<span style="font-size:22px;font-weight:bold">${tracking}</span>`, fill(L.total, { amount }), ...footerLines(r, brand, domain, 1)], ctx.lang);
    return { subject: `${brand}: ${L.shipped.split(/[,，、.。]/u)[0]}`, text: lines.join('\n'), html, expected: null };
  },

  // Invisible characters inside or around the code.
  invisibleChars(ctx) {
    const { L, r, split, brand, name } = ctx;
    const code = makeCode(r);
    const invisible = split === 0 ? ['\u200B', '\u00AD', '\u2060'] : ['\u200C', '\u200E', '\u2063', '\uFEFF'];
    const mark = pick(r, invisible);
    const spread = code.split('').join(mark);
    if (split === 0) {
      const text = [fill(L.hello, { name }), '', fill(L.code[0], { c: `${mark}${spread}${mark}` }), L.expires, '', fill(L.team, { brand })].join('\n');
      return { subject: L.subject[0], text, expected: code, qp: true };
    }
    const entity = { '\u200C': '&zwnj;', '\u200E': '&lrm;', '\u2063': '&#8291;', '\uFEFF': '&#xFEFF;' }[mark];
    const htmlCode = code.split('').join(entity);
    const html = htmlPage(brand, [fill(L.hello, { name }), `<span style="display:none;max-height:0;overflow:hidden">&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;</span>${L.codeLabel[1]}`, codeCell(htmlCode), L.expires], ctx.lang);
    return { subject: L.subject[1], html, expected: code };
  },

  // Codes that open the sentence or sit in a bracketed subject.
  leadingOrBracketed(ctx) {
    const { L, r, split, brand, name } = ctx;
    const code = makeCode(r, pick(r, [4, 6, 6, 8]));
    if (split === 0) {
      const subject = pick(r, [`[${code}] ${L.subject[0]}`, `${code} - ${L.subject[0]}`]);
      const text = [fill(L.hello, { name }), '', fill(L.code[0], { c: code }), L.expires].join('\n');
      return { subject, text, expected: code };
    }
    const variant = Math.floor(r() * 3);
    if (variant === 0) return { subject: `【${brand}】${code} ${L.subject[1]}`, text: [fill(L.hello, { name }), '', L.expires, L.ignore].join('\n'), expected: code };
    if (variant === 1) return { subject: `(${code}) ${brand}`, text: [`${code} — ${L.codeLabel[1]}`, '', L.expires, L.ignore].join('\n'), expected: code };
    return { subject: `${brand}: ${L.subject[1]}`, text: [`${code}`, L.codeLabel[1], '', L.expires, L.ignore, fill(L.team, { brand })].join('\n'), expected: code };
  },

  // Digits spaced in pairs or triples.
  spacedPairs(ctx) {
    const { L, r, split, brand, name } = ctx;
    const code = makeCode(r, split === 0 ? 6 : pick(r, [6, 8]));
    const pairs = code.match(/../g).join(' ');
    if (split === 0) {
      const text = [fill(L.hello, { name }), '', fill(L.code[0], { c: pairs }), L.expires].join('\n');
      return { subject: L.subject[0], text, expected: code };
    }
    const spans = code.match(/../g).map((pair) => `<span style="padding:0 6px">${pair}</span>`).join(' ');
    const html = htmlPage(brand, [fill(L.hello, { name }), L.codeLabel[1], codeCell(spans, 'font-size:28px;font-weight:bold'), L.expires, L.ignore], ctx.lang);
    return { subject: L.subject[1], html, text: [fill(L.hello, { name }), '', L.codeLabel[1], pairs, '', L.expires].join('\n'), expected: code };
  },

  // 9- and 10-digit codes (government portals, banks).
  longCode(ctx) {
    const { L, r, split, brand, name } = ctx;
    const code = makeCode(r, split === 0 ? 9 : 10);
    if (split === 0) {
      const text = [fill(L.hello, { name }), '', fill(L.code[0], { c: code }), L.expires, '', fill(L.team, { brand })].join('\n');
      return { subject: L.subject[0], text, expected: code };
    }
    const html = htmlPage(brand, [fill(L.hello, { name }), L.codeLabel[1], codeCell(code), L.expires, L.ignore], ctx.lang);
    return { subject: L.subject[1], html, expected: code };
  },

  // Long numbers that are no code: phone numbers and customer/case numbers in support mail.
  longNumberTrap(ctx) {
    const { L, r, split, brand, name } = ctx;
    const number = makeCode(r, split === 0 ? 10 : 9);
    const line = split === 0 ? fill(L.phone, { phone: `0${number.slice(1)}` }) : fill(L.order, { n: number });
    const text = [fill(L.hello, { name }), '', L.thanks, line, '', fill(L.team, { brand })].join('\n');
    return { subject: `${brand}: ${L.thanks}`, text, expected: null };
  },
};

// Digits of other scripts: a code printed in the digits of the mail's own script.
const SCRIPT_DIGITS = {
  deva: 0x0966, beng: 0x09e6, thai: 0x0e50, arab: 0x0660, pers: 0x06f0, full: 0xff10, mymr: 0x1040, khmr: 0x17e0, guj: 0x0ae6, tam: 0x0be6, lao: 0x0ed0, tel: 0x0c66, knd: 0x0ce6, tibt: 0x0f20,
};
const toScript = (code, base) => [...code].map((d) => String.fromCodePoint(base + Number(d))).join('');
const SCRIPT_MAILS = [
  // [script, tuning sentence, held-out sentence]
  ['deva', 'आपका सत्यापन कोड {c} है।', 'OTP: {c} — इसे किसी के साथ साझा न करें।'],
  ['beng', 'আপনার যাচাইকরণ কোড {c}।', 'আপনার ওটিপি: {c}'],
  ['thai', 'รหัสยืนยันของคุณคือ {c}', 'รหัส OTP: {c} (ใช้ได้ 5 นาที)'],
  ['arab', 'رمز التحقق: {c}', 'رمزك لمرة واحدة هو {c}'],
  ['pers', 'کد تأیید شما: {c}', 'کد ورود شما {c} است'],
  ['full', '認証コード：{c}', '確認コードは{c}です'],
  ['mymr', 'သင်၏အတည်ပြုကုဒ်မှာ {c} ဖြစ်သည်။', 'OTP ကုဒ်: {c}'],
  ['khmr', 'លេខកូដផ្ទៀងផ្ទាត់របស់អ្នកគឺ {c}', 'លេខកូដ OTP: {c}'],
  ['guj', 'તમારો ચકાસણી કોડ {c} છે.', 'OTP: {c}'],
  ['tam', 'உங்கள் சரிபார்ப்பு குறியீடு: {c}', 'உங்கள் OTP {c}'],
  ['lao', 'ລະຫັດຢືນຢັນຂອງທ່ານແມ່ນ {c}', 'ລະຫັດ OTP: {c}'],
  ['tel', 'మీ ధృవీకరణ కోడ్: {c}', 'మీ OTP {c}'],
];

// How many mails of each kind per split, and in which languages.
const PLAN = [
  ['replyNewCode', LANGUAGE_CODES],
  ['replyQuotedOnly', LANGUAGE_CODES.filter((_, i) => i % 2 === 0)],
  ['forwardedCode', LANGUAGE_CODES.filter((_, i) => i % 3 === 0)],
  ['expiredAndNew', LANGUAGE_CODES],
  ['backupCodes', LANGUAGE_CODES.filter((_, i) => i % 2 === 1)],
  ['footerNumbers', LANGUAGE_CODES.filter((_, i) => i % 2 === 0)],
  ['orderTrap', LANGUAGE_CODES],
  ['invisibleChars', LANGUAGE_CODES.filter((_, i) => i % 2 === 1)],
  ['leadingOrBracketed', LANGUAGE_CODES.filter((_, i) => i % 2 === 0)],
  ['spacedPairs', LANGUAGE_CODES.filter((_, i) => i % 2 === 1)],
  ['longCode', LANGUAGE_CODES.filter((_, i) => i % 2 === 0)],
  ['longNumberTrap', LANGUAGE_CODES.filter((_, i) => i % 4 === 1)],
];

/** The language's phrases with every two-wording phrase fixed to one wording. */
const withWording = (L, wording) => Object.fromEntries(Object.entries(L).map(([key, value]) => [key, Array.isArray(value) ? [value[wording], value[wording]] : value]));

function build(split, dirName, seed, { wording = split, senders = split } = {}) {
  const dir = join(ROOT, dirName);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const r = rng(seed);
  const expected = {};
  let n = 0;
  const write = (file, mail, brandFrom) => {
    const date = `Tue, 14 Oct 2025 ${String(8 + (n % 10)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}:07 +0000`;
    const raw = mime({ from: mail.from ?? brandFrom, subject: mail.subject, text: mail.text, html: mail.html, qp: mail.qp, date, messageId: `${split}.${n}.${seed}@mail.example` });
    writeFileSync(join(dir, file), raw);
    expected[file] = mail.expected;
    n++;
  };
  for (const [kind, langs] of PLAN) {
    for (const lang of langs) {
      const [brand, domain, sector] = pick(r, SENDERS[senders]);
      const name = pick(r, NAMES);
      const mail = KINDS[kind]({ L: withWording(LANGUAGES[lang], wording), lang, r, split, brand, domain, sector, name });
      write(`${kind}-${lang}-${sector}.eml`, mail, `${brand} <no-reply@${domain}>`);
    }
  }
  for (const [script, ...sentences] of SCRIPT_MAILS) {
    const [brand, domain, sector] = pick(r, SENDERS[senders]);
    const code = makeCode(r);
    const line = fill(sentences[wording], { c: toScript(code, SCRIPT_DIGITS[script]) });
    const mail = split === 0 ? { subject: 'OTP', text: `${line}\n\n${brand}` } : { subject: `${brand} OTP`, html: htmlPage(brand, [line, '—'], 'x') };
    write(`scriptDigits-${script}-${sector}.eml`, { ...mail, expected: code }, `${brand} <otp@${domain}>`);
  }
  writeFileSync(join(dir, 'expected.json'), JSON.stringify(expected, null, 2) + '\n');
  const traps = Object.values(expected).filter((v) => v === null).length;
  console.log(`${dirName}: ${Object.keys(expected).length} mails, ${traps} traps (${((100 * traps) / Object.keys(expected).length).toFixed(0)} %)`);
}

build(0, 'codes-kinds', 12);
build(1, 'codes-heldout', 1201);
// Second tuning batch (added after the first held-out score, 87.7 %, was recorded): the held-out
// part's layouts (Outlook and HTML quotes, HTML tables and footers, entities, bracketed subjects,
// spans, long codes in HTML) with the tuning wording and tuning senders. The held-out part keeps
// its own wording, so it still measures new sentences, no longer new layouts.
build(1, 'codes-kinds-2', 2024, { wording: 0, senders: 0 });

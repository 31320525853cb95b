import type { Page } from 'playwright-core';
import { launchBrowser, TestBrowser } from '../support/browser';
import { createUser, TestUser } from '../support/factories';
import { startTestApp, TestApp, waitFor } from '../support/harness';
import { buildMail, sendRawMail } from '../support/smtp';
import { WebhookReceiver } from '../support/webhook-receiver';

/** The web inbox for an account, in a real browser: sign in, manage inboxes, follow webhooks. */
describe('Web inbox: account sign-in, inboxes and webhooks', () => {
  let t: TestApp;
  let browser: TestBrowser;
  let page: Page;
  let ada: TestUser;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    t = await startTestApp({ WEBHOOK_RETRY_BASE_MS: '60000', WEBHOOK_MAX_ATTEMPTS: '3' });
    ada = await createUser(t.api, { password: 'correct horse battery' });
    browser = await launchBrowser(t.baseUrl);
    page = browser.page;
    page.setDefaultTimeout(8000);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await receiver?.close();
  });
  afterEach(() => {
    expect(browser.errors).toEqual([]);
    expect(browser.dialogs).toEqual([]);
    expect(browser.outsideRequests).toEqual([]);
  });

  const inboxItem = (address: string) => page.locator('.inbox-item', { hasText: address });

  it('signs in with e-mail and password, creates a temporary inbox, extends it and deletes it', async () => {
    await page.goto(`${t.baseUrl}/`);
    expect(page.url()).toBe(`${t.baseUrl}/view`);
    await page.getByLabel('E-mail').fill(ada.email);
    await page.getByLabel('Password').fill('correct horse battery');
    await page.locator('form button[type="submit"]').click();
    await page.locator('.sidebar-head').waitFor();

    await page.getByRole('button', { name: 'New' }).click();
    const prefix = `web-${Date.now().toString(36)}`;
    await page.locator('input[name="prefix"]').fill(prefix);
    await page.locator('select[name="ttl"]').selectOption('60');
    await page.getByRole('button', { name: 'Create inbox' }).click();
    const address = `${prefix}@agents.test`;
    await inboxItem(address).waitFor();
    const notice = page.getByTestId('new-token');
    await expect(notice.locator('code').textContent()).resolves.toMatch(/^temp_/);
    await expect(page.getByTestId('inbox-address').textContent()).resolves.toBe(address);

    const [created] = (await t.api.get('/api/v1/inboxes', { apiKey: ada.apiKey })).body.data;
    expect(created).toMatchObject({ address, type: 'temporary' });
    const expiresBefore = new Date(created.expires_at).getTime();

    await page.locator('select[aria-label="Extend expiry"]').selectOption('1440');
    await waitFor(async () => {
      const inbox = (await t.api.get(`/api/v1/inboxes/${created.id}`, { apiKey: ada.apiKey })).body.data;
      return new Date(inbox.expires_at).getTime() > expiresBefore + 20 * 3600_000;
    }, { what: 'the expiry to move a day ahead' });

    // Mail to it shows up live here too.
    const raw = await buildMail({ from: 'robot@ci.example', to: address, subject: 'Build 1234 passed', text: 'All green.' });
    expect((await sendRawMail(t, { from: 'robot@ci.example', to: [address], raw })).code).toBe(250);
    await page.locator('.message-row', { hasText: 'Build 1234 passed' }).waitFor();

    await page.getByRole('button', { name: 'Delete inbox' }).click();
    await page.getByRole('button', { name: 'Delete it and its mail?' }).click();
    await waitFor(async () => (await inboxItem(address).count()) === 0, { what: 'the inbox to leave the list' });
    expect((await t.api.get(`/api/v1/inboxes/${created.id}`, { apiKey: ada.apiKey })).status).toBe(404);
  });

  it('lists webhook deliveries with their response and resends one', async () => {
    receiver.respond({ status: 500, body: 'receiver down' });
    const hook = await t.api.post('/api/v1/webhooks', { url: receiver.url('/ada'), events: ['message.received'] }, { apiKey: ada.apiKey });
    expect(hook.status).toBe(201);
    const inbox = (await t.api.post('/api/v1/inboxes', { prefix: `hooks-${Date.now().toString(36)}` }, { apiKey: ada.apiKey })).body.data;
    const raw = await buildMail({ from: 'shop@shop.example', to: inbox.address, subject: 'Order shipped', text: 'On its way.' });
    expect((await sendRawMail(t, { from: 'shop@shop.example', to: [inbox.address], raw })).code).toBe(250);
    await waitFor(() => receiver.to('/ada').length === 1, { what: 'the first delivery attempt' });
    await waitFor(async () => (await t.api.get(`/api/v1/webhooks/${hook.body.data.id}/deliveries`, { apiKey: ada.apiKey })).body.data[0]?.last_status_code === 500, {
      what: 'the failed attempt to be recorded',
    });

    await page.locator('nav').getByRole('link', { name: 'Webhooks' }).click();
    const table = page.getByTestId('deliveries');
    await table.waitFor();
    await expect(page.getByTestId('webhook-list').textContent()).resolves.toContain(receiver.url('/ada'));
    const deliveryRow = table.locator('tbody tr').first();
    await expect(deliveryRow.textContent()).resolves.toMatch(/message\.received.*HTTP 500/);

    receiver.respond({ status: 200 });
    await deliveryRow.getByRole('button', { name: 'Resend' }).click();
    await waitFor(() => receiver.to('/ada').length === 2, { what: 'the resent delivery' });
    const [first, second] = receiver.to('/ada');
    expect(second!.headers['x-webhook-id']).toBe(first!.headers['x-webhook-id']);
  });

  it('is usable at 375 px: one pane at a time, with a way back', async () => {
    const inbox = (await t.api.post('/api/v1/inboxes', { prefix: `phone-${Date.now().toString(36)}` }, { apiKey: ada.apiKey })).body.data;
    const raw = await buildMail({ from: 'otp@bank.example', to: inbox.address, subject: 'Your one-time code', text: 'Use 731904 to sign in.' });
    expect((await sendRawMail(t, { from: 'otp@bank.example', to: [inbox.address], raw })).code).toBe(250);

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${t.baseUrl}/view#/inboxes/${inbox.id}`);
    const row = page.locator('.message-row', { hasText: 'Your one-time code' });
    await row.click();
    await page.getByTestId('code-value').waitFor();
    await expect(row.isVisible()).resolves.toBe(false);
    await expect(page.getByTestId('code-value').textContent()).resolves.toBe('731904');
    // Nothing wider than the screen.
    await expect(page.evaluate<number>('document.documentElement.scrollWidth')).resolves.toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await row.waitFor();
    await page.getByRole('link', { name: 'Inboxes' }).last().click();
    await inboxItem(inbox.address).waitFor();
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrowserContext, chromium, ConsoleMessage, Page } from 'playwright-core';

/** Debian's chromium (Playwright's own browser download is not used). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface TestBrowser {
  context: BrowserContext;
  page: Page;
  /** Every console error and uncaught page error so far, as text. */
  errors: string[];
  /** Every request the page made that did not go to the app under test. */
  outsideRequests: string[];
  /** Every dialog (alert, confirm, prompt) the page tried to open. */
  dialogs: string[];
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * One real browser per test file, with a fresh profile. Requests to any host but `appOrigin` are
 * recorded and aborted, so a test can prove nothing left the machine.
 */
export async function launchBrowser(appOrigin: string, options: { viewport?: { width: number; height: number }; colorScheme?: 'light' | 'dark' } = {}): Promise<TestBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'agent-inbox-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: options.viewport ?? { width: 1280, height: 860 },
    colorScheme: options.colorScheme ?? 'light',
    acceptDownloads: true,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appOrigin });
  const errors: string[] = [];
  const outsideRequests: string[] = [];
  const dialogs: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(`${appOrigin}/`) || url.startsWith('data:') || url.startsWith('blob:') || url === 'about:blank' || url === 'about:srcdoc') return route.continue();
    outsideRequests.push(url);
    return route.abort();
  });
  const watch = (page: Page) => {
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
  };
  const page = context.pages()[0] ?? (await context.newPage());
  watch(page);
  return {
    context,
    page,
    errors,
    outsideRequests,
    dialogs,
    newPage: async () => {
      const next = await context.newPage();
      watch(next);
      return next;
    },
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

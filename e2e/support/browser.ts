import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const artifactsDir = fileURLToPath(new URL('../artifacts', import.meta.url));

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  screenshot(name: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Debian's Chromium, headless, with no background network traffic. Playwright gives every launch a fresh
 * temporary profile directory of its own (it refuses a --user-data-dir argument).
 */
export async function openBrowser(viewport = { width: 1280, height: 900 }): Promise<BrowserSession> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  const context = await browser.newContext({ viewport, locale: 'ru-RU' });
  const page = await context.newPage();
  mkdirSync(artifactsDir, { recursive: true });
  return {
    browser,
    context,
    page,
    async screenshot(name) {
      await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
    },
    async close() {
      await browser.close();
    },
  };
}

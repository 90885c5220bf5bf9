import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { seriousAxeViolations } from './axe.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const artifactsDir = fileURLToPath(new URL('../artifacts', import.meta.url));

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** A full-page shot in artifacts/, after checking a customer's or visitor's page with axe-core (decision 056). */
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
  // bypassCSP: axe-core is injected into the page to check it (decision 056).
  const context = await browser.newContext({ viewport, locale: 'ru-RU', bypassCSP: true });
  const page = await context.newPage();
  mkdirSync(artifactsDir, { recursive: true });
  return {
    browser,
    context,
    page,
    async screenshot(name) {
      // Every customer or visitor page a journey stops to look at meets decision 056's bar too.
      if (!new URL(page.url()).pathname.startsWith('/staff')) {
        const serious = await seriousAxeViolations(page);
        if (serious.length > 0) throw new Error(`${name} (${page.url()}): axe-core\n${serious.join('\n')}`);
      }
      await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
    },
    async close() {
      await browser.close();
    },
  };
}

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { a11yWorld, type A11yWorld, CABINET_PAGES, openSettled, PUBLIC_PAGES } from './a11y-pages.js';
import { axeReport, isSerious } from './axe.js';
import { artifactsDir } from './browser.js';
import { useJourney } from './journey.js';

async function pageAt(browser: Browser, width: number): Promise<Page> {
  // bypassCSP: axe-core is injected into the page to check it.
  const context = await browser.newContext({
    viewport: { width, height: width > 800 ? 900 : 844 },
    locale: 'ru-RU',
    bypassCSP: true,
  });
  return context.newPage();
}

/**
 * Decision 056: no serious or critical axe-core violation (WCAG 2.2 A/AA) on any page a customer or a visitor
 * opens, at the desktop and the phone width. The customer has a little of everything, so lists show rows, not
 * only their empty states. The counts of every page go to artifacts/accessibility-<width>.json; the test fails
 * with the list of pages and their violations. One journey file per width (`journeys/accessibility-<width>`), so
 * that the two run side by side.
 */
export function accessibilityJourney(width: 1280 | 390): void {
  describe(`journey: every page passes axe-core at ${width} px`, () => {
    let world: A11yWorld;
    const journey = useJourney({
      emailPrefix: `a11y${width}`,
      customerName: 'Ольга',
      staff: { email: `a11y${width}.staff@example.ru`, name: 'Склад' },
      prepare: async (j) => {
        world = await a11yWorld(j.server.url, { email: j.email, password: j.password }, j.staff);
      },
    });
    const counts: Record<string, number> = {};
    const failures: string[] = [];

    /** Opens the page and notes its serious and critical violations; `name` stands for a URL with a token in it. */
    async function check(page: Page, width: number, url: string, name = url) {
      await openSettled(page, `${journey.server.url}${url}`);
      const serious = (await axeReport(page)).filter(isSerious);
      const key = `${width} ${name}`;
      counts[key] = serious.reduce((sum, v) => sum + v.nodes, 0);
      for (const v of serious)
        failures.push(`${key}: ${v.id} (${v.impact}, ${v.nodes}) ${v.targets.join(', ')}`);
    }

    afterAll(() => {
      writeFileSync(path.join(artifactsDir, `accessibility-${width}.json`), JSON.stringify(counts, null, 2));
    });

    {
      it(`a visitor's pages at ${width} px`, { timeout: 300_000 }, async () => {
        const page = await pageAt(journey.browser.browser, width);
        const before = failures.length;
        for (const url of PUBLIC_PAGES) await check(page, width, url);
        await check(page, width, world.recipientLink, '/recipients/secondary (link)');
        await check(page, width, world.cardPayment, '/reference-pay/card (payment)');
        await page.context().close();
        expect(failures.slice(before)).toEqual([]);
      });

      it(`a customer's pages at ${width} px`, { timeout: 600_000 }, async () => {
        const page = await pageAt(journey.browser.browser, width);
        await openSettled(page, `${journey.server.url}/dashboard?token=${world.customerToken}`);
        const before = failures.length;
        for (const url of CABINET_PAGES) await check(page, width, url);
        await check(page, width, `/parcels/${world.parcelId}`, '/parcels/:id');
        await page.context().close();
        expect(failures.slice(before)).toEqual([]);
      });
    }
  });
}

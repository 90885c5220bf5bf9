import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One rule axe-core found broken on a page: its id, impact, how many elements break it and the first of them. */
export interface AxeViolation {
  id: string;
  impact: string;
  nodes: number;
  targets: string[];
}

/**
 * The WCAG 2.x A/AA violations axe-core finds on the page as it is now. The page's context must be opened with
 * `bypassCSP: true`: the app's Content-Security-Policy would refuse the injected script.
 */
export async function axeReport(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<{ violations: unknown[] }> } })
      .axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations as Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>;
  });
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.length,
    targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 3),
  }));
}

/** The page's violations one line each: rule (impact): the first three elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  return (await axeReport(page)).map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}

/** The bar of decision 056: what a journey fails on. */
export const isSerious = (v: AxeViolation) => v.impact === 'serious' || v.impact === 'critical';

/** The serious and critical violations on the page, one line each with the number of elements. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  return (await axeReport(page))
    .filter(isSerious)
    .map((v) => `${v.id} (${v.impact}, ${v.nodes}): ${v.targets.join(', ')}`);
}

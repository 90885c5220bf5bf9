import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};
const full = mergeMantineTheme(DEFAULT_THEME, theme);
const variables = cssVariablesResolver(full).light as Record<string, string>;
const resolve = (value: string) => {
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  if (!reference) return value;
  const [, name] = reference as unknown as [string, string];
  const shade = /^--mantine-color-(\w+)-(\d)$/.exec(name);
  return shade ? full.colors[shade[1]!]![Number(shade[2])]! : variables[name]!;
};

/** Decision 056: text in any colour of the theme reads at WCAG 2.2 AA's 4.5:1 on white and on the page's gray-0. */
describe('the theme’s text colours', () => {
  it('writes every palette’s text shades (7–9) at 4.5:1 at least', () => {
    for (const [name, shades] of Object.entries(full.colors)) {
      for (const index of [7, 8, 9]) {
        for (const background of ['#ffffff', '#f8f9fa']) {
          expect(
            contrast(shades[index]!, background),
            `${name}.${index} on ${background}`,
          ).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  it('gives `c="green"`, the outline variant, dimmed text and links a readable colour', () => {
    const checked = [
      '--mantine-color-dimmed',
      '--mantine-color-anchor',
      ...Object.keys(full.colors).flatMap((name) => [
        `--mantine-color-${name}-text`,
        `--mantine-color-${name}-outline`,
      ]),
    ];
    for (const variable of checked) {
      expect(variables[variable], variable).toBeDefined();
      expect(contrast(resolve(variables[variable]!), '#f8f9fa'), variable).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('underlines links, so a link in a sentence differs from it by more than colour', () => {
    expect(full.components.Anchor?.defaultProps).toMatchObject({ underline: 'always' });
  });
});

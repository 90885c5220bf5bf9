import { BREAKPOINTS, DESKTOP_MIN_WIDTH, SIDEBAR_COLLAPSE_WIDTH } from '@cargo/domain';
import {
  createTheme,
  type CSSVariablesResolver,
  darken,
  DEFAULT_THEME,
  luminance,
  type MantineColorsTuple,
} from '@mantine/core';

const em = (px: number) => `${px / 16}em`;
const [xs, sm, , , xl] = BREAKPOINTS;

const brand: MantineColorsTuple = [
  '#e7f3ff',
  '#d0e3ff',
  '#a0c4fb',
  '#6ca4f7',
  '#4288f3',
  '#2777f2',
  '#176ef3',
  '#065dd8',
  '#0053c2',
  '#0047ab',
];

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** The page's background (gray-0): every text colour is checked against it, a little darker than white. */
const PAGE_BACKGROUND = '#f8f9fa';
/** The shades text is written in (`c="green.8"`, a credit's amount, a badge's outline): 4.6:1 on the page at least. */
const TEXT_SHADES = [7, 8, 9] as const;

/**
 * A palette whose text shades read at WCAG 2.2 AA's 4.5:1 on the page: Mantine's green-8 is 3.3:1, teal-8 3.7:1,
 * grape-7 4.6:1 but grape-6 (the outline variant) 3.8:1. Each of shades 7–9 is darkened in steps until it reads;
 * the lighter shades (fills, backgrounds) stay as they are.
 */
function withReadableTextShades(shades: readonly string[]): MantineColorsTuple {
  const result = [...shades];
  for (const index of TEXT_SHADES) {
    let color = result[index]!;
    for (let step = 0; step < 12 && contrast(color, PAGE_BACKGROUND) < 4.6; step += 1)
      color = darken(color, 0.08);
    result[index] = color;
  }
  return result as unknown as MantineColorsTuple;
}

const palettes = Object.fromEntries(
  Object.entries({ ...DEFAULT_THEME.colors, brand }).map(([name, shades]) => [
    name,
    withReadableTextShades(shades),
  ]),
);

/**
 * Mantine's five breakpoints are the spec's layout breakpoints (480, 640, 868, 1000, 1200):
 * `md` is where the sidebar appears (SIDEBAR_COLLAPSE_WIDTH), `lg` is where the desktop layout starts
 * (DESKTOP_MIN_WIDTH = 1001), so `hiddenFrom="lg"` means "mobile only" everywhere in the app.
 */
export const theme = createTheme({
  primaryColor: 'brand',
  colors: palettes,
  primaryShade: { light: 6, dark: 5 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    // The desk speaks Chinese too (decision 066): system CJK fonts before the generic family, so no box is shown.
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "PingFang SC", ' +
    '"Hiragino Sans GB", "Microsoft YaHei", "Noto Sans SC", "Noto Sans CJK SC", "Source Han Sans SC", sans-serif',
  headings: { fontWeight: '700' },
  breakpoints: {
    xs: em(xs ?? 480),
    sm: em(sm ?? 640),
    md: em(SIDEBAR_COLLAPSE_WIDTH),
    lg: em(DESKTOP_MIN_WIDTH),
    xl: em(xl ?? 1200),
  },
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    Modal: {
      defaultProps: { centered: true, radius: 'lg', closeButtonProps: { 'aria-label': 'Закрыть' } },
      styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Закрыть' } } },
    // Mantine labels its own controls in English; every one the app shows gets a Russian label here.
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Показать пароль' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Закрыть' } } },
    // A link inside a sentence («Уже есть аккаунт? Войти») differs from the text by more than its colour
    // (WCAG 1.4.1; axe-core's link-in-text-block): it is always underlined.
    Anchor: { defaultProps: { underline: 'always' } },
  },
});

/**
 * The palette's shade 9, darkened until it reads at 4.6:1 on the palette's shade 1: a light variant's background is
 * shade 6 at 10 % over white, as dark as shade 1 for orange (#ffe8cc), where shade 0 left a badge at 4.3:1.
 */
function readableOnLight(shades: readonly string[]): string {
  let color = shades[9]!;
  for (let step = 0; step < 10 && contrast(color, shades[1]!) < 4.6; step += 1) color = darken(color, 0.1);
  return color;
}

/**
 * Mantine's dimmed text is gray-6, 3.3:1 on white and 3.1:1 on the page's gray-0, and the text of its light
 * variants (alerts, badges, light buttons) is shade 6 of the color, 1.8–3.6:1 on their tinted background: under
 * WCAG 2.2 AA's 4.5:1 for text (axe-core flags both in the journeys). Gray-7 keeps the dimmed look at 7:1; each
 * light variant's text becomes its palette's dark end; a colour's text and outline become its (readable) shade 7.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    // Links are the primary shade 6, 4.4:1 on the desk's gray-0 page: shade 7 reads at 5.6:1 (decision 050).
    '--mantine-color-anchor': 'var(--mantine-color-brand-7)',
    ...Object.fromEntries(
      Object.entries(t.colors).flatMap(([name, shades]) => [
        [`--mantine-color-${name}-light-color`, readableOnLight(shades)],
        // `c="green"` and the outline variant's text and border are shade 6 in Mantine: shade 7, readable.
        [`--mantine-color-${name}-text`, shades[7]!],
        [`--mantine-color-${name}-outline`, shades[7]!],
      ]),
    ),
  },
  dark: {},
});

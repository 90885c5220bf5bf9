import { BREAKPOINTS, DESKTOP_MIN_WIDTH, SIDEBAR_COLLAPSE_WIDTH } from '@cargo/domain';
import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

/**
 * Mantine's five breakpoints are the spec's layout breakpoints (480, 640, 868, 1000, 1200):
 * `md` is where the sidebar appears (SIDEBAR_COLLAPSE_WIDTH), `lg` is where the desktop layout starts
 * (DESKTOP_MIN_WIDTH = 1001), so `hiddenFrom="lg"` means "mobile only" everywhere in the app.
 */
export const theme = createTheme({
  primaryColor: 'brand',
  colors: { brand },
  primaryShade: { light: 6, dark: 5 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
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
  },
});

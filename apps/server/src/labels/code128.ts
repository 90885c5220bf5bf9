import bwipjs from 'bwip-js';

/** Bars of a Code 128 symbol, from bwip-js's encoder: widths in modules, bar first, then space, alternating. */
export function code128Modules(text: string): number[] {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text }) as Array<{ sbs: number[] }>;
  return symbol?.sbs ?? [];
}

/** Modules of white the scanners want on each side of the bars. */
export const QUIET_ZONE_MODULES = 10;

interface Pen {
  rect(x: number, y: number, w: number, h: number): Pen;
  fill(color?: string): Pen;
}

/**
 * Draws the symbol as vector bars centred in the box, as wide as the box allows with its quiet zones: sharp at any
 * printer's resolution, unlike a picture of it.
 */
export function drawCode128(pen: Pen, text: string, x: number, y: number, width: number, height: number) {
  const modules = code128Modules(text);
  const total = modules.reduce((sum, w) => sum + w, 0) + 2 * QUIET_ZONE_MODULES;
  const unit = width / total;
  let at = x + (width - (total - 2 * QUIET_ZONE_MODULES) * unit) / 2;
  modules.forEach((w, i) => {
    if (i % 2 === 0) pen.rect(at, y, w * unit, height);
    at += w * unit;
  });
  pen.fill('black');
}

/**
 * Chinese track numbers as the warehouse and the customer type them: `lc7000000000007`, `LC7000000000007` and
 * ` LC 7000 0000 0007 ` are one parcel. Every comparison of tracks (registration, the customer's duplicate check,
 * the warehouse scan, waif receipts, the photo helper, the desk's search) goes through `normalizeTrack`; the
 * customer's own spelling is kept for display. Decision 021.
 */

/**
 * Whitespace a track may carry from typing, scanning or pasting: JavaScript's `\s` (ASCII spaces, tabs, line
 * breaks, no-break and typographic spaces, the ideographic space of Chinese keyboards, BOM) plus zero-width
 * spaces and joiners. Migration 0008 spells the same class out for PostgreSQL.
 */
const TRACK_WHITESPACE = /[\s\u200b-\u200d\u2060]+/g;

/** A track without any of the whitespace typing, scanning or pasting put in it, its letters as typed. */
export function stripTrackWhitespace(track: string): string {
  return track.replace(TRACK_WHITESPACE, '');
}

/** The key a track is matched by: no whitespace anywhere, upper case. */
export function normalizeTrack(track: string): string {
  return stripTrackWhitespace(track).toUpperCase();
}

/** Whether two spellings name the same track (an empty one names none). */
export function sameTrack(a: string, b: string): boolean {
  const key = normalizeTrack(a);
  return key !== '' && key === normalizeTrack(b);
}

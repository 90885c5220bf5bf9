import type { TFunction } from 'i18next';
import { deskI18n } from '../../../shared/staff/i18n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long a lot has waited in its status, the way the desk says it (in its language): «12 мин» under an hour,
 * «3 ч» under a day, then «2 дн». Whole units, rounded down, so a lot never looks older than it is.
 */
export function waitingTime(
  sinceIso: string,
  now: number = Date.now(),
  t: TFunction<'orders'> = deskI18n.getFixedT(null, 'orders'),
): string {
  const since = Date.parse(sinceIso);
  if (Number.isNaN(since)) return '—';
  const waited = Math.max(0, now - since);
  if (waited < HOUR) return t('waiting.minutes', { count: Math.floor(waited / MINUTE) });
  if (waited < DAY) return t('waiting.hours', { count: Math.floor(waited / HOUR) });
  return t('waiting.days', { count: Math.floor(waited / DAY) });
}

/** A lot waiting longer than this is shown in red: the customer's money has been held for a day or more. */
export function waitedTooLong(sinceIso: string, now: number = Date.now()): boolean {
  return now - Date.parse(sinceIso) >= DAY;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long a lot has waited in its status, the way the desk says it: «12 мин» under an hour, «3 ч» under a day,
 * then «2 дн». Whole units, rounded down, so a lot never looks older than it is.
 */
export function waitingTime(sinceIso: string, now: number = Date.now()): string {
  const since = Date.parse(sinceIso);
  if (Number.isNaN(since)) return '—';
  const waited = Math.max(0, now - since);
  if (waited < HOUR) return `${Math.floor(waited / MINUTE)} мин`;
  if (waited < DAY) return `${Math.floor(waited / HOUR)} ч`;
  return `${Math.floor(waited / DAY)} дн`;
}

/** A lot waiting longer than this is shown in red: the customer's money has been held for a day or more. */
export function waitedTooLong(sinceIso: string, now: number = Date.now()): boolean {
  return now - Date.parse(sinceIso) >= DAY;
}

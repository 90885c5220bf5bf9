import { TICKET_STATUS } from '@cargo/domain';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A span of seconds the way the desk says it: less than a minute, minutes under an hour, hours under a day, then
 * days. The desk's catalogue words it (staff/useSpan.ts: «12 мин», «3 ч», «2 дн»).
 */
export function spanParts(seconds: number): {
  unit: 'lessThanMinute' | 'minutes' | 'hours' | 'days';
  n: number;
} {
  const span = Math.max(0, Math.floor(seconds));
  if (span < MINUTE) return { unit: 'lessThanMinute', n: 0 };
  if (span < HOUR) return { unit: 'minutes', n: Math.floor(span / MINUTE) };
  if (span < DAY) return { unit: 'hours', n: Math.floor(span / HOUR) };
  return { unit: 'days', n: Math.floor(span / DAY) };
}

/** A customer waiting for a day or more is shown in red. */
export function waitedTooLong(waitingSince: string | null, now: number = Date.now()): boolean {
  return waitingSince !== null && now - Date.parse(waitingSince) >= DAY * 1000;
}

export const TICKET_STATUS_COLOR: Record<number, string> = {
  [TICKET_STATUS.NEW]: 'blue',
  [TICKET_STATUS.OPEN]: 'teal',
  [TICKET_STATUS.WAITING_CUSTOMER]: 'orange',
  [TICKET_STATUS.CLOSED]: 'gray',
};

import { TICKET_STATUS } from '@cargo/domain';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A span of seconds the way the desk says it: «меньше минуты», «12 мин» under an hour, «3 ч» under a day, then «2 дн». */
export function formatSpan(seconds: number): string {
  const span = Math.max(0, Math.floor(seconds));
  if (span < MINUTE) return 'меньше минуты';
  if (span < HOUR) return `${Math.floor(span / MINUTE)} мин`;
  if (span < DAY) return `${Math.floor(span / HOUR)} ч`;
  return `${Math.floor(span / DAY)} дн`;
}

/** «ждёт 2 ч»: how long the customer has waited for the service, or null when nobody waits. */
export function waitingLabel(waitingSince: string | null, now: number = Date.now()): string | null {
  if (!waitingSince) return null;
  const since = Date.parse(waitingSince);
  if (Number.isNaN(since)) return null;
  return `ждёт ${formatSpan((now - since) / 1000)}`;
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

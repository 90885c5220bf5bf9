import { formatDateTime } from '../../../shared/format/formatDate';
import { pluralRu } from '../../../shared/format/pluralRu';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago an event happened, in Russian: «только что», «5 минут назад», «вчера», then the date. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '—';
  const passed = Math.max(0, now - at);
  if (passed < MINUTE) return 'только что';
  if (passed < HOUR) {
    const minutes = Math.floor(passed / MINUTE);
    return `${minutes} ${pluralRu(minutes, ['минуту', 'минуты', 'минут'])} назад`;
  }
  if (passed < DAY) {
    const hours = Math.floor(passed / HOUR);
    return `${hours} ${pluralRu(hours, ['час', 'часа', 'часов'])} назад`;
  }
  const days = Math.floor(passed / DAY);
  if (days === 1) return 'вчера';
  if (days < 7) return `${days} ${pluralRu(days, ['день', 'дня', 'дней'])} назад`;
  return formatDateTime(iso);
}

import type { ReportPeriod } from '@cargo/domain';
import type { ReportRequest } from '../api/get-report';

/** Today in Moscow, «YYYY-MM-DD»: the report's calendar. */
export function moscowToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(now);
}

export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** What a period shows first: the last 30 days, the last 12 weeks, the last 12 months. */
export function defaultRange(period: ReportPeriod, today = moscowToday()): ReportRequest {
  if (period === 'day') return { period, from: daysBefore(today, 29), to: today };
  if (period === 'week') return { period, from: daysBefore(today, 7 * 11), to: today };
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 12, 1)).toISOString().slice(0, 10);
  return { period, from: start, to: today };
}

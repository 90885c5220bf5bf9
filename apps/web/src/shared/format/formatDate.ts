import dayjs from 'dayjs';

/** An ISO date from the API as dd.MM.yyyy. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = dayjs(iso);
  return date.isValid() ? date.format('DD.MM.YYYY') : '—';
}

/** An ISO instant from the API as dd.MM.yyyy HH:mm in the browser's time zone. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = dayjs(iso);
  return date.isValid() ? date.format('DD.MM.YYYY HH:mm') : '—';
}

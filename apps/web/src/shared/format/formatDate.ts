import dayjs from 'dayjs';

/** The language a date is written in: the cabinet's Russian or the desk's Chinese (decision 066). */
export type FormatLanguage = 'ru' | 'zh';

const zhDate = new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: '2-digit', day: '2-digit' });
const zhDateTime = new Intl.DateTimeFormat('zh-CN', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO date from the API as dd.MM.yyyy (Chinese: yyyy/MM/dd). */
export function formatDate(iso: string | null | undefined, language: FormatLanguage = 'ru'): string {
  if (!iso) return '—';
  const date = dayjs(iso);
  if (!date.isValid()) return '—';
  return language === 'zh' ? zhDate.format(date.toDate()) : date.format('DD.MM.YYYY');
}

/** An ISO instant from the API as dd.MM.yyyy HH:mm in the browser's time zone (Chinese: yyyy/MM/dd HH:mm). */
export function formatDateTime(iso: string | null | undefined, language: FormatLanguage = 'ru'): string {
  if (!iso) return '—';
  const date = dayjs(iso);
  if (!date.isValid()) return '—';
  return language === 'zh' ? zhDateTime.format(date.toDate()) : date.format('DD.MM.YYYY HH:mm');
}

import { COUNTRY, formatPhone, recipientFullName, recipientName, type Recipient } from '@cargo/domain';

/**
 * The name used in lists and toasts: the full name, else the list label, else «Получатель по ссылке» — the words of
 * the domain's `recipientName` without its noun, never a number the customer sees nowhere (decision 054).
 */
export function recipientDisplayName(recipient: Recipient): string {
  return recipientFullName(recipient) || recipient.nickName?.trim() || recipientName(recipient);
}

/** "45 10 123456" for Russia, "MP1234567" for Belarus, series and number as they are otherwise. */
export function formatPassport(
  recipient: Pick<Recipient, 'countryCode' | 'idocSeries' | 'idocNumber'>,
): string {
  const { idocSeries: series, idocNumber: number } = recipient;
  if (!series && !number) return '—';
  if (recipient.countryCode === COUNTRY.BELARUS) return number ?? series ?? '—';
  if (recipient.countryCode === COUNTRY.RUSSIA && series && /^\d{4}$/.test(series)) {
    return `${series.slice(0, 2)} ${series.slice(2)} ${number ?? ''}`.trim();
  }
  return [series, number].filter(Boolean).join(' ');
}

/** A stored phone for display: +7 999 123-45-67 for Russia and Belarus, as entered otherwise. */
export function displayPhone(phone: string | null): string {
  return phone ? formatPhone(phone) : '—';
}

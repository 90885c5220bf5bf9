import {
  COUNTRY,
  formatPhone,
  RECIPIENT_STATUS,
  recipientFullName,
  recipientName,
  type Recipient,
} from '@cargo/domain';

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

/** A status the recipients tab can be opened filtered to (`?status=`), and what the page says about it. */
export interface RecipientStatusFilter {
  statusId: number;
  /** «Показаны только: …» */
  title: string;
  /** The empty list under the filter: it speaks of the filter, not of the customer having no recipients. */
  emptyTitle: string;
  emptyText: string;
}

/** The dashboard's «Получатели отклонены» tile opens `?status=3`. */
export const RECIPIENT_STATUS_FILTERS: readonly RecipientStatusFilter[] = [
  {
    statusId: RECIPIENT_STATUS.CANCELED,
    title: 'отклонённые получатели',
    emptyTitle: 'Отклонённых получателей нет',
    emptyText: 'Проверка не отклонила ни одного вашего получателя. Остальные получатели — в полном списке.',
  },
];

export function recipientStatusFilter(status: string | null): RecipientStatusFilter | null {
  return RECIPIENT_STATUS_FILTERS.find((filter) => String(filter.statusId) === status) ?? null;
}

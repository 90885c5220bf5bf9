import { COUNTRY, formatPhone, type RecipientStatusId } from '@cargo/domain';

/** A recipient as the API returns it (docs/api-recipients-addresses.md). Dates are yyyy-MM-dd. */
export interface Recipient {
  id: number;
  surname: string | null;
  name: string | null;
  middleName: string | null;
  nickName: string | null;
  countryCode: number | null;
  country: { code: number; name: string } | null;
  recipientClientDataStatus: { id: RecipientStatusId; title: string };
  status: 'ACTIVE' | 'ARCHIVED';
  email: string | null;
  phone: string | null;
  inn: string | null;
  dateBirthday: string | null;
  idocSeries: string | null;
  idocNumber: string | null;
  idocOrg: string | null;
  idocDate: string | null;
  dobroPoizon: boolean;
  fromUrl: boolean;
  cancelReason: string | null;
  createdAt: string;
  updatedAt: string;
}

/** "Иванов Иван Иванович" (empty for a recipient nobody has filled in yet). */
export function recipientFullName(recipient: Pick<Recipient, 'surname' | 'name' | 'middleName'>): string {
  return [recipient.surname, recipient.name, recipient.middleName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** The name used in lists and toasts: the full name, else the list label, else the number. */
export function recipientDisplayName(recipient: Recipient): string {
  return recipientFullName(recipient) || recipient.nickName?.trim() || `№ ${recipient.id}`;
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

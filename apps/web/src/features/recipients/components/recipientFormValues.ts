import { COUNTRY, formatPhone, type Recipient, type RecipientInput } from '@cargo/domain';
import { formatSeriesInput } from './passportInput';

/** An empty form: Russia is preselected, it is where most recipients are. */
export function emptyRecipientForm(countryCode: number | undefined = COUNTRY.RUSSIA): RecipientInput {
  return {
    countryCode: countryCode as number,
    surname: '',
    name: '',
    middleName: '',
    nickName: '',
    email: '',
    phone: '',
    inn: '',
    dateBirthday: '',
    idocSeries: '',
    idocNumber: '',
    idocOrg: '',
    idocDate: '',
  };
}

/** A stored recipient as form values: phone and series in their input masks. */
export function recipientToForm(recipient: Recipient): RecipientInput {
  const countryCode = recipient.countryCode ?? recipient.country?.code ?? COUNTRY.RUSSIA;
  const strict = countryCode === COUNTRY.RUSSIA || countryCode === COUNTRY.BELARUS;
  return {
    ...emptyRecipientForm(countryCode),
    surname: recipient.surname ?? '',
    name: recipient.name ?? '',
    middleName: recipient.middleName ?? '',
    nickName: recipient.nickName ?? '',
    email: recipient.email ?? '',
    phone: recipient.phone ? (strict ? formatPhone(recipient.phone) : recipient.phone) : '',
    inn: recipient.inn ?? '',
    dateBirthday: recipient.dateBirthday ?? '',
    idocSeries: countryCode === COUNTRY.RUSSIA ? formatSeriesInput(recipient.idocSeries ?? '') : '',
    idocNumber: recipient.idocNumber ?? '',
    idocOrg: recipient.idocOrg ?? '',
    idocDate: recipient.idocDate ?? '',
  };
}

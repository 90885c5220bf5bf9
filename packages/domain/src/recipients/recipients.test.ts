import { describe, expect, it } from 'vitest';
import { recipientSchema, type RecipientInput } from './recipients.js';

const russian: RecipientInput = {
  countryCode: 643,
  surname: 'Иванов',
  name: 'Иван',
  middleName: 'Иванович',
  email: 'Ivan@Mail.ru',
  phone: '8 (999) 123-45-67',
  inn: '500100732259',
  dateBirthday: '1990-05-01',
  idocSeries: '45 10',
  idocNumber: '123456',
  idocOrg: 'ГУ МВД России по г. Москве',
  idocDate: '2015-06-01',
};

const belarusian: RecipientInput = {
  countryCode: 112,
  surname: 'Ковалёва',
  name: 'Анна',
  middleName: 'Сергеевна',
  email: 'anna@tut.by',
  phone: '+375 29 123-45-67',
  dateBirthday: '1992-02-10',
  idocNumber: 'mp1234567',
  idocOrg: 'Московским РУВД г. Минска',
  idocDate: '2018-03-15',
};

function errorsOf(input: RecipientInput): Record<string, string> {
  const result = recipientSchema.safeParse(input);
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues)
    errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const tomorrow = () => {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return d.toISOString().slice(0, 10);
};

describe('recipient rules for Russia', () => {
  it('accepts a complete recipient and normalises it', () => {
    const data = recipientSchema.parse(russian);
    expect(data).toMatchObject({
      email: 'ivan@mail.ru',
      phone: '79991234567',
      idocSeries: '4510',
      idocNumber: '123456',
    });
  });

  it.each<[Partial<RecipientInput>, string, string]>([
    [{ surname: '' }, 'surname', 'Введите фамилию'],
    [{ surname: 'Ivanov' }, 'surname', 'Фамилия должна быть на кириллице'],
    [{ name: 'Ivan' }, 'name', 'Имя должно быть на кириллице'],
    [{ middleName: 'Ivanovich' }, 'middleName', 'Отчество должно быть на кириллице'],
    [{ email: '' }, 'email', 'Введите email'],
    [{ email: 'ivan@' }, 'email', 'Некорректный email'],
    [{ email: 'ivan@icloud.com' }, 'email', 'Электронная почта от @icloud.com не допускается.'],
    [{ phone: '' }, 'phone', 'Введите номер телефона'],
    [{ phone: '+375 29 123-45-67' }, 'phone', 'Телефон введен не правильно'],
    [{ phone: '999 123' }, 'phone', 'Телефон введен не правильно'],
    [{ inn: '' }, 'inn', 'Введите ИНН'],
    [{ inn: '50010073225a' }, 'inn', 'Только цифры'],
    [{ inn: '5001007322' }, 'inn', 'Должно быть ровно 12 цифр'],
    [{ dateBirthday: '' }, 'dateBirthday', 'Введите дату рождения'],
    [{ dateBirthday: tomorrow() }, 'dateBirthday', 'Дата рождения не может быть в будущем'],
    [{ idocSeries: '' }, 'idocSeries', 'Введите серию паспорта'],
    [{ idocSeries: '45 1' }, 'idocSeries', 'Введите номер правильно'],
    [{ idocNumber: '' }, 'idocNumber', 'Введите номер паспорта'],
    [{ idocNumber: '12345' }, 'idocNumber', 'Введите номер правильно'],
    [{ idocOrg: '' }, 'idocOrg', 'Укажите, кем выдан паспорт'],
    [{ idocDate: '' }, 'idocDate', 'Введите дату выдачи'],
    [{ idocDate: tomorrow() }, 'idocDate', 'Некорректная дата выдачи'],
    [{ idocDate: '1980-01-01' }, 'idocDate', 'Некорректная дата выдачи'],
  ])('%o → %s: %s', (change, field, message) => {
    expect(errorsOf({ ...russian, ...change })[field]).toBe(message);
  });
});

describe('recipient rules for Belarus', () => {
  it('takes the series from the passport number and keeps no INN', () => {
    const data = recipientSchema.parse({ ...belarusian, inn: '123' });
    expect(data).toMatchObject({
      idocSeries: 'MP',
      idocNumber: 'MP1234567',
      inn: null,
      phone: '375291234567',
    });
  });

  it.each<[Partial<RecipientInput>, string, string]>([
    [{ idocNumber: '1234567' }, 'idocNumber', 'Введите номер правильно'],
    [{ idocNumber: 'MP123456' }, 'idocNumber', 'Введите номер правильно'],
    [{ phone: '+7 999 123-45-67' }, 'phone', 'Телефон введен не правильно'],
    [{ phone: '+375 11 123-45-67' }, 'phone', 'Телефон введен не правильно'],
    [{ surname: 'Kovaleva' }, 'surname', 'Фамилия должна быть на кириллице'],
  ])('%o → %s: %s', (change, field, message) => {
    expect(errorsOf({ ...belarusian, ...change })[field]).toBe(message);
  });
});

describe('recipient rules for other countries', () => {
  it('asks only for the required fields, with no format checks', () => {
    const kazakh: RecipientInput = {
      countryCode: 398,
      surname: 'Smith',
      name: 'John',
      middleName: 'Paul',
      email: 'john@icloud.com',
      phone: '+7 701 000',
      dateBirthday: '1985-01-01',
    };
    expect(errorsOf(kazakh)).toEqual({});
    expect(errorsOf({ ...kazakh, surname: '', email: '', phone: '', dateBirthday: '' })).toEqual({
      surname: 'Введите фамилию',
      email: 'Введите email',
      phone: 'Введите номер телефона',
      dateBirthday: 'Введите дату рождения',
    });
  });
});

describe('recipient free text', () => {
  it('refuses text longer than the field keeps', () => {
    expect(
      errorsOf({
        ...russian,
        middleName: 'А'.repeat(300),
        nickName: 'Б'.repeat(51),
        email: `${'a'.repeat(95)}@mail.ru`,
        idocOrg: 'В'.repeat(201),
      }),
    ).toMatchObject({
      middleName: 'Не более 50 символов',
      nickName: 'Не более 50 символов',
      email: 'Не более 100 символов',
      idocOrg: 'Не более 200 символов',
    });
  });

  it('refuses an issue date that is not a date for any country (it is kept as a date)', () => {
    const kazakh: RecipientInput = {
      countryCode: 398,
      surname: 'Smith',
      name: 'John',
      middleName: 'Paul',
      email: 'john@mail.kz',
      phone: '+7 701 000',
      dateBirthday: '1985-01-01',
      idocDate: 'вчера',
    };
    expect(errorsOf(kazakh)).toEqual({ idocDate: 'Некорректная дата выдачи' });
  });
});

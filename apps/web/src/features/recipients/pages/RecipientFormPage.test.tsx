import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { COUNTRIES, page, recipientFixture } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

const baseHandlers = {
  'GET /api/client/my-info': () => json(myInfoFixture()),
  'GET /api/zones/available': () => json(page(COUNTRIES)),
  'GET /api/client/my-recipient-data': () => json(page([])),
  'GET /api/recipient-client-data/archive': () => json(page([])),
};

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });

async function openCreateForm() {
  const view = renderApp('/recipients/create');
  await screen.findByRole('heading', { name: 'Новый получатель' });
  await waitFor(() => expect(field('Страна получателя')).toHaveValue('Россия'));
  return view;
}

async function chooseCountry(name: string) {
  await userEvent.click(field('Страна получателя'));
  await userEvent.click(await screen.findByRole('option', { name }));
}

async function submit() {
  await userEvent.click(screen.getByRole('button', { name: 'Добавить получателя' }));
}

describe('recipient form', () => {
  it('shows the spec messages for a Russian recipient', async () => {
    const { callsTo } = mockFetch(baseHandlers);
    await openCreateForm();

    await userEvent.type(field('Фамилия'), 'Ivanov');
    await userEvent.type(field('Имя'), 'Иван');
    await userEvent.type(field('Отчество'), 'Иванович');
    await userEvent.type(field('Электронная почта'), 'ivan@icloud.com');
    await userEvent.type(field('Телефон'), '999123');
    await userEvent.type(field('ИНН'), '5001abc');
    await userEvent.type(field('Дата рождения'), '01.01.2999');
    await submit();

    expect(await screen.findByText('Фамилия должна быть на кириллице')).toBeInTheDocument();
    expect(screen.getByText('Электронная почта от @icloud.com не допускается.')).toBeInTheDocument();
    expect(screen.getByText('Телефон введен не правильно')).toBeInTheDocument();
    expect(screen.getByText('Только цифры')).toBeInTheDocument();
    expect(screen.getByText('Дата рождения не может быть в будущем')).toBeInTheDocument();
    expect(screen.getByText('Введите серию паспорта')).toBeInTheDocument();

    await userEvent.clear(field('ИНН'));
    await userEvent.type(field('ИНН'), '50010073225');
    await submit();
    expect(await screen.findByText('Должно быть ровно 12 цифр')).toBeInTheDocument();
    expect(callsTo('POST /api/recipient-client-data/cl')).toHaveLength(0);
  });

  it('creates a Russian recipient with the passport series cleaned and goes back to the list', async () => {
    const { callsTo } = mockFetch({
      ...baseHandlers,
      'POST /api/recipient-client-data/cl': () => json(recipientFixture(), 201),
    });
    const { router } = await openCreateForm();

    await userEvent.type(field('Фамилия'), 'Иванов');
    await userEvent.type(field('Имя'), 'Иван');
    await userEvent.type(field('Отчество'), 'Иванович');
    await userEvent.type(field('Как подписать в списке'), 'Брат');
    await userEvent.type(field('Электронная почта'), 'Ivan@Mail.ru');
    await userEvent.type(field('Телефон'), '89991234567');
    expect(field('Телефон')).toHaveValue('+7 999 123-45-67');
    await userEvent.type(field('ИНН'), '500100732259');
    await userEvent.type(field('Дата рождения'), '01.05.1990');
    await userEvent.type(field('Серия паспорта'), '4510');
    expect(field('Серия паспорта')).toHaveValue('45 10');
    await userEvent.type(field('Номер паспорта'), '123456');
    await userEvent.type(field('Кем выдан'), 'ГУ МВД России по г. Москве');
    await userEvent.type(field('Дата выдачи'), '01.06.2015');
    await submit();

    expect(await screen.findByText('Получатель успешно добавлен')).toBeInTheDocument();
    expect(screen.queryByText(/обновлен/)).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipientsAndAddress/recipients'));
    expect(callsTo('POST /api/recipient-client-data/cl')[0]?.body).toEqual({
      countryCode: 643,
      surname: 'Иванов',
      name: 'Иван',
      middleName: 'Иванович',
      nickName: 'Брат',
      email: 'ivan@mail.ru',
      phone: '79991234567',
      inn: '500100732259',
      dateBirthday: '1990-05-01',
      idocSeries: '4510',
      idocNumber: '123456',
      idocOrg: 'ГУ МВД России по г. Москве',
      idocDate: '2015-06-01',
    });
  });

  it('checks only the required fields for another country', async () => {
    const { callsTo } = mockFetch({
      ...baseHandlers,
      'POST /api/recipient-client-data/cl': () => json(recipientFixture({ countryCode: 398 }), 201),
    });
    await openCreateForm();
    // Россия and Беларусь first, then the others by name (the server's order reversed put Россия last).
    await userEvent.click(field('Страна получателя'));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Россия',
      'Беларусь',
      'Казахстан',
      'Украина',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Казахстан' }));

    await submit();
    expect(await screen.findByText('Введите фамилию')).toBeInTheDocument();
    expect(screen.getByText('Введите дату рождения')).toBeInTheDocument();
    expect(screen.queryByLabelText('ИНН', { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Серия паспорта', { exact: false })).not.toBeInTheDocument();

    await userEvent.type(field('Фамилия'), 'Ivanov');
    await userEvent.type(field('Имя'), 'Ivan');
    await userEvent.type(field('Отчество'), 'Ivanovich');
    await userEvent.type(field('Электронная почта'), 'ivan@icloud.com');
    await userEvent.type(field('Телефон'), '+7 701 123');
    await userEvent.type(field('Дата рождения'), '01.05.1990');
    await submit();

    await waitFor(() => expect(callsTo('POST /api/recipient-client-data/cl')).toHaveLength(1));
    expect(screen.queryByText('Фамилия должна быть на кириллице')).not.toBeInTheDocument();
    expect(screen.queryByText('Электронная почта от @icloud.com не допускается.')).not.toBeInTheDocument();
    expect(screen.queryByText('Телефон введен не правильно')).not.toBeInTheDocument();
    expect(callsTo('POST /api/recipient-client-data/cl')[0]?.body).toMatchObject({
      countryCode: 398,
      surname: 'Ivanov',
      phone: '+7 701 123',
      inn: null,
      dateBirthday: '1990-05-01',
    });
  });

  it('asks for a Belarusian passport number of two letters and seven digits, without INN', async () => {
    mockFetch(baseHandlers);
    await openCreateForm();
    await chooseCountry('Беларусь');

    expect(screen.queryByLabelText('ИНН', { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Серия паспорта', { exact: false })).not.toBeInTheDocument();
    await userEvent.type(field('Телефон'), '291234567');
    expect(field('Телефон')).toHaveValue('+375 29 123-45-67');
    await userEvent.type(field('Номер паспорта'), 'mp12345');
    expect(field('Номер паспорта')).toHaveValue('MP12345');
    await submit();

    expect(await screen.findByText('Введите номер правильно')).toBeInTheDocument();
    expect(screen.queryByText('Телефон введен не правильно')).not.toBeInTheDocument();
  });

  it('shows why a recipient was cancelled and puts server errors under the fields', async () => {
    const cancelled = recipientFixture({
      recipientClientDataStatus: { id: 3, title: 'Отклонён' },
      cancelReason: 'Паспорт просрочен',
    });
    const { callsTo } = mockFetch({
      ...baseHandlers,
      'GET /api/recipient-client-data/7': () => json(cancelled),
      'PUT /api/recipient-client-data/cl/7': () =>
        json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Проверьте данные',
            errors: { idocNumber: 'Паспорт уже есть' },
          },
          400,
        ),
    });
    renderApp('/recipients/edit/7');

    expect(await screen.findByText('Получатель отклонён')).toBeInTheDocument();
    expect(screen.getByText(/Причина: Паспорт просрочен/)).toBeInTheDocument();
    await waitFor(() => expect(field('Серия паспорта')).toHaveValue('45 10'));
    expect(field('Телефон')).toHaveValue('+7 999 123-45-67');
    expect(field('Дата рождения')).toHaveValue('01.05.1990');

    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Паспорт уже есть')).toBeInTheDocument();
    expect(screen.getByText('Проверьте данные')).toBeInTheDocument();
    expect(callsTo('PUT /api/recipient-client-data/cl/7')[0]?.body).toMatchObject({ idocSeries: '4510' });
  });

  it('says «обновлен» after an edit, sending the version it was loaded from', async () => {
    const { callsTo } = mockFetch({
      ...baseHandlers,
      'GET /api/recipient-client-data/7': () => json(recipientFixture()),
      'PUT /api/recipient-client-data/cl/7': () => json(recipientFixture({ name: 'Пётр' })),
    });
    const { router } = renderApp('/recipients/edit/7');
    await waitFor(() => expect(field('Имя')).toHaveValue('Иван'));
    await userEvent.clear(field('Имя'));
    await userEvent.type(field('Имя'), 'Пётр');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Получатель успешно обновлен')).toBeInTheDocument();
    expect(screen.queryByText(/добавлен/)).not.toBeInTheDocument();
    const put = callsTo('PUT /api/recipient-client-data/cl/7')[0];
    expect(put?.body).toMatchObject({ name: 'Пётр' });
    expect(put?.search.get('updatedAt')).toBe('2026-11-21T10:00:00.000Z');
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipientsAndAddress/recipients'));
  });

  it('refuses a 300-letter middle name with a short message and sends nothing', async () => {
    const { callsTo } = mockFetch(baseHandlers);
    await openCreateForm();
    await userEvent.type(field('Фамилия'), 'Иванов');
    await userEvent.type(field('Имя'), 'Иван');
    await userEvent.click(field('Отчество'));
    await userEvent.paste('Иванович'.repeat(40));
    await submit();
    expect(await screen.findByText('Не более 50 символов')).toBeInTheDocument();
    expect(callsTo('POST /api/recipient-client-data/cl')).toHaveLength(0);
  });
});

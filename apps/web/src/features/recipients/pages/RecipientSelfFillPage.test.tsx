import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedCall } from '../../../test/fetchMock';
import { COUNTRIES, page } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

const LINK = '/recipients/secondary?receiverToken=receiver-1&recipientId=42';
const inTwoHours = () => new Date(Date.now() + (2 * 3600 + 5 * 60 + 30) * 1000).toISOString();

function linkHandlers(expiresAt = inTwoHours()) {
  return {
    'GET /api/zones/available': () => json(page(COUNTRIES)),
    'GET /api/recipient-client-data/42': (call: RecordedCall) =>
      call.headers.Authorization === 'Bearer receiver-1'
        ? json({ id: 42, recipientClientDataStatus: { id: 4, title: 'Не заполнен' }, expiresAt })
        : json({ code: 'LINK_EXPIRED', message: 'Срок действия ссылки истёк' }, 401),
  };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });

async function fillRussianRecipient() {
  await userEvent.type(field('Фамилия'), 'Петрова');
  await userEvent.type(field('Имя'), 'Анна');
  await userEvent.type(field('Отчество'), 'Сергеевна');
  await userEvent.type(field('Электронная почта'), 'anna@mail.ru');
  await userEvent.type(field('Телефон'), '9161234567');
  await userEvent.type(field('ИНН'), '500100732259');
  await userEvent.type(field('Дата рождения'), '12.03.1992');
  await userEvent.type(field('Серия паспорта'), '4512');
  await userEvent.type(field('Номер паспорта'), '654321');
  await userEvent.type(field('Кем выдан'), 'ГУ МВД России по г. Москве');
  await userEvent.type(field('Дата выдачи'), '20.04.2016');
}

describe('recipient self-fill link', () => {
  it('says the link is broken when the token or the id is missing', async () => {
    const { calls } = mockFetch(linkHandlers());
    renderApp('/recipients/secondary?recipientId=42');

    expect(
      await screen.findByText(
        'Ошибка: Не удалось обновить получателя. Попробуйте сгенерировать новую ссылку',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Ссылка неполная')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/recipient-client-data'))).toHaveLength(0);
  });

  it('counts down to the expiry and offers Russia and Belarus only; the token is not a sign-in', async () => {
    const { callsTo } = mockFetch(linkHandlers());
    renderApp(LINK);

    expect(await screen.findByText('Для заполнения данных получателя осталось')).toBeInTheDocument();
    const countdown = screen.getByTestId('countdown');
    expect(countdown).toHaveTextContent(/^02часа:05минут:(29|30)секунд$/);
    expect(callsTo('GET /api/recipient-client-data/42')[0]?.headers.Authorization).toBe('Bearer receiver-1');

    await waitFor(() => expect(screen.getByRole('radio', { name: 'Россия' })).toBeChecked());
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['643', '112']);
    // A link token is not a customer's session.
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Разделы кабинета' })).not.toBeInTheDocument();
  });

  it('goes to the expired warning when the time is over', async () => {
    mockFetch(linkHandlers(new Date(Date.now() + 1500).toISOString()));
    const { router } = renderApp(LINK);

    await screen.findByText('Для заполнения данных получателя осталось');
    await waitFor(() => expect(router.state.location.pathname).toBe('/warning/expired-time'), {
      timeout: 4000,
    });
    expect(await screen.findByRole('heading', { name: 'Срок действия ссылки истёк' })).toBeInTheDocument();
  });

  it('asks to fill everything when the form is incomplete', async () => {
    const { callsTo } = mockFetch(linkHandlers());
    renderApp(LINK);
    await screen.findByText('Для заполнения данных получателя осталось');

    await userEvent.click(await screen.findByRole('button', { name: 'Отправить' }));

    expect(await screen.findByText('Пожалуйста заполните все поля')).toBeInTheDocument();
    expect(screen.getByText('Введите фамилию')).toBeInTheDocument();
    expect(callsTo('POST /api/recipient-client-data/cl')).toHaveLength(0);
  });

  it('sends the data with the link token and shows the success page', async () => {
    const { callsTo } = mockFetch({
      ...linkHandlers(),
      'POST /api/recipient-client-data/cl': () => json({ id: 42, recipientClientDataStatus: { id: 1 } }, 201),
    });
    const { router } = renderApp(LINK);
    await screen.findByText('Для заполнения данных получателя осталось');

    await fillRussianRecipient();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/success/create-recipient'));
    expect(await screen.findByRole('heading', { name: 'Данные отправлены' })).toBeInTheDocument();
    const [post] = callsTo('POST /api/recipient-client-data/cl');
    expect(post?.headers.Authorization).toBe('Bearer receiver-1');
    expect(post?.body).toMatchObject({
      countryCode: 643,
      surname: 'Петрова',
      phone: '79161234567',
      idocSeries: '4512',
      idocNumber: '654321',
      dateBirthday: '1992-03-12',
      idocDate: '2016-04-20',
    });
    expect(callsTo('POST /api/auth/refresh-token')).toHaveLength(0);
  });

  it('leaves the «fill everything» toast of a failed attempt behind when the data is sent', async () => {
    mockFetch({
      ...linkHandlers(),
      'POST /api/recipient-client-data/cl': () => json({ id: 42, recipientClientDataStatus: { id: 1 } }, 201),
    });
    const { router } = renderApp(LINK);
    await screen.findByText('Для заполнения данных получателя осталось');
    await userEvent.click(await screen.findByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Пожалуйста заполните все поля')).toBeInTheDocument();

    await fillRussianRecipient();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/success/create-recipient'));
    expect(await screen.findByRole('heading', { name: 'Данные отправлены' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Пожалуйста заполните все поля')).not.toBeInTheDocument());
  });

  it('says a link makes one recipient only when the submit answers 401', async () => {
    const { callsTo } = mockFetch({
      ...linkHandlers(),
      'POST /api/recipient-client-data/cl': () =>
        json({ code: 'LINK_USED', message: 'Данной ссылкой можно создать только один receiver' }, 401),
    });
    const { router } = renderApp(LINK);
    await screen.findByText('Для заполнения данных получателя осталось');

    await fillRussianRecipient();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByText('Данной ссылкой можно создать только один receiver')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/warning/expired-time'));
    expect(callsTo('POST /api/auth/refresh-token')).toHaveLength(0);
  });

  it('sends an expired link to the expired warning and an unreadable one to the invalid-link warning', async () => {
    mockFetch({
      'GET /api/zones/available': () => json(page(COUNTRIES)),
      'GET /api/recipient-client-data/42': () => json({ code: 'LINK_EXPIRED', message: 'Истекла' }, 401),
      'GET /api/recipient-client-data/43': () => json({ code: 'INTERNAL', message: 'Ошибка' }, 400),
    });
    const expired = renderApp(LINK);
    await waitFor(() => expect(expired.router.state.location.pathname).toBe('/warning/expired-time'));
    expired.unmount();

    const invalid = renderApp('/recipients/secondary?receiverToken=receiver-1&recipientId=43');
    await waitFor(() =>
      expect(invalid.router.state.location.pathname).toBe('/warning/invalid-credentials-url'),
    );
    expect(await screen.findByRole('heading', { name: 'Ссылка недействительна' })).toBeInTheDocument();
  });
});

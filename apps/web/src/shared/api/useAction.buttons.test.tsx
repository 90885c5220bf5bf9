import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { myInfoFixture } from '../../test/fixtures';
import { countersFixture, GOOD_SERVICES, goodFixture } from '../../test/goodFixtures';
import { parcelDetailsFixture, parcelListFixture } from '../../test/parcelFixtures';
import { page } from '../../test/recipientFixtures';
import { renderApp } from '../../test/renderApp';

// Issue 30: the three buttons a real double click broke. The clicks are dispatched back to back, as a browser does
// for a fast double click: before React has rendered the button's «loading». The server answers a repeat as it
// would (409 / e-mail taken), so a second request shows up as a red toast.

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const doubleClick = (button: HTMLElement) => {
  fireEvent.click(button);
  fireEvent.click(button);
};

function signIn() {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
}

/** The first call succeeds, every repeat gets the given refusal. */
function once(first: () => Response, repeat: () => Response) {
  let calls = 0;
  return () => (calls++ === 0 ? first() : repeat());
}

describe('a double click acts once and says so once', () => {
  it('«Зарегистрироваться»: one account, the success, and the sign-in page', async () => {
    const { callsTo } = mockFetch({
      'POST /api/client/sign-up': once(
        () => json({ token: 't', refreshToken: 'r' }, 201),
        () => json({ code: 'EMAIL_TAKEN', message: 'Пользователь с таким email уже зарегистрирован' }, 409),
      ),
    });
    const { router } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Регистрация' });
    await userEvent.type(screen.getByLabelText('Имя'), 'Анна');
    await userEvent.type(screen.getByLabelText('Почта'), 'anna@example.ru');
    await userEvent.type(screen.getByLabelText('Пароль'), 'long-password');
    await userEvent.type(screen.getByLabelText('Повторите пароль'), 'long-password');
    await userEvent.click(screen.getByRole('checkbox'));

    doubleClick(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    expect(
      await screen.findByText('Регистрация прошла успешно. Можете войти в личный кабинет'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(callsTo('POST /api/client/sign-up')).toHaveLength(1);
    expect(screen.queryByText(/уже зарегистрирован|Не удалось/)).not.toBeInTheDocument();
  });

  it('«Отправить на комплектацию»: one request, the success and no red toast', async () => {
    signIn();
    let parcel = parcelDetailsFixture({ id: 12, statusId: 10 });
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/client/my-recipient-data': () => json(page([])),
      'GET /api/client/my-goods/counters': () => json({}),
      'GET /api/client/my-parcels': () => json(parcelListFixture([])),
      'GET /api/parcel/parcelWithStatus': () => json(parcel),
      'PUT /api/parcel/cl/send-on-assembly/12': once(
        () => json((parcel = parcelDetailsFixture({ id: 12, statusId: 15 }))),
        () => json({ code: 'INVALID_STATUS', message: 'Посылку нельзя отправить на комплектацию' }, 409),
      ),
    });
    renderApp('/parcels/12');

    doubleClick(await screen.findByRole('button', { name: 'Отправить на комплектацию' }));

    expect(await screen.findByText('Посылка успешно отправлена на комплектацию')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Отправить на комплектацию' })).toBeNull(),
    );
    expect(callsTo('PUT /api/parcel/cl/send-on-assembly/12')).toHaveLength(1);
    expect(screen.queryByText('Не удалось отправить посылку на комплектацию')).not.toBeInTheDocument();
  });

  it('«Одобрить» (photos): one request, «approved» and no red 409', async () => {
    signIn();
    const pending = goodFixture({
      id: 7,
      description: 'Кеды',
      goodStatus: { id: 20, title: 'На складе' },
      photoReports: ['/api/images/r1.png'],
      photoApproval: 'PENDING',
    });
    let current = pending;
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/client/my-recipient-data': () => json(page([])),
      'GET /api/client/my-goods/counters': () => json(countersFixture({ onstore: 1 })),
      'GET /api/additional-service/e-object-type/GOODS': () => json(page(GOOD_SERVICES)),
      'GET /api/client/my-goods': () => json(page([current])),
      'POST /api/goods/cl/photos/approve/7': once(
        () => json((current = { ...pending, photoApproval: 'APPROVED' })),
        () =>
          json({ code: 'CONFLICT', message: 'Одобрить можно только фото, которые ждут вашего решения' }, 409),
      ),
    });
    renderApp('/products?section=onstore');
    const row = await screen.findByRole('article', { name: /Кеды/ });

    doubleClick(within(row).getByRole('button', { name: 'Одобрить фото: Кеды' }));

    expect(await within(row).findByText('Фото одобрены')).toBeInTheDocument();
    expect(callsTo('POST /api/goods/cl/photos/approve/7')).toHaveLength(1);
    expect(screen.queryByText(/Одобрить можно только/)).not.toBeInTheDocument();
  });
});

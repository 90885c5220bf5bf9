import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@cargo/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressFixture } from '../../../test/addressFixtures';
import { json, mockFetch, type RecordedCall } from '../../../test/fetchMock';
import { RATES } from '../../../test/financeFixtures';
import { myInfoFixture } from '../../../test/fixtures';
import { PARCEL_SERVICES, TARIFFS } from '../../../test/goodFixtures';
import { lotFixture, myOrdersFixture, orderFixture } from '../../../test/orderFixtures';
import { page, recipientFixture } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const confirmed = recipientFixture({ id: 7, recipientClientDataStatus: { id: 2, title: 'Подтверждён' } });
const PARCEL = {
  nameOfTheProduct: 'Кроссовки для Ивана',
  recipientId: 7,
  hasTheSameRecipient: true,
  finalRecipientName: null,
  finalRecipientPhone: null,
  deliveryTransportId: 111,
  deliveryAddressId: 3,
  parcelPackageTypeId: 1,
  additionalServicesIds: [2, 3],
};
const readyOrder = (statusId = 70): Order =>
  orderFixture(9, [lotFixture(91, { statusId, status: { id: statusId, title: 'Готовый заказ' } })], {
    orderTypeId: 2,
    orderStatusId: statusId,
    parcelData: PARCEL,
  });
const result = (order: Order, message: string) => json({ message, order, balance: 10 });

type Handler = (call: RecordedCall) => Response;
function serve(extra: Record<string, Handler> = {}) {
  return mockFetch({
    'GET /api/client/my-info': () => json(myInfoFixture()),
    'GET /api/client/my-orders': (call) =>
      json(
        myOrdersFixture(call.search.get('statusId') === '70' ? [readyOrder()] : [], { readyOrderCount: 1 }),
      ),
    'GET /api/currency-rate': () => json(RATES),
    'GET /api/client/my-recipient-data': (call) =>
      json(page(call.search.get('isVerified') === 'true' ? [confirmed] : [])),
    'GET /api/additional-service/e-object-type/PARCEL': () => json(page(PARCEL_SERVICES)),
    'GET /api/delivery-transport': () => json(page(TARIFFS)),
    'GET /api/client/my-addresses': () => json(page([addressFixture({ id: 3, name: 'СДЭК у дома' })])),
    ...extra,
  });
}

const lot = () => screen.getByRole('group', { name: 'Лот 1' });
const field = (name: RegExp) => within(lot()).getByRole('textbox', { name });
const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });

async function put(user: ReturnType<typeof userEvent.setup>, target: HTMLElement, text: string) {
  await user.clear(target);
  await user.click(target);
  await user.paste(text);
}

/** Issue 30, item 2: ready orders («Готовый заказ», lot 70) have their tab, badge, form and actions. */
describe('ready orders on /orders', () => {
  it('lists them on their own tab with its count, and counts them in the sidebar badge', async () => {
    serve();
    renderApp('/orders?section=ready');
    const card = await screen.findByRole('article', { name: 'Готовый заказ Z9' });
    expect(within(card).getByText('Посылка в один клик: «Кроссовки для Ивана»')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Редактировать' })).toHaveAttribute(
      'href',
      '/order?type=ready&id=9',
    );
    expect(
      await screen.findByRole('tab', { name: 'Готовые заказы (1)', selected: true }),
    ).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Разделы кабинета' })[0]!;
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /Поможем купить/ })).toHaveAccessibleName(
        /1 требуют внимания/,
      ),
    );
  });

  it('sends one to buyout once however often it is clicked', async () => {
    const { callsTo } = serve({
      'POST /api/readyOrder/cl/order/9': () => result(readyOrder(50), 'Заказ отправлен на закупку'),
    });
    renderApp('/orders?section=ready');
    const card = await screen.findByRole('article', { name: 'Готовый заказ Z9' });
    await userEvent.dblClick(within(card).getByRole('button', { name: 'Отправить на закупку' }));
    expect(await screen.findByText('Заказ отправлен на закупку')).toBeInTheDocument();
    expect(callsTo('POST /api/readyOrder/cl/order/9')).toHaveLength(1);
  });

  it('cancels one after a confirmation saying nothing was paid', async () => {
    const { callsTo } = serve({
      'DELETE /api/readyOrder/9': () => result(readyOrder(30), 'Заказ успешно отменен'),
    });
    renderApp('/orders?section=ready');
    const card = await screen.findByRole('article', { name: 'Готовый заказ Z9' });
    await userEvent.click(within(card).getByRole('button', { name: 'Отменить заказ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить заказ?' });
    expect(dialog).toHaveTextContent('Заказ будет отменён. Вы за него ещё ничего не платили');
    expect(callsTo('DELETE /api/readyOrder/9')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));
    expect(await screen.findByText('Заказ успешно отменен')).toBeInTheDocument();
    expect(callsTo('DELETE /api/readyOrder/9')).toHaveLength(1);
  });

  it(
    'creates one from «Готовый заказ»: the lot and its one-click parcel in one call',
    { timeout: 60000 },
    async () => {
      const { callsTo } = serve({
        'POST /api/readyOrder/cl': () => result(readyOrder(), 'Заказ успешно создан!'),
      });
      const { router } = renderApp('/orders?section=new');
      await userEvent.click(await screen.findByRole('link', { name: 'Готовый заказ' }));
      // The form's chunk loads on the first visit.
      expect(
        await screen.findByRole('heading', { name: 'Новый готовый заказ' }, { timeout: 10000 }),
      ).toBeInTheDocument();
      const user = userEvent.setup();
      await put(user, field(/Ссылка на товар/), 'https://shop.example.cn/item/1');
      await put(user, field(/Наименование товара/), 'Кроссовки');
      await put(user, field(/Цена за шт/), '89,50');
      await put(user, field(/Количество/), '2');
      await put(user, field(/Доставка по Китаю/), '12');
      await user.click(within(lot()).getByRole('checkbox', { name: 'Обувь' }));
      expect(screen.queryByRole('button', { name: /Удалить Лот/ })).not.toBeInTheDocument();

      // Nothing is sent while the parcel is incomplete: the parcel's own messages show.
      await user.click(screen.getByRole('button', { name: 'Сохранить' }));
      expect(await screen.findByText('Введите название посылки')).toBeInTheDocument();
      expect(callsTo('POST /api/readyOrder/cl')).toHaveLength(0);

      await put(user, input('Название посылки'), 'Кроссовки для Ивана');
      await user.click(screen.getByRole('combobox', { name: 'Получатель для таможни' }));
      await user.click(await screen.findByRole('option', { name: 'Иванов Иван Иванович' }));
      const tariff = screen.getByRole('combobox', { name: 'Тариф международной доставки' });
      await waitFor(() => expect(tariff).toBeEnabled());
      await user.click(tariff);
      await user.click(await screen.findByRole('option', { name: /Авиа Стандарт/ }));
      await user.click(await screen.findByRole('radio', { name: 'СДЭК у дома' }));
      await user.click(screen.getByRole('radio', { name: 'Коробка' }));
      await user.dblClick(screen.getByRole('button', { name: 'Сохранить' }));

      expect(await screen.findByText('Заказ успешно создан!')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.search).toBe('?section=ready'));
      const posts = callsTo('POST /api/readyOrder/cl');
      expect(posts).toHaveLength(1);
      expect(posts[0]!.body).toMatchObject({
        order: {
          orderUnits: [
            expect.objectContaining({ orderName: 'Кроссовки', price: '89.50', count: 2, types: [2] }),
          ],
        },
        parcelData: PARCEL,
      });
    },
  );

  it('edits one with its saved lot and parcel, and saving sends the changed name', async () => {
    const { callsTo } = serve({
      'GET /api/readyOrder/9': () => json(readyOrder()),
      'PUT /api/readyOrder/9': () => result(readyOrder(), 'Заказ успешно Отредактирован!'),
    });
    renderApp('/order?type=ready&id=9');
    expect(
      await screen.findByRole('heading', { name: 'Редактировать готовый заказ Z9' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(input('Название посылки')).toHaveValue('Кроссовки для Ивана'));
    const user = userEvent.setup();
    await put(user, field(/Наименование товара/), 'Кеды');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Заказ успешно Отредактирован!')).toBeInTheDocument();
    expect(callsTo('PUT /api/readyOrder/9')[0]!.body).toMatchObject({
      order: { orderUnits: [expect.objectContaining({ id: 91, orderName: 'Кеды' })] },
      parcelData: PARCEL,
    });
  });
});

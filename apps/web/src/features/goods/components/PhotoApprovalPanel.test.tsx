import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Good } from '@cargo/domain';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { countersFixture, GOOD_SERVICES, goodFixture } from '../../../test/goodFixtures';
import { page } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const pending = goodFixture({
  id: 7,
  description: 'Кеды',
  goodStatus: { id: 20, title: 'На складе' },
  additionalServicesIds: [12],
  photoReports: ['/api/images/r1.png'],
  photoApproval: 'PENDING',
});

function world(answer: Good) {
  let current = pending;
  return mockFetch({
    'GET /api/client/my-info': () => json(myInfoFixture()),
    'GET /api/client/my-recipient-data': () => json(page([])),
    'GET /api/client/my-goods/counters': () => json(countersFixture({ onstore: 1 })),
    'GET /api/additional-service/e-object-type/GOODS': () => json(page(GOOD_SERVICES)),
    'GET /api/client/my-goods': () => json(page([current])),
    'POST /api/goods/cl/photos/approve/7': () => json((current = answer)),
    'POST /api/goods/cl/photos/return/7': () => json((current = answer)),
  });
}

describe('the warehouse photos on a good', () => {
  it('approves the photos with one click and then shows them approved', async () => {
    const { callsTo } = world({ ...pending, photoApproval: 'APPROVED' });
    renderApp('/products?section=onstore');
    const row = await screen.findByRole('article', { name: /Кеды/ });
    expect(within(row).getByText('Фото ждут вашего решения')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: /Фотоотчёт 1/ })).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Одобрить фото: Кеды' }));
    await waitFor(() => expect(callsTo('POST /api/goods/cl/photos/approve/7')).toHaveLength(1));
    expect(await within(row).findByText('Фото одобрены')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Одобрить фото/ })).not.toBeInTheDocument();
  });

  it('asks before sending the good back to the seller', async () => {
    const { callsTo } = world({
      ...pending,
      photoApproval: 'RETURN_REQUESTED',
      goodStatus: { id: 110, title: 'Возврат отправителю' },
    });
    renderApp('/products?section=onstore');
    const row = await screen.findByRole('article', { name: /Кеды/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Вернуть продавцу: Кеды' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вернуть продавцу?' });
    expect(callsTo('POST /api/goods/cl/photos/return/7')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуть продавцу' }));
    await waitFor(() => expect(callsTo('POST /api/goods/cl/photos/return/7')).toHaveLength(1));
    expect(await screen.findByText('Запрошен возврат')).toBeInTheDocument();
  });
});

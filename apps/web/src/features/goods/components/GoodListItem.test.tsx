import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

const noEvents = { data: [], totalElements: 0, totalPages: 0, page: 1, unread: 0 };

function showGood() {
  return mockFetch({
    'GET /api/client/my-info': () => json(myInfoFixture()),
    'GET /api/client/my-recipient-data': () => json(page([])),
    'GET /api/client/my-goods/counters': () => json(countersFixture({ waiting: 1 })),
    'GET /api/additional-service/e-object-type/GOODS': () => json(page(GOOD_SERVICES)),
    'GET /api/client/my-goods': () => json(page([goodFixture({ id: 4, description: 'Кеды' })])),
    'GET /api/notifications': () => json(noEvents),
  });
}

describe('a goods list card (decision 044)', () => {
  it('opens the good’s events from its button, by mouse, and loads them only then', async () => {
    const { callsTo } = showGood();
    renderApp('/products?section=waiting');
    const card = await screen.findByRole('article', { name: 'Кеды' });
    const button = within(card).getByRole('button', { name: 'История уведомлений' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog', { name: 'История уведомлений' })).not.toBeInTheDocument();

    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'История уведомлений' });
    expect(await within(dialog).findByText('Событий пока нет')).toBeInTheDocument();
    const byObject = callsTo('GET /api/notifications').filter((call) => call.search.get('objectId') === '4');
    expect(byObject).toHaveLength(1);
    expect(byObject[0]!.search.get('objectType')).toBe('good');
  });

  it('opens the events and the delete confirmation from the keyboard', async () => {
    showGood();
    renderApp('/products?section=waiting');
    const card = await screen.findByRole('article', { name: 'Кеды' });

    within(card).getByRole('button', { name: 'История уведомлений' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'История уведомлений' })).toBeInTheDocument();
    // The events button that took its place has the focus.
    expect(within(card).getByRole('button', { name: 'История уведомлений' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');

    within(card).getByRole('button', { name: 'Удалить: Кеды' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Удалить груз?' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { notificationFixture, notificationPage } from '../test/fixtures';
import { renderRouted } from '../test/renderRouted';
import { ObjectEvents } from './ObjectEvents';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('one object’s events', () => {
  it('asks for the events of that object and lists them', async () => {
    const { callsTo } = mockFetch({
      'GET /api/notifications': () => json(notificationPage([notificationFixture({ read: true })])),
    });
    renderRouted(<ObjectEvents objectType="parcel" objectId={7} />);

    const section = await screen.findByRole('region', { name: 'История уведомлений' });
    expect(await within(section).findByText('Посылка № 7 взвешена')).toBeInTheDocument();
    const query = callsTo('GET /api/notifications')[0]!.search;
    expect(query.get('objectType')).toBe('parcel');
    expect(query.get('objectId')).toBe('7');
  });

  it('as a button, loads the events only when opened', async () => {
    const { callsTo } = mockFetch({ 'GET /api/notifications': () => json(notificationPage([])) });
    renderRouted(<ObjectEvents objectType="topUp" objectId={3} variant="button" />);

    const button = screen.getByRole('button', { name: 'История уведомлений' });
    expect(callsTo('GET /api/notifications')).toHaveLength(0);
    await userEvent.click(button);
    expect(await screen.findByText('Событий пока нет')).toBeInTheDocument();
    expect(callsTo('GET /api/notifications')[0]?.search.get('objectType')).toBe('topUp');
  });
});

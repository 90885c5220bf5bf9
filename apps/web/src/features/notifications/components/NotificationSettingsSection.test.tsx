import { DEFAULT_NOTIFICATION_PREFERENCES, NOTIFICATION_MESSAGES } from '@cargo/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { settingsFixture } from '../test/fixtures';
import { renderRouted } from '../test/renderRouted';
import { NotificationSettingsSection } from './NotificationSettingsSection';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('notification settings', () => {
  it('sends the channels as toggled and says they are saved', async () => {
    const { callsTo } = mockFetch({
      'GET /api/notifications/settings': () => json(settingsFixture({ available: true, linked: true })),
      'PUT /api/notifications/settings': (call) =>
        json({ ...settingsFixture({ available: true, linked: true }), ...(call.body as object) }),
    });
    renderRouted(<NotificationSettingsSection />);

    const goodsByEmail = await screen.findByRole('checkbox', { name: 'Товары: Эл. почта' });
    expect(goodsByEmail).not.toBeChecked();
    await userEvent.click(goodsByEmail);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ответы поддержки: Telegram' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText(NOTIFICATION_MESSAGES.settingsSaved)).toBeInTheDocument();
    expect(callsTo('PUT /api/notifications/settings')[0]?.body).toEqual({
      preferences: {
        ...DEFAULT_NOTIFICATION_PREFERENCES,
        good: { email: true, telegram: true },
        ticket: { email: true, telegram: false },
      },
    });
  });

  it('says Telegram is off when the service has no bot, and shows no ticked Telegram boxes', async () => {
    mockFetch({ 'GET /api/notifications/settings': () => json(settingsFixture({ available: false })) });
    renderRouted(<NotificationSettingsSection />);

    expect(await screen.findByText(NOTIFICATION_MESSAGES.telegramOff)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подключить Telegram' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Посылки: Telegram' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Telegram/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Посылки: Эл. почта' })).toBeEnabled();
  });

  it('shows the Telegram boxes empty and locked until a chat is linked', async () => {
    mockFetch({ 'GET /api/notifications/settings': () => json(settingsFixture({ available: true })) });
    renderRouted(<NotificationSettingsSection />);

    const parcels = await screen.findByRole('checkbox', { name: 'Посылки: Telegram' });
    expect(parcels).not.toBeChecked();
    expect(parcels).toBeDisabled();
    expect(screen.getByRole('columnheader', { name: /Telegram\s*не подключён/ })).toBeInTheDocument();
  });

  it('e-mails photos to approve and storage fees by default', async () => {
    mockFetch({ 'GET /api/notifications/settings': () => json(settingsFixture({ available: false })) });
    renderRouted(<NotificationSettingsSection />);

    expect(
      await screen.findByRole('checkbox', { name: /Товары, которые ждут вашего решения.*: Эл\. почта/ }),
    ).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Платное хранение товаров: Эл. почта' })).toBeChecked();
  });

  it('gets a deep link to the bot and opens it', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const url = 'https://t.me/cargo_bot?start=abc123';
    const { callsTo } = mockFetch({
      'GET /api/notifications/settings': () =>
        json(settingsFixture({ available: true, botUsername: 'cargo_bot' })),
      'POST /api/notifications/telegram/link': () => json({ url, expiresAt: new Date().toISOString() }),
    });
    renderRouted(<NotificationSettingsSection />);

    await userEvent.click(await screen.findByRole('button', { name: 'Подключить Telegram' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener'));
    expect(callsTo('POST /api/notifications/telegram/link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'откройте ссылку' })).toHaveAttribute('href', url);
  });

  it('unlinks a linked chat', async () => {
    const { callsTo } = mockFetch({
      'GET /api/notifications/settings': () => json(settingsFixture({ available: true, linked: true })),
      'DELETE /api/notifications/telegram': () => json(settingsFixture({ available: true, linked: false })),
    });
    renderRouted(<NotificationSettingsSection />);

    await userEvent.click(await screen.findByRole('button', { name: 'Отключить' }));
    expect(await screen.findByText(NOTIFICATION_MESSAGES.telegramUnlinked)).toBeInTheDocument();
    expect(callsTo('DELETE /api/notifications/telegram')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Подключить Telegram' })).toBeInTheDocument();
  });
});

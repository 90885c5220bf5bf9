import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedCall } from '../../../../test/fetchMock';
import { myInfoFixture } from '../../../../test/fixtures';
import { deskGoodFixture as deskGood } from '../../../../test/goodFixtures';
import { page } from '../../../../test/recipientFixtures';
import { renderApp } from '../../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'staff-access');
  window.localStorage.setItem('refreshToken', 'staff-refresh');
});
afterEach(() => vi.unstubAllGlobals());

/** A warehouse member whose desk speaks Chinese (decision 066: remembered on the account). */
const chineseMember = {
  'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
  'GET /api/staff/me': () =>
    json({ id: 5, email: 'sklad@example.ru', name: 'Ли', roles: ['warehouse'], deskLanguage: 'zh' }),
};

describe('the goods desk in Chinese', () => {
  it('shows the goods with Chinese headings, statuses, steps and a Chinese amount', async () => {
    mockFetch({
      ...chineseMember,
      'GET /api/staff/goods': () =>
        json(page([deskGood({ id: 5, goodStatus: { id: 20, title: 'На складе' } })])),
    });
    renderApp('/staff/goods');
    expect(await screen.findByRole('heading', { name: '客户货物' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Nike Air Force 1' });
    // 2 × 89.50 CNY the Chinese way, not «89,50 ¥».
    expect(within(card).getByText(/2 × ¥89\.50 · 不验货/)).toBeInTheDocument();
    expect(within(card).getByText('在库')).toBeInTheDocument();
    expect(within(card).getByText(/编号 5 · 运单号：YT1234567890123 · 客户：/)).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['照片报告', '不符合要求', '包裹中无此货物']);
    expect(screen.queryByText('Товары клиентов')).not.toBeInTheDocument();
  });

  it('receives a scan and lists the waifs in Chinese, dates the Chinese way', async () => {
    let waifs: Array<{ id: number; trackNumber: string; receivedAt: string }> = [];
    mockFetch({
      ...chineseMember,
      'GET /api/staff/warehouse/waifs': () => json(page(waifs)),
      'POST /api/staff/warehouse/receive': (call: RecordedCall) => {
        const { trackNumber } = call.body as { trackNumber: string };
        waifs = [{ id: 1, trackNumber, receivedAt: '2026-11-21T10:00:00.000Z' }];
        return json({ trackNumber, waif: true, alreadyReceived: false, goods: [] });
      },
    });
    renderApp('/staff/warehouse');
    expect(await screen.findByRole('heading', { name: '包裹入库' })).toBeInTheDocument();
    const field = await screen.findByLabelText('运单号');
    expect(await screen.findByText('没有无法识别的包裹。')).toBeInTheDocument();
    await userEvent.click(field);
    await userEvent.keyboard('ZZ000111{Enter}');
    expect(await screen.findByText('ZZ000111 — 无法识别的货物')).toBeInTheDocument();
    expect(screen.getByText('上次扫描：无法识别的货物')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '无法识别的包裹' });
    expect(within(table).getByText('2026/11/21')).toBeInTheDocument();
  });
});

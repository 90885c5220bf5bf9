import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Report, type ReportBucket, type ReportMoney, REPORT_MESSAGES } from '@cargo/domain';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const zero: Omit<ReportMoney, 'currency'> = {
  topUps: '0.00',
  delivery: '0.00',
  services: '0.00',
  buyoutCommission: '0.00',
  buyoutGoods: '0.00',
  storage: '0.00',
  insurance: '0.00',
  refunds: '0.00',
  insurancePayouts: '0.00',
  cardRefunds: '0.00',
  other: '0.00',
  net: '0.00',
  balancesEnd: '0.00',
};
const quiet = (ccy: ReportMoney['currency']): ReportMoney => ({ currency: ccy, ...zero });
const bucket = (start: string, over: Partial<ReportBucket>): ReportBucket => ({
  start,
  end: start,
  goodsReceived: 0,
  parcelsShipped: 0,
  shippedWeightKg: '0.000',
  flights: 0,
  ticketsOpened: 0,
  ticketsAnswered: 0,
  firstAnswerMedianMinutes: null,
  firstAnswerAvgMinutes: null,
  money: [quiet('RUB'), quiet('CNY'), quiet('USD'), quiet('EUR')],
  ...over,
});
const report: Report = {
  period: 'day',
  from: '2026-11-10',
  to: '2026-11-11',
  timeZone: 'Europe/Moscow',
  storageDebtNow: '34.90',
  generatedAt: '2026-11-28T10:00:00.000Z',
  buckets: [
    bucket('2026-11-10', {
      goodsReceived: 1,
      parcelsShipped: 1,
      shippedWeightKg: '9.000',
      flights: 1,
      ticketsOpened: 3,
      ticketsAnswered: 3,
      firstAnswerMedianMinutes: 90,
      firstAnswerAvgMinutes: 80,
      money: [
        { ...quiet('RUB'), topUps: '10000.00', net: '10000.00', balancesEnd: '10000.00' },
        { ...quiet('CNY'), topUps: '5000.00', net: '5000.00', balancesEnd: '5000.00' },
        quiet('USD'),
        quiet('EUR'),
      ],
    }),
    bucket('2026-11-11', {
      goodsReceived: 2,
      parcelsShipped: 3,
      shippedWeightKg: '4.500',
      flights: 2,
      ticketsOpened: 1,
      money: [
        {
          ...quiet('RUB'),
          delivery: '1008.19',
          services: '150.50',
          insurance: '45.67',
          storage: '42.54',
          net: '-1196.90',
          balancesEnd: '8803.10',
        },
        { ...quiet('CNY'), buyoutCommission: '69.77', buyoutGoods: '930.24', balancesEnd: '5000.00' },
        quiet('USD'),
        quiet('EUR'),
      ],
    }),
  ],
};

/** The file the page handed the browser, caught at URL.createObjectURL. */
function catchFiles() {
  const files: Blob[] = [];
  const createObjectURL = vi.fn((blob: Blob) => {
    files.push(blob);
    return 'blob:report';
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  return files;
}

const normal = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('the owner’s reports (/staff/reports)', () => {
  it('shows the operations and the money of each day from the report, per currency', async () => {
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/reports': () => json(report),
    });
    renderApp('/staff/reports');

    const operations = await screen.findByRole('table', { name: 'Товары, посылки и обращения' });
    const [, tenth, eleventh] = within(operations).getAllByRole('row');
    expect(within(tenth!).getByRole('rowheader')).toHaveTextContent('10.11.2026');
    expect(
      within(tenth!)
        .getAllByRole('cell')
        .map((cell) => normal(cell.textContent)),
    ).toEqual(['1', '1', '9', '1', '3', '3', '90', '80']);
    expect(within(eleventh!).getAllByRole('cell')[2]).toHaveTextContent('4,5');
    expect(screen.getByRole('link', { name: 'Отчёты' })).toBeInTheDocument();

    const money = screen.getByRole('table', { name: 'Деньги, RUB: по строкам журнала операций' });
    const row = within(money).getAllByRole('row')[2]!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => normal(cell.textContent));
    expect(cells[1]).toBe('1 008,19 ₽'); // delivery
    expect(cells[2]).toBe('150,50 ₽'); // services
    expect(cells[12]).toBe('8 803,10 ₽'); // balances at the end
    expect(normal(screen.getByText(/Долг за хранение сейчас/).textContent)).toContain('34,90 ₽');

    await userEvent.click(screen.getByRole('radio', { name: 'CNY' }));
    const yuan = await screen.findByRole('table', { name: 'Деньги, CNY: по строкам журнала операций' });
    expect(normal(within(within(yuan).getAllByRole('row')[2]!).getAllByRole('cell')[3]!.textContent)).toBe(
      '69,77 ¥',
    );
    // The first ask: the last 30 Moscow days by day.
    const asked = callsTo('GET /api/staff/reports')[0]!.search;
    expect(asked.get('period')).toBe('day');
    expect(asked.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('asks again by week, and refuses a range that ends before it starts in the domain’s words', async () => {
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/reports': () => json(report),
    });
    renderApp('/staff/reports');
    await screen.findByRole('table', { name: 'Товары, посылки и обращения' });
    await userEvent.click(screen.getByRole('radio', { name: 'По неделям' }));
    await waitFor(() => expect(callsTo('GET /api/staff/reports').at(-1)!.search.get('period')).toBe('week'));
    const calls = callsTo('GET /api/staff/reports').length;

    const from = screen.getByRole('textbox', { name: 'С' });
    const to = screen.getByRole('textbox', { name: 'По' });
    await userEvent.clear(from);
    await userEvent.type(from, '27.11.2026');
    await userEvent.clear(to);
    await userEvent.type(to, '01.11.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Показать' }));
    expect(await screen.findByText(REPORT_MESSAGES.rangeInverted)).toBeInTheDocument();
    expect(callsTo('GET /api/staff/reports')).toHaveLength(calls);
  });

  it('exports the table as CSV and as an XLSX that reads back with the same figures', async () => {
    const files = catchFiles();
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/reports': () => json(report),
    });
    renderApp('/staff/reports');
    await screen.findByRole('table', { name: 'Товары, посылки и обращения' });

    await userEvent.click(screen.getByRole('button', { name: 'Скачать CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const csv = await files[0]!.text();
    const [header, first, second] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toContain('Период;С;По;Товаров принято');
    expect(header).toContain('Доставка, RUB');
    expect(header).toContain('Комиссия выкупа, CNY');
    expect(header).not.toContain('USD'); // no money moved in dollars
    expect(first).toMatch(/^10\.11\.2026;2026-11-10;2026-11-10;1;1;9,000;1;3;3;90;80;10000,00;/);
    expect(second!.split(';')).toContain('1008,19');

    await userEvent.click(screen.getByRole('button', { name: 'Скачать XLSX' }));
    await waitFor(() => expect(files).toHaveLength(2), { timeout: 5000 });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await files[1]!.arrayBuffer());
    const sheet = workbook.getWorksheet('Отчёт')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = (title: string) => headers.indexOf(title) + 1;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(1).value).toBe('10.11.2026');
    expect(sheet.getRow(2).getCell(column('Товаров принято')).value).toBe(1);
    expect(sheet.getRow(3).getCell(column('Доставка, RUB')).value).toBe(1008.19);
    expect(sheet.getRow(3).getCell(column('Комиссия выкупа, CNY')).value).toBe(69.77);
    expect(sheet.getRow(3).getCell(column('Балансы клиентов на конец, RUB')).numFmt).toBe('#,##0.00');
  });

  it('says so when nothing happened in the range', async () => {
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/reports': () =>
        json({ ...report, buckets: [bucket('2026-11-10', {}), bucket('2026-11-11', {})] }),
    });
    renderApp('/staff/reports');
    expect(await screen.findByText(/За эти даты событий нет/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Скачать CSV' })).not.toBeInTheDocument();
  });

  it('speaks Chinese to a member who chose 中文: headings, days, amounts and the CSV’s headings', async () => {
    const files = catchFiles();
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/me': () =>
        json({ id: 1, email: 'owner@example.ru', name: 'Владелец', roles: ['owner'], deskLanguage: 'zh' }),
      'GET /api/staff/reports': () => json(report),
    });
    renderApp('/staff/reports');

    expect(await screen.findByRole('heading', { name: '报表' })).toBeInTheDocument();
    const operations = await screen.findByRole('table', { name: '货物、包裹和客服工单' });
    expect(within(operations).getByRole('columnheader', { name: '入库货物数' })).toBeInTheDocument();
    const [, tenth, eleventh] = within(operations).getAllByRole('row');
    expect(within(tenth!).getByRole('rowheader')).toHaveTextContent('2026/11/10');
    expect(within(eleventh!).getAllByRole('cell')[2]).toHaveTextContent('4.5');
    const money = screen.getByRole('table', { name: '资金，RUB：按账务流水汇总' });
    const cells = within(within(money).getAllByRole('row')[2]!)
      .getAllByRole('cell')
      .map((cell) => normal(cell.textContent));
    expect(cells[1]).toBe('RUB 1,008.19'); // delivery
    expect(normal(screen.getByText(/当前仓储欠费/).textContent)).toContain('RUB 34.90');
    expect(screen.getByRole('radio', { name: '按周' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '下载 CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const [header, first] = (await files[0]!.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toMatch(/^周期,从,至,入库货物数,/);
    expect(header).toContain(',运费（RUB）,');
    expect(first).toMatch(/^2026\/11\/10,2026-11-10,2026-11-10,1,1,9\.000,1,3,3,90,80,10000\.00,/);
  });

  it('is not in the navigation of a member without finance', async () => {
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/me': () =>
        json({ id: 2, email: 'sklad@example.ru', name: 'Склад', roles: ['warehouse'] }),
      'GET /api/staff/warehouse/waifs': () => json([]),
    });
    renderApp('/staff/parcels');
    await screen.findAllByRole('link', { name: /Посылки/ });
    expect(screen.queryByRole('link', { name: 'Отчёты' })).not.toBeInTheDocument();
  });
});

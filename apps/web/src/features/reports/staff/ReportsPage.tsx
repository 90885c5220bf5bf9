import '@mantine/charts/styles.css';
import {
  type CurrencyCcy,
  type Report,
  type ReportPeriod,
  REPORT_MONEY_COLUMNS,
  REPORT_PERIOD_TITLE,
  REPORT_PERIODS,
  reportQuerySchema,
} from '@cargo/domain';
import { BarChart, LineChart } from '@mantine/charts';
import {
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { WEB_MESSAGES } from '../../../shared/config/messages';
import { formatMoney } from '../../../shared/format/formatMoney';
import { DateField } from '../../../shared/ui/DateField';
import { notifyError } from '../../../shared/ui/notify';
import { type ReportRequest, useReport } from '../api/get-report';
import {
  bucketLabel,
  moneyOf,
  OPERATION_COLUMNS,
  reportCsv,
  reportCurrencies,
  reportTable,
  reportXlsx,
  saveFile,
} from '../model/report-table';

/** Today in Moscow, «YYYY-MM-DD»: the report's calendar. */
function moscowToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(now);
}

function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** What a period shows first: the last 30 days, the last 12 weeks, the last 12 months. */
export function defaultRange(period: ReportPeriod, today = moscowToday()): ReportRequest {
  if (period === 'day') return { period, from: daysBefore(today, 29), to: today };
  if (period === 'week') return { period, from: daysBefore(today, 7 * 11), to: today };
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 12, 1)).toISOString().slice(0, 10);
  return { period, from: start, to: today };
}

const PERIOD_OPTIONS = REPORT_PERIODS.map((value) => ({ value, label: REPORT_PERIOD_TITLE[value] }));

const REVENUE_SERIES = [
  { name: 'delivery', label: 'Доставка', color: 'blue.6' },
  { name: 'services', label: 'Услуги', color: 'teal.6' },
  { name: 'buyoutCommission', label: 'Комиссия выкупа', color: 'grape.6' },
  { name: 'storage', label: 'Хранение', color: 'orange.6' },
  { name: 'insurance', label: 'Страховка', color: 'cyan.7' },
];

const number = (value: number | string | null) =>
  value === null ? '—' : Number(value).toLocaleString('ru-RU', { maximumFractionDigits: 3 });

/**
 * /staff/reports (owner, finance; decision 065): the business by day, week or month in Moscow time — the goods
 * received, the parcels and their weight shipped, the flights, the tickets and their first answer, and the money
 * from the ledger by kind and currency — as charts and tables, exported as CSV or XLSX in the browser.
 */
export function ReportsPage() {
  const [form, setForm] = useState<ReportRequest>(() => defaultRange('day'));
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const [asked, setAsked] = useState<ReportRequest>(form);
  const report = useReport(asked);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reportQuerySchema.safeParse(form);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'to' ? 'to' : 'from';
        found[field] ??= issue.message;
      }
      return setErrors(found);
    }
    setErrors({});
    setAsked(parsed.data);
  };
  const choosePeriod = (value: string) => {
    const next = defaultRange(value as ReportPeriod);
    setForm(next);
    setErrors({});
    setAsked(next);
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        Отчёты
      </Title>
      <Card withBorder>
        <form onSubmit={submit} noValidate aria-label="Параметры отчёта">
          <Stack gap="sm">
            <Group gap="xs" align="center">
              <Text id="report-period-label" size="sm" fw={500}>
                Период
              </Text>
              <SegmentedControl
                aria-labelledby="report-period-label"
                data={PERIOD_OPTIONS}
                value={form.period}
                onChange={choosePeriod}
              />
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <DateField
                label="С"
                value={form.from}
                error={errors.from}
                onChange={(from) => setForm((previous) => ({ ...previous, from }))}
              />
              <DateField
                label="По"
                value={form.to}
                error={errors.to}
                onChange={(to) => setForm((previous) => ({ ...previous, to }))}
              />
              <Group align="flex-end">
                <Button type="submit">Показать</Button>
              </Group>
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              Дни — по московскому времени; неделя — с понедельника, месяц — с 1-го числа.
            </Text>
          </Stack>
        </form>
      </Card>
      {report.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label="Отчёт загружается">
          <Skeleton height={260} />
          <Skeleton height={200} />
        </Stack>
      ) : report.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(report.error, WEB_MESSAGES.somethingWrong)}
        </Alert>
      ) : (
        <ReportView report={report.data} refreshing={report.isFetching} />
      )}
    </Stack>
  );
}

function isEmpty(report: Report): boolean {
  return (
    reportCurrencies(report).length === 0 &&
    report.buckets.every(
      (b) => b.goodsReceived + b.parcelsShipped + b.ticketsOpened + b.ticketsAnswered === 0,
    )
  );
}

function ReportView({ report, refreshing }: { report: Report; refreshing: boolean }) {
  const currencies = reportCurrencies(report);
  const [chosen, setCurrency] = useState<CurrencyCcy>('RUB');
  const currency = currencies.includes(chosen) ? chosen : (currencies[0] ?? 'RUB');
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const name = `report-${report.period}-${report.from}-${report.to}`;

  const exportAs = async (kind: 'csv' | 'xlsx') => {
    setExporting(kind);
    try {
      const table = reportTable(report);
      const blob =
        kind === 'csv'
          ? new Blob([reportCsv(table)], { type: 'text/csv;charset=utf-8' })
          : await reportXlsx(table, `Отчёт ${report.from} — ${report.to}`);
      saveFile(blob, `${name}.${kind}`);
    } catch (failure) {
      notifyError(errorMessage(failure, WEB_MESSAGES.somethingWrong));
    } finally {
      setExporting(null);
    }
  };

  if (isEmpty(report)) {
    return (
      <Alert color="gray" variant="light">
        За эти даты событий нет: ни товаров, ни посылок, ни денег, ни обращений
      </Alert>
    );
  }

  const chartData = report.buckets.map((bucket) => {
    const money = moneyOf(bucket, currency);
    return {
      bucket: bucketLabel(bucket, report.period),
      goodsReceived: bucket.goodsReceived,
      parcelsShipped: bucket.parcelsShipped,
      ...Object.fromEntries(
        REVENUE_SERIES.map(({ name: key }) => [key, Number(money?.[key as 'delivery'] ?? 0)]),
      ),
      topUps: Number(money?.topUps ?? 0),
      balancesEnd: Number(money?.balancesEnd ?? 0),
    };
  });

  return (
    <Stack gap="md" aria-busy={refreshing}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="xs" align="center">
          {currencies.length > 1 && (
            <>
              <Text id="report-currency-label" size="sm" fw={500}>
                Валюта
              </Text>
              <SegmentedControl
                aria-labelledby="report-currency-label"
                data={currencies}
                value={currency}
                onChange={(value) => setCurrency(value as CurrencyCcy)}
              />
            </>
          )}
          <Text size="sm">
            Долг за хранение сейчас: <b>{formatMoney(report.storageDebtNow, 'RUB')}</b>
          </Text>
        </Group>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={exporting === 'csv'}
            onClick={() => void exportAs('csv')}
          >
            Скачать CSV
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={exporting === 'xlsx'}
            onClick={() => void exportAs('xlsx')}
          >
            Скачать XLSX
          </Button>
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Card withBorder component="figure" m={0} aria-labelledby="chart-revenue-title">
          <Text id="chart-revenue-title" component="figcaption" fw={500} mb="xs">
            Выручка по видам, {currency}
          </Text>
          <BarChart
            h={260}
            data={chartData}
            dataKey="bucket"
            type="stacked"
            withLegend
            series={REVENUE_SERIES}
            valueFormatter={(value) => formatMoney(value, currency)}
            // Room for «1 234 567,00 ₽» beside the axis.
            yAxisProps={{ width: 100 }}
          />
        </Card>
        <Card withBorder component="figure" m={0} aria-labelledby="chart-operations-title">
          <Text id="chart-operations-title" component="figcaption" fw={500} mb="xs">
            Товары и посылки
          </Text>
          <BarChart
            h={260}
            data={chartData}
            dataKey="bucket"
            withLegend
            series={[
              { name: 'goodsReceived', label: 'Товаров принято', color: 'indigo.6' },
              { name: 'parcelsShipped', label: 'Посылок отправлено', color: 'green.6' },
            ]}
          />
        </Card>
        <Card withBorder component="figure" m={0} aria-labelledby="chart-balances-title">
          <Text id="chart-balances-title" component="figcaption" fw={500} mb="xs">
            Пополнения и балансы клиентов на конец периода, {currency}
          </Text>
          <LineChart
            h={260}
            data={chartData}
            dataKey="bucket"
            withLegend
            curveType="linear"
            series={[
              { name: 'topUps', label: 'Пополнения', color: 'blue.6' },
              { name: 'balancesEnd', label: 'Балансы на конец', color: 'gray.7' },
            ]}
            valueFormatter={(value) => formatMoney(value, currency)}
            // Room for «1 234 567,00 ₽» beside the axis.
            yAxisProps={{ width: 100 }}
          />
        </Card>
      </SimpleGrid>

      <Card withBorder p={0}>
        <Table.ScrollContainer
          minWidth={900}
          // A phone scrolls the table sideways: the keyboard must reach it too (it holds no link).
          scrollAreaProps={{
            viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Товары, посылки и обращения' },
          }}
        >
          <Table verticalSpacing="xs" striped captionSide="top">
            <Table.Caption>Товары, посылки и обращения</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Период</Table.Th>
                {OPERATION_COLUMNS.map(([key, title]) => (
                  <Table.Th key={key} scope="col" ta="right">
                    {title}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.buckets.map((bucket) => (
                <Table.Tr key={bucket.start}>
                  <Table.Th scope="row">{bucketLabel(bucket, report.period)}</Table.Th>
                  {OPERATION_COLUMNS.map(([key]) => (
                    <Table.Td key={key} ta="right">
                      {number(bucket[key])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>

      <Card withBorder p={0}>
        <Table.ScrollContainer
          minWidth={1200}
          scrollAreaProps={{
            viewportProps: { tabIndex: 0, role: 'region', 'aria-label': `Деньги, ${currency}` },
          }}
        >
          <Table verticalSpacing="xs" striped captionSide="top">
            <Table.Caption>Деньги, {currency}: по строкам журнала операций</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Период</Table.Th>
                {REPORT_MONEY_COLUMNS.map(([key, title]) => (
                  <Table.Th key={key} scope="col" ta="right">
                    {title}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.buckets.map((bucket) => {
                const money = moneyOf(bucket, currency);
                return (
                  <Table.Tr key={bucket.start}>
                    <Table.Th scope="row">{bucketLabel(bucket, report.period)}</Table.Th>
                    {REPORT_MONEY_COLUMNS.map(([key]) => (
                      <Table.Td key={key} ta="right">
                        {formatMoney(money?.[key] ?? '0', currency)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}

import '@mantine/charts/styles.css';
import {
  type CurrencyCcy,
  type Report,
  type ReportPeriod,
  REPORT_MONEY_COLUMNS,
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
import { useDeskFormat, useDeskT } from '../../../shared/staff/i18n';
import { DateField } from '../../../shared/ui/DateField';
import { notifyError } from '../../../shared/ui/notify';
import { type ReportRequest, useReport } from '../api/get-report';
import {
  bucketLabel,
  moneyOf,
  type MoneyColumn,
  OPERATION_COLUMNS,
  type OperationColumn,
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

/** The revenue chart's kinds (their names: the money columns' titles in the desk's language). */
const REVENUE_SERIES = [
  { name: 'delivery', color: 'blue.6' },
  { name: 'services', color: 'teal.6' },
  { name: 'buyoutCommission', color: 'grape.6' },
  { name: 'storage', color: 'orange.6' },
  { name: 'insurance', color: 'cyan.7' },
] as const satisfies ReadonlyArray<{ name: MoneyColumn; color: string }>;

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
  const { t } = useDeskT('reports');
  const periodOptions = REPORT_PERIODS.map((value) => ({
    value,
    label: t(`periods.${value}`, { defaultValue: value }),
  }));

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
        {t('title')}
      </Title>
      <Card withBorder>
        <form onSubmit={submit} noValidate aria-label={t('form')}>
          <Stack gap="sm">
            <Group gap="xs" align="center">
              <Text id="report-period-label" size="sm" fw={500}>
                {t('period')}
              </Text>
              <SegmentedControl
                aria-labelledby="report-period-label"
                data={periodOptions}
                value={form.period}
                onChange={choosePeriod}
              />
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <DateField
                label={t('from')}
                value={form.from}
                error={errors.from}
                onChange={(from) => setForm((previous) => ({ ...previous, from }))}
              />
              <DateField
                label={t('to')}
                value={form.to}
                error={errors.to}
                onChange={(to) => setForm((previous) => ({ ...previous, to }))}
              />
              <Group align="flex-end">
                <Button type="submit">{t('show')}</Button>
              </Group>
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              {t('calendarHint')}
            </Text>
          </Stack>
        </form>
      </Card>
      {report.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
          <Skeleton height={260} />
          <Skeleton height={200} />
        </Stack>
      ) : report.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(report.error, t('somethingWrong'))}
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
  const { t } = useDeskT('reports');
  const format = useDeskFormat();
  const { language } = format;
  const operationTitle = (key: OperationColumn) => t(`operations.${key}`, { defaultValue: key });
  const moneyTitle = (key: MoneyColumn) => t(`money.${key}`, { defaultValue: key });
  const label = (bucket: Report['buckets'][number]) => bucketLabel(bucket, report.period, language);
  const number = (value: number | string | null) => (value === null ? '—' : format.number(Number(value)));
  const money = (amount: number | string) => format.money(amount, currency);

  const exportAs = async (kind: 'csv' | 'xlsx') => {
    setExporting(kind);
    try {
      const table = reportTable(report, {
        language,
        period: t('period'),
        from: t('from'),
        to: t('to'),
        operations: Object.fromEntries(OPERATION_COLUMNS.map((key) => [key, operationTitle(key)])) as Record<
          OperationColumn,
          string
        >,
        money: Object.fromEntries(REPORT_MONEY_COLUMNS.map(([key]) => [key, moneyTitle(key)])) as Record<
          MoneyColumn,
          string
        >,
        moneyHeading: (title, ccy) => t('moneyHeading', { title, currency: ccy }),
      });
      const blob =
        kind === 'csv'
          ? new Blob([reportCsv(table, language)], { type: 'text/csv;charset=utf-8' })
          : await reportXlsx(table, t('fileTitle', { from: report.from, to: report.to }), t('sheet'));
      saveFile(blob, `${name}.${kind}`);
    } catch (failure) {
      notifyError(errorMessage(failure, t('somethingWrong')));
    } finally {
      setExporting(null);
    }
  };

  if (isEmpty(report)) {
    return (
      <Alert color="gray" variant="light">
        {t('empty')}
      </Alert>
    );
  }

  const chartData = report.buckets.map((bucket) => {
    const figures = moneyOf(bucket, currency);
    return {
      bucket: label(bucket),
      goodsReceived: bucket.goodsReceived,
      parcelsShipped: bucket.parcelsShipped,
      ...Object.fromEntries(REVENUE_SERIES.map(({ name: key }) => [key, Number(figures?.[key] ?? 0)])),
      topUps: Number(figures?.topUps ?? 0),
      balancesEnd: Number(figures?.balancesEnd ?? 0),
    };
  });

  return (
    <Stack gap="md" aria-busy={refreshing}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="xs" align="center">
          {currencies.length > 1 && (
            <>
              <Text id="report-currency-label" size="sm" fw={500}>
                {t('currency')}
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
            {t('storageDebtNow')} <b>{format.money(report.storageDebtNow, 'RUB')}</b>
          </Text>
        </Group>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={exporting === 'csv'}
            onClick={() => void exportAs('csv')}
          >
            {t('downloadCsv')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={exporting === 'xlsx'}
            onClick={() => void exportAs('xlsx')}
          >
            {t('downloadXlsx')}
          </Button>
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Card withBorder component="figure" m={0} aria-labelledby="chart-revenue-title">
          <Text id="chart-revenue-title" component="figcaption" fw={500} mb="xs">
            {t('charts.revenue', { currency })}
          </Text>
          <BarChart
            h={260}
            data={chartData}
            dataKey="bucket"
            type="stacked"
            withLegend
            series={REVENUE_SERIES.map((series) => ({ ...series, label: moneyTitle(series.name) }))}
            valueFormatter={money}
            // Room for «1 234 567,00 ₽» beside the axis.
            yAxisProps={{ width: 100 }}
          />
        </Card>
        <Card withBorder component="figure" m={0} aria-labelledby="chart-operations-title">
          <Text id="chart-operations-title" component="figcaption" fw={500} mb="xs">
            {t('charts.operations')}
          </Text>
          <BarChart
            h={260}
            data={chartData}
            dataKey="bucket"
            withLegend
            series={[
              { name: 'goodsReceived', label: operationTitle('goodsReceived'), color: 'indigo.6' },
              { name: 'parcelsShipped', label: operationTitle('parcelsShipped'), color: 'green.6' },
            ]}
          />
        </Card>
        <Card withBorder component="figure" m={0} aria-labelledby="chart-balances-title">
          <Text id="chart-balances-title" component="figcaption" fw={500} mb="xs">
            {t('charts.balances', { currency })}
          </Text>
          <LineChart
            h={260}
            data={chartData}
            dataKey="bucket"
            withLegend
            curveType="linear"
            series={[
              { name: 'topUps', label: moneyTitle('topUps'), color: 'blue.6' },
              { name: 'balancesEnd', label: t('charts.balancesEnd'), color: 'gray.7' },
            ]}
            valueFormatter={money}
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
            viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('operationsTable') },
          }}
        >
          <Table verticalSpacing="xs" striped captionSide="top">
            <Table.Caption>{t('operationsTable')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('period')}</Table.Th>
                {OPERATION_COLUMNS.map((key) => (
                  <Table.Th key={key} scope="col" ta="right">
                    {operationTitle(key)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.buckets.map((bucket) => (
                <Table.Tr key={bucket.start}>
                  <Table.Th scope="row">{label(bucket)}</Table.Th>
                  {OPERATION_COLUMNS.map((key) => (
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
            viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('moneyRegion', { currency }) },
          }}
        >
          <Table verticalSpacing="xs" striped captionSide="top">
            <Table.Caption>{t('moneyTable', { currency })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('period')}</Table.Th>
                {REPORT_MONEY_COLUMNS.map(([key]) => (
                  <Table.Th key={key} scope="col" ta="right">
                    {moneyTitle(key)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.buckets.map((bucket) => {
                const figures = moneyOf(bucket, currency);
                return (
                  <Table.Tr key={bucket.start}>
                    <Table.Th scope="row">{label(bucket)}</Table.Th>
                    {REPORT_MONEY_COLUMNS.map(([key]) => (
                      <Table.Td key={key} ta="right">
                        {money(figures?.[key] ?? '0')}
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

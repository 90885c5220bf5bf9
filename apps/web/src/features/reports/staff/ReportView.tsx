import { type CurrencyCcy, type Report, REPORT_MONEY_COLUMNS } from '@cargo/domain';
import { BarChart, LineChart } from '@mantine/charts';
import { Alert, Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { useDeskFormat, useDeskT } from '../../../shared/staff/i18n';
import { notifyError } from '../../../shared/ui/notify';
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
import { BucketTable } from './BucketTable';

/** The revenue chart's kinds (their names: the money columns' titles in the desk's language). */
const REVENUE_SERIES = [
  { name: 'delivery', color: 'blue.6' },
  { name: 'services', color: 'teal.6' },
  { name: 'buyoutCommission', color: 'grape.6' },
  { name: 'storage', color: 'orange.6' },
  { name: 'insurance', color: 'cyan.7' },
] as const satisfies ReadonlyArray<{ name: MoneyColumn; color: string }>;

export function isEmpty(report: Report): boolean {
  return (
    reportCurrencies(report).length === 0 &&
    report.buckets.every(
      (b) => b.goodsReceived + b.parcelsShipped + b.ticketsOpened + b.ticketsAnswered === 0,
    )
  );
}

export function ReportView({ report, refreshing }: { report: Report; refreshing: boolean }) {
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

      <BucketTable
        caption={t('operationsTable')}
        region={t('operationsTable')}
        minWidth={900}
        buckets={report.buckets}
        columns={OPERATION_COLUMNS.map((key) => ({ key, title: operationTitle(key) }))}
        rowLabel={label}
        cell={(bucket, key) => number(bucket[key])}
      />
      <BucketTable
        caption={t('moneyTable', { currency })}
        region={t('moneyRegion', { currency })}
        minWidth={1200}
        buckets={report.buckets}
        columns={REPORT_MONEY_COLUMNS.map(([key]) => ({ key, title: moneyTitle(key) }))}
        rowLabel={label}
        cell={(bucket, key) => money(moneyOf(bucket, currency)?.[key] ?? '0')}
      />
    </Stack>
  );
}

import '@mantine/charts/styles.css';
import { type ReportPeriod, REPORT_PERIODS, reportQuerySchema } from '@cargo/domain';
import {
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { useDeskT } from '../../../shared/staff/i18n';
import { DateField } from '../../../shared/ui/DateField';
import { type ReportRequest, useReport } from '../api/get-report';
import { defaultRange } from '../model/report-range';
import { ReportView } from './ReportView';

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

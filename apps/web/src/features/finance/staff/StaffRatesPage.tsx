import {
  isAwaitingApproval,
  marginUpdateSchema,
  NUMBER_FIELDS,
  rateUpdateSchema,
  type CurrencyCcy,
} from '@cargo/domain';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { useDeskFormat, useDeskT } from '../../../shared/staff/i18n';
import { notifyError, notifyInfo, notifySuccess } from '../../../shared/ui/notify';
import { NumberField } from '../../../shared/ui/NumberField';
import { useSaveMargin } from '../api/staff/save-margin';
import { useSaveRate } from '../api/staff/save-rate';
import { useStaffRates } from '../api/staff/get-staff-rates';
import type { RateSubject } from '../api/staff/rate-history';
import { RateHistoryModal } from './RateHistoryModal';

interface RateRowProps {
  currency: CurrencyCcy;
  rate: number;
  updatedAt: string;
  onHistory: () => void;
}

function RateRow({ currency, rate, updatedAt, onHistory }: RateRowProps) {
  const save = useSaveRate();
  const { t } = useDeskT('finance');
  const format = useDeskFormat();
  const [text, setText] = useState(String(rate).replace('.', ','));
  const [error, setError] = useState<string | null>(null);
  return (
    <Table.Tr>
      <Table.Td>
        1 {currency}{' '}
        <Text span size="xs" c="dimmed">
          {t(`currencies.${currency}`)}
        </Text>
      </Table.Td>
      <Table.Td>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const parsed = rateUpdateSchema.safeParse({ rate: text });
            if (!parsed.success) return setError(parsed.error.issues[0]!.message);
            save.mutate(
              { currency, rate: parsed.data.rate },
              {
                onSuccess: (answer) =>
                  isAwaitingApproval(answer) ? notifyInfo(t('requested')) : notifySuccess(t('rates.saved')),
                onError: (failure) => notifyError(errorMessage(failure, t('somethingWrong'))),
              },
            );
          }}
        >
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <NumberField
              aria-label={t('rates.rate', { currency })}
              size="xs"
              w={120}
              valueAs="text"
              rule={NUMBER_FIELDS.rate}
              value={text}
              error={error}
              onChange={(value) => {
                setText(value);
                setError(null);
              }}
            />
            <Button type="submit" size="xs" variant="light" loading={save.isPending}>
              {t('rates.save')}
            </Button>
          </Group>
        </form>
      </Table.Td>
      <Table.Td>
        <Text size="xs" c="dimmed">
          {format.dateTime(updatedAt)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="subtle"
          onClick={onHistory}
          aria-label={t('rates.rateHistory', { currency })}
        >
          {t('rates.history')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

function MarginForm({ marginPercent, onHistory }: { marginPercent: number; onHistory: () => void }) {
  const save = useSaveMargin();
  const { t } = useDeskT('finance');
  const [text, setText] = useState(String(marginPercent).replace('.', ','));
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = marginUpdateSchema.safeParse({ marginPercent: text });
        if (!parsed.success) return setError(parsed.error.issues[0]!.message);
        save.mutate(parsed.data.marginPercent, {
          onSuccess: () => notifySuccess(t('rates.marginSaved')),
          onError: (failure) => notifyError(errorMessage(failure, t('somethingWrong'))),
        });
      }}
    >
      <Group gap="sm" align="flex-end">
        <NumberField
          label={t('rates.margin')}
          description={t('rates.marginHint')}
          w={260}
          valueAs="text"
          rule={NUMBER_FIELDS.marginPercent}
          value={text}
          error={error}
          onChange={(value) => {
            setText(value);
            setError(null);
          }}
        />
        <Button type="submit" loading={save.isPending}>
          {t('rates.saveMargin')}
        </Button>
        <Button variant="subtle" onClick={onHistory}>
          {t('rates.marginHistory')}
        </Button>
      </Group>
    </form>
  );
}

/**
 * /staff/finance/rates: the built-in rate table and the service's margin, each with every value it took; a rate
 * moving more than RATE_APPROVAL_PERCENT waits for a second finance member (decision 049).
 */
export function StaffRatesPage() {
  const rates = useStaffRates();
  const [history, setHistory] = useState<RateSubject | null>(null);
  const { t } = useDeskT('finance');
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Title order={1} size="h3">
          {t('rates.title')}
        </Title>
        {rates.data && (
          <Badge variant="light">
            {rates.data.source === 'cbr' ? t('rates.sourceCbr') : t('rates.sourceTable')}
          </Badge>
        )}
      </Group>
      {rates.isPending ? (
        <Skeleton height={200} />
      ) : rates.isError ? (
        <Alert color="red">{errorMessage(rates.error, t('somethingWrong'))}</Alert>
      ) : (
        <>
          {rates.data.source === 'cbr' && (
            <Alert variant="light" color="yellow">
              {t('rates.cbrNote')}
            </Alert>
          )}
          <Card withBorder>
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing="xs" aria-label={t('rates.table')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('rates.columns.currency')}</Table.Th>
                    <Table.Th>{t('rates.columns.rubPerUnit')}</Table.Th>
                    <Table.Th>{t('rates.columns.changed')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rates.data.rates
                    .filter((row) => row.currency !== 'RUB')
                    .map((row) => (
                      <RateRow
                        key={`${row.currency}-${row.rate}`}
                        {...row}
                        onHistory={() => setHistory(row.currency as RateSubject)}
                      />
                    ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
          <Card withBorder>
            <MarginForm
              key={rates.data.marginPercent}
              marginPercent={rates.data.marginPercent}
              onHistory={() => setHistory('margin')}
            />
          </Card>
        </>
      )}
      <RateHistoryModal subject={history} onClose={() => setHistory(null)} />
    </Stack>
  );
}

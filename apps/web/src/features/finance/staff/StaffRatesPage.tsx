import {
  APPROVAL_MESSAGES,
  CURRENCY_TITLE,
  FINANCE_MESSAGES,
  isAwaitingApproval,
  marginUpdateSchema,
  NUMBER_FIELDS,
  rateUpdateSchema,
  type CurrencyCcy,
} from '@cargo/domain';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { WEB_MESSAGES } from '../../../shared/config/messages';
import { notifyError, notifyInfo, notifySuccess } from '../../../shared/ui/notify';
import { NumberField } from '../../../shared/ui/NumberField';
import { useSaveMargin } from '../api/staff/save-margin';
import { useSaveRate } from '../api/staff/save-rate';
import { useStaffRates } from '../api/staff/get-staff-rates';
import type { RateSubject } from '../api/staff/rate-history';
import { formatDateTime } from '../model/format';
import { RateHistoryModal } from './RateHistoryModal';

interface RateRowProps {
  currency: CurrencyCcy;
  rate: number;
  updatedAt: string;
  onHistory: () => void;
}

function RateRow({ currency, rate, updatedAt, onHistory }: RateRowProps) {
  const save = useSaveRate();
  const [text, setText] = useState(String(rate).replace('.', ','));
  const [error, setError] = useState<string | null>(null);
  return (
    <Table.Tr>
      <Table.Td>
        1 {currency}{' '}
        <Text span size="xs" c="dimmed">
          {CURRENCY_TITLE[currency]}
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
                  isAwaitingApproval(answer)
                    ? notifyInfo(APPROVAL_MESSAGES.requested)
                    : notifySuccess(FINANCE_MESSAGES.rateSaved),
                onError: (failure) => notifyError(errorMessage(failure, WEB_MESSAGES.somethingWrong)),
              },
            );
          }}
        >
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <NumberField
              aria-label={`Курс ${currency}, ₽`}
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
              Сохранить
            </Button>
          </Group>
        </form>
      </Table.Td>
      <Table.Td>
        <Text size="xs" c="dimmed">
          {formatDateTime(updatedAt)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Button size="xs" variant="subtle" onClick={onHistory} aria-label={`История курса ${currency}`}>
          История
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

function MarginForm({ marginPercent, onHistory }: { marginPercent: number; onHistory: () => void }) {
  const save = useSaveMargin();
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
          onSuccess: () => notifySuccess(FINANCE_MESSAGES.marginSaved),
          onError: (failure) => notifyError(errorMessage(failure, WEB_MESSAGES.somethingWrong)),
        });
      }}
    >
      <Group gap="sm" align="flex-end">
        <NumberField
          label="Наценка сервиса, %"
          description="Прибавляется к официальному курсу при конвертации"
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
          Сохранить наценку
        </Button>
        <Button variant="subtle" onClick={onHistory}>
          История наценки
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
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Title order={1} size="h3">
          Курсы валют
        </Title>
        {rates.data && (
          <Badge variant="light">
            {rates.data.source === 'cbr' ? 'Источник: ЦБ РФ' : 'Источник: таблица курсов'}
          </Badge>
        )}
      </Group>
      {rates.isPending ? (
        <Skeleton height={200} />
      ) : rates.isError ? (
        <Alert color="red">{errorMessage(rates.error, WEB_MESSAGES.somethingWrong)}</Alert>
      ) : (
        <>
          {rates.data.source === 'cbr' && (
            <Alert variant="light" color="yellow">
              Курсы читаются с сайта ЦБ РФ; правки таблицы заработают, когда источником снова станет таблица.
            </Alert>
          )}
          <Card withBorder>
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing="xs" aria-label="Курсы валют">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Валюта</Table.Th>
                    <Table.Th>Рублей за единицу</Table.Th>
                    <Table.Th>Изменён</Table.Th>
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

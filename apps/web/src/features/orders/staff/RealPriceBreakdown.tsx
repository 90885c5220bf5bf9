import { formatMeasureRu } from '@cargo/domain';
import { Divider, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../shared/format/formatMoney';
import type { RealPricePreview } from './realPrice';

function Line({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 600 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 600 : undefined} ta="right">
        {children}
      </Text>
    </Group>
  );
}

/** The figure the step is about (the surcharge, the refund), in bold on its own line. */
export function OutcomeLine({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={700}>
        {label}
      </Text>
      <Text size="sm" fw={700} data-testid={testId}>
        {children}
      </Text>
    </Group>
  );
}

/** The real price as the customer will be charged for it, and what is held for the lot now. */
export function RealPriceBreakdown({
  preview,
  count,
  children,
}: {
  preview: RealPricePreview;
  count: number;
  /** The line that matters for the step: the surcharge, the refund or the refusal. */
  children?: ReactNode;
}) {
  const { price } = preview;
  return (
    <Stack gap={4} data-testid="real-price">
      <Line label={`Товар, ${count} шт.`}>{formatMoney(price.goods, 'CNY')}</Line>
      <Line label="Доставка по Китаю">{formatMoney(price.delivery, 'CNY')}</Line>
      <Line label={`Комиссия ${formatMeasureRu(price.commissionPercent, '%', 2)}`}>
        {formatMoney(price.commission, 'CNY')}
      </Line>
      <Line label="Новая стоимость лота" strong>
        {formatMoney(price.total, 'CNY')}
      </Line>
      <Line label="Оплачено клиентом">{formatMoney(preview.paid, 'CNY')}</Line>
      <Divider my={4} />
      {children}
    </Stack>
  );
}

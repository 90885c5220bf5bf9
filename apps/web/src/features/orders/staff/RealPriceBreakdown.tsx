import { Divider, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDeskFormat, useDeskT } from '../../../shared/staff/i18n';
import { useLotPercent } from './lotPercent';
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
  const { t } = useDeskT('orders');
  const format = useDeskFormat();
  const percent = useLotPercent();
  return (
    <Stack gap={4} data-testid="real-price">
      <Line label={t('breakdown.goods', { count })}>{format.money(price.goods, 'CNY')}</Line>
      <Line label={t('chinaDelivery')}>{format.money(price.delivery, 'CNY')}</Line>
      <Line label={t('breakdown.commission', { percent: percent(price.commissionPercent) })}>
        {format.money(price.commission, 'CNY')}
      </Line>
      <Line label={t('breakdown.total')} strong>
        {format.money(price.total, 'CNY')}
      </Line>
      <Line label={t('breakdown.paid')}>{format.money(preview.paid, 'CNY')}</Line>
      <Divider my={4} />
      {children}
    </Stack>
  );
}

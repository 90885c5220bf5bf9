import { CURRENCY_SYMBOL } from '@cargo/domain';
import { Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconCreditCard,
  IconCurrencyBitcoin,
  IconCurrencyDollar,
  IconCurrencyYuan,
} from '@tabler/icons-react';
import { PAYMENT_METHODS, type PaymentMethodId } from '../../shared/config/paymentMethods';
import { UI_LABELS } from '../../shared/config/uiLabels';

const METHOD_ICON: Record<PaymentMethodId, typeof IconCreditCard> = {
  rub: IconCreditCard,
  usd: IconCurrencyDollar,
  rmb: IconCurrencyYuan,
  crypto: IconCurrencyBitcoin,
};

/** The payment methods of the spec (rub card, usd, rmb, crypto); none is connected online yet. */
export function PaymentMethodsList() {
  return (
    <Stack gap="xs" role="list" aria-label={UI_LABELS.paymentMethods}>
      {PAYMENT_METHODS.map((method) => {
        const MethodIcon = METHOD_ICON[method.id];
        return (
          <Paper key={method.id} withBorder p="sm" radius="md" role="listitem">
            <Group wrap="nowrap" gap="sm">
              <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                <MethodIcon size={22} />
              </ThemeIcon>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {method.title}{' '}
                  <Text span c="dimmed" size="sm">
                    ({CURRENCY_SYMBOL[method.currency]})
                  </Text>
                </Text>
                <Text size="xs" c="dimmed">
                  {method.description}
                </Text>
              </div>
              <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                Скоро
              </Badge>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

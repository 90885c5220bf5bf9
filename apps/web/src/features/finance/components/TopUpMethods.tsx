import { CURRENCY_SYMBOL } from '@cargo/domain';
import { Accordion, Badge, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBuildingBank,
  IconCreditCard,
  IconCurrencyBitcoin,
  IconCurrencyYuan,
  type Icon,
} from '@tabler/icons-react';
import { useState } from 'react';
import { SUPPORT_CONTACTS } from '../../../shared/config/company';
import { SupportContacts } from '../../../shared/ui/SupportContacts';
import { usePaymentProviders } from '../api/get-payment-providers';
import { PAYMENT_METHODS, type PaymentMethod, type PaymentMethodId } from '../model/paymentMethods';
import type { TopUpPrefill } from '../model/shortfall';
import { CardTopUpForm } from './CardTopUpForm';
import { CryptoTopUpForm } from './CryptoTopUpForm';
import { TEST_MODE_LABEL, TestModeNotice } from './TestModeNotice';

const METHOD_ICON: Record<PaymentMethodId, Icon> = {
  rub: IconCreditCard,
  crypto: IconCurrencyBitcoin,
  usd: IconBuildingBank,
  rmb: IconCurrencyYuan,
};

const KIND_BADGE: Record<PaymentMethod['kind'], { label: string; color: string }> = {
  card: { label: 'Онлайн', color: 'green' },
  crypto: { label: 'Онлайн', color: 'green' },
  transfer: { label: 'Через менеджера', color: 'blue' },
};
const TEST_MODE_BADGE = { label: TEST_MODE_LABEL, color: 'orange' };

/** A bank transfer: no online form; a manager sends the details and credits the account when the money arrives. */
function TransferInstructions({ method }: { method: PaymentMethod }) {
  return (
    <Stack gap="sm">
      <Text size="sm">
        Напишите в поддержку, какую сумму хотите перевести ({method.currency}{' '}
        {CURRENCY_SYMBOL[method.currency]}), и укажите почту, с которой вошли в кабинет. Менеджер пришлёт
        реквизиты для перевода, а когда деньги придут, зачислит их на счёт {method.currency} — операция
        появится в разделе «Финансы». Обычно это занимает один рабочий день ({SUPPORT_CONTACTS.hours}).
      </Text>
      <SupportContacts />
    </Stack>
  );
}

/** Every way to top up, each opening its form or its instructions. */
export function TopUpMethods({
  initial,
  prefill,
  onDone,
}: {
  initial: PaymentMethodId;
  /** The amount a short payment needs, offered by the online forms of its currency. */
  prefill?: TopUpPrefill;
  onDone: () => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  const providers = usePaymentProviders().data;
  // A trial start's sandboxes take no real money: say so on the method and above its form.
  const isTest = (kind: PaymentMethod['kind']) =>
    (kind === 'card' && providers?.card === 'sandbox') ||
    (kind === 'crypto' && providers?.crypto === 'sandbox');
  return (
    <Accordion variant="separated" radius="md" value={value} onChange={setValue} aria-label="Способы оплаты">
      {PAYMENT_METHODS.map((method) => {
        const MethodIcon = METHOD_ICON[method.id];
        const badge = isTest(method.kind) ? TEST_MODE_BADGE : KIND_BADGE[method.kind];
        return (
          <Accordion.Item key={method.id} value={method.id} data-testid={`method-${method.id}`}>
            <Accordion.Control
              icon={
                <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
                  <MethodIcon size={20} />
                </ThemeIcon>
              }
            >
              {/* Under 400 px the badge goes under the title rather than squeezing it into a narrow column. */}
              <Group gap={6} wrap="wrap" justify="space-between">
                <div style={{ minWidth: 0, flex: '1 1 11rem' }}>
                  <Text fw={600} size="sm">
                    {method.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {method.description}
                  </Text>
                </div>
                <Badge variant="light" color={badge.color} style={{ flexShrink: 0 }}>
                  {badge.label}
                </Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              {isTest(method.kind) && method.kind !== 'transfer' && (
                <TestModeNotice kind={method.kind} mb="sm" />
              )}
              {method.kind === 'card' ? (
                <CardTopUpForm onDone={onDone} prefill={prefill} />
              ) : method.kind === 'crypto' ? (
                <CryptoTopUpForm prefill={prefill} />
              ) : (
                <TransferInstructions method={method} />
              )}
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}

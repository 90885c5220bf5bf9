import {
  SANDBOX_CARDS,
  SANDBOX_CONFIRMATION_CODE,
  sandboxCardSchema,
  type SandboxCardInput,
} from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Code, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

/** Groups a card number by four digits as it is typed: "4111111111111111" → "4111 1111 1111 1111". */
export function formatCardNumber(text: string): string {
  return text
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1228" → "12/28" as the expiry is typed. */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

type CardValues = z.output<typeof sandboxCardSchema>;

/** The sandbox's card form with the schema's Russian messages and the test cards listed under it. */
export function SandboxCardForm({
  amountLabel,
  submitting,
  refusal,
  onPay,
  onCancel,
}: {
  amountLabel: string;
  submitting: boolean;
  refusal: string | null;
  onPay: (card: CardValues) => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SandboxCardInput, unknown, CardValues>({
    resolver: zodResolver(sandboxCardSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });
  const cardNumber = register('cardNumber');
  const expiry = register('expiry');

  return (
    <form onSubmit={handleSubmit(onPay)} noValidate aria-label="Данные карты">
      <Stack gap="sm">
        <TextInput
          label="Номер карты"
          placeholder="0000 0000 0000 0000"
          inputMode="numeric"
          autoComplete="cc-number"
          error={errors.cardNumber?.message}
          {...cardNumber}
          onChange={(event) => {
            event.currentTarget.value = formatCardNumber(event.currentTarget.value);
            void cardNumber.onChange(event);
          }}
        />
        <Group grow gap="sm" align="flex-start">
          <TextInput
            label="Срок действия"
            placeholder="ММ/ГГ"
            inputMode="numeric"
            autoComplete="cc-exp"
            error={errors.expiry?.message}
            {...expiry}
            onChange={(event) => {
              event.currentTarget.value = formatExpiry(event.currentTarget.value);
              void expiry.onChange(event);
            }}
          />
          <TextInput
            label="CVC"
            placeholder="123"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={3}
            error={errors.cvc?.message}
            {...register('cvc')}
          />
        </Group>
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        <Button type="submit" size="md" leftSection={<IconLock size={16} />} loading={submitting}>
          Оплатить {amountLabel}
        </Button>
        <Button variant="subtle" color="gray" onClick={onCancel} disabled={submitting}>
          Отменить оплату
        </Button>
        <Alert variant="light" color="blue" icon={<IconInfoCircle />} title="Тестовые карты">
          <List size="sm" spacing={2}>
            <List.Item>
              <Code>{SANDBOX_CARDS.succeeds}</Code> — оплата проходит
            </List.Item>
            <List.Item>
              <Code>{SANDBOX_CARDS.declined}</Code> — банк отклоняет платёж
            </List.Item>
            <List.Item>
              <Code>{SANDBOX_CARDS.needsConfirmation}</Code> — нужен код подтверждения (
              <Code>{SANDBOX_CONFIRMATION_CODE}</Code>)
            </List.Item>
          </List>
          <Text size="xs" c="dimmed" mt={4}>
            Срок действия — любой будущий, CVC — любые три цифры.
          </Text>
        </Alert>
      </Stack>
    </form>
  );
}

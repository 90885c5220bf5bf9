import {
  APPROVAL_MESSAGES,
  CURRENCY_CCYS,
  CURRENCY_SYMBOL,
  DISCOUNT_TIERS,
  FINANCE_MESSAGES,
  isAwaitingApproval,
  newPromoCodeSchema,
  NUMBER_FIELDS,
  type CurrencyCcy,
} from '@cargo/domain';
import { Button, Group, SegmentedControl, Select, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { WEB_MESSAGES } from '../../../shared/config/messages';
import { notifyError, notifyInfo, notifySuccess } from '../../../shared/ui/notify';
import { NumberField } from '../../../shared/ui/NumberField';
import { useCreatePromoCode } from '../api/staff/create-promo-code';

type Kind = 'amount' | 'discount';
type FieldErrors = Partial<
  Record<'code' | 'amount' | 'currency' | 'discountPercent' | 'maxUses' | 'expiresAt', string>
>;

/** Staff: a new promo code, an amount in a currency or a discount tier, with expiry and usage limit. */
export function NewPromoCodeForm() {
  const create = useCreatePromoCode();
  const [kind, setKind] = useState<Kind>('amount');
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<CurrencyCcy>('RUB');
  const [tier, setTier] = useState<string>('5');
  const [maxUses, setMaxUses] = useState<number | null>(null);
  const [expires, setExpires] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const candidate = {
      code,
      ...(kind === 'amount' ? { amount, currency } : { discountPercent: Number(tier) }),
      maxUses,
      // The end of the chosen day, Moscow time.
      expiresAt: expires ? `${expires}T23:59:59+03:00` : null,
    };
    const parsed = newPromoCodeSchema.safeParse(candidate);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof FieldErrors] ??= issue.message;
      return setErrors(found);
    }
    create.mutate(parsed.data as Parameters<typeof create.mutate>[0], {
      onSuccess: (answer) => {
        if (isAwaitingApproval(answer)) notifyInfo(APPROVAL_MESSAGES.requested);
        else notifySuccess(FINANCE_MESSAGES.promoCreated);
        setCode('');
        setAmount('');
        setMaxUses(null);
        setExpires('');
      },
      onError: (failure) => notifyError(errorMessage(failure, WEB_MESSAGES.somethingWrong)),
    });
  };
  const clear = (field: keyof FieldErrors) => setErrors((previous) => ({ ...previous, [field]: undefined }));

  return (
    <form onSubmit={submit} noValidate aria-label="Новый промокод">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Новый промокод
        </Title>
        <Group grow align="flex-start" gap="sm">
          <TextInput
            label="Промокод"
            withAsterisk
            value={code}
            error={errors.code}
            onChange={(event) => {
              setCode(event.currentTarget.value.toUpperCase());
              clear('code');
            }}
          />
          <SegmentedControl
            mt={24}
            aria-label="Что даёт промокод"
            data={[
              { value: 'amount', label: 'Сумма на счёт' },
              { value: 'discount', label: 'Скидка на доставку' },
            ]}
            value={kind}
            onChange={(value) => setKind(value as Kind)}
          />
        </Group>
        {kind === 'amount' ? (
          <Group grow align="flex-start" gap="sm">
            <NumberField
              label="Сумма"
              withAsterisk
              valueAs="text"
              rule={NUMBER_FIELDS.money}
              value={amount}
              error={errors.amount}
              onChange={(value) => {
                setAmount(value);
                clear('amount');
              }}
            />
            <Select
              label="Валюта"
              data={CURRENCY_CCYS.map((ccy) => ({ value: ccy, label: `${ccy} ${CURRENCY_SYMBOL[ccy]}` }))}
              value={currency}
              allowDeselect={false}
              error={errors.currency}
              onChange={(value) => value && setCurrency(value as CurrencyCcy)}
            />
          </Group>
        ) : (
          <Select
            label="Скидка на доставку следующей посылки"
            data={DISCOUNT_TIERS.map((value) => ({ value: String(value), label: `${value} %` }))}
            value={tier}
            allowDeselect={false}
            error={errors.discountPercent ?? errors.amount}
            onChange={(value) => value && setTier(value)}
          />
        )}
        <Group grow align="flex-start" gap="sm">
          <NumberField
            label="Сколько раз можно применить"
            description="Пусто — без ограничения; один клиент — один раз"
            rule={NUMBER_FIELDS.promoUses}
            value={maxUses}
            error={errors.maxUses}
            onChange={(value) => {
              setMaxUses(value);
              clear('maxUses');
            }}
          />
          <TextInput
            label="Действует до"
            description="Пусто — бессрочно"
            type="date"
            value={expires}
            error={errors.expiresAt}
            onChange={(event) => {
              setExpires(event.currentTarget.value);
              clear('expiresAt');
            }}
          />
        </Group>
        <Group>
          <Button type="submit" loading={create.isPending}>
            Создать промокод
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import {
  CURRENCY_CCYS,
  CURRENCY_SYMBOL,
  DISCOUNT_TIERS,
  isAwaitingApproval,
  newPromoCodeSchema,
  NUMBER_FIELDS,
  type CurrencyCcy,
} from '@cargo/domain';
import { Button, Group, SegmentedControl, Select, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { useDeskT } from '../../../shared/staff/i18n';
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
  const { t } = useDeskT('finance');
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
        if (isAwaitingApproval(answer)) notifyInfo(t('requested'));
        else notifySuccess(t('newPromo.created'));
        setCode('');
        setAmount('');
        setMaxUses(null);
        setExpires('');
      },
      onError: (failure) => notifyError(errorMessage(failure, t('somethingWrong'))),
    });
  };
  const clear = (field: keyof FieldErrors) => setErrors((previous) => ({ ...previous, [field]: undefined }));

  return (
    <form onSubmit={submit} noValidate aria-label={t('newPromo.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('newPromo.title')}
        </Title>
        <Group grow align="flex-start" gap="sm">
          <TextInput
            label={t('newPromo.code')}
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
            aria-label={t('newPromo.kind')}
            data={[
              { value: 'amount', label: t('newPromo.kindAmount') },
              { value: 'discount', label: t('newPromo.kindDiscount') },
            ]}
            value={kind}
            onChange={(value) => setKind(value as Kind)}
          />
        </Group>
        {kind === 'amount' ? (
          <Group grow align="flex-start" gap="sm">
            <NumberField
              label={t('newPromo.amount')}
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
              label={t('newPromo.currency')}
              data={CURRENCY_CCYS.map((ccy) => ({ value: ccy, label: `${ccy} ${CURRENCY_SYMBOL[ccy]}` }))}
              value={currency}
              allowDeselect={false}
              error={errors.currency}
              onChange={(value) => value && setCurrency(value as CurrencyCcy)}
            />
          </Group>
        ) : (
          <Select
            label={t('newPromo.discount')}
            data={DISCOUNT_TIERS.map((value) => ({ value: String(value), label: `${value} %` }))}
            value={tier}
            allowDeselect={false}
            error={errors.discountPercent ?? errors.amount}
            onChange={(value) => value && setTier(value)}
          />
        )}
        <Group grow align="flex-start" gap="sm">
          <NumberField
            label={t('newPromo.maxUses')}
            description={t('newPromo.maxUsesHint')}
            rule={NUMBER_FIELDS.promoUses}
            value={maxUses}
            error={errors.maxUses}
            onChange={(value) => {
              setMaxUses(value);
              clear('maxUses');
            }}
          />
          <TextInput
            label={t('newPromo.expires')}
            description={t('newPromo.expiresHint')}
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
            {t('newPromo.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import {
  CURRENCY_CCYS,
  CURRENCY_SYMBOL,
  DISCOUNT_TIERS,
  FINANCE_MESSAGES,
  newPromoCodeSchema,
  type CurrencyCcy,
} from '@cargo/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Pagination,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { WEB_MESSAGES } from '../../../shared/config/messages';
import { formatDate } from '../../../shared/format/formatDate';
import { formatMoney } from '../../../shared/format/formatMoney';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { STAFF_PAGE_SIZE } from '../api/keys';
import { useCreatePromoCode, useDeactivatePromoCode, useStaffPromoCodes } from '../api/staff/desk';

type Kind = 'amount' | 'discount';
type FieldErrors = Partial<
  Record<'code' | 'amount' | 'currency' | 'discountPercent' | 'maxUses' | 'expiresAt', string>
>;

function NewPromoCodeForm() {
  const create = useCreatePromoCode();
  const [kind, setKind] = useState<Kind>('amount');
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<CurrencyCcy>('RUB');
  const [tier, setTier] = useState<string>('5');
  const [maxUses, setMaxUses] = useState<number | string>('');
  const [expires, setExpires] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const candidate = {
      code,
      ...(kind === 'amount' ? { amount, currency } : { discountPercent: Number(tier) }),
      maxUses: maxUses === '' ? null : Number(maxUses),
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
      onSuccess: () => {
        notifySuccess(FINANCE_MESSAGES.promoCreated);
        setCode('');
        setAmount('');
        setMaxUses('');
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
            <TextInput
              label="Сумма"
              withAsterisk
              inputMode="decimal"
              value={amount}
              error={errors.amount}
              onChange={(event) => {
                setAmount(event.currentTarget.value);
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
          <NumberInput
            label="Сколько раз можно применить"
            description="Пусто — без ограничения; один клиент — один раз"
            min={1}
            allowDecimal={false}
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

/** /staff/finance/promo-codes: create codes (an amount or a discount tier) and deactivate them. */
export function StaffPromoCodesPage() {
  const [page, setPage] = useState(1);
  const codes = useStaffPromoCodes(page);
  const deactivate = useDeactivatePromoCode();
  const total = Math.ceil((codes.data?.totalElements ?? 0) / STAFF_PAGE_SIZE);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        Промокоды
      </Title>
      <Card withBorder>
        <NewPromoCodeForm />
      </Card>
      <Card withBorder>
        {codes.isError ? (
          <Alert color="red">{errorMessage(codes.error, WEB_MESSAGES.somethingWrong)}</Alert>
        ) : codes.data?.data.length === 0 ? (
          <Text c="dimmed">Промокодов пока нет</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" fz="sm" aria-label="Промокоды">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Код</Table.Th>
                  <Table.Th>Даёт</Table.Th>
                  <Table.Th>Применён</Table.Th>
                  <Table.Th>Действует до</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {codes.data?.data.map((promo) => (
                  <Table.Tr key={promo.id}>
                    <Table.Td ff="monospace">{promo.code}</Table.Td>
                    <Table.Td>
                      {promo.amount !== null && promo.currency
                        ? formatMoney(promo.amount, promo.currency)
                        : `скидка ${promo.discountPercent} %`}
                    </Table.Td>
                    <Table.Td>
                      {promo.usedCount}
                      {promo.maxUses !== null ? ` из ${promo.maxUses}` : ''}
                    </Table.Td>
                    <Table.Td>{promo.expiresAt ? formatDate(promo.expiresAt) : 'бессрочно'}</Table.Td>
                    <Table.Td ta="right">
                      {promo.active ? (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          loading={deactivate.isPending && deactivate.variables === promo.id}
                          onClick={() =>
                            deactivate.mutate(promo.id, {
                              onSuccess: () => notifySuccess(`Промокод ${promo.code} отключён`),
                              onError: (failure) =>
                                notifyError(errorMessage(failure, WEB_MESSAGES.somethingWrong)),
                            })
                          }
                        >
                          Отключить
                        </Button>
                      ) : (
                        <Badge color="gray" variant="light">
                          отключён
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {total > 1 && <Pagination mt="sm" total={total} value={page} onChange={setPage} size="sm" />}
      </Card>
    </Stack>
  );
}

import { PROMO_MESSAGES, promoCodeSchema } from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDiscount, IconTicket } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/ApiError';
import { WEB_MESSAGES } from '../../../shared/config/messages';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useMyDiscount, useRedeemPromoCode } from '../api/promo';

/** The promo-code field and the discount a code gave on the next parcel's delivery. */
export function PromoSection() {
  const redeem = useRedeemPromoCode();
  const discount = useMyDiscount();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(promoCodeSchema), defaultValues: { promoCode: '' } });

  const submit = handleSubmit(({ promoCode }) =>
    redeem.mutate(promoCode, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        reset({ promoCode: '' });
      },
      onError: (error) => notifyError(errorMessage(error, WEB_MESSAGES.promoFailed)),
    }),
  );

  const held = discount.data?.percent ? discount.data : null;
  return (
    <Card component="section" aria-labelledby="promo-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="promo-title">
          Промокод
        </Title>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              aria-label="Промокод"
              placeholder={PROMO_MESSAGES.empty}
              leftSection={<IconTicket size={16} />}
              error={errors.promoCode?.message}
              style={{ flex: 1 }}
              autoComplete="off"
              {...register('promoCode')}
            />
            <Button type="submit" loading={redeem.isPending}>
              Применить
            </Button>
          </Group>
        </form>
        {held ? (
          <Group gap="xs" data-testid="held-discount">
            <Badge color="grape" variant="light" leftSection={<IconDiscount size={14} />}>
              Скидка {held.percent} %
            </Badge>
            <Text size="sm">
              на доставку следующей посылки{held.promoCode ? ` (промокод ${held.promoCode})` : ''}
            </Text>
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            Промокод зачислит деньги на счёт или даст скидку на доставку следующей посылки.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

import { promoCodeSchema } from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, TextInput } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/ApiError';
import { FIELD_LABELS } from '../../../shared/config/labels';
import { WEB_MESSAGES } from '../../../shared/config/messages';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useRedeemPromoCode } from '../api/redeem-promo-code';

/**
 * The promo-code field with «Применить» (finance's promo section and the profile): the server's answer as a
 * toast, the field emptied after a code is taken.
 */
export function PromoCodeForm() {
  const redeem = useRedeemPromoCode();
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

  return (
    <form onSubmit={submit} noValidate>
      {/* A narrow card puts «Применить» under the field rather than cutting the field's text («Введите пр»). */}
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          aria-label={FIELD_LABELS.promoCode}
          placeholder={FIELD_LABELS.promoCode}
          leftSection={<IconTicket size={16} />}
          error={errors.promoCode?.message}
          style={{ flex: '1 1 10rem' }}
          autoComplete="off"
          {...register('promoCode')}
        />
        <Button type="submit" loading={redeem.isPending}>
          Применить
        </Button>
      </Group>
    </form>
  );
}

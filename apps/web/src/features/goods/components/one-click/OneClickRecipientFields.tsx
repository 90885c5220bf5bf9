import { Anchor, Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { recipientFullName } from '@cargo/domain';
import { PhoneInput } from '../../../../shared/ui/PhoneInput';
import { GOODS_LABELS } from '../../messages';
import type { GoodFormApi } from '../goodFormValues';
import { validateOptions, type OneClickChoices } from './useOneClickChoices';

const RECIPIENTS_PATH = '/recipientsAndAddress/recipients';

/** The customs recipient (confirmed ones only) and, when someone else receives the parcel, that person. */
export function OneClickRecipientFields({ form, choices }: { form: GoodFormApi; choices: OneClickChoices }) {
  const { control, register, setValue, formState } = form;
  const errors = formState.errors.parcelData;
  const { recipients } = choices;
  const sameRecipient = useWatch({ control, name: 'parcelData.hasTheSameRecipient' });
  const options = (recipients.data ?? []).map((item) => ({
    value: String(item.id),
    label: recipientFullName(item) || `№ ${item.id}`,
  }));

  return (
    <>
      <Controller
        control={control}
        name="parcelData.recipientId"
        render={({ field, fieldState }) => (
          <Select
            label="Получатель для таможни"
            withAsterisk
            placeholder={recipients.isPending ? GOODS_LABELS.loadingOptions : 'Выберите получателя'}
            data={options}
            value={field.value === null ? null : String(field.value)}
            onChange={(value) => {
              field.onChange(value === null ? null : Number(value));
              // Tariffs depend on the recipient's country, addresses on the tariff: both start over.
              setValue('parcelData.deliveryTransportId', null, validateOptions(form));
              setValue('parcelData.deliveryAddressId', null, validateOptions(form));
            }}
            onBlur={field.onBlur}
            name={field.name}
            searchable
            nothingFoundMessage="Нет такого получателя"
            disabled={recipients.isPending}
            error={fieldState.error?.message}
            description={
              recipients.data && recipients.data.length === 0 ? (
                <>
                  Подтверждённых получателей нет.{' '}
                  <Anchor component={Link} to={RECIPIENTS_PATH} size="xs">
                    Добавьте получателя
                  </Anchor>{' '}
                  — после проверки его можно выбрать здесь.
                </>
              ) : (
                'Только подтверждённые получатели'
              )
            }
          />
        )}
      />

      <Checkbox
        label="Конечный получатель — получатель для таможни"
        {...register('parcelData.hasTheSameRecipient')}
      />
      {!sameRecipient && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="ФИО конечного получателя"
            withAsterisk
            placeholder="Иванов Иван Иванович"
            error={errors?.finalRecipientName?.message}
            {...register('parcelData.finalRecipientName')}
          />
          <Controller
            control={control}
            name="parcelData.finalRecipientPhone"
            render={({ field, fieldState }) => (
              <PhoneInput
                label="Телефон конечного получателя"
                withAsterisk
                {...field}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
      )}
    </>
  );
}

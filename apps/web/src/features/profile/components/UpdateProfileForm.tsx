import { AUTH_MESSAGES, COMMON_MESSAGES, formatPhone, updateProfileSchema } from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/ApiError';
import type { MyInfo } from '../../../shared/session/myInfo';
import { applyServerErrors } from '../../../shared/ui/applyServerErrors';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { PhoneInput } from '../../../shared/ui/PhoneInput';
import { useUpdateProfile } from '../api';
import { FIELD_LABELS } from '../../../shared/config/labels';

export function UpdateProfileForm({ myInfo }: { myInfo: MyInfo }) {
  const updateProfile = useUpdateProfile();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: {
      name: myInfo.name ?? '',
      surname: myInfo.surname ?? '',
      middleName: myInfo.middleName ?? '',
      phone: myInfo.phone ? formatPhone(myInfo.phone) : '',
    },
  });

  const submit = handleSubmit((values) =>
    updateProfile.mutate(values, {
      onSuccess: (updated) => {
        notifySuccess(AUTH_MESSAGES.profileUpdated);
        reset({
          name: updated.name ?? '',
          surname: updated.surname ?? '',
          middleName: updated.middleName ?? '',
          phone: updated.phone ? formatPhone(updated.phone) : '',
        });
      },
      onError: (error) => {
        applyServerErrors(error, setError, ['name', 'surname', 'middleName', 'phone']);
        notifyError(errorMessage(error, COMMON_MESSAGES.somethingWrong));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={FIELD_LABELS.surname}
            autoComplete="family-name"
            error={errors.surname?.message}
            {...register('surname')}
          />
          <TextInput
            label="Имя"
            autoComplete="given-name"
            withAsterisk
            error={errors.name?.message}
            {...register('name')}
          />
          <TextInput
            label={FIELD_LABELS.middleName}
            autoComplete="additional-name"
            error={errors.middleName?.message}
            {...register('middleName')}
          />
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <PhoneInput label={FIELD_LABELS.phone} {...field} error={errors.phone?.message} />
            )}
          />
        </SimpleGrid>
        <TextInput
          label={FIELD_LABELS.email}
          value={myInfo.email}
          readOnly
          disabled
          description="Почту изменить нельзя"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={updateProfile.isPending} disabled={!isDirty}>
            Сохранить
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

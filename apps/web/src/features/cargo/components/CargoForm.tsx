import {
  CARGO_MESSAGES,
  cargoCreateSchema,
  COMMON_MESSAGES,
  NUMBER_FIELDS,
  type CargoCreateInput,
} from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/ApiError';
import { applyServerErrors } from '../../../shared/ui/applyServerErrors';
import { NumberField } from '../../../shared/ui/NumberField';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useCreateCargo } from '../api/create-cargo';

const EMPTY: CargoCreateInput = { name: '', description: '', incomingDeclaration: '', placesCount: 1 };

/** A new cargo request: name, places, the Chinese track and what is inside. */
export function CargoForm() {
  const create = useCreateCargo();
  const form = useForm<CargoCreateInput>({ resolver: zodResolver(cargoCreateSchema), defaultValues: EMPTY });
  const submit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (answer) => {
        notifySuccess(CARGO_MESSAGES.created(answer.id));
        form.reset(EMPTY);
      },
      onError: (error) => {
        applyServerErrors(error, form.setError, [
          'name',
          'placesCount',
          'incomingDeclaration',
          'description',
        ]);
        notifyError(errorMessage(error, COMMON_MESSAGES.loadFailed));
      },
    }),
  );
  return (
    <Card withBorder radius="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Новое карго
        </Title>
        <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
          <Controller
            control={form.control}
            name="name"
            render={({ field, fieldState }) => (
              <TextInput
                {...field}
                label="Название"
                withAsterisk
                maxLength={60}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="incomingDeclaration"
            render={({ field, fieldState }) => (
              <TextInput
                {...field}
                value={field.value ?? ''}
                label="Трек-номер в Китае"
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="placesCount"
            render={({ field, fieldState }) => (
              <NumberField
                ref={field.ref}
                name={field.name}
                label="Мест"
                withAsterisk
                rule={NUMBER_FIELDS.places}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </Group>
        <Controller
          control={form.control}
          name="description"
          render={({ field, fieldState }) => (
            <Textarea
              {...field}
              value={field.value ?? ''}
              label="Что внутри"
              rows={2}
              error={fieldState.error?.message}
            />
          )}
        />
        <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
          Создать карго
        </Button>
      </Stack>
    </Card>
  );
}

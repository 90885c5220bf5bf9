import {
  CARGO_MESSAGES,
  CARGO_STATUS_TITLE,
  cargoCreateSchema,
  COMMON_MESSAGES,
  type CargoCreateInput,
} from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/ApiError';
import { formatMoney } from '../../../shared/format/formatMoney';
import { applyServerErrors } from '../../../shared/ui/applyServerErrors';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { CARGO_PAGE_SIZE, useCargoList, useCreateCargo } from '../api/cargo';

const EMPTY: CargoCreateInput = { name: '', description: '', incomingDeclaration: '', placesCount: 1 };

function CargoForm() {
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
        <Group grow align="flex-start">
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
              <NumberInput
                label="Мест"
                withAsterisk
                min={1}
                allowDecimal={false}
                value={field.value}
                onChange={(value) =>
                  field.onChange(typeof value === 'number' ? value : Number(value) || undefined)
                }
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

/** /cargo: bulk freight — the customer's cargo requests and a new one. */
export function CargoPage() {
  const [page, setPage] = useState(1);
  const list = useCargoList(page);
  const total = list.data?.totalElements ?? 0;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Карго
        </Title>
        <Text c="dimmed" size="sm" mt={4} maw={560}>
          Крупные партии: склад примет, взвесит и рассчитает груз так же, как посылку.
        </Text>
      </div>
      <CargoForm />
      {list.isPending ? (
        <Skeleton height={120} />
      ) : list.isError ? (
        <Alert color="red">{errorMessage(list.error, COMMON_MESSAGES.loadFailed)}</Alert>
      ) : list.data.content.length === 0 ? (
        <Text c="dimmed">Карго пока нет.</Text>
      ) : (
        <Table aria-label="Карго">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>№</Table.Th>
              <Table.Th>Название</Table.Th>
              <Table.Th>Трек</Table.Th>
              <Table.Th>Мест</Table.Th>
              <Table.Th>Вес</Table.Th>
              <Table.Th>Стоимость</Table.Th>
              <Table.Th>Статус</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.content.map((cargo) => (
              <Table.Tr key={cargo.id} data-testid="cargo-row">
                <Table.Td>{cargo.id}</Table.Td>
                <Table.Td>{cargo.name}</Table.Td>
                <Table.Td>{cargo.incomingDeclaration ?? '—'}</Table.Td>
                <Table.Td>{cargo.placesCount}</Table.Td>
                <Table.Td>{cargo.weightKg === null ? '—' : `${cargo.weightKg} кг`}</Table.Td>
                <Table.Td>{cargo.price === null ? '—' : formatMoney(cargo.price, 'RUB')}</Table.Td>
                <Table.Td>
                  <Badge variant="light">{cargo.status.title || CARGO_STATUS_TITLE[cargo.statusId]}</Badge>
                  {cargo.statusReason && (
                    <Text size="xs" c="red">
                      {cargo.statusReason}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {total > CARGO_PAGE_SIZE && (
        <Pagination total={Math.ceil(total / CARGO_PAGE_SIZE)} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}

import { createFlightSchema, type CreateFlightInput } from '@cargo/domain';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Table, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../../shared/api/ApiError';
import { useDeskT } from '../../../shared/staff/i18n';
import { notifyError } from '../../../shared/ui/notify';
import { useStaffMay } from '../../staff';
import { useCreateFlight, useFlights } from '../api/flights';

/** /staff/flights: the warehouse's flights, newest first, and a new one (decision 062). */
export function StaffFlightsPage() {
  const list = useFlights();
  const may = useStaffMay();
  const create = useCreateFlight();
  const navigate = useNavigate();
  const { t } = useDeskT('flights');
  const [form, setForm] = useState<CreateFlightInput>({
    number: '',
    carrier: '',
    plannedDate: new Date().toISOString().slice(0, 10),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = createFlightSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (flight) => void navigate(`/staff/flights/${flight.id}`),
      onError: (failure) => {
        if (isApiError(failure) && failure.errors) setErrors(failure.errors);
        notifyError(errorMessage(failure, t('createFailed')));
      },
    });
  };
  const field = (name: keyof CreateFlightInput, label: string, type = 'text') => (
    <TextInput
      label={label}
      type={type}
      value={form[name]}
      error={errors[name]}
      onChange={(event) => setForm({ ...form, [name]: event.currentTarget.value })}
    />
  );
  return (
    <Stack>
      <Title order={2}>{t('title')}</Title>
      {may('POST /api/staff/flights') && (
        <form onSubmit={submit} aria-label={t('newFlight')}>
          <Group align="flex-start">
            {field('number', t('fields.number'))}
            {field('carrier', t('fields.carrier'))}
            {field('plannedDate', t('fields.plannedDate'), 'date')}
            <Button type="submit" mt={24} loading={create.isPending}>
              {t('create')}
            </Button>
          </Group>
        </form>
      )}
      {list.isError && <Alert color="red">{errorMessage(list.error, t('loadFailed'))}</Alert>}
      {list.isPending ? (
        <Skeleton h={120} />
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.number')}</Table.Th>
              <Table.Th>{t('columns.carrier')}</Table.Th>
              <Table.Th>{t('columns.date')}</Table.Th>
              <Table.Th>{t('columns.status')}</Table.Th>
              <Table.Th>{t('columns.parcels')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data?.data ?? []).map((flight) => (
              <Table.Tr key={flight.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/staff/flights/${flight.id}`}>
                    {flight.number}
                  </Anchor>
                </Table.Td>
                <Table.Td>{flight.carrier}</Table.Td>
                <Table.Td>{flight.plannedDate}</Table.Td>
                <Table.Td>{t(`status.${flight.status}`)}</Table.Td>
                <Table.Td>{flight.parcels}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

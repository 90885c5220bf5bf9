import type { FlightDetails, FlightParcel } from '@cargo/domain';
import { Button, Checkbox, List, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { useDeskFormat, useDeskT } from '../../../shared/staff/i18n';
import { notifyError } from '../../../shared/ui/notify';
import { useRemoveFlightParcel, useUpdateFlightParcel } from '../api/flights';

/** A parcel's outgoing track, typed or scanned in place; saved when the field is left or Enter is pressed. */
function TrackCell({
  parcel,
  flightId,
  editable,
}: {
  parcel: FlightParcel;
  flightId: number;
  editable: boolean;
}) {
  const update = useUpdateFlightParcel(flightId);
  const { t } = useDeskT('flights');
  const [value, setValue] = useState(parcel.outgoingDeclaration ?? '');
  if (!editable) return <>{parcel.outgoingDeclaration ?? '—'}</>;
  const save = () => {
    const track = value.trim() || null;
    if (track === parcel.outgoingDeclaration) return;
    update.mutate(
      { parcelId: parcel.id, input: { outgoingDeclaration: track } },
      { onError: (failure) => notifyError(errorMessage(failure, t('trackNotSaved'))) },
    );
  };
  return (
    <TextInput
      size="xs"
      aria-label={t('trackLabel', { id: parcel.id })}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      onBlur={save}
      onKeyDown={(event) => event.key === 'Enter' && save()}
    />
  );
}

/**
 * The flight's parcels: each with its track (editable while the flight is open), goods lines, weight, value, the
 * «duty paid» mark and the pre-ship check's problems; a parcel can be taken off an open flight.
 */
export function FlightParcelsTable({
  flight: f,
  problems,
  canChange,
}: {
  flight: FlightDetails;
  problems: ReadonlyMap<number, string[]>;
  canChange: boolean;
}) {
  const id = f.id;
  const open = f.status === 'open';
  const update = useUpdateFlightParcel(id);
  const remove = useRemoveFlightParcel(id);
  const { t } = useDeskT('flights');
  const format = useDeskFormat();
  const number = (value: number, digits = 2) => format.number(value, digits);
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('parcelColumns.parcel')}</Table.Th>
          <Table.Th>{t('parcelColumns.customer')}</Table.Th>
          <Table.Th>{t('parcelColumns.recipient')}</Table.Th>
          <Table.Th>{t('parcelColumns.track')}</Table.Th>
          <Table.Th>{t('parcelColumns.lines')}</Table.Th>
          <Table.Th>{t('parcelColumns.weight')}</Table.Th>
          <Table.Th>{t('parcelColumns.value')}</Table.Th>
          <Table.Th>{t('parcelColumns.dutyPaid')}</Table.Th>
          <Table.Th>{t('parcelColumns.problems')}</Table.Th>
          {canChange && <Table.Th />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {f.parcels.map((parcel) => (
          <Table.Tr key={parcel.id} data-testid="flight-parcel">
            <Table.Td>{parcel.id}</Table.Td>
            <Table.Td>{parcel.clientCode}</Table.Td>
            <Table.Td>{parcel.recipient ?? '—'}</Table.Td>
            <Table.Td>
              <TrackCell
                key={parcel.outgoingDeclaration}
                parcel={parcel}
                flightId={id}
                editable={canChange}
              />
            </Table.Td>
            <Table.Td>{parcel.goodsLines}</Table.Td>
            <Table.Td>{parcel.weightKg === null ? '—' : number(parcel.weightKg, 3)}</Table.Td>
            <Table.Td>
              {number(parcel.declaredValue)} {parcel.currency} · {number(parcel.declaredValueEur)} €
            </Table.Td>
            <Table.Td>
              <Checkbox
                aria-label={t('dutyPaidLabel', { id: parcel.id })}
                checked={parcel.dutyPaid}
                disabled={!canChange}
                onChange={(event) =>
                  update.mutate({ parcelId: parcel.id, input: { dutyPaid: event.currentTarget.checked } })
                }
              />
            </Table.Td>
            <Table.Td>
              {problems.get(parcel.id)?.length ? (
                <List size="sm" c="red">
                  {problems.get(parcel.id)!.map((message) => (
                    <List.Item key={message}>{message}</List.Item>
                  ))}
                </List>
              ) : open ? (
                <Text c="green" size="sm">
                  {t('ready')}
                </Text>
              ) : null}
            </Table.Td>
            {canChange && (
              <Table.Td>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={t('removeLabel', { id: parcel.id })}
                  onClick={() => remove.mutate(parcel.id)}
                >
                  {t('remove')}
                </Button>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

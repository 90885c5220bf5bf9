import { addFlightParcelSchema, MOVES_WITH_REASON } from '@cargo/domain';
import { Alert, Badge, Button, Group, List, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage, isApiError } from '../../../shared/api/ApiError';
import { useDeskFormat, useDeskT } from '../../../shared/staff/i18n';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useStaffMay } from '../../staff';
import {
  useAddFlightParcel,
  useExportRegistry,
  useFlight,
  useFlightCheck,
  useMoveFlight,
  usePrintPackingList,
  useShipFlight,
} from '../api/flights';
import { FlightParcelsTable } from './FlightParcelsTable';

/**
 * /staff/flights/:id: the flight desk (decision 062) — scan parcels in (their number from the label, or an outgoing
 * track) with the track, see each parcel and the totals, the pre-ship problems per parcel, ship the whole flight in
 * one go, then move it on step by step; export the customs registry and print the packing list.
 */
export function StaffFlightPage() {
  const id = Number(useParams().id);
  const flight = useFlight(id);
  const check = useFlightCheck(id);
  const may = useStaffMay();
  const add = useAddFlightParcel(id);
  const ship = useShipFlight(id);
  const move = useMoveFlight(id);
  const registry = useExportRegistry(id);
  const packing = usePrintPackingList(id);
  const { t } = useDeskT('flights');
  const format = useDeskFormat();
  const number = (value: number, digits = 2) => format.number(value, digits);
  const scanRef = useRef<HTMLInputElement>(null);
  const trackRef = useRef<HTMLInputElement>(null);
  const [scanError, setScanError] = useState<string | undefined>();
  const [shipProblems, setShipProblems] = useState<Record<string, string> | undefined>();

  if (flight.isPending) return <Skeleton h={200} />;
  if (flight.isError) return <Alert color="red">{errorMessage(flight.error, t('notFound'))}</Alert>;
  const f = flight.data;
  const open = f.status === 'open';
  const canChange = open && may('POST /api/staff/flights/{id}/parcels');
  const problems = new Map((check.data?.problems ?? []).map((p) => [p.parcelId, p.messages]));

  const scan = (event: React.FormEvent) => {
    event.preventDefault();
    const input = {
      parcel: scanRef.current?.value ?? '',
      outgoingDeclaration: trackRef.current?.value.trim() || undefined,
    };
    const parsed = addFlightParcelSchema.safeParse(input);
    if (!parsed.success) return setScanError(parsed.error.issues[0]?.message);
    setScanError(undefined);
    add.mutate(parsed.data, {
      onSuccess: () => {
        if (scanRef.current) scanRef.current.value = '';
        if (trackRef.current) trackRef.current.value = '';
        scanRef.current?.focus();
      },
      onError: (failure) => setScanError(errorMessage(failure, t('scan.notFound'))),
    });
  };
  const shipAll = () =>
    ship.mutate(undefined, {
      onSuccess: (answer) => {
        setShipProblems(undefined);
        notifySuccess(t('shipped', { count: answer.totals.parcels }));
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.code === 'FLIGHT_HAS_PROBLEMS') setShipProblems(failure.errors);
        notifyError(errorMessage(failure, t('hasProblems')));
      },
    });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('flight.title', { number: f.number })}</Title>
        <Badge size="lg" color={open ? 'blue' : 'green'}>
          {t(`status.${f.status}`)}
        </Badge>
      </Group>
      <Text>{t('flight.facts', { carrier: f.carrier, date: f.plannedDate })}</Text>
      <Group aria-label={t('flight.totals')} role="group" gap="xl">
        <Text>{t('flight.parcels', { count: f.totals.parcels })}</Text>
        <Text>{t('flight.goodsLines', { count: f.totals.goodsLines })}</Text>
        <Text>{t('flight.weight', { weight: number(f.totals.grossWeightKg, 3) })}</Text>
        <Text>
          {t('flight.value', { amount: number(f.totals.declaredValueEur), date: f.totals.rateDate })}
        </Text>
      </Group>

      {canChange && (
        <form onSubmit={scan} aria-label={t('scan.form')}>
          <Group align="flex-start">
            <TextInput
              ref={scanRef}
              label={t('scan.parcel')}
              error={scanError}
              autoFocus
              autoComplete="off"
            />
            <TextInput ref={trackRef} label={t('scan.track')} autoComplete="off" />
            <Button type="submit" mt={24} loading={add.isPending}>
              {t('scan.submit')}
            </Button>
          </Group>
        </form>
      )}

      <Group>
        {open && may('PUT /api/staff/flights/{id}/ship') && (
          <Button onClick={shipAll} loading={ship.isPending} disabled={f.totals.parcels === 0}>
            {t('ship')}
          </Button>
        )}
        {!open &&
          may('PUT /api/staff/flights/{id}/move') &&
          f.moves
            .filter((step) => !MOVES_WITH_REASON.includes(step))
            .map((step) => (
              <Button
                key={step}
                variant="light"
                loading={move.isPending && move.variables?.action === step}
                onClick={() =>
                  move.mutate(
                    { action: step },
                    {
                      onSuccess: (answer) => {
                        notifySuccess(t('moved', { count: answer.moved.length }));
                        for (const r of answer.refused)
                          notifyError(t('parcelProblem', { id: r.id, message: r.message }));
                      },
                      onError: (failure) => notifyError(errorMessage(failure, t('notShipped'))),
                    },
                  )
                }
              >
                {t(`moves.${step}`)}
              </Button>
            ))}
        {may('GET /api/staff/flights/{id}/registry') && (
          <>
            <Button variant="default" loading={registry.isPending} onClick={() => registry.mutate('xlsx')}>
              {t('registryXlsx')}
            </Button>
            <Button variant="default" onClick={() => registry.mutate('csv')}>
              {t('registryCsv')}
            </Button>
          </>
        )}
        {may('GET /api/staff/flights/{id}/packing-list') && (
          <Button variant="default" loading={packing.isPending} onClick={() => packing.mutate()}>
            {t('packingList')}
          </Button>
        )}
      </Group>

      {shipProblems && (
        <Alert color="red" title={t('hasProblems')}>
          <List>
            {Object.entries(shipProblems).map(([parcelId, text]) => (
              <List.Item key={parcelId}>
                {parcelId === '0' ? text : t('parcelProblem', { id: parcelId, message: text })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}

      <FlightParcelsTable flight={f} problems={problems} canChange={canChange} />
    </Stack>
  );
}

import { countOf, LABEL_BATCH_MAX, PARCEL_STATUS as P } from '@cargo/domain';
import { Alert, Button, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { LabelFormatPicker } from '../../../shared/print/LabelFormatPicker';
import { DeskEmpty } from '../../../shared/staff/DeskEmpty';
import { DeskSearch } from '../../../shared/staff/DeskSearch';
import { useDeskT } from '../../../shared/staff/i18n';
import { CountedLabel } from '../../../shared/staff/TabCount';
import { useDeskSearch } from '../../../shared/staff/useDeskSearch';
import { ALL_PARCELS_PAGE_SIZE, STAFF_PARCELS_PAGE_SIZE, useStaffParcels } from '../api/staff';
import { useStaffParcelCounters } from '../api/staff-parcel';
import { MoveBar } from './MoveBar';
import { ParcelActionButtons, useParcelDesk } from './ParcelDeskActions';
import { StaffParcelsTable } from './StaffParcelsTable';

/**
 * The desk's queues, each a set of statuses (their names: the catalogue's `parcels:queues`); «Все» finds a parcel in
 * any status (a delivered one included).
 */
const QUEUES = {
  queue: { statuses: [P.READY_TO_PROCESS] },
  assembly: { statuses: [P.ON_ASSEMBLY, P.ON_WEIGHING] },
  payment: { statuses: [P.AWAITING_PAYMENT, P.READY_FOR_SENT] },
  transit: {
    statuses: [
      P.SENT,
      P.FLEW_OUT_FROM_CHINA,
      P.IN_CUSTOMS,
      P.STOPPED_IN_CUSTOMS,
      P.IN_MOSCOW,
      P.PASSED_TO_DELIVERY_IN_RUSSIA,
      P.DELIVERY_NO_CONTACT,
      P.DELIVERY_WRONG_ADDRESS,
      P.DELIVERY_STORAGE_EXPIRING,
    ],
  },
  all: { statuses: Object.values(P) },
} as const;
type QueueKey = keyof typeof QUEUES;
const QUEUE_KEYS = Object.keys(QUEUES) as QueueKey[];

/** /staff/parcels: the warehouse's parcel desk — assemble, weigh and price, ship, and move whole flights on. */
export function StaffParcelsPage() {
  const [params, setParams] = useSearchParams();
  const queue = QUEUE_KEYS.find((key) => key === params.get('queue')) ?? 'queue';
  const search = useDeskSearch();
  const narrow = useMediaQuery('(max-width: 900px)') ?? false;
  const list = useStaffParcels(
    QUEUES[queue].statuses,
    search.q,
    queue === 'all' ? ALL_PARCELS_PAGE_SIZE : STAFF_PARCELS_PAGE_SIZE,
  );
  const shownPart = list.data && list.data.totalElements > list.data.data.length;
  const counters = useStaffParcelCounters(search.q);
  const desk = useParcelDesk();
  const { t } = useDeskT('parcels');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const rows = list.data?.data ?? [];
  const chosen = rows.filter((row) => selected.has(row.id));
  const toggle = (id: number) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const select = (key: QueueKey) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (key === 'queue') next.delete('queue');
        else next.set('queue', key);
        return next;
      },
      { replace: true },
    );
    setSelected(new Set());
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        {desk.may('GET /api/staff/parcels/labels') && (
          <Group gap="xs">
            <LabelFormatPicker value={desk.labelFormat} onChange={desk.setLabelFormat} />
            <Button
              size="compact-sm"
              variant="default"
              disabled={rows.length === 0}
              onClick={() => desk.printLabels(rows.map((parcel) => parcel.id).slice(0, LABEL_BATCH_MAX))}
            >
              {t('printQueue', { n: Math.min(rows.length, LABEL_BATCH_MAX) })}
            </Button>
          </Group>
        )}
      </Group>
      <DeskSearch search={search} found={list.data?.totalElements} />
      <SegmentedControl
        aria-label={t('queueFilter')}
        // Five queues with their counts do not fit a phone's or a tablet's width side by side.
        orientation={narrow ? 'vertical' : 'horizontal'}
        fullWidth={narrow}
        value={queue}
        onChange={(value) => select(value as QueueKey)}
        data={QUEUE_KEYS.map((key) => ({
          value: key,
          label: (
            <CountedLabel label={t(`queues.${key}`)} count={countOf(counters.data, QUEUES[key].statuses)} />
          ),
        }))}
      />
      {queue === 'transit' && <MoveBar parcels={chosen} onDone={() => setSelected(new Set())} />}
      {list.isPending ? (
        <Skeleton height={160} />
      ) : list.isError ? (
        <Alert color="red">{errorMessage(list.error, t('loadFailed'))}</Alert>
      ) : rows.length === 0 ? (
        <DeskEmpty q={search.q} empty={t('none')} onClear={search.clear} />
      ) : (
        <StaffParcelsTable
          rows={rows}
          selectable={queue === 'transit' && desk.may('PUT /api/staff/parcels/move')}
          selected={selected}
          onToggle={toggle}
          rowAction={(parcel) => (
            <Group gap="xs" wrap="nowrap">
              <ParcelActionButtons parcel={parcel} desk={desk} />
            </Group>
          )}
        />
      )}
      {shownPart && (
        <Text size="sm" c="dimmed">
          {t('shownPart', { shown: list.data!.data.length, total: list.data!.totalElements })}
        </Text>
      )}
      {desk.dialogs}
    </Stack>
  );
}

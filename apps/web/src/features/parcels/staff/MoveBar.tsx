import {
  MOVES_WITH_REASON,
  STAFF_PARCEL_MOVES,
  staffMoveSchema,
  type StaffParcel,
  type StaffParcelMove,
} from '@cargo/domain';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { fieldError } from '../../../shared/forms/fieldError';
import { useDeskT } from '../../../shared/staff/i18n';
import { parcels as parcelsRu } from '../../../shared/staff/i18n/ru/parcels';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useStaffActions } from '../../staff';
import { useMoveParcels } from '../api/staff';

/** The steps' Russian titles (the catalogue's `parcels:moves`), for the flight desk until it speaks the desk's language. */
export const MOVE_TITLE: Record<StaffParcelMove, string> = parcelsRu.moves;

/** A whole flight on: one step for every chosen parcel, offered only when each of them may take it. */
export function MoveBar({ parcels, onDone }: { parcels: readonly StaffParcel[]; onDone: () => void }) {
  const move = useMoveParcels();
  const staffActions = useStaffActions();
  const { t } = useDeskT('parcels');
  const [action, setAction] = useState<StaffParcelMove | null>(null);
  const [place, setPlace] = useState('');
  const [reason, setReason] = useState('');
  // The steps every chosen parcel may take.
  const possible = STAFF_PARCEL_MOVES.filter(
    (step) =>
      parcels.length > 0 &&
      parcels.every((parcel) => (staffActions('parcel', parcel.statusId) as string[]).includes(step)),
  );
  const needsReason = action !== null && MOVES_WITH_REASON.includes(action);
  const submit = () => {
    if (!action) return;
    const input = {
      parcelIds: parcels.map((parcel) => parcel.id),
      action,
      place: place.trim() || undefined,
      reason: reason.trim() || undefined,
    };
    // The request's own schema: a required reason, the place's and the reason's limits and characters.
    const refusal = fieldError(staffMoveSchema, input);
    if (refusal) return notifyError(refusal);
    move.mutate(input, {
      onSuccess: (answer) => {
        if (answer.moved.length > 0) notifySuccess(t('move.moved', { n: answer.moved.length }));
        for (const refused of answer.refused)
          notifyError(t('move.refused', { id: refused.id, message: refused.message }));
        setAction(null);
        setReason('');
        onDone();
      },
      onError: (failure) => notifyError(errorMessage(failure, t('done.notAllowed'))),
    });
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('move.step', { n: parcels.length })}
        placeholder={parcels.length === 0 ? t('move.chooseParcels') : t('move.chooseStep')}
        data={possible.map((step) => ({ value: step, label: t(`moves.${step}`) }))}
        value={action}
        onChange={(value) => setAction(value as StaffParcelMove | null)}
        disabled={possible.length === 0}
        w={260}
      />
      <TextInput
        label={t('move.place')}
        value={place}
        onChange={(event) => setPlace(event.currentTarget.value)}
      />
      {needsReason && (
        <TextInput
          label={t('move.reason')}
          withAsterisk
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      )}
      <Button onClick={submit} disabled={action === null} loading={move.isPending}>
        {t('move.apply')}
      </Button>
    </Group>
  );
}

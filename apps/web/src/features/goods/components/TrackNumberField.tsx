import { sameTrack, TRACK_NUMBER_MAX, trackNumberSchema } from '@cargo/domain';
import { Alert, Loader, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconBarcode } from '@tabler/icons-react';
import { Controller, useWatch } from 'react-hook-form';
import { useMyInfo } from '../../../shared/session/useMyInfo';
import { useTrackCheck } from '../api/check-track';
import { GOODS_WEB_MESSAGES } from '../messages';
import type { GoodFormControl } from './goodFormValues';

/** The spec's "uniqueness checked 800 ms after typing". */
export const TRACK_CHECK_DELAY_MS = 800;

interface TrackNumberFieldProps {
  control: GoodFormControl;
  /** Editing: the good's own track (not checked while unchanged) and its id (ignored by the check). */
  savedTrack: string | null;
  goodId: number | null;
}

/**
 * The Chinese parcel's track number, shared by all goods of the form. 800 ms after the last keystroke the
 * server says whether this customer already registered it, in any spelling (`lc 7000…` is `LC7000…`); the answer
 * is a warning, not an error. The field keeps what the customer typed.
 */
export function TrackNumberField({ control, savedTrack, goodId }: TrackNumberFieldProps) {
  const { data: myInfo } = useMyInfo();
  const track = useWatch({ control, name: 'incomingDeclaration' }).trim();
  const [debounced] = useDebouncedValue(track, TRACK_CHECK_DELAY_MS);
  const checkable =
    debounced === track &&
    trackNumberSchema.safeParse(debounced).success &&
    !sameTrack(debounced, savedTrack ?? '');
  const check = useTrackCheck(debounced, { clientId: myInfo?.id, goodId, enabled: checkable });

  return (
    <>
      <Controller
        control={control}
        name="incomingDeclaration"
        render={({ field, fieldState }) => (
          <TextInput
            {...field}
            label="Трек-номер китайской посылки"
            description={`Номер, который дал продавец или служба доставки в Китае (не более ${TRACK_NUMBER_MAX} символов)`}
            placeholder="YT1234567890123"
            withAsterisk
            autoComplete="off"
            leftSection={<IconBarcode size={16} stroke={1.6} />}
            rightSection={checkable && check.isFetching ? <Loader size={14} /> : null}
            error={fieldState.error?.message}
            maw={480}
          />
        )}
      />
      {checkable && check.data?.exists && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} maw={640} role="status">
          {GOODS_WEB_MESSAGES.trackExists}
        </Alert>
      )}
    </>
  );
}

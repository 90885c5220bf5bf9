import { NUMBER_FIELDS, staffWeighSchema } from '@cargo/domain';
import { Alert, Button, FileInput, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { useDeskT } from '../../../shared/staff/i18n';
import { notifySuccess } from '../../../shared/ui/notify';
import { NumberField } from '../../../shared/ui/NumberField';
import { useUploadWeighingPhoto, useWeighParcel } from '../api/staff';
import type { DeskParcel } from './deskParcel';

type Measure = 'weightKg' | 'lengthCm' | 'widthCm' | 'heightCm';

/** Weighing: weight, dimensions and the packed parcel's photo; the server prices the parcel (→ 33). */
export function WeighModal({ parcel, onClose }: { parcel: DeskParcel | null; onClose: () => void }) {
  const weigh = useWeighParcel();
  const upload = useUploadWeighingPhoto();
  const { t } = useDeskT('parcels');
  const [values, setValues] = useState<Record<Measure, number | null>>({
    weightKg: null,
    lengthCm: null,
    widthCm: null,
    heightCm: null,
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const field = (name: Measure, label: string) => (
    <NumberField
      label={label}
      withAsterisk
      rule={name === 'weightKg' ? NUMBER_FIELDS.parcelWeightKg : NUMBER_FIELDS.dimensionCm}
      value={values[name]}
      onChange={(value) => setValues((previous) => ({ ...previous, [name]: value }))}
    />
  );
  const submit = async () => {
    if (!parcel) return;
    // The domain's schema says what is missing or over its limit; the photo's name comes after the upload.
    const measures = staffWeighSchema.omit({ photo: true }).safeParse(values);
    if (!measures.success) return setError(measures.error.issues[0]!.message);
    if (!photo) return setError(t('weigh.photoRequired'));
    setError(null);
    try {
      const stored = await upload.mutateAsync(photo);
      await weigh.mutateAsync({ id: parcel.id, input: { ...measures.data, photo: stored.fileName } });
      notifySuccess(t('done.weighed', { id: parcel.id }));
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, t('loadFailed')));
    }
  };
  return (
    <Modal opened={parcel !== null} onClose={onClose} title={t('weigh.title', { id: parcel?.id ?? '' })}>
      <Stack gap="sm">
        {field('weightKg', t('weigh.weight'))}
        <Group grow>
          {field('lengthCm', t('weigh.length'))}
          {field('widthCm', t('weigh.width'))}
          {field('heightCm', t('weigh.height'))}
        </Group>
        <FileInput
          label={t('weigh.photo')}
          withAsterisk
          accept="image/png,image/jpeg"
          value={photo}
          onChange={setPhoto}
          placeholder={t('weigh.photoPlaceholder')}
        />
        {error && <Alert color="red">{error}</Alert>}
        <Button onClick={() => void submit()} loading={weigh.isPending || upload.isPending}>
          {t('weigh.submit')}
        </Button>
      </Stack>
    </Modal>
  );
}

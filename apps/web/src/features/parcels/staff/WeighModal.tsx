import { COMMON_MESSAGES, PARCEL_MESSAGES, type StaffParcel } from '@cargo/domain';
import { Alert, Button, FileInput, Group, Modal, NumberInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { notifySuccess } from '../../../shared/ui/notify';
import { useUploadWeighingPhoto, useWeighParcel } from '../api/staff';

/** Weighing: weight, dimensions and the packed parcel's photo; the server prices the parcel (→ 33). */
export function WeighModal({ parcel, onClose }: { parcel: StaffParcel | null; onClose: () => void }) {
  const weigh = useWeighParcel();
  const upload = useUploadWeighingPhoto();
  const [values, setValues] = useState({ weightKg: 0, lengthCm: 0, widthCm: 0, heightCm: 0 });
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const field = (name: keyof typeof values, label: string) => (
    <NumberInput
      label={label}
      withAsterisk
      min={0}
      decimalScale={name === 'weightKg' ? 3 : 1}
      decimalSeparator=","
      value={values[name] || ''}
      onChange={(value) => setValues({ ...values, [name]: Number(value) || 0 })}
    />
  );
  const submit = async () => {
    if (!parcel) return;
    if (!(values.weightKg > 0)) return setError(PARCEL_MESSAGES.weightRequired);
    if (!(values.lengthCm > 0 && values.widthCm > 0 && values.heightCm > 0))
      return setError(PARCEL_MESSAGES.dimensionRequired);
    if (!photo) return setError(PARCEL_MESSAGES.photoRequired);
    setError(null);
    try {
      const stored = await upload.mutateAsync(photo);
      await weigh.mutateAsync({ id: parcel.id, input: { ...values, photo: stored.fileName } });
      notifySuccess(`Посылка ${parcel.id} взвешена, стоимость рассчитана`);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, COMMON_MESSAGES.loadFailed));
    }
  };
  return (
    <Modal opened={parcel !== null} onClose={onClose} title={`Взвешивание посылки ${parcel?.id ?? ''}`}>
      <Stack gap="sm">
        {field('weightKg', 'Вес, кг')}
        <Group grow>
          {field('lengthCm', 'Длина, см')}
          {field('widthCm', 'Ширина, см')}
          {field('heightCm', 'Высота, см')}
        </Group>
        <FileInput
          label="Фото упакованной посылки"
          withAsterisk
          accept="image/png,image/jpeg"
          value={photo}
          onChange={setPhoto}
          placeholder="Выберите файл"
        />
        {error && <Alert color="red">{error}</Alert>}
        <Button onClick={() => void submit()} loading={weigh.isPending || upload.isPending}>
          Взвесить и рассчитать
        </Button>
      </Stack>
    </Modal>
  );
}

import {
  CARGO_MESSAGES,
  cargoBreakdownOf,
  COMMON_MESSAGES,
  NUMBER_FIELDS,
  priceCargo,
  staffCargoWeighSchema,
  type StaffCargo,
} from '@cargo/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { notifySuccess } from '../../../shared/ui/notify';
import { NumberField } from '../../../shared/ui/NumberField';
import { useWeighCargo } from '../api/weigh-cargo';
import { CargoPriceBreakdown } from '../components/CargoPriceBreakdown';

/** Weighing a received cargo: weight and volume; the price from `priceCargo` is shown before it is saved. */
export function WeighCargoModal({ cargo, onClose }: { cargo: StaffCargo | null; onClose: () => void }) {
  const weigh = useWeighCargo();
  const [weightKg, setWeight] = useState<number | null>(null);
  const [volumeM3, setVolume] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The domain's schema decides what may be weighed: required, positive, its limits and decimals.
  const parsed = staffCargoWeighSchema.safeParse({ weightKg, volumeM3 });
  const preview = parsed.success ? cargoBreakdownOf(priceCargo(parsed.data)) : null;

  const submit = () => {
    if (!cargo) return;
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    weigh.mutate(
      { id: cargo.id, input: parsed.data },
      {
        onSuccess: () => {
          notifySuccess(CARGO_MESSAGES.weighed(cargo.id));
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure, COMMON_MESSAGES.loadFailed)),
      },
    );
  };

  return (
    <Modal opened={cargo !== null} onClose={onClose} title={`Взвешивание карго ${cargo?.id ?? ''}`}>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <NumberField
            label="Вес, кг"
            withAsterisk
            rule={NUMBER_FIELDS.cargoWeightKg}
            value={weightKg}
            onChange={setWeight}
          />
          <NumberField
            label="Объём, м³"
            withAsterisk
            rule={NUMBER_FIELDS.volumeM3}
            value={volumeM3}
            onChange={setVolume}
          />
        </Group>
        {preview ? (
          <CargoPriceBreakdown price={preview} />
        ) : (
          <Text size="sm" c="dimmed">
            Введите вес и объём — стоимость рассчитается здесь.
          </Text>
        )}
        {error && <Alert color="red">{error}</Alert>}
        <Button onClick={submit} loading={weigh.isPending}>
          Взвесить и выставить к оплате
        </Button>
      </Stack>
    </Modal>
  );
}

import {
  CARGO_MESSAGES,
  cargoBreakdownOf,
  COMMON_MESSAGES,
  hasAtMostThreeDecimals,
  priceCargo,
  type StaffCargo,
} from '@cargo/domain';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { notifySuccess } from '../../../shared/ui/notify';
import { useWeighCargo } from '../api/staff-cargo';
import { CargoPriceBreakdown } from '../components/CargoPriceBreakdown';

const valid = (value: number) => value > 0 && hasAtMostThreeDecimals(value);

/** Weighing a received cargo: weight and volume; the price from `priceCargo` is shown before it is saved. */
export function WeighCargoModal({ cargo, onClose }: { cargo: StaffCargo | null; onClose: () => void }) {
  const weigh = useWeighCargo();
  const [weightKg, setWeight] = useState(0);
  const [volumeM3, setVolume] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const preview =
    valid(weightKg) && valid(volumeM3) ? cargoBreakdownOf(priceCargo({ weightKg, volumeM3 })) : null;

  const submit = () => {
    if (!cargo) return;
    if (!(weightKg > 0)) return setError(CARGO_MESSAGES.weightRequired);
    if (!(volumeM3 > 0)) return setError(CARGO_MESSAGES.volumeRequired);
    setError(null);
    weigh.mutate(
      { id: cargo.id, input: { weightKg, volumeM3 } },
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
          <NumberInput
            label="Вес, кг"
            withAsterisk
            min={0}
            decimalScale={3}
            decimalSeparator=","
            value={weightKg || ''}
            onChange={(value) => setWeight(Number(value) || 0)}
          />
          <NumberInput
            label="Объём, м³"
            withAsterisk
            min={0}
            decimalScale={3}
            decimalSeparator=","
            value={volumeM3 || ''}
            onChange={(value) => setVolume(Number(value) || 0)}
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

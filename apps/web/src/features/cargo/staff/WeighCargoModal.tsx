import {
  cargoBreakdownOf,
  NUMBER_FIELDS,
  priceCargo,
  staffCargoWeighSchema,
  type StaffCargo,
} from '@cargo/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { useDeskT } from '../../../shared/staff/i18n';
import { notifySuccess } from '../../../shared/ui/notify';
import { NumberField } from '../../../shared/ui/NumberField';
import { useWeighCargo } from '../api/weigh-cargo';
import { CargoPriceBreakdown } from '../components/CargoPriceBreakdown';

/** Weighing a received cargo: weight and volume; the price from `priceCargo` is shown before it is saved. */
export function WeighCargoModal({ cargo, onClose }: { cargo: StaffCargo | null; onClose: () => void }) {
  const weigh = useWeighCargo();
  const { t } = useDeskT('cargo');
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
          notifySuccess(t('done.weighed', { id: cargo.id }));
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure, t('loadFailed'))),
      },
    );
  };

  return (
    <Modal opened={cargo !== null} onClose={onClose} title={t('weigh.title', { id: cargo?.id ?? '' })}>
      <Stack gap="sm">
        <Group grow align="flex-start">
          <NumberField
            label={t('weigh.weight')}
            withAsterisk
            rule={NUMBER_FIELDS.cargoWeightKg}
            value={weightKg}
            onChange={setWeight}
          />
          <NumberField
            label={t('weigh.volume')}
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
            {t('weigh.hint')}
          </Text>
        )}
        {error && <Alert color="red">{error}</Alert>}
        <Button onClick={submit} loading={weigh.isPending}>
          {t('weigh.submit')}
        </Button>
      </Stack>
    </Modal>
  );
}

import { COMMON_MESSAGES, PARCEL_MESSAGES } from '@cargo/domain';
import { Alert, Anchor, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { CalcDestinationNote, destinationFromSearch } from '../../calculator';
import { useParcel } from '../api/get-parcels';
import { ParcelForm } from '../components/ParcelForm';
import { orderPrefillFromSearch, parcelsPath, weightFromSearch } from '../model/sections';

/** /parcels/create and /parcels/edit?id=…: the parcel order form. */
export function ParcelFormPage({ mode }: { mode: 'create' | 'edit' }) {
  const [search] = useSearchParams();
  const raw = search.get('id');
  const id = mode === 'edit' && raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
  const parcel = useParcel(id);
  const weightKg = weightFromSearch(search);

  let body;
  const destination = mode === 'create' ? destinationFromSearch(search) : null;
  if (mode === 'create')
    body = (
      <ParcelForm
        parcel={null}
        initialWeightKg={weightKg}
        prefill={orderPrefillFromSearch(search)}
        preferredPvzCode={destination?.pickupPointCode ?? null}
      />
    );
  else if (id === null) body = <Alert color="red">{PARCEL_MESSAGES.notFound}</Alert>;
  else if (parcel.isPending) body = <Skeleton height={320} radius="lg" />;
  else if (parcel.isError)
    body = <Alert color="red">{errorMessage(parcel.error, COMMON_MESSAGES.loadFailed)}</Alert>;
  else body = <ParcelForm key={parcel.data.id} parcel={parcel.data} initialWeightKg={weightKg} />;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={parcelsPath()} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Посылки
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {mode === 'create' ? 'Создать посылку' : 'Редактировать посылку'}
      </Title>
      {destination?.cityCode != null ? (
        <CalcDestinationNote
          cityCode={destination.cityCode}
          city={destination.city}
          pickupPointCode={destination.pickupPointCode}
        />
      ) : null}
      {body}
    </Stack>
  );
}

export const ParcelCreatePage = () => <ParcelFormPage mode="create" />;
export const ParcelEditPage = () => <ParcelFormPage mode="edit" />;

import { Group, Stack, Text } from '@mantine/core';
import { useDeskT } from '../../../shared/staff/i18n';
import { PhotoReportButton } from '../../goods';
import { useInvalidateStaffParcels } from '../api/staff';
import type { DeskParcel } from './deskParcel';

/**
 * Why a parcel is not weighed yet: goods whose paid photo report (149 ₽) has no photo. The desk uploads each one
 * here; once none is missing, «Взвесить» comes back.
 */
export function PhotoReportsDue({ parcel }: { parcel: DeskParcel }) {
  const refresh = useInvalidateStaffParcels();
  const goods = parcel.photoReportsMissing;
  const { t } = useDeskT('parcels');
  return (
    <Stack gap={4} data-testid="photo-reports-due">
      <Text size="xs" c="orange.8">
        {t('photos.missing', { ids: goods.map((good) => good.id).join(', ') })}
      </Text>
      {goods.map((good) => (
        <Group key={good.id} gap="xs" wrap="nowrap">
          <Text size="xs" truncate maw={160} title={good.description}>
            {t('photos.good', { id: good.id, description: good.description })}
          </Text>
          <PhotoReportButton good={good} onUploaded={refresh} />
        </Group>
      ))}
    </Stack>
  );
}

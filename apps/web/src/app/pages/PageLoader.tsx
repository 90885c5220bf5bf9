import { Center, Loader } from '@mantine/core';
import { UI_LABELS } from '../../shared/config/uiLabels';

export function PageLoader() {
  return (
    <Center mih="60vh" aria-busy="true">
      <Loader aria-label={UI_LABELS.loading} />
    </Center>
  );
}

import { Anchor, Modal } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { UI_LABELS } from '../../../shared/config/uiLabels';
import { useFullScreenModal } from '../../../shared/ui/useFullScreenModal';

// The form and its schemas load when the dialog first opens, not with the cabinet's shell.
const RequestSupportContent = lazy(() =>
  import('./RequestSupportContent').then((m) => ({ default: m.RequestSupportContent })),
);

/** `?request-support=true` (signed in only): the open help-desk request, or the form for a new one. */
export function RequestSupportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const fullScreen = useFullScreenModal();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={UI_LABELS.contactSupport}
      size="lg"
      fullScreen={fullScreen}
    >
      <Anchor component={Link} to="/help" size="sm" display="block" mb="md">
        Справка и частые вопросы
      </Anchor>
      <Suspense fallback={null}>
        <RequestSupportContent />
      </Suspense>
    </Modal>
  );
}

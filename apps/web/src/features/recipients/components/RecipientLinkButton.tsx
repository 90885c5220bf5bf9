import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Modal,
  Stack,
  Text,
  TextInput,
  Tooltip,
  type ButtonProps,
} from '@mantine/core';
import type { RecipientLink } from '@cargo/domain';
import { IconCheck, IconCopy, IconInfoCircle, IconLink } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { WEB_MESSAGES } from '../../../shared/config/messages';
import { useFullScreenModal } from '../../../shared/ui/useFullScreenModal';
import { notifyError } from '../../../shared/ui/notify';
import { useCreateRecipientLink } from '../api';
import { UI_LABELS } from '../../../shared/config/uiLabels';

function LinkModal({ link, onClose }: { link: RecipientLink | null; onClose: () => void }) {
  const fullScreen = useFullScreenModal();
  return (
    <Modal
      opened={link !== null}
      onClose={onClose}
      title="Ссылка для получателя"
      size="lg"
      fullScreen={fullScreen}
    >
      {link && (
        <Stack gap="md">
          <Text size="sm">
            Отправьте ссылку получателю: он сам заполнит контактные и паспортные данные, без регистрации в
            кабинете. После отправки получатель появится в вашем списке и уйдёт на проверку.
          </Text>
          <TextInput
            label="Ссылка"
            value={link.url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            rightSection={
              <CopyButton value={link.url} timeout={2000}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? UI_LABELS.copied : UI_LABELS.copyLink} withArrow position="left">
                    <ActionIcon
                      variant={copied ? 'filled' : 'subtle'}
                      color={copied ? 'teal' : 'gray'}
                      onClick={copy}
                      aria-label={UI_LABELS.copyLink}
                    >
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            }
          />
          <Alert variant="light" icon={<IconInfoCircle />}>
            Ссылка действует до{' '}
            <Text span fw={600} size="sm" data-testid="link-expires-at">
              {dayjs(link.expiresAt).format('DD.MM.YYYY HH:mm')}
            </Text>{' '}
            и подходит для одного получателя.
          </Alert>
          <CopyButton value={link.url}>
            {({ copied, copy }) => (
              <Button onClick={copy} color={copied ? 'teal' : undefined} leftSection={<IconCopy size={16} />}>
                {copied ? WEB_MESSAGES.copied : 'Скопировать ссылку'}
              </Button>
            )}
          </CopyButton>
        </Stack>
      )}
    </Modal>
  );
}

/** «Ссылка для получателя»: GET /api/recipient-client-data/token, then the link in a dialog. */
export function RecipientLinkButton(props: ButtonProps) {
  const createLink = useCreateRecipientLink();
  const [link, setLink] = useState<RecipientLink | null>(null);

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconLink size={16} />}
        loading={createLink.isPending}
        {...props}
        onClick={() =>
          createLink.mutate(undefined, {
            onSuccess: setLink,
            onError: (error) => notifyError(errorMessage(error, WEB_MESSAGES.somethingWrong)),
          })
        }
      >
        Ссылка для получателя
      </Button>
      <LinkModal link={link} onClose={() => setLink(null)} />
    </>
  );
}

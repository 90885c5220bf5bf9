import { ActionIcon, Affix, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { matchPath, useLocation } from 'react-router';
import { useSession } from '../../shared/session/useSession';
import { SupportContacts } from '../../shared/ui/SupportContacts';
import { useQueryFlag } from '../modals/useQueryFlag';

const LABEL = 'Связаться с поддержкой';

function SupportIcon() {
  return <IconHeadset size={28} stroke={1.6} />;
}

/** Floating support button: a customer gets the support dialog, a visitor the support contacts. */
export function SupportButton() {
  const { pathname } = useLocation();
  const { accessToken } = useSession();
  const supportDialog = useQueryFlag('request-support');

  if (matchPath('/customer-support/chat/:id', pathname)) return null;

  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
      {accessToken ? (
        <Tooltip label={LABEL} position="left" withArrow>
          <ActionIcon size={56} radius="xl" aria-label={LABEL} onClick={supportDialog.open} style={shadow}>
            <SupportIcon />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Popover position="top-end" width={300} shadow="lg" withArrow>
          <Popover.Target>
            <ActionIcon size={56} radius="xl" aria-label={LABEL} style={shadow}>
              <SupportIcon />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap="sm">
              <Text fw={700}>Служба поддержки</Text>
              <SupportContacts />
            </Stack>
          </Popover.Dropdown>
        </Popover>
      )}
    </Affix>
  );
}

const shadow = { boxShadow: 'var(--mantine-shadow-lg)' };

import { ActionIcon, Affix, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { matchPath, useLocation } from 'react-router';
import { SupportContacts } from '../../shared/ui/SupportContacts';
import { useQueryFlag } from '../modals/useQueryFlag';
import { UI_LABELS } from '../../shared/config/uiLabels';
import { useHiddenWhileScrollingDown } from './useHiddenWhileScrollingDown';

const LABEL = UI_LABELS.contactSupport;
/** Sizes from app/global.css, where the layouts keep room for the button under their content on a phone. */
const SIZE = 'var(--support-button-size)';
const OFFSET = 'var(--support-button-offset)';
/** Phones: up to the 640 px breakpoint, where the layouts keep room for the button ($breakpoint-sm). */
const PHONE = '(max-width: 40em)';

function SupportIcon() {
  return <IconHeadset size={28} stroke={1.6} />;
}

/**
 * Floating support button, on every page but the support chat. In the cabinet it opens the support dialog
 * (`?request-support=true`, rendered by the cabinet shell); on the public pages it shows the contacts.
 */
export function SupportButton({ opens }: { opens: 'dialog' | 'contacts' }) {
  const { pathname } = useLocation();
  const supportDialog = useQueryFlag('request-support');
  const phone = useMediaQuery(PHONE) ?? false;
  const hidden = useHiddenWhileScrollingDown(phone);

  if (matchPath('/customer-support/chat/:id', pathname)) return null;

  return (
    <Affix
      position={{ bottom: OFFSET, right: OFFSET }}
      zIndex={150}
      data-hidden={hidden || undefined}
      style={{
        transition: 'transform 200ms ease, opacity 200ms ease',
        transform: hidden ? 'translateY(calc(100% + var(--support-button-offset)))' : undefined,
        opacity: hidden ? 0 : 1,
        pointerEvents: hidden ? 'none' : undefined,
      }}
    >
      {opens === 'dialog' ? (
        <Tooltip label={LABEL} position="left" withArrow>
          <ActionIcon size={SIZE} radius="xl" aria-label={LABEL} onClick={supportDialog.open} style={shadow}>
            <SupportIcon />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Popover position="top-end" width={300} shadow="lg" withArrow>
          <Popover.Target>
            <ActionIcon size={SIZE} radius="xl" aria-label={LABEL} style={shadow}>
              <SupportIcon />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap="sm">
              <Text fw={700}>{UI_LABELS.support}</Text>
              <SupportContacts />
            </Stack>
          </Popover.Dropdown>
        </Popover>
      )}
    </Affix>
  );
}

const shadow = { boxShadow: 'var(--mantine-shadow-lg)' };

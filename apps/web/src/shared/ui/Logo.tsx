import { Group, Text, ThemeIcon, type MantineBreakpoint } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { COMPANY } from '../config/company';
import { UI_LABELS } from '../config/uiLabels';

/** The service's mark and name; `textFrom` hides the name below a breakpoint. */
export function Logo({ textFrom }: { textFrom?: MantineBreakpoint }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={34} radius="md" variant="filled" aria-hidden>
        <IconPackage size={22} stroke={1.8} />
      </ThemeIcon>
      <Text fw={800} size="lg" lh={1.1} visibleFrom={textFrom} c="var(--mantine-color-text)">
        {COMPANY.name}
      </Text>
    </Group>
  );
}

/**
 * The logo as the link home. Its name starts with the name it shows («Карго Экспресс — на главную»): WCAG 2.5.3
 * (label in name) wants a voice user who says what he sees to reach the control, which «На главную» alone broke.
 */
export function LogoLink({ to, textFrom }: { to: string; textFrom?: MantineBreakpoint }) {
  return (
    <Link
      to={to}
      aria-label={`${COMPANY.name} — ${UI_LABELS.toHome.toLowerCase()}`}
      style={{ textDecoration: 'none' }}
    >
      <Logo textFrom={textFrom} />
    </Link>
  );
}

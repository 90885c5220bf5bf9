import { Group, Text, ThemeIcon, type MantineBreakpoint } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { COMPANY } from '../config/company';

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

import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBrandTelegram, IconClock, IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SUPPORT_CONTACTS } from '../config/company';
import { FIELD_LABELS } from '../config/labels';

function ContactRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" radius="xl" size="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <div>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" fw={500}>
          {children}
        </Text>
      </div>
    </Group>
  );
}

/** How to reach support: e-mail, Telegram, phone and working hours. */
export function SupportContacts() {
  return (
    <Stack gap="sm">
      <ContactRow icon={<IconMail size={16} />} label={FIELD_LABELS.contactEmail}>
        <Anchor href={`mailto:${SUPPORT_CONTACTS.email}`}>{SUPPORT_CONTACTS.email}</Anchor>
      </ContactRow>
      <ContactRow icon={<IconBrandTelegram size={16} />} label="Telegram">
        <Anchor href={SUPPORT_CONTACTS.telegramUrl} target="_blank" rel="noopener noreferrer">
          {SUPPORT_CONTACTS.telegram}
        </Anchor>
      </ContactRow>
      <ContactRow icon={<IconPhone size={16} />} label={FIELD_LABELS.phone}>
        <Anchor href={SUPPORT_CONTACTS.phoneHref}>{SUPPORT_CONTACTS.phone}</Anchor>
      </ContactRow>
      <ContactRow icon={<IconClock size={16} />} label="Часы работы">
        {SUPPORT_CONTACTS.hours}
      </ContactRow>
    </Stack>
  );
}

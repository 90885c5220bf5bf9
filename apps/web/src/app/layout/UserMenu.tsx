import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconHeadset, IconHelp, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSignOut } from '../../features/auth';
import { displayName, type MyInfo } from '../../shared/session/myInfo';
import { SECTION_TITLES } from '../../shared/config/sections';

function initials(myInfo: MyInfo | undefined): string {
  const letters = [myInfo?.name, myInfo?.surname].map((part) => part?.trim()[0] ?? '').join('');
  return letters.toUpperCase() || '?';
}

export function UserMenu({ myInfo }: { myInfo: MyInfo | undefined }) {
  const signOut = useSignOut();
  const fullName = myInfo ? displayName(myInfo) : '';

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        {/* Named by what it shows after a hidden «Меню пользователя»: an aria-label of its own would hide the name
            it shows (WCAG 2.5.3, label in name). The initials are only a picture of that name. */}
        <UnstyledButton>
          <VisuallyHidden>Меню пользователя</VisuallyHidden>
          <Group gap={8} wrap="nowrap">
            <Avatar color="brand" radius="xl" size={36} aria-hidden>
              {initials(myInfo)}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="lg" maw={160} truncate>
              {fullName}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {myInfo && (
          <Menu.Label>
            <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
              {fullName}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {myInfo.email}
            </Text>
          </Menu.Label>
        )}
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
          {SECTION_TITLES.profile}
        </Menu.Item>
        <Menu.Item component={Link} to="/help" leftSection={<IconHelp size={16} />}>
          Справка
        </Menu.Item>
        <Menu.Item component={Link} to="/customer-support" leftSection={<IconHeadset size={16} />}>
          Мои обращения
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          Выйти
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

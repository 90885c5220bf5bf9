import { ActionIcon, Burger, Button, Group, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMyInfo } from '../../shared/session/useMyInfo';
import { LogoLink } from '../../shared/ui/Logo';
import { useQueryFlag } from '../modals/useQueryFlag';
import { HeaderBalances } from './HeaderBalances';
import { UserMenu } from './UserMenu';
import { NotificationBell } from '../../features/notifications';
import { UI_LABELS } from '../../shared/config/uiLabels';

interface CabinetHeaderProps {
  menuOpened: boolean;
  onMenuToggle: () => void;
}

export function CabinetHeader({ menuOpened, onMenuToggle }: CabinetHeaderProps) {
  const { data: myInfo, isPending } = useMyInfo();
  const topUp = useQueryFlag('topUpBalance');

  return (
    <Group h="100%" px={{ base: 'sm', lg: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={menuOpened}
          onClick={onMenuToggle}
          hiddenFrom="lg"
          size="sm"
          aria-label={menuOpened ? UI_LABELS.closeMenu : 'Открыть меню'}
        />
        <LogoLink to="/dashboard" textFrom="sm" />
      </Group>

      <Group gap="sm" wrap="nowrap">
        <HeaderBalances accounts={myInfo?.accounts} loading={isPending} onClick={topUp.open} />
        <Button leftSection={<IconPlus size={16} />} onClick={topUp.open} visibleFrom="lg">
          Пополнить
        </Button>
        <Tooltip label="Пополнить баланс">
          <ActionIcon size="lg" onClick={topUp.open} hiddenFrom="lg" aria-label="Пополнить">
            <IconPlus size={18} />
          </ActionIcon>
        </Tooltip>
        <NotificationBell />
        <UserMenu myInfo={myInfo} />
      </Group>
    </Group>
  );
}

import { Badge, Indicator, NavLink, Stack, Tooltip, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import classes from './SidebarNav.module.css';
import { isItemActive, SIDEBAR_ITEMS } from './sidebarItems';
import { useSidebarCounters } from './useSidebarCounters';

interface SidebarNavProps {
  /** Icons only, with the label in a tooltip (868–1000 px). */
  compact?: boolean;
  onNavigate?: () => void;
}

export function SidebarNav({ compact = false, onNavigate }: SidebarNavProps) {
  const { pathname } = useLocation();
  const counters = useSidebarCounters();

  return (
    <Stack component="nav" aria-label="Разделы кабинета" gap={4} p={compact ? 'xs' : 'sm'}>
      {SIDEBAR_ITEMS.map((item) => {
        const active = isItemActive(item, pathname);
        const count = item.counter ? counters[item.counter] : 0;
        const ItemIcon = item.icon;

        if (compact) {
          return (
            <Tooltip key={item.to} label={item.label} position="right" withArrow>
              <UnstyledButton
                component={Link}
                to={item.to}
                onClick={onNavigate}
                aria-label={count > 0 ? `${item.label} (${count} требуют внимания)` : item.label}
                aria-current={active ? 'page' : undefined}
                data-active={active || undefined}
                className={classes.compactLink}
              >
                <Indicator label={count} size={16} disabled={count === 0} offset={2}>
                  <ItemIcon size={24} stroke={1.6} />
                </Indicator>
              </UnstyledButton>
            </Tooltip>
          );
        }

        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            onClick={onNavigate}
            label={item.label}
            active={active}
            aria-current={active ? 'page' : undefined}
            leftSection={<ItemIcon size={22} stroke={1.6} />}
            rightSection={
              count > 0 ? (
                <Badge size="sm" circle={count < 10} color="red" aria-label={`${count} требуют внимания`}>
                  {count}
                </Badge>
              ) : null
            }
            className={classes.link}
          />
        );
      })}
    </Stack>
  );
}

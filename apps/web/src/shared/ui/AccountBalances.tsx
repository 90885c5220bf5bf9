import { CURRENCIES, CURRENCY_TITLE, type CurrencyCcy } from '@cargo/domain';
import { Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney } from '../format/formatMoney';
import type { Account } from '../session/myInfo';

interface AccountBalancesProps {
  accounts: Account[] | undefined;
  loading?: boolean;
  cols?: { base: number; xs?: number; sm?: number; md?: number; lg?: number; xl?: number };
  /** `xl` where the balances are the page's subject (/finance), `lg` in a card or a dialog. */
  size?: 'lg' | 'xl';
  /** What each account offers under its balance (/finance: «Пополнить»). */
  action?: (ccy: CurrencyCcy) => ReactNode;
  /** The tiles' test ids are `<prefix>-<ccy>`. */
  testIdPrefix?: string;
}

const SKELETON_HEIGHT = { lg: 24, xl: 28 } as const;

/** The customer's four accounts, in the fixed order RUB, CNY, USD, EUR. */
export function AccountBalances({
  accounts,
  loading,
  cols = { base: 1, xs: 2 },
  size = 'lg',
  action,
  testIdPrefix = 'balance',
}: AccountBalancesProps) {
  return (
    <SimpleGrid cols={cols} spacing="sm">
      {CURRENCIES.map(({ ccy }) => {
        const account = accounts?.find((item) => item.currency.ccy === ccy);
        return (
          <Paper
            key={ccy}
            withBorder
            radius="md"
            p="sm"
            data-testid={`${testIdPrefix}-${ccy}`}
            role="group"
            aria-label={`Счёт ${ccy}`}
          >
            <Group justify="space-between" gap={4} wrap="nowrap">
              <Text size="xs" c="dimmed">
                {CURRENCY_TITLE[ccy]}
              </Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {ccy}
              </Text>
            </Group>
            {loading ? (
              <Skeleton height={SKELETON_HEIGHT[size]} mt={6} width="70%" />
            ) : (
              <Text size={size} fw={700} mt={2}>
                {formatMoney(account?.balance ?? 0, ccy)}
              </Text>
            )}
            {action?.(ccy)}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

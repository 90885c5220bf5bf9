import { CURRENCIES, CURRENCY_TITLE } from '@cargo/domain';
import { Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { formatMoney } from '../format/formatMoney';
import type { Account } from '../session/myInfo';

interface AccountBalancesProps {
  accounts: Account[] | undefined;
  loading?: boolean;
  cols?: { base: number; xs?: number; sm?: number; md?: number; lg?: number };
}

/** The customer's four accounts, in the fixed order RUB, CNY, USD, EUR. */
export function AccountBalances({ accounts, loading, cols = { base: 1, xs: 2 } }: AccountBalancesProps) {
  return (
    <SimpleGrid cols={cols} spacing="sm">
      {CURRENCIES.map(({ ccy }) => {
        const account = accounts?.find((item) => item.currency.ccy === ccy);
        return (
          <Paper key={ccy} withBorder radius="md" p="sm" data-testid={`balance-${ccy}`}>
            <Group justify="space-between" gap={4} wrap="nowrap">
              <Text size="xs" c="dimmed">
                {CURRENCY_TITLE[ccy]}
              </Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {ccy}
              </Text>
            </Group>
            {loading ? (
              <Skeleton height={24} mt={6} width="70%" />
            ) : (
              <Text size="lg" fw={700} mt={2}>
                {formatMoney(account?.balance ?? 0, ccy)}
              </Text>
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

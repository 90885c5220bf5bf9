import { Group, Skeleton, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { CurrencyCcy } from '@cargo/domain';
import { formatMoney } from '../../shared/format/formatMoney';
import type { Account } from '../../shared/session/myInfo';
import classes from './HeaderBalances.module.css';

const HEADER_CURRENCIES: CurrencyCcy[] = ['RUB', 'CNY'];

interface HeaderBalancesProps {
  accounts: Account[] | undefined;
  loading: boolean;
  onClick: () => void;
}

/**
 * Rouble and yuan balances: side by side on desktop, stacked in the compact header. The button is named by what it
 * shows, after a hidden «Баланс счетов»: an aria-label of its own hid the amounts and broke WCAG 2.5.3 (label in
 * name) for a voice user who says «Баланс RUB».
 */
export function HeaderBalances({ accounts, loading, onClick }: HeaderBalancesProps) {
  if (loading) return <Skeleton height={32} width={120} radius="md" />;
  const balances = HEADER_CURRENCIES.map((ccy) => ({
    ccy,
    text: formatMoney(accounts?.find((account) => account.currency.ccy === ccy)?.balance ?? 0, ccy),
  }));

  return (
    <UnstyledButton onClick={onClick} className={classes.root}>
      <VisuallyHidden>Баланс счетов:</VisuallyHidden>
      <Group gap="lg" visibleFrom="lg" wrap="nowrap">
        {balances.map(({ ccy, text }) => (
          <div key={ccy}>
            <Text size="xs" c="dimmed" lh={1.2}>
              Баланс {ccy}
            </Text>
            <Text fw={700} size="sm" lh={1.3} className={classes.amount}>
              {text}
            </Text>
          </div>
        ))}
      </Group>
      <Stack gap={0} hiddenFrom="lg" align="flex-end">
        {balances.map(({ ccy, text }) => (
          <Text key={ccy} fw={600} size="xs" lh={1.35} className={classes.amount}>
            {text}
          </Text>
        ))}
      </Stack>
    </UnstyledButton>
  );
}

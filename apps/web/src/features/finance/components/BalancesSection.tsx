import { Button, Card, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMyInfo } from '../../../shared/session/useMyInfo';
import { AccountBalances } from '../../../shared/ui/AccountBalances';

/** The four accounts with «Пополнить» each (the top-up dialog by its query flag). */
export function BalancesSection() {
  const { data: myInfo, isPending } = useMyInfo();
  return (
    <Card component="section" aria-labelledby="balances-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="balances-title">
          Счета
        </Title>
        <AccountBalances
          accounts={myInfo?.accounts}
          loading={isPending}
          cols={{ base: 1, xs: 2, xl: 4 }}
          size="xl"
          testIdPrefix="finance-balance"
          action={(ccy) => (
            <Button
              component={Link}
              to={{ search: `?topUpBalance=true&currency=${ccy}` }}
              variant="light"
              size="xs"
              mt="xs"
              leftSection={<IconPlus size={14} />}
              aria-label={`Пополнить счёт ${ccy}`}
            >
              Пополнить
            </Button>
          )}
        />
      </Stack>
    </Card>
  );
}

import { CURRENCIES, CURRENCY_TITLE } from '@cargo/domain';
import { Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/format/formatMoney';
import { useMyInfo } from '../../../shared/session/useMyInfo';

/** The four accounts with «Пополнить» each (the top-up dialog by its query flag). */
export function BalancesSection() {
  const { data: myInfo, isPending } = useMyInfo();
  return (
    <Card component="section" aria-labelledby="balances-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="balances-title">
          Счета
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, xl: 4 }} spacing="sm">
          {CURRENCIES.map(({ ccy }) => {
            const account = myInfo?.accounts.find((item) => item.currency.ccy === ccy);
            return (
              <Paper
                key={ccy}
                withBorder
                radius="md"
                p="sm"
                data-testid={`finance-balance-${ccy}`}
                aria-label={`Счёт ${ccy}`}
                role="group"
              >
                <Group justify="space-between" gap={4} wrap="nowrap">
                  <Text size="xs" c="dimmed">
                    {CURRENCY_TITLE[ccy]}
                  </Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {ccy}
                  </Text>
                </Group>
                {isPending ? (
                  <Skeleton height={28} mt={6} width="70%" />
                ) : (
                  <Text size="xl" fw={700} mt={2}>
                    {formatMoney(account?.balance ?? 0, ccy)}
                  </Text>
                )}
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
              </Paper>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

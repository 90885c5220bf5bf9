import { COMMON_MESSAGES } from '@cargo/domain';
import { Alert, Button, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../shared/api/ApiError';
import { COMPANY } from '../../../shared/config/company';
import { useMyInfo } from '../../../shared/session/useMyInfo';
import { useDashboard } from '../api/get-dashboard';
import { BalancesCard } from '../components/BalancesCard';
import { CounterTiles } from '../components/CounterTiles';
import { DashboardSkeleton } from '../components/DashboardSkeleton';
import { HowItWorks } from '../components/HowItWorks';
import { LatestEvents } from '../components/LatestEvents';
import { QuickLinks } from '../components/QuickLinks';
import { ReferralCard } from '../components/ReferralCard';
import { WarehouseCard } from '../components/WarehouseCard';

/** The body from GET /api/dashboard: balances, the address, what needs attention (or a new customer's path), events. */
function DashboardBody() {
  const dashboard = useDashboard();
  if (dashboard.isPending) return <DashboardSkeleton />;
  if (dashboard.isError) {
    return (
      <Alert color="red" title="Не удалось загрузить главную">
        <Text size="sm" mb="sm">
          {errorMessage(dashboard.error, COMMON_MESSAGES.loadFailed)}
        </Text>
        <Button size="xs" variant="default" onClick={() => void dashboard.refetch()}>
          Повторить
        </Button>
      </Alert>
    );
  }
  const { data } = dashboard;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="lg">
          <BalancesCard accounts={data.balances} loading={false} />
          {data.isNew ? <HowItWorks /> : <CounterTiles counters={data.counters} />}
          <LatestEvents events={data.events} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <WarehouseCard address={data.warehouse} />
      </Grid.Col>
    </Grid>
  );
}

export function DashboardPage() {
  const { data: myInfo } = useMyInfo();

  return (
    <Stack gap="lg">
      <div>
        {myInfo ? (
          <Title order={1} size="h2">
            Здравствуйте, {myInfo.name ?? myInfo.email}!
          </Title>
        ) : (
          // A heading's height, so the line under it stays where it is when the name comes.
          <Skeleton h="calc(var(--mantine-h2-font-size) * var(--mantine-h2-line-height))" width={280} />
        )}
        <Text c="dimmed" mt={4}>
          Личный кабинет {COMPANY.name}: товары, посылки и баланс в одном месте.
        </Text>
      </div>
      <DashboardBody />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <QuickLinks />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <ReferralCard referralCode={myInfo?.referralCode} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

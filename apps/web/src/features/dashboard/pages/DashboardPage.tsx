import { Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { COMPANY } from '../../../shared/config/company';
import { useMyInfo } from '../../../shared/session/useMyInfo';
import { BalancesCard } from '../components/BalancesCard';
import { ProfileSummaryCard } from '../components/ProfileSummaryCard';
import { QuickLinks } from '../components/QuickLinks';
import { ReferralCard } from '../components/ReferralCard';

export function DashboardPage() {
  const { data: myInfo, isPending } = useMyInfo();

  return (
    <Stack gap="lg">
      <div>
        {myInfo ? (
          <Title order={1} size="h2">
            Здравствуйте, {myInfo.name ?? myInfo.email}!
          </Title>
        ) : (
          <Skeleton height={32} width={280} />
        )}
        <Text c="dimmed" mt={4}>
          Личный кабинет {COMPANY.name}: товары, посылки и баланс в одном месте.
        </Text>
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, xl: 7 }}>
          <BalancesCard accounts={myInfo?.accounts} loading={isPending} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 5 }}>
          <ProfileSummaryCard myInfo={myInfo} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 7 }}>
          <QuickLinks />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 5 }}>
          <ReferralCard referralCode={myInfo?.referralCode} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

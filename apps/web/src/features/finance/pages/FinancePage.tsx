import { Grid, Stack, Text, Title } from '@mantine/core';
import { BalancesSection } from '../components/BalancesSection';
import { ConversionForm } from '../components/ConversionForm';
import { PromoSection } from '../components/PromoSection';
import { RatesCard } from '../components/RatesCard';
import { TopUpsSection } from '../components/TopUpsSection';
import { TransactionsSection } from '../components/TransactionsSection';

/** /finance: balances, the ledger, top-ups, conversion, rates and promo codes (spec section 2). */
export function FinancePage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Финансы
        </Title>
        <Text c="dimmed" mt={4}>
          Счета в рублях, юанях, долларах и евро, история операций и пополнения.
        </Text>
      </div>
      <BalancesSection />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, xl: 8 }}>
          <Stack gap="lg">
            <TransactionsSection />
            <TopUpsSection />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 4 }}>
          <Stack gap="lg">
            <ConversionForm />
            <RatesCard />
            <PromoSection />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ReferralLinkField } from '../../../shared/ui/ReferralLinkField';

export function ReferralCard({ referralCode }: { referralCode: string | undefined }) {
  return (
    <Card component="section" aria-label="Пригласите друзей" h="100%">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Пригласите друзей
        </Title>
        <Text size="sm" c="dimmed">
          Отправьте ссылку друзьям: за их заказы вы получите вознаграждение на баланс.
        </Text>
        {referralCode ? <ReferralLinkField referralCode={referralCode} /> : <Skeleton height={36} />}
      </Stack>
    </Card>
  );
}

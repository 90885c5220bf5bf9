import { Alert, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatDate } from '../../../shared/format/formatDate';
import { formatMoney } from '../../../shared/format/formatMoney';
import { ReferralLinkField } from '../../../shared/ui/ReferralLinkField';
import { useMyReferrals, useReferralAmount } from '../api';
import { FIELD_LABELS } from '../../../shared/config/labels';

export function ReferralProgram({ referralCode }: { referralCode: string }) {
  const referrals = useMyReferrals();
  const amount = useReferralAmount();

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Поделитесь ссылкой: друзья, которые зарегистрируются по ней, станут вашими рефералами, а вы будете
        получать вознаграждение с их заказов.
      </Text>
      <ReferralLinkField referralCode={referralCode} label="Ваша реферальная ссылка" />

      <Group gap="xl">
        <div>
          <Text size="xs" c="dimmed">
            Начислено за всё время
          </Text>
          {amount.isPending ? (
            <Skeleton height={24} width={120} mt={4} />
          ) : (
            <Text fw={700} size="lg" data-testid="referral-amount">
              {amount.data ? formatMoney(amount.data.amount, 'RUB') : '—'}
            </Text>
          )}
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Рефералов
          </Text>
          {referrals.isPending ? (
            <Skeleton height={24} width={40} mt={4} />
          ) : (
            <Text fw={700} size="lg">
              {referrals.data?.totalElements ?? 0}
            </Text>
          )}
        </div>
      </Group>

      {referrals.isError && (
        <Alert color="red" variant="light">
          Не удалось загрузить данные
        </Alert>
      )}
      {referrals.data && referrals.data.data.length === 0 && (
        <Text size="sm" c="dimmed">
          По вашей ссылке пока никто не зарегистрировался.
        </Text>
      )}
      {referrals.data && referrals.data.data.length > 0 && (
        <Table.ScrollContainer minWidth={420}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Имя</Table.Th>
                <Table.Th>{FIELD_LABELS.email}</Table.Th>
                <Table.Th>{FIELD_LABELS.registeredAt}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {referrals.data.data.map((referral) => (
                <Table.Tr key={referral.id}>
                  <Table.Td>{referral.name ?? '—'}</Table.Td>
                  <Table.Td>{referral.email}</Table.Td>
                  <Table.Td>{formatDate(referral.registeredAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

import type { Good, SplitOption, SplitProposal } from '@cargo/domain';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../shared/format/formatMoney';

const rub = (text: string) => formatMoney(text, 'RUB');

function OptionColumn({
  title,
  option,
  names,
}: {
  title: string;
  option: SplitOption;
  names: Map<number, string>;
}) {
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {option.parcels.map((parcel, index) => (
        <Text key={parcel.goodsIds.join('-')} size="xs" c={parcel.customs.within ? undefined : 'red'}>
          {option.parcels.length > 1 && `${index + 1}. `}
          {parcel.goodsIds.map((id) => names.get(id) ?? id).join(', ')} — {rub(parcel.totalRub)}
        </Text>
      ))}
      <Text size="sm">Доставка: {rub(option.deliveryRub)}</Text>
      <Text size="sm">Пошлина: {rub(option.dutyRub)}</Text>
      <Text size="sm" fw={600} data-testid={`split-total-${option.parcels.length}`}>
        Итого: {rub(option.totalRub)}
      </Text>
    </Stack>
  );
}

/**
 * When the chosen goods exceed the duty-free allowance: sending them as one parcel next to the cheapest split
 * (delivery + duty), and one click to create the proposed parcels.
 */
export function SplitProposalCard({
  proposal,
  goods,
  creating,
  onCreate,
}: {
  proposal: SplitProposal;
  goods: readonly Good[];
  creating: boolean;
  onCreate: (groups: number[][]) => void;
}) {
  const names = new Map(goods.map((good) => [good.id, good.description]));
  return (
    <Card withBorder radius="lg" role="region" aria-label="Разделить посылку">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Выгоднее разделить
        </Title>
        <Badge color="teal">Экономия {rub(proposal.savingRub)}</Badge>
      </Group>
      <SimpleGrid cols={2} spacing="md">
        <OptionColumn title="Одной посылкой" option={proposal.single} names={names} />
        <OptionColumn
          title={`${proposal.proposed.parcels.length} посылки`}
          option={proposal.proposed}
          names={names}
        />
      </SimpleGrid>
      <Button
        mt="md"
        color="teal"
        loading={creating}
        onClick={() => onCreate(proposal.proposed.parcels.map((parcel) => parcel.goodsIds))}
      >
        Создать {proposal.proposed.parcels.length} посылки
      </Button>
    </Card>
  );
}

import { COMMON_MESSAGES, WAREHOUSE_PAGE_SIZE } from '@cargo/domain';
import { Alert, Anchor, Skeleton, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../../../shared/api/ApiError';
import { staffPaths } from '../../../../shared/staff/paths';
import { useDeskGoods } from '../../api/staff/desk-goods';
import { GoodStatusBadge } from '../../components/GoodParts';

/**
 * A customer's desk page «Товары»: the first page of their goods (the desk search by their code), each opening its
 * page; the goods desk searched for them has the rest.
 */
export function StaffCustomerGoods({ code }: { code: string }) {
  const goods = useDeskGoods({ q: code, statusIds: '' }, 1);
  if (goods.isPending) return <Skeleton height={80} aria-label="Загрузка товаров" />;
  if (goods.isError)
    return <Alert color="red">{errorMessage(goods.error, COMMON_MESSAGES.loadFailed)}</Alert>;
  const { data, totalElements } = goods.data;
  if (data.length === 0) return <Text c="dimmed">Товаров нет.</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label="Товары клиента" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>№</Table.Th>
              <Table.Th>Товар</Table.Th>
              <Table.Th>Трек</Table.Th>
              <Table.Th>Статус</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((good) => (
              <Table.Tr key={good.id}>
                <Table.Td>
                  <Anchor component={Link} to={staffPaths.good(good.id)} aria-label={`Товар ${good.id}`}>
                    {good.id}
                  </Anchor>
                </Table.Td>
                <Table.Td>{good.description}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{good.incomingDeclaration}</Table.Td>
                <Table.Td>
                  <GoodStatusBadge statusId={good.goodStatus.id} title={good.goodStatus.title} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {totalElements > WAREHOUSE_PAGE_SIZE && (
        <Anchor component={Link} to={staffPaths.search('/staff/goods', code)} size="sm">
          Все товары клиента ({totalElements})
        </Anchor>
      )}
    </>
  );
}

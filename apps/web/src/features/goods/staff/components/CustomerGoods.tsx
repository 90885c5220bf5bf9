import { WAREHOUSE_PAGE_SIZE } from '@cargo/domain';
import { Alert, Anchor, Skeleton, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../../../shared/api/ApiError';
import { useDeskT, useStatusTitle } from '../../../../shared/staff/i18n';
import { staffPaths } from '../../../../shared/staff/paths';
import { useDeskGoods } from '../../api/staff/desk-goods';
import { GoodStatusBadge } from '../../components/GoodParts';

/**
 * A customer's desk page «Товары»: the first page of their goods (the desk search by their code), each opening its
 * page; the goods desk searched for them has the rest.
 */
export function StaffCustomerGoods({ code }: { code: string }) {
  const goods = useDeskGoods({ q: code, statusIds: '' }, 1);
  const { t } = useDeskT('goods');
  const statusTitle = useStatusTitle();
  if (goods.isPending) return <Skeleton height={80} aria-label={t('customerGoods.loading')} />;
  if (goods.isError) return <Alert color="red">{errorMessage(goods.error, t('loadFailed'))}</Alert>;
  const { data, totalElements } = goods.data;
  if (data.length === 0) return <Text c="dimmed">{t('customerGoods.none')}</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label={t('customerGoods.table')} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('customerGoods.columns.number')}</Table.Th>
              <Table.Th>{t('customerGoods.columns.good')}</Table.Th>
              <Table.Th>{t('customerGoods.columns.track')}</Table.Th>
              <Table.Th>{t('customerGoods.columns.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((good) => (
              <Table.Tr key={good.id}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={staffPaths.good(good.id)}
                    aria-label={t('customerGoods.link', { id: good.id })}
                  >
                    {good.id}
                  </Anchor>
                </Table.Td>
                <Table.Td>{good.description}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{good.incomingDeclaration}</Table.Td>
                <Table.Td>
                  <GoodStatusBadge
                    statusId={good.goodStatus.id}
                    title={statusTitle('good', good.goodStatus.id)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {totalElements > WAREHOUSE_PAGE_SIZE && (
        <Anchor component={Link} to={staffPaths.search('/staff/goods', code)} size="sm">
          {t('customerGoods.all', { count: totalElements })}
        </Anchor>
      )}
    </>
  );
}

import { clientCodeOf, ORDER_MESSAGES, ORDER_UNIT_STATUS_TITLE } from '@cargo/domain';
import { Anchor, Badge, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import {
  DeskFacts,
  DeskObjectPage,
  DeskSection,
  useDeskObjectId,
} from '../../../shared/staff/DeskObjectPage';
import { staffPaths } from '../../../shared/staff/paths';
import { ObjectHistory } from '../../audit';
import { StaffObjectTickets } from '../../helpdesk';
import { useStaffMay } from '../../staff';
import { useStaffLot } from '../api/staff-lot';
import { useLotDesk } from './LotDesk';
import { StaffLotCard } from './StaffLotCard';

/**
 * /staff/orders/lots/:id: one buyout lot on the desk (decision 050) — its card with the steps its status and the
 * member's roles allow, its customer and order, the tickets about the order and the lot's history.
 */
export function StaffLotPage() {
  const id = useDeskObjectId();
  const lot = useStaffLot(id);
  const desk = useLotDesk();
  const may = useStaffMay();
  const data = lot.data;
  return (
    <DeskObjectPage
      back={{ to: '/staff/orders', label: 'Выкуп' }}
      loading={id !== null && lot.isPending}
      error={id === null ? new Error() : lot.error}
      errorFallback={id === null ? 'Лот не найден' : ORDER_MESSAGES.loadFailed500}
      title={data && `Лот № ${data.id} · ${data.orderName}`}
      status={
        data && <Badge variant="light">{ORDER_UNIT_STATUS_TITLE[data.statusId] ?? data.statusId}</Badge>
      }
    >
      {data && (
        <>
          <StaffLotCard lot={data} actions={desk.buttons(data)} linked={false} />
          <DeskSection title="Связи">
            <DeskFacts
              facts={[
                {
                  label: 'Клиент',
                  value: (
                    <Anchor component={Link} to={staffPaths.customer(data.clientId)} size="sm">
                      {data.clientEmail} · {clientCodeOf(data.clientId)}
                    </Anchor>
                  ),
                },
                {
                  label: 'Заказ',
                  value: (
                    <Anchor
                      component={Link}
                      to={staffPaths.search('/staff/orders', data.orderNumber)}
                      size="sm"
                    >
                      Все лоты заказа {data.orderNumber}
                    </Anchor>
                  ),
                },
              ]}
            />
          </DeskSection>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <DeskSection title="Обращения по заказу">
              <StaffObjectTickets
                about={{ objectType: 'order', objectId: data.orderId }}
                may={may('GET /api/staff/helpdesk/tickets')}
              />
            </DeskSection>
            <DeskSection title="История">
              <ObjectHistory type="lot" id={data.id} />
            </DeskSection>
          </SimpleGrid>
          {desk.dialogs}
        </>
      )}
    </DeskObjectPage>
  );
}

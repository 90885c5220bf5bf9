import { clientCodeOf } from '@cargo/domain';
import { useDeskHistoryTexts } from '../../../shared/staff/useSharedDeskTexts';
import { Anchor, Badge, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import {
  DeskFacts,
  DeskObjectPage,
  DeskSection,
  useDeskObjectId,
} from '../../../shared/staff/DeskObjectPage';
import { useDeskT, useStatusTitle } from '../../../shared/staff/i18n';
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
  const { t } = useDeskT('orders');
  const historyTexts = useDeskHistoryTexts();
  const statusTitle = useStatusTitle();
  return (
    <DeskObjectPage
      back={{ to: '/staff/orders', label: t('title') }}
      loading={id !== null && lot.isPending}
      error={id === null ? new Error() : lot.error}
      errorFallback={id === null ? t('notFound') : t('loadFailed')}
      title={data && t('pageTitle', { id: data.id, name: data.orderName })}
      status={data && <Badge variant="light">{statusTitle('orderUnit', data.statusId)}</Badge>}
    >
      {data && (
        <>
          <StaffLotCard lot={data} actions={desk.buttons(data)} linked={false} />
          <DeskSection title={t('links.title')}>
            <DeskFacts
              facts={[
                {
                  label: t('links.customer'),
                  value: (
                    <Anchor component={Link} to={staffPaths.customer(data.clientId)} size="sm">
                      {data.clientEmail} · {clientCodeOf(data.clientId)}
                    </Anchor>
                  ),
                },
                {
                  label: t('links.order'),
                  value: (
                    <Anchor
                      component={Link}
                      to={staffPaths.search('/staff/orders', data.orderNumber)}
                      size="sm"
                    >
                      {t('links.orderLots', { order: data.orderNumber })}
                    </Anchor>
                  ),
                },
              ]}
            />
          </DeskSection>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <DeskSection title={t('sections.tickets')}>
              <StaffObjectTickets
                about={{ objectType: 'order', objectId: data.orderId }}
                may={may('GET /api/staff/helpdesk/tickets')}
              />
            </DeskSection>
            <DeskSection title={t('sections.history')}>
              <ObjectHistory type="lot" id={data.id} texts={historyTexts} />
            </DeskSection>
          </SimpleGrid>
          {desk.dialogs}
        </>
      )}
    </DeskObjectPage>
  );
}

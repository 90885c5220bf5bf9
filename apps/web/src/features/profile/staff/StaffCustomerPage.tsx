import { clientCodeOf, countOf, ORDER_UNIT_STATUS } from '@cargo/domain';
import { SimpleGrid, Text } from '@mantine/core';
import { DeskObjectPage, DeskSection, useDeskObjectId } from '../../../shared/staff/DeskObjectPage';
import { DeskCountLinks } from '../../../shared/staff/DeskCountLinks';
import { useDeskT } from '../../../shared/staff/i18n';
import { staffPaths } from '../../../shared/staff/paths';
import { useDeskHistoryTexts } from '../../../shared/staff/useSharedDeskTexts';
import { CustomerHistory } from '../../audit';
import { useStaffCargoCounters } from '../../cargo';
import { StaffCustomerAccounts, useStaffCustomer, useStaffTopUpCounters } from '../../finance';
import { StaffCustomerGoods } from '../../goods';
import { StaffObjectTickets } from '../../helpdesk';
import { useStaffLots } from '../../orders';
import { StaffCustomerParcels } from '../../parcels';
import { useStaffRecipientCounters } from '../../recipients';
import { useStaffMay } from '../../staff';

/** The customer's objects on the desks the member's roles read: how many, each desk searched for the customer. */
function OtherDesks({ code }: { code: string }) {
  const may = useStaffMay();
  const { t } = useDeskT('customer');
  const cargo = useStaffCargoCounters(code, may('GET /api/staff/cargo'));
  const lots = useStaffLots(
    { statusId: ORDER_UNIT_STATUS.WAITING_PURCHASE, page: 1, search: code },
    may('GET /api/staff/orders/lots'),
  );
  const recipients = useStaffRecipientCounters(code, may('GET /api/staff/recipients'));
  const topUps = useStaffTopUpCounters(code, may('GET /api/staff/top-ups'));
  const lotCount = lots.data && Object.values(lots.data.counts).reduce((sum, n) => sum + n, 0);
  const link = (operation: Parameters<typeof may>[0], desk: string) =>
    may(operation) ? staffPaths.search(desk, code) : null;
  return (
    <DeskCountLinks
      links={[
        {
          label: t('desks.cargo'),
          count: countOf(cargo.data),
          to: link('GET /api/staff/cargo', '/staff/cargo'),
        },
        { label: t('desks.lots'), count: lotCount, to: link('GET /api/staff/orders/lots', '/staff/orders') },
        {
          label: t('desks.recipients'),
          count: countOf(recipients.data),
          to: link('GET /api/staff/recipients', '/staff/recipients'),
        },
        {
          label: t('desks.topUps'),
          count: countOf(topUps.data),
          to: link('GET /api/staff/top-ups', '/staff/finance/top-ups'),
        },
      ]}
    />
  );
}

/**
 * /staff/customers/:id: a customer's desk page (decision 050) — their card and money (finance, support), their goods
 * and parcels, their objects on the other desks, their tickets and what staff did to their objects; each section as
 * the member's roles allow.
 */
export function StaffCustomerPage() {
  const id = useDeskObjectId();
  const may = useStaffMay();
  const mayCard = may('GET /api/staff/customers/{customerId}');
  const { t } = useDeskT('customer');
  const customer = useStaffCustomer(mayCard ? id : null);
  const historyTexts = useDeskHistoryTexts();
  const code = id === null ? '' : clientCodeOf(id);
  const data = customer.data;
  const name = data && ([data.surname, data.name].filter(Boolean).join(' ') || data.email);
  return (
    <DeskObjectPage
      // The customers' list is the finance desk's; a member who cannot open it goes back to their own desk.
      back={
        mayCard
          ? { to: '/staff/finance/customers', label: t('customers') }
          : { to: '/staff', label: t('desk') }
      }
      loading={id !== null && mayCard && customer.isPending}
      error={id === null ? new Error() : customer.error}
      errorFallback={id === null ? t('notFound') : t('loadFailed')}
      title={name ? t('titled', { name, code }) : t('untitled', { code })}
      status={
        data && (
          <Text size="sm" c="dimmed">
            {data.email}
            {data.phone ? ` · ${data.phone}` : ''} · {t('number', { id: data.id })}
          </Text>
        )
      }
    >
      {id !== null && (
        <>
          {mayCard && (
            <DeskSection title={t('sections.accounts')}>
              <StaffCustomerAccounts id={id} header={false} />
            </DeskSection>
          )}
          <DeskSection title={t('sections.otherDesks')}>
            <OtherDesks code={code} />
          </DeskSection>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {may('GET /api/staff/parcels') && (
              <DeskSection title={t('sections.parcels')}>
                <StaffCustomerParcels code={code} />
              </DeskSection>
            )}
            {may('GET /api/staff/goods') && (
              <DeskSection title={t('sections.goods')}>
                <StaffCustomerGoods code={code} />
              </DeskSection>
            )}
            <DeskSection title={t('sections.tickets')}>
              <StaffObjectTickets about={{ customerId: id }} may={may('GET /api/staff/helpdesk/tickets')} />
            </DeskSection>
            {may('GET /api/staff/audit') && (
              <DeskSection title={t('sections.history')}>
                <CustomerHistory customerId={id} may texts={historyTexts} />
              </DeskSection>
            )}
          </SimpleGrid>
        </>
      )}
    </DeskObjectPage>
  );
}

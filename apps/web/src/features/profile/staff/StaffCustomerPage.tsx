import { clientCodeOf, COMMON_MESSAGES, countOf, ORDER_UNIT_STATUS } from '@cargo/domain';
import { SimpleGrid, Text } from '@mantine/core';
import { DeskObjectPage, DeskSection, useDeskObjectId } from '../../../shared/staff/DeskObjectPage';
import { DeskCountLinks } from '../../../shared/staff/DeskCountLinks';
import { staffPaths } from '../../../shared/staff/paths';
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
        { label: 'Карго', count: countOf(cargo.data), to: link('GET /api/staff/cargo', '/staff/cargo') },
        { label: 'Лоты выкупа', count: lotCount, to: link('GET /api/staff/orders/lots', '/staff/orders') },
        {
          label: 'Получатели',
          count: countOf(recipients.data),
          to: link('GET /api/staff/recipients', '/staff/recipients'),
        },
        {
          label: 'Пополнения',
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
  const customer = useStaffCustomer(mayCard ? id : null);
  const code = id === null ? '' : clientCodeOf(id);
  const data = customer.data;
  const name = data && ([data.surname, data.name].filter(Boolean).join(' ') || data.email);
  return (
    <DeskObjectPage
      // The customers' list is the finance desk's; a member who cannot open it goes back to their own desk.
      back={
        mayCard
          ? { to: '/staff/finance/customers', label: 'Клиенты' }
          : { to: '/staff', label: 'Рабочее место' }
      }
      loading={id !== null && mayCard && customer.isPending}
      error={id === null ? new Error() : customer.error}
      errorFallback={id === null ? 'Клиент не найден' : COMMON_MESSAGES.loadFailed}
      title={name ? `${name} · ${code}` : `Клиент ${code}`}
      status={
        data && (
          <Text size="sm" c="dimmed">
            {data.email}
            {data.phone ? ` · ${data.phone}` : ''} · № {data.id}
          </Text>
        )
      }
    >
      {id !== null && (
        <>
          {mayCard && (
            <DeskSection title="Счета">
              <StaffCustomerAccounts id={id} header={false} />
            </DeskSection>
          )}
          <DeskSection title="На других столах">
            <OtherDesks code={code} />
          </DeskSection>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {may('GET /api/staff/parcels') && (
              <DeskSection title="Посылки">
                <StaffCustomerParcels code={code} />
              </DeskSection>
            )}
            {may('GET /api/staff/goods') && (
              <DeskSection title="Товары">
                <StaffCustomerGoods code={code} />
              </DeskSection>
            )}
            <DeskSection title="Обращения">
              <StaffObjectTickets about={{ customerId: id }} may={may('GET /api/staff/helpdesk/tickets')} />
            </DeskSection>
            {may('GET /api/staff/audit') && (
              <DeskSection title="История">
                <CustomerHistory customerId={id} may />
              </DeskSection>
            )}
          </SimpleGrid>
        </>
      )}
    </DeskObjectPage>
  );
}

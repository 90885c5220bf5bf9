import { clientCodeOf, type StaffCargo } from '@cargo/domain';
import { Anchor, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import {
  DeskFacts,
  DeskObjectPage,
  DeskSection,
  useDeskObjectId,
} from '../../../shared/staff/DeskObjectPage';
import { useDeskFormat, useDeskT, useStatusTitle } from '../../../shared/staff/i18n';
import { staffPaths } from '../../../shared/staff/paths';
import { useDeskHistoryTexts } from '../../../shared/staff/useSharedDeskTexts';
import { StatusWithReason } from '../../../shared/ui/StatusWithReason';
import { ObjectHistory } from '../../audit';
import { StaffObjectTickets } from '../../helpdesk';
import { useStaffMay } from '../../staff';
import { useStaffCargoItem } from '../api/get-staff-cargo-item';
import { CargoPriceBreakdown } from '../components/CargoPriceBreakdown';
import { formatMeasures } from '../model/format';
import { CargoActionButtons, useCargoDesk } from './CargoDeskActions';

function CargoFacts({ cargo }: { cargo: StaffCargo }) {
  const { t } = useDeskT('cargo');
  const format = useDeskFormat();
  return (
    <DeskFacts
      facts={[
        {
          label: t('facts.customer'),
          value: (
            <Anchor component={Link} to={staffPaths.customer(cargo.clientId)} size="sm">
              {cargo.clientEmail} · {clientCodeOf(cargo.clientId)}
            </Anchor>
          ),
        },
        { label: t('facts.created'), value: format.date(cargo.createdAt) },
        { label: t('facts.places'), value: cargo.placesCount },
        { label: t('facts.description'), value: cargo.description },
        { label: t('facts.trackIn'), value: cargo.incomingDeclaration },
        { label: t('facts.trackOut'), value: cargo.outgoingDeclaration },
        { label: t('facts.measures'), value: formatMeasures(cargo.weightKg, cargo.volumeM3) },
        { label: t('facts.price'), value: cargo.price === null ? null : format.money(cargo.price, 'RUB') },
        { label: t('facts.paid'), value: cargo.paidAt ? format.dateTime(cargo.paidAt) : t('facts.notPaid') },
      ]}
    />
  );
}

/**
 * /staff/cargo/:id: one cargo on the desk (decision 050) — its status, data and price, its customer, tickets and
 * history, and the steps its status and the member's roles allow.
 */
export function StaffCargoItemPage() {
  const id = useDeskObjectId();
  const cargo = useStaffCargoItem(id);
  const desk = useCargoDesk();
  const may = useStaffMay();
  const data = cargo.data;
  const { t } = useDeskT('cargo');
  const statusTitle = useStatusTitle();
  const historyTexts = useDeskHistoryTexts();
  return (
    <DeskObjectPage
      back={{ to: '/staff/cargo', label: t('title') }}
      loading={id !== null && cargo.isPending}
      error={id === null ? new Error() : cargo.error}
      errorFallback={id === null ? t('notFound') : t('loadFailed')}
      title={data && t('pageTitle', { id: data.id, name: data.name })}
      status={
        data && <StatusWithReason title={statusTitle('cargo', data.statusId)} reason={data.statusReason} />
      }
      actions={data && <CargoActionButtons cargo={data} desk={desk} />}
    >
      {data && (
        <>
          <DeskSection title={t('sections.data')}>
            <CargoFacts cargo={data} />
          </DeskSection>
          {data.priceBreakdown && (
            <DeskSection title={t('sections.price')}>
              <CargoPriceBreakdown price={data.priceBreakdown} />
            </DeskSection>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <DeskSection title={t('sections.tickets')}>
              <StaffObjectTickets
                about={{ objectType: 'cargo', objectId: data.id }}
                may={may('GET /api/staff/helpdesk/tickets')}
              />
            </DeskSection>
            <DeskSection title={t('sections.history')}>
              <ObjectHistory type="cargo" id={data.id} texts={historyTexts} />
            </DeskSection>
          </SimpleGrid>
          {desk.dialogs}
        </>
      )}
    </DeskObjectPage>
  );
}

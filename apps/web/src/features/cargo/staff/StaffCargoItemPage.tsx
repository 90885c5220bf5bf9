import { clientCodeOf, COMMON_MESSAGES, type StaffCargo } from '@cargo/domain';
import { Anchor, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../shared/format/formatDate';
import { formatMoney } from '../../../shared/format/formatMoney';
import {
  DeskFacts,
  DeskObjectPage,
  DeskSection,
  useDeskObjectId,
} from '../../../shared/staff/DeskObjectPage';
import { staffPaths } from '../../../shared/staff/paths';
import { StatusWithReason } from '../../../shared/ui/StatusWithReason';
import { ObjectHistory } from '../../audit';
import { StaffObjectTickets } from '../../helpdesk';
import { useStaffMay } from '../../staff';
import { useStaffCargoItem } from '../api/get-staff-cargo-item';
import { CargoPriceBreakdown } from '../components/CargoPriceBreakdown';
import { formatMeasures } from '../model/format';
import { CargoActionButtons, useCargoDesk } from './CargoDeskActions';

function CargoFacts({ cargo }: { cargo: StaffCargo }) {
  return (
    <DeskFacts
      facts={[
        {
          label: 'Клиент',
          value: (
            <Anchor component={Link} to={staffPaths.customer(cargo.clientId)} size="sm">
              {cargo.clientEmail} · {clientCodeOf(cargo.clientId)}
            </Anchor>
          ),
        },
        { label: 'Создано', value: formatDate(cargo.createdAt) },
        { label: 'Мест', value: cargo.placesCount },
        { label: 'Описание', value: cargo.description },
        { label: 'Трек из Китая', value: cargo.incomingDeclaration },
        { label: 'Трек отправления', value: cargo.outgoingDeclaration },
        { label: 'Вес и объём', value: formatMeasures(cargo.weightKg, cargo.volumeM3) },
        { label: 'Стоимость', value: cargo.price === null ? null : formatMoney(cargo.price, 'RUB') },
        { label: 'Оплачено', value: cargo.paidAt ? formatDateTime(cargo.paidAt) : 'Нет' },
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
  return (
    <DeskObjectPage
      back={{ to: '/staff/cargo', label: 'Карго' }}
      loading={id !== null && cargo.isPending}
      error={id === null ? new Error() : cargo.error}
      errorFallback={id === null ? 'Карго не найдено' : COMMON_MESSAGES.loadFailed}
      title={data && `Карго № ${data.id} · ${data.name}`}
      status={data && <StatusWithReason title={data.status.title} reason={data.statusReason} />}
      actions={data && <CargoActionButtons cargo={data} desk={desk} />}
    >
      {data && (
        <>
          <DeskSection title="Данные">
            <CargoFacts cargo={data} />
          </DeskSection>
          {data.priceBreakdown && (
            <DeskSection title="Расчёт стоимости">
              <CargoPriceBreakdown price={data.priceBreakdown} />
            </DeskSection>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <DeskSection title="Обращения">
              <StaffObjectTickets
                about={{ objectType: 'cargo', objectId: data.id }}
                may={may('GET /api/staff/helpdesk/tickets')}
              />
            </DeskSection>
            <DeskSection title="История">
              <ObjectHistory type="cargo" id={data.id} />
            </DeskSection>
          </SimpleGrid>
          {desk.dialogs}
        </>
      )}
    </DeskObjectPage>
  );
}

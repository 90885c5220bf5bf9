import { clientCodeOf, COMMON_MESSAGES, formatMeasureRu, type StaffParcelDetails } from '@cargo/domain';
import { Anchor, SimpleGrid, Stack, Table, Text } from '@mantine/core';
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
import { GoodStatusBadge } from '../../goods';
import { StaffObjectTickets } from '../../helpdesk';
import { useStaffParcel } from '../api/staff-parcel';
import { ParcelActionButtons, useParcelDesk } from './ParcelDeskActions';

function ParcelFacts({ parcel }: { parcel: StaffParcelDetails }) {
  return (
    <DeskFacts
      facts={[
        {
          label: 'Клиент',
          value: (
            <Anchor component={Link} to={staffPaths.customer(parcel.clientId)} size="sm">
              {parcel.clientEmail} · {clientCodeOf(parcel.clientId)}
            </Anchor>
          ),
        },
        { label: 'Создана', value: formatDate(parcel.createdAt) },
        { label: 'Получатель', value: parcel.recipientName },
        { label: 'Адрес', value: parcel.addressText },
        { label: 'Тип доставки', value: parcel.deliveryTransport?.title },
        { label: 'Вес', value: parcel.weightKg === null ? null : formatMeasureRu(parcel.weightKg, 'кг') },
        {
          label: 'Стоимость доставки',
          value: parcel.deliveryCost === null ? null : formatMoney(parcel.deliveryCost, 'RUB'),
        },
        { label: 'Оплачена', value: parcel.paidAt ? formatDateTime(parcel.paidAt) : 'Нет' },
        { label: 'Трек отправления', value: parcel.outgoingDeclaration },
        { label: 'Реестр', value: parcel.registry },
        {
          label: 'Страховка',
          value: !parcel.insured
            ? 'Нет'
            : parcel.insuranceClaim
              ? `Возмещено ${formatMoney(parcel.insuranceClaim.amount, 'RUB')}`
              : 'Да',
        },
      ]}
    />
  );
}

function ParcelGoods({ parcel }: { parcel: StaffParcelDetails }) {
  if (parcel.goods.length === 0) return <Text c="dimmed">Товаров в посылке нет.</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table aria-label="Товары посылки" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>№</Table.Th>
            <Table.Th>Товар</Table.Th>
            <Table.Th>Трек</Table.Th>
            <Table.Th>Статус</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parcel.goods.map((good) => (
            <Table.Tr key={good.id}>
              <Table.Td>
                <Anchor component={Link} to={staffPaths.good(good.id)} aria-label={`Товар ${good.id}`}>
                  {good.id}
                </Anchor>
              </Table.Td>
              <Table.Td>{good.description}</Table.Td>
              <Table.Td>{good.incomingDeclaration}</Table.Td>
              <Table.Td>
                <GoodStatusBadge statusId={good.goodStatus.id} title={good.goodStatus.title} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Tracking({ parcel }: { parcel: StaffParcelDetails }) {
  return (
    <Stack gap={4}>
      {parcel.tracking.map((event) => (
        <Text key={`${event.at}-${event.statusId}`} size="sm">
          {formatDateTime(event.at)} · {event.title}
          {event.place ? ` · ${event.place}` : ''}
          {event.note ? ` · ${event.note}` : ''}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * /staff/parcels/:id: one parcel on the desk (decision 050) — its status and data, its customer, goods and way, its
 * tickets and history, and the steps its status and the member's roles allow (a delivered insured parcel, in no
 * queue, takes its insurance claim here).
 */
export function StaffParcelPage() {
  const id = useDeskObjectId();
  const parcel = useStaffParcel(id);
  const desk = useParcelDesk();
  const data = parcel.data;
  return (
    <DeskObjectPage
      back={{ to: '/staff/parcels', label: 'Посылки' }}
      loading={id !== null && parcel.isPending}
      error={id === null ? new Error() : parcel.error}
      errorFallback={id === null ? 'Посылка не найдена' : COMMON_MESSAGES.loadFailed}
      title={data && `Посылка № ${data.id} · ${data.name}`}
      status={data && <StatusWithReason title={data.status.title} reason={data.statusReason} />}
      actions={data && <ParcelActionButtons parcel={data} desk={desk} />}
    >
      {data && (
        <>
          <DeskSection title="Данные">
            <ParcelFacts parcel={data} />
          </DeskSection>
          <DeskSection title={`Товары (${data.goods.length})`}>
            <ParcelGoods parcel={data} />
          </DeskSection>
          <DeskSection title="Движение посылки">
            <Tracking parcel={data} />
          </DeskSection>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <DeskSection title="Обращения">
              <StaffObjectTickets
                about={{ objectType: 'parcel', objectId: data.id }}
                may={desk.may('GET /api/staff/helpdesk/tickets')}
              />
            </DeskSection>
            <DeskSection title="История">
              <ObjectHistory type="parcel" id={data.id} />
            </DeskSection>
          </SimpleGrid>
        </>
      )}
      {desk.dialogs}
    </DeskObjectPage>
  );
}

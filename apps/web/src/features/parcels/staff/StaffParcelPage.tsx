import { clientCodeOf, type StaffParcelDetails } from '@cargo/domain';
import { useDeskHistoryTexts } from '../../../shared/staff/useSharedDeskTexts';
import { Anchor, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  DeskFacts,
  DeskObjectPage,
  DeskSection,
  useDeskObjectId,
} from '../../../shared/staff/DeskObjectPage';
import { useDeskFormat, useDeskLanguage, useDeskT, useStatusTitle } from '../../../shared/staff/i18n';
import { staffPaths } from '../../../shared/staff/paths';
import { StatusWithReason } from '../../../shared/ui/StatusWithReason';
import { ObjectHistory } from '../../audit';
import { GoodStatusBadge } from '../../goods';
import { StaffObjectTickets } from '../../helpdesk';
import { useStaffParcel } from '../api/staff-parcel';
import { ParcelActionButtons, useParcelDesk } from './ParcelDeskActions';
import { useDeskKg } from './useDeskKg';

function ParcelFacts({ parcel }: { parcel: StaffParcelDetails }) {
  const { t } = useDeskT('parcels');
  const format = useDeskFormat();
  const kg = useDeskKg();
  return (
    <DeskFacts
      facts={[
        {
          label: t('facts.customer'),
          value: (
            <Anchor component={Link} to={staffPaths.customer(parcel.clientId)} size="sm">
              {parcel.clientEmail} · {clientCodeOf(parcel.clientId)}
            </Anchor>
          ),
        },
        { label: t('facts.created'), value: format.date(parcel.createdAt) },
        { label: t('facts.recipient'), value: parcel.recipientName },
        { label: t('facts.address'), value: parcel.addressText },
        { label: t('facts.transport'), value: parcel.deliveryTransport?.title },
        { label: t('facts.weight'), value: parcel.weightKg === null ? null : kg(parcel.weightKg) },
        {
          label: t('facts.deliveryCost'),
          value: parcel.deliveryCost === null ? null : format.money(parcel.deliveryCost, 'RUB'),
        },
        { label: t('facts.paid'), value: parcel.paidAt ? format.dateTime(parcel.paidAt) : t('facts.no') },
        { label: t('facts.trackOut'), value: parcel.outgoingDeclaration },
        { label: t('facts.registry'), value: parcel.registry },
        {
          label: t('facts.insurance'),
          value: !parcel.insured
            ? t('facts.no')
            : parcel.insuranceClaim
              ? t('facts.compensated', { amount: format.money(parcel.insuranceClaim.amount, 'RUB') })
              : t('facts.yes'),
        },
      ]}
    />
  );
}

function ParcelGoods({ parcel }: { parcel: StaffParcelDetails }) {
  const { t } = useDeskT('parcels');
  const statusTitle = useStatusTitle();
  if (parcel.goods.length === 0) return <Text c="dimmed">{t('goods.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table aria-label={t('goods.table')} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('goods.number')}</Table.Th>
            <Table.Th>{t('goods.good')}</Table.Th>
            <Table.Th>{t('goods.track')}</Table.Th>
            <Table.Th>{t('goods.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parcel.goods.map((good) => (
            <Table.Tr key={good.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={staffPaths.good(good.id)}
                  aria-label={t('goods.link', { id: good.id })}
                >
                  {good.id}
                </Anchor>
              </Table.Td>
              <Table.Td>{good.description}</Table.Td>
              <Table.Td>{good.incomingDeclaration}</Table.Td>
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
  );
}

/** The parcel's way: Russian shows each step's title as written (a tracking provider's own); Chinese the status's. */
function Tracking({ parcel }: { parcel: StaffParcelDetails }) {
  const format = useDeskFormat();
  const language = useDeskLanguage();
  const statusTitle = useStatusTitle();
  return (
    <Stack gap={4}>
      {parcel.tracking.map((event) => (
        <Text key={`${event.at}-${event.statusId}`} size="sm">
          {format.dateTime(event.at)} ·{' '}
          {language === 'zh' ? statusTitle('parcel', event.statusId) : event.title}
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
  const { t } = useDeskT('parcels');
  const historyTexts = useDeskHistoryTexts();
  const statusTitle = useStatusTitle();
  return (
    <DeskObjectPage
      back={{ to: '/staff/parcels', label: t('title') }}
      loading={id !== null && parcel.isPending}
      error={id === null ? new Error() : parcel.error}
      errorFallback={id === null ? t('notFound') : t('loadFailed')}
      title={data && t('pageTitle', { id: data.id, name: data.name })}
      status={
        data && <StatusWithReason title={statusTitle('parcel', data.statusId)} reason={data.statusReason} />
      }
      actions={data && <ParcelActionButtons parcel={data} desk={desk} />}
    >
      {data && (
        <>
          <DeskSection title={t('sections.data')}>
            <ParcelFacts parcel={data} />
          </DeskSection>
          <DeskSection title={t('sections.goods', { n: data.goods.length })}>
            <ParcelGoods parcel={data} />
          </DeskSection>
          <DeskSection title={t('sections.tracking')}>
            <Tracking parcel={data} />
          </DeskSection>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <DeskSection title={t('sections.tickets')}>
              <StaffObjectTickets
                about={{ objectType: 'parcel', objectId: data.id }}
                may={desk.may('GET /api/staff/helpdesk/tickets')}
              />
            </DeskSection>
            <DeskSection title={t('sections.history')}>
              <ObjectHistory type="parcel" id={data.id} texts={historyTexts} />
            </DeskSection>
          </SimpleGrid>
        </>
      )}
      {desk.dialogs}
    </DeskObjectPage>
  );
}

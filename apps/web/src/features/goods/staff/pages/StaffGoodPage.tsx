import { clientCodeOf, COMMON_MESSAGES, type DeskGood } from '@cargo/domain';
import { Anchor, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../../../shared/format/formatDate';
import {
  DeskFacts,
  DeskObjectPage,
  DeskSection,
  useDeskObjectId,
} from '../../../../shared/staff/DeskObjectPage';
import { staffPaths } from '../../../../shared/staff/paths';
import { ObjectHistory } from '../../../audit';
import { StaffObjectTickets } from '../../../helpdesk';
import { useStaffMay } from '../../../staff';
import { useDeskGood } from '../../api/staff/desk-good';
import { GoodStatusBadge } from '../../components/GoodParts';
import { DeskGoodCard } from '../components/DeskGoodCard';
import { TnvedField } from '../components/TnvedField';
import { useGoodProblem } from '../components/useGoodProblem';

function GoodLinks({ good }: { good: DeskGood }) {
  return (
    <DeskFacts
      facts={[
        {
          label: 'Клиент',
          value: (
            <Anchor component={Link} to={staffPaths.customer(good.client.id)} size="sm">
              {good.client.email} · {clientCodeOf(good.client.id)}
            </Anchor>
          ),
        },
        {
          label: 'Посылка',
          value:
            good.parcelId === null ? (
              'Не в посылке'
            ) : (
              <Anchor component={Link} to={staffPaths.parcel(good.parcelId)} size="sm">
                Посылка № {good.parcelId}
              </Anchor>
            ),
        },
        good.orderUnitId !== null && {
          label: 'Лот выкупа',
          value: (
            <Anchor component={Link} to={staffPaths.lot(good.orderUnitId)} size="sm">
              Лот № {good.orderUnitId}
            </Anchor>
          ),
        },
        { label: 'Трек', value: good.incomingDeclaration },
        { label: 'Зарегистрирован', value: formatDate(good.createdAt) },
        { label: 'Изменён', value: formatDate(good.updatedAt) },
      ]}
    />
  );
}

/**
 * /staff/goods/:id: one good on the desk (decision 050) — its card with the steps its status and the member's roles
 * allow, its customer, parcel and buyout lot, its tickets and history.
 */
export function StaffGoodPage() {
  const id = useDeskObjectId();
  const good = useDeskGood(id);
  const problem = useGoodProblem();
  const may = useStaffMay();
  const data = good.data;
  return (
    <DeskObjectPage
      back={{ to: '/staff/goods', label: 'Товары клиентов' }}
      loading={id !== null && good.isPending}
      error={id === null ? new Error() : good.error}
      errorFallback={id === null ? 'Товар не найден' : COMMON_MESSAGES.loadFailed}
      title={data && `Товар № ${data.id} · ${data.description}`}
      status={data && <GoodStatusBadge statusId={data.goodStatus.id} title={data.goodStatus.title} />}
    >
      {data && (
        <>
          <DeskGoodCard good={data} onProblem={problem.open} linked={false} />
          <DeskSection title="Связи">
            <GoodLinks good={data} />
          </DeskSection>
          {may('PUT /api/staff/goods/{id}/tnved') && (
            <DeskSection title="Таможня">
              <TnvedField goodId={data.id} />
            </DeskSection>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <DeskSection title="Обращения">
              <StaffObjectTickets
                about={{ objectType: 'good', objectId: data.id }}
                may={may('GET /api/staff/helpdesk/tickets')}
              />
            </DeskSection>
            <DeskSection title="История">
              <ObjectHistory type="good" id={data.id} />
            </DeskSection>
          </SimpleGrid>
          {problem.dialog}
        </>
      )}
    </DeskObjectPage>
  );
}

import { clientCodeOf, type DeskGood } from '@cargo/domain';
import { useDeskHistoryTexts } from '../../../../shared/staff/useSharedDeskTexts';
import { Anchor, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import {
  DeskFacts,
  DeskObjectPage,
  DeskSection,
  useDeskObjectId,
} from '../../../../shared/staff/DeskObjectPage';
import { useDeskFormat, useDeskT, useStatusTitle } from '../../../../shared/staff/i18n';
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
  const { t } = useDeskT('goods');
  const format = useDeskFormat();
  return (
    <DeskFacts
      facts={[
        {
          label: t('good.facts.customer'),
          value: (
            <Anchor component={Link} to={staffPaths.customer(good.client.id)} size="sm">
              {good.client.email} · {clientCodeOf(good.client.id)}
            </Anchor>
          ),
        },
        {
          label: t('good.facts.parcel'),
          value:
            good.parcelId === null ? (
              t('good.facts.notInParcel')
            ) : (
              <Anchor component={Link} to={staffPaths.parcel(good.parcelId)} size="sm">
                {t('good.facts.parcelLink', { id: good.parcelId })}
              </Anchor>
            ),
        },
        good.orderUnitId !== null && {
          label: t('good.facts.lot'),
          value: (
            <Anchor component={Link} to={staffPaths.lot(good.orderUnitId)} size="sm">
              {t('good.facts.lotLink', { id: good.orderUnitId })}
            </Anchor>
          ),
        },
        { label: t('good.facts.track'), value: good.incomingDeclaration },
        { label: t('good.facts.created'), value: format.date(good.createdAt) },
        { label: t('good.facts.updated'), value: format.date(good.updatedAt) },
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
  const { t } = useDeskT('goods');
  const historyTexts = useDeskHistoryTexts();
  const statusTitle = useStatusTitle();
  return (
    <DeskObjectPage
      back={{ to: '/staff/goods', label: t('title') }}
      loading={id !== null && good.isPending}
      error={id === null ? new Error() : good.error}
      errorFallback={id === null ? t('good.notFound') : t('loadFailed')}
      title={data && t('good.pageTitle', { id: data.id, name: data.description })}
      status={
        data && (
          <GoodStatusBadge statusId={data.goodStatus.id} title={statusTitle('good', data.goodStatus.id)} />
        )
      }
    >
      {data && (
        <>
          <DeskGoodCard good={data} onProblem={problem.open} linked={false} />
          <DeskSection title={t('good.sections.links')}>
            <GoodLinks good={data} />
          </DeskSection>
          {may('PUT /api/staff/goods/{id}/tnved') && (
            <DeskSection title={t('good.sections.customs')}>
              <TnvedField goodId={data.id} />
            </DeskSection>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <DeskSection title={t('good.sections.tickets')}>
              <StaffObjectTickets
                about={{ objectType: 'good', objectId: data.id }}
                may={may('GET /api/staff/helpdesk/tickets')}
              />
            </DeskSection>
            <DeskSection title={t('good.sections.history')}>
              <ObjectHistory type="good" id={data.id} texts={historyTexts} />
            </DeskSection>
          </SimpleGrid>
          {problem.dialog}
        </>
      )}
    </DeskObjectPage>
  );
}

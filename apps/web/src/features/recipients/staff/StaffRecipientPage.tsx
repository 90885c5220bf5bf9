import { DeskObjectPage, DeskSection, useDeskObjectId } from '../../../shared/staff/DeskObjectPage';
import { useDeskT, useStatusTitle } from '../../../shared/staff/i18n';
import { useDeskHistoryTexts } from '../../../shared/staff/useSharedDeskTexts';
import { RecipientStatusBadge } from '../../../shared/ui/RecipientStatusBadge';
import { ObjectHistory } from '../../audit';
import { useStaffRecipient } from '../api';
import { StaffRecipientCard } from './StaffRecipientCard';
import { recipientNameOf, useRecipientReview } from './useRecipientReview';

/**
 * /staff/recipients/:id: one customs recipient on the desk (decision 050) — everything the desk checks, its
 * customer, the review its status and the member's roles allow, and its history.
 */
export function StaffRecipientPage() {
  const id = useDeskObjectId();
  const recipient = useStaffRecipient(id);
  const review = useRecipientReview();
  const data = recipient.data;
  const { t } = useDeskT('recipients');
  const statusTitle = useStatusTitle();
  const historyTexts = useDeskHistoryTexts();
  return (
    <DeskObjectPage
      back={{ to: '/staff/recipients', label: t('title') }}
      loading={id !== null && recipient.isPending}
      error={id === null ? new Error() : recipient.error}
      errorFallback={id === null ? t('notFound') : t('loadFailed')}
      title={data && t('pageTitle', { id: data.id, name: recipientNameOf(data, t) })}
      status={
        data && (
          <RecipientStatusBadge
            statusId={data.recipientClientDataStatus.id}
            title={statusTitle('recipient', data.recipientClientDataStatus.id)}
          />
        )
      }
    >
      {data && (
        <>
          <StaffRecipientCard recipient={data} actions={review.actions(data)} linked={false} />
          <DeskSection title={t('history')}>
            <ObjectHistory type="recipient" id={data.id} texts={historyTexts} />
          </DeskSection>
          {review.dialog}
        </>
      )}
    </DeskObjectPage>
  );
}

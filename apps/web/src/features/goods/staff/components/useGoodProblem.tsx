import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../../shared/api/ApiError';
import { useDeskT, useStatusTitle } from '../../../../shared/staff/i18n';
import { notifyError, notifySuccess } from '../../../../shared/ui/notify';
import { useSetGoodStatus } from '../../api/staff/set-good-status';
import { ProblemModal, type ProblemDraft } from './ProblemModal';

/**
 * A problem found on the shelf, with the reason the customer reads: the desk card asks for it (`open`), the page
 * renders the dialog once (the goods list and a good's page).
 */
export function useGoodProblem(): { open: (draft: ProblemDraft) => void; dialog: ReactNode } {
  const setStatus = useSetGoodStatus();
  const [problem, setProblem] = useState<ProblemDraft | null>(null);
  const { t } = useDeskT('goods');
  const statusTitle = useStatusTitle();
  const record = (reason: string) => {
    if (!problem) return;
    setStatus.mutate(
      { goodId: problem.good.id, statusId: problem.step.statusId, reason },
      {
        onSuccess: (answer) => {
          notifySuccess(t('status.changed', { status: statusTitle('good', answer.goodStatus.id) }));
          setProblem(null);
        },
        onError: (error) => notifyError(errorMessage(error, t('status.failed'))),
      },
    );
  };
  const dialog = (
    <ProblemModal
      key={problem ? `${problem.good.id}-${problem.step.statusId}` : 'closed'}
      draft={problem}
      submitting={setStatus.isPending}
      onClose={() => setProblem(null)}
      onSubmit={record}
    />
  );
  return { open: setProblem, dialog };
}

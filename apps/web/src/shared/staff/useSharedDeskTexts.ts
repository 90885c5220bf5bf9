import { useMemo } from 'react';
import { useDeskFormat, useDeskT } from './i18n';

/*
 * The desk's words for the components the customer cabinet shares (decision 066): each of those components takes a
 * `texts` prop (the cabinet's Russian by default), and a desk page passes what these hooks return. They live here,
 * not in the components, so the cabinet never loads i18next.
 *   CancelWithRefundModal  texts={useDeskCancelWithRefundTexts()}
 *   Conversation           texts={useDeskConversationTexts()}
 *   MessageComposer        texts={useDeskComposerTexts()}
 *   ObjectHistory, CustomerHistory  texts={useDeskHistoryTexts()}
 */

/** For shared/ui/CancelWithRefundModal. */
export function useDeskCancelWithRefundTexts() {
  const { t } = useDeskT('common');
  const format = useDeskFormat();
  return useMemo(
    () => ({
      title: (what: string) => t('cancelWithRefund.title', { what }),
      refundBefore: t('cancelWithRefund.refundBefore'),
      wholePayment: t('cancelWithRefund.wholePayment'),
      refundAfter: t('cancelWithRefund.refundAfter'),
      refundAfterGoodsBack: t('cancelWithRefund.refundAfterGoodsBack'),
      reason: t('cancelWithRefund.reason'),
      keep: t('cancelWithRefund.keep'),
      confirm: t('cancelWithRefund.confirm'),
      somethingWrong: t('somethingWrong'),
      money: (amount: number) => format.money(amount, 'RUB'),
    }),
    [t, format],
  );
}

/** For helpdesk's Conversation (and its messages). */
export function useDeskConversationTexts() {
  const { t } = useDeskT('common');
  const format = useDeskFormat();
  return useMemo(
    () => ({
      log: t('conversation.log'),
      empty: t('conversation.empty'),
      message: {
        internalNote: t('conversation.internalNote'),
        support: t('conversation.support'),
        you: t('conversation.you'),
        attachment: (n: number) => t('conversation.attachment', { n }),
        dateTime: (iso: string) => format.dateTime(iso),
      },
    }),
    [t, format],
  );
}

/** For helpdesk's MessageComposer (and its images field). */
export function useDeskComposerTexts() {
  const { t } = useDeskT('common');
  return useMemo(
    () => ({
      label: t('composer.label'),
      placeholder: t('composer.placeholder'),
      send: t('composer.send'),
      attachments: {
        attach: t('composer.attach'),
        uploading: t('composer.uploading'),
        uploadFailed: t('composer.uploadFailed'),
        list: t('composer.list'),
        image: (n: number) => t('composer.image', { n }),
        remove: (n: number) => t('composer.remove', { n }),
        progress: (current: number, total: number) => t('composer.progress', { current, total }),
      },
    }),
    [t],
  );
}

/** For audit's ObjectHistory and CustomerHistory: the actions' names from the `audit` catalogue. */
export function useDeskHistoryTexts() {
  const { t } = useDeskT('common');
  const audit = useDeskT('audit');
  const format = useDeskFormat();
  const actionTitle = audit.t;
  return useMemo(
    () => ({
      label: t('history.label'),
      loading: t('history.loading'),
      loadFailed: t('history.loadFailed'),
      empty: t('history.empty'),
      reason: (reason: string) => t('history.reason', { reason }),
      action: (code: string) => actionTitle(`actions.${code}` as 'title', { defaultValue: code }),
      dateTime: (iso: string) => format.dateTime(iso),
    }),
    [t, actionTitle, format],
  );
}

import { useCallback } from 'react';
import { useDeskT } from '../../../shared/staff/i18n';
import { spanParts } from '../model/format';

/** A span of seconds and a customer's wait in the desk's language: «12 мин», «ждёт 2 ч» / «12 分钟», «已等待 2 小时». */
export function useSpan() {
  const { t } = useDeskT('helpdesk');
  const span = useCallback(
    (seconds: number) => {
      const { unit, n } = spanParts(seconds);
      return unit === 'lessThanMinute' ? t('span.lessThanMinute') : t(`span.${unit}`, { n });
    },
    [t],
  );
  const waiting = useCallback(
    (waitingSince: string | null, now: number = Date.now()) => {
      if (!waitingSince) return null;
      const since = Date.parse(waitingSince);
      return Number.isNaN(since) ? null : t('waiting', { span: span((now - since) / 1000) });
    },
    [t, span],
  );
  return { span, waiting };
}

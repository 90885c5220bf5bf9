import { useCallback } from 'react';
import { useDeskT, useStatusTitle } from '../../../shared/staff/i18n';
import type { DeskStep } from './warehouse';

/** A step's button text in the desk's language: its own words, or the title of the status it leads to. */
export function useStepLabel() {
  const { t } = useDeskT('goods');
  const statusTitle = useStatusTitle();
  return useCallback(
    (step: DeskStep) => (step.labelKey ? t(step.labelKey) : statusTitle('good', step.statusId)),
    [t, statusTitle],
  );
}

import { DESK_LANGUAGES, type DeskLanguage } from '@cargo/domain';
import { SegmentedControl } from '@mantine/core';
import { ApiError } from '../../../shared/api/ApiError';
import { notifyError } from '../../../shared/ui/notify';
import { useSetDeskLanguage } from '../api/put-desk-language';
import { useDeskLanguage, useDeskT } from '../../../shared/staff/i18n';

/** Each language's name in itself: a member who cannot read the other still finds their own. */
const LANGUAGE_NAMES: Record<DeskLanguage, string> = { ru: 'Рус', zh: '中文' };

/** The header's language switch: the member's choice is stored on their account and follows them to every sign-in. */
export function DeskLanguageSwitch() {
  const { t } = useDeskT('shell');
  const language = useDeskLanguage();
  const setLanguage = useSetDeskLanguage();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language')}
      value={setLanguage.isPending ? setLanguage.variables : language}
      disabled={setLanguage.isPending}
      data={DESK_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
      onChange={(value) =>
        setLanguage.mutate(value as DeskLanguage, {
          onError: (error) => notifyError(error instanceof ApiError ? error.message : t('languageFailed')),
        })
      }
    />
  );
}

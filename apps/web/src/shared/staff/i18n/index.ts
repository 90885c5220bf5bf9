/** The desk's languages (decision 066): the catalogues, the texts' hook, the formatters and the status names. */
export {
  applyDeskLanguage,
  deskI18n,
  DESK_LOCALES,
  resetDeskLanguage,
  useDeskLanguage,
  useDeskT,
} from './deskI18n';
export { useDeskFormat } from './useDeskFormat';
export { useStatusTitle } from './useStatusTitle';
export type { DeskNamespace, DeskResources } from './ru';

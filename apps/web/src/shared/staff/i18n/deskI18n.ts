import type { DeskLanguage } from '@cargo/domain';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { type DeskNamespace, type DeskResources, ru } from './ru';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    resources: DeskResources;
  }
}

/**
 * The desk's own i18next instance (decision 066). Russian is bundled with the desk's code; Chinese comes from its own
 * chunk when a member chooses it. The customer cabinet never imports this module.
 */
export const deskI18n = i18next.createInstance();
void deskI18n.use(initReactI18next).init({
  lng: 'ru',
  fallbackLng: 'ru',
  supportedLngs: ['ru', 'zh'],
  ns: Object.keys(ru),
  defaultNS: 'shell',
  resources: { ru },
  partialBundledLanguages: true,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The BCP 47 tag of a desk language: `<html lang>` and Intl's formats. */
export const DESK_LOCALES: Record<DeskLanguage, string> = { ru: 'ru-RU', zh: 'zh-CN' };

/** Switches the desk to a language, loading its catalogue first (zh is its own chunk); sets `<html lang>`. */
export async function applyDeskLanguage(language: DeskLanguage): Promise<void> {
  if (language === 'zh' && !deskI18n.hasResourceBundle('zh', 'shell')) {
    const { zh } = await import('./zh');
    for (const [ns, bundle] of Object.entries(zh)) deskI18n.addResourceBundle('zh', ns, bundle, true, true);
  }
  await deskI18n.changeLanguage(language);
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'ru';
}

/** Back to Russian when the desk is left (signing out, the customer cabinet): only the desk speaks Chinese. */
export function resetDeskLanguage(): void {
  void deskI18n.changeLanguage('ru');
  document.documentElement.lang = 'ru';
}

/** The desk's texts of one namespace (its keys type-checked against the Russian catalogue). */
export function useDeskT<N extends DeskNamespace>(ns: N) {
  return useTranslation(ns, { i18n: deskI18n });
}

/** The language the desk speaks now. */
export function useDeskLanguage(): DeskLanguage {
  const { i18n } = useTranslation('shell', { i18n: deskI18n });
  return i18n.language === 'zh' ? 'zh' : 'ru';
}

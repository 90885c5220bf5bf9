/** The feature's screens, loaded lazily by the router (app/routes.tsx). */
export const documentsPages = {
  privacyPolicy: () => import('./pages/PrivacyPolicyPage').then((m) => ({ Component: m.PrivacyPolicyPage })),
  terms: () => import('./pages/TermsPage').then((m) => ({ Component: m.TermsPage })),
};

/** What the auth feature offers outside it. */
export { useSignOut } from './api/sign-out';
export { referralLoader } from './referralLoader';

/** The feature's screens, loaded lazily by the router (app/routes.tsx). */
export const authPages = {
  login: () => import('./pages/LoginPage').then((m) => ({ Component: m.LoginPage })),
  register: () => import('./pages/RegisterPage').then((m) => ({ Component: m.RegisterPage })),
  forgotPassword: () =>
    import('./pages/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
  resetPassword: () => import('./pages/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
  resetPasswordConfirm: () =>
    import('./pages/ResetPasswordConfirmPage').then((m) => ({ Component: m.ResetPasswordConfirmPage })),
  // The staff desk's «Сотрудники»: inviting colleagues.
  staffTeam: () => import('./staff/StaffTeamPage').then((m) => ({ Component: m.StaffTeamPage })),
};

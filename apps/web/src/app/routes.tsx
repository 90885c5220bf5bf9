import { Navigate, type RouteObject } from 'react-router';
import { referralLoader } from '../features/auth/referralLoader';
import { RedirectIfAuthenticated } from './guards/RedirectIfAuthenticated';
import { RequireAuth } from './guards/RequireAuth';
import { PublicLayout } from './layout/PublicLayout';
import { RootLayout } from './layout/RootLayout';
import { PageLoader } from './pages/PageLoader';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { sessionParamsLoader, shouldRevalidateSessionParams } from './sessionParamsLoader';

/**
 * Spec section 2. Only built sections are routed: any other path is "not found" inside the cabinet
 * for a customer and the login page for a visitor. Pages and the cabinet shell load lazily.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    loader: sessionParamsLoader,
    shouldRevalidate: shouldRevalidateSessionParams,
    hydrateFallbackElement: <PageLoader />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: 'referral', loader: referralLoader, element: <PageLoader /> },
      {
        element: <PublicLayout />,
        children: [
          {
            element: <RedirectIfAuthenticated />,
            children: [
              {
                path: 'login',
                lazy: () =>
                  import('../features/auth/pages/LoginPage').then((m) => ({ Component: m.LoginPage })),
              },
              {
                path: 'register',
                lazy: () =>
                  import('../features/auth/pages/RegisterPage').then((m) => ({ Component: m.RegisterPage })),
              },
              {
                path: 'registration',
                lazy: () =>
                  import('../features/auth/pages/RegisterPage').then((m) => ({ Component: m.RegisterPage })),
              },
            ],
          },
          {
            path: 'forgot',
            lazy: () =>
              import('../features/auth/pages/ForgotPasswordPage').then((m) => ({
                Component: m.ForgotPasswordPage,
              })),
          },
          {
            path: 'reset',
            lazy: () =>
              import('../features/auth/pages/ForgotPasswordPage').then((m) => ({
                Component: m.ForgotPasswordPage,
              })),
          },
          {
            path: 'reset-password',
            lazy: () =>
              import('../features/auth/pages/ResetPasswordPage').then((m) => ({
                Component: m.ResetPasswordPage,
              })),
          },
          {
            path: 'reset-password/confirm',
            lazy: () =>
              import('../features/auth/pages/ResetPasswordConfirmPage').then((m) => ({
                Component: m.ResetPasswordConfirmPage,
              })),
          },
          {
            path: 'documents/privacy-policy',
            lazy: () =>
              import('../features/documents/pages/PrivacyPolicyPage').then((m) => ({
                Component: m.PrivacyPolicyPage,
              })),
          },
          {
            path: 'documents/terms',
            lazy: () =>
              import('../features/documents/pages/TermsPage').then((m) => ({ Component: m.TermsPage })),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: () => import('./layout/CabinetLayout').then((m) => ({ Component: m.CabinetLayout })),
            children: [
              { index: true, element: <Navigate to="/dashboard" replace /> },
              {
                path: 'dashboard',
                lazy: () =>
                  import('../features/dashboard/pages/DashboardPage').then((m) => ({
                    Component: m.DashboardPage,
                  })),
              },
              {
                path: 'profile',
                lazy: () =>
                  import('../features/profile/pages/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
              },
              {
                path: '*',
                lazy: () => import('./pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
              },
            ],
          },
        ],
      },
    ],
  },
];

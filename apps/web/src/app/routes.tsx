import { Navigate, type RouteObject } from 'react-router';
import { referralLoader } from '../features/auth/referralLoader';
import { RedirectIfAuthenticated } from './guards/RedirectIfAuthenticated';
import { RequireAuth } from './guards/RequireAuth';
import { RequireClient, RequireStaff } from './guards/RequireRole';
import { LinkLayout } from './layout/LinkLayout';
import { PublicLayout } from './layout/PublicLayout';
import { RootLayout } from './layout/RootLayout';
import { PageLoader } from './pages/PageLoader';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { sessionParamsLoader, shouldRevalidateSessionParams } from './sessionParamsLoader';

const recipientsPage = () =>
  import('../features/recipients/pages/RecipientsPage').then((m) => ({ Component: m.RecipientsPage }));
const recipientFormPage = () =>
  import('../features/recipients/pages/RecipientFormPage').then((m) => ({ Component: m.RecipientFormPage }));
const productsPage = () =>
  import('../features/goods/pages/ProductsPage').then((m) => ({ Component: m.ProductsPage }));
const productFormPage = () =>
  import('../features/goods/pages/ProductFormPage').then((m) => ({ Component: m.ProductFormPage }));
const recipientsAndAddressLayout = () =>
  import('./layout/RecipientsAndAddressLayout').then((m) => ({ Component: m.RecipientsAndAddressLayout }));

/**
 * Spec section 2. Only built sections are routed: any other path is "not found" inside the cabinet
 * for a customer and the login page for a visitor. Pages and the shells load lazily. A staff member gets
 * the staff desk (/staff) instead of the cabinet.
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
        // A recipient filling in his data from a customer's link: no account, no cabinet.
        element: <LinkLayout />,
        children: [
          {
            path: 'recipients/secondary',
            lazy: () =>
              import('../features/recipients/pages/RecipientSelfFillPage').then((m) => ({
                Component: m.RecipientSelfFillPage,
              })),
          },
          {
            path: 'success/create-recipient',
            lazy: () =>
              import('../features/recipients/pages/LinkResultPages').then((m) => ({
                Component: m.RecipientCreatedPage,
              })),
          },
          {
            path: 'warning/expired-time',
            lazy: () =>
              import('../features/recipients/pages/LinkResultPages').then((m) => ({
                Component: m.LinkExpiredPage,
              })),
          },
          {
            path: 'warning/invalid-credentials-url',
            lazy: () =>
              import('../features/recipients/pages/LinkResultPages').then((m) => ({
                Component: m.LinkInvalidPage,
              })),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'staff',
            element: <RequireStaff />,
            children: [
              {
                lazy: () => import('./layout/StaffLayout').then((m) => ({ Component: m.StaffLayout })),
                children: [
                  { index: true, element: <Navigate to="/staff/recipients" replace /> },
                  {
                    path: 'recipients',
                    lazy: () =>
                      import('../features/staff/pages/StaffRecipientsPage').then((m) => ({
                        Component: m.StaffRecipientsPage,
                      })),
                  },
                  {
                    path: 'warehouse',
                    lazy: () =>
                      import('../features/staff/pages/StaffReceivePage').then((m) => ({
                        Component: m.StaffReceivePage,
                      })),
                  },
                  {
                    path: 'goods',
                    lazy: () =>
                      import('../features/staff/pages/StaffGoodsPage').then((m) => ({
                        Component: m.StaffGoodsPage,
                      })),
                  },
                  { path: '*', element: <Navigate to="/staff/recipients" replace /> },
                ],
              },
            ],
          },
          {
            element: <RequireClient />,
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
                      import('../features/profile/pages/ProfilePage').then((m) => ({
                        Component: m.ProfilePage,
                      })),
                  },
                  {
                    lazy: recipientsAndAddressLayout,
                    children: [
                      { path: 'recipientsAndAddress/recipients', lazy: recipientsPage },
                      { path: 'recipients', lazy: recipientsPage },
                      {
                        path: 'recipientsAndAddress/address',
                        lazy: () =>
                          import('../features/addresses/pages/AddressBookPage').then((m) => ({
                            Component: m.AddressBookPage,
                          })),
                      },
                    ],
                  },
                  {
                    path: 'recipientsAndAddress',
                    element: <Navigate to="/recipientsAndAddress/recipients" replace />,
                  },
                  { path: 'products', lazy: productsPage },
                  { path: 'virtual-parcel/goods', lazy: productsPage },
                  { path: 'product', lazy: productFormPage },
                  { path: 'product/*', lazy: productFormPage },
                  { path: 'recipients/create', lazy: recipientFormPage },
                  { path: 'recipients/edit/:id', lazy: recipientFormPage },
                  {
                    path: 'archive',
                    lazy: () =>
                      import('../features/recipients/pages/ArchivePage').then((m) => ({
                        Component: m.ArchivePage,
                      })),
                  },
                  {
                    path: 'recipient-optional',
                    lazy: () =>
                      import('../features/recipients/pages/RecipientOptionalPage').then((m) => ({
                        Component: m.RecipientOptionalPage,
                      })),
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
    ],
  },
];

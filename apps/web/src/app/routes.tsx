import { Navigate, type RouteObject } from 'react-router';
import { staffDeskRoutes } from './staff-routes';
import { addressesPages } from '../features/addresses';
import { authPages, referralLoader } from '../features/auth';
import { calculatorPages } from '../features/calculator';
import { cargoPages } from '../features/cargo';
import { dashboardPages } from '../features/dashboard';
import { financePages } from '../features/finance';
import { documentsPages } from '../features/documents';
import { goodsPages } from '../features/goods';
import { helpPages } from '../features/help';
import { helpdeskPages } from '../features/helpdesk';
import { ordersPages } from '../features/orders';
import { notificationsPages } from '../features/notifications';
import { parcelsPages } from '../features/parcels';
import { profilePages } from '../features/profile';
import { recipientsPages } from '../features/recipients';
import { staffPages } from '../features/staff';
import { RedirectIfAuthenticated } from './guards/RedirectIfAuthenticated';
import { RequireAuth } from './guards/RequireAuth';
import { RequireClient, RequireStaff } from './guards/RequireRole';
import { CalcLayout } from './layout/CalcLayout';
import { LinkLayout } from './layout/LinkLayout';
import { PublicLayout } from './layout/PublicLayout';
import { RootLayout } from './layout/RootLayout';
import { PageLoader } from './pages/PageLoader';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { sessionParamsLoader, shouldRevalidateSessionParams } from './sessionParamsLoader';

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
      // The calculator: public for a visitor, inside the cabinet for a customer.
      { path: 'calc', element: <CalcLayout />, children: [{ index: true, lazy: calculatorPages.calc }] },
      {
        element: <PublicLayout />,
        children: [
          {
            element: <RedirectIfAuthenticated />,
            children: [
              {
                path: 'login',
                lazy: authPages.login,
              },
              {
                path: 'register',
                lazy: authPages.register,
              },
              {
                path: 'registration',
                lazy: authPages.register,
              },
            ],
          },
          {
            path: 'forgot',
            lazy: authPages.forgotPassword,
          },
          {
            path: 'reset',
            lazy: authPages.forgotPassword,
          },
          {
            path: 'reset-password',
            lazy: authPages.resetPassword,
          },
          {
            path: 'reset-password/confirm',
            lazy: authPages.resetPasswordConfirm,
          },
          {
            path: 'documents/privacy-policy',
            lazy: documentsPages.privacyPolicy,
          },
          {
            path: 'documents/terms',
            lazy: documentsPages.terms,
          },
        ],
      },
      {
        // A recipient filling in his data from a customer's link: no account, no cabinet.
        element: <LinkLayout />,
        children: [
          {
            path: 'recipients/secondary',
            lazy: recipientsPages.selfFill,
          },
          {
            path: 'success/create-recipient',
            lazy: recipientsPages.linkCreated,
          },
          {
            path: 'warning/expired-time',
            lazy: recipientsPages.linkExpired,
          },
          {
            path: 'warning/invalid-credentials-url',
            lazy: recipientsPages.linkInvalid,
          },
          // The payment sandboxes' pages: public, whoever holds the payment's link may pay it.
          { path: 'reference-pay/card', lazy: financePages.cardPay },
          { path: 'crypto-cloud', lazy: financePages.cryptoInvoice },
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
                lazy: staffPages.shell,
                children: staffDeskRoutes,
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
                    lazy: dashboardPages.dashboard,
                  },
                  { path: 'finance', lazy: financePages.finance },
                  { path: 'dashboard/successful-crypto-payment', lazy: financePages.cryptoSucceeded },
                  { path: 'dashboard/failed-crypto-payment', lazy: financePages.cryptoFailed },
                  {
                    path: 'profile',
                    lazy: profilePages.profile,
                  },
                  {
                    lazy: recipientsAndAddressLayout,
                    children: [
                      { path: 'recipientsAndAddress/recipients', lazy: recipientsPages.list },
                      { path: 'recipients', lazy: recipientsPages.list },
                      {
                        path: 'recipientsAndAddress/address',
                        lazy: addressesPages.book,
                      },
                    ],
                  },
                  {
                    path: 'recipientsAndAddress',
                    element: <Navigate to="/recipientsAndAddress/recipients" replace />,
                  },
                  { path: 'parcels', lazy: parcelsPages.list },
                  { path: 'cargo', lazy: cargoPages.cargo },
                  { path: 'parcels/create', lazy: parcelsPages.create },
                  { path: 'parcels/edit', lazy: parcelsPages.edit },
                  { path: 'parcels/:id', lazy: parcelsPages.parcel },
                  { path: 'products', lazy: goodsPages.products },
                  { path: 'virtual-parcel/goods', lazy: parcelsPages.virtualGoods },
                  { path: 'product', lazy: goodsPages.productForm },
                  { path: 'product/*', lazy: goodsPages.productForm },
                  { path: 'recipients/create', lazy: recipientsPages.form },
                  { path: 'recipients/edit/:id', lazy: recipientsPages.form },
                  {
                    path: 'archive',
                    lazy: recipientsPages.archive,
                  },
                  {
                    path: 'recipient-optional',
                    lazy: recipientsPages.optional,
                  },
                  { path: 'orders', lazy: ordersPages.orders },
                  { path: 'orders/lots/:orderId', lazy: ordersPages.orderLots },
                  { path: 'orders/canceled_lots', lazy: ordersPages.canceledLots },
                  { path: 'orders/on_price_confirmation_lots', lazy: ordersPages.priceConfirmationLots },
                  { path: 'order', lazy: ordersPages.orderForm },
                  { path: 'help', lazy: helpPages.index },
                  { path: 'help/:slug', lazy: helpPages.topic },
                  { path: 'notifications', lazy: notificationsPages.notifications },
                  { path: 'customer-support', lazy: helpdeskPages.list },
                  { path: 'customer-support/new-message', lazy: helpdeskPages.newMessage },
                  { path: 'customer-support/chat/:id', lazy: helpdeskPages.chat },
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

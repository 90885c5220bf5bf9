import { lazy } from 'react';

/**
 * What the finance feature offers outside it: the top-up dialog's body (composed by app/modals for the
 * `topUpBalance` and `selectPaymentMethods` flags) and its screens, all loaded lazily.
 */
export const TopUpDialogContent = lazy(() =>
  import('./components/TopUpDialogContent').then((m) => ({ default: m.TopUpDialogContent })),
);

/** The conversion between the customer's accounts (the dashboard opens it in a dialog). */
export const ConversionForm = lazy(() =>
  import('./components/ConversionForm').then((m) => ({ default: m.ConversionForm })),
);

/** The promo-code field (the profile shows it too). */
export { PromoCodeForm } from './components/PromoCodeForm';
/** The currency rates (the parcel screens value the goods in euros for the customs limit). */
export { useCurrencyRates } from './api/get-rates';

/** A customer on the finance desk: their card and their money (a customer's desk page, decision 050). */
export { StaffCustomerAccounts } from './staff/StaffCustomerAccounts';
export { useStaffCustomer } from './api/staff/get-staff-customer';
export { useStaffTopUpCounters } from './api/staff/get-staff-top-up-counters';

/** The feature's screens, loaded lazily by the router (app/routes.tsx). */
export const financePages = {
  finance: () => import('./pages/FinancePage').then((m) => ({ Component: m.FinancePage })),
  // Public: the card sandbox's payment page (opened in a popup) and the crypto sandbox's invoice page.
  cardPay: () => import('./pages/CardPayPage').then((m) => ({ Component: m.CardPayPage })),
  cryptoInvoice: () => import('./pages/CryptoInvoicePage').then((m) => ({ Component: m.CryptoInvoicePage })),
  cryptoSucceeded: () =>
    import('./pages/CryptoResultPages').then((m) => ({ Component: m.CryptoSucceededPage })),
  cryptoFailed: () => import('./pages/CryptoResultPages').then((m) => ({ Component: m.CryptoFailedPage })),
  // The staff finance desk: its tabs (with the requests waiting for approval) over its pages.
  staffDesk: () => import('./staff/FinanceDeskTabs').then((m) => ({ Component: m.FinanceDeskTabs })),
  staffApprovals: () =>
    import('./staff/StaffApprovalsPage').then((m) => ({ Component: m.StaffApprovalsPage })),
  staffCustomers: () =>
    import('./staff/StaffCustomersPage').then((m) => ({ Component: m.StaffCustomersPage })),
  staffRates: () => import('./staff/StaffRatesPage').then((m) => ({ Component: m.StaffRatesPage })),
  staffPromoCodes: () =>
    import('./staff/StaffPromoCodesPage').then((m) => ({ Component: m.StaffPromoCodesPage })),
  staffTopUps: () => import('./staff/StaffTopUpsPage').then((m) => ({ Component: m.StaffTopUpsPage })),
};

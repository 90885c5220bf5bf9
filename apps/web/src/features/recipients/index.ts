/** What the recipients feature offers outside it. */
export { useActiveRecipients, useVerifiedRecipients } from './api';
export { recipientFullName, type Recipient, type StaffRecipient } from '@cargo/domain';

/** The feature's screens, loaded lazily by the router (app/routes.tsx). */
/** How many recipients a search finds (a customer's desk page, decision 050). */
export { useStaffRecipientCounters } from './api';

export const recipientsPages = {
  list: () => import('./pages/RecipientsPage').then((m) => ({ Component: m.RecipientsPage })),
  form: () => import('./pages/RecipientFormPage').then((m) => ({ Component: m.RecipientFormPage })),
  archive: () => import('./pages/ArchivePage').then((m) => ({ Component: m.ArchivePage })),
  optional: () =>
    import('./pages/RecipientOptionalPage').then((m) => ({ Component: m.RecipientOptionalPage })),
  selfFill: () =>
    import('./pages/RecipientSelfFillPage').then((m) => ({ Component: m.RecipientSelfFillPage })),
  linkCreated: () => import('./pages/LinkResultPages').then((m) => ({ Component: m.RecipientCreatedPage })),
  linkExpired: () => import('./pages/LinkResultPages').then((m) => ({ Component: m.LinkExpiredPage })),
  linkInvalid: () => import('./pages/LinkResultPages').then((m) => ({ Component: m.LinkInvalidPage })),
  // The staff review desk.
  staffReview: () =>
    import('./staff/StaffRecipientsPage').then((m) => ({ Component: m.StaffRecipientsPage })),
  staffRecipient: () =>
    import('./staff/StaffRecipientPage').then((m) => ({ Component: m.StaffRecipientPage })),
};

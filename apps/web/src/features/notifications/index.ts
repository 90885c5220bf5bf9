/**
 * Notifications (issue 19): the header's bell, the /notifications list, one object's events, the profile's
 * channel settings and the staff's dead letters.
 */
export { NotificationBell } from './components/NotificationBell';
export { ObjectEvents } from './components/ObjectEvents';
export { NotificationSettingsSection } from './components/NotificationSettingsSection';

/** The feature's screens, loaded lazily by the router (app/routes.tsx). */
export const notificationsPages = {
  notifications: () => import('./pages/NotificationsPage').then((m) => ({ Component: m.NotificationsPage })),
};

/** The staff's dead letters, loaded lazily by the staff router. */
export const staffNotificationsPages = {
  deadLetters: () => import('./staff/DeadLettersPage').then((m) => ({ Component: m.DeadLettersPage })),
};

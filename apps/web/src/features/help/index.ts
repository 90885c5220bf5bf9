/** The feature's screens, loaded lazily by the router (app/routes.tsx). */
export const helpPages = {
  index: () => import('./pages/HelpIndexPage').then((m) => ({ Component: m.HelpIndexPage })),
  topic: () => import('./pages/HelpTopicPage').then((m) => ({ Component: m.HelpTopicPage })),
};

/** The warehouse address with the signed-in customer's code and copy buttons (the dashboard shows it too). */
export { WarehouseAddressCard } from './components/WarehouseAddressCard';

/** A help page's address (`/help/<slug>`), for the links other pages give to it. */
export { helpTopicPath } from './model/paths';

/** The public delivery calculator (/calc), loaded lazily by the router (app/routes.tsx). */
export const calculatorPages = {
  calc: () => import('./pages/CalculatorPage').then((m) => ({ Component: m.CalculatorPage })),
};

/** What the order form takes of a calculation's link: the destination and its reminder. */
export { destinationFromSearch } from './model/calcSearch';
export { CalcDestinationNote } from './components/CalcDestinationNote';

/** The public delivery calculator (/calc), loaded lazily by the router (app/routes.tsx). */
export const calculatorPages = {
  calc: () => import('./pages/CalculatorPage').then((m) => ({ Component: m.CalculatorPage })),
};

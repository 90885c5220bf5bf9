/** What other modules may use of the goods module. */
export { goodsRoutes } from './routes.js';

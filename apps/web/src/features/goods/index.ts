/**
 * What the goods feature offers outside it: the counters (the sidebar's «Товары» badge) and the pieces the
 * warehouse desk shows goods with. Nothing else of the feature is imported from outside it.
 */
export { useGoodsCounters, type GoodsCounters } from './api';
export { GoodStatusBadge, GoodThumb, PhotoReports, goodStatusColor } from './components/GoodListItem';

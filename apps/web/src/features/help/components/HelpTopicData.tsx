import type { ComponentType } from 'react';
import type { HelpTopicSlug } from '../model/helpTopics';
import { CabinetSteps } from './CabinetSteps';
import { CustomsLimits } from './CustomsLimits';
import { DangerousGoodsList } from './DangerousGoodsList';
import { SellerPhrasesTable } from './SellerPhrasesTable';
import { WarehouseAndStorage } from './WarehouseAndStorage';

/** The block each page shows at its `{{data}}` line, built from the domain's data rather than retyped. */
export const HELP_TOPIC_DATA: Record<HelpTopicSlug, ComponentType> = {
  'warehouse-address': WarehouseAndStorage,
  'prohibited-goods': DangerousGoodsList,
  'customs-limit': CustomsLimits,
  'seller-phrases': SellerPhrasesTable,
  'cabinet-guide': CabinetSteps,
};

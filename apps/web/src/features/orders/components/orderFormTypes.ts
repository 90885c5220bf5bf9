import type { OrderCreateData, OrderCreateInput } from '@cargo/domain';
import type { UseFormReturn } from 'react-hook-form';

/** The order form: the schema's input while typing, its output once valid. */
export type OrderFormApi = UseFormReturn<OrderCreateInput, unknown, OrderCreateData>;

import { CHINA_WAREHOUSE, clientCodeOf, type Dashboard, warehouseAddressLines } from '@cargo/domain';

/**
 * The warehouse card of the dashboard: the address lines with the customer's personal code. The one place the
 * dashboard builds the address (the warehouse is to come from configuration: only this call changes then).
 */
export function warehouseOf(userId: number): Dashboard['warehouse'] {
  const clientCode = clientCodeOf(userId);
  return { title: CHINA_WAREHOUSE.title, clientCode, lines: warehouseAddressLines(clientCode) };
}

import { staffMay, type StaffOperation } from '@cargo/domain';
import { useCallback } from 'react';
import { useStaffMe } from '../api/get-staff-me';

/**
 * Whether the signed-in member's roles allow a staff operation (the domain's permission table, the same the server
 * enforces). Nothing is allowed until the roles are known, so no button flashes and then disappears.
 */
export function useStaffMay(): (operation: StaffOperation) => boolean {
  const { data: me } = useStaffMe();
  const roles = me?.roles;
  return useCallback((operation: StaffOperation) => (roles ? staffMay(roles, operation) : false), [roles]);
}

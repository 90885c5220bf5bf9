import { type ActionOf, staffActionsAllowed, type TransitionEntity } from '@cargo/domain';
import { useCallback } from 'react';
import { useStaffMe } from '../api/get-staff-me';

/**
 * The steps a desk offers for an object: those its status allows the staff (the transition tables) that the
 * member's roles may take (the permission table). None until the roles are known.
 */
export function useStaffActions() {
  const roles = useStaffMe().data?.roles;
  return useCallback(
    <E extends TransitionEntity>(entity: E, statusId: number): Array<ActionOf<E>> =>
      roles ? staffActionsAllowed(entity, statusId, roles) : [],
    [roles],
  );
}

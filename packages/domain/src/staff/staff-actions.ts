import { type ActionOf, allowedActions, type TransitionEntity } from '../transitions/transitions.js';
import { staffMay, type StaffOperation } from './staff-permissions.js';
import type { StaffRole } from './staff-roles.js';

type ActionOperations<E extends TransitionEntity> = {
  /** The call of an action not named below. */
  other: StaffOperation;
} & Partial<Record<ActionOf<E>, StaffOperation>>;

/** The staff call that performs each staff step of an entity, so a desk offers only the steps the roles allow. */
const STAFF_ACTION_OPERATIONS: { [E in TransitionEntity]?: ActionOperations<E> } = {
  good: { receive: 'POST /api/staff/warehouse/receive', other: 'PUT /api/staff/goods/{id}/status' },
  parcel: {
    assemble: 'PUT /api/staff/parcels/{id}/assemble',
    startWeighing: 'PUT /api/staff/parcels/{id}/start-weighing',
    weigh: 'PUT /api/staff/parcels/{id}/weigh',
    ship: 'PUT /api/staff/parcels/{id}/ship',
    cancelWithRefund: 'PUT /api/staff/parcels/{id}/cancel-with-refund',
    // The flight's steps (fly out, customs, Moscow, delivery) move parcels together.
    other: 'PUT /api/staff/parcels/move',
  },
  cargo: {
    receive: 'PUT /api/staff/cargo/{id}/receive',
    weigh: 'PUT /api/staff/cargo/{id}/weigh',
    ship: 'PUT /api/staff/cargo/{id}/ship',
    cancelWithRefund: 'PUT /api/staff/cargo/{id}/cancel-with-refund',
    other: 'PUT /api/staff/cargo/{id}/cancel',
  },
  orderUnit: {
    take: 'PUT /api/staff/orders/lots/{id}/take',
    raisePrice: 'PUT /api/staff/orders/lots/{id}/raise-price',
    purchase: 'PUT /api/staff/orders/lots/{id}/purchase',
    transferToGoods: 'PUT /api/staff/orders/lots/{id}/transfer',
    other: 'PUT /api/staff/orders/lots/{id}/cancel',
  },
  recipient: {
    cancel: 'PUT /api/staff/recipients/{id}/cancel',
    other: 'PUT /api/staff/recipients/{id}/confirm',
  },
  topUp: { other: 'POST /api/staff/top-ups/{id}/refund' },
  ticket: { other: 'POST /api/staff/helpdesk/tickets/{id}/status' },
};

/** The staff call behind one staff step of an entity. */
export function staffActionOperation<E extends TransitionEntity>(
  entity: E,
  action: ActionOf<E>,
): StaffOperation {
  const operations = STAFF_ACTION_OPERATIONS[entity] as ActionOperations<E>;
  return operations[action] ?? operations.other;
}

/**
 * The staff steps an object in `statusId` allows (the transition tables) that a member holding `roles` may take
 * (the permission table): what a desk shows as buttons.
 */
export function staffActionsAllowed<E extends TransitionEntity>(
  entity: E,
  statusId: number,
  roles: readonly StaffRole[],
): Array<ActionOf<E>> {
  return allowedActions(entity, 'staff', statusId).filter((action) =>
    staffMay(roles, staffActionOperation(entity, action)),
  );
}

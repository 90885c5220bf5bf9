import { ordersBadgeCount, RECIPIENT_STATUS } from '@cargo/domain';
import { useGoodsCounters } from '../../features/goods';
import { useHelpDeskUnread } from '../../features/helpdesk';
import { useOrderCounters } from '../../features/orders';
import { useParcelCounters } from '../../features/parcels';
import { useActiveRecipients } from '../../features/recipients';

export interface SidebarCounters {
  /** New orders, ready orders not yet sent and lots awaiting price confirmation (`ordersBadgeCount`). */
  orders: number;
  /** Problem plus waiting goods. */
  products: number;
  /** Parcels awaiting payment plus customs and delivery problems. */
  parcels: number;
  /** Recipients with status "cancelled". */
  recipients: number;
  /** Help-desk answers not read yet (polled every 30 s). */
  support: number;
}

/**
 * Badge counts of the sidebar (spec section 2). Recipients: the active recipients with status 3 (cancelled),
 * from the same query as the recipients list, so every change to a recipient refreshes the badge. Goods: problem
 * plus waiting from GET /api/client/my-goods/counters (the goods list's tabs read the same query, and every
 * goods mutation reloads it). Parcels: awaiting payment plus customs and delivery problems, the counters of
 * GET /api/client/my-parcels (every parcel mutation reloads them). Orders: new orders plus lots awaiting price
 * confirmation, the counters of GET /api/client/my-orders (every order mutation reloads them). Support: staff answers
 * not read yet, GET /api/helpDesk/summary polled every 30 s.
 */
export function useSidebarCounters(): SidebarCounters {
  const recipients = useActiveRecipients();
  const cancelled =
    recipients.data?.data.filter(
      (recipient) => recipient.recipientClientDataStatus.id === RECIPIENT_STATUS.CANCELED,
    ).length ?? 0;
  const goods = useGoodsCounters();
  const products = (goods.data?.problem ?? 0) + (goods.data?.waiting ?? 0);
  const parcelCounters = useParcelCounters().data;
  const parcels =
    (parcelCounters?.parcelsAwaitingPayment ?? 0) +
    (parcelCounters?.problemsRuCustoms ?? 0) +
    (parcelCounters?.problemsRuDelivery ?? 0);
  const orderCounters = useOrderCounters().data;
  const orders = orderCounters ? ordersBadgeCount(orderCounters) : 0;
  const support = useHelpDeskUnread();
  return { orders, products, parcels, recipients: cancelled, support };
}

import { RECIPIENT_STATUS } from '@cargo/domain';
import { useActiveRecipients } from '../../features/recipients/api';

export interface SidebarCounters {
  /** New orders plus lots awaiting price confirmation. */
  orders: number;
  /** Problem plus waiting goods. */
  products: number;
  /** Parcels awaiting payment plus customs and delivery problems. */
  parcels: number;
  /** Recipients with status "cancelled". */
  recipients: number;
}

/**
 * Badge counts of the sidebar (spec section 2). Recipients: the active recipients with status 3 (cancelled),
 * from the same query as the recipients list, so every change to a recipient refreshes the badge. The other
 * counts come with their sections; until then they are zero and no badge is shown.
 */
export function useSidebarCounters(): SidebarCounters {
  const recipients = useActiveRecipients();
  const cancelled =
    recipients.data?.data.filter(
      (recipient) => recipient.recipientClientDataStatus.id === RECIPIENT_STATUS.CANCELED,
    ).length ?? 0;
  return { orders: 0, products: 0, parcels: 0, recipients: cancelled };
}

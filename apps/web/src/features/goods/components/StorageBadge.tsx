import { type StorageInfo, storageText } from '@cargo/domain';
import classes from './GoodListItem.module.css';
import { lightBadgeStyle } from './GoodParts';

type Shown = Pick<StorageInfo, 'daysLeft' | 'dailyFeeRub' | 'dueRub' | 'accruing'>;

/** Colour by what the customer should notice: a debt red, paid days orange, free days teal. */
function storageColor(storage: Shown): string {
  if (storage.dueRub > 0) return 'red';
  return storage.daysLeft > 0 ? 'teal' : 'orange';
}

/**
 * The good's (or parcel's) storage at the warehouse: «Бесплатное хранение: осталось 12 дн.» or «Платное хранение:
 * 10 ₽ в день, долг 30 ₽» (decision 031). Nothing before the warehouse takes the good in.
 */
export function StorageBadge({ storage }: { storage: Shown | null | undefined }) {
  if (!storage) return null;
  const text = storageText(storage);
  if (!text) return null;
  // Plain elements drawn as Mantine's small light Badge (decision 044).
  return (
    <div
      className={`${classes.badge} ${classes.badgeSm} ${classes.storageBadge}`}
      style={lightBadgeStyle(storageColor(storage))}
      data-testid="storage-badge"
    >
      <span className={classes.badgeLabel}>{text}</span>
    </div>
  );
}

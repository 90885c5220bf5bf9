import { countRu, RU_WORDS, sameTrack, type WarehouseReceipt } from '@cargo/domain';

/** A scan of this session at the desk, newest first. */
export interface LoggedReceipt extends WarehouseReceipt {
  key: number;
  at: Date;
}

/** How many scans the desk keeps on screen. */
export const RECEIPT_LOG_SIZE = 20;

/**
 * Adds a scan to the session's log. A track appears once, however it was scanned (`LC7000…` or ` lc 7000… `):
 * scanning it again replaces its line (moved to the top) instead of adding a second «на полку» line; the server's
 * `alreadyReceived` marks goods that were on the shelf before this scan.
 */
export function logReceipt(log: LoggedReceipt[], receipt: WarehouseReceipt, key: number, at: Date) {
  const others = log.filter((entry) => !sameTrack(entry.trackNumber, receipt.trackNumber));
  return [{ ...receipt, key, at }, ...others].slice(0, RECEIPT_LOG_SIZE);
}

export const goodsCount = (n: number) => countRu(n, RU_WORDS.goods);

import type { WarehouseReceipt } from '@cargo/domain';

/** What a scan came to: goods put on the shelf, an unknown track kept as a waif, a repeat, or a failure. */
export type ScanOutcome = 'ok' | 'waif' | 'repeat' | 'error';

/** One scan of this session at the desk: waiting for its answer, then answered. */
export interface ScanLine {
  key: number;
  track: string;
  at: Date;
  outcome: ScanOutcome | 'waiting';
  receipt?: WarehouseReceipt;
  error?: string;
}

/** How many scans the desk keeps on screen: a whole cart of parcels. */
export const SCAN_LOG_SIZE = 200;

/** The server's answer read as an outcome: a track received before (on the shelf, or the same waif) is a repeat. */
export function outcomeOf(receipt: WarehouseReceipt): ScanOutcome {
  if (receipt.alreadyReceived) return 'repeat';
  return receipt.waif ? 'waif' : 'ok';
}

/**
 * Scans answered one after another, in the order they were made: a scanner types a track and Enter every fraction
 * of a second, faster than the server answers, so each scan waits for the one before it. None is lost (each has its
 * place in the chain from the moment Enter is pressed) and none overtakes another (the server sees them in order,
 * so the second scan of a track always finds the first one done and is told it is a repeat).
 */
export function createScanQueue(
  send: (track: string) => Promise<WarehouseReceipt>,
  report: (key: number, answer: { receipt: WarehouseReceipt } | { error: unknown }) => void,
) {
  let tail: Promise<void> = Promise.resolve();
  return (key: number, track: string) => {
    tail = tail.then(() =>
      send(track).then(
        (receipt) => report(key, { receipt }),
        (error: unknown) => report(key, { error }),
      ),
    );
    return tail;
  };
}

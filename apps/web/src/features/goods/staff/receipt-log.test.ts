import type { WarehouseReceipt } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { logReceipt } from './receipt-log';

const receipt = (trackNumber: string, alreadyReceived = false): WarehouseReceipt => ({
  trackNumber,
  waif: false,
  alreadyReceived,
  goods: [],
});

describe('the desk’s scan log', () => {
  it('shows a track once however it was scanned, as scanned last', () => {
    const at = new Date('2026-11-24T05:00:00Z');
    let log = logReceipt([], receipt('LC7000000000007'), 1, at);
    log = logReceipt(log, receipt('YT7000000000008'), 2, at);
    log = logReceipt(log, receipt('lc 7000000000007', true), 3, at);
    expect(log.map((entry) => [entry.trackNumber, entry.alreadyReceived])).toEqual([
      ['lc 7000000000007', true],
      ['YT7000000000008', false],
    ]);
  });
});

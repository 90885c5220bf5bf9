import type { WarehouseReceipt } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { createScanQueue, outcomeOf } from './scan-queue';

const receipt = (trackNumber: string, extra: Partial<WarehouseReceipt> = {}): WarehouseReceipt => ({
  trackNumber,
  waif: false,
  alreadyReceived: false,
  goods: [],
  ...extra,
});

describe('the desk’s scan queue', () => {
  it('sends scans one at a time in the order made, even when earlier answers are slower', async () => {
    const sent: string[] = [];
    const reported: Array<[number, string]> = [];
    let inFlight = 0;
    let mostInFlight = 0;
    // The first scans answer slowest: a queue that sent in parallel would report them last.
    const delays = [40, 25, 10, 0, 5];
    const queue = createScanQueue(
      async (track) => {
        sent.push(track);
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, delays[sent.length - 1]));
        inFlight -= 1;
        if (track === 'BAD') throw new Error('500');
        return receipt(track);
      },
      (key, answer) => reported.push([key, 'receipt' in answer ? answer.receipt.trackNumber : 'error']),
    );
    const tracks = ['YT1', 'YT2', 'BAD', 'YT1', 'LP5'];
    // Enter pressed five times in the same tick: nothing waits for an answer before queueing the next.
    const last = tracks.map((track, i) => queue(i + 1, track)).at(-1);
    await last;
    expect(sent).toEqual(tracks);
    expect(mostInFlight).toBe(1);
    expect(reported).toEqual([
      [1, 'YT1'],
      [2, 'YT2'],
      [3, 'error'],
      [4, 'YT1'],
      [5, 'LP5'],
    ]);
  });

  it('reads a repeat of a received track or of a waif as a repeat', () => {
    expect(outcomeOf(receipt('A'))).toBe('ok');
    expect(outcomeOf(receipt('A', { waif: true }))).toBe('waif');
    expect(outcomeOf(receipt('A', { alreadyReceived: true }))).toBe('repeat');
    expect(outcomeOf(receipt('A', { waif: true, alreadyReceived: true }))).toBe('repeat');
  });
});

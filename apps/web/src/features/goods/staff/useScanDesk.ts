import { useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { useDeskT } from '../../../shared/staff/i18n';
import { useReceiveTrack } from '../api/staff/receive-track';
import { createScanQueue, outcomeOf, SCAN_LOG_SIZE, type ScanLine, type ScanOutcome } from './scan-queue';
import { beep } from './scan-sound';
import { receiveSchema } from './warehouse';

/**
 * The receiving desk's scans: each Enter adds a line at the top of the log at once and joins the queue
 * (scan-queue.ts); its answer fills the line in, beeps and colours the field. A scan the domain's rules refuse
 * (empty, longer than a Chinese track) is never sent: its line says why.
 */
export function useScanDesk() {
  const receive = useReceiveTrack();
  const send = useRef(receive.mutateAsync);
  const { t } = useDeskT('goods');
  // The queue is made once; a failure's fallback text is read in the language of the moment it is answered.
  const failed = useRef(t('receive.failed'));
  useEffect(() => {
    send.current = receive.mutateAsync;
    failed.current = t('receive.failed');
  });
  const [lines, setLines] = useState<ScanLine[]>([]);
  const [last, setLast] = useState<ScanOutcome | null>(null);
  const counter = useRef(0);

  const answered = (outcome: ScanOutcome) => {
    setLast(outcome);
    beep(outcome);
  };

  const queue = useMemo(
    () =>
      createScanQueue(
        (track) => send.current(track),
        (key, answer) => {
          const update: Partial<ScanLine> =
            'receipt' in answer
              ? { outcome: outcomeOf(answer.receipt), receipt: answer.receipt }
              : { outcome: 'error', error: errorMessage(answer.error, failed.current) };
          setLines((all) => all.map((line) => (line.key === key ? { ...line, ...update } : line)));
          answered(update.outcome as ScanOutcome);
        },
      ),
    [],
  );

  /** A scan's text as typed; answers the rule it breaks, if any. */
  const scan = (typed: string): string | undefined => {
    counter.current += 1;
    const key = counter.current;
    const track = typed.trim();
    const checked = receiveSchema.safeParse({ trackNumber: track });
    const line: ScanLine = { key, track, at: new Date(), outcome: 'waiting' };
    if (!checked.success) {
      const error = checked.error.issues[0]?.message ?? t('receive.failed');
      setLines((all) => [{ ...line, outcome: 'error' as const, error }, ...all].slice(0, SCAN_LOG_SIZE));
      answered('error');
      return error;
    }
    setLines((all) => [line, ...all].slice(0, SCAN_LOG_SIZE));
    void queue(key, track);
    return undefined;
  };

  return { lines, last, scan, waiting: lines.filter((line) => line.outcome === 'waiting').length };
}

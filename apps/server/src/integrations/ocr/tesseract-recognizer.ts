import { createRequire } from 'node:module';
import path from 'node:path';
import { parseOrderText } from './parse-order-text.js';
import { createRecognitionWorker } from './recognition-worker.js';
import { RecognizerBusyError, UnreadableImageError, type PhotoRecognizer } from './photo-recognizer.js';

/** Tesseract's languages shipped as npm packages (`@tesseract.js-data/<code>`). */
export type TesseractLanguage = 'chi_sim' | 'eng';

export interface TesseractRecognizerOptions {
  /**
   * `chi_sim` (default) reads the Chinese labels (实付款, 运单号, 数量) and the Latin text of titles and track
   * numbers alike; `eng` only the Latin part. Their combination read worse than `chi_sim` alone (decision 006).
   */
  language?: TesseractLanguage;
  /** A recognition that takes longer fails as unreadable and its thread is terminated. */
  timeoutMs?: number;
  /** Calls waiting for the worker beyond this many are refused with `RecognizerBusyError`. */
  maxWaiting?: number;
  /** The recognition thread's JavaScript heap, MB (64). */
  threadHeapMb?: number;
  /** The thread is retired after this many recognitions (20)... */
  maxUses?: number;
  /** ...or this long idle (15 s), so its memory goes back to the system. */
  idleMs?: number;
}

const require = createRequire(import.meta.url);
// Reading the language data on a busy machine; tesseract.js never settles a start whose data fails to load.
const WORKER_START_TIMEOUT_MS = 60_000;

/**
 * Trained data ships in the npm package: its `4.0.0_best_int` folder holds the integer LSTM model, the one
 * tesseract.js downloads by default for the LSTM engine. Reading it from disk (gzip, no cache) means no
 * network is ever needed.
 */
export function languageDataPath(language: TesseractLanguage): string {
  const packageJson = require.resolve(`@tesseract.js-data/${language}/package.json`);
  return path.join(path.dirname(packageJson), '4.0.0_best_int');
}

/**
 * The built-in recognizer: Tesseract (WebAssembly) reads the text in a thread of its own with bounded memory
 * (`recognition-worker.ts`), `parseOrderText` finds the fields. Calls queue one at a time; the thread is kept
 * warm between calls and retired when idle, after a number of calls or after a failure (docs/decisions/046).
 */
export function createTesseractRecognizer(options: TesseractRecognizerOptions = {}): PhotoRecognizer {
  const language = options.language ?? 'chi_sim';
  const maxWaiting = options.maxWaiting ?? 20;
  const thread = createRecognitionWorker({
    language,
    langPath: languageDataPath(language),
    timeoutMs: options.timeoutMs ?? 30_000,
    startTimeoutMs: WORKER_START_TIMEOUT_MS,
    heapMb: options.threadHeapMb ?? 64,
    maxUses: options.maxUses ?? 20,
    idleMs: options.idleMs ?? 15_000,
  });
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let closed = false;

  async function readText(image: Buffer): Promise<string> {
    try {
      return await thread.readText(image);
    } catch (error) {
      throw new UnreadableImageError('the image could not be read', { cause: error });
    }
  }

  /** One call at a time: one thread runs one job anyway, and the queue keeps memory bounded. */
  function enqueue<T>(task: () => Promise<T>): Promise<T> {
    if (closed) return Promise.reject(new Error('photo recognizer is closed'));
    if (waiting >= maxWaiting) return Promise.reject(new RecognizerBusyError());
    waiting += 1;
    const run = queue.then(task).finally(() => {
      waiting -= 1;
    });
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    recognize(image) {
      return enqueue(async () => parseOrderText(await readText(image)));
    },
    async close() {
      closed = true;
      await queue;
      await thread.close();
    },
  };
}

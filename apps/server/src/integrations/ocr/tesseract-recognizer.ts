import { createRequire } from 'node:module';
import path from 'node:path';
import Tesseract from 'tesseract.js';
import { parseOrderText } from './parse-order-text.js';
import { RecognizerBusyError, UnreadableImageError, type PhotoRecognizer } from './photo-recognizer.js';

/** Tesseract's languages shipped as npm packages (`@tesseract.js-data/<code>`). */
export type TesseractLanguage = 'chi_sim' | 'eng';

export interface TesseractRecognizerOptions {
  /**
   * `chi_sim` (default) reads the Chinese labels (实付款, 运单号, 数量) and the Latin text of titles and track
   * numbers alike; `eng` only the Latin part. Their combination read worse than `chi_sim` alone (decision 006).
   */
  language?: TesseractLanguage;
  /** A recognition that takes longer fails as unreadable and the worker is replaced. */
  timeoutMs?: number;
  /** Calls waiting for the worker beyond this many are refused with `RecognizerBusyError`. */
  maxWaiting?: number;
}

class TimeoutError extends Error {}

const require = createRequire(import.meta.url);
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

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The built-in recognizer: Tesseract (WebAssembly, in a worker thread) reads the text, `parseOrderText` finds
 * the fields. One worker is created on the first call and reused; calls queue for it one at a time.
 */
export function createTesseractRecognizer(options: TesseractRecognizerOptions = {}): PhotoRecognizer {
  const language = options.language ?? 'chi_sim';
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxWaiting = options.maxWaiting ?? 20;
  let worker: Promise<Tesseract.Worker> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  let closed = false;

  async function startWorker(): Promise<Tesseract.Worker> {
    const creating = Tesseract.createWorker(language, Tesseract.OEM.LSTM_ONLY, {
      langPath: languageDataPath(language),
      gzip: true,
      cacheMethod: 'none',
      // Without a handler tesseract.js throws a failed job's error outside any promise and the process dies;
      // with one the job's promise rejects and the worker stays usable.
      errorHandler: () => undefined,
    });
    let started: Tesseract.Worker;
    try {
      // tesseract.js never settles createWorker when the trained data fails to initialise.
      started = await withTimeout(creating, WORKER_START_TIMEOUT_MS);
    } catch (error) {
      void creating.then((late) => late.terminate()).catch(() => undefined);
      throw error;
    }
    // Sauvola's local thresholding keeps the light grey text of shop apps (track numbers, "×1", variants).
    await started.setParameters({ thresholding_method: '2' });
    return started;
  }

  function currentWorker(): Promise<Tesseract.Worker> {
    worker ??= startWorker().catch((error: unknown) => {
      worker = null;
      throw error;
    });
    return worker;
  }

  async function replaceWorker(): Promise<void> {
    const old = worker;
    worker = null;
    await old?.then((w) => w.terminate()).catch(() => undefined);
  }

  async function readText(image: Buffer): Promise<string> {
    const engine = await currentWorker();
    try {
      const { data } = await withTimeout(engine.recognize(image), timeoutMs);
      return data.text;
    } catch (error) {
      if (error instanceof TimeoutError) await replaceWorker();
      throw new UnreadableImageError('the image could not be read', { cause: error });
    }
  }

  /** One call at a time: the worker runs one job anyway, and the queue keeps memory bounded. */
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
      await replaceWorker();
    },
  };
}

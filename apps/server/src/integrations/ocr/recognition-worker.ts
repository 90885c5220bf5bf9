import { Worker } from 'node:worker_threads';
import type { RecognitionReply, RecognitionRequest, RecognitionThreadData } from './recognition-thread.js';

export interface RecognitionWorkerOptions extends RecognitionThreadData {
  /** A recognition that takes longer fails and its thread is terminated. */
  timeoutMs: number;
  /** Starting the thread and Tesseract in it (the language data is read from disk). */
  startTimeoutMs: number;
  /** The thread's JavaScript heap (old generation), MB; past it the thread dies, not the server. */
  heapMb: number;
  /** A thread is retired after this many recognitions... */
  maxUses: number;
  /** ...or after this long without one, so the memory a large image took goes back to the system. */
  idleMs: number;
}

/** The thread could not read the image: a failed job, a timeout, a crash or a heap past its limit. */
export class RecognitionFailed extends Error {}

interface Running {
  worker: Worker;
  ready: Promise<void>;
  uses: number;
  /** The reply awaited now (one recognition at a time per thread). */
  waiting: { resolve: (reply: RecognitionReply) => void; reject: (error: Error) => void } | null;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RecognitionFailed(`${what}: no answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Under tsx or Vitest this file is TypeScript, and a worker thread cannot load TypeScript by itself: it registers
 * tsx's loader first. Built, the thread is the compiled `.js` beside this one.
 */
function spawn(data: RecognitionThreadData, heapMb: number): Worker {
  const typescript = import.meta.url.endsWith('.ts');
  const entry = new URL(`./recognition-thread.${typescript ? 'ts' : 'js'}`, import.meta.url);
  const options = {
    workerData: data,
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 16 },
  };
  if (!typescript) return new Worker(entry, options);
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/**
 * One recognition thread at a time, started when needed and retired after `maxUses` recognitions, after `idleMs`
 * idle, and after any failure (a timeout terminates it mid-job). The caller runs one `readText` at a time.
 */
export function createRecognitionWorker(options: RecognitionWorkerOptions) {
  let running: Running | null = null;
  let idleTimer: NodeJS.Timeout | undefined;

  function start(): Running {
    const worker = spawn({ language: options.language, langPath: options.langPath }, options.heapMb);
    let markReady!: () => void;
    let failStart!: (error: Error) => void;
    const ready = new Promise<void>((resolve, reject) => {
      [markReady, failStart] = [resolve, reject];
    });
    // Nobody may be waiting for `ready` when the thread dies between jobs.
    ready.catch(() => undefined);
    const thread: Running = { worker, ready, uses: 0, waiting: null };
    const fail = (error: Error) => {
      if (running === thread) running = null;
      failStart(error);
      thread.waiting?.reject(error);
      thread.waiting = null;
    };
    worker.on('message', (reply: RecognitionReply) => {
      if (reply.kind === 'ready') return markReady();
      thread.waiting?.resolve(reply);
      thread.waiting = null;
    });
    worker.on('error', (error) =>
      fail(new RecognitionFailed('the recognition thread failed', { cause: error })),
    );
    worker.on('exit', (code) => fail(new RecognitionFailed(`the recognition thread exited (${code})`)));
    return thread;
  }

  async function retire(): Promise<void> {
    clearTimeout(idleTimer);
    const thread = running;
    running = null;
    await thread?.worker.terminate();
  }

  async function readText(image: Buffer): Promise<string> {
    clearTimeout(idleTimer);
    running ??= start();
    const thread = running;
    let failed = true;
    try {
      await withTimeout(thread.ready, options.startTimeoutMs, 'starting the recognition thread');
      const reply = new Promise<RecognitionReply>((resolve, reject) => {
        thread.waiting = { resolve, reject };
      });
      // A copy the thread owns: the caller's buffer may share its memory with others.
      const copy = new Uint8Array(image);
      thread.worker.postMessage({ image: copy } satisfies RecognitionRequest, [copy.buffer]);
      const answer = await withTimeout(reply, options.timeoutMs, 'recognition');
      thread.uses += 1;
      if (answer.kind !== 'text') throw new RecognitionFailed(answer.kind === 'failed' ? answer.message : '');
      failed = false;
      return answer.text;
    } finally {
      if (running === thread && (failed || thread.uses >= options.maxUses)) await retire();
      else if (running === thread) idleTimer = setTimeout(() => void retire(), options.idleMs).unref();
    }
  }

  return { readText, close: retire };
}

import { parentPort, workerData } from 'node:worker_threads';
import Tesseract from 'tesseract.js';

/** What the recognizer hands a thread it starts. */
export interface RecognitionThreadData {
  language: string;
  langPath: string;
}

/** One image's bytes, transferred (not copied) to the thread. */
export interface RecognitionRequest {
  image: Uint8Array;
}

export type RecognitionReply =
  { kind: 'ready' } | { kind: 'text'; text: string } | { kind: 'failed'; message: string };

/**
 * The thread one recognition runs in (started by `recognition-worker.ts` with resource limits). Tesseract's own
 * worker is a thread of this one, so terminating this thread ends it too, and the WebAssembly memory a large
 * image made it grow (it never shrinks while the worker lives) goes back to the system.
 */
async function serve(port: NonNullable<typeof parentPort>, data: RecognitionThreadData) {
  const engine = await Tesseract.createWorker(data.language, Tesseract.OEM.LSTM_ONLY, {
    langPath: data.langPath,
    gzip: true,
    cacheMethod: 'none',
    // Without a handler tesseract.js throws a failed job's error outside any promise and the thread dies;
    // with one the job's promise rejects and the engine stays usable.
    errorHandler: () => undefined,
  });
  // Sauvola's local thresholding keeps the light grey text of shop apps (track numbers, "×1", variants).
  await engine.setParameters({ thresholding_method: '2' });
  port.on('message', (request: RecognitionRequest) => {
    const image = Buffer.from(request.image.buffer, request.image.byteOffset, request.image.byteLength);
    engine.recognize(image).then(
      ({ data: read }) => port.postMessage({ kind: 'text', text: read.text } satisfies RecognitionReply),
      (error: unknown) =>
        port.postMessage({ kind: 'failed', message: String(error) } satisfies RecognitionReply),
    );
  });
  port.postMessage({ kind: 'ready' } satisfies RecognitionReply);
}

if (parentPort) {
  // A start that fails (missing language data) ends the thread with the error, which the recognizer reports.
  await serve(parentPort, workerData as RecognitionThreadData);
}

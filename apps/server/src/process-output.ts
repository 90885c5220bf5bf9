/**
 * The server keeps serving, and stops on SIGTERM, when whoever reads its output has gone (`node dist/main.js |
 * head -1`, a pipe closed by a process manager, a terminal closed): a write to stdout or stderr then fails with
 * EPIPE or EIO, which Node reports as an `error` event that, with no listener, ends the process at once. There is
 * nobody left to tell, so the error is dropped; the log destination stops writing on its own (plugins/logging.ts).
 */
export function outliveClosedOutput(): void {
  for (const output of [process.stdout, process.stderr]) output.on('error', () => {});
}

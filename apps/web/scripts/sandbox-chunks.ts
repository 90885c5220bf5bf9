import type { Plugin, Rolldown } from 'vite';

/**
 * The sandbox payment pages' own modules (decision 017): the card sandbox's page and form («Тестовые карты»), the
 * crypto sandbox's invoice page and their API hooks. Nothing else of the app may import them.
 */
const SANDBOX_MODULE =
  /[\\/]src[\\/]features[\\/]finance[\\/](?:pages[\\/](?:CardPayPage|CryptoInvoicePage)|components[\\/]SandboxCardForm|api[\\/]sandbox)\.tsx?$/;

/** The two pages the router loads lazily; the rest of the sandbox code is theirs alone. */
const SANDBOX_PAGE = /[\\/](?:CardPayPage|CryptoInvoicePage)\.tsx$/;

const holdsSandboxCode = (chunk: { moduleIds: readonly string[] }) =>
  chunk.moduleIds.some((id) => SANDBOX_MODULE.test(id));

/**
 * The file name of a chunk holding sandbox code, or null for any other chunk. The server leaves out every file of
 * the build whose path says `sandbox` outside a trial start (plugins/web-app.ts `hiddenFiles`), so these names
 * are what keeps the test cards out of a production start: one build serves both modes (decision 047).
 */
export function sandboxChunkFileName(chunk: Rolldown.PreRenderedChunk): string | null {
  if (!holdsSandboxCode(chunk)) return null;
  return chunk.isDynamicEntry ? 'assets/sandbox-[name]-[hash].js' : 'assets/sandbox-[hash].js';
}

/**
 * Fails the build when the sandbox code could not be left out without breaking the app: a chunk holding it that is
 * named otherwise, or that a chunk of the app imports other than the router's lazy import of a sandbox page.
 */
export function sandboxChunksApart(): Plugin {
  return {
    name: 'cabinet-sandbox-chunks-apart',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const sandbox = new Set(chunks.filter(holdsSandboxCode).map((chunk) => chunk.fileName));
      const pages = new Set(
        chunks
          .filter((chunk) => chunk.facadeModuleId !== null && SANDBOX_PAGE.test(chunk.facadeModuleId))
          .map((chunk) => chunk.fileName),
      );
      const problems: string[] = [];
      for (const chunk of chunks) {
        const name = chunk.fileName.split('/').pop() ?? '';
        if (sandbox.has(chunk.fileName)) {
          if (!name.startsWith('sandbox-')) problems.push(`${chunk.fileName} holds sandbox code`);
          continue;
        }
        for (const imported of chunk.imports) {
          if (sandbox.has(imported)) problems.push(`${chunk.fileName} imports ${imported}`);
        }
        for (const imported of chunk.dynamicImports) {
          if (sandbox.has(imported) && !pages.has(imported)) {
            problems.push(`${chunk.fileName} loads ${imported}`);
          }
        }
      }
      if (problems.length > 0) {
        this.error(`The sandbox pages' code must stay in chunks of its own:\n  ${problems.join('\n  ')}`);
      }
    },
  };
}

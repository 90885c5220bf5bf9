import { builtinUkraine } from './builtin-ukraine.js';
import type { ReferenceProvider, SeededLookups } from './provider.js';

/**
 * REFERENCE_PROVIDER=builtin: needs no network. Cities, pickup points and suggestions come from the reference
 * module's seeded tables through the lookups app.ts hands in (the module owns those tables); the Ukrainian lookups
 * from a small built-in list.
 */
export function builtinReferenceProvider(seeded: SeededLookups): ReferenceProvider {
  return { ...builtinUkraine, ...seeded };
}

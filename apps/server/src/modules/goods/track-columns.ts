import { normalizeTrack } from '@cargo/domain';

/**
 * The two columns a good's track is written to: as the customer typed it (shown back) and its key (every match
 * uses it). Decision 021.
 */
export function goodTrackColumns(track: string) {
  return { incomingDeclaration: track, trackKey: normalizeTrack(track) };
}

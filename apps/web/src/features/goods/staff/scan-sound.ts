import type { ScanOutcome } from './scan-queue';

/** Each outcome's tones (hertz, milliseconds): a short high beep for «on the shelf», two for a waif, two low for a
 * repeat, a long low buzz for an error — told apart without looking at the screen. */
const TONES: Record<ScanOutcome, ReadonlyArray<readonly [number, number]>> = {
  ok: [[1320, 80]],
  waif: [
    [880, 80],
    [1175, 110],
  ],
  repeat: [
    [520, 70],
    [520, 70],
  ],
  error: [[180, 320]],
};

const GAP_MS = 40;
let audio: AudioContext | undefined;

/**
 * Plays the outcome's beep through WebAudio (no sound files). The context is made on the first scan, after a key
 * was pressed, as browsers require; where there is no audio the desk goes on silently.
 */
export function beep(outcome: ScanOutcome) {
  try {
    if (typeof AudioContext === 'undefined') return;
    audio ??= new AudioContext();
    const context = audio;
    if (context.state === 'suspended') void context.resume();
    let at = context.currentTime;
    for (const [frequency, ms] of TONES[outcome]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = outcome === 'error' ? 'sawtooth' : 'square';
      oscillator.frequency.value = frequency;
      // A quick fade in and out: no click at the edges, and not loud.
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(0.08, at + 0.005);
      gain.gain.linearRampToValueAtTime(0, at + ms / 1000);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + ms / 1000);
      at += (ms + GAP_MS) / 1000;
    }
  } catch {
    // No audio device or a browser that refuses: the colour and the log still say it.
  }
}

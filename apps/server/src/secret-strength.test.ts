import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { estimateSecretBits, JWT_SECRET_MIN_BITS } from './secret-strength.js';

describe('how guessable a secret is', () => {
  it('gives nothing for repeats, runs and two-letter texts', () => {
    expect(estimateSecretBits('a'.repeat(32))).toBe(0);
    expect(estimateSecretBits('ab'.repeat(16))).toBeLessThan(8);
    expect(estimateSecretBits('password'.repeat(4))).toBeLessThan(32);
    expect(estimateSecretBits('abcdefghijklmnopqrstuvwxyz012345')).toBeLessThan(16);
    // Not periodic, not a run, but made of two letters: at most one bit each.
    expect(estimateSecretBits('abbabaabbaababbabaababbaabbabaab')).toBeLessThanOrEqual(32);
  });

  it('passes every key the trial start generates and the ones openssl makes', () => {
    for (let i = 0; i < 300; i += 1) {
      for (const secret of [
        randomBytes(48).toString('base64url'),
        randomBytes(48).toString('base64'),
        randomBytes(32).toString('base64'),
        randomBytes(32).toString('hex'),
      ]) {
        expect(estimateSecretBits(secret), secret).toBeGreaterThanOrEqual(JWT_SECRET_MIN_BITS);
      }
    }
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'secret-'));
    const generated = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(estimateSecretBits(generated)).toBeGreaterThanOrEqual(JWT_SECRET_MIN_BITS);
  });
});

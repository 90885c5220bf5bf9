import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  createFieldCipher,
  type FieldCipher,
  KEY_BYTES,
  PersonalDataKeyError,
  type PersonalDataKeys,
} from './field-cipher.js';

/** The file a trial start keeps its generated key in (a production start refuses to run without PERSONAL_DATA_KEY). */
export const TRIAL_KEY_FILE = 'personal-data-key';

/** With no PERSONAL_DATA_KEY a trial start generates one once and keeps it in DATA_DIR, as it does the JWT secret. */
export function persistentPersonalDataKey(dataDir: string): string {
  const file = path.join(dataDir, TRIAL_KEY_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES).toString('base64');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/**
 * The configured keys; a config built without them (tests) is a trial's, with a key generated into DATA_DIR. A
 * production config without a key is refused (loadConfig already refuses the environment that lacks it).
 */
export function personalDataKeysOf(config: {
  mode?: 'trial' | 'production';
  dataDir: string;
  personalData?: PersonalDataKeys;
}): PersonalDataKeys {
  if (config.personalData) return config.personalData;
  if (config.mode === 'production') {
    throw new PersonalDataKeyError(
      'PERSONAL_DATA_KEY: NODE_ENV=production — задайте ключ шифрования персональных данных / set the personal data key',
    );
  }
  return { key: persistentPersonalDataKey(config.dataDir) };
}

/**
 * The one cipher of the process. One process serves one configuration, and the recipients' functions other modules
 * call (`recipientsForRegistry(db, ids)`) take an executor only: the keys are installed once at start (buildApp, the
 * rotation tool) rather than passed through every call.
 */
let installed: FieldCipher | null = null;

export function installPersonalDataKeys(keys: PersonalDataKeys): FieldCipher {
  installed = createFieldCipher(keys);
  return installed;
}

export function personalDataCipher(): FieldCipher {
  if (!installed) {
    throw new PersonalDataKeyError(
      'Ключ персональных данных не установлен (PERSONAL_DATA_KEY) / the personal data key is not installed',
    );
  }
  return installed;
}

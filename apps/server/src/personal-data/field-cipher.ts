import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for single values of personal data (decision 064). A stored value reads
 * `pd1:<key id>:<iv>:<ciphertext+tag>` (base64url parts): a fresh 12-byte IV per value and the id of the key that
 * wrote it, so several keys can be read while one writes (rotation). The id is derived from the key itself, so a
 * wrong key can never be taken for the right one and no separate list of ids has to be kept.
 */
export const CIPHERTEXT_PREFIX = 'pd1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;

/** The keys from configuration: the one that writes, and older ones still read during a rotation. */
export interface PersonalDataKeys {
  /** base64 of 32 random bytes (`openssl rand -base64 32`). */
  key: string;
  previousKeys?: readonly string[];
}

/** Personal data cannot be read or written with the configured keys: says which key is missing and where to set it. */
export class PersonalDataKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PersonalDataKeyError';
  }
}

/** The 32 bytes of a configured key, or null when the text is not base64 of exactly 32 bytes. */
export function keyBytes(text: string): Buffer | null {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed, 'base64');
  return bytes.length === KEY_BYTES ? bytes : null;
}

/** A short public name of a key (8 hex digits of a hash): stored beside each value, reveals nothing of the key. */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update('personal-data-key-id:').update(key).digest('hex').slice(0, 8);
}

/** The key id a stored value names, or null for a value that is not ciphertext (written before decision 064). */
export function keyIdIn(value: string): string | null {
  if (!value.startsWith(CIPHERTEXT_PREFIX)) return null;
  return value.split(':')[1] ?? null;
}

export interface FieldCipher {
  /** The id of the key that writes. */
  readonly currentKeyId: string;
  /** Every id this cipher reads. */
  readonly keyIds: readonly string[];
  /** Ciphertext of `plain`, bound to `context` (the column it belongs in): moved to another column it fails. */
  encrypt(plain: string, context: string): string;
  decrypt(stored: string, context: string): string;
  /**
   * A blind index of `plain` (decision 071): `<key id>:<HMAC-SHA256>` under a key derived from the current key for
   * `context`, so equal values give equal hashes and the database can find one without holding it readable.
   */
  blindIndex(plain: string, context: string): string;
  /** The blind index of `plain` under every key this cipher reads: what to look for during a rotation. */
  blindIndexes(plain: string, context: string): string[];
}

/**
 * The HMAC key for `context`, derived from a data key (HKDF-SHA256): never the encryption key itself, and one per
 * column, so a hash of one column cannot be compared with another's.
 */
function blindIndexKey(key: Buffer, context: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `blind-index:${context}`, KEY_BYTES));
}

function blindIndexUnder(keyId: string, key: Buffer, plain: string, context: string): string {
  const mac = createHmac('sha256', blindIndexKey(key, context)).update(plain, 'utf8').digest('base64url');
  return `${keyId}:${mac}`;
}

export function createFieldCipher(keys: PersonalDataKeys): FieldCipher {
  const byId = new Map<string, Buffer>();
  const current = keyBytes(keys.key);
  if (!current) {
    throw new PersonalDataKeyError(
      'PERSONAL_DATA_KEY: ожидается base64 ровно 32 байт (openssl rand -base64 32) / expected base64 of exactly 32 bytes',
    );
  }
  const currentKeyId = keyIdOf(current);
  byId.set(currentKeyId, current);
  for (const [index, text] of (keys.previousKeys ?? []).entries()) {
    const bytes = keyBytes(text);
    if (!bytes) {
      throw new PersonalDataKeyError(
        `PERSONAL_DATA_PREVIOUS_KEYS: ключ № ${index + 1} — не base64 32 байт / key ${index + 1} is not base64 of 32 bytes`,
      );
    }
    byId.set(keyIdOf(bytes), bytes);
  }
  return {
    currentKeyId,
    keyIds: [...byId.keys()],
    encrypt(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${CIPHERTEXT_PREFIX}${currentKeyId}:${iv.toString('base64url')}:${body.toString('base64url')}`;
    },
    blindIndex: (plain, context) => blindIndexUnder(currentKeyId, current, plain, context),
    blindIndexes: (plain, context) =>
      [...byId].map(([keyId, key]) => blindIndexUnder(keyId, key, plain, context)),
    decrypt(stored, context) {
      const [, keyId, ivText, bodyText] = stored.split(':');
      const key = keyId === undefined ? undefined : byId.get(keyId);
      if (!key) {
        throw new PersonalDataKeyError(
          `Персональные данные зашифрованы ключом ${keyId ?? '?'}, которого нет в PERSONAL_DATA_KEY и ` +
            `PERSONAL_DATA_PREVIOUS_KEYS (известны: ${[...byId.keys()].join(', ')}) / personal data was encrypted ` +
            `with key ${keyId ?? '?'}, which neither PERSONAL_DATA_KEY nor PERSONAL_DATA_PREVIOUS_KEYS holds`,
        );
      }
      const iv = Buffer.from(ivText ?? '', 'base64url');
      const body = Buffer.from(bodyText ?? '', 'base64url');
      if (iv.length !== IV_BYTES || body.length < TAG_BYTES) {
        throw new PersonalDataKeyError(
          `Повреждённое зашифрованное значение (${context}) / damaged ciphertext`,
        );
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
        return Buffer.concat([
          decipher.update(body.subarray(0, body.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new PersonalDataKeyError(
          `Значение ${context} не расшифровывается ключом ${keyId}: повреждено или записано в другое поле / ` +
            `${context} does not decrypt with key ${keyId}: damaged or moved from another field`,
        );
      }
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Channels } from './broadcast/channels.js';
import type { SessionEnds } from './broadcast/session-ends.js';
import type { AppConfig } from './config.js';
import type { CryptoProvider } from './integrations/crypto/crypto-provider.js';
import type { PaymentProvider } from './integrations/payments/payment-provider.js';
import type { Database } from './db/client.js';
import type { ReadReplicaStatus } from './db/read-replica.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { Mailer } from './integrations/mail/mailer.js';
import type { RateSource } from './integrations/rates/rate-source.js';
import type { ReferenceProvider } from './integrations/reference/provider.js';
import type { FileStorage } from './integrations/storage/file-storage.js';
import type { TrackingProvider } from './integrations/tracking/tracking-provider.js';
import type { TokenSigner } from './token-signer.js';

/** What services need from the running app; built once in buildApp and passed to every service call. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  /**
   * The heavy reads' database (decision 070): the streaming replica while DATABASE_READ_URL names a healthy one,
   * else the primary; its sessions are read-only. For reports, exports and the desks' long lists and counters —
   * never for a read inside a write's transaction, nor one a customer expects to show their own last write.
   */
  readDb: Database;
  /** Where `readDb` reads now and why (the staff's system status). */
  readReplica: () => ReadReplicaStatus;
  signer: TokenSigner;
  mailer: Mailer;
  reference: ReferenceProvider;
  storage: FileStorage;
  /** Card payments: the built-in sandbox acquirer or YooKassa. */
  payments: PaymentProvider;
  /** Crypto payments: the built-in sandbox processor or CryptoCloud. */
  crypto: CryptoProvider;
  log?: FastifyBaseLogger;
  /** Official exchange rates (RATE_SOURCE: the built-in table or the Central Bank). */
  rates: RateSource;
  /** Parcel tracking by outgoing track (TRACKING_PROVIDER: our own events or a JSON-RPC tracker). */
  tracking: TrackingProvider;
  /** The durable job queue: modules register their handlers and schedules on it in their plugins (jobs/). */
  jobs: JobQueue;
  /** Messages every instance hears at once (in process, or Redis pub/sub with REDIS_URL): live answers. */
  channels: Channels;
  /**
   * "These sessions have ended", told to every instance: auth announces a sign-out, a password change or reset
   * (and a staff member's deactivation) after its transaction, and the help desk closes their live streams.
   */
  sessionEnds: SessionEnds;
}

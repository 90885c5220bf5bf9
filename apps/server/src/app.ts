import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { IMAGE_MAX_BYTES } from '@cargo/domain';
import { createChannels } from './broadcast/channels.js';
import { createSessionEnds } from './broadcast/session-ends.js';
import type { AppConfig } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { openReadDatabase } from './db/read-replica.js';
import { createMailer } from './integrations/mail/create-mailer.js';
import type { Mailer } from './integrations/mail/mailer.js';
import { createJobQueue } from './jobs/job-queue.js';
import { addressRoutes } from './modules/addresses/routes.js';
import { createTokenSigner } from './token-signer.js';
import { authRoutes } from './modules/auth/routes.js';
import { cargoRoutes } from './modules/cargo/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { approvalRoutes } from './modules/approvals/routes.js';
import { openAccounts, readOfficialRateTable } from './modules/finance/index.js';
import { financeApprovalExecutors, financeRoutes } from './modules/finance/routes.js';
import { flightRoutes } from './modules/flights/routes.js';
import { goodsRoutes } from './modules/goods/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { helpdeskRoutes } from './modules/helpdesk/routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { reportsRoutes } from './modules/reports/routes.js';
import { notificationsRoutes } from './modules/notifications/routes.js';
import { ocrRoutes } from './modules/ocr/routes.js';
import { ordersRoutes } from './modules/orders/routes.js';
import { sendReceivedParcelsOn, trackingEventsOf } from './modules/parcels/index.js';
import { executeApprovedInsuranceClaim, parcelsRoutes } from './modules/parcels/routes.js';
import { profileRoutes } from './modules/profile/routes.js';
import { checkPersonalDataKeys, encryptPlaintextPersonalData } from './modules/recipients/index.js';
import { recipientRoutes } from './modules/recipients/routes.js';
import { installPersonalDataKeys, personalDataKeysOf } from './personal-data/personal-data-keys.js';
import { seededLookups, seedReferenceData } from './modules/reference/index.js';
import { referenceRoutes } from './modules/reference/routes.js';
import { uploadRoutes } from './modules/uploads/routes.js';
import { builtinReferenceProvider } from './integrations/reference/builtin.js';
import { createFileStorage } from './integrations/storage/create-file-storage.js';
import { createRateSource } from './integrations/rates/create-rate-source.js';
import { createTrackingProvider } from './integrations/tracking/tracking-provider.js';
import { createPhotoRecognizer } from './integrations/ocr/create-photo-recognizer.js';
import { createCryptoProvider } from './integrations/crypto/create-crypto-provider.js';
import { createPaymentProvider } from './integrations/payments/create-payment-provider.js';
import type { NotificationDelivery } from './integrations/payments/payment-provider.js';
import {
  hiddenSandboxPaths,
  refuseSandboxPaths,
  registerSandboxRoutes,
} from './integrations/sandbox-routes.js';
import { registerAnswerSerializer } from './plugins/answer-serializer.js';
import { authenticatePlugin } from './plugins/authenticate.js';
import { registerCompression } from './plugins/compress.js';
import { registerDocs, taggedWith } from './plugins/docs.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { idempotencyPlugin } from './plugins/idempotency.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { loggerOptions } from './plugins/logging.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface BuildOptions {
  /** An open database (tests pass one); otherwise it is opened from the config. The app closes it. */
  database?: DatabaseHandle;
  /** Replaces the configured mailer (tests capture letters with it). */
  mailer?: Mailer;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Plugins that read files or compile schemas take longer on a loaded machine than Fastify's default 10 s.
    pluginTimeout: 60_000,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  registerAnswerSerializer(app, config.crossCheckAnswers ?? false);
  registerErrorHandler(app);
  registerInputGuard(app);
  refuseSandboxPaths(app, config);

  const database = options.database ?? (await openDatabase(config.database));
  const jobs = createJobQueue(database.sqlClient, config.jobs ?? { run: false, pollSeconds: 1 }, app.log);
  // The queue's workers finish their job and stop before the database closes.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await database.close();
  });
  await database.exclusive(async () => {
    await database.migrate();
    await seedReferenceData(database.db);
  });

  // The built-in sandboxes notify the portal through its own notification routes, as a provider's server would:
  // the signed body goes through routing, the raw-body parser and verification like any provider's request.
  const deliver: NotificationDelivery = async (path, body, headers) => {
    const response = await app.inject({ method: 'POST', url: path, headers, payload: body });
    if (response.statusCode !== 200) {
      app.log.warn({ path, statusCode: response.statusCode }, 'sandbox notification not accepted');
    }
    return { statusCode: response.statusCode, body: response.body };
  };
  // Heavy reads on the streaming replica when one is configured (decision 070); its pools close with the app.
  const reads = await openReadDatabase(config.readReplica, config.database, database, app.log);
  app.addHook('onClose', () => reads.close());
  // Live messages between instances (help-desk answers, ended sessions): Redis pub/sub when REDIS_URL is set.
  const channels = await createChannels(config.redis, app.log);
  app.addHook('onClose', () => channels.close());
  const ctx: AppContext = {
    config,
    db: database.db,
    readDb: reads.db,
    readReplica: reads.status,
    signer: createTokenSigner(config.jwtSecret),
    mailer:
      options.mailer ??
      createMailer(database.db, app.log, { smtpUrl: config.smtpUrl, from: config.mailFrom }),
    reference: builtinReferenceProvider(seededLookups(database.db)),
    storage: createFileStorage(config),
    payments: createPaymentProvider(config, database.db, deliver),
    crypto: createCryptoProvider(config, database.db, deliver),
    log: app.log,
    rates: createRateSource(config.rates, () => readOfficialRateTable(database.db), app.log),
    tracking: createTrackingProvider(config.tracking, (parcelId) => trackingEventsOf(database.db, parcelId)),
    jobs,
    channels,
    sessionEnds: await createSessionEnds(channels),
  };
  app.decorate('ctx', ctx);
  // Lazy: the Tesseract worker starts with the first photo and stops with the app.
  const recognizer = createPhotoRecognizer(config.ocrProvider);
  app.addHook('onClose', () => recognizer.close());

  registerSecurityHeaders(app);
  await registerCompression(app);
  await registerRateLimit(app, database.db, config.redis);
  // One file per request; each route sets its own, smaller size limit.
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5 } });
  await registerDocs(app);
  await app.register(authenticatePlugin, { ctx });
  await app.register(idempotencyPlugin, { db: database.db });

  // Each module's plugin (its routes.ts) registers the module's customer, staff and notification routes.
  await app.register(taggedWith('health', healthRoutes), { ctx });
  // Sign-up opens the customer's accounts in its transaction with finance's function (auth imports no finance).
  await app.register(taggedWith('auth', authRoutes), { ctx, openAccounts });
  await app.register(taggedWith('profile', profileRoutes), { ctx });
  await app.register(taggedWith('dashboard', dashboardRoutes), { ctx });
  await app.register(taggedWith('finance', financeRoutes), { ctx });
  await app.register(taggedWith('reference', referenceRoutes), { ctx });
  await app.register(taggedWith('recipients', recipientRoutes), { ctx });
  await app.register(taggedWith('addresses', addressRoutes), { ctx });
  await app.register(taggedWith('uploads', uploadRoutes), { ctx });
  // The warehouse scan sends a one-click parcel whose last good arrived to assembly, in the scan's transaction.
  await app.register(taggedWith('goods', goodsRoutes), { ctx, onGoodsReceived: sendReceivedParcelsOn });
  await app.register(taggedWith('parcels', parcelsRoutes), { ctx });
  await app.register(taggedWith('flights', flightRoutes), { ctx });
  await app.register(taggedWith('cargo', cargoRoutes), { ctx });
  await app.register(taggedWith('orders', ordersRoutes), { ctx });
  await app.register(taggedWith('helpdesk', helpdeskRoutes), { ctx });
  await app.register(taggedWith('notifications', notificationsRoutes), { ctx });
  await app.register(taggedWith('audit', auditRoutes), { ctx });
  await app.register(taggedWith('reports', reportsRoutes), { ctx });
  // Four-eyes (decision 049): each approved request runs in the module that owns its operation.
  await app.register(taggedWith('approvals', approvalRoutes), {
    ctx,
    executors: { ...financeApprovalExecutors(ctx), insuranceClaim: executeApprovedInsuranceClaim },
  });
  await app.register(taggedWith('ocr', ocrRoutes), { ctx, recognizer });
  await registerSandboxRoutes(app, ctx);
  // Decision 064, once the providers' refusals are said: values stored in clear before 0026 are encrypted (once, one
  // instance at a time), then every key id the table holds must be one the configuration has.
  installPersonalDataKeys(personalDataKeysOf(config));
  await database.exclusive(async () => {
    await encryptPlaintextPersonalData(database.db);
    await checkPersonalDataKeys(database.db);
  });

  await registerWebApp(app, config.webDist, { hiddenPaths: hiddenSandboxPaths(config) });
  // Every module has registered its handlers and schedules: the workers start once the app is listening-ready.
  app.addHook('onReady', () => jobs.start());
  return app;
}

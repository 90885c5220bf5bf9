import { afterAll, beforeAll } from 'vitest';
import { type BrowserSession, openBrowser } from './browser.js';
import { registerCustomer } from './cabinet.js';
import { type RunningServer, startServer } from './server.js';
import { dataDirWithStaff, type StaffDataDir } from './staff.js';

export interface Journey {
  server: RunningServer;
  browser: BrowserSession;
  /** Present when the journey asked for a staff account. */
  staff: StaffDataDir;
  email: string;
  password: string;
}

export interface JourneyOptions {
  /** Start of the customer's e-mail, e.g. "goods" → goods.<time>@example.ru. */
  emailPrefix: string;
  customerName: string;
  /** A staff account made in the data directory before the server starts. */
  staff?: { email: string; name?: string };
  /** Work through the API before the browser opens (e.g. a confirmed recipient). */
  prepare?: (journey: Journey) => Promise<void>;
}

/**
 * The common frame of a journey: the built app on a free port with a fresh data directory (and a staff account
 * when asked), a registered customer and a browser; everything is torn down after the journey.
 */
export function useJourney(options: JourneyOptions): Journey {
  const journey = {
    email: `${options.emailPrefix}.${Date.now()}@example.ru`,
    password: 'journey-password-1',
  } as Journey;

  beforeAll(async () => {
    if (options.staff) {
      journey.staff = await dataDirWithStaff(options.staff.email, 'staff-password-1', options.staff.name);
    }
    journey.server = await startServer(journey.staff?.env ?? {});
    await registerCustomer(journey.server.url, {
      email: journey.email,
      password: journey.password,
      name: options.customerName,
    });
    await options.prepare?.(journey);
    journey.browser = await openBrowser();
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
    await journey.staff?.remove();
  });
  return journey;
}

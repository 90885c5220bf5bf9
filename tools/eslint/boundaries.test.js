// Runs with the domain package's tests (packages/domain/vitest.config.ts includes tools/eslint), so `npm test`
// fails when the rule stops catching an import across a module's seam.
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { boundariesPlugin } from './boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(import.meta.dirname, '../..');
const server = (file) => path.join(root, 'apps/server/src', file);
const web = (file) => path.join(root, 'apps/web/src', file);
const ok = (filename, code) => ({ filename, code });
const bad = (filename, code, message) => ({ filename, code, errors: [{ message }] });

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, sourceType: 'module' } });

tester.run('module-boundaries', boundariesPlugin.rules['module-boundaries'], {
  valid: [
    // modules
    ok(server('modules/parcels/pay-parcel.ts'), "import { debit } from '../finance/index.js';"),
    ok(server('modules/finance/rates.ts'), "import { currencyRates } from '../../db/schema/finance.js';"),
    ok(server('modules/finance/routes.ts'), "import { topUpRoutes } from './top-ups/routes.js';"),
    ok(server('modules/finance/index.ts'), "export { credit } from './credit-debit.js';"),
    // app.ts: service functions through index.ts, routes through the module's plugin
    ok(server('app.ts'), "import { financeRoutes } from './modules/finance/routes.js';"),
    ok(server('app.ts'), "import { seedReferenceData } from './modules/reference/index.js';"),
    ok(server('app.ts'), "import { builtinReferenceProvider } from './integrations/reference/builtin.js';"),
    // main.ts, context.ts, cli/, plugins/: index.ts only
    ok(server('main.ts'), "import { seedDemoData } from './modules/demo/index.js';"),
    ok(server('context.ts'), "import type { TokenSigner } from './modules/auth/index.js';"),
    ok(server('cli/create-staff.ts'), "import { saveStaffAccount } from '../modules/auth/index.js';"),
    ok(server('plugins/authenticate.ts'), "import { findOpenSession } from '../modules/auth/index.js';"),
    // integrations: their own tables only
    ok(server('integrations/mail/outbox.ts'), "import { emailOutbox } from '../../db/schema/mail.js';"),
    ok(server('integrations/payments/sandbox-card.ts'), "import { x } from '../../db/schema/sandbox.js';"),
    ok(server('integrations/rates/table-source.ts'), "import type { RateSource } from './rate-source.js';"),
    // db/ itself
    ok(server('db/client.ts'), "import * as schema from './schema/index.js';"),
    // web
    ok(
      web('features/goods/pages/ProductsPage.tsx'),
      "import { parcelsPages } from '../../parcels/index.js';",
    ),
    ok(
      web('features/goods/api/get-goods.ts'),
      "import { apiClient } from '../../../shared/api/apiClient.js';",
    ),
  ],
  invalid: [
    bad(
      server('modules/parcels/pay-parcel.ts'),
      "import { debit } from '../finance/credit-debit.js';",
      'module "parcels" may use module "finance" only through its index.ts',
    ),
    bad(
      server('modules/parcels/list.ts'),
      "import { users } from '../../db/schema/users.js';",
      'module "parcels" may not read the tables of db/schema/users (ask that table\'s module through its index.ts)',
    ),
    bad(
      server('modules/finance/index.ts'),
      "export { financeStaffRoutes } from './staff-routes.js';",
      'module "finance": index.ts is its service API and exports no routes (its routes.ts plugin registers them)',
    ),
    bad(
      server('modules/cargo/index.ts'),
      "export { cargoRoutes } from './routes.js';",
      'module "cargo": index.ts is its service API and exports no routes (its routes.ts plugin registers them)',
    ),
    bad(
      server('app.ts'),
      "import { recipientStaffRoutes } from './modules/recipients/staff-routes.js';",
      'app.ts may use module "recipients" only through its index.ts, and register its routes.ts plugin',
    ),
    bad(
      server('app.ts'),
      "import { createTokenSigner } from './modules/auth/tokens.js';",
      'app.ts may use module "auth" only through its index.ts, and register its routes.ts plugin',
    ),
    bad(
      server('main.ts'),
      "import { seedDemoData } from './modules/demo/seed-demo.js';",
      '"main.ts" may use module "demo" only through its index.ts',
    ),
    bad(
      server('main.ts'),
      "import { financeRoutes } from './modules/finance/routes.js';",
      '"main.ts" may use module "finance" only through its index.ts',
    ),
    bad(
      server('context.ts'),
      "import type { TokenSigner } from './modules/auth/tokens.js';",
      '"context.ts" may use module "auth" only through its index.ts',
    ),
    bad(
      server('cli/create-staff.ts'),
      "import { users } from '../db/schema/index.js';",
      '"cli/create-staff.ts" may not read the tables of db/schema/index (ask that table\'s module through its index.ts)',
    ),
    bad(
      server('cli/create-staff.ts'),
      "import { hashPassword } from '../modules/auth/passwords.js';",
      '"cli/create-staff.ts" may use module "auth" only through its index.ts',
    ),
    bad(
      server('integrations/rates/table-source.ts'),
      "import { currencyRates } from '../../db/schema/finance.js';",
      '"integrations/rates/table-source.ts" may not read the tables of db/schema/finance (ask that table\'s module through its index.ts)',
    ),
    bad(
      server('integrations/reference/builtin.ts'),
      "import { seededLookups } from '../../modules/reference/index.js';",
      '"integrations/reference/builtin.ts": an integration imports no module; app.ts hands it the functions of module "reference" it needs',
    ),
    bad(
      server('integrations/mail/outbox.ts'),
      "import { emailOutbox } from '../../db/schema/index.js';",
      '"integrations/mail/outbox.ts" may not read the tables of db/schema/index (ask that table\'s module through its index.ts)',
    ),
    bad(
      web('features/goods/pages/ProductsPage.tsx'),
      "import { ParcelForm } from '../../parcels/components/ParcelForm.js';",
      '"features/goods" may use feature "parcels" only through its index.ts',
    ),
    bad(
      web('features/goods/pages/ProductsPage.tsx'),
      "import { apiClient } from '../../../shared/api/apiClient.js';",
      "only a feature's api/ talks to the API client: pages and components use its hooks",
    ),
  ],
});

// Module boundaries (docs/ARCHITECTURE.md "Module shape"), checked on every relative import:
// - server: a module reaches another module only through its index.ts, and reads only its own tables; its index.ts
//   exports no routes (routes.ts, the module's plugin, registers them). Outside the modules (app.ts, main.ts,
//   context.ts, cli/, plugins/, …) a module is reached only through its index.ts, and by app.ts also through its
//   routes.ts; integrations import no module at all (app.ts hands them the module functions they need) and, like
//   the rest, read only the tables they own (INTEGRATION_TABLE_OWNERS);
// - web: features reach each other, and app/ reaches features, only through a feature's index.ts; shared/ reaches
//   neither; only a feature's api/ (or api.ts) talks to the API client, so pages and components never fetch.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const server = path.join(root, 'apps/server/src');
const web = path.join(root, 'apps/web/src');

/** The schema files (apps/server/src/db/schema/<name>.ts) each server module owns. */
export const TABLE_OWNERS = {
  // users is the identity table and auth its one owner (decision 058): profile, the desks and finance read and edit
  // it through auth's index.ts (customerCard, deskSearchCondition, myInfoStatement, attachReferrer, …).
  auth: ['users', 'sessions'],
  // money: the ledger and rates, top-ups and their provider events, promo codes and discounts.
  finance: ['finance', 'payments', 'promo'],
  goods: ['goods', 'storage'],
  parcels: ['parcels', 'insurance'],
  cargo: ['cargo'],
  // flights and their parcels' membership (decision 062); the parcels themselves are read through parcels' index.
  flights: ['flights'],
  orders: ['orders'],
  helpdesk: ['helpdesk'],
  notifications: ['notifications'],
  recipients: ['recipients'],
  addresses: ['addresses'],
  reference: ['reference'],
  uploads: ['uploads'],
  // the staff audit trail (decision 048): every module writes its rows through audit's recordStaffAction.
  audit: ['audit'],
  // four-eyes requests (decision 049): the modules that move money ask through approvals' requestApproval.
  approvals: ['approvals'],
};

/** The schema files the integrations own (their built-in stores), by integrations/<name>. */
export const INTEGRATION_TABLE_OWNERS = {
  counters: ['rate-limits'],
  mail: ['mail'],
  payments: ['sandbox'],
  crypto: ['sandbox'],
};

const stripExt = (file) => file.replace(/\.(js|ts|tsx|jsx)$/, '');
const isIndex = (rest) => rest === '' || rest === 'index';

/** Which part of which app a file belongs to: { app, area, name, rest }. */
function locate(file) {
  const f = stripExt(file);
  for (const [app, base] of [
    ['server', server],
    ['web', web],
  ]) {
    if (!f.startsWith(base + path.sep)) continue;
    const parts = path.relative(base, f).split(path.sep);
    const [area, name, ...rest] = parts;
    return { app, area, name, rest: rest.join('/'), parts };
  }
  return null;
}

/** A file outside modules/ (app.ts, main.ts, cli/, integrations/, plugins/, …) importing a server file. */
function serverOutsideModules(from, to) {
  const where = `${from.parts.join('/')}.ts`;
  if (to.area === 'modules') {
    if (from.area === 'integrations') {
      return `"${where}": an integration imports no module; app.ts hands it the functions of module "${to.name}" it needs`;
    }
    if (isIndex(to.rest)) return null;
    if (where === 'app.ts' && to.rest === 'routes') return null;
    return where === 'app.ts'
      ? `app.ts may use module "${to.name}" only through its index.ts, and register its routes.ts plugin`
      : `"${where}" may use module "${to.name}" only through its index.ts`;
  }
  if (to.area === 'db' && to.name === 'schema' && from.area !== 'db') {
    const table = to.rest || 'index';
    const owned = from.area === 'integrations' ? (INTEGRATION_TABLE_OWNERS[from.name] ?? []) : [];
    if (!owned.includes(table)) {
      return `"${where}" may not read the tables of db/schema/${table} (ask that table's module through its index.ts)`;
    }
  }
  return null;
}

const ROUTES_FILE = /(^|[-/])routes$/;

function problem(from, to) {
  if (!from || !to || from.app !== to.app) return null;
  if (from.app === 'server') {
    if (from.area !== 'modules') return serverOutsideModules(from, to);
    if (to.area === 'modules' && to.name !== from.name && !isIndex(to.rest)) {
      return `module "${from.name}" may use module "${to.name}" only through its index.ts`;
    }
    if (to.area === 'modules' && to.name === from.name && isIndex(from.rest) && ROUTES_FILE.test(to.rest)) {
      return `module "${from.name}": index.ts is its service API and exports no routes (its routes.ts plugin registers them)`;
    }
    if (to.area === 'db' && to.name === 'schema') {
      const table = to.rest || 'index';
      const owned = TABLE_OWNERS[from.name] ?? [];
      if (!owned.includes(table)) {
        return `module "${from.name}" may not read the tables of db/schema/${table} (ask that table's module through its index.ts)`;
      }
    }
    return null;
  }
  // web
  const fromFeature = from.area === 'features' ? from.name : null;
  if (to.area === 'features' && to.name !== fromFeature && !isIndex(to.rest)) {
    return `"${from.parts.slice(0, 2).join('/')}" may use feature "${to.name}" only through its index.ts`;
  }
  if (from.area === 'shared' && (to.area === 'features' || to.area === 'app')) {
    return 'shared/ may not depend on features/ or app/';
  }
  if (to.area === 'shared' && to.name === 'api' && to.rest === 'apiClient' && from.area === 'features') {
    // features/<name>/api.ts or features/<name>/api/**
    if (from.parts[2] !== 'api') {
      return "only a feature's api/ talks to the API client: pages and components use its hooks";
    }
  }
  return null;
}

export const boundariesPlugin = {
  rules: {
    'module-boundaries': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename;
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const target = path.resolve(path.dirname(file), source);
          const message = problem(locate(file), locate(target));
          if (message) context.report({ node, message });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

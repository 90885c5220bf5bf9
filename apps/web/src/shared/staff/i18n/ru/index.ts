import { audit } from './audit';
import { notifications } from './notifications';
import { shell } from './shell';
import { statuses } from './statuses';
import { helpdesk } from './helpdesk';
import { customer } from './customer';
import { cargo } from './cargo';
import { parcels } from './parcels';
import { recipients } from './recipients';
import { team } from './team';
import { reports } from './reports';
import { common } from './common';
import { orders } from './orders';
import { flights } from './flights';
import { finance } from './finance';
import { goods } from './goods';

/**
 * The desk's Russian catalogue, one namespace per feature (decision 066): the present texts exactly. A new desk page
 * adds `ru/<feature>.ts` and `zh/<feature>.ts` and one line in each index.
 */
export const ru = {
  shell,
  statuses,
  audit,
  notifications,
  team,
  recipients,
  cargo,
  customer,
  helpdesk,
  parcels,
  reports,
  common,
  orders,
  flights,
  finance,
  goods,
};
export type DeskResources = typeof ru;
export type DeskNamespace = keyof DeskResources;

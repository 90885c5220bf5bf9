import type { DeskResources } from '../ru';
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

/** The desk's Chinese catalogue: loaded only when a member chooses 中文 (its own chunk). */
export const zh: DeskResources = {
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

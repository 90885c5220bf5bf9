import { Navigate, type RouteObject } from 'react-router';
import { auditPages } from '../features/audit';
import { authPages } from '../features/auth';
import { cargoPages } from '../features/cargo';
import { financePages } from '../features/finance';
import { flightPages } from '../features/flights';
import { goodsPages } from '../features/goods';
import { helpdeskPages } from '../features/helpdesk';
import { staffNotificationsPages } from '../features/notifications';
import { staffOrdersPages } from '../features/orders';
import { parcelsPages } from '../features/parcels';
import { profilePages } from '../features/profile';
import { recipientsPages } from '../features/recipients';
import { reportsPages } from '../features/reports';
import { staffPages } from '../features/staff';

/** The staff desk's pages under /staff (inside its shell), each loaded lazily. */
export const staffDeskRoutes: RouteObject[] = [
  { index: true, lazy: staffPages.home },
  {
    path: 'recipients',
    lazy: recipientsPages.staffReview,
  },
  { path: 'recipients/:id', lazy: recipientsPages.staffRecipient },
  {
    path: 'warehouse',
    lazy: goodsPages.staffReceive,
  },
  {
    path: 'goods',
    lazy: goodsPages.staffGoods,
  },
  { path: 'goods/:id', lazy: goodsPages.staffGood },
  { path: 'parcels', lazy: parcelsPages.staffParcels },
  { path: 'parcels/:id', lazy: parcelsPages.staffParcel },
  { path: 'flights', lazy: flightPages.staffFlights },
  { path: 'flights/:id', lazy: flightPages.staffFlight },
  { path: 'cargo', lazy: cargoPages.staffCargo },
  { path: 'cargo/:id', lazy: cargoPages.staffCargoItem },
  { path: 'orders', lazy: staffOrdersPages.staffOrders },
  { path: 'orders/lots/:id', lazy: staffOrdersPages.staffLot },
  { path: 'customers/:id', lazy: profilePages.staffCustomer },
  {
    path: 'finance',
    lazy: financePages.staffDesk,
    children: [
      { index: true, element: <Navigate to="customers" replace /> },
      { path: 'customers', lazy: financePages.staffCustomers },
      { path: 'rates', lazy: financePages.staffRates },
      { path: 'promo-codes', lazy: financePages.staffPromoCodes },
      { path: 'top-ups', lazy: financePages.staffTopUps },
      { path: 'approvals', lazy: financePages.staffApprovals },
    ],
  },
  { path: 'audit', lazy: auditPages.staffAudit },
  { path: 'reports', lazy: reportsPages.staffReports },
  { path: 'helpdesk', lazy: helpdeskPages.staffQueue },
  { path: 'helpdesk/:id', lazy: helpdeskPages.staffTicket },
  { path: 'team', lazy: authPages.staffTeam },
  { path: 'notifications', lazy: staffNotificationsPages.deadLetters },
  { path: '*', lazy: staffPages.home },
];

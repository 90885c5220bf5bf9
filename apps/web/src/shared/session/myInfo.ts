import type { CurrencyCcy } from '@cargo/domain';

export interface Account {
  id: number;
  currency: { ccy: CurrencyCcy; code: number };
  balance: number;
}

/** The answer of GET /api/client/my-info. */
export interface MyInfo {
  id: number;
  email: string;
  role: string;
  name: string;
  surname: string | null;
  middleName: string | null;
  phone: string | null;
  registrationSourceId: number;
  referralCode: string;
  referralId: string | null;
  createdAt: string;
  accounts: Account[];
  recipientClientData: unknown;
}

export const myInfoQueryKey = ['my-info'] as const;

/** PAYMENT_PROVIDER and its credentials, as config-providers.ts reads them (the integration owns the shape). */
export type CardPaymentsConfig =
  | { kind: 'sandbox' }
  | {
      kind: 'yookassa';
      shopId: string;
      secretKey: string;
      apiUrl: string;
      /** How long one request to YooKassa may take, and how many tries an unanswered one gets (tests shorten them). */
      timeoutMs?: number;
      attempts?: number;
    };

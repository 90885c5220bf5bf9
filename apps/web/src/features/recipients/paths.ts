/** The recipients tab of «Получатели и адреса»: where the sidebar goes and forms return to. */
export const RECIPIENTS_PATH = '/recipientsAndAddress/recipients';
export const RECIPIENT_CREATE_PATH = '/recipients/create';
export const recipientEditPath = (id: number) => `/recipients/edit/${id}`;

/** Where the self-fill link ends. */
export const SELF_FILL_RESULT_PATH = {
  success: '/success/create-recipient',
  expired: '/warning/expired-time',
  invalid: '/warning/invalid-credentials-url',
} as const;

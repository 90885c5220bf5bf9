/** The navigation state the reset page leaves behind once the new password is saved (it lives in this tab only). */
export const PASSWORD_RESET_DONE = { passwordReset: true } as const;

export function resetJustDone(state: unknown): boolean {
  return (state as Partial<typeof PASSWORD_RESET_DONE> | null)?.passwordReset === true;
}

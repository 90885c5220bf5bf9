import { createHash } from 'node:crypto';

/** A Telegram start code is kept only as this hash: the link's code and the bot's `/start <code>` meet through it. */
export const telegramCodeHash = (code: string) => createHash('sha256').update(code).digest('hex');

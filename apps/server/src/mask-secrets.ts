/**
 * Query values that are secrets (password-reset and invitation links, recipients' self-fill links, login tokens),
 * masked wherever text is about to reach the log: a request's URL, a letter kept in the outbox. The value ends where
 * a URL's query value ends, or at white space in running text.
 */
const SECRET_QUERY_VALUE = /([?&](?:token|receiverToken|refreshToken|password)=)[^&#\s]*/gi;

export function maskSecrets(text: string): string {
  return text.replace(SECRET_QUERY_VALUE, '$1***');
}

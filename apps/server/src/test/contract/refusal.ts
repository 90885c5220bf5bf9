const CYRILLIC = /[А-Яа-яЁё]/;

/**
 * What is wrong with an answer as a refusal: a 5xx, or a 4xx that is not `{ code, message }` with a Russian
 * message (`errors` may come along with a validation failure, `shortfall` with a 402 for too little money). Undefined when it is fine (2xx/3xx answers too).
 */
export function refusalProblem(
  response: { statusCode: number; body: string },
  options: { exactly?: boolean } = {},
): string | undefined {
  const { statusCode, body } = response;
  if (statusCode >= 500) return `${statusCode} ${body.slice(0, 300)}`;
  if (statusCode < 400) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${statusCode} that is not JSON: ${body.slice(0, 200)}`;
  }
  const answer = (parsed ?? {}) as Record<string, unknown>;
  const keys = Object.keys(answer).sort().join(',');
  const allowed = options.exactly
    ? ['code,message']
    : ['code,message', 'code,errors,message', ...(statusCode === 402 ? ['code,message,shortfall'] : [])];
  if (
    !allowed.includes(keys) ||
    typeof answer.code !== 'string' ||
    typeof answer.message !== 'string' ||
    !CYRILLIC.test(answer.message)
  ) {
    return `${statusCode} without a Russian { code, message }: ${body.slice(0, 200)}`;
  }
  return undefined;
}

import { replace, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { consumeSessionParams } from '../shared/session/consumeSessionParams';

/** Runs before any page renders: token login from `?token=` and remembering a referral code. */
export function sessionParamsLoader({ request }: LoaderFunctionArgs) {
  const cleaned = consumeSessionParams(new URL(request.url), document.cookie);
  return cleaned ? replace(cleaned) : null;
}

export function shouldRevalidateSessionParams({ nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  return nextUrl.searchParams.has('token') || nextUrl.searchParams.has('referralid');
}

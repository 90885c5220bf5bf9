import { redirect, type LoaderFunctionArgs } from 'react-router';
import { referralStorage } from '../../shared/session/referralStorage';

/** /referral?referralid=CODE remembers the code for the sign-up and opens the registration page. */
export function referralLoader({ request }: LoaderFunctionArgs) {
  const referralId = new URL(request.url).searchParams.get('referralid')?.trim();
  if (referralId) referralStorage.set(referralId);
  return redirect('/register');
}

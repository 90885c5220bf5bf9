/** The link a customer shares to invite others: `${origin}/referral?referralid=<code>`. */
export function buildReferralLink(referralCode: string, origin: string = window.location.origin): string {
  return `${origin}/referral?referralid=${encodeURIComponent(referralCode)}`;
}

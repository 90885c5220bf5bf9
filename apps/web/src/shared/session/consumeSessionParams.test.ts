import { beforeEach, describe, expect, it } from 'vitest';
import { tokenStorage } from '../api/tokenStorage';
import { consumeSessionParams, resetSessionParamsState } from './consumeSessionParams';
import { referralStorage } from './referralStorage';

describe('session parameters of a link', () => {
  beforeEach(() => resetSessionParamsState());

  it('logs in with ?token= and removes it from the address', () => {
    tokenStorage.setTokens('previous', 'previous-refresh');

    const cleaned = consumeSessionParams(
      new URL('http://localhost/parcels?section=inwork&token=abc#top'),
      '',
    );

    expect(tokenStorage.getAccessToken()).toBe('abc');
    expect(tokenStorage.getRefreshToken()).toBeNull();
    expect(cleaned).toBe('/parcels?section=inwork#top');
  });

  it('leaves the reset token of /reset-password alone', () => {
    const cleaned = consumeSessionParams(new URL('http://localhost/reset-password?token=reset-1'), '');

    expect(cleaned).toBeNull();
    expect(tokenStorage.getAccessToken()).toBeNull();
  });

  it('remembers a referral code from the lowercase query parameter or the cookie', () => {
    consumeSessionParams(new URL('http://localhost/login'), 'theme=dark; referralId=FROMCOOKIE');
    expect(referralStorage.get()).toBe('FROMCOOKIE');

    consumeSessionParams(new URL('http://localhost/login?referralid=FROMLINK'), 'referralId=FROMCOOKIE');
    expect(referralStorage.get()).toBe('FROMLINK');
  });
});

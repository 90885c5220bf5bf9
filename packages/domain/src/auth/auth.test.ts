import { describe, expect, it } from 'vitest';
import { changePasswordSchema, registrationFormSchema, signInSchema } from './auth.js';

function firstErrors(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('login rules (spec section 5)', () => {
  it.each([
    [{}, { email: 'Введите почту', password: 'Введите пароль' }],
    [
      { email: '', password: '' },
      { email: 'Введите почту', password: 'Введите пароль' },
    ],
    [
      { email: 'ivan@', password: '1234567' },
      { email: 'Введите валидный email', password: 'Слишком короткий пароль' },
    ],
  ])('%o gives %o', (input, expected) => {
    expect(firstErrors(signInSchema.safeParse(input))).toEqual(expected);
  });

  it('lower-cases and trims the e-mail', () => {
    expect(signInSchema.parse({ email: ' Ivan@Mail.RU ', password: '12345678' })).toEqual({
      email: 'ivan@mail.ru',
      password: '12345678',
      rememberMe: false,
    });
  });

  it('asks for the same password twice and for consent at registration', () => {
    const errors = firstErrors(
      registrationFormSchema.safeParse({
        email: 'a@b.ru',
        password: '12345678',
        confirmPassword: '12345679',
        name: 'Иван',
        agreement: false,
      }),
    );
    expect(errors).toEqual({
      confirmPassword: 'Пароли не совпадают',
      agreement: 'Необходимо согласие с условиями',
    });
  });

  it('asks for the current password when changing it', () => {
    const errors = firstErrors(
      changePasswordSchema.safeParse({ newPassword: '12345678', confirmPassword: '12345678' }),
    );
    expect(errors).toEqual({ oldPassword: 'Введите текущий пароль' });
  });
});

import type { Page } from 'playwright-core';

/** Registers a customer through the API (the registration screen has its own journey). */
export async function registerCustomer(
  serverUrl: string,
  customer: { email: string; password: string; name: string; phone?: string },
): Promise<void> {
  const response = await fetch(`${serverUrl}/api/client/sign-up`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: customer.name,
      email: customer.email,
      phone: customer.phone ?? '79991234567',
      password: customer.password,
      registrationSourceId: 1,
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
}

/** Signs in on the login page and waits for the address the app goes on to. */
export async function signIn(
  page: Page,
  serverUrl: string,
  email: string,
  password: string,
  landing: string,
) {
  await page.goto(`${serverUrl}/login`);
  await page.getByLabel('Почта').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL(`**${landing}`);
}

/** Waits for a toast with this text. */
export async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { artifactsDir } from '../support/browser.js';
import { signIn, toast } from '../support/cabinet.js';
import { useJourney } from '../support/journey.js';

/**
 * A customer adds a CDEK pickup-point address by picking a city and a point, sees it in the book, moves it to
 * the archive and restores it.
 */
describe('journey: address book', () => {
  const journey = useJourney({
    emailPrefix: 'addresses',
    customerName: 'Ирина',
  });

  it('walks the whole way', async () => {
    const { server, browser, email, password } = journey;
    const { page } = browser;
    await signIn(page, server.url, email, password, '/dashboard');
    await page.goto(`${server.url}/recipientsAndAddress/recipients`);
    await page.getByRole('tab', { name: 'Адреса' }).click();
    await page.waitForURL('**/recipientsAndAddress/address');
    await page.getByText('Адресов пока нет').waitFor();

    await page.getByRole('button', { name: 'Добавить адрес' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Новый адрес' });
    await dialog.waitFor();
    // A pickup point of CDEK is the default choice.
    expect(await dialog.getByRole('combobox', { name: 'Служба доставки' }).inputValue()).toBe('СДЭК');
    await dialog.getByRole('combobox', { name: 'Город' }).fill('Моск');
    await page.getByRole('option', { name: 'Москва' }).click();

    // The pickup points of CDEK in Moscow, each with the operator's icon.
    const firstPoint = dialog.getByRole('radio', { name: /^СДЭК, / }).first();
    await firstPoint.waitFor();
    const pointName = (await firstPoint.getAttribute('aria-label')) ?? '';
    expect(await dialog.getByRole('radio', { name: /^СДЭК, / }).count()).toBeGreaterThan(1);
    expect(await dialog.getByRole('img', { name: 'СДЭК' }).count()).toBeGreaterThan(1);
    await dialog.getByRole('radio', { name: pointName }).click();
    await dialog.getByLabel('Название').fill('Офис');
    await page.waitForTimeout(300); // the indicator of the segmented controls moves with a transition
    await page.screenshot({ path: path.join(artifactsDir, 'addresses-01-dialog-1280.png') });
    await dialog.getByRole('button', { name: 'Добавить адрес' }).click();

    await toast(page, 'Адрес успешно добавлен');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    const active = page.getByRole('list', { name: 'Активные адреса' });
    const card = active.getByRole('article', { name: 'Офис' });
    await card.getByText('Пункт выдачи').first().waitFor();
    await card.getByText(pointName).waitFor();
    await card.getByText('Москва').waitFor();
    await card.getByRole('img', { name: 'СДЭК' }).waitFor();
    await browser.screenshot('addresses-02-book-1280');

    await card.getByRole('button', { name: 'В архив: Офис' }).click();
    await toast(page, 'Адрес перемещен в Архив');
    const archive = page.getByRole('region', { name: 'Архив адресов' });
    await archive.getByRole('article', { name: 'Офис' }).waitFor();
    await page.getByText('Адресов пока нет').waitFor();

    await archive.getByRole('button', { name: 'Восстановить: Офис' }).click();
    await toast(page, 'Адрес успешно возобновлен');
    await active.getByRole('article', { name: 'Офис' }).waitFor();
    await expect.poll(() => archive.getByRole('article').count()).toBe(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await active.getByRole('article', { name: 'Офис' }).waitFor();
    await browser.screenshot('addresses-03-book-390');
    await page.getByRole('button', { name: 'Изменить: Офис' }).click();
    await page
      .getByRole('dialog', { name: 'Изменение адреса' })
      .getByRole('radio', { name: pointName })
      .waitFor();
    await page.screenshot({ path: path.join(artifactsDir, 'addresses-04-edit-390.png') });
  });
});

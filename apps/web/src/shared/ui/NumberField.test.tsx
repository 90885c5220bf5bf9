import { NUMBER_FIELDS, type NumberFieldKind } from '@cargo/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { NumberField } from './NumberField';

/** A form that holds the value the field hands over and shows it, as a form would send it. */
function NumberHarness({ kind, initial }: { kind: NumberFieldKind; initial: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <NumberField label="Поле" rule={NUMBER_FIELDS[kind]} value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

function TextHarness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <NumberField
        label="Сумма"
        valueAs="text"
        rule={NUMBER_FIELDS.money}
        value={value}
        onChange={setValue}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const sent = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as unknown;

async function clearAndType(label: string, text: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText(label);
  await user.click(field);
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  expect(field).toHaveValue('');
  if (text) await user.type(field, text);
  return field;
}

describe('NumberField', () => {
  it.each([
    ['places', 1, '35', 35],
    ['quantity', 1, '35', 35],
    ['expectedWeightKg', 1, '35', 35],
    ['parcelWeightKg', 12.5, '35', 35],
    ['dimensionCm', 10, '35', 35],
    ['cargoWeightKg', 100, '35', 35],
  ] as const)(
    '%s: select all, delete and retype «35» gives 35, not 350',
    async (kind, initial, typed, expected) => {
      renderWithProviders(<NumberHarness kind={kind} initial={initial} />);
      const field = await clearAndType('Поле', typed);
      expect(field).toHaveValue(typed);
      expect(sent()).toBe(expected);
    },
  );

  it('stays empty after clearing, with nothing put back', async () => {
    renderWithProviders(<NumberHarness kind="places" initial={3} />);
    const field = await clearAndType('Поле', '');
    expect(field).toHaveValue('');
    expect(sent()).toBeNull();
  });

  it('weight: the comma is the decimal separator, a dot becomes one, grams at most', async () => {
    renderWithProviders(<NumberHarness kind="parcelWeightKg" initial={null} />);
    const field = await clearAndType('Поле', '4,555');
    expect(field).toHaveValue('4,555');
    expect(sent()).toBe(4.555);
    await clearAndType('Поле', '4.5559');
    expect(field).toHaveValue('4,555');
    expect(sent()).toBe(4.555);
  });

  it('dimension: one decimal, letters refused', async () => {
    renderWithProviders(<NumberHarness kind="dimensionCm" initial={null} />);
    const field = await clearAndType('Поле', '30,25 см');
    expect(field).toHaveValue('30,2');
    expect(sent()).toBe(30.2);
  });

  it('places: a minus or a fraction stays as typed and is refused, never turned into 5 or 25', async () => {
    const message = 'Количество мест должно быть целым числом больше 0';
    renderWithProviders(<NumberHarness kind="places" initial={1} />);
    const field = await clearAndType('Поле', '-5');
    expect(field).toHaveValue('-5');
    expect(sent()).toBe(-5);
    expect(screen.getByText(message)).toBeInTheDocument();
    await clearAndType('Поле', '2,5');
    expect(field).toHaveValue('2,5');
    expect(sent()).toBe(2.5);
    expect(screen.getByText(message)).toBeInTheDocument();
    await clearAndType('Поле', '3');
    expect(sent()).toBe(3);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('says the domain limit above it: 99 999 kg is «Не более 10 000 кг», 99,999 kg is fine', async () => {
    renderWithProviders(<NumberHarness kind="parcelWeightKg" initial={null} />);
    await clearAndType('Поле', '99999');
    expect(screen.getByText('Не более 10 000 кг')).toBeInTheDocument();
    await clearAndType('Поле', '99,999');
    expect(screen.queryByText('Не более 10 000 кг')).not.toBeInTheDocument();
    expect(sent()).toBe(99.999);
  });

  it('quantity: the limit of the quantity schema', async () => {
    renderWithProviders(<NumberHarness kind="quantity" initial={1} />);
    await clearAndType('Поле', '10001');
    expect(screen.getByText('Слишком большое количество')).toBeInTheDocument();
  });

  it('money: exact text with a dot for the schema, typed with a comma', async () => {
    renderWithProviders(<TextHarness initial="" />);
    const field = await clearAndType('Сумма', '1000,5');
    expect(field).toHaveValue('1000,5');
    expect(sent()).toBe('1000.5');
    await clearAndType('Сумма', '35');
    expect(sent()).toBe('35');
  });

  it('money: pasting «1 234,5» keeps 1234,5', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TextHarness initial="" />);
    const field = screen.getByLabelText('Сумма');
    await user.click(field);
    await user.paste('1 234,5');
    expect(field).toHaveValue('1234,5');
    expect(sent()).toBe('1234.5');
  });

  it('weight: pasting «1 200.750» over a value keeps 1200,75', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NumberHarness kind="cargoWeightKg" initial={3} />);
    const field = screen.getByLabelText('Поле');
    await user.click(field);
    await user.keyboard('{Control>}a{/Control}');
    await user.paste('1 200.750');
    expect(field).toHaveValue('1200,750');
    expect(sent()).toBe(1200.75);
  });

  it('a new value from outside (a form reset) replaces the text', async () => {
    function Resettable() {
      const [value, setValue] = useState<number | null>(2);
      return (
        <>
          <NumberField label="Поле" rule={NUMBER_FIELDS.places} value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue(1)}>
            Сбросить
          </button>
        </>
      );
    }
    renderWithProviders(<Resettable />);
    const field = await clearAndType('Поле', '7');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(field).toHaveValue('1');
  });
});

import {
  cleanNumberText,
  numberFieldText,
  numberTextRefusal,
  readNumberText,
  type NumberFieldRule,
} from '@cargo/domain';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { type ChangeEvent, forwardRef, useLayoutEffect, useRef, useState } from 'react';

type Shared = Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'inputMode' | 'defaultValue'> & {
  /** The field's kind from the domain (NUMBER_FIELDS): decimals, limit and the limit's message. */
  rule: NumberFieldRule;
};

/** The value as a number, null while the field is empty (counts, weights, sizes: schemas of z.number()). */
interface AsNumber {
  valueAs?: 'number';
  value: number | null | undefined;
  onChange: (value: number | null) => void;
}

/** The value as exact decimal text with a dot, '' while empty (money: moneyField reads text, never a float). */
interface AsText {
  valueAs: 'text';
  value: string | null | undefined;
  onChange: (value: string) => void;
}

export type NumberFieldProps = Shared & (AsNumber | AsText);

/** «4,» → "4", «-» → "", «1234,5» → "1234.5": what a money schema receives while a person types. */
function exactText(text: string): string {
  return readNumberText(text) === null ? '' : text.replace(',', '.').replace(/\.$/, '');
}

function sameValue(text: string, value: number | string | null | undefined, asText: boolean): boolean {
  if (asText) return exactText(text) === exactText(numberFieldText(value ?? ''));
  return readNumberText(text) === (value ?? null);
}

/**
 * The one number input of the web (money, weight, quantity, places, dimensions). It keeps what is typed: an
 * emptied field stays empty until the person types (no 0 or 1 put back, so the cursor never lands before a
 * digit), the comma is the decimal separator (a dot typed or pasted becomes one), no more decimals than the rule
 * allows, pasted digit groups («1 234,5») lose their spaces; a minus or a fraction the rule refuses is kept and
 * said («-5» places is never 5), as is a value above the rule's limit.
 * A new value from outside (a form reset, a prefill) replaces the text; the text's own value never does.
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  { rule, valueAs, value, onChange, error, ...props },
  ref,
) {
  const asText = valueAs === 'text';
  const [text, setText] = useState(() => numberFieldText(value));
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    if (!sameValue(text, value, asText)) setText(numberFieldText(value));
  }

  const input = useRef<HTMLInputElement>(null);
  const merged = useMergedRef(ref, input);
  // Where the cursor goes after a cleaned text replaced what was typed (a dot turned into a comma, a space gone).
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current === null || !input.current) return;
    input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [text]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.currentTarget.value;
    const next = cleanNumberText(raw, rule);
    const cursor = event.currentTarget.selectionStart;
    caret.current =
      cursor === null || next === raw ? null : cleanNumberText(raw.slice(0, cursor), rule).length;
    setText(next);
    if (asText) (onChange as AsText['onChange'])(exactText(next));
    else (onChange as AsNumber['onChange'])(readNumberText(next));
  };

  // A minus, a fraction or a value the rule refuses stays as typed and is said at once; the schema refuses it too.
  const refusal = numberTextRefusal(text, rule) ?? undefined;

  return (
    <TextInput
      autoComplete="off"
      {...props}
      ref={merged}
      type="text"
      // A phone's decimal keyboard has no minus: a signed field gets the full one.
      inputMode={rule.negative ? 'text' : rule.decimals > 0 ? 'decimal' : 'numeric'}
      value={text}
      onChange={change}
      error={error || refusal}
    />
  );
});

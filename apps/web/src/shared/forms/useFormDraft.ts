import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useMyInfo } from '../session/useMyInfo';

/** How long after the last keystroke the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 300;

const PREFIX = 'form-draft';

/** The draft's place: per customer and form, in the tab's session storage (a reload or a navigation keeps it). */
export const draftStorageKey = (userId: number, form: string) => `${PREFIX}:${userId}:${form}`;

function read(key: string): unknown {
  try {
    const text = window.sessionStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage keeps no draft; the form works as before.
  }
}

export interface FormDraft {
  /** A draft was put back into the form when it opened (the page shows «Восстановлен черновик»). */
  restored: boolean;
  /** «Очистить черновик»: the form goes back to how it opened, the draft is forgotten. */
  clear: () => void;
  /** After a successful submit: the draft is forgotten, the form is left as it is. */
  discard: () => void;
}

/**
 * The one draft of a long form (decision 053): what the customer typed is kept while they type, per customer and
 * form (`formKey`, e.g. `goods:create`, `order:edit:7`), and put back when the form opens again after a reload or a
 * navigation, with a visible note and a way to clear it. A draft equal to the form's opening values is no draft.
 * Drafts live in session storage: closing the tab forgets them, and another customer never sees them.
 */
export function useFormDraft<T extends FieldValues, TOutput>(
  form: UseFormReturn<T, unknown, TOutput>,
  formKey: string,
): FormDraft {
  const userId = useMyInfo().data?.id ?? null;
  const key = userId === null ? null : draftStorageKey(userId, formKey);
  const [restored, setRestored] = useState(false);
  const opening = useRef<string | null>(null);
  const stopped = useRef(false);

  // Restore once the customer is known, then keep every change.
  useEffect(() => {
    if (key === null) return;
    opening.current ??= JSON.stringify(form.getValues());
    const draft = read(key);
    if (draft !== null && !stopped.current && JSON.stringify(draft) !== opening.current) {
      form.reset(draft as T, { keepDefaultValues: true });
      setRestored(true);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (stopped.current) return;
        const values = JSON.stringify(form.getValues());
        write(key, values === opening.current ? null : (JSON.parse(values) as unknown));
      }, DRAFT_SAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [key, form]);

  const clear = useCallback(() => {
    if (key) write(key, null);
    form.reset();
    setRestored(false);
  }, [key, form]);

  const discard = useCallback(() => {
    stopped.current = true;
    if (key) write(key, null);
  }, [key]);

  return { restored, clear, discard };
}

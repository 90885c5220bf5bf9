import { storageTermsText } from '@cargo/domain';
import { Text, type TextProps } from '@mantine/core';
import { useStorageTerms } from '../reference/storageTerms';

const ADVICE = '. Чтобы не платить, отправьте товар в посылке до конца бесплатных дней.';

/** Figures of the same width as real ones: only the hidden placeholder's height uses them, never shown. */
const PLACEHOLDER_TERMS = { freeDays: 30, dailyFeeRub: 10 };

/**
 * «Хранение на складе: первые 30 дн. со дня приёма товара — бесплатно, затем 10 ₽ в день за каждый товар», from
 * the server's settings (decision 052): shown wherever a customer decides what to keep at the warehouse. While the
 * terms load, the note's room is held by a hidden copy (the list below does not jump when they arrive: Lighthouse
 * measured a 0.2 layout shift on the goods list at 390 px without it); never a guessed figure shown, nothing when
 * they cannot be read.
 */
export function StorageTermsNote(props: TextProps) {
  const terms = useStorageTerms();
  if (terms.isError) return null;
  if (!terms.data) {
    return (
      <Text
        size="sm"
        aria-hidden
        data-testid="storage-terms-room"
        style={{ visibility: 'hidden' }}
        {...props}
      >
        {storageTermsText(PLACEHOLDER_TERMS)}
        {ADVICE}
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed" data-testid="storage-terms" {...props}>
      {storageTermsText(terms.data)}
      {ADVICE}
    </Text>
  );
}

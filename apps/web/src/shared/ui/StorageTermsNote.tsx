import { storageTermsText } from '@cargo/domain';
import { Text, type TextProps } from '@mantine/core';
import { useStorageTerms } from '../reference/storageTerms';

/**
 * «Хранение на складе: первые 30 дн. со дня приёма товара — бесплатно, затем 10 ₽ в день за каждый товар», from
 * the server's settings (decision 052): shown wherever a customer decides what to keep at the warehouse. Nothing
 * while the terms load or when they cannot be read (never a guessed figure).
 */
export function StorageTermsNote(props: TextProps) {
  const terms = useStorageTerms();
  if (!terms.data) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="storage-terms" {...props}>
      {storageTermsText(terms.data)}. Чтобы не платить, отправьте товар в посылке до конца бесплатных дней.
    </Text>
  );
}

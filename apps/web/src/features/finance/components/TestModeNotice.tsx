import { Alert, type AlertProps } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';

export const TEST_MODE_LABEL = 'Тестовый режим';

const EXPLANATION: Record<'card' | 'crypto', string> = {
  card: 'Это встроенная тестовая касса: настоящие деньги не списываются, счёт пополняется тестовой картой.',
  crypto: 'Это тестовый криптопроцессинг: настоящие деньги не переводятся, счёт оплачивается кнопкой.',
};

/**
 * The trial start's sandboxes take no real money, and whoever pays must see it before paying (docs/decisions/017).
 * A production start serves neither the sandbox pages nor this notice.
 */
export function TestModeNotice({ kind, ...props }: { kind: 'card' | 'crypto' } & AlertProps) {
  return (
    <Alert
      variant="light"
      color="orange"
      icon={<IconFlask />}
      title={TEST_MODE_LABEL}
      data-testid="test-mode"
      {...props}
    >
      {EXPLANATION[kind]}
    </Alert>
  );
}

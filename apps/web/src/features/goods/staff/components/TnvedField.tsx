import { goodTnvedSchema } from '@cargo/domain';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../../shared/api/ApiError';
import { useDeskT } from '../../../../shared/staff/i18n';
import { notifySuccess } from '../../../../shared/ui/notify';
import { useSetTnved, useTnvedSuggestion } from '../../api/staff/tnved';

/** The good's ТН ВЭД code for the customs registry, with the code most used for goods of the same name. */
export function TnvedField({ goodId }: { goodId: number }) {
  const suggestion = useTnvedSuggestion(goodId);
  const save = useSetTnved(goodId);
  const { t } = useDeskT('goods');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const current = suggestion.data?.current ?? null;
  useEffect(() => setValue(current ?? ''), [current]);
  const submit = (code: string) => {
    const parsed = goodTnvedSchema.safeParse({ tnvedCode: code.trim() || null });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: () => notifySuccess(t('tnved.saved')),
      onError: (failure) => setError(errorMessage(failure, t('tnved.failed'))),
    });
  };
  const hint = suggestion.data?.tnvedCode;
  return (
    <Group align="flex-end">
      <TextInput
        label={t('tnved.label')}
        value={value}
        error={error}
        inputMode="numeric"
        maxLength={10}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      <Button loading={save.isPending} onClick={() => submit(value)}>
        {t('tnved.save')}
      </Button>
      {hint && hint !== current && (
        <Button variant="subtle" onClick={() => submit(hint)}>
          <Text size="sm">{t('tnved.hint', { code: hint, uses: suggestion.data?.uses })}</Text>
        </Button>
      )}
    </Group>
  );
}

import { AUDIT_ACTION_TITLES, AUDIT_OBJECT_TYPES, auditFilterSchema } from '@cargo/domain';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { DateField } from '../../../shared/ui/DateField';
import { useDeskLanguage, useDeskT } from '../../../shared/staff/i18n';
import { useAuditActors } from '../api/get-audit';
import { type AuditFilterForm, auditQuery, EMPTY_AUDIT_FILTER } from '../model/filter';

/** The filter's choices in the desk's language, actions sorted as that language sorts. */
function useFilterOptions() {
  const { t } = useDeskT('audit');
  const language = useDeskLanguage();
  return useMemo(() => {
    const title = (key: string) => t(key as 'title');
    const objects = Object.keys(AUDIT_OBJECT_TYPES).map((value) => ({
      value,
      label: title(`objects.${value}`),
    }));
    const actions = Object.keys(AUDIT_ACTION_TITLES)
      .map((value) => ({ value, label: title(`actions.${value}`) }))
      .sort((a, b) => a.label.localeCompare(b.label, language === 'zh' ? 'zh-CN' : 'ru'));
    return { objects, actions };
  }, [t, language]);
}

/** The audit desk's filters: person, object type and number, action, days; applied by «Найти». */
export function AuditFilters({ onApply }: { onApply: (query: Record<string, string>) => void }) {
  const actors = useAuditActors();
  const { t } = useDeskT('audit');
  const options = useFilterOptions();
  const [form, setForm] = useState<AuditFilterForm>(EMPTY_AUDIT_FILTER);
  const [errors, setErrors] = useState<Partial<Record<keyof AuditFilterForm, string>>>({});
  const set = (field: keyof AuditFilterForm) => (value: string | null) => {
    setForm((previous) => ({ ...previous, [field]: value ?? '' }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = auditQuery(form);
    const parsed = auditFilterSchema.safeParse(query);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues)
        found[issue.path[0] as keyof AuditFilterForm] ??= issue.message;
      return setErrors(found);
    }
    onApply(query);
  };
  const reset = () => {
    setForm(EMPTY_AUDIT_FILTER);
    setErrors({});
    onApply({});
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('filters.form')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <Select
          label={t('filters.actor')}
          placeholder={t('filters.all')}
          searchable
          clearable
          data={(actors.data ?? []).map((actor) => ({ value: String(actor.id), label: actor.email }))}
          value={form.actorId || null}
          onChange={set('actorId')}
        />
        <Group grow gap="xs" align="flex-start">
          <Select
            label={t('filters.object')}
            placeholder={t('filters.anyObject')}
            clearable
            data={options.objects}
            value={form.objectType || null}
            onChange={set('objectType')}
          />
          <TextInput
            label={t('filters.number')}
            value={form.objectId}
            error={errors.objectId}
            onChange={(event) => set('objectId')(event.currentTarget.value)}
          />
        </Group>
        <Select
          label={t('filters.action')}
          placeholder={t('filters.anyAction')}
          searchable
          clearable
          data={options.actions}
          value={form.action || null}
          onChange={set('action')}
        />
        <DateField label={t('filters.from')} value={form.from} error={errors.from} onChange={set('from')} />
        <DateField label={t('filters.to')} value={form.to} error={errors.to} onChange={set('to')} />
        <Group gap="xs" align="flex-end">
          <Button type="submit">{t('filters.find')}</Button>
          <Button variant="default" onClick={reset}>
            {t('filters.reset')}
          </Button>
        </Group>
      </SimpleGrid>
    </form>
  );
}

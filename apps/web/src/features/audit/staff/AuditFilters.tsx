import { AUDIT_ACTION_TITLES, AUDIT_OBJECT_TYPES, auditFilterSchema } from '@cargo/domain';
import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { DateField } from '../../../shared/ui/DateField';
import { useAuditActors } from '../api/get-audit';
import { type AuditFilterForm, auditQuery, EMPTY_AUDIT_FILTER } from '../model/filter';

const OBJECT_OPTIONS = Object.entries(AUDIT_OBJECT_TYPES).map(([value, label]) => ({ value, label }));
const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_TITLES)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'ru'));

/** The audit desk's filters: person, object type and number, action, days; applied by «Найти». */
export function AuditFilters({ onApply }: { onApply: (query: Record<string, string>) => void }) {
  const actors = useAuditActors();
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
    <form onSubmit={submit} noValidate aria-label="Фильтры журнала">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <Select
          label="Сотрудник"
          placeholder="Все"
          searchable
          clearable
          data={(actors.data ?? []).map((actor) => ({ value: String(actor.id), label: actor.email }))}
          value={form.actorId || null}
          onChange={set('actorId')}
        />
        <Group grow gap="xs" align="flex-start">
          <Select
            label="Объект"
            placeholder="Любой"
            clearable
            data={OBJECT_OPTIONS}
            value={form.objectType || null}
            onChange={set('objectType')}
          />
          <TextInput
            label="Номер"
            value={form.objectId}
            error={errors.objectId}
            onChange={(event) => set('objectId')(event.currentTarget.value)}
          />
        </Group>
        <Select
          label="Действие"
          placeholder="Любое"
          searchable
          clearable
          data={ACTION_OPTIONS}
          value={form.action || null}
          onChange={set('action')}
        />
        <DateField label="С" value={form.from} error={errors.from} onChange={set('from')} />
        <DateField label="По" value={form.to} error={errors.to} onChange={set('to')} />
        <Group gap="xs" align="flex-end">
          <Button type="submit">Найти</Button>
          <Button variant="default" onClick={reset}>
            Сбросить
          </Button>
        </Group>
      </SimpleGrid>
    </form>
  );
}

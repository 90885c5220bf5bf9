import { AUDIT_ACTION_TITLES, AUDIT_OBJECT_TYPES } from '@cargo/domain';

/** `staff.invite` → { staff: { invite } }: i18next reads the action's code as a nested key. */
function nested(titles: Record<string, string>): Record<string, Record<string, string>> {
  const tree: Record<string, Record<string, string>> = {};
  for (const [code, title] of Object.entries(titles)) {
    const [group, action] = code.split('.') as [string, string];
    (tree[group] ??= {})[action] = title;
  }
  return tree;
}

/** /staff/audit: the trail's page and filters; action and object names are the domain's own. */
export const audit = {
  title: 'Журнал действий',
  exportCsv: 'Скачать CSV',
  nothing: 'Действий с такими условиями нет',
  columns: {
    at: 'Когда',
    actor: 'Сотрудник',
    action: 'Действие',
    object: 'Объект',
    changes: 'Изменения',
    reason: 'Причина',
  },
  customer: 'Клиент {{code}}',
  filters: {
    form: 'Фильтры журнала',
    actor: 'Сотрудник',
    all: 'Все',
    object: 'Объект',
    anyObject: 'Любой',
    number: 'Номер',
    action: 'Действие',
    anyAction: 'Любое',
    from: 'С',
    to: 'По',
    find: 'Найти',
    reset: 'Сбросить',
  },
  objects: { ...AUDIT_OBJECT_TYPES },
  actions: nested(AUDIT_ACTION_TITLES),
};

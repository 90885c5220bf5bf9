import { STAFF_ROLE_DESCRIPTIONS } from '@cargo/domain';

/** /staff/team (the owner's): colleagues, roles, invitations. */
export const team = {
  title: 'Сотрудники',
  intro:
    'Пригласите коллегу на рабочее место с его ролями: он получит ссылку и сам задаст пароль (ссылка действует {{hours}} часа, один раз). Пригласить можно только e-mail, который ещё не зарегистрирован.',
  inviteForm: 'Пригласить сотрудника',
  email: 'E-mail',
  name: 'Имя',
  invite: 'Пригласить',
  inviteFailed: 'Не удалось пригласить сотрудника',
  invited: 'Приглашение для {{email}} создано',
  invitationSent:
    'Ссылка отправлена на {{email}}. Можно передать её и самому: по ней {{name}} один раз задаст пароль, до {{until}}.',
  copyLink: 'Копировать ссылку',
  copied: 'Скопировано',
  roles: 'Роли',
  roleDescriptions: { ...STAFF_ROLE_DESCRIPTIONS },
  rolesRequired: 'Выберите хотя бы одну роль',
  crew: 'Команда',
  crewCount: 'Команда ({{count}})',
  loading: 'Загрузка сотрудников',
  loadFailed: 'Не удалось загрузить сотрудников',
  none: 'Пока никого нет',
  linkUntil: 'ссылка до {{until}}',
  neverSignedIn: 'не входил',
  columns: {
    member: 'Сотрудник',
    roles: 'Роли',
    state: 'Состояние',
    lastSignIn: 'Последний вход',
    actions: 'Действия',
  },
  rolesOf: 'Роли: {{who}}',
  rolesNow: 'Роли действуют сразу: открытые сеансы сотрудника завершатся, и он войдёт заново.',
  cancel: 'Отмена',
  save: 'Сохранить',
  deactivate: 'Отключить',
  activate: 'Включить',
  deactivateQuestion: 'Отключить сотрудника?',
  activateQuestion: 'Включить сотрудника?',
  deactivateWarning:
    '{{who}} больше не сможет войти; открытые сеансы и неиспользованные ссылки перестанут работать сразу.',
  activateNote: '{{who}} снова сможет войти со своим паролем.',
  rolesFailed: 'Не удалось сохранить роли',
  changeFailed: 'Не удалось изменить сотрудника',
};

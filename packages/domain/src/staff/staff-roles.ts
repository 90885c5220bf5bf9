import { z } from 'zod';

/**
 * The team's roles (decision 048). A member may hold several; the owner holds every staff operation, the others
 * only the operations `STAFF_PERMISSIONS` names for their role.
 */
export const STAFF_ROLES = ['owner', 'finance', 'warehouse', 'buyer', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_TITLES: Record<StaffRole, string> = {
  owner: 'Владелец',
  finance: 'Финансы',
  warehouse: 'Склад',
  buyer: 'Закупщик',
  support: 'Поддержка',
};

export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: 'Всё, включая сотрудников и настройки',
  finance: 'Корректировки, возвраты, курсы и наценка, промокоды, страховые случаи, отмена с возвратом',
  warehouse: 'Приёмка, фотоотчёты, сборка, взвешивание, отправка, рейсы, карго, проблемы товаров',
  buyer: 'Выкуп: лоты заказов',
  support: 'Обращения клиентов, проверка получателей; просмотр объектов клиента для ответа',
};

export const STAFF_ACCESS_MESSAGES = {
  forbidden: 'Недостаточно прав: это действие доступно другим ролям сотрудников',
  customersOnly: 'Это действие доступно только клиентам. Сотрудники работают на рабочем месте /staff',
  deactivated: 'Учётная запись сотрудника отключена. Обратитесь к владельцу',
  rolesRequired: 'Выберите хотя бы одну роль',
  lastOwner: 'Нельзя снять роль владельца или отключить последнего действующего владельца',
  notStaff: 'Сотрудник не найден',
} as const;

export const staffRolesField = z
  .array(z.enum(STAFF_ROLES))
  .min(1, STAFF_ACCESS_MESSAGES.rolesRequired)
  .max(STAFF_ROLES.length)
  .transform((roles) => STAFF_ROLES.filter((role) => roles.includes(role)));

import type { shell as ru } from '../ru/shell';

/** 工作台外壳：页眉、栏目、首页、无权限页面。 */
export const shell: typeof ru = {
  staffMember: '员工',
  signOut: '退出',
  sectionsNav: '工作台栏目',
  language: '工作台语言',
  languageFailed: '语言未能保存',
  sections: {
    recipients: '收件人',
    warehouse: '入库',
    goods: '货物',
    parcels: '包裹',
    flights: '航班',
    cargo: '大货',
    orders: '代购',
    customers: '客户账户',
    topUps: '充值',
    rates: '汇率',
    promoCodes: '优惠码',
    helpdesk: '客服工单',
    deadLetters: '未送达通知',
    reports: '报表',
    audit: '操作日志',
    team: '员工',
  },
  roles: {
    owner: '所有者',
    finance: '财务',
    warehouse: '仓库',
    buyer: '采购',
    support: '客服',
  },
  home: {
    title: '工作台',
    noSections: '没有可用的栏目',
    noRoles: '您的账户还没有角色。请所有者在「员工」页面为您分配角色。',
  },
  forbidden: {
    title: '栏目不可用',
    message: '权限不足：此操作仅限其他员工角色',
    toOwn: '前往我的栏目',
  },
  loading: '加载中',
  actions: '操作',
  search: {
    label: '搜索',
    hint: '客户代码（K0003）、电子邮箱、电话、姓名、运单号或编号',
    clear: '清除搜索',
    found: '找到：{{count}}',
  },
  empty: {
    nothingFound: '未找到与「{{q}}」相关的结果',
    nothingFoundHint: '请检查客户代码、运单号或编号；其他标签页会显示各自找到的数量。',
    clear: '清除搜索',
  },
};

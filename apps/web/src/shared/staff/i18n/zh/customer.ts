import type { customer as ru } from '../ru/customer';

/** 客户工作台页面。 */
export const customer: typeof ru = {
  customers: '客户',
  desk: '工作台',
  notFound: '未找到客户',
  loadFailed: '数据加载失败',
  titled: '{{name}} · {{code}}',
  untitled: '客户 {{code}}',
  number: '{{id}} 号',
  sections: {
    accounts: '账户',
    otherDesks: '其他工作台',
    parcels: '包裹',
    goods: '货物',
    tickets: '客服工单',
    history: '历史记录',
  },
  desks: { cargo: '大货', lots: '代购批次', recipients: '收件人', topUps: '充值' },
};

import type { notifications as ru } from '../ru/notifications';

/** 未送达通知：所有尝试均失败的投递。 */
export const notifications: typeof ru = {
  title: '未送达通知',
  intro: '所有尝试后仍未成功的投递。「重试」会将投递重新放入队列。',
  none: '没有未送达的通知',
  loadFailed: '通知加载失败',
  retry: '重试',
  customerNumber: '编号 {{id}}',
  columns: {
    customer: '客户',
    channel: '渠道',
    kind: '事件',
    attempts: '尝试次数',
    lastError: '最后一次错误',
    failedAt: '投递失败时间',
  },
  channels: { email: '电子邮件', telegram: 'Telegram' },
  kinds: {
    good: '货物',
    goodDecision: '等待您决定的货物（照片、问题）',
    storage: '货物付费仓储',
    parcel: '包裹',
    cargo: '大货',
    recipient: '收件人审核',
    topUp: '余额充值',
    orderUnit: '代购',
    credit: '优惠码和推荐奖励',
    ticket: '客服回复',
  },
};

import type { common as ru } from '../ru/common';

/** 与客户端共用的组件在工作台上的文字：取消并退款、工单对话和回复框、对象历史记录。 */
export const common: typeof ru = {
  somethingWrong: '出现错误，请联系技术支持',
  cancelWithRefund: {
    title: '取消{{what}}并退款',
    refundBefore: '将退还客户',
    wholePayment: '全部已付款项',
    refundAfter: '至卢布账户。此操作无法撤销。',
    refundAfterGoodsBack: '至卢布账户，货物将退回仓库货架。此操作无法撤销。',
    reason: '原因（客户可见）',
    keep: '不取消',
    confirm: '取消并退款',
  },
  conversation: {
    log: '对话记录',
    empty: '暂无消息',
    internalNote: '内部备注，客户看不到',
    support: '客服',
    you: '您',
    attachment: '附件 {{n}}',
  },
  composer: {
    label: '您的消息',
    placeholder: '请输入消息',
    send: '发送',
    attach: '添加图片',
    uploading: '图片上传中',
    uploadFailed: '图片上传失败',
    list: '已添加的图片',
    image: '图片 {{n}}',
    remove: '删除图片 {{n}}',
    progress: '{{current}} / {{total}}',
  },
  history: {
    label: '历史记录',
    loading: '历史记录加载中',
    loadFailed: '历史记录加载失败',
    empty: '员工尚未做过任何修改。',
    reason: '原因：{{reason}}',
  },
};

import type { Text } from './text.ts';

/** The content engine's messages (issue 24): server/modules/content. Part of MESSAGES (messages.ts). */
export const CONTENT_MESSAGES = {
  articleReleased: { cn: '文章发布成功', en: 'Article released', tc: '文章發佈成功' },
  articleRevoked: { cn: '文章已撤回', en: 'Article revoked', tc: '文章已撤回' },
  articlePinned: { cn: '文章已置顶', en: 'Article pinned', tc: '文章已置頂' },
  articleUnpinned: { cn: '已取消置顶', en: 'Article unpinned', tc: '已取消置頂' },
  articleAlreadyReleased: { cn: '该文章已发布', en: 'This article is already released', tc: '該文章已發佈' },
  articleNotReleased: { cn: '该文章未发布，无需撤回', en: 'This article is not released, so it cannot be revoked', tc: '該文章未發佈，無需撤回' },
  articleAudienceMissing: {
    cn: '请选择可以阅读该文章的部门或角色', en: 'Choose the departments or roles that may read this article', tc: '請選擇可以閱讀該文章的部門或角色',
  },
  articleAttachmentInvalid: {
    cn: '附件「{name}」的地址无效：请上传文件，或填写 http(s) 链接', en: 'The attachment "{name}" has an invalid address: upload the file, or give an http(s) link',
    tc: '附件「{name}」的地址無效：請上傳文件，或填寫 http(s) 鏈接',
  },
  articleAttachmentNotYours: {
    cn: '附件「{name}」不是您上传或可以下载的文件', en: 'The attachment "{name}" is not a file you uploaded or may download',
    tc: '附件「{name}」不是您上傳或可以下載的文件',
  },
  commentEmpty: { cn: '留言内容不能为空！', en: 'The comment cannot be empty!', tc: '留言內容不能為空！' },
  replyEmpty: { cn: '回复留言内容不能为空！', en: 'The reply cannot be empty!', tc: '回覆留言內容不能為空！' },
  commentAdded: { cn: '留言添加成功！', en: 'Comment posted!', tc: '留言添加成功！' },
  commentReplied: { cn: '留言回复成功！', en: 'Reply posted!', tc: '留言回覆成功！' },
  commentDeleted: { cn: '留言删除成功', en: 'Comment deleted', tc: '留言刪除成功' },
} satisfies Record<string, Text>;

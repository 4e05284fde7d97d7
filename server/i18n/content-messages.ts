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
} satisfies Record<string, Text>;

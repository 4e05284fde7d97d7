import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import type { Comment } from '../../shared/schemas/comment.ts';
import { $locale } from '../../shared/stores/locale.ts';
import { endSession, startSession } from '../../shared/stores/session.ts';
import { answerApi, type StubCall } from '../../tests/browser/api-stub.ts';
import { settle, until } from '../../tests/browser/render.tsx';
import './register.ts';

const USER = { id: 'u1', username: 'zhangsan', realname: '张三', avatar: '', orgCode: 'A01', tenantId: 1 };
const SCRIPT = '<img src=x onerror="window.boardHacked=1"><script>window.boardHacked=2</script>';
const entry = (id: string, content: string, extra: Partial<Comment> = {}): Comment => ({
  id, content, authorId: 'u2', authorName: '李四', deletable: true, createTime: '2026-11-20 09:30:00', replies: [], ...extra,
});

/** The board's words in each language (widgets-admin §8 "message board texts"; §5 the delete warning). */
const WORDS = {
  en: {
    title: 'Comments', post: 'Post comment', reply: 'Reply', cancelReply: 'Cancel reply', remove: 'Remove', confirm: 'Delete',
    question: 'Delete this comment? It cannot be restored, and its replies are deleted with it.', empty: 'The comment cannot be empty!', replyEmpty: 'The reply cannot be empty!',
  },
  tc: {
    title: '留言', post: '發表留言', reply: '回覆', cancelReply: '取消回覆', remove: '刪除', confirm: '確定刪除',
    question: '確定刪除這條留言嗎？刪除後不可恢復，它的回覆也會一併刪除。', empty: '留言內容不能為空！', replyEmpty: '回覆留言內容不能為空！',
  },
} as const;

describe('<dkp-comments>', () => {
  let calls: StubCall[];
  let element: HTMLElement;
  const root = () => element.shadowRoot!;
  const byTestId = (id: string, within: ParentNode = root()) => within.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  const all = (id: string) => [...root().querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];
  const text = (id: string, within?: ParentNode) => byTestId(id, within)?.textContent?.trim() ?? null;

  async function mount(locale: string) {
    element = document.createElement('dkp-comments');
    element.setAttribute('page-key', '/report/history');
    element.setAttribute('locale', locale);
    await settle(() => document.body.append(element));
    await settle(() => startSession({ token: 't1', tokenTtlMs: 1_800_000, userInfo: USER, sysAllDictItems: {} }));
    await until(() => all('comment').length === 3);
  }

  beforeEach(() => {
    calls = [];
    answerApi((call) => {
      calls.push(call);
      if (call.path === '/cms/comment/list') {
        return { records: [entry('c1', SCRIPT, { replies: [entry('r1', '回复一条', { deletable: false })] }), entry('c2', 'plain words', { deletable: false })], total: 2 };
      }
      return null;
    });
  });
  afterEach(() => {
    element?.remove();
    endSession();
    $locale.set('cn');
    resetApiConfig();
  });

  for (const locale of ['en', 'tc'] as const) {
    const words = WORDS[locale];
    it(`says post, reply, cancel reply and the delete question in ${locale}`, async () => {
      await mount(locale);
      expect(calls[0]!.query.get('pageKey')).to.equal('/report/history');
      expect(text('comments')!.startsWith(`${words.title} (2)`)).to.equal(true);
      expect(text('comment-form-submit')).to.equal(words.post);
      await settle(() => byTestId('comment-form-submit')!.click());
      await until(() => text('comment-form-error') === words.empty);

      const [first] = all('comment');
      expect(text('comment-reply', first)).to.equal(words.reply);
      await settle(() => byTestId('comment-reply', first)!.click());
      await until(() => text('comment-reply', first) === words.cancelReply);
      expect(text('reply-form-submit', first)).to.equal(words.reply);
      await settle(() => byTestId('reply-form-submit', first)!.click());
      await until(() => text('reply-form-error', first) === words.replyEmpty);
      await settle(() => byTestId('comment-reply', first)!.click());
      await until(() => byTestId('reply-form', first) === null && text('comment-reply', first) === words.reply);

      expect(text('comment-delete', first)).to.equal(words.remove);
      await settle(() => byTestId('comment-delete', first)!.click());
      await until(() => byTestId('comment-confirm', first) !== null);
      expect(byTestId('comment-confirm', first)!.textContent).to.contain(words.question);
      expect(text('comment-confirm-delete', first)).to.equal(words.confirm);
      expect(calls.filter((c) => c.method === 'DELETE'), 'nothing deleted before the answer').to.have.length(0);
      await settle(() => byTestId('comment-confirm-cancel', first)!.click());
      await until(() => byTestId('comment-confirm', first) === null);
    });
  }

  it('shows HTML and script in a comment as its text, never as markup', async () => {
    await mount('cn');
    const shown = all('comment-text')[0]!;
    expect(shown.textContent).to.equal(SCRIPT);
    expect(shown.children).to.have.length(0);
    expect(root().querySelector('.dkp-comment-list img, .dkp-comment-list script')).to.equal(null);
    expect((window as { boardHacked?: number }).boardHacked).to.equal(undefined);
    expect(all('comment-delete').length, 'only what the user may delete offers 删除').to.equal(1);
  });
});

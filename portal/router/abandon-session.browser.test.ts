import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import { startLocalization } from '../../shared/i18n/index.ts';
import { $locale, $session, endSession } from '../../shared/stores/index.ts';
import { answerApi, type StubCall } from '../../tests/browser/api-stub.ts';
import { settle, until } from '../../tests/browser/render.tsx';
import { abandonSession } from './abandon-session.ts';

const toasts = () => [...document.querySelectorAll<HTMLElement>('[data-testid="notification"]')].map((n) => n.textContent);

/**
 * The words of a permission fetch that failed, in en and tc. The end-to-end spec plays the
 * failure against the real server in cn (tests/e2e/session-errors.spec.ts 'permission fetch
 * failure'): the sign-out, the notice, the sign-in page with the wanted path.
 */
describe('abandonSession (portal-shell §2.2, §8)', () => {
  before(() => startLocalization());
  afterEach(async () => {
    document.querySelectorAll('[data-testid="notification"]').forEach((n) => n.remove());
    resetApiConfig();
    endSession();
    await settle(() => $locale.set('cn'));
  });

  for (const [locale, words] of [
    ['en', 'Failed to request user information. Please try again.'],
    ['tc', '請求用戶信息失敗，請重試！'],
  ] as const) {
    it(`says requesting user info failed in ${locale}, and signs out once`, async () => {
      await settle(() => $locale.set(locale));
      const calls: StubCall[] = [];
      answerApi((call) => { calls.push(call); return null; });
      $session.set({
        token: `tok-${locale}`, tenantId: 1, tokenTtlMs: 1_800_000, expiresAt: Date.now() + 1_800_000, apiOrigin: location.origin,
        userInfo: { id: 'u1', username: 'zhangsan', realname: '张三', avatar: '', orgCode: 'A01', tenantId: 1 },
      });
      await abandonSession();
      await abandonSession();
      await until(() => toasts().includes(words));
      expect(toasts().filter((t) => t === words)).to.have.length(1);
      expect(calls.filter((c) => c.path === '/sys/logout')).to.have.length(1);
      expect($session.get()).to.equal(null);
    });
  }
});

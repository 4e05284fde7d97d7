import { expect } from 'chai';
import { resetApiConfig } from '../../../shared/api/index.ts';
import { answerApi, refuse } from '../../../tests/browser/api-stub.ts';
import { render, submitForm, textOf, typeInto, until, type Rendered } from '../../../tests/browser/render.tsx';
import { ResetPasswordStep } from './ResetPasswordStep.tsx';

interface Call { path: string; body: unknown }

/** Answers `POST /sys/user/reset/password` with `status` and records the calls. */
function answerReset(status: number, message = ''): Call[] {
  const calls: Call[] = [];
  answerApi(({ path, body }) => {
    calls.push({ path: `/api${path}`, body: body ?? null });
    return status === 200 ? null : refuse(status, message);
  });
  return calls;
}

describe('ResetPasswordStep', () => {
  let view: Rendered;
  let done: number;
  let failures: { message: string | null; restart?: boolean }[];
  beforeEach(async () => {
    done = 0;
    failures = [];
    view = await render(
      <ResetPasswordStep ticket="t-123" onDone={() => { done += 1; }} onFailure={(message, restart) => { failures.push({ message, restart }); }} />,
    );
  });
  afterEach(() => {
    view.unmount();
    resetApiConfig();
  });

  it('answers empty, weak and differing passwords with the §5 messages and calls nothing', async () => {
    const calls = answerReset(200);
    await submitForm(view);
    expect(textOf(view, 'reset-password-error')).to.equal('请输入新密码');
    expect(textOf(view, 'reset-confirm-error')).to.equal('请确认密码');
    await typeInto(view, 'reset-password', 'abcdefgh');
    await submitForm(view);
    expect(textOf(view, 'reset-password-error')).to.equal('密码至少8位，且须包含数字、大写字母、小写字母和特殊符号');
    await typeInto(view, 'reset-password', 'Reset#2026new');
    await typeInto(view, 'reset-confirm', 'Reset#2026neW');
    await submitForm(view);
    expect(textOf(view, 'reset-password-error')).to.equal(null);
    expect(textOf(view, 'reset-confirm-error')).to.equal('两次输入的密码不一样！');
    expect(calls).to.have.length(0);
  });

  it('sends ticket, password and confirmation, and reports success', async () => {
    const calls = answerReset(200);
    await typeInto(view, 'reset-password', 'Reset#2026new');
    await typeInto(view, 'reset-confirm', 'Reset#2026new');
    await submitForm(view);
    await until(() => done === 1);
    expect(calls).to.deep.equal([{ path: '/api/sys/user/reset/password', body: { ticket: 't-123', password: 'Reset#2026new', confirmpassword: 'Reset#2026new' } }]);
  });

  it('passes a refused ticket on with the server message and asks to start again', async () => {
    answerReset(400, '重置凭证无效或已过期，请重新验证手机');
    await typeInto(view, 'reset-password', 'Reset#2026new');
    await typeInto(view, 'reset-confirm', 'Reset#2026new');
    await submitForm(view);
    await until(() => failures.some((f) => f.message !== null));
    expect(failures.at(-1)).to.deep.equal({ message: '重置凭证无效或已过期，请重新验证手机', restart: true });
    expect(done).to.equal(0);
  });
});

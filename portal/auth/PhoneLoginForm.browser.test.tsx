import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import { $session, endSession } from '../../shared/stores/index.ts';
import { answerApi, refuse } from '../../tests/browser/api-stub.ts';
import { byTestId, render, type Rendered, settle, submitForm, textOf, typeInto, until } from '../../tests/browser/render.tsx';
import { PhoneLoginForm } from './PhoneLoginForm.tsx';

interface Call { method: string; path: string; body: unknown }

/** Answers the form's calls like the server's contract (shared/schemas/sms.ts) and records them. */
function routeFetch(answers: Record<string, { status: number; result?: unknown; message?: string }>): Call[] {
  const calls: Call[] = [];
  answerApi(({ method, path, body }) => {
    calls.push({ method, path, body });
    const answer = answers[path] ?? { status: 404, message: 'not found' };
    return answer.status === 200 ? (answer.result ?? null) : refuse(answer.status, answer.message);
  });
  return calls;
}

const loginResult = {
  token: 'phone-token',
  tokenTtlMs: 604_800_000,
  userInfo: { id: 'u1', username: 'zhangsan', realname: '张三', avatar: '', orgCode: 'A01A01', tenantId: 1 },
  sysAllDictItems: {},
};

describe('PhoneLoginForm', () => {
  let view: Rendered;
  beforeEach(async () => {
    endSession();
    view = await render(<PhoneLoginForm />);
  });
  afterEach(() => {
    view.unmount();
    resetApiConfig();
    endSession();
  });

  it('answers empty and malformed fields with the §5 messages and calls nothing', async () => {
    const calls = routeFetch({});
    await submitForm(view);
    expect(textOf(view, 'phone-mobile-error')).to.equal('请输入手机号');
    expect(textOf(view, 'phone-code-error')).to.equal('请输入短信验证码');
    await typeInto(view, 'phone-mobile', '12345678901');
    await settle(() => byTestId(view, 'phone-send-code').click());
    expect(textOf(view, 'phone-mobile-error')).to.equal('请输入正确手机号');
    await typeInto(view, 'phone-code', '12ab');
    await submitForm(view);
    expect(textOf(view, 'phone-code-error')).to.equal('验证码为6位数字');
    expect(calls).to.deep.equal([]);
  });

  it('asks for a sign-in code and then waits 60 seconds before the next', async () => {
    const calls = routeFetch({ '/sys/sms': { status: 200, message: '验证码已发送' } });
    await typeInto(view, 'phone-mobile', '13800138000');
    await settle(() => byTestId(view, 'phone-send-code').click());
    await until(() => byTestId(view, 'phone-send-code').disabled);
    expect(calls).to.deep.equal([{ method: 'POST', path: '/sys/sms', body: { mobile: '13800138000', smsmode: '0' } }]);
    expect(textOf(view, 'phone-send-code')).to.equal('60 秒后重新获取');
    expect(textOf(view, 'phone-login-notice')).to.equal('验证码已发送，请查收短信');
    // The count goes down by the clock, a second at a time.
    await until(() => textOf(view, 'phone-send-code') !== '60 秒后重新获取');
    expect(textOf(view, 'phone-send-code')).to.equal('59 秒后重新获取');
  });

  it('shows the server refusal of a code request and keeps the button usable', async () => {
    routeFetch({ '/sys/sms': { status: 429, message: '验证码发送过于频繁，请 42 秒后再试' } });
    await typeInto(view, 'phone-mobile', '13800138000');
    await settle(() => byTestId(view, 'phone-send-code').click());
    await until(() => textOf(view, 'phone-login-error') === '验证码发送过于频繁，请 42 秒后再试');
    expect(byTestId(view, 'phone-send-code').disabled).to.equal(false);
  });

  it('signs in with the mobile and the code and starts the session', async () => {
    const calls = routeFetch({ '/sys/phoneLogin': { status: 200, result: loginResult } });
    await typeInto(view, 'phone-mobile', ' 13800138000 ');
    await typeInto(view, 'phone-code', '123456');
    await submitForm(view);
    await until(() => $session.get() !== null);
    expect(calls).to.deep.equal([{ method: 'POST', path: '/sys/phoneLogin', body: { mobile: '13800138000', captcha: '123456' } }]);
    expect($session.get()?.token).to.equal('phone-token');
    expect($session.get()?.tokenTtlMs).to.equal(604_800_000);
  });

  it('shows a wrong code as the server says it', async () => {
    routeFetch({ '/sys/phoneLogin': { status: 400, message: '短信验证码错误' } });
    await typeInto(view, 'phone-mobile', '13800138000');
    await typeInto(view, 'phone-code', '654321');
    await submitForm(view);
    await until(() => textOf(view, 'phone-login-error') === '短信验证码错误');
    expect($session.get()).to.equal(null);
  });
});

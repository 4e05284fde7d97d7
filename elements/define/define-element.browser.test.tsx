import { getBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import { expect } from 'chai';
import { apiConfig, configureApi, get, resetApiConfig } from '../../shared/api/index.ts';
import { $locale } from '../../shared/stores/locale.ts';
import { $session, endSession } from '../../shared/stores/session.ts';
import { answerApi, type StubCall } from '../../tests/browser/api-stub.ts';
import { settle, until } from '../../tests/browser/render.tsx';
import { defineElement } from './define-element.tsx';
import { useEmit } from './element-host.ts';
import type { ElementDefinition } from './element-definition.ts';
import type { DkpEvent } from './events.ts';
import '../shoelace/icon-base.ts';

interface ProbeProps {
  label?: string;
  size?: number;
  flag?: boolean;
}

/** A stand-in element: a label, a themed swatch and a button that emits an event. */
function Probe({ label = '', size = 0, flag = false }: ProbeProps) {
  const emit = useEmit();
  return (
    <div className="probe" part="base">
      <span data-label>{`${label}:${size}`}</span>
      <span data-flag>{String(flag)}</span>
      <span data-swatch style={{ color: 'var(--sl-color-primary-600)', backgroundColor: 'var(--sl-color-primary-50)' }}>x</span>
      <button onClick={() => emit('dkp-signed-in', { username: label })}>go</button>
    </div>
  );
}

const probeElement = {
  tag: 'dkp-test-probe',
  className: 'DkpTestProbe',
  summary: 'test',
  attributes: [
    { name: 'label', property: 'label', type: 'string', description: '' },
    { name: 'size', property: 'size', type: 'number', description: '' },
    { name: 'flag', property: 'flag', type: 'boolean', description: '' },
  ],
} as const satisfies ElementDefinition<ProbeProps>;

defineElement(probeElement, Probe, ['.probe { color: rgb(1, 2, 3); }']);

async function mount(attributes: Record<string, string>): Promise<HTMLElement> {
  const element = document.createElement('dkp-test-probe');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  await settle(() => document.body.append(element));
  await until(() => element.shadowRoot?.querySelector('[data-label]') != null);
  return element;
}
const inner = (element: HTMLElement, selector: string) => element.shadowRoot!.querySelector<HTMLElement>(selector)!;

describe('defineElement', () => {
  let calls: StubCall[];
  beforeEach(() => {
    calls = [];
    answerApi((call) => {
      calls.push(call);
      return call.path === '/sys/getUserInfoByToken' ? { id: 'u1', username: 'lisi', realname: '李四', avatar: '', orgCode: 'A01', tenantId: 1 } : null;
    });
  });
  afterEach(() => {
    document.querySelectorAll('dkp-test-probe').forEach((e) => e.remove());
    endSession();
    $locale.set('cn');
    resetApiConfig();
  });

  it('renders in an open shadow root and turns its own attributes into props', async () => {
    const element = await mount({ label: 'hello', size: '3' });
    expect(element.shadowRoot).to.not.equal(null);
    expect(inner(element, '[data-label]').textContent).to.equal('hello:3');
    await settle(() => element.setAttribute('label', 'again'));
    expect(inner(element, '[data-label]').textContent).to.equal('again:3');
  });

  it('takes an emptied or removed attribute: a bare boolean is on, an empty text is empty, a removed one is the default', async () => {
    const element = await mount({ label: 'hello', size: '3', flag: '' });
    expect(inner(element, '[data-flag]').textContent, 'a bare boolean attribute, as in HTML').to.equal('true');
    await settle(() => element.setAttribute('label', ''));
    expect(inner(element, '[data-label]').textContent).to.equal(':3');
    await settle(() => element.setAttribute('label', 'again'));
    await settle(() => element.removeAttribute('size'));
    expect(inner(element, '[data-label]').textContent).to.equal('again:0');
    await settle(() => element.removeAttribute('flag'));
    expect(inner(element, '[data-flag]').textContent).to.equal('false');
  });

  it('sends api-base to the API client, locale to the locale store and token into the shared session', async () => {
    await mount({ 'api-base': 'https://dkp.example.com/api/', locale: 'en', token: 'host-token' });
    expect(apiConfig().baseUrl).to.equal('https://dkp.example.com/api');
    expect($locale.get()).to.equal('en');
    await until(() => $session.get()?.userInfo.username === 'lisi');
    expect($session.get()?.token).to.equal('host-token');
    const call = calls.find((c) => c.path === '/sys/getUserInfoByToken');
    expect(call, 'reads the user of the token from the configured API').to.not.equal(undefined);
    expect(getBasePath(), "Shoelace's icons come from the DKP server").to.equal('https://dkp.example.com/shoelace');
  });

  it('ends the session when api-base moves to another origin, whose calls then carry no token', async () => {
    const sent: [string, string | null][] = [];
    const stub = apiConfig().fetch;
    configureApi({
      fetch: (input, init) => {
        sent.push([new URL(String(input), location.href).origin, new Headers(init?.headers).get('x-access-token')]);
        return stub(input, init);
      },
    });
    const element = await mount({ 'api-base': 'https://dkp.example.com/api', token: 'host-token' });
    await until(() => $session.get()?.userInfo.username === 'lisi');
    expect($session.get()?.apiOrigin).to.equal('https://dkp.example.com');
    await settle(() => element.setAttribute('api-base', 'https://dkp.example.com/gateway/api'));
    expect($session.get()?.token, 'another path on the same origin keeps the session').to.equal('host-token');
    await settle(() => element.setAttribute('api-base', 'https://elsewhere.example/api'));
    expect($session.get()).to.equal(null);
    await get('/sys/user/list');
    expect(sent).to.deep.equal([['https://dkp.example.com', 'host-token'], ['https://elsewhere.example', null]]);
  });

  it('reflects the common properties to attributes', async () => {
    const element = (await mount({})) as HTMLElement & { locale: string | null };
    element.locale = 'tc';
    expect(element.getAttribute('locale')).to.equal('tc');
    expect($locale.get()).to.equal('tc');
  });

  it('emits dkp-* events that bubble and are composed, from the host', async () => {
    const element = await mount({ label: 'zhangsan' });
    const heard: DkpEvent<'dkp-signed-in'>[] = [];
    const listener = (event: DkpEvent<'dkp-signed-in'>) => heard.push(event);
    document.addEventListener('dkp-signed-in', listener);
    await settle(() => inner(element, 'button').click());
    document.removeEventListener('dkp-signed-in', listener);
    expect(heard).to.have.length(1);
    expect(heard[0]!.detail).to.deep.equal({ username: 'zhangsan' });
    expect(heard[0]!.bubbles && heard[0]!.composed).to.equal(true);
    expect(heard[0]!.target).to.equal(element);
  });

  it("adopts the element's CSS into its shadow root only, never into the page", async () => {
    const element = await mount({});
    expect(getComputedStyle(inner(element, '.probe')).color).to.equal('rgb(1, 2, 3)');
    const shadowRules = element.shadowRoot!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    expect(shadowRules.some((rule) => rule.startsWith('.prompt'))).to.equal(true, 'the shared sign-in prompt is styled in any element');
    const outside = document.createElement('div');
    outside.className = 'probe';
    document.body.append(outside);
    expect(getComputedStyle(outside).color).to.not.equal('rgb(1, 2, 3)');
    outside.remove();
    const pageRules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    expect(pageRules.some((rule) => rule.includes('.probe') || rule.includes('--sl-color-primary-600'))).to.equal(false);
  });

  it("maps --dkp-color-primary onto Shoelace's primary palette inside the shadow root", async () => {
    const element = await mount({});
    const swatch = inner(element, '[data-swatch]');
    expect(getComputedStyle(swatch).color).to.equal('rgb(29, 58, 110)', 'the default theme colour');
    element.style.setProperty('--dkp-color-primary', '#fa541c');
    expect(getComputedStyle(swatch).color).to.equal('rgb(250, 84, 28)');
    const light = getComputedStyle(swatch).backgroundColor;
    expect(light).to.not.equal('rgb(250, 84, 28)');
    document.body.style.setProperty('--dkp-color-primary', '#13c2c2');
    element.style.removeProperty('--dkp-color-primary');
    expect(getComputedStyle(swatch).color).to.equal('rgb(19, 194, 194)', 'inherited from the page too');
    document.body.style.removeProperty('--dkp-color-primary');
  });
});

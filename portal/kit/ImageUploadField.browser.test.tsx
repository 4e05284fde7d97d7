// The theme, as the portal loads it: the sizes of the controls are checked on a phone.
import '@shoelace-style/shoelace/dist/themes/light.css';
import { expect } from 'chai';
import { useState } from 'react';
import { configureApi, resetApiConfig } from '../../shared/api/index.ts';
import { $loadedLocale, startLocalization } from '../../shared/i18n/index.ts';
import { $locale, endSession, startSession } from '../../shared/stores/index.ts';
import { byTestId, render, settle, textOf, until, type Rendered } from '../../tests/browser/render.tsx';
import { resetViewport, setViewport } from '../../tests/browser/viewport.ts';
import { ImageUploadField } from './ImageUploadField.tsx';

// A real 1 × 1 PNG.
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

interface Sent { path: string; biz: FormDataEntryValue | null; file: File | null }
let sent: Sent[];
let changes: string[];
/** Settles the answer of the call in flight. */
let answer: (response: Response | Error) => void;

/** Each call waits for `answer(...)`, so the test sees the field while it uploads. */
function serveByHand() {
  configureApi({
    baseUrl: '/api',
    fetch: (input, init) => {
      const form = init?.body as FormData;
      sent.push({ path: new URL(String(input), location.href).pathname, biz: form.get('biz'), file: form.get('file') as File | null });
      return new Promise<Response>((resolve, reject) => {
        answer = (response) => (response instanceof Error ? reject(response) : resolve(response));
      });
    },
  });
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Form({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <ImageUploadField label="头像" value={value} biz="avatar" id="user-avatar" onChange={(v) => { changes.push(v); setValue(v); }} />;
}

const status = (view: Rendered) => byTestId(view, 'user-avatar-status').dataset.status;
const preview = (view: Rendered) => (byTestId(view, 'user-avatar-preview') as unknown as { image: string }).image;
async function choose(view: Rendered, file: File) {
  await settle(() => {
    const input = byTestId(view, 'user-avatar-input') as unknown as HTMLInputElement;
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
const png = (name = 'me.png') => new File([PNG], name, { type: 'image/png' });

describe('ImageUploadField', () => {
  let view: Rendered | undefined;
  before(() => startLocalization());
  beforeEach(() => {
    sent = [];
    changes = [];
    serveByHand();
    startSession({ token: 'tok-1', tokenTtlMs: 1_800_000, userInfo: { id: 'u-1', username: 'admin', realname: '', avatar: '', orgCode: '', tenantId: 1 }, sysAllDictItems: {} } as never);
  });
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    await settle(() => $locale.set('cn'));
    await resetViewport();
    resetApiConfig();
    endSession();
  });

  it('uploads a PNG as `file` with its folder: uploading, then done; the value becomes the answer\'s path and shows', async () => {
    view = await render(<Form />);
    expect(preview(view)).to.equal('');
    expect(textOf(view, 'user-avatar-upload')).to.equal('点击上传');
    expect(byTestId(view, 'user-avatar-remove')).to.equal(null);

    await choose(view, png());
    expect(status(view)).to.equal('uploading');
    expect(textOf(view, 'user-avatar-status')).to.contain('上传中');
    expect(byTestId(view, 'user-avatar-upload').disabled).to.equal(true);
    expect(sent).to.have.length(1);
    expect(sent[0]!.path).to.equal('/api/sys/common/upload');
    expect(sent[0]!.biz).to.equal('avatar');
    expect(sent[0]!.file!.name).to.equal('me.png');
    expect(changes, 'the value changes only when done').to.deep.equal([]);

    await settle(() => answer(json(200, { success: true, code: 200, message: 'avatar/0123456789abcdef0123456789abcdef.png', result: null, timestamp: 0 })));
    await until(() => status(view!) === 'done');
    expect(textOf(view, 'user-avatar-status')).to.equal('上传完成');
    expect(changes).to.deep.equal(['avatar/0123456789abcdef0123456789abcdef.png']);
    expect(preview(view)).to.equal('/api/sys/common/static/avatar/0123456789abcdef0123456789abcdef.png');
    expect(textOf(view, 'user-avatar-upload')).to.equal('更换');
  });

  // Moved from tests/e2e/user-avatar-languages.spec.ts (issue 23): the upload to the real server is users.spec.ts's, in cn.
  for (const [locale, words] of Object.entries({ en: { upload: 'Click to upload', done: 'Upload complete', change: 'Change' }, tc: { upload: '點擊上傳', done: '上傳完成', change: '更換' } })) {
    it(`speaks ${locale}: click to upload, upload complete and change`, async () => {
      await settle(() => $locale.set(locale as 'en' | 'tc'));
      await until(() => $loadedLocale.get() === locale);
      view = await render(<Form />);
      expect(textOf(view, 'user-avatar-upload')).to.equal(words.upload);
      await choose(view, png());
      await settle(() => answer(json(200, { success: true, code: 200, message: 'avatar/a.png', result: null, timestamp: 0 })));
      await until(() => status(view!) === 'done');
      expect(textOf(view, 'user-avatar-status')).to.equal(words.done);
      expect(textOf(view, 'user-avatar-upload')).to.equal(words.change);
    });
  }

  it('shows the server\'s message when success is false, and "unknown error" when it gave none; the value stays', async () => {
    view = await render(<Form initial="avatar/old.png" />);
    await choose(view, png());
    await settle(() => answer(json(400, { success: false, code: 400, message: '只能上传 PNG、JPEG、GIF 或 WebP 格式的图片', result: null, timestamp: 0 })));
    await until(() => status(view!) === 'error');
    expect(textOf(view, 'user-avatar-status')).to.equal('上传失败：只能上传 PNG、JPEG、GIF 或 WebP 格式的图片');
    expect(byTestId(view, 'user-avatar-status').getAttribute('role')).to.equal('alert');
    expect(changes).to.deep.equal([]);
    expect(preview(view)).to.equal('/api/sys/common/static/avatar/old.png');

    await choose(view, png());
    await settle(() => answer(json(200, { success: false, code: 500, result: null, timestamp: 0 })));
    await until(() => textOf(view!, 'user-avatar-status') === '上传失败：未知错误');
    expect(changes).to.deep.equal([]);
  });

  it('says a network failure in the user\'s language, and lets them try again', async () => {
    view = await render(<Form />);
    await settle(() => $locale.set('en'));
    await choose(view, png());
    await settle(() => answer(new TypeError('Failed to fetch')));
    await until(() => status(view!) === 'error');
    expect(textOf(view, 'user-avatar-status')).to.match(/^Upload failed: \S/);
    expect(byTestId(view, 'user-avatar-upload').disabled).to.equal(false);
    await choose(view, png());
    await settle(() => answer(json(200, { success: true, code: 200, message: 'avatar/a.png', result: null, timestamp: 0 })));
    await until(() => status(view!) === 'done');
    expect(textOf(view, 'user-avatar-status')).to.equal('Upload complete');
  });

  it('refuses an SVG or a picture over 2 MB before sending it', async () => {
    view = await render(<Form />);
    await choose(view, new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(textOf(view, 'user-avatar-status')).to.equal('上传失败：只能上传 PNG、JPEG、GIF 或 WebP 格式的图片');
    await choose(view, new File([new Uint8Array(2 * 2 ** 20 + 1)], 'big.png', { type: 'image/png' }));
    expect(textOf(view, 'user-avatar-status')).to.equal('上传失败：图片不能超过 2 MB');
    expect(sent).to.deep.equal([]);
  });

  it('removes the picture: the value is cleared and the remove button goes', async () => {
    view = await render(<Form initial="avatar/old.png" />);
    await settle(() => byTestId(view!, 'user-avatar-remove').click());
    expect(changes).to.deep.equal(['']);
    expect(preview(view)).to.equal('');
    expect(byTestId(view, 'user-avatar-remove')).to.equal(null);
  });

  it('fits a 390 px phone with its buttons side by side or wrapped, nothing cut', async () => {
    await setViewport(390, 844);
    view = await render(<Form initial="avatar/old.png" />, { width: '340px' });
    const box = view.host.getBoundingClientRect();
    for (const id of ['user-avatar-preview', 'user-avatar-upload', 'user-avatar-remove']) {
      const rect = byTestId(view, id).getBoundingClientRect();
      expect(rect.right, id).to.be.at.most(box.right + 0.5);
      expect(rect.height, `${id} is a touch target`).to.be.at.least(32);
    }
  });
});

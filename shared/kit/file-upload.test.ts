import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { configureApi, resetApiConfig } from '../api/index.ts';
import { fileUrl, imageFileProblem, readUploadReply, shortFileName, uploadFile } from './file-upload.ts';

const envelope = (success: unknown, message: unknown, extra: object = {}) => ({ success, code: 200, message, result: null, timestamp: 0, ...extra });

describe('file upload', () => {
  afterEach(() => resetApiConfig());

  test('reads the answer by widgets-admin §4: success false is an error with its message; else the path of the response field', () => {
    assert.deepEqual(readUploadReply(envelope(true, 'avatar/a.png')), { status: 'done', path: 'avatar/a.png' });
    assert.deepEqual(readUploadReply(envelope(false, '只能上传图片')), { status: 'error', message: '只能上传图片' });
    assert.deepEqual(readUploadReply(envelope(false, undefined)), { status: 'error', message: '' }, 'the caller says unknown error');
    // No boolean success: the path is read all the same.
    assert.deepEqual(readUploadReply({ message: 'x/y.gif' }), { status: 'done', path: 'x/y.gif' });
    assert.deepEqual(readUploadReply({ success: true, url: 'u/v.png', message: 'ok' }, 'url'), { status: 'done', path: 'u/v.png' });
    assert.deepEqual(readUploadReply(envelope(true, '')), { status: 'error', message: '' });
    assert.deepEqual(readUploadReply(null), { status: 'error', message: '' });
    // DKP's answer also names the stored file's id (the popup's result carries it).
    assert.deepEqual(readUploadReply(envelope(true, 'temp/a.pdf', { result: { id: 'f-1', path: 'temp/a.pdf' } })), { status: 'done', path: 'temp/a.pdf', id: 'f-1' });
  });

  test('shortens a name in upload lists to its first 5 characters (widgets-admin §9), counting characters, not UTF-16 units', () => {
    assert.equal(shortFileName('季度报告书.pdf'), '季度报告书…');
    assert.equal(shortFileName('a.pdf'), 'a.pdf');
    assert.equal(shortFileName('abcdef'), 'abcde…');
    assert.equal(shortFileName('😀😀😀😀😀😀'), '😀😀😀😀😀…');
  });

  test('checks an image before it is sent: one of the four types, at most 2 MB', () => {
    assert.equal(imageFileProblem({ type: 'image/png', size: 10 }), null);
    assert.equal(imageFileProblem({ type: 'image/webp', size: 2 * 2 ** 20 }), null);
    assert.equal(imageFileProblem({ type: 'image/jpeg', size: 2 * 2 ** 20 + 1 }), 'size');
    for (const type of ['image/svg+xml', 'text/html', '', 'application/pdf']) assert.equal(imageFileProblem({ type, size: 10 }), 'type', type);
  });

  test('shows a stored path under the API\'s static files, an http(s) address as it is, and no other scheme', () => {
    configureApi({ baseUrl: 'https://api.example.com/dkp/' });
    assert.equal(fileUrl('avatar/ab12.png'), 'https://api.example.com/dkp/sys/common/static/avatar/ab12.png');
    assert.equal(fileUrl('/temp/头像 1.png'), `https://api.example.com/dkp/sys/common/static/temp/${encodeURIComponent('头像 1.png')}`);
    assert.equal(fileUrl('https://cdn.example.com/a.png'), 'https://cdn.example.com/a.png');
    for (const value of ['', '  ', null, undefined, 'javascript:alert(1)', 'data:image/svg+xml,<svg/>']) assert.equal(fileUrl(value), '', String(value));
  });

  test('sends the file as `file` with its folder, and turns no answer into an error with the client\'s message', async () => {
    let sent: FormData | null = null;
    configureApi({ baseUrl: '/api', pageUrl: () => 'http://portal.test/', fetch: async (_url, init) => {
      sent = init?.body as FormData;
      return new Response(JSON.stringify(envelope(true, 'avatar/p.png')), { headers: { 'content-type': 'application/json' } });
    } });
    assert.deepEqual(await uploadFile(new File(['x'], 'p.png', { type: 'image/png' }), 'avatar'), { status: 'done', path: 'avatar/p.png' });
    assert.equal(sent!.get('biz'), 'avatar');
    assert.equal((sent!.get('file') as File).name, 'p.png');

    configureApi({ fetch: async () => new Response(JSON.stringify(envelope(false, 'Only PNG, JPEG, GIF or WebP images can be uploaded', { code: 400 })), { status: 400, headers: { 'content-type': 'application/json' } }) });
    assert.deepEqual(await uploadFile(new File(['x'], 'a.svg'), 'avatar'), { status: 'error', message: 'Only PNG, JPEG, GIF or WebP images can be uploaded' });

    configureApi({ fetch: async () => { throw new TypeError('Failed to fetch'); } });
    const failed = await uploadFile(new File(['x'], 'p.png'), 'avatar');
    assert.equal(failed.status, 'error');
    assert.ok(failed.status === 'error' && failed.message.length > 0);
  });
});

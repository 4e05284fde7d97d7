import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AnnouncementAdmin } from '../schemas/announcement.ts';
import { EMPTY_ANNOUNCEMENT_FORM, announcementFormErrors, announcementFormOf, announcementInputOf, fromLocalInput, toLocalInput } from './announcement-form.ts';

const FORM = { ...EMPTY_ANNOUNCEMENT_FORM, titile: '放假通知' };

test('§5: specified users must not be empty, and the start must come before the end', () => {
  assert.deepEqual(announcementFormErrors(FORM), {});
  assert.deepEqual(announcementFormErrors({ ...FORM, msgType: 'USER' }), { userIds: '指定用户不能为空' });
  assert.deepEqual(announcementFormErrors({ ...FORM, msgType: 'USER', userIds: ['u1'] }), {});
  for (const [startTime, endTime] of [['2026-05-02T09:00', '2026-05-01T09:00'], ['2026-05-01T09:00', '2026-05-01T09:00']]) {
    assert.deepEqual(announcementFormErrors({ ...FORM, startTime: startTime!, endTime: endTime! }), { endTime: '开始时间必须早于结束时间' });
  }
  // One bound alone is a window open on the other side.
  assert.deepEqual(announcementFormErrors({ ...FORM, startTime: '2026-05-02T09:00' }), {});
});

test('a title is required and limited; a url link needs a portal path or an http(s) address', () => {
  assert.deepEqual(announcementFormErrors({ ...FORM, titile: '  ' }), { titile: '请输入标题' });
  assert.deepEqual(announcementFormErrors({ ...FORM, titile: 'x'.repeat(101) }), { titile: '长度不能超过 100 个字符' });
  for (const bad of ['', 'isps/x', '//evil.example.com', 'javascript:alert(1)', '/\\evil.example', '/..//evil.example', '/a b', 'https:evil.example']) {
    assert.equal(announcementFormErrors({ ...FORM, openType: 'url', openPage: bad }).openPage, '跳转地址须为以 / 开头的门户路径或 http(s) 地址', bad);
  }
  for (const bad of ['', 'Detail', 'https://dkp.example.com/a', '//evil.example']) {
    assert.equal(announcementFormErrors({ ...FORM, openType: 'component', openPage: bad }).openPage, '门户组件的打开页面须为以 / 开头的门户路径', bad);
  }
  assert.deepEqual(announcementFormErrors({ ...FORM, openType: 'component', openPage: ' /isps/userAnnouncement ' }), {});
  for (const good of ['/isps/userAnnouncement', 'https://dkp.example.com/a']) {
    assert.deepEqual(announcementFormErrors({ ...FORM, openType: 'url', openPage: good }), {}, good);
  }
});

test('the body trims, sends users only for a specified audience and the link only with an open type', () => {
  const input = announcementInputOf({
    ...FORM, titile: ' 放假通知 ', userIds: ['u1'], openPage: '/x', busId: 'b', startTime: '2026-05-01T09:00', endTime: '',
  });
  assert.deepEqual(input, {
    titile: '放假通知', sender: '', priority: 'L', msgCategory: '1', msgContent: '', msgType: 'ALL', userIds: [],
    startTime: new Date('2026-05-01T09:00').toISOString(), endTime: null, openType: null, openPage: '', busId: '',
  });
  assert.deepEqual(announcementInputOf({ ...FORM, msgType: 'USER', userIds: ['u1'], openType: 'component', openPage: ' Detail ', busId: ' 42 ' }),
    { ...announcementInputOf(FORM), msgType: 'USER', userIds: ['u1'], openType: 'component', openPage: 'Detail', busId: '42' });
});

test('stored times come back to the dialog as the local datetime-local values they were typed as', () => {
  assert.equal(toLocalInput(fromLocalInput('2026-05-01T09:30')), '2026-05-01T09:30');
  assert.equal(toLocalInput(null), '');
  assert.equal(fromLocalInput(''), null);
  const stored: AnnouncementAdmin = {
    id: 'a', titile: 't', msgContent: '<p>c</p>', sender: 's', priority: 'H', msgCategory: '2', msgType: 'USER', userIds: ['u1'],
    startTime: fromLocalInput('2026-05-01T09:30'), endTime: null, sendStatus: '2', openType: 'url', openPage: '/x', busId: '',
    createBy: 'admin', createTime: '2026-01-01T00:00:00Z', sendTime: null, revokeTime: null,
  };
  assert.deepEqual(announcementFormOf(stored), {
    titile: 't', sender: 's', priority: 'H', msgCategory: '2', msgContent: '<p>c</p>', msgType: 'USER', userIds: ['u1'],
    startTime: '2026-05-01T09:30', endTime: '', openType: 'url', openPage: '/x', busId: '',
  });
});

import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlRadio from '@shoelace-style/shoelace/dist/react/radio/index.js';
import SlRadioGroup from '@shoelace-style/shoelace/dist/react/radio-group/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import SlTextarea from '@shoelace-style/shoelace/dist/react/textarea/index.js';
import type { CSSProperties } from 'react';
import type { AnnouncementForm } from '../../shared/admin/index.ts';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_CATEGORIES, ANNOUNCEMENT_OPEN_TYPES, ANNOUNCEMENT_PRIORITIES, ANNOUNCEMENT_TITLE_MAX } from '../../shared/schemas/announcement.ts';
import { FieldError } from '../account/FieldError.tsx';
import { categoryText, priorityText } from './announcement-texts.ts';
import type { useAnnouncementForm } from './use-announcement-form.ts';
import { useTenantUsers } from './use-tenant-users.ts';

const valueOf = (event: Event) => (event.target as HTMLInputElement).value;
const openTypeText = (type: AnnouncementForm['openType']) => ({ '': msg('无'), url: msg('链接地址'), component: msg('门户组件') })[type];

/**
 * The add/edit dialog of an announcement (widgets-admin §2 "announcements"): title, sender,
 * priority, category, HTML content, audience (everybody or chosen users of the tenant),
 * optional time window and the page 'go handle' opens. Messages of §5 show under their fields,
 * the server's refusal above the buttons.
 */
export function AnnouncementDialog({ state }: { state: ReturnType<typeof useAnnouncementForm> }) {
  const { mode, form, errors, refusal, saving, close, edit, save } = state;
  const open = mode.kind !== 'closed';
  const { users, failure: usersFailure } = useTenantUsers(open);
  const forUsers = form.msgType === ANNOUNCEMENT_AUDIENCES.users;

  return (
    <SlDialog label={mode.kind === 'edit' ? msg('编辑通告') : msg('新增通告')} open={open} style={{ '--width': '640px' } as CSSProperties}
      data-testid="announcement-dialog" onSlAfterHide={(event) => event.target === event.currentTarget && close()}>
      <form className="admin-form" noValidate data-testid="announcement-form" onSubmit={(event) => { event.preventDefault(); void save(); }}>
        <SlInput label={msg('标题')} required maxlength={ANNOUNCEMENT_TITLE_MAX} value={form.titile} data-testid="announcement-title"
          onSlInput={(event) => edit('titile', valueOf(event))} />
        <FieldError id="announcement-title" message={errors.titile} />
        <SlInput label={msg('发布人')} value={form.sender} helpText={msg('留空则为您的姓名')} data-testid="announcement-sender"
          onSlInput={(event) => edit('sender', valueOf(event))} />
        <div className="admin-row">
          <SlSelect label={msg('优先级')} value={form.priority} data-testid="announcement-priority"
            onSlChange={(event) => edit('priority', valueOf(event) as AnnouncementForm['priority'])}>
            {ANNOUNCEMENT_PRIORITIES.map((p) => <SlOption key={p} value={p}>{priorityText(p)}</SlOption>)}
          </SlSelect>
          <SlSelect label={msg('消息类型')} value={form.msgCategory} data-testid="announcement-category"
            onSlChange={(event) => edit('msgCategory', valueOf(event) as AnnouncementForm['msgCategory'])}>
            {Object.values(ANNOUNCEMENT_CATEGORIES).map((c) => <SlOption key={c} value={c}>{categoryText(c)}</SlOption>)}
          </SlSelect>
        </div>
        <SlTextarea label={msg('内容')} rows={6} value={form.msgContent} data-testid="announcement-content"
          helpText={msg('可使用 HTML；保存时服务器会清理，只保留基本格式、列表、表格、链接和图片')}
          onSlInput={(event) => edit('msgContent', valueOf(event))} />
        <SlRadioGroup label={msg('通告对象')} value={form.msgType} data-testid="announcement-audience"
          onSlChange={(event) => edit('msgType', valueOf(event) as AnnouncementForm['msgType'])}>
          <SlRadio value={ANNOUNCEMENT_AUDIENCES.all} data-testid="announcement-audience-all">{msg('全体用户')}</SlRadio>
          <SlRadio value={ANNOUNCEMENT_AUDIENCES.users} data-testid="announcement-audience-users">{msg('指定用户')}</SlRadio>
        </SlRadioGroup>
        {forUsers ? (
          <SlSelect label={msg('指定用户')} multiple clearable maxOptionsVisible={5} value={form.userIds} placeholder={msg('请选择用户')}
            hoist data-testid="announcement-users" onSlChange={(event) => edit('userIds', (event.target as unknown as { value: string[] }).value)}>
            {users.map((user) => <SlOption key={user.id} value={user.id}>{user.realname ? `${user.realname} (${user.username})` : user.username}</SlOption>)}
          </SlSelect>
        ) : null}
        <FieldError id="announcement-users" message={forUsers ? (errors.userIds ?? usersFailure) : null} />
        <div className="admin-row">
          <SlInput type="datetime-local" label={msg('开始时间')} value={form.startTime} data-testid="announcement-start"
            onSlInput={(event) => edit('startTime', valueOf(event))} onSlChange={(event) => edit('startTime', valueOf(event))} />
          <SlInput type="datetime-local" label={msg('结束时间')} value={form.endTime} data-testid="announcement-end"
            onSlInput={(event) => edit('endTime', valueOf(event))} onSlChange={(event) => edit('endTime', valueOf(event))} />
        </div>
        <FieldError id="announcement-end" message={errors.endTime} />
        <div className="admin-row">
          <SlSelect label={msg('打开方式')} value={form.openType || 'none'} data-testid="announcement-open-type"
            onSlChange={(event) => edit('openType', valueOf(event) === 'none' ? '' : valueOf(event) as AnnouncementForm['openType'])}>
            {(['', ...ANNOUNCEMENT_OPEN_TYPES] as const).map((t) => <SlOption key={t || 'none'} value={t || 'none'}>{openTypeText(t)}</SlOption>)}
          </SlSelect>
          {form.openType ? (
            <SlInput label={msg('打开页面')} value={form.openPage} placeholder="/isps/userAnnouncement" data-testid="announcement-open-page"
              onSlInput={(event) => edit('openPage', valueOf(event))} />
          ) : null}
          {form.openType ? (
            <SlInput label={msg('业务 ID')} value={form.busId} data-testid="announcement-bus-id" onSlInput={(event) => edit('busId', valueOf(event))} />
          ) : null}
        </div>
        <FieldError id="announcement-open-page" message={errors.openPage} />
        {refusal ? <div className="field-error" role="alert" data-testid="announcement-refusal">{refusal}</div> : null}
      </form>
      <SlButton slot="footer" onClick={close} data-testid="announcement-cancel">{msg('取消')}</SlButton>
      <SlButton slot="footer" variant="primary" loading={saving} onClick={() => void save()} data-testid="announcement-save">{msg('保存')}</SlButton>
    </SlDialog>
  );
}

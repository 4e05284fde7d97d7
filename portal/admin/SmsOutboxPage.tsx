import { msg } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../shared/format/index.ts';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import { usePermission } from '../../shared/permissions/index.ts';
import { PERMISSION_CODES } from '../../shared/schemas/index.ts';
import { mobileRule } from '../../shared/validation/index.ts';
import { FieldError } from '../account/FieldError.tsx';
import { ListLoadingRow } from '../components/ListLoadingRow.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { TableScroll } from '../components/TableScroll.tsx';
import { PageView, type MenuPageProps } from '../pages/MenuPage.tsx';
import { useSmsOutbox } from './use-sms-outbox.ts';
import './admin.css';

/**
 * The SMS outbox: the codes the default gateway "sent" (phone sign-in, register, reset),
 * newest first, paged, filtered by mobile. Only for holders of `system:sms:outbox`.
 */
export function SmsOutboxPage({ meta }: MenuPageProps) {
  const locale = useLocale();
  const allowed = usePermission(PERMISSION_CODES.smsOutbox);
  const { request, page, loading, firstLoad, failure, turn, search } = useSmsOutbox(allowed);
  const [mobile, setMobile] = useState('');
  const [mobileError, setMobileError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    // The filter is optional; a number given must be a whole mobile, as the API matches exactly.
    const message = mobile.trim() ? mobileRule(mobile) : null;
    setMobileError(message);
    if (!message) search(mobile.trim());
  }

  function reset() {
    setMobile('');
    setMobileError(null);
    search('');
  }

  if (!allowed) {
    return (
      <PageView title={menuTitle(meta, locale)}>
        <SlAlert variant="warning" open data-testid="outbox-forbidden">{msg('抱歉，您无权查看短信发件箱。')}</SlAlert>
      </PageView>
    );
  }

  return (
    <PageView title={menuTitle(meta, locale)}>
      <form className="admin-filter" noValidate onSubmit={submit} data-testid="outbox-filter">
        <SlInput label={msg('手机号')} type="tel" value={mobile} placeholder={msg('请输入手机号')} data-testid="outbox-mobile"
          onSlInput={(event) => { setMobile((event.target as HTMLInputElement).value); setMobileError(null); }} />
        <SlButton type="submit" variant="primary" data-testid="outbox-search">{msg('查询')}</SlButton>
        <SlButton onClick={reset} data-testid="outbox-reset">{msg('重置')}</SlButton>
      </form>
      <FieldError id="outbox-mobile" message={mobileError} />
      <SlAlert variant="danger" open={failure !== null}><span data-testid="outbox-failure">{failure}</span></SlAlert>
      <TableScroll>
        <table className="admin-table" data-testid="outbox-table" aria-busy={loading}>
          <thead>
            <tr><th>{msg('发送时间')}</th><th>{msg('手机号')}</th><th>{msg('短信内容')}</th></tr>
          </thead>
          <tbody>
            {page.records.map((record) => (
              <tr key={record.id} data-testid="outbox-row">
                <td className="nowrap">{formatDateTime(new Date(record.createTime))}</td>
                <td className="nowrap">{record.mobile}</td>
                <td>{record.content}</td>
              </tr>
            ))}
            {firstLoad ? <ListLoadingRow columns={3} /> : null}
            {page.records.length === 0 && !loading ? (
              <tr><td colSpan={3} className="admin-empty" data-testid="outbox-empty">{msg('暂无数据')}</td></tr>
            ) : null}
          </tbody>
        </table>
      </TableScroll>
      {firstLoad ? null : <Pagination pageNo={request.pageNo} pageSize={request.pageSize} total={page.total} onChange={turn} />}
    </PageView>
  );
}

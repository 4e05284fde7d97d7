import { msg } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import { useSearchParams } from 'react-router';
import { AnnouncementDetail, PriorityTag, handleOf, useAnnouncementOpener } from '../../elements/announcements/index.ts';
import { READ_FILTERS, type ReadFilter } from '../../shared/announcements/index.ts';
import { formatDateTime } from '../../shared/format/index.ts';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import { ANNOUNCEMENT_CATEGORIES, type AnnouncementCategory } from '../../shared/schemas/announcement.ts';
import '../admin/admin.css';
import { ListLoadingRow } from '../components/ListLoadingRow.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { TableScroll } from '../components/TableScroll.tsx';
import { PageView, type MenuPageProps } from '../pages/MenuPage.tsx';
import { useHandleAnnouncement } from './use-handle-announcement.ts';
import { useMyAnnouncements } from './use-my-announcements.ts';

const CATEGORIES: readonly string[] = Object.values(ANNOUNCEMENT_CATEGORIES);
const ALL = 'all';

/**
 * The user's announcements (portal-shell §2.1 /isps/userAnnouncement): every announcement
 * that reaches them, read and unread, filtered by read state and category, paged; a title
 * opens the same detail as the top bar's popover and marks it read.
 */
export function UserAnnouncementPage({ meta }: MenuPageProps) {
  const locale = useLocale();
  const [params] = useSearchParams();
  const category = params.get('msgCategory');
  const { request, page, loading, firstLoad, failure, turn, filter } = useMyAnnouncements(
    CATEGORIES.includes(category ?? '') ? { msgCategory: category as AnnouncementCategory } : {},
  );
  const handle = useHandleAnnouncement();
  const opener = useAnnouncementOpener(handle);
  const readLabels: Record<ReadFilter, string> = { '2': msg('全部'), '0': msg('未读'), '1': msg('已读') };
  const categoryLabels: Record<AnnouncementCategory, string> = { '1': msg('通知公告'), '2': msg('系统消息') };
  const value = (event: Event) => (event.target as HTMLSelectElement).value;

  return (
    <PageView title={menuTitle(meta, locale)}>
      <div className="admin-filter" data-testid="my-announcements-filter">
        <SlSelect label={msg('阅读状态')} value={request.readFlag} data-testid="my-announcements-read"
          onSlChange={(event) => filter({ readFlag: value(event) as ReadFilter })}>
          {READ_FILTERS.map((flag) => <SlOption key={flag} value={flag}>{readLabels[flag]}</SlOption>)}
        </SlSelect>
        <SlSelect label={msg('消息类型')} value={request.msgCategory ?? ALL} data-testid="my-announcements-category"
          onSlChange={(event) => {
            const chosen = value(event);
            filter({ msgCategory: chosen === ALL ? undefined : (chosen as AnnouncementCategory) });
          }}>
          <SlOption value={ALL}>{msg('全部')}</SlOption>
          {Object.values(ANNOUNCEMENT_CATEGORIES).map((c) => <SlOption key={c} value={c}>{categoryLabels[c]}</SlOption>)}
        </SlSelect>
      </div>
      <SlAlert variant="danger" open={failure !== null}><span data-testid="my-announcements-failure">{failure}</span></SlAlert>
      <TableScroll>
        <table className="admin-table" data-testid="my-announcements-table" aria-busy={loading}>
          <thead>
            <tr><th>{msg('标题')}</th><th>{msg('消息类型')}</th><th>{msg('优先级')}</th><th>{msg('发布人')}</th><th>{msg('发布时间')}</th><th>{msg('阅读状态')}</th></tr>
          </thead>
          <tbody>
            {page.records.map((record) => (
              <tr key={record.id} data-testid="my-announcement-row" data-id={record.id} data-read={record.readFlag}>
                <td>
                  <button type="button" className="dkp-annc-link" data-testid="my-announcement-open" onClick={() => opener.open(record)}>{record.titile}</button>
                </td>
                <td className="nowrap">{categoryLabels[record.msgCategory]}</td>
                <td><PriorityTag priority={record.priority} /></td>
                <td className="nowrap">{record.sender}</td>
                <td className="nowrap">{record.sendTime ? formatDateTime(record.sendTime) : ''}</td>
                <td className="nowrap">{record.readFlag === '1' ? msg('已读') : msg('未读')}</td>
              </tr>
            ))}
            {firstLoad ? <ListLoadingRow columns={6} /> : null}
            {page.records.length === 0 && !loading ? (
              <tr><td colSpan={6} className="admin-empty" data-testid="my-announcements-empty">{msg('暂无数据')}</td></tr>
            ) : null}
          </tbody>
        </table>
      </TableScroll>
      {firstLoad ? null : <Pagination pageNo={request.pageNo} pageSize={request.pageSize} total={page.total} onChange={turn} />}
      <AnnouncementDetail announcement={opener.shown} failure={opener.failure} onClose={opener.close}
        onHandle={(shown) => {
          opener.close();
          const request = handleOf(shown);
          if (request) handle(request);
        }} />
    </PageView>
  );
}

import { msg, str } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlRadio from '@shoelace-style/shoelace/dist/react/radio/index.js';
import SlRadioGroup from '@shoelace-style/shoelace/dist/react/radio-group/index.js';
import type { CSSProperties } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import { MATCH_TYPES, type MatchType } from '../../shared/kit/query-rules.ts';
import { ConfirmPrompt } from './ConfirmPrompt.tsx';
import { NamePrompt } from './NamePrompt.tsx';
import { QueryConditionRow } from './QueryConditionRow.tsx';
import { matchText } from './query-texts.ts';
import { SavedQueryList } from './SavedQueryList.tsx';
import { useAdvancedQuery, type AdvancedQueryInput, type QueryQuestion } from './use-advanced-query.ts';
import './kit-dialogs.css';

/** Props of {@link AdvancedQueryModal}. */
export type AdvancedQueryModalProps = AdvancedQueryInput;

const questionText = (q: QueryQuestion | null) =>
  q?.kind === 'overwrite' ? msg(str`已存在名为「${q.title}」的查询，是否覆盖？`)
    : q?.kind === 'delete' ? msg(str`确定删除查询「${q.title}」吗？`) : '';

/**
 * The advanced query (widgets-admin §2, §5, §9): a 1000 px dialog (the full width on a phone)
 * of conditions (field, rule, value) combined by and/or, with query, reset and save, and the
 * page's saved queries beside them. `onQuery` receives the complete conditions; reset hands
 * an empty query, which clears the list's active flag.
 *
 * @param open Whether the dialog shows; `onClose` is called when it should close.
 * @param fields The resource's fields; those with `query: true` are offered.
 * @param pageKey The page whose saved queries these are (e.g. the resource's `page`).
 * @param value The query in force, shown when the dialog opens.
 */
export function AdvancedQueryModal(props: AdvancedQueryModalProps) {
  const locale = useLocale();
  const q = useAdvancedQuery(props);
  const asking = q.question;
  return (
    <>
      <SlDialog label={msg('高级查询')} open={props.open} className="kit-dialog" style={{ '--width': '1000px' } as CSSProperties}
        data-testid="advanced-query" onSlAfterHide={(event) => event.target === event.currentTarget && props.open && props.onClose()}>
        <div className="kit-query-body">
          <div className="kit-query-main">
            <SlRadioGroup label={msg('匹配方式')} value={q.matchType} data-testid="query-match"
              onSlChange={(event) => q.setMatchType((event.target as HTMLInputElement).value as MatchType)}>
              {MATCH_TYPES.map((m) => <SlRadio key={m} value={m} data-testid={`query-match-${m}`}>{matchText(m)}</SlRadio>)}
            </SlRadioGroup>
            {q.fields.length === 0 ? <p className="admin-hint" data-testid="query-no-fields">{msg('没有可查询的字段')}</p> : null}
            {q.rows.map((row) => (
              <QueryConditionRow key={row.id} row={row} fields={q.fields} locale={locale} canRemove={q.rows.length > 1}
                onField={(field) => q.changeField(row.id, field)} onChange={(patch) => q.changeRow(row.id, patch)}
                onRemove={() => q.removeRow(row.id)} />
            ))}
            <SlButton size="small" disabled={!q.canAdd || q.fields.length === 0} data-testid="query-add" onClick={q.addRow}>
              {msg('添加条件')}
            </SlButton>
          </div>
          <SavedQueryList queries={q.saved} onLoad={q.load} onDelete={q.askDelete} />
        </div>
        <SlButton slot="footer" data-testid="query-save" onClick={q.save}>{msg('保存')}</SlButton>
        <SlButton slot="footer" data-testid="query-reset" onClick={q.reset}>{msg('重置')}</SlButton>
        <SlButton slot="footer" variant="primary" data-testid="query-submit" onClick={q.query}>{msg('查询')}</SlButton>
      </SlDialog>
      <NamePrompt open={props.open && asking?.kind === 'name'} onName={q.name} onCancel={q.cancelQuestion} />
      <ConfirmPrompt open={props.open && (asking?.kind === 'overwrite' || asking?.kind === 'delete')} text={questionText(asking)}
        danger={asking?.kind === 'delete'} testId="query-confirm" onConfirm={q.confirm} onCancel={q.cancelQuestion} />
    </>
  );
}

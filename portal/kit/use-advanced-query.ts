import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import {
  completeConditions, emptyRow, EMPTY_QUERY, queryFields, rowsFromConditions, withField,
  type AdvancedQuery, type FieldMap, type QueryRow,
} from '../../shared/kit/advanced-query.ts';
import { MAX_QUERY_CONDITIONS, type MatchType, type SavedQuery } from '../../shared/kit/query-rules.ts';
import { deleteSavedQuery, findSavedQuery, keepSavedQuery, savedQueriesStore } from '../../shared/kit/saved-queries.ts';
import { $session } from '../../shared/stores/index.ts';
import { notify } from '../components/notify.ts';

/** What the advanced query is asking the user: a name to save under, or to confirm an overwrite or a deletion. */
export type QueryQuestion = { kind: 'name' } | { kind: 'overwrite'; title: string } | { kind: 'delete'; title: string };

/** What the advanced query needs from its page. */
export interface AdvancedQueryInput {
  open: boolean;
  fields: FieldMap;
  pageKey: string;
  value?: AdvancedQuery | undefined;
  onQuery: (query: AdvancedQuery) => void;
  onClose: () => void;
}

const rowsOf = (query: AdvancedQuery | undefined, fields: FieldMap) =>
  query?.conditions.length ? rowsFromConditions(query.conditions) : [emptyRow(fields)];

/**
 * The state and rules of the advanced query (widgets-admin §2, §5): condition rows, match
 * type, query, reset, and the saved queries of the page and user with their questions.
 * Opening shows the query in force (or one empty row).
 */
export function useAdvancedQuery({ open, fields, pageKey, value, onQuery, onClose }: AdvancedQueryInput) {
  const offered = useMemo(() => queryFields(fields), [fields]);
  const userId = useStore($session)?.userInfo.id ?? 'anonymous';
  const store = savedQueriesStore(pageKey, userId);
  const saved = useStore(store);
  const [rows, setRows] = useState<QueryRow[]>(() => rowsOf(value, fields));
  const [matchType, setMatchType] = useState<MatchType>(value?.matchType ?? 'and');
  const [question, setQuestion] = useState<QueryQuestion | null>(null);

  useEffect(() => {
    if (!open) return;
    setRows(rowsOf(value, fields));
    setMatchType(value?.matchType ?? 'and');
    setQuestion(null);
    // Only on opening: the rows being edited are not replaced while the dialog is open.
  }, [open]);

  const change = (id: string, update: (row: QueryRow) => QueryRow) => setRows((all) => all.map((r) => (r.id === id ? update(r) : r)));
  const conditions = () => completeConditions(rows, fields);
  const keep = (title: string) => {
    keepSavedQuery(store, { title, matchType, records: conditions() });
    setQuestion(null);
    notify(msg('保存成功'), 'success');
  };

  return {
    fields: offered,
    rows,
    matchType,
    saved,
    question,
    canAdd: rows.length < MAX_QUERY_CONDITIONS,
    setMatchType,
    addRow: () => setRows((all) => (all.length < MAX_QUERY_CONDITIONS ? [...all, emptyRow(fields)] : all)),
    removeRow: (id: string) => setRows((all) => (all.length > 1 ? all.filter((r) => r.id !== id) : all)),
    changeField: (id: string, field: string) => change(id, (row) => withField(row, field, fields)),
    changeRow: (id: string, patch: Partial<Pick<QueryRow, 'rule' | 'val' | 'values'>>) => change(id, (row) => ({ ...row, ...patch })),
    /** Hands the complete conditions to the list and closes; warns when there is none (§5). */
    query: () => {
      const complete = conditions();
      if (!complete.length) return notify(msg('请至少填写一个完整的查询条件'), 'warning');
      onQuery({ conditions: complete, matchType });
      onClose();
    },
    /** Clears the conditions and the query in force (§4: the active flag goes). */
    reset: () => {
      setRows([emptyRow(fields)]);
      setMatchType('and');
      onQuery(EMPTY_QUERY);
    },
    /** Asks a name to save under; warns when there is no condition to save (§5). */
    save: () => (conditions().length ? setQuestion({ kind: 'name' }) : notify(msg('没有完整的查询条件，不能保存'), 'warning')),
    /** Saves under `title`, or asks first when a query of that name exists. */
    name: (title: string) => (findSavedQuery(saved, title) ? setQuestion({ kind: 'overwrite', title: title.trim() }) : keep(title)),
    load: (query: SavedQuery) => {
      setRows(query.records.length ? rowsFromConditions(query.records) : [emptyRow(fields)]);
      setMatchType(query.matchType);
    },
    askDelete: (title: string) => setQuestion({ kind: 'delete', title }),
    /** Does what the open question asked, once confirmed. */
    confirm: () => {
      if (question?.kind === 'overwrite') keep(question.title);
      if (question?.kind === 'delete') {
        deleteSavedQuery(store, question.title);
        setQuestion(null);
      }
    },
    cancelQuestion: () => setQuestion(null),
  };
}

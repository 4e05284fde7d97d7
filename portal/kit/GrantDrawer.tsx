import { msg, str } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDrawer from '@shoelace-style/shoelace/dist/react/drawer/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { useEffect, useRef, useState } from 'react';
import { ApiError, failureText } from '../../shared/api/index.ts';
import { notify } from '../components/notify.ts';
import { CheckTree, type CheckTreeNode } from './CheckTree.tsx';
import './check-tree.css';

/** What an authorisation drawer shows: the tree that may be granted and what is granted now. */
export interface GrantSource {
  tree: readonly CheckTreeNode[];
  checked: readonly string[];
}

/** Props of {@link GrantDrawer}. */
export interface GrantDrawerProps {
  open: boolean;
  label: string;
  /** The prefix of its test ids. */
  testId: string;
  /** Reads the tree and the grant each time the drawer opens. */
  load: () => Promise<GrantSource>;
  /** Saves the checked keys; `opened` are those checked when it opened (JeecgBoot's `lastpermissionIds`). */
  save: (checked: string[], opened: readonly string[]) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The server's own words for a refusal: a 403 of the department calls says who may do it
 * ('ordinary employees currently do not have this permission'), which the client's generic
 * '拒绝访问' would hide.
 */
export function refusalText(error: unknown): string {
  return error instanceof ApiError && error.kind === 'forbidden' && error.serverMessage ? error.serverMessage : failureText(error);
}

type Loaded = { kind: 'loading' } | { kind: 'failed'; reason: string } | { kind: 'ready'; source: GrantSource };

/**
 * An authorisation drawer (widgets-admin §6 "Roles and departments have permission assignment;
 * department roles too"): the tree of menus and buttons with what is granted checked, 保存
 * sends the checked keys and those checked at opening, so a change made meanwhile by someone
 * else stays. The server's refusal (who may grant) shows in it. Full width on a phone.
 */
export function GrantDrawer({ open, label, testId, load, save, onClose }: GrantDrawerProps) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [checked, setChecked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoaded({ kind: 'loading' });
    loader.current().then(
      (source) => {
        if (!live) return;
        setChecked([...source.checked]);
        setLoaded({ kind: 'ready', source });
      },
      (error: unknown) => live && setLoaded({ kind: 'failed', reason: refusalText(error) }),
    );
    return () => {
      live = false;
    };
  }, [open]);

  async function submit() {
    if (loaded.kind !== 'ready' || saving) return;
    setSaving(true);
    try {
      await save(checked, loaded.source.checked);
      notify(msg('保存成功'), 'success');
      onClose();
    } catch (error) {
      notify(msg(str`保存失败：${refusalText(error)}`), 'danger');
    } finally {
      setSaving(false);
    }
  }

  return (
    <SlDrawer label={label} open={open} className="kit-grant-drawer" data-testid={testId}
      onSlAfterHide={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}>
      {loaded.kind === 'loading' ? <SlSpinner data-testid={`${testId}-loading`} /> : null}
      {loaded.kind === 'failed' ? (
        <SlAlert variant="warning" open><span data-testid={`${testId}-failure`}>{loaded.reason}</span></SlAlert>
      ) : null}
      {loaded.kind === 'ready' ? <CheckTree nodes={loaded.source.tree} checked={checked} onChange={setChecked} testId={`${testId}-tree`} /> : null}
      <SlButton slot="footer" onClick={onClose} data-testid={`${testId}-cancel`}>{msg('取消')}</SlButton>
      <SlButton slot="footer" variant="primary" loading={saving} disabled={loaded.kind !== 'ready'} onClick={() => void submit()}
        data-testid={`${testId}-save`}>
        {msg('保存')}
      </SlButton>
    </SlDrawer>
  );
}

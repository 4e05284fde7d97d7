import { msg, str } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDrawer from '@shoelace-style/shoelace/dist/react/drawer/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import SlSwitch from '@shoelace-style/shoelace/dist/react/switch/index.js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { refusalText } from '../../shared/api/index.ts';
import { allKeys, branchKeys, checkStates, toggleCheck } from '../../shared/kit/check-tree.ts';
import { notify } from '../components/notify.ts';
import { CheckTree, type CheckTreeNode } from './CheckTree.tsx';
import './grant-drawer.css';

/** What an authorisation drawer shows: the tree that may be granted and what is granted now. */
export interface GrantSource {
  tree: readonly CheckTreeNode[];
  checked: readonly string[];
}

/** Props of {@link GrantDrawer}. */
export interface GrantDrawerProps {
  open: boolean;
  label: string;
  /** The prefix of its test ids (the tree's are `<testId>-tree-row`, `-tree-check`, …). */
  testId: string;
  /** Reads the tree and the grant each time the drawer opens. */
  load: () => Promise<GrantSource>;
  /** Saves the checked keys; `opened` are those checked when it opened (JeecgBoot's `lastpermissionIds`). */
  save: (checked: readonly string[], opened: readonly string[]) => Promise<unknown>;
  onClose: () => void;
}

type Loaded = { kind: 'loading' } | { kind: 'failed'; reason: string } | { kind: 'ready'; source: GrantSource };

/** The first level of the tree, open when the drawer opens (as the role drawer). */
const firstLevel = (tree: readonly CheckTreeNode[]) => new Set(tree.filter((node) => node.children.length).map((node) => node.key));

/**
 * An authorisation drawer (widgets-admin §6 "Roles and departments have permission assignment;
 * department roles too"): the kit's check tree of menus and buttons with what is granted
 * checked, 展开全部 / 折叠全部 / 选择全部 / 取消选择 and the 父子关联 switch (off by default,
 * as JeecgBoot's and the role drawer's, so a loaded grant reads as saved; the checking rule is
 * shared/kit/check-tree.ts). 保存 sends the checked keys and those checked at opening, so a
 * change made meanwhile by someone else stays. The server's refusal (who may grant) shows in
 * it. Full width on a phone.
 */
export function GrantDrawer({ open, label, testId, load, save, onClose }: GrantDrawerProps) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [linked, setLinked] = useState(false);
  const [saving, setSaving] = useState(false);
  const loader = useRef(load);
  loader.current = load;
  const tree = loaded.kind === 'ready' ? loaded.source.tree : [];
  const states = useMemo(() => checkStates(tree, checked, linked), [tree, checked, linked]);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoaded({ kind: 'loading' });
    setLinked(false);
    loader.current().then(
      (source) => {
        if (!live) return;
        setChecked(new Set(source.checked));
        setExpanded(firstLevel(source.tree));
        setLoaded({ kind: 'ready', source });
      },
      (error: unknown) => live && setLoaded({ kind: 'failed', reason: refusalText(error) }),
    );
    return () => {
      live = false;
    };
  }, [open]);

  function flipOpen(key: string) {
    const next = new Set(expanded);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setExpanded(next);
  }

  async function submit() {
    if (loaded.kind !== 'ready' || saving) return;
    setSaving(true);
    try {
      await save([...checked], loaded.source.checked);
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
      {loaded.kind === 'loading' ? <div className="kit-grant-loading"><SlSpinner data-testid={`${testId}-loading`} /></div> : null}
      {loaded.kind === 'failed' ? (
        <SlAlert variant="warning" open><span data-testid={`${testId}-failure`}>{loaded.reason}</span></SlAlert>
      ) : null}
      {loaded.kind === 'ready' ? (
        <>
          <div className="kit-grant-tools" role="toolbar" aria-label={msg('树操作')}>
            <SlButton size="small" data-testid={`${testId}-expand-all`} onClick={() => setExpanded(new Set(branchKeys(tree)))}>{msg('展开全部')}</SlButton>
            <SlButton size="small" data-testid={`${testId}-collapse-all`} onClick={() => setExpanded(new Set())}>{msg('折叠全部')}</SlButton>
            <SlButton size="small" data-testid={`${testId}-check-all`} onClick={() => setChecked(new Set(allKeys(tree)))}>{msg('选择全部')}</SlButton>
            <SlButton size="small" data-testid={`${testId}-check-none`} onClick={() => setChecked(new Set())}>{msg('取消选择')}</SlButton>
            <SlSwitch size="small" checked={linked} data-testid={`${testId}-linked`}
              onSlChange={(event) => setLinked((event.target as HTMLInputElement).checked)}>{msg('父子关联')}</SlSwitch>
          </div>
          {tree.length === 0 ? <p className="kit-grant-empty" data-testid={`${testId}-empty`}>{msg('暂无数据')}</p> : (
            <CheckTree nodes={tree} states={states} expanded={expanded} label={msg('菜单与按钮权限')} testId={`${testId}-tree`}
              onToggle={(key) => setChecked(toggleCheck(tree, checked, key, linked))} onExpandedChange={flipOpen} />
          )}
        </>
      ) : null}
      <SlButton slot="footer" onClick={onClose} data-testid={`${testId}-cancel`}>{msg('取消')}</SlButton>
      <SlButton slot="footer" variant="primary" loading={saving} disabled={loaded.kind !== 'ready'} onClick={() => void submit()}
        data-testid={`${testId}-save`}>
        {msg('保存')}
      </SlButton>
    </SlDrawer>
  );
}

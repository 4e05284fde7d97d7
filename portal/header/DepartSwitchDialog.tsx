import { msg } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlRadio from '@shoelace-style/shoelace/dist/react/radio/index.js';
import SlRadioGroup from '@shoelace-style/shoelace/dist/react/radio-group/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { useEffect, useState } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import type { Depart } from '../../shared/schemas/user.ts';
import { notify } from '../components/notify.ts';
import { fetchMyDeparts, switchDepart } from './depart-switch.ts';

type Load = { status: 'loading' } | { status: 'ready'; list: Depart[] } | { status: 'failed'; message: string };

/**
 * The department switch dialog (portal-shell §2.9): lists the user's departments, a choice
 * is required (§5), none at all gives '您尚未设置部门信息!'; confirm switches and stores the
 * answered user info for 7 days.
 */
export function DepartSwitchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  useLocale();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [choice, setChoice] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoad({ status: 'loading' });
    setError('');
    fetchMyDeparts().then(
      ({ list, orgCode }) => {
        if (!live) return;
        setLoad({ status: 'ready', list });
        setChoice(list.some((d) => d.orgCode === orgCode) ? orgCode : '');
      },
      (failure: unknown) => live && setLoad({ status: 'failed', message: failure instanceof Error ? failure.message : String(failure) }),
    );
    return () => {
      live = false;
    };
  }, [open]);

  async function confirm() {
    if (!choice) return setError(msg('请选择部门'));
    setBusy(true);
    try {
      await switchDepart(choice);
      notify(msg('部门切换成功'), 'success');
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  const empty = load.status === 'ready' && load.list.length === 0;
  return (
    <SlDialog label={msg('切换部门')} open={open} onSlAfterHide={(e) => e.target === e.currentTarget && onClose()} data-testid="depart-dialog">
      {load.status === 'loading' ? <SlSpinner /> : null}
      {load.status === 'failed' ? <SlAlert variant="danger" open>{load.message}</SlAlert> : null}
      {empty ? (
        <SlAlert variant="warning" open data-testid="depart-none">
          {msg('您尚未设置部门信息!')}
        </SlAlert>
      ) : null}
      {load.status === 'ready' && !empty ? (
        <SlRadioGroup
          label={msg('选择部门')}
          value={choice}
          data-testid="depart-choices"
          onSlChange={(event) => {
            setChoice((event.target as HTMLInputElement).value);
            setError('');
          }}
        >
          {load.list.map((depart) => (
            <SlRadio key={depart.orgCode} value={depart.orgCode} data-testid={`depart-${depart.orgCode}`}>
              {depart.departName}
            </SlRadio>
          ))}
        </SlRadioGroup>
      ) : null}
      {error ? (
        <div className="field-error" role="alert" data-testid="depart-error">
          {error}
        </div>
      ) : null}
      <SlButton slot="footer" onClick={onClose}>
        {msg('取消')}
      </SlButton>
      <SlButton slot="footer" variant="primary" loading={busy} disabled={load.status !== 'ready' || empty} onClick={() => void confirm()} data-testid="depart-confirm">
        {msg('确定')}
      </SlButton>
    </SlDialog>
  );
}

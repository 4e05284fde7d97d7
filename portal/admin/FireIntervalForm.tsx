import { msg, str } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { useEffect, useState } from 'react';
import { fetchFireInterval, saveFireInterval } from '../../shared/admin/index.ts';
import { failureText } from '../../shared/api/index.ts';
import { FIRE_INTERVAL_MAX_SECONDS, FIRE_INTERVAL_MIN_SECONDS } from '../../shared/schemas/fire-interval.ts';
import { FieldError } from '../account/FieldError.tsx';
import { notify } from '../components/notify.ts';

type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready' };

/** The field's message: a whole number of seconds within the bounds the server takes, else why not. */
function secondsError(text: string): string | null {
  const value = Number(text.trim());
  if (!text.trim() || !Number.isInteger(value) || value < FIRE_INTERVAL_MIN_SECONDS || value > FIRE_INTERVAL_MAX_SECONDS) {
    return msg(str`请输入 ${FIRE_INTERVAL_MIN_SECONDS} 到 ${FIRE_INTERVAL_MAX_SECONDS} 之间的整数`);
  }
  return null;
}

/**
 * The shortest interval between two fires of a push plan or scheduled job (issue 21): a
 * platform setting, shown on the system settings page of the platform only (it binds every
 * tenant; the platform's administrators themselves may go lower).
 */
export function FireIntervalForm({ canEdit }: { canEdit: boolean }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [seconds, setSeconds] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    fetchFireInterval().then(
      (setting) => {
        if (!live) return;
        setSeconds(String(setting.minIntervalSeconds));
        setLoad({ status: 'ready' });
      },
      (failure: unknown) => live && setLoad({ status: 'failed', message: failureText(failure) }),
    );
    return () => { live = false; };
  }, []);

  async function save() {
    const found = secondsError(seconds);
    setError(found);
    if (found || saving) return;
    setSaving(true);
    try {
      const saved = await saveFireInterval({ minIntervalSeconds: Number(seconds.trim()) });
      setSeconds(String(saved.minIntervalSeconds));
      notify(msg('保存成功'), 'success');
    } catch (failure) {
      const reason = failureText(failure);
      notify(msg(str`保存失败：${reason}`), 'danger');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="admin-card" noValidate data-testid="fire-interval-form" onSubmit={(event) => { event.preventDefault(); void save(); }}>
      <h2>{msg('推送计划与定时任务的最短间隔')}</h2>
      <p className="admin-hint">{msg('保存推送计划或定时任务时，Cron 表达式两次触发之间不得短于此间隔（所有租户适用）；可修改本设置的平台管理员不受此限制。')}</p>
      {load.status === 'loading' ? <SlSpinner /> : null}
      <SlAlert variant="danger" open={load.status === 'failed'}>
        <span data-testid="fire-interval-load-error">{load.status === 'failed' ? load.message : ''}</span>
      </SlAlert>
      {load.status === 'ready' ? (
        <>
          <SlInput label={msg('最短间隔（秒）')} type="number" inputmode="numeric" value={seconds} disabled={!canEdit} data-testid="fire-interval-seconds"
            min={FIRE_INTERVAL_MIN_SECONDS} max={FIRE_INTERVAL_MAX_SECONDS} step={1}
            onSlInput={(event) => { setSeconds((event.target as HTMLInputElement).value); setError(null); }} />
          <FieldError id="fire-interval-seconds" message={error} />
          {canEdit ? (
            <div className="admin-actions">
              <SlButton type="submit" variant="primary" loading={saving} data-testid="fire-interval-save">{msg('保存')}</SlButton>
            </div>
          ) : null}
        </>
      ) : null}
    </form>
  );
}

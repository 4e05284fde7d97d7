import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useState } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import { $permissions } from '../../shared/stores/index.ts';
import type { LauncherApp } from '../../shared/schemas/launcher.ts';
import { NamedIcon } from '../components/NamedIcon.tsx';
import { notify } from '../components/notify.ts';
import { SpaceDialog } from './SpaceDialog.tsx';
import { $launcher, setAppAdded } from './launcher-store.ts';

function AppCard({ app, action }: { app: LauncherApp; action?: React.ReactNode }) {
  return (
    <li className="launcher-card" data-testid={`launcher-app-${app.id}`}>
      <span className="launcher-icon" aria-hidden="true">
        <NamedIcon name={app.icon} title={app.name} iconClass="launcher-glyph" initialClass="launcher-initial" />
      </span>
      <span className="launcher-text">
        <strong>{app.name}</strong>
        <small>{app.description}</small>
      </span>
      {action}
    </li>
  );
}

function AddButton({ app }: { app: LauncherApp }) {
  const [busy, setBusy] = useState(false);
  const change = async (added: boolean) => {
    setBusy(true);
    try {
      await setAppAdded(app.id, added);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), 'danger');
    } finally {
      setBusy(false);
    }
  };
  return app.added ? (
    <span className="launcher-added">
      <span data-testid="launcher-added">{msg('已添加')}</span>
      <SlButton size="small" variant="text" loading={busy} onClick={() => void change(false)} data-testid="launcher-remove">
        {msg('移除')}
      </SlButton>
    </span>
  ) : (
    <SlButton size="small" variant="primary" outline loading={busy} onClick={() => void change(true)} data-testid="launcher-add">
      {msg('添加')}
    </SlButton>
  );
}

/**
 * The application launcher of the home page (portal-shell §2.4): the extensions, each with an
 * Add button, and the four special-space portals, each opening to its pages, as the server
 * lists them.
 */
export function Launcher() {
  useLocale();
  const { status, apps, error } = useStore($launcher);
  const [spaceId, setSpaceId] = useState<string | null>(null);
  const permissions = useStore($permissions);
  if (status === 'failed' && apps.length === 0) {
    return (
      <p className="launcher-error" role="alert">
        {error}
      </p>
    );
  }
  const extensions = apps.filter((app) => app.kind === 'extension');
  const portals = apps.filter((app) => app.kind === 'portal');
  return (
    <div className="launcher" data-testid="launcher" aria-busy={status === 'loading'}>
      <section>
        <h2>{msg('扩展应用')}</h2>
        <ul className="launcher-grid" data-testid="launcher-extensions">
          {extensions.map((app) => (
            <AppCard key={app.id} app={app} action={<AddButton app={app} />} />
          ))}
        </ul>
      </section>
      <section>
        <h2>{msg('专属空间')}</h2>
        <ul className="launcher-grid" data-testid="launcher-portals">
          {portals.map((app) => (
            <AppCard
              key={app.id}
              app={app}
              action={
                <SlButton size="small" variant="primary" outline onClick={() => setSpaceId(app.id)} data-testid="launcher-open">
                  {msg('进入')}
                </SlButton>
              }
            />
          ))}
        </ul>
      </section>
      <SpaceDialog
        space={portals.find((app) => app.id === spaceId) ?? null}
        menu={permissions.status === 'ready' ? permissions.value.menu : []}
        onClose={() => setSpaceId(null)}
      />
    </div>
  );
}

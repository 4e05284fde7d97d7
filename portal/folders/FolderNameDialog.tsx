import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { useEffect, useState } from 'react';
import { failureText } from '../../shared/api/index.ts';
import { FieldError } from '../account/FieldError.tsx';

/** What the name dialog is asked for: its title, the name to start from, and what saving does. */
export interface NameRequest {
  label: string;
  initial: string;
  save: (name: string) => Promise<unknown>;
}

/** Asks a folder's name (required, at most 50 characters); the server's refusal shows under the field. */
export function FolderNameDialog({ request, onDone }: { request: NameRequest | null; onDone: (saved: boolean) => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setName(request?.initial ?? '');
    setError(null);
  }, [request]);
  const submit = async () => {
    if (!request) return;
    if (!name.trim()) return setError(msg('请输入文件夹名称'));
    setBusy(true);
    try {
      await request.save(name.trim());
      onDone(true);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <SlDialog label={request?.label ?? ''} open={!!request} data-testid="folder-name-dialog"
      onSlAfterHide={(event) => event.target === event.currentTarget && onDone(false)}>
      <form noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
        <SlInput label={msg('文件夹名称')} required maxlength={50} value={name} data-testid="folder-name"
          onSlInput={(event) => { setName((event.target as HTMLInputElement).value); setError(null); }} />
        <FieldError id="folder-name" message={error} />
      </form>
      <SlButton slot="footer" onClick={() => onDone(false)} data-testid="folder-name-cancel">{msg('取消')}</SlButton>
      <SlButton slot="footer" variant="primary" loading={busy} onClick={() => void submit()} data-testid="folder-name-ok">{msg('确定')}</SlButton>
    </SlDialog>
  );
}

import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { useEffect, useState } from 'react';
import { SAVED_QUERY_TITLE_MAX } from '../../shared/kit/saved-queries.ts';
import { FieldError } from '../account/FieldError.tsx';

interface NamePromptProps {
  open: boolean;
  onName: (name: string) => void;
  onCancel: () => void;
}

/** Asks the name to save a query under (widgets-admin §5: the name is required). */
export function NamePrompt({ open, onName, onCancel }: NamePromptProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setName('');
      setError(null);
    }
  }, [open]);
  const submit = () => (name.trim() ? onName(name.trim()) : setError(msg('请输入查询名称')));
  return (
    <SlDialog label={msg('保存查询')} open={open} data-testid="query-name-dialog"
      onSlAfterHide={(event) => event.target === event.currentTarget && open && onCancel()}>
      <form noValidate onSubmit={(event) => { event.preventDefault(); submit(); }}>
        <SlInput label={msg('查询名称')} required maxlength={SAVED_QUERY_TITLE_MAX} value={name} data-testid="query-name"
          onSlInput={(event) => { setName((event.target as HTMLInputElement).value); setError(null); }} />
        <FieldError id="query-name" message={error} />
      </form>
      <SlButton slot="footer" onClick={onCancel} data-testid="query-name-cancel">{msg('取消')}</SlButton>
      <SlButton slot="footer" variant="primary" onClick={submit} data-testid="query-name-ok">{msg('确定')}</SlButton>
    </SlDialog>
  );
}

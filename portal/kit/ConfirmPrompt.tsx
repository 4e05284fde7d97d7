import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';

interface ConfirmPromptProps {
  open: boolean;
  text: string;
  /** The confirm button is red (a deletion). */
  danger?: boolean;
  testId: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A small question (overwrite? delete?) with Cancel and OK; closing it by Escape or the overlay cancels. */
export function ConfirmPrompt({ open, text, danger = false, testId, onConfirm, onCancel }: ConfirmPromptProps) {
  return (
    <SlDialog label={msg('提示')} open={open} data-testid={testId}
      onSlAfterHide={(event) => event.target === event.currentTarget && open && onCancel()}>
      <span data-testid={`${testId}-text`}>{text}</span>
      <SlButton slot="footer" onClick={onCancel} data-testid={`${testId}-cancel`}>{msg('取消')}</SlButton>
      <SlButton slot="footer" variant={danger ? 'danger' : 'primary'} onClick={onConfirm} data-testid={`${testId}-ok`}>{msg('确定')}</SlButton>
    </SlDialog>
  );
}

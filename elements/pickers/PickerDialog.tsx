import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import '../shoelace/icon-base.ts';
import type { ReactNode } from 'react';

/** The widths of the picker dialogs (widgets-admin §9): user picker 1250, department 500, others 900. */
export type PickerDialogWidth = 1250 | 900 | 500;

/** Props of {@link PickerDialog}. */
export interface PickerDialogProps {
  label: string;
  open: boolean;
  width: PickerDialogWidth;
  /** A warning shown above the buttons (e.g. 'Please select a record'). */
  warning?: string | null;
  onOk(): void;
  onCancel(): void;
  children: ReactNode;
  testId: string;
}

/**
 * The dialog of every picker (widgets-admin §4 "Picker dialogs: open, select, confirm emits
 * selection and closes and clears"): its width on a wide screen, the whole screen on a phone;
 * 'cancel' and 'OK'. Escape and the overlay cancel.
 */
export function PickerDialog({ label, open, width, warning, onOk, onCancel, children, testId }: PickerDialogProps) {
  return (
    <SlDialog label={label} open={open} className={`dkp-pick-dialog dkp-pick-w${width}`} part="dialog" data-testid={testId}
      onSlRequestClose={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onCancel();
      }}>
      {children}
      {warning ? <p role="alert" slot="footer" className="dkp-pick-warning" data-testid="pick-warning">{warning}</p> : null}
      <SlButton slot="footer" data-testid="pick-cancel" onClick={onCancel}>{msg('取消')}</SlButton>
      <SlButton slot="footer" variant="primary" data-testid="pick-ok" onClick={onOk}>{msg('确定')}</SlButton>
    </SlDialog>
  );
}

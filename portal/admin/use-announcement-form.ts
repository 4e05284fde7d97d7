import { msg, str } from '@lit/localize';
import { useState } from 'react';
import {
  EMPTY_ANNOUNCEMENT_FORM, addAnnouncement, announcementFormErrors, announcementFormOf, announcementInputOf, editAnnouncement,
  type AnnouncementForm, type AnnouncementFormField,
} from '../../shared/admin/index.ts';
import { failureText } from '../../shared/api/index.ts';
import type { AnnouncementAdmin } from '../../shared/schemas/announcement.ts';
import { notify } from '../components/notify.ts';

/** Whether the dialog is closed, adding a new draft, or editing the announcement of `id`. */
export type AnnouncementDialogMode = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; id: string };

/**
 * The add/edit dialog of the announcement list: keeps what is typed and each field's
 * message, checks widgets-admin §5 before asking, shows the server's refusal in the dialog,
 * and on success notifies, closes and calls `onSaved`.
 */
export function useAnnouncementForm(onSaved: () => void) {
  const [mode, setMode] = useState<AnnouncementDialogMode>({ kind: 'closed' });
  const [form, setForm] = useState<AnnouncementForm>(EMPTY_ANNOUNCEMENT_FORM);
  const [errors, setErrors] = useState<Partial<Record<AnnouncementFormField, string>>>({});
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);

  function open(next: AnnouncementDialogMode, values: AnnouncementForm) {
    setMode(next);
    setForm(values);
    setErrors({});
    setRefusal('');
  }
  /** Opens the dialog empty, for a new draft. */
  const startAdd = () => open({ kind: 'add' }, EMPTY_ANNOUNCEMENT_FORM);
  /** Opens the dialog with `record`'s fields. */
  const startEdit = (record: AnnouncementAdmin) => open({ kind: 'edit', id: record.id }, announcementFormOf(record));
  const close = () => setMode({ kind: 'closed' });

  /** Changes one field; the message it (or the time range) carried goes. */
  function edit<K extends keyof AnnouncementForm>(field: K, value: AnnouncementForm[K]) {
    setForm((previous) => ({ ...previous, [field]: value }));
    const cleared = field === 'startTime' ? 'endTime' : field === 'msgType' ? 'userIds' : field === 'openType' ? 'openPage' : field;
    setErrors((previous) => ({ ...previous, [cleared]: undefined }));
  }

  async function save() {
    if (mode.kind === 'closed' || saving) return;
    const found = announcementFormErrors(form);
    setErrors(found);
    setRefusal('');
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const input = announcementInputOf(form);
      await (mode.kind === 'add' ? addAnnouncement(input) : editAnnouncement({ ...input, id: mode.id }));
      notify(msg('保存成功'), 'success');
      close();
      onSaved();
    } catch (error) {
      const reason = failureText(error);
      setRefusal(reason);
      notify(msg(str`保存失败：${reason}`), 'danger');
    } finally {
      setSaving(false);
    }
  }

  return { mode, form, errors, refusal, saving, startAdd, startEdit, close, edit, save };
}

import { msg, str } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { useEffect, useState } from 'react';
import { failureText } from '../../shared/api/index.ts';
import { FOLDER_SUBJECTS, type Folder, type FolderGrant } from '../../shared/resources/folder.ts';
import { notify } from '../components/notify.ts';
import { folderApi, type Grantee } from './folder-api.ts';
import { levelTexts, subjectTexts } from './folder-texts.ts';

/**
 * The grants on one folder (issue 24 "folder permissions managed by who holds manageable"):
 * each user, role or department with its level (manageable, downloadable, viewable), changed
 * or removed in place; others found by name and added; 保存 replaces the folder's grants. The
 * folders below inherit them (the server's rule); a refusal shows in the dialog.
 */
export function GrantsDialog({ folder, onClose }: { folder: Folder | null; onClose: () => void }) {
  const [grants, setGrants] = useState<FolderGrant[] | null>(null);
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!folder) return undefined;
    let current = true;
    setGrants(null);
    setProblem('');
    folderApi.grants(folder.id).then((found) => current && setGrants(found), (error: unknown) => current && setProblem(failureText(error)));
    return () => { current = false; };
  }, [folder]);
  const save = async () => {
    if (!folder || !grants) return;
    setSaving(true);
    try {
      await folderApi.saveGrants(folder.id, grants.map(({ subjectType, subjectId, level }) => ({ subjectType, subjectId, level })));
      notify(msg('权限保存成功'), 'success');
      onClose();
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setSaving(false);
    }
  };
  const subjects = subjectTexts();
  const setLevel = (index: number, level: number) => setGrants((all) => all!.map((g, i) => (i === index ? { ...g, level } : g)));
  return (
    <SlDialog label={folder ? msg(str`文件夹权限：${folder.name}`) : ''} open={!!folder} className="grants-dialog" data-testid="grants-dialog"
      onSlAfterHide={(event) => event.target === event.currentTarget && onClose()}>
      {problem ? <p role="alert" className="grants-problem" data-testid="grants-problem">{problem}</p> : null}
      {!grants && !problem ? <SlSpinner /> : null}
      {grants ? (
        <>
          {grants.length === 0 ? <p data-testid="grants-empty">{msg('尚未授权任何人')}</p> : null}
          <ul className="grant-rows">
            {grants.map((grant, index) => (
              <li key={`${grant.subjectType}:${grant.subjectId}`} className="grant-row" data-testid="grant-row" data-name={grant.subjectName}>
                <span className="grant-subject">{subjects[grant.subjectType]}</span>
                <span className="grant-name">{grant.subjectName}</span>
                <LevelSelect value={grant.level} label={msg(str`${grant.subjectName} 的权限`)} onChange={(level) => setLevel(index, level)} />
                <SlButton size="small" variant="text" data-testid="grant-remove" onClick={() => setGrants(grants.filter((_, i) => i !== index))}>{msg('移除')}</SlButton>
              </li>
            ))}
          </ul>
          <GranteePicker taken={grants} onPick={(grant) => setGrants([...grants, grant])} />
        </>
      ) : null}
      <SlButton slot="footer" onClick={onClose} data-testid="grants-cancel">{msg('取消')}</SlButton>
      <SlButton slot="footer" variant="primary" loading={saving} disabled={!grants} onClick={() => void save()} data-testid="grants-save">{msg('保存')}</SlButton>
    </SlDialog>
  );
}

function LevelSelect({ value, label, onChange }: { value: number; label: string; onChange: (level: number) => void }) {
  return (
    <select className="grant-level" aria-label={label} data-testid="grant-level" value={value} onChange={(event) => onChange(Number(event.target.value))}>
      {levelTexts().map(([level, text]) => <option key={level} value={level}>{text}</option>)}
    </select>
  );
}

/** Finds a user, role or department by name and adds it, viewable at first. */
function GranteePicker({ taken, onPick }: { taken: FolderGrant[]; onPick: (grant: FolderGrant) => void }) {
  const [type, setType] = useState<FolderGrant['subjectType']>('user');
  const [key, setKey] = useState('');
  const [found, setFound] = useState<Grantee[] | null>(null);
  const [problem, setProblem] = useState('');
  const subjects = subjectTexts();
  const search = async () => {
    setProblem('');
    try {
      setFound(await folderApi.grantees(type, key.trim()));
    } catch (error) {
      setProblem(failureText(error));
    }
  };
  const isTaken = (id: string) => taken.some((g) => g.subjectType === type && g.subjectId === id);
  return (
    <form className="grantee-picker" onSubmit={(event) => { event.preventDefault(); void search(); }}>
      <div className="grantee-query">
        <select aria-label={msg('授权对象类型')} data-testid="grantee-type" value={type} onChange={(event) => { setType(event.target.value as FolderGrant['subjectType']); setFound(null); }}>
          {FOLDER_SUBJECTS.map((subject) => <option key={subject} value={subject}>{subjects[subject]}</option>)}
        </select>
        <input type="search" aria-label={msg('按名称查找')} placeholder={msg('按名称查找')} maxLength={50} value={key}
          data-testid="grantee-key" onChange={(event) => setKey(event.target.value)} />
        <SlButton size="small" type="submit" data-testid="grantee-search">{msg('查找')}</SlButton>
      </div>
      {problem ? <p role="alert">{problem}</p> : null}
      {found && !found.length ? <p>{msg('没有找到')}</p> : null}
      {found?.length ? (
        <ul className="grantee-results">
          {found.map((grantee) => (
            <li key={grantee.id}>
              <span>{grantee.name}</span>
              <SlButton size="small" disabled={isTaken(grantee.id)} data-testid="grantee-add" data-name={grantee.name}
                onClick={() => onPick({ subjectType: type, subjectId: grantee.id, subjectName: grantee.name, level: 1 })}>{msg('添加')}</SlButton>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}

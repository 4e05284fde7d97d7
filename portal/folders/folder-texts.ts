import { msg } from '@lit/localize';
import type { FolderGrant } from '../../shared/resources/folder.ts';

/** The grant levels' names (widgets-admin §3 "Folder permission labels: manageable, downloadable, viewable"), highest first. */
export const levelTexts = (): [number, string][] => [[3, msg('可管理')], [2, msg('可下载')], [1, msg('可查看')]];

/** The names of whom a grant may be to. */
export const subjectTexts = (): Record<FolderGrant['subjectType'], string> => ({ user: msg('用户'), role: msg('角色'), depart: msg('部门') });

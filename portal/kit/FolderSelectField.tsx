import { msg } from '@lit/localize';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import { useEffect, useState } from 'react';
import { failureText } from '../../shared/api/index.ts';
import { FieldError } from '../account/FieldError.tsx';
import { folderApi, type FolderNode } from '../folders/folder-api.ts';

/** A folder as the select offers it: its id, its name, how deep it sits (0 for a root). */
interface FolderChoice {
  id: string;
  name: string;
  depth: number;
}

/** The folders of a tree in reading order, each with its depth. */
const flatten = (nodes: readonly FolderNode[], depth = 0): FolderChoice[] =>
  nodes.flatMap((node) => [{ id: node.id, name: node.name, depth }, ...flatten(node.children ?? [], depth + 1)]);

/** The folders of a space, read when the field shows (and again when the space changes), or why they could not be. */
function useFolderChoices(space: string) {
  const [state, setState] = useState<{ folders: FolderChoice[]; failure: string | null }>({ folders: [], failure: null });
  useEffect(() => {
    let live = true;
    folderApi.tree(space).then(
      (tree) => live && setState({ folders: flatten(tree), failure: null }),
      (error: unknown) => live && setState({ folders: [], failure: failureText(error) }),
    );
    return () => { live = false; };
  }, [space]);
  return state;
}

/** What the folder field gets from the form. */
export interface FolderSelectFieldProps {
  label: string;
  required: boolean;
  helpText: string;
  /** The chosen folder's id, '' for none. */
  value: string;
  /** The space whose tree is offered (`FOLDER_SPACES`). */
  space: string;
  /** Its test id; each folder's option is `<id>-<folder id>`, a failed read's message `<id>-choices-error`. */
  id: string;
  onChange: (folderId: string) => void;
}

/**
 * The kit's form widget `folder` (a definition's `format: 'folder'`): one folder of a space's
 * tree (the folders the administrator may view: `/cms/folder/queryTreeList`, as 知识库 reads
 * them), names indented by depth; clearing it leaves no folder (''). Only the name shows once
 * chosen, so the options are indented by padding, not by spaces in their text.
 */
export function FolderSelectField({ label, required, helpText, value, space, id, onChange }: FolderSelectFieldProps) {
  const { folders, failure } = useFolderChoices(space);
  return (
    <>
      <SlSelect label={label} required={required} helpText={helpText} data-testid={id} hoist clearable={!required} value={value}
        placeholder={msg('不放入文件夹')} onSlChange={(event) => onChange(String((event.target as unknown as { value: string }).value ?? ''))}>
        {folders.map((folder) => (
          <SlOption key={folder.id} value={folder.id} data-testid={`${id}-${folder.id}`} data-depth={folder.depth}
            style={{ paddingInlineStart: `${folder.depth * 1.25}em` }}>{folder.name}</SlOption>
        ))}
      </SlSelect>
      <FieldError id={`${id}-choices`} message={failure} />
    </>
  );
}

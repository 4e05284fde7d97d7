import { useState } from 'react';
import { createPortal } from 'react-dom';
import { isQueryActive, type FieldMap } from '../../shared/kit/advanced-query.ts';
import type { Resource } from '../../shared/kit/index.ts';
import { AdvancedQueryButton } from './AdvancedQueryButton.tsx';
import { AdvancedQueryModal } from './AdvancedQueryModal.tsx';
import type { AdvancedQuerySlotProps } from './list-config.ts';

/**
 * The advanced query of a kit list (widgets-admin §2 "Advanced query"): the query bar's
 * button, marked while conditions apply, and its modal over the resource's `query` fields,
 * with saved queries kept per page (the resource) and user.
 */
export function ResourceAdvancedQuery<X extends Resource>({ resource, value, onApply }: AdvancedQuerySlotProps<X>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <AdvancedQueryButton active={isQueryActive(value)} onClick={() => setOpen(true)} />
      {/* The button sits in the query bar's form; the modal has forms of its own, which may not nest. */}
      {createPortal(
        <AdvancedQueryModal open={open} fields={resource.fields as FieldMap} pageKey={resource.page} value={value}
          onQuery={(query) => { onApply(query); setOpen(false); }} onClose={() => setOpen(false)} />,
        document.body,
      )}
    </>
  );
}

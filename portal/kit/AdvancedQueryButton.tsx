import { msg } from '@lit/localize';
import SlBadge from '@shoelace-style/shoelace/dist/react/badge/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useLocale } from '../../shared/i18n/index.ts';

/** Props of {@link AdvancedQueryButton}. */
export interface AdvancedQueryButtonProps {
  /** An advanced query filters the list (`isQueryActive`): the button shows a badge. */
  active: boolean;
  onClick: () => void;
}

/** The toolbar button that opens the advanced query; marked while a query is in force (widgets-admin §4). */
export function AdvancedQueryButton({ active, onClick }: AdvancedQueryButtonProps) {
  useLocale();
  return (
    <SlButton data-testid="advanced-query-open" data-active={active} onClick={onClick}>
      {msg('高级查询')}
      {active ? <SlBadge slot="suffix" variant="primary" pill data-testid="advanced-query-active">{msg('已生效')}</SlBadge> : null}
    </SlButton>
  );
}

import { useNavigate } from 'react-router';
import type { MenuTarget } from '../../shared/navigation/index.ts';

/** Opens a menu target: an external URL in a new tab, a portal path through the router. */
export function useOpenTarget(): (target: MenuTarget) => void {
  const navigate = useNavigate();
  return (target) => {
    if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
    else navigate(target.path);
  };
}

import { atom } from 'nanostores';
import { useEffect } from 'react';

/**
 * The heading of the page on screen (PageView's title): the window title's name for a page
 * outside the menu (the subscription page…), whose route has no menu entry to name it.
 */
export const $pageHeading = atom<string | null>(null);

/** Publishes `title` as the page's heading while the page shows it. */
export function usePageHeading(title: string): void {
  useEffect(() => {
    $pageHeading.set(title);
    return () => {
      if ($pageHeading.get() === title) $pageHeading.set(null);
    };
  }, [title]);
}

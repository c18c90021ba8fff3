import { useEffect } from 'react';
import { getRuntimeConfig } from '../config/runtimeConfig';

/** SPEC.md section 2: the page title is the route's title plus the system title. */
export function pageTitle(title: string | undefined, systemTitle: string): string {
  return title ? `${title} - ${systemTitle}` : systemTitle;
}

/** Sets the page title while `active` (a page rendered ahead, hidden, sets none). */
export function useDocumentTitle(title: string | undefined, active = true): void {
  useEffect(() => {
    if (active) document.title = pageTitle(title, getRuntimeConfig().title);
  }, [title, active]);
}

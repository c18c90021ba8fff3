import { useEffect } from 'react';
import { getRuntimeConfig } from '../config/runtimeConfig';

/** SPEC.md section 2: the page title is the route's title plus the system title. */
export function pageTitle(title: string | undefined, systemTitle: string): string {
  return title ? `${title} - ${systemTitle}` : systemTitle;
}

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle(title, getRuntimeConfig().title);
  }, [title]);
}

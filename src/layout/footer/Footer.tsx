import { memo, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

/** The filing site every mainland ICP number links to. */
export const FILING_SITE = 'https://beian.miit.gov.cn/';

/** footerTxt is HTML by design (config.json); it is shown only once sanitised. */
function useSanitised(html: string): string | undefined {
  const [safe, setSafe] = useState<string>();
  useEffect(() => {
    // No text, nothing to clean: the sanitiser is not even downloaded.
    if (!html) return undefined;
    let live = true;
    // DOMPurify (9 KB gzip) is fetched after the shell has rendered, not before.
    void import(/* webpackChunkName: "sanitize" */ '../../shared/html/sanitizeHtml').then(({ sanitizeHtml }) => {
      if (live) setSafe(sanitizeHtml(html));
    });
    return () => {
      live = false;
    };
  }, [html]);
  return html ? safe : undefined;
}

export const Footer = memo(function Footer({ footerTxt, caseNumber }: { footerTxt: string; caseNumber: string }) {
  const safe = useSanitised(footerTxt);
  if (!footerTxt && !caseNumber) return null;
  return (
    <Box component="footer" sx={{ py: 1.5, minHeight: 44, textAlign: 'center', fontSize: 12, color: 'text.secondary', '& a': { color: 'inherit' } }}>
      {safe ? <span dangerouslySetInnerHTML={{ __html: safe }} /> : null}
      {caseNumber ? (
        <>
          {footerTxt ? ' ' : null}
          <Link href={FILING_SITE} target="_blank" rel="noopener noreferrer" underline="hover">
            {caseNumber}
          </Link>
        </>
      ) : null}
    </Box>
  );
});

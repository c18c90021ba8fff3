import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { sanitizeHtml } from '../../shared/html/sanitizeHtml';

/** The filing site every mainland ICP number links to. */
export const FILING_SITE = 'https://beian.miit.gov.cn/';

export function Footer({ footerTxt, caseNumber }: { footerTxt: string; caseNumber: string }) {
  if (!footerTxt && !caseNumber) return null;
  return (
    <Box component="footer" sx={{ py: 1.5, textAlign: 'center', fontSize: 12, color: 'text.secondary', '& a': { color: 'inherit' } }}>
      {/* footerTxt is HTML by design (config.json); it is sanitised first. */}
      {footerTxt ? <span dangerouslySetInnerHTML={{ __html: sanitizeHtml(footerTxt) }} /> : null}
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
}

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

/** Thumbnails that open the picture itself in a new tab (the URLs are http(s) or site paths only, see the entity). */
export function Pictures({ urls, label, empty }: { urls: readonly string[]; label: string; empty?: string }) {
  if (urls.length === 0) return <span>{empty ?? ''}</span>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {urls.map((url, index) => (
        <Link key={`${url}-${index}`} href={url} target="_blank" rel="noopener noreferrer" aria-label={`查看${label} ${index + 1}`}>
          <Box component="img" src={url} alt={`${label} ${index + 1}`} sx={{ width: 60, height: 60, objectFit: 'cover', borderRadius: 0.5, display: 'block' }} />
        </Link>
      ))}
    </Box>
  );
}

import { useEffect, useState } from 'react';

/** A blob: URL for previewing `file`, revoked when the file changes or the component goes. */
export function useObjectUrl(file: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(undefined);
      return undefined;
    }
    let created: string;
    try {
      created = URL.createObjectURL(file);
    } catch {
      // No preview is better than no upload.
      setUrl(undefined);
      return undefined;
    }
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

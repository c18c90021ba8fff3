import { useEffect, useState } from 'react';
import type { Scanned } from '@/entities/customer/customer';
import { EXPIRED, fetchFollowCode, fetchQrCode, fetchScanned, POLL_EVERY_MS, POLL_FOR_MS, scanKey } from '@/entities/customer/scan';

/** A picture of the scan area: loading, shown, or the server's refusal. */
export type Picture = { state: 'loading' } | { state: 'shown'; src: string } | { state: 'refused'; message: string };

export interface ScanState {
  follow: Picture;
  qr: Picture;
  /** Set once the code has been open two minutes without a scan. */
  expired: string | undefined;
}

/**
 * One dialog's scan: the follow code and a QR code under a fresh key; once the QR code is
 * shown (a back end that can sign in with WeChat), `getOpenId` every 2 s until someone has
 * scanned (`onScanned`), the dialog closes, or two minutes pass (二维码已过期，请重新打开).
 * A back end that refuses the QR code (the embedded server) is never polled.
 */
export function useScan(onScanned: (who: Scanned) => void): ScanState {
  const [follow, setFollow] = useState<Picture>({ state: 'loading' });
  const [qr, setQr] = useState<Picture>({ state: 'loading' });
  const [expired, setExpired] = useState<string>();

  useEffect(() => {
    const abort = new AbortController();
    void fetchFollowCode(abort.signal).then((answer) => {
      if (!abort.signal.aborted) setFollow(answer.ok ? { state: 'shown', src: answer.value } : { state: 'refused', message: answer.message });
    });
    return () => abort.abort();
  }, []);

  useEffect(() => {
    const abort = new AbortController();
    const key = scanKey();
    let created: string | undefined;
    let poll: ReturnType<typeof setInterval> | undefined;
    let stop: ReturnType<typeof setTimeout> | undefined;
    const halt = () => {
      clearInterval(poll);
      clearTimeout(stop);
    };
    void fetchQrCode(key, abort.signal).then((answer) => {
      if (abort.signal.aborted) return;
      if (!answer.ok) {
        setQr({ state: 'refused', message: answer.message });
        return;
      }
      created = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(answer.value) : '';
      setQr({ state: 'shown', src: created });
      let asking = false;
      poll = setInterval(() => {
        if (asking) return;
        asking = true;
        void fetchScanned(key, abort.signal).then((who) => {
          asking = false;
          if (abort.signal.aborted || who === null) return;
          halt();
          onScanned(who);
        });
      }, POLL_EVERY_MS);
      stop = setTimeout(() => {
        halt();
        setExpired(EXPIRED);
      }, POLL_FOR_MS);
    });
    return () => {
      abort.abort();
      halt();
      if (created) URL.revokeObjectURL(created);
    };
    // One key per dialog: the callback's identity does not restart the scan.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { follow, qr, expired };
}

import { useCallback, useEffect, useRef } from 'react';
import { readPictureMessage } from '@/shared/picker/pictureMessage';
import { paths } from '@/shared/routing/paths';

/**
 * 上传图片 (/yshop/materia/index) for a form with many pictures: the picker posts the one
 * chosen back to this window (src/shared/picker/pictureMessage.ts), and it goes to the
 * input whose 选择图片 opened the picker last, not to every picture input of the page.
 */
export function usePictureChooser<Target>(onPicture: (target: Target, url: string) => void): (target: Target) => void {
  const waiting = useRef<Target | undefined>(undefined);
  const deliver = useRef(onPicture);
  useEffect(() => {
    deliver.current = onPicture;
  }, [onPicture]);

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      const url = readPictureMessage(event);
      if (url === undefined || waiting.current === undefined) return;
      deliver.current(waiting.current, url);
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, []);

  return useCallback((target: Target) => {
    waiting.current = target;
    window.open(paths.pictures, 'shop-admin-pictures', 'width=1200,height=600');
  }, []);
}

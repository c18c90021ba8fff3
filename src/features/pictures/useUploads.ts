import { useCallback, useRef, useState } from 'react';
import { stageUpload } from '../../api/uploads';
import { imageFileProblem, uploadPercent } from '../../shared/files/imageFile';
import { errorMessage } from '../../shared/ui/errorMessage';
import { useUploadPictureMutation, type Picture } from './picturesApi';

export type UploadStatus = 'refused' | 'uploading' | 'done' | 'failed';

/** One chosen file and how its upload goes. */
export interface UploadItem {
  key: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0..100 while uploading. */
  percent: number;
  /** Why it was refused or failed (the server's message as text). */
  message: string;
}

/**
 * The upload queue of the picker: every chosen file is checked here first (image
 * types, 5 MB; a refused one is listed with the reason and never sent), then each is
 * uploaded on its own with its own progress and its own error.
 */
export function useUploads(onUploaded: (picture: Picture) => void) {
  const [uploadPicture] = useUploadPictureMutation();
  const [items, setItems] = useState<UploadItem[]>([]);
  const files = useRef(new Map<string, File>());
  const counter = useRef(0);

  const update = useCallback((key: string, changes: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...changes } : item)));
  }, []);

  const start = useCallback(
    async (key: string, file: File) => {
      update(key, { status: 'uploading', percent: 0, message: '' });
      try {
        const picture = await uploadPicture(stageUpload(file, (progress) => update(key, { percent: uploadPercent(progress) }))).unwrap();
        files.current.delete(key);
        update(key, { status: 'done', percent: 100 });
        onUploaded(picture);
      } catch (error) {
        update(key, { status: 'failed', message: errorMessage(error, '上传失败') });
      }
    },
    [onUploaded, update, uploadPicture],
  );

  const add = useCallback(
    (chosen: readonly File[]) => {
      const added: UploadItem[] = chosen.map((file) => {
        counter.current += 1;
        const key = `upload-${counter.current}`;
        const problem = imageFileProblem(file);
        if (!problem) files.current.set(key, file);
        return { key, name: file.name, size: file.size, status: problem ? 'refused' : 'uploading', percent: 0, message: problem ?? '' };
      });
      setItems((current) => [...added, ...current]);
      for (const item of added) {
        const file = files.current.get(item.key);
        if (file) void start(item.key, file);
      }
    },
    [start],
  );

  const retry = useCallback(
    (key: string) => {
      const file = files.current.get(key);
      if (file) void start(key, file);
    },
    [start],
  );

  /** Forgets everything not still uploading. */
  const clearFinished = useCallback(() => {
    setItems((current) => {
      const kept = current.filter((item) => item.status === 'uploading');
      for (const item of current) if (item.status !== 'uploading') files.current.delete(item.key);
      return kept;
    });
  }, []);

  return { items, add, retry, clearFinished };
}

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

interface Queued {
  file: File;
  /** The group chosen when the file was: a retry goes there too, whatever is chosen now. */
  groupId: number | undefined;
}

/**
 * The upload queue of the picker: every chosen file is checked here first (image
 * types, 5 MB; a refused one is listed with the reason and never sent), then each is
 * uploaded on its own with its own progress and its own error, into `groupId` (the
 * library's chosen group; undefined: 未分组, or a back end without groups).
 */
export function useUploads(onUploaded: (picture: Picture) => void, groupId?: number) {
  const [uploadPicture] = useUploadPictureMutation();
  const [items, setItems] = useState<UploadItem[]>([]);
  const files = useRef(new Map<string, Queued>());
  const counter = useRef(0);

  const update = useCallback((key: string, changes: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...changes } : item)));
  }, []);

  const start = useCallback(
    async (key: string, { file, groupId: group }: Queued) => {
      update(key, { status: 'uploading', percent: 0, message: '' });
      try {
        const upload = stageUpload(file, (progress) => update(key, { percent: uploadPercent(progress) }));
        const picture = await uploadPicture(group === undefined ? { upload } : { upload, groupId: group }).unwrap();
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
        if (!problem) files.current.set(key, { file, groupId });
        return { key, name: file.name, size: file.size, status: problem ? 'refused' : 'uploading', percent: 0, message: problem ?? '' };
      });
      setItems((current) => [...added, ...current]);
      for (const item of added) {
        const queued = files.current.get(item.key);
        if (queued) void start(item.key, queued);
      }
    },
    [groupId, start],
  );

  const retry = useCallback(
    (key: string) => {
      const queued = files.current.get(key);
      if (queued) void start(key, queued);
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

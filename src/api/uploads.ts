import type { RequestArgs, UploadProgress } from './baseQuery';

/*
 * Upload mutations keep their actions plain data, so that Redux DevTools can export and
 * replay them and the store's serialisable check covers them: the caller stages the
 * File and its progress callback here and passes the UploadArg it gets back; the
 * endpoint's query takes them out again to build the multipart request. A staged upload
 * is used by one request only (a retry stages the file again), so nothing outlives it.
 */

/** What an upload mutation's action carries: an id, and the file's name and size to read a trace by. */
export interface UploadArg {
  uploadId: string;
  name: string;
  size: number;
}

interface Staged {
  file: File;
  onProgress: ((progress: UploadProgress) => void) | undefined;
}

const staged = new Map<string, Staged>();
let sequence = 0;

/** Holds the file (and who wants its progress) until the mutation given the result sends it. */
export function stageUpload(file: File, onProgress?: (progress: UploadProgress) => void): UploadArg {
  sequence += 1;
  const uploadId = `upload-${sequence}`;
  staged.set(uploadId, { file, onProgress });
  return { uploadId, name: file.name, size: file.size };
}

export interface MultipartTarget {
  url: string;
  /**
   * The form field the server reads the file from; with several names, the file goes
   * once under each, in order (for a call whose back ends disagree on the name).
   */
  field: string | readonly [string, ...string[]];
  parse?: RequestArgs['parse'];
}

/** The POST of a staged upload as multipart form data; the stage forgets it. */
export function multipartUpload(upload: UploadArg, { url, field, parse }: MultipartTarget): RequestArgs {
  const entry = staged.get(upload.uploadId);
  staged.delete(upload.uploadId);
  // A replayed action, or one sent twice: the file is only ever in the tab that chose it.
  if (!entry) throw new Error(`The upload ${upload.uploadId} (${upload.name}) has no staged file`);
  const form = new FormData();
  for (const name of typeof field === 'string' ? [field] : field) form.append(name, entry.file, entry.file.name);
  return { url, method: 'POST', data: form, parse, onUploadProgress: entry.onProgress };
}

import { api } from '../../api/api';
import { parsePage, type Page } from '../../api/resource/page';
import { accept, reject } from '../../api/resource/rows';
import { multipartUpload, type UploadArg } from '../../api/uploads';
import { getRuntimeConfig } from '../../shared/config/runtimeConfig';
import { endpointPath } from '../../shared/files/imageFile';

/** A stored picture (CONTRACT.md "Files"). */
export interface Picture {
  id: number;
  filename: string;
  /** Absolute http(s) URL the picture loads from. */
  url: string;
  size: number | undefined;
  width: number | undefined;
  height: number | undefined;
  createTime: string | undefined;
}

const isHttpUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\/\S+$/i.test(value);

/**
 * The picture's absolute URL. The embedded server answers a path (`/file/pictures/x.png`,
 * issue 22: never built from the request's Host), which lives on the back end, so under
 * apiBaseUrl, resolved against this page: editors get a URL that works anywhere.
 */
function absolutePictureUrl(value: unknown): string | undefined {
  if (isHttpUrl(value)) return value;
  if (typeof value !== 'string' || !/^\/(?!\/)\S*$/.test(value)) return undefined;
  const resolved = new URL(`${getRuntimeConfig().apiBaseUrl}${value}`, window.location.href).href;
  return isHttpUrl(resolved) ? resolved : undefined;
}
const optionalNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** One picture, or undefined when it has no id or no http(s) URL or path (never shown, never sent to an editor). */
export function parsePicture(body: unknown): Picture | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const raw = body as Record<string, unknown>;
  const url = absolutePictureUrl(raw.url);
  if (typeof raw.id !== 'number' || url === undefined) return undefined;
  return {
    id: raw.id,
    filename: typeof raw.filename === 'string' && raw.filename !== '' ? raw.filename : `图片 ${raw.id}`,
    url,
    size: optionalNumber(raw.size),
    width: optionalNumber(raw.width),
    height: optionalNumber(raw.height),
    createTime: typeof raw.createTime === 'string' ? raw.createTime : undefined,
  };
}

/** The console's one page answer (a missing `content` is none); unusable entries are left out rather than failing the page. */
export const parsePicturePage = (body: unknown): Page<Picture> | undefined =>
  parsePage(body, (raw) => {
    const picture = parsePicture(raw);
    return picture ? accept(picture) : reject('不是一张可用的图片');
  });

export interface PictureListArgs {
  page: number;
  size: number;
  /** A part of the file name; empty or absent lists every picture. */
  filename?: string;
  /** One group's pictures, 0 for 未分组's; absent lists every group's (a back end without groups gets none). */
  groupId?: number;
}

/** An upload (from stageUpload) and the group the picture goes in; absent: 未分组, or a back end without groups. */
export interface PictureUploadArgs {
  upload: UploadArg;
  groupId?: number;
}

export const picturesApi = api.enhanceEndpoints({ addTagTypes: ['Picture', 'PictureGroup'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET api/pictures?page=&size=[&filename=][&groupId=] (page counts from 0), newest first; `filename` matches a part of the name. */
    listPictures: build.query<Page<Picture>, PictureListArgs>({
      query: ({ page, size, filename, groupId }) => ({
        url: 'api/pictures',
        params: { page, size, ...(filename ? { filename } : {}), ...(groupId !== undefined ? { groupId } : {}) },
        parse: parsePicturePage,
      }),
      providesTags: ['Picture'],
    }),
    /** POST api/pictures[?groupId=], multipart field `file`; the upload comes from stageUpload. */
    uploadPicture: build.mutation<Picture, PictureUploadArgs>({
      query: ({ upload, groupId }) => ({
        ...multipartUpload(upload, { url: endpointPath(getRuntimeConfig().uploads.pictures), field: 'file', parse: parsePicture }),
        ...(groupId !== undefined ? { params: { groupId } } : {}),
      }),
      // The group list counts pictures: an upload into a group changes its count.
      invalidatesTags: (result) => (result ? ['Picture', 'PictureGroup'] : []),
    }),
  }),
});

export const { useListPicturesQuery, useUploadPictureMutation } = picturesApi;

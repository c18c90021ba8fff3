import { api } from '../api';
import type { SavedFile } from '../baseQuery';
import { downloadFileName } from '../../shared/download/download';

export interface ExportArgs {
  /** The list's URL; the file comes from `{url}/download` (CONTRACT-SYSTEM.md section 0). */
  url: string;
  /** The list's search, without paging. */
  params: Record<string, unknown>;
  /** 用户 gives `<date-time>用户数据.xlsx`. */
  title: string;
}

/** 导出 of any list: the server's xlsx, saved by the browser; the store keeps only its name. */
export const exportApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportList: build.mutation<SavedFile, ExportArgs>({
      query: ({ url, params, title }) => ({ url: `${url}/download`, params, saveAs: downloadFileName(`${title}数据`, 'xlsx') }),
    }),
  }),
});

export const { useExportListMutation } = exportApi;

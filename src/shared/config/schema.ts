/**
 * The runtime config.json: its keys, defaults and checks. Validated by hand rather
 * than with zod because this runs before /login renders and zod/mini alone would
 * cost about 6 KB gzip of the login page's budget.
 */

/** The upload and service endpoints of CONTRACT.md, kept so feature screens can use them. */
export const defaultUploads = {
  deployUpload: '/api/deploy/upload',
  databaseUpload: '/api/database/upload',
  pictures: '/api/pictures',
  updateAvatar: '/api/users/updateAvatar',
  qiNiuUpload: '/api/qiNiuContent',
  fileUpload: '/api/upload',
  localStorage: '/api/localStorage',
  socket: '/websocket?token=',
  sqlMonitor: '/druid',
  swagger: '/doc.html',
};

export type Uploads = typeof defaultUploads;

export const DEFAULT_TITLE = '后台管理系统';
export const DEFAULT_TIMEOUT_MS = 1_200_000;

export interface AppConfig {
  /** '' means the console's own origin; else a root path or an http(s) URL. */
  apiBaseUrl: string;
  timeout: number;
  title: string;
  /** PEM (a bare base64 body is accepted and wrapped); '' sends passwords unencrypted. */
  rsaPublicKey: string;
  sourceCodeUrl: string;
  /** HTML, sanitised before it is shown. */
  footerTxt: string;
  caseNumber: string;
  showFooter: boolean;
  /** Attach the session machine to the XState inspector and keep Redux DevTools on. */
  inspect: boolean;
  /** The back end answers `PUT api/users/resetPwd` (eladmin, the embedded server; yshop has no such call). */
  passwordReset: boolean;
  uploads: Uploads;
}

export const defaultConfig: AppConfig = {
  apiBaseUrl: '',
  timeout: DEFAULT_TIMEOUT_MS,
  title: DEFAULT_TITLE,
  rsaPublicKey: '',
  sourceCodeUrl: '',
  footerTxt: '',
  caseNumber: '',
  showFooter: true,
  inspect: false,
  passwordReset: true,
  uploads: defaultUploads,
};

/** A check returns an error message, or undefined when the value is fine. */
type Check = (value: unknown) => string | undefined;

const string: Check = (v) => (typeof v === 'string' ? undefined : 'must be a string');
const boolean: Check = (v) => (typeof v === 'boolean' ? undefined : 'must be true or false');
const nonEmptyString: Check = (v) => string(v) ?? ((v as string).trim() === '' ? 'must not be empty' : undefined);
const positiveInteger: Check = (v) => (Number.isInteger(v) && (v as number) > 0 ? undefined : 'must be a positive whole number of milliseconds');
const baseUrl: Check = (v) =>
  string(v) ?? ((v as string) === '' || (v as string).startsWith('/') || /^https?:\/\/[^\s/]+/i.test(v as string) ? undefined : 'must be empty, a path starting with /, or an http(s) URL');
const optionalHttpUrl: Check = (v) => string(v) ?? ((v as string) === '' || /^https?:\/\/\S+$/i.test(v as string) ? undefined : 'must be empty or an http(s) URL');

export const configChecks: { [K in Exclude<keyof AppConfig, 'uploads'>]: Check } = {
  apiBaseUrl: baseUrl,
  timeout: positiveInteger,
  title: nonEmptyString,
  rsaPublicKey: string,
  sourceCodeUrl: optionalHttpUrl,
  footerTxt: string,
  caseNumber: string,
  showFooter: boolean,
  inspect: boolean,
  passwordReset: boolean,
};

export const uploadCheck: Check = string;

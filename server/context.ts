import type { Db } from './db/connection';
import type { DbVersion } from './db/version';
import type { CaptchaStore } from './auth/captcha-store';
import type { LoginLockout } from './auth/lockout';
import type { PasswordHasher } from './auth/passwords';
import type { SignInLog } from './auth/sign-in-log';
import type { Decrypt, RsaKeys } from './auth/rsa';
import type { TokenStore } from './auth/tokens';
import type { DictRepository } from './dicts/repository';
import type { FileStorage } from './files/storage';
import type { PictureRepository } from './files/picture-repository';
import type { MenuRepository } from './menus/repository';
import type { UserRepository } from './users/repository';
import type { Clock } from './shared/time';
import type { DeptRepository } from './depts/repository';
import type { JobRepository } from './jobs/repository';
import type { LogRepository } from './logs/repository';
import type { LogRetentionSweeper } from './logs/retention';
import type { OnlineSessions } from './auth/online';
import type { AccessResolver } from './roles/access';
import type { RoleRepository } from './roles/repository';
import type { UserAdminRepository } from './users/admin-repository';

/** The services every feature's routes are built from; created once per app. */
export interface AppContext {
  db: Db;
  /** Changes whenever the database may have; derived-data caches compare it. */
  dbVersion: DbVersion;
  now: Clock;
  rsa: RsaKeys;
  decrypt: Decrypt;
  passwords: PasswordHasher;
  captchas: CaptchaStore;
  tokens: TokenStore;
  lockout: LoginLockout;
  signInLog: SignInLog;
  users: UserRepository;
  menus: MenuRepository;
  dicts: DictRepository;
  pictures: PictureRepository;
  /** 用户管理, 角色管理, 部门管理, 岗位管理 (issue 14). */
  staff: UserAdminRepository;
  roles: RoleRepository;
  depts: DeptRepository;
  jobs: JobRepository;
  /** The caller's level and data scope. */
  access: AccessResolver;
  /** The operation log; every audited write inserts into it. */
  logs: LogRepository;
  /** Trims the log in the background (issue 15). */
  logRetention: LogRetentionSweeper;
  /** 在线用户: the live sessions behind the tokens (issue 15). */
  online: OnlineSessions;
  files: FileStorage;
  distDir: string;
  publicDir: string;
  maxUploadBytes: number;
  /** PUBLIC_BASE_URL without its trailing slash, or '' (relative picture URLs). */
  publicBaseUrl: string;
  testMode: boolean;
}

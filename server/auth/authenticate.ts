import { VersionedCache, type DbVersion } from '../db/version';
import type { AuthContext } from '../http/auth-context';
import type { Authenticate } from '../http/guard';
import type { LoginRecord, UserRepository } from '../users/repository';
import type { TokenStore } from './tokens';

/**
 * Token -> live, enabled user -> their authorities. A disabled user's tokens stop working at once.
 * The user's row is read once per database change, not once per request: disabling a
 * user, by this process or another, changes the stamp and the next request reads it anew.
 */
export function createAuthenticate(tokens: TokenStore, users: UserRepository, version: DbVersion): Authenticate {
  const logins = new VersionedCache<number, LoginRecord | null>(version);
  return (authorization): AuthContext | null => {
    const owner = tokens.resolve(authorization);
    if (!owner) return null;
    const user = logins.get(owner.userId, () => users.findLoginById(owner.userId));
    if (!user || !user.enabled) return null;
    return {
      userId: user.id,
      username: user.username,
      tokenHash: owner.tokenHash,
      authorities: users.authoritySet(user.id),
    };
  };
}

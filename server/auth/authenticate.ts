import type { AuthContext } from '../http/auth-context';
import type { Authenticate } from '../http/guard';
import type { UserRepository } from '../users/repository';
import type { TokenStore } from './tokens';

/** Token -> live, enabled user -> their authorities. A disabled user's tokens stop working at once. */
export function createAuthenticate(tokens: TokenStore, users: UserRepository): Authenticate {
  return (authorization): AuthContext | null => {
    const owner = tokens.resolve(authorization);
    if (!owner) return null;
    const user = users.findLoginById(owner.userId);
    if (!user || !user.enabled) return null;
    return {
      userId: user.id,
      username: user.username,
      tokenHash: owner.tokenHash,
      authorities: users.authoritySet(user.id),
    };
  };
}

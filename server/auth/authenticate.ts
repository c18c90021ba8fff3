import type { AppContext } from '../context';
import type { AuthContext } from '../http/auth-context';
import type { Authenticate } from '../http/guard';
import type { TokenOwner, TokenStore } from './tokens';

/**
 * Token -> live, enabled user -> their authorities. A disabled user's tokens stop working at once.
 * The user's row and authorities are read once per database change, not once per request: disabling a
 * user, by this process or another, changes the stamp and the next request reads it anew.
 */
export function createAuthenticate(tokens: TokenStore, users: AppContext['users']): Authenticate {
  // The token store hands out one owner object per token until the database changes, so
  // the caller kept with it is as fresh as the owner: a signed-in request reads the
  // database stamp once and allocates nothing to be recognised (issue 30).
  const callers = new WeakMap<TokenOwner, AuthContext | null>();
  const callerOf = (owner: TokenOwner): AuthContext | null => {
    const user = users.findLoginById(owner.userId);
    if (!user || !user.enabled) return null;
    return Object.freeze({ userId: user.id, username: user.username, tokenHash: owner.tokenHash, authorities: users.authoritySet(user.id) });
  };
  return (authorization): AuthContext | null => {
    const owner = tokens.resolve(authorization);
    if (!owner) return null;
    let caller = callers.get(owner);
    if (caller === undefined) {
      caller = callerOf(owner);
      callers.set(owner, caller);
    }
    return caller;
  };
}

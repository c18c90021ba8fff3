import bcrypt from 'bcrypt';

export type HashPassword = (plain: string) => Promise<string>;
export type VerifyPassword = (plain: string, hash: string) => Promise<boolean>;

export interface PasswordHasher {
  hash: HashPassword;
  verify: VerifyPassword;
  /** True when a stored hash was made with another cost than the current one (it still verifies). */
  needsRehash: (hash: string) => boolean;
  dummyHash: string;
}

export function passwordHasher(rounds: number): PasswordHasher {
  return {
    hash: (plain) => bcrypt.hash(plain, rounds),
    verify: (plain, hash) => bcrypt.compare(plain, hash),
    needsRehash: (hash) => {
      try {
        return bcrypt.getRounds(hash) !== rounds;
      } catch {
        return false; // not a bcrypt hash: nothing to upgrade, and verify already refused it
      }
    },
    // Compared against when the username is unknown, so that case costs as much
    // time as a wrong password and does not reveal which usernames exist.
    dummyHash: bcrypt.hashSync('not-a-real-password', rounds),
  };
}

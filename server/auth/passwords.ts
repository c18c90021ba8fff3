import bcrypt from 'bcrypt';

export type HashPassword = (plain: string) => Promise<string>;
export type VerifyPassword = (plain: string, hash: string) => Promise<boolean>;

export function passwordHasher(rounds: number): { hash: HashPassword; verify: VerifyPassword; dummyHash: string } {
  return {
    hash: (plain) => bcrypt.hash(plain, rounds),
    verify: (plain, hash) => bcrypt.compare(plain, hash),
    // Compared against when the username is unknown, so that case costs as much
    // time as a wrong password and does not reveal which usernames exist.
    dummyHash: bcrypt.hashSync('not-a-real-password', rounds),
  };
}

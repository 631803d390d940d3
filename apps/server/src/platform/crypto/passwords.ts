import { hash, verify } from '@node-rs/argon2';

/** argon2id with the OWASP-recommended minimums (19 MiB, 2 iterations, 1 lane). */
const options = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, unreadable under isolatedModules */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export const verifyPassword = async (passwordHash: string | null, password: string): Promise<boolean> => {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

import { hash, verify } from '@node-rs/argon2';
import type { ApiConfig } from '../config';

// argon2id (the library's default algorithm) at the configured cost; the hash string carries its
// own parameters, so raising the cost later still verifies older hashes.
export const hashPassword = (password: string, cost: ApiConfig['passwordHashing']) =>
  hash(password, { memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 });

export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false);

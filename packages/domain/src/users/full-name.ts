import type { User } from './user.js';

export const fullName = (user: Pick<User, 'name' | 'lastName'>): string => `${user.name} ${user.lastName}`.trim();

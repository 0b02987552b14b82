export * from './rules';
export * from './suspension-rules';
export * from './password-strength';
export * from './user';
export type * from './auth.dto';
export type * from './account.dto';
export type * from './admin-users.dto';
export type * from './puppets.dto';

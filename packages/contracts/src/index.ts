export * from './case';
export * from './errors';
export * from './permissions';
export * from './roles';
export * from './constants';
export * from './config';
export * from './auth';
export * from './entities';

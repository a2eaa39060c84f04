export * from './constants';
export * from './messages';
export * from './workflow';
export * from './contracts/api';
export * from './contracts/auth';

export * from './constants';
export * from './contracts/api';
export * from './contracts/auth';
export * from './contracts/dominator';
export * from './messages';
export * from './workflow';

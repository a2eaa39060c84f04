export * from './constants';
export * from './contracts/api';
export * from './contracts/auth';
export * from './messages';
export * from './workflow';
export * from './contracts/dominator';

export * from './users';
export * from './vehicles';
export * from './conversations';
export * from './maintenance';
export * from './documents';
export * from './alerts';
export * from './sessions';
export * from './jobs';

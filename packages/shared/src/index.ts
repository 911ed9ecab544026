export * from './zod';
export * from './limits';
export * from './errors';
export * from './i18n/index';
export * from './text/normalize';
export * from './schemas/common';
export * from './schemas/hero';
export * from './schemas/auth';

export * from './applicationValues.ts';
export * from './validateApplication.ts';

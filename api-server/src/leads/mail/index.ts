export * from './channel.ts';
export * from './messages.ts';
export { testDriveIcs, ukInstant } from './ics.ts';
export { representativeExampleText } from './representativeExample.ts';

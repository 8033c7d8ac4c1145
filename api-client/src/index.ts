export { createShowroomClient } from './client.ts';
export type { InProcessReads, ShowroomClient, ShowroomClientOptions } from './client.ts';
export { toShowroomError, networkError } from './errors.ts';
export type { Result, ShowroomError, ShowroomErrorKind } from './errors.ts';
export type * from './types.ts';
export type { paths, components, operations } from './generated/schema.ts';

import type { Resource } from './resource.ts';

/** The prefix of every store key of a resource: invalidating it refreshes every view of its data. */
export const resourceKeyPrefix = (resource: Pick<Resource, 'name'>): string => `kit:${resource.name}:`;

/** The key prefix of a resource's list pages; the query's JSON follows it. */
export const listKeyPrefix = (resource: Pick<Resource, 'name'>): string => `${resourceKeyPrefix(resource)}list:`;

/** Whether `key` belongs to `resource`. */
export const isResourceKey = (resource: Pick<Resource, 'name'>) => (key: string): boolean => key.startsWith(resourceKeyPrefix(resource));

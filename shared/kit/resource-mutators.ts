import type { MutatorStore } from '@nanostores/query';
import type { DataProvider } from './data-provider.ts';
import { createMutatorStore, invalidateKeys } from './query-client.ts';
import { isResourceKey } from './resource-keys.ts';
import type { InputOf, RecordOf, Resource } from './resource.ts';

/** A change of a resource's data: a store (its `loading` for buttons) and `run`, which rejects as the call did. */
export interface ResourceMutation<D, R> {
  $store: MutatorStore<{ data: D; failure: { error?: unknown } }, R>;
  run(data: D): Promise<R>;
}

/**
 * A mutation of `resource`: `work` does the call; afterwards, done or failed, every key of
 * the resource is invalidated, so every list of it asks again (a failure too may mean the
 * data changed, e.g. a row someone else deleted). For the resource's special actions too
 * (release, revoke, freeze): they refresh its views the same way.
 */
export function createResourceMutation<D, R>(resource: Pick<Resource, 'name'>, work: (data: D) => Promise<R>): ResourceMutation<D, R> {
  const $store = createMutatorStore<{ data: D; failure: { error?: unknown } }, R>(async ({ data }) => {
    try {
      return await work(data.data);
    } catch (error) {
      // nanoquery keeps a failure in the store; the caller is told through its own call.
      data.failure.error = error;
      throw error;
    } finally {
      // The kit's invalidation (not nanoquery's own): a list read still on its way reads again.
      invalidateKeys(isResourceKey(resource));
    }
  }, { throttleCalls: false, onError: () => undefined });
  return {
    $store,
    async run(data) {
      const failure: { error?: unknown } = {};
      const result = await $store.mutate({ data, failure });
      if ('error' in failure) throw failure.error;
      return result as R;
    },
  };
}

/** The kit's mutations of one resource (create, update, delete one, delete many). */
export interface ResourceMutators<X extends Resource> {
  create: ResourceMutation<InputOf<X>, RecordOf<X>>;
  update: ResourceMutation<{ id: string; input: InputOf<X> }, RecordOf<X>>;
  deleteOne: ResourceMutation<string, void>;
  deleteMany: ResourceMutation<readonly string[], void>;
}

const mutators = new WeakMap<DataProvider, ResourceMutators<Resource>>();

/** The mutations of `provider`'s resource, made once per provider and shared by its views. */
export function resourceMutators<X extends Resource>(provider: DataProvider<X>): ResourceMutators<X> {
  const known = mutators.get(provider as unknown as DataProvider);
  if (known) return known as unknown as ResourceMutators<X>;
  const { resource } = provider;
  const made: ResourceMutators<X> = {
    create: createResourceMutation(resource, async (input: InputOf<X>) => (await provider.create({ variables: input })).data),
    update: createResourceMutation(resource, async ({ id, input }: { id: string; input: InputOf<X> }) => (await provider.update({ id, variables: input })).data),
    deleteOne: createResourceMutation(resource, (id: string) => provider.deleteOne({ id })),
    deleteMany: createResourceMutation(resource, (ids: readonly string[]) => provider.deleteMany({ ids })),
  };
  mutators.set(provider as unknown as DataProvider, made as unknown as ResourceMutators<Resource>);
  return made;
}

/** Makes every view of `resource` ask again (after an import, or a change made elsewhere). */
export function invalidateResource(resource: Pick<Resource, 'name'>): void {
  invalidateKeys(isResourceKey(resource));
}

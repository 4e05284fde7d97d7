import { get } from '../../shared/api/index.ts';
import type { Resource } from '../../shared/kit/index.ts';

const isNode = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The nodes of an answer, each saying whether it has children also when it says so only as `isLeaf` (JeecgBoot's name). */
const withHasChildren = (answer: unknown): unknown =>
  Array.isArray(answer)
    ? answer.map((node) => (isNode(node) && node.hasChildren === undefined && typeof node.isLeaf === 'boolean' ? { ...node, hasChildren: !node.isLeaf } : node))
    : answer;

/**
 * How a tree page reads a tree resource, by the calls its definition names (the kit's tree
 * contract, shared/kit/tree.ts): one level at a time (`routes.level`, else the kit's
 * `childList`), and the nodes whose title contains a keyword (`routes.search`) when it has one.
 */
export function treeLoaders(resource: Resource) {
  const routes = resource.tree?.routes ?? {};
  const level = routes.level ?? { path: 'childList', param: 'pid' };
  const loadLevel = async (parentId?: string) =>
    withHasChildren(await get<unknown>(`${resource.basePath}/${level.path}`, parentId ? { [level.param]: parentId } : {}));
  const search = routes.search;
  return {
    loadLevel,
    /** Whether the resource answers a search by keyword. */
    searchable: !!search,
    loadRoots: async (keyword: string) =>
      (keyword && search ? withHasChildren(await get<unknown>(`${resource.basePath}/${search.path}`, { [search.param]: keyword })) : loadLevel()),
  };
}

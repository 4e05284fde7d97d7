import {
  releaseArticleAction, revokeArticleAction, topArticleAction, untopArticleAction,
} from '../../../shared/resources/article.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { TypedApp } from '../../lib/typed-app.ts';
import { registerResource } from '../../kit/resource-routes.ts';
import { articleTable } from './article-table.ts';
import { pinArticle, releaseArticle, revokeArticle } from './article-repository.ts';
import { boardRoutes } from './board-routes.ts';
import { commentRoutes } from './comment-routes.ts';

/**
 * The content engine's routes (issue 24): articles on the kit (`/cms/article/list`, `queryById`,
 * `add`, `edit`, `delete`, `deleteBatch`, `exportXls`) and its actions `release`, `revoke`,
 * `top`, `untop` (`PUT` with `{ id }`), each in one transaction on a row the request may see,
 * logged.
 */
export async function contentRoutes(app: TypedApp, ctx: AppContext) {
  const articles = registerResource(app, ctx, articleTable(ctx));
  const ids = ({ input }: { input: { id: string } }) => [input.id];

  articles.action(releaseArticleAction, {
    ids,
    async run(tx, [id], scope) {
      if ((await releaseArticle(tx, scope.tenantId, id!, ctx.now())) === 'wrongState') throw badRequest('articleAlreadyReleased');
    },
    message: 'articleReleased',
  });
  articles.action(revokeArticleAction, {
    ids,
    async run(tx, [id], scope) {
      if ((await revokeArticle(tx, scope.tenantId, id!, ctx.now())) === 'wrongState') throw badRequest('articleNotReleased');
    },
    message: 'articleRevoked',
  });
  articles.action(topArticleAction, { ids, run: (tx, [id], scope) => pinArticle(tx, scope.tenantId, id!, true, ctx.now()), message: 'articlePinned' });
  articles.action(untopArticleAction, { ids, run: (tx, [id], scope) => pinArticle(tx, scope.tenantId, id!, false, ctx.now()), message: 'articleUnpinned' });
  await commentRoutes(app, ctx);
  await boardRoutes(app, ctx);
}

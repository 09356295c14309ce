import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema.ts';
import type { ApiEnv } from '../http/env.ts';
import { validate } from '../http/validate.ts';
import { getPost, listCategories, listPosts } from '../services/blog.ts';
import { MESSAGES } from '../../i18n/pt-BR.ts';
import { ApiError } from '../errors.ts';

function intParam(min: number, max: number, fallback: number, message: string) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const n = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
      if (!(n >= min && n <= max)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });
}

const pageSchema = z.object({
  page: intParam(1, 100_000, 1, MESSAGES.blogPageInvalid),
  per_page: intParam(1, 50, 10, MESSAGES.blogPerPageInvalid),
});

export function blogRoutes(deps: { db: Kysely<DB> }): Hono<ApiEnv> {
  const { db } = deps;
  const app = new Hono<ApiEnv>();

  app.get('/blog/posts', async (c) => {
    const query = validate(pageSchema, { page: c.req.query('page'), per_page: c.req.query('per_page') });
    return c.json(await listPosts(db, query.page, query.per_page));
  });

  app.get('/blog/posts/:slug', async (c) => {
    const slug = c.req.param('slug');
    if (slug.length > 200) throw new ApiError(404, MESSAGES.postNotFound);
    return c.json(await getPost(db, slug));
  });

  app.get('/blog/categories', async (c) => c.json(await listCategories(db)));

  return app;
}

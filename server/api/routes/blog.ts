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
  // Beside SPEC's numbered pages: a previous answer's `next_cursor` (services/blog.ts).
  cursor: z.string().max(200).optional(),
});

export function blogRoutes(deps: { db: Kysely<DB> }): Hono<ApiEnv> {
  const { db } = deps;
  const app = new Hono<ApiEnv>();

  app.get('/blog/posts', async (c) => {
    const cursor = c.req.query('cursor') || undefined;
    const query = validate(pageSchema, {
      page: c.req.query('page'),
      per_page: c.req.query('per_page'),
      cursor,
    });
    // A cursor says where its page starts: a page number beside it would say it twice, maybe otherwise.
    if (query.cursor !== undefined && c.req.query('page'))
      throw new ApiError(422, MESSAGES.blogCursorWithPage, {
        errors: { cursor: [MESSAGES.blogCursorWithPage] },
      });
    return c.json(await listPosts(db, { page: query.page, perPage: query.per_page, cursor: query.cursor }));
  });

  app.get('/blog/posts/:slug', async (c) => {
    const slug = c.req.param('slug');
    if (slug.length > 200) throw new ApiError(404, MESSAGES.postNotFound);
    return c.json(await getPost(db, slug));
  });

  app.get('/blog/categories', async (c) => c.json(await listCategories(db)));

  return app;
}

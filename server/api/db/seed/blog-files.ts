import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSlug } from '../../../slugify.ts';

export interface BlogPostSeed {
  slug: string;
  title: string;
  excerpt: string;
  category: string | undefined;
  publishedAt: Date;
  content: string;
}

export const BLOG_DIR = fileURLToPath(new URL('./blog/', import.meta.url));

/** Drops one pair of matching quotes around a value; inner escaped quotes are unescaped. */
function unquote(value: string): string {
  const first = value[0];
  if (value.length >= 2 && (first === '"' || first === "'") && value.at(-1) === first) {
    const inner = value.slice(1, -1);
    return first === '"' ? inner.replace(/\\"/g, '"').replace(/\\\\/g, '\\') : inner.replace(/''/g, "'");
  }
  return value;
}

/** Plain text of the first paragraph, for posts whose front matter has no excerpt. */
function firstParagraph(markdown: string): string {
  const paragraph =
    markdown
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .find((p) => p && !p.startsWith('#')) ?? '';
  const plain = paragraph.replace(/[*_`>#[\]]|\(https?:[^)]*\)/g, '').replace(/\s+/g, ' ');
  return plain.length > 200 ? `${plain.slice(0, 197).trimEnd()}...` : plain;
}

/**
 * Parses one post file: a `---` front-matter block of `key: value` lines (title, excerpt, category,
 * published_at) and a markdown body. Throws with the reason when a required key is missing.
 */
export function parseBlogPost(slug: string, source: string): BlogPostSeed {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---[ \t]*(?:\n|$)([\s\S]*)$/.exec(text);
  if (!match) throw new Error('front matter (--- … ---) not found');
  const fields = new Map<string, string>();
  for (const line of match[1].split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`front matter line without "key: value": ${line}`);
    fields.set(line.slice(0, colon).trim().toLowerCase(), unquote(line.slice(colon + 1).trim()));
  }
  const content = match[2].trim();
  const title = fields.get('title');
  if (!title) throw new Error('title is missing');
  const published = fields.get('published_at') ?? fields.get('date');
  const publishedAt = published ? new Date(published) : undefined;
  if (!publishedAt || Number.isNaN(publishedAt.getTime()))
    throw new Error(`published_at is missing or invalid: ${published}`);
  if (!content) throw new Error('body is empty');
  return {
    slug,
    title,
    excerpt: fields.get('excerpt') || firstParagraph(content),
    category: fields.get('category') || undefined,
    publishedAt,
    content,
  };
}

/**
 * Loads every `<slug>.md` in the folder. A file that cannot be parsed is reported and skipped: one bad
 * post must not keep the API from starting.
 */
export async function loadBlogFiles(
  dir: string = BLOG_DIR,
  onSkip: (file: string, reason: string) => void = () => {},
): Promise<BlogPostSeed[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const posts: BlogPostSeed[] = [];
  for (const name of names.filter((n) => n.endsWith('.md')).sort()) {
    const slug = name.slice(0, -3);
    if (!isSlug(slug, Infinity)) {
      onSkip(name, 'file name is not a slug (lower-case letters, digits and hyphens)');
      continue;
    }
    try {
      posts.push(parseBlogPost(slug, await readFile(path.join(dir, name), 'utf8')));
    } catch (error) {
      onSkip(name, (error as Error).message);
    }
  }
  return posts;
}

import type { BlogPostRow } from '../../db/schema/index.js';

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
// A CDATA section ends at "]]>": split it so post HTML can never close the section early.
const cdata = (s: string) => `<![CDATA[${s.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** RSS 2.0 of the newest live posts, with the full sanitized HTML in content:encoded. */
export function rssFeed(
  posts: Array<Pick<BlogPostRow, 'slug' | 'title' | 'bodyHtml' | 'publishedAt' | 'authorName' | 'tags' | 'description'>>,
  origin: string,
): string {
  const feedUrl = `${origin}/blog/rss.xml`;
  const items = posts.map((p) => {
    const link = `${origin}/blog/${p.slug}`;
    // Site-relative links and images inside the post must work in a feed reader too.
    const html = p.bodyHtml.replace(/(href|src)="\/(?!\/)/g, `$1="${origin}/`);
    return [
      '    <item>',
      `      <title>${xml(p.title)}</title>`,
      `      <link>${xml(link)}</link>`,
      `      <guid isPermaLink="true">${xml(link)}</guid>`,
      `      <pubDate>${p.publishedAt!.toUTCString()}</pubDate>`,
      `      <dc:creator>${xml(p.authorName)}</dc:creator>`,
      ...p.tags.map((t) => `      <category>${xml(t)}</category>`),
      `      <description>${xml(p.description)}</description>`,
      `      <content:encoded>${cdata(html)}</content:encoded>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    '    <title>Farm Stand Finder blog</title>',
    `    <link>${xml(`${origin}/blog`)}</link>`,
    `    <atom:link href="${xml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    '    <description>Farmer stories, seasonal guides and news from Farm Stand Finder.</description>',
    '    <language>en-us</language>',
    ...(posts[0] ? [`    <lastBuildDate>${posts[0].publishedAt!.toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

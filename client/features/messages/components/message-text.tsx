import { linkifyit } from 'linkify-it';
import { Fragment } from 'react';

const linkify = linkifyit().set({ fuzzyEmail: false });

/**
 * A message as text: React escapes it, and only http(s) links become anchors (never javascript: or data:),
 * opening in a new tab without handing the opener or referrer to the other site.
 */
export function MessageText({ text }: { text: string }) {
  const matches = (linkify.match(text) ?? []).filter((m) => /^https?:\/\//i.test(m.url));
  if (!matches.length) return <>{text}</>;
  const parts = [];
  let at = 0;
  for (const m of matches) {
    parts.push(<Fragment key={`t${at}`}>{text.slice(at, m.index)}</Fragment>);
    parts.push(
      <a
        key={`a${m.index}`}
        href={m.url}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        className="font-medium underline underline-offset-2 [overflow-wrap:anywhere]"
      >
        {m.text}
      </a>,
    );
    at = m.lastIndex;
  }
  parts.push(<Fragment key="end">{text.slice(at)}</Fragment>);
  return <>{parts}</>;
}

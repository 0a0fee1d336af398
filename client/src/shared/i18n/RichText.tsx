import { Fragment, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A catalogue text with marked parts rendered as elements: "You have no tags yet. <link>Register a tag</link>
 * first." with `{ link: (text) => <Link to="/tags/new">{text}</Link> }`. Each language places the marks where its
 * sentence needs them; the translator never sees the element itself.
 */
export function RichText({ text, parts }: { text: string; parts: Record<string, (content: string) => ReactNode> }) {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name, content] = match as unknown as [string, string, string];
    nodes.push(text.slice(last, match.index));
    const render = parts[name];
    nodes.push(<Fragment key={match.index}>{render ? render(content) : content}</Fragment>);
    last = match.index + whole.length;
  }
  nodes.push(text.slice(last));
  return <>{nodes}</>;
}

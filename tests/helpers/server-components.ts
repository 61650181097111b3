import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

type AnyProps = { children?: ReactNode } & Record<string, unknown>;

/**
 * A tree as the page's payload carries it: each async server component inside replaced by what it
 * rendered, as the build does before the browser sees it. jsdom's React renders no async
 * component; everything else is left for the test to render.
 */
export async function renderAsyncServerComponents(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(renderAsyncServerComponents));
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<AnyProps>;
  if (typeof element.type === 'function' && element.type.constructor.name === 'AsyncFunction') {
    return renderAsyncServerComponents(await (element.type as (props: AnyProps) => Promise<ReactNode>)(element.props));
  }
  if (element.props.children === undefined) return element;
  return cloneElement(element, { children: await renderAsyncServerComponents(element.props.children) });
}
